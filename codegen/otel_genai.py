"""The OpenTelemetry GenAI schemas, from the vendored official files into chatschema's pipeline.

The official files live, byte for byte as upstream wrote them, in ``schemas/otel-genai/schemas/``
(see ``schemas/otel-genai/SOURCE.md`` for the pinned upstream commit). They are not written in
chatschema's conventions (each is one top-level array type with local ``$defs``, several files
define the same parts, names such as ``ChatMessage`` clash with chatschema's), so they are not
read as ``schemas/*.json`` directly. Instead :func:`derive` turns them into one schema document in
chatschema's form, ``otel_genai.json``, which codegen/generate.py feeds to the TypeScript generator
(bundle, types, validators) and ships in the package, and :func:`render_python` writes its
Python Structs and checks (``chatschema_generated.otel_genai``).

What :func:`derive` changes, and nothing else:

* every title gets the prefix ``Otel``: ``InputMessages`` -> ``OtelInputMessages``, ``TextPart``
  -> ``OtelTextPart``; each file's top-level type becomes a ``$defs`` entry too;
* parts that several files define are defined once (generation fails if two copies differ);
* ``format: binary`` (an annotation; ajv rejects formats it does not know) is dropped;
* the tool definitions' ``$ref`` to the draft-07 metaschema by URL becomes a local
  ``OtelJSONSchema`` (an object or a boolean, the types the draft-07 metaschema allows), so
  generation and validation never touch the network;
* a union of parts (or of tool definitions) that ends in a generic member accepting any ``type``
  gets a name (``OtelPart``, ``OtelSystemInstructionPart``, ``OtelToolDefinition``) and one rule
  per defined member: a value whose ``type`` names a defined member must match that member. The
  upstream union alone would let ``{"type": "text"}`` pass as a generic part. Every other value is
  still checked against the generic member, so unknown part types stay open.

* ``OtelOutputMessage.finish_reason`` is optional: the vendored file requires it, upstream is
  moving it to the span attribute ``gen_ai.response.finish_reasons`` (its own snapshot of
  ``output-messages-wrong-field-types`` no longer reports it missing), and opentelemetry-util-genai
  writes ``null`` when it is unknown. chatschema leaves it out when unknown rather than invent one.

Everything upstream leaves open stays open: ``additionalProperties: true``, roles and finish
reasons that accept any string.

The Python writer here (:class:`PythonWriter`: Structs and checks written straight from a JSON
Schema) also writes the families listed in ``schema_model.WALKED_FAMILIES`` (the UI stream events of
``schemas/ui_streams.json``), whose unions read their tag from another property than ``type`` and
whose values are bounded by ``pattern``, ``minimum``, ``maximum`` and ``minItems``.
"""

from __future__ import annotations

import json
import keyword
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
VENDORED = ROOT / "schemas" / "otel-genai" / "schemas"
PREFIX = "Otel"
FAMILY = "otel_genai"
SCHEMA_ID = "https://chatschema.dev/schemas/otel_genai.json"

# Named unions: the titles of the members of an upstream anyOf -> the name chatschema gives it.
UNION_NAMES = {
    ("TextPart", "GenericPart"): "OtelSystemInstructionPart",
    ("FunctionToolDefinition", "GenericToolDefinition"): "OtelToolDefinition",
}
PART_UNION = "OtelPart"
JSON_SCHEMA = "OtelJSONSchema"
DRAFT_07 = "http://json-schema.org/draft-07/schema#"


def inputs(folder: Path = VENDORED) -> list[Path]:
    """The vendored schema files, for the inputs digest."""
    return sorted(folder.glob("*.json"))


