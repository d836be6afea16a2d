"""``messages_to_lc_json`` / ``messages_from_lc_json`` (TypeScript ``messagesToLcJson`` /
``messagesFromLcJson``): LangChain's Serializable JSON form, key order and escapes included."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from random import Random
from typing import Any

import chatschema
from tests.conformance.vectorgen import Case, Json
from tests.conformance.vectorgen.edges import edge_histories
from tests.conformance.vectorgen.histories import corpus, decoded, encoded, generated, with_surrogates


def _to_lc(input: Json, options: dict[str, Json]) -> Json:
    return chatschema.messages_to_lc_json(decoded(input))


def _from_lc(input: Json, options: dict[str, Json]) -> Json:
    return encoded(chatschema.messages_from_lc_json(input))


PYTHON: dict[str, Any] = {"messages_to_lc_json": _to_lc, "messages_from_lc_json": _from_lc}

MODULES = {"Human": "human", "AI": "ai", "System": "system", "Tool": "tool", "Function": "function"}
MODULES |= {"Chat": "chat", "Remove": "modifier"}

ESCAPES: list[Json] = [
    {"type": "human", "content": "x", "additional_kwargs": {"lc": 1, "k": {"lc": 2}}},
    {
        "type": "ai",
        "content": [{"type": "text", "text": "t", "lc": 3}],
        "tool_calls": [
            {"name": "f", "args": {"lc": 1, "x": [{"lc": 0}]}, "id": "c"},
            {"name": "g", "args": {"__lc_escaped__": {"a": 1}}, "id": "d"},
            {"name": "h", "args": {"__lc_escaped__": 1, "b": 2}, "id": "e"},
        ],
    },
    {"type": "tool", "content": "r", "tool_call_id": "c", "artifact": {"lc": 1}, "status": "error"},
    {"type": "tool", "content": "", "tool_call_id": "", "artifact": 0, "name": ""},
    {
        "type": "ai",
        "content": "",
        "usage_metadata": {"input_tokens": 0, "output_tokens": 0, "total_tokens": 0},
    },
]


def _older(rng: Random, record: Json) -> Json:
    """``record`` as an older writer wrote it: another class path, maybe no type tag in kwargs."""
    out = copy.deepcopy(record)
    name = out["id"][-1]
    module = MODULES[name.removesuffix("Chunk").removesuffix("Message")]
    paths = [["langchain_core", "messages", module, name], ["langchain_core", "messages", name]]
    if not name.endswith(("Chunk", "RemoveMessage", "ToolMessage")):
        paths.append(["langchain", "schema", name])
    out["id"] = rng.choice(paths)
    if rng.random() < 0.5:
        out["kwargs"].pop("type", None)
    return out


BROKEN: list[Json] = [
    "not a record",
    {"lc": 1, "type": "constructor", "id": ["langchain", "schema", "messages", "HumanMessage"]},
    {"lc": 1, "type": "constructor", "id": ["x"], "kwargs": {"content": "x"}},
    {"lc": 2, "type": "constructor", "id": ["langchain", "schema", "messages", "HumanMessage"], "kwargs": {}},
    {
        "lc": True,
        "type": "constructor",
        "id": ["langchain", "schema", "messages", "HumanMessage"],
        "kwargs": {},
    },
    {"lc": 1, "type": "secret", "id": ["langchain", "schema", "messages", "HumanMessage"], "kwargs": {}},
    {"lc": 1, "type": "constructor", "id": ["langchain", "schema", "messages", "HumanMessage"], "kwargs": []},
    {
        "lc": 1,
        "type": "constructor",
        "id": ["langchain", "schema", "messages", "ToolMessage"],
        "kwargs": {"content": "x", "type": "ai"},
    },
    {
        "lc": 1,
        "type": "constructor",
        "id": ["langchain", "schema", "messages", "HumanMessage"],
        "kwargs": {"content": "x"},
        "extra": 1,
    },
    {
        "lc": 1,
        "type": "constructor",
        "id": ["langchain", "schema", "ToolMessage"],
        "kwargs": {"content": "x"},
    },
    {"lc": 1, "type": "constructor", "id": "HumanMessage", "kwargs": {"content": "x"}},
]


def cases() -> Iterator[Case]:
    rng = Random(601)
    sources: list[tuple[str, list[Json]]] = list(edge_histories().items())
    sources.append(("escapes", encoded(decoded(ESCAPES))))
    sources += list(corpus())
    sources += [(f"gen-{i:03d}", h) for i, h in enumerate(generated()[:250])]
    sources += [(f"surrogate-{i:03d}", h) for i, h in enumerate(with_surrogates(generated(40, 2), 2))]
    for name, history in sources:
        yield "messages_to_lc_json", name, history, {}
        records = chatschema.messages_to_lc_json(decoded(history))
        yield "messages_from_lc_json", name, records, {}
        if rng.random() < 0.3:
            yield "messages_from_lc_json", f"{name}-older", [_older(rng, r) for r in records], {}
    for i, record in enumerate(BROKEN):
        yield (
            "messages_from_lc_json",
            f"broken-{i:02d}",
            [
                {
                    "lc": 1,
                    "type": "constructor",
                    "id": ["langchain", "schema", "messages", "HumanMessage"],
                    "kwargs": {"content": "ok"},
                },
                record,
            ],
            {},
        )
    yield "messages_from_lc_json", "not-a-list", {"lc": 1}, {}
