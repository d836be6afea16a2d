"""str(message), BaseMessage(...) and to_json() agree with langchain_core 1.8 on the same values.

LangChain's messages are pydantic models, whose ``str`` is the repr's field list without the class
name. The differential tests build the same message with both libraries: with each library's
constructor for hand-picked cases, and for messages drawn by hypothesis from the schema strategies,
by giving LangChain's ``model_construct`` exactly the field values chatschema holds (so that neither
side's constructor rewrites them).
"""

from __future__ import annotations

import copy
import decimal
import operator
import pickle
import warnings
from collections.abc import Callable
from typing import Any

import langchain_core.messages as lc
import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st
from langchain_core.messages.utils import message_chunk_to_message as lc_chunk_to_message

import chatschema
import chatschema as cs
from chatschema.messages._chunk_to_message import message_chunk_to_message
from tests.conformance.strategies import MESSAGE_TITLES, messages

USAGE = {"input_tokens": 1, "output_tokens": 2, "total_tokens": 3}
CALL = {"name": "search", "args": {"q": "x", "n": [1, 2]}, "id": "c1"}
NESTED = [
    "a",
    {"type": "text", "text": "b", "extras": {"k": [1, {"z": None}]}},
    {"type": "image", "url": "x"},
]

CASES: list[Callable[[Any], Any]] = [
    lambda m: m.HumanMessage("hi"),
    lambda m: m.HumanMessage("hi", id="1", name="n"),
    lambda m: m.HumanMessage("", id="", name=""),
    lambda m: m.HumanMessage(NESTED, additional_kwargs={"a": {"b": 1}}, response_metadata={"r": [1]}),
    lambda m: m.HumanMessage("hi", example=True, id="1"),
    lambda m: m.HumanMessage("hi", example=False),
    lambda m: m.HumanMessageChunk("h", id=5, example=True),
    lambda m: m.SystemMessage("s", name="sys"),
    lambda m: m.SystemMessageChunk(["x", {"type": "text", "text": "y"}]),
    lambda m: m.AIMessage("x", id="1", tool_calls=[CALL]),
    lambda m: m.AIMessage("x", id="1", tool_calls=[CALL], example=False),
    lambda m: m.AIMessage("x", example=True, usage_metadata=USAGE, name="bot"),
    lambda m: m.AIMessage("", invalid_tool_calls=[{"name": "f", "args": "{", "id": "c", "error": "bad"}]),
    lambda m: m.AIMessage("x", usage_metadata={**USAGE, "input_token_details": {"cache_read": 1}}),
    lambda m: m.AIMessage(NESTED, response_metadata={"model_name": "m", "finish_reason": "stop"}),
    lambda m: m.AIMessageChunk("x"),
    lambda m: m.AIMessageChunk("x", chunk_position="last", usage_metadata=USAGE, id="run-1"),
    lambda m: m.AIMessageChunk(
        "", tool_call_chunks=[{"name": "f", "args": '{"a": 1', "id": "1", "index": 0}], chunk_position="last"
    ),
    lambda m: m.AIMessageChunk("", tool_call_chunks=[{"name": "f", "args": "{oops", "id": "1", "index": 0}]),
    lambda m: m.AIMessageChunk("x", example=False, tool_calls=[CALL]),
    lambda m: m.ToolMessage("x", tool_call_id="1"),
    lambda m: m.ToolMessage("x", tool_call_id="1", status="error", artifact=[1], name="t", id="i"),
    lambda m: m.ToolMessage("x", tool_call_id="1", artifact=0, additional_kwargs={"a": 1}),
    lambda m: m.ToolMessage("x", tool_call_id="1", artifact="", response_metadata={"a": 1}),
    lambda m: m.ToolMessage(42, tool_call_id=7),
    lambda m: m.ToolMessage("x", tool_call_id=True),
    lambda m: m.ToolMessageChunk("x", tool_call_id="1", artifact={"k": "v"}, status="error"),
    lambda m: m.RemoveMessage(id="x"),
    lambda m: m.RemoveMessage(id="x", name="n"),
    lambda m: m.ChatMessage("c", role="r"),
    lambda m: m.ChatMessage("c", role="", name="n", id="1"),
    lambda m: m.ChatMessageChunk("c", role="critic"),
    lambda m: m.FunctionMessage("f", name="n"),
    lambda m: m.FunctionMessage("f", name="", id="2"),
    lambda m: m.FunctionMessageChunk("f", name="n"),
    lambda m: m.BaseMessage(type="foo", content="bar", id=1),
    lambda m: m.BaseMessage("bar", type="human", name="n", additional_kwargs={"a": 1}),
    lambda m: m.BaseMessage(type="", content=NESTED),
    lambda m: m.BaseMessage(type="ai", content_blocks=[{"type": "text", "text": "a"}]),
    lambda m: m.BaseMessageChunk(type="foo", content="x", response_metadata={"r": 1}),
]


