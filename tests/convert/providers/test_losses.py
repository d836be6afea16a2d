"""Each converter's rules pinned with literal outputs: what converts, what raises where, what warns."""

from __future__ import annotations

import json
import warnings
from typing import Any

import pytest

from chatschema import (
    AIMessage,
    ChatMessage,
    ConversionError,
    FunctionMessage,
    HumanMessage,
    LossWarning,
    SystemMessage,
    ToolMessage,
    ValidationError,
    convert_from_anthropic_messages,
    convert_from_gemini_contents,
    convert_from_openai_responses_input,
    convert_to_anthropic_messages,
    convert_to_gemini_contents,
    convert_to_openai_messages,
    convert_to_openai_responses_input,
)
from tests.convert.providers import sdk_oracle
from tests.convert.providers.conftest import CONVERTERS

PNG = "iVBORw0KGgo="
PDF = "JVBERi0="
AUDIO = {"type": "audio", "base64": "UklGRg==", "mime_type": "audio/wav"}


def dropped(write: Any, messages: list[Any]) -> tuple[Any, list[tuple[str, str]]]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = write(messages, strict=False)
    return out, [(w.message.path, str(w.message)) for w in caught if isinstance(w.message, LossWarning)]


# -- losses: raise with the path, or warn and drop ------------------------------------------------


@pytest.mark.parametrize("provider", ["anthropic", "openai-responses"])
def test_audio_has_no_form_in_anthropic_or_responses(provider: str) -> None:
    messages = [HumanMessage([{"type": "text", "text": "Listen"}, AUDIO])]
    write = CONVERTERS[provider].write
    with pytest.raises(ConversionError) as raised:
        write(messages)
    assert raised.value.path == "$[0].content[1]"
    assert isinstance(raised.value, ValidationError)
    out, losses = dropped(write, messages)
    assert [path for path, _ in losses] == ["$[0].content[1]"]
    assert "'audio'" in losses[0][1]
    sdk_oracle.check(provider, out)


def test_gemini_takes_audio_inline() -> None:
    out = convert_to_gemini_contents([HumanMessage([AUDIO])])
    assert out == {
        "contents": [
            {"role": "user", "parts": [{"inline_data": {"mime_type": "audio/wav", "data": "UklGRg=="}}]}
        ]
    }


def test_reasoning_of_another_provider_never_becomes_anthropic_thinking() -> None:
    """Anthropic checks thinking signatures: a Gemini thought (even signed) cannot be replayed."""
    gemini = convert_from_gemini_contents(
        [
            {
                "role": "model",
                "parts": [{"text": "Plan.", "thought": True, "thought_signature": "c2ln"}, {"text": "Hi"}],
            }
        ]
    )
    with pytest.raises(ConversionError) as raised:
        convert_to_anthropic_messages(gemini)
    assert raised.value.path == "$[0].content_blocks[0]"
    out, losses = dropped(convert_to_anthropic_messages, gemini)
    assert out == {"messages": [{"role": "assistant", "content": [{"type": "text", "text": "Hi"}]}]}
    assert [path for path, _ in losses] == ["$[0].content_blocks[0]"]


def test_anthropic_thinking_becomes_a_gemini_thought_without_the_signature() -> None:
    anthropic = convert_from_anthropic_messages(
        [{"role": "assistant", "content": [{"type": "thinking", "thinking": "Plan.", "signature": "c2ln"}]}]
    )
    assert convert_to_gemini_contents(anthropic) == {
        "contents": [{"role": "model", "parts": [{"text": "Plan.", "thought": True}]}]
    }


def test_a_custom_chat_role_has_no_place() -> None:
    messages = [ChatMessage("note to self", role="critic"), HumanMessage("Hi")]
    for provider, convert in CONVERTERS.items():
        with pytest.raises(ConversionError) as raised:
            convert.write(messages)
        assert raised.value.path == "$[0]", provider
        _, losses = dropped(convert.write, messages)
        assert [path for path, _ in losses] == ["$[0]"]


def test_a_system_image_is_refused() -> None:
    messages = [
        SystemMessage(
            [{"type": "text", "text": "Rules"}, {"type": "image", "base64": PNG, "mime_type": "image/png"}]
        )
    ]
    for provider in ("anthropic", "openai-responses"):
        with pytest.raises(ConversionError) as raised:
            CONVERTERS[provider].write(messages)
        assert raised.value.path == "$[0].content[1]", provider


