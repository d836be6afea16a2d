"""One reader turns every input into a list of messages: chatschema.convert._to_messages.to_messages."""

from __future__ import annotations

from typing import Any

import pytest

from chatschema import (
    AIMessage,
    HumanMessage,
    ValidationError,
    convert_to_anthropic_messages,
    convert_to_gemini_contents,
    convert_to_messages,
    convert_to_openai_responses_input,
)
from chatschema.convert._to_messages import to_messages


def test_a_list_of_messages_is_copied_as_it_is() -> None:
    messages = [HumanMessage("hi"), AIMessage("yo")]
    out = to_messages(messages)
    assert out == messages and out is not messages and all(a is b for a, b in zip(out, messages, strict=True))


@pytest.mark.parametrize(
    "value",
    [
        [("user", "hi"), {"role": "assistant", "content": "yo"}],
        (m for m in [HumanMessage("hi"), "yo"]),
        ("user", "hi"),
    ],
)
def test_anything_else_is_read_as_convert_to_messages_reads_it(value: Any) -> None:
    items = list(value)
    assert to_messages(items) == convert_to_messages(items)


@pytest.mark.parametrize("single", [HumanMessage("hi"), "hi", {"role": "user", "content": "hi"}])
def test_the_provider_converters_take_sequences_only(single: Any) -> None:
    for convert in (
        convert_to_anthropic_messages,
        convert_to_gemini_contents,
        convert_to_openai_responses_input,
    ):
        with pytest.raises(ValidationError) as caught:
            convert(single)
        assert caught.value.path == "$" and caught.value.message.startswith("Expected a sequence of messages")
    assert to_messages(["hi"]) == [HumanMessage("hi")]
