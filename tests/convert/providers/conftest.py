"""The provider converters by name, and the corpus of realistic request payloads (tests/data/providers)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

import chatschema

CORPUS = Path(__file__).resolve().parents[2] / "data" / "providers"


class Converters(NamedTuple):
    read: Callable[[Any], list[Any]]
    write: Callable[..., Any]


CONVERTERS: dict[str, Converters] = {
    "anthropic": Converters(
        chatschema.convert_from_anthropic_messages, chatschema.convert_to_anthropic_messages
    ),
    "gemini": Converters(chatschema.convert_from_gemini_contents, chatschema.convert_to_gemini_contents),
    "openai_responses": Converters(
        chatschema.convert_from_openai_responses_input, chatschema.convert_to_openai_responses_input
    ),
}


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
