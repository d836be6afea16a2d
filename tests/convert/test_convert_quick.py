"""convert_to_messages: the quick path for common OpenAI-style dicts equals the general one.

Plain user, system, assistant and tool dicts with string content, and
assistant dicts with OpenAI tool calls whose arguments are a JSON object, are
built from templates without the general reading. Every dict here is read
both ways (and by LangChain) and the messages must be the same: class,
``model_dump()``, ``repr`` and the key order of tool calls. Near misses
(other types, extra keys, bad arguments) must take the general path, errors
included.
"""

from __future__ import annotations

import json
import random
from typing import Any

import langchain_core.messages as lc
import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from chatschema import ValidationError, convert_to_messages
from chatschema.convert._messages import _from_role, _quick
from chatschema_generated.registry import TYPES
from tests.conformance.strategies import block_lists, mutated, with_lone_surrogates


class Text(str):
    pass


def _call(r: random.Random, i: int) -> Any:
    arguments: Any = r.choice(
        [
            json.dumps({"q": f"term {i}", "k": i, "opts": {"deep": True, "x": [1.5, None]}}),
            "{}",
            '{"a": NaN, "b": "\\u00e9\\n"}',
            '{"dup": 1, "dup": 2}',
            "[1, 2]",
            "not json",
            '"str"',
            "{\n}",
            " {}",
            "{} ",
            '{"a": 1}x',
            "",
            '{"big": 1' + "0" * 5000 + "}",
            '{"ctrl": "a\tb"}',
            42,
            None,
        ]
    )
    call: dict[str, Any] = {
        "id": r.choice([f"call_{i}", None, 7, f"call_{i}"]),
        "type": "function",
        "function": {"name": r.choice(["f", "search", None, 3, "f"]), "arguments": arguments},
    }
    roll = r.random()
    if roll < 0.05:
        del call["id"]
    elif roll < 0.1:
        call["function"] = "oops"
    elif roll < 0.15:
        call["index"] = 0
    elif roll < 0.2:
        del call["function"]["arguments"]
    return call


def _dict(r: random.Random, i: int) -> Any:
    role = r.choice(["user", "assistant", "system", "tool", "developer", "human", Text("user"), "robot", 5])
    content: Any = r.choice(
        [f"text {i}", "", Text("sub"), None, [{"type": "text", "text": "x"}], "\ud83d", 3]
    )
    d: dict[str, Any] = {"role": role, "content": content}
    roll = r.random()
    if role == "tool" or roll < 0.1:
        d["tool_call_id"] = r.choice([f"call_{i}", 9, None, Text("t")])
    if role == "assistant" and r.random() < 0.6:
        d["tool_calls"] = r.choice([[_call(r, i) for _ in range(r.randint(0, 3))], None, "bad", ()])
    if r.random() < 0.1:
        d[r.choice(["name", "id", "extra", "type"])] = r.choice(["n", None, 1])
    if role == "tool" and r.random() < 0.3:  # tool results name their tool (the quick path reads a str)
        d["name"] = r.choice(["search", "", "é", None, 2, Text("n")])
    if r.random() < 0.05:
        del d["content"]
    return d


def _outcome(func: Any) -> Any:
    try:
        message = func()
    except ValidationError as error:
        return ("error", type(error).__name__, error.path, error.message)
    calls = [list(c) for c in getattr(message, "tool_calls", [])]
    return (type(message), message.model_dump(), repr(message), calls)


@pytest.mark.parametrize("seed", range(40))
def test_quick_equals_general(seed: int) -> None:
    r = random.Random(seed)
    for i in range(60):
        d = _dict(r, i)
        quick = _outcome(lambda d=d: convert_to_messages([d])[0])
        general = _outcome(lambda d=d: _from_role(dict(d), "$[0]"))
        assert quick == general, d


def test_same_as_langchain() -> None:
    r = random.Random(1)
    seen = 0
    for i in range(3000):
        d = _dict(r, i)
        if _quick(d) is None:
            continue  # the general path: see tests/compat/test_convert_differential.py
        try:
            theirs = lc.convert_to_messages([d])[0]
        except Exception:
            continue
        ours = convert_to_messages([d])[0]
        assert type(ours).__name__ == type(theirs).__name__
        dumped, expected = ours.model_dump(), theirs.model_dump()
        for key in set(dumped) - set(expected):  # fields newer LangChain versions have
            assert dumped.pop(key) in (None, "success")
        expected.pop("example", None)
        assert dumped == {k: v for k, v in expected.items() if k in dumped}, d
        seen += 1
    assert seen > 150


def test_list_of_messages_and_mixed_items() -> None:
    from chatschema import AIMessage, HumanMessage

    human = HumanMessage("kept")
    out = convert_to_messages([human, {"role": "user", "content": "a"}, ("ai", "b"), "c"])
    assert out[0] is human
    assert [m.type for m in out] == ["human", "human", "ai", "human"]
    assert isinstance(out[2], AIMessage)


# --------------------------------------------------------------------------- list content
#
# List content takes the quick path when the generated fast test of MessageContent passes it;
# the message must then be the one the general path builds (the constructor's checks), with
# the same copies (a new list and a new dict for each block, the values inside shared), and
# every list the test refuses must give the general path's error.


