"""``to_ai_sdk_stream`` / ``to_ag_ui_events`` (TypeScript ``toAISDKStream`` / ``toAGUIEvents``): the
events a chat backend writes for a model's answer; ``ai_sdk_stream_response`` / ``ag_ui_response``
(TypeScript ``toAISDKResponse`` / ``toAGUIResponse``): the HTTP response that carries them, as
``{"status", "headers", "body"}`` (headers sorted by name, the body's text).

The input is the answer: a list of messages as JSON (``AIMessageChunk`` and ``ToolMessage``), where
a string stands for the producer failing there (it raises ``RuntimeError`` with that text when the
writer asks for the next item); the output the list of events written (a failure is an error event,
never an exception). The options are the writer's (``message_id``; ``thread_id`` and ``run_id``).
The answers: the generated chunk streams and the scripted ones the reader vectors are made from, and
hand-written answers for each rule of the writers (text, reasoning, list content, tool calls with
arguments that parse or not, tool results that succeed or fail, each step's own fields, failures).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

from chatschema.ui_streams import ag_ui_response, ai_sdk_stream_response, to_ag_ui_events, to_ai_sdk_stream
from tests.conformance.vectorgen import Case, Json, draw
from tests.conformance.vectorgen.histories import decoded, encoded
from tests.ui_streams.streams import chunk_streams, named, scripted


def _producer(input: Json) -> Iterator[Any]:
    """The answer's messages (decoded at once: a bad message is the vector's ValidationError), from a
    producer that raises ``RuntimeError`` at each string."""
    messages = iter(decoded([item for item in input if not isinstance(item, str)]))

    def produce() -> Iterator[Any]:
        for item in input:
            if isinstance(item, str):
                raise RuntimeError(item)
            yield next(messages)

    return produce()


def _to_ai_sdk(input: Json, options: dict[str, Json]) -> Json:
    return list(to_ai_sdk_stream(_producer(input), **options))


def _to_ag_ui(input: Json, options: dict[str, Json]) -> Json:
    return list(to_ag_ui_events(_producer(input), **options))


def _response(response: Any) -> Json:
    """A response as the client receives it: the status, the headers (lowercase names, sorted; each
    name once) and the body's text."""

    async def read() -> bytes:
        return b"".join([piece async for piece in response.body_iterator])

    body = asyncio.run(read())
    names = [name.decode("latin-1") for name, _ in response.raw_headers]
    assert len(set(names)) == len(names), f"a header sent twice: {names}"
    headers = {name.decode("latin-1"): value.decode("latin-1") for name, value in response.raw_headers}
    return {"status": response.status_code, "headers": dict(sorted(headers.items())), "body": body.decode()}


def _ai_sdk_response(input: Json, options: dict[str, Json]) -> Json:
    return _response(ai_sdk_stream_response(_producer(input), **options))


def _ag_ui_response(input: Json, options: dict[str, Json]) -> Json:
    return _response(ag_ui_response(_producer(input), **options))


PYTHON: dict[str, Any] = {
    "to_ai_sdk_stream": _to_ai_sdk,
    "to_ag_ui_events": _to_ag_ui,
    "ai_sdk_stream_response": _ai_sdk_response,
    "ag_ui_response": _ag_ui_response,
}


def _chunk(content: Json = "", **fields: Json) -> Json:
    return {"type": "AIMessageChunk", "content": content, **fields}


def _last(content: Json = "", **fields: Json) -> Json:
    return _chunk(content, chunk_position="last", **fields)


def _tool(content: Json, call_id: str, **fields: Json) -> Json:
    return {"type": "tool", "content": content, "tool_call_id": call_id, **fields}


def _call(name: str | None, args: str | None, call_id: str | None, index: int | None) -> Json:
    return {"name": name, "args": args, "id": call_id, "index": index, "type": "tool_call_chunk"}


USAGE = {"input_tokens": 3, "output_tokens": 4, "total_tokens": 7}

