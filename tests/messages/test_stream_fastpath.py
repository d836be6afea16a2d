"""The quick path of ``acc = acc + chunk`` against langchain_core, sum by sum.

``AIMessageChunk + AIMessageChunk`` takes a shortcut for the usual streaming step (string
content, tool call chunks in their usual form). These seeded streams compare ``model_dump()`` of
*every* intermediate sum with LangChain's, revisit earlier sums after later additions, check that
the usual shapes really take the shortcut, and that unusual ones (entries changed in place,
strange ids or indexes) still give LangChain's result through the general path.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from langchain_core import messages as lc

from chatschema import AIMessageChunk
from chatschema.messages import _add as add_module

# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------


def dump_ours(message: Any) -> dict[str, Any]:
    dumped: dict[str, Any] = message.model_dump()
    dumped.setdefault("chunk_position", None)  # LangChain writes it on every AI chunk
    return dumped


def same(ours: Any, theirs: Any, context: Any) -> None:
    a, b = dump_ours(ours), theirs.model_dump()
    assert json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True), context
    # key order too: of each tool call chunk and of the parsed arguments
    for ca, cb in zip(a["tool_call_chunks"], b["tool_call_chunks"], strict=True):
        assert list(ca) == list(cb), context
    for ca, cb in zip(a["tool_calls"], b["tool_calls"], strict=True):
        assert json.dumps(ca) == json.dumps(cb), context


def pair(spec: dict[str, Any]) -> tuple[Any, Any]:
    """The same chunk in both libraries, each built from its own copy of ``spec``."""
    return AIMessageChunk(**json.loads(json.dumps(spec))), lc.AIMessageChunk(**json.loads(json.dumps(spec)))


def cuts(r: random.Random, text: str, biggest: int = 6) -> list[str]:
    """``text`` cut at random points (pieces of 1 to ``biggest`` characters)."""
    pieces, i = [], 0
    while i < len(text):
        step = r.randint(1, biggest)
        pieces.append(text[i : i + step])
        i += step
    return pieces


_STRING_PARTS = ["a", "é", "😀", " ", "\\n", '\\"', "\\\\", "\\u00e9", "\\ud83d\\ude00", "\\/", "x" * 7, "\t"]


def args_text(r: random.Random, depth: int = 0) -> str:
    """JSON text of tool call arguments: escapes, surrogate pairs, numbers, literals, nesting."""

    def value(d: int) -> str:
        kind = r.choice(["str", "str", "num", "lit", "obj", "arr"] if d < 3 else ["str", "num", "lit"])
        if kind == "str":
            return '"' + "".join(r.choice(_STRING_PARTS) for _ in range(r.randint(0, 6))) + '"'
        if kind == "num":
            return r.choice(["0", "-1", "12.5", "-0.25e+3", "1E5", "42", "3.0e-2", "123456789"])
        if kind == "lit":
            return r.choice(["true", "false", "null"])
        if kind == "obj":
            members = [f'"k{i}": {value(d + 1)}' for i in range(r.randint(0, 3))]
            return "{" + ", ".join(members) + "}"
        return "[" + ", ".join(value(d + 1) for _ in range(r.randint(0, 3))) + "]"

    members = [f'"{r.choice(["q", "path", "é", "a b"])}{i}": {value(depth)}' for i in range(r.randint(0, 4))]
    text = "{" + r.choice(["", " ", "\n"]).join(["", ", ".join(members), ""]) + "}"
    if r.random() < 0.1:
        text = text[: r.randint(0, len(text))]  # a stream that stops early
    if r.random() < 0.05:
        text += r.choice(["}", " x", "]"])  # not viable: the reference parser takes over
    return text


def stream(r: random.Random) -> list[dict[str, Any]]:
    """Keyword arguments of the chunks of one streamed reply."""
    ids = r.choice(
        [["run-1"], ["lc_run-7"], ["lc_abc"], [None], [""], ["lc_run-1", "chatcmpl-9"], ["lc_a", "lc_run-2"]]
    )
    specs: list[dict[str, Any]] = []
    text = "".join(
        r.choice(["Hel", "lo", " ", "wörld", "😀", "\n", '"', "\\"]) for _ in range(r.randint(0, 20))
    )
    specs += [{"content": piece} for piece in cuts(r, text, 5)]
    calls = r.choice([0, 1, 1, 2, 3])
    events: list[dict[str, Any]] = []
    for k in range(calls):
        index = r.choice([k, k, None]) if r.random() < 0.1 else k
        call_id = r.choice([f"call_{k}", f"call_{k}", "", None])
        pieces = cuts(r, args_text(r), r.choice([1, 3, 8]))
        for j, piece in enumerate(pieces or [""]):
            first = j == 0
            entry = {
                "name": "search" if first else r.choice([None, None, None, "_x"]),
                "args": piece if r.random() > 0.03 else None,
                "id": call_id if first or r.random() < 0.2 else None,
                "index": index,
            }
            events.append({"content": "", "tool_call_chunks": [entry], "_call": k})
    if r.random() < 0.4:  # interleave the calls, keeping each call's own order
        queues: dict[int, list[dict[str, Any]]] = {}
        for event in events:
            queues.setdefault(event["_call"], []).append(event)
        events = []
        while queues:
            key = r.choice(list(queues))
            events.append(queues[key].pop(0))
            if not queues[key]:
                del queues[key]
    if r.random() < 0.1 and len(events) > 1:  # two tool call chunks in one chunk
        first = events.pop(0)
        events[0]["tool_call_chunks"] = first["tool_call_chunks"] + events[0]["tool_call_chunks"]
    for event in events:
        del event["_call"]
    specs += events
    if r.random() < 0.3:
        specs.insert(0, {"content": "", "additional_kwargs": {"reasoning_content": "think"}})
    for spec in specs:
        if r.random() < 0.15:
            spec["additional_kwargs"] = {"reasoning_content": r.choice(["a", "b c"])}
        if r.random() < 0.15:
            spec["response_metadata"] = {"model_provider": "openai", "logprobs": {"n": [r.randint(0, 3)]}}
    specs.append({"content": r.choice(["", "."]), "chunk_position": "last"})
    for pos, spec in enumerate(specs):
        spec["id"] = ids[min(pos * len(ids) // len(specs), len(ids) - 1)]
    if r.random() < 0.8:
        specs[-1]["usage_metadata"] = {"input_tokens": 3, "output_tokens": 5, "total_tokens": 8}
    if r.random() < 0.3:
        specs[0]["usage_metadata"] = {
            "input_tokens": 3,
            "output_tokens": 0,
            "total_tokens": 3,
            "input_token_details": {"cache_read": 1},
        }
    if r.random() < 0.1 and len(specs) > 2:
        specs[len(specs) // 2]["chunk_position"] = "last"
    return specs


# ---------------------------------------------------------------------------
# Streams, every step
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(12))
def test_every_intermediate_sum(seed: int) -> None:
    r = random.Random(7100 + seed)
    for _ in range(25):
        specs = stream(r)
        pairs = [pair(spec) for spec in specs]
        acc, acc_lc = pairs[0]
        sums = [(acc, acc_lc)]
        for step, (ours, theirs) in enumerate(pairs[1:], 1):
            acc, acc_lc = acc + ours, acc_lc + theirs
            same(acc, acc_lc, (specs, step))
            sums.append((acc, acc_lc))
        for step, (total, total_lc) in enumerate(sums):  # earlier sums were not changed later
            same(total, total_lc, ("revisited", specs, step))


@pytest.mark.parametrize("seed", range(6))
def test_branches(seed: int) -> None:
    """Adding to an earlier sum again gives LangChain's result, and leaves the other branch alone."""
    r = random.Random(7200 + seed)
    for _ in range(15):
        pairs = [pair(spec) for spec in stream(r)]
        sums = [pairs[0]]
        for ours, theirs in pairs[1:]:
            base, base_lc = r.choice(sums) if r.random() < 0.3 else sums[-1]
            sums.append((base + ours, base_lc + theirs))
            same(*sums[-1], "branch")
        for total, total_lc in sums:
            same(total, total_lc, "revisited")


