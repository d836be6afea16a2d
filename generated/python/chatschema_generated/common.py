# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 7c6228c71c7d95c86c18838e9a31d30d8fac319189f48ff11cf26a495cb34f9b
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
