# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 777e889f6156cc72e90c94a61209dcb5f1b8f28aa78b61745bc682796a8169eb
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
