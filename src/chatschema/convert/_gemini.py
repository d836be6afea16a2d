"""Google Gemini requests: messages to ``{"system_instruction": ..., "contents": [...]}`` and back.

Parts are written with the Python SDK's (snake_case) field names. Design notes (how Gemini
state is held on messages, the loss table): docs/providers.md.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable, Collection, Iterable
from typing import Any

from chatschema.blocks._google_genai import MODEL_PROVIDERS
from chatschema.convert._provider_io import (
    Block,
    Losses,
    base64_field,
    base64_text,
    block_call_ids,
    by_role,
    check_keys,
    content_blocks,
    data_url,
    describe,
    expect_dict,
    expect_list,
    is_empty_text,
    is_tool_call_echo,
    legacy_function_call,
    lose_message_fields,
    media_kind,
    message_kind,
    missing_tool_calls,
    model_provider,
    parse_data_url,
    standard_written,
    tool_call_ids,
)
from chatschema.convert._to_messages import to_messages
from chatschema.errors import ValidationError
from chatschema.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage

__all__ = [
    "GEMINI_NO_ID_PREFIX",
    "GEMINI_THOUGHT_SIGNATURES_KEY",
    "convert_from_gemini_contents",
    "convert_to_gemini_contents",
]

PROVIDERS = frozenset(MODEL_PROVIDERS)
"""``response_metadata["model_provider"]`` values of AI messages whose content holds Gemini's state."""

GEMINI_THOUGHT_SIGNATURES_KEY = "__gemini_function_call_thought_signatures__"
"""The ``AIMessage.additional_kwargs`` key mapping a tool call's id to the ``thought_signature``
of its ``function_call`` part (the key langchain-google-genai uses)."""

GEMINI_NO_ID_PREFIX = "__gemini_no_id_"
"""Prefix of the tool call ids given to ``function_call`` and ``function_response`` parts that
have none, so that results find their calls; ids with it are not written back."""

_PAYLOAD_KEYS = frozenset({"system_instruction", "contents"})
_CONTENT_KEYS = frozenset({"role", "parts"})
_FUNCTION_RESPONSE_SETTINGS = ("will_continue", "scheduling")
_FUNCTION_RESPONSE_KEYS = frozenset({"id", "name", "response", "parts", *_FUNCTION_RESPONSE_SETTINGS})
_REQUEST_SETTINGS = frozenset(
    {"tools", "tool_config", "generation_config", "safety_settings", "cached_content", "labels", "model"}
)
"""Keys of a ``generateContent`` request body that configure it and hold no messages: not read."""

GEMINI_TOOL_RESULT_KEY = "gemini"
"""The ``ToolMessage.additional_kwargs`` key holding a ``function_response``'s ``will_continue``
and ``scheduling``, written back as they were."""


PASSES_THROUGH: frozenset[str] = frozenset()
"""Standard block tags sent unchanged: none. Each is converted or refused (docs/providers.md has the
table); ``tests/blocks/test_translator_coverage.py`` checks every tag of the schema."""

# -- messages -> Gemini ---------------------------------------------------------------------------


def _media_part(std: Block, path: str, losses: Losses) -> Block | None:
    part = _media_data(std, path, losses)
    extras = std.get("extras")
    if part is not None and isinstance(extras, dict) and "display_name" in extras:
        next(iter(part.values()))["display_name"] = extras["display_name"]
    return part


def _media_data(std: Block, path: str, losses: Losses) -> Block | None:
    mime = std.get("mime_type")
    if "base64" in std and mime:
        return {"inline_data": {"mime_type": mime, "data": std["base64"]}}
    if "url" in std:
        found = parse_data_url(std["url"])
        if found:
            return {"inline_data": {"mime_type": found[0], "data": found[1]}}
        file_data = {"file_uri": std["url"]}
        if mime:
            file_data["mime_type"] = mime
        return {"file_data": file_data}
    losses.lose(f"a {std['type']!r} block without a MIME type and data, or a URL", path)
    return None


