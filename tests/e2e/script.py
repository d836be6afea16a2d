"""The scripted model of the end-to-end tests: one answer in two steps, as chatschema chunks.

Step one thinks, says a few words, then calls two tools at once, their arguments streamed and
interleaved; the two tool results follow; step two answers. The producer stops after the first
words until the test releases it (``release``): the front end must have those words by then.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator

import chatschema as cs

RELEASE_WAIT = 60.0
"""Seconds the producer waits to be released before it gives up (a guard against a hung test, not a
measure: the test releases it as soon as the front end has the first words)."""

FIRST_WORDS = "Let me "


def step_one_head() -> list[cs.AIMessageChunk]:
    """The chunks the model has produced when it stops to wait: its reasoning and its first words."""
    return [
        cs.AIMessageChunk(
            content=[{"type": "reasoning", "reasoning": "The user wants ", "index": 0}], id="msg-1"
        ),
        cs.AIMessageChunk(
            content=[{"type": "reasoning", "reasoning": "two cities.", "index": 0}], id="msg-1"
        ),
        cs.AIMessageChunk(content=[{"type": "text", "text": FIRST_WORDS, "index": 1}], id="msg-1"),
    ]


def rest() -> list[cs.AIMessageChunk | cs.ToolMessage]:
    """Everything after the wait: the rest of step one, the tool results, step two."""
    call = cs.AIMessageChunk
    return [
        call(content=[{"type": "text", "text": "check both.", "index": 1}], id="msg-1"),
        call(
            "", id="msg-1", tool_call_chunks=[{"name": "weather", "args": '{"ci', "id": "call_1", "index": 0}]
        ),
        call("", id="msg-1", tool_call_chunks=[{"name": "weather", "args": "", "id": "call_2", "index": 1}]),
        call("", id="msg-1", tool_call_chunks=[{"name": None, "args": '{"city": ', "id": None, "index": 1}]),
        call(
            "", id="msg-1", tool_call_chunks=[{"name": None, "args": 'ty": "Paris"}', "id": None, "index": 0}]
        ),
        call("", id="msg-1", tool_call_chunks=[{"name": None, "args": '"Oslo"}', "id": None, "index": 1}]),
        call("", id="msg-1", chunk_position="last", response_metadata={"finish_reason": "tool_calls"}),
        cs.ToolMessage("18C and sunny", tool_call_id="call_1"),
        cs.ToolMessage("-2C, snow", tool_call_id="call_2"),
        call("Paris: 18C and sunny; ", id="msg-2"),
        call(
            "Oslo: -2C with snow.",
            id="msg-2",
            chunk_position="last",
            response_metadata={"finish_reason": "stop"},
            usage_metadata={"input_tokens": 30, "output_tokens": 12, "total_tokens": 42},
        ),
    ]


async def model(release: threading.Event) -> AsyncIterator[cs.AIMessageChunk | cs.ToolMessage]:
    """The scripted answer, chunk by chunk; it waits for ``release`` after the first words."""
    for chunk in step_one_head():
        yield chunk
    if not await asyncio.to_thread(release.wait, RELEASE_WAIT):
        raise RuntimeError("the producer was never released: the front end never saw the first words")
    for item in rest():
        yield item
