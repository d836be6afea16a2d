"""``messages_to_lc_json`` / ``messages_from_lc_json`` (TypeScript ``messagesToLcJson`` /
``messagesFromLcJson``): LangChain's Serializable JSON form, key order and escapes included.

Inputs: the records written for the edge histories, the tests/data corpus, seeded generated histories
and histories with lone surrogates (some under older class paths, some without the type tag), the
messages built in langchainjs (tests/compat/fixtures/langchainjs_built.json, langchainjs's 3-element
class paths), and records the reader refuses as the validator does (``LangChainSerializedMessage``).
With ``strict=False`` the output is ``{"result": ..., "lost": [paths]}``, the paths of the LossWarnings.
"""

from __future__ import annotations

import copy
import functools
import json
from collections.abc import Iterator
from random import Random
from typing import Any

import chatschema
from chatschema_generated.tags import (
    LANG_CHAIN_JS_SERIALIZED_MESSAGE_BY_PATH,
    LANG_CHAIN_SERIALIZED_MESSAGE_BY_PATH,
)
from tests.conformance.vectorgen import Case, Json
from tests.conformance.vectorgen.edges import edge_histories
from tests.conformance.vectorgen.histories import corpus, decoded, encoded, generated, with_surrogates
from tests.conformance.vectorgen.ops_langchainjs import BUILT, V0_NO_URL, lossy


def _to_lc(input: Json, options: dict[str, Json]) -> Json:
    return chatschema.messages_to_lc_json(decoded(input))


def _from_lc(input: Json, options: dict[str, Json]) -> Json:
    out = lossy(chatschema.messages_from_lc_json, input, options)
    if isinstance(out, dict):
        return {"result": encoded(out["result"]), "lost": out["lost"]}
    return encoded(out)


PYTHON: dict[str, Any] = {"messages_to_lc_json": _to_lc, "messages_from_lc_json": _from_lc}

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
    """``record`` as an older LangChain wrote it: another class path of its class, maybe no type tag."""
    out = copy.deepcopy(record)
    out["id"] = rng.choice(_paths()[out["id"][-1]])
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


def _lc(name: str, kwargs: Json, path: tuple[str, ...] = ("langchain", "schema", "messages")) -> Json:
    return {"lc": 1, "type": "constructor", "id": [*path, name], "kwargs": kwargs}


_JS = ("langchain_core", "messages")
_CAMEL_IMAGE = {"type": "image", "data": "AAAA", "mimeType": "image/png"}

REFUSED: list[Json] = [
    _lc("HumanMessage", {"content": "x", "type": "ai"}),  # the tag of another class
    _lc("AIMessage", {"content": "x", "type": "AIMessageChunk"}),
    _lc("HumanMessage", {"content": "x", "id": 7}),  # a numeric id, which LangChain's constructor takes
    _lc("ToolMessage", {"content": "x", "tool_call_id": 7}),
    _lc("HumanMessage", {"content": "x", "bogus": 1}),  # a field the class lacks
    _lc(
        "AIMessage", {"content_blocks": [{"type": "text", "text": "x"}]}
    ),  # content_blocks= under LangChain's path
    _lc("RemoveMessage", {"id": "r", "content": "x"}),
    _lc("HumanMessage", {"content": [_CAMEL_IMAGE]}),  # langchainjs's spelling under LangChain's path
    _lc(
        "HumanMessage", {"content": "x"}, ("langchain_core", "messages", "ai")
    ),  # the module of another class
    _lc(
        "ToolMessage", {"content": "x", "tool_call_id": "c"}, ("langchain", "schema")
    ),  # a path never written
    _lc("RobotMessage", {"content": "x"}, _JS),
    _lc("HumanMessage", {"content": [{"type": "image", "mimeType": "image/png"}]}, _JS),
    _lc("AIMessage", {"content": "x", "tool_calls": [{"name": "f", "args": "{}", "id": "c"}]}, _JS),
    # LangChain Python's fields, typed as there under langchainjs's paths too
    _lc("HumanMessage", {"content": "x", "example": 5}, _JS),
    _lc("SystemMessage", {"content": "x", "example": 5}, _JS),
    _lc("AIMessageChunk", {"content": "x", "chunk_position": 5}, _JS),
    _lc("AIMessage", {"content": "x", "chunk_position": "first"}, _JS),
]
"""Records the validator refuses, each after a good one: the reader refuses them at the same path."""

LANGCHAINJS_OPEN: list[Json] = [
    _lc("HumanMessage", {"content": "x", "type": "ai"}, _JS),
    _lc("HumanMessage", {"content": "x", "example": True}, _JS),
    _lc("SystemMessage", {"content": "x", "example": True}, _JS),  # kept as a field the class lacks
    _lc("AIMessage", {"content": "x", "chunk_position": "last"}, _JS),  # likewise
    _lc("AIMessageChunk", {"content": "x", "chunk_position": "last", "example": False}, _JS),
]
"""langchainjs's fields are open (its classes keep keys they do not declare) and its type tag is not read:
the class path alone says the class, as langchainjs reads them."""

