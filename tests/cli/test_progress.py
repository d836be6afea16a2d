"""The progress bar: drawn only on a terminal, with lines/s; nothing off a terminal."""

from __future__ import annotations

import builtins
import io
from typing import Any

import pytest

from chatschema.cli._progress import Progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_off_a_terminal_nothing_is_drawn() -> None:
    stream = io.StringIO()
    with Progress(total=100, stream=stream) as bar:
        bar.advance(100, 10)
    assert stream.getvalue() == ""


def test_tqdm_bar_on_a_terminal() -> None:
    pytest.importorskip("tqdm")
    stream = Terminal()
    with Progress(total=1000, stream=stream, desc="validate") as bar:
        assert bar.enabled
        for _ in range(10):
            bar.advance(100, 50)
        bar._bar.refresh()
    drawn = stream.getvalue()
    assert "validate" in drawn and "500 lines" in drawn and "lines/s" in drawn


def test_plain_counter_without_tqdm(monkeypatch: pytest.MonkeyPatch) -> None:
    real_import = builtins.__import__

    def no_tqdm(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "tqdm":
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_tqdm)
    monkeypatch.setattr("chatschema.cli._progress.importlib.import_module", lambda name: no_tqdm(name))
    stream = Terminal()
    with Progress(total=2_000_000, stream=stream) as bar:
        bar.advance(1_000_000, 1234)
    drawn = stream.getvalue()
    assert "1,234 lines" in drawn and "50%" in drawn and "lines/s" in drawn
    assert drawn.endswith("\r\x1b[K")  # the counter is cleared at the end


def test_write_keeps_the_bar_intact() -> None:
    pytest.importorskip("tqdm")
    stream, out = Terminal(), Terminal()
    with Progress(total=10, stream=stream) as bar:
        bar.write("a.jsonl:1: $: bad", out)
    assert "a.jsonl:1: $: bad\n" in out.getvalue()
