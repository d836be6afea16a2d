# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 07aa94f455fa87e3239f922c1e23da82ed822d36e6684f8a06b20fcb73b51c7a
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
