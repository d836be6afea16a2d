# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 7e78a98f5aea306840d72789508f9765eca446e926f266f17dabf3f870b27175
# ruff: noqa
"""Checks generated from the schemas for what msgspec cannot express."""

from __future__ import annotations

import re
from typing import Any

import msgspec

from . import common, notes


class SchemaViolation(Exception):
    """A value broke a schema rule; ``path`` is the JSON path of the value."""

    def __init__(self, message: str, path: str) -> None:
        super().__init__(message)
        self.message = message
        self.path = path


def join_path(base: str, inner: str) -> str:
    """Join a base path such as ``$.content[1]`` and a msgspec path such as ``$.url``."""
    return base + inner[1:]


_PLAIN_KEY = re.compile("^[a-zA-Z][a-zA-Z0-9_]*$")


def key_path(base: str, key: object) -> str:
    """The path of ``key`` inside the object at ``base``: ``$.a.b``, or ``$.a['b c']``."""
    text = str(key)
    if _PLAIN_KEY.match(text):
        return f"{base}.{text}"
    escaped = text.replace("\\", "\\\\").replace("'", "\\'")
    return f"{base}['{escaped}']"


def from_msgspec(error: msgspec.ValidationError, base: str) -> SchemaViolation:
    """Turn msgspec's ``message - at `$.x`` text into a SchemaViolation."""
    text = str(error)
    message, sep, where = text.rpartition(" - at `")
    if not sep:
        return SchemaViolation(text, base)
    return SchemaViolation(message, join_path(base, where.rstrip("`")))


def _convert(value: Any, typ: Any, path: str) -> None:
    try:
        msgspec.convert(value, typ)
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None


def _object(value: Any, path: str) -> dict[str, Any]:
    if type(value) is not dict:
        raise SchemaViolation(f"Expected `object`, got `{type(value).__name__}`", path)
    return value


_BY_TAG_AnyNote: dict[str, Any] = {}  # filled in below


def check_AnyNote(value: Any, path: str) -> None:
    """Check a decoded AnyNote with the check of its own type."""
    _BY_TAG_AnyNote[value.__struct_config__.tag](value, path)


def check_JSONObject(value: Any, path: str) -> None:
    """Check a JSONObject."""
    _object(value, path)


def _extra_Link(value: Any, path: str) -> None:
    check_Target(value, path)


def check_Link(value: Any, path: str) -> None:
    """Check a Link held as a JSON object."""
    _extra_Link(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, notes.Link, path)


def check_Memo(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded Memo."""
    return None


def check_Note(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded Note."""
    items = value.links
    if type(items) is list:
        for i, item in enumerate(items):
            check_Link(item, f"{path}.links[{i}]")


_DISPATCH_Part: dict[str, Any] = {}  # filled in below


def check_Part(value: Any, path: str) -> None:
    """Check a Part: an object, matched to a standard schema by its type tag."""
    tag = _object(value, path).get("type")
    if type(tag) is str:
        check = _DISPATCH_Part.get(tag)
        if check is not None:
            check(value, path)


def check_Target(value: Any, path: str) -> None:
    """Target: the object must have one of these key sets."""
    _object(value, path)
    if not (("url" in value) or ("file_id" in value)):
        raise SchemaViolation(
            "Object must say where its data is, with one of: url; file_id", path
        )


_BY_TAG_AnyNote.update(
    {
        "note": check_Note,
        "memo": check_Memo,
    }
)
_DISPATCH_Part.update(
    {
        "link": check_Link,
    }
)
