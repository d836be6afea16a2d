# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: ea9a84283929fb40f80e86413c63bbab3e9d1de58c056f1d8103bb9e768ca984
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
