"""The validators of the Serializable and stored records agree with their readers (Python).

Issue 29: the validator and the reader agree on every Serializable record. Each reader runs the
generated validator of its type first and raises its error unchanged, then builds; so on every
record both give the same outcome, and the same error path when they refuse. Held here, with zero
differences, for three pairs:

* ``LangChainSerializedMessage`` and ``message_from_lc_json`` (every class path LangChain's loader
  reads, langchainjs's included);
* ``LangChainJSSerializedMessage`` and ``messages_from_langchainjs`` on langchainjs's Serializable
  records;
* ``LangChainJSStoredMessage`` and ``messages_from_langchainjs`` on langchainjs's stored records.

Records: every record of the ``messages_from_lc_json`` conformance vectors (and, for the langchainjs
pairs, of the ``messages_from_langchainjs`` vectors), the messages built in langchainjs
(tests/compat/fixtures/langchainjs_built.json, both forms), and near misses that
hypothesis makes from the records both take. ``strict=False`` throughout: a ``ConversionError`` for
``content_blocks`` that differ from the content is a conversion choice, not validity
(docs/conversions.md, "Validator and reader of the Serializable form").
"""

from __future__ import annotations

import copy
import functools
import json
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import chatschema
from chatschema.errors import ConversionError, ValidationError

ROOT = Path(__file__).resolve().parents[2]
Outcome = tuple[str, str | None]


@functools.cache
def _vector_records(operation: str = "messages_from_lc_json") -> list[Any]:
    vectors = json.loads((ROOT / f"tests/conformance/vectors/{operation}.json").read_text())
    out: list[Any] = []
    for vector in vectors["vectors"]:
        given = vector["input"]
        out += given if isinstance(given, list) else [given]
    return out


@functools.cache
def _built(form: str) -> list[Any]:
    built = json.loads((ROOT / "tests/compat/fixtures/langchainjs_built.json").read_text())
    return [entry[form] for entry in built]


def _outcome(step: Callable[[Any], object], record: Any, under: str = "$") -> Outcome:
    """("ok", None), or ("error", the error's path with ``under`` taken off its start)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            step(record)
        except (ValidationError, ConversionError) as e:
            assert e.path.startswith(under), e
            return "error", "$" + e.path[len(under) :]
    return "ok", None


def _js_reader(record: Any) -> object:
    return chatschema.messages_from_langchainjs([record], strict=False)


def _is_js_serialized(record: Any) -> bool:
    """A record ``messages_from_langchainjs`` reads as langchainjs's Serializable form (by its ``id``)."""
    ident = record.get("id") if isinstance(record, dict) else None
    return (
        isinstance(record, dict)
        and record.get("type") == "constructor"
        and isinstance(ident, list)
        and len(ident) == 3
        and ident[:2] == ["langchain_core", "messages"]
    )


def _is_js_stored(record: Any) -> bool:
    """A record ``messages_from_langchainjs`` reads as langchainjs's stored form (by its ``type``)."""
    kinds = ("human", "ai", "system", "function", "tool", "generic", "remove")
    return isinstance(record, dict) and record.get("type") in kinds and "data" in record


PAIRS: dict[str, tuple[str, Callable[[Any], object], str, Callable[[Any], bool]]] = {
    "lc_json": (
        "LangChainSerializedMessage",
        lambda r: chatschema.message_from_lc_json(r, strict=False),
        "$",
        lambda r: True,
    ),
    "langchainjs serialized": ("LangChainJSSerializedMessage", _js_reader, "$[0]", _is_js_serialized),
    "langchainjs stored": ("LangChainJSStoredMessage", _js_reader, "$[0]", _is_js_stored),
}
"""Each pair: the validator's schema type, the reader, the path the reader puts a record at, and
which records the reader reads in that form (the langchainjs reader reads other forms too)."""


def _difference(pair: str, record: Any) -> tuple[Outcome, Outcome] | None:
    title, reader, under, _ = PAIRS[pair]
    schema = _outcome(lambda r: chatschema.validate(r, title), record)
    read = _outcome(reader, record, under)
    return None if schema == read else (schema, read)


