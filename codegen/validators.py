"""Writes the Python checks that msgspec cannot express, from the schemas.

msgspec decodes messages into Structs and checks every field it holds
directly. What it cannot express is written here as plain functions:

* objects held as plain JSON inside messages (tool calls, usage, content
  parts), which are checked against their generated Structs with
  ``msgspec.convert`` so that unknown keys are kept in the data;
* dispatch on a type tag to the matching block schema (if/then);
* "at least one of these keys" rules (anyOf of required sets);
* lists of such values.

Every check takes the value and the JSON path of the value, and raises
``SchemaViolation(message, path)`` at the deepest failing value.

Checks first run a fast test, ``ok_<Type>(value)``: plain Python with no
path strings and no msgspec call, True only when the value is valid (it may
say False for a valid value of an unusual shape). Only when it says False
does the check walk the value again, building paths, to find the error.
Lists of messages have ``all_ok_<Type>(values)``, one loop with the tests of
every message type written inline and chosen by the type tag.
"""

from __future__ import annotations

import re
from typing import Any

from schema_model import Def, SchemaSet, string_arrays

_NOTES = frozenset(("title", "description", "default", "$comment", "examples"))
"""Schema keys that say nothing about which values are valid."""

STORAGE = '''\
"""Plain JSON types that message fields hold, as LangChain holds them."""

from typing import Any, TypeAlias

JSONObject: TypeAlias = dict[str, Any]
"""A JSON object: string keys, values of any JSON type."""

JSONObjectList: TypeAlias = list[dict[str, Any]]
"""A list of JSON objects."""

OptionalJSONObject: TypeAlias = dict[str, Any] | None
"""A JSON object, or null."""

ContentValue: TypeAlias = str | dict[str, Any]
"""One item of a content list: a string or a JSON object."""

ContentList: TypeAlias = str | list[str | dict[str, Any]]
"""Message content held as plain JSON: a string, or a list of strings and JSON objects."""

TokenCounts: TypeAlias = dict[str, int]
"""A map from token kind to a count."""
'''

PRELUDE = '''\
"""Checks generated from the schemas for what msgspec cannot express."""

from __future__ import annotations

import re
from typing import Any

import msgspec

from . import {modules}


class SchemaViolation(Exception):
    """A value broke a schema rule; ``path`` is the JSON path of the value."""

    def __init__(self, message: str, path: str) -> None:
        super().__init__(message)
        self.message = message
        self.path = path


def join_path(base: str, inner: str) -> str:
    """Join a base path such as ``$.content[1]`` and a msgspec path such as ``$.url``."""
    return base + inner[1:]


_PLAIN_KEY = re.compile("^[a-zA-Z][a-zA-Z0-9_]*$")


def key_path(base: str, key: object) -> str:
    """The path of ``key`` inside the object at ``base``: ``$.a.b``, or ``$.a['b c']``."""
    text = str(key)
    if _PLAIN_KEY.match(text):
        return f"{{base}}.{{text}}"
    escaped = text.replace("\\\\", "\\\\\\\\").replace("'", "\\\\'")
    return f"{{base}}['{{escaped}}']"


_PYTHON_NAMES = {{"NoneType": "null", "list": "array", "dict": "object"}}


def _json_names(text: str) -> str:
    """msgspec's ``Expected `str`, got `NoneType``` (its words for a bad type tag of a converted
    value) in the JSON names its other errors use: ``got `null```."""
    head, sep, rest = text.partition(", got `")
    name, tick, tail = rest.partition("`")
    if not (sep and tick and head.startswith("Expected `") and name in _PYTHON_NAMES):
        return text
    return f"{{head}}, got `{{_PYTHON_NAMES[name]}}`{{tail}}"


def from_msgspec(error: msgspec.ValidationError, base: str) -> SchemaViolation:
    """Turn msgspec's ``message - at `$.x``` text into a SchemaViolation.

    A bad object key reads ``message - at `key` in `$.x```: the path is the
    object's, and the message says that a key is at fault.
    """
    text = _json_names(str(error))
    message, sep, where = text.rpartition(" - at `")
    if not sep:
        return SchemaViolation(text, base)
    if where.startswith("key` in `"):
        where = where[len("key` in `"):]
        message = f"{{message}} (an object key)"
    return SchemaViolation(message, join_path(base, where.rstrip("`")))


def _convert(value: Any, typ: Any, path: str) -> None:
    try:
        msgspec.convert(value, typ)
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None


_JSON_NAMES = {{dict: "object", list: "array", str: "str", int: "int", float: "float", bool: "bool"}}


def json_type_name(value: Any) -> str:
    """The JSON name of a value's type, as msgspec's errors say it (``got `null```).

    ``null``, ``object``, ``array``, ``str``, ``int``, ``float`` or ``bool`` for the
    JSON types (exact types only: a tuple is not an ``array`` here), else the
    Python type's name.
    """
    if value is None:
        return "null"
    return _JSON_NAMES.get(type(value), type(value).__name__)


def _object(value: Any, path: str) -> dict[str, Any]:
    if type(value) is not dict:
        raise SchemaViolation(f"Expected `object`, got `{{json_type_name(value)}}`", path)
    return value


def _plain_keys(value: dict[Any, Any]) -> bool:
    """True when every key of ``value`` is a str of ASCII characters alone."""
    for key in value:
        if type(key) is not str or not key.isascii():
            return False
    return True


class _ByClass(dict):  # type: ignore[type-arg]
    """What a table by type tag holds for a Struct class, found once per class.

    ``__struct_config__`` builds a new object on every read; ``type(value)``
    and a dict lookup cost far less.
    """

    def __init__(self, by_tag: dict[Any, Any], default: Any) -> None:
        super().__init__()
        self.by_tag = by_tag
        self.default = default

    def __missing__(self, cls: Any) -> Any:
        config = getattr(cls, "__struct_config__", None)
        found = self.by_tag.get(getattr(config, "tag", None), self.default)
        if len(self) >= 1024:  # bounded, however many classes come and go
            self.clear()
        self[cls] = found
        return found


def _array_key(value: Any) -> tuple[str, ...] | None:
    """The key of a dispatch on an array of strings (a class path): the tuple; None for any other value."""
    if type(value) is list and all(type(item) is str for item in value):
        return tuple(value)
    return None


def _never(value: Any) -> bool:
    """The fast test of a type that has none: the check always runs."""
    return False
'''


def _py(name: str) -> str:
    return f"check_{name}"


