"""Conformance vectors for the Vercel AI SDK converters (``ai`` 6.0.326): messages to and from its
``ModelMessage`` and ``UIMessage`` lists.

Inputs of the writers (``convert_to_ai_sdk_messages``, ``convert_to_ai_sdk_ui_messages``): seeded
histories (strategies, runs, bench families, the provider corpus), the loss table's rows and
hand-written edges, each with ``strict`` true or false. Inputs of the readers: what the writers
wrote for those histories, the AI SDK corpus (tests/data/providers/ai-sdk*), hand-written SDK
values (approvals, streaming states, other providers' options, every output and item kind) and
broken ones (the schema's error paths). The output is ``{"result": ..., "lost": [paths]}``, the
paths of the LossWarnings of a ``strict=False`` run.
"""

from __future__ import annotations

import json
import random
import warnings
from collections.abc import Callable, Iterator
from typing import Any

import chatschema
from tests.conformance.vectorgen.edges import edge_histories
from tests.conformance.vectorgen.histories import (
    DATA,
    bench_histories,
    corpus,
    encoded,
    generated,
    run_histories,
)

Json = Any

_WRITERS: dict[str, Callable[..., Any]] = {
    "convert_to_ai_sdk_messages": chatschema.convert_to_ai_sdk_messages,
    "convert_to_ai_sdk_ui_messages": chatschema.convert_to_ai_sdk_ui_messages,
}
_READERS: dict[str, Callable[..., Any]] = {
    "convert_from_ai_sdk_messages": chatschema.convert_from_ai_sdk_messages,
    "convert_from_ai_sdk_ui_messages": chatschema.convert_from_ai_sdk_ui_messages,
}
_PAIRS = {
    "convert_to_ai_sdk_messages": ("convert_from_ai_sdk_messages", "ai-sdk"),
    "convert_to_ai_sdk_ui_messages": ("convert_from_ai_sdk_ui_messages", "ai-sdk-ui"),
}


def _recorded(run: Callable[[], Any]) -> dict[str, Any]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = run()
    lost = [w.message.path for w in caught if isinstance(w.message, chatschema.LossWarning)]
    return {"result": result, "lost": lost}


def _writer(name: str) -> Callable[[Json, dict[str, Json]], Json]:
    def op(value: Json, options: dict[str, Json]) -> Json:
        messages = chatschema.decode(value, "list[AnyMessage]", extra="keep")
        return _recorded(lambda: _WRITERS[name](messages, **options))

    return op


def _reader(name: str) -> Callable[[Json, dict[str, Json]], Json]:
    def op(value: Json, options: dict[str, Json]) -> Json:
        out = _recorded(lambda: _READERS[name](value, **options))
        return {"result": encoded(out["result"]), "lost": out["lost"]}

    return op


PYTHON = {name: _writer(name) for name in _WRITERS} | {name: _reader(name) for name in _READERS}

_PNG = "iVBORw0KGgo="
_CALL = {"name": "get_weather", "args": {"city": "Paris"}, "id": "call_1", "type": "tool_call"}


def _flat(messages: list[Any]) -> list[Json]:
    return encoded(messages)


