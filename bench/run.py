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
import peer_pydantic_ai  # noqa: E402
import workload  # noqa: E402

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


def chunk_sizes(family: workload.Family, quick: bool) -> tuple[int, ...]:
    """Chunk counts of the stream operations: all three on (a), 2,000 only on the others when quick."""
    if quick:
        return (500, 2000) if family is workload.BASE else (2000,)
    return (500, 2000, 8000)


def run(quick: bool, only: str | None = None, families: str | None = None) -> list[dict[str, Any]]:
    """Every operation on every family (``families``: the keys to run, such as ``"ab"``; all when None)."""
    repeat, budget = (3, 0.2) if quick else (7, 1.0)
    rows: list[dict[str, Any]] = []
    for family in workload.FAMILIES:
        if families is not None and family.key not in families:
            continue
        sizes = {
            "message": family.quick_sizes if quick else family.sizes,
            "chunk": chunk_sizes(family, quick),
        }
        for op in ops.OPERATIONS:
            if only is not None and only not in op.name:
                continue
            for size in sizes[op.unit]:
                rows += measure(family, op, size, repeat, budget)
    if only is None or "pydantic-ai" in only:
        for family in workload.FAMILIES:
            if families is not None and family.key not in families:
                continue
            rows += measure_peer(family, family.headline, repeat, budget)
    if only is None:
        for family in workload.FAMILIES:
            if families is not None and family.key not in families:
                continue
            for size in [family.headline] if quick else sorted({family.headline, *family.sizes[-2:]}):
                ours, theirs = memory.per_message(family, size)
                rows.append(
                    {
                        "family": family.label,
                        "operation": "memory held per message (bytes)",
                        "size": size,
                        "unit": "message",
                        "chatschema_bytes": ours,
                        "langchain_bytes": theirs,
                        "ratio": theirs / ours,
                    }
                )
    return rows


def measure(
    family: workload.Family, op: ops.Operation, size: int, repeat: int, budget: float
) -> list[dict[str, Any]]:
    """``op`` on ``family`` at ``size``, both libraries checked equal, then timed in turns.

    One row, and one more for each of the case's ``also`` functions, timed in the same turns
    against the same langchain_core runs.
    """
    row: dict[str, Any] = {"family": family.label, "operation": op.name, "size": size, "unit": op.unit}
    try:
        case = op.setup(family, size)
    except (NotImplementedError, ModuleNotFoundError) as missing:
        row["missing"] = str(missing)
        print(f"{family.label} {op.name} @ {size}: MISSING ({missing})", flush=True)
        return [row]
    slow = (size >= 8000 and op.unit == "chunk") or size >= 10000 or (size >= 64 and family.key == "e")
    r, b = (1, 0.0) if slow else (repeat, budget)
    if case.theirs is None:  # no langchain_core counterpart: time per unit
        row["chatschema_s"] = statistics.median(paired_times([case.ours], r, b)[0])
        per = row["chatschema_s"] / size * 1e6
        print(f"{family.label} {op.name} @ {size}: {per:.2f} µs per {op.unit}", flush=True)
        return [row]
    fns = [case.ours, case.theirs] + ([case.floor] if case.floor is not None else [])
    fns += [fn for _, fn in case.also]
    times = paired_times(fns, r, b)
    row["chatschema_s"] = statistics.median(times[0])
    row["langchain_s"] = statistics.median(times[1])
    # The median of the per-round ratios: robust to the machine's speed drifting during a row.
    row["ratio"] = statistics.median(t / o for o, t in zip(times[0], times[1], strict=True))
    row["ratio_range"] = [
        min(t / o for o, t in zip(times[0], times[1], strict=True)),
        max(t / o for o, t in zip(times[0], times[1], strict=True)),
    ]
    if case.floor is not None:
        row["floor_s"] = statistics.median(times[2])
        row["ceiling"] = row["langchain_s"] / row["floor_s"]
    print(f"{family.label} {op.name} @ {size}: {row['ratio']:.1f}x", flush=True)
    rows = [row]
    for (name, _), ours in zip(case.also, times[len(fns) - len(case.also) :], strict=True):
        ratios = [t / o for o, t in zip(ours, times[1], strict=True)]
        rows.append(
            {
                "family": family.label,
                "operation": name,
                "size": size,
                "unit": op.unit,
                "chatschema_s": statistics.median(ours),
                "langchain_s": row["langchain_s"],
                "ratio": statistics.median(ratios),
                "ratio_range": [min(ratios), max(ratios)],
            }
        )
        print(f"{family.label} {name} @ {size}: {rows[-1]['ratio']:.1f}x", flush=True)
    return rows


