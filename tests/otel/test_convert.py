"""The mapping of docs/otel.md, row by row, in both directions."""

from __future__ import annotations

from typing import Any

import pytest

import chatschema
from chatschema import (
    AIMessage,
    ChatMessage,
    ConversionError,
    FunctionMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)
from chatschema.otel import (
    finish_reason_of,
    from_otel_messages,
    to_otel_input_messages,
    to_otel_output_messages,
    to_otel_system_instructions,
)
from tests.costs import assert_linear


def one(m: Any) -> dict[str, Any]:
    (out,) = to_otel_input_messages([m], include_metadata=True)
    chatschema.validate([out], "OtelInputMessages")
    assert from_otel_messages([out]) == [m]
    return out


def parts(m: Any) -> list[dict[str, Any]]:
    return list(one(m)["parts"])


@pytest.mark.parametrize(
    ("message", "role"),
    [
        (HumanMessage("x"), "user"),
        (AIMessage("x"), "assistant"),
        (SystemMessage("x"), "system"),
        (ChatMessage("x", role="critic"), "critic"),
        (FunctionMessage("x", name="f"), "function"),
    ],
)
def test_roles(message: Any, role: str) -> None:
    assert one(message)["role"] == role


def test_tool_calls_and_tool_messages() -> None:
    ai = AIMessage("Let me look.", tool_calls=[{"name": "weather", "args": {"city": "Paris"}, "id": "c1"}])
    assert parts(ai) == [
        {"type": "text", "content": "Let me look."},
        {"type": "tool_call", "id": "c1", "name": "weather", "arguments": {"city": "Paris"}},
    ]
    tool = ToolMessage(
        [{"type": "text", "text": "18C"}], tool_call_id="c1", status="error", artifact={"raw": 1}
    )
    assert one(tool) == {
        "role": "tool",
        "parts": [
            {
                "type": "tool_call_response",
                "id": "c1",
                "response": [{"type": "text", "text": "18C"}],
                "status": "error",
                "artifact": {"raw": 1},
            }
        ],
    }


def test_invalid_tool_calls_are_generic_parts() -> None:
    bad = {"name": "f", "args": "{oops", "id": "c9", "error": "bad JSON", "type": "invalid_tool_call"}
    assert parts(AIMessage("", invalid_tool_calls=[bad])) == [
        {
            "type": "generic",
            "generic_type": "invalid_tool_call",
            "name": "f",
            "args": "{oops",
            "id": "c9",
            "error": "bad JSON",
        }
    ]


def test_server_tool_calls_and_results() -> None:
    call = {"type": "server_tool_call", "id": "s1", "name": "web_search", "args": {"query": "otel"}}
    result = {"type": "server_tool_result", "tool_call_id": "s1", "status": "success", "output": ["a"]}
    assert parts(AIMessage([call, result])) == [
        {
            "type": "server_tool_call",
            "name": "web_search",
            "server_tool_call": {"type": "web_search", "query": "otel"},
            "id": "s1",
        },
        {
            "type": "server_tool_call_response",
            "server_tool_call_response": {"type": "server_tool_result", "status": "success", "output": ["a"]},
            "id": "s1",
        },
    ]


def test_reasoning_text_and_annotations() -> None:
    cite = {"type": "citation", "url": "https://x", "cited_text": "c"}
    got = parts(
        AIMessage(
            [{"type": "reasoning", "reasoning": "hmm"}, {"type": "text", "text": "t", "annotations": [cite]}]
        )
    )
    assert got == [
        {"type": "reasoning", "content": "hmm"},
        {"type": "text", "content": "t", "annotations": [cite]},
    ]


@pytest.mark.parametrize(
    ("block", "part"),
    [
        (
            {"type": "image", "base64": "AA==", "mime_type": "image/png"},
            {"type": "blob", "modality": "image", "content": "AA==", "mime_type": "image/png"},
        ),
        (
            {"type": "audio", "url": "https://x/a.wav"},
            {"type": "uri", "modality": "audio", "uri": "https://x/a.wav"},
        ),
        ({"type": "video", "file_id": "f1"}, {"type": "file", "modality": "video", "file_id": "f1"}),
        (
            {"type": "file", "url": "https://x/d.pdf", "mime_type": "application/pdf"},
            {"type": "uri", "modality": "document", "uri": "https://x/d.pdf", "mime_type": "application/pdf"},
        ),
        (
            {"type": "image", "source_type": "base64", "data": "AA==", "mime_type": "image/png"},
            {
                "type": "generic",
                "generic_type": "image",
                "source_type": "base64",
                "data": "AA==",
                "mime_type": "image/png",
            },
        ),
    ],
)
def test_media(block: dict[str, Any], part: dict[str, Any]) -> None:
    assert parts(HumanMessage([block, {"type": "text", "text": "x", "id": "t"}]))[0] == part


