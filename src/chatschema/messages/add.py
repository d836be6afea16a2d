"""Adding message chunks (``chunk + chunk``) and turning a sum into a message.

The rules are LangChain's (``BaseMessageChunk.__add__`` and the overrides of
each chunk class), including which fields a sum keeps: a sum has the ``id``
of its left operand (AI chunks pick the best id), and fields that LangChain
does not carry over, such as ``name``, are reset to their defaults.

Summing a stream with ``acc = acc + chunk`` costs time in proportion to the
size of the stream (plus copying the growing strings): the arguments of
streamed tool calls are parsed incrementally (see
:mod:`chatschema.messages.partial_json`), where LangChain parses all of them
again on every addition.
"""

from __future__ import annotations

from typing import Any

import msgspec

from chatschema.messages.ai import AIMessageChunk, init_server_tool_calls, init_tool_calls
from chatschema.messages.base import BaseMessage, BaseMessageChunk
from chatschema.messages.chat import ChatMessageChunk
from chatschema.messages.function import FunctionMessageChunk
from chatschema.messages.merge import merge_content, merge_dicts, merge_lists, merge_obj
from chatschema.messages.tool import ToolMessageChunk
from chatschema.messages.usage import add_usage

__all__ = ["add_ai_message_chunks", "add_chunks", "message_chunk_to_message"]

_LC_PREFIX = "lc_"
_LC_RUN_PREFIX = "lc_run-"
_CALL_CHUNK_KEYS = ("name", "args", "id", "index")

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


def _unsupported(left: Any, right: Any) -> TypeError:
    return TypeError(
        f'unsupported operand type(s) for +: "{type(left).__name__}" and "{type(right).__name__}"'
    )


def add_chunks(left: BaseMessageChunk, right: Any) -> BaseMessageChunk:
    """``left + right`` for message chunks, with LangChain's rules.

    * Two AI chunks (or an AI chunk and a list or tuple of AI chunks) are
      joined by :func:`add_ai_message_chunks`.
    * Tool chunks must share ``tool_call_id``; the sum has status ``"error"``
      if either part has, and the artifacts merged with
      :func:`~chatschema.messages.merge.merge_obj`.
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
    if isinstance(left, AIMessageChunk):
        if isinstance(right, AIMessageChunk):
            return add_ai_message_chunks(left, right)
        if isinstance(right, (list, tuple)) and all(isinstance(o, AIMessageChunk) for o in right):
            return add_ai_message_chunks(left, *right)
    elif isinstance(left, ToolMessageChunk):
        if isinstance(right, ToolMessageChunk):
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
    elif isinstance(left, ChatMessageChunk):
        if isinstance(right, ChatMessageChunk) and left.role != right.role:
            raise ValueError("Cannot concatenate ChatMessageChunks with different roles.")
        if isinstance(right, BaseMessageChunk):
            return _fresh(  # type: ignore[no-any-return]
                left,
                {
                    "role": left.role,
                    "content": merge_content(left.content, right.content),  # type: ignore[attr-defined]
                    "additional_kwargs": merge_dicts(left.additional_kwargs, right.additional_kwargs),  # type: ignore[attr-defined]
                    "response_metadata": merge_dicts(left.response_metadata, right.response_metadata),  # type: ignore[attr-defined]
                    "id": left.id,
                },
            )
    elif isinstance(left, FunctionMessageChunk) and isinstance(right, FunctionMessageChunk):
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
    return _add_any(left, right)


def _add_any(left: Any, right: Any) -> BaseMessageChunk:
    """LangChain's ``BaseMessageChunk.__add__``: content and the two dicts, ``left``'s id."""
    if isinstance(right, BaseMessageChunk):
        others: list[Any] = [right]
        kwargs: dict[str, Any] = {"id": left.id, "type": left.type}
    elif isinstance(right, list) and all(isinstance(o, BaseMessageChunk) for o in right):
        others = right
        kwargs = {"id": left.id}
    else:
        raise _unsupported(left, right)
    kwargs["content"] = merge_content(left.content, *(o.content for o in others))
    kwargs["additional_kwargs"] = merge_dicts(left.additional_kwargs, *(o.additional_kwargs for o in others))
    kwargs["response_metadata"] = merge_dicts(left.response_metadata, *(o.response_metadata for o in others))
    built: BaseMessageChunk = type(left)(**kwargs)
    return built


def _best_id(ids: list[str | None]) -> str | None:
    """A provider's id beats an ``lc_run-`` id, which beats any other ``lc_`` id; first one wins ties."""
    chosen: str | None = None
    best = -1
    for candidate in ids:
        if not candidate:
            continue
        if not candidate.startswith(_LC_PREFIX):
            return candidate
        rank = 1 if candidate.startswith(_LC_RUN_PREFIX) else 0
        if rank > best:
            best, chosen = rank, candidate
    return chosen


