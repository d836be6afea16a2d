"""Refusal blocks (langchain-core 1.7.5+): how each provider's refusal becomes a standard block.

Each test states the rule on a chatschema message and checks that LangChain 1.8 reads the same
message the same way (``agree``). The hypothesis properties feed arbitrary JSON where providers
put refusal details (``stop_details``, ``finish_reason``, ``prompt_feedback``,
``additional_kwargs["refusal"]``, extra keys on a Responses item), so malformed values are
compared with LangChain too.
"""

from __future__ import annotations

import copy
import enum
from typing import Any

import langchain_core.messages as lc
import pytest
from hypothesis import given
from hypothesis import strategies as st

import chatschema as cs
from chatschema.blocks._anthropic import refusal_from_stop_details
from chatschema.blocks._google_genai import REFUSAL_FINISH_REASONS, refusal_from_metadata
from chatschema.convert._openai import convert_to_openai_messages
from tests.blocks.compare import result

CALL = {"name": "lookup", "args": {"q": "x"}, "id": "c1"}


def agree(name: str, **kwargs: Any) -> list[dict[str, Any]]:
    """chatschema's ``content_blocks`` of the message, after checking LangChain's are the same."""
    theirs = getattr(lc, name)(**copy.deepcopy(kwargs))
    ours = getattr(cs, name)(**copy.deepcopy(kwargs))
    expected = result(lambda: theirs.content_blocks)
    got = result(lambda: ours.content_blocks)
    assert got == expected
    assert got[0] == "ok", got
    blocks: list[dict[str, Any]] = got[1]
    return blocks


