"""The bundled schema in generated/schema/ says exactly what the schema files say.

Other SDKs pin ``generated/schema/chatschema.schema.json`` by the sha256 in ``manifest.json``; these
tests hold the bundle to the files in schemas/ and the manifest to the bundle.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from tests.oracle import documents, examples, validator

ROOT = Path(__file__).resolve().parent.parent.parent
BUNDLE = ROOT / "generated" / "schema" / "chatschema.schema.json"
MANIFEST = ROOT / "generated" / "schema" / "manifest.json"


def _bundle() -> dict[str, Any]:
    return json.loads(BUNDLE.read_text())


def _internal(node: Any) -> Any:
    """``node`` with every $ref written as the bundle writes it: ``#/$defs/<Title>``."""
    if isinstance(node, list):
        return [_internal(item) for item in node]
    if isinstance(node, dict):
        out = {key: _internal(value) for key, value in node.items()}
        if isinstance(out.get("$ref"), str):
            out["$ref"] = "#" + out["$ref"].split("#", 1)[1]
        return out
    return node


def test_manifest_pins_the_bundle() -> None:
    manifest = json.loads(MANIFEST.read_text())
    assert manifest["sha256"] == hashlib.sha256(BUNDLE.read_bytes()).hexdigest()
    assert manifest["schema"] == BUNDLE.name
    assert manifest["$id"] == _bundle()["$id"]
    version = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.MULTILINE)
    assert version is not None and manifest["version"] == version.group(1)
    assert manifest["types"] == list(_bundle()["$defs"])


def test_bundle_holds_every_definition_unchanged_but_for_refs() -> None:
    bundle = _bundle()
    Draft202012Validator.check_schema(bundle)
    expected: dict[str, Any] = {}
    for doc in documents().values():
        for name, definition in doc["$defs"].items():
            assert name not in expected, f"{name} is defined twice"
            expected[name] = _internal(definition)
    assert bundle["$defs"] == expected
    refs = re.findall(r'"\$ref": "([^"]*)"', BUNDLE.read_text())
    assert refs and all(ref.startswith("#/$defs/") and ref[8:] in expected for ref in refs)


CASES = examples()


@pytest.mark.parametrize(("title", "kind", "path"), CASES, ids=[f"{t}/{p.name}" for t, _, p in CASES])
def test_bundle_agrees_with_the_schema_files(title: str, kind: str, path: Path) -> None:
    data = json.loads(path.read_text())
    instance = data if kind == "valid" else data["instance"]
    bundled = Draft202012Validator({"$ref": f"#/$defs/{title}", "$defs": _bundle()["$defs"]})
    errors = {(e.json_path, e.validator) for e in bundled.iter_errors(instance)}
    assert bool(errors) == (kind == "invalid")
    assert errors == {(e.json_path, e.validator) for e in validator(title).iter_errors(instance)}
