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
        {"lc": True, "type": "constructor", "id": ["HumanMessage"], "kwargs": {"content": "lc true"}},
    ],
}
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
}


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
