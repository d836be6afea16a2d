"""LineError is a ValidationError, built as the family is: LineError(message, path)."""

from __future__ import annotations

import pytest

from chatschema.batch import convert_lines, validate_lines
from chatschema.batch._records import LineError, parse_line, read_item
from chatschema.errors import ChatSchemaError, ValidationError


def test_line_error_is_in_the_family() -> None:
    error = LineError("Expected `object`, got `int`", "$[1]")
    assert isinstance(error, ValidationError) and isinstance(error, ChatSchemaError)
    assert (error.message, error.path, str(error)) == (
        "Expected `object`, got `int`",
        "$[1]",
        "Expected `object`, got `int` (at $[1])",
    )


def test_the_readers_raise_it_with_the_path_in_the_line() -> None:
    with pytest.raises(LineError) as caught:
        parse_line(b"[")
    assert caught.value.path == "$" and caught.value.message.startswith("Invalid JSON")
    with pytest.raises(LineError) as caught:
        read_item({"type": "human", "data": {"content": "hi", "mood": 1}}, "lc", "$[2]", extra="forbid")
    assert (caught.value.path, caught.value.message) == ("$[2].data", "Object contains unknown field `mood`")


def test_batch_functions_turn_it_into_error_records() -> None:
    lines = [b'[{"role": "user", "content": "hi"}]', b"{", b'[{"type": "human", "content": "hi", "x": 1}]']
    result = validate_lines(lines)
    assert [(e.line, e.path) for e in result.errors] == [(2, "$"), (3, "$[0]")]
    out, errors = convert_lines(lines, dst="lc")
    assert len(out) == 1 and [(e.line, e.path) for e in errors] == [(2, "$"), (3, "$[0]")]
