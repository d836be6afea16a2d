"""The part fields of a ``UIMessage`` (``ai`` 6.0.326) that chatschema keeps in a block's
``extras["ai_sdk"]`` are written back: a reasoning part's ``id`` and a tool part's ``title`` (both
written by the SDK's ``readUIMessageStream``) come back unchanged."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from chatschema import convert_from_ai_sdk_ui_messages, convert_to_ai_sdk_ui_messages

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
    reasoning = messages[0].content[1]  # type: ignore[index]
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
    [ai] = convert_from_ai_sdk_ui_messages([{"id": "a1", "role": "assistant", "parts": [part]}])
    [back] = convert_to_ai_sdk_ui_messages([ai])
    assert back["parts"] == [part]
