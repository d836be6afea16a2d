"""What the ``chatschema`` subcommands share: exit statuses, the input options, command errors.

Exit status, for every subcommand: 0 when everything was valid (or
converted), 1 when some input was invalid (or rejected), 2 on a usage error,
an input/output error or an internal error (never 1, so that 1 always means
"the input is invalid").
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

__all__ = [
    "EXIT_INVALID",
    "EXIT_OK",
    "EXIT_USAGE",
    "error",
    "input_options",
    "input_paths",
    "report_option",
    "subcommand",
]

EXIT_OK = 0
"""Everything was valid."""
EXIT_INVALID = 1
"""Some input was invalid, or some line was rejected."""
EXIT_USAGE = 2
"""A usage error, or an input or output could not be read or written."""


def _jobs(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value == 0:
        return os.cpu_count() or 1
    if value < 0:
        raise argparse.ArgumentTypeError("must be 0 (one per CPU) or more")
    return value


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be 1 or more")
    return value


def subcommand(
    commands: Any, name: str, help: str, doc: str, *, paths: str | None = None, raw: bool = False
) -> argparse.ArgumentParser:
    """Add a subcommand's parser, described by its module's docstring; its own options are added after.

    Args:
        commands: The subparsers of the main parser.
        name: The subcommand, such as ``"convert"``.
        help: Its line in ``chatschema --help``.
        doc: Its module's docstring: the second paragraph is the description.
        paths: With it, the ``PATH`` arguments (none: stdin), described as
            ``files to {paths}; - (or none) for stdin``.
        raw: Print the description as written (no rewrapping).

    Returns:
        The subcommand's parser.

    Raises:
        argparse.ArgumentError: The subcommand was added already.

    Example:
        >>> commands = argparse.ArgumentParser().add_subparsers(dest="command")
        >>> parser = subcommand(commands, "count", "count things", "Title.\\n\\nWhat it does.", paths="count")
        >>> parser.description, parser.parse_args(["a", "b"]).paths
        ('What it does.', ['a', 'b'])
    """
    options: dict[str, Any] = {"formatter_class": argparse.RawDescriptionHelpFormatter} if raw else {}
    parser: argparse.ArgumentParser = commands.add_parser(
        name, help=help, description=doc.split("\n\n")[1], **options
    )
    if paths is not None:
        what = f"files to {paths}; - (or none) for stdin"
        parser.add_argument("paths", nargs="*", metavar="PATH", help=what)
    return parser


def report_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--report text|json``: a text report (the default) or one JSON document.

    Args:
        parser: The subcommand's parser.

    Raises:
        argparse.ArgumentError: The option was added already.

    Example:
        >>> p = argparse.ArgumentParser()
        >>> report_option(p)
        >>> p.parse_args([]).report
        'text'
    """
    parser.add_argument(
        "--report", choices=["text", "json"], default="text", help="text (default) or one JSON document"
    )


def input_options(parser: argparse.ArgumentParser) -> None:
    """Add the options every reading subcommand shares: format, jobs, progress.

    Args:
        parser: The subcommand's parser.

    Raises:
        argparse.ArgumentError: The options were added already.

    Example:
        >>> p = argparse.ArgumentParser()
        >>> input_options(p)
        >>> p.parse_args(["--jobs", "2"]).jobs
        2
    """
    parser.add_argument(
        "--format",
        choices=["auto", "json", "jsonl"],
        default="auto",
        help="jsonl: one record per line; json: one document (a conversation, a message, or a list of "
        "conversations); auto (default): json for .json files and pretty-printed input, else jsonl",
    )
    parser.add_argument(
        "--jobs",
        "-j",
        type=_jobs,
        default=1,
        metavar="N",
        help="worker processes (0: one per CPU); output is the same for any N (default 1)",
    )
    parser.add_argument(
        "--no-progress",
        dest="progress",
        action="store_false",
        help="no progress bar (it is shown only when stderr is a terminal anyway)",
    )


def input_paths(paths: list[str]) -> list[str] | None:
    """The inputs to read: the paths given, or stdin when none are; ``None`` (after an error) if unusable.

    Args:
        paths: The paths on the command line.

    Returns:
        The paths (``["-"]`` when none were given and stdin is not a terminal), or ``None`` when
        none were given and stdin is a terminal (nothing would ever arrive), or when ``-`` is
        given twice.

    Example:
        >>> input_paths(["a.jsonl", "-"])
        ['a.jsonl', '-']
    """
    if not paths:
        if _isatty(sys.stdin):
            error("no input: give one or more PATHs, or pipe JSONL into stdin (or pass - to type it)")
            return None
        return ["-"]
    if paths.count("-") > 1:
        error("stdin (-) can be read only once")
        return None
    return paths


def _isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def error(message: str) -> None:
    """Print an error about the command itself (not about an input line) on stderr.

    Args:
        message: What went wrong.

    Example:
        >>> error("cannot read x.jsonl")  # printed on stderr
    """
    print(f"chatschema: error: {message}", file=sys.stderr)
