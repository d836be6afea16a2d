"""``from_ai_sdk_stream`` / ``from_ag_ui_events`` (TypeScript ``fromAISDKStream`` / ``fromAGUIEvents``):
the chunks a chat front end reads back from a UI message stream or AG-UI events.

The input is the list of parsed events; the output the list of messages read (``AIMessageChunk`` and
``ToolMessage`` as JSON), or the error (``ValidationError`` at ``$[i]...``; ``StreamError`` at the
event that reports one). The streams: what the Python writers write for a seeded draw of chunk
streams and for the scripted answer, events other producers write (input given whole, files, data and
sources, the chunk shorthands, events with no message content), and broken streams.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

from chatschema import ValidationError
from chatschema.ui_streams import from_ag_ui_events, from_ai_sdk_stream, to_ag_ui_events, to_ai_sdk_stream
from tests.conformance.vectorgen import Case, Json, draw
from tests.conformance.vectorgen.histories import decoded, encoded
from tests.conformance.vectorgen.ops_ui_stream_writers import CONTINUED
from tests.ui_streams.streams import chunk_streams, named, scripted


def _from_ai_sdk(input: Json, options: dict[str, Json]) -> Json:
    return encoded(list(from_ai_sdk_stream(input, **options)))


def _from_ag_ui(input: Json, options: dict[str, Json]) -> Json:
    return encoded(list(from_ag_ui_events(input)))


PYTHON: dict[str, Any] = {"from_ai_sdk_stream": _from_ai_sdk, "from_ag_ui_events": _from_ag_ui}

S = {"type": "start"}
T0 = {"type": "text-start", "id": "t"}


def _usage(n: int) -> Json:
    return {"input_tokens": n, "output_tokens": n, "total_tokens": 2 * n}


def _metadata(own: Json) -> list[Json]:
    """A ``message-metadata`` event of this ``chatschema`` object, or none."""
    return [] if own is None else [{"type": "message-metadata", "messageMetadata": {"chatschema": own}}]


def _tool_step(call_id: str, own: Json) -> list[Json]:
    """A step that calls a tool, with its metadata, then the tool's result."""
    call = {"type": "tool-input-available", "toolCallId": call_id, "toolName": "a", "input": {}}
    result = {"type": "tool-output-available", "toolCallId": call_id, "output": "ok"}
    return [{"type": "start-step"}, call, *_metadata(own), {"type": "finish-step"}, result]


def _text_step(own: Json) -> list[Json]:
    """A step that answers "done", with its metadata."""
    text = [T0, {"type": "text-delta", "id": "t", "delta": "done"}, {"type": "text-end", "id": "t"}]
    return [{"type": "start-step"}, *text, *_metadata(own), {"type": "finish-step"}]


