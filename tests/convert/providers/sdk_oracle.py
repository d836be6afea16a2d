"""The providers' own request types as the oracle for the converters' output (test-only).

pydantic's ``TypeAdapter`` over the SDKs' TypedDicts is weaker than it looks: it checks
``Iterable[...]`` fields only when they are read, drops unknown keys silently and does not
check base64. So :func:`check` reads every iterable of the validated value, compares the
result with the input (a dropped key shows as a difference) and decodes every base64 value.
Gemini's ``Content`` is a pydantic model: it is validated from JSON (so base64 ``data`` is
decoded as bytes) and dumped back for the comparison.
"""

from __future__ import annotations

import base64
import binascii
import functools
import json
import re
from collections.abc import Iterable, Mapping
from typing import Any

from anthropic.types import MessageParam, TextBlockParam
from anthropic.types.beta import BetaMessageParam
from google.genai import types as genai_types
from openai.types.responses import ResponseInputItemParam
from pydantic import BaseModel, TypeAdapter

import chatschema
from chatschema._formats import PAYLOADS

PROVIDERS = PAYLOADS

ANTHROPIC_BETA_TAGS = (
    "compaction",
    "advisor_tool_result",
    "fallback",
    "mcp_tool_listing",
    "mcp_tool_use",
    "mcp_tool_result",
    "tool_addition",
    "tool_removal",
)
"""Anthropic blocks only the SDK's beta request types know: a turn holding one is checked with those."""


@functools.cache
def _adapter(kind: str) -> TypeAdapter[Any]:
    return {
        "anthropic.message": TypeAdapter(MessageParam),
        "anthropic.beta_message": TypeAdapter(BetaMessageParam),
        "anthropic.system": TypeAdapter(str | list[TextBlockParam]),
        "openai-responses.item": TypeAdapter(ResponseInputItemParam),
    }[kind]


def _read(value: Any) -> Any:
    """The validated value with every lazily validated iterable read (and so validated).

    A union of the SDK's may validate a dict into a response model (Anthropic accepts its
    response blocks as input): it is read as the fields the input set.
    """
    if isinstance(value, BaseModel):
        return _read(value.model_dump(exclude_unset=True))
    if isinstance(value, Mapping):
        return {key: _read(item) for key, item in value.items()}
    if isinstance(value, (str, bytes)):
        return value
    if isinstance(value, Iterable):
        return [_read(item) for item in value]
    return value


def _same(validated: Any, given: Any, path: str) -> None:
    if isinstance(given, dict):
        assert isinstance(validated, dict), f"{path}: {validated!r}"
        assert set(validated) == set(given), f"{path}: the SDK type dropped {set(given) - set(validated)}"
        for key in given:
            _same(validated[key], given[key], f"{path}.{key}")
    elif isinstance(given, list):
        assert isinstance(validated, list) and len(validated) == len(given), path
        for i, (left, right) in enumerate(zip(validated, given, strict=True)):
            _same(left, right, f"{path}[{i}]")
    elif isinstance(validated, bytes):  # Gemini's base64 fields, decoded by the SDK
        assert validated == base64.b64decode(given, validate=True), path
    else:
        assert validated == given, f"{path}: {validated!r} != {given!r}"


_DATA_URL = re.compile(r"data:[^;,]+;base64,(.*)", re.DOTALL)


def _decode(data: Any, path: str) -> None:
    assert isinstance(data, str), path
    try:
        base64.b64decode(data, validate=True)
    except binascii.Error as error:  # pragma: no cover - a failure message
        raise AssertionError(f"{path}: not base64 ({error})") from None


def _check_base64(value: Any, path: str) -> int:
    """Decode every base64 value the providers define; the number decoded."""
    count = 0
    if isinstance(value, dict):
        if value.get("type") == "base64" and "data" in value:  # Anthropic source
            _decode(value["data"], f"{path}.data")
            count += 1
        if isinstance(value.get("inline_data"), dict):  # Gemini blob
            _decode(value["inline_data"].get("data"), f"{path}.inline_data.data")
            count += 1
        if isinstance(value.get("input_audio"), dict):  # Responses audio
            _decode(value["input_audio"].get("data"), f"{path}.input_audio.data")
            count += 1
        for key in ("image_url", "file_data"):  # Responses data URLs
            if isinstance(value.get(key), str) and value[key].startswith("data:"):
                found = _DATA_URL.fullmatch(value[key])
                assert found, f"{path}.{key}: not a base64 data URL"
                _decode(found.group(1), f"{path}.{key}")
                count += 1
        for key, item in value.items():
            if key != "inline_data":
                count += _check_base64(item, f"{path}.{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            count += _check_base64(item, f"{path}[{i}]")
    return count


def _gemini_content(content: dict[str, Any], path: str) -> None:
    model = genai_types.Content.model_validate_json(json.dumps(content))
    dumped = model.model_dump(exclude_none=True)
    _same(dumped, content, path)


def check(provider: str, payload: Any) -> None:
    """Assert that ``payload`` (a converter's output for ``provider``) is what the SDK's types accept."""
    _check_base64(payload, "$")
    match provider:
        case "anthropic":
            assert set(payload) <= {"system", "messages"}
            if "system" in payload:
                _same(
                    _read(_adapter("anthropic.system").validate_python(payload["system"])),
                    payload["system"],
                    "$.system",
                )
            for i, message in enumerate(payload["messages"]):
                beta = any(f'"{tag}"' in json.dumps(message) for tag in ANTHROPIC_BETA_TAGS)
                kind = "anthropic.beta_message" if beta else "anthropic.message"
                validated = _read(_adapter(kind).validate_python(message))
                _same(validated, message, f"$.messages[{i}]")
        case "gemini":
            assert set(payload) <= {"system_instruction", "contents"}
            if "system_instruction" in payload:
                _gemini_content(payload["system_instruction"], "$.system_instruction")
            for i, content in enumerate(payload["contents"]):
                _gemini_content(content, f"$.contents[{i}]")
        case "openai-responses":
            for i, item in enumerate(payload):
                validated = _read(_adapter("openai-responses.item").validate_python(item))
                _same(validated, item, f"$[{i}]")
        case "ai-sdk":  # the schema type the compat tests hold equal to the SDK's zod schema
            chatschema.validate(payload, "list[AISDKModelMessage]")
        case "ai-sdk-ui":  # (tests/compat/test_ai_sdk_oracle.py): no node run per payload
            chatschema.validate(payload, "list[AISDKUIMessage]")
        case _:
            raise AssertionError(provider)
