# Generated from schemas/serialized.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
# ruff: noqa
from __future__ import annotations

from typing import Any, Literal, TypeAlias

from typing_extensions import NotRequired, TypedDict

from .langchainjs import (
    LangChainJSSerializedAIMessage,
    LangChainJSSerializedAIMessageChunk,
    LangChainJSSerializedChatMessage,
    LangChainJSSerializedChatMessageChunk,
    LangChainJSSerializedFunctionMessage,
    LangChainJSSerializedFunctionMessageChunk,
    LangChainJSSerializedHumanMessage,
    LangChainJSSerializedHumanMessageChunk,
    LangChainJSSerializedRemoveMessage,
    LangChainJSSerializedSystemMessage,
    LangChainJSSerializedSystemMessageChunk,
    LangChainJSSerializedToolMessage,
    LangChainJSSerializedToolMessageChunk,
)
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


class LangChainSerializedHumanMessage(TypedDict, closed=True):
    """
    A HumanMessage in LangChain's Serializable JSON form: a class path of HumanMessage in id and the fields of the message in kwargs.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: HumanMessage


class LangChainSerializedSystemMessage(TypedDict, closed=True):
    """
    A SystemMessage in LangChain's Serializable JSON form: a class path of SystemMessage in id and the fields of the message in kwargs.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: SystemMessage


class LangChainSerializedToolMessage(TypedDict, closed=True):
    """
    A ToolMessage in LangChain's Serializable JSON form: a class path of ToolMessage in id and the fields of the message in kwargs.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: ToolMessage


class LangChainSerializedFunctionMessage(TypedDict, closed=True):
    """
    A FunctionMessage in LangChain's Serializable JSON form: a class path of FunctionMessage in id and the fields of the message in kwargs.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: FunctionMessage


class LangChainSerializedChatMessage(TypedDict, closed=True):
    """
    A ChatMessage in LangChain's Serializable JSON form: a class path of ChatMessage in id and the fields of the message in kwargs.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: ChatMessage


class LangChainSerializedRemoveMessage(TypedDict, closed=True):
    """
    A RemoveMessage in LangChain's Serializable JSON form: a class path of RemoveMessage in id and the fields of the message in kwargs.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: RemoveMessage


class LangChainSerializedHumanMessageChunk(TypedDict, closed=True):
    """
    A HumanMessageChunk in LangChain's Serializable JSON form: a class path of HumanMessageChunk in id and the fields of the message in kwargs.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: HumanMessageChunk


class LangChainSerializedSystemMessageChunk(TypedDict, closed=True):
    """
    A SystemMessageChunk in LangChain's Serializable JSON form: a class path of SystemMessageChunk in id and the fields of the message in kwargs.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: SystemMessageChunk


class LangChainSerializedToolMessageChunk(TypedDict, closed=True):
    """
    A ToolMessageChunk in LangChain's Serializable JSON form: a class path of ToolMessageChunk in id and the fields of the message in kwargs.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: ToolMessageChunk


class LangChainSerializedFunctionMessageChunk(TypedDict, closed=True):
    """
    A FunctionMessageChunk in LangChain's Serializable JSON form: a class path of FunctionMessageChunk in id and the fields of the message in kwargs.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: FunctionMessageChunk


class LangChainSerializedChatMessageChunk(TypedDict, closed=True):
    """
    A ChatMessageChunk in LangChain's Serializable JSON form: a class path of ChatMessageChunk in id and the fields of the message in kwargs.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: ChatMessageChunk


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


class LangChainSerializedAIMessage(TypedDict, closed=True):
    """
    An AIMessage in LangChain's Serializable JSON form: a class path of AIMessage in id and the fields of the message in kwargs.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: AIMessage


class LangChainSerializedAIMessageChunk(TypedDict, closed=True):
    """
    An AIMessageChunk in LangChain's Serializable JSON form: a class path of AIMessageChunk in id and the fields of the message in kwargs.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: AIMessageChunk


LangChainSerializedMessage: TypeAlias = (
    LangChainSerializedHumanMessage
    | LangChainSerializedAIMessage
    | LangChainSerializedSystemMessage
    | LangChainSerializedToolMessage
    | LangChainSerializedFunctionMessage
    | LangChainSerializedChatMessage
    | LangChainSerializedRemoveMessage
    | LangChainSerializedHumanMessageChunk
    | LangChainSerializedAIMessageChunk
    | LangChainSerializedSystemMessageChunk
    | LangChainSerializedToolMessageChunk
    | LangChainSerializedFunctionMessageChunk
    | LangChainSerializedChatMessageChunk
    | LangChainJSSerializedHumanMessage
    | LangChainJSSerializedAIMessage
    | LangChainJSSerializedSystemMessage
    | LangChainJSSerializedToolMessage
    | LangChainJSSerializedFunctionMessage
    | LangChainJSSerializedChatMessage
    | LangChainJSSerializedRemoveMessage
    | LangChainJSSerializedHumanMessageChunk
    | LangChainJSSerializedAIMessageChunk
    | LangChainJSSerializedSystemMessageChunk
    | LangChainJSSerializedToolMessageChunk
    | LangChainJSSerializedFunctionMessageChunk
    | LangChainJSSerializedChatMessageChunk
)