def _rename(node: Any) -> Any:
    if isinstance(node, list):
        return [_rename(item) for item in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key == "$ref" and value == DRAFT_07:
            out[key] = f"#/$defs/{JSON_SCHEMA}"
        elif key == "$ref":
            if not value.startswith("#/$defs/"):
                raise SystemExit(f"otel_genai: unexpected $ref {value}")
            out[key] = "#/$defs/" + PREFIX + value[len("#/$defs/") :]
        elif key == "format" and value == "binary":
            continue
        elif key == "properties":
            out[key] = {prop: _rename(ps) for prop, ps in value.items()}
        else:
            out[key] = _rename(value)
    return out


def _tag_of(defs: dict[str, Any], ref: str) -> str | None:
    member = defs[ref.rsplit("/", 1)[-1]]
    const = member.get("properties", {}).get("type", {}).get("const")
    return const if isinstance(const, str) else None


def _name_unions(defs: dict[str, Any]) -> None:
    """Give every part union a name and the rule that a defined ``type`` means that part."""

    def visit(node: Any) -> Any:
        if isinstance(node, list):
            return [visit(item) for item in node]
        if not isinstance(node, dict):
            return node
        node = {key: visit(value) for key, value in node.items()}
        branches = node.get("anyOf")
        if not (isinstance(branches, list) and len(branches) > 1 and all("$ref" in b for b in branches)):
            return node
        refs = [b["$ref"] for b in branches]
        tags = [_tag_of(defs, r) for r in refs]
        if tags[-1] is not None or any(t is None for t in tags[:-1]):
            return node
        members = tuple(r.rsplit("/", 1)[-1][len(PREFIX) :] for r in refs)
        name = UNION_NAMES.get(members, PART_UNION)
        union = {
            "title": name,
            "description": (
                "One item of the union, told apart by its type tag: a value whose type names a "
                "member defined here must match that member; any other type is checked against the "
                f"open {members[-1]}."
            ),
            "type": "object",
            "anyOf": [{"$ref": r} for r in refs],
            "allOf": [
                {
                    "if": {"properties": {"type": {"const": tag}}, "required": ["type"]},
                    "then": {"$ref": ref},
                }
                for ref, tag in zip(refs[:-1], tags[:-1], strict=True)
            ],
        }
        if name in pending and pending[name] != union:
            raise SystemExit(f"otel_genai: two different unions would be named {name}")
        pending[name] = union
        rest = {key: value for key, value in node.items() if key != "anyOf"}
        return {"$ref": f"#/$defs/{name}", **rest}

    pending: dict[str, Any] = {}
    for key in list(defs):
        defs[key] = visit(defs[key])
    defs.update(pending)


def derive(folder: Path = VENDORED) -> dict[str, Any]:
    """The official schemas as one document in chatschema's form (see the module docstring)."""
    defs: dict[str, Any] = {}
    origin: dict[str, str] = {}
    tops: dict[str, Any] = {}
    for path in inputs(folder):
        doc = json.loads(path.read_text())
        for key in ("$schema", "$id"):
            if key in doc:
                raise SystemExit(f"otel_genai: {path.name} now has {key}; revisit codegen/otel_genai.py")
        for name, schema in doc.get("$defs", {}).items():
            renamed = _rename(schema)
            renamed["title"] = PREFIX + name
            key = PREFIX + name
            if key in defs and defs[key] != renamed:
                raise SystemExit(f"otel_genai: {name} differs between {origin[key]} and {path.name}")
            defs[key], origin[key] = renamed, path.name
        top = _rename({k: v for k, v in doc.items() if k != "$defs"})
        top["title"] = PREFIX + doc["title"]
        top["$comment"] = f"The top-level type of schemas/otel-genai/schemas/{path.name}."
        tops[top["title"]] = top
    if any(name in defs for name in tops):
        raise SystemExit("otel_genai: a top-level title is also a $defs entry")
    defs.update(tops)
    defs[JSON_SCHEMA] = {
        "title": JSON_SCHEMA,
        "description": (
            "A JSON Schema document (draft-07): an object or a boolean. Upstream refers to the "
            "draft-07 metaschema by URL; chatschema checks the type only, offline."
        ),
        "type": ["object", "boolean"],
    }
    _name_unions(defs)
    _relax_finish_reason(defs[PREFIX + "OutputMessage"])
    for name, schema in defs.items():
        schema.setdefault(
            "description", f"{name[len(PREFIX) :]}, as the OpenTelemetry GenAI schemas define it."
        )
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "OpenTelemetry GenAI",
        "description": (
            "The OpenTelemetry GenAI semantic conventions' schemas (gen_ai.input.messages, "
            "gen_ai.output.messages, gen_ai.system_instructions and the rest), derived by "
            "codegen/otel_genai.py from the vendored official files in schemas/otel-genai/."
        ),
        "$defs": {name: defs[name] for name in sorted(defs)},
    }


