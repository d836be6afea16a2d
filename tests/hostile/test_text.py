"""Malformed JSON text: truncated, invalid UTF-8, lone surrogates, NaN and Infinity, repeated keys."""

from __future__ import annotations

import json
from typing import Any

import pytest

import chatschema
from chatschema import ValidationError, decode, encode, validate
from chatschema.errors import DecodeError
from tests.hostile.contract import TITLES, check_text, example_texts, examples

HUMAN = b'{"type":"human","content":"%s"}'


def human(content: bytes) -> bytes:
    return HUMAN.replace(b"%s", content)


# --------------------------------------------------------------------------- truncated


def test_every_prefix_of_every_example_is_a_decode_error() -> None:
    """A proper prefix of an object is never JSON: DecodeError at $, for the example's own type."""
    count = 0
    for title, instance in examples():
        text = json.dumps(instance, separators=(",", ":")).encode()
        for end in range(len(text)):
            for payload in (text[:end], text[:end].decode("utf-8", "ignore")):
                with pytest.raises(DecodeError) as caught:
                    decode(payload, title)
                assert caught.value.path == "$"
                assert caught.value.message.startswith("Invalid JSON: ")
                count += 1
    assert count > 10_000


@pytest.mark.parametrize(
    "payload",
    [b"", b" ", b"{", b"[", b'"', b"nul", b"tru", b"-", b"1e", b'{"type"', b'{"type":', b'{"type":"human",'],
)
def test_tiny_truncations(payload: bytes) -> None:
    for title in TITLES:
        with pytest.raises(DecodeError):
            validate(payload, title)


@pytest.mark.parametrize(
    "payload",
    [
        b'{"type":"human","content":"x"} x',  # data after the value
        b'{"type":"human","content":"x"}{}',
        b'\xef\xbb\xbf{"type":"human","content":"x"}',  # UTF-8 byte order mark
        b'{"type":"human","content":"x",}',  # trailing comma
        b"{'type':'human','content':'x'}",  # single quotes
        b'{"type":"human","content":"a\x01b"}',  # raw control character in a string
        b'{"type":"human","content":"\\x"}',  # bad escape
        b'{"type":"human","content":"\\u12"}',
        b'{"type":"human","content":01}',
    ],
)
def test_not_json_is_a_decode_error(payload: bytes) -> None:
    for form in (payload, payload.decode("utf-8")):
        with pytest.raises(DecodeError):
            decode(form, "AnyMessage")
    # the same with a lone surrogate escape, which sends the text through json.loads
    spiked = payload.replace(b'"x"', b'"\\ud83d"').replace(b'"a', b'"\\ud83d')
    with pytest.raises(DecodeError):
        decode(spiked, "AnyMessage")


def test_random_bytes_from_the_examples() -> None:
    """Each example, cut and spliced at a few fixed places, through every entry point."""
    for text in example_texts()[::2]:
        middle = len(text) // 2
        for payload in (text[:middle], text[middle:], text[:middle] + b"\x00" + text[middle:], text[::-1]):
            check_text(payload, ("AnyMessage", "ContentBlock"))


# --------------------------------------------------------------------------- invalid UTF-8


@pytest.mark.parametrize(
    "bad",
    [
        b"\xff",
        b"\xc0\x80",  # overlong NUL
        b"\xed\xa0\xbd",  # a surrogate encoded as UTF-8 (what surrogatepass writes)
        b"\xe2\x82",  # cut multi-byte sequence
        b"\xf4\x90\x80\x80",  # above U+10FFFF
        b"\x80",
    ],
)
def test_invalid_utf8_is_a_decode_error(bad: bytes) -> None:
    for payload in (
        human(b"a" + bad + b"b"),
        human(b"\\ud83d" + bad),  # with a lone surrogate escape too
        b'{"type":"human","content":"x","additional_kwargs":{"' + bad + b'":1}}',
        bad + HUMAN,
    ):
        for title in ("AnyMessage", "MessageContent", "list[SerializedMessage]"):
            with pytest.raises(DecodeError) as caught:
                validate(payload, title)
            assert caught.value.path == "$"


def test_invalid_utf8_error_says_why() -> None:
    with pytest.raises(DecodeError) as caught:
        decode(human(b"a\xffb"), "AnyMessage")
    assert caught.value.message == "Invalid JSON: invalid UTF-8 (invalid start byte)"


# --------------------------------------------------------------------------- lone surrogates