@pytest.mark.parametrize("build", CASES)
def test_str_repr_and_dumps_match_langchain(build: Callable[[Any], Any]) -> None:
    ours, theirs = build(cs), build(lc)
    assert str(ours) == str(theirs)
    assert repr(ours) == repr(theirs)
    assert ours.to_json() == theirs.to_json()
    assert ours.type == theirs.type
    assert ours.text == theirs.text
    assert ours.pretty_repr() == theirs.pretty_repr()
    assert ours.lc_id() == theirs.lc_id()
    assert ours.is_lc_serializable() is theirs.is_lc_serializable() is True


def _lc_twin(message: Any) -> Any:
    """A langchain_core message holding exactly the field values of a chatschema message."""
    values = {f: getattr(message, f) for f in message.__struct_fields__}
    values = {name: value for name, value in values.items() if value is not msgspec.UNSET}
    return getattr(lc, type(message).__name__).model_construct(**values)


@pytest.mark.parametrize("title", MESSAGE_TITLES)
@given(data=st.data())
def test_str_and_repr_match_langchain_for_any_values(title: str, data: st.DataObject) -> None:
    payload = data.draw(messages(title, full=data.draw(st.booleans()), typed=True))
    ours = chatschema.decode(payload, title)
    theirs = _lc_twin(ours)
    assert str(ours) == str(theirs)
    assert repr(ours) == repr(theirs)
    assert ours.to_json() == theirs.to_json()


def test_str_is_the_repr_fields_without_the_class_name() -> None:
    msg = cs.AIMessage("x", id="1", tool_calls=[CALL])
    expected = (
        "content='x' additional_kwargs={} response_metadata={} id='1' tool_calls=[{'name': 'search', "
        "'args': {'q': 'x', 'n': [1, 2]}, 'id': 'c1', 'type': 'tool_call'}] invalid_tool_calls=[]"
    )
    assert str(msg) == f"{msg}" == expected
    assert repr(msg) == f"AIMessage({', '.join(f'{k}={v!r}' for k, v in msg._repr_args())})"
    assert str(msg) == " ".join(f"{k}={v!r}" for k, v in msg._repr_args())
    assert str(cs.ToolMessage("x", tool_call_id="1")) == "content='x' tool_call_id='1'"


# ----------------------------------------------------------------------------
# BaseMessage(...) and BaseMessageChunk(...)


def outcome(fn: Callable[[], Any]) -> tuple[str, Any]:
    try:
        return "ok", fn()
    except (TypeError, ValueError) as error:
        return "raises", "ValueError" if isinstance(error, ValueError) else "TypeError"


BASE_CALLS: list[tuple[tuple[Any, ...], dict[str, Any]]] = [
    (("bar",), {"type": "foo"}),
    ((), {"type": "foo", "content": "bar", "id": 1}),
    ((), {"type": "foo", "content": ["a", {"type": "text", "text": "b"}], "name": "n", "id": "i"}),
    ((), {"type": "human", "content": "a", "additional_kwargs": {"k": 1}, "response_metadata": {"r": 2}}),
    ((), {"type": "foo", "content_blocks": [{"type": "text", "text": "a"}, {"type": "image", "url": "u"}]}),
    ((), {"type": "foo", "content": "", "id": 2.5}),
    (("bar",), {}),
    ((), {"content": "bar"}),
    ((), {"type": "foo"}),
    ((), {"type": "foo", "content": None}),
    ((), {"type": "foo", "content": 5}),
    ((), {"type": 1, "content": "a"}),
    ((), {"type": "foo", "content": "a", "id": True}),
    ((), {"type": "foo", "content": "a", "name": 3}),
]


