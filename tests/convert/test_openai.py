"""convert_to_openai_messages: each rule with its exact output, the errors, and linear time.

tests/compat/test_openai_differential.py compares the same function with LangChain's on
thousands of generated conversations; here every rule is pinned with a literal expectation.
"""

from __future__ import annotations

from typing import Any

import pytest

from chatschema import (
    AIMessage,
    AIMessageChunk,
    ChatMessage,
    FunctionMessage,
    HumanMessage,
    RemoveMessage,
    SystemMessage,
    ToolMessage,
    ToolMessageChunk,
)
from chatschema.convert._openai import convert_to_openai_messages

PNG = "iVBORw0KGgo="


def content_of(*blocks: Any, text_format: str = "block", **kwargs: Any) -> Any:
    out = convert_to_openai_messages(HumanMessage(list(blocks)), text_format=text_format, **kwargs)  # type: ignore[arg-type]
    return out["content"]


def image_url(url: str) -> dict[str, Any]:
    return {"type": "image_url", "image_url": {"url": url}}


# -- messages ----------------------------------------------------------------------------------------


def test_roles_and_message_fields() -> None:
    call = {"name": "f", "args": {"city": "Zürich"}, "id": "c1"}
    out = convert_to_openai_messages(
        [
            SystemMessage("s", additional_kwargs={"__openai_role__": "developer"}),
            HumanMessage("h", name="alice", id="m1"),
            AIMessage("", tool_calls=[call], additional_kwargs={"refusal": "no"}, id="m2"),
            ToolMessage("r", tool_call_id="c1", name="f"),
            FunctionMessage("x", name="fn"),
            ChatMessage("c", role="critic"),
            AIMessageChunk("chunk"),
            ToolMessageChunk("t", tool_call_id="c2"),
        ],
        include_id=True,
    )
    assert out == [
        {"role": "developer", "content": "s"},
        {"role": "user", "name": "alice", "id": "m1", "content": "h"},
        {
            "role": "assistant",
            "tool_calls": [
                {"type": "function", "id": "c1", "function": {"name": "f", "arguments": '{"city": "Zürich"}'}}
            ],
            "refusal": "no",
            "id": "m2",
            "content": "",
        },
        {"role": "tool", "name": "f", "tool_call_id": "c1", "content": "r"},
        {"role": "function", "name": "fn", "content": "x"},
        {"role": "critic", "content": "c"},
        {"role": "assistant", "content": "chunk"},
        {"role": "tool", "tool_call_id": "c2", "content": "t"},
    ]
    # key order is LangChain's, too
    assert list(out[2]) == ["role", "tool_calls", "refusal", "id", "content"]


def test_single_in_dict_out_sequence_in_list_out() -> None:
    assert convert_to_openai_messages(HumanMessage("hi")) == {"role": "user", "content": "hi"}
    assert convert_to_openai_messages("hi") == {"role": "user", "content": "hi"}
    assert convert_to_openai_messages({"role": "assistant", "content": "a"}) == {
        "role": "assistant",
        "content": "a",
    }
    assert convert_to_openai_messages([HumanMessage("hi")]) == [{"role": "user", "content": "hi"}]
    assert convert_to_openai_messages(m for m in [HumanMessage("hi")]) == [{"role": "user", "content": "hi"}]
    assert convert_to_openai_messages([]) == []


def test_text_format() -> None:
    mixed = HumanMessage(["a", {"type": "text", "text": "b"}])
    assert convert_to_openai_messages(mixed)["content"] == "a\nb"
    assert convert_to_openai_messages(mixed, text_format="block")["content"] == [
        {"type": "text", "text": "a"},
        {"type": "text", "text": "b"},
    ]
    assert convert_to_openai_messages(HumanMessage(""), text_format="block")["content"] == []
    assert convert_to_openai_messages(HumanMessage([]))["content"] == ""
    assert convert_to_openai_messages(HumanMessage("x"), text_format="block")["content"] == [
        {"type": "text", "text": "x"}
    ]
    # extra keys on text blocks are dropped
    assert content_of({"type": "text", "text": "t", "id": "b1", "annotations": []}) == [
        {"type": "text", "text": "t"}
    ]
    with pytest.raises(
        ValueError, match=r"^Unrecognized text_format='blocks', expected one of 'string' or 'block'\.$"
    ):
        convert_to_openai_messages(HumanMessage("x"), text_format="blocks")  # type: ignore[arg-type]


