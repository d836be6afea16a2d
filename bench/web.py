"""A chat backend's round trip: a 1,000-message history in and out of a FastAPI endpoint.

One FastAPI app holds two endpoints that take a history and return it: one typed with
``chatschema.pydantic.AnyMessage``, one with LangChain's pydantic ``AnyMessage``. The same
JSON body (LangChain's ``model_dump()`` form, from ``workload.conversation``) goes through
FastAPI's ``TestClient`` (httpx, the ASGI app, body parsing, validation, the response model,
JSON writing) to each, in turns; both answers must be the same JSON. The ratio is
LangChain's time / chatschema's time (the median of the per-round ratios). Also timed: the
history typed ``pydantic_type("list[AnyMessage]")`` (one ``decode`` for the list); the
floor, an endpoint taking and returning ``list[dict[str, Any]]`` (plain JSON objects: FastAPI's
JSON parsing and writing, the test client), whose ratio is the ceiling of any message type;
and, for scale, the same round trip through Litestar with ``ChatSchemaPlugin``.

Run: ``python bench/web.py`` (``--quick``: fewer rounds, about 15 s). Self-contained, so it
can move into the workload families of ``bench/run.py`` as it is.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import langchain_core.messages as lc  # noqa: E402
from fastapi import FastAPI  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402
from litestar import Litestar, post  # noqa: E402
from litestar.params import JSONBody  # noqa: E402
from litestar.testing import TestClient as LitestarClient  # noqa: E402
from workload import conversation  # noqa: E402

import chatschema  # noqa: E402
from chatschema.litestar import ChatSchemaPlugin  # noqa: E402
from chatschema.pydantic import AnyMessage, pydantic_type  # noqa: E402

History = pydantic_type("list[AnyMessage]")


def fastapi_app() -> FastAPI:
    app = FastAPI()

    @app.post("/chatschema")
    def with_chatschema(history: list[AnyMessage]) -> list[AnyMessage]:
        return history

    @app.post("/chatschema/whole")
    def with_chatschema_whole(history: History) -> History:  # type: ignore[valid-type]
        return history

    @app.post("/floor")
    def floor(history: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return history

    @app.post("/langchain")
    def with_langchain(history: list[lc.AnyMessage]) -> list[lc.AnyMessage]:
        return history

    return app


@post("/chatschema", status_code=200)
async def litestar_echo(data: JSONBody[list[chatschema.AnyMessage]]) -> list[chatschema.AnyMessage]:
    return data


def in_turns(fns: list[Callable[[], Any]], rounds: int) -> list[list[float]]:
    """Times of each function, taken in turns; each runs twice a turn and its second run is timed."""
    times: list[list[float]] = [[] for _ in fns]
    for _ in range(rounds):
        for fn, out in zip(fns, times, strict=True):
            fn()
            t0 = time.perf_counter()
            fn()
            out.append(time.perf_counter() - t0)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer rounds")
    parser.add_argument("--size", type=int, default=1000, help="messages in the history (default 1000)")
    args = parser.parse_args(argv)

    body = json.dumps([m.model_dump() for m in conversation(args.size)]).encode()
    headers = {"content-type": "application/json"}
    client = TestClient(fastapi_app())

    def call(path: str) -> Any:
        def run() -> Any:
            response = client.post(path, content=body, headers=headers)
            assert response.status_code == 200, response.text[:500]
            return response.json()

        return run

    ours, theirs, whole, floor = (
        call(p) for p in ("/chatschema", "/langchain", "/chatschema/whole", "/floor")
    )
    if not ours() == theirs() == whole():
        print("the endpoints answer differently", file=sys.stderr)
        return 1
    rounds = 5 if args.quick else 15
    with LitestarClient(Litestar([litestar_echo], plugins=[ChatSchemaPlugin()])) as litestar:

        def litestar_call() -> Any:
            response = litestar.post("/chatschema", content=body, headers=headers)
            assert response.status_code == 200, response.text[:500]

        times = in_turns([ours, theirs, whole, litestar_call, floor], rounds)

    def ratio(i: int) -> float:
        return statistics.median(t / o for o, t in zip(times[i], times[1], strict=True))

    ms = [statistics.median(t) * 1000 for t in times]
    print(f"FastAPI round trip of {args.size} messages ({len(body) / 1e6:.2f} MB), {rounds} rounds, medians:")
    rows = [
        ("list[langchain_core AnyMessage]", ms[1], ""),
        ("list[chatschema.pydantic.AnyMessage]", ms[0], f"speed-up {ratio(0):.2f}x"),
        ("pydantic_type('list[AnyMessage]'), one decode", ms[2], f"speed-up {ratio(2):.2f}x"),
        ("floor: list[dict[str, Any]], plain JSON", ms[4], f"ceiling {ratio(4):.2f}x"),
    ]
    for name, value, note in rows:
        print(f"  {name:<46} {value:7.1f} ms   {note}".rstrip())
    print(f"Litestar, list[chatschema.AnyMessage] with ChatSchemaPlugin {ms[3]:.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
