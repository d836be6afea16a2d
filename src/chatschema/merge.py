"""Merge runs of consecutive messages of the same type, as ``langchain_core.messages.merge_message_runs``.

Design notes: docs/design.md, ``chatschema.merge``.
"""

from __future__ import annotations

import json
from typing import Any

import msgspec

from chatschema._extras import TABLE
from chatschema._partial_application import supports_partial
from chatschema.convert._to_messages import to_messages
from chatschema.messages._ai import AIMessage, AIMessageChunk
from chatschema.messages._base import BaseMessage, carry_extras
from chatschema.messages._chat import ChatMessage
from chatschema.messages._function import FunctionMessage
from chatschema.messages._human import HumanMessage
from chatschema.messages._kinds import class_kind, is_instance, kind_of
from chatschema.messages._system import SystemMessage
from chatschema.messages._templates import build_trusted, template_for
from chatschema.messages._tool_call_args import parse_tool_call_args
from chatschema.messages._tool_call_chunks import finish_server_tool_call_blocks, finish_tool_call_blocks
from chatschema.messages._usage import add_usage
from chatschema.messages.merge import (
    appends_after_list,
    best_id,
    copy_json,
    ids_agree,
    item_addition,
    joined_ints,
    keeps_string,
    mergeable_index,
)

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
    msgs: Any = messages
    try:
        if type(msgs) is not list:
            raise KeyError
        codes = "".join(map(_CODES.__getitem__, map(type, msgs)))
    except KeyError:  # not a list, or a class not seen yet
        msgs = to_messages(messages)
        _learn(msgs)
        codes = "".join(map(_CODES.__getitem__, map(type, msgs)))
    # Only neighbours of the same family can merge: find stretches of them with
    # str.find, then split each stretch into runs.
    out: list[BaseMessage] | None = None
    done = 0
    for i, end in _stretches(codes):
        code = codes[i]
        while i < end:
            first = msgs[i]
            j = i + 1
            while j < end and _joins(first, j - i, msgs[j], code):
                j += 1
            if j - i > 1:
                if out is None:
                    out = []
                out += msgs[done:i]
                merged = _merge_run(msgs[i:j], chunk_separator)
                if TABLE:  # kept, merged as chunk + merges them (LangChain drops them)
                    carry_extras(merged, msgs[i], msgs[i + 1 : j])
                out.append(merged)
                done = j
            i = j
    if out is None:
        return list(msgs)
    out += msgs[done:]
    return out


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


def _joins(first: Any, length: int, msg: Any, code: str) -> bool:
    """Whether ``msg`` continues the run of ``length`` messages from ``first`` (LangChain's
    rule, minus its three errors); both are of family ``code``, not tool or remove."""
    # After the first merge the run is a message of the plain class.
    cls = type(first) if length == 1 else _plain(type(first))
    if type(msg) is not cls and not is_instance(msg, (cls,)):
        return False
    if code == "c":
        return msg.role == first.role  # type: ignore[no-any-return]
    if code == "f":
        return msg.name == first.name  # type: ignore[no-any-return]
    return True


def _plain(cls: type[BaseMessage]) -> type[BaseMessage]:
    """The class of a merged message: the plain class of its family (``HumanMessage`` for
    ``HumanMessageChunk`` and for subclasses of either), as LangChain's round trip through
    the chunk class gives."""
    plain = _PLAIN.get(cls)
    if plain is None:
        plain = _FAMILIES.get(class_kind(cls)) or cls._message_class or cls
        _PLAIN[cls] = plain
    return plain


_PLAIN: dict[type[BaseMessage], type[BaseMessage]] = {}
_FAMILIES: dict[str, type[BaseMessage]] = {
    "human": HumanMessage,
    "ai": AIMessage,
    "system": SystemMessage,
    "function": FunctionMessage,
    "chat": ChatMessage,
}


# ---------------------------------------------------------------------------
# Growing strings


class _Rope:
    """A string being built by repeated ``+=``; joined once, when read."""

    __slots__ = ("parts",)

    def __init__(self, first: str, second: str) -> None:
        self.parts = [first, second]

    def value(self) -> str:
        if len(self.parts) != 1:
            self.parts = ["".join(self.parts)]
        return self.parts[0]


def _val(value: Any) -> Any:
    """A value with a rope read as its string."""
    return value.value() if type(value) is _Rope else value


def _kind(value: Any) -> type:
    return str if type(value) is _Rope else type(value)


def _concat(left: Any, right: str) -> _Rope:
    if type(left) is _Rope:
        left.parts.append(right)
        return left
    return _Rope(left, right)