def _part(std: Block, path: str, losses: Losses, signed: bool, role: str) -> Block | None:
    """A standard block as a Gemini part; ``signed`` when the block's signature is Gemini's."""
    signature = (std.get("extras") or {}).get("signature") if signed else None
    part: Block | None
    match std.get("type"):
        case "text":
            part = {"text": std["text"]} if std["text"] else None
        case "reasoning" if role == "model":
            part = {"text": std.get("reasoning", ""), "thought": True}
        case "image" | "audio" | "video" | "file":
            part = _media_part(std, path, losses)
        case "text-plain":
            data = base64_text(std.get("text", "").encode())
            part = {"inline_data": {"mime_type": std.get("mime_type") or "text/plain", "data": data}}
            if std.get("title"):  # a blob's label (Blob.display_name)
                part["inline_data"]["display_name"] = std["title"]
            if std.get("context"):
                losses.lose("a text-plain block's context", f"{path}.context")
        case "tool_call" if role == "model":
            part = {"function_call": _function_call(std)}
        case "non_standard" if role == "user" and _metadata_only(std.get("value")):
            part = copy.deepcopy(std["value"])
        case _:
            losses.lose(f"the {describe(std)} block in a {role} turn", path)
            return None
    if part is not None:
        _add_metadata(part, std)
        if signature:
            part["thought_signature"] = signature
    return part


def _add_metadata(part: Block, block: Block) -> None:
    """Give ``part`` the :data:`PART_METADATA_KEYS` kept in ``block``'s ``extras``."""
    extras = block.get("extras")
    if isinstance(extras, dict):
        part.update((key, extras[key]) for key in PART_METADATA_KEYS if key in extras)


def _function_call(call: dict[str, Any]) -> Block:
    out: Block = {}
    if call_id := _own_id(call.get("id")):
        out["id"] = call_id
    out["name"] = call.get("name", "")
    out["args"] = call.get("args", {})
    return out


def _url_of(image_url: Any) -> Any:
    """The URL of an ``image_url`` block's ``image_url``: an object with ``url``, or the URL itself."""
    return image_url.get("url") if isinstance(image_url, dict) else image_url


def _native_model_part(item: Any) -> Block | None:
    """A block of an AI message Gemini wrote as its part, ``None`` for other blocks."""
    if not isinstance(item, dict):
        return None
    signature = (item.get("extras") or {}).get("signature")
    part: Block
    match item.get("type"):
        case "text" if isinstance(item.get("text"), str):
            part = {"text": item["text"]}
        case "thinking":
            part = {"text": item.get("thinking", ""), "thought": True}
            signature = item.get("signature")
        case "executable_code":
            code = {"language": item.get("language"), "code": item.get("executable_code")}
            part = {"executable_code": _with_id(code, item)}
        case "code_execution_result":
            outcome = item.get("outcome")
            if isinstance(outcome, int):
                outcome = OUTCOMES.get(outcome, outcome)
            result = {"outcome": outcome, "output": item.get("code_execution_result")}
            part = {"code_execution_result": _with_id(result, item)}
        case "server_tool_call" if _is_gemini_server_tool(item):
            call = {"id": _own_id(item.get("id")), "tool_type": _tool_type(item), "args": item.get("args")}
            part = {"tool_call": {key: value for key, value in call.items() if value}}
        case "server_tool_result" if _is_gemini_server_tool(item):
            result = {
                "id": _own_id(item.get("tool_call_id")),
                "tool_type": _tool_type(item),
                "response": item.get("output"),
            }
            part = {"tool_response": {key: value for key, value in result.items() if value}}
        case "image_url" if found := parse_data_url(_url_of(item.get("image_url"))):
            part = {"inline_data": {"mime_type": found[0], "data": found[1]}}
        case "file_data" if "file_uri" in item:
            part = {"file_data": {key: item[key] for key in ("file_uri", "mime_type") if key in item}}
        case _:
            return None
    _add_metadata(part, item)
    if signature:
        part["thought_signature"] = signature
    return part


OUTCOMES = {0: "OUTCOME_UNSPECIFIED", 1: "OUTCOME_OK", 2: "OUTCOME_FAILED", 3: "OUTCOME_DEADLINE_EXCEEDED"}
"""``code_execution_result`` outcomes as the numbers LangChain's messages hold, and the enum names
Gemini (and google-genai's ``Outcome``) takes back."""

_SERVER_TOOLS = frozenset(
    {
        "google_search_web",
        "google_search_image",
        "url_context",
        "google_maps",
        "file_search",
        "media_processing",
    }
)
"""``server_tool_name`` of Gemini's ``ToolType`` values: the server tool blocks written back as
``tool_call``/``tool_response`` parts."""


def _own_id(call_id: Any) -> Any:
    """A call id as Gemini gave it: ``None`` for one made up for a call without an id."""
    return call_id if isinstance(call_id, str) and not call_id.startswith(GEMINI_NO_ID_PREFIX) else None


def _with_id(value: Block, item: Block) -> Block:
    extras = item.get("extras")
    if isinstance(extras, dict) and "id" in extras:
        value["id"] = extras["id"]
    return value


