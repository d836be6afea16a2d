"""Messages from the person using the application."""

from __future__ import annotations

from typing import ClassVar

from chatschema.messages.base import BaseMessage, BaseMessageChunk
from chatschema_generated import messages as g

__all__ = ["HumanMessage", "HumanMessageChunk"]


class HumanMessage(g.HumanMessage, BaseMessage):
    """A message from the person using the application.

    Example:
        >>> HumanMessage("What is 2 + 2?", id="m1")
        HumanMessage(content='What is 2 + 2?', additional_kwargs={}, response_metadata={}, id='m1')
    """

    _schema_title: ClassVar[str] = "HumanMessage"


class HumanMessageChunk(g.HumanMessageChunk, BaseMessageChunk):
    """A streamed piece of a :class:`HumanMessage`."""

    _schema_title: ClassVar[str] = "HumanMessageChunk"
    _message_class: ClassVar[type] = HumanMessage
