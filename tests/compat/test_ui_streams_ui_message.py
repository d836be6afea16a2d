"""The UI message a ``useChat`` client builds from our stream is ``convert_to_ai_sdk_ui_messages``'s.

The client is the ``ai`` package's own ``readUIMessageStream`` (6.0.326, run with node), reading
the events of ``to_ai_sdk_stream``; the other side is ``convert_to_ai_sdk_ui_messages`` of the
summed chunks (``ChunkAccumulator``, a step at a time) and the tool messages. For a one-step answer
(with or without the tool results after it) the two UI messages are equal, but for what only the
stream has: a ``step-start`` part, the ``state`` (``"done"``) of a streamed text or reasoning part
and the stream's id of a reasoning part; and for the order of the parts: the stream's are in the
order they started (a text part that starts after a tool call comes after it), the converter's
are the content blocks, then the tool calls. The scripted answer, whose text comes before its
tool calls, is equal in order too. An answer with no id has none in the stream (the client's is
empty) and ``msg-0`` from the converter. A multi-step answer is one UI message in the stream and
one per step in the converter's list: there the stream's parts are each step's parts after a
``step-start``, and its id is the first step's.
"""

from __future__ import annotations

import json
from typing import Any

from chatschema import (
    convert_from_ai_sdk_ui_messages,
    convert_to_ai_sdk_ui_messages,
    message_chunk_to_message,
)
from chatschema.ui_streams import to_ai_sdk_stream
from tests.compat.js_oracles import needs_oracles, run_oracle
from tests.conformance.vectorgen import draw
from tests.conformance.vectorgen.histories import decoded, encoded
from tests.ui_streams.streams import chunk_streams, scripted, summed

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
    read = ui_messages_read([list(to_ai_sdk_stream(items)) for _, items in cases])
    one_step = 0
    for (name, items), message in zip(cases, read, strict=True):
        expected = converted(items)
        parts = [without_stream_state(p) for p in message["parts"]]
        assert parts[0] == {"type": "step-start"}, name
        steps: list[list[dict[str, Any]]] = []
        for part in parts:
            if part == {"type": "step-start"}:
                steps.append([])
            else:
                steps[-1].append(part)
        want = [m["parts"] for m in expected]
        if name == "scripted":
            assert steps == want
        assert [_in_order(step) for step in steps] == [_in_order(step) for step in want], name
        if message["id"] == "":  # no id in the stream
            message = {**message, "id": expected[0]["id"]}
        if len(expected) == 1:
            one_step += 1
            got = {**message, "parts": _in_order(steps[0])}
            whole = {**expected[0], "parts": _in_order(want[0])}
            assert _unmarked(got) == _unmarked(whole), name
            # ``list_content`` says the content reads back as a list: the stream says so whenever its
            # chunks held lists, the converter only where the parts would read back as a string
            back = [convert_from_ai_sdk_ui_messages([m])[0].content for m in (got, whole)]
            assert type(back[0]) is type(back[1]), name
        else:
            assert message["id"] == expected[0]["id"], name
    assert one_step >= 10  # enough one-step answers to compare whole messages


def _unmarked(message: dict[str, Any]) -> dict[str, Any]:
    """``message`` without the ``list_content`` mark of its ``chatschema`` metadata."""
    own = {k: v for k, v in message.get("metadata", {}).get("chatschema", {}).items() if k != "list_content"}
    return {**message, "metadata": {**message.get("metadata", {}), "chatschema": own}}


def _in_order(parts: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The parts in one order whatever order they came in."""
    return sorted(parts, key=lambda part: json.dumps(part, sort_keys=True))
