"""langchainjs's spelling of the standard content blocks, read and written by the one generated table.

langchainjs (``@langchain/core``) writes a few keys of its v1 blocks in camelCase and calls one
block otherwise: ``{"type": "image", "data": ..., "mimeType": ...}`` is LangChain Python's
``{"type": "image", "base64": ..., "mime_type": ...}``. The table that says so is data
(``schemas/tables/langchainjs_block_keys.json``), generated into
``chatschema_generated.key_tables`` and into the TypeScript package, so both languages read it.

The rules, dispatched on the block's ``type`` tag:

* a block whose tag has renamed keys has each langchainjs key renamed, unless the block also
  holds the LangChain Python key (then both are kept as they are) or is LangChain's legacy (v0)
  form (it holds a ``source_type``), which both libraries spell alike;
* its tag is renamed when langchainjs spells it otherwise (``server_tool_call_result``);
* the blocks of a nested list (a text block's ``annotations``) are read by the same rules.

Everything else is returned as it is (the same object), so content without langchainjs blocks
costs one tag lookup per block.
"""

from __future__ import annotations

from typing import Any

from chatschema_generated.key_tables import LANGCHAINJS_BLOCK_KEYS

__all__ = ["js_content", "python_content"]

_TABLE: dict[str, Any] = LANGCHAINJS_BLOCK_KEYS
_LEGACY: str = _TABLE["legacy_key"]


def _invert(table: dict[str, Any]) -> tuple[dict[str, Any], dict[str, str], dict[str, str]]:
    """The table read the other way: LangChain Python's tags and keys to langchainjs's."""
    tags = {py: js for js, py in table["tags"].items()}
    keys = {
        table["tags"].get(js, js): {py: key for key, py in renames.items()}
        for js, renames in table["keys"].items()
    }
    nested = {table["tags"].get(js, js): key for js, key in table["nested"].items()}
    return keys, tags, nested


_TO_PYTHON = (_TABLE["keys"], _TABLE["tags"], _TABLE["nested"])
_TO_JS = _invert(_TABLE)


def python_content(content: Any) -> Any:
    """Content with its langchainjs-spelled blocks in LangChain Python's spelling.

    Args:
        content: A message's content (a string, or a list of strings and blocks), as any reader
            meets it; other values are returned as they are, for the reader's checks to report.

    Returns:
        ``content`` itself when no block changes; otherwise a new list (the blocks that change are
        new dicts, the others shared).

    Example:
        >>> python_content([{"type": "image", "data": "AAAA", "mimeType": "image/png"}])
        [{'type': 'image', 'base64': 'AAAA', 'mime_type': 'image/png'}]
        >>> python_content([{"type": "server_tool_call_result", "toolCallId": "c1", "status": "success"}])
        [{'type': 'server_tool_result', 'tool_call_id': 'c1', 'status': 'success'}]
        >>> blocks = [{"type": "image", "source_type": "base64", "data": "AAAA", "mime_type": "image/png"}]
        >>> python_content(blocks) is blocks
        True
    """
    return _content(content, _TO_PYTHON)


def js_content(content: Any) -> Any:
    """Content with its blocks in langchainjs's spelling: :func:`python_content` read backwards.

    Args:
        content: A message's content.

    Returns:
        ``content`` itself when no block changes, otherwise a new list.

    Example:
        >>> cited = {"type": "text", "text": "hi", "annotations": [{"type": "citation", "cited_text": "hi"}]}
        >>> js_content([cited])
        [{'type': 'text', 'text': 'hi', 'annotations': [{'type': 'citation', 'citedText': 'hi'}]}]
    """
    return _content(content, _TO_JS)


def _content(content: Any, table: tuple[dict[str, Any], dict[str, str], dict[str, str]]) -> Any:
    if type(content) is not list:
        return content
    out: list[Any] | None = None
    for i, block in enumerate(content):
        if type(block) is dict:
            new = _block(block, table)
            if new is not block:
                if out is None:
                    out = list(content)
                out[i] = new
    return content if out is None else out


def _block(
    block: dict[str, Any], table: tuple[dict[str, Any], dict[str, str], dict[str, str]]
) -> dict[str, Any]:
    keys, tags, nested = table
    tag = block.get("type")
    if type(tag) is not str or (tag not in keys and tag not in nested) or _LEGACY in block:
        return block
    renames: dict[str, str] = keys.get(tag, {})
    moved = {key: new for key, new in renames.items() if key in block and new not in block}
    inner = nested.get(tag)
    items = block.get(inner) if inner is not None else None
    items_new = _content(items, table) if items is not None else None
    renamed_tag = tags.get(tag)
    if not moved and renamed_tag is None and items_new is items:
        return block
    out = {moved.get(key, key): value for key, value in block.items()}
    if renamed_tag is not None:
        out["type"] = renamed_tag
    if inner is not None and items_new is not items:
        out[inner] = items_new
    return out
