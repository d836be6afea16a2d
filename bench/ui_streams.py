"""UI streams: a 2,000-chunk answer written and read as the Vercel AI SDK's UI message stream,
chatschema against pydantic-ai's Vercel AI event stream on the same text.

The text is the assistant turns of family (a)'s conversation (``workload.conversation``), cut
into 2,000 pieces. Each side streams it from an async iterator, as a web endpoint does:

* write, chatschema: ``AIMessageChunk``s (the last with usage and ``chunk_position="last"``)
  through ``to_ai_sdk_stream`` and ``sse`` to server-sent-event bytes;
* write, pydantic-ai: ``PartStartEvent`` / ``PartDeltaEvent`` (``TextPartDelta``) /
  ``PartEndEvent`` through ``VercelAIEventStream(sdk_version=6)``'s ``transform_stream`` and
  ``encode_stream`` to server-sent-event text (its standalone-encoder use);
* read, chatschema: the body through ``parse_sse`` and ``from_ai_sdk_stream`` back to chunks
  (every event checked against ``AISDKUIMessageChunk``), summed by ``ChunkAccumulator``;
* read, pydantic-ai: it has no stream reader; its row reads each event into the chunk model its
  type tag names (``model_validate_json``), the nearest thing it does.

Both writers' bodies are checked to carry the same text before timing. Reported: events per
second (each side's own event count) and the median of the per-round ratios, timed in turns.
An AG-UI row (``to_ag_ui_events``, ``from_ag_ui_events``) and the sync writer are timed for scale.

Run: ``make bench-ui-streams`` (``BENCH_ARGS=--quick``: fewer rounds).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from run import paired_times  # noqa: E402
from workload import BASE  # noqa: E402

from chatschema import AIMessageChunk, ChunkAccumulator  # noqa: E402
from chatschema.ui_streams import (  # noqa: E402
    from_ag_ui_events,
    from_ai_sdk_stream,
    parse_sse,
    sse,
    to_ag_ui_events,
    to_ai_sdk_stream,
)

CHUNKS = 2000


def answer_text() -> str:
    """The assistant text of family (a)'s conversation, long enough for 2,000 pieces."""
    texts = [m.text for m in BASE.conversation(1000) if m.type == "ai" and m.text]
    text = " ".join(texts)
    while len(text) < CHUNKS * 4:
        text += " " + text
    return text


def pieces(text: str) -> list[str]:
    size = len(text) // CHUNKS
    out = [text[i * size : (i + 1) * size] for i in range(CHUNKS - 1)]
    return [*out, text[(CHUNKS - 1) * size :]]


async def _aiter(items: list[Any]) -> AsyncIterator[Any]:
    for item in items:
        yield item


def ours_chunks(parts: list[str]) -> list[AIMessageChunk]:
    chunks = [AIMessageChunk(p, id="msg-1") for p in parts[:-1]]
    usage = {"input_tokens": 100, "output_tokens": CHUNKS, "total_tokens": 100 + CHUNKS}
    last = AIMessageChunk(
        parts[-1],
        id="msg-1",
        usage_metadata=usage,
        response_metadata={"finish_reason": "stop"},
        chunk_position="last",
    )
    return [*chunks, last]


def theirs_events(parts: list[str]) -> list[Any]:
    from pydantic_ai.messages import PartDeltaEvent, PartEndEvent, PartStartEvent, TextPart, TextPartDelta

    events: list[Any] = [PartStartEvent(index=0, part=TextPart(content=parts[0]))]
    events += [PartDeltaEvent(index=0, delta=TextPartDelta(content_delta=p)) for p in parts[1:]]
    events.append(PartEndEvent(index=0, part=TextPart(content="".join(parts))))
    return events


async def _collect(stream: AsyncIterator[Any]) -> list[Any]:
    return [item async for item in stream]


def write_ours(chunks: list[AIMessageChunk]) -> list[bytes]:
    return asyncio.run(_collect(sse(to_ai_sdk_stream(_aiter(chunks)), done=True)))


def write_ours_sync(chunks: list[AIMessageChunk]) -> list[bytes]:
    return list(sse(to_ai_sdk_stream(chunks), done=True))


def write_ours_ag_ui(chunks: list[AIMessageChunk]) -> list[bytes]:
    return asyncio.run(_collect(sse(to_ag_ui_events(_aiter(chunks), thread_id="t", run_id="r"))))


