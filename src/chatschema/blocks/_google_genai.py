"""Google GenAI (and Vertex AI): ``Part``-style input, and Gemini output.

Design notes: docs/design.md, ``chatschema.blocks._google_genai``.
"""

from __future__ import annotations

import base64
import importlib
import re
from collections.abc import Callable
from typing import Any

from chatschema.blocks._factories import create_citation
from chatschema.blocks._registry import Block, register_translator
from chatschema.blocks._translator_helpers import (
    append_missing_tool_calls,
    convert_parts,
    handler_for,
    non_standard,
    tool_call_chunks,
    tool_call_ids,
    untyped_part_converter,
)

__all__ = [
    "HANDLED_TYPES",
    "MODEL_PROVIDERS",
    "REFUSAL_FINISH_REASONS",
    "convert_genai_input",
    "refusal_from_metadata",
    "translate_content",
    "translate_content_chunk",
    "translate_grounding_metadata_to_citations",
]


def _b64(data: Any) -> str:
    return data if isinstance(data, str) else base64.b64encode(data).decode("utf-8")


def _guess_mime_type(data: bytes) -> str | None:
    """The media type the optional ``filetype`` package reads from the bytes, as LangChain does."""
    try:
        filetype: Any = importlib.import_module("filetype")
    except ImportError:
        return None
    kind = filetype.guess(data)
    mime: str | None = kind.mime if kind else None
    return mime


# -- input parts -----------------------------------------------------------------------------------


def _document(part: Block, document: dict[str, Any]) -> Block:
    source = document.get("source", {})
    extras = {key: value for key, value in document.items() if key not in {"format", "source"}}
    kind = document.get("format")
    if kind == "pdf" and "bytes" in source:
        new: Block = {"type": "file", "base64": _b64(source["bytes"]), "mime_type": "application/pdf"}
    elif kind == "txt" and "text" in source:
        new = {"type": "text-plain", "text": source["text"], "mime_type": "text/plain"}
    else:
        return non_standard(part)
    if extras:
        new["extras"] = extras
    return new


def _image(part: Block, image: dict[str, Any]) -> Block:
    source = image.get("source", {})
    if "bytes" not in source:
        return non_standard(part)
    new: Block = {
        "type": "image",
        "base64": _b64(source["bytes"]),
        "mime_type": f"image/{image.get('format')}",
    }
    extras = {key: value for key, value in image.items() if key not in {"format", "source"}}
    if extras:
        new["extras"] = extras
    return new


_untyped_part = untyped_part_converter(_document, _image)
"""A one-key ``Part`` dict (``text``, ``document`` or ``image``, which carry no ``type``), converted."""


def _code_call(block: Block) -> Block:
    return {
        "type": "server_tool_call",
        "name": "code_interpreter",
        "args": {"code": block.get("executable_code", ""), "language": block.get("language", "python")},
        "id": block.get("id", ""),
    }


def _code_result(block: Block, extras: dict[str, Any]) -> Block:
    outcome = block.get("outcome", 1)
    new: Block = {
        "type": "server_tool_result",
        "tool_call_id": block.get("tool_call_id", ""),
        "status": "success" if outcome == 1 else "error",
        "output": block.get("code_execution_result", ""),
    }
    if outcome is not None:
        extras = {**extras, "outcome": outcome}
    if extras:
        new["extras"] = extras
    return new


def _file_data_input(block: Block) -> Block | None:
    if "file_uri" not in block:
        return None
    new: Block = {"type": "file", "url": block["file_uri"]}
    if mime_type := block.get("mime_type"):
        new["mime_type"] = mime_type
    return new


def _function_call_input(block: Block) -> Block | None:
    if "name" not in block:
        return None
    return {
        "type": "tool_call",
        "name": block["name"],
        "args": block.get("args", {}),
        "id": block.get("id", ""),
    }


_INPUT: dict[str, Callable[[Block], Block | None]] = {
    "file_data": _file_data_input,
    "function_call": _function_call_input,
    "executable_code": _code_call,
    "code_execution_result": lambda block: _code_result(block, {}),
}
"""GenAI block type -> converter (``None`` when the block lacks what it needs)."""


