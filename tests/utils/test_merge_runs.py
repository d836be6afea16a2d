"""merge_message_runs: LangChain's results, in linear time."""

from __future__ import annotations

from typing import Any

import pytest

from chatschema import (
    AIMessage,
    AIMessageChunk,
    ChatMessage,
    FunctionMessage,
    HumanMessage,
    HumanMessageChunk,
    RemoveMessage,
    SystemMessage,
    ToolMessage,
    merge_message_runs,
)
from tests.costs import assert_linear


def test_langchain_example() -> None:
    messages = [
        SystemMessage("you're a good assistant."),
        HumanMessage("what's your favorite color", id="foo"),
        HumanMessage("wait your favorite food", id="bar"),
        AIMessage(
            "my favorite colo",
            tool_calls=[{"name": "blah_tool", "args": {"x": 2}, "id": "123", "type": "tool_call"}],
            id="baz",
        ),
        AIMessage(
            [{"type": "text", "text": "my favorite dish is lasagna"}],
            tool_calls=[{"name": "blah_tool", "args": {"x": -10}, "id": "456", "type": "tool_call"}],
            id="blur",
        ),
    ]
    merged = merge_message_runs(messages)
    assert [m.model_dump() for m in merged] == [
        SystemMessage("you're a good assistant.").model_dump(),
        HumanMessage("what's your favorite color\nwait your favorite food", id="foo").model_dump(),
        AIMessage(
            ["my favorite colo", {"type": "text", "text": "my favorite dish is lasagna"}],
            tool_calls=[
                {"name": "blah_tool", "args": {"x": 2}, "id": "123", "type": "tool_call"},
                {"name": "blah_tool", "args": {"x": -10}, "id": "456", "type": "tool_call"},
            ],
            id="baz",
        ).model_dump(),
    ]
    assert merged[0] is messages[0]  # unmerged messages are returned as they are


def test_separator_and_empty_strings() -> None:
    msgs = [HumanMessage("a"), HumanMessage(""), HumanMessage("b")]
    assert merge_message_runs(msgs)[0].content == "a\nb"
    assert merge_message_runs(msgs, chunk_separator=" // ")[0].content == "a // b"


def test_string_and_list_content() -> None:
    assert merge_message_runs([HumanMessage("a"), HumanMessage(["b"])])[0].content == ["a", "b"]
    assert merge_message_runs([HumanMessage(["a"]), HumanMessage("b")])[0].content == ["ab"]
    # As chunk + (docs/compat.md, langchain issue #40224): LangChain gives [] and loses the text.
    assert merge_message_runs([HumanMessage([]), HumanMessage("b")])[0].content == ["b"]
    assert merge_message_runs([HumanMessage([]), HumanMessage("")])[0].content == []
    blocks = [
        HumanMessage([{"type": "text", "text": "a", "index": 0}]),
        HumanMessage([{"type": "text", "text": "b", "index": 0}]),
    ]
    assert merge_message_runs(blocks)[0].content == [{"type": "text", "text": "ab", "index": 0}]


def test_tool_messages_never_merge() -> None:
    msgs = [ToolMessage("a", tool_call_id="1"), ToolMessage("b", tool_call_id="1")]
    assert merge_message_runs(msgs) == msgs


def test_names_dropped_ids_and_metadata_of_first() -> None:
    merged = merge_message_runs(
        [
            HumanMessage("a", name="x", id="1", response_metadata={"r": 1}, additional_kwargs={"k": "p"}),
            HumanMessage("b", name="x", id="2", response_metadata={"r": 2}, additional_kwargs={"k": "q"}),
        ]
    )[0]
    assert (merged.name, merged.id, merged.response_metadata, merged.additional_kwargs) == (
        None,
        "1",
        {"r": 1},
        {"k": "pq"},
    )


def test_ai_ids_usage_and_invalid_calls() -> None:
    usage = {"input_tokens": 1, "output_tokens": 2, "total_tokens": 3}
    merged = merge_message_runs(
        [
            AIMessage("a", id="lc_run-1", usage_metadata=usage),
            AIMessage(
                "b",
                id="provider-2",
                usage_metadata=usage,
                invalid_tool_calls=[{"name": "f", "args": '{"x": 1', "id": "c", "error": "bad"}],
            ),
        ]
    )[0]
    assert merged.id == "provider-2"
    assert merged.usage_metadata == {"input_tokens": 2, "output_tokens": 4, "total_tokens": 6}
    # As in LangChain, arguments that parse as partial JSON turn an invalid call into a call.
    assert merged.tool_calls == [{"name": "f", "args": {"x": 1}, "id": "c", "type": "tool_call"}]
    assert merged.invalid_tool_calls == []