def refusals(blocks: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [block for block in blocks if block.get("type") == "refusal"]


# -- OpenAI ---------------------------------------------------------------------------------------

OPENAI = {"model_provider": "openai"}


@pytest.mark.parametrize("name", ["AIMessage", "AIMessageChunk"])
def test_openai_additional_kwargs_refusal_is_the_last_block(name: str) -> None:
    kwargs: dict[str, Any] = {"additional_kwargs": {"refusal": "I can't help with that."}}
    if name == "AIMessage":
        kwargs["tool_calls"] = [CALL]
    else:
        kwargs["tool_call_chunks"] = [{"name": "lookup", "args": "{", "id": "c1", "index": 0}]
    blocks = agree(name, content="Let me see.", response_metadata=OPENAI, **kwargs)
    assert blocks[0] == {"type": "text", "text": "Let me see."}
    assert blocks[-1] == {"type": "refusal", "refusal": "I can't help with that."}
    assert len(blocks) == 3


@pytest.mark.parametrize("value", ["", None, 0, [], {}])
def test_openai_falsy_refusal_adds_nothing(value: Any) -> None:
    blocks = agree("AIMessage", content="ok", additional_kwargs={"refusal": value}, response_metadata=OPENAI)
    assert blocks == [{"type": "text", "text": "ok"}]


def test_openai_refusal_is_kept_as_it_is_whatever_its_type() -> None:
    blocks = agree("AIMessage", content="", additional_kwargs={"refusal": ["odd"]}, response_metadata=OPENAI)
    assert blocks == [{"type": "refusal", "refusal": ["odd"]}]


def test_openai_last_chunk_has_tool_calls_then_refusal() -> None:
    blocks = agree(
        "AIMessageChunk",
        content="",
        additional_kwargs={"refusal": "no"},
        tool_call_chunks=[{"name": "lookup", "args": '{"q": "x"}', "id": "c1", "index": 0}],
        chunk_position="last",
        response_metadata=OPENAI,
    )
    assert [block["type"] for block in blocks] == ["tool_call", "refusal"]


def test_responses_refusal_keeps_id_and_index_and_moves_other_keys_into_extras() -> None:
    item = {
        "type": "refusal",
        "refusal": "No.",
        "id": "msg_1",
        "index": 2,
        "status": "completed",
        "extras": {"status": "stale", "kept": True},
    }
    blocks = agree("AIMessage", content=[item], response_metadata=OPENAI)
    # the item's own keys win over the same keys in its extras
    assert blocks == [
        {
            "type": "refusal",
            "refusal": "No.",
            "id": "msg_1",
            "index": 2,
            "extras": {"status": "completed", "kept": True},
        }
    ]


def test_responses_refusal_with_empty_extras_has_none() -> None:
    blocks = agree(
        "AIMessage", content=[{"type": "refusal", "refusal": "", "extras": {}}], response_metadata=OPENAI
    )
    assert blocks == [{"type": "refusal", "refusal": ""}]


def test_langchain_openai_03_refusal_goes_after_text_and_before_function_calls() -> None:
    blocks = agree(
        "AIMessage",
        content=[{"type": "text", "text": "Partly."}],
        additional_kwargs={"refusal": "Not the rest."},
        tool_calls=[CALL],
        id="msg_1",
        response_metadata={**OPENAI, "id": "resp_1"},
    )
    assert [block["type"] for block in blocks] == ["text", "refusal", "tool_call"]
    assert blocks[1] == {"type": "refusal", "refusal": "Not the rest."}


def test_streamed_responses_refusal_merges_into_one_block() -> None:
    parts = [
        {
            "content": [{"type": "refusal", "refusal": "I can", "index": 0, "id": "msg_1"}],
            "response_metadata": OPENAI,
        },
        {"content": [{"type": "refusal", "refusal": "'t.", "index": 0}]},
    ]
    for module in (lc, cs):
        first, second = (module.AIMessageChunk(**copy.deepcopy(part)) for part in parts)
        assert (first + second).content_blocks == [
            {"type": "refusal", "refusal": "I can't.", "id": "msg_1", "index": 0}
        ]


# -- Anthropic (and Bedrock) ------------------------------------------------------------------------


def anthropic(provider: str = "anthropic", **meta: Any) -> dict[str, Any]:
    return {"model_provider": provider, "model_name": "claude-sonnet-4", **meta}


@pytest.mark.parametrize("provider", ["anthropic", "bedrock"])
@pytest.mark.parametrize("name", ["AIMessage", "AIMessageChunk"])
def test_stop_reason_refusal_adds_a_block_after_the_partial_output(provider: str, name: str) -> None:
    meta = anthropic(
        provider, stop_reason="refusal", stop_details={"explanation": "Unsafe.", "category": "cyber"}
    )
    content = [{"type": "text", "text": "Here is how", "index": 0}]
    blocks = agree(name, content=content, response_metadata=meta)
    assert blocks == [
        {"type": "text", "text": "Here is how", "index": 0},
        {"type": "refusal", "refusal": "Unsafe.", "extras": {"category": "cyber"}},
    ]


def test_string_content_counts_as_a_text_block_even_when_empty() -> None:
    blocks = agree("AIMessage", content="", response_metadata=anthropic(stop_reason="refusal"))
    assert blocks == [{"type": "text", "text": ""}, {"type": "refusal", "refusal": ""}]


@pytest.mark.parametrize("provider", ["anthropic", "bedrock"])
def test_native_refusal_block_is_not_duplicated(provider: str) -> None:
    native = {"type": "refusal", "refusal": "No.", "index": 1, "id": "dropped", "extras": {"category": "bio"}}
    meta = anthropic(provider, stop_reason="refusal", stop_details={"explanation": "Other text."})
    blocks = agree("AIMessage", content=[native], response_metadata=meta)
    assert blocks == [{"type": "refusal", "refusal": "No.", "extras": {"category": "bio"}, "index": 1}]


@pytest.mark.parametrize(
    ("details", "expected"),
    [
        (None, {"type": "refusal", "refusal": ""}),
        ("refused", {"type": "refusal", "refusal": ""}),
        (["explanation"], {"type": "refusal", "refusal": ""}),
        ({}, {"type": "refusal", "refusal": ""}),
        ({"explanation": None, "category": ""}, {"type": "refusal", "refusal": ""}),
        ({"explanation": 7, "category": 0}, {"type": "refusal", "refusal": 7}),
        ({"category": ["a"]}, {"type": "refusal", "refusal": "", "extras": {"category": ["a"]}}),
        ({"explanation": {"t": 1}}, {"type": "refusal", "refusal": {"t": 1}}),
    ],
)
def test_malformed_stop_details_are_read_as_langchain_reads_them(
    details: Any, expected: dict[str, Any]
) -> None:
    blocks = agree(
        "AIMessage", content=[], response_metadata=anthropic(stop_reason="refusal", stop_details=details)
    )
    assert blocks == [expected]
    assert refusal_from_stop_details({"stop_details": details}) == expected


def test_missing_stop_details() -> None:
    assert agree("AIMessage", content=[], response_metadata=anthropic(stop_reason="refusal")) == [
        {"type": "refusal", "refusal": ""}
    ]


@pytest.mark.parametrize("stop_reason", ["end_turn", "max_tokens", None, "Refusal"])
def test_other_stop_reasons_add_nothing(stop_reason: Any) -> None:
    meta = anthropic(stop_reason=stop_reason, stop_details={"explanation": "x"})
    assert agree("AIMessage", content="Hi", response_metadata=meta) == [{"type": "text", "text": "Hi"}]


def test_bedrock_non_claude_model_falls_back_to_best_effort_without_a_refusal() -> None:
    meta = {"model_provider": "bedrock", "model_name": "amazon.nova-pro", "stop_reason": "refusal"}
    assert agree("AIMessage", content="Hi", response_metadata=meta) == [{"type": "text", "text": "Hi"}]


def test_bedrock_metadata_only_chunk_gives_no_blocks_even_for_a_refusal() -> None:
    meta = anthropic("bedrock", stop_reason="refusal", stop_details={"explanation": "No."})
    assert agree("AIMessageChunk", content="", response_metadata=meta) == []
    # with anything in additional_kwargs, it is read as Anthropic output
    blocks = agree("AIMessageChunk", content="", response_metadata=meta, additional_kwargs={"k": 1})
    assert blocks == [{"type": "text", "text": ""}, {"type": "refusal", "refusal": "No."}]


def test_native_refusal_extras_are_a_copy() -> None:
    msg = cs.AIMessage(
        [{"type": "refusal", "refusal": "No.", "extras": {"category": "bio"}}], response_metadata=anthropic()
    )
    msg.content_blocks[0]["extras"]["category"] = "changed"
    assert msg.content[0]["extras"] == {"category": "bio"}  # type: ignore[index]


# -- Google GenAI and Vertex AI -------------------------------------------------------------------


class FinishReason(enum.Enum):
    """Stands in for ``google.genai.types.FinishReason``, which LangChain reads by ``.name``."""

    STOP = 1
    SAFETY = 3


@pytest.mark.parametrize("provider", ["google_genai", "google_vertexai"])
@pytest.mark.parametrize("reason", sorted(REFUSAL_FINISH_REASONS))
def test_blocking_finish_reasons_add_a_refusal(provider: str, reason: str) -> None:
    meta = {"model_provider": provider, "finish_reason": reason, "finish_message": "Blocked."}
    blocks = agree("AIMessage", content="Partial", tool_calls=[CALL], response_metadata=meta)
    assert [block["type"] for block in blocks] == ["text", "tool_call", "refusal"]
    assert blocks[-1] == {"type": "refusal", "refusal": "Blocked.", "extras": {"finish_reason": reason}}


@pytest.mark.parametrize("reason", ["FinishReason.SAFETY", FinishReason.SAFETY])
def test_finish_reason_is_read_by_its_member_name(reason: Any) -> None:
    blocks = agree(
        "AIMessage",
        content=["a"],
        response_metadata={"model_provider": "google_genai", "finish_reason": reason},
    )
    assert blocks[-1] == {"type": "refusal", "refusal": "", "extras": {"finish_reason": "SAFETY"}}


@pytest.mark.parametrize("reason", ["STOP", FinishReason.STOP, "RECITATION", "", None, 3])
def test_other_finish_reasons_add_nothing(reason: Any) -> None:
    meta = {"model_provider": "google_genai", "finish_reason": reason, "finish_message": "x"}
    assert refusals(agree("AIMessage", content="Hi", response_metadata=meta)) == []


@pytest.mark.parametrize(
    ("feedback", "extras"),
    [
        ({"block_reason": "SAFETY"}, {"block_reason": "SAFETY"}),
        ({"block_reason": "BlockedReason.OTHER"}, {"block_reason": "OTHER"}),
        ({"block_reason": 2}, {"block_reason": "2"}),
        ({"block_reason": "BLOCKED_REASON_UNSPECIFIED"}, None),
        ({"block_reason": None}, None),
        ({}, None),
        ("SAFETY", None),  # not a dict: not read
    ],
)
def test_prompt_feedback_block_reason(feedback: Any, extras: dict[str, Any] | None) -> None:
    meta = {"model_provider": "google_genai", "prompt_feedback": feedback, "finish_message": None}
    blocks = agree("AIMessage", content="", response_metadata=meta)
    assert blocks == ([{"type": "refusal", "refusal": "", "extras": extras}] if extras else [])


def test_both_reasons_go_into_one_block() -> None:
    meta = {"finish_reason": "SAFETY", "prompt_feedback": {"block_reason": "SAFETY"}, "finish_message": 5}
    assert refusal_from_metadata(meta) == {
        "type": "refusal",
        "refusal": 5,
        "extras": {"finish_reason": "SAFETY", "block_reason": "SAFETY"},
    }
    agree("AIMessageChunk", content=[], response_metadata={"model_provider": "google_genai", **meta})


def test_streamed_gemini_refusal_is_one_block_after_the_partial_text() -> None:
    parts = [
        {"content": "Part", "response_metadata": {"model_provider": "google_genai"}},
        {"content": "ial"},
        {"content": "", "response_metadata": {"finish_reason": "SAFETY", "finish_message": "Blocked."}},
    ]
    for module in (lc, cs):
        chunks = [module.AIMessageChunk(**copy.deepcopy(part)) for part in parts]
        total = chunks[0] + chunks[1] + chunks[2]
        assert total.content_blocks == [
            {"type": "text", "text": "Partial"},
            {"type": "refusal", "refusal": "Blocked.", "extras": {"finish_reason": "SAFETY"}},
        ]


def test_finish_reason_repeated_on_two_chunks_is_kept_once() -> None:
    """Deliberate difference, from merging (docs/compat.md, equal metadata strings kept once):
    LangChain joins the two reasons into ``"SAFETYSAFETY"`` and so loses the refusal."""
    parts = [
        {"content": "", "response_metadata": {"model_provider": "google_genai", "finish_reason": "SAFETY"}},
        {"content": "", "response_metadata": {"finish_reason": "SAFETY"}},
    ]
    theirs = lc.AIMessageChunk(**parts[0]) + lc.AIMessageChunk(**parts[1])
    ours = cs.AIMessageChunk(**parts[0]) + cs.AIMessageChunk(**parts[1])
    assert theirs.content_blocks == []
    assert ours.content_blocks == [{"type": "refusal", "refusal": "", "extras": {"finish_reason": "SAFETY"}}]


# -- elsewhere --------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["HumanMessage", "AIMessage", "ToolMessage", "AIMessageChunk"])
def test_best_effort_keeps_refusal_blocks_as_standard(name: str) -> None:
    extra = {"tool_call_id": "c1"} if name == "ToolMessage" else {}
    block = {"type": "refusal", "refusal": "No.", "id": "r1", "extras": {"k": 1}}
    assert agree(name, content=[block], **extra) == [block]


def test_v1_output_is_returned_as_it_is() -> None:
    content = [{"type": "refusal", "refusal": "No.", "index": 0}]
    meta = {"model_provider": "anthropic", "output_version": "v1", "stop_reason": "refusal"}
    assert agree("AIMessage", content=content, response_metadata=meta) == content


def test_convert_to_openai_messages_keeps_refusal_text_and_drops_empty_refusals() -> None:
    meta = anthropic(stop_reason="refusal", stop_details={"explanation": "Unsafe.", "category": "cyber"})
    standard = cs.AIMessage(cs.AIMessage("Partial", response_metadata=meta).content_blocks)
    assert convert_to_openai_messages(standard) == {
        "role": "assistant",
        "content": [{"type": "text", "text": "Partial"}, {"type": "refusal", "refusal": "Unsafe."}],
    }
    empty = cs.AIMessage([{"type": "refusal", "refusal": ""}], additional_kwargs={"refusal": "From kwargs."})
    assert convert_to_openai_messages(empty) == {
        "role": "assistant",
        "refusal": "From kwargs.",
        "content": "",
    }
    lc_empty = lc.AIMessage(
        [{"type": "refusal", "refusal": ""}], additional_kwargs={"refusal": "From kwargs."}
    )
    assert lc.convert_to_openai_messages(lc_empty) == convert_to_openai_messages(empty)


# -- properties: arbitrary values where providers put refusal details ------------------------------

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=6), children, max_size=3)
    ),
    max_leaves=6,
)
REASONS = st.sampled_from(
    ["SAFETY", "PROHIBITED_CONTENT", "BLOCKLIST", "FinishReason.BLOCKLIST", "STOP", "x.y"]
)
CONTENT = st.sampled_from(["", "Partial", [], [{"type": "text", "text": "Partial", "index": 0}]])


