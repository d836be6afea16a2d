# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 7e78a98f5aea306840d72789508f9765eca446e926f266f17dabf3f870b27175
# ruff: noqa
"""Every schema type by title: the Python type, its check, and how it is held."""

from __future__ import annotations

from typing import Any, NamedTuple

from . import _storage, _validators, common, notes


class TypeInfo(NamedTuple):
    """How to decode and check one schema type."""

    title: str
    """The schema title, such as "AIMessage"."""
    python_type: Any
    """The type msgspec decodes into."""
    check: Any
    """The generated check for what msgspec cannot express."""
    struct: bool
    """True when values are held as Structs; False when held as plain JSON."""
    family: str
    """The schema file the type comes from."""


TYPES: dict[str, TypeInfo] = {
    "AnyNote": TypeInfo(
        "AnyNote", notes.AnyNote, _validators.check_AnyNote, True, "notes"
    ),
    "JSONObject": TypeInfo(
        "JSONObject", dict[str, Any], _validators.check_JSONObject, False, "common"
    ),
    "Link": TypeInfo("Link", dict[str, Any], _validators.check_Link, False, "notes"),
    "Memo": TypeInfo("Memo", notes.Memo, _validators.check_Memo, True, "notes"),
    "Note": TypeInfo("Note", notes.Note, _validators.check_Note, True, "notes"),
    "Part": TypeInfo("Part", notes.Part, _validators.check_Part, False, "notes"),
    "Target": TypeInfo(
        "Target", dict[str, Any], _validators.check_Target, False, "notes"
    ),
}
