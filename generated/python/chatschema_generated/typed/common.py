# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 122e020e59f2989cc9a055b3588ea8aff525d54d5ceb2f89d97204c367f46219
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
