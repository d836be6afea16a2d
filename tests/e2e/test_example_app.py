"""examples/ui_streams_app.py: its two endpoints, read by the real front ends and by chatschema's readers."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

from fastapi.testclient import TestClient
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage as LCAIMessage

from chatschema import AIMessageChunk, ChunkAccumulator, ToolMessage, convert_from_ai_sdk_ui_messages
from chatschema.ui_streams import from_ag_ui_events, from_ai_sdk_stream, parse_sse, sse, to_ai_sdk_stream
from examples import ui_streams_app
from tests.compat.js_oracles import needs_oracles
from tests.e2e.client import read_stream
from tests.e2e.server import serve

ANSWER = "It is 18C and sunny in Paris."


def steps(chunks: list[AIMessageChunk | ToolMessage]) -> list[Any]:
    """Each step's chunks summed, with the tool messages between."""
    out: list[Any] = []
    acc: ChunkAccumulator[AIMessageChunk] = ChunkAccumulator()
    for chunk in chunks:
        if isinstance(chunk, ToolMessage):
            out.append(chunk)
            continue
        acc.add(chunk)
        if chunk.chunk_position == "last":
            out.append(acc.message())
            acc = ChunkAccumulator()
    return out


def test_the_useChat_endpoint_read_back_into_chunks() -> None:
    with TestClient(ui_streams_app.app) as client:
        body = {"id": "c1", "messages": [{"role": "user", "parts": [{"type": "text", "text": "Weather?"}]}]}
        response = client.post("/api/chat", json=body)
    assert response.headers["x-vercel-ai-ui-message-stream"] == "v1"
    first, tool, second = steps(list(from_ai_sdk_stream(parse_sse([response.content]))))
    assert first.text == "Let me look that up."
    assert first.tool_calls == [
        {"name": "weather", "args": {"city": "Paris"}, "id": "call_1", "type": "tool_call"}
    ]
    assert "'Weather?'" in first.content_blocks[0]["reasoning"]
    assert (tool.tool_call_id, tool.content) == ("call_1", "18C and sunny")
    assert second.text == ANSWER
    # each step's own fields, from its message-metadata event
    reasons = [(m.id, m.response_metadata["finish_reason"]) for m in (first, second)]
    assert reasons == [("step-1", "tool_calls"), ("step-2", "stop")]


def test_the_ag_ui_endpoint_read_back_into_chunks() -> None:
    body = {
        "threadId": "t1",
        "runId": "r1",
        "messages": [{"id": "u1", "role": "user", "content": "Weather?"}],
    }
    with TestClient(ui_streams_app.app) as client:
        response = client.post("/api/agent", json=body)
    first, tool, second = steps(list(from_ag_ui_events(parse_sse([response.content]))))
    assert (first.text, tool.content, second.text) == ("Let me look that up.", "18C and sunny", ANSWER)


@needs_oracles
def test_the_real_front_ends_read_the_example() -> None:
    with serve(ui_streams_app.app) as url:
        ai_sdk = read_stream("ai_sdk_client.mjs", f"{url}/api/chat", threading.Event(), lambda e: False)
        ag_ui = read_stream("ag_ui_client.mjs", f"{url}/api/agent", threading.Event(), lambda e: False)
    parts = ai_sdk.report["message"]["parts"]
    assert [p["type"] for p in parts] == [
        "step-start",
        "reasoning",
        "text",
        "tool-weather",
        "step-start",
        "text",
    ]
    assert parts[-1]["text"] == ANSWER
    # the message useChat holds keeps each step's own fields: its id and finish reason read back
    read = [m for m in convert_from_ai_sdk_ui_messages([ai_sdk.report["message"]]) if m.type == "ai"]
    reasons = [(m.id, m.response_metadata["finish_reason"]) for m in read]
    assert reasons == [("step-1", "tool_calls"), ("step-2", "stop")]
    assert [m["role"] for m in ag_ui.report["messages"]] == [
        "user",
        "reasoning",
        "assistant",
        "tool",
        "assistant",
    ]
    assert ag_ui.report["messages"][-1]["content"] == ANSWER


def test_a_langchain_model_streams_through_the_same_writers() -> None:
    model = GenericFakeChatModel(messages=iter([LCAIMessage("Hello from LangChain")]))

    async def read() -> list[Any]:
        return [chunk async for chunk in ui_streams_app.langchain_model(model, "hi")]

    chunks = asyncio.run(read())
    assert all(isinstance(chunk, AIMessageChunk) for chunk in chunks)
    read_back = list(from_ai_sdk_stream(parse_sse(sse(to_ai_sdk_stream(chunks)))))
    assert "".join(c.text for c in read_back if isinstance(c, AIMessageChunk)) == "Hello from LangChain"