def _input_part(block: Block) -> Block | None:
    converted = _untyped_part(block)
    if converted is None:
        convert = handler_for(_INPUT, block.get("type"))
        converted = convert(block) if convert is not None else None
    return converted


def convert_genai_input(blocks: list[Block]) -> list[Block]:
    """Best-effort pass: convert Google GenAI parts.

    Args:
        blocks: Blocks from an earlier pass; ``non_standard`` blocks are
            unwrapped and looked at again.

    Returns:
        The blocks, GenAI parts converted, standard blocks kept and any
        other block wrapped as ``non_standard``.

    Raises:
        TypeError: If a block's ``type`` is unhashable.

    Example:
        >>> convert_genai_input([{"text": "Hi"}, {"type": "file_data", "file_uri": "gs://b/a.pdf",
        ...                       "mime_type": "application/pdf"}])
        ... # doctest: +NORMALIZE_WHITESPACE
        [{'type': 'text', 'text': 'Hi'},
         {'type': 'file', 'url': 'gs://b/a.pdf', 'mime_type': 'application/pdf'}]
    """
    return convert_parts(blocks, _input_part)


# -- grounding metadata ----------------------------------------------------------------------------


def translate_grounding_metadata_to_citations(grounding_metadata: dict[str, Any]) -> list[Block]:
    """Citations from Gemini's grounding metadata: one per (support, grounding chunk) pair.

    Args:
        grounding_metadata: ``response_metadata["grounding_metadata"]``, with
            ``grounding_chunks`` (web or maps sources), ``grounding_supports``
            (spans of the answer and the chunks that support them) and
            ``web_search_queries``.

    Returns:
        ``citation`` annotations, each with a generated ``lc_`` id and the
        Google fields in ``extras["google_ai_metadata"]``.

    Raises:
        AttributeError: If a support, segment or chunk is not a mapping.

    Example:
        >>> meta = {"web_search_queries": ["q"],
        ...         "grounding_chunks": [{"web": {"uri": "https://example.com", "title": "Ex"}}],
        ...         "grounding_supports": [{"segment": {"start_index": 0, "end_index": 4, "text": "Paris"},
        ...                                 "grounding_chunk_indices": [0]}]}
        >>> [citation] = translate_grounding_metadata_to_citations(meta)
        >>> citation["url"], citation["cited_text"], sorted(citation["extras"]["google_ai_metadata"])
        ('https://example.com', 'Paris', ['confidence_scores', 'grounding_chunk_index', 'web_search_queries'])
    """
    if not grounding_metadata:
        return []
    chunks = grounding_metadata.get("grounding_chunks", [])
    queries = grounding_metadata.get("web_search_queries", [])
    citations: list[Block] = []
    for support in grounding_metadata.get("grounding_supports", []):
        segment = support.get("segment", {})
        for chunk_index in support.get("grounding_chunk_indices", []):
            if not chunk_index < len(chunks):
                continue
            chunk = chunks[chunk_index]
            web = chunk.get("web") or {}
            maps = chunk.get("maps") or {}
            meta: dict[str, Any] = {
                "web_search_queries": queries,
                "grounding_chunk_index": chunk_index,
                "confidence_scores": support.get("confidence_scores") or [],
            }
            if maps.get("placeId"):
                meta["place_id"] = maps["placeId"]
            citations.append(
                create_citation(
                    url=maps.get("uri") or web.get("uri"),
                    title=maps.get("title") or web.get("title"),
                    start_index=segment.get("start_index"),
                    end_index=segment.get("end_index"),
                    cited_text=segment.get("text"),
                    google_ai_metadata=meta,
                )
            )
    return citations


# -- output ----------------------------------------------------------------------------------------

_DATA_URL = re.compile(r"data:([^;]+);base64,(.+)")


def _image_url(item: Block) -> Block:
    url = item.get("image_url", {}).get("url", "")
    if not url:
        raise ValueError("Image URL not a data URI; appending as non-standard block.")
    found = _DATA_URL.match(url)
    if found:
        return {"type": "image", "base64": found.group(2), "mime_type": found.group(1)}
    try:  # raw base64, perhaps
        mime_type = _guess_mime_type(base64.b64decode(url, validate=True))
    except Exception:
        return non_standard(item)
    new: Block = {"type": "image", "base64": url}
    if mime_type:
        new["mime_type"] = mime_type
    return new


