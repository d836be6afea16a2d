"""Anthropic against request and response bodies shaped as the API records them, and against
langchain-anthropic (the partner package) driven by ``ChatAnthropic.invoke`` over a recording transport.

Fixtures: tests/data/recorded/anthropic/ (SOURCES.md says where each shape comes from). The
differences from the partner that remain are listed in docs/providers.md ("Anthropic against
langchain-anthropic"), with whose output the API accepts.
"""

from __future__ import annotations

import json
import warnings
from pathlib import Path
from typing import Any

import anthropic
import httpx2
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from langchain_anthropic import ChatAnthropic

import chatschema
from chatschema import (
    AIMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
    ai_message_from_anthropic,
    check_conversation,
    convert_from_anthropic_messages,
    convert_to_anthropic_messages,
)
from chatschema.langchain import to_langchain
from tests.convert.providers import sdk_oracle
from tests.convert.providers.conftest import CONVERTERS, load
from tests.convert.providers.test_properties import histories

FIXTURES = Path(__file__).resolve().parents[2] / "data" / "recorded" / "anthropic"
REQUESTS = sorted((FIXTURES / "requests").glob("*.json"))
RESPONSES = sorted((FIXTURES / "responses").glob("*.json"))


def _payload(path: Path) -> dict[str, Any]:
    body = json.loads(path.read_text())
    return {key: body[key] for key in ("system", "messages") if key in body}


def _sdk_accepts(payload: dict[str, Any]) -> None:
    """The SDK's request types take the payload (the beta ones for a turn holding a beta block)."""
    sdk_oracle.check("anthropic", payload)


def _partner(messages: list[Any], response: dict[str, Any] | None = None) -> tuple[dict[str, Any], Any]:
    """What ``ChatAnthropic.invoke`` sends for ``messages`` (``system`` and ``messages``), and its result."""
    sent: list[dict[str, Any]] = []
    body = response or json.loads((FIXTURES / "responses" / "plain_text.json").read_text())

    def handler(request: httpx2.Request) -> httpx2.Response:
        sent.append(json.loads(request.content))
        return httpx2.Response(200, json=body)

    model = ChatAnthropic(  # type: ignore[call-arg]
        model="claude-sonnet-4-5",
        api_key="test",  # type: ignore[arg-type]
        max_retries=0,
        max_tokens=1024,
        profile={"mid_conversation_system_messages": True},
    )
    client = httpx2.Client(transport=httpx2.MockTransport(handler))
    model.__dict__["_client"] = anthropic.Client(api_key="test", max_retries=0, http_client=client)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the model's deprecation notice
        result = model.invoke(to_langchain(messages))
    return {key: sent[0][key] for key in ("system", "messages") if key in sent[0]}, result


def _neutral(value: Any) -> Any:
    """``value`` without what is spelled differently but means the same: ``None`` values (the
    partner dumps the SDK's defaults), a ``tool_result``'s ``"is_error": false`` (the API's default),
    a turn's content of one plain text block (the same as the string)."""
    if isinstance(value, list):
        return [_neutral(item) for item in value]
    if not isinstance(value, dict):
        return value
    out = {key: _neutral(item) for key, item in value.items() if item is not None}
    if out.get("type") == "tool_result" and out.get("is_error") is False:
        del out["is_error"]
    content = out.get("content")
    if (
        "role" in out
        and isinstance(content, list)
        and len(content) == 1
        and content[0] == {"type": "text", "text": content[0].get("text")}
    ):
        out["content"] = content[0]["text"]
    return out


def test_the_fixtures_cover_the_blocks_main_refused() -> None:
    text = "".join(path.read_text() for path in REQUESTS)
    for marker in ('"role": "system"', '"tool_reference"', '"compaction"', '"advisor_tool_result"'):
        assert marker in text
    assert len(REQUESTS) >= 8 and len(RESPONSES) >= 7


