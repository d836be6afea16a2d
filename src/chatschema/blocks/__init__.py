"""Standard (v1) content blocks: what ``message.content_blocks`` returns, as in LangChain 1.8.3.

Design notes: docs/design.md, ``chatschema.blocks``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from chatschema.blocks import _anthropic, _bedrock, _bedrock_converse, _google_genai, _groq, _openai, _v0
from chatschema.blocks._factories import (
    KNOWN_BLOCK_TYPES,
    convert_to_openai_data_block,
    convert_to_openai_image_block,
    create_audio_block,
    create_citation,
    create_file_block,
    create_image_block,
    create_non_standard_block,
    create_plaintext_block,
    create_reasoning_block,
    create_text_block,
    create_tool_call,
    create_video_block,
    is_data_content_block,
)
from chatschema.blocks._registry import PROVIDER_TRANSLATORS, Block, get_translator, register_translator
from chatschema.blocks._translator_helpers import (
    append_missing_tool_calls,
    non_standard,
    reasoning_from_additional_kwargs,
    tool_call_chunk_block,
    tool_call_ids,
)

__all__ = [
    "KNOWN_BLOCK_TYPES",
    "PROVIDER_TRANSLATORS",
    "Block",
    "best_effort_content_blocks",
    "convert_to_openai_data_block",
    "convert_to_openai_image_block",
    "create_audio_block",
    "create_citation",
    "create_file_block",
    "create_image_block",
    "create_non_standard_block",
    "create_plaintext_block",
    "create_reasoning_block",
    "create_text_block",
    "create_tool_call",
    "create_video_block",
    "get_translator",
    "is_data_content_block",
    "message_content_blocks",
    "register_translator",
]

_INPUT_PASSES: tuple[Callable[[list[Block]], list[Block]], ...] = (
    _v0.convert_v0_input,
    _openai.convert_chat_completions_input,
    _anthropic.convert_anthropic_input,
    _google_genai.convert_genai_input,
    _bedrock_converse.convert_converse_input,
)
"""The best-effort passes, in LangChain's order. Each unwraps the ``non_standard``
blocks the previous ones left and converts what it can read."""

_TOOL_CALL_TYPES = frozenset({"tool_call", "invalid_tool_call"})


def best_effort_content_blocks(content: str | list[Any]) -> list[Block]:
    """Standard blocks from message content, by best-effort parsing (no provider translator).

    Args:
        content: A message's content: a string, or a list of strings and dicts.

    Returns:
        The blocks. Items that are neither strings nor dicts are dropped;
        blocks no pass can read stay ``non_standard``.

    Raises:
        KeyError: If a legacy v0 block lacks the key its ``source_type``
            points at.
        TypeError: If a legacy v0 ``url``/``base64`` block also has an
            ``id`` (as in LangChain 1.8.3), or a block's ``type`` is unhashable.
        ValueError: If an OpenAI data part has empty data.

    Example:
        >>> best_effort_content_blocks(["Look:", {"type": "image", "source_type": "url",
        ...     "url": "https://example.com/a.png"}, {"type": "poll", "question": "?"}])
        ... # doctest: +NORMALIZE_WHITESPACE
        [{'type': 'text', 'text': 'Look:'}, {'type': 'image', 'url': 'https://example.com/a.png'},
         {'type': 'non_standard', 'value': {'type': 'poll', 'question': '?'}}]
    """
    blocks: list[Block] = []
    for item in [content] if isinstance(content, str) and content else content:
        if isinstance(item, str):
            blocks.append({"type": "text", "text": item})
        elif isinstance(item, dict):
            standard = item.get("type") in KNOWN_BLOCK_TYPES and "source_type" not in item
            blocks.append(item if standard else non_standard(item))
    for convert in _INPUT_PASSES:
        blocks = convert(blocks)
    return blocks


def _with_reasoning(message: Any, blocks: list[Block]) -> list[Block]:
    """Put ``additional_kwargs["reasoning_content"]`` first, unless a reasoning block is there."""
    if not any(block.get("type") == "reasoning" for block in blocks):
        reasoning = reasoning_from_additional_kwargs(message)
        if reasoning:
            blocks.insert(0, reasoning)
    return blocks


def _translated(message: Any, which: str) -> list[Block] | None:
    """The provider translator's blocks; ``None`` without one, or when it declines."""
    provider = message.response_metadata.get("model_provider")
    translator = get_translator(provider) if provider else None
    if not translator:
        return None
    try:
        return translator[which](message)
    except NotImplementedError:
        return None


