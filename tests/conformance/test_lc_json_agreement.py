"""Where the ``LangChainSerializedMessage`` validator and ``message_from_lc_json`` still differ (Python).

Issue 29 asks that the two agree on every Serializable record. They do not yet; this test holds the
remaining differences to the rows listed in docs/conversions.md ("Validator and reader"), so a new
kind of difference fails here. Records: every record of the ``messages_from_lc_json`` conformance
vectors and every langchainjs-built record (tests/compat/fixtures/langchainjs_built.json).
"""

from __future__ import annotations

import copy
import json
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import chatschema
from chatschema.errors import ConversionError, ValidationError

ROOT = Path(__file__).resolve().parents[2]
Outcome = tuple[str, str | None]


def _records() -> list[Any]:
    vectors = json.loads((ROOT / "tests/conformance/vectors/messages_from_lc_json.json").read_text())
    out: list[Any] = []
    for vector in vectors["vectors"]:
        given = vector["input"]
        out += given if isinstance(given, list) else [given]
    built = json.loads((ROOT / "tests/compat/fixtures/langchainjs_built.json").read_text())
    return out + [entry["serialized"] for entry in built]


def _outcome(step: Callable[[Any], object], record: Any) -> Outcome:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            step(record)
        except (ValidationError, ConversionError) as e:
            return "error", e.path
    return "ok", None


def _validated(record: Any) -> None:
    chatschema.validate(record, "LangChainSerializedMessage")


_WRITTEN_PATH = 4  # ["langchain", "schema", "messages", <class>], the only path the schema takes


def _row(record: Any, schema: Outcome, reader: Outcome) -> str | None:
    """The documented row a difference belongs to, or None for one that is not documented."""
    ident = record.get("id") if isinstance(record, dict) else None
    kwargs = record.get("kwargs") if isinstance(record, dict) else None
    older_path = (
        isinstance(ident, list)
        and (len(ident) != _WRITTEN_PATH or ident[:3] != ["langchain", "schema", "messages"])
        and reader[1] != "$.id"
    )
    if schema[0] == "error" and (schema[1] or "").startswith("$.id[") and reader == ("error", "$.id"):
        return "class path that names no message class"
    if schema[0] == "error" and (schema[1] or "").startswith("$.id") and older_path:
        return "class path the loader maps but LangChain does not write"
    untagged = isinstance(kwargs, dict) and "type" not in kwargs
    if schema == ("error", "$.kwargs") and untagged:
        return "kwargs without the type tag"
    if reader == ("error", "$.kwargs.type"):
        return "type tag of another class"
    if schema[0] == "error" and reader == ("error", "$") and isinstance(record, dict):
        return "unknown record key after a bad kwargs"
    if schema[0] == "error" and (schema[1] or "").startswith("$.kwargs") and reader[0] == "ok":
        return "kwargs LangChain's constructor takes and the schema refuses"
    if schema[0] == "ok" and reader == ("error", "$.kwargs.content") and isinstance(kwargs, dict):
        return "remove message with content"
    both = schema[0] == reader[0] == "error"
    if both and (schema[1] or "").startswith("$.kwargs") and (reader[1] or "").startswith("$.kwargs."):
        return "two bad fields in kwargs: not the same one reported"
    return None


def _differences(records: list[Any]) -> tuple[dict[str, int], list[Any]]:
    rows: dict[str, int] = {}
    undocumented = []
    for record in records:
        schema, reader = _outcome(_validated, record), _outcome(chatschema.message_from_lc_json, record)
        if schema == reader:
            continue
        row = _row(record, schema, reader)
        if row is None:
            undocumented.append((schema, reader, record))
        else:
            rows[row] = rows.get(row, 0) + 1
    return rows, undocumented


def test_differences_are_the_documented_rows() -> None:
    rows, undocumented = _differences(_records())
    assert not undocumented, undocumented[:3]
    docs = (ROOT / "docs/conversions.md").read_text()
    for row in rows:
        assert row in docs, row


def _shallow(value: Any, depth: int = 0) -> bool:
    if depth > 12:
        return False
    items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else []
    return all(_shallow(item, depth + 1) for item in items)


# the deeply nested records of the vectors are left out: under hypothesis they meet the recursion limit
_BOTH_READ = [r for r in _records() if _shallow(r) and _outcome(_validated, r) == ("ok", None)]
_ODD = st.sampled_from([0, 1, 2, 7, 1.5, "x", "", None, True, [], {}, ["x"], {"lc": 1}])
_TAGS = ["human", "ai", "system", "tool", "function", "chat", "remove", "AIMessageChunk", "HumanMessageChunk"]
_FIELDS = ["content", "id", "name", "tool_calls", "tool_call_id", "role"]
_PATHS: list[list[Any]] = [
    ["langchain", "schema", "messages", "AIMessage"],
    ["langchain_core", "messages", "ai", "AIMessage"],
    ["langchain_core", "messages", "AIMessage"],
    ["langchain", "schema", "AIMessage"],
    ["langchain_core", "messages", "ToolMessage"],
    ["langchain", "schema", "messages", "ToolMessage", "x"],
    ["langchain", "schema", "messages"],
    ["langchain", "schema", "messages", 4],
    ["langchain", "schema", "messages", "BaseMessage"],
]


@st.composite
def _near_miss(draw: st.DrawFn) -> Any:
    """A record that both read, changed in one or two places: the envelope or a field of kwargs."""
    record = copy.deepcopy(draw(st.sampled_from(_BOTH_READ)))
    for _ in range(draw(st.integers(1, 2))):
        kwargs = record.get("kwargs")
        where = draw(st.sampled_from(["drop", "odd", "extra", "path", "tag", "untag", "field"]))
        if where == "drop":
            record.pop(draw(st.sampled_from(["lc", "type", "id", "kwargs"])), None)
        elif where == "odd":
            record[draw(st.sampled_from(["lc", "type", "id", "kwargs"]))] = draw(_ODD)
        elif where == "extra":
            record["extra"] = draw(_ODD)
        elif where == "path":
            record["id"] = list(draw(st.sampled_from(_PATHS)))
        elif isinstance(kwargs, dict) and where == "tag":
            kwargs["type"] = draw(st.sampled_from(_TAGS))
        elif isinstance(kwargs, dict) and where == "untag":
            kwargs.pop("type", None)
        elif isinstance(kwargs, dict):
            kwargs[draw(st.sampled_from(_FIELDS))] = draw(_ODD)
    return record


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_near_miss())
def test_near_misses_differ_only_in_documented_rows(record: Any) -> None:
    _, undocumented = _differences([record])
    assert not undocumented, undocumented
