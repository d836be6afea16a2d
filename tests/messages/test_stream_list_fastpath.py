"""The quick path of ``acc = acc + chunk`` for list content (Anthropic and v1 streams).

``AIMessageChunk + AIMessageChunk`` whose left content is a list of blocks takes a shortcut
(:func:`chatschema.messages.merge.extend_blocks`) when the right content is ``""`` or a list of
blocks in their usual form. These seeded random streams check, at *every* step:

* the quick sum equals the general path (``add_ai_message_chunks``) exactly: same values, types
  and key order (``repr`` of ``model_dump()``), and the same sharing of lists and dicts with the
  operands (a container of the sum is an operand's container in one path iff it is the same one
  in the other);
* the operands are left as they were (deep copies compared after the addition);
* the sum equals langchain_core's (``model_dump()``), away from the differences that
  docs/compat.md documents, which the LangChain streams do not exercise.

The streams mix text, thinking, tool_use/input_json_delta blocks (with tool call chunks), v1
standard blocks with ``lc_`` indexes, blocks without index, indexes that go back to an earlier
block, conflicting ids, non-string values, extra keys, empty strings, usage, response metadata,
chunk ids and a last chunk.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from langchain_core import messages as lc

from chatschema import AIMessageChunk
from chatschema.messages import _add as add_module
from chatschema.messages import merge as merge_module

# ---------------------------------------------------------------------------
# Streams
# ---------------------------------------------------------------------------

_TEXT_PARTS = ["a", "word ", "", " ", "é", "😀", "\\", '"', "\n", "xyz" * 5]


def _pieces(r: random.Random, text: str) -> list[str]:
    """``text`` cut at random points, with an empty piece here and there."""
    out, i = [], 0
    while i < len(text):
        step = r.randint(0, 7)
        out.append(text[i : i + step])
        i += step
    return out or [""]


def _args(r: random.Random) -> str:
    members = [
        f'"k{i}": {r.choice(["1", "true", "null", json.dumps("v" * r.randint(0, 5))])}' for i in range(3)
    ]
    return "{" + ", ".join(members[: r.randint(0, 3)]) + "}"


def _extra(r: random.Random, lc_safe: bool) -> dict[str, Any]:
    """Keys some providers add to blocks: each value merges (or is kept) under merge_dicts' rules."""
    choices: list[dict[str, Any]] = [
        {},
        {},
        {"n": r.randint(0, 2)},  # integers add up (equal ones are kept)
        {"timestamp": r.randint(1, 3)},  # ... except these, where the later one wins
        {"flag": True},  # equal booleans are kept
        {"ratio": 0.5},  # equal floats are kept
        {"citations": [{"url": "u", "index": None}]},  # lists are joined
        {"extras": {"k": "v"}},  # dicts are merged, their strings concatenated
        {"cache": None},  # None gives way
        {"id": "blk"},  # equal ids are kept once
    ]
    if not lc_safe:
        choices += [{"model": "m"}, {"stop_reason": "end"}]  # kept once by chatschema only
    return dict(r.choice(choices))


