"""The vendored OpenTelemetry GenAI files are the official ones, byte for byte."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from chatschema_generated.registry import TYPES
from tests.otel.cases import SHARED, TITLES, VENDORED


def _files(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())


@pytest.mark.skipif(not SHARED.is_dir(), reason="../shared/otel-genai is not beside this checkout")
def test_vendored_copy_is_byte_identical_to_shared() -> None:
    assert _files(VENDORED) == _files(SHARED)
    for name in _files(SHARED):
        assert (VENDORED / name).read_bytes() == (SHARED / name).read_bytes(), name


def test_source_pins_the_upstream_commit() -> None:
    # SOURCE.md (byte-identical to the shared copy) prints the commit one digit short; the erratum
    # beside it records the full one, which docs/otel.md quotes.
    commit = "a685613a207a580163353b8e48a7ad88967e7b42"
    erratum = (VENDORED.parent / "otel-genai.COMMIT.md").read_text()
    assert commit in erratum
    assert commit in (VENDORED.parent.parent / "docs" / "otel.md").read_text()
    assert commit[:7] + commit[8:] in (VENDORED / "SOURCE.md").read_text()
    assert "Apache License" in (VENDORED / "LICENSE").read_text()


def test_every_official_schema_has_a_type_title() -> None:
    official = sorted(p.name for p in (VENDORED / "schemas").glob("*.json"))
    assert official == sorted(TITLES)
    for schema, title in TITLES.items():
        doc = json.loads((VENDORED / "schemas" / schema).read_text())
        assert title == "Otel" + doc["title"]
        assert TYPES[title].family == "otel_genai"
