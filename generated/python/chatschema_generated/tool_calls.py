# Generated from schemas/tool_calls.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: ed6654e890afcc2bdaf97228badbbd02f874072f3c4efa91961dc1b7c1bd8951
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
