"""Throughput of ``chatschema validate`` against a bare msgspec decoding loop, on one JSONL file.

    python bench/make_jsonl.py /tmp/chatlog-200mb.jsonl --mb 200
    python bench/cli_throughput.py /tmp/chatlog-200mb.jsonl --repeat 3

Measured, each on the same lines (read in the CLI's 1 MiB chunks), best of ``--repeat``:

* ``bare msgspec loop``: ``msgspec.json.Decoder(list[SerializedMessage]).decode(line)`` with the
  generated types of ``chatschema_generated.serialized``, no checks, no counting;
* ``validate core``: :func:`chatschema.batch.validate_chunk` in this process (what ``--jobs 1`` runs);
* ``validate core, full path``: the same with the one-pass decoders off, so every line goes through
  :func:`chatschema.decode` (decode, then the generated checks);
* ``chatschema validate --jobs N``: the command, end to end, in a subprocess (wall clock,
  start-up and reading included).

Timings on a shared machine move with its load; the ratios are taken within one run, interleaved.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec

from chatschema import batch
from chatschema.batch import _fast as fast
from chatschema.cli._io import Input, iter_chunks
from chatschema_generated.serialized import SerializedMessage


def _chunks(path: Path) -> list[bytes]:
    return [c.load() for c in iter_chunks(Input(str(path)), "jsonl")]


def bare(chunks: list[bytes]) -> int:
    decode = msgspec.json.Decoder(list[SerializedMessage]).decode
    n = 0
    for chunk in chunks:
        for line in chunk.split(b"\n"):
            if line:
                decode(line)
                n += 1
    return n


def core(chunks: list[bytes]) -> int:
    n = 0
    for chunk in chunks:
        result = batch.validate_chunk(chunk)
        assert result.ok, result.errors[:3]
        n += result.lines
    return n


def core_full_path(chunks: list[bytes]) -> int:
    original = fast.READERS
    fast.READERS = fast.FULL_READERS
    try:
        return core(chunks)
    finally:
        fast.READERS = original


TREE_CPU: dict[str, float] = {}
"""CPU seconds of the whole process tree (command, forkserver, workers) of the last run, by method."""


def _tree_cpu(process: Any, seen: dict[int, float]) -> None:
    """Record the CPU time of a process and its descendants (sampled; the largest value per pid)."""
    try:
        family = [process, *process.children(recursive=True)]
    except Exception:  # the process is gone
        return
    for member in family:
        try:
            times = member.cpu_times()
        except Exception:
            continue
        seen[member.pid] = max(seen.get(member.pid, 0.0), times.user + times.system)


def command(path: Path, jobs: int) -> Callable[[list[bytes]], int]:
    argv = [sys.executable, "-m", "chatschema", "validate", "--no-progress", "--jobs", str(jobs), str(path)]

    def run(_: list[bytes]) -> int:
        try:
            import psutil  # installed with dask[distributed]
        except ImportError:
            psutil = None
        seen: dict[int, float] = {}
        if psutil is None:
            done = subprocess.run(argv, capture_output=True, check=False)
            out, err, code = done.stdout, done.stderr, done.returncode
        else:
            process = psutil.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            while process.poll() is None:
                _tree_cpu(process, seen)
                time.sleep(0.02)
            out, err = process.communicate()
            code = process.returncode
            TREE_CPU[f"chatschema validate --jobs {jobs}"] = sum(seen.values())
        if code != 0:
            raise SystemExit(out.decode()[-2000:] + err.decode()[-2000:])
        return int(out.decode().split("checked ", 1)[1].split(" lines", 1)[0].replace(",", ""))

    return run


def main(argv: list[str] | None = None) -> int:
    """Measure and print a Markdown table."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("path", type=Path)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--jobs", type=int, nargs="*", default=[1, 2])
    args = parser.parse_args(argv)

    size = args.path.stat().st_size
    chunks = _chunks(args.path)
    methods: dict[str, Callable[[list[bytes]], int]] = {
        "bare msgspec loop": bare,
        "validate core": core,
        "validate core, full path": core_full_path,
    }
    for jobs in args.jobs:
        methods[f"chatschema validate --jobs {jobs}"] = command(args.path, jobs)
    best: dict[str, float] = {}
    cpu: dict[str, float] = {}
    lines = 0
    for _ in range(args.repeat):
        for name, method in methods.items():
            start, start_cpu = time.perf_counter(), time.process_time()
            lines = method(chunks)
            elapsed, used = time.perf_counter() - start, time.process_time() - start_cpu
            best[name] = min(best.get(name, elapsed), elapsed)
            cpu[name] = min(cpu.get(name, used), used)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"{args.path}: {size / 1e6:.1f} MB, {lines:,} lines, {os.cpu_count()} CPUs, "
        f"load average {load:.1f}, best of {args.repeat}\n"
    )
    print("| method | wall s | MB/s | lines/s | vs bare loop | CPU s | CPU vs bare |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, seconds in best.items():
        ratio = best["bare msgspec loop"] / seconds
        in_process = not name.startswith("chatschema validate")
        cpu_ratio = f"{cpu['bare msgspec loop'] / cpu[name]:.0%}" if in_process else "-"
        cpu_text = f"{cpu[name]:.2f}" if in_process else f"{TREE_CPU[name]:.2f} (all processes)"
        print(
            f"| {name} | {seconds:.2f} | {size / seconds / 1e6:.1f} | {lines / seconds:,.0f} | {ratio:.0%} "
            f"| {cpu_text} | {cpu_ratio} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
