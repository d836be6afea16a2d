"""The lenient mode agrees across languages: Python's ``validate(..., extra="keep")`` and the generated
TypeScript ``allowExtra`` validators give the same verdict on the same payloads, and so do the strict
modes.

The payloads: every example of every type that can hold a message (schemas/examples/), each valid
one also with unknown keys planted at the top level of its messages (which only the lenient mode
allows) and deeper down (which neither allows: only top-level message fields are open), and
generated messages with planted keys.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import chatschema
from chatschema._validation import Extra
from tests.conformance import strategies as S
from tests.conformance.node import run_module

ROOT = Path(__file__).resolve().parents[2]
VALIDATORS = ROOT / "generated" / "typescript" / "validators.js"
EXAMPLES = ROOT / "schemas" / "examples"

_SCRIPT = """
import { readFileSync } from "node:fs";
const { validators, allowExtra } = await import(process.argv[1]);
const cases = JSON.parse(readFileSync(0, "utf8"));
const verdict = (table, title, value) => {
  const validate = table[title];
  if (!validate) return null;
  return validate(value);
};
console.log(JSON.stringify(cases.map(([title, value]) => [
  verdict(validators, title, value),
  verdict(allowExtra, title, value),
])));
"""


def node_verdicts(cases: list[tuple[str, Any]]) -> list[tuple[bool | None, bool | None]]:
    """(strict, lenient) verdict of the TypeScript validators for each (title, payload)."""
    return [tuple(pair) for pair in run_module(_SCRIPT, VALIDATORS, cases)]


def python_verdict(title: str, value: Any, extra: Extra) -> bool:
    try:
        chatschema.validate(value, title, extra=extra)
    except chatschema.ValidationError:
        return False
    return True


HOLDING = (
    *S.MESSAGE_TITLES,
    "AnyMessage",
    *S.ENVELOPE_TITLES,
    "SerializedMessage",
    "LangChainSerializedMessage",
)
"""The titles whose values hold a message; the other types have no lenient variant."""


def message_dicts(title: str, value: Any) -> list[dict[str, Any]]:
    """The message objects inside a payload of ``title`` (where the lenient mode opens)."""
    if not isinstance(value, dict):
        return []
    if title.startswith("Serialized"):
        data = value.get("data")
        return [data] if isinstance(data, dict) else []
    if title == "LangChainSerializedMessage":
        kwargs = value.get("kwargs")
        return [kwargs] if isinstance(kwargs, dict) else []
    return [value]


def planted(title: str, value: Any, key: str, deep: bool) -> Any | None:
    """A copy with ``key`` planted at the top level of each message (or in a nested open object:
    ``additional_kwargs``, which both modes leave open); None when there is nowhere to plant it."""
    out = copy.deepcopy(value)
    targets = message_dicts(title, out)
    if not targets:
        return None
    for message in targets:
        if deep:
            if not isinstance(message.get("additional_kwargs"), dict):
                return None
            message["additional_kwargs"][key] = [1, {"x": None}]
        else:
            message[key] = {"kept": [1, "two"]}
    return out


def example_cases() -> list[tuple[str, Any]]:
    cases: list[tuple[str, Any]] = []
    for title in HOLDING:
        folder = EXAMPLES / title
        if not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.json")):
            data = json.loads(path.read_text())
            value = data if path.name.startswith("valid") else data["instance"]
            cases.append((title, value))
            for deep in (False, True):
                more = planted(title, value, "app_field", deep)
                if more is not None:
                    cases.append((title, more))
    return cases


def test_there_is_a_lenient_validator_for_each_title_that_holds_a_message() -> None:
    script = """
    const m = await import(process.argv[1]);
    console.log(JSON.stringify(Object.keys(m.allowExtra).sort()));
    """
    assert run_module(script, VALIDATORS) == sorted(HOLDING)


def test_examples_with_planted_keys_agree() -> None:
    cases = example_cases()
    assert len(cases) > 150
    verdicts = node_verdicts(cases)
    opened = 0
    for (title, value), (strict, lenient) in zip(cases, verdicts, strict=True):
        expected = (python_verdict(title, value, "forbid"), python_verdict(title, value, "keep"))
        assert (strict, lenient) == expected, f"{title}: {json.dumps(value)[:300]}"
        opened += expected == (False, True)
    assert opened > 40  # payloads only the lenient mode accepts: the planted top-level keys


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_generated_messages_with_planted_keys_agree(data: st.DataObject) -> None:
    cases: list[tuple[str, Any]] = []
    for _ in range(data.draw(st.integers(1, 6), label="messages")):
        title = data.draw(st.sampled_from(S.MESSAGE_TITLES), label="class")
        value = data.draw(S.messages(title, full=data.draw(st.booleans()), typed=True, max_items=2))
        key = data.draw(st.sampled_from(["ts", "user_id", "trace", "tool_call"]), label="planted key")
        cases += [(title, value), ("AnyMessage", value), (title, planted(title, value, key, False))]
    verdicts = node_verdicts(cases)
    for (title, value), (strict, lenient) in zip(cases, verdicts, strict=True):
        assert (strict, lenient) == (
            python_verdict(title, value, "forbid"),
            python_verdict(title, value, "keep"),
        ), f"{title}: {json.dumps(value)[:300]}"


@pytest.mark.parametrize("title", ["HumanMessage", "list[AnyMessage]"])
def test_python_keep_still_rejects_what_the_schema_rejects(title: str) -> None:
    bad = {"type": "human", "content": [{"type": "image"}], "app_field": 1}
    value = [bad] if title.startswith("list") else bad
    with pytest.raises(chatschema.ValidationError) as caught:
        chatschema.validate(value, title, extra="keep")
    assert caught.value.path.endswith(".content[0]")
