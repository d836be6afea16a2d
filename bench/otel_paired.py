"""Paired timing of ``from_otel_messages`` before and after a change, in one process.

``python bench/otel_paired.py <rev>`` loads ``src/chatschema/otel/_parts.py`` and ``messages.py`` of
git revision ``<rev>`` as modules of their own (under other names, next to this checkout's
``chatschema``), with the OTel value checked by ``<rev>``'s generated ``check_OtelInputMessages``
(``generated/python/chatschema_generated/otel_genai.py``, loaded the same way); everything else
(building the messages) is this checkout's. It builds the ``from_otel`` workload of
``ops.OTEL_OPERATIONS`` and times, in turns, ``chatschema.encode`` of the messages, the base
``from_otel_messages``, this checkout's, and the steps of this checkout's (checking the OTel value,
mapping it to message fields, building the messages), as ``run.paired_times`` times the bench
rows (per round, each once warm-up then once timed). It prints the median time of each (ms) and
the median over rounds of each one's time / ``encode``'s time (issue 15's budget for
``from_otel_messages``: under 3). Two floors are timed too: ``convert``, msgspec's conversion of
the mapped fields to the message classes alone (no check, no normalising: the least any reader
that returns message objects pays), and ``touch``, one Python pass that reads every OTel
message's role and every part's type and builds nothing (the least any mapping written in Python
pays).
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import msgspec
import ops
import run
import workload

import chatschema
from chatschema import _validation as validation
from chatschema._gc_pause import built
from chatschema.otel import _messages as otel_messages
from chatschema.otel import from_otel_messages, to_otel_input_messages

ROOT = Path(__file__).resolve().parent.parent


def _module(name: str, text: str, folder: Path) -> ModuleType:
    path = folder / f"{name}.py"
    path.write_text(text)
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def base_reader(rev: str, folder: Path) -> Callable[..., Any]:
    """``from_otel_messages`` of ``rev``, its parts module loaded alongside under another name."""

    def show(path: str) -> str:
        return subprocess.run(
            ["git", "show", f"{rev}:{path}"], cwd=ROOT, check=True, capture_output=True, text=True
        ).stdout

    generated = show("generated/python/chatschema_generated/otel_genai.py")
    checks = _module(
        "base_otel_genai",
        generated.replace("from ._validators", "from chatschema_generated._validators"),
        folder,
    )
    _module("base_otel_parts", show("src/chatschema/otel/_parts.py"), folder)
    messages = show("src/chatschema/otel/_messages.py").replace("chatschema.otel._parts", "base_otel_parts")
    module = _module("base_otel_messages", messages, folder)

    def decode(data: Any, title: str) -> Any:  # the OTel values with the base checks, as decode checks them
        if title.startswith("Otel") and type(data) is list:
            return built(data, validation.convert_checked, data, None, getattr(checks, f"check_{title}"))
        return validation.decode(data, title)

    module.decode = decode
    reader: Callable[..., Any] = module.from_otel_messages
    return reader


def history(family: str, size: int) -> list[Any]:
    """The messages of the bench's OTel rows: of one workload family once the bench has families."""
    families = getattr(workload, "BY_KEY", None)
    if families is None:  # the bench before its workload families: one workload
        messages: list[Any] = ops._otel_history(size)
    else:
        messages = ops._otel_history(families[family], size)
    return messages


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base", help="the git revision to compare against")
    parser.add_argument("--size", type=int, default=1000, help="messages (default 1000)")
    parser.add_argument("--rounds", type=int, default=31, help="rounds (default 31)")
    parser.add_argument("--family", default="a", help="workload family, where the bench has them (default a)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        base = base_reader(args.base, Path(folder))
        messages = history(args.family, args.size)
        value = to_otel_input_messages(messages)
        back = from_otel_messages(value)
        assert base(value) == back and to_otel_input_messages(back) == value
        fields: list[dict[str, Any]] = []

        def mapped() -> None:
            fields.clear()
            for i, message in enumerate(value):
                otel_messages._from_otel_message(message, i, fields, [])

        mapped()
        plan = validation._plan("list[AnyMessage]")

        def touch() -> None:
            """Each OTel message's role and each part's type read, nothing built: a Python pass's floor."""
            for message in value:
                message["role"]
                for part in message["parts"]:
                    part["type"]

        cases: dict[str, Callable[[], Any]] = {
            "encode": lambda: chatschema.encode(messages),
            "base": lambda: base(value),
            "new": lambda: from_otel_messages(value),
            "check": lambda: chatschema.validate(value, "OtelInputMessages"),
            "map": lambda: built(value, mapped),
            "build": lambda: chatschema.decode(fields, "list[AnyMessage]"),
            # The floors: msgspec's conversion of the mapped fields to the message classes (no
            # check, no normalising), and one pass over the OTel value that reads and builds nothing.
            "convert": lambda: msgspec.convert(fields, plan.convert_to),
            "touch": touch,
        }
        rounds = run.paired_times(list(cases.values()), args.rounds, 0.0)
        times = dict(zip(cases, rounds, strict=True))
    print(f"{args.size} messages, {args.rounds} rounds, base {args.base}")
    for name, values in times.items():
        print(f"  {name:7} median {statistics.median(values) * 1000:.3f} ms")
    for name in ("base", "new", "check", "map", "build", "convert", "touch"):
        ratio = statistics.median(t / e for t, e in zip(times[name], times["encode"], strict=True))
        print(f"  {name} / encode: {ratio:.1f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
