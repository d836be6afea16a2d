# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 68846d1f782bc26b9f1259faf31febbda3e224365f9029e9bdeccf84480e4317
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
