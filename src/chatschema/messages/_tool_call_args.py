"""Parsing the arguments of streamed tool calls, incrementally.

:func:`parse_tool_call_args` answers the one question ``AIMessageChunk``
asks about the arguments of a tool call chunk: which dict does LangChain's
``parse_partial_json`` (:mod:`chatschema.messages._partial_json`) give, or
does it give none (the call is then invalid)? It answers with an
incremental parser, so re-parsing the growing arguments of a streamed call
costs time in proportion to the new text only. :func:`streamed_args` and
:func:`reparsed_args` ask the same question when the caller already knows
how the text was made (a piece added to earlier arguments, or arguments
read before), as chunk addition does on every step.

How the incremental parser stays exact
--------------------------------------

``parse_partial_json`` closes open strings and brackets and then removes
characters from the end until the text parses. When the text so far is the
beginning of some valid JSON document (it is *viable*), where that search
stops can be told from the parser state alone:

* it never goes back past the opening bracket of the innermost open object
  or array (closing the container right there is always valid), so every
  complete member before the current one is kept;
* the member being written is kept when it can be completed in place: a
  string (minus a trailing lone backslash), a number cut back to its longest
  valid prefix (``12.`` gives ``12``, ``1e-`` gives ``1``), a nested container,
  or a complete literal such as ``true``;
* it is dropped when it cannot: a partial key, a key without its value, a
  lone ``-``, a partial literal such as ``tru``, or a string that ends inside a
  ``\\uXXXX`` escape.

The parser keeps, for every open container, the members completed so far
and, for the value being written, just enough to apply those rules. Strings
are decoded in pieces with :func:`json.loads` (never splitting an escape or
a surrogate pair), numbers and literals are converted by :func:`json.loads`
as well, so values are identical to the reference.

As soon as the text stops being viable (stray characters, a closing bracket
that does not match, a second top-level value, very deep nesting or a very
long number), the parser gives up and every later answer is computed by
:func:`parse_partial_json` on the whole text, so the result stays exact;
only the speed is lost. Text whose first non-blank character is not ``{``
can never give a dict, so it is answered at once.

Completed nested objects and arrays are shared between the values returned
for successive texts of one stream; only the objects and arrays still open
(including the top-level dict) are fresh copies each time.
"""

from __future__ import annotations

import json
import re
from typing import Any

from chatschema.messages._partial_json import parse_partial_json

__all__ = ["parse_tool_call_args", "reparsed_args", "streamed_args"]

# --------------------------------------------------------------------------
# The incremental parser
# --------------------------------------------------------------------------

_WS = frozenset(" \t\n\r")
_WS_RUN = re.compile(r"[ \t\n\r]+")
_PLAIN_RUN = re.compile(r'[^"\\]+')
_DIGITS = frozenset("0123456789")
# The very objects json.loads returns for these constants.
_NAN: float = json.loads("NaN")
_POS_INF: float = json.loads("Infinity")
_NEG_INF: float = json.loads("-Infinity")
_HEX = frozenset("0123456789abcdefABCDEF")
_SIMPLE_ESCAPES = frozenset('"\\/bfnrt')
_LITERALS: dict[str, tuple[str, Any]] = {
    "t": ("true", True),
    "f": ("false", False),
    "n": ("null", None),
    "N": ("NaN", _NAN),
    "I": ("Infinity", _POS_INF),
}

_MAX_DEPTH = 64
"""Deeper nesting is left to the reference parser (json.loads may raise RecursionError there)."""
_MAX_NUMBER = 400
"""Longer numbers are left to the reference parser (huge integers make json.loads raise)."""

