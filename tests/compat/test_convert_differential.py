"""Differential tests: convert_to_messages and the stored form against langchain_core 1.7.

Inputs come from a seeded ``random.Random`` in every form ``convert_to_messages`` accepts:
message objects, strings, ``(role, content)`` pairs, OpenAI-style dicts, LangChain's flat
``model_dump()`` form and its ``{"lc": 1, "type": "constructor", ...}`` envelope, plus
inputs LangChain rejects. Outputs are compared as ``model_dump()`` dicts (chatschema's
against LangChain's). Where the two differ on purpose, the test computes what LangChain
gives from chatschema's answer and the documented rule (docs/compat.md), so any other
difference still fails.
"""

from __future__ import annotations

import copy
import json
import random
import warnings
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from langchain_core import messages as lc
from langchain_core.load import load as lc_load
from langchain_core.messages.utils import convert_to_messages as lc_convert

import chatschema
from chatschema._serialize import messages_from_dict, messages_to_dict
from chatschema.convert import convert_to_messages

ROOT = Path(__file__).resolve().parents[2]

SEEDS = range(40)
"""Each seed drives one batch of every case kind below."""

PER_SEED = 12
"""Cases of each kind per seed."""

SUPPORTED_BY_LANGCHAIN = {"human", "ai", "system", "function", "tool", "remove"}
"""Flat-form type tags LangChain's convert_to_messages reads; it rejects chat and the chunks."""

TEXTS = ["", "hi", "Hello, world!", "Zürich ☂ 18.5 °C", "日本語", "emoji 😀", 'q " b \\ t \t', "a\nb", "null"]
KEYS = ["a", "b", "key with space", "ünï", "x-y", "0", "nested", "data", "lc"]
NAMES = ["search", "get_weather", "calc", "lookup_user"]
ROLES = ["user", "assistant", "system", "developer", "tool", "function", "human", "ai"]


# --------------------------------------------------------------------------------------------------
# Random values


def json_value(rng: random.Random, depth: int = 0) -> Any:
    kind = rng.randrange(7 if depth < 2 else 5)
    if kind == 0:
        return rng.choice(TEXTS)
    if kind == 1:
        return rng.randint(-(2**40), 2**40)
    if kind == 2:
        return rng.choice([0.5, -1.25, 1e-3, 3.0])
    if kind == 3:
        return rng.choice([True, False])
    if kind == 4:
        return None
    if kind == 5:
        return [json_value(rng, depth + 1) for _ in range(rng.randrange(3))]
    return json_object(rng, depth + 1)


def json_object(rng: random.Random, depth: int = 0, size: int = 3) -> dict[str, Any]:
    return {rng.choice(KEYS): json_value(rng, depth) for _ in range(rng.randrange(size + 1))}


def block(rng: random.Random) -> Any:
    kind = rng.randrange(7)
    if kind == 0:
        return rng.choice(TEXTS)
    if kind == 1:
        return {"type": "text", "text": rng.choice(TEXTS)}
    if kind == 2:
        return {"type": "image_url", "image_url": {"url": "https://example.com/a.png"}}
    if kind == 3:
        return {"type": "image", "url": "https://example.com/b.png"}
    if kind == 4:
        return {"type": "reasoning", "reasoning": rng.choice(TEXTS)}
    if kind == 5:
        return {"type": "text", "text": "cited", "id": f"b{rng.randrange(99)}"}
    return {"type": "tool_use", "id": "tu1", "name": rng.choice(NAMES), "input": json_object(rng)}


def content(rng: random.Random) -> Any:
    if rng.random() < 0.6:
        return rng.choice(TEXTS)
    return [block(rng) for _ in range(rng.randrange(4))]


def maybe_id(rng: random.Random, prefix: str = "m") -> str | None:
    return f"{prefix}{rng.randrange(10_000)}" if rng.random() < 0.6 else None


def tool_call(rng: random.Random) -> dict[str, Any]:
    return {
        "name": rng.choice(NAMES),
        "args": json_object(rng),
        "id": maybe_id(rng, "call_"),
        "type": "tool_call",
    }


