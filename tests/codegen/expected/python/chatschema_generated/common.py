# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 88fcd3c868534d328d77737c53f4eac9b32ebc9c5f9fb73990990571b2bfb0be
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
