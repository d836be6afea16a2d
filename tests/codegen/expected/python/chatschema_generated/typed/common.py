# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: eb6202be8d180c703fc07fb01bfef09aad7e9d71f5701f6e14e218f877cf3939
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
