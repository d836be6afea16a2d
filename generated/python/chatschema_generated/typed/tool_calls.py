# Generated from schemas/tool_calls.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2
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
    The function of a tool call in the OpenAI chat format: the name of the tool and the JSON text of its arguments.
    """

    name: NotRequired[str | None]
    arguments: NotRequired[Any]


class RawToolCallChunkFunction(TypedDict):
    """
    The function of a tool call fragment in the OpenAI chat format: the name of the tool and a fragment of the JSON text of its arguments.
    """

    name: NotRequired[str | None]
    arguments: NotRequired[str | None]


class RawToolCall(TypedDict):
    """
    A tool call in the OpenAI chat format, as an AI message holds it under additional_kwargs.tool_calls. An AI message that has no tool calls or invalid tool calls of its own reads them from these: the id and the function's name become a tool call's, so they have the types those fields have; the arguments are read as JSON text (arguments that are no string leave the message without calls read from them). Other keys, such as type, are kept as they are.
    """

    id: NotRequired[str | None]
    function: NotRequired[RawToolCallFunction]


class RawToolCallChunk(TypedDict):
    """
    A tool call, or a fragment of one, in the OpenAI chat format, as an AI message chunk holds it under additional_kwargs.tool_calls. A chunk that has no tool calls, invalid tool calls or tool call chunks of its own reads each of these into a tool call chunk: the id, the index and the function's name and arguments become the chunk's, so they have the types those fields have. Other keys are kept as they are.
    """

    id: NotRequired[str | None]
    index: NotRequired[int | str | None]
    function: NotRequired[RawToolCallChunkFunction]
