"""LangChain's Serializable JSON form, differentially against langchain-core: ``dumpd``, ``dumps``, ``load``.

For hypothesis-generated constructor arguments of every message class, the message is built twice,
once with chatschema's class and once with LangChain's (cases LangChain's constructor refuses are
skipped), and then:

* ``message_to_lc_json(ours) == dumpd(theirs)``, kwargs in the same order, and ``json.dumps`` of
  ours is the text ``dumps`` writes up to the order of keys inside field values (LangChain's
  constructor reorders ``usage_metadata``), and exactly the text ``dumps(to_langchain(ours))``
  writes (the same values, held in the same order);
* ``langchain_core.load.load`` builds from ours what it builds from its own record;
* ``messages_from_lc_json(dumpd(theirs))`` is ours (without the legacy ``example`` flag, which
  LangChain 1.x does not write), and so is the record read from ``dumps`` text;
* the schema and the jsonschema oracle agree on the record, which is valid unless a typed object
  (a tool call, usage) had to be wrapped.

Objects with an ``lc`` key (or only an ``__lc_escaped__`` key) are planted in the open fields, so
the wrapping ``dumpd`` does is exercised. Records from langchain-core 0.3 (rebuilt from the 0.3
fixture by the rule 0.3 wrote them with), from LangChain.js and from langchain-core 0.1 are read
as LangChain 1.x loads them, and records LangChain refuses to load are refused.
"""

from __future__ import annotations

import copy
import functools
import json
import random
import re
import warnings
from pathlib import Path
from typing import Any

import langchain_core.messages as lc
import pytest
from hypothesis import assume, given, note, settings
from hypothesis import strategies as st
from langchain_core._api import LangChainBetaWarning
from langchain_core.load import dumpd, dumps, load
from langchain_core.load.load import _get_default_allowed_class_paths

import chatschema as cs
from chatschema import ValidationError
from chatschema._serialize import (
    CLASS_PATHS,
    message_from_lc_json,
    message_to_lc_json,
    messages_from_dict,
    messages_from_lc_json,
    messages_to_lc_json,
)
from chatschema.convert._lc_kwargs import loaded
from chatschema.langchain import to_langchain
from chatschema_generated.tags import LANG_CHAIN_SERIALIZED_MESSAGE_BY_PATH
from tests.conformance import strategies as S
from tests.conformance.canonical import CALL_KEYS_FILLED, CALL_LISTS
from tests.oracle import error_paths

TITLE = "LangChainSerializedMessage"
FIXTURE_03 = Path(__file__).resolve().parent / "fixtures" / "lc03_histories.json"

TYPED_FIELDS = ("tool_calls", "invalid_tool_calls", "tool_call_chunks")
"""kwargs fields holding typed objects, which stop matching their schema when dumpd wraps them."""


def lc_load(record: Any) -> Any:
    """``langchain_core.load.load`` of message records, every message class allowed."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", LangChainBetaWarning)
        return load(record, allowed_objects="core")


def outcome(fn: Any, *args: Any) -> tuple[str, Any]:
    try:
        return "ok", fn(*args)
    except Exception as error:
        return "error", type(error).__name__


_FACTORY_KEYS = {
    "tool_call_chunks": {"name", "args", "id", "index", "type"},
    "tool_calls": {"name", "args", "id", "type"},
    "invalid_tool_calls": {"name", "args", "id", "error", "type"},
}
"""The keys LangChain's ``tool_call_chunk()``, ``tool_call()`` and ``invalid_tool_call()`` factories
take when its loader rebuilds a record's lists (a tool call from a chunk's list takes ``index`` too)."""


def langchain_crashes_on(record: dict[str, Any]) -> bool:
    """A record with a tool call (chunk) key LangChain's factories do not take, or an object with an
    ``lc`` key inside its kwargs."""
    kwargs = record.get("kwargs")
    if not isinstance(kwargs, dict):
        return False
    for field, known in _FACTORY_KEYS.items():
        items = kwargs.get(field)
        if isinstance(items, list) and any(isinstance(c, dict) and set(c) - known - {"index"} for c in items):
            return True
    stack: list[Any] = list(kwargs.values())
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            if "lc" in value:
                return True
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return False


def canonical(value: Any) -> str:
    """JSON text with sorted keys: equal only when the values are equal as JSON, types included."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def wraps_a_typed_object(record: dict[str, Any]) -> bool:
    kwargs = record["kwargs"]
    usage = kwargs.get("usage_metadata")
    if isinstance(usage, dict) and (
        "__lc_escaped__" in usage
        or any(isinstance(v, dict) and "__lc_escaped__" in v for v in usage.values())
    ):
        return True
    return any("__lc_escaped__" in item for field in TYPED_FIELDS for item in kwargs.get(field, []))


