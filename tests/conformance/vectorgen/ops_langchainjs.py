"""``messages_to_langchainjs`` / ``messages_from_langchainjs`` (TypeScript ``messagesToLangChainJS`` /
``messagesFromLangChainJS``): langchainjs's stored and Serializable forms.

Inputs: the edge histories, the tests/data corpus, seeded generated histories and histories with lone
surrogates, written for langchainjs and read back (in the stored form, in the Serializable form that
``JSON.stringify`` writes, and mixed with the other forms ``convert_to_messages`` reads); the messages
built in langchainjs 1.4.0 (tests/compat/fixtures/langchainjs_built.json, written by
tests/compat/langchainjs/build.mjs), and broken records. With ``strict=False`` the output is
``{"result": ..., "lost": [paths]}``, the paths of the LossWarnings.
"""

from __future__ import annotations

import copy
import json
import warnings
from collections.abc import Iterator
from pathlib import Path
from random import Random
from typing import Any

import chatschema
from chatschema.convert._langchainjs import _holds_unsafe
from chatschema.messages import MESSAGE_CLASSES
from tests.conformance.vectorgen import Case, Json, portable
from tests.conformance.vectorgen.edges import edge_histories
from tests.conformance.vectorgen.histories import corpus, decoded, encoded, generated, with_surrogates

BUILT = Path(__file__).resolve().parents[2] / "compat" / "fixtures" / "langchainjs_built.json"
"""Messages built in langchainjs, in both forms (tests/compat/test_langchainjs_oracle.py keeps it fresh)."""


def lossy(fn: Any, value: Any, options: dict[str, Json]) -> Json:
    if options.get("strict", True):
        return fn(value, **options)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = fn(value, **options)
    lost = [w.message.path for w in caught if isinstance(w.message, chatschema.LossWarning)]
    return {"result": result, "lost": lost}


def _to(input: Json, options: dict[str, Json]) -> Json:
    return lossy(chatschema.messages_to_langchainjs, decoded(input), options)


def _from(input: Json, options: dict[str, Json]) -> Json:
    out = lossy(chatschema.messages_from_langchainjs, input, options)
    if isinstance(out, dict):
        return {"result": encoded(out["result"]), "lost": out["lost"]}
    return encoded(out)


PYTHON: dict[str, Any] = {"messages_to_langchainjs": _to, "messages_from_langchainjs": _from}

_CLASS_NAMES = {tag: cls.__name__ for tag, cls in MESSAGE_CLASSES.items()}
"""Each message type tag and its class name, the last element of a Serializable class path."""


def serialized(message: Json, stored: Json) -> Json:
    """The Serializable record langchainjs writes for the message ``message`` (JSON), from its stored form."""
    name = _CLASS_NAMES[message["type"]]
    return {
        "lc": 1,
        "type": "constructor",
        "id": ["langchain_core", "messages", name],
        "kwargs": stored["data"],
    }


_IMAGE_NOWHERE = {"type": "image", "mimeType": "image/png"}
_BAD_CITATION = {"type": "text", "text": "x", "annotations": [{"type": "citation", "startIndex": "0"}]}
_NO_CALL_ID = {"type": "server_tool_call_result", "status": "success", "output": 1}


def _record(name: str, kwargs: Json, path: tuple[str, ...] = ("langchain_core", "messages")) -> Json:
    return {"lc": 1, "type": "constructor", "id": [*path, name], "kwargs": kwargs}


BROKEN: list[Json] = [
    "hello",  # a string is a human message, as convert_to_messages reads it
    {"type": "generic", "data": {"content": "x"}},
    {"type": "chat", "data": {"content": "x", "role": "critic"}},
    {"type": "AIMessageChunk", "data": {"content": "x"}},
    {"type": "tool", "data": {"content": "x"}},
    {"type": "function", "data": {"content": "x"}},
    {"type": "human", "data": {"content": 7}},
    {"type": "human", "data": "hi"},
    {"type": "human", "data": {"content": [_IMAGE_NOWHERE]}},
    {"type": "human", "data": {"content": [{"type": "image", "fileId": 7}]}},
    {"type": "human", "data": {"content": [{"type": "text-plain", "text": "x"}]}},
    {"type": "ai", "data": {"content": [_NO_CALL_ID]}},
    {"type": "ai", "data": {"content": [_BAD_CITATION]}},
    {"type": "ai", "data": {"content": "x", "tool_calls": [{"name": "f", "args": "{}", "id": "c"}]}},
    {"type": "ai", "data": {"content": "x", "usage_metadata": None}},
    {"type": "human", "data": {"content": "x"}, "id": "extra"},
    {"type": "remove", "data": {"content": []}},
    _record("RobotMessage", {"content": "x"}),
    _record("ToolMessage", {"content": "x"}),
    _record("HumanMessage", []),
    {**_record("HumanMessage", {"content": "x"}), "lc": 2},
    {**_record("HumanMessage", {"content": "x"}), "x": 1},
    _record("HumanMessage", {"content": "x", "type": "human"}, ("langchain", "schema", "messages")),
    {"role": "robot", "content": "beep"},
    7,
]
"""Records, each after a good one: errors with their paths (some forms read as convert_to_messages does)."""

