"""LangChain's two stored message forms, read and written as LangChain reads and writes them.

Design notes: docs/design.md, ``chatschema._serialize``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from operator import attrgetter
from typing import Any

import msgspec

from chatschema._gc_pause import built
from chatschema._validation import decode
from chatschema.errors import ValidationError, json_type_name
from chatschema.messages import MESSAGE_CLASSES, BaseMessage
from chatschema.messages._build import build_message
from chatschema_generated.tags import LANG_CHAIN_SERIALIZED_MESSAGE_BY_PATH

__all__ = [
    "_message_from_dict",
    "message_from_lc_json",
    "message_to_dict",
    "message_to_lc_json",
    "messages_from_dict",
    "messages_from_lc_json",
    "messages_to_dict",
    "messages_to_lc_json",
    "unescaped_kwargs",
]


def message_to_dict(message: BaseMessage) -> dict[str, Any]:
    """Put a message in the stored form: its type tag, and its fields under ``data``.

    Args:
        message: The message. A ``langchain_core`` message works too.

    Returns:
        ``{"type": message.type, "data": message.model_dump()}``; ``data`` is
        the full form, every field present.

    Raises:
        AttributeError: ``message`` is not a message.

    Example:
        >>> from chatschema import HumanMessage
        >>> stored = message_to_dict(HumanMessage("hi", id="m1"))
        >>> stored["type"], stored["data"]["content"], stored["data"]["id"]
        ('human', 'hi', 'm1')
    """
    return {"type": message.type, "data": message.model_dump()}


def messages_to_dict(messages: Sequence[BaseMessage]) -> list[dict[str, Any]]:
    """Put each message in the stored form, as :func:`message_to_dict` does.

    Args:
        messages: The messages, in order.

    Returns:
        One ``{"type": ..., "data": ...}`` dict per message.

    Raises:
        AttributeError: An item is not a message.

    Example:
        >>> from chatschema import AIMessage, HumanMessage
        >>> [d["type"] for d in messages_to_dict([HumanMessage("hi"), AIMessage("hello")])]
        ['human', 'ai']
    """
    return [{"type": m.type, "data": m.model_dump()} for m in messages]


def messages_from_dict(messages: Sequence[Mapping[str, Any]]) -> list[BaseMessage]:
    """Read messages from the stored form that :func:`messages_to_dict` writes.

    All 13 type tags are read (``human``, ``ai``, ``system``, ``tool``,
    ``function``, ``chat``, ``remove`` and the six ``*MessageChunk`` tags),
    and the legacy ``example`` field written by LangChain 0.3 is kept.

    Args:
        messages: The stored dicts, in order.

    Returns:
        The messages, as chatschema message objects.

    Raises:
        ValidationError: A stored dict is malformed; ``.path`` says where, such
            as ``$[3].data.content``. An unknown type tag gives LangChain's
            message, ``Got unexpected message type: <tag>``. ``messages`` not
            iterable is an error at ``$``.

    Example:
        >>> stored = [{"type": "human", "data": {"content": "hi"}}, {"type": "ai", "data": {"content": "yo"}}]
        >>> [type(m).__name__ for m in messages_from_dict(stored)]
        ['HumanMessage', 'AIMessage']
        >>> try:
        ...     messages_from_dict([{"type": "human", "data": {"content": 7}}])
        ... except ValidationError as e:
        ...     print(e.path)
        $[0].data.content
    """
    items = _as_list(messages)
    return built(items, _from_dicts, items)


def _as_list(items: Any) -> list[Any]:
    """The items as a list (a list is used as it is); not iterable is an error at ``$``."""
    if type(items) is list:
        return items
    try:
        return list(items)
    except TypeError:
        raise ValidationError(f"Expected `array`, got `{json_type_name(items)}`", "$") from None


def _from_dicts(items: list[Any]) -> list[BaseMessage]:
    try:
        envelopes = decode(items, "list[SerializedMessage]")
    except ValidationError:
        return [_one(item, f"$[{i}]") for i, item in enumerate(items)]
    return list(map(_DATA, envelopes))


_DATA = attrgetter("data")


def _message_from_dict(message: Mapping[str, Any]) -> BaseMessage:
    """Read one message from the stored ``{"type": ..., "data": ...}`` form.

    LangChain exports this name; :func:`messages_from_dict` reads a list.

    Args:
        message: The stored dict.

    Raises:
        ValidationError: The dict is malformed; an unknown type tag gives
            ``Got unexpected message type: <tag>`` at ``$.type``.

    Example:
        >>> _message_from_dict({"type": "system", "data": {"content": "be brief"}}).text
        'be brief'
        >>> _message_from_dict({"type": "robot", "data": {"content": "x"}})
        Traceback (most recent call last):
          ...
        chatschema.errors.ValidationError: Got unexpected message type: robot (at $.type)
    """
    return _one(message, "$")


def _one(message: Any, path: str) -> BaseMessage:
    """Read one stored dict: the fast path, then the constructor if that fails."""
    if not isinstance(message, dict):
        return _construct(message, path)  # decode would parse a str as JSON text
    try:
        envelope = decode(message, "SerializedMessage")
    except ValidationError:
        return _construct(message, path)
    data: BaseMessage = envelope.data
    return data


def _construct(message: Any, path: str) -> BaseMessage:
    """Read a stored dict through the message class constructor, as LangChain does.

    The constructor accepts what LangChain's does beyond the strict decoder
    (numeric ids, ``content_blocks=``), and its errors carry paths.
    """
    if not isinstance(message, Mapping):
        raise ValidationError(f"Expected `object`, got `{json_type_name(message)}`", path)
    if "type" not in message:
        raise ValidationError("Object missing required field `type`", path)
    tag = message["type"]
    cls = MESSAGE_CLASSES.get(tag) if isinstance(tag, str) else None
    if cls is None:
        raise ValidationError(f"Got unexpected message type: {tag}", f"{path}.type")
    for key in message:
        if key not in ("type", "data"):
            raise ValidationError(f"Object contains unknown field `{key}`", path)
    if "data" not in message:
        raise ValidationError("Object missing required field `data`", path)
    data = message["data"]
    if not isinstance(data, Mapping):
        raise ValidationError(f"Expected `object`, got `{json_type_name(data)}`", f"{path}.data")
    return build_message(cls, dict(data), f"{path}.data")


# --- LangChain's Serializable JSON form ----------------------------------------------------------------

_ESCAPE = "__lc_escaped__"
"""The key that wraps, in kwargs, an object that could be taken for a record (one with an ``lc`` key)."""

_SCALARS = (str, int, float, bool, type(None))


def message_to_lc_json(message: BaseMessage) -> dict[str, Any]:
    """Put a message in LangChain's Serializable JSON form, exactly as ``langchain_core.load.dumpd`` does.

    ``{"lc": 1, "type": "constructor", "id": ["langchain", "schema",
    "messages", <class name>], "kwargs": {...}}``, where ``kwargs`` holds
    the content, the type tag and every other field whose value differs from
    its default, in LangChain's field order (an AI message always has
    ``tool_calls`` and ``invalid_tool_calls``). As ``dumpd`` does, an object
    inside ``kwargs`` that has an ``lc`` key (or whose only key is
    ``__lc_escaped__``) is written wrapped, ``{"__lc_escaped__": object}``,
    a value that is not JSON is written as LangChain's ``not_implemented``
    record, and the legacy ``example`` flag is not written (LangChain 1.x
    has no such field). ``json.dumps`` of the result is the text ``dumps``
    writes.

    Args:
        message: The message. A ``langchain_core`` message works too.

    Returns:
        A new dict; the message is not changed.

    Raises:
        AttributeError: ``message`` is not a message.
        ValidationError: A value is nested too deeply to write (at ``$``).

    Example:
        >>> from chatschema import AIMessage
        >>> call = {"name": "f", "args": {"lc": 1}, "id": "c1"}
        >>> record = message_to_lc_json(AIMessage("", tool_calls=[call]))
        >>> record["id"]
        ['langchain', 'schema', 'messages', 'AIMessage']
        >>> record["kwargs"]
        {'content': '', 'type': 'ai', 'tool_calls': [{'name': 'f', 'args': {'__lc_escaped__': {'lc': 1}}, \
'id': 'c1', 'type': 'tool_call'}], 'invalid_tool_calls': []}
    """
    record: dict[str, Any] = message.to_json()
    try:
        record["kwargs"] = {key: _escaped(value) for key, value in record["kwargs"].items()}
    except RecursionError:
        raise ValidationError("Value is nested too deeply to encode", "$") from None
    return record


def messages_to_lc_json(messages: Sequence[BaseMessage]) -> list[dict[str, Any]]:
    """Put each message in LangChain's Serializable JSON form, as :func:`message_to_lc_json` does.

    ``dumpd`` of a list of messages gives the same list.

    Args:
        messages: The messages, in order.

    Returns:
        One record per message.

    Raises:
        AttributeError: An item is not a message.
        ValidationError: A value is nested too deeply to write (at ``$``).

    Example:
        >>> from chatschema import AIMessage, HumanMessage
        >>> [r["kwargs"] for r in messages_to_lc_json([HumanMessage("hi"), AIMessage("hello", id="m2")])]
        [{'content': 'hi', 'type': 'human'}, {'content': 'hello', 'type': 'ai', 'id': 'm2', \
'tool_calls': [], 'invalid_tool_calls': []}]
    """
    return [message_to_lc_json(message) for message in messages]


def _escaped(value: Any) -> Any:
    """A kwargs value as ``dumpd`` writes it: copied, with objects that hold an ``lc`` key wrapped."""
    if isinstance(value, dict):
        if not all(isinstance(key, _SCALARS) for key in value):
            return _not_implemented(value)
        if "lc" in value or (len(value) == 1 and _ESCAPE in value):
            return {_ESCAPE: _copied(value)}  # kept as it is: nothing inside is escaped
        return {key: _escaped(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_escaped(item) for item in value]
    if isinstance(value, _SCALARS):
        return value
    return _not_implemented(value)


def _copied(value: Any) -> Any:
    """A copy of the dicts and lists in ``value`` (other values shared)."""
    if isinstance(value, dict):
        return {key: _copied(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_copied(item) for item in value]
    return value


def _not_implemented(value: Any) -> dict[str, Any]:
    """LangChain's record of a value it cannot serialize: where its class lives, and its repr."""
    owner = value if hasattr(value, "__name__") else type(value)
    try:
        where = [*owner.__module__.split("."), owner.__name__]
    except Exception:  # an object with odd attributes: LangChain gives up on the path too
        where = []
    try:
        shown: str | None = repr(value)
    except Exception:
        shown = None
    return {"lc": 1, "type": "not_implemented", "id": where, "repr": shown}


