"""Every upstream OpenTelemetry GenAI case gives its expected verdict and first error path.

Two checks per case: the official schemas (the oracle) still report what upstream snapshotted, and
chatschema's generated checks (``chatschema.validate(..., "Otel...")``) give the same verdict, with
their error at the first path upstream reports. ``nonconforming.yaml`` lists, with reasons, the
cases where chatschema deliberately differs; for those, the oracle must still give upstream's
verdict and chatschema the one listed. The TypeScript validators are held to the same cases by
tests/typescript/otel_conformance.test.mjs.
"""

from __future__ import annotations

import json

import pytest

import chatschema
from tests.otel.cases import Case, cases, nonconforming, official_errors

CASES = cases()
NONCONFORMING = nonconforming()

SNAPSHOT_DRIFT = {
    # schemas/otel-genai/SOURCE.md: snapshotted when finish_reason was optional; the vendored
    # output schema requires it, so the oracle reports one more error. The verdict is the same.
    "output-messages-wrong-field-types": [("$[1]", "required")],
}


def _expected(case: Case) -> list[tuple[str, str]]:
    return sorted((e["path"], e["keyword"]) for e in case.errors)


def _chatschema_error(case: Case) -> str | None:
    """The path of chatschema's error, or None when it accepts the document."""
    try:
        # as JSON text: a bare string document must not be read as JSON text itself
        chatschema.validate(json.dumps(case.document), case.title)
    except chatschema.ValidationError as error:
        return error.path
    return None


def test_the_upstream_cases_are_all_here() -> None:
    assert len(CASES) == 20
    assert {c.name for c in CASES} >= set(NONCONFORMING)
    assert {c.name for c in CASES} >= set(SNAPSHOT_DRIFT)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_official_schema_reports_the_snapshot(case: Case) -> None:
    expected = sorted(_expected(case) + SNAPSHOT_DRIFT.get(case.name, []))
    assert official_errors(case) == expected


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_chatschema_gives_the_expected_verdict(case: Case) -> None:
    path = _chatschema_error(case)
    if case.name in NONCONFORMING:
        entry = NONCONFORMING[case.name]
        assert entry["reason"].strip()
        assert entry["valid"] is not (not case.errors), "listed, yet chatschema would agree"
        assert path == (None if entry["valid"] else entry["first_error"])
        return
    if not case.errors:
        assert path is None
    else:
        assert path == case.errors[0]["path"]


def test_decode_returns_the_plain_json() -> None:
    doc = [{"role": "user", "parts": [{"type": "text", "content": "hi", "x-extra": 1}], "extra": True}]
    assert chatschema.decode(doc, "OtelInputMessages") == doc
