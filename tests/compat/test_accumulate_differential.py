"""Differential tests: ``ChunkAccumulator`` gives what ``acc = acc + chunk`` gives in LangChain.

The streams are those of the chunk tests (OpenAI-style tool call chunks, Anthropic blocks, v1
content, every other chunk class). The sum is read at random points, and adding goes on after
each read; every read is compared with LangChain's running sum at that point and with
chatschema's own ``+`` (equal, same ``encode`` bytes).
"""

from __future__ import annotations

import operator
import random
from functools import reduce
from typing import Any

import pytest

import chatschema
from chatschema import AIMessageChunk, ChatMessageChunk, ChunkAccumulator, ToolMessageChunk
from tests.compat.test_chunks_differential import (
    CHUNK_CLASSES,
    ai_stream,
    assert_same,
    build_pair,
    make_chunk,
)


def _read_along(pairs: list[tuple[Any, Any]], r: random.Random, reads: float) -> int:
    """Add every chunk to an accumulator, reading it at random points; returns the reads made."""
    acc = ChunkAccumulator()
    ours_sum: Any = None
    theirs_sum: Any = None
    made = count = 0
    for step, (ours, theirs) in enumerate(pairs):
        try:
            new_sum = ours if ours_sum is None else ours_sum + ours
        except (TypeError, ValueError) as error:  # + refuses it: so does add, and both sums stay
            with pytest.raises(type(error)) as refused:
                acc.add(ours)
            assert str(refused.value) == str(error)
            with pytest.raises(type(error)):
                theirs_sum + theirs
            continue
        acc.add(ours)
        ours_sum = new_sum
        theirs_sum = theirs if theirs_sum is None else theirs_sum + theirs
        count += 1
        if r.random() < reads or step == len(pairs) - 1:
            read = acc.message()
            made += 1
            assert len(acc) == count
            assert read == ours_sum, step
            assert chatschema.encode(read) == chatschema.encode(ours_sum), step
            assert_same(read, theirs_sum, step)
    return made


@pytest.mark.parametrize("seed", range(20))
def test_ai_streams_read_anywhere(seed: int) -> None:
    """Random AI streams (every style), read at random points: each read equals LangChain's sum."""
    r = random.Random(9100 + seed)
    reads = 0
    for _ in range(12):
        pairs = [build_pair("AIMessageChunk", spec) for spec in ai_stream(r)]
        reads += _read_along(pairs, r, r.choice([0.0, 0.05, 0.3, 1.0]))
    assert reads >= 12


@pytest.mark.parametrize("seed", range(8))
def test_other_classes_and_mixed_operands(seed: int) -> None:
    """Streams of one chunk class, and AI chunks of both classes mixed: as ``+`` gives them."""
    r = random.Random(9200 + seed)
    for class_name in CHUNK_CLASSES:
        pairs = [make_chunk(r, class_name) for _ in range(r.randint(1, 12))]
        _read_along(pairs, r, 0.3)


def test_string_stream_then_blocks() -> None:
    """A string stream, then a chunk with list content: the pieces are joined before ``+``."""
    specs: list[dict[str, Any]] = [
        {"content": "Hel", "id": "lc_run-1"},
        {"content": "lo", "tool_call_chunks": [{"name": "f", "args": '{"a": ', "id": "c1", "index": 0}]},
        {"content": "", "tool_call_chunks": [{"name": None, "args": "1}", "id": None, "index": 0}]},
        {"content": [{"type": "text", "text": "!", "index": 0}], "response_metadata": {"model_name": "m"}},
        {"content": "", "usage_metadata": {"input_tokens": 1, "output_tokens": 2, "total_tokens": 3}},
    ]
    pairs = [build_pair("AIMessageChunk", spec) for spec in specs]
    assert _read_along(pairs, random.Random(1), 1.0) == len(pairs)
    assert _read_along(pairs, random.Random(1), 0.0) == 1


def test_errors_are_those_of_plus() -> None:
    """What ``+`` refuses, ``add`` refuses with the same error; the sum so far is kept."""
    acc = ChunkAccumulator([ToolMessageChunk("a", tool_call_id="1")])
    with pytest.raises(ValueError, match="different names"):
        acc.add(ToolMessageChunk("b", tool_call_id="2"))
    assert acc.message() == ToolMessageChunk("a", tool_call_id="1") and len(acc) == 1

    acc = ChunkAccumulator([AIMessageChunk("a", response_metadata={"n": 1.5})])
    acc.add(AIMessageChunk("b"))
    with pytest.raises(TypeError):
        AIMessageChunk("x", response_metadata={"n": 1.5}) + AIMessageChunk("y", response_metadata={"n": 2.5})
    with pytest.raises(TypeError):
        acc.add(AIMessageChunk("c", response_metadata={"n": 2.5}))
    assert acc.message() == AIMessageChunk("ab", response_metadata={"n": 1.5}) and len(acc) == 2

    # refused while pieces are kept: the pieces are not lost
    acc = ChunkAccumulator([AIMessageChunk("a", additional_kwargs={"k": "x"}), AIMessageChunk("b")])
    with pytest.raises(TypeError):
        acc.add(AIMessageChunk("c", additional_kwargs={"k": 1}))
    with pytest.raises(ValueError, match="different roles"):
        ChunkAccumulator([ChatMessageChunk("a", role="r"), ChatMessageChunk("b", role="s")])
    acc.add(AIMessageChunk("c"))
    assert acc.message() == AIMessageChunk("abc", additional_kwargs={"k": "x"}) and len(acc) == 3

    with pytest.raises(TypeError, match="Only message chunks"):
        acc.add("d")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="No chunk"):
        ChunkAccumulator().message()


def test_reads_share_nothing_changed_later() -> None:
    """A read is not changed by later chunks, and two reads are different objects."""
    head = {"name": "f", "args": '{"q": "a', "id": "c1", "index": 0}
    acc = ChunkAccumulator([AIMessageChunk("x", tool_call_chunks=[head])])
    acc.add(AIMessageChunk("y", tool_call_chunks=[{"name": None, "args": "b", "id": None, "index": 0}]))
    first = acc.message()
    snapshot = chatschema.encode(first)
    acc.add(AIMessageChunk("z", tool_call_chunks=[{"name": None, "args": 'c"}', "id": None, "index": 0}]))
    second = acc.message()
    assert chatschema.encode(first) == snapshot
    assert second.tool_calls[0]["args"] == {"q": "abc"} and first.tool_calls[0]["args"] == {"q": "ab"}
    assert second.tool_call_chunks[0] is not first.tool_call_chunks[0]
    assert second.response_metadata is not first.response_metadata


def test_extras_are_carried_as_plus_carries_them() -> None:
    """Chunks with extras are added with ``+``, which keeps them (docs/compat.md)."""
    chunks = [AIMessageChunk("a", trace="t"), AIMessageChunk("b"), AIMessageChunk("c", trace="u")]
    total = reduce(operator.add, chunks)
    assert ChunkAccumulator(chunks).message() == total
    assert total.trace == "tu"  # type: ignore[attr-defined]
