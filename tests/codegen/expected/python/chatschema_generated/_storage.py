# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 16a68b522f9a5e725c8d54cc805c79f3dacfbd0b8031b7aebea25a28702766e8
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
