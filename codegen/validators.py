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
"""

from __future__ import annotations

from typing import Any

from schema_model import JSON_ALIASES, Def, SchemaSet

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


def from_msgspec(error: msgspec.ValidationError, base: str) -> SchemaViolation:
    """Turn msgspec's ``message - at `$.x`` text into a SchemaViolation."""
    text = str(error)
    message, sep, where = text.rpartition(" - at `")
    if not sep:
        return SchemaViolation(text, base)
    return SchemaViolation(message, join_path(base, where.rstrip("`")))


def _convert(value: Any, typ: Any, path: str) -> None:
    try:
        msgspec.convert(value, typ)
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None


def _object(value: Any, path: str) -> dict[str, Any]:
    if type(value) is not dict:
        raise SchemaViolation(f"Expected `object`, got `{{type(value).__name__}}`", path)
    return value
'''


def _py(name: str) -> str:
    return f"check_{name}"


class Writer:
    def __init__(self, model: SchemaSet) -> None:
        self.m = model
        self.out: list[str] = []

    # which defs are plain JSON with a generated Struct to convert against
    def json_struct(self, d: Def) -> bool:
        s = d.schema
        return s.get("type") == "object" and "properties" in s and not d.closed and d.name not in JSON_ALIASES

    def is_union(self, d: Def) -> bool:
        return "oneOf" in d.schema

    def nested_calls(self, d: Def, access: str) -> list[str]:
        """Lines that check the properties of ``d`` that need more than msgspec did.

        ``access`` is "attr" for Structs (msgspec checked nothing inside plain
        JSON fields) or "key" for plain objects already converted (msgspec
        checked nested Structs, but not aliases or their extra rules).
        """
        lines: list[str] = []
        for prop, ps in d.properties.items():
            target = self.m.ref_target(ps)
            if target is None:
                continue
            shape, td = target
            if access == "attr":
                if td.closed:
                    fn = _py(td.name)  # a Struct inside a Struct: check its own fields
                elif (
                    self.json_struct(td)
                    or td.name in JSON_ALIASES
                    or self.is_union(td)
                    or "anyOf" in td.schema
                ):
                    fn = _py(td.name)
                else:
                    continue
                get = f"value.{prop}"
            else:
                if td.name in JSON_ALIASES:
                    fn = _py(td.name)
                elif self.json_struct(td) and self.has_extra(td):
                    fn = f"_extra_{td.name}"
                else:
                    continue
                get = f"value.get({prop!r})"
            sub = f'path + ".{prop}"'
            if shape == "list":
                lines += [
                    f"    items = {get}",
                    "    if type(items) is list:",
                    "        for i, item in enumerate(items):",
                    f'            {fn}(item, f"{{path}}.{prop}[{{i}}]")',
                ]
            else:
                lines += [
                    f"    item = {get}",
                    "    if item is not None:",
                    f"        {fn}(item, {sub})",
                ]
        return lines

    def type_test(self, ps: dict[str, Any], x: str) -> str | None:
        """A Python expression true only when ``x`` matches ``ps``, or None when none is written."""
        if "const" in ps:
            return f"{x} == {ps['const']!r}"
        if "enum" in ps:
            return f"{x} in {tuple(ps['enum'])!r}"
        if "anyOf" in ps:
            parts = [self.type_test(b, x) for b in ps["anyOf"]]
            return None if None in parts else "(" + " or ".join(parts) + ")"  # type: ignore[arg-type]
        if "$ref" in ps:
            target = self.m.resolve(ps["$ref"]).schema
            if (
                target.get("type") == "object"
                and "properties" not in target
                and target.get("additionalProperties") == {}
            ):
                return f"type({x}) is dict"
            if target.get("type") == "object" and target.get("additionalProperties") == {"type": "integer"}:
                return f"(type({x}) is dict and all(type(c) is int for c in {x}.values()))"
            return None
        simple = {"string": "str", "integer": "int", "boolean": "bool", "null": "type(None)"}
        t = ps.get("type")
        if t in simple:
            return f"type({x}) is {simple[t]}"
        if t is None and set(ps) <= {"description", "default"}:
            return "True"
        return None

    def fast_test(self, d: Def) -> str | None:
        """One expression that accepts the common well-formed case without msgspec, or None."""
        parts = ["type(value) is dict"]
        required = set(d.schema.get("required", []))
        for prop, ps in d.properties.items():
            test = self.type_test(ps, f"value[{prop!r}]")
            if test is None:
                return None
            if prop in required:
                parts.append(f"({prop!r} in value and {test})")
            elif test != "True":
                parts.append(f"({prop!r} not in value or {test})")
        return " and ".join(parts)

    def rule_calls(self, d: Def) -> list[str]:
        lines = []
        for part in d.schema.get("allOf", []):
            if "$ref" in part:
                lines.append(f"    {_py(self.m.resolve(part['$ref']).name)}(value, path)")
        return lines

    def has_extra(self, d: Def) -> bool:
        return bool(self.rule_calls(d) or self.nested_calls(d, "key"))

    def module_of(self, d: Def) -> str:
        return f"{d.family}.{d.name}"

    def emit(self, d: Def) -> None:
        s, name = d.schema, d.name
        o = self.out
        if d.closed:  # a Struct: msgspec checked its own fields
            body = self.nested_calls(d, "attr")
            o.append(f"def {_py(name)}(value: Any, path: str) -> None:")
            o.append(f'    """Check the plain JSON fields of a decoded {name}."""')
            o += body or ["    return None"]
        elif self.is_union(d):
            members = [self.m.resolve(b["$ref"]) for b in s["oneOf"]]
            if all(m.closed for m in members):
                # dispatch on the type tag, so subclasses of the generated Structs work too
                o.append(f"_BY_TAG_{name}: dict[str, Any] = {{}}  # filled in below")
                self.late.append(f"_BY_TAG_{name}.update({{")
                self.late += [f"    {m.properties['type']['const']!r}: {_py(m.name)}," for m in members]
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
            fast = None if self.rule_calls(d) else self.fast_test(d)
            if fast is not None:
                o.append(f"    if {fast}:")
                o.append("        return  # the common, well-formed case; msgspec explains failures")
            if extra:
                o.append(f"    _extra_{name}(_object(value, path), path)")
            if "type" in d.schema.get("required", []):
                # msgspec accepts a missing tag when decoding one tagged type
                o.append("    if 'type' not in _object(value, path):")
                o.append('        raise SchemaViolation("Object missing required field `type`", path)')
            o.append(f"    _convert(value, {d.family}.{name}, path)")
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
                    f'    raise SchemaViolation(f"Expected `{kinds}`, got `{{type(value).__name__}}`", path)'
                )
        elif s.get("type") == "object":
            value_schema = s.get("additionalProperties", {})
            o.append(f"def {_py(name)}(value: Any, path: str) -> None:")
            o.append(f'    """Check a {name}."""')
            if isinstance(value_schema, dict) and value_schema.get("type") == "integer":
                o.append("    for key, count in _object(value, path).items():")
                o.append("        if type(count) is not int:")
                o.append(
                    '            raise SchemaViolation(f"Expected `int`, got `{type(count).__name__}`", key_path(path, key))'
                )
            else:
                o.append("    _object(value, path)")
        else:
            raise SystemExit(f"codegen: no check can be written for {name}; extend codegen/validators.py")
        o.append("")
        o.append("")

    def render(self) -> str:
        self.late: list[str] = []
        modules = ", ".join(sorted(self.m.families))
        self.out = [PRELUDE.format(modules=modules), ""]
        for name in sorted(self.m.defs):
            self.emit(self.m.defs[name])
        self.out += self.late
        return "\n".join(self.out) + "\n"


def render_storage() -> str:
    return STORAGE


def render_validators(model: SchemaSet) -> str:
    return Writer(model).render()


def render_registry(model: SchemaSet) -> str:
    """A table from type title to (Python type, check, held as a Struct or not)."""
    w = Writer(model)
    lines = [
        '"""Every schema type by title: the Python type, its check, and how it is held."""',
        "",
        "from __future__ import annotations",
        "",
        "from typing import Any, NamedTuple",
        "",
        f"from . import _storage, _validators, {', '.join(sorted(model.families))}",
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
        "",
        "",
        "TYPES: dict[str, TypeInfo] = {",
    ]
    for name in sorted(model.defs):
        d = model.defs[name]
        if name in JSON_ALIASES:
            py = f"_storage.{JSON_ALIASES[name]}"
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
        lines.append(
            f"    {name!r}: TypeInfo({name!r}, {py}, _validators.check_{name}, {struct}, {d.family!r}),"
        )
    lines.append("}")
    return "\n".join(lines) + "\n"