def _done(value: Any) -> Any:
    """Read every rope in ``value`` (in place) and return it."""
    kind = type(value)
    if kind is _Rope:
        return value.value()
    if kind is dict:
        for k, v in value.items():
            if type(v) in (_Rope, dict, list):
                value[k] = _done(v)
    elif kind is list:
        for i, v in enumerate(value):
            if type(v) in (_Rope, dict, list):
                value[i] = _done(v)
    return value


# ---------------------------------------------------------------------------
# LangChain's merge rules, in place on data this module owns


class _Merger:
    """Applies ``merge_dicts``/``merge_lists`` in place, with an index table per list."""

    def __init__(self) -> None:
        self.tables: dict[int, tuple[list[Any], dict[Any, list[int]]]] = {}
        self.roped = False
        """Whether a rope was stored anywhere (else :func:`_done` has nothing to read)."""

    def _table(self, items: list[Any]) -> dict[Any, list[int]]:
        entry = self.tables.get(id(items))
        if entry is None:
            table: dict[Any, list[int]] = {}
            for i, item in enumerate(items):
                self._register(table, item, i)
            entry = self.tables[id(items)] = (items, table)
        return entry[1]

    @staticmethod
    def _register(table: dict[Any, list[int]], item: Any, position: int) -> None:
        if type(item) is dict and "index" in item:
            try:
                table.setdefault(item["index"], []).append(position)
            except TypeError:  # unhashable: never equal to an int or a string
                pass

    def append(self, items: list[Any], item: Any) -> None:
        entry = self.tables.get(id(items))
        if entry is not None:
            self._register(entry[1], item, len(items))
        items.append(item)

    def merge_dicts(self, merged: dict[str, Any], right: dict[str, Any]) -> None:
        rv: Any
        for key, rv in right.items():
            if key not in merged or (rv is not None and merged[key] is None):
                merged[key] = rv
                continue
            if rv is None:
                continue
            lv = merged[key]
            right_kind: type = type(rv)
            if _kind(lv) is not right_kind:
                raise TypeError(
                    f'additional_kwargs["{key}"] already exists in this message, but with a different type.'
                )
            if _kind(lv) is str or isinstance(lv, str):
                if keeps_string(key, _val(lv), rv):
                    continue
                merged[key] = _concat(lv, rv)
                self.roped = True
            elif isinstance(lv, dict):
                self.merge_dicts(lv, rv)
            elif isinstance(lv, list):
                self.merge_lists(lv, rv)
            elif lv == rv:
                continue
            elif isinstance(lv, bool):
                raise TypeError(
                    f"Additional kwargs key {key} already exists in left dict and "
                    f"value has unsupported type {type(lv)}."
                )
            elif isinstance(lv, int):
                merged[key] = joined_ints(key, lv, rv)
            else:
                raise TypeError(
                    f"Additional kwargs key {key} already exists in left dict and "
                    f"value has unsupported type {type(lv)}."
                )

    def merge_lists(self, merged: list[Any], other: list[Any]) -> None:
        for e in other:
            index = e.get("index") if type(e) is dict else None
            if not (type(e) is dict and "index" in e and mergeable_index(index)):
                self.append(merged, e)
                continue
            target = self._find(merged, e)
            if target is None:
                self.append(merged, e)
                continue
            left = merged[target]
            self.merge_dicts(left, item_addition(_val(left.get("type")), e))

    def _find(self, merged: list[Any], e: dict[str, Any]) -> int | None:
        """The first item of ``merged`` that LangChain's ``merge_lists`` merges ``e`` into."""
        try:
            positions = self._table(merged).get(e["index"], ())
        except TypeError:
            positions = ()
        found = None
        right_id = e.get("id")
        for i in positions:
            left = merged[i]
            # Every item with the index is looked at, as merge_lists does, so an
            # unhashable id raises wherever it is.
            if (
                type(left) is dict
                and "index" in left
                and left["index"] == e["index"]
                and ids_agree(_val(left.get("id")), right_id)
                and found is None
            ):
                found = i
        return found


