# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 8a94a82621f3dbfd9dc0ed16663a4f31c4f7d03cdda70a41232ffcbb7eb0c7cd
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
