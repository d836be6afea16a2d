"""Extra fields on messages (keys a class does not declare), against langchain-core 1.8.3.

LangChain's messages keep such keys (pydantic ``extra="allow"``): as attributes, in
``model_dump`` after the declared fields, in ``repr``, through ``messages_to_dict`` and
``messages_from_dict``, ``model_copy``, pickle and deepcopy. Every message and chunk class is
checked here through each of those entry points, in both libraries, on generated messages.

Where LangChain drops extras (chunk ``+``, ``message_chunk_to_message``, ``merge_message_runs``,
``to_json``), chatschema keeps them (docs/compat.md): the expected value is LangChain's result
with the extras merged as ``merge_dicts`` merges ``additional_kwargs``.
"""

from __future__ import annotations

import copy
import pickle
from typing import Any

import langchain_core.messages as lc
import pytest
from hypothesis import assume, given, note, settings
from hypothesis import strategies as st
from langchain_core.utils._merge import merge_dicts as lc_merge_dicts

import chatschema as cs
from chatschema import ValidationError
from chatschema._serialize import message_to_lc_json
from chatschema.langchain import from_langchain, to_langchain
from tests.compat.test_lc_serializable_differential import lc_load
from tests.conformance import strategies as S
from tests.conformance.canonical import CALL_KEYS_FILLED, CALL_LISTS

Case = tuple[str, dict[str, Any], dict[str, Any]]
"""A message class, its fields, and the extras to give it."""

CHUNK_TITLES = tuple(t for t in S.MESSAGE_TITLES if t.endswith("Chunk"))

_TAKEN = frozenset(
    name
    for cls in (*(getattr(lc, t) for t in S.MESSAGE_TITLES), *(getattr(cs, t) for t in S.MESSAGE_TITLES))
    for name in dir(cls)
) | {"type", "content_blocks", "example", "chunk_position"}

extra_keys = st.from_regex(r"[a-z][a-z0-9_]{0,9}", fullmatch=True).filter(
    lambda k: k not in _TAKEN and not k.startswith("model_")
)
extras_dicts = st.dictionaries(extra_keys, S.json_values, min_size=1, max_size=3)


@st.composite
def cases(
    draw: st.DrawFn, titles: tuple[str, ...] = S.MESSAGE_TITLES
) -> tuple[str, dict[str, Any], dict[str, Any]]:
    title = draw(st.sampled_from(titles), label="class")
    fields = draw(S.messages(title, full=draw(st.booleans()), typed=None, max_items=2), label="fields")
    fields = {k: v for k, v in fields.items() if k not in ("type", "example")}
    for name in CALL_LISTS & fields.keys():
        # LangChain drops the keys its tool call types do not declare; chatschema keeps them
        # (docs/compat.md, compared in tests/compat/test_chunks_differential.py)
        fields[name] = [{k: v for k, v in call.items() if k in CALL_KEYS_FILLED} for call in fields[name]]
    return title, fields, draw(extras_dicts, label="extras")


def build(title: str, fields: dict[str, Any], extras: dict[str, Any]) -> tuple[Any, Any] | None:
    """(chatschema message, LangChain message) from the same keywords; None when LangChain refuses them."""
    try:
        theirs = getattr(lc, title)(**copy.deepcopy({**fields, **extras}))
    except Exception:
        return None
    ours = getattr(cs, title)(**copy.deepcopy({**fields, **extras}))
    return ours, theirs


def dumped(message: Any) -> dict[str, Any]:
    """``model_dump`` with the type tag moved where LangChain has it, for comparing key order too."""
    return dict(message.model_dump())


def assert_same(ours: Any, theirs: Any, extras: dict[str, Any]) -> None:
    mine, expected = ours.model_dump(), theirs.model_dump()
    note(f"ours:   {mine!r}\ntheirs: {expected!r}")
    assert mine == expected
    assert list(mine)[-len(extras) :] == list(expected)[-len(extras) :] == list(extras)
    # repr and str show the extras last, as LangChain does (the fields before them are compared
    # with LangChain's in tests/messages; pydantic may reorder the keys of a typed dict there)
    shown = ", ".join(f"{key}={value!r}" for key, value in extras.items())
    assert repr(ours).endswith(f", {shown})") and repr(theirs).endswith(f", {shown})")
    spaced = " ".join(f"{key}={value!r}" for key, value in extras.items())
    assert str(ours).endswith(f" {spaced}") and str(theirs).endswith(f" {spaced}")
    for key, value in extras.items():
        assert getattr(ours, key) == value == getattr(theirs, key)


@settings(max_examples=100, deadline=None)
@given(cases())
def test_constructor_keeps_extras_as_langchain_does(case: Case) -> None:
    title, fields, extras = case
    pair = build(title, fields, extras)
    assume(pair is not None)
    assert pair is not None
    ours, theirs = pair
    assert_same(ours, theirs, extras)
    assert ours != getattr(cs, title)(**copy.deepcopy(fields))  # the extras count in equality, as in pydantic
    assert ours == getattr(cs, title)(**copy.deepcopy({**fields, **extras}))


