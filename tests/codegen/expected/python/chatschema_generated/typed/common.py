# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 929350f13d8da1ad013471e7253b242f535873b88345b67416dd5d7328e03ccf
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
Any JSON object.
"""
