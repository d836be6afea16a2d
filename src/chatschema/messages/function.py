"""Results of legacy function calls."""

from __future__ import annotations

from typing import ClassVar

from chatschema.messages.base import BaseMessage, BaseMessageChunk
from chatschema_generated import messages as g

__all__ = ["FunctionMessage", "FunctionMessageChunk"]


class FunctionMessage(g.FunctionMessage, BaseMessage):
    """The result of a legacy function call; ``name`` is required.

    Example:
        >>> FunctionMessage("12:00", name="get_time").name
        'get_time'
    """

    _schema_title: ClassVar[str] = "FunctionMessage"


class FunctionMessageChunk(g.FunctionMessageChunk, BaseMessageChunk):
    """A streamed piece of a :class:`FunctionMessage`; pieces must share a name."""

    _schema_title: ClassVar[str] = "FunctionMessageChunk"
    _message_class: ClassVar[type] = FunctionMessage
