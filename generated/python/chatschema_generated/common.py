# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 3912559f8afdc56fbe9c2367980a9a9e3480d953f1fd869831e875621ca2c5da
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