def _edges() -> dict[str, list[Json]]:
    """Hand-written histories: each mapping of docs/providers.md's table and each loss."""
    h, a, s, t = (
        chatschema.HumanMessage,
        chatschema.AIMessage,
        chatschema.SystemMessage,
        chatschema.ToolMessage,
    )
    media = [
        {"type": "image", "base64": _PNG, "mime_type": "image/png"},
        {"type": "image", "url": "https://example.com/a.png"},
        {"type": "image", "url": "https://example.com/b.png", "mime_type": "image/png", "id": "img_1"},
        {"type": "image", "file_id": "file-1"},
        {
            "type": "file",
            "base64": "JVBERi0=",
            "mime_type": "application/pdf",
            "extras": {"filename": "a.pdf"},
        },
        {"type": "file", "url": "https://example.com/a.pdf"},
        {"type": "file", "url": "https://example.com/a.pdf", "mime_type": "application/pdf"},
        {"type": "audio", "base64": "UklGRg==", "mime_type": "audio/wav"},
        {"type": "video", "url": "gs://b/v.mp4", "mime_type": "video/mp4"},
        {"type": "text-plain", "text": "abc", "mime_type": "text/plain", "title": "notes"},
        {"type": "refusal", "refusal": "no"},
        {"type": "non_standard", "value": {"type": "poll"}},
        {"type": "non_standard", "value": {"type": "step-start"}},
        {"type": "reasoning", "reasoning": "think", "id": "rs_1", "extras": {"signature": "c2ln"}},
        {
            "type": "text",
            "text": "cited",
            "annotations": [{"type": "citation", "url": "https://example.com"}],
        },
    ]
    out: dict[str, list[Json]] = {}
    for i, block in enumerate(media):
        out[f"human-{i}"] = _flat([h([{"type": "text", "text": "look"}, block])])
        out[f"ai-{i}"] = _flat([h("q"), a([block, {"type": "text", "text": "ok"}])])
        out[f"system-{i}"] = _flat([s([{"type": "text", "text": "rules"}, block])])
        out[f"tool-{i}"] = _flat([h("q"), a("", tool_calls=[_CALL]), t([block], tool_call_id="call_1")])
    out["ids-and-usage"] = _flat(
        [
            s("Be brief.", id="sys_1"),
            h("Weather?", id="u1", name="ann"),
            a(
                "Let me look.",
                id="run-1",
                tool_calls=[_CALL],
                usage_metadata={"input_tokens": 5, "output_tokens": 3, "total_tokens": 8},
                response_metadata={"model_name": "gpt-5", "finish_reason": "tool_calls"},
            ),
            t("18C", tool_call_id="call_1", id="t1", artifact={"raw": 18}),
            a("18C in Paris.", id="run-2"),
        ]
    )
    out["error-result"] = _flat(
        [h("q"), a("", tool_calls=[_CALL]), t("boom", tool_call_id="call_1", status="error")]
    )
    out["json-result"] = _flat([h("q"), a("", tool_calls=[_CALL]), t('{"temp": 18}', tool_call_id="call_1")])
    out["invalid-call"] = _flat(
        [h("q"), a("", invalid_tool_calls=[{"name": "f", "args": "{bad", "id": "c2", "error": "bad JSON"}])]
    )
    out["call-without-id"] = _flat([h("q"), a("", tool_calls=[{"name": "f", "args": {}, "id": None}])])
    out["orphan-result"] = _flat([h("q"), t("x", tool_call_id="nowhere")])
    out["named-orphan-result"] = _flat([h("q"), t("x", tool_call_id="nowhere", name="f")])
    out["twice-answered"] = _flat(
        [h("q"), a("", tool_calls=[_CALL]), t("a", tool_call_id="call_1"), t("b", tool_call_id="call_1")]
    )
    out["server-tools"] = _flat(
        [
            h("search"),
            a(
                [
                    {"type": "server_tool_call", "id": "ws_1", "name": "web_search", "args": {"q": "zod"}},
                    {
                        "type": "server_tool_result",
                        "tool_call_id": "ws_1",
                        "status": "success",
                        "output": [1],
                    },
                    {"type": "server_tool_call", "id": "ws_2", "name": "web_search", "args": {"q": "x"}},
                    {
                        "type": "server_tool_result",
                        "tool_call_id": "ws_2",
                        "status": "error",
                        "output": "quota",
                    },
                    {"type": "text", "text": "Found it."},
                ]
            ),
        ]
    )
    out["roles"] = _flat(
        [
            chatschema.ChatMessage("x", role="critic"),
            chatschema.ChatMessage("hi", role="user"),
            chatschema.ChatMessage("hello", role="assistant"),
            chatschema.FunctionMessage("42", name="f"),
            chatschema.RemoveMessage(id="r1"),
            h(""),
            h([]),
            a(""),
            a([]),
        ]
    )
    out["chunks"] = _flat([chatschema.HumanMessageChunk("hi"), chatschema.AIMessageChunk("he", id="c1")])
    out |= _turns()
    return out


