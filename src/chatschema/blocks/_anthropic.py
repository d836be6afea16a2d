"""Anthropic: ``image``/``document`` input blocks with a ``source``, and Messages API output.

Design notes: docs/design.md, ``chatschema.blocks._anthropic``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from chatschema.blocks._factories import KNOWN_BLOCK_TYPES
from chatschema.blocks._registry import Block, register_translator
from chatschema.blocks._translator_helpers import (
    handler_for,
    is_chunk,
    is_isolated_chunk,
    non_standard,
    populate_extras,
    text_handler,
    tool_use_call,
    unwrap_non_standard,
    with_index,
)

__all__ = [
    "HANDLED_TYPES",
    "convert_anthropic_input",
    "only_tool_call_chunk_block",
    "refusal_from_stop_details",
    "translate_content",
    "translate_content_chunk",
]

# -- input blocks ----------------------------------------------------------------------------------

_SourceConverter = Callable[[str, Block, dict[str, Any]], Block]


def _source(
    required: tuple[str, ...], build: Callable[[str, Block, dict[str, Any]], Block]
) -> _SourceConverter:
    def convert(kind: str, block: Block, source: dict[str, Any]) -> Block:
        if not all(key in source for key in required):
            return non_standard(block)
        return populate_extras(build(kind, block, source), block, {"type", "source"})

    return convert


_BASE64 = _source(
    ("data", "media_type"), lambda k, b, s: {"type": k, "base64": s["data"], "mime_type": s["media_type"]}
)
_URL = _source(("url",), lambda k, b, s: {"type": k, "url": s["url"]})
_FILE = _source(("file_id",), lambda k, b, s: {"type": k, "id": s["file_id"]})  # sic: LangChain sets ``id``
_TEXT = _source(
    ("data",),
    lambda k, b, s: {"type": "text-plain", "text": s["data"], "mime_type": b.get("media_type", "text/plain")},
)

_INPUT_SOURCES: dict[str, tuple[str, dict[str, _SourceConverter]]] = {
    "document": ("file", {"base64": _BASE64, "url": _URL, "file": _FILE, "text": _TEXT}),
    "image": ("image", {"base64": _BASE64, "url": _URL, "file": _FILE}),
}
"""Anthropic block type -> (standard block type, converter by ``source["type"]``)."""


def convert_anthropic_input(blocks: list[Block]) -> list[Block]:
    """Best-effort pass: convert Anthropic ``image`` and ``document`` blocks that have a ``source``.

    Args:
        blocks: Blocks from an earlier pass; ``non_standard`` blocks are
            unwrapped and looked at again.

    Returns:
        The blocks, converted where possible (keys other than ``type`` and
        ``source`` go into ``extras``), standard blocks kept and any other
        block wrapped as ``non_standard``.

    Raises:
        TypeError: If a block's ``type`` is unhashable.

    Example:
        >>> convert_anthropic_input([{"type": "document", "title": "Q3",
        ...     "source": {"type": "url", "url": "https://example.com/q3.pdf"}}])
        [{'type': 'file', 'url': 'https://example.com/q3.pdf', 'extras': {'title': 'Q3'}}]
    """
    out: list[Block] = []
    for block in unwrap_non_standard(blocks):
        kind = block.get("type")
        source = block.get("source")
        entry = handler_for(_INPUT_SOURCES, kind)
        if entry is not None and isinstance(source, dict) and "type" in source:
            standard_type, converters = entry
            convert = handler_for(converters, source["type"])
            out.append(non_standard(block) if convert is None else convert(standard_type, block, source))
        elif kind in KNOWN_BLOCK_TYPES:
            out.append(block)
        else:
            out.append(non_standard(block))
    return out


# -- output ----------------------------------------------------------------------------------------

_DOCUMENT_LOCATIONS = frozenset(
    {"char_location", "content_block_location", "page_location", "search_result_location"}
)


def _annotation(citation: Block) -> Block:
    kind = citation.get("type")
    if kind == "web_search_result_location":
        if "cited_text" not in citation or "url" not in citation:
            return {"type": "non_standard_annotation", "value": citation}
        out: Block = {"type": "citation", "cited_text": citation["cited_text"], "url": citation["url"]}
        if title := citation.get("title"):
            out["title"] = title
        known = {"type", "cited_text", "url", "title", "index", "extras"}
    elif kind in _DOCUMENT_LOCATIONS:
        if "cited_text" not in citation:
            return {"type": "non_standard_annotation", "value": citation}
        out = {"type": "citation", "cited_text": citation["cited_text"]}
        if "document_title" in citation:
            out["title"] = citation["document_title"]
        elif title := citation.get("title"):
            out["title"] = title
        known = {"type", "cited_text", "document_title", "title", "index", "extras"}
    else:
        return {"type": "non_standard_annotation", "value": citation}
    return populate_extras(out, citation, known)


_text = text_handler(_annotation)


def _refusal(message: Any, block: Block) -> Iterator[Block]:
    """A native ``refusal`` block: its text, truthy ``extras`` and ``index``; other keys are dropped."""
    new: Block = {"type": "refusal", "refusal": block.get("refusal", "")}
    if extras := block.get("extras"):
        new["extras"] = dict(extras) if isinstance(extras, dict) else extras  # not the content's own dict
    yield with_index(new, block)


def refusal_from_stop_details(response_metadata: dict[str, Any]) -> Block:
    """The ``refusal`` block for a response that stopped with ``stop_reason == "refusal"``.

    ``stop_details`` is read only when it is a dict: a truthy ``explanation``
    becomes the refusal text (as it is, whatever its type; otherwise ``""``),
    and a truthy ``category`` goes into ``extras``.

    Args:
        response_metadata: The message's ``response_metadata``.

    Example:
        >>> refusal_from_stop_details({"stop_reason": "refusal",
        ...     "stop_details": {"explanation": "Not that.", "category": "cyber"}})
        {'type': 'refusal', 'refusal': 'Not that.', 'extras': {'category': 'cyber'}}
        >>> refusal_from_stop_details({"stop_reason": "refusal", "stop_details": "oops"})
        {'type': 'refusal', 'refusal': ''}
    """
    details = response_metadata.get("stop_details")
    if not isinstance(details, dict):
        details = {}
    block: Block = {"type": "refusal", "refusal": details.get("explanation") or ""}
    if category := details.get("category"):
        block["extras"] = {"category": category}
    return block


def _thinking(message: Any, block: Block) -> Iterator[Block]:
    new = with_index({"type": "reasoning", "reasoning": block.get("thinking", "")}, block)
    yield populate_extras(new, block, {"type", "thinking", "index", "extras"})


def only_tool_call_chunk_block(message: Any) -> Block:
    """The message's only tool call chunk, as a ``tool_call_chunk`` block (Anthropic and Bedrock Converse).

    Args:
        message: An ``AIMessageChunk`` with one tool call chunk.

    Returns:
        The block, its keys in LangChain's order; ``index`` only when set.

    Raises:
        IndexError: The chunk has no tool call chunk.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> chunk = AIMessageChunk("", tool_call_chunks=[{"name": "f", "args": "{", "id": "1"}])
        >>> only_tool_call_chunk_block(chunk)
        {'type': 'tool_call_chunk', 'name': 'f', 'id': '1', 'args': '{'}
    """
    chunk = message.tool_call_chunks[0]
    new: Block = {
        "type": "tool_call_chunk",
        "name": chunk.get("name"),
        "id": chunk.get("id"),
        "args": chunk.get("args"),
    }
    if (index := chunk.get("index")) is not None:
        new["index"] = index
    return new


def _tool_use(message: Any, block: Block) -> Iterator[Block]:
    if is_isolated_chunk(message):
        new = only_tool_call_chunk_block(message)
    else:
        new = with_index(tool_use_call(message, block), block)
    for key in ("caller", "toolset_name"):
        if key in block:
            new.setdefault("extras", {})[key] = block[key]
    yield new


def _input_json_delta(message: Any, block: Block) -> Iterator[Block]:
    if len(message.tool_call_chunks) == 1:
        yield only_tool_call_chunk_block(message)
    else:
        yield with_index({"type": "server_tool_call_chunk", "args": block.get("partial_json", "")}, block)


def _starts_stream(message: Any, block: Block) -> bool:
    """The first chunk of a streamed server tool call: empty input, no JSON yet."""
    return (
        is_chunk(message)
        and block.get("input") == {}
        and "partial_json" not in block
        and message.chunk_position != "last"
    )


def _server_call(block: Block, name: str, extras: dict[str, Any], *, streaming: bool) -> Block:
    if streaming:
        new: Block = {"type": "server_tool_call_chunk", "name": name, "args": "", "id": block.get("id", "")}
        known = {"type", "name", "input", "id", "index"}
    else:
        new = {
            "type": "server_tool_call",
            "name": name,
            "args": block.get("input", {}),
            "id": block.get("id", ""),
        }
        if block.get("input") == {} and "partial_json" in block:
            try:
                parsed = json.loads(block["partial_json"])
            except json.JSONDecodeError:
                parsed = None
            if isinstance(parsed, dict):
                new["args"] = parsed
        known = {"type", "name", "input", "partial_json", "id", "index"}
    if extras:
        new["extras"] = extras
    return populate_extras(with_index(new, block), block, known)


def _server_tool_use(message: Any, block: Block) -> Iterator[Block]:
    name = "code_interpreter" if block.get("name") == "code_execution" else block.get("name", "")
    yield _server_call(block, name, {}, streaming=_starts_stream(message, block))


def _mcp_tool_use(message: Any, block: Block) -> Iterator[Block]:
    extras = {"tool_name": block["name"]} if "name" in block else {}
    yield _server_call(block, "remote_mcp", extras, streaming=_starts_stream(message, block))


def _tool_result(message: Any, block: Block) -> Iterator[Block]:
    kind = block["type"]
    new: Block = {
        "type": "server_tool_result",
        "tool_call_id": block.get("tool_use_id", ""),
        "status": "success",
        "extras": {"block_type": kind},
    }
    if output := block.get("content", []):
        new["output"] = output
        if isinstance(output, dict) and output.get("error_code"):
            new["status"] = "error"
    if block.get("is_error"):
        new["status"] = "error"
    yield populate_extras(
        with_index(new, block), block, {"type", "tool_use_id", "content", "is_error", "index"}
    )


_Handler = Callable[[Any, Block], Iterator[Block]]

_OUTPUT: dict[str, tuple[Callable[[Any], bool] | None, _Handler]] = {
    "text": (None, _text),
    "refusal": (None, _refusal),
    "thinking": (None, _thinking),
    "tool_use": (None, _tool_use),
    "input_json_delta": (is_chunk, _input_json_delta),
    "server_tool_use": (None, _server_tool_use),
    "mcp_tool_use": (None, _mcp_tool_use),
}
"""Anthropic block type -> (condition on the message, handler). Types ending in
``_tool_result`` are server tool results; anything else is wrapped as ``non_standard``."""

_RESULT_SUFFIX = "_tool_result"

HANDLED_TYPES: frozenset[str] = (
    frozenset(_INPUT_SOURCES)
    | frozenset(_OUTPUT)
    | {"*" + _RESULT_SUFFIX, "web_search_result_location"}
    | _DOCUMENT_LOCATIONS
)
"""The ``type`` tags this module reads (``*_tool_result`` stands for every result type)."""


def _translate(message: Any) -> list[Block]:
    content = message.content
    items = [{"type": "text", "text": content}] if isinstance(content, str) else content
    out: list[Block] = []
    for block in items:
        if not isinstance(block, dict):
            continue
        kind = block.get("type")
        entry = handler_for(_OUTPUT, kind)
        if entry is not None and (entry[0] is None or entry[0](message)):
            out.extend(entry[1](message, block))
        elif kind and kind.endswith(_RESULT_SUFFIX):
            out.extend(_tool_result(message, block))
        elif "index" in block:
            value = dict(block)
            out.append({"type": "non_standard", "value": value, "index": value.pop("index")})
        else:
            out.append(non_standard(block))
    if message.response_metadata.get("stop_reason") == "refusal" and not any(
        block["type"] == "refusal" for block in out
    ):
        out.append(refusal_from_stop_details(message.response_metadata))
    return out


def translate_content(message: Any) -> list[Block]:
    """Standard blocks of an ``AIMessage`` from Anthropic.

    Args:
        message: The message; string content counts as one text block, even
            when empty.

    Returns:
        The standard content blocks; when ``response_metadata["stop_reason"]``
        is ``"refusal"`` and no block is a refusal, they end with the block
        :func:`refusal_from_stop_details` builds.

    Raises:
        KeyError: If a ``text`` block without citations has no ``text``.

    Example:
        >>> from chatschema import AIMessage
        >>> msg = AIMessage([{"type": "thinking", "thinking": "Hmm.", "signature": "s1"},
        ...                  {"type": "text", "text": "Yes."}])
        >>> translate_content(msg)  # doctest: +NORMALIZE_WHITESPACE
        [{'type': 'reasoning', 'reasoning': 'Hmm.', 'extras': {'signature': 's1'}},
         {'type': 'text', 'text': 'Yes.'}]
        >>> stopped = AIMessage("Sure, first", response_metadata={"stop_reason": "refusal",
        ...     "stop_details": {"explanation": "Unsafe.", "category": "cyber"}})
        >>> translate_content(stopped)  # doctest: +NORMALIZE_WHITESPACE
        [{'type': 'text', 'text': 'Sure, first'},
         {'type': 'refusal', 'refusal': 'Unsafe.', 'extras': {'category': 'cyber'}}]
    """
    return _translate(message)


def translate_content_chunk(message: Any) -> list[Block]:
    """Standard blocks of an ``AIMessageChunk`` from Anthropic.

    A chunk holding a single tool call chunk gives a ``tool_call_chunk``
    block for its ``tool_use`` or ``input_json_delta`` block; the first chunk
    of a server tool call gives a ``server_tool_call_chunk``.

    Args:
        message: The chunk.

    Returns:
        The standard content blocks.

    Raises:
        KeyError: See :func:`translate_content`.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> chunk = AIMessageChunk([{"type": "input_json_delta", "partial_json": '{"q', "index": 1}],
        ...                        tool_call_chunks=[{"name": None, "args": '{"q', "id": None, "index": 1}])
        >>> translate_content_chunk(chunk)
        [{'type': 'tool_call_chunk', 'name': None, 'id': None, 'args': '{"q', 'index': 1}]
    """
    return _translate(message)


register_translator("anthropic", translate_content, translate_content_chunk)
