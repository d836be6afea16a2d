"""Reads the schema files and answers the questions codegen asks about them.

Conventions the generator relies on (checked here, so a schema that breaks
them fails generation with a clear message instead of producing odd code):

* Every type is a named entry of ``$defs`` with a ``title`` equal to its key.
* Message types and the serialized envelopes are closed objects
  (``additionalProperties: false``); they become msgspec Structs that hold
  their fields directly. Every other object type is held as a plain JSON
  object inside them, as LangChain does, and is checked by the generated
  validators, so that unknown keys are kept instead of dropped.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# Schema families whose checks are written straight from their JSON Schema, as the OpenTelemetry
# GenAI family's are (codegen/otel_genai.py's PythonWriter, and the TypeScript runtime's JSON walker),
# rather than through datamodel-code-generator and msgspec: the protocol events in ui_streams.json
# are open objects told apart by a tag that is sometimes a prefix (the AI SDK's data-* chunks) or
# another property than type (AG-UI's role and op), with keywords msgspec Structs drop (pattern,
# minimum, maximum, minItems). They are read by the rest of codegen (docs, bundle, TypeScript types)
# like any other schema file; only SchemaSet, which feeds the msgspec route, leaves them out.
WALKED_FAMILIES = ("ui_streams",)

# Types that content lists and annotation lists hold as plain JSON: their
# schemas dispatch on the type tag with if/then, which no Struct expresses.
# (Dispatches keyed by a class path are added by SchemaSet.json_aliases.)
JSON_ALIASES = {
    "ContentItem": "ContentValue",
    "ContentPart": "JSONObject",
    "AnnotationItem": "JSONObject",
    "LangChainJSContentItem": "ContentValue",
    "LangChainJSContentPart": "JSONObject",
    "LangChainJSAnnotationItem": "JSONObject",
    "LangChainJSMessageContent": "ContentList",
    "InputTokenDetails": "TokenCounts",
    "OutputTokenDetails": "TokenCounts",
    "AISDKProviderOptions": "JSONObject",
    "AISDKProviderMetadata": "JSONObject",
    "AISDKUIMessagePart": "JSONObject",
}


def string_arrays(schema: dict[str, Any]) -> list[tuple[str, ...]] | None:
    """The arrays of strings a ``const`` array or an ``enum`` of arrays allows, as tuples; None
    for any other schema. An ``enum`` must hold arrays of strings alone (mixed enums are refused)."""
    if "const" in schema and type(schema["const"]) is list:
        values = [schema["const"]]
    elif "enum" in schema and any(type(v) is list for v in schema["enum"]):
        values = schema["enum"]
    else:
        return None
    if not all(type(v) is list and all(type(e) is str for e in v) for v in values):
        raise SystemExit(f"codegen: a const or enum of arrays holds arrays of strings alone, not {values!r}")
    return [tuple(v) for v in values]


def datamodel_input(doc: dict[str, Any]) -> dict[str, Any]:
    """A schema file as datamodel-code-generator reads it: a property that is a ``const`` or an
    ``enum`` of arrays of strings (a class path) becomes an array of strings, which the Structs
    hold as ``list[str]``; the generated checks (codegen/validators.py, ``constraints``) hold
    which arrays are allowed. A ``$ref`` property's ``maxLength`` and ``maxItems`` (a remove
    message's content, empty) are left to those checks too, so the Struct keeps the referred type."""
    out = json.loads(json.dumps(doc))
    for schema in out.get("$defs", {}).values():
        for prop, ps in schema.get("properties", {}).items():
            if string_arrays(ps) is not None:
                notes = {k: v for k, v in ps.items() if k in ("title", "description")}
                schema["properties"][prop] = {"type": "array", "items": {"type": "string"}, **notes}
            elif "$ref" in ps:
                for bound in ("maxLength", "maxItems"):
                    ps.pop(bound, None)
    return out


@dataclass(frozen=True)
class Def:
    family: str
    name: str
    schema: dict[str, Any]

    @property
    def closed(self) -> bool:
        return self.schema.get("additionalProperties") is False

    @property
    def properties(self) -> dict[str, Any]:
        return self.schema.get("properties", {})