def _tool_name(item: Block) -> Any:
    if item["type"] == "server_tool_call":
        return item.get("name")
    return (item.get("extras") or {}).get("block_type")


def _is_gemini_server_tool(item: Block) -> bool:
    return _tool_name(item) in _SERVER_TOOLS


def _tool_type(item: Block) -> Any:
    """The ``tool_type`` of a server tool block: as read, or its name's (none for media
    processing, which Gemini gives without one)."""
    extras = item.get("extras") or {}
    if "tool_type" in extras:
        return extras["tool_type"]
    name = _tool_name(item)
    return None if name == "media_processing" else str(name).upper()


def _model_parts(message: Any, path: str, losses: Losses) -> list[Block]:
    for k, _ in enumerate(getattr(message, "invalid_tool_calls", None) or []):
        losses.lose(
            "an invalid tool call (a function call needs a name and an args object)",
            f"{path}.invalid_tool_calls[{k}]",
        )
    native = model_provider(message) in PROVIDERS
    parts: list[Block] = []
    if native:
        content = message.content
        items = [content] if isinstance(content, str) and content else content
        call_ids = tool_call_ids(message)
        for j, item in enumerate(items if isinstance(items, list) else []):
            if isinstance(item, dict) and item.get("type") == "tool_call" and item.get("id") in call_ids:
                continue  # a v1 message holds its calls in its content too; they are written below
            part = {"text": item} if isinstance(item, str) else _native_model_part(item)
            if part is not None:
                parts.append(part)
                continue
            parts.extend(standard_written(item, _part, f"{path}.content[{j}]", losses, True, "model"))
        signatures = message.additional_kwargs.get(GEMINI_THOUGHT_SIGNATURES_KEY) or {}
        for call in message.tool_calls:
            part = {"function_call": _function_call(call)}
            if (signature := signatures.get(call.get("id"))) is not None:
                part["thought_signature"] = signature
            parts.append(part)
        return parts
    call_ids = tool_call_ids(message)
    blocks = content_blocks(message, f"{path}.content")
    for j, std in enumerate(blocks):
        if is_tool_call_echo(std, call_ids):
            continue
        if (part := _part(std, f"{path}.content_blocks[{j}]", losses, False, "model")) is not None:
            parts.append(part)
    # a v1 message's calls need not be among its content blocks; Gemini's calls need no id
    parts.extend(missing_tool_calls(message, block_call_ids(blocks), path, losses, _call_part))
    return parts


def _call_part(call: dict[str, Any], path: str, losses: Losses) -> Block:
    """A tool call as a ``function_call`` part (``missing_tool_calls`` passes the path and losses)."""
    return {"function_call": _function_call(call)}


def _legacy_call(message: Any, path: str, losses: Losses) -> list[Block]:
    """A legacy ``additional_kwargs["function_call"]`` as the ``function_call`` part it is (Gemini's
    calls need no id); one without a name and JSON object arguments is lost."""
    legacy = legacy_function_call(message)
    if legacy is None:
        return []
    name = legacy.get("name") if isinstance(legacy, dict) else None
    arguments = legacy.get("arguments") if isinstance(legacy, dict) else None
    try:
        args = json.loads(arguments) if arguments else {}
    except (TypeError, ValueError):
        args = None
    if not name or not isinstance(name, str) or not isinstance(args, dict):
        where = f"{path}.additional_kwargs.function_call"
        losses.lose("a legacy function_call without a name and an args object", where)
        return []
    return [{"function_call": {"name": name, "args": args}}]


def _user_parts(content: Any, path: str, losses: Losses, role: str = "user") -> list[Block]:
    items = [content] if isinstance(content, str) else content
    parts: list[Block] = []
    for j, item in enumerate(items):
        parts.extend(standard_written(item, _part, f"{path}[{j}]", losses, False, role))
    return parts


def _function_response(message: Any, path: str, names: dict[str, str], losses: Losses) -> Block | None:
    name = message.name or names.get(message.tool_call_id)
    if not name:
        losses.lose("a tool result whose call (and so its function name) is not in the history", path)
        return None
    return _response_part(message, path, name, message.tool_call_id, losses)


def _legacy_response(message: Any, path: str, pending: list[str], losses: Losses) -> Block | None:
    """A function message answering a legacy function call (by its name) as a ``function_response``."""
    if message.name not in pending:
        losses.lose("a function message that answers no legacy function_call", path)
        return None
    pending.remove(message.name)
    return _response_part(message, path, message.name, None, losses)


