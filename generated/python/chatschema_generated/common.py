# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 627ad9a81207b038fafa40fe0aa0c8ee9edea22174826f844683b5212fea03e2
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
