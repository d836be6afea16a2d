"""End to end: a chat backend under uvicorn streams a scripted answer to the real front-end parsers.

The app (FastAPI with ``chatschema.ui_streams``' responses, or Litestar with ``chatschema.litestar``'s)
runs under uvicorn on a free 127.0.0.1 port; a Node front end reads it: the AI SDK's own
``parseJsonEventStream`` + ``readUIMessageStream`` (ai 6.0.326), or AG-UI's ``HttpAgent``
(@ag-ui/client 1.0.0). The message each builds equals the expected snapshot, and the first words
reach it while the model is still held back (time to first byte, by order of events, not by timing).
"""

from __future__ import annotations

import threading
from collections.abc import AsyncIterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.responses import StreamingResponse
from litestar import Litestar, post
from litestar.params import JSONBody
from litestar.response import Stream

import chatschema.litestar
from chatschema import (
    AIMessageChunk,
    ToolMessage,
    convert_from_ai_sdk_ui_messages,
    convert_to_ai_sdk_ui_messages,
    message_chunk_to_message,
    ui_streams,
)
from tests.compat.js_oracles import needs_oracles
from tests.e2e.client import read_stream
from tests.e2e.script import FIRST_WORDS, model
from tests.e2e.server import serve
from tests.ui_streams.streams import scripted, summed

pytestmark = needs_oracles


def fastapi_app(release: threading.Event) -> FastAPI:
    api = FastAPI()

    @api.post("/ai-sdk")
    async def ai_sdk() -> StreamingResponse:
        return ui_streams.ai_sdk_stream_response(model(release))

    @api.post("/ai-sdk-fails")
    async def ai_sdk_fails() -> StreamingResponse:
        return ui_streams.ai_sdk_stream_response(failing(release))

    @api.post("/ag-ui-fails")
    async def ag_ui_fails(body: dict[str, Any]) -> StreamingResponse:
        return ui_streams.ag_ui_response(failing(release), thread_id=body["threadId"], run_id=body["runId"])

    @api.post("/ag-ui")
    async def ag_ui(body: dict[str, Any]) -> StreamingResponse:
        return ui_streams.ag_ui_response(model(release), thread_id=body["threadId"], run_id=body["runId"])

    return api


def litestar_app(release: threading.Event) -> Litestar:
    @post("/ai-sdk")
    async def ai_sdk() -> Stream:
        return chatschema.litestar.ai_sdk_stream_response(model(release))

    @post("/ai-sdk-fails")
    async def ai_sdk_fails() -> Stream:
        return chatschema.litestar.ai_sdk_stream_response(failing(release))

    @post("/ag-ui-fails")
    async def ag_ui_fails(data: JSONBody[dict[str, Any]]) -> Stream:
        return chatschema.litestar.ag_ui_response(
            failing(release), thread_id=data["threadId"], run_id=data["runId"]
        )

    @post("/ag-ui")
    async def ag_ui(data: JSONBody[dict[str, Any]]) -> Stream:
        return chatschema.litestar.ag_ui_response(
            model(release), thread_id=data["threadId"], run_id=data["runId"]
        )

    return Litestar([ai_sdk, ai_sdk_fails, ag_ui, ag_ui_fails])


APPS = {"fastapi": fastapi_app, "litestar": litestar_app}


async def failing(release: threading.Event) -> AsyncIterator[AIMessageChunk | ToolMessage]:
    """The scripted answer until its first words, then the model fails."""
    async for chunk in model(release):
        if chunk.type == "tool":
            raise RuntimeError("the model is overloaded")
        yield chunk


CHATSCHEMA_KEYS = ("metadata", "providerMetadata", "resultProviderMetadata")
"""Where the writer keeps chatschema's own fields (under the ``chatschema`` key): compared apart."""


def without_chatschema(message: dict[str, Any]) -> dict[str, Any]:
    """The UIMessage without what the writer keeps under the ``chatschema`` key, in it or its parts."""

    def strip(item: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in item.items() if not (k in CHATSCHEMA_KEYS and set(v) == {"chatschema"})}

    return {**strip(message), "parts": [strip(part) for part in message["parts"]]}


STEP_ONE_PARTS: list[dict[str, Any]] = [
    {"type": "step-start"},
    {"type": "reasoning", "id": "1-1", "text": "The user wants weather and time.", "state": "done"},
    {"type": "text", "text": "Let me check both.", "state": "done"},
]

EXPECTED_UI_MESSAGE = {
    "id": "run-1",
    "role": "assistant",
    "parts": [
        *STEP_ONE_PARTS,
        {
            "type": "tool-weather",
            "toolCallId": "call_1",
            "state": "output-available",
            "input": {"city": "Paris"},
            "output": "18C and sunny",
        },
        {
            "type": "tool-time",
            "toolCallId": "call_2",
            "state": "output-available",
            "input": {"tz": "CET"},
            "output": "12:00",
        },
        {"type": "step-start"},
        {"type": "text", "text": "It is 18C and sunny in Paris, at noon.", "state": "done"},
    ],
}

