"""``to_ai_sdk_stream(..., original_messages=...)``: a stream that continues the assistant message
the client sent last (the client's ``readUIMessageStream`` appends to it: tests/compat and the
node tests check the message it builds against ``convert_to_ai_sdk_ui_messages``)."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from hypothesis import given
from hypothesis import strategies as st
from litestar import Litestar, get
from litestar.testing import TestClient as LitestarClient

import chatschema.litestar
from chatschema import AIMessage, AIMessageChunk, ToolMessage, ValidationError, message_chunk_to_message
from chatschema.convert import convert_to_ai_sdk_ui_messages
from chatschema.ui_streams import ai_sdk_stream_response, from_ai_sdk_stream, parse_sse, to_ai_sdk_stream
from tests.ui_streams.streams import chunk_streams, summed

USER = {"id": "u1", "role": "user", "parts": [{"type": "text", "text": "Weather?"}]}
CALL = {"name": "weather", "args": {}, "id": "c1"}


def _sent(*steps: Any) -> list[dict[str, Any]]:
    """The UI messages a client sends back: the user's, then the assistant turn of ``steps``."""
    return [USER, *convert_to_ai_sdk_ui_messages(list(steps))]


def _metadata(events: list[dict[str, Any]]) -> list[Any]:
    return [e["messageMetadata"] for e in events if e["type"] == "message-metadata"]


def test_the_stream_continues_the_last_assistant_message() -> None:
    sent = _sent(AIMessage("", id="m1", tool_calls=[CALL]), ToolMessage("18C", tool_call_id="c1"))
    answer = [AIMessageChunk("Sun", id="run-2"), AIMessageChunk("ny.", chunk_position="last")]
    events = list(to_ai_sdk_stream(answer, original_messages=sent, message_id="ignored"))
    assert events[0] == {"type": "start", "messageId": "m1"}
    # its one step is step 0: the stream's is step 1 (its id is not m1-1: kept in its entry)
    assert _metadata(events) == [{"chatschema": {"steps": {"1": {"id": "run-2"}}}}]
    assert {e["id"] for e in events if e["type"].startswith("text-")} == {"2-1"}


def test_a_later_step_named_as_the_reader_names_it_needs_no_entry() -> None:
    sent = _sent(AIMessage("", id="m1", tool_calls=[CALL]), ToolMessage("18C", tool_call_id="c1"))
    answer = [AIMessageChunk("Sunny.", id="m1-1", chunk_position="last")]
    assert _metadata(list(to_ai_sdk_stream(answer, original_messages=sent))) == []


def test_steps_are_numbered_after_the_messages_own() -> None:
    usage = {"input_tokens": 1, "output_tokens": 2, "total_tokens": 3}
    first = AIMessage("", id="m1", tool_calls=[CALL])
    second = AIMessage("", tool_calls=[{**CALL, "id": "c2"}])
    sent = _sent(first, ToolMessage("18C", tool_call_id="c1"), second, ToolMessage("x", tool_call_id="c2"))
    assert [p["type"] for p in sent[-1]["parts"]].count("step-start") == 2
    answer = [AIMessageChunk("Done.", usage_metadata=usage, chunk_position="last")]
    events = list(to_ai_sdk_stream(answer, original_messages=sent))
    assert _metadata(events) == [{"chatschema": {"steps": {"2": {"id": None, "usage_metadata": usage}}}}]


def test_a_tool_result_may_answer_a_call_of_the_continued_message() -> None:
    sent = _sent(AIMessage("", id="m1", tool_calls=[CALL]))
    results = [ToolMessage("18C", tool_call_id="c1", name="weather"), ToolMessage("!", tool_call_id="c1")]
    events = list(to_ai_sdk_stream(results, original_messages=sent))
    outputs = [e for e in events if e["type"] == "tool-output-available"]
    # the tool's own name is known from the message: written only when it is another (or none)
    assert "providerMetadata" not in outputs[0]
    assert outputs[1]["providerMetadata"] == {"chatschema": {"name": None}}


def test_a_dynamic_tools_name_is_read_from_its_part() -> None:
    part = {"type": "dynamic-tool", "toolName": "weather", "toolCallId": "c1", "state": "input-available"}
    sent = [USER, {"id": "m1", "role": "assistant", "parts": [{"type": "step-start"}, {**part, "input": {}}]}]
    result = ToolMessage("18C", tool_call_id="c1", name="weather")
    events = list(to_ai_sdk_stream([result], original_messages=sent))
    assert "providerMetadata" not in events[1]