def measure_peer(family: workload.Family, size: int, repeat: int, budget: float) -> list[dict[str, Any]]:
    """pydantic-ai's ``ModelMessagesTypeAdapter`` against chatschema: decode and encode, timed in turns."""
    try:
        cases, sizes = peer_pydantic_ai.cases(family, size)
    except ModuleNotFoundError as missing:
        print(f"{family.label} pydantic-ai @ {size}: MISSING ({missing})", flush=True)
        return []
    rows = []
    for what, case in cases.items():
        times = paired_times([case.ours, case.theirs], repeat, budget)
        ratios = [t / o for o, t in zip(times[0], times[1], strict=True)]
        rows.append(
            {
                "family": family.label,
                "operation": f"pydantic-ai: {what}",
                "peer": "pydantic-ai",
                "size": size,
                "unit": "message",
                "chatschema_s": statistics.median(times[0]),
                "peer_s": statistics.median(times[1]),
                "ratio": statistics.median(ratios),
                "ratio_range": [min(ratios), max(ratios)],
                "chatschema_json_bytes": sizes["chatschema"],
                "peer_json_bytes": sizes["pydantic-ai"],
            }
        )
        print(f"{family.label} pydantic-ai {what} @ {size}: {rows[-1]['ratio']:.1f}x", flush=True)
    return rows


def peer_table(rows: list[dict[str, Any]]) -> str:
    """The pydantic-ai rows: time and JSON bytes per message on each side."""
    lines = [
        "| family | size | what | chatschema µs/msg | pydantic-ai µs/msg | speed-up | range "
        "| chatschema B/msg | pydantic-ai B/msg |",
        "|---|---:|---|---:|---:|---:|---|---:|---:|",
    ]
    for r in rows:
        if r.get("peer") != "pydantic-ai":
            continue
        n = r["size"]
        low, high = r["ratio_range"]
        lines.append(
            f"| {r['family']} | {n} | {r['operation'].split(': ')[1]} | {r['chatschema_s'] / n * 1e6:.2f} | "
            f"{r['peer_s'] / n * 1e6:.2f} | {r['ratio']:.1f}x | {low:.1f}-{high:.1f} | "
            f"{r['chatschema_json_bytes'] / n:.0f} | {r['peer_json_bytes'] / n:.0f} |"
        )
    return "\n".join(lines)


