"""The envelopes that stored messages come in, holding the message classes.

Design notes: docs/design.md, ``chatschema.messages.envelopes``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, Union

import msgspec

from chatschema.messages import MESSAGE_CLASSES, BaseMessage
from chatschema.messages._ai import AIMessage, AIMessageChunk
from chatschema.messages._chat import ChatMessage, ChatMessageChunk
from chatschema.messages._function import FunctionMessage, FunctionMessageChunk
from chatschema.messages._human import HumanMessage, HumanMessageChunk
from chatschema.messages._remove import RemoveMessage
from chatschema.messages._system import SystemMessage, SystemMessageChunk
from chatschema.messages._tool import ToolMessage, ToolMessageChunk
from chatschema_generated import serialized as g
from chatschema_generated.tags import LANG_CHAIN_SERIALIZED_MESSAGE_BY_PATH, SERIALIZED_MESSAGE_BY_TAG

if TYPE_CHECKING:
    from typing import TypeAlias

__all__ = [
    "CLASS_PATHS",
    "ENVELOPES",
    "RECORDS",
    "AnyMessageType",
    "LangChainSerializedMessageType",
    "SerializedAIMessage",
    "SerializedAIMessageChunk",
    "SerializedChatMessage",
    "SerializedChatMessageChunk",
    "SerializedFunctionMessage",
    "SerializedFunctionMessageChunk",
    "SerializedHumanMessage",
    "SerializedHumanMessageChunk",
    "SerializedMessageType",
    "SerializedRemoveMessage",
    "SerializedSystemMessage",
    "SerializedSystemMessageChunk",
    "SerializedToolMessage",
    "SerializedToolMessageChunk",
]


class SerializedHumanMessage(g.SerializedHumanMessage, kw_only=True):
    """The stored form of a :class:`~chatschema.HumanMessage`: ``{"type": "human", "data": {...}}``."""

    data: HumanMessage
    """The message."""


class SerializedAIMessage(g.SerializedAIMessage, kw_only=True):
    """The stored form of an :class:`~chatschema.AIMessage`: ``{"type": "ai", "data": {...}}``."""

    data: AIMessage
    """The message."""


class SerializedSystemMessage(g.SerializedSystemMessage, kw_only=True):
    """The stored form of a :class:`~chatschema.SystemMessage`: ``{"type": "system", "data": {...}}``."""

    data: SystemMessage
    """The message."""


class SerializedToolMessage(g.SerializedToolMessage, kw_only=True):
    """The stored form of a :class:`~chatschema.ToolMessage`: ``{"type": "tool", "data": {...}}``."""

    data: ToolMessage
    """The message."""


class SerializedFunctionMessage(g.SerializedFunctionMessage, kw_only=True):
    """The stored form of a :class:`~chatschema.FunctionMessage`: ``{"type": "function", "data": {...}}``."""

    data: FunctionMessage
    """The message."""


class SerializedChatMessage(g.SerializedChatMessage, kw_only=True):
    """The stored form of a :class:`~chatschema.ChatMessage`: ``{"type": "chat", "data": {...}}``."""

    data: ChatMessage
    """The message."""


class SerializedRemoveMessage(g.SerializedRemoveMessage, kw_only=True):
    """The stored form of a :class:`~chatschema.RemoveMessage`: ``{"type": "remove", "data": {...}}``."""

    data: RemoveMessage
    """The message."""


class SerializedHumanMessageChunk(g.SerializedHumanMessageChunk, kw_only=True):
    """The stored form of a :class:`~chatschema.HumanMessageChunk`."""

    data: HumanMessageChunk
    """The message."""


class SerializedAIMessageChunk(g.SerializedAIMessageChunk, kw_only=True):
    """The stored form of an :class:`~chatschema.AIMessageChunk`."""

    data: AIMessageChunk
    """The message."""


class SerializedSystemMessageChunk(g.SerializedSystemMessageChunk, kw_only=True):
    """The stored form of a :class:`~chatschema.SystemMessageChunk`."""

    data: SystemMessageChunk
    """The message."""


class SerializedToolMessageChunk(g.SerializedToolMessageChunk, kw_only=True):
    """The stored form of a :class:`~chatschema.ToolMessageChunk`."""

    data: ToolMessageChunk
    """The message."""


class SerializedFunctionMessageChunk(g.SerializedFunctionMessageChunk, kw_only=True):
    """The stored form of a :class:`~chatschema.FunctionMessageChunk`."""

    data: FunctionMessageChunk
    """The message."""


class SerializedChatMessageChunk(g.SerializedChatMessageChunk, kw_only=True):
    """The stored form of a :class:`~chatschema.ChatMessageChunk`."""

    data: ChatMessageChunk
    """The message."""


def _by_tag(*envelopes: type[msgspec.Struct]) -> dict[str, Any]:
    """The envelopes by type tag, checked against the generated envelopes and the message classes."""
    out: dict[str, Any] = {}
    for cls in envelopes:
        tag = cls.__struct_config__.tag
        generated = getattr(g, SERIALIZED_MESSAGE_BY_TAG.get(str(tag), ""), None)
        held = {f.name: f.type for f in msgspec.structs.fields(cls)}.get("data")
        if cls.__bases__ != (generated,) or held is not MESSAGE_CLASSES.get(str(tag)):
            raise TypeError(
                f"{cls.__name__} (tag {tag!r}) is not the generated envelope around its message class"
            )
        out[str(tag)] = cls
    missing = (set(SERIALIZED_MESSAGE_BY_TAG) | set(MESSAGE_CLASSES)) - set(out)
    if missing:
        raise TypeError(f"no envelope class in chatschema.messages.envelopes for the tags {sorted(missing)}")
    return out


ENVELOPES: dict[str, Any] = _by_tag(
    SerializedHumanMessage,
    SerializedAIMessage,
    SerializedSystemMessage,
    SerializedToolMessage,
    SerializedFunctionMessage,
    SerializedChatMessage,
    SerializedRemoveMessage,
    SerializedHumanMessageChunk,
    SerializedAIMessageChunk,
    SerializedSystemMessageChunk,
    SerializedToolMessageChunk,
    SerializedFunctionMessageChunk,
    SerializedChatMessageChunk,
)
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


_BY_NAME = {cls.__name__: cls for cls in MESSAGE_CLASSES.values()}

CLASS_PATHS: dict[tuple[str, ...], type[BaseMessage]] = {
    path: _BY_NAME[path[-1]] for path in LANG_CHAIN_SERIALIZED_MESSAGE_BY_PATH
}
"""Every class path LangChain's loader reads as a message class (LangChain Python's and langchainjs's),
and the class: from the table generated from the schema, whose paths each end with the class's name."""


