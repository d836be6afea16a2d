# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 57bd14a64bdcbdb2845ef894c26591be3933e61a1b6f6eddb6867c1c6cc62fc9
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