def write_theirs(events: list[Any]) -> list[str]:
    from pydantic_ai.ui.vercel_ai import VercelAIEventStream

    stream = VercelAIEventStream(run_input=None, sdk_version=6, message_id="msg-1")  # type: ignore[arg-type]
    return asyncio.run(_collect(stream.encode_stream(stream.transform_stream(_aiter(events)))))


def read_ours(body: list[bytes], reader: Callable[[Any], Any] = from_ai_sdk_stream) -> Any:
    acc: ChunkAccumulator[Any] = ChunkAccumulator()
    for chunk in reader(parse_sse(body)):
        acc.add(chunk)
    return acc.message()


def read_theirs(body: list[str]) -> list[Any]:
    from pydantic_ai.ui.vercel_ai import response_types

    by_tag = {}
    for cls in vars(response_types).values():
        if isinstance(cls, type) and issubclass(cls, response_types.BaseChunk) and "type" in cls.model_fields:
            default = cls.model_fields["type"].default
            if isinstance(default, str):
                by_tag[default] = cls
    out = []
    for frame in body:
        for line in frame.splitlines():
            if line.startswith("data: {"):
                data = line[6:]
                kind = json.loads(data)["type"]
                out.append(by_tag[kind].model_validate_json(data))
    return out


def _text_of_sse(body: list[bytes] | list[str]) -> str:
    frames = [f.decode() if isinstance(f, bytes) else f for f in body]
    events = [json.loads(line[6:]) for f in frames for line in f.splitlines() if line.startswith("data: {")]
    return "".join(e.get("delta", "") for e in events if e["type"] == "text-delta")


def _events(body: list[bytes] | list[str]) -> int:
    frames = [f.decode() if isinstance(f, bytes) else f for f in body]
    return sum(1 for f in frames for line in f.splitlines() if line.startswith("data: {"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer rounds")
    args = parser.parse_args()
    repeat, budget = (3, 1.0) if args.quick else (9, 5.0)

    text = answer_text()
    parts = pieces(text)
    chunks, theirs_in = ours_chunks(parts), theirs_events(parts)
    ours_body, theirs_body = write_ours(chunks), write_theirs(theirs_in)
    ag_body = write_ours_ag_ui(chunks)
    assert _text_of_sse(ours_body) == _text_of_sse(theirs_body) == "".join(parts)
    assert read_ours(ours_body).text == "".join(parts)
    assert read_ours(ag_body, from_ag_ui_events).text == "".join(parts)
    assert len(read_theirs(theirs_body)) == _events(theirs_body)
    n_ours, n_theirs, n_ag = _events(ours_body), _events(theirs_body), _events(ag_body)

    rows = [
        (
            "write: chunks -> SSE (async)",
            n_ours,
            lambda: write_ours(chunks),
            n_theirs,
            lambda: write_theirs(theirs_in),
        ),
        (
            "read: SSE -> chunks / models",
            n_ours,
            lambda: read_ours(ours_body),
            n_theirs,
            lambda: read_theirs(theirs_body),
        ),
    ]
    scale = [
        ("write, sync iterable", n_ours, lambda: write_ours_sync(chunks)),
        ("write AG-UI (async)", n_ag, lambda: write_ours_ag_ui(chunks)),
        ("read AG-UI", n_ag, lambda: read_ours(ag_body, from_ag_ui_events)),
    ]
    print(
        f"{CHUNKS} chunks, {len(text):,} characters; "
        f"events: chatschema {n_ours}, pydantic-ai {n_theirs}, AG-UI {n_ag}"
    )
    print(f"{'operation':32} {'chatschema ev/s':>16} {'pydantic-ai ev/s':>17} {'ratio':>7}")
    for name, n_a, ours, n_b, theirs in rows:
        t_ours, t_theirs = paired_times([ours, theirs], repeat, budget)
        ratio = statistics.median(b / a for a, b in zip(t_ours, t_theirs, strict=True))
        rate_a, rate_b = n_a / statistics.median(t_ours), n_b / statistics.median(t_theirs)
        print(f"{name:32} {rate_a:16,.0f} {rate_b:17,.0f} {ratio:6.1f}x")
    for name, n_a, ours in scale:
        (t_ours,) = paired_times([ours], repeat, budget)
        print(f"{name:32} {n_a / statistics.median(t_ours):16,.0f} {'':>17} {'':>7}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
