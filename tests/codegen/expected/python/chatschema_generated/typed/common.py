# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b5d396c48380803724c1f06870c82fed5d16f53d83d1e96621a3daaf282faa38
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
