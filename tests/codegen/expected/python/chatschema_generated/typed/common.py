# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 1fce7145e6aa85da10f678c76585032d111e4b645a43e47163034fff3ed752c5
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
