# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b4c738d3e533d5f3a558d774d90dd34d52a08306ce2934c39fce8e3a0ae0f15f
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
