# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 9b6997c1b0eeabe1a71c54a96ee866b5ba2625cdd73e029f72940848fb6ec62a
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
