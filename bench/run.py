"""Side-by-side benchmark: chatschema against langchain_core, in one run.

Every operation runs on the same inputs through both libraries; outputs are
checked equal before timing. The two are timed in turns; reported are the
medians of each side and the median of the per-round ratios (absolute times
on a shared machine are only context), and, where they apply, the floor (work
both libraries must do and chatschema cannot do faster) and the ceiling it
sets on the ratio. bench/README.md explains each floor.

Writes bench/results/<mode>.md, <mode>.json and <mode>.png.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import memory  # noqa: E402
import ops  # noqa: E402

import chatschema  # noqa: E402

RESULTS = HERE / "results"


def paired_times(fns: list[Callable[[], Any]], repeat: int, budget: float) -> list[list[float]]:
    """Times of each function, taken in turns (a, b, a, b, ...) so that a slow spell of a shared
    machine falls on both sides alike; at least ``repeat`` rounds, more while ``budget`` seconds last.

    In each turn the function runs twice and the second run is timed: the first brings its data back
    into the CPU caches after the other functions' turns, as repeated calls of one function would.
    """
    times: list[list[float]] = [[] for _ in fns]
    start = time.perf_counter()
    rounds = 0
    while rounds < repeat or (time.perf_counter() - start < budget and rounds < 5 * repeat):
        for fn, out in zip(fns, times, strict=True):
            fn()  # warm up
            t0 = time.perf_counter()
            fn()
            out.append(time.perf_counter() - t0)
        rounds += 1
    return times


def run(quick: bool, only: str | None = None) -> list[dict[str, Any]]:
    sizes = {
        "message": [10, 100, 1000] if quick else [10, 100, 1000, 10000],
        "chunk": [500, 2000] if quick else [500, 2000, 8000],
    }
    repeat, budget = (3, 0.2) if quick else (7, 1.0)
    rows: list[dict[str, Any]] = []
    for op in ops.OPERATIONS:
        if only is not None and only not in op.name:
            continue
        for size in sizes[op.unit]:
            row: dict[str, Any] = {"operation": op.name, "size": size, "unit": op.unit}
            try:
                case = op.setup(size)
            except (NotImplementedError, ModuleNotFoundError) as missing:
                row["missing"] = str(missing)
                rows.append(row)
                print(f"{op.name} @ {size}: MISSING ({missing})", flush=True)
                continue
            slow = (size >= 8000 and op.unit == "chunk") or size >= 10000
            r, b = (1, 0.0) if slow else (repeat, budget)
            if case.theirs is None:
                row["chatschema_s"] = statistics.median(paired_times([case.ours], r, b)[0])
                rows.append(row)
                print(
                    f"{op.name} @ {size}: {row['chatschema_s'] / size * 1e6:.2f} µs per {op.unit}", flush=True
                )
                continue
            fns = [case.ours, case.theirs] + ([case.floor] if case.floor is not None else [])
            times = paired_times(fns, r, b)
            row["chatschema_s"] = statistics.median(times[0])
            row["langchain_s"] = statistics.median(times[1])
            # The median of the per-round ratios: robust to the machine's speed drifting during a row.
            row["ratio"] = statistics.median(t / o for o, t in zip(times[0], times[1], strict=True))
            if case.floor is not None:
                row["floor_s"] = statistics.median(times[2])
                row["ceiling"] = row["langchain_s"] / row["floor_s"]
            rows.append(row)
            print(f"{op.name} @ {size}: {row['ratio']:.1f}x", flush=True)
    for size in ([1000] if quick else [1000, 10000]) if only is None else []:
        ours, theirs = memory.per_message(size)
        rows.append(
            {
                "operation": "memory held per message (bytes)",
                "size": size,
                "unit": "message",
                "chatschema_bytes": ours,
                "langchain_bytes": theirs,
                "ratio": theirs / ours,
            }
        )
    return rows


def table(rows: list[dict[str, Any]]) -> str:
    import langchain_core

    lines = [
        f"Machine: {platform.machine()}, Python {platform.python_version()}; "
        f"chatschema {chatschema.__version__}, langchain-core {langchain_core.__version__}. "
        "Times are medians in ms; speed-up = the median over rounds of langchain_core time / "
        "chatschema time, the two timed in turns in the same run. Floor: the time of work that "
        "both libraries must do and that chatschema cannot do faster (see bench/README.md); "
        "ceiling = langchain_core time / floor, the highest speed-up possible if everything else "
        "cost nothing.",
        "",
        "| operation | size | chatschema | langchain_core | speed-up | floor | ceiling |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        if "missing" in r:
            lines.append(f"| {r['operation']} | {r['size']} | not built yet | | | | |")
        elif "chatschema_bytes" in r:
            lines.append(
                f"| {r['operation']} | {r['size']} | {r['chatschema_bytes']:.0f} B | "
                f"{r['langchain_bytes']:.0f} B | {r['ratio']:.1f}x less | | |"
            )
        elif "langchain_s" not in r:
            per = r["chatschema_s"] / r["size"] * 1e6
            lines.append(
                f"| {r['operation']} | {r['size']} | {r['chatschema_s'] * 1e3:.3f} | (none) | "
                f"{per:.2f} µs/{r['unit']} | | |"
            )
        else:
            floor = f"{r['floor_s'] * 1e3:.3f}" if "floor_s" in r else ""
            ceiling = f"{r['ceiling']:.1f}x" if "ceiling" in r else ""
            lines.append(
                f"| {r['operation']} | {r['size']} | {r['chatschema_s'] * 1e3:.3f} | "
                f"{r['langchain_s'] * 1e3:.3f} | {r['ratio']:.1f}x | {floor} | {ceiling} |"
            )
    return "\n".join(lines)


def plot(rows: list[dict[str, Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names = [n for n in dict.fromkeys(r["operation"] for r in rows) if not n.startswith("memory")]
    names = [n for n in names if any("chatschema_s" in r for r in rows if r["operation"] == n)]
    cols = 4
    fig, axes = plt.subplots(
        (len(names) + cols - 1) // cols, cols, figsize=(4 * cols, 3 * ((len(names) + 3) // 4))
    )
    for ax, name in zip(axes.flat, names, strict=False):
        pts = [r for r in rows if r["operation"] == name and "chatschema_s" in r]
        xs = [r["size"] for r in pts]
        ax.plot(xs, [r["chatschema_s"] / r["size"] * 1e6 for r in pts], "o-", label="chatschema")
        theirs = [r for r in pts if "langchain_s" in r]
        if theirs:
            ax.plot(
                [r["size"] for r in theirs],
                [r["langchain_s"] / r["size"] * 1e6 for r in theirs],
                "s-",
                label="langchain_core",
            )
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_title(name, fontsize=8)
        ax.set_xlabel(pts[0]["unit"] + "s" if pts else "")
        ax.set_ylabel(f"µs per {pts[0]['unit'] if pts else 'item'}", fontsize=7)
        ax.legend(fontsize=6)
    for ax in list(axes.flat)[len(names) :]:
        ax.axis("off")
    fig.suptitle("Cost per message (or chunk) against size: a rising line means worse than linear")
    fig.tight_layout()
    fig.savefig(path, dpi=90)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--quick", action="store_true", help="smaller sizes and fewer repeats (under a minute)"
    )
    parser.add_argument(
        "--only", metavar="TEXT", help="run only the operations whose name contains TEXT; writes no files"
    )
    args = parser.parse_args(argv)
    rows = run(args.quick, args.only)
    text = table(rows)
    print(text)
    if args.only is not None:
        return 0
    RESULTS.mkdir(exist_ok=True)
    mode = "quick" if args.quick else "full"
    (RESULTS / f"{mode}.md").write_text(text + "\n")
    (RESULTS / f"{mode}.json").write_text(json.dumps(rows, indent=2) + "\n")
    plot(rows, RESULTS / f"{mode}.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
