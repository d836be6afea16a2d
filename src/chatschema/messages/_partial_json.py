"""LangChain's ``parse_partial_json``: the value of JSON text that a model is still streaming.

:func:`parse_partial_json` returns exactly what LangChain's function of the
same name returns: the value of the text if it is complete; otherwise the
value of the longest prefix that parses once open strings, arrays and
objects are closed; ``None`` when a closing bracket does not match.
LangChain finds that prefix by dropping one character at a time and
parsing again, quadratic on text that never parses; this one tries the
same candidates but skips those it can tell will fail (see
:class:`_Search`), in time linear in the text.

The arguments of streamed tool calls are parsed incrementally by
:mod:`chatschema.messages._tool_call_args`, which gives the same answers.
"""

from __future__ import annotations

import json
import re
import sys
from bisect import bisect_right
from typing import Any

__all__ = ["parse_partial_json"]

_CLOSERS = {"{": "}", "[": "]"}
_OPENERS = {"}": "{", "]": "["}
_JSON_WS = " \t\n\r"
_STRING_BODY = r'[^"\\]*+(?:\\[\s\S][^"\\]*+)*+'
"""The inside of a string as the walk sees it: a backslash escapes the next character."""
_PLAIN = re.compile(r'(?:[^"\[\]{}]++|"[^"\\\n]*+(?:\\[\s\S][^"\\\n]*+)*+")*+')
"""Text that changes nothing in the walk: no bracket, and only closed strings without a raw newline."""
_STRING_TOKEN = re.compile('"' + _STRING_BODY + '(")?')
"""A string; group 1 is its closing quote, absent when the text ends first."""
_OUTSIDE = re.compile(r'(?:[^"]++|"' + _STRING_BODY + '")*+')
"""Text that ends outside strings."""
_ESCAPE_OR_NEWLINE = re.compile(r"\\[\s\S]|\n")
_LONG_DIGITS: dict[int, re.Pattern[str]] = {}

_LOOKAHEAD = 16
"""How far past the position of a JSON error the text can matter to ``json.loads``.

CPython's decoder reports these errors where it stopped reading, having
looked at most 8 characters further: ``-Infinity`` (``idx + 8``), a
``\\uXXXX`` escape with the check for a surrogate pair (5), a number's
``.5`` or ``e+5`` (2). Two texts that agree on their first ``pos +
_LOOKAHEAD`` characters therefore fail in the same way.
"""

_BOUNDED_ERRORS = frozenset(
    {
        "Expecting value",
        "Expecting ',' delimiter",
        "Expecting ':' delimiter",
        "Expecting property name enclosed in double quotes",
        "Invalid control character at",
        "Invalid \\escape",
        "Invalid \\uXXXX escape",
        "Extra data",
        "Unexpected UTF-8 BOM (decode using utf-8-sig)",
    }
)
"""Errors of ``json.loads`` that depend on the text up to :data:`_LOOKAHEAD` past their position."""

_POSITIONED_ERRORS = _BOUNDED_ERRORS | {
    "Unterminated string starting at",
    "Illegal trailing comma before end of object",  # Python 3.13+
    "Illegal trailing comma before end of array",
}
"""Errors raised after every bracket before their position was entered."""


