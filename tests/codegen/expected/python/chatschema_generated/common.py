# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: d6b26837580a04d13d4ffab76cc7621fd33fb707559eefa67b6485b4dbd9073c
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
