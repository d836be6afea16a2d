"""The ``gen_ai.*`` span attributes: JSON strings, cut to a size or redacted, still valid.

Backends cap the size of an attribute value, and OpenTelemetry makes capturing message content
opt-in, so :func:`otel_attributes` can cut the longest contents first (:func:`truncate_otel`) or
keep only the structure (:func:`redact_otel`). Both work on the OTel values and keep them valid
against the official schemas: a string a schema requires stays a string, a field it requires
stays present.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from chatschema._validation import encode
from chatschema.convert import convert_to_messages
from chatschema.otel._messages import (
    provider_finish_reason,
    to_otel_input_messages,
    to_otel_output_messages,
    to_otel_system_instructions,
)
from chatschema.otel._parts import GENERIC
from chatschema.otel._tools import TOOL_DEFINITIONS, to_otel_tool_definitions

__all__ = [
    "FINISH_REASONS",
    "INPUT_MESSAGES",
    "OUTPUT_MESSAGES",
    "SYSTEM_INSTRUCTIONS",
    "TRUNCATION_MARKER",
    "otel_attributes",
    "redact_otel",
    "truncate_otel",
]

INPUT_MESSAGES = "gen_ai.input.messages"
"""The attribute that holds the messages sent to the model."""
OUTPUT_MESSAGES = "gen_ai.output.messages"
"""The attribute that holds the messages the model returned."""
SYSTEM_INSTRUCTIONS = "gen_ai.system_instructions"
"""The attribute that holds instructions given apart from the chat history."""

FINISH_REASONS = "gen_ai.response.finish_reasons"
"""The attribute that holds the providers' finish reasons (a list of strings, as the provider wrote them)."""

TRUNCATION_MARKER = "…[truncated "
"""The start of the marker that ends a cut value: ``…[truncated N chars]``."""

Value = list[dict[str, Any]]

# -- truncation -----------------------------------------------------------------------------------

_CONTENT_KEYS: dict[str, tuple[str, ...]] = {
    "text": ("content",),
    "reasoning": ("content",),
    "blob": ("content",),
    "compaction": ("content",),
    "tool_call": ("arguments",),
    "tool_call_response": ("response",),
}
"""The keys whose values :func:`truncate_otel` may cut, by part type (the schemas require a
string where they require one, and accept any value for tool call arguments and responses)."""


def _parts(value: Value) -> Iterable[dict[str, Any]]:
    for item in value:
        parts = item.get("parts")
        if type(parts) is list:
            yield from parts
        else:  # system instructions: the items are the parts
            yield item


def _text(value: Any) -> str:
    return value if type(value) is str else encode(value).decode()


def _cut(text: str, keep: int) -> str:
    return f"{text[:keep]}{TRUNCATION_MARKER}{len(text) - keep} chars]"


