# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 5d0fa391a0cbab1628caebd0629fda70f583f114ef32cb110743e13723c43877
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
