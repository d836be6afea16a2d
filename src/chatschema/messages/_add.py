"""Adding message chunks (``chunk + chunk``) and turning a sum into a message.

Design notes: docs/design.md, ``chatschema.messages._add``.
"""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING, Any

import msgspec

from chatschema.messages._base import BaseMessageChunk
from chatschema.messages._join_rules import (
    best_id,
    extend_blocks,
    ids_agree,
    merge_content,
    merge_dicts,
    merge_lists,
    merge_obj,
)
from chatschema.messages._tool_call_args import parse_tool_call_args, reparsed_args, streamed_args
from chatschema.messages._tool_call_chunks import (
    add_derived_call,
    init_server_tool_calls,
    init_tool_calls,
    joined_field,
    plain_call_chunk,
)
from chatschema.messages._usage import add_usage, copy_usage

if TYPE_CHECKING:
    from chatschema.messages._ai import AIMessageChunk
    from chatschema.messages._chat import ChatMessageChunk
    from chatschema.messages._function import FunctionMessageChunk
    from chatschema.messages._tool import ToolMessageChunk

__all__ = [
    "add_ai_message_chunks",
    "add_chat_chunks",
    "add_chunks",
    "add_function_chunks",
    "add_streaming_step",
    "add_tool_chunks",
]

_CALL_CHUNK_KEYS = ("name", "args", "id", "index")
_CALL_CHUNK_TYPE = "tool_call_chunk"
_call_chunk_fields = operator.itemgetter("name", "args", "id", "index")
_TEXT = frozenset({str, type(None)})
_replace = msgspec.structs.replace

_field_defaults: dict[type, tuple[tuple[str, Any, Any], ...]] = {}


def _fresh(template: Any, values: dict[str, Any]) -> Any:
    """A new message of ``template``'s class with ``values``; other fields get their defaults.

    Built without validation: every value comes from already valid messages.
    """
    cls = type(template)
    spec = _field_defaults.get(cls)
    if spec is None:
        spec = tuple((f.name, f.default, f.default_factory) for f in msgspec.structs.fields(cls))
        _field_defaults[cls] = spec
    full: dict[str, Any] = {}
    for name, default, factory in spec:
        if name in values:
            full[name] = values[name]
        elif factory is not msgspec.NODEFAULT:
            full[name] = factory()
        else:
            full[name] = default
    return msgspec.structs.replace(template, **full)


def add_chunks(left: BaseMessageChunk, right: Any) -> BaseMessageChunk:
    """``left + right`` for message chunks, with LangChain's rules.

    * Two AI chunks (or an AI chunk and a list or tuple of AI chunks) are
      joined by :func:`add_ai_message_chunks`.
    * Tool chunks must share ``tool_call_id``; the sum has status ``"error"``
      if either part has, and the artifacts merged with
      :func:`~chatschema.messages._join_rules.merge_obj`.
    * Chat chunks must share ``role``; function chunks must share ``name``.
    * Otherwise, the right operand may be any chunk or a list of chunks: the
      sum is of ``left``'s class, with the joined content, ``additional_kwargs``
      and ``response_metadata`` and ``left``'s id. As in LangChain, this fails
      with a ``ValidationError`` when ``left``'s class needs a field that is
      not carried over (a tool chunk plus a list, for example).

    Args:
        left: The left operand.
        right: The right operand.

    Returns:
        A new chunk; the operands are not modified.

    Raises:
        TypeError: ``right`` is neither a chunk nor a list of chunks.
        ValueError: Tool chunks with different ``tool_call_id``, chat chunks
            with different roles, or function chunks with different names.
        chatschema.ValidationError: The sum lacks a required field (see above).

    Example:
        >>> from chatschema import HumanMessageChunk, ToolMessageChunk
        >>> (HumanMessageChunk("Hel", id="h1") + HumanMessageChunk("lo")).content
        'Hello'
        >>> a = ToolMessageChunk("4", tool_call_id="c1")
        >>> b = ToolMessageChunk("2", tool_call_id="c1", status="error")
        >>> total = a + b
        >>> total.content, total.status
        ('42', 'error')
        >>> HumanMessageChunk("x") + 1
        Traceback (most recent call last):
        ...
        TypeError: unsupported operand type(s) for +: "HumanMessageChunk" and "int"
    """
    total: BaseMessageChunk = left + right
    return total


