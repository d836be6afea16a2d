"""Messages to OpenTelemetry GenAI messages (``gen_ai.*`` attribute values) and back.

Roles: ``human`` -> ``user``, ``ai`` -> ``assistant``, ``system`` -> ``system``, ``tool`` ->
``tool``, ``function`` -> ``function`` (legacy function messages; OTel roles accept any string),
and a chat message's own ``role``. Content items become parts (:mod:`chatschema.otel._parts`);
an AI message's ``tool_calls`` follow as ``tool_call`` parts and its ``invalid_tool_calls`` as
generic parts; a tool message is one ``tool_call_response`` part. The fields OTel has no place for
(``id``, ``additional_kwargs``, ``response_metadata``, ``usage_metadata``, ``example``) are kept as
extra keys of the OTel message when they are set, and a tool message's ``status`` and
``artifact`` as extra keys of its part. The table in docs/otel.md lists the exceptions to the
round trip.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Literal

import msgspec

from chatschema._gc_pause import built
from chatschema._validation import decode
from chatschema._warn import warn_at_caller
from chatschema.convert import convert_to_messages
from chatschema.errors import ConversionError, LossWarning, ValidationError
from chatschema.messages import BaseMessage
from chatschema.messages._kinds import class_info, info_of
from chatschema.otel._parts import GENERIC, UNREADABLE, block_of_part, is_valid, part_of_block

__all__ = [
    "finish_reason_of",
    "from_otel_messages",
    "provider_finish_reason",
    "to_otel_input_messages",
    "to_otel_output_messages",
    "to_otel_system_instructions",
]

_TYPE_OF_ROLE = {
    "user": "human",
    "assistant": "ai",
    "system": "system",
    "tool": "tool",
    "function": "function",
}

_FINISH = {
    # OpenAI
    "stop": "stop",
    "length": "length",
    "tool_calls": "tool_call",
    "function_call": "tool_call",
    "content_filter": "content_filter",
    # Anthropic
    "end_turn": "stop",
    "stop_sequence": "stop",
    "max_tokens": "length",
    "tool_use": "tool_call",
    "refusal": "content_filter",
    "model_context_window_exceeded": "length",
    # Google GenAI
    "STOP": "stop",
    "MAX_TOKENS": "length",
    "SAFETY": "content_filter",
    "RECITATION": "content_filter",
    "BLOCKLIST": "content_filter",
    "PROHIBITED_CONTENT": "content_filter",
    "SPII": "content_filter",
    "MALFORMED_FUNCTION_CALL": "error",
}
"""Providers' finish reasons (as LangChain keeps them in ``response_metadata``) -> OTel's."""


def _content_parts(content: Any, index: int) -> list[dict[str, Any]]:
    if type(content) is str:
        return [{"type": "text", "content": content}] if content else []
    return [part_of_block(block, f"$[{index}].content[{j}]") for j, block in enumerate(content)]


def _invalid_call_part(call: Mapping[str, Any]) -> dict[str, Any]:
    part = {"type": GENERIC, "generic_type": "invalid_tool_call"}
    part.update((key, value) for key, value in call.items() if key != "type")
    return part


def _human(m: Any, index: int, meta: bool) -> dict[str, Any]:
    out = {"role": "user", "parts": _content_parts(m.content, index)}
    if m.name is not None:
        out["name"] = m.name
    if m.id is not None:
        out["id"] = m.id
    if m.additional_kwargs:
        out["additional_kwargs"] = m.additional_kwargs
    if meta and m.response_metadata:
        out["response_metadata"] = m.response_metadata
    if m.example is not msgspec.UNSET:
        out["example"] = m.example
    return out


def _other(role: str, m: Any, index: int, meta: bool) -> dict[str, Any]:
    out = {"role": role, "parts": _content_parts(m.content, index)}
    if m.name is not None:
        out["name"] = m.name
    if m.id is not None:
        out["id"] = m.id
    if m.additional_kwargs:
        out["additional_kwargs"] = m.additional_kwargs
    if meta and m.response_metadata:
        out["response_metadata"] = m.response_metadata
    return out


def _system(m: Any, index: int, meta: bool) -> dict[str, Any]:
    return _other("system", m, index, meta)


def _chat(m: Any, index: int, meta: bool) -> dict[str, Any]:
    return _other(m.role, m, index, meta)


def _function(m: Any, index: int, meta: bool) -> dict[str, Any]:
    return _other("function", m, index, meta)


def _ai(m: Any, index: int, meta: bool) -> dict[str, Any]:
    content = m.content
    if type(content) is str:
        parts = [{"type": "text", "content": content}] if content else []
    else:
        parts = _content_parts(content, index)
    for call in m.tool_calls:
        part = {
            "type": "tool_call",
            "id": call.get("id"),
            "name": call["name"],
            "arguments": call.get("args"),
        }
        if len(call) != 4 or "type" not in call:
            for key, value in call.items():
                if key not in ("id", "name", "args", "type"):
                    part[key] = value
        parts.append(part)
    for call in m.invalid_tool_calls:
        parts.append(_invalid_call_part(call))
    out = {"role": "assistant", "parts": parts}
    if m.name is not None:
        out["name"] = m.name
    if m.id is not None:
        out["id"] = m.id
    if m.additional_kwargs:
        out["additional_kwargs"] = m.additional_kwargs
    if meta and m.response_metadata:
        out["response_metadata"] = m.response_metadata
    if meta and m.usage_metadata is not None:
        out["usage_metadata"] = m.usage_metadata
    if m.example is not msgspec.UNSET:
        out["example"] = m.example
    return out


def _tool(m: Any, index: int, meta: bool) -> dict[str, Any]:
    extra = m.additional_kwargs
    otel = extra.get(OTEL_KEY) if extra else None
    response = m.content
    role = "tool"
    if type(otel) is dict:  # what the OTel message this was read from had (OTEL_KEY)
        extra = {key: value for key, value in extra.items() if key != OTEL_KEY}
        role = otel.get("role", role)
        if otel.get("response") == "json" and type(response) is str:
            try:
                response = msgspec.json.decode(response)
            except msgspec.DecodeError:
                pass
    part: dict[str, Any] = {"type": "tool_call_response", "id": m.tool_call_id, "response": response}
    if m.status != "success":
        part["status"] = m.status
    if m.artifact is not None:
        part["artifact"] = m.artifact
    out: dict[str, Any] = {"role": role, "parts": [part]}
    if type(otel) is dict and otel.get("joined") is True:
        out[_JOIN] = True
    if m.name is not None:
        out["name"] = m.name
    if m.id is not None:
        out["id"] = m.id
    if extra:
        out["additional_kwargs"] = extra
    if meta and m.response_metadata:
        out["response_metadata"] = m.response_metadata
    return out


def _remove(m: Any, index: int, meta: bool) -> dict[str, Any]:
    raise ConversionError(
        "A RemoveMessage is an instruction to a message store, not chat content", f"$[{index}]"
    )


_WRITERS: dict[str, Callable[[Any, int, bool], dict[str, Any]]] = {
    "human": _human,
    "HumanMessageChunk": _human,
    "ai": _ai,
    "AIMessageChunk": _ai,
    "system": _system,
    "SystemMessageChunk": _system,
    "tool": _tool,
    "ToolMessageChunk": _tool,
    "function": _function,
    "FunctionMessageChunk": _function,
    "chat": _chat,
    "ChatMessageChunk": _chat,
    "remove": _remove,
}
"""The writer of each message type tag. The writers repeat the few lines that write the common
fields: a shared helper costs a call per message, a third of the budget of a short one."""


def _writer(m: Any) -> tuple[Any, Callable[[Any, int, bool], dict[str, Any]]]:
    """The message (read first when it is not one) and its writer."""
    if not isinstance(m, BaseMessage):
        m = convert_to_messages([m])[0]
    return m, _WRITERS[info_of(m).tag or m.type]


def _otel_now(messages: list[Any], meta: bool) -> list[dict[str, Any]]:
    # The common case: every item a message whose class fixes its type tag. The writers are
    # looked up once per class here, then called once per message.
    by_class = {}
    for cls in set(map(type, messages)):
        writer = _WRITERS.get(class_info(cls).tag)  # type: ignore[arg-type]
        if writer is None:
            break
        by_class[cls] = writer
    else:
        return [by_class[type(m)](m, i, meta) for i, m in enumerate(messages)]
    out = []
    for i, m in enumerate(messages):
        m, writer = _writer(m)
        out.append(writer(m, i, meta))
    return out


_JOIN = "\x00joined"
"""Marks, while writing, a tool response that goes into the OTel message before it (OTEL_KEY)."""


def _otel_list(items: list[Any], meta: bool) -> list[dict[str, Any]]:
    """Each message written by its class's writer; values that are not messages are read first."""
    out = built(items, _otel_now, items, meta)
    for message in out:
        if _JOIN in message:
            return _joined(out)
    return out


