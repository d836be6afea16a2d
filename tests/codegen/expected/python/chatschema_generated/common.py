# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 01c8b41c08621fbb0a306beeb7d69f6b510ea28025953fd2831a412573f4f531
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
