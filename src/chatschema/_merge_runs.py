"""Merge runs of consecutive messages of the same type, as ``langchain_core.messages.merge_message_runs``.

Design notes: docs/design.md, ``chatschema._merge_runs``.
"""

from __future__ import annotations

from typing import Any

import msgspec

from chatschema._extras import TABLE, extras_of
from chatschema._partial_application import supports_partial
from chatschema.convert._to_messages import to_messages
from chatschema.messages._accumulate import ChunkAccumulator
from chatschema.messages._base import BaseMessage
from chatschema.messages._join_rules import copy_json
from chatschema.messages._kinds import FAMILIES, NOT_A_MESSAGE, class_info, is_instance
from chatschema.messages._templates import build_trusted, template_for

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
            :func:`chatschema.convert._messages.convert_to_messages`).
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
    codes = "".join(map(_CODES.__getitem__, map(type, msgs)))
    if "?" in codes:  # values that are not messages yet
        msgs = to_messages(msgs)
        codes = "".join(map(_CODES.__getitem__, map(type, msgs)))
    # Only neighbours of the same family can merge: find stretches of them with
    # str.find, then split each stretch into runs, each folded by the accumulator.
    out: list[BaseMessage] | None = None
    done = 0
    for i, end in _stretches(codes):
        code = codes[i]
        while i < end:
            first = msgs[i]
            j = i + 1
            if j < end and _joins(first, type(first), msgs[j], code):
                plain = _PLAIN.get(code) or type(first)._message_class or type(first)
                j += 1
                while j < end and _joins(first, plain, msgs[j], code):
                    j += 1
                if out is None:
                    out = []
                out += msgs[done:i]
                merged = _joined_texts(msgs[i:j], code, plain, chunk_separator)
                if merged is None:
                    run: ChunkAccumulator[Any] = ChunkAccumulator(
                        msgs[i:j], separator=chunk_separator, response_metadata="first", fold="messages"
                    )
                    merged = run.message()
                out.append(merged)
                done = j
            i = j
    if out is None:
        return list(msgs)
    out += msgs[done:]
    return out


def _joined_texts(run: list[Any], code: str, cls: Any, separator: str) -> BaseMessage | None:
    """The usual run (two human turns in a row) merged here, or None: the accumulator merges it.

    A measured fast path: for a run of messages other than AI with string content, no
    ``additional_kwargs`` and no extras, the fold of ``ChunkAccumulator(fold="messages")`` comes
    down to joining the non-empty texts with ``separator`` under the first message's metadata and
    id, and setting up the accumulator costs twice this whole merge (bench/paired.py: the
    ``merge_message_runs`` rows of families (a) and (b), whose runs are such pairs).
    """
    if code == "a" or (TABLE and any(extras_of(message) is not None for message in run)):
        return None
    texts = []
    for message in run:
        text = message.content
        if type(text) is not str or message.additional_kwargs:
            return None
        if text:
            texts.append(text)
    first = run[0]
    meta = first.response_metadata
    meta = copy_json(meta) if meta else {}
    template = _TEXT_TEMPLATES.get(code)
    if template is not None:  # human and system messages
        return msgspec.structs.replace(  # type: ignore[no-any-return]
            template, content=separator.join(texts), additional_kwargs={}, response_metadata=meta, id=first.id
        )
    fields = {
        "content": separator.join(texts),
        "additional_kwargs": {},
        "response_metadata": meta,
        "id": first.id,
    }
    if code == "c":
        fields["role"] = first.role
    elif code == "f":
        fields["name"] = first.name
    return build_trusted(cls, fields)


class _Letters(dict[type, str]):
    """One letter per message class: its family (plain type tag); ``t`` for tool and remove
    messages. A message class is learned when first looked up; any other type gives ``?``."""

    def __missing__(self, cls: type) -> str:
        info = class_info(cls)
        if info is NOT_A_MESSAGE:
            return "?"
        letter = self[cls] = _LETTERS[info.kind]
        return letter


_CODES = _Letters()
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
_PLAIN = {_LETTERS[kind]: plain for kind, plain, _, _ in FAMILIES if _LETTERS[kind] != "t"}
"""The class of a merged message, by the letter of its family (outside the families: the
message class of the first message)."""
_TEXT_TEMPLATES = {
    letter: template_for(cls, frozenset(("content", "additional_kwargs", "response_metadata", "id")))
    for letter, cls in _PLAIN.items()
}
"""Templates of the merged messages :func:`_joined_texts` fills in, by letter (None: not one)."""
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