def _is_v1(message: Any) -> bool:
    return message.response_metadata.get("output_version") == "v1" and isinstance(message.content, list)


def _v1_or_translated(message: Any, which: str) -> list[Block] | None:
    """The content of a v1 message, else what its provider's translator ``which`` gives (``None`` if none)."""
    if _is_v1(message):
        content: list[Block] = message.content
        return content
    return _translated(message, which)


def _ai_blocks(message: Any) -> list[Block]:
    if (blocks := _v1_or_translated(message, "translate_content")) is not None:
        return blocks
    blocks = best_effort_content_blocks(message.content)
    if message.tool_calls:
        append_missing_tool_calls(blocks, message.tool_calls, tool_call_ids(message.content))
    return _with_reasoning(message, blocks)


def _ai_chunk_blocks(message: Any) -> list[Block]:
    if (blocks := _v1_or_translated(message, "translate_content_chunk")) is not None:
        return blocks
    # As in LangChain, the chunk falls back to the AIMessage reading, which
    # asks the provider's ``translate_content`` once more.
    blocks = _ai_blocks(message)
    if message.tool_call_chunks and not message.content and message.chunk_position != "last":
        blocks = [block for block in blocks if block["type"] not in _TOOL_CALL_TYPES]
        blocks += [tool_call_chunk_block(chunk) for chunk in message.tool_call_chunks]
    return _with_reasoning(message, blocks)


def _other_blocks(message: Any) -> list[Block]:
    return best_effort_content_blocks(message.content)


_BY_MESSAGE_TYPE: dict[str, Callable[[Any], list[Block]]] = {
    "ai": _ai_blocks,
    "AIMessageChunk": _ai_chunk_blocks,
}
"""Message type tag -> reader; every other message type gets best-effort parsing."""


def message_content_blocks(message: Any) -> list[Block]:
    """The standard (v1) content blocks of a message: what ``message.content_blocks`` returns.

    Args:
        message: Any chatschema message or chunk.

    Returns:
        The blocks, a new list, except for AI messages with
        ``output_version == "v1"`` and list content, whose content list is
        returned as it is.

    Raises:
        KeyError: If a block lacks a field its type requires (see
            :func:`best_effort_content_blocks` and the provider modules).
        TypeError: See :func:`best_effort_content_blocks`.
        ValueError: See :func:`best_effort_content_blocks`.

    Example:
        >>> from chatschema import AIMessage, HumanMessage
        >>> message_content_blocks(HumanMessage([{"type": "image_url",
        ...     "image_url": {"url": "data:image/png;base64,iVBOR"}}]))[0]["mime_type"]
        'image/png'
        >>> msg = AIMessage("It is 4.", additional_kwargs={"reasoning_content": "2+2"},
        ...                 tool_calls=[{"name": "calc", "args": {"x": "2+2"}, "id": "c1"}])
        >>> message_content_blocks(msg)  # doctest: +NORMALIZE_WHITESPACE
        [{'type': 'reasoning', 'reasoning': '2+2'}, {'type': 'text', 'text': 'It is 4.'},
         {'type': 'tool_call', 'id': 'c1', 'name': 'calc', 'args': {'x': '2+2'}}]
    """
    read = _BY_MESSAGE_TYPE.get(message.type, _other_blocks)
    return read(message)


# The provider modules register their translators when imported (above).
_PROVIDER_MODULES = (_anthropic, _bedrock, _bedrock_converse, _google_genai, _groq, _openai)
