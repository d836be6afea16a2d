"""Measurements behind the stream design note (bench/README.md, "The stream"): what each candidate
for a faster ``acc = acc + chunk`` would buy, on every family's 2,000-chunk streams.

``python bench/stream_candidates.py [--count N] [--mypyc]`` prints, per family and stream, the
speed-up over langchain_core of:

* **today**: ``AIMessageChunk.__add__`` as it is;
* **floor**: one new message per step holding the joined text (the bench's floor);
* **faithful minimum**: the objects a non-mutating ``+`` must build at every step, and nothing
  else: a new message (``msgspec.structs.replace``) with fresh ``additional_kwargs`` and
  ``response_metadata`` dicts, and, on a tool call step, a fresh ``tool_call_chunks`` list and
  changed entry, and a fresh ``tool_calls`` list and call dict holding the arguments parsed so far
  (parsing itself is left out: it is what generated code would call as it is);
* **in-place** (a prototype, string streams only): the left operand changed in place, as an
  in-place ``+`` could do when nothing else holds the left operand: the text appended, the
  arguments of the changed call extended and parsed again incrementally;
* **builder** (a prototype): every delta appended to lists, joined and parsed once at the end, as a
  builder that joins on first read would do when nothing reads the sums on the way;
* **mypyc** (with ``--mypyc``): today's code with ``messages/_add.py`` and
  ``messages/_tool_call_args.py`` compiled by mypyc (copied to ``build/mypyc/``, never installed),
  checked equal to LangChain at every step of a 300-chunk stream first.

The prototypes are measured only; they do not keep every observable result (see the note).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import msgspec  # noqa: E402
import ops  # noqa: E402
import workload  # noqa: E402
from run import paired_times  # noqa: E402

import chatschema  # noqa: E402
from chatschema.messages._tool_call_args import parse_tool_call_args, streamed_args  # noqa: E402

STREAMS = {"string": "chunk_stream", "list": "anthropic_stream"}
_DELTA_KEYS = ("text", "thinking", "partial_json")


def _faithful(chunks: list[Any]) -> Any:
    """The objects a non-mutating ``+`` must build per step (see the module docstring)."""
    replace = msgspec.structs.replace
    acc = chunks[0]
    for c in chunks[1:]:
        content = acc.content
        delta = c.content
        if type(content) is str:
            content = content + delta
        elif delta:  # a new list; the block the delta extends (same index) made anew, or the delta added
            block = delta[0]
            content = list(content)
            last = content[-1] if content else None
            if last is not None and last.get("index") == block.get("index"):
                key = next((k for k in _DELTA_KEYS if k in block), None)
                content[-1] = {**last, key: last.get(key, "") + block[key]} if key else {**last}
            else:
                content.append(dict(block))
        else:
            content = list(content)
        parts = c.tool_call_chunks
        if parts:
            part = parts[0]
            calls = list(acc.tool_call_chunks)
            tool_calls = list(acc.tool_calls)
            index = part["index"]
            if index < len(calls):
                old = calls[index]
                calls[index] = {**old, "args": (old["args"] or "") + (part["args"] or "")}
                tool_calls[index] = {**tool_calls[index], "args": {**tool_calls[index]["args"]}}
            else:
                calls.append(dict(part))
                tool_calls.append({"name": part["name"], "args": {}, "id": part["id"], "type": "tool_call"})
        else:
            calls, tool_calls = list(acc.tool_call_chunks), list(acc.tool_calls)
        acc = replace(
            acc,
            content=content,
            additional_kwargs=dict(acc.additional_kwargs),
            response_metadata=dict(acc.response_metadata),
            tool_call_chunks=calls,
            tool_calls=tool_calls,
        )
    return acc


def _in_place(chunks: list[Any]) -> Any:
    """The left operand changed in place (string content; one tool call chunk per step)."""
    first = chunks[0]
    acc = msgspec.structs.replace(
        first, tool_call_chunks=[dict(p) for p in first.tool_call_chunks], tool_calls=list(first.tool_calls)
    )
    for c in chunks[1:]:
        if c.content:
            acc.content += c.content
        parts = c.tool_call_chunks
        if parts:
            part = parts[0]
            index = part["index"]
            entries = acc.tool_call_chunks
            if index < len(entries):
                entry = entries[index]
                parent = entry["args"]
                entry["args"] = parent + part["args"]
                parsed = streamed_args(entry["args"], parent, part["args"])
                acc.tool_calls[index] = {**acc.tool_calls[index], "args": parsed}
            else:
                entries.append(dict(part))
                parsed = parse_tool_call_args(part["args"], None, cache=True)
                acc.tool_calls.append(
                    {"name": part["name"], "args": parsed, "id": part["id"], "type": "tool_call"}
                )
    return acc


def _builder(chunks: list[Any]) -> Any:
    """Deltas kept in lists, joined and parsed once at the end."""
    texts: list[Any] = []
    args: dict[int, list[str]] = {}
    for c in chunks:
        texts.append(c.content)
        for part in c.tool_call_chunks:
            args.setdefault(part["index"], []).append(part["args"] or "")
    if texts and type(texts[0]) is str:
        content: Any = "".join(texts)
    else:
        content = [b for t in texts for b in t]
    calls = {i: parse_tool_call_args("".join(p)) for i, p in args.items()}
    return content, calls


def measure(count: int, repeat: int) -> list[dict[str, Any]]:
    rows = []
    for family in workload.FAMILIES:
        for kind, maker in STREAMS.items():
            specs = getattr(family, maker)(count)
            ours_chunks, case = ops._both_streams(specs)
            fns = {"today": case.ours}
            fns["floor"] = ops.stream(family, count).floor if kind == "string" else None  # type: ignore[assignment]
            fns["faithful minimum"] = lambda c=ours_chunks: _faithful(c)
            if kind == "string":
                fns["in-place"] = lambda c=ours_chunks: _in_place(c)
            fns["builder"] = lambda c=ours_chunks: _builder(c)
            named = [(k, f) for k, f in fns.items() if f is not None]
            times = paired_times([case.theirs] + [f for _, f in named], repeat, 1.0)
            row: dict[str, Any] = {"family": family.label, "stream": kind}
            for i, (name, _) in enumerate(named, start=1):
                row[name] = statistics.median(t / o for t, o in zip(times[0], times[i], strict=True))
            rows.append(row)
            print(json.dumps(row), file=sys.stderr, flush=True)
    return rows


def every_step_equal(count: int) -> None:
    """Each family's streams summed step by step: every partial sum equals LangChain's."""
    import langchain_core.messages as lc

    for family in workload.FAMILIES:
        for maker in STREAMS.values():
            specs = getattr(family, maker)(count)
            ours = [chatschema.AIMessageChunk(**s) for s in specs]
            theirs = [lc.AIMessageChunk(**s) for s in specs]
            a, b = ours[0], theirs[0]
            for x, y in zip(ours[1:], theirs[1:], strict=True):
                a, b = a + x, b + y
                assert a.model_dump() == b.model_dump()


def compiled(count: int, repeat: int) -> list[dict[str, Any]]:
    """Today's code with the two stream modules compiled by mypyc, in a new process."""
    where = ROOT / "build" / "mypyc"
    shutil.rmtree(where, ignore_errors=True)
    shutil.copytree(
        ROOT / "src" / "chatschema", where / "chatschema", ignore=shutil.ignore_patterns("__pycache__")
    )
    modules = ["chatschema/messages/_add.py", "chatschema/messages/_tool_call_args.py"]
    subprocess.run(
        [str(Path(sys.executable).with_name("mypyc")), *modules], cwd=where, check=True, capture_output=True
    )
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(where), str(ROOT / "generated" / "python")]))
    code = (
        "import sys, json; sys.path.insert(0, sys.argv[1]); "
        "import stream_candidates as s, chatschema.messages._add as a; "
        "assert a.__file__.endswith('.so'), a.__file__; s.every_step_equal(300); "
        "print(json.dumps(s.measure(int(sys.argv[2]), int(sys.argv[3]))))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(HERE), str(count), str(repeat)],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    rows: list[dict[str, Any]] = json.loads(out.strip().splitlines()[-1])
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--mypyc", action="store_true", help="also time the stream modules compiled by mypyc")
    args = parser.parse_args(argv)
    rows = measure(args.count, args.repeat)
    if args.mypyc:
        for row, other in zip(rows, compiled(args.count, args.repeat), strict=True):
            row["mypyc"] = other["today"]
    names = ["today", "floor", "faithful minimum", "in-place", "builder", "mypyc"]
    names = [n for n in names if any(n in r for r in rows)]
    print(f"Speed-up over langchain_core, {args.count} chunks (median of per-round ratios):\n")
    print("| family | stream | " + " | ".join(names) + " |")
    print("|---|---|" + "---:|" * len(names))
    for r in rows:
        cells = [f"{r[n]:.0f}x" if n in r else "" for n in names]
        print(f"| {r['family']} | {r['stream']} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
