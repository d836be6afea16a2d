"""The provider converters by name, and the corpus of realistic request payloads (tests/data/providers)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from chatschema._formats import FORMATS

CORPUS = Path(__file__).resolve().parents[2] / "data" / "providers"


class Converters(NamedTuple):
    read: Callable[[Any], list[Any]]
    write: Callable[..., Any]


CONVERTERS: dict[str, Converters] = {
    f.name: Converters(f.read_payload, f.write_payload)
    for f in FORMATS
    if f.read_payload is not None and f.write_payload is not None
}
"""The provider request formats (chatschema._formats.PAYLOADS) by name; the corpus has a folder for each."""


def corpus() -> list[tuple[str, Path]]:
    """``(provider, file)`` for every payload of the corpus."""
    return [(path.parent.name, path) for path in sorted(CORPUS.glob("*/*.json"))]


def load(provider: str, path: Path) -> tuple[Any, Any]:
    """The payload as stored, and the full request the converter writes for it.

    A bare list is Anthropic's ``messages`` or Gemini's ``contents`` alone.
    """
    payload = json.loads(path.read_text())
    if isinstance(payload, list) and provider == "anthropic":
        return payload, {"messages": payload}
    if isinstance(payload, list) and provider == "gemini":
        return payload, {"contents": payload}
    return payload, payload
