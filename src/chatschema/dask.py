"""Validate and convert sharded JSONL chat logs with Dask (``pip install 'chatschema[dask]'``).

Design notes: docs/design.md, ``chatschema.dask``.
"""

from __future__ import annotations

import glob
import importlib
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from chatschema._validation import Extra
from chatschema.batch import BatchResult, ConvertResult, convert_file, validate_file, validate_lines
from chatschema.batch._convert import check_conversion

__all__ = ["convert_files", "expand_paths", "validate_files"]


def _bag() -> Any:
    try:
        return importlib.import_module("dask.bag")
    except ImportError as missing:
        raise ImportError(
            "chatschema.dask needs Dask: pip install 'chatschema[dask]' (dask[distributed])"
        ) from missing


def expand_paths(paths: str | os.PathLike[str] | Iterable[str | os.PathLike[str]]) -> list[str]:
    """Turn a glob, a path or a list of them into a sorted list of files.

    Args:
        paths: ``"shards/*.jsonl"``, one path, or several paths and globs.

    Returns:
        The files, in sorted order within each glob, without duplicates.

    Raises:
        FileNotFoundError: A path or glob matches no file.

    Example:
        >>> expand_paths("/nonexistent/*.jsonl")
        Traceback (most recent call last):
          ...
        FileNotFoundError: no file matches /nonexistent/*.jsonl
    """
    items = [paths] if isinstance(paths, (str, os.PathLike)) else list(paths)
    out: list[str] = []
    for item in items:
        text = os.fspath(item)
        matches = (
            sorted(glob.glob(text)) if glob.has_magic(text) else ([text] if os.path.isfile(text) else [])
        )
        if not matches:
            raise FileNotFoundError(f"no file matches {text}")
        out.extend(m for m in matches if m not in out)
    return out


def _compute(bag: Any, scheduler: str | None) -> list[Any]:
    if scheduler is None:
        return list(bag.compute())
    return list(bag.compute(scheduler=scheduler))


def validate_files(
    paths: str | os.PathLike[str] | Iterable[str | os.PathLike[str]],
    *,
    type: str | None = None,
    max_errors: int | None = None,
    scheduler: str | None = None,
    extra: Extra = "forbid",
) -> BatchResult:
    """Validate JSONL shards, one Dask task per file, and merge the results in path order.

    The result equals validating the files one after another in one process
    (:func:`chatschema.batch.validate_file`), errors included.

    Args:
        paths: A glob such as ``"shards/*.jsonl"``, a path, or a list of them.
        type: Check every line against this schema type instead of
            detecting forms (see :func:`chatschema.batch.validate_lines`).
        max_errors: Keep at most this many error records per shard and in
            the merged result (all invalid lines are still counted).
        scheduler: A Dask scheduler name (``"threads"``, ``"processes"``,
            ``"sync"``); by default the active one (a distributed ``Client``
            if you made one).
        extra: As for :func:`chatschema.batch.validate_lines`: ``"keep"``
            allows keys a message does not declare.

    Returns:
        The merged counts and errors.

    Raises:
        FileNotFoundError: A path or glob matches no file.
        ImportError: Dask is not installed.
        ValueError: ``type`` names no schema type.

    Example:
        >>> import tempfile
        >>> with tempfile.TemporaryDirectory() as d:
        ...     for i in range(3):
        ...         _ = Path(d, f"part-{i}.jsonl").write_text('[{"role": "user", "content": "hi"}]\\n[7]\\n')
        ...     result = validate_files(f"{d}/*.jsonl", scheduler="sync")
        >>> result.lines, result.invalid, [Path(e.source).name for e in result.errors]
        (6, 3, ['part-0.jsonl', 'part-1.jsonl', 'part-2.jsonl'])
    """
    files = expand_paths(paths)
    if type is not None:
        validate_lines([], type=type)  # an unknown type fails here, not on a worker
    bag = _bag().from_sequence(files, npartitions=len(files))
    results = _compute(bag.map(validate_file, type=type, max_errors=max_errors, extra=extra), scheduler)
    merged = BatchResult(max_errors=max_errors)
    for result in results:
        merged.merge(result)
    return merged


def _convert_shard(path: str, out_dir: str, rejects_dir: str | None, **options: Any) -> ConvertResult:
    name = os.path.basename(path)
    rejects = None if rejects_dir is None else os.path.join(rejects_dir, name)
    return convert_file(path, os.path.join(out_dir, name), rejects_path=rejects, **options)


def convert_files(
    paths: str | os.PathLike[str] | Iterable[str | os.PathLike[str]],
    out_dir: str | os.PathLike[str],
    *,
    src: str = "auto",
    dst: str,
    rejects_dir: str | os.PathLike[str] | None = None,
    include_id: bool = False,
    scheduler: str | None = None,
    extra: Extra = "forbid",
) -> ConvertResult:
    """Convert JSONL shards, one Dask task per file, each into a file of the same name in ``out_dir``.

    Args:
        paths: A glob, a path, or a list of them. File names must be unique.
        out_dir: The directory for the converted shards (created if missing).
        src: The form to read (see :func:`chatschema.batch.convert_lines`).
        dst: What to write (see :func:`chatschema.batch.convert_lines`).
        rejects_dir: Write each shard's rejected lines to a file of the same
            name here; by default they are only reported in the result.
        include_id: With ``dst="openai"``, write message ids.
        scheduler: A Dask scheduler name; by default the active one.
        extra: As for :func:`chatschema.batch.convert_lines`: ``"keep"``
            keeps keys a message does not declare as its extras.

    Returns:
        The merged counts and errors, in path order.

    Raises:
        FileNotFoundError: A path or glob matches no file.
        ImportError: Dask is not installed.
        ValueError: Two shards have the same file name, or ``src``/``dst`` is unknown.

    Example:
        >>> import tempfile
        >>> with tempfile.TemporaryDirectory() as d:
        ...     _ = Path(d, "a.jsonl").write_text('[{"role": "user", "content": "hi"}]\\n')
        ...     result = convert_files(Path(d, "a.jsonl"), Path(d, "out"), dst="lc", scheduler="sync")
        ...     result.converted, Path(d, "out", "a.jsonl").read_text()[:24]
        (1, '[{"type":"human","data":')
    """
    check_conversion(src, dst)
    files = expand_paths(paths)
    names = [os.path.basename(f) for f in files]
    if len(set(names)) != len(names):
        raise ValueError("shards must have distinct file names: their outputs share one directory")
    target = Path(out_dir)
    target.mkdir(parents=True, exist_ok=True)
    rejects = None if rejects_dir is None else Path(rejects_dir)
    if rejects is not None:
        rejects.mkdir(parents=True, exist_ok=True)
    bag = _bag().from_sequence(files, npartitions=len(files))
    tasks = bag.map(
        _convert_shard,
        out_dir=str(target),
        rejects_dir=None if rejects is None else str(rejects),
        src=src,
        dst=dst,
        include_id=include_id,
        extra=extra,
    )
    merged = ConvertResult()
    for result in _compute(tasks, scheduler):
        merged.merge(result)
    return merged
