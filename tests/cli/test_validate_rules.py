"""``chatschema validate --rules PROVIDER``: conversation rules after the schema check."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from chatschema import check_conversation
from chatschema.batch._convert import read_messages
from tests.cli.conftest import Result

Cli = Callable[..., Result]

CALL = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
LINES = [
    [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "yo"}],  # fine everywhere
    [
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": "", "tool_calls": [CALL]},
        {"role": "user", "content": "?"},
    ],  # a call without its result
    {
        "messages": [
            {"role": "assistant", "content": "Hello"},
            {"role": "user", "content": "hi"},
            {"role": "system", "content": "late"},
        ]
    },  # a record; Gemini and Anthropic object
    [{"role": "user", "content": 7}],  # a schema error, reported as before
    [
        {"type": "human", "data": {"content": "hi"}},
        {"type": "tool", "data": {"content": "r", "tool_call_id": "c9"}},
    ],
]


@pytest.fixture
def log(tmp_path: Path) -> Path:
    path = tmp_path / "chats.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in LINES) + "\n\n")
    return path


def test_rules_add_errors_with_file_line_and_path(cli: Cli, log: Path) -> None:
    result = cli("validate", "--rules", "gemini", log)
    assert result.code == 1
    errors = [line for line in result.out.splitlines() if line.startswith(str(log))]
    assert errors == [
        f"{log}:2: $[1].tool_calls[0]: gemini rule missing_tool_result: "
        "tool call 'c1' has no result before the next message ($[2])",
        f"{log}:3: $.messages[0]: gemini rule first_message_not_user: "
        "Gemini needs the first turn to be the user's",
        f"{log}:4: $[0].content: Expected `str | array`, got `int`",
        f"{log}:5: $[1]: gemini rule orphan_tool_result: "
        "no tool call 'c9' in the AI message before this result",
    ]
    assert "checked 5 lines in 1 file: 1 valid, 4 invalid" in result.out


@pytest.mark.parametrize("provider", ["openai", "openai-responses", "anthropic", "gemini"])
def test_each_line_reports_the_first_problem_check_conversation_finds(
    cli: Cli, log: Path, provider: str
) -> None:
    result = cli("validate", "--rules", provider, "--report", "json", log)
    by_line = {error["line"]: error for error in result.json()["errors"]}
    for number, line in enumerate(LINES, 1):
        if number == 4:
            continue
        _, messages = read_messages(line, "auto")
        problems = check_conversation(messages, provider)  # type: ignore[arg-type]
        if not problems:
            assert number not in by_line
            continue
        base = "$.messages" if isinstance(line, dict) else "$"
        assert by_line[number]["path"] == base + problems[0].path[1:]
        assert by_line[number]["message"] == f"{provider} rule {problems[0].code}: {problems[0].message}"


def test_without_rules_nothing_changes(cli: Cli, log: Path) -> None:
    assert "checked 5 lines in 1 file: 4 valid, 1 invalid" in cli("validate", log).out


def test_rules_in_a_json_document_and_with_jobs(cli: Cli, tmp_path: Path, log: Path) -> None:
    document = tmp_path / "history.json"
    document.write_text(json.dumps([LINES[0], LINES[1]], indent=2))
    result = cli("validate", "--rules", "openai", document)
    assert f"{document}:1: $[1][1].tool_calls[0]: openai rule missing_tool_result" in result.out
    assert (
        cli("validate", "--rules", "anthropic", "--jobs", "2", log).out
        == cli("validate", "--rules", "anthropic", "--jobs", "1", log).out
    )


def test_unknown_provider_is_a_usage_error(cli: Cli, log: Path) -> None:
    result = cli("validate", "--rules", "bedrock", log)
    assert result.code == 2
    assert "invalid choice: 'bedrock'" in result.err
