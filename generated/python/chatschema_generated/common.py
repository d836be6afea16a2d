# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 2e17995c2a1669048c8b01aeea720f46a27eb5b0767034ae6606d08e9ddbec52
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
