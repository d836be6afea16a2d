"""chatschema.pydantic without a web framework: pydantic models and TypeAdapter."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from pydantic import BaseModel, TypeAdapter
from pydantic import ValidationError as PydanticValidationError

import chatschema
from chatschema.pydantic import (
    ERROR_TYPE,
    AIMessage,
    AnyMessage,
    ContentBlock,
    SerializedMessage,
    ToolCall,
    pydantic_type,
)
from tests.conformance.strategies import conversations

Json = Any
HISTORY = TypeAdapter(list[AnyMessage])


class Reply(BaseModel):
    message: AIMessage
    blocks: list[ContentBlock] = []
    calls: list[ToolCall] = []


@settings(max_examples=60)
@given(conversations(max_messages=5))
def test_validation_and_serialization_are_decode_and_encode(history: list[Json]) -> None:
    try:
        expected = chatschema.decode(history, "list[AnyMessage]")
    except chatschema.ValidationError as error:
        with pytest.raises(PydanticValidationError) as caught:
            HISTORY.validate_python(history)
        (detail,) = caught.value.errors()
        assert detail["type"] == ERROR_TYPE
        index = detail["loc"][0]
        assert f"$[{index}]{detail['ctx']['path'][1:]}" == error.path
        return
    got = HISTORY.validate_python(history)
    assert got == expected
    assert [type(m) for m in got] == [type(m) for m in expected]  # the classes themselves, not copies
    # the same JSON (pydantic-core spells some floats differently: 1e16, where msgspec writes 1e+16)
    assert json.loads(HISTORY.dump_json(got)) == json.loads(chatschema.encode(expected))
    assert HISTORY.dump_python(got) == json.loads(chatschema.encode(expected))
    assert HISTORY.validate_json(chatschema.encode(expected)) == expected


def test_instances_are_taken_as_they_are() -> None:
    message = chatschema.AIMessage("hi", tool_calls=[{"name": "f", "args": {}, "id": "c"}])
    reply = Reply(message=message, calls=message.tool_calls)
    assert reply.message is message
    assert Reply.model_validate_json(reply.model_dump_json()) == reply
    assert isinstance(Reply.model_validate(reply.model_dump()).message, chatschema.AIMessage)


def test_error_has_the_field_location_and_the_json_path() -> None:
    with pytest.raises(PydanticValidationError) as caught:
        Reply.model_validate({"message": {"type": "ai", "content": [{"type": "image", "url": 3}]}})
    (detail,) = caught.value.errors()
    assert detail["loc"] == ("message",)
    assert detail["msg"] == "Expected `str`, got `int` (at $.content[0].url)"
    assert detail["ctx"] == {
        "error": "Expected `str`, got `int` (at $.content[0].url)",
        "path": "$.content[0].url",
        "message": "Expected `str`, got `int`",
    }


def test_a_string_is_a_value_never_json_text() -> None:
    content = TypeAdapter(pydantic_type("MessageContent"))
    assert content.validate_python('{"not": "parsed"}') == '{"not": "parsed"}'
    with pytest.raises(PydanticValidationError, match=r"Expected `object`, got `str` \(at \$\)"):
        TypeAdapter(AnyMessage).validate_python('{"type": "human", "content": "hi"}')
    with pytest.raises(PydanticValidationError, match="Expected parsed JSON, got bytes"):
        TypeAdapter(AnyMessage).validate_python(b'{"type": "human", "content": "hi"}')


def test_pydantic_type_takes_titles_classes_and_lists() -> None:
    stored = {"type": "human", "data": {"content": "hi"}}
    (envelope,) = TypeAdapter(list[SerializedMessage]).validate_python([stored])
    assert envelope.data == chatschema.HumanMessage("hi")
    by_class = TypeAdapter(pydantic_type(chatschema.HumanMessage))
    assert by_class.validate_python({"content": "hi"}) == chatschema.HumanMessage("hi")
    whole = TypeAdapter(pydantic_type(list[chatschema.AnyMessage]))
    with pytest.raises(PydanticValidationError, match=r"\(at \$\[1\]\.content\)"):
        whole.validate_python([{"type": "human", "content": "hi"}, {"type": "ai", "content": 1}])
    with pytest.raises(ValueError, match="unknown schema type"):
        pydantic_type("Nope")


def test_a_lone_surrogate_in_a_string_value_is_kept() -> None:
    assert TypeAdapter(pydantic_type("MessageContent")).validate_python("cut \ud83d") == "cut \ud83d"