def add_tool_chunks(left: ToolMessageChunk, right: ToolMessageChunk) -> ToolMessageChunk:
    """``left + right`` for two tool chunks (``ToolMessageChunk.__add__``); see :func:`add_chunks`.

    Raises:
        ValueError: The chunks have different ``tool_call_id``.

    Example:
        >>> from chatschema import ToolMessageChunk
        >>> left, right = ToolMessageChunk("o", tool_call_id="1"), ToolMessageChunk("k", tool_call_id="1")
        >>> add_tool_chunks(left, right).content
        'ok'
    """
    if left.tool_call_id != right.tool_call_id:
        raise ValueError("Cannot concatenate ToolMessageChunks with different names.")
    status = "error" if "error" in (left.status, right.status) else "success"
    return _fresh(  # type: ignore[no-any-return]
        left,
        {
            "tool_call_id": left.tool_call_id,
            "content": merge_content(left.content, right.content),
            "artifact": merge_obj(left.artifact, right.artifact),
            "additional_kwargs": merge_dicts(left.additional_kwargs, right.additional_kwargs),
            "response_metadata": merge_dicts(left.response_metadata, right.response_metadata),
            "id": left.id,
            "status": status,
        },
    )


def add_chat_chunks(left: ChatMessageChunk, right: BaseMessageChunk) -> ChatMessageChunk:
    """``left + right`` for a chat chunk and a chunk (``ChatMessageChunk.__add__``); see :func:`add_chunks`.

    The caller checks first that two chat chunks share their role.

    Example:
        >>> from chatschema import ChatMessageChunk
        >>> left, right = ChatMessageChunk("a", role="critic"), ChatMessageChunk("b", role="critic")
        >>> add_chat_chunks(left, right).content
        'ab'
    """
    return _fresh(  # type: ignore[no-any-return]
        left,
        {
            "role": left.role,
            "content": merge_content(left.content, right.content),
            "additional_kwargs": merge_dicts(left.additional_kwargs, right.additional_kwargs),
            "response_metadata": merge_dicts(left.response_metadata, right.response_metadata),
            "id": left.id,
        },
    )


def add_function_chunks(left: FunctionMessageChunk, right: FunctionMessageChunk) -> FunctionMessageChunk:
    """``left + right`` for two function chunks (``FunctionMessageChunk.__add__``); see :func:`add_chunks`.

    Raises:
        ValueError: The chunks have different names.

    Example:
        >>> from chatschema import FunctionMessageChunk
        >>> left, right = FunctionMessageChunk("1", name="f"), FunctionMessageChunk("2", name="f")
        >>> add_function_chunks(left, right).content
        '12'
    """
    if left.name != right.name:
        raise ValueError("Cannot concatenate FunctionMessageChunks with different names.")
    return _fresh(  # type: ignore[no-any-return]
        left,
        {
            "name": left.name,
            "content": merge_content(left.content, right.content),
            "additional_kwargs": merge_dicts(left.additional_kwargs, right.additional_kwargs),
            "response_metadata": merge_dicts(left.response_metadata, right.response_metadata),
            "id": left.id,
        },
    )


