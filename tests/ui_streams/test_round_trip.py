"""Writers then readers: the chunks read back sum to the chunks written, for both protocols.

The property runs over generated chunk streams (tests/ui_streams/streams.py: text, reasoning,
parallel tool calls with streamed arguments, tool results, several steps), through the events as
dicts and through server-sent-event bytes cut anywhere, sync and async. Every event written is
valid for its schema type.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import AsyncIterator, Callable, Iterable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import chatschema
from chatschema import AIMessageChunk, ChunkAccumulator, ToolMessage
from chatschema.ui_streams import (
    from_ag_ui_events,
    from_ai_sdk_stream,
    parse_sse,
    sse,
    to_ag_ui_events,
    to_ai_sdk_stream,
)
from tests.ui_streams.streams import Item, chunk_streams, named, scripted, summed


def _ai_sdk(items: Any) -> Any:
    return to_ai_sdk_stream(items)


def _ag_ui(items: Any) -> Any:
    return to_ag_ui_events(items, thread_id="thread-1", run_id="run-1")


PROTOCOLS: dict[str, tuple[Callable[[Any], Any], Callable[[Any], Any], str]] = {
    "ai-sdk": (_ai_sdk, from_ai_sdk_stream, "AISDKUIMessageChunk"),
    "ag-ui": (_ag_ui, from_ag_ui_events, "AGUIEvent"),
}


def expected(items: list[Item], protocol: str) -> list[Any]:
    """What a round trip keeps: the sums."""
    return summed(items)


def _cut(data: bytes, cuts: list[int]) -> list[bytes]:
    edges = [0, *sorted({c % (len(data) + 1) for c in cuts}), len(data)]
    return [data[a:b] for a, b in itertools.pairwise(edges)]


@pytest.mark.parametrize("protocol", sorted(PROTOCOLS))
@given(items=chunk_streams(), cuts=st.lists(st.integers(0, 10**6), max_size=6))
def test_round_trip_keeps_the_sums(protocol: str, items: list[Item], cuts: list[int]) -> None:
    write, read, title = PROTOCOLS[protocol]
    events = list(write(items))
    for event in events:
        chatschema.validate(event, title)
    assert summed(list(read(events))) == expected(items, protocol)
    body = b"".join(sse(events, done=protocol == "ai-sdk"))
    assert summed(list(read(parse_sse(_cut(body, cuts))))) == expected(items, protocol)


async def _aiter(items: Iterable[Any]) -> AsyncIterator[Any]:
    for item in items:
        await asyncio.sleep(0)
        yield item


async def _collect(stream: Any) -> list[Any]:
    return [item async for item in stream]


@pytest.mark.parametrize("protocol", sorted(PROTOCOLS))
def test_async_iterables_give_async_generators_with_the_same_events(protocol: str) -> None:
    write, read, _ = PROTOCOLS[protocol]
    events = asyncio.run(_collect(write(_aiter(scripted()))))
    assert events == list(write(scripted()))
    body = asyncio.run(_collect(sse(_aiter(events), done=True)))
    chunks = asyncio.run(_collect(read(parse_sse(_aiter(body)))))
    assert summed(chunks) == expected(scripted(), protocol)


def test_scripted_answer_as_ai_sdk_events() -> None:
    events = list(to_ai_sdk_stream(scripted()))
    kinds = [e["type"] for e in events]
    assert kinds[:2] == ["start", "start-step"] and kinds[-1] == "finish"
    assert kinds.count("start-step") == kinds.count("finish-step") == 2
    assert [e for e in events if e["type"] == "tool-input-available"] == [
        {
            "type": "tool-input-available",
            "toolCallId": "call_1",
            "toolName": "weather",
            "input": {"city": "Paris"},
        },
        {"type": "tool-input-available", "toolCallId": "call_2", "toolName": "time", "input": {"tz": "CET"}},
    ]
    # the second call's arguments start before the first call's are complete
    deltas = [e["toolCallId"] for e in events if e["type"] == "tool-input-delta"]
    assert deltas == ["call_1", "call_2", "call_1", "call_2"]
    assert events[-1] == {"type": "finish", "finishReason": "stop"}
    # each step's own fields as convert_to_ai_sdk_ui_messages keeps them: the first step's in the
    # chatschema object (its id is start's run-1), the second's in its entry of steps
    meta = [e["messageMetadata"]["chatschema"] for e in events if e["type"] == "message-metadata"]
    first, second = (
        {"usage_metadata": {"input_tokens": 20, "output_tokens": 12, "total_tokens": 32}},
        {"usage_metadata": {"input_tokens": 40, "output_tokens": 9, "total_tokens": 49}},
    )
    first["response_metadata"] = {"finish_reason": "tool_calls", "model_name": "m"}
    second["response_metadata"] = {"finish_reason": "stop", "model_name": "m"}
    assert meta == [first, {"steps": {"1": {**second, "id": "run-2"}}}]


def test_scripted_answer_as_ag_ui_events() -> None:
    events = list(to_ag_ui_events(scripted(), thread_id="thread-1", run_id="run-1"))
    assert events[0] == {"type": "RUN_STARTED", "threadId": "thread-1", "runId": "run-1"}
    starts = [e for e in events if e["type"] == "TOOL_CALL_START"]
    assert {e["parentMessageId"] for e in starts} == {"run-1"}  # the step's text message
    text_ids = [e["messageId"] for e in events if e["type"] == "TEXT_MESSAGE_START"]
    assert text_ids == ["run-1", "run-2"]
    assert events[-1]["usage"] == [{"model": "m", "inputTokens": 60, "outputTokens": 21, "totalTokens": 81}]


def test_text_content_as_a_string_reads_back_as_the_same_text() -> None:
    chunks = [
        AIMessageChunk("Hel", id="m"),
        AIMessageChunk("lo"),
        AIMessageChunk(" you", chunk_position="last"),
    ]
    for write, read, _ in PROTOCOLS.values():
        acc: ChunkAccumulator[Any] = ChunkAccumulator()
        for chunk in read(write(chunks)):
            acc.add(chunk)
        assert acc.message().text == "Hello you"
        assert acc.message().id == "m"


def test_provider_blocks_are_read_as_standard_blocks() -> None:
    """Anthropic's thinking blocks are reasoning (read through content_blocks)."""
    chunks = [
        AIMessageChunk(
            content=[{"type": "thinking", "thinking": "hm", "index": 0}],
            response_metadata={"model_provider": "anthropic"},
        ),
        AIMessageChunk(content=[{"type": "text", "text": "Hi", "index": 1}], chunk_position="last"),
    ]
    events = list(to_ai_sdk_stream(chunks))
    assert {"type": "reasoning-delta", "id": "1-1", "delta": "hm"} in events
    assert {"type": "text-delta", "id": "1-2", "delta": "Hi"} in events


