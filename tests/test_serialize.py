"""The stored form: message_to_dict, messages_to_dict, messages_from_dict, _message_from_dict."""

from __future__ import annotations

import json
from typing import Any

import pytest

import chatschema
from chatschema import (
    AIMessage,
    AIMessageChunk,
    BaseMessage,
    ChatMessage,
    ChatMessageChunk,
    FunctionMessage,
    FunctionMessageChunk,
    HumanMessage,
    HumanMessageChunk,
    RemoveMessage,
    SystemMessage,
    SystemMessageChunk,
    ToolMessage,
    ToolMessageChunk,
    ValidationError,
    serialize,
)
from chatschema.serialize import _message_from_dict, message_to_dict, messages_from_dict, messages_to_dict

USAGE = {"input_tokens": 3, "output_tokens": 4, "total_tokens": 7}


def every_class() -> list[BaseMessage]:
    call = {"name": "search", "args": {"q": "x"}, "id": "c1"}
    return [
        HumanMessage("hi", id="h1", name="alice"),
        AIMessage("", tool_calls=[call], usage_metadata=USAGE, id="a1"),
        SystemMessage([{"type": "text", "text": "be brief"}]),
        ToolMessage("42", tool_call_id="c1", artifact={"raw": [1, 2]}, status="error"),
        FunctionMessage("result", name="search"),
        ChatMessage("looks good", role="reviewer"),
        RemoveMessage(id="h1"),
        HumanMessageChunk("h"),
        AIMessageChunk("", tool_call_chunks=[{"name": "f", "args": '{"a": 1}', "id": "c2", "index": 0}]),
        SystemMessageChunk("s"),
        ToolMessageChunk("t", tool_call_id="c3"),
        FunctionMessageChunk("f", name="fn"),
        ChatMessageChunk("c", role="critic"),
    ]


def test_message_to_dict_is_type_and_full_dump() -> None:
    for message in every_class():
        stored = message_to_dict(message)
        assert stored == {"type": message.type, "data": message.model_dump()}
        assert stored["data"]["type"] == message.type


def test_all_thirteen_type_strings_round_trip() -> None:
    messages = every_class()
    stored = messages_to_dict(messages)
    assert [d["type"] for d in stored] == [
        "human",
        "ai",
        "system",
        "tool",
        "function",
        "chat",
        "remove",
        "HumanMessageChunk",
        "AIMessageChunk",
        "SystemMessageChunk",
        "ToolMessageChunk",
        "FunctionMessageChunk",
        "ChatMessageChunk",
    ]
    back = messages_from_dict(json.loads(json.dumps(stored)))
    assert back == messages
    assert [type(m) for m in back] == [type(m) for m in messages]
    assert messages_to_dict(back) == stored


def test_reads_a_tuple_or_any_sequence() -> None:
    stored = tuple(messages_to_dict([HumanMessage("a"), AIMessage("b")]))
    assert [m.text for m in messages_from_dict(stored)] == ["a", "b"]
    assert messages_from_dict([]) == []


def test_example_field_from_langchain_03_is_kept() -> None:
    stored = [
        {"type": "human", "data": {"content": "q", "example": True}},
        {"type": "ai", "data": {"content": "a", "example": False}},
        {"type": "system", "data": {"content": "s"}},
    ]
    human, ai, system = messages_from_dict(stored)
    assert human.example is True  # type: ignore[attr-defined]
    assert ai.example is False  # type: ignore[attr-defined]
    assert messages_to_dict([human])[0]["data"]["example"] is True
    assert messages_to_dict([ai])[0]["data"]["example"] is False
    assert "example" not in messages_to_dict([system])[0]["data"]


def test_constructor_fills_in_what_langchain_fills_in() -> None:
    stored = [
        {"type": "ai", "data": {"content": "", "tool_calls": [{"name": "f", "args": {}, "id": "1"}]}},
        {
            "type": "ai",
            "data": {
                "content": "",
                "additional_kwargs": {
                    "tool_calls": [{"id": "2", "function": {"name": "g", "arguments": '{"x": 1}'}}]
                },
            },
        },
        {
            "type": "AIMessageChunk",
            "data": {
                "content": "",
                "tool_call_chunks": [{"name": "h", "args": '{"y": 2', "id": "3", "index": 0}],
            },
        },
    ]
    typed, parsed, chunk = messages_from_dict(stored)
    assert typed.tool_calls == [{"name": "f", "args": {}, "id": "1", "type": "tool_call"}]  # type: ignore[attr-defined]
    assert parsed.tool_calls == [{"name": "g", "args": {"x": 1}, "id": "2", "type": "tool_call"}]  # type: ignore[attr-defined]
    assert chunk.tool_calls == [{"name": "h", "args": {"y": 2}, "id": "3", "type": "tool_call"}]  # type: ignore[attr-defined]
    assert chunk.tool_call_chunks[0]["type"] == "tool_call_chunk"  # type: ignore[attr-defined]


