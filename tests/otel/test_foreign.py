"""Any valid OTel value, whoever wrote it, reads into messages.

The values are drawn part type by part type (every part the official schemas define, with extra
keys, plus generic parts with and without ``generic_type`` and unknown part types), in messages
of every role OTel defines and some it does not. ``from_otel_messages`` must return messages; the
one documented refusal is tool call arguments that are neither an object, null nor JSON text
(``ConversionError`` at their path). Never a ``KeyError`` or ``TypeError`` from inside. Whatever
it returns writes back to a value that validates.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import chatschema
from chatschema import ConversionError
from chatschema.otel import from_otel_messages, to_otel_input_messages
from tests.conformance.strategies import json_objects, json_values, texts

optional_str = st.none() | texts
modality = st.sampled_from(["image", "video", "audio", "document", "3d"])


def part(required: dict[str, Any], optional: dict[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
    fixed = st.fixed_dictionaries(required, optional=optional)
    return st.builds(lambda extra, p: {**extra, **p}, json_objects, fixed)


PARTS = st.one_of(
    part({"type": st.just("text"), "content": texts}, {}),
    part({"type": st.just("reasoning"), "content": texts}, {}),
    part({"type": st.just("blob"), "modality": modality, "content": texts}, {"mime_type": optional_str}),
    part({"type": st.just("uri"), "modality": modality, "uri": texts}, {"mime_type": optional_str}),
    part({"type": st.just("file"), "modality": modality, "file_id": texts}, {"mime_type": optional_str}),
    part({"type": st.just("tool_call"), "name": texts}, {"id": optional_str, "arguments": json_values}),
    part({"type": st.just("tool_call_response"), "response": json_values}, {"id": optional_str}),
    part(
        {"type": st.just("server_tool_call"), "name": texts, "server_tool_call": part({"type": texts}, {})},
        {"id": optional_str},
    ),
    part(
        {
            "type": st.just("server_tool_call_response"),
            "server_tool_call_response": part({"type": texts}, {}),
        },
        {"id": optional_str},
    ),
    part({"type": st.just("compaction")}, {"id": optional_str, "content": optional_str}),
    part({"type": st.just("generic")}, {"generic_type": json_values}),
    part({"type": texts.filter(lambda t: t not in ("text", "reasoning", "blob", "uri", "file"))}, {}),
)
ROLES = st.sampled_from(["user", "assistant", "system", "tool", "function", "critic"])
MESSAGES = st.lists(
    part(
        {"role": ROLES, "parts": st.lists(PARTS, max_size=3)},
        {"name": optional_str, "finish_reason": texts, "id": optional_str},
    ),
    max_size=3,
)


@settings(max_examples=300, deadline=None)
@given(MESSAGES)
def test_any_valid_value_reads_or_fails_with_a_path(value: list[dict[str, Any]]) -> None:
    try:
        chatschema.validate(value, "OtelInputMessages")
    except chatschema.ValidationError:
        return  # the drawing can break a rule (an extra key that is a defined field)
    try:
        messages = from_otel_messages(value)
    except ConversionError as error:
        assert error.path.endswith(".arguments"), error
        return
    chatschema.validate(to_otel_input_messages(messages), "OtelInputMessages")
