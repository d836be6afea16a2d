"""chatschema.langchain: to_langchain and from_langchain are lossless both ways, against langchain-core.

Three sources of messages: messages drawn by hypothesis from the schema strategies (every message
class, every field), the seeded LangChain conversations of test_langchain_roundtrip (realistic
provider content, streamed chunks, v1 blocks), and the hand-picked cases of test_str_and_base,
built by each library's own constructor.
"""

from __future__ import annotations

import subprocess
import sys
import warnings
from collections.abc import Callable, Iterator
from typing import Any, Literal

import langchain_core.messages as lc
import msgspec
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st
from langchain_core.load import dumpd, load

import chatschema
import chatschema as cs
from chatschema.langchain import from_langchain, to_langchain
from tests.compat.test_langchain_roundtrip import Gen
from tests.conformance.strategies import MESSAGE_TITLES, messages
from tests.messages.test_str_and_base import CASES

SEEDS = range(120)


def walk(value: Any) -> Iterator[Any]:
    """Every dict and list inside value, value first."""
    if isinstance(value, dict):
        yield value
        for item in value.values():
            yield from walk(item)
    elif isinstance(value, list):
        yield value
        for item in value:
            yield from walk(item)


def containers(message: Any) -> list[Any]:
    """Every dict and list a message holds."""
    fields = message.__struct_fields__ if isinstance(message, cs.BaseMessage) else type(message).model_fields
    return [c for name in fields for c in walk(getattr(message, name))]


def shares_nothing(a: Any, b: Any) -> bool:
    """No dict or list of one message is a dict or list of the other."""
    ids = {id(c) for c in containers(a)}
    return not any(id(c) in ids for c in containers(b))


def completed(message: Any) -> Any:
    """The message with an unset chunk_position set to None: what LangChain holds for it."""
    if getattr(message, "chunk_position", None) is msgspec.UNSET:
        return msgspec.structs.replace(message, chunk_position=None)
    return message


def dumped_by_langchain(message: Any) -> dict[str, Any]:
    """chatschema's model_dump as LangChain's model_dump writes it: chunk_position always."""
    out: dict[str, Any] = message.model_dump()
    if isinstance(message, cs.AIMessageChunk):
        out.setdefault("chunk_position", None)
    return out


def lc_dump(message: Any) -> dict[str, Any]:
    """LangChain's model_dump, without pydantic's warning about values its types do not declare.

    chatschema allows a string ``index`` on a tool call chunk (v1 streams write ``lc_``-prefixed
    ones); LangChain's ToolCallChunk type says int, so pydantic warns when it dumps one.
    """
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", "Pydantic serializer warnings", UserWarning)
        dumped: dict[str, Any] = message.model_dump()
    return dumped


def needs_escaping(value: Any) -> bool:
    """Whether dumpd escapes a dict in value (one with an "lc" key, or only "__lc_escaped__")."""
    return any(isinstance(c, dict) and ("lc" in c or list(c) == ["__lc_escaped__"]) for c in walk(value))


# ----------------------------------------------------------------------------
# chatschema -> langchain_core -> chatschema, for any message


@pytest.mark.parametrize("title", MESSAGE_TITLES)
@given(data=st.data())
def test_chatschema_messages_roundtrip_through_langchain(title: str, data: st.DataObject) -> None:
    payload = data.draw(messages(title, full=data.draw(st.booleans()), typed=True))
    ours = chatschema.decode(payload, title)
    theirs = to_langchain(ours)
    assert type(theirs) is getattr(lc, title)
    back = from_langchain(theirs)
    assert type(back) is type(ours)
    assert back == completed(ours)
    assert shares_nothing(ours, theirs) and shares_nothing(theirs, back)
    assert lc_dump(theirs) == dumped_by_langchain(ours)
    assert (repr(theirs), str(theirs)) == (repr(ours), str(ours))
    assert theirs.to_json() == ours.to_json()
    if not needs_escaping(ours.to_json()):
        assert dumpd(theirs) == ours.to_json()
    # LangChain's own copies of the converted message convert back the same
    assert from_langchain(theirs.model_copy(deep=True)) == back


@given(data=st.data())
def test_lists_of_any_messages_roundtrip(data: st.DataObject) -> None:
    titles = data.draw(st.lists(st.sampled_from(MESSAGE_TITLES), max_size=5))
    payloads = [data.draw(messages(t, full=False, typed=True)) for t in titles]
    ours = [chatschema.decode(p, t) for t, p in zip(titles, payloads, strict=True)]
    theirs = to_langchain(ours)
    assert isinstance(theirs, list) and [type(m).__name__ for m in theirs] == titles
    assert from_langchain(theirs) == [completed(m) for m in ours]
    assert from_langchain(tuple(theirs)) == from_langchain(iter(theirs)) == from_langchain(theirs)


