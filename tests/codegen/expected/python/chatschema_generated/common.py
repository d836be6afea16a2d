# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: d6689773a0d0be5ea77da451bf15e2d5ad7abc1120fce56216f873c7895681f7
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