ANSWERS: dict[str, list[Json]] = {
    "empty": [],
    "text-as-strings": [_chunk("Hel", id="m1"), _chunk(""), _last("lo")],
    "text-no-last-chunk": [_chunk("Hi", id="m1")],
    "text-without-id": [_chunk("Hi"), _last("!")],
    "reasoning-and-text-blocks": [
        _chunk([{"type": "reasoning", "reasoning": "think", "index": 0}], id="m1"),
        _chunk(
            [{"type": "text", "text": "Hi", "index": 1}, {"type": "reasoning", "reasoning": "!", "index": 0}]
        ),
        _last([], response_metadata={"finish_reason": "stop"}),
    ],
    "list-content-plain": [
        _chunk(["Hel", {"type": "text", "text": "lo"}], id="m1"),
        _last([""], response_metadata={"stop_reason": "end_turn"}),
    ],
    "empty-list-content": [_last([], id="m1")],
    "blocks-without-index-and-empty": [
        _chunk(
            [
                {"type": "text", "text": ""},
                {"type": "text", "text": "a"},
                {"type": "reasoning", "reasoning": ""},
            ]
        ),
        _last([{"type": "text", "text": "b", "index": "x"}]),
    ],
    "provider-format-thinking": [
        _chunk([{"type": "thinking", "thinking": "hm", "index": 0}], id="m1"),
        _last([{"type": "text", "text": "ok", "index": 1}], response_metadata={"stop_reason": "end_turn"}),
    ],
    "provider-format-translated": [
        _chunk(
            [{"type": "thinking", "thinking": "hm", "index": 0}],
            id="m1",
            response_metadata={"model_provider": "anthropic"},
        ),
        _last([{"type": "text", "text": "ok", "index": 1}], response_metadata={"stop_reason": "end_turn"}),
    ],
    "files": [
        _chunk([{"type": "image", "url": "https://example.com/a.png", "mime_type": "image/png"}], id="m1"),
        _chunk([{"type": "audio", "base64": "AAAA", "mime_type": "audio/wav"}]),
        _last([{"type": "file", "url": "https://example.com/a.pdf", "mime_type": "application/pdf"}]),
    ],
    "file-it-cannot-point-at": [
        _chunk("a", id="m1"),
        _chunk([{"type": "file", "file_id": "f1", "mime_type": "application/pdf"}]),
    ],
    "data-and-sources": [
        _chunk([{"type": "non_standard", "value": {"type": "data-weather", "data": {"c": 1}}}], id="m1"),
        _chunk(
            [
                {
                    "type": "non_standard",
                    "value": {"type": "source-url", "sourceId": "s", "url": "https://e.com"},
                }
            ]
        ),
        _last("x"),
    ],
    "event-it-cannot-carry": [
        _chunk("a", id="m1"),
        _chunk([{"type": "non_standard", "value": {"type": "CUSTOM", "name": "x", "value": 1}}]),
    ],
    "block-it-cannot-carry": [
        _chunk([{"type": "text", "text": "a", "index": 0}], id="m1"),
        _chunk([{"type": "text-plain", "text": "notes", "mime_type": "text/plain", "index": 1}]),
    ],
    "tool-call-whole": [
        _last("", id="m1", tool_call_chunks=[_call("weather", '{"city": "Paris"}', "c1", 0)]),
    ],
    "tool-call-pieces-and-parallel": [
        _chunk("", id="m1", tool_call_chunks=[_call("weather", '{"ci', "c1", 0)]),
        _chunk("", tool_call_chunks=[_call("time", "", "c2", 1), _call(None, 'ty": 1}', None, 0)]),
        _last("", response_metadata={"finish_reason": "tool_calls"}),
    ],
    "tool-call-by-id-no-index": [
        _chunk("", id="m1", tool_call_chunks=[_call("f", "{", "c1", None)]),
        _last("", tool_call_chunks=[_call(None, "}", "c1", None)]),
    ],
    "tool-call-no-id": [_last("", tool_call_chunks=[_call("f", None, None, 3)])],
    "tool-call-broken-args": [
        _chunk("", id="m1", tool_call_chunks=[_call("f", "[1, 2]", "c1", 0), _call("g", "nope", "c2", 1)]),
        _last(""),
    ],
    "tool-call-fragment-without-name": [_chunk("", id="m1", tool_call_chunks=[_call(None, "{}", "c1", 0)])],
    "tool-call-fragment-without-key": [_chunk("", id="m1", tool_call_chunks=[_call("f", "{}", None, None)])],
    "tool-call-renamed": [
        _chunk("", id="m1", tool_call_chunks=[_call("f", "{", "c1", 0)]),
        _chunk("", tool_call_chunks=[_call("g", "}", None, 0)]),
    ],
    "tool-call-new-id": [
        _chunk("", id="m1", tool_call_chunks=[_call("f", "{", "c1", 0)]),
        _chunk("", tool_call_chunks=[_call(None, "}", "c9", 0)]),
    ],
    "steps-with-results": [
        _chunk("", id="m1", tool_call_chunks=[_call("weather", "{}", "c1", 0), _call("time", "{}", "c2", 1)]),
        _last("", usage_metadata=USAGE, response_metadata={"finish_reason": "tool_calls", "model_name": "x"}),
        _tool("18C", "c1", id="t1"),
        _tool([{"type": "text", "text": "boom"}], "c2", status="error", name="clock", artifact={"a": 1}),
        _chunk("Warm", id="m1-1"),
        _last(" and dry.", usage_metadata=USAGE, response_metadata={"finish_reason": "stop"}),
    ],
    "tool-results-named": [
        _last("", id="m1", tool_call_chunks=[_call("weather", "{}", "c1", 0)]),
        _tool("18C", "c1", name="weather"),
        _tool("x", "c9", name="other", status="error"),
        _last("ok", id="own"),
    ],
    "step-fields": [
        _chunk("a", id="m1", name="planner", additional_kwargs={"trace": "x"}),
        _chunk(
            "b", usage_metadata=USAGE, response_metadata={"model_name": "m"}, additional_kwargs={"k": [1]}
        ),
        _last("", name="planner", usage_metadata=USAGE, response_metadata={"finish_reason": "length"}),
        _chunk("c", id="m1-1"),
        _last("", additional_kwargs={"x": 1}),
        _last([{"type": "text", "text": "d"}], id="m1-2"),
        _last("e", id="other-id"),
    ],
    "step-names-differ": [_chunk("a", id="m1", name="p"), _chunk("b", name="q")],
    "ids-change-within-a-step": [_chunk("a", id="lc_run-1"), _chunk("b", id="m2"), _last("c", id="m3")],
    "finish-reasons": [
        _last("a", id="m1", response_metadata={"finish_reason": "content_filter"}),
        _last("b", response_metadata={"stop_reason": "max_tokens"}),
        _last("c", response_metadata={"finish_reason": "weird"}),
        _last("d", response_metadata={"model_name": "m"}),
    ],
    "tool-message-first": [_tool("x", "c1"), _last("a")],
    "fails-at-once": ["the model is overloaded"],
    "fails-mid-text": [
        _chunk([{"type": "reasoning", "reasoning": "hm", "index": 0}], id="m1"),
        _chunk([{"type": "text", "text": "Hel", "index": 1}]),
        "the model is overloaded",
        _last("lo"),
    ],
    "fails-between-steps": [
        _last("", id="m1", tool_call_chunks=[_call("f", "{}", "c1", 0)]),
        _tool("ok", "c1"),
        "",
    ],
    "fails-in-a-tool-call": [_chunk("", id="m1", tool_call_chunks=[_call("f", '{"a', "c1", 0)]), "lost"],
    "not-a-message": [{"type": "human", "content": "hi"}],
    "invalid-message": [{"type": "AIMessageChunk", "content": 1}],
}