def add_ai_message_chunks(left: AIMessageChunk, *others: AIMessageChunk) -> AIMessageChunk:
    """Join AI message chunks, as LangChain's function of the same name does.

    Content, ``additional_kwargs`` and ``response_metadata`` are joined with
    :mod:`chatschema.messages._join_rules`; tool call chunks are merged by
    ``index`` and parsed again into ``tool_calls`` and ``invalid_tool_calls``
    (incrementally when the arguments extend those of ``left``); usage is
    summed; the sum is the last chunk when any part is; the id is the first
    provider id, else the first ``lc_run-`` id, else the first other id.
    ``name`` and ``example`` are not carried over.

    Args:
        left: The first chunk.
        *others: The chunks to add to it, in order.

    Returns:
        A new :class:`~chatschema.messages._ai.AIMessageChunk` (of ``left``'s class).

    Raises:
        TypeError: Two values cannot be merged (see
            :func:`~chatschema.messages._join_rules.merge_dicts`).
        ValueError: Usage values that are not counts.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> head = {"name": "f", "args": '{"q": "he', "id": "c1", "index": 0}
        >>> tail = {"name": None, "args": 'llo"}', "id": None, "index": 0}
        >>> a = AIMessageChunk("", id="lc_run-1", tool_call_chunks=[head])
        >>> b = AIMessageChunk("", id="run-9", tool_call_chunks=[tail])
        >>> total = add_ai_message_chunks(a, b)
        >>> total.id, total.tool_calls
        ('run-9', [{'name': 'f', 'args': {'q': 'hello'}, 'id': 'c1', 'type': 'tool_call'}])
    """
    content = merge_content(left.content, *(o.content for o in others))
    additional_kwargs = merge_dicts(left.additional_kwargs, *(o.additional_kwargs for o in others))
    response_metadata = merge_dicts(left.response_metadata, *(o.response_metadata for o in others))
    raw = merge_lists(left.tool_call_chunks, *(o.tool_call_chunks for o in others))
    call_chunks = [_rebuilt(item) for item in raw or ()]

    usage: dict[str, Any] | None = None
    if left.usage_metadata or any(o.usage_metadata is not None for o in others):
        usage = left.usage_metadata
        for other in others:
            usage = add_usage(usage, other.usage_metadata)
        if usage is not None and any(usage is m.usage_metadata for m in (left, *others)):
            usage = copy_usage(usage)

    last = any(m.chunk_position == "last" for m in (left, *others))
    values: dict[str, Any] = {
        "content": content,
        "additional_kwargs": additional_kwargs,
        "response_metadata": response_metadata,
        "id": best_id([left.id, *(o.id for o in others)]),
        "usage_metadata": usage,
        "tool_call_chunks": call_chunks,
        "chunk_position": "last" if last else left.chunk_position,
    }
    if not call_chunks and additional_kwargs.get("tool_calls"):
        # LangChain reads OpenAI-style tool calls from additional_kwargs here;
        # the constructor does the same.
        if values["chunk_position"] is msgspec.UNSET:
            del values["chunk_position"]
        built: AIMessageChunk = type(left)(**values)
        return built
    result: AIMessageChunk = _fresh(left, values)
    init_tool_calls(result, [chunk.get("args") for chunk in left.tool_call_chunks])
    init_server_tool_calls(result)
    return result


def _rebuilt(item: dict[str, Any]) -> dict[str, Any]:
    """A tool call chunk as a sum holds it: LangChain's keys first, then any others, then ``type``."""
    rebuilt = {key: item.get(key) for key in _CALL_CHUNK_KEYS}
    rebuilt.update((k, v) for k, v in item.items() if k not in rebuilt and k != "type")
    rebuilt["type"] = _CALL_CHUNK_TYPE
    return rebuilt