def _response_part(message: Any, path: str, name: str, call_id: Any, losses: Losses) -> Block:
    """A tool or function message's result as a ``function_response`` part."""
    content = message.content
    media: list[Block] = []
    if isinstance(content, str):
        text = content
    else:
        texts = []
        for part in _user_parts(content, f"{path}.content", losses, "tool result"):
            if "text" in part:
                texts.append(part["text"])
            else:
                media.append(part)
        text = "".join(texts)
    try:
        response = json.loads(text) if text else {}
    except ValueError:
        response = None
    if not isinstance(response, dict):
        response = {"error" if getattr(message, "status", None) == "error" else "output": text}
    out: Block = {}
    if call_id and not call_id.startswith(GEMINI_NO_ID_PREFIX):
        out["id"] = call_id
    out["name"] = name
    out["response"] = response
    if media:
        out["parts"] = media
    settings = message.additional_kwargs.get(GEMINI_TOOL_RESULT_KEY)
    if isinstance(settings, dict):
        out.update((key, settings[key]) for key in _FUNCTION_RESPONSE_SETTINGS if key in settings)
    return {"function_response": out}


def convert_to_gemini_contents(messages: Iterable[Any], *, strict: bool = True) -> dict[str, Any]:
    """Convert messages to a Gemini request: ``{"system_instruction": ..., "contents": [...]}``.

    The result's keys are ``generate_content``'s ``config.system_instruction`` and
    ``contents`` (parts in the Python SDK's snake_case names). Every system message,
    wherever it is, adds its text parts to ``system_instruction`` in order (no key when
    there is none). Human and tool messages make ``user`` contents (tool messages
    ``function_response`` parts, their media in the response's ``parts``, merged with a
    human message that follows them), AI messages ``model`` contents (consecutive ones
    merged into one, as Gemini wants a function call right after a user turn); a message
    with nothing to send makes no content, except a first human message of empty text, which
    stays the ``{"text": ""}`` turn it is (without it the request would have no contents, or
    begin with a model turn; the Gemini API takes it). AI messages that Gemini wrote
    (``response_metadata["model_provider"]`` ``"google_genai"`` or ``"google_vertexai"``)
    keep their thought signatures, thoughts, code execution (outcomes as the enum names
    Gemini takes), Gemini 3 server tool parts and files. Every other block
    goes through its standard form (``content_blocks``); a block Gemini has no faithful
    form for raises, or is dropped with a warning when ``strict`` is false.

    Args:
        messages: Messages, or anything :func:`chatschema.convert_to_messages` reads.
        strict: Raise :class:`~chatschema.ConversionError` for a block Gemini cannot hold
            (the default), or drop it with a :class:`~chatschema.LossWarning`.

    Returns:
        ``system_instruction`` (when there is one) and ``contents``.

    Raises:
        ConversionError: A block, message or tool result with no faithful Gemini form
            (only when ``strict``); ``.path`` is where it is.
        ValidationError: The input is not messages.

    Example:
        >>> from chatschema import HumanMessage, SystemMessage
        >>> convert_to_gemini_contents([SystemMessage("Be brief."), SystemMessage("Answer in French."),
        ...                             HumanMessage("Hi")])  # doctest: +NORMALIZE_WHITESPACE
        {'system_instruction': {'parts': [{'text': 'Be brief.'}, {'text': 'Answer in French.'}]},
         'contents': [{'role': 'user', 'parts': [{'text': 'Hi'}]}]}
    """
    losses = Losses("Gemini", strict)
    system: list[Block] = []
    contents: list[dict[str, Any]] = []
    names: dict[str, str] = {}
    pending: list[str] = []  # the names of the legacy function calls not answered yet
    after_tool = False
    conversation: list[Any] = to_messages(messages, sequence_only=True)
    for i, message in enumerate(conversation):
        path = f"$[{i}]"
        kind = message_kind(message, path, losses, also=("function",))
        lose_message_fields(message, kind, path, losses, {}, refusal="a refusal", named=("tool", "function"))
        role, parts = "user", []
        if kind == "system":
            system.extend(_user_parts(message.content, f"{path}.content", losses, "system"))
        elif kind == "human":
            parts = _user_parts(message.content, f"{path}.content", losses)
            if not parts and not contents and is_empty_text(message.content):
                parts = [{"text": ""}]  # the empty first turn the Gemini API takes (docs/providers.md)
        elif kind == "tool":
            part = _function_response(message, path, names, losses)
            parts = [part] if part else []
        elif kind == "function":
            part = _legacy_response(message, path, pending, losses)
            parts = [part] if part else []
        elif kind == "ai":
            role = "model"
            names.update((call["id"], call["name"]) for call in message.tool_calls if call.get("id"))
            legacy = _legacy_call(message, path, losses)
            parts = _model_parts(message, path, losses) + legacy
            pending.extend(part["function_call"]["name"] for part in legacy)
        if kind in ("human", "tool", "function", "ai") and parts:
            merge = contents and contents[-1]["role"] == role and (role == "model" or after_tool)
            if merge:
                contents[-1]["parts"].extend(parts)
            else:
                contents.append({"role": role, "parts": parts})
        after_tool = kind in ("tool", "function")
    out: dict[str, Any] = {}
    if system:
        out["system_instruction"] = {"parts": system}
    out["contents"] = contents
    return out


