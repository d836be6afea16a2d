# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 2ccf67959539baf2ff01bcc5b32fc623403f63a9139739dfeb3fab722b54c958
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