def _function_call(item: Block) -> Block:
    return {
        "type": "tool_call",
        "name": item.get("name", ""),
        "args": item.get("args", {}),
        "id": item.get("id", ""),
    }


def _file_data(item: Block) -> Block:
    new: Block = {"type": "file", "url": item.get("file_uri", "")}
    if mime_type := item.get("mime_type"):
        new["mime_type"] = mime_type
    return new


def _thinking(item: Block) -> Block:
    new: Block = {"type": "reasoning", "reasoning": item.get("thinking", "")}
    if signature := item.get("signature"):
        new["extras"] = {"signature": signature}
    return new


_OUTPUT: dict[str, Callable[[Block], Block]] = {
    "image_url": _image_url,
    "function_call": _function_call,
    "file_data": _file_data,
    "thinking": _thinking,
    "executable_code": _code_call,
    "code_execution_result": lambda item: _code_result(item, {"block_type": "code_execution_result"}),
    "text": lambda item: item,
}
"""GenAI content item type -> converter; other dicts are wrapped as ``non_standard``."""

HANDLED_TYPES: frozenset[str] = frozenset(_INPUT) | frozenset(_OUTPUT) | {"tool_call"}
"""The ``type`` tags this module reads (untyped ``Part`` dicts are read by their key;
``tool_call`` blocks are read for the ids of the tool calls already there)."""


def _index_of(message: Any) -> Callable[[str], Any]:
    indices = {
        chunk.get("id"): f"lc_tc_{chunk.get('index')}"
        for chunk in tool_call_chunks(message)
        if chunk.get("id") and chunk.get("index") is not None
    }
    return indices.get


def _audio(message: Any) -> list[Block]:
    audio = message.additional_kwargs.get("audio")
    if audio and isinstance(audio, bytes):
        return [{"type": "audio", "base64": _b64(audio), "mime_type": "audio/wav"}]
    return []


def _add_grounding(message: Any, blocks: list[Block]) -> None:
    """Put citations from the grounding metadata on the first text block (a new dict, not the content's)."""
    metadata = message.response_metadata.get("grounding_metadata")
    if not metadata:
        return
    citations = translate_grounding_metadata_to_citations(metadata)
    for position, block in enumerate(blocks):
        if block["type"] == "text" and citations:
            blocks[position] = {**block, "annotations": citations}
            return


REFUSAL_FINISH_REASONS: frozenset[str] = frozenset({"SAFETY", "PROHIBITED_CONTENT", "BLOCKLIST"})
"""Gemini finish reasons that mean the response was blocked (a refusal)."""


def _reason_name(reason: Any) -> str | None:
    """The member name of a finish or block reason given as an enum, ``"FinishReason.X"`` or ``"X"``."""
    if not reason:
        return None
    return str(getattr(reason, "name", reason)).rsplit(".", 1)[-1]


def refusal_from_metadata(response_metadata: dict[str, Any]) -> Block | None:
    """The ``refusal`` block for a response Gemini blocked, or ``None``.

    The reasons go into ``extras``: ``finish_reason`` when it is one of
    :data:`REFUSAL_FINISH_REASONS`, and ``block_reason`` when
    ``prompt_feedback`` is a dict whose ``block_reason`` is set (and not
    ``BLOCKED_REASON_UNSPECIFIED``). The text is ``finish_message`` when
    truthy, else ``""``.

    Args:
        response_metadata: The message's ``response_metadata``.

    Returns:
        The block, or ``None`` when neither reason says the response was blocked.

    Example:
        >>> refusal_from_metadata({"finish_reason": "SAFETY", "finish_message": "Blocked."})
        {'type': 'refusal', 'refusal': 'Blocked.', 'extras': {'finish_reason': 'SAFETY'}}
        >>> refusal_from_metadata({"prompt_feedback": {"block_reason": "BlockedReason.OTHER"}})
        {'type': 'refusal', 'refusal': '', 'extras': {'block_reason': 'OTHER'}}
        >>> refusal_from_metadata({"finish_reason": "STOP"}) is None
        True
    """
    extras: dict[str, Any] = {}
    finish_reason = _reason_name(response_metadata.get("finish_reason"))
    if finish_reason in REFUSAL_FINISH_REASONS:
        extras["finish_reason"] = finish_reason
    feedback = response_metadata.get("prompt_feedback")
    if isinstance(feedback, dict):
        block_reason = _reason_name(feedback.get("block_reason"))
        if block_reason and block_reason != "BLOCKED_REASON_UNSPECIFIED":
            extras["block_reason"] = block_reason
    if not extras:
        return None
    return {"type": "refusal", "refusal": response_metadata.get("finish_message") or "", "extras": extras}