# -- Gemini -> messages ---------------------------------------------------------------------------

_CAMEL = re.compile(r"(?<=[a-z0-9])([A-Z])")

OPAQUE_KEYS = frozenset({"args", "response", "parsed", "sdk_http_response"})
"""Keys whose values are the caller's JSON (function arguments and results), not Gemini fields:
:func:`snake_keys` leaves what they hold as it is."""


def snake_keys(value: Any) -> Any:
    """``value`` with the REST API's camelCase field names in the Python SDK's snake_case
    (``inlineData`` -> ``inline_data``), the values under :data:`OPAQUE_KEYS` untouched; a key
    already in snake_case stays as it is."""
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            name = _CAMEL.sub(r"_\1", key).lower() if isinstance(key, str) else key
            out[name] = item if name in OPAQUE_KEYS else snake_keys(item)
        return out
    if isinstance(value, list):
        return [snake_keys(item) for item in value]
    return value


_DATA_KEYS = frozenset(
    {
        "text",
        "inline_data",
        "file_data",
        "function_call",
        "function_response",
        "executable_code",
        "code_execution_result",
        "tool_call",
        "tool_response",
    }
)
"""The fields of a ``Part`` that hold its data: a part has exactly one (its tag)."""

PART_METADATA_KEYS = ("video_metadata", "media_resolution", "part_metadata")
"""Fields of a ``Part`` that qualify its data; kept in the block's ``extras`` and written back."""

_SIGNATURE_KEYS = frozenset({"thought", "thought_signature"})

PART_FIELDS = (
    _DATA_KEYS
    | _SIGNATURE_KEYS
    | frozenset(PART_METADATA_KEYS)
    | frozenset(
        {
            "audio_transcription",
            "media_processing",
            "speech_metadata",
            "document_metadata",
            "spreadsheet_metadata",
            "audio_metadata",
        }
    )
)
"""Every field of google-genai's ``Part`` (a response's parts are checked against them)."""


def _data_key(part: Block, path: str, allowed: Collection[str] = ()) -> str:
    """The data field of a part (its tag), after checking that every other key is one this reader keeps."""
    found = [key for key in part if key in _DATA_KEYS]
    for key in part:
        if key not in _DATA_KEYS and key not in PART_METADATA_KEYS and key not in allowed:
            raise ValidationError(f"Not read in this Gemini part: {key!r}", f"{path}.{key}")
    if len(found) != 1:
        raise ValidationError(f"A Gemini part holds exactly one of {sorted(_DATA_KEYS)}, got {found}", path)
    return found[0]


def _with_metadata(block: Block, part: Block) -> Block:
    """``block`` with the part's :data:`PART_METADATA_KEYS` in its ``extras``."""
    meta = {key: copy.deepcopy(part[key]) for key in PART_METADATA_KEYS if key in part}
    if meta:
        block["extras"] = {**block.get("extras", {}), **meta}
    return block


def _inline(part: Block, path: str) -> tuple[str, str]:
    data = expect_dict(part["inline_data"], f"{path}.inline_data")
    check_keys(data, ("mime_type", "data", "display_name"), "Not read in inline_data", f"{path}.inline_data")
    mime = data.get("mime_type")
    if not isinstance(mime, str):
        raise ValidationError("inline_data needs a string `mime_type`", f"{path}.inline_data.mime_type")
    return mime, base64_field(data.get("data"), f"{path}.inline_data.data")


def _media_block(part: Block, data_key: str, path: str) -> Block:
    """An ``inline_data`` or ``file_data`` part as a standard media block (part metadata in ``extras``)."""
    data = expect_dict(part[data_key], f"{path}.{data_key}")
    block: Block
    if data_key == "inline_data":
        mime, b64 = _inline(part, path)
        block = {"type": media_kind(mime), "base64": b64, "mime_type": mime}
    else:
        check_keys(
            data, ("file_uri", "mime_type", "display_name"), "Not read in file_data", f"{path}.file_data"
        )
        block = {"type": media_kind(data.get("mime_type")), "url": data.get("file_uri")}
        if "mime_type" in data:
            block["mime_type"] = data["mime_type"]
    if "display_name" in data:
        block["extras"] = {"display_name": data["display_name"]}
    return _with_metadata(block, part)


