"""``convert_to_messages``: build messages from the many ways code writes them.

Design notes: docs/design.md, ``chatschema.convert._messages``.
"""

from __future__ import annotations

import json
import json.scanner
import sys
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TypeAlias

import msgspec
from msgspec.structs import replace

from chatschema._gc_pause import built
from chatschema._serialize import lc_record_message
from chatschema.convert._block_keys import python_content
from chatschema.convert._lc_kwargs import keep_written_calls
from chatschema.errors import UnsupportedMessageError, ValidationError, json_type_name
from chatschema.messages import (
    MESSAGE_CLASSES,
    AIMessage,
    BaseMessage,
    FunctionMessage,
    HumanMessage,
    RemoveMessage,
    SystemMessage,
    ToolMessage,
)
from chatschema.messages._build import build_message
from chatschema.messages._templates import template_for
from chatschema_generated.registry import TYPES

__all__ = ["MessageLikeRepresentation", "convert_to_messages", "read_message_like"]

MessageLikeRepresentation: TypeAlias = (
    BaseMessage | list[str] | tuple[str, str | list[str | dict[str, Any]]] | str | dict[str, Any]
)
"""Any one of the ways :func:`convert_to_messages` accepts a message."""

_ROLES: dict[str, Any] = {
    "human": HumanMessage,
    "user": HumanMessage,
    "ai": AIMessage,
    "assistant": AIMessage,
    "system": SystemMessage,
    "developer": SystemMessage,
    "function": FunctionMessage,
    "tool": ToolMessage,
    "remove": RemoveMessage,
}
"""The roles of the OpenAI-style form and of ``(role, content)`` pairs."""

_NAMED = ("name", "tool_call_id", "tool_calls", "id")
"""Keys LangChain passes to the message constructor, not into additional_kwargs."""

_DROP_IF_NULL = frozenset(
    ("name", "id", "tool_call_id", "tool_calls", "response_metadata", "status", "example")
)
"""Flat-form keys whose ``null`` means "not given", as LangChain reads them."""

_ROLE_ERROR = (
    "Unexpected message type: '{}'. Use one of 'human', 'user', 'ai', 'assistant', 'function', "
    "'tool', 'system', or 'developer'."
)
_KEYS_ERROR = "Message dict must contain 'role' and 'content' keys"


def convert_to_messages(messages: Iterable[MessageLikeRepresentation] | Any) -> list[BaseMessage]:
    """Build a list of messages from message-like values.

    Args:
        messages: The values, each a message, a ``str``, a ``(role, content)``
            pair, an OpenAI-style dict, LangChain's flat dict (what
            ``model_dump()`` writes) or its Serializable record (a dict whose
            ``type`` is ``constructor``, read as :func:`~chatschema.message_from_lc_json`
            reads it, by the same reader). A LangChain
            ``PromptValue`` is read through its ``to_messages()``. A dict's
            content blocks in langchainjs's spelling (``{"type": "image",
            "data": ..., "mimeType": ...}``) get LangChain Python's keys, a
            deliberate superset of LangChain (docs/compat.md).

    Returns:
        The messages, in order. chatschema messages given are returned as
        they are (the same objects).

    Raises:
        ValidationError: A dict or pair does not make a valid message; ``.path``
            says which item, such as ``$[2].tool_calls[0].function.arguments``.
            An unknown role gives LangChain's message, ``Unexpected message
            type: '<role>'. Use one of ...``; a dict without ``content`` (or
            without ``role`` and ``type``) gives ``Message dict must contain
            'role' and 'content' keys``. ``ValidationError`` is a ``ValueError``,
            as LangChain's errors are. ``messages`` not iterable is an error at ``$``.
            A Serializable record the schema refuses gives the validator's error
            under the item's index (``$[1].kwargs.type``).
        UnsupportedMessageError: An item is of an unsupported kind, or a
            sequence that is not a pair. A ``ValidationError`` that is also a
            ``NotImplementedError``, which LangChain raises there.
        ConversionError: A langchainjs Serializable record whose ``content_blocks``
            differ from the blocks of its content (as ``message_from_lc_json`` raises it).

    Example:
        >>> call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": '{"x": 1}'}}
        >>> msgs = convert_to_messages(
        ...     [
        ...         "hi",
        ...         ("system", "be brief"),
        ...         {"role": "assistant", "content": "", "tool_calls": [call]},
        ...         {"role": "tool", "content": "42", "tool_call_id": "c1"},
        ...     ]
        ... )
        >>> [m.type for m in msgs]
        ['human', 'system', 'ai', 'tool']
        >>> msgs[2].tool_calls
        [{'name': 'f', 'args': {'x': 1}, 'id': 'c1', 'type': 'tool_call'}]
        >>> path = ["langchain", "schema", "messages", "AIMessageChunk"]
        >>> record = {"lc": 1, "type": "constructor", "id": path, "kwargs": {"content": "a chunk"}}
        >>> type(convert_to_messages([record])[0]).__name__
        'AIMessageChunk'
        >>> try:
        ...     convert_to_messages([{"role": "robot", "content": "beep"}])
        ... except ValueError as e:
        ...     print(e.path, e.message[:32])
        $[0].role Unexpected message type: 'robot'
    """
    prompt_values = sys.modules.get("langchain_core.prompt_values")
    if prompt_values is not None and isinstance(messages, prompt_values.PromptValue):
        messages = messages.to_messages()
    try:
        items = iter(messages)
    except TypeError:
        raise ValidationError(f"Expected `array`, got `{json_type_name(messages)}`", "$") from None
    return built(messages, _from_items, items)


