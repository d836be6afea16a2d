# Generated from schemas/serialized.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 122e020e59f2989cc9a055b3588ea8aff525d54d5ceb2f89d97204c367f46219
# ruff: noqa
from __future__ import annotations

from typing import Annotated, Any, TypeAlias

from msgspec import Meta, Struct

from .messages import (
    AIMessage,
    AIMessageChunk,
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
