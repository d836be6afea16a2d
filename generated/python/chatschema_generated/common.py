# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: e866dbc4c7efab9545af90efd46e8b9b16471893c8d7c7c081d70bf40e888bab
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
