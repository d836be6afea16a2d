# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 4ca037710c2a79a458fc032f8d9b7ba02bf0b31689bb5762d2fe72196e5449ad
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