AI_SDK_EVENTS: dict[str, list[Json]] = {
    "empty": [],
    "start-only": [{"type": "start", "messageId": "m1"}],
    "text-without-steps": [
        S,
        T0,
        {"type": "text-delta", "id": "t", "delta": "Hi"},
        {"type": "text-end", "id": "t"},
    ],
    "empty-delta": [
        S,
        T0,
        {"type": "text-delta", "id": "t", "delta": ""},
        {"type": "text-delta", "id": "t", "delta": "x"},
    ],
    "two-parts-interleaved": [
        S,
        {"type": "start-step"},
        {"type": "reasoning-start", "id": "r"},
        T0,
        {"type": "text-delta", "id": "t", "delta": "A"},
        {"type": "reasoning-delta", "id": "r", "delta": "B"},
        {"type": "text-delta", "id": "t", "delta": "C"},
        {"type": "reasoning-end", "id": "r"},
        {"type": "text-end", "id": "t"},
        {"type": "finish-step"},
        {"type": "finish", "finishReason": "stop"},
    ],
    "input-given-whole": [
        S,
        {"type": "start-step"},
        {
            "type": "tool-input-available",
            "toolCallId": "c1",
            "toolName": "weather",
            "input": {"city": "Paris"},
        },
        {"type": "tool-output-available", "toolCallId": "c1", "output": {"temperature": 18}},
        {"type": "finish-step"},
        {"type": "start-step"},
        {"type": "text-start", "id": "t2"},
        {"type": "text-delta", "id": "t2", "delta": "18C"},
        {"type": "text-end", "id": "t2"},
        {"type": "finish-step"},
        {"type": "finish", "finishReason": "stop"},
    ],
    "input-error-raw-text": [
        S,
        {"type": "tool-input-start", "toolCallId": "c1", "toolName": "weather"},
        {
            "type": "tool-input-error",
            "toolCallId": "c1",
            "toolName": "weather",
            "input": '{"ci',
            "errorText": "bad",
        },
        {
            "type": "tool-input-error",
            "toolCallId": "c2",
            "toolName": "time",
            "input": '{"tz',
            "errorText": "bad",
        },
        {"type": "finish"},
    ],
    "outputs": [
        S,
        {"type": "tool-input-available", "toolCallId": "c1", "toolName": "a", "input": None},
        {"type": "tool-input-available", "toolCallId": "c2", "toolName": "b", "input": [1, 2]},
        {"type": "tool-input-available", "toolCallId": "c3", "toolName": "c", "input": "text"},
        {"type": "tool-approval-request", "approvalId": "ap", "toolCallId": "c3"},
        {"type": "tool-output-available", "toolCallId": "c1", "output": "partial", "preliminary": True},
        {"type": "tool-output-available", "toolCallId": "c1", "output": [{"type": "text", "text": "x"}]},
        {"type": "tool-output-error", "toolCallId": "c2", "errorText": "timeout"},
        {"type": "tool-output-denied", "toolCallId": "c3"},
        {"type": "tool-output-available", "toolCallId": "c4", "output": 7},
        {"type": "finish", "finishReason": "tool-calls"},
    ],
    "files-sources-data": [
        S,
        {"type": "file", "url": "data:image/png;base64,iVBORw0KGgo=", "mediaType": "image/png"},
        {"type": "file", "url": "https://example.com/a.pdf", "mediaType": "application/pdf"},
        {"type": "file", "url": "data:audio/wav;base64,not base64!", "mediaType": "audio/wav"},
        {"type": "source-url", "sourceId": "s1", "url": "https://example.com", "title": "Example"},
        {"type": "source-document", "sourceId": "s2", "mediaType": "text/plain", "title": "Notes"},
        {"type": "data-weather", "id": "w", "data": {"city": "Paris"}},
        {"type": "data-notice", "data": None, "transient": True},
        {"type": "finish"},
    ],
    "metadata-in-start-and-finish": [
        {"type": "start", "messageId": "m1", "messageMetadata": {"chatschema": {"id": "m1"}}},
        T0,
        {"type": "text-delta", "id": "t", "delta": "x"},
        {
            "type": "finish",
            "messageMetadata": {
                "chatschema": {"usage_metadata": {"input_tokens": 1, "output_tokens": 2, "total_tokens": 3}}
            },
        },
    ],
    # a step's own fields: the first step's in the chatschema object, a later step's in its entry
    # of steps under its number (each later step's event holds its own entry alone: the client
    # merges objects key by key); a later step that names no id is <messageId>-<step>
    "steps-metadata-per-step": [
        {"type": "start", "messageId": "m1"},
        *_tool_step("c1", {"usage_metadata": _usage(1)}),
        *_tool_step("c2", {"steps": {"1": {"usage_metadata": _usage(2)}}}),
        *_text_step({"steps": {"2": {"id": "own", "usage_metadata": _usage(3)}}}),
        {"type": "finish", "finishReason": "stop"},
    ],
    "steps-without-metadata": [
        {"type": "start", "messageId": "m1"},
        *_tool_step("c1", None),
        *_text_step(None),
        {"type": "finish", "finishReason": "stop"},
    ],
    "steps-entry-missing-and-null-id": [
        S,
        *_tool_step("c1", {"id": "a", "steps": "ignored"}),
        *_tool_step("c2", {"usage_metadata": _usage(9)}),
        {"type": "start-step"},
        {
            "type": "message-metadata",
            "messageMetadata": {"chatschema": {"steps": {"1": {}, "2": {"id": None}}}},
        },
        {"type": "finish-step"},
    ],
    "foreign-metadata-kept-out": [
        {"type": "start", "messageMetadata": {"createdAt": 1}},
        {"type": "message-metadata", "messageMetadata": None},
        {"type": "finish", "finishReason": "length", "messageMetadata": {"model": "x"}},
    ],
    "abort": [S, T0, {"type": "text-delta", "id": "t", "delta": "x"}, {"type": "abort", "reason": "stop"}],
    "extra-keys": [
        S,
        {"type": "text-start", "id": "t", "x-trace": 1},
        {"type": "text-delta", "id": "t", "delta": "y", "z": []},
    ],
    # broken streams: the error path, after the chunks before it
    "error-event": [
        S,
        T0,
        {"type": "text-delta", "id": "t", "delta": "x"},
        {"type": "error", "errorText": "overloaded"},
    ],
    "unknown-type": [S, {"type": "text-middle", "id": "t"}],
    "not-an-object": [S, "text-start"],
    "delta-missing": [S, T0, {"type": "text-delta", "id": "t"}],
    "delta-for-unknown-part": [S, {"type": "text-delta", "id": "nope", "delta": "x"}],
    "delta-after-end": [
        S,
        T0,
        {"type": "text-end", "id": "t"},
        {"type": "text-delta", "id": "t", "delta": "x"},
    ],
    "reasoning-delta-for-text-part": [S, T0, {"type": "reasoning-delta", "id": "t", "delta": "x"}],
    "part-started-twice": [S, T0, T0],
    "end-of-unknown-part": [S, {"type": "reasoning-end", "id": "r"}],
    "tool-delta-for-unknown-call": [
        S,
        {"type": "tool-input-delta", "toolCallId": "c9", "inputTextDelta": "{"},
    ],
    "tool-started-twice": [
        S,
        {"type": "tool-input-start", "toolCallId": "c1", "toolName": "a"},
        {"type": "tool-input-start", "toolCallId": "c1", "toolName": "a"},
    ],
    "after-abort": [S, {"type": "abort"}, T0],
    "bad-finish-reason": [S, {"type": "finish", "finishReason": "tool_calls"}],
    "bad-metadata": [S, {"type": "message-metadata", "messageMetadata": {"chatschema": []}}],
    "bad-steps": [
        S,
        {"type": "start-step"},
        {"type": "finish-step"},
        {"type": "start-step"},
        {"type": "message-metadata", "messageMetadata": {"chatschema": {"steps": [{}]}}},
    ],
    "bad-step-entry-not-an-object": [
        S,
        {"type": "start-step"},
        {"type": "finish-step"},
        {"type": "start-step"},
        {"type": "message-metadata", "messageMetadata": {"chatschema": {"steps": {"1": "x"}}}},
    ],
    "bad-step-entry": [
        S,
        {"type": "start-step"},
        {"type": "finish-step"},
        {"type": "start-step"},
        {
            "type": "message-metadata",
            "messageMetadata": {"chatschema": {"steps": {"1": {"usage_metadata": 1}}}},
        },
    ],
    "bad-usage": [
        S,
        {
            "type": "message-metadata",
            "messageMetadata": {"chatschema": {"usage_metadata": {"input_tokens": "1"}}},
        },
    ],
}

