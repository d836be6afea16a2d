# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5
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
