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
from collections.abc import Callable
from importlib import resources
from typing import Any

from chatschema.cli._options import EXIT_OK, EXIT_USAGE, error, subcommand

__all__ = [
    "add_parser",
    "bundle",
    "needed_types",
    "openapi_components",
    "openapi_schema",
    "run",
    "schema_for",
    "type_names",
]

_HELP = "print the JSON Schema of a type (from the shipped bundle), or list the types"


def add_parser(commands: Any) -> None:
    """Add the ``schema`` subcommand to ``commands``, the main parser's subparsers.

    Example:
        >>> from chatschema.cli._main import build_parser
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
    parser.add_argument(
        "--openapi",
        action="store_true",
        help="print OpenAPI 3.1 components/schemas: every type, or TYPE and the types it refers to",
    )
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
    name = title.strip()
    many = name.startswith("list[") and name.endswith("]")
    if many:
        name = name[5:-1].strip()
    defs = bundle()["$defs"]
    needed = needed_types(name)
    document: dict[str, Any] = {"$schema": bundle()["$schema"]}
    if many:
        document.update(title=f"list[{name}]", type="array", items={"$ref": f"#/$defs/{name}"})
    else:
        document.update(title=name, **{"$ref": f"#/$defs/{name}"})
    document["$defs"] = {key: defs[key] for key in needed}
    return document


def needed_types(title: str) -> list[str]:
    """The titles a type needs to be checked: itself and every type it refers to, at any depth.

    Args:
        title: A type title.

    Returns:
        The titles, sorted.

    Raises:
        KeyError: ``title`` names no type.

    Example:
        >>> needed_types("ToolCall")
        ['JSONObject', 'ToolCall']
    """
    defs = bundle()["$defs"]
    if title not in defs:
        raise KeyError(title)
    needed: set[str] = set()
    todo = [title]
    while todo:
        current = todo.pop()
        if current not in needed:
            needed.add(current)
            _refs(defs[current], todo)
    return sorted(needed)


def openapi_schema(title: str, ref: Callable[[str], str]) -> dict[str, Any]:
    """One type of the bundle as an OpenAPI 3.1 schema object, its references written by ``ref``.

    OpenAPI 3.1 schema objects are JSON Schema 2020-12, so the bundle's
    definition is kept as it is, but for three things OpenAPI tools need:
    every ``#/$defs/<Title>`` reference becomes ``ref(Title)``, each
    ``discriminator`` gets the ``mapping`` from type tag to reference (without
    it, OpenAPI reads a tag value as the name of a component), and a key that
    a dispatch (``allOf`` of if/then) requires without listing it under
    ``properties`` is listed there as any value (its members say what it
    holds; OpenAPI validators refuse a required key they cannot see).

    Args:
        title: A type title.
        ref: Where the schema of a title is, such as
            ``lambda t: f"#/components/schemas/{t}"``.

    Returns:
        A new schema object (the bundle is not changed).

    Raises:
        KeyError: ``title`` names no type.

    Example:
        >>> schema = openapi_schema("ContentBlock", lambda t: f"#/components/schemas/{t}")
        >>> schema["discriminator"]["mapping"]["image"]
        '#/components/schemas/ImageContentBlock'
    """
    defs = bundle()["$defs"]
    schema: dict[str, Any] = _rewritten(defs[title], defs, ref)
    unlisted = [key for key in schema.get("required", ()) if key not in schema.get("properties", {})]
    if unlisted and "allOf" in schema:
        schema["properties"] = {**schema.get("properties", {}), **{key: {} for key in unlisted}}
    return schema


def _rewritten(value: Any, defs: dict[str, Any], ref: Callable[[str], str]) -> Any:
    if isinstance(value, list):
        return [_rewritten(item, defs, ref) for item in value]
    if not isinstance(value, dict):
        return value
    out: dict[str, Any] = {}
    for key, item in value.items():
        if key == "$ref" and isinstance(item, str) and item.startswith("#/$defs/"):
            out[key] = ref(item[len("#/$defs/") :])
        else:
            out[key] = _rewritten(item, defs, ref)
    discriminator = value.get("discriminator")
    if isinstance(discriminator, dict) and "mapping" not in discriminator:
        tag = discriminator["propertyName"]
        mapping: dict[str, str] = {}
        for member in value.get("oneOf", ()):
            name = member["$ref"][len("#/$defs/") :]
            mapping[defs[name]["properties"][tag]["const"]] = ref(name)
        out["discriminator"] = {**discriminator, "mapping": mapping}
    return out


def openapi_components(title: str | None = None) -> dict[str, Any]:
    """The bundle as OpenAPI 3.1 ``components``: every type as a schema under ``components/schemas``.

    Args:
        title: Only this type and the types it refers to; every type when None.

    Returns:
        ``{"components": {"schemas": {title: schema object}}}``, each
        ``$ref`` to ``#/components/schemas/<Title>`` (see :func:`openapi_schema`).

    Raises:
        KeyError: ``title`` names no type.

    Example:
        >>> schemas = openapi_components("ToolCall")["components"]["schemas"]
        >>> sorted(schemas), schemas["ToolCall"]["properties"]["args"]["$ref"]
        (['JSONObject', 'ToolCall'], '#/components/schemas/JSONObject')
    """
    titles = type_names() if title is None else needed_types(title)
    return {"components": {"schemas": {name: openapi_schema(name, _component_ref) for name in titles}}}


def _component_ref(title: str) -> str:
    return f"#/components/schemas/{title}"


def run(args: argparse.Namespace) -> int:
    """Run ``chatschema schema``.

    Args:
        args: The parsed arguments.

    Returns:
        0, or 2 when the type is unknown.

    Raises:
        BrokenPipeError: stdout was closed by its reader; :func:`~chatschema.cli._main.main` ends quietly.

    Example:
        >>> from chatschema.cli._main import main
        >>> main(["schema", "InputTokenDetails", "--indent", "0"])  # doctest: +ELLIPSIS
        {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"InputTokenDetails",...}
        0
    """
    indent = args.indent if args.indent > 0 else None
    separators = None if indent else (",", ":")
    if args.bundle:
        text = json.dumps(bundle(), indent=indent, separators=separators, ensure_ascii=False)
    elif args.openapi and not args.list:
        try:
            document = openapi_components(args.type)
        except KeyError as missing:
            return _unknown(str(missing.args[0]))
        text = json.dumps(document, indent=indent, separators=separators, ensure_ascii=False)
    elif args.type is None or args.list:
        text = "\n".join(type_names())
    else:
        try:
            document = schema_for(args.type)
        except KeyError:
            return _unknown(args.type)
        text = json.dumps(document, indent=indent, separators=separators, ensure_ascii=False)
    sys.stdout.write(text + "\n")
    return EXIT_OK


def _unknown(title: str) -> int:
    close = difflib.get_close_matches(title, type_names(), n=3)
    hint = f"; did you mean {', '.join(close)}?" if close else "; `chatschema schema --list` lists them"
    error(f"unknown type {title!r}{hint}")
    return EXIT_USAGE