def truncate_otel(value: Value, max_bytes: int) -> bytes:
    """The JSON text of an OTel value, its longest contents cut first so that it fits ``max_bytes``.

    Text, reasoning, blob and compaction contents, tool call arguments and tool call responses
    are the contents; every one longer than a common length is cut to that length and ends with
    a marker, ``…[truncated N chars]`` (arguments and responses that are not strings are cut as
    their JSON text). The length is the largest that fits. Roles, part types, names and ids are
    never cut; when they alone exceed ``max_bytes``, every content is cut to its marker and the
    text is as short as it can be, though longer than asked. ``value`` is not changed.

    Args:
        value: An OTel value, such as :func:`~chatschema.otel.to_otel_input_messages` returns.
        max_bytes: The most bytes the JSON text may take.

    Returns:
        The JSON text (UTF-8), which still validates against the value's schema.

    Example:
        >>> from chatschema.otel import to_otel_input_messages
        >>> from chatschema import HumanMessage
        >>> value = to_otel_input_messages([HumanMessage("a" * 100), HumanMessage("short")])
        >>> raw = truncate_otel(value, 160)
        >>> len(raw) <= 160
        True
        >>> import json
        >>> [m["parts"][0]["content"] for m in json.loads(raw)]
        ['aaaaaaaaaaaaaaaaaaaaa…[truncated 79 chars]', 'short']
    """
    raw = encode(value)
    if len(raw) <= max_bytes:
        return raw
    holders: list[tuple[dict[str, Any], str, str]] = []
    for part in _parts(value):
        for key in _CONTENT_KEYS.get(part.get("type"), ()):  # type: ignore[arg-type]
            if key in part and part[key] is not None:
                holders.append((part, key, _text(part[key])))
    originals = [(part, key, part[key]) for part, key, _ in holders]

    def attempt(keep: int) -> bytes:
        for part, key, text in holders:
            if len(text) > keep:
                cut = _cut(text, keep)
                if len(cut) < len(text):
                    part[key] = cut
        try:
            return encode(value)
        finally:
            for part, key, original in originals:
                part[key] = original

    longest = max((len(text) for _, _, text in holders), default=0)
    low, high = 0, longest
    best = attempt(0)
    if len(best) > max_bytes:
        return best
    while low < high:  # the largest length that fits
        mid = (low + high + 1) // 2
        raw = attempt(mid)
        if len(raw) <= max_bytes:
            low, best = mid, raw
        else:
            high = mid - 1
    return best


# -- redaction ------------------------------------------------------------------------------------


