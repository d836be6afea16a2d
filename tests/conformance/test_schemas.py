"""The schema files themselves follow the house rules."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from jsonschema import Draft202012Validator

import chatschema
from chatschema_generated.registry import TYPES
from tests.oracle import EXAMPLES, OTEL_DERIVED, documents


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


# The OpenTelemetry GenAI types inside the eight top-level ones (parts, messages, tool definitions)
# are exercised by the 20 upstream cases (tests/otel/) and the top-level examples; only the top-level
# types need examples of their own.


def _needs_examples(title: str) -> bool:
    if TYPES[title].family != "otel_genai":
        return True
    definition = documents()[OTEL_DERIVED.name]["$defs"][title]
    return str(definition.get("$comment", "")).startswith("The top-level type")


def test_every_type_has_valid_and_invalid_examples() -> None:
    for title in filter(_needs_examples, chatschema.schema_types()):
        folder = EXAMPLES / title
        assert list(folder.glob("valid-*.json")), f"{title}: no valid example"
        assert list(folder.glob("invalid-*.json")), f"{title}: no invalid example"


DISPATCH_MIRRORS = [("ContentBlock", "ContentPart"), ("Annotation", "AnnotationItem")]
"""Each tagged union and the tag dispatch (allOf of if/then) that repeats it for lists that also hold
other objects. The schema writes both; nothing but this test keeps them equal."""


def _arm_tags(dispatch: dict[str, Any]) -> list[tuple[str, str]]:
    """(tag, target title) of each if/then arm of a dispatch."""
    return [
        (arm["if"]["properties"]["type"]["const"], arm["then"]["$ref"].rsplit("/", 1)[-1])
        for arm in dispatch["allOf"]
    ]


def mirror_problems(defs: dict[str, Any], union: str, dispatch: str) -> list[str]:
    """How the if/then arms of ``dispatch`` differ from the members of ``union`` (one arm per tag)."""
    members = {
        defs[ref]["properties"]["type"]["const"]: ref
        for ref in (branch["$ref"].rsplit("/", 1)[-1] for branch in defs[union]["oneOf"])
    }
    arms = _arm_tags(defs[dispatch])
    problems = [
        f"{tag!r} ({title}) is in the {union} oneOf but has no {dispatch} if/then arm"
        for tag, title in members.items()
        if tag not in {t for t, _ in arms}
    ]
    seen: set[str] = set()
    for tag, title in arms:
        if tag not in members:
            problems.append(f"{dispatch} has an arm for {tag!r} ({title}), which is not in the {union} oneOf")
        elif members[tag] != title:
            problems.append(f"{dispatch} sends {tag!r} to {title}; {union} says {members[tag]}")
        if tag in seen:
            problems.append(f"{dispatch} has more than one arm for {tag!r}")
        seen.add(tag)
    return problems


def _all_defs() -> dict[str, Any]:
    return {title: spec for doc in documents().values() for title, spec in doc["$defs"].items()}


@pytest.mark.parametrize(("union", "dispatch"), DISPATCH_MIRRORS)
def test_dispatch_has_one_arm_per_union_member(union: str, dispatch: str) -> None:
    problems = mirror_problems(_all_defs(), union, dispatch)
    where = next(name for name, doc in documents().items() if dispatch in doc["$defs"])
    assert not problems, f"edit schemas/{where}:\n" + "\n".join(problems)


def test_dispatch_mirror_reports_each_kind_of_drift() -> None:
    defs = copy.deepcopy(_all_defs())
    arms = defs["ContentPart"]["allOf"]
    refusal = next(i for i, arm in enumerate(arms) if arm["then"]["$ref"].endswith("/RefusalContentBlock"))
    del arms[refusal]
    arms.append(copy.deepcopy(arms[0]))
    arms[1]["then"] = {"$ref": "#/$defs/TextContentBlock"}
    arms.append({"if": {"properties": {"type": {"const": "poll"}}}, "then": {"$ref": "#/$defs/Poll"}})
    assert mirror_problems(defs, "ContentBlock", "ContentPart") == [
        "'refusal' (RefusalContentBlock) is in the ContentBlock oneOf but has no ContentPart if/then arm",
        "ContentPart sends 'reasoning' to TextContentBlock; ContentBlock says ReasoningContentBlock",
        "ContentPart has more than one arm for 'text'",
        "ContentPart has an arm for 'poll' (Poll), which is not in the ContentBlock oneOf",
    ]