def invalid_tool_call(rng: random.Random) -> dict[str, Any]:
    return {
        "name": rng.choice([*NAMES, None]),
        "args": rng.choice(['{"a": ', "not json", None]),
        "id": maybe_id(rng, "call_"),
        "error": rng.choice([None, "bad args"]),
        "type": "invalid_tool_call",
    }


def usage(rng: random.Random) -> dict[str, Any]:
    i, o = rng.randrange(5000), rng.randrange(5000)
    out: dict[str, Any] = {"input_tokens": i, "output_tokens": o, "total_tokens": i + o}
    if rng.random() < 0.4:
        out["input_token_details"] = {"cache_read": rng.randrange(i + 1)}
    if rng.random() < 0.3:
        out["output_token_details"] = {"reasoning": rng.randrange(o + 1)}
    return out


def common(rng: random.Random) -> dict[str, Any]:
    kwargs: dict[str, Any] = {"content": content(rng)}
    if rng.random() < 0.5:
        kwargs["additional_kwargs"] = json_object(rng)
    if rng.random() < 0.4:
        kwargs["response_metadata"] = json_object(rng)
    if rng.random() < 0.3:
        kwargs["name"] = rng.choice(["alice", "bot", ""])
    kwargs["id"] = maybe_id(rng)
    return kwargs


def lc_message(rng: random.Random, cls: type[Any] | None = None) -> Any:
    """A random langchain_core message of any of the 13 classes."""
    classes: list[type[Any]] = [
        lc.HumanMessage,
        lc.AIMessage,
        lc.SystemMessage,
        lc.ToolMessage,
        lc.FunctionMessage,
        lc.ChatMessage,
        lc.RemoveMessage,
        lc.HumanMessageChunk,
        lc.AIMessageChunk,
        lc.SystemMessageChunk,
        lc.ToolMessageChunk,
        lc.FunctionMessageChunk,
        lc.ChatMessageChunk,
    ]
    cls = cls or rng.choice(classes)
    if cls is lc.RemoveMessage:
        return cls(id=f"m{rng.randrange(1000)}")
    kwargs = common(rng)
    if cls in (lc.HumanMessage, lc.AIMessage, lc.HumanMessageChunk, lc.AIMessageChunk) and rng.random() < 0.2:
        kwargs["example"] = rng.choice([True, False])  # the 0.3 field
    if cls in (lc.AIMessage, lc.AIMessageChunk):
        if rng.random() < 0.5:
            kwargs["tool_calls"] = [tool_call(rng) for _ in range(rng.randrange(1, 3))]
        if rng.random() < 0.3:
            kwargs["invalid_tool_calls"] = [invalid_tool_call(rng) for _ in range(rng.randrange(1, 3))]
        if rng.random() < 0.5:
            kwargs["usage_metadata"] = usage(rng)
    if cls is lc.AIMessageChunk and rng.random() < 0.3:
        kwargs.pop("tool_calls", None)
        kwargs.pop("invalid_tool_calls", None)
        kwargs["tool_call_chunks"] = [
            {
                "name": rng.choice([*NAMES, None]),
                "args": rng.choice(['{"q": "x"}', '{"q": ', "", None]),
                "id": maybe_id(rng, "call_"),
                "index": rng.choice([0, 1, None]),
                "type": "tool_call_chunk",
            }
            for _ in range(rng.randrange(1, 3))
        ]
        if rng.random() < 0.5:
            kwargs["chunk_position"] = "last"
    if cls in (lc.ToolMessage, lc.ToolMessageChunk):
        kwargs["tool_call_id"] = f"call_{rng.randrange(1000)}"
        if rng.random() < 0.4:
            kwargs["artifact"] = json_value(rng)
        if rng.random() < 0.4:
            kwargs["status"] = rng.choice(["success", "error"])
    if cls in (lc.FunctionMessage, lc.FunctionMessageChunk):
        kwargs["name"] = rng.choice(NAMES)
    if cls in (lc.ChatMessage, lc.ChatMessageChunk):
        kwargs["role"] = rng.choice(["reviewer", "narrator", "user", "critic"])
    return cls(**kwargs)