V0_NO_URL: Json = {"type": "file", "source_type": "url", "data": ""}
"""A v0 block without the key its ``source_type`` names: its ``content_blocks`` raise ``KeyError``."""

BOTH: list[Json] = [
    {"type": "ai", "data": {"content": "x", "content_blocks": [{"type": "text", "text": "x"}]}},
    {"type": "ai", "data": {"content": "x", "content_blocks": [{"type": "text", "text": "y"}]}},
    {"type": "human", "data": {"content_blocks": [{"type": "image", "url": "u", "mimeType": "image/png"}]}},
    {"type": "ai", "data": {"content_blocks": [{"type": "tool_call", "id": "c", "name": "f", "args": {}}]}},
    {"type": "ai", "data": {}},
    {"type": "human", "data": {"content": "x", "id": None, "name": None}},
    {"type": "human", "data": {"content": [V0_NO_URL], "content_blocks": [{"type": "text", "text": "x"}]}},
]
"""content and content_blocks together, content_blocks alone, neither; content whose blocks LangChain's
reading fails on (no blocks, so the written ones differ)."""


def _mixed(rng: Random, history: list[Json], stored: list[Json]) -> list[Json]:
    """A history's stored records, some in the Serializable form, some in LangChain Python's flat form."""
    out = []
    for message, record in zip(history, stored, strict=True):
        pick = rng.random()
        if pick < 0.4:
            out.append(serialized(message, record))
        elif pick < 0.5:
            out.append(message)  # LangChain Python's flat form
        else:
            out.append(record)
    return out


def cases() -> Iterator[Case]:
    rng = Random(29)
    sources: list[tuple[str, list[Json]]] = list(edge_histories().items())
    sources += list(corpus())
    sources += [(f"gen-{i:03d}", h) for i, h in enumerate(generated(500))]
    sources += [(f"surrogate-{i:03d}", h) for i, h in enumerate(with_surrogates(generated(40, 3), 3))]
    # An integer beyond 2**53 - 1, which langchainjs would round, is refused by the writer (or reported
    # lost). JSON.parse rounds it before TypeScript sees it, so TypeScript cannot tell: the histories
    # that hold one give two vectors of their own (listed in docs/compat.md), not one per history.
    holds = [_holds_unsafe(portable(history)) for _, history in sources]
    unsafe = [source for source, held in zip(sources, holds, strict=True) if held]
    sources = [source for source, held in zip(sources, holds, strict=True) if not held]
    if unsafe:
        name, history = unsafe[0]
        yield "messages_to_langchainjs", "unsafe-integer", history, {}
        yield "messages_to_langchainjs", "unsafe-integer-lossy", history, {"strict": False}
    for name, history in sources:
        messages = decoded(history)
        try:
            stored = json.loads(json.dumps(chatschema.messages_to_langchainjs(messages)))
        except chatschema.ConversionError:
            yield "messages_to_langchainjs", name, history, {}
            yield "messages_to_langchainjs", f"{name}-lossy", history, {"strict": False}
            continue
        yield "messages_to_langchainjs", name, history, {}
        yield "messages_from_langchainjs", name, stored, {}
        if rng.random() < 0.4:
            yield "messages_from_langchainjs", f"{name}-mixed", _mixed(rng, history, stored), {}
    for case in json.loads(BUILT.read_text()):
        yield "messages_from_langchainjs", f"built-{case['name']}", [case["stored"]], {}
        yield "messages_from_langchainjs", f"built-{case['name']}-serialized", [case["serialized"]], {}
    good = {"type": "human", "data": {"content": "ok"}}
    for i, record in enumerate(BROKEN):
        yield "messages_from_langchainjs", f"broken-{i:02d}", [good, copy.deepcopy(record)], {}
    from tests.conformance.vectorgen.ops_lcjson import DERIVED, WRAPPED  # here: it imports this module

    for i, record in enumerate(r for r in DERIVED if len(r["id"]) == 3):  # langchainjs's paths
        yield "messages_from_langchainjs", f"derived-{i:02d}", [copy.deepcopy(record)], {"strict": False}
    wrapped = [r for r in WRAPPED if len(r["id"]) == 3]
    wrapped += [{"type": "remove", "data": {"id": "m", "content": content}} for content in (["x"], [])]
    for i, record in enumerate(wrapped):
        yield (
            "messages_from_langchainjs",
            f"wrapped-{i:02d}",
            [good, copy.deepcopy(record)],
            {"strict": False},
        )
    for i, record in enumerate(BOTH):
        yield "messages_from_langchainjs", f"content-{i:02d}", [record], {}
        yield "messages_from_langchainjs", f"content-{i:02d}-lossy", [record], {"strict": False}
    yield "messages_from_langchainjs", "not-a-list", 7, {}
    yield (
        "messages_to_langchainjs",
        "explicit-remove-lossy",
        [{"type": "remove", "id": "r1", "content": ""}],
        {"strict": False},
    )
