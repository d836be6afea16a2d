"""merge_message_runs: the stretch search, the quick string merge and the built messages.

Runs are found by scanning one letter per message for neighbours of one
family, and runs of string messages without additional kwargs are merged
without the general machinery; merged messages are filled in from a
template. These tests compare the results with LangChain's on inputs that
exercise those paths: subclasses, chunk classes, long runs, empty strings,
mixed list and string content, and inputs that must be converted first.
"""

from __future__ import annotations

from typing import Any

import langchain_core.messages as lc
import pytest

import chatschema as cs
from chatschema import merge_message_runs
from tests.costs import assert_linear


def _dumps(messages: list[Any]) -> list[tuple[str, dict[str, Any]]]:
    out = []
    for m in messages:
        d = m.model_dump()
        if d.get("type") == "AIMessageChunk" and d.get("chunk_position", 0) is None:
            d.pop("chunk_position")
        out.append((type(m).__name__, d))
    return out


# subclasses, named alike in both libraries
SUBCLASSES: dict[Any, dict[str, Any]] = {
    module: {
        "Note": type("Note", (module.HumanMessage,), {}),
        "Reply": type("Reply", (module.AIMessage,), {}),
    }
    for module in (cs, lc)
}


def _build(module: Any, spec: list[tuple[str, Any, dict[str, Any]]]) -> list[Any]:
    classes = SUBCLASSES[module]
    return [(classes.get(cls) or getattr(module, cls))(content, **kw) for cls, content, kw in spec]


CALL = {"name": "f", "args": {"x": 1}, "id": "c1"}
CASES: list[list[tuple[str, Any, dict[str, Any]]]] = [
    [("HumanMessage", "a", {"id": "1"}), ("HumanMessage", "b", {"id": "2"})],
    [
        ("HumanMessage", "", {}),
        ("HumanMessage", "b", {}),
        ("HumanMessage", "", {}),
        ("HumanMessage", "c", {}),
    ],
    [("HumanMessage", "a", {"name": "x"}), ("HumanMessageChunk", "b", {}), ("HumanMessage", "c", {})],
    [("HumanMessageChunk", "a", {}), ("HumanMessage", "b", {}), ("HumanMessageChunk", "c", {})],
    [("HumanMessageChunk", "a", {}), ("HumanMessageChunk", "b", {}), ("HumanMessage", "c", {})],
    [("Note", "a", {}), ("Note", "b", {}), ("HumanMessage", "c", {}), ("Note", "d", {})],
    [("HumanMessage", "a", {}), ("Note", "b", {}), ("SystemMessage", "s", {}), ("SystemMessage", "t", {})],
    [("Note", "a", {}), ("HumanMessage", "b", {})],
    [
        ("HumanMessage", "a", {"response_metadata": {"k": [1]}}),
        ("HumanMessage", "b", {"response_metadata": {"j": 2}}),
    ],
    [
        ("HumanMessage", "a", {"additional_kwargs": {"k": "x"}}),
        ("HumanMessage", "b", {"additional_kwargs": {"k": "y"}}),
    ],
    [
        ("HumanMessage", "a", {}),
        ("HumanMessage", [{"type": "text", "text": "b"}], {}),
        ("HumanMessage", "c", {}),
    ],
    [
        ("SystemMessage", "a", {}),
        ("SystemMessageChunk", "b", {}),
        ("ToolMessage", "t", {"tool_call_id": "1"}),
    ],
    [("ToolMessage", "t", {"tool_call_id": "1"}), ("ToolMessage", "u", {"tool_call_id": "2"})],
    [("ChatMessage", "a", {"role": "critic"}), ("ChatMessage", "b", {"role": "critic"})],
    [("FunctionMessage", "a", {"name": "f"}), ("FunctionMessageChunk", "b", {"name": "f"})],
    [("AIMessage", "a", {"id": "x"}), ("AIMessage", "b", {"id": "y", "usage_metadata": None})],
    [("AIMessage", "", {"tool_calls": [CALL]}), ("Reply", "r", {}), ("AIMessageChunk", "c", {})],
    [("Reply", "a", {}), ("Reply", "b", {"tool_calls": [CALL]}), ("AIMessage", "c", {})],
    [
        ("AIMessage", "", {"invalid_tool_calls": [{"name": "f", "args": "{", "id": "i", "error": None}]}),
        ("AIMessage", "b", {}),
    ],
    [("HumanMessage", "x", {})] * 7 + [("AIMessage", "y", {})] * 5,
]


