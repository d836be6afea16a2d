# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 071a5aff84ac8feac0440162696fd0879c766b7cd0e5840ae9cb7050d50491ba
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
