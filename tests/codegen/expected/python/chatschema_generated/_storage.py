# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246
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
