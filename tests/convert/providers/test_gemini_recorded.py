"""Gemini on recorded shapes (tests/data/providers/gemini/recorded, SOURCES.md there): requests
read and written back in every spelling, responses read in every form with complete usage, the
next request of a tool loop accepted, and langchain-google-genai 4.4.3 as the differential
oracle (docs/providers.md lists every difference and whose output Gemini accepts)."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from google.genai import types as gt
from langchain_core import messages as lc

from chatschema import (
    AIMessage,
    ConversionError,
    FunctionMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
    ValidationError,
    ai_message_from_gemini,
    check_conversation,
    convert_from_gemini_contents,
    convert_to_anthropic_messages,
    convert_to_gemini_contents,
)
from chatschema.convert._gemini import snake_keys
from tests.convert.providers import sdk_oracle
from tests.convert.providers.conftest import CORPUS
from tests.convert.providers.gemini_wire import partner_body, partner_read, sdk_body

RECORDED = CORPUS / "gemini" / "recorded"
REQUESTS = sorted((RECORDED / "requests").glob("*.json"))
RESPONSES = sorted((RECORDED / "responses").glob("*.json"))
PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAcCBlCwAAAABJRU5ErkJggg=="


def _load(path: Path) -> Any:
    return json.loads(path.read_text())


def _messages_part(body: dict[str, Any]) -> dict[str, Any]:
    keys = ("systemInstruction", "system_instruction", "contents")
    return snake_keys({key: body[key] for key in keys if key in body})


def test_there_are_recorded_requests_and_responses() -> None:
    assert len(REQUESTS) >= 6 and len(RESPONSES) >= 7
    assert (RECORDED / "SOURCES.md").exists()


# -- requests: every spelling read, written back ---------------------------------------------------


def _sdk_dump(body: dict[str, Any], mode: str) -> dict[str, Any]:
    """The request as google-genai objects dumped (``python``: bytes; ``json``: URL-safe base64)."""
    out: dict[str, Any] = {}
    for key, value in _messages_part(body).items():
        if key == "contents":
            out[key] = [gt.Content.model_validate(c).model_dump(mode=mode, exclude_none=True) for c in value]
        else:
            out[key] = gt.Content.model_validate(value).model_dump(mode=mode, exclude_none=True)
    return out


@pytest.mark.parametrize("path", REQUESTS, ids=[p.stem for p in REQUESTS])
@pytest.mark.parametrize("form", ["rest", "sdk-python", "sdk-json"])
def test_a_recorded_request_is_read_and_written_back(path: Path, form: str) -> None:
    body = _load(path)
    given = body if form == "rest" else _sdk_dump(body, form.removeprefix("sdk-"))
    written = convert_to_gemini_contents(convert_from_gemini_contents(given))
    # the neutral spellings: camelCase comes back in snake_case, bytes and URL-safe base64 as
    # standard base64
    assert written == _messages_part(body)
    sdk_oracle.check("gemini", written)
    assert check_conversation(convert_from_gemini_contents(given), "gemini") == []


# -- responses: every form, usage complete ---------------------------------------------------------

UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")


def _same(one: Any, other: Any) -> bool:
    return bool(UUID.sub("<uuid>", repr(one)) == UUID.sub("<uuid>", repr(other)))


@pytest.mark.parametrize("path", RESPONSES, ids=[p.stem for p in RESPONSES])
def test_a_recorded_response_reads_alike_in_every_form(path: Path) -> None:
    """The REST JSON and its snake_case read alike; the SDK object and its dumps read alike; and
    the two agree on everything but the ``null`` fields an SDK dump adds to the metadata."""
    body = _load(path)
    sdk = gt.GenerateContentResponse.model_validate(body)
    rest = ai_message_from_gemini(body)
    assert _same(ai_message_from_gemini(snake_keys(body)), rest)
    from_sdk = ai_message_from_gemini(sdk)
    assert _same(ai_message_from_gemini(sdk.model_dump()), from_sdk)
    assert _same(ai_message_from_gemini(sdk.model_dump(mode="json")), from_sdk)
    for field in ("content", "tool_calls", "additional_kwargs", "usage_metadata"):
        assert _same(getattr(rest, field), getattr(from_sdk, field)), field
    assert rest.response_metadata.get("finish_reason") == from_sdk.response_metadata.get("finish_reason")
    assert rest.content or rest.tool_calls or rest.additional_kwargs or rest.content_blocks


def test_an_unrecognised_response_raises_instead_of_reading_empty() -> None:
    for bad, path in [
        ({}, "$"),
        ({"choices": [{"message": {"content": "hi"}}]}, "$"),
        ({"candidates": [{"content": {"parts": []}}], "choices": []}, "$.choices"),
        ({"candidates": [{"message": "hi"}]}, "$.candidates[0].message"),
        (
            {"candidates": [{"content": {"parts": [{"colour": "red"}]}}]},
            "$.candidates[0].content.parts[0].colour",
        ),
    ]:
        with pytest.raises(ValidationError) as caught:
            ai_message_from_gemini(bad)
        assert caught.value.path == path


USAGE_COUNTERS = {
    "prompt_token_count": "input_tokens",
    "tool_use_prompt_token_count": "input_tokens and input_token_details.tool_use_prompt",
    "cached_content_token_count": "input_token_details.cache_read",
    "candidates_token_count": "output_tokens",
    "thoughts_token_count": "output_tokens and output_token_details.reasoning",
    "total_token_count": "total_tokens",
    "prompt_tokens_details": "input_token_details.audio (AUDIO)",
    "tool_use_prompt_tokens_details": "input_token_details.audio (AUDIO)",
    "candidates_tokens_details": "output_token_details.audio (AUDIO)",
    "cache_tokens_details": "a breakdown of cached_content_token_count, by modality: not carried",
    "traffic_type": "not a count: not carried",
}
"""Where each field of google-genai's ``GenerateContentResponseUsageMetadata`` lands (docs/providers.md)."""


