"""Recorded-shape OpenAI traffic (Chat Completions and Responses): read, written back, usage, tool loops,
and langchain-openai 1.7.4 as the oracle.

Each fixture in ``tests/data/providers/openai-recorded/`` is a request body and the response the
API gave to it (``SOURCES.md`` there says where each shape comes from). The partner is driven with
``ChatOpenAI(...).invoke`` over an ``httpx.MockTransport`` that records the body and answers with
the fixture's response; nothing leaves the process.
"""

from __future__ import annotations

import copy
import json
import warnings
from pathlib import Path
from typing import Any

import httpx
import langchain_core.messages as lc
import pytest
from langchain_openai import ChatOpenAI
from openai.types.chat import ChatCompletion
from openai.types.responses import Response

from chatschema import AIMessage, BaseMessage, ConversionError, ToolMessage, ValidationError
from chatschema.convert import (
    ai_message_from_openai,
    ai_message_from_openai_responses,
    convert_from_openai_messages,
    convert_from_openai_responses_input,
    convert_to_openai_messages,
    convert_to_openai_responses_input,
)
from tests.convert.sdk_oracle import problems

ROOT = Path(__file__).parents[2] / "data" / "providers" / "openai-recorded"
CASES = sorted(ROOT.glob("*/*.json"))
IDS = [f"{path.parent.name}/{path.stem}" for path in CASES]


def _load(path: Path) -> tuple[bool, dict[str, Any], dict[str, Any]]:
    data = json.loads(path.read_text())
    return path.parent.name == "responses", data["request"], data["response"]


def _read(responses: bool, request: dict[str, Any]) -> list[BaseMessage]:
    return (
        convert_from_openai_responses_input(request["input"])
        if responses
        else convert_from_openai_messages(request)
    )


def _write(responses: bool, messages: list[Any]) -> list[dict[str, Any]]:
    if responses:
        return convert_to_openai_responses_input(messages)
    return convert_to_openai_messages(messages, strict=True)


def _answer(responses: bool, response: dict[str, Any]) -> AIMessage:
    return ai_message_from_openai_responses(response) if responses else ai_message_from_openai(response)


def _sdk_problems(responses: bool, items: list[dict[str, Any]]) -> list[str]:
    kind = "openai-responses" if responses else "openai"
    return [f"[{i}] {found}" for i, item in enumerate(items) for found in problems(kind, item)]


# -- the documented neutral spellings (docs/providers.md, "OpenAI: neutral spellings") -------------


