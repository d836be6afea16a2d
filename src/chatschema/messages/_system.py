"""Instructions that prime the model."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from chatschema.messages._base import BaseMessage, BaseMessageChunk
from chatschema_generated import messages as g

if TYPE_CHECKING:
    from chatschema_generated.typed.content_blocks import ContentBlock

__all__ = ["SystemMessage", "SystemMessageChunk"]


class SystemMessage(g.SystemMessage, BaseMessage):
    """Instructions that prime the model's behaviour.

    Example:
        >>> SystemMessage("Answer in French.").text
        'Answer in French.'
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

    _schema_title: ClassVar[str] = "SystemMessage"


class SystemMessageChunk(g.SystemMessageChunk, BaseMessageChunk):
    """A streamed piece of a :class:`SystemMessage`."""

    if TYPE_CHECKING:
        # LangChain's signature, for type checkers (MessageMeta builds the message)
        def __init__(
            self,
            content: str | list[str | dict[Any, Any]] | None = None,
            *,
            content_blocks: list[ContentBlock] | None = None,
            **kwargs: Any,
        ) -> None: ...

    _schema_title: ClassVar[str] = "SystemMessageChunk"
    _message_class: ClassVar[type] = SystemMessage
