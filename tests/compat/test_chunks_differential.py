"""Differential tests against LangChain: adding message chunks gives what langchain_core 1.7 gives.

Every case is built from a seeded ``random.Random``, run through both libraries, and compared as
canonical JSON (sorted keys, so ``1`` and ``1.0`` and ``True`` stay apart). The streamed cases
compare *every* intermediate sum of ``acc = acc + chunk``, not just the last one: that is what
checks the incremental tool-call argument parser against LangChain's re-parse-everything one.

Where chatschema differs on purpose (docs/compat.md, "Adding chunks"), the expected value is
LangChain's with that one rule changed, and the tests say so where they do it.
"""

from __future__ import annotations

import json
import operator
import random
from collections.abc import Callable
from typing import Any

import pytest
from langchain_core import messages as lc
from langchain_core.messages.ai import add_usage as lc_add_usage
from langchain_core.messages.ai import subtract_usage as lc_subtract_usage
from langchain_core.messages.base import merge_content as lc_merge_content
from langchain_core.messages.utils import message_chunk_to_message as lc_chunk_to_message
from langchain_core.utils._merge import merge_dicts as lc_merge_dicts
from langchain_core.utils._merge import merge_lists as lc_merge_lists
from langchain_core.utils._merge import merge_obj as lc_merge_obj
from langchain_core.utils.json import parse_partial_json as lc_parse_partial_json

from chatschema import messages as cs
from chatschema.messages._chunk_to_message import message_chunk_to_message
from chatschema.messages._partial_json import parse_partial_json
from chatschema.messages._tool_call_args import parse_tool_call_args
from chatschema.messages._usage import add_usage, subtract_usage
from chatschema.messages.merge import KEEP_ONCE_KEYS, merge_content, merge_dicts, merge_lists, merge_obj

CHUNK_CLASSES = ("AIMessageChunk", "HumanMessageChunk", "SystemMessageChunk", "ChatMessageChunk")


def canonical(value: Any) -> str:
    """JSON text with sorted keys; lone surrogates and NaN survive (ensure_ascii, allow_nan)."""
    return json.dumps(value, sort_keys=True)


def ours_dump(message: Any) -> dict[str, Any]:
    """chatschema's model_dump in LangChain's shape: ``chunk_position`` is omitted when unset."""
    dumped: dict[str, Any] = message.model_dump()
    if dumped["type"] == "AIMessageChunk":
        dumped.setdefault("chunk_position", None)
    return dumped


def assert_same(ours: Any, theirs: Any, context: Any) -> None:
    a, b = ours_dump(ours), theirs.model_dump()
    assert canonical(a) == canonical(b), context
    # Key order of parsed arguments follows the JSON text, as json.loads does.
    for call_a, call_b in zip(a.get("tool_calls", []), b.get("tool_calls", []), strict=True):
        assert json.dumps(call_a["args"]) == json.dumps(call_b["args"]), context


def outcome(fn: Callable[..., Any], *args: Any) -> tuple[str, Any]:
    """('ok', fn(*args)) or ('raises', the kind of exception)."""
    try:
        return "ok", fn(*args)
    except (TypeError, ValueError, KeyError) as error:
        kind = type(error).__name__ if isinstance(error, KeyError) else "TypeError"
        if isinstance(error, ValueError):
            kind = "ValueError"
        return "raises", kind


# ----------------------------------------------------------------------------
# Random JSON text, written out by hand so that every escape and number form occurs
# ----------------------------------------------------------------------------

_STRING_PIECES = [
    "a",
    "bc",
    " ",
    "é",
    "😀",
    "\n",
    "\t",
    "\r",
    "x y",
    "u00e9",
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "'",
]
_ESCAPES = ['\\"', "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t", "\\u00e9", "\\u20AC", "\\ud83d\\ude00"]
_RARE_ESCAPES = ["\\ud83d", "\\ude00", "\\ud83d\\ud83d\\ude00", "\\uD83D\\n", "\\ud83dx"]
_NUMBERS = [
    "0",
    "-0",
    "7",
    "12",
    "-3.25",
    "1e5",
    "1E+2",
    "-0.5e-3",
    "2.5E10",
    "123456789012345678901234567890",
    "7.0",
]
_LITERALS = ["true", "false", "null"]
_RARE_LITERALS = ["NaN", "Infinity", "-Infinity"]
_SEPARATORS = ["", " ", "\n", "  ", "\t"]


