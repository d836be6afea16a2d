"""Chunk streams for the UI stream tests and vectors: generated (hypothesis) and scripted.

A stream is a list of ``AIMessageChunk`` and ``ToolMessage``: one or more steps, each the chunks of
one model call (text and reasoning parts with their content indices, parallel tool calls whose
arguments arrive in pieces, interleaved, the last chunk with usage and a finish reason and
``chunk_position="last"``), and between steps a ``ToolMessage`` for each call.

What a round trip keeps is compared on :func:`summed`: each step's chunks summed by
``ChunkAccumulator``, with the tool messages between.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

from hypothesis import strategies as st

from chatschema import AIMessageChunk, ChunkAccumulator, ToolMessage

Item = AIMessageChunk | ToolMessage

_TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), min_size=1, max_size=12)
_KEY = st.text("abcdefgh", min_size=1, max_size=5)
_VALUE = st.one_of(st.integers(-5, 5), st.booleans(), st.none(), _TEXT)


def _pieces(draw: Any, text: str) -> list[str]:
    """``text`` cut into non-empty pieces."""
    if len(text) <= 1:
        return [text]
    cuts = sorted(draw(st.sets(st.integers(1, len(text) - 1), max_size=4)))
    edges = [0, *cuts, len(text)]
    return [text[a:b] for a, b in itertools.pairwise(edges)]


@st.composite
def steps(draw: Any, number: int, call_base: int) -> tuple[list[AIMessageChunk], list[tuple[str, str]]]:
    """One step's chunks and its tool calls as ``(id, name)``."""
    emissions: list[list[tuple[str, int, Any]]] = []
    for _ in range(draw(st.integers(0, 2))):
        emissions.append([("text", len(emissions), p) for p in _pieces(draw, draw(_TEXT))])
    if draw(st.booleans()):
        emissions.append([("reasoning", len(emissions), p) for p in _pieces(draw, draw(_TEXT))])
    calls = []
    for i in range(draw(st.integers(0, 3))):
        call_id, name = f"call_{call_base + i}", draw(st.sampled_from(["weather", "time", "search"]))
        args = json.dumps(draw(st.dictionaries(_KEY, _VALUE, max_size=3)), ensure_ascii=False)
        pieces = _pieces(draw, args)
        owner = len(emissions)
        emissions.append(
            [("call", owner, (call_id, name, pieces[0]))]
            + [("args", owner, (call_id, p)) for p in pieces[1:]]
        )
        calls.append((call_id, name))
    if not emissions:
        emissions.append([("text", 0, draw(_TEXT))])
    # interleave the parts, each in its own order
    order: list[tuple[str, int, Any]] = []
    queues = [list(e) for e in emissions]
    while any(queues):
        live = [q for q in queues if q]
        order.append(draw(st.sampled_from(live)).pop(0))
    content_index: dict[int, int] = {}
    call_index: dict[str, int] = {}
    chunks: list[AIMessageChunk] = []
    # a later step's id is sometimes the one a UI message reader derives from the first's (run-1-1)
    derived = [f"run-1-{number - 1}"] if number > 1 else []
    step_id = draw(st.sampled_from([f"run-{number}", f"msg_{number:03d}", None, *derived]))
    i = 0
    while i < len(order):
        size = draw(st.integers(1, 3))
        blocks: list[dict[str, Any]] = []
        fragments: list[dict[str, Any]] = []
        taken = []  # a chunk holds one piece of each part at most, as a provider's chunks do
        for kind, owner, value in order[i : i + size]:
            if owner in taken:
                break
            taken.append(owner)
            if kind in ("text", "reasoning"):
                index = content_index.setdefault(owner, len(content_index))
                blocks.append({"type": kind, kind: value, "index": index})
            elif kind == "call":
                call_id, name, first = value
                index = call_index.setdefault(call_id, len(call_index))
                fragments.append(
                    {"name": name, "args": first, "id": call_id, "index": index, "type": "tool_call_chunk"}
                )
            else:
                call_id, piece = value
                fragments.append(
                    {
                        "name": None,
                        "args": piece,
                        "id": None,
                        "index": call_index[call_id],
                        "type": "tool_call_chunk",
                    }
                )
        i += len(taken)
        chunks.append(AIMessageChunk(content=blocks, tool_call_chunks=fragments, id=step_id))
    usage = None
    if draw(st.booleans()):
        usage = {"input_tokens": draw(st.integers(0, 99)), "output_tokens": draw(st.integers(0, 99))}
        usage["total_tokens"] = usage["input_tokens"] + usage["output_tokens"]
    reason = "tool_calls" if calls else draw(st.sampled_from(["stop", "length"]))
    chunks.append(
        AIMessageChunk(
            content="",
            id=step_id,
            usage_metadata=usage,
            response_metadata={"finish_reason": reason, "model_name": "m"},
            chunk_position="last",
        )
    )
    return chunks, calls