def _relax_finish_reason(message: dict[str, Any]) -> None:
    """``finish_reason`` of an output message optional (see the module docstring)."""
    required = message["required"]
    if "finish_reason" not in required:
        raise SystemExit("otel_genai: finish_reason is no longer required; drop _relax_finish_reason")
    message["required"] = [key for key in required if key != "finish_reason"]
    finish = message["properties"]["finish_reason"]
    finish["description"] += " Optional in chatschema (required by the vendored file): left out when unknown."


def top_level_titles(doc: dict[str, Any]) -> list[str]:
    """The titles of the official files' top-level types, which the registry exposes."""
    return sorted(
        name for name, s in doc["$defs"].items() if s.get("$comment", "").startswith("The top-level")
    )


# ---------------------------------------------------------------------------------------------
# Python: Structs and checks

_PY_TYPE = {"string": "str", "number": "float", "integer": "int", "boolean": "bool", "null": "None"}
_JSON_NAME = {"string": "str", "number": "float", "integer": "int", "boolean": "bool", "null": "null"}
_TEST = {
    "string": "type({x}) is str",
    "number": "(type({x}) is int or type({x}) is float)",
    "integer": "type({x}) is int",
    "boolean": "type({x}) is bool",
    "null": "{x} is None",
    "object": "type({x}) is dict",
    "array": "type({x}) is list",
}
_NOTES = frozenset(("title", "description", "default", "$comment", "examples"))

SUMMARY = """The OpenTelemetry GenAI schemas (gen_ai.* attributes): Structs and checks.

Values are held as plain JSON, as span attributes hold them; the Structs are typed views to decode
into. Every check takes the value and its JSON path and raises ``SchemaViolation`` at the deepest
failing value. A union whose members differ by type tag dispatches on the tag: a value whose type
names a defined member is checked against that member, any other against the open generic member."""

PRELUDE = '''\
"""@SUMMARY@
"""

from __future__ import annotations

@IMPORTS@from typing import Any, Literal, TypeAlias

import msgspec
from msgspec import UNSET, UnsetType

from ._validators import SchemaViolation, json_type_name, key_path


def _json_types(value: Any) -> tuple[str, ...]:
    if value is None:
        return ("null",)
    if type(value) is bool:
        return ("boolean",)
    if type(value) is int:
        return ("integer", "number")
    if type(value) is float:
        return ("number",)
    if type(value) is str:
        return ("string",)
    if type(value) is list:
        return ("array",)
    if type(value) is dict:
        return ("object",)
    return ()


def _any_of(value: Any, path: str, branches: tuple[tuple[Any, tuple[str, ...]], ...], expected: str) -> None:
    """Pass when one branch passes; else report the one branch whose type fits, or the types."""
    fitting = []
    for check, types in branches:
        try:
            check(value, path)
            return
        except SchemaViolation as error:
            if not types or set(types) & set(_json_types(value)):
                fitting.append(error)
    if len(fitting) == 1:
        raise fitting[0]
    raise SchemaViolation(f"Expected `{expected}`, got `{json_type_name(value)}`", path)
'''