def openai_tool_call(rng: random.Random) -> dict[str, Any]:
    args = json_object(rng)
    arguments: Any = json.dumps(args, ensure_ascii=rng.random() < 0.5) if rng.random() < 0.8 else args
    if isinstance(arguments, str) and rng.random() < 0.2:
        arguments = arguments.replace("}", "\n}")  # whitespace, and strict=False control characters
    return {
        "id": f"call_{rng.randrange(1000)}",
        "type": "function",
        "function": {"name": rng.choice(NAMES), "arguments": arguments},
    }


def openai_dict(rng: random.Random) -> dict[str, Any]:
    """An OpenAI-style (role) dict, with the extra keys LangChain routes to additional_kwargs."""
    role = rng.choice(ROLES)
    out: dict[str, Any] = {"role": role, "content": rng.choice([content(rng), None, [], ""])}
    if rng.random() < 0.3:
        out["name"] = rng.choice(NAMES)
    if rng.random() < 0.4:
        out["id"] = f"msg_{rng.randrange(1000)}"
    if role in ("assistant", "ai") and rng.random() < 0.6:
        out["tool_calls"] = [
            openai_tool_call(rng) if rng.random() < 0.7 else tool_call(rng) for _ in range(rng.randrange(3))
        ]
    if role == "tool":
        out["tool_call_id"] = f"call_{rng.randrange(1000)}"
        if rng.random() < 0.3:
            out["status"] = rng.choice(["success", "error"])
        if rng.random() < 0.3:
            out["artifact"] = json_value(rng)
    if role == "function":
        out["name"] = rng.choice(NAMES)
    if role in ("user", "human", "assistant", "ai") and rng.random() < 0.2:
        out["example"] = rng.choice([True, False])
    for _ in range(rng.randrange(3)):
        out[rng.choice(["refusal", "audio", "foo", "type", "lc_source", "x-y"])] = json_value(rng)
    if rng.random() < 0.3:
        out["additional_kwargs"] = json_object(rng)
        if rng.random() < 0.5:
            special: dict[str, list[Any]] = {
                "example": [True, False],
                "status": ["success", "error", None],
                "artifact": [{"k": 1}, None, "x"],
                "response_metadata": [{"k": 1}],
                "__openai_role__": ["developer"],
                "tool_calls": [[], [openai_tool_call(rng)]],
            }
            key = rng.choice(list(special))
            out["additional_kwargs"][key] = rng.choice(special[key])
    if rng.random() < 0.3:
        out["response_metadata"] = rng.choice([{}, json_object(rng), {"model_name": "gpt"}])
    return out


# --------------------------------------------------------------------------------------------------
# Comparing


class Tally:
    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()


TALLY = Tally()
"""How many cases of each kind ran, and how often each documented difference showed."""


def dump(message: Any) -> dict[str, Any]:
    """``model_dump()``, with an unset ``chunk_position`` written as LangChain writes it (null)."""
    out: dict[str, Any] = message.model_dump()
    if out["type"] == "AIMessageChunk":
        out.setdefault("chunk_position", None)
    return out


def canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def outcome(fn: Callable[[], Any]) -> tuple[str, Any]:
    try:
        return "ok", fn()
    except Exception as error:
        return "error", error


LC_CONSTRUCTOR_KEYS = {"content", "type", "name", "id", "tool_call_id", "tool_calls", "response_metadata"}
"""The keys of a flat dict LangChain's convert_to_messages passes to the constructor."""

LC_TAKEN_BACK = {"human": {"example"}, "ai": {"example"}, "tool": {"artifact", "status"}}
"""Keys LangChain takes back out of additional_kwargs, per type."""