def _keep(*keys: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def redact(part: dict[str, Any]) -> dict[str, Any]:
        return {key: part[key] for key in keys if key in part}

    return redact


def _blank(keys: tuple[str, ...], blanks: dict[str, Any]) -> Callable[[dict[str, Any]], dict[str, Any]]:
    keep = _keep(*keys)

    def redact(part: dict[str, Any]) -> dict[str, Any]:
        return {**keep(part), **blanks}

    return redact


def _server(field: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    keep = _keep("type", "id", "name")

    def redact(part: dict[str, Any]) -> dict[str, Any]:
        return {**keep(part), field: {"type": part[field]["type"]}}

    return redact


_REDACT: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "text": _blank(("type",), {"content": ""}),
    "reasoning": _blank(("type",), {"content": ""}),
    "blob": _blank(("type", "modality", "mime_type"), {"content": ""}),
    "uri": _blank(("type", "modality", "mime_type"), {"uri": ""}),
    "file": _keep("type", "modality", "mime_type", "file_id"),
    "tool_call": _keep("type", "id", "name"),
    "tool_call_response": _blank(("type", "id"), {"response": None}),
    "server_tool_call": _server("server_tool_call"),
    "server_tool_call_response": _server("server_tool_call_response"),
    "compaction": _keep("type", "id"),
    GENERIC: _keep("type", "generic_type"),
}
"""What each part type keeps when redacted; any other type keeps only ``type``."""

_MESSAGE_KEEPS = ("name", "id", "finish_reason")


def redact_otel(value: Value) -> Value:
    """An OTel value with its structure and no content.

    Kept: roles, names, message ids and finish reasons; part types, tool names, tool call ids,
    modalities, MIME types and file ids; a generic part's ``generic_type``. Dropped: texts,
    reasoning, data, URIs, tool arguments and responses, server tool details (all but their
    ``type``), and every extra key. A string the schema requires becomes ``""``, a tool call
    response ``null``, so the value still validates.

    Args:
        value: An OTel value (messages, output messages or system instructions).

    Returns:
        A new value; ``value`` is not changed.

    Example:
        >>> redact_otel([{"role": "user", "parts": [{"type": "text", "content": "my secret"}], "id": "h1"}])
        [{'role': 'user', 'parts': [{'type': 'text', 'content': ''}], 'id': 'h1'}]
    """
    out: Value = []
    for item in value:
        parts = item.get("parts")
        if type(parts) is not list:  # system instructions: the items are the parts
            out.append(_REDACT.get(item["type"], _keep("type"))(item))
            continue
        message = {
            "role": item["role"],
            "parts": [_REDACT.get(part["type"], _keep("type"))(part) for part in parts],
        }
        for key in _MESSAGE_KEEPS:
            if key in item:
                message[key] = item[key]
        out.append(message)
    return out


# -- the attributes -------------------------------------------------------------------------------


def otel_attributes(
    input_messages: Any,
    output_messages: Any = None,
    system: Any = None,
    max_bytes: int | None = None,
    redact: bool = False,
    *,
    tools: Any = None,
    include_metadata: bool = False,
) -> dict[str, str | list[str]]:
    """The ``gen_ai.*`` attributes of a model call, ready for ``span.set_attributes``.

    Args:
        input_messages: The messages sent to the model (anything
            :func:`~chatschema.otel.to_otel_input_messages` takes).
        output_messages: The response messages, or None to leave ``gen_ai.output.messages`` out.
            Their finish reasons are read from their ``response_metadata``.
        system: Instructions given apart from the history (a string or messages), or None to
            leave ``gen_ai.system_instructions`` out. System messages inside
            ``input_messages`` stay there.
        max_bytes: The most bytes each JSON attribute may take; the longest contents are cut
            first, with a marker (:func:`truncate_otel`). None: no limit.
        redact: Keep the structure and drop the content (:func:`redact_otel`), for when content
            capture is off.
        tools: The tools offered to the model (anything
            :func:`~chatschema.otel.to_otel_tool_definitions` takes), or None to leave
            ``gen_ai.tool.definitions`` out.
        include_metadata: Also write LangChain's ``response_metadata`` and ``usage_metadata`` on
            the messages (see :func:`~chatschema.otel.to_otel_input_messages`).

    Returns:
        The attributes by name. The messages, system instructions and tool definitions are JSON
        text that validates against its schema; ``gen_ai.response.finish_reasons`` (when an
        output message has a known finish reason) is a list of the providers' own values.

    Raises:
        ConversionError: A message or a tool cannot be recorded (see
            :func:`~chatschema.otel.to_otel_input_messages`).
        ValidationError: A message holds a value JSON cannot represent.

    Example:
        >>> from chatschema import AIMessage, HumanMessage
        >>> answer = AIMessage("Hello!", response_metadata={"finish_reason": "stop", "model_name": "m"})
        >>> attrs = otel_attributes([HumanMessage("hi")], [answer], system="Be kind.")
        >>> sorted(attrs)  # doctest: +NORMALIZE_WHITESPACE
        ['gen_ai.input.messages', 'gen_ai.output.messages', 'gen_ai.response.finish_reasons',
         'gen_ai.system_instructions']
        >>> attrs["gen_ai.output.messages"]
        '[{"role":"assistant","parts":[{"type":"text","content":"Hello!"}],"finish_reason":"stop"}]'
        >>> attrs["gen_ai.response.finish_reasons"]
        ['stop']
    """
    values: dict[str, Value] = {
        INPUT_MESSAGES: to_otel_input_messages(input_messages, include_metadata=include_metadata)
    }
    reasons: list[str] = []
    if output_messages is not None:
        outputs = convert_to_messages(output_messages)
        values[OUTPUT_MESSAGES] = to_otel_output_messages(outputs, include_metadata=include_metadata)
        reasons = [r for r in map(provider_finish_reason, outputs) if r is not None]
    if system is not None:
        values[SYSTEM_INSTRUCTIONS] = to_otel_system_instructions(system)
    if tools is not None:
        values[TOOL_DEFINITIONS] = to_otel_tool_definitions(tools)
    out: dict[str, str | list[str]] = {}
    for name, value in values.items():
        if redact:  # a tool definition keeps its type and name, which the schema requires
            value = (
                [{"type": d["type"], "name": d["name"]} for d in value]
                if name == TOOL_DEFINITIONS
                else redact_otel(value)
            )
        raw = encode(value) if max_bytes is None else truncate_otel(value, max_bytes)
        out[name] = raw.decode()
    if reasons:
        out[FINISH_REASONS] = reasons
    return out
