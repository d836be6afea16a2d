"""Message histories for the vectors of the message utilities: seeded generated histories, the stored
corpus (tests/data) read by the provider converters, and broken histories for the error vectors.

Every valid history is in canonical JSON form: ``chatschema.encode`` of the decoded messages, the
form the TypeScript utilities take.
"""

from __future__ import annotations

import copy
import functools
import json
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from random import Random
from typing import Any

import chatschema
from tests.conformance import strategies as S
from tests.conformance.vectorgen import Case, Json, draw

DATA = Path(__file__).resolve().parents[2] / "data"

READERS = {
    "openai_chat": chatschema.convert_from_openai_messages,
    "anthropic": chatschema.convert_from_anthropic_messages,
    "gemini": chatschema.convert_from_gemini_contents,
    "openai_responses": chatschema.convert_from_openai_responses_input,
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
