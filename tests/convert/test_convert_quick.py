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
import pytest

from chatschema import ValidationError, convert_to_messages
from chatschema.convert.messages import _from_role, _quick


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
