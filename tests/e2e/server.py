"""An ASGI app served by uvicorn on 127.0.0.1 in a thread of the test process, on a free port."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import uvicorn


@contextmanager
def serve(app: Any) -> Iterator[str]:
    """Serve ``app`` until the block ends; yields its base URL, ``http://127.0.0.1:<port>``."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(app, log_level="warning", ws="none", http="h11", lifespan="on")
    server = uvicorn.Server(config)
    started = threading.Event()

    def run() -> None:
        try:
            server.run(sockets=[sock])
        finally:
            started.set()

    thread = threading.Thread(target=run, name="uvicorn", daemon=True)
    thread.start()
    # uvicorn sets `started` once it listens; a server that fails to start ends its thread instead.
    while not server.started and thread.is_alive():
        started.wait(0.01)
    try:
        assert server.started, "uvicorn did not start"
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join()
        sock.close()
