# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 830c477ef931441d91284b58d689d48843f3086e8eeb5498129cc2dff59ba360
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
