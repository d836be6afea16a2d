# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: e047b93a9ebb60c6f0087b9c9161c4af09d4a4dcbdd122fbe3739bbe3debedce
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
