"""The fenced code blocks of the README and the docs pages, for the tests that run them.

A block runs unless its info string carries the class ``.no-run`` (```` ```python {.no-run} ````),
which marks the rare block that is deliberately not runnable; a TypeScript block marked
``{.backend}`` runs against its page's Python backend (tests/docs/test_examples.py). ``docs/schema/``
is generated and holds no code to run.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PYTHON = frozenset({"python", "py"})
TYPESCRIPT = frozenset({"ts", "typescript"})
NO_RUN = ".no-run"
BACKEND = ".backend"

_OPEN = re.compile(r"^(?P<indent> *)(?P<fence>`{3,}|~{3,})(?P<info>.*)$")


@dataclass(frozen=True)
class Block:
    """One fenced block: the file, the line of its first code line (1-based), its language and code."""

    path: Path
    line: int
    language: str
    info: str
    code: str

    @property
    def runs(self) -> bool:
        return NO_RUN not in self.info

    def __str__(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}"


def doc_pages() -> list[Path]:
    """README.md and every Markdown page under docs/, but the generated schema reference."""
    pages = [ROOT / "README.md"]
    pages += sorted(
        p for p in (ROOT / "docs").rglob("*.md") if "schema" not in p.relative_to(ROOT / "docs").parts[:1]
    )
    return pages


def blocks(path: Path) -> Iterator[Block]:
    """The fenced blocks of one Markdown file, in order."""
    lines = path.read_text(encoding="utf-8").splitlines()
    i = 0
    while i < len(lines):
        opened = _OPEN.match(lines[i])
        if opened is None:
            i += 1
            continue
        indent, fence, info = opened["indent"], opened["fence"], opened["info"].strip()
        close = re.compile(rf"^ {{0,{len(indent)}}}{re.escape(fence[0])}{{{len(fence)},}}\s*$")
        start = i + 1
        end = start
        while end < len(lines) and not close.match(lines[end]):
            end += 1
        if end == len(lines):
            raise ValueError(f"{path}:{i + 1}: a code fence is never closed")
        language = re.split(r"[\s{]", info, maxsplit=1)[0].lower() if info else ""
        body = [
            line[len(indent) :] if line.startswith(indent) else line.lstrip() for line in lines[start:end]
        ]
        yield Block(path, start + 1, language, info, "\n".join(body) + "\n")
        i = end + 1
