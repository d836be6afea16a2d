"""chatschema.mellea._bridge: to_mellea and from_mellea, both ways, with nothing lost.

The random cases of tests/mellea/test_differential.py compare the bridge with messages mellea
builds itself; here are its round trips over generated messages, and its errors.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

mellea = pytest.importorskip("mellea")

from mellea.core import AudioBlock as MAudioBlock  # noqa: E402
from mellea.core import AudioUrlBlock as MAudioUrlBlock  # noqa: E402
from mellea.core import CBlock as MCBlock  # noqa: E402
from mellea.core import ImageBlock as MImageBlock  # noqa: E402
from mellea.core import ImageUrlBlock as MImageUrlBlock  # noqa: E402
from mellea.core import ModelToolCall  # noqa: E402
from mellea.stdlib.components import Document as MDocument  # noqa: E402
from mellea.stdlib.components import Message as MMessage  # noqa: E402
from mellea.stdlib.components import ToolMessage as MToolMessage  # noqa: E402

from chatschema import ConversionError  # noqa: E402
from chatschema.mellea import (  # noqa: E402
    AudioBlock,
    AudioUrlBlock,
    CBlock,
    Document,
    ImageBlock,
    ImageUrlBlock,
    Message,
    ToolMessage,
    UnboundTool,
    enc_hook,
    from_mellea,
    to_chatschema,
    to_mellea,
    to_openai,
)
from tests.mellea.samples import CALL, PNG, WAV  # noqa: E402
from tests.mellea.specs import StubTool  # noqa: E402

URL = "https://example.com/a.png"

# Each strategy draws a fresh block: mellea's blocks compare by identity.
images = st.one_of(
    st.builds(ImageBlock, st.sampled_from([PNG, "data:image/png;base64," + PNG])),
    st.builds(ImageUrlBlock, st.just(URL)),
    st.builds(MImageBlock, st.just(PNG)),
    st.builds(MImageUrlBlock, st.just(URL)),
    st.just(URL),
)
audio = st.one_of(
    st.builds(AudioBlock, st.just(WAV), st.sampled_from(["wav", "mp3"])),
    st.builds(AudioUrlBlock, st.just("https://example.com/a.mp3"), st.just("mp3")),
    st.builds(MAudioBlock, st.just("data:audio/wav;base64," + WAV)),
    st.builds(MAudioUrlBlock, st.just("https://example.com/a.wav"), st.just("wav")),
)
texts = st.text(max_size=30)
optional_texts = st.none() | texts
documents = st.one_of(
    texts,
    st.builds(Document, texts, optional_texts, optional_texts),
    st.builds(MDocument, texts, optional_texts, optional_texts),
)


def _lists(items: st.SearchStrategy[Any]) -> st.SearchStrategy[list[Any] | None]:
    return st.none() | st.lists(items, max_size=3)


messages = st.builds(
    Message,
    st.sampled_from(["system", "user", "assistant", "tool"]),
    texts,
    images=_lists(images),
    audio=_lists(audio),
    documents=_lists(documents),
    tool_calls=st.none() | st.just([CALL]),
    tool_call_id=optional_texts,
    tool_name=optional_texts,
    thinking=optional_texts,
    provider_fields=st.none() | st.just({"openai": {"store": True}, "*": {"metadata": {"a": [1]}}}),
)
tool_messages = st.builds(
    ToolMessage,
    st.just("tool"),
    texts,
    st.one_of(texts, st.integers(), st.just({"v": [1, 2]})),
    st.sampled_from(["add", "lookup"]),
    st.dictionaries(st.sampled_from(["a", "q"]), st.integers(), max_size=2),
    tool_call_id=optional_texts,
)


def _melleas(message: Message) -> list[Any]:
    """The attachments a message holds that are mellea's own objects."""
    return [x for x in message.parts()[1:] if type(x).__module__.startswith("mellea")]


@given(st.one_of(messages, tool_messages))
def test_round_trip_through_mellea(message: Message) -> None:
    theirs = to_mellea(message)
    assert type(theirs) is (MToolMessage if isinstance(message, ToolMessage) else MMessage)
    assert repr(theirs) == repr(message)
    back = from_mellea(theirs)
    assert back == message
    assert type(back) is type(message)
    assert to_chatschema(back) == to_chatschema(message)
    # mellea's blocks given to the message are the ones mellea's message holds
    kept = {id(x) for x in _melleas(message)}
    assert kept <= {id(x) for x in theirs.parts()}


@given(messages)
def test_json_with_melleas_blocks(message: Message) -> None:
    data = msgspec.json.encode(message, enc_hook=enc_hook)
    decoded = msgspec.json.decode(data, type=Message)
    assert decoded == message
    assert _melleas(decoded) == []  # JSON holds chatschema's blocks
    assert msgspec.json.encode(decoded) == data