@pytest.mark.parametrize(
    "block",
    [
        {"type": "refusal", "refusal": "I cannot."},
        {"type": "non_standard", "value": {"kind": "cache_point"}},
        {"type": "text-plain", "text": "plain", "mime_type": "text/plain"},
        {"type": "text", "text": "t", "content": "a key the text part has"},
        {"type": "tool_call", "name": "f", "args": {}, "id": "c1"},
    ],
)
def test_blocks_without_a_part_are_generic(block: dict[str, Any]) -> None:
    (got,) = parts(AIMessage([block, {"type": "reasoning", "reasoning": "r"}]))[:1]
    assert got["type"] == "generic" and got["generic_type"] == block["type"]


def test_names_ids_and_metadata() -> None:
    m = AIMessage(
        "x",
        name="bot",
        id="run-1",
        additional_kwargs={"k": 1},
        response_metadata={"model_name": "m"},
        usage_metadata={"input_tokens": 1, "output_tokens": 2, "total_tokens": 3},
    )
    assert one(m) == {
        "role": "assistant",
        "parts": [{"type": "text", "content": "x"}],
        "name": "bot",
        "id": "run-1",
        "additional_kwargs": {"k": 1},
        "response_metadata": {"model_name": "m"},
        "usage_metadata": {"input_tokens": 1, "output_tokens": 2, "total_tokens": 3},
    }


@pytest.mark.parametrize(
    ("metadata", "reason"),
    [
        ({"finish_reason": "tool_calls", "model_provider": "openai"}, "tool_call"),
        ({"finish_reason": "tool_calls"}, "tool_calls"),  # whose vocabulary is unknown: kept
        ({"finish_reason": "length"}, "length"),
        ({"stop_reason": "end_turn"}, "stop"),
        ({"stop_reason": "max_tokens"}, "length"),
        ({"finish_reason": "SAFETY", "model_provider": "google_genai"}, "content_filter"),
        ({"finish_reason": "something_new"}, "something_new"),
        ({}, None),
        ({"finish_reason": None}, None),
    ],
)
def test_finish_reason_from_response_metadata(metadata: dict[str, Any], reason: str | None) -> None:
    message = AIMessage("x", response_metadata=metadata)
    assert finish_reason_of(message) == reason
    (out,) = to_otel_output_messages([message])
    assert out.get("finish_reason") == reason
    assert ("finish_reason" in out) is (reason is not None)  # unknown: left out, never invented
    chatschema.validate([out], "OtelOutputMessages")


def test_finish_reason_given_wins_and_none_is_invented() -> None:
    called = AIMessage("", tool_calls=[{"name": "f", "args": {}, "id": "1"}])
    assert "finish_reason" not in to_otel_output_messages([called])[0]
    assert to_otel_output_messages([called], finish_reason="length")[0]["finish_reason"] == "length"


def test_system_instructions_hold_text_and_generic_parts() -> None:
    system = SystemMessage(
        [{"type": "text", "text": "Be terse."}, {"type": "image", "url": "https://x/logo.png"}]
    )
    value = to_otel_system_instructions([system])
    assert value == [
        {"type": "text", "content": "Be terse."},
        {"type": "generic", "generic_type": "uri", "modality": "image", "uri": "https://x/logo.png"},
    ]
    chatschema.validate(value, "OtelSystemInstructions")


def test_any_iterable_is_read_once() -> None:
    answers = (AIMessage(text, response_metadata={"finish_reason": "length"}) for text in ("a", "b"))
    assert [m["finish_reason"] for m in to_otel_output_messages(answers)] == ["length", "length"]
    one = [{"role": "user", "parts": [{"type": "text", "content": "x"}]}]
    assert to_otel_input_messages(HumanMessage("x")) == one


def test_message_likes_are_read_first() -> None:
    assert to_otel_input_messages([("user", "hi")]) == [
        {"role": "user", "parts": [{"type": "text", "content": "hi"}]}
    ]
    assert to_otel_input_messages("hi") == [{"role": "user", "parts": [{"type": "text", "content": "hi"}]}]


# -- values other instrumentations write ---------------------------------------------------------


def test_tool_responses_in_a_user_message_become_tool_messages() -> None:
    # pydantic-ai puts tool returns (and sometimes text) in one user message
    value = [
        {
            "role": "assistant",
            "parts": [{"type": "tool_call", "id": "c1", "name": "f", "arguments": '{"a": 1}'}],
            "finish_reason": "tool_call",
        },
        {
            "role": "user",
            "parts": [
                {"type": "tool_call_response", "id": "c1", "response": {"ok": True}},
                {"type": "text", "content": "and then?"},
            ],
        },
    ]
    assert from_otel_messages(value) == [
        AIMessage(
            "",
            tool_calls=[{"name": "f", "args": {"a": 1}, "id": "c1"}],
            response_metadata={"finish_reason": "tool_call"},
        ),
        HumanMessage("and then?"),
        ToolMessage(
            '{"ok":true}',
            tool_call_id="c1",
            additional_kwargs={"otel": {"role": "user", "response": "json", "joined": True}},
        ),
    ]


