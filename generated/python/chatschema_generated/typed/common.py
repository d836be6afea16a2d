# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: a03546cfb79ed39a068ffd4eb510eed4e34409bb634aef7c866bf86593e9e7d6
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
