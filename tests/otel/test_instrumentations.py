"""What the official instrumentations write is read, and written back equal (nulls dropped).

The fixtures in ``tests/otel/instrumentations/`` were written by the instrumentations themselves
(``generate.py`` drives them with mock transports and an in-memory span exporter); see
``tests/otel/instrumentations/SOURCES.md``.
"""

from __future__ import annotations

import json
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

import pytest

import chatschema
from chatschema.otel import (
    from_otel_messages,
    to_otel_input_messages,
    to_otel_output_messages,
    to_otel_system_instructions,
)
from tests.otel.instrumentations.generate import ENV, SOURCES, record

HERE = Path(__file__).parent / "instrumentations"
FIXTURES = sorted(HERE.glob("*/*.json"))


def _no_nulls(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _no_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_no_nulls(v) for v in value]
    return value


def _attrs(path: Path) -> dict[str, Any]:
    attrs: dict[str, Any] = json.loads(path.read_text())["attributes"]
    return attrs


def test_every_instrumentation_has_its_fixtures() -> None:
    assert {p.parent.name for p in FIXTURES} == set(SOURCES)
    assert len(FIXTURES) >= 12


@pytest.mark.parametrize("path", FIXTURES, ids=[f"{p.parent.name}/{p.stem}" for p in FIXTURES])
def test_messages_are_read_and_written_back_equal(path: Path) -> None:
    attrs = _attrs(path)
    original = json.loads(attrs["gen_ai.input.messages"])
    messages = from_otel_messages(original)
    assert _no_nulls(to_otel_input_messages(messages)) == _no_nulls(original)
    if "gen_ai.output.messages" in attrs:
        original = json.loads(attrs["gen_ai.output.messages"])
        messages = from_otel_messages(original)
        assert _no_nulls(to_otel_output_messages(messages)) == _no_nulls(original)
        chatschema.validate(to_otel_output_messages(messages), "OtelOutputMessages")
    if "gen_ai.system_instructions" in attrs:
        original = json.loads(attrs["gen_ai.system_instructions"])
        (system,) = from_otel_messages([], system_instructions=original)
        assert to_otel_system_instructions([system]) == _no_nulls(original)


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_fixtures_are_what_the_installed_instrumentation_writes(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    try:
        version(SOURCES[name][0])
    except PackageNotFoundError:
        pytest.skip(f"{SOURCES[name][0]} is not installed here (see generate.py)")
    for key, value in ENV.items():
        monkeypatch.setenv(key, value)
    for conversation, fixture in record(name).items():
        stored = json.loads((HERE / name / f"{conversation}.json").read_text())
        assert stored == json.loads(json.dumps(fixture)), f"{name}/{conversation}"


@pytest.mark.parametrize(
    "value",
    [
        # Gemini: parallel responses in one user message, as objects
        [
            {
                "role": "user",
                "parts": [
                    {"type": "tool_call_response", "id": "a", "response": {"t": 18}},
                    {"type": "tool_call_response", "id": "b", "response": {"t": 21}},
                ],
            }
        ],
        # pydantic-ai: text and a response in one user message
        [
            {
                "role": "user",
                "parts": [
                    {"type": "text", "content": "Here you go."},
                    {"type": "tool_call_response", "id": "a", "response": [1, 2]},
                ],
            }
        ],
        # two tool messages stay two
        [
            {"role": "tool", "parts": [{"type": "tool_call_response", "id": "a", "response": None}]},
            {"role": "tool", "parts": [{"type": "tool_call_response", "id": "b", "response": "ok"}]},
        ],
    ],
)
def test_tool_responses_keep_their_role_object_form_and_message(value: list[dict[str, Any]]) -> None:
    messages = from_otel_messages(value)
    assert all(m.type in ("human", "tool") for m in messages)
    assert to_otel_input_messages(messages) == value


def test_the_marker_is_in_additional_kwargs_and_invisible_when_written() -> None:
    value = [{"role": "user", "parts": [{"type": "tool_call_response", "id": "a", "response": {"t": 18}}]}]
    (tool,) = from_otel_messages(value)
    assert tool.content == '{"t":18}'
    assert tool.additional_kwargs == {"otel": {"role": "user", "response": "json"}}
