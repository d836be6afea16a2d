# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 62be09fd878219d976d893ecdd275ea1183343798bd3e66c08894be99046514f
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
