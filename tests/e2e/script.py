"""The scripted model of the end-to-end tests: the issue's answer in two steps (tests/ui_streams'
``scripted``: reasoning, text, two parallel tool calls with streamed arguments, their results, a
second step), yielded as a model streams it.

The producer stops after the first words until the test releases it (``release``): the front end
must have those words by then, or the server waited for the answer to end before sending it.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator

from chatschema import AIMessageChunk, ToolMessage
from tests.ui_streams.streams import scripted

RELEASE_WAIT = 60.0
"""Seconds the producer waits to be released before it gives up (a guard against a hung test, not a
measure: the test releases it as soon as the front end has the first words)."""

FIRST_WORDS = "Let me check "
"""The text of the chunk after which the producer waits."""


def _first_words(chunk: AIMessageChunk | ToolMessage) -> bool:
    return isinstance(chunk, AIMessageChunk) and any(
        isinstance(block, dict) and block.get("text") == FIRST_WORDS for block in chunk.content
    )


async def model(release: threading.Event) -> AsyncIterator[AIMessageChunk | ToolMessage]:
    """The scripted answer, chunk by chunk; it waits for ``release`` after the first words."""
    script = scripted()
    held = next(i for i, chunk in enumerate(script) if _first_words(chunk)) + 1
    for chunk in script[:held]:
        yield chunk
    if not await asyncio.to_thread(release.wait, RELEASE_WAIT):
        raise RuntimeError("the producer was never released: the front end never saw the first words")
    for chunk in script[held:]:
        yield chunk