# -- requests -------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", REQUESTS, ids=[p.stem for p in REQUESTS])
def test_a_recorded_request_is_read_and_written_back_identical(path: Path) -> None:
    payload = _payload(path)
    _sdk_accepts(payload)
    messages = convert_from_anthropic_messages(payload)
    assert convert_to_anthropic_messages(messages) == payload
    stored = chatschema.decode(chatschema.encode(messages), "list[AnyMessage]")
    assert convert_to_anthropic_messages(stored) == payload
    assert check_conversation(messages, "anthropic") == []


PARTNER_LOSES = {"thinking_tool_loop_cache": "cache_control"}
"""Fixtures whose request the partner writes with less: it drops a ``tool_result``'s
``cache_control`` kept on a ``ToolMessage`` (docs/providers.md)."""


@pytest.mark.parametrize("path", REQUESTS, ids=[p.stem for p in REQUESTS])
def test_the_partner_sends_the_same_request(path: Path) -> None:
    ours = convert_to_anthropic_messages(convert_from_anthropic_messages(_payload(path)))
    theirs, _ = _partner(convert_from_anthropic_messages(_payload(path)))
    if path.stem in PARTNER_LOSES:
        lost = PARTNER_LOSES[path.stem]
        assert lost in json.dumps(ours) and lost not in json.dumps(theirs["messages"])
        for turn in ours["messages"]:
            for block in turn["content"] if isinstance(turn["content"], list) else []:
                if block.get("type") == "tool_result":
                    block.pop(lost, None)
    assert _neutral(theirs) == _neutral(ours)


# -- responses and the next request of a tool loop -------------------------------------------------


@pytest.mark.parametrize("path", RESPONSES, ids=[p.stem for p in RESPONSES])
def test_a_response_is_read_as_the_partner_reads_it(path: Path) -> None:
    body = json.loads(path.read_text())
    ours = to_langchain(ai_message_from_anthropic(body))
    _, theirs = _partner([HumanMessage("q")], body)
    assert _neutral(ours.content) == _neutral(theirs.content)
    assert ours.tool_calls == theirs.tool_calls
    assert ours.usage_metadata == theirs.usage_metadata
    assert _neutral(ours.response_metadata) == _neutral(theirs.response_metadata)


def _next_turn(message: Any) -> list[Any]:
    return [ToolMessage("done", tool_call_id=call["id"]) for call in message.tool_calls] or [
        HumanMessage("Go on.")
    ]


@pytest.mark.parametrize("path", RESPONSES, ids=[p.stem for p in RESPONSES])
def test_each_response_is_accepted_back_in_the_next_request(path: Path) -> None:
    """The continuation: the response as history, then its tool results (or a user turn)."""
    body = json.loads(path.read_text())
    ours = ai_message_from_anthropic(body)
    history = [HumanMessage("q"), ours, *_next_turn(ours)]
    request = convert_to_anthropic_messages(history)
    _sdk_accepts(request)
    sent = request["messages"][1]["content"]  # one text block is read as string content, as the partner does
    sent = [{"type": "text", "text": sent}] if isinstance(sent, str) else sent
    assert _neutral(sent) == _neutral(body["content"])
    assert check_conversation(convert_from_anthropic_messages(request), "anthropic") == []
    _, theirs_message = _partner([HumanMessage("q")], body)
    theirs, _ = _partner([HumanMessage("q"), theirs_message, *_next_turn(ours)])
    if path.stem == "compaction":  # the partner sends the SDK's ``"text": null`` in a compaction block
        assert theirs["messages"][1]["content"][0]["text"] is None
    assert _neutral(theirs) == _neutral(request)


