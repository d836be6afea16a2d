"""Seeded message histories for the conformance vectors of the message utilities.

Four sources, each deterministic: the hypothesis strategies of ``tests/conformance/strategies.py``
drawn with a fixed seed, the bench's workload families (``bench/workload.py``) at small sizes,
the stored provider histories in ``tests/data``, and a generator of histories with runs of
messages of one kind (what ``merge_message_runs`` and ``trim_messages`` look at), tool call
pairs and list content.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import chatschema
from tests.conformance.vectorgen import draw

ROOT = Path(__file__).resolve().parents[3]


def to_json(messages: Any) -> list[Any]:
    """The flat JSON of messages (``chatschema.encode``)."""
    return json.loads(chatschema.encode(list(messages)))


def strategy_histories(count: int, seed: int) -> Iterator[list[Any]]:
    """Histories from the conformance strategies, read and written back in the flat form."""
    from tests.conformance import strategies

    for raw in draw(strategies.conversations(max_messages=8), count, seed):
        try:
            messages = chatschema.decode(raw, "list[AnyMessage]")
        except chatschema.ValidationError:
            continue
        yield to_json(messages)


def bench_histories(size: int, seed: int = 0) -> Iterator[tuple[str, list[Any]]]:
    """The bench's families (a)-(d) at ``size`` messages, as flat JSON ((e) is 100 KB a message)."""
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        import workload
    finally:
        sys.path.remove(str(ROOT / "bench"))
    for family in workload.FAMILIES:
        if family.key == "e":
            continue
        records = family.serialized(size, seed)
        yield family.key, to_json(chatschema.messages_from_dict(records))


def corpus_histories() -> Iterator[tuple[str, list[Any]]]:
    """The stored OpenAI chat histories of ``tests/data/openai_chat``, as flat JSON."""
    for path in sorted((ROOT / "tests/data/openai_chat").glob("*.json")):
        records = json.loads(path.read_text())
        try:
            yield path.stem, to_json(chatschema.convert_to_messages(records))
        except chatschema.ValidationError:
            continue  # a history that is invalid on purpose


_WORDS = ["hi", "ok", "the", "café", "😀", "line\n", "", " ", "a\nb", "<x>"]


def _text(r: random.Random) -> str:
    return "".join(r.choice(_WORDS) for _ in range(r.randint(0, 4)))


def _blocks(r: random.Random) -> list[Any]:
    out: list[Any] = []
    for _ in range(r.randint(1, 3)):
        pick = r.random()
        if pick < 0.2:
            out.append(_text(r))
        elif pick < 0.7:
            block: dict[str, Any] = {"type": "text", "text": _text(r)}
            if r.random() < 0.4:
                block["index"] = r.choice([0, 1, "lc_txt_0"])
            out.append(block)
        elif pick < 0.85:
            out.append({"type": "image", "url": "https://x.test/a.png"})
        else:
            out.append({"type": "thinking", "thinking": _text(r), "index": r.choice([0, 1]), "signature": "s"})
    return out


def _content(r: random.Random) -> Any:
    return _blocks(r) if r.random() < 0.35 else _text(r)


def _calls(r: random.Random, counter: list[int]) -> list[dict[str, Any]]:
    out = []
    for _ in range(r.choice([0, 0, 1, 1, 2])):
        counter[0] += 1
        args: dict[str, Any] = {"q": _text(r)}
        if r.random() < 0.3:
            args["n"] = r.randint(-5, 5)
        out.append({"name": r.choice(["search", "calc"]), "args": args, "id": f"call_{counter[0]}", "type": "tool_call"})
    return out


def run_history(r: random.Random) -> list[Any]:
    """A history of 1-9 turns with runs of one kind, tool call pairs and list content."""
    counter = [0]
    out: list[Any] = []
    kinds = ["human", "ai", "system", "tool", "chat", "function", "HumanMessageChunk", "AIMessageChunk"]
    weights = [5, 6, 2, 2, 1, 1, 1, 1]
    for _ in range(r.randint(1, 9)):
        kind = r.choices(kinds, weights)[0]
        repeat = r.choice([1, 1, 2, 3])
        for _ in range(repeat):
            fields: dict[str, Any] = {"content": _content(r)}
            if r.random() < 0.2:
                fields["id"] = r.choice(["m1", "m2", "lc_run-3", "lc_x", "chatcmpl-9"])
            if r.random() < 0.15:
                fields["additional_kwargs"] = {r.choice(["a", "b"]): r.choice(["x", 1, {"k": "v"}, [1]])}
            if r.random() < 0.15:
                fields["response_metadata"] = {"model_name": "m", "n": r.randint(1, 3)}
            if r.random() < 0.15 and kind not in ("system", "function"):
                fields["name"] = r.choice(["ann", "bob"])
            if kind in ("ai", "AIMessageChunk"):
                calls = _calls(r, counter)
                if kind == "ai":
                    fields["tool_calls"] = calls
                    if r.random() < 0.15:
                        fields["invalid_tool_calls"] = [
                            {"name": "bad", "args": r.choice(['{"a": 1', "[1]", None, "{oops"]), "id": f"bad_{counter[0]}", "error": None}
                        ]
                else:
                    fields["tool_call_chunks"] = [
                        {"name": c["name"], "args": json.dumps(c["args"])[: r.randint(1, 12)], "id": c["id"], "index": i}
                        for i, c in enumerate(calls)
                    ]
                if r.random() < 0.3:
                    n = r.randint(1, 9)
                    fields["usage_metadata"] = {"input_tokens": n, "output_tokens": 1, "total_tokens": n + 1}
                out.append(getattr(chatschema, "AIMessage" if kind == "ai" else "AIMessageChunk")(**fields))
                for call in calls if r.random() < 0.8 else []:
                    out.append(chatschema.ToolMessage(_text(r), tool_call_id=call["id"]))
            elif kind == "tool":
                out.append(chatschema.ToolMessage(_content(r), tool_call_id=r.choice(["call_1", "call_2", "x"])))
            elif kind == "chat":
                out.append(chatschema.ChatMessage(fields.pop("content"), role=r.choice(["critic", "judge"]), **fields))
            elif kind == "function":
                out.append(chatschema.FunctionMessage(fields.pop("content"), name=r.choice(["f", "g"]), **fields))
            elif kind == "system":
                out.append(chatschema.SystemMessage(**fields))
            elif kind == "human":
                out.append(chatschema.HumanMessage(**fields))
            else:
                out.append(chatschema.HumanMessageChunk(**fields))
    return to_json(out)


def run_histories(count: int, seed: int) -> Iterator[list[Any]]:
    r = random.Random(seed)
    for _ in range(count):
        yield run_history(r)
