# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: e10d6f06f67d42d242a1c1deab7eab9c7ff8ac69cb393ecddfe18ea634b2439c
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