def test_files_and_data_round_trip() -> None:
    chunks = [
        AIMessageChunk(
            content=[
                {"type": "image", "base64": "iVBORw0KGgo=", "mime_type": "image/png", "index": 0},
                {"type": "non_standard", "value": {"type": "data-weather", "data": {"t": 18}}, "index": 1},
            ]
        ),
        AIMessageChunk(content="", chunk_position="last"),
    ]
    events = list(to_ai_sdk_stream(chunks))
    assert {"type": "file", "url": "data:image/png;base64,iVBORw0KGgo=", "mediaType": "image/png"} in events
    assert {"type": "data-weather", "data": {"t": 18}} in events
    assert summed(list(from_ai_sdk_stream(events))) == summed(chunks)
    image = AIMessageChunk(content=[chunks[0].content[0]], chunk_position="last")  # type: ignore[index]
    ag_events = list(_ag_ui([image]))
    custom = [e for e in ag_events if e["type"] == "CUSTOM"]
    assert custom == [
        {
            "type": "CUSTOM",
            "name": "chatschema.content_block",
            "value": {"type": "image", "base64": "iVBORw0KGgo=", "mime_type": "image/png"},
        }
    ]
    assert summed(list(from_ag_ui_events(ag_events))) == [image]


def test_tool_messages_with_content_lists_keep_their_parts_in_ag_ui() -> None:
    items: list[Item] = [
        AIMessageChunk(content="", tool_call_chunks=[{"name": "f", "args": "{}", "id": "c", "index": 0}]),
        ToolMessage(
            [{"type": "text", "text": "see"}, {"type": "image", "url": "https://e.com/a.png"}],
            tool_call_id="c",
            id="t",
        ),
    ]
    events = list(_ag_ui(items))
    result = next(e for e in events if e["type"] == "TOOL_CALL_RESULT")
    assert result["content"] == [
        {"type": "text", "text": "see"},
        {"type": "image", "source": {"type": "url", "value": "https://e.com/a.png"}},
    ]
    assert summed(list(from_ag_ui_events(events)))[-1] == items[-1]


