"""``chatschema schema``: the list of types and self-contained schemas from the shipped bundle."""

from __future__ import annotations

import json
from collections.abc import Callable
from importlib import resources
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

import chatschema
from tests.cli.conftest import Result
from tests.web.conftest import check_openapi

Cli = Callable[..., Result]

EXAMPLES = Path(__file__).resolve().parents[2] / "schemas" / "examples"


def test_list_is_every_schema_type(cli: Cli) -> None:
    result = cli("schema")
    assert result.code == 0
    assert result.out.split() == chatschema.schema_types()
    assert cli("schema", "--list").out == result.out


@pytest.mark.parametrize(
    "title", ["AIMessage", "SerializedMessage", "ContentBlock", "UsageMetadata", "ToolCall"]
)
def test_a_type_schema_is_self_contained_and_checks_the_examples(cli: Cli, title: str) -> None:
    result = cli("schema", title)
    assert result.code == 0
    document = json.loads(result.out)
    Draft202012Validator.check_schema(document)
    validator = Draft202012Validator(document)
    examples = sorted((EXAMPLES / title).glob("*.json"))
    assert examples
    for example in examples:
        instance = json.loads(example.read_text())
        assert validator.is_valid(instance) == example.name.startswith("valid"), example


def test_list_of_a_type(cli: Cli) -> None:
    document = json.loads(cli("schema", "list[SerializedMessage]").out)
    validator = Draft202012Validator(document)
    assert validator.is_valid([{"type": "human", "data": {"content": "hi"}}])
    assert not validator.is_valid([{"type": "human", "data": {"content": 1}}])


def test_bundle(cli: Cli) -> None:
    shipped = resources.files("chatschema_generated") / "bundle" / "chatschema.schema.json"
    document = json.loads(cli("schema", "--bundle").out)
    assert document == json.loads(shipped.read_bytes())


def test_unknown_type_exits_2_with_a_suggestion(cli: Cli) -> None:
    result = cli("schema", "AIMesage")
    assert result.code == 2
    assert "did you mean AIMessage" in result.err


def test_compact_output(cli: Cli) -> None:
    out = cli("schema", "ToolCall", "--indent", "0").out
    assert out.count("\n") == 1


def test_openapi_components(cli: Cli) -> None:
    """``--openapi``: components/schemas for a hand-written OpenAPI 3.1 document, every reference resolved."""
    every = json.loads(cli("schema", "--openapi").out)
    assert sorted(every["components"]["schemas"]) == chatschema.schema_types()
    one = json.loads(cli("schema", "--openapi", "ToolCall").out)
    assert sorted(one["components"]["schemas"]) == ["JSONObject", "ToolCall"]
    for components in (every, one):
        document = {"openapi": "3.1.0", "info": {"title": "chat", "version": "1"}, "paths": {}, **components}
        check_openapi(document)  # openapi-spec-validator, and every $ref and mapping resolves
    assert cli("schema", "--openapi", "AIMesage").code == 2
