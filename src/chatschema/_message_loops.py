"""Tight loops shared by the buffer, token and trim utilities.

``get_buffer_string``, ``count_tokens_approximately`` and ``trim_messages``
look at every message of a conversation, so their per-message cost matters.
Here one lookup in the message-facts table
(:data:`chatschema.messages._kinds.CLASS_INFO`) gives what they need to know
about a message's class (its kind, whether its ``.text`` is the standard
one, the length of its OpenAI role), and the loops avoid a function call
per message where they can. Every function gives exactly
what the straightforward code gives; the fast paths only skip work whose
result is known.
"""

from __future__ import annotations

import math
from typing import Any

from chatschema.messages._kinds import CLASS_INFO, info_of

__all__ = [
    "approx_chars",
    "approx_check",
    "approx_counts",
    "ceil_tokens",
    "tool_calls_repr",
    "tool_calls_repr_len",
]


def tool_calls_repr(calls: list[Any]) -> str:
    """``repr`` of tool calls as LangChain holds them (:func:`chatschema._tokens.langchain_tool_calls`).

    Written from the ``repr`` of each call's name, arguments and id, which is
    the same text as the ``repr`` of the list of LangChain-shaped dicts,
    without building them.

    Args:
        calls: The ``tool_calls`` of an AI message.

    Returns:
        The text.

    Example:
        >>> tool_calls_repr([{"id": "1", "name": "f", "args": {}}])
        "[{'name': 'f', 'args': {}, 'id': '1', 'type': 'tool_call'}]"
    """
    inner = ", ".join(
        [
            f"{{'name': {call.get('name')!r}, 'args': {call.get('args')!r}, "
            f"'id': {call.get('id')!r}, 'type': 'tool_call'}}"
            for call in calls
        ]
    )
    return f"[{inner}]"


_CALL_CHARS = len("{'name': , 'args': , 'id': , 'type': 'tool_call'}, ")
"""Characters of one call in :func:`tool_calls_repr` besides its values (with its share of ``[]``/``, ``)."""


def tool_calls_repr_len(calls: list[Any]) -> int:
    """``len(tool_calls_repr(calls))``, without building the text.

    Args:
        calls: The ``tool_calls`` of an AI message.

    Returns:
        The length.

    Example:
        >>> calls = [{"id": "1", "name": "f", "args": {"q": 1}}, {"id": "2", "name": "g", "args": {}}]
        >>> tool_calls_repr_len(calls) == len(tool_calls_repr(calls))
        True
    """
    n = 0
    for call in calls:
        n += len(repr(call.get("name"))) + len(repr(call.get("args"))) + len(repr(call.get("id")))
    return n + _CALL_CHARS * len(calls)


def block_chars(block: Any) -> int:
    """Characters the approximate count gives one item of list content; -1 for an image block."""
    if isinstance(block, str):
        return len(block)
    if isinstance(block, dict):
        block_type = block.get("type", "")
        if block_type in ("image", "image_url"):
            return -1
        if block_type == "text":
            return len(block.get("text", ""))
    return len(repr(block))


def _list_chars(content: Any) -> tuple[int, int]:
    """Characters counted for list content, and its number of image blocks."""
    chars = 0
    images = 0
    for block in content:
        n = block_chars(block)
        if n < 0:
            images += 1
        else:
            chars += n
    return chars, images


def _role_chars(message: Any, kind: str) -> int:
    """Length of the OpenAI role of a system or chat message (raises for other kinds)."""
    if kind == "system":
        role = message.additional_kwargs.get("__openai_role__", "system")
        if not isinstance(role, str):
            raise TypeError(f"Expected '__openai_role__' to be a str, got {type(role).__name__}")
        return len(role)
    if kind == "chat":
        return len(message.role)
    raise ValueError(f"Unknown BaseMessage type {message.__class__}.")


