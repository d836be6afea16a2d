# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 3abdef80129eefe8dfb8f5d141847d7576640bb61e6d29d108a722ff329deaa4
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