def _from_items(items: Iterable[Any]) -> list[BaseMessage]:
    out: list[BaseMessage] = []
    append = out.append
    own = _OWN_CLASSES
    for i, message in enumerate(items):
        cls = type(message)
        if cls in own:
            append(message)
            continue
        if cls is dict:
            quick = _quick(message)
            if quick is not None:
                append(quick)
                continue
        append(_convert(message, f"$[{i}]"))
    return out


_OWN_CLASSES = frozenset(MESSAGE_CLASSES.values())


def _quick(message: dict[str, Any]) -> BaseMessage | None:
    """The most common OpenAI-style dicts, built without the general reading and checks.

    ``{"role": "user" | "system" | "assistant", "content": ...}``, an
    assistant message with ``tool_calls`` in OpenAI's format whose arguments
    are a JSON object, and ``{"role": "tool", "content": ..., "tool_call_id":
    str}`` with or without a string ``name``: the values are checked here,
    with the same result as :func:`_from_role`. String content is filled in
    from a template; list content is converted as the constructor converts it
    (:func:`_with_list`). Anything else (including every error) is None: the
    general path reads it.
    """
    content = message.get("content")
    if type(content) is str:
        plain = True
    elif type(content) is list and content:  # ``[]`` is read as "": the general path
        plain = False
    else:
        return None
    if not _TEMPLATES:
        _load_templates()
    role = message.get("role")
    size = len(message)
    if size == 2:
        template = _TEMPLATES.get(role) if type(role) is str and role in _PLAIN_ROLES else None
        if template is None:
            return None
        if plain:
            return replace(template, content=content, additional_kwargs={}, response_metadata={})  # type: ignore[no-any-return]
        return _with_list(type(template), {"content": content})
    if role == "tool" and (size == 3 or (size == 4 and type(message.get("name")) is str)):
        call_id = message.get("tool_call_id")
        if type(call_id) is not str:
            return None
        name = message.get("name")
        if not plain:
            return _with_list(ToolMessage, {"content": content, "tool_call_id": call_id, "name": name})
        return replace(  # type: ignore[no-any-return]
            _TEMPLATES["tool"],
            content=content,
            tool_call_id=call_id,
            name=name,
            additional_kwargs={},
            response_metadata={},
        )
    if size != 3:
        return None
    if role == "assistant":
        calls = _quick_calls(message.get("tool_calls"))
        if calls is None:
            return None
        if not plain:
            return _with_list(AIMessage, {"content": content, "tool_calls": calls})
        return replace(  # type: ignore[no-any-return]
            _TEMPLATES["assistant"],
            content=content,
            additional_kwargs={},
            response_metadata={},
            tool_calls=calls,
            invalid_tool_calls=[],
        )
    return None


def _with_list(cls: Any, fields: dict[str, Any]) -> BaseMessage | None:
    """The message the constructor makes of ``fields`` (checked here but for their list content),
    if the generated fast test passes the content; else None.

    ``fields`` are what the general path passes the constructor for these
    dicts, in the form its own steps leave them (those steps change nothing
    here). The constructor converts them with ``msgspec.convert`` (a new list,
    a new dict for each block, the values inside kept), then runs the
    generated check, whose only open question is the content (its fast test,
    True only when that check passes, runs first), then normalises, which
    changes nothing here (tool calls come in LangChain's form from
    :func:`_quick_calls`; no ``additional_kwargs``). None when the test says no
    or msgspec refuses the content (an object key that is not a string): the
    general path then reads the message and reports any error.
    """
    content = python_content(fields["content"])
    if content is not fields["content"]:
        return None  # blocks in langchainjs's spelling: the general path reads them
    try:
        if _CONTENT_OK(content):
            built: BaseMessage = msgspec.convert(fields, cls)
            return built
    except (msgspec.ValidationError, UnicodeEncodeError, RecursionError):
        pass
    return None


