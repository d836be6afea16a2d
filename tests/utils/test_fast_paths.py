"""Edge cases of the fast paths behind get_buffer_string, count_tokens_approximately and trim_messages.

Each case is compared with langchain_core (or with the straightforward
computation the fast path replaces).
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

import langchain_core.messages as lc
import pytest
from langchain_core.messages import utils as lc_utils

import chatschema as cs
from chatschema import _message_loops
from chatschema._buffer import _dumps, _xml_safe
from chatschema._tokens import langchain_tool_calls

NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")

CALLS: list[list[dict[str, Any]]] = [
    [{"name": "f", "args": {"q": "x"}, "id": "1"}],
    [{"id": "2", "args": {"b": [1, 2.5, None, True]}, "name": "g", "type": "tool_call"}],
    [
        {"name": "h", "args": {}, "id": None},
        {"name": "k", "args": {"n": {"deep": {"er": [{}]}}}, "id": "x" * 80},
    ],
    [{"name": "quote's", "args": {"s": 'it\'s "q" \\ \n\t é 😀 \x7f'}, "id": "c<1>&"}],
]


def _pair(calls: list[dict[str, Any]], content: Any = "text") -> tuple[Any, Any]:
    return cs.AIMessage(content, tool_calls=calls), lc.AIMessage(content, tool_calls=calls)


@pytest.mark.parametrize("calls", CALLS)
def test_tool_call_text_matches_langchain(calls: list[dict[str, Any]]) -> None:
    ours, theirs = _pair(calls)
    assert _message_loops.tool_calls_repr(ours.tool_calls) == repr(langchain_tool_calls(ours.tool_calls))
    assert _message_loops.tool_calls_repr_len(ours.tool_calls) == len(
        repr(langchain_tool_calls(ours.tool_calls))
    )
    for fmt in ("prefix", "xml"):
        expected = lc_utils.get_buffer_string([theirs], format=fmt)
        if fmt == "xml":
            expected = NOT_XML.sub("\ufffd", expected)
        assert cs.get_buffer_string([ours], format=fmt) == expected
    assert cs.count_tokens_approximately([ours]) == lc_utils.count_tokens_approximately([theirs])


def test_tool_calls_with_extra_keys_count_as_langchain_holds_them() -> None:
    call = {"name": "f", "args": {"a": 1}, "id": "1", "type": "tool_call", "extras": {"x": 1}}
    message = cs.AIMessage("", tool_calls=[call])
    expected = repr([{"name": "f", "args": {"a": 1}, "id": "1", "type": "tool_call"}])
    assert _message_loops.tool_calls_repr(message.tool_calls) == expected
    assert cs.get_buffer_string([message]) == "AI: " + expected


@pytest.mark.parametrize(
    "text",
    [
        "plain",
        "ctrl \x01 \x0b \x1f",
        "lone \ud800 surrogate",
        "non-chars \ufffe \uffff",
        "ok \t\n\r é \ufffd",
    ],
)
def test_xml_safe_matches_regex(text: str) -> None:
    assert _xml_safe(text) == NOT_XML.sub("\ufffd", text)
    ours = cs.get_buffer_string([cs.HumanMessage(text)], format="xml")
    theirs = lc_utils.get_buffer_string([lc.HumanMessage(text)], format="xml")
    assert ours == NOT_XML.sub("\ufffd", theirs)


@pytest.mark.parametrize(
    "value",
    [
        {"a": 1.5, "b": float("nan"), "c": float("inf"), "d": -0.0, "e": 1e-7},
        {1: "int key", 2.5: "float key", False: "bool key", None: "none key"},
        {"t": (1, 2), "s": "é 😀 \u2028 \x00"},
        [],
        "top-level string",
        10**30,
    ],
)
def test_json_text_matches_json_dumps(value: Any) -> None:
    assert _dumps(value) == json.dumps(value, ensure_ascii=False)


def test_json_text_errors_match_json_dumps() -> None:
    cyclic: dict[str, Any] = {}
    cyclic["self"] = cyclic
    with pytest.raises(ValueError, match="Circular reference"):
        _dumps(cyclic)
    with pytest.raises(TypeError, match="not JSON serializable"):
        _dumps({"x": object()})


@pytest.mark.parametrize(
    "kwargs",
    [
        {},
        {"chars_per_token": 3.3},
        {"chars_per_token": 1},
        {"extra_tokens_per_message": 0.1},
        {"extra_tokens_per_message": 2.0, "tokens_per_image": 100.0},
        {"extra_tokens_per_message": 1e300},
        {"tokens_per_image": True},
        {"chars_per_token": -2.0},
        {"use_usage_metadata_scaling": True},
        {"count_name": False},
    ],
)
def test_count_parameters_match_langchain(kwargs: dict[str, Any]) -> None:
    image = {"type": "image", "url": "https://example.com/a.png"}

    def conversation(m: Any) -> list[Any]:
        return [
            m.SystemMessage("be brief", additional_kwargs={"__openai_role__": "developer"}),
            m.HumanMessage(["look", image, {"type": "text", "text": "at this"}], name="ann"),
            m.AIMessage(
                "sure",
                tool_calls=[{"name": "f", "args": {"q": 1}, "id": "c1"}],
                usage_metadata={"input_tokens": 10, "output_tokens": 5, "total_tokens": 15},
                response_metadata={"model_provider": "openai"},
            ),
            m.ToolMessage("result", tool_call_id="c1"),
            m.ChatMessage("hm", role="critic"),
            m.FunctionMessage("out", name="fn"),
        ]

    ours = cs.count_tokens_approximately(conversation(cs), **kwargs)
    assert ours == lc_utils.count_tokens_approximately(conversation(lc), **kwargs)


def _history(m: Any, size: int) -> list[Any]:
    out: list[Any] = []
    for i in range(size):
        out.append(m.HumanMessage(f"question {i} " * (i % 7 + 1)))
        out.append(m.AIMessage(f"answer {i}", tool_calls=[{"name": "f", "args": {"i": i}, "id": f"c{i}"}]))
        out.append(m.ToolMessage(f"result {i}", tool_call_id=f"c{i}"))
    return out


@pytest.mark.parametrize("max_tokens", [-5, 0, 7, 100, 1000, 10**6, 250.5, float("inf"), 10**400])
@pytest.mark.parametrize("strategy", ["first", "last"])
def test_trim_budgets_match_langchain(max_tokens: Any, strategy: str) -> None:
    kwargs = {"max_tokens": max_tokens, "token_counter": "approximate", "strategy": strategy}
    ours = cs.trim_messages(_history(cs, 60), **kwargs)
    theirs = lc_utils.trim_messages(_history(lc, 60), **kwargs)
    assert [m.model_dump() for m in ours] == [m.model_dump() for m in theirs]


@pytest.mark.parametrize("strategy", ["first", "last"])
def test_trim_rejects_messages_beyond_the_budget_as_langchain(strategy: str) -> None:
    def with_bad(m: Any, bad: Any) -> list[Any]:
        history = _history(m, 50)
        return [bad, *history] if strategy == "last" else [*history, bad]

    cases = [
        (cs.RemoveMessage(id="r"), lc.RemoveMessage(id="r"), ValueError),
        (
            cs.SystemMessage("s", additional_kwargs={"__openai_role__": 1}),
            lc.SystemMessage("s", additional_kwargs={"__openai_role__": 1}),
            TypeError,
        ),
    ]
    for ours_bad, theirs_bad, error in cases:
        kwargs = {"max_tokens": 50, "token_counter": "approximate", "strategy": strategy}
        with pytest.raises(error):
            lc_utils.trim_messages(with_bad(lc, theirs_bad), **kwargs)
        with pytest.raises(error):
            cs.trim_messages(with_bad(cs, ours_bad), **kwargs)


def test_text_override_is_used() -> None:
    class Shouting(cs.HumanMessage):
        @property
        def text(self) -> Any:
            return self.content.upper()  # type: ignore[union-attr]

    assert cs.get_buffer_string([Shouting("hi"), cs.HumanMessage("hi")]) == "Human: HI\nHuman: hi"


def test_approx_counts_match_single_counts() -> None:
    messages = _history(cs, 20)
    assert _message_loops.approx_counts(messages) == [cs.count_tokens_approximately([m]) for m in messages]
    assert sum(_message_loops.approx_counts(messages)) == cs.count_tokens_approximately(messages)
    assert _message_loops.ceil_tokens(10, 4) == math.ceil(10 / 4)
