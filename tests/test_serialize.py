"""The stored form: message_to_dict, messages_to_dict, messages_from_dict, _message_from_dict."""

from __future__ import annotations

import json
from pathlib import Path
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
)
from chatschema import (
    _serialize as serialize,
)
from chatschema._serialize import _message_from_dict, message_to_dict, messages_from_dict, messages_to_dict
from chatschema_generated.tags import (
    LANG_CHAIN_JS_SERIALIZED_MESSAGE_BY_PATH,
    LANG_CHAIN_SERIALIZED_MESSAGE_BY_PATH,
)
from tests.costs import measure

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

    monkeypatch.setattr(serialize, "build_message", refuse)
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


# --------------------------------------------------------------------------------------------------
# LangChain's Serializable JSON form: message_to_lc_json, messages_to_lc_json, messages_from_lc_json


def lc_path(name: str) -> list[str]:
    return ["langchain", "schema", "messages", name]


def record(name: str, **kwargs: Any) -> dict[str, Any]:
    return {"lc": 1, "type": "constructor", "id": lc_path(name), "kwargs": kwargs}


def test_lc_json_record_of_every_class() -> None:
    for message in every_class():
        written = serialize.message_to_lc_json(message)
        assert list(written) == ["lc", "type", "id", "kwargs"]
        assert written["id"] == lc_path(type(message).__name__)
        assert written["kwargs"]["type"] == message.type
        assert chatschema.validate(written, "LangChainSerializedMessage") is None


@pytest.mark.parametrize(
    ("message", "kwargs"),
    [
        (HumanMessage("hi"), {"content": "hi", "type": "human"}),
        (
            HumanMessage("hi", id="h1", name="alice"),
            {"content": "hi", "type": "human", "name": "alice", "id": "h1"},
        ),
        (HumanMessage("", name=""), {"content": "", "type": "human", "name": ""}),  # "" is not the default
        (
            HumanMessage("hi", example=True),
            {"content": "hi", "type": "human"},
        ),  # LangChain 1.x has no example
        (
            SystemMessage([], additional_kwargs={"k": 1}, response_metadata={}),
            {"content": [], "additional_kwargs": {"k": 1}, "type": "system"},
        ),
        (
            AIMessage("", tool_calls=[{"name": "f", "args": {}, "id": "1"}], usage_metadata=USAGE, id="a"),
            {
                "content": "",
                "type": "ai",
                "id": "a",
                "tool_calls": [{"name": "f", "args": {}, "id": "1", "type": "tool_call"}],
                "usage_metadata": USAGE,
                "invalid_tool_calls": [],  # always written, after the fields
            },
        ),
        (
            AIMessage("", invalid_tool_calls=[{"name": "f", "args": "{", "id": "1", "error": None}]),
            {
                "content": "",
                "type": "ai",
                "invalid_tool_calls": [
                    {"name": "f", "args": "{", "id": "1", "error": None, "type": "invalid_tool_call"}
                ],
                "tool_calls": [],
            },
        ),
        (
            AIMessageChunk("x", chunk_position="last"),
            {
                "content": "x",
                "type": "AIMessageChunk",
                "chunk_position": "last",
                "tool_calls": [],
                "invalid_tool_calls": [],
            },
        ),
        (
            ToolMessage("t", tool_call_id="c", artifact=[]),
            {"content": "t", "type": "tool", "tool_call_id": "c", "artifact": [], "status": "success"},
        ),
        (FunctionMessage("", name=""), {"content": "", "type": "function", "name": ""}),
        (ChatMessageChunk("c", role="r"), {"content": "c", "type": "ChatMessageChunk", "role": "r"}),
        (RemoveMessage(id="r"), {"content": "", "type": "remove", "id": "r"}),
    ],
)
def test_lc_json_writes_what_differs_from_the_defaults(message: BaseMessage, kwargs: dict[str, Any]) -> None:
    written = serialize.message_to_lc_json(message)["kwargs"]
    assert written == kwargs
    assert list(written) == list(kwargs), (
        "LangChain's order: the fields, then tool_calls and invalid_tool_calls"
    )


