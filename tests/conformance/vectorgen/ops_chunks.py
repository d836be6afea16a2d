"""Conformance vectors for chunk addition: add_chunks, chunk_accumulator, message_chunk_to_message.

The streams are those of the chunk differential tests (OpenAI-style tool call chunks, Anthropic
blocks, v1 content, every other chunk class), with fixed seeds, plus edge cases of the partial
JSON of tool call arguments and of the merge rules.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import chatschema
from chatschema import ChunkAccumulator, message_chunk_to_message
from chatschema.messages._tool_call_args import parse_tool_call_args
from tests.compat.test_chunks_differential import ai_stream, make_chunk, random_dict, split, tool_args_text


def _read(value: Any) -> Any:
    """A message (or list of messages) from its JSON, extras kept."""
    return chatschema.decode(value, "AnyMessage", extra="keep")


def _json(message: Any) -> Any:
    return json.loads(chatschema.encode(message))


def _add_chunks(value: Any, options: dict[str, Any]) -> Any:
    left = _read(value["left"])
    right = value["right"]
    other = [_read(item) for item in right] if isinstance(right, list) else _read(right)
    return _json(left + other)


def _accumulate(value: Any, options: dict[str, Any]) -> Any:
    acc: ChunkAccumulator[Any] = ChunkAccumulator()
    reads = []
    for item in value:
        acc.add(_read(item))
        if options.get("read_every_step"):
            reads.append(_json(acc.message()))
    return reads if options.get("read_every_step") else _json(acc.message())


def _to_message(value: Any, options: dict[str, Any]) -> Any:
    return _json(message_chunk_to_message(_read(value)))


def _parse_args(value: Any, options: dict[str, Any]) -> Any:
    """The arguments a tool call chunk's text gives (``{}`` for none), or None: the call is invalid."""
    return parse_tool_call_args(value)


PYTHON = {
    "parse_tool_call_args": _parse_args,
    "add_chunks": _add_chunks,
    "chunk_accumulator": _accumulate,
    "message_chunk_to_message": _to_message,
}


def _built(class_name: str, kwargs: dict[str, Any]) -> Any:
    """The JSON of a chunk built by chatschema's constructor (the form a reader gives)."""
    return _json(getattr(chatschema, class_name)(**json.loads(json.dumps(kwargs))))


def _ai_streams(seed: int, count: int) -> Iterator[list[Any]]:
    r = random.Random(seed)
    for _ in range(count):
        yield [_built("AIMessageChunk", spec) for spec in ai_stream(r)]


def _other_streams(seed: int, count: int) -> Iterator[list[Any]]:
    r = random.Random(seed)
    for _ in range(count):
        name = r.choice(
            [
                "HumanMessageChunk",
                "SystemMessageChunk",
                "ChatMessageChunk",
                "FunctionMessageChunk",
                "ToolMessageChunk",
            ]
        )
        yield [_json(make_chunk(r, name)[0]) for _ in range(r.randint(2, 6))]


def _mixed(seed: int, count: int) -> Iterator[tuple[Any, Any]]:
    r = random.Random(seed)
    for _ in range(count):
        left = _json(make_chunk(r)[0]) if r.random() < 0.7 else _built("AIMessageChunk", {"content": "a"})
        right = _json(make_chunk(r)[0]) if r.random() < 0.7 else _built("AIMessageChunk", {"content": "b"})
        yield left, right


def _fold(chunks: list[Any]) -> Iterator[tuple[Any, Any]]:
    """(sum so far, next chunk) along a stream, while ``+`` accepts it."""
    total = _read(chunks[0])
    for item in chunks[1:]:
        yield _json(total), item
        try:
            total = total + _read(item)
        except (TypeError, ValueError, chatschema.ValidationError):
            return


def _args_streams(seed: int, count: int) -> Iterator[list[Any]]:
    """One tool call whose arguments (random partial JSON) arrive in pieces."""
    r = random.Random(seed)
    for _ in range(count):
        text = tool_args_text(r)
        pieces = split(r, text)
        chunks = [{"content": "", "tool_call_chunks": [{"name": "f", "args": "", "id": "c1", "index": 0}]}]
        chunks += [
            {"content": "", "tool_call_chunks": [{"name": None, "args": p, "id": None, "index": 0}]}
            for p in pieces
        ]
        yield [_built("AIMessageChunk", c) for c in chunks]


