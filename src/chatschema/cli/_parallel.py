"""Run chunk tasks in order, in this process or in a pool of worker processes.

Results come back in the order the tasks were given, whatever order the
workers finish in, so what the commands print does not depend on ``--jobs``.
At most a few tasks per worker are in flight, so memory stays bounded
however long the input is.
"""

from __future__ import annotations

import collections
import functools
import multiprocessing
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import contextmanager
from typing import Any, TypeVar

from chatschema.cli._io import Chunk, Format, InputError, LineNumbers, read_inputs

__all__ = ["Worker", "ordered_map", "run_inputs"]

Worker = Callable[..., tuple[Any, int]]
"""A module-level function ``worker(chunk, **options) -> (result, lines in the chunk)``."""

M = TypeVar("M")

_IN_FLIGHT_PER_JOB = 3
"""Tasks submitted ahead per worker: enough to keep workers busy while results are printed."""


@contextmanager
def ordered_map(
    tasks: Iterable[tuple[Callable[[], Any], M]], jobs: int = 1
) -> Iterator[Iterator[tuple[Any, M]]]:
    """Run each task's call and yield ``(result, meta)`` in task order.

    Use it as a context manager: leaving the block early (say, after too many
    errors) cancels what is still queued and stops the workers.

    Args:
        tasks: ``(call, meta)`` pairs; the calls must pickle when ``jobs > 1``.
        jobs: Worker processes; 1 runs every call in this process.

    Yields:
        An iterator of ``(result, meta)``.

    Raises:
        Exception: Whatever a call raises, when its result is reached.

    Example:
        >>> import functools, operator
        >>> tasks = [(functools.partial(operator.mul, i, i), i) for i in range(4)]
        >>> with ordered_map(tasks) as results:
        ...     list(results)
        [(0, 0), (1, 1), (4, 2), (9, 3)]
    """
    if jobs <= 1:
        yield ((call(), meta) for call, meta in tasks)
        return
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=_context())
    try:
        yield _pooled(pool, tasks, jobs * _IN_FLIGHT_PER_JOB)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _pooled(
    pool: ProcessPoolExecutor, tasks: Iterable[tuple[Callable[[], Any], M]], window: int
) -> Iterator[tuple[Any, M]]:
    pending: collections.deque[tuple[Future[Any], M]] = collections.deque()
    for call, meta in tasks:
        pending.append((pool.submit(call), meta))
        if len(pending) >= window:
            future, done = pending.popleft()
            yield future.result(), done
    while pending:
        future, done = pending.popleft()
        yield future.result(), done


def _context() -> Any:
    """How to start workers: ``fork`` on Linux when this process has no other thread (instant, and
    the workers inherit what is already imported and built), else ``forkserver`` (never a fork of a
    process with threads), else ``spawn``."""
    methods = multiprocessing.get_all_start_methods()
    if sys.platform.startswith("linux") and "fork" in methods and threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    if "forkserver" in methods:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["chatschema.batch"])
        return context
    return multiprocessing.get_context("spawn")


def _guarded(worker: Worker, chunk: Chunk, options: dict[str, Any]) -> tuple[Any, int]:
    """Run a worker on a chunk; a chunk that cannot be read becomes an InputError result."""
    try:
        return worker(chunk, **options)
    except OSError as error:
        return InputError(f"cannot read {chunk.source}: {error.strerror or error}"), 0


def _failed(error: InputError) -> tuple[InputError, int]:
    return error, 0


@contextmanager
def run_inputs(
    paths: list[str], format: Format, jobs: int, worker: Worker, **options: Any
) -> Iterator[Iterator[tuple[Any, Chunk | InputError, int]]]:
    """Read the inputs in chunks, run ``worker`` on each (in order, on ``jobs`` processes).

    Args:
        paths: The inputs (``-`` for stdin).
        format: ``"auto"``, ``"json"`` or ``"jsonl"``.
        jobs: Worker processes; 1 runs everything here.
        worker: A module-level function ``worker(chunk, **options) -> (result, lines)``; its
            results number lines from 1 within the chunk.
        **options: Passed to ``worker``.

    Yields:
        An iterator of ``(result, chunk, offset)``: add ``offset`` to the result's line numbers
        to get the input's. An input (or chunk) that cannot be read gives ``(error, error, 0)``
        with an :class:`~chatschema.cli._io.InputError`.

    Raises:
        Exception: Whatever ``worker`` raises (other than a failure to read its chunk).

    Example:
        >>> def lines(chunk, **options):
        ...     return chunk.load().count(b"\\n"), chunk.load().count(b"\\n")
        >>> with run_inputs(["/nonexistent.jsonl"], "auto", 1, lines) as results:
        ...     [type(r).__name__ for r, _, _ in results]
        ['InputError']
    """
    tasks: Iterator[tuple[Callable[[], Any], Chunk | InputError]] = (
        (functools.partial(_failed, item), item)
        if isinstance(item, InputError)
        else (functools.partial(_guarded, worker, item, options), item)
        for item in read_inputs(paths, format)
    )
    numbers = LineNumbers()
    with ordered_map(tasks, jobs) as results:

        def numbered() -> Iterator[tuple[Any, Chunk | InputError, int]]:
            for (result, lines), item in results:
                if isinstance(result, InputError):
                    yield result, result, 0
                elif isinstance(item, Chunk):
                    yield result, item, numbers.offset(item, lines)

        yield numbered()
