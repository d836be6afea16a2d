"""Instructions that prime the model."""

from __future__ import annotations

from typing import ClassVar

from chatschema.messages.base import BaseMessage, BaseMessageChunk
from chatschema_generated import messages as g

__all__ = ["SystemMessage", "SystemMessageChunk"]


class SystemMessage(g.SystemMessage, BaseMessage):
    """Instructions that prime the model's behaviour.

    Example:
        >>> SystemMessage("Answer in French.").text
        'Answer in French.'
    """

    _schema_title: ClassVar[str] = "SystemMessage"


class SystemMessageChunk(g.SystemMessageChunk, BaseMessageChunk):
    """A streamed piece of a :class:`SystemMessage`."""

    _schema_title: ClassVar[str] = "SystemMessageChunk"
    _message_class: ClassVar[type] = SystemMessage
