"""Large payloads: a 100 MB string, millions of tiny blocks, and the max_size limit.

Memory is measured with tracemalloc (peak allocated during the call, so the
input itself does not count) against the size of the input; time limits are
loose, only there to catch a hang.
"""

from __future__ import annotations

import array
import gc
import json
import time
import tracemalloc
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import chatschema
from chatschema import ValidationError, decode, encode, validate
from chatschema.errors import DecodeError, SizeLimitError

MB = 1 << 20
SIZE = 100 * MB
TIME_LIMIT = 120.0
"""Seconds; any single call here takes well under a tenth of this on a laptop."""


def traced(call: Callable[[], Any]) -> tuple[Any, int, float]:
    """Run ``call``; return its result (or the exception it raised), peak traced bytes and seconds."""
    gc.collect()
    tracemalloc.start()
    start = time.perf_counter()
    try:
        result = call()
    except Exception as error:
        result = error
    finally:
        elapsed = time.perf_counter() - start
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    assert elapsed < TIME_LIMIT
    return result, peak, elapsed


@pytest.fixture(scope="module")
def big() -> Iterator[bytes]:
    yield b'{"type":"human","content":"' + b"x" * SIZE + b'"}'


@pytest.mark.parametrize("form", ["bytes", "str", "memoryview", "bytearray"])
def test_100mb_string_decodes_in_one_copy(big: bytes, form: str) -> None:
    payload: Any = {
        "bytes": big,
        "str": big.decode(),
        "memoryview": memoryview(big),
        "bytearray": bytearray(big),
    }[form]
    message, peak, _ = traced(lambda: decode(payload, "AnyMessage"))
    assert len(message.content) == SIZE
    assert peak < 1.5 * SIZE  # the string itself
    # An error from the typed decode costs a second reading, as plain JSON written out
    # again, so that repeated keys and malformed text are told apart: a few copies.
    error, peak, _ = traced(lambda: validate(payload, "list[AnyMessage]"))
    assert isinstance(error, ValidationError)
    assert peak < 3 * SIZE


def test_100mb_string_encodes(big: bytes) -> None:
    message = decode(big, "AnyMessage")
    encoded, peak, _ = traced(lambda: encode(message))
    assert len(encoded) > SIZE
    assert peak < 3 * SIZE


def test_100mb_string_with_a_lone_surrogate(big: bytes) -> None:
    """The json.loads path (a lone surrogate escape at the end) costs a few copies, not more."""
    payload = big[:-2] + b'\\ud83d"}'
    message, peak, _ = traced(lambda: decode(payload, "AnyMessage"))
    assert message.content.endswith("x\ud83d")
    assert peak < 6 * SIZE
    encoded, peak, _ = traced(lambda: encode(message))
    assert encoded.endswith(b'x\\ud83d","additional_kwargs":{},"response_metadata":{},"name":null,"id":null}')
    assert peak < 8 * SIZE


