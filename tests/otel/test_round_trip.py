"""``from_otel_messages(to_otel_input_messages(m)) == m`` for every message of mappable content.

Messages are drawn from the schemas (tests/conformance/strategies.py), every type and block kind.
The exceptions are exactly the rows of docs/otel.md's list, written out in :func:`exception`; a
drawn message that hits one is checked to come back as :func:`documented` says, never skipped.
Every OTel value written also validates against the official schema (python-jsonschema, the
official files) and against chatschema's own checks.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import chatschema
from chatschema import (
    AIMessage,
    AIMessageChunk,
    ChatMessage,
    ConversionError,
    FunctionMessage,
    HumanMessage,
    SystemMessage,
    message_chunk_to_message,
)
from chatschema.otel import from_otel_messages, to_otel_input_messages
from tests.conformance import strategies as S
from tests.otel.cases import official

CLASS_OF_ROLE = {"user": HumanMessage, "assistant": AIMessage, "system": SystemMessage}


def openai_part(block: Any) -> Any:
    """The standard block ``.content_blocks`` makes of an OpenAI Chat Completions input part
    (without its generated id), or None when ``block`` is not one it converts."""
    kind = block.get("type") if type(block) is dict else None
    if kind not in ("image_url", "input_audio", "file") or type(block.get(kind)) is not dict:
        return None  # the part nests its data under its type's name
    try:
        (standard,) = HumanMessage([block]).content_blocks
    except (ValueError, TypeError, KeyError):
        return None
    if "id" not in block:
        standard = {key: value for key, value in standard.items() if key != "id"}
    if standard == block or standard.get("type") not in ("image", "audio", "file"):
        return None
    return standard


def exception(m: Any) -> str | None:
    """The row of docs/otel.md's list of exceptions that ``m`` falls under, or None."""
    if m.type == "remove":
        return "RemoveMessage"
    if m.type.endswith("Chunk"):
        return "chunk"
    if isinstance(m, ChatMessage) and (
        m.role in CLASS_OF_ROLE or (m.role == "function" and m.name is not None)
    ):
        return "chat message with a standard role"
    content = m.content
    if type(content) is list and m.type not in ("tool", "ToolMessageChunk"):
        if not content:
            return "empty content list"
        if any(type(item) is str for item in content):
            return "string in a content list"
        if len(content) == 1 and set(content[0]) == {"type", "text"} and content[0]["type"] == "text":
            return "one plain text block"
        for block in content:
            if block.get("type") == "invalid_tool_call" and m.type == "ai":
                return "invalid_tool_call block in AI content"
            if openai_part(block) is not None:
                return "OpenAI input part"
    return None


def documented(m: Any) -> Any:
    """What docs/otel.md's list of exceptions says ``m`` comes back as (``m`` itself when none)."""
    if m.type.endswith("Chunk"):
        m = message_chunk_to_message(m)
    fields = {"name": m.name, "id": m.id, "additional_kwargs": m.additional_kwargs}
    fields["response_metadata"] = m.response_metadata
    if isinstance(m, ChatMessage) and m.role in CLASS_OF_ROLE:
        m = CLASS_OF_ROLE[m.role](m.content, **fields)
    elif isinstance(m, ChatMessage) and m.role == "function" and m.name:
        m = FunctionMessage(m.content, **fields)
    if m.type == "tool" or type(m.content) is not list:
        return m
    content = [{"type": "text", "text": item} if type(item) is str else item for item in m.content]
    content = [openai_part(item) or item for item in content]
    moved = []
    if m.type == "ai":
        moved = [
            {key: value for key, value in block.items() if key != "type"} | {"type": "invalid_tool_call"}
            for block in content
            if block.get("type") == "invalid_tool_call"
        ]
        content = [block for block in content if block.get("type") != "invalid_tool_call"]
    if not content:
        new: Any = ""
    elif len(content) == 1 and set(content[0]) == {"type", "text"} and content[0]["type"] == "text":
        new = content[0]["text"]
    else:
        new = content
    changes: dict[str, Any] = {"content": new}
    if moved:
        changes["invalid_tool_calls"] = [*moved, *m.invalid_tool_calls]
    return msgspec.structs.replace(m, **changes)


