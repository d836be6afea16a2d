"""check_conversation: each rule, per provider, with the path and code it reports."""

from __future__ import annotations

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
    check_conversation,
    convert_to_anthropic_messages,
    convert_to_gemini_contents,
)
from chatschema._conversation import PROBLEM_CODES, ConversationProblem
from tests.costs import assert_linear

PROVIDERS = ("openai", "openai-responses", "anthropic", "gemini")
IMAGE = {"type": "image", "url": "https://example.com/cat.png"}


def call(call_id: str, name: str = "lookup") -> dict[str, Any]:
    return {"name": name, "args": {"q": call_id}, "id": call_id}


def found(messages: list[Any], provider: str) -> list[tuple[str, str]]:
    return [(p.path, p.code) for p in check_conversation(messages, provider)]  # type: ignore[arg-type]


VALID: list[Any] = [
    SystemMessage("Be brief."),
    HumanMessage(["What is in this picture?", IMAGE]),
    AIMessage("Let me look.", tool_calls=[call("c1"), call("c2")]),
    ToolMessage("a cat", tool_call_id="c1"),
    ToolMessage("on a mat", tool_call_id="c2"),
    AIMessage("A cat on a mat."),
    HumanMessage("Thanks."),
]

CASES: list[tuple[str, list[Any], dict[str, list[tuple[str, str]]]]] = [
    (
        "tool result with no call",
        [HumanMessage("hi"), AIMessage("hello"), ToolMessage("x", tool_call_id="c9")],
        {p: [("$[2]", "orphan_tool_result")] for p in PROVIDERS},
    ),
    (
        "call answered after another turn",
        [
            HumanMessage("hi"),
            AIMessage("", tool_calls=[call("c1")]),
            HumanMessage("?"),
            ToolMessage("x", tool_call_id="c1"),
        ],
        {
            "openai": [("$[1].tool_calls[0]", "missing_tool_result"), ("$[3]", "orphan_tool_result")],
            "anthropic": [("$[1].tool_calls[0]", "missing_tool_result"), ("$[3]", "orphan_tool_result")],
            "gemini": [("$[1].tool_calls[0]", "missing_tool_result"), ("$[3]", "orphan_tool_result")],
            "openai-responses": [],  # input items: an output may come later, as long as it comes
        },
    ),
    (
        "call never answered",
        [
            HumanMessage("hi"),
            AIMessage("", tool_calls=[call("c1"), call("c2")]),
            ToolMessage("x", tool_call_id="c2"),
        ],
        {p: [("$[1].tool_calls[0]", "missing_tool_result")] for p in PROVIDERS},
    ),
    (
        "invalid tool call never answered",
        [
            HumanMessage("hi"),
            AIMessage("", invalid_tool_calls=[{"name": "f", "args": "{", "id": "c1", "error": "bad"}]),
        ],
        {p: [("$[1].invalid_tool_calls[0]", "missing_tool_result")] for p in PROVIDERS},
    ),
    (
        "duplicate tool call id",
        [
            HumanMessage("hi"),
            AIMessage("", tool_calls=[call("c1")]),
            ToolMessage("x", tool_call_id="c1"),
            AIMessage("", tool_calls=[call("c1")]),
            ToolMessage("y", tool_call_id="c1"),
        ],
        {
            p: [("$[3].tool_calls[0]", "duplicate_tool_call_id"), ("$[4]", "duplicate_tool_result")]
            for p in PROVIDERS
        },
    ),
    (
        "second result for one call",
        [
            HumanMessage("hi"),
            AIMessage("", tool_calls=[call("c1")]),
            ToolMessage("x", tool_call_id="c1"),
            ToolMessage("x", tool_call_id="c1"),
        ],
        {p: [("$[3]", "duplicate_tool_result")] for p in PROVIDERS},
    ),
    (
        "Anthropic tool_result blocks in a human message answer the calls",
        [
            HumanMessage("hi"),
            AIMessage(
                [{"type": "tool_use", "id": "c1", "name": "lookup", "input": {}}], tool_calls=[call("c1")]
            ),
            HumanMessage([{"type": "tool_result", "tool_use_id": "c1", "content": "x"}, "and?"]),
            HumanMessage([{"type": "tool_result", "tool_use_id": "c7", "content": "x"}]),
        ],
        {p: [("$[3].content[0]", "orphan_tool_result")] for p in PROVIDERS},
    ),
    (
        "system message after the start",
        [SystemMessage("a"), SystemMessage("b"), HumanMessage("hi"), SystemMessage("c"), AIMessage("ok")],
        {
            "openai": [],
            "openai-responses": [],
            "anthropic": [],  # a system turn after a user turn, before an assistant turn
            "gemini": [("$[3]", "system_not_at_start")],
        },
    ),
    (
        "system message between user turns",
        [HumanMessage("hi"), AIMessage("ok"), SystemMessage("c"), HumanMessage("more"), SystemMessage("d")],
        {
            "openai": [],
            "openai-responses": [],
            "anthropic": [("$[2]", "system_not_at_start")],  # $[4], after a user turn at the end, is fine
            "gemini": [("$[2]", "system_not_at_start"), ("$[4]", "system_not_at_start")],
        },
    ),
    (
        "tool_use block without a result",
        [
            HumanMessage("hi"),
            AIMessage([{"type": "tool_use", "id": "t1", "name": "f", "input": {}}]),
            HumanMessage("more"),
        ],
        {
            "openai": [("$[1].content[0]", "missing_tool_result")],
            "openai-responses": [("$[1].content[0]", "missing_tool_result")],
            "anthropic": [("$[1].content[0]", "missing_tool_result")],
            "gemini": [("$[1].content[0]", "missing_tool_result")],
        },
    ),
    (
        "empty string content",
        [HumanMessage(""), AIMessage("ok"), HumanMessage("more"), AIMessage("")],
        {
            "openai": [],
            "openai-responses": [],
            "anthropic": [("$[0].content", "empty_content")],  # the final AI message may be empty
            "gemini": [],  # a first user turn of empty text is Gemini's {"text": ""} turn
        },
    ),
    (
        "empty text after the first turn",
        [SystemMessage("s"), HumanMessage([{"type": "text", "text": ""}]), AIMessage("ok"), HumanMessage("")],
        {
            "openai": [],
            "openai-responses": [],
            "anthropic": [("$[1].content[0]", "empty_content"), ("$[3].content", "empty_content")],
            "gemini": [("$[3].content", "empty_content")],
        },
    ),
    (
        "empty content list and empty text blocks",
        [HumanMessage([]), AIMessage([{"type": "text", "text": ""}, "ok"]), HumanMessage("more")],
        {
            "openai": [("$[0].content", "empty_content")],
            "openai-responses": [("$[0].content", "empty_content")],
            "anthropic": [("$[0].content", "empty_content"), ("$[1].content[0]", "empty_content")],
            "gemini": [("$[0].content", "empty_content"), ("$[1].content[0]", "empty_content")],
        },
    ),
    (
        "an AI message with tool calls and no text is not empty",
        [HumanMessage("hi"), AIMessage("", tool_calls=[call("c1")]), ToolMessage("", tool_call_id="c1")],
        {p: [] for p in PROVIDERS},
    ),
    (
        "conversation opening with the model",
        [SystemMessage("s"), AIMessage("Hello, how can I help?"), HumanMessage("hi")],
        {
            "openai": [],
            "openai-responses": [],
            "anthropic": [],
            "gemini": [("$[1]", "first_message_not_user")],
        },
    ),
    (
        "tool call right after a model turn",
        [
            HumanMessage("hi"),
            AIMessage("Thinking."),
            AIMessage("", tool_calls=[call("c1")]),
            ToolMessage("x", tool_call_id="c1"),
        ],
        {"openai": [], "openai-responses": [], "anthropic": [], "gemini": [("$[2]", "function_call_order")]},
    ),
    (
        "images outside user turns",
        [
            SystemMessage(["rules", IMAGE]),
            HumanMessage("hi"),
            AIMessage(["look", {"type": "image_url", "image_url": {"url": "https://e.com/a.png"}}]),
            HumanMessage("and"),
            AIMessage("", tool_calls=[call("c1")]),
            ToolMessage([{"type": "file", "file_id": "f1"}], tool_call_id="c1"),
        ],
        {
            "openai": [
                ("$[0].content[1]", "media_not_allowed"),
                ("$[2].content[1]", "media_not_allowed"),
                ("$[5].content[0]", "media_not_allowed"),
            ],
            "openai-responses": [("$[2].content[1]", "media_not_allowed")],
            "anthropic": [("$[0].content[1]", "media_not_allowed"), ("$[2].content[1]", "media_not_allowed")],
            "gemini": [("$[0].content[1]", "media_not_allowed")],
        },
    ),
    (
        "roles the provider lacks",
        [
            ChatMessage("hi", role="user"),
            ChatMessage("x", role="critic"),
            ChatMessage("ok", role="assistant"),
            FunctionMessage("r", name="f"),
            RemoveMessage(id="m1"),
        ],
        {
            "openai": [("$[1]", "unsupported_role"), ("$[4]", "unsupported_role")],
            "openai-responses": [
                ("$[1]", "unsupported_role"),
                ("$[3]", "unsupported_role"),
                ("$[4]", "unsupported_role"),
            ],
            "anthropic": [
                ("$[1]", "unsupported_role"),
                ("$[3]", "unsupported_role"),
                ("$[4]", "unsupported_role"),
            ],
            "gemini": [
                ("$[1]", "unsupported_role"),
                ("$[3]", "unsupported_role"),
                ("$[4]", "unsupported_role"),
            ],
        },
    ),
    (
        "chat messages count as the message type of their role",
        [
            ChatMessage("rules", role="developer"),
            ChatMessage("hi", role="user"),
            ChatMessage("", role="user"),
        ],
        {
            "openai": [],
            "openai-responses": [],
            "anthropic": [("$[0]", "unsupported_role"), ("$[2].content", "empty_content")],
            "gemini": [("$[0]", "unsupported_role"), ("$[2].content", "empty_content")],
        },
    ),
    (
        "tool_result blocks after other content",
        [
            HumanMessage("hi"),
            AIMessage("", tool_calls=[call("c1"), call("c2")]),
            HumanMessage(
                [
                    {"type": "tool_result", "tool_use_id": "c1", "content": "x"},
                    "and also",
                    {"type": "tool_result", "tool_use_id": "c2", "content": "y"},
                ]
            ),
        ],
        {
            "openai": [],
            "openai-responses": [],
            "anthropic": [("$[2].content[2]", "tool_result_not_first")],
            "gemini": [],
        },
    ),
    (
        "system messages only",  # they go to Anthropic's `system` and Gemini's `system_instruction`
        [SystemMessage("Be brief."), ChatMessage("Answer in French.", role="system")],
        {
            "openai": [],
            "openai-responses": [],
            "anthropic": [("$", "empty_conversation")],
            "gemini": [("$", "empty_conversation")],
        },
    ),
    (
        "an empty final AI message is no turn",  # it asks for a completion; the writers leave it out
        [SystemMessage("Be brief."), AIMessage("")],
        {
            "openai": [],
            "openai-responses": [],
            "anthropic": [("$", "empty_conversation")],
            "gemini": [("$[1]", "first_message_not_user"), ("$", "empty_conversation")],
        },
    ),
    (
        "no message",
        [],
        {
            "openai": [("$", "empty_conversation")],
            "openai-responses": [],
            "anthropic": [("$", "empty_conversation")],
            "gemini": [("$", "empty_conversation")],
        },
    ),
    (
        "a message the provider cannot take is not an empty conversation",
        [SystemMessage("Be brief."), RemoveMessage(id="m1")],
        {p: [("$[1]", "unsupported_role")] for p in PROVIDERS},
    ),
    (
        "prefill ending in whitespace",
        [HumanMessage("hi"), AIMessage(["Sure, ", {"type": "text", "text": "here it is:\n"}])],
        {
            "openai": [],
            "openai-responses": [],
            "anthropic": [("$[1].content", "trailing_whitespace")],
            "gemini": [],
        },
    ),
]


