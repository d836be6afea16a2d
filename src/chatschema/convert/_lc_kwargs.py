"""The ``kwargs`` of a Serializable record (LangChain's and langchainjs's), made into a message.

Both readers of the Serializable form use what is here: ``message_from_lc_json`` (every class path
LangChain's loader reads) and ``messages_from_langchainjs`` (langchainjs's records). Each checks the
record against its schema type first; what is here builds the message of a record that passed.
Design notes: docs/conversions.md, "Validator and reader of the Serializable form".
"""

from __future__ import annotations

import warnings
from collections.abc import Mapping
from typing import Any

from chatschema._validation import validate
from chatschema.convert._block_keys import python_content
from chatschema.errors import ConversionError, LossWarning, ValidationError
from chatschema.messages import MESSAGE_CLASSES, AIMessageChunk, BaseMessage
from chatschema.messages._build import build_message

__all__ = ["ESCAPE", "checked", "js_message", "keep_written_calls", "loaded", "unescaped_kwargs"]

ESCAPE = "__lc_escaped__"
"""The key that wraps, in kwargs, an object that could be taken for a record (one with an ``lc`` key)."""

_OPTIONAL = ("id", "name")
"""Fields langchainjs may write as ``null``, meaning "not given"."""


def checked(item: Any, title: str, path: str) -> None:
    """Check ``item`` against the schema type ``title``, as ``validate`` does, its error under ``path``.

    Args:
        item: The record (or list of records) as given.
        title: The schema type, such as ``"LangChainSerializedMessage"``.
        path: Where ``item`` sits, such as ``$[3]``.

    Raises:
        ValidationError: ``validate``'s error, its path under ``path``.

    Example:
        >>> checked(7, "LangChainJSSerializedMessage", "$[3]")
        Traceback (most recent call last):
          ...
        chatschema.errors.ValidationError: Expected `object`, got `int` (at $[3])
    """
    try:
        validate(item, title)
    except ValidationError as error:
        raise error.under(path) from None


def unescaped_kwargs(record: dict[str, Any], title: str) -> dict[str, Any]:
    """The kwargs of a Serializable record the schema type ``title`` took, its wrapped values unwrapped.

    LangChain's loader replaces each ``{"__lc_escaped__": x}`` by ``x`` (``dumpd`` wraps only
    objects, each valid where it stands). Here each field of the kwargs (each item, in a list) is
    unwrapped so when the result is valid there: checked against ``title`` in the record with that
    field (or item) alone, beside the fields that are strings (and an empty content list in place of a
    list); else it is read as written, which the
    schema took. So a record the schema takes is always read (docs/conversions.md, "Validator and
    reader of the Serializable form"). As LangChain's loader does, the inside of a wrapper is kept.

    Args:
        record: The record (checked against ``title``).
        title: Its schema type, such as ``"LangChainSerializedMessage"``.

    Returns:
        The record's kwargs itself when nothing is unwrapped, else an unwrapped copy.

    Example:
        >>> path = ["langchain", "schema", "messages", "AIMessage"]
        >>> kwargs = {"content": "x", "additional_kwargs": {"__lc_escaped__": {"lc": 2}}}
        >>> record = {"lc": 1, "type": "constructor", "id": path, "kwargs": kwargs}
        >>> unescaped_kwargs(record, "LangChainSerializedMessage")
        {'content': 'x', 'additional_kwargs': {'lc': 2}}
        >>> kwargs = {"content": [{"__lc_escaped__": {"type": "image"}}], "response_metadata": {ESCAPE: 5}}
        >>> unescaped_kwargs({**record, "kwargs": kwargs}, "LangChainSerializedMessage") == kwargs
        True
    """
    kwargs: dict[str, Any] = record["kwargs"]
    strings: dict[str, Any] = {key: value for key, value in kwargs.items() if type(value) is str}
    if type(kwargs.get("content")) is list:  # content is required: its empty form stands in for it
        strings["content"] = []
    changed: dict[str, Any] = {}
    for key, value in kwargs.items():
        if type(value) is list:
            items = [_valid(record, title, strings, key, [item]) for item in value]
            if any(item is not _SAME for item in items):
                changed[key] = [value[i] if item is _SAME else item[0] for i, item in enumerate(items)]
        else:
            got = _valid(record, title, strings, key, value)
            if got is not _SAME:
                changed[key] = got
    return {**kwargs, **changed} if changed else kwargs


def loaded(value: Any) -> Any:
    """``value`` as LangChain's loader unwraps it: each ``{"__lc_escaped__": x}`` replaced by ``x``.

    Args:
        value: Any JSON value.

    Returns:
        ``value`` itself when it holds no wrapper, else an unwrapped copy.

    Example:
        >>> loaded({"a": {"__lc_escaped__": 5}})
        {'a': 5}
    """
    unwrapped = _unescaped(value)
    return value if unwrapped is _SAME else unwrapped


def _valid(record: dict[str, Any], title: str, strings: dict[str, Any], key: str, value: Any) -> Any:
    """``value`` unwrapped when it holds a wrapper and is valid so as the field ``key``; else ``_SAME``."""
    unwrapped = _unescaped(value)
    if unwrapped is _SAME:
        return _SAME
    try:
        validate({**record, "kwargs": {**strings, key: unwrapped}}, title)
    except ValidationError:
        return _SAME
    return unwrapped


_SAME: Any = object()
"""What :func:`_unescaped` gives for a value holding no wrapper."""


