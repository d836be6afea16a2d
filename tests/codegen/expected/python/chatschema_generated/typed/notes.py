# Generated from schemas/notes.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246
# ruff: noqa
from __future__ import annotations

from typing import Any, Literal, TypeAlias

from typing_extensions import NotRequired, TypedDict

from .common import JSONObject

Notes: TypeAlias = Any


class Link(TypedDict):
    """
    A part that points somewhere; held as plain JSON.
    """

    type: Literal["link"]
    url: NotRequired[str]
    file_id: NotRequired[str]


Target: TypeAlias = Any


class Part(TypedDict):
    """
    An item of a note; a standard tag must match its schema.
    """


class Note(TypedDict, closed=True):
    """
    A closed record held as a Struct.
    """

    type: NotRequired[Literal["note"]]
    title: str
    links: NotRequired[list[Link]]
    meta: NotRequired[JSONObject]
    pinned: NotRequired[bool]
    owner: NotRequired[str | None]


class Memo(TypedDict, closed=True):
    """
    Another closed record.
    """

    type: NotRequired[Literal["memo"]]
    body: str


AnyNote: TypeAlias = Note | Memo


class NoteRecord(TypedDict, closed=True):
    """
    A note under a path that names its class: the path written today, or an older one.
    """

    path: list[str]
    body: Note


class MemoRecord(TypedDict, closed=True):
    """
    A memo under the one path that names its class.
    """

    path: list[str]
    body: Memo


AnyRecord: TypeAlias = NoteRecord | MemoRecord
