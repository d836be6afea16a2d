# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 201cff093766b08891d06eb4182f0429fe5fcc47b506602e9e2be19be804c14d
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
