"""chatschema.mellea's conversions: to and from chatschema messages, OpenAI dicts, chat histories.

tests/mellea/test_differential.py checks the OpenAI dicts and histories against mellea itself.
"""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest
from langchain_core import messages as lc

import chatschema
from chatschema.convert._openai import convert_to_openai_messages
from chatschema.mellea import (
    AudioBlock,
    AudioUrlBlock,
    Document,
    ImageBlock,
    ImageUrlBlock,
    Message,
    ToolMessage,
    as_chat_history,
    from_chatschema,
    from_chatschema_messages,
    from_openai,
    to_chatschema,
    to_chatschema_messages,
    to_openai,
)
from tests.mellea.samples import CALL, PNG, WAV

# -- chatschema <-> mellea-style ---------------------------------------------------------------------


def test_roles_map_both_ways() -> None:
    pairs = [("user", "human"), ("assistant", "ai"), ("system", "system"), ("tool", "tool")]
    for role, tag in pairs:
        converted = to_chatschema(Message(role, "x"))  # type: ignore[arg-type]
        assert converted.type == tag
        assert from_chatschema(converted).role == role
    assert from_chatschema(chatschema.ChatMessage("x", role="developer")).role == "system"
    assert from_chatschema(chatschema.AIMessageChunk("x")).role == "assistant"
    assert from_chatschema(lc.HumanMessage("from langchain")).content == "from langchain"


@pytest.mark.parametrize(
    "message",
    [
        chatschema.FunctionMessage("x", name="f"),
        chatschema.RemoveMessage(id="1"),
        chatschema.ChatMessage("x", role="critic"),
    ],
)
def test_messages_without_a_mellea_role(message: Any) -> None:
    with pytest.raises(ValueError, match="has no mellea role"):
        from_chatschema(message)


@pytest.mark.parametrize(
    "block",
    [
        {"type": "file", "url": "https://x/a.pdf"},
        {"type": "video", "url": "https://x/a.mp4"},
        {"type": "image", "file_id": "file-1"},
        {"type": "image", "url": "gs://bucket/a.png"},
        {"type": "image", "base64": "/9j/4AAQSkZJRg==", "mime_type": "image/jpeg"},  # mellea holds PNG only
        {"type": "audio", "url": "https://x/a.wav"},  # no mime_type: no format
        {"type": "non_standard", "value": {"x": 1}},
    ],
)
def test_content_mellea_cannot_hold(block: dict[str, Any]) -> None:
    with pytest.raises(
        ValueError, match=r"content block 1 .*(no mellea equivalent|mellea cannot hold|format)"
    ):
        from_chatschema(chatschema.HumanMessage(["hi", block]))


def test_attachments_become_standard_blocks_and_back() -> None:
    msg = Message(
        "user",
        "Look:",
        images=[PNG, "https://example.com/a.png"],
        audio=["data:audio/wav;base64," + WAV, AudioUrlBlock("https://x/a.mp3", "mp3")],
        documents=[Document("Doc text", title="Title", doc_id="d1"), "untitled"],
    )
    converted = to_chatschema(msg)
    assert converted.content == [
        {"type": "text", "text": "Look:"},
        {"type": "text-plain", "mime_type": "text/plain", "text": "Doc text", "title": "Title", "id": "d1"},
        {"type": "text-plain", "mime_type": "text/plain", "text": "untitled"},
        {"type": "image", "base64": PNG, "mime_type": "image/png"},
        {"type": "image", "url": "https://example.com/a.png"},
        {"type": "audio", "base64": WAV, "mime_type": "audio/wav"},
        {"type": "audio", "url": "https://x/a.mp3", "mime_type": "audio/mp3"},
    ]
    back = from_chatschema(converted)
    assert back.content == "Look:" and back.documents == msg.documents and back.images == msg.images
    assert back.audio == [
        AudioBlock(WAV, "wav"),
        AudioUrlBlock("https://x/a.mp3", "mp3"),
    ]  # data URI prefix gone


