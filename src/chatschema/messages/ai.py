"""Messages produced by the model, with tool calls and token usage."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import msgspec

from chatschema.messages.base import BaseMessage, BaseMessageChunk
from chatschema.messages.partial_json import parse_tool_call_args
from chatschema.validation import convert_checked
from chatschema_generated import messages as g
from chatschema_generated.registry import TYPES

if TYPE_CHECKING:
    from chatschema_generated.typed.content_blocks import ContentBlock

__all__ = ["AIMessage", "AIMessageChunk"]

_CALL_LISTS = ("tool_calls", "invalid_tool_calls", "tool_call_chunks")


# LangChain rebuilds each entry with its factory function: these are the key
# orders those functions write, and the keys they fill with None when missing.
_CANONICAL: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "tool_call": (("name", "args", "id", "type"), ()),
    "invalid_tool_call": (("type", "id", "name", "args", "error"), ("id", "name", "args", "error")),
    "tool_call_chunk": (("name", "args", "id", "index", "type"), ("name", "args", "id", "index")),
}


def _tagged(items: Any, tag: str) -> Any:
    """Copies of the dicts in ``items`` in LangChain's form, with ``type`` set to ``tag``.

    Keys come in the order LangChain's factories write them, missing optional
    ones are filled with None as LangChain does, and any other keys (such as
    ``extras``, which LangChain drops) are kept after them.
    """
    if not isinstance(items, list):
        return items  # the schema check reports the wrong type
    order, filled = _CANONICAL[tag]
    out = []
    for item in items:
        if not isinstance(item, dict):
            out.append(item)
            continue
        entry: dict[str, Any] = {key: None for key in filled if key not in item}
        entry.update(item)
        entry["type"] = tag
        ordered = {key: entry[key] for key in order if key in entry}
        ordered.update((key, value) for key, value in entry.items() if key not in ordered)
        out.append(ordered)
    return out


_RAW_CALL_ERRORS = (KeyError, TypeError, AttributeError, IndexError, ValueError, RecursionError)
"""What reading raw OpenAI tool calls can raise on malformed input (LangChain gives up on all of them)."""


def _parse_raw_openai_calls(raw: list[Any], *, chunks: bool) -> dict[str, Any]:
    """Read OpenAI-style ``additional_kwargs["tool_calls"]`` into standard lists.

    As in LangChain, the reading is best-effort and all-or-nothing: an entry
    without a ``function`` key is skipped (a chunk gets one with no name and
    arguments), arguments that are not valid JSON text make an invalid tool
    call, and anything else that is malformed (a ``function`` without
    ``name`` or ``arguments``, arguments that are not a string, an entry that
    is not an object) leaves the message without parsed calls: the result is
    then empty and the raw calls stay in ``additional_kwargs`` only.
    """
    try:
        return _read_raw_openai_calls(raw, chunks=chunks)
    except _RAW_CALL_ERRORS:
        return {}


def _read_raw_openai_calls(raw: list[Any], *, chunks: bool) -> dict[str, Any]:
    """:func:`_parse_raw_openai_calls`, raising on the first malformed entry."""
    if chunks:
        out = []
        for call in raw:
            name = args = None
            if "function" in call:
                fn = call["function"]
                args, name = fn["arguments"], fn["name"]
            out.append(
                {
                    "name": name,
                    "args": args,
                    "id": call.get("id"),
                    "index": call.get("index"),
                    "type": "tool_call_chunk",
                }
            )
        return {"tool_call_chunks": out}
    calls, invalid = [], []
    for call in raw:
        if "function" not in call:
            continue
        fn = call["function"]
        name = fn["name"]
        text = fn["arguments"]
        try:
            args = json.loads(text)
        except json.JSONDecodeError:
            invalid.append(
                {"name": name, "args": text, "id": call.get("id"), "error": None, "type": "invalid_tool_call"}
            )
            continue
        calls.append({"name": name or "", "args": args or {}, "id": call.get("id"), "type": "tool_call"})
    return {"tool_calls": calls, "invalid_tool_calls": invalid}


def _prepare_ai(kwargs: dict[str, Any], blocks: list[Any] | None) -> dict[str, Any]:
    """The constructor's arguments as fields: ``tool_call`` blocks of ``content_blocks=`` are tool calls."""
    if blocks is not None and "tool_calls" not in kwargs:
        picked = [b for b in blocks if isinstance(b, dict) and b.get("type") == "tool_call"]
        if picked:
            kwargs["tool_calls"] = picked
    return kwargs


