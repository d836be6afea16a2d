"""``message.text`` and ``message.content_blocks`` on one message (TypeScript ``text``, ``contentBlocks``)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import chatschema
from tests.conformance.vectorgen import Case, Json
from tests.conformance.vectorgen.edges import edge_histories
from tests.conformance.vectorgen.histories import corpus, generated, with_surrogates


def _text(input: Json, options: dict[str, Json]) -> Json:
    return str(chatschema.decode(input, chatschema.AnyMessage).text)


_RANDOM_ID = re.compile(r"lc_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
MASKED_ID = "lc_<uuid4>"
"""What a random block id (``lc_`` and a uuid4, new on every call) is written as; the TypeScript side
masks its own ids the same way before comparing."""


def _masked(value: Json) -> Json:
    if isinstance(value, dict):
        return {
            k: MASKED_ID if k == "id" and isinstance(v, str) and _RANDOM_ID.fullmatch(v) else _masked(v)
            for k, v in value.items()
        }
    if isinstance(value, list):
        return [_masked(v) for v in value]
    return value


def _content_blocks(input: Json, options: dict[str, Json]) -> Json:
    return _masked(chatschema.decode(input, chatschema.AnyMessage).content_blocks)


PYTHON: dict[str, Any] = {"text": _text, "content_blocks": _content_blocks}


def cases() -> Iterator[Case]:
    n = 0
    sources = [*edge_histories().values(), *(h for _, h in corpus())]
    sources += generated()[:200] + with_surrogates(generated(40, 2), 2)
    for history in sources:
        for message in history:
            yield "text", f"m-{n:04d}", message, {}
            yield "content_blocks", f"m-{n:04d}", message, {}
            n += 1
    for name, message in [*_bedrock_messages(), *_groq_messages()]:
        yield "content_blocks", name, message, {}
    yield "text", "bad-type", {"type": "nope", "content": "x"}, {}
    yield "text", "bad-content", {"type": "human", "content": 7}, {}


def _bedrock_messages() -> Iterator[tuple[str, Json]]:
    """AI messages and chunks of the two Bedrock providers, in the full stored form (the corpus has none)."""
    converse = {"model_provider": "bedrock_converse"}
    claude = {"model_provider": "bedrock", "model_name": "anthropic.claude-3-haiku"}
    call = {"name": "f", "args": {"a": 1}, "id": "t1"}
    chunk = {"name": "f", "args": '{"a"', "id": "t1", "index": 0}
    cited = {
        "type": "text",
        "text": "Paris.",
        "citations": [
            {
                "title": "Wiki",
                "source_content": [{"text": "Paris is"}, {"text": " the capital"}],
                "location": {"c": 0},
            }
        ],
    }
    thinking = {
        "type": "reasoning_content",
        "reasoning_content": {"text": "Hm.", "signature": "s"},
        "index": 0,
    }
    redacted = {"type": "reasoning_content", "reasoning_content": {"redacted_content": "xx"}, "extra": 1}
    messages: list[tuple[str, Any]] = [
        ("converse-text", chatschema.AIMessage("Hello", response_metadata=converse)),
        (
            "converse-cited",
            chatschema.AIMessage(
                [cited, {"type": "text", "text": "Bye", "index": 1}], response_metadata=converse
            ),
        ),
        (
            "converse-reasoning",
            chatschema.AIMessage(
                [thinking, redacted, {"type": "text", "text": "Ok."}], response_metadata=converse
            ),
        ),
        (
            "converse-tool-use",
            chatschema.AIMessage(
                [{"type": "tool_use", "id": "t1", "name": "f", "input": {"a": 1}}],
                tool_calls=[call],
                response_metadata=converse,
            ),
        ),
        (
            "converse-unknown",
            chatschema.AIMessage(
                [{"type": "guard", "x": 1, "index": 3}, {"type": "guard", "y": 2}, "plain"],
                response_metadata=converse,
            ),
        ),
        ("converse-empty", chatschema.AIMessage("", response_metadata=converse)),
        (
            "converse-chunk-delta",
            chatschema.AIMessageChunk(
                [{"type": "input_json_delta", "partial_json": '{"a"', "index": 0}],
                tool_call_chunks=[chunk],
                response_metadata=converse,
            ),
        ),
        (
            "converse-chunk-tool-use",
            chatschema.AIMessageChunk(
                [{"type": "tool_use", "id": "t1", "name": "f", "input": {}, "index": 0}],
                tool_call_chunks=[chunk],
                response_metadata=converse,
            ),
        ),
        ("converse-chunk-empty", chatschema.AIMessageChunk("", response_metadata=converse)),
        ("bedrock-claude", chatschema.AIMessage("Hi", tool_calls=[call], response_metadata=claude)),
        (
            "bedrock-claude-thinking",
            chatschema.AIMessage(
                [
                    {"type": "thinking", "thinking": "Hm.", "signature": "s"},
                    {"type": "tool_use", "id": "t1", "name": "f", "input": {"a": 1}},
                ],
                tool_calls=[call, {"name": "g", "args": {}, "id": "t2"}],
                response_metadata=claude,
            ),
        ),
        (
            "bedrock-other-model",
            chatschema.AIMessage(
                "Hi",
                tool_calls=[call],
                response_metadata={"model_provider": "bedrock", "model_name": "amazon.nova-pro"},
            ),
        ),
        ("bedrock-no-model", chatschema.AIMessage("Hi", response_metadata={"model_provider": "bedrock"})),
        (
            "bedrock-chunk-calls",
            chatschema.AIMessageChunk([], tool_call_chunks=[chunk], response_metadata=claude),
        ),
        (
            "bedrock-chunk-text",
            chatschema.AIMessageChunk("Hel", response_metadata={"model_provider": "bedrock"}),
        ),
        ("bedrock-chunk-empty", chatschema.AIMessageChunk("", response_metadata=claude)),
    ]
    for name, message in messages:
        yield name, json.loads(chatschema.encode(message))


def _groq_messages() -> Iterator[tuple[str, Json]]:
    """AI messages and chunks from Groq, with the tools Groq ran itself (the corpus has none)."""
    groq = {"model_provider": "groq"}
    call = {"name": "f", "args": {"a": 1}, "id": "t1"}
    search = {
        "type": "search",
        "arguments": '{"query": "weather"}',
        "output": "Sunny",
        "index": 0,
        "extra": 1,
    }
    python_unescaped = {"type": "python", "arguments": '{"code": "print("hi")"}', "output": "hi"}
    gpt_oss = {"type": "function", "name": "python", "arguments": "print(1)", "output": "1"}
    unreadable = {"type": "search", "arguments": "{oops", "output": "x"}
    no_args = {"type": "browser", "output": [{"url": "u"}]}
    listed = {"type": "search", "arguments": "[1]", "output": ""}
    kwargs = {
        "reasoning_content": "Look it up.",
        "executed_tools": [search, python_unescaped, gpt_oss, unreadable, no_args, listed],
    }
    messages: list[tuple[str, Any]] = [
        ("groq-text", chatschema.AIMessage("Hi", tool_calls=[call], response_metadata=groq)),
        (
            "groq-executed",
            chatschema.AIMessage("It is sunny.", additional_kwargs=kwargs, response_metadata=groq),
        ),
        (
            "groq-list-content",
            chatschema.AIMessage([{"type": "text", "text": "not read"}], response_metadata=groq),
        ),
        (
            "groq-chunk",
            chatschema.AIMessageChunk(
                "Hel", additional_kwargs={"reasoning_content": ""}, response_metadata=groq
            ),
        ),
    ]
    for name, message in messages:
        yield name, json.loads(chatschema.encode(message))
