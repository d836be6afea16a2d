# Generated from schemas/notes.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: eb6202be8d180c703fc07fb01bfef09aad7e9d71f5701f6e14e218f877cf3939
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
