# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: d2d1b26192e5adff3a9f18407d073f453dcc8df2f7ede2595ba83d3aac8479e0
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
