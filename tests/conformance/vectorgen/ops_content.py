"""``message.text`` and ``message.content_blocks`` on one message (TypeScript ``text``, ``contentBlocks``)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import chatschema
from tests.conformance.vectorgen import Case, Json
from tests.conformance.vectorgen.edges import edge_histories
from tests.conformance.vectorgen.histories import corpus, generated, with_surrogates


def _text(input: Json, options: dict[str, Json]) -> Json:
    return str(chatschema.decode(input, chatschema.AnyMessage).text)


_RANDOM_ID = re.compile(r"lc_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
MASKED_ID = "lc_<uuid4>"
"""What a random block id (``lc_`` and a uuid4, new on every call) is written as; the TypeScript side
masks its own ids the same way before comparing."""


def _masked(value: Json) -> Json:
    if isinstance(value, dict):
        return {
            k: MASKED_ID if k == "id" and isinstance(v, str) and _RANDOM_ID.fullmatch(v) else _masked(v)
            for k, v in value.items()
        }
    if isinstance(value, list):
        return [_masked(v) for v in value]
    return value


def _content_blocks(input: Json, options: dict[str, Json]) -> Json:
    return _masked(chatschema.decode(input, chatschema.AnyMessage).content_blocks)


PYTHON: dict[str, Any] = {"text": _text, "content_blocks": _content_blocks}


def cases() -> Iterator[Case]:
    n = 0
    sources = [*edge_histories().values(), *(h for _, h in corpus())]
    sources += generated()[:200] + with_surrogates(generated(40, 2), 2)
    for history in sources:
        for message in history:
            yield "text", f"m-{n:04d}", message, {}
            yield "content_blocks", f"m-{n:04d}", message, {}
            n += 1
    yield "text", "bad-type", {"type": "nope", "content": "x"}, {}
    yield "text", "bad-content", {"type": "human", "content": 7}, {}
