# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: d4b48f97ade909ec7214ea49a1a0630d9de83148e707d28888b5be709238b978
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
