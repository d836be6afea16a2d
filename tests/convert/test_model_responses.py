"""ai_message_from_*: SDK response objects and their dumps give one message, whose content blocks are
LangChain's (its translators run on the same content and metadata), with LangChain's usage and metadata."""

from __future__ import annotations

import base64
import re
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import anthropic.types as at
import langchain_core.messages as lc
import pytest
from google.genai import types as gt
from openai.types.chat import ChatCompletion
from openai.types.responses import Response

from chatschema import (
    AIMessage,
    ValidationError,
    ai_message_from_anthropic,
    ai_message_from_gemini,
    ai_message_from_openai,
    ai_message_from_openai_responses,
)
from chatschema.convert._model_responses import THOUGHT_SIGNATURES_KEY
from tests.blocks.compare import scrub

SIGNATURE = b"\x12\xfb\xff\x00opaque-signature"

# -- realistic responses, built with the SDKs' own types -------------------------------------------


def anthropic_responses() -> list[Any]:
    thinking = at.Message.model_validate(
        {
            "id": "msg_01A",
            "type": "message",
            "role": "assistant",
            "model": "claude-sonnet-4-5-20250929",
            "content": [
                {"type": "thinking", "thinking": "The user wants weather.", "signature": "EqQBCgIYAhIM"},
                {"type": "redacted_thinking", "data": "EmwKAhgBEgy3"},
                {"type": "text", "text": "Let me look that up."},
                {"type": "tool_use", "id": "toolu_01", "name": "get_weather", "input": {"city": "Oslo"}},
            ],
            "stop_reason": "tool_use",
            "stop_sequence": None,
            "usage": {
                "input_tokens": 50,
                "output_tokens": 80,
                "cache_read_input_tokens": 1000,
                "cache_creation_input_tokens": 300,
                "cache_creation": {"ephemeral_5m_input_tokens": 200, "ephemeral_1h_input_tokens": 100},
            },
        }
    )
    cited = at.Message.model_validate(
        {
            "id": "msg_01B",
            "type": "message",
            "role": "assistant",
            "model": "claude-haiku-4-5",
            "content": [
                {
                    "type": "text",
                    "text": "The grass is green.",
                    "citations": [
                        {
                            "type": "char_location",
                            "cited_text": "The grass is green.",
                            "document_index": 0,
                            "document_title": "Facts",
                            "start_char_index": 0,
                            "end_char_index": 19,
                        }
                    ],
                }
            ],
            "stop_reason": "end_turn",
            "stop_sequence": None,
            "usage": {"input_tokens": 12, "output_tokens": 6},
        }
    )
    plain = at.Message.model_validate(
        {
            "id": "msg_01C",
            "type": "message",
            "role": "assistant",
            "model": "claude-opus-4-1",
            "content": [{"type": "text", "text": "Hello!"}],
            "stop_reason": "end_turn",
            "stop_sequence": None,
            "usage": {"input_tokens": 8, "output_tokens": 3, "cache_creation_input_tokens": 40},
        }
    )
    refused = at.Message.model_validate(
        {
            "id": "msg_01D",
            "type": "message",
            "role": "assistant",
            "model": "claude-sonnet-4-5",
            "content": [],
            "stop_reason": "refusal",
            "stop_sequence": None,
            "usage": {"input_tokens": 8, "output_tokens": 0},
        }
    )
    return [thinking, cited, plain, refused]


