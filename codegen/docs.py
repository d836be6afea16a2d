"""Write the Markdown schema reference in docs/schema/ from schemas/ and schemas/examples/.

Run through ``make docs`` (``make generate`` runs it too). One page per type
family (``schemas/<family>.json`` -> ``docs/schema/<family>.md``) plus
``index.md``. For every type: its title and description, a table of its
properties (type, required, default, description), its union members and
their tag values, the rules it must also satisfy (such as ``MediaSource``:
a media block must say where its data is), the types that use it, and its
valid and invalid examples.

The output depends only on the inputs: no timestamps, files in sorted order,
and the output folder is wiped first so removed families leave no stale page.
``--check`` writes nothing and exits 1 when the folder differs.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from schema_model import SchemaSet

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "schemas"
OUT = ROOT / "docs" / "schema"
# docs/schema/<page>.md -> the repository root
TO_ROOT = "../../"

JSON = Any


def header(source: str) -> str:
    return f"<!-- Generated from {source} by codegen/docs.py. DO NOT EDIT; run make docs. -->\n"


def slug(title: str) -> str:
    """The anchor GitHub gives a Markdown heading."""
    text = re.sub(r"[^\w\- ]", "", title.strip().lower())
    return text.replace(" ", "-")


def dumps(value: JSON, indent: int | None = None) -> str:
    separators = None if indent else (", ", ": ")
    text = json.dumps(value, indent=indent, ensure_ascii=False, separators=separators)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: keep it as a JSON escape
        text = json.dumps(value, indent=indent, ensure_ascii=True, separators=separators)
    return text


def code(text: str) -> str:
    """An inline code span that survives backticks in ``text``."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def fenced(text: str, lang: str = "json") -> str:
    longest = max((len(run) for run in re.findall(r"`{3,}", text)), default=2)
    fence = "`" * (longest + 1)
    return f"{fence}{lang}\n{text}\n{fence}"


def cell(text: str) -> str:
    """Text safe for one Markdown table cell."""
    return " ".join(text.split()).replace("|", "\\|")


def ref_name(ref: str) -> str:
    return ref.rsplit("/", 1)[-1]


ANNOTATIONS = {
    "title",
    "description",
    "default",
    "examples",
    "$comment",
    "deprecated",
    "readOnly",
    "writeOnly",
}


@dataclass(frozen=True)
class Family:
    name: str  # file stem
    title: str
    description: str
    defs: dict[str, dict[str, JSON]]