# parser modes
_BLANK, _OPEN, _CLOSED, _REFERENCE, _NOT_OBJECT = range(5)
# container phases
(
    _OBJ_FIRST,  # after "{": a key or "}"
    _OBJ_KEY,  # reading a key
    _OBJ_COLON,  # after a key: ":"
    _OBJ_VALUE,  # after ":": a value
    _OBJ_IN,  # reading a value (a scalar, or the next frame)
    _OBJ_NEXT,  # after a value: "," or "}"
    _OBJ_COMMA,  # after ",": a key
    _ARR_FIRST,  # after "[": a value or "]"
    _ARR_VALUE,  # after ",": a value
    _ARR_IN,  # reading a value
    _ARR_NEXT,  # after a value: "," or "]"
) = range(11)
# the scalar being read
_NONE, _STRING, _NUMBER, _LITERAL = range(4)
# number states
_N_SIGN, _N_ZERO, _N_INT, _N_DOT, _N_FRAC, _N_E, _N_ESIGN, _N_EXP = range(8)
_N_COMPLETE = frozenset({_N_ZERO, _N_INT, _N_FRAC, _N_EXP})
_N_CUT = {_N_ZERO: 0, _N_INT: 0, _N_FRAC: 0, _N_EXP: 0, _N_DOT: 1, _N_E: 1, _N_ESIGN: 2}
"""How many characters to cut from a partial number to get its longest valid prefix."""

_DROP: Any = object()
"""The member being read is not part of the value."""


class _NotViable(Exception):
    """The text is not the beginning of any JSON document."""


_LAX = json.JSONDecoder(strict=False)
"""Decodes as ``json.loads(..., strict=False)`` does, without building a decoder each time."""


def _decode(raw: str) -> str:
    """The value of the raw inside of a JSON string (no incomplete escapes)."""
    value: str = _LAX.decode('"' + raw + '"')
    return value


class _Frame:
    """An open object or array: the members completed so far and what comes next."""

    __slots__ = ("container", "key", "phase")

    def __init__(self, container: dict[str, Any] | list[Any], phase: int) -> None:
        self.container = container
        self.phase = phase
        self.key = ""


