# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 948900d469e0bf49c01381ad6520df55c0eb99e21f33847439695033b6e19537
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
