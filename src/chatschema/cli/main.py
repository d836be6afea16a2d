"""The ``chatschema`` command: argument parsing and dispatch to the subcommands.

Exit status, for every subcommand: 0 when everything was valid (or
converted), 1 when some input was invalid (or rejected), 2 on a usage error,
an input/output error or an internal error (never 1, so that 1 always means
"the input is invalid").
"""

from __future__ import annotations

import argparse
import os
import sys
import traceback
from collections.abc import Callable
from typing import Any

__all__ = [
    "EXIT_INVALID",
    "EXIT_OK",
    "EXIT_USAGE",
    "build_parser",
    "error",
    "input_options",
    "input_paths",
    "main",
]

EXIT_OK = 0
"""Everything was valid."""
EXIT_INVALID = 1
"""Some input was invalid, or some line was rejected."""
EXIT_USAGE = 2
"""A usage error, or an input or output could not be read or written."""

_DESCRIPTION = """\
Validate, convert and count chat logs: JSONL files (one conversation or one
message per line) or JSON documents, in LangChain's stored form
({"type", "data"}), its flat form (model_dump) or OpenAI's chat format.
"""


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


def input_options(parser: argparse.ArgumentParser) -> None:
    """Add the options every reading subcommand shares: format, jobs, progress.

    Args:
        parser: The subcommand's parser.

    Returns:
        None; the options are added to ``parser``.

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

    Raises:
        Nothing: problems are printed and reported as ``None``.

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


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``chatschema`` command, with every subcommand.

    Returns:
        The parser; each subcommand sets ``run`` to the function that runs it.

    Raises:
        Nothing: the parser is built from the subcommand modules.

    Example:
        >>> args = build_parser().parse_args(["validate", "chats.jsonl", "--jobs", "2"])
        >>> args.command, args.paths, args.jobs
        ('validate', ['chats.jsonl'], 2)
    """
    from chatschema import __version__
    from chatschema.cli import convert, schema, stats, validate

    parser = argparse.ArgumentParser(
        prog="chatschema", description=_DESCRIPTION, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--version", action="version", version=f"chatschema {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for module in (validate, convert, stats, schema):
        module.add_parser(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the ``chatschema`` command.

    Args:
        argv: The arguments after the program name; ``sys.argv[1:]`` by default.

    Returns:
        The exit status: :data:`EXIT_OK`, :data:`EXIT_INVALID` or :data:`EXIT_USAGE`.

    Raises:
        Nothing: usage errors, I/O errors, a closed stdout, Ctrl-C and bugs all become an exit status.

    Example:
        >>> main(["schema", "--list"]) == EXIT_OK  # doctest: +ELLIPSIS
        AIMessage
        ...
        True
    """
    parser = build_parser()
    try:
        args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    except SystemExit as stop:  # --help, --version, or a usage error (already printed)
        return stop.code if isinstance(stop.code, int) else EXIT_USAGE
    run: Callable[[Any], int] = args.run
    try:
        return run(args)
    except KeyboardInterrupt:
        print("chatschema: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # the reader went away (| head): stop quietly, and keep Python from complaining at exit
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return EXIT_INVALID
    except Exception:  # a bug: say so, and never exit 1, which means "the input is invalid"
        traceback.print_exc()
        error("internal error (a bug in chatschema; please report it with the traceback above)")
        return EXIT_USAGE


def error(message: str) -> None:
    """Print an error about the command itself (not about an input line) on stderr.

    Args:
        message: What went wrong.

    Returns:
        None.

    Raises:
        Nothing: the message is only printed.

    Example:
        >>> error("cannot read x.jsonl")  # printed on stderr
    """
    print(f"chatschema: error: {message}", file=sys.stderr)