def test_stored_chunk_keeps_its_tool_calls_as_written() -> None:
    """LangChain derives a chunk's tool calls from its chunks again; chatschema does not (docs/compat.md)."""
    data = AIMessageChunk(
        "", invalid_tool_calls=[{"name": "f", "args": '{"a": ', "id": "1", "error": None}]
    ).model_dump()
    assert data["tool_call_chunks"] and data["invalid_tool_calls"]
    [back] = messages_from_dict([{"type": "AIMessageChunk", "data": data}])
    assert back.model_dump() == data


def test_numeric_id_is_coerced_as_langchain_does() -> None:
    [message] = messages_from_dict([{"type": "human", "data": {"content": "x", "id": 5}}])
    assert message.id == "5"  # type: ignore[attr-defined]
    [tool] = messages_from_dict([{"type": "tool", "data": {"content": 7, "tool_call_id": 9}}])
    assert (tool.content, tool.tool_call_id) == ("7", "9")  # type: ignore[attr-defined]


def test_fast_path_does_not_run_constructors_for_plain_history(monkeypatch: pytest.MonkeyPatch) -> None:
    history = messages_to_dict(every_class()[:7] * 50)

    def refuse(*args: Any) -> Any:
        raise AssertionError("constructor used")

    monkeypatch.setattr(serialize, "_build", refuse)
    assert len(messages_from_dict(history)) == 350


def test_message_from_dict_reads_one() -> None:
    message = _message_from_dict({"type": "tool", "data": {"content": "ok", "tool_call_id": "c"}})
    assert isinstance(message, ToolMessage) and message.tool_call_id == "c"
    with pytest.raises(ValidationError) as info:
        _message_from_dict({"type": "human", "data": {"content": 1}})
    assert info.value.path == "$.data.content"


@pytest.mark.parametrize(
    ("stored", "path", "message"),
    [
        (
            [{"type": "human", "data": {"content": "ok"}}] * 3 + [{"type": "human", "data": {"content": 7}}],
            "$[3].data.content",
            "Expected `str | array`, got `int`",
        ),
        ([{"type": "robot", "data": {"content": "x"}}], "$[0].type", "Got unexpected message type: robot"),
        ([{"type": 3, "data": {}}], "$[0].type", "Got unexpected message type: 3"),
        ([{"data": {"content": "x"}}], "$[0]", "Object missing required field `type`"),
        ([{"type": "human"}], "$[0]", "Object missing required field `data`"),
        ([{"type": "human", "data": "hi"}], "$[0].data", "Expected `object`, got `str`"),
        (
            [{"type": "human", "data": {"content": "x"}, "extra": 1}],
            "$[0]",
            "Object contains unknown field `extra`",
        ),
        ([None], "$[0]", "Expected `object`, got `null`"),
        (['{"type": "human", "data": {"content": "json text"}}'], "$[0]", "Expected `object`, got `str`"),
        (
            [{"type": "human", "data": {"content": "x", "bogus": 1}}],
            "$[0].data",
            "Object contains unknown field `bogus`",
        ),
        (
            [{"type": "tool", "data": {"content": "x"}}],
            "$[0].data",
            "Object missing required field `tool_call_id`",
        ),
        ([{"type": "remove", "data": {"content": "x", "id": "1"}}], "$[0].data.content", None),
        (
            [{"type": "ai", "data": {"content": "", "tool_calls": [{"name": "f", "args": [], "id": "1"}]}}],
            "$[0].data.tool_calls[0].args",
            None,
        ),
        (
            [{"type": "human", "data": {"content": [{"type": "image"}]}}],
            "$[0].data.content[0]",
            None,
        ),
        ([{"type": "human", "data": {"content": "x", "type": "ai"}}], "$[0].data", None),
    ],
)
def test_errors_name_the_path(stored: list[Any], path: str, message: str | None) -> None:
    with pytest.raises(ValidationError) as info:
        messages_from_dict(stored)
    assert info.value.path.startswith(path), info.value
    if message is not None:
        assert info.value.message == message
    assert isinstance(info.value, ValueError)


def test_written_form_is_what_encode_writes() -> None:
    messages = every_class()
    assert json.loads(chatschema.encode(messages_to_dict(messages))) == json.loads(
        json.dumps(messages_to_dict(messages))
    )
