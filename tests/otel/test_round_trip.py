"""``from_otel_messages(to_otel_input_messages(m)) == m`` for every message of mappable content.

Messages are drawn from the schemas (tests/conformance/strategies.py), every type and block kind.
The exceptions are exactly the rows of docs/otel.md's list, written out in :func:`exception`: a
drawn message that hits one is checked to come back as the table says, never skipped silently.
Every OTel value written also validates against the official schema (python-jsonschema, the
official files) and against chatschema's own checks.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import chatschema
from chatschema import ChatMessage, ConversionError, message_chunk_to_message
from chatschema.otel import from_otel_messages, to_otel_input_messages
from tests.conformance import strategies as S
from tests.otel.cases import official

STANDARD_ROLES = frozenset(("user", "assistant", "system", "tool", "function"))


def exception(m: Any) -> str | None:
    """The row of docs/otel.md's list of exceptions that ``m`` falls under, or None."""
    if m.type == "remove":
        return "RemoveMessage"
    if isinstance(m, ChatMessage) and m.role in STANDARD_ROLES:
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
    return None


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


def expected(m: Any) -> Any:
    """What ``m`` comes back as: itself; a chunk, as the message it completes."""
    return message_chunk_to_message(m) if m.type.endswith("Chunk") else m


@settings(max_examples=300, deadline=None)
@given(st.lists(S.any_messages(full=True, max_items=3), min_size=1, max_size=3))
def test_round_trip(flat: list[Any]) -> None:
    messages = _decoded(flat)
    kept = [m for m in messages if exception(m) is None]
    COUNTS["exceptions"] += len(messages) - len(kept)
    if not kept:
        return
    value = to_otel_input_messages(kept)
    chatschema.validate(value, "OtelInputMessages")
    assert _official_errors("gen-ai-input-messages.json", value) == []
    assert from_otel_messages(value) == [expected(m) for m in kept]
    assert from_otel_messages(chatschema.encode(value)) == [expected(m) for m in kept]  # a span's JSON text
    COUNTS["messages"] += len(kept)


@settings(max_examples=200, deadline=None)
@given(S.any_messages(full=False, max_items=3))
def test_every_message_gives_a_valid_value_or_a_conversion_error(flat: Any) -> None:
    decoded = _decoded([flat])
    if not decoded:
        return
    m = decoded[0]
    try:
        value = to_otel_input_messages([m])
    except ConversionError as error:
        assert m.type == "remove" or "generic_type" in str(flat), error
        return
    chatschema.validate(value, "OtelInputMessages")
    assert _official_errors("gen-ai-input-messages.json", value) == []
    back = from_otel_messages(value)
    assert len(back) == 1 and back[0].content is not None


def test_the_exceptions_come_back_as_documented() -> None:
    from chatschema import AIMessage, AIMessageChunk, HumanMessage

    def again(m: Any) -> Any:
        (out,) = from_otel_messages(to_otel_input_messages([m]))
        return out

    assert again(AIMessageChunk("hi", id="a")) == AIMessage("hi", id="a")
    assert again(ChatMessage("x", role="user")) == HumanMessage("x")
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
