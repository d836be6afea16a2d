# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246
# ruff: noqa
"""Types into which one msgspec decode accepts a valid value whole, and their decoders.

The generated Structs hold some values as plain JSON (content parts, tool
calls, usage), which the generated checks (``_validators``) walk after msgspec
has decoded a value. Here that plain JSON is typed by the Structs the checks
convert it with, and the extra rule of a check runs in ``__post_init__`` of its
Struct, so one decode into these types accepts a value only when the checks
accept it. Provider-native blocks of common tags (``thinking``, ``tool_use``)
are accepted whole, by a Struct with that tag and no fields. It may refuse a
valid value (a provider-native block of a rarer tag): check that one the full
way, which also says what is wrong. Decoded
values are for counting and telling types apart, not for use: the typed
objects drop unknown keys.

``TYPES`` holds the one-pass type of each schema title given one; ``DECODERS``
a decoder for each union of closed Structs and each closed Struct in no union,
one value and a list, by type name such as ``"list[AnyMessage]"``. The
schema families are imported as ``_<family>`` so that no field (``tool_calls``)
hides one. See codegen/one_pass.py.
"""

from __future__ import annotations

from typing import Annotated, Any, TypeAlias

import msgspec

from . import _validators, notes as _notes


class Link(_notes.Link, kw_only=True):
    """Link, and its extra rule run after decoding (msgspec cannot express it)."""

    def __post_init__(self) -> None:
        try:
            _validators._extra_Link(msgspec.to_builtins(self), "$")
        except _validators.SchemaViolation as error:
            raise ValueError(error.message) from None  # msgspec reports it as invalid


class Note(_notes.Note, kw_only=True):
    """Note with the values it holds as plain JSON typed."""

    links: list[Link] = []  # type: ignore[assignment]


class AnyRecord(_notes.NoteRecord, kw_only=True):
    """AnyRecord in one Struct: body typed by the union of its types, which path must name."""

    body: AnyNote  # type: ignore[assignment]

    def __post_init__(self) -> None:
        if (tuple(self.path), type(self.body).__name__) not in _KEYED_AnyRecord:
            raise ValueError("the path names another type than the type of body")


AnyNote: TypeAlias = Note | _notes.Memo
"""A note or a memo."""

_KEYED_AnyRecord: frozenset[tuple[tuple[str, ...], str]] = frozenset(
    {
        (("notes", "Note"), "Note"),
        (("old", "notes", "Note"), "Note"),
        (("notes", "Memo"), "Memo"),
    }
)
"""The (path, type of body) pairs AnyRecord accepts in one pass; the one-pass and generated
Structs of a type are named by its title."""

TYPES: dict[str, Any] = {
    "Link": Link,
    "Note": Note,
    "Memo": _notes.Memo,
    "AnyNote": AnyNote,
    "AnyRecord": AnyRecord,
}
"""The one-pass type of each schema title given one."""

DECODERS: dict[str, msgspec.json.Decoder[Any]] = {
    "AnyNote": msgspec.json.Decoder(AnyNote),
    "list[AnyNote]": msgspec.json.Decoder(list[AnyNote]),
    "AnyRecord": msgspec.json.Decoder(AnyRecord),
    "list[AnyRecord]": msgspec.json.Decoder(list[AnyRecord]),
}
"""A decoder for each union of closed Structs and each closed Struct in no union, one value or a list."""
