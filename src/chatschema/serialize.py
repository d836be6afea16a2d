"""LangChain's stored message form: one ``{"type": tag, "data": fields}`` object per message.

This is the form ``langchain_core.messages.messages_to_dict`` writes and chat
histories keep. :func:`messages_from_dict` reads a whole history with one
msgspec conversion into the envelope Structs plus the generated checks; only
the few messages whose constructor would change them (AI messages with
untyped or OpenAI-style tool calls, AI chunks) are rebuilt through their
class. Input that the fast path refuses is read again message by message, as
LangChain reads it, so the error names the first bad message.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from operator import attrgetter
from typing import Any

import msgspec

from chatschema._bulk import built
from chatschema.errors import ValidationError
from chatschema.messages import MESSAGE_CLASSES, AIMessage, AIMessageChunk, BaseMessage, RemoveMessage
from chatschema.validation import decode

__all__ = ["_message_from_dict", "message_to_dict", "messages_from_dict", "messages_to_dict"]


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
    if type(messages) is list:
        items = messages
    else:
        try:
            items = list(messages)
        except TypeError:
            raise ValidationError(f"Expected `array`, got `{_json_type(messages)}`", "$") from None
    return built(items, _from_dicts, items)


def _from_dicts(items: list[Any]) -> list[BaseMessage]:
    try:
        envelopes = decode(items, "list[SerializedMessage]")
    except ValidationError:
        return [_one(item, f"$[{i}]") for i, item in enumerate(items)]
    out = list(map(_DATA, envelopes))
    needs = _NEEDS_CONSTRUCTOR
    for i, message in enumerate(out):
        if type(message) in needs and needs[type(message)](message):
            out[i] = _rebuild(message, f"$[{i}].data")
    return out


_DATA = attrgetter("data")


def _message_from_dict(message: Mapping[str, Any]) -> BaseMessage:
    """Read one message from the stored ``{"type": ..., "data": ...}`` form.

    LangChain exports this name; :func:`messages_from_dict` reads a list.

    Args:
        message: The stored dict.

    Returns:
        The message.

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


def _repath(error: ValidationError, base: str) -> ValidationError:
    """The same error, with its ``$``-rooted path moved under ``base``."""
    return ValidationError(error.message, base + error.path[1:])


def _one(message: Any, path: str) -> BaseMessage:
    """Read one stored dict: the fast path, then the constructor if that fails."""
    if not isinstance(message, dict):
        return _construct(message, path)  # decode would parse a str as JSON text
    try:
        envelope = decode(message, "SerializedMessage")
    except ValidationError:
        return _construct(message, path)
    data: BaseMessage = envelope.data
    check = _NEEDS_CONSTRUCTOR.get(type(data))
    if check is not None and check(data):
        return _rebuild(data, f"{path}.data")
    return data


def _construct(message: Any, path: str) -> BaseMessage:
    """Read a stored dict through the message class constructor, as LangChain does.

    The constructor accepts what LangChain's does beyond the strict decoder
    (numeric ids, ``content_blocks=``), and its errors carry paths.
    """
    if not isinstance(message, Mapping):
        raise ValidationError(f"Expected `object`, got `{_json_type(message)}`", path)
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
        raise ValidationError(f"Expected `object`, got `{_json_type(data)}`", f"{path}.data")
    return _build(cls, dict(data), f"{path}.data")


def _build(cls: Any, kwargs: dict[str, Any], path: str) -> BaseMessage:
    """``cls(**kwargs)``, with error paths under ``path``."""
    try:
        message: BaseMessage = cls(**kwargs)
    except ValidationError as error:
        raise _repath(error, path) from None
    except TypeError as error:
        raise ValidationError(str(error), path) from None
    return message


def _rebuild(message: Any, path: str) -> BaseMessage:
    """Run a decoded message through its constructor, as LangChain's loader does."""
    fields = {}
    for name in message.__struct_fields__:
        value = getattr(message, name)
        if value is not msgspec.UNSET:
            fields[name] = value
    return _build(type(message), fields, path)


def _ai_needs_constructor(message: Any) -> bool:
    """An AIMessage's constructor would change it: tool calls without their
    ``type``, or OpenAI-style ``additional_kwargs["tool_calls"]`` and no parsed calls."""
    calls, invalid = message.tool_calls, message.invalid_tool_calls
    if not calls and not invalid:
        return bool(message.additional_kwargs.get("tool_calls"))
    for call in calls:
        if call.get("type") != "tool_call":
            return True
    for call in invalid:
        if call.get("type") != "invalid_tool_call":
            return True
    return False


def _chunk_needs_constructor(message: Any) -> bool:
    """An AIMessageChunk's constructor would fill something in.

    A chunk's ``tool_calls``/``invalid_tool_calls`` and its ``tool_call_chunks``
    are derived from each other when it is built. When the stored chunk has
    both sides, they are kept as written: LangChain's loader derives them
    again, which is not idempotent (an invalid call whose partial JSON parses
    comes back valid); see docs/compat.md.
    """
    calls, invalid, chunks = message.tool_calls, message.invalid_tool_calls, message.tool_call_chunks
    if bool(chunks) != bool(calls or invalid):
        return True
    if not chunks and message.additional_kwargs.get("tool_calls"):
        return True
    if (
        message.chunk_position == "last"
        and message.response_metadata.get("output_version") == "v1"
        and isinstance(message.content, list)
    ):
        return True
    return (
        any(call.get("type") != "tool_call" for call in calls)
        or any(call.get("type") != "invalid_tool_call" for call in invalid)
        or any(call.get("type") != "tool_call_chunk" for call in chunks)
    )


def _remove_needs_constructor(message: Any) -> bool:
    """A RemoveMessage takes no content; its constructor says so."""
    return bool(message.content)


_NEEDS_CONSTRUCTOR: dict[type, Callable[[Any], bool]] = {
    AIMessage: _ai_needs_constructor,
    AIMessageChunk: _chunk_needs_constructor,
    RemoveMessage: _remove_needs_constructor,
}
"""The classes whose constructor can change a decoded message, and when it would."""


_JSON_TYPES = {dict: "object", list: "array", str: "str", int: "int", float: "float", bool: "bool"}


def _json_type(value: Any) -> str:
    """The JSON name of a value's type, as msgspec's errors say it."""
    if value is None:
        return "null"
    return _JSON_TYPES.get(type(value), type(value).__name__)