DETAILED = {
    "input_tokens": 10,
    "output_tokens": 4,
    "total_tokens": 14,
    "input_token_details": {"cache_read": 2, "cache_creation": 1},
    "output_token_details": {"reasoning": 3},
}

AG_UI_ANSWERS: dict[str, list[Json]] = {
    "two-text-parts-and-reasoning": [
        _chunk(
            [{"type": "text", "text": "a", "index": 0}, {"type": "reasoning", "reasoning": "r", "index": 1}]
        ),
        _last([{"type": "text", "text": "b", "index": 2}], tool_call_chunks=[_call("f", "{}", "c1", 0)]),
        _tool("ok", "c1"),
        _last("c", id="m2"),
    ],
    "tool-result-parts": [
        _last("", id="m1", tool_call_chunks=[_call("f", "{}", "c1", 0)]),
        _tool(
            [
                "plain",
                {"type": "text", "text": "see"},
                {"type": "image", "base64": "AAAA", "mime_type": "image/png"},
                {"type": "image", "url": "https://e.com/a.png", "mime_type": "image/png"},
                {"type": "file", "file_id": "f1"},
                {"type": "video", "url": "https://e.com/a.mp4"},
            ],
            "c1",
            id="t1",
            status="error",
            name="f",
        ),
    ],
    "tool-result-part-without-source": [
        _last("", id="m1", tool_call_chunks=[_call("f", "{}", "c1", 0)]),
        _tool([{"type": "audio", "base64": "AAAA"}], "c1"),
    ],
    "tool-result-part-it-cannot-carry": [
        _last("", id="m1", tool_call_chunks=[_call("f", "{}", "c1", 0)]),
        _tool([{"type": "reasoning", "reasoning": "x"}], "c1"),
    ],
    "usage-by-provider-and-model": [
        _last(
            "a",
            id="m1",
            usage_metadata=DETAILED,
            response_metadata={"model_provider": "openai", "model_name": "x"},
        ),
        _last("b", usage_metadata=USAGE, response_metadata={"model_provider": "openai", "model_name": "x"}),
        _last("c", usage_metadata=USAGE, response_metadata={"model_name": "y"}),
        _last("d", usage_metadata=USAGE),
    ],
    "custom-raw-and-files": [
        _chunk([{"type": "non_standard", "value": {"type": "CUSTOM", "name": "x", "value": 1}}], id="m1"),
        _chunk([{"type": "non_standard", "value": {"type": "RAW", "event": {"a": 1}}}]),
        _last([{"type": "image", "url": "https://e.com/a.png", "index": 2, "extras": {"k": 1}}]),
    ],
    "event-it-cannot-carry": [
        _chunk("a", id="m1"),
        _chunk([{"type": "non_standard", "value": {"type": "data-x", "data": 1}}]),
    ],
}


