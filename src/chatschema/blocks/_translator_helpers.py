"""Helpers the provider translators share."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any, TypeVar

from chatschema.blocks._factories import KNOWN_BLOCK_TYPES
from chatschema.blocks._registry import Block

H = TypeVar("H")


def handler_for(handlers: Mapping[str, H], tag: Any) -> H | None:
    """The handler registered for a block's ``type`` tag (``None`` for unknown or non-string tags)."""
    return handlers.get(tag) if isinstance(tag, str) else None


def non_standard(value: Any) -> Block:
    return {"type": "non_standard", "value": value}


def unwrap_non_standard(blocks: Iterable[Block]) -> list[Block]:
    """The blocks, with each ``non_standard`` block replaced by the provider block it wraps.

    Each best-effort parsing pass starts from here, so that blocks an earlier
    pass could not read get another chance.
    """
    return [block["value"] if block.get("type") == "non_standard" else block for block in blocks]


def convert_parts(blocks: Iterable[Block], convert: Callable[[Block], Block | None]) -> list[Block]:
    """A best-effort input pass: each block (``non_standard`` ones unwrapped) as ``convert`` gives it.

    Where ``convert`` gives ``None``, a standard block is kept and any other block is wrapped as
    ``non_standard``.
    """
    out: list[Block] = []
    for block in unwrap_non_standard(blocks):
        converted = convert(block)
        if converted is not None:
            out.append(converted)
        elif block.get("type") in KNOWN_BLOCK_TYPES:
            out.append(block)
        else:
            out.append(non_standard(block))
    return out


def untyped_part_converter(
    document: Callable[[Block, dict[str, Any]], Block], image: Callable[[Block, dict[str, Any]], Block]
) -> Callable[[Block], Block | None]:
    """The converter for a one-key part without a ``type`` (Bedrock Converse, Google GenAI).

    ``{"text": ...}`` becomes a ``text`` block; ``{"document": {...}}`` and ``{"image": {...}}`` with a
    ``format`` go to ``document`` and ``image`` (called with the part and the inner dict). Anything
    else gives ``None``.
    """
    by_key = (("document", document), ("image", image))

    def convert(block: Block) -> Block | None:
        if len(block) != 1:
            return None
        if text := block.get("text"):
            return {"type": "text", "text": text}
        for key, convert_value in by_key:
            value = block.get(key)
            if value and isinstance(value, dict) and "format" in value:
                return convert_value(block, value)
        return None

    return convert


def populate_extras(target: Block, source: Mapping[str, Any], known: frozenset[str] | set[str]) -> Block:
    """Copy the keys of ``source`` outside ``known`` into ``target["extras"]`` (not for non_standard)."""
    if target.get("type") == "non_standard":
        return target
    for key, value in source.items():
        if key not in known:
            target.setdefault("extras", {})[key] = value
    return target


def with_index(new: Block, block: Block) -> Block:
    """Copy ``index`` from ``block`` onto the translated ``new`` block, when there is one."""
    if "index" in block:
        new["index"] = block["index"]
    return new


def text_handler(annotation: Callable[[Block], Block]) -> Callable[[Any, Block], Iterator[Block]]:
    """The output handler for a provider ``text`` block whose ``citations`` become ``annotations``.

    ``annotation`` converts one citation. A block without citations keeps only its text (and ``index``).
    """

    def text(message: Any, block: Block) -> Iterator[Block]:
        if citations := block.get("citations"):
            new: Block = {
                "type": "text",
                "text": block.get("text", ""),
                "annotations": [annotation(citation) for citation in citations],
            }
        else:
            new = {"type": "text", "text": block["text"]}
        yield with_index(new, block)

    return text


def is_chunk(message: Any) -> bool:
    """Whether the message is an ``AIMessageChunk``."""
    return bool(message.type == "AIMessageChunk")


