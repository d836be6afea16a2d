"""Every request and response body of a corpus of recorded API traffic, through the provider converters.

The corpus is the request and response bodies that public projects recorded against the four APIs
(Anthropic Messages, OpenAI Chat Completions, OpenAI Responses, Gemini ``generateContent``) in
their VCR cassettes: one ``<api>.jsonl`` per API, each line ``{"source", "request", "response"}``
(``tests/convert/recorded_extract.py`` builds it, gzipped, from the repositories' git snapshots). It is not
part of this repository: it is read from ``$CHATSCHEMA_RECORDED``, else from ``recorded/`` in the
``shared/`` folder beside the checkout; without it these tests are skipped.

For each body (docs/providers.md, "Recorded traffic"):

* a request is read by ``convert_from_*`` and written back by ``convert_to_*`` as it was, up to the
  documented neutral spellings (:func:`neutral`);
* a response is read by ``ai_message_from_*`` and its usage holds: input + output = total, and every
  counter of the body is in the token details under LangChain's key;
* the response, appended to its request's history with a result for each tool call, is written as
  the next request, which the provider SDK's request types accept.

What cannot be fixed is listed in :data:`KNOWN` with its reason, as strict xfails.
"""

from __future__ import annotations

import base64
import copy
import functools
import gzip
import json
import os
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError as PydanticValidationError

import chatschema
from chatschema import AIMessage, BaseMessage, HumanMessage, ToolMessage, ValidationError
from chatschema.convert import (
    ai_message_from_anthropic,
    ai_message_from_gemini,
    ai_message_from_openai,
    ai_message_from_openai_responses,
    convert_from_openai_messages,
    convert_to_openai_messages,
)
from chatschema.convert._gemini import snake_keys
from chatschema.convert._model_responses.fields import json_without_none
from tests.convert.providers import sdk_oracle
from tests.convert.providers.conftest import CONVERTERS
from tests.convert.sdk_oracle import problems

APIS = ("anthropic", "openai-chat", "openai-responses", "gemini")
_ROOT = Path(__file__).resolve().parents[2]
CORPUS = Path(os.environ.get("CHATSCHEMA_RECORDED") or _ROOT.parent / "shared" / "recorded")


def _file(api: str) -> Path | None:
    found = [CORPUS / f"{api}.jsonl.gz", CORPUS / f"{api}.jsonl"]
    return next((path for path in found if path.is_file()), None)


if not all(_file(api) for api in APIS):
    pytest.skip(f"no recorded corpus at {CORPUS}", allow_module_level=True)


@functools.cache
def rows(api: str) -> list[dict[str, Any]]:
    """The recorded calls of one API, in file order."""
    path = _file(api)
    assert path is not None
    data = path.read_bytes()
    text = gzip.decompress(data) if path.suffix == ".gz" else data
    return [json.loads(line) for line in text.splitlines()]


CASES = [(api, i) for api in APIS for i in range(len(rows(api)))]


# -- the converters by API -----------------------------------------------------------------------


def messages_part(api: str, request: dict[str, Any]) -> Any:
    """The part of a request body that holds the conversation."""
    match api:
        case "anthropic":
            return {key: request[key] for key in ("system", "messages") if key in request}
        case "gemini":
            keys = ("systemInstruction", "system_instruction", "contents")
            return snake_keys({key: request[key] for key in keys if key in request})
        case "openai-chat":
            return request["messages"]
    return request  # convert_from_openai_responses_input reads a whole request body


def _chat_strict(messages: list[Any]) -> Any:
    return convert_to_openai_messages(messages, strict=True)


READ: dict[str, Callable[[Any], list[BaseMessage]]] = {
    **{name: converters.read for name, converters in CONVERTERS.items()},
    "openai-chat": convert_from_openai_messages,
}
WRITE: dict[str, Callable[[list[Any]], Any]] = {
    **{name: converters.write for name, converters in CONVERTERS.items()},
    "openai-chat": _chat_strict,
}
ANSWER: dict[str, Callable[[Any], AIMessage]] = {
    "anthropic": ai_message_from_anthropic,
    "gemini": ai_message_from_gemini,
    "openai-chat": ai_message_from_openai,
    "openai-responses": ai_message_from_openai_responses,
}
"""Each API's request reader and writer (the same as ``chatschema._formats``'), and response reader."""