def langchain_reading_of_flat(flat: dict[str, Any], ours: dict[str, Any]) -> dict[str, Any]:
    """What LangChain builds from a flat dict, derived from chatschema's lossless answer.

    LangChain passes only content, name, id, tool_call_id, tool_calls and a non-empty
    response_metadata to the constructor; every other key goes to ``additional_kwargs``
    (ahead of the keys of the nested one), and only ``example`` (human and AI, kept when
    true) and ``artifact`` and ``status`` (tool) are taken back out. So an AI message's
    ``invalid_tool_calls`` and ``usage_metadata`` end up in ``additional_kwargs``, and an
    empty content list becomes "". This is the difference docs/compat.md documents
    (langchain-ai/langchain#32835); chatschema reads each field as that field.
    """
    tag = flat["type"]
    expected = copy.deepcopy(ours)
    if not flat["content"]:
        expected["content"] = ""
    moved = {
        k: v
        for k, v in flat.items()
        if k not in LC_CONSTRUCTOR_KEYS and k != "additional_kwargs" and k not in LC_TAKEN_BACK.get(tag, ())
    }
    if moved:
        expected["additional_kwargs"] = {**moved, **flat.get("additional_kwargs", {})}
    for key, default in (("invalid_tool_calls", []), ("usage_metadata", None)):
        if key in moved:
            expected[key] = default
    if tag in ("human", "ai") and flat.get("example") is False:
        del expected["example"]
    return expected


def same_but_rederived(ours: dict[str, Any], theirs: dict[str, Any]) -> bool:
    """True when two different dumps of an AIMessageChunk differ only in its tool calls.

    LangChain derives a chunk's ``tool_calls``/``invalid_tool_calls`` from its
    ``tool_call_chunks`` every time it builds one, which is not idempotent: an invalid call
    whose partial JSON parses comes back valid. chatschema keeps them as written
    (docs/compat.md). Counted, so the test shows how often it happened.
    """
    if ours == theirs or ours["type"] != "AIMessageChunk":
        return False
    keep = ("tool_calls", "invalid_tool_calls")
    if {k: v for k, v in ours.items() if k not in keep} != {k: v for k, v in theirs.items() if k not in keep}:
        return False
    TALLY.counts["AIMessageChunk tool calls re-derived by LangChain"] += 1
    return True


# --------------------------------------------------------------------------------------------------
# The cases


def check_same(item: Any, what: str) -> None:
    """chatschema and LangChain agree on one input: the same dump, or the same kind of error."""
    theirs = outcome(lambda: dump(lc_convert([copy.deepcopy(item)])[0]))
    ours = outcome(lambda: dump(convert_to_messages([copy.deepcopy(item)])[0]))
    TALLY.counts[what] += 1
    TALLY.counts[f"{what}: {theirs[0]}"] += 1
    if theirs[0] == "ok":
        assert ours[0] == "ok", (item, ours[1])
        assert canonical(ours[1]) == canonical(theirs[1]), item
        return
    assert ours[0] == "error", (item, theirs[1], ours[1])
    check_same_error(theirs[1], ours[1], item)


def check_same_error(theirs: Exception, ours: Exception, item: Any) -> None:
    if isinstance(theirs, NotImplementedError):
        assert isinstance(ours, NotImplementedError), item
        assert isinstance(ours, chatschema.ValidationError), item
        assert str(theirs).splitlines()[0] == ours.message, item
    elif isinstance(theirs, ValueError):
        assert isinstance(ours, chatschema.ValidationError), (item, ours)
        first = str(theirs).splitlines()[0]
        if first.startswith(("Unexpected message type", "Message dict must contain")):
            assert first.startswith(ours.message), (first, ours.message)
    else:
        # LangChain's accidental KeyError/TypeError (no tool_call_id, no id on remove, a malformed
        # OpenAI tool call): chatschema says where, with a ValidationError (docs/compat.md).
        assert isinstance(theirs, (KeyError, TypeError)), (item, theirs)
        assert isinstance(ours, chatschema.ValidationError), (item, ours)


def case_objects(rng: random.Random) -> None:
    """langchain_core message objects become chatschema messages with the same fields."""
    message = lc_message(rng)
    [ours] = convert_to_messages([message])
    assert canonical(dump(ours)) == canonical(dump(message))
    assert convert_to_messages([ours])[0] is ours
    TALLY.counts["objects"] += 1


