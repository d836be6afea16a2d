"""The upstream OpenTelemetry GenAI conformance cases, and the official schemas as an oracle.

The cases are read from ``../shared/otel-genai/cases`` beside the repository when that folder
exists (the files the issue points at), else from the vendored copy in ``schemas/otel-genai/``;
``test_vendored.py`` holds the two byte-identical. The oracle is python-jsonschema's
``Draft202012Validator`` over the official files, the draft-07 metaschema they refer to resolved
from ``jsonschema_specifications`` (no network).
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any, NamedTuple

import yaml
from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError as JSValidationError
from jsonschema_specifications import REGISTRY as METASCHEMAS
from referencing.jsonschema import DRAFT202012

ROOT = Path(__file__).resolve().parent.parent.parent
VENDORED = ROOT / "schemas" / "otel-genai"
SHARED = ROOT.parent / "shared" / "otel-genai"
SOURCE = SHARED if SHARED.is_dir() else VENDORED
NONCONFORMING = Path(__file__).resolve().parent / "nonconforming.yaml"

TITLES = {
    "gen-ai-input-messages.json": "OtelInputMessages",
    "gen-ai-output-messages.json": "OtelOutputMessages",
    "gen-ai-system-instructions.json": "OtelSystemInstructions",
    "gen-ai-tool-definitions.json": "OtelToolDefinitions",
    "gen-ai-tool-call-arguments.json": "OtelToolCallArguments",
    "gen-ai-tool-call-result.json": "OtelToolCallResult",
    "gen-ai-memory-records.json": "OtelMemoryRecords",
    "gen-ai-retrieval-documents.json": "OtelRetrievalDocuments",
}
"""Official schema file -> the chatschema type title that validates it."""


class Case(NamedTuple):
    name: str
    schema: str
    document: Any
    errors: list[dict[str, str]]

    @property
    def title(self) -> str:
        return TITLES[self.schema]


def cases() -> list[Case]:
    out = []
    for path in sorted((SOURCE / "cases").glob("*.yaml")):
        data = yaml.safe_load(path.read_text())
        out.append(Case(path.stem, data["schema"], data["document"], data["errors"]))
    return out


def nonconforming() -> dict[str, dict[str, Any]]:
    """Cases where chatschema deliberately differs from the official schemas, with reasons."""
    data: dict[str, dict[str, Any]] = yaml.safe_load(NONCONFORMING.read_text())
    return data


@functools.cache
def official(schema: str) -> Draft202012Validator:
    doc = json.loads((VENDORED / "schemas" / schema).read_text())
    registry = METASCHEMAS.with_resource("urn:otel", DRAFT202012.create_resource(doc))
    return Draft202012Validator(doc, registry=registry)


def _unwrap(error: JSValidationError) -> list[JSValidationError]:
    """anyOf failures unwrapped as upstream's runner does (cases/README.md).

    To the one branch whose ``type`` matched; or, when every branch fails the same way (the same
    errors, or a ``type`` error at the value itself), to one branch's errors.
    """
    if error.validator != "anyOf" or not error.context:
        return [error]
    branches: dict[Any, list[JSValidationError]] = {}
    for sub in error.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)
    groups = list(branches.values())
    typed = [errs for errs in groups if not any(e.validator == "type" for e in errs)]
    if len(typed) == 1:
        return [leaf for e in typed[0] for leaf in _unwrap(e)]
    shapes = [{(e.json_path, str(e.validator)) for e in errs} for errs in groups]
    if all(shape == shapes[0] for shape in shapes):
        return [leaf for e in groups[0] for leaf in _unwrap(e)]
    at_value = [
        [e for e in errs if e.validator == "type" and e.json_path == error.json_path] for errs in groups
    ]
    if all(at_value):
        return [at_value[-1][0]]
    return [error]


def official_errors(case: Case) -> list[tuple[str, str]]:
    """(path, keyword) of every error the official schema reports, in upstream's form."""
    out = []
    for error in official(case.schema).iter_errors(case.document):
        out += [(e.json_path, str(e.validator)) for e in _unwrap(error)]
    return sorted(out)