@dataclass
class SchemaSet:
    defs: dict[str, Def] = field(default_factory=dict)
    families: list[str] = field(default_factory=list)
    walked: dict[str, Def] = field(default_factory=dict)
    """The types of WALKED_FAMILIES, checked here but kept out of defs and families."""

    @classmethod
    def load(cls, folder: Path) -> SchemaSet:
        out = cls()
        for path in sorted(folder.glob("*.json")):
            doc = json.loads(path.read_text())
            family = path.stem
            walked = family in WALKED_FAMILIES
            if not walked:
                out.families.append(family)
            for key in ("$id", "title", "description"):
                if key not in doc:
                    raise SystemExit(f"{path.name}: missing top-level {key}")
            for name, schema in doc.get("$defs", {}).items():
                if schema.get("title") != name:
                    raise SystemExit(f"{path.name}#/$defs/{name}: title must equal the key")
                if not schema.get("description"):
                    raise SystemExit(f"{path.name}#/$defs/{name}: missing description")
                for prop, ps in schema.get("properties", {}).items():
                    if not ps.get("description"):
                        raise SystemExit(f"{path.name}#/$defs/{name}.{prop}: missing description")
                if name in out.defs or name in out.walked:
                    raise SystemExit(f"type {name} is defined twice")
                if walked:
                    out.walked[name] = Def(family, name, schema)
                else:
                    out.defs[name] = Def(family, name, schema)
        return out

    @functools.cached_property
    def json_aliases(self) -> dict[str, str]:
        """JSON_ALIASES, and every dispatch keyed by arrays of strings (a class path) as a JSON object:
        msgspec tells the Structs of a union apart by a string tag only."""
        out = dict(JSON_ALIASES)
        for d in self.defs.values():
            arms = self.arms(d) if "allOf" in d.schema and all("if" in p for p in d.schema["allOf"]) else []
            if any(kind == "array" for _, kind, _, _ in arms):
                out.setdefault(d.name, "JSONObject")
        return out

    # -- references -------------------------------------------------------
    def resolve(self, ref: str) -> Def:
        name = ref.rsplit("/", 1)[-1]
        return self.defs[name]

    def struct_backed(self, d: Def) -> bool:
        """Closed object types become Structs that hold their fields directly."""
        return d.closed

    def ref_target(self, schema: dict[str, Any]) -> tuple[str, Def] | None:
        """Classify a property schema that points at one named type.

        Returns (shape, def) with shape one of "one", "list", "optional".
        """
        if "$ref" in schema:
            return "one", self.resolve(schema["$ref"])
        if schema.get("type") == "array" and "$ref" in schema.get("items", {}):
            return "list", self.resolve(schema["items"]["$ref"])
        branches = schema.get("anyOf", [])
        refs = [b for b in branches if "$ref" in b]
        if len(branches) == 2 and len(refs) == 1 and {"type": "null"} in branches:
            return "optional", self.resolve(refs[0]["$ref"])
        return None

    def arms(self, d: Def) -> list[tuple[str, str, Any, Def]]:
        """``(property, kind, value, target)`` of each if/then arm of a tag dispatch: ``kind`` is
        ``"const"`` (the tag equals ``value``), ``"prefix"`` (a ``pattern`` ``^value``: the tag
        starts with it, as in ``tool-`` and a tool's name) or ``"array"`` (the tag is an array of
        strings equal to ``value``, a tuple: a ``const`` array, or one entry per array of an
        ``enum`` of them, as a class path). A dispatch keys all its arms one way."""
        out: list[tuple[str, str, Any, Def]] = []
        for arm in d.schema.get("allOf", []):
            ((prop, cond),) = arm["if"]["properties"].items()
            target = self.resolve(arm["then"]["$ref"])
            paths = string_arrays(cond)
            if paths is not None:
                out += [(prop, "array", path, target) for path in paths]
                continue
            if "const" in cond and type(cond["const"]) is str:
                out.append((prop, "const", cond["const"], target))
                continue
            pattern = cond.get("pattern", "")
            if not re.fullmatch(r"\^[A-Za-z0-9_-]+", pattern):
                raise SystemExit(
                    f"{d.family}.json#/$defs/{d.name}: an arm's condition is a const string, a pattern "
                    f"^<prefix> (letters, digits, _ and -), or a const or enum of arrays of strings, not {cond!r}"
                )
            out.append((prop, "prefix", pattern[1:], target))
        if len({kind == "array" for _, kind, _, _ in out}) > 1:
            raise SystemExit(
                f"{d.family}.json#/$defs/{d.name}: arms keyed by arrays and by strings in one dispatch"
            )
        return out

    def closed_dispatch(self, d: Def) -> bool:
        """A dispatch that refuses any tag its arms do not name (its ``anyOf`` lists the members)."""
        return "anyOf" in d.schema and "allOf" in d.schema

    # -- inputs for datamodel-code-generator ------------------------------
    def type_overrides(self, storage: str) -> dict[str, str]:
        out = {name: f"{storage}.{alias}" for name, alias in self.json_aliases.items()}
        shape_alias = {"one": "JSONObject", "list": "JSONObjectList", "optional": "OptionalJSONObject"}
        for d in self.defs.values():
            if not self.struct_backed(d):
                continue
            for prop, ps in d.properties.items():
                target = self.ref_target(ps)
                if target is None:
                    continue
                shape, td = target
                if (
                    td.schema.get("type") == "object"
                    and not self.struct_backed(td)
                    and td.name not in self.json_aliases
                ):
                    if "properties" not in td.schema:
                        continue  # already a plain JSON object alias
                    out[f"{d.name}.{prop}"] = f"{storage}.{shape_alias[shape]}"
        return out

    def template_data(self) -> dict[str, dict[str, Any]]:
        return {d.name: {"forbid_unknown_fields": True} for d in self.defs.values() if d.closed}
