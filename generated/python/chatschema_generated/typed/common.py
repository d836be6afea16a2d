# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 8600671f7d02df812cee875596c6638735a9a98b67fe6c0a821f602497103f60
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
