# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 131b4bb194cd686804e32c421eae08a785a8b419e86725919ed3d7b283928437
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