def _metadata_only(part: Any) -> bool:
    """Whether ``part`` holds only :data:`PART_METADATA_KEYS` (no data): a user part some clients
    send after a video to give its ``video_metadata``, which the API takes."""
    return isinstance(part, dict) and bool(part) and all(key in PART_METADATA_KEYS for key in part)


def _user_block(part: Block, path: str) -> Block:
    """A part of a user content as a standard block (its data key is its tag); a part of metadata
    alone as a ``non_standard`` block holding it, written back to Gemini as it is."""
    if _metadata_only(part):
        return {"type": "non_standard", "value": copy.deepcopy(part)}
    data_key = _data_key(part, path)
    match data_key:
        case "text":
            return _with_metadata({"type": "text", "text": part["text"]}, part)
        case "inline_data" | "file_data":
            return _media_block(part, data_key, path)
        case _:
            raise ValidationError(f"Not a part a user turn holds: {data_key!r}", path)


def _enum_text(value: Any) -> str:
    """An enum member (an SDK object's field) as its value, a string as it is."""
    return str(getattr(value, "value", value))


def server_tool_name(tool_type: Any) -> str:
    """The ``name`` of the server tool block for a ``tool_call``/``tool_response`` part's
    ``tool_type``, as langchain-google-genai names it (``media_processing`` when there is none)."""
    return "media_processing" if tool_type is None else _enum_text(tool_type).lower()


def server_tool_call_block(call: Block, signature: Any) -> Block:
    """A Gemini 3 ``tool_call`` part as a ``server_tool_call`` block; ``tool_type`` and the
    signature in ``extras``, so that it is written back as it was."""
    block: Block = {
        "type": "server_tool_call",
        "id": call.get("id") or "",
        "name": server_tool_name(call.get("tool_type")),
        "args": copy.deepcopy(call.get("args") or {}),
    }
    extras = {"tool_type": _enum_text(call["tool_type"])} if call.get("tool_type") is not None else {}
    if signature:
        extras["signature"] = signature
    if extras:
        block["extras"] = extras
    return block


def server_tool_result_block(result: Block, signature: Any) -> Block:
    """A Gemini 3 ``tool_response`` part as a ``server_tool_result`` block (see
    :func:`server_tool_call_block`)."""
    extras: Block = {"block_type": server_tool_name(result.get("tool_type"))}
    if result.get("tool_type") is not None:
        extras["tool_type"] = _enum_text(result["tool_type"])
    if signature:
        extras["signature"] = signature
    return {
        "type": "server_tool_result",
        "tool_call_id": result.get("id") or "",
        "status": "success",
        "output": copy.deepcopy(result.get("response") or {}),
        "extras": extras,
    }


def _model_block(part: Block, path: str) -> tuple[Block | None, dict[str, Any] | None]:
    """A part of a model content: ``(content block, None)`` or ``(None, function call)``."""
    data_key = _data_key(part, path, _SIGNATURE_KEYS)
    signature = part.get("thought_signature")
    if signature is not None:
        signature = base64_field(signature, f"{path}.thought_signature")
    if "thought" in part and not (data_key == "text" and part["thought"] is True):
        raise ValidationError('Only `"thought": true` on a text part is read', f"{path}.thought")
    block: Block
    match data_key:
        case "text" if part.get("thought") is True:
            block = {"type": "thinking", "thinking": part["text"]}
            if signature is not None:
                block["signature"] = signature
            return _with_metadata(block, part), None
        case "function_call":
            call = dict(expect_dict(part["function_call"], f"{path}.function_call"))
            check_keys(call, ("id", "name", "args"), "Not read in a function_call", f"{path}.function_call")
            return None, call
        case "tool_call":
            call = expect_dict(part["tool_call"], f"{path}.tool_call")
            check_keys(call, ("id", "tool_type", "args"), "Not read in a tool_call", f"{path}.tool_call")
            return _with_metadata(server_tool_call_block(call, signature), part), None
        case "tool_response":
            result = expect_dict(part["tool_response"], f"{path}.tool_response")
            check_keys(
                result,
                ("id", "tool_type", "response"),
                "Not read in a tool_response",
                f"{path}.tool_response",
            )
            return _with_metadata(server_tool_result_block(result, signature), part), None
        case "text":
            block = {"type": "text", "text": part["text"]}
        case "executable_code":
            code = expect_dict(part["executable_code"], f"{path}.executable_code")
            check_keys(
                code, ("code", "language", "id"), "Not read in executable_code", f"{path}.executable_code"
            )
            block = {
                "type": "executable_code",
                "executable_code": code.get("code"),
                "language": code.get("language"),
            }
            if "id" in code:
                block["extras"] = {"id": code["id"]}
        case "code_execution_result":
            result = expect_dict(part["code_execution_result"], f"{path}.code_execution_result")
            where = f"{path}.code_execution_result"
            check_keys(result, ("outcome", "output", "id"), "Not read in code_execution_result", where)
            block = {
                "type": "code_execution_result",
                "code_execution_result": result.get("output"),
                "outcome": result.get("outcome"),
            }
            if "id" in result:
                block["extras"] = {"id": result["id"]}
        case "inline_data":
            mime, b64 = _inline(part, path)
            block = {"type": "image_url", "image_url": {"url": data_url(mime, b64)}}
        case "file_data":
            block = {"type": "file_data", **expect_dict(part["file_data"], f"{path}.file_data")}
        case _:
            raise ValidationError(f"Not a part a model turn holds: {data_key!r}", path)
    if signature is not None:
        block["extras"] = {**block.get("extras", {}), "signature": signature}
    return _with_metadata(block, part), None


