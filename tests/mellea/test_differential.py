"""chatschema.mellea against mellea 0.8.0 itself (pinned in requirements/lock.txt).

Seeded random messages are built twice, by mellea and by chatschema.mellea, from the same
arguments; construction errors, ``format_for_llm``, the OpenAI dicts (mellea's
``message_to_openai_message`` without a formatter), ``as_chat_history`` over a ``ChatContext``
and the conversions to and from mellea's objects must agree. ``make compat-latest`` runs this
against the newest mellea too.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

mellea = pytest.importorskip("mellea")

from mellea.core import AudioBlock as MAudioBlock  # noqa: E402
from mellea.core import AudioUrlBlock as MAudioUrlBlock  # noqa: E402
from mellea.core import ImageBlock as MImageBlock  # noqa: E402
from mellea.core import ImageUrlBlock as MImageUrlBlock  # noqa: E402
from mellea.core import ModelOutputThunk, ModelToolCall  # noqa: E402
from mellea.helpers.openai_compatible_helpers import message_to_openai_message  # noqa: E402
from mellea.stdlib.components import Document as MDocument  # noqa: E402
from mellea.stdlib.components import Message as MMessage  # noqa: E402
from mellea.stdlib.components import ToolMessage as MToolMessage  # noqa: E402
from mellea.stdlib.components import as_chat_history as m_as_chat_history  # noqa: E402
from mellea.stdlib.context import ChatContext  # noqa: E402

from chatschema.mellea import (  # noqa: E402
    AudioBlock,
    AudioUrlBlock,
    Document,
    ImageBlock,
    ImageUrlBlock,
    Message,
    ToolMessage,
    as_chat_history,
    from_mellea,
    to_mellea,
    to_openai,
)

CASES = 1500

PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
WAV = "UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA="
JPEG = "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA=="


class _Tool:
    """A stand-in for a mellea tool (never called)."""

    def run(self, **kwargs: Any) -> Any:
        return kwargs


# -- one spec, two builds -----------------------------------------------------------------------


def _spec(r: random.Random) -> dict[str, Any]:
    """Arguments for a message (``kind`` says which class), sometimes invalid."""
    spec: dict[str, Any] = {
        "kind": "tool" if r.random() < 0.15 else "message",
        "role": r.choices(
            ["system", "user", "assistant", "tool", "robot", "User"], weights=[5, 10, 10, 5, 1, 1]
        )[0],
        "content": r.choice(["", "hi", "two\nlines", "ünïcode ✓", "x" * 50]),
    }
    if r.random() < 0.4:
        spec["images"] = [
            r.choice(
                [
                    ("image", PNG),
                    ("image", "data:image/png;base64," + PNG),
                    ("image", PNG[:-2]),  # unpadded
                    ("image", JPEG),  # not a PNG: refused
                    ("image", "not base64!"),
                    ("url", "https://example.com/a.png"),
                    ("url", "http://example.com/b.jpg"),
                    ("url", "ftp://example.com/c.png"),  # refused
                ]
            )
            for _ in range(r.randint(0, 3))
        ]
    if r.random() < 0.3:
        spec["audio"] = [
            r.choice(
                [
                    ("audio", WAV, "wav"),
                    ("audio", "data:audio/wav;base64," + WAV, None),
                    ("audio", "data:audio/mpeg;base64," + WAV, None),
                    ("audio", "data:audio/x-flac;base64," + WAV, None),
                    ("audio", "data:audio/ogg;base64," + WAV, "opus"),
                    ("audio", WAV, None),  # no format: refused
                    ("audio", "@@@", "wav"),  # refused
                    ("url", "https://example.com/a.mp3", "mp3"),
                    ("url", "https://example.com/a.mp3", ""),  # refused
                ]
            )
            for _ in range(r.randint(0, 2))
        ]
    if r.random() < 0.3:
        spec["documents"] = [
            r.choice([("str", "plain"), ("doc", "text", None, None), ("doc", "text", "Title", "d1")])
            for _ in range(r.randint(0, 2))
        ]
    if r.random() < 0.3:
        args = r.choice(['{"a": 1}', "{}", '{"q": "ünï"}'])
        spec["tool_calls"] = [
            {"id": f"c{i}", "type": "function", "function": {"name": "f", "arguments": args}}
            for i in range(r.randint(1, 2))
        ]
    for key, values in (
        ("tool_call_id", [None, "", "c0", "c1"]),
        ("tool_name", [None, "f"]),
        ("thinking", [None, "", "because"]),
    ):
        if r.random() < 0.3:
            spec[key] = r.choice(values)
    if r.random() < 0.2:
        spec["provider_fields"] = r.choice(
            [
                {"openai": {"store": True}},
                {"*": {"metadata": {"a": [1]}}},
                {"ollama": {"keep_alive": 1}},
                {"openai": {"role": "ignored", "extra": 1}, "*": {"extra": 2, "other": 3}},
            ]
        )
    if spec["kind"] == "tool":
        spec["tool_output"] = r.choice([spec["content"], 3, {"v": [1, 2]}, None])
        spec["name"] = r.choice(["add", "lookup"])
        spec["args"] = r.choice([{}, {"a": 1}, {"q": "x", "n": [1, 2]}])
        spec["tool_id"] = r.choice([None, "call_1"])
    return spec


def _theirs(spec: dict[str, Any]) -> Any:
    def image(item: tuple[str, str]) -> Any:
        return MImageUrlBlock(item[1]) if item[0] == "url" else MImageBlock(item[1])

    def audio(item: tuple[str, str, str | None]) -> Any:
        return MAudioUrlBlock(item[1], item[2]) if item[0] == "url" else MAudioBlock(item[1], item[2])  # type: ignore[arg-type]

    def doc(item: tuple[Any, ...]) -> Any:
        return item[1] if item[0] == "str" else MDocument(*item[1:])

    if spec["kind"] == "tool":
        tool = ModelToolCall(spec["name"], _Tool(), spec["args"], spec["tool_id"])  # type: ignore[arg-type]
        return MToolMessage(
            spec["role"], spec["content"], spec["tool_output"], spec["name"], spec["args"], tool
        ), tool
    kwargs = {k: v for k, v in spec.items() if k not in ("kind", "role", "content")}
    if "images" in kwargs:
        kwargs["images"] = [image(x) for x in kwargs["images"]]
    if "audio" in kwargs:
        kwargs["audio"] = [audio(x) for x in kwargs["audio"]]
    if "documents" in kwargs:
        kwargs["documents"] = [doc(x) for x in kwargs["documents"]]
    return MMessage(spec["role"], spec["content"], **kwargs), None


def _ours(spec: dict[str, Any], tool: Any) -> Message:
    def image(item: tuple[str, str]) -> Any:
        return ImageUrlBlock(item[1]) if item[0] == "url" else ImageBlock(item[1])

    def audio(item: tuple[str, str, str | None]) -> Any:
        return AudioUrlBlock(item[1], item[2]) if item[0] == "url" else AudioBlock(item[1], item[2])  # type: ignore[arg-type]

    def doc(item: tuple[Any, ...]) -> Any:
        return item[1] if item[0] == "str" else Document(*item[1:])

    if spec["kind"] == "tool":
        if tool is None:  # mellea refused the role: build ours with a stand-in call
            tool = ModelToolCall(spec["name"], _Tool(), spec["args"], spec["tool_id"])  # type: ignore[arg-type]
        return ToolMessage(
            spec["role"], spec["content"], spec["tool_output"], spec["name"], spec["args"], tool
        )
    kwargs = {k: v for k, v in spec.items() if k not in ("kind", "role", "content")}
    if "images" in kwargs:
        kwargs["images"] = [image(x) for x in kwargs["images"]]
    if "audio" in kwargs:
        kwargs["audio"] = [audio(x) for x in kwargs["audio"]]
    if "documents" in kwargs:
        kwargs["documents"] = [doc(x) for x in kwargs["documents"]]
    return Message(spec["role"], spec["content"], **kwargs)


def _build(func: Any, *args: Any) -> Any:
    """The object, or the exception type (and message for invalid roles)."""
    try:
        return func(*args)
    except (ValueError, TypeError) as error:
        shown = str(error) if "Invalid role" in str(error) else ""
        return f"{type(error).__name__} {shown}"


# -- comparing ----------------------------------------------------------------------------------------


def _their_rep(message: Any) -> dict[str, Any]:
    """mellea's TemplateRepresentation as the plain dict our ``format_for_llm`` gives."""
    tr = message.format_for_llm()
    docs = tr.args["documents"]
    rep = {
        "role": tr.role,
        "content": str(tr.args["content"].value),
        "documents": None
        if docs is None
        else [{"text": d.text, "title": d.title, "doc_id": d.doc_id} for d in docs],
        "images": None if tr.images is None else [i.value for i in tr.images],
        "audio": None if tr.audio is None else [{"value": a.value, "format": a.format} for a in tr.audio],
        "thinking": tr.thinking,
        "tool_calls": tr.tool_calls,
        "tool_call_id": tr.tool_call_id,
        "tool_name": tr.tool_name,
        "provider_fields": tr.provider_fields,
    }
    if isinstance(message, MToolMessage):
        rep.update(name=message.name, args=message.arguments)
    return rep


