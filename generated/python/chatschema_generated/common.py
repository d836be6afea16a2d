# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 588b23dc9c6789ef7c1dfbd30bc68251f3706ef547b462c6c1bdc65f63281742
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
