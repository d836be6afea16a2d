# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: f71988bdcda5ac0cdeb3bac27d8ed05c7d8f807a33ac4f46d19ed2d457831d88
# ruff: noqa
from __future__ import annotations

from typing import Annotated, Any, TypeAlias

from msgspec import Meta

Common: TypeAlias = Annotated[
    Any,
    Meta(
        description="Small shared types used by every other schema family.",
        title="Common",
    ),
]


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