def json_string(r: random.Random) -> str:
    pieces = []
    for _ in range(r.randint(0, 6)):
        roll = r.random()
        if roll < 0.65:
            pieces.append(r.choice(_STRING_PIECES))
        elif roll < 0.95:
            pieces.append(r.choice(_ESCAPES))
        else:
            pieces.append(r.choice(_RARE_ESCAPES))
    return '"' + "".join(pieces) + '"'


def json_value(r: random.Random, depth: int = 0) -> str:
    roll = r.random()
    sep = r.choice(_SEPARATORS)
    if depth < 3 and roll < 0.2:
        return json_object(r, depth + 1)
    if depth < 3 and roll < 0.35:
        items = [json_value(r, depth + 1) for _ in range(r.randint(0, 4))]
        return "[" + sep + ("," + sep).join(items) + sep + "]"
    if roll < 0.6:
        return json_string(r)
    if roll < 0.82:
        return r.choice(_NUMBERS)
    return r.choice(_LITERALS if r.random() < 0.9 else _RARE_LITERALS)


def json_object(r: random.Random, depth: int = 0) -> str:
    sep = r.choice(_SEPARATORS)
    keys = ["city", "q", "days", "a", "b", "units", "é", "n"]
    members = []
    for _ in range(r.randint(0, 4)):
        key = json.dumps(r.choice(keys)) if r.random() < 0.8 else json_string(r)
        members.append(key + r.choice(["", " "]) + ":" + sep + json_value(r, depth))
    return "{" + sep + ("," + sep).join(members) + sep + "}"


def tool_args_text(r: random.Random) -> str:
    """Mostly valid argument text; sometimes damaged, sometimes not an object at all."""
    text = r.choice(["", " ", "\n"]) + json_object(r) + r.choice(["", "", " ", "\n"])
    roll = r.random()
    if roll < 0.12 and text:
        at = r.randrange(len(text))
        junk = r.choice(["x", "}", "]", '"', "\\", ",", "{", "1", "\\q", "\\u12G", "tru", ":"])
        text = text[:at] + junk + text[at:]
    elif roll < 0.15:
        text = r.choice(["[", "1", '"', "x", " [", "tru"]) + text
    elif roll < 0.17:
        text = json_value(r)
    return text


def split(r: random.Random, text: str, biggest: int = 8) -> list[str]:
    """Cut ``text`` at random points (so inside strings, escapes, numbers and literals)."""
    pieces, pos = [], 0
    while pos < len(text):
        step = r.randint(1, biggest) if r.random() < 0.9 else r.randint(1, 40)
        pieces.append(text[pos : pos + step])
        pos += step
    return pieces


def reference_args(text: Any) -> dict[str, Any] | None:
    """What LangChain's AIMessageChunk makes of a tool call chunk's args: a dict, or None (invalid)."""
    if not text:
        return {}
    try:
        value = lc_parse_partial_json(text)
    except Exception:
        return None
    return value if isinstance(value, dict) else None


# ----------------------------------------------------------------------------
# The partial JSON parser alone
# ----------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(10))
def test_tool_args_every_prefix(seed: int) -> None:
    """Character by character, the incremental parser agrees with LangChain on every prefix."""
    r = random.Random(seed)
    for _ in range(25):
        text = tool_args_text(r)[:300]
        parent = None
        for end in range(1, len(text) + 1):
            prefix = text[:end]
            got = parse_tool_call_args(prefix, parent, cache=True)
            want = reference_args(prefix)
            assert canonical(got) == canonical(want), prefix
            assert json.dumps(got) == json.dumps(want), prefix  # key order too
            parent = prefix


