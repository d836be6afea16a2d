# Generated from schemas/notes.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246
# ruff: noqa
from __future__ import annotations

from typing import Annotated, Any, Literal, TypeAlias

from msgspec import UNSET, Meta, Struct, UnsetType

from chatschema_generated._storage import JSONObjectList

from .common import JSONObject

Notes: TypeAlias = Annotated[
    Any,
    Meta(
        description="A tiny family that exercises every codegen convention.",
        title="Notes",
    ),
]


class Link(Struct, kw_only=True):
    """A part that points somewhere; held as plain JSON."""

    type: Annotated[Literal["link"], Meta(description="Type tag.")]
    """Type tag."""

    url: Annotated[str, Meta(description="Where it points.")] | UnsetType = UNSET
    """Where it points."""

    file_id: Annotated[str, Meta(description="A stored file.")] | UnsetType = UNSET
    """A stored file."""


Target: TypeAlias = Annotated[
    Any, Meta(description="A link needs a url or a file id.", title="Target")
]


class Part(Struct, kw_only=True):
    """An item of a note; a standard tag must match its schema."""


class Note(
    Struct, kw_only=True, tag_field="type", tag="note", forbid_unknown_fields=True
):
    """A closed record held as a Struct."""

    title: Annotated[str, Meta(description="Required title.")]
    """Required title."""

    links: Annotated[
        JSONObjectList, Meta(description="Links, held as plain JSON.")
    ] = []
    """Links, held as plain JSON."""

    meta: Annotated[JSONObject, Meta(description="Open metadata.")] = {}
    """Open metadata."""

    pinned: (
        Annotated[bool, Meta(description="Written only when present.")] | UnsetType
    ) = UNSET
    """Written only when present."""

    owner: Annotated[str | None, Meta(description="Nullable with a default.")] = None
    """Nullable with a default."""


class Memo(
    Struct, kw_only=True, tag_field="type", tag="memo", forbid_unknown_fields=True
):
    """Another closed record."""

    body: Annotated[str, Meta(description="Text.")]
    """Text."""


AnyNote: TypeAlias = Annotated[
    Note | Memo, Meta(description="A note or a memo.", title="AnyNote")
]


class NoteRecord(Struct, kw_only=True, forbid_unknown_fields=True):
    """A note under a path that names its class: the path written today, or an older one."""

    path: Annotated[list[str], Meta(description="The class path.")]
    """The class path."""

    body: Annotated[Note, Meta(description="The note; its tag may be left out.")]
    """The note; its tag may be left out."""


class MemoRecord(Struct, kw_only=True, forbid_unknown_fields=True):
    """A memo under the one path that names its class."""

    path: Annotated[list[str], Meta(description="The class path.")]
    """The class path."""

    body: Annotated[Memo, Meta(description="The memo; its tag may be left out.")]
    """The memo; its tag may be left out."""