def read(api: str, part: Any) -> list[BaseMessage]:
    return READ[api](part)


def write(api: str, messages: list[Any]) -> Any:
    return WRITE[api](messages)


def answer(api: str, response: dict[str, Any]) -> AIMessage:
    return ANSWER[api](response)


def sdk_problems(api: str, written: Any, start: int = 0) -> list[str]:
    """What the provider SDK's request types find wrong with a written request ([] when they take
    it); for the OpenAI APIs, with the messages or items from ``start`` on."""
    if api == "openai-chat":
        return [
            f"[{i}] {found}"
            for i, message in enumerate(written[start:], start)
            for found in problems("openai", message)
        ]
    try:
        if api == "openai-responses":
            sdk_oracle.check(api, written[start:])
        else:
            sdk_oracle.check(api, written)
    except (AssertionError, PydanticValidationError) as error:
        return [str(error)]
    return []


# -- the neutral spellings (docs/providers.md, "Recorded traffic") -------------------------------


def _standard_base64(text: str) -> str:
    return base64.b64encode(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))).decode()


def _arguments(text: Any) -> Any:
    try:
        return json.loads(text or "{}")
    except (TypeError, ValueError):
        return text


def _neutral_anthropic(part: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(part)
    turns: list[dict[str, Any]] = []
    for turn in out["messages"]:
        content = turn["content"]
        blocks = [{"type": "text", "text": content}] if isinstance(content, str) else content
        blocks = [b for b in blocks if not (b.get("type") == "text" and not b["text"].strip())]
        for block in blocks:
            if block.get("type") == "tool_result":
                block.setdefault("content", "")
                if isinstance(block["content"], str) and block["content"]:
                    block["content"] = [{"type": "text", "text": block["content"]}]
        if not blocks:
            continue
        if turns and turns[-1]["role"] == turn["role"]:
            turns[-1]["content"].extend(blocks)
        else:
            turns.append({**turn, "content": blocks})
    for turn in turns:
        if turn["role"] == "user":  # tool results first
            turn["content"].sort(key=lambda b: b.get("type") != "tool_result")
    if turns and turns[-1]["role"] == "assistant" and turns[-1]["content"][-1].get("type") == "text":
        turns[-1]["content"][-1]["text"] = turns[-1]["content"][-1]["text"].rstrip()
    out["messages"] = turns
    system = out.get("system")
    if isinstance(system, str):
        out["system"] = [{"type": "text", "text": system}]
    return out


def _neutral_gemini_part(item: dict[str, Any]) -> None:
    if "thought_signature" in item:
        item["thought_signature"] = _standard_base64(item["thought_signature"])
    if isinstance(item.get("inline_data"), dict) and "data" in item["inline_data"]:
        item["inline_data"]["data"] = _standard_base64(item["inline_data"]["data"])
    if isinstance(item.get("tool_call"), dict) and not item["tool_call"].get("args"):
        item["tool_call"].pop("args", None)
    for inner in (item.get("function_response") or {}).get("parts") or []:
        _neutral_gemini_part(inner)


def _neutral_gemini(part: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(part)
    system = out.get("system_instruction")
    if isinstance(system, str):
        out["system_instruction"] = {"parts": [{"text": system}]}
    elif isinstance(system, dict):
        system.pop("role", None)
    contents: list[dict[str, Any]] = []
    for content in out.get("contents", []):
        parts = content.get("parts") or []
        for item in parts:
            _neutral_gemini_part(item)
        if not parts:
            continue
        role = content.get("role", "user")
        last = contents[-1] if contents else {"role": None, "parts": [{}]}
        if role == last["role"] and (role == "model" or "function_response" in last["parts"][-1]):
            contents[-1]["parts"].extend(parts)
        else:
            contents.append({"role": role, "parts": parts})
    for content in contents:  # function calls after the other parts of their turn
        content["parts"].sort(key=lambda p: "function_call" in p)
    out["contents"] = contents
    return out


def _neutral_chat(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for given in copy.deepcopy(messages):
        message = {key: value for key, value in given.items() if value is not None}
        if message["role"] == "tool":
            message.pop("name", None)  # not a field of a Chat tool message: its call names the function
        if message.get("annotations") == []:
            del message["annotations"]  # an assistant message's empty annotations, as a response has them
        content = message.get("content")
        if message["role"] == "assistant" and not content:
            message["content"] = ""  # missing, null and "" are the same empty turn
        elif isinstance(content, list) and content and all(p.get("type") == "text" for p in content):
            message["content"] = "\n".join(p["text"] for p in content)  # text parts as one string
        for call in message.get("tool_calls", []):
            call["function"]["arguments"] = _arguments(call["function"]["arguments"])
        out.append(message)
    return out


def _neutral_responses(part: dict[str, Any] | list[dict[str, Any]]) -> list[dict[str, Any]]:
    items = part
    if isinstance(part, dict):  # a request: a string input is one user message, instructions a system one
        given = part["input"]
        items = [{"role": "user", "content": given}] if isinstance(given, str) else given
        if "instructions" in part:
            items = [{"role": "system", "content": part["instructions"]}, *items]
    out = []
    for item in copy.deepcopy(items):
        if "role" in item and item.get("type") == "message" and "id" not in item:
            del item["type"]  # an input message with or without "type": "message"
        if item.get("role") == "assistant" and "id" not in item:
            content = item["content"]
            if not content:
                continue  # an empty assistant message is not sent
            if isinstance(content, list):  # output text parts without a message id: one message each
                out.extend({"role": "assistant", "content": part["text"]} for part in content)
                continue
        if item.get("type") == "message" and "id" in item:
            item.setdefault("status", "completed")
        for part in item.get("content") if isinstance(item.get("content"), list) else []:
            if part.get("type") == "input_image":
                part.setdefault("detail", "auto")
        out.append(item)
    return out


def neutral(api: str, part: Any) -> Any:
    """``part`` in the canonical spelling the writer uses for what the API reads the same."""
    return {
        "anthropic": _neutral_anthropic,
        "gemini": _neutral_gemini,
        "openai-chat": _neutral_chat,
        "openai-responses": _neutral_responses,
    }[api](part)


# -- what cannot be fixed ------------------------------------------------------------------------

_SDK = "newer than the pinned SDK's types: the API gave it, and it goes back as it came"
KNOWN: dict[tuple[str, str], str] = {
    ("continuation", "test_anthropic_supported_model_uses_20260209_web_tools.yaml#0"): (
        f"a code_execution_result's abort_reason, {_SDK}"
    ),
    ("continuation", "test_receive_history_from_another_provider.yaml#0"): (
        f"a code_execution_result's abort_reason, {_SDK}"
    ),
    ("continuation", "test_openai_responses_model_file_search_tool_with_results.yaml#3"): (
        f"a file_search_call result's vector_store_id, {_SDK}"
    ),
    ("continuation", "test_openai_responses_model_web_search_tool_stream.yaml#1"): (
        f"a web_search_call source of type 'api', {_SDK}"
    ),
}
"""``(test, cassette file#interaction)`` -> why it fails (docs/providers.md lists them); strict xfails."""


def params(check: str, cases: list[tuple[str, int]]) -> list[Any]:
    """``(api, i)`` test parameters, those listed in :data:`KNOWN` for ``check`` as strict xfails."""
    out = []
    for api, i in cases:
        reason = KNOWN.get((check, rows(api)[i]["source"].rsplit("/", 1)[-1]))
        marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
        out.append(pytest.param(api, i, id=f"{api}:{i}", marks=marks))
    return out


# -- 1. requests ---------------------------------------------------------------------------------


def _refused(response: Any) -> bool:
    """Whether the API answered the request with an error (what it refuses need not round-trip)."""
    return isinstance(response, dict) and bool(response.get("error") or response.get("type") == "error")


@pytest.mark.parametrize(("api", "i"), params("request", CASES))
def test_a_recorded_request_is_read_and_written_back(api: str, i: int) -> None:
    row = rows(api)[i]
    part = messages_part(api, row["request"])
    if _refused(row["response"]):  # read, or refused with a path like the API did
        try:
            read(api, part)
        except ValidationError as error:
            assert error.path.startswith("$")
        return
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        messages = read(api, part)
        written = write(api, messages)
        stored = chatschema.decode(chatschema.encode(messages), "list[AnyMessage]")
        assert write(api, stored) == written  # the messages keep it all when stored and loaded
    assert neutral(api, written) == neutral(api, part), row["source"]


# -- 2. responses and usage ----------------------------------------------------------------------


def _answered(api: str) -> list[tuple[str, int]]:
    return [(api, i) for i, row in enumerate(rows(api)) if _is_answer(api, row["response"])]


def _is_answer(api: str, response: Any) -> bool:
    return isinstance(response, dict) and not _refused(response)


ANSWERS = [case for api in APIS for case in _answered(api)]


def _audio(details: Any) -> int:
    return sum(d.get("token_count", 0) for d in details or [] if d.get("modality") == "AUDIO")


def _expected_details(api: str, response: dict[str, Any]) -> tuple[dict[str, int], dict[str, int]]:
    """The input and output token details a response's usage gives, under LangChain's keys (zero
    counts of the optional Anthropic and Gemini counters are not written)."""
    if api == "gemini":
        raw = snake_keys(response).get("usage_metadata") or {}
        inputs = {
            "cache_read": raw.get("cached_content_token_count", 0),
            "tool_use_prompt": raw.get("tool_use_prompt_token_count", 0),
            "audio": _audio(raw.get("prompt_tokens_details"))
            + _audio(raw.get("tool_use_prompt_tokens_details")),
        }
        outputs = {
            "reasoning": raw.get("thoughts_token_count", 0),
            "audio": _audio(raw.get("candidates_tokens_details")),
        }
        return {k: v for k, v in inputs.items() if v}, {k: v for k, v in outputs.items() if v}
    if api == "anthropic":
        raw = response["usage"]
        lifetimes = raw.get("cache_creation") or {}
        inputs = {"cache_read": raw.get("cache_read_input_tokens") or 0, **lifetimes}
        if not lifetimes:
            inputs["cache_creation"] = raw.get("cache_creation_input_tokens") or 0
        thinking = (raw.get("output_tokens_details") or {}).get("thinking_tokens")
        outputs = {"reasoning": thinking} if thinking is not None else {}
        return {k: v for k, v in inputs.items() if v}, outputs
    from tests.convert.providers.test_openai_recorded import _CHAT_KEYS, _RESPONSES_KEYS, _TIERED, _counters

    table = _RESPONSES_KEYS if api == "openai-responses" else _CHAT_KEYS
    tier = response.get("service_tier")
    prefix = f"{tier}_" if tier in ("flex", "priority") else ""
    sides: dict[str, dict[str, int]] = {"input": {}, "output": {}}
    for where, count in _counters(json_without_none(response["usage"])):
        side, key = table[where]  # a KeyError here is a counter the table does not map
        sides[side][f"{prefix}{key}" if key in _TIERED else key] = count
    return sides["input"], sides["output"]


@pytest.mark.parametrize(("api", "i"), params("usage", ANSWERS))
def test_a_recorded_response_is_read_with_its_usage(api: str, i: int) -> None:
    row = rows(api)[i]
    message = answer(api, row["response"])
    usage = message.usage_metadata
    raw = row["response"].get("usage") or row["response"].get("usageMetadata") or {}
    if not any(isinstance(count, int) for count in raw.values()):
        assert usage is None  # a queued background response, a blocked prompt: no counts
        return
    assert usage is not None
    assert usage["input_tokens"] + usage["output_tokens"] == usage["total_tokens"]
    inputs, outputs = _expected_details(api, row["response"])
    found_in: dict[str, Any] = dict(usage.get("input_token_details", {}))
    found_out: dict[str, Any] = dict(usage.get("output_token_details", {}))
    assert {key: found_in.get(key, 0) for key in inputs} == inputs
    assert {key: found_out.get(key, 0) for key in outputs} == outputs


# -- 3. the next request of a tool loop ----------------------------------------------------------


@pytest.mark.parametrize(("api", "i"), params("continuation", ANSWERS))
def test_a_recorded_response_goes_back_in_the_next_request(api: str, i: int) -> None:
    row = rows(api)[i]
    message = answer(api, row["response"])
    results: list[BaseMessage] = [
        ToolMessage('{"ok": true}', tool_call_id=c["id"], name=c["name"]) for c in message.tool_calls
    ]
    history = read(api, messages_part(api, row["request"]))
    written = write(api, [*history, message, *(results or [HumanMessage("Go on.")])])
    # the OpenAI APIs: the recorded history is what the API took (with what the SDK's types may not
    # know); what is checked is the response and the results written after it
    start = len(write(api, history)) if api.startswith("openai") else 0
    assert sdk_problems(api, written, start) == []
