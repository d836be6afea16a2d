"""Where chatschema's time goes in one bench operation: ``python bench/profile_op.py FAMILY TEXT [SIZE]``.

Builds the case as ``bench/run.py`` does (both libraries checked equal), then
runs chatschema's side under cProfile, repeated for about a second, and prints
the functions with the most time of their own, and then by cumulative time.
FAMILY is a key (``a``-``e``), TEXT part of an operation's name.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import ops  # noqa: E402
import workload  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("family", choices=sorted(workload.BY_KEY))
    parser.add_argument("operation", help="part of the operation's name")
    parser.add_argument("size", type=int, nargs="?", help="messages or chunks (default: the headline size)")
    parser.add_argument("--top", type=int, default=20)
    parser.add_argument("--side", choices=["ours", "theirs"], default="ours")
    args = parser.parse_args(argv)
    family = workload.BY_KEY[args.family]
    op = next(o for o in ops.OPERATIONS if args.operation in o.name)
    size = args.size or (2000 if op.unit == "chunk" else family.headline)
    case = op.setup(family, size)
    fn = case.ours if args.side == "ours" else case.theirs
    start = time.perf_counter()
    fn()
    once = time.perf_counter() - start
    reps = max(1, int(1.0 / max(once, 1e-6)))
    profile = cProfile.Profile()
    profile.enable()
    for _ in range(reps):
        fn()
    profile.disable()
    print(
        f"{family.label} {op.name} @ {size}, {args.side}: {once * 1e3:.3f} ms a call, {reps} calls profiled"
    )
    stats = pstats.Stats(profile)
    stats.sort_stats("tottime").print_stats(args.top)
    stats.sort_stats("cumtime").print_stats(args.top)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
