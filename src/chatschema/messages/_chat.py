"""Messages with an arbitrary speaker role."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from chatschema._extras import TABLE
from chatschema.messages._add import add_chat_chunks
from chatschema.messages._base import BaseMessage, BaseMessageChunk, carry_extras
from chatschema_generated import messages as g

if TYPE_CHECKING:
    from collections.abc import Sequence

    from typing_extensions import Self

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

    def __add__(self, other: BaseMessageChunk | Sequence[BaseMessageChunk]) -> Self:
        """LangChain's ``ChatMessageChunk.__add__``; see :func:`chatschema.messages._add.add_chunks`."""
        if isinstance(other, ChatMessageChunk) and self.role != other.role:
            raise ValueError("Cannot concatenate ChatMessageChunks with different roles.")
        if isinstance(other, BaseMessageChunk):
            total: Self = add_chat_chunks(self, other)  # type: ignore[assignment]  # of self's class
            if TABLE:
                carry_extras(total, self, other)
            return total
        return super().__add__(other)