def headline_rows(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The timed rows at each family's headline size (2,000 chunks for streams)."""
    heads = {f.label: f.headline for f in workload.FAMILIES}
    return [
        r
        for r in rows
        if "ratio" in r
        and "peer" not in r
        and r["size"] == (2000 if r["unit"] == "chunk" else heads[r["family"]])
    ]


def summary(rows: list[dict[str, Any]]) -> str:
    """Per operation: the lowest speed-up across families and its family, then each family's ratio
    (with its ceiling where the operation has a floor), at 1,000 messages ((e): 16) and 2,000 chunks."""
    heads = headline_rows(rows)
    families = [f.label for f in workload.FAMILIES if any(r["family"] == f.label for r in heads)]
    lines = [
        "| operation | lowest | family | " + " | ".join(families) + " |",
        "|---|---:|---|" + "---:|" * len(families),
    ]
    for name in dict.fromkeys(r["operation"] for r in heads):
        by_family = {r["family"]: r for r in heads if r["operation"] == name}
        low = min(by_family.values(), key=lambda r: r["ratio"])
        cells = []
        for fam in families:
            r = by_family.get(fam)
            if r is None:
                cells.append("")
            elif "ceiling" in r:
                cells.append(f"{r['ratio']:.1f}x / {r['ceiling']:.1f}x")
            else:
                cells.append(f"{r['ratio']:.1f}x")
        unit = "less" if "chatschema_bytes" in low else ""
        lines.append(f"| {name} | {low['ratio']:.1f}x {unit}| {low['family']} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def table(rows: list[dict[str, Any]]) -> str:
    import langchain_core

    lines = [
        f"Machine: {platform.machine()}, Python {platform.python_version()}; "
        f"chatschema {chatschema.__version__}, langchain-core {langchain_core.__version__}. "
        "Times are medians in ms; speed-up = the median over rounds of langchain_core time / "
        "chatschema time, the two timed in turns in the same run (range: the lowest and highest "
        "round). Floor: the time of work that "
        "both libraries must do and that chatschema cannot do faster (see bench/README.md); "
        "ceiling = langchain_core time / floor, the highest speed-up possible if everything else "
        "cost nothing. Families: bench/README.md.",
        "",
        "Summary: speed-up per family (speed-up / ceiling where the operation has a floor), at "
        "1,000 messages (family (e): 16 messages of ~100 KB) and 2,000 chunks.",
        "",
        summary(rows),
        "",
        "| family | operation | size | chatschema | langchain_core | speed-up | range | floor | ceiling |",
        "|---|---|---:|---:|---:|---:|---|---:|---:|",
    ]
    for r in rows:
        if "peer" in r:
            continue
        head = f"| {r['family']} | {r['operation']} | {r['size']} |"
        if "missing" in r:
            lines.append(f"{head} not built yet | | | | | |")
        elif "chatschema_bytes" in r:
            lines.append(
                f"{head} {r['chatschema_bytes']:.0f} B | "
                f"{r['langchain_bytes']:.0f} B | {r['ratio']:.1f}x less | | | |"
            )
        elif "langchain_s" not in r:  # no langchain_core counterpart: time per unit
            per = r["chatschema_s"] / r["size"] * 1e6
            lines.append(f"{head} {r['chatschema_s'] * 1e3:.3f} | ({per:.2f} µs per {r['unit']}) | | | | |")
        else:
            floor = f"{r['floor_s'] * 1e3:.3f}" if "floor_s" in r else ""
            ceiling = f"{r['ceiling']:.1f}x" if "ceiling" in r else ""
            low, high = r["ratio_range"]
            lines.append(
                f"{head} {r['chatschema_s'] * 1e3:.3f} | {r['langchain_s'] * 1e3:.3f} | "
                f"{r['ratio']:.1f}x | {low:.1f}-{high:.1f} | {floor} | {ceiling} |"
            )
    if any("peer" in r for r in rows):
        lines += [
            "",
            "A second peer, pydantic-ai's `ModelMessagesTypeAdapter` (method: bench/peer_pydantic_ai.py): "
            "JSON bytes -> typed messages (decode) and back (encode), each library on the same "
            "conversation in its own format; speed-up = pydantic-ai time / chatschema time.",
            "",
            peer_table(rows),
        ]
    return "\n".join(lines)


def plot(rows: list[dict[str, Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [r for r in rows if r["family"] == workload.BASE.label and "peer" not in r]
    names = [n for n in dict.fromkeys(r["operation"] for r in rows) if not n.startswith("memory")]
    names = [n for n in names if any("langchain_s" in r for r in rows if r["operation"] == n)]
    cols = 4
    fig, axes = plt.subplots(
        (len(names) + cols - 1) // cols, cols, figsize=(4 * cols, 3 * ((len(names) + 3) // 4))
    )
    for ax, name in zip(axes.flat, names, strict=False):
        pts = [r for r in rows if r["operation"] == name and "langchain_s" in r]
        xs = [r["size"] for r in pts]
        ax.plot(xs, [r["chatschema_s"] / r["size"] * 1e6 for r in pts], "o-", label="chatschema")
        ax.plot(xs, [r["langchain_s"] / r["size"] * 1e6 for r in pts], "s-", label="langchain_core")
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_title(name, fontsize=8)
        ax.set_xlabel(pts[0]["unit"] + "s" if pts else "")
        ax.set_ylabel(f"µs per {pts[0]['unit'] if pts else 'item'}", fontsize=7)
        ax.legend(fontsize=6)
    for ax in list(axes.flat)[len(names) :]:
        ax.axis("off")
    fig.suptitle(
        f"Family {workload.BASE.label}: cost per message (or chunk) against size; "
        "a rising line means worse than linear"
    )
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
    parser.add_argument(
        "--families", metavar="KEYS", help="run only these workload families, such as 'ab'; writes no files"
    )
    args = parser.parse_args(argv)
    rows = run(args.quick, args.only, args.families)
    text = table(rows)
    print(text)
    if args.only is not None or args.families is not None:
        return 0
    RESULTS.mkdir(exist_ok=True)
    mode = "quick" if args.quick else "full"
    (RESULTS / f"{mode}.md").write_text(text + "\n")
    (RESULTS / f"{mode}.json").write_text(json.dumps(rows, indent=2) + "\n")
    plot(rows, RESULTS / f"{mode}.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
