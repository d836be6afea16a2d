# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: aef5a045cdeaf2c22d66bedb1efc8d459b3d85118725671b06dcfa07fb5c16af
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
