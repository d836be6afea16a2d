# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246
# ruff: noqa
"""The type tags of every tagged union and tag dispatch in the schemas, and the type each names.

For each union or dispatch ``T`` (its title as a constant, such as ``CONTENT_BLOCK``):
``T_BY_TAG`` maps each tag to the title of the type it names, in schema order, and
``T_TAGS`` is the set of those tags. ``BY_TAG`` holds every table under its title.
For each dispatch ``T`` keyed by an array of strings (a class path), ``T_BY_PATH`` maps each
array, as a tuple, to the title of the type it names; ``BY_PATH`` holds every such table.
"""

from __future__ import annotations


ANY_RECORD_BY_PATH: dict[tuple[str, ...], str] = {
    ("notes", "Note"): "NoteRecord",
    ("old", "notes", "Note"): "NoteRecord",
    ("notes", "Memo"): "MemoRecord",
}
"""Each array of AnyRecord's dispatch (a class path, as a tuple) and the title of the type it names."""

ANY_NOTE_BY_TAG: dict[str, str] = {
    "note": "Note",
    "memo": "Memo",
}
"""Each tag of AnyNote and the title of the type it names. AnyNote: A note or a memo."""

ANY_NOTE_TAGS: frozenset[str] = frozenset(ANY_NOTE_BY_TAG)
"""The type tags AnyNote accepts."""

PART_BY_TAG: dict[str, str] = {
    "link": "Link",
}
"""Each tag of Part and the title of the type it names. Part: An item of a note; a standard tag must match its schema."""

PART_TAGS: frozenset[str] = frozenset(PART_BY_TAG)
"""The type tags Part accepts."""

BY_TAG: dict[str, dict[str, str]] = {
    "AnyNote": ANY_NOTE_BY_TAG,
    "Part": PART_BY_TAG,
}
"""Every table above under its union or dispatch title."""

BY_PATH: dict[str, dict[tuple[str, ...], str]] = {
    "AnyRecord": ANY_RECORD_BY_PATH,
}
"""Every ``_BY_PATH`` table above under its dispatch title."""