def _turns() -> dict[str, list[Json]]:
    """Hand-written agent turns of several steps (one assistant ``UIMessage`` each): parallel calls,
    error results, text-only steps, derived and other ids, per-step fields, what ends a turn."""
    h, a, t = chatschema.HumanMessage, chatschema.AIMessage, chatschema.ToolMessage

    def call(i: int, name: str = "get_weather") -> dict[str, Any]:
        return {"name": name, "args": {"city": f"c{i}"}, "id": f"call_{i}", "type": "tool_call"}

    usage = {"input_tokens": 5, "output_tokens": 3, "total_tokens": 8}
    v1 = {"output_version": "v1"}
    return {
        "turn-2-steps": _flat(
            [
                h("q", id="u1"),
                a("", tool_calls=[call(1)], id="r1"),
                t("18C", tool_call_id="call_1"),
                a("Warm.", id="r1-1"),
            ]
        ),
        "turn-3-steps-parallel": _flat(
            [
                h("q", id="u1"),
                a("Both.", tool_calls=[call(1), call(2, "get_time")], id="r1", usage_metadata=usage),
                t("18C", tool_call_id="call_1", name="get_weather"),
                t("12:00", tool_call_id="call_2", name="get_time", id="t2"),
                a("", tool_calls=[call(3)], id="r1-1", response_metadata={"finish_reason": "tool_calls"}),
                t("19C", tool_call_id="call_3"),
                a("18C, 12:00, 19C.", id="r1-2", usage_metadata=usage),
            ]
        ),
        "turn-error-result": _flat(
            [
                h("q"),
                a("", tool_calls=[call(1), call(2)]),
                t("boom", tool_call_id="call_1", status="error"),
                t('{"temp": 18}', tool_call_id="call_2"),
                a("One failed."),
            ]
        ),
        "turn-text-only-steps": _flat(
            [
                h("q", id="u1"),
                a("Let me think.", id="r1"),
                a("", tool_calls=[call(1)], id="x"),
                t("18C", tool_call_id="call_1"),
                a("Done.", id="r1-2"),
            ]
        ),
        "turn-other-ids": _flat(
            [
                a("", tool_calls=[call(1)], id="run-1"),
                t("18C", tool_call_id="call_1"),
                a("", tool_calls=[call(2)], id="run-2"),
                t("19C", tool_call_id="call_2"),
                a("Done."),
            ]
        ),
        "turn-list-content": _flat(
            [
                h("q"),
                a(
                    [
                        {"type": "reasoning", "reasoning": "r"},
                        {"type": "tool_call", **{k: v for k, v in call(1).items() if k != "type"}},
                    ],
                    tool_calls=[call(1)],
                    response_metadata=v1,
                ),
                t("18C", tool_call_id="call_1"),
                a([{"type": "text", "text": "ok"}], response_metadata=v1),
                a([], response_metadata=v1),
            ]
        ),
        "turn-unanswered-call": _flat(
            [
                h("q"),
                a("", tool_calls=[call(1), call(2)], id="r1"),
                t("18C", tool_call_id="call_1"),
                a("Waiting.", id="r1-1"),
            ]
        ),
        "turns-ended": _flat(
            [
                a("", tool_calls=[call(1)], id="a1"),
                h("Hurry.", id="u1"),
                a("", tool_calls=[call(2)], id="a2"),
                t("18C", tool_call_id="call_1"),
                a("Late.", id="a3"),
                chatschema.FunctionMessage("42", name="f"),
                a("After.", id="a4"),
                t("x", tool_call_id="nowhere"),
                a("Orphaned.", id="a5"),
            ]
        ),
        "turn-step-start-block": _flat(
            [
                h("q"),
                a([{"type": "non_standard", "value": {"type": "step-start"}}, {"type": "text", "text": "x"}]),
            ]
        ),
    }


