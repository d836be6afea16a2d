"""Every reader reads what users have, or raises: a shape it does not recognise is a
ValidationError with a JSON path, never an empty message nor a silently shortened history.

The response readers (``ai_message_from_*``) are given the other providers' responses and shapes
that are no response at all; the request readers (``convert_from_*``) the other providers'
requests and values that are no request. Gemini's camelCase REST JSON is read, not refused
(tests/convert/test_model_responses.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import chatschema
from chatschema import ValidationError

RESPONSES: dict[str, tuple[Callable[[Any], Any], dict[str, Any]]] = {
    "anthropic": (
        chatschema.ai_message_from_anthropic,
        {
            "id": "msg_1",
            "type": "message",
            "role": "assistant",
            "model": "claude-sonnet-4-5",
            "content": [{"type": "text", "text": "Hi"}],
            "stop_reason": "end_turn",
            "usage": {"input_tokens": 3, "output_tokens": 1},
        },
    ),
    "openai": (
        chatschema.ai_message_from_openai,
        {
            "id": "chatcmpl-1",
            "object": "chat.completion",
            "model": "gpt-4.1",
            "choices": [
                {"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": "Hi"}}
            ],
        },
    ),
    "openai-responses": (
        chatschema.ai_message_from_openai_responses,
        {
            "id": "resp_1",
            "object": "response",
            "model": "gpt-5",
            "status": "completed",
            "output": [
                {
                    "type": "message",
                    "id": "msg_1",
                    "role": "assistant",
                    "status": "completed",
                    "content": [{"type": "output_text", "text": "Hi", "annotations": []}],
                }
            ],
        },
    ),
    "gemini": (
        chatschema.ai_message_from_gemini,
        {
            "model_version": "gemini-2.5-flash",
            "candidates": [
                {"finish_reason": "STOP", "content": {"role": "model", "parts": [{"text": "Hi"}]}}
            ],
        },
    ),
}

NOT_RESPONSES: dict[str, Any] = {
    "null": None,
    "number": 5,
    "string": "Hi",
    "list": [],
    "empty object": {},
    "unknown keys": {"foo": 1},
    "bare content": {"content": []},
    "bare output": {"output": []},
    "bare choices": {"choices": []},
    "bare candidates": {"candidates": []},
    "a message": {"role": "assistant", "content": "Hi"},
    "a message item": {"type": "message", "role": "assistant", "content": []},
}


def _raises_with_path(call: Callable[[], Any]) -> ValidationError:
    with pytest.raises(ValidationError) as raised:
        call()
    assert raised.value.path.startswith("$"), raised.value.path
    return raised.value


@pytest.mark.parametrize("name", list(RESPONSES))
def test_each_reader_reads_its_own_response(name: str) -> None:
    read, response = RESPONSES[name]
    message = read(response)
    assert message.text == "Hi"


@pytest.mark.parametrize("other", list(RESPONSES))
@pytest.mark.parametrize("name", list(RESPONSES))
def test_another_providers_response_is_refused(name: str, other: str) -> None:
    if name == other:
        return
    read = RESPONSES[name][0]
    _raises_with_path(lambda: read(RESPONSES[other][1]))


@pytest.mark.parametrize("shape", list(NOT_RESPONSES))
@pytest.mark.parametrize("name", list(RESPONSES))
def test_what_is_no_response_is_refused(name: str, shape: str) -> None:
    read = RESPONSES[name][0]
    _raises_with_path(lambda: read(NOT_RESPONSES[shape]))


REQUESTS: dict[str, tuple[Callable[[Any], Any], Any]] = {
    "openai": (
        chatschema.convert_from_openai_messages,
        {
            "model": "gpt-4.1",
            "messages": [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Hi"}],
        },
    ),
    "anthropic": (
        chatschema.convert_from_anthropic_messages,
        {
            "system": "Be brief.",
            "messages": [{"role": "user", "content": "Hi"}],
        },
    ),
    "gemini": (
        chatschema.convert_from_gemini_contents,
        {
            "system_instruction": {"parts": [{"text": "Be brief."}]},
            "contents": [{"role": "user", "parts": [{"text": "Hi"}]}],
        },
    ),
    "openai-responses": (
        chatschema.convert_from_openai_responses_input,
        {"model": "gpt-5", "instructions": "Be brief.", "input": "Hi"},
    ),
}

NOT_REQUESTS: dict[str, Any] = {
    "null": None,
    "number": 5,
    "string": "Hi",
    "unknown keys": {"foo": 1},
    "a list of numbers": [5],
    "a list of unknown objects": [{"foo": 1}],
    "a list of lists": [[{"role": "user", "content": "Hi"}]],
}


@pytest.mark.parametrize("name", list(REQUESTS))
def test_each_request_reader_reads_its_own_request(name: str) -> None:
    read, request = REQUESTS[name]
    messages = read(request)
    assert [m.text for m in messages] == ["Be brief.", "Hi"]


@pytest.mark.parametrize("other", list(REQUESTS))
@pytest.mark.parametrize("name", list(REQUESTS))
def test_another_providers_request_is_read_whole_or_refused(name: str, other: str) -> None:
    """A request of another provider is refused, or read with nothing left out (its system text)."""
    read = REQUESTS[name][0]
    try:
        messages = read(REQUESTS[other][1])
    except ValidationError as error:
        assert error.path.startswith("$")
        return
    assert [m.text for m in messages] == ["Be brief.", "Hi"]


@pytest.mark.parametrize(
    ("name", "shape"),
    # a string is a Responses input: one user message
    [(n, s) for n in REQUESTS for s in NOT_REQUESTS if (n, s) != ("openai-responses", "string")],
)
def test_what_is_no_request_is_refused(name: str, shape: str) -> None:
    read = REQUESTS[name][0]
    _raises_with_path(lambda: read(NOT_REQUESTS[shape]))


def test_a_responses_item_of_an_unknown_type_is_kept_and_an_untyped_one_refused() -> None:
    read = chatschema.ai_message_from_openai_responses
    item = {"type": "local_shell_call", "id": "lsh_1", "call_id": "c1", "action": {"command": ["ls"]}}
    assert read({"object": "response", "output": [item]}).content == [item]
    error = _raises_with_path(lambda: read({"object": "response", "output": [{"id": "x"}]}))
    assert error.path == "$.output[0].type"
    part = {"type": "output_audio", "data": "AAAA"}
    message = {"type": "message", "id": "m", "role": "assistant", "content": [part]}
    error = _raises_with_path(lambda: read({"object": "response", "output": [message]}))
    assert error.path == "$.output[0].content[0].type"
