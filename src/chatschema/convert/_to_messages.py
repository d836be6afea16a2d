"""The input of the message utilities as a list of message objects.

Every utility (``filter_messages``, ``trim_messages``, ``merge_message_runs``,
the token and buffer helpers) accepts messages or message-like values;
:func:`to_messages` gives them a list of messages either way, copying a list
of messages as it is (the common case, checked once per class).
"""

from __future__ import annotations

from typing import Any

from chatschema.convert._messages import convert_to_messages
from chatschema.messages._base import BaseMessage

__all__ = ["to_messages"]


def to_messages(messages: Any) -> list[BaseMessage]:
    """The messages as a list of message objects.

    A list of messages is copied as it is; anything else (strings, tuples,
    dicts, a prompt value) goes through
    :func:`chatschema.convert._messages.convert_to_messages`.

    Args:
        messages: Messages or message-like values.

    Returns:
        A new list of messages.

    Raises:
        ValueError: A value cannot be turned into a message (raised by the
            conversion).

    Example:
        >>> from chatschema import HumanMessage
        >>> to_messages((HumanMessage("hi"),))
        [HumanMessage(content='hi', additional_kwargs={}, response_metadata={})]
    """
    if isinstance(messages, (list, tuple)):
        out = list(messages)
        if all(map(_MESSAGE_CLASSES.__contains__, map(type, out))) or _all_messages(out):
            return out
    converted: list[BaseMessage] = convert_to_messages(messages)
    return converted


_MESSAGE_CLASSES: set[type] = set()
"""Classes seen to be message classes (``isinstance(m, BaseMessage)`` holds for their objects)."""


def _all_messages(items: list[Any]) -> bool:
    """Whether every item is a message object; remembers the message classes seen."""
    classes = set(map(type, items))
    for cls in classes - _MESSAGE_CLASSES:
        if not issubclass(cls, BaseMessage):
            return False
        _MESSAGE_CLASSES.add(cls)
    return True
