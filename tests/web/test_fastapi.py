"""chatschema types in FastAPI endpoints, through FastAPI's TestClient (httpx under it)."""

from __future__ import annotations

import json
from typing import Any

import langchain_core.messages as lc
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from hypothesis import given, settings
from jsonschema import Draft202012Validator
from pydantic import BaseModel, TypeAdapter

import chatschema
from chatschema.cli._schema import openapi_schema
from chatschema.pydantic import AnyMessage, SerializedMessage, pydantic_type
from examples import fastapi_app
from tests.conformance.strategies import any_messages, conversations, mutated
from tests.oracle import examples
from tests.web.conftest import (
    ECHO_ROUTES,
    HISTORY_FORMS,
    ROUTE,
    TITLES,
    TYPED_FORMS,
    big_history,
    canonical,
    check_openapi,
    histories,
    invalid_messages,
    without_nulls,
)

Json = Any
Constructor = pydantic_type("LangChainSerializedMessage")


class Turn(BaseModel):
    """A request body with a history among other fields."""

    session: str
    history: list[AnyMessage]


def echo_app() -> FastAPI:
    app = FastAPI()

    @app.post("/echo")
    def echo(history: list[AnyMessage]) -> list[AnyMessage]:
        return history

    @app.post("/echo/stored")
    def echo_stored(history: list[SerializedMessage]) -> list[SerializedMessage]:
        return history

    @app.post("/echo/constructor")
    def echo_constructor(history: list[Constructor]) -> list[Constructor]:  # type: ignore[valid-type]
        return history

    @app.post("/turn")
    def turn(body: Turn) -> Turn:
        assert all(isinstance(m, chatschema.BaseMessage) for m in body.history)
        return body

    @app.post("/whole")
    def whole(history: pydantic_type("list[AnyMessage]")) -> int:  # type: ignore[valid-type]
        return len(history)

    @app.post("/untyped")
    def untyped(history: list[AnyMessage]):  # type: ignore[no-untyped-def]  # no response type on purpose
        return {"last": history[-1], "count": len(history)}

    @app.post("/langchain")
    def langchain(history: list[lc.AnyMessage]) -> list[lc.AnyMessage]:
        return history

    return app


CLIENT = TestClient(echo_app())
EXAMPLE = TestClient(fastapi_app.app)


@pytest.mark.parametrize("form", TYPED_FORMS)
def test_every_form_is_read_and_written_back(form: str) -> None:
    for name, history in histories(form):
        response = CLIENT.post(ECHO_ROUTES[form], json=history)
        assert response.status_code == 200, (name, response.text)
        assert response.json() == canonical(history, form), name


@pytest.mark.parametrize("form", HISTORY_FORMS)
def test_the_example_app_trims(form: str) -> None:
    for name, history in histories(form):
        if "RemoveMessage" in name:
            continue  # trim_messages cannot count one, as in LangChain: the endpoint answers 500
        response = EXAMPLE.post(ROUTE[form], params={"max_tokens": 120}, json=history)
        assert response.status_code == 200, (name, response.text)
        decoded = chatschema.decode(history, TITLES[form])
        messages = decoded if form == "flat" else [envelope.data for envelope in decoded]
        kept = fastapi_app.trimmed(messages, 120)
        expected = kept if form == "flat" else chatschema.messages_to_dict(kept)
        assert response.json() == json.loads(chatschema.encode(expected)), name


def library_verdict(history: list[Json]) -> tuple[list[Json] | None, str | None]:
    """What chatschema makes of a flat history: (JSON written back, None) or (None, error path)."""
    try:
        return canonical(history, "flat"), None
    except chatschema.ValidationError as error:
        return None, error.path


@settings(max_examples=40)
@given(conversations(max_messages=6))
def test_generated_histories_get_the_library_verdict(history: list[Json]) -> None:
    """Schema-valid histories: echoed as chatschema writes them, or refused where chatschema refuses them
    (its rules beyond the schema, such as a RemoveMessage with content)."""
    written, path = library_verdict(history)
    response = CLIENT.post("/echo", json=history)
    if path is None:
        assert response.status_code == 200, response.text
        assert response.json() == written
    else:
        assert response.status_code == 422
        assert list_path(response.json()["detail"][0]) == path


def list_path(detail: dict[str, Any]) -> str:
    """The JSON path in the whole list of a 422 ``detail`` item for a message of a ``list[...]`` body."""
    _, index = detail["loc"]
    return f"$[{index}]{detail['ctx']['path'][1:]}"


@pytest.mark.parametrize("form", HISTORY_FORMS)
def test_invalid_message_is_a_422_with_its_index_and_json_path(form: str) -> None:
    valid = histories(form)[0][1][:3]
    cases = invalid_messages(form)
    assert len(cases) > 10
    for name, bad, path in cases:
        response = EXAMPLE.post(ROUTE[form], json=[*valid, bad])
        assert response.status_code == 422, name
        (detail,) = response.json()["detail"]
        assert detail["type"] == "chatschema"
        assert detail["loc"] == ["body", 3], name
        assert detail["ctx"]["path"] == path, name
        assert detail["msg"].endswith(f" (at {path})"), name


@settings(max_examples=40)
@given(mutated(any_messages(full=True, max_items=2)))
def test_mutated_messages_are_refused_where_the_library_refuses_them(case: tuple[Json, list[str]]) -> None:
    message, _ = case
    written, path = library_verdict([message])
    response = CLIENT.post("/echo", json=[message])
    if path is None:
        assert response.status_code == 200
        assert response.json() == written
    else:
        assert response.status_code == 422
        assert list_path(response.json()["detail"][0]) == path


