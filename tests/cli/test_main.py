"""The entry points: ``python -m chatschema``, ``python -m chatschema.cli``, --help and --version."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable

import chatschema
from tests.cli.conftest import DEMO, Result

Cli = Callable[..., Result]


def test_python_dash_m_chatschema(cli_process: Cli) -> None:
    result = cli_process("validate", DEMO)
    assert result.code == 1
    assert "checked 11 lines in 1 file: 7 valid, 4 invalid" in result.out
    assert result.err == ""


def test_python_dash_m_chatschema_cli() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "chatschema.cli", "schema", "--list"],
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0 and b"SerializedMessage" in done.stdout


def test_version_and_help(cli: Cli) -> None:
    version = cli("--version")
    assert (version.code, version.out.strip()) == (0, f"chatschema {chatschema.__version__}")
    assert cli("validate", "--help").code == 0


def test_exit_codes_of_a_real_process(cli_process: Cli) -> None:
    assert cli_process("schema", "ToolCall").code == 0
    assert cli_process("validate", "/nonexistent/x.jsonl").code == 2
    assert cli_process("frobnicate").code == 2
