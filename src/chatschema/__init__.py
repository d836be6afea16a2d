"""chatschema: schema-first chat message types, validators and utilities.

The message classes behave like ``langchain_core.messages`` 1.7.x; switching
is a change of import line.
"""

from chatschema.errors import ChatSchemaError, ValidationError
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
from chatschema.validation import decode, encode, schema_types, validate

__all__ = [
    "AIMessage",
    "AIMessageChunk",
    "BaseMessage",
    "BaseMessageChunk",
    "ChatMessage",
    "ChatMessageChunk",
    "ChatSchemaError",
    "FunctionMessage",
    "FunctionMessageChunk",
    "HumanMessage",
    "HumanMessageChunk",
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

__version__ = "0.1.0"
