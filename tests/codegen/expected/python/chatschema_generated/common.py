# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 444a236a946420c5f6db5374065b8c80b48b51ae33200bcc9fe23eee89ebf54a
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