_TOOL_CALL_KEYS = _CANONICAL["tool_call"][0]


def _is_canonical(item: dict[str, Any], tag: str) -> bool:
    """Whether a (valid) tool call entry is already in the form :func:`_tagged` gives."""
    keys = tuple(item)
    if keys == _TOOL_CALL_KEYS:
        return bool(item["type"] == tag)
    order, filled = _CANONICAL[tag]
    if item.get("type") != tag or any(key not in item for key in filled):
        return False
    present = tuple(key for key in order if key in item)
    return keys[: len(present)] == present


def _normalize_calls(message: Any, lists: tuple[tuple[str, str], ...]) -> None:
    """Put each tool call list of a valid message in LangChain's form (see :func:`_tagged`), in place."""
    for field, tag in lists:
        items = getattr(message, field)
        if items and not all(_is_canonical(item, tag) for item in items):
            setattr(message, field, _tagged(items, tag))


def _raw_calls(message: Any, *, chunks: bool) -> None:
    """Parse and check OpenAI-style ``additional_kwargs["tool_calls"]`` of a message without calls."""
    raw = message.additional_kwargs.get("tool_calls")
    if not isinstance(raw, list) or not raw:
        return
    for field, items in _parse_raw_openai_calls(raw, chunks=chunks).items():
        check = TYPES[_ITEM_TITLES[field]].check
        for i, item in enumerate(items):
            convert_checked(item, None, functools.partial(_check_at, check, f"$.{field}[{i}]"))
        setattr(message, field, items)


def _check_at(check: Any, path: str, value: Any, _root: str) -> None:
    check(value, path)


_ITEM_TITLES = {
    "tool_calls": "ToolCall",
    "invalid_tool_calls": "InvalidToolCall",
    "tool_call_chunks": "ToolCallChunk",
}

_MESSAGE_LISTS = (("tool_calls", "tool_call"), ("invalid_tool_calls", "invalid_tool_call"))
_CHUNK_LISTS = (*_MESSAGE_LISTS, ("tool_call_chunks", "tool_call_chunk"))


def _pretty_calls(title: str, calls: list[dict[str, Any]]) -> list[str]:
    lines = [title]
    for call in calls:
        lines.append(f"  {call.get('name', 'Tool')} ({call.get('id')})")
        lines.append(f" Call ID: {call.get('id')}")
        if call.get("error"):
            lines.append(f"  Error: {call.get('error')}")
        lines.append("  Args:")
        args = call.get("args")
        if isinstance(args, str):
            lines.append(f"    {args}")
        elif isinstance(args, dict):
            lines.extend(f"    {name}: {value}" for name, value in args.items())
    return lines


class _AIBehaviour(BaseMessage):
    """What AIMessage and AIMessageChunk share."""

    @property
    def lc_attributes(self) -> dict[str, Any]:
        """The tool calls, which ``to_json`` always writes (as LangChain does), even when empty."""
        me: Any = self
        return {"tool_calls": me.tool_calls, "invalid_tool_calls": me.invalid_tool_calls}

    def pretty_repr(self, html: bool = False) -> str:
        """The banner and content, then the tool calls and invalid tool calls.

        Args:
            html: Make the title bold.

        Returns:
            The text to display.

        Example:
            >>> call = {"name": "weather", "args": {"city": "Paris"}, "id": "1"}
            >>> msg = AIMessage("Checking.", tool_calls=[call])
            >>> print(msg.pretty_repr())
            ================================== Ai Message ==================================
            <BLANKLINE>
            Checking.
            Tool Calls:
              weather (1)
             Call ID: 1
              Args:
                city: Paris
        """
        base = super().pretty_repr(html=html)
        lines: list[str] = []
        me: Any = self
        if me.tool_calls:
            lines += _pretty_calls("Tool Calls:", me.tool_calls)
        if me.invalid_tool_calls:
            lines += _pretty_calls("Invalid Tool Calls:", me.invalid_tool_calls)
        return (base.strip() + "\n" + "\n".join(lines)).strip()