def test_unparseable_arguments_become_an_invalid_tool_call() -> None:
    value = [
        {"role": "assistant", "parts": [{"type": "tool_call", "id": "c1", "name": "f", "arguments": "{no"}]}
    ]
    (m,) = from_otel_messages(value)
    assert m.tool_calls == [] and m.invalid_tool_calls[0]["args"] == "{no"


def test_unknown_parts_are_non_standard_blocks() -> None:
    compaction = {"type": "compaction", "id": "k1", "content": "summary"}
    thinking = {"type": "redacted_thinking", "data": "abc"}
    (m,) = from_otel_messages([{"role": "assistant", "parts": [compaction, thinking], "extra": 1}])
    assert m.content == [
        {"type": "non_standard", "value": compaction},
        {"type": "non_standard", "value": thinking},
    ]
    assert m.additional_kwargs == {"extra": 1}


def test_values_a_message_cannot_hold_are_set_aside() -> None:
    text = {"type": "text", "content": "hi", "index": []}  # LangChain's text block types its index
    usage = {"input_tokens": "many"}
    response = {"type": "tool_call_response", "id": "c1", "response": [{"type": "text"}]}
    value = [
        {"role": "user", "parts": [text], "id": 5},
        {"role": "assistant", "parts": [], "usage_metadata": usage},
        {"role": "tool", "parts": [response]},
    ]
    human, ai, tool = from_otel_messages(value)
    assert human.content == [{"type": "non_standard", "value": text}]
    assert human.id is None and human.additional_kwargs == {"id": 5}
    assert ai.usage_metadata is None and ai.additional_kwargs == {"usage_metadata": usage}
    assert tool.content == '[{"type":"text"}]'


def test_a_generic_part_naming_an_invalid_non_standard_block_is_kept_whole() -> None:
    generic = {"type": "generic", "generic_type": "non_standard", "value": {}, "index": []}
    (m,) = from_otel_messages([{"role": "user", "parts": [generic]}])
    assert m.content == [{"type": "non_standard", "value": generic}]
    plain = {"type": "generic", "generic_type": "non_standard", "value": {"k": 1}}
    (m,) = from_otel_messages([{"role": "user", "parts": [plain]}])
    assert m.content == [{"type": "non_standard", "value": {"k": 1}}]


def test_an_extra_key_in_place_of_an_optional_field_is_checked() -> None:
    blob = {"type": "blob", "modality": "image", "content": "", "index": []}  # no mime_type
    (m,) = from_otel_messages([{"role": "user", "parts": [blob]}])
    assert m.content == [{"type": "non_standard", "value": blob}]


def test_invalid_input_is_reported_at_its_path() -> None:
    with pytest.raises(chatschema.ValidationError) as caught:
        from_otel_messages(
            [{"role": "user", "parts": [{"type": "text", "content": "a"}, {"type": "blob", "content": "x"}]}]
        )
    assert caught.value.path == "$[0].parts[1]"
    with pytest.raises(chatschema.ValidationError) as caught:
        from_otel_messages('[{"role": "user", "parts": "oops"}]')
    assert caught.value.path == "$[0].parts"
    with pytest.raises(chatschema.ValidationError) as caught:
        from_otel_messages(
            [{"role": "assistant", "parts": [{"type": "tool_call", "name": "f", "arguments": 3}]}]
        )
    assert caught.value.path == "$[0].parts[0].arguments"
    assert isinstance(caught.value, ConversionError)


def test_a_block_that_names_generic_type_cannot_be_carried() -> None:
    with pytest.raises(ConversionError) as caught:
        to_otel_input_messages([HumanMessage([{"type": "x-custom", "generic_type": "y"}])])
    assert caught.value.path == "$[0].content[0]"


def test_reading_costs_grow_linearly() -> None:
    def build(n: int) -> list[dict[str, Any]]:
        messages: list[Any] = [SystemMessage("s", id="s")]
        for i in range(n):
            call = {"name": "f", "args": {"q": i}, "id": f"c{i}"}
            messages += [
                HumanMessage(["q", {"type": "image", "url": "https://x/y.png"}], id=f"h{i}"),
                AIMessage("", tool_calls=[call], id=f"a{i}", response_metadata={"finish_reason": "stop"}),
                ToolMessage("r", tool_call_id=f"c{i}", id=f"t{i}", status="error"),
            ]
        return to_otel_input_messages(messages)

    assert_linear(build, from_otel_messages, 100)