BOTH: list[Json] = [
    {"content": "x", "content_blocks": [{"type": "text", "text": "x"}]},
    {"content": "x", "content_blocks": [{"type": "text", "text": "y"}]},
    {"content_blocks": [{"type": "image", "url": "u", "mimeType": "image/png"}]},
    {"content": [_CAMEL_IMAGE], "id": None, "name": None},
    {},
    {"content": [V0_NO_URL], "content_blocks": [{"type": "text", "text": "x"}]},
]
"""langchainjs's kwargs: content and content_blocks together, content_blocks alone, neither; content whose
blocks LangChain's reading fails on (no blocks, so the written ones differ)."""


EVERY_CLASS: list[Json] = [
    {"type": "human", "content": "hi", "id": "m1"},
    {"type": "ai", "content": "", "tool_calls": [{"name": "f", "args": {"q": 1}, "id": "c"}]},
    {"type": "system", "content": "Be brief."},
    {"type": "tool", "content": "r", "tool_call_id": "c", "status": "error"},
    {"type": "function", "content": "r", "name": "f"},
    {"type": "chat", "content": "Too long.", "role": "critic"},
    {"type": "remove", "id": "m1"},
    {"type": "HumanMessageChunk", "content": "h"},
    {
        "type": "AIMessageChunk",
        "content": "",
        "tool_call_chunks": [{"name": "f", "args": "{", "id": "c", "index": 0}],
    },
    {"type": "SystemMessageChunk", "content": "s"},
    {"type": "ToolMessageChunk", "content": "t", "tool_call_id": "c"},
    {"type": "FunctionMessageChunk", "content": "f", "name": "f"},
    {"type": "ChatMessageChunk", "content": "c", "role": "critic"},
]
"""One message of each class."""


@functools.cache
def _paths() -> dict[str, list[list[str]]]:
    """The class paths LangChain's loader reads, by class name (langchainjs's 3-element ones apart)."""
    out: dict[str, list[list[str]]] = {}
    for path in LANG_CHAIN_SERIALIZED_MESSAGE_BY_PATH:
        if path not in LANG_CHAIN_JS_SERIALIZED_MESSAGE_BY_PATH:
            out.setdefault(path[-1], []).append(list(path))
    return out


def _every_path(records: list[Json]) -> list[Json]:
    """``records`` under each class path their class has, alternately with and without the type tag."""
    paths = _paths()
    out: list[Json] = []
    for record in records:
        for path in paths[record["id"][-1]]:
            again = copy.deepcopy(record)
            again["id"] = path
            if len(out) % 2:
                again["kwargs"].pop("type", None)
            out.append(again)
    return out


_W = "__lc_escaped__"
_BAD_IMAGE = {_W: {"type": "image"}}  # an image block without data: wrong as a block, kept wrapped
WRAPPED: list[Json] = [
    _lc("AIMessage", {"content": "x", "additional_kwargs": {_W: 5}}),
    _lc("AIMessage", {"content": "x", "additional_kwargs": {_W: {"lc": 2}}, "response_metadata": {_W: []}}),
    _lc(
        "AIMessage",
        {"content": "x", "additional_kwargs": {"k": {_W: [1]}, "n": {_W: None}, "w": {_W: {_W: 1}}}},
    ),
    _lc("AIMessage", {"content": "", "tool_calls": [{"name": "f", "args": {_W: [1]}, "id": "c"}]}),
    _lc(
        "AIMessage",
        {
            "content": "",
            "tool_calls": [{"name": "f", "args": {_W: 1}, "id": "c"}, {"name": "g", "args": {_W: {}}}],
        },
    ),
    _lc("AIMessage", {"content": [_BAD_IMAGE, {_W: {"type": "text", "text": "x", "lc": 1}}, {_W: "s"}]}),
    _lc("AIMessage", {"content": [{"type": "text", "text": "x", "extras": {_W: 5}}]}),
    _lc("AIMessage", {"content": [{"type": "text", "text": {_W: "x"}}]}),
    _lc("HumanMessage", {"content": "x", "example": {_W: True}}),
    _lc("ToolMessage", {"content": "x", "tool_call_id": "c", "artifact": {_W: 5}}),
    _lc("AIMessage", {"content": "", "usage_metadata": {_W: {"input_tokens": 1}}}),
    _lc(
        "AIMessageChunk",
        {"content": "", "tool_call_chunks": [{"name": "f", "args": "{", "id": "c", "index": 0}]},
    ),
    _lc(
        "AIMessageChunk",
        {"content": "", "tool_call_chunks": [{_W: {"name": "f", "args": "{}", "id": "c", "index": 0}}]},
    ),
    _lc("AIMessage", {"content": [_BAD_IMAGE], "additional_kwargs": {_W: 5}}, _JS),
    _lc("AIMessage", {"content": [{_W: {"type": "image", "data": "AAAA", "mimeType": "image/png"}}]}, _JS),
    _lc("AIMessage", {"content": "", "tool_calls": [{"name": "f", "args": {_W: 1}, "id": "c"}]}, _JS),
    _lc("RemoveMessage", {"id": "m", "content": "x"}),
    _lc("RemoveMessage", {"id": "m", "content": [{"type": "text", "text": "x"}]}),
    _lc("RemoveMessage", {"id": "m", "content": []}),
    _lc("RemoveMessage", {"id": "m", "content": ["x"]}, _JS),
    _lc("RemoveMessage", {"id": "m", "content": []}, _JS),
]
"""Wrapped values at every kind of place, and remove messages with content: each is read when the
validator takes it (a wrapper unwrapped where what it holds is valid, else kept), else refused at the
validator's path."""