# --------------------------------------------------------------------------------------------------
# Constructor arguments, with objects that dumpd has to wrap


def _open_dicts(kwargs: dict[str, Any]) -> list[dict[str, Any]]:
    """The objects of free-form values: additional_kwargs, response_metadata, artifacts, tool
    call arguments and content blocks (LangChain holds them as given), and every object inside."""
    roots: list[Any] = [
        kwargs.get("additional_kwargs"),
        kwargs.get("response_metadata"),
        kwargs.get("artifact"),
    ]
    roots += [call.get("args") for call in kwargs.get("tool_calls", []) if isinstance(call, dict)]
    content = kwargs.get("content")
    if isinstance(content, list):
        roots += [item for item in content if isinstance(item, dict)]
    out: list[dict[str, Any]] = []
    stack = [r for r in roots if isinstance(r, (dict, list))]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            out.append(value)
            stack.extend(v for v in value.values() if isinstance(v, (dict, list)))
        else:
            stack.extend(v for v in value if isinstance(v, (dict, list)))
    return out


def plant_lc_keys(kwargs: dict[str, Any], seed: int) -> dict[str, Any]:
    """A copy of ``kwargs`` with ``lc`` keys (and lone ``__lc_escaped__`` objects) in free-form objects."""
    kwargs = copy.deepcopy(kwargs)
    rng = random.Random(seed)
    for obj in _open_dicts(kwargs):
        roll = rng.random()
        if roll < 0.3:
            obj["lc"] = rng.choice([1, "fr", None, {"lc": 2}])
        elif roll < 0.4:
            obj[rng.choice(["x", "lc"])] = {"__lc_escaped__": rng.choice([1, {"lc": 1}])}
    return kwargs


