"""Message histories for the vectors of the message utilities: seeded generated histories, the stored
corpus (tests/data) read by the provider converters, broken histories for the error vectors, the
bench's workload families, and histories with runs of messages of one kind and tool call pairs.

Every valid history is in canonical JSON form: ``chatschema.encode`` of the decoded messages, the
form the TypeScript utilities take.
"""

from __future__ import annotations

import copy
import functools
import json
import random
import sys
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from random import Random
from typing import Any

import chatschema
from tests.conformance import strategies as S
from tests.conformance.vectorgen import Case, Json, draw

DATA = Path(__file__).resolve().parents[2] / "data"
ROOT = DATA.parents[1]

READERS = {
    "openai_chat": chatschema.convert_from_openai_messages,
    "anthropic": chatschema.convert_from_anthropic_messages,
    "gemini": chatschema.convert_from_gemini_contents,
    "openai-responses": chatschema.convert_from_openai_responses_input,
}


def canonical(messages: Json) -> list[Json]:
    """``messages`` (valid JSON messages) as ``chatschema.encode`` writes them once decoded."""
    decoded = chatschema.decode(messages, list[chatschema.AnyMessage])
    out: list[Json] = json.loads(chatschema.encode(decoded))
    return out


def decoded(messages: Json) -> list[Any]:
    """The messages of a vector's input, decoded (raises ValidationError with the path)."""
    return chatschema.decode(messages, list[chatschema.AnyMessage])


def encoded(messages: Any) -> Json:
    """Messages (or any value holding them) as JSON."""
    return json.loads(chatschema.encode(messages))


def corpus() -> Iterator[tuple[str, list[Json]]]:
    """``(name, history)`` for every stored payload of tests/data, read by its provider's converter."""
    for path in sorted(DATA.glob("openai_chat/*.json")) + sorted(DATA.glob("providers/*/*.json")):
        provider = path.parent.name
        if provider not in READERS:
            continue  # the AI SDK forms' payloads: their own vectors (ops_ai_sdk.py) read them
        payload = json.loads(path.read_text())
        messages = READERS[provider](payload)
        yield f"{provider}-{path.stem}", encoded(messages)


POOL = 300
"""Histories drawn once per generation and shared by the operations (drawing is the slow part)."""


@functools.cache
def _drawn(count: int, at: int, max_messages: int, max_items: int) -> tuple[str, ...]:
    drawn = draw(S.conversations(max_messages=max_messages, max_items=max_items), count, at)
    out = []
    for history in drawn:
        try:
            out.append(json.dumps(canonical(history)))
        except chatschema.ValidationError:  # valid to the schema, refused by a class (content on a remove)
            continue
    return tuple(out)


def generated(count: int = POOL, at: int = 1, max_messages: int = 5, max_items: int = 2) -> list[list[Json]]:
    """``count`` seeded histories of ``tests.conformance.strategies.conversations``, canonical, new
    copies (the draw is made once per arguments)."""
    return [json.loads(h) for h in _drawn(count, at, max_messages, max_items)]


def broken(count: int, at: int) -> list[list[Json]]:
    """``count`` seeded histories, each broken by one or two schema mutations.

    A history that a mutation leaves valid is given in canonical form, as every valid input is.
    """
    rng = Random(at)
    out = []
    for history in generated(count, at, max_messages=3):
        if not history:
            continue
        x = copy.deepcopy(history)
        for _ in range(rng.randint(1, 2)):
            x, _label = S.MUTATIONS[rng.choice(S.MUTATION_KINDS)](rng, x)
        try:
            x = canonical(x)
        except chatschema.ValidationError:
            pass
        out.append(x)
    return out


def with_surrogates(histories: list[list[Json]], at: int) -> list[list[Json]]:
    """Copies of ``histories`` with lone surrogates put into some free strings (kept valid)."""
    rng = Random(at)
    out = []
    for history in histories:
        x = copy.deepcopy(history)
        strings = [
            p
            for p, v in S.walk(x)
            if isinstance(v, str) and p and p[-1] not in S.NOT_FREE_TEXT and x[p[0]]["type"] != "remove"
        ]
        for path in rng.sample(strings, min(len(strings), 3)):
            old = S._get(x, path)
            cut = rng.randint(0, len(old))
            S._set(x, path, old[:cut] + chr(rng.randint(0xD800, 0xDFFF)) + old[cut:])
        out.append(x)
    return out


def history_cases(
    op: str, edges: Mapping[str, list[Json]], options: Sequence[dict[str, Json]]
) -> Iterator[Case]:
    """The cases of an operation on a list of messages: each edge history with each set of ``options``,
    the corpus with the first two, the shared generated histories, those with lone surrogates and the
    broken ones with the sets in turn."""
    for name, history in edges.items():
        for j, chosen in enumerate(options):
            yield op, f"edge-{name}-{j}", history, chosen
    for name, history in corpus():
        for j, chosen in enumerate(options[:2]):
            yield op, f"corpus-{name}-{j}", history, chosen
    for i, history in enumerate(generated()):
        yield op, f"gen-{i:03d}", history, options[i % len(options)]
    for i, history in enumerate(with_surrogates(generated(40, 2), 2)):
        yield op, f"surrogate-{i:03d}", history, options[i % 2]
    for i, history in enumerate(broken(40, 3)):
        yield op, f"broken-{i:03d}", history, options[i % 2]


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
        yield family.key, encoded(chatschema.messages_from_dict(records))


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
            out.append(
                {"type": "thinking", "thinking": _text(r), "index": r.choice([0, 1]), "signature": "s"}
            )
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
        out.append(
            {
                "name": r.choice(["search", "calc"]),
                "args": args,
                "id": f"call_{counter[0]}",
                "type": "tool_call",
            }
        )
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
                            {
                                "name": "bad",
                                "args": r.choice(['{"a": 1', "[1]", None, "{oops"]),
                                "id": f"bad_{counter[0]}",
                                "error": None,
                            }
                        ]
                else:
                    fields["tool_call_chunks"] = [
                        {
                            "name": c["name"],
                            "args": json.dumps(c["args"])[: r.randint(1, 12)],
                            "id": c["id"],
                            "index": i,
                        }
                        for i, c in enumerate(calls)
                    ]
                if r.random() < 0.3:
                    n = r.randint(1, 9)
                    fields["usage_metadata"] = {"input_tokens": n, "output_tokens": 1, "total_tokens": n + 1}
                out.append(getattr(chatschema, "AIMessage" if kind == "ai" else "AIMessageChunk")(**fields))
                for call in calls if r.random() < 0.8 else []:
                    out.append(chatschema.ToolMessage(_text(r), tool_call_id=call["id"]))
            elif kind == "tool":
                out.append(
                    chatschema.ToolMessage(_content(r), tool_call_id=r.choice(["call_1", "call_2", "x"]))
                )
            elif kind == "chat":
                out.append(
                    chatschema.ChatMessage(
                        fields.pop("content"), role=r.choice(["critic", "judge"]), **fields
                    )
                )
            elif kind == "function":
                out.append(
                    chatschema.FunctionMessage(fields.pop("content"), name=r.choice(["f", "g"]), **fields)
                )
            elif kind == "system":
                out.append(chatschema.SystemMessage(**fields))
            elif kind == "human":
                out.append(chatschema.HumanMessage(**fields))
            else:
                out.append(chatschema.HumanMessageChunk(**fields))
    return encoded(out)


def run_histories(count: int, seed: int) -> Iterator[list[Any]]:
    r = random.Random(seed)
    for _ in range(count):
        yield run_history(r)
