"""Conformance vectors for ``trim_messages``: every strategy and option, on seeded histories.

Token counters are named in the options, as JSON cannot hold functions: ``"approximate"`` is
chatschema's shortcut; ``"len"`` counts messages; ``"chars"`` counts the code points of the text
of each message plus 2 (the Node side defines the same functions). ``text_splitter: "chars"``
splits text into code points.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import chatschema
from tests.conformance.vectorgen.histories import bench_histories, corpus, generated, run_histories


def _chars(messages: list[Any]) -> int:
    total = 0
    for message in messages:
        content = message.content
        if isinstance(content, str):
            total += len(content)
        else:
            for block in content:
                if isinstance(block, str):
                    total += len(block)
                elif isinstance(block, dict) and isinstance(block.get("text"), str):
                    total += len(block["text"])
        total += 2
    return total


_COUNTERS: dict[str, Any] = {"len": len, "chars": _chars}
_SPLITTERS: dict[str, Any] = {"chars": list}


def _trim(value: Any, options: dict[str, Any]) -> Any:
    messages = chatschema.decode(value, "list[AnyMessage]", extra="keep")
    kwargs = dict(options)
    counter = kwargs["token_counter"]
    kwargs["token_counter"] = _COUNTERS.get(counter, counter)
    if "text_splitter" in kwargs:
        kwargs["text_splitter"] = _SPLITTERS[kwargs["text_splitter"]]
    return json.loads(chatschema.encode(chatschema.trim_messages(messages, **kwargs)))


PYTHON = {"trim_messages": _trim}

_TYPES: list[Any] = ["human", "ai", "tool", ["human", "tool"], ["ai", "AIMessageChunk"], "system"]


def _options(r: random.Random, size: int) -> dict[str, Any]:
    strategy = r.choice(["last", "last", "first"])
    counter = r.choice(["approximate", "approximate", "len", "chars"])
    scale = {"len": 1, "chars": 12, "approximate": 8}[counter]
    options: dict[str, Any] = {
        "max_tokens": r.randint(0, max(1, size) * scale),
        "token_counter": counter,
        "strategy": strategy,
    }
    if r.random() < 0.5:
        options["allow_partial"] = True
        if r.random() < 0.3:
            options["text_splitter"] = "chars"
    if r.random() < 0.3:
        options["end_on"] = r.choice(_TYPES)
    if strategy == "last":
        if r.random() < 0.4:
            options["start_on"] = r.choice(_TYPES)
        if r.random() < 0.5:
            options["include_system"] = True
    if r.random() < 0.35:
        options["keep_tool_pairs"] = True
    return options


def cases() -> Iterator[tuple[str, str, Any, dict[str, Any]]]:
    op = "trim_messages"
    r = random.Random(9100)
    for i, history in enumerate(run_histories(320, 9200)):
        yield op, f"runs-{i}", history, _options(r, len(history))
    for i, history in enumerate(generated(60, 9300, max_messages=8)):
        yield op, f"strategies-{i}", history, _options(r, len(history))
    for key, history in bench_histories(16):
        for j in range(3):
            yield op, f"bench-{key}-{j}", history, _options(r, len(history))
    for name, history in corpus():
        for j in range(4):
            yield op, f"corpus-{name}-{j}", history, _options(r, len(history))
    history = next(run_histories(1, 9400))
    errors = [
        (
            "first-start-on",
            {"max_tokens": 5, "token_counter": "len", "strategy": "first", "start_on": "human"},
        ),
        (
            "first-system",
            {"max_tokens": 5, "token_counter": "len", "strategy": "first", "include_system": True},
        ),
        ("bad-shortcut", {"max_tokens": 5, "token_counter": "exact"}),
        ("bad-strategy", {"max_tokens": 5, "token_counter": "len", "strategy": "middle"}),
    ]
    for name, options in errors:
        yield op, f"error-{name}", history, options
    yield op, "empty", [], {"max_tokens": 5, "token_counter": "len"}