def test_every_usage_counter_of_the_sdk_is_mapped() -> None:
    assert set(USAGE_COUNTERS) == set(gt.GenerateContentResponseUsageMetadata.model_fields)


def _audio(details: Any) -> int:
    return sum(d.get("token_count", 0) for d in details or [] if d.get("modality") == "AUDIO")


@pytest.mark.parametrize("path", RESPONSES, ids=[p.stem for p in RESPONSES])
def test_usage_adds_up_and_every_counter_lands(path: Path) -> None:
    body = _load(path)
    raw = snake_keys(body)["usage_metadata"]
    usage = ai_message_from_gemini(body).usage_metadata
    assert usage is not None
    assert usage["input_tokens"] + usage["output_tokens"] == usage["total_tokens"] == raw["total_token_count"]
    inputs, outputs = usage.get("input_token_details", {}), usage.get("output_token_details", {})
    assert usage["input_tokens"] == raw.get("prompt_token_count", 0) + raw.get(
        "tool_use_prompt_token_count", 0
    )
    assert inputs.get("tool_use_prompt", 0) == raw.get("tool_use_prompt_token_count", 0)
    assert inputs.get("cache_read", 0) == raw.get("cached_content_token_count", 0)
    assert outputs.get("reasoning", 0) == raw.get("thoughts_token_count", 0)
    assert inputs.get("audio", 0) == _audio(raw.get("prompt_tokens_details")) + _audio(
        raw.get("tool_use_prompt_tokens_details")
    )
    assert outputs.get("audio", 0) == _audio(raw.get("candidates_tokens_details"))


def test_usage_property_on_made_up_counts() -> None:
    for prompt, tool_use, cached, out, thoughts in [(0, 0, 0, 1, 0), (10, 5, 3, 7, 2), (1, 999, 0, 0, 50)]:
        usage = {
            "prompt_token_count": prompt,
            "tool_use_prompt_token_count": tool_use,
            "cached_content_token_count": cached,
            "candidates_token_count": out,
            "thoughts_token_count": thoughts,
            "total_token_count": prompt + tool_use + out + thoughts,
        }
        read = ai_message_from_gemini(
            {"candidates": [{"content": {"parts": [{"text": "x"}]}}], "usage_metadata": usage}
        )
        assert read.usage_metadata is not None
        assert (
            read.usage_metadata["input_tokens"] + read.usage_metadata["output_tokens"]
            == usage["total_token_count"]
        )


