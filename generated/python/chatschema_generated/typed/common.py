# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 7490dba955fd33b3824b5beb99f03b6a963eb6deede0f2fa6b5276ce1fa17506
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
