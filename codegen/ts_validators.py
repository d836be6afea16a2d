"""Writes the TypeScript validators: one module per schema title, under ``generated/typescript/validators/``.

Each module holds data that the runtime (codegen/typescript/runtime.ts, copied beside them as
``_runtime.ts``) interprets, in the order the Python validator works, so that the one error it
reports is the Python package's, message and path:

1. what the Python side reads a value as (msgspec Structs and unions, for the titles held as
   Structs), described by codegen/ts_introspect.py from the generated package itself;
2. the checks codegen/validators.py writes for what msgspec cannot express, chosen by the same
   ``Writer`` decisions (``nested_targets``, ``rule_targets``, ``json_struct``, ...);
3. for the OpenTelemetry types, their derived JSON Schema, which the runtime walks as
   codegen/otel_genai.py's checks do.

A module imports the modules of the titles it refers to, behind thunks (``() => C_X``), so that a
bundler keeps only the validators a program imports, and cycles between modules are harmless.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from schema_model import Def, SchemaSet
from validators import Writer

HERE = Path(__file__).resolve().parent
RUNTIME = HERE / "typescript" / "runtime.ts"
INTROSPECT = HERE / "ts_introspect.py"
TS_VALIDATOR_INPUTS = [RUNTIME, INTROSPECT]


_NOTES = frozenset(("title", "description", "default", "$comment", "examples"))
"""Schema keys that say nothing about which values are valid."""


def _js(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class TsWriter:
    """One module per title; names inside a module: S_ (struct), C_ (check), X_ (extra rules), J_ (JSON Schema)."""

    def __init__(self, model: SchemaSet, described: dict[str, Any], otel: dict[str, Any] | None) -> None:
        self.m = model
        self.w = Writer(model)
        self.structs: dict[str, Any] = described["structs"]
        self.titles: dict[str, Any] = described["titles"]
        self.otel_defs: dict[str, Any] = (otel or {}).get("$defs", {})
        self.messages = self._message_structs()

    def _message_structs(self) -> set[str]:
        any_message = self.m.defs.get("AnyMessage")
        if any_message is None:
            return set()
        return {self.m.resolve(b["$ref"]).name for b in any_message.schema.get("oneOf", [])}

    # -- references to other modules, collected per module while writing it -----------------
    def ref(self, prefix: str, title: str) -> str:
        name = f"{prefix}_{title}"
        if title != self.current:
            self.imports.setdefault(title, set()).add(name)
        return name

    def struct_ref(self, name: str) -> str:
        if name not in self.all_titles:
            raise SystemExit(f"ts_validators: Struct {name} is named for no schema title")
        return self.ref("S", name)

    # -- msgspec types ----------------------------------------------------------------------
    def ty(self, t: Any) -> str:
        if t == 0 or isinstance(t, str):
            return _js(t)
        if "s" in t:
            return f"{{s:()=>{self.struct_ref(t['s'])}}}"
        if "l" in t:
            return f"{{l:{self.ty(t['l'])}}}"
        if "d" in t:
            return f"{{d:{self.ty(t['d'])}}}"
        if "t" in t:
            return f"{{t:[{','.join(self.ty(i) for i in t['t'])}]}}"
        if "e" in t:
            return f"{{e:{_js(t['e'])},x:{_js(t['x'])}}}"
        parts = [f"u:[{','.join(self.ty(i) for i in t['u'])}]", f"x:{_js(t['x'])}"]
        if "g" in t:
            members = ",".join(f"{_js(tag)}:{self.struct_ref(name)}" for tag, name in t["m"].items())
            parts += [f"g:{_js(t['g'])}", f"m:()=>({{{members}}})"]
        return "{" + ",".join(parts) + "}"

    def struct(self, name: str) -> str:
        s = self.structs[name]
        fields = ",".join(f"[{_js(f)},{self.ty(t)},{r}]" for f, t, r in s["f"])
        parts = [f"f:[{fields}]"]
        if s["g"] is not None:
            parts.append(f"g:{_js(s['g'])}")
        if s["c"]:
            parts.append("c:1")
        if name in self.messages:
            parts.append("k:1")
        return "{" + ",".join(parts) + "}"

    # -- the checks of codegen/validators.py ------------------------------------------------
    def nested(self, d: Def, access: str) -> str:
        out = []
        for prop, shape, kind, td in self.w.nested_targets(d, access):
            target = self.ref("C", td.name) if kind == "check" else f"({{k:'x',x:{self.ref('X', td.name)}}})"
            out.append(f"[{_js(prop)},{1 if shape == 'list' else 0},()=>{target}]")
        return "[" + ",".join(out) + "]"

    def extras(self, d: Def) -> str:
        rules = ",".join(f"()=>{self.ref('C', r.name)}" for r in self.w.rule_targets(d))
        return f"{{r:[{rules}],n:{self.nested(d, 'key')}}}"

    def convert(self, d: Def) -> str:
        t = self.titles[d.name]["convert"]
        if t is None:
            raise SystemExit(f"ts_validators: no generated type to convert {d.name} to")
        return self.ty(t)

    @staticmethod
    def key(kind: str, value: Any) -> str:
        """The key of a dispatch arm in its table: the tag, or for an arm keyed by an array of
        strings (a class path) its JSON text, as the runtime's ``arrayKey`` writes it."""
        return _js(list(value)) if kind == "array" else value

    def arm(self, target: Def) -> str:
        """The check an arm of a dispatch runs: a Struct's is read as msgspec converts it first."""
        if not self.w.held_struct(target):
            return self.ref("C", target.name)
        read = self.titles[target.name]["read"]
        if read is None:
            raise SystemExit(f"ts_validators: no generated type to read {target.name} as")
        return f"{{k:'held',t:{self.ty(read)},c:()=>{self.ref('C', target.name)}}}"

    def rules(self, d: Def) -> str:
        """The constraints of a type's fields, as the runtime's ``q`` holds them."""
        return ",".join(
            f"[{_js(p)},{_js(_rule(k, v))},{_js(self.w.constraint_message(k, v))}]"
            for p, k, v in self.w.constraints(d)
        )

    def check(self, d: Def) -> str:
        s, w = d.schema, self.w
        if d.closed:
            rules = self.w.constraints(d)
            if not rules:
                return f"{{k:'fields',n:{self.nested(d, 'attr')}}}"
            return f"{{k:'fields',n:{self.nested(d, 'attr')},q:[{self.rules(d)}]}}"
        if w.is_union(d):
            members = [self.m.resolve(b["$ref"]) for b in s["oneOf"]]
            if all(m.closed for m in members):
                table = ",".join(f"{_js(w.tag_of(d, m))}:{self.ref('C', m.name)}" for m in members)
                prop = s.get("discriminator", {}).get("propertyName", "type")
                field = "" if prop == "type" else f"f:{_js(prop)},"
                return f"{{k:'tag',{field}m:()=>({{{table}}})}}"
            table = ",".join(
                f"{_js(w.tag_of(d, m))}:{self.ref('X', m.name)}" for m in members if w.has_extra(m)
            )
            return f"{{k:'conv',t:{self.convert(d)},m:()=>({{{table}}})}}"
        if w.json_struct(d):
            parts = ["k:'obj'", f"t:{self.convert(d)}"]
            if w.has_extra(d):
                parts.append(f"x:{self.ref('X', d.name)}")
            if "type" in s.get("required", []):
                parts.append("g:1")
            if w.constraints(d):
                parts.append(f"q:[{self.rules(d)}]")
            return "{" + ",".join(parts) + "}"
        if w.is_dispatch(d) and w.extended(d):
            arms = self.m.arms(d)
            consts = ",".join(
                f"{_js(self.key(kind, v))}:{self.arm(target)}"
                for _, kind, v, target in arms
                if kind in ("const", "array")
            )
            prefixes = ",".join(
                f"[{_js(v)},{self.arm(target)}]" for _, kind, v, target in arms if kind == "prefix"
            )
            parts = ["k:'disp'", f"f:{_js(arms[0][0])}", f"m:()=>({{{consts}}})", f"p:()=>[{prefixes}]"]
            if self.m.closed_dispatch(d):
                parts.append("c:1")
            if arms and arms[0][1] == "array":
                parts.append("a:1")
            return "{" + ",".join(parts) + "}"
        if "allOf" in s and all("if" in p for p in s["allOf"]):
            table = ",".join(
                f"{_js(p['if']['properties']['type']['const'])}:{self.ref('C', self.m.resolve(p['then']['$ref']).name)}"
                for p in s["allOf"]
            )
            return f"{{k:'disp',m:()=>({{{table}}})}}"
        if "anyOf" in s and all(set(b) == {"required"} for b in s["anyOf"]):
            sets = [b["required"] for b in s["anyOf"]]
            readable = "; ".join(" with ".join(r) for r in sets)
            message = "Object must say where its data is, with one of: " + readable
            return f"{{k:'req',r:{_js(sets)},e:{_js(message)}}}"
        if "anyOf" in s:
            branches = s["anyOf"]
            strings = any(b.get("type") == "string" for b in branches)
            refs = [b for b in branches if "$ref" in b]
            arrays = [b for b in branches if b.get("type") == "array"]
            parts = ["k:'alias'", f"s:{1 if strings else 0}"]
            if arrays:  # the Python check reads the first array branch and returns
                parts.append(f"a:()=>{self.ref('C', self.m.resolve(arrays[0]['items']['$ref']).name)}")
            if refs:
                parts.append(f"r:()=>{self.ref('C', self.m.resolve(refs[0]['$ref']).name)}")
            kinds = " | ".join(["str"] * strings + ["array"] * bool(arrays))
            parts.append(f"e:{_js(kinds)}")
            return "{" + ",".join(parts) + "}"
        if s.get("type") == "object":
            value_schema = s.get("additionalProperties", {})
            if isinstance(value_schema, dict) and value_schema.get("type") == "integer":
                return "{k:'ints'}"
            if value_schema == {"type": "object"}:
                return "{k:'objs'}"
            return "{k:'object'}"
        raise SystemExit(
            f"ts_validators: no check can be written for {d.name}; extend codegen/ts_validators.py"
        )

    def paths(self, d: Def) -> list[str]:
        """For a dispatch keyed by arrays of strings (a class path): the table of its arms, each
        path's JSON text and the title of the type it names, which readers take their paths from."""
        if not self.w.is_dispatch(d):
            return []
        arms = [(v, target) for _, kind, v, target in self.m.arms(d) if kind == "array"]
        if not arms:
            return []
        table = ",".join(f"{_js(self.key('array', v))}:{_js(target.name)}" for v, target in arms)
        return [
            f"/** Each class path {d.name} names (its JSON text) and the title of the type it names. */\n"
            f"export const P_{d.name}: Readonly<Record<string, string>> = {{{table}}};"
        ]

    # -- OpenTelemetry: the derived JSON Schema, $refs as thunks ----------------------------
    def json_node(self, node: Any) -> str:
        """A schema node as a TypeScript literal: notes dropped, each $ref a thunk of the J_ constant."""
        items = []
        for key, value in node.items():
            if key in _NOTES:
                continue
            if key == "$ref":
                text = f"()=>{self.ref('J', value.rsplit('/', 1)[-1])}"
            elif key == "properties":
                text = "{" + ",".join(f"{_js(k)}:{self.json_node(v)}" for k, v in value.items()) + "}"
            elif key in ("items", "additionalProperties", "if", "then", "else", "not") and isinstance(
                value, dict
            ):
                text = self.json_node(value)
            elif key in ("anyOf", "allOf", "oneOf"):
                text = "[" + ",".join(self.json_node(v) for v in value) + "]"
            else:
                text = _js(value)
            items.append(f"{_js(key)}:{text}")
        return "{" + ",".join(items) + "}"

    # -- modules ----------------------------------------------------------------------------
    def module(self, title: str, header: str) -> str:
        self.current = title
        self.imports: dict[str, set[str]] = {}
        body: list[str] = []
        if title in self.otel_defs:
            body.append(
                f"/** @internal */\nexport const J_{title}: Json = {self.json_node(self.otel_defs[title])};"
            )
            body.append(
                f"/** @internal */\nexport const C_{title}: Check = {{k:'json',j:()=>J_{title},f:runJson}};"
            )
            read, object_first = "null", False
        else:
            d = self.m.defs[title]
            if title in self.structs:
                body.append(f"/** @internal */\nexport const S_{title}: Struct = {self.struct(title)};")
            if self.w.json_struct(d) and self.w.has_extra(d):
                body.append(f"/** @internal */\nexport const X_{title}: Extras = {self.extras(d)};")
            body.append(f"/** @internal */\nexport const C_{title}: Check = {self.check(d)};")
            body += self.paths(d)
            described = self.titles[title]["read"]
            read = "null" if described is None else self.ty(described)
            # a bare rule ("one of these key sets", no type) is checked as an object first, as
            # chatschema.validation does (_RULES_FOR_OBJECTS)
            object_first = "anyOf" in d.schema and all(set(b) == {"required"} for b in d.schema["anyOf"])
        doc = self.m.defs[title].schema.get("description", "") if title in self.m.defs else ""
        summary = doc.split(". ")[0].rstrip(".").replace("*/", "* /")
        body.append(
            f"/** The validator of {title}{': ' + summary if summary else ''}. */\n"
            f"export const {title}: Validator<T.{title}> = /* @__PURE__ */ validator<T.{title}>"
            f"({_js(title)}, {read}, () => C_{title}{', true' if object_first else ''});"
        )
        kinds = ["type Check", "type Validator", "validator"] + (
            ["runJson"] if title in self.otel_defs else []
        )
        text = "\n".join(body)
        for kind in ("Struct", "Extras", "Json"):
            if f": {kind} =" in text:
                kinds.append(f"type {kind}")
        lines = [header, 'import type * as T from "../types.js";']
        lines.append(
            f'import {{ {", ".join(sorted(kinds, key=lambda k: k.split()[-1]))} }} from "./_runtime.js";'
        )
        for other in sorted(self.imports):
            lines.append(f'import {{ {", ".join(sorted(self.imports[other]))} }} from "./{other}.js";')
        return "\n".join(lines) + "\n\n" + text + "\n"

    def render(self, header: str) -> dict[str, str]:
        self.all_titles = set(self.m.defs) | set(self.otel_defs)
        titles = sorted(self.m.defs) + sorted(t for t in self.otel_defs if t not in self.m.defs)
        files = {f"{title}.ts": self.module(title, header) for title in sorted(set(titles))}
        exports = "\n".join(f'export {{ {t} }} from "./{t}.js";' for t in sorted(set(titles)))
        files["index.ts"] = (
            header
            + "// Every validator by its schema title; import only the ones you use: a bundler drops the rest.\n"
            'export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";\n'
            + exports
            + "\n"
        )
        table = "\n".join(f"  {t}," for t in sorted(set(titles)))
        imports = "\n".join(f'import {{ {t} }} from "./{t}.js";' for t in sorted(set(titles)))
        files["table.ts"] = (
            header
            + "// Every validator in one table by title: importing it keeps them all.\n"
            + imports
            + "\n\n/** Every validator by schema title. */\nexport const validators = {\n"
            + table
            + "\n} as const;\n\n/** A schema title. */\nexport type Title = keyof typeof validators;\n"
        )
        return files


def render_ts_validators(
    model: SchemaSet, generated_python: Path, otel: dict[str, Any] | None, header: str
) -> dict[str, str]:
    """File name -> text of every module under generated/typescript/validators/."""
    described = json.loads(
        subprocess.run(
            [sys.executable, str(INTROSPECT), str(generated_python)],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    files = TsWriter(model, described, otel).render(header)
    files["_runtime.ts"] = header + RUNTIME.read_text()
    return files


def _rule(kind: str, value: Any) -> Any:
    """A constraint's rule as the runtime reads it: a prefix (string), a minItems (number), class paths
    (array of arrays), a maxItems (``{a: n}``) or a maxLength (``{s: n}``)."""
    if kind == "paths":
        return [list(a) for a in value]
    if kind in ("max", "maxlen"):
        return {"a" if kind == "max" else "s": value}
    return value
