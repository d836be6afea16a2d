# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b9c9f24edcdc90202796574c18ffa3219f2dcbfcdf4a49869283dc7238235a17
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
