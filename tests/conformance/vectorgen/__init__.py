"""The language-neutral conformance vectors: Python's results, written as JSON for every SDK to match.

Each ``ops_<group>.py`` module beside this one holds

- ``PYTHON: dict[str, Callable[[Json, dict[str, Json]], Json]]``: operation (the Python name, such as
  ``get_buffer_string``) -> a function of the input JSON and the options (Python keyword names) that
  returns the output as JSON, raising chatschema's errors on bad input;
- ``cases() -> Iterator[tuple[str, str, Json, dict[str, Json]]]``: ``(operation, id, input, options)``.

:func:`generate` runs every case through Python and gives one file per operation,
``tests/conformance/vectors/<operation>.json``::

    {"operation": "...", "vectors": [
    {"id": "...", "options": {...}, "input": ..., "expected": ...},
    {"id": "...", "options": {...}, "input": ..., "error": {"class": "ValidationError", "path": "$[0]"}}
    ]}

one vector per line, ASCII only (lone surrogates as ``\\udXXX`` escapes), keys of the data in the order
Python holds them. ``make conformance`` writes the files; ``tests/conformance/test_vectors.py`` re-runs
every vector through Python and checks the committed files equal a fresh generation.

Shared sources for the cases: ``histories.py`` (one seeded draw of canonical histories, the
tests/data corpus, lone surrogates, broken histories, ``history_cases``) and ``edges.py`` (hand-written
edge histories). On the Node side, ``tests/typescript/vector_ops/_messages.mjs`` has the option-name
conversion (``camel``) and the input validation (``checked``) that mirror Python's ``decode``; a module
lists the operations that validate first in ``VALIDATED_INPUT``.

Every input passes through :func:`portable` first: the value a JavaScript ``JSON.parse`` of the file
gives, so that Python computes the expected output on the very value the other SDK reads (see the
TypeScript section of docs/compat.md for each decision).
"""

from __future__ import annotations

import importlib
import json
import math
import pkgutil
import unicodedata
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from unittest import mock

from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis.internal.conjecture import providers as _providers
from hypothesis.strategies import SearchStrategy

from chatschema.errors import ChatSchemaError

Json = Any
Operation = Callable[[Json, dict[str, Json]], Json]
Case = tuple[str, str, Json, dict[str, Json]]

VECTORS = Path(__file__).resolve().parent.parent / "vectors"
"""Where the vector files live: ``tests/conformance/vectors/``."""

EXPECTED_ERRORS: tuple[type[BaseException], ...] = (ChatSchemaError, ValueError, TypeError, KeyError)
"""Errors a vector may expect (KeyError: documented for content_blocks of a broken v0 block); anything
else raised by an operation is a bug and stops generation."""

MAX_FILE_BYTES = 2_000_000
"""A vector file larger than this fails generation: split the cases or make them smaller."""

# --------------------------------------------------------------------------- the JavaScript view

_MAX_SAFE = 2**53
_MAX_INDEX = 2**32 - 2
"""The largest key JavaScript orders as an array index (ToUint32 < 2**32 - 1)."""


def is_index_key(key: str) -> bool:
    """A key JavaScript orders first among an object's keys: the canonical form of an array index.

    Example:
        >>> [is_index_key(k) for k in ("0", "7", "01", "-1", "4294967294", "4294967295", "1.0", "a")]
        [True, True, False, False, True, False, False, False]
    """
    return key.isascii() and key.isdigit() and str(int(key)) == key and int(key) <= _MAX_INDEX


def js_key_order(keys: list[str]) -> list[str]:
    """The order in which JavaScript iterates an object built with ``keys`` in this order.

    Example:
        >>> js_key_order(["b", "10", "a", "2"])
        ['2', '10', 'b', 'a']
    """
    return sorted((k for k in keys if is_index_key(k)), key=int) + [k for k in keys if not is_index_key(k)]


def _unassigned(ch: str) -> bool:
    """Unassigned in Python's Unicode database, and not a noncharacter (those stay unassigned forever)."""
    if unicodedata.category(ch) != "Cn":
        return False
    cp = ord(ch)
    return not (0xFDD0 <= cp <= 0xFDEF or cp & 0xFFFE == 0xFFFE)


def portable_text(text: str) -> str:
    """``text`` as both languages read it: surrogate pairs joined (as ``json.loads`` joins escaped ones),
    and code points unassigned in Python's Unicode database (which a newer database, such as Node's, may
    assign) replaced by U+FFFD.

    Example:
        >>> portable_text("a\\ud83d\\ude00\\ud800") == "a\\U0001f600\\ud800"
        True
        >>> portable_text("\\u0378\\ufdd0") == "\\ufffd\\ufdd0"
        True
    """
    joined: str = json.loads(json.dumps(text))
    if joined.isascii():
        return joined
    return "".join("\ufffd" if _unassigned(ch) else ch for ch in joined)


def portable(value: Json) -> Json:
    """``value`` as JavaScript reads it back from JSON, so that both languages compute on the same data.

    - an integral float (``1.0``, ``1e16``) is the integer it equals: ``JSON.parse`` keeps no ``.0``;
    - an integer beyond 2**53 is the integer of the nearest double: ``JSON.parse`` rounds it;
    - object keys are in JavaScript's order: array-index keys first, ascending;
    - strings as :func:`portable_text` gives them.

    Example:
        >>> portable({"b": 1.0, "1": 2**53 + 1, "x": [0.5, "\\u0378"]})
        {'1': 9007199254740992, 'b': 1, 'x': [0.5, '\\ufffd']}
    """
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, str):
        return portable_text(value)
    if isinstance(value, int):
        return value if -_MAX_SAFE <= value <= _MAX_SAFE else int(float(value))
    if isinstance(value, float):
        if math.isfinite(value) and value.is_integer():
            return int(value)
        return value
    if isinstance(value, list | tuple):
        return [portable(v) for v in value]
    if isinstance(value, dict):
        items = {portable_text(k): portable(v) for k, v in value.items()}
        return {k: items[k] for k in js_key_order(list(items))}
    raise TypeError(f"not JSON: {type(value).__name__}")


