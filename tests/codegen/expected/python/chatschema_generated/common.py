# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: a4ac129789e82c86024704a338507ac9ab625d335717ea3d750557efca803a88
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
