"""Which messages the utilities return as they are, and which are copies sharing nothing with the inputs.

The rules are LangChain 1.7's (checked against it here): unchanged messages are
the objects passed in; merged messages and partly trimmed messages are new
objects, and changing them never changes an input. A message whose tool calls
``filter_messages`` removed is a shallow copy in both libraries.
"""

from __future__ import annotations

import copy
from typing import Any

import langchain_core.messages as lc
import pytest

import chatschema as cs


def _conversation(mod: Any) -> list[Any]:
    return [
        mod.SystemMessage("rules"),
        mod.HumanMessage([{"type": "text", "text": "one two"}, {"type": "text", "text": "three"}], id="h1"),
        mod.HumanMessage([{"type": "text", "text": "four"}], additional_kwargs={"k": {"x": [1]}}, id="h2"),
        mod.AIMessage(
            [{"type": "text", "text": "calling"}, {"type": "tool_use", "id": "1", "name": "f", "input": {}}],
            tool_calls=[
                {"name": "f", "args": {"z": [1]}, "id": "1"},
                {"name": "g", "args": {"y": {"w": 2}}, "id": "2"},
            ],
            additional_kwargs={"q": [1]},
            id="a1",
        ),
        mod.ToolMessage("r1", tool_call_id="1", id="t1"),
        mod.ToolMessage("r2", tool_call_id="2", id="t2"),
        mod.HumanMessage("five six seven", id="h3"),
    ]


def _blocks(messages: list[Any]) -> int:
    return sum(len(m.content) if isinstance(m.content, list) else 1 for m in messages)


def _scribble(value: Any) -> None:
    """Change every dict and list reachable from ``value`` in place."""
    if isinstance(value, dict):
        for item in list(value.values()):
            _scribble(item)
        value["scribbled"] = True
    elif isinstance(value, list):
        for item in list(value):
            _scribble(item)
        value.append("scribbled")


def _scribble_message(message: Any) -> None:
    for name in ("content", "additional_kwargs", "response_metadata", "tool_calls"):
        value = getattr(message, name, None)
        if isinstance(value, (dict, list)):
            _scribble(value)


def _identity(mod: Any, result: list[Any], inputs: list[Any]) -> list[bool]:
    return [any(r is m for m in inputs) for r in result]


CALLS = {
    "merge": lambda mod, ms: mod.merge_message_runs(ms),
    "filter": lambda mod, ms: mod.filter_messages(ms, exclude_tool_calls=["1"]),
    "trim_first_partial": lambda mod, ms: mod.trim_messages(
        ms, max_tokens=2, token_counter=_blocks, strategy="first", allow_partial=True
    ),
    "trim_last_partial": lambda mod, ms: mod.trim_messages(
        ms, max_tokens=7, token_counter=_blocks, strategy="last", allow_partial=True
    ),
    "trim_last_whole": lambda mod, ms: mod.trim_messages(ms, max_tokens=4, token_counter=_blocks),
}


@pytest.mark.parametrize("name", sorted(CALLS))
def test_same_objects_as_langchain(name: str) -> None:
    ours_in, theirs_in = _conversation(cs), _conversation(lc)
    ours, theirs = CALLS[name](cs, ours_in), CALLS[name](lc, theirs_in)
    assert [m.model_dump() for m in ours] == [m.model_dump() for m in theirs]
    assert _identity(cs, ours, ours_in) == _identity(lc, theirs, theirs_in)


@pytest.mark.parametrize("name", ["merge", "trim_first_partial", "trim_last_partial"])
def test_new_messages_share_nothing_with_the_inputs(name: str) -> None:
    inputs = _conversation(cs)
    before = [copy.deepcopy(m.model_dump()) for m in inputs]
    result = CALLS[name](cs, inputs)
    new = [m for m in result if not any(m is i for i in inputs)]
    assert new, "the case must produce at least one new message"
    for message in new:
        _scribble_message(message)
    assert [m.model_dump() for m in inputs] == before


def test_filtered_tool_calls_are_a_shallow_copy_as_in_langchain() -> None:
    for mod in (cs, lc):
        (ai,) = [m for m in _conversation(mod) if m.type == "ai"]
        (out,) = mod.filter_messages([ai], exclude_tool_calls=["1"])
        assert out is not ai
        assert [c["id"] for c in out.tool_calls] == ["2"]
        assert out.tool_calls[0] is ai.tool_calls[1]
        assert out.additional_kwargs is ai.additional_kwargs
        assert [c["id"] for c in ai.tool_calls] == ["1", "2"]  # the input keeps its calls
