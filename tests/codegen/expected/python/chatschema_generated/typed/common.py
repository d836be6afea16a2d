# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b13c91d3fcc98243623ec95ecc417077dc7899aaad39ae69e87275dc3ed9260c
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