def _foreign() -> dict[str, tuple[str, list[Json]]]:
    """SDK values written by hand, for the readers: ``name -> (reader, value)``."""
    model = "convert_from_ai_sdk_messages"
    ui = "convert_from_ai_sdk_ui_messages"
    result = {"type": "tool-result", "toolCallId": "c1", "toolName": "f"}
    call = {"type": "tool-call", "toolCallId": "c1", "toolName": "f", "input": {"a": 1}}
    items = [
        {"type": "text", "text": "a"},
        {"type": "media", "data": _PNG, "mediaType": "image/png"},
        {"type": "file-data", "data": "JVBERi0=", "mediaType": "application/pdf", "filename": "a.pdf"},
        {"type": "file-url", "url": "https://example.com/a.pdf", "mediaType": "application/pdf"},
        {"type": "file-url", "url": "https://example.com/b"},
        {"type": "image-data", "data": _PNG, "mediaType": "image/png", "providerOptions": {"x": {"y": 1}}},
        {"type": "image-url", "url": "https://example.com/a.png"},
        {"type": "file-id", "fileId": "file-1"},
        {"type": "image-file-id", "fileId": {"openai": "file-2"}},
        {"type": "custom", "providerOptions": {"anthropic": {"type": "search_result"}}},
    ]
    outputs = [
        {"type": "text", "value": "ok"},
        {"type": "json", "value": {"a": [1, 2.5, None]}},
        {"type": "json", "value": "just text"},
        {"type": "error-text", "value": "boom"},
        {"type": "error-json", "value": {"code": 7}},
        {"type": "execution-denied"},
        {"type": "execution-denied", "reason": "no"},
        *({"type": "content", "value": [item]} for item in items),
    ]
    out: dict[str, tuple[str, list[Json]]] = {}
    for i, output in enumerate(outputs):
        out[f"output-{i}"] = (
            model,
            [
                {"role": "assistant", "content": [call]},
                {"role": "tool", "content": [result | {"output": output}]},
            ],
        )
        server = [call | {"providerExecuted": True}, result | {"output": output}]
        out[f"server-output-{i}"] = (model, [{"role": "assistant", "content": server}])
    out["approvals"] = (
        model,
        [
            {
                "role": "assistant",
                "content": [call, {"type": "tool-approval-request", "approvalId": "ap1", "toolCallId": "c1"}],
            },
            {
                "role": "tool",
                "content": [{"type": "tool-approval-response", "approvalId": "ap1", "approved": True}],
            },
        ],
    )
    out["string-input"] = (model, [{"role": "assistant", "content": [call | {"input": "raw"}]}])
    out["options"] = (
        model,
        [
            {
                "role": "system",
                "content": "s",
                "providerOptions": {"anthropic": {"cacheControl": {"type": "ephemeral"}}},
            },
            {
                "role": "user",
                "content": [
                    {"type": "text", "text": "t", "providerOptions": {"openai": {"x": 1}}},
                    {"type": "image", "image": f"data:image/png;base64,{_PNG}"},
                    {"type": "image", "image": _PNG},
                    {"type": "file", "data": _PNG, "mediaType": "image/png"},
                ],
            },
            {
                "role": "assistant",
                "content": [{"type": "text", "text": "a"}, call, {"type": "text", "text": "b"}],
            },
        ],
    )
    part = {"type": "tool-f", "toolCallId": "c1", "input": {"a": 1}}
    states = [
        {"state": "input-streaming"},
        {"state": "input-streaming", "input": {"a": 1}, "rawInput": '{"a": 1'},
        {"state": "input-available"},
        {"state": "approval-requested", "approval": {"id": "ap1"}},
        {"state": "approval-responded", "approval": {"id": "ap1", "approved": True}},
        {"state": "output-available", "output": {"t": 18}},
        {"state": "output-available", "output": "18C", "preliminary": True, "toolMetadata": {"v": 1}},
        {"state": "output-available", "output": [1, 2], "approval": {"id": "ap1", "approved": True}},
        {"state": "output-error", "errorText": "boom"},
        {"state": "output-error", "errorText": "bad", "rawInput": "{x"},
        {"state": "output-denied", "approval": {"id": "ap1", "approved": False, "reason": "no"}},
    ]
    for i, state in enumerate(states):
        tool = (part | state) if "input" in part else state
        if state["state"] in ("input-streaming",) or (
            "rawInput" in state and state["state"] == "output-error"
        ):
            tool = {k: v for k, v in (part | state).items() if k != "input" or "input" in state}
        msgs = [{"id": "u", "role": "user", "parts": [{"type": "text", "text": "q"}]}]
        out[f"state-{i}"] = (ui, [*msgs, {"id": "a", "role": "assistant", "parts": [tool]}])
        dynamic = {k: v for k, v in tool.items() if k != "type"} | {"type": "dynamic-tool", "toolName": "f"}
        out[f"dynamic-state-{i}"] = (ui, [*msgs, {"id": "a", "role": "assistant", "parts": [dynamic]}])
        server = tool | {"providerExecuted": True}
        out[f"server-state-{i}"] = (ui, [*msgs, {"id": "a", "role": "assistant", "parts": [server]}])
    out["metadata"] = (
        ui,
        [
            {"id": "1", "role": "user", "metadata": "tag", "parts": [{"type": "text", "text": "a"}]},
            {"id": "2", "role": "user", "metadata": None, "parts": [{"type": "text", "text": "b"}]},
            {
                "id": "3",
                "role": "user",
                "metadata": {"x": 1, "chatschema": {"name": "n"}},
                "parts": [{"type": "text", "text": "c"}],
            },
            {
                "id": "4",
                "role": "system",
                "parts": [{"type": "text", "text": "s"}, {"type": "text", "text": "t"}],
            },
        ],
    )
    out["parts"] = (
        ui,
        [
            {
                "id": "u",
                "role": "user",
                "parts": [{"type": "file", "mediaType": "image/png", "url": "https://e.com/a.png"}],
            },
            {
                "id": "a",
                "role": "assistant",
                "parts": [
                    {"type": "step-start"},
                    {
                        "type": "reasoning",
                        "text": "r",
                        "state": "streaming",
                        "providerMetadata": {"p": {"s": 1}},
                    },
                    {
                        "type": "source-document",
                        "sourceId": "d1",
                        "mediaType": "application/pdf",
                        "title": "T",
                    },
                    {"type": "data-chart", "data": [1, 2]},
                    {"type": "text", "text": "x", "state": "done"},
                    {"type": "file", "mediaType": "image/png", "url": f"data:image/png;base64,{_PNG}"},
                ],
            },
            {
                "id": "s",
                "role": "system",
                "parts": [{"type": "file", "mediaType": "image/png", "url": "https://e.com/a.png"}],
            },
        ],
    )
    out |= _ui_turns()
    return out


