"""``message.text`` and ``message.content_blocks`` (TypeScript ``text(message)``, ``contentBlocks(message)``) on one message."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import chatschema
from tests.conformance.vectorgen import Case, Json
from tests.conformance.vectorgen.edges import edge_histories
from tests.conformance.vectorgen.histories import corpus, generated, with_surrogates


def _text(input: Json, options: dict[str, Json]) -> Json:
    return str(chatschema.decode(input, chatschema.AnyMessage).text)


def _content_blocks(input: Json, options: dict[str, Json]) -> Json:
    return chatschema.decode(input, chatschema.AnyMessage).content_blocks


PYTHON: dict[str, Any] = {"text": _text, "content_blocks": _content_blocks}


def cases() -> Iterator[Case]:
    n = 0
    sources = [*edge_histories().values(), *(h for _, h in corpus())]
    sources += generated(200, 401) + with_surrogates(generated(30, 402), 402)
    for history in sources:
        for message in history:
            yield "text", f"m-{n:04d}", message, {}
            yield "content_blocks", f"m-{n:04d}", message, {}
            n += 1
    yield "text", "bad-type", {"type": "nope", "content": "x"}, {}
    yield "text", "bad-content", {"type": "human", "content": 7}, {}