def _openai(func: Any, message: Any, **kwargs: Any) -> Any:
    try:
        return func(message, **kwargs)
    except (ValueError, TypeError) as error:
        return type(error).__name__


def _has_audio_url(message: Message) -> bool:
    return any(isinstance(a, AudioUrlBlock) for a in message.audio or ())


def check_seed(seed: int) -> str:
    r = random.Random(seed)
    spec = _spec(r)
    built = _build(_theirs, spec)
    theirs, tool = built if isinstance(built, tuple) else (built, None)
    ours = _build(_ours, spec, tool)
    if isinstance(theirs, str) or isinstance(ours, str):
        assert theirs == ours, (seed, spec)  # both refuse, with the same exception type
        return "refused"
    assert ours.format_for_llm() == _their_rep(theirs), seed
    assert from_mellea(theirs) == ours, seed
    assert _their_rep(to_mellea(ours)) == _their_rep(theirs) or (
        isinstance(ours, ToolMessage) and ours.tool is None
    )
    if _has_audio_url(ours):
        return "audio url"  # mellea downloads it; chatschema refuses (see docs/compat.md)
    for options in ({}, {"replay_reasoning": True}, {"provider": "ollama"}, {"provider": "watsonx"}):
        mine = _openai(to_openai, ours, **options)
        assert mine == _openai(message_to_openai_message, theirs, formatter=None, **options), (seed, options)
    return "same"


