"""Messages with an arbitrary speaker role."""

from __future__ import annotations

from typing import ClassVar

from chatschema.messages.base import BaseMessage, BaseMessageChunk
from chatschema_generated import messages as g

__all__ = ["ChatMessage", "ChatMessageChunk"]


class ChatMessage(g.ChatMessage, BaseMessage):
    """A message with an arbitrary speaker role; ``role`` is required.

    Example:
        >>> ChatMessage("Looks good", role="reviewer").role
        'reviewer'
    """

    _schema_title: ClassVar[str] = "ChatMessage"


class ChatMessageChunk(g.ChatMessageChunk, BaseMessageChunk):
    """A streamed piece of a :class:`ChatMessage`; pieces must share a role."""

    _schema_title: ClassVar[str] = "ChatMessageChunk"
    _message_class: ClassVar[type] = ChatMessage