R = {"type": "RUN_STARTED", "threadId": "th", "runId": "r1"}
F = {"type": "RUN_FINISHED", "threadId": "th", "runId": "r1"}

AG_UI_EVENTS: dict[str, list[Json]] = {
    "empty": [],
    "run-only": [R, F],
    "chunk-shorthands": [
        R,
        {"type": "TEXT_MESSAGE_CHUNK", "messageId": "m1", "delta": "Hel"},
        {"type": "TEXT_MESSAGE_CHUNK", "delta": "lo"},
        {"type": "REASONING_MESSAGE_CHUNK", "messageId": "r1", "delta": "hm"},
        {"type": "TOOL_CALL_CHUNK", "toolCallId": "c1", "toolCallName": "weather", "delta": '{"city":'},
        {"type": "TOOL_CALL_CHUNK", "delta": '"Paris"}'},
        {"type": "TOOL_CALL_CHUNK", "toolCallId": "c2", "toolCallName": "time"},
        F,
    ],
    "reasoning-span": [
        R,
        {"type": "REASONING_START", "messageId": "r"},
        {"type": "REASONING_MESSAGE_START", "messageId": "r", "role": "reasoning"},
        {"type": "REASONING_MESSAGE_CONTENT", "messageId": "r", "delta": "think"},
        {"type": "REASONING_MESSAGE_END", "messageId": "r"},
        {"type": "REASONING_ENCRYPTED_VALUE", "subtype": "message", "entityId": "r", "encryptedValue": "x"},
        {"type": "REASONING_END", "messageId": "r"},
        F,
    ],
    "tool-results": [
        R,
        {"type": "TOOL_CALL_START", "toolCallId": "c1", "toolCallName": "a"},
        {"type": "TOOL_CALL_ARGS", "toolCallId": "c1", "delta": "{}"},
        {"type": "TOOL_CALL_END", "toolCallId": "c1"},
        {"type": "TOOL_CALL_RESULT", "messageId": "t1", "toolCallId": "c1", "content": "ok"},
        {
            "type": "TOOL_CALL_RESULT",
            "messageId": "t2",
            "toolCallId": "c2",
            "content": [
                {"type": "text", "text": "see"},
                {
                    "type": "image",
                    "source": {"type": "url", "value": "https://e.com/a.png", "mimeType": "image/png"},
                },
                {
                    "type": "document",
                    "source": {"type": "data", "value": "AAAA", "mimeType": "application/pdf"},
                },
                {"type": "audio", "source": {"type": "file", "value": "file-1"}},
            ],
        },
        {
            "type": "TOOL_CALL_RESULT",
            "messageId": "t3",
            "toolCallId": "c3",
            "content": "boom",
            "metadata": {"chatschema": {"status": "error"}},
        },
        F,
    ],
    "no-content-events": [
        R,
        {"type": "STATE_SNAPSHOT", "snapshot": {"a": 1}},
        {"type": "STATE_DELTA", "delta": [{"op": "add", "path": "/b", "value": 2}]},
        {"type": "MESSAGES_SNAPSHOT", "messages": [{"id": "u", "role": "user", "content": "hi"}]},
        {"type": "ACTIVITY_SNAPSHOT", "messageId": "a", "activityType": "search", "content": {}},
        {"type": "RAW", "event": {"x": 1}},
        {"type": "CUSTOM", "name": "progress", "value": 0.5},
        {"type": "SUBAGENT_STARTED", "subagentRunId": "s", "name": "helper"},
        {"type": "SUBAGENT_FINISHED", "subagentRunId": "s"},
        F,
    ],
    "content-block-event": [
        R,
        {
            "type": "CUSTOM",
            "name": "chatschema.content_block",
            "value": {"type": "image", "url": "https://e.com/a.png"},
        },
        F,
    ],
    "steps-with-metadata": [
        R,
        {"type": "STEP_STARTED", "stepName": "s1"},
        {"type": "TEXT_MESSAGE_START", "messageId": "m", "role": "assistant"},
        {"type": "TEXT_MESSAGE_CONTENT", "messageId": "m", "delta": "x"},
        {
            "type": "STEP_FINISHED",
            "stepName": "s1",
            "metadata": {"chatschema": {"id": "m", "response_metadata": {"finish_reason": "stop"}}},
        },
        {"type": "STEP_STARTED", "stepName": "s2"},
        {"type": "STEP_FINISHED", "stepName": "s2", "metadata": {"other": 1}},
        F,
    ],
    # broken streams
    "run-error": [
        R,
        {"type": "TEXT_MESSAGE_CHUNK", "messageId": "m", "delta": "x"},
        {"type": "RUN_ERROR", "message": "overloaded"},
    ],
    "unknown-type": [R, {"type": "THINKING_START"}],
    "content-for-unknown-message": [R, {"type": "TEXT_MESSAGE_CONTENT", "messageId": "m", "delta": "x"}],
    "user-text": [R, {"type": "TEXT_MESSAGE_START", "messageId": "m", "role": "user"}],
    "chunk-without-id": [R, {"type": "TEXT_MESSAGE_CHUNK", "delta": "x"}],
    "tool-chunk-without-name": [R, {"type": "TOOL_CALL_CHUNK", "toolCallId": "c1", "delta": "{"}],
    "args-for-unknown-call": [R, {"type": "TOOL_CALL_ARGS", "toolCallId": "c1", "delta": "{"}],
    "end-of-unknown-call": [R, {"type": "TOOL_CALL_END", "toolCallId": "c1"}],
    "after-run-finished": [R, F, {"type": "TEXT_MESSAGE_CHUNK", "messageId": "m", "delta": "x"}],
    "bad-pointer": [R, {"type": "STATE_DELTA", "delta": [{"op": "remove", "path": "a"}]}],
    "missing-delta": [
        R,
        {"type": "TEXT_MESSAGE_START", "messageId": "m"},
        {"type": "TEXT_MESSAGE_CONTENT", "messageId": "m"},
    ],
}