def openai_responses() -> list[Any]:
    tools = ChatCompletion.model_validate(
        {
            "id": "chatcmpl-A1",
            "object": "chat.completion",
            "created": 1_730_000_000,
            "model": "gpt-4.1-mini-2025-04-14",
            "system_fingerprint": "fp_abc",
            "service_tier": "default",
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "tool_calls",
                    "logprobs": None,
                    "message": {
                        "role": "assistant",
                        "content": None,
                        "refusal": None,
                        "tool_calls": [
                            {
                                "id": "call_1",
                                "type": "function",
                                "function": {"name": "get_weather", "arguments": '{"city": "Oslo"}'},
                            },
                            {
                                "id": "call_2",
                                "type": "function",
                                "function": {"name": "get_time", "arguments": '{"tz": '},
                            },
                        ],
                    },
                }
            ],
            "usage": {
                "prompt_tokens": 100,
                "completion_tokens": 40,
                "total_tokens": 140,
                "prompt_tokens_details": {"cached_tokens": 64, "audio_tokens": 0},
                "completion_tokens_details": {"reasoning_tokens": 10, "audio_tokens": 0},
            },
        }
    )
    refusal = ChatCompletion.model_validate(
        {
            "id": "chatcmpl-A2",
            "object": "chat.completion",
            "created": 1_730_000_001,
            "model": "gpt-4o",
            "service_tier": "flex",
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "stop",
                    "message": {"role": "assistant", "content": None, "refusal": "I can't help with that."},
                }
            ],
            "usage": {
                "prompt_tokens": 10,
                "completion_tokens": 5,
                "total_tokens": 15,
                "prompt_tokens_details": {"cached_tokens": 4},
                "completion_tokens_details": {"reasoning_tokens": 2},
            },
        }
    )
    text = ChatCompletion.model_validate(
        {
            "id": "chatcmpl-A3",
            "object": "chat.completion",
            "created": 1_730_000_002,
            "model": "gpt-4o-mini",
            "choices": [
                {"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": "Hi!"}}
            ],
        }
    )
    return [tools, refusal, text]


def responses_responses() -> list[Any]:
    reasoning = Response.model_validate(
        {
            "id": "resp_1",
            "object": "response",
            "created_at": 1_730_000_000,
            "model": "gpt-5-2025-08-07",
            "status": "completed",
            "service_tier": "priority",
            "parallel_tool_calls": True,
            "tool_choice": "auto",
            "tools": [],
            "output": [
                {
                    "type": "reasoning",
                    "id": "rs_1",
                    "summary": [{"type": "summary_text", "text": "Plan."}],
                    "encrypted_content": "gAAAAB-opaque",
                },
                {
                    "type": "function_call",
                    "id": "fc_1",
                    "call_id": "call_9",
                    "name": "get_weather",
                    "arguments": '{"city": "Oslo"}',
                    "status": "completed",
                },
                {
                    "type": "function_call",
                    "id": "fc_2",
                    "call_id": "call_10",
                    "name": "bad",
                    "arguments": "{",
                },
            ],
            "usage": {
                "input_tokens": 200,
                "output_tokens": 90,
                "total_tokens": 290,
                "input_tokens_details": {"cached_tokens": 128, "cache_write_tokens": 0},
                "output_tokens_details": {"reasoning_tokens": 60},
            },
        }
    )
    cited = Response.model_validate(
        {
            "id": "resp_2",
            "object": "response",
            "created_at": 1_730_000_001,
            "model": "gpt-4.1",
            "status": "completed",
            "parallel_tool_calls": True,
            "tool_choice": "auto",
            "tools": [],
            "output": [
                {
                    "type": "web_search_call",
                    "id": "ws_1",
                    "status": "completed",
                    "action": {"type": "search", "query": "weather oslo"},
                },
                {
                    "type": "message",
                    "id": "msg_1",
                    "role": "assistant",
                    "status": "completed",
                    "content": [
                        {
                            "type": "output_text",
                            "text": "It is sunny.",
                            "annotations": [
                                {
                                    "type": "url_citation",
                                    "url": "https://example.com",
                                    "title": "Ex",
                                    "start_index": 0,
                                    "end_index": 12,
                                },
                                {
                                    "type": "file_citation",
                                    "file_id": "file_1",
                                    "filename": "a.pdf",
                                    "index": 3,
                                },
                            ],
                        },
                        {"type": "refusal", "refusal": "No more."},
                    ],
                },
            ],
            "usage": {
                "input_tokens": 20,
                "output_tokens": 9,
                "total_tokens": 29,
                "input_tokens_details": {"cached_tokens": 0, "cache_write_tokens": 0},
                "output_tokens_details": {"reasoning_tokens": 0},
            },
        }
    )
    return [reasoning, cited]