@pytest.mark.parametrize("seed", range(10))
def test_tool_args_random_splits(seed: int) -> None:
    """In random pieces, with and without the cache, the answer is LangChain's."""
    r = random.Random(1000 + seed)
    for _ in range(120):
        text = tool_args_text(r)
        assert canonical(parse_tool_call_args(text)) == canonical(reference_args(text)), text
        parent, acc = None, ""
        for piece in split(r, text):
            acc += piece
            got = parse_tool_call_args(acc, parent, cache=True)
            assert canonical(got) == canonical(reference_args(acc)), acc
            parent = acc


@pytest.mark.parametrize("seed", range(10))
def test_parse_partial_json_matches(seed: int) -> None:
    """``parse_partial_json`` itself (any top-level value, errors included) is LangChain's."""
    r = random.Random(2000 + seed)
    for _ in range(200):
        text = tool_args_text(r) if r.random() < 0.7 else json_value(r)
        for end in sorted({len(text), *(r.randint(0, len(text)) for _ in range(5))}):
            prefix = text[:end]
            ours = outcome(parse_partial_json, prefix)
            theirs = outcome(lc_parse_partial_json, prefix)
            assert canonical(ours) == canonical(theirs), prefix


# ----------------------------------------------------------------------------
# AI message streams
# ----------------------------------------------------------------------------