@pytest.mark.parametrize("path", RESPONSES, ids=[p.stem for p in RESPONSES])
def test_usage_is_complete(path: Path) -> None:
    """Every token counter of the SDK's ``Usage`` lands under LangChain's keys, and input + output = total."""
    usage = json.loads(path.read_text())["usage"]
    found = ai_message_from_anthropic(json.loads(path.read_text())).usage_metadata
    assert found is not None
    assert found["input_tokens"] + found["output_tokens"] == found["total_tokens"]
    assert found["output_tokens"] == usage["output_tokens"]
    details = found["input_token_details"]
    lifetimes = usage.get("cache_creation") or {}
    written = sum(lifetimes.values()) or usage.get("cache_creation_input_tokens") or 0
    read = usage.get("cache_read_input_tokens") or 0
    assert found["input_tokens"] == usage["input_tokens"] + read + written
    assert details.get("cache_read", 0) == read
    for key, count in lifetimes.items():
        assert details[key] == count  # type: ignore[literal-required]
    thinking = (usage.get("output_tokens_details") or {}).get("thinking_tokens")
    assert found.get("output_token_details", {}).get("reasoning") == thinking


# -- tool loops and the API's rules ----------------------------------------------------------------

CALL = AIMessage("", tool_calls=[{"name": "f", "args": {}, "id": "toolu_1"}])


def test_a_tool_result_block_in_a_human_message_is_sent_as_it_is() -> None:
    result = {
        "type": "tool_result",
        "tool_use_id": "toolu_1",
        "content": [{"type": "text", "text": "42"}],
        "cache_control": {"type": "ephemeral"},
    }
    history = [HumanMessage("q"), CALL, HumanMessage([result, {"type": "text", "text": "Go on."}])]
    request = convert_to_anthropic_messages(history)
    assert request["messages"][2] == {"role": "user", "content": [result, {"type": "text", "text": "Go on."}]}
    _sdk_accepts(request)
    assert check_conversation(history, "anthropic") == []


def test_invalid_tool_calls_are_written_as_tool_use() -> None:
    bad = AIMessage(
        "",
        invalid_tool_calls=[
            {"name": "f", "args": '{"x": 1}', "id": "toolu_1", "error": "late", "type": "invalid_tool_call"}
        ],
    )
    history = [
        HumanMessage("q"),
        bad,
        ToolMessage("error: bad arguments", tool_call_id="toolu_1", status="error"),
    ]
    request = convert_to_anthropic_messages(history)
    assert request["messages"][1]["content"] == [
        {"type": "tool_use", "id": "toolu_1", "name": "f", "input": {"x": 1}}
    ]
    _sdk_accepts(request)
    broken = AIMessage(
        "",
        invalid_tool_calls=[
            {"name": "f", "args": "{oops", "id": "toolu_1", "error": None, "type": "invalid_tool_call"}
        ],
    )
    with pytest.raises(chatschema.ConversionError) as raised:
        convert_to_anthropic_messages([HumanMessage("q"), broken])
    assert raised.value.path == "$[1].invalid_tool_calls[0].args"
    with pytest.warns(chatschema.LossWarning):
        request = convert_to_anthropic_messages([HumanMessage("q"), broken], strict=False)
    assert request["messages"][1]["content"][0]["input"] == {}


def test_empty_turns_blank_text_and_prefill_whitespace_are_never_sent() -> None:
    history = [
        HumanMessage("q"),
        AIMessage([{"type": "text", "text": ""}], response_metadata={"model_provider": "anthropic"}),
        HumanMessage([{"type": "text", "text": " "}, {"type": "text", "text": "more"}]),
        AIMessage("Sure, here it is:\n  "),
    ]
    request = convert_to_anthropic_messages(history)
    assert request["messages"] == [
        {"role": "user", "content": [{"type": "text", "text": "q"}, {"type": "text", "text": "more"}]},
        {"role": "assistant", "content": [{"type": "text", "text": "Sure, here it is:"}]},
    ]
    _sdk_accepts(request)
    assert check_conversation(convert_from_anthropic_messages(request), "anthropic") == []


