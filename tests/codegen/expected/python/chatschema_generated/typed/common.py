# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 974f4b4457fd37ef15c5523fb74058246d76e72cd1a31dcfe44f1b0dec70c6ee
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
