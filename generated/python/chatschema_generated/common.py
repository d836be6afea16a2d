# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: cf1fbe82b5e1a0288c4153ae5ceea96373f4bab4ec6796502d4a2d48cfe21f61
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