def approx_chars(messages: list[Any], count_name: bool) -> tuple[list[int], dict[int, int]]:
    """The characters ``count_tokens_approximately`` counts for each message, and image counts.

    Args:
        messages: Messages.
        count_name: Count message names.

    Returns:
        ``chars[i]`` for every message, and ``{i: number of image blocks}``
        for the messages that have image blocks.

    Raises:
        TypeError: A system message has a ``__openai_role__`` that is not a string.
        ValueError: A message has no OpenAI role (``RemoveMessage``).

    Example:
        >>> from chatschema import AIMessage, HumanMessage
        >>> approx_chars([HumanMessage("Hello there"), AIMessage("Hi!", name="bot")], True)
        ([15, 15], {})
    """
    info = CLASS_INFO
    chars: list[int] = []
    images: dict[int, int] = {}
    append = chars.append
    for message in messages:
        entry = info.get(type(message))
        if entry is None:
            entry = info_of(message)
        content = message.content
        if type(content) is str:
            n = len(content)
        elif isinstance(content, list):
            n, found = _list_chars(content)
            if found:
                images[len(chars)] = found
        elif isinstance(content, str):
            n = len(content)
        else:
            n = len(repr(content))
        kind = entry.kind
        role = entry.role_chars
        if kind == "ai":
            calls = message.tool_calls
            if calls and not isinstance(content, list):
                n += _CALL_CHARS * len(calls)
                for call in calls:
                    get = call.get
                    n += len(repr(get("name"))) + len(repr(get("args"))) + len(repr(get("id")))
        elif kind == "tool":
            n += len(message.tool_call_id)
        elif role < 0:
            role = _role_chars(message, kind)
        name = message.name
        if name and count_name:
            n += len(name)
        append(n + role)
    return chars, images


def approx_check(messages: list[Any]) -> None:
    """Raise what :func:`approx_chars` raises for a role, name or tool call id it cannot count.

    ``trim_messages`` counts only as many messages as it needs; LangChain
    counts all of them first, so this keeps its errors for the rest.

    Args:
        messages: Messages.

    Raises:
        TypeError: A system message has a ``__openai_role__`` that is not a string.
        ValueError: A message has no OpenAI role (``RemoveMessage``).

    Example:
        >>> from chatschema import HumanMessage, RemoveMessage
        >>> approx_check([HumanMessage("hi")])
        >>> approx_check([RemoveMessage(id="1")])
        Traceback (most recent call last):
        ...
        ValueError: Unknown BaseMessage type <class 'chatschema.messages._remove.RemoveMessage'>.
    """
    info = CLASS_INFO
    for message in messages:
        entry = info.get(type(message))
        if entry is None:
            entry = info_of(message)
        kind = entry.kind
        if kind == "tool":
            if type(message.tool_call_id) is not str:
                len(message.tool_call_id)
        elif entry.role_chars < 0:
            _role_chars(message, kind)
        name = message.name
        if name and type(name) is not str:
            len(name)


def approx_counts(messages: list[Any]) -> list[int]:
    """The default approximate token count of each message (4 characters a token, 3 extra, 85 an image).

    Args:
        messages: Messages.

    Returns:
        ``count_tokens_approximately([message])`` for each message.

    Raises:
        TypeError: As :func:`approx_chars`.
        ValueError: As :func:`approx_chars`.

    Example:
        >>> from chatschema import HumanMessage
        >>> approx_counts([HumanMessage("Hello there"), HumanMessage("x" * 40)])
        [7, 14]
    """
    chars, images = approx_chars(messages, True)
    counts = [3 - (-n // 4) for n in chars]
    for i, found in images.items():
        counts[i] += 85 * found
    return counts


def ceil_tokens(chars: int, chars_per_token: float) -> int:
    """``math.ceil(chars / chars_per_token)``, in integer arithmetic when ``chars_per_token`` is 4.

    Args:
        chars: A character count.
        chars_per_token: Characters per token.

    Returns:
        The tokens, rounded up.

    Example:
        >>> ceil_tokens(9, 4.0), ceil_tokens(9, 2.5)
        (3, 4)
    """
    if chars_per_token == 4 and chars < 1 << 53:
        return -(-chars // 4)
    return math.ceil(chars / chars_per_token)
