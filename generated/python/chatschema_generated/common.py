# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 415a4f7909924c507c451573353392af61863899dcbc4431623092d87dac81b3
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