_ARGS_EDGES = [
    '{"a": 1',
    '{"a": "x\\',
    '{"a": "x\\u00',
    '{"a": [1, 2',
    '{"a": {"b": tr',
    '{"a": -',
    '{"a": 1.',
    '{"a": 1e',
    '{"a": 1e-',
    '{"a": -Inf',
    '{"a": NaN}',
    '{"a": "line\nbreak',
    '{"a": 1}}',
    '{"a": 1} x',
    '{"a": 1]',
    "[1, 2]",
    '  {"a": "b"}  ',
    '{"a": "\\ud83d',
    '{"a": "\\ud83d\\ude00"}',
    '{"__proto__": 1, "b": 2}',
    '{"1": "x", "a": 2}',
    '{"a": 01}',
    '{"a": 0',
    '{"a": "\t"}',
    "{",
    '{"',
    '{"a"',
    '{"a":',
    '{"a": 1,',
    '{"a": 1, "b"',
    '{"a": {"b": [1, {"c": "d',
    '"just a string"',
    "null",
    "",
    '{"a": 12345678901234567890}',
    '{"a": 1, "a": 2}',
    '{"a": [1, 2,]}',
    '{"a": tru}',
    '{"a": true',
    '{"a": "x"  ',
    '{\n  "a": "x",\n  "b": [\n',
]