def test_lc_json_wraps_objects_with_an_lc_key_as_dumpd_does() -> None:
    inner = {"lc": 2, "deep": {"lc": 3}}
    message = AIMessage(
        [{"type": "text", "text": "x", "lc": True}, "plain"],
        additional_kwargs={"nested": {"lc": 1}, "alone": {"__lc_escaped__": 5}, "list": [inner, (1, 2)]},
        response_metadata={"lc": "top"},
        tool_calls=[{"name": "f", "args": {"lc": "fr", "text": "hi"}, "id": "1"}],
    )
    kwargs = serialize.message_to_lc_json(message)["kwargs"]
    assert kwargs["content"] == [{"__lc_escaped__": {"type": "text", "text": "x", "lc": True}}, "plain"]
    assert kwargs["additional_kwargs"] == {
        "nested": {"__lc_escaped__": {"lc": 1}},
        "alone": {"__lc_escaped__": {"__lc_escaped__": 5}},  # would be read as a wrapper itself
        "list": [{"__lc_escaped__": inner}, [1, 2]],  # nothing inside a wrapped object is wrapped again
    }
    assert kwargs["response_metadata"] == {"__lc_escaped__": {"lc": "top"}}
    assert kwargs["tool_calls"][0]["args"] == {"__lc_escaped__": {"lc": "fr", "text": "hi"}}
    assert message.additional_kwargs["nested"] == {"lc": 1}, "the message is not changed"
    kwargs["additional_kwargs"]["list"][0]["__lc_escaped__"]["deep"]["lc"] = 9
    assert inner == {"lc": 2, "deep": {"lc": 3}}, "wrapped objects are copies"
    [back] = serialize.messages_from_lc_json([serialize.message_to_lc_json(message)])
    assert json.loads(chatschema.encode(back)) == json.loads(chatschema.encode(message))  # the tuple: a list


def test_lc_json_writes_values_json_cannot_hold_as_langchain_does() -> None:
    class Odd:
        def __repr__(self) -> str:
            return "Odd()"

    message = HumanMessage("x", additional_kwargs={"odd": Odd(), "keys": {1: "a", "b": 2}})
    kwargs = serialize.message_to_lc_json(message)["kwargs"]
    assert kwargs["additional_kwargs"]["odd"] == {
        "lc": 1,
        "type": "not_implemented",
        "id": [*__name__.split("."), "Odd"],
        "repr": "Odd()",
    }
    assert kwargs["additional_kwargs"]["keys"] == {1: "a", "b": 2}  # keys JSON writes as strings are kept


def test_lc_json_of_a_nested_too_deep_value_is_a_validation_error() -> None:
    deep: Any = []
    for _ in range(100_000):
        deep = [deep]
    message = HumanMessage("x")
    message.additional_kwargs["deep"] = deep
    with pytest.raises(ValidationError) as info:
        serialize.message_to_lc_json(message)
    assert info.value.path == "$"


def test_messages_to_lc_json_is_one_record_per_message() -> None:
    messages = every_class()
    assert serialize.messages_to_lc_json(messages) == [serialize.message_to_lc_json(m) for m in messages]
    assert serialize.messages_to_lc_json(()) == []


def test_lc_json_round_trips_every_class() -> None:
    messages = every_class()
    records = serialize.messages_to_lc_json(messages)
    assert serialize.messages_from_lc_json(records) == messages
    assert serialize.messages_from_lc_json(json.loads(json.dumps(records))) == messages
    assert [serialize.message_from_lc_json(r) for r in records] == messages
    # a dispatch on the class path, held as plain JSON: decode gives the records, validated
    decoded = chatschema.decode(json.dumps(records).encode(), "list[LangChainSerializedMessage]")
    assert decoded == json.loads(json.dumps(records))