def test_bench_shaped_stream() -> None:
    """Text deltas, then the arguments of two tool calls cut at random points, then usage."""
    r = random.Random(5)
    args = [
        json.dumps({"query": "x" * 300, "filters": {"lang": "en", "n": [1, 2, 3]}, "deep": True}),
        json.dumps({"path": "/tmp/é😀\n" + "y" * 100, "mode": "r"}),
    ]
    specs: list[dict[str, Any]] = [{"content": f"w{i} ", "id": "run-abc"} for i in range(50)]
    for index, text in enumerate(args):
        for j, piece in enumerate(cuts(r, text, 4)):
            entry = {
                "name": "search" if j == 0 else None,
                "args": piece,
                "id": f"call_{index}" if j == 0 else None,
            }
            specs.append({"content": "", "tool_call_chunks": [{**entry, "index": index}]})
    specs.append(
        {"content": "", "usage_metadata": {"input_tokens": 1, "output_tokens": 2, "total_tokens": 3}}
    )
    specs[-1]["chunk_position"] = "last"
    pairs = [pair(spec) for spec in specs]
    acc, acc_lc = pairs[0]
    for step, (ours, theirs) in enumerate(pairs[1:], 1):
        acc, acc_lc = acc + ours, acc_lc + theirs
        same(acc, acc_lc, step)
    assert acc.tool_calls[0]["args"]["filters"] == {"lang": "en", "n": [1, 2, 3]}