def test_chunk_classes() -> None:
    merged = merge_message_runs([HumanMessageChunk("a"), HumanMessageChunk("b"), HumanMessage("c")])
    assert [type(m).__name__ for m in merged] == ["HumanMessage"]
    assert merged[0].content == "a\nb\nc"
    # A run started by a plain message takes chunks; one started by a chunk takes only chunks.
    assert len(merge_message_runs([HumanMessageChunk("a"), HumanMessage("b")])) == 2
    stream = [
        AIMessageChunk("", tool_call_chunks=[{"name": "f", "args": '{"a"', "id": "1", "index": 0}]),
        AIMessageChunk("", tool_call_chunks=[{"name": None, "args": ": 1}", "id": None, "index": 0}]),
    ]
    (ai,) = merge_message_runs(stream)
    assert type(ai) is AIMessage
    assert ai.tool_calls == [{"name": "f", "args": {"a": 1}, "id": "1", "type": "tool_call"}]


def test_kept_apart_where_langchain_raises() -> None:
    chats = [ChatMessage("a", role="x"), ChatMessage("b", role="y"), ChatMessage("c", role="y")]
    assert [m.content for m in merge_message_runs(chats)] == ["a", "b\nc"]
    fns = [FunctionMessage("a", name="f"), FunctionMessage("b", name="g")]
    assert len(merge_message_runs(fns)) == 2
    removes = [RemoveMessage(id="1"), RemoveMessage(id="2")]
    assert merge_message_runs(removes) == removes


def test_inputs_unchanged() -> None:
    msgs = [
        HumanMessage([{"type": "text", "text": "a", "index": 0}], additional_kwargs={"d": {"x": "1"}}),
        HumanMessage([{"type": "text", "text": "b", "index": 0}], additional_kwargs={"d": {"x": "2"}}),
    ]
    before = [m.model_dump() for m in msgs]
    merged = merge_message_runs(msgs)[0]
    assert merged.additional_kwargs == {"d": {"x": "12"}}
    assert [m.model_dump() for m in msgs] == before


def test_partial_application_and_message_likes() -> None:
    merge = merge_message_runs(chunk_separator=" ")
    assert merge([("human", "a"), ("human", "b")])[0].content == "a b"
    assert merge_message_runs([]) == []


@pytest.mark.parametrize(
    "make",
    [
        lambda i: HumanMessage([{"type": "text", "text": f"m{i}"}]),  # langchain issue #38217
        lambda i: HumanMessage(f"m{i}"),
        lambda i: AIMessageChunk(
            [{"type": "text", "text": "x", "index": 0}],
            additional_kwargs={"function_call": {"arguments": "y"}},
        ),
        lambda i: AIMessage(f"m{i}", tool_calls=[{"name": "f", "args": {"i": i}, "id": str(i)}]),
    ],
)
def test_linear_time(make: Any) -> None:
    # 8 times the messages: at most 10 times the trace events and allocated bytes (64 if quadratic)
    assert_linear(lambda n: [make(i) for i in range(n)], merge_message_runs, 250)


def test_runs_keep_equal_metadata_strings_once_as_chunk_addition_does() -> None:
    """merge_message_runs and chunk ``+`` share one table of merge rules (KEEP_ONCE_KEYS included)."""
    kwargs = {"model": "x", "id": "q", "system_fingerprint": "fp"}
    merged = merge_message_runs(
        [AIMessage("a", additional_kwargs=kwargs), AIMessage("b", additional_kwargs=kwargs)]
    )
    added = AIMessageChunk("a", additional_kwargs=kwargs) + AIMessageChunk("b", additional_kwargs=kwargs)
    assert merged[0].additional_kwargs == added.additional_kwargs == kwargs


def test_runs_keep_text_after_an_empty_list_as_chunk_addition_does() -> None:
    """The rule for a string after list content is the table's (merge_content), in both drivers."""
    run = [AIMessage([], id="a"), AIMessage("b"), AIMessage([]), AIMessage("c")]
    merged = merge_message_runs(run, chunk_separator="")[0]
    total = AIMessageChunk([], id="a") + AIMessageChunk("b") + AIMessageChunk([]) + AIMessageChunk("c")
    assert merged.content == total.content == ["bc"]
