"""OpenTelemetry GenAI: chat history into and out of traces, against the official schemas.

The OpenTelemetry GenAI semantic conventions record a model call's messages on its span as JSON
attributes (``gen_ai.input.messages``, ``gen_ai.output.messages``, ``gen_ai.system_instructions``),
in the shape the official JSON Schemas define; chatschema validates them as the schema types
``OtelInputMessages``, ``OtelOutputMessages`` and ``OtelSystemInstructions``. This package turns
messages into those values and back, and builds the span attributes. The mapping is the table in
docs/otel.md. Nothing here imports ``opentelemetry``: the attributes are plain strings.
"""

from chatschema.otel._attributes import (
    FINISH_REASONS,
    INPUT_MESSAGES,
    OUTPUT_MESSAGES,
    SYSTEM_INSTRUCTIONS,
    TRUNCATION_MARKER,
    otel_attributes,
    redact_otel,
    truncate_otel,
)
from chatschema.otel._messages import (
    finish_reason_of,
    from_otel_messages,
    to_otel_input_messages,
    to_otel_output_messages,
    to_otel_system_instructions,
)
from chatschema.otel._tools import TOOL_DEFINITIONS, to_otel_tool_definitions

__all__ = [
    "FINISH_REASONS",
    "INPUT_MESSAGES",
    "OUTPUT_MESSAGES",
    "SYSTEM_INSTRUCTIONS",
    "TOOL_DEFINITIONS",
    "TRUNCATION_MARKER",
    "finish_reason_of",
    "from_otel_messages",
    "otel_attributes",
    "redact_otel",
    "to_otel_input_messages",
    "to_otel_output_messages",
    "to_otel_system_instructions",
    "to_otel_tool_definitions",
    "truncate_otel",
]
