"""``messages_to_dict`` / ``messages_from_dict`` (TypeScript ``messagesToDict`` / ``messagesFromDict``):
LangChain 1.x's stored form and 0.3's, full and compact, key order included."""

from __future__ import annotations

import json
from collections.abc import Iterator
from random import Random
from typing import Any

import chatschema
from tests.conformance import strategies as S
from tests.conformance.vectorgen import Case, Json
from tests.conformance.vectorgen.edges import edge_histories
from tests.conformance.vectorgen.histories import corpus, decoded, encoded, generated, with_surrogates
from tests.conformance.vectorgen.ops_convert import CONSTRUCTED, ERRORS, one_sided


def _to_dict(input: Json, options: dict[str, Json]) -> Json:
    return json.loads(json.dumps(chatschema.messages_to_dict(decoded(input))))


def _from_dict(input: Json, options: dict[str, Json]) -> Json:
    return encoded(chatschema.messages_from_dict(input))


PYTHON: dict[str, Any] = {"messages_to_dict": _to_dict, "messages_from_dict": _from_dict}

TITLES = {tag: title for title, tag in S.MESSAGE_TAGS.items()}


def _compact(rng: Random, message: Json) -> Json:
    """``message`` without some fields that hold their default, its keys shuffled."""
    defaults = S.message_defaults(TITLES[message["type"]])
    keys = [k for k in message if not (k in defaults and message[k] == defaults[k] and rng.random() < 0.7)]
    rng.shuffle(keys)
    return {k: message[k] for k in keys}


def _v03(rng: Random, message: Json) -> Json:
    """``message`` as LangChain 0.3's ``model_dump`` wrote it: schema property order, ``example``, no
    ``chunk_position``."""
    title = TITLES[message["type"]]
    order = list(S.properties("messages.json", title))
    props = list(S._defs("messages.json")[title]["properties"])
    out = {k: message[k] for k in props if k in message and k != "chunk_position"}
    if "example" in order and "example" not in out:
        out["example"] = rng.random() < 0.2
    return out


def cases() -> Iterator[Case]:
    rng = Random(501)
    sources: list[tuple[str, list[Json]]] = list(edge_histories().items())
    sources += list(corpus())
    sources += [(f"gen-{i:03d}", h) for i, h in enumerate(generated()[:260])]
    sources += [(f"surrogate-{i:03d}", h) for i, h in enumerate(with_surrogates(generated(40, 2), 2))]
    sources = [(name, h) for name, h in sources if name != "remove"]
    for name, history in sources:
        stored = [{"type": m["type"], "data": m} for m in history]
        yield "messages_to_dict", f"{name}", history, {}
        yield "messages_to_dict", f"{name}-compact", [_compact(rng, m) for m in history], {}
        form = rng.choice(["full", "compact", "v03"])
        if form == "compact":
            stored = [{"type": s["type"], "data": _compact(rng, s["data"])} for s in stored]
        elif form == "v03":
            stored = [{"type": s["type"], "data": _v03(rng, s["data"])} for s in stored]
        yield "messages_from_dict", f"{name}-{form}", stored, {}
        if form != "full":
            yield "messages_from_dict", f"{name}-full", [{"type": m["type"], "data": m} for m in history], {}
    # what the decoder derives (the messages of convert_to_messages's cases of it that have a type tag)
    for name, items in [
        *CONSTRUCTED.items(),
        *((f"error-{k}", v) for k, v in ERRORS.items() if k.startswith("raw-")),
    ]:
        typed = [m for m in items if "type" in m and "lc" not in m]
        if typed:
            yield (
                "messages_from_dict",
                f"constructed-{name}",
                [{"type": m["type"], "data": m} for m in typed],
                {},
            )
    one_side = Random(502)
    for i, history in enumerate(generated()[:260]):
        stripped = one_sided(one_side, history)
        if stripped is not None:
            yield (
                "messages_from_dict",
                f"one-side-{i:03d}",
                [{"type": m["type"], "data": m} for m in stripped],
                {},
            )