class _Search:
    """The text :func:`parse_partial_json` cuts back, and what tells which cuts can parse.

    The reference tries ``text[:k] + tail`` for every ``k`` from
    ``len(text)`` down, returning the first value that parses. A candidate
    that fails with a JSONDecodeError changes nothing, so any candidate known
    to fail that way can be skipped; :meth:`next_length` skips them, using
    three facts about CPython's ``json.loads``:

    1. Prefix: it reads the text from the left. A bounded error at ``pos``
       (:data:`_BOUNDED_ERRORS`) comes again for every shorter candidate
       that still holds the first ``pos + _LOOKAHEAD`` characters.
    2. Blanks: candidates that end inside the same run of blanks outside
       strings, with at least one blank, fare alike (JSON skips any run).
    3. Shape: a candidate can parse only if, in the walk that built the
       text, it ends outside a string with the same open brackets as the
       whole text (``tail`` must close exactly those). Any other candidate
       fails, and with a JSONDecodeError: it reads the same as a longer
       candidate already tried up to a few characters before its end, and
       past that point it can only finish the number it is in (a long
       integer raises ValueError: such cuts are tried), or open a bracket
       (a depth not yet reached could raise RecursionError: such cuts are
       tried too).

    Every candidate left is tried; that is a handful per call (up to
    ``_LOOKAHEAD`` around the first error, a few more back to the last
    complete value), so the search reads the text a bounded number of
    times. Only candidates that end outside strings are ever tried, so
    "Unterminated string" never comes up.
    """

    __slots__ = ("brackets", "danger", "depth_first", "safe_depth", "shape_hi", "shape_lo", "tail", "text")

    def __init__(
        self,
        text: str,
        tail: str,
        brackets: list[int],
        shape_lo: list[int],
        shape_hi: list[int],
        depth_first: list[int],
    ) -> None:
        self.text = text
        self.tail = tail
        # text[:brackets[i]] ends with the i-th bracket outside strings
        self.brackets = brackets
        # the lengths k in [shape_lo[i], shape_hi[i]] leave the brackets of the whole text open
        self.shape_lo = shape_lo
        self.shape_hi = shape_hi
        # depth_first[d - 1]: the shortest prefix with d brackets open
        self.depth_first = depth_first
        self.safe_depth = 0
        self.danger: tuple[list[int], list[int]] | None = None

    def outside(self, k: int) -> int:
        """The longest cut of at most ``k`` characters that ends outside strings."""
        i = bisect_right(self.brackets, k)
        start = self.brackets[i - 1] if i else 0  # no bracket between start and k
        reached = _OUTSIDE.match(self.text, start, k)  # matches at least the empty text
        return reached.end() if reached else start  # k, or the opening quote of the string holding k

    def next_length(self, k: int, message: str, pos: int) -> int:
        """The next candidate length to try after ``text[:k] + tail`` failed; 0 when none is left."""
        upper = k - 1
        if message in _BOUNDED_ERRORS:
            upper = min(upper, pos + _LOOKAHEAD - 1)
        if message in _POSITIONED_ERRORS:
            self.safe_depth = max(self.safe_depth, bisect_right(self.depth_first, pos))
        text = self.text
        if text[k - 1] in _JSON_WS:
            upper = min(upper, len(text[:k].rstrip(_JSON_WS)))
        if upper <= 0:
            return 0
        if self.safe_depth < len(self.depth_first) and self.depth_first[self.safe_depth] <= upper:
            return self.outside(upper)  # the longest cut left
        best = 0
        i = bisect_right(self.shape_lo, upper) - 1
        if i >= 0:
            best = self.outside(min(self.shape_hi[i], upper))
        lo, hi = self.dangerous()
        i = bisect_right(lo, upper) - 1
        if i >= 0:
            best = max(best, min(hi[i], upper))
        return best

    def dangerous(self) -> tuple[list[int], list[int]]:
        """Cuts that end an integer too long for ``int()``, as ``[lo[i], hi[i]]`` ranges."""
        if self.danger is None:
            lo: list[int] = []
            hi: list[int] = []
            limit = sys.get_int_max_str_digits()
            text = self.text
            if limit and len(text) >= limit:
                pattern = _LONG_DIGITS.get(limit)
                if pattern is None:
                    pattern = _LONG_DIGITS[limit] = re.compile(f"(?<![0-9])[0-9]{{{limit},}}")
                for run in pattern.finditer(text):
                    start, end = run.span()
                    if self.outside(start + 1) != start + 1:
                        continue  # inside a string
                    before = text[max(start - 2, 0) : start]
                    if before[-1:] in (".", "e", "E", "+") or before in ("e-", "E-"):
                        continue  # fraction or exponent digits
                    stop = end
                    after = text[end : end + 2]
                    if after[:1] in (".", "e", "E"):
                        stop += 1  # "1." and "1e" are cut back to the integer
                        if after[:1] in ("e", "E") and after[1:] in ("+", "-"):
                            stop += 1
                    lo.append(start + limit)
                    hi.append(stop)
            self.danger = (lo, hi)
        return self.danger