@pytest.mark.parametrize("index", range(len(CASES)))
@pytest.mark.parametrize("as_tuple", [False, True])
def test_same_as_langchain(index: int, as_tuple: bool) -> None:
    ours, theirs = _build(cs, CASES[index]), _build(lc, CASES[index])
    before = _dumps(ours)
    got = merge_message_runs(tuple(ours) if as_tuple else ours, chunk_separator="|")
    assert _dumps(got) == _dumps(lc.merge_message_runs(theirs, chunk_separator="|"))
    assert _dumps(ours) == before  # inputs are never changed
    lone = {id(m) for m in ours}
    for m in got:
        # merged messages are new and share no containers with the inputs
        if id(m) not in lone:
            for value in (m.additional_kwargs, m.response_metadata):
                assert all(
                    value is not o.additional_kwargs and value is not o.response_metadata for o in ours
                )


def test_invalid_tool_call_keys_in_constructor_order() -> None:
    bad = {"name": "f", "args": "[1", "id": "i", "error": None}
    merged = merge_message_runs([cs.AIMessage("", invalid_tool_calls=[bad]), cs.AIMessage("b")])[0]
    assert merged.invalid_tool_calls == cs.AIMessage("", invalid_tool_calls=[bad]).invalid_tool_calls
    assert list(merged.invalid_tool_calls[0]) == list(
        cs.AIMessage("", invalid_tool_calls=[bad]).invalid_tool_calls[0]
    )


def test_merged_messages_do_not_share_defaults() -> None:
    first = merge_message_runs([cs.HumanMessage("a"), cs.HumanMessage("b")])[0]
    first.additional_kwargs["x"] = 1
    first.response_metadata["y"] = 2
    second = merge_message_runs([cs.HumanMessage("a"), cs.HumanMessage("b")])[0]
    assert second.additional_kwargs == {} and second.response_metadata == {}
    ai = merge_message_runs([cs.AIMessage("a"), cs.AIMessage("b")])[0]
    ai.tool_calls.append({"name": "f", "args": {}, "id": "1", "type": "tool_call"})
    assert merge_message_runs([cs.AIMessage("a"), cs.AIMessage("b")])[0].tool_calls == []
    assert cs.AIMessage("fresh").tool_calls == []


def test_openai_tool_calls_in_additional_kwargs() -> None:
    raw = [{"id": "c9", "type": "function", "function": {"name": "f", "arguments": '{"a": 1}'}}]
    ours = [cs.AIMessage("a", additional_kwargs={"tool_calls": raw}), cs.AIMessage("b")]
    theirs = [lc.AIMessage("a", additional_kwargs={"tool_calls": raw}), lc.AIMessage("b")]
    assert _dumps(merge_message_runs(ours)) == _dumps(lc.merge_message_runs(theirs))


def test_message_likes_are_converted() -> None:
    likes: list[Any] = [("human", "a"), "b", {"role": "assistant", "content": "c"}, cs.AIMessage("d")]
    theirs: list[Any] = [("human", "a"), "b", {"role": "assistant", "content": "c"}, lc.AIMessage("d")]
    assert _dumps(merge_message_runs(likes)) == _dumps(lc.merge_message_runs(theirs))


def test_unmerged_messages_are_returned_as_they_are() -> None:
    msgs = [cs.SystemMessage("s"), cs.HumanMessage("a"), cs.AIMessage("b")]
    got = merge_message_runs(msgs)
    assert got == msgs and got is not msgs
    assert all(g is m for g, m in zip(got, msgs, strict=True))


def test_linear_time() -> None:
    def build(n: int) -> list[Any]:
        return [cs.HumanMessage(f"m{i}") if i % 3 else cs.AIMessage(f"r{i}") for i in range(n)]

    assert_linear(build, merge_message_runs, 1000)  # 8x the messages; quadratic would be 64x
