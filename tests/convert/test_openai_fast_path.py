"""convert_to_openai_messages: the inline path for string content, compared with LangChain.

Messages of chatschema's classes with string content are translated inline,
with tool call arguments encoded by json's C encoder built once (without
the circular reference check). These tests pin that the text and the errors
are json.dumps's, that subclasses and overridden ``type`` properties are
honoured, and that the result does not depend on what was converted before.
"""

from __future__ import annotations

import enum
import json
import uuid
from typing import Any

import langchain_core.messages as lc
import pytest

import chatschema as cs
from chatschema.convert._openai import convert_to_openai_messages

ARGS: list[Any] = [
    {},
    {"q": 'naïve, \u2028 \x00 \x1f \x7f "quoted" \\ 日本', "k": 10**30, "f": 1e-05, "g": 1e16, "n": None},
    {"nan": float("nan"), "inf": float("-inf"), "t": True, "nested": {"a": [1, [2, {"b": 1.5}]]}},
    {"tuple": (1, 2), "1": 1},
]


def _conversation(module: Any, args: Any) -> list[Any]:
    call = {"name": "f", "args": args, "id": "c1"}
    return [
        module.SystemMessage("sys", additional_kwargs={"__openai_role__": "developer"}),
        module.HumanMessage("hi", name="alice", id="h"),
        module.AIMessage("", tool_calls=[call, {**call, "id": "c2"}], additional_kwargs={"refusal": "no"}),
        module.ToolMessage("done", tool_call_id="c1", id="t"),
        module.ChatMessage("chat", role="critic"),
        module.FunctionMessage("fn", name="f"),
        module.AIMessageChunk("partial", id="a"),
        module.HumanMessage("", id="empty"),
        module.HumanMessage(["list", {"type": "text", "text": "content"}]),
    ]


@pytest.mark.parametrize("args", ARGS)
@pytest.mark.parametrize("include_id", [False, True])
@pytest.mark.parametrize("text_format", ["string", "block"])
def test_same_as_langchain(args: Any, include_id: bool, text_format: Any) -> None:
    ours = convert_to_openai_messages(_conversation(cs, args), include_id=include_id, text_format=text_format)
    theirs = lc.convert_to_openai_messages(
        _conversation(lc, args), include_id=include_id, text_format=text_format
    )
    assert json.dumps(ours) == json.dumps(theirs)


class Color(enum.Enum):
    RED = 1


def _unserializable() -> list[Any]:
    circular: dict[str, Any] = {"a": 1}
    circular["self"] = circular
    return [
        {"when": uuid.UUID(int=5)},
        {"color": Color.RED},
        {"set": {1, 2}},
        {"deep": {"x": {"y": object()}}},
        circular,
    ]


@pytest.mark.parametrize("index", range(len(_unserializable())))
def test_errors_are_json_dumps_errors(index: int) -> None:
    args = _unserializable()[index]
    message = cs.AIMessage("", tool_calls=[{"name": "f", "args": {"ok": 1}, "id": "1"}])
    message.tool_calls.append({"name": "g", "args": args, "id": "2", "type": "tool_call"})
    with pytest.raises(Exception) as expected:
        json.dumps(args, ensure_ascii=False)
    with pytest.raises(type(expected.value)) as got:
        convert_to_openai_messages([message])
    assert str(got.value) == str(expected.value)
    # nothing is left over from the failure
    fine = cs.AIMessage("", tool_calls=[{"name": "f", "args": {"a": {"b": [1]}}, "id": "1"}])
    assert (
        convert_to_openai_messages([fine])[0]["tool_calls"][0]["function"]["arguments"] == '{"a": {"b": [1]}}'
    )


def test_subclass_with_its_own_type() -> None:
    class Odd(cs.HumanMessage):
        @property
        def type(self) -> str:  # type: ignore[override]
            return "system"

    class Plain(cs.HumanMessage):
        pass

    out = convert_to_openai_messages([Odd("x"), Plain("y"), Odd("z")])
    assert [m["role"] for m in out] == ["system", "user", "system"]


def test_single_message_and_remove_message() -> None:
    assert convert_to_openai_messages(cs.HumanMessage("hi")) == {"role": "user", "content": "hi"}
    with pytest.raises(ValueError, match="Unknown BaseMessage type"):
        convert_to_openai_messages([cs.HumanMessage("a"), cs.RemoveMessage(id="x")])


IMAGES: list[Any] = [
    {"type": "image", "url": "https://example.com/a.png"},
    {"type": "image", "url": "https://example.com/a.png", "base64": "AAAA", "mime_type": "image/png"},
    {"type": "image", "base64": "AAAA", "mime_type": "image/png"},
    {"type": "image", "base64": "AAAA", "data": "BBBB", "mime_type": "image/jpeg"},
    {"type": "image", "source_type": "base64", "data": "AAAA", "mime_type": "image/png"},
    {"type": "image", "source_type": "url", "url": "https://example.com/b.png"},
    {"type": "image", "base64": "AAAA"},
    {"type": "image", "file_id": "f1"},
    {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "AAAA"}},
]


@pytest.mark.parametrize("block", IMAGES)
@pytest.mark.parametrize("text_format", ["string", "block"])
def test_image_blocks(block: dict[str, Any], text_format: Any) -> None:
    def run(module: Any, convert: Any) -> Any:
        try:
            return convert([module.HumanMessage(["look", dict(block)])], text_format=text_format)
        except Exception as error:
            return type(error).__name__, str(error)

    assert run(cs, convert_to_openai_messages) == run(lc, lc.convert_to_openai_messages)
