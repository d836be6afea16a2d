"""repr, pretty_repr, text and copies agree with langchain_core on the same constructions."""

from __future__ import annotations

import copy
import pickle
from collections.abc import Callable
from typing import Any

import langchain_core.messages as lc
import pytest

import chatschema as cs

CASES: list[Callable[[Any], Any]] = [
    lambda m: m.HumanMessage("hi"),
    lambda m: m.HumanMessage("hi", id="1", name="n"),
    lambda m: m.HumanMessage(["a", {"type": "text", "text": "b"}, {"type": "image", "url": "u"}]),
    lambda m: m.AIMessage("x", id="1", tool_calls=[{"name": "a", "args": {"k": [1, 2]}, "id": "c"}]),
    lambda m: m.AIMessage("Hi there", id="r1"),
    lambda m: m.AIMessage("", invalid_tool_calls=[{"name": "f", "args": "{", "id": "c", "error": "bad"}]),
    lambda m: m.AIMessage("x", usage_metadata={"input_tokens": 1, "output_tokens": 1, "total_tokens": 2}),
    lambda m: m.ToolMessage("x", tool_call_id="1"),
    lambda m: m.ToolMessage("x", tool_call_id="1", status="error", artifact=[1]),
    lambda m: m.ToolMessage(42, tool_call_id=7),
    lambda m: m.RemoveMessage(id="x"),
    lambda m: m.ChatMessage("c", role="r"),
    lambda m: m.FunctionMessage("f", name="n"),
    lambda m: m.SystemMessage("s", name="sys"),
    lambda m: m.AIMessageChunk("x"),
    lambda m: m.AIMessageChunk(
        "", tool_call_chunks=[{"name": "f", "args": '{"a": 1', "id": "1", "index": 0}], chunk_position="last"
    ),
    lambda m: m.SystemMessageChunk("s"),
    lambda m: m.HumanMessageChunk("h", id=5),
]


@pytest.mark.parametrize("build", CASES)
def test_repr_text_and_pretty_repr_match_langchain(build: Callable[[Any], Any]) -> None:
    ours, theirs = build(cs), build(lc)
    assert repr(ours) == repr(theirs)
    assert ours.text == theirs.text
    assert ours.pretty_repr() == theirs.pretty_repr()
    assert ours.pretty_repr(html=True) == theirs.pretty_repr(html=True)
    assert ours.model_dump() == theirs.model_dump()
    assert ours.type == theirs.type


@pytest.mark.parametrize("build", CASES)
def test_copies_are_equal_and_independent(build: Callable[[Any], Any]) -> None:
    msg = build(cs)
    for other in (
        copy.copy(msg),
        copy.deepcopy(msg),
        pickle.loads(pickle.dumps(msg)),
        msg.model_copy(deep=True),
    ):
        assert other == msg and type(other) is type(msg)
    changed = msg.model_copy(update={"id": "new"})
    assert changed.id == "new" and msg.id != "new"


def test_text_method_call_is_deprecated() -> None:
    msg = cs.HumanMessage("hi")
    with pytest.warns(DeprecationWarning):
        assert msg.text() == "hi"


def test_chunks_count_as_their_message_class() -> None:
    assert isinstance(cs.AIMessageChunk("x"), cs.AIMessage)
    assert issubclass(cs.HumanMessageChunk, cs.HumanMessage)
    assert not isinstance(cs.HumanMessage("x"), cs.HumanMessageChunk)
    assert isinstance(cs.ToolMessageChunk("x", tool_call_id="1"), cs.BaseMessageChunk)
