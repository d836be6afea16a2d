# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 2c8c0ea6d47636189aac6afde061669bd38d687404916269e1cd374193eb5fbb
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