@given(messages)
def test_conversions_read_melleas_blocks(message: Message) -> None:
    """to_chatschema, to_openai and format_for_llm give the same for mellea's blocks as for chatschema's."""
    plain = from_mellea(to_mellea(message))
    assert _melleas(plain) == []
    assert to_chatschema(message) == to_chatschema(plain)
    assert message.format_for_llm() == plain.format_for_llm()
    if not any(isinstance(a, (AudioUrlBlock, MAudioUrlBlock)) for a in message.audio or ()):
        assert to_openai(message, provider="ollama") == to_openai(plain, provider="ollama")


def test_one_or_many() -> None:
    one = to_mellea(Message("user", "hi"))
    assert isinstance(one, MMessage)
    many = to_mellea(iter([Message("user", "hi"), ImageUrlBlock(URL), CBlock("c"), Document("d")]))
    assert [type(x) for x in many] == [MMessage, MImageUrlBlock, MCBlock, MDocument]
    assert from_mellea(many) == [Message("user", "hi"), ImageUrlBlock(URL), CBlock("c"), Document("d")]
    assert to_mellea([]) == [] and from_mellea(()) == []


def test_objects_already_on_the_other_side_pass_through() -> None:
    theirs, ours = MImageBlock(PNG), ImageBlock(PNG)
    assert to_mellea(theirs) is theirs
    assert from_mellea(ours) is ours
    assert from_mellea(theirs) == ours and theirs == ours


def test_tool_message_without_a_call_gets_an_unbound_tool() -> None:
    ours = ToolMessage("tool", "3", 3, "add", {"a": 1}, tool_call_id="c1")
    theirs = to_mellea(ours)
    assert (theirs.name, theirs.arguments, theirs.tool_call_id) == ("add", {"a": 1}, "c1")
    assert isinstance(theirs._tool.func, UnboundTool)
    with pytest.raises(NotImplementedError, match="'add' was not given"):
        theirs._tool.call_func()
    assert from_mellea(theirs).tool is None
    tool = ModelToolCall("add", StubTool(), {"a": 1}, "c1")  # type: ignore[arg-type]
    assert to_mellea(ToolMessage("tool", "3", 3, "add", {"a": 1}, tool))._tool is tool


@pytest.mark.parametrize(
    "field, value",
    [
        ("images", [ImageUrlBlock(URL)]),
        ("documents", ["d"]),
        ("thinking", "t"),
        ("tool_name", "add"),
        ("provider_fields", {"*": {}}),
    ],
)
def test_tool_message_fields_mellea_cannot_hold(field: str, value: Any) -> None:
    message = ToolMessage("tool", "3", 3, "add", {}, tool_call_id="c1", **{field: value})
    with pytest.raises(ConversionError, match=f"mellea's ToolMessage has no {field}") as caught:
        to_mellea([Message("user", "x"), message])
    assert caught.value.path == f"$[1].{field}"


def test_tool_call_id_must_be_the_calls() -> None:
    tool = ModelToolCall("add", StubTool(), {}, "c1")  # type: ignore[arg-type]
    with pytest.raises(ConversionError, match="from its tool") as caught:
        to_mellea(ToolMessage("tool", "3", 3, "add", {}, tool, tool_call_id="c2"))
    assert caught.value.path == "$.tool_call_id"


def test_blocks_with_metadata() -> None:
    """chatschema's blocks hold no meta: a message keeps such a block as it is, JSON refuses it."""
    tagged = MImageUrlBlock(URL, {"source": "crawler"})
    assert tagged != ImageUrlBlock(URL) and ImageUrlBlock(URL) != tagged
    ours = from_mellea(MMessage("user", "x", images=[tagged]))
    assert ours.images is not None and ours.images[0] is tagged
    assert to_mellea(ours).images[0] is tagged
    with pytest.raises(ConversionError, match="metadata") as caught:
        from_mellea([tagged])
    assert caught.value.path == "$[0]"
    with pytest.raises(ConversionError, match="metadata"):
        msgspec.json.encode(ours, enc_hook=enc_hook)
    assert CBlock("x") != MCBlock("x", cache=True)


@pytest.mark.parametrize("value", ["hi", 42, {"role": "user"}, ModelToolCall("f", StubTool(), {})])  # type: ignore[arg-type]
def test_what_is_not_a_message_or_block(value: Any) -> None:
    with pytest.raises(ConversionError, match="Expected one of mellea's") as caught:
        from_mellea(value)
    assert caught.value.path == "$"
    with pytest.raises(ConversionError, match="not a block mellea holds"):
        to_mellea([value])