_CONTENT_OK: Any = TYPES["MessageContent"].ok
"""The generated fast test of message content: True only when its check passes."""

_TEMPLATES: dict[str, Any] = {}
"""Template messages by role, for :func:`_quick`."""
_PLAIN_ROLES = frozenset(("user", "system", "assistant"))
"""The roles :func:`_quick` reads from a dict of just role and content."""


def _load_templates() -> None:
    given = frozenset(
        ("content", "additional_kwargs", "response_metadata", "tool_calls", "invalid_tool_calls")
    )
    for role, cls in (("user", HumanMessage), ("system", SystemMessage), ("assistant", AIMessage)):
        _TEMPLATES[role] = template_for(cls, given)
    _TEMPLATES["tool"] = template_for(ToolMessage, frozenset((*given, "tool_call_id", "name")))
    if None in _TEMPLATES.values():  # pragma: no cover - a class gained a field that must be given
        raise RuntimeError("convert_to_messages: a message class no longer fits its template")


def _quick_calls(calls: Any) -> list[dict[str, Any]] | None:
    """OpenAI-format tool calls as LangChain's, if each is plainly valid; else None."""
    if type(calls) is not list:
        return None
    out = []
    scan = _scan_json
    for call in calls:
        if type(call) is not dict:
            return None
        function = call.get("function")
        if type(function) is not dict:
            return None
        name = function.get("name")
        arguments = function.get("arguments")
        call_id = call.get("id")
        if (
            type(name) is not str
            or type(arguments) is not str
            or (type(call_id) is not str and call_id is not None)
        ):
            return None
        if call_id is None and "id" not in call:
            return None
        try:
            args, end = scan(arguments, 0)
        except (StopIteration, ValueError, RecursionError):
            return None
        if type(args) is not dict or end != len(arguments):
            return None  # not an object, or text around it: the general path reads it
        out.append({"name": name, "args": args, "id": call_id, "type": "tool_call"})
    return out


_scan_json: Any = json.scanner.make_scanner(json.JSONDecoder(strict=False))  # type: ignore[arg-type]
"""What ``json.loads(text, strict=False)`` runs on text with no space around the value:
``(value, end)``, or StopIteration or ValueError."""


def read_message_like(message: Any, path: str) -> BaseMessage:
    """One message-like value as :func:`convert_to_messages` reads it, its errors' paths under ``path``.

    Args:
        message: The value (a message, a string, a pair or a dict).
        path: Where it sits, such as ``$[3]``.

    Returns:
        The message.

    Raises:
        ValidationError: As :func:`convert_to_messages` raises it, at ``path``.

    Example:
        >>> read_message_like(("ai", "hello"), "$[4]").type
        'ai'
    """
    return _convert(message, path)


def _convert(message: Any, path: str) -> BaseMessage:
    if isinstance(message, BaseMessage):
        return message
    lc_base = getattr(sys.modules.get("langchain_core.messages.base"), "BaseMessage", None)
    if lc_base is not None and isinstance(message, lc_base):
        return _from_dict(message.model_dump(), path)
    if isinstance(message, str):
        return _create("human", message, {}, path, f"{path}[0]")
    if isinstance(message, Sequence):
        try:
            role, content = message
        except ValueError:
            message = "Message as a sequence must be (role string, template)"
            raise UnsupportedMessageError(message, path) from None
        return _create(role, content, {}, path, f"{path}[0]")
    if isinstance(message, dict):
        return _from_dict(message, path)
    raise UnsupportedMessageError(f"Unsupported message type: {type(message)}", path)


def _from_dict(message: dict[str, Any], path: str) -> BaseMessage:
    tag = message.get("type")
    if tag == "constructor" and "role" not in message:
        # LangChain's Serializable record: read by its one reader, which checks it first
        return lc_record_message(message, path)
    content = message.get("content")
    if type(content) is list:
        spelled = python_content(content)
        if spelled is not content:
            message = {**message, "content": spelled}
    cls = MESSAGE_CLASSES.get(tag) if isinstance(tag, str) else None
    # A type tag decides, unless the dict also has a role that is not a field
    # of that type (only chat messages have a role field): then the role does,
    # as in LangChain.
    if cls is not None and ("role" not in message or "role" in cls.__struct_fields__):
        return _from_fields(cls, message, path)
    return _from_role(message, path)


def _from_role(message: dict[str, Any], path: str) -> BaseMessage:
    """The OpenAI-style dict, read exactly as LangChain reads it."""
    extras = dict(message)
    if "role" in extras:
        role, role_path = extras.pop("role"), f"{path}.role"
    elif "type" in extras:
        role, role_path = extras.pop("type"), f"{path}.type"
    else:
        raise ValidationError(_KEYS_ERROR, path)
    if "content" not in extras:
        raise ValidationError(_KEYS_ERROR, path)
    content = extras.pop("content") or ""
    return _create(role, content, extras, path, role_path)


