"""Driving langchainjs (``@langchain/core`` in tests/oracles) from the tests, a batch per node run."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from tests.compat.js_oracles import run_oracle

ORACLES = Path(__file__).resolve().parents[1] / "oracles"
SCRIPTS = Path(__file__).resolve().parent / "langchainjs"


def available() -> bool:
    """Whether node and the pinned oracle packages are here (``make ts-deps`` installs them)."""
    return shutil.which("node") is not None and (ORACLES / "node_modules" / "@langchain" / "core").is_dir()


def run(script: str, payload: Any) -> Any:
    """Run ``script`` (an ES module of tests/compat/langchainjs/) with node in tests/oracles, where its
    imports resolve, ``payload`` as JSON on stdin; its JSON output."""
    return run_oracle((SCRIPTS / script).read_text(), payload)


def read_stored(histories: list[list[Any]]) -> list[list[dict[str, Any]]]:
    """For each stored message: ``{"ok": toDict(), "cls": class name}`` of what
    ``mapStoredMessagesToChatMessages`` reads, or ``{"error": message}``."""
    out: list[list[dict[str, Any]]] = run("read_stored.mjs", histories)
    return out


def built_in_langchainjs() -> list[dict[str, Any]]:
    """Messages built with langchainjs: ``{"name", "cls", "stored": toDict(), "serialized": JSON.stringify}``
    for every message class, every v1 block kind (in langchainjs's camelCase), chunks and v1 messages."""
    out: list[dict[str, Any]] = run("build.mjs", None)
    return out
