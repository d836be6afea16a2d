# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 9572e0180f1d883a64e8dc309ed96929e4d7be512d3106428e281c5f132c1816
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
