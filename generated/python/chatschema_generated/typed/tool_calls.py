# Generated from schemas/tool_calls.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
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


class RawToolCallFunction(TypedDict):
    """
    The function of a tool call in the OpenAI chat format: the name of the tool and the JSON text of its arguments (or fragments of them, in a streamed chunk).
    """

    name: NotRequired[str | None]
    arguments: NotRequired[str | None]


class RawToolCall(TypedDict):
    """
    A tool call, or a fragment of one in a streamed chunk, in the OpenAI chat format, as an AI message holds it under additional_kwargs.tool_calls. An AI message that has no tool calls or invalid tool calls of its own (a chunk: no tool call chunks either) reads them from these: the id, the index and the function's name and arguments become a tool call's (a chunk's tool call chunk's), so they have the types those fields have. Other keys, such as type, are kept as they are.
    """

    id: NotRequired[str | None]
    index: NotRequired[int | str | None]
    function: NotRequired[RawToolCallFunction]
