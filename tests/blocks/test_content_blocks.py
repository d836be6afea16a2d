"""``content_blocks`` on chosen messages: the rules, LangChain's quirks kept, deliberate differences."""

from __future__ import annotations

import copy
from typing import Any

import langchain_core.messages as lc
import pytest

import chatschema as cs
from chatschema.blocks import best_effort_content_blocks, message_content_blocks
from tests.blocks.compare import result

ALL_CLASSES = [
    "HumanMessage",
    "HumanMessageChunk",
    "AIMessage",
    "AIMessageChunk",
    "SystemMessage",
    "SystemMessageChunk",
    "ToolMessage",
    "ToolMessageChunk",
    "FunctionMessage",
    "FunctionMessageChunk",
    "ChatMessage",
    "ChatMessageChunk",
]
EXTRA_ARGS = {"Tool": {"tool_call_id": "c1"}, "Function": {"name": "f"}, "ChatM": {"role": "r"}}


def build(name: str, **kwargs: Any) -> tuple[Any, Any]:
    """The same message built by LangChain and by chatschema."""
    for prefix, extra in EXTRA_ARGS.items():
        if name.startswith(prefix):
            kwargs = {**extra, **kwargs}
    return getattr(lc, name)(**copy.deepcopy(kwargs)), getattr(cs, name)(**copy.deepcopy(kwargs))


def agree(name: str, **kwargs: Any) -> Any:
    theirs, ours = build(name, **kwargs)
    expected = result(lambda: theirs.content_blocks)
    assert result(lambda: ours.content_blocks) == expected
    return expected


@pytest.mark.parametrize("name", ALL_CLASSES)
@pytest.mark.parametrize("content", ["hello", "", [], ["a", {"type": "text", "text": "b"}, {"type": "x"}]])
def test_every_class_reads_plain_content(name: str, content: Any) -> None:
    agree(name, content=content)


def test_remove_message_has_no_blocks() -> None:
    assert cs.RemoveMessage(id="m1").content_blocks == []


def test_reasoning_content_only_on_ai_messages() -> None:
    extra = {"reasoning_content": "because"}
    assert agree("AIMessage", content="x", additional_kwargs=extra)[1][0] == {
        "type": "reasoning",
        "reasoning": "because",
    }
    assert agree("AIMessageChunk", content="x", additional_kwargs=extra)[1][0]["type"] == "reasoning"
    assert agree("HumanMessage", content="x", additional_kwargs=extra)[1] == [{"type": "text", "text": "x"}]
    # not when a reasoning block is already there
    blocks = agree("AIMessage", content=[{"type": "reasoning", "reasoning": "r"}], additional_kwargs=extra)[1]
    assert [b["type"] for b in blocks] == ["reasoning"]


def test_missing_tool_calls_are_appended() -> None:
    calls = [{"name": "f", "args": {}, "id": "c1"}, {"name": "g", "args": {"a": 1}, "id": "c2"}]
    content = [{"type": "tool_call", "name": "f", "args": {}, "id": "c1"}]
    blocks = agree("AIMessage", content=content, tool_calls=calls)[1]
    assert [b.get("id") for b in blocks] == ["c1", "c2"]


def test_tool_call_index_and_extras_are_carried() -> None:
    # chatschema keeps index/extras on tool calls (LangChain's constructor drops them), and the
    # appended block carries them, as LangChain's content_blocks does when they are present.
    msg = cs.AIMessage("", tool_calls=[{"name": "f", "args": {}, "id": "c1", "index": 3, "extras": {"k": 1}}])
    assert msg.content_blocks == [
        {"type": "tool_call", "id": "c1", "name": "f", "args": {}, "index": 3, "extras": {"k": 1}}
    ]


@pytest.mark.parametrize("position", [None, "last"])
def test_chunk_shows_tool_call_chunks(position: Any) -> None:
    chunks = [{"name": "f", "args": '{"a": 1', "id": "c1", "index": 0}]
    blocks = agree("AIMessageChunk", content="", tool_call_chunks=chunks, chunk_position=position)[1]
    assert blocks[0]["type"] == ("tool_call" if position == "last" else "tool_call_chunk")


