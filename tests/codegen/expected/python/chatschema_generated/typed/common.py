# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 2fb02f387265d42bc84a30fd550e555e840a15a7ed305a72d6cac4a94905ec4d
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