class Block(dict):  # type: ignore[type-arg]
    pass


_ODD_ITEMS: tuple[Any, ...] = (
    Text("sub"),
    Block(type="text", text="x"),
    {"type": "thinking", 1: "key not a str"},
    {"type": "text", "text": "x", 2: "y"},
    {"type": "text", "text": "x", "\ud83d": 1},
    {"type": "thinking", "thinking": "\udc00", "sig\ud800": "x"},
    ("a", "b"),
    3,
    None,
    [],
    {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}},
    {"type": "tool_use", "id": "t", "name": "f", "input": {"a": [1, {"b": None}]}},
    {"type": "text", "text": Text("sub")},
    {"type": "text", "text": "x", "annotations": "bad"},
    {"type": "image", "base64": "AAAA"},
    {"type": "image", "base64": "AAAA", "mime_type": "image/png"},
)
"""Items Python code puts in content that JSON cannot hold, and provider blocks."""


@st.composite
def _list_contents(draw: st.DrawFn) -> Any:
    kind = draw(st.sampled_from(["valid", "valid", "mutated", "surrogates", "odd", "empty"]))
    if kind == "valid":
        content = draw(block_lists)
    elif kind == "mutated":
        content = draw(mutated(block_lists))[0]
    elif kind == "surrogates":
        content = draw(with_lone_surrogates(block_lists))
    elif kind == "empty":
        return []
    else:
        content = draw(block_lists)
        for item in draw(st.lists(st.sampled_from(_ODD_ITEMS), min_size=1, max_size=2)):
            content.insert(draw(st.integers(0, len(content))), item)
    return content


@st.composite
def _list_dicts(draw: st.DrawFn) -> dict[str, Any]:
    role = draw(st.sampled_from(["user", "assistant", "system", "tool", "developer", "human"]))
    d: dict[str, Any] = {"role": role, "content": draw(_list_contents())}
    if role == "tool" or draw(st.integers(0, 9)) == 0:
        d["tool_call_id"] = draw(st.sampled_from(["call_1", 9, None]))
    if role == "tool" and draw(st.booleans()):
        d["name"] = draw(st.sampled_from(["search", None, 2]))
    if role == "assistant" and draw(st.booleans()):
        r = draw(st.randoms(use_true_random=False))
        d["tool_calls"] = [_call(r, i) for i in range(draw(st.integers(0, 2)))]
    if draw(st.integers(0, 9)) == 0:
        d[draw(st.sampled_from(["id", "extra", "type"]))] = "x"
    return d


def _list_outcome(func: Any, content: Any) -> Any:
    """The outcome, with which content items are the caller's own objects (the copies made)."""
    try:
        message = func()
    except ValidationError as error:
        return ("error", type(error).__name__, error.path, error.message)
    calls = [list(c) for c in getattr(message, "tool_calls", [])]
    # model_dump would refuse a str subclass kept inside a block: compare the fields as they are
    outcome = (type(message), msgspec.structs.asdict(message), repr(message), calls)
    got = message.content
    if type(got) is str:
        return outcome
    shared = [got is content, *(a is b for a, b in zip(got, content, strict=True))]
    inner = [
        [item[k] is block[k] for k in item]
        for item, block in zip(got, content, strict=True)
        if type(item) is dict and type(block) is dict
    ]
    return (*outcome, shared, inner)


@given(_list_dicts())
@settings(max_examples=500)
def test_list_content_quick_equals_general(d: dict[str, Any]) -> None:
    quick = _list_outcome(lambda: convert_to_messages([d])[0], d["content"])
    general = _list_outcome(lambda: _from_role(dict(d), "$[0]"), d["content"])
    assert quick == general


@given(block_lists, st.sampled_from(["user", "assistant", "system"]))
def test_every_list_the_fast_test_passes_is_quick(content: list[Any], role: str) -> None:
    d = {"role": role, "content": content}
    if TYPES["MessageContent"].ok(content):
        assert _quick(d) is not None
    else:
        assert _quick(d) is None


def test_list_content_of_the_bench_is_quick() -> None:
    image = {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "AAAA"}}
    thinking = {"type": "thinking", "thinking": "hm", "signature": "c2ln"}
    call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": '{"x": 1}'}}
    dicts = [
        {"role": "user", "content": [{"type": "text", "text": "look"}, image]},
        {"role": "user", "content": ["a", {"type": "image", "base64": "AAAA", "mime_type": "image/png"}]},
        {"role": "assistant", "content": [thinking, {"type": "text", "text": "ok"}]},
        {"role": "assistant", "content": [thinking], "tool_calls": [call]},
        {"role": "tool", "content": [{"type": "text", "text": "42"}], "tool_call_id": "c1"},
        {"role": "tool", "content": [{"type": "text", "text": "42"}], "tool_call_id": "c1", "name": "f"},
    ]
    for d in dicts:
        quick = _quick(d)
        assert quick is not None, d
        general = _from_role(dict(d), "$[0]")
        assert type(quick) is type(general)
        assert quick == general
        assert repr(quick) == repr(general)
        assert quick.content == d["content"]
        assert quick.content is not d["content"]
        assert all(a is not b for a, b in zip(quick.content, d["content"], strict=True) if type(a) is dict)