def _records() -> dict[str, Any]:
    """Each message class's record under a LangChain Python class path, holding that class.

    ``LangChainSerialized<Class>`` decodes into the generated Struct around the message class
    (its ``kwargs``), as the stored envelopes above do; made here, one per class, from the table.
    """
    out: dict[str, Any] = {}
    for cls in _BY_NAME.values():
        title = f"LangChainSerialized{cls.__name__}"
        generated = getattr(g, title)
        out[cls.__name__] = msgspec.defstruct(
            title, [("kwargs", cls)], bases=(generated,), kw_only=True, module=__name__
        )
    return out


RECORDS: dict[str, Any] = _records()
"""By message class name, the Struct that ``decode(record, "LangChainSerialized<Class>")`` gives:
the generated record type with the message class in ``kwargs``."""


class LangChainSerializedMessageType(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """LangChain's constructor record of a message as LangChain writes it, its message decoded.

    A type to decode into (a web framework's request body, say): ``kwargs``
    must carry its type tag, as LangChain has written it since
    langchain-core 0.2, and ``id`` must be a class path of that class (any
    path the ``LangChainSerializedMessage`` schema type accepts). Records
    the schema accepts and this type does not (no type tag, langchainjs's
    fields) are read by :func:`chatschema.message_from_lc_json`.

    Example:
        >>> import msgspec
        >>> path = b'["langchain", "schema", "messages", "HumanMessage"]'
        >>> kwargs = b'{"content": "hi", "type": "human"}'
        >>> raw = b'{"lc": 1, "type": "constructor", "id": %s, "kwargs": %s}' % (path, kwargs)
        >>> message = msgspec.json.decode(raw, type=LangChainSerializedMessageType).kwargs
        >>> type(message).__name__, message.content
        ('HumanMessage', 'hi')
    """

    lc: Literal[1]
    """Version of the serialization format; always 1."""
    type: Literal["constructor"]
    """Kind of record; always ``"constructor"``."""
    id: list[str]
    """The class path, such as ``["langchain", "schema", "messages", "HumanMessage"]``."""
    kwargs: AnyMessageType
    """The message: any message class, told apart by the type tag."""

    def __post_init__(self) -> None:
        if (
            tuple(self.id) not in LANG_CHAIN_SERIALIZED_MESSAGE_BY_PATH
            or self.id[-1] != type(self.kwargs).__name__
        ):
            raise ValueError(f"Invalid value {self.id!r}: not a class path of {type(self.kwargs).__name__}")
