# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b9a784c4d131d0b2c5b32792aad3ef6e6d4e4c51a1a23cfe30d08d66c6112198
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