def test_a_part_of_video_metadata_alone_is_written_back_as_it_is() -> None:
    """A recorded request gives a video's ``video_metadata`` in a part of its own after the data."""
    body = {
        "contents": [
            {
                "role": "user",
                "parts": [
                    {"text": "Explain this video"},
                    {"inline_data": {"mime_type": "video/mp4", "data": "AAAA"}},
                    {"video_metadata": {"start_offset": "2s", "end_offset": "10s"}},
                ],
            }
        ]
    }
    messages = convert_from_gemini_contents(body)
    assert messages[0].content[2] == {"type": "non_standard", "value": body["contents"][0]["parts"][2]}
    written = convert_to_gemini_contents(messages)
    assert written == body
    sdk_oracle.check("gemini", written)
    with pytest.raises(ConversionError):  # no other provider has a form for it
        convert_to_anthropic_messages(messages)


def test_usage_without_a_total_adds_up() -> None:
    """A recorded response (an image given by file URI) has only the candidates and thoughts counts."""
    read = ai_message_from_gemini(
        {
            "candidates": [{"content": {"role": "model", "parts": [{"text": "A puppy."}]}}],
            "usageMetadata": {"candidatesTokenCount": 18, "thoughtsTokenCount": 58},
        }
    )
    assert read.usage_metadata is not None
    assert read.usage_metadata["output_tokens"] == read.usage_metadata["total_tokens"] == 76
    assert read.usage_metadata["output_token_details"] == {"reasoning": 58}


# -- the differential against langchain-google-genai ---------------------------------------------


def _parts(body: dict[str, Any]) -> list[dict[str, Any]]:
    return [part for content in body["contents"] for part in content["parts"]]


def _drop_ids(body: dict[str, Any]) -> None:
    for part in _parts(body):
        for key in ("functionCall", "functionResponse"):
            if key in part:
                part[key].pop("id", None)


def _error_as_output(body: dict[str, Any]) -> None:
    for part in _parts(body):
        response = part.get("functionResponse", {}).get("response")
        if isinstance(response, dict) and set(response) == {"error"}:
            response["output"] = response.pop("error")


def _scalar_text(body: dict[str, Any]) -> None:
    for part in _parts(body):
        response = part.get("functionResponse", {}).get("response")
        if (
            isinstance(response, dict)
            and "output" in response
            and not isinstance(response["output"], (str, list))
        ):
            response["output"] = json.dumps(response["output"])


def _media_out_of_responses(body: dict[str, Any]) -> None:
    for content in body["contents"]:
        if not any("functionResponse" in part for part in content["parts"]):
            continue
        kept = []
        for part in content["parts"]:
            if "inlineData" in part or "fileData" in part:
                continue
            response = part.get("functionResponse")
            if response is not None:
                response.pop("parts", None)
                output = response["response"].get("output")
                if isinstance(output, list):
                    text = "".join(block.get("text", "") for block in output)
                    try:
                        parsed = json.loads(text)
                    except ValueError:
                        parsed = None
                    response["response"] = parsed if isinstance(parsed, dict) else {"output": text}
            kept.append(part)
        content["parts"] = kept


def _merge_turns(body: dict[str, Any]) -> None:
    merged: list[dict[str, Any]] = []
    for content in body["contents"]:
        if content["parts"] in ([], [{"text": ""}]):
            continue
        if merged and merged[-1]["role"] == content["role"] == "model":
            merged[-1]["parts"].extend(content["parts"])
        else:
            merged.append(content)
    body["contents"] = merged


def _drop_server_tools(body: dict[str, Any]) -> None:
    for content in body["contents"]:
        content["parts"] = [
            p for p in content["parts"] if not {"toolCall", "toolResponse", "codeExecutionResult"} & set(p)
        ]


