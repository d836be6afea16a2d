# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 0881c0239f2b18fb819dc4eef0675725e84a517eb0c68934311fe1257b2219a2
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
