"""Side-by-side benchmark: chatschema against langchain_core in one run.

Prints a Markdown table of medians and within-run ratios, and writes it with
a JSON copy to bench/results/. ``--quick`` runs in well under a minute.
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

import orjson

sys.path.insert(0, str(Path(__file__).resolve().parent))
from workload import serialized_bytes  # noqa: E402

import chatschema  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results"


def median_time(fn: Callable[[], Any], repeat: int, budget: float) -> float:
    fn()  # warm up
    times: list[float] = []
    start = time.perf_counter()
    while len(times) < repeat or (time.perf_counter() - start < budget and len(times) < repeat * 10):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer sizes and repeats")
    args = parser.parse_args(argv)
    import langchain_core
    from langchain_core.messages import messages_from_dict, messages_to_dict

    sizes = [10, 100, 1000] if args.quick else [10, 100, 1000, 10000]
    repeat, budget = (5, 0.3) if args.quick else (15, 2.0)
    rows: list[dict[str, Any]] = []
    for size in sizes:
        raw = serialized_bytes(size)
        # outputs agree before timing: same messages on both sides
        ours = chatschema.decode(raw, "list[SerializedMessage]")
        theirs = messages_from_dict(json.loads(raw))
        assert json.loads(chatschema.encode(ours)) == messages_to_dict(theirs) == json.loads(raw)
        floor = median_time(lambda: orjson.loads(raw), repeat, budget)
        for op, mine, ref in [
            (
                "validate JSON bytes",
                lambda: chatschema.validate(raw, "list[SerializedMessage]"),
                lambda: messages_from_dict(json.loads(raw)),
            ),
            (
                "JSON bytes -> messages",
                lambda: chatschema.decode(raw, "list[SerializedMessage]"),
                lambda: messages_from_dict(json.loads(raw)),
            ),
            (
                "messages -> JSON bytes",
                lambda: chatschema.encode(ours),
                lambda: json.dumps(messages_to_dict(theirs)).encode(),
            ),
        ]:
            t_ours = median_time(mine, repeat, budget)
            t_ref = median_time(ref, repeat, budget)
            rows.append(
                {
                    "operation": op,
                    "size": size,
                    "chatschema_ms": t_ours * 1e3,
                    "langchain_ms": t_ref * 1e3,
                    "ratio": t_ref / t_ours,
                    "orjson_loads_ms": floor * 1e3,
                    "vs_floor": t_ours / floor,
                }
            )
    lines = [
        f"Python {platform.python_version()}, langchain-core {langchain_core.__version__}, "
        f"chatschema {chatschema.__version__}, {platform.machine()}",
        "",
        "| operation | size | chatschema ms | langchain_core ms | speed-up | orjson.loads ms | chatschema / orjson |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        lines.append(
            f"| {r['operation']} | {r['size']} | {r['chatschema_ms']:.3f} | {r['langchain_ms']:.3f} | "
            f"{r['ratio']:.1f}x | {r['orjson_loads_ms']:.3f} | {r['vs_floor']:.2f} |"
        )
    table = "\n".join(lines)
    print(table)
    RESULTS.mkdir(exist_ok=True)
    name = "quick" if args.quick else "full"
    (RESULTS / f"{name}.md").write_text(table + "\n")
    (RESULTS / f"{name}.json").write_text(json.dumps(rows, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