def _merge_call_chunks(chunks: list[Any], parts: list[Any]) -> tuple[list[Any], list[Any], list[Any]] | None:
    """Merge ``parts`` into ``chunks`` by index as ``merge_lists`` does, then parse every call.

    Only entries in their usual form (see :func:`plain_call_chunk`) are
    handled; None means some entry is not, and the general path must run.
    Entries that do not change are copied, changed ones are built anew, and
    the arguments of each are parsed as :func:`init_tool_calls` parses them
    (incrementally, handing the parser state on from the earlier sum).

    Returns:
        ``(tool_call_chunks, tool_calls, invalid_tool_calls)`` of the sum, or None.
    """
    merged = list(chunks)
    # Changed and new positions, with the piece added to the earlier args (None: not known).
    deltas: dict[int, Any] = {}
    for item in parts:
        plain = plain_call_chunk(item)
        if plain is None:
            return None
        name, args, call_id, index = plain
        found = -1
        if index is not None:
            # The first entry with this index and no conflicting id (entries
            # not in the usual form are rejected below).
            for pos, earlier in enumerate(merged):
                if type(earlier) is dict and earlier.get("index") == index:
                    earlier_id = earlier.get("id")
                    if earlier_id is not None and type(earlier_id) is not str:
                        return None
                    if ids_agree(earlier_id, call_id):
                        found = pos
                        break
        if found < 0:
            deltas[len(merged)] = None
            merged.append(
                {"name": name, "args": args, "id": call_id, "index": index, "type": _CALL_CHUNK_TYPE}
            )
            continue
        target = plain_call_chunk(merged[found])
        if target is None:
            return None
        t_name, t_args, t_id, _ = target
        merged[found] = {
            "name": joined_field("name", t_name, name),
            "args": joined_field("args", t_args, args),
            "id": joined_field("id", t_id, call_id),
            "index": index,
            "type": _CALL_CHUNK_TYPE,
        }
        # A second piece for the same entry: parse that entry from its earlier args.
        deltas[found] = args if found not in deltas else None
    known = len(chunks)
    for pos in range(known):
        entry = merged[pos]
        if pos not in deltas:
            plain = plain_call_chunk(entry)
            if plain is None:
                return None
            name, args, call_id, index = plain
            merged[pos] = {
                "name": name,
                "args": args,
                "id": call_id,
                "index": index,
                "type": _CALL_CHUNK_TYPE,
            }
    calls: list[Any] = []
    invalid: list[Any] = []
    for pos, entry in enumerate(merged):
        args = entry["args"]
        if pos >= known or pos not in deltas:
            parsed = parse_tool_call_args(args, None, cache=True)
        else:
            parent, delta = chunks[pos]["args"], deltas[pos]
            if type(parent) is str and type(delta) is str and parent and delta:
                parsed = streamed_args(args, parent, delta)
            else:
                parsed = parse_tool_call_args(args, parent, cache=True)
        add_derived_call(entry["name"], args, entry["id"], parsed, calls, invalid)
    return merged, calls, invalid


def _extend_call(chunks: list[Any], item: Any) -> tuple[list[Any], list[Any], list[Any]] | None:
    """:func:`_merge_call_chunks` for a single new tool call chunk, the usual streaming step.

    Returns:
        ``(tool_call_chunks, tool_calls, invalid_tool_calls)`` of the sum, or
        None when some entry is not in its usual form.
    """
    if type(item) is not dict or len(item) != 5 or "type" not in item:
        return None
    try:
        name, args, call_id, index = _call_chunk_fields(item)
    except KeyError:
        return None
    if (
        type(index) is not int
        or type(args) not in _TEXT
        or (name is not None and type(name) is not str)
        or (call_id is not None and type(call_id) is not str)
    ):
        return None
    merged: list[Any] = []
    calls: list[Any] = []
    invalid: list[Any] = []
    found = False
    for entry in chunks:
        # Exactly LangChain's five keys (any values: they are only copied and parsed) ...
        if type(entry) is not dict or len(entry) != 5 or "type" not in entry:
            return None
        try:
            e_name, e_args, e_id, e_index = _call_chunk_fields(entry)
        except KeyError:
            return None
        if e_index != index or found:
            parsed = reparsed_args(e_args)
        else:
            # ... and for the entry the new chunk merges into, the first one with
            # the same index and no conflicting id, the types LangChain merges.
            if type(e_id) not in _TEXT:
                return None  # LangChain hashes it, which may fail
            if ids_agree(e_id, call_id):
                # A None on the right keeps the left value, whatever its type.
                if (
                    type(e_index) is not int
                    or (args is not None and type(e_args) not in _TEXT)
                    or (name is not None and type(e_name) not in _TEXT)
                ):
                    return None
                found = True
                # A None on the right changes nothing (the usual streamed piece has no id or name).
                if call_id is not None:
                    e_id = joined_field("id", e_id, call_id)
                if name is not None:
                    e_name = joined_field("name", e_name, name)
                parent, e_args = e_args, joined_field("args", e_args, args)
                if parent and args and e_args is not parent:
                    parsed = streamed_args(e_args, parent, args)
                else:
                    parsed = parse_tool_call_args(e_args, parent, cache=True)
            else:
                parsed = reparsed_args(e_args)
        # A later entry that is not in its usual form returns None below: the
        # parser states touched so far stay valid for the general path. (The entry and its call
        # are written inline, as add_derived_call writes the call: a call per entry per step
        # shows in the stream's bench rows.)
        merged.append(
            {"name": e_name, "args": e_args, "id": e_id, "index": e_index, "type": _CALL_CHUNK_TYPE}
        )
        if parsed is not None:
            calls.append({"name": e_name or "", "args": parsed, "id": e_id, "type": "tool_call"})
        else:
            invalid.append(
                {"name": e_name, "args": e_args, "id": e_id, "error": None, "type": "invalid_tool_call"}
            )
    if not found:
        merged.append({"name": name, "args": args, "id": call_id, "index": index, "type": _CALL_CHUNK_TYPE})
        add_derived_call(name, args, call_id, parse_tool_call_args(args, None, cache=True), calls, invalid)
    return merged, calls, invalid


