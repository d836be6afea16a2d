# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 884b98ed4db04ff8f0fa01de01ff04ec8be035fc948ca40bea621632dbe9f79a
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
