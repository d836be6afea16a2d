# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 8fb323d1346f3f823dade06d3363e55fde1e883244b9312ad97ba08adbe087cd
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