def test_lc_json_reading_sets_an_unwritten_chunk_position_as_the_constructor_does() -> None:
    [chunk] = serialize.messages_from_lc_json([record("AIMessageChunk", content="x", type="AIMessageChunk")])
    assert chunk == AIMessageChunk("x") and chunk.chunk_position is None  # type: ignore[attr-defined]


def test_lc_json_fast_path_does_not_run_constructors_for_plain_history(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    records = serialize.messages_to_lc_json(every_class()[:7] * 50)

    def refuse(*args: Any) -> Any:
        raise AssertionError("constructor used")

    monkeypatch.setattr(serialize, "build_message", refuse)
    monkeypatch.setattr(serialize, "_record_message", refuse)  # the one-by-one reading
    assert len(serialize.messages_from_lc_json(records)) == 350


def test_lc_json_reads_older_records_as_langchain_loads_them() -> None:
    """Class paths LangChain's loader maps to messages, and kwargs without the type tag."""
    records = [
        {
            "lc": 1,
            "type": "constructor",
            "id": ["langchain_core", "messages", "HumanMessage"],
            "kwargs": {"content": "js"},
        },
        {
            "lc": 1,
            "type": "constructor",
            "id": ["langchain_core", "messages", "ai", "AIMessage"],
            "kwargs": {
                "content": "",
                "additional_kwargs": {},
                "tool_calls": [{"name": "f", "args": {}, "id": "1"}],
            },
        },
        {
            "lc": 1,
            "type": "constructor",
            "id": ["langchain", "schema", "SystemMessage"],
            "kwargs": {"content": "old"},
        },
        {
            "lc": 1,
            "type": "constructor",
            "id": ["langchain_core", "messages", "modifier", "RemoveMessage"],
            "kwargs": {"id": "r"},
        },
        record("HumanMessage", content="0.3", type="human", example=True),
    ]
    human, ai, system, remove, legacy = serialize.messages_from_lc_json(records)
    assert human == HumanMessage("js")
    assert ai == AIMessage("", tool_calls=[{"name": "f", "args": {}, "id": "1"}])
    assert ai.tool_calls[0]["type"] == "tool_call"  # type: ignore[attr-defined]
    assert (system, remove) == (SystemMessage("old"), RemoveMessage(id="r"))
    assert legacy.example is True  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("kwargs", "path", "message"),
    [
        ({"content": 5, "tool_call_id": "c"}, "$[0].kwargs.content", None),
        ({"content": "x", "tool_call_id": 7}, "$[0].kwargs.tool_call_id", "Expected `str`, got `int`"),
        ({"content": "x", "tool_call_id": "c", "id": 7}, "$[0].kwargs.id", None),
        (
            {"content": "x", "tool_call_id": "c", "bogus": 1},
            "$[0].kwargs",
            "Object contains unknown field `bogus`",
        ),
        ({"content_blocks": [{"type": "text", "text": "x"}], "tool_call_id": "c"}, "$[0].kwargs", None),
    ],
)
def test_lc_json_refuses_what_only_langchains_constructor_takes(
    kwargs: dict[str, Any], path: str, message: str | None
) -> None:
    """Values LangChain's constructor turns into others, and fields it keeps: docs/compat.md."""
    with pytest.raises(ValidationError) as info:
        serialize.messages_from_lc_json([record("ToolMessage", **kwargs)])
    assert info.value.path == path, info.value
    if message is not None:
        assert info.value.message == message


