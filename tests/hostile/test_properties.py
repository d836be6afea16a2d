"""Random bytes, mutated JSON and random Python values fed to every public entry point.

The seed is fixed by the ``ci`` profile in tests/conftest.py (derandomize), and
examples are bounded; tests/fuzz/fuzz_decode.py runs the same contract
without bounds under atheris.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.hostile.contract import check_parsed, check_text, example_texts, examples

CORPUS = example_texts()
INSTANCES = [instance for _, instance in examples()]

TOKENS = [
    b"NaN",
    b"Infinity",
    b"-Infinity",
    b"1e999",
    b"-0",
    b"1.0",
    b"9" * 400,
    b"\\ud83d",
    b"\\ude00",
    b"\\u0000",
    b"\xff",
    b"\xed\xa0\x80",
    b"\xef\xbb\xbf",
    b"\xc0\x80",
    b"\x00",
    b"[" * 40,
    b"]" * 40,
    b"{",
    b"}",
    b"[",
    b"]",
    b'"',
    b"\\",
    b",",
    b":",
    b"null",
    b"true",
    b"{}",
    b"[]",
    b'"type":"ai",',
    b'"type":"human",',
    b'"type":"AIMessageChunk",',
    b'"type":"tool","tool_call_id":"1",',
    b'"content":',
    b'"data":',
    b'"tool_calls":[',
    b'"tool_call_chunks":[{"name":null,"args":"{\\"a\\": [1,","id":null,"index":0}],',
    b'"args":',
    b'"status":"error",',
    b'"usage_metadata":{"input_tokens":1,"output_tokens":1,"total_tokens":2},',
    b'{"type":"text","text":"a"},',
    b'{"type":"image"},',
    b'{"type":"image","url":"u"},',
    b'"\\ud83d":1,',
    b'"additional_kwargs":{"tool_calls":[{"id":"1","function":{"name":"f","arguments":"{"}}]},',
]


@st.composite
def mutated_text(draw: st.DrawFn) -> bytes:
    """An example as JSON text, cut, spliced and sprinkled with hostile tokens."""
    data = bytearray(draw(st.sampled_from(CORPUS)))
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(data)))
        j = draw(st.integers(i, min(len(data), i + 64)))
        op = draw(st.sampled_from(["truncate", "delete", "insert", "byte", "duplicate", "token", "token"]))
        if op == "truncate":
            del data[i:]
        elif op == "delete":
            del data[i:j]
        elif op == "insert":
            data[i:i] = draw(st.binary(min_size=1, max_size=8))
        elif op == "byte" and i < len(data):
            data[i] = draw(st.integers(0, 255))
        elif op == "duplicate":
            data[i:i] = data[i:j]
        else:
            data[i:i] = draw(st.sampled_from(TOKENS))
    return bytes(data)


FIELDS = [
    "type",
    "content",
    "data",
    "id",
    "name",
    "role",
    "tool_call_id",
    "status",
    "artifact",
    "additional_kwargs",
    "response_metadata",
    "tool_calls",
    "invalid_tool_calls",
    "tool_call_chunks",
    "usage_metadata",
    "chunk_position",
    "example",
    "args",
    "index",
    "function",
    "arguments",
    "text",
    "url",
    "base64",
    "file_id",
    "source_type",
    "annotations",
    "input_tokens",
    "output_tokens",
    "total_tokens",
    "input_token_details",
    "lc",
    "kwargs",
]
TAGS = [
    "human",
    "ai",
    "system",
    "tool",
    "function",
    "chat",
    "remove",
    "AIMessageChunk",
    "HumanMessageChunk",
    "ToolMessageChunk",
    "user",
    "assistant",
    "developer",
    "constructor",
    "text",
    "image",
    "tool_call",
    "tool_call_chunk",
    "citation",
    "non_standard",
    "server_tool_result",
]

any_text = st.text(st.characters(blacklist_categories=()), max_size=6)  # lone surrogates included
keys = st.sampled_from(FIELDS) | any_text
leaves = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=2**63, max_value=2**200)
    | st.floats()  # NaN and infinities included
    | any_text
    | st.sampled_from(TAGS)
    | st.sampled_from(['{"a": 1}', '{"a": [1,', "[" * 50, "NaN", "\ud83d"])
)
values = st.recursive(
    leaves,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(keys, inner, max_size=6),
    max_leaves=20,
)


@st.composite
def message_like(draw: st.DrawFn) -> dict[str, Any]:
    """A dict with a tag and a few message fields, each field any value."""
    out = draw(st.dictionaries(st.sampled_from(FIELDS), values, max_size=4))
    out[draw(st.sampled_from(["type", "role"]))] = draw(st.sampled_from(TAGS))
    if draw(st.booleans()):
        out["content"] = draw(st.sampled_from(["", "hi"]) | st.lists(values, max_size=3))
    return out


def replace_somewhere(value: Any, new: Any, choice: int) -> Any:
    """A copy of ``value`` with one node (picked by ``choice``) replaced by ``new``."""
    nodes: list[tuple[Any, Any]] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key in node:
                nodes.append((node, key))
                walk(node[key])
        elif isinstance(node, list):
            for i in range(len(node)):
                nodes.append((node, i))
                walk(node[i])

    copy = json.loads(json.dumps(value))
    walk(copy)
    if not nodes:
        return new
    holder, key = nodes[choice % len(nodes)]
    holder[key] = new
    return copy


@settings(max_examples=400)
@given(st.binary(max_size=300))
def test_random_bytes(data: bytes) -> None:
    check_text(data)


@settings(max_examples=400)
@given(mutated_text())
def test_mutated_json_text(data: bytes) -> None:
    check_text(data)
    try:
        parsed = json.loads(data)  # NaN and Infinity become floats here
    except (ValueError, RecursionError):
        return
    check_parsed(parsed)


@settings(max_examples=200)
@given(values)
def test_random_python_values(value: Any) -> None:
    check_parsed(value)


@settings(max_examples=100)
@given(st.lists(message_like(), min_size=1, max_size=3))
def test_message_like_dicts(items: list[dict[str, Any]]) -> None:
    check_parsed(items)
    check_parsed([{"type": item.get("type"), "data": item} for item in items])


@settings(max_examples=300)
@given(st.sampled_from(INSTANCES), values, st.integers(0, 10_000))
def test_examples_with_one_value_replaced(instance: Any, new: Any, choice: int) -> None:
    changed = replace_somewhere(instance, new, choice)
    check_parsed(changed)
    check_parsed([{"type": changed.get("type"), "data": changed}] if isinstance(changed, dict) else changed)
    try:
        text = json.dumps(changed).encode()
    except (ValueError, RecursionError):
        return
    check_text(text, ("AnyMessage", "SerializedMessage", "ContentBlock"))
