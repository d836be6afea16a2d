# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b4255143e587ca436b706a0d9573f2d69a27d563d97125823af4219d4e75afc8
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
