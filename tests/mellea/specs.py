"""Random arguments for a message, and the message built from them by mellea and by chatschema.mellea.

Shared by the differential tests in tests/mellea/; importing it imports mellea (pinned in the lock).
"""

from __future__ import annotations

import random
from typing import Any

from mellea.core import AudioBlock as MAudioBlock
from mellea.core import AudioUrlBlock as MAudioUrlBlock
from mellea.core import ImageBlock as MImageBlock
from mellea.core import ImageUrlBlock as MImageUrlBlock
from mellea.core import ModelToolCall
from mellea.stdlib.components import Document as MDocument
from mellea.stdlib.components import Message as MMessage
from mellea.stdlib.components import ToolMessage as MToolMessage

from chatschema.mellea import (
    AudioBlock,
    AudioUrlBlock,
    Document,
    ImageBlock,
    ImageUrlBlock,
    Message,
    ToolMessage,
)
from tests.mellea.samples import JPEG, PNG, WAV


class StubTool:
    """A stand-in for a mellea tool (never called)."""

    def run(self, **kwargs: Any) -> Any:
        return kwargs


# -- one spec, two builds -----------------------------------------------------------------------


def random_spec(r: random.Random) -> dict[str, Any]:
    """Arguments for a message (``kind`` says which class), sometimes invalid."""
    spec: dict[str, Any] = {
        "kind": "tool" if r.random() < 0.15 else "message",
        "role": r.choices(
            ["system", "user", "assistant", "tool", "robot", "User"], weights=[5, 10, 10, 5, 1, 1]
        )[0],
        "content": r.choice(["", "hi", "two\nlines", "ünïcode ✓", "x" * 50, 'say "hi"']),
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
            r.choice(
                [
                    ("str", "plain"),
                    ("doc", "text", None, None),
                    ("doc", "text", "Title", "d1"),
                    ("doc", "a passage longer than twenty characters", "", ""),
                    ("doc", "t", None, "0"),
                ]
            )
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


def build_theirs(spec: dict[str, Any]) -> Any:
    def image(item: tuple[str, str]) -> Any:
        return MImageUrlBlock(item[1]) if item[0] == "url" else MImageBlock(item[1])

    def audio(item: tuple[str, str, str | None]) -> Any:
        return MAudioUrlBlock(item[1], item[2]) if item[0] == "url" else MAudioBlock(item[1], item[2])  # type: ignore[arg-type]

    def doc(item: tuple[Any, ...]) -> Any:
        return item[1] if item[0] == "str" else MDocument(*item[1:])

    if spec["kind"] == "tool":
        tool = ModelToolCall(spec["name"], StubTool(), spec["args"], spec["tool_id"])  # type: ignore[arg-type]
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


def build_ours(spec: dict[str, Any], tool: Any) -> Message:
    def image(item: tuple[str, str]) -> Any:
        return ImageUrlBlock(item[1]) if item[0] == "url" else ImageBlock(item[1])

    def audio(item: tuple[str, str, str | None]) -> Any:
        return AudioUrlBlock(item[1], item[2]) if item[0] == "url" else AudioBlock(item[1], item[2])  # type: ignore[arg-type]

    def doc(item: tuple[Any, ...]) -> Any:
        return item[1] if item[0] == "str" else Document(*item[1:])

    if spec["kind"] == "tool":
        if tool is None:  # mellea refused the role: build ours with a stand-in call
            tool = ModelToolCall(spec["name"], StubTool(), spec["args"], spec["tool_id"])  # type: ignore[arg-type]
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


def attempt(func: Any, *args: Any) -> Any:
    """The object, or the exception type (and message for invalid roles)."""
    try:
        return func(*args)
    except (ValueError, TypeError) as error:
        shown = str(error) if "Invalid role" in str(error) else ""
        return f"{type(error).__name__} {shown}"


# -- comparing ----------------------------------------------------------------------------------------


def their_rep(message: Any) -> dict[str, Any]:
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


def build_ours_sharing(spec: dict[str, Any], theirs: Any) -> Message:
    """chatschema.mellea's message for ``spec``, holding the very blocks and documents mellea's holds."""
    if spec["kind"] == "tool":
        return build_ours(spec, theirs._tool)
    kwargs = {k: v for k, v in spec.items() if k not in ("kind", "role", "content")}
    kwargs.update(
        images=theirs.images, audio=theirs.audio, documents=theirs.format_for_llm().args["documents"]
    )
    return Message(spec["role"], spec["content"], **kwargs)
