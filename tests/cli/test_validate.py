"""``chatschema validate``: exit codes, error lines and paths, reports, stdin, jobs."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from chatschema.cli import _io as cli_io
from tests.cli.conftest import DEMO, DEMO_ERRORS, Result, write_log

Cli = Callable[..., Result]


def test_valid_file_exits_0(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "ok.jsonl"
    write_log(path, 20)
    result = cli("validate", path)
    assert result.code == 0
    assert result.out.startswith("checked 20 lines in 1 file: 20 valid, 0 invalid\n")
    assert result.err == ""  # off a terminal: no progress bar, nothing extra


def test_demo_errors_have_file_line_and_path(cli: Cli) -> None:
    result = cli("validate", DEMO)
    assert result.code == 1
    errors = [line for line in result.out.splitlines() if line.startswith(str(DEMO))]
    assert len(errors) == len(DEMO_ERRORS)
    for text, (line, path, message) in zip(errors, DEMO_ERRORS, strict=True):
        assert text.startswith(f"{DEMO}:{line}: {path}: {message}")
    assert "checked 11 lines in 1 file: 7 valid, 4 invalid" in result.out
    assert "messages       19 (ai 8, human 6, system 3, tool 2)" in result.out
    assert "conversations  5" in result.out


def test_summary_counts_forms(cli: Cli) -> None:
    assert "forms          openai 10, lc 6, flat 3" in cli("validate", DEMO).out


def test_missing_file_exits_2(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "ok.jsonl"
    write_log(path, 3)
    result = cli("validate", path, tmp_path / "missing.jsonl")
    assert result.code == 2
    assert "cannot read" in result.err and "missing.jsonl" in result.err
    assert "checked 3 lines in 1 file" in result.out  # the readable file was still checked


def test_directory_exits_2(cli: Cli, tmp_path: Path) -> None:
    assert cli("validate", tmp_path).code == 2


@pytest.mark.parametrize(
    "args",
    [("validate", "--type", "NoSuchType", "x.jsonl"), ("validate", "--bogus"), ("validate", "--jobs", "x")],
)
def test_usage_errors_exit_2(cli: Cli, args: tuple[str, ...]) -> None:
    assert cli(*args).code == 2


def test_no_command_exits_2(cli: Cli) -> None:
    assert cli().code == 2


def test_json_report(cli: Cli) -> None:
    result = cli("validate", "--report", "json", DEMO)
    assert result.code == 1
    report = result.json()
    assert [(e["line"], e["path"]) for e in report["errors"]] == [
        (line, path) for line, path, _ in DEMO_ERRORS
    ]
    assert all(e["file"] == str(DEMO) for e in report["errors"])
    summary = report["summary"]
    assert (summary["lines"], summary["valid"], summary["invalid"]) == (11, 7, 4)
    assert summary["messages"] == {"ai": 8, "human": 6, "system": 3, "tool": 2}
    assert summary["forms"] == {"flat": 3, "lc": 6, "openai": 10}
    assert summary["files"] == [str(DEMO)]
    assert summary["stopped_early"] is False


def test_json_report_when_all_valid(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "ok.jsonl"
    write_log(path, 5)
    report = cli("validate", "--report", "json", path).json()
    assert report["errors"] == []
    assert report["summary"]["valid"] == 5


def test_max_errors(cli: Cli, mixed_log: Path) -> None:
    result = cli("validate", "--max-errors", "2", mixed_log)
    assert result.code == 1
    assert len([line for line in result.out.splitlines() if line.startswith(str(mixed_log))]) == 2
    assert "stopped early" in result.out


def test_type_option_checks_every_line_against_it(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "calls.jsonl"
    path.write_text('{"name": "f", "args": {}, "id": "1"}\n{"name": "f", "args": "{}", "id": "2"}\n')
    result = cli("validate", "--type", "ToolCall", path)
    assert result.code == 1
    assert f"{path}:2: $.args: Expected `object`, got `str`" in result.out
    # a flat conversation is not in the stored form
    flat = tmp_path / "flat.jsonl"
    flat.write_text('[{"type": "human", "content": "hi"}]\n')
    assert cli("validate", "--type", "list[AnyMessage]", flat).code == 0
    assert (
        "$[0]: Object contains unknown field `content`"
        in cli("validate", "--type", "list[SerializedMessage]", flat).out
    )


def test_blank_lines_are_skipped_but_counted_in_line_numbers(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "gaps.jsonl"
    path.write_text('\n[{"role": "user", "content": "hi"}]\n\n   \n[3]\n')
    result = cli("validate", path)
    assert f"{path}:5: $[0]: Expected `object`, got `int`" in result.out
    assert "checked 2 lines" in result.out


def test_crlf_lines(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "crlf.jsonl"
    path.write_bytes(b'[{"role": "user", "content": "hi"}]\r\n[{"type": "human", "content": "yo"}]\r\n')
    assert cli("validate", path).code == 0


def test_single_message_lines(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "messages.jsonl"
    path.write_text(
        '{"type": "human", "content": "hi"}\n'
        '{"type": "ai", "data": {"content": "yo"}}\n'
        '{"role": "assistant", "content": "ok"}\n'
        '{"type": "tool", "content": "x"}\n'
    )
    result = cli("validate", "--report", "json", path)
    report = result.json()
    assert report["summary"]["conversations"] == 0
    assert report["summary"]["messages"] == {"ai": 2, "human": 1}
    assert report["errors"] == [
        {"file": str(path), "line": 4, "path": "$", "message": "Object missing required field `tool_call_id`"}
    ]


def test_dispatch_is_on_tags(cli: Cli, tmp_path: Path) -> None:
    # a role decides (except on chat messages, where it is a field); data without content is the stored form
    path = tmp_path / "tags.jsonl"
    path.write_text(
        '[{"type": "chat", "role": "critic", "content": "meh"}]\n'
        '[{"role": "user", "type": "ai", "content": "hi"}]\n'
        '[{"type": "human", "data": {"content": "x"}, "content": "y"}]\n'
    )
    report = cli("validate", "--report", "json", path).json()
    assert report["summary"]["messages"] == {"chat": 1, "human": 1}
    assert report["summary"]["forms"] == {"flat": 1, "openai": 1}
    assert [(e["line"], e["path"]) for e in report["errors"]] == [(3, "$[0]")]


def test_stdin(cli_process: Cli) -> None:
    data = DEMO.read_bytes()
    result = cli_process("validate", "-", stdin=data)
    assert result.code == 1
    assert "<stdin>:6: $[2].data.tool_calls[0].args: Expected `object`, got `str`" in result.out
    assert cli_process("validate", stdin=data).out == result.out  # no path means stdin
    assert result.err == ""


def test_stdin_only_once(cli: Cli) -> None:
    assert cli("validate", "-", "-").code == 2


def test_jobs_2_prints_exactly_what_jobs_1_prints(
    cli: Cli, mixed_log: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cli_io, "CHUNK_SIZE", 4096)  # many chunks, so workers finish out of order
    other = tmp_path / "other.jsonl"
    write_log(other, 150, seed=5, broken_every=11)
    one = cli("validate", mixed_log, other)
    two = cli("validate", "--jobs", "2", mixed_log, other)
    assert one.code == two.code == 1
    assert one.out == two.out
    assert one.out.count(": $") == 10 + 13
    json_one = cli("validate", "--report", "json", mixed_log, other).json()
    json_two = cli("validate", "--report", "json", "-j", "2", mixed_log, other).json()
    assert json_one == json_two


def test_chunking_does_not_change_the_result(
    cli: Cli, mixed_log: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    whole = cli("validate", "--report", "json", mixed_log).json()
    for size in (97, 4096, 100_000):
        monkeypatch.setattr(cli_io, "CHUNK_SIZE", size)
        assert cli("validate", "--report", "json", mixed_log).json() == whole


def test_json_document(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "history.json"
    history = [
        [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "yo"}],
        [{"type": "human", "content": "x"}, {"type": "ai", "content": 5}],
    ]
    path.write_text(json.dumps(history, indent=2))
    result = cli("validate", path)
    assert result.code == 1
    assert f"{path}:1: $[1][1].content: Expected `str | array`, got `int`" in result.out
    assert "checked 2 lines" in result.out
    # one conversation, pretty-printed, with no .json suffix: detected as a document
    single = tmp_path / "one.txt"
    single.write_text(json.dumps(history[0], indent=2))
    assert "1 valid, 0 invalid" in cli("validate", single).out
    # forced JSONL: every line of the pretty-printed document is broken
    assert cli("validate", "--format", "jsonl", single).code == 1


def test_json_format_invalid_document(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('[{"role": "user", "content": "hi"}')
    result = cli("validate", "--format", "json", path)
    assert result.code == 1
    assert f"{path}:1: $: Invalid JSON" in result.out


def test_auto_format_falls_back_to_jsonl_when_not_a_document(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "lines.json"
    path.write_text('[{"role": "user", "content": "hi"}]\n[{"role": "user"}]\n')
    result = cli("validate", path)
    assert f"{path}:2: $[0]: Message dict must contain 'role' and 'content' keys" in result.out


def test_lone_surrogates_are_read(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "cut.jsonl"
    path.write_text(
        '[{"type": "ai", "data": {"content": "emoji cut \\ud83d"}}]\n'
        '[{"role": "user", "content": "\\ud83d"}]\n'
    )
    assert cli("validate", path).code == 0


def test_deep_nesting_is_an_error_not_a_crash(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "deep.jsonl"
    path.write_text("[" * 100_000 + "]" * 100_000 + "\n")
    result = cli("validate", path)
    assert result.code == 1
    assert f"{path}:1: $" in result.out


def test_byte_ranges_tile_a_file_into_its_lines(tmp_path: Path) -> None:
    path = tmp_path / "lines.jsonl"
    data = b"".join(b"x" * n + b"\n" for n in (0, 1, 5, 0, 30, 2, 9)) + b"tail"
    path.write_bytes(data)
    for size in range(1, len(data) + 2):
        pieces = [cli_io.read_line_range(str(path), a, a + size) for a in range(0, len(data), size)]
        assert b"".join(pieces) == data
        assert all(p == b"" or p.endswith(b"\n") or p.endswith(b"tail") for p in pieces)


def test_stdin_in_many_chunks(cli: Cli, mixed_log: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Stdin is read here in chunks of whole lines; line numbers run on across chunks."""
    monkeypatch.setattr(cli_io, "CHUNK_SIZE", 3000)
    from_file = cli("validate", "--jobs", "2", mixed_log)
    with mixed_log.open() as stdin:
        monkeypatch.setattr(sys, "stdin", stdin)
        from_stdin = cli("validate", "--jobs", "2", "-")
    assert from_stdin.out == from_file.out.replace(str(mixed_log), "<stdin>")
    assert from_stdin.out.count("<stdin>:") == 400 // 37
