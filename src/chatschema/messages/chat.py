"""Messages with an arbitrary speaker role."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from chatschema.messages.base import BaseMessage, BaseMessageChunk
from chatschema_generated import messages as g

if TYPE_CHECKING:
    from chatschema_generated.typed.content_blocks import ContentBlock

__all__ = ["ChatMessage", "ChatMessageChunk"]


class ChatMessage(g.ChatMessage, BaseMessage):
    """A message with an arbitrary speaker role; ``role`` is required.

    Example:
        >>> ChatMessage("Looks good", role="reviewer").role
        'reviewer'
    """

    if TYPE_CHECKING:
        # LangChain's signature, for type checkers (MessageMeta builds the message)
        def __init__(
            self,
            content: str | list[str | dict[Any, Any]] | None = None,
            *,
            content_blocks: list[ContentBlock] | None = None,
            **kwargs: Any,
        ) -> None: ...

    _schema_title: ClassVar[str] = "ChatMessage"


class ChatMessageChunk(g.ChatMessageChunk, BaseMessageChunk):
    """A streamed piece of a :class:`ChatMessage`; pieces must share a role."""

    if TYPE_CHECKING:
        # LangChain's signature, for type checkers (MessageMeta builds the message)
        def __init__(
            self,
            content: str | list[str | dict[Any, Any]] | None = None,
            *,
            content_blocks: list[ContentBlock] | None = None,
            **kwargs: Any,
        ) -> None: ...

    _schema_title: ClassVar[str] = "ChatMessageChunk"
    _message_class: ClassVar[type] = ChatMessage
