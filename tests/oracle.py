"""The jsonschema oracle: full draft 2020-12 semantics, schemas from disk, no network."""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError as JSValidationError
from referencing import Registry, Resource

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "schemas"
EXAMPLES = SCHEMAS / "examples"


OTEL_DERIVED = ROOT / "generated" / "python" / "chatschema_generated" / "schemas" / "otel_genai.json"
"""The OpenTelemetry GenAI schemas in chatschema's form, derived from schemas/otel-genai/ by codegen."""


@functools.cache
def documents() -> dict[str, dict[str, Any]]:
    """The schema files, and the derived OpenTelemetry GenAI schema beside them."""
    out = {p.name: json.loads(p.read_text()) for p in sorted(SCHEMAS.glob("*.json"))}
    derived = json.loads(OTEL_DERIVED.read_text())
    del derived["$comment"]
    out[OTEL_DERIVED.name] = derived
    return out


@functools.cache
def registry() -> Registry:
    return Registry().with_resources(
        (doc["$id"], Resource.from_contents(doc)) for doc in documents().values()
    )


@functools.cache
def where() -> dict[str, str]:
    """Title -> $id of the file that defines it."""
    return {name: doc["$id"] for doc in documents().values() for name in doc.get("$defs", {})}


@functools.cache
def validator(title: str) -> Draft202012Validator:
    many = title.startswith("list[")
    inner = title[5:-1] if many else title
    ref = {"$ref": f"{where()[inner]}#/$defs/{inner}"}
    schema = {"type": "array", "items": ref} if many else ref
    return Draft202012Validator(schema, registry=registry())


def _leaves(error: JSValidationError) -> list[str]:
    if not error.context:
        return [error.json_path]
    out: list[str] = []
    for sub in error.context:
        out += _leaves(sub)
    return [*out, error.json_path]


def error_paths(title: str, instance: Any) -> set[str]:
    """Every JSON path the oracle reports an error at (empty when valid)."""
    paths: set[str] = set()
    for error in validator(title).iter_errors(instance):
        paths.update(_leaves(error))
    return paths


def examples() -> list[tuple[str, str, Path]]:
    """(type title, 'valid' or 'invalid', file) for every example."""
    out = []
    for folder in sorted(EXAMPLES.iterdir()):
        for f in sorted(folder.glob("*.json")):
            out.append((folder.name, f.name.split("-", 1)[0], f))
    return out