LONE = [
    ("\ud83d", b"\\ud83d"),  # high surrogate
    ("\ude00", b"\\ude00"),  # low surrogate
    ("\ude00\ud83d", b"\\ude00\\ud83d"),  # a pair in the wrong order
    ("a\udbffb", b"a\\uDBFFb"),  # upper-case escape
]


@pytest.mark.parametrize(("char", "escape"), LONE)
def test_lone_surrogate_escapes_in_strings_are_kept(char: str, escape: bytes) -> None:
    """What json.dumps writes for a cut emoji decodes, anywhere in the text, and encodes back."""
    for payload, where in (
        (human(escape), lambda m: m.content),
        (human(b"x" * 100 + escape), lambda m: m.content[100:]),  # not near the end
        (b'{"type":"human","content":"x","id":"' + escape + b'"}', lambda m: m.id),
        (
            b'{"type":"human","content":"x","additional_kwargs":{"' + escape + b'":1}}',
            lambda m: next(iter(m.additional_kwargs)),
        ),
    ):
        for form in (payload, payload.decode(), memoryview(payload), bytearray(payload)):
            message = decode(form, "AnyMessage")
            assert where(message) == char
            assert decode(encode(message), "AnyMessage") == message
            assert decode(encode(message), "AnyMessage") == decode(json.loads(payload), "AnyMessage")


def test_raw_lone_surrogates_in_str_text() -> None:
    """A str holding the character itself (not the escape) reads as the escape does."""
    message = decode('{"type":"human","content":"a\ud83db"}', "AnyMessage")
    assert message.content == "a\ud83db"
    assert message == decode(b'{"type":"human","content":"a\\ud83db"}', "AnyMessage")


@pytest.mark.parametrize(
    ("payload", "title", "path"),
    [
        # a lone surrogate where a string is not expected: an error with its path, for text and parsed input
        ({"type": "\ud83d", "content": "x"}, "AnyMessage", "$.type"),
        ({"type": "tool", "content": "x", "tool_call_id": "1", "status": "\ud83d"}, "AnyMessage", "$.status"),
        ({"type": "human", "content": "x", "\ud83d": 1}, "AnyMessage", "$"),
        ({"type": "ai", "content": "x", "usage_metadata": "\ud83d"}, "AnyMessage", "$.usage_metadata"),
        (
            {"type": "ai", "content": "", "usage_metadata": {"input_tokens": "\ud83d", "output_tokens": 1}},
            "AnyMessage",
            "$.usage_metadata.input_tokens",
        ),
        ({"name": "f", "args": "\ud83d", "id": None}, "ToolCall", "$.args"),
        ({"type": "text", "text": 1, "\ud83d": 1}, "ContentBlock", "$.text"),
        ([{"type": "\ud83d", "data": {}}], "list[SerializedMessage]", "$[0].type"),
        ({"type": "human", "content": [{"type": "image", "\ud83d": 1}]}, "AnyMessage", "$.content[0]"),
        (
            # keys told apart only by a lone surrogate and its escape
            {"type": "text", "text": "a", "\ud800": 1, "\\ud800": 2},
            "ContentBlock",
            "$",
        ),
    ],
)
def test_lone_surrogate_in_the_wrong_place(payload: Any, title: str, path: str) -> None:
    text = json.dumps(payload).encode()
    for form in (payload, text, text.decode()):
        with pytest.raises(ValidationError) as caught:
            validate(form, title)
        assert caught.value.path == path


@pytest.mark.parametrize(
    ("payload", "title"),
    [
        # extra keys on open objects may be anything
        ({"type": "text", "text": "a", "\ud83d": "\ude00"}, "ContentBlock"),
        ({"type": "text", "text": "a", "\ud800": 1, "\ud801": 2}, "ContentBlock"),  # noqa: F601
        ({"type": "human", "content": [{"type": "text", "text": "a", "\ud83d": 1}]}, "AnyMessage"),
        ({"type": "human", "content": [{"type": "image", "url": "u", "\ud83d": 1}]}, "AnyMessage"),
        ({"type": "human", "content": [{"type": "\ud83d"}]}, "AnyMessage"),  # a provider's own block
        ({"name": "\ud83d", "args": {"\ud83d": "\ud83d"}, "id": "\ud83d"}, "ToolCall"),
        ({"type": "chat", "content": "x", "role": "\ud83d"}, "AnyMessage"),
    ],
)
def test_lone_surrogate_where_any_string_goes(payload: Any, title: str) -> None:
    text = json.dumps(payload).encode()
    for form in (payload, text, text.decode()):
        validate(form, title)
    value = decode(text, title)
    assert decode(encode(value), title) == value == decode(payload, title)