def _neutral_chat(message: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(message)
    content = out.get("content")
    if out["role"] == "assistant" and content is None:
        out["content"] = ""  # no content, null content and "" are the same empty turn
    elif isinstance(content, list) and content and all(part.get("type") == "text" for part in content):
        out["content"] = "\n".join(part["text"] for part in content)  # text parts as one string
    functions = [call["function"] for call in out.get("tool_calls", [])]
    if isinstance(out.get("function_call"), dict):
        functions.append(out["function_call"])
    for function in functions:
        function["arguments"] = _json_equal(function["arguments"])
    return out


def _json_equal(arguments: str) -> Any:
    """Arguments that are JSON compare as their value (spacing is neutral); others as written."""
    try:
        return json.loads(arguments or "{}")
    except ValueError:
        return arguments


_DEFAULTS = {"detail": "auto", "status": "completed"}


def _neutral_responses(item: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(item)
    if "role" in out and out.get("type") == "message" and "id" not in out:
        del out["type"]  # an input message with or without "type": "message"
    if out.get("type") == "message" and "id" in out:
        out.setdefault("status", "completed")  # an output message's status defaults to completed
    for part in out.get("content") if isinstance(out.get("content"), list) else []:
        if part.get("type") == "input_image":
            part.setdefault("detail", "auto")  # the API's default detail
    return out


def _neutral(responses: bool, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [(_neutral_responses if responses else _neutral_chat)(item) for item in items]


# -- 1. every request is read and written back -----------------------------------------------------


def test_the_fixtures_cover_both_apis() -> None:
    kinds = [path.parent.name for path in CASES]
    assert kinds.count("chat") >= 5 and kinds.count("responses") >= 5


@pytest.mark.parametrize("path", CASES, ids=IDS)
def test_the_sdk_reads_the_recorded_response(path: Path) -> None:
    responses, _, response = _load(path)
    if responses:
        data = copy.deepcopy(response)
        data["usage"]["input_tokens_details"].setdefault(
            "cache_write_tokens", 0
        )  # recorded before it existed
        Response.model_validate(data)
    else:
        ChatCompletion.model_validate(response)


@pytest.mark.parametrize("path", CASES, ids=IDS)
def test_a_request_is_read_and_written_back_the_same(path: Path) -> None:
    responses, request, _ = _load(path)
    source = request["input"] if responses else request["messages"]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        written = _write(responses, _read(responses, request))
    assert _sdk_problems(responses, written) == []
    assert _neutral(responses, written) == _neutral(responses, source)
    if responses:  # a provider's own items go back as they came, byte for byte
        assert written == source


# -- 3. usage ------------------------------------------------------------------------------------------

_CHAT_KEYS = {
    ("prompt_tokens_details", "audio_tokens"): ("input", "audio"),
    ("prompt_tokens_details", "cached_tokens"): ("input", "cache_read"),
    ("prompt_tokens_details", "cache_write_tokens"): ("input", "cache_creation"),
    ("prompt_tokens_details", "text_tokens"): ("input", "text"),
    ("prompt_tokens_details", "image_tokens"): ("input", "image"),
    ("completion_tokens_details", "audio_tokens"): ("output", "audio"),
    ("completion_tokens_details", "reasoning_tokens"): ("output", "reasoning"),
    ("completion_tokens_details", "text_tokens"): ("output", "text"),
    ("completion_tokens_details", "accepted_prediction_tokens"): ("output", "accepted_prediction"),
    ("completion_tokens_details", "rejected_prediction_tokens"): ("output", "rejected_prediction"),
}
_RESPONSES_KEYS = {
    ("input_tokens_details", "cached_tokens"): ("input", "cache_read"),
    ("input_tokens_details", "cache_write_tokens"): ("input", "cache_creation"),
    ("cache_write_tokens_details", "ttl_30m_tokens"): ("input", "cache_creation_30m"),
    ("cache_write_tokens_details", "ttl_12h_tokens"): ("input", "cache_creation_12h"),
    ("output_tokens_details", "reasoning_tokens"): ("output", "reasoning"),
}
"""Every counter of ``CompletionUsage`` and ``ResponseUsage`` (openai 3.57) -> where it lands."""
_TIERED = {"cache_read", "cache_creation", "cache_creation_30m", "cache_creation_12h", "reasoning"}


def _counters(usage: dict[str, Any]) -> list[tuple[tuple[str, str], int]]:
    found = []
    for group, value in usage.items():
        if isinstance(value, dict):
            for key, count in value.items():
                if isinstance(count, dict):
                    found.extend(((key, inner), n) for inner, n in count.items())
                else:
                    found.append(((group, key), count))
    return found


@pytest.mark.parametrize("path", CASES, ids=IDS)
def test_every_usage_counter_lands_under_a_langchain_key(path: Path) -> None:
    responses, _, response = _load(path)
    usage = _answer(responses, response).usage_metadata
    assert usage is not None
    assert usage["input_tokens"] + usage["output_tokens"] == usage["total_tokens"]
    table = _RESPONSES_KEYS if responses else _CHAT_KEYS
    tier = response.get("service_tier")
    prefix = f"{tier}_" if tier in ("flex", "priority") else ""
    for where, count in _counters(response["usage"]):
        side, key = table[where]  # a KeyError here is a counter the table does not map
        details = usage[f"{side}_token_details"]  # type: ignore[literal-required]
        assert details[f"{prefix}{key}" if key in _TIERED else key] == count, where


# -- 4. tool loops: every response replayed as history in the next request ------------------------


def _continuation(responses: bool, request: dict[str, Any], answer: Any) -> list[Any]:
    results = [ToolMessage('{"ok": true}', tool_call_id=call["id"]) for call in answer.tool_calls]
    return [*_read(responses, request), answer, *results]


@pytest.mark.parametrize("path", CASES, ids=IDS)
def test_a_response_replayed_as_history_is_accepted(path: Path) -> None:
    responses, request, response = _load(path)
    written = _write(responses, _continuation(responses, request, _answer(responses, response)))
    assert _sdk_problems(responses, written) == []
    if responses:  # the response's own items go back as the API gave them (phase, citation keys)
        by_id = {item.get("id"): item for item in written}
        for item in response["output"]:
            given = {key: value for key, value in item.items() if value is not None}
            for part in given.get("content", []):
                part.pop("logprobs", None)  # log probabilities are not input
            assert by_id[item["id"]] == given


# -- 2. langchain-openai as the oracle ---------------------------------------------------------------


def _partner(responses: bool, response: dict[str, Any], history: list[Any]) -> tuple[list[Any], Any]:
    bodies: list[dict[str, Any]] = []

    def answer(request: httpx.Request) -> httpx.Response:
        bodies.append(json.loads(request.content))
        return httpx.Response(200, json=response)

    client = httpx.Client(transport=httpx.MockTransport(answer))
    model = ChatOpenAI(
        model="gpt-test", api_key="sk-test", http_client=client, use_responses_api=responses, max_retries=0
    )
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the partner's own deprecation and placeholder warnings
        out = model.invoke(history)
    return bodies[0]["input" if responses else "messages"], out


def _lc(messages: list[Any]) -> list[Any]:
    return [getattr(lc, type(m).__name__)(**m.model_dump(exclude={"type"})) for m in messages]


PARTNER_WRONG = {
    "responses/tool_search_additional_tools": "langchain-openai drops the `additional_tools` input item",
}
"""Where the partner's request loses what ours sends (docs/providers.md, "OpenAI: against
langchain-openai"); the API takes ours."""


@pytest.mark.parametrize("path", CASES, ids=IDS)
def test_the_request_agrees_with_langchain_openai(path: Path) -> None:
    responses, request, response = _load(path)
    history = _read(responses, request)
    theirs, _ = _partner(responses, response, _lc(history))
    ours = _write(responses, history)
    assert _sdk_problems(responses, ours) == []
    name = f"{path.parent.name}/{path.stem}"
    if name in PARTNER_WRONG:
        assert len(theirs) < len(ours)
        return
    assert _neutral(responses, ours) == _neutral(responses, _without_partner_defaults(responses, theirs))


def _without_partner_defaults(responses: bool, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    if not responses:
        return items
    out = []
    for item in items:
        item = dict(item)
        if item.get("type") == "message" and "id" not in item:
            del item["type"]
        out.append(item)
    return out


@pytest.mark.parametrize("path", CASES, ids=IDS)
def test_the_answer_agrees_with_langchain_openai(path: Path) -> None:
    responses, request, response = _load(path)
    ours = _answer(responses, response)
    _, theirs = _partner(responses, response, _lc(_read(responses, request)))
    assert ours.tool_calls == theirs.tool_calls
    assert ours.usage_metadata is not None and theirs.usage_metadata is not None
    for side in ("input_token_details", "output_token_details"):
        mine, partner = ours.usage_metadata[side], theirs.usage_metadata.get(side, {})  # type: ignore[literal-required]
        assert {k: v for k, v in mine.items() if k in partner} == partner  # ours adds the counters it drops
    assert ours.content == theirs.content
    assert ours.additional_kwargs == {k: v for k, v in theirs.additional_kwargs.items() if v is not None}


PARTNER_WRONG_CONTINUATION = PARTNER_WRONG


@pytest.mark.parametrize("path", CASES, ids=IDS)
def test_the_continuation_agrees_with_langchain_openai(path: Path) -> None:
    """The next request of a tool loop: the partner's answer replayed by the partner, ours by us."""
    responses, request, response = _load(path)
    _, answer = _partner(responses, response, _lc(_read(responses, request)))
    results = [lc.ToolMessage('{"ok": true}', tool_call_id=call["id"]) for call in answer.tool_calls]
    theirs, _ = _partner(responses, response, [*_lc(_read(responses, request)), answer, *results])
    ours = _write(responses, _continuation(responses, request, _answer(responses, response)))
    assert _sdk_problems(responses, ours) == []
    name = f"{path.parent.name}/{path.stem}"
    if name in PARTNER_WRONG_CONTINUATION:
        assert _neutral(responses, ours) != _neutral(responses, _without_partner_defaults(responses, theirs))
        return
    assert _neutral(responses, ours) == _neutral(responses, _without_partner_defaults(responses, theirs))


# -- the stored corpus and generated histories against the partner ------------------------------------

_BAD_CALL = {"type": "invalid_tool_call", "id": "c1", "name": "f", "args": "{bad", "error": "not JSON"}
_PDF = {"type": "file", "base64": "JVBERi0=", "mime_type": "application/pdf"}
GENERATED: dict[str, list[Any]] = {
    "invalid tool call": [
        lc.HumanMessage("x"),
        lc.AIMessage("", invalid_tool_calls=[_BAD_CALL]),
        lc.ToolMessage("r", tool_call_id="c1"),
    ],
    "file without a filename": [lc.HumanMessage([_PDF])],
}

DIFFERS = {
    ("responses", "builtin_tools_and_outputs"): "the partner replays an image_generation_call as its id "
    "alone (it needs a stored response); ours sends the item as the API gave it",
    ("responses", "multimodal_input"): "the partner raises ValueError on an input_image given by file_id",
    ("responses", "file without a filename"): "the partner names the file 'LC_AUTOGENERATED' "
    "(with a warning); ours names it 'file.pdf' from its MIME type",
}
"""Where we differ from langchain-openai and why (docs/providers.md, "OpenAI: against
langchain-openai"); in each the API takes ours."""


def _comparable(items: Any) -> Any:
    if not isinstance(items, list):
        return items
    out = _neutral(True, _without_partner_defaults(True, items))
    for item in out:
        if item.get("type") == "function_call_output":  # input-only keys the partner leaves out
            item.pop("id", None)
            item.pop("status", None)
    return out


def _stored_and_generated() -> list[tuple[str, str, list[Any]]]:
    cases = [
        ("responses", path.stem, convert_from_openai_responses_input(json.loads(path.read_text())))
        for path in sorted((ROOT.parent / "openai-responses").glob("*.json"))
    ]
    for name, history in GENERATED.items():
        cases += [("chat", name, history), ("responses", name, history)]
    return cases


STORED = _stored_and_generated()


# Chat Completions keeps LangChain's placeholder name (and its warning) for an unnamed file.
@pytest.mark.filterwarnings("ignore:OpenAI may require a filename:UserWarning")
@pytest.mark.parametrize(("api", "name", "history"), STORED, ids=[f"{a}/{n}" for a, n, _ in STORED])
def test_stored_and_generated_histories_against_langchain_openai(
    api: str, name: str, history: list[Any]
) -> None:
    responses = api == "responses"
    ours = _write(responses, history)
    assert _sdk_problems(responses, ours) == []
    empty = (
        {
            "id": "resp_0",
            "object": "response",
            "created_at": 0,
            "status": "completed",
            "model": "m",
            "output": [],
        }
        if responses
        else {
            "id": "c",
            "object": "chat.completion",
            "created": 0,
            "model": "m",
            "choices": [
                {"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": ""}}
            ],
        }
    )
    try:
        theirs: Any = _partner(
            responses, empty, _lc(history) if isinstance(history[0], BaseMessage) else history
        )[0]
    except ValueError as error:
        theirs = error
    if (api, name) in DIFFERS:
        assert _comparable(ours) != _comparable(theirs)
    elif responses:
        assert _comparable(ours) == _comparable(theirs)
    else:
        assert _neutral(False, ours) == _neutral(False, theirs)


OTHER_OUTPUT_ITEMS = [
    {
        "type": "apply_patch_call",
        "id": "apc_1",
        "call_id": "call_p1",
        "status": "completed",
        "operation": {"type": "delete_file", "path": "old.txt"},
    },
    {
        "type": "shell_call",
        "id": "sh_1",
        "call_id": "call_s1",
        "status": "completed",
        "action": {"commands": ["ls"], "timeout_ms": 1000, "max_output_length": 100},
    },
    {"type": "additional_tools", "id": "at_1", "role": "developer", "tools": []},
]


@pytest.mark.parametrize("item", OTHER_OUTPUT_ITEMS, ids=[item["type"] for item in OTHER_OUTPUT_ITEMS])
def test_every_output_item_is_read_and_sent_back(item: dict[str, Any]) -> None:
    """Output items outside langchain-openai's list (which it drops) are kept and replayed as they are."""
    response = {"id": "resp_1", "object": "response", "created_at": 1, "model": "m", "output": [item]}
    message = ai_message_from_openai_responses(response)
    assert message.content == [item]
    written = convert_to_openai_responses_input([lc.HumanMessage("go"), message])
    assert written[1] == item and _sdk_problems(True, written) == []


# -- shapes met in recorded traffic (tests/convert/test_recorded.py) -----------------------------


def test_an_input_parts_prompt_cache_breakpoint_is_read_and_written_back() -> None:
    mark = {"mode": "explicit", "ttl": "30m"}
    items = [
        {
            "role": "user",
            "content": [
                {"type": "input_text", "text": "A long reference text.", "prompt_cache_breakpoint": mark},
                {
                    "type": "input_image",
                    "image_url": "https://example.com/a.png",
                    "detail": "high",
                    "prompt_cache_breakpoint": mark,
                },
                {"type": "input_file", "file_id": "file-1", "prompt_cache_breakpoint": {"mode": "explicit"}},
                {"type": "input_text", "text": "Reply with OK."},
            ],
        }
    ]
    messages = convert_from_openai_responses_input(items)
    assert messages[0].content_blocks[0]["extras"] == {"prompt_cache_breakpoint": mark}  # type: ignore[typeddict-item]
    written = convert_to_openai_responses_input(messages)
    assert written == items
    assert _sdk_problems(True, written) == []


def test_a_code_interpreter_call_goes_back_with_the_null_keys_the_api_requires() -> None:
    call = {
        "type": "code_interpreter_call",
        "id": "ci_1",
        "code": "print(1)",
        "container_id": "cntr_1",
        "outputs": None,
        "status": "completed",
    }
    response = {
        "id": "resp_1",
        "object": "response",
        "created_at": 1,
        "model": "gpt-5",
        "status": "completed",
        "output": [call, {"type": "image_generation_call", "id": "ig_1", "status": "failed", "result": None}],
        "usage": {"input_tokens": 3, "output_tokens": 4, "total_tokens": 7},
    }
    answer = ai_message_from_openai_responses(response)
    assert answer.content[0] == call  # kept: the SDK's input type requires `outputs`, null or not
    written = convert_to_openai_responses_input([answer])
    assert written[0] == call and written[1]["result"] is None
    assert _sdk_problems(True, written) == []


def test_a_string_input_and_a_whole_request_are_read() -> None:
    from openai.types.responses import response_create_params

    from chatschema.convert._openai_responses import _REQUEST_SETTINGS

    assert convert_to_openai_responses_input(convert_from_openai_responses_input("Hi")) == [
        {"role": "user", "content": "Hi"}
    ]
    request = {
        "model": "gpt-5",
        "instructions": "Be brief.",
        "input": "What is 2 + 2?",
        "tools": [{"type": "web_search"}],
        "stream": False,
    }
    messages = convert_from_openai_responses_input(request)
    assert [m.type for m in messages] == ["system", "human"]
    written = convert_to_openai_responses_input(messages)  # the list form: the same context
    assert written == [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "What is 2 + 2?"},
    ]
    assert _sdk_problems(True, written) == []
    items = [{"role": "user", "content": [{"type": "input_text", "text": "Hi"}]}]
    assert convert_from_openai_responses_input({"input": items}) == convert_from_openai_responses_input(items)
    # every setting of the SDK's request type is known, and nothing else is taken
    known = set(response_create_params.ResponseCreateParamsStreaming.__annotations__)
    assert known - {"input", "instructions"} == _REQUEST_SETTINGS
    for bad, path in (
        ({"input": "x", "messages": []}, "$.messages"),
        ({"model": "gpt-5"}, "$"),
        ({"input": "x", "instructions": ["x"]}, "$.instructions"),
        ({"input": [{"role": "user", "content": 1}]}, "$.input[0].content"),
    ):
        with pytest.raises(ValidationError) as caught:
            convert_from_openai_responses_input(bad)
        assert caught.value.path == path


def test_a_chat_parts_prompt_cache_breakpoint_is_read_and_written_back() -> None:
    mark = {"mode": "explicit", "ttl": "30m"}
    wav = "UklGRiQAAABXQVZF"
    messages = [
        {"role": "system", "content": [{"type": "text", "text": "Rules.", "prompt_cache_breakpoint": mark}]},
        {
            "role": "user",
            "content": [
                {
                    "type": "text",
                    "text": "A long reference text.",
                    "prompt_cache_breakpoint": {"mode": "explicit"},
                },
                {
                    "type": "image_url",
                    "image_url": {"url": "https://example.com/a.png"},
                    "prompt_cache_breakpoint": mark,
                },
                {
                    "type": "input_audio",
                    "input_audio": {"data": wav, "format": "wav"},
                    "prompt_cache_breakpoint": mark,
                },
                {"type": "file", "file": {"file_id": "file-1"}, "prompt_cache_breakpoint": mark},
                {"type": "text", "text": "Reply with OK."},
            ],
        },
    ]
    read = convert_from_openai_messages(messages)
    written = convert_to_openai_messages(read, strict=True)
    assert written == messages  # the SDK's Chat part types define it: kept, not joined into a string
    assert _sdk_problems(False, written) == []
    # LangChain's output (no strict) drops it, as langchain-openai does
    assert convert_to_openai_messages(read)[0] == {"role": "system", "content": "Rules."}
    # a part type without it refuses it with its path
    refusal = lc.AIMessage([{"type": "refusal", "refusal": "No.", "prompt_cache_breakpoint": mark}])
    with pytest.raises(ConversionError) as caught:
        convert_to_openai_messages([refusal], strict=True)
    assert caught.value.path == "$[0].content[0].prompt_cache_breakpoint"
