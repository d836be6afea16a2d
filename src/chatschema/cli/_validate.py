"""``chatschema validate``: check chat logs and report every invalid line.

Each error is printed as ``file:line: $.json.path: message`` (one per invalid
line: its first fault), in input order whatever ``--jobs`` is, followed by a
summary of lines, conversations, messages by type and errors. ``--report
json`` prints the same as one JSON document instead.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

import msgspec

from chatschema._validation import Extra
from chatschema.batch import BatchResult, ErrorRecord, validate_lines
from chatschema.cli._io import Chunk, InputError, document_records, split_lines, total_size
from chatschema.cli._options import (
    EXIT_INVALID,
    EXIT_OK,
    EXIT_USAGE,
    error,
    input_options,
    input_paths,
    report_option,
    subcommand,
)
from chatschema.cli._parallel import run_inputs
from chatschema.cli._progress import Progress
from chatschema.cli._rules import PROVIDERS, add_rule_errors

__all__ = ["add_parser", "run", "summary_lines", "validate_document"]

_HELP = "check chat logs against the schemas; print every invalid line and a summary"


def add_parser(commands: Any) -> None:
    """Add the ``validate`` subcommand to ``commands``, the main parser's subparsers.

    Example:
        >>> from chatschema.cli._main import build_parser
        >>> build_parser().parse_args(["validate", "-", "--report", "json"]).report
        'json'
    """
    parser = subcommand(commands, "validate", _HELP, __doc__, paths="check")
    parser.add_argument(
        "--type",
        metavar="T",
        help='check every record against this schema type (such as "list[SerializedMessage]" or '
        '"AIMessage"; see `chatschema schema --list`) instead of detecting each line\'s form',
    )
    parser.add_argument(
        "--rules",
        choices=PROVIDERS,
        metavar="PROVIDER",
        help="also check each conversation against a provider's conversation rules (one of "
        f"{', '.join(PROVIDERS)}): tool calls and results, system messages, roles, empty content "
        "(see docs/providers.md); a line breaking one counts as invalid",
    )
    input_options(parser)
    parser.add_argument(
        "--extra",
        choices=["forbid", "keep"],
        default="forbid",
        help="forbid (default): a key a message does not declare is an error, as the schemas say; "
        "keep: allow such keys at the top level of each message, as LangChain keeps them",
    )
    parser.add_argument(
        "--max-errors",
        type=int,
        metavar="K",
        help="print at most K errors and stop reading soon after (the summary covers what was read)",
    )
    report_option(parser)
    parser.set_defaults(run=run)


def validate_document(
    data: bytes,
    *,
    type: str | None = None,
    source: str = "<document>",
    max_errors: int | None = None,
    extra: Extra = "forbid",
) -> BatchResult:
    """Validate a JSON document: one conversation, one message, or a list of conversations.

    Errors are reported at line 1 (where the document starts); their paths
    start at the document root, such as ``$[2][0].data.content`` for the
    first message of the third conversation.

    Args:
        data: The document.
        type: A schema type to check the records against, as for
            :func:`chatschema.batch.validate_lines`.
        source: The name for error records.
        max_errors: Keep at most this many error records.
        extra: As for :func:`chatschema.batch.validate_lines`.

    Returns:
        The counts (``lines`` counts records) and errors.

    Raises:
        ValueError: ``type`` names no schema type.

    Example:
        >>> r = validate_document(b'[[{"role": "user", "content": "hi"}], [{"role": "x", "content": ""}]]')
        >>> r.conversations, r.errors[0].path
        (1, '$[1][0].role')
    """
    try:
        records, listed = document_records(data)
    except ValueError as problem:
        result = BatchResult(lines=1, invalid=1, max_errors=max_errors)
        result.errors.append(ErrorRecord(source, 1, "$", f"Invalid JSON: {problem}"))
        return result
    result = BatchResult(max_errors=max_errors)
    for i, record in enumerate(records):
        found = validate_lines([record], type=type, source=source, max_errors=max_errors, extra=extra)
        if listed:
            found.errors = [e._replace(path=f"$[{i}]{e.path[1:]}") for e in found.errors]
        result.merge(found)
    return result


def _worker(
    chunk: Chunk, *, type: str | None, max_errors: int | None, extra: Extra, rules: Any = None
) -> tuple[BatchResult, int]:
    """Validate one chunk (in a worker process); lines are numbered from 1 within it."""
    options: dict[str, Any] = {"type": type, "source": chunk.source, "max_errors": max_errors, "extra": extra}
    if chunk.document:
        data = chunk.load()
        result = validate_document(data, **options)
        if rules is not None:
            try:
                records, listed = document_records(data)
            except ValueError:
                return result, 1
            found = [(1, record, f"$[{i}]" if listed else "$") for i, record in enumerate(records)]
            add_rule_errors(result, found, rules, chunk.source)
        return result, 1
    lines, count = split_lines(chunk.load())
    result = validate_lines(lines, **options)
    if rules is not None:
        numbered = [(n, line, "$") for n, line in enumerate(lines, 1) if line and not line.isspace()]
        add_rule_errors(result, numbered, rules, chunk.source)
    return result, count


def _sorted(counts: dict[str, int]) -> list[tuple[str, int]]:
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))


def _count(n: int, word: str) -> str:
    return f"{n:,} {word}" + ("" if n == 1 else "s")


def summary_lines(result: BatchResult, files: int, stopped: bool = False) -> list[str]:
    """The text summary printed after the errors.

    Args:
        result: The merged result of every input.
        files: How many inputs were read.
        stopped: True when ``--max-errors`` stopped the run early.

    Returns:
        The lines of the summary.

    Example:
        >>> r = BatchResult(lines=3, valid=2, invalid=1, conversations=2, messages={"human": 2, "ai": 3})
        >>> print("\\n".join(summary_lines(r, 1)))
        checked 3 lines in 1 file: 2 valid, 1 invalid
          conversations  2
          messages       5 (ai 3, human 2)
          errors         1
    """
    head = f"checked {_count(result.lines, 'line')} in {_count(files, 'file')}"
    out = [f"{head}: {result.valid:,} valid, {result.invalid:,} invalid"]
    out.append(f"  conversations  {result.conversations:,}")
    total = sum(result.messages.values())
    detail = ", ".join(f"{tag} {n:,}" for tag, n in _sorted(result.messages))
    out.append(f"  messages       {total:,}" + (f" ({detail})" if detail else ""))
    if result.forms and len(result.forms) > 1:
        out.append("  forms          " + ", ".join(f"{form} {n:,}" for form, n in _sorted(result.forms)))
    errors = f"  errors         {result.invalid:,}"
    if stopped:
        errors += " (stopped early at --max-errors; the counts cover the lines read)"
    out.append(errors)
    return out


class _JsonReport:
    """Writes ``{"errors": [...], "summary": {...}}``, the errors as they come."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.first = True
        out.write('{"errors": [')

    def error(self, record: ErrorRecord) -> None:
        self.out.write(("\n  " if self.first else ",\n  ") + msgspec.json.encode(record.to_dict()).decode())
        self.first = False

    def finish(self, summary: dict[str, Any]) -> None:
        self.out.write(("" if self.first else "\n") + '],\n"summary": ')
        self.out.write(msgspec.json.encode(summary).decode() + "}\n")


