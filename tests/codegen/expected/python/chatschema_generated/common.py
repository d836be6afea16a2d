# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 6a26e25272a5a295a930d793bc6b9de8431dea215c87191acfdc42c1c5512e20
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
