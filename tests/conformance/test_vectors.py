"""The conformance vectors (tests/conformance/vectors/*.json): every one holds for Python, and the
committed files are what ``make conformance`` writes today (the drift check, like generated code)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.conformance import vectorgen
from tests.conformance.canonical import same

OPERATIONS = vectorgen.operations()
FILES = {op: vectorgen.load(op) for op in vectorgen.committed()}


def test_every_operation_has_its_file() -> None:
    assert sorted(FILES) == sorted(OPERATIONS), "run make conformance"


def test_the_files_are_fresh() -> None:
    assert vectorgen.stale(vectorgen.generate()) == [], "stale vector files: run make conformance"


@pytest.mark.parametrize("operation", sorted(FILES))
def test_every_vector_holds_in_python(operation: str) -> None:
    file = FILES[operation]
    assert file["operation"] == operation
    fn = OPERATIONS[operation]
    wrong = []
    for v in file["vectors"]:
        outcome = vectorgen.run(fn, v["input"], v["options"])
        want = {k: v[k] for k in ("expected", "error") if k in v}
        # key order counts: compare the JSON text, then the values (1 and 1.0 are the same JSON number)
        if json.dumps(outcome) != json.dumps(want) and not _same_numbers(outcome, want):
            wrong.append(v["id"])
    assert wrong == []


def _same_numbers(a: Any, b: Any) -> bool:
    """Equal, with keys in the same order, where an integral float equals its integer."""
    if isinstance(a, float) and a.is_integer() and isinstance(b, int) and not isinstance(b, bool):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return list(a) == list(b) and all(_same_numbers(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(map(_same_numbers, a, b))
    return same(a, b)


def test_inputs_are_portable() -> None:
    """What JavaScript reads from a file is what Python computed on."""
    for file in FILES.values():
        for v in file["vectors"]:
            assert same(vectorgen.portable(v["input"]), v["input"]), v["id"]
