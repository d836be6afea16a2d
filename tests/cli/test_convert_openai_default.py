"""``chatschema convert --to openai`` writes what the Chat Completions API takes by default
(``strict=False``, each loss reported on stderr with its line and path); LangChain's output is
behind ``--langchain-compatible``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import chatschema
from chatschema import AIMessage, HumanMessage, LossWarning, ToolMessage
from chatschema.convert._openai import convert_to_openai_messages
from tests.cli.conftest import DEMO, Result, write_log
from tests.convert import sdk_oracle

Cli = Any

HISTORY = [
    HumanMessage("Weather in Oslo?"),
    AIMessage(
        [
            {"type": "reasoning", "reasoning": "Call the tool."},
            {"type": "text", "text": "Checking."},
        ],
        tool_calls=[{"name": "weather", "args": {"city": "Oslo"}, "id": "c1"}],
        name="planner",
    ),
    ToolMessage("Sunny", tool_call_id="c1"),
]


def _write(path: Path, lines: list[Any]) -> Path:
    path.write_bytes(b"".join(chatschema.encode(line) + b"\n" for line in lines))
    return path


def _invalid(result: Result) -> list[str]:
    return [
        f"line {n}: {problem}"
        for n, line in enumerate(result.out.splitlines(), 1)
        for message in (lambda v: v if isinstance(v, list) else v.get("messages", [v]))(json.loads(line))
        for problem in sdk_oracle.problems("openai", message)
    ]


def test_default_output_is_what_the_api_takes_and_losses_are_reported(cli: Cli, tmp_path: Path) -> None:
    source = _write(tmp_path / "in.jsonl", [[{"type": m.type, "data": m} for m in HISTORY]])
    result = cli("convert", "--to", "openai", source)
    assert result.code == 0
    with pytest.warns(LossWarning):
        assert json.loads(result.out) == convert_to_openai_messages(HISTORY, strict=False)
    assert _invalid(result) == []
    assert f"{source}:1: $[1].content[0]: " in result.err
    assert result.err.splitlines()[0].endswith("(loss)")
    assert "1 of 1 lines converted, 0 rejected, 1 loss reported" in result.err


def test_langchain_compatible_is_langchain_output(cli: Cli, tmp_path: Path) -> None:
    source = _write(tmp_path / "in.jsonl", [[{"type": m.type, "data": m} for m in HISTORY]])
    result = cli("convert", "--to", "openai", "--langchain-compatible", source)
    assert result.code == 0
    assert json.loads(result.out) == convert_to_openai_messages(HISTORY)
    assert "(loss)" not in result.err
    assert _invalid(result) != []  # LangChain's output keeps the reasoning block, which the API refuses


def test_default_output_of_generated_logs_validates(cli: Cli, tmp_path: Path) -> None:
    source = tmp_path / "log.jsonl"
    write_log(source, 60, seed=27)
    result = cli("convert", "--to", "openai", source)
    assert _invalid(result) == []
    assert _invalid(cli("convert", "--to", "openai", DEMO)) == []


def test_a_document_reports_its_losses_with_the_record_path(cli: Cli, tmp_path: Path) -> None:
    source = tmp_path / "doc.json"
    source.write_bytes(chatschema.encode([[{"type": m.type, "data": m} for m in HISTORY]]))
    result = cli("convert", "--to", "openai", source)
    assert result.code == 0, result.err
    assert f"{source}:1: $[0][1].content[0]: " in result.err