class Docs:
    def __init__(self, schemas: Path) -> None:
        SchemaSet.load(schemas)  # the house rules: titles equal keys, everything described
        self.schemas = schemas
        self.families: list[Family] = []
        self.family_of: dict[str, str] = {}
        for path in sorted(schemas.glob("*.json")):
            doc = json.loads(path.read_text())
            fam = Family(path.stem, doc["title"], doc["description"], doc.get("$defs", {}))
            self.families.append(fam)
            for name in fam.defs:
                self.family_of[name] = fam.name
        self.defs = {name: d for fam in self.families for name, d in fam.defs.items()}
        self.used_by: dict[str, set[str]] = {name: set() for name in self.defs}
        for name, d in self.defs.items():
            for ref in _refs(d):
                target = ref_name(ref)
                if target in self.used_by and target != name:
                    self.used_by[target].add(name)

    # -- links and type expressions ------------------------------------------------
    def link(self, name: str, page: str) -> str:
        fam = self.family_of.get(name)
        if fam is None:
            return code(name)
        where = "" if fam == page else f"{fam}.md"
        return f"[{name}]({where}#{slug(name)})"

    def render(self, schema: JSON, page: str) -> str:
        """A short, readable type expression for ``schema``."""
        if schema is True or schema == {}:
            return "any"
        if schema is False:
            return "nothing"
        s = {k: v for k, v in schema.items() if k not in ANNOTATIONS}
        if not s:
            return "any"
        parts: list[str] = []
        if "$ref" in s:
            parts.append(self.link(ref_name(s["$ref"]), page))
        if "const" in s:
            parts.append(code(dumps(s["const"])))
        elif "enum" in s:
            parts.append(" | ".join(code(dumps(v)) for v in s["enum"]))
        elif "type" in s:
            types = s["type"] if isinstance(s["type"], list) else [s["type"]]
            parts.append(" | ".join(self._render_type(t, s, page) for t in types))
        for key in ("anyOf", "oneOf"):
            if key in s:
                parts.append(" | ".join(self._wrap(self.render(b, page)) for b in s[key]))
        if "allOf" in s:
            parts.append(" & ".join(self._wrap(self.render(b, page)) for b in s["allOf"]))
        text = " & ".join(self._wrap(p) for p in parts) if len(parts) > 1 else "".join(parts)
        bounds = _bounds(s)
        if bounds:
            text = f"{self._wrap(text)} ({bounds})" if text else f"any ({bounds})"
        return text or code(dumps(s))

    def _render_type(self, t: str, s: dict[str, JSON], page: str) -> str:
        if t == "array":
            items = s.get("items")
            return "array" if items in (None, True, {}) else f"{self._wrap(self.render(items, page))}[]"
        if t == "object" and "properties" not in s:
            extra = s.get("additionalProperties")
            if extra not in (None, True, {}, False):
                return f"object of {self._wrap(self.render(extra, page))}"
        return t

    @staticmethod
    def _wrap(text: str) -> str:
        return f"({text})" if " | " in text or " & " in text else text

    # -- pages ---------------------------------------------------------------------
    def pages(self) -> dict[str, str]:
        out = {"index.md": self.index()}
        for fam in self.families:
            out[f"{fam.name}.md"] = self.family_page(fam)
        return out

    def index(self) -> str:
        lines = [
            header("schemas/"),
            "# Schema reference",
            "",
            "The message types of chatschema, one page per type family. Each page is written from the JSON "
            "Schemas in `schemas/` (draft 2020-12, the single source of truth) and the examples in "
            "`schemas/examples/`; regenerate it with `make docs`.",
            "",
            "| Family | Schema file | Types | Description |",
            "|---|---|---|---|",
        ]
        for fam in self.families:
            lines.append(
                f"| [{cell(fam.title)}]({fam.name}.md) | [`schemas/{fam.name}.json`]"
                f"({TO_ROOT}schemas/{fam.name}.json) | {len(fam.defs)} | {cell(fam.description)} |"
            )
        lines += ["", "## All types", "", "| Type | Family | Description |", "|---|---|---|"]
        by_fam = {fam.name: fam for fam in self.families}
        for name in sorted(self.defs, key=lambda n: (n.lower(), n)):
            fam = by_fam[self.family_of[name]]
            desc = cell(self.defs[name]["description"])
            lines.append(f"| {self.link(name, 'index')} | [{cell(fam.title)}]({fam.name}.md) | {desc} |")
        return "\n".join(lines) + "\n"

    def family_page(self, fam: Family) -> str:
        lines = [
            header(f"schemas/{fam.name}.json and schemas/examples/"),
            f"# {fam.title}",
            "",
            fam.description,
            "",
            f"Schema file: [`schemas/{fam.name}.json`]({TO_ROOT}schemas/{fam.name}.json). "
            "[All families](index.md).",
            "",
            "| Type | Description |",
            "|---|---|",
        ]
        for name, d in fam.defs.items():
            lines.append(f"| {self.link(name, fam.name)} | {cell(d['description'])} |")
        for name, d in fam.defs.items():
            lines += ["", *self.type_section(fam, name, d)]
        return "\n".join(lines) + "\n"

    def type_section(self, fam: Family, name: str, d: dict[str, JSON]) -> list[str]:
        page = fam.name
        lines = [f"## {name}", "", d["description"], ""]
        facts = [f"`$ref`: `{fam.name}.json#/$defs/{name}`"]
        union = any(k in d for k in ("anyOf", "oneOf"))
        if "type" in d:
            types = d["type"] if isinstance(d["type"], list) else [d["type"]]
            facts.append("type: " + " | ".join(f"`{t}`" for t in types))
        tag = _tag(d)
        if tag is not None:
            facts.append(f"type tag: `{tag[0]}` = {code(dumps(tag[1]))}")
        if (d.get("type") == "object" or "properties" in d) and not union:
            facts.append(self._other_properties(d))
        lines += ["- " + f for f in facts]
        props = d.get("properties", {})
        if props:
            required = set(d.get("required", []))
            lines += [
                "",
                "**Properties**",
                "",
                "| Property | Type | Required | Default | Description |",
                "|---|---|---|---|---|",
            ]
            for prop, ps in props.items():
                default = code(dumps(ps["default"])) if "default" in ps else ""
                lines.append(
                    f"| `{prop}` | {cell(self.render(ps, page))} | {'yes' if prop in required else 'no'} "
                    f"| {cell(default)} | {cell(ps.get('description', ''))} |"
                )
        extra_required = [r for r in d.get("required", []) if r not in props]
        if extra_required:
            lines += ["", "Required: " + ", ".join(f"`{r}`" for r in extra_required) + "."]
        lines += self._union(d, page)
        lines += self._rules(d, page)
        users = sorted(self.used_by[name], key=lambda n: (n.lower(), n))
        if users:
            lines += ["", "Used by: " + ", ".join(self.link(u, page) for u in users) + "."]
        lines += self._examples(name)
        return lines

    @staticmethod
    def _other_properties(d: dict[str, JSON]) -> str:
        extra = d.get("additionalProperties", True)
        what = "properties not listed below" if d.get("properties") else "properties"
        if extra is False:
            return f"{what}: rejected (`additionalProperties: false`)"
        if extra in (True, {}):
            return f"{what}: allowed and kept, any JSON value"
        return f"{what}: allowed, each must be {Docs._plain(extra)}"

    @staticmethod
    def _plain(schema: dict[str, JSON]) -> str:
        return f"`{schema['type']}`" if set(schema) == {"type"} else code(dumps(schema))

    def _union(self, d: dict[str, JSON], page: str) -> list[str]:
        lines: list[str] = []
        branches = d.get("oneOf") or d.get("anyOf")
        if branches and not _is_rule(branches):
            prop = (d.get("discriminator") or {}).get("propertyName")
            if prop:
                lines += [
                    "",
                    f"**Union members**, told apart by `{prop}`:",
                    "",
                    f"| `{prop}` | Member |",
                    "|---|---|",
                ]
                for b in branches:
                    target = self.defs.get(ref_name(b.get("$ref", "")), b)
                    value = _tag(target, prop)
                    shown = code(dumps(value[1])) if value else "(any)"
                    lines.append(f"| {cell(shown)} | {cell(self.render(b, page))} |")
            else:
                lines += ["", "**One of**:", ""]
                lines += [f"- {self.render(b, page)}" for b in branches]
        conditionals = [c for c in d.get("allOf", []) if "if" in c]
        if conditionals:
            prop = None
            rows = []
            for c in conditionals:
                cond = _condition(c["if"])
                if cond is None:
                    rows.append(
                        f"| {cell(code(dumps(c['if'])))} | {cell(self.render(c.get('then', {}), page))} |"
                    )
                    continue
                prop = cond[0]
                rows += [
                    f"| {cell(code(dumps(value)))} | {cell(self.render(c.get('then', {}), page))} |"
                    for value in cond[1]
                ]
            key = f"`{prop}`" if prop else "condition"
            closed = "anyOf" in d  # its members listed: a value no arm names is refused
            other = "is an error" if closed else "is accepted unchanged"
            lines += [
                "",
                f"**Tag values**: an object whose {key} is listed must match that type; any other value {other}.",
                "",
                f"| {key} | Must match |",
                "|---|---|",
                *rows,
            ]
        return lines

    def _rules(self, d: dict[str, JSON], page: str) -> list[str]:
        lines: list[str] = []
        branches = d.get("anyOf") or d.get("oneOf")
        if branches and _is_rule(branches):
            lines += ["", "**Rule**: at least one of these must hold:", ""]
            lines += [f"- {_alternative(b)}" for b in branches]
        for entry in d.get("allOf", []):
            if "if" in entry:
                continue
            if "$ref" in entry:
                target = ref_name(entry["$ref"])
                rule = self.defs.get(target, {})
                lines += ["", f"**Rule** ({self.link(target, page)}): {rule.get('description', '')}"]
                alts = rule.get("anyOf") or rule.get("oneOf")
                if alts and _is_rule(alts):
                    lines += ["", "At least one of these must hold:", ""]
                    lines += [f"- {_alternative(b)}" for b in alts]
            else:
                lines += ["", f"**Rule**: must also match {self.render(entry, page)}."]
        return lines

    def _examples(self, name: str) -> list[str]:
        folder = self.schemas / "examples" / name
        valid = sorted(folder.glob("valid-*.json"))
        invalid = sorted(folder.glob("invalid-*.json"))
        lines = ["", "**Examples**"]
        if not valid and not invalid:
            return [*lines, "", "None."]
        rel = f"{TO_ROOT}schemas/examples/{name}"
        for path in valid:
            payload = json.loads(path.read_text())
            lines += ["", f"Valid: [`{path.name}`]({rel}/{path.name})", "", fenced(dumps(payload, 2))]
        for path in invalid:
            case = json.loads(path.read_text())
            lines += [
                "",
                f"Invalid: [`{path.name}`]({rel}/{path.name}): {case['description']}; "
                f"error at {code(case['error_path'])}.",
                "",
                fenced(dumps(case["instance"], 2)),
            ]
        return lines


