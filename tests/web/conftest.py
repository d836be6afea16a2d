"""Histories in every form the library reads, and checks shared by the FastAPI and Litestar tests."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import langchain_core.messages as lc
from langchain_core.load import dumpd
from openapi_spec_validator import validate as validate_openapi

import chatschema
from chatschema.cli._schema import bundle
from chatschema.langchain import to_langchain
from tests.cli.conftest import conversation
from tests.conformance.strategies import MESSAGE_TITLES
from tests.oracle import examples

Json = Any

HISTORY_FORMS = ("flat", "stored")
"""The request forms the example apps take: ``/chat`` (flat) and ``/chat/stored``."""

ROUTE = {"flat": "/chat", "stored": "/chat/stored"}

TYPED_FORMS = ("flat", "stored", "constructor")
"""Every form of a message that has a schema type (OpenAI's role dicts have none)."""

TITLES = {
    "flat": "list[AnyMessage]",
    "stored": "list[SerializedMessage]",
    "constructor": "list[LangChainSerializedMessage]",
}
"""The schema type of a history in each form."""

ECHO_ROUTES = {"flat": "/echo", "stored": "/echo/stored", "constructor": "/echo/constructor"}
"""The route of each form in the tests' own echo apps."""


def canonical(history: list[Json], form: str) -> list[Json]:
    """What chatschema makes of a history, written back as JSON."""
    return json.loads(chatschema.encode(chatschema.decode(history, TITLES[form])))


def histories(form: str) -> list[tuple[str, list[Json]]]:
    """(name, history as JSON) in ``form``, from every writer the library reads.

    * written by chatschema (``encode``, ``messages_to_dict``, ``messages_to_lc_json``) from a generated
      tool-using conversation;
    * written by LangChain 1.8 (``model_dump()``, ``messages_to_dict``, ``dumpd``) from the same conversation;
    * the schemas' valid examples of the form (a LangChain 0.3 message with ``example`` among them).
    """
    messages = conversation(random.Random(17), 40)
    lc_messages = to_langchain(messages)
    out: list[tuple[str, list[Json]]] = []
    if form == "flat":
        out.append(("chatschema encode", json.loads(chatschema.encode(messages))))
        out.append(("langchain model_dump", [m.model_dump() for m in lc_messages]))
        titles = {"AnyMessage", *MESSAGE_TITLES}
    elif form == "stored":
        stored = chatschema.messages_to_dict(messages)
        out.append(("chatschema messages_to_dict", json.loads(chatschema.encode(stored))))
        out.append(("langchain messages_to_dict", lc.messages_to_dict(lc_messages)))
        titles = {"SerializedMessage"} | {f"Serialized{t}" for t in MESSAGE_TITLES}
    else:
        out.append(("chatschema messages_to_lc_json", chatschema.messages_to_lc_json(messages)))
        out.append(("langchain dumpd", [dumpd(m) for m in lc_messages]))
        titles = {"LangChainSerializedMessage"}
    for title, kind, path in examples():
        if kind == "valid" and title in titles:
            instance = json.loads(path.read_text())
            if "type" in instance:  # a list of any message needs the tag
                out.append((f"example {title}/{path.name}", [instance]))
    return out


def invalid_messages(form: str) -> list[tuple[str, Json, str]]:
    """(name, invalid message, JSON path of its fault within the message) from the schemas' examples."""
    title = "AnyMessage" if form == "flat" else "SerializedMessage"
    out = []
    for example_title, kind, path in examples():
        if kind != "invalid":
            continue
        data = json.loads(path.read_text())
        instance = data["instance"]
        wanted = example_title == title or (
            isinstance(instance, dict)
            and "type" in instance
            and example_title.startswith("Serialized") == (form == "stored")
            and example_title.removeprefix("Serialized") in MESSAGE_TITLES
        )
        if wanted:
            try:
                chatschema.validate(instance, title)
            except chatschema.ValidationError as error:
                out.append((f"{example_title}/{path.name}", instance, error.path))
    return out


def big_history(megabytes: float) -> list[Json]:
    """A flat history of about ``megabytes`` of JSON: long tool-using turns."""
    rng = random.Random(5)
    out: list[Json] = []
    size = 0
    turn = 0
    while size < megabytes * 1_000_000:
        turn += 1
        for message in conversation(rng, 4):
            item = json.loads(chatschema.encode(message))
            if item["type"] == "human" and isinstance(item["content"], str):
                item["content"] += " " + "lorem ipsum " * 800
            out.append(item)
            size += len(json.dumps(item)) + 2
    return out


def refs(value: Json) -> Iterator[str]:
    """Every ``$ref`` in a JSON document, and every reference in a discriminator's mapping."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "$ref" and isinstance(item, str):
                yield item
            elif key == "discriminator" and isinstance(item, dict):
                yield from item.get("mapping", {}).values()
            else:
                yield from refs(item)
    elif isinstance(value, list):
        for item in value:
            yield from refs(item)


def check_openapi(document: Json) -> dict[str, Json]:
    """Validate an OpenAPI document and check what chatschema put in it; returns its components/schemas.

    * ``openapi-spec-validator`` accepts it;
    * every ``$ref`` (and every discriminator mapping) points at an existing component;
    * no ``$id`` anywhere (it makes tools resolve ``#`` differently);
    * each discriminator of a bundle type maps every member's tag to that member's component.
    """
    validate_openapi(document)
    schemas = document["components"]["schemas"]
    for ref in refs(document):
        assert ref.startswith("#/components/schemas/"), ref
        assert ref.removeprefix("#/components/schemas/") in schemas, f"dangling {ref}"
    assert "$id" not in json.dumps(document)
    defs = bundle()["$defs"]

    def component(ref: str) -> Json:
        return schemas[ref.removeprefix("#/components/schemas/")]

    for schema in schemas.values():
        if schema.get("title") in defs and "discriminator" in schema:
            tag = schema["discriminator"]["propertyName"]
            members = {component(m["$ref"])["properties"][tag]["const"]: m["$ref"] for m in schema["oneOf"]}
            assert schema["discriminator"]["mapping"] == members
    return dict(schemas)


def without_nulls(value: Json) -> Json:
    """A JSON value without the object members whose value is null.

    FastAPI and Litestar both leave them out when they write an OpenAPI document, so the
    bundle's ``"default": null`` annotations do not reach it; nothing else of a schema is null.
    """
    if isinstance(value, dict):
        return {key: without_nulls(item) for key, item in value.items() if item is not None}
    if isinstance(value, list):
        return [without_nulls(item) for item in value]
    return value
