"""Bulk entry points pause the cyclic garbage collector and always restore its state."""

from __future__ import annotations

import gc
import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import chatschema
from chatschema import ConversionError, ValidationError
from chatschema._gc_pause import BULK_BYTES, BULK_ITEMS, SLICE, is_bulk, paused

N = BULK_ITEMS + 5
GOOD = [{"type": "human", "data": {"content": f"m{i}"}} for i in range(N)]
BAD = [*GOOD[:-1], {"type": "human", "data": {"content": 7}}]
FLAT = [{"type": "human", "content": f"m{i}"} for i in range(N)]
OPENAI = [{"role": "user", "content": f"m{i}"} for i in range(N)]


@pytest.fixture
def gc_state() -> Iterator[None]:
    was = gc.isenabled()
    yield
    if was:
        gc.enable()
    else:
        gc.disable()


def _calls() -> dict[str, Callable[[Any], Any]]:
    return {
        "messages_from_dict": chatschema.messages_from_dict,
        "decode parsed": lambda data: chatschema.decode(data, "list[SerializedMessage]"),
        "decode text": lambda data: chatschema.decode(json.dumps(data).encode(), "list[SerializedMessage]"),
        "validate text": lambda data: chatschema.validate(json.dumps(data), "list[SerializedMessage]"),
    }


@pytest.mark.parametrize("name", sorted(_calls()))
def test_collector_enabled_again_after_success_and_failure(name: str, gc_state: None) -> None:
    call = _calls()[name]
    gc.enable()
    call(GOOD)
    assert gc.isenabled()
    with pytest.raises(ValidationError) as caught:
        call(BAD)
    assert caught.value.path == f"$[{N - 1}].data.content"
    assert gc.isenabled()


def test_collector_left_disabled_when_the_caller_disabled_it(gc_state: None) -> None:
    gc.disable()
    chatschema.messages_from_dict(GOOD)
    chatschema.convert_to_messages(FLAT)
    chatschema.convert_to_openai_messages(chatschema.convert_to_messages(OPENAI))
    with pytest.raises(ValidationError):
        chatschema.messages_from_dict(BAD)
    assert not gc.isenabled()


def test_collector_paused_only_while_building(gc_state: None) -> None:
    gc.enable()
    seen: list[bool] = []

    def watch() -> list[Any]:
        seen.append(gc.isenabled())
        return chatschema.convert_to_messages(OPENAI)

    paused(watch)
    assert seen == [False] and gc.isenabled()
    with pytest.raises(ValidationError):
        chatschema.convert_to_messages([*OPENAI, {"role": "robot", "content": "x"}])
    assert gc.isenabled()


def test_results_are_the_same_either_side_of_the_threshold() -> None:
    for size in (BULK_ITEMS - 1, BULK_ITEMS):
        data = GOOD[:size]
        small = [chatschema.messages_from_dict([d])[0] for d in data]
        assert chatschema.messages_from_dict(data) == small
        oai = chatschema.convert_to_openai_messages(small)
        assert oai == [chatschema.convert_to_openai_messages(m) for m in small]
        assert chatschema.convert_to_messages(FLAT[:size]) == [
            chatschema.convert_to_messages([d])[0] for d in FLAT[:size]
        ]


def test_is_bulk_thresholds() -> None:
    assert is_bulk([0] * BULK_ITEMS) and not is_bulk([0] * (BULK_ITEMS - 1))
    assert is_bulk(b"x" * BULK_BYTES) and not is_bulk(b"x" * (BULK_BYTES - 1))
    assert is_bulk(memoryview(b"x" * BULK_BYTES)) and is_bulk(bytearray(BULK_BYTES))
    assert is_bulk("x" * BULK_BYTES)
    assert not is_bulk((0,) * BULK_ITEMS)  # only lists and text


# --- long lists: built in slices, with the collector paused (bench/scaling.py has the timings) ---

LONG = 2 * SLICE + 50
"""Three slices."""


def _history(n: int) -> list[Any]:
    out: list[Any] = [chatschema.SystemMessage("be brief")]
    for i in range(n - 1):
        if i % 3 == 0:
            out.append(chatschema.HumanMessage(f"q{i}", id=f"h{i}"))
        elif i % 3 == 1:
            out.append(chatschema.AIMessage("", tool_calls=[{"name": "f", "args": {"i": i}, "id": f"c{i}"}]))
        else:
            out.append(chatschema.ToolMessage(f"r{i}", tool_call_id=f"c{i - 1}"))
    return out


def _record(
    kwargs: dict[str, Any],
    cls: str = "AIMessage",
    path: tuple[str, ...] = ("langchain", "schema", "messages"),
) -> dict[str, Any]:
    return {"lc": 1, "type": "constructor", "id": [*path, cls], "kwargs": kwargs}


# a tool call named by a number: the schema takes it in additional_kwargs, the step all readers share does not
REFUSED_LATE = _record(
    {"content": "a", "content_blocks": [{"type": "text", "text": "b"}]},
    "HumanMessage",
    ("langchain_core", "messages"),
)
"""A record the schema takes and the reader refuses while building it (strict: a langchainjs record
whose content_blocks are not the blocks of its content, a ConversionError)."""


