# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 41fef3b2c7c3d169b071f282a040d0ebecb3a7bb0387a4f17831999ae8be8802
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
