"""The hostile-input contract, shared by the tests here and the fuzz target (tests/fuzz/fuzz_decode.py).

``validate``, ``decode``, ``messages_from_dict``, ``convert_to_messages`` and
``messages_from_lc_json`` end in :class:`chatschema.ValidationError` (or a subclass) or a result, for
any input: no other exception, no crash, no hang. What decodes from JSON
text encodes again and decodes to the same value, and JSON text decodes as
the value ``json.loads`` reads from it does (so a repeated key means the same
in both: the last copy wins), or fails at the same path.

:data:`KNOWN_GAPS` lists the exceptions of the conversions that are known,
come from modules outside the decode core, and have a fix proposed; each has
a strict xfail test in test_known_gaps.py that turns into an error once it
is fixed, so the entry is removed.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

import chatschema
from chatschema import ValidationError

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "schemas" / "examples"

TITLES = (
    "AnyMessage",
    "list[AnyMessage]",
    "SerializedMessage",
    "list[SerializedMessage]",
    "LangChainSerializedMessage",
    "AIMessageChunk",
    "ToolMessage",
    "ContentBlock",
    "MessageContent",
    "ToolCall",
    "UsageMetadata",
    "MediaSource",
)
"""Titles every payload is tried as: the unions, lists of them, a chunk, a
message with an enum field, and types held as plain JSON."""

CONVERSIONS = ("messages_from_dict", "convert_to_messages", "messages_from_lc_json")


class Gap(NamedTuple):
    """An exception other than ValidationError that an entry point is known to raise."""

    entries: tuple[str, ...]
    error: type[BaseException]
    where: str
    applies: Callable[[Any, BaseException], bool] = lambda arg, error: True


KNOWN_GAPS: tuple[Gap, ...] = ()


class ContractBroken(AssertionError):
    """An entry point raised something it must not."""


GAP_HITS: Counter[str] = Counter()
"""How often each known gap was hit, by ``entry: error type``."""

FAILED: Any = object()
"""What :func:`attempt` returns when the call raised a ValidationError (or a known gap)."""


def attempt(entry: str, function: Callable[..., Any], arg: Any, *rest: Any) -> Any:
    """``function(arg, *rest)``; its result, or FAILED for a ValidationError.

    Raises:
        ContractBroken: Any other exception, unless listed in KNOWN_GAPS.
    """
    try:
        return function(arg, *rest)
    except ValidationError as error:
        if not isinstance(error.message, str) or not error.path.startswith("$"):
            raise ContractBroken(f"{entry}: malformed ValidationError {error!r}") from error
        return FAILED
    except Exception as error:
        for gap in KNOWN_GAPS:
            if entry in gap.entries and type(error) is gap.error and gap.applies(arg, error):
                GAP_HITS[f"{entry}: {type(error).__name__}"] += 1
                return FAILED
        raise ContractBroken(f"{entry}{rest!r} raised {type(error).__name__}: {error}"[:2000]) from error


def texts(data: bytes) -> list[Any]:
    """The forms JSON text takes: bytes, and str (lone surrogates standing for invalid UTF-8)."""
    return [data, data.decode("utf-8", "surrogateescape")]


def check_text(data: bytes, titles: tuple[str, ...] = TITLES) -> None:
    """``validate`` and ``decode`` on JSON text as every title; round-trip what decodes.

    Also: the text decodes as the value ``json.loads`` reads from it does.
    """
    parsed = strict_loads(data)
    for title in titles:
        for text in texts(data):
            attempt("validate", chatschema.validate, text, title)
            value = attempt("decode", chatschema.decode, text, title)
            if value is FAILED:
                continue
            encoded = attempt("encode", chatschema.encode, value)
            if encoded is FAILED:
                raise ContractBroken(f"encode refused what decode({title!r}) returned")
            if chatschema.decode(encoded, title) != value:
                raise ContractBroken(f"decode(encode(value), {title!r}) != value")
        if parsed is not FAILED and not isinstance(parsed, str):  # a str would be read as JSON text
            same_as_parsed(data, parsed, title)


def same_as_parsed(data: bytes, parsed: Any, title: str) -> None:
    """decode(text) and decode(json.loads(text)) agree: both fail at the same path, or give equal values.

    (Only the paths are compared: the messages may be worded apart.)
    """
    outcomes = []
    for payload in (data, parsed):
        try:
            outcomes.append(("ok", chatschema.decode(payload, title)))
        except ValidationError as error:
            outcomes.append(("error", error.path))
    if outcomes[0] != outcomes[1]:
        raise ContractBroken(f"as {title!r}, text gives {outcomes[0]!r:.300} and parsed {outcomes[1]!r:.300}")


def strict_loads(data: bytes) -> Any:
    """``json.loads`` held to what JSON allows (strict UTF-8, no NaN, finite numbers); FAILED if not."""

    def refuse(_: str) -> Any:
        raise ValueError("not JSON")

    def finite(text: str) -> float:
        number = float(text)
        if math.isinf(number):
            raise ValueError("out of range")
        return number

    try:
        return json.loads(data.decode("utf-8"), parse_constant=refuse, parse_float=finite)
    except (ValueError, RecursionError):
        return FAILED


def check_parsed(value: Any, titles: tuple[str, ...] = TITLES) -> None:
    """Parsed input to ``validate``/``decode`` as every title, and to both conversions."""
    for title in titles:
        attempt("validate", chatschema.validate, value, title)
        attempt("decode", chatschema.decode, value, title)
    check_conversions(value)
    if not isinstance(value, list):
        check_conversions([value])


def check_conversions(value: Any) -> None:
    """``messages_from_dict``, ``convert_to_messages`` and ``messages_from_lc_json`` on parsed input."""
    attempt("messages_from_dict", chatschema.messages_from_dict, value)
    attempt("convert_to_messages", chatschema.convert_to_messages, value)
    attempt("messages_from_lc_json", chatschema.messages_from_lc_json, value)


def examples() -> list[tuple[str, Any]]:
    """Every instance under schemas/examples/, valid and invalid, with its title."""
    out = []
    for path in sorted(EXAMPLES.glob("*/*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        out.append((path.parent.name, data["instance"] if path.name.startswith("invalid-") else data))
    return out


def example_texts() -> list[bytes]:
    """The example instances as JSON text, compact and indented."""
    out = []
    for _, instance in examples():
        out.append(json.dumps(instance, separators=(",", ":")).encode())
        out.append(json.dumps(instance, indent=1, ensure_ascii=False).encode())
    return out
