"""Convert messages between chatschema and ``langchain_core``, field for field.

Design notes: docs/design.md, ``chatschema.langchain``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, overload

import msgspec

from chatschema._extras import extras_of, set_extras, split_extras
from chatschema._validation import convert_checked
from chatschema.errors import ValidationError
from chatschema.messages import (
    AIMessage,
    AIMessageChunk,
    BaseMessage,
    ChatMessage,
    ChatMessageChunk,
    FunctionMessage,
    FunctionMessageChunk,
    HumanMessage,
    HumanMessageChunk,
    RemoveMessage,
    SystemMessage,
    SystemMessageChunk,
    ToolMessage,
    ToolMessageChunk,
)
from chatschema.messages._base import AnyTypeChunk, AnyTypeMessage, pop_type_tag, schema_check_for
from chatschema.messages._join_rules import copy_json

try:
    from langchain_core import messages as lc
except ImportError as error:  # pragma: no cover - the test environment has langchain-core
    raise ImportError(
        "chatschema.langchain needs langchain-core; install it with: pip install 'chatschema[langchain]'"
    ) from error

if TYPE_CHECKING:
    from langchain_core.messages import BaseMessage as LCBaseMessage

__all__ = ["from_langchain", "to_langchain"]

_PAIRS: tuple[tuple[Any, Any], ...] = (
    (HumanMessage, lc.HumanMessage),
    (AIMessage, lc.AIMessage),
    (SystemMessage, lc.SystemMessage),
    (ToolMessage, lc.ToolMessage),
    (FunctionMessage, lc.FunctionMessage),
    (ChatMessage, lc.ChatMessage),
    (RemoveMessage, lc.RemoveMessage),
    (HumanMessageChunk, lc.HumanMessageChunk),
    (AIMessageChunk, lc.AIMessageChunk),
    (SystemMessageChunk, lc.SystemMessageChunk),
    (ToolMessageChunk, lc.ToolMessageChunk),
    (FunctionMessageChunk, lc.FunctionMessageChunk),
    (ChatMessageChunk, lc.ChatMessageChunk),
    # what calling BaseMessage(...) and BaseMessageChunk(...) builds, on either side
    (AnyTypeMessage, lc.BaseMessage),
    (AnyTypeChunk, lc.BaseMessageChunk),
)
_TO_LC: dict[Any, Any] = dict(_PAIRS)
_FROM_LC: dict[Any, Any] = {theirs: ours for ours, theirs in _PAIRS}


@overload
def to_langchain(messages: BaseMessage | LCBaseMessage) -> LCBaseMessage: ...


@overload
def to_langchain(messages: Iterable[BaseMessage | LCBaseMessage]) -> list[LCBaseMessage]: ...


def to_langchain(
    messages: BaseMessage | LCBaseMessage | Iterable[BaseMessage | LCBaseMessage],
) -> LCBaseMessage | list[LCBaseMessage]:
    """The ``langchain_core`` messages with the same fields as chatschema messages.

    Each message becomes the ``langchain_core.messages`` class of the same
    name (``BaseMessage(type=...)`` becomes LangChain's ``BaseMessage``),
    holding the same values: nothing is parsed, derived or dropped again,
    so tool calls, their extra keys and a chunk's ``tool_call_chunks`` stay
    exactly as they are. Dicts and lists are copied; other values (an
    ``artifact`` object, say) are shared. The legacy ``example`` flag and
    the message's extras become the extra attributes LangChain 1.x keeps. A
    ``langchain_core`` message is returned as it is.

    The messages are built with pydantic's ``model_construct``: chatschema
    has already checked the values, so they are not validated again.

    Args:
        messages: A chatschema message, or a sequence (any iterable) of them.

    Returns:
        One ``langchain_core`` message for one message, else a list.

    Raises:
        TypeError: An item is not a message.
        chatschema.ValidationError: A value is nested too deeply to copy.

    Example:
        >>> from chatschema import AIMessage, HumanMessage
        >>> from langchain_core.load import dumpd
        >>> reply = AIMessage("4", tool_calls=[{"name": "add", "args": {"a": 2, "b": 2}, "id": "c1"}])
        >>> to_langchain(reply)
        AIMessage(content='4', additional_kwargs={}, response_metadata={}, tool_calls=[{'name': 'add', \
'args': {'a': 2, 'b': 2}, 'id': 'c1', 'type': 'tool_call'}], invalid_tool_calls=[])
        >>> [type(m).__module__ for m in to_langchain([HumanMessage("2 + 2?"), reply])]
        ['langchain_core.messages.human', 'langchain_core.messages.ai']
        >>> dumpd(to_langchain(HumanMessage("hi")))["kwargs"]
        {'content': 'hi', 'type': 'human'}
    """
    if isinstance(messages, (BaseMessage, lc.BaseMessage)):
        return _to_langchain(messages, "$")
    return [_to_langchain(message, f"$[{i}]") for i, message in enumerate(_items(messages))]


@overload
def from_langchain(messages: LCBaseMessage | BaseMessage) -> BaseMessage: ...


@overload
def from_langchain(messages: Iterable[LCBaseMessage | BaseMessage]) -> list[BaseMessage]: ...


def from_langchain(
    messages: LCBaseMessage | BaseMessage | Iterable[LCBaseMessage | BaseMessage],
) -> BaseMessage | list[BaseMessage]:
    """The chatschema messages with the same fields as ``langchain_core`` messages.

    Each message becomes the chatschema class of the same name (a subclass
    of a LangChain message class becomes the class it derives from), with
    the same values: the fields, and LangChain's extra attributes (the
    ``example`` flag, and any other: kept as the message's extras). The values
    are checked against the schema, as
    :func:`chatschema.decode` checks them, but not parsed or derived again
    (an ``AIMessageChunk`` keeps its tool calls as they are). Dicts and
    lists are copied; other values are shared. A chatschema message is
    returned as it is.

    Args:
        messages: A ``langchain_core`` message, or a sequence (any iterable) of them.

    Returns:
        One chatschema message for one message, else a list.

    Raises:
        TypeError: An item is not a message.
        chatschema.ValidationError: A message holds what the schema does
            not allow, such as a
            dict key that is not a string or a content block without its
            required fields. ``path`` says where, such as
            ``$[1].content[0]`` for a sequence.

    Example:
        >>> from langchain_core.messages import AIMessageChunk as LCChunk
        >>> part = {"name": "f", "args": '{"a": 1', "id": "c1", "index": 0}
        >>> streamed = LCChunk("", tool_call_chunks=[part], chunk_position="last")
        >>> chunk = from_langchain(streamed)
        >>> type(chunk).__name__, chunk.tool_calls, chunk.chunk_position
        ('AIMessageChunk', [{'name': 'f', 'args': {'a': 1}, 'id': 'c1', 'type': 'tool_call'}], 'last')
        >>> to_langchain(chunk) == streamed
        True
    """
    if isinstance(messages, (BaseMessage, lc.BaseMessage)):
        return _from_langchain(messages, "$")
    return [_from_langchain(message, f"$[{i}]") for i, message in enumerate(_items(messages))]


def _items(messages: Any) -> Iterable[Any]:
    if isinstance(messages, (str, bytes, dict)) or not isinstance(messages, Iterable):
        raise TypeError(f"Expected a message or a sequence of messages, got {type(messages).__name__}")
    items: Iterable[Any] = messages
    return items


def _to_langchain(message: Any, path: str) -> LCBaseMessage:
    if isinstance(message, lc.BaseMessage):
        return message
    target = _match(type(message), _TO_LC) if isinstance(message, BaseMessage) else None
    if target is None:
        raise TypeError(f"Expected a chatschema message at {path}, got {type(message).__name__}")
    values = {}
    for name in message.__struct_fields__:
        value = getattr(message, name)
        if value is not msgspec.UNSET:
            values[name] = value
    extras = extras_of(message)
    if extras is not None:
        values.update(extras)  # extra attributes to LangChain too
    built: LCBaseMessage = target.model_construct(**_copied(values, path))
    return built


def _from_langchain(message: Any, path: str) -> BaseMessage:
    if isinstance(message, BaseMessage):
        return message
    target = _match(type(message), _FROM_LC) if isinstance(message, lc.BaseMessage) else None
    if target is None:
        raise TypeError(f"Expected a langchain_core message at {path}, got {type(message).__name__}")
    values = dict(message.__dict__)
    extra = message.__pydantic_extra__
    if extra:
        values.update(extra)
    pop_type_tag(target, values, path)
    values = _copied(values, path)
    extras = split_extras(target, values)
    try:
        built: BaseMessage = convert_checked(values, target, schema_check_for(target))
    except ValidationError as error:
        raise error.under(path) from None
    set_extras(built, extras)
    return built


def _match(cls: type, table: dict[Any, Any]) -> Any:
    """The entry of ``table`` for ``cls`` or, for a subclass, for the nearest class it derives from."""
    for klass in cls.__mro__:
        if klass in table:
            return table[klass]
    return None


def _copied(values: dict[str, Any], path: str) -> dict[str, Any]:
    try:
        return {name: copy_json(value) for name, value in values.items()}
    except RecursionError:
        raise ValidationError("Payload is nested too deeply", path) from None
