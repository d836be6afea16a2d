# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: c6706a4bef26218d8dc56f917e60415314ce1690574a2b09440acaa114c703e0
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
