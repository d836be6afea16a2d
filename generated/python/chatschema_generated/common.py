# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 9019b483228cfd5aabd82bb3146a55c13b0a8753ec0a0b038419633db403c381
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
