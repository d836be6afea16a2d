"""``chatschema schema``: print the JSON Schema of a type, or list the types.

The schemas come from the copy shipped inside the package (the bundle
``chatschema_generated/bundle/chatschema.schema.json``, every type under
``$defs``), so the output is exactly what the validators were generated from.
"""

from __future__ import annotations

import argparse
import difflib
import functools
import json
import sys
from importlib import resources
from typing import Any

from chatschema.cli.options import EXIT_OK, EXIT_USAGE, error, subcommand

__all__ = ["add_parser", "bundle", "run", "schema_for", "type_names"]

_HELP = "print the JSON Schema of a type (from the shipped bundle), or list the types"


def add_parser(commands: Any) -> None:
    """Add the ``schema`` subcommand to ``commands``, the main parser's subparsers.

    Example:
        >>> from chatschema.cli.main import build_parser
        >>> build_parser().parse_args(["schema", "AIMessage"]).type
        'AIMessage'
    """
    parser = subcommand(commands, "schema", _HELP, __doc__)
    parser.add_argument(
        "type",
        nargs="?",
        metavar="TYPE",
        help='a type title such as AIMessage, or a list of one, such as "list[SerializedMessage]"; '
        "without it, the titles are listed",
    )
    parser.add_argument("--list", action="store_true", help="list the type titles, one per line")
    parser.add_argument("--bundle", action="store_true", help="print the whole bundle (every type)")
    parser.add_argument("--indent", type=int, default=2, metavar="N", help="indent by N spaces (default 2)")
    parser.set_defaults(run=run)


@functools.lru_cache(maxsize=1)
def bundle() -> dict[str, Any]:
    """The bundled schema document shipped with the package.

    Returns:
        The parsed ``chatschema.schema.json``: every type under ``$defs``.

    Raises:
        OSError: The package was installed without its bundle.

    Example:
        >>> bundle()["$schema"]
        'https://json-schema.org/draft/2020-12/schema'
    """
    ref = resources.files("chatschema_generated") / "bundle" / "chatschema.schema.json"
    document: dict[str, Any] = json.loads(ref.read_bytes())
    return document


def type_names() -> list[str]:
    """The titles of every type in the bundle, sorted.

    Raises:
        OSError: The package was installed without its bundle.

    Example:
        >>> "SerializedMessage" in type_names()
        True
    """
    return sorted(bundle()["$defs"])


def _refs(value: Any, out: list[str]) -> None:
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "$ref" and isinstance(item, str) and item.startswith("#/$defs/"):
                out.append(item[len("#/$defs/") :])
            else:
                _refs(item, out)
    elif isinstance(value, list):
        for item in value:
            _refs(item, out)


def schema_for(title: str) -> dict[str, Any]:
    """A self-contained schema for one type: a ``$ref`` to it, and every definition it needs.

    Args:
        title: A type title, or ``list[Title]`` for an array of them.

    Returns:
        A draft 2020-12 schema document; its ``$defs`` hold the type and
        everything it refers to, so it validates on its own.

    Raises:
        KeyError: ``title`` names no type.

    Example:
        >>> doc = schema_for("list[ToolCall]")
        >>> doc["type"], doc["items"], sorted(doc["$defs"])
        ('array', {'$ref': '#/$defs/ToolCall'}, ['JSONObject', 'ToolCall'])
    """
    defs = bundle()["$defs"]
    name = title.strip()
    many = name.startswith("list[") and name.endswith("]")
    if many:
        name = name[5:-1].strip()
    if name not in defs:
        raise KeyError(name)
    needed: dict[str, Any] = {}
    todo = [name]
    while todo:
        current = todo.pop()
        if current in needed:
            continue
        needed[current] = defs[current]
        _refs(defs[current], todo)
    document: dict[str, Any] = {"$schema": bundle()["$schema"]}
    if many:
        document.update(title=f"list[{name}]", type="array", items={"$ref": f"#/$defs/{name}"})
    else:
        document.update(title=name, **{"$ref": f"#/$defs/{name}"})
    document["$defs"] = {key: needed[key] for key in sorted(needed)}
    return document


def run(args: argparse.Namespace) -> int:
    """Run ``chatschema schema``.

    Args:
        args: The parsed arguments.

    Returns:
        0, or 2 when the type is unknown.

    Raises:
        BrokenPipeError: stdout was closed by its reader; :func:`~chatschema.cli.main.main` ends quietly.

    Example:
        >>> from chatschema.cli.main import main
        >>> main(["schema", "InputTokenDetails", "--indent", "0"])  # doctest: +ELLIPSIS
        {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"InputTokenDetails",...}
        0
    """
    indent = args.indent if args.indent > 0 else None
    separators = None if indent else (",", ":")
    if args.bundle:
        text = json.dumps(bundle(), indent=indent, separators=separators, ensure_ascii=False)
    elif args.type is None or args.list:
        text = "\n".join(type_names())
    else:
        try:
            document = schema_for(args.type)
        except KeyError as missing:
            close = difflib.get_close_matches(str(missing.args[0]), type_names(), n=3)
            hint = (
                f"; did you mean {', '.join(close)}?" if close else "; `chatschema schema --list` lists them"
            )
            error(f"unknown type {args.type!r}{hint}")
            return EXIT_USAGE
        text = json.dumps(document, indent=indent, separators=separators, ensure_ascii=False)
    sys.stdout.write(text + "\n")
    return EXIT_OK