def _close(s: str) -> _Search | None:
    """Walk ``s`` as the reference does: None on a closing bracket that does not match.

    Otherwise the text the reference cuts back (raw newlines inside strings
    escaped, an open string closed, minus a lone trailing backslash), the
    closing brackets it appends, and what :class:`_Search` needs to know.
    """
    pieces: list[str] = []
    copied = 0  # s[:copied] is in pieces
    shift = 0  # positions in the text are those in s plus shift
    brackets: list[int] = []
    stacks: list[int] = []  # the stack after each bracket, as a node
    depth_first: list[int] = []
    node = 0  # stacks are hash-consed: equal stacks are the same node
    parent = [0]
    kind = [""]
    nodes: dict[tuple[int, str], int] = {}
    depth = 0
    n = len(s)
    pos = 0
    open_string = escaped = False
    plain = _PLAIN.match
    while True:
        skipped = plain(s, pos)  # matches at least the empty text
        pos = skipped.end() if skipped else pos
        if pos == n:
            break
        ch = s[pos]
        if ch == '"':  # a string with a raw newline, or one the text ends in
            found = _STRING_TOKEN.match(s, pos)  # matches at least the quote
            end = found.end() if found else pos + 1
            raw = s[pos:end]
            cooked = _ESCAPE_OR_NEWLINE.sub(_escape_newline, raw)
            if cooked != raw:
                pieces.append(s[copied:pos])
                pieces.append(cooked)
                copied = end
                shift += len(cooked) - len(raw)
            if found is None or found.start(1) < 0:
                open_string = True
                escaped = end < n  # stopped before a lone backslash
                break
            pos = end
            continue
        if ch in _CLOSERS:
            key = (node, ch)
            child = nodes.get(key)
            if child is None:
                child = nodes[key] = len(parent)
                parent.append(node)
                kind.append(ch)
            node = child
            depth += 1
            if depth > len(depth_first):
                depth_first.append(pos + shift + 1)
        else:
            if kind[node] != _OPENERS[ch]:
                return None
            node = parent[node]
            depth -= 1
        pos += 1
        brackets.append(pos + shift)
        stacks.append(node)
    if open_string:
        pieces.append(s[copied : n - 1] if escaped else s[copied:])
        pieces.append('"')
    else:
        pieces.append(s[copied:])
    text = "".join(pieces)
    closers = []
    top = node
    while top:
        closers.append(_CLOSERS[kind[top]])
        top = parent[top]
    shape_lo: list[int] = []
    shape_hi: list[int] = []
    if node == 0:
        shape_lo.append(0)
        shape_hi.append(brackets[0] - 1 if brackets else len(text))
    last = len(brackets) - 1
    for i, at in enumerate(brackets):
        if stacks[i] == node:
            shape_lo.append(at)
            shape_hi.append(brackets[i + 1] - 1 if i < last else len(text))
    return _Search(text, "".join(closers), brackets, shape_lo, shape_hi, depth_first)


def _escape_newline(match: re.Match[str]) -> str:
    found = match.group()
    return "\\n" if found == "\n" else found


def parse_partial_json(s: str, *, strict: bool = False) -> Any:
    """Parse possibly incomplete JSON text.

    Args:
        s: The JSON text, possibly cut off anywhere.
        strict: Reject control characters inside strings, as ``json.loads`` does.

    Returns:
        The parsed value, or None when the brackets do not match.

    Raises:
        json.JSONDecodeError: No prefix of the text can be completed into JSON.

    Example:
        >>> parse_partial_json('{"city": "Par')
        {'city': 'Par'}
        >>> parse_partial_json('{"a": [1, 2')
        {'a': [1, 2]}
        >>> parse_partial_json('{"a": tr')
        {}
    """
    try:
        return json.loads(s, strict=strict)
    except json.JSONDecodeError:
        pass
    if not isinstance(s, str):  # bytes: the reference fails on the length of their items (ints)
        len(s[0]) if s else None
        return json.loads(s, strict=strict)
    search = _close(s)
    if search is None:
        return None
    text, tail = search.text, search.tail
    decoder = _STRICT if strict else _LAX
    k = len(text)
    while k > 0:
        try:
            return _loads(text[:k] + tail, decoder)
        except json.JSONDecodeError as error:
            k = search.next_length(k, error.msg, error.pos)
    return json.loads(s, strict=strict)


_STRICT = json.JSONDecoder(strict=True)
_LAX = json.JSONDecoder(strict=False)


def _loads(text: str, decoder: json.JSONDecoder) -> Any:
    """``json.loads(text, strict=...)`` without building a decoder each time.

    As deep in the stack as ``json.loads`` (one Python frame, then
    ``decode``), so that nesting deep enough to exhaust the recursion limit
    raises RecursionError exactly where LangChain's calls do. (Only the
    message for a leading byte order mark differs: still a JSONDecodeError
    at position 0.)
    """
    return decoder.decode(text)
