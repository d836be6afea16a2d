# Generated from schemas/common.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: e2712362607d9647f9fbfc689a42579dda8e80e7b2f547010643fae7eee0d8b4
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

Common: TypeAlias = Any


JSONObject: TypeAlias = dict[str, Any]
"""
A JSON object with string keys and values of any JSON type.
"""
