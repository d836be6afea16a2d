"""``ChunkAccumulator``'s options for ``merge_message_runs``: ``separator``, ``response_metadata``, ``fold``.

``merge_message_runs`` feeds each run to the accumulator with ``fold="messages"`` (its results are
tested against LangChain in tests/compat/test_merge_runs_property.py and
test_utils_differential.py); here the options are checked on the accumulator itself: against
LangChain's ``merge_message_runs`` for runs, against the fold of ``+`` for chunk streams, and for
reads that later messages must not change.
"""

from __future__ import annotations

import functools
import operator
from typing import Any

import langchain_core.messages as lc
import pytest

import chatschema as cs
from chatschema import ChunkAccumulator, message_chunk_to_message

CALL = {"name": "f", "args": {"x": 1}, "id": "c1"}
RUNS: list[tuple[str, list[tuple[Any, dict[str, Any]]]]] = [
    ("HumanMessage", [("a", {"id": "1"}), ("", {}), ("b", {"response_metadata": {"k": 1}})]),
    (
        "HumanMessage",
        [("a", {}), ([{"type": "text", "text": "b", "index": 0}], {"additional_kwargs": {"n": 1}})],
    ),
    ("AIMessage", [("a", {"id": "lc_run-1"}), ("b", {"id": "run-2", "tool_calls": [CALL]}), ("", {})]),
    (
        "AIMessage",
        [("", {"invalid_tool_calls": [{"name": "g", "args": '{"y": 2', "id": "c2", "error": "e"}]})] * 2,
    ),
    ("ChatMessage", [("a", {"role": "critic"}), ("b", {"role": "critic"})]),
]


def _dump(message: Any) -> tuple[str, dict[str, Any]]:
    return type(message).__name__, message.model_dump()


@pytest.mark.parametrize(("cls", "run"), RUNS)
@pytest.mark.parametrize("separator", ["\n", "", " | "])
def test_fold_of_messages_is_langchains_merge_message_runs(
    cls: str, run: list[tuple[Any, dict[str, Any]]], separator: str
) -> None:
    ours = [getattr(cs, cls)(content, **kw) for content, kw in run]
    theirs = [getattr(lc, cls)(content, **kw) for content, kw in run]
    acc: ChunkAccumulator[Any] = ChunkAccumulator(
        ours, separator=separator, response_metadata="first", fold="messages"
    )
    (expected,) = lc.merge_message_runs(theirs, chunk_separator=separator)
    assert _dump(acc.message()) == _dump(expected)
    assert len(acc) == len(run)


def test_fold_reads_are_not_changed_by_later_messages() -> None:
    acc: ChunkAccumulator[cs.HumanMessage] = ChunkAccumulator(fold="messages")
    acc.add(cs.HumanMessage([{"type": "text", "text": "a", "index": 0}], additional_kwargs={"k": "x"}))
    acc.add(cs.HumanMessage([{"type": "text", "text": "b", "index": 0}], additional_kwargs={"k": "y"}))
    first = acc.message()
    again = acc.message()
    assert first == again and first.content is not again.content
    acc.add(cs.HumanMessage([{"type": "text", "text": "c", "index": 0}], additional_kwargs={"k": "z"}))
    assert first.content == [{"type": "text", "text": "ab", "index": 0}]
    assert first.additional_kwargs == {"k": "xy"}
    assert acc.message().content == [{"type": "text", "text": "abc", "index": 0}]
    one = cs.HumanMessage("only")
    assert ChunkAccumulator([one], fold="messages").message() is one


def _with_options(chunks: list[Any], separator: str, first: bool) -> Any:
    """The fold of ``+`` as ``merge_message_runs`` prepares each step: the separator added to a
    non-empty string sum before a non-empty string, later ``response_metadata`` cleared."""
    total = chunks[0]
    for chunk in chunks[1:]:
        if first:
            chunk = chunk.model_copy(update={"response_metadata": {}})
        if separator and isinstance(total.content, str) and total.content and isinstance(chunk.content, str):
            if chunk.content:
                total = total.model_copy(update={"content": total.content + separator})
        total = total + chunk
    return total


@pytest.mark.parametrize("separator", ["", "\n"])
@pytest.mark.parametrize("first", [False, True])
def test_chunk_streams_with_options(separator: str, first: bool) -> None:
    """Text streams (kept as pieces), other classes (added with ``+``), and a switch to blocks."""
    streams: list[list[Any]] = [
        [cs.AIMessageChunk(t, response_metadata={"n": i}) for i, t in enumerate(["a", "", "b", "c"])],
        [cs.HumanMessageChunk("a", response_metadata={"m": "x"}), cs.HumanMessageChunk("b")],
        [
            cs.AIMessageChunk("a"),
            cs.AIMessageChunk([{"type": "text", "text": "b", "index": 0}]),
            cs.AIMessageChunk("c"),
        ],
    ]
    for chunks in streams:
        acc: ChunkAccumulator[Any] = ChunkAccumulator(
            chunks, separator=separator, response_metadata="first" if first else "merge"
        )
        expected = _with_options(chunks, separator, first)
        assert acc.message() == expected
        assert cs.encode(acc.message()) == cs.encode(expected)
    plain = [cs.AIMessageChunk("a"), cs.AIMessageChunk("b")]
    assert ChunkAccumulator(plain).message() == functools.reduce(operator.add, plain)


def test_option_errors() -> None:
    with pytest.raises(ValueError, match="response_metadata"):
        ChunkAccumulator(response_metadata="last")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="fold"):
        ChunkAccumulator(fold="pairs")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="Only messages"):
        ChunkAccumulator(["a"], fold="messages")  # type: ignore[type-var]
    with pytest.raises(ValueError, match="No chunk"):
        ChunkAccumulator(fold="messages").message()


def test_fold_result_is_the_message_of_the_chunk_sum() -> None:
    """Without separator and later metadata, a fold of plain messages is the message of their chunks' sum."""
    run = [cs.AIMessage("a", id="lc_run-1"), cs.AIMessage("b", tool_calls=[CALL]), cs.AIMessage("c", id="p")]
    folded = ChunkAccumulator(run, fold="messages").message()
    chunks = [cs.AIMessageChunk(**{k: v for k, v in m.model_dump().items() if k != "type"}) for m in run]
    assert folded == message_chunk_to_message(functools.reduce(operator.add, chunks))
