"""End to end: a chat backend under uvicorn streams to the real front-end parsers (stand-in writer)."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import AsyncIterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.responses import StreamingResponse
from litestar import Litestar, post
from litestar.params import JSONBody
from litestar.response import Stream

from tests.e2e.client import read_stream
from tests.e2e.script import RELEASE_WAIT
from tests.e2e.server import serve

GATE = object()

AI_SDK_EVENTS: list[Any] = [
    {"type": "start", "messageId": "msg-1"},
    {"type": "start-step"},
    {"type": "reasoning-start", "id": "r0"},
    {"type": "reasoning-delta", "id": "r0", "delta": "The user wants "},
    {"type": "reasoning-delta", "id": "r0", "delta": "two cities."},
    {"type": "text-start", "id": "t1"},
    {"type": "text-delta", "id": "t1", "delta": "Let me "},
    GATE,
    {"type": "text-delta", "id": "t1", "delta": "check both."},
    {"type": "reasoning-end", "id": "r0"},
    {"type": "text-end", "id": "t1"},
    {"type": "tool-input-start", "toolCallId": "call_1", "toolName": "weather"},
    {"type": "tool-input-delta", "toolCallId": "call_1", "inputTextDelta": '{"ci'},
    {"type": "tool-input-start", "toolCallId": "call_2", "toolName": "weather"},
    {"type": "tool-input-delta", "toolCallId": "call_2", "inputTextDelta": '{"city": '},
    {"type": "tool-input-delta", "toolCallId": "call_1", "inputTextDelta": 'ty": "Paris"}'},
    {"type": "tool-input-delta", "toolCallId": "call_2", "inputTextDelta": '"Oslo"}'},
    {
        "type": "tool-input-available",
        "toolCallId": "call_1",
        "toolName": "weather",
        "input": {"city": "Paris"},
    },
    {
        "type": "tool-input-available",
        "toolCallId": "call_2",
        "toolName": "weather",
        "input": {"city": "Oslo"},
    },
    {"type": "tool-output-available", "toolCallId": "call_1", "output": "18C and sunny"},
    {"type": "tool-output-available", "toolCallId": "call_2", "output": "-2C, snow"},
    {"type": "finish-step"},
    {"type": "start-step"},
    {"type": "text-start", "id": "t2"},
    {"type": "text-delta", "id": "t2", "delta": "Paris: 18C and sunny; "},
    {"type": "text-delta", "id": "t2", "delta": "Oslo: -2C with snow."},
    {"type": "text-end", "id": "t2"},
    {"type": "finish-step"},
    {"type": "finish", "finishReason": "stop"},
]

AG_UI_EVENTS: list[Any] = [
    {"type": "RUN_STARTED", "threadId": "thread-1", "runId": "run-1"},
    {"type": "REASONING_START", "messageId": "r-1"},
    {"type": "REASONING_MESSAGE_START", "messageId": "r-1", "role": "reasoning"},
    {"type": "REASONING_MESSAGE_CONTENT", "messageId": "r-1", "delta": "The user wants "},
    {"type": "REASONING_MESSAGE_CONTENT", "messageId": "r-1", "delta": "two cities."},
    {"type": "REASONING_MESSAGE_END", "messageId": "r-1"},
    {"type": "REASONING_END", "messageId": "r-1"},
    {"type": "TEXT_MESSAGE_START", "messageId": "msg-1", "role": "assistant"},
    {"type": "TEXT_MESSAGE_CONTENT", "messageId": "msg-1", "delta": "Let me "},
    GATE,
    {"type": "TEXT_MESSAGE_CONTENT", "messageId": "msg-1", "delta": "check both."},
    {"type": "TEXT_MESSAGE_END", "messageId": "msg-1"},
    {
        "type": "TOOL_CALL_START",
        "toolCallId": "call_1",
        "toolCallName": "weather",
        "parentMessageId": "msg-1",
    },
    {"type": "TOOL_CALL_ARGS", "toolCallId": "call_1", "delta": '{"ci'},
    {
        "type": "TOOL_CALL_START",
        "toolCallId": "call_2",
        "toolCallName": "weather",
        "parentMessageId": "msg-1",
    },
    {"type": "TOOL_CALL_ARGS", "toolCallId": "call_2", "delta": '{"city": '},
    {"type": "TOOL_CALL_ARGS", "toolCallId": "call_1", "delta": 'ty": "Paris"}'},
    {"type": "TOOL_CALL_ARGS", "toolCallId": "call_2", "delta": '"Oslo"}'},
    {"type": "TOOL_CALL_END", "toolCallId": "call_1"},
    {"type": "TOOL_CALL_END", "toolCallId": "call_2"},
    {
        "type": "TOOL_CALL_RESULT",
        "messageId": "tool-1",
        "toolCallId": "call_1",
        "content": "18C and sunny",
        "role": "tool",
    },
    {
        "type": "TOOL_CALL_RESULT",
        "messageId": "tool-2",
        "toolCallId": "call_2",
        "content": "-2C, snow",
        "role": "tool",
    },
    {"type": "TEXT_MESSAGE_START", "messageId": "msg-2", "role": "assistant"},
    {"type": "TEXT_MESSAGE_CONTENT", "messageId": "msg-2", "delta": "Paris: 18C and sunny; "},
    {"type": "TEXT_MESSAGE_CONTENT", "messageId": "msg-2", "delta": "Oslo: -2C with snow."},
    {"type": "TEXT_MESSAGE_END", "messageId": "msg-2"},
    {"type": "RUN_FINISHED", "threadId": "thread-1", "runId": "run-1"},
]


async def events(release: threading.Event, script: list[Any], done: bytes = b"") -> AsyncIterator[bytes]:
    for event in script:
        if event is GATE:
            assert await asyncio.to_thread(release.wait, RELEASE_WAIT)
            continue
        yield f"data: {json.dumps(event)}\n\n".encode()
    yield done


def fastapi_app(release: threading.Event) -> FastAPI:
    api = FastAPI()

    @api.post("/ai-sdk")
    async def ai_sdk() -> StreamingResponse:
        return StreamingResponse(
            events(release, AI_SDK_EVENTS, b"data: [DONE]\n\n"),
            media_type="text/event-stream",
            headers={"x-vercel-ai-ui-message-stream": "v1"},
        )

    @api.post("/ag-ui")
    async def ag_ui(body: dict[str, Any]) -> StreamingResponse:
        return StreamingResponse(events(release, AG_UI_EVENTS), media_type="text/event-stream")

    return api


def litestar_app(release: threading.Event) -> Litestar:
    @post("/ai-sdk")
    async def ai_sdk() -> Stream:
        return Stream(
            events(release, AI_SDK_EVENTS, b"data: [DONE]\n\n"),
            media_type="text/event-stream",
            headers={"x-vercel-ai-ui-message-stream": "v1"},
        )

    @post("/ag-ui")
    async def ag_ui(data: JSONBody[dict[str, Any]]) -> Stream:
        return Stream(events(release, AG_UI_EVENTS), media_type="text/event-stream")

    return Litestar([ai_sdk, ag_ui])


APPS = {"fastapi": fastapi_app, "litestar": litestar_app}


EXPECTED_UI_MESSAGE = {
    "id": "msg-1",
    "role": "assistant",
    "parts": [
        {"type": "step-start"},
        {"type": "reasoning", "id": "r0", "text": "The user wants two cities.", "state": "done"},
        {"type": "text", "text": "Let me check both.", "state": "done"},
        {
            "type": "tool-weather",
            "toolCallId": "call_1",
            "state": "output-available",
            "input": {"city": "Paris"},
            "output": "18C and sunny",
        },
        {
            "type": "tool-weather",
            "toolCallId": "call_2",
            "state": "output-available",
            "input": {"city": "Oslo"},
            "output": "-2C, snow",
        },
        {"type": "step-start"},
        {"type": "text", "text": "Paris: 18C and sunny; Oslo: -2C with snow.", "state": "done"},
    ],
}

EXPECTED_AG_UI_MESSAGES = [
    {"id": "u1", "role": "user", "content": "Weather in Paris and Oslo?"},
    {"id": "r-1", "role": "reasoning", "content": "The user wants two cities."},
    {
        "id": "msg-1",
        "role": "assistant",
        "content": "Let me check both.",
        "toolCalls": [
            {
                "id": "call_1",
                "type": "function",
                "function": {"name": "weather", "arguments": '{"city": "Paris"}'},
            },
            {
                "id": "call_2",
                "type": "function",
                "function": {"name": "weather", "arguments": '{"city": "Oslo"}'},
            },
        ],
    },
    {"id": "tool-1", "toolCallId": "call_1", "role": "tool", "content": "18C and sunny"},
    {"id": "tool-2", "toolCallId": "call_2", "role": "tool", "content": "-2C, snow"},
    {"id": "msg-2", "role": "assistant", "content": "Paris: 18C and sunny; Oslo: -2C with snow."},
]


@pytest.mark.parametrize("framework", APPS)
def test_ai_sdk_stream_to_read_ui_message_stream(framework: str) -> None:
    release = threading.Event()
    with serve(APPS[framework](release)) as url:
        run = read_stream("ai_sdk_client.mjs", f"{url}/ai-sdk", release, lambda e: e["type"] == "text-delta")
    assert run.report["response"]["headers"]["x-vercel-ai-ui-message-stream"] == "v1"
    assert run.report["errors"] == []
    assert run.report["message"] == EXPECTED_UI_MESSAGE
    # The first words reached the front end while the model was still held back.
    assert run.before_release is not None
    assert [e["type"] for e in run.before_release][-1] == "text-delta"
    assert run.events[-1]["type"] == "finish"


@pytest.mark.parametrize("framework", APPS)
def test_ag_ui_events_to_http_agent(framework: str) -> None:
    release = threading.Event()
    with serve(APPS[framework](release)) as url:
        run = read_stream(
            "ag_ui_client.mjs", f"{url}/ag-ui", release, lambda e: e["type"] == "TEXT_MESSAGE_CONTENT"
        )
    assert run.report["messages"] == EXPECTED_AG_UI_MESSAGES
    assert run.before_release is not None
    assert run.before_release[-1] == {
        "type": "TEXT_MESSAGE_CONTENT",
        "messageId": "msg-1",
        "delta": "Let me ",
    }
    assert run.events[-1]["type"] == "RUN_FINISHED"
