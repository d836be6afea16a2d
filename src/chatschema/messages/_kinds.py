"""The message-facts table: what chatschema knows about each message class, in one place.

One :class:`ClassInfo` per message class answers "which kind, tag or role is
this" (and which plain and chunk classes belong to its family) with one dict
lookup on ``type(message)``. ``isinstance`` on message classes runs Python
code (chunks count as instances of their message class), which is slow in
loops over long conversations; the utilities, the converters and the
writers read this table instead of keeping caches of their own.

The table holds chatschema's thirteen message classes from the start; any
other subclass of ``BaseMessage`` is added the first time it is asked about.
Objects that are not messages are never added (:data:`NOT_A_MESSAGE`).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from chatschema.messages import MESSAGE_CLASSES
from chatschema.messages._ai import AIMessage, AIMessageChunk
from chatschema.messages._base import BaseMessage, MessageMeta
from chatschema.messages._chat import ChatMessage, ChatMessageChunk
from chatschema.messages._function import FunctionMessage, FunctionMessageChunk
from chatschema.messages._human import HumanMessage, HumanMessageChunk
from chatschema.messages._remove import RemoveMessage
from chatschema.messages._system import SystemMessage, SystemMessageChunk
from chatschema.messages._tool import ToolMessage, ToolMessageChunk

__all__ = [
    "CLASS_INFO",
    "FAMILIES",
    "KIND_OF_TAG",
    "NOT_A_MESSAGE",
    "ClassInfo",
    "all_messages",
    "class_info",
    "class_kind",
    "info_of",
    "is_instance",
    "kind_of",
    "tags_of",
]


class ClassInfo(NamedTuple):
    """The facts about one message class.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> info = class_info(AIMessageChunk)
        >>> info.kind, info.tag, info.role, info.plain.__name__, info.chunk.__name__
        ('ai', 'AIMessageChunk', 'assistant', 'AIMessage', 'AIMessageChunk')
    """

    kind: str
    """The plain type tag of the family: ``"ai"`` for ``AIMessage``, ``AIMessageChunk`` and their
    subclasses; ``""`` for a class outside the seven families."""
    tag: str | None
    """The type tag every message of the class has (``message.type``), when the class's tag
    belongs to its family; ``None`` when ``type`` is a field or the tag is foreign."""
    role: str | None
    """The OpenAI role, when the family fixes it (``"assistant"``, ``"user"``, ``"tool"``,
    ``"function"``); ``None`` for system and chat messages (it depends on the message), for
    remove messages and for classes outside the families."""
    plain: type[BaseMessage] | None
    """chatschema's plain class of the family (``AIMessage``), ``None`` outside the families."""
    chunk: type[BaseMessage] | None
    """chatschema's chunk class of the family (``AIMessageChunk``); ``None`` for remove messages
    and outside the families."""
    plain_text: bool
    """The class has the standard ``.text`` (so it can be computed from the content directly)."""
    role_chars: int
    """``len(role)``, or ``-1`` when :attr:`role` is ``None``."""
    bases: frozenset[type]
    """The classes whose instances the class's messages are: its own bases, and those of its
    family's plain class for a chunk (as ``isinstance`` on message classes answers)."""


FAMILIES: tuple[tuple[str, type[BaseMessage], type[BaseMessage] | None, str | None], ...] = (
    ("human", HumanMessage, HumanMessageChunk, "user"),
    ("ai", AIMessage, AIMessageChunk, "assistant"),
    ("system", SystemMessage, SystemMessageChunk, None),
    ("function", FunctionMessage, FunctionMessageChunk, "function"),
    ("tool", ToolMessage, ToolMessageChunk, "tool"),
    ("chat", ChatMessage, ChatMessageChunk, None),
    ("remove", RemoveMessage, None, None),
)
"""``(kind, plain class, chunk class, OpenAI role)`` of each family, in the order
:func:`class_kind` checks them (as a chain of ``isinstance`` checks would)."""

NOT_A_MESSAGE = ClassInfo("", None, None, None, None, False, -1, frozenset())
"""The answer for a class that is not a message class (not kept in the table)."""

_BASE_TEXT = BaseMessage.__dict__["text"]
_TYPE_PROPERTY = BaseMessage.__dict__["type"]
KIND_OF_TAG: dict[str, str] = {
    cls.__struct_config__.tag: kind  # type: ignore[misc]
    for kind, plain, chunk, _ in FAMILIES
    for cls in (plain, chunk)
    if cls is not None
}
"""The kind of each of chatschema's type tags: ``"ai"`` for ``"ai"`` and ``"AIMessageChunk"``."""


def tags_of(*kinds: str) -> frozenset[str]:
    """The type tags of the messages of these kinds (plain and chunk).

    Args:
        kinds: Kinds, such as ``"ai"``.

    Returns:
        Their tags.

    Example:
        >>> sorted(tags_of("ai", "tool"))
        ['AIMessageChunk', 'ToolMessageChunk', 'ai', 'tool']
    """
    return frozenset(tag for tag, kind in KIND_OF_TAG.items() if kind in kinds)


