# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: a9546b5bd09ca0ecfc1e01e03134d1afa2e294a7d52728186ac63f37c68d52b1
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