EXPECTED_AG_UI_MESSAGES = [
    {"id": "u1", "role": "user", "content": "Weather in Paris and Oslo?"},
    {"id": "run-1-1", "role": "reasoning", "content": "The user wants weather and time."},
    {
        "id": "run-1",
        "role": "assistant",
        "content": "Let me check both.",
        "toolCalls": [
            {
                "id": "call_1",
                "type": "function",
                "function": {"name": "weather", "arguments": '{"city": "Paris"}'},
            },
            {"id": "call_2", "type": "function", "function": {"name": "time", "arguments": '{"tz": "CET"}'}},
        ],
    },
    {"id": "call_1-result", "toolCallId": "call_1", "role": "tool", "content": "18C and sunny"},
    {"id": "call_2-result", "toolCallId": "call_2", "role": "tool", "content": "12:00"},
    {"id": "run-2", "role": "assistant", "content": "It is 18C and sunny in Paris, at noon."},
]


def first_words(event: dict[str, Any]) -> bool:
    """The event that carries the first words of the answer, in either protocol."""
    return event.get("delta") == FIRST_WORDS


@pytest.mark.parametrize("framework", APPS)
def test_ai_sdk_stream_to_read_ui_message_stream(framework: str) -> None:
    release = threading.Event()
    with serve(APPS[framework](release)) as url:
        run = read_stream("ai_sdk_client.mjs", f"{url}/ai-sdk", release, first_words)
    headers = run.report["response"]["headers"]
    assert (headers["x-vercel-ai-ui-message-stream"], headers["content-type"]) == ("v1", "text/event-stream")
    assert run.report["errors"] == []
    message = run.report["message"]
    assert without_chatschema(message) == EXPECTED_UI_MESSAGE
    # the message the front end holds is the converter's for the same turn, metadata included: the
    # writer's message-metadata events, merged by the client, are each step's own fields in the
    # converter's per-step form, so each step reads back with its id and usage
    turn = [message_chunk_to_message(m) if m.type == "AIMessageChunk" else m for m in summed(scripted())]
    [converted] = convert_to_ai_sdk_ui_messages(turn)
    assert message["metadata"] == converted["metadata"]
    assert message["metadata"]["chatschema"]["steps"]["1"]["id"] == "run-2"
    read = [(m.id, m.usage_metadata) for m in convert_from_ai_sdk_ui_messages([message]) if m.type == "ai"]
    assert read == [(m.id, m.usage_metadata) for m in turn if m.type == "ai"]
    assert [(step_id, usage and usage["total_tokens"]) for step_id, usage in read] == [
        ("run-1", 32),
        ("run-2", 49),
    ]
    # Time to first byte: the first words reached the front end while the model was held back.
    assert run.before_release is not None
    assert [e["type"] for e in run.before_release] == [
        "start",
        "start-step",
        "reasoning-start",
        "reasoning-delta",
        "reasoning-delta",
        "text-start",
        "text-delta",
    ]
    assert run.events[-1] == {"type": "finish", "finishReason": "stop"}
    assert run.report["transcript"].endswith("data: [DONE]\n\n")


@pytest.mark.parametrize("framework", APPS)
def test_ag_ui_events_to_http_agent(framework: str) -> None:
    release = threading.Event()
    with serve(APPS[framework](release)) as url:
        run = read_stream("ag_ui_client.mjs", f"{url}/ag-ui", release, first_words)
    assert run.report["error"] is None
    assert run.report["messages"] == EXPECTED_AG_UI_MESSAGES
    assert run.before_release is not None
    assert [e["type"] for e in run.before_release] == [
        "RUN_STARTED",
        "STEP_STARTED",
        "REASONING_START",
        "REASONING_MESSAGE_START",
        "REASONING_MESSAGE_CONTENT",
        "REASONING_MESSAGE_CONTENT",
        "TEXT_MESSAGE_START",
        "TEXT_MESSAGE_CONTENT",
    ]
    assert run.events[0] == {"type": "RUN_STARTED", "threadId": "thread-1", "runId": "run-1"}
    assert run.events[-1]["type"] == "RUN_FINISHED"


@pytest.mark.parametrize("framework", APPS)
def test_a_failing_model_ends_the_ai_sdk_stream_with_its_error_and_keeps_the_words_sent(
    framework: str,
) -> None:
    release = threading.Event()
    with serve(APPS[framework](release)) as url:
        run = read_stream("ai_sdk_client.mjs", f"{url}/ai-sdk-fails", release, first_words)
    assert run.report["errors"] == ["Error: RuntimeError: the model is overloaded"]
    assert without_chatschema(run.report["message"])["parts"][:3] == STEP_ONE_PARTS
    assert run.events[-2:] == [
        {"type": "error", "errorText": "RuntimeError: the model is overloaded"},
        {"type": "finish", "finishReason": "error"},
    ]


@pytest.mark.parametrize("framework", APPS)
def test_a_failing_model_ends_the_ag_ui_run_with_its_error_and_keeps_the_words_sent(framework: str) -> None:
    release = threading.Event()
    with serve(APPS[framework](release)) as url:
        run = read_stream("ag_ui_client.mjs", f"{url}/ag-ui-fails", release, first_words)
    assert run.events[-1] == {
        "type": "RUN_ERROR",
        "message": "RuntimeError: the model is overloaded",
        "code": "RuntimeError",
    }
    assert run.report["error"] is None  # HttpAgent ends the run on RUN_ERROR; runAgent does not throw
    assert run.report["messages"][:3] == EXPECTED_AG_UI_MESSAGES[:3]
