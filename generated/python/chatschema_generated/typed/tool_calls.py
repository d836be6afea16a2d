# Generated from schemas/tool_calls.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: ed6654e890afcc2bdaf97228badbbd02f874072f3c4efa91961dc1b7c1bd8951
# ruff: noqa
from __future__ import annotations

from typing import Any, Literal, TypeAlias, TypedDict

from typing_extensions import NotRequired

from .common import JSONObject

ToolCalls: TypeAlias = Any


class ToolCall(TypedDict):
    """
    A request by the model to call a tool, with arguments already parsed into an object.
    """

    name: str
    args: JSONObject
    id: str | None
    type: NotRequired[Literal["tool_call"]]
    index: NotRequired[int | str | None]
    extras: NotRequired[JSONObject]


class ToolCallChunk(TypedDict):
    """
    A fragment of a tool call received while streaming; fragments with the same index are joined.
    """

    name: str | None
    args: str | None
    id: str | None
    index: NotRequired[int | str | None]
    type: NotRequired[Literal["tool_call_chunk"]]
    extras: NotRequired[JSONObject]


class InvalidToolCall(TypedDict):
    """
    A tool call the model produced that could not be parsed, kept with the reason it failed.
    """

    name: str | None
    args: str | None
    id: str | None
    error: str | None
    type: NotRequired[Literal["invalid_tool_call"]]
    index: NotRequired[int | str | None]
    extras: NotRequired[JSONObject]