def _decoded(flat: list[Any]) -> list[Any]:
    """The drawn messages that decode (the drawing may give a RemoveMessage content it refuses)."""
    out = []
    for x in flat:
        try:
            out.append(chatschema.decode(x, "AnyMessage"))
        except chatschema.ValidationError:
            continue
    return out


def _official_errors(title_file: str, value: Any) -> list[str]:
    return [e.json_path for e in official(title_file).iter_errors(value)]


COUNTS = {"messages": 0, "exceptions": 0}


@settings(max_examples=300, deadline=None)
@given(st.lists(S.any_messages(full=True, max_items=3), min_size=1, max_size=3))
def test_round_trip(flat: list[Any]) -> None:
    messages = [m for m in _decoded(flat) if m.type != "remove"]
    if not messages:
        return
    value = to_otel_input_messages(messages, include_metadata=True)
    chatschema.validate(value, "OtelInputMessages")
    assert _official_errors("gen-ai-input-messages.json", value) == []
    expected = [m if exception(m) is None else documented(m) for m in messages]
    assert from_otel_messages(value) == expected
    assert from_otel_messages(chatschema.encode(value)) == expected  # the JSON text a span holds
    for m in messages:
        COUNTS["messages" if exception(m) is None else "exceptions"] += 1


@settings(max_examples=200, deadline=None)
@given(S.any_messages(full=False, max_items=3))
def test_every_message_gives_a_valid_value_or_a_conversion_error(flat: Any) -> None:
    decoded = _decoded([flat])
    if not decoded:
        return
    m = decoded[0]
    try:
        value = to_otel_input_messages([m], include_metadata=True)
    except ConversionError as error:
        assert m.type == "remove" or "generic_type" in str(flat), error
        return
    chatschema.validate(value, "OtelInputMessages")
    assert _official_errors("gen-ai-input-messages.json", value) == []
    back = from_otel_messages(value)
    assert len(back) == 1 and back[0].content is not None


def test_the_exceptions_come_back_as_documented() -> None:
    def again(m: Any) -> Any:
        (out,) = from_otel_messages(to_otel_input_messages([m], include_metadata=True))
        return out

    assert again(AIMessageChunk("hi", id="a")) == AIMessage("hi", id="a")
    assert again(ChatMessage("x", role="user")) == HumanMessage("x")
    assert again(ChatMessage("x", role="tool")) == ChatMessage("x", role="tool")
    assert again(ChatMessage("", role="tool")) == ChatMessage("", role="tool")
    assert again(HumanMessage([])) == HumanMessage("")
    assert again(HumanMessage(["a", {"type": "text", "text": "b", "id": "t"}])).content == [
        {"type": "text", "text": "a"},
        {"type": "text", "text": "b", "id": "t"},
    ]
    assert again(HumanMessage([{"type": "text", "text": "a"}])) == HumanMessage("a")
    uri = {"type": "uri", "modality": "image", "mime_type": None, "uri": "u"}
    foreign = [{"role": "user", "parts": [uri]}]
    assert from_otel_messages(foreign)[0].content == [{"type": "image", "url": "u"}]
    bad = {"type": "invalid_tool_call", "name": "f", "args": "{", "id": "1", "error": None}
    got = again(AIMessage([bad, {"type": "text", "text": "t", "id": "x"}]))
    assert got.invalid_tool_calls == [bad] and got.content == [{"type": "text", "text": "t", "id": "x"}]
    with pytest.raises(ConversionError) as caught:
        to_otel_input_messages([HumanMessage("a"), chatschema.RemoveMessage(id="m1")])
    assert caught.value.path == "$[1]"
