"""Typing snippets: ``decode``, ``validate`` and ``encode``.

``decode(data, SomeMessageClass)`` returns that class and
``decode(data, list[SomeMessageClass])`` a list of it; a schema title (a
string) or any other type returns ``Any``. See snippet_messages.py for how the
checks and the expected errors work.

>>> use_decode()
'hi'
>>> use_validate()
'$.content'
"""

from __future__ import annotations

from typing import Any

from typing_extensions import assert_type

import chatschema
from chatschema import AIMessage, AIMessageChunk, AnyMessage, HumanMessage, ToolMessage

AI_JSON = b'{"type": "ai", "content": "hi", "id": "1"}'
HISTORY_JSON = b'[{"type": "human", "content": "2 + 2?"}, {"type": "ai", "content": "4"}]'


def use_decode() -> str:
    message = chatschema.decode(AI_JSON, AIMessage)
    assert_type(message, AIMessage)
    assert_type(message.tool_calls, list[dict[str, Any]])
    assert_type(chatschema.decode({"type": "AIMessageChunk", "content": "h"}, AIMessageChunk), AIMessageChunk)
    assert_type(chatschema.decode(AI_JSON.decode(), AIMessage, max_size=1024), AIMessage)

    history = chatschema.decode(HISTORY_JSON, list[AnyMessage])
    assert_type(history, list[AnyMessage])
    for item in history:
        if isinstance(item, ToolMessage):
            assert_type(item.tool_call_id, str)
    replies = chatschema.decode(b'[{"type": "ai", "content": "4"}]', list[AIMessage])
    assert_type(replies, list[AIMessage])

    # a schema title, or a union, returns Any
    assert_type(chatschema.decode(AI_JSON, "AIMessage"), Any)
    assert_type(chatschema.decode(HISTORY_JSON, "list[AnyMessage]"), Any)
    assert_type(chatschema.decode(AI_JSON, AnyMessage), Any)

    assert_type(chatschema.encode(message), bytes)
    assert_type(chatschema.encode([message]), bytes)
    assert_type(chatschema.schema_types(), list[str])
    return message.text


def use_validate() -> str:
    chatschema.validate(AI_JSON, "AIMessage")
    chatschema.validate({"type": "human", "content": "hi"}, HumanMessage, max_size=None)
    chatschema.validate(HISTORY_JSON, "list[AnyMessage]")
    chatschema.validate(HISTORY_JSON, list[AnyMessage])
    try:
        chatschema.validate({"type": "ai", "content": 42}, AIMessage)
    except chatschema.ValidationError as error:
        assert_type(error.path, str)
        assert_type(error.message, str)
        return error.path
    raise AssertionError("not reached")


def rejected_decode(data: bytes) -> None:
    """Calls and uses both checkers reject."""
    chatschema.decode(data, AIMessage, max_size="1k")  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    chatschema.decode(data)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    human: HumanMessage = chatschema.decode(data, AIMessage)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    chatschema.decode(data, AIMessage).role = "critic"  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue]
    chatschema.validate(data)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    chatschema.validate(data, "AIMessage", 1024)  # type: ignore[misc]  # pyright: ignore[reportCallIssue]
    assert human
