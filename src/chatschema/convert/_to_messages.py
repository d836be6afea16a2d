"""The input of the message utilities and converters as a list of message objects.

Every utility (``filter_messages``, ``trim_messages``, ``merge_message_runs``,
the token and buffer helpers) and every provider converter accepts messages or
message-like values; :func:`to_messages` is the one reader that gives them a
list of messages either way, copying a list of messages as it is (the common
case, checked once per class in the message-facts table).
"""

from __future__ import annotations

from typing import Any

from chatschema.convert._messages import convert_to_messages
from chatschema.errors import ValidationError, json_type_name
from chatschema.messages._base import BaseMessage
from chatschema.messages._kinds import all_messages

__all__ = ["to_messages"]


def to_messages(messages: Any, *, sequence_only: bool = False) -> list[BaseMessage]:
    """The messages as a list of message objects.

    A list or tuple of messages is copied as it is; anything else (strings,
    pairs, dicts, an iterator, a prompt value) goes through
    :func:`chatschema.convert._messages.convert_to_messages`.

    Args:
        messages: Messages or message-like values.
        sequence_only: Refuse one message, string or dict given where a sequence
            of them belongs (the provider converters take conversations only);
            otherwise a string is read as the sequence of its characters and a
            dict as its keys, as LangChain reads them.

    Returns:
        A new list of messages.

    Raises:
        ValidationError: A value cannot be turned into a message (raised by
            the conversion, with its path), or ``sequence_only`` is set and
            ``messages`` is one message, string or dict (path ``$``).

    Example:
        >>> from chatschema import HumanMessage
        >>> to_messages((HumanMessage("hi"),))
        [HumanMessage(content='hi', additional_kwargs={}, response_metadata={})]
        >>> to_messages(HumanMessage("hi"), sequence_only=True)
        Traceback (most recent call last):
        ...
        chatschema.errors.ValidationError: Expected a sequence of messages, got HumanMessage (at $)
    """
    if isinstance(messages, (list, tuple)):
        out = list(messages)
        if all_messages(out):
            return out
    elif sequence_only and isinstance(messages, (BaseMessage, str, dict)):
        raise ValidationError(f"Expected a sequence of messages, got {json_type_name(messages)}", "$")
    converted: list[BaseMessage] = convert_to_messages(messages)
    return converted
