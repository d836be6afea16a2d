"""Merge runs of consecutive messages of the same type, as ``langchain_core.messages.merge_message_runs``.

Design notes: docs/design.md, ``chatschema.merge``.
"""

from __future__ import annotations

from itertools import repeat
from typing import Any

from chatschema._partial_application import supports_partial
from chatschema.convert.to_messages import to_messages
from chatschema.messages.accumulate import ChunkAccumulator, plain_class
from chatschema.messages.base import BaseMessage
from chatschema.messages.kinds import class_kind, is_instance

__all__ = ["merge_message_runs"]


@supports_partial
def merge_message_runs(messages: Any, *, chunk_separator: str = "\n") -> list[BaseMessage]:
    r"""Merge each run of consecutive messages of the same type into one message.

    The result equals LangChain's ``merge_message_runs`` for the same input
    (see the module notes for what happens to each field), with the merge
    rules of chunk ``+`` (see docs/compat.md), in time linear in the size of
    the input. Tool messages are never merged: each answers its own tool
    call. A message of a chunk class (``HumanMessageChunk``) only
    starts a run with further chunks of its class; merged messages are
    always of the plain class (``HumanMessage``). Messages that are not
    merged are returned as they are, not copied; inputs are never changed.

    Three cases where LangChain raises an error instead keep the messages
    apart: consecutive ``ChatMessage``\ s with different roles,
    consecutive ``FunctionMessage``\ s with different names, and
    consecutive ``RemoveMessage``\ s.

    Called without messages (only keyword arguments), returns a callable
    that merges the messages it is given.

    Args:
        messages: Messages or message-like values (converted with
            :func:`chatschema.convert.messages.convert_to_messages`).
        chunk_separator: Put between two string contents when both are non-empty.

    Returns:
        The messages with each run merged.

    Raises:
        TypeError: Two messages hold the same ``additional_kwargs`` key (or
            block key) with values of different types, or values that cannot
            be merged, as in LangChain.
        ValueError: A value cannot be turned into a message.

    Example:
        >>> from chatschema import AIMessage, HumanMessage, SystemMessage
        >>> merged = merge_message_runs([
        ...     SystemMessage("you're a good assistant."),
        ...     HumanMessage("what's your favorite color", id="foo"),
        ...     HumanMessage("wait your favorite food", id="bar"),
        ...     AIMessage("my favorite colo", id="baz",
        ...               tool_calls=[{"name": "blah_tool", "args": {"x": 2}, "id": "123"}]),
        ...     AIMessage([{"type": "text", "text": "my favorite dish is lasagna"}], id="blur",
        ...               tool_calls=[{"name": "blah_tool", "args": {"x": -10}, "id": "456"}]),
        ... ])
        >>> merged[1].content, merged[1].id
        ("what's your favorite color\nwait your favorite food", 'foo')
        >>> merged[2].content
        ['my favorite colo', {'type': 'text', 'text': 'my favorite dish is lasagna'}]
        >>> [call["id"] for call in merged[2].tool_calls]
        ['123', '456']
    """
    if not messages:
        return []
    msgs: Any = messages if type(messages) is list else to_messages(messages)
    codes = _codes(msgs)
    if codes is None:  # a class not seen yet, or values that are not messages
        msgs = to_messages(msgs)
        _learn(msgs)
        codes = "".join(map(_CODES.__getitem__, map(type, msgs)))
    # Only neighbours of the same family can merge: find stretches of them with
    # str.find, then split each stretch into runs, each folded by the accumulator.
    out: list[BaseMessage] | None = None
    done = 0
    for i, end in _stretches(codes):
        code = codes[i]
        while i < end:
            first = msgs[i]
            plain = plain_class(first)
            j = i + 1
            while j < end and _joins(first, plain if j - i > 1 else type(first), msgs[j], code):
                j += 1
            if j - i > 1:
                if out is None:
                    out = []
                out += msgs[done:i]
                run: ChunkAccumulator[Any] = ChunkAccumulator(
                    msgs[i:j], separator=chunk_separator, response_metadata="first", fold="messages"
                )
                out.append(run.message())
                done = j
            i = j
    if out is None:
        return list(msgs)
    out += msgs[done:]
    return out


def _codes(messages: list[Any]) -> str | None:
    """One letter per message (see ``_CODES``), or None when a class is not in ``_CODES`` yet."""
    codes = "".join(map(_CODES.get, map(type, messages), repeat("?")))
    return None if "?" in codes else codes


_CODES: dict[type, str] = {}
"""One letter per message class: its family (plain type tag); ``t`` for tool and remove messages."""
_LETTERS = {
    "human": "h",
    "ai": "a",
    "system": "s",
    "function": "f",
    "chat": "c",
    "": "x",
    "tool": "t",
    "remove": "t",
}
_PAIRS = tuple(letter * 2 for letter in "hasfcx")


def _stretches(codes: str) -> list[tuple[int, int]]:
    """Where two or more neighbours of one family (other than ``t``) stand: (start, end), in order."""
    out = []
    size = len(codes)
    for pair in _PAIRS:
        start = codes.find(pair)
        while start >= 0:
            letter = pair[0]
            end = start + 2
            while end < size and codes[end] == letter:
                end += 1
            out.append((start, end))
            start = codes.find(pair, end)
    out.sort()
    return out


def _learn(messages: list[BaseMessage]) -> None:
    """Add the classes of ``messages`` (all message objects) to ``_CODES``."""
    for cls in set(map(type, messages)) - _CODES.keys():
        _CODES[cls] = _LETTERS[class_kind(cls)]


def _joins(first: Any, cls: type, msg: Any, code: str) -> bool:
    """Whether ``msg`` continues the run from ``first`` (LangChain's rule, minus its three
    errors): ``msg`` is a ``cls`` (the class of ``first`` for the second message, the plain
    class of the run after it), with the same role or name; both are of family ``code``."""
    if type(msg) is not cls and not is_instance(msg, (cls,)):
        return False
    if code == "c":
        return msg.role == first.role  # type: ignore[no-any-return]
    if code == "f":
        return msg.name == first.name  # type: ignore[no-any-return]
    return True
