"""Writes ``tags.py``: the type tags that every tagged union and tag dispatch of the schemas accepts.

Handwritten code that dispatches on a ``type`` tag (which blocks are standard,
which carry data, which annotations are standard) reads its tag sets from the
generated module instead of keeping its own lists, so a new member of a union
reaches it through ``make generate`` alone.

For every union (a ``oneOf`` of ``$ref`` with a ``discriminator``) and every
dispatch (an ``allOf`` of ``if``/``then`` on the tag) titled ``T``, with ``T``
spelt as a constant (``ContentBlock`` -> ``CONTENT_BLOCK``):

* ``T_BY_TAG: dict[str, str]``: each tag and the title of the type it names,
  in schema order;
* ``T_TAGS: frozenset[str]``: the same tags as a set;
* ``T_BY_PREFIX: dict[str, str]``, for a dispatch with arms on a tag prefix (a ``pattern``
  ``^tool-``): each prefix and the title of the type it names.

A dispatch keyed by an array of strings (LangChain's class paths, ``id``) gets instead:

* ``T_BY_PATH: dict[tuple[str, ...], str]``: each array, as a tuple, and the title of the
  type it names, in schema order.

``BY_TAG`` holds every ``T_BY_TAG`` table under its title ``T``; ``BY_PATH`` every ``T_BY_PATH``.

The conventions are checked here, so a schema that breaks them fails
generation with a message naming the type: every union member has a ``const``
tag, no tag appears twice in one union, and a dispatch arm's tag (or array) is
one the type it points at allows.
"""

from __future__ import annotations

import re

from schema_model import Def, SchemaSet, string_arrays


