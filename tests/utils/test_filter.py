"""filter_messages: conditions, tool call removal, partial application."""

from __future__ import annotations

from chatschema import (
    AIMessage,
    AIMessageChunk,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)
from chatschema._filter import filter_messages
from chatschema._partial_application import MessagesFunction


def _history() -> list:
    return [
        SystemMessage("you're a good assistant."),
        HumanMessage("what's your name", id="foo", name="example_user"),
        AIMessage("steve-o", id="bar", name="example_assistant"),
        HumanMessage("what's your favorite color", id="baz"),
        AIMessage("silicon blue", id="blah"),
    ]


def test_langchain_example() -> None:
    kept = filter_messages(
        _history(),
        include_names=("example_user", "example_assistant"),
        include_types=("system",),
        exclude_ids=("bar",),
    )
    assert [m.model_dump() for m in kept] == [
        SystemMessage("you're a good assistant.").model_dump(),
        HumanMessage("what's your name", id="foo", name="example_user").model_dump(),
    ]


def test_types_as_tags_or_classes() -> None:
    msgs = [HumanMessage("a"), AIMessage("b"), AIMessageChunk("c")]
    assert [m.text for m in filter_messages(msgs, include_types=["ai"])] == ["b"]
    assert [m.text for m in filter_messages(msgs, include_types=[AIMessage])] == ["b", "c"]
    assert [m.text for m in filter_messages(msgs, exclude_types=["AIMessageChunk", HumanMessage])] == ["b"]
    assert filter_messages(msgs) == msgs  # no condition: everything, the same objects


def _tool_history() -> list:
    return [
        HumanMessage("weather and time?"),
        AIMessage(
            [
                {"type": "text", "text": "checking"},
                {"type": "tool_use", "id": "w", "name": "weather", "input": {}},
                {"type": "tool_use", "id": "t", "name": "time", "input": {}},
            ],
            tool_calls=[{"name": "weather", "args": {}, "id": "w"}, {"name": "time", "args": {}, "id": "t"}],
        ),
        ToolMessage("sunny", tool_call_id="w"),
        ToolMessage("noon", tool_call_id="t"),
        AIMessage("", tool_calls=[{"name": "time", "args": {}, "id": "t2"}]),
        ToolMessage("1pm", tool_call_id="t2"),
        AIMessage("sunny at noon"),
    ]


def test_exclude_all_tool_calls() -> None:
    kept = filter_messages(_tool_history(), exclude_tool_calls=True)
    assert [m.text for m in kept] == ["weather and time?", "sunny at noon"]


def test_exclude_some_tool_calls() -> None:
    history = _tool_history()
    before = [m.model_dump() for m in history]
    kept = filter_messages(history, exclude_tool_calls=["t", "t2"])
    assert [m.type for m in kept] == ["human", "ai", "tool", "ai"]
    ai = kept[1]
    assert [c["id"] for c in ai.tool_calls] == ["w"]
    assert [b.get("id") for b in ai.content] == [None, "w"]  # the tool_use block of "t" is gone
    assert kept[2].tool_call_id == "w"
    assert [m.model_dump() for m in history] == before  # inputs unchanged
    # Only lists, tuples and sets are read as ids (as in LangChain); other values remove nothing.
    assert len(filter_messages(history, exclude_tool_calls=frozenset({"t"}))) == len(history)


def test_partial_application() -> None:
    only_ai = filter_messages(include_types=["ai"])
    assert isinstance(only_ai, MessagesFunction)
    assert repr(only_ai) == "filter_messages(include_types=['ai'])"
    assert [m.text for m in only_ai(_history())] == ["steve-o", "silicon blue"]
    assert [m.text for m in only_ai.invoke(_history())] == ["steve-o", "silicon blue"]
    assert filter_messages(None, include_types=["ai"])(_history()) == only_ai(_history())


def test_message_likes() -> None:
    kept = filter_messages([("human", "hi"), ("ai", "hello"), "plain"], include_types=["human"])
    assert [m.text for m in kept] == ["hi", "plain"]
    assert filter_messages([]) == []
