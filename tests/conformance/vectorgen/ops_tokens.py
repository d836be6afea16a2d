"""``count_tokens_approximately`` (TypeScript ``countTokensApproximately``), every option."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from chatschema import count_tokens_approximately
from tests.conformance.vectorgen import Case, Json
from tests.conformance.vectorgen.edges import edge_histories
from tests.conformance.vectorgen.histories import canonical, decoded, history_cases


def _count(input: Json, options: dict[str, Json]) -> Json:
    return count_tokens_approximately(decoded(input), **options)


PYTHON: dict[str, Any] = {"count_tokens_approximately": _count}

TOOL = {
    "type": "function",
    "function": {
        "name": "get_weather",
        "description": "Weather in a city \u00e9\U0001f600",
        "parameters": {},
    },
}
OPTIONS: tuple[dict[str, Json], ...] = (
    {},
    {"chars_per_token": 3.5},
    {"extra_tokens_per_message": 0, "count_name": False},
    {"tokens_per_image": 100, "chars_per_token": 1},
    {"use_usage_metadata_scaling": True},
    {"tools": [TOOL, {"name": "t", "parameters": {"type": "object", "properties": {"10": {}, "a": {}}}}]},
    {"extra_tokens_per_message": 2.5, "tokens_per_image": 0, "chars_per_token": 4.25},
    {"use_usage_metadata_scaling": True, "chars_per_token": 2, "count_name": False},
)


def _ai(text: str, provider: Json, total: int | None) -> Json:
    usage = None if total is None else {"input_tokens": 0, "output_tokens": total, "total_tokens": total}
    return {
        "type": "ai",
        "content": text,
        "response_metadata": {"model_provider": provider},
        "usage_metadata": usage,
    }


SCALING: dict[str, list[Json]] = {
    "one-provider": [{"type": "human", "content": "x" * 40}, _ai("y" * 40, "openai", 40)],
    "factor-capped": [
        {"type": "human", "content": "x"},
        _ai("y", "openai", 1000),
        {"type": "human", "content": "z"},
    ],
    "factor-floor": [{"type": "human", "content": "x" * 400}, _ai("y", "anthropic", 1)],
    "mixed": [{"type": "human", "content": "x"}, _ai("y", "openai", 100), _ai("z", "anthropic", 100)],
    "no-provider": [{"type": "human", "content": "x"}, _ai("y", None, 100)],
    "no-usage": [{"type": "human", "content": "x"}, _ai("y", "openai", None)],
    "later-usage": [_ai("a", "openai", 50), {"type": "human", "content": "b" * 30}, _ai("c", "openai", 70)],
    "alone": [_ai("y", "openai", 100)],
    "dict-provider": [
        {"type": "human", "content": "x"},
        _ai("y", {"b": 1, "a": [1]}, 60),
        _ai("z", {"a": [1], "b": 1}, 90),
    ],
}


def cases() -> Iterator[Case]:
    op = "count_tokens_approximately"
    histories = {**edge_histories(), **{f"scaling-{k}": canonical(v) for k, v in SCALING.items()}}
    histories["system-role"] = canonical(
        [{"type": "system", "content": "s", "additional_kwargs": {"__openai_role__": 7}}]
    )
    yield from history_cases(op, histories, OPTIONS)