def test_a_text_plain_block_keeps_its_title_and_context() -> None:
    block = {"type": "text-plain", "text": "notes", "mime_type": "text/plain", "title": "N", "context": "c"}
    [document] = convert_to_anthropic_messages([HumanMessage([block])])["messages"][0]["content"]
    assert (document["title"], document["context"]) == ("N", "c")


def test_a_system_turn_read_from_anthropic_stays_in_place_only_where_anthropic_takes_it() -> None:
    """A ``SystemMessage`` of the user's goes to ``system`` (every model takes that); one read from a
    ``{"role": "system"}`` turn (a model that takes them) stays in place where it may."""
    marked = convert_from_anthropic_messages(
        [{"role": "user", "content": "q"}, {"role": "system", "content": "B"}]
    )[1]
    history = [SystemMessage("A"), HumanMessage("q"), marked, AIMessage("ok"), marked, SystemMessage("C")]
    request = convert_to_anthropic_messages(history)
    assert request["system"] == [{"type": "text", "text": t} for t in ("A", "B", "C")]
    assert [turn["role"] for turn in request["messages"]] == ["user", "system", "assistant"]
    assert check_conversation(convert_from_anthropic_messages(request), "anthropic") == []
    _sdk_accepts(request)
    plain = convert_to_anthropic_messages([HumanMessage("q"), SystemMessage("B"), AIMessage("ok")])
    assert plain["system"] == "B" and [turn["role"] for turn in plain["messages"]] == ["user", "assistant"]


# -- the stored corpus, every provider's, written for Anthropic by us and by the partner -----------

PARTNER_DIFFERS = {
    "anthropic/images_parallel_tools": "drops the cache_control of a tool_use block and of a tool_result",
    "gemini/code_execution": "sends Gemini's executable_code and code_execution_result blocks",
    "gemini/contents_only": "sends a thinking block with Gemini's thought signature",
    "gemini/media_parts": "raises ValueError on the audio part",
    "gemini/thought_signatures": "sends a thinking block without a signature",
    "openai-responses/builtin_tools_and_outputs": "sends file_search_call and image_generation_call items",
    "openai-responses/multimodal_input": "sends OpenAI file ids as Anthropic file sources",
    "openai-responses/refusal_and_multi_part": "two consecutive user turns (neutral: the API merges them)",
    "openai-responses/web_search_citations": "sends a web_search_call item",
    "ai-sdk/server_tools_web_search": "sends another provider's server tool calls and results as they are",
    "ai-sdk-ui/reasoning_sources_data": "sends source and data parts, and server tool calls",
}
"""Corpus payloads the partner writes otherwise, and how (docs/providers.md lists them with whose
output Anthropic accepts). Everywhere else both send the same request."""

CORPUS = sorted(Path(__file__).resolve().parents[2].joinpath("data", "providers").glob("*/*.json"))


@pytest.mark.parametrize("path", CORPUS, ids=[f"{p.parent.name}/{p.stem}" for p in CORPUS])
def test_the_partner_writes_the_corpus_as_we_do_or_the_difference_is_listed(path: Path) -> None:
    name = f"{path.parent.name}/{path.stem}"
    messages = CONVERTERS[path.parent.name].read(load(path.parent.name, path)[0])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", chatschema.LossWarning)  # what Anthropic cannot hold is named
        ours = convert_to_anthropic_messages(messages, strict=False)
    sdk_oracle.check("anthropic", ours)
    assert check_conversation(convert_from_anthropic_messages(ours), "anthropic") == []
    try:
        theirs: Any = _partner(messages)[0]
    except ValueError:
        theirs = "raised"
    assert (_neutral(theirs) == _neutral(ours)) is (name not in PARTNER_DIFFERS), name


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(histories())
def test_the_partner_writes_generated_histories_as_we_do(messages: list[Any]) -> None:
    ours = convert_to_anthropic_messages(messages)
    assert _neutral(_partner(messages)[0]) == _neutral(ours)