@functools.cache
def _records(pair: str) -> list[Any]:
    form = "stored" if pair == "langchainjs stored" else "serialized"
    everything = [*_vector_records(), *_built(form)]
    if pair != "lc_json":  # and the records of langchainjs's own vectors
        everything += _vector_records("messages_from_langchainjs")
    return [r for r in everything if PAIRS[pair][3](r) and not isinstance(r, str)]


def test_the_records_are_many_and_the_built_ones_read() -> None:
    assert len(_records("lc_json")) > 1_100
    assert len(_records("langchainjs serialized")) >= 59
    for pair in PAIRS:
        title = PAIRS[pair][0]
        for record in _built("stored" if pair == "langchainjs stored" else "serialized"):
            chatschema.validate(record, title)


@pytest.mark.parametrize("pair", list(PAIRS))
def test_validator_and_reader_agree_on_every_record(pair: str) -> None:
    differences = [(d, r) for r in _records(pair) if (d := _difference(pair, r)) is not None]
    assert not differences, differences[:3]


def test_a_list_of_records_is_read_as_its_records_are() -> None:
    """The list reader: the first record the validator refuses, at its index; else every record read."""
    records = [
        *_vector_records(),
        *_built("serialized"),
    ]  # strings included: a value in a list is no JSON text
    good = [r for r in records if _outcome(_lc, r) == ("ok", None)]
    assert len(good) > 1_000
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert chatschema.messages_from_lc_json(good, strict=False) == [_lc(r) for r in good]
    title = f"list[{PAIRS['lc_json'][0]}]"
    for record in records:
        schema = _outcome(lambda r: chatschema.validate([good[0], r], title), record, "$[1]")
        read = _outcome(
            lambda r: chatschema.messages_from_lc_json([good[0], r], strict=False), record, "$[1]"
        )
        assert read == schema, record


def _lc(record: Any) -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return chatschema.message_from_lc_json(record, strict=False)


def _shallow(value: Any, depth: int = 0) -> bool:
    if depth > 12:
        return False
    items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else []
    return all(_shallow(item, depth + 1) for item in items)


@functools.cache
def _both_read(pair: str) -> list[Any]:
    """The records both take (the deeply nested records of the vectors are left out: under hypothesis
    they meet the recursion limit)."""
    title = PAIRS[pair][0]
    return [
        r
        for r in _records(pair)
        if _shallow(r) and _outcome(lambda v: chatschema.validate(v, title), r)[0] == "ok"
    ]


_ODD = st.sampled_from(
    [0, 1, 2, 7, 1.5, "x", "", None, True, [], {}, ["x"], {"lc": 1}, {"__lc_escaped__": {}}]
)
_TAGS = ["human", "ai", "system", "tool", "function", "chat", "remove", "generic", "AIMessageChunk"]
_FIELDS = ["content", "content_blocks", "id", "name", "tool_calls", "tool_call_id", "role", "bogus"]
_BLOCKS = st.sampled_from(
    [
        {"type": "text", "text": "x"},
        {"type": "image", "data": "AAAA", "mimeType": "image/png"},
        {"type": "image", "mimeType": "image/png"},
        {"type": "file", "fileId": "f"},
        {"type": "text", "text": 7},
        {"type": "robot"},
    ]
)
_PATHS: list[list[Any]] = [
    ["langchain", "schema", "messages", "AIMessage"],
    ["langchain", "schema", "messages", "RemoveMessage"],
    ["langchain_core", "messages", "ai", "AIMessage"],
    ["langchain_core", "messages", "AIMessage"],
    ["langchain_core", "messages", "HumanMessageChunk"],
    ["langchain_core", "messages", "RemoveMessage"],
    ["langchain", "schema", "AIMessage"],
    ["langchain", "schema", "ToolMessage"],
    ["langchain_core", "messages", "ToolMessage"],
    ["langchain", "schema", "messages", "ToolMessage", "x"],
    ["langchain", "schema", "messages"],
    ["langchain", "schema", "messages", 4],
    ["langchain", "schema", "messages", "BaseMessage"],
    ["langchain_core", "messages", "Robot"],
]


