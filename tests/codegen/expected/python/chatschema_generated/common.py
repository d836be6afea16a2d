# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 16a68b522f9a5e725c8d54cc805c79f3dacfbd0b8031b7aebea25a28702766e8
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