# ----------------------------------------------------------------------------
# langchain_core -> chatschema -> langchain_core


@pytest.mark.parametrize("seed", SEEDS)
def test_langchain_conversations_roundtrip_through_chatschema(seed: int) -> None:
    theirs = Gen(seed).conversation()
    ours = from_langchain(theirs)
    assert [type(m).__name__ for m in ours] == [type(m).__name__ for m in theirs]
    back = to_langchain(ours)
    assert back == theirs
    for original, mine, again in zip(theirs, ours, back, strict=True):
        assert type(again) is type(original)
        assert again.model_dump() == original.model_dump() == dumped_by_langchain(mine)
        assert again.__pydantic_extra__ == original.__pydantic_extra__
        assert (repr(mine), str(mine)) == (repr(original), str(original))
        assert mine.to_json() == original.to_json()
        assert mine == chatschema.decode(original.model_dump(), type(original).__name__)
        assert shares_nothing(mine, original) and shares_nothing(mine, again)


@pytest.mark.parametrize("title", MESSAGE_TITLES)
@given(data=st.data())
def test_langchain_built_messages_roundtrip(title: str, data: st.DataObject) -> None:
    payload = data.draw(messages(title, full=data.draw(st.booleans()), typed=True))
    try:
        theirs = getattr(lc, title)(**payload)
    except (TypeError, ValueError):  # what LangChain refuses and the schema allows (a string chunk index)
        assume(False)
    ours = from_langchain(theirs)
    assert to_langchain(ours) == theirs
    assert to_langchain(ours).model_dump() == theirs.model_dump()


@pytest.mark.parametrize("build", CASES)
def test_each_library_builds_what_the_other_converts_to(build: Callable[[Any], Any]) -> None:
    ours, theirs = build(cs), build(lc)
    assert to_langchain(ours) == theirs
    assert type(to_langchain(ours)) is type(theirs)
    assert from_langchain(theirs) == ours
    assert to_langchain(from_langchain(theirs)) == theirs
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # load() is in beta
        loaded = load(dumpd(to_langchain(ours)), allowed_objects="all")
        assert loaded == load(dumpd(theirs), allowed_objects="all")


# ----------------------------------------------------------------------------
# What the conversions keep as it is


def test_tool_calls_are_not_parsed_or_validated_again() -> None:
    # An AIMessageChunk's tool calls as they are, even where LangChain's constructor would derive
    # them again from the chunks, and keys LangChain's ToolCall type does not declare.
    chunk = cs.AIMessageChunk(
        "", tool_call_chunks=[{"name": "f", "args": '{"a": 1', "id": "c1", "index": 0}], chunk_position="last"
    )
    edited = chunk.model_copy(update={"tool_calls": [], "invalid_tool_calls": []})
    assert to_langchain(edited).tool_calls == [] and from_langchain(to_langchain(edited)) == edited
    call = {"name": "f", "args": {}, "id": "c", "type": "tool_call", "extras": {"cache": True}}
    reply = cs.AIMessage("", tool_calls=[call])
    assert to_langchain(reply).tool_calls == [call]
    assert lc.AIMessage("", tool_calls=[call]).tool_calls[0].get("extras") is None  # LangChain drops it
    # a string index, which chatschema (and v1 streams) allow and LangChain's type does not
    streamed = cs.AIMessageChunk("", tool_call_chunks=[{"name": "f", "args": "", "id": "c", "index": "lc_1"}])
    assert to_langchain(streamed).tool_call_chunks[0]["index"] == "lc_1"
    assert from_langchain(to_langchain(streamed)) == streamed


def test_values_that_are_not_json_are_shared() -> None:
    artifact, parsed = object(), lc.HumanMessage("a pydantic model")
    tool = cs.ToolMessage("x", tool_call_id="1", artifact=artifact)
    assert to_langchain(tool).artifact is artifact
    reply = lc.AIMessage("", additional_kwargs={"parsed": parsed})
    assert from_langchain(reply).additional_kwargs["parsed"] is parsed
    assert to_langchain(from_langchain(reply)) == reply


def test_example_and_chunk_position() -> None:
    for kind in ("HumanMessage", "HumanMessageChunk", "AIMessage", "AIMessageChunk"):
        for flag in (True, False):
            ours = getattr(cs, kind)("x", example=flag)
            theirs = to_langchain(ours)
            assert theirs.__pydantic_extra__ == {"example": flag}  # an extra attribute in LangChain 1.x
            assert theirs == getattr(lc, kind)("x", example=flag)
            assert from_langchain(theirs) == ours
    assert from_langchain(lc.HumanMessage("x")).example is msgspec.UNSET
    decoded = chatschema.decode(b'{"type": "AIMessageChunk", "content": "x"}', "AIMessageChunk")
    assert decoded.chunk_position is None  # what LangChain's constructor sets
    assert to_langchain(decoded).chunk_position is None
    assert from_langchain(to_langchain(decoded)) == decoded == cs.AIMessageChunk("x")
    last = cs.AIMessageChunk("x", chunk_position="last")
    assert from_langchain(to_langchain(last)).chunk_position == "last"


