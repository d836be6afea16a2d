# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: afce9a8746fef79c6b108098ff6a30b1299cdeefdcdc1814c547d47f450c2a9b
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
