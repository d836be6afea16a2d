# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: c7a27b81c3032aa185218626156982ea9e7f8cd454578c4fa900d76cb5edcfab
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
