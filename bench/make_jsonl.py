"""Write a large, deterministic JSONL chat log for the CLI throughput benchmark.

Each line is one conversation: a system message, then human/AI turns; AI turns
carry 0-3 tool calls followed by their tool results, usage metadata and ids;
some human turns carry an image URL and base64 image data. A pool of distinct
lines is built with chatschema's own classes (nothing from the network, no
LangChain needed) and written round-robin until the file reaches the size.

    python bench/make_jsonl.py /tmp/chatlog-200mb.jsonl --mb 200             # lc form, all valid
    python bench/make_jsonl.py /tmp/mixed.jsonl --mb 20 --form mixed --invalid-every 1000

``--form``: ``lc`` (``messages_to_dict``), ``flat`` (``model_dump``), ``openai``
(Chat Completions dicts) or ``mixed`` (the three in turn, line by line).
``--invalid-every N`` breaks every N-th line (a tool call whose ``args`` is a string).
"""

from __future__ import annotations

import argparse
import base64
import random
import sys
from pathlib import Path
from typing import Any

import chatschema
from chatschema import AIMessage, HumanMessage, SystemMessage, ToolMessage
from chatschema.convert._openai import convert_to_openai_messages

WORDS = "how why what tell me about the weather in Paris today and tomorrow please with details".split()


def conversation(rng: random.Random, n_messages: int) -> list[Any]:
    """About ``n_messages`` chatschema messages of a tool-using assistant."""
    blob = base64.b64encode(rng.randbytes(768)).decode()
    out: list[Any] = [SystemMessage("You are a helpful assistant.", id=f"sys-{rng.getrandbits(32):08x}")]
    turn = 0
    while len(out) < n_messages:
        turn += 1
        if rng.random() < 0.08:
            content: Any = [
                {"type": "text", "text": f"What is in picture {turn}?"},
                {"type": "image", "url": f"https://example.com/{turn}.png"},
                {"type": "image", "base64": blob, "mime_type": "image/png"},
            ]
        else:
            content = f"Question {turn}: " + " ".join(rng.choice(WORDS) for _ in range(rng.randint(5, 25)))
        out.append(HumanMessage(content, id=f"h{turn}-{rng.getrandbits(24):06x}"))
        calls = [
            {
                "name": rng.choice(["search", "lookup", "calc"]),
                "args": {"q": f"term {turn}-{i}", "k": i, "opts": {"deep": bool(i % 2)}},
                "id": f"call_{turn}_{i}_{rng.getrandbits(24):06x}",
            }
            for i in range(rng.choice([0, 0, 1, 1, 2, 3]))
        ]
        out.append(
            AIMessage(
                "" if calls else f"Answer {turn}: " + "lorem ipsum " * rng.randint(3, 30),
                id=f"run-{rng.getrandbits(64):016x}",
                tool_calls=calls,
                usage_metadata={"input_tokens": 100 + turn, "output_tokens": 20, "total_tokens": 120 + turn},
                response_metadata={
                    "model_name": "gpt-test",
                    "finish_reason": "tool_calls" if calls else "stop",
                },
            )
        )
        for call in calls:
            out.append(ToolMessage(f'{{"result": "{call["args"]["q"]}"}}', tool_call_id=call["id"]))
    return out


def render(messages: list[Any], form: str) -> bytes:
    """One line in ``form``."""
    if form == "lc":
        return chatschema.encode([{"type": m.type, "data": m} for m in messages])
    if form == "flat":
        return chatschema.encode(messages)
    return chatschema.encode(convert_to_openai_messages(messages, include_id=True))


def main(argv: list[str] | None = None) -> int:
    """Write the file; print its size and line count."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("out", type=Path)
    parser.add_argument("--mb", type=float, default=200.0, help="size to reach, in MB (10**6 bytes)")
    parser.add_argument("--form", choices=["lc", "flat", "openai", "mixed"], default="lc")
    parser.add_argument("--pool", type=int, default=2000, help="distinct lines to cycle through")
    parser.add_argument("--invalid-every", type=int, default=0, metavar="N", help="break every N-th line")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)

    rng = random.Random(args.seed)
    forms = ["lc", "flat", "openai"] if args.form == "mixed" else [args.form]
    pool = []
    for i in range(args.pool):
        messages = conversation(rng, rng.randint(4, 30))
        pool.append(render(messages, forms[i % len(forms)]))
    broken = render([AIMessage("", tool_calls=[{"name": "f", "args": {}, "id": "c"}])], "lc")
    broken = broken.replace(b'"args":{}', b'"args":"{}"')
    target = int(args.mb * 1_000_000)
    written = lines = 0
    with args.out.open("wb") as out:
        while written < target:
            line = pool[lines % len(pool)]
            lines += 1
            if args.invalid_every and lines % args.invalid_every == 0:
                line = broken
            out.write(line)
            out.write(b"\n")
            written += len(line) + 1
    print(f"{args.out}: {written / 1e6:.1f} MB, {lines} lines, form {args.form}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