def add_streaming_step(left: Any, right: Any) -> Any:
    """``left + right`` for two chunks of class exactly ``AIMessageChunk`` (``AIMessageChunk.__add__``).

    The usual streaming step is added at once, anything else by
    :func:`add_ai_message_chunks`. The usual step adds two :class:`AIMessageChunk` whose contents are
    strings, or a list of blocks and a list of blocks in their usual form
    (see :func:`~chatschema.messages._join_rules.extend_blocks`), and whose tool
    call chunks are in their usual form (see :func:`plain_call_chunk`); the
    sum is what :func:`add_ai_message_chunks` gives, computed without its
    general merging: only the blocks and the tool call chunk that the right
    operand extends are merged, and the arguments parsed again incrementally.
    The last sum of a ``v1`` stream, whose blocks are rewritten, takes the
    general path.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> add_streaming_step(AIMessageChunk("Hel", id="r1"), AIMessageChunk("lo")).content
        'Hello'
    """
    content: Any = left.content
    delta = right.content
    if type(content) is str and type(delta) is str:
        content = content + delta if delta else content
    elif type(content) is list:
        content = extend_blocks(content, delta)
        if content is None:
            return add_ai_message_chunks(left, right)
    else:
        return add_ai_message_chunks(left, right)
    extra = right.additional_kwargs
    additional_kwargs = merge_dicts(left.additional_kwargs, extra) if extra else left.additional_kwargs.copy()
    extra = right.response_metadata
    response_metadata = merge_dicts(left.response_metadata, extra) if extra else left.response_metadata.copy()
    chunks = left.tool_call_chunks
    parts = right.tool_call_chunks
    if parts:
        merged = _extend_call(chunks, parts[0]) if len(parts) == 1 else None
        if merged is None:
            merged = _merge_call_chunks(chunks, parts)
            if merged is None:
                return add_ai_message_chunks(left, right)
        call_chunks, calls, invalid = merged
    elif chunks:
        merged = _merge_call_chunks(chunks, parts)
        if merged is None:
            return add_ai_message_chunks(left, right)
        call_chunks, calls, invalid = merged
    else:
        if additional_kwargs and additional_kwargs.get("tool_calls"):
            return add_ai_message_chunks(left, right)  # OpenAI-style tool calls are read there
        call_chunks, calls, invalid = [], [], []
    usage = left.usage_metadata
    added = right.usage_metadata
    if added is not None:
        usage = add_usage(usage, added)
        if usage is left.usage_metadata or usage is added:
            usage = copy_usage(usage)
    elif usage:
        usage = copy_usage(usage)
    elif usage is not None:
        usage = None
    position = "last" if right.chunk_position == "last" else left.chunk_position
    if position == "last" and type(content) is list and response_metadata.get("output_version") == "v1":
        return add_ai_message_chunks(left, right)  # the last sum of a v1 stream rewrites its blocks
    new_id = left.id
    right_id = right.id
    if (right_id and right_id != new_id) or not new_id:
        # Otherwise best_id gives left's id: it skips an empty id, and of one id twice gives that id.
        new_id = best_id([new_id, right_id])
    return _replace(
        left,
        content=content,
        additional_kwargs=additional_kwargs,
        response_metadata=response_metadata,
        name=None,
        id=new_id,
        example=msgspec.UNSET,
        tool_calls=calls,
        invalid_tool_calls=invalid,
        usage_metadata=usage,
        tool_call_chunks=call_chunks,
        chunk_position=position,
    )
