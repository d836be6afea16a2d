"""``convert_to_messages`` (TypeScript ``convertToMessages``): strings, ``[role, text]`` pairs,
OpenAI role dicts, LangChain's flat dicts and constructor envelopes."""

from __future__ import annotations

import json
import warnings
from collections.abc import Iterator
from pathlib import Path
from random import Random
from typing import Any

import chatschema
from tests.conformance.vectorgen import Case, Json
from tests.conformance.vectorgen.edges import edge_histories
from tests.conformance.vectorgen.histories import DATA, decoded, encoded, generated, with_surrogates
from tests.conformance.vectorgen.ops_langchainjs import _record

_PY = ("langchain", "schema", "messages")
"""The class path LangChain writes (``_record`` writes langchainjs's by default)."""
_OLD = ("langchain", "schema")
"""A 2023 class path."""
_CORE_AI = ("langchain_core", "messages", "ai")
"""A ``langchain_core`` module path."""


def _convert(input: Json, options: dict[str, Json]) -> Json:
    return encoded(chatschema.convert_to_messages(input))


PYTHON: dict[str, Any] = {"convert_to_messages": _convert}

PAIR_ROLES = {"human": ["human", "user"], "ai": ["ai", "assistant"], "system": ["system", "developer"]}


def _openai(history: list[Json]) -> list[Json] | None:
    try:
        with warnings.catch_warnings():  # a file block without a filename warns
            warnings.simplefilter("ignore")
            return json.loads(json.dumps(chatschema.convert_to_openai_messages(decoded(history))))
    except Exception:  # a history OpenAI's form cannot hold (some raise KeyError or AttributeError)
        return None


def _mixed(rng: Random, history: list[Json]) -> list[Json]:
    """Each message as a string, a pair or its flat dict, where that form can hold it."""
    out: list[Json] = []
    for m in history:
        simple = isinstance(m["content"], str) and m["type"] in PAIR_ROLES and not m.get("tool_calls")
        roll = rng.random()
        if simple and m["type"] == "human" and roll < 0.3:
            out.append(m["content"])
        elif simple and roll < 0.7:
            out.append([rng.choice(PAIR_ROLES[m["type"]]), m["content"]])
        else:
            out.append(m)
    return out


EDGES: dict[str, list[Json]] = {
    "roles": [
        {"role": "user", "content": "hi", "name": "u"},
        {"role": "developer", "content": "be brief"},
        {"role": "developer", "content": "x", "additional_kwargs": {"k": 1}},
        {"role": "system", "content": None, "extra": {"lc": 1}},
        {"role": "assistant", "content": "", "example": True},
        {"type": "human", "content": "typed", "id": "h1"},
        {"type": "ai", "role": "user", "content": "role decides"},
        {"type": "chat", "role": "critic", "content": "typed chat"},
        {"role": "tool", "content": "r", "tool_call_id": "c1", "artifact": [1], "status": "error"},
        {
            "role": "tool",
            "content": [],
            "tool_call_id": "c2",
            "additional_kwargs": {"status": "success", "x": 2},
        },
        {"role": "function", "content": "42", "name": "f"},
        {"role": "remove", "content": "", "id": "r1"},
        {
            "role": "assistant",
            "content": "c",
            "response_metadata": {"m": 1},
            "additional_kwargs": {"a": 1},
            "z": 0,
        },
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "c1",
                    "type": "function",
                    "function": {"name": "f", "arguments": '{"x": 1, "10": [true, null]}'},
                },
                {"id": None, "type": "function", "function": {"name": "g", "arguments": "{}"}},
                {"id": "c3", "function": {"name": "h", "arguments": ' {"t": "tab\there\nnl"} '}},
                {"id": "c4", "function": {"name": "i", "arguments": {"already": "parsed"}}},
                {"name": "j", "args": {"lc": 1}, "id": "c5"},
            ],
        },
        {
            "role": "assistant",
            "content": "big",
            "tool_calls": [
                {
                    "id": "c6",
                    "function": {
                        "name": "f",
                        "arguments": '{"n": 12345678901234567890, "f": 1.0, "e": 1e300, "neg": -0.0}',
                    },
                },
            ],
        },
        "plain string",
        ["user", [{"type": "text", "text": "list content"}]],
        ["ai", ""],
        {
            "lc": 1,
            "type": "constructor",
            "id": ["langchain", "schema", "messages", "AIMessageChunk"],
            "kwargs": {
                "content": "chunk",
                "type": "AIMessageChunk",
                "tool_calls": [],
                "invalid_tool_calls": [],
            },
        },
        {
            "lc": 1,
            "type": "constructor",
            "id": ["langchain_core", "messages", "ToolMessage"],
            "kwargs": {"content": "t", "tool_call_id": "c"},
        },
        {
            "lc": 1,
            "type": "constructor",
            "id": ["langchain", "schema", "HumanMessage"],
            "kwargs": {"content": "2023"},
        },
    ],
    # LangChain's Serializable records, read by the one reader of that form (messages_from_lc_json's)
    "envelopes": [
        _record("AIMessage", {"content": "2023"}, _OLD),
        _record("AIMessageChunk", {"content": "a chunk by its class path, no type tag"}, _CORE_AI),
        _record(
            "ToolMessage",
            {
                "content": "unwrapped",
                "tool_call_id": "c1",
                "artifact": {"__lc_escaped__": {"lc": 1, "k": 2}},
                "additional_kwargs": {"k": {"__lc_escaped__": {"lc": 3}}},
            },
            _PY,
        ),
        _record(
            "HumanMessage",
            {"content": [{"type": "image", "data": "AAAA", "mimeType": "image/png"}], "id": None},
        ),
        _record("RemoveMessage", {"content": "", "id": "m1"}, _PY),
        {"role": "user", "type": "constructor", "content": "a role decides, as in a flat dict"},
    ],
}