def test_an_image_in_an_assistant_turn_is_refused_where_the_target_cannot_hold_it() -> None:
    messages = [AIMessage([{"type": "image", "base64": PNG, "mime_type": "image/png"}])]
    for provider in ("anthropic", "openai-responses"):
        with pytest.raises(ConversionError) as raised:
            CONVERTERS[provider].write(messages)
        assert raised.value.path == "$[0].content_blocks[0]"
    assert convert_to_gemini_contents(messages)["contents"][0]["parts"] == [
        {"inline_data": {"mime_type": "image/png", "data": PNG}}
    ]


def _v1_message(provider: str | None, content: list[Any], calls: list[Any]) -> AIMessage:
    metadata = {"output_version": "v1"} | ({"model_provider": provider} if provider else {})
    return AIMessage(content, tool_calls=calls, response_metadata=metadata)


@pytest.mark.parametrize("v1", [False, True])
def test_a_tool_call_without_an_id_is_refused_by_anthropic_and_responses(v1: bool) -> None:
    call: dict[str, Any] = {"name": "f", "args": {}, "id": None}
    messages = [_v1_message(None, [], [call]) if v1 else AIMessage("", tool_calls=[call])]
    for provider in ("anthropic", "openai-responses"):
        with pytest.raises(ConversionError) as raised:
            CONVERTERS[provider].write(messages)
        assert raised.value.path == "$[0].tool_calls[0]", provider
    assert convert_to_gemini_contents(messages)["contents"][0]["parts"] == [
        {"function_call": {"name": "f", "args": {}}}
    ]


def _sent_calls(target: str, messages: list[Any]) -> list[tuple[Any, Any, Any]]:
    """``(id, name, args)`` of the tool calls ``target``'s writer sends, as its reader reads them back."""
    if target == "openai-chat":
        sent = [call for m in convert_to_openai_messages(messages) for call in m.get("tool_calls", [])]
        return [(c["id"], c["function"]["name"], json.loads(c["function"]["arguments"])) for c in sent]
    out = CONVERTERS[target].write(messages)
    sdk_oracle.check(target, out)
    back = CONVERTERS[target].read(out)
    return [(c["id"], c["name"], c["args"]) for m in back if m.type == "ai" for c in m.tool_calls]


@pytest.mark.parametrize("target", [*CONVERTERS, "openai-chat"])
@pytest.mark.parametrize("provider", [None, "openai", "anthropic", "google_genai"])
def test_the_tool_calls_of_a_v1_message_are_sent_though_its_content_lacks_them(
    target: str, provider: str | None
) -> None:
    """A v1 message's ``content_blocks`` are its content as it is, which need not hold its
    ``tool_calls``: every writer sends them (once, whether or not a block holds them too)."""
    messages = [
        HumanMessage("Weather in Paris and Rome?"),
        _v1_message(
            provider,
            [
                {"type": "text", "text": "Checking."},
                {"type": "tool_call", "id": "call_2", "name": "weather", "args": {"city": "Rome"}},
            ],
            [
                {"name": "weather", "args": {"city": "Paris"}, "id": "call_1"},
                {"name": "weather", "args": {"city": "Rome"}, "id": "call_2"},
            ],
        ),
        ToolMessage("18C", tool_call_id="call_1"),
        ToolMessage("21C", tool_call_id="call_2"),
    ]
    assert sorted(_sent_calls(target, messages)) == [
        ("call_1", "weather", {"city": "Paris"}),
        ("call_2", "weather", {"city": "Rome"}),
    ]


def test_a_v1_messages_tool_call_is_a_function_call_item_of_responses() -> None:
    message = _v1_message(
        None, [{"type": "text", "text": "Checking."}], [{"name": "f", "args": {"a": 1}, "id": "c1"}]
    )
    assert convert_to_openai_responses_input([message]) == [
        {"role": "assistant", "content": "Checking."},
        {"type": "function_call", "call_id": "c1", "name": "f", "arguments": '{"a": 1}'},
    ]


def test_a_gemini_tool_result_needs_its_function_name() -> None:
    with pytest.raises(ConversionError) as raised:
        convert_to_gemini_contents([ToolMessage("18C", tool_call_id="call_1")])
    assert raised.value.path == "$[0]"
    named = convert_to_gemini_contents([ToolMessage("18C", tool_call_id="call_1", name="weather")])
    assert named["contents"][0]["parts"] == [
        {"function_response": {"id": "call_1", "name": "weather", "response": {"output": "18C"}}}
    ]


