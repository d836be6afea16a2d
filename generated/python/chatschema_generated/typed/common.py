# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