def anthropic_stream(r: random.Random, lc_safe: bool = False) -> list[dict[str, Any]]:
    """Keyword arguments of the chunks of one random Anthropic-style stream."""
    specs: list[dict[str, Any]] = [
        {
            "content": r.choice([[], [], ""])
            if lc_safe
            else r.choice([[], "", [{"type": "text", "text": "x"}]]),
            "id": r.choice(["msg_1", "lc_run-1", None]),
            "response_metadata": r.choice([{}, {"model_name": "claude"}]),
            "usage_metadata": {"input_tokens": 3, "output_tokens": 0, "total_tokens": 3},
        }
    ]
    kinds = [r.choice(["text", "thinking", "tool_use", "text", "tool_use"]) for _ in range(r.randint(1, 4))]
    # Every block: (index, list of content deltas, list of tool call chunk lists).
    blocks: list[list[tuple[list[Any], list[Any]]]] = []
    for index, kind in enumerate(kinds):
        steps: list[tuple[list[Any], list[Any]]] = []
        extra = _extra(r, lc_safe)
        if kind == "text":
            for piece in _pieces(r, "".join(r.choice(_TEXT_PARTS) for _ in range(6))):
                steps.append(([{"type": "text", "text": piece, "index": index, **extra}], []))
        elif kind == "thinking":
            steps.append(([{"type": "thinking", "thinking": "", "signature": "", "index": index}], []))
            for piece in _pieces(r, "let me think " * 2):
                steps.append(([{"type": "thinking", "thinking": piece, "index": index, **extra}], []))
            for piece in _pieces(r, "c2lnbmF0dXJl"):
                steps.append(([{"type": "signature_delta", "signature": piece, "index": index}], []))
        else:
            call_id = f"toolu_{index}"
            start = {
                "type": "tool_use",
                "id": call_id,
                "name": "search",
                "input": {},
                "index": index,
                **extra,
            }
            steps.append(([start], [{"name": "search", "args": "", "id": call_id, "index": index}]))
            for piece in _pieces(r, _args(r)):
                block = {"type": "input_json_delta", "partial_json": piece, "index": index}
                if r.random() < 0.1:
                    block["id"] = call_id  # the same id again: kept once
                steps.append(([block], [{"name": None, "args": piece, "id": None, "index": index}]))
        blocks.append(steps)
    # Mostly one block after the other; sometimes interleaved, or going back to an earlier block.
    interleave = r.random() < 0.3
    queue = [list(steps) for steps in blocks]
    while any(queue):
        if interleave:
            pick = r.choice([i for i, q in enumerate(queue) if q])
        else:
            pick = next(i for i, q in enumerate(queue) if q)
        content, calls = queue[pick].pop(0)
        spec: dict[str, Any] = {"content": content}
        if calls:
            spec["tool_call_chunks"] = calls
        _decorate(r, spec, lc_safe)
        specs.append(spec)
        if r.random() < 0.05 and pick > 0:
            back = r.randrange(pick)
            specs.append({"content": [{"type": "text", "text": "late", "index": back}]})
    specs.append(
        {
            "content": r.choice([[], ""]),
            "usage_metadata": {"input_tokens": 0, "output_tokens": 7, "total_tokens": 7},
            "response_metadata": {"stop_reason": "end_turn"} if r.random() < 0.5 else {},
            "chunk_position": "last" if r.random() < 0.8 else None,
        }
    )
    return specs


def v1_stream(r: random.Random, lc_safe: bool = False) -> list[dict[str, Any]]:
    """Keyword arguments of the chunks of one random stream with ``output_version="v1"``."""
    meta = {"output_version": "v1", "model_provider": "openai"}
    specs: list[dict[str, Any]] = [{"content": [], "id": "lc_run-9", "response_metadata": dict(meta)}]
    plan: list[tuple[str, Any]] = []
    for n in range(r.randint(1, 4)):
        kind = r.choice(["reasoning", "text", "tool_call_chunk", "server_tool_call_chunk", "text"])
        plan.append((kind, f"lc_{kind[:3]}_{n}" if kind != "tool_call_chunk" else n))
    queue: list[list[dict[str, Any]]] = []
    for kind, index in plan:
        items: list[dict[str, Any]] = []
        if kind in ("reasoning", "text"):
            for piece in _pieces(r, "".join(r.choice(_TEXT_PARTS) for _ in range(5))):
                items.append({"type": kind, kind: piece, "index": index, **_extra(r, lc_safe)})
        else:
            call_id = f"call_{index}"
            for j, piece in enumerate(_pieces(r, _args(r))):
                item = {
                    "type": kind,
                    "name": "f" if j == 0 else None,
                    "args": piece,
                    "id": call_id if j == 0 or r.random() < 0.2 else None,
                    "index": index,
                }
                if kind == "server_tool_call_chunk":  # its name and id are strings when present
                    item = {k: v for k, v in item.items() if v is not None}
                items.append(item)
        queue.append(items)
    interleave = r.random() < 0.4
    while any(queue):
        pick = (
            r.choice([i for i, q in enumerate(queue) if q])
            if interleave
            else next(i for i, q in enumerate(queue) if q)
        )
        item = queue[pick].pop(0)
        spec: dict[str, Any] = {"content": [item], "response_metadata": dict(meta)}
        if item["type"] == "tool_call_chunk":
            spec["tool_call_chunks"] = [{k: item[k] for k in ("name", "args", "id", "index")}]
        if r.random() < 0.1:
            spec["content"] = [item, {"type": "text", "text": "!", "index": "lc_txt_x"}]
        _decorate(r, spec, lc_safe)
        specs.append(spec)
    specs.append(
        {
            "content": [],
            "response_metadata": dict(meta),
            "usage_metadata": {"input_tokens": 2, "output_tokens": 5, "total_tokens": 7},
            "chunk_position": r.choice(["last", "last", None]),
        }
    )
    return specs


