# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 07d920537a5167ac190b328188d3e6d36d67d745727b83fd78177080573636c6
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