class _ArgsParser:
    """Reads the text of a tool call's arguments piece by piece.

    ``value()`` gives what ``parse_partial_json(text)`` gives when that is a
    dict, else None.
    """

    __slots__ = (
        "lit_pos",
        "lit_value",
        "lit_word",
        "mode",
        "num",
        "num_state",
        "open_member",
        "s_decoded",
        "s_esc",
        "s_hex",
        "s_high",
        "s_tail",
        "scalar",
        "stack",
        "text",
        "top",
    )

    def __init__(self) -> None:
        self.text = ""
        self.mode = _BLANK
        self.stack: list[_Frame] = []
        self.top: dict[str, Any] = {}
        # The top-level object when all that is open is one of its string
        # values, with nothing left undecoded (more plain text then only
        # extends the value): see advance_value().
        self.open_member: _Frame | None = None
        self.scalar = _NONE
        # string being read: decoded part, raw undecoded tail, escape state
        # (0: none, 1: after "\", k >= 2: "\u" and k - 2 hex digits), hex
        # digits of a \u escape, and whether the tail ends with a high
        # surrogate escape that a following \u escape may pair with.
        self.s_decoded = ""
        self.s_tail = ""
        self.s_esc = 0
        self.s_hex = ""
        self.s_high = False
        self.num = ""
        self.num_state = _N_SIGN
        self.lit_word = ""
        self.lit_pos = 0
        self.lit_value: Any = None

    # -- feeding ------------------------------------------------------------
    def extend(self, text: str) -> None:
        """Read the new end of ``text``, which must start with the text read so far."""
        self.advance(text, text[len(self.text) :])

    def advance_value(self, text: str, delta: str) -> dict[str, Any] | None:
        """:meth:`advance`, then :meth:`value`; at once for more of a top-level string member."""
        frame = self.open_member
        if frame is not None and '"' not in delta and "\\" not in delta:
            self.text = text
            self.s_decoded = decoded = self.s_decoded + delta
            top: dict[str, Any] = frame.container.copy()  # type: ignore[assignment]
            top[frame.key] = decoded
            return top
        self.advance(text, delta)
        return self.value()

    def advance(self, text: str, delta: str) -> None:
        """Read ``delta``, where ``text`` is the text read so far followed by ``delta``."""
        self.text = text
        if not delta:
            return
        if (
            self.scalar == _STRING
            and self.mode == _OPEN
            and not self.s_esc
            and not self.s_tail
            and '"' not in delta
            and "\\" not in delta
        ):
            # The common streaming step: more plain characters of an open
            # string (without backslashes the raw text is its own value).
            self.s_decoded += delta
            return
        if self.mode in (_REFERENCE, _NOT_OBJECT):
            return
        self.open_member = None
        try:
            self._feed(delta)
        except _NotViable:
            self.mode = _REFERENCE
            self.stack = []
            self.top = {}
            self.s_decoded = self.s_tail = ""
            return
        stack = self.stack
        if (
            self.scalar == _STRING
            and self.mode == _OPEN
            and len(stack) == 1
            and stack[0].phase == _OBJ_IN
            and not self.s_esc
            and not self.s_tail
        ):
            self.open_member = stack[0]

    def _feed(self, text: str) -> None:
        i, n = 0, len(text)
        while i < n:
            scalar = self.scalar
            if scalar == _STRING:
                i = self._string(text, i, n)
                continue
            c = text[i]
            if scalar == _NUMBER:
                if self._number_char(c):
                    i += 1
                    continue
            elif scalar == _LITERAL:
                if c != self.lit_word[self.lit_pos]:
                    raise _NotViable
                self.lit_pos += 1
                i += 1
                if self.lit_pos == len(self.lit_word):
                    self._commit(self.lit_value)
                continue
            if c in _WS:
                match = _WS_RUN.match(text, i)
                assert match is not None
                i = match.end()
                continue
            self._structural(c)
            if self.mode == _NOT_OBJECT:
                return
            i += 1

    def _structural(self, c: str) -> None:
        mode = self.mode
        if mode != _OPEN:
            if mode == _BLANK:
                if c == "{":
                    self._push({}, _OBJ_FIRST)
                    self.mode = _OPEN
                else:
                    self.mode = _NOT_OBJECT
                return
            raise _NotViable  # text after the top-level object
        frame = self.stack[-1]
        phase = frame.phase
        if phase in (_OBJ_FIRST, _OBJ_COMMA):
            if c == '"':
                frame.phase = _OBJ_KEY
                self._start_string()
            elif c == "}" and phase == _OBJ_FIRST:
                self._close()
            else:
                raise _NotViable
        elif phase == _OBJ_COLON:
            if c != ":":
                raise _NotViable
            frame.phase = _OBJ_VALUE
        elif phase == _OBJ_VALUE:
            frame.phase = _OBJ_IN
            self._start_value(c)
        elif phase == _OBJ_NEXT:
            if c == ",":
                frame.phase = _OBJ_COMMA
            elif c == "}":
                self._close()
            else:
                raise _NotViable
        elif phase == _ARR_FIRST and c == "]":
            self._close()
        elif phase in (_ARR_FIRST, _ARR_VALUE):
            frame.phase = _ARR_IN
            self._start_value(c)
        elif phase == _ARR_NEXT:
            if c == ",":
                frame.phase = _ARR_VALUE
            elif c == "]":
                self._close()
            else:
                raise _NotViable
        else:  # pragma: no cover - a scalar or a nested frame is always being read here
            raise _NotViable

    def _push(self, container: dict[str, Any] | list[Any], phase: int) -> None:
        if len(self.stack) >= _MAX_DEPTH:
            raise _NotViable
        self.stack.append(_Frame(container, phase))

    def _start_value(self, c: str) -> None:
        if c == '"':
            self._start_string()
        elif c == "{":
            self._push({}, _OBJ_FIRST)
        elif c == "[":
            self._push([], _ARR_FIRST)
        elif c == "-" or c in _DIGITS:
            self.scalar = _NUMBER
            self.num = c
            self.num_state = _N_SIGN if c == "-" else _N_ZERO if c == "0" else _N_INT
        elif c in _LITERALS:
            self.scalar = _LITERAL
            self.lit_word, self.lit_value = _LITERALS[c]
            self.lit_pos = 1
        else:
            raise _NotViable

    def _commit(self, value: Any) -> None:
        """A value is complete: add it to the innermost open container."""
        self.scalar = _NONE
        frame = self.stack[-1]
        if frame.phase == _OBJ_IN:
            frame.container[frame.key] = value  # type: ignore[call-overload]
            frame.phase = _OBJ_NEXT
        else:
            frame.container.append(value)  # type: ignore[union-attr]
            frame.phase = _ARR_NEXT

    def _close(self) -> None:
        frame = self.stack.pop()
        if self.stack:
            self._commit(frame.container)
        else:
            self.top = frame.container  # type: ignore[assignment]
            self.mode = _CLOSED

    # -- numbers ----------------------------------------------------------------
    def _number_char(self, c: str) -> bool:
        """Read one character of a number; False when it ends the number (then committed)."""
        state = self.num_state
        if c in _DIGITS:
            if state == _N_SIGN:
                state = _N_ZERO if c == "0" else _N_INT
            elif state == _N_ZERO:
                raise _NotViable
            elif state == _N_DOT:
                state = _N_FRAC
            elif state in (_N_E, _N_ESIGN):
                state = _N_EXP
        elif c == ".":
            if state not in (_N_ZERO, _N_INT):
                raise _NotViable
            state = _N_DOT
        elif c in "eE":
            if state not in (_N_ZERO, _N_INT, _N_FRAC):
                raise _NotViable
            state = _N_E
        elif c in "+-":
            if state != _N_E:
                raise _NotViable
            state = _N_ESIGN
        elif c == "I" and state == _N_SIGN:
            self.scalar = _LITERAL
            self.lit_word, self.lit_value, self.lit_pos = "-Infinity", _NEG_INF, 2
            return True
        else:
            if state not in _N_COMPLETE:
                raise _NotViable
            self._commit(json.loads(self.num))
            return False
        self.num += c
        self.num_state = state
        if len(self.num) > _MAX_NUMBER:
            raise _NotViable
        return True

    # -- strings ----------------------------------------------------------------
    def _start_string(self) -> None:
        self.scalar = _STRING
        self.s_decoded = self.s_tail = self.s_hex = ""
        self.s_esc = 0
        self.s_high = False

    def _string(self, text: str, i: int, n: int) -> int:
        """Read string characters from ``text[i:n]``; returns where reading stopped."""
        start = i
        esc = self.s_esc
        while i < n:
            if esc == 0:
                match = _PLAIN_RUN.match(text, i)
                if match is not None:
                    i = match.end()
                    self.s_high = False
                    if i == n:
                        break
                if text[i] == '"':
                    self.s_esc = 0
                    self.s_tail += text[start:i]
                    self._end_string()
                    return i + 1
                esc = 1  # a backslash
            elif esc == 1:
                c = text[i]
                if c == "u":
                    esc = 2
                    self.s_hex = ""
                elif c in _SIMPLE_ESCAPES:
                    esc = 0
                    self.s_high = False
                else:
                    raise _NotViable
            else:
                c = text[i]
                if c not in _HEX:
                    raise _NotViable
                self.s_hex += c
                esc += 1
                if esc == 6:
                    esc = 0
                    self.s_high = 0xD800 <= int(self.s_hex, 16) <= 0xDBFF
            i += 1
        self.s_esc = esc
        self.s_tail += text[start:n]
        # Decode all but an unfinished escape and a high surrogate escape
        # that the next escape may pair with.
        keep = esc + (6 if self.s_high else 0)
        cut = len(self.s_tail) - keep
        if cut > 0:
            raw = self.s_tail[:cut]
            # Without backslashes the inside of a JSON string is its own value.
            self.s_decoded += _decode(raw) if "\\" in raw else raw
            self.s_tail = self.s_tail[cut:]
        return n

    def _end_string(self) -> None:
        tail = self.s_tail
        value = self.s_decoded + (_decode(tail) if "\\" in tail else tail) if tail else self.s_decoded
        self.s_decoded = self.s_tail = ""
        frame = self.stack[-1]
        if frame.phase == _OBJ_KEY:
            self.scalar = _NONE
            frame.key = value
            frame.phase = _OBJ_COLON
        else:
            self._commit(value)

    # -- the value --------------------------------------------------------------
    def _partial(self) -> Any:
        """The value being read as ``parse_partial_json`` completes it, or _DROP."""
        scalar = self.scalar
        if scalar == _STRING:
            if self.stack[-1].phase == _OBJ_KEY or self.s_esc >= 2:
                return _DROP
            tail = self.s_tail[:-1] if self.s_esc == 1 else self.s_tail
            return self.s_decoded + _decode(tail) if tail else self.s_decoded
        if scalar == _NUMBER:
            state = self.num_state
            if state == _N_SIGN:
                return _DROP
            cut = _N_CUT[state]
            return json.loads(self.num[: len(self.num) - cut] if cut else self.num)
        return _DROP  # nothing being read, or a partial literal

    def value(self) -> dict[str, Any] | None:
        """The dict that ``parse_partial_json`` gives for the text read, else None."""
        mode = self.mode
        if mode == _OPEN:
            stack = self.stack
            if self.scalar == _STRING and len(stack) == 1 and not self.s_esc and not self.s_tail:
                frame = stack[0]
                if frame.phase == _OBJ_IN:  # the usual streaming state: a string member being read
                    top: dict[str, Any] = frame.container.copy()  # type: ignore[assignment]
                    top[frame.key] = self.s_decoded
                    return top
            part = self._partial()
            for frame in reversed(self.stack):
                container = frame.container.copy()
                if part is not _DROP:
                    if frame.phase == _OBJ_IN:
                        container[frame.key] = part  # type: ignore[call-overload]
                    elif frame.phase == _ARR_IN:
                        container.append(part)  # type: ignore[union-attr]
                part = container
            result: dict[str, Any] = part
            return result
        if mode == _CLOSED:
            return self.top.copy()
        if mode == _REFERENCE:
            return _reference_dict(self.text)
        return None  # blank text, or text that is not an object