def _decorate(r: random.Random, spec: dict[str, Any], lc_safe: bool) -> None:
    """Now and then: a block without index, a string item, a conflicting id, ids, usage, metadata."""
    roll = r.random()
    content = spec["content"]
    if roll < 0.04:
        content.append({"type": "text", "text": "no index"})
    elif roll < 0.06:
        content.append("a string item")
    elif roll < 0.08 and isinstance(content[0].get("index"), int):
        # The same index with another id starts a block of its own.
        content.append(
            {"type": "tool_use", "id": "other", "name": "g", "input": {}, "index": content[0]["index"]}
        )
    elif roll < 0.09:
        spec["content"] = ""
    elif roll < 0.10:
        spec["content"] = []
    if r.random() < 0.05:
        spec["id"] = r.choice(["msg_2", "lc_run-3", "lc_other", ""])
    if r.random() < 0.05:
        spec["usage_metadata"] = {"input_tokens": 0, "output_tokens": 1, "total_tokens": 1}
    if r.random() < 0.05:
        spec["additional_kwargs"] = r.choice([{"n": 1}, {"d": {"k": "v"}}])
    if r.random() < 0.05 and not lc_safe:
        spec["response_metadata"] = {**spec.get("response_metadata", {}), "model_name": "claude"}


def chunks(specs: list[dict[str, Any]], cls: Any = AIMessageChunk) -> list[Any]:
    """One chunk per spec, each built from its own deep copy."""
    return [cls(**copy.deepcopy(spec)) for spec in specs]


STREAMS = {"anthropic": anthropic_stream, "v1": v1_stream}

# ---------------------------------------------------------------------------
# Comparisons
# ---------------------------------------------------------------------------

_FIELDS = (
    "content",
    "additional_kwargs",
    "response_metadata",
    "tool_call_chunks",
    "tool_calls",
    "invalid_tool_calls",
    "usage_metadata",
)


def _containers(value: Any, path: str, out: dict[int, str]) -> None:
    if isinstance(value, (dict, list)):
        out.setdefault(id(value), path)
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, inner in items:
            _containers(inner, f"{path}/{key}", out)


def sharing(total: Any, left: Any, right: Any) -> list[tuple[str, str | None]]:
    """For each list and dict of ``total``: the operand container it is, if any."""
    known: dict[int, str] = {}
    for name, message in (("L", left), ("R", right)):
        for field in _FIELDS:
            _containers(getattr(message, field), f"{name}.{field}", known)
    mine: dict[int, str] = {}
    for field in _FIELDS:
        _containers(getattr(total, field), field, mine)
    return sorted((path, known.get(ident)) for ident, path in mine.items())


def outcome(fn: Any, left: Any, right: Any) -> tuple[str, Any, Any]:
    try:
        total = fn(left, right)
    except Exception as exc:
        return "error", type(exc).__name__, None
    return "ok", repr(total.model_dump()), sharing(total, left, right)


def snapshot(message: Any) -> str:
    return repr(message.model_dump())


def quick_equals_general(stream: list[Any]) -> None:
    acc = stream[0]
    for step, chunk in enumerate(stream[1:]):
        before = (copy.deepcopy(acc), copy.deepcopy(chunk), snapshot(acc), snapshot(chunk))
        quick = outcome(lambda a, b: a + b, acc, chunk)
        general = outcome(add_module.add_ai_message_chunks, acc, chunk)
        assert quick == general, (step, acc, chunk)
        assert (acc, chunk) == before[:2] and (snapshot(acc), snapshot(chunk)) == before[2:], step
        if quick[0] == "error":
            return
        acc = acc + chunk


def dump_ours(message: Any) -> dict[str, Any]:
    dumped: dict[str, Any] = message.model_dump()
    dumped.setdefault("chunk_position", None)
    return dumped


def same_as_langchain(specs: list[dict[str, Any]]) -> None:
    ours, theirs = chunks(specs), chunks(specs, lc.AIMessageChunk)
    acc, acc_lc = ours[0], theirs[0]
    for step, (chunk, chunk_lc) in enumerate(zip(ours[1:], theirs[1:], strict=True)):
        acc, acc_lc = acc + chunk, acc_lc + chunk_lc
        a, b = dump_ours(acc), acc_lc.model_dump()
        assert json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True), (step, specs[step + 1])
        assert json.dumps(a["content"]) == json.dumps(b["content"]), step  # key order of the blocks


