# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 9019b483228cfd5aabd82bb3146a55c13b0a8753ec0a0b038419633db403c381
# ruff: noqa
"""Every schema type by title: the Python type, its check, and how it is held."""

from __future__ import annotations

from typing import Any, NamedTuple

from . import (
    _storage,
    _validators,
    common,
    content_blocks,
    messages,
    serialized,
    tool_calls,
    usage,
)


class TypeInfo(NamedTuple):
    """How to decode and check one schema type."""

    title: str
    """The schema title, such as "AIMessage"."""
    python_type: Any
    """The type msgspec decodes into."""
    check: Any
    """The generated check for what msgspec cannot express."""
    struct: bool
    """True when values are held as Structs; False when held as plain JSON."""
    family: str
    """The schema file the type comes from."""


TYPES: dict[str, TypeInfo] = {
    "AIMessage": TypeInfo(
        "AIMessage", messages.AIMessage, _validators.check_AIMessage, True, "messages"
    ),
    "AIMessageChunk": TypeInfo(
        "AIMessageChunk",
        messages.AIMessageChunk,
        _validators.check_AIMessageChunk,
        True,
        "messages",
    ),
    "Annotation": TypeInfo(
        "Annotation",
        dict[str, Any],
        _validators.check_Annotation,
        False,
        "content_blocks",
    ),
    "AnnotationItem": TypeInfo(
        "AnnotationItem",
        _storage.JSONObject,
        _validators.check_AnnotationItem,
        False,
        "content_blocks",
    ),
    "AnyMessage": TypeInfo(
        "AnyMessage",
        messages.AnyMessage,
        _validators.check_AnyMessage,
        True,
        "messages",
    ),
    "AudioContentBlock": TypeInfo(
        "AudioContentBlock",
        dict[str, Any],
        _validators.check_AudioContentBlock,
        False,
        "content_blocks",
    ),
    "ChatMessage": TypeInfo(
        "ChatMessage",
        messages.ChatMessage,
        _validators.check_ChatMessage,
        True,
        "messages",
    ),
    "ChatMessageChunk": TypeInfo(
        "ChatMessageChunk",
        messages.ChatMessageChunk,
        _validators.check_ChatMessageChunk,
        True,
        "messages",
    ),
    "Citation": TypeInfo(
        "Citation", dict[str, Any], _validators.check_Citation, False, "content_blocks"
    ),
    "ContentBlock": TypeInfo(
        "ContentBlock",
        dict[str, Any],
        _validators.check_ContentBlock,
        False,
        "content_blocks",
    ),
    "ContentItem": TypeInfo(
        "ContentItem",
        _storage.ContentValue,
        _validators.check_ContentItem,
        False,
        "content_blocks",
    ),
    "ContentPart": TypeInfo(
        "ContentPart",
        _storage.JSONObject,
        _validators.check_ContentPart,
        False,
        "content_blocks",
    ),
    "DataContentBlock": TypeInfo(
        "DataContentBlock",
        dict[str, Any],
        _validators.check_DataContentBlock,
        False,
        "content_blocks",
    ),
    "Extras": TypeInfo(
        "Extras", dict[str, Any], _validators.check_Extras, False, "content_blocks"
    ),
    "FileContentBlock": TypeInfo(
        "FileContentBlock",
        dict[str, Any],
        _validators.check_FileContentBlock,
        False,
        "content_blocks",
    ),
    "FunctionMessage": TypeInfo(
        "FunctionMessage",
        messages.FunctionMessage,
        _validators.check_FunctionMessage,
        True,
        "messages",
    ),
    "FunctionMessageChunk": TypeInfo(
        "FunctionMessageChunk",
        messages.FunctionMessageChunk,
        _validators.check_FunctionMessageChunk,
        True,
        "messages",
    ),
    "HumanMessage": TypeInfo(
        "HumanMessage",
        messages.HumanMessage,
        _validators.check_HumanMessage,
        True,
        "messages",
    ),
    "HumanMessageChunk": TypeInfo(
        "HumanMessageChunk",
        messages.HumanMessageChunk,
        _validators.check_HumanMessageChunk,
        True,
        "messages",
    ),
    "ImageContentBlock": TypeInfo(
        "ImageContentBlock",
        dict[str, Any],
        _validators.check_ImageContentBlock,
        False,
        "content_blocks",
    ),
    "InputTokenDetails": TypeInfo(
        "InputTokenDetails",
        _storage.TokenCounts,
        _validators.check_InputTokenDetails,
        False,
        "usage",
    ),
    "InvalidToolCall": TypeInfo(
        "InvalidToolCall",
        dict[str, Any],
        _validators.check_InvalidToolCall,
        False,
        "tool_calls",
    ),
    "JSONObject": TypeInfo(
        "JSONObject", dict[str, Any], _validators.check_JSONObject, False, "common"
    ),
    "MediaSource": TypeInfo(
        "MediaSource",
        dict[str, Any],
        _validators.check_MediaSource,
        False,
        "content_blocks",
    ),
    "MessageContent": TypeInfo(
        "MessageContent",
        messages.MessageContent,
        _validators.check_MessageContent,
        False,
        "messages",
    ),
    "NonStandardAnnotation": TypeInfo(
        "NonStandardAnnotation",
        dict[str, Any],
        _validators.check_NonStandardAnnotation,
        False,
        "content_blocks",
    ),
    "NonStandardContentBlock": TypeInfo(
        "NonStandardContentBlock",
        dict[str, Any],
        _validators.check_NonStandardContentBlock,
        False,
        "content_blocks",
    ),
    "OutputTokenDetails": TypeInfo(
        "OutputTokenDetails",
        _storage.TokenCounts,
        _validators.check_OutputTokenDetails,
        False,
        "usage",
    ),
    "PlainTextContentBlock": TypeInfo(
        "PlainTextContentBlock",
        dict[str, Any],
        _validators.check_PlainTextContentBlock,
        False,
        "content_blocks",
    ),
    "ReasoningContentBlock": TypeInfo(
        "ReasoningContentBlock",
        dict[str, Any],
        _validators.check_ReasoningContentBlock,
        False,
        "content_blocks",
    ),
    "RemoveMessage": TypeInfo(
        "RemoveMessage",
        messages.RemoveMessage,
        _validators.check_RemoveMessage,
        True,
        "messages",
    ),
    "SerializedAIMessage": TypeInfo(
        "SerializedAIMessage",
        serialized.SerializedAIMessage,
        _validators.check_SerializedAIMessage,
        True,
        "serialized",
    ),
    "SerializedAIMessageChunk": TypeInfo(
        "SerializedAIMessageChunk",
        serialized.SerializedAIMessageChunk,
        _validators.check_SerializedAIMessageChunk,
        True,
        "serialized",
    ),
    "SerializedChatMessage": TypeInfo(
        "SerializedChatMessage",
        serialized.SerializedChatMessage,
        _validators.check_SerializedChatMessage,
        True,
        "serialized",
    ),
    "SerializedChatMessageChunk": TypeInfo(
        "SerializedChatMessageChunk",
        serialized.SerializedChatMessageChunk,
        _validators.check_SerializedChatMessageChunk,
        True,
        "serialized",
    ),
    "SerializedFunctionMessage": TypeInfo(
        "SerializedFunctionMessage",
        serialized.SerializedFunctionMessage,
        _validators.check_SerializedFunctionMessage,
        True,
        "serialized",
    ),
    "SerializedFunctionMessageChunk": TypeInfo(
        "SerializedFunctionMessageChunk",
        serialized.SerializedFunctionMessageChunk,
        _validators.check_SerializedFunctionMessageChunk,
        True,
        "serialized",
    ),
    "SerializedHumanMessage": TypeInfo(
        "SerializedHumanMessage",
        serialized.SerializedHumanMessage,
        _validators.check_SerializedHumanMessage,
        True,
        "serialized",
    ),
    "SerializedHumanMessageChunk": TypeInfo(
        "SerializedHumanMessageChunk",
        serialized.SerializedHumanMessageChunk,
        _validators.check_SerializedHumanMessageChunk,
        True,
        "serialized",
    ),
    "SerializedMessage": TypeInfo(
        "SerializedMessage",
        serialized.SerializedMessage,
        _validators.check_SerializedMessage,
        True,
        "serialized",
    ),
    "SerializedRemoveMessage": TypeInfo(
        "SerializedRemoveMessage",
        serialized.SerializedRemoveMessage,
        _validators.check_SerializedRemoveMessage,
        True,
        "serialized",
    ),
    "SerializedSystemMessage": TypeInfo(
        "SerializedSystemMessage",
        serialized.SerializedSystemMessage,
        _validators.check_SerializedSystemMessage,
        True,
        "serialized",
    ),
    "SerializedSystemMessageChunk": TypeInfo(
        "SerializedSystemMessageChunk",
        serialized.SerializedSystemMessageChunk,
        _validators.check_SerializedSystemMessageChunk,
        True,
        "serialized",
    ),
    "SerializedToolMessage": TypeInfo(
        "SerializedToolMessage",
        serialized.SerializedToolMessage,
        _validators.check_SerializedToolMessage,
        True,
        "serialized",
    ),
    "SerializedToolMessageChunk": TypeInfo(
        "SerializedToolMessageChunk",
        serialized.SerializedToolMessageChunk,
        _validators.check_SerializedToolMessageChunk,
        True,
        "serialized",
    ),
    "ServerToolCall": TypeInfo(
        "ServerToolCall",
        dict[str, Any],
        _validators.check_ServerToolCall,
        False,
        "content_blocks",
    ),
    "ServerToolCallChunk": TypeInfo(
        "ServerToolCallChunk",
        dict[str, Any],
        _validators.check_ServerToolCallChunk,
        False,
        "content_blocks",
    ),
    "ServerToolResult": TypeInfo(
        "ServerToolResult",
        dict[str, Any],
        _validators.check_ServerToolResult,
        False,
        "content_blocks",
    ),
    "SystemMessage": TypeInfo(
        "SystemMessage",
        messages.SystemMessage,
        _validators.check_SystemMessage,
        True,
        "messages",
    ),
    "SystemMessageChunk": TypeInfo(
        "SystemMessageChunk",
        messages.SystemMessageChunk,
        _validators.check_SystemMessageChunk,
        True,
        "messages",
    ),
    "TextContentBlock": TypeInfo(
        "TextContentBlock",
        dict[str, Any],
        _validators.check_TextContentBlock,
        False,
        "content_blocks",
    ),
    "ToolCall": TypeInfo(
        "ToolCall", dict[str, Any], _validators.check_ToolCall, False, "tool_calls"
    ),
    "ToolCallChunk": TypeInfo(
        "ToolCallChunk",
        dict[str, Any],
        _validators.check_ToolCallChunk,
        False,
        "tool_calls",
    ),
    "ToolMessage": TypeInfo(
        "ToolMessage",
        messages.ToolMessage,
        _validators.check_ToolMessage,
        True,
        "messages",
    ),
    "ToolMessageChunk": TypeInfo(
        "ToolMessageChunk",
        messages.ToolMessageChunk,
        _validators.check_ToolMessageChunk,
        True,
        "messages",
    ),
    "UsageMetadata": TypeInfo(
        "UsageMetadata", dict[str, Any], _validators.check_UsageMetadata, False, "usage"
    ),
    "VideoContentBlock": TypeInfo(
        "VideoContentBlock",
        dict[str, Any],
        _validators.check_VideoContentBlock,
        False,
        "content_blocks",
    ),
}
