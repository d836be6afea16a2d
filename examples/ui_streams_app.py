"""A chat backend that streams a model's answer to a browser, chunk by chunk, as the model writes it.

Run it with ``uvicorn examples.ui_streams_app:app`` (needs FastAPI and uvicorn):

* ``POST /api/chat`` answers with the Vercel AI SDK's UI message stream (``ai`` 6): the endpoint
  ``useChat`` talks to with its default transport (``new DefaultChatTransport({ api: "/api/chat" })``).
* ``POST /api/agent`` answers with AG-UI events: the endpoint of ``new HttpAgent({ url })`` from
  ``@ag-ui/client``; the run's ``threadId`` and ``runId`` come from the client's request.

The model here is scripted (:func:`scripted_model`): it "thinks", says a few words, calls a tool
with streamed arguments, reads the tool's answer and answers in a second step. A LangChain chat
model streams the same way through :func:`langchain_model`, its chunks turned into chatschema's by
``chatschema.langchain.from_langchain``. Whatever the source, each chunk leaves the server as soon
as the model yields it, and an exception of the model ends the stream with the protocol's error
event rather than a broken connection.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

from fastapi import FastAPI
from fastapi.responses import StreamingResponse

from chatschema import AIMessageChunk, ToolMessage
from chatschema.ui_streams import ag_ui_response, ai_sdk_stream_response

app = FastAPI(title="chatschema streaming chat backend (FastAPI)")

Chunk = AIMessageChunk | ToolMessage


def last_user_text(messages: list[dict[str, Any]]) -> str:
    """The text of the last user message, as either front end sends its history.

    ``useChat`` sends UIMessages (``{"role": "user", "parts": [{"type": "text", "text": ...}]}``),
    AG-UI sends ``{"role": "user", "content": ...}``.
    """
    for message in reversed(messages):
        if message.get("role") != "user":
            continue
        content = message.get("content")
        if isinstance(content, str):
            return content
        return "".join(
            part.get("text", "") for part in message.get("parts", []) if part.get("type") == "text"
        )
    return ""


async def scripted_model(question: str) -> AsyncIterator[Chunk]:
    """A model that looks the weather up: reasoning, words, a tool call, its result, the answer."""
    step = "step-1"
    yield AIMessageChunk(
        content=[{"type": "reasoning", "reasoning": f"They ask: {question!r}.", "index": 0}], id=step
    )
    for word in ("Let ", "me ", "look ", "that ", "up."):
        await asyncio.sleep(0)  # a real model takes its time between tokens
        yield AIMessageChunk(content=[{"type": "text", "text": word, "index": 1}], id=step)
    for piece in ('{"ci', 'ty": "Pa', 'ris"}'):
        call = {"name": "weather", "args": piece, "id": "call_1", "index": 0}
        yield AIMessageChunk(content="", tool_call_chunks=[call], id=step)
    yield AIMessageChunk(
        content="", id=step, response_metadata={"finish_reason": "tool_calls"}, chunk_position="last"
    )
    yield ToolMessage("18C and sunny", tool_call_id="call_1")
    for word in ("It ", "is ", "18C ", "and ", "sunny ", "in ", "Paris."):
        yield AIMessageChunk(content=word, id="step-2")
    yield AIMessageChunk(
        content="", id="step-2", response_metadata={"finish_reason": "stop"}, chunk_position="last"
    )


async def langchain_model(model: Any, question: str) -> AsyncIterator[Chunk]:
    """The chunks of a LangChain chat model (``model.astream``), as chatschema chunks."""
    from chatschema.langchain import from_langchain

    async for chunk in model.astream(question):
        yield from_langchain(chunk)


@app.post("/api/chat")
async def chat(body: dict[str, Any]) -> StreamingResponse:
    """The answer as the AI SDK's UI message stream (what ``useChat`` reads)."""
    return ai_sdk_stream_response(scripted_model(last_user_text(body.get("messages", []))))


@app.post("/api/agent")
async def agent(body: dict[str, Any]) -> StreamingResponse:
    """The answer as AG-UI events (what an AG-UI ``HttpAgent`` reads)."""
    question = last_user_text(body.get("messages", []))
    return ag_ui_response(scripted_model(question), thread_id=body["threadId"], run_id=body["runId"])
