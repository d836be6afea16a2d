"""``ChunkAccumulator`` against chatschema's own ``+`` (itself tested against LangChain), by hypothesis.

Generated streams of AI chunks in the usual streaming form (string deltas, tool call chunks with
argument text cut anywhere, several calls and indexes, repeated or conflicting ids, metadata and
usage on some chunks), with now and then a chunk in another form; the sum is read at generated
points. Every read equals the running sum of ``+`` and encodes to the same bytes, and the reads
that the accumulator joined from pieces are counted, so the property tests the pieces path.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import chatschema
from chatschema import AIMessageChunk, ChunkAccumulator

_ARGS = ['{"q": "paris", "n": [1, 2]}', '{"a": {"b": "c"}}', "[1, 2]", "{}", '{"x": "é<&\\"}']
_ids = st.sampled_from([None, None, "c1", "c2", ""])
_names = st.sampled_from([None, None, "search", "f"])
_text = st.text(alphabet="ab é<", max_size=4)


@st.composite
def _tool_part(draw: Any) -> dict[str, Any]:
    text = draw(st.sampled_from(_ARGS))
    cut = draw(st.integers(0, len(text)))
    piece = draw(st.sampled_from([text[:cut], text[cut:], None]))
    return {"name": draw(_names), "args": piece, "id": draw(_ids), "index": draw(st.integers(0, 2))}


@st.composite
def _chunk(draw: Any) -> dict[str, Any]:
    kind = draw(
        st.sampled_from(["text", "text", "tool", "tool", "meta", "usage", "last", "blocks", "kwargs"])
    )
    kwargs: dict[str, Any] = {"content": draw(_text)}
    if kind == "tool":
        kwargs["tool_call_chunks"] = draw(st.lists(_tool_part(), min_size=1, max_size=2))
    elif kind == "meta":
        kwargs["response_metadata"] = draw(
            st.sampled_from([{"model_name": "m"}, {"finish_reason": "stop"}, {"seq": 1}])
        )
    elif kind == "usage":
        kwargs["usage_metadata"] = {"input_tokens": 1, "output_tokens": 2, "total_tokens": 3}
    elif kind == "last":
        kwargs["chunk_position"] = "last"
    elif kind == "kwargs":  # another form: added with +, which refuses a str after an int
        kwargs["additional_kwargs"] = {"k": draw(st.sampled_from(["x", 1]))}
    elif kind == "blocks":  # another form: added with +
        kwargs["content"] = [{"type": "text", "text": draw(_text), "index": 0}]
    kwargs["id"] = draw(st.sampled_from([None, None, "lc_run-1", "run-9", "lc_x"]))
    return kwargs


def _reads_equal_the_running_sum(stream: list[tuple[dict[str, Any], bool]]) -> None:
    """Add the chunks to an accumulator and with ``+``; each read (and the end) equals the sum.

    A chunk that ``+`` refuses, ``add`` refuses with the same exception type, and both sums go on
    without it; a read is not changed by what comes after it.
    """
    acc = ChunkAccumulator()
    total: Any = None
    reads: list[tuple[Any, bytes]] = []
    for kwargs, read in stream:
        chunk = AIMessageChunk(**json.loads(json.dumps(kwargs)))
        try:
            new_total = chunk if total is None else total + chunk
        except (TypeError, ValueError) as error:  # refused by add too, and nothing is lost
            with pytest.raises(type(error)):
                acc.add(chunk)
            continue
        acc.add(chunk)
        total = new_total
        if read:
            message = acc.message()
            assert message == total
            assert chatschema.encode(message) == chatschema.encode(total)
            reads.append((message, chatschema.encode(message)))
    if total is not None:
        assert acc.message() == total
        assert chatschema.encode(acc.message()) == chatschema.encode(total)
        assert acc.message().tool_calls == total.tool_calls
    for message, encoded in reads:
        assert chatschema.encode(message) == encoded


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(_chunk(), st.booleans()), min_size=1, max_size=25))
def test_every_read_equals_the_running_sum(stream: list[tuple[dict[str, Any], bool]]) -> None:
    _reads_equal_the_running_sum(stream)


def _summed_without_plus(chunks: list[Any], monkeypatch: Any) -> tuple[Any, ChunkAccumulator]:
    """The sum by ``+``, then an accumulator of the chunks built while ``+`` raises if called."""
    expected = chunks[0]
    for c in chunks[1:]:
        expected = expected + c

    def refuse(*_: Any) -> Any:
        raise AssertionError("+ was called")

    monkeypatch.setattr(AIMessageChunk, "__add__", refuse)
    return expected, ChunkAccumulator(chunks)


def test_the_usual_stream_is_kept_as_pieces(monkeypatch: Any) -> None:
    """A string stream with tool call chunks is joined once, from pieces: ``+`` is never called."""
    head = {"name": "f", "args": '{"q": "pa', "id": "c1", "index": 0}
    chunks = [AIMessageChunk("Hel", id="run-1"), AIMessageChunk("lo", tool_call_chunks=[head])]
    chunks += [
        AIMessageChunk("", tool_call_chunks=[{"name": None, "args": c, "id": None, "index": 0}])
        for c in 'ris"}'
    ]
    expected, acc = _summed_without_plus(chunks, monkeypatch)
    assert acc._open  # the pieces path
    assert acc.message() == expected
    assert expected.tool_calls == [{"name": "f", "args": {"q": "paris"}, "id": "c1", "type": "tool_call"}]


@st.composite
def _block_chunk(draw: Any) -> dict[str, Any]:
    """A chunk of a list-content stream: block deltas by index, as Anthropic and v1 streams send them."""
    index = draw(st.sampled_from([0, 0, 1, 2, "lc_txt_0"]))
    kind = draw(st.sampled_from(["text", "text", "thinking", "json", "signature", "tool", "empty", "other"]))
    if kind == "text":
        content: Any = [{"type": "text", "text": draw(_text), "index": index}]
    elif kind == "thinking":
        content = [{"type": "thinking", "thinking": draw(_text), "index": index}]
    elif kind == "json":
        content = [{"type": "input_json_delta", "partial_json": draw(_text), "index": index}]
    elif kind == "signature":
        content = [{"type": "thinking", "thinking": "", "signature": "c2ln", "index": index}]
    elif kind == "tool":
        content = [{"type": "tool_use", "id": draw(_ids), "name": "f", "input": {}, "index": index}]
    elif kind == "empty":
        content = draw(st.sampled_from(["", []]))
    else:  # forms the pieces do not take: a string, two deltas, a delta with an id
        content = draw(
            st.sampled_from(
                [
                    "x",
                    [{"type": "text", "text": "a", "index": 0}, {"type": "text", "text": "b", "index": 1}],
                    [{"type": "text", "text": "a", "index": 0, "id": "b1"}],
                ]
            )
        )
    kwargs: dict[str, Any] = {"content": content}
    if draw(st.integers(0, 9)) == 0:
        kwargs["response_metadata"] = draw(st.sampled_from([{"output_version": "v1"}, {"stop_reason": "x"}]))
    if draw(st.integers(0, 14)) == 0:
        kwargs["chunk_position"] = "last"
    if draw(st.integers(0, 4)) == 0:
        kwargs["tool_call_chunks"] = [draw(_tool_part())]
    return kwargs


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(_block_chunk(), st.booleans()), min_size=1, max_size=25))
def test_list_content_reads_equal_the_running_sum(stream: list[tuple[dict[str, Any], bool]]) -> None:
    _reads_equal_the_running_sum(stream)


def test_an_anthropic_stream_is_kept_as_pieces(monkeypatch: Any) -> None:
    """Thinking, text and tool-input deltas by index are joined from pieces: ``+`` is never called."""
    specs: list[dict[str, Any]] = [
        {"content": [{"type": "thinking", "thinking": "Hm", "index": 0}], "id": "msg_1"}
    ]
    specs += [{"content": [{"type": "thinking", "thinking": t, "index": 0}]} for t in ("m", ", ok")]
    specs.append({"content": [{"type": "thinking", "thinking": "", "signature": "c2ln", "index": 0}]})
    specs += [{"content": [{"type": "text", "text": t, "index": 1}]} for t in ("Hel", "lo")]
    specs.append(
        {
            "content": [{"type": "tool_use", "id": "t1", "name": "f", "input": {}, "index": 2}],
            "tool_call_chunks": [{"name": "f", "args": "", "id": "t1", "index": 2}],
        }
    )
    for piece in ('{"q"', ': "x"}'):
        specs.append(
            {
                "content": [{"type": "input_json_delta", "partial_json": piece, "index": 2}],
                "tool_call_chunks": [{"name": None, "args": piece, "id": None, "index": 2}],
            }
        )
    chunks = [AIMessageChunk(**spec) for spec in specs]
    expected, acc = _summed_without_plus(chunks, monkeypatch)
    assert acc._open and acc._blocks is not None
    assert acc.message() == expected
    assert chatschema.encode(acc.message()) == chatschema.encode(expected)
    assert expected.content[1] == {"type": "text", "text": "Hello", "index": 1}
    assert expected.tool_calls[0]["args"] == {"q": "x"}
