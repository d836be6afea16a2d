"""chatschema.mellea's Message and ToolMessage: construction, attachments, format_for_llm, JSON.

tests/mellea/test_differential.py checks the same behaviour against mellea itself.
"""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

import msgspec
import pytest

from chatschema.mellea import (
    AudioBlock,
    AudioUrlBlock,
    CBlock,
    Document,
    ImageBlock,
    ImageUrlBlock,
    Message,
    ToolMessage,
    enc_hook,
)
from tests.mellea.samples import CALL, PNG, WAV

# -- construction ------------------------------------------------------------------------------------


@pytest.mark.parametrize("role", ["system", "user", "assistant", "tool"])
def test_roles(role: str) -> None:
    assert Message(role, "x").role == role  # type: ignore[arg-type]


@pytest.mark.parametrize("role", ["human", "ai", "developer", "User", "", None])
def test_invalid_role_is_value_error(role: Any) -> None:
    with pytest.raises(
        ValueError, match=r"Invalid role .*Must be one of: \['system', 'user', 'assistant', 'tool'\]"
    ):
        Message(role, "x")


def test_content_must_be_text() -> None:
    with pytest.raises(TypeError, match="content must be a str"):
        Message("user", ["a"])  # type: ignore[arg-type]


def test_attachments_are_read_from_strings_and_lists() -> None:
    msg = Message(
        "user",
        "hi",
        images=[
            PNG,
            "data:image/png;base64," + PNG,
            "https://example.com/a.png",
            ImageUrlBlock("http://x/y"),
        ],
        audio=[
            "data:audio/mpeg;base64," + WAV,
            AudioBlock(WAV, "wav"),
            AudioUrlBlock("https://x/a.mp3", "mp3"),
        ],
        documents=("plain text", Document("t", title="T", doc_id="7")),
    )
    assert [type(i).__name__ for i in msg.images or ()] == [
        "ImageBlock",
        "ImageBlock",
        "ImageUrlBlock",
        "ImageUrlBlock",
    ]
    assert [a.format for a in msg.audio or ()] == ["mp3", "wav", "mp3"]
    assert msg.documents == [Document("plain text"), Document("t", "T", "7")]


@pytest.mark.parametrize(
    "kwargs, error",
    [
        ({"images": ["aGVsbG8="]}, ValueError),  # base64, but not a PNG
        ({"images": ["not base64 !"]}, ValueError),
        ({"images": [42]}, TypeError),
        ({"images": "https://example.com/a.png"}, TypeError),  # a str, not a list
        ({"audio": [WAV]}, ValueError),  # raw base64 does not say its format
        ({"audio": ["data:audio/wav;base64,@@@"]}, ValueError),
        ({"audio": [b"raw bytes"]}, TypeError),
        ({"documents": [3]}, TypeError),
    ],
)
def test_invalid_attachments(kwargs: dict[str, Any], error: type[Exception]) -> None:
    with pytest.raises(error):
        Message("user", "x", **kwargs)


def test_block_validation() -> None:
    with pytest.raises(ValueError, match="http"):
        ImageUrlBlock("ftp://example.com/a.png")
    with pytest.raises(ValueError, match="http"):
        AudioUrlBlock("file:///a.wav", "wav")
    with pytest.raises(ValueError, match="format"):
        AudioUrlBlock("https://x/a.wav", " ")
    assert ImageBlock(PNG[:-2]).base64 == PNG[:-2]  # unpadded base64 is accepted, as in mellea
    assert ImageBlock("data:image/png;base64," + PNG).url == "data:image/png;base64," + PNG
    assert ImageBlock(PNG).url == "data:image/png;base64," + PNG


def test_tool_message_takes_melleas_arguments() -> None:
    class ModelToolCall:  # the attributes of mellea's ModelToolCall that matter here
        name = "add"
        tool_call_id = "call_9"

    tool = ModelToolCall()
    msg = ToolMessage("tool", "3", 3, "add", {"a": 1}, tool)
    assert (msg.tool_call_id, msg.name, msg.arguments, msg.tool_output, msg.tool) == (
        "call_9",
        "add",
        {"a": 1},
        3,
        tool,
    )
    assert ToolMessage("tool", "3", 3, "add", {}, tool, tool_call_id="given").tool_call_id == "given"
    assert isinstance(msg, Message)