class AIMessage(g.AIMessage, _AIBehaviour):
    """A message produced by the model.

    Tool calls given as plain dicts get their ``type`` filled in; when no
    tool calls are given, OpenAI-style ``additional_kwargs["tool_calls"]`` are
    parsed into ``tool_calls`` and ``invalid_tool_calls``. With
    ``content_blocks=``, the ``tool_call`` blocks become ``tool_calls``.

    Example:
        >>> msg = AIMessage("", tool_calls=[{"name": "search", "args": {"q": "x"}, "id": "c1"}])
        >>> msg.tool_calls
        [{'name': 'search', 'args': {'q': 'x'}, 'id': 'c1', 'type': 'tool_call'}]
    """

    if TYPE_CHECKING:
        # LangChain's signature, for type checkers (MessageMeta builds the message)
        def __init__(
            self,
            content: str | list[str | dict[Any, Any]] | None = None,
            *,
            content_blocks: list[ContentBlock] | None = None,
            **kwargs: Any,
        ) -> None: ...

    _schema_title: ClassVar[str] = "AIMessage"

    _normalizes: ClassVar[bool] = True

    @classmethod
    def _prepare(cls, kwargs: dict[str, Any], blocks: list[Any] | None) -> dict[str, Any]:
        return _prepare_ai(kwargs, blocks)

    def _normalize(self) -> None:
        if not self.tool_calls and not self.invalid_tool_calls:
            _raw_calls(self, chunks=False)
        _normalize_calls(self, _MESSAGE_LISTS)


class AIMessageChunk(g.AIMessageChunk, _AIBehaviour, BaseMessageChunk):
    """A streamed piece of an :class:`AIMessage`.

    ``tool_call_chunks`` are parsed (as partial JSON) into ``tool_calls`` and
    ``invalid_tool_calls``; without chunks, chunks are made from the tool calls.
    """

    if TYPE_CHECKING:
        # LangChain's signature, for type checkers (MessageMeta builds the message)
        def __init__(
            self,
            content: str | list[str | dict[Any, Any]] | None = None,
            *,
            content_blocks: list[ContentBlock] | None = None,
            **kwargs: Any,
        ) -> None: ...

    _schema_title: ClassVar[str] = "AIMessageChunk"
    _message_class: ClassVar[type] = AIMessage

    _normalizes: ClassVar[bool] = True

    @classmethod
    def _prepare(cls, kwargs: dict[str, Any], blocks: list[Any] | None) -> dict[str, Any]:
        if kwargs.get("tool_call_chunks"):
            # the constructor derives the calls from the chunks, whatever calls it is given
            kwargs.pop("tool_calls", None)
            kwargs.pop("invalid_tool_calls", None)
        return _prepare_ai(kwargs, blocks)

    def _normalize(self) -> None:
        if self.chunk_position is msgspec.UNSET:
            self.chunk_position = None  # LangChain 1.x holds it on every chunk
        calls, invalid, chunks = self.tool_calls, self.invalid_tool_calls, self.tool_call_chunks
        if not calls and not invalid and not chunks:
            _raw_calls(self, chunks=True)
        if chunks and (calls or invalid):
            # both sides, as stored chunks have them: kept as written (docs/compat.md); untagged ones tagged
            for field, tag in _CHUNK_LISTS:
                items = getattr(self, field)
                if not all(item.get("type") == tag for item in items):
                    setattr(
                        self,
                        field,
                        [item if item.get("type") == tag else _tagged([item], tag)[0] for item in items],
                    )
            _finish_last_v1(self)
        else:
            _normalize_calls(self, _CHUNK_LISTS)
            init_tool_calls(self)  # derive the calls from the chunks, or the chunks from the calls
        init_server_tool_calls(self)


