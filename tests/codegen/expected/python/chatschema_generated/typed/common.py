# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: d23c86c907a053b0d94ff44767a2b7076a2e85be6726213270e33b6242af7fe6
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
