# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 887be360ac2b9dca5c9c74c0b2fc3af2723175274edbde153cae3a680f932b06
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
