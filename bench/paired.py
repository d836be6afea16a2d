"""Paired benchmark of two commits: the same workloads, both against langchain_core, in one run.

``make bench-paired BASE=<rev>`` checks out ``<rev>`` in ``build/paired/`` and
runs this checkout's ``bench/run.py --quick`` operations on both, in turns
(base, new, base, new, ...), each in its own process with that commit's
``src/`` and ``generated/`` first on the path. Each turn reports every
operation's speed-up over langchain_core, timed in pairs as ``bench/run.py``
does; the table shows, per operation and size, the median speed-up of each
commit over the rounds and the change (new / base). A refactoring keeps
every row within 10% (a change of 0.90 or more).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BUILD = ROOT / "build" / "paired"


def checkout(rev: str) -> Path:
    """A detached worktree of ``rev`` under build/paired/, made once per commit."""
    sha = subprocess.run(
        ["git", "rev-parse", "--verify", f"{rev}^{{commit}}"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    where = BUILD / sha[:12]
    if not (where / "src").is_dir():
        BUILD.mkdir(parents=True, exist_ok=True)
        subprocess.run(["git", "worktree", "add", "--detach", str(where), sha], cwd=ROOT, check=True)
    return where


def turn(tree: Path, only: str | None) -> list[dict[str, Any]]:
    """One run of bench/run.py's quick operations against the code of ``tree``, in a new process."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(tree / "src"), str(tree / "generated" / "python")])
    code = (
        "import json, sys; sys.path.insert(0, sys.argv[1]); import run, chatschema; "
        "assert chatschema.__file__.startswith(sys.argv[2]), chatschema.__file__; "
        "print(json.dumps(run.run(True, sys.argv[3] or None)))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(HERE), str(tree), only or ""],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    rows: list[dict[str, Any]] = json.loads(out.strip().splitlines()[-1])
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base", help="the commit to compare against (a git revision)")
    parser.add_argument("--rounds", type=int, default=2, help="turns of each commit (default 2)")
    parser.add_argument("--only", metavar="TEXT", help="only the operations whose name contains TEXT")
    args = parser.parse_args(argv)
    trees = {"base": checkout(args.base), "new": ROOT}
    ratios: dict[str, dict[tuple[str, str, int], list[float]]] = {"base": {}, "new": {}}
    for i in range(args.rounds):
        for name, tree in trees.items():
            print(f"round {i + 1}/{args.rounds}: {name} ({tree})", file=sys.stderr, flush=True)
            for row in turn(tree, args.only):
                if "ratio" in row:
                    key = (row["family"], row["operation"], row["size"])
                    ratios[name].setdefault(key, []).append(row["ratio"])
    lines = [
        f"Base {args.base} against the working tree; {args.rounds} turns each, in alternation. "
        "Speed-up over langchain_core (median over turns); change = new / base.",
        "",
        "| family | operation | size | base | new | change |",
        "|---|---|---:|---:|---:|---:|",
    ]
    worst = None
    for key, base in ratios["base"].items():
        new = ratios["new"].get(key)
        if not new:
            continue
        b, n = statistics.median(base), statistics.median(new)
        change = n / b
        worst = change if worst is None else min(worst, change)
        lines.append(f"| {key[0]} | {key[1]} | {key[2]} | {b:.1f}x | {n:.1f}x | {change:.2f} |")
    print("\n".join(lines))
    if worst is not None:
        print(f"\nlowest change: {worst:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