def _edge_pairs() -> Iterator[tuple[str, Any, Any]]:
    """Hand-written edge cases: partial JSON arguments, merge errors, ids, usage, positions."""
    for i, text in enumerate(_ARGS_EDGES):
        left = _built(
            "AIMessageChunk",
            {"content": "", "tool_call_chunks": [{"name": "f", "args": "", "id": "c1", "index": 0}]},
        )
        right = _built(
            "AIMessageChunk",
            {"content": "", "tool_call_chunks": [{"name": None, "args": text, "id": None, "index": 0}]},
        )
        yield f"args-edge-{i}", left, right
    ai = "AIMessageChunk"
    cases: list[tuple[str, str, dict[str, Any], str, dict[str, Any]]] = [
        (
            "type-clash",
            ai,
            {"content": "", "additional_kwargs": {"a": 1}},
            ai,
            {"content": "", "additional_kwargs": {"a": "x"}},
        ),
        (
            "float-clash",
            ai,
            {"content": "", "additional_kwargs": {"a": 1.5}},
            ai,
            {"content": "", "additional_kwargs": {"a": 2.5}},
        ),
        (
            "bool-clash",
            ai,
            {"content": "", "additional_kwargs": {"a": True}},
            ai,
            {"content": "", "additional_kwargs": {"a": False}},
        ),
        (
            "ints-add",
            ai,
            {"content": "", "additional_kwargs": {"n": 1, "index": 1}},
            ai,
            {"content": "", "additional_kwargs": {"n": 2, "index": 3}},
        ),
        (
            "keep-once",
            ai,
            {"content": "", "response_metadata": {"model_name": "m", "finish_reason": None}},
            ai,
            {"content": "", "response_metadata": {"model_name": "m", "finish_reason": "stop"}},
        ),
        ("str-then-list", ai, {"content": "a"}, ai, {"content": [{"type": "text", "text": "b"}]}),
        ("list-then-str", ai, {"content": [{"type": "text", "text": "b"}]}, ai, {"content": "c"}),
        ("list-str-then-str", ai, {"content": ["x"]}, ai, {"content": "c"}),
        ("empty-list-then-str", ai, {"content": []}, ai, {"content": "c"}),
        ("ids", ai, {"content": "", "id": "lc_abc"}, ai, {"content": "", "id": "lc_run-1"}),
        ("ids-provider", ai, {"content": "", "id": "lc_run-1"}, ai, {"content": "", "id": "chatcmpl-1"}),
        (
            "usage-empty",
            ai,
            {"content": "", "usage_metadata": {"input_tokens": 0, "output_tokens": 0, "total_tokens": 0}},
            ai,
            {"content": ""},
        ),
        (
            "usage-bad",
            ai,
            {
                "content": "",
                "usage_metadata": {"input_tokens": 1, "output_tokens": 0, "total_tokens": 1, "x": {"y": 1}},
            },
            ai,
            {
                "content": "",
                "usage_metadata": {"input_tokens": 1, "output_tokens": 0, "total_tokens": 1, "x": 2},
            },
        ),
        (
            "raw-openai",
            ai,
            {"content": ""},
            ai,
            {
                "content": "",
                "additional_kwargs": {
                    "tool_calls": [
                        {
                            "index": 0,
                            "id": "c1",
                            "function": {"name": "f", "arguments": '{"a": 1'},
                            "type": "function",
                        }
                    ]
                },
            },
        ),
        (
            "raw-openai-bad",
            ai,
            {"content": ""},
            ai,
            {
                "content": "",
                "additional_kwargs": {"tool_calls": [{"index": 0, "id": "c1", "function": {"name": "f"}}]},
            },
        ),
        (
            "tool-ids",
            "ToolMessageChunk",
            {"content": "a", "tool_call_id": "1"},
            "ToolMessageChunk",
            {"content": "b", "tool_call_id": "2"},
        ),
        (
            "tool-human",
            "ToolMessageChunk",
            {"content": "a", "tool_call_id": "1"},
            "HumanMessageChunk",
            {"content": "b"},
        ),
        (
            "function-names",
            "FunctionMessageChunk",
            {"content": "a", "name": "f"},
            "FunctionMessageChunk",
            {"content": "b", "name": "g"},
        ),
        (
            "function-human",
            "FunctionMessageChunk",
            {"content": "a", "name": "f"},
            "HumanMessageChunk",
            {"content": "b"},
        ),
        (
            "chat-roles",
            "ChatMessageChunk",
            {"content": "a", "role": "x"},
            "ChatMessageChunk",
            {"content": "b", "role": "y"},
        ),
        (
            "chat-human",
            "ChatMessageChunk",
            {"content": "a", "role": "x"},
            "HumanMessageChunk",
            {"content": "b"},
        ),
        ("human-ai", "HumanMessageChunk", {"content": "a", "name": "n"}, ai, {"content": "b"}),
        ("ai-human", ai, {"content": "a"}, "HumanMessageChunk", {"content": "b"}),
        (
            "artifact-clash",
            "ToolMessageChunk",
            {"content": "a", "tool_call_id": "1", "artifact": 1},
            "ToolMessageChunk",
            {"content": "b", "tool_call_id": "1", "artifact": 2},
        ),
        (
            "artifact-types",
            "ToolMessageChunk",
            {"content": "a", "tool_call_id": "1", "artifact": 1},
            "ToolMessageChunk",
            {"content": "b", "tool_call_id": "1", "artifact": "x"},
        ),
        (
            "index-id-clash",
            ai,
            {"content": [{"type": "text", "text": "a", "index": 0, "id": "x"}]},
            ai,
            {"content": [{"type": "text", "text": "b", "index": 0, "id": "y"}]},
        ),
        (
            "non-standard",
            ai,
            {"content": [{"type": "text", "text": "a", "index": 0}]},
            ai,
            {"content": [{"type": "non_standard", "value": {"sig": "s"}, "index": 0}]},
        ),
        (
            "lc-index",
            ai,
            {"content": [{"type": "text", "text": "a", "index": "lc_txt_0"}]},
            ai,
            {"content": [{"type": "text", "text": "b", "index": "lc_txt_0"}]},
        ),
    ]
    for name, lcls, lkw, rcls, rkw in cases:
        yield name, _built(lcls, lkw), _built(rcls, rkw)
    extra_left = _read({"type": "HumanMessageChunk", "content": "a", "tag": "x", "n": 1})
    extra_right = _read({"type": "HumanMessageChunk", "content": "b", "tag": "y", "m": [1]})
    yield "extras", _json(extra_left), _json(extra_right)