@st.composite
def _near_miss(draw: st.DrawFn, pair: str) -> Any:
    """A record both take, changed in one to three places: the envelope, a field, a block."""
    record = copy.deepcopy(draw(st.sampled_from(_both_read(pair))))
    keys = ["type", "data"] if pair == "langchainjs stored" else ["lc", "type", "id", "kwargs"]
    for _ in range(draw(st.integers(1, 3))):
        fields = record.get(keys[-1])
        where = draw(st.sampled_from(["drop", "odd", "extra", "path", "tag", "untag", "field", "block"]))
        if where == "drop":
            record.pop(draw(st.sampled_from(keys)), None)
        elif where == "odd":
            record[draw(st.sampled_from(keys))] = copy.deepcopy(draw(_ODD))
        elif where == "extra":
            record["extra"] = copy.deepcopy(draw(_ODD))
        elif where == "path" and pair != "langchainjs stored":
            record["id"] = list(draw(st.sampled_from(_PATHS)))
        elif where == "path":
            record["type"] = draw(st.sampled_from(_TAGS))
        elif isinstance(fields, dict) and where == "tag":
            fields["type"] = draw(st.sampled_from(_TAGS))
        elif isinstance(fields, dict) and where == "untag":
            fields.pop("type", None)
        elif isinstance(fields, dict) and where == "field":
            fields[draw(st.sampled_from(_FIELDS))] = copy.deepcopy(draw(_ODD))
        elif isinstance(fields, dict):
            fields[draw(st.sampled_from(["content", "content_blocks"]))] = copy.deepcopy(
                draw(st.lists(_BLOCKS, max_size=2))
            )
    return record


def _near_misses(pair: str) -> st.SearchStrategy[Any]:
    return _near_miss(pair).filter(PAIRS[pair][3])


@pytest.mark.parametrize("pair", list(PAIRS))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_validator_and_reader_agree_on_near_misses(pair: str, data: st.DataObject) -> None:
    record = data.draw(_near_misses(pair), label="record")
    assert _difference(pair, record) is None
    if pair == "lc_json":  # and the list reader, on the record alone
        schema = _outcome(lambda r: chatschema.validate([r], "list[LangChainSerializedMessage]"), record)
        read = _outcome(lambda r: chatschema.messages_from_lc_json([r], strict=False), record)
        assert read == schema


_WRAPPED = st.sampled_from(
    [5, "x", None, [], [1], {}, {"lc": 1}, {"type": "image"}, {"type": "text", "text": "x"}]
)


