# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: daa7661f264cd4751e1876b1bd1cee40737379cd9bee15677d8c16415d762b03
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
