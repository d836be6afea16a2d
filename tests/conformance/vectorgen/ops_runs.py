"""Conformance vectors for ``merge_message_runs``: generated histories with runs, the strategies, the bench
families and the stored corpus, with the default and other separators."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import chatschema
from tests.conformance.vectorgen.histories import bench_histories, corpus, generated, run_histories


def _merge_runs(value: Any, options: dict[str, Any]) -> Any:
    messages = chatschema.decode(value, "list[AnyMessage]", extra="keep")
    return json.loads(chatschema.encode(chatschema.merge_message_runs(messages, **options)))


PYTHON = {"merge_message_runs": _merge_runs}

_SEPARATORS = [{}, {"chunk_separator": ""}, {"chunk_separator": " | "}]


def cases() -> Iterator[tuple[str, str, Any, dict[str, Any]]]:
    op = "merge_message_runs"
    for i, history in enumerate(run_histories(260, 8100)):
        yield op, f"runs-{i}", history, _SEPARATORS[i % 3]
    for i, history in enumerate(generated(80, 8200, max_messages=8)):
        yield op, f"strategies-{i}", history, {}
    for key, history in bench_histories(24):
        yield op, f"bench-{key}", history, {}
    for name, history in corpus():
        yield op, f"corpus-{name}", history, {}
    yield op, "empty", [], {}