def test_long_lists_read_as_their_items_one_at_a_time() -> None:
    history = _history(LONG)
    records = chatschema.messages_to_lc_json(history)
    assert chatschema.messages_from_lc_json(records) == history
    # a langchainjs record in the second slice, a wrapped object in the third: read alone, as before
    records[SLICE + 1] = _record({"content": "js"}, path=("langchain_core", "messages"))
    records[2 * SLICE + 3] = _record(
        {"content": "", "additional_kwargs": {"a": {"__lc_escaped__": {"lc": 2}}}}
    )
    read = chatschema.messages_from_lc_json(records)
    assert read == [chatschema.message_from_lc_json(r) for r in records]
    assert read[2 * SLICE + 3].additional_kwargs == {"a": {"lc": 2}}
    flat = [m.model_dump() for m in history]
    assert chatschema.decode(flat, "list[AnyMessage]") == [chatschema.decode(d, "AnyMessage") for d in flat]
    chatschema.validate(flat, "list[AnyMessage]")
    assert chatschema.messages_from_dict(chatschema.messages_to_dict(history)) == history


def test_errors_in_long_lists_are_those_of_one_pass() -> None:
    """A slice's error makes the reader read the whole list: a schema error anywhere wins over a
    refusal made while building an earlier item, as before."""
    records = chatschema.messages_to_lc_json(_history(LONG))
    records[3] = REFUSED_LATE
    records[LONG - 1] = _record({"content": 7}, "HumanMessage")
    with pytest.raises(ValidationError) as caught:
        chatschema.messages_from_lc_json(records)
    assert caught.value.path == f"$[{LONG - 1}].kwargs.content"
    records[LONG - 1] = records[LONG - 2]
    records[3] = records[4]
    records[SLICE + 3] = REFUSED_LATE
    with pytest.raises(ConversionError) as refused:
        chatschema.messages_from_lc_json(records)
    assert refused.value.path == f"$[{SLICE + 3}].kwargs.content_blocks"
    flat = [m.model_dump() for m in _history(LONG)]
    flat[LONG - 1] = {"type": "human", "content": 7}
    for run in (chatschema.decode, chatschema.validate):  # (no refusal after their check)
        with pytest.raises(ValidationError) as caught:
            run(flat, "list[AnyMessage]")
        assert caught.value.path == f"$[{LONG - 1}].content"


def test_each_walk_over_a_long_list_sees_one_slice(monkeypatch: pytest.MonkeyPatch) -> None:
    """The readers that walk their input several times walk it a slice at a time (a structural check)."""
    from chatschema import _serialize, _validation

    history = _history(8 * LONG)
    records = chatschema.messages_to_lc_json(history)
    flat = [m.model_dump() for m in history]
    stored = chatschema.messages_to_dict(history)
    seen: list[int] = []

    def spy(real: Callable[..., Any]) -> Callable[..., Any]:
        def call(items: Any, *args: Any) -> Any:
            if type(items) is list:
                seen.append(len(items))
            return real(items, *args)

        return call

    monkeypatch.setattr(_serialize, "checked", spy(_serialize.checked))
    monkeypatch.setattr(_validation, "_convert_then_check", spy(_validation._convert_then_check))
    for read in (
        lambda: chatschema.messages_from_lc_json(records),
        lambda: chatschema.decode(flat, "list[AnyMessage]"),
        lambda: chatschema.validate(flat, "list[AnyMessage]"),
        lambda: chatschema.messages_from_dict(stored),
    ):
        read()
        assert max(seen) == SLICE
        seen.clear()


_WHOLE_HISTORY: dict[str, tuple[Callable[[list[Any]], Any], Callable[[Any], Any]]] = {
    # name: (the input, made from a history outside the count; the call)
    "messages_from_lc_json": (chatschema.messages_to_lc_json, chatschema.messages_from_lc_json),
    "messages_from_dict": (chatschema.messages_to_dict, chatschema.messages_from_dict),
    "messages_from_langchainjs": (chatschema.messages_to_langchainjs, chatschema.messages_from_langchainjs),
    "convert_to_messages": (chatschema.convert_to_openai_messages, chatschema.convert_to_messages),
    "decode": (lambda h: [m.model_dump() for m in h], lambda d: chatschema.decode(d, "list[AnyMessage]")),
    "validate": (lambda h: [m.model_dump() for m in h], lambda d: chatschema.validate(d, "list[AnyMessage]")),
    "messages_to_dict": (list, chatschema.messages_to_dict),
    "messages_to_lc_json": (list, chatschema.messages_to_lc_json),
    "convert_to_openai_messages": (list, chatschema.convert_to_openai_messages),
}


@pytest.mark.parametrize("name", sorted(_WHOLE_HISTORY))
def test_whole_history_calls_collect_no_garbage_while_building(name: str, gc_state: None) -> None:
    """Collections during a call do not grow with the history (a count, not a timing).

    Unpaused, a collection every few new containers (the threshold is lowered to 50 here) scans
    the growing result, and a full one every live object in the process, so the cost per message
    grew with the size of the heap. Paused, at most the collection due when the call returns runs.
    """
    make, call = _WHOLE_HISTORY[name]
    history = _history(8 * LONG)
    started: list[int] = []

    def callback(phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            started.append(info["generation"])

    counts = []
    old = gc.get_threshold()
    for n in (LONG, 8 * LONG):
        data = make(history[:n])
        gc.enable()
        gc.collect()
        gc.set_threshold(50, 10, 10)
        gc.callbacks.append(callback)
        try:
            call(data)
            counts.append(len(started))
        finally:
            gc.callbacks.remove(callback)
            gc.set_threshold(*old)
        started.clear()
    assert max(counts) <= 1, counts