def test_the_usual_shapes_take_the_quick_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """Text, tool call argument deltas, a new call, usage and the last chunk: no general merging."""
    used: list[int] = []
    general = add_module.add_ai_message_chunks

    def counted(*args: Any) -> Any:
        used.append(1)
        return general(*args)

    monkeypatch.setattr(add_module, "add_ai_message_chunks", counted)
    acc = AIMessageChunk("Hi", id="run-1", response_metadata={"model_provider": "openai"})
    acc = acc + AIMessageChunk(" there", id="run-1", additional_kwargs={"reasoning_content": "r"})
    head = {"name": "f", "args": '{"a": "x', "id": "c1", "index": 0}
    acc = acc + AIMessageChunk("", tool_call_chunks=[head])
    acc = acc + AIMessageChunk(
        "", tool_call_chunks=[{"name": None, "args": 'y", "b": 1', "id": None, "index": 0}]
    )
    acc = acc + AIMessageChunk("", tool_call_chunks=[{"name": "g", "args": "{", "id": "c2", "index": 1}])
    acc = acc + AIMessageChunk(
        "", tool_call_chunks=[{"name": None, "args": '"c": [1', "id": None, "index": 1}]
    )
    usage = {"input_tokens": 1, "output_tokens": 2, "total_tokens": 3}
    acc = acc + AIMessageChunk("", usage_metadata=usage, chunk_position="last")
    assert not used
    assert acc.tool_calls == [
        {"name": "f", "args": {"a": "xy", "b": 1}, "id": "c1", "type": "tool_call"},
        {"name": "g", "args": {"c": [1]}, "id": "c2", "type": "tool_call"},
    ]
    assert acc.usage_metadata == usage and acc.usage_metadata is not usage
    assert acc.content == "Hi there" and acc.chunk_position == "last"


# ---------------------------------------------------------------------------
# Unusual operands: the general path, still LangChain's result
# ---------------------------------------------------------------------------


def _both(spec: dict[str, Any], change: Any) -> tuple[Any, Any]:
    ours, theirs = pair(spec)
    change(ours)
    change(theirs)
    return ours, theirs


_CHANGES = [
    lambda m: m.tool_call_chunks[0].pop("type"),  # a missing key
    lambda m: m.tool_call_chunks[0].update(index=True),  # a bool index
    lambda m: m.tool_call_chunks[0].update(index=1.0),  # a float index
    lambda m: m.tool_call_chunks[0].update(args=None),  # no args
    lambda m: m.tool_call_chunks[0].update(name="other"),  # names are joined
    lambda m: m.tool_call_chunks[0].update(id=""),  # a blank id
    lambda m: m.tool_call_chunks[0].update(id=["not", "hashable"]),
    lambda m: m.tool_call_chunks.append({"name": None, "args": "", "id": None, "index": None}),
    lambda m: m.tool_call_chunks.insert(0, {"name": "g", "args": "{", "id": ["x"], "index": 1}),
]


@pytest.mark.parametrize("change", _CHANGES)
def test_entries_changed_in_place(change: Any) -> None:
    """Tool call chunks changed in place after a sum: the result (or error) is LangChain's."""
    spec = {
        "content": "",
        "id": "run-1",
        "tool_call_chunks": [{"name": "f", "args": '{"a": ', "id": "c1", "index": 1}],
    }
    left, left_lc = _both(spec, change)
    for piece in ["1", ', "b": "x', "y"]:
        delta = {"content": "", "tool_call_chunks": [{"name": None, "args": piece, "id": None, "index": 1}]}
        right, right_lc = pair(delta)
        try:
            expected = left_lc + right_lc
        except Exception as exc:  # LangChain refuses: so must we, with the same error
            with pytest.raises(type(exc)):
                _ = left + right
            return
        left, left_lc = left + right, expected
        same(left, left_lc, piece)
        change(left)
        change(left_lc)