def _drop_part_metadata(body: dict[str, Any]) -> None:
    for part in _parts(body):
        part.pop("videoMetadata", None)
        part.pop("mediaResolution", None)


def _drop_call_turn_text(body: dict[str, Any]) -> None:
    for content in body["contents"]:
        if content["role"] == "model" and any("functionCall" in part for part in content["parts"]):
            content["parts"] = [part for part in content["parts"] if "text" not in part]


DIFFERENCES: dict[str, Callable[[dict[str, Any]], None]] = {
    "call_ids": _drop_ids,
    "error_key": _error_as_output,
    "json_scalar": _scalar_text,
    "tool_result_media": _media_out_of_responses,
    "turns": _merge_turns,
    "server_tools": _drop_server_tools,
    "part_metadata": _drop_part_metadata,
    "legacy_call_text": _drop_call_turn_text,
}
"""The differences from langchain-google-genai's bodies, each as what takes it away from both bodies
(docs/providers.md, "langchain-google-genai as the oracle", says whose output Gemini accepts)."""

call = [{"name": "f", "args": {"x": 1}, "id": "c1"}]
GENERATED: dict[str, list[Any]] = {
    "failed_tool_result": [
        HumanMessage("hi"),
        AIMessage("", tool_calls=call),
        ToolMessage("boom", tool_call_id="c1", status="error"),
    ],
    "tool_result_with_image": [
        HumanMessage("hi"),
        AIMessage("", tool_calls=call),
        ToolMessage(
            [{"type": "text", "text": "see"}, {"type": "image", "base64": PNG, "mime_type": "image/png"}],
            tool_call_id="c1",
        ),
    ],
    "openai_tool_loop": [
        SystemMessage("Be brief."),
        HumanMessage("hi"),
        AIMessage("let me check", tool_calls=call, response_metadata={"model_provider": "openai"}),
        ToolMessage("3", tool_call_id="c1"),
        AIMessage("done"),
    ],
    "consecutive_ai_messages": [
        HumanMessage("hi"),
        AIMessage("thinking"),
        AIMessage("", tool_calls=call),
        ToolMessage("{}", tool_call_id="c1"),
    ],
    "empty_ai_message": [HumanMessage("hi"), AIMessage(""), HumanMessage("again")],
    "empty_first_user_turn": [
        SystemMessage("Tell a joke. Use the topic tool."),
        HumanMessage(""),
        AIMessage("", tool_calls=call),
        ToolMessage('{"topic": "cats"}', tool_call_id="c1"),
    ],
    "legacy_function_call": [
        HumanMessage("hi"),
        AIMessage("", additional_kwargs={"function_call": {"name": "f", "arguments": '{"x": 1}'}}),
        FunctionMessage('{"y": 2}', name="f"),
        AIMessage("done"),
    ],
    "legacy_function_call_with_text": [
        HumanMessage("hi"),
        AIMessage("Checking.", additional_kwargs={"function_call": {"name": "f", "arguments": '{"x": 1}'}}),
        FunctionMessage('{"y": 2}', name="f"),
    ],
    "image_in_human_message": [
        HumanMessage(
            [{"type": "text", "text": "what"}, {"type": "image", "base64": PNG, "mime_type": "image/png"}]
        )
    ],
}

EXPECTED: dict[str, set[str]] = {
    "request/gemini3_tool_combination": {"call_ids", "server_tools"},
    "request/multimodal_function_response": {"tool_result_media"},
    "request/video_metadata_and_resolution": {"part_metadata"},
    "corpus/parallel_calls_with_ids": {"call_ids"},
    "generated/failed_tool_result": {"call_ids", "error_key"},
    "generated/tool_result_with_image": {"call_ids", "tool_result_media"},
    "generated/openai_tool_loop": {"call_ids", "json_scalar"},
    "generated/consecutive_ai_messages": {"call_ids", "turns"},
    "generated/empty_ai_message": {"turns"},
    "generated/empty_first_user_turn": {"call_ids", "turns"},
    "generated/legacy_function_call_with_text": {"legacy_call_text"},
    "continuation/gemini3_tool_combination": {"call_ids", "server_tools"},
    "continuation/tts_audio": {"turns"},
    "continuation/blocked_prompt": {"turns"},
}
"""Every case whose bodies differ, and how; a case not listed sends the same body."""


