# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: c1819247cbaa5959de801025a7c3140d3ce42ef129e910e397f8f2a39eff819d
# ruff: noqa
from __future__ import annotations

from typing import Annotated, Any, TypeAlias

from msgspec import Meta

Common: TypeAlias = Annotated[
    Any, Meta(description="Shared types of the golden fixture.", title="Common")
]


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
