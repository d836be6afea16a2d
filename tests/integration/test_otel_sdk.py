"""The real opentelemetry-sdk: set the gen_ai.* attributes on a span, export it, read them back.

The attributes go through the SDK's own attribute handling (``span.set_attributes``, span limits,
the in-memory exporter), then are validated against the official schemas and read back into equal
messages.
"""

from __future__ import annotations

import json

import pytest

import chatschema
from chatschema import AIMessage, HumanMessage, SystemMessage, ToolMessage
from chatschema.otel import (
    INPUT_MESSAGES,
    OUTPUT_MESSAGES,
    SYSTEM_INSTRUCTIONS,
    from_otel_messages,
    otel_attributes,
)
from tests.otel.cases import official

trace_sdk = pytest.importorskip("opentelemetry.sdk.trace")
from opentelemetry.sdk.trace.export import SimpleSpanProcessor  # noqa: E402
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter  # noqa: E402

HISTORY = [
    HumanMessage(
        [{"type": "text", "text": "Weather in Paris?"}, {"type": "image", "url": "https://x/p.png"}], id="h1"
    ),
    AIMessage("", tool_calls=[{"name": "weather", "args": {"city": "Paris"}, "id": "c1"}], id="a1"),
    ToolMessage("18C and sunny", tool_call_id="c1", id="t1"),
]
ANSWER = AIMessage(
    "It is 18C and sunny in Paris.",
    id="a2",
    response_metadata={"finish_reason": "stop", "model_name": "m"},
    usage_metadata={"input_tokens": 30, "output_tokens": 9, "total_tokens": 39},
)


def _export(attributes: dict[str, str], **limits: int) -> dict[str, object]:
    exporter = InMemorySpanExporter()
    provider = trace_sdk.TracerProvider(span_limits=trace_sdk.SpanLimits(**limits) if limits else None)
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = provider.get_tracer("chatschema-tests")
    with tracer.start_as_current_span("chat m") as span:
        span.set_attributes({"gen_ai.operation.name": "chat", **attributes})
    provider.shutdown()
    (finished,) = exporter.get_finished_spans()
    assert finished.attributes is not None
    return dict(finished.attributes)


def test_attributes_survive_a_real_span() -> None:
    exported = _export(
        otel_attributes(HISTORY, [ANSWER], system=[SystemMessage("Be brief.")], include_metadata=True)
    )
    files = {
        INPUT_MESSAGES: ("OtelInputMessages", "gen-ai-input-messages.json"),
        OUTPUT_MESSAGES: ("OtelOutputMessages", "gen-ai-output-messages.json"),
        SYSTEM_INSTRUCTIONS: ("OtelSystemInstructions", "gen-ai-system-instructions.json"),
    }
    for name, (title, file) in files.items():
        text = exported[name]
        assert isinstance(text, str)
        chatschema.validate(text, title)
        assert list(official(file).iter_errors(json.loads(text))) == []
    assert from_otel_messages(exported[INPUT_MESSAGES]) == HISTORY
    assert from_otel_messages(exported[OUTPUT_MESSAGES]) == [ANSWER]
    assert from_otel_messages(
        exported[INPUT_MESSAGES], system_instructions=exported[SYSTEM_INSTRUCTIONS]
    ) == [
        SystemMessage("Be brief."),
        *HISTORY,
    ]


def test_max_bytes_keeps_the_sdk_from_cutting_the_json() -> None:
    long = [HumanMessage("tell me " * 500), AIMessage("sure " * 500)]
    limit = 1000
    # the SDK's own limit cuts the string anywhere and leaves broken JSON
    cut_by_sdk = _export(otel_attributes(long), max_attribute_length=limit)[INPUT_MESSAGES]
    assert isinstance(cut_by_sdk, str)
    with pytest.raises(json.JSONDecodeError):
        json.loads(cut_by_sdk)
    # max_bytes cuts the contents first, so the value stays valid JSON under the same limit
    ours = _export(otel_attributes(long, max_bytes=limit), max_attribute_length=limit)[INPUT_MESSAGES]
    assert isinstance(ours, str) and len(ours) <= limit
    chatschema.validate(ours, "OtelInputMessages")
    assert [m.type for m in from_otel_messages(ours)] == ["human", "ai"]


def test_redacted_attributes_on_a_span() -> None:
    exported = _export(otel_attributes(HISTORY, [ANSWER], redact=True))
    text = exported[INPUT_MESSAGES]
    assert isinstance(text, str) and "Paris" not in text
    chatschema.validate(text, "OtelInputMessages")
    back = from_otel_messages(text)
    assert [m.type for m in back] == ["human", "ai", "tool"]
    assert back[1].tool_calls == [{"name": "weather", "args": {}, "id": "c1", "type": "tool_call"}]
