"""The part fields of a ``UIMessage`` (``ai`` 6.0.326) that chatschema keeps in a block's
``extras["ai_sdk"]`` are written back: a reasoning part's ``id`` and a tool part's ``title`` (both
written by the SDK's ``readUIMessageStream``) come back unchanged."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from chatschema import (
    AIMessage,
    ConversionError,
    HumanMessage,
    LossWarning,
    ToolMessage,
    convert_from_ai_sdk_ui_messages,
    convert_to_ai_sdk_ui_messages,
)

_ASSISTANT: dict[str, Any] = {
    "id": "a1",
    "role": "assistant",
    "parts": [
        {"type": "step-start"},
        {"type": "reasoning", "id": "r1", "text": "think", "state": "done"},
        {"type": "text", "text": "Checking.", "state": "done"},
        {
            "type": "tool-weather",
            "toolCallId": "c1",
            "title": "Weather",
            "toolMetadata": {"v": 1},
            "state": "output-available",
            "input": {"city": "Paris"},
            "output": "18C",
        },
        {
            "type": "dynamic-tool",
            "toolName": "lookup",
            "toolCallId": "c2",
            "title": "Lookup",
            "state": "input-available",
            "input": {"q": "x"},
        },
    ],
}


def _sorted(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _sorted(value[k]) for k in sorted(value)}
    if isinstance(value, list):
        return [_sorted(v) for v in value]
    return value


def test_reasoning_id_and_tool_title_round_trip() -> None:
    ui = [copy.deepcopy(_ASSISTANT)]
    messages = convert_from_ai_sdk_ui_messages(ui)
    reasoning = messages[0].content[0]  # type: ignore[index]
    assert reasoning["extras"]["ai_sdk"] == {"state": "done", "id": "r1"}  # type: ignore[index]
    assert messages[0].tool_calls[0]["extras"]["ai_sdk"]["title"] == "Weather"  # type: ignore[typeddict-item]
    back = convert_to_ai_sdk_ui_messages(messages)
    assert len(back) == 1
    back[0].pop("metadata", None)  # chatschema's own (list content)
    assert _sorted(back) == _sorted(ui)
    assert convert_from_ai_sdk_ui_messages(back) == messages


@pytest.mark.parametrize("tag", ["tool-weather", "dynamic-tool"])
def test_tool_part_title_is_valid(tag: str) -> None:
    part: dict[str, Any] = {
        "type": tag,
        "toolCallId": "c1",
        "title": "T",
        "state": "input-available",
        "input": {},
    }
    if tag == "dynamic-tool":
        part["toolName"] = "weather"
    ui = {"id": "a1", "role": "assistant", "parts": [{"type": "step-start"}, part]}
    [ai] = convert_from_ai_sdk_ui_messages([ui])
    [back] = convert_to_ai_sdk_ui_messages([ai])
    assert back == ui


# -- turns of several steps: one assistant UI message, one AI message per step -----------------

_CALL = {"name": "weather", "args": {"city": "Paris"}, "id": "c1", "type": "tool_call"}


def _types(message: dict[str, Any]) -> list[str]:
    return [part["type"] for part in message["parts"]]


def test_a_turn_is_one_ui_message_and_its_steps_get_derived_ids() -> None:
    calls = [_CALL, {**_CALL, "name": "time", "id": "c2"}]
    history = [
        HumanMessage("Weather and time?", id="u1"),
        AIMessage("", tool_calls=calls, id="a1"),
        ToolMessage("18C", tool_call_id="c1", name="weather"),
        ToolMessage("no clock", tool_call_id="c2", name="time", status="error"),
        AIMessage("", tool_calls=[{**_CALL, "id": "c3"}], id="a1-1"),
        ToolMessage("19C", tool_call_id="c3", name="weather"),
        AIMessage("18C; no time.", id="a1-2"),
    ]
    [user, assistant] = convert_to_ai_sdk_ui_messages(history)
    assert _types(assistant) == [
        "step-start", "tool-weather", "tool-time", "step-start", "tool-weather", "step-start", "text",
    ]  # fmt: skip
    assert [p.get("state") for p in assistant["parts"][1:3]] == ["output-available", "output-error"]
    assert "metadata" not in assistant  # every id is the one the reader derives
    assert convert_from_ai_sdk_ui_messages([user, assistant]) == history


def test_a_steps_own_fields_and_ids_are_kept_per_step() -> None:
    usage = {"input_tokens": 3, "output_tokens": 2, "total_tokens": 5}
    history = [
        AIMessage("", tool_calls=[_CALL]),
        ToolMessage("18C", tool_call_id="c1"),
        AIMessage("Warm.", id="other", usage_metadata=usage),
        AIMessage([{"type": "text", "text": "Done."}], response_metadata={"output_version": "v1"}),
    ]
    [assistant] = convert_to_ai_sdk_ui_messages(history)
    assert assistant["id"] == "msg-0"
    assert assistant["metadata"] == {
        "chatschema": {
            "id": None,
            "steps": {"1": {"id": "other", "usage_metadata": usage}, "2": {"id": None, "list_content": True}},
        }
    }
    back = convert_from_ai_sdk_ui_messages(json.loads(json.dumps([assistant])))
    assert back == history
    assert convert_to_ai_sdk_ui_messages(back) == [assistant]


def test_a_ui_message_without_a_step_start_is_written_back_without_one() -> None:
    ui = [
        {"id": "a", "role": "assistant", "parts": [{"type": "text", "text": "one"}]},
        {"id": "b", "role": "assistant", "parts": []},
        {
            "id": "c",
            "role": "assistant",
            "parts": [{"type": "text", "text": "x"}, {"type": "step-start"}, {"type": "text", "text": "y"}],
        },
    ]
    messages = convert_from_ai_sdk_ui_messages(ui)
    assert [(m.id, m.content) for m in messages] == [("a", "one"), ("b", ""), ("c", "x"), ("c-1", "y")]
    assert messages[0].additional_kwargs == {"ai_sdk": {"step_start": False}}
    assert messages[3].additional_kwargs == {}
    assert convert_to_ai_sdk_ui_messages(messages) == ui


def test_consecutive_assistant_ui_messages() -> None:
    """Read from UI messages of their own with ``metadata``, they stay apart; else they are one turn."""
    text = [{"type": "step-start"}, {"type": "text", "text": "t"}]
    apart = [
        {"id": "a", "role": "assistant", "metadata": {"at": 1}, "parts": text},
        {"id": "b", "role": "assistant", "metadata": {"at": 2}, "parts": text},
    ]
    assert convert_to_ai_sdk_ui_messages(convert_from_ai_sdk_ui_messages(apart)) == apart
    joined = [{k: v for k, v in m.items() if k != "metadata"} for m in apart]
    [one] = convert_to_ai_sdk_ui_messages(convert_from_ai_sdk_ui_messages(joined))
    assert one["metadata"] == {"chatschema": {"steps": {"1": {"id": "b"}}}}
    assert _types(one) == ["step-start", "text", "step-start", "text"]


def test_what_ends_a_turn() -> None:
    history = [
        AIMessage("", tool_calls=[_CALL], id="a1"),
        HumanMessage("Hurry."),
        AIMessage("", tool_calls=[{**_CALL, "id": "c2"}], id="a2"),
        ToolMessage("18C", tool_call_id="c1"),  # answers the earlier turn's call
        AIMessage("Late.", id="a3"),
    ]
    ui = convert_to_ai_sdk_ui_messages(history)
    assert [(m["id"], _types(m)) for m in ui] == [
        ("a1", ["step-start", "tool-weather"]),
        ("msg-1", ["text"]),
        ("a2", ["step-start", "tool-weather"]),
        ("a3", ["step-start", "text"]),
    ]
    assert ui[0]["parts"][1]["state"] == "output-available"


def test_steps_metadata_that_does_not_fit() -> None:
    """``steps`` is an object keyed by the number of a later step (``"1"`` the second); anything
    else is a loss at its path, and the steps read as if it said nothing of them."""
    where = "$[0].metadata.chatschema.steps"
    parts = [{"type": "step-start"}, {"type": "text", "text": "x"}, {"type": "step-start"}]
    cases = [
        ([{}], where),  # the list form
        ("no", where),
        ({"2": {"id": "b"}}, where),  # no third step
        ({"0": {"id": "b"}}, where),  # the first step's fields are metadata.chatschema's own
        ({"01": {"id": "b"}}, where),
        ({"1": ["b"]}, f"{where}['1']"),
    ]
    for steps, path in cases:
        ui = [{"id": "a", "role": "assistant", "metadata": {"chatschema": {"steps": steps}}, "parts": parts}]
        with pytest.raises(ConversionError) as raised:
            convert_from_ai_sdk_ui_messages(ui)
        assert raised.value.path == path
        with pytest.warns(LossWarning):
            ai, second = convert_from_ai_sdk_ui_messages(ui, strict=False)
        assert (ai.content, second.id) == ("x", "a-1")


def test_a_step_start_block_has_no_place() -> None:
    ai = AIMessage([{"type": "non_standard", "value": {"type": "step-start"}}, {"type": "text", "text": "x"}])
    with pytest.raises(ConversionError) as raised:
        convert_to_ai_sdk_ui_messages([ai])
    assert raised.value.path == "$[0].content_blocks[0]"
