# Generated from schemas/langchainjs.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
# ruff: noqa
from __future__ import annotations

from typing import Any, Literal, TypeAlias

from typing_extensions import NotRequired, TypedDict

from .common import JSONObject
from .content_blocks import Extras
from .messages import AIMessageAdditionalKwargs
from .tool_calls import InvalidToolCall, ToolCall, ToolCallChunk
from .usage import UsageMetadata

LangchainjsMessages: TypeAlias = Any


class LangChainJSImageContentBlock(TypedDict):
    """
    A image block as langchainjs writes it: its data by url, base64 data under data, or a provider file id under fileId, with the media type under mimeType. The keys of the LangChain Python block are accepted too.
    """

    type: Literal["image"]
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    extras: NotRequired[Extras]
    url: NotRequired[str]
    data: NotRequired[str]
    base64: NotRequired[str]
    fileId: NotRequired[str]
    file_id: NotRequired[str]
    mimeType: NotRequired[str]
    mime_type: NotRequired[str]
    source_type: NotRequired[Literal["url", "base64", "id", "text"]]


class LangChainJSAudioContentBlock(TypedDict):
    """
    A audio block as langchainjs writes it: its data by url, base64 data under data, or a provider file id under fileId, with the media type under mimeType. The keys of the LangChain Python block are accepted too.
    """

    type: Literal["audio"]
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    extras: NotRequired[Extras]
    url: NotRequired[str]
    data: NotRequired[str]
    base64: NotRequired[str]
    fileId: NotRequired[str]
    file_id: NotRequired[str]
    mimeType: NotRequired[str]
    mime_type: NotRequired[str]
    source_type: NotRequired[Literal["url", "base64", "id", "text"]]


class LangChainJSVideoContentBlock(TypedDict):
    """
    A video block as langchainjs writes it: its data by url, base64 data under data, or a provider file id under fileId, with the media type under mimeType. The keys of the LangChain Python block are accepted too.
    """

    type: Literal["video"]
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    extras: NotRequired[Extras]
    url: NotRequired[str]
    data: NotRequired[str]
    base64: NotRequired[str]
    fileId: NotRequired[str]
    file_id: NotRequired[str]
    mimeType: NotRequired[str]
    mime_type: NotRequired[str]
    source_type: NotRequired[Literal["url", "base64", "id", "text"]]


class LangChainJSFileContentBlock(TypedDict):
    """
    A file block as langchainjs writes it: its data by url, base64 data under data, or a provider file id under fileId, with the media type under mimeType. The keys of the LangChain Python block are accepted too.
    """

    type: Literal["file"]
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    extras: NotRequired[Extras]
    url: NotRequired[str]
    data: NotRequired[str]
    base64: NotRequired[str]
    fileId: NotRequired[str]
    file_id: NotRequired[str]
    mimeType: NotRequired[str]
    mime_type: NotRequired[str]
    source_type: NotRequired[Literal["url", "base64", "id", "text"]]


class LangChainJSPlainTextContentBlock(TypedDict):
    """
    A plain-text document block as langchainjs writes it (text-plain): its text, or its data by url, base64 data under data or fileId, with the media type under mimeType. The keys of the LangChain Python block are accepted too.
    """

    type: Literal["text-plain"]
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    extras: NotRequired[Extras]
    mimeType: NotRequired[Literal["text/plain"]]
    mime_type: NotRequired[Literal["text/plain"]]
    text: NotRequired[str]
    url: NotRequired[str]
    data: NotRequired[str]
    base64: NotRequired[str]
    fileId: NotRequired[str]
    file_id: NotRequired[str]
    title: NotRequired[str]
    context: NotRequired[str]


LangChainJSMediaSource: TypeAlias = dict[str, Any]


LangChainJSMimeType: TypeAlias = dict[str, Any]


class LangChainJSServerToolCallResult(TypedDict):
    """
    The result of a server-side tool call as langchainjs writes it: the id of the call it answers under toolCallId, its status and its output.
    """

    type: Literal["server_tool_call_result"]
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    extras: NotRequired[Extras]
    toolCallId: NotRequired[str]
    tool_call_id: NotRequired[str]
    status: Literal["success", "error"]
    output: NotRequired[Any]


LangChainJSToolCallId: TypeAlias = dict[str, Any]


class LangChainJSCitation(TypedDict):
    """
    A citation as langchainjs writes it: startIndex, endIndex and citedText (the LangChain Python keys are accepted too).
    """

    type: Literal["citation"]
    id: NotRequired[str]
    url: NotRequired[str]
    title: NotRequired[str]
    start_index: NotRequired[int]
    startIndex: NotRequired[int]
    end_index: NotRequired[int]
    endIndex: NotRequired[int]
    cited_text: NotRequired[str]
    citedText: NotRequired[str]
    extras: NotRequired[Extras]


