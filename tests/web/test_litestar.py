"""chatschema types in Litestar handlers, through Litestar's TestClient (httpx under it)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Annotated, Any

import msgspec
import pytest
from hypothesis import given, settings
from litestar import Litestar, post
from litestar.enums import RequestEncodingType
from litestar.params import Body, JSONBody
from litestar.testing import TestClient

import chatschema
from chatschema.cli._schema import openapi_schema
from chatschema.litestar import ChatSchemaPlugin
from chatschema.messages.envelopes import LangChainSerializedMessageType, SerializedMessageType
from examples import litestar_app
from tests.conformance.strategies import any_messages, conversations, mutated
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


class Turn(msgspec.Struct):
    """A request body of your own with a history in it: described by the bundle in OpenAPI."""

    session: str
    history: list[chatschema.AnyMessage]


@post("/echo", status_code=200)
async def echo(data: JSONBody[list[chatschema.AnyMessage]]) -> list[chatschema.AnyMessage]:
    return data


@post("/echo/stored", status_code=200)
async def echo_stored(data: JSONBody[list[SerializedMessageType]]) -> list[SerializedMessageType]:
    return data


@post("/echo/constructor", status_code=200)
async def echo_constructor(
    data: JSONBody[list[LangChainSerializedMessageType]],
) -> list[LangChainSerializedMessageType]:
    return data


@post("/one", status_code=200)
async def one(data: JSONBody[chatschema.AIMessage | None]) -> chatschema.AIMessage | None:
    return data


@post("/turn", status_code=200)
async def turn(data: JSONBody[Turn]) -> Turn:
    return data


def echo_app(plugins: list[Any]) -> Litestar:
    return Litestar(
        [echo, echo_stored, echo_constructor, one, turn], plugins=plugins, signature_namespace={"Turn": Turn}
    )


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient[Litestar]]:
    with TestClient(echo_app([ChatSchemaPlugin()])) as test_client:
        yield test_client


@pytest.fixture(scope="module")
def example() -> Iterator[TestClient[Litestar]]:
    with TestClient(litestar_app.app) as test_client:
        yield test_client


def library_verdict(history: list[Json]) -> tuple[list[Json] | None, str | None]:
    """What chatschema makes of a flat history: (JSON written back, None) or (None, error path)."""
    try:
        return canonical(history, "flat"), None
    except chatschema.ValidationError as error:
        return None, error.path


def fault(response: Any) -> tuple[str, str]:
    """The JSON path and message of the 422 for a body chatschema refused."""
    assert response.status_code == 422, response.text
    (extra,) = response.json()["extra"]
    assert extra["source"] == "body"
    assert extra["message"].endswith(f" (at {extra['key']})")
    return extra["key"], extra["message"]


@pytest.mark.parametrize("form", TYPED_FORMS)
def test_every_form_is_read_and_written_back(client: TestClient[Litestar], form: str) -> None:
    for name, history in histories(form):
        if form == "constructor":
            # LangChainSerializedMessageType is a Struct of the records LangChain writes (kwargs
            # tagged): msgspec reads it; records without the tag are read by message_from_lc_json
            if not all("type" in record["kwargs"] for record in history):
                continue
            typed = msgspec.convert(history, list[LangChainSerializedMessageType])
            expected = json.loads(msgspec.json.encode(typed))
        else:
            expected = canonical(history, form)
        response = client.post(ECHO_ROUTES[form], json=history)
        assert response.status_code == 200, (name, response.text)
        assert response.json() == expected, name


@pytest.mark.parametrize("form", HISTORY_FORMS)
def test_the_example_app_trims(example: TestClient[Litestar], form: str) -> None:
    for name, history in histories(form):
        if "RemoveMessage" in name:
            continue  # trim_messages cannot count one, as in LangChain: the endpoint answers 500
        response = example.post(ROUTE[form], params={"max_tokens": 120}, json=history)
        assert response.status_code == 200, (name, response.text)
        decoded = chatschema.decode(history, TITLES[form])
        messages = decoded if form == "flat" else [envelope.data for envelope in decoded]
        kept = litestar_app.trimmed(messages, 120)
        expected = kept if form == "flat" else chatschema.messages_to_dict(kept)
        assert response.json() == json.loads(chatschema.encode(expected)), name


@settings(max_examples=40)
@given(conversations(max_messages=6))
def test_generated_histories_get_the_library_verdict(history: list[Json]) -> None:
    written, path = library_verdict(history)
    with TestClient(echo_app([ChatSchemaPlugin()])) as client:
        response = client.post("/echo", json=history)
    if path is None:
        assert response.status_code == 200, response.text
        assert response.json() == written
    else:
        assert fault(response)[0] == path


@settings(max_examples=40)
@given(mutated(any_messages(full=True, max_items=2)))
def test_mutated_messages_are_refused_where_the_library_refuses_them(case: tuple[Json, list[str]]) -> None:
    message, _ = case
    written, path = library_verdict([message])
    with TestClient(echo_app([ChatSchemaPlugin()])) as client:
        response = client.post("/echo", json=[message])
    if path is None:
        assert response.status_code == 200
        assert response.json() == written
    else:
        assert fault(response)[0] == path


@pytest.mark.parametrize("form", HISTORY_FORMS)
def test_invalid_message_is_a_422_with_its_json_path(example: TestClient[Litestar], form: str) -> None:
    valid = histories(form)[0][1][:3]
    cases = invalid_messages(form)
    assert len(cases) > 10
    for name, bad, path in cases:
        key, _ = fault(example.post(ROUTE[form], json=[*valid, bad]))
        assert key == f"$[3]{path[1:]}", name


def test_without_the_plugin_only_msgspec_type_checks_run() -> None:
    """Why the plugin: a media block that points at nothing gets through msgspec's type checks."""
    history = [{"type": "human", "content": [{"type": "image"}]}]
    with TestClient(echo_app([])) as plain:
        assert plain.post("/echo", json=history).status_code == 200
    with TestClient(echo_app([ChatSchemaPlugin()])) as checked:
        key, message = fault(checked.post("/echo", json=history))
    assert key == "$[0].content[0]"
    assert message.startswith("Object must say where its data is")