def test_lc_json_class_paths_are_the_generated_tables() -> None:
    """The reader takes its class paths from the schema (one table): each path ends in its class's name."""
    assert set(LANG_CHAIN_JS_SERIALIZED_MESSAGE_BY_PATH) < set(LANG_CHAIN_SERIALIZED_MESSAGE_BY_PATH)
    for path, title in LANG_CHAIN_SERIALIZED_MESSAGE_BY_PATH.items():
        assert title.endswith(path[-1]) and serialize.CLASS_PATHS[path].__name__ == path[-1]
    assert LANG_CHAIN_SERIALIZED_MESSAGE_BY_PATH[("langchain", "schema", "messages", "AIMessageChunk")]
    assert (
        "langchain_core",
        "messages",
        "modifier",
        "RemoveMessage",
    ) in LANG_CHAIN_SERIALIZED_MESSAGE_BY_PATH
    assert ("langchain", "schema", "ToolMessage") not in LANG_CHAIN_SERIALIZED_MESSAGE_BY_PATH


def test_lc_json_class_paths_are_langchains_message_paths() -> None:
    assert all(isinstance(cls, type) for cls in serialize.CLASS_PATHS.values())
    assert serialize.CLASS_PATHS[("langchain", "schema", "messages", "AIMessageChunk")] is AIMessageChunk
    assert serialize.CLASS_PATHS[("langchain_core", "messages", "modifier", "RemoveMessage")] is RemoveMessage
    assert ("langchain", "schema", "ToolMessage") not in serialize.CLASS_PATHS