class LangChainJSAnnotationItem(TypedDict):
    """
    One annotation on a langchainjs text block: a citation in langchainjs's or LangChain Python's spelling, a non-standard annotation, or a provider's own annotation, kept unchanged.
    """


class LangChainJSTextContentBlock(TypedDict):
    """
    Text as langchainjs writes it; its citations may use langchainjs's keys.
    """

    type: Literal["text"]
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    extras: NotRequired[Extras]
    text: str
    annotations: NotRequired[list[LangChainJSAnnotationItem]]


class LangChainJSContentPart(TypedDict):
    """
    An object in a langchainjs message's content list. If its type tag names a standard block it must match that block's schema, in langchainjs's spelling (camelCase keys such as mimeType, fileId and toolCallId) or LangChain Python's; objects with any other type are kept unchanged.
    """


LangChainJSContentItem: TypeAlias = str | LangChainJSContentPart


LangChainJSMessageContent: TypeAlias = str | list[LangChainJSContentItem]


class LangChainJSMessageData(TypedDict):
    """
    The fields of a langchainjs human or system message (what its toDict writes under data). Fields langchainjs does not know are kept.
    """

    content: NotRequired[LangChainJSMessageContent]
    content_blocks: NotRequired[list[LangChainJSContentItem]]
    additional_kwargs: NotRequired[JSONObject]
    response_metadata: NotRequired[JSONObject]
    name: NotRequired[str | None]
    id: NotRequired[str | None]
    example: NotRequired[bool]


class LangChainJSToolMessageData(TypedDict):
    """
    The fields of a langchainjs tool message.
    """

    content: NotRequired[LangChainJSMessageContent]
    content_blocks: NotRequired[list[LangChainJSContentItem]]
    additional_kwargs: NotRequired[JSONObject]
    response_metadata: NotRequired[JSONObject]
    name: NotRequired[str | None]
    id: NotRequired[str | None]
    tool_call_id: str
    artifact: NotRequired[Any]
    status: NotRequired[Literal["success", "error"]]


class LangChainJSFunctionMessageData(TypedDict):
    """
    The fields of a langchainjs function message.
    """

    content: NotRequired[LangChainJSMessageContent]
    content_blocks: NotRequired[list[LangChainJSContentItem]]
    additional_kwargs: NotRequired[JSONObject]
    response_metadata: NotRequired[JSONObject]
    name: str
    id: NotRequired[str | None]


class LangChainJSRemoveMessageData(TypedDict):
    """
    The fields of a langchainjs remove message: the id of the message to remove.
    """

    content: NotRequired[list[Any]]
    additional_kwargs: NotRequired[JSONObject]
    response_metadata: NotRequired[JSONObject]
    name: NotRequired[str | None]
    id: str


class LangChainJSChatMessageData(TypedDict):
    """
    The fields of a langchainjs chat message with any role (its type is generic).
    """

    content: NotRequired[LangChainJSMessageContent]
    content_blocks: NotRequired[list[LangChainJSContentItem]]
    additional_kwargs: NotRequired[JSONObject]
    response_metadata: NotRequired[JSONObject]
    name: NotRequired[str | None]
    id: NotRequired[str | None]
    role: str


class LangChainJSStoredHumanMessage(TypedDict, closed=True):
    """
    The stored form langchainjs writes for a human message (or a HumanMessageChunk).
    """

    type: Literal["human"]
    data: LangChainJSMessageData


class LangChainJSStoredSystemMessage(TypedDict, closed=True):
    """
    The stored form langchainjs writes for a system message (or a SystemMessageChunk).
    """

    type: Literal["system"]
    data: LangChainJSMessageData


class LangChainJSStoredFunctionMessage(TypedDict, closed=True):
    """
    The stored form langchainjs writes for a function message (or a FunctionMessageChunk).
    """

    type: Literal["function"]
    data: LangChainJSFunctionMessageData


class LangChainJSStoredToolMessage(TypedDict, closed=True):
    """
    The stored form langchainjs writes for a tool message (or a ToolMessageChunk).
    """

    type: Literal["tool"]
    data: LangChainJSToolMessageData


class LangChainJSStoredChatMessage(TypedDict, closed=True):
    """
    The stored form langchainjs writes for a chat message with any role (or a ChatMessageChunk), whose type langchainjs calls generic.
    """

    type: Literal["generic"]
    data: LangChainJSChatMessageData


class LangChainJSStoredRemoveMessage(TypedDict, closed=True):
    """
    The stored form langchainjs writes for a remove message, which mapStoredMessagesToChatMessages does not read.
    """

    type: Literal["remove"]
    data: LangChainJSRemoveMessageData