def messages_from_lc_json(records: Sequence[Mapping[str, Any]]) -> list[BaseMessage]:
    """Read messages from LangChain's Serializable JSON form, as ``langchain_core.load.load`` reads them.

    Each record's ``id`` names the class: the path LangChain writes
    (``["langchain", "schema", "messages", "AIMessage"]``) or one of the
    older paths LangChain's loader maps to it (``langchain_core`` module
    paths, the paths LangChain.js writes, and the ``["langchain", "schema",
    ...]`` paths of 2023). ``kwargs`` need not carry the type tag (LangChain.js
    and Python LangChain before langchain-core 0.2 wrote none); when it
    does, it must be the tag of that class. Wrapped objects,
    ``{"__lc_escaped__": object}``, are unwrapped. As with
    :func:`messages_from_dict`, a message whose class constructor would
    change it is rebuilt through its class, and values the schema refuses
    but LangChain's constructors accept (numeric ids, say) are read through
    the constructor.

    Args:
        records: The records, in order (what ``dumpd`` of a list of messages gives).

    Returns:
        The messages, as chatschema message objects.

    Raises:
        ValidationError: A record is malformed, or names a class that is not
            a message; ``.path`` says where, such as
            ``$[2].kwargs.tool_calls[0].args``. ``records`` not iterable is an
            error at ``$``.

    Example:
        >>> records = [
        ...     {"lc": 1, "type": "constructor", "id": ["langchain", "schema", "messages", "HumanMessage"],
        ...      "kwargs": {"content": "hi", "type": "human"}},
        ...     {"lc": 1, "type": "constructor", "id": ["langchain_core", "messages", "AIMessage"],
        ...      "kwargs": {"content": "hello", "additional_kwargs": {"__lc_escaped__": {"lc": 2}}}},
        ... ]
        >>> [(type(m).__name__, m.additional_kwargs) for m in messages_from_lc_json(records)]
        [('HumanMessage', {}), ('AIMessage', {'lc': 2})]
        >>> try:
        ...     messages_from_lc_json([{**records[0], "kwargs": {"content": 7}}])
        ... except ValidationError as e:
        ...     print(e.path)
        $[0].kwargs.content
    """
    items = _as_list(records)
    return built(items, _from_lc_records, items)