def gemini_responses() -> list[Any]:
    tools = gt.GenerateContentResponse(
        model_version="gemini-2.5-flash",
        response_id="r-1",
        candidates=[
            gt.Candidate(
                finish_reason=gt.FinishReason.STOP,
                safety_ratings=[
                    gt.SafetyRating(
                        category=gt.HarmCategory.HARM_CATEGORY_HATE_SPEECH,
                        probability=gt.HarmProbability.NEGLIGIBLE,
                    )
                ],
                content=gt.Content(
                    role="model",
                    parts=[
                        gt.Part(text="Weighing the options.", thought=True, thought_signature=SIGNATURE),
                        gt.Part(text="Let me check.\n"),
                        gt.Part(
                            function_call=gt.FunctionCall(id="fc_1", name="get_weather", args={"days": 2.0}),
                            thought_signature=SIGNATURE,
                        ),
                        gt.Part(function_call=gt.FunctionCall(name="get_time", args={})),
                    ],
                ),
            )
        ],
        usage_metadata=gt.GenerateContentResponseUsageMetadata(
            prompt_token_count=40,
            candidates_token_count=20,
            thoughts_token_count=15,
            total_token_count=75,
            cached_content_token_count=8,
        ),
        prompt_feedback=None,
    )
    gemini3 = gt.GenerateContentResponse(
        model_version="gemini-3-pro-preview",
        candidates=[
            gt.Candidate(
                finish_reason=gt.FinishReason.STOP,
                content=gt.Content(
                    role="model",
                    parts=[
                        gt.Part(text="Here is the chart.", thought_signature=SIGNATURE),
                        gt.Part(inline_data=gt.Blob(mime_type="image/png", data=b"\x89PNG\r\n\x1a\n")),
                        gt.Part(
                            executable_code=gt.ExecutableCode(code="print(1)", language=gt.Language.PYTHON)
                        ),
                        gt.Part(
                            code_execution_result=gt.CodeExecutionResult(
                                outcome=gt.Outcome.OUTCOME_OK, output="1\n"
                            )
                        ),
                    ],
                ),
                grounding_metadata=gt.GroundingMetadata(
                    web_search_queries=["chart"],
                    grounding_chunks=[
                        gt.GroundingChunk(web=gt.GroundingChunkWeb(uri="https://e.com", title="E"))
                    ],
                    grounding_supports=[
                        gt.GroundingSupport(
                            segment=gt.Segment(start_index=0, end_index=8, text="Here is"),
                            grounding_chunk_indices=[0],
                        )
                    ],
                ),
            )
        ],
        usage_metadata=gt.GenerateContentResponseUsageMetadata(
            prompt_token_count=10, candidates_token_count=30, total_token_count=40
        ),
    )
    blocked = gt.GenerateContentResponse(
        model_version="gemini-2.5-pro",
        candidates=[],
        prompt_feedback=gt.GenerateContentResponsePromptFeedback(block_reason=gt.BlockedReason.SAFETY),
    )
    return [tools, gemini3, blocked]


READERS: list[tuple[str, Callable[[Any], AIMessage], Callable[[], list[Any]]]] = [
    ("anthropic", ai_message_from_anthropic, anthropic_responses),
    ("openai", ai_message_from_openai, openai_responses),
    ("openai-responses", ai_message_from_openai_responses, responses_responses),
    ("gemini", ai_message_from_gemini, gemini_responses),
]
CASES = [(name, read, response) for name, read, build in READERS for response in build()]
IDS = [f"{name}-{i}" for i, (name, _, _) in enumerate(CASES)]


UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")


def _fixed_ids(message: AIMessage) -> str:
    """The repr of a message, the UUIDs the Gemini reader makes (calls and code without ids) replaced."""
    return UUID.sub("<uuid>", repr(message))


@pytest.mark.parametrize(("name", "read", "response"), CASES, ids=IDS)
def test_sdk_objects_and_their_dumps_read_alike(name: str, read: Any, response: Any) -> None:
    from_object = read(response)
    assert isinstance(from_object, AIMessage)
    for dump in (response.model_dump(), response.model_dump(mode="json")):
        assert _fixed_ids(read(dump)) == _fixed_ids(from_object)