def init_tool_calls(chunk: AIMessageChunk, parents: Sequence[str | None] | None = None) -> None:
    """Derive ``tool_calls``/``invalid_tool_calls`` from ``tool_call_chunks``, or back.

    Arguments are parsed as LangChain's ``parse_partial_json`` would parse
    them (see :func:`chatschema.messages.partial_json.parse_tool_call_args`).

    Args:
        chunk: The chunk to update in place.
        parents: When the chunk is the sum of a stream, the ``args`` of the
            earlier sum's tool call chunks, position by position: arguments
            that extend them are parsed incrementally. None parses from scratch.

    Example:
        >>> c = AIMessageChunk("", tool_call_chunks=[{"name": "f", "args": '{"a": 1', "id": "1", "index": 0}])
        >>> c.tool_calls
        [{'name': 'f', 'args': {'a': 1}, 'id': '1', 'type': 'tool_call'}]
    """
    if not chunk.tool_call_chunks:
        made = [
            {
                "name": tc["name"],
                "args": json.dumps(tc["args"]),
                "id": tc["id"],
                "index": None,
                "type": "tool_call_chunk",
            }
            for tc in chunk.tool_calls
        ]
        made += [
            {"name": tc["name"], "args": tc["args"], "id": tc["id"], "index": None, "type": "tool_call_chunk"}
            for tc in chunk.invalid_tool_calls
        ]
        if made:
            chunk.tool_call_chunks = made
        return
    calls: list[dict[str, Any]] = []
    invalid: list[dict[str, Any]] = []
    streamed = parents is not None
    known = len(parents) if parents is not None else 0
    for pos, part in enumerate(chunk.tool_call_chunks):
        parent = parents[pos] if parents is not None and pos < known else None
        args = parse_tool_call_args(part["args"], parent, cache=streamed)
        if args is not None:
            calls.append({"name": part["name"] or "", "args": args, "id": part["id"], "type": "tool_call"})
        else:
            invalid.append(
                {
                    "name": part["name"],
                    "args": part["args"],
                    "id": part["id"],
                    "error": None,
                    "type": "invalid_tool_call",
                }
            )
    chunk.tool_calls = calls
    chunk.invalid_tool_calls = invalid
    _finish_last_v1(chunk)


def _last_v1_blocks(chunk: AIMessageChunk) -> list[Any] | None:
    """The content blocks of the last chunk of a v1 stream; None for any other chunk."""
    content: Any = chunk.content
    if (
        chunk.chunk_position != "last"
        or chunk.response_metadata.get("output_version") != "v1"
        or not isinstance(content, list)
    ):
        return None
    return content


def _as_is(value: Any) -> Any:
    return value


def _finish_last_v1(chunk: AIMessageChunk) -> None:
    """On the last chunk of a v1 stream, make ``tool_call_chunk`` blocks the ``tool_call`` of their id."""
    content = _last_v1_blocks(chunk)
    if content is not None:
        finish_tool_call_blocks(content, {tc["id"]: tc for tc in chunk.tool_calls if "id" in tc})