def test_lc_json_fast_path_leaves_string_fields_out_of_the_wrapper_search(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A wrapper is an object: a string field, whatever it holds, sends no record to the one-by-one
    # reading, and the history's text is not written as JSON to look for one.
    text = "__lc_escaped__ " * 70_000  # about 1 MB
    records = [
        record("HumanMessage", content=text, type="human", id="__lc_escaped__"),
        record("AIMessage", content="\ud83d", tool_calls=[], invalid_tool_calls=[]),  # a lone surrogate
    ]

    def refuse(*args: Any) -> Any:
        raise AssertionError("read one by one")

    monkeypatch.setattr(serialize, "_record_message", refuse)
    human, ai = serialize.messages_from_lc_json(records)
    assert human.content is text and human.id == "__lc_escaped__" and ai.content == "\ud83d"
    cost = measure(lambda: serialize.messages_from_lc_json(records))
    assert cost.allocated < len(text) // 10


def test_lc_json_finds_a_wrapper_at_any_depth_of_a_non_string_field() -> None:
    call = {"name": "f", "args": {"a": [{"b": {"__lc_escaped__": {"lc": 1}}}]}, "id": "c1"}
    records = [record("HumanMessage", content="hi"), record("AIMessage", content="", tool_calls=[call])]
    _, ai = serialize.messages_from_lc_json(records)
    assert ai.tool_calls[0]["args"] == {"a": [{"b": {"lc": 1}}]}  # type: ignore[attr-defined]


def test_lc_json_unwraps_as_langchain_does() -> None:
    kwargs = {
        "content": [{"__lc_escaped__": {"type": "text", "text": "x", "lc": 1}}],
        "additional_kwargs": {
            "a": {"__lc_escaped__": {"__lc_escaped__": {"lc": 1}}},
            "b": [{"__lc_escaped__": 2}],
        },
        "type": "human",
    }
    [message] = serialize.messages_from_lc_json([record("HumanMessage", **kwargs)])
    assert message.content == [{"type": "text", "text": "x", "lc": 1}]
    # the inside of a wrapper is kept as it is: one level is unwrapped
    assert message.additional_kwargs == {"a": {"__lc_escaped__": {"lc": 1}}, "b": [2]}


def test_lc_json_reading_does_not_revive_nested_records() -> None:
    nested = {"lc": 1, "type": "constructor", "id": lc_path("HumanMessage"), "kwargs": {"content": "inner"}}
    [message] = serialize.messages_from_lc_json(
        [record("AIMessage", content="", type="ai", additional_kwargs={"m": nested})]
    )
    assert message.additional_kwargs == {"m": nested}


@pytest.mark.parametrize(
    ("records", "path", "message"),
    [
        (
            [record("HumanMessage", content="ok", type="human"), record("HumanMessage", content=7)],
            "$[1].kwargs.content",
            None,
        ),
        ([record("HumanMessage", content="x", type="ai")], "$[0].kwargs.type", None),
        ([record("AIMessage", content="x", type="AIMessageChunk")], "$[0].kwargs.type", None),
        ([{**record("HumanMessage", content="x"), "id": lc_path("Robot")}], "$[0].id", None),
        (
            [{**record("HumanMessage", content="x"), "id": ["langchain", "schema", "messages", 7]}],
            "$[0].id",
            None,
        ),
        ([{**record("HumanMessage", content="x"), "id": "HumanMessage"}], "$[0].id", None),
        ([{**record("HumanMessage", content="x"), "lc": 2}], "$[0].lc", "Invalid enum value 2"),
        ([{**record("HumanMessage", content="x"), "lc": True}], "$[0].lc", "Expected `int`, got `bool`"),
        (
            [{**record("HumanMessage", content="x"), "type": "secret"}],
            "$[0].type",
            "Invalid enum value 'secret'",
        ),
        (
            [{**record("HumanMessage", content="x"), "name": "n"}],
            "$[0]",
            "Object contains unknown field `name`",
        ),
        (
            [{"lc": 1, "type": "constructor", "id": lc_path("HumanMessage")}],
            "$[0]",
            "Object missing required field `kwargs`",
        ),
        ([{**record("HumanMessage"), "kwargs": "hi"}], "$[0].kwargs", "Expected `object`, got `str`"),
        ([record("ToolMessage", content="x")], "$[0].kwargs", "Object missing required field `tool_call_id`"),
        ([record("RemoveMessage", content="x", id="1")], "$[0].kwargs.content", None),
        (
            [record("AIMessage", content="", tool_calls=[{"name": "f", "args": "{}", "id": "1"}])],
            "$[0].kwargs.tool_calls[0].args",
            None,
        ),
        ([None], "$[0]", "Expected `object`, got `null`"),
    ],
)
def test_lc_json_errors_name_the_path(records: list[Any], path: str, message: str | None) -> None:
    with pytest.raises(ValidationError) as info:
        serialize.messages_from_lc_json(records)
    assert info.value.path.startswith(path), info.value
    if message is not None:
        assert info.value.message == message
    if path != "$[0].kwargs.content":  # a remove message's content: docs/compat.md, "Serialized form"
        # the validator's error, unchanged
        with pytest.raises(ValidationError) as schema:
            chatschema.validate(records, "list[LangChainSerializedMessage]")
        assert (info.value.path, info.value.message) == (schema.value.path, schema.value.message)


def test_lc_json_reading_takes_any_iterable_but_not_other_values() -> None:
    records = tuple(serialize.messages_to_lc_json(every_class()[:2]))
    assert serialize.messages_from_lc_json(records) == every_class()[:2]
    with pytest.raises(ValidationError) as info:
        serialize.messages_from_lc_json(3)  # type: ignore[arg-type]
    assert info.value.path == "$"


def test_lc_json_schema_errors_carry_paths() -> None:
    written = serialize.message_to_lc_json(AIMessage("", tool_calls=[{"name": "f", "args": {}, "id": "1"}]))
    written["kwargs"]["tool_calls"][0]["args"] = []
    with pytest.raises(ValidationError) as info:
        chatschema.validate([written], "list[LangChainSerializedMessage]")
    assert info.value.path == "$[0].kwargs.tool_calls[0].args"
    with pytest.raises(ValidationError) as info:
        chatschema.validate(json.dumps({**written, "id": lc_path("Robot")}), "LangChainSerializedMessage")
    assert info.value.path == "$.id"  # the whole class path names no message class


def test_the_stored_reader_keeps_extra_fields_as_langchain_does_and_the_record_reader_refuses_them() -> None:
    """The Serializable reader takes what its validator takes (docs/compat.md lists the difference)."""
    (stored,) = serialize.messages_from_dict([{"type": "human", "data": {"content": "x", "bogus": 1}}])
    assert stored == HumanMessage("x", bogus=1)
    assert stored.bogus == 1  # type: ignore[attr-defined]
    with pytest.raises(ValidationError) as info:
        serialize.messages_from_lc_json([record("HumanMessage", content="x", bogus=1)])
    assert (info.value.path, info.value.message) == ("$[0].kwargs", "Object contains unknown field `bogus`")


_REQUIRED = {
    "ToolMessage": {"tool_call_id": "c1"},
    "FunctionMessage": {"name": "f"},
    "ChatMessage": {"role": "r"},
}


def _fields(name: str) -> dict[str, Any]:
    base = name.removesuffix("Chunk")
    return {"id": "m1"} if base == "RemoveMessage" else {"content": "hi", **_REQUIRED.get(base, {})}


@pytest.mark.parametrize("path", sorted(serialize.CLASS_PATHS), ids="/".join)
def test_the_schema_reads_every_class_path_and_refuses_a_tag_of_another_class(path: tuple[str, ...]) -> None:
    """Every class path LangChain's loader reads validates as LangChainSerializedMessage, with or
    without the type tag of its class; the tag of another class is an error at $.kwargs.type."""
    cls = serialize.CLASS_PATHS[path]
    untagged = {"lc": 1, "type": "constructor", "id": list(path), "kwargs": _fields(cls.__name__)}
    chatschema.validate(untagged, "LangChainSerializedMessage")
    other = "ai" if cls.__struct_config__.tag != "ai" else "human"
    wrong = {**untagged, "kwargs": {**untagged["kwargs"], "type": other}}
    if len(path) == 3 and path[0] == "langchain_core":
        chatschema.validate(wrong, "LangChainSerializedMessage")  # langchainjs's fields: no tag, extras kept
        return
    chatschema.validate(
        {**untagged, "kwargs": {**untagged["kwargs"], "type": cls.__struct_config__.tag}},
        "LangChainSerializedMessage",
    )
    with pytest.raises(ValidationError) as caught:
        chatschema.validate(wrong, "LangChainSerializedMessage")
    assert caught.value.path == "$.kwargs.type"


def test_the_schema_reads_what_langchainjs_writes() -> None:
    """The 59 records langchainjs built (tests/compat/fixtures) validate as LangChainJSSerializedMessage
    and, since LangChain's loader reads them, as LangChainSerializedMessage; as a list too."""
    built = json.loads((Path(__file__).parent / "compat" / "fixtures" / "langchainjs_built.json").read_text())
    records = [case["serialized"] for case in built]
    assert len(records) == 59
    for title in ("LangChainSerializedMessage", "LangChainJSSerializedMessage"):
        chatschema.validate(records, f"list[{title}]")
        for item in records:
            chatschema.validate(json.dumps(item), title)


@pytest.mark.parametrize("reader", ["messages_from_lc_json", "messages_from_langchainjs"])
def test_content_whose_blocks_langchain_cannot_read_beside_content_blocks(reader: str) -> None:
    """A v0 block without the key its source_type names: its content_blocks raise KeyError (as
    LangChain's), so the written content_blocks differ from the content's (none), not a crash."""
    block = {"type": "file", "source_type": "url", "data": ""}
    kwargs = {"content": [block], "content_blocks": [{"type": "text", "text": "x"}]}
    path = ["langchain_core", "messages", "HumanMessage"]
    record = {"lc": 1, "type": "constructor", "id": path, "kwargs": kwargs}
    chatschema.validate(record, "LangChainSerializedMessage")
    read = getattr(chatschema, reader)
    with pytest.raises(chatschema.ConversionError) as caught:
        read([record])
    assert caught.value.path == "$[0].kwargs.content_blocks"
    with pytest.warns(chatschema.LossWarning):
        (message,) = read([record], strict=False)
    assert message == HumanMessage(content=[block])
    with pytest.raises(KeyError):
        _ = message.content_blocks  # as LangChain's HumanMessage(content=[block]).content_blocks