def test_v1_output_is_returned_as_it_is() -> None:
    content = [{"type": "text", "text": "x"}, {"type": "weird"}]
    msg = cs.AIMessage(content, response_metadata={"output_version": "v1", "model_provider": "anthropic"})
    assert msg.content_blocks is msg.content
    # string content under v1 still goes to the provider translator
    agree(
        "AIMessageChunk", content="hi", response_metadata={"output_version": "v1", "model_provider": "openai"}
    )


def test_bedrock_non_claude_falls_back_to_best_effort() -> None:
    meta = {"model_provider": "bedrock", "model_name": "amazon.nova-pro"}
    blocks = agree(
        "AIMessage", content="x", response_metadata=meta, additional_kwargs={"reasoning_content": "r"}
    )[1]
    assert [b["type"] for b in blocks] == ["reasoning", "text"]


PROVIDER_SAMPLES: list[tuple[str, dict[str, Any]]] = [
    (
        "openai",
        {
            "content": [
                {
                    "type": "reasoning",
                    "id": "rs_1",
                    "summary": [{"type": "summary_text", "text": "a"}],
                    "index": 0,
                },
                {
                    "type": "text",
                    "text": "Paris",
                    "annotations": [
                        {
                            "type": "url_citation",
                            "url": "https://e.com",
                            "title": "E",
                            "start_index": 0,
                            "end_index": 5,
                        },
                        {"type": "file_citation", "file_id": "f1", "filename": "n.txt", "index": 2},
                    ],
                },
                {"type": "function_call", "name": "f", "arguments": "{}", "call_id": "c1", "id": "fc_1"},
                {"type": "web_search_call", "id": "ws_1", "status": "completed", "action": {"query": "q"}},
            ],
            "tool_calls": [{"name": "f", "args": {}, "id": "c1"}],
        },
    ),
    (
        "anthropic",
        {
            "content": [
                {"type": "thinking", "thinking": "t", "signature": "s"},
                {"type": "redacted_thinking", "data": "d", "index": 1},
                {
                    "type": "text",
                    "text": "x",
                    "citations": [{"type": "char_location", "cited_text": "c", "document_index": 0}],
                },
                {"type": "tool_use", "id": "toolu_1", "name": "f", "input": {"a": 1}},
                {"type": "server_tool_use", "id": "srv_1", "name": "web_search", "input": {"query": "q"}},
                {"type": "web_search_tool_result", "tool_use_id": "srv_1", "content": []},
            ],
            "tool_calls": [{"name": "f", "args": {"a": 1}, "id": "toolu_1"}],
        },
    ),
    (
        "google_genai",
        {
            "content": [
                {"type": "thinking", "thinking": "t"},
                "answer",
                {"type": "executable_code", "executable_code": "1"},
            ]
        },
    ),
    ("google_vertexai", {"content": "answer", "additional_kwargs": {"audio": b"RIFF"}}),
    (
        "bedrock_converse",
        {
            "content": [
                {"type": "reasoning_content", "reasoning_content": {"text": "r"}},
                {"type": "text", "text": "x"},
            ]
        },
    ),
    (
        "bedrock",
        {"content": [{"type": "text", "text": "x"}], "response_metadata": {"model_name": "claude-3"}},
    ),
    (
        "groq",
        {
            "content": "x",
            "additional_kwargs": {
                "executed_tools": [{"type": "search", "arguments": '{"q": 1}', "output": "o"}]
            },
        },
    ),
]


@pytest.mark.parametrize(("provider", "kwargs"), PROVIDER_SAMPLES, ids=[p for p, _ in PROVIDER_SAMPLES])
@pytest.mark.parametrize("name", ["AIMessage", "AIMessageChunk"])
def test_provider_samples(provider: str, kwargs: dict[str, Any], name: str) -> None:
    meta = {"model_provider": provider, **kwargs.get("response_metadata", {})}
    outcome = agree(name, **{**kwargs, "response_metadata": meta})
    assert outcome[0] == "ok"