@st.composite
def chunk_streams(draw: Any) -> list[Item]:
    """A whole answer: steps, with a ``ToolMessage`` per call between them."""
    out: list[Item] = []
    base = 0
    for number in range(1, draw(st.integers(1, 3)) + 1):
        chunks, calls = draw(steps(number, base))
        base += len(calls)
        out += chunks
        for call_id, tool in calls:
            status = draw(st.sampled_from(["success", "success", "error"]))
            name = draw(st.sampled_from([None, tool, "other"]))
            message_id = draw(st.sampled_from([f"{call_id}-result", None]))
            artifact = draw(st.sampled_from([None, {"rows": 3}]))
            out.append(
                ToolMessage(
                    draw(_TEXT),
                    tool_call_id=call_id,
                    status=status,
                    id=message_id,
                    name=name,
                    artifact=artifact,
                )
            )
        if not calls:
            break
    return out


def summed(items: list[Item]) -> list[Any]:
    """Each run of chunks summed by ``ChunkAccumulator``, and the tool messages between."""
    out: list[Any] = []
    acc: ChunkAccumulator[Any] | None = None
    for item in items:
        if isinstance(item, ToolMessage):
            if acc is not None:
                out.append(acc.message())
                acc = None
            out.append(item)
        else:
            acc = acc or ChunkAccumulator()
            acc.add(item)
    if acc is not None:
        out.append(acc.message())
    return out


def scripted() -> list[Item]:
    """The issue's scripted answer: reasoning, text, two parallel tool calls with streamed arguments,
    their results, and a second step that answers."""
    return [
        AIMessageChunk(
            content=[{"type": "reasoning", "reasoning": "The user wants ", "index": 0}], id="run-1"
        ),
        AIMessageChunk(
            content=[{"type": "reasoning", "reasoning": "weather and time.", "index": 0}], id="run-1"
        ),
        AIMessageChunk(content=[{"type": "text", "text": "Let me check ", "index": 1}], id="run-1"),
        AIMessageChunk(
            content=[{"type": "text", "text": "both.", "index": 1}],
            tool_call_chunks=[{"name": "weather", "args": '{"ci', "id": "call_1", "index": 0}],
            id="run-1",
        ),
        AIMessageChunk(
            content="",
            tool_call_chunks=[{"name": "time", "args": '{"tz"', "id": "call_2", "index": 1}],
            id="run-1",
        ),
        AIMessageChunk(
            content="",
            tool_call_chunks=[{"name": None, "args": 'ty": "Paris"}', "id": None, "index": 0}],
            id="run-1",
        ),
        AIMessageChunk(
            content="",
            tool_call_chunks=[{"name": None, "args": ': "CET"}', "id": None, "index": 1}],
            id="run-1",
        ),
        AIMessageChunk(
            content="",
            id="run-1",
            usage_metadata={"input_tokens": 20, "output_tokens": 12, "total_tokens": 32},
            response_metadata={"finish_reason": "tool_calls", "model_name": "m"},
            chunk_position="last",
        ),
        ToolMessage("18C and sunny", tool_call_id="call_1", id="call_1-result"),
        ToolMessage("12:00", tool_call_id="call_2", id="call_2-result"),
        AIMessageChunk(content=[{"type": "text", "text": "It is 18C and sunny ", "index": 0}], id="run-2"),
        AIMessageChunk(content=[{"type": "text", "text": "in Paris, at noon.", "index": 0}], id="run-2"),
        AIMessageChunk(
            content="",
            id="run-2",
            usage_metadata={"input_tokens": 40, "output_tokens": 9, "total_tokens": 49},
            response_metadata={"finish_reason": "stop", "model_name": "m"},
            chunk_position="last",
        ),
    ]


def named() -> list[Item]:
    """A two-step answer whose steps have names and ``additional_kwargs`` (which chunk addition
    sums, and of which it keeps no name: the writers keep each step's)."""
    call = {"name": "weather", "args": "{}", "id": "c1", "index": 0}
    return [
        AIMessageChunk("", id="a", name="planner", additional_kwargs={"trace": "x"}),
        AIMessageChunk("", name="planner", tool_call_chunks=[call], chunk_position="last"),
        ToolMessage("18C", tool_call_id="c1", name="weather"),
        AIMessageChunk("Warm.", name="writer", additional_kwargs={"k": [1]}, chunk_position="last"),
    ]