def case_flat(rng: random.Random) -> None:
    """The flat form round-trips losslessly; LangChain differs only as documented."""
    message = lc_message(rng)
    flat = message.model_dump()
    [ours] = convert_to_messages([copy.deepcopy(flat)])
    assert canonical(dump(ours)) == canonical(flat)
    if rng.random() < 0.3:
        # Keys that are no field of the type go to additional_kwargs, ahead of the nested keys.
        extra = {rng.choice(["refusal", "audio", "x-y", "lc_source"]): json_value(rng)}
        flat = {**flat, **extra}
        [ours] = convert_to_messages([copy.deepcopy(flat)])
        written = {k: v for k, v in flat.items() if k not in extra}
        written["additional_kwargs"] = {**extra, **flat["additional_kwargs"]}
        assert canonical(dump(ours)) == canonical(written)
        TALLY.counts["flat: with keys that are no field"] += 1
    theirs = outcome(lambda: lc_convert([copy.deepcopy(flat)])[0])
    if flat["type"] in SUPPORTED_BY_LANGCHAIN:
        assert theirs[0] == "ok", theirs[1]
        assert canonical(dump(theirs[1])) == canonical(langchain_reading_of_flat(flat, dump(ours)))
        if dump(theirs[1]) != dump(ours):
            TALLY.counts["flat: LangChain lossy (documented)"] += 1
    elif theirs[0] == "ok":
        # A chat message whose role LangChain knows becomes a message of that role.
        assert flat["type"] in ("chat", "ChatMessageChunk")
        assert theirs[1].type != flat["type"]
        TALLY.counts["flat: LangChain reads a chat message by its role"] += 1
    else:
        assert isinstance(theirs[1], ValueError)
        assert str(theirs[1]).startswith("Unexpected message type")
        TALLY.counts["flat: LangChain rejects the type"] += 1
    TALLY.counts["flat"] += 1


def case_envelope(rng: random.Random) -> None:
    """The constructor envelope reads as LangChain's own loader reads it."""
    message = lc_message(rng)
    envelope = message.to_json()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # load() is in beta
        loaded = lc_load(copy.deepcopy(envelope), allowed_objects=[type(message)])
    [ours] = convert_to_messages([copy.deepcopy(envelope)])
    if not same_but_rederived(dump(ours), dump(loaded)):
        assert canonical(dump(ours)) == canonical(dump(loaded))
    else:
        for key in ("tool_calls", "invalid_tool_calls"):  # kept as written
            assert canonical(dump(ours)[key]) == canonical(envelope["kwargs"][key])
    theirs = outcome(lambda: lc_convert([copy.deepcopy(envelope)])[0])
    kwargs = envelope["kwargs"]
    if kwargs["type"] in SUPPORTED_BY_LANGCHAIN:
        assert theirs[0] == "ok", theirs[1]
        flat = {"content": "", **kwargs}
        assert canonical(dump(theirs[1])) == canonical(langchain_reading_of_flat(flat, dump(ours)))
    else:
        assert theirs[0] == "error" or theirs[1].type != kwargs["type"]
    TALLY.counts["envelope"] += 1


def case_openai(rng: random.Random) -> None:
    check_same(openai_dict(rng), "openai")


def case_pair(rng: random.Random) -> None:
    role = rng.choice(["human", "user", "ai", "assistant", "system", "developer"])
    value = content(rng)
    check_same((role, value) if rng.random() < 0.5 else [role, value], "pair")


def case_string(rng: random.Random) -> None:
    check_same(rng.choice(TEXTS) + str(rng.randrange(100)), "string")


