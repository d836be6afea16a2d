"""``chatschema convert``: round trips, rejects, shapes, stdin and jobs."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import chatschema
from chatschema._buffer import get_buffer_string
from chatschema.cli import _io as cli_io
from chatschema.convert._openai import convert_to_openai_messages
from tests.cli.conftest import DEMO, DEMO_ERRORS, Result, write_log

Cli = Callable[..., Result]


def _lines(path: Path) -> list[Any]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def _messages(value: Any) -> list[Any]:
    return chatschema.messages_from_dict(value)


def test_rejects_are_reported_written_and_nothing_valid_is_lost(cli: Cli, tmp_path: Path) -> None:
    out, rejects = tmp_path / "out.jsonl", tmp_path / "rejects.jsonl"
    result = cli("convert", "--to", "lc", "--out", out, "--rejects", rejects, DEMO)
    assert result.code == 1
    reported = [line for line in result.err.splitlines() if line.startswith(str(DEMO))]
    assert [line.split(": ")[0] for line in reported] == [f"{DEMO}:{n}" for n, _, _ in DEMO_ERRORS]
    for text, (_, path, message) in zip(reported, DEMO_ERRORS, strict=True):
        assert text.split(": ", 1)[1].startswith(f"{path}: {message}")
    source = DEMO.read_bytes().splitlines()
    assert rejects.read_bytes().splitlines() == [source[n - 1] for n, _, _ in DEMO_ERRORS]
    assert len(out.read_text().splitlines()) == len(source) - len(DEMO_ERRORS)
    assert "7 of 11 lines converted, 4 rejected" in result.err
    # and every converted line is valid
    assert cli("validate", out).code == 0


def test_all_converted_exits_0(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "ok.jsonl"
    write_log(path, 12)
    result = cli("convert", "--to", "flat", path)
    assert result.code == 0
    assert len(result.out.splitlines()) == 12


def test_lc_to_flat_to_lc_is_lossless(cli: Cli, tmp_path: Path) -> None:
    source = tmp_path / "lc.jsonl"
    lines = [line for line in write_log(tmp_path / "all.jsonl", 60) if b'"data"' in line]
    source.write_bytes(b"\n".join(lines) + b"\n")
    flat, back = tmp_path / "flat.jsonl", tmp_path / "back.jsonl"
    assert cli("convert", "--from", "lc", "--to", "flat", "-o", flat, source).code == 0
    assert cli("convert", "--from", "flat", "--to", "lc", "-o", back, flat).code == 0
    assert _lines(back) == _lines(source)


def test_lc_output_is_messages_to_dict(cli: Cli) -> None:
    result = cli("convert", "--to", "lc", DEMO)
    first = json.loads(result.out.splitlines()[0])
    expected = chatschema.messages_to_dict(_messages(json.loads(DEMO.read_text().splitlines()[0])))
    assert first == expected


def test_lc_to_openai_to_lc_keeps_what_the_openai_format_holds(cli: Cli, tmp_path: Path) -> None:
    """The OpenAI format holds the role, the content, tool calls and tool call ids (and ids with
    --include-id); it has no place for response metadata, usage or names of AI messages."""
    source = tmp_path / "lc.jsonl"
    lines = [line for line in write_log(tmp_path / "all.jsonl", 80, seed=9) if b'"data"' in line]
    source.write_bytes(b"\n".join(lines) + b"\n")
    openai, back = tmp_path / "openai.jsonl", tmp_path / "back.jsonl"
    assert cli("convert", "--to", "openai", "--include-id", "-o", openai, source).code == 0
    assert cli("convert", "--from", "openai", "--to", "lc", "-o", back, openai).code == 0
    for before, after in zip(_lines(source), _lines(back), strict=True):
        old, new = _messages(before), _messages(after)
        assert [m.type for m in new] == [m.type for m in old]
        assert [m.id for m in new] == [m.id for m in old]
        for a, b in zip(old, new, strict=True):
            if isinstance(a.content, str):
                assert b.content == a.content
            else:  # standard image blocks come back as OpenAI image_url parts
                assert b.text == a.text
            if a.type == "ai":
                assert [(c["name"], c["args"], c["id"]) for c in b.tool_calls] == [
                    (c["name"], c["args"], c["id"]) for c in a.tool_calls
                ]
            if a.type == "tool":
                assert b.tool_call_id == a.tool_call_id
    # and the OpenAI lines are what convert_to_openai_messages gives
    first = _messages(_lines(source)[0])
    assert _lines(openai)[0] == convert_to_openai_messages(first, include_id=True)


def test_ids_are_left_out_of_openai_without_include_id(cli: Cli) -> None:
    result = cli("convert", "--to", "openai", DEMO)
    assert '"id":"m0"' not in result.out
    assert '"id":"m0"' in cli("convert", "--to", "openai", "--include-id", DEMO).out


@pytest.mark.parametrize("target", ["buffer-prefix", "buffer-xml"])
def test_buffer_outputs_are_get_buffer_string(cli: Cli, target: str) -> None:
    result = cli("convert", "--to", target, DEMO)
    first = json.loads(result.out.splitlines()[0])
    messages = _messages(json.loads(DEMO.read_text().splitlines()[0]))
    assert first == get_buffer_string(messages, format=target.removeprefix("buffer-"))  # type: ignore[arg-type]
    assert first.startswith("System: You are" if target == "buffer-prefix" else '<message type="system">')


def test_shapes_are_kept(cli: Cli) -> None:
    out = [json.loads(line) for line in cli("convert", "--to", "flat", DEMO).out.splitlines()]
    assert isinstance(out[0], list)
    fine_tuning = out[2]
    assert (
        set(fine_tuning) == {"messages", "tools"} and fine_tuning["tools"][0]["function"]["name"] == "convert"
    )
    assert isinstance(out[4], dict) and out[4]["type"] == "ai"  # one message stays one message
    assert out[5]["type"] == "human" and out[5]["id"] == "s1"


def test_explicit_form_mismatch_is_rejected(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "openai.jsonl"
    path.write_text('[{"role": "user", "content": "hi"}]\n')
    result = cli("convert", "--from", "lc", "--to", "flat", path)
    assert result.code == 1
    assert f"{path}:1: $[0]: Expected the stored form" in result.err


def test_stdin_to_stdout(cli_process: Cli) -> None:
    data = b'[{"role": "user", "content": "hi"}]\n{"role": "assistant", "content": "yo"}\n'
    result = cli_process("convert", "--to", "lc", stdin=data)
    assert result.code == 0
    lines = [json.loads(line) for line in result.out.splitlines()]
    assert lines[0][0]["type"] == "human" and lines[1]["type"] == "ai"
    assert result.err == "chatschema convert: 2 of 2 lines converted, 0 rejected\n"


def test_jobs_2_writes_exactly_what_jobs_1_writes(
    cli: Cli, mixed_log: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cli_io, "CHUNK_SIZE", 8192)
    outputs = []
    for jobs in ("1", "2"):
        out, rejects = tmp_path / f"out{jobs}.jsonl", tmp_path / f"rejects{jobs}.jsonl"
        result = cli("convert", "--to", "openai", "-j", jobs, "-o", out, "--rejects", rejects, mixed_log)
        assert result.code == 1
        outputs.append((out.read_bytes(), rejects.read_bytes(), result.err.replace(str(rejects), "REJECTS")))
    assert outputs[0] == outputs[1]
    assert len(outputs[0][1].splitlines()) == 400 // 37


def test_refuses_to_overwrite_an_input(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "a.jsonl"
    write_log(path, 2)
    before = path.read_bytes()
    assert cli("convert", "--to", "lc", "-o", path, path).code == 2
    assert path.read_bytes() == before


def test_unwritable_output_exits_2(cli: Cli, tmp_path: Path) -> None:
    assert cli("convert", "--to", "lc", "-o", tmp_path / "missing-dir" / "x.jsonl", DEMO).code == 2


def test_json_document_stays_a_document(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "histories.json"
    path.write_text(
        json.dumps([[{"role": "user", "content": "hi"}], [{"role": "bot", "content": "?"}]], indent=1)
    )
    result = cli("convert", "--to", "lc", path)
    assert result.code == 1
    document = json.loads(result.out)
    assert len(document) == 1 and document[0][0]["type"] == "human"
    assert f"{path}:1: $[1][0].role: Unexpected message type: 'bot'" in result.err


def test_broken_pipe_is_quiet(tmp_path: Path) -> None:
    import subprocess
    import sys

    path = tmp_path / "big.jsonl"
    write_log(path, 3000)
    command = f"{sys.executable} -m chatschema convert --to openai {path} | head -c 100 > /dev/null"
    done = subprocess.run(["bash", "-c", command], capture_output=True, timeout=120, check=False)
    assert b"Traceback" not in done.stderr
