# Generated from schemas/serialized.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: e047b93a9ebb60c6f0087b9c9161c4af09d4a4dcbdd122fbe3739bbe3debedce
# ruff: noqa
from __future__ import annotations

from typing import Any, Literal, TypeAlias

from typing_extensions import TypedDict

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

SerializedMessages: TypeAlias = Any


class SerializedHumanMessage(TypedDict, closed=True):
    """
    The stored form of a HumanMessage: its type tag and its fields.
    """

    type: Literal["human"]
    data: HumanMessage


class SerializedSystemMessage(TypedDict, closed=True):
    """
    The stored form of a SystemMessage: its type tag and its fields.
    """

    type: Literal["system"]
    data: SystemMessage


class SerializedToolMessage(TypedDict, closed=True):
    """
    The stored form of a ToolMessage: its type tag and its fields.
    """

    type: Literal["tool"]
    data: ToolMessage


class SerializedFunctionMessage(TypedDict, closed=True):
    """
    The stored form of a FunctionMessage: its type tag and its fields.
    """

    type: Literal["function"]
    data: FunctionMessage


class SerializedChatMessage(TypedDict, closed=True):
    """
    The stored form of a ChatMessage: its type tag and its fields.
    """

    type: Literal["chat"]
    data: ChatMessage


class SerializedRemoveMessage(TypedDict, closed=True):
    """
    The stored form of a RemoveMessage: its type tag and its fields.
    """

    type: Literal["remove"]
    data: RemoveMessage


class SerializedHumanMessageChunk(TypedDict, closed=True):
    """
    The stored form of a HumanMessageChunk: its type tag and its fields.
    """

    type: Literal["HumanMessageChunk"]
    data: HumanMessageChunk


class SerializedSystemMessageChunk(TypedDict, closed=True):
    """
    The stored form of a SystemMessageChunk: its type tag and its fields.
    """

    type: Literal["SystemMessageChunk"]
    data: SystemMessageChunk


class SerializedToolMessageChunk(TypedDict, closed=True):
    """
    The stored form of a ToolMessageChunk: its type tag and its fields.
    """

    type: Literal["ToolMessageChunk"]
    data: ToolMessageChunk


class SerializedFunctionMessageChunk(TypedDict, closed=True):
    """
    The stored form of a FunctionMessageChunk: its type tag and its fields.
    """

    type: Literal["FunctionMessageChunk"]
    data: FunctionMessageChunk


class SerializedChatMessageChunk(TypedDict, closed=True):
    """
    The stored form of a ChatMessageChunk: its type tag and its fields.
    """

    type: Literal["ChatMessageChunk"]
    data: ChatMessageChunk


class SerializedAIMessage(TypedDict, closed=True):
    """
    The stored form of a AIMessage: its type tag and its fields.
    """

    type: Literal["ai"]
    data: AIMessage


class SerializedAIMessageChunk(TypedDict, closed=True):
    """
    The stored form of a AIMessageChunk: its type tag and its fields.
    """

    type: Literal["AIMessageChunk"]
    data: AIMessageChunk


SerializedMessage: TypeAlias = (
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
    | SerializedChatMessageChunk
)
