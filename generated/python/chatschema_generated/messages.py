# Generated from schemas/messages.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
# ruff: noqa
from __future__ import annotations

from typing import Annotated, Any, Literal, TypeAlias

from msgspec import UNSET, Meta, Struct, UnsetType

from chatschema_generated._storage import (
    ContentValue,
    JSONObject,
    JSONObjectList,
    OptionalJSONObject,
)

from .common import JSONObject
from .tool_calls import RawToolCall

Messages: TypeAlias = Annotated[
    Any,
    Meta(
        description="Chat messages exchanged with a model, and the chunks they are streamed as. Every message type is closed (additionalProperties false): a property it does not declare is an error. Validators also offer a lenient mode, which reads each message type as if it allowed unknown top-level properties and keeps them as the message's extra fields; everything else is checked as strictly.",
        title="Messages",
    ),
]


MessageContent: TypeAlias = Annotated[
    str | list[ContentValue],
    Meta(
        description="The content of a message: a string, or a list of strings and content parts.",
        title="MessageContent",
    ),
]


class HumanMessage(
    Struct, kw_only=True, tag_field="type", tag="human", forbid_unknown_fields=True
):
    """A message from the person using the application."""

    content: Annotated[MessageContent, Meta(description="The content of the message.")]
    """The content of the message."""

    additional_kwargs: Annotated[
        JSONObject,
        Meta(
            description="Extra payload data from the provider, such as a legacy function call."
        ),
    ] = {}
    """Extra payload data from the provider, such as a legacy function call."""

    response_metadata: Annotated[
        JSONObject,
        Meta(
            description="Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."
        ),
    ] = {}
    """Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."""

    name: Annotated[
        str | None,
        Meta(
            description="Optional name of the sender, for example to tell participants apart."
        ),
    ] = None
    """Optional name of the sender, for example to tell participants apart."""

    id: Annotated[
        str | None,
        Meta(
            description="Optional unique identifier of the message, usually given by the provider or the model."
        ),
    ] = None
    """Optional unique identifier of the message, usually given by the provider or the model."""

    example: (
        Annotated[
            bool,
            Meta(
                description="Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example."""


class HumanMessageChunk(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="HumanMessageChunk",
    forbid_unknown_fields=True,
):
    """A streamed piece of a message from the person using the application; pieces are joined by adding them."""

    content: Annotated[MessageContent, Meta(description="The content of the message.")]
    """The content of the message."""

    additional_kwargs: Annotated[
        JSONObject,
        Meta(
            description="Extra payload data from the provider, such as a legacy function call."
        ),
    ] = {}
    """Extra payload data from the provider, such as a legacy function call."""

    response_metadata: Annotated[
        JSONObject,
        Meta(
            description="Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."
        ),
    ] = {}
    """Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."""

    name: Annotated[
        str | None,
        Meta(
            description="Optional name of the sender, for example to tell participants apart."
        ),
    ] = None
    """Optional name of the sender, for example to tell participants apart."""

    id: Annotated[
        str | None,
        Meta(
            description="Optional unique identifier of the message, usually given by the provider or the model."
        ),
    ] = None
    """Optional unique identifier of the message, usually given by the provider or the model."""

    example: (
        Annotated[
            bool,
            Meta(
                description="Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example."""


class SystemMessage(
    Struct, kw_only=True, tag_field="type", tag="system", forbid_unknown_fields=True
):
    """Instructions that prime the model's behaviour, usually first in a conversation."""

    content: Annotated[MessageContent, Meta(description="The content of the message.")]
    """The content of the message."""

    additional_kwargs: Annotated[
        JSONObject,
        Meta(
            description="Extra payload data from the provider, such as a legacy function call."
        ),
    ] = {}
    """Extra payload data from the provider, such as a legacy function call."""

    response_metadata: Annotated[
        JSONObject,
        Meta(
            description="Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."
        ),
    ] = {}
    """Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."""

    name: Annotated[
        str | None,
        Meta(
            description="Optional name of the sender, for example to tell participants apart."
        ),
    ] = None
    """Optional name of the sender, for example to tell participants apart."""

    id: Annotated[
        str | None,
        Meta(
            description="Optional unique identifier of the message, usually given by the provider or the model."
        ),
    ] = None
    """Optional unique identifier of the message, usually given by the provider or the model."""


class SystemMessageChunk(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="SystemMessageChunk",
    forbid_unknown_fields=True,
):
    """A streamed piece of instructions that prime the model's behaviour; pieces are joined by adding them."""

    content: Annotated[MessageContent, Meta(description="The content of the message.")]
    """The content of the message."""

    additional_kwargs: Annotated[
        JSONObject,
        Meta(
            description="Extra payload data from the provider, such as a legacy function call."
        ),
    ] = {}
    """Extra payload data from the provider, such as a legacy function call."""

    response_metadata: Annotated[
        JSONObject,
        Meta(
            description="Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."
        ),
    ] = {}
    """Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."""

    name: Annotated[
        str | None,
        Meta(
            description="Optional name of the sender, for example to tell participants apart."
        ),
    ] = None
    """Optional name of the sender, for example to tell participants apart."""

    id: Annotated[
        str | None,
        Meta(
            description="Optional unique identifier of the message, usually given by the provider or the model."
        ),
    ] = None
    """Optional unique identifier of the message, usually given by the provider or the model."""


class ToolMessage(
    Struct, kw_only=True, tag_field="type", tag="tool", forbid_unknown_fields=True
):
    """The result of running a tool, sent back to the model."""

    content: Annotated[MessageContent, Meta(description="The content of the message.")]
    """The content of the message."""

    tool_call_id: Annotated[
        str, Meta(description="Identifier of the tool call this message answers.")
    ]
    """Identifier of the tool call this message answers."""

    additional_kwargs: Annotated[
        JSONObject,
        Meta(
            description="Extra payload data from the provider, such as a legacy function call."
        ),
    ] = {}
    """Extra payload data from the provider, such as a legacy function call."""

    response_metadata: Annotated[
        JSONObject,
        Meta(
            description="Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."
        ),
    ] = {}
    """Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."""

    name: Annotated[
        str | None,
        Meta(
            description="Optional name of the sender, for example to tell participants apart."
        ),
    ] = None
    """Optional name of the sender, for example to tell participants apart."""

    id: Annotated[
        str | None,
        Meta(
            description="Optional unique identifier of the message, usually given by the provider or the model."
        ),
    ] = None
    """Optional unique identifier of the message, usually given by the provider or the model."""

    artifact: Annotated[
        Any,
        Meta(
            description="Output of the tool that is kept for the application but not sent to the model. Any JSON value."
        ),
    ] = None
    """Output of the tool that is kept for the application but not sent to the model. Any JSON value."""

    status: Annotated[
        Literal["success", "error"],
        Meta(description="Whether the tool call succeeded."),
    ] = "success"
    """Whether the tool call succeeded."""


class ToolMessageChunk(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="ToolMessageChunk",
    forbid_unknown_fields=True,
):
    """A streamed piece of the result of running a tool; pieces are joined by adding them."""

    content: Annotated[MessageContent, Meta(description="The content of the message.")]
    """The content of the message."""

    tool_call_id: Annotated[
        str, Meta(description="Identifier of the tool call this message answers.")
    ]
    """Identifier of the tool call this message answers."""

    additional_kwargs: Annotated[
        JSONObject,
        Meta(
            description="Extra payload data from the provider, such as a legacy function call."
        ),
    ] = {}
    """Extra payload data from the provider, such as a legacy function call."""

    response_metadata: Annotated[
        JSONObject,
        Meta(
            description="Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."
        ),
    ] = {}
    """Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."""

    name: Annotated[
        str | None,
        Meta(
            description="Optional name of the sender, for example to tell participants apart."
        ),
    ] = None
    """Optional name of the sender, for example to tell participants apart."""

    id: Annotated[
        str | None,
        Meta(
            description="Optional unique identifier of the message, usually given by the provider or the model."
        ),
    ] = None
    """Optional unique identifier of the message, usually given by the provider or the model."""

    artifact: Annotated[
        Any,
        Meta(
            description="Output of the tool that is kept for the application but not sent to the model. Any JSON value."
        ),
    ] = None
    """Output of the tool that is kept for the application but not sent to the model. Any JSON value."""

    status: Annotated[
        Literal["success", "error"],
        Meta(description="Whether the tool call succeeded."),
    ] = "success"
    """Whether the tool call succeeded."""


class FunctionMessage(
    Struct, kw_only=True, tag_field="type", tag="function", forbid_unknown_fields=True
):
    """The result of a legacy function call, sent back to the model. The name of the function is required."""

    content: Annotated[MessageContent, Meta(description="The content of the message.")]
    """The content of the message."""

    name: Annotated[
        str, Meta(description="Name of the function that produced this message.")
    ]
    """Name of the function that produced this message."""

    additional_kwargs: Annotated[
        JSONObject,
        Meta(
            description="Extra payload data from the provider, such as a legacy function call."
        ),
    ] = {}
    """Extra payload data from the provider, such as a legacy function call."""

    response_metadata: Annotated[
        JSONObject,
        Meta(
            description="Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."
        ),
    ] = {}
    """Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."""

    id: Annotated[
        str | None,
        Meta(
            description="Optional unique identifier of the message, usually given by the provider or the model."
        ),
    ] = None
    """Optional unique identifier of the message, usually given by the provider or the model."""


class FunctionMessageChunk(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="FunctionMessageChunk",
    forbid_unknown_fields=True,
):
    """A streamed piece of the result of a legacy function call; pieces are joined by adding them."""

    content: Annotated[MessageContent, Meta(description="The content of the message.")]
    """The content of the message."""

    name: Annotated[
        str, Meta(description="Name of the function that produced this message.")
    ]
    """Name of the function that produced this message."""

    additional_kwargs: Annotated[
        JSONObject,
        Meta(
            description="Extra payload data from the provider, such as a legacy function call."
        ),
    ] = {}
    """Extra payload data from the provider, such as a legacy function call."""

    response_metadata: Annotated[
        JSONObject,
        Meta(
            description="Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."
        ),
    ] = {}
    """Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."""

    id: Annotated[
        str | None,
        Meta(
            description="Optional unique identifier of the message, usually given by the provider or the model."
        ),
    ] = None
    """Optional unique identifier of the message, usually given by the provider or the model."""


class ChatMessage(
    Struct, kw_only=True, tag_field="type", tag="chat", forbid_unknown_fields=True
):
    """A message with an arbitrary speaker role."""

    content: Annotated[MessageContent, Meta(description="The content of the message.")]
    """The content of the message."""

    role: Annotated[str, Meta(description="The speaker role of the message.")]
    """The speaker role of the message."""

    additional_kwargs: Annotated[
        JSONObject,
        Meta(
            description="Extra payload data from the provider, such as a legacy function call."
        ),
    ] = {}
    """Extra payload data from the provider, such as a legacy function call."""

    response_metadata: Annotated[
        JSONObject,
        Meta(
            description="Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."
        ),
    ] = {}
    """Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."""

    name: Annotated[
        str | None,
        Meta(
            description="Optional name of the sender, for example to tell participants apart."
        ),
    ] = None
    """Optional name of the sender, for example to tell participants apart."""

    id: Annotated[
        str | None,
        Meta(
            description="Optional unique identifier of the message, usually given by the provider or the model."
        ),
    ] = None
    """Optional unique identifier of the message, usually given by the provider or the model."""


class ChatMessageChunk(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="ChatMessageChunk",
    forbid_unknown_fields=True,
):
    """A streamed piece of a message with an arbitrary speaker role; pieces are joined by adding them."""

    content: Annotated[MessageContent, Meta(description="The content of the message.")]
    """The content of the message."""

    role: Annotated[str, Meta(description="The speaker role of the message.")]
    """The speaker role of the message."""

    additional_kwargs: Annotated[
        JSONObject,
        Meta(
            description="Extra payload data from the provider, such as a legacy function call."
        ),
    ] = {}
    """Extra payload data from the provider, such as a legacy function call."""

    response_metadata: Annotated[
        JSONObject,
        Meta(
            description="Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."
        ),
    ] = {}
    """Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."""

    name: Annotated[
        str | None,
        Meta(
            description="Optional name of the sender, for example to tell participants apart."
        ),
    ] = None
    """Optional name of the sender, for example to tell participants apart."""

    id: Annotated[
        str | None,
        Meta(
            description="Optional unique identifier of the message, usually given by the provider or the model."
        ),
    ] = None
    """Optional unique identifier of the message, usually given by the provider or the model."""


class RemoveMessage(
    Struct, kw_only=True, tag_field="type", tag="remove", forbid_unknown_fields=True
):
    """An instruction to remove the message with the given id from a stored history."""

    id: Annotated[str, Meta(description="Identifier of the message to remove.")]
    """Identifier of the message to remove."""

    content: Annotated[
        MessageContent,
        Meta(
            description="Unused; always empty: an empty string or an empty list (a remove message takes no content)."
        ),
    ] = ""
    """Unused; always empty: an empty string or an empty list (a remove message takes no content)."""

    additional_kwargs: Annotated[
        JSONObject,
        Meta(
            description="Extra payload data from the provider, such as a legacy function call."
        ),
    ] = {}
    """Extra payload data from the provider, such as a legacy function call."""

    response_metadata: Annotated[
        JSONObject,
        Meta(
            description="Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."
        ),
    ] = {}
    """Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."""

    name: Annotated[
        str | None,
        Meta(
            description="Optional name of the sender, for example to tell participants apart."
        ),
    ] = None
    """Optional name of the sender, for example to tell participants apart."""


class AIMessageAdditionalKwargs(Struct, kw_only=True):
    """Extra payload data from the provider on an AI message or chunk: any JSON object. Its tool_calls, when present, are tool calls (or fragments of them) in the OpenAI chat format, which a message without tool calls of its own reads into its tool calls (a chunk: into its tool call chunks)."""

    tool_calls: (
        Annotated[
            list[RawToolCall], Meta(description="Tool calls in the OpenAI chat format.")
        ]
        | UnsetType
    ) = UNSET
    """Tool calls in the OpenAI chat format."""


class AIMessage(
    Struct, kw_only=True, tag_field="type", tag="ai", forbid_unknown_fields=True
):
    """A message produced by the model, possibly with tool calls and token usage."""

    content: Annotated[MessageContent, Meta(description="The content of the message.")]
    """The content of the message."""

    additional_kwargs: Annotated[
        JSONObject,
        Meta(
            description="Extra payload data from the provider, such as a legacy function call or tool calls in the OpenAI chat format."
        ),
    ] = {}
    """Extra payload data from the provider, such as a legacy function call or tool calls in the OpenAI chat format."""

    response_metadata: Annotated[
        JSONObject,
        Meta(
            description="Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."
        ),
    ] = {}
    """Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."""

    name: Annotated[
        str | None,
        Meta(
            description="Optional name of the sender, for example to tell participants apart."
        ),
    ] = None
    """Optional name of the sender, for example to tell participants apart."""

    id: Annotated[
        str | None,
        Meta(
            description="Optional unique identifier of the message, usually given by the provider or the model."
        ),
    ] = None
    """Optional unique identifier of the message, usually given by the provider or the model."""

    example: (
        Annotated[
            bool,
            Meta(
                description="Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example."""

    tool_calls: Annotated[
        JSONObjectList,
        Meta(description="Tool calls the model requested, with parsed arguments."),
    ] = []
    """Tool calls the model requested, with parsed arguments."""

    invalid_tool_calls: Annotated[
        JSONObjectList,
        Meta(description="Tool calls the model produced that could not be parsed."),
    ] = []
    """Tool calls the model produced that could not be parsed."""

    usage_metadata: Annotated[
        OptionalJSONObject,
        Meta(
            description="Token counts for the call that produced this message, or null when unknown."
        ),
    ] = None
    """Token counts for the call that produced this message, or null when unknown."""


class AIMessageChunk(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="AIMessageChunk",
    forbid_unknown_fields=True,
):
    """A streamed piece of a message produced by the model; pieces are joined by adding them."""

    content: Annotated[MessageContent, Meta(description="The content of the message.")]
    """The content of the message."""

    additional_kwargs: Annotated[
        JSONObject,
        Meta(
            description="Extra payload data from the provider, such as a legacy function call or tool calls in the OpenAI chat format."
        ),
    ] = {}
    """Extra payload data from the provider, such as a legacy function call or tool calls in the OpenAI chat format."""

    response_metadata: Annotated[
        JSONObject,
        Meta(
            description="Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."
        ),
    ] = {}
    """Metadata about the response, such as headers, log-probabilities, the model name and the finish reason."""

    name: Annotated[
        str | None,
        Meta(
            description="Optional name of the sender, for example to tell participants apart."
        ),
    ] = None
    """Optional name of the sender, for example to tell participants apart."""

    id: Annotated[
        str | None,
        Meta(
            description="Optional unique identifier of the message, usually given by the provider or the model."
        ),
    ] = None
    """Optional unique identifier of the message, usually given by the provider or the model."""

    example: (
        Annotated[
            bool,
            Meta(
                description="Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example."""

    tool_calls: Annotated[
        JSONObjectList,
        Meta(description="Tool calls the model requested, with parsed arguments."),
    ] = []
    """Tool calls the model requested, with parsed arguments."""

    invalid_tool_calls: Annotated[
        JSONObjectList,
        Meta(description="Tool calls the model produced that could not be parsed."),
    ] = []
    """Tool calls the model produced that could not be parsed."""

    usage_metadata: Annotated[
        OptionalJSONObject,
        Meta(
            description="Token counts for the call that produced this message, or null when unknown."
        ),
    ] = None
    """Token counts for the call that produced this message, or null when unknown."""

    tool_call_chunks: Annotated[
        JSONObjectList,
        Meta(description="Fragments of tool calls received while streaming."),
    ] = []
    """Fragments of tool calls received while streaming."""

    chunk_position: (
        Annotated[
            Literal["last"] | None,
            Meta(
                description="Set to \u0027last\u0027 on the final chunk of a stream. Written only by newer versions of LangChain, so absent and null are both accepted."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Set to 'last' on the final chunk of a stream. Written only by newer versions of LangChain, so absent and null are both accepted."""


AnyMessage: TypeAlias = Annotated[
    HumanMessage
    | AIMessage
    | SystemMessage
    | ToolMessage
    | FunctionMessage
    | ChatMessage
    | RemoveMessage
    | HumanMessageChunk
    | AIMessageChunk
    | SystemMessageChunk
    | ToolMessageChunk
    | FunctionMessageChunk
    | ChatMessageChunk,
    Meta(description="Any message, told apart by its type tag.", title="AnyMessage"),
]
