"""``chatschema convert --to otel`` / ``--from otel`` and ``validate --type Otel...``."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import chatschema
from chatschema.batch._convert import read_messages
from chatschema.otel import to_otel_input_messages
from tests.cli.conftest import Result, write_log

Cli = Callable[..., Result]


def _lines(path: Path) -> list[Any]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_to_otel_writes_valid_values_that_come_back(cli: Cli, tmp_path: Path) -> None:
    source = tmp_path / "log.jsonl"
    write_log(source, 40)
    otel, flat, direct = tmp_path / "otel.jsonl", tmp_path / "flat.jsonl", tmp_path / "direct.jsonl"
    assert cli("convert", "--to", "otel", "-o", otel, source).code == 0
    for value in _lines(otel):
        if type(value) is list:
            chatschema.validate(value, "OtelInputMessages")
        elif "messages" in value:  # a fine-tuning record keeps its shape
            chatschema.validate(value["messages"], "OtelInputMessages")
    assert cli("convert", "--from", "otel", "--to", "flat", "-o", flat, otel).code == 0
    assert cli("convert", "--to", "flat", "-o", direct, source).code == 0
    assert _lines(flat) == _standard_images(_lines(direct))


def _standard_images(value: Any) -> Any:
    """``value`` with OpenAI ``image_url`` parts as the standard image blocks OTel carries them as
    (docs/otel.md: they come back as the block ``.content_blocks`` makes of them)."""
    if isinstance(value, list):
        return [_standard_images(item) for item in value]
    if not isinstance(value, dict):
        return value
    if value.get("type") == "image_url" and set(value) == {"type", "image_url"}:
        return {"type": "image", "url": value["image_url"]["url"]}
    return {key: _standard_images(item) for key, item in value.items()}


def test_each_line_is_what_to_otel_input_messages_gives(cli: Cli, tmp_path: Path) -> None:
    source = tmp_path / "log.jsonl"
    lines = write_log(source, 8)
    result = cli("convert", "--to", "otel", source)
    for line, written in zip(lines, result.out.splitlines(), strict=True):
        record, messages = read_messages(json.loads(line), "auto")
        expected = to_otel_input_messages(messages, include_metadata=True)  # as the CLI writes them
        got = json.loads(written)
        got = got["messages"] if record.wrapper is not None else got
        assert got == (expected if record.base else expected[0])


def test_from_otel_reports_the_path_of_an_invalid_part(cli: Cli, tmp_path: Path) -> None:
    source = tmp_path / "otel.jsonl"
    good = [{"role": "user", "parts": [{"type": "text", "content": "hi"}]}]
    bad = [{"role": "user", "parts": [{"type": "text", "content": "a"}, {"type": "blob", "content": "x"}]}]
    source.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n")
    result = cli("convert", "--from", "otel", "--to", "lc", source)
    assert result.code == 1
    assert f"{source}:2: $[0].parts[1]: Object missing required field `modality`" in result.err
    assert json.loads(result.out) == chatschema.messages_to_dict([chatschema.HumanMessage("hi")])


def test_validate_type_otel(cli: Cli, tmp_path: Path) -> None:
    source = tmp_path / "otel.jsonl"
    source.write_text(json.dumps([{"role": "user", "parts": [{"type": "text"}]}]) + "\n")
    result = cli("validate", "--type", "OtelInputMessages", source)
    assert result.code == 1
    assert f"{source}:1: $[0].parts[0]: Object missing required field `content`" in result.out + result.err
    source.write_text(json.dumps([{"role": "assistant", "parts": [], "finish_reason": "stop"}]) + "\n")
    assert cli("validate", "--type", "OtelOutputMessages", source).code == 0
