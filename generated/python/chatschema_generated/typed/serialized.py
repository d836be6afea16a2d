# Generated from schemas/serialized.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5
# ruff: noqa
from __future__ import annotations

from typing import Any, Literal, TypeAlias

from typing_extensions import NotRequired, TypedDict

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

SerializedMessages: TypeAlias = Any


class SerializedHumanMessage(TypedDict, closed=True):
    """
    The stored form of a HumanMessage: its type tag and its fields.
    """

    type: NotRequired[Literal["human"]]
    data: HumanMessage


class SerializedSystemMessage(TypedDict, closed=True):
    """
    The stored form of a SystemMessage: its type tag and its fields.
    """

    type: NotRequired[Literal["system"]]
    data: SystemMessage


class SerializedToolMessage(TypedDict, closed=True):
    """
    The stored form of a ToolMessage: its type tag and its fields.
    """

    type: NotRequired[Literal["tool"]]
    data: ToolMessage


class SerializedFunctionMessage(TypedDict, closed=True):
    """
    The stored form of a FunctionMessage: its type tag and its fields.
    """

    type: NotRequired[Literal["function"]]
    data: FunctionMessage


class SerializedChatMessage(TypedDict, closed=True):
    """
    The stored form of a ChatMessage: its type tag and its fields.
    """

    type: NotRequired[Literal["chat"]]
    data: ChatMessage


class SerializedRemoveMessage(TypedDict, closed=True):
    """
    The stored form of a RemoveMessage: its type tag and its fields.
    """

    type: NotRequired[Literal["remove"]]
    data: RemoveMessage


class SerializedHumanMessageChunk(TypedDict, closed=True):
    """
    The stored form of a HumanMessageChunk: its type tag and its fields.
    """

    type: NotRequired[Literal["HumanMessageChunk"]]
    data: HumanMessageChunk


class SerializedSystemMessageChunk(TypedDict, closed=True):
    """
    The stored form of a SystemMessageChunk: its type tag and its fields.
    """

    type: NotRequired[Literal["SystemMessageChunk"]]
    data: SystemMessageChunk


class SerializedToolMessageChunk(TypedDict, closed=True):
    """
    The stored form of a ToolMessageChunk: its type tag and its fields.
    """

    type: NotRequired[Literal["ToolMessageChunk"]]
    data: ToolMessageChunk


class SerializedFunctionMessageChunk(TypedDict, closed=True):
    """
    The stored form of a FunctionMessageChunk: its type tag and its fields.
    """

    type: NotRequired[Literal["FunctionMessageChunk"]]
    data: FunctionMessageChunk


class SerializedChatMessageChunk(TypedDict, closed=True):
    """
    The stored form of a ChatMessageChunk: its type tag and its fields.
    """

    type: NotRequired[Literal["ChatMessageChunk"]]
    data: ChatMessageChunk


class SerializedAIMessage(TypedDict, closed=True):
    """
    The stored form of a AIMessage: its type tag and its fields.
    """

    type: NotRequired[Literal["ai"]]
    data: AIMessage


class SerializedAIMessageChunk(TypedDict, closed=True):
    """
    The stored form of a AIMessageChunk: its type tag and its fields.
    """

    type: NotRequired[Literal["AIMessageChunk"]]
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


class LangChainSerializedMessage(TypedDict, closed=True):
    """
    A message in LangChain's Serializable JSON form, the constructor record that LangChain writes when it serializes a message object and that LangGraph checkpoints and LangSmith exports hold: id names the message class and kwargs holds the message fields.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: tuple[
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
    ]
    kwargs: AnyMessage