def _cut(events: list[Json], at: int) -> list[Json]:
    """The stream with event ``at`` missing: a broken sequence for the readers."""
    return [e for i, e in enumerate(events) if i != at]


def cases() -> Iterator[Case]:
    streams = [("scripted", scripted()), ("named", named())]
    drawn = draw(chunk_streams().map(encoded), 150, 3003)
    streams += [(f"gen-{i:03d}", decoded(s)) for i, s in enumerate(drawn)]
    for name, items in streams:
        ai_events = list(to_ai_sdk_stream(items))
        ag_events = list(to_ag_ui_events(items, thread_id="thread-1", run_id="run-1"))
        yield "from_ai_sdk_stream", name, ai_events, {}
        yield "from_ag_ui_events", name, ag_events, {}
    # every event of the scripted streams missing in turn: each reader either reads on or names the event
    ai_events = list(to_ai_sdk_stream(scripted()))
    ag_events = list(to_ag_ui_events(scripted(), thread_id="thread-1", run_id="run-1"))
    for at in range(len(ai_events)):
        yield "from_ai_sdk_stream", f"scripted-without-{at:02d}", _cut(ai_events, at), {}
    for at in range(len(ag_events)):
        yield "from_ag_ui_events", f"scripted-without-{at:02d}", _cut(ag_events, at), {}
    for name, events in AI_SDK_EVENTS.items():
        yield "from_ai_sdk_stream", name, copy.deepcopy(events), {}
    for name, events in AG_UI_EVENTS.items():
        yield "from_ag_ui_events", name, copy.deepcopy(events), {}
    yield "from_ai_sdk_stream", "not-a-list-of-events", [[S]], {}
    # streams that continue the client's message, read with the writer's original_messages
    for name, (sent, answer, _) in CONTINUED.items():
        if any(isinstance(item, str) for item in answer):
            continue  # a failing producer: the writer's vectors
        try:
            events = list(to_ai_sdk_stream(decoded(answer), original_messages=sent))
        except ValidationError:
            continue  # a last message that is no UIMessage: the writer's vectors
        yield "from_ai_sdk_stream", f"continue-{name}", events, {"original_messages": sent}
    sent = CONTINUED["after-two-steps"][0]
    events = [{"type": "start", "messageId": "new"}, {"type": "start-step"}, {"type": "finish-step"}]
    yield "from_ai_sdk_stream", "continue-another-message", events, {"original_messages": sent}
    start = {"type": "start"}
    yield (
        "from_ai_sdk_stream",
        "continue-a-start-without-id",
        [start, *events[1:]],
        {"original_messages": sent},
    )
    bad = [{"id": "m1", "role": "assistant", "parts": "x"}]
    yield "from_ai_sdk_stream", "continue-not-a-ui-message", events, {"original_messages": bad}
