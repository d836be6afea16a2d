# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 751e86cfe495492fcf4bc807a992ed22b1ccf5ed7a33f1e7894b46d9a8eed773
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