def _copy_counts(usage: dict[str, Any]) -> dict[str, Any]:
    return {k: _copy_counts(v) if isinstance(v, dict) else v for k, v in usage.items()}


def add_ai_message_chunks(left: AIMessageChunk, *others: AIMessageChunk) -> AIMessageChunk:
    """Join AI message chunks, as LangChain's function of the same name does.

    Content, ``additional_kwargs`` and ``response_metadata`` are joined with
    :mod:`chatschema.messages.merge`; tool call chunks are merged by
    ``index`` and parsed again into ``tool_calls`` and ``invalid_tool_calls``
    (incrementally when the arguments extend those of ``left``); usage is
    summed; the sum is the last chunk when any part is; the id is the first
    provider id, else the first ``lc_run-`` id, else the first other id.
    ``name`` and ``example`` are not carried over.

    Args:
        left: The first chunk.
        *others: The chunks to add to it, in order.

    Returns:
        A new :class:`~chatschema.messages.ai.AIMessageChunk` (of ``left``'s class).

    Raises:
        TypeError: Two values cannot be merged (see
            :func:`~chatschema.messages.merge.merge_dicts`).
        ValueError: Usage values that are not counts.

    Example:
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
    call_chunks: list[dict[str, Any]] = []
    for item in raw or ():
        rebuilt = {key: item.get(key) for key in _CALL_CHUNK_KEYS}
        rebuilt.update((k, v) for k, v in item.items() if k not in rebuilt and k != "type")
        rebuilt["type"] = "tool_call_chunk"
        call_chunks.append(rebuilt)

    usage: dict[str, Any] | None = None
    if left.usage_metadata or any(o.usage_metadata is not None for o in others):
        usage = left.usage_metadata
        for other in others:
            usage = add_usage(usage, other.usage_metadata)
        if usage is not None and any(usage is m.usage_metadata for m in (left, *others)):
            usage = _copy_counts(usage)

    last = any(m.chunk_position == "last" for m in (left, *others))
    values: dict[str, Any] = {
        "content": content,
        "additional_kwargs": additional_kwargs,
        "response_metadata": response_metadata,
        "id": _best_id([left.id, *(o.id for o in others)]),
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


def message_chunk_to_message(chunk: BaseMessage) -> BaseMessage:
    """The complete message for a chunk, such as the sum of a stream.

    The chunk's fields are passed to its message class (``AIMessageChunk``
    gives ``AIMessage``, and so on); an AI chunk's ``tool_call_chunks`` and
    ``chunk_position`` are dropped, its ``tool_calls`` and
    ``invalid_tool_calls`` kept. A message that is not a chunk is returned
    unchanged.

    Args:
        chunk: A message chunk (or a message).

    Returns:
        The message.

    Raises:
        chatschema.ValidationError: The chunk's fields do not make a valid message.

    Example:
        >>> chunk = AIMessageChunk("Hi", id="r1") + AIMessageChunk(" there")
        >>> message = message_chunk_to_message(chunk)
        >>> type(message).__name__, message.content, message.id
        ('AIMessage', 'Hi there', 'r1')
    """
    if not isinstance(chunk, BaseMessageChunk):
        return chunk
    target: Any = type(chunk)._message_class
    dropped = ("tool_call_chunks", "chunk_position") if isinstance(chunk, AIMessageChunk) else ()
    fields = {}
    for name in chunk.__struct_fields__:
        value = getattr(chunk, name)
        if name not in dropped and value is not msgspec.UNSET:
            fields[name] = value
    message: BaseMessage = target(**fields)
    return message