# -- LangChain's quirks, kept -------------------------------------------------------------------


def test_v0_block_with_id_raises_type_error() -> None:
    content = [{"type": "image", "source_type": "url", "url": "https://e.com/a.png", "id": "img1"}]
    outcome = agree("HumanMessage", content=content)
    assert outcome[:2] == ("error", "TypeError")


def test_v0_text_file_reads_url() -> None:
    assert agree("HumanMessage", content=[{"type": "file", "source_type": "text", "url": "the text"}])[1] == [
        {"type": "text-plain", "text": "the text", "mime_type": "text/plain"}
    ]
    outcome = agree("HumanMessage", content=[{"type": "file", "source_type": "text", "text": "the text"}])
    assert outcome == ("error", "KeyError", "'url'")


def test_responses_reasoning_with_summary_and_extras_raises() -> None:
    block = {"type": "reasoning", "summary": [{"type": "summary_text", "text": "s"}], "extras": {"a": 1}}
    outcome = agree("AIMessage", content=[block], response_metadata={"model_provider": "openai"})
    assert outcome == ("error", "KeyError", "'extras'")


def test_responses_reasoning_spreads_unknown_fields_on_the_first_block() -> None:
    block = {
        "type": "reasoning",
        "id": "rs_1",
        "encrypted_content": "E",
        "summary": [{"text": "a"}, {"text": "b"}],
    }
    blocks = agree("AIMessage", content=[block], response_metadata={"model_provider": "openai"})[1]
    assert blocks[0]["encrypted_content"] == "E" and "encrypted_content" not in blocks[1]


# -- deliberate differences ---------------------------------------------------------------------


@pytest.mark.parametrize("provider", ["anthropic", "bedrock"])
def test_content_is_never_changed(provider: str) -> None:
    """Reading an unknown block with an ``index`` lifts the index off a copy, never off the block in
    the message (LangChain 1.7 popped it from the message; 1.8 copies too, so both agree now), and
    a native refusal block's ``extras`` is not the content's own dict."""
    content = [
        {"type": "redacted_thinking", "data": "d", "index": 4},
        {"type": "refusal", "refusal": "no", "extras": {"category": "cyber"}, "index": 5},
    ]
    meta = {"model_provider": provider, "model_name": "claude"}
    theirs, ours = build("AIMessage", content=content, response_metadata=meta)
    expected = [
        {"type": "non_standard", "value": {"type": "redacted_thinking", "data": "d"}, "index": 4},
        {"type": "refusal", "refusal": "no", "extras": {"category": "cyber"}, "index": 5},
    ]
    assert ours.content_blocks == expected == theirs.content_blocks
    ours.content_blocks[1]["extras"]["category"] = "changed"
    assert ours.content_blocks == expected == theirs.content_blocks
    assert ours.content == content == theirs.content


def test_best_effort_drops_items_that_are_not_str_or_dict() -> None:
    assert best_effort_content_blocks(["a", 3, None, {"type": "text", "text": "b"}]) == [  # type: ignore[list-item]
        {"type": "text", "text": "a"},
        {"type": "text", "text": "b"},
    ]


def test_message_content_blocks_is_the_property() -> None:
    msg = cs.HumanMessage([{"type": "input_audio", "input_audio": {"data": "UklG", "format": "wav"}}])
    assert message_content_blocks(msg)[0]["mime_type"] == msg.content_blocks[0]["mime_type"] == "audio/wav"


def test_last_v1_chunk_completes_server_tool_calls() -> None:
    kwargs: dict[str, Any] = {
        "content": [
            {"type": "server_tool_call_chunk", "name": "web_search", "args": '{"q": "x"}', "id": "s1"}
        ],
        "response_metadata": {"output_version": "v1"},
        "chunk_position": "last",
    }
    theirs, ours = build("AIMessageChunk", **kwargs)
    assert theirs.content[0]["type"] == "server_tool_call"
    assert ours.content == theirs.content