def _ui_turns() -> dict[str, tuple[str, list[Json]]]:
    """Assistant ``UIMessage``s of several steps as ``useChat`` builds them, and as other producers
    write them (no ``step-start``, parts before the first, an empty step), for the UI reader."""
    ui = "convert_from_ai_sdk_ui_messages"
    user = {"id": "u1", "role": "user", "parts": [{"type": "text", "text": "Weather and time?"}]}
    start = {"type": "step-start"}

    def tool(i: int, name: str = "weather", **state: Any) -> dict[str, Any]:
        done = state or {"state": "output-available", "output": f"out-{i}"}
        return {"type": f"tool-{name}", "toolCallId": f"c{i}", "input": {"i": i}} | done

    def text(value: str) -> dict[str, Any]:
        return {"type": "text", "text": value, "state": "done"}

    error = {"state": "output-error", "errorText": "boom"}
    usage = {"input_tokens": 5, "output_tokens": 3, "total_tokens": 8}
    turns: dict[str, tuple[dict[str, Any], list[Json]]] = {
        "2-steps": ({}, [start, tool(1), start, text("Warm.")]),
        "3-steps-parallel-error": (
            {"createdAt": 1767225600000},
            [start, text("Both."), tool(1), tool(2, "time", **error), start, tool(3), start, text("Done.")],
        ),
        "text-only-step": ({}, [start, text("Thinking."), start, tool(1), start, text("Done.")]),
        "no-step-start": ({}, [text("Checked."), tool(1)]),
        "no-parts": ({}, []),
        "before-first-step-start": ({}, [text("Intro."), start, tool(1), start, text("Done.")]),
        "empty-steps": ({}, [start, start, text("x"), start]),
        "dynamic-and-server": (
            {},
            [
                start,
                {
                    "type": "dynamic-tool",
                    "toolName": "lookup",
                    "toolCallId": "d1",
                    "state": "output-available",
                }
                | {"input": {"q": 1}, "output": {"hits": 2}},
                start,
                tool(2, "web_search", providerExecuted=True, state="output-available", output=[1]),
                text("Found."),
            ],
        ),
        "step-fields": (
            {
                "chatschema": {
                    "usage_metadata": usage,
                    "steps": {"1": {"id": "run-2", "usage_metadata": usage}, "2": {"id": None}},
                }
            },
            [start, tool(1), start, tool(2), start, text("Done.")],
        ),
        "step-fields-fewer": (
            {"chatschema": {"steps": {"1": {"id": "run-2"}}}},
            [start, tool(1), start, tool(2), start, text("Done.")],
        ),
        "step-fields-second-only": (
            {"chatschema": {"steps": {"2": {"id": "run-3"}}}},
            [start, tool(1), start, tool(2), start, text("Done.")],
        ),
        "step-fields-too-many": (
            {"chatschema": {"steps": {"1": {}, "2": {"id": "x"}}}},
            [start, tool(1), start, text("Done.")],
        ),
        "step-fields-key-zero": (
            {"chatschema": {"steps": {"0": {"id": "x"}, "1": {"id": "y"}}}},
            [start, tool(1), start, text("Done.")],
        ),
        "step-fields-key-not-a-number": (
            {"chatschema": {"steps": {"id": "x"}}},
            [start, tool(1), start, text("Done.")],
        ),
        "step-fields-key-not-canonical": (
            {"chatschema": {"steps": {"01": {"id": "x"}}}},
            [start, tool(1), start, text("Done.")],
        ),
        "step-fields-a-list": (
            {"chatschema": {"steps": [{"id": "x"}]}},
            [start, tool(1), start, text("Done.")],
        ),
        "step-fields-not-an-object": ({"chatschema": {"steps": "x"}}, [start, tool(1), start, text("Done.")]),
        "step-fields-entry-not-an-object": (
            {"chatschema": {"steps": {"1": ["x"]}}},
            [start, tool(1), start, text("Done.")],
        ),
        "pending-call": ({}, [start, tool(1), tool(2, state="input-available"), start, text("Waiting.")]),
    }
    out: dict[str, tuple[str, list[Json]]] = {}
    for name, (metadata, parts) in turns.items():
        assistant = {"id": "a1", "role": "assistant"} | ({"metadata": metadata} if metadata else {})
        out[f"turn-{name}"] = (ui, [user, assistant | {"parts": parts}])
    out["turn-consecutive"] = (
        ui,
        [
            user,
            {"id": "a1", "role": "assistant", "parts": [start, text("One.")]},
            {"id": "a2", "role": "assistant", "parts": [start, text("Two.")]},
            {"id": "a3", "role": "assistant", "metadata": {"k": 1}, "parts": [start, text("Three.")]},
            {"id": "a4", "role": "assistant", "parts": [text("Four.")]},
        ],
    )
    return out


