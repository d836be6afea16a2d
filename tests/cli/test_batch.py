"""chatschema.batch: the fast path never changes a verdict, batches merge, everything pickles."""

from __future__ import annotations

import contextlib
import functools
import json
import pickle
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import chatschema
from chatschema.batch import BatchResult, ErrorRecord, convert_lines, validate_chunk, validate_lines
from chatschema.batch import _fast as batch_fast
from chatschema.batch import _records as batch_records
from chatschema.batch import _validate as batch_validate
from tests.cli.conftest import DEMO, write_log
from tests.conformance import strategies as S

TITLES = (
    "SerializedMessage",
    "AnyMessage",
    "LangChainSerializedMessage",
    "list[SerializedMessage]",
    "list[AnyMessage]",
    "list[LangChainSerializedMessage]",
)


@contextlib.contextmanager
def full_path_only() -> Iterator[None]:
    """Run with the one-pass decoders off: every line goes through chatschema.decode."""
    original = batch_fast.READERS
    batch_fast.READERS = batch_fast.FULL_READERS
    try:
        yield
    finally:
        batch_fast.READERS = original


def _accepts(title: str, line: bytes) -> bool:
    try:
        chatschema.validate(line, title)
    except chatschema.ValidationError:
        return False
    return True


def test_the_one_pass_decoders_are_used() -> None:
    assert batch_fast.READERS is batch_fast.ONE_PASS_READERS
    assert set(batch_fast.READERS) == set(TITLES) == set(batch_fast.WHOLE_LINE_TYPES.values())
    first = DEMO.read_bytes().splitlines()[0]
    decoded = batch_fast.READERS["list[SerializedMessage]"](first)
    assert [batch_records.tag_of(m) for m in decoded] == ["system", "human", "ai", "tool", "ai"]


_CLASS_OF_TAG = {tag: title for title, tag in S.MESSAGE_TAGS.items()}


def _lc_record(message: dict[str, Any]) -> dict[str, Any]:
    """LangChain's Serializable record around a message (what ``dumpd`` writes, defaults or not)."""
    path = ["langchain", "schema", "messages", _CLASS_OF_TAG[message["type"]]]
    return {"lc": 1, "type": "constructor", "id": path, "kwargs": message}


def _one(kind: str) -> st.SearchStrategy[Any]:
    if kind == "SerializedMessage":
        return S.any_envelopes(full=True) | S.any_envelopes(full=False)
    if kind == "AnyMessage":
        return S.any_messages(full=True) | S.any_messages(full=False)
    if kind == "LangChainSerializedMessage":
        return (S.any_messages(full=True) | S.any_messages(full=False)).map(_lc_record)
    if kind == "list[SerializedMessage]":
        return st.lists(S.any_envelopes(full=True, max_items=2), max_size=4)
    if kind == "list[LangChainSerializedMessage]":
        return st.lists(S.any_messages(full=False, max_items=2).map(_lc_record), max_size=4)
    return S.conversations(max_messages=4)


def _cases(kind: str) -> st.SearchStrategy[Any]:
    valid = _one(kind)
    return valid | S.mutated(valid, max_mutations=2).map(lambda case: case[0])


@pytest.mark.parametrize("title", TITLES)
@settings(max_examples=60)
@given(data=st.data())
def test_the_one_pass_decoders_accept_only_what_validate_accepts(title: str, data: st.DataObject) -> None:
    """The fast path's soundness: a line it accepts, chatschema.validate accepts."""
    line = json.dumps(data.draw(_cases(title))).encode()
    try:
        batch_fast.ONE_PASS_READERS[title](line)
    except (ValueError, TypeError):  # msgspec's ValidationError and DecodeError are ValueErrors
        return
    assert _accepts(title, line), line


def _ai(**fields: Any) -> bytes:
    return json.dumps([{"type": "ai", "data": {"content": "", **fields}}]).encode()


