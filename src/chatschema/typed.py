"""TypedDicts for the values messages hold as plain JSON, generated from the schemas.

These are the names ``langchain_core.messages`` exports as TypedDicts:
calling one builds a plain dict, and type checkers check its keys.

Example:
    >>> from chatschema import ToolCall
    >>> ToolCall(name="search", args={"q": "x"}, id="c1")
    {'name': 'search', 'args': {'q': 'x'}, 'id': 'c1'}
"""

from chatschema_generated.typed.content_blocks import (
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
from chatschema_generated.typed.tool_calls import (
    InvalidToolCall,
    RawToolCall,
    RawToolCallFunction,
    ToolCall,
    ToolCallChunk,
)
from chatschema_generated.typed.usage import InputTokenDetails, OutputTokenDetails, UsageMetadata

__all__ = [
    "Annotation",
    "AudioContentBlock",
    "Citation",
    "ContentBlock",
    "DataContentBlock",
    "FileContentBlock",
    "ImageContentBlock",
    "InputTokenDetails",
    "InvalidToolCall",
    "NonStandardAnnotation",
    "NonStandardContentBlock",
    "OutputTokenDetails",
    "PlainTextContentBlock",
    "RawToolCall",
    "RawToolCallFunction",
    "ReasoningContentBlock",
    "RefusalContentBlock",
    "ServerToolCall",
    "ServerToolCallChunk",
    "ServerToolResult",
    "TextContentBlock",
    "ToolCall",
    "ToolCallChunk",
    "UsageMetadata",
    "VideoContentBlock",
]