def _raw(name: Json, arguments: Json, call_id: Json = "c1", **more: Json) -> Json:
    """One OpenAI-style raw tool call, as ``additional_kwargs["tool_calls"]`` holds it."""
    return {"id": call_id, **more, "type": "function", "function": {"name": name, "arguments": arguments}}


_V1_LAST = {"chunk_position": "last", "response_metadata": {"output_version": "v1"}}

CONSTRUCTED: dict[str, list[Json]] = {
    # an AI chunk's tool calls derived from its tool call chunks (partial JSON), as its constructor does
    "chunk-calls-from-chunks": [
        {
            "type": "AIMessageChunk",
            "content": "",
            "tool_call_chunks": [
                {"name": "f", "args": '{"a": 1, "b": [tr', "id": "c1", "index": 0},
                {"name": None, "args": '{"x": "unterminated\\', "id": None, "index": 1},
                {"name": "g", "args": "[1, 2]", "id": "c3", "index": None, "type": "tool_call_chunk"},
                {"name": "h", "args": "", "id": "c4", "index": 3},
                {"name": "i", "args": None, "id": "c5", "index": 4},
            ],
        },
        {
            "type": "AIMessageChunk",
            "content": "empty written lists",
            "tool_calls": [],
            "invalid_tool_calls": [],
            "tool_call_chunks": [{"name": "f", "args": '{"q": "x"}', "id": "c6", "index": 0}],
        },
        {
            "lc": 1,
            "type": "constructor",
            "id": ["langchain_core", "messages", "AIMessageChunk"],
            "kwargs": {"content": "env", "tool_call_chunks": [{"name": "f", "args": '{"k": n', "id": "c7"}]},
        },
    ],
    # written calls kept beside the chunks, their keys in the order written and `type` last
    "chunk-both-sides": [
        {
            "type": "AIMessageChunk",
            "content": "",
            "invalid_tool_calls": [{"name": "w", "args": "{", "id": "w1", "error": None}],
            "tool_call_chunks": [{"name": "f", "args": "{}", "id": "c1", "index": 0}],
        },
        {
            "type": "AIMessageChunk",
            "content": "",
            "tool_calls": [{"id": "c2", "args": {}, "name": "g"}],
            "tool_call_chunks": [{"name": "f", "args": '{"a": 1}', "id": "c2", "index": 0}],
        },
    ],
    # an AI chunk's tool call chunks made from its tool calls (arguments as json.dumps writes them)
    "chunk-chunks-from-calls": [
        {
            "type": "AIMessageChunk",
            "content": "",
            "tool_calls": [
                {
                    "name": "f",
                    "args": {"s": "caf\u00e9 \U0001f600 \ud800", "n": [1.5, None, True], "e": {}},
                    "id": "c1",
                },
                {"name": "g", "args": {}, "id": None, "type": "tool_call"},
            ],
            "invalid_tool_calls": [{"name": None, "args": "{bad", "id": "c3", "error": "no"}],
        },
        {
            "type": "AIMessageChunk",
            "content": "",
            "invalid_tool_calls": [{"name": "h", "args": None, "id": None, "error": None}],
        },
    ],
    # OpenAI-style raw calls in additional_kwargs read into tool calls (an AI chunk: tool call chunks)
    "raw-calls": [
        {
            "type": "ai",
            "content": "",
            "additional_kwargs": {
                "tool_calls": [
                    _raw("f", '{"a": 1}'),
                    _raw("g", "{bad", "c2"),
                    {"id": "c3", "type": "function"},
                    _raw(None, "null", None),
                ]
            },
        },
        {"role": "assistant", "content": "", "additional_kwargs": {"tool_calls": [_raw("f", "[]")]}},
        {"role": "assistant", "content": "", "x": 1, "additional_kwargs": {"tool_calls": [_raw("f", "{}")]}},
        {
            "type": "ai",
            "content": "malformed: kept raw only",
            "additional_kwargs": {"tool_calls": [_raw("f", 7)]},
        },
        {
            "type": "ai",
            "content": "written calls win",
            "tool_calls": [{"name": "w", "args": {}, "id": "w"}],
            "additional_kwargs": {"tool_calls": [_raw("f", "{}")]},
        },
        {
            "type": "AIMessageChunk",
            "content": "",
            "additional_kwargs": {
                "tool_calls": [_raw("f", '{"a": 1', index=0), _raw("g", "", "c2", index="1"), {"index": 2}]
            },
        },
        {
            "lc": 1,
            "type": "constructor",
            "id": ["langchain_core", "messages", "AIMessage"],
            "kwargs": {"content": "", "additional_kwargs": {"tool_calls": [_raw("f", '{"b": 2}')]}},
        },
    ],
    # the last chunk of a v1 stream: tool_call_chunk blocks become their tool calls, server tool calls parsed
    "chunk-last-v1": [
        {
            "type": "AIMessageChunk",
            "content": [
                {"type": "text", "text": "t"},
                {"type": "tool_call_chunk", "id": "c1", "name": "f", "args": '{"a"', "extras": {"k": 1}},
                {"type": "tool_call_chunk", "id": "zz", "name": "f", "args": "{}"},
                {"type": "server_tool_call_chunk", "id": "s1", "name": "web", "args": '{"q": "x"}'},
                {"type": "server_tool_call_chunk", "id": "s2", "name": "web", "args": "{no"},
            ],
            "tool_call_chunks": [{"name": "f", "args": '{"a": 1}', "id": "c1", "index": 0}],
            **_V1_LAST,
        },
        {
            "type": "AIMessageChunk",
            "content": [{"type": "server_tool_call_chunk", "id": "s3", "name": "web"}],
            **_V1_LAST,
        },
    ],
}
"""Messages whose constructor derives fields: an AI chunk's tool calls from its tool call chunks and back,
OpenAI-style raw calls, the last chunk of a v1 stream (one vector each)."""

