"""``get_buffer_string`` (TypeScript ``getBufferString``), both formats, every option."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from chatschema import get_buffer_string
from tests.conformance.vectorgen import Case, Json
from tests.conformance.vectorgen.edges import edge_histories
from tests.conformance.vectorgen.histories import decoded, history_cases


def _buffer(input: Json, options: dict[str, Json]) -> Json:
    return get_buffer_string(decoded(input), **options)


PYTHON: dict[str, Any] = {"get_buffer_string": _buffer}

OPTIONS: tuple[dict[str, Json], ...] = (
    {},
    {"format": "xml"},
    {"format": "prefix", "human_prefix": "User", "ai_prefix": "Bot", "message_separator": "\n\n"},
    {
        "format": "xml",
        "human_prefix": "USER",
        "ai_prefix": 'A"I',
        "system_prefix": "Sys<tem>",
        "function_prefix": "F&n",
        "tool_prefix": "T'o\"ol",
        "message_separator": "",
    },
    {"system_prefix": "S", "function_prefix": "Fn", "tool_prefix": "\u00c9tool", "message_separator": " | "},
    {"format": "xml", "message_separator": "\r\n", "ai_prefix": "\u0130A"},
)


def cases() -> Iterator[Case]:
    op = "get_buffer_string"
    yield op, "bad-format", [{"type": "human", "content": "x"}], {"format": "json"}
    yield from history_cases(op, edge_histories(), OPTIONS)