def finish_tool_call_blocks(
    content: list[Any],
    by_id: dict[Any, Any],
    *,
    read: Callable[[Any], Any] = _as_is,
    copy: Callable[[Any], Any] = _as_is,
) -> None:
    """Make each ``tool_call_chunk`` block whose ``id`` has a tool call that ``tool_call`` block.

    What the last chunk of a v1 stream (``chunk_position="last"``,
    ``output_version="v1"``) does to its list content, as in LangChain; the
    ``extras`` of the block are kept. Blocks are replaced, not modified.

    Args:
        content: The content blocks, updated in place.
        by_id: The tool calls, by their ``id``.
        read: Applied to a block's ``type`` and ``id`` before they are compared
            (``merge_message_runs`` passes the reader of its strings still being joined).
        copy: Applied to the ``args`` of the tool call put in a block.

    Example:
        >>> blocks = [{"type": "tool_call_chunk", "id": "c1", "args": '{"a": 1}', "extras": {"k": 1}}]
        >>> finish_tool_call_blocks(blocks, {"c1": {"name": "f", "args": {"a": 1}, "id": "c1"}})
        >>> blocks
        [{'type': 'tool_call', 'name': 'f', 'args': {'a': 1}, 'id': 'c1', 'extras': {'k': 1}}]
    """
    for i, block in enumerate(content):
        if isinstance(block, dict) and read(block.get("type")) == "tool_call_chunk":
            call_id = read(block.get("id"))
            if call_id and call_id in by_id:
                tc = by_id[call_id]
                new = {"type": "tool_call", "name": tc["name"], "args": copy(tc["args"]), "id": tc["id"]}
                if "extras" in block:
                    new["extras"] = block["extras"]
                content[i] = new


def init_server_tool_calls(chunk: AIMessageChunk) -> None:
    """Parse the arguments of server tool calls once a v1 stream is complete.

    On the last chunk of a stream (``chunk_position="last"``) with
    ``output_version="v1"`` and list content, each ``server_tool_call`` or
    ``server_tool_call_chunk`` block whose ``args`` is JSON text of an object
    (missing or empty ``args`` count as ``"{}"``) becomes a
    ``server_tool_call`` block with the parsed ``args``, as in LangChain. The
    block is replaced, not modified.

    Args:
        chunk: The chunk to update in place.

    Example:
        >>> block = {"type": "server_tool_call_chunk", "name": "web_search", "args": '{"q": "x"}', "id": "s1"}
        >>> c = AIMessageChunk([block], response_metadata={"output_version": "v1"}, chunk_position="last")
        >>> c.content[0]["type"], c.content[0]["args"]
        ('server_tool_call', {'q': 'x'})
    """
    content = _last_v1_blocks(chunk)
    if content is not None:
        finish_server_tool_call_blocks(content)


def finish_server_tool_call_blocks(content: list[Any], *, read: Callable[[Any], Any] = _as_is) -> None:
    """Parse the ``args`` of ``server_tool_call`` and ``server_tool_call_chunk`` blocks.

    What the last chunk of a v1 stream does to its list content (see
    :func:`init_server_tool_calls`): a block whose ``args`` is JSON text of an
    object (missing or empty ``args`` count as ``"{}"``) becomes a
    ``server_tool_call`` block with the parsed ``args``. The block is
    replaced, not modified. Text that does not parse (malformed, too deep, an
    integer over 4,300 digits) leaves the block as it is, where LangChain
    raises for the last two.

    Args:
        content: The content blocks, updated in place.
        read: Applied to a block's ``type`` and ``args`` before they are read
            (``merge_message_runs`` passes the reader of its strings still being joined).

    Example:
        >>> blocks = [{"type": "server_tool_call_chunk", "args": '{"q": "x"}'}, {"type": "text"}]
        >>> finish_server_tool_call_blocks(blocks)
        >>> blocks[0]
        {'type': 'server_tool_call', 'args': {'q': 'x'}}
    """
    for i, block in enumerate(content):
        if not isinstance(block, dict) or read(block.get("type")) not in (
            "server_tool_call",
            "server_tool_call_chunk",
        ):
            continue
        raw = read(block.get("args")) or "{}"
        if not isinstance(raw, str):
            continue
        try:
            args = json.loads(raw)
        except (ValueError, RecursionError):
            continue
        if isinstance(args, dict):
            content[i] = {**block, "type": "server_tool_call", "args": args}
