"""convert_to_openai_messages(strict=...): only what Chat Completions takes, checked with the SDK's types."""

from __future__ import annotations

import json
import warnings
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chatschema import (
    AIMessage,
    ChatMessage,
    ConversionError,
    FunctionMessage,
    HumanMessage,
    LossWarning,
    RemoveMessage,
    SystemMessage,
    ToolMessage,
    ValidationError,
    convert_from_openai_messages,
    convert_to_messages,
    convert_to_openai_messages,
)
from tests.conformance.strategies import conversations
from tests.convert.sdk_oracle import problems
from tests.costs import assert_linear

PNG = "iVBORw0KGgo="
CALL = {"name": "lookup", "args": {"q": "x"}, "id": "c1"}


def lenient(messages: Any, **options: Any) -> tuple[Any, list[tuple[str, str]]]:
    """strict=False output, and the (path, message) of each LossWarning."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = convert_to_openai_messages(messages, strict=False, **options)
    lost = [(w.message.path, w.message.message) for w in caught if isinstance(w.message, LossWarning)]
    others = [str(w.message) for w in caught if not isinstance(w.message, LossWarning)]
    assert all(text.startswith(FILENAME_WARNING) for text in others), others
    return out, lost


FILENAME_WARNING = "OpenAI may require a filename"
"""LangChain's warning for a file block without a filename (it sends a placeholder name)."""


