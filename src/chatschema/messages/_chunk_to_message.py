"""The complete message for a chunk: LangChain's ``message_chunk_to_message``."""

from __future__ import annotations

from typing import Any

import msgspec

from chatschema._extras import extras_of
from chatschema.messages._ai import AIMessageChunk
from chatschema.messages._base import BaseMessage, BaseMessageChunk

__all__ = ["message_chunk_to_message"]


def message_chunk_to_message(chunk: BaseMessage) -> BaseMessage:
    """The complete message for a chunk, such as the sum of a stream.

    The chunk's fields are passed to its message class (``AIMessageChunk``
    gives ``AIMessage``, and so on); an AI chunk's ``tool_call_chunks`` and
    ``chunk_position`` are dropped, its ``tool_calls`` and
    ``invalid_tool_calls`` kept. A message that is not a chunk is returned
    unchanged.

    Args:
        chunk: A message chunk (or a message).

    Returns:
        The message.

    Raises:
        chatschema.ValidationError: The chunk's fields do not make a valid message.

    Example:
        >>> chunk = AIMessageChunk("Hi", id="r1") + AIMessageChunk(" there")
        >>> message = message_chunk_to_message(chunk)
        >>> type(message).__name__, message.content, message.id
        ('AIMessage', 'Hi there', 'r1')
    """
    if not isinstance(chunk, BaseMessageChunk):
        return chunk
    target: Any = type(chunk)._message_class
    dropped = ("tool_call_chunks", "chunk_position") if isinstance(chunk, AIMessageChunk) else ()
    fields = {}
    for name in chunk.__struct_fields__:
        value = getattr(chunk, name)
        if name not in dropped and value is not msgspec.UNSET:
            fields[name] = value
    extras = extras_of(chunk)
    if extras is not None:
        fields.update(extras)  # kept (LangChain drops them; docs/compat.md)
    message: BaseMessage = target(**fields)
    return message
