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


PROVIDER_NAMES = st.sampled_from([None, "anthropic", "google_genai", "openai", "bedrock_converse"])
BLOCK = st.dictionaries(KEYS, JSON, max_size=5).map(lambda block: {**block, "type": block.get("type", "x")})


@given(
    st.lists(
        st.tuples(
            st.sampled_from(["human", "ai", "system", "tool"]),
            st.lists(BLOCK | st.text(max_size=3), max_size=3),
        ),
        max_size=4,
    ),
    PROVIDER_NAMES,
)
def test_writers_raise_only_conversion_errors_on_any_valid_messages(turns: list[Any], provider: Any) -> None:
    """Messages the constructors accept, holding blocks of any shape, from any provider: writers
    raise nothing but ``ValidationError`` (a ``ConversionError`` only when strict)."""
    messages: list[Any] = []
    for kind, content in turns:
        try:
            if kind == "ai":
                messages.append(chatschema.AIMessage(content, response_metadata={"model_provider": provider}))
            elif kind == "tool":
                messages.append(chatschema.ToolMessage(content, tool_call_id="c1", name="f"))
            else:
                messages.append(
                    {"human": chatschema.HumanMessage, "system": chatschema.SystemMessage}[kind](content)
                )
        except chatschema.ValidationError:
            continue
    for convert in CONVERTERS.values():
        try:
            convert.write(messages)
        except chatschema.ValidationError:
            pass
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", chatschema.LossWarning)
            try:
                convert.write(messages, strict=False)
            except chatschema.ValidationError as error:
                assert not isinstance(error, chatschema.ConversionError)
