# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 19026aaa9030186a68dda3d9c7b4688455471f145135eac350d1a6daa9f7867d
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
