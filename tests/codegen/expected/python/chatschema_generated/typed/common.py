# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: c63522111bce85553b8b5d179883dc5887d55be3caf179997745d0cdd71bb7b8
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
