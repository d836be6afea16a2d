"""The plain type tag of a message's class, and ``isinstance`` on message classes, cached per class.

``isinstance`` on message classes runs Python code (chunks count as
instances of their message class), which is slow in loops over long
conversations; the utilities ask these functions instead.
"""

from __future__ import annotations

from typing import Any

from chatschema.messages._ai import AIMessage
from chatschema.messages._base import BaseMessage
from chatschema.messages._chat import ChatMessage
from chatschema.messages._function import FunctionMessage
from chatschema.messages._human import HumanMessage
from chatschema.messages._remove import RemoveMessage
from chatschema.messages._system import SystemMessage
from chatschema.messages._tool import ToolMessage

__all__ = ["class_kind", "is_instance", "kind_of"]

_KINDS: dict[type, str] = {}
_SUBCLASS: dict[tuple[type, tuple[type, ...]], bool] = {}
_ORDER = (
    (HumanMessage, "human"),
    (AIMessage, "ai"),
    (SystemMessage, "system"),
    (FunctionMessage, "function"),
    (ToolMessage, "tool"),
    (ChatMessage, "chat"),
    (RemoveMessage, "remove"),
)
"""The message classes, in the order :func:`class_kind` checks them."""


def kind_of(message: BaseMessage) -> str:
    """The plain type tag of a message's class: ``"ai"`` for ``AIMessage`` and ``AIMessageChunk``.

    The same answer as a chain of ``isinstance`` checks (human, ai, system,
    function, tool, chat, remove), cached per class: ``isinstance`` on
    message classes runs Python code (chunks count as instances of their
    message class), which is slow in loops over long conversations.

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
    cls = type(message)
    kind = _KINDS.get(cls)
    if kind is None:
        kind = class_kind(cls)
        if isinstance(message, BaseMessage):
            _KINDS[cls] = kind
    return kind


def class_kind(cls: type) -> str:
    """:func:`kind_of` for any message of class ``cls`` (not cached).

    Args:
        cls: A class.

    Returns:
        The plain type tag of its messages, or ``""`` for another class.

    Example:
        >>> from chatschema import HumanMessageChunk
        >>> class_kind(HumanMessageChunk), class_kind(dict)
        ('human', '')
    """
    return next((tag for klass, tag in _ORDER if issubclass(cls, klass)), "")


def is_instance(message: Any, classes: tuple[type, ...]) -> bool:
    """``isinstance(message, classes)``, cached per class of ``message``.

    Args:
        message: Any object.
        classes: A tuple of classes.

    Returns:
        Whether ``message`` is an instance of one of them.

    Example:
        >>> from chatschema import AIMessage, AIMessageChunk
        >>> is_instance(AIMessageChunk("x"), (AIMessage,))
        True
    """
    key = (type(message), classes)
    found = _SUBCLASS.get(key)
    if found is None:
        found = _SUBCLASS[key] = isinstance(message, classes)
    return found
