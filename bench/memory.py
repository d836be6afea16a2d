"""Memory held per message, measured with tracemalloc on both libraries."""

from __future__ import annotations

import gc
import json
import tracemalloc
from collections.abc import Callable
from typing import Any

from workload import Family

import chatschema


def _held(build: Callable[[], Any]) -> int:
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    kept = build()
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del kept
    return after - before


def per_message(family: Family, size: int) -> tuple[float, float]:
    """Bytes held per message: (chatschema, langchain_core), inputs excluded."""
    from langchain_core.messages import messages_from_dict

    raw = family.serialized_bytes(size)
    ours = _held(lambda: [e.data for e in chatschema.decode(raw, "list[SerializedMessage]")])
    theirs = _held(lambda: messages_from_dict(json.loads(raw)))
    return ours / size, theirs / size