def test_a_data_url_is_sent_as_base64_data() -> None:
    url = f"data:image/png;base64,{PNG}"
    pdf = f"data:application/pdf;base64,{PDF}"
    messages = [HumanMessage([{"type": "image", "url": url}, {"type": "file", "url": pdf}])]
    assert convert_to_anthropic_messages(messages)["messages"][0]["content"] == [
        {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": PNG}},
        {"type": "document", "source": {"type": "base64", "media_type": "application/pdf", "data": PDF}},
    ]
    assert convert_to_gemini_contents(messages)["contents"][0]["parts"] == [
        {"inline_data": {"mime_type": "image/png", "data": PNG}},
        {"inline_data": {"mime_type": "application/pdf", "data": PDF}},
    ]
    assert convert_to_openai_responses_input(messages)[0]["content"] == [
        {"type": "input_image", "detail": "auto", "image_url": url},
        {"type": "input_file", "file_data": pdf, "filename": "file.pdf"},
    ]


def test_responses_input_parts_in_a_human_message_are_sent_to_responses() -> None:
    message = HumanMessage(
        [
            {"type": "input_text", "text": "hi"},
            {"type": "input_image", "image_url": "https://x/a.png", "detail": "high"},
        ]
    )
    assert convert_to_openai_responses_input([message]) == [{"role": "user", "content": message.content}]
    with pytest.raises(ConversionError) as raised:
        convert_to_anthropic_messages([message])
    assert raised.value.path == "$[0].content[0]"


def test_another_providers_file_id_is_not_sent_to_anthropic() -> None:
    messages = [HumanMessage([{"type": "image", "file_id": "file-abc"}])]
    with pytest.raises(ConversionError) as raised:
        convert_to_anthropic_messages(messages)
    assert raised.value.path == "$[0].content[0]"
    assert convert_to_openai_responses_input(messages) == [
        {"role": "user", "content": [{"type": "input_image", "detail": "auto", "file_id": "file-abc"}]}
    ]


# -- conversions between providers ----------------------------------------------------------------


def test_an_anthropic_history_replayed_to_responses() -> None:
    """langchainjs#9972: Anthropic's tool_use goes to OpenAI as a function call, never as it is."""
    messages = convert_from_anthropic_messages(
        [
            {"role": "user", "content": "Weather?"},
            {
                "role": "assistant",
                "content": [
                    {"type": "text", "text": "Checking."},
                    {"type": "tool_use", "id": "toolu_1", "name": "weather", "input": {"city": "Oslo"}},
                ],
            },
            {
                "role": "user",
                "content": [
                    {"type": "tool_result", "tool_use_id": "toolu_1", "content": "4C", "is_error": True},
                    {"type": "text", "text": "Hm?"},
                ],
            },
        ]
    )
    assert convert_to_openai_responses_input(messages) == [
        {"role": "user", "content": "Weather?"},
        {"role": "assistant", "content": "Checking."},
        {"type": "function_call", "call_id": "toolu_1", "name": "weather", "arguments": '{"city": "Oslo"}'},
        {"type": "function_call_output", "call_id": "toolu_1", "output": "4C"},
        {"role": "user", "content": [{"type": "input_text", "text": "Hm?"}]},
    ]
    chat = convert_to_openai_messages(messages)
    assert chat[1]["tool_calls"][0]["function"]["name"] == "weather"
    assert messages[2].status == "error"


def test_a_tool_use_block_of_a_message_with_no_provider_is_sent_once_as_the_targets_call() -> None:
    """langchainjs#9972 again, for messages built by hand (no ``model_provider``): LangChain's
    reading keeps the ``tool_use`` as non-standard and adds the call from ``tool_calls``."""
    message = AIMessage(
        [{"type": "text", "text": "x"}, {"type": "tool_use", "id": "t1", "name": "f", "input": {"a": 1}}],
        tool_calls=[{"name": "f", "args": {"a": 1}, "id": "t1"}],
    )
    assert convert_to_openai_responses_input([message]) == [
        {"role": "assistant", "content": "x"},
        {"type": "function_call", "call_id": "t1", "name": "f", "arguments": '{"a": 1}'},
    ]
    assert convert_to_gemini_contents([message])["contents"][0]["parts"] == [
        {"text": "x"},
        {"function_call": {"id": "t1", "name": "f", "args": {"a": 1}}},
    ]
    assert convert_to_anthropic_messages([message])["messages"][0]["content"] == [
        {"type": "text", "text": "x"},
        {"type": "tool_use", "id": "t1", "name": "f", "input": {"a": 1}},
    ]


def test_messages_of_langchain_anthropic_before_1_0_keep_their_thinking() -> None:
    """They name a Claude model but no provider; their blocks are Anthropic's. A text block's
    ``index`` (a streaming leftover) is not an Anthropic key and is not sent."""
    message = AIMessage(
        [
            {"type": "thinking", "thinking": "t", "signature": "c2ln"},
            {"type": "text", "text": "x", "index": 1},
        ],
        response_metadata={"model_name": "claude-3-7-sonnet-20250219"},
    )
    assert convert_to_anthropic_messages([message])["messages"][0]["content"] == [
        {"type": "thinking", "thinking": "t", "signature": "c2ln"},
        {"type": "text", "text": "x"},
    ]


def test_responses_items_to_anthropic_and_gemini() -> None:
    messages = convert_from_openai_responses_input(
        [
            {"role": "developer", "content": "Be brief."},
            {
                "role": "user",
                "content": [
                    {"type": "input_text", "text": "Hi"},
                    {"type": "input_image", "image_url": f"data:image/png;base64,{PNG}", "detail": "auto"},
                ],
            },
            {"type": "function_call", "call_id": "call_1", "name": "f", "arguments": '{"a": 1}'},
            {"type": "function_call_output", "call_id": "call_1", "output": '{"ok": true}'},
        ]
    )
    assert convert_to_anthropic_messages(messages) == {
        "system": "Be brief.",
        "messages": [
            {
                "role": "user",
                "content": [
                    {"type": "text", "text": "Hi"},
                    {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": PNG}},
                ],
            },
            {
                "role": "assistant",
                "content": [{"type": "tool_use", "id": "call_1", "name": "f", "input": {"a": 1}}],
            },
            {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": "call_1", "content": '{"ok": true}'}],
            },
        ],
    }
    assert convert_to_gemini_contents(messages) == {
        "system_instruction": {"parts": [{"text": "Be brief."}]},
        "contents": [
            {
                "role": "user",
                "parts": [{"text": "Hi"}, {"inline_data": {"mime_type": "image/png", "data": PNG}}],
            },
            {"role": "model", "parts": [{"function_call": {"id": "call_1", "name": "f", "args": {"a": 1}}}]},
            {
                "role": "user",
                "parts": [{"function_response": {"id": "call_1", "name": "f", "response": {"ok": True}}}],
            },
        ],
    }


def test_developer_role_survives_the_responses_round_trip() -> None:
    items = [{"role": "developer", "content": "Be brief."}]
    messages = convert_from_openai_responses_input(items)
    assert messages[0].additional_kwargs == {"__openai_role__": "developer"}
    assert convert_to_openai_messages(messages) == [{"role": "developer", "content": "Be brief."}]
    assert convert_to_openai_responses_input(messages) == items


def test_several_system_messages_all_survive() -> None:
    """litellm#18538 kept only the last one."""
    messages = [SystemMessage("One."), HumanMessage("Hi"), SystemMessage("Two.")]
    assert convert_to_gemini_contents(messages)["system_instruction"] == {
        "parts": [{"text": "One."}, {"text": "Two."}]
    }
    assert convert_to_anthropic_messages(messages)["system"] == [
        {"type": "text", "text": "One."},
        {"type": "text", "text": "Two."},
    ]
    assert [item["content"] for item in convert_to_openai_responses_input(messages)] == ["One.", "Hi", "Two."]


def test_gemini_calls_without_ids_are_linked_to_their_responses() -> None:
    contents = [
        {
            "role": "model",
            "parts": [
                {"function_call": {"name": "f", "args": {}}},
                {"function_call": {"name": "g", "args": {}}},
            ],
        },
        {
            "role": "user",
            "parts": [
                {"function_response": {"name": "g", "response": {"r": 2}}},
                {"function_response": {"name": "f", "response": {"r": 1}}},
            ],
        },
    ]
    messages = convert_from_gemini_contents(contents)
    calls = {call["name"]: call["id"] for call in messages[0].tool_calls}
    assert [m.tool_call_id for m in messages[1:]] == [calls["g"], calls["f"]]
    anthropic = convert_to_anthropic_messages(messages)
    uses = [block["id"] for block in anthropic["messages"][0]["content"]]
    results = [block["tool_use_id"] for block in anthropic["messages"][1]["content"]]
    assert sorted(uses) == sorted(results)
    assert convert_to_gemini_contents(messages) == {"contents": contents}


def test_consecutive_tool_results_and_a_following_human_message_share_a_user_turn() -> None:
    messages = [
        AIMessage(
            "", tool_calls=[{"name": "f", "args": {}, "id": "a"}, {"name": "f", "args": {}, "id": "b"}]
        ),
        ToolMessage("1", tool_call_id="a"),
        ToolMessage("2", tool_call_id="b"),
        HumanMessage("thanks"),
        HumanMessage("and?"),
    ]
    turns = convert_to_anthropic_messages(messages)["messages"]
    assert [turn["role"] for turn in turns] == ["assistant", "user"]  # Anthropic alternates turns
    assert [block["type"] for block in turns[1]["content"]] == ["tool_result", "tool_result", "text", "text"]
    contents = convert_to_gemini_contents(messages)["contents"]
    assert [len(content["parts"]) for content in contents] == [2, 3, 1]


# -- reading: errors have paths --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("read", "payload", "path"),
    [
        (
            convert_from_anthropic_messages,
            {"messages": [{"role": "bot", "content": "x"}]},
            "$.messages[0].role",
        ),
        (convert_from_anthropic_messages, {"model": "claude", "messages": []}, "$.model"),
        (convert_from_anthropic_messages, [{"role": "user", "content": [1]}], "$[0].content[0]"),
        (convert_from_gemini_contents, [{"role": "model", "parts": [{"colour": 1}]}], "$[0].parts[0].colour"),
        (convert_from_gemini_contents, {"contents": [{"role": "user", "parts": "x"}]}, "$.contents[0].parts"),
        (
            convert_from_openai_responses_input,
            [{"role": "user", "content": [{"type": "input_video"}]}],
            "$[0].content[0].type",
        ),
        (
            convert_from_openai_responses_input,
            [{"type": "function_call", "call_id": "c", "name": "f", "arguments": "{"}],
            "$[0].arguments",
        ),
    ],
)
def test_bad_payloads_raise_with_a_path(read: Any, payload: Any, path: str) -> None:
    with pytest.raises(ValidationError) as raised:
        read(payload)
    assert raised.value.path == path


def test_a_single_message_is_not_a_history() -> None:
    with pytest.raises(ValidationError):
        convert_to_anthropic_messages(HumanMessage("hi"))  # type: ignore[arg-type]


def test_message_likes_are_read_as_convert_to_messages_reads_them() -> None:
    assert convert_to_anthropic_messages(
        [("system", "S"), ("human", "Hi"), {"role": "assistant", "content": "Yo"}]
    ) == {
        "system": "S",
        "messages": [
            {"role": "user", "content": "Hi"},
            {"role": "assistant", "content": [{"type": "text", "text": "Yo"}]},
        ],
    }


# -- OpenAI: what used to be lost without a word ------------------------------------------------------


def test_an_invalid_tool_call_is_sent_to_responses_with_its_raw_arguments() -> None:
    bad = {"type": "invalid_tool_call", "id": "c1", "name": "f", "args": "{bad", "error": "not JSON"}
    history = [
        HumanMessage("x"),
        AIMessage("", invalid_tool_calls=[bad]),
        ToolMessage("r", tool_call_id="c1"),
    ]
    items = convert_to_openai_responses_input(history)
    assert items[1] == {"type": "function_call", "call_id": "c1", "name": "f", "arguments": "{bad"}
    sdk_oracle.check("openai-responses", items)


def test_an_invalid_tool_call_without_an_id_is_refused_by_responses() -> None:
    bad = {"type": "invalid_tool_call", "id": None, "name": "f", "args": "{bad", "error": "not JSON"}
    with pytest.raises(ConversionError) as raised:
        convert_to_openai_responses_input([HumanMessage("x"), AIMessage("", invalid_tool_calls=[bad])])
    assert raised.value.path == "$[1].invalid_tool_calls[0]"


def test_inline_file_data_gets_a_filename_for_responses() -> None:
    pdf = {"type": "file", "base64": "JVBERi0=", "mime_type": "application/pdf"}
    part = convert_to_openai_responses_input([HumanMessage([pdf])])[0]["content"][0]
    assert part["filename"] == "file.pdf"
    named = {**pdf, "extras": {"filename": "a.pdf"}}
    assert convert_to_openai_responses_input([HumanMessage([named])])[0]["content"][0]["filename"] == "a.pdf"


LEGACY = AIMessage("", additional_kwargs={"function_call": {"name": "f", "arguments": "{}"}})


def test_a_legacy_function_call_is_written_to_chat_completions() -> None:
    out = convert_to_openai_messages([HumanMessage("x"), LEGACY], strict=True)
    assert out[1]["function_call"] == {"name": "f", "arguments": "{}"}


@pytest.mark.parametrize("provider", ["openai-responses", "anthropic"])
def test_a_legacy_function_call_is_named_as_lost_where_calls_need_an_id(provider: str) -> None:
    write = CONVERTERS[provider].write
    with pytest.raises(ConversionError) as raised:
        write([HumanMessage("x"), LEGACY])
    assert raised.value.path == "$[1].additional_kwargs.function_call"
    out, lost = dropped(write, [HumanMessage("x"), LEGACY])
    assert [path for path, _ in lost] == ["$[1].additional_kwargs.function_call"]
    assert "function_call" not in str(out)


def test_a_legacy_function_call_and_its_function_message_are_sent_to_gemini() -> None:
    history = [
        HumanMessage("2+2?"),
        AIMessage("", additional_kwargs={"function_call": {"name": "add", "arguments": '{"a": 2, "b": 2}'}}),
        FunctionMessage("4", name="add"),
        FunctionMessage("5", name="add"),  # answers no call: Gemini wants one response per call
    ]
    out, lost = dropped(convert_to_gemini_contents, history)
    assert out["contents"][1:] == [
        {"role": "model", "parts": [{"function_call": {"name": "add", "args": {"a": 2, "b": 2}}}]},
        {"role": "user", "parts": [{"function_response": {"name": "add", "response": {"output": "4"}}}]},
    ]
    assert [path for path, _ in lost] == ["$[3]"]
    sdk_oracle.check("gemini", out)
    with pytest.raises(ConversionError) as raised:
        convert_to_gemini_contents(
            [AIMessage("", additional_kwargs={"function_call": {"name": "f", "arguments": "[1]"}})]
        )
    assert raised.value.path == "$[0].additional_kwargs.function_call"


def test_a_legacy_function_call_that_copies_a_tool_call_is_that_call() -> None:
    """Readers of Gemini responses (ours, langchain-google-genai's) copy the last call into
    ``additional_kwargs["function_call"]``: it is sent once, as the tool call."""
    call = {"name": "f", "args": {"a": 1}, "id": "c1"}
    copy = AIMessage(
        "", tool_calls=[call], additional_kwargs={"function_call": {"name": "f", "arguments": '{"a": 1}'}}
    )
    history = [HumanMessage("x"), copy, ToolMessage("ok", tool_call_id="c1")]
    for provider in CONVERTERS:
        out = CONVERTERS[provider].write(history)
        if provider.startswith("ai-sdk"):
            # the AI SDK forms keep the message's own fields, the copy too, as data under the
            # chatschema namespace: the call itself is written once
            calls = [
                p for m in out for p in (m.get("content") or m.get("parts") or []) if isinstance(p, dict)
            ]
            assert [p.get("type") for p in calls].count(
                "tool-call" if provider == "ai-sdk" else "tool-f"
            ) == 1
            held = out[1]["providerOptions" if provider == "ai-sdk" else "metadata"]["chatschema"]
            assert held["additional_kwargs"] == copy.additional_kwargs
            continue
        assert str(out).count("'f'") == (2 if provider == "gemini" else 1), (
            provider
        )  # Gemini names the response
    chat = convert_to_openai_messages(history, strict=True)
    assert "function_call" not in chat[1]
    beside = copy.model_copy(
        update={"additional_kwargs": {"function_call": {"name": "g", "arguments": "{}"}}}
    )
    with pytest.raises(ConversionError, match="beside tool_calls") as raised:
        convert_to_openai_messages([HumanMessage("x"), beside], strict=True)  # the API refuses both
    assert raised.value.path == "$[1].additional_kwargs.function_call"


@pytest.mark.parametrize("provider", ["openai-responses", "anthropic", "gemini"])
def test_message_names_and_chat_refusals_are_named_as_lost(provider: str) -> None:
    call = {"name": "lookup", "args": {}, "id": "c1"}
    history = [
        SystemMessage("Rules.", name="policy"),
        HumanMessage("Hi", name="alice"),
        AIMessage("", tool_calls=[call], name="helper", additional_kwargs={"refusal": "I cannot."}),
        ToolMessage("r", tool_call_id="c1", name="lookup"),  # its call gives the name: not lost
    ]
    write = CONVERTERS[provider].write
    with pytest.raises(ConversionError) as raised:
        write(history)
    assert raised.value.path == "$[0].name"
    _, lost = dropped(write, history)
    assert [path for path, _ in lost] == [
        "$[0].name",
        "$[1].name",
        "$[2].name",
        "$[2].additional_kwargs.refusal",
    ]


def test_a_tool_message_name_other_than_its_calls_is_lost_by_anthropic_and_kept_by_gemini() -> None:
    history = [
        AIMessage("", tool_calls=[{"name": "f", "args": {}, "id": "c1"}]),
        ToolMessage("r", tool_call_id="c1", name="g"),
    ]
    _, lost = dropped(convert_to_anthropic_messages, history)
    assert [path for path, _ in lost] == ["$[1].name"]
    out, lost = dropped(convert_to_gemini_contents, history)
    assert lost == []
    assert out["contents"][1]["parts"][0]["function_response"]["name"] == "g"


def test_a_text_plain_title() -> None:
    """Anthropic: the document's title; Gemini: the blob's display name; Responses: lost (a file's
    name must say its type, which a title need not)."""
    notes = {"type": "text-plain", "text": "Minutes.", "mime_type": "text/plain", "title": "Minutes of May"}
    history = [HumanMessage([notes])]
    assert convert_to_anthropic_messages(history)["messages"][0]["content"][0]["title"] == "Minutes of May"
    gemini = convert_to_gemini_contents(history)
    assert gemini["contents"][0]["parts"][0]["inline_data"]["display_name"] == "Minutes of May"
    sdk_oracle.check("gemini", gemini)
    with pytest.raises(ConversionError) as raised:
        convert_to_openai_responses_input(history)
    assert raised.value.path == "$[0].content[0].title"
    out, lost = dropped(convert_to_openai_responses_input, history)
    assert [path for path, _ in lost] == ["$[0].content[0].title"]
    assert out[0]["content"][0]["filename"] == "file.txt"


def test_a_text_plain_context_is_anthropics_alone() -> None:
    notes = {"type": "text-plain", "text": "Minutes.", "mime_type": "text/plain", "context": "Taken in May."}
    history = [HumanMessage([notes])]
    assert convert_to_anthropic_messages(history)["messages"][0]["content"][0]["context"] == "Taken in May."
    for write in (convert_to_gemini_contents, convert_to_openai_responses_input):
        _, lost = dropped(write, history)
        assert [path for path, _ in lost] == ["$[0].content[0].context"]


@pytest.mark.parametrize(
    "tag", ["web_search_call", "file_search_call", "code_interpreter_call", "mcp_call", "tool_search_call"]
)
def test_a_responses_server_item_without_an_id_is_non_standard(tag: str) -> None:
    item = {"type": tag, "execution": "server", "status": "completed"}
    message = AIMessage([item], response_metadata={"model_provider": "openai"})
    assert message.content_blocks == [{"type": "non_standard", "value": item}]
    assert convert_to_openai_responses_input([HumanMessage("x"), message])[1] == item


def test_a_v1_gemini_message_writes_its_tool_calls_once() -> None:
    """A v1 AI message holds its tool calls in its content too (as the AI SDK readers give them)."""
    call = {"name": "f", "args": {"a": 1}, "id": "c1", "type": "tool_call"}
    message = AIMessage(
        [{"type": "text", "text": "t"}, {"type": "tool_call", "id": "c1", "name": "f", "args": {"a": 1}}],
        tool_calls=[call],
        response_metadata={"model_provider": "google_genai", "output_version": "v1"},
    )
    parts = convert_to_gemini_contents([HumanMessage("q"), message])["contents"][1]["parts"]
    assert parts == [{"text": "t"}, {"function_call": {"id": "c1", "name": "f", "args": {"a": 1}}}]
