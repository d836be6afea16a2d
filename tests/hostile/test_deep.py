"""Nesting 100,000 levels deep, as JSON text and as parsed Python objects."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

import chatschema
from chatschema import ValidationError, decode, encode, validate
from tests.hostile.contract import TITLES, check_conversions

DEPTH = 100_000


def deep_text(open_: bytes, close: bytes, inner: bytes = b"1", *, closed: bool = True) -> bytes:
    return open_ * DEPTH + inner + (close * DEPTH if closed else b"")


DEEP_VALUES = {
    "arrays": deep_text(b"[", b"]"),
    "objects": deep_text(b'{"a":', b"}"),
    "mixed": deep_text(b'[{"a":', b"}]"),
    "unclosed": deep_text(b"[", b"]", closed=False),
}


def around(value: bytes) -> dict[str, bytes]:
    """Places in a message where free-form JSON may nest."""
    return {
        "root": value,
        "additional_kwargs": b'{"type":"human","content":"x","additional_kwargs":{"a":' + value + b"}}",
        "tool_call_args": b'{"type":"ai","content":"","tool_calls":[{"name":"f","id":"1","args":{"a":'
        + value
        + b"}}]}",
        "content": b'{"type":"human","content":[' + value + b"]}",
        "block_extras": b'{"type":"human","content":[{"type":"text","text":"a","extras":{"a":'
        + value
        + b"}}]}",
        "envelope": b'[{"type":"human","data":{"content":"x","additional_kwargs":{"a":' + value + b"}}}]",
        # a lone surrogate escape sends the text through json.loads, which has its own limit
        "json_fallback": b'{"type":"human","content":"\\ud83d","additional_kwargs":{"a":' + value + b"}}",
    }


@pytest.mark.parametrize("shape", DEEP_VALUES)
def test_deep_json_text(shape: str) -> None:
    for where, payload in around(DEEP_VALUES[shape]).items():
        for form in (payload, payload.decode()):
            for title in TITLES:
                with pytest.raises(ValidationError) as caught:
                    validate(form, title)
                assert caught.value.path.startswith("$"), where
                with pytest.raises(ValidationError):
                    decode(form, title)


def test_deep_text_error_says_so() -> None:
    payload = around(DEEP_VALUES["arrays"])["additional_kwargs"]
    with pytest.raises(ValidationError) as caught:
        decode(payload, "AnyMessage")
    assert (caught.value.message, caught.value.path) == ("Payload is nested too deeply", "$")


def deep_list(depth: int = DEPTH, leaf: Any = 1) -> list[Any]:
    root: list[Any] = []
    node = root
    for _ in range(depth - 1):
        child: list[Any] = []
        node.append(child)
        node = child
    node.append(leaf)
    return root


def deep_dict(depth: int = DEPTH, leaf: Any = 1) -> dict[str, Any]:
    root: dict[str, Any] = {}
    node = root
    for _ in range(depth - 1):
        child: dict[str, Any] = {}
        node["a"] = child
        node = child
    node["a"] = leaf
    return root


PLACES: dict[str, Callable[[Any], Any]] = {
    "root": lambda v: v,
    "additional_kwargs": lambda v: {"type": "human", "content": "x", "additional_kwargs": {"a": v}},
    "response_metadata": lambda v: {"type": "ai", "content": "x", "response_metadata": {"a": v}},
    "tool_call_args": lambda v: {
        "type": "ai",
        "content": "",
        "tool_calls": [{"name": "f", "id": "1", "args": {"a": v}}],
    },
    "content": lambda v: {"type": "human", "content": [v]},
    "block_extras": lambda v: {
        "type": "human",
        "content": [{"type": "text", "text": "a", "extras": {"a": v}}],
    },
    "artifact": lambda v: {"type": "tool", "content": "x", "tool_call_id": "1", "artifact": v},
}


def _accepted_or_rejected(call: Callable[[], Any]) -> Any:
    try:
        return call()
    except ValidationError:
        return None


@pytest.mark.parametrize("make", [deep_list, deep_dict], ids=["lists", "dicts"])
@pytest.mark.parametrize("place", PLACES)
def test_deep_python_objects(place: str, make: Callable[[], Any]) -> None:
    """Parsed input is not walked inside free-form JSON, so depth is no problem there.

    It either validates or raises ValidationError; what decodes cannot be
    encoded, and encode says so with a ValidationError.
    """
    payload = PLACES[place](make())
    for title in TITLES:
        _accepted_or_rejected(lambda: validate(payload, title))  # noqa: B023
        value = _accepted_or_rejected(lambda: decode(payload, title))  # noqa: B023
        if value is not None:
            with pytest.raises(ValidationError, match="nested too deeply"):
                encode(value)
    check_conversions([payload])
    check_conversions(payload)
    if isinstance(payload, dict) and "type" in payload:
        data = {key: value for key, value in payload.items() if key != "type"}
        check_conversions([{"type": payload["type"], "data": data}])


def test_deep_python_objects_are_kept() -> None:
    message = decode(PLACES["additional_kwargs"](deep_list()), "AnyMessage")
    node = message.additional_kwargs["a"]
    for _ in range(DEPTH - 1):
        node = node[0]
    assert node == [1]


def test_deep_objects_with_a_lone_surrogate_in_the_wrong_place() -> None:
    """The lone-surrogate recheck copies the payload without recursion, at any depth."""
    payload = {
        "type": "human",
        "content": "x",
        "additional_kwargs": {"a": deep_dict(leaf="\ud83d")},
        "status": "\ud83d",
    }
    with pytest.raises(ValidationError) as caught:
        validate(payload, "AnyMessage")
    assert caught.value.path == "$"  # HumanMessage has no status field
    assert "unknown field" in caught.value.message


def test_deep_content_as_a_list_of_lists() -> None:
    """Content items must be strings or objects; a deep list is refused at its first level."""
    with pytest.raises(ValidationError) as caught:
        validate({"type": "human", "content": deep_list()}, "AnyMessage")
    assert caught.value.path == "$.content[0]"


def test_cycles() -> None:
    """A list that holds itself: free-form JSON is not walked; encode refuses it."""
    loop: list[Any] = []
    loop.append(loop)
    payload = {"type": "human", "content": "x", "additional_kwargs": {"loop": loop}}
    message = decode(payload, "AnyMessage")
    with pytest.raises(ValidationError):
        encode(message)
    payload["status"] = "\ud83d"  # and through the lone-surrogate recheck
    with pytest.raises(ValidationError, match="unknown field"):
        validate(payload, "AnyMessage")


def test_deep_json_in_a_string_is_just_a_string() -> None:
    text = json.dumps({"type": "ai", "content": "[" * DEPTH, "additional_kwargs": {"args": "{" * DEPTH}})
    validate(text, "AnyMessage")
    assert chatschema.messages_from_dict([{"type": "ai", "data": json.loads(text)}])[0].content == "[" * DEPTH