def test_include_id() -> None:
    msg = HumanMessage("x", id="m1")
    assert "id" not in convert_to_openai_messages(msg)
    assert convert_to_openai_messages(msg, include_id=True)["id"] == "m1"
    assert "id" not in convert_to_openai_messages(HumanMessage("x", id=""), include_id=True)


# -- standard and legacy data blocks -----------------------------------------------------------------


@pytest.mark.parametrize(
    "block, expected",
    [
        ({"type": "image", "url": "https://x/a.png"}, image_url("https://x/a.png")),
        (
            {"type": "image", "base64": PNG, "mime_type": "image/png"},
            image_url(f"data:image/png;base64,{PNG}"),
        ),
        ({"type": "image", "source_type": "url", "url": "https://x/b.png"}, image_url("https://x/b.png")),
        (
            {"type": "image", "source_type": "base64", "data": PNG, "mime_type": "image/jpeg"},
            image_url(f"data:image/jpeg;base64,{PNG}"),
        ),
        (
            {"type": "audio", "base64": "UklG", "mime_type": "audio/wav"},
            {"type": "input_audio", "input_audio": {"data": "UklG", "format": "wav"}},
        ),
        (
            {"type": "audio", "source_type": "base64", "data": "SUQz", "mime_type": "audio/mpeg"},
            {"type": "input_audio", "input_audio": {"data": "SUQz", "format": "mpeg"}},
        ),
        (
            {"type": "file", "base64": "JVBE", "mime_type": "application/pdf", "filename": "a.pdf"},
            {"type": "file", "file": {"file_data": "data:application/pdf;base64,JVBE", "filename": "a.pdf"}},
        ),
        (
            {
                "type": "file",
                "base64": "JVBE",
                "mime_type": "application/pdf",
                "extras": {"filename": "b.pdf"},
            },
            {"type": "file", "file": {"file_data": "data:application/pdf;base64,JVBE", "filename": "b.pdf"}},
        ),
        (
            {"type": "file", "file_id": "file-1"},
            {"type": "file", "file": {"file_id": "file-1", "filename": "LC_AUTOGENERATED"}},
        ),
        (
            {"type": "file", "source_type": "id", "id": "file-2"},
            {"type": "file", "file": {"file_id": "file-2", "filename": "LC_AUTOGENERATED"}},
        ),
    ],
)
def test_data_blocks(block: dict[str, Any], expected: dict[str, Any]) -> None:
    assert content_of(block) == [expected]


def test_file_without_filename_warns_as_langchain_does() -> None:
    with pytest.warns(UserWarning, match="OpenAI may require a filename"):
        part = content_of({"type": "file", "base64": "JVBE", "mime_type": "application/pdf"})
    assert part == [
        {
            "type": "file",
            "file": {"file_data": "data:application/pdf;base64,JVBE", "filename": "LC_AUTOGENERATED"},
        }
    ]


@pytest.mark.parametrize(
    "block, message",
    [
        ({"type": "image", "base64": PNG}, "mime_type key is required for base64 data."),
        (
            {"type": "image", "file_id": "f"},
            "Unsupported source type. Only 'url' and 'base64' are supported.",
        ),
        ({"type": "file", "url": "https://x/a.pdf"}, "OpenAI Chat Completions does not support file URLs."),
        ({"type": "audio", "url": "https://x/a.wav"}, "Key base64 is required for audio blocks."),
        ({"type": "video", "url": "https://x/a.mp4"}, "Block of type video is not supported."),
        (
            {"type": "text-plain", "mime_type": "text/plain", "text": "doc"},
            "Block of type text-plain is not supported.",
        ),
    ],
)
def test_data_blocks_chat_completions_cannot_take(block: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError) as error:
        content_of(block)
    assert str(error.value) == message


