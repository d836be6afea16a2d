"""Whole-line readers: the generated one-pass decoders, which say only "valid".

Design notes: docs/design.md, ``chatschema.batch._fast``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import msgspec

from chatschema._validation import decode
from chatschema.errors import ValidationError
from chatschema_generated import one_pass
from chatschema_generated.one_pass import DECODERS

Reader = Callable[[bytes | str], Any]
"""Reads one whole line as a schema type; raises one of :data:`REFUSED` when it does not accept it."""

WHOLE_LINE_TYPES: dict[tuple[bool, str], str] = {
    (True, "lc"): "list[SerializedMessage]",
    (True, "flat"): "list[AnyMessage]",
    (True, "constructor"): "list[LangChainSerializedMessage]",
    (False, "lc"): "SerializedMessage",
    (False, "flat"): "AnyMessage",
    (False, "constructor"): "LangChainSerializedMessage",
}
"""The schema type that reads a whole line at once, by (conversation?, form)."""

REFUSED = (ValidationError, msgspec.ValidationError, msgspec.DecodeError)
"""What a reader raises for a line it does not accept."""

ONE_PASS_READERS: dict[str, Reader] = {title: DECODERS[title].decode for title in WHOLE_LINE_TYPES.values()}
"""The generated one-pass decoders, by schema type: they accept only lines the full check accepts."""

FULL_READERS: dict[str, Reader] = {
    title: functools.partial(decode, type=title) for title in WHOLE_LINE_TYPES.values()
}
""":func:`chatschema.decode` by schema type: the same verdicts, slower (what tests compare with)."""

KEEPS_CLASS_RULE: dict[type, Callable[[Any], bool]] = {
    one_pass.RemoveMessage: lambda message: not message.content,
    one_pass.SerializedRemoveMessage: lambda record: not record.data.content,
}
"""The rules of message classes that the one-pass types do not hold, by one-pass class: true when the
value keeps its rule. A RemoveMessage takes no content (its class refuses it; the schema only says
the field is always empty), so a line holding one with content goes the full path, which reports it."""

READERS: dict[str, Reader] = ONE_PASS_READERS
"""The readers :func:`chatschema.batch.validate_lines` uses: :data:`ONE_PASS_READERS`.

Tests and benchmarks set :data:`FULL_READERS` here to run every line through the full path.
"""