def _refusal(message: Any) -> list[Block]:
    refusal = refusal_from_metadata(message.response_metadata)
    return [refusal] if refusal else []


def _from_string(message: Any) -> list[Block]:
    blocks: list[Block] = [{"type": "text", "text": message.content}] if message.content else []
    append_missing_tool_calls(
        blocks, message.tool_calls, tool_call_ids(blocks), keep=(), index_for=_index_of(message)
    )
    blocks += _audio(message)
    _add_grounding(message, blocks)
    return blocks + _refusal(message)


def _convert_item(item: Any) -> Block:
    if isinstance(item, str):
        return {"type": "text", "text": item}
    if not isinstance(item, dict):
        return non_standard(item)
    convert = handler_for(_OUTPUT, item.get("type"))
    return non_standard(item) if convert is None else convert(item)


def _translate(message: Any) -> list[Block]:
    if isinstance(message.content, str):
        return _from_string(message)
    blocks: list[Block] = []
    for item in message.content:
        block = _convert_item(item)
        if isinstance(item, dict) and (index := item.get("index")) is not None:
            block.setdefault("index", index)
        blocks.append(block)
    _add_grounding(message, blocks)
    blocks += _audio(message)
    append_missing_tool_calls(
        blocks, message.tool_calls, tool_call_ids(blocks), keep=(), index_for=_index_of(message)
    )
    return blocks + _refusal(message)


def translate_content(message: Any) -> list[Block]:
    """Standard blocks of an ``AIMessage`` from Google GenAI or Vertex AI.

    Returns:
        The standard content blocks, ending with a ``refusal`` block when
        :func:`refusal_from_metadata` finds the response was blocked.

    Raises:
        ValueError: If an ``image_url`` item has an empty URL.

    Example:
        >>> from chatschema import AIMessage
        >>> msg = AIMessage([{"type": "thinking", "thinking": "Plan.", "signature": "s"}, "Done."],
        ...                 tool_calls=[{"name": "f", "args": {}, "id": "t1"}])
        >>> translate_content(msg)  # doctest: +NORMALIZE_WHITESPACE
        [{'type': 'reasoning', 'reasoning': 'Plan.', 'extras': {'signature': 's'}},
         {'type': 'text', 'text': 'Done.'}, {'type': 'tool_call', 'id': 't1', 'name': 'f', 'args': {}}]
        >>> translate_content(AIMessage("", response_metadata={"finish_reason": "SAFETY"}))
        [{'type': 'refusal', 'refusal': '', 'extras': {'finish_reason': 'SAFETY'}}]
    """
    return _translate(message)


def translate_content_chunk(message: Any) -> list[Block]:
    """Standard blocks of an ``AIMessageChunk`` from Google GenAI or Vertex AI.

    Appended tool calls get the ``index`` of their tool call chunk, as
    ``lc_tc_<index>``.

    Args:
        message: The chunk.

    Returns:
        The standard content blocks.

    Raises:
        ValueError: See :func:`translate_content`.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> chunk = AIMessageChunk("", tool_call_chunks=[{"name": "f", "args": "{}", "id": "t1", "index": 0}])
        >>> translate_content_chunk(chunk)
        [{'type': 'tool_call', 'id': 't1', 'name': 'f', 'args': {}, 'index': 'lc_tc_0'}]
    """
    return _translate(message)


MODEL_PROVIDERS = ("google_genai", "google_vertexai")
"""``response_metadata["model_provider"]`` of the AI messages these translators read: the names of
LangChain's Gemini integrations (chatschema's format is named ``"gemini"``, :mod:`chatschema._formats`)."""

for _provider in MODEL_PROVIDERS:
    register_translator(_provider, translate_content, translate_content_chunk)
