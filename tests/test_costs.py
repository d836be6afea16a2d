"""The cost checks in tests/costs.py bite: quadratic work fails them, linear work passes.

Each quadratic example is one that a linear-time test should catch: nested Python
iteration (visible as trace events) and re-copying a growing container in C
(visible only as allocated bytes: the trace events stay linear). The last test pins
the documented blind spot, C loops that neither allocate nor run Python code.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import langchain_core.messages as lc
import pytest

from tests.costs import FACTOR, SLACK, Cost, Growth, assert_linear, growth, measure

BOUND = FACTOR * SLACK


def _strings(n: int) -> list[str]:
    return [f"s{i}" for i in range(n)]


def appends(items: list[str]) -> list[str]:
    out = []
    for item in items:
        out.append(item)
    return out


def concatenates_in_place(items: list[str]) -> list[str]:
    out: list[str] = []
    for item in items:
        out += [item]
    return out


def builds_a_dict(items: list[str]) -> dict[str, int]:
    return {item: i for i, item in enumerate(items)}


def joins(items: list[str]) -> str:
    return "\n".join(item.upper() for item in items)


def sorts(items: list[str]) -> list[str]:
    return sorted(items, key=len)


def recopies_with_plus(items: list[str]) -> list[str]:
    acc: list[str] = []
    for item in items:
        acc = acc + [item]  # noqa: RUF005 (the point)
    return acc


def recopies_with_list(items: list[str]) -> list[str]:
    acc: list[str] = []
    for item in items:
        acc = list(acc) + [item]  # noqa: RUF005 (the point)
    return acc


def recopies_a_dict(items: list[str]) -> dict[str, int]:
    acc: dict[str, int] = {}
    for i, item in enumerate(items):
        acc = {**acc, item: i}
    return acc


def recopies_a_tuple(items: list[str]) -> tuple[str, ...]:
    acc: tuple[str, ...] = ()
    for item in items:
        acc = (*acc, item)
    return acc


def concatenates_strings(items: list[str]) -> str:
    text = ""
    for item in items:
        text = text + item + "\n"
    return text


def sums_lists(items: list[str]) -> list[str]:
    return sum(([item] for item in items), [])  # noqa: RUF017 (the point)


def searches_in_python(items: list[str]) -> list[str]:
    seen: list[str] = []
    for item in items:
        for other in seen:
            if other == item:
                break
        else:
            seen.append(item)
    return seen


def counts_earlier_in_a_comprehension(items: list[str]) -> list[int]:
    return [sum(1 for other in items[:i] if other < item) for i, item in enumerate(items)]


LINEAR = [appends, concatenates_in_place, builds_a_dict, joins, sorts]
COPYING = [
    recopies_with_plus,
    recopies_with_list,
    recopies_a_dict,
    recopies_a_tuple,
    concatenates_strings,
    sums_lists,
]
PYTHON_LOOPS = [searches_in_python, counts_earlier_in_a_comprehension]


@pytest.mark.parametrize("func", LINEAR, ids=lambda f: f.__name__)
def test_linear_work_passes(func: Callable[[list[str]], Any]) -> None:
    g = assert_linear(_strings, func, 200)
    assert g.events_ratio <= BOUND and g.allocated_ratio <= BOUND


@pytest.mark.parametrize("func", COPYING, ids=lambda f: f.__name__)
def test_copying_in_c_is_flagged_by_allocation(func: Callable[[list[str]], Any]) -> None:
    g = growth(_strings, func, 200)
    assert g.allocated_ratio > 4 * FACTOR, str(g)  # about FACTOR ** 2
    assert g.events_ratio <= BOUND, str(g)  # a call/line count alone would miss it
    assert not g.is_linear()


@pytest.mark.parametrize("func", PYTHON_LOOPS, ids=lambda f: f.__name__)
def test_nested_python_iteration_is_flagged_by_events(func: Callable[[list[str]], Any]) -> None:
    g = growth(_strings, func, 25)
    assert g.events_ratio > 4 * FACTOR, str(g)
    assert not g.is_linear()


def test_assert_linear_fails_with_the_numbers() -> None:
    with pytest.raises(
        AssertionError, match=r"not linear: n=100 -> 800: events .* allocated \d+ -> \d+ B \(x\d+\.\d\d\)$"
    ):
        assert_linear(_strings, recopies_with_plus, 100)


def test_langchains_quadratic_merge_is_flagged() -> None:
    """LangChain issue #38217: merging a run of list-content messages re-copies the merged content.

    If a LangChain release fixes it, pick another known-quadratic input for this test.
    """

    def build(n: int) -> list[lc.BaseMessage]:
        return [lc.HumanMessage([{"type": "text", "text": f"m{i}"}]) for i in range(n)]

    def merge(messages: list[lc.BaseMessage]) -> list[lc.BaseMessage]:
        return lc.merge_message_runs(messages)

    g = growth(build, merge, 30)
    assert g.allocated_ratio > 4 * FACTOR, str(g)
    assert g.events_ratio <= BOUND, str(g)


def test_counts_are_deterministic() -> None:
    items = _strings(500)
    first, second = measure(lambda: recopies_with_plus(items)), measure(lambda: recopies_with_plus(items))
    assert first.events == second.events
    assert abs(first.allocated - second.allocated) <= first.allocated // 100


def test_measure_restores_the_tracer_and_reraises() -> None:
    import gc
    import sys
    import tracemalloc

    def boom() -> None:
        raise ValueError("boom")

    before = sys.gettrace()
    with pytest.raises(ValueError, match="boom"):
        measure(boom)
    assert sys.gettrace() is before
    assert gc.isenabled()
    assert not tracemalloc.is_tracing()


def test_growth_reports_both_ratios() -> None:
    g = Growth(10, 8, Cost(100, 1000), Cost(900, 64000))
    assert g.events_ratio == 9 and g.allocated_ratio == 64
    assert not g.is_linear()
    assert "x9.00" in str(g) and "x64.00" in str(g)


@pytest.mark.xfail(reason="blind spot: C loops that neither allocate nor run Python code", strict=True)
def test_membership_on_a_growing_list_is_not_seen() -> None:
    def dedupes_with_a_list(items: list[str]) -> list[str]:
        seen: list[str] = []
        for item in items:
            if item not in seen:
                seen.append(item)
        return seen

    assert not growth(_strings, dedupes_with_a_list, 200).is_linear()
