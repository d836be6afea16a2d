"""The UI message a ``useChat`` client builds from our stream is ``convert_to_ai_sdk_ui_messages``'s.

The client is the ``ai`` package's own ``readUIMessageStream`` (6.0.326, run with node), reading
the events of ``to_ai_sdk_stream``; the other side is ``convert_to_ai_sdk_ui_messages`` of the
summed chunks (``ChunkAccumulator``, a step at a time) and the tool messages. Both are one UI
message for the whole answer, each step opened by a ``step-start``, and their parts are equal but
for what only the stream has: the ``state`` (``"done"``) of a streamed text or reasoning part and
the stream's id of a reasoning part; and for the order of the parts within a step: the stream's
are in the order they started (a text part that starts after a tool call comes after it), the
converter's are the content blocks, then the tool calls. The scripted answer (two steps, whose
text comes before its tool calls) is equal in order too. An answer with no id has none in the
stream (the client's is empty) and ``msg-0`` from the converter. The ``metadata`` is equal too: the
stream's ``message-metadata`` events, merged by the client, are the converter's per-step form
(``metadata.chatschema``, ``metadata.chatschema.steps``), so each step of a multi-step answer reads
back (``convert_from_ai_sdk_ui_messages``) with its own id, usage and response metadata.

A stream that continues the client's assistant message (``original_messages``, as after a
client-side tool's result) is read by the client into that message (``readUIMessageStream`` given
it as ``message``): for each answer cut between two steps (or between a step and its results),
the message ``convert_to_ai_sdk_ui_messages`` writes for the first part, continued by the stream of
the rest, is that function's message for the whole answer, and reads back as its steps.
"""

from __future__ import annotations

import json
from typing import Any

from chatschema import (
    AIMessage,
    convert_from_ai_sdk_ui_messages,
    convert_to_ai_sdk_ui_messages,
    message_chunk_to_message,
)
from chatschema.ui_streams import from_ai_sdk_stream, to_ai_sdk_stream
from tests.compat.js_oracles import needs_oracles, run_oracle
from tests.conformance.vectorgen import draw
from tests.conformance.vectorgen.histories import decoded, encoded
from tests.ui_streams.streams import chunk_streams, named, scripted, summed

pytestmark = needs_oracles

READ = r"""
import { readFileSync } from "node:fs";
import { readUIMessageStream } from "ai";
const streams = JSON.parse(readFileSync(0, "utf8"));
const out = [];
for (const events of streams) {
  const stream = new ReadableStream({ start(c) { for (const e of events) c.enqueue(e); c.close(); } });
  let last = null;
  for await (const message of readUIMessageStream({ stream, onError: (e) => { throw e; } })) last = message;
  out.push(last);
}
process.stdout.write(JSON.stringify(out));
"""


READ_CONTINUED = r"""
import { readFileSync } from "node:fs";
import { readUIMessageStream } from "ai";
const cases = JSON.parse(readFileSync(0, "utf8"));
const out = [];
for (const { message, events } of cases) {
  const stream = new ReadableStream({ start(c) { for (const e of events) c.enqueue(e); c.close(); } });
  let last = null;
  for await (const m of readUIMessageStream({ message, stream, onError: (e) => { throw e; } })) last = m;
  out.push(last);
}
process.stdout.write(JSON.stringify(out));
"""


def ui_messages_read(streams: list[list[dict[str, Any]]]) -> list[dict[str, Any]]:
    """The final UI message ``readUIMessageStream`` builds from each stream of events."""
    messages: Any = run_oracle(READ, streams)
    return messages


def without_stream_state(part: dict[str, Any]) -> dict[str, Any]:
    """A part without what only a streamed part has: the ``state`` of text and reasoning, and the
    stream's id of a reasoning part."""
    if part["type"] == "text":
        return {k: v for k, v in part.items() if k != "state"}
    if part["type"] == "reasoning":
        return {k: v for k, v in part.items() if k not in ("state", "id")}
    return part


def converted(items: list[Any]) -> list[dict[str, Any]]:
    """``convert_to_ai_sdk_ui_messages`` of the sums (the converter takes whole messages)."""
    messages = [message_chunk_to_message(m) if m.type == "AIMessageChunk" else m for m in summed(items)]
    return convert_to_ai_sdk_ui_messages(messages)


def streams() -> list[tuple[str, list[Any]]]:
    drawn = draw(chunk_streams().map(encoded), 60, 3030)
    return [("scripted", scripted()), *((f"gen-{i:02d}", decoded(s)) for i, s in enumerate(drawn))]


