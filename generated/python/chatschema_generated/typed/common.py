# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 15adf8a96b34a2225c9077692fd8e31644f8c4fe363cd56996ddbb29a00e8678
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
