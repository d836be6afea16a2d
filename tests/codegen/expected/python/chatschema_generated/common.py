# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 47dc8535dd318ac6159dc5721686ef9f7fd19cc28d9f1a920781bcacfc4ff85a
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
