"""filter_messages: every shape of input and condition gives LangChain's result.

The common shapes (a list of message objects; tags, classes, names and ids
in lists, tuples or sets) take a fast path that decides type conditions per
class and looks names and ids up in sets; everything else takes the general
path. These tests run the same conditions through both libraries and
compare, including shapes where ``in`` means something unusual (a string:
a substring test).
"""

from __future__ import annotations

import itertools
from typing import Any

import langchain_core.messages as lc
import pytest

import chatschema as cs
from chatschema._filter import filter_messages


def _conversation(module: Any) -> list[Any]:
    call = {"name": "search", "args": {"q": "x"}, "id": "c1"}
    return [
        module.SystemMessage("sys", id="s"),
        module.HumanMessage("hi", id="h1", name="alice"),
        module.HumanMessageChunk("chunk", id="h2", name="bob"),
        module.AIMessage("", id="a1", name="bot", tool_calls=[call]),
        module.ToolMessage("result", tool_call_id="c1", id="t1"),
        module.ToolMessageChunk("partial", tool_call_id="c1", id="t2"),
        module.AIMessage("answer", id="a2"),
        module.AIMessageChunk("more", id="a3", tool_calls=[{**call, "id": "c2"}]),
        module.AIMessageChunk("text only", id="a4", name="alice"),
        module.ChatMessage("chat", role="critic", id="ch"),
        module.FunctionMessage("fn", name="fn", id="f"),
    ]


def _dumps(messages: list[Any]) -> list[tuple[str, dict[str, Any]]]:
    out = []
    for m in messages:
        d = m.model_dump()
        if d.get("type") == "AIMessageChunk" and d.get("chunk_position", 0) is None:
            d.pop("chunk_position")
        out.append((type(m).__name__, d))
    return out


def _types(module: Any) -> list[Any]:
    return [
        None,
        [],
        "human",
        "ai",
        module.AIMessage,
        ["human", "ai"],
        ("AIMessageChunk", "tool"),
        {"system", "chat"},
        frozenset({"function"}),
        [module.HumanMessage, "tool"],
        [module.ToolMessage, module.AIMessageChunk],
        ["human", 3, None],
    ]


def _same(kwargs_cs: dict[str, Any], kwargs_lc: dict[str, Any], *, as_tuple: bool = False) -> None:
    ours = _conversation(cs)
    theirs = _conversation(lc)
    given: Any = tuple(ours) if as_tuple else ours
    try:
        expected: Any = _dumps(lc.filter_messages(theirs, **kwargs_lc))
    except Exception as error:
        with pytest.raises(type(error)):
            filter_messages(given, **kwargs_cs)
        return
    assert _dumps(filter_messages(given, **kwargs_cs)) == expected, kwargs_cs


@pytest.mark.parametrize("index", range(len(_types(cs))))
@pytest.mark.parametrize("where", ["include_types", "exclude_types"])
@pytest.mark.parametrize(
    "calls", [None, False, True, "yes", 1, ["c1"], ("c2",), {"c1", "c2"}, frozenset({"c1"})]
)
def test_type_and_tool_call_conditions(index: int, where: str, calls: Any) -> None:
    ours = {where: _types(cs)[index], "exclude_tool_calls": calls}
    theirs = {where: _types(lc)[index], "exclude_tool_calls": calls}
    _same(ours, theirs)
    _same(ours, theirs, as_tuple=True)


NAMES: list[Any] = [
    None,
    [],
    ["alice"],
    ("bob", "bot"),
    {"alice", "fn"},
    frozenset({"nobody"}),
    "alice",
    "ali",
]
IDS: list[Any] = [None, ["h1", "a2"], ("t1",), {"a3", "ch"}, "a1t1", ["h1", 5]]


@pytest.mark.parametrize(("names", "ids"), list(itertools.product(NAMES, IDS)))
@pytest.mark.parametrize("include", [True, False])
def test_name_and_id_conditions(names: Any, ids: Any, include: bool) -> None:
    prefix = "include_" if include else "exclude_"
    kwargs = {prefix + "names": names, prefix + "ids": ids}
    _same(kwargs, kwargs)
    _same({**kwargs, "exclude_tool_calls": True}, {**kwargs, "exclude_tool_calls": True})
    ours = {**kwargs, "include_types": [cs.AIMessage], "exclude_types": "tool"}
    theirs = {**kwargs, "include_types": [lc.AIMessage], "exclude_types": "tool"}
    _same(ours, theirs)


def test_mixed_input_is_converted() -> None:
    ours = [cs.HumanMessage("a"), ("ai", "b"), {"role": "tool", "content": "c", "tool_call_id": "1"}, "d"]
    theirs = [lc.HumanMessage("a"), ("ai", "b"), {"role": "tool", "content": "c", "tool_call_id": "1"}, "d"]
    for kwargs in ({"include_types": ["human"]}, {"exclude_tool_calls": True}, {"exclude_names": ["x"]}):
        assert _dumps(filter_messages(ours, **kwargs)) == _dumps(lc.filter_messages(theirs, **kwargs))


def test_subclasses_and_a_type_override() -> None:
    class Note(cs.HumanMessage):
        pass

    class Shouting(cs.HumanMessage):
        @property
        def type(self) -> str:  # type: ignore[override]
            return "shout" if self.content.isupper() else "human"

    msgs = [Note("a"), Shouting("LOUD"), Shouting("quiet"), cs.AIMessage("b")]
    assert [m.content for m in filter_messages(msgs, include_types="human")] == ["a", "quiet"]
    assert [m.content for m in filter_messages(msgs, include_types=["shout", Note])] == ["a", "LOUD"]
    assert [m.content for m in filter_messages(msgs, exclude_types=cs.HumanMessage)] == ["b"]


def test_many_classes() -> None:
    classes = [type(f"Human{i}", (cs.HumanMessage,), {}) for i in range(300)]
    msgs = [klass("x", id=str(i)) for i, klass in enumerate(classes)] + [cs.AIMessage("y", id="ai")]
    assert len(filter_messages(msgs, include_types=["human"])) == 300
    assert [m.id for m in filter_messages(msgs, exclude_types=cs.HumanMessage)] == ["ai"]
    assert [m.id for m in filter_messages(msgs, include_types="ai", include_ids=["7"])] == ["7", "ai"]


def test_generator_conditions_are_read_as_langchain_reads_them() -> None:
    ours, theirs = _conversation(cs), _conversation(lc)
    got = filter_messages(ours, include_types=(t for t in ["human", "ai"]))
    assert _dumps(got) == _dumps(lc.filter_messages(theirs, include_types=(t for t in ["human", "ai"])))


def test_unhashable_conditions() -> None:
    kwargs: dict[str, Any] = {"include_types": ["human", ["ai"]], "exclude_ids": ["a1", ["x"]]}
    assert _dumps(filter_messages(_conversation(cs), **kwargs)) == _dumps(
        lc.filter_messages(_conversation(lc), **kwargs)
    )
