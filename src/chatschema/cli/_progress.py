"""A progress bar on stderr, shown only when stderr is a terminal.

With ``tqdm`` installed the bar is tqdm's (bytes read, with lines and lines/s
beside it); without it, a one-line counter redrawn a few times a second.
Off a terminal nothing at all is written.
"""

from __future__ import annotations

import importlib
import sys
import time
from types import TracebackType
from typing import Any, TextIO

__all__ = ["Progress"]

_REDRAW = 0.2
"""Seconds between redraws."""


class Progress:
    """Count bytes and lines as chunks are done, and show the rate.

    Args:
        total: Total bytes, when known (regular files), for a percentage.
        enabled: Draw at all; by default, when ``stream`` is a terminal.
        stream: Where to draw; stderr by default.
        desc: A label before the bar.

    Example:
        >>> import io
        >>> with Progress(total=100, enabled=False) as bar:
        ...     bar.advance(50, 10)
        ...     bar.lines
        10
    """

    def __init__(
        self,
        *,
        total: int | None = None,
        enabled: bool | None = None,
        stream: TextIO | None = None,
        desc: str = "",
    ) -> None:
        self.stream: TextIO = sys.stderr if stream is None else stream
        self.enabled = _isatty(self.stream) if enabled is None else enabled
        self.total = total
        self.desc = desc
        self.lines = 0
        self.bytes = 0
        self._start = time.monotonic()
        self._drawn = 0.0
        self._bar: Any = None
        self._tqdm: Any = None
        self._plain = False
        if self.enabled:
            try:
                self._tqdm = importlib.import_module("tqdm").tqdm
            except ImportError:
                self._plain = True

    def _ensure_bar(self) -> Any:
        """The tqdm bar, made on first use: tqdm starts a monitor thread, and worker processes are
        best forked before any thread exists."""
        if self._bar is None and self._tqdm is not None:
            self._bar = self._tqdm(
                total=self.total,
                unit="B",
                unit_scale=True,
                unit_divisor=1024,
                file=self.stream,
                desc=self.desc or None,
                mininterval=_REDRAW,
                leave=False,
                dynamic_ncols=True,
            )
        return self._bar

    def __enter__(self) -> Progress:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()

    def rate(self) -> float:
        """Lines per second so far.

        Returns:
            The rate, 0 before any time has passed.

        Example:
            >>> Progress(enabled=False).rate()
            0.0
        """
        elapsed = time.monotonic() - self._start
        return self.lines / elapsed if elapsed > 0 and self.lines else 0.0

    def advance(self, nbytes: int, nlines: int) -> None:
        """Count a finished chunk.

        Args:
            nbytes: Bytes in the chunk.
            nlines: Lines in the chunk.

        Example:
            >>> bar = Progress(enabled=False)
            >>> bar.advance(10, 2); bar.advance(5, 1)
            >>> bar.bytes, bar.lines
            (15, 3)
        """
        self.bytes += nbytes
        self.lines += nlines
        if not self.enabled:
            return
        bar = self._ensure_bar()
        if bar is not None:
            bar.set_postfix_str(f"{self.lines:,} lines, {self.rate():,.0f} lines/s", refresh=False)
            bar.update(nbytes)
            return
        now = time.monotonic()
        if now - self._drawn >= _REDRAW:
            self._drawn = now
            self._draw()

    def _draw(self) -> None:
        done = f"{self.bytes / 1e6:,.1f} MB"
        if self.total:
            done += f" of {self.total / 1e6:,.1f} MB ({100 * self.bytes / self.total:.0f}%)"
        label = f"{self.desc}: " if self.desc else ""
        self.stream.write(f"\r{label}{done}, {self.lines:,} lines, {self.rate():,.0f} lines/s\x1b[K")
        self.stream.flush()

    def write(self, text: str, file: TextIO) -> None:
        """Print a line (such as an error) without tearing the bar.

        Args:
            text: The line, without its newline.
            file: Where to print it.

        Raises:
            OSError: ``file`` cannot be written.

        Example:
            >>> import io
            >>> out = io.StringIO()
            >>> Progress(enabled=False).write("a.jsonl:1: $: bad", out)
            >>> out.getvalue()
            'a.jsonl:1: $: bad\\n'
        """
        if self.enabled and _isatty(file):
            bar = self._ensure_bar()
            if bar is not None:
                bar.write(text, file=file)
                return
            self.stream.write("\r\x1b[K")
        file.write(text + "\n")

    def close(self) -> None:
        """Remove the bar.

        Example:
            >>> Progress(enabled=False).close()
        """
        if not self.enabled:
            return
        if self._bar is not None:
            self._bar.close()
            self._bar = None
        elif self._plain and self._drawn:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
        self.enabled = False


def _isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False
