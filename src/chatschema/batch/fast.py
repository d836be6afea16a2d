"""Whole-line readers: the generated one-pass decoders, which say only "valid".

:func:`chatschema.decode` checks a line in two steps: msgspec decodes it into
the message Structs, then the generated checks walk the plain JSON inside
(content blocks, tool calls, usage) in Python. On typical logs the walk costs
more than the decode. For the common case the code generator also writes
``chatschema_generated.one_pass`` (see codegen/one_pass.py): types in which
that plain JSON is typed by the generated Structs the checks themselves
convert it with, and the checks' extra rules (such as "a media block must say
where its data is") run in ``__post_init__`` of the few block types that have
them. One msgspec decode into those types accepts a line only if the checks
accept it. Anything they refuse (a provider-native block, an error) is decided
by the full path, which also explains errors, so they can only make a valid
line faster, never change a verdict (tests/cli/test_batch.py checks this on
generated and mutated messages, tests/batch/test_one_pass.py on the schema
examples).

A schema change that the generated decoders do not follow fails here, at
import (a title missing from ``DECODERS``), or in those tests; the fast path
is never turned off quietly.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import msgspec

from chatschema.errors import ValidationError
from chatschema.validation import decode
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

READERS: dict[str, Reader] = ONE_PASS_READERS
"""The readers :func:`chatschema.batch.validate_lines` uses: :data:`ONE_PASS_READERS`.

Tests and benchmarks set :data:`FULL_READERS` here to run every line through the full path.
"""