# --------------------------------------------------------------------------- seeded draws


def draw(strategy: SearchStrategy[Json], count: int, at: int) -> list[Json]:
    """``count`` distinct values of ``strategy``, the same on every run (hypothesis seeded with ``at``).

    Values are distinct as JSON text; fewer come back when the strategy has fewer.
    """
    found: dict[str, Json] = {}

    @seed(at)
    @settings(
        database=None,
        max_examples=count * 3,
        phases=[Phase.generate],
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy)
    def collect(value: Json) -> None:
        if len(found) < count:
            found.setdefault(json.dumps(value, sort_keys=False), value)

    # Hypothesis mixes into its draws the literal constants of the local modules imported so far
    # (hypothesis.internal.conjecture.providers, 6.170), so the same seed drew other values inside a
    # pytest session than under make conformance. The draws use the global constants only.
    _providers.CONSTANTS_CACHE.cache.clear()
    try:
        with mock.patch.object(_providers, "_get_local_constants", _providers.Constants):
            collect()
    finally:
        _providers.CONSTANTS_CACHE.cache.clear()
    return list(found.values())


# --------------------------------------------------------------------------- generation


def modules() -> dict[str, Any]:
    """Every ``ops_<group>`` module of this package, by group name."""
    out = {}
    for info in pkgutil.iter_modules([str(Path(__file__).parent)]):
        if info.name.startswith("ops_"):
            out[info.name[4:]] = importlib.import_module(f"{__name__}.{info.name}")
    return out


def operations() -> dict[str, Operation]:
    """Every operation of every group; an operation defined twice is an error."""
    out: dict[str, Operation] = {}
    for group, module in sorted(modules().items()):
        for name, fn in module.PYTHON.items():
            if name in out:
                raise AssertionError(f"operation {name} defined twice (ops_{group})")
            out[name] = fn
    return out


def run(fn: Operation, input: Json, options: dict[str, Json]) -> dict[str, Json]:
    """The outcome of one call: ``{"expected": output}`` or ``{"error": {"class", "path"}}``."""
    try:
        output = fn(input, options)
    except EXPECTED_ERRORS as error:
        return {"error": {"class": type(error).__name__, "path": getattr(error, "path", None)}}
    return {"expected": output}


def vector(fn: Operation, case_id: str, input: Json, options: dict[str, Json]) -> dict[str, Json]:
    """One vector: the case (inputs made :func:`portable`) and Python's outcome on it."""
    input, options = portable(input), portable(options)
    return {"id": case_id, "options": options, "input": input, **run(fn, input, options)}


def generate(only: set[str] | None = None) -> dict[str, dict[str, Json]]:
    """Every vector file's content by operation (``only``: just these operations)."""
    ops = operations()
    files: dict[str, dict[str, Json]] = {}
    ids: dict[str, set[str]] = {}
    for _group, module in sorted(modules().items()):
        for operation, case_id, input, options in module.cases():
            if operation not in ops:
                raise AssertionError(f"case {case_id}: no Python function for operation {operation}")
            if only is not None and operation not in only:
                continue
            seen = ids.setdefault(operation, set())
            if case_id in seen:
                raise AssertionError(f"{operation}: vector id {case_id} used twice")
            seen.add(case_id)
            file = files.setdefault(operation, {"operation": operation, "vectors": []})
            file["vectors"].append(vector(ops[operation], case_id, input, options))
    return files


def dumps(file: dict[str, Json]) -> str:
    """The text of one vector file: one vector per line, ASCII, deterministic."""
    compact = {"ensure_ascii": True, "separators": (",", ":"), "allow_nan": False}
    lines = [json.dumps(v, **compact) for v in file["vectors"]]  # type: ignore[arg-type]
    text = f'{{"operation":{json.dumps(file["operation"])},"vectors":[\n' + ",\n".join(lines) + "\n]}\n"
    if len(text) > MAX_FILE_BYTES:
        raise AssertionError(f"{file['operation']}.json is {len(text)} bytes, over {MAX_FILE_BYTES}")
    return text


def committed() -> dict[str, str]:
    """The text of every committed vector file, by operation."""
    return {p.stem: p.read_text(encoding="ascii") for p in sorted(VECTORS.glob("*.json"))}


def load(operation: str) -> dict[str, Json]:
    """One committed vector file, read back."""
    data: dict[str, Json] = json.loads((VECTORS / f"{operation}.json").read_text(encoding="ascii"))
    return data


def stale(files: dict[str, dict[str, Json]]) -> list[str]:
    """The operations whose committed file differs from ``files`` (or is missing, or is left over)."""
    have = committed()
    fresh = {op: dumps(f) for op, f in files.items()}
    return sorted(op for op in have.keys() | fresh.keys() if have.get(op) != fresh.get(op))


def write(files: dict[str, dict[str, Json]]) -> Iterator[tuple[str, int]]:
    """Write every file (removing files of operations that no longer exist); yield (operation, count)."""
    VECTORS.mkdir(exist_ok=True)
    for path in VECTORS.glob("*.json"):
        if path.stem not in files:
            path.unlink()
    for operation, file in sorted(files.items()):
        (VECTORS / f"{operation}.json").write_text(dumps(file), encoding="ascii")
        yield operation, len(file["vectors"])