def message_from_lc_json(record: Mapping[str, Any]) -> BaseMessage:
    """Read one message from LangChain's Serializable JSON form, as :func:`messages_from_lc_json` does.

    Args:
        record: The record, ``{"lc": 1, "type": "constructor", "id": [...], "kwargs": {...}}``.

    Raises:
        ValidationError: The record is malformed; ``.path`` says where, such as ``$.kwargs.type``.

    Example:
        >>> path = ["langchain", "schema", "messages", "ToolMessage"]
        >>> kwargs = {"content": "18C", "tool_call_id": "c1"}
        >>> record = {"lc": 1, "type": "constructor", "id": path, "kwargs": kwargs}
        >>> message = message_from_lc_json(record)
        >>> type(message).__name__, message.content, message.tool_call_id
        ('ToolMessage', '18C', 'c1')
        >>> message_from_lc_json({**record, "kwargs": {"content": "x", "type": "ai"}})
        Traceback (most recent call last):
          ...
        chatschema.errors.ValidationError: Invalid value 'ai'; ToolMessage has type 'tool' (at $.kwargs.type)
    """
    return _one_record(record, "$")


def _from_lc_records(items: list[Any]) -> list[BaseMessage]:
    if all(map(_plain_record, items)) and not _may_hold_escapes(items):
        try:  # the common case at once: each record as LangChain writes it, nothing wrapped
            return decode([item["kwargs"] for item in items], "list[AnyMessage]")  # type: ignore[no-any-return]
        except ValidationError:
            pass
    return [_one_record(item, f"$[{i}]") for i, item in enumerate(items)]