@pytest.mark.parametrize(
    ("char", "bound"),
    [
        pytest.param(b"\\n", 1.5, id="escapes"),
        pytest.param("é".encode(), 2.5, id="latin-1"),
        pytest.param("中".encode(), 3.5, id="cjk"),
        # CPython's UTF-8 decoder widens its buffer to 4 bytes per input byte on the
        # first astral character, before shrinking it to the final string
        pytest.param("😀".encode(), 5.5, id="astral"),
    ],
)
def test_100mb_strings_of_other_characters(char: bytes, bound: float) -> None:
    text = b'{"type":"human","content":"' + char * (SIZE // len(char)) + b'"}'
    message, peak, _ = traced(lambda: decode(text, "AnyMessage"))
    assert isinstance(message, chatschema.HumanMessage)
    assert peak < bound * SIZE


def test_100mb_string_in_parsed_input_is_not_copied(big: bytes) -> None:
    content = "x" * SIZE
    parsed = {"type": "human", "content": content}
    for call in (
        lambda: validate(parsed, "AnyMessage"),
        lambda: decode(parsed, "AnyMessage"),
        lambda: chatschema.messages_from_dict([{"type": "human", "data": parsed}]),
        lambda: chatschema.convert_to_messages([parsed]),
        lambda: chatschema.convert_to_messages([{"role": "user", "content": content}]),
        lambda: chatschema.HumanMessage(content),
    ):
        _, peak, _ = traced(call)
        assert peak < SIZE // 10


@pytest.mark.parametrize(
    ("payload", "title"),
    [
        pytest.param(
            lambda: b'{"type":"human","content":"x","' + b"k" * SIZE + b'":1}', "AnyMessage", id="key"
        ),
        pytest.param(lambda: b'{"type":"' + b"t" * SIZE + b'","content":"x"}', "AnyMessage", id="tag"),
        pytest.param(
            lambda: b'[{"type":"' + b"t" * SIZE + b'","data":{}}]', "list[SerializedMessage]", id="envelope"
        ),
        pytest.param(
            lambda: b'{"type":"tool","content":"","tool_call_id":"1","status":"' + b"s" * SIZE + b'"}',
            "AnyMessage",
            id="enum",
        ),
        pytest.param(
            lambda: (
                b'{"input_tokens":1,"output_tokens":1,"total_tokens":2,"input_token_details":{"'
                + b"k " * (SIZE // 2)
                + b'":"x"}}'
            ),
            "UsageMetadata",
            id="path",
        ),
    ],
)
def test_100mb_value_quoted_in_an_error(payload: Callable[[], bytes], title: str) -> None:
    """Errors quote a key or value of the payload; message and path stay short, memory bounded."""
    text = payload()
    error, peak, _ = traced(lambda: validate(text, title))
    assert isinstance(error, ValidationError)
    assert len(error.message) <= 1000
    assert len(error.path) <= 1000
    assert len(str(error)) <= 2100
    assert " ... " in error.message + error.path
    assert peak < 8 * SIZE  # msgspec's message quotes the value whole, before it is shortened


# --------------------------------------------------------------------------- millions of blocks

COUNT = 2_000_000
TEXT_BLOCK = b'{"type":"text","text":"a"}'


def many(item: bytes, count: int) -> bytes:
    return b'{"type":"ai","content":[' + b",".join([item] * count) + b"]}"


def test_two_million_blocks() -> None:
    """The error is found at the very end, with its index: no early stop, no quadratic cost."""
    text = many(TEXT_BLOCK, COUNT)[: -len(TEXT_BLOCK) - 2] + b'{"type":"text","text":1}]}'
    start = time.perf_counter()
    with pytest.raises(ValidationError) as caught:
        validate(text, "AnyMessage")
    assert caught.value.path == f"$.content[{COUNT - 1}].text"
    assert time.perf_counter() - start < TIME_LIMIT


def test_two_million_items_through_every_entry_point() -> None:
    text = many(b'"a"', COUNT)
    assert len(decode(text, "AnyMessage").content) == COUNT
    parsed = json.loads(text)
    assert len(chatschema.messages_from_dict([{"type": "ai", "data": parsed}])[0].content) == COUNT
    assert len(chatschema.convert_to_messages([parsed])[0].content) == COUNT
    # and many messages
    count = COUNT // 10
    history = b"[" + b",".join([b'{"type":"human","data":{"content":"a"}}'] * count) + b"]"
    assert len(decode(history, "list[SerializedMessage]")) == count
    assert len(chatschema.messages_from_dict(json.loads(history))) == count


def test_many_blocks_through_the_conversions() -> None:
    count = 200_000
    parsed = json.loads(many(TEXT_BLOCK, count - 1)[:-2] + b',{"type":"text","text":1}]}')
    with pytest.raises(ValidationError) as caught:
        chatschema.convert_to_messages([parsed])
    assert caught.value.path == f"$[0].content[{count - 1}].text"
    with pytest.raises(ValidationError) as caught:
        chatschema.messages_from_dict([{"type": "ai", "data": parsed}])
    assert caught.value.path == f"$[0].data.content[{count - 1}].text"


def test_many_blocks_memory() -> None:
    """Tiny blocks cost a bounded multiple of their text: each becomes a small dict."""
    count = 100_000
    text = many(TEXT_BLOCK, count)
    message, peak, _ = traced(lambda: decode(text, "AnyMessage"))
    assert len(message.content) == count
    assert peak < 16 * len(text)


# --------------------------------------------------------------------------- max_size

SMALL = b'{"type":"human","content":"hi"}'


def test_max_size() -> None:
    for form in (SMALL, SMALL.decode(), memoryview(SMALL), bytearray(SMALL)):
        validate(form, "AnyMessage", max_size=len(SMALL))
        decode(form, "AnyMessage", max_size=len(SMALL))
        for call in (validate, decode):
            with pytest.raises(SizeLimitError) as caught:
                call(form, "AnyMessage", max_size=len(SMALL) - 1)
            assert isinstance(caught.value, ValidationError)
            assert caught.value.path == "$"
            assert f"over the limit of {len(SMALL) - 1}" in caught.value.message


def test_max_size_counts_bytes_or_characters() -> None:
    text = '{"type":"human","content":"' + "é" * 10 + '"}'
    assert len(text.encode()) == len(text) + 10
    validate(text, "AnyMessage", max_size=len(text))  # characters of a str
    with pytest.raises(SizeLimitError, match="bytes"):
        validate(text.encode(), "AnyMessage", max_size=len(text))  # bytes of bytes
    wide = array.array("I", [0]) * 100
    with pytest.raises(SizeLimitError, match="400 bytes"):
        validate(memoryview(wide), "AnyMessage", max_size=399)  # a memoryview's bytes, not its items


@pytest.mark.parametrize(
    "payload",
    [
        pytest.param(lambda: b"[" * SIZE, id="deep"),
        pytest.param(lambda: b"\xff" * SIZE, id="not-utf8"),
        pytest.param(lambda: b'{"type":"human","content":"' + b"x" * SIZE + b'"}', id="valid"),
        pytest.param(lambda: "[" * SIZE, id="str"),
    ],
)
def test_max_size_is_checked_before_parsing(payload: Callable[[], Any]) -> None:
    text = payload()
    for call in (validate, decode):
        error, peak, elapsed = traced(lambda: call(text, "AnyMessage", max_size=MB))  # noqa: B023
        assert type(error) is SizeLimitError
        assert peak < 64 * 1024
        assert elapsed < 1.0


def test_max_size_does_not_apply_to_parsed_input() -> None:
    validate(json.loads(SMALL), "AnyMessage", max_size=1)


def test_max_size_over_a_malformed_payload_under_the_limit() -> None:
    with pytest.raises(DecodeError):
        validate(SMALL[:-1], "AnyMessage", max_size=MB)