@settings(max_examples=100, deadline=None)
@given(cases())
def test_stored_form_round_trips_in_both_libraries(case: Case) -> None:
    title, fields, extras = case
    pair = build(title, fields, extras)
    assume(pair is not None)
    assert pair is not None
    ours, theirs = pair
    stored = cs.messages_to_dict([ours])
    assert stored == lc.messages_to_dict([theirs])
    (back,) = cs.messages_from_dict(stored)
    if not title.endswith("Chunk"):  # a chunk may read back with derived tool calls, as in LangChain
        assert back == ours
    assert_same(back, lc.messages_from_dict(stored)[0], extras)
    theirs_stored = lc.messages_to_dict([theirs])
    assert_same(cs.messages_from_dict(theirs_stored)[0], lc.messages_from_dict(theirs_stored)[0], extras)


@settings(max_examples=100, deadline=None)
@given(cases())
def test_copies_keep_extras(case: Case) -> None:
    title, fields, extras = case
    pair = build(title, fields, extras)
    assume(pair is not None)
    assert pair is not None
    ours, theirs = pair
    for copier in (copy.copy, copy.deepcopy, lambda m: pickle.loads(pickle.dumps(m))):
        assert copier(ours) == ours
        assert_same(copier(ours), copier(theirs), extras)
    update = {"id": "new", "added_later": [1]}
    assert_same(
        ours.model_copy(update=update, deep=True),
        theirs.model_copy(update=update, deep=True),
        {**extras, "added_later": [1]},
    )
    assert_same(ours.model_copy(), theirs.model_copy(), extras)


@settings(max_examples=100, deadline=None)
@given(cases())
def test_convert_to_messages_as_langchain(case: Case) -> None:
    title, fields, extras = case
    pair = build(title, fields, extras)
    assume(pair is not None)
    assert pair is not None
    ours, theirs = pair
    # messages pass through as they are
    assert cs.convert_to_messages([ours])[0] is ours
    # message dicts: LangChain moves the keys it does not know into additional_kwargs
    # (string content: LangChain turns an empty list into "" there, docs/compat.md)
    text = theirs.content if isinstance(theirs.content, str) else "text"
    roles = {"human": "user", "ai": "assistant", "system": "system"}
    items = [{"type": theirs.type, "content": text, **extras}]
    if theirs.type in roles:
        items.append({"role": roles[theirs.type], "content": text, **extras})
    for item in items:
        try:
            expected = lc.convert_to_messages([copy.deepcopy(item)])
        except Exception:
            continue
        got = cs.convert_to_messages([copy.deepcopy(item)])
        assert [m.model_dump() for m in got] == [m.model_dump() for m in expected]


@settings(max_examples=100, deadline=None)
@given(cases())
def test_encode_decode_keep_round_trips_byte_equal(case: Case) -> None:
    title, fields, extras = case
    pair = build(title, fields, extras)
    assume(pair is not None)
    assert pair is not None
    ours, _ = pair
    text = cs.encode(ours)
    for target in (title, "AnyMessage"):
        back = cs.decode(text, target, extra="keep")
        assert back == ours
        assert cs.encode(back) == text
        cs.validate(text, target, extra="keep")
        with pytest.raises(ValidationError) as caught:
            cs.decode(text, target)
        assert caught.value.message == f"Object contains unknown field `{next(iter(extras))}`"
        assert caught.value.path == "$"
    listed = cs.encode([ours, ours])
    assert cs.decode(listed, f"list[{title}]", extra="keep") == [ours, ours]
    envelope = cs.encode(cs.messages_to_dict([ours])[0])
    assert cs.decode(envelope, "SerializedMessage", extra="keep").data == ours
    with pytest.raises(ValidationError) as caught:
        cs.validate(cs.messages_to_dict([ours]), "list[SerializedMessage]")
    assert caught.value.path == "$[0].data"


@settings(max_examples=100, deadline=None)
@given(cases(CHUNK_TITLES), extras_dicts)
def test_chunk_sum_keeps_merged_extras(case: Case, more: dict[str, Any]) -> None:
    title, fields, extras = case
    fields = {**fields, "content": "text"}  # list contents: tests/compat/test_chunks_differential.py
    left, right = build(title, fields, extras), build(title, fields, more)
    assume(left is not None and right is not None)
    assert left is not None and right is not None
    try:
        expected = left[1] + right[1]
        merged = lc_merge_dicts(copy.deepcopy(extras), copy.deepcopy(more))
    except Exception:
        assume(False)
    total = left[0] + right[0]
    without = {k: v for k, v in total.model_dump().items() if k not in merged}
    assert without == expected.model_dump()  # LangChain's sum, which drops the extras
    assert {k: getattr(total, k) for k in merged} == merged
    message = cs.message_chunk_to_message(total)
    assert {k: getattr(message, k) for k in merged} == merged
    assert cs.message_chunk_to_message(left[0]).model_dump() == {
        **lc.message_chunk_to_message(left[1]).model_dump(),
        **extras,
    }


