"""``chatschema stats``: count messages by type, tool calls, content blocks and approximate tokens.

Lines are read as ``chatschema convert`` reads them (any form); a line that
cannot be read is reported on stderr and left out of the counts. Tokens are
approximate: characters per message divided by four, plus a few per message
and per image, as :func:`chatschema._tokens.count_tokens_approximately` counts.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

import msgspec

from chatschema.batch import FORMS, ErrorRecord, StatsResult, stats_chunk, stats_lines
from chatschema.cli._io import Chunk, InputError, count_lines, document_records, total_size
from chatschema.cli._options import (
    EXIT_INVALID,
    EXIT_OK,
    EXIT_USAGE,
    input_options,
    input_paths,
    report_option,
    subcommand,
)
from chatschema.cli._parallel import run_inputs
from chatschema.cli._progress import Progress

__all__ = ["add_parser", "report_lines", "run", "stats_document"]

_HELP = "count messages by type, tool calls, content blocks and approximate tokens"


def add_parser(commands: Any) -> None:
    """Add the ``stats`` subcommand to ``commands``, the main parser's subparsers.

    Example:
        >>> from chatschema.cli._main import build_parser
        >>> build_parser().parse_args(["stats", "a.jsonl"]).report
        'text'
    """
    parser = subcommand(commands, "stats", _HELP, __doc__, paths="count")
    parser.add_argument(
        "--from",
        dest="source_form",
        choices=["auto", *FORMS],
        default="auto",
        help="the form to read (default auto: each message by its tags)",
    )
    report_option(parser)
    parser.add_argument("--top", type=int, default=10, metavar="N", help="tool names to list (default 10)")
    input_options(parser)
    parser.set_defaults(run=run)


def stats_document(data: bytes, *, src: str = "auto", source: str = "<document>") -> StatsResult:
    """Count a JSON document: one conversation, one message, or a list of conversations.

    Args:
        data: The document.
        src: The form to read.
        source: The name for error records.

    Raises:
        ValueError: ``src`` is unknown.

    Example:
        >>> doc = b'[[{"role": "user", "content": "hi"}], [{"role": "assistant", "content": "yo"}]]'
        >>> stats_document(doc).messages
        {'human': 1, 'ai': 1}
    """
    try:
        records, listed = document_records(data)
    except ValueError as problem:
        return StatsResult(
            lines=1, invalid=1, errors=[ErrorRecord(source, 1, "$", f"Invalid JSON: {problem}")]
        )
    result = StatsResult()
    for i, record in enumerate(records):
        found = stats_lines([record], src=src, source=source)
        if listed:
            found.errors = [e._replace(path=f"$[{i}]{e.path[1:]}") for e in found.errors]
        result.merge(found)
    return result


def _worker(chunk: Chunk, *, src: str) -> tuple[StatsResult, int]:
    """Count one chunk (in a worker process); lines are numbered from 1 within it."""
    data = chunk.load()
    if chunk.document:
        return stats_document(data, src=src, source=chunk.source), 1
    return stats_chunk(data, src=src, source=chunk.source), count_lines(data)


def _table(counts: dict[str, int], limit: int | None = None) -> str:
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    shown = ranked if limit is None else ranked[:limit]
    text = ", ".join(f"{key} {n:,}" for key, n in shown)
    if limit is not None and len(ranked) > limit:
        text += f", ... ({len(ranked) - limit} more)"
    return text


def report_lines(result: StatsResult, top: int = 10) -> list[str]:
    """The text report.

    Args:
        result: The counts.
        top: How many tool names to list.

    Returns:
        The lines of the report.

    Example:
        >>> print("\\n".join(report_lines(stats_lines([b'[{"type": "human", "content": "hello"}]']))))
        lines            1 (0 invalid)
        conversations    1
        messages         1: human 1
        tool calls       0
        content          1 string, 0 blocks
        tokens (approx)  6
    """
    out = [
        f"lines            {result.lines:,} ({result.invalid:,} invalid)",
        f"conversations    {result.conversations:,}",
    ]
    total = sum(result.messages.values())
    out.append(f"messages         {total:,}" + (f": {_table(result.messages)}" if total else ""))
    calls = f"tool calls       {result.tool_calls:,}"
    if result.tools:
        calls += f": {_table(result.tools, top)}"
    out.append(calls)
    if result.invalid_tool_calls:
        out.append(f"invalid calls    {result.invalid_tool_calls:,}")
    blocks = sum(result.blocks.values())
    content = f"content          {result.string_contents:,} string, {blocks:,} blocks"
    if blocks:
        content += f": {_table(result.blocks)}"
    out.append(content)
    out.append(f"tokens (approx)  {result.tokens:,}")
    return out


def run(args: argparse.Namespace) -> int:
    """Run ``chatschema stats``.

    Args:
        args: The parsed arguments.

    Returns:
        0 when every line was read, 1 when some line was invalid (and left
        out of the counts), 2 when an input cannot be read.

    Raises:
        BrokenPipeError: stdout was closed by its reader; :func:`~chatschema.cli._main.main` ends quietly.

    Example:
        >>> from chatschema.cli._main import main
        >>> main(["stats", "--report", "json", "/nonexistent.jsonl"])  # doctest: +ELLIPSIS
        {"lines":0,...}
        2
    """
    paths = input_paths(args.paths)
    if paths is None:
        return EXIT_USAGE
    total = StatsResult()
    failed: list[str] = []
    known = total_size(paths)
    with Progress(total=known, enabled=None if args.progress else False, desc="stats") as bar:
        with run_inputs(paths, args.format, args.jobs, _worker, src=args.source_form) as results:
            for result, item, offset in results:
                if isinstance(item, InputError):
                    failed.append(str(item))
                    bar.write(f"chatschema: error: {item}", sys.stderr)
                    continue
                for record in result.errors:
                    bar.write(str(record._replace(line=record.line + offset)), sys.stderr)
                result.errors = []
                total.merge(result)
                bar.advance(item.size, result.lines)
    if args.report == "json":
        summary = total.to_dict()
        del summary["errors"]
        sys.stdout.write(msgspec.json.encode(summary).decode() + "\n")
    else:
        for line in report_lines(total, args.top):
            sys.stdout.write(line + "\n")
    sys.stdout.flush()
    if failed:
        return EXIT_USAGE
    return EXIT_INVALID if total.invalid else EXIT_OK