class PythonWriter:
    """Writes one check function per named type, and one per inline schema that needs its own."""

    def __init__(self, doc: dict[str, Any], summary: str = SUMMARY) -> None:
        self.defs: dict[str, Any] = doc["$defs"]
        self.summary = summary
        self.uses_re = False
        self.helpers: list[str] = []
        self.count = 0

    # -- checks -----------------------------------------------------------------------------
    def fn_for(self, schema: dict[str, Any]) -> str:
        """The name of a function that checks ``schema``: a named check, or a new helper."""
        if set(schema) - _NOTES == {"$ref"}:
            return "check_" + schema["$ref"].rsplit("/", 1)[-1]
        self.count += 1
        name = f"_check_{self.count}"
        self.helpers += self.function(name, schema, None)
        return name

    @staticmethod
    def types_of(schema: dict[str, Any], defs: dict[str, Any]) -> tuple[str, ...]:
        """The JSON types a schema may accept, or () when any."""
        if "$ref" in schema:
            return PythonWriter.types_of(defs[schema["$ref"].rsplit("/", 1)[-1]], defs)
        t = schema.get("type")
        if isinstance(t, str):
            return (t,)
        if isinstance(t, list):
            return tuple(t)
        if "anyOf" in schema:
            out: list[str] = []
            for b in schema["anyOf"]:
                bt = PythonWriter.types_of(b, defs)
                if not bt:
                    return ()
                out += [x for x in bt if x not in out]
            return tuple(out)
        if "const" in schema and isinstance(schema["const"], str):
            return ("string",)
        return ()

    def quick_test(self, schema: dict[str, Any], x: str) -> str | None:
        """A Python test that is True exactly when ``x`` is valid, for schemas of plain values."""
        if set(schema) - _NOTES == {"$ref"}:
            return self.quick_test(self.defs[schema["$ref"].rsplit("/", 1)[-1]], x)
        keys = set(schema) - _NOTES
        if keys == {"anyOf"}:
            quick = [self.quick_test(b, x) for b in schema["anyOf"]]
            if any(q is None for q in quick):
                return None
            return " or ".join(f"({q})" for q in quick)
        if not keys or keys - {"type", "const", "enum"}:
            return None
        tests = []
        t = schema.get("type")
        if t is not None:
            types = [t] if isinstance(t, str) else list(t)
            if "object" in types or "array" in types:
                return None
            tests.append(" or ".join(_TEST[y].format(x=x) for y in types))
        if "const" in schema:
            tests.append(f"{x} == {schema['const']!r}")
        if "enum" in schema:
            tests.append(f"{x} in {tuple(schema['enum'])!r}")
        return " and ".join(f"({test})" for test in tests)

    def function(self, name: str, s: dict[str, Any], title: str | None) -> list[str]:
        o = [f"def {name}(value: Any, path: str) -> None:"]
        o.append(f'    """Check {title or "a value"}: raise SchemaViolation at the first error."""')
        if title is not None:  # the fast test first; paths are built only for a failing value
            o.append(f"    if ok_{title}(value):")
            o.append("        return")
        body = self.body(s)
        o += body or ["    return None"]
        return [*o, "", ""]

    def body(self, s: dict[str, Any]) -> list[str]:
        o: list[str] = []
        unknown = (
            set(s)
            - _NOTES
            - {
                "type",
                "const",
                "enum",
                "anyOf",
                "allOf",
                "$ref",
                "properties",
                "required",
                "items",
                "additionalProperties",
                "pattern",
                "minimum",
                "maximum",
                "minItems",
            }
        )
        if unknown:
            raise SystemExit(f"otel_genai: codegen writes no check for {sorted(unknown)}")
        if "$ref" in s:
            o.append(f"    {self.fn_for({'$ref': s['$ref']})}(value, path)")
        if "allOf" in s and "anyOf" in s:
            return o + self.dispatch(s)
        t = s.get("type")
        if t is not None:
            types = [t] if isinstance(t, str) else list(t)
            test = " or ".join(_TEST[x].format(x="value") for x in types)
            expected = " | ".join(_JSON_NAME.get(x, x) for x in types)
            o.append(f"    if not ({test}):")
            o.append(
                f'        raise SchemaViolation(f"Expected `{expected}`, got `{{json_type_name(value)}}`", path)'
            )
        if "const" in s:
            o.append(f"    if value != {s['const']!r}:")
            o.append(f"        raise SchemaViolation({('Expected ' + repr(s['const']))!r}, path)")
        if "enum" in s:
            o.append(f"    if value not in {tuple(s['enum'])!r}:")
            o.append(
                f"        raise SchemaViolation({('Expected one of ' + ', '.join(map(repr, s['enum'])))!r}, path)"
            )
        for test, message in self.bounds(s):
            o.append(f"    if not ({test}):")
            o.append(f"        raise SchemaViolation({message!r}, path)")
        if "anyOf" in s:
            quick = [self.quick_test(b, "value") for b in s["anyOf"]]
            if any(q is not None for q in quick):
                # the branches a plain test decides, tried without building an error
                o.append(f"    if {' or '.join(f'({q})' for q in quick if q is not None)}:")
                o.append("        return")
            branches = [(self.fn_for(b), self.types_of(b, self.defs)) for b in s["anyOf"]]
            names = []
            for _, types in branches:
                names += [_JSON_NAME.get(x, x) for x in types if _JSON_NAME.get(x, x) not in names]
            listed = ", ".join(f"({fn}, {types!r})" for fn, types in branches)
            o.append(f"    _any_of(value, path, ({listed},), {' | '.join(names) or 'any'!r})")
        for key in s.get("required", []):
            o.append(f"    if {key!r} not in value:")
            o.append(f'        raise SchemaViolation("Object missing required field `{key}`", path)')
        for prop, ps in s.get("properties", {}).items():
            if not set(ps) - _NOTES:
                continue  # any value
            fn = self.fn_for(ps)
            o.append(f"    if {prop!r} in value:")
            o.append(f"        {fn}(value[{prop!r}], key_path(path, {prop!r}))")
        extra = s.get("additionalProperties", True)
        if isinstance(extra, dict) and set(extra) - _NOTES:
            fn = self.fn_for(extra)
            known = tuple(s.get("properties", {}))
            o.append("    for key, item in value.items():")
            o.append(f"        if key not in {known!r}:")
            o.append(f"            {fn}(item, key_path(path, key))")
        elif extra is False:
            raise SystemExit("otel_genai: closed objects are not expected upstream")
        if "items" in s:
            fn = self.fn_for(s["items"])
            o.append("    for i, item in enumerate(value):")
            o.append(f'        {fn}(item, f"{{path}}[{{i}}]")')
        return o

    def bounds(self, s: dict[str, Any]) -> list[tuple[str, str]]:
        """(test, message) for the keywords that bound a value of a known type: pattern (searched,
        as JSON Schema's regular expressions are), minimum, maximum and minItems. The type test
        comes first, so each test reads a value of its type; the messages are msgspec's."""
        out = []
        if "pattern" in s:
            self.uses_re = True
            out.append(
                (f"re.search({s['pattern']!r}, value)", f"Expected `str` matching regex {s['pattern']!r}")
            )
        if "minimum" in s:
            out.append((f"value >= {s['minimum']!r}", f"Expected `int` >= {s['minimum']}"))
        if "maximum" in s:
            out.append((f"value <= {s['maximum']!r}", f"Expected `int` <= {s['maximum']}"))
        if "minItems" in s:
            out.append((f"len(value) >= {s['minItems']!r}", f"Expected `array` of length >= {s['minItems']}"))
        return out

    def tag_table(
        self, s: dict[str, Any], function_for: Callable[[dict[str, Any]], str], prefix: str
    ) -> tuple[str, str]:
        """A module constant mapping each defined member's tag to ``function_for`` of it, and the
        generic (last) member's function: ``(constant name, generic function name)``. The table is
        declared first and filled at the end of the module, once every function exists."""
        table = {_rule_tag(rule): function_for(rule["then"]) for rule in s["allOf"]}
        generic = function_for(s["anyOf"][-1])
        self.count += 1
        const = f"{prefix}_{self.count}"
        self.helpers.insert(0, f"{const}: dict[str, Any] = {{}}  # filled in at the end of the module")
        self.late.append(f"{const}.update({{" + ", ".join(f"{k!r}: {v}" for k, v in table.items()) + "})")
        return const, generic

    def dispatch(self, s: dict[str, Any]) -> list[str]:
        """A tagged union: the defined member the tag names, else the generic (last) member."""
        const, generic = self.tag_table(s, self.fn_for, "_BY_TAG")
        return [
            "    if type(value) is not dict:",
            '        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)',
            f"    tag = value.get({_tag_property(s)!r})",
            f"    check = {const}.get(tag) if type(tag) is str else None",
            f"    (check or {generic})(value, path)",
        ]

    # -- fast tests: True exactly when the value is valid; no paths, no exceptions ------------
    def ok_for(self, schema: dict[str, Any]) -> str:
        """The name of a function ``f(value) -> bool`` for ``schema``: a named test, or a new helper."""
        if set(schema) - _NOTES == {"$ref"}:
            return "ok_" + schema["$ref"].rsplit("/", 1)[-1]
        self.count += 1
        name = f"_ok_{self.count}"
        self.helpers += self.ok_function(name, schema)
        return name

    def ok_expr(self, schema: dict[str, Any], x: str) -> str:
        quick = self.quick_test(schema, x)
        return f"({quick})" if quick is not None else f"{self.ok_for(schema)}({x})"

    def ok_function(self, name: str, s: dict[str, Any]) -> list[str]:
        o = [f"def {name}(value: Any) -> bool:"]
        o += self.ok_body(s)
        return [*o, "", ""]

    def ok_body(self, s: dict[str, Any]) -> list[str]:
        o: list[str] = []
        if "$ref" in s:
            o.append(f"    if not {self.ok_expr({'$ref': s['$ref']}, 'value')}:")
            o.append("        return False")
        if "allOf" in s and "anyOf" in s:
            const, generic = self.tag_table(s, self.ok_for, "_OK_BY_TAG")
            return [
                *o,
                "    if type(value) is not dict:",
                "        return False",
                f"    tag = value.get({_tag_property(s)!r})",
                f"    test = {const}.get(tag) if type(tag) is str else None",
                f"    return (test or {generic})(value)",
            ]
        t = s.get("type")
        if t is not None:
            types = [t] if isinstance(t, str) else list(t)
            o.append(f"    if not ({' or '.join(_TEST[x].format(x='value') for x in types)}):")
            o.append("        return False")
        if "const" in s:
            o.append(f"    if value != {s['const']!r}:")
            o.append("        return False")
        if "enum" in s:
            o.append(f"    if value not in {tuple(s['enum'])!r}:")
            o.append("        return False")
        for test, _ in self.bounds(s):
            o.append(f"    if not ({test}):")
            o.append("        return False")
        if "anyOf" in s:
            o.append(f"    if not ({' or '.join(self.ok_expr(b, 'value') for b in s['anyOf'])}):")
            o.append("        return False")
        for key in s.get("required", []):
            o.append(f"    if {key!r} not in value:")
            o.append("        return False")
        # a required property of an object is there by now: read it without asking
        present = set(s.get("required", [])) if s.get("type") == "object" else set()
        for prop, ps in s.get("properties", {}).items():
            if not set(ps) - _NOTES:
                continue
            ind = "    "
            if prop not in present:
                o.append(f"    if {prop!r} in value:")
                ind = "        "
            o.append(f"{ind}v = value[{prop!r}]")
            o += self.ok_value(ps, ind)
        extra = s.get("additionalProperties", True)
        if isinstance(extra, dict) and set(extra) - _NOTES:
            known = tuple(s.get("properties", {}))
            o.append("    for key, v in value.items():")
            o.append(f"        if key not in {known!r} and not {self.ok_expr(extra, 'v')}:")
            o.append("            return False")
        if "items" in s:
            o.append("    for v in value:")
            o.append(f"        if not {self.ok_expr(s['items'], 'v')}:")
            o.append("            return False")
        return [*o, "    return True"]

    def ok_value(self, ps: dict[str, Any], ind: str) -> list[str]:
        """Lines returning False unless ``v`` is valid for ``ps``; a list of values is looped here."""
        if set(ps) - _NOTES == {"type", "items"} and ps["type"] == "array":
            return [
                f"{ind}if type(v) is not list:",
                f"{ind}    return False",
                f"{ind}for item in v:",
                f"{ind}    if not {self.ok_expr(ps['items'], 'item')}:",
                f"{ind}        return False",
            ]
        return [f"{ind}if not {self.ok_expr(ps, 'v')}:", f"{ind}    return False"]

    # -- Structs ----------------------------------------------------------------------------
    def annotation(self, ps: dict[str, Any]) -> str:
        if "$ref" in ps:
            target = ps["$ref"].rsplit("/", 1)[-1]
            ts = self.defs[target]
            if ts.get("type") == "object" and "properties" in ts and "allOf" not in ts:
                return target
            return self.alias_type(target)
        if "anyOf" in ps:
            parts: list[str] = []
            for b in ps["anyOf"]:
                a = self.annotation(b)
                if a not in parts:
                    parts.append(a)
            if "Any" in parts:
                return "Any"
            return " | ".join(parts)
        if "const" in ps and isinstance(ps["const"], str):
            return f"Literal[{ps['const']!r}]"
        t = ps.get("type")
        if t == "array":
            return f"list[{self.annotation(ps.get('items', {}))}]"
        if t == "object":
            return "dict[str, Any]"
        if isinstance(t, str):
            return _PY_TYPE[t]
        return "Any"  # any value, or one of several JSON types

    def alias_type(self, name: str) -> str:
        s = self.defs[name]
        if "enum" in s:
            return "str"  # upstream pairs every enum with "or any string"
        if s.get("type") == "array":
            return f"list[{self.annotation(s.get('items', {}))}]"
        return "Any" if s.get("type") != "object" else "dict[str, Any]"

    def struct(self, name: str, s: dict[str, Any]) -> list[str]:
        o = [f"class {name}(msgspec.Struct, kw_only=True):"]
        o.append(f'    """{_doc(s["description"])}"""')
        required = set(s.get("required", []))
        for prop, ps in s.get("properties", {}).items():
            ann = self.annotation(ps)
            # a key that is a Python keyword (JSON Patch's "from") is a field renamed on the wire
            name, rename = (f"{prop}_", f"name={prop!r}") if keyword.iskeyword(prop) else (prop, "")
            if prop in required:
                o.append(f"    {name}: {ann}" + (f" = msgspec.field({rename})" if rename else ""))
            elif "default" in ps:
                ann = ann if "None" in ann.split(" | ") or ann == "Any" else f"{ann} | None"
                o.append(f"    {name}: {ann} = {ps['default']!r}")
            else:
                default = f"msgspec.field(default=UNSET, {rename})" if rename else "UNSET"
                o.append(f"    {name}: {ann} | UnsetType = {default}")
            o.append(f'    """{_doc(ps.get("description", ""))}"""')
        return [*o, "", ""]

    def render(self) -> str:
        self.late: list[str] = []
        checks: list[str] = []
        types: list[str] = []
        aliases: list[str] = []
        for name, s in self.defs.items():
            if s.get("type") == "object" and "properties" in s and "allOf" not in s:
                types += self.struct(name, s)
            else:
                aliases.append(f"{name}: TypeAlias = {self.alias_type(name)}")
                aliases.append(f'"""{_doc(s["description"])}"""')
                aliases.append("")
            checks += self.function(f"check_{name}", s, name)
            checks += self.ok_function(f"ok_{name}", s)
        types += aliases
        table = [
            "CHECKS: dict[str, Any] = {",
            *(f"    {name!r}: check_{name}," for name in self.defs),
            "}",
            '"""The check of every type, by title."""',
        ]
        prelude = PRELUDE.replace("@SUMMARY@", self.summary).replace(
            "@IMPORTS@", "import re\n" if self.uses_re else ""
        )
        return (
            "\n".join([prelude, "", *types, "", *self.helpers, "", "", *checks, *self.late, "", *table])
            + "\n"
        )