USER = {"id": "u1", "role": "user", "parts": [{"type": "text", "text": "Weather?"}]}
WEATHER = {"type": "tool-weather", "toolCallId": "c1", "state": "input-available", "input": {"city": "Paris"}}
ANSWERED = {**WEATHER, "state": "output-available", "output": "18C"}

CONTINUED: dict[str, tuple[list[Json], list[Json], dict[str, Json]]] = {
    # (the client's UI messages, the answer, other options): the stream continues the last message
    "after-a-client-tool": (
        [USER, {"id": "m1", "role": "assistant", "parts": [{"type": "step-start"}, ANSWERED]}],
        [_chunk("Sun", id="run-2"), _last("ny.", usage_metadata=USAGE)],
        {"message_id": "ignored"},
    ),
    "results-then-a-step": (
        [USER, {"id": "m1", "role": "assistant", "parts": [{"type": "step-start"}, WEATHER]}],
        [
            _tool("18C", "c1", name="weather"),
            _tool("x", "c1", id="t2"),
            _last("", id="m1-1", tool_call_chunks=[_call("time", "{}", None, 0)]),
            _tool("noon", "call-2-0", name="time"),
            _last("Done.", id="m1-2", response_metadata={"finish_reason": "stop"}),
        ],
        {},
    ),
    "after-two-steps": (
        [
            USER,
            {
                "id": "m1",
                "role": "assistant",
                "metadata": {"chatschema": {"steps": {"1": {"id": "other"}}}, "app": 1},
                "parts": [
                    {"type": "step-start"},
                    ANSWERED,
                    {"type": "step-start"},
                    {"type": "text", "text": "a"},
                ],
            },
        ],
        [_last([{"type": "text", "text": "b", "index": 0}], id="m1-2"), _last("c")],
        {},
    ),
    "parts-without-step-start": (
        [{"id": "m1", "role": "assistant", "parts": [{"type": "text", "text": "Hm."}]}],
        [_last("Yes.", id="x")],
        {},
    ),
    "message-without-parts": (
        [USER, {"id": "m1", "role": "assistant", "parts": []}],
        [_last("Yes.", id="x")],
        {},
    ),
    "dynamic-tool": (
        [
            {
                "id": "m1",
                "role": "assistant",
                "parts": [
                    {
                        "type": "dynamic-tool",
                        "toolName": "lookup",
                        "toolCallId": "c1",
                        "state": "input-available",
                        "input": {},
                    }
                ],
            }
        ],
        [_tool("found", "c1", name="lookup"), _tool("lost", "c1", name="weather", status="error")],
        {},
    ),
    "fails-in-the-continued-step": (
        [USER, {"id": "m1", "role": "assistant", "parts": [{"type": "step-start"}, ANSWERED]}],
        [_chunk("Sun", id="run-2"), "the model is overloaded"],
        {},
    ),
    "a-user-message-last": ([USER], [_last("Hi", id="m9")], {"message_id": "chat-1"}),
    "none": ([], [_last("Hi", id="m9")], {}),
    # only the last message is read (and checked)
    "an-earlier-message-not-read": (
        [{"id": "x", "role": "assistant", "parts": "x"}, USER],
        [_last("Hi")],
        {},
    ),
    # the last message is not a UIMessage: a ValidationError at its path, before any event
    "not-a-list": ({"id": "m1"}, [], {}),  # type: ignore[dict-item]
    "parts-not-a-list": ([USER, {"id": "m1", "role": "assistant", "parts": "x"}], [], {}),
    "part-without-type": ([USER, {"id": "m1", "role": "assistant", "parts": [{"text": "x"}]}], [], {}),
    "message-without-id": ([{"role": "assistant", "parts": []}], [], {}),
    "id-not-a-string": ([{"id": 1, "role": "assistant", "parts": []}], [], {}),
    "unknown-role": ([{**USER, "role": "robot"}], [], {}),
    "not-an-object": ([USER, "hi"], [], {}),
}


