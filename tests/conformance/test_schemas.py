"""The schema files themselves follow the house rules."""

from __future__ import annotations

from typing import Any

import pytest
from jsonschema import Draft202012Validator

import chatschema
from tests.oracle import EXAMPLES, documents


@pytest.mark.parametrize("name", sorted(documents()))
def test_schema_is_valid_draft_2020_12(name: str) -> None:
    doc = documents()[name]
    Draft202012Validator.check_schema(doc)
    assert doc["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    for key in ("$id", "title", "description"):
        assert doc[key], f"{name} lacks {key}"


def _walk(node: Any, where: str, top: bool) -> list[str]:
    """Paths of object schemas with properties that are not named $defs entries."""
    bad: list[str] = []
    if isinstance(node, dict):
        if "properties" in node and not top:
            bad.append(where)
        for key, value in node.items():
            if key == "if":  # a condition on a tag, not an object type
                continue
            if key == "$defs":
                for name, d in value.items():
                    bad += _walk(d, f"{where}/$defs/{name}", True)
            else:
                bad += _walk(value, f"{where}/{key}", False)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            bad += _walk(value, f"{where}/{i}", False)
    return bad


@pytest.mark.parametrize("name", sorted(documents()))
def test_every_object_is_named_and_described(name: str) -> None:
    doc = documents()[name]
    assert _walk(doc, name, True) == []
    for title, d in doc["$defs"].items():
        assert d["title"] == title and d["description"]
        for prop, ps in d.get("properties", {}).items():
            assert ps.get("description"), f"{title}.{prop} has no description"
            text = ps["description"]
            assert "{@link" not in text and ":class:" not in text and "``" not in text


def test_every_type_has_valid_and_invalid_examples() -> None:
    for title in chatschema.schema_types():
        folder = EXAMPLES / title
        assert list(folder.glob("valid-*.json")), f"{title}: no valid example"
        assert list(folder.glob("invalid-*.json")), f"{title}: no invalid example"