def tool_call_chunks(message: Any) -> list[dict[str, Any]]:
    """The message's ``tool_call_chunks`` (empty for messages that have none)."""
    chunks: list[dict[str, Any]] = getattr(message, "tool_call_chunks", None) or []
    return chunks


def is_isolated_chunk(message: Any) -> bool:
    """A streamed chunk holding exactly one tool call chunk, not the final aggregate."""
    return is_chunk(message) and len(message.tool_call_chunks) == 1 and message.chunk_position != "last"


def tool_call_block(call: Mapping[str, Any]) -> Block:
    """A ``tool_call`` block from one of ``message.tool_calls``."""
    return {"type": "tool_call", "name": call["name"], "args": call["args"], "id": call.get("id")}


def tool_use_call(message: Any, block: Mapping[str, Any]) -> Block:
    """The ``tool_call`` block for a ``tool_use`` block (Anthropic, Bedrock Converse).

    Taken from ``message.tool_calls`` when there is just one or one has the block's ``id``; else
    built from the block's ``name``, ``input`` and ``id``.
    """
    calls = message.tool_calls
    chosen = None
    if len(calls) == 1:
        chosen = calls[0]
    elif call_id := block.get("id"):
        chosen = next((call for call in calls if call.get("id") == call_id), None)
    if chosen is not None:
        return {"type": "tool_call", "name": chosen["name"], "args": chosen["args"], "id": chosen.get("id")}
    return {
        "type": "tool_call",
        "name": block.get("name", ""),
        "args": block.get("input", {}),
        "id": block.get("id", ""),
    }


def tool_call_chunk_block(chunk: Mapping[str, Any]) -> Block:
    """A ``tool_call_chunk`` block from one of ``message.tool_call_chunks`` (``index`` only when set)."""
    block: Block = {
        "type": "tool_call_chunk",
        "id": chunk.get("id"),
        "name": chunk.get("name"),
        "args": chunk.get("args"),
    }
    if (index := chunk.get("index")) is not None:
        block["index"] = index
    return block


def append_missing_tool_calls(
    blocks: list[Block],
    tool_calls: Iterable[Mapping[str, Any]],
    present_ids: set[Any],
    *,
    keep: tuple[str, ...] = ("index", "extras"),
    index_for: Callable[[str], Any] | None = None,
) -> list[Block]:
    """Append a ``tool_call`` block for each tool call with an id not in ``present_ids``.

    Args:
        blocks: The list to extend (in place).
        tool_calls: ``message.tool_calls``.
        present_ids: Ids of the ``tool_call`` blocks already there.
        keep: Keys copied from the tool call when it has them.
        index_for: Gives the ``index`` for a call id (``None`` for none).

    Returns:
        ``blocks``.
    """
    for call in tool_calls:
        call_id = call.get("id")
        if not call_id or call_id in present_ids:
            continue
        block: Block = {"type": "tool_call", "id": call_id, "name": call["name"], "args": call["args"]}
        for key in keep:
            if key in call:
                block[key] = call[key]
        if index_for is not None and (index := index_for(call_id)) is not None:
            block["index"] = index
        blocks.append(block)
    return blocks


def tool_call_ids(blocks: Iterable[Any]) -> set[Any]:
    """Ids of the ``tool_call`` dicts among ``blocks`` (other items are skipped)."""
    return {
        block.get("id") for block in blocks if isinstance(block, dict) and block.get("type") == "tool_call"
    }


def reasoning_from_additional_kwargs(message: Any) -> Block | None:
    """A ``reasoning`` block from ``additional_kwargs["reasoning_content"]`` when that is a string."""
    text = message.additional_kwargs.get("reasoning_content")
    if isinstance(text, str):
        return {"type": "reasoning", "reasoning": text}
    return None


def status_from(value: Any) -> dict[str, Any]:
    """The fields a Responses ``status`` becomes on a server tool result."""
    if value == "failed":
        return {"status": "error"}
    if value == "completed":
        return {"status": "success"}
    if value:
        return {"extras": {"status": value}}
    return {}
