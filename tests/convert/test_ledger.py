"""The fact ledger over every history and every target (tests/convert/ledger.py).

For each target, every fact of every history is in the output, named by a LossWarning, refused with
a path, or state bound to another provider; ``strict=True`` raises where ``strict=False`` warned.
What is still lost silently is listed below (``SILENT_ROWS``) as patterns (the kind of message, the
fact's path in it without indices, the fact's kind) with the targets that lose it and the histories
that show it; the test fails both on a new silent loss and on a listed one that no longer happens,
so each fix takes its target out of the row. ``python -m tests.convert.ledger`` prints the counts.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from typing import Any

import pytest

from tests.convert.ledger import TARGETS, histories, ledger, pattern, strict_agrees

SILENT_ROWS: list[tuple[str, tuple[str, ...], str]] = [
    # (pattern, the targets that still lose it silently, the histories that show it): a fix takes its
    # target out of the row, and the row goes when no target is left. Empty: no silent loss is left.
]
"""Silent losses that remain: the ledger's pattern, the targets, and the histories that show it."""

SILENT: dict[str, dict[str, str]] = {
    name: {pattern: shown for pattern, targets, shown in SILENT_ROWS if name in targets} for name in TARGETS
}
"""The same, by target."""


@functools.cache
def _histories() -> tuple[tuple[str, str | None, list[Any]], ...]:
    return tuple(histories())


def test_every_target_is_listed() -> None:
    assert {t for _, targets, _ in SILENT_ROWS for t in targets} <= TARGETS.keys()


@pytest.mark.parametrize("name", list(TARGETS))
def test_no_silent_loss(name: str) -> None:
    target = TARGETS[name]
    seen: dict[str, list[str]] = defaultdict(list)
    for hid, source, messages in _histories():
        entry = ledger(target, messages, source)
        if entry.crashed is not None:
            seen["crash " + entry.crashed.split(":")[0]].append(f"{hid}: {entry.crashed}")
        for fact in entry.silent:
            seen[pattern(fact, messages)].append(f"{hid} {fact.path}")
        if target.strict and entry.crashed is None and entry.refused is None:
            disagreement = strict_agrees(target, messages, entry.warned)
            if disagreement is not None:
                seen["strict"].append(f"{hid}: {disagreement}")
    new = {k: v[:3] for k, v in seen.items() if k not in SILENT[name]}
    assert not new, f"{name}: silent losses not listed in SILENT: {new}"
    fixed = sorted(SILENT[name].keys() - seen.keys())
    assert not fixed, f"{name}: listed in SILENT but no longer lost, remove them: {fixed}"


def test_the_ledger_sees_a_silent_loss_and_a_named_one() -> None:
    import warnings

    from chatschema import AIMessage, HumanMessage, LossWarning
    from tests.convert.ledger import Target

    def drops_the_answer(messages: list[Any], strict: bool) -> Any:
        warnings.warn(LossWarning("Dropped it", "$[1].tool_calls[0]"), stacklevel=1)
        return [{"role": "user", "content": messages[0].content}]

    history = [
        HumanMessage("Weather?"),
        AIMessage("Sunny", tool_calls=[{"name": "w", "args": {"a": 1}, "id": "c1"}]),
    ]
    entry = ledger(Target("test", drops_the_answer), history)
    assert (entry.facts, entry.found, entry.named) == (5, 1, 3)
    assert [(f.path, f.kind) for f in entry.silent] == [("$[1].content", "text")]


def test_openai_output_of_every_history_is_what_the_api_takes() -> None:
    """What ``chatschema convert --to openai`` writes by default (``strict=False``) passes the SDK's
    ``ChatCompletionMessageParam`` for every history the ledger checks."""
    from tests.convert import sdk_oracle
    from tests.convert.ledger import write_recording

    problems = []
    for hid, _source, messages in _histories():
        out, _ = write_recording(TARGETS["openai"], messages, strict=False)
        problems += [f"{hid} {p}" for message in out for p in sdk_oracle.problems("openai", message)]
    assert problems == []
