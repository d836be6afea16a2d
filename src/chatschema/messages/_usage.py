"""Adding and subtracting token usage (``usage_metadata``).

Counts are combined key by key, at any depth, so provider-specific keys and
token detail maps (``input_token_details``, ``output_token_details``) are kept
even when they are not in the standard schema. A key missing on one side
counts as 0 (or as an empty map).
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any

__all__ = ["add_usage", "copy_usage", "subtract_usage"]

_MAX_DEPTH = 100


def _combine(
    left: dict[str, Any], right: dict[str, Any], op: Callable[[int, int], int], depth: int
) -> dict[str, Any]:
    if depth >= _MAX_DEPTH:
        raise ValueError(f"max_depth={_MAX_DEPTH} exceeded, unable to combine dicts.")
    out: dict[str, Any] = {}
    keys = list(left)
    keys += [k for k in right if k not in left]
    for key in keys:
        a = left.get(key, 0)
        b = right.get(key, 0)
        if isinstance(a, int) and isinstance(b, int):
            out[key] = op(a, b)
            continue
        a = left.get(key, {})
        b = right.get(key, {})
        if isinstance(a, dict) and isinstance(b, dict):
            out[key] = _combine(a, b, op, depth + 1)
            continue
        kinds = [type(side[key]) for side in (left, right) if key in side]
        raise ValueError(f"Unknown value types: {kinds}. Only dict and int values are supported.")
    return out


def _zero() -> dict[str, Any]:
    return {"input_tokens": 0, "output_tokens": 0, "total_tokens": 0}


def add_usage(left: dict[str, Any] | None, right: dict[str, Any] | None) -> dict[str, Any]:
    """The sum of two token usages, key by key.

    Args:
        left: A usage dict, or None.
        right: Another usage dict, or None.

    Returns:
        The sum. When one side is None or empty the other side is returned
        as is (the same object, as in LangChain); when both are, all counts
        are 0.

    Raises:
        ValueError: A key holds something other than an integer or a dict of
            counts, or the dicts are nested more than 100 deep.

    Example:
        >>> a = {"input_tokens": 5, "output_tokens": 0, "total_tokens": 5}
        >>> a["input_token_details"] = {"cache_read": 3}
        >>> b = {"input_tokens": 0, "output_tokens": 7, "total_tokens": 7}
        >>> b["output_token_details"] = {"reasoning": 4, "vendor_specific": 1}
        >>> add_usage(a, b)  # doctest: +NORMALIZE_WHITESPACE
        {'input_tokens': 5, 'output_tokens': 7, 'total_tokens': 12, 'input_token_details': {'cache_read': 3},
         'output_token_details': {'reasoning': 4, 'vendor_specific': 1}}
        >>> add_usage(None, None)
        {'input_tokens': 0, 'output_tokens': 0, 'total_tokens': 0}
    """
    if not left and not right:
        return _zero()
    if not left or not right:
        only: dict[str, Any] = left or right  # type: ignore[assignment]
        return only
    return _combine(left, right, operator.add, 0)


def copy_usage(usage: dict[str, Any]) -> dict[str, Any]:
    """A copy of a token usage dict in which every nested dict is new too.

    A sum of chunks holds its own usage, never one of its operands'.

    Args:
        usage: A usage dict.

    Returns:
        The copy.

    Example:
        >>> usage = {"input_tokens": 1, "input_token_details": {"cache_read": 1}}
        >>> copy = copy_usage(usage)
        >>> copy == usage, copy["input_token_details"] is usage["input_token_details"]
        (True, False)
    """
    return {k: copy_usage(v) if isinstance(v, dict) else v for k, v in usage.items()}


def _floored_difference(a: int, b: int) -> int:
    return max(a - b, 0)


def subtract_usage(left: dict[str, Any] | None, right: dict[str, Any] | None) -> dict[str, Any]:
    """``left`` minus ``right``, key by key, never below 0.

    Args:
        left: A usage dict, or None.
        right: The usage to take away, or None.

    Returns:
        The difference. When one side is None or empty the other side is
        returned as is (as in LangChain, even when that is ``right``); when
        both are, all counts are 0.

    Raises:
        ValueError: A key holds something other than an integer or a dict of
            counts, or the dicts are nested more than 100 deep.

    Example:
        >>> a = {"input_tokens": 5, "output_tokens": 10, "total_tokens": 15}
        >>> a["input_token_details"] = {"cache_read": 4}
        >>> b = {"input_tokens": 3, "output_tokens": 12, "total_tokens": 15}
        >>> subtract_usage(a, b)
        {'input_tokens': 2, 'output_tokens': 0, 'total_tokens': 0, 'input_token_details': {'cache_read': 4}}
    """
    if not left and not right:
        return _zero()
    if not left or not right:
        only: dict[str, Any] = left or right  # type: ignore[assignment]
        return only
    return _combine(left, right, _floored_difference, 0)
