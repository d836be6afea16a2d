"""The TypeScript validators report the error the Python package reports: the same message and path.

``validate`` in both languages, with ``extra="forbid"`` and ``extra="keep"``, on:

* every example of every type (schemas/examples/), valid and invalid;
* each example of a type that holds a message, with unknown keys planted at the top level of its
  messages (which only the lenient mode allows) and deeper down (which neither allows);
* generated messages (hypothesis), with planted keys.

The TypeScript side is the generated validators (generated/typescript/validators/), compiled.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import chatschema
from chatschema._validation import Extra
from tests.conformance import strategies as S
from tests.conformance.node import compiled_validators, run_module

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "schemas" / "examples"

_SCRIPT = """
import { readFileSync } from "node:fs";
const { validators } = await import(process.argv[1]);
const cases = JSON.parse(readFileSync(0, "utf8"));
const error = (title, value, extra) => {
  const many = title.startsWith("list[");
  const validator = validators[many ? title.slice(5, -1) : title];
  const found = many ? validator.checkEach(value, { extra }) : validator.check(value, { extra });
  return found === undefined ? null : [found.message, found.path];
};
const both = ([title, value]) => [error(title, value, "forbid"), error(title, value, "keep")];
console.log(JSON.stringify(cases.map(both)));
"""


def node_errors(cases: list[tuple[str, Any]]) -> list[tuple[Any, Any]]:
    """([message, path] or None with extra="forbid", the same with "keep") of TypeScript for each case."""
    table = compiled_validators(ROOT / "generated" / "typescript")
    return [tuple(pair) for pair in run_module(_SCRIPT, table, cases)]


def python_error(title: str, value: Any, extra: Extra) -> list[str] | None:
    try:
        chatschema.validate(json.dumps(value).encode(), title, extra=extra)
    except chatschema.ValidationError as error:
        return [error.message, error.path]
    return None


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
    for folder in sorted(p for p in EXAMPLES.iterdir() if p.is_dir()):
        title = folder.name
        for path in sorted(folder.glob("*.json")):
            data = json.loads(path.read_text())
            value = data if path.name.startswith("valid") else data["instance"]
            cases.append((title, value))
            if title not in HOLDING:
                continue
            for deep in (False, True):
                more = planted(title, value, "app_field", deep)
                if more is not None:
                    cases.append((title, more))
    return cases


def test_examples_give_pythons_error() -> None:
    cases = example_cases()
    assert len(cases) > 300
    errors = node_errors(cases)
    opened = refused = 0
    for (title, value), (forbid, keep) in zip(cases, errors, strict=True):
        expected = (python_error(title, value, "forbid"), python_error(title, value, "keep"))
        assert (forbid, keep) == expected, f"{title}: {json.dumps(value)[:300]}"
        opened += expected[0] is not None and expected[1] is None
        refused += expected[0] is not None
    assert opened > 40  # payloads only the lenient mode accepts: the planted top-level keys
    assert refused > 150


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_generated_messages_give_pythons_error(data: st.DataObject) -> None:
    cases: list[tuple[str, Any]] = []
    for _ in range(data.draw(st.integers(1, 6), label="messages")):
        title = data.draw(st.sampled_from(S.MESSAGE_TITLES), label="class")
        value = data.draw(S.messages(title, full=data.draw(st.booleans()), typed=True, max_items=2))
        key = data.draw(st.sampled_from(["ts", "user_id", "trace", "tool_call"]), label="planted key")
        cases += [(title, value), ("AnyMessage", value), (title, planted(title, value, key, False))]
    errors = node_errors(cases)
    for (title, value), pair in zip(cases, errors, strict=True):
        assert pair == (python_error(title, value, "forbid"), python_error(title, value, "keep")), (
            f"{title}: {json.dumps(value)[:300]}"
        )


@pytest.mark.parametrize("title", ["HumanMessage", "list[AnyMessage]"])
def test_python_keep_still_rejects_what_the_schema_rejects(title: str) -> None:
    bad = {"type": "human", "content": [{"type": "image"}], "app_field": 1}
    value = [bad] if title.startswith("list") else bad
    with pytest.raises(chatschema.ValidationError) as caught:
        chatschema.validate(value, title, extra="keep")
    assert caught.value.path.endswith(".content[0]")


_ODD_VALUES: list[Any] = [
    None,
    True,
    0,
    -1,
    1.5,
    "",
    "x",
    "image",
    "text",
    "\ud83d",
    "a\udc00b",
    [],
    [None],
    {},
]
_ODD_VALUES += [{"type": "text"}, {"a": 1}, {"k\ud83d": 1}]


def _mutants(value: Any, rng: random.Random, count: int) -> list[Any]:
    """``count`` copies of ``value``, each with one thing broken: a value replaced, a key dropped or added."""
    out = []
    for _ in range(count):
        copy_ = copy.deepcopy(value)
        holders: list[Any] = []
        stack = [copy_]
        while stack:
            node = stack.pop()
            if isinstance(node, (dict, list)) and node:
                holders.append(node)
                stack.extend(node.values() if isinstance(node, dict) else node)
        if not holders:
            continue
        node = rng.choice(holders)
        key = rng.choice(list(node) if isinstance(node, dict) else range(len(node)))
        action = rng.random()
        if isinstance(node, dict) and action < 0.2:
            del node[key]
        elif isinstance(node, dict) and action < 0.3:
            node[rng.choice(["extra", "type", "id", "url", "source_type", "k\ud83d"])] = rng.choice(
                _ODD_VALUES
            )
        else:
            node[key] = copy.deepcopy(rng.choice(_ODD_VALUES))
        out.append(copy_)
    return out


def test_mutated_examples_give_pythons_error() -> None:
    rng = random.Random(28)
    cases = [(title, mutant) for title, value in example_cases() for mutant in _mutants(value, rng, 8)]
    errors = node_errors(cases)
    for (title, value), pair in zip(cases, errors, strict=True):
        assert pair == (python_error(title, value, "forbid"), python_error(title, value, "keep")), (
            f"{title}: {json.dumps(value)[:300]}"
        )


def test_lists_give_pythons_error() -> None:
    """``"list[Title]"``: the whole list is read first, then each item checked, as Python does."""
    rng = random.Random(3)
    by_title: dict[str, list[Any]] = {}
    for title, value in example_cases():
        by_title.setdefault(title, []).append(value)
    cases: list[tuple[str, Any]] = []
    for title in (
        "AnyMessage",
        "ContentBlock",
        "ToolCall",
        "MediaSource",
        "SerializedMessage",
        *S.MESSAGE_TITLES,
    ):
        values = by_title.get(title, [])
        for _ in range(40):
            cases.append((f"list[{title}]", rng.sample(values, min(len(values), rng.randint(0, 4)))))
    cases += [("list[AnyMessage]", {}), ("list[MediaSource]", "x"), ("list[ToolCall]", None)]
    errors = node_errors(cases)
    for (title, value), pair in zip(cases, errors, strict=True):
        assert pair == (python_error(title, value, "forbid"), python_error(title, value, "keep")), (
            f"{title}: {json.dumps(value)[:300]}"
        )


WRONG_TYPES: list[tuple[str, Any]] = [
    ("LangChainSerializedMessage", None),
    ("LangChainSerializedMessage", [1]),
    ("LangChainSerializedMessage", {"lc": 1, "type": "constructor", "id": None, "kwargs": {}}),
    ("LangChainSerializedMessage", {"lc": 1, "type": "constructor", "id": {}, "kwargs": {}}),
    ("list[AnyMessage]", [None]),
    ("AnyMessage", {"type": None, "content": "x"}),
    ("AIMessage", {"type": [None], "content": "x"}),
    ("AnyMessage", {"type": {}, "content": "x"}),
    ("AIMessage", {"type": "ai", "content": None}),
    ("AIMessage", {"type": "ai", "content": [None]}),
    ("AIMessage", {"type": "ai", "content": "", "tool_calls": {}}),
    ("AIMessage", {"type": "ai", "content": "", "usage_metadata": []}),
]


def test_a_wrong_type_is_named_the_json_way_in_both_languages() -> None:
    """A value of the wrong JSON type is named as msgspec names JSON types (``got `null```, never
    Python's ``NoneType``), whether Python checks the JSON text or the parsed value, and in TypeScript."""
    in_typescript = node_errors(WRONG_TYPES)
    for (title, value), (ts_error, _) in zip(WRONG_TYPES, in_typescript, strict=True):
        from_text = python_error(title, value, "forbid")
        assert from_text is not None
        with pytest.raises(chatschema.ValidationError) as from_value:
            chatschema.validate(value, title)
        assert [from_value.value.message, from_value.value.path] == from_text
        assert not any(word in from_text[0] for word in ("NoneType", "`list`", "`dict`")), from_text
        assert ts_error == from_text
