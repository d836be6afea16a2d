"""Parse JSON text that a model is still streaming, such as tool-call arguments.

``parse_partial_json`` returns exactly what LangChain's function of the same
name returns: the value of the text if it is complete; otherwise the value of
the longest prefix that parses once open strings, arrays and objects are
closed; ``None`` when a closing bracket does not match.
"""

from __future__ import annotations

import json
from typing import Any

__all__ = ["parse_partial_json"]

_CLOSERS = {"{": "}", "[": "]"}


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
    chars: list[str] = []
    closers: list[str] = []
    in_string = escaped = False
    for ch in s:
        out = ch
        if in_string:
            if ch == '"' and not escaped:
                in_string = False
            elif ch == "\n" and not escaped:
                out = "\\n"
            elif ch == "\\":
                escaped = not escaped
            else:
                escaped = False
        elif ch == '"':
            in_string, escaped = True, False
        elif ch in _CLOSERS:
            closers.append(_CLOSERS[ch])
        elif ch in "}]":
            if not closers or closers[-1] != ch:
                return None
            closers.pop()
        chars.append(out)
    if in_string:
        if escaped:
            chars.pop()
        chars.append('"')
    tail = "".join(reversed(closers))
    while chars:
        try:
            return json.loads("".join(chars) + tail, strict=strict)
        except json.JSONDecodeError:
            chars.pop()
    return json.loads(s, strict=strict)
