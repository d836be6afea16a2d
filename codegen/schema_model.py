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

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# Types that content lists and annotation lists hold as plain JSON: their
# schemas dispatch on the type tag with if/then, which no Struct expresses.
JSON_ALIASES = {
    "ContentItem": "ContentValue",
    "ContentPart": "JSONObject",
    "AnnotationItem": "JSONObject",
    "InputTokenDetails": "TokenCounts",
    "OutputTokenDetails": "TokenCounts",
    "AISDKProviderOptions": "JSONObject",
    "AISDKProviderMetadata": "JSONObject",
    "AISDKUIMessagePart": "JSONObject",
}


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

    @classmethod
    def load(cls, folder: Path) -> SchemaSet:
        out = cls()
        for path in sorted(folder.glob("*.json")):
            doc = json.loads(path.read_text())
            family = path.stem
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
                if name in out.defs:
                    raise SystemExit(f"type {name} is defined twice")
                out.defs[name] = Def(family, name, schema)
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

    def arms(self, d: Def) -> list[tuple[str, str, str, Def]]:
        """``(property, kind, value, target)`` of each if/then arm of a tag dispatch: ``kind`` is
        ``"const"`` (the tag equals ``value``) or ``"prefix"`` (a ``pattern`` ``^value``: the tag
        starts with it, as in ``tool-`` and a tool's name)."""
        out = []
        for arm in d.schema.get("allOf", []):
            ((prop, cond),) = arm["if"]["properties"].items()
            target = self.resolve(arm["then"]["$ref"])
            if "const" in cond:
                out.append((prop, "const", cond["const"], target))
                continue
            pattern = cond.get("pattern", "")
            if not re.fullmatch(r"\^[A-Za-z0-9_-]+", pattern):
                raise SystemExit(
                    f"{d.family}.json#/$defs/{d.name}: an arm's condition is a const or a pattern "
                    f"^<prefix> (letters, digits, _ and -), not {cond!r}"
                )
            out.append((prop, "prefix", pattern[1:], target))
        return out

    def closed_dispatch(self, d: Def) -> bool:
        """A dispatch that refuses any tag its arms do not name (its ``anyOf`` lists the members)."""
        return "anyOf" in d.schema and "allOf" in d.schema

    # -- inputs for datamodel-code-generator ------------------------------
    def type_overrides(self, storage: str) -> dict[str, str]:
        out = {name: f"{storage}.{alias}" for name, alias in JSON_ALIASES.items()}
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
                    and td.name not in JSON_ALIASES
                ):
                    if "properties" not in td.schema:
                        continue  # already a plain JSON object alias
                    out[f"{d.name}.{prop}"] = f"{storage}.{shape_alias[shape]}"
        return out

    def template_data(self) -> dict[str, dict[str, Any]]:
        return {d.name: {"forbid_unknown_fields": True} for d in self.defs.values() if d.closed}