def test_the_client_builds_the_converters_ui_message() -> None:
    cases = streams()
    written = [list(to_ai_sdk_stream(items)) for _, items in cases]
    read = ui_messages_read(written)
    one_step = multi_step = 0
    for (name, items), events, message in zip(cases, written, read, strict=True):
        [expected] = converted(items)
        parts = [without_stream_state(p) for p in message["parts"]]
        if name == "scripted":
            assert parts == expected["parts"]
        assert _by_step(parts) == _by_step(expected["parts"]), name
        if message["id"] == "":  # no id in the stream
            message = {**message, "id": expected["id"]}
        got = {**message, "parts": _in_order(parts)}
        assert got == {**expected, "parts": _in_order(expected["parts"])}, name
        # so each step reads back with its own id, usage and response metadata
        steps = [m for m in summed(items) if m.type != "tool"]
        back = [m for m in convert_from_ai_sdk_ui_messages([message]) if m.type == "ai"]
        assert [_own(m) for m in back] == [_own(m) for m in steps], name
        # and our own reader of the stream gives each step the same
        ours = [m for m in summed(list(from_ai_sdk_stream(events))) if m.type != "tool"]
        assert [_own(m) for m in ours] == [_own(m) for m in steps], name
        if len(steps) > 1:
            multi_step += 1
        else:
            one_step += 1
    assert one_step >= 10 and multi_step >= 10  # enough answers of each kind to compare


def _own(message: Any) -> tuple[Any, ...]:
    """A step's own fields: id, usage and response metadata (but the ``output_version`` mark of
    list content)."""
    metadata = {k: v for k, v in message.response_metadata.items() if k != "output_version"}
    return (message.id, message.usage_metadata, metadata)


def _by_step(parts: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """The parts of each step, each step's in one order whatever order they came in."""
    assert parts[0] == {"type": "step-start"}
    steps: list[list[dict[str, Any]]] = []
    for part in parts:
        if part == {"type": "step-start"}:
            steps.append([])
        else:
            steps[-1].append(part)
    return [_in_order(step) for step in steps]


def _in_order(parts: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The parts in one order whatever order they came in."""
    return sorted(parts, key=lambda part: json.dumps(part, sort_keys=True))


def test_a_steps_name_and_additional_kwargs_reach_the_client() -> None:
    """Chunk addition keeps no name, but the writer keeps each step's (and its summed
    ``additional_kwargs``): the client's metadata is the converter's for the named messages."""
    items = named()
    call = {"name": "weather", "args": {}, "id": "c1"}
    [message] = ui_messages_read([list(to_ai_sdk_stream(items))])
    steps = [
        AIMessage("", id="a", name="planner", additional_kwargs={"trace": "x"}, tool_calls=[call]),
        items[2],
        AIMessage("Warm.", name="writer", additional_kwargs={"k": [1]}),
    ]
    [expected] = convert_to_ai_sdk_ui_messages(steps)
    assert message["metadata"] == expected["metadata"]
    assert expected["metadata"]["chatschema"]["steps"]["1"]["name"] == "writer"
    back = [
        (m.name, m.additional_kwargs) for m in convert_from_ai_sdk_ui_messages([message]) if m.type == "ai"
    ]
    assert back == [("planner", {"trace": "x"}), ("writer", {"k": [1]})]


def _cuts(items: list[Any]) -> list[int]:
    """Where an answer can be cut between steps: before a step's tool results, or after them."""
    kinds = [item.type == "tool" for item in items]
    return [i for i in range(1, len(items)) if kinds[i] != kinds[i - 1]]


def test_the_client_continues_a_message_into_the_converters_message_of_the_whole_answer() -> None:
    cases: list[tuple[str, list[Any], list[dict[str, Any]], list[dict[str, Any]]]] = []
    for name, items in streams():
        for cut in _cuts(items):
            [original] = converted(items[:cut])
            sent = [{"id": "u1", "role": "user", "parts": [{"type": "text", "text": "?"}]}, original]
            cases.append(
                (
                    f"{name}@{cut}",
                    items,
                    sent,
                    list(to_ai_sdk_stream(items[cut:], original_messages=sent)),
                )
            )
    read: Any = run_oracle(READ_CONTINUED, [{"message": c[2][-1], "events": c[3]} for c in cases])
    later_steps = 0
    for (name, items, sent, events), message in zip(cases, read, strict=True):
        [expected] = converted(items)
        assert events[0] == {"type": "start", "messageId": sent[-1]["id"]}, name
        parts = [without_stream_state(p) for p in message["parts"]]
        assert _by_step(parts) == _by_step(expected["parts"]), name
        assert {**message, "parts": _in_order(parts)} == {
            **expected,
            "parts": _in_order(expected["parts"]),
        }, name
        steps = [m for m in summed(items) if m.type != "tool"]
        back = [m for m in convert_from_ai_sdk_ui_messages([message]) if m.type == "ai"]
        assert [_own(m) for m in back] == [_own(m) for m in steps], name
        # and our own reader, given the same messages, reads the stream's steps as written
        cut = int(name.rpartition("@")[2])
        ours = [
            m for m in summed(list(from_ai_sdk_stream(events, original_messages=sent))) if m.type != "tool"
        ]
        assert [_own(m) for m in ours] == [_own(m) for m in summed(items[cut:]) if m.type != "tool"], name
        later_steps += any(e["type"] == "start-step" for e in events)
    assert len(cases) >= 20 and later_steps >= 10  # enough cuts, and of them enough with steps to write
