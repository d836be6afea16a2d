# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 58a7e82ec2ce96ab81048e9df7de8a601d72a5af18f7f043025ed83330c6813a
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