ERRORS: dict[str, Json] = {
    "unknown-role": [{"role": "robot", "content": "beep"}],
    "long-role": [["r" * 150, "x"]],
    "role-not-str": [{"role": 7, "content": "x"}],
    "no-content": [{"role": "user"}],
    "no-role": [{"content": "x"}],
    "typed-no-content": [{"type": "human"}],
    "bad-arguments": [
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [{"id": "1", "function": {"name": "f", "arguments": "{bad"}}],
        }
    ],
    "no-name": [
        {"role": "assistant", "content": "", "tool_calls": [{"id": "1", "function": {"arguments": "{}"}}]}
    ],
    "no-id": [
        {"role": "assistant", "content": "", "tool_calls": [{"function": {"name": "f", "arguments": "{}"}}]}
    ],
    "function-not-object": [
        {"role": "assistant", "content": "", "tool_calls": [{"id": "1", "function": "f"}]}
    ],
    "triple": ["ok", ["user", "x", "y"]],
    "number": ["ok", 7],
    "null": [None],
    "bad-additional": [{"role": "user", "content": "x", "k": 1, "additional_kwargs": [1]}],
    "not-a-list": 7,
    "envelope-bare-class-name": ["ok", _record("HumanMessage", {"content": "x"}, ())],
    "envelope-lc-true": [{**_record("HumanMessage", {"content": "x"}, _PY), "lc": True}],
    "envelope-other-tag": [_record("HumanMessage", {"content": "x", "type": "ai"}, _PY)],
    "envelope-unknown-field": [_record("AIMessage", {"content": "x", "bogus": 1}, _PY)],
    "envelope-remove-content": [_record("RemoveMessage", {"content": "x", "id": "m1"}, _PY)],
    "envelope-numeric-id": [_record("HumanMessage", {"content": "x", "id": 7}, _PY)],
    "envelope-kwargs-path": [
        "ok",
        _record("AIMessage", {"content": "", "tool_calls": [{"name": "f", "args": [], "id": "c"}]}, _PY),
    ],
    "envelope-langchainjs-blocks": [
        _record("HumanMessage", {"content": "x", "content_blocks": [{"type": "text", "text": "y"}]})
    ],
    "not-a-record": [{"lc": 1, "type": "secret", "id": ["OPENAI_API_KEY"]}],
    "raw-call-name": [
        {
            "role": "assistant",
            "content": "",
            "additional_kwargs": {"tool_calls": [_raw("f", "{}"), _raw(7, "{}")]},
        }
    ],
    "raw-call-args": [{"type": "ai", "content": "", "additional_kwargs": {"tool_calls": [_raw("f", "[1]")]}}],
    "raw-chunk-index": [
        {
            "type": "AIMessageChunk",
            "content": "",
            "additional_kwargs": {"tool_calls": [_raw("f", "{}", index=1.5)]},
        }
    ],
    "raw-chunk-name": [
        {"type": "AIMessageChunk", "content": "", "additional_kwargs": {"tool_calls": [_raw(["f"], "{}")]}}
    ],
}


