"""``chatschema convert --to/--from anthropic|gemini|openai-responses``: one provider request per line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from chatschema._formats import PAYLOADS
from chatschema.cli._main import main
from tests.convert.providers.conftest import corpus, load


@pytest.mark.parametrize("provider", PAYLOADS)
def test_from_a_provider_and_back_is_identical(
    provider: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    payloads = [load(p, path)[1] for p, path in corpus() if p == provider]
    source = tmp_path / "in.jsonl"
    source.write_text("".join(json.dumps(payload) + "\n" for payload in payloads))
    flat = tmp_path / "flat.jsonl"
    assert main(["convert", "--from", provider, "--to", "flat", "-o", str(flat), str(source)]) == 0
    assert main(["convert", "--to", provider, str(flat)]) == 0
    out = capsys.readouterr().out
    assert [json.loads(line) for line in out.splitlines()] == payloads


def test_lines_a_provider_cannot_hold_are_rejected_with_their_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "in.jsonl"
    lines = [
        [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "hi"}],
        [
            {
                "role": "user",
                "content": [{"type": "input_audio", "input_audio": {"data": "UklGRg==", "format": "wav"}}],
            }
        ],
        {"messages": [{"role": "user", "content": "hi"}], "tools": []},
    ]
    source.write_text("".join(json.dumps(line) + "\n" for line in lines))
    assert main(["convert", "--to", "anthropic", str(source)]) == 1
    captured = capsys.readouterr()
    assert json.loads(captured.out) == {
        "system": "Be brief.",
        "messages": [{"role": "user", "content": "hi"}],
    }
    audio = "Anthropic has no faithful form for the 'audio' block"
    assert f"{source}:2: $[0].content[0]: {audio}" in captured.err
    assert f"{source}:3: $: The anthropic request has no place for the record's keys tools" in captured.err


def test_a_bad_provider_payload_is_rejected_with_its_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "in.jsonl"
    source.write_text(json.dumps({"contents": [{"role": "bot", "parts": []}]}) + "\n")
    assert main(["convert", "--from", "gemini", "--to", "openai", str(source)]) == 1
    assert f"{source}:1: $.contents[0].role: Not a Gemini role" in capsys.readouterr().err
