"""Time parse_partial_json's fallback on text that never parses, before and after the linear search.

"Before" is the one-character-at-a-time search (the algorithm LangChain uses,
here as the reference copy kept in tests/messages/test_partial_json_fallback.py),
"after" is chatschema's. Runs from the repository root:

    .venv/bin/python bench/partial_json_fallback.py [--quick]

Prints a table; the slow "before" cases are timed once, or estimated from
smaller sizes (the search is quadratic) when they would take minutes.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from langchain_core.messages import AIMessageChunk as LcChunk

import chatschema
from chatschema.messages import _partial_json as partial_json
from chatschema.messages import _tool_call_args as tool_call_args
from tests.messages.test_partial_json_fallback import reference_parse_partial_json


def never_parses(size: int) -> str:
    """``{"a": "x", "x", ...``: a value where a key must be, so no prefix past the first member parses."""
    return '{"a": ' + '"x", ' * (size // 5)


def once(call: Callable[[], Any]) -> float:
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


def best(call: Callable[[], Any], rounds: int = 5) -> float:
    return min(once(call) for _ in range(rounds))


def quadratic_estimate(parse: Callable[[str], Any], size: int) -> float:
    """Time at ``size`` from the time at a smaller size, assuming quadratic growth."""
    small = 16_000
    return best(lambda: parse(never_parses(small)), 1) * (size / small) ** 2


def stream(chunk: Any, pieces: int) -> Callable[[], Any]:
    """Add ``pieces`` chunks whose tool-call arguments (``{"a": 1 2 3 ...``) stop being viable JSON early."""
    first = chunk(content="", tool_call_chunks=[{"name": "f", "args": '{"a": 1', "id": "1", "index": 0}])
    rest = [
        chunk(content="", tool_call_chunks=[{"name": None, "args": f" {i}", "id": None, "index": 0}])
        for i in range(2, pieces + 1)
    ]

    def run() -> Any:
        acc = first
        for piece in rest:
            acc = acc + piece
        return acc

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="estimate every slow case instead of timing it")
    args = parser.parse_args()
    after = partial_json.parse_partial_json
    rows = []
    for label, size in (("80 KB never parsing", 80_000), ("1 MB never parsing", 1_000_000)):
        text = never_parses(size)
        assert after(text) == reference_parse_partial_json(never_parses(2_000)) == {"a": "x"}
        new = best(lambda text=text: after(text))
        if size <= 80_000 and not args.quick:
            old, how = once(lambda text=text: reference_parse_partial_json(text)), "timed"
        else:
            old, how = quadratic_estimate(reference_parse_partial_json, size), "estimated"
        rows.append((label, f"{old:.1f} s ({how})", f"{new * 1000:.1f} ms"))

    pieces = 2_000
    ours = stream(chatschema.AIMessageChunk, pieces)
    theirs = stream(LcChunk, pieces)
    assert ours().tool_calls == theirs().tool_calls
    assert ours().tool_calls[0]["args"] == {"a": 1}  # the longest prefix that parses
    new = best(ours, 3)
    tool_call_args.parse_partial_json = reference_parse_partial_json  # the fallback the stream used before
    try:
        old = once(ours)
    finally:
        tool_call_args.parse_partial_json = after
    lc = once(theirs)
    rows.append(
        (f"{pieces:,}-chunk stream, args not viable after the first", f"{old:.1f} s", f"{new * 1000:.1f} ms")
    )
    rows.append(("  the same stream, langchain_core", f"{lc:.1f} s", ""))

    print("| case | before | after |")
    print("|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
