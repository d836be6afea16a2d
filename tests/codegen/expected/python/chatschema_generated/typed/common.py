# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 36b50c0b25ffab5b54e16a789e390aea6a94470c4c420affd6a9e5fff82d567d
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
