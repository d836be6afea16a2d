"""The envelopes that stored messages come in, holding the message classes.

These Structs mirror the generated envelopes (``Serialized*``, the
``{"type": ..., "data": ...}`` form, and ``LangChainSerializedMessage``,
LangChain's ``{"lc": 1, "type": "constructor", ...}`` form), but the message
they hold is the behaviour-rich message class, so one msgspec decode turns a
stored history straight into messages.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Union

import msgspec

from chatschema.messages import MESSAGE_CLASSES
from chatschema_generated import serialized as g

if TYPE_CHECKING:
    from typing import TypeAlias

    from chatschema.messages import (
        AIMessage,
        AIMessageChunk,
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

__all__ = ["ENVELOPES", "AnyMessageType", "LangChainSerializedMessageType", "SerializedMessageType"]

ENVELOPES: dict[str, Any] = {
    tag: msgspec.defstruct(
        f"Serialized{cls.__name__}",
        [("data", cls)],
        kw_only=True,
        tag_field="type",
        tag=tag,
        forbid_unknown_fields=True,
    )
    for tag, cls in MESSAGE_CLASSES.items()
}
"""Envelope Struct per type tag."""

if TYPE_CHECKING:
    # What type checkers see: the same union, written out, so that ``list[AnyMessage]``
    # is a valid annotation (a variable is not).
    AnyMessageType: TypeAlias = (
        HumanMessage
        | AIMessage
        | SystemMessage
        | ToolMessage
        | FunctionMessage
        | ChatMessage
        | RemoveMessage
        | HumanMessageChunk
        | AIMessageChunk
        | SystemMessageChunk
        | ToolMessageChunk
        | FunctionMessageChunk
        | ChatMessageChunk
    )
else:
    AnyMessageType = Union[tuple(MESSAGE_CLASSES.values())]  # noqa: UP007
"""The union of every message class, told apart by the type tag."""

SerializedMessageType: Any = Union[tuple(ENVELOPES.values())]  # noqa: UP007
"""The union of every envelope, told apart by the type tag."""


class LangChainSerializedMessageType(g.LangChainSerializedMessage, kw_only=True, forbid_unknown_fields=True):
    """LangChain's constructor record of a message, its ``kwargs`` decoded into the message class.

    Example:
        >>> import msgspec
        >>> path = b'["langchain", "schema", "messages", "HumanMessage"]'
        >>> kwargs = b'{"content": "hi", "type": "human"}'
        >>> raw = b'{"lc": 1, "type": "constructor", "id": %s, "kwargs": %s}' % (path, kwargs)
        >>> message = msgspec.json.decode(raw, type=LangChainSerializedMessageType).kwargs
        >>> type(message).__name__, message.content
        ('HumanMessage', 'hi')
    """

    kwargs: AnyMessageType
    """The message: any message class, told apart by the type tag."""