def _refs(node: JSON) -> list[str]:
    out: list[str] = []
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str):
                out.append(value)
            else:
                out += _refs(value)
    elif isinstance(node, list):
        for value in node:
            out += _refs(value)
    return out


def _tag(d: dict[str, JSON], prop: str = "type") -> tuple[str, JSON] | None:
    ps = d.get("properties", {}).get(prop)
    if isinstance(ps, dict) and "const" in ps:
        return prop, ps["const"]
    return None


def _condition(schema: dict[str, JSON]) -> tuple[str, list[JSON]] | None:
    """``{"properties": {"type": {"const": "x"}}, ...}`` -> ("type", ["x"]); an ``enum`` gives each value."""
    props = schema.get("properties", {})
    if len(props) == 1:
        ((prop, ps),) = props.items()
        if isinstance(ps, dict) and "const" in ps:
            return prop, [ps["const"]]
        if isinstance(ps, dict) and "enum" in ps:
            return prop, list(ps["enum"])
    return None


def _is_rule(branches: list[JSON]) -> bool:
    """A union of required-property alternatives: a rule on where data is, not a type union."""
    return all(isinstance(b, dict) and set(b) == {"required"} for b in branches)


def _alternative(branch: dict[str, JSON]) -> str:
    names = [f"`{p}`" for p in branch["required"]]
    return "has " + (" and ".join(names) if names else "nothing")


def _bounds(s: dict[str, JSON]) -> str:
    words = {
        "minimum": ">=",
        "exclusiveMinimum": ">",
        "maximum": "<=",
        "exclusiveMaximum": "<",
        "minLength": "min length",
        "maxLength": "max length",
        "minItems": "min items",
        "maxItems": "max items",
        "pattern": "pattern",
        "format": "format",
    }
    return ", ".join(f"{w} {code(dumps(s[k]))}" for k, w in words.items() if k in s)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schemas", type=Path, default=SCHEMAS, help="folder of schema files")
    parser.add_argument("--out", type=Path, default=OUT, help="folder to wipe and write")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 when --out is stale")
    args = parser.parse_args(argv)
    pages = Docs(args.schemas.resolve()).pages()
    out: Path = args.out.resolve()
    if args.check:
        have = {p.name: p.read_text() for p in sorted(out.glob("*"))} if out.is_dir() else {}
        stale = sorted(set(have) ^ set(pages) | {n for n in pages if have.get(n) != pages[n]})
        for name in stale:
            print(f"{out / name} is stale; run make docs", file=sys.stderr)
        return 1 if stale else 0
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for name, text in pages.items():
        (out / name).write_text(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