@settings(max_examples=100, deadline=None)
@given(
    cases(tuple(t for t in S.MESSAGE_TITLES if t in ("HumanMessage", "SystemMessage", "AIMessage"))),
    extras_dicts,
)
def test_merge_message_runs_keeps_merged_extras(case: Case, more: dict[str, Any]) -> None:
    title, fields, extras = case
    first, second = build(title, fields, extras), build(title, fields, more)
    assume(first is not None and second is not None)
    assert first is not None and second is not None
    try:
        (expected,) = lc.merge_message_runs([first[1], second[1]])
        merged = lc_merge_dicts(copy.deepcopy(extras), copy.deepcopy(more))
    except Exception:
        assume(False)
    (got,) = cs.merge_message_runs([first[0], second[0]])
    assert {k: v for k, v in got.model_dump().items() if k not in merged} == expected.model_dump()
    assert {k: getattr(got, k) for k in merged} == merged


@settings(max_examples=100, deadline=None)
@given(cases())
def test_langchain_bridge_and_serializable_json_keep_extras(
    case: Case,
) -> None:
    title, fields, extras = case
    pair = build(title, fields, extras)
    assume(pair is not None)
    assert pair is not None
    ours, theirs = pair
    assert to_langchain(ours) == theirs
    assert from_langchain(theirs) == ours
    record = message_to_lc_json(ours)
    assert list(record["kwargs"])[-len(extras) :] == list(extras)  # LangChain's to_json drops them
    # LangChain's load() reads them back; messages_from_lc_json refuses them where
    # validate(record, "LangChainSerializedMessage") does, at the first extra (docs/compat.md)
    assert {key: getattr(lc_load(record), key) for key in extras} == extras
    with pytest.raises(cs.ValidationError) as info:
        cs.messages_from_lc_json([record])
    assert (info.value.path, info.value.message) == (
        "$[0].kwargs",
        f"Object contains unknown field `{next(iter(extras))}`",
    )


def test_extras_read_as_attributes_and_checked_by_type_checkers_only_at_run_time() -> None:
    message = cs.HumanMessage("hi", trace_id="t1", user={"id": 7})
    assert message.trace_id == "t1"
    assert message.user == {"id": 7}
    with pytest.raises(AttributeError, match="'HumanMessage' object has no attribute 'nothing'"):
        _ = message.nothing
    # the extras of a freed message are forgotten
    from chatschema import _extras as extras

    key = id(message)
    del message
    assert key not in extras.TABLE


def test_messages_without_extras_hold_none() -> None:
    from chatschema._extras import extras_of

    message = cs.AIMessage("hi", tool_calls=[{"name": "f", "args": {}, "id": "1"}])
    assert extras_of(message) is None
    assert extras_of(message.model_copy(update={"id": "2"})) is None
    assert "additional_kwargs" in message.model_dump()


def test_strict_decoding_is_unchanged_and_names_the_key() -> None:
    payload = {"type": "ai", "content": "x", "tool_call": [{"name": "f", "args": {}, "id": "1"}]}
    with pytest.raises(ValidationError) as caught:
        cs.validate([payload], "list[AnyMessage]")
    assert (caught.value.message, caught.value.path) == ("Object contains unknown field `tool_call`", "$[0]")
    kept = cs.decode([payload], "list[AnyMessage]", extra="keep")[0]
    assert kept.tool_call == payload["tool_call"] and kept.tool_calls == []
    # keep allows unknown keys at the top level of messages only: a wrong value elsewhere is still an error
    with pytest.raises(ValidationError) as caught:
        cs.decode([{**payload, "content": 5}], "list[AnyMessage]", extra="keep")
    assert caught.value.path == "$[0].content"
    with pytest.raises(ValueError, match="extra must be 'forbid' or 'keep'"):
        cs.validate(payload, "AnyMessage", extra="allow")  # type: ignore[arg-type]


@settings(max_examples=100, deadline=None)
@given(cases(), extras_dicts)
def test_assigning_an_attribute_adds_an_extra_as_in_langchain(case: Case, later: dict[str, Any]) -> None:
    title, fields, extras = case
    pair = build(title, fields, extras)
    assume(pair is not None)
    assert pair is not None
    ours, theirs = pair
    for key, value in later.items():
        setattr(ours, key, copy.deepcopy(value))
        setattr(theirs, key, copy.deepcopy(value))
    assert_same(ours, theirs, {**extras, **later})
    assert cs.decode(cs.encode(ours), title, extra="keep") == ours
