# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: d2d1b26192e5adff3a9f18407d073f453dcc8df2f7ede2595ba83d3aac8479e0
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

TokenCounts: TypeAlias = dict[str, int]
"""A map from token kind to a count."""