def _histories() -> dict[str, list[Any]]:
    out = {f"request/{p.stem}": convert_from_gemini_contents(_load(p)) for p in REQUESTS}
    out |= {
        f"corpus/{p.stem}": convert_from_gemini_contents(_load(p))
        for p in sorted((CORPUS / "gemini").glob("*.json"))
    }
    out |= {f"generated/{name}": messages for name, messages in GENERATED.items()}
    return out


HISTORIES = _histories()


def _without(body: dict[str, Any], labels: set[str]) -> dict[str, Any]:
    body = copy.deepcopy(body)
    for label in sorted(labels):
        DIFFERENCES[label](body)
    return body


def _compare(case: str, ours: dict[str, Any], partner: dict[str, Any]) -> None:
    labels = EXPECTED.get(case, set())
    assert _without(ours, labels) == _without(partner, labels)
    for label in labels:  # each listed difference is real
        assert _without(ours, labels - {label}) != _without(partner, labels - {label}), label


@pytest.mark.parametrize("case", sorted(HISTORIES))
def test_our_request_body_is_the_partners_up_to_the_listed_differences(case: str) -> None:
    messages = HISTORIES[case]
    ours = sdk_body(messages)
    sdk_oracle.check("gemini", convert_to_gemini_contents(messages))
    _compare(case, ours, partner_body(messages))


def test_check_conversation_is_clean_on_our_output() -> None:
    for case, messages in HISTORIES.items():
        again = convert_from_gemini_contents(convert_to_gemini_contents(messages))
        assert check_conversation(again, "gemini") == [], case


def test_the_partner_corrupts_url_safe_signatures_and_we_keep_them() -> None:
    """Signatures from ``model_dump(mode="json")`` are URL-safe base64: the partner's
    ``b64decode`` refuses (or silently mangles) them; we send them as read."""
    messages = [
        HumanMessage("hi"),
        AIMessage(
            [{"type": "text", "text": "x", "extras": {"signature": "-_8="}}],
            response_metadata={"model_provider": "google_genai"},
        ),
        HumanMessage("more"),
    ]
    assert sdk_body(messages)["contents"][1]["parts"] == [{"text": "x", "thoughtSignature": "-_8="}]
    with pytest.raises(Exception, match="base64"):
        partner_body(messages)


def strip(value: Any) -> str:
    """JSON text of ``value``: keys sorted, enums by name, UUIDs replaced."""
    return UUID.sub("<uuid>", json.dumps(value, sort_keys=True, default=lambda v: getattr(v, "name", str(v))))


def _continuation(ai: Any, human: Any, tool: Any) -> list[Any]:
    results = [
        tool(json.dumps({"ok": c["name"]}), tool_call_id=c["id"], name=c["name"]) for c in ai.tool_calls
    ]
    return [human("Go on."), ai, *results]


@pytest.mark.parametrize("path", RESPONSES, ids=[p.stem for p in RESPONSES])
def test_a_response_read_by_us_and_by_the_partner_and_its_continuation(path: Path) -> None:
    body = _load(path)
    model = body.get("modelVersion", "gemini-2.5-flash")
    ours, theirs = ai_message_from_gemini(body), partner_read(body, model)
    assert strip([c["args"] for c in ours.tool_calls]) == strip([c["args"] for c in theirs.tool_calls])
    assert strip(ours.content).replace(', "tool_type": "GOOGLE_SEARCH_WEB"', "") == strip(theirs.content)
    if theirs.usage_metadata is not None:  # the partner drops the usage of a blocked prompt
        assert ours.usage_metadata is not None
        for key in ("input_tokens", "output_tokens", "total_tokens"):
            assert ours.usage_metadata[key] == theirs.usage_metadata[key]
    # the next request: google-genai's types accept ours, the partner takes our message as history
    history = _continuation(ours, HumanMessage, ToolMessage)
    sdk_oracle.check("gemini", convert_to_gemini_contents(history))
    assert check_conversation(history, "gemini") == []
    ours_next = sdk_body(history, model)
    _compare(
        f"continuation/{path.stem}",
        ours_next,
        partner_body(_continuation(theirs, lc.HumanMessage, lc.ToolMessage), model),
    )
    partner_body(history, model)


