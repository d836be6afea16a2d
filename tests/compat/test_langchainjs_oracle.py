"""langchainjs (``@langchain/core`` 1.4.0, tests/oracles) as the oracle of the langchainjs converters.

* Every stored history (tests/data read by the provider converters, and the generated histories of
  the vectors) written by ``messages_to_langchainjs`` is read by langchainjs's
  ``mapStoredMessagesToChatMessages``, and each message's ``toDict()`` is what was written, as
  JSON (numbers by value, object keys in any order: JavaScript has one number type and puts
  integer-like keys first). The only exception: integers JavaScript rounds (beyond 2**53), which
  the writer refuses (docs/conversions.md).
* Every message built in langchainjs (every class, every v1 block kind in langchainjs's spelling,
  chunks, v1 messages), in its stored and its Serializable form, is read by
  ``messages_from_langchainjs`` into what LangChain Python's ``messages_from_dict`` / ``load``
  gives, or better where LangChain Python loses it (the cases are listed in :func:`improvement`).
* Mappable histories go to langchainjs's stored form and back unchanged (hypothesis).

node runs once per module and form, on a batch.
"""

from __future__ import annotations

import functools
import json
import warnings
from decimal import Decimal
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import chatschema
from chatschema import ConversionError, messages_from_langchainjs, messages_to_langchainjs
from chatschema.convert._block_keys import python_content
from tests.compat import langchainjs_oracle as oracle
from tests.conformance import strategies as S
from tests.conformance.vectorgen import histories as H

pytestmark = pytest.mark.skipif(not oracle.available(), reason="node or tests/oracles/node_modules missing")


def same_json(a: Any, b: Any) -> bool:
    """Equal as JSON values: numbers by value (``1.0`` is ``1``), object keys in any order."""
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, float) or isinstance(b, float):
        return isinstance(a, (int, float)) and isinstance(b, (int, float)) and float(a) == float(b)
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same_json(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same_json(x, y) for x, y in zip(a, b, strict=True))
    return type(a) is type(b) and a == b


# -- (a) histories written for langchainjs ----------------------------------------------------------


def as_javascript_writes(value: Any) -> Any:
    """``value`` with each integer beyond 2**53 as JavaScript writes it back (its double's digits)."""
    if type(value) is int and abs(value) > 2**53:
        return int(Decimal(repr(float(value))))
    if type(value) is dict:
        return {key: as_javascript_writes(item) for key, item in value.items()}
    if type(value) is list:
        return [as_javascript_writes(item) for item in value]
    return value


@functools.cache
def written() -> tuple[list[tuple[str, list[Any]]], int, int]:
    """``(name, stored history)`` for every history, written with ``strict=False``; how many
    integers the writer warned about (those JavaScript writes back otherwise); how many
    RemoveMessages were left out (``mapStoredMessagesToChatMessages`` reads none)."""
    histories = [*H.corpus(), *((f"generated-{i}", h) for i, h in enumerate(H.generated()))]
    out, warned, removed = [], 0, 0
    for name, history in histories:
        decoded = chatschema.decode(history, list[chatschema.AnyMessage])
        messages = [m for m in decoded if m.type != "remove"]
        removed += len(decoded) - len(messages)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", chatschema.LossWarning)
            out.append((name, json.loads(json.dumps(messages_to_langchainjs(messages, strict=False)))))
        assert all("beyond JavaScript's safe integers" in str(w.message) for w in caught), caught
        warned += len(caught)
    return out, warned, removed


@functools.cache
def read_back() -> list[list[dict[str, Any]]]:
    return oracle.read_stored([history for _, history in written()[0]])


