# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: ddc17ff01bbed22b97a4048d7bcc5200ebd2227a37c580cf6ed17121763ffc3d
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
