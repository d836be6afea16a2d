"""Hostile streams: each gets a clear error event (writers) or a ValidationError with its path
(readers), and everything before it is kept.

The cases of issue 30: interleaved tool-call indices, a delta for an unknown id, an empty delta, a
stream cut in the middle of an event, an exception raised by the producer, a 10 MB argument string.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

import pytest

import chatschema
from chatschema import AIMessageChunk, StreamError, ValidationError
from chatschema.ui_streams import (
    from_ag_ui_events,
    from_ai_sdk_stream,
    parse_sse,
    sse,
    to_ag_ui_events,
    to_ai_sdk_stream,
)
from tests.ui_streams.streams import summed


def _ag_ui(items: Any) -> Any:
    return to_ag_ui_events(items, thread_id="t", run_id="r")


WRITERS: dict[str, tuple[Callable[[Any], Any], str]] = {
    "ai-sdk": (to_ai_sdk_stream, "AISDKUIMessageChunk"),
    "ag-ui": (_ag_ui, "AGUIEvent"),
}
READERS = {"ai-sdk": from_ai_sdk_stream, "ag-ui": from_ag_ui_events}


def _error_of(events: list[dict[str, Any]]) -> str:
    """The text of the one error event, which ends the stream (the AI SDK's is followed by finish)."""
    errors = [e for e in events if e["type"] in ("error", "RUN_ERROR")]
    assert len(errors) == 1
    last = events[-1]
    if errors[0]["type"] == "error":
        assert last == {"type": "finish", "finishReason": "error"} and events[-2] is errors[0]
        return str(errors[0]["errorText"])
    assert last is errors[0]
    return str(errors[0]["message"])


def _read_until_error(read: Callable[[Any], Iterator[Any]], events: Any) -> tuple[list[Any], Exception]:
    got: list[Any] = []
    with pytest.raises((ValidationError, StreamError)) as caught:
        for chunk in read(events):
            got.append(chunk)
    return got, caught.value


def _text(chunks: list[Any]) -> str:
    return "".join(
        block["text"]
        for c in chunks
        if isinstance(c.content, list)
        for block in c.content
        if block["type"] == "text"
    )


def _call(index: int, args: str, call_id: str | None = None, name: str | None = None) -> AIMessageChunk:
    return AIMessageChunk(
        content="", tool_call_chunks=[{"name": name, "args": args, "id": call_id, "index": index}]
    )


# ------------------------------------------------------------------------------ interleaved indices


@pytest.mark.parametrize("protocol", sorted(WRITERS))
def test_interleaved_tool_call_indices_are_joined_by_index(protocol: str) -> None:
    write, title = WRITERS[protocol]
    chunks = [
        _call(1, '{"b"', "c2", "g"),
        _call(0, '{"a"', "c1", "f"),
        _call(1, ": 2}"),
        _call(0, ": 1}"),
        AIMessageChunk(content="", chunk_position="last"),
    ]
    events = list(write(chunks))
    for event in events:
        chatschema.validate(event, title)
    assert not [e for e in events if e["type"] in ("error", "RUN_ERROR")]
    back = summed(list(READERS[protocol](events)))[0]
    assert {c["id"]: c["args"] for c in back.tool_calls} == {"c1": {"a": 1}, "c2": {"b": 2}}


@pytest.mark.parametrize("protocol", sorted(WRITERS))
def test_a_second_id_at_a_known_index_is_an_error_event(protocol: str) -> None:
    write, _ = WRITERS[protocol]
    events = list(write([AIMessageChunk("before", id="m"), _call(0, "{", "c1", "f"), _call(0, "}", "c9")]))
    assert "the tool call at index 0 has the id 'c1', then 'c9'" in _error_of(events)
    assert any(e.get("delta") == "before" for e in events)


# ------------------------------------------------------------------------------ unknown ids


@pytest.mark.parametrize("protocol", sorted(WRITERS))
def test_a_fragment_of_a_call_never_started_is_an_error_event(protocol: str) -> None:
    write, title = WRITERS[protocol]
    events = list(write([AIMessageChunk("Looking"), _call(5, '{"x": 1}')]))
    for event in events:
        chatschema.validate(event, title)
    assert "(index 5, id None) belongs to no call" in _error_of(events)
    assert _text(summed(list(READERS[protocol](events[:2] + events[2:-2])))) == "Looking"


@pytest.mark.parametrize(
    ("protocol", "events", "path"),
    [
        ("ai-sdk", [{"type": "text-delta", "id": "nope", "delta": "x"}], "$[2].id"),
        (
            "ai-sdk",
            [{"type": "tool-input-delta", "toolCallId": "nope", "inputTextDelta": "{"}],
            "$[2].toolCallId",
        ),
        ("ag-ui", [{"type": "TEXT_MESSAGE_CONTENT", "messageId": "nope", "delta": "x"}], "$[2].messageId"),
        ("ag-ui", [{"type": "TOOL_CALL_ARGS", "toolCallId": "nope", "delta": "{"}], "$[2].toolCallId"),
    ],
)
def test_a_delta_for_an_unknown_id_is_a_validation_error_after_the_chunks_before(
    protocol: str, events: list[Any], path: str
) -> None:
    head = {
        "ai-sdk": [{"type": "text-start", "id": "a"}, {"type": "text-delta", "id": "a", "delta": "kept"}],
        "ag-ui": [
            {"type": "TEXT_MESSAGE_START", "messageId": "a"},
            {"type": "TEXT_MESSAGE_CONTENT", "messageId": "a", "delta": "kept"},
        ],
    }[protocol]
    got, error = _read_until_error(READERS[protocol], head + events)
    assert isinstance(error, ValidationError) and error.path == path
    assert _text(got) == "kept"


# ------------------------------------------------------------------------------ empty deltas


@pytest.mark.parametrize("protocol", sorted(WRITERS))
def test_empty_deltas_write_nothing(protocol: str) -> None:
    write, _ = WRITERS[protocol]
    chunks = [
        AIMessageChunk("", id="m"),
        AIMessageChunk(content=[{"type": "text", "text": "", "index": 0}]),
        _call(0, "", "c1", "f"),
        _call(0, ""),
        AIMessageChunk("x", chunk_position="last"),
    ]
    events = list(write(chunks))
    assert not [e for e in events if e.get("delta") == "" or e.get("inputTextDelta") == ""]
    assert not [e for e in events if e["type"] in ("error", "RUN_ERROR")]
    back = summed(list(READERS[protocol](events)))[0]
    assert back.text == "x" and back.tool_calls[0]["args"] == {}


@pytest.mark.parametrize(
    ("protocol", "events"),
    [
        ("ai-sdk", [{"type": "text-start", "id": "a"}, {"type": "text-delta", "id": "a", "delta": ""}]),
        (
            "ag-ui",
            [{"type": "TEXT_MESSAGE_CHUNK", "messageId": "a", "delta": ""}, {"type": "TEXT_MESSAGE_CHUNK"}],
        ),
    ],
)
def test_empty_deltas_read_as_nothing(protocol: str, events: list[Any]) -> None:
    assert [c.content for c in READERS[protocol](events)] == [[]]  # only the end of the step


# ------------------------------------------------------------------------------ cut streams


@pytest.mark.parametrize("protocol", sorted(WRITERS))
def test_a_stream_cut_in_the_middle_of_an_event_is_a_validation_error(protocol: str) -> None:
    write, _ = WRITERS[protocol]
    events = list(write([AIMessageChunk("Hello", id="m"), AIMessageChunk(" world", chunk_position="last")]))
    body = b"".join(sse(events))
    whole = body.index(b"world")  # inside the second text delta
    got, error = _read_until_error(lambda e: READERS[protocol](parse_sse(e)), [body[:whole]])
    complete = body[:whole].count(b"\n\n")
    assert isinstance(error, ValidationError) and error.path == f"$[{complete}]"
    assert "ended in the middle of a server-sent event" in error.message
    assert _text(got) == "Hello"


def test_an_event_that_is_not_json_is_a_decode_error_at_its_path() -> None:
    with pytest.raises(chatschema.DecodeError) as caught:
        list(parse_sse([b'data: {"type":"start"}\n\ndata: {"type": tru\n\n']))
    assert caught.value.path == "$[1]"


def test_sse_pieces_split_anywhere_and_line_ends_of_every_kind() -> None:
    body = b': comment\r\nevent: x\r\ndata: {"a":\r\ndata: 1}\r\n\r\ndata: [DONE]\n\ndata: {"b": 2}\r\r'
    for size in (1, 2, 3, 7, len(body)):
        pieces = [body[i : i + size] for i in range(0, len(body), size)]
        assert list(parse_sse(pieces)) == [{"a": 1}, {"b": 2}]
    assert list(parse_sse([body.decode()])) == [{"a": 1}, {"b": 2}]


def test_a_byte_order_mark_at_the_start_is_skipped_even_cut_in_pieces() -> None:
    body = b'\xef\xbb\xbfdata: {"a": 1}\n\ndata: {"b": 2}\n\n'
    for size in (1, 2, 3, 4, len(body)):
        pieces = [body[i : i + size] for i in range(0, len(body), size)]
        assert list(parse_sse(pieces)) == [{"a": 1}, {"b": 2}]
    assert list(parse_sse([body.decode()])) == [{"a": 1}, {"b": 2}]
    assert list(parse_sse([b"\xef\xbb", b'data: {"c": 3}\n\n'])) == []  # half a mark: part of a field name
    assert list(parse_sse([b'data: {"d": 4}\n\n\xef\xbb\xbf'])) == [{"d": 4}]  # only at the start


# ------------------------------------------------------------------------------ a failing producer


def _failing() -> Iterator[AIMessageChunk]:
    yield AIMessageChunk(content=[{"type": "reasoning", "reasoning": "hm", "index": 0}], id="m")
    yield AIMessageChunk(content=[{"type": "text", "text": "Partial", "index": 1}])
    yield _call(0, '{"q"', "c1", "search")
    raise RuntimeError("the model connection dropped")


async def _failing_async() -> AsyncIterator[AIMessageChunk]:
    for chunk in _failing():
        await asyncio.sleep(0)
        yield chunk


async def _collect(stream: Any) -> list[Any]:
    return [item async for item in stream]


@pytest.mark.parametrize("protocol", sorted(WRITERS))
@pytest.mark.parametrize("flavour", ["sync", "async"])
def test_an_exception_of_the_producer_ends_the_stream_with_an_error_event(
    protocol: str, flavour: str
) -> None:
    write, title = WRITERS[protocol]
    if flavour == "sync":
        events = list(write(_failing()))
    else:
        events = asyncio.run(_collect(write(_failing_async())))
    for event in events:
        chatschema.validate(event, title)
    assert _error_of(events) == "RuntimeError: the model connection dropped"
    kinds = [e["type"] for e in events]
    closes = ("reasoning-end", "text-end") if protocol == "ai-sdk" else ("REASONING_END", "TEXT_MESSAGE_END")
    assert all(kind in kinds for kind in closes)  # open parts closed before the error
    got, error = _read_until_error(READERS[protocol], events)
    assert isinstance(error, StreamError) and error.message == "RuntimeError: the model connection dropped"
    assert _text(got) == "Partial"
    assert [c.tool_call_chunks[0]["args"] for c in got if c.tool_call_chunks] == [None, '{"q"']


def test_the_error_text_can_hide_the_exception() -> None:
    events = list(to_ai_sdk_stream(_failing(), on_error=lambda error: "Something went wrong."))
    assert _error_of(events) == "Something went wrong."


def test_a_chunk_the_stream_cannot_carry_is_an_error_event_after_what_it_made() -> None:
    chunk = AIMessageChunk(
        content=[
            {"type": "text", "text": "kept", "index": 0},
            {"type": "non_standard", "value": {"type": "provider-thing"}, "index": 1},
        ]
    )
    events = list(to_ai_sdk_stream([chunk]))
    assert {"type": "text-delta", "id": "1-1", "delta": "kept"} in events
    assert "non_standard block of type 'provider-thing'" in _error_of(events)


def test_an_item_that_is_not_a_chunk_is_an_error_event() -> None:
    events = list(to_ai_sdk_stream([AIMessageChunk("ok"), chatschema.HumanMessage("hi")]))  # type: ignore[list-item]
    assert "expected an AIMessageChunk or a ToolMessage, got human" in _error_of(events)


def test_an_exception_of_the_events_producer_reaches_the_reader_caller() -> None:
    def events() -> Iterator[Any]:
        yield {"type": "start"}
        raise OSError("connection reset")

    with pytest.raises(OSError, match="connection reset"):
        list(from_ai_sdk_stream(events()))


# ------------------------------------------------------------------------------ 10 MB arguments

BIG = "x" * 10_000_000


@pytest.mark.parametrize("protocol", sorted(WRITERS))
@pytest.mark.parametrize("pieces", [1, 10_000])
def test_a_10_mb_argument_string_streams_through(protocol: str, pieces: int) -> None:
    write, _ = WRITERS[protocol]
    args = json.dumps({"blob": BIG})
    size = -(-len(args) // pieces)
    chunks = [_call(0, args[:size], "c1", "upload")]
    chunks += [_call(0, args[i : i + size]) for i in range(size, len(args), size)]
    chunks.append(AIMessageChunk(content="", chunk_position="last"))
    events = list(write(chunks))
    assert not [e for e in events if e["type"] in ("error", "RUN_ERROR")]
    if protocol == "ai-sdk":
        (done,) = [e for e in events if e["type"] == "tool-input-available"]
        assert done["input"]["blob"] == BIG
    body = sse(events)
    back = summed(
        list(
            READERS[protocol](
                parse_sse(piece[i : i + 65536] for piece in body for i in range(0, len(piece), 65536))
            )
        )
    )
    assert back[0].tool_calls[0]["args"]["blob"] == BIG


def test_a_10_mb_argument_that_is_not_json_is_a_tool_input_error() -> None:
    chunks = [_call(0, "[" + BIG, "c1", "upload"), AIMessageChunk(content="", chunk_position="last")]
    events = list(to_ai_sdk_stream(chunks))
    (error,) = [e for e in events if e["type"] == "tool-input-error"]
    assert error["input"] == "[" + BIG and "not a JSON object" in error["errorText"]
    assert events[-1] == {"type": "finish"}