def test_langchainjs_reads_every_written_history_back() -> None:
    histories, warned, removed = written()
    results = read_back()
    messages = sum(len(h) for _, h in histories)
    bad = [
        (name, i, result)
        for (name, history), read in zip(histories, results, strict=True)
        for i, (stored, result) in enumerate(zip(history, read, strict=True))
        if "ok" not in result or not same_json(result["ok"], as_javascript_writes(stored))
    ]
    assert bad == [], bad[:3]
    assert len(histories) >= 300 and messages >= 700, (len(histories), messages)
    # the one exception, warned about (strict=True refuses it): integers JavaScript writes back otherwise
    changed = sum(1 for _, h in histories for stored in h if as_javascript_writes(stored) != stored)
    assert 0 < changed <= warned
    print(
        f"langchainjs read back {messages} messages of {len(histories)} histories; left out: {removed} "
        f"RemoveMessages, {warned} integers written back otherwise"
    )


def test_every_kind_and_chunk_reaches_langchainjs() -> None:
    tags = {stored["type"] for _, history in written()[0] for stored in history}
    assert written()[2] > 0, "the histories hold RemoveMessages, which are left out"
    assert tags == {"human", "ai", "system", "tool", "function", "generic"}
    assert any("tool_call_chunks" in s["data"] for _, h in written()[0] for s in h if s["type"] == "ai")


def test_remove_messages_are_refused_or_dropped_with_a_warning() -> None:
    messages = [chatschema.HumanMessage("hi"), chatschema.RemoveMessage(id="m1")]
    with pytest.raises(ConversionError) as caught:
        messages_to_langchainjs(messages)
    assert caught.value.path == "$[1]"
    with pytest.warns(chatschema.LossWarning):
        assert [s["type"] for s in messages_to_langchainjs(messages, strict=False)] == ["human"]


def test_integers_javascript_rounds_are_refused() -> None:
    message = chatschema.AIMessage("x", response_metadata={"n": 2**60 + 1, "ok": 2**53 - 1})
    with pytest.raises(ConversionError) as caught:
        messages_to_langchainjs([message])
    assert caught.value.path == "$[0].data.response_metadata.n"
    with pytest.warns(chatschema.LossWarning):
        messages_to_langchainjs([message], strict=False)


# -- (b) messages built in langchainjs --------------------------------------------------------------


@functools.cache
def built() -> list[dict[str, Any]]:
    return oracle.built_in_langchainjs()


def langchain_python(record: Any, form: str) -> Any:
    """What LangChain Python reads from one record (``messages_from_dict`` / ``load``), or an exception."""
    from langchain_core._api import LangChainBetaWarning
    from langchain_core.load import load
    from langchain_core.messages import messages_from_dict

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", LangChainBetaWarning)
            if form == "stored":
                return messages_from_dict([record])[0]
            return load(record, allowed_objects="core")
    except Exception as error:
        return error


def improvement(record: dict[str, Any], form: str) -> str | None:
    """Why chatschema reads this record better than LangChain Python does, if it does (docs/conversions.md).

    * ``generic``: LangChain Python has no stored type ``generic`` (it calls it ``chat``) and refuses it;
    * ``chunk``: an ``ai`` stored message with ``tool_call_chunks`` is read as the AIMessageChunk
      langchainjs stored, where LangChain Python gives an AIMessage with an extra field;
    * ``camelCase``: blocks in langchainjs's spelling get LangChain Python's keys, which LangChain
      Python's provider integrations read (it keeps them as they are).
    """
    data = record["data"] if form == "stored" else record["kwargs"]
    if form == "stored" and record["type"] == "generic":
        return "generic"
    if form == "stored" and record["type"] == "ai" and "tool_call_chunks" in data:
        return "chunk"
    content = data.get("content", data.get("content_blocks"))
    if python_content(content) is not content:
        return "camelCase"
    return None


def expected(record: dict[str, Any], form: str, why: str | None) -> dict[str, Any]:
    """LangChain Python's reading of the record, with the improvement ``why`` applied."""
    if why == "generic":
        return chatschema.messages_from_dict([{"type": "chat", "data": record["data"]}])[0].model_dump()
    ref = langchain_python(record, form)
    assert not isinstance(ref, Exception), ref
    dumped: dict[str, Any] = ref.model_dump()
    if why == "chunk":
        dumped = {**dumped, "type": "AIMessageChunk"}
        dumped.setdefault("chunk_position", None)
    if why == "camelCase":
        dumped["content"] = python_content(dumped["content"])
    return dumped