class _Content:
    """The content of the merged message, as ``merge_content`` would build it."""

    def __init__(self, first: Any) -> None:
        """Start from ``first``, which the caller owns (a copy)."""
        self.parts: list[str] | None = None
        self.items: list[Any] | None = None
        if isinstance(first, str):
            self.parts = [first]
            self.nonempty = bool(first)
        else:
            self.items = first
            self.nonempty = False

    def add(self, content: Any, separator: str, merger: _Merger) -> None:
        """Merge ``content`` (owned by the caller) after the content so far."""
        if self.parts is not None:
            if isinstance(content, str):
                if self.nonempty and content:
                    self.parts.append(separator)
                self.parts.append(content)
                self.nonempty = self.nonempty or bool(content)
                return
            # A string followed by a list: the string becomes the first item.
            self.items = ["".join(self.parts), *content]
            self.parts = None
            return
        items = self.items
        assert items is not None
        if isinstance(content, list):
            merger.merge_lists(items, content)
        elif items and isinstance(items[-1], (str, _Rope)):
            items[-1] = _concat(items[-1], content)
            merger.roped = True
        elif appends_after_list(items, content):
            merger.append(items, content)

    def result(self, roped: bool) -> Any:
        """The merged content; ``roped``: whether ropes may be in it."""
        if self.parts is not None:
            return "".join(self.parts)
        return _done(self.items) if roped else self.items


# ---------------------------------------------------------------------------
# Runs


_STRING_FIELDS = frozenset(("content", "additional_kwargs", "response_metadata", "id"))
_STRING_TEMPLATES: dict[type, Any] = {}
"""Templates of the merged classes whose messages the quick string merge fills in (None: not one)."""
_UNKNOWN: Any = object()


def _string_template(cls: Any) -> Any:
    """The template of ``cls`` for messages given exactly ``_STRING_FIELDS``, or None."""
    template = _STRING_TEMPLATES.get(cls, _UNKNOWN)
    if template is _UNKNOWN:
        template = _STRING_TEMPLATES[cls] = template_for(cls, _STRING_FIELDS)
    return template


def _merge_run(run: list[BaseMessage], separator: str) -> BaseMessage:
    first: Any = run[0]
    kind = kind_of(first)
    cls: Any = _plain(type(first))
    if kind != "ai":
        # The usual run: string contents and no additional kwargs.
        texts = []
        m: Any
        for m in run:
            text = m.content
            if type(text) is not str or m.additional_kwargs:
                break
            if text:
                texts.append(text)
        else:
            meta = first.response_metadata
            meta = copy_json(meta) if meta else {}
            template = _string_template(cls)
            if template is not None:  # human and system messages
                return msgspec.structs.replace(  # type: ignore[no-any-return]
                    template,
                    content=separator.join(texts),
                    additional_kwargs={},
                    response_metadata=meta,
                    id=first.id,
                )
            fields: dict[str, Any] = {
                "content": separator.join(texts),
                "additional_kwargs": {},
                "response_metadata": meta,
                "id": first.id,
            }
            if kind == "chat":
                fields["role"] = first.role
            elif kind == "function":
                fields["name"] = first.name
            return build_trusted(cls, fields)
    merger = _Merger()
    ai = _AIState(first) if kind == "ai" else None
    content = _Content(_chunk_content(first) if ai else copy_json(first.content))
    extra: dict[str, Any] = copy_json(first.additional_kwargs)
    for m in run[1:]:
        content.add(_chunk_content(m) if ai else copy_json(m.content), separator, merger)
        if m.additional_kwargs:
            merger.merge_dicts(extra, copy_json(m.additional_kwargs))
        if ai is not None:
            ai.add(m, content)
    meta = first.response_metadata
    fields = {
        "content": content.result(merger.roped),
        "additional_kwargs": _done(extra) if merger.roped else extra,
        "response_metadata": copy_json(meta) if meta else {},
        "id": first.id,
    }
    if ai is None and kind != "chat" and kind != "function":
        template = _string_template(cls)
        if template is not None:  # human and system messages
            return msgspec.structs.replace(  # type: ignore[no-any-return]
                template,
                content=fields["content"],
                additional_kwargs=fields["additional_kwargs"],
                response_metadata=fields["response_metadata"],
                id=fields["id"],
            )
    if kind == "chat":
        fields["role"] = first.role
    elif kind == "function":
        fields["name"] = first.name
    elif ai is not None:
        fields.update(ai.result())
        raw = fields["additional_kwargs"].get("tool_calls")
        if not (fields["tool_calls"] or fields["invalid_tool_calls"]) and isinstance(raw, list) and raw:
            # The constructor reads OpenAI-style tool calls from additional_kwargs.
            return cls(**fields)  # type: ignore[no-any-return]
    # The values are in the form the constructor would give them (tool calls
    # tagged, keys in LangChain's order).
    return build_trusted(cls, fields)


# -- AI messages -------------------------------------------------------------


