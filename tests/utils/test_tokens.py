"""count_tokens_approximately: what is counted, and LangChain's parameters."""

from __future__ import annotations

import math
from typing import Any

import pytest

from chatschema import (
    AIMessage,
    ChatMessage,
    FunctionMessage,
    HumanMessage,
    RemoveMessage,
    SystemMessage,
    ToolMessage,
)
from chatschema._tokens import approximate_message_tokens, count_tokens_approximately


def test_role_content_and_extra_tokens() -> None:
    # "user" (4) + 12 characters = 16 -> 4 tokens, + 3 per message
    assert count_tokens_approximately([HumanMessage("abcdefghijkl")]) == 7
    assert count_tokens_approximately([]) == 0
    assert count_tokens_approximately([HumanMessage("abcdefghijkl")], extra_tokens_per_message=0) == 4
    assert count_tokens_approximately([HumanMessage("abcdefghijkl")], chars_per_token=2) == 11


def test_roles() -> None:
    assert count_tokens_approximately([SystemMessage("")], extra_tokens_per_message=0, chars_per_token=1) == 6
    dev = SystemMessage("", additional_kwargs={"__openai_role__": "developer"})
    assert count_tokens_approximately([dev], extra_tokens_per_message=0, chars_per_token=1) == 9
    assert (
        count_tokens_approximately(
            [ChatMessage("", role="ab")], extra_tokens_per_message=0, chars_per_token=1
        )
        == 2
    )
    fn = FunctionMessage("", name="f")
    assert (
        count_tokens_approximately([fn], extra_tokens_per_message=0, chars_per_token=1) == len("function") + 1
    )
    bad = SystemMessage("", additional_kwargs={"__openai_role__": 3})
    with pytest.raises(TypeError):
        count_tokens_approximately([bad])
    with pytest.raises(ValueError, match="Unknown BaseMessage type"):
        count_tokens_approximately([RemoveMessage(id="x")])


def test_names_tool_call_ids_and_tool_calls() -> None:
    named = HumanMessage("", name="alice")
    assert count_tokens_approximately([named], extra_tokens_per_message=0, chars_per_token=1) == 9
    assert (
        count_tokens_approximately([named], extra_tokens_per_message=0, chars_per_token=1, count_name=False)
        == 4
    )
    tool = ToolMessage("", tool_call_id="abc")
    assert count_tokens_approximately([tool], extra_tokens_per_message=0, chars_per_token=1) == 7
    call = {"id": "1", "name": "f", "args": {}, "extras": {"ignored": True}}
    ai = AIMessage("", tool_calls=[call])
    expected = len("assistant") + len(repr([{"name": "f", "args": {}, "id": "1", "type": "tool_call"}]))
    assert count_tokens_approximately([ai], extra_tokens_per_message=0, chars_per_token=1) == expected
    # With list content the tool calls are not counted again (they are in the content, Anthropic-style).
    listed = AIMessage([{"type": "text", "text": "ab"}], tool_calls=[call])
    assert count_tokens_approximately([listed], extra_tokens_per_message=0, chars_per_token=1) == 11


def test_images_and_other_blocks() -> None:
    block = {"type": "custom", "x": 1}
    msg = HumanMessage(
        [
            "ab",
            {"type": "text", "text": "cd"},
            {"type": "image", "url": "https://x"},
            block,
            {"type": "image_url", "image_url": {"url": "data:,"}},
        ]
    )
    chars = 2 + 2 + len(repr(block)) + len("user")
    assert count_tokens_approximately([msg], chars_per_token=1, extra_tokens_per_message=0) == chars + 2 * 85
    assert count_tokens_approximately(
        [msg], chars_per_token=1, extra_tokens_per_message=0, tokens_per_image=1
    ) == (chars + 2)


def test_rounding_is_per_message_and_floats_allowed() -> None:
    msgs = [HumanMessage("a"), HumanMessage("a")]  # 5 chars each -> 2 tokens each at 4 chars per token
    assert count_tokens_approximately(msgs, extra_tokens_per_message=0) == 4
    assert count_tokens_approximately(msgs, extra_tokens_per_message=0.5) == 5
    assert count_tokens_approximately(msgs) == sum(approximate_message_tokens(m) for m in msgs)


def test_tools() -> None:
    tool = {"name": "search", "description": "d", "parameters": {"type": "object"}}
    import json

    assert count_tokens_approximately([], tools=[tool]) == math.ceil(len(json.dumps(tool)) / 4)

    class Schema:
        @staticmethod
        def model_json_schema() -> dict[str, Any]:
            return {"title": "S", "description": "dropped", "type": "object", "properties": {}}

    class Tool:
        name = "search"
        description = "d"
        tool_call_schema = Schema

    expected = {"name": "search", "description": "d", "parameters": {"type": "object", "properties": {}}}
    assert count_tokens_approximately([], tools=[Tool()]) == math.ceil(len(json.dumps(expected)) / 4)


def test_usage_metadata_scaling() -> None:
    usage = {"input_tokens": 50, "output_tokens": 50, "total_tokens": 100}
    meta = {"model_provider": "openai"}
    msgs = [HumanMessage("hello"), AIMessage("hi", usage_metadata=usage, response_metadata=meta)]
    plain = count_tokens_approximately(msgs)
    scaled = count_tokens_approximately(msgs, use_usage_metadata_scaling=True)
    assert scaled == math.ceil(plain * 1.25)  # capped at 1.25
    mixed = [*msgs, AIMessage("x", response_metadata={"model_provider": "anthropic"})]
    assert count_tokens_approximately(mixed, use_usage_metadata_scaling=True) == count_tokens_approximately(
        mixed
    )
    assert count_tokens_approximately(
        msgs[1:], use_usage_metadata_scaling=True
    ) == count_tokens_approximately(msgs[1:])


def test_message_likes_are_converted() -> None:
    assert count_tokens_approximately(["abcdefghijkl"]) == 7  # a string is a human message
    assert count_tokens_approximately([("ai", "hi")]) == count_tokens_approximately([AIMessage("hi")])


def test_prefix_counts_match_counting_each_prefix() -> None:
    import random

    from chatschema._tokens import approximate_prefix_counts

    r = random.Random(3)
    pool: list[Any] = [
        "ab",
        "",
        {"type": "text", "text": "hello"},
        {"type": "image", "url": "u"},
        {"type": "x", "y": 1},
    ]
    for _ in range(200):
        blocks = [r.choice(pool) for _ in range(r.randint(0, 8))]
        message = r.choice(
            [
                HumanMessage("", name=r.choice([None, "bob"])),
                AIMessage("", tool_calls=[{"name": "f", "args": {}, "id": "1"}]),
                ToolMessage("", tool_call_id="abc"),
            ]
        )
        counts = approximate_prefix_counts(message, blocks)
        for size in range(len(blocks) + 1):
            assert counts[size] == approximate_message_tokens(
                message.model_copy(update={"content": blocks[:size]})
            )