def case_error(rng: random.Random) -> None:
    """Inputs LangChain refuses: chatschema refuses them with the same kind of error."""
    kind = rng.randrange(9)
    item: Any
    if kind == 0:
        item = {"role": rng.choice(["robot", "chat", "AIMessageChunk", "", "USER"]), "content": "x"}
    elif kind == 1:
        item = {rng.choice(["role", "type"]): rng.choice(ROLES)}
    elif kind == 2:
        item = {"content": "no role"}
    elif kind == 3:
        item = tuple(rng.choice(ROLES) for _ in range(rng.choice([0, 1, 3])))
    elif kind == 4:
        item = rng.choice([1, 2.5, None, {1, 2}, b"ab"[:1]])
    elif kind == 5:
        item = (rng.choice(["robot", "chat", "remove", "tool", "function"]), "x")
    elif kind == 6:
        call = openai_tool_call(rng)
        call["function"]["arguments"] = rng.choice(['{"a": ', "{'a': 1}", "nope"])
        item = {"role": "assistant", "content": "", "tool_calls": [call]}
    elif kind == 7:
        item = {"type": "tool", "content": "x"}  # no tool_call_id
    else:
        item = {"role": "remove", "content": ""}  # no id
    check_same(item, "errors")


def case_stored(rng: random.Random) -> None:
    """messages_to_dict / messages_from_dict agree with LangChain's, both ways."""
    history = [lc_message(rng) for _ in range(rng.randrange(1, 6))]
    stored = lc.messages_to_dict(history)
    ours = messages_from_dict(copy.deepcopy(stored))
    theirs = lc.messages_from_dict(copy.deepcopy(stored))
    for mine, their, written_by_lc in zip(ours, theirs, stored, strict=True):
        assert canonical(dump(mine)) == canonical(written_by_lc["data"])  # lossless
        if dump(their) != dump(mine):
            assert same_but_rederived(dump(mine), dump(their)), written_by_lc
    written = messages_to_dict(ours)
    for mine, expected in zip(written, stored, strict=True):
        assert mine["type"] == expected["type"]
        if expected["type"] == "AIMessageChunk":
            mine["data"].setdefault("chunk_position", None)
        assert canonical(mine["data"]) == canonical(expected["data"])
    # and LangChain reads back what chatschema wrote
    again = lc.messages_from_dict(json.loads(chatschema.encode(written)))
    assert [canonical(dump(m)) for m in again] == [canonical(dump(m)) for m in theirs]
    assert [canonical(dump(m)) for m in messages_from_dict(json.loads(chatschema.encode(written)))] == [
        canonical(dump(m)) for m in ours
    ]
    TALLY.counts["stored"] += 1


def case_mixed(rng: random.Random) -> None:
    """A list mixing the forms converts item by item, in order."""
    makers: list[Callable[[], Any]] = [
        lambda: rng.choice(TEXTS),
        lambda: (rng.choice(["user", "assistant", "system"]), rng.choice(TEXTS)),
        lambda: openai_dict(rng),
        lambda: lc_message(rng, rng.choice([lc.HumanMessage, lc.SystemMessage, lc.ToolMessage])),
    ]
    items = [rng.choice(makers)() for _ in range(rng.randrange(2, 8))]
    theirs = outcome(lambda: [dump(m) for m in lc_convert(copy.deepcopy(items))])
    ours = outcome(lambda: [dump(m) for m in convert_to_messages(copy.deepcopy(items))])
    assert theirs[0] == ours[0], (items, theirs[1], ours[1])
    if theirs[0] == "ok":
        assert canonical(ours[1]) == canonical(theirs[1])
    TALLY.counts["mixed"] += 1


CASES = [
    case_objects,
    case_flat,
    case_envelope,
    case_openai,
    case_pair,
    case_string,
    case_error,
    case_stored,
    case_mixed,
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.__name__)
@pytest.mark.parametrize("seed", SEEDS)
def test_differential(seed: int, case: Callable[[random.Random], None]) -> None:
    rng = random.Random(f"{case.__name__}-{seed}")
    for _ in range(PER_SEED):
        case(rng)


def test_case_budget() -> None:
    """Several thousand generated cases in all: seeds x cases per seed x kinds."""
    assert len(SEEDS) * PER_SEED * len(CASES) >= 4000


