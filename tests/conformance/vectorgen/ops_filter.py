"""``filter_messages`` (TypeScript ``filterMessages``), every option, types given as type tags."""

from __future__ import annotations

from collections.abc import Iterator
from random import Random
from typing import Any

from chatschema import filter_messages
from tests.conformance.strategies import MESSAGE_TAGS
from tests.conformance.vectorgen import Case, Json
from tests.conformance.vectorgen.edges import edge_histories
from tests.conformance.vectorgen.histories import broken, corpus, decoded, encoded, generated


def _filter(input: Json, options: dict[str, Json]) -> Json:
    return encoded(filter_messages(decoded(input), **options))


PYTHON: dict[str, Any] = {"filter_messages": _filter}

TAGS = sorted(MESSAGE_TAGS.values())
KEYS = ("include_names", "exclude_names", "include_types", "exclude_types", "include_ids", "exclude_ids")


def _options(rng: Random, history: list[Json]) -> dict[str, Json]:
    """Conditions that mostly name what the history holds, so that they match something."""
    names = [*sorted({m["name"] for m in history if isinstance(m.get("name"), str)}), "nobody"]
    ids = [*sorted({m["id"] for m in history if isinstance(m.get("id"), str)}), "no-id"]
    call_ids = sorted(
        {c["id"] for m in history for c in m.get("tool_calls", []) if isinstance(c.get("id"), str)}
        | {m["tool_call_id"] for m in history if "tool_call_id" in m}
        | {
            b["id"]
            for m in history
            if isinstance(m["content"], list)
            for b in m["content"]
            if isinstance(b, dict) and b.get("type") == "tool_use" and isinstance(b.get("id"), str)
        }
    )
    pools = {"names": names, "types": TAGS, "ids": ids}
    options: dict[str, Json] = {}
    for key in rng.sample(KEYS, rng.randint(0, 3)):
        pool = pools[key.split("_")[1]]
        options[key] = rng.sample(pool, rng.randint(0, min(3, len(pool))))
    which = rng.random()
    if which < 0.2:
        options["exclude_tool_calls"] = True
    elif which < 0.5 and call_ids:
        options["exclude_tool_calls"] = rng.sample(call_ids, rng.randint(1, len(call_ids)))
    elif which < 0.55:
        options["exclude_tool_calls"] = False
    return options


def cases() -> Iterator[Case]:
    op = "filter_messages"
    rng = Random(301)
    for name, history in edge_histories().items():
        for j in range(4):
            yield op, f"edge-{name}-{j}", history, _options(rng, history)
    calls = edge_histories()["tool-calls"]
    yield op, "edge-calls-by-id", calls, {"exclude_tool_calls": ["call_1", None, "2"]}
    yield (
        op,
        "edge-calls-all-ids",
        calls,
        {"exclude_tool_calls": ["call_1", None, "1", "2", "x" * 70, "id with space"]},
    )
    yield op, "edge-calls-true", calls, {"exclude_tool_calls": True, "include_types": ["tool", "ai"]}
    for name, history in corpus():
        for j in range(6):
            yield op, f"corpus-{name}-{j}", history, _options(rng, history)
    for i, history in enumerate(generated()):
        yield op, f"gen-{i:03d}", history, _options(rng, history)
    for i, history in enumerate(broken(40, 3)):
        yield op, f"broken-{i:03d}", history, {}