@pytest.mark.parametrize("base", ["BaseMessage", "BaseMessageChunk"])
@pytest.mark.parametrize(("args", "kwargs"), BASE_CALLS)
def test_base_classes_construct_as_in_langchain(
    base: str, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> None:
    ours = outcome(lambda: getattr(cs, base)(*args, **kwargs))
    theirs = outcome(lambda: getattr(lc, base)(*args, **kwargs))
    assert ours[0] == theirs[0], (ours, theirs)
    if ours[0] == "raises":
        assert ours[1] == theirs[1]
        return
    a, b = ours[1], theirs[1]
    assert type(a).__name__ == type(b).__name__ == base
    assert isinstance(a, cs.BaseMessage) and (base == "BaseMessage") != isinstance(a, cs.BaseMessageChunk)
    assert repr(a) == repr(b) and str(a) == str(b)
    assert a.model_dump() == b.model_dump()
    assert list(a.model_dump()) == list(b.model_dump())
    assert a.to_json() == b.to_json()
    assert a.content_blocks == b.content_blocks
    assert a.text == b.text
    assert a.pretty_repr() == b.pretty_repr() and a.pretty_repr(html=True) == b.pretty_repr(html=True)
    assert a == copy.deepcopy(a) == pickle.loads(pickle.dumps(a)) == a.model_copy(deep=True)
    assert cs.messages_to_dict([a]) == lc.messages_to_dict([b])


def test_lax_arguments_langchain_accepts_are_refused() -> None:
    """pydantic's lax mode reads bytes as text and a second positional argument as content_blocks."""
    assert lc.HumanMessage("x", id=b"i").id == "i"
    assert lc.BaseMessage("a", "b", type="foo").content == "b"
    with pytest.raises(chatschema.ValidationError, match="got `bytes`"):
        cs.HumanMessage("x", id=b"i")
    with pytest.raises(TypeError, match="at most one positional argument"):
        cs.BaseMessage("a", "b", type="foo")


def test_base_message_is_no_typed_message() -> None:
    generic = cs.BaseMessage(type="human", content="a")
    assert generic != cs.HumanMessage("a") and cs.HumanMessage("a") != generic
    assert lc.BaseMessage(type="human", content="a") != lc.HumanMessage("a")
    assert not isinstance(generic, cs.HumanMessage)
    assert generic == cs.BaseMessage("a", type="human")
    assert generic != cs.BaseMessage("a", type="ai")
    # extras are kept, as LangChain keeps them (docs/compat.md, "Extra fields")
    kept = cs.BaseMessage(type="x", content="a", extra=1)
    assert kept.extra == 1  # type: ignore[attr-defined]
    assert kept.model_dump() == lc.BaseMessage(type="x", content="a", extra=1).model_dump()
    assert repr(kept) == repr(lc.BaseMessage(type="x", content="a", extra=1))


def test_base_message_chunks_add_as_in_langchain() -> None:
    def build(m: Any) -> Any:
        return m.BaseMessageChunk(type="foo", content="a", additional_kwargs={"k": "x"}, id="left")

    for right in (
        lambda m: m.BaseMessageChunk(type="bar", content="b", additional_kwargs={"k": "y"}, id="r"),
        lambda m: m.HumanMessageChunk("b", response_metadata={"r": 1}),
    ):
        ours, theirs = build(cs) + right(cs), build(lc) + right(lc)
        assert repr(ours) == repr(theirs)
        assert type(ours).__name__ == "BaseMessageChunk"
    # a typed chunk plus a generic one stays typed
    assert repr(cs.HumanMessageChunk("a") + build(cs)) == repr(lc.HumanMessageChunk("a") + build(lc))
    # LangChain builds the sum of a list without the type, which fails; so does chatschema
    with pytest.raises(ValueError):
        operator.add(build(lc), [build(lc)])
    with pytest.raises(chatschema.ValidationError, match="type"):
        operator.add(build(cs), [build(cs)])
    with pytest.raises(TypeError, match='"BaseMessageChunk" and "int"'):
        build(cs) + 1
    with pytest.raises(TypeError, match='"BaseMessageChunk" and "int"'):
        build(lc) + 1


def test_generic_chunk_becomes_a_generic_message() -> None:
    chunk = cs.BaseMessageChunk(type="foo", content="a", id="i")
    message = message_chunk_to_message(chunk)
    assert repr(message) == repr(lc.BaseMessage(type="foo", content="a", id="i"))
    # LangChain passes every field but the type to BaseMessage, which then fails (see docs/compat.md)
    with pytest.raises(ValueError):
        lc_chunk_to_message(lc.BaseMessageChunk(type="foo", content="a"))


# ----------------------------------------------------------------------------
# Numbers given as ids (pydantic's coerce_numbers_to_str) and tool call ids

IDS: list[Any] = [
    1,
    0,
    -7,
    10**40,
    2.5,
    -0.0,
    1e20,
    float("nan"),
    float("inf"),
    decimal.Decimal("1.50"),
    decimal.Decimal("1E+2"),
    True,
    None,
    "x",
    [1],
]
KINDS: list[tuple[str, dict[str, Any]]] = [
    ("HumanMessage", {}),
    ("AIMessage", {}),
    ("SystemMessage", {}),
    ("ToolMessage", {"tool_call_id": "t"}),
    ("FunctionMessage", {"name": "f"}),
    ("ChatMessage", {"role": "r"}),
    ("HumanMessageChunk", {}),
    ("AIMessageChunk", {}),
    ("SystemMessageChunk", {}),
    ("ToolMessageChunk", {"tool_call_id": "t"}),
    ("FunctionMessageChunk", {"name": "f"}),
    ("ChatMessageChunk", {"role": "r"}),
    ("BaseMessage", {"type": "foo"}),
    ("BaseMessageChunk", {"type": "foo"}),
]


@pytest.mark.parametrize(("kind", "extra"), KINDS)
@pytest.mark.parametrize("ident", IDS, ids=repr)
def test_ids_are_coerced_as_in_langchain(kind: str, extra: dict[str, Any], ident: Any) -> None:
    ours = outcome(lambda: getattr(cs, kind)("x", id=ident, **extra))
    theirs = outcome(lambda: getattr(lc, kind)("x", id=ident, **extra))
    assert ours[0] == theirs[0]
    if ours[0] == "ok":
        assert ours[1].id == theirs[1].id and (ours[1].id is None or type(ours[1].id) is str)


@pytest.mark.parametrize("ident", IDS, ids=repr)
def test_remove_message_ids_are_coerced_as_in_langchain(ident: Any) -> None:
    ours = outcome(lambda: cs.RemoveMessage(id=ident))
    theirs = outcome(lambda: lc.RemoveMessage(id=ident))
    if ident is None:
        assert ours[0] == "raises"  # LangChain accepts a remove message without id; see docs/compat.md
        return
    assert ours[0] == theirs[0]
    if ours[0] == "ok":
        assert ours[1].id == theirs[1].id


@pytest.mark.parametrize("call_id", [1, 2.5, True, "c", decimal.Decimal("3"), None], ids=repr)
def test_tool_call_ids_are_coerced_as_in_langchain(call_id: Any) -> None:
    ours = outcome(lambda: cs.ToolMessage("x", tool_call_id=call_id))
    theirs = outcome(lambda: lc.ToolMessage("x", tool_call_id=call_id))
    assert ours[0] == theirs[0]
    if ours[0] == "ok":
        assert ours[1].tool_call_id == theirs[1].tool_call_id


# ----------------------------------------------------------------------------
# to_json and langchain_core.load


def test_to_json_is_read_back_by_langchain_load() -> None:
    from langchain_core.load import load

    for build in CASES:
        ours = build(cs)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # load() is in beta
            loaded = load(ours.to_json(), allowed_objects="all")
        assert repr(loaded) == repr(build(lc)).replace(", example=True", "").replace(", example=False", "")


def test_dumpd_does_not_see_chatschema_messages() -> None:
    """The documented limit: dumpd recognises only LangChain's own Serializable subclasses."""
    from langchain_core.load import dumpd

    assert dumpd(cs.HumanMessage("hi"))["type"] == "not_implemented"
