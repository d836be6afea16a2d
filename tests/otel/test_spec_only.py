"""Spec-only OTel output: tool definitions, finish reasons, and LangChain's metadata only when asked."""

from __future__ import annotations

import json
from typing import Any

import pytest

import chatschema
from chatschema import AIMessage, HumanMessage
from chatschema.errors import ConversionError
from chatschema.otel import (
    FINISH_REASONS,
    OUTPUT_MESSAGES,
    TOOL_DEFINITIONS,
    from_otel_messages,
    otel_attributes,
    to_otel_input_messages,
    to_otel_output_messages,
    to_otel_tool_definitions,
)
from tests.otel.cases import official

WEATHER = {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}
EXPECTED = {"type": "function", "name": "weather", "description": "Weather now.", "parameters": WEATHER}

TOOLS: dict[str, Any] = {
    "openai chat": {
        "type": "function",
        "function": {"name": "weather", "description": "Weather now.", "parameters": WEATHER},
    },
    "openai responses": {
        "type": "function",
        "name": "weather",
        "description": "Weather now.",
        "parameters": WEATHER,
        "strict": True,
    },
    "anthropic": {"name": "weather", "description": "Weather now.", "input_schema": WEATHER},
    "anthropic custom": {
        "type": "custom",
        "name": "weather",
        "description": "Weather now.",
        "input_schema": WEATHER,
    },
    "json schema function": {"name": "weather", "description": "Weather now.", "parameters": WEATHER},
}


@pytest.mark.parametrize("form", sorted(TOOLS))
def test_function_tools_of_every_form_become_function_definitions(form: str) -> None:
    (definition,) = to_otel_tool_definitions([TOOLS[form]])
    assert definition == EXPECTED
    chatschema.validate([definition], "OtelToolDefinitions")
    assert list(official("gen-ai-tool-definitions.json").iter_errors([definition])) == []


def test_built_in_tools_become_generic_definitions() -> None:
    tools = [
        {"type": "web_search_20250305", "name": "web_search", "max_uses": 3},
        {"type": "code_interpreter"},
    ]
    value = to_otel_tool_definitions(tools)
    assert value == [
        {"type": "web_search_20250305", "name": "web_search"},
        {"type": "code_interpreter", "name": "code_interpreter"},
    ]
    chatschema.validate(value, "OtelToolDefinitions")


@pytest.mark.parametrize(
    ("tool", "path"),
    [
        ("weather", "$[0]"),
        ({"description": "no name"}, "$[0]"),
        ({"type": "function", "function": {}}, "$[0].function"),
    ],
)
def test_a_tool_that_cannot_be_defined_raises_at_its_path(tool: Any, path: str) -> None:
    with pytest.raises(ConversionError) as info:
        to_otel_tool_definitions([tool])
    assert info.value.path == path


def test_attributes_carry_tool_definitions_and_raw_finish_reasons() -> None:
    answer = AIMessage(
        "",
        tool_calls=[{"name": "weather", "args": {"city": "Paris"}, "id": "c1"}],
        response_metadata={"finish_reason": "tool_calls", "model_name": "gpt-4o", "model_provider": "openai"},
    )
    attrs = otel_attributes([HumanMessage("Weather in Paris?")], [answer], tools=[TOOLS["openai chat"]])
    tools = attrs[TOOL_DEFINITIONS]
    assert type(tools) is str and json.loads(tools) == [EXPECTED]
    assert attrs[FINISH_REASONS] == ["tool_calls"]  # the provider's own value
    output = json.loads(str(attrs[OUTPUT_MESSAGES]))
    assert output[0]["finish_reason"] == "tool_call"  # OTel's value on the message
    redacted = otel_attributes([HumanMessage("x")], tools=[TOOLS["anthropic"]], redact=True)
    assert json.loads(str(redacted[TOOL_DEFINITIONS])) == [{"type": "function", "name": "weather"}]


def test_no_finish_reasons_attribute_when_none_is_known() -> None:
    attrs = otel_attributes([HumanMessage("hi")], [AIMessage("hello")])
    assert FINISH_REASONS not in attrs
    assert "finish_reason" not in json.loads(str(attrs[OUTPUT_MESSAGES]))[0]


OPENAI_ANSWER = AIMessage(
    "It is 18C and sunny in Paris.",
    id="chatcmpl-AbC123",
    response_metadata={
        "token_usage": {
            "completion_tokens": 9,
            "prompt_tokens": 30,
            "total_tokens": 39,
            "completion_tokens_details": {"reasoning_tokens": 0, "audio_tokens": 0},
            "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0},
        },
        "model_provider": "openai",
        "model_name": "gpt-4o-2024-08-06",
        "system_fingerprint": "fp_6b68a8204b",
        "id": "chatcmpl-AbC123",
        "service_tier": "default",
        "finish_reason": "stop",
        "logprobs": None,
    },
    usage_metadata={
        "input_tokens": 30,
        "output_tokens": 9,
        "total_tokens": 39,
        "input_token_details": {"audio": 0, "cache_read": 0},
        "output_token_details": {"audio": 0, "reasoning": 0},
    },
)


def test_metadata_is_written_only_when_asked() -> None:
    (spec,) = to_otel_output_messages([OPENAI_ANSWER])
    assert set(spec) == {"role", "parts", "id", "finish_reason"}
    (full,) = to_otel_output_messages([OPENAI_ANSWER], include_metadata=True)
    assert full["response_metadata"] == OPENAI_ANSWER.response_metadata
    assert from_otel_messages([full]) == [OPENAI_ANSWER]
    # spec-only output reads back with the finish reason it kept
    (back,) = from_otel_messages([spec])
    assert back.response_metadata == {"finish_reason": "stop"}
    assert len(chatschema.encode([full])) - len(chatschema.encode([spec])) > 400


def test_openai_input_parts_become_uri_blob_and_file_parts() -> None:
    message = HumanMessage(
        [
            {"type": "image_url", "image_url": {"url": "https://x/y.png", "detail": "low"}},
            {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}},
            {"type": "input_audio", "input_audio": {"data": "AAAA", "format": "wav"}},
            {"type": "file", "file": {"file_data": "data:application/pdf;base64,AAAA", "filename": "a.pdf"}},
            {"type": "file", "file": {"file_id": "file-1"}},
        ]
    )
    (out,) = to_otel_input_messages([message])
    assert out["parts"] == [
        {"type": "uri", "modality": "image", "uri": "https://x/y.png", "extras": {"detail": "low"}},
        {"type": "blob", "modality": "image", "content": "AAAA", "mime_type": "image/png"},
        {"type": "blob", "modality": "audio", "content": "AAAA", "mime_type": "audio/wav"},
        {
            "type": "blob",
            "modality": "document",
            "content": "AAAA",
            "mime_type": "application/pdf",
            "extras": {"filename": "a.pdf"},
        },
        {"type": "file", "modality": "document", "file_id": "file-1"},
    ]
    # the same parts as the standard blocks .content_blocks gives (ids aside)
    standard = [{k: v for k, v in b.items() if k != "id"} for b in message.content_blocks]
    assert to_otel_input_messages([HumanMessage(standard)]) == [out]
    chatschema.validate([out], "OtelInputMessages")
    assert list(official("gen-ai-input-messages.json").iter_errors([out])) == []


def test_an_openai_part_it_cannot_read_stays_a_generic_part() -> None:
    (out,) = to_otel_input_messages([HumanMessage([{"type": "image_url", "image_url": {"url": ""}}])])
    assert out["parts"] == [{"type": "generic", "generic_type": "image_url", "image_url": {"url": ""}}]