def test_tool_results_come_first_in_their_user_turn() -> None:
    history = [HumanMessage("q"), CALL, HumanMessage("Hurry."), ToolMessage("42", tool_call_id="toolu_1")]
    assert check_conversation(history, "anthropic") != []
    request = convert_to_anthropic_messages(history)
    assert [block["type"] for block in request["messages"][2]["content"]] == ["tool_result", "text"]
    assert check_conversation(convert_from_anthropic_messages(request), "anthropic") == []


def test_a_system_turn_after_a_server_tool_result_is_in_place_and_clean() -> None:
    server = AIMessage(
        [
            {"type": "server_tool_use", "id": "srvtoolu_1", "name": "web_search", "input": {"query": "q"}},
            {"type": "web_search_tool_result", "tool_use_id": "srvtoolu_1", "content": []},
        ],
        response_metadata={"model_provider": "anthropic"},
    )
    note = convert_from_anthropic_messages([{"role": "system", "content": "Cite the results."}])[0]
    history = [HumanMessage("q"), server, note, AIMessage("Found nothing.")]
    request = convert_to_anthropic_messages(history)
    assert [turn["role"] for turn in request["messages"]] == ["user", "assistant", "system", "assistant"]
    assert check_conversation(history, "anthropic") == []
    assert check_conversation(convert_from_anthropic_messages(request), "anthropic") == []


FIXABLE = [
    HumanMessage(""),
    HumanMessage("  "),
    HumanMessage([{"type": "text", "text": ""}]),
    AIMessage(""),
    AIMessage([{"type": "text", "text": " "}]),
    SystemMessage("A note."),
]
"""Messages Anthropic would reject (empty, blank) or take only in some places (system), which the
writer leaves out, merges or moves wherever they are inserted."""


@st.composite
def messy_histories(draw: st.DrawFn) -> list[Any]:
    messages: list[Any] = draw(histories())
    for _ in range(draw(st.integers(0, 4))):
        messages.insert(draw(st.integers(0, len(messages))), draw(st.sampled_from(FIXABLE)))
    if draw(st.booleans()):
        messages.append(AIMessage("A prefill that ends in whitespace \n"))
    return messages


@settings(max_examples=80, deadline=None)
@given(messy_histories())
def test_the_written_request_passes_anthropics_rules(messages: list[Any]) -> None:
    request = convert_to_anthropic_messages(messages)
    sdk_oracle.check("anthropic", request)
    assert check_conversation(convert_from_anthropic_messages(request), "anthropic") == []
    for turn in request["messages"]:
        blocks = [turn["content"]] if isinstance(turn["content"], str) else turn["content"]
        texts = [
            b if isinstance(b, str) else b.get("text")
            for b in blocks
            if isinstance(b, str) or b["type"] == "text"
        ]
        assert all(text.strip() for text in texts)  # Anthropic rejects blank text


def test_a_system_turns_tool_changes_stay_in_place() -> None:
    """A ``{"role": "system"}`` turn's ``tool_addition``/``tool_removal`` blocks (the SDK's beta
    ``SystemMessageParam``) are written back as they came; the top-level ``system`` cannot hold them."""
    turn = {
        "role": "system",
        "content": [
            {"type": "tool_addition", "tool": {"type": "tool_reference", "name": "lookup_rate"}},
            {"type": "tool_removal", "tool": {"type": "tool_reference", "name": "old_tool"}},
            {"type": "text", "text": "Tools changed."},
        ],
    }
    payload = {"messages": [{"role": "user", "content": "q"}, turn]}
    messages = convert_from_anthropic_messages(payload)
    written = convert_to_anthropic_messages(messages)
    assert written == payload
    _sdk_accepts(written)
    hoisted = [SystemMessage(messages[1].content)]  # not read from an in-place turn: goes to `system`
    with pytest.raises(chatschema.ConversionError) as raised:
        convert_to_anthropic_messages([*hoisted, HumanMessage("q")])
    assert raised.value.path == "$[0].content[0]"
