"""The ``kwargs`` of a Serializable record (LangChain's and langchainjs's), made into a message.

Both readers of the Serializable form use what is here: ``message_from_lc_json`` (every class path
LangChain's loader reads) and ``messages_from_langchainjs`` (langchainjs's records). Each checks the
record against its schema type first; what is here builds the message of a record that passed.
Design notes: docs/conversions.md, "Validator and reader of the Serializable form".
"""

from __future__ import annotations

import warnings
from typing import Any

from chatschema._validation import validate
from chatschema.convert._block_keys import python_content
from chatschema.convert._messages import keep_written_calls
from chatschema.errors import ConversionError, LossWarning, ValidationError
from chatschema.messages import MESSAGE_CLASSES, BaseMessage
from chatschema.messages._build import build_message

__all__ = ["ESCAPE", "MESSAGE_CLASSES_BY_NAME", "checked", "js_message", "unescaped_kwargs"]

ESCAPE = "__lc_escaped__"
"""The key that wraps, in kwargs, an object that could be taken for a record (one with an ``lc`` key)."""

MESSAGE_CLASSES_BY_NAME: dict[str, type[BaseMessage]] = {
    cls.__name__: cls for cls in MESSAGE_CLASSES.values()
}
"""Every message class under its name, the last element of a Serializable class path."""

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


def unescaped_kwargs(kwargs: dict[str, Any]) -> dict[str, Any]:
    """The kwargs of a Serializable record with each ``{"__lc_escaped__": x}`` replaced by ``x``.

    LangChain and langchainjs wrap the same objects the same way, so both readers unwrap here.
    As LangChain's loader does, the inside of a wrapped object is kept as it is.

    Args:
        kwargs: The record's kwargs (a dict).

    Returns:
        ``kwargs`` itself when it holds no wrapped object, else an unwrapped copy.

    Example:
        >>> unescaped_kwargs({"content": "x", "additional_kwargs": {"__lc_escaped__": {"lc": 2}}})
        {'content': 'x', 'additional_kwargs': {'lc': 2}}
    """
    unwrapped = _unescaped(kwargs)
    return kwargs if unwrapped is None else unwrapped


def _unescaped(value: Any) -> Any:
    """``value`` with each ``{"__lc_escaped__": x}`` replaced by ``x``; None when it holds none."""
    if isinstance(value, dict):
        if len(value) == 1 and ESCAPE in value:
            return value[ESCAPE]
        changed = {key: _unescaped(item) for key, item in value.items()}
        if all(item is None for item in changed.values()):
            return None
        return {key: value[key] if changed[key] is None else changed[key] for key in value}
    if isinstance(value, list):
        items = [_unescaped(item) for item in value]
        if all(item is None for item in items):
            return None
        return [value[i] if item is None else item for i, item in enumerate(items)]
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
    if blocks is not None and python_content(blocks) != message.content_blocks:
        where = f"{path}.content_blocks"
        if strict:
            raise ConversionError("content_blocks that differ from the blocks of content", where)
        warnings.warn(
            LossWarning("Dropped content_blocks that differ from the blocks of content", where), stacklevel=5
        )
    return message
