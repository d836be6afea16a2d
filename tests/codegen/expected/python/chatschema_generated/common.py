# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 7b336160f236ef9b9f7241636c456b85e13d89235e3671257971870391ccec9a
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
