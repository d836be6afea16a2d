# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b94c8204bb67605993fcddfd7d76cb89a4d7172f38b1ee8e75d23e65e89f7723
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
