# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 7fb0ff75c45ce06a3ea69ce1f22f7cb43107a4dd2078680f3d524d4aef1ceb32
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
