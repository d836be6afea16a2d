"""``chatschema stats``: counts by type, tool calls, blocks and tokens."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import chatschema
from chatschema._tokens import count_tokens_approximately
from tests.cli.conftest import DEMO, Result, write_log

Cli = Callable[..., Result]


def test_demo_counts(cli: Cli) -> None:
    result = cli("stats", "--report", "json", DEMO)
    assert result.code == 1  # four lines could not be read; they are left out
    stats = result.json()
    assert (stats["lines"], stats["invalid"], stats["conversations"]) == (11, 4, 5)
    assert stats["messages"] == {"ai": 8, "human": 6, "system": 3, "tool": 2}
    assert (stats["tool_calls"], stats["tools"]) == (2, {"convert": 1, "get_weather": 1})
    assert stats["blocks"] == {"image": 1, "reasoning": 1, "text": 3}
    assert stats["string_contents"] == 16
    assert stats["tokens"] == 322
    assert len([line for line in result.err.splitlines() if line.startswith(str(DEMO))]) == 4


def test_tokens_are_count_tokens_approximately_per_line(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "lc.jsonl"
    lines = [line for line in write_log(tmp_path / "all.jsonl", 40) if b'"data"' in line]
    path.write_bytes(b"\n".join(lines))
    expected = sum(
        count_tokens_approximately(chatschema.messages_from_dict(json.loads(line))) for line in lines
    )
    tool_calls = sum(
        len(m.tool_calls)
        for line in lines
        for m in chatschema.messages_from_dict(json.loads(line))
        if m.type == "ai"
    )
    stats = cli("stats", "--report", "json", path).json()
    assert stats["tokens"] == expected
    assert stats["tool_calls"] == tool_calls
    assert stats["conversations"] == len(lines)


def test_text_report(cli: Cli) -> None:
    out = cli("stats", DEMO).out
    assert out.splitlines()[:3] == [
        "lines            11 (4 invalid)",
        "conversations    5",
        "messages         19: ai 8, human 6, system 3, tool 2",
    ]
    assert "tool calls       2: convert 1, get_weather 1" in out
    assert "tokens (approx)  322" in out


def test_forms_give_the_same_counts(cli: Cli, tmp_path: Path) -> None:
    """The same conversations in stored, flat and OpenAI form count the same (ids aside)."""
    source = tmp_path / "lc.jsonl"
    lines = [line for line in write_log(tmp_path / "all.jsonl", 40, seed=4) if b'"data"' in line]
    source.write_bytes(b"\n".join(lines))
    flat, openai = tmp_path / "flat.jsonl", tmp_path / "openai.jsonl"
    cli("convert", "--to", "flat", "-o", flat, source)
    cli("convert", "--to", "openai", "-o", openai, source)
    counts = [cli("stats", "--report", "json", p).json() for p in (source, flat, openai)]
    assert counts[0] == counts[1]
    for key in ("messages", "tool_calls", "tools", "conversations"):
        assert counts[2][key] == counts[0][key]


def test_jobs_2(cli: Cli, mixed_log: Path) -> None:
    assert cli("stats", "-j", "2", mixed_log).out == cli("stats", mixed_log).out


def test_valid_input_exits_0(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "ok.jsonl"
    write_log(path, 5)
    result = cli("stats", path)
    assert (result.code, result.err) == (0, "")
