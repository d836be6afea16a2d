# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: c835ff499a993e801e562d6e9a52d02a3596f6437acc295152a62d92fc729603
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
