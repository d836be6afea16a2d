"""``parse_partial_json`` gives what the one-character-at-a-time search gives, in linear time.

The reference below is the plain algorithm the function reproduces: try the
text; walk it (escaping raw newlines inside strings, None on a closing bracket
that does not match); close an open string; then try ``text[:k] + closers``
for every ``k`` from the whole text down to one character; finally parse the
text itself to raise. The function under test skips candidates it can prove
fail; these tests compare the two (and LangChain's function) on random
JSON-ish text, cuts of valid JSON, long inputs of the shapes where the
skipping matters, deep nesting at the recursion limit and integers at the
digit limit.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from langchain_core.utils.json import parse_partial_json as lc_parse_partial_json

from chatschema.messages._partial_json import parse_partial_json
from tests.costs import assert_linear


def reference_parse_partial_json(s: Any, *, strict: bool = False) -> Any:
    """The quadratic search: one candidate per character removed."""
    try:
        return json.loads(s, strict=strict)
    except json.JSONDecodeError:
        pass
    if not isinstance(s, str):  # langchain-core 1.8 measures each kept item, which for bytes is an int
        len(s[0]) if s else None
    kept: list[Any] = []
    expected: list[str] = []  # closing brackets still owed, innermost last
    inside = after_backslash = False
    for c in s:
        piece = c
        if inside:
            if c == '"' and not after_backslash:
                inside = False
            elif c == "\n" and not after_backslash:
                piece = "\\n"
            elif c == "\\":
                after_backslash = not after_backslash
            else:
                after_backslash = False
        elif c == '"':
            inside, after_backslash = True, False
        elif c == "{":
            expected.append("}")
        elif c == "[":
            expected.append("]")
        elif c in ("}", "]"):
            if not expected or expected[-1] != c:
                return None
            expected.pop()
        kept.append(piece)
    if inside:
        if after_backslash:
            kept.pop()
        kept.append('"')
    closing = "".join(reversed(expected))
    while kept:
        try:
            return json.loads("".join(kept) + closing, strict=strict)
        except json.JSONDecodeError:
            kept.pop()
    return json.loads(s, strict=strict)


Parser = Callable[..., Any]


def outcome(parse: Parser, text: Any, strict: bool = False) -> tuple[str, ...]:
    """The value (by repr: NaN equals NaN, -0.0 differs from 0.0, True from 1) or the exception."""
    try:
        return ("value", repr(parse(text, strict=strict)))
    except Exception as error:  # RecursionError and ValueError included
        return ("error", type(error).__name__, str(error))


def assert_same(text: Any, strict: bool = False, *, langchain: bool = True) -> tuple[str, ...]:
    ours = outcome(parse_partial_json, text, strict)
    assert ours == outcome(reference_parse_partial_json, text, strict), text
    if langchain:
        assert ours == outcome(lc_parse_partial_json, text, strict), text
    return ours


# --------------------------------------------------------------------------- random JSON-ish text

PIECES = [
    "{", "}", "[", "]", '"', "\\", '\\"', "\\\\", ",", ":", " ", "  ", "\n", "\t", "\r",
    "0", "1", "7", "42", "-", "+", ".", "e", "E", "1.5", "1e5", "-0", "1e+", "2.", "00",
    "t", "tr", "tru", "true", "f", "fals", "false", "n", "nul", "null",
    "N", "Na", "NaN", "I", "Infin", "Infinity", "-I", "-Infin", "-Infinity",
    "\\u", "\\u1", "\\u12", "\\u00e9", "\\ud83d", "\\ude00", "\\n", "\\x",
    '"a"', '"key": ', '"x", ', "a", "é", "😀", "\x01", "\x1f", "\ufeff", "\u2028",
]  # fmt: skip

json_ish = st.lists(
    st.sampled_from(PIECES) | st.text(alphabet='{}[]",:\\ \n0123456789.eE+-aturlsfnNI', max_size=3),
    max_size=40,
).map("".join)

scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(10**20), 10**20)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=8)
)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=12,
)


@st.composite
def cut_json(draw: Any) -> str:
    """Valid JSON, cut anywhere, sometimes with JSON-ish text after the cut."""
    text = json.dumps(
        draw(values),
        indent=draw(st.sampled_from([None, 0, 1, "\t"])),
        ensure_ascii=draw(st.booleans()),
    )
    cut = draw(st.integers(0, len(text)))
    return text[:cut] + draw(st.sampled_from(["", "", ""]) | json_ish)


@given(json_ish, st.booleans())
def test_json_ish_text(text: str, strict: bool) -> None:
    assert_same(text, strict)


@given(cut_json(), st.booleans())
def test_cuts_of_valid_json(text: str, strict: bool) -> None:
    assert_same(text, strict)


@given(st.lists(cut_json(), min_size=2, max_size=4).map(" ".join), st.booleans())
def test_several_cut_values(text: str, strict: bool) -> None:
    assert_same(text, strict)


# --------------------------------------------------------------------------- long text, shapes that matter

LONG = {
    "value where a key must be": '{"a": ' + '"x", ' * 300,
    "numbers without commas": '{"a": 1 ' + "2 " * 700,
    "closed inner array": '[{"a": [' + "1, " * 500 + "]",
    "blanks after a comma": '{"a": 1,' + " " * 1500,
    "blanks after a colon": '{"a":' + " \n\t\r" * 400,
    "extra data": "[] " + "x" * 1500,
    "long string then a control character": '["' + "x" * 1500 + "\t",
    "long string then a partial literal": '{"a": "' + "x" * 1500 + '", "b": tru',
    "raw newlines in a string": '{"a": "' + "x\n" * 600 + '" 1',
    "escaped raw newlines": '{"a": "' + "x\\\n" * 600,
    "lists then a stray value": '{"a": [' + "[1], " * 300 + "1 2",
    "strings holding brackets": '{"a": "' + "[{" * 300 + '", "b": [1, 2] "',
    "keys without values": '{"a": {' + '"k", ' * 300,
    "trailing backslash": '{"a": "' + "x" * 500 + "\\",
    "unterminated key": '{"a": 1, "' + "k" * 1500,
    "exponent stubs": '{"a": [' + "1e+, " * 300,
    "literal prefixes": "[" + "-Infinit " * 200,
    "unicode escapes cut": '{"a": "' + "\\u00e9" * 300 + "\\u00",
    "byte order mark": "\ufeff" + '{"a": ' + "1 " * 500,
}


@pytest.mark.parametrize("text", LONG.values(), ids=LONG.keys())
@pytest.mark.parametrize("strict", [False, True], ids=["lax", "strict"])
def test_long_text(text: str, strict: bool) -> None:
    assert_same(text, strict, langchain=False)


def test_bytes_fail_as_in_the_reference() -> None:
    failure = ("error", "TypeError", "object of type 'int' has no len()")
    assert assert_same(b'{"a": 1') == failure
    assert assert_same(b'{"a": 1}') == ("value", "{'a': 1}")
    assert assert_same(b"")[:2] == ("error", "JSONDecodeError")


# --------------------------------------------------------------------------- limits of json.loads


@pytest.fixture
def digit_limit() -> Iterator[int]:
    """The smallest limit on integer digits Python allows, restored afterwards."""
    before = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(640)
    try:
        yield 640
    finally:
        sys.set_int_max_str_digits(before)


@pytest.mark.parametrize(
    "shape",
    [
        '{{"a": [{digits}.5, ]',  # the float is fine; cut back to "digits." the integer is too long
        '{{"a": [{digits}e+5, ]',
        '{{"a": [{digits}.5e+, ]',
        '{{"a": [-{digits}.5 x',
        '{{"a": [0.{digits} x',  # fraction digits never become an integer
        '{{"a": [1e{digits}, ]',
        '{{"a": ["{digits}", ]',
        '{{"a": [{digits}, ]',
        '{{"a": {digits} 1',
        "[{digits}]]",
    ],
)
@pytest.mark.parametrize("extra", [-2, -1, 0, 1, 2, 50])
def test_integers_at_the_digit_limit(digit_limit: int, shape: str, extra: int) -> None:
    text = shape.format(digits="1" * (digit_limit + extra))
    assert_same(text)


def test_nesting_at_the_recursion_limit() -> None:
    """Around the depth where json.loads raises RecursionError, the same calls raise it."""
    kinds = set()
    limit = sys.getrecursionlimit()
    for depth in range(limit - 200, limit + 10, 7):
        for text in [
            "[" * depth + "1 2",
            "[" * depth + "]" * depth + " x",
            '{"a":' * depth + "1 2",
            "[" * (depth // 2) + "1]" + "[" * (depth // 2) + "2 x",
            "[" * 5 + "1 2" + "[" * depth,
            "[" * depth + '"a\\',
        ]:
            kinds.add(assert_same(text, langchain=False)[:2])
    assert ("error", "RecursionError") in kinds
    assert any(kind[0] == "value" for kind in kinds)


# --------------------------------------------------------------------------- cost


SHAPES: dict[str, Callable[[int], str]] = {
    "never parses": lambda n: '{"a": ' + '"x", ' * n,
    "closed inner array": lambda n: '[{"a": [' + "1, " * n + "]",
    "blanks after a comma": lambda n: '{"a": 1,' + " " * (5 * n),
    "long viable text": lambda n: '{"a": "' + "x" * (5 * n) + '", "b": [1, 2, {"c": tru',
    "lists then a stray value": lambda n: '{"a": [' + "[1], " * n + "1 2",
}


@pytest.mark.parametrize("build", SHAPES.values(), ids=SHAPES.keys())
def test_linear_cost(build: Callable[[int], str]) -> None:
    assert_linear(build, parse_partial_json, 200)
