# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 585a6036597cab1fb69a9fdf4007c17150f298d9c917686db926caa9e4638035
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
