"""Any JSON given to a reader raises nothing but ``ValidationError``; what it reads, every writer takes
(with ``strict=False``, without raising)."""

from __future__ import annotations

import warnings
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

import chatschema
from tests.convert.providers.conftest import CONVERTERS

WORDS = st.sampled_from(
    [
        "user", "assistant", "model", "system", "developer", "text", "tool_result", "tool_use", "thinking",
        "function_call", "function_response", "inline_data", "input_image", "input_file", "message",
        "reasoning", "function_call_output", "image", "document", "base64", "url", "file",
    ]
)  # fmt: skip
KEYS = st.sampled_from(
    [
        "role", "content", "parts", "type", "text", "id", "name", "input", "tool_use_id", "call_id", "output",
        "arguments", "messages", "contents", "system", "system_instruction", "function_call",
        "function_response", "inline_data", "file_data", "thought", "thought_signature", "data", "mime_type",
        "image_url", "file_id", "summary", "source", "response", "args", "is_error", "status", "media_type",
    ]
)  # fmt: skip
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.text(max_size=4) | WORDS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(KEYS, inner, max_size=5),
    max_leaves=25,
)


@given(st.sampled_from(list(CONVERTERS)), JSON)
def test_readers_raise_only_validation_errors_and_writers_take_what_they_read(
    provider: str, value: Any
) -> None:
    try:
        messages = CONVERTERS[provider].read(value)
    except chatschema.ValidationError:
        return
    for convert in CONVERTERS.values():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", chatschema.LossWarning)
            convert.write(messages, strict=False)
