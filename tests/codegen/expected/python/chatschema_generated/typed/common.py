# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 444a236a946420c5f6db5374065b8c80b48b51ae33200bcc9fe23eee89ebf54a
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
