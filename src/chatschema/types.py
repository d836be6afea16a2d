"""Deprecated: the raw generated Structs, kept for code written against 0.1.0.

Import the message classes from ``chatschema`` (``chatschema.AIMessage`` and the others are msgspec
Structs of the same schema, with LangChain's behaviour) and the shapes of tool calls, content blocks
and usage from ``chatschema`` or ``chatschema.typed`` (TypedDicts, as in LangChain). Every name here
still resolves to what 0.1.0 gave, with a ``DeprecationWarning``; see "Generated types" in docs/messages.md.
"""

from __future__ import annotations

import importlib
import warnings
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from chatschema_generated.content_blocks import (
        Annotation,
        AudioContentBlock,
        Citation,
        ContentBlock,
        DataContentBlock,
        FileContentBlock,
        ImageContentBlock,
        NonStandardAnnotation,
        NonStandardContentBlock,
        PlainTextContentBlock,
        ReasoningContentBlock,
        RefusalContentBlock,
        ServerToolCall,
        ServerToolCallChunk,
        ServerToolResult,
        TextContentBlock,
        VideoContentBlock,
    )
    from chatschema_generated.messages import (
        AIMessage,
        AIMessageChunk,
        AnyMessage,
        ChatMessage,
        ChatMessageChunk,
        FunctionMessage,
        FunctionMessageChunk,
        HumanMessage,
        HumanMessageChunk,
        MessageContent,
        RemoveMessage,
        SystemMessage,
        SystemMessageChunk,
        ToolMessage,
        ToolMessageChunk,
    )
    from chatschema_generated.serialized import SerializedMessage
    from chatschema_generated.tool_calls import InvalidToolCall, ToolCall, ToolCallChunk
    from chatschema_generated.usage import UsageMetadata

_MODULE_OF = {
    "AIMessage": "chatschema_generated.messages",
    "AIMessageChunk": "chatschema_generated.messages",
    "Annotation": "chatschema_generated.content_blocks",
    "AnyMessage": "chatschema_generated.messages",
    "AudioContentBlock": "chatschema_generated.content_blocks",
    "ChatMessage": "chatschema_generated.messages",
    "ChatMessageChunk": "chatschema_generated.messages",
    "Citation": "chatschema_generated.content_blocks",
    "ContentBlock": "chatschema_generated.content_blocks",
    "DataContentBlock": "chatschema_generated.content_blocks",
    "FileContentBlock": "chatschema_generated.content_blocks",
    "FunctionMessage": "chatschema_generated.messages",
    "FunctionMessageChunk": "chatschema_generated.messages",
    "HumanMessage": "chatschema_generated.messages",
    "HumanMessageChunk": "chatschema_generated.messages",
    "ImageContentBlock": "chatschema_generated.content_blocks",
    "InvalidToolCall": "chatschema_generated.tool_calls",
    "MessageContent": "chatschema_generated.messages",
    "NonStandardAnnotation": "chatschema_generated.content_blocks",
    "NonStandardContentBlock": "chatschema_generated.content_blocks",
    "PlainTextContentBlock": "chatschema_generated.content_blocks",
    "ReasoningContentBlock": "chatschema_generated.content_blocks",
    "RefusalContentBlock": "chatschema_generated.content_blocks",
    "RemoveMessage": "chatschema_generated.messages",
    "SerializedMessage": "chatschema_generated.serialized",
    "ServerToolCall": "chatschema_generated.content_blocks",
    "ServerToolCallChunk": "chatschema_generated.content_blocks",
    "ServerToolResult": "chatschema_generated.content_blocks",
    "SystemMessage": "chatschema_generated.messages",
    "SystemMessageChunk": "chatschema_generated.messages",
    "TextContentBlock": "chatschema_generated.content_blocks",
    "ToolCall": "chatschema_generated.tool_calls",
    "ToolCallChunk": "chatschema_generated.tool_calls",
    "ToolMessage": "chatschema_generated.messages",
    "ToolMessageChunk": "chatschema_generated.messages",
    "UsageMetadata": "chatschema_generated.usage",
    "VideoContentBlock": "chatschema_generated.content_blocks",
}

__all__ = [
    "AIMessage",
    "AIMessageChunk",
    "Annotation",
    "AnyMessage",
    "AudioContentBlock",
    "ChatMessage",
    "ChatMessageChunk",
    "Citation",
    "ContentBlock",
    "DataContentBlock",
    "FileContentBlock",
    "FunctionMessage",
    "FunctionMessageChunk",
    "HumanMessage",
    "HumanMessageChunk",
    "ImageContentBlock",
    "InvalidToolCall",
    "MessageContent",
    "NonStandardAnnotation",
    "NonStandardContentBlock",
    "PlainTextContentBlock",
    "ReasoningContentBlock",
    "RefusalContentBlock",
    "RemoveMessage",
    "SerializedMessage",
    "ServerToolCall",
    "ServerToolCallChunk",
    "ServerToolResult",
    "SystemMessage",
    "SystemMessageChunk",
    "TextContentBlock",
    "ToolCall",
    "ToolCallChunk",
    "ToolMessage",
    "ToolMessageChunk",
    "UsageMetadata",
    "VideoContentBlock",
]


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    if module == "chatschema_generated.messages" and name != "MessageContent":
        instead = f"chatschema.{name}"
    elif module in ("chatschema_generated.messages", "chatschema_generated.serialized"):
        instead = f"{module}.{name}"
    else:
        instead = f"chatschema.{name} (the TypedDict) or {module}.{name} (the Struct)"
    warnings.warn(f"chatschema.types is deprecated: use {instead}", DeprecationWarning, stacklevel=2)
    return getattr(importlib.import_module(module), name)


def __dir__() -> list[str]:
    return sorted(__all__)
