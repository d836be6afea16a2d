"""The loss table of docs/providers.md is what the converters do: each row, for each target."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

import pytest

from chatschema import (
    AIMessage,
    ChatMessage,
    ConversionError,
    HumanMessage,
    LossWarning,
    SystemMessage,
    ToolMessage,
)
from chatschema._formats import FORMATS
from tests.convert.providers import sdk_oracle
from tests.convert.providers.conftest import CONVERTERS

DOC = Path(__file__).resolve().parents[3] / "docs" / "providers.md"
PNG = "iVBORw0KGgo="
TARGETS = {f.title: f.name for f in FORMATS if f.line == "payload"}
"""The columns of the loss table: each provider request format, by its title."""
CALL = {"name": "f", "args": {}, "id": "c1"}

ROWS: dict[str, list[Any]] = {
    "text": [HumanMessage([{"type": "text", "text": "hi"}])],
    "image, base64": [HumanMessage([{"type": "image", "base64": PNG, "mime_type": "image/png"}])],
    "image, URL": [HumanMessage([{"type": "image", "url": "https://example.com/a.png"}])],
    "image, file id": [HumanMessage([{"type": "image", "file_id": "file-1"}])],
    "file, PDF base64": [
        HumanMessage([{"type": "file", "base64": "JVBERi0=", "mime_type": "application/pdf"}])
    ],
    "file, other base64": [
        HumanMessage([{"type": "file", "base64": "UEsDBA==", "mime_type": "application/zip"}])
    ],
    "file, URL": [HumanMessage([{"type": "file", "url": "https://example.com/a.pdf"}])],
    "file, file id": [HumanMessage([{"type": "file", "file_id": "file-1"}])],
    "text-plain": [HumanMessage([{"type": "text-plain", "text": "abc", "mime_type": "text/plain"}])],
    "audio, base64": [HumanMessage([{"type": "audio", "base64": "UklGRg==", "mime_type": "audio/wav"}])],
    "video, URL": [HumanMessage([{"type": "video", "url": "gs://b/v.mp4", "mime_type": "video/mp4"}])],
    "image in an AI message": [AIMessage([{"type": "image", "base64": PNG, "mime_type": "image/png"}])],
    "tool call": [AIMessage("", tool_calls=[CALL])],
    "tool result": [AIMessage("", tool_calls=[CALL]), ToolMessage("ok", tool_call_id="c1")],
    "image in a tool result": [
        AIMessage("", tool_calls=[CALL]),
        ToolMessage([{"type": "image", "base64": PNG, "mime_type": "image/png"}], tool_call_id="c1"),
    ],
    "reasoning (other provider)": [AIMessage([{"type": "reasoning", "reasoning": "r"}])],
    "refusal": [AIMessage([{"type": "refusal", "refusal": "no"}])],
    "server tool call or result (other provider)": [
        AIMessage([{"type": "server_tool_call", "name": "web_search", "args": {}, "id": "s1"}])
    ],
    "non-standard (other provider)": [AIMessage([{"type": "non_standard", "value": {"type": "poll"}}])],
    "image in a system message": [
        SystemMessage([{"type": "image", "base64": PNG, "mime_type": "image/png"}])
    ],
    "chat message with a custom role": [ChatMessage("x", role="critic")],
    "text-plain title": [
        HumanMessage([{"type": "text-plain", "text": "abc", "mime_type": "text/plain", "title": "Notes"}])
    ],
    "text-plain context": [
        HumanMessage([{"type": "text-plain", "text": "abc", "mime_type": "text/plain", "context": "May"}])
    ],
    "message name": [HumanMessage("hi", name="alice")],
    "refusal read from Chat Completions": [AIMessage("", additional_kwargs={"refusal": "no"})],
    "legacy function call": [
        AIMessage("", additional_kwargs={"function_call": {"name": "f", "arguments": "{}"}})
    ],
}


def table() -> dict[str, dict[str, str]]:
    """Row name -> target -> ``"✓"`` or ``"✗"``, read from docs/providers.md."""
    lines = DOC.read_text().splitlines()
    start = lines.index(f"| block (where) | {' | '.join(TARGETS)} |")
    out: dict[str, dict[str, str]] = {}
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        name, *cells = [cell.strip() for cell in line.strip("|").split("|")]
        out[name] = {TARGETS[t]: cell[0] for t, cell in zip(TARGETS, cells, strict=True)}
    return out


def test_the_table_has_every_row() -> None:
    assert list(table()) == list(ROWS)


@pytest.mark.parametrize("row", list(ROWS))
def test_each_row_is_what_the_converters_do(row: str) -> None:
    messages = ROWS[row]
    for target, mark in table()[row].items():
        write = CONVERTERS[target].write
        if mark == "✓":
            with warnings.catch_warnings():
                warnings.simplefilter("error")
                sdk_oracle.check(target, write(messages))
            continue
        assert mark == "✗"
        with pytest.raises(ConversionError):
            write(messages)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            sdk_oracle.check(target, write(messages, strict=False))
        assert [type(w.message) for w in caught] == [LossWarning], (row, target)
