# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: ea9a84283929fb40f80e86413c63bbab3e9d1de58c056f1d8103bb9e768ca984
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