@pytest.mark.parametrize("form", ["stored", "serialized"])
def test_messages_built_in_langchainjs_are_read_as_langchain_python_reads_them_or_better(form: str) -> None:
    cases = built()
    assert len(cases) >= 50
    improved: dict[str, int] = {}
    for case in cases:
        record = case[form]
        ours = messages_from_langchainjs([record])[0]
        if form == "serialized":
            assert type(ours).__name__ == case["cls"], case["name"]
            # LangChain's Serializable reader reads langchainjs's records by the same builder
            assert chatschema.message_from_lc_json(record) == ours, case["name"]
        why = improvement(record, form)
        improved[why or "same"] = improved.get(why or "same", 0) + 1
        assert ours.model_dump() == expected(record, form, why), case["name"]
    assert improved.get("same", 0) >= 20, improved


def test_every_class_and_block_kind_is_built() -> None:
    classes = {case["cls"] for case in built()}
    assert classes == {cls.__name__ for cls in chatschema.messages.MESSAGE_CLASSES.values()}
    tags = {
        block["type"]
        for case in built()
        for block in case["stored"]["data"].get("content", []) or []
        if isinstance(block, dict)
    }
    langchainjs_tags = S.STANDARD_TAGS - {"server_tool_result"} | {"server_tool_call_result"}
    assert langchainjs_tags <= tags


def test_the_fixture_of_the_vectors_is_what_langchainjs_builds() -> None:
    from tests.conformance.vectorgen.ops_langchainjs import BUILT

    assert json.loads(BUILT.read_text()) == built(), "rewrite tests/compat/fixtures/langchainjs_built.json"


def test_schema_and_reader_agree_on_the_built_messages() -> None:
    for case in built():
        chatschema.validate(case["stored"], "LangChainJSStoredMessage")
        chatschema.validate(case["serialized"], "LangChainJSSerializedMessage")


# -- (c) round trip ------------------------------------------------------------------------------------


def mappable(message: Any) -> bool:
    """A message langchainjs's stored form holds as it is: not a RemoveMessage, not a chunk but an AI
    one (langchainjs stores the others as their message), no key in langchainjs's spelling already."""
    if message.type == "remove" or (message.type.endswith("Chunk") and message.type != "AIMessageChunk"):
        return False
    return python_content(message.content) is message.content


@settings(max_examples=150, deadline=None)
@given(S.conversations(max_messages=5, max_items=2))
def test_mappable_histories_round_trip(history: list[Any]) -> None:
    try:
        decoded = chatschema.decode(history, list[chatschema.AnyMessage])
    except chatschema.ValidationError:  # what the schema allows and a class refuses (RemoveMessage content)
        assume(False)
    messages = [m for m in decoded if mappable(m)]
    try:
        stored = messages_to_langchainjs(messages)
    except ConversionError as error:  # integers JavaScript rounds
        assert "beyond JavaScript's safe integers" in error.message
        return
    back = messages_from_langchainjs(json.loads(json.dumps(stored)))
    # the reader builds messages with their constructors, which fill what decode leaves as written
    # (a tool call chunk's index): compare with the messages as the constructors build them
    built = chatschema.convert_to_messages([m.model_dump() for m in messages])
    assert [m.model_dump() for m in back] == [m.model_dump() for m in built]
    assert [type(m) for m in back] == [type(m) for m in messages]


@given(st.sampled_from(["human", "ai", "system"]))
def test_camel_case_blocks_reach_the_provider_converters(kind: str) -> None:
    block = {"type": "image", "data": "iVBORw0KGgo=", "mimeType": "image/png"}
    role = {"human": "user", "ai": "assistant", "system": "system"}[kind]
    (message,) = chatschema.convert_to_messages([{"role": role, "content": [block]}])
    assert message.content == [{"type": "image", "base64": "iVBORw0KGgo=", "mime_type": "image/png"}]
