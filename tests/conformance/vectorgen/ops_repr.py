"""Python's ``repr`` of JSON values: what buffer strings and token counts hold (TypeScript ``pyRepr``)."""

from __future__ import annotations

import string
from collections.abc import Iterator
from typing import Any

from hypothesis import strategies as st

from tests.conformance import strategies as S
from tests.conformance.vectorgen import Case, draw

PYTHON: dict[str, Any] = {"repr": lambda value, options: repr(value)}

EDGES: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    -1,
    2**53,
    -(2**53),
    2**63,
    10**21,
    1e300,
    0.5,
    -0.0,
    0.1,
    1 / 3,
    1e-4,
    1.5e-5,
    1e-7,
    2.5e-300,
    5e-324,
    1.7976931348623157e308,
    123456.789,
    1234567890123.5,
    "",
    "'",
    '"',
    "'\"",
    "a'b",
    'a"b',
    "\\",
    "\t\n\r\x0b\x0c\x00\x1f\x7f\x80\x9f\xa0\xad",
    "caf\u00e9 \u00a0 \u2028 \u2029 \u3000 \u200b \ufeff",
    "\ud800",
    "\udfff",
    "a\ud83d",
    "\ude00b",
    "\U0001f600",
    "\ue000 \U000f0000 \U0010ffff",
    "\ufdd0 \ufffe \uffff \U0001fffe",
    "\u0378",
    "\U000e0001 \U000e007f",
    "\u0301",
    "\U00010000",
    [],
    {},
    [1, "a", None, [True, {}]],
    {"a": 1, "b": [1.5, "x"], "": None},
    {"b": 1, "10": 2, "2": 3, "01": 4, "-1": 5, "4294967295": 6, "4294967294": 7},
    {"it's": '"q"', "k\n": ["\\"]},
)

printable = st.text(alphabet=string.printable, max_size=12)
any_text = st.text(max_size=12)
surrogates = st.builds(lambda a, c, b: a + chr(c) + b, any_text, st.integers(0xD800, 0xDFFF), any_text)
numbers = st.integers() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False, allow_infinity=False)
small_floats = st.floats(min_value=-1e-3, max_value=1e-3, allow_nan=False)
keys = any_text | st.integers(0, 20).map(str)
values = st.recursive(
    st.none() | st.booleans() | numbers | any_text | printable | surrogates,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(keys, inner, max_size=4),
    max_leaves=8,
)

GENERATED = (
    ("text", any_text | printable, 120, 1),
    ("surrogate", surrogates, 40, 2),
    ("number", numbers, 80, 3),
    ("small-float", small_floats, 40, 4),
    ("value", values, 150, 5),
    ("json", S.json_values, 80, 6),
)


def cases() -> Iterator[Case]:
    for i, value in enumerate(EDGES):
        yield "repr", f"edge-{i:03d}", value, {}
    for name, strategy, count, at in GENERATED:
        for i, value in enumerate(draw(strategy, count, at)):
            yield "repr", f"{name}-{i:03d}", value, {}
