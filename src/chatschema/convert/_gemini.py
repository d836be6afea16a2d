"""Google Gemini requests: messages to ``{"system_instruction": ..., "contents": [...]}`` and back.

Parts are written with the Python SDK's (snake_case) field names. Design notes (how Gemini
state is held on messages, the loss table): docs/providers.md.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterable
from typing import Any

from chatschema.blocks._google_genai import MODEL_PROVIDERS
from chatschema.convert._provider_io import (
    Block,
    Losses,
    base64_text,
    by_role,
    calls_without_id,
    check_keys,
    content_blocks,
    data_url,
    describe,
    expect_dict,
    expect_list,
    is_tool_call_echo,
    media_kind,
    message_kind,
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
_FUNCTION_RESPONSE_KEYS = frozenset({"id", "name", "response"})


PASSES_THROUGH: frozenset[str] = frozenset()
"""Standard block tags sent unchanged: none. Each is converted or refused (docs/providers.md has the
table); ``tests/blocks/test_translator_coverage.py`` checks every tag of the schema."""

# -- messages -> Gemini ---------------------------------------------------------------------------


def _media_part(std: Block, path: str, losses: Losses) -> Block | None:
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
        case "tool_call" if role == "model":
            part = {"function_call": _function_call(std)}
        case _:
            losses.lose(f"the {describe(std)} block in a {role} turn", path)
            return None
    if part is not None and signature:
        part["thought_signature"] = signature
    return part


def _function_call(call: dict[str, Any]) -> Block:
    out: Block = {}
    call_id = call.get("id")
    if isinstance(call_id, str) and call_id and not call_id.startswith(GEMINI_NO_ID_PREFIX):
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
            part = {
                "executable_code": {"language": item.get("language"), "code": item.get("executable_code")}
            }
        case "code_execution_result":
            result = {"outcome": item.get("outcome"), "output": item.get("code_execution_result")}
            part = {"code_execution_result": result}
        case "image_url" if found := parse_data_url(_url_of(item.get("image_url"))):
            part = {"inline_data": {"mime_type": found[0], "data": found[1]}}
        case "file_data" if "file_uri" in item:
            part = {"file_data": {key: item[key] for key in ("file_uri", "mime_type") if key in item}}
        case _:
            return None
    if signature:
        part["thought_signature"] = signature
    return part


def _model_parts(message: Any, path: str, losses: Losses) -> list[Block]:
    native = model_provider(message) in PROVIDERS
    parts: list[Block] = []
    if native:
        content = message.content
        items = [content] if isinstance(content, str) and content else content
        for j, item in enumerate(items if isinstance(items, list) else []):
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
    for j, std in enumerate(content_blocks(message, f"{path}.content")):
        if is_tool_call_echo(std, call_ids):
            continue
        if (part := _part(std, f"{path}.content_blocks[{j}]", losses, False, "model")) is not None:
            parts.append(part)
    parts.extend({"function_call": _function_call(call)} for _, call in calls_without_id(message))
    return parts


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
    content = message.content
    response: Any = None
    if isinstance(content, str):
        try:
            response = json.loads(content)
        except ValueError:
            response = None
        if not isinstance(response, dict):
            response = {"error" if message.status == "error" else "output": content}
    else:
        texts = [
            part.get("text", "") for part in _user_parts(content, f"{path}.content", losses, "tool result")
        ]
        response = {"error" if message.status == "error" else "output": "".join(texts)}
    out: Block = {}
    call_id = message.tool_call_id
    if call_id and not call_id.startswith(GEMINI_NO_ID_PREFIX):
        out["id"] = call_id
    out["name"] = name
    out["response"] = response
    return {"function_response": out}


def convert_to_gemini_contents(messages: Iterable[Any], *, strict: bool = True) -> dict[str, Any]:
    """Convert messages to a Gemini request: ``{"system_instruction": ..., "contents": [...]}``.

    The result's keys are ``generate_content``'s ``config.system_instruction`` and
    ``contents`` (parts in the Python SDK's snake_case names). Every system message,
    wherever it is, adds its text parts to ``system_instruction`` in order (no key when
    there is none). Human and tool messages make ``user`` contents (tool messages
    ``function_response`` parts, merged with a human message that follows them), AI
    messages ``model`` contents. AI messages that Gemini wrote
    (``response_metadata["model_provider"]`` ``"google_genai"`` or ``"google_vertexai"``)
    keep their thought signatures, thoughts, code execution and files. Every other block
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
    after_tool = False
    conversation: list[Any] = to_messages(messages, sequence_only=True)
    for i, message in enumerate(conversation):
        path = f"$[{i}]"
        kind = message_kind(message, path, losses)
        role, parts = "user", []
        if kind == "system":
            system.extend(_user_parts(message.content, f"{path}.content", losses, "system"))
        elif kind == "human":
            parts = _user_parts(message.content, f"{path}.content", losses)
        elif kind == "tool":
            part = _function_response(message, path, names, losses)
            parts = [part] if part else []
        elif kind == "ai":
            role = "model"
            names.update((call["id"], call["name"]) for call in message.tool_calls if call.get("id"))
            parts = _model_parts(message, path, losses)
        if kind in ("human", "tool", "ai"):
            if role == "user" and after_tool and contents and contents[-1]["role"] == "user":
                contents[-1]["parts"].extend(parts)
            else:
                contents.append({"role": role, "parts": parts})
        after_tool = kind == "tool"
    out: dict[str, Any] = {}
    if system:
        out["system_instruction"] = {"parts": system}
    out["contents"] = contents
    return out


# -- Gemini -> messages ---------------------------------------------------------------------------


def _inline(part: Block, path: str) -> tuple[str, str]:
    data = expect_dict(part["inline_data"], f"{path}.inline_data")
    mime, b64 = data.get("mime_type"), data.get("data")
    if not isinstance(mime, str) or not isinstance(b64, (str, bytes)):
        raise ValidationError("inline_data needs a string `mime_type` and `data`", f"{path}.inline_data")
    return mime, b64 if isinstance(b64, str) else base64_text(b64)


def _extra_keys(part: Block, data_key: str, path: str) -> None:
    for key in part:
        if key != data_key:
            raise ValidationError(f"Not read in a {data_key} part: {key!r}", f"{path}.{key}")


def _user_block(part: Block, path: str) -> Block:
    """A part of a user content as a standard block (its data key is its tag)."""
    data_key = next(iter(part), None)
    match data_key:
        case "text":
            _extra_keys(part, "text", path)
            return {"type": "text", "text": part["text"]}
        case "inline_data":
            _extra_keys(part, "inline_data", path)
            mime, b64 = _inline(part, path)
            return {"type": media_kind(mime), "base64": b64, "mime_type": mime}
        case "file_data":
            _extra_keys(part, "file_data", path)
            file_data = expect_dict(part["file_data"], f"{path}.file_data")
            block: Block = {"type": media_kind(file_data.get("mime_type")), "url": file_data.get("file_uri")}
            if "mime_type" in file_data:
                block["mime_type"] = file_data["mime_type"]
            return block
        case _:
            raise ValidationError(f"Not a part a user turn holds: {data_key!r}", path)


def _model_block(part: Block, path: str) -> tuple[Block | None, dict[str, Any] | None]:
    """A part of a model content: ``(content block, None)`` or ``(None, function call)``."""
    signature = part.get("thought_signature")
    keys = [key for key in part if key not in ("thought_signature", "thought")]
    data_key = keys[0] if len(keys) == 1 else None
    block: Block
    match data_key:
        case "text" if part.get("thought") is True:
            block = {"type": "thinking", "thinking": part["text"]}
            if signature is not None:
                block["signature"] = signature
            return block, None
        case "function_call":
            return None, dict(expect_dict(part["function_call"], f"{path}.function_call"))
        case "text":
            block = {"type": "text", "text": part["text"]}
        case "executable_code":
            code = expect_dict(part["executable_code"], f"{path}.executable_code")
            block = {
                "type": "executable_code",
                "executable_code": code.get("code"),
                "language": code.get("language"),
            }
        case "code_execution_result":
            result = expect_dict(part["code_execution_result"], f"{path}.code_execution_result")
            block = {
                "type": "code_execution_result",
                "code_execution_result": result.get("output"),
                "outcome": result.get("outcome"),
            }
        case "inline_data":
            mime, b64 = _inline(part, path)
            block = {"type": "image_url", "image_url": {"url": data_url(mime, b64)}}
        case "file_data":
            block = {"type": "file_data", **expect_dict(part["file_data"], f"{path}.file_data")}
        case _:
            raise ValidationError(f"Not a part a model turn holds: {keys!r}", path)
    if "thought" in part:
        raise ValidationError('Only `"thought": true` on a text part is read', f"{path}.thought")
    if signature is not None:
        block["extras"] = {"signature": signature}
    return block, None


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
            signatures[call_id] = part["thought_signature"]
    kwargs = {GEMINI_THOUGHT_SIGNATURES_KEY: signatures} if signatures else {}
    metadata = {"model_provider": "google_genai"}
    return [
        AIMessage(
            copy.deepcopy(content), tool_calls=calls, additional_kwargs=kwargs, response_metadata=metadata
        )
    ]


def _tool_message(part: Block, path: str, i: int, j: int, ids: dict[str, list[str]]) -> ToolMessage:
    _extra_keys(part, "function_response", path)
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
    return ToolMessage(text, tool_call_id=call_id, name=name)


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

    Args:
        payload: ``{"system_instruction": ..., "contents": [...]}`` or the contents list.

    Returns:
        The messages.

    Raises:
        ValidationError: The payload is not a Gemini request in the SDK's snake_case
            form: an unknown key, a role other than ``user`` and ``model``, a part with
            a field this reader does not know.

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
    contents: Any = payload
    base = "$"
    if isinstance(payload, dict):
        check_keys(payload, _PAYLOAD_KEYS, "Not a key of a Gemini request", "$")
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