_BROKEN_MODEL: list[Json] = [
    {"role": "developer", "content": "x"},
    {"role": "user", "content": [{"type": "reasoning", "text": "x"}]},
    {"role": "user", "content": [{"type": "file", "data": "x"}]},
    {"role": "user", "content": 5},
    {"role": "assistant", "content": [{"type": "tool-call", "toolCallId": "c", "toolName": "f"}]},
    {"role": "tool", "content": "x"},
    {
        "role": "tool",
        "content": [{"type": "tool-result", "toolCallId": "c", "toolName": "f", "output": {"type": "json"}}],
    },
    {"role": "system", "content": "x", "providerOptions": {"a": 1}},
    {"role": "system", "content": "x", "extra": True},
    {"content": "x"},
    "hello",
]
_BROKEN_UI: list[Json] = [
    {"id": "m", "role": "user", "parts": []},
    {"id": "m", "role": "assistant", "parts": [{"type": "image", "url": "x"}]},
    {
        "id": "m",
        "role": "assistant",
        "parts": [{"type": "tool-f", "toolCallId": "c", "state": "running", "input": {}}],
    },
    {
        "id": "m",
        "role": "assistant",
        "parts": [
            {"type": "tool-f", "toolCallId": "c", "state": "input-available", "input": {}, "output": 1}
        ],
    },
    {"id": "m", "role": "assistant", "parts": [{"type": "data-x"}]},
    {
        "id": "m",
        "role": "assistant",
        "parts": [{"type": "dynamic-tool", "toolCallId": "c", "state": "output-denied", "input": {}}],
    },
    {"role": "user", "parts": [{"type": "text", "text": "x"}]},
    {"id": "m", "role": "tool", "parts": [{"type": "text", "text": "x"}]},
    {"id": "m", "role": "assistant", "parts": [{"type": 7}]},
    {"id": "m", "role": "assistant", "parts": [{"text": "x"}]},
    {"id": 1, "role": "user", "parts": [{"type": "text", "text": "x"}]},
]


