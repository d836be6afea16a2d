"""A short tour on a bundled JSONL of stored chat histories.

Each line holds one conversation in LangChain's ``messages_to_dict`` form.
The tour validates every line, reports broken lines with the JSON path of
the fault, and shows that valid lines round-trip byte-for-byte in meaning.

Run it with ``make demo`` or ``python -m chatschema.demo [FILE.jsonl]``.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from importlib import resources
from pathlib import Path

from chatschema.errors import ValidationError
from chatschema.validation import decode, encode

__all__ = ["main", "run"]


def run(lines: list[bytes], source: str) -> tuple[int, int, Counter[str]]:
    """Validate each line as ``list[SerializedMessage]`` and print a report.

    Args:
        lines: The raw JSONL lines.
        source: The file name to print in error lines.

    Returns:
        (valid lines, invalid lines, messages by type).

    Raises:
        AssertionError: Never for bad input; only if a valid line failed to
            round-trip, which would be a bug in chatschema.

    Example:
        >>> run([b'[{"type": "human", "data": {"content": "hi"}}]', b'[1]'], "x.jsonl")[:2]
        x.jsonl:2: $[0]: Expected `object`, got `int`
        (1, 1)
    """
    good = bad = 0
    kinds: Counter[str] = Counter()
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            history = decode(line, "list[SerializedMessage]")
        except ValidationError as error:
            bad += 1
            print(f"{source}:{number}: {error.path}: {error.message}")
            continue
        good += 1
        kinds.update(item.__struct_config__.tag for item in history)
        again = decode(encode(history), "list[SerializedMessage]")
        if again != history:
            raise AssertionError(f"line {number} did not round-trip")
    return good, bad, kinds


def main(argv: list[str] | None = None) -> int:
    """Run the tour on a file, or on the bundled sample.

    Args:
        argv: Command-line arguments; the first, if any, is a JSONL path.

    Returns:
        0 when the tour ran (broken lines in the sample are expected).

    Example:
        >>> main([]) == 0  # doctest: +ELLIPSIS
        chatschema demo: ...
        True
    """
    args = sys.argv[1:] if argv is None else argv
    if args:
        path = Path(args[0])
        raw = path.read_bytes()
        source = str(path)
    else:
        ref = resources.files("chatschema") / "demo_data" / "conversations.jsonl"
        raw = ref.read_bytes()
        source = "conversations.jsonl"
    lines = raw.splitlines()
    print(f"chatschema demo: validating {len(lines)} stored conversations from {source}")
    good, bad, kinds = run(lines, source)
    print(f"valid: {good}, invalid: {bad}, messages by type: {dict(sorted(kinds.items()))}")
    first = decode(lines[0], "list[SerializedMessage]")
    same = json.loads(encode(first)) == json.loads(lines[0])
    print(f"round trip of line 1 is lossless: {same}")
    ai = next(item.data for item in first if item.__struct_config__.tag == "ai")
    print(f"first AI message: tool_calls={ai.tool_calls} usage={ai.usage_metadata}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
