"""Amazon Bedrock Converse API: ``ContentBlock``-style input, and Converse output.

Design notes: docs/design.md, ``chatschema.blocks._bedrock_converse``.
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Iterator
from typing import Any

from chatschema.blocks._anthropic import only_tool_call_chunk_block
from chatschema.blocks._registry import Block, register_translator
from chatschema.blocks._translator_helpers import (
    convert_parts,
    handler_for,
    is_chunk,
    is_isolated_chunk,
    non_standard,
    populate_extras,
    text_handler,
    tool_use_call,
    untyped_part_converter,
    with_index,
)

__all__ = ["HANDLED_TYPES", "convert_converse_input", "translate_content", "translate_content_chunk"]


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("utf-8")


# -- input parts -----------------------------------------------------------------------------------


def _document(block: Block, document: dict[str, Any]) -> Block:
    source = document.get("source", {})
    if document.get("format") == "pdf":
        if "bytes" not in source:
            return non_standard(block)
        new: Block = {
            "type": "file",
            "base64": _b64(document["source"]["bytes"]),
            "mime_type": "application/pdf",
        }
    elif document["format"] == "txt":
        if "text" not in source:
            return non_standard(block)
        new = {"type": "text-plain", "text": document["source"]["text"], "mime_type": "text/plain"}
    else:
        return non_standard(block)
    return populate_extras(new, document, {"format", "source"})


def _image(block: Block, image: dict[str, Any]) -> Block:
    if "bytes" not in image.get("source", {}):
        return non_standard(block)
    new: Block = {
        "type": "image",
        "base64": _b64(image["source"]["bytes"]),
        "mime_type": f"image/{image['format']}",
    }
    return populate_extras(new, image, {"format", "source"})


_untyped_part = untyped_part_converter(_document, _image)
"""A one-key Converse block (``text``, ``document`` or ``image``, which carry no ``type``), converted."""


def convert_converse_input(blocks: list[Block]) -> list[Block]:
    """Best-effort pass: convert Bedrock Converse content blocks.

    Args:
        blocks: Blocks from an earlier pass; ``non_standard`` blocks are
            unwrapped and looked at again.

    Returns:
        The blocks, Converse parts converted, standard blocks kept and any
        other block wrapped as ``non_standard``.

    Raises:
        TypeError: If document or image ``bytes`` are not bytes.

    Example:
        >>> convert_converse_input([{"image": {"format": "png", "source": {"bytes": b"PNG"}}}])
        [{'type': 'image', 'base64': 'UE5H', 'mime_type': 'image/png'}]
    """
    return convert_parts(blocks, _untyped_part)


# -- output ----------------------------------------------------------------------------------------


def _citation(citation: Block) -> Block:
    out: Block = {"type": "citation"}
    if "title" in citation:
        out["title"] = citation["title"]
    source_content = citation.get("source_content")
    if (
        source_content
        and isinstance(source_content, list)
        and all(isinstance(item, dict) for item in source_content)
    ):
        out["cited_text"] = "".join(item.get("text", "") for item in source_content)
    return populate_extras(out, citation, {"type", "source_content", "title", "index", "extras"})


_text = text_handler(_citation)


def _reasoning(message: Any, block: Block) -> Iterator[Block]:
    new: Block = {"type": "reasoning"}
    if content := block.get("reasoning_content"):
        if text := content.get("text"):
            new["reasoning"] = text
        for key in ("signature", "redacted_content"):
            if value := content.get(key):
                new.setdefault("extras", {})[key] = value
    with_index(new, block)
    yield populate_extras(new, block, {"type", "reasoning_content", "index", "extras"})


def _tool_use(message: Any, block: Block) -> Iterator[Block]:
    if is_isolated_chunk(message):
        yield only_tool_call_chunk_block(message)
        return
    yield with_index(tool_use_call(message, block), block)


def _input_json_delta(message: Any, block: Block) -> Iterator[Block]:
    yield only_tool_call_chunk_block(message)


def _single_chunk(message: Any) -> bool:
    return is_chunk(message) and len(message.tool_call_chunks) == 1


_Handler = Callable[[Any, Block], Iterator[Block]]

_OUTPUT: dict[str, tuple[Callable[[Any], bool] | None, _Handler]] = {
    "text": (None, _text),
    "reasoning_content": (None, _reasoning),
    "tool_use": (None, _tool_use),
    "input_json_delta": (_single_chunk, _input_json_delta),
}
"""Converse block type -> (condition on the message, handler); anything else is wrapped
as ``non_standard``."""

HANDLED_TYPES: frozenset[str] = frozenset(_OUTPUT)
"""The ``type`` tags this module reads (untyped input parts are read by their key)."""


def _translate(message: Any) -> list[Block]:
    content = message.content
    if content == "" and not message.additional_kwargs and not message.tool_calls:
        return []  # Converse streams chunks that carry only metadata
    items = [{"type": "text", "text": content}] if isinstance(content, str) else content
    out: list[Block] = []
    for block in items:
        if not isinstance(block, dict):
            continue
        entry = handler_for(_OUTPUT, block.get("type"))
        if entry is not None and (entry[0] is None or entry[0](message)):
            out.extend(entry[1](message, block))
        elif "index" in block:
            value = dict(block)
            out.append({"type": "non_standard", "value": value, "index": value.pop("index")})
        else:
            out.append(non_standard(block))
    return out


def translate_content(message: Any) -> list[Block]:
    """Standard blocks of an ``AIMessage`` from Bedrock Converse.

    Args:
        message: The message; empty string content with no
            ``additional_kwargs`` and no tool calls gives no blocks.

    Returns:
        The standard content blocks.

    Raises:
        KeyError: If a ``text`` block without citations has no ``text``.

    Example:
        >>> from chatschema import AIMessage
        >>> msg = AIMessage([
        ...     {"type": "reasoning_content", "reasoning_content": {"text": "Hm.", "signature": "s"}},
        ...     {"type": "text", "text": "Ok."}])
        >>> translate_content(msg)  # doctest: +NORMALIZE_WHITESPACE
        [{'type': 'reasoning', 'reasoning': 'Hm.', 'extras': {'signature': 's'}},
         {'type': 'text', 'text': 'Ok.'}]
    """
    return _translate(message)


def translate_content_chunk(message: Any) -> list[Block]:
    """Standard blocks of an ``AIMessageChunk`` from Bedrock Converse.

    Args:
        message: The chunk.

    Returns:
        The standard content blocks.

    Raises:
        KeyError: See :func:`translate_content`.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> translate_content_chunk(AIMessageChunk(""))
        []
    """
    return _translate(message)


register_translator("bedrock_converse", translate_content, translate_content_chunk)