def _create(role: Any, content: Any, extras: dict[str, Any], path: str, role_path: str) -> BaseMessage:
    """A message of ``role`` from its content and the other keys of its dict."""
    name, tool_call_id, tool_calls, id_ = (extras.pop(key, None) for key in _NAMED)
    kwargs: dict[str, Any] = {}
    if name is not None:
        kwargs["name"] = name
    if tool_call_id is not None:
        kwargs["tool_call_id"] = tool_call_id
    if extras:
        metadata = extras.pop("response_metadata", None)
        if metadata:
            kwargs["response_metadata"] = metadata
        extras.update(_nested(extras.pop("additional_kwargs", {}), f"{path}.additional_kwargs"))
        kwargs["additional_kwargs"] = extras
    if id_ is not None:
        kwargs["id"] = id_
    if tool_calls is not None:
        kwargs["tool_calls"] = _tool_calls(tool_calls, f"{path}.tool_calls")
    cls = _ROLES.get(role) if isinstance(role, str) else None
    if cls is None:
        shown = str(role)
        if len(shown) > 100:
            shown = shown[:97] + "..."
        raise ValidationError(_ROLE_ERROR.format(shown), role_path)
    extra: dict[str, Any] = kwargs.get("additional_kwargs", {})
    if cls is HumanMessage or cls is AIMessage:
        example = extra.pop("example", False)
        if example:
            kwargs["example"] = example
    elif role == "developer":
        kwargs["additional_kwargs"] = extra = kwargs.get("additional_kwargs") or {}
        extra["__openai_role__"] = "developer"
    elif cls is ToolMessage:
        kwargs["artifact"] = extra.pop("artifact", None)
        status = extra.pop("status", None)
        if status is not None:
            kwargs["status"] = status
    if cls is RemoveMessage:
        return build_message(cls, kwargs, path)
    return build_message(cls, {"content": content, **kwargs}, path)


def _from_fields(cls: Any, message: dict[str, Any], path: str) -> BaseMessage:
    """LangChain's flat form: every field of the class is read as that field.

    Keys that are not fields go to ``additional_kwargs`` (ahead of the keys of
    a nested ``additional_kwargs``), as LangChain puts them there.
    """
    if "content" not in message:
        raise ValidationError(_KEYS_ERROR, path)
    fields = cls.__struct_fields__
    kwargs: dict[str, Any] = {}
    extras: dict[str, Any] = {}
    for key, value in message.items():
        if key == "type":
            continue
        if key in fields or key in _NAMED:
            if value is None and key in _DROP_IF_NULL:
                continue
            kwargs[key] = value
        else:
            extras[key] = value
    if kwargs["content"] is None:
        kwargs["content"] = ""
    if cls is RemoveMessage:
        del kwargs["content"]
    if extras:
        if "additional_kwargs" in kwargs:
            extras.update(_nested(kwargs["additional_kwargs"], f"{path}.additional_kwargs"))
        kwargs["additional_kwargs"] = extras
    if "tool_calls" in kwargs:
        kwargs["tool_calls"] = _tool_calls(kwargs["tool_calls"], f"{path}.tool_calls")
    built = build_message(cls, kwargs, path)
    keep_written_calls(built, kwargs)
    return built


def _nested(value: Any, path: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ValidationError(f"Expected `object`, got `{json_type_name(value)}`", path)
    return value


def _tool_calls(calls: Any, path: str) -> Any:
    """Tool calls with those in OpenAI's format turned into LangChain's."""
    if not isinstance(calls, list):
        return calls  # the message's schema check reports it
    return [
        _openai_call(call, f"{path}[{i}]") if isinstance(call, dict) and "function" in call else call
        for i, call in enumerate(calls)
    ]


def _openai_call(call: dict[str, Any], path: str) -> dict[str, Any]:
    function = call["function"]
    fpath = f"{path}.function"
    if not isinstance(function, dict):
        raise ValidationError(f"Expected `object`, got `{json_type_name(function)}`", fpath)
    for key, where, at in (("arguments", function, fpath), ("name", function, fpath), ("id", call, path)):
        if key not in where:
            raise ValidationError(f"Object missing required field `{key}`", at)
    args = function["arguments"]
    if isinstance(args, str):
        try:
            args = json.loads(args, strict=False)
        except (ValueError, RecursionError) as error:  # too deep, or an int over 4300 digits, too
            raise ValidationError(f"Invalid JSON: {error}", f"{fpath}.arguments") from None
    return {"name": function["name"], "args": args, "id": call["id"], "type": "tool_call"}
