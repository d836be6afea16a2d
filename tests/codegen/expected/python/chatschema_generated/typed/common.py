# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: a3be53c9d2f8cb962c50fd372ad38d8c1f940a417bc2d788fef7740ac4ae2e7d
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