@given(
    details=JSON | st.fixed_dictionaries({}, optional={"explanation": JSON, "category": JSON}),
    stop_reason=st.sampled_from(["refusal", "end_turn", None]),
    provider=st.sampled_from(["anthropic", "bedrock"]),
    name=st.sampled_from(["AIMessage", "AIMessageChunk"]),
    content=CONTENT,
)
def test_any_stop_details_agree(
    details: Any, stop_reason: Any, provider: str, name: str, content: Any
) -> None:
    meta = anthropic(provider, stop_reason=stop_reason, stop_details=details)
    blocks = agree(name, content=content, response_metadata=meta)
    metadata_only = provider == "bedrock" and name == "AIMessageChunk" and content == ""
    assert len(refusals(blocks)) == (stop_reason == "refusal" and not metadata_only)


@given(
    finish_reason=REASONS | JSON,
    feedback=st.fixed_dictionaries({}, optional={"block_reason": REASONS | JSON}) | JSON,
    finish_message=JSON,
    provider=st.sampled_from(["google_genai", "google_vertexai"]),
    name=st.sampled_from(["AIMessage", "AIMessageChunk"]),
    content=CONTENT,
)
def test_any_gemini_metadata_agrees(
    finish_reason: Any, feedback: Any, finish_message: Any, provider: str, name: str, content: Any
) -> None:
    meta = {
        "model_provider": provider,
        "finish_reason": finish_reason,
        "prompt_feedback": feedback,
        "finish_message": finish_message,
    }
    blocks = agree(name, content=content, response_metadata=meta)
    assert len(refusals(blocks)) <= 1