@pytest.mark.parametrize("chunk", range(5))
def test_messages_match_mellea(chunk: int) -> None:
    per = CASES // 5
    outcomes = [check_seed(seed) for seed in range(chunk * per, (chunk + 1) * per)]
    assert outcomes.count("same") > per // 2


def test_role_error_is_melleas() -> None:
    with pytest.raises(ValueError) as theirs:
        MMessage("robot", "x")  # type: ignore[arg-type]
    with pytest.raises(ValueError) as ours:
        Message("robot", "x")  # type: ignore[arg-type]
    assert str(ours.value) == str(theirs.value)


def test_as_chat_history_matches_mellea() -> None:
    tool = ModelToolCall("add", _Tool(), {"a": 1}, "c1")  # type: ignore[arg-type]
    call = {"id": "c1", "type": "function", "function": {"name": "add", "arguments": '{"a": 1}'}}
    entries = [
        MMessage("system", "Be brief."),
        MMessage("user", "Add.", images=[MImageBlock(PNG)], documents=["doc"]),
        ModelOutputThunk("", parsed_repr=MMessage("assistant", "", tool_calls=[call], thinking="t")),
        MToolMessage("tool", "1", 1, "add", {"a": 1}, tool),
        ModelOutputThunk("1", parsed_repr=MMessage("assistant", "1")),
    ]
    ctx = ChatContext()
    for entry in entries:
        ctx = ctx.add(entry)
    theirs = m_as_chat_history(ctx)
    ours = as_chat_history(ctx)
    assert ours == [from_mellea(m) for m in theirs]
    assert [m.format_for_llm() for m in ours] == [_their_rep(m) for m in theirs]
    assert [to_openai(m) for m in ours] == [message_to_openai_message(m) for m in theirs]


def test_as_chat_history_refuses_what_mellea_refuses() -> None:
    for bad in (ModelOutputThunk("raw text"), MDocument("not a message")):
        ctx = ChatContext().add(MMessage("user", "x")).add(bad)
        with pytest.raises(AssertionError):
            m_as_chat_history(ctx)
        with pytest.raises(ValueError, match="entry 1"):  # a ValueError here (docs/compat.md)
            as_chat_history(ctx)