def test_format_for_llm() -> None:
    msg = Message(
        "assistant",
        "ok",
        images=["https://example.com/a.png"],
        audio=[AudioBlock(WAV, "wav")],
        documents=[Document("d", "T")],
        tool_calls=[CALL],
        thinking="hmm",
        provider_fields={"openai": {"x": 1}},
    )
    assert msg.format_for_llm() == {
        "role": "assistant",
        "content": "ok",
        "documents": [{"text": "d", "title": "T", "doc_id": None}],
        "images": ["https://example.com/a.png"],
        "audio": [{"value": WAV, "format": "wav"}],
        "thinking": "hmm",
        "tool_calls": [CALL],
        "tool_call_id": None,
        "tool_name": None,
        "provider_fields": {"openai": {"x": 1}},
    }
    tool = ToolMessage("tool", "3", 3, "add", {"a": 1}, tool_call_id="c1").format_for_llm()
    assert (tool["name"], tool["args"], tool["tool_call_id"]) == ("add", {"a": 1}, "c1")


def test_json_round_trip() -> None:
    msg = Message(
        "user", "hi", images=[PNG, "https://x/y.png"], audio=[AudioBlock(WAV, "wav")], documents=["d"]
    )
    data = msgspec.json.encode(msg)
    assert msgspec.json.decode(data, type=Message) == msg
    tool = ToolMessage("tool", "3", {"n": 3}, "add", {"a": 1}, tool_call_id="c1")
    assert msgspec.json.decode(msgspec.json.encode(tool), type=ToolMessage) == tool
    with pytest.raises(msgspec.ValidationError, match="robot"):
        msgspec.json.decode(b'{"role": "robot", "content": ""}', type=Message)


# -- parts, repr, identity (mellea itself: tests/mellea/test_differential.py) -------------------------


def test_parts_in_melleas_order() -> None:
    image, audio, doc = ImageUrlBlock("https://x/y.png"), AudioBlock(WAV, "wav"), Document("d")
    msg = Message("user", "hi", images=[image], audio=[audio], documents=[doc, "e"])
    parts = msg.parts()
    assert parts[0] == CBlock("hi")
    assert parts[1] is doc and parts[2] == Document("e") and parts[3] is image and parts[4] is audio
    assert Message("user", "").parts() == [CBlock("")]


def test_blocks_passed_in_are_kept() -> None:
    image, doc = ImageBlock(PNG), Document("d")
    msg = Message("user", "x", images=[image], documents=[doc])
    assert msg.images is not None and msg.images[0] is image
    assert msg.documents is not None and msg.documents[0] is doc


def test_repr_and_str_are_melleas() -> None:
    msg = Message(
        "user",
        "hi",
        images=[PNG, "https://example.com/a.png"],
        documents=[Document("text " * 10, title="T", doc_id="7"), Document("x", title="", doc_id="")],
    )
    expected = (
        'mellea.Message(role="user", content="hi", images="[\'iVBORw0KGgoAAAANSUhE...\', '
        "'https://example.com/...']\", audio=\"[]\", documents=\"['[Document 7] T: text...', "
        "'[Document] x...']\")"
    )
    assert repr(msg) == str(msg) == expected
    tool = ToolMessage("tool", "3", 3, "add", {})
    assert repr(tool) == str(tool) == 'mellea.ToolMessage(role="tool", content="3", name="add")'


def test_cblock() -> None:
    assert (repr(CBlock("a b")), str(CBlock("a b")), str(CBlock(None))) == ("CBlock(a b, {})", "a b", "")
    assert CBlock("a") == CBlock("a") and CBlock("a") != CBlock("b") and CBlock("a") != "a"
    with pytest.raises(TypeError, match="str or None"):
        CBlock(3)  # type: ignore[arg-type]


def test_enc_hook_refuses_other_objects() -> None:
    with pytest.raises(TypeError, match="unsupported"):
        enc_hook(object())


def test_importing_does_not_import_mellea() -> None:
    code = "import sys, chatschema.mellea; sys.exit('mellea' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], check=False, env=os.environ)
    assert done.returncode == 0