def _chunk_content(message: Any) -> Any:
    """A copy of the content of an AI message, as the ``AIMessageChunk`` built from it holds it."""
    content = copy_json(message.content)
    if (
        isinstance(content, list)
        and getattr(message, "chunk_position", None) == "last"
        and message.response_metadata.get("output_version") == "v1"
    ):
        own = getattr(message, "tool_call_chunks", None)
        by_id = None
        if own:
            calls, _ = _parse_chunks(_chunks_of(message))
            by_id = {call["id"]: call for call in calls}
        _finish_v1(content, by_id)
    return content


def _chunks_of(message: Any) -> list[dict[str, Any]]:
    """The tool call chunks LangChain's ``AIMessageChunk`` gets when built from ``message``."""
    own = getattr(message, "tool_call_chunks", None)
    if own:
        return [_chunk(c.get("name"), c.get("args"), c.get("id"), c.get("index")) for c in own]
    if message.tool_calls or message.invalid_tool_calls:
        made = [_chunk(c["name"], json.dumps(c["args"]), c["id"], None) for c in message.tool_calls]
        made += [_chunk(c["name"], c["args"], c["id"], None) for c in message.invalid_tool_calls]
        return made
    raw = message.additional_kwargs.get("tool_calls")
    if raw:
        # OpenAI-style calls that did not parse into tool calls: the chunk reads them with
        # LangChain's chunk parser and refuses chunks of the wrong types (arguments that
        # are an object, say), so build it.
        chunk = AIMessageChunk(content="", additional_kwargs={"tool_calls": raw})
        return [_chunk(c["name"], c["args"], c["id"], c["index"]) for c in chunk.tool_call_chunks]
    return []


def _chunk(name: Any, args: Any, call_id: Any, index: Any) -> dict[str, Any]:
    return {"name": name, "args": args, "id": call_id, "index": index, "type": "tool_call_chunk"}


def _parse_chunks(chunks: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Tool calls and invalid tool calls from chunks, as ``AIMessageChunk`` parses them."""
    calls: list[dict[str, Any]] = []
    invalid: list[dict[str, Any]] = []
    for chunk in chunks:
        name, args, call_id = _val(chunk["name"]), _val(chunk["args"]), _val(chunk["id"])
        parsed = parse_tool_call_args(args)
        if parsed is not None:
            calls.append({"name": name or "", "args": parsed, "id": call_id, "type": "tool_call"})
        else:
            # in the constructor's key order
            invalid.append(
                {"type": "invalid_tool_call", "id": call_id, "name": name, "args": args, "error": None}
            )
    return calls, invalid


class _AIState:
    """Tool calls, usage, id and the v1 content rewrite of a run of AI messages."""

    def __init__(self, first: Any) -> None:
        self.first = first
        self.pending: list[dict[str, Any]] | None = _chunks_of(first)
        """The first message's chunks, until the second message is merged with them."""
        self.calls: list[dict[str, Any]] = []
        self.invalid: list[dict[str, Any]] = []
        self.by_id: dict[Any, dict[str, Any]] = {}
        self.usage: Any = copy_json(first.usage_metadata)
        self.ids: list[Any] = [first.id]
        self.v1 = first.response_metadata.get("output_version") == "v1"

    def add(self, msg: Any, content: _Content) -> None:
        chunks = _chunks_of(msg)
        merged: list[dict[str, Any]] = []
        if self.pending is not None:
            merged = self.pending
            self.pending = None
        # Chunks of the merged-so-far message carry no index after the first
        # step, so only the new message's own chunks can merge (among themselves).
        _Merger().merge_lists(merged, chunks)
        calls, invalid = _parse_chunks(merged)
        self.calls += calls
        self.invalid += invalid
        for call in calls:
            self.by_id[call["id"]] = call
        if self.usage or msg.usage_metadata is not None:
            self.usage = add_usage(self.usage, copy_json(msg.usage_metadata))
        self.ids.append(msg.id)
        last = getattr(msg, "chunk_position", None) == "last" or (
            len(self.ids) == 2 and getattr(self.first, "chunk_position", None) == "last"
        )
        if last and self.v1 and content.items is not None:
            _finish_v1(content.items, self.by_id if (self.calls or self.invalid) else None)

    def result(self) -> dict[str, Any]:
        return {
            "tool_calls": [copy_json(c) for c in self.calls],
            "invalid_tool_calls": self.invalid,
            "usage_metadata": self.usage,
            "id": best_id(self.ids),
        }


def _finish_v1(items: list[Any], by_id: dict[Any, dict[str, Any]] | None) -> None:
    """What a final (``chunk_position="last"``) v1 ``AIMessageChunk`` does to its content."""
    if by_id is not None:
        finish_tool_call_blocks(items, by_id, read=_val, copy=copy_json)
    finish_server_tool_call_blocks(items, read=_val)
