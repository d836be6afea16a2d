# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 0d6fdcaf37759a26350c934e2944bc0f1e55230fbe4946eed9bd7be689e11810
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