@given(
    refusal=JSON,
    content=st.sampled_from(["", "Hi", [{"type": "text", "text": "Hi"}]]),
    name=st.sampled_from(["AIMessage", "AIMessageChunk"]),
    msg_id=st.sampled_from([None, "msg_1"]),
)
def test_any_additional_kwargs_refusal_agrees(refusal: Any, content: Any, name: str, msg_id: Any) -> None:
    blocks = agree(
        name,
        content=content,
        id=msg_id,
        additional_kwargs={"refusal": refusal},
        response_metadata={**OPENAI, "id": "resp_1"},
    )
    assert len(refusals(blocks)) == (1 if refusal else 0)


@given(
    text=st.text(max_size=8),
    others=st.dictionaries(st.sampled_from(["status", "logprobs", "annotations", "x"]), JSON, max_size=3),
    extras=st.none() | st.dictionaries(st.sampled_from(["status", "y"]), JSON, max_size=2),
    index=st.none() | st.integers(0, 3) | st.sampled_from(["lc_1", "a"]),
    name=st.sampled_from(["AIMessage", "AIMessageChunk"]),
)
def test_any_responses_refusal_item_agrees(
    text: str, others: dict[str, Any], extras: dict[str, Any] | None, index: Any, name: str
) -> None:
    item: dict[str, Any] = {"type": "refusal", "refusal": text, **others}
    if extras is not None:
        item["extras"] = extras
    if index is not None:
        item["index"] = index
    (block,) = agree(name, content=[item], response_metadata=OPENAI)
    assert block["refusal"] == text