def _reference_dict(text: str) -> dict[str, Any] | None:
    try:
        value = parse_partial_json(text)
    except Exception:  # LangChain treats any failure as an invalid call
        return None
    return value if isinstance(value, dict) else None


# --------------------------------------------------------------------------
# Cache of parsers for streamed arguments
# --------------------------------------------------------------------------

_CACHE_SIZE = 256
_LAX_LOADS = json.JSONDecoder(strict=False).decode
_cache: dict[int, _ArgsParser] = {}
"""Parser states by the identity of the text they have read, oldest first.

Each state holds its text, so an identity in the cache is never reused by
another string while the entry lives. Every access is a single dict
operation, atomic under the GIL, so no lock is needed: two threads never
obtain the same state, and a state that is missing (taken by another
thread, or evicted) only costs reading the text again.
"""


def parse_tool_call_args(
    args: Any, parent: str | None = None, *, cache: bool = False
) -> dict[str, Any] | None:
    """The arguments of a tool call chunk, as ``AIMessageChunk`` derives ``tool_calls``.

    Empty or missing arguments give ``{}``; otherwise the result is
    ``parse_partial_json(args)`` when that is a dict, and None when it is
    anything else or fails (the call is then an invalid tool call).

    With ``cache=True`` the parser state is kept, keyed by the identity of
    ``args``, and handed on when the same string object is later passed as
    ``parent`` of a longer text: then only the new end is read. A state is
    taken out of the cache when it is reused, so two texts extending the same
    parent never share one; a text that does not start with ``parent`` is
    read from the beginning.

    Args:
        args: The ``args`` of a tool call chunk (a string, or None).
        parent: Text that ``args`` extends, such as the arguments before the
            latest chunk was added.
        cache: Keep the parser state for a later call with ``parent=args``.

    Returns:
        The parsed arguments, or None when they do not give a dict.

    Example:
        >>> head = '{"city": "Pa'
        >>> parse_tool_call_args(head, cache=True)
        {'city': 'Pa'}
        >>> parse_tool_call_args(head + 'ris", "days": 1', parent=head)
        {'city': 'Paris', 'days': 1}
        >>> parse_tool_call_args('[1, 2]') is None
        True
        >>> parse_tool_call_args(None)
        {}
    """
    if not args:
        return {}
    if not isinstance(args, str):
        return None
    if not cache and parent is None:
        # Complete arguments (the usual case outside a stream) are what ``json.loads`` gives, as in
        # ``parse_partial_json``; text that does not parse, or nests too deep for ``json.loads``,
        # goes to the parser, which answers it as before.
        try:
            value = _LAX_LOADS(args)
        except (ValueError, RecursionError):
            parser = _ArgsParser()
            parser.extend(args)
            return parser.value()
        return value if isinstance(value, dict) else None
    found = _cache.pop(id(args), None)
    if found is None and parent is not None:
        found = _cache.pop(id(parent), None)
    if found is None:
        found = _ArgsParser()
    if found.text is not args:
        if not args.startswith(found.text):
            found = _ArgsParser()
        found.extend(args)
    result = found.value()
    _cache[id(args)] = found
    if len(_cache) > _CACHE_SIZE:
        _evict()
    return result


