# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 78008c2a3a736de2d3b98f2b65c07bd13bbc656686f43ad95e6410bfd6e13937
# ruff: noqa
from __future__ import annotations

from typing import Annotated, Any, TypeAlias

from msgspec import Meta

Common: TypeAlias = Annotated[
    Any,
    Meta(
        description="Small shared types used by every other schema family.",
        title="Common",
    ),
]


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
