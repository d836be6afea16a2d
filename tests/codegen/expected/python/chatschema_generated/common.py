# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 7e78a98f5aea306840d72789508f9765eca446e926f266f17dabf3f870b27175
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