@pytest.mark.parametrize(("name", "read", "response"), CASES, ids=IDS)
def test_content_blocks_are_langchains(name: str, read: Any, response: Any) -> None:
    message = read(response)
    reference = lc.AIMessage(
        content=message.content,
        tool_calls=message.tool_calls,
        invalid_tool_calls=message.invalid_tool_calls,
        additional_kwargs=message.additional_kwargs,
        response_metadata=message.response_metadata,
        usage_metadata=message.usage_metadata,
    )
    assert scrub(message.content_blocks) == scrub(reference.content_blocks)
    assert message.response_metadata["model_provider"] in ("anthropic", "openai", "google_genai")


@pytest.mark.parametrize(("name", "read", "response"), CASES, ids=IDS)
def test_messages_are_valid_and_serialisable(name: str, read: Any, response: Any) -> None:
    import chatschema

    message = read(response)
    data = chatschema.messages_to_dict([message])
    assert chatschema.messages_from_dict(data)[0] == message


# -- what each reader fills, as the provider package fills it -------------------------------------


def test_anthropic_metadata_and_usage() -> None:
    thinking, cited, plain, refused = (ai_message_from_anthropic(r) for r in anthropic_responses())
    # every field of the response but content, role and type, in its order; then the two names
    dumped = anthropic_responses()[0].model_dump()
    expected_keys = [k for k in dumped if k not in ("content", "role", "type")] + [
        "model_name",
        "model_provider",
    ]
    assert list(thinking.response_metadata) == expected_keys
    metadata = thinking.response_metadata
    assert (metadata["id"], metadata["model"], metadata["stop_reason"], metadata["stop_sequence"]) == (
        "msg_01A",
        "claude-sonnet-4-5-20250929",
        "tool_use",
        None,
    )
    assert (metadata["model_name"], metadata["model_provider"]) == ("claude-sonnet-4-5-20250929", "anthropic")
    assert thinking.response_metadata["usage"]["cache_read_input_tokens"] == 1000
    # cache writes counted by lifetime (200 + 100), not twice
    assert thinking.usage_metadata == {
        "input_tokens": 50 + 1000 + 300,
        "output_tokens": 80,
        "total_tokens": 1430,
        "input_token_details": {
            "cache_read": 1000,
            "cache_creation": 0,
            "ephemeral_5m_input_tokens": 200,
            "ephemeral_1h_input_tokens": 100,
        },
    }
    assert [b["type"] for b in thinking.content] == ["thinking", "redacted_thinking", "text", "tool_use"]
    assert thinking.content[0]["signature"] == "EqQBCgIYAhIM"
    assert thinking.tool_calls == [
        {"name": "get_weather", "args": {"city": "Oslo"}, "id": "toolu_01", "type": "tool_call"}
    ]
    assert isinstance(cited.content, list) and cited.content[0]["citations"][0]["cited_text"]
    assert plain.content == "Hello!"
    assert plain.usage_metadata["input_tokens"] == 48  # type: ignore[index]
    assert plain.usage_metadata["input_token_details"] == {"cache_creation": 40}  # type: ignore[index]
    assert refused.content == [] and refused.content_blocks[-1]["type"] == "refusal"