def test_provider_blocks_are_read_through_content_blocks() -> None:
    anthropic_image = {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": PNG}}
    openai_image = {"type": "image_url", "image_url": {"url": "https://example.com/b.png"}}
    openai_audio = {"type": "input_audio", "input_audio": {"data": WAV, "format": "wav"}}
    msg = from_chatschema(
        chatschema.HumanMessage(
            ["a", {"type": "text", "text": "b"}, anthropic_image, openai_image, openai_audio]
        )
    )
    assert msg.content == "ab"
    assert msg.images == [ImageBlock(PNG), ImageUrlBlock("https://example.com/b.png")]
    assert msg.audio == [AudioBlock(WAV, "wav")]


def test_assistant_tool_calls_and_thinking() -> None:
    bad = {"id": "c2", "type": "function", "function": {"name": "f", "arguments": "{not json"}}
    msg = Message("assistant", "", tool_calls=[CALL, bad], thinking="Add them.")
    ai = to_chatschema(msg)
    assert ai.tool_calls == [{"name": "add", "args": {"a": 1, "b": 2}, "id": "c1", "type": "tool_call"}]
    assert ai.invalid_tool_calls == [
        {"name": "f", "args": "{not json", "id": "c2", "error": None, "type": "invalid_tool_call"}
    ]
    assert ai.additional_kwargs == {"reasoning_content": "Add them."}
    back = from_chatschema(ai)
    assert back.tool_calls == [CALL, bad]
    assert back.thinking == "Add them."
    with pytest.raises(ValueError, match="OpenAI-style"):
        to_chatschema(Message("assistant", "", tool_calls=[{"name": "f"}]))
    # reasoning blocks in content (Anthropic thinking) are the thinking too
    anthropic = chatschema.AIMessage(
        [{"type": "thinking", "thinking": "step", "signature": "s"}, {"type": "text", "text": "done"}],
        response_metadata={"model_provider": "anthropic"},
    )
    assert (from_chatschema(anthropic).thinking, from_chatschema(anthropic).content) == ("step", "done")


def test_tool_messages_both_ways() -> None:
    tool = ToolMessage("tool", "3", {"sum": 3}, "add", {"a": 1, "b": 2}, tool_call_id="c1")
    converted = to_chatschema(tool)
    assert (converted.type, converted.tool_call_id, converted.name, converted.artifact) == (
        "tool",
        "c1",
        "add",
        {"sum": 3},
    )
    alone = from_chatschema(converted)
    assert isinstance(alone, ToolMessage)
    assert (alone.name, alone.args, alone.tool_output) == ("add", {}, {"sum": 3})  # the args are in the call
    ai = to_chatschema(Message("assistant", "", tool_calls=[CALL]))
    paired = from_chatschema_messages([ai, chatschema.ToolMessage("3", tool_call_id="c1")])[1]
    assert isinstance(paired, ToolMessage)
    assert (paired.name, paired.args, paired.tool_output) == ("add", {"a": 1, "b": 2}, "3")
    # a plain Message with role "tool" carries its id and tool name
    plain = to_chatschema(Message("tool", "out", tool_call_id="c1", tool_name="add"))
    assert (plain.tool_call_id, plain.name) == ("c1", "add")
    assert to_chatschema(Message("tool", "out")).tool_call_id == ""  # chatschema needs a string


def test_mellea_style_history_through_langchain_openai_format() -> None:
    history = [
        Message("system", "Be brief."),
        Message("user", "Add 1 and 2.", images=["https://example.com/a.png"]),
        Message("assistant", "", tool_calls=[CALL]),
        ToolMessage("tool", "3", 3, "add", {"a": 1, "b": 2}, tool_call_id="c1"),
        Message("assistant", "3"),
    ]
    out = convert_to_openai_messages(to_chatschema_messages(history))
    assert [m["role"] for m in out] == ["system", "user", "assistant", "tool", "assistant"]
    assert out[2]["tool_calls"][0]["function"] == {"name": "add", "arguments": '{"a": 1, "b": 2}'}
    assert out[3] == {"role": "tool", "name": "add", "tool_call_id": "c1", "content": "3"}


def test_round_trip_through_chatschema_keeps_what_mellea_has() -> None:
    """Random mellea-style messages survive to_chatschema, then from_chatschema_messages."""
    r = random.Random(3)
    for _ in range(300):
        history = [_random_message(r) for _ in range(r.randint(1, 5))]
        back = from_chatschema_messages(to_chatschema_messages(history))
        for before, after in zip(history, back, strict=True):
            assert _essence(after) == _essence(before), (before, after)


def _random_message(r: random.Random) -> Message:
    role = r.choice(["system", "user", "assistant", "tool"])
    content = r.choice(["", "hi", "two\nlines", "ünï"])
    kwargs: dict[str, Any] = {}
    if role in ("user", "system") and r.random() < 0.5:
        kwargs["images"] = r.sample(
            [PNG, "https://example.com/a.png", "data:image/png;base64," + PNG], r.randint(1, 2)
        )
        kwargs["documents"] = r.choice([None, ["d"], [Document("x", "T", "1")]])
        kwargs["audio"] = r.choice(
            [None, [AudioBlock(WAV, "mp3")], [AudioUrlBlock("https://x/a.flac", "flac")]]
        )
    if role == "assistant":
        if r.random() < 0.5:
            kwargs["tool_calls"] = [CALL]
        if r.random() < 0.5:
            kwargs["thinking"] = "because"
    if role == "tool":
        if r.random() < 0.5:
            return ToolMessage(
                "tool", content, r.choice([content, {"v": 1}, [1, 2]]), "add", {}, tool_call_id="c9"
            )
        kwargs["tool_call_id"] = "c8"
    return Message(role, content, **kwargs)


def _essence(msg: Message) -> dict[str, Any]:
    """What a trip through chatschema keeps: the images and audio as data, ToolMessage as its fields."""
    rep = msg.format_for_llm()
    rep["images"] = [getattr(i, "base64", i.value) for i in msg.images or ()] or None
    rep["audio"] = [(getattr(a, "base64", a.value), a.format) for a in msg.audio or ()] or None
    rep.pop("tool_name")  # a plain tool message's tool_name comes back as a ToolMessage name
    if isinstance(msg, ToolMessage):
        rep["tool_output"] = msg.tool_output
    elif msg.role == "tool":
        rep.update(name="", args={}, tool_output=msg.content)
    return rep


# -- OpenAI dicts --------------------------------------------------------------------------------------


def test_to_openai() -> None:
    assert to_openai(Message("assistant", "", tool_calls=[CALL])) == {
        "role": "assistant",
        "content": None,
        "tool_calls": [CALL],
    }
    assert to_openai(Message("assistant", "Using add.", tool_calls=[CALL]))["content"] == "Using add."
    audio = Message("user", "", audio=[AudioBlock(WAV, "wav")])
    assert to_openai(audio)["content"] == [
        {"type": "text", "text": ""},
        {"type": "input_audio", "input_audio": {"data": WAV, "format": "wav"}},
    ]
    # as in mellea: with tool calls and no text or images, the content is None (audio and all)
    assert to_openai(msgspec.structs.replace(audio, tool_calls=[CALL]))["content"] is None
    assert to_openai(Message("user", "x", documents=["dropped"])) == {"role": "user", "content": "x"}
    thinking = Message("assistant", "4", thinking="2+2")
    assert "reasoning_content" not in to_openai(thinking)
    assert to_openai(thinking, replay_reasoning=True)["reasoning_content"] == "2+2"
    with pytest.raises(ValueError, match="downloaded"):
        to_openai(Message("user", "x", audio=[AudioUrlBlock("https://x/a.wav", "wav")]))


def test_provider_fields() -> None:
    msg = Message(
        "user", "x", provider_fields={"openai": {"store": True, "role": "ignored"}, "ollama": {"k": 1}}
    )
    assert to_openai(msg) == {"role": "user", "content": "x", "store": True}  # known fields win
    assert to_openai(msg, provider="litellm")["store"] is True
    assert to_openai(msg, provider="ollama") == {"role": "user", "content": "x", "k": 1}
    with pytest.raises(ValueError, match="none of which is provider 'bedrock'"):
        to_openai(msg, provider="bedrock")
    assert to_openai(Message("user", "x", provider_fields={"*": {"a": [1]}}), provider="bedrock")["a"] == [1]
    with pytest.raises(TypeError):
        to_openai(Message("user", "x", provider_fields={"*": [1]}))  # type: ignore[dict-item]


def test_from_openai() -> None:
    msg = from_openai(
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "a"},
                {"type": "image_url", "image_url": {"url": "data:image/png;base64," + PNG}},
                {"type": "image_url", "image_url": {"url": "https://example.com/a.png", "detail": "low"}},
                {"type": "input_audio", "input_audio": {"data": WAV, "format": "wav"}},
            ],
            "name": "dropped",
        }
    )
    assert msg == Message(
        "user",
        "a",
        images=["data:image/png;base64," + PNG, "https://example.com/a.png"],
        audio=[AudioBlock(WAV, "wav")],
    )
    tool = from_openai({"role": "tool", "content": "3", "tool_call_id": "c1", "name": "add"})
    assert (tool.role, tool.tool_call_id, tool.tool_name) == ("tool", "c1", "add")
    ai = from_openai({"role": "assistant", "content": None, "tool_calls": [CALL], "reasoning_content": "r"})
    assert (ai.content, ai.tool_calls, ai.thinking) == ("", [CALL], "r")
    with pytest.raises(ValueError, match="has no mellea role"):
        from_openai({"role": "function", "content": "x"})
    with pytest.raises(ValueError, match="part 0 of type 'file'"):
        from_openai({"role": "user", "content": [{"type": "file", "file": {"file_id": "f"}}]})