def cases() -> Iterator[Case]:
    streams = [("scripted", scripted()), ("named", named())]
    drawn = draw(chunk_streams().map(encoded), 60, 3003)
    streams += [(f"gen-{i:03d}", decoded(s)) for i, s in enumerate(drawn)]
    run = {"thread_id": "thread-1", "run_id": "run-1"}
    for name, items in streams:
        yield "to_ai_sdk_stream", name, encoded(items), {}
        yield "to_ag_ui_events", name, encoded(items), run
    yield "to_ai_sdk_stream", "scripted-message-id", encoded(scripted()), {"message_id": "chat-1"}
    yield "to_ai_sdk_stream", "named-message-id", encoded(named()), {"message_id": "a"}
    for name, answer in ANSWERS.items():
        yield "to_ai_sdk_stream", name, answer, {}
    yield "to_ai_sdk_stream", "empty-message-id", [], {"message_id": "chat-1"}
    yield "to_ai_sdk_stream", "step-fields-message-id", ANSWERS["step-fields"], {"message_id": "m1"}
    for name, (sent, answer, options) in CONTINUED.items():
        yield "to_ai_sdk_stream", f"continue-{name}", answer, {**options, "original_messages": sent}
    for name, answer in ANSWERS.items():
        yield "to_ag_ui_events", name, answer, run
    for name, answer in AG_UI_ANSWERS.items():
        yield "to_ag_ui_events", f"ag-ui-{name}", answer, run
    yield from _response_cases(run)


RESPONSE_ANSWERS = ("empty", "text-as-strings", "step-fields", "steps-with-results", "fails-mid-text")
"""The answers the responses are written for (the events are the writers' vectors: these prove the
framing and the headers)."""

RESPONSE_OPTIONS: dict[str, dict[str, Json]] = {
    "": {},
    "-status-and-headers": {
        "status_code": 201,
        "headers": {"X-Request-Id": "r-1", "Cache-Control": "no-store"},
    },
}
"""Each answer's response with the defaults, and with a status and headers (one that adds, one that
replaces a default, both named in another case)."""


def _response_cases(run: dict[str, Json]) -> Iterator[Case]:
    for name in RESPONSE_ANSWERS:
        for suffix, options in RESPONSE_OPTIONS.items():
            yield "ai_sdk_stream_response", name + suffix, ANSWERS[name], options
            yield "ag_ui_response", name + suffix, ANSWERS[name], {**run, **options}
    yield "ai_sdk_stream_response", "scripted-message-id", encoded(scripted()), {"message_id": "chat-1"}
    yield "ag_ui_response", "scripted", encoded(scripted()), run