TRICKY = [
    # the extra rules the one-pass types run in __post_init__, or leave to the full path
    _ai(content=[{"type": "image", "mime_type": "image/png"}]),
    _ai(content=[{"type": "image", "source": {"type": "base64", "data": "x"}}]),
    _ai(content=[{"type": "image", "source_type": "url"}]),
    _ai(content=[{"type": "image", "source_type": "url", "url": "https://x"}]),
    _ai(content=[{"type": "text", "text": "x", "annotations": [{"type": "citation", "start_index": "1"}]}]),
    _ai(content=[{"type": "text", "text": "x", "annotations": [{"type": "provider_thing", "a": 1}]}]),
    _ai(content=[{"type": "text", "text": "x", "annotations": [{"type": "citation", "url": "u"}]}]),
    _ai(content=[{"type": "image_url", "image_url": {"url": "https://x"}}]),
    _ai(content=[{"no_type": 1}]),
    _ai(content=[{"type": "tool_call", "name": "f", "args": {}, "id": None}]),
    _ai(content=[{"type": "tool_call", "name": "f", "args": "{}", "id": None}]),
    _ai(
        usage_metadata={
            "input_tokens": 1,
            "output_tokens": 1,
            "total_tokens": 2,
            "input_token_details": {"a": True},
        }
    ),
    _ai(
        usage_metadata={
            "input_tokens": 1,
            "output_tokens": 1,
            "total_tokens": 2,
            "input_token_details": {"a": 1.0},
        }
    ),
    _ai(
        usage_metadata={
            "input_tokens": 1,
            "output_tokens": 1,
            "total_tokens": 2,
            "output_token_details": {"b": 3},
        }
    ),
    _ai(usage_metadata={"input_tokens": 1, "output_tokens": 1, "total_tokens": 2, "extra": 1}),
    _ai(tool_calls=[{"name": "f", "args": {}, "id": "1", "type": "function"}]),
    _ai(tool_calls=[{"name": "f", "args": {}, "id": "1", "index": 1.5}]),
    _ai(tool_calls=[{"name": "f", "args": {}}]),
    _ai(invalid_tool_calls=[{"name": None, "args": None, "id": None, "error": None}]),
    json.dumps(
        [{"type": "AIMessageChunk", "data": {"content": "", "tool_call_chunks": [{"args": 1}]}}]
    ).encode(),
    json.dumps([{"type": "human", "data": {"content": [{"type": "audio", "file_id": "f"}, "s"]}}]).encode(),
    json.dumps([{"type": "human", "data": {"content": [{"type": "video"}]}}]).encode(),
    json.dumps(
        [{"type": "human", "data": {"content": [{"type": "file", "base64": "x", "mime_type": "a/b"}]}}]
    ).encode(),
    json.dumps(
        [{"type": "human", "data": {"content": [{"type": "text-plain", "text": "t", "mime_type": "x"}]}}]
    ).encode(),
    json.dumps(
        [{"type": "tool", "data": {"content": "x", "tool_call_id": "1", "status": "failed"}}]
    ).encode(),
]


@pytest.mark.parametrize("line", TRICKY, ids=range(len(TRICKY)))
def test_tricky_lines_get_the_same_verdict_either_way(line: bytes) -> None:
    try:
        batch_fast.ONE_PASS_READERS["list[SerializedMessage]"](line)
    except (ValueError, TypeError):
        pass
    else:
        assert _accepts("list[SerializedMessage]", line)
    fast = validate_lines([line])
    with full_path_only():
        full = validate_lines([line])
    assert fast == full
    assert fast.valid == _accepts("list[SerializedMessage]", line)


def _line(value: Any) -> bytes:
    return json.dumps(value).encode()


@settings(max_examples=40)
@given(
    st.lists(
        st.one_of(
            _cases("list[SerializedMessage]"),
            _cases("list[AnyMessage]"),
            _cases("SerializedMessage"),
            _cases("AnyMessage"),
        ),
        min_size=1,
        max_size=6,
    )
)
def test_fast_and_full_paths_give_the_same_result(values: list[Any]) -> None:
    lines = [_line(v) for v in values]
    fast = validate_lines(lines)
    with full_path_only():
        full = validate_lines(lines)
    assert fast == full


def test_fast_and_full_paths_agree_on_the_mixed_logs(tmp_path: Path) -> None:
    lines = write_log(tmp_path / "a.jsonl", 200, broken_every=9) + DEMO.read_bytes().splitlines()
    fast = validate_lines(lines)
    with full_path_only():
        full = validate_lines(lines)
    assert fast == full
    assert fast.invalid == 200 // 9 + 4


def test_results_do_not_depend_on_batching(tmp_path: Path) -> None:
    lines = write_log(tmp_path / "a.jsonl", 300, seed=3, broken_every=7)
    whole = validate_lines(lines, source="a")
    rng = random.Random(0)
    for _ in range(5):
        cuts = sorted(rng.sample(range(1, len(lines)), 6))
        merged = BatchResult()
        for start, end in zip([0, *cuts], [*cuts, len(lines)], strict=True):
            merged.merge(validate_lines(lines[start:end], source="a", start_line=start + 1))
        assert merged == whole


