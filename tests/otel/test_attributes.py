"""``otel_attributes``: JSON strings for span attributes; ``max_bytes`` and ``redact`` keep them valid."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import chatschema
from chatschema import AIMessage, HumanMessage, SystemMessage, ToolMessage
from chatschema.otel import (
    FINISH_REASONS,
    INPUT_MESSAGES,
    OUTPUT_MESSAGES,
    SYSTEM_INSTRUCTIONS,
    TRUNCATION_MARKER,
    from_otel_messages,
    otel_attributes,
    redact_otel,
    to_otel_input_messages,
    truncate_otel,
)
from tests.conformance import strategies as S
from tests.otel.cases import official

TITLE = {INPUT_MESSAGES: "OtelInputMessages", OUTPUT_MESSAGES: "OtelOutputMessages"}
TITLE[SYSTEM_INSTRUCTIONS] = "OtelSystemInstructions"
FILE = {
    INPUT_MESSAGES: "gen-ai-input-messages.json",
    OUTPUT_MESSAGES: "gen-ai-output-messages.json",
    SYSTEM_INSTRUCTIONS: "gen-ai-system-instructions.json",
}

HISTORY = [
    SystemMessage("You are terse."),
    HumanMessage(
        [
            {"type": "text", "text": "What is in this picture? " * 40},
            {"type": "image", "base64": "iVBORw0KGgo" * 200, "mime_type": "image/png"},
        ],
        id="h1",
    ),
    AIMessage("", tool_calls=[{"name": "describe", "args": {"detail": "x" * 500}, "id": "c1"}], id="a1"),
    ToolMessage("a cat " * 300, tool_call_id="c1"),
]
ANSWER = AIMessage("A cat. " * 100, response_metadata={"finish_reason": "stop"}, id="a2")


def _valid(attributes: dict[str, str | list[str]]) -> None:
    for name, text in attributes.items():
        if name == FINISH_REASONS:
            assert type(text) is list and all(type(reason) is str for reason in text)
            continue
        assert type(text) is str
        chatschema.validate(text, TITLE[name])
        assert [e.json_path for e in official(FILE[name]).iter_errors(json.loads(text))] == []


def test_attributes_are_json_strings_that_read_back() -> None:
    attributes = otel_attributes(HISTORY, [ANSWER], system="Be kind.")
    assert set(attributes) == {INPUT_MESSAGES, OUTPUT_MESSAGES, SYSTEM_INSTRUCTIONS, FINISH_REASONS}
    assert attributes[FINISH_REASONS] == ["stop"]
    _valid(attributes)
    assert from_otel_messages(attributes[INPUT_MESSAGES]) == HISTORY
    assert from_otel_messages(attributes[OUTPUT_MESSAGES]) == [ANSWER]
    assert json.loads(attributes[SYSTEM_INSTRUCTIONS]) == [{"type": "text", "content": "Be kind."}]
    both = from_otel_messages(attributes[INPUT_MESSAGES], system_instructions=attributes[SYSTEM_INSTRUCTIONS])
    assert both == [SystemMessage("Be kind."), *HISTORY]


def test_only_what_is_given_is_written() -> None:
    assert set(otel_attributes(HISTORY)) == {INPUT_MESSAGES}


@pytest.mark.parametrize("max_bytes", [600, 900, 1500, 4000])
def test_max_bytes_cuts_the_longest_contents_first(max_bytes: int) -> None:
    full = otel_attributes(HISTORY, [ANSWER])
    cut = otel_attributes(HISTORY, [ANSWER], max_bytes=max_bytes)
    _valid(cut)
    assert cut[FINISH_REASONS] == full[FINISH_REASONS] == ["stop"]
    for name, text in cut.items():
        if name == FINISH_REASONS:
            continue
        whole = full[name]
        assert type(text) is str and type(whole) is str
        assert text == whole if len(whole.encode()) <= max_bytes else TRUNCATION_MARKER in text
        assert len(text.encode()) <= max_bytes
    value = json.loads(str(cut[INPUT_MESSAGES]))
    # the short system text is the last to go; the long image data the first
    system_text = value[0]["parts"][0]["content"]
    blob = value[1]["parts"][1]["content"]
    assert TRUNCATION_MARKER in blob
    assert len(blob) >= len(system_text)
    if max_bytes >= 1500:
        assert system_text == "You are terse."
    # roles, part types, tool names and ids are never cut
    assert [m["role"] for m in value] == ["system", "user", "assistant", "tool"]
    assert value[2]["parts"][0]["name"] == "describe" and value[3]["parts"][0]["id"] == "c1"


def test_max_bytes_leaves_a_value_that_fits_alone() -> None:
    assert otel_attributes(HISTORY, max_bytes=10**6) == otel_attributes(HISTORY)


def test_structure_larger_than_max_bytes_is_as_short_as_it_can_be() -> None:
    text = otel_attributes(HISTORY, max_bytes=10)[INPUT_MESSAGES]
    _valid({INPUT_MESSAGES: text})
    for message in json.loads(text):
        for part in message["parts"]:
            for key in ("content", "response"):
                if key in part and len(part[key]) > 40:
                    assert part[key].startswith(TRUNCATION_MARKER)


def test_truncation_leaves_the_value_unchanged() -> None:
    value = to_otel_input_messages(HISTORY)
    before = json.dumps(value)
    truncate_otel(value, 300)
    assert json.dumps(value) == before


@settings(max_examples=60, deadline=None)
@given(st.lists(S.any_messages(full=False, max_items=3), min_size=1, max_size=4), st.integers(0, 3000))
def test_truncated_values_always_validate(flat: list[Any], max_bytes: int) -> None:
    messages = []
    for x in flat:
        try:
            m = chatschema.decode(x, "AnyMessage")
        except chatschema.ValidationError:
            continue
        if m.type != "remove":
            messages.append(m)
    if not messages:
        return
    raw = truncate_otel(to_otel_input_messages(messages), max_bytes)
    chatschema.validate(raw, "OtelInputMessages")
    full = chatschema.encode(to_otel_input_messages(messages))
    assert len(raw) <= max_bytes or TRUNCATION_MARKER.encode() in raw or len(raw) <= len(full)


def test_redact_keeps_the_structure_and_drops_the_content() -> None:
    attributes = otel_attributes(HISTORY, [ANSWER], system="secret instructions", redact=True)
    _valid(attributes)
    text = "".join(v for v in attributes.values() if type(v) is str)
    for secret in ("picture", "iVBOR", "detail", "a cat", "A cat", "secret", "terse"):
        assert secret not in text
    value = json.loads(attributes[INPUT_MESSAGES])
    assert [m["role"] for m in value] == ["system", "user", "assistant", "tool"]
    assert value[1]["id"] == "h1"
    assert value[1]["parts"][1] == {
        "type": "blob",
        "modality": "image",
        "mime_type": "image/png",
        "content": "",
    }
    assert value[2]["parts"][0] == {"type": "tool_call", "id": "c1", "name": "describe"}
    assert value[3]["parts"][0] == {"type": "tool_call_response", "id": "c1", "response": None}
    assert json.loads(attributes[OUTPUT_MESSAGES])[0]["finish_reason"] == "stop"


def test_redact_keeps_generic_part_names() -> None:
    value = [
        {"role": "assistant", "parts": [{"type": "generic", "generic_type": "refusal", "refusal": "no"}]}
    ]
    assert redact_otel(value) == [
        {"role": "assistant", "parts": [{"type": "generic", "generic_type": "refusal"}]}
    ]
