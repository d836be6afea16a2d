# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: eb6202be8d180c703fc07fb01bfef09aad7e9d71f5701f6e14e218f877cf3939
# ruff: noqa
"""The type tags of every tagged union and tag dispatch in the schemas, and the type each names.

For each union or dispatch ``T`` (its title as a constant, such as ``CONTENT_BLOCK``):
``T_BY_TAG`` maps each tag to the title of the type it names, in schema order, and
``T_TAGS`` is the set of those tags. ``BY_TAG`` holds every table under its title.
"""

from __future__ import annotations


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