@st.composite
def constructor_cases(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    title = draw(st.sampled_from(S.MESSAGE_TITLES), label="class")
    fields = draw(S.messages(title, full=draw(st.booleans()), typed=None, max_items=3), label="fields")
    fields = {k: v for k, v in fields.items() if k != "type"}
    for name in CALL_LISTS & fields.keys():
        # LangChain's tool call types drop the keys they do not declare (chatschema keeps them,
        # docs/compat.md), so dumpd of its message cannot be compared with ours on those keys
        fields[name] = [{k: v for k, v in c.items() if k in CALL_KEYS_FILLED} for c in fields[name]]
    if draw(st.booleans(), label="plant lc keys"):
        fields = plant_lc_keys(fields, draw(st.integers(0, 2**16), label="seed"))
    return title, fields


def build_pair(title: str, fields: dict[str, Any]) -> tuple[Any, Any] | None:
    """(chatschema message, LangChain message) from the same arguments; None when LangChain refuses them."""
    try:
        theirs = getattr(lc, title)(**copy.deepcopy(fields))
    except Exception:
        return None
    ours = getattr(cs, title)(**copy.deepcopy(fields))
    return ours, theirs


def without_example(title: str, fields: dict[str, Any]) -> Any:
    """What reading back gives: LangChain 1.x does not write the legacy ``example`` flag."""
    return getattr(cs, title)(**copy.deepcopy({k: v for k, v in fields.items() if k != "example"}))


# --------------------------------------------------------------------------------------------------
# Writing: dumpd, dumps


@settings(max_examples=300, deadline=None)
@given(constructor_cases())
def test_writes_what_dumpd_writes(case: tuple[str, dict[str, Any]]) -> None:
    title, fields = case
    pair = build_pair(title, fields)
    assume(pair is not None)
    assert pair is not None
    ours, theirs = pair
    written, expected = message_to_lc_json(ours), dumpd(theirs)
    note(f"ours:   {written!r}\ntheirs: {expected!r}")
    assert written == expected
    assert list(written) == list(expected) and list(written["kwargs"]) == list(expected["kwargs"])
    assert canonical(json.loads(json.dumps(written))) == canonical(json.loads(dumps(theirs)))
    # the same fields on a LangChain message (keys in the order ours holds them): the same text
    assert json.dumps(written) == dumps(to_langchain(ours))
    # LangChain loads ours as it loads its own
    assert outcome(lc_load, written) == outcome(lc_load, expected)


@settings(max_examples=200, deadline=None)
@given(constructor_cases())
def test_reads_what_dumpd_writes(case: tuple[str, dict[str, Any]]) -> None:
    title, fields = case
    pair = build_pair(title, fields)
    assume(pair is not None)
    assert pair is not None
    _, theirs = pair
    record = dumpd(theirs)
    # the schema and the oracle agree; only a wrapped tool call or usage breaks the record's schema
    try:
        cs.validate(record, TITLE)
        ours_valid = True
    except ValidationError as error:
        ours_valid = False
        assert error.path in error_paths(TITLE, record)
        refused = error
    assert ours_valid == (error_paths(TITLE, record) == set())
    if not ours_valid:
        # a typed object (a tool call, usage) with an "lc" key, which dumpd wraps: LangChain reads it,
        # chatschema's reader refuses it where its validator does (docs/compat.md)
        assert wraps_a_typed_object(record)
        with pytest.raises(ValidationError) as info:
            message_from_lc_json(record)
        assert (info.value.path, info.value.message) == (refused.path, refused.message)
        return
    expected = without_example(title, fields)
    assert message_from_lc_json(record) == expected
    assert messages_from_lc_json([record, record]) == [expected, expected]  # the fast path of a list
    assert messages_from_lc_json(json.loads(dumps([theirs]))) == [expected]
    assert message_from_lc_json(json.loads(dumps(theirs))) == expected


def test_a_list_is_written_as_dumpd_writes_a_list() -> None:
    call = {"name": "search", "args": {"q": "x", "lc": "en"}, "id": "c1"}
    pairs = [
        ("SystemMessage", {"content": "Be brief.", "id": "s"}),
        ("HumanMessage", {"content": [{"type": "text", "text": "hi"}], "name": "ann"}),
        ("AIMessage", {"content": "", "tool_calls": [call], "response_metadata": {"model": "m"}}),
        ("ToolMessage", {"content": "18C", "tool_call_id": "c1", "artifact": {"lc": 1}}),
        ("AIMessageChunk", {"content": "Sun", "chunk_position": "last"}),
        ("RemoveMessage", {"id": "s"}),
    ]
    ours = [getattr(cs, t)(**copy.deepcopy(f)) for t, f in pairs]
    theirs = [getattr(lc, t)(**copy.deepcopy(f)) for t, f in pairs]
    assert messages_to_lc_json(ours) == dumpd(theirs)
    assert json.dumps(messages_to_lc_json(ours)) == dumps(theirs)
    assert messages_from_lc_json(dumpd(theirs)) == ours


# --------------------------------------------------------------------------------------------------
# Records other versions wrote


def _useful(value: Any, default: Any) -> bool:
    """langchain-core 0.3's rule for a field that is not required: truthy, or falsy but not its default."""
    return bool(value) or (not isinstance(value, (dict, list)) and value != default)


LC03_DEFAULTS: dict[str, Any] = {"name": None, "id": None, "usage_metadata": None, "artifact": None}
LC03_REQUIRED = ("content", "type", "tool_call_id", "role", "status")
"""Written whatever their value (required, or truthy defaults); FunctionMessage's name is required too."""

CLASS_OF_TAG = {tag: title for title, tag in S.MESSAGE_TAGS.items()}


def lc03_record(envelope: dict[str, Any]) -> dict[str, Any]:
    """The record langchain-core 0.3's dumpd wrote for a message it stored as ``envelope``."""
    data, name = envelope["data"], CLASS_OF_TAG[envelope["type"]]
    required = (*LC03_REQUIRED, "name") if name.startswith("FunctionMessage") else LC03_REQUIRED
    kwargs: dict[str, Any] = {}
    for key, value in data.items():
        if key in required or _useful(value, LC03_DEFAULTS.get(key, False)):
            kwargs[key] = value
    if name.startswith("AIMessage"):
        kwargs["tool_calls"] = data["tool_calls"]
        kwargs["invalid_tool_calls"] = data["invalid_tool_calls"]
    return {"lc": 1, "type": "constructor", "id": ["langchain", "schema", "messages", name], "kwargs": kwargs}


@functools.cache
def lc03_histories() -> list[list[dict[str, Any]]]:
    histories: list[list[dict[str, Any]]] = json.loads(FIXTURE_03.read_text(encoding="utf-8"))
    return histories


@pytest.mark.parametrize("index", range(len(lc03_histories())))
def test_langchain_03_records_validate_and_read_as_langchain_loads_them(index: int) -> None:
    history = lc03_histories()[index]
    records = [lc03_record(envelope) for envelope in history]
    assert error_paths(f"list[{TITLE}]", records) == set()
    cs.validate(records, f"list[{TITLE}]")
    cs.validate(json.dumps(records).encode(), f"list[{TITLE}]")
    read = messages_from_lc_json(records)
    assert [m.model_dump() for m in read] == [m.model_dump() for m in lc_load(records)]
    stored = messages_from_dict(history)
    assert messages_to_lc_json(read) == messages_to_lc_json(stored)


def test_langchain_03_records_have_the_variety_of_the_fixture() -> None:
    records = [lc03_record(e) for history in lc03_histories() for e in history]
    kwargs = [r["kwargs"] for r in records]
    assert {r["id"][-1] for r in records} == set(S.MESSAGE_TITLES)
    assert any(k.get("example") is True for k in kwargs)
    assert any(k.get("tool_call_chunks") for k in kwargs) and any(k.get("usage_metadata") for k in kwargs)


OLDER_RECORDS = [
    # LangChain.js: its own class path, no type tag in kwargs
    {
        "lc": 1,
        "type": "constructor",
        "id": ["langchain_core", "messages", "HumanMessage"],
        "kwargs": {"content": "hi", "additional_kwargs": {}, "response_metadata": {}},
    },
    {
        "lc": 1,
        "type": "constructor",
        "id": ["langchain_core", "messages", "AIMessageChunk"],
        "kwargs": {
            "content": "",
            "tool_call_chunks": [{"name": "f", "args": '{"a": 1}', "id": "c", "index": 0}],
            "additional_kwargs": {},
            "response_metadata": {},
        },
    },
    # langchain-core 0.1: module paths, only the arguments the constructor was given
    {
        "lc": 1,
        "type": "constructor",
        "id": ["langchain_core", "messages", "tool", "ToolMessage"],
        "kwargs": {"content": "18C", "tool_call_id": "c1"},
    },
    {
        "lc": 1,
        "type": "constructor",
        "id": ["langchain", "schema", "messages", "AIMessage"],
        "kwargs": {"content": "ok", "additional_kwargs": {"function_call": {"name": "f", "arguments": "{}"}}},
    },
    # langchain 0.0
    {
        "lc": 1,
        "type": "constructor",
        "id": ["langchain", "schema", "HumanMessage"],
        "kwargs": {"content": "x"},
    },
    {
        "lc": 1,
        "type": "constructor",
        "id": ["langchain", "schema", "ChatMessage"],
        "kwargs": {"content": "x", "role": "critic"},
    },
]


@pytest.mark.parametrize("record", OLDER_RECORDS, ids=lambda r: "/".join(r["id"]))
def test_older_records_read_as_langchain_loads_them(record: dict[str, Any]) -> None:
    [ours] = messages_from_lc_json([record])
    theirs = lc_load(record)
    assert type(ours).__name__ == type(theirs).__name__
    assert ours.model_dump() == theirs.model_dump()
    assert message_to_lc_json(ours) == dumpd(theirs)


def test_the_class_paths_read_are_the_message_paths_langchain_loads() -> None:
    allowed = {
        path
        for path in _get_default_allowed_class_paths("core")
        if path[-1].endswith(("Message", "MessageChunk")) and not path[-1].startswith("BaseMessage")
    }
    assert set(LANG_CHAIN_SERIALIZED_MESSAGE_BY_PATH) == allowed
    for path, title in LANG_CHAIN_SERIALIZED_MESSAGE_BY_PATH.items():
        assert title.endswith(path[-1])
    for path, cls in CLASS_PATHS.items():
        assert cls.__name__ == path[-1]


# --------------------------------------------------------------------------------------------------
# What LangChain refuses to load, chatschema refuses


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_records_langchain_refuses_are_refused(data: st.DataObject) -> None:
    title, fields = data.draw(constructor_cases())
    pair = build_pair(title, fields)
    assume(pair is not None)
    assert pair is not None
    record = dumpd(pair[1])
    broken, labels = data.draw(S.mutated(st.just(record), max_mutations=2), label="record")
    note(repr(labels))
    theirs = outcome(lc_load, copy.deepcopy(broken))
    ours = outcome(messages_from_lc_json, [copy.deepcopy(broken)])
    # Where LangChain's loader crashes on data chatschema keeps (docs/compat.md): a tool call chunk key
    # its factory does not take, or a nested object with an "lc" key, which it tries to revive
    assume(not (theirs == ("error", "TypeError") and langchain_crashes_on(broken)))
    if theirs[0] == "error" or not isinstance(theirs[1], lc.BaseMessage):
        assert ours == ("error", "ValidationError"), (theirs, ours)
    elif ours[0] == "error":
        with pytest.raises(ValidationError) as info:
            message_from_lc_json(copy.deepcopy(broken))
        assert refused_deliberately(broken, info.value) is not None, (info.value, broken)


def refused_deliberately(record: Any, error: ValidationError) -> str | None:
    """The row of docs/compat.md of a record LangChain's loader reads and chatschema refuses; None if
    there is none. Either chatschema refuses the message whatever form holds it ("Validation is stricter
    than LangChain, never lossier": ``messages_from_dict`` refuses its fields too), or it is a row of the
    table of differences from ``load`` ("LangChain's Serializable JSON")."""
    if set(record) - {"lc", "type", "id", "kwargs"}:
        return "keys other than lc, type, id and kwargs"
    kwargs = record["kwargs"]
    if isinstance(kwargs, dict) and isinstance(record["id"], list) and record["id"][-1] in CLASSES:
        fields = {key: value for key, value in loaded(kwargs).items() if key != "type"}
        try:
            messages_from_dict([{"type": CLASSES[record["id"][-1]], "data": fields}])
        except ValidationError:
            return "stricter than LangChain in every form"
    if error.path == "$.kwargs" and error.message.startswith("Object contains unknown field"):
        return "a field the class does not have"
    if isinstance(kwargs, dict) and wraps_a_typed_object(record):
        return "a typed object with a key named lc"
    if re.fullmatch(r"Expected `[^`]*str[^`]*`, got `(int|float)`", error.message):
        return "a value the constructor converts"
    return None


CLASSES = {title: tag for title, tag in S.MESSAGE_TAGS.items()}
"""Each class name and its type tag."""


@pytest.mark.parametrize(
    ("record", "path"),
    [
        (
            {
                "lc": 1,
                "type": "constructor",
                "id": ["langchain", "schema", "messages", "HumanMessage"],
                "kwargs": {"content": "x", "type": "ai"},
            },
            "$.kwargs.type",
        ),
        (
            {
                "lc": 1,
                "type": "constructor",
                "id": ["langchain", "schema", "messages", "AIMessage"],
                "kwargs": {"content": "x", "type": "AIMessageChunk"},
            },
            "$.kwargs.type",
        ),
        (
            {
                "lc": 1,
                "type": "constructor",
                "id": ["my_package", "messages", "HumanMessage"],
                "kwargs": {"content": "x"},
            },
            "$.id",
        ),
        (
            {
                "lc": 1,
                "type": "constructor",
                "id": ["langchain", "schema", "messages", "ToolMessage"],
                "kwargs": {"content": "x"},
            },
            "$.kwargs",
        ),
        (
            {
                "lc": 1,
                "type": "constructor",
                "id": ["langchain", "schema", "messages", "AIMessage"],
                "kwargs": {"content": "", "tool_calls": [{"name": "f", "args": "{}", "id": "1"}]},
            },
            "$.kwargs.tool_calls[0].args",
        ),
        (
            {
                "lc": 1,
                "type": "not_implemented",
                "id": ["langchain", "schema", "messages", "HumanMessage"],
                "kwargs": {"content": "x"},
            },
            "$.type",
        ),
    ],
)
def test_refused_records_name_the_path(record: dict[str, Any], path: str) -> None:
    theirs = outcome(lc_load, record)
    assert theirs[0] == "error" or not isinstance(theirs[1], lc.BaseMessage)
    with pytest.raises(ValidationError) as info:
        message_from_lc_json(record)
    assert info.value.path.startswith(path), info.value


def test_a_base_message_record_is_refused_deliberately() -> None:
    """LangChain loads it as its untyped BaseMessage; chatschema reads only the 13 message classes."""
    record = {
        "lc": 1,
        "type": "constructor",
        "id": ["langchain", "schema", "messages", "BaseMessage"],
        "kwargs": {"content": "x", "type": "human"},
    }
    assert type(lc_load(record)) is lc.BaseMessage
    with pytest.raises(ValidationError) as info:
        message_from_lc_json(record)
    assert info.value.path == "$.id"


def test_a_langchain_message_is_written_as_dumpd_writes_it() -> None:
    message = lc.AIMessage(
        "", tool_calls=[{"name": "f", "args": {"lc": 1}, "id": "c"}], additional_kwargs={"lc": 2}
    )
    assert message_to_lc_json(message) == dumpd(message)
    assert messages_to_lc_json([message, lc.HumanMessage("hi")]) == dumpd([message, lc.HumanMessage("hi")])