def test_openai_metadata_and_usage() -> None:
    tools, refusal, text = (ai_message_from_openai(r) for r in openai_responses())
    assert tools.response_metadata == {
        "token_usage": tools.response_metadata["token_usage"],
        "model_provider": "openai",
        "model_name": "gpt-4.1-mini-2025-04-14",
        "system_fingerprint": "fp_abc",
        "id": "chatcmpl-A1",
        "service_tier": "default",
        "finish_reason": "tool_calls",
        "logprobs": None,
    }
    assert tools.response_metadata["token_usage"]["prompt_tokens"] == 100
    assert tools.content == ""
    assert [c["id"] for c in tools.tool_calls] == ["call_1"]
    assert [(c["id"], c["args"]) for c in tools.invalid_tool_calls] == [("call_2", '{"tz": ')]
    assert "tool_calls" not in tools.additional_kwargs  # parsed, not kept raw (langchain-openai 1.7)
    assert tools.usage_metadata == {
        "input_tokens": 100,
        "output_tokens": 40,
        "total_tokens": 140,
        "input_token_details": {"audio": 0, "cache_read": 64},
        "output_token_details": {"audio": 0, "reasoning": 10},
    }
    assert refusal.additional_kwargs == {"refusal": "I can't help with that."}
    assert refusal.content_blocks == [{"type": "refusal", "refusal": "I can't help with that."}]
    assert refusal.usage_metadata == {
        "input_tokens": 10,
        "output_tokens": 5,
        "total_tokens": 15,
        "input_token_details": {"flex_cache_read": 4, "flex": 6},
        "output_token_details": {"flex_reasoning": 2, "flex": 3},
    }
    assert text.content == "Hi!" and text.usage_metadata is None
    assert text.response_metadata["system_fingerprint"] is None  # the SDK's dump has the key


def test_openai_responses_content_and_metadata() -> None:
    reasoning, cited = (ai_message_from_openai_responses(r) for r in responses_responses())
    assert reasoning.id == "resp_1"
    assert reasoning.response_metadata == {
        "created_at": 1_730_000_000.0,
        "id": "resp_1",
        "object": "response",
        "status": "completed",
        "model": "gpt-5-2025-08-07",
        "service_tier": "priority",
        "model_provider": "openai",
        "model_name": "gpt-5-2025-08-07",
    }
    assert reasoning.content[0] == {  # type: ignore[index]
        "type": "reasoning",
        "id": "rs_1",
        "summary": [{"type": "summary_text", "text": "Plan."}],
        "encrypted_content": "gAAAAB-opaque",
    }
    assert [c["id"] for c in reasoning.tool_calls] == ["call_9"]
    assert [c["id"] for c in reasoning.invalid_tool_calls] == ["call_10"]
    assert reasoning.usage_metadata == {
        "input_tokens": 200,
        "output_tokens": 90,
        "total_tokens": 290,
        "input_token_details": {"priority_cache_read": 128, "priority_cache_creation": 0, "priority": 72},
        "output_token_details": {"priority_reasoning": 60, "priority": 30},
    }
    text, refusal = cited.content[1:]  # type: ignore[misc]
    assert text["id"] == "msg_1" and refusal == {"type": "refusal", "refusal": "No more.", "id": "msg_1"}
    assert text["annotations"][1]["file_index"] == 3 and "index" not in text["annotations"][1]
    assert [b["type"] for b in cited.content_blocks] == [
        "server_tool_call",
        "server_tool_result",
        "text",
        "refusal",
    ]


def test_gemini_content_and_metadata() -> None:
    tools, gemini3, blocked = (ai_message_from_gemini(r) for r in gemini_responses())
    signature = base64.b64encode(SIGNATURE).decode()
    assert tools.content == [
        {"type": "thinking", "thinking": "Weighing the options.", "signature": signature},
        {"type": "text", "text": "Let me check."},
    ]
    assert tools.tool_calls[0] == {
        "name": "get_weather",
        "args": {"days": 2},
        "id": "fc_1",
        "type": "tool_call",
    }
    assert tools.tool_calls[1]["name"] == "get_time" and tools.tool_calls[1]["id"].startswith(
        "__gemini_no_id_"
    )  # type: ignore[arg-type]
    assert tools.additional_kwargs[THOUGHT_SIGNATURES_KEY] == {"fc_1": signature}
    assert tools.additional_kwargs["function_call"] == {"name": "get_time", "arguments": "{}"}
    assert tools.response_metadata == {
        "finish_reason": "STOP",
        "model_name": "gemini-2.5-flash",
        "safety_ratings": tools.response_metadata["safety_ratings"],
        "model_provider": "google_genai",
    }
    [rating] = tools.response_metadata["safety_ratings"]  # the SDK's dump, enums by name
    assert (rating["category"], rating["probability"]) == ("HARM_CATEGORY_HATE_SPEECH", "NEGLIGIBLE")
    assert tools.usage_metadata == {
        "input_tokens": 40,
        "output_tokens": 35,
        "total_tokens": 75,
        "input_token_details": {"cache_read": 8},
        "output_token_details": {"reasoning": 15},
    }
    assert [b["type"] for b in gemini3.content] == [  # type: ignore[union-attr]
        "text",
        "image_url",
        "executable_code",
        "code_execution_result",
    ]
    assert gemini3.content[0]["extras"] == {"signature": signature}  # type: ignore[index]
    assert gemini3.content[3]["outcome"] == 1  # type: ignore[index]
    assert "annotations" in gemini3.content_blocks[0]
    assert blocked.content == "" and blocked.content_blocks == [
        {"type": "refusal", "refusal": "", "extras": {"block_reason": "SAFETY"}}
    ]


