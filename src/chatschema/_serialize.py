"""LangChain's two stored message forms, read and written as LangChain reads and writes them.

Design notes: docs/design.md, ``chatschema._serialize``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from operator import attrgetter
from typing import Any

import msgspec

from chatschema._gc_pause import built, in_slices
from chatschema._validation import convert_checked, decode
from chatschema.convert._lc_kwargs import (
    ESCAPE,
    checked,
    js_message,
    unescaped_kwargs,
)
from chatschema.errors import ValidationError, json_type_name
from chatschema.messages import MESSAGE_CLASSES, BaseMessage
from chatschema.messages._base import normalize_messages
from chatschema.messages._build import build_message
from chatschema.messages.envelopes import CLASS_PATHS, AnyMessageType
from chatschema_generated.tags import (
    LANG_CHAIN_JS_SERIALIZED_MESSAGE_BY_PATH,
)

__all__ = [
    "CLASS_PATHS",
    "_message_from_dict",
    "message_from_lc_json",
    "message_to_dict",
    "message_to_lc_json",
    "messages_from_dict",
    "messages_from_lc_json",
    "messages_to_dict",
    "messages_to_lc_json",
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
    return built(messages, list, map(message_to_dict, messages))


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
    return built(messages, list, map(message_to_lc_json, messages))


def _escaped(value: Any) -> Any:
    """A kwargs value as ``dumpd`` writes it: copied, with objects that hold an ``lc`` key wrapped."""
    if isinstance(value, dict):
        if not all(isinstance(key, _SCALARS) for key in value):
            return _not_implemented(value)
        if "lc" in value or (len(value) == 1 and ESCAPE in value):
            return {ESCAPE: _copied(value)}  # kept as it is: nothing inside is escaped
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


def messages_from_lc_json(records: Sequence[Mapping[str, Any]], *, strict: bool = True) -> list[BaseMessage]:
    """Read messages from LangChain's Serializable JSON form, as ``langchain_core.load.load`` reads them.

    Each record is checked against the schema type ``LangChainSerializedMessage``, as
    ``validate(record, "LangChainSerializedMessage")`` checks it, and only then read: the reader
    takes exactly the records the validator takes. A record's ``id`` names the class: the path
    LangChain writes (``["langchain", "schema", "messages", "AIMessage"]``), one of the older paths
    LangChain's loader maps to it (``langchain_core`` module paths and the ``["langchain",
    "schema", ...]`` paths of 2023), or the path langchainjs writes (``["langchain_core",
    "messages", "AIMessage"]``). ``kwargs`` are the fields of that class; the type tag may be left
    out (LangChain before langchain-core 0.2 wrote none), and when given is the class's own.
    Wrapped objects, ``{"__lc_escaped__": object}``, are unwrapped. A record with langchainjs's
    path is read as :func:`~chatschema.messages_from_langchainjs` reads it (camelCase blocks,
    ``content_blocks`` alone, ``null`` ids). What LangChain's constructors take beyond the schema
    (a numeric ``id``, a field the class lacks) is refused: docs/compat.md lists these differences.

    Args:
        records: The records, in order (what ``dumpd`` of a list of messages gives).
        strict: For langchainjs's records, as :func:`~chatschema.messages_from_langchainjs` takes
            it: ``content_blocks`` that differ from the blocks of the message's content raise
            :class:`~chatschema.ConversionError` (``True``, the default) or are dropped with a
            :class:`~chatschema.LossWarning` (``False``).

    Returns:
        The messages, as chatschema message objects.

    Raises:
        ValidationError: A record is not a ``LangChainSerializedMessage``; ``.path`` says where,
            such as ``$[2].kwargs.tool_calls[0].args`` (the validator's error, under the record's
            index). ``records`` not iterable is an error at ``$``.
        ConversionError: ``strict`` and such ``content_blocks``.

    Example:
        >>> records = [
        ...     {"lc": 1, "type": "constructor", "id": ["langchain", "schema", "messages", "HumanMessage"],
        ...      "kwargs": {"content": "hi", "type": "human"}},
        ...     {"lc": 1, "type": "constructor", "id": ["langchain_core", "messages", "ai", "AIMessage"],
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
    return built(items, _from_lc_records, items, strict)


def message_from_lc_json(record: Mapping[str, Any], *, strict: bool = True) -> BaseMessage:
    """Read one message from LangChain's Serializable JSON form, as :func:`messages_from_lc_json` does.

    Args:
        record: The record, ``{"lc": 1, "type": "constructor", "id": [...], "kwargs": {...}}``.
        strict: As :func:`messages_from_lc_json` takes it.

    Raises:
        ValidationError: The record is not a ``LangChainSerializedMessage``; ``.path`` says where,
            such as ``$.kwargs.type`` (the validator's error).
        ConversionError: ``strict`` and a langchainjs record's ``content_blocks`` that differ
            from the blocks of its content.

    Example:
        >>> path = ["langchain", "schema", "messages", "ToolMessage"]
        >>> kwargs = {"content": "18C", "tool_call_id": "c1"}
        >>> record = {"lc": 1, "type": "constructor", "id": path, "kwargs": kwargs}
        >>> message = message_from_lc_json(record)
        >>> type(message).__name__, message.content, message.tool_call_id
        ('ToolMessage', '18C', 'c1')
        >>> try:
        ...     message_from_lc_json({**record, "kwargs": {"content": "x", "type": "ai"}})
        ... except ValidationError as e:
        ...     print(e.path)
        $.kwargs.type
    """
    if isinstance(record, (str, bytes, bytearray, memoryview)):  # validate would read it as JSON text
        raise ValidationError(f"Expected `object`, got `{json_type_name(record)}`", "$")
    return lc_record_message(record, "$", strict)


def lc_record_message(record: Any, path: str, strict: bool = True) -> BaseMessage:
    """The message of one Serializable record at ``path``: checked, then read (the one reader of the form).

    :func:`message_from_lc_json` reads a record at ``$`` with it, and ``convert_to_messages`` (and
    ``messages_from_langchainjs``, for a record with one of LangChain's paths) at the record's index.

    Args:
        record: The record (a ``str`` would be read as JSON text: callers give a dict).
        path: Where it sits, such as ``$[3]``; the validator's error is placed under it.
        strict: As :func:`messages_from_lc_json` takes it.

    Returns:
        The message.

    Raises:
        ValidationError: The record is not a ``LangChainSerializedMessage``, at ``path``.
        ConversionError: ``strict`` and a langchainjs record's ``content_blocks`` that differ from
            the blocks of its content.

    Example:
        >>> record = {"lc": 1, "type": "constructor", "id": ["langchain", "schema", "messages", "AIMessage"],
        ...           "kwargs": {"content": 5}}
        >>> lc_record_message(record, "$[2]")
        Traceback (most recent call last):
          ...
        chatschema.errors.ValidationError: Expected `str | array`, got `int` (at $[2].kwargs.content)
    """
    checked(record, _RECORD, path)
    return _record_message(record, path, strict)


_RECORD = "LangChainSerializedMessage"
"""The schema type of a record, which names its class by its ``id``."""


def _from_lc_records(items: list[Any], strict: bool) -> list[BaseMessage]:
    try:
        messages = in_slices(items, _plain_messages)
    except ValidationError:
        messages = _plain_messages(items)  # the whole list raises the error one pass over it gives
    if messages is None:
        checked(items, f"list[{_RECORD}]", "$")
        messages = [_record_message(record, f"$[{i}]", strict) for i, record in enumerate(items)]
    return messages


def _plain_messages(items: list[Any]) -> list[BaseMessage] | None:
    """The records' messages when nothing is wrapped and no record is langchainjs's (the common case).

    Every kwargs is decoded in one call (checked already: converted, then the step every reader
    shares, with no second check); None, before any check, when a record needs reading alone
    (:func:`_read_alone`): the caller then checks the list once and reads each record.
    """
    if _read_alone(items):
        return None
    checked(items, f"list[{_RECORD}]", "$")
    kwargs = [_tagged(CLASS_PATHS[tuple(record["id"])], record["kwargs"]) for record in items]
    messages: list[BaseMessage] = convert_checked(kwargs, _MESSAGES, _checked_already)
    normalize_messages(messages, inner=".kwargs")
    return messages


def _read_alone(items: list[Any]) -> bool:
    """Whether a record of ``items`` needs reading alone: it has a class path of langchainjs's, or may
    hold a wrapper (:data:`_ESCAPE_TEXT` in the JSON text of its kwargs' values other than strings: a
    wrapper is an object, so a string field holds none, and the long text of a history is never
    written). Asked before the check, so anything is taken: what is no record is the check's to refuse.
    """
    others: list[Any] = []  # the values, other than strings, of every record's kwargs
    for record in items:
        if type(record) is not dict:
            continue
        ident, fields = record.get("id"), record.get("kwargs")
        if type(ident) is list:
            try:
                if tuple(ident) in LANG_CHAIN_JS_SERIALIZED_MESSAGE_BY_PATH:
                    return True
            except TypeError:  # an element that is no string, so no class path: the check refuses it
                pass
        if type(fields) is dict:
            others += [value for value in fields.values() if type(value) is not str]
    text = _text(others)
    return text is None or _ESCAPE_TEXT in text


_MESSAGES = list[AnyMessageType]


def _checked_already(value: Any, path: str) -> None:
    """No check: the records were checked as given, and nothing in them is wrapped."""


def _tagged(cls: type[BaseMessage], fields: dict[str, Any]) -> dict[str, Any]:
    """A checked record's fields with the type tag of its class (the tag is optional, and its own)."""
    return fields if "type" in fields else {**fields, "type": cls.__struct_config__.tag}


def _record_message(record: Any, path: str, strict: bool) -> BaseMessage:
    """The message of a record the validator took: its class from its ``id``, its fields unwrapped."""
    class_path = tuple(record["id"])
    cls = CLASS_PATHS[class_path]
    fields = unescaped_kwargs(record, _RECORD)
    where = f"{path}.kwargs"
    if class_path in LANG_CHAIN_JS_SERIALIZED_MESSAGE_BY_PATH:
        return js_message(cls, fields, where, strict)
    try:
        message: BaseMessage = decode(_tagged(cls, fields), cls.__name__)
    except ValidationError as error:
        raise error.under(where) from None
    return message


_ESCAPE_TEXT = b'"__lc_escaped__"'
"""The key of a wrapped object, as JSON text (msgspec writes keys as they are)."""


def _text(values: list[Any]) -> bytes | None:
    """The values as JSON text; None when msgspec cannot write them (a lone surrogate, a non-JSON value)."""
    try:
        return _ENCODER.encode(values)
    except (TypeError, UnicodeEncodeError, msgspec.EncodeError, RecursionError):
        return None


_ENCODER = msgspec.json.Encoder()