class Writer:
    def __init__(self, model: SchemaSet) -> None:
        self.m = model
        self.out: list[str] = []
        self.late: list[str] = []
        self.consts: dict[str, str] = {}
        self.ok_cache: dict[str, list[str] | None] = {}
        self.helds: set[str] = set()
        """The Structs a dispatch checks as JSON objects whose ``_held_`` check is written already."""
        self.one_pass: set[str] = set()
        """Dispatches keyed by an array of strings whose one-pass type (codegen/one_pass.py) is their fast test."""
        self.names = 0

    # which defs are plain JSON with a generated Struct to convert against
    def json_struct(self, d: Def) -> bool:
        s = d.schema
        return (
            s.get("type") == "object"
            and "properties" in s
            and not d.closed
            and d.name not in self.m.json_aliases
        )

    def is_union(self, d: Def) -> bool:
        return "oneOf" in d.schema

    def tag_of(self, union: Def, member: Def) -> Any:
        """The tag value that picks ``member`` of ``union`` (its discriminator, ``type`` by default)."""
        prop = union.schema.get("discriminator", {}).get("propertyName", "type")
        return member.properties[prop]["const"]

    def nested_targets(self, d: Def, access: str) -> list[tuple[str, str, str, Def]]:
        """The properties of ``d`` that need more than msgspec did, and what checks them.

        ``access`` is "attr" for Structs (msgspec checked nothing inside plain
        JSON fields) or "key" for plain objects already converted (msgspec
        checked nested Structs, but not aliases or their extra rules). Each
        entry is ``(property, shape, kind, target)``: shape "one", "optional"
        or "list"; kind "check" (the target's check) or "extra" (its extra
        rules alone, ``_extra_<target>``).
        """
        out: list[tuple[str, str, str, Def]] = []
        for prop, ps in d.properties.items():
            target = self.m.ref_target(ps)
            if target is None:
                continue
            shape, td = target
            if access == "attr":
                if not (
                    td.closed  # a Struct inside a Struct: check its own fields
                    or self.json_struct(td)
                    or td.name in self.m.json_aliases
                    or self.is_union(td)
                    or "anyOf" in td.schema
                ):
                    continue
                kind = "check"
            elif td.name in self.m.json_aliases:
                kind = "check"
            elif self.json_struct(td) and self.has_extra(td):
                kind = "extra"
            else:
                continue
            out.append((prop, shape, kind, td))
        return out

    def constraint_calls(self, d: Def) -> list[str]:
        """Lines that check the constraints of a Struct's fields (:meth:`constraints`)."""
        lines: list[str] = []
        for prop, kind, value in self.constraints(d):
            message = self.constraint_message(kind, value)
            lines.append(f"    item = value.{prop}")
            if kind == "paths":
                lines.append(
                    f"    if type(item) is list and tuple(item) not in {self.paths_const(d, prop, value)}:"
                )
                lines.append(f'        raise SchemaViolation(f"{message} {{item!r}}", path + {"." + prop!r})')
                continue
            lines.append(f"    if {self.breaks(kind, value, 'item')}:")
            lines.append(f"        raise SchemaViolation({message!r}, path + {'.' + prop!r})")
        return lines

    def nested_calls(self, d: Def, access: str) -> list[str]:
        """Lines that check the properties of ``d`` that need more than msgspec did (see nested_targets)."""
        lines: list[str] = []
        for prop, shape, kind, td in self.nested_targets(d, access):
            fn = _py(td.name) if kind == "check" else f"_extra_{td.name}"
            get = f"value.{prop}" if access == "attr" else f"value.get({prop!r})"
            sub = f'path + ".{prop}"'
            if shape == "list":
                lines += [
                    f"    items = {get}",
                    "    if type(items) is list:",
                    "        for i, item in enumerate(items):",
                    f'            {fn}(item, f"{{path}}.{prop}[{{i}}]")',
                ]
            else:
                # a Struct field that is neither required nor defaulted is UNSET when absent
                optional = prop not in d.schema.get("required", []) and "default" not in d.properties[prop]
                unset = access == "attr" and optional
                lines += [
                    f"    item = {get}",
                    "    if item is not None and item is not msgspec.UNSET:"
                    if unset
                    else "    if item is not None:",
                    f"        {fn}(item, {sub})",
                ]
        return lines

    # -- fast tests ---------------------------------------------------------
    # ``ok_<Type>(value)`` is True only when ``check_<Type>(value, path)``
    # would pass. It may say False for a valid value (then the check runs and
    # passes), never True for an invalid one. Anything the writer does not
    # understand makes the test None (no fast test) or False.

    def const(self, values: tuple[type, ...]) -> str:
        """A module constant holding a frozenset of types, written once."""
        name = "_" + "_".join(t.__name__.upper() for t in values)
        names = ", ".join("type(None)" if t is type(None) else t.__name__ for t in values)
        self.consts[name] = f"{name} = frozenset(({names},))"
        return name

    def simple_type(self, ps: dict[str, Any]) -> type | None:
        """The Python type a plain ``{"type": ...}`` schema allows, or None."""
        simple: dict[str, type] = {"string": str, "integer": int, "boolean": bool, "null": type(None)}
        if set(ps) - _NOTES == {"type"} and ps["type"] in simple:
            return simple[ps["type"]]
        return None

    def type_test(self, ps: dict[str, Any], x: str, calls: bool = True) -> str | None:
        """A Python expression true only when ``x`` matches ``ps``, or None when none is written.

        With ``calls`` False, no test that calls the test of another type is written.
        """
        keys = set(ps) - _NOTES
        if not keys:
            return "True"
        # const and enum: only str values, compared only with a str (no foreign __eq__ runs)
        if "const" in ps:
            if keys != {"const"} or type(ps["const"]) is not str:
                return None
            return f"(type({x}) is str and {x} == {ps['const']!r})"
        if "enum" in ps:
            if keys != {"enum"} or not all(type(e) is str for e in ps["enum"]):
                return None
            return f"(type({x}) is str and {x} in {tuple(ps['enum'])!r})"
        if "anyOf" in ps:
            if keys != {"anyOf"}:
                return None
            kinds = [self.simple_type(b) for b in ps["anyOf"]]
            if all(k is not None for k in kinds):
                if kinds == [str, type(None)]:
                    return f"(type({x}) is str or {x} is None)"
                return f"type({x}) in {self.const(tuple(kinds))}"  # type: ignore[arg-type]
            parts = [self.type_test(b, x, calls) for b in ps["anyOf"]]
            return None if None in parts else "(" + " or ".join(parts) + ")"  # type: ignore[arg-type]
        if "$ref" in ps:
            if keys != {"$ref"}:
                return None
            target = self.m.resolve(ps["$ref"])
            t = target.schema
            if t.get("type") == "object" and "properties" not in t and t.get("additionalProperties") == {}:
                return f"type({x}) is dict"
            if t.get("type") == "object" and t.get("additionalProperties") == {"type": "integer"}:
                return f"(type({x}) is dict and all(type(c) is int for c in {x}.values()))"
            if calls and self.has_ok(target):
                return f"ok_{target.name}({x})"
            return None
        if ps.get("type") == "array":
            items = ps.get("items", {})
            if not calls or keys != {"type", "items"} or set(items) - _NOTES != {"$ref"}:
                return None
            target = self.m.resolve(items["$ref"])
            if not self.has_ok(target):
                return None
            return f"(type({x}) is list and all(map(ok_{target.name}, {x})))"
        kind = self.simple_type(ps)
        if kind is None:
            return None
        return f"{x} is None" if kind is type(None) else f"type({x}) is {kind.__name__}"

    def fast_test(self, d: Def, x: str = "value", in_try: bool = False) -> str | None:
        """One expression that accepts the common well-formed case of a plain JSON object, or None.

        With ``in_try``, the expression assumes ``x`` is a dict and reads required
        keys without testing for them first: the caller catches the KeyError.
        """
        s = d.schema
        if set(s) - _NOTES - {"type", "properties", "required", "allOf", "additionalProperties"}:
            return None
        if s.get("additionalProperties", {}) not in ({}, True):
            return None
        parts = [] if in_try else [f"type({x}) is dict"]
        required = set(s.get("required", []))
        if required - set(d.properties):
            return None
        for prop, ps in d.properties.items():
            test = self.type_test(ps, f"{x}[{prop!r}]")
            if test is None:
                return None
            if prop in required:
                if test == "True":
                    parts.append(f"{prop!r} in {x}")
                else:
                    parts.append(test if in_try else f"({prop!r} in {x} and {test})")
            elif test != "True":
                parts.append(f"({prop!r} not in {x} or {test})")
        for part in s.get("allOf", []):
            if set(part) - _NOTES != {"$ref"}:
                return None
            rule = self.m.resolve(part["$ref"])
            cond = self.required_sets(rule, x)
            if cond is not None:
                parts.append(f"({cond})")  # written out: the object test is done already
            elif self.has_ok(rule):
                parts.append(f"ok_{rule.name}({x})")
            else:
                return None
        if not self.simple(d):
            known = f"_KEYS_{d.name}"
            self.consts[known] = f"{known} = frozenset({tuple(d.properties)!r})"
            parts.append(f"({x}.keys() <= {known} or _plain_keys({x}))")
        return " and ".join(parts)

    def reads_required(self, d: Def) -> bool:
        """Whether the test of a plain JSON object reads the value of a required key."""
        required = d.schema.get("required", [])
        return any(self.type_test(d.properties.get(p, {}), "x") != "True" for p in required)

    def simple(self, d: Def) -> bool:
        """Whether a plain JSON object's test reads only its own values, calling no other test.

        The check of any other object converts it with msgspec, which fails on
        a key holding a lone surrogate and sends the payload to the slower
        reading that handles those (see chatschema.validation); so the fast
        test of such an object passes only keys that are plain ASCII strings.
        """
        if d.schema.get("allOf") or "oneOf" in d.schema:
            return False
        return all(self.type_test(ps, "x", calls=False) is not None for ps in d.properties.values())

    def alias_test(self, d: Def, x: str) -> str | None:
        """The test of a string-or-object alias such as ContentItem written out, or None.

        As its check does, it reads the string branch and the first reference only.
        """
        s = d.schema
        if set(s) - _NOTES != {"anyOf"} or any(b.get("type") == "array" for b in s["anyOf"]):
            return None
        parts = []
        if any(b.get("type") == "string" for b in s["anyOf"]):
            parts.append(f"type({x}) is str")
        for r in (b for b in s["anyOf"] if "$ref" in b):
            target = self.m.resolve(r["$ref"])
            parts.append(f"ok_{target.name}({x})" if self.has_ok(target) else "False")
            break
        return " or ".join(parts) if parts else None

    def is_dispatch(self, d: Def) -> bool:
        """An object matched to a schema by its type tag (allOf of if/then)."""
        s = d.schema
        return "allOf" in s and all("if" in p for p in s["allOf"])

    def keyed_by_array(self, d: Def) -> bool:
        """A dispatch whose arms are keyed by arrays of strings (a class path), looked up by tuple."""
        return self.is_dispatch(d) and any(kind == "array" for _, kind, _, _ in self.m.arms(d))

    def extended(self, d: Def) -> bool:
        """A dispatch that refuses unknown tags, has prefix arms or points at Structs: written
        with the tables of :meth:`dispatch_tables` (the others keep their simpler form)."""
        return self.m.closed_dispatch(d) or any(
            kind == "prefix" or self.held_struct(target) for _, kind, _, target in self.m.arms(d)
        )

    def held_struct(self, d: Def) -> bool:
        """A Struct, or a union of Structs, that a dispatch meets as a plain JSON object."""
        return d.closed or (
            self.is_union(d) and all(self.m.resolve(b["$ref"]).closed for b in d.schema["oneOf"])
        )

    def arm_check(self, target: Def) -> str:
        """What checks a JSON object an arm sends to ``target``."""
        return f"_held_{target.name}" if self.held_struct(target) else _py(target.name)

    def arm_test(self, target: Def) -> str:
        """The fast test for an arm: Structs are met as JSON objects, so their checks always run."""
        if self.held_struct(target) or not self.has_ok(target):
            return "_never"
        return f"ok_{target.name}"

    def dispatched_alias(self, d: Def) -> tuple[bool, Def] | None:
        """For an alias such as ContentItem (a string, or an object dispatched on its
        tag): whether strings pass, and the dispatching type; None for any other type."""
        s = d.schema
        if set(s) - _NOTES != {"anyOf"}:
            return None
        kinds = [b.get("type") for b in s["anyOf"] if "$ref" not in b]
        refs = [self.m.resolve(b["$ref"]) for b in s["anyOf"] if "$ref" in b]
        if set(kinds) - {"string"} or len(refs) != 1 or not self.is_dispatch(refs[0]):
            return None
        return "string" in kinds, refs[0]

    def required_sets(self, d: Def, x: str) -> str | None:
        """The condition of an "at least one of these key sets" rule, or None for any other type."""
        s = d.schema
        if "anyOf" not in s or not all(set(b) == {"required"} for b in s["anyOf"]):
            return None
        sets = [b["required"] for b in s["anyOf"]]
        return " or ".join("(" + " and ".join(f"{k!r} in {x}" for k in r) + ")" for r in sets)

    def has_ok(self, d: Def) -> bool:
        """Whether ``ok_<name>`` is written for ``d`` (its body is worked out once and kept)."""
        if d.name in self.ok_cache:
            return self.ok_cache[d.name] is not None
        self.ok_cache[d.name] = []  # while being worked out: recursive types call their own test
        names = self.names
        body = self.ok_body(d)
        self.names = names
        self.ok_cache[d.name] = body
        return body is not None

    def fresh(self) -> str:
        """A new local variable name for the function being written."""
        self.names += 1
        return f"v{self.names}"

    def constraints(self, d: Def) -> list[tuple[str, str, Any]]:
        """The rules of a Struct's own fields that msgspec does not check, as the schema writes them:
        ``(property, "prefix", text)`` for a string ``pattern`` ``^text``, ``(property, "min", n)``
        for an array's ``minItems``, ``(property, "max", n)`` for its ``maxItems``, ``(property,
        "maxlen", n)`` for a string's ``maxLength``, ``(property, "paths", arrays)`` for a ``const`` or ``enum`` of
        arrays of strings (a class path; the Struct holds ``list[str]``), ``arrays`` a tuple of tuples."""
        out: list[tuple[str, str, Any]] = []
        for prop, ps in d.properties.items():
            paths = string_arrays(ps)
            if paths is not None:
                out.append((prop, "paths", tuple(paths)))
            if "pattern" in ps:
                if not re.fullmatch(r"\^[A-Za-z0-9_-]+", ps["pattern"]):
                    raise SystemExit(f"codegen: {d.name}.{prop}: only patterns ^<prefix> are supported")
                out.append((prop, "prefix", ps["pattern"][1:]))
            if "minItems" in ps and "prefixItems" not in ps:  # msgspec checks a tuple's length itself
                out.append((prop, "min", ps["minItems"]))
            if "maxItems" in ps and "prefixItems" not in ps:
                out.append((prop, "max", ps["maxItems"]))
            if "maxLength" in ps:
                out.append((prop, "maxlen", ps["maxLength"]))
        return out

    def constraint_message(self, kind: str, value: Any) -> str:
        """msgspec's words for a value that breaks the constraint."""
        if kind == "paths":
            return "Invalid value"  # followed by the repr of the value, as for a tag no arm names
        return {
            "prefix": f"Expected `str` matching regex '^{value}'",
            "min": f"Expected `array` of length >= {value}",
            "max": f"Expected `array` of length <= {value}",
            "maxlen": f"Expected `str` of length <= {value}",
        }[kind]

    def breaks(self, kind: str, value: Any, x: str) -> str:
        """The test that the value ``x`` breaks a constraint other than ``paths``."""
        return {
            "prefix": f"type({x}) is str and not {x}.startswith({value!r})",
            "min": f"type({x}) is list and len({x}) < {value}",
            "max": f"type({x}) is list and len({x}) > {value}",
            "maxlen": f"type({x}) is str and len({x}) > {value}",
        }[kind]

    def paths_const(self, d: Def, prop: str, paths: tuple[tuple[str, ...], ...]) -> str:
        """A module constant holding the arrays a ``paths`` constraint allows, as a frozenset of tuples."""
        name = f"_PATHS_{d.name}_{prop}"
        self.consts[name] = f"{name} = frozenset({paths!r})"
        return name

    def checked_props(self, d: Def) -> list[tuple[str, str, Def]]:
        """The properties of a Struct that its check looks into: (name, shape, type)."""
        out = []
        for prop, ps in d.properties.items():
            target = self.m.ref_target(ps)
            if target is None:
                continue
            shape, td = target
            if (
                td.closed
                or self.json_struct(td)
                or td.name in self.m.json_aliases
                or self.is_union(td)
                or "anyOf" in td.schema
            ):
                out.append((prop, shape, td))
        return out

    def item_stmts(self, td: Def, x: str, ind: str, depth: int) -> list[str]:
        """Statements that return False unless ``x`` passes the test of ``td``."""
        if td.closed and depth < 4:
            return self.struct_stmts(td, x, ind, depth + 1) or [f"{ind}pass"]
        test: str | None
        if self.json_struct(td) and not td.schema.get("allOf"):
            if self.reads_required(td):
                test = self.fast_test(td, x, in_try=True)
                if test is not None:
                    return [
                        f"{ind}if type({x}) is not dict:",
                        f"{ind}    return False",
                        f"{ind}try:",
                        f"{ind}    if not ({test}):",
                        f"{ind}        return False",
                        f"{ind}except KeyError:  # a required key is missing",
                        f"{ind}    return False",
                    ]
            test = self.fast_test(td, x)
        elif self.has_ok(td):
            test = self.alias_test(td, x)
            if test is None:
                test = f"ok_{td.name}({x})"
                if set(td.schema) - _NOTES == {"anyOf"} and any(
                    b.get("type") == "string" for b in td.schema["anyOf"]
                ):
                    test = f"type({x}) is str or {test}"  # the common case, without a call
        else:
            test = None
        if test is None:
            return [f"{ind}return False"]
        return [f"{ind}if not ({test}):", f"{ind}    return False"]

    def struct_stmts(self, d: Def, var: str, ind: str, depth: int = 0) -> list[str]:
        """Statements that return False unless the Struct ``var`` of type ``d`` passes its test."""
        lines: list[str] = []
        for prop, kind, value in self.constraints(d):
            x = self.fresh()
            lines.append(f"{ind}{x} = {var}.{prop}")
            if kind == "paths":
                lines.append(
                    f"{ind}if type({x}) is list and tuple({x}) not in {self.paths_const(d, prop, value)}:"
                )
            else:
                lines.append(f"{ind}if {self.breaks(kind, value, x)}:")
            lines.append(f"{ind}    return False")
        for prop, shape, td in self.checked_props(d):
            x = self.fresh()
            lines.append(f"{ind}{x} = {var}.{prop}")
            if shape == "list":
                y = self.fresh()
                lines.append(f"{ind}if type({x}) is list:")
                lines.append(f"{ind}    for {y} in {x}:")
                lines += self.item_stmts(td, y, ind + "        ", depth)
            elif shape == "one" and not td.closed:
                # the test says False for None, and the check then skips it
                lines += self.item_stmts(td, x, ind, depth)
            else:
                lines.append(f"{ind}if {x} is not None:")
                lines += self.item_stmts(td, x, ind + "    ", depth)
        return lines

    def ok_body(self, d: Def) -> list[str] | None:
        """The body of ``ok_<name>``, or None when no fast test is written."""
        s, name = d.schema, d.name
        self.names = 0
        if d.closed:
            return [*self.struct_stmts(d, "value", "    "), "    return True"]
        if self.is_union(d):
            members = [self.m.resolve(b["$ref"]) for b in s["oneOf"]]
            if not all(self.has_ok(m) for m in members):
                return None
            if all(m.closed for m in members):
                return [f"    return _OK_BY_CLASS_{name}[type(value)](value)"]
            return [
                "    tag = value.get('type') if type(value) is dict else None",
                "    if type(tag) is not str:",
                "        return False",
                f"    test = _OK_BY_TAG_{name}.get(tag)",
                "    return test is not None and test(value) and _plain_keys(value)",
            ]
        if self.json_struct(d):
            if self.reads_required(d):
                fast = self.fast_test(d, in_try=True)
                if fast is not None:
                    return [
                        "    if type(value) is not dict:",
                        "        return False",
                        "    try:",
                        f"        return {fast}",
                        "    except KeyError:  # a required key is missing",
                        "        return False",
                    ]
            fast = self.fast_test(d)
            return None if fast is None else [f"    return {fast}"]
        if "allOf" in s and all("if" in p for p in s["allOf"]) and self.extended(d):
            prop = self.m.arms(d)[0][0]
            if self.keyed_by_array(d):
                if d.name in self.one_pass:  # one msgspec convert, into a type that accepts only valid values
                    return [
                        "    try:",
                        f"        msgspec.convert(value, _one_pass.{name})",
                        "    except (msgspec.ValidationError, UnicodeEncodeError):  # a lone surrogate: the check says",
                        "        return False",
                        "    return True",
                    ]
                if all(self.arm_test(target) == "_never" for _, _, _, target in self.m.arms(d)):
                    return None  # every arm is a Struct, met as a JSON object: its check decodes it
                return [
                    "    if type(value) is not dict:",
                    "        return False",
                    f"    key = _array_key(value.get({prop!r}))",
                    f"    test = None if key is None else _OK_DISPATCH_{name}.get(key)",
                    "    return test is not None and test(value)",
                ]
            return [
                "    if type(value) is not dict:",
                "        return False",
                f"    tag = value.get({prop!r})",
                "    if type(tag) is str:",
                f"        test = _OK_DISPATCH_{name}.get(tag)",
                "        if test is not None:",
                "            return test(value)",
                f"        for prefix, test in _OK_PREFIX_{name}:",
                "            if tag.startswith(prefix):",
                "                return test(value)",
                f"    return {not self.m.closed_dispatch(d)}",
            ]
        if "allOf" in s and all("if" in p for p in s["allOf"]):
            return [
                "    if type(value) is not dict:",
                "        return False",
                "    tag = value.get('type')",
                "    if type(tag) is str:",
                f"        test = _OK_DISPATCH_{name}.get(tag)",
                "        if test is not None:",
                "            return test(value)",
                "    return True",
            ]
        cond = self.required_sets(d, "value")
        if cond is not None:
            return [f"    return type(value) is dict and ({cond})"]
        if "anyOf" in s:
            lines = []
            branches = s["anyOf"]
            if any(b.get("type") == "string" for b in branches):
                lines += ["    if type(value) is str:", "        return True"]
            for a in (b for b in branches if b.get("type") == "array"):
                item = self.m.resolve(a["items"]["$ref"])
                inline = self.alias_test(item, "item")
                dispatch = self.dispatched_alias(item)
                if dispatch is not None:
                    strings, target = dispatch
                    lines += ["    if type(value) is list:", "        for item in value:"]
                    if strings:
                        lines += ["            if type(item) is str:", "                continue"]
                    lines += [
                        "            if type(item) is not dict:",
                        "                return False",
                        "            tag = item.get('type')",
                        "            if type(tag) is str:",
                        f"                test = _OK_DISPATCH_{target.name}.get(tag)",
                        "                if test is not None and not test(item):",
                        "                    return False",
                        "        return True",
                    ]
                elif inline is not None:
                    lines += [
                        "    if type(value) is list:",
                        "        for item in value:",
                        f"            if not ({inline}):",
                        "                return False",
                        "        return True",
                    ]
                else:
                    test = f"all(map(ok_{item.name}, value))" if self.has_ok(item) else "False"
                    lines += ["    if type(value) is list:", f"        return {test}"]
            for r in (b for b in branches if "$ref" in b):
                target = self.m.resolve(r["$ref"])
                return [
                    *lines,
                    f"    return {f'ok_{target.name}(value)' if self.has_ok(target) else 'False'}",
                ]
            return [*lines, "    return False"]
        if s.get("type") == "object":
            value_schema = s.get("additionalProperties", {})
            if isinstance(value_schema, dict) and value_schema.get("type") == "integer":
                return ["    return type(value) is dict and all(type(c) is int for c in value.values())"]
            if value_schema == {"type": "object"}:
                return ["    return type(value) is dict and all(type(c) is dict for c in value.values())"]
            return ["    return type(value) is dict"]
        return None

    def emit_ok(self, d: Def) -> None:
        """Write ``ok_<name>`` and, for Structs and their unions, ``all_ok_<name>``."""
        if not self.has_ok(d):
            return
        o, name = self.out, d.name
        body = self.ok_cache[name]
        assert body is not None
        o.append(f"def ok_{name}(value: Any) -> bool:")
        o.append(f'    """True only when ``check_{name}`` passes ``value``; False sends it to the check."""')
        o += body
        o += ["", ""]
        members = [self.m.resolve(b["$ref"]) for b in d.schema.get("oneOf", [])]
        if name in self.one_pass:
            o += [
                f"def all_ok_{name}(values: Any) -> bool:",
                f'    """True only when ``ok_{name}`` is True for every item of ``values``."""',
                "    try:",
                f"        msgspec.convert(values, list[_one_pass.{name}])",
                "    except (msgspec.ValidationError, UnicodeEncodeError):  # a lone surrogate: the check says",
                "        return False",
                "    return True",
                "",
                "",
            ]
        elif d.closed:
            self.names = 0
            o.append(f"def all_ok_{name}(values: Any) -> bool:")
            o.append(f'    """True only when ``ok_{name}`` is True for every item of ``values``."""')
            stmts = self.struct_stmts(d, "value", "        ")
            if stmts:
                o.append("    for value in values:")
                o += stmts
            o.append("    return True")
            o += ["", ""]
        elif members and all(m.closed for m in members):
            # one loop; members whose tests read the same share a branch
            self.names = 0
            groups: dict[tuple[str, ...], list[str]] = {}
            for m in members:
                self.names = 0
                stmts = tuple(self.struct_stmts(m, "value", "            ")) or ("            pass",)
                groups.setdefault(stmts, []).append(self.tag_of(d, m))
            o.append(f"def all_ok_{name}(values: Any) -> bool:")
            o.append(f'    """True only when ``ok_{name}`` is True for every item of ``values``."""')
            o.append(f"    kind_of = _KIND_{name}.get  # None for a class not seen yet")
            o.append("    for value in values:")
            o.append("        kind = kind_of(type(value))")
            o.append("        if kind is None:")
            o.append(f"            kind = _KIND_{name}[type(value)]  # learns the class")
            ordered = sorted(groups.items(), key=lambda g: -len(g[1]))
            self.late.append(f"_KIND_{name} = _ByClass({{")
            for n, (stmts, tags) in enumerate(ordered):
                o.append(f"        {'if' if n == 0 else 'elif'} kind == {n}:")
                o += stmts
                self.late += [f"    {tag!r}: {n}," for tag in tags]
            self.late.append("}, -1)")
            o += [
                "        else:",
                "            return False",
                "    return True",
                "",
                "",
            ]

    def emit_extended_dispatch(self, d: Def) -> None:
        """The check of a dispatch that has prefix arms, points at Structs or refuses unknown tags."""
        o, name, arms = self.out, d.name, self.m.arms(d)
        prop = arms[0][0]
        held = {t.name: t for _, _, _, t in arms if self.held_struct(t) and t.name not in self.helds}
        self.helds.update(held)
        for target in held.values():
            o.append(f"def _held_{target.name}(value: Any, path: str) -> None:")
            o.append(
                f'    """Check a {target.name} held as a JSON object: decode it, then check its JSON fields."""'
            )
            o.append("    try:")
            o.append(f"        held = msgspec.convert(_object(value, path), {target.family}.{target.name})")
            o.append("    except msgspec.ValidationError as error:")
            o.append("        raise from_msgspec(error, path) from None")
            o.append(f"    {_py(target.name)}(held, path)")
            o.append("")
            o.append("")
        if self.keyed_by_array(d):
            self.emit_array_dispatch(d)
            return
        o.append(f"_DISPATCH_{name}: dict[str, Any] = {{}}  # filled in below")
        o.append(f"_PREFIX_{name}: list[tuple[str, Any]] = []  # filled in below")
        o.append(f"def {_py(name)}(value: Any, path: str) -> None:")
        o.append(f'    """Check a {name}: an object, matched to a schema by its {prop} tag."""')
        o.append(f"    tag = _object(value, path).get({prop!r})")
        o.append("    if type(tag) is str:")
        o.append(f"        check = _DISPATCH_{name}.get(tag)")
        o.append("        if check is not None:")
        o.append("            return check(value, path)  # type: ignore[no-any-return]")
        o.append(f"        for prefix, check in _PREFIX_{name}:")
        o.append("            if tag.startswith(prefix):")
        o.append("                return check(value, path)  # type: ignore[no-any-return]")
        if self.m.closed_dispatch(d):
            o.append(f"    if {prop!r} not in value:")
            o.append(f'        raise SchemaViolation("Object missing required field `{prop}`", path)')
            o.append("    if type(tag) is not str:")
            o.append(
                f'        raise SchemaViolation(f"Expected `str`, got `{{json_type_name(tag)}}`", path + ".{prop}")'
            )
            o.append(f'    raise SchemaViolation(f"Invalid value {{tag!r}}", path + ".{prop}")')
        self.late.append(f"_DISPATCH_{name}.update({{")
        self.late += [f"    {v!r}: {self.arm_check(t)}," for _, kind, v, t in arms if kind == "const"]
        self.late.append("})")
        self.late.append(f"_PREFIX_{name}.extend([")
        self.late += [f"    ({v!r}, {self.arm_check(t)})," for _, kind, v, t in arms if kind == "prefix"]
        self.late.append("])")

    def emit_array_dispatch(self, d: Def) -> None:
        """The check of a dispatch keyed by an array of strings, such as a class path: the table is
        keyed by the tuple of the array, looked up only when the value is a list of str."""
        o, name, arms = self.out, d.name, self.m.arms(d)
        prop = arms[0][0]
        o.append(f"_DISPATCH_{name}: dict[tuple[str, ...], Any] = {{}}  # filled in below")
        o.append(f"def {_py(name)}(value: Any, path: str) -> None:")
        o.append(f'    """Check a {name}: an object, matched to a schema by its {prop} array."""')
        o.append(f"    tag = _object(value, path).get({prop!r})")
        o.append("    key = _array_key(tag)")
        o.append("    if key is not None:")
        o.append(f"        check = _DISPATCH_{name}.get(key)")
        o.append("        if check is not None:")
        o.append("            return check(value, path)  # type: ignore[no-any-return]")
        if self.m.closed_dispatch(d):
            o.append(f"    if {prop!r} not in value:")
            o.append(f'        raise SchemaViolation("Object missing required field `{prop}`", path)')
            o.append("    if type(tag) is not list:")
            o.append(
                f'        raise SchemaViolation(f"Expected `array`, got `{{json_type_name(tag)}}`", path + ".{prop}")'
            )
            o.append("    if key is None:")
            o.append(f'        raise SchemaViolation("Expected `array` of `str`", path + ".{prop}")')
            o.append(f'    raise SchemaViolation(f"Invalid value {{tag!r}}", path + ".{prop}")')
        self.late.append(f"_DISPATCH_{name}.update({{")
        self.late += [f"    {v!r}: {self.arm_check(t)}," for _, _, v, t in arms]
        self.late.append("})")

    def rule_targets(self, d: Def) -> list[Def]:
        """The rule types (allOf $refs, such as MediaSource) a plain JSON object of ``d`` is checked against."""
        return [self.m.resolve(part["$ref"]) for part in d.schema.get("allOf", []) if "$ref" in part]

    def rule_calls(self, d: Def) -> list[str]:
        return [f"    {_py(rule.name)}(value, path)" for rule in self.rule_targets(d)]

    def has_extra(self, d: Def) -> bool:
        return bool(self.rule_calls(d) or self.nested_calls(d, "key"))

    def module_of(self, d: Def) -> str:
        return f"{d.family}.{d.name}"

    def emit(self, d: Def) -> None:
        start = len(self.out)
        self.emit_check(d)
        if self.has_ok(d) and not (d.closed and not self.checked_props(d) and not self.constraints(d)):
            # the check starts with the fast test; the walk below only runs when it says False
            at = self.out.index(f"def {_py(d.name)}(value: Any, path: str) -> None:", start) + 2
            self.out[at:at] = [f"    if ok_{d.name}(value):", "        return"]
            self.emit_ok_tables(d)

    def emit_ok_tables(self, d: Def) -> None:
        """The tag tables that ``ok_<name>`` of a union or a dispatch reads."""
        s, name = d.schema, d.name
        table: list[tuple[str, str]] = []
        if self.is_union(d):
            members = [self.m.resolve(b["$ref"]) for b in s["oneOf"]]
            table = [(self.tag_of(d, m), f"ok_{m.name}") for m in members]
            variable = f"_OK_BY_TAG_{name}"
        elif self.is_dispatch(d) and self.extended(d):
            arms = self.m.arms(d)
            table = [
                (value, self.arm_test(target))
                for _, kind, value, target in arms
                if kind in ("const", "array")
            ]
            if not self.keyed_by_array(d):
                prefixes = [
                    (value, self.arm_test(target)) for _, kind, value, target in arms if kind == "prefix"
                ]
                self.late.append(f"_OK_PREFIX_{name}: tuple[tuple[str, Any], ...] = (")
                self.late += [f"    ({prefix!r}, {test})," for prefix, test in prefixes]
                self.late.append(")")
            variable = f"_OK_DISPATCH_{name}"
        elif "allOf" in s and all("if" in p for p in s["allOf"]):
            for p in s["allOf"]:
                target = self.m.resolve(p["then"]["$ref"])
                test = f"ok_{target.name}" if self.has_ok(target) else "_never"
                table.append((p["if"]["properties"]["type"]["const"], test))
            variable = f"_OK_DISPATCH_{name}"
        else:
            return
        key = "tuple[str, ...]" if self.keyed_by_array(d) else "str"
        self.late.append(f"{variable}: dict[{key}, Any] = {{")
        self.late += [f"    {tag!r}: {test}," for tag, test in table]
        self.late.append("}")
        if self.is_union(d) and all(self.m.resolve(b["$ref"]).closed for b in s["oneOf"]):
            self.late.append(f"_OK_BY_CLASS_{name} = _ByClass({variable}, _never)")

    def emit_check(self, d: Def) -> None:
        s, name = d.schema, d.name
        o = self.out
        if d.closed:  # a Struct: msgspec checked its own fields
            body = self.constraint_calls(d) + self.nested_calls(d, "attr")
            o.append(f"def {_py(name)}(value: Any, path: str) -> None:")
            o.append(f'    """Check the plain JSON fields of a decoded {name}."""')
            o += body or ["    return None"]
        elif self.is_union(d):
            members = [self.m.resolve(b["$ref"]) for b in s["oneOf"]]
            if all(m.closed for m in members):
                # dispatch on the type tag, so subclasses of the generated Structs work too
                o.append(f"_BY_TAG_{name}: dict[str, Any] = {{}}  # filled in below")
                self.late.append(f"_BY_TAG_{name}.update({{")
                self.late += [f"    {self.tag_of(d, m)!r}: {_py(m.name)}," for m in members]
                self.late.append("})")
                o.append(f"def {_py(name)}(value: Any, path: str) -> None:")
                o.append(f'    """Check a decoded {name} with the check of its own type."""')
                o.append(f"    _BY_TAG_{name}[value.__struct_config__.tag](value, path)")
            else:
                o.append(f"_EXTRA_{name}: dict[str, Any] = {{}}  # filled in below")
                self.late.append(f"_EXTRA_{name}.update({{")
                for m in members:
                    tag = m.properties["type"]["const"]
                    if self.has_extra(m):
                        self.late.append(f"    {tag!r}: _extra_{m.name},")
                self.late.append("})")
                o.append(f"def {_py(name)}(value: Any, path: str) -> None:")
                o.append(f'    """Check a {name} held as a JSON object."""')
                o.append(f"    _convert(value, {d.family}.{name}, path)")
                o.append(f"    extra = _EXTRA_{name}.get(value['type'])")
                o.append("    if extra is not None:")
                o.append("        extra(value, path)")
        elif self.json_struct(d):
            extra = self.has_extra(d)
            if extra:
                o.append(f"def _extra_{name}(value: Any, path: str) -> None:")
                o += self.rule_calls(d) + self.nested_calls(d, "key")
                o.append("")
            o.append(f"def {_py(name)}(value: Any, path: str) -> None:")
            o.append(f'    """Check a {name} held as a JSON object."""')
            if extra:
                o.append(f"    _extra_{name}(_object(value, path), path)")
            if "type" in d.schema.get("required", []):
                # msgspec accepts a missing tag when decoding one tagged type
                o.append("    if 'type' not in _object(value, path):")
                o.append('        raise SchemaViolation("Object missing required field `type`", path)')
            o.append(f"    _convert(value, {d.family}.{name}, path)")
            for prop, kind, value in self.constraints(d):  # on the object msgspec took
                o.append(f"    if {self.breaks(kind, value, f'value.get({prop!r})')}:")
                message = self.constraint_message(kind, value)
                o.append(f"        raise SchemaViolation({message!r}, path + {'.' + prop!r})")
        elif self.is_dispatch(d) and self.extended(d):
            self.emit_extended_dispatch(d)
        elif "allOf" in s and all("if" in p for p in s["allOf"]):
            o.append(f"_DISPATCH_{name}: dict[str, Any] = {{}}  # filled in below")
            o.append(f"def {_py(name)}(value: Any, path: str) -> None:")
            o.append(f'    """Check a {name}: an object, matched to a standard schema by its type tag."""')
            o.append("    tag = _object(value, path).get('type')")
            o.append("    if type(tag) is str:")
            o.append(f"        check = _DISPATCH_{name}.get(tag)")
            o.append("        if check is not None:")
            o.append("            check(value, path)")
            self.late.append(f"_DISPATCH_{name}.update({{")
            for p in s["allOf"]:
                tag = p["if"]["properties"]["type"]["const"]
                self.late.append(f"    {tag!r}: {_py(self.m.resolve(p['then']['$ref']).name)},")
            self.late.append("})")
        elif "anyOf" in s and all(set(b) == {"required"} for b in s["anyOf"]):
            sets = [b["required"] for b in s["anyOf"]]
            cond = " or ".join("(" + " and ".join(f"{k!r} in value" for k in r) + ")" for r in sets)
            readable = "; ".join(" with ".join(r) for r in sets)
            o.append(f"def {_py(name)}(value: Any, path: str) -> None:")
            o.append(f'    """{s["title"]}: the object must have one of these key sets."""')
            o.append("    _object(value, path)")
            o.append(f"    if not ({cond}):")
            o.append(
                f"        raise SchemaViolation({('Object must say where its data is, with one of: ' + readable)!r}, path)"
            )
        elif "anyOf" in s:
            branches = s["anyOf"]
            strings = any(b.get("type") == "string" for b in branches)
            refs = [b for b in branches if "$ref" in b]
            arrays = [b for b in branches if b.get("type") == "array"]
            o.append(f"def {_py(name)}(value: Any, path: str) -> None:")
            o.append(f'    """Check a {name}."""')
            if strings:
                o.append("    if type(value) is str:")
                o.append("        return")
            for a in arrays:
                item = self.m.resolve(a["items"]["$ref"])
                o.append("    if type(value) is list:")
                o.append("        for i, item in enumerate(value):")
                o.append(f'            {_py(item.name)}(item, f"{{path}}[{{i}}]")')
                o.append("        return")
            for r in refs:
                o.append(f"    {_py(self.m.resolve(r['$ref']).name)}(value, path)")
                o.append("    return")
            if not refs:
                kinds = " | ".join(["str"] * strings + ["array"] * bool(arrays))
                o.append(
                    f'    raise SchemaViolation(f"Expected `{kinds}`, got `{{json_type_name(value)}}`", path)'
                )
        elif s.get("type") == "object":
            value_schema = s.get("additionalProperties", {})
            o.append(f"def {_py(name)}(value: Any, path: str) -> None:")
            o.append(f'    """Check a {name}."""')
            if isinstance(value_schema, dict) and value_schema.get("type") == "integer":
                o.append("    for key, count in _object(value, path).items():")
                o.append("        if type(count) is not int:")
                o.append(
                    '            raise SchemaViolation(f"Expected `int`, got `{json_type_name(count)}`", key_path(path, key))'
                )
            elif value_schema == {"type": "object"}:
                o.append("    for key, item in _object(value, path).items():")
                o.append("        _object(item, key_path(path, key))")
            else:
                o.append("    _object(value, path)")
        else:
            raise SystemExit(f"codegen: no check can be written for {name}; extend codegen/validators.py")
        o.append("")
        o.append("")

    def render(self) -> str:
        self.late = []
        self.helds = set()
        modules = ", ".join(sorted(self.m.families))
        self.out = []
        for name in sorted(self.m.defs):
            self.emit(self.m.defs[name])
        for name in sorted(self.m.defs):
            self.emit_ok(self.m.defs[name])
        head = [PRELUDE.format(modules=modules), *sorted(self.consts.values()), "", ""]
        tail = []
        if self.one_pass:  # last: one_pass reads this module's checks when it is imported
            tail = ["", "from . import one_pass as _one_pass  # noqa: E402"]
        return "\n".join(head + self.out + self.late + tail) + "\n"


