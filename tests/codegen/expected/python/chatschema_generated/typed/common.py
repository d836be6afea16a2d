# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 8cdb5f30f381d452eff563cac6ad2434bdbb6a7a11fce18003c9c2b85cb21d52
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
