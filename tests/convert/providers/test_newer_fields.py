"""Fields the APIs send that are newer than the pinned SDK types (tests/convert/test_recorded.py
keeps their continuations as strict xfails, docs/providers.md "Recorded traffic"): chatschema keeps
each through reading, storing and writing the next request, and the SDK's request types refuse it."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError as PydanticValidationError

import chatschema
from chatschema import BaseMessage, HumanMessage
from chatschema.convert import (
    ai_message_from_anthropic,
    ai_message_from_openai_responses,
    convert_to_anthropic_messages,
    convert_to_openai_responses_input,
)
from tests.convert.providers import sdk_oracle


def _stored(messages: list[BaseMessage]) -> list[BaseMessage]:
    return chatschema.decode(chatschema.encode(messages), "list[AnyMessage]")  # type: ignore[no-any-return]


def test_an_anthropic_code_execution_results_abort_reason_is_kept() -> None:
    result = {
        "type": "code_execution_tool_result",
        "tool_use_id": "srvtoolu_1",
        "content": {
            "type": "code_execution_result",
            "abort_reason": None,
            "stdout": "1\n",
            "stderr": "",
            "return_code": 0,
            "content": [],
        },
    }
    use = {
        "type": "server_tool_use",
        "id": "srvtoolu_1",
        "name": "code_execution",
        "input": {"code": "print(1)"},
    }
    response = {
        "id": "msg_1",
        "type": "message",
        "role": "assistant",
        "model": "claude-sonnet-4-6",
        "content": [use, result, {"type": "text", "text": "1"}],
        "stop_reason": "end_turn",
        "usage": {"input_tokens": 1, "output_tokens": 2},
    }
    history = [HumanMessage("Run it."), ai_message_from_anthropic(response), HumanMessage("Again.")]
    written = convert_to_anthropic_messages(_stored(history), strict=True)
    assert written["messages"][1]["content"][1] == result
    with pytest.raises((AssertionError, PydanticValidationError), match="abort_reason"):
        sdk_oracle.check("anthropic", written)  # anthropic 2.14.0 has no abort_reason


FILE_SEARCH: dict[str, Any] = {
    "id": "fs_1",
    "type": "file_search_call",
    "queries": ["What is the capital of France?"],
    "status": "completed",
    "results": [
        {
            "attributes": {},
            "file_id": "file-1",
            "filename": "notes.txt",
            "score": 0.97,
            "text": "Paris is the capital of France.",
            "vector_store_id": "vs_1",
        }
    ],
}
WEB_SEARCH: dict[str, Any] = {
    "id": "ws_1",
    "type": "web_search_call",
    "status": "completed",
    "action": {"type": "search", "query": "weather", "sources": [{"type": "api", "name": "oai-weather"}]},
}


@pytest.mark.parametrize(
    ("item", "refused"),
    [(FILE_SEARCH, "vector_store_id"), (WEB_SEARCH, "'url'")],
    ids=["vector_store_id", "api_source"],
)
def test_a_responses_items_newer_fields_are_kept(item: dict[str, Any], refused: str) -> None:
    response = {
        "id": "resp_1",
        "object": "response",
        "created_at": 1,
        "model": "gpt-5",
        "status": "completed",
        "output": [item],
        "usage": {"input_tokens": 1, "output_tokens": 1, "total_tokens": 2},
    }
    history = [HumanMessage("Look it up."), ai_message_from_openai_responses(response)]
    written = convert_to_openai_responses_input(_stored(history))
    assert written[1] == item
    with pytest.raises((AssertionError, PydanticValidationError), match=refused):
        sdk_oracle.check("openai-responses", written[1:])  # openai 3.57.0 has neither