def _joined(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The tool responses marked joined put back into the OTel message before them, when it has
    their role and the same other keys (as when both were read from it)."""
    out: list[dict[str, Any]] = []
    for message in messages:
        if message.pop(_JOIN, False) and out:
            before = out[-1]
            if len(before) == len(message) and all(
                key == "parts" or before.get(key, _JOIN) == value for key, value in message.items()
            ):
                before["parts"] = [*before["parts"], *message["parts"]]
                continue
        out.append(message)
    return out


def _as_list(messages: Any) -> list[Any]:
    """A list of the values: one message (or string) is a list of one, an iterable is read once."""
    if isinstance(messages, (str, BaseMessage)) or not isinstance(messages, Iterable):
        return [messages]
    return messages if type(messages) is list else list(messages)


def to_otel_input_messages(
    messages: Iterable[Any] | Any, *, include_metadata: bool = False
) -> list[dict[str, Any]]:
    """Messages as the value of ``gen_ai.input.messages`` (schema type ``OtelInputMessages``).

    System messages stay in the list, with the role ``system``, as chat histories keep them; pass
    separately given instructions to :func:`to_otel_system_instructions` instead.

    Args:
        messages: Messages, or anything :func:`chatschema.convert_to_messages` reads.
        include_metadata: Also write LangChain's ``response_metadata`` and ``usage_metadata``
            as extra keys of each OTel message. False (the default) writes what the spec
            defines, plus the message's ``id``, ``additional_kwargs`` and ``example``.

    Returns:
        One OTel message per message, JSON-ready; it validates as ``OtelInputMessages``, and
        :func:`from_otel_messages` reads it back into equal messages when written with
        ``include_metadata=True`` (see docs/otel.md for the exceptions).

    Raises:
        ConversionError: A message cannot be recorded (a RemoveMessage), or a content item is
            neither a string nor a block, at its JSON path.

    Example:
        >>> from chatschema import HumanMessage
        >>> to_otel_input_messages([HumanMessage("hi", id="h1")])
        [{'role': 'user', 'parts': [{'type': 'text', 'content': 'hi'}], 'id': 'h1'}]
    """
    return _otel_list(_as_list(messages), include_metadata)


def to_otel_output_messages(
    messages: Iterable[Any] | Any, finish_reason: str | None = None, *, include_metadata: bool = False
) -> list[dict[str, Any]]:
    """Response messages as the value of ``gen_ai.output.messages`` (``OtelOutputMessages``).

    Each message is mapped as :func:`to_otel_input_messages` maps it, with its ``finish_reason``
    when it is known; when it is not, the key is left out rather than invented (the vendored
    schema requires it; chatschema's ``OtelOutputMessages`` does not, see docs/otel.md).

    Args:
        messages: The response messages (one per choice), or anything
            :func:`chatschema.convert_to_messages` reads.
        finish_reason: The finish reason of every message; None (the default) reads each
            message's own from its ``response_metadata`` (:func:`finish_reason_of`).
        include_metadata: As for :func:`to_otel_input_messages`.

    Returns:
        One OTel output message per message, JSON-ready.

    Raises:
        ConversionError: As for :func:`to_otel_input_messages`.

    Example:
        >>> from chatschema import AIMessage
        >>> msg = AIMessage("Sunny.", response_metadata={"finish_reason": "stop", "model_name": "m"})
        >>> to_otel_output_messages([msg])
        [{'role': 'assistant', 'parts': [{'type': 'text', 'content': 'Sunny.'}], 'finish_reason': 'stop'}]
        >>> to_otel_output_messages([AIMessage("Sunny.")])
        [{'role': 'assistant', 'parts': [{'type': 'text', 'content': 'Sunny.'}]}]
    """
    items = convert_to_messages(_as_list(messages))
    out = _otel_list(items, include_metadata)
    for otel, m in zip(out, items, strict=True):
        reason = finish_reason if finish_reason is not None else finish_reason_of(m)
        if reason is not None:
            otel["finish_reason"] = reason
    return out


def provider_finish_reason(message: BaseMessage) -> str | None:
    """The provider's own finish reason of a response message, as its ``response_metadata`` keeps it.

    ``finish_reason`` (OpenAI, Google) or ``stop_reason`` (Anthropic), unmapped; None when the
    message has neither as a non-empty string. These are the values of the span attribute
    ``gen_ai.response.finish_reasons``.

    Args:
        message: A message, usually an AI message.

    Returns:
        The raw finish reason, or None.

    Example:
        >>> from chatschema import AIMessage
        >>> provider_finish_reason(AIMessage("", response_metadata={"stop_reason": "tool_use"}))
        'tool_use'
    """
    meta = message.response_metadata
    for key in ("finish_reason", "stop_reason"):
        reason = meta.get(key)
        if type(reason) is str and reason:
            return reason
    return None


def finish_reason_of(message: BaseMessage) -> str | None:
    """The OTel finish reason of a response message, read from its ``response_metadata``.

    A provider's value is mapped to OTel's (``tool_calls`` becomes ``tool_call``, ``end_turn``
    ``stop``) when its vocabulary is known: Anthropic's ``stop_reason``, or a ``finish_reason``
    of a message that names its provider (``model_provider``, as LangChain's partner packages and
    chatschema's provider readers write it). Any other value is kept as it is, so a finish reason
    read from another instrumentation's OTel message is written back unchanged. With neither
    key, None: the reason is unknown, and none is invented.

    Args:
        message: A message, usually an AI message.

    Returns:
        The finish reason, or None.

    Example:
        >>> from chatschema import AIMessage
        >>> finish_reason_of(AIMessage("", response_metadata={"stop_reason": "tool_use"}))
        'tool_call'
        >>> openai = {"finish_reason": "tool_calls", "model_provider": "openai"}
        >>> finish_reason_of(AIMessage("", response_metadata=openai))
        'tool_call'
        >>> finish_reason_of(AIMessage("", response_metadata={"finish_reason": "tool_calls"}))
        'tool_calls'
        >>> finish_reason_of(AIMessage("hi")) is None
        True
    """
    meta = message.response_metadata
    reason = meta.get("finish_reason")
    if type(reason) is str and reason:
        return _FINISH.get(reason, reason) if "model_provider" in meta else reason
    reason = meta.get("stop_reason")
    if type(reason) is str and reason:
        return _FINISH.get(reason, reason)
    return None


def to_otel_system_instructions(messages: Iterable[Any] | Any) -> list[dict[str, Any]]:
    """Instructions as the value of ``gen_ai.system_instructions`` (``OtelSystemInstructions``).

    The official schema defines only text and generic parts here: text stays text, and every
    other part is carried by a generic part (``generic_type`` names the OTel part or block).

    Args:
        messages: A string, or messages (usually system messages) whose content is read.

    Returns:
        The parts of every message's content, in order, JSON-ready.

    Raises:
        ConversionError: A content item is neither a string nor a block.

    Example:
        >>> to_otel_system_instructions("Be terse.")
        [{'type': 'text', 'content': 'Be terse.'}]
    """
    if isinstance(messages, str):
        return [{"type": "text", "content": messages}] if messages else []
    out: list[dict[str, Any]] = []
    for i, m in enumerate(convert_to_messages(messages)):
        for part in _content_parts(m.content, i):
            if part["type"] not in ("text", GENERIC):
                part = {
                    "type": GENERIC,
                    "generic_type": part["type"],
                    **{k: v for k, v in part.items() if k != "type"},
                }
            out.append(part)
    return out


# -- back ---------------------------------------------------------------------------------------


def _content(blocks: list[dict[str, Any]]) -> Any:
    if not blocks:
        return ""
    if len(blocks) == 1 and len(blocks[0]) == 2 and blocks[0].get("type") == "text":
        text = blocks[0].get("text")
        if type(text) is str:
            return text
    return blocks


def _tool_call(part: dict[str, Any], index: int, j: int) -> tuple[bool, dict[str, Any]]:
    """(valid, the tool call or invalid tool call of a ``tool_call`` part)."""
    args = part.get("arguments")
    call: dict[str, Any] = {"name": part["name"], "args": args, "id": part.get("id"), "type": "tool_call"}
    if len(part) > 4 or "id" not in part or "arguments" not in part:
        for key, value in part.items():
            if key not in ("type", "id", "name", "arguments"):
                call[key] = value
    if type(args) is dict:
        if len(call) > 4:  # extra keys another instrumentation wrote: the call must still be one
            if not is_valid(call, "ToolCall"):
                return False, {}
        return True, call
    if args is None:
        call["args"] = {}
    elif type(args) is str:  # another instrumentation's JSON text
        try:
            call["args"] = msgspec.json.decode(args)
        except msgspec.DecodeError:
            call["args"] = None
        if type(call["args"]) is not dict:
            return False, {**call, "args": args, "error": None, "type": "invalid_tool_call"}
    else:
        path = f"$[{index}].parts[{j}].arguments"
        raise ConversionError("Tool call arguments must be an object or its JSON text", path)
    return True, call


def _response_content(response: Any) -> tuple[Any, bool]:
    """(a tool message's content, whether it is the JSON text of the response).

    The content is the response when it is a string or a list of strings and blocks, else its
    JSON text."""
    if type(response) is str:
        return response, False
    if type(response) is list and is_valid(response, "MessageContent"):
        return response, False
    return msgspec.json.encode(response).decode(), True  # not content a message can hold


OTEL_KEY = "otel"
"""The ``additional_kwargs`` key under which a tool message read from OTel keeps what its
content and type cannot: ``role`` (the OTel message's role, when not ``tool``), ``response:
"json"`` (the response was a JSON value, kept as its JSON text) and ``joined: true`` (the
response shared its OTel message with the message before). The writer reads them back, so the
OTel message is written as it was."""


_COMMON = frozenset(("name", "id", "additional_kwargs", "response_metadata"))
_FIELDS_OF = {
    "human": _COMMON | {"example"},
    "ai": _COMMON | {"example", "usage_metadata"},
    "system": _COMMON,
    "function": _COMMON,
    "chat": _COMMON,
    "tool": _COMMON,
}
"""The message fields an OTel message's extra keys may set, by message type; any other extra key
goes to ``additional_kwargs``."""

_FIELD_TYPES: dict[str, tuple[type, ...]] = {
    "name": (str, type(None)),
    "id": (str, type(None)),
    "additional_kwargs": (dict,),
    "response_metadata": (dict,),
    "usage_metadata": (dict, type(None)),
    "example": (bool,),
}
"""The JSON types each field takes; a value of another type goes to ``additional_kwargs``."""


def _fields(message: dict[str, Any], kind: str) -> dict[str, Any]:
    fields: dict[str, Any] = {"type": kind}
    if len(message) == 2:  # role and parts
        return fields
    known = _FIELDS_OF[kind]
    extra: dict[str, Any] | None = None
    for key, value in message.items():
        if key == "role" or key == "parts" or key == "finish_reason":
            continue
        if key in known and type(value) in _FIELD_TYPES[key]:
            if value is not None or key != "name":
                fields[key] = value
        else:  # another key, or a field of a type the message cannot hold: kept aside
            if extra is None:
                extra = {}
            extra[key] = value
    if extra:
        fields["additional_kwargs"] = {**fields.get("additional_kwargs", {}), **extra}
    finish = message.get("finish_reason")
    if type(finish) is str and "response_metadata" not in fields:
        fields["response_metadata"] = {"finish_reason": finish}
    return fields


def _tool_message(fields: dict[str, Any], part: dict[str, Any], role: str, joined: bool) -> dict[str, Any]:
    return _as_tool({key: value for key, value in fields.items() if key in _COMMON}, part, role, joined)


def _as_tool(tool: dict[str, Any], part: dict[str, Any], role: str, joined: bool) -> dict[str, Any]:
    """``tool`` (the fields of a message, ``_COMMON`` ones only, no type) as the tool message of ``part``.

    ``role`` is the OTel message's, ``joined`` whether the part followed others in it."""
    tool["type"] = "tool"
    tool["content"], as_json = _response_content(part["response"])
    call_id = part.get("id")
    tool["tool_call_id"] = call_id if call_id is not None else ""
    if len(part) > 3:
        for key, value in part.items():
            if key == "status" or key == "artifact":
                tool[key] = value
            elif key not in ("type", "id", "response"):
                tool["additional_kwargs"] = {**tool.get("additional_kwargs", {}), key: value}
    if as_json or joined or role != "tool":
        otel: dict[str, Any] = {}
        if role != "tool":
            otel["role"] = role
        if as_json:
            otel["response"] = "json"
        if joined:
            otel["joined"] = True
        tool["additional_kwargs"] = {**tool.get("additional_kwargs", {}), OTEL_KEY: otel}
    return tool


def _from_otel_message(
    message: dict[str, Any], index: int, out: list[dict[str, Any]], origin: list[int], keep: bool
) -> None:
    """Append the messages (their fields) one OTel message gives to ``out``, and its index to ``origin``."""
    role = message["role"]
    parts = message["parts"]
    kind = _TYPE_OF_ROLE.get(role, "chat")
    if kind == "function" and message.get("name") is None:
        kind = "chat"  # a function message needs its name
    size = len(message)
    if size == 2:  # role and parts
        fields: dict[str, Any] = {"type": kind}
    elif size == 3 and type(message.get("id")) is str:  # role, parts and id, which every kind has
        fields = {"type": kind, "id": message["id"]}
    else:
        fields = _fields(message, kind)
    if len(parts) == 1:  # the common cases: one plain text part, or a tool message's one response
        part = parts[0]
        if kind == "tool":
            if part["type"] == "tool_call_response":
                del fields["type"]  # a tool message's fields are all _COMMON ones
                out.append(_as_tool(fields, part, role, False))
                origin.append(index)
                return
        elif part["type"] == "text" and len(part) == 2:
            fields["content"] = part["content"]
            if kind == "chat":
                fields["role"] = role
            out.append(fields)
            origin.append(index)
            return
    blocks: list[dict[str, Any]] = []
    calls: list[dict[str, Any]] = []
    invalid: list[dict[str, Any]] = []
    responses: list[dict[str, Any]] = []
    is_ai = kind == "ai"
    for j, part in enumerate(parts):
        ptype = part["type"]
        if ptype == "text" and len(part) == 2:
            blocks.append({"type": "text", "text": part["content"]})
        elif ptype == "tool_call_response":
            responses.append(part)
        elif is_ai and ptype == "tool_call":
            args = part.get("arguments")
            if len(part) == 4 and type(args) is dict and "id" in part:  # type, id, name, arguments
                calls.append({"name": part["name"], "args": args, "id": part["id"], "type": "tool_call"})
                continue
            try:
                ok, call = _tool_call(part, index, j)
            except ConversionError as error:
                if not keep:
                    raise
                warn_at_caller(LossWarning(f"Read as a non_standard block: {error.message}", error.path))
                ok, call = False, {}
            if call:
                (calls if ok else invalid).append(call)
            else:  # not a tool call LangChain can hold: kept as the part
                blocks.append({"type": "non_standard", "value": part})
        elif is_ai and ptype == GENERIC and part.get("generic_type") == "invalid_tool_call":
            call = {key: value for key, value in part.items() if key != "type" and key != "generic_type"}
            call["type"] = "invalid_tool_call"
            invalid.append(call)
        else:
            blocks.append(block_of_part(part))
    if kind == "tool":
        if blocks or not responses:  # parts that are not responses: a chat message of that role
            out.append({**fields, "type": "chat", "role": role, "content": _content(blocks)})
            origin.append(index)
    elif blocks or calls or invalid or not responses:
        fields["content"] = _content(blocks)
        if kind == "chat":
            fields["role"] = role
        elif is_ai:
            fields["tool_calls"] = calls
            fields["invalid_tool_calls"] = invalid
        out.append(fields)
        origin.append(index)
    joined = len(origin) > 0 and origin[-1] == index  # a message of these parts came first
    for part in responses:
        out.append(_tool_message(fields, part, role, joined))
        origin.append(index)
        joined = True


def _load(data: Any, title: str) -> Any:
    return decode(data, title)


def _load_keeping(data: Any) -> Any:
    """``data`` validated as ``OtelInputMessages``, its invalid parts first set aside (``errors="keep"``)."""
    try:
        return _load(data, "OtelInputMessages")
    except ValidationError:
        pass
    value = msgspec.json.decode(data) if isinstance(data, (str, bytes)) else data
    if type(value) is list:
        for i, message in enumerate(value):
            parts = message.get("parts") if type(message) is dict else None
            if type(parts) is not list:
                continue
            kept = []
            for j, part in enumerate(parts):
                if is_valid(part, "OtelPart"):
                    kept.append(part)
                    continue
                warn_at_caller(
                    LossWarning("Read as a non_standard block: not a valid OTel part", f"$[{i}].parts[{j}]")
                )
                kept.append({"type": UNREADABLE, "value": part if type(part) is dict else {"value": part}})
            value[i] = {**message, "parts": kept}
    return _load(value, "OtelInputMessages")  # what remains invalid is not a part: raised


def from_otel_messages(
    data: Any, *, system_instructions: Any = None, errors: Literal["raise", "keep"] = "raise"
) -> list[BaseMessage]:
    """Read OTel GenAI messages (``gen_ai.input.messages`` or ``gen_ai.output.messages``) as messages.

    Args:
        data: A list of OTel messages, or the JSON text (``str`` or ``bytes``) a span attribute
            holds. It is validated against ``OtelInputMessages`` first (output messages are
            input messages with a ``finish_reason``).
        system_instructions: ``gen_ai.system_instructions`` (a list of parts or its JSON text),
            read as one leading system message; None for none.
        errors: ``"raise"`` (the default): an invalid part fails the whole value.
            ``"keep"``: a part that is not a valid OTel part (or a tool call whose arguments
            cannot be read) becomes a ``non_standard`` block holding it, with a
            :class:`~chatschema.errors.LossWarning` at its path; the rest is read as usual.

    Returns:
        The messages. A ``tool_call_response`` part becomes a tool message of its own, so one OTel
        message may give several (another instrumentation may put several responses, or text and
        responses, in one message). An output message's ``finish_reason`` goes to
        ``response_metadata`` when the message did not carry its own.

    Raises:
        ValidationError: ``data`` does not validate (with the JSON path of the error), or a message
            built from it is not valid (at the OTel message's path).
        ConversionError: Tool call arguments that are neither an object nor JSON text (with
            ``errors="raise"``).

    Example:
        >>> from_otel_messages('[{"role": "user", "parts": [{"type": "text", "content": "hi"}]}]')
        [HumanMessage(content='hi', additional_kwargs={}, response_metadata={})]
        >>> import warnings
        >>> with warnings.catch_warnings(record=True) as caught:
        ...     warnings.simplefilter("always")
        ...     messages = from_otel_messages([{"role": "user", "parts": [{"type": "blob"}]}], errors="keep")
        >>> messages[0].content
        [{'type': 'non_standard', 'value': {'type': 'blob'}}]
        >>> str(caught[0].message)
        'Read as a non_standard block: not a valid OTel part (at $[0].parts[0])'
    """
    if errors == "keep":
        value = _load_keeping(data)
    elif errors == "raise":
        value = _load(data, "OtelInputMessages")
    else:
        raise ValueError(f"errors must be 'raise' or 'keep', not {errors!r}")
    return built(value, _from_otel_now, value, system_instructions, errors == "keep")


def _from_otel_now(value: list[dict[str, Any]], system_instructions: Any, keep: bool) -> list[BaseMessage]:
    out: list[dict[str, Any]] = []
    origin: list[int] = []
    if system_instructions is not None:
        parts = _load(system_instructions, "OtelSystemInstructions")
        out.append({"type": "system", "content": _content([block_of_part(p) for p in parts])})
        origin.append(-1)
    for i, message in enumerate(value):
        _from_otel_message(message, i, out, origin, keep)
    try:
        messages: list[BaseMessage] = decode(out, "list[AnyMessage]")
    except ValidationError:  # read again message by message, setting aside what cannot be held
        return [_one_message(fields, where) for fields, where in zip(out, origin, strict=True)]
    return messages


_SET_ASIDE = frozenset(("usage_metadata",))
"""Fields whose value may have the right JSON type and a wrong shape; kept in ``additional_kwargs``
when the message cannot hold them."""


def _one_message(fields: dict[str, Any], where: int) -> BaseMessage:
    for _ in range(len(_SET_ASIDE) + 1):
        try:
            message: BaseMessage = decode(fields, "AnyMessage")
            return message
        except ValidationError as error:
            key = error.path[2:].split(".", 1)[0].split("[", 1)[0] if error.path.startswith("$.") else ""
            if key not in _SET_ASIDE or key not in fields:
                path = "$" if where < 0 else f"$[{where}]"
                raise ValidationError(f"The message read from here is not valid: {error}", path) from None
            aside = {**fields.get("additional_kwargs", {}), key: fields[key]}
            fields = {k: v for k, v in fields.items() if k != key}
            fields["additional_kwargs"] = aside
    raise AssertionError("unreachable: every field set aside is gone")
