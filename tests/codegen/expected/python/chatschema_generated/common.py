# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: a02d24831b9e98244c9d93fba9c677394a2b2095c6ec2334645acc120e64dd4e
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