def test_a_valid_conversation_passes_every_provider() -> None:
    for provider in PROVIDERS:
        assert check_conversation(VALID, provider) == []


@pytest.mark.parametrize(("name", "messages", "expected"), CASES, ids=[c[0] for c in CASES])
def test_rule(name: str, messages: list[Any], expected: dict[str, list[tuple[str, str]]]) -> None:
    assert set(expected) == set(PROVIDERS)
    for provider in PROVIDERS:
        assert found(messages, provider) == expected[provider], provider


def test_every_code_is_reported_by_some_case() -> None:
    reported = {code for _, _, by_provider in CASES for found_ in by_provider.values() for _, code in found_}
    assert reported == set(PROBLEM_CODES)


def test_a_system_only_history_is_written_as_it_is_and_flagged() -> None:
    # No data is lost (the text goes to `system` / `system_instruction`), so the writers raise and
    # warn nothing; the request they write has no turn, which the provider refuses: the check says so.
    history = [SystemMessage("Be brief.")]
    assert convert_to_gemini_contents(history) == {
        "system_instruction": {"parts": [{"text": "Be brief."}]},
        "contents": [],
    }
    assert convert_to_anthropic_messages(history) == {"system": "Be brief.", "messages": []}
    for provider, title in (("gemini", "Gemini"), ("anthropic", "Anthropic")):
        [problem] = check_conversation(history, provider)
        assert (problem.path, problem.code) == ("$", "empty_conversation")
        assert problem.message.startswith(f"{title} refuses a request with no turn")
    assert check_conversation([*history, HumanMessage("hi")], "gemini") == []


