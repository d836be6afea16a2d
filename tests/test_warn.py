"""Warnings point at the caller's line, whatever the depth inside chatschema they are raised at."""

from __future__ import annotations

import json
import warnings
from collections.abc import Callable
from typing import Any

import pytest

import chatschema
from chatschema import AIMessage, HumanMessage, RemoveMessage
from chatschema.blocks import convert_to_openai_data_block
from chatschema.convert import messages_to_langchainjs
from chatschema.otel import from_otel_messages

_BLOCK = {"type": "file", "source_type": "url", "data": ""}
_RECORD = {  # content_blocks that differ from the blocks of its content: dropped, with a LossWarning
    "lc": 1,
    "type": "constructor",
    "id": ["langchain_core", "messages", "HumanMessage"],
    "kwargs": {"content": [_BLOCK], "content_blocks": [{"type": "text", "text": "x"}]},
}
_AUDIO = HumanMessage(
    [{"type": "text", "text": "Listen"}, {"type": "audio", "base64": "UklGRg==", "mime_type": "audio/wav"}]
)
_TOOL_USE = HumanMessage(
    [{"type": "tool_use", "id": "c1", "name": "f", "input": {}}]
)  # not in a user message
_BIG = AIMessage("", additional_kwargs={"deep": {"er": [1, {"still": 2**60}]}})  # found by a recursive walk
_OTEL = json.dumps([{"role": "user", "parts": [{"type": "text", "content": "x"}, {"type": "text"}]}])

CALLS: dict[str, Callable[[], Any]] = {
    "messages_from_lc_json": lambda: chatschema.messages_from_lc_json([_RECORD], strict=False),
    "messages_from_lc_json, many": lambda: chatschema.messages_from_lc_json([_RECORD] * 200, strict=False),
    "message_from_lc_json": lambda: chatschema.message_from_lc_json(_RECORD, strict=False),
    "messages_from_langchainjs": lambda: chatschema.messages_from_langchainjs([_RECORD], strict=False),
    "messages_from_langchainjs, many": lambda: chatschema.messages_from_langchainjs(
        [_RECORD] * 200, strict=False
    ),
    "messages_to_langchainjs, a deep integer": lambda: messages_to_langchainjs([_BIG], strict=False),
    "messages_to_langchainjs, a remove message": lambda: messages_to_langchainjs(
        [RemoveMessage(id="1")], strict=False
    ),
    "convert_to_openai_messages": lambda: chatschema.convert_to_openai_messages([_TOOL_USE], strict=False),
    "convert_to_anthropic_messages": lambda: chatschema.convert_to_anthropic_messages([_AUDIO], strict=False),
    "from_otel_messages": lambda: from_otel_messages(_OTEL, errors="keep"),
    "convert_to_openai_data_block": lambda: convert_to_openai_data_block(
        {"type": "file", "base64": "JVBE", "mime_type": "application/pdf"}
    ),
}


@pytest.mark.parametrize("name", CALLS)
def test_a_warning_points_at_the_callers_line(name: str) -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        CALLS[name]()
    assert caught
    assert {w.filename for w in caught} == {__file__}, [
        (w.filename, w.lineno, str(w.message)) for w in caught
    ]
