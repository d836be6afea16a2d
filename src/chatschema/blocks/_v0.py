"""LangChain's legacy (v0) multimodal blocks: ``image``, ``audio`` and ``file`` with a ``source_type``.

Design notes: docs/design.md, ``chatschema.blocks._v0``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from chatschema.blocks._factories import (
    KNOWN_BLOCK_TYPES,
    create_audio_block,
    create_file_block,
    create_image_block,
    create_plaintext_block,
)
from chatschema.blocks._registry import Block
from chatschema.blocks._translator_helpers import non_standard, unwrap_non_standard

__all__ = ["HANDLED_TYPES", "convert_legacy_v0_block", "convert_v0_input"]

_FACTORIES: dict[str, Callable[..., Block]] = {
    "image": create_image_block,
    "audio": create_audio_block,
    "file": create_file_block,
}


def _without(block: Block, known: set[str]) -> dict[str, Any]:
    return {key: value for key, value in block.items() if key not in known}


def _with_extras(new: Block, extras: dict[str, Any]) -> Block:
    kept = {key: value for key, value in extras.items() if value is not None}
    if kept:
        new["extras"] = kept
    return new


def _located(field: str, v0_key: str) -> Callable[[str, Block], Block]:
    """Converter for v0 ``url``/``base64`` sources: the data in ``v0_key`` moves to ``field``."""

    def convert(kind: str, block: Block) -> Block:
        data = block[v0_key]
        extras = _without(block, {"type", "source_type", "mime_type", v0_key})
        if "id" in block:
            # ``extras`` still holds ``id``: the factory rejects the duplicate (see module docstring).
            return _FACTORIES[kind](
                **{field: data}, mime_type=block.get("mime_type"), id=block["id"], **extras
            )
        new: Block = {"type": kind, field: data}
        if block.get("mime_type"):
            new["mime_type"] = block["mime_type"]
        return _with_extras(new, extras)

    return convert


def _by_id(kind: str, block: Block) -> Block:
    """v0 ``id`` source: ``id`` is the provider's file id, not the block's id."""
    extras = _without(block, {"type", "source_type", "id"})
    if kind == "file":
        return create_file_block(file_id=block["id"], **extras)
    return _with_extras({"type": kind, "file_id": block["id"]}, extras)


def _plain_text(kind: str, block: Block) -> Block:
    """v0 ``text`` file: the text is in ``url`` (as LangChain reads it)."""
    extras = _without(block, {"type", "source_type", "mime_type", "url"})
    if "id" in block:
        return create_plaintext_block(text=block["url"], id=block["id"], **extras)
    new: Block = {"type": "text-plain", "text": block["url"], "mime_type": "text/plain"}
    if block.get("mime_type"):
        new["mime_type"] = block["mime_type"]
    return _with_extras(new, extras)


_CONVERTERS: dict[tuple[str, str], Callable[[str, Block], Block]] = {
    **{(kind, "url"): _located("url", "url") for kind in _FACTORIES},
    **{(kind, "base64"): _located("base64", "data") for kind in _FACTORIES},
    **{(kind, "id"): _by_id for kind in _FACTORIES},
    ("file", "text"): _plain_text,
}

HANDLED_TYPES: frozenset[str] = frozenset(kind for kind, _ in _CONVERTERS)
"""The ``type`` tags of the v0 blocks this module converts."""


def convert_legacy_v0_block(block: Block) -> Block:
    """Convert one v0 multimodal block to its v1 form.

    Args:
        block: A content block.

    Returns:
        The v1 block; ``block`` itself when it is not a v0 block this module
        knows (no ``source_type``, or an unknown combination of type and
        source).

    Raises:
        KeyError: If the key the ``source_type`` points at is missing.
        TypeError: If a ``url`` or ``base64`` v0 block also has an ``id``.
        ValueError: If a v0 ``id`` file block has an empty id.

    Example:
        >>> convert_legacy_v0_block({"type": "image", "source_type": "base64", "data": "AAAA",
        ...                          "mime_type": "image/png"})
        {'type': 'image', 'base64': 'AAAA', 'mime_type': 'image/png'}
        >>> convert_legacy_v0_block({"type": "audio", "source_type": "id", "id": "file-9"})
        {'type': 'audio', 'file_id': 'file-9'}
    """
    kind = block.get("type")
    source = block.get("source_type")
    if not (isinstance(kind, str) and isinstance(source, str) and "source_type" in block):
        return block
    convert = _CONVERTERS.get((kind, source))
    return block if convert is None else convert(kind, block)


def convert_v0_input(blocks: list[Block]) -> list[Block]:
    """Best-effort pass: convert v0 multimodal blocks, wrapping what is not standard.

    Args:
        blocks: Blocks from an earlier pass; ``non_standard`` blocks are
            unwrapped and looked at again.

    Returns:
        The blocks: v0 blocks converted, standard blocks kept, any other
        block wrapped as ``non_standard``.

    Raises:
        KeyError: See :func:`convert_legacy_v0_block`.
        TypeError: See :func:`convert_legacy_v0_block`.
        ValueError: See :func:`convert_legacy_v0_block`.

    Example:
        >>> convert_v0_input([{"type": "image", "source_type": "url", "url": "https://example.com/a.png"},
        ...                   {"type": "poll", "question": "?"}])
        ... # doctest: +NORMALIZE_WHITESPACE
        [{'type': 'image', 'url': 'https://example.com/a.png'},
         {'type': 'non_standard', 'value': {'type': 'poll', 'question': '?'}}]
    """
    out: list[Block] = []
    for block in unwrap_non_standard(blocks):
        kind = block.get("type")
        if kind in _FACTORIES and "source_type" in block:
            out.append(convert_legacy_v0_block(block))
        elif kind in KNOWN_BLOCK_TYPES:
            out.append(block)
        else:
            out.append(non_standard(block))
    return out