def run(args: argparse.Namespace) -> int:
    """Run ``chatschema validate``.

    Args:
        args: The parsed arguments.

    Returns:
        0 when every line is valid, 1 when some line is invalid, 2 when an
        input cannot be read or ``--type`` names no schema type.

    Raises:
        BrokenPipeError: stdout was closed by its reader; :func:`~chatschema.cli._main.main` ends quietly.

    Example:
        >>> from chatschema.cli._main import main
        >>> main(["validate", "--no-progress", "/nonexistent.jsonl"])
        checked 0 lines in 0 files: 0 valid, 0 invalid
          conversations  0
          messages       0
          errors         0
        2
    """
    try:
        # checks --type; and builds the decoders here, so forked workers start with them
        validate_lines([], type=args.type)
    except ValueError as problem:
        error(str(problem))
        return EXIT_USAGE
    if args.max_errors is not None and args.max_errors < 1:
        error("--max-errors must be 1 or more")
        return EXIT_USAGE
    paths = input_paths(args.paths)
    if paths is None:
        return EXIT_USAGE
    out = sys.stdout
    total = BatchResult(max_errors=args.max_errors)
    report = _JsonReport(out) if args.report == "json" else None
    read: set[str] = set()
    failed: list[str] = []
    stopped = False
    known = total_size(paths)
    with Progress(total=known, enabled=None if args.progress else False, desc="validate") as bar:
        options = {"type": args.type, "max_errors": args.max_errors, "extra": args.extra, "rules": args.rules}
        with run_inputs(paths, args.format, args.jobs, _worker, **options) as results:
            for result, item, offset in results:
                if isinstance(item, InputError):
                    failed.append(str(item))
                    bar.write(f"chatschema: error: {item}", sys.stderr)
                    continue
                read.add(item.source)
                room = None if args.max_errors is None else max(0, args.max_errors - total.invalid)
                for record in result.errors[:room]:
                    record = record._replace(line=record.line + offset)
                    if report is not None:
                        report.error(record)
                    else:
                        bar.write(str(record), out)
                result.errors = []  # printed; keep memory flat
                total.merge(result)
                bar.advance(item.size, result.lines)
                if args.max_errors is not None and total.invalid >= args.max_errors:
                    stopped = True
                    break
    if report is not None:
        summary = total.to_dict()
        del summary["errors"]
        summary.update(files=sorted(read), unreadable=failed, stopped_early=stopped)
        report.finish(summary)
    else:
        for line in summary_lines(total, len(read), stopped):
            out.write(line + "\n")
    out.flush()
    if failed:
        return EXIT_USAGE
    return EXIT_INVALID if total.invalid else EXIT_OK
