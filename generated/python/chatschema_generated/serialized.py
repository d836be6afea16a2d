# Generated from schemas/serialized.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5
# ruff: noqa
from __future__ import annotations

from typing import Annotated, Any, Literal, TypeAlias

from msgspec import Meta, Struct

from .messages import (
    AIMessage,
    AIMessageChunk,
    AnyMessage,
    ChatMessage,
    ChatMessageChunk,
    FunctionMessage,
    FunctionMessageChunk,
    HumanMessage,
    HumanMessageChunk,
    RemoveMessage,
    SystemMessage,
    SystemMessageChunk,
    ToolMessage,
    ToolMessageChunk,
)

SerializedMessages: TypeAlias = Annotated[
    Any,
    Meta(
        description="The envelope that stored chat histories use for each message.",
        title="Serialized messages",
    ),
]


class SerializedHumanMessage(
    Struct, kw_only=True, tag_field="type", tag="human", forbid_unknown_fields=True
):
    """The stored form of a HumanMessage: its type tag and its fields."""

    data: Annotated[HumanMessage, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedSystemMessage(
    Struct, kw_only=True, tag_field="type", tag="system", forbid_unknown_fields=True
):
    """The stored form of a SystemMessage: its type tag and its fields."""

    data: Annotated[SystemMessage, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedToolMessage(
    Struct, kw_only=True, tag_field="type", tag="tool", forbid_unknown_fields=True
):
    """The stored form of a ToolMessage: its type tag and its fields."""

    data: Annotated[ToolMessage, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedFunctionMessage(
    Struct, kw_only=True, tag_field="type", tag="function", forbid_unknown_fields=True
):
    """The stored form of a FunctionMessage: its type tag and its fields."""

    data: Annotated[FunctionMessage, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedChatMessage(
    Struct, kw_only=True, tag_field="type", tag="chat", forbid_unknown_fields=True
):
    """The stored form of a ChatMessage: its type tag and its fields."""

    data: Annotated[ChatMessage, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedRemoveMessage(
    Struct, kw_only=True, tag_field="type", tag="remove", forbid_unknown_fields=True
):
    """The stored form of a RemoveMessage: its type tag and its fields."""

    data: Annotated[RemoveMessage, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedHumanMessageChunk(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="HumanMessageChunk",
    forbid_unknown_fields=True,
):
    """The stored form of a HumanMessageChunk: its type tag and its fields."""

    data: Annotated[HumanMessageChunk, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedSystemMessageChunk(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="SystemMessageChunk",
    forbid_unknown_fields=True,
):
    """The stored form of a SystemMessageChunk: its type tag and its fields."""

    data: Annotated[SystemMessageChunk, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedToolMessageChunk(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="ToolMessageChunk",
    forbid_unknown_fields=True,
):
    """The stored form of a ToolMessageChunk: its type tag and its fields."""

    data: Annotated[ToolMessageChunk, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedFunctionMessageChunk(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="FunctionMessageChunk",
    forbid_unknown_fields=True,
):
    """The stored form of a FunctionMessageChunk: its type tag and its fields."""

    data: Annotated[
        FunctionMessageChunk, Meta(description="The fields of the message.")
    ]
    """The fields of the message."""


class SerializedChatMessageChunk(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="ChatMessageChunk",
    forbid_unknown_fields=True,
):
    """The stored form of a ChatMessageChunk: its type tag and its fields."""

    data: Annotated[ChatMessageChunk, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedAIMessage(
    Struct, kw_only=True, tag_field="type", tag="ai", forbid_unknown_fields=True
):
    """The stored form of a AIMessage: its type tag and its fields."""

    data: Annotated[AIMessage, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedAIMessageChunk(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="AIMessageChunk",
    forbid_unknown_fields=True,
):
    """The stored form of a AIMessageChunk: its type tag and its fields."""

    data: Annotated[AIMessageChunk, Meta(description="The fields of the message.")]
    """The fields of the message."""


SerializedMessage: TypeAlias = Annotated[
    SerializedHumanMessage
    | SerializedAIMessage
    | SerializedSystemMessage
    | SerializedToolMessage
    | SerializedFunctionMessage
    | SerializedChatMessage
    | SerializedRemoveMessage
    | SerializedHumanMessageChunk
    | SerializedAIMessageChunk
    | SerializedSystemMessageChunk
    | SerializedToolMessageChunk
    | SerializedFunctionMessageChunk
    | SerializedChatMessageChunk,
    Meta(
        description="A message in the stored form that chat histories keep: an object with the message type tag and the message fields under data.",
        title="SerializedMessage",
    ),
]


class LangChainSerializedMessage(Struct, kw_only=True, forbid_unknown_fields=True):
    """A message in LangChain's Serializable JSON form, the constructor record that LangChain writes when it serializes a message object and that LangGraph checkpoints and LangSmith exports hold: id names the message class and kwargs holds the message fields."""

    lc: Annotated[
        Literal[1], Meta(description="Version of the serialization format; always 1.")
    ]
    """Version of the serialization format; always 1."""

    type: Annotated[
        Literal["constructor"],
        Meta(
            description="Kind of record; always \u0027constructor\u0027, a class and the arguments to build it with."
        ),
    ]
    """Kind of record; always 'constructor', a class and the arguments to build it with."""

    id: Annotated[
        tuple[
            Literal["langchain"],
            Literal["schema"],
            Literal["messages"],
            Literal[
                "HumanMessage",
                "AIMessage",
                "SystemMessage",
                "ToolMessage",
                "FunctionMessage",
                "ChatMessage",
                "RemoveMessage",
                "HumanMessageChunk",
                "AIMessageChunk",
                "SystemMessageChunk",
                "ToolMessageChunk",
                "FunctionMessageChunk",
                "ChatMessageChunk",
            ],
        ],
        Meta(
            description="The class path: \u0027langchain\u0027, \u0027schema\u0027, \u0027messages\u0027 and the name of the message class, such as \u0027AIMessage\u0027 or \u0027AIMessageChunk\u0027. LangChain loads the record only when this class has the type tag given in kwargs; this schema does not check that the two agree."
        ),
    ]
    """The class path: 'langchain', 'schema', 'messages' and the name of the message class, such as 'AIMessage' or 'AIMessageChunk'. LangChain loads the record only when this class has the type tag given in kwargs; this schema does not check that the two agree."""

    kwargs: Annotated[
        AnyMessage,
        Meta(
            description="The fields of the message, with its type tag. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but always writes the type tag, the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."
        ),
    ]
    """The fields of the message, with its type tag. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but always writes the type tag, the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."""
