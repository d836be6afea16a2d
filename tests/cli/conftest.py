"""Fixtures for the command-line tests: sample logs in every form, and ways to run the CLI."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

import chatschema
from chatschema import AIMessage, HumanMessage, SystemMessage, ToolMessage
from chatschema.cli._main import main
from chatschema.convert._openai import convert_to_openai_messages

DEMO = Path(str(resources.files("chatschema") / "demo_data" / "chatlog.jsonl"))
"""The bundled sample: 11 lines, 4 of them broken (lines 6 to 9)."""

DEMO_ERRORS = [
    (6, "$[2].data.tool_calls[0].args", "Expected `object`, got `str`"),
    (7, "$.messages[1].role", "Unexpected message type: 'robot'."),
    (8, "$", "Invalid JSON"),
    (9, "$[0].content[1]", "Object must say where its data is"),
]
"""The broken lines of the sample: line, path, start of the message."""


def conversation(rng: random.Random, size: int) -> list[Any]:
    """A tool-using conversation of chatschema messages."""
    out: list[Any] = [SystemMessage("Be brief.", id=f"s{rng.getrandbits(16)}")]
    turn = 0
    while len(out) < size:
        turn += 1
        if rng.random() < 0.2:
            content: Any = [
                {"type": "text", "text": f"picture {turn}?"},
                {"type": "image", "url": f"https://example.com/{turn}.png"},
            ]
        else:
            content = f"question {turn} " + "x" * rng.randint(0, 40)
        out.append(HumanMessage(content, id=f"h{turn}"))
        calls = [
            {"name": rng.choice(["search", "calc"]), "args": {"q": turn, "i": i}, "id": f"c{turn}_{i}"}
            for i in range(rng.choice([0, 0, 1, 2]))
        ]
        usage = {"input_tokens": 10 + turn, "output_tokens": 5, "total_tokens": 15 + turn}
        out.append(
            AIMessage(
                "" if calls else f"answer {turn}", id=f"a{turn}", tool_calls=calls, usage_metadata=usage
            )
        )
        out.extend(ToolMessage(f"result {c['id']}", tool_call_id=c["id"], id=f"t{c['id']}") for c in calls)
    return out


def render(messages: list[Any], form: str) -> bytes:
    """One JSONL line of the messages in ``form``."""
    if form == "lc":
        return chatschema.encode([{"type": m.type, "data": m} for m in messages])
    if form == "flat":
        return chatschema.encode(messages)
    if form == "finetune":
        return chatschema.encode({"messages": convert_to_openai_messages(messages), "tools": []})
    return chatschema.encode(convert_to_openai_messages(messages, include_id=True))


BROKEN = [
    b'[{"type": "ai", "data": {"content": "", "tool_calls": [{"name": "f", "args": "{}", "id": "c"}]}}]',
    b'[{"role": "robot", "content": "beep"}]',
    b'[{"type": "human", "data": {"content": "cut',
    b"42",
    b'{"messages": [{"role": "user", "content": "hi"}, {"role": "user"}]}',
]
"""Broken lines mixed into the generated logs."""


def write_log(path: Path, lines: int, seed: int = 1, broken_every: int = 0) -> list[bytes]:
    """Write a JSONL log of mixed forms; every ``broken_every``-th line broken. Returns the lines."""
    rng = random.Random(seed)
    forms = ["lc", "flat", "openai", "finetune"]
    out = []
    for n in range(1, lines + 1):
        if broken_every and n % broken_every == 0:
            out.append(BROKEN[(n // broken_every) % len(BROKEN)])
        else:
            out.append(render(conversation(rng, rng.randint(2, 12)), forms[n % len(forms)]))
    path.write_bytes(b"\n".join(out) + b"\n")
    return out


@pytest.fixture
def mixed_log(tmp_path: Path) -> Path:
    """400 lines in four forms, every 37th broken."""
    path = tmp_path / "mixed.jsonl"
    write_log(path, 400, broken_every=37)
    return path


@dataclass
class Result:
    """What a CLI run printed and returned."""

    code: int
    out: str
    err: str

    def json(self) -> Any:
        return json.loads(self.out)


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> Callable[..., Result]:
    """Run ``chatschema ARGS`` in this process."""

    def run(*args: str) -> Result:
        code = main([str(a) for a in args])
        captured = capsys.readouterr()
        return Result(code, captured.out, captured.err)

    return run


@pytest.fixture
def cli_process() -> Callable[..., Result]:
    """Run ``python -m chatschema ARGS`` in a subprocess (for stdin, exit codes, the real entry point)."""

    def run(*args: str, stdin: bytes | None = None) -> Result:
        done = subprocess.run(
            [sys.executable, "-m", "chatschema", *map(str, args)],
            input=stdin,
            capture_output=True,
            timeout=120,
            check=False,
        )
        return Result(done.returncode, done.stdout.decode(), done.stderr.decode())

    return run