def strict(messages: Any, **options: Any) -> Any:
    """strict=True output, LangChain's filename warning aside."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=FILENAME_WARNING)
        return convert_to_openai_messages(messages, strict=True, **options)


def assert_valid(out: list[dict[str, Any]]) -> None:
    for k, message in enumerate(out):
        assert problems("openai", message) == [], (k, message)


# -- each cause of an invalid request, with its path ----------------------------------------------

CAUSES: list[tuple[str, list[Any], list[str]]] = [
    (
        "audio by URL",
        [HumanMessage(["Listen:", {"type": "audio", "url": "https://e.com/a.mp3"}])],
        ["$[0].content[1]"],
    ),
    (
        "video",
        [HumanMessage([{"type": "video", "base64": "AAAA", "mime_type": "video/mp4"}])],
        ["$[0].content[0]"],
    ),
    ("file by URL", [HumanMessage([{"type": "file", "url": "https://e.com/a.pdf"}])], ["$[0].content[0]"]),
    (
        "text-plain by reference",
        [HumanMessage([{"type": "text-plain", "url": "https://e.com/a.txt", "mime_type": "text/plain"}])],
        ["$[0].content[0]"],
    ),
    (
        "Anthropic native blocks in an AI message",
        [
            HumanMessage("hi"),
            AIMessage(
                [
                    {"type": "thinking", "thinking": "Hm.", "signature": "Eq8B"},
                    {"type": "redacted_thinking", "data": "EmwK"},
                    {"type": "server_tool_use", "id": "s1", "name": "web_search", "input": {"q": "x"}},
                    "Done.",
                ]
            ),
        ],
        ["$[1].content[0]", "$[1].content[1]", "$[1].content[2]"],
    ),
    (
        "standard reasoning and server tool blocks",
        [AIMessage([{"type": "reasoning", "reasoning": "Plan."}, {"type": "text", "text": "Hi."}])],
        ["$[0].content[0]"],
    ),
    (
        "Gemini parts",
        [AIMessage([{"type": "executable_code", "executable_code": "print(1)", "language": "PYTHON"}, "ok"])],
        ["$[0].content[0]"],
    ),
    (
        "images outside user messages",
        [
            SystemMessage(["Rules", {"type": "image", "base64": PNG, "mime_type": "image/png"}]),
            AIMessage("", tool_calls=[CALL]),
            ToolMessage([{"type": "image", "url": "https://e.com/a.png"}, "found"], tool_call_id="c1"),
        ],
        ["$[0].content[1]", "$[2].content[0]"],
    ),
    (
        "name on a tool message that its call does not give",
        [AIMessage("", tool_calls=[CALL]), ToolMessage("r", tool_call_id="c1", name="other")],
        ["$[1].name"],
    ),
    (
        "custom chat role",
        [ChatMessage("I object.", role="critic"), HumanMessage("hi")],
        ["$[0]"],  # the whole message is lost, not only its role
    ),
    (
        "a RemoveMessage",
        [HumanMessage("hi"), RemoveMessage(id="m1")],
        ["$[1]"],
    ),
    (
        "a function message without a name",
        [FunctionMessage("old", name=""), HumanMessage("hi")],
        ["$[0]"],
    ),
    (
        "a tool call without an id",
        [AIMessage("", tool_calls=[{"name": "lookup", "args": {"q": "x"}, "id": None}])],
        ["$[0].tool_calls[0]"],  # the whole call, not only its id
    ),
    (
        "text block keys with no place",
        [HumanMessage([{"type": "text", "text": "hi", "cache_control": {"type": "ephemeral"}}])],
        ["$[0].content[0].cache_control"],
    ),
    (
        "malformed image data",
        [HumanMessage([{"type": "image_url", "image_url": {"url": "data:image/png;base64,@@@"}}])],
        ["$[0].content[0]"],
    ),
    (
        "Anthropic tool_result with an image becomes a tool message without it",
        [
            AIMessage("", tool_calls=[CALL]),
            HumanMessage(
                [
                    {
                        "type": "tool_result",
                        "tool_use_id": "c1",
                        "content": [
                            {"type": "text", "text": "r"},
                            {
                                "type": "image",
                                "source": {"type": "base64", "media_type": "image/png", "data": PNG},
                            },
                        ],
                    }
                ]
            ),
        ],
        ["$[1].content[0].content[1]"],
    ),
]


@pytest.mark.parametrize(("name", "messages", "paths"), CAUSES, ids=[c[0] for c in CAUSES])
def test_each_cause_is_lost_with_its_path_or_raises(name: str, messages: list[Any], paths: list[str]) -> None:
    for text_format in ("string", "block"):
        out, lost = lenient(messages, text_format=text_format)
        assert [path for path, _ in lost] == paths
        assert_valid(out)
    with pytest.raises(ConversionError) as caught:
        convert_to_openai_messages(messages, strict=True)
    assert caught.value.path == paths[0]


def test_faithful_forms_are_converted_without_loss() -> None:
    messages = [
        ChatMessage("Be brief.", role="developer"),
        ChatMessage("hi", role="human"),
        HumanMessage(
            [
                {"type": "text-plain", "text": "notes", "mime_type": "text/plain"},
                {"type": "text-plain", "base64": "aGVsbG8=", "mime_type": "text/plain"},
                {"type": "text", "text": "and", "id": "lc_1", "annotations": []},
            ]
        ),
        AIMessage(
            [{"type": "tool_use", "id": "c1", "name": "lookup", "input": {"q": "x"}}],
            tool_calls=[CALL],
            invalid_tool_calls=[
                {"name": "f", "args": "{oops", "id": "c2", "error": None, "type": "invalid_tool_call"}
            ],
        ),
        ToolMessage("r1", tool_call_id="c1", name="lookup"),
        ToolMessage("r2", tool_call_id="c2"),
        FunctionMessage("old", name="legacy"),
    ]
    out, lost = lenient(messages)
    assert lost == []
    assert_valid(out)
    assert [m["role"] for m in out] == ["developer", "user", "user", "assistant", "tool", "tool", "function"]
    assert out[2]["content"] == "notes\nhello\nand"
    assert [c["id"] for c in out[3]["tool_calls"]] == ["c1", "c2"]
    assert out[3]["tool_calls"][1]["function"]["arguments"] == "{oops"
    assert "name" not in out[4]
    assert convert_to_openai_messages(messages, strict=True) == out


def test_strict_none_is_langchains_output() -> None:
    messages = [AIMessage([{"type": "thinking", "thinking": "Hm.", "signature": "s"}, "Hi."])]
    assert convert_to_openai_messages(messages, strict=None) == convert_to_openai_messages(messages)
    assert convert_to_openai_messages(messages)[0]["content"][0]["type"] == "thinking"


def test_include_id_cannot_be_strict() -> None:
    with pytest.raises(ValueError, match="include_id"):
        convert_to_openai_messages([HumanMessage("hi", id="m1")], include_id=True, strict=False)


# -- generated histories -------------------------------------------------------------------------


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(history=conversations(max_messages=5, max_items=3), text_format=st.sampled_from(["string", "block"]))
def test_strict_output_always_validates_against_the_sdk(history: list[Any], text_format: str) -> None:
    messages = convert_to_messages([m for m in history if m["type"] != "remove"])
    try:
        out, lost = lenient(messages, text_format=text_format)
    except (TypeError, ValueError) as error:  # LangChain's own errors: a bad __openai_role__, ...
        assert not isinstance(error, ConversionError)
        return
    assert_valid(out)
    for path, _ in lost:
        assert path.startswith("$[")
    if not lost:
        assert strict(messages, text_format=text_format) == out
    else:
        with pytest.raises(ConversionError) as caught:
            strict(messages, text_format=text_format)
        assert caught.value.path == lost[0][0]


# -- convert_from_openai_messages ---------------------------------------------------------------


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(history=conversations(max_messages=5, max_items=3))
def test_strict_output_reads_back_to_the_same_output(history: list[Any]) -> None:
    messages = convert_to_messages([m for m in history if m["type"] != "remove"])
    try:
        out, _ = lenient(messages)
    except (TypeError, ValueError):
        return
    assert strict(convert_from_openai_messages(out)) == out


def test_convert_from_openai_messages_reads_requests_and_reports_paths() -> None:
    request = {
        "model": "gpt-4.1",
        "messages": [
            {"role": "developer", "content": "Be brief."},
            {"role": "user", "content": [{"type": "text", "text": "hi"}]},
            {
                "role": "assistant",
                "content": None,
                "refusal": "No.",
                "tool_calls": [
                    {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
                ],
            },
            {"role": "tool", "tool_call_id": "c1", "content": "r"},
        ],
    }
    messages = convert_from_openai_messages(request)
    assert [m.type for m in messages] == ["system", "human", "ai", "tool"]
    assert messages[0].additional_kwargs == {"__openai_role__": "developer"}
    assert messages[2].additional_kwargs["refusal"] == "No."
    assert convert_to_openai_messages(messages, strict=True)[0]["role"] == "developer"
    for bad, path in [
        ({"messages": [{"role": "user", "content": "x"}, "hi"]}, "$.messages[1]"),
        ([{"role": "human", "content": "x"}], "$[0].role"),
        ([{"content": "x"}], "$[0].role"),
        (
            {
                "messages": [
                    {
                        "role": "assistant",
                        "content": "",
                        "tool_calls": [{"id": "c", "type": "function", "function": {"name": "f"}}],
                    }
                ]
            },
            "$.messages[0].tool_calls[0].function",
        ),
        ("hi", "$"),
    ]:
        with pytest.raises(ValidationError) as caught:
            convert_from_openai_messages(bad)
        assert caught.value.path == path


def test_strict_conversion_is_linear() -> None:
    def build(n: int) -> list[Any]:
        out: list[Any] = []
        for i in range(n):
            out += [
                HumanMessage(["q", {"type": "text-plain", "text": "t", "mime_type": "text/plain"}]),
                AIMessage(
                    [{"type": "reasoning", "reasoning": "r"}, "a"], tool_calls=[{**CALL, "id": f"c{i}"}]
                ),
                ToolMessage("r", tool_call_id=f"c{i}", name="lookup"),
            ]
        return out

    assert_linear(build, lambda messages: lenient(messages), 100)


# -- a corpus of realistic requests: valid for the SDK, and read back to themselves ---------------

CORPUS = sorted((Path(__file__).parent.parent / "data" / "openai_chat").glob("*.json"))


def _joined(message: dict[str, Any]) -> dict[str, Any]:
    """The message as text_format="string" writes it: a list of text parts only is one string."""
    content = message["content"]
    if isinstance(content, list) and content and all(part["type"] == "text" for part in content):
        return {**message, "content": "\n".join(part["text"] for part in content)}
    return message


@pytest.mark.parametrize("path", CORPUS, ids=[p.stem for p in CORPUS])
def test_corpus_requests_read_back_to_themselves(path: Path) -> None:
    payload = json.loads(path.read_text())
    assert_valid(payload)
    messages = convert_from_openai_messages({"model": "gpt-4.1", "messages": payload})
    out = strict(messages)
    assert out == [_joined(message) for message in payload]
    assert_valid(out)
    assert strict(convert_from_openai_messages(out)) == out
    blocks = strict(messages, text_format="block")
    assert_valid(blocks)
    assert strict(convert_from_openai_messages(blocks), text_format="block") == blocks


def test_the_corpus_is_there() -> None:
    assert len(CORPUS) >= 4
