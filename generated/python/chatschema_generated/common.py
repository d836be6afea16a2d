# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 0e9f5d79cdea5f6595cccde79b4e778019ed2e4e64b81ac62b60becedae6d376
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