def reparsed_args(args: Any) -> dict[str, Any] | None:
    """``parse_tool_call_args(args, args, cache=True)``: arguments already read, usually.

    Args:
        args: The ``args`` of a tool call chunk (a string, or None).

    Returns:
        The parsed arguments, or None when they do not give a dict.

    Example:
        >>> text = '{"a": [1, 2'
        >>> parse_tool_call_args(text, cache=True) == reparsed_args(text) == {"a": [1, 2]}
        True
    """
    found = _cache.pop(id(args), None)
    if found is None:
        return parse_tool_call_args(args, args, cache=True)
    # An entry's text is alive while the entry is, so this is a state of ``args`` itself.
    result = found.value()
    _cache[id(args)] = found
    return result


def streamed_args(args: Any, parent: Any, delta: Any) -> dict[str, Any] | None:
    """``parse_tool_call_args(args, parent, cache=True)``, given that ``args`` is ``parent + delta``.

    Knowing how ``args`` was made saves checking that it extends ``parent``.

    Args:
        args: The ``args`` of a tool call chunk, a string.
        parent: The earlier ``args`` it extends, a string.
        delta: The string added to ``parent``.

    Returns:
        The parsed arguments, or None when they do not give a dict.

    Example:
        >>> head = '{"city": "Pa'
        >>> parse_tool_call_args(head, cache=True)
        {'city': 'Pa'}
        >>> streamed_args(head + 'ris"}', head, 'ris"}')
        {'city': 'Paris'}
    """
    if args is not parent:
        found = _cache.pop(id(parent), None)
        if found is not None and found.text is parent:
            result = found.advance_value(args, delta)
            _cache[id(args)] = found  # in place of the parent's entry: the cache does not grow
            return result
    return parse_tool_call_args(args, parent, cache=True)


def _evict() -> None:
    """Drop the states used least recently until the cache is within its size."""
    while len(_cache) > _CACHE_SIZE:
        try:
            _cache.pop(next(iter(_cache)), None)
        except (StopIteration, RuntimeError):  # emptied or changed by another thread
            return