_RAW_CALL = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": '{"a": 1}'}}
_CALL = {"name": "f", "args": {"a": 1}, "id": "c1", "type": "tool_call"}
_CHUNK = {"name": "f", "args": '{"a": 1}', "id": "c1", "index": 0, "type": "tool_call_chunk"}
_DERIVED_KWARGS: list[Json] = [
    {"content": "", "additional_kwargs": {"tool_calls": [_RAW_CALL]}},  # OpenAI-style raw calls
    {
        "content": "",
        "additional_kwargs": {"tool_calls": [{**_RAW_CALL, "function": {"name": "f", "arguments": "{"}}]},
    },
    {"content": "", "additional_kwargs": {"tool_calls": [_RAW_CALL]}, "tool_calls": [_CALL]},
    {"content": "", "tool_call_chunks": [_CHUNK]},  # a chunk's calls from its chunks
    {"content": "", "tool_call_chunks": [{**_CHUNK, "args": "{"}]},
    {"content": "", "tool_call_chunks": [{**_CHUNK, "args": "[1]"}]},
    {"content": "", "tool_calls": [_CALL]},  # and its chunks from its calls
    {"content": "", "tool_calls": [_CALL], "tool_call_chunks": [_CHUNK]},
    {"content": "", "invalid_tool_calls": [{"name": "f", "args": "{", "id": "c", "error": None}]},
    {"content": "", "tool_call_chunks": [_CHUNK], "chunk_position": "last"},
    {"content": [{"type": "text", "text": "x"}], "tool_call_chunks": [_CHUNK], "chunk_position": "last"},
]
DERIVED: list[Json] = [
    _lc(name, kwargs, path)
    for path in (("langchain", "schema", "messages"), ("langchain_core", "messages", "ai"), _JS)
    for name in ("AIMessage", "AIMessageChunk")
    for kwargs in _DERIVED_KWARGS
]
"""AI messages and chunks whose fields the constructor completes (a chunk's tool calls from its tool
call chunks and back, OpenAI-style raw calls in ``additional_kwargs``), under each kind of path."""


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
    every_class = chatschema.messages_to_lc_json(decoded(EVERY_CLASS))
    yield "messages_from_lc_json", "every-path", _every_path(every_class), {}
    untagged = copy.deepcopy(every_class)
    for record in untagged:
        record["kwargs"].pop("type")
    yield "messages_from_lc_json", "untagged", untagged, {}
    built = [case["serialized"] for case in json.loads(BUILT.read_text())]
    yield "messages_from_lc_json", "langchainjs-built", built, {}
    for i, kwargs in enumerate(BOTH):
        record = _lc("AIMessage", kwargs, _JS)
        yield "messages_from_lc_json", f"langchainjs-content-{i:02d}", [record], {}
        yield "messages_from_lc_json", f"langchainjs-content-{i:02d}-lossy", [record], {"strict": False}
    good = _lc("HumanMessage", {"content": "ok"})
    for i, record in enumerate(REFUSED):
        yield "messages_from_lc_json", f"refused-{i:02d}", [good, record], {}
    for i, record in enumerate(DERIVED):
        yield "messages_from_lc_json", f"derived-{i:02d}", [record], {"strict": False}
    for i, record in enumerate(WRAPPED):
        yield "messages_from_lc_json", f"wrapped-{i:02d}", [good, record], {}
    for i, record in enumerate(LANGCHAINJS_OPEN):
        yield "messages_from_lc_json", f"langchainjs-open-{i:02d}", [good, record], {}
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
