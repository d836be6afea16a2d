# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 533479198bdddc8448e292241150d50dd359494783621cb542a211367db2b205
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
