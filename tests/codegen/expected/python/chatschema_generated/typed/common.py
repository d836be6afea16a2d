# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: f84f196e4a1fb1e0b83da7980eb946e316f3f81bfe556e561607542d00d0d8ae
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