# ---------------------------------------------------------------------------
# Tests
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("kind", sorted(STREAMS))
@pytest.mark.parametrize("seed", range(6))
def test_quick_path_equals_general_path(kind: str, seed: int) -> None:
    r = random.Random(f"{kind}-{seed}")
    for _ in range(25):
        quick_equals_general(chunks(STREAMS[kind](r)))


@pytest.mark.parametrize("kind", sorted(STREAMS))
@pytest.mark.parametrize("seed", range(6))
def test_same_as_langchain(kind: str, seed: int) -> None:
    r = random.Random(f"lc-{kind}-{seed}")
    for _ in range(25):
        same_as_langchain(STREAMS[kind](r, lc_safe=True))


def _random_block(r: random.Random) -> Any:
    """A block of any shape, usual or not, for the pairwise checks."""
    if r.random() < 0.1:
        return r.choice(["s", "", 3, None, ["x"]])
    block: dict[str, Any] = {}
    for key in r.sample(
        ["type", "text", "index", "id", "n", "created", "input", "args", "model", "ratio", "flag"],
        r.randint(0, 5),
    ):
        block[key] = r.choice(
            {
                "type": ["text", "tool_use", "non_standard", "tool_call_chunk", None],
                "text": ["a", "", None, 1],
                "index": [0, 1, 1, "lc_a", "x", None, True, 1.0, [0]],
                "id": ["i1", "i2", "", None, 5, ["u"]],
                "n": [1, 2, None, "s", 1.5],
                "created": [1, 2],
                "input": [{}, {"k": "v"}, [1], None],
                "args": ['{"a', '": 1}', None],
                "model": ["m", "m2"],
                "ratio": [0.5, 0.25],
                "flag": [True, False],
            }[key]
        )
    if block.get("type") == "non_standard" and r.random() < 0.5:
        block["value"] = {"type": "x", "k": r.choice(["v", 1])}
    return block


@pytest.mark.parametrize("seed", range(4))
def test_unusual_blocks_agree_with_the_general_path(seed: int) -> None:
    """Odd indexes, ids, types and values: quick path or fallback, the answer (or error) is the same."""
    r = random.Random(9100 + seed)
    for _ in range(400):
        left_blocks = [_random_block(r) for _ in range(r.randint(0, 4))]
        right_content = r.choice([[_random_block(r) for _ in range(r.randint(0, 3))], "", "t"])
        try:
            left = AIMessageChunk(left_blocks)
            right = AIMessageChunk(right_content)
        except Exception:  # a block that the schema refuses
            continue
        quick_equals_general([left, right])
        quick = merge_module.extend_blocks(left_blocks, right_content)
        if quick is not None:
            assert repr(quick) == repr(merge_module.merge_content(left_blocks, right_content))