def test_other_keys_in_entries_follow_the_general_path() -> None:
    """An entry with another key (LangChain drops those; chatschema keeps them, see docs/compat.md)."""
    head = {"name": "f", "args": '{"a": ', "id": "c1", "index": 1, "extras": {"k": 1}}
    left = AIMessageChunk("", id="run-1", tool_call_chunks=[head])
    for piece in ["1", ', "b": "x', "y"]:
        right = AIMessageChunk("", tool_call_chunks=[{"name": None, "args": piece, "id": None, "index": 1}])
        total = left + right
        assert total.model_dump() == add_module.add_ai_message_chunks(left, right).model_dump()
        left = total
    assert left.tool_call_chunks[0]["extras"] == {"k": 1}


def test_list_content_and_openai_tool_calls_use_the_general_path() -> None:
    block = {"type": "text", "text": "a", "index": 0}
    left, left_lc = pair({"content": [block]})
    right, right_lc = pair({"content": "b"})
    same(left + right, left_lc + right_lc, "list + str")
    raw = [{"index": 0, "id": "c", "function": {"name": "f", "arguments": '{"a": 1}'}, "type": "function"}]
    left, left_lc = pair({"content": "x", "id": "run-1"})
    left.tool_call_chunks.clear()
    left_lc.tool_call_chunks.clear()
    right, right_lc = pair({"content": "", "additional_kwargs": {"tool_calls": raw}})
    right.tool_call_chunks.clear()
    right_lc.tool_call_chunks.clear()
    same(left + right, left_lc + right_lc, "additional_kwargs tool calls")


def test_sums_do_not_share_containers() -> None:
    """Changing one sum's lists and dicts in place leaves the earlier and later sums as they were."""
    head = {"name": "f", "args": '{"a": {"b": 1}, "c": "x', "id": "c1", "index": 0}
    first = AIMessageChunk(
        "a",
        tool_call_chunks=[head],
        usage_metadata={"input_tokens": 1, "output_tokens": 1, "total_tokens": 2},
    )
    second = first + AIMessageChunk("b")
    third = second + AIMessageChunk(
        "c", tool_call_chunks=[{"name": None, "args": "y", "id": None, "index": 0}]
    )
    for a, b in [(first, second), (second, third), (first, third)]:
        assert a.tool_call_chunks is not b.tool_call_chunks
        assert a.tool_call_chunks[0] is not b.tool_call_chunks[0]
        assert a.tool_calls is not b.tool_calls
        assert a.tool_calls[0] is not b.tool_calls[0]
        assert a.tool_calls[0]["args"] is not b.tool_calls[0]["args"]
        assert a.additional_kwargs is not b.additional_kwargs
        assert a.response_metadata is not b.response_metadata
        assert a.usage_metadata is not b.usage_metadata
    second.tool_call_chunks[0]["args"] = "changed"
    second.tool_calls[0]["args"]["c"] = "changed"
    assert first.tool_call_chunks[0]["args"] == head["args"]
    assert third.tool_calls[0]["args"]["c"] == "xy"


# ---------------------------------------------------------------------------
# The parser cache: eviction and threads
# ---------------------------------------------------------------------------


def _interleaved_sums(streams: list[list[tuple[Any, Any]]]) -> None:
    """Sum several streams a step at a time, round-robin, comparing every sum with LangChain's."""
    sums = [s[0] for s in streams]
    longest = max(len(s) for s in streams)
    for step in range(1, longest):
        for k, chunks in enumerate(streams):
            if step < len(chunks):
                acc, acc_lc = sums[k]
                ours, theirs = chunks[step]
                sums[k] = (acc + ours, acc_lc + theirs)
                same(*sums[k], (k, step))


def test_evicted_parser_states_are_rebuilt(monkeypatch: pytest.MonkeyPatch) -> None:
    """More streams at once than the cache holds: states are evicted and read again, exactly."""
    from chatschema.messages import _tool_call_args as tool_call_args

    monkeypatch.setattr(tool_call_args, "_CACHE_SIZE", 3)
    r = random.Random(11)
    streams = [[pair(spec) for spec in stream(r)] for _ in range(8)]
    _interleaved_sums(streams)
    assert len(tool_call_args._cache) <= 3