def _facts(cls: type[BaseMessage]) -> ClassInfo:
    """The facts of one message class, worked out from the class."""
    family = next((row for row in FAMILIES if issubclass(cls, row[1])), None)
    kind, plain, chunk, role = family if family is not None else ("", None, None, None)
    tag = cls.__struct_config__.tag if getattr(cls, "type", None) is _TYPE_PROPERTY else None
    if not isinstance(tag, str) or KIND_OF_TAG.get(tag) != kind:
        tag = None
    bases = set(cls.__mro__)
    full = getattr(cls, "_message_class", None)
    if isinstance(full, type) and full is not cls:
        bases.update(full.__mro__)
    plain_text = getattr(cls, "text", None) is _BASE_TEXT
    return ClassInfo(
        kind, tag, role, plain, chunk, plain_text, -1 if role is None else len(role), frozenset(bases)
    )


CLASS_INFO: dict[type, ClassInfo] = {cls: _facts(cls) for cls in MESSAGE_CLASSES.values()}
"""The table: :class:`ClassInfo` by message class. Read it with ``CLASS_INFO.get(type(m))`` in
hot loops (``None``: ask :func:`info_of`); it grows by one entry per new message class."""


def class_info(cls: type) -> ClassInfo:
    """The facts about a class: its row of the table, added on first sight of a message class.

    Args:
        cls: A class.

    Returns:
        Its :class:`ClassInfo`; :data:`NOT_A_MESSAGE` for a class that is not a message class.

    Example:
        >>> from chatschema import ChatMessage, SystemMessageChunk
        >>> class_info(SystemMessageChunk).plain is class_info(SystemMessageChunk).plain
        True
        >>> class_info(ChatMessage).role is None, class_info(dict) is NOT_A_MESSAGE
        (True, True)
    """
    info = CLASS_INFO.get(cls)
    if info is None:
        if not (isinstance(cls, type) and issubclass(cls, BaseMessage)):
            return NOT_A_MESSAGE
        info = CLASS_INFO[cls] = _facts(cls)
    return info


def info_of(message: Any) -> ClassInfo:
    """:func:`class_info` of the class of ``message``.

    Args:
        message: Any object.

    Returns:
        The facts about its class (:data:`NOT_A_MESSAGE` when it is not a message).

    Example:
        >>> from chatschema import ToolMessage
        >>> info_of(ToolMessage("42", tool_call_id="c1")).role_chars
        4
    """
    return CLASS_INFO.get(type(message)) or class_info(type(message))


def all_messages(items: list[Any]) -> bool:
    """Whether every item is a message object (adding new message classes to the table).

    Args:
        items: Any values.

    Returns:
        ``True`` when ``isinstance(item, BaseMessage)`` holds for each.

    Example:
        >>> from chatschema import HumanMessage
        >>> all_messages([HumanMessage("hi")]), all_messages([HumanMessage("hi"), "hi"])
        (True, False)
    """
    classes = set(map(type, items))
    if CLASS_INFO.keys() >= classes:
        return True
    return all(class_info(cls) is not NOT_A_MESSAGE for cls in classes)


def kind_of(message: BaseMessage) -> str:
    """The plain type tag of a message's class: ``"ai"`` for ``AIMessage`` and ``AIMessageChunk``.

    The same answer as a chain of ``isinstance`` checks (human, ai, system,
    function, tool, chat, remove), read from the table.

    Args:
        message: A message.

    Returns:
        ``"human"``, ``"ai"``, ``"system"``, ``"function"``, ``"tool"``,
        ``"chat"``, ``"remove"``, or ``""`` for another class.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> kind_of(AIMessageChunk("x"))
        'ai'
    """
    info = CLASS_INFO.get(type(message))
    return info.kind if info is not None else class_info(type(message)).kind


def class_kind(cls: type) -> str:
    """:func:`kind_of` for any message of class ``cls``.

    Args:
        cls: A class.

    Returns:
        The plain type tag of its messages, or ``""`` for another class.

    Example:
        >>> from chatschema import HumanMessageChunk
        >>> class_kind(HumanMessageChunk), class_kind(dict)
        ('human', '')
    """
    return class_info(cls).kind


def is_instance(message: Any, classes: tuple[type, ...]) -> bool:
    """``isinstance(message, classes)``, answered from the table for messages.

    Args:
        message: Any object.
        classes: A tuple of classes.

    Returns:
        Whether ``message`` is an instance of one of them.

    Example:
        >>> from chatschema import AIMessage, AIMessageChunk, HumanMessage
        >>> is_instance(AIMessageChunk("x"), (AIMessage,)), is_instance(AIMessage("x"), (HumanMessage,))
        (True, False)
    """
    info = CLASS_INFO.get(type(message)) or class_info(type(message))
    if info is NOT_A_MESSAGE:
        return isinstance(message, classes)
    bases = info.bases
    for cls in classes:
        if cls in bases:
            return True
        # Only classes with their own isinstance (ABCs, protocols) need asking; for plain
        # classes and message classes, the bases above are the whole answer.
        if type(cls) is not type and type(cls) is not MessageMeta and isinstance(message, cls):
            return True
    return False
