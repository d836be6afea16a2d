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


def _removes_content(record: Any) -> str | None:
    """The path of a remove message's content, when the record holds one that is not empty.

    One of the two kinds of record outside the agreement (docs/conversions.md): the schema's
    ``RemoveMessage`` keeps its released shape and takes content; every reader refuses it, as
    ``messages_from_dict`` does.
    """
    if not isinstance(record, dict):
        return None
    if record.get("type") == "remove":
        fields, where = record.get("data"), "$.data"
    elif isinstance(record.get("id"), list) and record["id"][-1:] == ["RemoveMessage"]:
        fields, where = record.get("kwargs"), "$.kwargs"
    else:
        return None
    return f"{where}.content" if isinstance(fields, dict) and fields.get("content") else None


def _unexplained(pair: str, record: Any) -> tuple[Outcome, Outcome] | None:
    """The difference of the pair on ``record``, unless it is the remove message's content."""
    difference = _difference(pair, record)
    content = _removes_content(record)
    if content is not None and difference == (("ok", None), ("error", content)):
        return None
    return difference


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
    differences = [(d, r) for r in _records(pair) if (d := _unexplained(pair, r)) is not None]
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
        content = _removes_content(record)
        assert read == schema or (schema == ("ok", None) and read == ("error", content)), record


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
    assert _unexplained(pair, record) is None
    if pair == "lc_json":  # and the list reader, on the record alone
        schema = _outcome(lambda r: chatschema.validate([r], "list[LangChainSerializedMessage]"), record)
        read = _outcome(lambda r: chatschema.messages_from_lc_json([r], strict=False), record)
        assert read == schema or (
            schema == ("ok", None) and read == ("error", _under(_removes_content(record)))
        )


def _under(path: str | None) -> str | None:
    return None if path is None else "$[0]" + path[1:]


@pytest.mark.parametrize(
    ("kwargs", "path"),
    [
        ({"content": "x", "additional_kwargs": {"__lc_escaped__": 5}}, "$.kwargs.additional_kwargs"),
        (
            {"content": "", "tool_calls": [{"name": "f", "args": {"__lc_escaped__": [1]}, "id": "c"}]},
            "$.kwargs.tool_calls[0].args",
        ),
        ({"content": [{"__lc_escaped__": {"type": "image"}}]}, "$.kwargs.content[0]"),
    ],
)
def test_a_wrapped_value_that_is_wrong_where_it_stands_is_refused_by_the_reader_alone(
    kwargs: dict[str, Any], path: str
) -> None:
    """The other record outside the agreement (docs/conversions.md): the schema takes any object at these
    places, so it takes the wrapper ``{"__lc_escaped__": x}``; unwrapped, ``x`` is refused where it stands.
    ``dumpd`` never writes such a record: it wraps only objects, each one valid where it stands."""
    for ident in (
        ["langchain", "schema", "messages", "AIMessage"],
        ["langchain_core", "messages", "AIMessage"],
    ):
        record = {"lc": 1, "type": "constructor", "id": ident, "kwargs": kwargs}
        schema, read = _difference("lc_json", record) or (None, None)
        assert schema == ("ok", None)
        assert read is not None and read[0] == "error"
        assert read[1] == path


def test_a_remove_message_with_content_is_outside_the_agreement() -> None:
    record = {"lc": 1, "type": "constructor", "id": ["langchain", "schema", "messages", "RemoveMessage"]}
    record["kwargs"] = {"id": "m1", "content": "x"}
    assert _difference("lc_json", record) == (("ok", None), ("error", "$.kwargs.content"))
    stored = {"type": "remove", "data": {"id": "m1", "content": "x"}}
    assert _outcome(lambda r: chatschema.validate(r, "SerializedMessage"), stored) == ("ok", None)
    assert _outcome(chatschema.messages_from_dict, [stored], "$[0]") == ("error", "$.data.content")
