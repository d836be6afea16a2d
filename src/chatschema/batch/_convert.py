"""Convert batches of JSONL lines between forms."""

from __future__ import annotations

import warnings
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from chatschema._buffer import get_buffer_string
from chatschema._formats import FORMATS
from chatschema._serialize import messages_to_lc_json
from chatschema._validation import Extra, encode
from chatschema.batch._records import (
    DESTINATIONS,
    SOURCES,
    ErrorRecord,
    LineError,
    LineRecord,
    is_blank,
    item_form,
    item_path,
    line_record,
    parse_line,
    read_item,
)
from chatschema.convert._openai import convert_to_openai_messages
from chatschema.errors import LossWarning, ValidationError
from chatschema.messages import BaseMessage
from chatschema.otel import from_otel_messages, to_otel_input_messages

_PAYLOAD_READERS: dict[str, Callable[[Any], list[BaseMessage]]] = {
    f.name: f.read_payload for f in FORMATS if f.read_payload is not None
}
_PAYLOAD_WRITERS: dict[str, Callable[[list[BaseMessage]], Any]] = {
    f.name: f.write_payload for f in FORMATS if f.write_payload is not None
}
"""The provider requests of :data:`~chatschema._formats.PAYLOADS`, read and written (strictly)."""
_MESSAGE_WRITERS: dict[str, Callable[..., list[Any]]] = {
    f.name: f.write_messages for f in FORMATS if f.write_messages is not None
}
"""The message forms with a writer of their own, which takes ``strict``."""


@dataclass
class ConvertResult:
    """What converting some lines did. Every non-blank line is either converted or rejected.

    Example:
        >>> r = ConvertResult(lines=3, converted=2, rejected=1)
        >>> r.merge(ConvertResult(lines=1, converted=1)).converted
        3
    """

    lines: int = 0
    """Non-blank lines read."""
    converted: int = 0
    """Lines written to the output."""
    rejected: int = 0
    """Lines that could not be converted; each has a record in ``errors``."""
    errors: list[ErrorRecord] = field(default_factory=list)
    """Why each rejected line was rejected, in line order."""
    losses: list[ErrorRecord] = field(default_factory=list)
    """What was left out of converted lines because the target has no place for it (each
    :class:`~chatschema.LossWarning` of the writer), in line order."""

    @property
    def ok(self) -> bool:
        """Whether every line was converted.

        Returns:
            True when ``rejected`` is 0.

        Example:
            >>> ConvertResult(lines=1, converted=1).ok
            True
        """
        return self.rejected == 0

    def merge(self, other: ConvertResult) -> ConvertResult:
        """Add the result of the lines that follow; changes this result in place.

        Args:
            other: The result of a later batch.

        Returns:
            This result.

        Example:
            >>> ConvertResult(lines=1).merge(ConvertResult(lines=1)).lines
            2
        """
        self.lines += other.lines
        self.converted += other.converted
        self.rejected += other.rejected
        self.errors.extend(other.errors)
        self.losses.extend(other.losses)
        return self

    def to_dict(self) -> dict[str, Any]:
        """The result as a JSON-ready dict.

        Returns:
            The counts and the error and loss records as dicts.

        Example:
            >>> ConvertResult(lines=1, converted=1).to_dict()
            {'lines': 1, 'converted': 1, 'rejected': 0, 'errors': [], 'losses': []}
        """
        return {
            "lines": self.lines,
            "converted": self.converted,
            "rejected": self.rejected,
            "errors": [e.to_dict() for e in self.errors],
            "losses": [e.to_dict() for e in self.losses],
        }


def check_conversion(src: str, dst: str) -> None:
    """Check the source form and the destination of a conversion before any line is read.

    Args:
        src: ``"auto"`` or one of :data:`~chatschema.batch.SOURCES`.
        dst: One of :data:`~chatschema.batch.DESTINATIONS`.

    Raises:
        ValueError: ``src`` or ``dst`` is unknown, naming the ones there are.

    Example:
        >>> check_conversion("xml", "lc")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
          ...
        ValueError: unknown source form 'xml'; use one of auto, lc, flat, openai, constructor, langchainjs...
    """
    if src != "auto" and src not in SOURCES:
        raise ValueError(f"unknown source form {src!r}; use one of auto, {', '.join(SOURCES)}")
    if dst not in DESTINATIONS:
        raise ValueError(f"unknown destination {dst!r}; use one of {', '.join(DESTINATIONS)}")


