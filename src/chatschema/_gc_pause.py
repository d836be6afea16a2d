"""Running a build step with Python's cyclic garbage collector paused when its input is large.

The bulk entry points (``decode``/``validate`` of long payloads, and of
long lists: ``messages_from_dict``, ``messages_from_lc_json``,
``messages_from_langchainjs``, ``convert_to_messages``,
``convert_to_openai_messages``, ``messages_to_dict`` and
``messages_to_lc_json``) wrap their work in
:func:`built`: when :func:`is_bulk` says the input is large, the collector is
disabled while the step runs and enabled again when it returns or raises.
Objects being built cannot form reference cycles, so no result changes;
when the collector is already disabled, nothing is touched. Why this pays
off, with timings: ``bench/README.md``.

A build that walks its input several times (check, convert, then the step
every reader shares) walks a long list :func:`in_slices`, a few hundred items
at a time, so that each slice is still in the CPU caches for the next walk:
walking the whole list each time costs two to three times as much per item
once the list outgrows the caches (``bench/scaling.py``).
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from typing import Any, TypeVar

_T = TypeVar("_T")
_Item = TypeVar("_Item")

BULK_ITEMS = 128
"""Lists at least this long are built with the collector paused."""

BULK_BYTES = 64 * 1024
"""JSON text at least this long is decoded with the collector paused."""

SLICE = 256
"""How many items :func:`in_slices` gives its step at a time."""


def is_bulk(data: Any) -> bool:
    """Whether ``data`` is large enough for the collector to matter.

    Args:
        data: A list of items, or JSON text (``bytes``, ``bytearray``, ``memoryview``, ``str``).

    Returns:
        True for a list of at least :data:`BULK_ITEMS` items or text of at
        least :data:`BULK_BYTES` bytes or characters; False for anything else.

    Raises:
        Nothing.

    Example:
        >>> is_bulk(list(range(200))), is_bulk([1, 2]), is_bulk(b"[]"), is_bulk({"a": 1})
        (True, False, False, False)
    """
    kind = type(data)
    if kind is list:
        return len(data) >= BULK_ITEMS
    if kind is bytes or kind is str or kind is bytearray:
        return len(data) >= BULK_BYTES
    if kind is memoryview:
        return bool(data.nbytes >= BULK_BYTES)
    return False


def built(data: Any, step: Callable[..., _T], *args: Any) -> _T:
    """``step(*args)``, with the collector paused when ``data`` (its input) is large.

    Args:
        data: What ``step`` builds from; see :func:`is_bulk`.
        step: What to run; it must not depend on the collector running.
        *args: Its arguments.

    Returns:
        What ``step`` returns.

    Raises:
        Whatever ``step`` raises; the collector is enabled again first.

    Example:
        >>> import gc
        >>> built(list(range(200)), gc.isenabled), built([1], gc.isenabled)
        (False, True)
    """
    return paused(step, *args) if is_bulk(data) else step(*args)


def paused(step: Callable[..., _T], *args: Any) -> _T:
    """``step(*args)`` with the cyclic garbage collector paused, if it is enabled.

    Args:
        step: What to run; it must not depend on the collector running.
        *args: Its arguments.

    Returns:
        What ``step`` returns.

    Raises:
        Whatever ``step`` raises; the collector is enabled again first.

    Example:
        >>> import gc
        >>> paused(lambda: gc.isenabled())
        False
        >>> gc.isenabled()
        True
    """
    if not gc.isenabled():
        return step(*args)
    gc.disable()
    try:
        return step(*args)
    finally:
        gc.enable()


def in_slices(items: list[Any], step: Callable[[list[Any]], list[_Item] | None]) -> list[_Item] | None:
    """``step`` of each slice of :data:`SLICE` items of ``items``, in order, joined into one list.

    ``step`` must treat each item on its own, so that the slices give what the
    whole list would; it sees a slice's items at ``$[0]``, ``$[1]``... and may
    return None to give up (the caller then reads the whole list its own way).
    Errors are the caller's to place: on an error raised from a slice, the
    caller reads the whole list, which raises the error at its real path.

    Args:
        items: The list (not changed).
        step: What to run on each slice.

    Returns:
        The results of every slice, joined; None when a step gave None.

    Raises:
        Whatever ``step`` raises.

    Example:
        >>> len(in_slices(list(range(1000)), lambda part: [len(part)] * len(part)))
        1000
        >>> in_slices(list(range(1000)), lambda part: None if part[0] == 512 else part) is None
        True
    """
    if len(items) <= SLICE:
        return step(items)
    out: list[_Item] = []
    for start in range(0, len(items), SLICE):
        part = step(items[start : start + SLICE])
        if part is None:
            return None
        out += part
    return out
