# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: e304d4090ab916fd1ac0fd0ea130f7181d9d8fb7a32988b8287aa177be254c22
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