def _doc(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"').strip()


def _rule_tag(rule: dict[str, Any]) -> str:
    """The tag an if/then rule of a union names: ``{"if": {"properties": {"type": {"const": tag}}}}``."""
    ((_, cond),) = rule["if"]["properties"].items()
    tag: str = cond["const"]
    return tag


def _tag_property(s: dict[str, Any]) -> str:
    """The property a union's if/then rules read the tag from (``type``, or ``role``, ``op``...)."""
    props = {next(iter(rule["if"]["properties"])) for rule in s["allOf"]}
    if len(props) != 1:
        raise SystemExit(
            f"codegen: the rules of {s.get('title')} read more than one tag property: {sorted(props)}"
        )
    return props.pop()


def render_python(doc: dict[str, Any], summary: str = SUMMARY) -> str:
    """``chatschema_generated/<family>.py``: a Struct or alias and a check per type."""
    return PythonWriter(doc, summary).render()


def registry_entries(doc: dict[str, Any], family: str = FAMILY) -> list[str]:
    """Lines of the registry table for every type (all held as plain JSON)."""
    out = []
    for name in doc["$defs"]:
        py = f"{family}.{name}"
        out.append(
            f"    {name!r}: TypeInfo({name!r}, {py}, {family}.check_{name}, False, {family!r}, None, None),"
        )
    return out


if __name__ == "__main__":
    print(json.dumps(derive(), indent=2))
