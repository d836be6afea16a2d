"""An AI chunk's tool calls from its tool call chunks (and back), and the finishing touches of a v1 stream.

``AIMessageChunk``'s constructor and chunk addition
(:mod:`chatschema.messages._add`) both call these.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from chatschema.messages._join_rules import keeps_string
from chatschema.messages._tool_call_args import parse_tool_call_args

if TYPE_CHECKING:
    from chatschema.messages._ai import AIMessageChunk

__all__ = [
    "add_derived_call",
    "joined_field",
    "plain_call_chunk",
    "finish_last_v1",
    "finish_server_tool_call_blocks",
    "finish_tool_call_blocks",
    "init_server_tool_calls",
    "init_tool_calls",
]


def plain_call_chunk(item: Any) -> tuple[Any, Any, Any, Any] | None:
    """``(name, args, id, index)`` of a tool call chunk in its usual form, else None.

    The usual form is a dict with exactly LangChain's five keys, where ``name``, ``args`` and
    ``id`` are strings or None and ``index`` an int or None. The quick paths of chunk addition
    take only this form and leave anything else to the general rules.

    Args:
        item: An item of ``tool_call_chunks``.

    Returns:
        Its four values, or None.

    Example:
        >>> item = {"name": "f", "args": "{", "id": "c1", "index": 0, "type": "tool_call_chunk"}
        >>> plain_call_chunk(item)
        ('f', '{', 'c1', 0)
        >>> plain_call_chunk({**item, "args": {}}) is None
        True
    """
    if type(item) is not dict or len(item) != 5 or "type" not in item:
        return None
    try:
        name, args, call_id, index = item["name"], item["args"], item["id"], item["index"]
    except KeyError:
        return None
    if (
        (name is None or type(name) is str)
        and (args is None or type(args) is str)
        and (call_id is None or type(call_id) is str)
        and (index is None or type(index) is int)
    ):
        return name, args, call_id, index
    return None


def joined_field(key: str, current: Any, value: Any) -> Any:
    """What ``merge_dicts`` gives for one key of two tool call chunks whose values are strings or None.

    Args:
        key: ``"name"``, ``"args"`` or ``"id"``.
        current: The earlier value.
        value: The later value.

    Returns:
        The later value when the earlier is None; the earlier when the later is None or
        :func:`~chatschema.messages._join_rules.keeps_string` keeps it; else the two joined.

    Example:
        >>> joined_field("args", '{"a', '": 1}'), joined_field("id", "c1", "c1")
        ('{"a": 1}', 'c1')
        >>> joined_field("name", None, "f")
        'f'
    """
    if current is None:
        return value
    if value is None or keeps_string(key, current, value):
        return current
    return current + value


def add_derived_call(
    name: Any, args: Any, call_id: Any, parsed: dict[str, Any] | None, calls: list[Any], invalid: list[Any]
) -> None:
    """Append what a tool call chunk gives, once its arguments are parsed, to ``calls`` or ``invalid``.

    Parsed arguments (a dict) give a tool call, with ``""`` for a missing name; arguments that
    do not parse (None) give an invalid tool call holding the text, as LangChain derives them.

    Args:
        name: The chunk's ``name``.
        args: The chunk's ``args`` text.
        call_id: The chunk's ``id``.
        parsed: The parsed arguments, or None.
        calls: The tool calls so far.
        invalid: The invalid tool calls so far.

    Example:
        >>> calls, invalid = [], []
        >>> add_derived_call("f", '{"a": 1}', "c1", {"a": 1}, calls, invalid)
        >>> add_derived_call(None, "[1]", "c2", None, calls, invalid)
        >>> calls
        [{'name': 'f', 'args': {'a': 1}, 'id': 'c1', 'type': 'tool_call'}]
        >>> invalid
        [{'name': None, 'args': '[1]', 'id': 'c2', 'error': None, 'type': 'invalid_tool_call'}]
    """
    if parsed is not None:
        calls.append({"name": name or "", "args": parsed, "id": call_id, "type": "tool_call"})
    else:
        invalid.append(
            {"name": name, "args": args, "id": call_id, "error": None, "type": "invalid_tool_call"}
        )


def init_tool_calls(chunk: AIMessageChunk, parents: Sequence[str | None] | None = None) -> None:
    """Derive ``tool_calls``/``invalid_tool_calls`` from ``tool_call_chunks``, or back.

    Arguments are parsed as LangChain's ``parse_partial_json`` would parse
    them (see :func:`chatschema.messages._tool_call_args.parse_tool_call_args`).

    Args:
        chunk: The chunk to update in place.
        parents: When the chunk is the sum of a stream, the ``args`` of the
            earlier sum's tool call chunks, position by position: arguments
            that extend them are parsed incrementally. None parses from scratch.

    Example:
        >>> from chatschema import AIMessageChunk
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
        text = part["args"]
        parsed = parse_tool_call_args(text, parent, cache=streamed)
        add_derived_call(part["name"], text, part["id"], parsed, calls, invalid)
    chunk.tool_calls = calls
    chunk.invalid_tool_calls = invalid
    finish_last_v1(chunk)


def finish_last_v1(chunk: AIMessageChunk) -> None:
    """On the last chunk of a v1 stream, make ``tool_call_chunk`` blocks the ``tool_call`` of their id.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> block = {"type": "tool_call_chunk", "id": "c1", "name": "f", "args": "{}"}
        >>> calls = [{"name": "f", "args": {}, "id": "c1", "type": "tool_call"}]
        >>> chunk = AIMessageChunk([block], response_metadata={"output_version": "v1"}, chunk_position="last")
        >>> chunk.tool_calls = calls
        >>> finish_last_v1(chunk)
        >>> chunk.content[0]
        {'type': 'tool_call', 'name': 'f', 'args': {}, 'id': 'c1'}
    """
    content = _last_v1_blocks(chunk)
    if content is not None:
        finish_tool_call_blocks(content, {tc["id"]: tc for tc in chunk.tool_calls if "id" in tc})


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
        >>> from chatschema import AIMessageChunk
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
