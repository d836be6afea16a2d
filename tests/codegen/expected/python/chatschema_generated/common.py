# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 9682ad60b1d22642b418e839d76571c4d94f5c99243014372749d5b5eb705148
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
