# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 6d0b3400b4321183a3827cceb0ceaa34491ee9d2b2433246c0898c95a34a65c3
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