def test_optional_body_and_return(client: TestClient[Litestar]) -> None:
    ai = {"type": "ai", "content": "hi"}
    assert client.post("/one", json=ai).json() == json.loads(chatschema.encode(chatschema.AIMessage("hi")))
    response = client.post("/one", content=b"null", headers={"content-type": "application/json"})
    assert (response.status_code, response.content) == (200, b"null")
    assert fault(client.post("/one", json={"type": "ai", "content": 1}))[0] == "$.content"


def test_a_5_mb_body(client: TestClient[Litestar]) -> None:
    history = big_history(5)
    body = json.dumps(history).encode()
    assert len(body) >= 5_000_000
    response = client.post("/echo", content=body, headers={"content-type": "application/json"})
    assert response.status_code == 200
    assert response.json() == canonical(history, "flat")
    history[-1] = {"type": "tool", "content": "x"}
    assert fault(client.post("/echo", json=history))[0] == f"$[{len(history) - 1}]"


def test_openapi_document(example: TestClient[Litestar], client: TestClient[Litestar]) -> None:
    for test_client in (example, client):
        schemas = check_openapi(test_client.get("/schema/openapi.json").json())
        for title in ("AnyMessage", "SerializedMessage", "HumanMessage", "ContentPart", "MediaSource"):
            expected = openapi_schema(title, lambda t: f"#/components/schemas/{t}")
            assert schemas[title] == without_nulls(expected), title


def test_openapi_describes_the_real_types(client: TestClient[Litestar]) -> None:
    document = client.get("/schema/openapi.json").json()
    paths = document["paths"]

    def body(path: str) -> Json:
        return paths[path]["post"]["requestBody"]["content"]["application/json"]["schema"]

    def answer(path: str) -> Json:
        return paths[path]["post"]["responses"]["200"]["content"]["application/json"]["schema"]

    assert (
        body("/echo")
        == answer("/echo")
        == {"type": "array", "items": {"$ref": "#/components/schemas/AnyMessage"}}
    )
    assert body("/echo/stored")["items"] == {"$ref": "#/components/schemas/SerializedMessage"}
    assert body("/one") == {"oneOf": [{"$ref": "#/components/schemas/AIMessage"}, {"type": "null"}]}
    turn = document["components"]["schemas"]["Turn"]
    assert turn["properties"]["history"] == {
        "type": "array",
        "items": {"$ref": "#/components/schemas/AnyMessage"},
    }


@post("/msgpack", status_code=200)
async def from_msgpack(
    data: Annotated[list[chatschema.AnyMessage], Body(media_type=RequestEncodingType.MESSAGEPACK)],
) -> list[chatschema.AnyMessage]:
    return data


def test_a_messagepack_body_is_checked_too() -> None:
    history = histories("flat")[0][1]
    headers = {"content-type": "application/x-msgpack"}
    with TestClient(Litestar([from_msgpack], plugins=[ChatSchemaPlugin()])) as client:
        response = client.post("/msgpack", content=msgspec.msgpack.encode(history), headers=headers)
        assert response.status_code == 200
        assert response.json() == canonical(history, "flat")
        bad = [*history[:2], {"type": "human", "content": [{"type": "image"}]}]
        assert fault(client.post("/msgpack", content=msgspec.msgpack.encode(bad), headers=headers))[0] == (
            "$[2].content[0]"
        )
        key, message = fault(client.post("/msgpack", content=b"\xc1", headers=headers))
        assert (key, message.startswith("Invalid MessagePack")) == ("$", True)
