# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 96ee47bd752ce5c5a65b945ce79ebbe314fffdca385cab1f0efdf1ef5bab7ed7
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
