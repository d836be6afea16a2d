# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b4c738d3e533d5f3a558d774d90dd34d52a08306ce2934c39fce8e3a0ae0f15f
# ruff: noqa
"""Plain JSON types that message fields hold, as LangChain holds them."""

from typing import Any, TypeAlias

JSONObject: TypeAlias = dict[str, Any]
"""A JSON object: string keys, values of any JSON type."""

JSONObjectList: TypeAlias = list[dict[str, Any]]
"""A list of JSON objects."""

OptionalJSONObject: TypeAlias = dict[str, Any] | None
"""A JSON object, or null."""

ContentValue: TypeAlias = str | dict[str, Any]
"""One item of a content list: a string or a JSON object."""

ContentList: TypeAlias = str | list[str | dict[str, Any]]
"""Message content held as plain JSON: a string, or a list of strings and JSON objects."""

TokenCounts: TypeAlias = dict[str, int]
"""A map from token kind to a count."""
