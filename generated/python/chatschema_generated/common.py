# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2
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
