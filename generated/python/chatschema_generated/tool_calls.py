# Generated from schemas/tool_calls.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
# ruff: noqa
from __future__ import annotations

from typing import Annotated, Any, TypeAlias

from msgspec import UNSET, Meta, Struct, UnsetType

from .common import JSONObject

ToolCalls: TypeAlias = Annotated[
    Any,
    Meta(
        description="Tool calls requested by a model: complete calls, streamed fragments of calls, and calls that failed to parse.",
        title="Tool calls",
    ),
]


class ToolCall(Struct, kw_only=True, tag_field="type", tag="tool_call"):
    """A request by the model to call a tool, with arguments already parsed into an object."""

    name: Annotated[str, Meta(description="Name of the tool to call.")]
    """Name of the tool to call."""

    args: Annotated[
        JSONObject, Meta(description="Arguments of the call, as a JSON object.")
    ]
    """Arguments of the call, as a JSON object."""

    id: Annotated[
        str | None,
        Meta(
            description="Identifier of the call, used to pair the call with its result; null when the provider gave none."
        ),
    ]
    """Identifier of the call, used to pair the call with its result; null when the provider gave none."""

    index: (
        Annotated[
            int | str | None,
            Meta(
                description="Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."""

    extras: (
        Annotated[
            JSONObject,
            Meta(description="Provider-specific data that has no standard field."),
        ]
        | UnsetType
    ) = UNSET
    """Provider-specific data that has no standard field."""


class ToolCallChunk(Struct, kw_only=True, tag_field="type", tag="tool_call_chunk"):
    """A fragment of a tool call received while streaming; fragments with the same index are joined."""

    name: Annotated[
        str | None,
        Meta(
            description="Name of the tool, or a fragment of it; null when this fragment carries none."
        ),
    ]
    """Name of the tool, or a fragment of it; null when this fragment carries none."""

    args: Annotated[
        str | None,
        Meta(
            description="A fragment of the JSON text of the arguments; null when this fragment carries none."
        ),
    ]
    """A fragment of the JSON text of the arguments; null when this fragment carries none."""

    id: Annotated[
        str | None,
        Meta(
            description="Identifier of the call; null when this fragment carries none."
        ),
    ]
    """Identifier of the call; null when this fragment carries none."""

    index: (
        Annotated[
            int | str | None,
            Meta(
                description="Position of the call among the calls of one message; fragments with the same index belong to the same call."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Position of the call among the calls of one message; fragments with the same index belong to the same call."""

    extras: (
        Annotated[
            JSONObject,
            Meta(description="Provider-specific data that has no standard field."),
        ]
        | UnsetType
    ) = UNSET
    """Provider-specific data that has no standard field."""


class InvalidToolCall(Struct, kw_only=True, tag_field="type", tag="invalid_tool_call"):
    """A tool call the model produced that could not be parsed, kept with the reason it failed."""

    name: Annotated[str | None, Meta(description="Name of the tool, when known.")]
    """Name of the tool, when known."""

    args: Annotated[
        str | None, Meta(description="The raw argument text that failed to parse.")
    ]
    """The raw argument text that failed to parse."""

    id: Annotated[str | None, Meta(description="Identifier of the call, when known.")]
    """Identifier of the call, when known."""

    error: Annotated[str | None, Meta(description="Why the call could not be parsed.")]
    """Why the call could not be parsed."""

    index: (
        Annotated[
            int | str | None,
            Meta(
                description="Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown."""

    extras: (
        Annotated[
            JSONObject,
            Meta(description="Provider-specific data that has no standard field."),
        ]
        | UnsetType
    ) = UNSET
    """Provider-specific data that has no standard field."""


class RawToolCallFunction(Struct, kw_only=True):
    """The function of a tool call in the OpenAI chat format: the name of the tool and the JSON text of its arguments (or fragments of them, in a streamed chunk)."""

    name: (
        Annotated[
            str | None, Meta(description="Name of the tool, or a fragment of it.")
        ]
        | UnsetType
    ) = UNSET
    """Name of the tool, or a fragment of it."""

    arguments: (
        Annotated[
            str | None,
            Meta(description="The arguments as JSON text, or a fragment of that text."),
        ]
        | UnsetType
    ) = UNSET
    """The arguments as JSON text, or a fragment of that text."""


class RawToolCall(Struct, kw_only=True):
    """A tool call, or a fragment of one in a streamed chunk, in the OpenAI chat format, as an AI message holds it under additional_kwargs.tool_calls. An AI message that has no tool calls or invalid tool calls of its own (a chunk: no tool call chunks either) reads them from these: the id, the index and the function's name and arguments become a tool call's (a chunk's tool call chunk's), so they have the types those fields have. Other keys, such as type, are kept as they are."""

    id: (
        Annotated[
            str | None,
            Meta(description="Identifier of the call; null or absent when not given."),
        ]
        | UnsetType
    ) = UNSET
    """Identifier of the call; null or absent when not given."""

    index: (
        Annotated[
            int | str | None,
            Meta(
                description="Position of the call among the calls of one message; fragments with the same index belong to the same call."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Position of the call among the calls of one message; fragments with the same index belong to the same call."""

    function: (
        Annotated[
            RawToolCallFunction,
            Meta(
                description="The function called: its name and the JSON text of its arguments."
            ),
        ]
        | UnsetType
    ) = UNSET
    """The function called: its name and the JSON text of its arguments."""
