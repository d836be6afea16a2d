# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: f6e4b2f38a9ca7cab0da8df19427fec8a82e82c47300c110ffd8109341bf8828
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
