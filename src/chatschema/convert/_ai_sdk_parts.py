"""What the Vercel AI SDK converters (ModelMessage and UIMessage) share: the ``chatschema`` namespace
that holds a message's own fields, and media data as the SDK gives it.

Design notes and the loss table: docs/providers.md, "The Vercel AI SDK".
"""

from __future__ import annotations

import json
import re
from typing import Any

from chatschema.blocks._factories import LC_AUTO_PREFIX
from chatschema.convert._provider_io import (
    Block,
    base64_text,
    content_blocks,
    data_url,
    media_kind,
    parse_data_url,
)
from chatschema.messages import BaseMessage

__all__ = [
    "CALLS",
    "MEDIA_KEYS",
    "NAMESPACE",
    "SDK_KEY",
    "STEPS",
    "TARGET",
    "assistant_blocks",
    "calls_of",
    "fields_of",
    "held_calls",
    "json_text",
    "media_block",
    "media_data",
    "media_source",
    "message_blocks",
    "split_options",
    "standard_metadata",
    "step_id",
    "with_sdk",
]

TARGET = "The Vercel AI SDK"
"""How errors and warnings name the target."""

NAMESPACE = "chatschema"
"""The key of ``providerOptions`` / ``providerMetadata`` / ``metadata`` that holds chatschema's data."""

STEPS = "steps"
"""The key of a ``UIMessage``'s ``metadata.chatschema`` that holds the own fields of the steps after
the first: an object keyed by the step's number as a string (``"1"`` for the second step, the
number :func:`step_id` puts in a step's id), holding only the steps that have own fields. Written
by ``convert_to_ai_sdk_ui_messages``; ``to_ai_sdk_stream`` sends each step's entry alone and the
client's key-by-key merge of message metadata builds the object."""


def step_id(message_id: str, step: int) -> str:
    """The id a step after the first of a ``UIMessage`` has when its own fields name none:
    ``<UIMessage id>-<step>``, the first step being 0.

    Example:
        >>> step_id("a1", 2)
        'a1-2'
    """
    return f"{message_id}-{step}"


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
    (ids, names, usage, response metadata, ...), for the ``chatschema`` namespace; an AI message's
    ``output_version`` v1 is left out when its content is a list, which reads back as v1."""
    out: dict[str, Any] = {}
    for key, value in message.model_dump().items():
        if key in _OWN or (key in _DEFAULTS and value == _DEFAULTS[key]):
            continue
        if key == "additional_kwargs" and SDK_KEY in value:
            value = {k: v for k, v in value.items() if k != SDK_KEY}
            if not value:
                continue
        v1 = key == "response_metadata" and isinstance(message.content, list) and message.type == "ai"
        if v1 and value.get(_V1[0]) == _V1[1]:
            value = {k: v for k, v in value.items() if k != _V1[0]}  # list content reads back as v1
            if not value:
                continue
        out[key] = value
    return out


_V1 = ("output_version", "v1")
"""The mark of an AI message whose list content is standard blocks (LangChain's v1 output)."""


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


MEDIA_KEYS = ("type", "url", "base64", "mime_type")
"""The keys of a standard media block that the SDK's file data holds (and a text-plain block's ``text``)."""


def media_data(block: dict[str, Any], data_urls: bool) -> str | None:
    """The data of a standard media block (or a ``text-plain`` block) as the SDK takes it: its URL,
    or its base64 data (as a data URL when ``data_urls``); ``None`` when it has neither (a provider
    file id)."""
    if isinstance(block.get("url"), str):
        return str(block["url"])
    data = block.get("base64")
    if block.get("type") == "text-plain" and isinstance(block.get("text"), str):
        data = base64_text(block["text"].encode("utf-8"))
    if isinstance(data, str):
        mime = block.get("mime_type")
        return data_url(mime, data) if data_urls and isinstance(mime, str) else data
    return None


CALLS = ("tool_call", "invalid_tool_call")
"""The blocks an AI message holds in ``tool_calls`` and ``invalid_tool_calls``."""


def assistant_blocks(message: Any, path: str) -> list[Block]:
    """The blocks of an AI message with list content: ``content_blocks``, and after them the tool
    calls and invalid tool calls it does not hold (a provider's translator reads the calls its
    content holds, not always ``tool_calls``)."""
    blocks = message_blocks(message, path)
    seen = {(b.get("type"), b.get("id")) for b in blocks if b.get("type") in CALLS}
    return blocks + [call for _, call in held_calls(message) if (call["type"], call.get("id")) not in seen]


def message_blocks(message: Any, path: str) -> list[Block]:
    """``content_blocks`` of the message, less the ids LangChain's reading made up (``lc_`` and a
    UUID, for a block read from another format): they are no data of the message, and differ on
    every reading."""
    blocks = content_blocks(message, path)
    items = message.content if isinstance(message.content, list) else []
    given = {item.get("id") for item in items if isinstance(item, dict) and isinstance(item.get("id"), str)}
    return [
        {k: v for k, v in b.items() if k != "id"}
        if isinstance(b.get("id"), str) and b["id"].startswith(LC_AUTO_PREFIX) and b["id"] not in given
        else b
        for b in blocks
    ]


def held_calls(message: Any) -> list[tuple[str, Block]]:
    """``(where, block)`` of each entry of an AI message's ``tool_calls`` and ``invalid_tool_calls``
    (none for a chat message with the assistant role): ``where`` is its path below the message's."""
    return [
        (f".{key}[{k}]", {"type": kind, **call})
        for key, kind in (("tool_calls", "tool_call"), ("invalid_tool_calls", "invalid_tool_call"))
        for k, call in enumerate(getattr(message, key, None) or [])
    ]


def calls_of(blocks: list[Block]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """``tool_calls`` and ``invalid_tool_calls`` of an AI message whose content is ``blocks``."""
    calls = [
        {k: v for k, v in b.items() if k != "type"} | {"type": "tool_call"}
        for b in blocks
        if b["type"] == "tool_call"
    ]
    wrong = [
        {"error": None} | {k: v for k, v in b.items() if k != "type"} | {"type": "invalid_tool_call"}
        for b in blocks
        if b["type"] == "invalid_tool_call"
    ]
    return calls, wrong


def with_sdk(kwargs: dict[str, Any], **entries: Any) -> dict[str, Any]:
    """A copy of a message's ``additional_kwargs`` with ``entries`` added to its ``"ai_sdk"`` entry."""
    return {**kwargs, SDK_KEY: {**kwargs.get(SDK_KEY, {}), **entries}}


def standard_metadata(own: dict[str, Any]) -> dict[str, Any]:
    """The fields of an AI message with list content read back: its content is standard blocks now
    (its tool calls among them, as in LangChain's v1 output), so it is marked ``output_version``
    v1 as LangChain's are (else the translator of the provider that wrote it would read standard
    blocks as its own). :func:`fields_of` leaves the mark out again."""
    metadata = own.get("response_metadata", {})
    return own | {"response_metadata": {**metadata, _V1[0]: _V1[1]}}
