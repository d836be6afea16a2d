# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246
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
    ok: Any
    """Fast test ``ok(value) -> bool``: True only when ``check`` would pass; None when there is none."""
    all_ok: Any
    """``all_ok(values) -> bool``: True only when ``ok`` is True for every item; None when not written."""


TYPES: dict[str, TypeInfo] = {
    "AnyNote": TypeInfo(
        "AnyNote",
        notes.AnyNote,
        _validators.check_AnyNote,
        True,
        "notes",
        _validators.ok_AnyNote,
        _validators.all_ok_AnyNote,
    ),
    "AnyRecord": TypeInfo(
        "AnyRecord",
        _storage.JSONObject,
        _validators.check_AnyRecord,
        False,
        "notes",
        _validators.ok_AnyRecord,
        _validators.all_ok_AnyRecord,
    ),
    "JSONObject": TypeInfo(
        "JSONObject",
        dict[str, Any],
        _validators.check_JSONObject,
        False,
        "common",
        _validators.ok_JSONObject,
        None,
    ),
    "Link": TypeInfo(
        "Link",
        dict[str, Any],
        _validators.check_Link,
        False,
        "notes",
        _validators.ok_Link,
        None,
    ),
    "Memo": TypeInfo(
        "Memo",
        notes.Memo,
        _validators.check_Memo,
        True,
        "notes",
        _validators.ok_Memo,
        _validators.all_ok_Memo,
    ),
    "MemoRecord": TypeInfo(
        "MemoRecord",
        notes.MemoRecord,
        _validators.check_MemoRecord,
        True,
        "notes",
        _validators.ok_MemoRecord,
        _validators.all_ok_MemoRecord,
    ),
    "Note": TypeInfo(
        "Note",
        notes.Note,
        _validators.check_Note,
        True,
        "notes",
        _validators.ok_Note,
        _validators.all_ok_Note,
    ),
    "NoteRecord": TypeInfo(
        "NoteRecord",
        notes.NoteRecord,
        _validators.check_NoteRecord,
        True,
        "notes",
        _validators.ok_NoteRecord,
        _validators.all_ok_NoteRecord,
    ),
    "Part": TypeInfo(
        "Part",
        notes.Part,
        _validators.check_Part,
        False,
        "notes",
        _validators.ok_Part,
        None,
    ),
    "Target": TypeInfo(
        "Target",
        dict[str, Any],
        _validators.check_Target,
        False,
        "notes",
        _validators.ok_Target,
        None,
    ),
}
