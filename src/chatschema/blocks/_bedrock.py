"""Amazon Bedrock (InvokeModel), whose Claude models answer in Anthropic's format.

Design notes: docs/design.md, ``chatschema.blocks._bedrock``.
"""

from __future__ import annotations

from typing import Any

import chatschema.blocks._anthropic as anthropic
from chatschema.blocks._registry import Block, register_translator
from chatschema.blocks._translator_helpers import (
    append_missing_tool_calls,
    tool_call_chunk_block,
    tool_call_ids,
)

__all__ = ["HANDLED_TYPES", "translate_content", "translate_content_chunk"]

HANDLED_TYPES: frozenset[str] = anthropic.HANDLED_TYPES | {"tool_call"}
"""Bedrock's Claude output is Anthropic's, so the same tags are read, and ``tool_call``
blocks for the ids of the tool calls already there."""


def translate_content(message: Any) -> list[Block]:
    """Standard blocks of an ``AIMessage`` from a Claude model on Bedrock.

    Returns:
        The Anthropic translation, then a ``tool_call`` block for each tool
        call (with an id) that the content lacks.

    Raises:
        NotImplementedError: If the model is not a Claude model.
        AttributeError: If ``response_metadata["model_name"]`` is not a string.

    Example:
        >>> from chatschema import AIMessage
        >>> msg = AIMessage("Hi", response_metadata={"model_name": "anthropic.claude-3-haiku"},
        ...                 tool_calls=[{"name": "f", "args": {}, "id": "t1"}])
        >>> translate_content(msg)
        [{'type': 'text', 'text': 'Hi'}, {'type': 'tool_call', 'id': 't1', 'name': 'f', 'args': {}}]
        >>> translate_content(AIMessage("Hi", response_metadata={"model_name": "amazon.nova-pro"}))
        Traceback (most recent call last):
        ...
        NotImplementedError
    """
    if "claude" not in message.response_metadata.get("model_name", "").lower():
        raise NotImplementedError
    blocks = anthropic.translate_content(message)
    return append_missing_tool_calls(blocks, message.tool_calls, tool_call_ids(blocks))


def translate_content_chunk(message: Any) -> list[Block]:
    """Standard blocks of an ``AIMessageChunk`` from Bedrock (any model).

    Args:
        message: The chunk; an empty one with no ``additional_kwargs`` and no
            tool calls gives no blocks.

    Returns:
        The Anthropic translation, then, for a chunk with tool call chunks,
        no content and not the last position, its ``tool_call_chunk`` blocks.

    Raises:
        KeyError: See :func:`chatschema.blocks._anthropic.translate_content`.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> chunk = AIMessageChunk([], tool_call_chunks=[{"name": "f", "args": "{", "id": "t1", "index": 2}])
        >>> translate_content_chunk(chunk)
        [{'type': 'tool_call_chunk', 'id': 't1', 'name': 'f', 'args': '{', 'index': 2}]
    """
    if message.content == "" and not message.additional_kwargs and not message.tool_calls:
        return []  # Bedrock streams chunks that carry only metadata
    blocks = anthropic.translate_content_chunk(message)
    if message.tool_call_chunks and not message.content and message.chunk_position != "last":
        blocks += [tool_call_chunk_block(chunk) for chunk in message.tool_call_chunks]
    return blocks


register_translator("bedrock", translate_content, translate_content_chunk)