def test_problem_fields_and_message() -> None:
    [problem] = check_conversation([HumanMessage("hi"), ToolMessage("x", tool_call_id="c9")], "openai")
    assert isinstance(problem, ConversationProblem)
    assert (problem.path, problem.code) == ("$[1]", "orphan_tool_result")
    assert "'c9'" in problem.message
    assert str(problem) == f"$[1]: orphan_tool_result: {problem.message}"


def test_message_likes_are_read() -> None:
    history = [
        {"role": "user", "content": "hi"},
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}],
        },
        ("human", "next"),
    ]
    assert found(history, "openai") == [("$[1].tool_calls[0]", "missing_tool_result")]


def test_unknown_provider_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="Unknown provider 'bedrock'"):
        check_conversation([], "bedrock")  # type: ignore[arg-type]


def test_unhashable_call_ids_do_not_crash() -> None:
    message = ToolMessage("x", tool_call_id="c1")
    message.tool_call_id = ["not", "a", "string"]  # type: ignore[assignment]
    assert found([HumanMessage("hi"), message], "openai") == [("$[1]", "orphan_tool_result")]


def _long_history(n: int) -> list[Any]:
    """n rounds of a question, a call (with a duplicate id every 7th round) and its result."""
    out: list[Any] = [SystemMessage("s")]
    for i in range(n):
        call_id = f"c{i - i % 7}"
        out += [HumanMessage(["q", IMAGE]), AIMessage("", tool_calls=[call(call_id)])]
        out.append(ToolMessage("r", tool_call_id=call_id))
    return out


@pytest.mark.parametrize("provider", PROVIDERS)
def test_linear_time(provider: str) -> None:
    assert_linear(_long_history, lambda history: check_conversation(history, provider), 100)  # type: ignore[arg-type]
