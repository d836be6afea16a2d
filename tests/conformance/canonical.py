"""What decoding a valid payload may change: the canonical form of messages, and nothing else."""

from __future__ import annotations

from typing import Any

Json = Any


def same(a: Json, b: Json) -> bool:
    """JSON equality that tells true from 1 and 1 from 1.0."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(map(same, a, b))
    return bool(a == b)


CALL_LISTS = frozenset(("tool_calls", "invalid_tool_calls", "tool_call_chunks"))
CALL_KEYS_FILLED = frozenset(("type", "id", "name", "args", "error", "index"))


def preserved(out: Json, x: Json, key: str | None = None) -> bool:
    """Everything in ``x`` is in ``out``, which may add only what normalisation adds.

    Decoding puts messages in the canonical form LangChain's constructors
    give (chatschema.messages._base.normalize_messages): tool call entries
    gain their ``type`` and the keys LangChain fills with None, a chunk gains
    ``chunk_position``, and a chunk with tool calls on one side only gains
    the other side; a RemoveMessage's empty content is ``""``. Nothing else
    is added, and nothing is dropped or changed.
    """
    if isinstance(x, dict) and isinstance(out, dict):
        if key is None and x.get("type") == "remove" and x.get("content") == []:
            x = {**x, "content": ""}
        extra = out.keys() - x.keys()
        if key is None:
            extra -= {"chunk_position"} if x.get("type") == "AIMessageChunk" else set()
        elif key in CALL_LISTS:
            extra -= CALL_KEYS_FILLED
        return not extra and all(preserved(out[k], x[k], k if k in CALL_LISTS else None) for k in x)
    if isinstance(x, list) and isinstance(out, list):
        if key in CALL_LISTS and not x:
            return True  # derived from the other side
        return len(out) == len(x) and all(preserved(o, i, key) for o, i in zip(out, x, strict=True))
    return same(out, x)
