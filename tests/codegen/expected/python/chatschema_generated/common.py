# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b0908dca57eba5de583c72c522eb7e63e39b18a90205c4b1eb08f553144357b2
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
