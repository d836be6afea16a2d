# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 2cf1aa11a76e037599dc2ec3c526e3c08dd3b34fbbd9d4241842a1454bccdb38
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
