"""Select messages by name, type, id or tool call, as ``langchain_core.messages.filter_messages``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from chatschema._partial import is_instance, kind_of, supports_partial, to_messages
from chatschema.messages.base import BaseMessage

__all__ = ["filter_messages", "is_message_type"]

MessageTypes = str | type[BaseMessage] | Sequence[str | type[BaseMessage]]
"""A type tag (``"human"``, ``"AIMessageChunk"``), a message class, or a sequence of them."""


def is_message_type(message: BaseMessage, types: MessageTypes) -> bool:
    """Whether ``message`` has one of the type tags or is an instance of one of the classes.

    Args:
        message: The message to test.
        types: A type tag such as ``"human"`` (compared with ``message.type``,
            so ``"ai"`` does not match an ``AIMessageChunk``), a message class
            (``isinstance``, so ``AIMessage`` matches chunks too), or a
            sequence of them.

    Returns:
        True when one of them matches.

    Example:
        >>> from chatschema import AIMessage, AIMessageChunk
        >>> is_message_type(AIMessageChunk("x"), "ai"), is_message_type(AIMessageChunk("x"), AIMessage)
        (False, True)
    """
    wanted = [types] if isinstance(types, (str, type)) else types
    tags = [t for t in wanted if isinstance(t, str)]
    classes = tuple(t for t in wanted if isinstance(t, type))
    return message.type in tags or is_instance(message, classes)


@supports_partial
def filter_messages(
    messages: Any,
    *,
    include_names: Sequence[str] | None = None,
    exclude_names: Sequence[str] | None = None,
    include_types: Sequence[str | type[BaseMessage]] | None = None,
    exclude_types: Sequence[str | type[BaseMessage]] | None = None,
    include_ids: Sequence[str] | None = None,
    exclude_ids: Sequence[str] | None = None,
    exclude_tool_calls: Sequence[str] | bool | None = None,
) -> list[BaseMessage]:
    """Keep the messages that match an ``include_*`` condition and no ``exclude_*`` condition.

    With no ``include_*`` condition, every message not excluded is kept.
    Types are type tags (``"system"``, ``"human"``, ``"ai"``, ...) or message
    classes; see :func:`is_message_type`.

    ``exclude_tool_calls=True`` drops every AI message that has tool calls
    and every tool message. A list, tuple or set of tool call ids drops the
    tool messages answering those calls and removes the calls from AI
    messages, together with their ``tool_use`` content blocks; an AI
    message left with no tool calls is dropped. Messages are never
    changed in place: a changed message is a copy.

    Called without messages (only keyword arguments), returns a callable
    that applies the filter to the messages it is given.

    Args:
        messages: Messages or message-like values (converted with
            :func:`chatschema.convert.messages.convert_to_messages`).
        include_names: Keep messages with one of these names.
        exclude_names: Drop messages with one of these names.
        include_types: Keep messages of one of these types.
        exclude_types: Drop messages of one of these types.
        include_ids: Keep messages with one of these ids.
        exclude_ids: Drop messages with one of these ids.
        exclude_tool_calls: ``True``, or the ids of the tool calls to remove.

    Returns:
        The kept messages, in their order.

    Raises:
        ValueError: A value cannot be turned into a message.

    Example:
        >>> from chatschema import AIMessage, HumanMessage, SystemMessage
        >>> messages = [
        ...     SystemMessage("you're a good assistant."),
        ...     HumanMessage("what's your name", id="foo", name="example_user"),
        ...     AIMessage("steve-o", id="bar", name="example_assistant"),
        ...     HumanMessage("what's your favorite color", id="baz"),
        ... ]
        >>> kept = filter_messages(
        ...     messages,
        ...     include_names=("example_user", "example_assistant"),
        ...     include_types=("system",),
        ...     exclude_ids=("bar",),
        ... )
        >>> [m.text for m in kept]
        ["you're a good assistant.", "what's your name"]
    """
    kept: list[BaseMessage] = []
    by_ids = isinstance(exclude_tool_calls, (list, tuple, set))
    dropped: Any = exclude_tool_calls
    for message in to_messages(messages):
        msg: Any = message
        name = msg.name
        msg_id = msg.id
        if (
            (exclude_names and name in exclude_names)
            or (exclude_types and is_message_type(msg, exclude_types))
            or (exclude_ids and msg_id in exclude_ids)
        ):
            continue
        kind = kind_of(msg)
        if exclude_tool_calls is True and ((kind == "ai" and msg.tool_calls) or kind == "tool"):
            continue
        if by_ids:
            if kind == "ai" and msg.tool_calls:
                calls = [call for call in msg.tool_calls if call.get("id") not in dropped]
                if not calls:
                    continue
                content: Any = msg.content
                if isinstance(content, list):
                    content = [
                        block
                        for block in content
                        if not isinstance(block, dict)
                        or block.get("type") != "tool_use"
                        or block.get("id") not in dropped
                    ]
                msg = msg.model_copy(update={"tool_calls": calls, "content": content})
            elif kind == "tool" and msg.tool_call_id in dropped:
                continue
        if (
            not (include_types or include_ids or include_names)
            or (include_names and name in include_names)
            or (include_types and is_message_type(msg, include_types))
            or (include_ids and msg_id in include_ids)
        ):
            kept.append(msg)
    return kept
