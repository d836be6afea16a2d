"""How the whole-history readers and writers scale: CPU µs per message by size, a clean process per size.

``python bench/scaling.py [--families abcd] [--sizes 1000,2000,...] [--runs 3] [--only TEXT] [--ts]``

Each (family, size) runs in a fresh interpreter that builds the family's inputs and then times every
function in turns, each as a warm-up call and a timed call (the result kept until the clock stops,
then freed), best of ``--runs`` rounds. Time is the process's CPU time (user + system), not wall
time: on a loaded machine a call of 50 ms is preempted where a call of 1 ms is not, and wall time
then grows with size for no reason of the code's. The sizes run in alternating order (up, then
down) across passes, and the best of all passes is kept. ``--ts`` also times the TypeScript readers
of build/ts (``make ts-build``) on the same records in node. Family (e) runs at a hundredth of
each size (its messages are about 100 KB). A row's last column is µs/message at the largest size
over µs/message at the smallest: about 1 for linear growth. The table is printed in Markdown.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import subprocess
import sys
import tempfile
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SIZES = (1000, 2000, 5000, 10000, 20000, 50000)
NODE = """
import { readFileSync } from "node:fs";
const [root, file, runs] = process.argv.slice(1); const data = JSON.parse(readFileSync(file, "utf8"));
const lc = await import(root + "/build/ts/src/typescript/lcJson.js");
const js = await import(root + "/build/ts/src/typescript/langchainjs.js");
const fns = {
  "TS messagesFromLcJson": () => lc.messagesFromLcJson(data.lc_json),
  "TS messagesFromLangChainJS": () => js.messagesFromLangChainJS(data.langchainjs),
};
const best = {};
for (let r = 0; r < 3 * runs; r++) for (const [name, fn] of Object.entries(fns)) {
  fn();
  const t = process.cpuUsage(); const out = fn(); const d = process.cpuUsage(t);
  if (out.length !== data.size) throw new Error(name);
  best[name] = Math.min(best[name] ?? Infinity, (d.user + d.system) / 1e6);
}
console.log(JSON.stringify(best));
"""


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _inputs(key: str, size: int) -> dict[str, Any]:
    import workload
    from langchain_core.load import dumpd

    import chatschema

    family = workload.BY_KEY[key]
    conversation = family.conversation(size)
    serialized = family.serialized(size)
    messages = [e.data for e in chatschema.decode(serialized, "list[SerializedMessage]")]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", chatschema.LossWarning)
        stored = json.loads(json.dumps(chatschema.messages_to_langchainjs(messages, strict=False)))
    return {
        "lc_json": dumpd(conversation),
        "serialized": serialized,
        "openai": family.openai_dicts(size),
        "langchainjs": stored,
        "flat": json.loads(json.dumps([m.model_dump() for m in conversation])),
        "messages": messages,
    }


def _functions(data: dict[str, Any]) -> dict[str, Callable[[], Any]]:
    import chatschema as cs

    return {
        "messages_from_lc_json": lambda: cs.messages_from_lc_json(data["lc_json"]),
        "messages_from_dict": lambda: cs.messages_from_dict(data["serialized"]),
        "convert_to_messages": lambda: cs.convert_to_messages(data["openai"]),
        "messages_from_langchainjs": lambda: cs.messages_from_langchainjs(data["langchainjs"]),
        "decode list[AnyMessage]": lambda: cs.decode(data["flat"], "list[AnyMessage]"),
        "validate list[AnyMessage]": lambda: cs.validate(data["flat"], "list[AnyMessage]"),
        "messages_to_dict": lambda: cs.messages_to_dict(data["messages"]),
        "messages_to_lc_json": lambda: cs.messages_to_lc_json(data["messages"]),
        "convert_to_openai_messages": lambda: cs.convert_to_openai_messages(data["messages"]),
    }


def child(key: str, size: int, runs: int, only: str | None, ts: bool) -> dict[str, Any]:
    """Every function's best CPU seconds on one family at one size (run in its own process)."""
    sys.path.insert(0, str(HERE))
    data = _inputs(key, size)
    fns = {k: f for k, f in _functions(data).items() if only is None or only in k}
    best: dict[str, float] = {}
    gen2: dict[str, int] = {}
    for _ in range(runs):
        for name, fn in fns.items():
            fn()
            before = gc.get_stats()[2]["collections"]
            start = _cpu()
            out = fn()
            took = _cpu() - start
            gen2[name] = gc.get_stats()[2]["collections"] - before
            del out
            best[name] = min(best.get(name, float("inf")), took)
    if ts:
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump({"size": size, "lc_json": data["lc_json"], "langchainjs": data["langchainjs"]}, f)
        try:
            run = subprocess.run(
                ["node", "--input-type=module", "-e", NODE, str(ROOT), f.name, str(runs)],
                capture_output=True,
                text=True,
                check=True,
            )
        finally:
            os.unlink(f.name)
        best.update(json.loads(run.stdout))
    return {"best": best, "gen2": gen2}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--families", default="abcde")
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)))
    parser.add_argument("--runs", type=int, default=3, help="timed rounds in each process")
    parser.add_argument("--passes", type=int, default=2, help="processes per size (alternating order)")
    parser.add_argument("--only", metavar="TEXT", help="only the functions whose name contains TEXT")
    parser.add_argument("--ts", action="store_true", help="also the TypeScript readers (build/ts)")
    parser.add_argument("--child", nargs=2, metavar=("FAMILY", "SIZE"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.child[0], int(args.child[1]), args.runs, args.only, args.ts)))
        return 0
    sizes = [int(s) for s in args.sizes.split(",")]
    for key in args.families:
        scaled = [max(1, s // 100) if key == "e" else s for s in sizes]
        best: dict[int, dict[str, float]] = {s: {} for s in scaled}
        for p in range(args.passes):
            for size in scaled if p % 2 == 0 else scaled[::-1]:
                cmd = [sys.executable, __file__, "--child", key, str(size), "--runs", str(args.runs)]
                cmd += ["--only", args.only] if args.only else []
                cmd += ["--ts"] if args.ts else []
                got = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)
                for name, secs in got["best"].items():
                    best[size][name] = min(best[size].get(name, float("inf")), secs)
                print(
                    f"# ({key}) {size}: gen-2 collections in the timed call: {got['gen2']}", file=sys.stderr
                )
        names = list(best[scaled[0]])
        print(f"\n({key}) CPU µs/message\n")
        print("| function | " + " | ".join(f"{s:,}" for s in scaled) + " | last / first |")
        print("|---|" + "---:|" * (len(scaled) + 1))
        for name in names:
            per = [best[s][name] / s * 1e6 for s in scaled]
            print(f"| {name} | " + " | ".join(f"{v:.2f}" for v in per) + f" | {per[-1] / per[0]:.2f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