def read_messages(value: Any, src: str, extra: Extra = "keep") -> tuple[LineRecord, list[BaseMessage]]:
    """Read the messages of a parsed line, each in its form (which must be ``src`` unless that is ``"auto"``).

    ``extra="forbid"`` makes a key a message does not declare an error, as
    :func:`chatschema.validate` reports it; ``"keep"`` reads it as the
    drop-in readers do (:func:`~chatschema.batch._records.read_item`).

    Returns:
        The line split into its messages (:func:`~chatschema.batch._records.line_record`) and the messages.

    Raises:
        LineError: A message cannot be read, with the path of the fault inside the line.
    """
    if src in _PAYLOAD_READERS:
        try:
            return LineRecord([], "$", None), _PAYLOAD_READERS[src](value)
        except ValidationError as error:
            raise LineError(error.message, error.path) from None
    record = line_record(value)
    if src == "otel":
        return record, _read_otel(record)
    messages = []
    for i, item in enumerate(record.items):
        path = item_path(record, i)
        messages.append(read_item(item, item_form(item, path, src), path, extra))
    return record, messages


def _read_otel(record: LineRecord) -> list[BaseMessage]:
    """The messages of a line of OTel GenAI messages (a tool response may give a message of its own)."""
    try:
        return from_otel_messages(record.items)
    except ValidationError as error:
        inner = error.path[1:]
        if not record.base:  # a line of one message: its items are [the line]
            inner = inner.split("]", 1)[1] if inner.startswith("[") else inner
        raise LineError(error.message, (record.base or "$") + inner) from None


def _line_path(record: LineRecord, path: str) -> str:
    """A path into the messages a writer was given, as a path into the line."""
    rest = path[1:]
    if not record.base:  # a line of one message: its path is $
        rest = rest.removeprefix("[0]")
    return (record.base or "$") + rest


def _openai(
    record: LineRecord, messages: list[BaseMessage], options: _Options, losses: list[tuple[str, str]]
) -> Any:
    """The line's messages as Chat Completions messages: what the API takes (``strict=False``, each
    loss added to ``losses``), or LangChain's output (with ``include_id`` too)."""
    if options.langchain_compatible or options.include_id:
        return _lossy(record, convert_to_openai_messages, messages, losses, include_id=options.include_id)
    return _lossy(record, convert_to_openai_messages, messages, losses, strict=False)


def _lossy(
    record: LineRecord,
    write: Callable[..., Any],
    messages: list[BaseMessage],
    losses: list[tuple[str, str]],
    **options: Any,
) -> Any:
    """``write(messages, **options)``, each :class:`~chatschema.LossWarning` added to ``losses`` and
    each error raised as a :class:`LineError` with its path in the line."""
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", LossWarning)
            out = write(messages, **options)
    except ValidationError as error:
        raise LineError(error.message, _line_path(record, error.path)) from None
    except (ValueError, TypeError, AttributeError) as error:
        raise LineError(f"{type(error).__name__}: {error}", record.base or "$") from None
    for found in caught:
        if isinstance(found.message, LossWarning):
            losses.append((_line_path(record, found.message.path), found.message.message))
        else:
            warnings.warn_explicit(found.message, found.category, found.filename, found.lineno)
    return out


class _Options(NamedTuple):
    """How lines are written (the keyword options of :func:`convert_lines`)."""

    include_id: bool = False
    langchain_compatible: bool = False


def _render(
    record: LineRecord,
    messages: list[BaseMessage],
    dst: str,
    options: _Options,
    losses: list[tuple[str, str]],
) -> bytes:
    """The converted line, in the shape the input line had; what it leaves out goes to ``losses``."""
    out: Any
    if dst == "lc":
        out = [{"type": m.type, "data": m} for m in messages]
    elif dst == "flat":
        out = messages
    elif dst == "constructor":
        out = messages_to_lc_json(messages)
    elif dst in _PAYLOAD_WRITERS:
        return _render_payload(record, messages, dst)
    elif dst == "otel":
        out = to_otel_input_messages(messages, include_metadata=True)
    elif dst == "openai":
        out = _openai(record, messages, options, losses)
    elif dst in _MESSAGE_WRITERS:
        out = _lossy(record, _MESSAGE_WRITERS[dst], messages, losses, strict=False)
    else:
        try:
            text = get_buffer_string(messages, format="xml" if dst == "buffer-xml" else "prefix")
        except ValueError as error:
            raise LineError(f"{type(error).__name__}: {error}", record.base or "$") from None
        return encode(text)
    if record.wrapper is not None:
        out = {**record.wrapper, "messages": out}
    elif not record.base and len(out) == 1:
        out = out[0]
    return encode(out)


def _render_payload(record: LineRecord, messages: list[BaseMessage], dst: str) -> bytes:
    """One provider request for the line's messages (strict: a block the provider cannot hold rejects it)."""
    if record.wrapper is not None and set(record.wrapper) != {"messages"}:
        extra = sorted(set(record.wrapper) - {"messages"})
        raise LineError(f"The {dst} request has no place for the record's keys {', '.join(extra)}", "$")
    try:
        return encode(_PAYLOAD_WRITERS[dst](messages))
    except ValidationError as error:
        raise LineError(error.message, _line_path(record, error.path)) from None