def _unescaped(value: Any) -> Any:
    """``value`` with each ``{"__lc_escaped__": x}`` replaced by ``x``; ``_SAME`` when it holds none."""
    if isinstance(value, dict):
        if len(value) == 1 and ESCAPE in value:
            return value[ESCAPE]
        changed = {key: _unescaped(item) for key, item in value.items()}
        if all(item is _SAME for item in changed.values()):
            return _SAME
        return {key: value[key] if changed[key] is _SAME else changed[key] for key in value}
    if isinstance(value, list):
        items = [_unescaped(item) for item in value]
        if all(item is _SAME for item in items):
            return _SAME
        return [value[i] if item is _SAME else item for i, item in enumerate(items)]
    return _SAME


def _blocks_of(message: BaseMessage) -> list[Any] | None:
    """``message.content_blocks``; ``None`` where LangChain's reading of the content fails.

    The content was checked against the schema, yet LangChain's best-effort reading raises on some
    of it (a v0 block without the key its ``source_type`` names: ``KeyError``; see
    docs/compat.md, "LangChain's errors are kept"). Such content gives no blocks, so written
    ``content_blocks`` differ from them.
    """
    try:
        return list(message.content_blocks)
    except (KeyError, TypeError, ValueError):
        return None


def js_message(cls: type[BaseMessage], data: dict[str, Any], path: str, strict: bool) -> BaseMessage:
    """The message of class ``cls`` from the fields langchainjs wrote (checked against the schema).

    camelCase blocks get LangChain Python's keys; a message written from ``content_blocks`` alone
    gets them as its content (as LangChain Python's constructor gives it); ``null`` ids and names
    are left out; a message without content gets ``[]``, as langchainjs's constructor gives it.

    Args:
        cls: The message class, such as ``AIMessageChunk``.
        data: The fields (a stored message's ``data``, or a record's unwrapped ``kwargs``).
        path: Where the fields sit, such as ``$[2].kwargs``.
        strict: Fields holding both ``content`` and ``content_blocks`` are read from ``content``;
            ``content_blocks`` that differ from the blocks of that content raise
            :class:`~chatschema.ConversionError` (``True``) or are dropped with a
            :class:`~chatschema.LossWarning` (``False``).

    Returns:
        The message.

    Raises:
        ConversionError: ``strict`` and ``content_blocks`` that the content does not give.

    Example:
        >>> from chatschema import HumanMessage
        >>> fields = {"content_blocks": [{"type": "text", "text": "hi"}], "id": None}
        >>> js_message(HumanMessage, fields, "$", True)
        HumanMessage(content=[{'type': 'text', 'text': 'hi'}], additional_kwargs={}, response_metadata={})
    """
    fields = {key: value for key, value in data.items() if not (value is None and key in _OPTIONAL)}
    fields.pop("type", None)
    blocks = fields.pop("content_blocks", None)
    if "content" in fields:
        fields["content"] = python_content(fields["content"])
    elif blocks is not None:
        fields["content_blocks"] = python_content(blocks)
        blocks = None
    else:
        fields["content"] = []  # what langchainjs's constructor gives a message without content
    if cls is MESSAGE_CLASSES["remove"] and fields["content"] == []:
        del fields["content"]  # what langchainjs writes for a remove message, which has no content
    message = build_message(cls, fields, path)
    keep_written_calls(message, fields)
    if blocks is not None and python_content(blocks) != _blocks_of(message):
        where = f"{path}.content_blocks"
        if strict:
            raise ConversionError("content_blocks that differ from the blocks of content", where)
        warnings.warn(
            LossWarning("Dropped content_blocks that differ from the blocks of content", where), stacklevel=5
        )
    return message


def keep_written_calls(message: BaseMessage, fields: Mapping[str, Any]) -> None:
    """Give an ``AIMessageChunk`` built from ``fields`` the tool calls written there, in place.

    When a chunk's fields hold ``tool_call_chunks`` and also ``tool_calls`` or
    ``invalid_tool_calls`` (as ``model_dump`` and langchainjs's ``toDict`` write them), the
    written calls are kept: deriving them again from the chunks is not idempotent (see
    docs/compat.md). Other messages are left as they are.

    Args:
        message: The message the constructor built from ``fields``.
        fields: Its fields, as read.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> fields = {"content": "", "tool_call_chunks": [{"name": "f", "args": "", "id": "c", "index": 0}],
        ...           "tool_calls": [], "invalid_tool_calls": []}
        >>> chunk = AIMessageChunk(**fields)
        >>> len(chunk.tool_calls)
        1
        >>> invalid = [{"name": "f", "args": "", "id": "c", "error": None}]
        >>> keep_written_calls(chunk, {**fields, "invalid_tool_calls": invalid})
        >>> chunk.tool_calls, chunk.invalid_tool_calls[0]["type"]
        ([], 'invalid_tool_call')
    """
    if type(message) is AIMessageChunk and fields.get("tool_call_chunks"):
        calls, invalid = fields.get("tool_calls"), fields.get("invalid_tool_calls")
        if calls or invalid:
            chunk: Any = message
            chunk.tool_calls = _typed(calls or [], "tool_call")
            chunk.invalid_tool_calls = _typed(invalid or [], "invalid_tool_call")


def _typed(items: list[Any], tag: str) -> list[Any]:
    """The tool call dicts with their ``type`` set, as the constructor sets it."""
    return [{**item, "type": tag} for item in items]
