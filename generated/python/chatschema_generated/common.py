# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 751e86cfe495492fcf4bc807a992ed22b1ccf5ed7a33f1e7894b46d9a8eed773
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
