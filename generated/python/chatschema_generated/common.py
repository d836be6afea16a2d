# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: d1ec67c08b2330239c6c90ff50e14da4dc5e5aa3207e634330401c90c44008c8
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