def test_gemini_audio_becomes_wav_bytes() -> None:
    response = {
        "model_version": "gemini-2.5-flash-preview-tts",
        "candidates": [
            {
                "finish_reason": "STOP",
                "content": {
                    "role": "model",
                    "parts": [
                        {
                            "inline_data": {
                                "mime_type": "audio/L16;codec=pcm;rate=24000",
                                "data": b"\x00\x01" * 8,
                            }
                        }
                    ],
                },
            }
        ],
    }
    message = ai_message_from_gemini(response)
    assert message.additional_kwargs["audio"][:4] == b"RIFF"
    assert [b["type"] for b in message.content_blocks] == ["audio"]


# -- errors -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("read", "response", "path"),
    [
        (ai_message_from_anthropic, [1, 2], "$"),
        (ai_message_from_anthropic, {"type": "message", "model": "m", "content": "hi"}, "$.content"),
        (
            ai_message_from_anthropic,
            {"type": "message", "model": "m", "content": [{"type": "tool_use", "id": "t", "name": "f"}]},
            "$.content[0].input",
        ),
        (
            ai_message_from_anthropic,
            {"type": "message", "model": "m", "content": [{"text": "no type"}]},
            "$.content[0].type",
        ),
        (ai_message_from_openai, {"choices": []}, "$.choices"),
        (ai_message_from_openai, {"choices": [{"message": "hi"}]}, "$.choices[0].message"),
        (ai_message_from_openai, {"error": {"message": "boom"}}, "$.error"),
        (ai_message_from_openai_responses, {"object": "response", "output": [1]}, "$.output[0]"),
        (
            ai_message_from_openai_responses,
            {"object": "response", "output": [{"type": "message", "content": None}]},
            "$.output[0].content",
        ),
        (
            ai_message_from_gemini,
            {"candidates": [{"content": {"parts": [{"text": 3}]}}]},
            "$.candidates[0].content.parts[0].text",
        ),
        (
            ai_message_from_gemini,
            {"candidates": [{"content": {"parts": [{"function_call": {"name": "f", "args": [1]}}]}}]},
            "$.candidates[0].content.parts[0].function_call.args",
        ),
        (
            ai_message_from_gemini,
            {"candidates": [{"content": {"parts": [{"text": "x", "thought_signature": "not base64!"}]}}]},
            "$.candidates[0].content.parts[0].thought_signature",
        ),
    ],
)
def test_malformed_responses_raise_validation_errors_with_paths(read: Any, response: Any, path: str) -> None:
    with pytest.raises(ValidationError) as caught:
        read(response)
    assert caught.value.path == path


def test_no_sdk_is_imported_at_run_time() -> None:
    code = (
        "import sys, chatschema\n"
        "chatschema.ai_message_from_anthropic({'type': 'message', 'model': 'm', 'content': []})\n"
        "chatschema.ai_message_from_gemini({'candidates': [{'content': {'parts': [{'text': 'hi'}]}}]})\n"
        "loaded = [m for m in ('anthropic', 'openai', 'google.genai') if m in sys.modules]\n"
        "assert not loaded, loaded\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