def _model_turn(parts: list[Any], path: str, i: int, ids: dict[str, list[str]]) -> list[BaseMessage]:
    content: list[Any] = []
    calls: list[dict[str, Any]] = []
    signatures: dict[str, Any] = {}
    for j, part in enumerate(parts):
        where = f"{path}[{j}]"
        block, call = _model_block(dict(expect_dict(part, where)), where)
        if block is not None:
            content.append(block)
            continue
        assert call is not None
        call_id = call.get("id") or f"{GEMINI_NO_ID_PREFIX}{i}_{j}"
        name = call.get("name", "")
        ids.setdefault(name, []).append(call_id)
        calls.append(
            {"name": name, "args": copy.deepcopy(call.get("args", {})), "id": call_id, "type": "tool_call"}
        )
        if "thought_signature" in part:
            signatures[call_id] = base64_field(part["thought_signature"], f"{where}.thought_signature")
    kwargs = {GEMINI_THOUGHT_SIGNATURES_KEY: signatures} if signatures else {}
    metadata = {"model_provider": "google_genai"}
    return [
        AIMessage(
            copy.deepcopy(content), tool_calls=calls, additional_kwargs=kwargs, response_metadata=metadata
        )
    ]


def _tool_message(part: Block, path: str, i: int, j: int, ids: dict[str, list[str]]) -> ToolMessage:
    _data_key(part, path)
    where = f"{path}.function_response"
    response = expect_dict(part["function_response"], where)
    check_keys(response, _FUNCTION_RESPONSE_KEYS, "Not read in a function_response", where)
    name = response.get("name", "")
    call_id = response.get("id")
    if not call_id:
        waiting = ids.get(name) or []
        call_id = waiting.pop(0) if waiting else f"{GEMINI_NO_ID_PREFIX}{i}_{j}"
    try:
        text = json.dumps(response.get("response", {}), ensure_ascii=False)
    except (TypeError, ValueError) as error:  # parsed input holding a Python object
        raise ValidationError(f"A response JSON cannot hold: {error}", f"{where}.response") from None
    media: list[Block] = []
    for k, item in enumerate(expect_list(response.get("parts", []), f"{where}.parts")):
        at = f"{where}.parts[{k}]"
        item = expect_dict(item, at)
        media.append(_media_block(item, _data_key(item, at), at))
    settings = {key: response[key] for key in _FUNCTION_RESPONSE_SETTINGS if key in response}
    kwargs = {GEMINI_TOOL_RESULT_KEY: settings} if settings else {}
    content: Any = [{"type": "text", "text": text}, *media] if media else text
    return ToolMessage(content, tool_call_id=call_id, name=name, additional_kwargs=kwargs)


def _user_turn(parts: list[Any], path: str, i: int, ids: dict[str, list[str]]) -> list[BaseMessage]:
    out: list[BaseMessage] = []
    pending: list[Any] = []
    for j, part in enumerate(parts):
        where = f"{path}[{j}]"
        if "function_response" in expect_dict(part, where):
            if pending:
                out.append(HumanMessage(pending))
                pending = []
            out.append(_tool_message(part, where, i, j, ids))
        else:
            pending.append(_user_block(part, where))
    if pending or not out:
        plain = len(pending) == 1 and pending[0]["type"] == "text" and len(pending[0]) == 2
        out.append(HumanMessage(pending[0]["text"] if plain else pending))
    return out


