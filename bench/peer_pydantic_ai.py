"""A second peer: pydantic-ai's ``ModelMessagesTypeAdapter`` (pydantic-core, in Rust).

Users of pydantic-ai load and save histories with
``ModelMessagesTypeAdapter.validate_json`` and ``.dump_json``. Each family's
conversation is written in each library's own format, as its users store it:

* chatschema: LangChain's stored form (``messages_to_dict``) as
  ``chatschema.encode`` writes it (UTF-8), read with
  ``chatschema.decode(raw, "list[SerializedMessage]")`` and written with
  ``chatschema.encode``;
* pydantic-ai: the same messages as ``ModelRequest``/``ModelResponse`` parts:
  system, human and tool messages become ``SystemPromptPart``,
  ``UserPromptPart`` (images as ``ImageUrl`` or ``BinaryContent``) and
  ``ToolReturnPart`` of one request, until the next AI message; an AI message
  becomes a ``ModelResponse`` with ``ThinkingPart`` (with its signature),
  ``TextPart`` and ``ToolCallPart`` (arguments as a dict), usage, model name,
  response id and finish reason. Timestamps are fixed, so runs are identical.

Every part of every message is carried; nothing is left out to make one side
smaller. Both sides are checked to round-trip before timing (chatschema: writing
what it read gives the same bytes; pydantic-ai, which fills in image media
types and identifiers when it writes: writing what it read gives the same
bytes); times are per conversation message (LangChain's
count), timed in turns as the other rows are.
"""

from __future__ import annotations

import base64
from datetime import UTC, datetime
from typing import Any

from ops import Case
from workload import Family

import chatschema

WHEN = datetime(2026, 1, 1, tzinfo=UTC)


def _user_content(content: Any) -> Any:
    from pydantic_ai.messages import BinaryContent, ImageUrl

    if isinstance(content, str):
        return content
    out: list[Any] = []
    for block in content:
        if isinstance(block, str) or block["type"] == "text":
            out.append(block if isinstance(block, str) else block["text"])
        elif "url" in block:
            out.append(ImageUrl(block["url"]))
        elif "base64" in block:
            out.append(BinaryContent(base64.b64decode(block["base64"]), media_type=block["mime_type"]))
        else:  # Anthropic's {"type": "image", "source": {"type": "base64", ...}}
            source = block["source"]
            out.append(BinaryContent(base64.b64decode(source["data"]), media_type=source["media_type"]))
    return out


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    return "".join(b if isinstance(b, str) else b.get("text", "") for b in content)


def _response(m: Any) -> Any:
    from pydantic_ai.messages import ModelResponse, TextPart, ThinkingPart, ToolCallPart
    from pydantic_ai.usage import RequestUsage

    parts: list[Any] = []
    if isinstance(m.content, str):
        if m.content:
            parts.append(TextPart(m.content))
    else:
        for block in m.content:
            if block["type"] == "thinking":
                parts.append(ThinkingPart(block["thinking"], signature=block["signature"]))
            elif block["type"] == "text":
                parts.append(TextPart(block["text"]))
    parts += [ToolCallPart(c["name"], c["args"], c["id"]) for c in m.tool_calls]
    usage = m.usage_metadata or {}
    meta = m.response_metadata
    reason = meta.get("finish_reason") or meta.get("stop_reason")
    return ModelResponse(
        parts,
        usage=RequestUsage(
            input_tokens=usage.get("input_tokens", 0), output_tokens=usage.get("output_tokens", 0)
        ),
        model_name=meta.get("model_name"),
        timestamp=WHEN,
        provider_response_id=m.id,
        finish_reason="tool_call" if reason in ("tool_calls", "tool_use") else "stop" if reason else None,
    )


def to_pydantic_ai(messages: list[Any]) -> list[Any]:
    """The langchain_core ``messages`` as pydantic-ai ``ModelMessage`` objects (see the module docstring)."""
    from pydantic_ai.messages import ModelRequest, SystemPromptPart, ToolReturnPart, UserPromptPart

    out: list[Any] = []
    request: list[Any] = []
    names = {c["id"]: c["name"] for m in messages if m.type == "ai" for c in m.tool_calls}
    for m in messages:
        match m.type:
            case "system":
                request.append(SystemPromptPart(_text(m.content), timestamp=WHEN))
            case "human":
                request.append(UserPromptPart(_user_content(m.content), timestamp=WHEN))
            case "tool":
                name = names.get(m.tool_call_id, "tool")
                request.append(ToolReturnPart(name, _text(m.content), m.tool_call_id, timestamp=WHEN))
            case "ai":
                if request:
                    out.append(ModelRequest(request, timestamp=WHEN))
                    request = []
                out.append(_response(m))
    if request:
        out.append(ModelRequest(request, timestamp=WHEN))
    return out


def cases(family: Family, size: int) -> tuple[dict[str, Case], dict[str, int]]:
    """Decode and encode on both sides (``theirs`` is pydantic-ai), and each side's JSON size in bytes."""
    from pydantic_ai.messages import ModelMessagesTypeAdapter as adapter

    # The bytes chatschema writes (UTF-8, as pydantic-ai writes), not the workload's ASCII-escaped JSON.
    raw = chatschema.encode(chatschema.decode(family.serialized_bytes(size), "list[SerializedMessage]"))
    ours = chatschema.decode(raw, "list[SerializedMessage]")
    assert chatschema.encode(ours) == raw
    theirs = to_pydantic_ai(family.conversation(size))
    their_raw = adapter.dump_json(theirs)
    # pydantic-ai fills in media types and identifiers of images when it writes them: compare its
    # own output read back and written again.
    assert adapter.dump_json(adapter.validate_json(their_raw)) == their_raw
    decode = Case(
        lambda: chatschema.decode(raw, "list[SerializedMessage]"), lambda: adapter.validate_json(their_raw)
    )
    encode = Case(lambda: chatschema.encode(ours), lambda: adapter.dump_json(theirs))
    return {"decode": decode, "encode": encode}, {"chatschema": len(raw), "pydantic-ai": len(their_raw)}
