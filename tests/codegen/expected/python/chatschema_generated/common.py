# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 1b7c5bb6dbe441ac88cbf11b02b4fbb7d8ff1e27d75e6799ec1d59b35e2db471
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