# --------------------------------------------------------------------------- NaN and Infinity


@pytest.mark.parametrize("literal", [b"NaN", b"Infinity", b"-Infinity", b"nan", b"inf"])
def test_nan_and_infinity_text_is_a_decode_error(literal: bytes) -> None:
    for payload in (
        literal,
        b'{"type":"human","content":"x","additional_kwargs":{"a":' + literal + b"}}",
        b'{"type":"ai","content":"x","usage_metadata":{"input_tokens":'
        + literal
        + b',"output_tokens":1,"total_tokens":1}}',
        b'{"type":"human","content":"\\ud83d","additional_kwargs":{"a":' + literal + b"}}",  # json.loads path
    ):
        for title in ("AnyMessage", "UsageMetadata", "ToolCall"):
            with pytest.raises(DecodeError):
                validate(payload, title)


@pytest.mark.parametrize("number", [b"1e999", b"-1e999", b"1" + b"0" * 400 + b".0", b"9" * 5000])
def test_numbers_out_of_range(number: bytes) -> None:
    for payload in (
        b'{"type":"human","content":"x","additional_kwargs":{"a":' + number + b"}}",
        b'{"type":"human","content":"\\ud83d","additional_kwargs":{"a":' + number + b"}}",
    ):
        with pytest.raises(ValidationError, match="out of range"):
            validate(payload, "AnyMessage")


NOT_NUMBERS = [float("nan"), float("inf"), float("-inf"), 1.0, True]


@pytest.mark.parametrize("number", NOT_NUMBERS, ids=repr)
@pytest.mark.parametrize(
    ("make", "title", "path"),
    [
        (
            lambda n: {
                "type": "ai",
                "content": "",
                "usage_metadata": {"input_tokens": n, "output_tokens": 1, "total_tokens": 1},
            },
            "AnyMessage",
            "$.usage_metadata.input_tokens",
        ),
        (
            lambda n: {
                "input_tokens": 1,
                "output_tokens": 1,
                "total_tokens": 2,
                "output_token_details": {"reasoning": n},
            },
            "UsageMetadata",
            "$.output_token_details.reasoning",
        ),
        (lambda n: {"name": "f", "args": "{}", "id": "1", "index": n}, "ToolCallChunk", "$.index"),
        (
            lambda n: {"type": "text", "text": "a", "annotations": [{"type": "citation", "start_index": n}]},
            "ContentBlock",
            "$.annotations[0].start_index",
        ),
    ],
)
def test_python_nan_where_an_integer_is_required(make: Any, title: str, path: str, number: float) -> None:
    with pytest.raises(ValidationError) as caught:
        validate(make(number), title)
    assert caught.value.path == path


def test_python_nan_in_free_form_json_is_kept_and_encoded_as_null() -> None:
    """Parsed input is not policed inside free-form objects; encode writes NaN and infinities as null."""
    message = decode(
        {"type": "ai", "content": "", "additional_kwargs": {"a": float("nan"), "b": float("inf")}},
        "AnyMessage",
    )
    assert json.loads(encode(message))["additional_kwargs"] == {"a": None, "b": None}
    # the same through the lone-surrogate path of encode
    message = decode(
        {"type": "ai", "content": "\ud83d", "additional_kwargs": {"a": float("nan")}}, "AnyMessage"
    )
    assert json.loads(encode(message))["additional_kwargs"] == {"a": None}


# --------------------------------------------------------------------------- repeated keys