def test_the_422_example() -> None:
    """The example of docs/web.md: an image block that says nowhere where its data is."""
    history = [
        {"type": "system", "content": "Be brief."},
        {"type": "human", "content": [{"type": "text", "text": "What is this?"}, {"type": "image"}]},
    ]
    response = EXAMPLE.post("/chat", json=history)
    assert response.status_code == 422
    (detail,) = response.json()["detail"]
    assert detail["loc"] == ["body", 1]
    assert detail["msg"] == (
        "Object must say where its data is, with one of: url; base64; file_id; source_type with data; "
        "source_type with id; source_type with text; source; file (at $.content[1])"
    )


def test_a_history_in_a_model_field_and_checked_whole() -> None:
    history = histories("flat")[0][1]
    response = CLIENT.post("/turn", json={"session": "s1", "history": history})
    assert response.status_code == 200
    assert response.json() == {"session": "s1", "history": canonical(history, "flat")}
    bad = [*history[:2], {"type": "ai", "content": 3}]
    detail = CLIENT.post("/turn", json={"session": "s1", "history": bad}).json()["detail"][0]
    assert (detail["loc"], detail["ctx"]["path"]) == (["body", "history", 2], "$.content")
    assert CLIENT.post("/whole", json=history).json() == len(history)
    detail = CLIENT.post("/whole", json=bad).json()["detail"][0]
    assert (detail["loc"], detail["ctx"]["path"]) == (["body"], "$[2].content")


def test_a_handler_without_a_response_type_writes_messages() -> None:
    history = histories("flat")[0][1]
    response = CLIENT.post("/untyped", json=history)
    assert response.status_code == 200
    assert response.json() == {"last": canonical(history, "flat")[-1], "count": len(history)}


def test_a_5_mb_body() -> None:
    history = big_history(5)
    body = json.dumps(history).encode()
    assert len(body) >= 5_000_000
    response = CLIENT.post("/echo", content=body, headers={"content-type": "application/json"})
    assert response.status_code == 200
    assert response.json() == canonical(history, "flat")
    history[-1] = {"type": "tool", "content": "x"}
    response = CLIENT.post("/echo", json=history)
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"] == ["body", len(history) - 1]


def test_openapi_document() -> None:
    schemas = check_openapi(EXAMPLE.get("/openapi.json").json())
    for title in (
        "AnyMessage",
        "SerializedMessage",
        "HumanMessage",
        "ContentPart",
        "ToolCall",
        "MediaSource",
    ):
        if title in schemas:
            expected = openapi_schema(title, lambda t: f"#/components/schemas/{t}")
            assert schemas[title] == without_nulls(expected), title
    assert {"AnyMessage", "AIMessage", "ContentPart", "MediaSource"} <= set(schemas)


def test_openapi_of_the_example_app_describes_the_real_types() -> None:
    document = EXAMPLE.get("/openapi.json").json()
    chat = document["paths"]["/chat"]["post"]
    body = chat["requestBody"]["content"]["application/json"]["schema"]
    answer = chat["responses"]["200"]["content"]["application/json"]["schema"]
    assert body["items"] == answer["items"] == {"$ref": "#/components/schemas/AnyMessage"}
    stored = document["paths"]["/chat/stored"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert stored["items"] == {"$ref": "#/components/schemas/SerializedMessage"}


def test_langchain_messages_in_the_same_app_keep_their_own_components() -> None:
    """Names clash (HumanMessage); pydantic renames, and every reference follows, mappings too."""
    document = CLIENT.get("/openapi.json").json()
    check_openapi(document)
    paths = document["paths"]
    ours = paths["/echo"]["post"]["requestBody"]["content"]["application/json"]["schema"]["items"]["$ref"]
    theirs = paths["/langchain"]["post"]["requestBody"]["content"]["application/json"]["schema"]["items"]
    assert ours != json.dumps(theirs)
    history = [m.model_dump() for m in lc.messages_from_dict(histories("stored")[1][1])]
    assert CLIENT.post("/langchain", json=history).status_code == 200


@pytest.mark.parametrize(
    "spec", ["AIMessage", "ToolCall", "ContentBlock", "UsageMetadata", "list[AnyMessage]"]
)
def test_model_json_schema_is_the_bundle(spec: str) -> None:
    adapter = TypeAdapter(pydantic_type(spec))
    schema = adapter.json_schema()
    assert schema == adapter.json_schema(mode="serialization")
    title = spec.removeprefix("list[").removesuffix("]")
    defs = schema.pop("$defs", {})
    # pydantic writes a definition used once at the root in place of the root's reference to it
    described = defs[title] if title in defs else schema
    assert described == openapi_schema(title, lambda t: f"#/$defs/{t}")


def test_openapi_components_check_the_examples_as_the_bundle_does() -> None:
    """The components are the real schemas: as JSON Schema, they accept and refuse what the oracle does."""
    schemas = EXAMPLE.get("/openapi.json").json()["components"]["schemas"]
    checked = 0
    for title, kind, path in examples():
        if title not in ("AnyMessage", "SerializedMessage", "ContentPart", "ToolCall"):
            continue
        checked += 1
        document = {"$ref": f"#/components/schemas/{title}", "components": {"schemas": schemas}}
        validator = Draft202012Validator(document)
        data = json.loads(path.read_text())
        instance = data if kind == "valid" else data["instance"]
        assert validator.is_valid(instance) == (kind == "valid"), path
    assert checked > 10
