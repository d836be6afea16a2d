# Generated from schemas/messages.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
# ruff: noqa
from __future__ import annotations

from typing import Any, Literal, TypeAlias

from typing_extensions import NotRequired, TypedDict

from .common import JSONObject
from .content_blocks import ContentItem
from .tool_calls import InvalidToolCall, RawToolCall, ToolCall, ToolCallChunk
from .usage import UsageMetadata

Messages: TypeAlias = Any


MessageContent: TypeAlias = str | list[ContentItem]


class HumanMessage(TypedDict, closed=True):
    """
    A message from the person using the application.
    """

    content: MessageContent
    additional_kwargs: NotRequired[JSONObject]
    response_metadata: NotRequired[JSONObject]
    type: NotRequired[Literal["human"]]
    name: NotRequired[str | None]
    id: NotRequired[str | None]
    example: NotRequired[bool]


class HumanMessageChunk(TypedDict, closed=True):
    """
    A streamed piece of a message from the person using the application; pieces are joined by adding them.
    """

    content: MessageContent
    additional_kwargs: NotRequired[JSONObject]
    response_metadata: NotRequired[JSONObject]
    type: NotRequired[Literal["HumanMessageChunk"]]
    name: NotRequired[str | None]
    id: NotRequired[str | None]
    example: NotRequired[bool]


class SystemMessage(TypedDict, closed=True):
    """
    Instructions that prime the model's behaviour, usually first in a conversation.
    """

    content: MessageContent
    additional_kwargs: NotRequired[JSONObject]
    response_metadata: NotRequired[JSONObject]
    type: NotRequired[Literal["system"]]
    name: NotRequired[str | None]
    id: NotRequired[str | None]


class SystemMessageChunk(TypedDict, closed=True):
    """
    A streamed piece of instructions that prime the model's behaviour; pieces are joined by adding them.
    """

    content: MessageContent
    additional_kwargs: NotRequired[JSONObject]
    response_metadata: NotRequired[JSONObject]
    type: NotRequired[Literal["SystemMessageChunk"]]
    name: NotRequired[str | None]
    id: NotRequired[str | None]


class ToolMessage(TypedDict, closed=True):
    """
    The result of running a tool, sent back to the model.
    """

    content: MessageContent
    additional_kwargs: NotRequired[JSONObject]
    response_metadata: NotRequired[JSONObject]
    type: NotRequired[Literal["tool"]]
    name: NotRequired[str | None]
    id: NotRequired[str | None]
    tool_call_id: str
    artifact: NotRequired[Any]
    status: NotRequired[Literal["success", "error"]]


class ToolMessageChunk(TypedDict, closed=True):
    """
    A streamed piece of the result of running a tool; pieces are joined by adding them.
    """

    content: MessageContent
    additional_kwargs: NotRequired[JSONObject]
    response_metadata: NotRequired[JSONObject]
    type: NotRequired[Literal["ToolMessageChunk"]]
    name: NotRequired[str | None]
    id: NotRequired[str | None]
    tool_call_id: str
    artifact: NotRequired[Any]
    status: NotRequired[Literal["success", "error"]]


class FunctionMessage(TypedDict, closed=True):
    """
    The result of a legacy function call, sent back to the model. The name of the function is required.
    """

    content: MessageContent
    additional_kwargs: NotRequired[JSONObject]
    response_metadata: NotRequired[JSONObject]
    type: NotRequired[Literal["function"]]
    name: str
    id: NotRequired[str | None]


class FunctionMessageChunk(TypedDict, closed=True):
    """
    A streamed piece of the result of a legacy function call; pieces are joined by adding them.
    """

    content: MessageContent
    additional_kwargs: NotRequired[JSONObject]
    response_metadata: NotRequired[JSONObject]
    type: NotRequired[Literal["FunctionMessageChunk"]]
    name: str
    id: NotRequired[str | None]


class ChatMessage(TypedDict, closed=True):
    """
    A message with an arbitrary speaker role.
    """

    content: MessageContent
    additional_kwargs: NotRequired[JSONObject]
    response_metadata: NotRequired[JSONObject]
    type: NotRequired[Literal["chat"]]
    name: NotRequired[str | None]
    id: NotRequired[str | None]
    role: str


class ChatMessageChunk(TypedDict, closed=True):
    """
    A streamed piece of a message with an arbitrary speaker role; pieces are joined by adding them.
    """

    content: MessageContent
    additional_kwargs: NotRequired[JSONObject]
    response_metadata: NotRequired[JSONObject]
    type: NotRequired[Literal["ChatMessageChunk"]]
    name: NotRequired[str | None]
    id: NotRequired[str | None]
    role: str


class RemoveMessage(TypedDict, closed=True):
    """
    An instruction to remove the message with the given id from a stored history.
    """

    content: NotRequired[MessageContent]
    additional_kwargs: NotRequired[JSONObject]
    response_metadata: NotRequired[JSONObject]
    type: NotRequired[Literal["remove"]]
    name: NotRequired[str | None]
    id: str


class AIMessageAdditionalKwargs(TypedDict):
    """
    Extra payload data from the provider on an AI message or chunk: any JSON object. Its tool_calls, when present, are tool calls (or fragments of them) in the OpenAI chat format, which a message without tool calls of its own reads into its tool calls (a chunk: into its tool call chunks).
    """

    tool_calls: NotRequired[list[RawToolCall]]


class AIMessage(TypedDict, closed=True):
    """
    A message produced by the model, possibly with tool calls and token usage.
    """

    content: MessageContent
    additional_kwargs: NotRequired[AIMessageAdditionalKwargs]
    response_metadata: NotRequired[JSONObject]
    type: NotRequired[Literal["ai"]]
    name: NotRequired[str | None]
    id: NotRequired[str | None]
    example: NotRequired[bool]
    tool_calls: NotRequired[list[ToolCall]]
    invalid_tool_calls: NotRequired[list[InvalidToolCall]]
    usage_metadata: NotRequired[UsageMetadata | None]


class AIMessageChunk(TypedDict, closed=True):
    """
    A streamed piece of a message produced by the model; pieces are joined by adding them.
    """

    content: MessageContent
    additional_kwargs: NotRequired[AIMessageAdditionalKwargs]
    response_metadata: NotRequired[JSONObject]
    type: NotRequired[Literal["AIMessageChunk"]]
    name: NotRequired[str | None]
    id: NotRequired[str | None]
    example: NotRequired[bool]
    tool_calls: NotRequired[list[ToolCall]]
    invalid_tool_calls: NotRequired[list[InvalidToolCall]]
    usage_metadata: NotRequired[UsageMetadata | None]
    tool_call_chunks: NotRequired[list[ToolCallChunk]]
    chunk_position: NotRequired[Literal["last"] | None]


AnyMessage: TypeAlias = (
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
    | ChatMessageChunk
)
