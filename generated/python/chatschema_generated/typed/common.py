# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 1b4238a88863053c7c4d061da0716b5a3903511e5c3b505d203584fa47dd8bca
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
