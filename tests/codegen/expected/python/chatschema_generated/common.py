# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 96157a6fed1d2041032c2cb26496914adbe1454ccc5f06ef4d1c27228e21e904
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
