# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 3db6f88060fa11a601b9fd1b4c899386210721cb94a1be3a9b0f1ff7ca340f72
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
