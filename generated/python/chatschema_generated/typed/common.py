# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 278f293b0ba0fce39445d6af394ebc2c34405d71cc8fe2147df61f45a7d997a2
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
