"""atheris fuzz target: decode/validate on JSON text, and the conversions on parsed JSON.

The first two bytes of an input pick what the rest is fed to: the low two
bits of the first the entry point, its other six bits and the second byte
(the high bits) the schema type (one of :func:`titles`):

* 0: ``validate`` and ``decode`` on the bytes; what decodes must encode and
  decode back to itself, and decode as ``json.loads`` of the text does;
* 1: the same on the text as a ``str`` (lone surrogates for invalid UTF-8);
* 2: ``validate`` and ``decode`` on ``json.loads`` of the bytes (NaN and
  Infinity become floats);
* 3: ``messages_from_dict`` and ``convert_to_messages`` on ``json.loads`` of
  the bytes, as it is, in a list, and wrapped as a stored message.

Only ``chatschema.ValidationError`` may escape (tests/hostile/contract.py,
with its KNOWN_GAPS); anything else is a crash that libFuzzer saves.

Run it with ``make fuzz`` (``FUZZ_SECONDS=60`` by default), or::

    .venv/bin/python -m tests.fuzz.fuzz_decode build/fuzz/corpus tests/fuzz/corpus -max_total_time=60

With ``FUZZ_STRICT=1`` in the environment the known gaps count as crashes too.
``python -m tests.fuzz.fuzz_decode --build-corpus`` rewrites tests/fuzz/corpus/
from schemas/examples/. The module imports nothing outside the standard
library until it runs, so pytest (which imports it for doctests) and the
type checkers need no atheris; its name keeps pytest from collecting tests.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any

CORPUS = Path(__file__).resolve().parent / "corpus"

_contract: Any = None
_chatschema: Any = None
_titles: list[str] = []
_runs = 0


def titles(chatschema: Any) -> list[str]:
    """Every schema type, and lists of the two unions (at most 16,384: fourteen bits of the header)."""
    out: list[str] = [*chatschema.schema_types(), "list[AnyMessage]", "list[SerializedMessage]"]
    assert len(out) <= 1 << 14
    return out


def header(index: int, mode: int) -> bytes:
    """The two bytes that pick title ``index`` and entry point ``mode``."""
    return bytes([(index & 63) << 2 | mode, index >> 6])


def fuzz_one_input(data: bytes) -> None:
    """Feed one input to the entry point and type its first byte picks."""
    global _runs
    _runs += 1
    if not _runs & 0x3FFFF:  # now and then, which known gaps were hit
        print(f"#{_runs} known gaps hit: {dict(_contract.GAP_HITS)}", file=sys.stderr, flush=True)
    if len(data) < 2:
        return
    contract, chatschema = _contract, _chatschema
    mode, title = data[0] & 3, _titles[((data[0] >> 2) | data[1] << 6) % len(_titles)]
    payload = data[2:]
    if mode == 0:
        contract.check_text(payload, (title,))
    elif mode == 1:
        text = payload.decode("utf-8", "surrogateescape")
        contract.attempt("validate", chatschema.validate, text, title)
        contract.attempt("decode", chatschema.decode, text, title)
    else:
        try:
            parsed = json.loads(payload)
        except (ValueError, RecursionError):
            return
        if mode == 2:
            contract.attempt("validate", chatschema.validate, parsed, title)
            contract.attempt("decode", chatschema.decode, parsed, title)
        else:
            contract.check_conversions(parsed)
            contract.check_conversions([parsed])
            if isinstance(parsed, dict):
                contract.check_conversions([{"type": parsed.get("type"), "data": parsed}])


def build_corpus() -> None:
    """Write one seed per example and entry point: the example as JSON text, after its two selector bytes."""
    sys.path[:0] = [str(CORPUS.parents[2] / "src"), str(CORPUS.parents[2] / "generated" / "python")]
    import chatschema
    from tests.hostile.contract import examples

    names = titles(chatschema)
    CORPUS.mkdir(exist_ok=True)
    for old in CORPUS.iterdir():
        old.unlink()
    for title, instance in examples():
        text = json.dumps(instance, separators=(",", ":"), ensure_ascii=False).encode()
        for mode in (0, 3):
            seed = header(names.index(title), mode) + text
            (CORPUS / hashlib.sha1(seed).hexdigest()).write_bytes(seed)


def main(argv: list[str]) -> None:
    global _contract, _chatschema, _titles
    import atheris

    with atheris.instrument_imports(include=["chatschema", "chatschema_generated"]):
        import chatschema
        from tests.hostile import contract

    if os.environ.get("FUZZ_STRICT"):
        contract.KNOWN_GAPS = ()
    _contract, _chatschema, _titles = contract, chatschema, titles(chatschema)
    atheris.Setup(argv, fuzz_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    if sys.argv[1:] == ["--build-corpus"]:
        build_corpus()
    else:
        main(sys.argv)
