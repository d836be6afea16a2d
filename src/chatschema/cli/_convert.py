"""``chatschema convert``: rewrite chat logs from one message form to another.

Every line is either converted or rejected: a line that cannot be converted
is reported on stderr as ``file:line: $.json.path: message``, left out of the
output and, with ``--rejects``, written unchanged to the rejects file. Lines
keep their order and their shape (a conversation stays a list, a fine-tuning
record keeps its other keys, one message stays one object).
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from chatschema._formats import FORMATS
from chatschema._validation import Extra
from chatschema.batch import (
    DESTINATIONS,
    PAYLOADS,
    SOURCES,
    ChunkConversion,
    ConvertResult,
    ErrorRecord,
    convert_chunk,
    convert_lines,
)
from chatschema.cli._io import Chunk, InputError, count_lines, document_records, total_size
from chatschema.cli._options import (
    EXIT_INVALID,
    EXIT_OK,
    EXIT_USAGE,
    error,
    input_options,
    input_paths,
    subcommand,
)
from chatschema.cli._parallel import run_inputs
from chatschema.cli._progress import Progress

__all__ = ["add_parser", "convert_document", "run"]

_HELP = (
    "convert chat logs between LangChain's stored, flat and Serializable forms, OpenAI's format, "
    "OpenTelemetry GenAI messages and text"
)

_TO_HELP = "; ".join(f"{f.name}: {f.help}" for f in FORMATS) + (
    "; a block a provider request cannot hold rejects the line, see docs/providers.md"
)
_PAYLOAD_NAMES = ", ".join(PAYLOADS)


def add_parser(commands: Any) -> None:
    """Add the ``convert`` subcommand to ``commands``, the main parser's subparsers.

    Example:
        >>> from chatschema.cli._main import build_parser
        >>> build_parser().parse_args(["convert", "--to", "openai", "a.jsonl"]).source_form
        'auto'
    """
    parser = subcommand(commands, "convert", _HELP, __doc__, paths="convert", raw=True)
    parser.add_argument(
        "--from",
        dest="source_form",
        choices=["auto", *SOURCES],
        default="auto",
        help="the form to read; auto (default) reads each message by its tags; any other form makes a "
        "message in a different form an error; otel reads each line as OpenTelemetry GenAI messages "
        "(the value of gen_ai.input.messages or gen_ai.output.messages); "
        f"{_PAYLOAD_NAMES}: one provider request per line",
    )
    parser.add_argument("--to", dest="target", choices=DESTINATIONS, required=True, help=_TO_HELP)
    parser.add_argument("--out", "-o", metavar="PATH", help="write here instead of stdout")
    parser.add_argument("--rejects", metavar="PATH", help="write the lines that could not be converted here")
    parser.add_argument(
        "--langchain-compatible",
        action="store_true",
        help="with --to openai, write what LangChain's convert_to_openai_messages writes, which may hold "
        "what the Chat Completions API refuses (by default: what the API takes, each value it has no place "
        "for reported on stderr as a loss of its line)",
    )
    parser.add_argument(
        "--include-id",
        action="store_true",
        help="with --to openai, write message ids (implies --langchain-compatible: the API takes no ids)",
    )
    parser.add_argument(
        "--extra",
        choices=["forbid", "keep"],
        default="forbid",
        help="forbid (default): reject a line whose message holds a key its type does not declare, as "
        "validate does; keep: keep such keys as the message's extra fields, as LangChain keeps them",
    )
    input_options(parser)
    parser.set_defaults(run=run)


def convert_document(
    data: bytes,
    *,
    src: str = "auto",
    dst: str,
    source: str = "<document>",
    include_id: bool = False,
    extra: Extra = "forbid",
    langchain_compatible: bool = False,
) -> ChunkConversion:
    """Convert a JSON document: one conversation, one message, or a list of conversations.

    The output is one JSON document of the same shape; a record of a list
    that cannot be converted is left out of it. Errors are reported at line 1
    with paths from the document root.

    Args:
        data: The document.
        src: The form to read, as for :func:`chatschema.batch.convert_lines`.
        dst: What to write, as for :func:`chatschema.batch.convert_lines`.
        source: The name for error records.
        include_id: As for :func:`chatschema.batch.convert_lines`.
        extra: As for :func:`chatschema.batch.convert_lines`.
        langchain_compatible: As for :func:`chatschema.batch.convert_lines`.

    Returns:
        The output document (with a final newline; empty when nothing
        converted), the counts, errors and losses, and the rejected records.

    Raises:
        ValueError: ``src`` or ``dst`` is unknown.

    Example:
        >>> done = convert_document(b'[[{"role": "user", "content": "hi"}], [7]]', dst="flat")
        >>> done.output[:40], done.result.rejected, done.result.errors[0].path
        (b'[[{"type":"human","content":"hi","additi', 1, '$[1][0]')
    """
    try:
        records, listed = document_records(data)
    except ValueError:
        records, listed = [data], False
    result = ConvertResult()
    parts: list[bytes] = []
    rejects: list[bytes] = []
    for i, record in enumerate(records):
        losses: list[ErrorRecord] = []
        outputs, errors = convert_lines(
            [record],
            src=src,
            dst=dst,
            source=source,
            include_id=include_id,
            extra=extra,
            langchain_compatible=langchain_compatible,
            losses=losses,
        )
        result.lines += 1
        prefix = f"$[{i}]" if listed else "$"
        result.losses.extend(e._replace(path=prefix + e.path[1:]) for e in losses)
        if errors:
            result.rejected += 1
            result.errors.extend(e._replace(path=prefix + e.path[1:]) for e in errors)
            rejects.append(record)
        else:
            result.converted += 1
            parts.extend(outputs)
    if listed:
        output = b"[" + b",".join(parts) + b"]\n"
    else:
        output = parts[0] + b"\n" if parts else b""
    return ChunkConversion(output, result, rejects)


def _worker(chunk: Chunk, **options: Any) -> tuple[ChunkConversion, int]:
    """Convert one chunk (in a worker process); lines are numbered from 1 within it."""
    data = chunk.load()
    if chunk.document:
        return convert_document(data, source=chunk.source, **options), 1
    return convert_chunk(data, source=chunk.source, **options), count_lines(data)


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


class _TextWriter:
    """Bytes written to a text stream that has no binary buffer (a captured stdout)."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream

    def write(self, data: bytes) -> int:
        self.stream.write(data.decode("utf-8", "surrogateescape"))
        return len(data)

    def flush(self) -> None:
        self.stream.flush()

    def close(self) -> None:
        self.flush()


