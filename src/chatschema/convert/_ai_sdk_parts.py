"""What the Vercel AI SDK converters (ModelMessage and UIMessage) share: the ``chatschema`` namespace
that holds a message's own fields, and media data as the SDK gives it.

Design notes and the loss table: docs/providers.md, "The Vercel AI SDK".
"""

from __future__ import annotations

import json
import re
from typing import Any

from chatschema.convert._provider_io import data_url, media_kind, parse_data_url
from chatschema.messages import BaseMessage

__all__ = [
    "NAMESPACE",
    "SDK_KEY",
    "TARGET",
    "fields_of",
    "json_text",
    "media_block",
    "media_data",
    "media_source",
    "split_options",
]

TARGET = "The Vercel AI SDK"
"""How errors and warnings name the target."""

NAMESPACE = "chatschema"
"""The key of ``providerOptions`` / ``providerMetadata`` / ``metadata`` that holds chatschema's data."""

SDK_KEY = "ai_sdk"
"""The key, in a message's ``additional_kwargs`` and a block's ``extras``, that holds what the SDK
said and chatschema has no field for (other providers' options, the kind of a tool output)."""

_OWN = frozenset({"type", "content", "tool_calls", "invalid_tool_calls", "tool_call_id"})
"""Message fields the SDK's own fields hold."""

_DEFAULTS: dict[str, Any] = {
    "additional_kwargs": {},
    "response_metadata": {},
    "name": None,
    "id": None,
    "usage_metadata": None,
    "artifact": None,
    "status": "success",
    "example": False,
}

_URL = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")


def fields_of(message: BaseMessage) -> dict[str, Any]:
    """The message's fields that the SDK has no place for and that differ from their defaults
    (ids, names, usage, response metadata, ...), for the ``chatschema`` namespace."""
    out: dict[str, Any] = {}
    for key, value in message.model_dump().items():
        if key in _OWN or (key in _DEFAULTS and value == _DEFAULTS[key]):
            continue
        if key == "additional_kwargs" and SDK_KEY in value:
            value = {k: v for k, v in value.items() if k != SDK_KEY}
            if not value:
                continue
        out[key] = value
    return out


def split_options(options: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """``(chatschema's own entry, the other providers' entries)`` of ``providerOptions``."""
    if not isinstance(options, dict):
        return {}, {}
    own = options.get(NAMESPACE)
    return (dict(own) if isinstance(own, dict) else {}), {k: v for k, v in options.items() if k != NAMESPACE}


def json_text(value: Any) -> str:
    """A JSON value as compact text (the content a tool message holds for a JSON result)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def media_source(value: str, mime_type: Any) -> dict[str, Any]:
    """The source keys of a standard media block for the SDK's data: a data URL becomes ``base64``
    and ``mime_type``, another URL ``url``, anything else is base64 data."""
    parsed = parse_data_url(value)
    if parsed is not None:
        return {"base64": parsed[1], "mime_type": parsed[0]}
    out: dict[str, Any] = {"url": value} if _URL.match(value) else {"base64": value}
    if isinstance(mime_type, str):
        out["mime_type"] = mime_type
    return out


def media_block(value: str, mime_type: Any) -> dict[str, Any]:
    """A standard media block (``image``, ``audio``, ``video`` or ``file``, by the MIME type)."""
    source = media_source(value, mime_type)
    return {"type": media_kind(source.get("mime_type")), **source}


def media_data(block: dict[str, Any], data_urls: bool) -> str | None:
    """The data of a standard media block as the SDK takes it: its URL, or its base64 data (as a
    data URL when ``data_urls``); ``None`` when it has neither (a provider file id)."""
    if isinstance(block.get("url"), str):
        return str(block["url"])
    if isinstance(block.get("base64"), str):
        mime = block.get("mime_type")
        data = str(block["base64"])
        return data_url(mime, data) if data_urls and isinstance(mime, str) else data
    return None