def render_storage() -> str:
    return STORAGE


def keyed_one_pass(model: SchemaSet) -> set[str]:
    """The dispatches keyed by an array of strings that codegen/one_pass.py gives a one-pass type."""
    from one_pass import OnePassWriter  # one_pass builds on this module's Writer

    writer = OnePassWriter(model)
    writer.render()
    return set(writer.keyed_classes)


def render_validators(model: SchemaSet) -> str:
    w = Writer(model)
    w.one_pass = keyed_one_pass(model)
    return w.render()


def render_registry(model: SchemaSet, extras: list[tuple[str, list[str]]] | None = None) -> str:
    """A table from type title to (Python type, check, held as a Struct or not).

    ``extras`` are (module, table lines) for types generated apart from ``model`` (the
    OpenTelemetry GenAI schemas and the walked families, codegen/otel_genai.py's writer).
    """
    extras = extras or []
    modules = sorted(model.families + [module for module, _ in extras])
    w = Writer(model)
    w.one_pass = keyed_one_pass(model)
    lines = [
        '"""Every schema type by title: the Python type, its check, and how it is held."""',
        "",
        "from __future__ import annotations",
        "",
        "from typing import Any, NamedTuple",
        "",
        f"from . import _storage, _validators, {', '.join(modules)}",
        "",
        "",
        "class TypeInfo(NamedTuple):",
        '    """How to decode and check one schema type."""',
        "",
        "    title: str",
        '    """The schema title, such as "AIMessage"."""',
        "    python_type: Any",
        '    """The type msgspec decodes into."""',
        "    check: Any",
        '    """The generated check for what msgspec cannot express."""',
        "    struct: bool",
        '    """True when values are held as Structs; False when held as plain JSON."""',
        "    family: str",
        '    """The schema file the type comes from."""',
        "    ok: Any",
        '    """Fast test ``ok(value) -> bool``: True only when ``check`` would pass; None when there is none."""',
        "    all_ok: Any",
        '    """``all_ok(values) -> bool``: True only when ``ok`` is True for every item; None when not written."""',
        "",
        "",
        "TYPES: dict[str, TypeInfo] = {",
    ]
    for name in sorted(model.defs):
        d = model.defs[name]
        if name in model.json_aliases:
            py = f"_storage.{model.json_aliases[name]}"
            struct = False
        elif (
            d.schema.get("type") == "object"
            and "properties" not in d.schema
            and "oneOf" not in d.schema
            and "allOf" not in d.schema
        ):
            py = "dict[str, Any]"
            struct = False
        elif "anyOf" in d.schema and all(set(b) == {"required"} for b in d.schema["anyOf"]):
            py = "dict[str, Any]"
            struct = False
        elif w.is_union(d):
            members = [model.resolve(b["$ref"]) for b in d.schema["oneOf"]]
            struct = all(m.closed for m in members)
            py = f"{d.family}.{name}" if struct else "dict[str, Any]"
        elif d.closed:
            py, struct = f"{d.family}.{name}", True
        elif w.json_struct(d):
            py, struct = "dict[str, Any]", False
        else:
            py, struct = f"{d.family}.{name}", False
        ok = f"_validators.ok_{name}" if w.has_ok(d) else "None"
        all_ok = (
            f"_validators.all_ok_{name}"
            if w.has_ok(d) and (d.closed or struct or name in w.one_pass)
            else "None"
        )
        lines.append(
            f"    {name!r}: TypeInfo({name!r}, {py}, _validators.check_{name}, {struct}, {d.family!r}, {ok}, {all_ok}),"
        )
    for _, entries in extras:
        lines += entries
    lines.append("}")
    return "\n".join(lines) + "\n"