def _plain_record(item: Any) -> bool:
    """Whether ``item`` is a record whose kwargs carry the tag of the class its path names."""
    if type(item) is not dict or len(item) != len(_RECORD_KEYS) or type(item.get("lc")) is not int:
        return False
    kwargs, ident = item.get("kwargs"), item.get("id")
    if (
        item["lc"] != 1
        or item.get("type") != "constructor"
        or type(kwargs) is not dict
        or type(ident) is not list
    ):
        return False
    cls = CLASS_PATHS.get(tuple(ident)) if all(type(part) is str for part in ident) else None
    tag = kwargs.get("type")
    return cls is not None and type(tag) is str and MESSAGE_CLASSES.get(tag) is cls


_ESCAPE_TEXT = b'"__lc_escaped__"'


def _may_hold_escapes(items: list[Any]) -> bool:
    """Whether an object in ``items`` may have the key ``__lc_escaped__`` (msgspec writes keys as is)."""
    try:
        return _ESCAPE_TEXT in _ENCODER.encode(items)
    except (TypeError, UnicodeEncodeError, msgspec.EncodeError, RecursionError):
        return True


_ENCODER = msgspec.json.Encoder()


def _unescaped(value: Any) -> Any:
    """``value`` with each ``{"__lc_escaped__": x}`` replaced by ``x``; None when it holds none.

    As LangChain's loader does, the inside of a wrapped object is kept as it is.
    """
    if isinstance(value, dict):
        if len(value) == 1 and _ESCAPE in value:
            return value[_ESCAPE]
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


def unescaped_kwargs(kwargs: dict[str, Any]) -> dict[str, Any]:
    """The kwargs of a Serializable record with each ``{"__lc_escaped__": x}`` replaced by ``x``.

    LangChain and langchainjs wrap the same objects the same way, so both readers unwrap here.

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


_CLASS_OF_NAME = {cls.__name__: cls for cls in MESSAGE_CLASSES.values()}

CLASS_PATHS: dict[tuple[str, ...], type[BaseMessage]] = {
    path: _CLASS_OF_NAME[path[-1]] for path in LANG_CHAIN_SERIALIZED_MESSAGE_BY_PATH
}
"""Every class path LangChain's loader reads as a message class, and the class: the paths of the
schema's dispatch (``LangChainSerializedMessage``), each ending with the name of its class."""
_RECORD_KEYS = ("lc", "type", "id", "kwargs")


def _one_record(record: Any, path: str) -> BaseMessage:
    """Read one record: the envelope checked here, the kwargs decoded, or built by the constructor."""
    if not isinstance(record, Mapping):
        raise ValidationError(f"Expected `object`, got `{json_type_name(record)}`", path)
    for key in record:
        if key not in _RECORD_KEYS:
            raise ValidationError(f"Object contains unknown field `{key}`", path)
    for key in _RECORD_KEYS:
        if key not in record:
            raise ValidationError(f"Object missing required field `{key}`", path)
    _constant(record["lc"], 1, f"{path}.lc")
    _constant(record["type"], "constructor", f"{path}.type")
    ident = record["id"]
    plain = type(ident) is list and all(type(part) is str for part in ident)
    cls = CLASS_PATHS.get(tuple(ident)) if plain else None
    if cls is None:
        raise ValidationError(f"Not the class path of a message: {_shown(ident)}", f"{path}.id")
    kwargs = record["kwargs"]
    if not isinstance(kwargs, Mapping):
        raise ValidationError(f"Expected `object`, got `{json_type_name(kwargs)}`", f"{path}.kwargs")
    fields = dict(unescaped_kwargs(dict(kwargs)))
    tag = cls.__struct_config__.tag
    where = f"{path}.kwargs"
    try:
        message: BaseMessage = decode(fields if "type" in fields else {**fields, "type": tag}, cls.__name__)
    except ValidationError:
        return build_message(cls, fields, where)  # as LangChain's constructor reads it, errors with paths
    return message


def _constant(value: Any, expected: Any, path: str) -> None:
    if type(value) is not type(expected):
        raise ValidationError(f"Expected `{json_type_name(expected)}`, got `{json_type_name(value)}`", path)
    if value != expected:
        raise ValidationError(f"Invalid enum value {value!r}", path)


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 100 else text[:97] + "..."
