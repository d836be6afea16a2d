"""Bulk entry points pause the cyclic garbage collector and always restore its state."""

from __future__ import annotations

import gc
import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import chatschema
from chatschema import ValidationError
from chatschema._gc_pause import BULK_BYTES, BULK_ITEMS, is_bulk, paused

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
