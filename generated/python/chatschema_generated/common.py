# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: f91d32b932459e437998edfe8472b285631cc127f6606ea15acd26385ce07bde
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