_JUNK = ["x", "}", "]", '"', "\\", ",", "{", "1", "\\q", "\\u12G", "tru", ":", "\n", "-", ".", "e", "NaN"]


def _args_texts(seed: int, count: int) -> Iterator[str]:
    """Argument texts cut anywhere, some damaged, whose parse holds no NaN or infinity (JSON cannot)."""
    r = random.Random(seed)
    made = 0
    while made < count:
        text = tool_args_text(r)
        if text and r.random() < 0.7:
            text = text[: r.randint(0, len(text))]
        if text and r.random() < 0.2:
            at = r.randrange(len(text) + 1)
            text = text[:at] + r.choice(_JUNK) + text[at:]
        try:
            json.dumps(parse_tool_call_args(text), allow_nan=False)
        except ValueError:
            continue
        made += 1
        yield text


def cases() -> Iterator[tuple[str, str, Any, dict[str, Any]]]:
    for i, text in enumerate(_args_texts(7000, 700)):
        yield "parse_tool_call_args", f"text-{i}", text, {}
    for i, text in enumerate(_ARGS_EDGES):
        if "NaN" not in text:  # a NaN value has no JSON form (add_chunks has this edge, written as null)
            yield "parse_tool_call_args", f"edge-{i}", text, {}
    yield "parse_tool_call_args", "none", None, {}
    n = 0
    for s, stream in enumerate(_ai_streams(7100, 40)):
        for step, (total, item) in enumerate(_fold(stream)):
            if step % 3 == 0 or step == len(stream) - 2:
                yield "add_chunks", f"ai-{s}-{step}", {"left": total, "right": item}, {}
                n += 1
        if s % 4 == 0 and len(stream) > 3:
            yield "add_chunks", f"ai-list-{s}", {"left": stream[0], "right": stream[1:4]}, {}
        yield "chunk_accumulator", f"ai-{s}", stream, {}
        total = _read(stream[0])
        for item in stream[1:]:
            total = total + _read(item)
        yield "message_chunk_to_message", f"ai-sum-{s}", _json(total), {}
    for s, stream in enumerate(_args_streams(7200, 60)):
        for step, (total, item) in enumerate(_fold(stream)):
            if step % 2 == 1:
                yield "add_chunks", f"args-{s}-{step}", {"left": total, "right": item}, {}
        yield "chunk_accumulator", f"args-{s}", stream, {"read_every_step": s % 10 == 0}
    for s, stream in enumerate(_other_streams(7300, 120)):
        for step, (total, item) in enumerate(_fold(stream)):
            yield "add_chunks", f"other-{s}-{step}", {"left": total, "right": item}, {}
        yield "chunk_accumulator", f"other-{s}", stream, {}
        yield "message_chunk_to_message", f"other-{s}", stream[0], {}
    for s, (left, right) in enumerate(_mixed(7400, 80)):
        yield "add_chunks", f"mixed-{s}", {"left": left, "right": right}, {}
        yield "chunk_accumulator", f"mixed-{s}", [left, right], {}
    for name, left, right in _edge_pairs():
        yield "add_chunks", f"edge-{name}", {"left": left, "right": right}, {}
        yield "message_chunk_to_message", f"edge-{name}", left, {}
    r = random.Random(7500)
    for s in range(60):
        kwargs = {"content": "", "additional_kwargs": random_dict(r), "response_metadata": random_dict(r)}
        other = {"content": "", "additional_kwargs": random_dict(r), "response_metadata": random_dict(r)}
        try:
            left, right = _built("AIMessageChunk", kwargs), _built("AIMessageChunk", other)
        except Exception:
            continue
        yield "add_chunks", f"dicts-{s}", {"left": left, "right": right}, {}
    for s, stream in enumerate(_ai_streams(7600, 200)):
        total = _read(stream[0])
        for item in stream[1:]:
            total = total + _read(item)
        yield "message_chunk_to_message", f"ai-more-{s}", _json(total), {}
        if s < 60:
            yield "chunk_accumulator", f"ai-more-{s}", stream, {}