def _convert_one(
    line: bytes | str, src: str, dst: str, options: _Options, extra: Extra, losses: list[tuple[str, str]]
) -> bytes:
    try:
        record, messages = read_messages(parse_line(line), src, extra)
        return _render(record, messages, dst, options, losses)
    except RecursionError:
        raise LineError("Payload is nested too deeply", "$") from None


def _convert_iter(
    lines: Iterable[bytes | str],
    src: str,
    dst: str,
    source: str,
    start_line: int,
    options: _Options,
    extra: Extra = "forbid",
) -> Iterator[tuple[int, bytes | str, bytes | ErrorRecord, list[ErrorRecord]]]:
    """``(number, line, output or error, losses)`` for each non-blank line."""
    check_conversion(src, dst)
    for number, line in enumerate(lines, start_line):
        if is_blank(line):
            continue
        losses: list[tuple[str, str]] = []
        try:
            out: bytes | ErrorRecord = _convert_one(line, src, dst, options, extra, losses)
        except LineError as error:
            out, losses = ErrorRecord(source, number, error.path, error.message), []
        except ValidationError as error:  # an output that JSON cannot hold
            out, losses = ErrorRecord(source, number, error.path, error.message), []
        yield number, line, out, [ErrorRecord(source, number, path, message) for path, message in losses]


def convert_lines(
    lines: Iterable[bytes | str],
    *,
    src: str = "auto",
    dst: str,
    source: str = "<lines>",
    start_line: int = 1,
    include_id: bool = False,
    extra: Extra = "forbid",
    langchain_compatible: bool = False,
    losses: list[ErrorRecord] | None = None,
) -> tuple[list[bytes], list[ErrorRecord]]:
    """Convert JSONL lines from one message form to another.

    Each line keeps its shape: a conversation stays a list, a fine-tuning
    record ``{"messages": [...], ...}`` keeps its other keys, one message
    stays one object. Messages are read with :func:`chatschema.messages_from_dict`
    (``lc``), :func:`chatschema.messages_from_lc_json` (``constructor``) or
    :func:`chatschema.convert_to_messages` (the other forms).

    Args:
        lines: The lines, ``bytes`` or ``str``.
        src: The form to read, ``"auto"`` (from each message's tags),
            ``"lc"``, ``"flat"``, ``"openai"`` or ``"constructor"``; a
            message in another form is an error.
        dst: What to write: ``"lc"`` (``messages_to_dict``), ``"flat"``
            (``model_dump``), ``"openai"`` (``convert_to_openai_messages``
            with ``strict=False``: what the Chat Completions API takes),
            ``"constructor"`` (``messages_to_lc_json``, what LangChain's
            ``dumpd`` writes), ``"buffer-prefix"`` or ``"buffer-xml"``
            (``get_buffer_string``, written as one JSON string per line).
        source: The name for error records.
        start_line: The line number of the first line.
        include_id: With ``dst="openai"``, write message ids (LangChain's output, as
            ``langchain_compatible`` writes it, which the API does not take).
        extra: ``"forbid"`` (the default): a line whose message holds a key
            its type does not declare is rejected, as ``chatschema validate``
            reports it; ``"keep"``: such keys are kept as the message's extra
            fields, as LangChain keeps them (an OpenAI dict's go to
            ``additional_kwargs``, as ``convert_to_messages`` puts them).
        langchain_compatible: With ``dst="openai"``, write what LangChain's
            ``convert_to_openai_messages`` writes (which may hold what the API refuses)
            instead of what the API takes.
        losses: A list to add a record to for each value a converted line left out
            (a :class:`~chatschema.LossWarning` of the writer), with its JSON path.

    Returns:
        ``(outputs, errors)``: one JSON line (``bytes``, no newline) per
        converted line, in order, and one :class:`ErrorRecord` per line that
        could not be converted. Every non-blank line is in exactly one of them.

    Raises:
        ValueError: ``src`` or ``dst`` is unknown.

    Example:
        >>> out, errors = convert_lines(
        ...     [b'[{"role": "user", "content": "hi"}]', b'[{"role": "robot", "content": "x"}]'], dst="lc"
        ... )
        >>> out[0][:40]
        b'[{"type":"human","data":{"type":"human",'
        >>> print(errors[0])
        <lines>:2: $[0].role: Unexpected message type: 'robot'. Use one of 'human', 'user', 'ai', \
'assistant', 'function', 'tool', 'system', or 'developer'.
    """
    outputs: list[bytes] = []
    errors: list[ErrorRecord] = []
    options = _Options(include_id, langchain_compatible)
    for _, _, out, lost in _convert_iter(lines, src, dst, source, start_line, options, extra):
        if losses is not None:
            losses.extend(lost)
        if isinstance(out, ErrorRecord):
            errors.append(out)
        else:
            outputs.append(out)
    return outputs, errors


