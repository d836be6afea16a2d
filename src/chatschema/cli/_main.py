"""The ``chatschema`` command: argument parsing and dispatch to the subcommands.

The exit statuses are in :mod:`chatschema.cli._options`.
"""

from __future__ import annotations

import argparse
import os
import sys
import traceback
from collections.abc import Callable
from typing import Any

import chatschema.cli._convert as convert
import chatschema.cli._schema as schema
import chatschema.cli._stats as stats
import chatschema.cli._validate as validate
from chatschema._version import __version__
from chatschema.cli._options import EXIT_INVALID, EXIT_USAGE, error

__all__ = ["build_parser", "main"]

_DESCRIPTION = """\
Validate, convert and count chat logs: JSONL files (one conversation or one
message per line) or JSON documents, in LangChain's stored form
({"type", "data"}), its flat form (model_dump) or OpenAI's chat format.
"""


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``chatschema`` command, with every subcommand.

    Returns:
        The parser; each subcommand sets ``run`` to the function that runs it.

    Example:
        >>> args = build_parser().parse_args(["validate", "chats.jsonl", "--jobs", "2"])
        >>> args.command, args.paths, args.jobs
        ('validate', ['chats.jsonl'], 2)
    """
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
        The exit status: 0 (``EXIT_OK``), 1 (``EXIT_INVALID``) or 2 (``EXIT_USAGE``); usage errors, I/O
        errors, a closed stdout, Ctrl-C and bugs all become one, never an exception.

    Example:
        >>> main(["schema", "--list"]) == 0  # doctest: +ELLIPSIS
        AGUIActivityDeltaEvent
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
