# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 45ba91844130af28403cf31f18b1bbe9f26c2b7d39ab401d5f0ae24c6475cbb6
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