def _histories() -> Iterator[tuple[str, list[Json]]]:
    yield from ((f"edge-{k}", v) for k, v in _edges().items())
    yield from ((f"strategies-{i}", h) for i, h in enumerate(generated()))
    yield from ((f"runs-{i}", h) for i, h in enumerate(run_histories(60, 9900)))
    yield from ((f"bench-{k}", h) for k, h in bench_histories(12))
    yield from ((f"corpus-{k}", h) for k, h in corpus())
    for name, history in edge_histories().items():
        yield f"edges-{name}", history
    for path in sorted(DATA.glob("providers/ai-sdk*/*.json")):
        reader = _READERS[_PAIRS_BY_FORMAT[path.parent.name]]
        yield f"sdk-{path.parent.name}-{path.stem}", encoded(reader(json.loads(path.read_text())))
    for name, (_, value) in _ui_turns().items():  # read, then written: the marks of what was read
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", chatschema.LossWarning)
            read = encoded(chatschema.convert_from_ai_sdk_ui_messages(value, strict=False))
        yield f"read-{name}", read


_PAIRS_BY_FORMAT = {fmt: reader for reader, fmt in _PAIRS.values()}


def cases() -> Iterator[tuple[str, str, Json, dict[str, Json]]]:
    r = random.Random(31000)
    histories = list(_histories())
    for writer, (reader, fmt) in _PAIRS.items():
        for i, (name, history) in enumerate(histories):
            strict = r.random() < 0.35
            yield writer, f"{name}-{'strict' if strict else 'lenient'}", history, {"strict": strict}
            messages = chatschema.decode(history, "list[AnyMessage]", extra="keep")
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", chatschema.LossWarning)
                written = _WRITERS[writer](messages, strict=False)
            if written:
                yield reader, f"{name}", json.loads(json.dumps(written)), {"strict": i % 3 != 0}
        for path in sorted(DATA.glob(f"providers/{fmt}/*.json")):
            yield reader, f"corpus-{path.stem}", json.loads(path.read_text()), {}
    for name, (reader, value) in _foreign().items():
        yield reader, f"foreign-{name}-strict", value, {}
        yield reader, f"foreign-{name}-lenient", value, {"strict": False}
    for i, broken in enumerate(_BROKEN_MODEL):
        yield "convert_from_ai_sdk_messages", f"broken-{i}", [{"role": "user", "content": "ok"}, broken], {}
    for i, broken in enumerate(_BROKEN_UI):
        ok = {"id": "u", "role": "user", "parts": [{"type": "text", "text": "ok"}]}
        yield "convert_from_ai_sdk_ui_messages", f"broken-{i}", [ok, broken], {}
    yield "convert_from_ai_sdk_messages", "broken-not-a-list", {"role": "user", "content": "x"}, {}
    yield "convert_from_ai_sdk_ui_messages", "broken-not-a-list", 5, {}
