# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: efb4d3ad6230b71ca9f67d1754d35572852b012b2adcd5991a312de2f6db7dec
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
