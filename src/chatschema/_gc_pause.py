"""Running a build step with Python's cyclic garbage collector paused when its input is large.

The bulk entry points (``decode``/``validate`` of long payloads,
``messages_from_dict``, ``convert_to_messages`` and
``convert_to_openai_messages`` of long lists) wrap their work in
:func:`built`: when :func:`is_bulk` says the input is large, the collector is
disabled while the step runs and enabled again when it returns or raises.
Objects being built cannot form reference cycles, so no result changes;
when the collector is already disabled, nothing is touched. Why this pays
off, with timings: ``bench/README.md``.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from typing import Any, TypeVar

_T = TypeVar("_T")

BULK_ITEMS = 128
"""Lists at least this long are built with the collector paused."""

BULK_BYTES = 64 * 1024
"""JSON text at least this long is decoded with the collector paused."""


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