def test_base_messages_of_any_type() -> None:
    ours = cs.BaseMessage(type="note", content="x", id=1)
    theirs = to_langchain(ours)
    assert type(theirs) is lc.BaseMessage and theirs == lc.BaseMessage(type="note", content="x", id=1)
    assert from_langchain(theirs) == ours
    chunk = to_langchain(cs.BaseMessageChunk(type="note", content="x"))
    assert type(chunk) is lc.BaseMessageChunk
    assert from_langchain(chunk) == cs.BaseMessageChunk(type="note", content="x")

    class Note(lc.BaseMessage):
        type: Literal["note"] = "note"

    class Shout(lc.HumanMessage):
        pass

    assert from_langchain(Note(content="x", id="1")) == cs.BaseMessage(type="note", content="x", id="1")
    assert from_langchain(Shout("HI")) == cs.HumanMessage("HI")


def test_one_message_gives_one_and_a_sequence_gives_a_list() -> None:
    human, lc_human = cs.HumanMessage("hi"), lc.HumanMessage("hi")
    assert to_langchain(human) == lc_human and from_langchain(lc_human) == human
    assert to_langchain([human]) == [lc_human] and from_langchain([lc_human]) == [human]
    assert to_langchain(()) == [] and from_langchain(m for m in [lc_human]) == [human]
    # messages already of the target library pass through unchanged
    assert to_langchain(lc_human) is lc_human and from_langchain(human) is human
    mixed = to_langchain([human, lc_human])
    assert mixed[1] is lc_human and mixed[0] == lc_human


@pytest.mark.parametrize("convert", [to_langchain, from_langchain])
@pytest.mark.parametrize(
    "bad", ["hi", b"hi", {"type": "human", "content": "x"}, 3, None, ["hi"], [("user", "x")]]
)
def test_anything_else_is_a_type_error(convert: Callable[[Any], Any], bad: Any) -> None:
    with pytest.raises(TypeError, match="Expected a"):
        convert(bad)


def test_what_the_schema_refuses_raises_validation_error_with_its_path() -> None:
    with pytest.raises(chatschema.ValidationError) as info:
        from_langchain(lc.HumanMessage([{"type": "image"}]))
    assert info.value.path == "$.content[0]"
    with pytest.raises(chatschema.ValidationError) as info:
        from_langchain([lc.AIMessage("x", response_metadata={1: "not a string key"})])
    assert info.value.path == "$[0].response_metadata"
    assert "(an object key)" in info.value.message
    with pytest.raises(chatschema.ValidationError, match="HumanMessage has type 'human'") as info:
        from_langchain([lc.HumanMessage.model_construct(content="x", type="ai")])
    assert info.value.path == "$[0].type"
    with pytest.raises(chatschema.ValidationError, match="Expected `bool`"):
        from_langchain(lc.AIMessage("x", example="yes"))


def test_extra_attributes_are_kept_as_extras() -> None:
    (_, second) = from_langchain([lc.HumanMessage("a"), lc.HumanMessage("b", mood="happy")])
    assert second.mood == "happy"  # type: ignore[attr-defined]
    assert second == chatschema.HumanMessage("b", mood="happy")
    # no system message ever had an example flag: an extra attribute, as in LangChain
    system = from_langchain(lc.SystemMessage("x", example=True))
    assert system.model_dump() == lc.SystemMessage("x", example=True).model_dump()


def test_values_nested_too_deeply_to_copy() -> None:
    deep: Any = "leaf"
    for _ in range(sys.getrecursionlimit() + 10):
        deep = {"k": deep}
    theirs = lc.AIMessage.model_construct(content="x", additional_kwargs={"deep": deep})
    with pytest.raises(chatschema.ValidationError, match="nested too deeply") as info:
        from_langchain([theirs])
    assert info.value.path == "$[0]"
    ours = cs.AIMessage("x").model_copy(update={"additional_kwargs": {"deep": deep}})
    with pytest.raises(chatschema.ValidationError, match="nested too deeply"):
        to_langchain(ours)


# ----------------------------------------------------------------------------
# Imports


def test_importing_chatschema_does_not_import_langchain_core() -> None:
    code = (
        "import pkgutil, sys, chatschema\n"
        "for mod in pkgutil.walk_packages(chatschema.__path__, 'chatschema.'):\n"
        "    if mod.name not in ('chatschema.langchain', 'chatschema.dask', 'chatschema.__main__', "
        "'chatschema.cli.__main__'):\n"
        "        __import__(mod.name)\n"
        "assert 'chatschema.langchain' not in sys.modules\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'langchain_core'))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=99
    )
    assert done.stdout.strip() == "[]"