def test_str_lines_and_newlines_are_fine() -> None:
    text = '[{"role": "user", "content": "hi"}]\n{"type": "ai", "content": "yo"}\n'
    as_str = validate_lines(text.splitlines(keepends=True))
    as_bytes = validate_chunk(text.encode())
    assert as_str == as_bytes
    assert (as_str.valid, as_str.messages) == (2, {"human": 1, "ai": 1})


def test_max_errors_bounds_the_records_not_the_count() -> None:
    result = validate_lines([b"[1]"] * 10, max_errors=3)
    assert (result.invalid, len(result.errors)) == (10, 3)
    total = BatchResult(max_errors=4)
    total.merge(result).merge(result)
    assert (total.invalid, len(total.errors)) == (20, 4)


def test_unknown_type_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="unknown schema type"):
        validate_lines([b"[]"], type="Nope")


def test_everything_pickles_for_process_pools_ray_and_spark() -> None:
    call = functools.partial(validate_chunk, DEMO.read_bytes(), source="demo", start_line=1)
    result = pickle.loads(pickle.dumps(call))()
    again = pickle.loads(pickle.dumps(result))
    assert again == result and again.invalid == 4
    outputs, errors = pickle.loads(pickle.dumps(convert_lines))(DEMO.read_bytes().splitlines(), dst="openai")
    assert len(outputs) == 7 and pickle.loads(pickle.dumps(errors)) == errors


def test_error_record_forms() -> None:
    record = ErrorRecord("a.jsonl", 3, "$[0].content", "Expected `str | array`, got `int`")
    assert str(record) == "a.jsonl:3: $[0].content: Expected `str | array`, got `int`"
    assert record.to_dict() == {
        "file": "a.jsonl",
        "line": 3,
        "path": "$[0].content",
        "message": record.message,
    }


def test_convert_lines_accounts_for_every_line() -> None:
    lines = DEMO.read_bytes().splitlines()
    for dst in chatschema.batch.DESTINATIONS:
        outputs, errors = convert_lines(lines, dst=dst, source="demo")
        assert len(outputs) + len(errors) == len(lines)
        # A provider request also rejects line 3 (a fine-tuning record's ``tools`` has no place in
        # it) and line 5 (a reasoning block without Anthropic's signature, strictly converted).
        expected = [3, 5, 6, 7, 8, 9] if dst in chatschema.batch.PAYLOADS else [6, 7, 8, 9]
        assert [e.line for e in errors] == expected


def test_convert_lines_checks_its_arguments() -> None:
    with pytest.raises(ValueError, match="unknown destination"):
        convert_lines([], dst="yaml")
    with pytest.raises(ValueError, match="unknown source form"):
        convert_lines([], src="xml", dst="lc")


def test_explicit_source_form_rejects_other_forms() -> None:
    lines = [b'[{"role": "user", "content": "hi"}]', b'[{"type": "human", "content": "hi"}]']
    outputs, errors = convert_lines(lines, src="flat", dst="lc")
    assert len(outputs) == 1
    assert (errors[0].line, errors[0].path) == (1, "$[0]")
    assert errors[0].message.startswith("Expected the flat form")


def test_the_fast_path_is_measurably_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A valid stored-form log never reaches the message-by-message path."""
    lines = [line for line in write_log(tmp_path / "a.jsonl", 60) if line.startswith(b'[{"type"')]
    calls = []
    monkeypatch.setattr(batch_validate, "_validate_parsed", lambda *a: calls.append(a))
    lc = [line for line in lines if b'"data"' in line]
    assert validate_lines(lc).valid == len(lc)
    assert calls == []


@pytest.mark.parametrize(
    ("before", "removal"),
    [
        ({"type": "ai", "content": "x"}, {"type": "remove", "id": "", "content": "0"}),
        ([{"type": "ai", "content": "x"}], [{"type": "remove", "id": "r1", "content": "gone"}]),
        (
            [{"type": "ai", "data": {"content": "x"}}],
            [{"type": "remove", "data": {"id": "r1", "content": "gone"}}],
        ),
    ],
)
def test_a_remove_message_with_content_is_refused_after_a_valid_line(before: Any, removal: Any) -> None:
    # found by test_fast_and_full_paths_give_the_same_result: once a valid line had chosen the one-pass
    # reader, its RemoveMessage type took content, which the class refuses; the schema now says a
    # RemoveMessage's content is empty, so both readers give the schema's error at the content
    lines = [_line(before), _line(removal)]
    fast = validate_lines(lines)
    with full_path_only():
        full = validate_lines(lines)
    assert fast == full
    assert (fast.valid, fast.invalid) == (1, 1)
    assert fast.errors[0].message == "Expected `str` of length <= 0"
    assert fast.errors[0].path.endswith(".content")