def ai_stream(r: random.Random) -> list[dict[str, Any]]:
    """Keyword arguments of the chunks of one streamed AI message.

    Styles: plain text with OpenAI-style tool call chunks; Anthropic-style content blocks merged
    by index; v1 content (``output_version="v1"``) with ``tool_call_chunk`` and server tool call
    blocks. Text, tool-call arguments and legacy ``function_call`` arguments are split at random
    points; usage arrives on the last chunk, which has ``chunk_position="last"``.
    """
    style = r.choice(["openai", "openai", "blocks", "v1"])
    provider = {"openai": "openai", "blocks": "anthropic", "v1": "openai"}[style]
    ids = r.choice(
        [
            ["chatcmpl-1"],
            ["lc_run-1"],
            ["lc_abc"],
            [None],
            ["lc_run-1", "msg_9"],
            ["lc_abc", "lc_run-7"],
            ["", "run-2"],
        ]
    )
    events: list[tuple[str, Any]] = []
    text = "".join(
        r.choice(["Hel", "lo", " ", "wörld", "😀", "\n", "{", '"', "\\"]) for _ in range(r.randint(0, 12))
    )
    events += [("text", piece) for piece in split(r, text, 5)]
    if style != "blocks" and r.random() < 0.15:
        events += [("function_call", piece) for piece in split(r, tool_args_text(r))]
    if r.random() < 0.2:
        events += [("reasoning", piece) for piece in split(r, "Let me think... ok", 4)]
    calls = r.choice([0, 1, 1, 2, 3])
    for k in range(calls):
        index = k + (1 if style == "blocks" else 0)
        call_events: list[tuple[str, Any]] = [
            ("call_start", (index, f"call_{k}", r.choice(["search", "calc"])))
        ]
        call_events += [("call_args", (index, piece)) for piece in split(r, tool_args_text(r))]
        events += call_events
    if style == "v1" and r.random() < 0.4:
        events.append(("server_start", (calls + 1, "srv_1")))
        events += [("server_args", (calls + 1, piece)) for piece in split(r, tool_args_text(r))]
    if r.random() < 0.25:  # interleave the events of different calls
        head = [e for e in events if e[0] in {"text", "reasoning", "function_call"}]
        rest = [e for e in events if e not in head]
        r.shuffle(rest)
        rest.sort(
            key=lambda e: (
                e[1][0] if isinstance(e[1], tuple) else 0,
                e[0] not in {"call_start", "server_start"},
            )
        )
        events = head + (rest if r.random() < 0.5 else _interleave(r, rest))

    chunks: list[dict[str, Any]] = []
    for pos, (kind, data) in enumerate(events):
        chunk: dict[str, Any] = {"content": "" if style == "openai" else []}
        if kind == "text":
            if style == "openai":
                chunk["content"] = data
            else:
                chunk["content"] = [{"type": "text", "text": data, "index": 0}]
        elif kind == "reasoning":
            if style == "openai":
                chunk["additional_kwargs"] = {"reasoning_content": data}
            elif style == "blocks":
                chunk["content"] = [{"type": "thinking", "thinking": data, "index": 0}]
            else:
                chunk["content"] = [{"type": "reasoning", "reasoning": data, "index": 0}]
        elif kind == "function_call":
            first = not any(e[0] == "function_call" for e in events[:pos])
            chunk["additional_kwargs"] = {
                "function_call": {"name": "lookup" if first else None, "arguments": data}
            }
        elif kind in {"call_start", "call_args"}:
            if kind == "call_start":
                index, call_id, name = data
                piece = ""
            else:
                index, piece = data
                call_id = name = None
            chunk["tool_call_chunks"] = [{"name": name, "args": piece, "id": call_id, "index": index}]
            if style == "blocks":
                if kind == "call_start":
                    block = {"type": "tool_use", "id": call_id, "name": name, "input": {}, "index": index}
                else:
                    block = {"type": "input_json_delta", "partial_json": piece, "index": index}
                chunk["content"] = [block]
            elif style == "v1":
                block = {
                    "type": "tool_call_chunk",
                    "name": name,
                    "args": piece,
                    "id": call_id,
                    "index": index,
                }
                chunk["content"] = [block]
        elif kind == "server_start":
            index, call_id = data
            chunk["content"] = [
                {
                    "type": "server_tool_call_chunk",
                    "name": "web_search",
                    "args": "",
                    "id": call_id,
                    "index": index,
                }
            ]
        else:  # server_args
            index, piece = data
            chunk["content"] = [{"type": "server_tool_call_chunk", "args": piece, "index": index}]
        chunks.append(chunk)

    if not chunks or style == "v1" or r.random() < 0.3:
        # The last chunk carries only metadata (always in v1: a server tool call block completed
        # by the last chunk itself would be parsed there and then clash with the streamed text).
        chunks.append({"content": "" if style == "openai" else []})
    for pos, chunk in enumerate(chunks):
        chunk["id"] = ids[min(pos * len(ids) // len(chunks), len(ids) - 1)]
        metadata: dict[str, Any] = {"model_provider": provider}
        if pos == 0:
            metadata["model_name"] = "gpt-x"
        if style == "v1":
            metadata["output_version"] = "v1"
        chunk["response_metadata"] = metadata
    last = chunks[-1]
    last["response_metadata"]["finish_reason"] = r.choice(["stop", "tool_calls", "end_turn"])
    last["chunk_position"] = "last"
    if r.random() < 0.8:
        last["usage_metadata"] = {
            "input_tokens": 11,
            "output_tokens": 7,
            "total_tokens": 18,
            "output_token_details": {"reasoning": 3, "custom_detail": 1},
        }
    if r.random() < 0.3:
        chunks[0]["usage_metadata"] = {
            "input_tokens": 11,
            "output_tokens": 0,
            "total_tokens": 11,
            "input_token_details": {"cache_read": 4},
        }
    return chunks


def _interleave(r: random.Random, events: list[tuple[str, Any]]) -> list[tuple[str, Any]]:
    """Round-robin the events of different tool calls, keeping each call's own order."""
    queues: dict[Any, list[tuple[str, Any]]] = {}
    for event in events:
        queues.setdefault(event[1][0], []).append(event)
    out: list[tuple[str, Any]] = []
    while queues:
        key = r.choice(list(queues))
        out.append(queues[key].pop(0))
        if not queues[key]:
            del queues[key]
    return out


def build_pair(class_name: str, kwargs: dict[str, Any]) -> tuple[Any, Any]:
    """The same chunk from chatschema and from LangChain (each with its own copy of the data)."""
    ours = getattr(cs, class_name)(**json.loads(json.dumps(kwargs)))
    theirs = getattr(lc, class_name)(**json.loads(json.dumps(kwargs)))
    return ours, theirs


@pytest.mark.parametrize("seed", range(20))
def test_ai_streams_every_step(seed: int) -> None:
    """``acc = acc + chunk`` over random streams: every intermediate sum equals LangChain's."""
    r = random.Random(3000 + seed)
    for _ in range(12):
        specs = ai_stream(r)
        pairs = [build_pair("AIMessageChunk", spec) for spec in specs]
        for ours, theirs in pairs:
            assert_same(ours, theirs, "construction")
        acc, acc_lc = pairs[0]
        step = 1
        while step < len(pairs):
            if r.random() < 0.1:  # sometimes add a list of chunks at once
                group = pairs[step : step + r.randint(1, 3)]
                acc = acc + [p[0] for p in group]
                acc_lc = acc_lc + [p[1] for p in group]
                step += len(group)
            else:
                acc = acc + pairs[step][0]
                acc_lc = acc_lc + pairs[step][1]
                step += 1
            assert_same(acc, acc_lc, (specs, step))
        assert_same(message_chunk_to_message(acc), lc_chunk_to_message(acc_lc), "to message")


@pytest.mark.parametrize("seed", range(6))
def test_ai_streams_branching(seed: int) -> None:
    """Adding different chunks to the same sum (the parser cache must not leak between branches)."""
    r = random.Random(4000 + seed)
    for _ in range(10):
        pairs = [build_pair("AIMessageChunk", spec) for spec in ai_stream(r)]
        acc, acc_lc = pairs[0]
        sums = [(acc, acc_lc)]
        for ours, theirs in pairs[1:]:
            base, base_lc = r.choice(sums) if r.random() < 0.3 else sums[-1]
            acc, acc_lc = base + ours, base_lc + theirs
            assert_same(acc, acc_lc, "branch")
            sums.append((acc, acc_lc))
        for total, total_lc in sums:  # nothing returned earlier was changed afterwards
            assert_same(total, total_lc, "revisited")


# ----------------------------------------------------------------------------
# The other chunk classes, and mixed operands
# ----------------------------------------------------------------------------


def simple_content(r: random.Random) -> Any:
    # No empty list: text after an empty list is the deliberate difference tested in test_merge_content.
    if r.random() < 0.55:
        return r.choice(["", "a", "bc", " ", "é😀"])
    items: list[Any] = []
    for _ in range(r.randint(1, 3)):
        if r.random() < 0.3:
            items.append(r.choice(["x", "", "yz"]))
        else:
            items.append({"type": "text", "text": r.choice(["p", "q", ""]), "index": r.choice([0, 1])})
    return items


def simple_kwargs(r: random.Random) -> dict[str, Any]:
    out: dict[str, Any] = {"content": simple_content(r)}
    if r.random() < 0.3:
        out["additional_kwargs"] = {"refusal": r.choice(["no", "pe"]), "n": r.choice([1, 2])}
    if r.random() < 0.3:
        out["response_metadata"] = {"model_provider": "x", "logprobs": {"content": [r.randint(0, 3)]}}
    if r.random() < 0.3:
        out["id"] = r.choice(["m1", "m2", None])
    if r.random() < 0.2:
        out["name"] = r.choice(["ann", "bob"])
    return out


def tool_kwargs(r: random.Random) -> dict[str, Any]:
    out = simple_kwargs(r)
    out["tool_call_id"] = r.choice(["c1", "c1", "c1", "c2"])
    out["status"] = r.choice(["success", "success", "error"])
    out["artifact"] = r.choice([None, "raw", {"rows": [1]}, [1, 2], {"rows": [3], "n": 1}, 5])
    return out


def make_chunk(r: random.Random, class_name: str | None = None) -> tuple[Any, Any]:
    name = class_name or r.choice(
        [
            "HumanMessageChunk",
            "SystemMessageChunk",
            "ChatMessageChunk",
            "FunctionMessageChunk",
            "ToolMessageChunk",
        ]
    )
    if name == "ToolMessageChunk":
        kwargs = tool_kwargs(r)
    else:
        kwargs = simple_kwargs(r)
        if name == "ChatMessageChunk":
            kwargs["role"] = r.choice(["critic", "critic", "judge"])
        if name == "FunctionMessageChunk":
            kwargs["name"] = r.choice(["f", "f", "g"])
        if name == "SystemMessageChunk":
            kwargs.pop("name", None)
    if name == "AIMessageChunk":
        kwargs.pop("name", None)
    return build_pair(name, kwargs)


@pytest.mark.parametrize("seed", range(10))
def test_other_chunk_streams(seed: int) -> None:
    """Human, system, chat, function and tool chunk streams, including the errors LangChain raises."""
    r = random.Random(5000 + seed)
    for _ in range(60):
        name = r.choice(
            [
                "HumanMessageChunk",
                "SystemMessageChunk",
                "ChatMessageChunk",
                "FunctionMessageChunk",
                "ToolMessageChunk",
            ]
        )
        acc, acc_lc = make_chunk(r, name)
        for _ in range(r.randint(1, 6)):
            ours, theirs = make_chunk(r, name)
            a = outcome(operator.add, acc, ours)
            b = outcome(operator.add, acc_lc, theirs)
            assert a[0] == b[0], (a, b)
            if a[0] == "raises":
                assert a[1] == b[1]
                break
            acc, acc_lc = a[1], b[1]
            assert_same(acc, acc_lc, name)
        assert_same(message_chunk_to_message(acc), lc_chunk_to_message(acc_lc), "to message")


@pytest.mark.parametrize("seed", range(10))
def test_mixed_operands(seed: int) -> None:
    """Chunks of different classes, lists and non-chunks: same result or same kind of error."""
    r = random.Random(6000 + seed)
    classes = [
        "HumanMessageChunk",
        "SystemMessageChunk",
        "ChatMessageChunk",
        "FunctionMessageChunk",
        "ToolMessageChunk",
        "AIMessageChunk",
    ]
    for _ in range(80):
        left, left_lc = make_chunk(r, r.choice(classes))
        roll = r.random()
        if roll < 0.6:
            right, right_lc = make_chunk(r, r.choice(classes))
        elif roll < 0.85:
            pairs = [make_chunk(r, r.choice(classes)) for _ in range(r.randint(0, 3))]
            right, right_lc = [p[0] for p in pairs], [p[1] for p in pairs]
            if r.random() < 0.3:
                right, right_lc = tuple(right), tuple(right_lc)
        else:
            right = right_lc = r.choice([1, "text", None, cs.HumanMessage("x")])
            if isinstance(right, cs.HumanMessage):
                right_lc = lc.HumanMessage("x")
        a = outcome(operator.add, left, right)
        b = outcome(operator.add, left_lc, right_lc)
        if b == ("raises", "KeyError"):
            # LangChain fails inside its ToolMessage validator (KeyError: 'tool_call_id');
            # chatschema reports the missing field as a ValidationError (a ValueError).
            assert isinstance(left, cs.ToolMessageChunk)
            b = ("raises", "ValueError")
        assert a[0] == b[0], (left, right, a, b)
        if a[0] == "raises":
            assert a[1] == b[1], (left, right)
        else:
            assert_same(a[1], b[1], (left, right))


def test_unsupported_operand_message() -> None:
    ours = outcome(operator.add, cs.HumanMessageChunk("x"), 1)
    with pytest.raises(TypeError) as theirs:
        lc.HumanMessageChunk("x") + 1
    with pytest.raises(TypeError) as mine:
        cs.HumanMessageChunk("x") + 1
    assert ours[0] == "raises"
    assert str(mine.value) == str(theirs.value)


# ----------------------------------------------------------------------------
# merge_content, merge_dicts, merge_lists, merge_obj
# ----------------------------------------------------------------------------

_KEYS = ["a", "text", "arguments", "index", "created", "id", "type", "n", "value", "extras"]


def random_leaf(r: random.Random) -> Any:
    return r.choice(["", "x", "yz", "lc_1", 0, 1, 2, True, False, 1.5, None])


def random_dict(
    r: random.Random, depth: int = 0, keys: list[str] = _KEYS, lists: bool = True
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for _ in range(r.randint(0, 4)):
        key = r.choice(keys)
        roll = r.random()
        if depth < 2 and roll < 0.2:
            out[key] = random_dict(r, depth + 1, keys, lists)
        elif depth < 2 and roll < 0.35 and lists:
            out[key] = random_list(r, depth + 1, keys)
        else:
            out[key] = random_leaf(r)
    return out


def random_list(r: random.Random, depth: int = 0, keys: list[str] = _KEYS) -> list[Any]:
    items: list[Any] = []
    for _ in range(r.randint(0, 3)):
        roll = r.random()
        if roll < 0.6:
            item = random_dict(r, depth + 1, keys)
            item["index"] = r.choice([0, 1, "lc_a", "b", 0])
            if r.random() < 0.3:
                item["id"] = r.choice(["", "i1", "i2", None])
            if r.random() < 0.2:
                item["type"] = "non_standard"
                item["value"] = {"type": "x", "k": r.choice(["v", "w"])}
            items.append(item)
        else:
            items.append(random_leaf(r))
    return items


@pytest.mark.parametrize("seed", range(10))
def test_merge_dicts_and_lists(seed: int) -> None:
    """Random nested data (keys outside KEEP_ONCE_KEYS but ``id``): LangChain's results and errors."""
    r = random.Random(7000 + seed)
    for _ in range(300):
        left = random_dict(r)
        others = [random_dict(r) for _ in range(r.randint(1, 3))]
        if r.random() < 0.5:  # make collisions likely
            others = [{**left, **o} for o in others]
        a = outcome(merge_dicts, left, *others)
        b = outcome(lc_merge_dicts, left, *others)
        assert canonical(a) == canonical(b), (left, others)
        la, lb = random_list(r), [random_list(r) for _ in range(r.randint(1, 3))]
        a = outcome(merge_lists, la, *lb)
        b = outcome(lc_merge_lists, la, *lb)
        assert canonical(a) == canonical(b), (la, lb)
        x, y = random_leaf(r) if r.random() < 0.5 else random_dict(r), random_leaf(r)
        if r.random() < 0.5:
            y = x if r.random() < 0.5 else (random_dict(r) if isinstance(x, dict) else y)
        a = outcome(merge_obj, x, y)
        b = outcome(lc_merge_obj, x, y)
        assert canonical(a) == canonical(b), (x, y)


def _explained(ours: Any, theirs: Any) -> bool:
    """True when ``theirs`` differs from ``ours`` only where LangChain doubled an equal kept-once string."""
    if isinstance(ours, dict) and isinstance(theirs, dict):
        if list(ours) != list(theirs):
            return False
        for key in ours:
            a, b = ours[key], theirs[key]
            if isinstance(a, str) and isinstance(b, str) and key in KEEP_ONCE_KEYS and a != b:
                if b != a + a:
                    return False
            elif not _explained(a, b):
                return False
        return True
    if isinstance(ours, list) and isinstance(theirs, list):
        return len(ours) == len(theirs) and all(_explained(a, b) for a, b in zip(ours, theirs, strict=True))
    return canonical(ours) == canonical(theirs)


@pytest.mark.parametrize("seed", range(5))
def test_merge_dicts_metadata_keys(seed: int) -> None:
    """With metadata keys, each merge step differs from LangChain only by keeping equal strings once."""
    r = random.Random(8000 + seed)
    keys = ["model_name", "finish_reason", "id", "system_fingerprint", "text", "index"]
    differs = 0
    for _ in range(400):
        # No lists: one merge step then merges each string at most once.
        left = random_dict(r, keys=keys, lists=False)
        others = [{**left, **random_dict(r, keys=keys, lists=False)} for _ in range(r.randint(1, 3))]
        whole = outcome(merge_dicts, left, *others)
        merged = left
        for other in others:
            a = outcome(merge_dicts, merged, other)
            b = outcome(lc_merge_dicts, merged, other)
            assert a[0] == b[0]
            if a[0] == "raises":
                assert a == b == whole
                break
            assert _explained(a[1], b[1]), (merged, other, a, b)
            differs += canonical(a) != canonical(b)
            merged = a[1]
        else:
            assert canonical(whole) == canonical(("ok", merged))  # merging several = merging one by one
    assert differs > 0


def random_content(r: random.Random) -> Any:
    roll = r.random()
    if roll < 0.45:
        return r.choice(["", "a", "bc"])
    if roll < 0.55:
        return []
    return random_list(r, 1, ["text", "type", "n"])


@pytest.mark.parametrize("seed", range(5))
def test_merge_content(seed: int) -> None:
    """LangChain's merge_content, except that text after an empty list is kept (issue #40224)."""
    r = random.Random(9000 + seed)
    fixed_cases = 0
    for _ in range(400):
        contents = [random_content(r) for _ in range(r.randint(1, 5))]
        fixed: list[bool] = []
        expected = outcome(_fold_fixed, contents, fixed)
        assert canonical(outcome(merge_content, *contents)) == canonical(expected), contents
        if not fixed:
            theirs = outcome(lc_merge_content, *contents)
            assert canonical(theirs) == canonical(expected), contents
        fixed_cases += bool(fixed)
    assert fixed_cases > 0


def _fold_fixed(contents: list[Any], fixed: list[bool]) -> Any:
    """LangChain's merge_content one content at a time, with the one deliberate change."""
    merged = lc_merge_content(contents[0])
    for content in contents[1:]:
        if merged == [] and isinstance(content, str) and content:
            merged = [content]
            fixed.append(True)
        else:
            merged = lc_merge_content(merged, content)
    return merged


# ----------------------------------------------------------------------------
# usage
# ----------------------------------------------------------------------------


def random_usage(r: random.Random) -> dict[str, Any] | None:
    if r.random() < 0.15:
        return r.choice([None, {}])
    usage: dict[str, Any] = {
        "input_tokens": r.randint(0, 9),
        "output_tokens": r.randint(0, 9),
        "total_tokens": r.randint(0, 18),
    }
    if r.random() < 0.5:
        usage["input_token_details"] = {
            k: r.randint(0, 5) for k in r.sample(["cache_read", "audio", "zz"], 2)
        }
    if r.random() < 0.5:
        usage["output_token_details"] = {
            k: r.randint(0, 5) for k in r.sample(["reasoning", "audio", "yy"], 2)
        }
    if r.random() < 0.2:
        usage["provider_count"] = r.randint(0, 3)
    if r.random() < 0.05:
        usage["bad"] = r.choice(["x", 1.5, [1]])
    return usage


@pytest.mark.parametrize("seed", range(5))
def test_usage(seed: int) -> None:
    r = random.Random(10000 + seed)
    for _ in range(400):
        left, right = random_usage(r), random_usage(r)
        for ours_fn, theirs_fn in ((add_usage, lc_add_usage), (subtract_usage, lc_subtract_usage)):
            a = outcome(ours_fn, left, right)
            b = outcome(lambda f, a, b: dict(f(a, b)), theirs_fn, left, right)
            assert canonical(a) == canonical(b), (left, right)


@pytest.mark.parametrize("class_name", CHUNK_CLASSES)
def test_chunk_to_message_keeps_what_langchain_keeps(class_name: str) -> None:
    kwargs: dict[str, Any] = {
        "content": "hi",
        "id": "m1",
        "response_metadata": {"a": 1},
        "additional_kwargs": {"b": 2},
    }
    if class_name != "SystemMessageChunk":
        kwargs["name"] = "nm"
    if class_name == "ChatMessageChunk":
        kwargs["role"] = "critic"
    if class_name == "AIMessageChunk":
        kwargs["tool_call_chunks"] = [{"name": "f", "args": '{"a": 1', "id": "c", "index": 0}]
        kwargs["usage_metadata"] = {"input_tokens": 1, "output_tokens": 2, "total_tokens": 3}
        kwargs["chunk_position"] = "last"
    ours, theirs = build_pair(class_name, kwargs)
    assert_same(message_chunk_to_message(ours), lc_chunk_to_message(theirs), class_name)