REPEATED = [
    # (text, title, what decode gives: a check on the value, or the error path)
    (b'{"type":"human","content":"x","content":"y"}', "AnyMessage", lambda m: m.content == "y"),
    (b'{"type":"human","content":5,"content":"y"}', "AnyMessage", lambda m: m.content == "y"),
    (b'{"type":"human","content":"y","content":5}', "AnyMessage", "$.content"),
    (b'{"type":"human","content":"x","type":"ai"}', "AnyMessage", lambda m: m.type == "ai"),
    (b'{"type":"robot","content":"x","type":"ai"}', "AnyMessage", lambda m: m.type == "ai"),
    (b'{"type":"ai","content":"x","type":"robot"}', "AnyMessage", "$.type"),
    (b'{"type":"human","content":"x","type":"ai"}', "HumanMessage", "$.type"),
    (
        b'{"type":"human","content":"x","additional_kwargs":{"a":1,"a":2}}',
        "AnyMessage",
        lambda m: m.additional_kwargs == {"a": 2},
    ),
    (
        b'{"type":"human","data":{"content":"x"},"type":"ai"}',
        "SerializedMessage",
        lambda e: e.data.type == "ai",
    ),
    (
        b'[{"type":"human","data":{"content":1},"data":{"content":"ok"}}]',
        "list[SerializedMessage]",
        lambda es: es[0].data.content == "ok",
    ),
    (b'{"name":"a","args":{},"id":"1","name":"b"}', "ToolCall", lambda c: c["name"] == "b"),
    (b'{"name":"a","args":{},"id":"1","args":7}', "ToolCall", "$.args"),
    (b'{"type":"text","text":"a","type":"image"}', "ContentBlock", "$"),
    (b'{"type":"human","content":"\\ud83d","content":"y"}', "AnyMessage", lambda m: m.content == "y"),
]


@pytest.mark.parametrize(("text", "title", "expect"), REPEATED)
def test_repeated_keys_last_wins(text: bytes, title: str, expect: Any) -> None:
    """The last copy of a repeated key wins, at every level, as in json.loads and JSON.parse."""
    parsed = json.loads(text)
    if isinstance(expect, str):
        for form in (text, text.decode(), parsed):
            with pytest.raises(ValidationError) as caught:
                decode(form, title)
            assert caught.value.path == expect
    else:
        value = decode(text, title)
        assert expect(value)
        assert value == decode(parsed, title) == decode(text.decode(), title)
        validate(text, title)


def test_repeated_keys_in_the_conversions() -> None:
    parsed = json.loads(b'[{"type":"human","data":{"content":"x"},"type":"ai"}]')
    assert [m.type for m in chatschema.messages_from_dict(parsed)] == ["ai"]
    parsed = json.loads(b'[{"role":"user","content":"x","role":"assistant"}]')
    assert [m.type for m in chatschema.convert_to_messages(parsed)] == ["ai"]


# --------------------------------------------------------------------------- roots of the wrong type


@pytest.mark.parametrize("root", [b"5", b"null", b"true", b"1.5", b'"url"', b'["url"]', b"[]"])
def test_media_source_root_must_be_an_object(root: bytes) -> None:
    """MediaSource is a bare rule (one of these key sets); held as an object, it must be one."""
    for payload in (root, json.loads(root)):
        if isinstance(payload, str):
            continue  # a str is JSON text
        with pytest.raises(ValidationError) as caught:
            validate(payload, "MediaSource")
        assert caught.value.path == "$"
    with pytest.raises(ValidationError) as caught:
        validate(b"[" + root + b"]", "list[MediaSource]")
    assert caught.value.path == "$[0]"


@pytest.mark.parametrize(
    "build",
    [
        lambda: chatschema.HumanMessage("x", response_metadata={1: 2}),
        lambda: validate({"type": "human", "content": "x", "response_metadata": {1: 2}}, "HumanMessage"),
        lambda: decode({"type": "ai", "content": "x", "additional_kwargs": {(1, 2): 3}}, "AIMessage"),
    ],
    ids=["constructor", "validate", "decode"],
)
def test_a_key_that_is_not_a_string_is_reported_at_its_object(build: Any) -> None:
    """msgspec names a bad key as "key in $.x"; the path is the object's, the message says it is a key."""
    with pytest.raises(ValidationError) as info:
        build()
    assert info.value.path in ("$.response_metadata", "$.additional_kwargs")
    assert info.value.message.endswith("(an object key)")


def test_a_short_class_path_fails_at_the_same_path_as_text_and_parsed() -> None:
    # found by the fuzzer: the typed decoder read the items of the fixed-length id first ($.id[0]),
    # msgspec.convert its length ($.id)
    text = (
        b'{"lc":1,"type":"constructor","id":["langchainma","messages","RemoveMessage"],'
        b'"kwargs":{"content":"","type":"remove","id":"run-1-0"}}'
    )
    paths = set()
    for payload in (text, text.decode(), json.loads(text)):
        with pytest.raises(chatschema.ValidationError) as caught:
            chatschema.decode(payload, "LangChainSerializedMessage")
        paths.add(caught.value.path)
    assert paths == {"$.id"}
