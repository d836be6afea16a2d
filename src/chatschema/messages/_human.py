"""Messages from the person using the application."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from chatschema.messages._base import BaseMessage, BaseMessageChunk
from chatschema_generated import messages as g

if TYPE_CHECKING:
    from chatschema_generated.typed.content_blocks import ContentBlock

__all__ = ["HumanMessage", "HumanMessageChunk"]


class HumanMessage(g.HumanMessage, BaseMessage):
    """A message from the person using the application.

    Example:
        >>> HumanMessage("What is 2 + 2?", id="m1")
        HumanMessage(content='What is 2 + 2?', additional_kwargs={}, response_metadata={}, id='m1')
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

    _schema_title: ClassVar[str] = "HumanMessage"


class HumanMessageChunk(g.HumanMessageChunk, BaseMessageChunk):
    """A streamed piece of a :class:`HumanMessage`."""

    if TYPE_CHECKING:
        # LangChain's signature, for type checkers (MessageMeta builds the message)
        def __init__(
            self,
            content: str | list[str | dict[Any, Any]] | None = None,
            *,
            content_blocks: list[ContentBlock] | None = None,
            **kwargs: Any,
        ) -> None: ...

    _schema_title: ClassVar[str] = "HumanMessageChunk"
    _message_class: ClassVar[type] = HumanMessage