def one_sided(rng: Random, history: list[Json]) -> list[Json] | None:
    """The history with each AI message that has tool calls (or tool call chunks) given with one side of
    them only, for its constructor to derive the other: a chunk without its tool calls, without its
    tool call chunks, or with its calls as OpenAI-style raw calls only; a message with raw calls only.
    None when the history has no such message."""
    out: list[Json] = []
    changed = False
    for m in history:
        calls, invalid = m.get("tool_calls"), m.get("invalid_tool_calls")
        if m["type"] not in ("ai", "AIMessageChunk") or not (calls or invalid or m.get("tool_call_chunks")):
            out.append(m)
            continue
        changed = True
        way = rng.choice(("calls", "chunks", "raw")) if m["type"] == "AIMessageChunk" else "raw"
        drop = {"calls": ("tool_calls", "invalid_tool_calls"), "chunks": ("tool_call_chunks",)}.get(
            way, ("tool_calls", "invalid_tool_calls", "tool_call_chunks")
        )
        x = {k: v for k, v in m.items() if k not in drop}
        if way == "raw":
            raw = [_raw(c["name"], json.dumps(c["args"]), c["id"]) for c in calls]
            raw += [_raw(c["name"], c["args"], c["id"]) for c in invalid if isinstance(c["args"], str)]
            if m["type"] == "AIMessageChunk":
                raw = [{**r, "index": i} for i, r in enumerate(raw)]
            x["additional_kwargs"] = {**m["additional_kwargs"], "tool_calls": raw}
        out.append(x)
    return out if changed else None


def cases() -> Iterator[Case]:
    op = "convert_to_messages"
    rng = Random(701)
    for name, items in EDGES.items():
        yield op, f"edge-{name}", items, {}
    for name, items in ERRORS.items():
        yield op, f"error-{name}", items, {}
    for path in sorted(Path(DATA).glob("openai_chat/*.json")):
        yield op, f"corpus-{path.stem}", json.loads(path.read_text()), {}
    sources = [*edge_histories().values(), *generated()[:250], *with_surrogates(generated(40, 2), 2)]
    for i, history in enumerate(sources):
        yield op, f"flat-{i:03d}", _mixed(rng, history), {}
        if rng.random() < 0.5:
            yield op, f"envelope-{i:03d}", chatschema.messages_to_lc_json(decoded(history)), {}
        openai = _openai(history)
        if openai is not None and rng.random() < 0.6:
            yield op, f"openai-{i:03d}", openai, {}
    for name, items in CONSTRUCTED.items():
        yield op, f"constructed-{name}", items, {}
    one_side = Random(702)
    for i, history in enumerate(sources):
        stripped = one_sided(one_side, history)
        if stripped is not None:
            yield op, f"one-side-{i:03d}", stripped, {}
