# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 8953a4eed976f8fe2aff402210af37f4115a369346f21011f4c23faa2cc27760
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