def constant(title: str) -> str:
    """``ContentBlock`` -> ``CONTENT_BLOCK``; ``AIMessage`` -> ``AI_MESSAGE``."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", title).upper()


def _member_tag(owner: Def, member: Def, prop: str, model: SchemaSet | None = None) -> str:
    tag = member.properties.get(prop, {}).get("const")
    if tag is None and model is not None and "oneOf" in member.schema:
        # a union of its own (told apart by another property) whose members all share the tag
        tags = {_member_tag(owner, model.resolve(b["$ref"]), prop) for b in member.schema["oneOf"]}
        tag = tags.pop() if len(tags) == 1 else None
    if not isinstance(tag, str):
        raise SystemExit(
            f"{owner.family}.json#/$defs/{owner.name}: member {member.name} has no string "
            f'"const" for its tag property "{prop}"; codegen/tags.py needs one per member'
        )
    return tag


def _add(owner: Def, table: dict[str, str], tag: str, title: str) -> None:
    if tag in table:
        raise SystemExit(
            f"{owner.family}.json#/$defs/{owner.name}: tag {tag!r} names both {table[tag]} and {title}"
        )
    table[tag] = title


def tag_tables(model: SchemaSet) -> dict[str, dict[str, str]]:
    """Each union and dispatch title -> {tag: member title}, in schema order; titles sorted."""
    out: dict[str, dict[str, str]] = {}
    for name in sorted(model.defs):
        d = model.defs[name]
        s = d.schema
        table: dict[str, str] = {}
        if "oneOf" in s and "discriminator" in s:
            prop = s["discriminator"]["propertyName"]
            for branch in s["oneOf"]:
                member = model.resolve(branch["$ref"])
                _add(d, table, _member_tag(d, member, prop), member.name)
        elif "allOf" in s and all("if" in p for p in s["allOf"]):
            if any(kind == "array" for _, kind, _, _ in model.arms(d)):
                continue  # path_tables
            for prop, kind, tag, target in model.arms(d):
                if kind == "prefix":
                    continue  # prefix_tables
                own = _member_tag(d, target, prop, model)
                if own != tag:
                    raise SystemExit(
                        f"{d.family}.json#/$defs/{name}: the arm for {tag!r} points at "
                        f"{target.name}, whose tag is {own!r}"
                    )
                _add(d, table, tag, target.name)
        else:
            continue
        out[name] = table
    names = [constant(name) for name in out]
    if len(set(names)) != len(names):
        raise SystemExit(f"codegen/tags.py: two union titles give the same constant name: {sorted(names)}")
    return out


def prefix_tables(model: SchemaSet) -> dict[str, dict[str, str]]:
    """Each dispatch title with prefix arms -> {prefix: member title}, in schema order."""
    out: dict[str, dict[str, str]] = {}
    for name in sorted(model.defs):
        d = model.defs[name]
        if "allOf" in d.schema and all("if" in p for p in d.schema["allOf"]):
            table: dict[str, str] = {}
            for _, kind, prefix, target in model.arms(d):
                if kind == "prefix":
                    _add(d, table, prefix, target.name)
            if table:
                out[name] = table
    return out


def path_tables(model: SchemaSet) -> dict[str, dict[tuple[str, ...], str]]:
    """Each dispatch title keyed by arrays of strings -> {array: member title}, in schema order."""
    out: dict[str, dict[tuple[str, ...], str]] = {}
    for name in sorted(model.defs):
        d = model.defs[name]
        if not ("allOf" in d.schema and all("if" in p for p in d.schema["allOf"])):
            continue
        table: dict[tuple[str, ...], str] = {}
        for prop, kind, path, target in model.arms(d):
            if kind != "array":
                continue
            own = string_arrays(target.properties.get(prop, {})) or []
            if path not in own:
                raise SystemExit(
                    f"{d.family}.json#/$defs/{name}: the arm for {list(path)!r} points at {target.name}, "
                    f'whose "{prop}" does not allow it'
                )
            if path in table:
                raise SystemExit(
                    f"{d.family}.json#/$defs/{name}: {list(path)!r} names both {table[path]} and {target.name}"
                )
            table[path] = target.name
        if table:
            out[name] = table
    return out


def render_tags(model: SchemaSet) -> str:
    tables = tag_tables(model)
    prefixes = prefix_tables(model)
    paths = path_tables(model)
    lines = [
        '"""The type tags of every tagged union and tag dispatch in the schemas, and the type each names.',
        "",
        "For each union or dispatch ``T`` (its title as a constant, such as ``CONTENT_BLOCK``):",
        "``T_BY_TAG`` maps each tag to the title of the type it names, in schema order, and",
        "``T_TAGS`` is the set of those tags. ``BY_TAG`` holds every table under its title.",
        "For each dispatch ``T`` keyed by an array of strings (a class path), ``T_BY_PATH`` maps each",
        "array, as a tuple, to the title of the type it names; ``BY_PATH`` holds every such table.",
        '"""',
        "",
        "from __future__ import annotations",
        "",
    ]
    for name, by_path in paths.items():
        const = constant(name)
        lines += [
            "",
            f"{const}_BY_PATH: dict[tuple[str, ...], str] = {{",
            *(f"    {path!r}: {title!r}," for path, title in by_path.items()),
            "}",
            f'"""Each array of {name}\'s dispatch (a class path, as a tuple) and the title of the type it names."""',
        ]
    for name, table in tables.items():
        const = constant(name)
        summary = " ".join(model.defs[name].schema["description"].split())
        summary = summary.replace("\\", "\\\\").replace('"', '\\"')
        lines += [
            "",
            f"{const}_BY_TAG: dict[str, str] = {{",
            *(f"    {tag!r}: {title!r}," for tag, title in table.items()),
            "}",
            f'"""Each tag of {name} and the title of the type it names. {name}: {summary}"""',
            "",
            f"{const}_TAGS: frozenset[str] = frozenset({const}_BY_TAG)",
            f'"""The type tags {name} accepts."""',
        ]
        if name in prefixes:
            lines += [
                "",
                f"{const}_BY_PREFIX: dict[str, str] = {{",
                *(f"    {prefix!r}: {title!r}," for prefix, title in prefixes[name].items()),
                "}",
                f'"""Each tag prefix of {name} (a tag that starts with it) and the title of the type it names."""',
            ]
    lines += [
        "",
        "BY_TAG: dict[str, dict[str, str]] = {",
        *(f"    {name!r}: {constant(name)}_BY_TAG," for name in tables),
        "}",
        '"""Every table above under its union or dispatch title."""',
        "",
        "BY_PATH: dict[str, dict[tuple[str, ...], str]] = {",
        *(f"    {name!r}: {constant(name)}_BY_PATH," for name in paths),
        "}",
        '"""Every ``_BY_PATH`` table above under its dispatch title."""',
    ]
    return "\n".join(lines) + "\n"
