# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 22022761e54158480de2bd2856c1f95b2acbc5108bfc7f06e1014b37172ba500
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
