"""Running a Node front end (ai_sdk_client.mjs, ag_ui_client.mjs) against a served app, event by event."""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


@dataclass
class Run:
    """What one front end saw: every event in order, those it had when the producer was released, and
    its closing report (``message`` and ``transcript`` for the AI SDK, ``messages`` for AG-UI)."""

    events: list[dict[str, Any]] = field(default_factory=list)
    before_release: list[dict[str, Any]] | None = None
    report: dict[str, Any] = field(default_factory=dict)


def read_stream(
    script: str, url: str, release: threading.Event, first: Callable[[dict[str, Any]], bool]
) -> Run:
    """Run ``node <script> <url>`` and read its lines as they come. The server's producer waits on
    ``release`` part-way through its answer; ``release`` is set once the client has received an event
    for which ``first`` is true, so the events received until then were sent before the answer ended.
    """
    run = Run()
    node = shutil.which("node") or "node"
    with tempfile.TemporaryFile("w+") as errors:
        with subprocess.Popen(
            [node, str(HERE / script), url], stdout=subprocess.PIPE, stderr=errors, text=True
        ) as process:
            assert process.stdout is not None
            try:
                for line in process.stdout:
                    item = json.loads(line)
                    if "event" not in item:
                        run.report.update(item)
                        continue
                    run.events.append(item["event"])
                    if run.before_release is None and first(item["event"]):
                        assert not release.is_set(), (
                            "the producer was released before the client saw its first words"
                        )
                        run.before_release = list(run.events)
                        release.set()
            finally:
                release.set()  # never leave the server's producer waiting, whatever happened here
        returncode = process.returncode
        errors.seek(0)
        assert returncode == 0, errors.read()
    return run