def test_the_readers_know_every_field_of_the_sdk_types() -> None:
    from chatschema.convert._gemini import PART_FIELDS
    from chatschema.convert._model_responses import gemini

    assert set(gt.Part.model_fields) == PART_FIELDS
    assert set(gt.GenerateContentResponse.model_fields) == gemini._RESPONSE_FIELDS
    assert set(gt.Candidate.model_fields) == gemini._CANDIDATE_FIELDS


FIXED_BY_THE_WRITER = {"function_call_order", "empty_content", "system_not_at_start"}
"""``check_conversation(..., "gemini")`` codes the writer's output never has: it merges model
turns, sends no empty content and puts every system message in ``system_instruction``."""


def test_check_conversation_on_the_writers_output_over_generated_histories() -> None:
    import warnings

    from tests.convert.ledger import histories

    for hid, _, messages in histories(120):
        with warnings.catch_warnings(record=True) as lost:
            warnings.simplefilter("always")
            written = convert_to_gemini_contents(messages, strict=False)
        before = {p.code for p in check_conversation(messages, "gemini")}
        after = {p.code for p in check_conversation(convert_from_gemini_contents(written), "gemini")}
        assert not after & FIXED_BY_THE_WRITER, (hid, after)
        # what the writer refused (with a LossWarning) can leave a call unanswered, a result
        # orphaned, a model turn first or no turn at all: those are the losses, named by their
        # warnings (and a message left out for its empty content, flagged before, leaves no turn too)
        consequences = {
            "missing_tool_result",
            "orphan_tool_result",
            "first_message_not_user",
            "empty_conversation",
        }
        assert after <= before | consequences, (hid, before, after)
        if "empty_conversation" in after - before:
            assert lost or "empty_content" in before, (hid, before)


def test_an_empty_first_user_turn_is_kept_and_empty_text_elsewhere_is_not() -> None:
    # an instructions-only run, as the Gemini API took it (pydantic-ai's recorded requests)
    body = {
        "systemInstruction": {"parts": [{"text": "You are a helpful assistant."}], "role": "user"},
        "contents": [{"parts": [{"text": ""}], "role": "user"}],
    }
    messages = convert_from_gemini_contents(snake_keys(body))
    assert check_conversation(messages, "gemini") == []
    written = convert_to_gemini_contents(messages)
    assert written["contents"] == [{"role": "user", "parts": [{"text": ""}]}]
    sdk_oracle.check("gemini", written)
    assert sdk_body(messages)["contents"] == body["contents"]
    with pytest.raises(ValueError, match="contents are required"):  # the partner sends nothing
        partner_body(messages)
    # an empty turn or empty text anywhere else is flagged, and the writer leaves it out
    later = [HumanMessage("hi"), AIMessage([{"type": "text", "text": ""}, "ok"]), HumanMessage("")]
    assert [(p.path, p.code) for p in check_conversation(later, "gemini")] == [
        ("$[1].content[0]", "empty_content"),
        ("$[2].content", "empty_content"),
    ]
    assert convert_to_gemini_contents(later)["contents"] == [
        {"role": "user", "parts": [{"text": "hi"}]},
        {"role": "model", "parts": [{"text": "ok"}]},
    ]
    assert convert_to_gemini_contents([HumanMessage([])])["contents"] == []  # no text to keep
    assert [p.code for p in check_conversation([HumanMessage([])], "gemini")] == ["empty_content"]