def test_parts_before_any_step_start_are_a_step() -> None:
    sent = [USER, {"id": "m1", "role": "assistant", "parts": [{"type": "text", "text": "Hm."}]}]
    answer = [AIMessageChunk("Yes.", id="x", chunk_position="last")]
    assert _metadata(list(to_ai_sdk_stream(answer, original_messages=sent))) == [
        {"chatschema": {"steps": {"1": {"id": "x"}}}}
    ]


def test_a_message_without_parts_takes_the_streams_first_step_as_its_own() -> None:
    sent = [USER, {"id": "m1", "role": "assistant", "parts": []}]
    answer = [AIMessageChunk("Yes.", id="x", chunk_position="last")]
    events = list(to_ai_sdk_stream(answer, original_messages=sent))
    assert events[0] == {"type": "start", "messageId": "m1"}
    assert _metadata(events) == [{"chatschema": {"id": "x"}}]


@pytest.mark.parametrize("sent", [None, [], [USER]])
def test_without_an_assistant_message_last_the_stream_starts_a_new_one(sent: Any) -> None:
    answer = [AIMessageChunk("Hi", id="m9", chunk_position="last")]
    events = list(to_ai_sdk_stream(answer, original_messages=sent))
    assert events == list(to_ai_sdk_stream(answer))
    [start, *_] = to_ai_sdk_stream(answer, original_messages=sent, message_id="n")
    assert start["messageId"] == "n"


@pytest.mark.parametrize(
    ("sent", "path"),
    [
        ({"id": "m1"}, "$"),
        ([USER, {"id": "m1", "role": "assistant", "parts": "x"}], "$[1].parts"),
        ([USER, {"id": "m1", "role": "assistant", "parts": [{"text": "x"}]}], "$[1].parts[0]"),
        ([{"role": "assistant", "parts": []}], "$[0]"),
        ([{**USER, "role": "robot"}], "$[0].role"),
    ],
)
def test_a_last_message_that_is_no_ui_message_raises_at_the_call(sent: Any, path: str) -> None:
    with pytest.raises(ValidationError) as caught:
        to_ai_sdk_stream([], original_messages=sent)
    assert caught.value.path == path


def test_only_the_last_message_is_read() -> None:
    broken = {"id": "m0", "role": "assistant", "parts": "x"}
    events = list(to_ai_sdk_stream([], original_messages=[broken, USER]))
    assert events == [{"type": "start"}, {"type": "finish"}]


def test_the_responses_pass_the_messages_on() -> None:
    sent = _sent(AIMessage("", id="m1", tool_calls=[CALL]), ToolMessage("18C", tool_call_id="c1"))
    answer = [AIMessageChunk("Sunny.", chunk_position="last")]
    expected = list(to_ai_sdk_stream(answer, original_messages=sent))
    app = FastAPI()
    app.post("/")(lambda: ai_sdk_stream_response(answer, original_messages=sent))

    @get("/")
    async def litestar_app() -> Any:
        return chatschema.litestar.ai_sdk_stream_response(answer, original_messages=sent)

    with TestClient(app) as client:
        assert list(parse_sse([client.post("/").content])) == expected
    with LitestarClient(Litestar([litestar_app])) as client:
        assert list(parse_sse([client.get("/").content])) == expected
    with pytest.raises(ValidationError):
        ai_sdk_stream_response(answer, original_messages=[{"role": "assistant"}])
    with pytest.raises(ValidationError):
        chatschema.litestar.ai_sdk_stream_response(answer, original_messages=[{"role": "assistant"}])


@given(items=chunk_streams(), at=st.integers(0, 100))
def test_read_with_the_same_messages_the_stream_gives_back_its_sums(items: list[Any], at: int) -> None:
    cuts = [i for i in range(1, len(items)) if (items[i].type == "tool") != (items[i - 1].type == "tool")]
    cut = cuts[at % len(cuts)] if cuts else len(items)
    prefix = [message_chunk_to_message(m) if m.type == "AIMessageChunk" else m for m in summed(items[:cut])]
    sent = [USER, *convert_to_ai_sdk_ui_messages(prefix)]
    events = list(to_ai_sdk_stream(items[cut:], original_messages=sent))
    assert summed(list(from_ai_sdk_stream(events, original_messages=sent))) == summed(items[cut:])


def test_a_start_with_another_id_is_a_new_message_to_the_reader() -> None:
    sent = _sent(AIMessage("", id="m1", tool_calls=[CALL]), ToolMessage("18C", tool_call_id="c1"))
    events = list(to_ai_sdk_stream([AIMessageChunk("Hi", id="m2", chunk_position="last")]))
    [*_, end] = from_ai_sdk_stream(events, original_messages=sent)
    assert end.id == "m2"  # the first step of m2, not a third step of m1
    with pytest.raises(ValidationError):
        from_ai_sdk_stream(events, original_messages=[{"id": "m1", "role": "assistant"}])