def test_streams_in_threads() -> None:
    """Streams summed in several threads at once, some from one shared sum."""
    import threading

    r = random.Random(12)
    shared = [pair(spec) for spec in stream(r)][:4]
    acc, acc_lc = shared[0]
    for ours, theirs in shared[1:]:
        acc, acc_lc = acc + ours, acc_lc + theirs
    jobs = []
    for _ in range(6):
        chunks = [pair(spec) for spec in stream(r)]
        jobs.append([(acc, acc_lc), *chunks[1:]])
    errors: list[BaseException] = []

    def run(chunks: list[tuple[Any, Any]]) -> None:
        try:
            for _ in range(3):
                _interleaved_sums([chunks])
        except BaseException as exc:  # reported in the main thread
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(job,)) for job in jobs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors, errors[0]


@pytest.mark.parametrize("seed", range(4))
def test_streamed_args_every_piece(seed: int) -> None:
    """Arguments read a piece at a time (with the shortcut for plain string text) parse as LangChain's do."""
    from langchain_core.utils.json import parse_partial_json as lc_parse_partial_json

    from chatschema.messages._tool_call_args import parse_tool_call_args, streamed_args

    def reference(text: str) -> Any:
        try:
            value = lc_parse_partial_json(text)
        except Exception:
            return None
        return value if isinstance(value, dict) else None

    r = random.Random(7300 + seed)
    for _ in range(150):
        text = args_text(r)
        pieces = cuts(r, text, r.choice([1, 2, 5, 12]))
        if not pieces:
            continue
        acc = pieces[0]
        got = parse_tool_call_args(acc, cache=True)
        assert json.dumps(got) == json.dumps(reference(acc) if acc else {}), acc
        for piece in pieces[1:]:
            acc, parent = acc + piece, acc
            got = streamed_args(acc, parent, piece)
            assert json.dumps(got) == json.dumps(reference(acc)), (text, acc)


# ---------------------------------------------------------------------------
# The quick path against the general one, on random pairs of chunks
# ---------------------------------------------------------------------------


def _random_call_chunk(r: random.Random) -> dict[str, Any]:
    return {
        "name": r.choice([None, None, "f", "g", ""]),
        "args": r.choice([None, "", "{", '{"a": 1', '"x', "1}", '{"b": [true, "\\u00e9"]}', "]", " "]),
        "id": r.choice([None, None, "", "c1", "c2"]),
        "index": r.choice([None, 0, 0, 1, 2]),
    }


def _random_chunk(r: random.Random) -> AIMessageChunk:
    spec: dict[str, Any] = {"content": r.choice(["", "a", "é😀", "\\"])}
    if r.random() < 0.6:
        spec["tool_call_chunks"] = [_random_call_chunk(r) for _ in range(r.choice([1, 1, 1, 2, 3]))]
    if r.random() < 0.3:
        spec["id"] = r.choice(["run-1", "lc_run-2", "lc_x", "", "other"])
    if r.random() < 0.2:
        spec["additional_kwargs"] = r.choice(
            [{"reasoning_content": "r"}, {"n": 1}, {"n": "s"}, {"d": {"k": [1]}}]
        )
    if r.random() < 0.2:
        spec["response_metadata"] = r.choice([{"model_name": "m"}, {"finish_reason": "stop"}, {"x": None}])
    if r.random() < 0.2:
        spec["usage_metadata"] = {"input_tokens": 1, "output_tokens": 2, "total_tokens": 3}
    if r.random() < 0.1:
        spec["chunk_position"] = "last"
    if r.random() < 0.05:
        spec["name"] = "bot"
    return AIMessageChunk(**spec)


def _outcome(fn: Any, *args: Any) -> tuple[str, Any]:
    try:
        return "ok", fn(*args).model_dump()
    except Exception as exc:  # the same error type, whichever path raised it
        return "error", type(exc).__name__


@pytest.mark.parametrize("seed", range(4))
def test_quick_path_equals_general_path(seed: int) -> None:
    """``left + right`` and the general ``add_ai_message_chunks`` agree on random chunks and sums."""
    r = random.Random(7400 + seed)
    for _ in range(300):
        left = _random_chunk(r)
        for _ in range(r.randint(0, 3)):  # sometimes a sum on the left
            try:
                left = left + _random_chunk(r)
            except Exception:  # a pair that cannot be added: keep the earlier left
                pass
        right = _random_chunk(r)
        quick = _outcome(lambda a, b: a + b, left, right)
        general = _outcome(add_module.add_ai_message_chunks, left, right)
        assert quick == general, (left, right)
