# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 207a4de6fa4844a71545861ea41692ac504e9533802a472f17f3c9f968f38d8c
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