def test_the_usual_steps_take_the_quick_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every step of an Anthropic stream that starts with a list is added without the general path."""
    r = random.Random(5)
    specs = anthropic_stream(r, lc_safe=True)
    specs[0]["content"] = []
    for spec in specs:
        if spec["content"] == "" or any(not isinstance(b, dict) or "index" not in b for b in spec["content"]):
            spec["content"] = []
    stream = chunks(specs)
    calls: list[Any] = []
    general = add_module.add_ai_message_chunks

    def counted(*args: Any) -> Any:
        calls.append(args)
        return general(*args)

    monkeypatch.setattr(add_module, "add_ai_message_chunks", counted)
    acc = stream[0]
    for chunk in stream[1:]:
        acc = acc + chunk
    assert calls == []
    assert acc.tool_calls == general(stream[0], *stream[1:]).tool_calls


def test_v1_last_chunk_goes_the_general_way() -> None:
    """The last sum of a v1 stream turns tool call chunk blocks into tool calls, as LangChain does."""
    meta = {"output_version": "v1"}
    head = {"type": "tool_call_chunk", "name": "f", "args": '{"a": ', "id": "c1", "index": 0}
    tail = {"type": "tool_call_chunk", "name": None, "args": "1}", "id": None, "index": 0}
    specs = [
        {"content": [head], "tool_call_chunks": [dict(head)], "response_metadata": meta},
        {
            "content": [tail],
            "tool_call_chunks": [dict(tail)],
            "response_metadata": meta,
            "chunk_position": "last",
        },
    ]
    ours, theirs = chunks(specs), chunks(specs, lc.AIMessageChunk)
    total = ours[0] + ours[1]
    assert total.content == [{"type": "tool_call", "name": "f", "args": {"a": 1}, "id": "c1"}]
    assert dump_ours(total) == (theirs[0] + theirs[1]).model_dump()


def test_merged_blocks_are_new_and_others_shared_as_in_the_general_path() -> None:
    text = {"type": "text", "text": "Hel", "index": 0}
    tool = {"type": "tool_use", "id": "t", "name": "f", "input": {}, "index": 1}
    left = AIMessageChunk([text, tool])
    right = AIMessageChunk(
        [{"type": "text", "text": "lo", "index": 0}, {"type": "text", "text": "+", "index": 2}]
    )
    total = left + right
    assert total.content == [
        {"type": "text", "text": "Hello", "index": 0},
        tool,
        {"type": "text", "text": "+", "index": 2},
    ]
    assert total.content is not left.content
    assert total.content[0] is not left.content[0]
    assert total.content[1] is left.content[1]  # unchanged blocks are shared, as merge_content shares them
    total.content[0]["text"] = "changed"
    assert left.content[0]["text"] == "Hel"


def test_many_blocks() -> None:
    """A stream that opens a new block every few chunks (citations, say) and goes back to old ones."""
    r = random.Random(11)
    specs: list[dict[str, Any]] = [{"content": []}]
    for n in range(300):
        index = n // 3 if r.random() < 0.9 else r.randrange(n // 3 + 1)
        specs.append({"content": [{"type": "text", "text": f"{n} ", "index": index}]})
    quick_equals_general(chunks(specs))
    same_as_langchain(specs)


class _Dict(dict):  # type: ignore[type-arg]
    """A dict subclass: merge_lists treats it as a dict, the quick path leaves it to the general one."""


def _raw_block(r: random.Random) -> Any:
    block = _random_block(r)
    if isinstance(block, dict) and r.random() < 0.05:
        return _Dict(block)
    return block


@pytest.mark.parametrize("seed", range(4))
def testextend_blocks_equals_merge_content(seed: int) -> None:
    """``extend_blocks`` on raw values (no schema in front): None, or exactly ``merge_content``."""
    r = random.Random(4400 + seed)
    taken = 0
    for _ in range(3000):
        left = [_raw_block(r) for _ in range(r.randint(0, 4))]
        right = r.choice([[_raw_block(r) for _ in range(r.randint(0, 3))], "", "t", None])
        before = copy.deepcopy((left, right))
        quick = merge_module.extend_blocks(left, right)
        assert repr((left, right)) == repr(before)
        try:
            general = merge_module.merge_content(left, right)
        except Exception:
            assert quick is None
            continue
        if quick is not None:
            taken += 1
            assert repr(quick) == repr(general)
            # The same operand blocks shared, at the same places.
            operands = {id(b): n for n, b in enumerate([*left, *(right if isinstance(right, list) else [])])}
            assert [operands.get(id(b)) for b in quick] == [operands.get(id(b)) for b in general]
    assert taken > 1000


@pytest.mark.parametrize(
    "change",
    [
        lambda blocks: blocks[0].__setitem__("index", 1),  # now two blocks have index 1
        lambda blocks: blocks[1].__setitem__("id", "other"),  # the tool_use block's id now conflicts
        lambda blocks: blocks[1].pop("index"),
        lambda blocks: blocks.__setitem__(0, _Dict(blocks[0])),
        lambda blocks: blocks.insert(0, {"type": "text", "text": "new", "index": 1}),
        lambda blocks: blocks.append("tail"),
    ],
)
def test_sums_changed_in_place(change: Any) -> None:
    """A sum whose blocks were changed in place is added as the general path adds it."""
    specs = [
        {"content": [{"type": "text", "text": "a", "index": 0}]},
        {"content": [{"type": "tool_use", "id": "t1", "name": "f", "input": {}, "index": 1}]},
        {"content": [{"type": "input_json_delta", "partial_json": '{"a', "index": 1, "id": "t1"}]},
    ]
    stream = chunks(specs)
    acc = stream[0] + stream[1]
    change(acc.content)
    quick_equals_general([acc, stream[2]])
