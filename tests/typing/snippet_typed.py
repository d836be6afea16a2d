"""Typing snippets: the TypedDicts users write (``chatschema.typed``) and the raw generated Structs.

The TypedDicts are the names ``langchain_core.messages`` exports as TypedDicts:
calling one builds a plain dict. ``chatschema_generated.<family>`` holds the raw
msgspec Structs, keyword-only; ``chatschema.types`` (deprecated) re-exports them.
See snippet_messages.py for how the checks and the expected errors work.

>>> use_typed_dicts()["name"]
'search'
>>> use_any_message([chatschema.HumanMessage("hi"), AIMessage("hello", id="a1")])
'a1'
>>> use_structs().name
'search'
"""

from __future__ import annotations

from typing import Any

import msgspec
from typing_extensions import assert_type

import chatschema
from chatschema import (
    AIMessage,
    AnyMessage,
    Citation,
    InputTokenDetails,
    InvalidToolCall,
    MessageLikeRepresentation,
    NotificationMetadata,
    ToolCall,
    ToolCallChunk,
    UsageMetadata,
)
from chatschema_generated import messages as raw_messages
from chatschema_generated import tool_calls as raw


def use_typed_dicts() -> ToolCall:
    call = ToolCall(name="search", args={"q": "cats"}, id="c1")
    assert_type(call, ToolCall)
    assert_type(call["name"], str)
    assert_type(call["args"], dict[str, Any])
    assert_type(call["id"], str | None)
    tagged: ToolCall = {"name": "search", "args": {}, "id": None, "type": "tool_call"}
    piece = ToolCallChunk(name="search", args='{"q": "c', id="c1", index=0)
    broken = InvalidToolCall(name="search", args="{oops", id="c2", error="bad JSON")
    details: InputTokenDetails = {"cache_read": 3}
    usage = UsageMetadata(input_tokens=10, output_tokens=2, total_tokens=12, input_token_details=details)
    assert_type(usage["total_tokens"], int)
    assert_type(usage.get("input_token_details"), InputTokenDetails | None)
    citation = Citation(type="citation", url="https://example.com", start_index=0, end_index=5)
    ai = AIMessage(
        tool_calls=[call, tagged],
        invalid_tool_calls=[broken],
        usage_metadata=usage,
        content=[{"type": "text", "text": "cats", "annotations": [citation]}],
    )
    assert ai.usage_metadata == usage
    chunk = chatschema.AIMessageChunk("", tool_call_chunks=[piece])
    assert chunk.tool_calls[0]["args"] == {"q": "c"}
    marked = chatschema.add_notification_metadata(ai, source="async_subagent")
    assert_type(marked, AIMessage)
    assert_type(chatschema.get_notification_metadata(marked), NotificationMetadata | None)
    return call


def use_any_message(messages: list[AnyMessage]) -> str | None:
    """``AnyMessage`` is a type (the union of the message classes), as in LangChain."""
    likes: list[MessageLikeRepresentation] = [*messages, ("user", "hi"), {"role": "ai", "content": "x"}]
    assert_type(chatschema.convert_to_messages(likes), list[chatschema.BaseMessage])
    for message in reversed(messages):
        if isinstance(message, AIMessage):
            return message.id
    return None


def use_structs() -> raw.ToolCall:
    call = raw.ToolCall(name="search", args={"q": "cats"}, id="c1")
    assert_type(call.name, str)
    assert_type(msgspec.json.decode(msgspec.json.encode(call), type=raw.ToolCall), raw.ToolCall)
    generated = raw_messages.HumanMessage(content="hi")
    assert_type(generated.content, str | list[str | dict[str, Any]])
    return call


def rejected_typed_dicts(usage: UsageMetadata) -> None:
    """TypedDicts both checkers reject."""
    ToolCall(name="search", args={})  # type: ignore[typeddict-item]  # pyright: ignore[reportCallIssue]
    bad_args: ToolCall = {"name": "f", "args": "{}", "id": None}  # type: ignore[typeddict-item]  # pyright: ignore[reportAssignmentType]
    bad_tag: ToolCall = {"name": "f", "args": {}, "id": None, "type": "call"}  # type: ignore[typeddict-item]  # pyright: ignore[reportAssignmentType]
    short: UsageMetadata = {"input_tokens": 1}  # type: ignore[typeddict-item]  # pyright: ignore[reportAssignmentType]
    assert bad_args and bad_tag and short and usage


def rejected_structs() -> None:
    """Structs both checkers reject: fields are keyword-only and typed."""
    raw.ToolCall("search", {}, "c1")  # type: ignore[misc]  # pyright: ignore[reportCallIssue]
    raw.ToolCall(name=1, args={}, id=None)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def known_gaps(usage: UsageMetadata, ai: AIMessage) -> None:
    """Where chatschema's types differ from LangChain's, pinned so a fix is noticed.

    Each ignore here fails the check (as unused) once the gap is closed.
    """
    # The tool call and usage fields hold plain dicts (list[dict[str, Any]], dict[str, Any] | None),
    # where LangChain's are typed list[ToolCall] and UsageMetadata | None: reading them gives Any,
    # and a TypedDict-typed variable does not take them (lists are invariant).
    calls: list[ToolCall] = ai.tool_calls  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    # add_usage/subtract_usage take and return dict[str, Any] (LangChain's: UsageMetadata)
    chatschema.add_usage(usage, usage)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    # InputTokenDetails allows extra int keys (PEP 728 extra_items): pyright reads it, mypy 1.19 does not
    extra: InputTokenDetails = {"cache_read": 1, "cache_hit": 2}  # type: ignore[typeddict-unknown-key]
    assert calls and extra
