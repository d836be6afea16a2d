"""``errors="keep"``: a part that cannot be read becomes a non_standard block, with a LossWarning;
a part read as non_standard is written back as itself."""

from __future__ import annotations

import json
from typing import Any

import pytest

import chatschema
from chatschema import AIMessage, HumanMessage
from chatschema.errors import ConversionError, LossWarning, ValidationError
from chatschema.otel import from_otel_messages, to_otel_input_messages

GOOD = {"type": "text", "content": "still here"}


@pytest.mark.parametrize(
    ("bad", "path"),
    [
        ({"type": "blob", "content": "AA=="}, "$[0].parts[1]"),  # no modality
        ({"type": "text"}, "$[0].parts[1]"),  # no content
        ("a bare string", "$[0].parts[1]"),
        ({"no": "type"}, "$[0].parts[1]"),
    ],
)
def test_an_unreadable_part_is_kept_with_a_loss_warning(bad: Any, path: str) -> None:
    value = [{"role": "user", "parts": [GOOD, bad]}]
    with pytest.raises(ValidationError):
        from_otel_messages(value)
    with pytest.warns(LossWarning) as caught:
        (message,) = from_otel_messages(json.dumps(value), errors="keep")
    assert [w.message.path for w in caught] == [path]  # type: ignore[union-attr]
    held = bad if type(bad) is dict else {"value": bad}
    assert message == HumanMessage(
        [{"type": "text", "text": "still here"}, {"type": "non_standard", "value": held}]
    )
    chatschema.validate(to_otel_input_messages([message]), "OtelInputMessages")  # written back valid


def test_unreadable_tool_call_arguments_are_kept() -> None:
    value = [{"role": "assistant", "parts": [{"type": "tool_call", "id": "c1", "name": "f", "arguments": 7}]}]
    with pytest.raises(ConversionError):
        from_otel_messages(value)
    with pytest.warns(LossWarning, match=r"parts\[0\]\.arguments"):
        (message,) = from_otel_messages(value, errors="keep")
    assert message == AIMessage([{"type": "non_standard", "value": value[0]["parts"][0]}])


def test_a_message_that_is_not_one_still_raises() -> None:
    with pytest.raises(ValidationError):
        from_otel_messages([{"parts": []}], errors="keep")
    with pytest.raises(ValueError, match="errors"):
        from_otel_messages([], errors="ignore")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "part",
    [
        {"type": "compaction", "content": "summary so far"},
        {"type": "redacted_thinking", "data": "EqQB"},
        {"type": "text", "content": "x", "index": []},  # extra key its block cannot hold
        {"type": "server_tool_call_response", "server_tool_call_response": {"type": "x"}},  # no id
    ],
)
def test_a_part_read_as_non_standard_is_written_back_as_itself(part: dict[str, Any]) -> None:
    value = [{"role": "assistant", "parts": [part]}]
    (message,) = from_otel_messages(value)
    assert message.content == [{"type": "non_standard", "value": part}]
    assert to_otel_input_messages([message]) == value


def test_other_non_standard_blocks_stay_generic_parts() -> None:
    block = {"type": "non_standard", "value": {"kind": "provider thing"}}
    (out,) = to_otel_input_messages([HumanMessage([block])])
    assert out["parts"] == [
        {"type": "generic", "generic_type": "non_standard", "value": {"kind": "provider thing"}}
    ]