def _positions(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The place of every value inside ``value`` (keys and indexes from the top)."""
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else []
    out = [at]
    for key, item in items:
        out += _positions(item, (*at, key))
    return out


@st.composite
def _wrapped(draw: st.DrawFn, pair: str) -> Any:
    """A record both take with a wrapper ``{"__lc_escaped__": x}`` put somewhere in its fields: around
    the value found there (an object, as ``dumpd`` wraps, or anything), or around an odd value."""
    record = copy.deepcopy(draw(st.sampled_from(_both_read(pair))))
    fields = record.get("data" if pair == "langchainjs stored" else "kwargs")
    for extra in ("additional_kwargs", "response_metadata"):
        fields.setdefault(extra, {})
    where = draw(st.sampled_from(_positions(fields)[1:]))
    parent = fields
    for key in where[:-1]:
        parent = parent[key]
    inner = parent[where[-1]] if draw(st.booleans()) else copy.deepcopy(draw(_WRAPPED))
    parent[where[-1]] = {"__lc_escaped__": inner}
    if draw(st.booleans()):  # and a new key holding one, in free JSON
        fields[draw(st.sampled_from(["additional_kwargs", "response_metadata"]))]["k"] = {
            "__lc_escaped__": copy.deepcopy(draw(_WRAPPED))
        }
    return record


@pytest.mark.parametrize("pair", list(PAIRS))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_validator_and_reader_agree_on_wrapped_values(pair: str, data: st.DataObject) -> None:
    """Wrappers at every kind of place (free JSON, content items, tool calls, usage, metadata)."""
    record = data.draw(_wrapped(pair).filter(PAIRS[pair][3]), label="record")
    assert _difference(pair, record) is None


@pytest.mark.parametrize(
    ("kwargs", "read"),
    [
        ({"content": "x", "additional_kwargs": {"__lc_escaped__": {"lc": 2}}}, {"lc": 2}),
        ({"content": "x", "additional_kwargs": {"__lc_escaped__": 5}}, {"__lc_escaped__": 5}),
        ({"content": "x", "additional_kwargs": {"k": {"__lc_escaped__": [1]}}}, {"k": [1]}),
    ],
)
def test_a_wrapper_is_unwrapped_where_what_it_holds_is_valid(kwargs: dict[str, Any], read: Any) -> None:
    """``dumpd`` wraps only objects, each valid where it stands: a wrapper whose value would be wrong
    where it stands is read as the object it is, so what the schema takes is read (``load`` unwraps it,
    then refuses it: docs/compat.md)."""
    for ident in (
        ["langchain", "schema", "messages", "AIMessage"],
        ["langchain_core", "messages", "AIMessage"],
    ):
        record = {"lc": 1, "type": "constructor", "id": ident, "kwargs": kwargs}
        assert _difference("lc_json", record) is None
        assert _lc(record).additional_kwargs == read


def test_a_wrapper_in_content_is_read_as_the_block_it_is() -> None:
    """In content the schema takes a wrapper as a (provider's) block; unwrapped, an image block without
    data would be refused: the reader keeps the wrapper, and unwraps a valid block."""
    wrapped = {"__lc_escaped__": {"type": "image"}}
    text = {"type": "text", "text": "x", "lc": 1}
    for ident in (
        ["langchain", "schema", "messages", "AIMessage"],
        ["langchain_core", "messages", "AIMessage"],
    ):
        kwargs = {"content": [wrapped, {"__lc_escaped__": text}]}
        record = {"lc": 1, "type": "constructor", "id": ident, "kwargs": kwargs}
        assert _difference("lc_json", record) is None
        assert _lc(record).content == [wrapped, text]


@pytest.mark.parametrize("content", ["x", ["x"], [{"type": "text", "text": "x"}]])
def test_a_remove_message_with_content_is_refused_by_both(content: Any) -> None:
    path = ["langchain", "schema", "messages", "RemoveMessage"]
    record = {"lc": 1, "type": "constructor", "id": path, "kwargs": {"id": "m1", "content": content}}
    assert _difference("lc_json", record) is None
    assert _outcome(lambda r: chatschema.validate(r, "LangChainSerializedMessage"), record) == (
        "error",
        "$.kwargs.content",
    )
    js = {"lc": 1, "type": "constructor", "id": ["langchain_core", "messages", "RemoveMessage"]}
    js["kwargs"] = {"id": "m1", "content": content}
    stored = {"type": "remove", "data": {"id": "m1", "content": content}}
    for pair, record in (("lc_json", js), ("langchainjs serialized", js), ("langchainjs stored", stored)):
        if isinstance(content, list) or pair == "lc_json":
            assert _difference(pair, record) is None
            assert _outcome(lambda r, p=pair: chatschema.validate(r, PAIRS[p][0]), record)[0] == "error"
    assert _outcome(lambda r: chatschema.validate(r, "SerializedMessage"), stored) == (
        "error",
        "$.data.content",
    )
    assert _outcome(chatschema.messages_from_dict, [stored], "$[0]") == ("error", "$.data.content")


# --- convert_to_messages reads a record by the same reader ----------------------------------------------


def _read_as(step: Callable[[Any], object], record: Any, under: str) -> tuple[str, Any]:
    """("ok", the message) or ("error", (class, path with ``under`` taken off, message)); strict, as
    ``convert_to_messages`` reads."""
    try:
        message = step(record)
    except ValidationError as e:
        assert e.path.startswith(under), e
        return "error", (type(e).__name__, "$" + e.path[len(under) :], e.message)
    return "ok", (type(message), message)


def _convert_difference(record: Any) -> tuple[Any, Any] | None:
    """None when ``convert_to_messages([record])`` is ``[message_from_lc_json(record)]`` (or both raise
    the same error, at the same path under ``$[0]``); else the two outcomes."""
    ours = _read_as(lambda r: chatschema.convert_to_messages([r])[0], record, "$[0]")
    reader = _read_as(chatschema.message_from_lc_json, record, "$")
    if isinstance(record, dict) and (record.get("type") != "constructor" or "role" in record):
        # Listed reason: not a Serializable record by its tag (or a role decides, as in any dict), so
        # convert_to_messages reads it as a message dict, which refuses it (no content at the top).
        assert ours[0] == reader[0] == "error", (ours, reader)
        return None
    return None if ours == reader else (ours, reader)


def test_convert_to_messages_reads_every_record_as_message_from_lc_json() -> None:
    """One reader of the Serializable form: ``convert_to_messages`` hands a record (a dict whose
    ``type`` is ``constructor``) to ``message_from_lc_json``'s reader, so both give the same message,
    or the same error at the same path (under the item's index)."""
    records = [r for r in _records("lc_json") if isinstance(r, dict)]
    differences = [(d, r) for r in records if (d := _convert_difference(r)) is not None]
    assert not differences, differences[:3]
    assert sum(r.get("type") == "constructor" for r in records) > 1_100


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_convert_to_messages_reads_near_misses_as_message_from_lc_json(data: st.DataObject) -> None:
    record = data.draw(st.one_of(_near_misses("lc_json"), _wrapped("lc_json")), label="record")
    assert _convert_difference(record) is None


_RAW_VALUES: dict[tuple[str, ...], list[Any]] = {
    ("id",): [5, None, "c", {"__lc_escaped__": "c"}, [], True],
    ("index",): [1.5, 0, "1", None, True, {}],
    ("function", "name"): [5, None, "", "f", ["f"], False, 0],
    ("function", "arguments"): [
        '{"a": 1}',
        "{bad",
        "5",
        " [1] ",
        "NaN",
        '"x"',
        "true",
        "0",
        "[]",
        "",
        None,
        7,
        {"a": 1},
    ],
    ("function",): ["f", None, {}, {"name": "f"}, {"arguments": "{}"}, ["function"]],
}
"""Values put in one place of an OpenAI-style raw call: the types the constructor reads into a tool
call (or a chunk's tool call chunk), wrong ones, wrapped ones, and arguments that are JSON text of
something other than an object (read into an invalid tool call, docs/compat.md)."""

_RAW_LISTS: list[Any] = ["x", {}, [], [5], ["abc"], ["function"], [None], [["function"]]]
"""Whole ``additional_kwargs.tool_calls`` values that are no list of raw calls."""


def _raw_call_records(pair: str) -> list[Any]:
    """AI records (messages and chunks) without tool calls, each holding raw calls with one changed
    place (or odd raw lists), beside a good raw call."""
    both = _both_read(pair)
    bases = [
        r for kind in ("AIMessage", "AIMessageChunk") for r in [r for r in both if _class_of(r) == kind][:4]
    ]
    out = []
    good = {"id": "c0", "index": 0, "type": "function", "function": {"name": "g", "arguments": "{}"}}
    for base in bases:
        for where, values in _RAW_VALUES.items():
            for value in values:
                call = copy.deepcopy(good)
                parent = call
                for key in where[:-1]:
                    parent = parent[key]
                parent[where[-1]] = value
                for raw in ([call], [good, call]):
                    out.append(_with_raw(base, pair, raw))
        out += [_with_raw(base, pair, raw) for raw in _RAW_LISTS]
    return out


def _class_of(record: Any) -> str | None:
    if record.get("type") == "constructor":
        return str(record["id"][-1])
    if record.get("type") != "ai":
        return None
    return "AIMessageChunk" if "tool_call_chunks" in record.get("data", {}) else "AIMessage"


def _with_raw(base: Any, pair: str, raw: Any) -> Any:
    record = copy.deepcopy(base)
    fields = record["data" if pair == "langchainjs stored" else "kwargs"]
    for key in ("tool_calls", "invalid_tool_calls", "tool_call_chunks"):
        if key in fields:
            fields[key] = []
    fields["additional_kwargs"] = {**(fields.get("additional_kwargs") or {}), "tool_calls": raw}
    return record


@pytest.mark.parametrize("pair", list(PAIRS))
def test_validator_and_reader_agree_on_raw_calls(pair: str) -> None:
    """OpenAI-style raw calls, which an AI message without tool calls reads into its tool calls:
    the schema (``RawToolCall``) refuses what that reading would refuse, at the raw call's path."""
    records = _raw_call_records(pair)
    assert len(records) > 100
    differences = [(r, d) for r in records if (d := _difference(pair, r)) is not None]
    assert differences == []
    outcomes = {
        (_outcome(lambda r: chatschema.validate(r, PAIRS[pair][0]), r)[0], _class_of(r)) for r in records
    }
    assert outcomes == {
        (outcome, kind) for outcome in ("ok", "error") for kind in ("AIMessage", "AIMessageChunk")
    }
