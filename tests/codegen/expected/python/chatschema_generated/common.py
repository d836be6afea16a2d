# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 82a4dd3f9a46215fb5b880f98d368877cff7d0eb573e2a869a98f5b886f0ebe4
# ruff: noqa
from __future__ import annotations

from typing import Annotated, Any, TypeAlias

from msgspec import Meta

Common: TypeAlias = Annotated[
    Any, Meta(description="Shared types of the golden fixture.", title="Common")
]


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