_ROLES: dict[str, Callable[[list[Any], str, int, dict[str, list[str]]], list[BaseMessage]]] = {
    "user": _user_turn,
    "model": _model_turn,
}


def _system_messages(system: Any) -> list[BaseMessage]:
    if isinstance(system, str):
        return [SystemMessage(system)]
    instruction = expect_dict(system, "$.system_instruction")
    out: list[BaseMessage] = []
    for j, part in enumerate(expect_list(instruction.get("parts"), "$.system_instruction.parts")):
        block = _user_block(
            dict(expect_dict(part, f"$.system_instruction.parts[{j}]")), f"$.system_instruction.parts[{j}]"
        )
        out.append(SystemMessage(block["text"] if block["type"] == "text" else [block]))
    return out


def convert_from_gemini_contents(payload: dict[str, Any] | list[dict[str, Any]]) -> list[BaseMessage]:
    """Convert a Gemini request (``system_instruction`` and ``contents``, or ``contents`` alone) to messages.

    Each part of ``system_instruction`` becomes a system message. A ``user`` content
    becomes a tool message per ``function_response`` part (its ``response`` as JSON
    text) and a human message for its other parts (as standard blocks). A ``model``
    content becomes an AI message as langchain-google-genai stores one: text and
    ``thinking`` blocks (thought signatures kept), code execution blocks, function
    calls as ``tool_calls`` (their signatures in
    ``additional_kwargs["__gemini_function_call_thought_signatures__"]``), and
    ``response_metadata["model_provider"] == "google_genai"``. Calls and responses
    without an ``id`` get one starting with :data:`GEMINI_NO_ID_PREFIX` (a response
    takes the id of the first unanswered call of its name), which is not written back.
    Gemini 3 ``tool_call``/``tool_response`` parts become ``server_tool_call`` and
    ``server_tool_result`` blocks, a ``function_response``'s media ``parts`` the tool
    message's media blocks, and ``video_metadata``/``media_resolution`` go to the block's
    ``extras``; all are written back. The REST API's camelCase body is read as well as
    the SDK's snake_case (and an SDK ``Content``'s ``model_dump()``, bytes and all); the
    request's settings (``tools``, ``generation_config``, ...) hold no messages and are
    not read.

    Args:
        payload: ``{"system_instruction": ..., "contents": [...]}`` (or a whole
            ``generateContent`` request body) or the contents list.

    Returns:
        The messages.

    Raises:
        ValidationError: The payload is not a Gemini request: an unknown key, a role
            other than ``user`` and ``model``, a part with a field this reader does not know.

    Example:
        >>> msgs = convert_from_gemini_contents({"contents": [
        ...     {"role": "user", "parts": [{"text": "Weather in Paris?"}]},
        ...     {"role": "model", "parts": [{"function_call": {"name": "weather", "args": {"city": "Paris"}},
        ...                                  "thought_signature": "c2ln"}]},
        ...     {"role": "user", "parts": [{"function_response": {"name": "weather",
        ...                                                       "response": {"output": "18C"}}}]}]})
        >>> [m.type for m in msgs], msgs[2].content
        (['human', 'ai', 'tool'], '{"output": "18C"}')
        >>> convert_to_gemini_contents(msgs)["contents"][1]["parts"]
        [{'function_call': {'name': 'weather', 'args': {'city': 'Paris'}}, 'thought_signature': 'c2ln'}]
    """
    out: list[BaseMessage] = []
    payload = snake_keys(payload)
    contents: Any = payload
    base = "$"
    if isinstance(payload, dict):
        check_keys(payload, _PAYLOAD_KEYS | _REQUEST_SETTINGS, "Not a key of a Gemini request", "$")
        if payload.get("system_instruction") is not None:
            out.extend(_system_messages(payload["system_instruction"]))
        contents, base = payload.get("contents"), "$.contents"
    ids: dict[str, list[str]] = {}
    for i, item in enumerate(expect_list(contents, base)):
        path = f"{base}[{i}]"
        check_keys(expect_dict(item, path), _CONTENT_KEYS, "Not a key of a Gemini content", path)
        read = by_role(item, _ROLES, "a Gemini", path)
        out.extend(read(expect_list(item.get("parts"), f"{path}.parts"), f"{path}.parts", i, ids))
    return out