def test_generators_cover_the_forms() -> None:
    """The random inputs reach every message class, role and tricky key the tests rely on."""
    rng = random.Random(0)
    messages = [lc_message(rng) for _ in range(600)]
    dumps = [m.model_dump() for m in messages]
    assert {d["type"] for d in dumps} == {
        "human",
        "ai",
        "system",
        "tool",
        "function",
        "chat",
        "remove",
        "HumanMessageChunk",
        "AIMessageChunk",
        "SystemMessageChunk",
        "ToolMessageChunk",
        "FunctionMessageChunk",
        "ChatMessageChunk",
    }
    assert any(d.get("usage_metadata") for d in dumps)
    assert any(d.get("invalid_tool_calls") for d in dumps)
    assert any(d.get("tool_call_chunks") for d in dumps)
    assert {d.get("example") for d in dumps} >= {True, False, None}
    assert any(isinstance(d["content"], list) and not d["content"] for d in dumps)
    dicts = [openai_dict(rng) for _ in range(600)]
    assert {d["role"] for d in dicts} == set(ROLES)
    assert any(
        isinstance(c["function"]["arguments"], str)
        for d in dicts
        for c in d.get("tool_calls", [])
        if "function" in c
    )
    assert any("additional_kwargs" in d and "refusal" in d for d in dicts)


# --------------------------------------------------------------------------------------------------
# LangChain's Serializable records: read by the one reader of that form (docs/compat.md, "The
# Serializable record is read by its one reader"), against LangChain's own convert_to_messages

LC_CONSTRUCTOR_NAMES = {
    f"{kind}{suffix}": tag
    for kind, tag in (
        ("Human", "human"),
        ("AI", "ai"),
        ("System", "system"),
        ("Function", "function"),
        ("Tool", "tool"),
    )
    for suffix in ("Message", "MessageChunk")
} | {"RemoveMessage": "remove"}
"""The 11 class names LangChain's convert_to_messages maps to a type (it reads no other record)."""


def langchain_refuses_because(record: dict[str, Any], error: Exception) -> str | None:
    """Why LangChain's convert_to_messages refuses a record chatschema reads (as load() reads it), if
    the reason is a documented one."""
    name, kwargs = record["id"][-1], record["kwargs"]
    if name not in LC_CONSTRUCTOR_NAMES:
        return "a class its table lacks (ChatMessage, ChatMessageChunk)"
    if kwargs.get("type", LC_CONSTRUCTOR_NAMES[name]) not in SUPPORTED_BY_LANGCHAIN:
        return "a chunk's own type tag"
    if "content" not in kwargs:
        return "no content in kwargs (its flat reading needs it)"
    if isinstance(error, TypeError):
        return "an accidental TypeError (a tool call key its tool_call() does not take)"
    return None


def test_serializable_records_against_langchains_convert_to_messages() -> None:
    vectors = json.loads((ROOT / "tests/conformance/vectors/messages_from_lc_json.json").read_text())
    records = [
        r
        for v in vectors["vectors"]
        for r in (v["input"] if isinstance(v["input"], list) else [v["input"]])
        if isinstance(r, dict) and r.get("type") == "constructor" and "role" not in r
    ]
    tally: Counter[str] = Counter()
    for record in records:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ours = outcome(lambda r=record: convert_to_messages([copy.deepcopy(r)])[0])
            theirs = outcome(lambda r=record: lc_convert([copy.deepcopy(r)])[0])
            reader = outcome(lambda r=record: chatschema.message_from_lc_json(copy.deepcopy(r)))
        if ours[0] == "error":
            # refused by the schema: the reader's own error, under the item's index
            assert reader[0] == "error" and ours[1].path == "$[0]" + reader[1].path[1:], record
            tally[f"refused (LangChain: {theirs[0]})"] += 1
            continue
        assert reader[0] == "ok" and ours[1] == reader[1], record
        if theirs[0] == "ok":
            tally["read by both"] += 1
        else:
            reason = langchain_refuses_because(record, theirs[1])
            assert reason is not None, (record, theirs[1])
            tally[f"LangChain refuses: {reason}"] += 1
    assert tally["read by both"] > 500 and sum(tally.values()) == len(records) > 1_300, tally
