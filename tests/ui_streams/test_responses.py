"""The HTTP responses: FastAPI (Starlette) and Litestar stream each chunk as it arrives, with the
protocol's headers; chatschema itself imports neither framework."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from collections.abc import AsyncIterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from litestar import Litestar, get
from litestar.testing import TestClient as LitestarClient

import chatschema.litestar
from chatschema import AIMessageChunk
from chatschema.ui_streams import (
    ag_ui_response,
    ai_sdk_stream_response,
    from_ag_ui_events,
    from_ai_sdk_stream,
    parse_sse,
)
from tests.ui_streams.streams import scripted, summed

UI_HEADERS = {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    "x-vercel-ai-ui-message-stream": "v1",
    "x-accel-buffering": "no",
}


def test_importing_chatschema_imports_no_web_framework() -> None:
    code = (
        "import sys, chatschema, chatschema.ui_streams\n"
        "loaded = [m for m in ('starlette', 'fastapi', 'litestar') if m in sys.modules]\n"
        "assert not loaded, loaded"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def _fastapi() -> FastAPI:
    app = FastAPI()

    @app.post("/ai-sdk")
    def ai_sdk() -> Any:
        return ai_sdk_stream_response(scripted(), message_id="msg-1")

    @app.post("/ag-ui")
    def ag_ui() -> Any:
        return ag_ui_response(scripted(), thread_id="thread-1", run_id="run-1")

    return app


def _litestar() -> Litestar:
    @get("/ai-sdk")
    async def ai_sdk() -> Any:
        return chatschema.litestar.ai_sdk_stream_response(scripted(), message_id="msg-1")

    @get("/ag-ui")
    async def ag_ui() -> Any:
        return chatschema.litestar.ag_ui_response(scripted(), thread_id="thread-1", run_id="run-1")

    return Litestar([ai_sdk, ag_ui])


def _check(path: str, status: int, headers: Any, body: bytes) -> None:
    assert status == 200
    if path == "/ai-sdk":
        for name, value in UI_HEADERS.items():
            assert headers[name].split(";")[0] == value
        assert body.endswith(b"data: [DONE]\n\n")
        chunks = list(from_ai_sdk_stream(parse_sse([body])))
    else:
        assert headers["content-type"].split(";")[0] == "text/event-stream"
        chunks = list(from_ag_ui_events(parse_sse([body])))
    assert summed(chunks) == summed(scripted())


@pytest.mark.parametrize("path", ["/ai-sdk", "/ag-ui"])
def test_fastapi_streams_the_protocols(path: str) -> None:
    with TestClient(_fastapi()) as client:
        response = client.post(path)
        _check(path, response.status_code, response.headers, response.content)


@pytest.mark.parametrize("path", ["/ai-sdk", "/ag-ui"])
def test_litestar_streams_the_protocols(path: str) -> None:
    with LitestarClient(_litestar()) as client:
        response = client.get(path)
        _check(path, response.status_code, response.headers, response.content)


def test_headers_can_be_added_and_replaced() -> None:
    response = ai_sdk_stream_response(
        [], headers={"cache-control": "no-store", "x-run": "1"}, status_code=201
    )
    assert response.headers["cache-control"] == "no-store" and response.headers["x-run"] == "1"
    assert response.status_code == 201


async def _first_event_before_the_answer_ends(body: Any, released: asyncio.Event) -> bytes:
    iterator = body.__aiter__()
    first = await asyncio.wait_for(iterator.__anext__(), timeout=30)
    assert not released.is_set()  # the producer is still waiting: nothing waited for the whole answer
    released.set()
    rest = [piece async for piece in iterator]
    return (first if isinstance(first, bytes) else first.encode()) + b"".join(
        p if isinstance(p, bytes) else p.encode() for p in rest
    )


@pytest.mark.parametrize("framework", ["starlette", "litestar"])
@pytest.mark.parametrize("protocol", ["ai-sdk", "ag-ui"])
def test_the_first_event_leaves_before_the_model_finishes(framework: str, protocol: str) -> None:
    async def run() -> bytes:
        released = asyncio.Event()

        async def model() -> AsyncIterator[AIMessageChunk]:
            yield AIMessageChunk("Hel", id="m1")
            await released.wait()  # the rest of the answer waits until the first bytes were read
            yield AIMessageChunk("lo", chunk_position="last")

        module: Any = chatschema.ui_streams if framework == "starlette" else chatschema.litestar
        if protocol == "ai-sdk":
            response = module.ai_sdk_stream_response(model())
        else:
            response = module.ag_ui_response(model(), thread_id="t", run_id="r")
        body = response.body_iterator if framework == "starlette" else response.iterator
        return await _first_event_before_the_answer_ends(body, released)

    body = asyncio.run(run())
    read = from_ai_sdk_stream if protocol == "ai-sdk" else from_ag_ui_events
    assert summed(list(read(parse_sse([body]))))[0].text == "Hello"