def test_each_later_step_writes_the_steps_list_so_far() -> None:
    # the client replaces arrays when it merges message-metadata, so the third step's event holds
    # the second step's entry too; the events written before it keep theirs as they were
    call = {"name": "weather", "args": "{}", "index": 0}
    model = {"model_name": "m"}
    turn: list[Item] = [
        AIMessageChunk("", id="a", tool_call_chunks=[{**call, "id": "c1"}], chunk_position="last"),
        ToolMessage("18C", tool_call_id="c1"),
        AIMessageChunk(
            "",
            id="a-1",
            tool_call_chunks=[{**call, "id": "c2"}],
            response_metadata=model,
            chunk_position="last",
        ),
        ToolMessage("19C", tool_call_id="c2"),
        AIMessageChunk("Done.", id="z", chunk_position="last"),
    ]
    events = list(to_ai_sdk_stream(turn))
    meta = [e["messageMetadata"] for e in events if e["type"] == "message-metadata"]
    assert meta == [
        {"chatschema": {"steps": {"1": {"response_metadata": model}}}},
        {"chatschema": {"steps": {"2": {"id": "z"}}}},
    ]
    read = [m for m in summed(list(from_ai_sdk_stream(events))) if m.type != "tool"]
    assert [(m.id, m.response_metadata) for m in read] == [("a", {}), ("a-1", model), ("z", {})]


def _turn(steps: int) -> list[Item]:
    """An agent turn of ``steps`` steps, each with usage (own fields to keep), all but the last
    calling a tool."""
    usage = {"input_tokens": 10, "output_tokens": 5, "total_tokens": 15}
    items: list[Item] = []
    for k in range(steps - 1):
        call = {"name": "weather", "args": "{}", "id": f"c{k}", "index": 0}
        items.append(
            AIMessageChunk("", id="a", tool_call_chunks=[call], usage_metadata=usage, chunk_position="last")
        )
        items.append(ToolMessage("18C", tool_call_id=f"c{k}"))
    items.append(AIMessageChunk("Done.", usage_metadata=usage, chunk_position="last"))
    return items


def _metadata_bytes(steps: int) -> int:
    events = to_ai_sdk_stream(_turn(steps))
    return sum(len(json.dumps(e)) for e in events if e["type"] == "message-metadata")


def test_the_metadata_of_a_turn_grows_linearly_with_its_steps() -> None:
    """Each step's message-metadata event holds its own entry of ``steps`` alone (the client's
    key-by-key merge builds the object), so the bytes per step do not grow with the turn: 100
    steps cost no more per step than 10 (a list re-sent whole would cost about ten times more)."""
    small, large = _metadata_bytes(10), _metadata_bytes(100)
    # the entries' keys grow by a digit from 10 to 100 steps; nothing else grows
    assert large / 100 <= small / 10 * 1.1
    [message] = chatschema.convert_to_ai_sdk_ui_messages(
        [chatschema.message_chunk_to_message(m) if m.type == "AIMessageChunk" else m for m in _turn(100)]
    )
    assert len(message["metadata"]["chatschema"]["steps"]) == 99


def test_a_steps_name_and_additional_kwargs_are_kept_in_both_protocols() -> None:
    """Chunk addition keeps no name; the writers keep each step's, and its summed
    ``additional_kwargs``, with its other own fields (AI SDK: message metadata; AG-UI:
    ``STEP_FINISHED``'s metadata), and the readers give them back."""
    turn = named()
    ai_sdk = list(to_ai_sdk_stream(turn))
    ag_ui = list(chatschema.ui_streams.to_ag_ui_events(turn, thread_id="t", run_id="r"))
    assert [e["messageMetadata"] for e in ai_sdk if e["type"] == "message-metadata"] == [
        {"chatschema": {"additional_kwargs": {"trace": "x"}, "name": "planner"}},
        {"chatschema": {"steps": {"1": {"additional_kwargs": {"k": [1]}, "name": "writer", "id": None}}}},
    ]
    assert [e["metadata"]["chatschema"] for e in ag_ui if e["type"] == "STEP_FINISHED"] == [
        {"id": "a", "additional_kwargs": {"trace": "x"}, "name": "planner"},
        {"additional_kwargs": {"k": [1]}, "name": "writer"},
    ]
    expected = [("planner", {"trace": "x"}), ("writer", {"k": [1]})]
    for read in (from_ai_sdk_stream(ai_sdk), chatschema.ui_streams.from_ag_ui_events(ag_ui)):
        kept = [(m.name, m.additional_kwargs) for m in read if m.type == "AIMessageChunk" and m.name]
        assert kept == expected


def test_a_step_named_twice_ends_the_stream() -> None:
    turn = [AIMessageChunk("a", name="x"), AIMessageChunk("b", name="y", chunk_position="last")]
    for events in (
        list(to_ai_sdk_stream(turn)),
        list(chatschema.ui_streams.to_ag_ui_events(turn, thread_id="t", run_id="r")),
    ):
        assert "named 'x', then 'y'" in json.dumps(events[-2:])
