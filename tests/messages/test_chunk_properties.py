"""Property: any split of a message into chunks sums back to the message.

Content is cut at random points, each tool call's JSON arguments are cut at
random points (inside strings, escapes and numbers too), usage rides on the
last chunk; adding the chunks left to right and calling
``message_chunk_to_message`` gives back the original message.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from chatschema import AIMessage, AIMessageChunk, message_chunk_to_message

json_scalars = st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.text(max_size=12)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)
NAMES = ["search", "calc", "lookup"]
args_dicts = st.dictionaries(st.text(max_size=8), json_values, max_size=4)


def _cuts(draw: Any, text: str, most: int) -> list[str]:
    if len(text) < 2:
        return [text]
    points = sorted(draw(st.sets(st.integers(1, len(text) - 1), max_size=most)))
    return [text[a:b] for a, b in itertools.pairwise([0, *points, len(text)])]


@st.composite
def split_messages(draw: Any) -> tuple[AIMessage, list[AIMessageChunk]]:
    text = draw(st.text(max_size=40))
    calls = [
        {
            "name": draw(st.sampled_from(["search", "calc", "lookup"])),
            "args": draw(args_dicts),
            "id": f"call_{i}",
        }
        for i in range(draw(st.integers(0, 3)))
    ]
    usage = draw(
        st.none()
        | st.builds(
            lambda a, b: {"input_tokens": a, "output_tokens": b, "total_tokens": a + b},
            st.integers(0, 1000),
            st.integers(0, 1000),
        )
    )
    ensure_ascii = draw(st.booleans())
    chunks = [AIMessageChunk(piece, id="run-1") for piece in _cuts(draw, text, 6)]
    for index, call in enumerate(calls):
        pieces = _cuts(draw, json.dumps(call["args"], ensure_ascii=ensure_ascii), 8)
        for j, piece in enumerate(pieces):
            first = j == 0
            chunk = {
                "name": call["name"] if first else None,
                "args": piece,
                "id": call["id"] if first else None,
                "index": index,
            }
            chunks.append(AIMessageChunk("", tool_call_chunks=[chunk]))
    chunks.append(AIMessageChunk("", usage_metadata=usage, chunk_position="last"))
    expected = AIMessage(text, id="run-1", tool_calls=calls, usage_metadata=usage)
    return expected, chunks


@settings(max_examples=120)
@given(split_messages())
def test_summing_any_split_gives_back_the_message(case: tuple[AIMessage, list[AIMessageChunk]]) -> None:
    expected, chunks = case
    total = chunks[0]
    for chunk in chunks[1:]:
        total = total + chunk
    got = message_chunk_to_message(total)
    assert isinstance(got, AIMessage)
    assert got.content == expected.content
    assert got.tool_calls == expected.tool_calls
    assert got.invalid_tool_calls == []
    assert got.usage_metadata == expected.usage_metadata
    assert got.id == expected.id