def test_openai_round_trip() -> None:
    r = random.Random(5)
    for _ in range(300):
        msg = _random_message(r)
        if any(isinstance(a, AudioUrlBlock) for a in msg.audio or ()):
            continue
        back = from_openai(to_openai(msg, replay_reasoning=True))
        assert to_openai(back, replay_reasoning=True) == to_openai(msg, replay_reasoning=True)
        assert back.role == msg.role and back.content == msg.content and back.thinking == msg.thinking


# -- histories -----------------------------------------------------------------------------------------


class _Context:
    def __init__(self, items: list[Any] | None) -> None:
        self.items = items

    def as_list(self) -> list[Any] | None:
        return self.items


class _Thunk:
    def __init__(self, parsed: Any) -> None:
        self.parsed_repr = parsed


def test_as_chat_history_flattens_mixed_entries() -> None:
    mine = Message("system", "Be brief.")
    entries = [
        mine,
        chatschema.HumanMessage("Add 1 and 2."),
        {"role": "assistant", "content": "", "tool_calls": [CALL]},
        lc.ToolMessage("3", tool_call_id="c1"),
        _Thunk(Message("assistant", "3")),
        _Thunk(chatschema.AIMessage("Anything else?")),
    ]
    history = as_chat_history(_Context(entries))
    assert history[0] is mine  # kept as it is
    assert [m.role for m in history] == ["system", "user", "assistant", "tool", "assistant", "assistant"]
    assert isinstance(history[3], ToolMessage) and (history[3].name, history[3].args) == (
        "add",
        {"a": 1, "b": 2},
    )
    assert as_chat_history(entries) == history  # a plain list works too
    assert as_chat_history(iter([])) == []


@pytest.mark.parametrize(
    "entries, match",
    [
        (_Context(None), "non-linear"),
        ("hello", "expected a context or a list"),
        ({"role": "user", "content": "x"}, "expected a context or a list"),
        ([Message("user", "x"), 42], r"entry 1 \(int\) is not a message"),
        ([_Thunk(None)], r"entry 0 \(_Thunk\) has no parsed message"),
        ([_Thunk("text")], r"entry 0 \(_Thunk\) has no parsed message"),
        ([_Thunk(object())], r"entry 0 \(_Thunk\) has a parsed_repr that is not a message \(object\)"),
        ([chatschema.FunctionMessage("x", name="f")], "entry 0 A 'function' message has no mellea role"),
        ([{"role": "robot", "content": "x"}], "entry 0 OpenAI role 'robot'"),
        ([chatschema.HumanMessage([{"type": "video", "url": "u"}])], "entry 0 content block 0"),
    ],
)
def test_as_chat_history_raises_clearly(entries: Any, match: str) -> None:
    with pytest.raises(ValueError, match=match):
        as_chat_history(entries)
