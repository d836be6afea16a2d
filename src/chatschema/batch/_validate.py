"""Validate batches of JSONL lines."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from operator import attrgetter
from pathlib import Path
from typing import Any

import msgspec

import chatschema.batch._fast as fast
from chatschema._validation import Extra, decode
from chatschema.batch._fast import REFUSED, WHOLE_LINE_TYPES
from chatschema.batch._records import (
    HOLDS_MESSAGE,
    BatchResult,
    ErrorRecord,
    LineError,
    check_item,
    is_blank,
    item_form,
    item_path,
    line_record,
    parse_line,
    record_tag,
    tag_of,
    tag_of_class,
)
from chatschema.errors import ValidationError

_class_of = type
"""``type``, which ``validate_lines`` cannot call by name: its argument ``type`` hides it."""


def _plain_records(value: Any) -> bool:
    """Whether a line read whole holds its records as plain JSON (LangChain's, from the full reader)."""
    return type(value) is dict or (type(value) is list and any(type(item) is dict for item in value))


def _validate_parsed(value: Any, result: BatchResult, extra: Extra) -> tuple[bool, str] | None:
    """Validate a parsed line message by message, count it; return its (conversation?, form) if uniform."""
    record = line_record(value)
    tags: list[str] = []
    forms: list[str] = []
    for i, item in enumerate(record.items):
        path = item_path(record, i)
        form = item_form(item, path, "auto")
        tags.append(check_item(item, form, path, extra))
        forms.append(form)
    result.valid += 1
    many = bool(record.base)
    if many:
        result.conversations += 1
    counts, by_form = result.messages, result.forms
    for tag, kind in zip(tags, forms, strict=True):
        counts[tag] = counts.get(tag, 0) + 1
        by_form[kind] = by_form.get(kind, 0) + 1
    if record.wrapper is None and len(set(forms)) == 1:
        return many, forms[0]
    return None


def _fail(result: BatchResult, source: str, number: int, path: str, message: str) -> None:
    result.invalid += 1
    if result.max_errors is None or len(result.errors) < result.max_errors:
        result.errors.append(ErrorRecord(source, number, path, message))


def validate_lines(
    lines: Iterable[bytes | str],
    *,
    type: str | None = None,
    source: str = "<lines>",
    start_line: int = 1,
    max_errors: int | None = None,
    extra: Extra = "forbid",
) -> BatchResult:
    """Validate JSONL lines, each one conversation or one message in any form.

    Blank lines are skipped (but counted in the line numbers). Each invalid
    line gives one :class:`ErrorRecord`: its first fault, with the JSON path
    inside the line.

    Args:
        lines: The lines, ``bytes`` or ``str``; a trailing newline is fine.
        type: A schema title to check every line against instead of
            detecting forms, such as ``"list[SerializedMessage]"`` or
            ``"AIMessage"`` (see :func:`chatschema.schema_types`).
        source: The name to put in error records (usually the file name).
        start_line: The line number of the first line.
        max_errors: Keep at most this many error records (all invalid lines
            are still counted), to bound memory on very broken input.
        extra: As for :func:`chatschema.validate`: ``"forbid"`` (the default)
            reports a key a message does not declare; ``"keep"`` allows such
            keys at the top level of each message, as LangChain keeps them.

    Returns:
        The counts and error records.

    Raises:
        ValueError: ``type`` names no schema type.

    Example:
        >>> result = validate_lines(
        ...     [
        ...         b'[{"type": "human", "data": {"content": "hi"}}, {"type": "ai", "content": "yo"}]',
        ...         b'{"messages": [{"role": "user", "content": "hi"}]}',
        ...         b"",
        ...         b'[{"type": "ai", "data": {"content": 7}}]',
        ...     ],
        ...     source="chats.jsonl",
        ... )
        >>> result.lines, result.conversations, result.messages, result.forms
        (3, 2, {'human': 2, 'ai': 1}, {'lc': 1, 'flat': 1, 'openai': 1})
        >>> print(result.errors[0])
        chats.jsonl:4: $[0].data.content: Expected `str | array`, got `int`
    """
    result = BatchResult(max_errors=max_errors)
    if type is not None:
        return _validate_typed(lines, type, source, start_line, result, extra)
    readers = fast.READERS
    rules = fast.KEEPS_CLASS_RULE
    ruled = rules.keys()
    hint: str | None = "list[SerializedMessage]"
    read = readers["list[SerializedMessage]"]
    many, form = True, "lc"
    inner: Any = None  # for a form whose records hold the message in a field: that field
    by_class: Counter[Any] = Counter()
    count_classes = by_class.update
    valid = conversations = n = 0
    by_form = result.forms
    for number, line in enumerate(lines, start_line):
        if not line or line.isspace():
            continue
        n += 1
        if hint is not None:
            try:
                value = read(line)
            except REFUSED:
                pass
            else:
                if inner is not None and _plain_records(value):
                    pass  # records held as plain JSON (the full reader): counted message by message below
                elif many:
                    items = value if inner is None else list(map(inner, value))
                    classes = list(map(_class_of, items))
                    if ruled.isdisjoint(classes) or all(
                        rules[cls](item) for cls, item in zip(classes, items, strict=True) if cls in rules
                    ):
                        valid += 1
                        conversations += 1
                        count_classes(classes)
                        by_form[form] = by_form.get(form, 0) + len(value)
                        continue
                else:
                    item = value if inner is None else inner(value)
                    rule = rules.get(item.__class__)
                    if rule is None or rule(item):
                        valid += 1
                        by_class[item.__class__] += 1
                        by_form[form] = by_form.get(form, 0) + 1
                        continue
        try:
            shape = _validate_parsed(parse_line(line), result, extra)
        except LineError as error:
            _fail(result, source, number, error.path, error.message)
            continue
        except RecursionError:
            _fail(result, source, number, "$", "Payload is nested too deeply")
            continue
        if shape is not None:
            hint = WHOLE_LINE_TYPES.get(shape)
            if hint is not None:
                read = readers[hint]
                many, form = shape
                field = HOLDS_MESSAGE.get(form)
                inner = None if field is None else attrgetter(field)
    result.valid += valid
    result.conversations += conversations
    for cls, number in by_class.items():
        tag = tag_of_class(cls)
        result.messages[tag] = result.messages.get(tag, 0) + number
    result.lines = n
    return result


def _validate_typed(
    lines: Iterable[bytes | str], type: str, source: str, start_line: int, result: BatchResult, extra: Extra
) -> BatchResult:
    try:
        decode(b"null", type)
    except ValidationError:
        pass  # the type exists
    many = type.replace(" ", "").startswith("list[")
    counts = result.messages
    n = 0
    for number, line in enumerate(lines, start_line):
        if is_blank(line):
            continue
        n += 1
        try:
            value = decode(line, type, extra=extra)
        except ValidationError as error:
            _fail(result, source, number, error.path, error.message)
            continue
        result.valid += 1
        for item in value if many else (value,):
            held_tag = record_tag(item)  # a Serializable record, held as plain JSON
            if held_tag is not None:
                counts[held_tag] = counts.get(held_tag, 0) + 1
            elif isinstance(item, msgspec.Struct):
                tag = tag_of(item)
                if tag is None:  # a record that holds its message in a field (kwargs)
                    held = [getattr(item, f, None) for f in HOLDS_MESSAGE.values()]
                    tag = next((tag_of(m) for m in held if isinstance(m, msgspec.Struct)), None)
                if tag is not None:
                    counts[tag] = counts.get(tag, 0) + 1
        if many:
            result.conversations += 1
    result.lines = n
    return result


def validate_chunk(
    chunk: bytes,
    *,
    type: str | None = None,
    source: str = "<lines>",
    start_line: int = 1,
    max_errors: int | None = None,
    extra: Extra = "forbid",
) -> BatchResult:
    """Validate a block of JSONL text: :func:`validate_lines` over its lines.

    Args:
        chunk: Whole lines of JSONL, separated by ``\\n``.
        type: As for :func:`validate_lines`.
        source: As for :func:`validate_lines`.
        start_line: The line number of the block's first line.
        max_errors: As for :func:`validate_lines`.
        extra: As for :func:`validate_lines`.

    Returns:
        The counts and error records.

    Raises:
        ValueError: ``type`` names no schema type.

    Example:
        >>> validate_chunk(b'[]\\n{"role": "bot", "content": "x"}\\n', start_line=10).errors[0].line
        11
    """
    return validate_lines(
        chunk.split(b"\n"),
        type=type,
        source=source,
        start_line=start_line,
        max_errors=max_errors,
        extra=extra,
    )


def validate_file(
    path: str | Path,
    *,
    type: str | None = None,
    max_errors: int | None = None,
    source: str | None = None,
    extra: Extra = "forbid",
) -> BatchResult:
    """Validate a JSONL file, reading it line by line (constant memory).

    Args:
        path: The file.
        type: As for :func:`validate_lines`.
        max_errors: As for :func:`validate_lines`.
        source: The name for error records; the path by default.
        extra: As for :func:`validate_lines`.

    Returns:
        The counts and error records.

    Raises:
        OSError: The file cannot be read.
        ValueError: ``type`` names no schema type.

    Example:
        >>> import tempfile
        >>> with tempfile.TemporaryDirectory() as d:
        ...     p = Path(d, "a.jsonl")
        ...     _ = p.write_text('[{"role": "user", "content": "hi"}]\\n')
        ...     validate_file(p).valid
        1
    """
    with open(path, "rb") as stream:
        name = str(path) if source is None else source
        return validate_lines(stream, type=type, source=name, max_errors=max_errors, extra=extra)


# --- conversion -------------------------------------------------------------------------------------
