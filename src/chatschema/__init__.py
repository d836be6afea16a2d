"""chatschema: schema-first chat message types, validators and utilities.

The message classes behave like ``langchain_core.messages`` 1.8 (reference: langchain-core 1.8.3); switching
is a change of import line.
"""

import chatschema.messages.codec  # noqa: F401  (binds the message classes to decode)
from chatschema._version import __version__ as __version__
from chatschema.blocks import (
    convert_to_openai_data_block,
    convert_to_openai_image_block,
    is_data_content_block,
)
from chatschema.buffer import get_buffer_string
from chatschema.conversation import ConversationProblem, check_conversation
from chatschema.convert import (
    MessageLikeRepresentation,
    ai_message_from_anthropic,
    ai_message_from_gemini,
    ai_message_from_openai,
    ai_message_from_openai_responses,
    convert_from_openai_messages,
    convert_to_messages,
    convert_to_openai_messages,
)
from chatschema.errors import (
    ChatSchemaError,
    ConversionError,
    DecodeError,
    LossWarning,
    SizeLimitError,
    UnsupportedMessageError,
    ValidationError,
)
from chatschema.filter import filter_messages
from chatschema.ids import LC_AUTO_PREFIX, LC_ID_PREFIX, ensure_id
from chatschema.merge import merge_message_runs
from chatschema.messages import (
    AIMessage,
    AIMessageChunk,
    BaseMessage,
    BaseMessageChunk,
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
from chatschema.messages.add import add_ai_message_chunks
from chatschema.messages.chunk_to_message import message_chunk_to_message
from chatschema.messages.envelopes import AnyMessageType as AnyMessage
from chatschema.messages.merge import merge_content
from chatschema.messages.usage import add_usage, subtract_usage
from chatschema.notification import NotificationMetadata, add_notification_metadata, get_notification_metadata
from chatschema.serialize import (
    _message_from_dict,
    message_from_lc_json,
    message_to_dict,
    message_to_lc_json,
    messages_from_dict,
    messages_from_lc_json,
    messages_to_dict,
    messages_to_lc_json,
)
from chatschema.tokens import count_tokens_approximately
from chatschema.trim import trim_messages
from chatschema.typed import (
    Annotation,
    AudioContentBlock,
    Citation,
    ContentBlock,
    DataContentBlock,
    FileContentBlock,
    ImageContentBlock,
    InputTokenDetails,
    InvalidToolCall,
    NonStandardAnnotation,
    NonStandardContentBlock,
    OutputTokenDetails,
    PlainTextContentBlock,
    ReasoningContentBlock,
    RefusalContentBlock,
    ServerToolCall,
    ServerToolCallChunk,
    ServerToolResult,
    TextContentBlock,
    ToolCall,
    ToolCallChunk,
    UsageMetadata,
    VideoContentBlock,
)
from chatschema.validation import decode, encode, schema_types, validate

__all__ = [
    "ConversationProblem",
    "check_conversation",
    "ai_message_from_anthropic",
    "ai_message_from_gemini",
    "ai_message_from_openai",
    "ai_message_from_openai_responses",
    "convert_from_openai_messages",
    "add_ai_message_chunks",
    "add_usage",
    "merge_content",
    "message_chunk_to_message",
    "subtract_usage",
    "DecodeError",
    "SizeLimitError",
    "UnsupportedMessageError",
    "count_tokens_approximately",
    "filter_messages",
    "get_buffer_string",
    "merge_message_runs",
    "trim_messages",
    "convert_to_openai_data_block",
    "convert_to_openai_image_block",
    "is_data_content_block",
    "AnyMessage",
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
    "LC_AUTO_PREFIX",
    "LC_ID_PREFIX",
    "MessageLikeRepresentation",
    "NotificationMetadata",
    "_message_from_dict",
    "add_notification_metadata",
    "convert_to_messages",
    "convert_to_openai_messages",
    "ensure_id",
    "get_notification_metadata",
    "message_from_lc_json",
    "message_to_dict",
    "message_to_lc_json",
    "messages_from_dict",
    "messages_from_lc_json",
    "messages_to_dict",
    "messages_to_lc_json",
    "AIMessage",
    "AIMessageChunk",
    "BaseMessage",
    "BaseMessageChunk",
    "ChatMessage",
    "ChatMessageChunk",
    "ChatSchemaError",
    "ConversionError",
    "FunctionMessage",
    "FunctionMessageChunk",
    "HumanMessage",
    "HumanMessageChunk",
    "LossWarning",
    "RemoveMessage",
    "SystemMessage",
    "SystemMessageChunk",
    "ToolMessage",
    "ToolMessageChunk",
    "ValidationError",
    "decode",
    "encode",
    "schema_types",
    "validate",
]
