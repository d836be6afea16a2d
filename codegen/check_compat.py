"""Fail when schemas/ breaks compatibility with the last release's schemas.

Run through ``make check-compat``. The baseline is a copy of ``schemas/*.json``
as released, in ``codegen/baseline/<version>/``; ``codegen/baseline/VERSION``
names the release to compare against. Every ``$defs`` type of the baseline is
compared with the type of the same title in ``schemas/``.

A change is breaking when data or code written against the release could stop
working:

* a type is removed, or moved to another schema file (its ``$ref`` changes);
* a property is removed, or becomes required;
* a property is added to an object that took other keys (no ``additionalProperties: false``)
  with a schema narrower than what those keys took (so ``{"type": "string"}`` for a new key of
  a content block, whose unknown keys took any value, is a narrowing; a new property of a closed
  message type is not);
* a schema narrows, anywhere in a type: a JSON type is no longer allowed
  (including null: a nullable becomes non-nullable), a const or enum value is
  removed, an anyOf/oneOf branch or union member is removed,
  ``additionalProperties`` goes from allowed to false or gets a schema, a
  bound tightens (minimum, maximum, minLength, maxItems, ...), a pattern,
  format or other assertion is added or changed, a new allOf constraint or
  conditional (if/then) is added, a ``$ref`` points at a narrower type;
* a property's ``default`` changes (generated types fill it in when data
  omits the property, so old data would decode differently).

One new conditional is not breaking, and is reported on its own: a new
standard block. A dispatch arm ``if {"properties": {TAG_KEY: {"const":
TAG}}, "required": [TAG_KEY]} then {"$ref": NEW}`` (no ``else``) added to an
``allOf`` (as in ``ContentPart``) passes when ``NEW`` is a type new in this
change whose ``TAG_KEY`` is ``const TAG``, and no type of the release had
that tag. It does narrow, and only there: an object tagged ``TAG`` that was
kept as an unknown (provider-native) block before must now match ``NEW``;
every object with another tag is treated as before. That is how the set of
standard blocks grows (LangChain adds blocks in minor releases), so it is
accepted, and listed as "added standard block TAG (NEW)" among the additions
(printed on every run), never hidden. A new arm for a tag a released type has, a changed
arm for an existing tag, an arm with ``else``, or one whose target is an
existing type, or new but tagged otherwise, stays breaking.

A narrowing listed in ``ENFORCED`` is accepted the same way, reported as an addition: the schema
now says what the released library already refused (its classes' constructors and its readers),
so no value a released reader took is refused. A narrowing listed in ``ACCEPTED`` is a deliberate
one (the CHANGELOG says so under "Changed"), reported as an addition too. An entry of either is
the break's path and message exactly as this script prints them, with the reason: it accepts that
one break, and any other narrowing at the same path stays breaking.

Adding types, optional properties, enum values or union members, widening
anything, and changing descriptions or titles pass. A keyword the checker
does not understand is breaking when it is added or changed (and harmless
when removed, as every assertion keyword only narrows).

Exit status: 0 compatible, 1 breaking changes (each listed with its
type/property path), 2 bad arguments or unreadable baseline.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "schemas"
BASELINES = Path(__file__).resolve().parent / "baseline"

JSON = Any

# Keywords that never change which instances are valid.
ANNOTATIONS = frozenset(
    {
        "title",
        "description",
        "$comment",
        "examples",
        "deprecated",
        "readOnly",
        "writeOnly",
        "$schema",
        "$id",
        "$anchor",
        "$defs",
        "contentDescription",
    }
)
# Lower bounds (raising one narrows) and upper bounds (lowering one narrows).
LOWER = ("minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties", "minContains")
UPPER = ("maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties", "maxContains")
HANDLED = frozenset(
    {
        "$ref",
        "type",
        "const",
        "enum",
        "properties",
        "required",
        "additionalProperties",
        "items",
        "anyOf",
        "oneOf",
        "allOf",
        "if",
        "then",
        "else",
        "default",
        "multipleOf",
        "uniqueItems",
        *LOWER,
        *UPPER,
    }
)
NOT_BREAKING = frozenset({"standard-block-added", "enforced-before", "accepted-narrowing"})
"""Rules of changes that narrow only in a way the module docstring accepts: reported as additions."""
_REMOVE_CONTENT = "RemoveMessage took no content in 0.1.0 (its constructor and every reader refused one)"
ENFORCED: dict[tuple[str, str], str] = {
    ("RemoveMessage.content", "maxLength 0 added"): _REMOVE_CONTENT,
    ("RemoveMessage.content", "maxItems 0 added"): _REMOVE_CONTENT,
}
"""Narrowings to what the release already enforced: (path, the break's message as reported) -> the reason."""
_RAW_TOOL_CALLS = (
    "OpenAI-style raw tool calls (RawToolCall): the constructor of 0.1.0 already refused a wrong id, "
    "name, index or arguments where it read calls from them; newly refused are raw lists that are no "
    "list of objects and arguments written as an object (docs/compat.md)"
)
_NARROWER = "new property, narrower than other keys were: "
_ANY_TO = "no longer accepts {} (anyOf branch removed)"
ACCEPTED: dict[tuple[str, str], str] = {
    (f"{cls}.additional_kwargs.tool_calls{where}", _NARROWER + message): _RAW_TOOL_CALLS
    for cls in ("AIMessage", "AIMessageChunk")
    for where, message in (
        ("", "type narrowed from any to array"),
        ("[]", "type narrowed from any to object"),
        ("[].id", _ANY_TO),
        ("[].index", _ANY_TO),
        ("[].function", "type narrowed from any to object"),
        ("[].function.name", _ANY_TO),
        ("[].function.arguments", _ANY_TO),
    )
}
"""Deliberate narrowings of released types, accepted one by one: (path, the break's message as
reported) -> the reason, which the CHANGELOG also gives under "Changed" (data that relied on the
wider schema is refused from this release on)."""
ANY: dict[str, JSON] = {}
NOTHING: dict[str, JSON] = {"not": {}}


@dataclass(frozen=True)
class Break:
    """One breaking change: where (type and property path), which rule, and what happened."""

    path: str
    rule: str  # type-removed, type-moved, property-removed, now-required, narrowed, default-changed
    message: str  # (and standard-block-added, enforced-before: reported, not breaking)

    @property
    def breaking(self) -> bool:
        """False only for the changes reported as additions (``NOT_BREAKING``)."""
        return self.rule not in NOT_BREAKING

    def __str__(self) -> str:
        return f"{self.path}: {self.message}"


@dataclass(frozen=True)
class SchemaFiles:
    """The ``$defs`` types of one folder of schema files, by title."""

    defs: dict[str, dict[str, JSON]]
    family: dict[str, str]  # title -> file name

    @classmethod
    def load(cls, folder: Path) -> SchemaFiles:
        defs: dict[str, dict[str, JSON]] = {}
        family: dict[str, str] = {}
        for path in sorted(folder.glob("*.json")):
            doc = json.loads(path.read_text())
            for name, schema in doc.get("$defs", {}).items():
                defs[name] = schema
                family[name] = path.name
        return cls(defs, family)

    def resolve(self, ref: str) -> JSON | None:
        if "#/$defs/" not in ref:
            return None
        return self.defs.get(ref.rsplit("/", 1)[-1])


def canon(value: JSON) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def short(value: JSON, limit: int = 80) -> str:
    text = json.dumps(value, sort_keys=True, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def norm(schema: JSON) -> dict[str, JSON]:
    if schema is True:
        return ANY
    if schema is False:
        return NOTHING
    return schema if isinstance(schema, dict) else ANY


def assertions(schema: dict[str, JSON]) -> dict[str, JSON]:
    return {k: v for k, v in schema.items() if k not in ANNOTATIONS and k != "default"}


def json_type(value: JSON) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "integer" if value.is_integer() else "number"
    if isinstance(value, str):
        return "string"
    return "array" if isinstance(value, list) else "object"


def ref_name(ref: str) -> str:
    return ref.rsplit("/", 1)[-1]


@dataclass
class Checker:
    old: SchemaFiles
    new: SchemaFiles
    _visiting: set[tuple[str, str]] = field(default_factory=set)

    # -- top level -------------------------------------------------------------------
    def breaks(self) -> list[Break]:
        """The breaking changes of schemas/ against the release."""
        return [c for c in self.changes() if c.breaking]

    def changes(self) -> list[Break]:
        """Breaking changes, and the narrowing changes accepted as additions (``NOT_BREAKING``)."""
        out: list[Break] = []
        for name, old in self.old.defs.items():
            if name not in self.new.defs:
                out.append(Break(name, "type-removed", f"type removed (was in {self.old.family[name]})"))
                continue
            if self.old.family[name] != self.new.family[name]:
                out.append(
                    Break(
                        name,
                        "type-moved",
                        f"type moved from {self.old.family[name]} to {self.new.family[name]}, "
                        "so its $ref changes",
                    )
                )
            out += self.compare(old, self.new.defs[name], name)
        return list(dict.fromkeys(_accepted(c) for c in out))

    def additions(self) -> list[str]:
        """Non-breaking news, for the report: new types, new top-level properties, new standard blocks."""
        out = [f"{name}: new type" for name in self.new.defs if name not in self.old.defs]
        out += [str(c) for c in self.changes() if not c.breaking]
        for name, new in self.new.defs.items():
            old_props = norm(self.old.defs.get(name, {})).get("properties", {})
            if name in self.old.defs:
                out += [
                    f"{name}.{p}: new property" for p in norm(new).get("properties", {}) if p not in old_props
                ]
        return out

    # -- schemas ---------------------------------------------------------------------
    def compare(self, old: JSON, new: JSON, path: str) -> list[Break]:
        """Breaks of ``new`` against ``old``: what ``old`` accepted that ``new`` may not."""
        old, new = norm(old), norm(new)
        if _is_nothing(old):
            return []
        out: list[Break] = []
        if "default" in old or "default" in new:
            if canon(old.get("default", "<none>")) != canon(new.get("default", "<none>")):
                if "default" not in new:
                    text = f"default {short(old['default'])} removed"
                elif "default" not in old:
                    text = f"default {short(new['default'])} added"
                else:
                    text = f"default changed from {short(old['default'])} to {short(new['default'])}"
                out.append(Break(path, "default-changed", text))
        old, new = assertions(old), assertions(new)
        if canon(old) == canon(new):
            return out
        # a bare $ref on either side: compare with the type it names
        was, now = old.get("$ref"), new.get("$ref")
        same_ref = was is not None and now is not None and ref_name(was) == ref_name(now)
        if same_ref and _bare_ref(old) and _bare_ref(new):
            return out  # the named type is compared on its own
        if not same_ref and (_bare_ref(old) or _bare_ref(new)):
            key = (canon(old), canon(new))
            if key in self._visiting:
                return out  # already comparing this pair further up: assume it holds
            o = self.old.resolve(was) if _bare_ref(old) else old
            n = self.new.resolve(now) if _bare_ref(new) else new
            if o is None or n is None:
                return [*out, Break(path, "narrowed", f"now {_describe(new)} instead of {_describe(old)}")]
            self._visiting.add(key)
            try:
                return out + self.compare(o, n, path)
            finally:
                self._visiting.discard(key)
        old_branches, new_branches = _split(old), _split(new)
        if len(old_branches) > 1 or len(new_branches) > 1:
            return out + self.cover(old_branches, new_branches, path)
        return out + self.compare_keywords(old, new, path)

    def holds(self, old: JSON, new: JSON, path: str) -> bool:
        return not any(c.breaking for c in self.compare(old, new, path))

    def cover(self, old_branches: list[JSON], new_branches: list[JSON], path: str) -> list[Break]:
        """Every old branch must still be accepted by some new branch."""
        out: list[Break] = []
        for ob in old_branches:
            kept = None
            for nb in new_branches:
                found = self.compare(ob, nb, path)
                if not any(c.breaking for c in found):
                    kept = found
                    break
            if kept is not None:
                out += kept  # what is left are additions, such as a new standard block
                continue
            same = [nb for nb in new_branches if _kind(nb) == _kind(ob) and _kind(ob) != "ref"]
            if len(same) == 1:
                out += self.compare(ob, same[0], path)
            elif "$ref" in ob:
                out.append(Break(path, "narrowed", f"union member {ref_name(ob['$ref'])} removed"))
            elif ob == {"type": "null"}:
                out.append(Break(path, "narrowed", "no longer nullable: null is not accepted"))
            elif set(ob) == {"type"}:
                out.append(Break(path, "narrowed", f"type {ob['type']} no longer allowed"))
            else:
                out.append(
                    Break(path, "narrowed", f"no longer accepts {_describe(ob)} (anyOf branch removed)")
                )
        return out

    def compare_keywords(self, old: dict[str, JSON], new: dict[str, JSON], path: str) -> list[Break]:
        out: list[Break] = []
        if "$ref" in old or "$ref" in new:
            was, now = old.get("$ref"), new.get("$ref")
            if now is not None and (was is None or ref_name(was) != ref_name(now)):
                o = self.old.resolve(was) if was else old
                n = self.new.resolve(now)
                if o is None or n is None or not self.holds(o, n, path):
                    out.append(
                        Break(path, "narrowed", f"now refers to {ref_name(now)} instead of {was or 'any'}")
                    )
        out += self._types(old, new, path)
        out += self._values(old, new, path)
        out += self._object(old, new, path)
        if "items" in old or "items" in new:
            out += self.compare(old.get("items", ANY), new.get("items", ANY), f"{path}[]")
        out += self._bounds(old, new, path)
        out += self._unions(old, new, path)
        out += self._all_of(old, new, path)
        out += self._conditional(old, new, path)
        for key in sorted(set(new) - HANDLED):
            if key not in old:
                out.append(Break(path, "narrowed", f"{key} added: {short(new[key])}"))
            elif canon(old[key]) != canon(new[key]):
                out.append(
                    Break(path, "narrowed", f"{key} changed from {short(old[key])} to {short(new[key])}")
                )
        return out

    def _types(self, old: dict[str, JSON], new: dict[str, JSON], path: str) -> list[Break]:
        new_types = _types(new)
        if new_types is None:
            return []
        old_types = _types(old)
        if old_types is None:
            if any(k in old for k in ("$ref", "anyOf", "oneOf", "allOf")):
                return []  # what old accepts is said elsewhere; the branches are compared instead
            return [Break(path, "narrowed", f"type narrowed from any to {' | '.join(sorted(new_types))}")]
        allowed = new_types | ({"integer"} if "number" in new_types else set())
        out = []
        for t in sorted(old_types - allowed):
            if t == "null":
                out.append(Break(path, "narrowed", "no longer nullable: type null removed"))
            else:
                out.append(Break(path, "narrowed", f"type {t} no longer allowed"))
        return out

    def _values(self, old: dict[str, JSON], new: dict[str, JSON], path: str) -> list[Break]:
        new_values = _values(new)
        if new_values is None:
            return []
        old_values = _values(old)
        if old_values is None:
            if old.get("type") == "boolean" and {"true", "false"} <= set(new_values):
                return []
            shown = ", ".join(short(v) for v in new_values.values())
            return [Break(path, "narrowed", f"now restricted to the values {shown}")]
        return [
            Break(path, "narrowed", f"value {short(v)} no longer allowed (const/enum)")
            for k, v in old_values.items()
            if k not in new_values
        ]

    def _object(self, old: dict[str, JSON], new: dict[str, JSON], path: str) -> list[Break]:
        out: list[Break] = []
        old_props, new_props = old.get("properties", {}), new.get("properties", {})
        for prop, schema in old_props.items():
            if prop not in new_props:
                out.append(Break(f"{path}.{prop}", "property-removed", "property removed"))
            else:
                out += self.compare(schema, new_props[prop], f"{path}.{prop}")
        others = norm(old.get("additionalProperties", True))  # what a key old did not name took
        for prop, schema in new_props.items():
            if prop not in old_props:  # a rule for a key an open object took any value of: narrows
                for b in self.compare(others, assertions(norm(schema)), f"{path}.{prop}"):
                    message = b.message if b.message.startswith(_NARROWER) else _NARROWER + b.message  # once
                    out.append(Break(b.path, b.rule, message))
        old_required = set(old.get("required", []))
        for prop in new.get("required", []):
            if prop not in old_required:
                out.append(Break(f"{path}.{prop}", "now-required", "property is now required"))
        if "additionalProperties" in old or "additionalProperties" in new:
            was = norm(old.get("additionalProperties", True))
            now = norm(new.get("additionalProperties", True))
            where = f"{path}.<additionalProperties>"
            if _is_nothing(now) and not _is_nothing(was):
                out.append(
                    Break(
                        path, "narrowed", "additionalProperties is now false: unknown properties are rejected"
                    )
                )
            elif not assertions(was) and assertions(now):
                out.append(Break(where, "narrowed", f"other properties now must match {short(now)}"))
            else:
                out += self.compare(was, now, where)
        return out

    def _bounds(self, old: dict[str, JSON], new: dict[str, JSON], path: str) -> list[Break]:
        out: list[Break] = []
        for key in LOWER + UPPER:
            if key not in new:
                continue
            if key not in old:
                out.append(Break(path, "narrowed", f"{key} {short(new[key])} added"))
            elif (new[key] > old[key]) if key in LOWER else (new[key] < old[key]):
                verb = "raised" if key in LOWER else "lowered"
                out.append(Break(path, "narrowed", f"{key} {verb} from {old[key]} to {new[key]}"))
        if "multipleOf" in new:
            was = old.get("multipleOf")
            if was is None or (was / new["multipleOf"]) % 1 != 0:
                out.append(Break(path, "narrowed", f"multipleOf {new['multipleOf']} (was {was})"))
        if new.get("uniqueItems") is True and old.get("uniqueItems") is not True:
            out.append(Break(path, "narrowed", "items must now be unique"))
        return out

    def _unions(self, old: dict[str, JSON], new: dict[str, JSON], path: str) -> list[Break]:
        was = old.get("anyOf", old.get("oneOf"))
        now = new.get("anyOf", new.get("oneOf"))
        if now is None:
            return []
        if was is None:
            return [Break(path, "narrowed", f"now must match one of {len(now)} schemas: {short(now)}")]
        if "oneOf" in new and "oneOf" not in old:  # a value two branches accept is refused now
            return [
                Break(path, "narrowed", "anyOf became oneOf: a value more than one branch accepts is refused")
            ]
        return self.cover([assertions(norm(b)) for b in was], [assertions(norm(b)) for b in now], path)

    def _all_of(self, old: dict[str, JSON], new: dict[str, JSON], path: str) -> list[Break]:
        """Each new allOf constraint must be implied by an old one."""
        was = [assertions(norm(c)) for c in old.get("allOf", [])]
        out: list[Break] = []
        for c in new.get("allOf", []):
            c = assertions(norm(c))
            if any(self.holds(o, c, path) for o in was):
                continue
            similar = [o for o in was if _same_condition(o, c)]
            block = self._new_standard_block(c)
            if "if" in c and len(similar) == 1:
                out += self.compare(similar[0], c, path)
            elif block is not None:
                tag, name = block
                out.append(
                    Break(
                        path,
                        "standard-block-added",
                        f"added standard block {tag} ({name}): objects tagged {short(tag)}, "
                        "kept as unknown blocks before, must now match it",
                    )
                )
            elif "if" in c:
                out.append(Break(path, "narrowed", f"new conditional rule: if {short(c['if'])} then ..."))
            else:
                out.append(Break(path, "narrowed", f"new allOf constraint: must also match {_describe(c)}"))
        return out

    def _new_standard_block(self, arm: dict[str, JSON]) -> tuple[str, str] | None:
        """``(tag, type)`` when ``arm`` dispatches a tag no released type had to a new type of that tag."""
        if set(arm) != {"if", "then"}:
            return None  # an else branch would constrain every other object
        cond = assertions(norm(arm["if"]))
        props = cond.get("properties")
        if set(cond) != {"properties", "required"} or not isinstance(props, dict) or len(props) != 1:
            return None
        ((key, tag_schema),) = props.items()
        tag_schema = assertions(norm(tag_schema))
        if (
            cond["required"] != [key]
            or set(tag_schema) != {"const"}
            or not isinstance(tag_schema["const"], str)
        ):
            return None
        tag = tag_schema["const"]
        then = assertions(norm(arm["then"]))
        if not _bare_ref(then) or ref_name(then["$ref"]) in self.old.defs:
            return None  # an existing type: data tagged so that did not match it was valid before
        target = self.new.resolve(then["$ref"])
        if target is None:
            return None
        target_tag = assertions(norm(norm(target).get("properties", {}).get(key, ANY)))
        if target_tag != {"const": tag}:
            return None  # the new type is not the block of this tag
        for old in self.old.defs.values():
            values = _values(assertions(norm(norm(old).get("properties", {}).get(key, ANY))))
            if values is not None and canon(tag) in values:
                return None  # a released type already had the tag
        return tag, ref_name(then["$ref"])

    def _conditional(self, old: dict[str, JSON], new: dict[str, JSON], path: str) -> list[Break]:
        if "if" not in new:
            return []
        if "if" not in old or canon(old["if"]) != canon(new["if"]):
            return [Break(path, "narrowed", f"new conditional rule: if {short(new['if'])}")]
        cond = _condition_text(new["if"])
        out = self.compare(old.get("then", ANY), new.get("then", ANY), f"{path}<when {cond}>")
        out += self.compare(old.get("else", ANY), new.get("else", ANY), f"{path}<unless {cond}>")
        return out


def _accepted(change: Break) -> Break:
    """``change`` as an addition when ``ENFORCED`` or ``ACCEPTED`` records it (its path and message)."""
    key = (change.path, change.message)
    if key in ENFORCED:
        return Break(change.path, "enforced-before", f"{change.message}: {ENFORCED[key]}")
    if key in ACCEPTED:
        return Break(change.path, "accepted-narrowing", f"{change.message}: {ACCEPTED[key]}")
    return change


def _is_nothing(schema: dict[str, JSON]) -> bool:
    return schema is NOTHING or assertions(schema) == NOTHING


def _bare_ref(schema: dict[str, JSON]) -> bool:
    return set(schema) == {"$ref"}


def _split(schema: dict[str, JSON]) -> list[dict[str, JSON]]:
    """The branches of a schema that is only a union (anyOf/oneOf, or a list of types)."""
    if set(schema) in ({"anyOf"}, {"oneOf"}):
        branches = schema.get("anyOf", schema.get("oneOf"))
        return [b for branch in branches for b in _split(assertions(norm(branch)))]
    if set(schema) == {"type"} and isinstance(schema["type"], list):
        return [{"type": t} for t in schema["type"]]
    return [schema]


def _types(schema: dict[str, JSON]) -> set[str] | None:
    if "type" in schema:
        t = schema["type"]
        return set(t) if isinstance(t, list) else {t}
    values = _values(schema)
    if values is not None:
        return {json_type(v) for v in values.values()}
    return None


def _values(schema: dict[str, JSON]) -> dict[str, JSON] | None:
    if "const" in schema:
        return {canon(schema["const"]): schema["const"]}
    if "enum" in schema:
        return {canon(v): v for v in schema["enum"]}
    return None


def _kind(schema: dict[str, JSON]) -> str:
    if "$ref" in schema:
        return "ref"
    types = _types(schema)
    return " ".join(sorted(types)) if types else "other"


def _describe(schema: JSON) -> str:
    schema = norm(schema)
    if _bare_ref(schema):
        return ref_name(schema["$ref"])
    if set(schema) == {"type"}:
        return f"type {schema['type']}"
    if set(schema) == {"const"}:
        return f"value {short(schema['const'])}"
    return short(schema)


def _same_condition(a: dict[str, JSON], b: dict[str, JSON]) -> bool:
    return "if" in a and "if" in b and canon(a["if"]) == canon(b["if"])


def _condition_text(schema: JSON) -> str:
    props = norm(schema).get("properties", {})
    if len(props) == 1:
        ((prop, ps),) = props.items()
        if isinstance(ps, dict) and "const" in ps:
            return f"{prop} == {short(ps['const'])}"
    return short(schema, 40)


def check(baseline: Path, schemas: Path) -> list[Break]:
    return Checker(SchemaFiles.load(baseline), SchemaFiles.load(schemas)).breaks()


def latest_baseline(root: Path = BASELINES) -> tuple[str, Path]:
    version = (root / "VERSION").read_text().strip()
    return version, root / version


def _rel(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schemas", type=Path, default=SCHEMAS, help="folder of the current schema files")
    parser.add_argument(
        "--baseline",
        type=Path,
        help="folder of the released schema files (default: codegen/baseline/VERSION)",
    )
    args = parser.parse_args(argv)
    if args.baseline is None:
        try:
            version, baseline = latest_baseline()
        except OSError as e:
            print(f"check-compat: cannot read the baseline version: {e}", file=sys.stderr)
            return 2
    else:
        version, baseline = args.baseline.name, args.baseline
    for folder in (baseline, args.schemas):
        if not folder.is_dir() or not list(folder.glob("*.json")):
            print(f"check-compat: no schema files in {folder}", file=sys.stderr)
            return 2
    checker = Checker(SchemaFiles.load(baseline), SchemaFiles.load(args.schemas))
    found = checker.breaks()
    against = f"{_rel(args.schemas)}/ against release {version} ({_rel(baseline)}/)"
    if found:
        print(f"check-compat: {len(found)} breaking change(s) in {against}:")
        for b in found:
            print(f"  {b.path}: [{b.rule}] {b.message}")
        print(
            "Keep the old shape (add instead of change); for one deliberate narrowing, record its path and "
            "message with the reason in ACCEPTED (codegen/check_compat.py); for a new major release, copy "
            "schemas/*.json to codegen/baseline/<version>/ and update codegen/baseline/VERSION."
        )
        news = checker.additions()
        if news:
            print(f"Also {len(news)} addition(s), not breaking:")
            for line in news:
                print(f"  {line}")
        return 1
    news = checker.additions()
    print(f"check-compat: no breaking changes in {against}; {len(news)} addition(s)")
    for line in news:
        print(f"  {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