class _Borrowed:
    """A stream we write to but do not own: closing it only flushes."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream

    def write(self, data: bytes) -> int:
        written: int = self.stream.write(data)
        return written

    def flush(self) -> None:
        self.stream.flush()

    def close(self) -> None:
        self.flush()


def _open_out(path: str | None) -> Any:
    if path is None or path == "-":
        buffer = getattr(sys.stdout, "buffer", None)
        return _TextWriter(sys.stdout) if buffer is None else _Borrowed(buffer)
    return open(path, "wb")


def run(args: argparse.Namespace) -> int:
    """Run ``chatschema convert``.

    Args:
        args: The parsed arguments.

    Returns:
        0 when every line converted, 1 when some line was rejected, 2 when an
        input cannot be read or an output cannot be written.

    Raises:
        BrokenPipeError: stdout was closed by its reader; :func:`~chatschema.cli._main.main` ends quietly.

    Example:
        >>> from chatschema.cli._main import main
        >>> main(["convert", "--to", "lc", "/nonexistent.jsonl"])  # the error goes to stderr
        2
    """
    paths = input_paths(args.paths)
    if paths is None:
        return EXIT_USAGE
    for target in (args.out, args.rejects):
        if target is not None and any(p != "-" and _same_file(p, target) for p in paths):
            error(f"{target} is also an input; it would be overwritten")
            return EXIT_USAGE
    try:
        out = _open_out(args.out)
        rejects = open(args.rejects, "wb") if args.rejects else None
    except OSError as problem:
        error(f"cannot write {problem.filename or 'the output'}: {problem.strerror or problem}")
        return EXIT_USAGE
    total = ConvertResult()
    lost = 0
    failed: list[str] = []
    known = total_size(paths)
    try:
        with Progress(total=known, enabled=None if args.progress else False, desc="convert") as bar:
            options = {
                "src": args.source_form,
                "dst": args.target,
                "include_id": args.include_id,
                "extra": args.extra,
                "langchain_compatible": args.langchain_compatible,
            }
            with run_inputs(paths, args.format, args.jobs, _worker, **options) as results:
                for done, item, offset in results:
                    if isinstance(item, InputError):
                        failed.append(str(item))
                        bar.write(f"chatschema: error: {item}", sys.stderr)
                        continue
                    found = [(r, "") for r in done.result.errors] + [
                        (r, " (loss)") for r in done.result.losses
                    ]
                    for record, kind in sorted(found, key=lambda pair: pair[0].line):
                        bar.write(f"{record._replace(line=record.line + offset)}{kind}", sys.stderr)
                    lost += len(done.result.losses)
                    out.write(done.output)
                    if rejects is not None:
                        for line in done.rejects:
                            rejects.write(line + b"\n")
                    done.result.errors.clear()
                    done.result.losses.clear()
                    total.merge(done.result)
                    bar.advance(item.size, done.result.lines)
        out.flush()
        if rejects is not None:
            rejects.flush()
    except OSError as problem:
        if isinstance(problem, BrokenPipeError):
            raise
        error(f"cannot write: {problem.strerror or problem}")
        return EXIT_USAGE
    finally:
        out.close()
        if rejects is not None:
            rejects.close()
    note = f" (written to {args.rejects})" if args.rejects and total.rejected else ""
    losses = f", {lost:,} {'loss' if lost == 1 else 'losses'} reported" if lost else ""
    print(
        f"chatschema convert: {total.converted:,} of {total.lines:,} lines converted, "
        f"{total.rejected:,} rejected{note}{losses}",
        file=sys.stderr,
    )
    if failed:
        return EXIT_USAGE
    return EXIT_INVALID if total.rejected else EXIT_OK
