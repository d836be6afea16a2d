"""The provider SDKs' request types as an oracle for written payloads.

pydantic's ``TypeAdapter`` over the SDKs' TypedDicts is weaker than it looks: it checks
``Iterable[...]`` fields (all content lists) only when they are read, drops unknown keys silently
and does not check base64. :func:`check` reads every iterable, compares the validated value with
the input (a dropped key is a difference) and decodes base64 data.
"""

from __future__ import annotations

import base64
from collections.abc import Iterable, Iterator, Mapping
from functools import cache
from typing import Any

from pydantic import TypeAdapter


@cache
def adapter(name: str) -> TypeAdapter[Any]:
    """The adapter of an SDK request type, by name (imported here: tests only)."""
    match name:
        case "openai":
            from openai.types.chat import ChatCompletionMessageParam

            return TypeAdapter(ChatCompletionMessageParam)
        case "openai-responses":
            from openai.types.responses import ResponseInputItemParam

            return TypeAdapter(ResponseInputItemParam)
        case "anthropic":
            from anthropic.types import MessageParam

            return TypeAdapter(MessageParam)
        case "gemini":
            from google.genai.types import Content

            return TypeAdapter(Content)
    raise ValueError(name)


def _read(value: Any) -> Any:
    """``value`` with every lazily validated iterable read into a list (which validates it)."""
    if isinstance(value, Mapping):
        return {key: _read(item) for key, item in value.items()}
    if isinstance(value, (str, bytes)):
        return value
    if isinstance(value, Iterable) or isinstance(value, Iterator):
        return [_read(item) for item in value]
    return value


def _differences(written: Any, validated: Any, path: str) -> Iterator[str]:
    if isinstance(written, dict) and isinstance(validated, dict):
        for key in written:
            if key not in validated:
                yield f"{path}.{key} dropped"
            else:
                yield from _differences(written[key], validated[key], f"{path}.{key}")
    elif isinstance(written, list) and isinstance(validated, list):
        if len(written) != len(validated):
            yield f"{path} length"
        for i, (a, b) in enumerate(zip(written, validated, strict=False)):
            yield from _differences(a, b, f"{path}[{i}]")
    elif written != validated:
        yield f"{path} changed"


def _base64_values(value: Any, path: str) -> Iterator[tuple[str, str]]:
    """(path, base64 text) of every data URL and ``data`` string of an audio part."""
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, str) and item.startswith("data:") and ";base64," in item:
                yield f"{path}.{key}", item.split(";base64,", 1)[1]
            elif key == "data" and isinstance(item, str):
                yield f"{path}.{key}", item
            else:
                yield from _base64_values(item, f"{path}.{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _base64_values(item, f"{path}[{i}]")


def problems(name: str, payload: Any) -> list[str]:
    """What the SDK type ``name`` finds wrong with one written message or item ([] when it holds)."""
    try:
        validated = _read(adapter(name).validate_python(payload))
    except Exception as error:  # the SDK type rejects it
        return [f"invalid: {error}"]
    found = list(_differences(payload, validated, "$"))
    for path, data in _base64_values(payload, "$"):
        try:
            base64.b64decode(data, validate=True)
        except ValueError:
            found.append(f"{path} is not base64")
    return found