class ChunkConversion(NamedTuple):
    """The conversion of a block of lines: the output text, its errors and the rejected lines.

    Example:
        >>> convert_chunk(b'"hi"\\n', dst="lc").rejects
        [b'"hi"']
    """

    output: bytes
    """The converted lines, each ending in a newline."""
    result: ConvertResult
    """The counts and errors."""
    rejects: list[bytes]
    """The rejected input lines, as they were (without their newline)."""


def convert_chunk(
    chunk: bytes,
    *,
    src: str = "auto",
    dst: str,
    source: str = "<lines>",
    start_line: int = 1,
    include_id: bool = False,
    extra: Extra = "forbid",
    langchain_compatible: bool = False,
) -> ChunkConversion:
    """Convert a block of JSONL text: :func:`convert_lines` over its lines.

    Args:
        chunk: Whole lines of JSONL, separated by ``\\n``.
        src: As for :func:`convert_lines`.
        dst: As for :func:`convert_lines`.
        source: As for :func:`convert_lines`.
        start_line: The line number of the block's first line.
        include_id: As for :func:`convert_lines`.
        extra: As for :func:`convert_lines`.
        langchain_compatible: As for :func:`convert_lines`.

    Returns:
        The output text, the counts, errors and losses, and the rejected lines.

    Raises:
        ValueError: ``src`` or ``dst`` is unknown.

    Example:
        >>> done = convert_chunk(b'{"role": "user", "content": "hi"}\\n[3]\\n', dst="flat")
        >>> done.output[:30], done.result.rejected, done.rejects
        (b'{"type":"human","content":"hi"', 1, [b'[3]'])
    """
    parts: list[bytes] = []
    result = ConvertResult()
    rejects: list[bytes] = []
    options = _Options(include_id, langchain_compatible)
    for _, line, out, lost in _convert_iter(chunk.split(b"\n"), src, dst, source, start_line, options, extra):
        result.lines += 1
        result.losses.extend(lost)
        if isinstance(out, ErrorRecord):
            result.rejected += 1
            result.errors.append(out)
            rejects.append(line.rstrip(b"\r") if isinstance(line, bytes) else line.encode())
        else:
            result.converted += 1
            parts.append(out)
            parts.append(b"\n")
    return ChunkConversion(b"".join(parts), result, rejects)


def convert_file(
    path: str | Path,
    out_path: str | Path,
    *,
    src: str = "auto",
    dst: str,
    rejects_path: str | Path | None = None,
    include_id: bool = False,
    source: str | None = None,
    extra: Extra = "forbid",
    langchain_compatible: bool = False,
) -> ConvertResult:
    """Convert a JSONL file into another, line by line (constant memory).

    Args:
        path: The input file.
        out_path: The output file (replaced).
        src: As for :func:`convert_lines`.
        dst: As for :func:`convert_lines`.
        rejects_path: Write the lines that could not be converted here, as
            they were; no file is written when this is ``None``.
        include_id: As for :func:`convert_lines`.
        source: The name for error records; the path by default.
        extra: As for :func:`convert_lines`.
        langchain_compatible: As for :func:`convert_lines`.

    Returns:
        The counts, errors and losses.

    Raises:
        OSError: A file cannot be read or written.
        ValueError: ``src`` or ``dst`` is unknown.

    Example:
        >>> import tempfile
        >>> with tempfile.TemporaryDirectory() as d:
        ...     p, q = Path(d, "in.jsonl"), Path(d, "out.jsonl")
        ...     _ = p.write_text('[{"role": "user", "content": "hi"}]\\n')
        ...     convert_file(p, q, dst="openai").converted, q.read_text()
        (1, '[{"role":"user","content":"hi"}]\\n')
    """
    check_conversion(src, dst)
    name = str(path) if source is None else source
    result = ConvertResult()
    with open(path, "rb") as stream, open(out_path, "wb") as out:
        rejects = open(rejects_path, "wb") if rejects_path is not None else None
        try:
            options = _Options(include_id, langchain_compatible)
            for _, line, converted, lost in _convert_iter(stream, src, dst, name, 1, options, extra):
                result.lines += 1
                result.losses.extend(lost)
                if isinstance(converted, ErrorRecord):
                    result.rejected += 1
                    result.errors.append(converted)
                    if rejects is not None:
                        raw = line if isinstance(line, bytes) else line.encode()
                        rejects.write(raw.rstrip(b"\r\n") + b"\n")
                else:
                    result.converted += 1
                    out.write(converted)
                    out.write(b"\n")
        finally:
            if rejects is not None:
                rejects.close()
    return result


# --- statistics -------------------------------------------------------------------------------------