class LangChainJSSerializedHumanMessage(TypedDict, closed=True):
    """
    A HumanMessage in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'HumanMessage'] in id and the fields of the message in kwargs, with no type tag.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: LangChainJSMessageData


class LangChainJSSerializedSystemMessage(TypedDict, closed=True):
    """
    A SystemMessage in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'SystemMessage'] in id and the fields of the message in kwargs, with no type tag.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: LangChainJSMessageData


class LangChainJSSerializedToolMessage(TypedDict, closed=True):
    """
    A ToolMessage in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'ToolMessage'] in id and the fields of the message in kwargs, with no type tag.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: LangChainJSToolMessageData


class LangChainJSSerializedFunctionMessage(TypedDict, closed=True):
    """
    A FunctionMessage in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'FunctionMessage'] in id and the fields of the message in kwargs, with no type tag.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: LangChainJSFunctionMessageData


class LangChainJSSerializedChatMessage(TypedDict, closed=True):
    """
    A ChatMessage in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'ChatMessage'] in id and the fields of the message in kwargs, with no type tag.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: LangChainJSChatMessageData


class LangChainJSSerializedRemoveMessage(TypedDict, closed=True):
    """
    A RemoveMessage in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'RemoveMessage'] in id and the fields of the message in kwargs, with no type tag.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: LangChainJSRemoveMessageData


class LangChainJSSerializedHumanMessageChunk(TypedDict, closed=True):
    """
    A HumanMessageChunk in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'HumanMessageChunk'] in id and the fields of the message in kwargs, with no type tag.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: LangChainJSMessageData


class LangChainJSSerializedSystemMessageChunk(TypedDict, closed=True):
    """
    A SystemMessageChunk in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'SystemMessageChunk'] in id and the fields of the message in kwargs, with no type tag.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: LangChainJSMessageData


class LangChainJSSerializedToolMessageChunk(TypedDict, closed=True):
    """
    A ToolMessageChunk in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'ToolMessageChunk'] in id and the fields of the message in kwargs, with no type tag.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: LangChainJSToolMessageData


class LangChainJSSerializedFunctionMessageChunk(TypedDict, closed=True):
    """
    A FunctionMessageChunk in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'FunctionMessageChunk'] in id and the fields of the message in kwargs, with no type tag.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: LangChainJSFunctionMessageData


class LangChainJSSerializedChatMessageChunk(TypedDict, closed=True):
    """
    A ChatMessageChunk in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'ChatMessageChunk'] in id and the fields of the message in kwargs, with no type tag.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: LangChainJSChatMessageData


class LangChainJSAIMessageData(TypedDict):
    """
    The fields of a langchainjs AI message or AI message chunk (what toDict writes under data, for both under the type ai).
    """

    content: NotRequired[LangChainJSMessageContent]
    content_blocks: NotRequired[list[LangChainJSContentItem]]
    additional_kwargs: NotRequired[AIMessageAdditionalKwargs]
    response_metadata: NotRequired[JSONObject]
    name: NotRequired[str | None]
    id: NotRequired[str | None]
    tool_calls: NotRequired[list[ToolCall]]
    invalid_tool_calls: NotRequired[list[InvalidToolCall]]
    usage_metadata: NotRequired[UsageMetadata]
    tool_call_chunks: NotRequired[list[ToolCallChunk]]
    example: NotRequired[bool]
    chunk_position: NotRequired[Literal["last"] | None]


class LangChainJSStoredAIMessage(TypedDict, closed=True):
    """
    The stored form langchainjs writes for an AI message, or an AI message chunk with its tool_call_chunks.
    """

    type: Literal["ai"]
    data: LangChainJSAIMessageData


LangChainJSStoredMessage: TypeAlias = (
    LangChainJSStoredHumanMessage
    | LangChainJSStoredAIMessage
    | LangChainJSStoredSystemMessage
    | LangChainJSStoredFunctionMessage
    | LangChainJSStoredToolMessage
    | LangChainJSStoredChatMessage
    | LangChainJSStoredRemoveMessage
)


class LangChainJSSerializedAIMessage(TypedDict, closed=True):
    """
    An AIMessage in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'AIMessage'] in id and the fields of the message in kwargs, with no type tag.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: LangChainJSAIMessageData


class LangChainJSSerializedAIMessageChunk(TypedDict, closed=True):
    """
    An AIMessageChunk in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'AIMessageChunk'] in id and the fields of the message in kwargs, with no type tag.
    """

    lc: Literal[1]
    type: Literal["constructor"]
    id: list[str]
    kwargs: LangChainJSAIMessageData


LangChainJSSerializedMessage: TypeAlias = (
    LangChainJSSerializedHumanMessage
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