# -- provider blocks ----------------------------------------------------------------------------------


def test_openai_parts_are_kept() -> None:
    url = {"type": "image_url", "image_url": {"url": "https://x/a.png", "detail": "low"}, "extra": 1}
    audio = {"type": "input_audio", "input_audio": {"data": "UklG", "format": "wav"}}
    named = {"type": "file", "file": {"file_data": "data:application/pdf;base64,JVBE", "filename": "x.pdf"}}
    unnamed = {"type": "file", "file": {"file_data": "data:application/pdf;base64,JVBE"}}
    assert content_of(url, audio, named, unnamed) == [
        {"type": "image_url", "image_url": {"url": "https://x/a.png", "detail": "low"}},
        audio,
        named,
        {
            "type": "file",
            "file": {"file_data": "data:application/pdf;base64,JVBE", "filename": "LC_AUTOGENERATED"},
        },
    ]


def test_anthropic_bedrock_vertex_blocks() -> None:
    anthropic = {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": PNG}}
    bedrock = {"image": {"format": "png", "source": {"bytes": b"\x89PNG"}}}
    vertex = {"type": "media", "mime_type": "image/jpeg", "data": b"\xff\xd8"}
    json_block = {"json": {"a": "ü"}}
    guard = {"type": "guard_content", "guard_content": {"text": {"text": "guarded"}}}
    assert content_of(anthropic, bedrock, vertex, json_block, guard) == [
        image_url(f"data:image/png;base64,{PNG}"),
        image_url("data:image/png;base64,iVBORw=="),
        image_url("data:image/jpeg;base64,/9g="),
        {"type": "text", "text": '{"a": "\\u00fc"}'},
        {"type": "text", "text": "guarded"},
    ]
    # only text came out: joined in string mode
    assert content_of(json_block, guard, text_format="string") == '{"a": "\\u00fc"}\nguarded'


def test_tool_use_and_function_call_blocks_become_tool_calls() -> None:
    known = {"name": "f", "args": {"a": 1}, "id": "c1"}
    msg = AIMessage(
        [
            {"type": "text", "text": "calling"},
            {"type": "tool_use", "id": "c1", "name": "f", "input": {"a": 1}},  # already a tool call
            {"type": "tool_use", "id": "c2", "name": "g", "input": {"q": "ü"}},
            {"type": "function_call", "call_id": "c3", "name": "h", "arguments": "{}"},
        ],
        tool_calls=[known],
    )
    out = convert_to_openai_messages(msg)
    assert out["tool_calls"] == [
        {"type": "function", "id": "c1", "function": {"name": "f", "arguments": '{"a": 1}'}},
        {"type": "function", "id": "c2", "function": {"name": "g", "arguments": '{"q": "ü"}'}},
        {"type": "function", "id": "c3", "function": {"name": "h", "arguments": "{}"}},
    ]
    # tool_use blocks are dropped from the content; function_call items are passed through
    assert out["content"] == [
        {"type": "text", "text": "calling"},
        {"type": "function_call", "call_id": "c3", "name": "h", "arguments": "{}"},
    ]
    dropped = convert_to_openai_messages(msg, pass_through_unknown_blocks=False)
    assert dropped["content"] == "calling"


def test_tool_result_blocks_become_tool_messages() -> None:
    msg = HumanMessage(
        [
            {"type": "tool_result", "tool_use_id": "c1", "content": "42"},
            {
                "type": "tool_result",
                "tool_use_id": "c2",
                "content": [{"type": "text", "text": "bad"}],
                "is_error": True,
            },
        ]
    )
    assert convert_to_openai_messages([msg]) == [
        {"role": "tool", "tool_call_id": "c1", "content": "42"},
        {"role": "tool", "tool_call_id": "c2", "content": "bad"},
    ]
    with_text = HumanMessage(["and then?", {"type": "tool_result", "tool_use_id": "c1", "content": "42"}])
    assert convert_to_openai_messages([with_text]) == [
        {"role": "user", "content": "and then?"},
        {"role": "tool", "tool_call_id": "c1", "content": "42"},
    ]
    # one message in: the first dict out
    assert convert_to_openai_messages(msg) == {"role": "tool", "tool_call_id": "c1", "content": "42"}


def test_unknown_blocks() -> None:
    thinking = {"type": "thinking", "thinking": "hm", "signature": "s"}
    custom = {"type": "custom", "x": 1}
    assert content_of(thinking, custom) == [thinking, custom]
    assert content_of(thinking, pass_through_unknown_blocks=False) == [thinking]
    with pytest.raises(ValueError) as error:
        content_of(thinking, custom, pass_through_unknown_blocks=False)
    assert str(error.value) == (
        "Unrecognized content block at messages[0].content[1] does not match OpenAI, Anthropic, "
        "Bedrock Converse, or VertexAI format. Full content block:\n\n{'type': 'custom', 'x': 1}"
    )


@pytest.mark.parametrize(
    "block, message",
    [
        (
            {"type": "image", "source": {"type": "base64", "data": PNG}},
            "has 'type': 'image' but 'source' is missing expected key(s) ['media_type']",
        ),
        ({"image": {"format": "png"}}, "has key 'image', but 'image' is missing expected key(s) ['source']"),
        (
            {"type": "tool_result", "content": "x"},
            "has 'type': 'tool_result', but is missing expected key(s) ['tool_use_id']",
        ),
        ({"type": "json", "value": 1}, "has 'type': 'json' but does not have a 'json' key"),
        (
            {"guard_content": {"qualifiers": []}},
            "has 'type': 'guard_content' but does not have a "
            "messages[0].content[0]['guard_content']['text'] key",
        ),
        (
            {"type": "media", "mime_type": "image/png"},
            "has 'type': 'media' but does not have key(s) ['data']",
        ),
    ],
)
def test_block_errors_name_the_place(block: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError) as error:
        content_of(block)
    assert (
        str(error.value)
        == f"Unrecognized content block at messages[0].content[0] {message}. Full content block:\n\n{block}"
    )


def test_other_errors() -> None:
    with pytest.raises(
        ValueError, match=r"^OpenAI messages can only support text and image data\. Received content"
    ):
        content_of({"type": "media", "mime_type": "audio/wav", "data": b"x"})
    with pytest.raises(TypeError, match=r"^Expected '__openai_role__' to be a str, got int$"):
        convert_to_openai_messages(SystemMessage("x", additional_kwargs={"__openai_role__": 1}))
    with pytest.raises(
        ValueError, match=r"^Unknown BaseMessage type <class 'chatschema\..*RemoveMessage'>\.$"
    ):
        convert_to_openai_messages(RemoveMessage(id="1"))
    # LangChain reads tool calls off the message, so this only works on AI messages
    with pytest.raises(AttributeError, match="'HumanMessage' object has no attribute 'tool_calls'"):
        content_of({"type": "tool_use", "id": "c", "name": "f", "input": {}})
    # a passed-through block without a type breaks the string join, as in LangChain
    with pytest.raises(KeyError, match="type"):
        content_of({"type": "text", "text": "a"}, {"no_type": 1}, text_format="string")


# -- linear time ----------------------------------------------------------------------------------------


class CountingCall(dict):  # type: ignore[type-arg]
    """A tool call that counts how often its id is read."""

    reads = 0

    def __getitem__(self, key: Any) -> Any:
        if key == "id":
            CountingCall.reads += 1
        return super().__getitem__(key)


def test_tool_use_blocks_are_matched_in_linear_time() -> None:
    n = 400
    msg = AIMessage(
        [{"type": "tool_use", "id": f"new{i}", "name": "f", "input": {}} for i in range(n)],
        tool_calls=[{"name": "f", "args": {}, "id": f"c{i}"} for i in range(n)],
    )
    msg.tool_calls = [CountingCall(call) for call in msg.tool_calls]
    CountingCall.reads = 0
    out = convert_to_openai_messages(msg)
    assert len(out["tool_calls"]) == 2 * n
    assert CountingCall.reads <= 3 * n  # LangChain reads n * n ids here
