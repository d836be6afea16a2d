"""The generated schema types, under one import.

Messages and serialized envelopes are msgspec Structs. Content blocks, tool
calls and usage are Structs too, but messages hold them as plain JSON
objects (as LangChain does); the Structs describe their shape.
"""

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
