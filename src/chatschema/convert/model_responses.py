"""Model responses into an ``AIMessage``: Anthropic, Gemini, OpenAI Chat Completions and Responses.

Each reader takes the provider SDK's response object or a dict (the object's ``model_dump()``,
``model_dump(mode="json")``, or the same shape from the HTTP API in snake_case), and fills
``content``, ``tool_calls``, ``usage_metadata`` and ``response_metadata`` as LangChain's provider
package does for one non-streaming call (langchain-anthropic, langchain-google-genai,
langchain-openai), so ``.content_blocks`` gives what LangChain's translators give. No SDK is
imported: an object is read through its ``model_dump()`` (or ``to_dict()``). Design notes:
docs/design.md, ``chatschema.convert.model_responses``.
"""

from __future__ import annotations

import base64
import binascii
import datetime
import enum
import io
import json
import re
import uuid
import wave
from collections.abc import Callable
from typing import Any

from chatschema.errors import ValidationError, json_type_name
from chatschema.messages import AIMessage

__all__ = [
    "ai_message_from_anthropic",
    "ai_message_from_gemini",
    "ai_message_from_openai",
    "ai_message_from_openai_responses",
    "parse_json_arguments",
]

Json = dict[str, Any]


# -- reading the input ----------------------------------------------------------------------------


def _as_dict(response: Any) -> Json:
    """The response as a dict: as it is, or through the SDK object's ``model_dump()``/``to_dict()``."""
    if isinstance(response, dict):
        return response
    for method in ("model_dump", "to_dict"):
        dump = getattr(response, method, None)
        if callable(dump):
            out = dump()
            if isinstance(out, dict):
                return out
    raise ValidationError(
        f"Expected `object` or an SDK response object, got `{json_type_name(response)}`", "$"
    )


def _obj(value: Any, path: str, *, optional: bool = False) -> Json:
    if value is None and optional:
        return {}
    if not isinstance(value, dict):
        raise ValidationError(f"Expected `object`, got `{json_type_name(value)}`", path)
    return value


def _arr(value: Any, path: str, *, optional: bool = False) -> list[Any]:
    if value is None and optional:
        return []
    if not isinstance(value, list):
        raise ValidationError(f"Expected `array`, got `{json_type_name(value)}`", path)
    return value


def _str(value: Any, path: str) -> str:
    if not isinstance(value, str):
        raise ValidationError(f"Expected `str`, got `{json_type_name(value)}`", path)
    return value


def _int(value: Any) -> int:
    """A token count: an int, or 0 for a missing one."""
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _b64(value: bytes) -> str:
    return base64.b64encode(value).decode("ascii")


def _b64_text(value: Any, path: str) -> str:
    """Binary data as standard base64 text: bytes are encoded; text (standard or URL-safe base64,
    as ``model_dump(mode="json")`` writes it) is checked and given in the standard alphabet."""
    if isinstance(value, bytes):
        return _b64(value)
    text = _str(value, path)
    try:
        if "-" in text or "_" in text:
            return _b64(base64.urlsafe_b64decode(text))
        base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raise ValidationError("Expected base64 text", path) from None
    return text


def _plain(value: Any) -> Any:
    """``value`` as JSON values: enum members by value, bytes as base64, datetimes in ISO format."""
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    if isinstance(value, enum.Enum):
        return _plain(value.value)
    if isinstance(value, bytes):
        return _b64(value)
    if isinstance(value, (datetime.datetime, datetime.date)):
        return value.isoformat()
    return value


def _without_none(value: Any) -> Any:
    """``value`` as JSON values, without the ``None`` entries of its objects (``exclude_none``)."""
    if isinstance(value, dict):
        return {key: _without_none(item) for key, item in value.items() if item is not None}
    if isinstance(value, (list, tuple)):
        return [_without_none(item) for item in value]
    return _plain(value)


def _details(**counts: Any) -> dict[str, int]:
    return {
        key: count for key, count in counts.items() if isinstance(count, int) and not isinstance(count, bool)
    }


def parse_json_arguments(arguments: Any) -> tuple[Any, str | None]:
    """Tool call arguments given as JSON text, as a tool call or an invalid tool call takes them.

    Args:
        arguments: The arguments as written by the provider (OpenAI writes JSON text).

    Returns:
        ``(args, None)`` when they are a JSON object (or empty: ``{}``); otherwise
        ``(arguments, error)``, the arguments as given and what is wrong with them, for an
        invalid tool call.

    Example:
        >>> parse_json_arguments('{"city": "Oslo"}')
        ({'city': 'Oslo'}, None)
        >>> parse_json_arguments('{"city": ')[1]
        'Arguments are not valid JSON: Expecting value: line 1 column 10 (char 9)'
        >>> parse_json_arguments("[1]")
        ('[1]', 'Arguments are JSON `array`, not an object')
    """
    if not arguments:
        return {}, None
    if not isinstance(arguments, str):
        return arguments, f"Expected JSON text, got `{json_type_name(arguments)}`"
    try:
        args = json.loads(arguments, strict=False)
    except (ValueError, RecursionError) as error:
        return arguments, f"Arguments are not valid JSON: {error}"
    if not isinstance(args, dict):
        return arguments, f"Arguments are JSON `{json_type_name(args)}`, not an object"
    return args, None


# -- Anthropic ------------------------------------------------------------------------------------


def ai_message_from_anthropic(response: Any) -> AIMessage:
    """An ``AIMessage`` from an Anthropic Messages API response, as langchain-anthropic builds it.

    The content is the response's blocks (keys that are ``None`` left out), or the text when the
    response is one text block without citations. ``tool_use`` blocks are also the message's
    ``tool_calls``. ``response_metadata`` holds the response's fields but ``content``, ``role``
    and ``type`` (``id``, ``model``, ``stop_reason``, ``stop_sequence``, ``usage``...), with
    ``model_name`` and ``model_provider="anthropic"``. ``usage_metadata`` counts cached input
    tokens (read, and written, per cache lifetime when given) in ``input_tokens``, as Anthropic's
    own ``input_tokens`` leaves them out.

    Args:
        response: An ``anthropic.types.Message``, or a dict of the same shape (its ``model_dump()``).

    Returns:
        The message.

    Raises:
        chatschema.ValidationError: The response is not an object of that shape; the path says
            where, such as ``$.content[1].input``.

    Example:
        >>> message = ai_message_from_anthropic({
        ...     "id": "msg_01", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
        ...     "content": [
        ...         {"type": "text", "text": "Let me check."},
        ...         {"type": "tool_use", "id": "toolu_1", "name": "weather", "input": {"city": "Oslo"}},
        ...     ],
        ...     "stop_reason": "tool_use", "stop_sequence": None,
        ...     "usage": {"input_tokens": 20, "output_tokens": 9, "cache_read_input_tokens": 100},
        ... })
        >>> message.tool_calls
        [{'name': 'weather', 'args': {'city': 'Oslo'}, 'id': 'toolu_1', 'type': 'tool_call'}]
        >>> message.usage_metadata  # doctest: +NORMALIZE_WHITESPACE
        {'input_tokens': 120, 'output_tokens': 9, 'total_tokens': 129,
         'input_token_details': {'cache_read': 100}}
        >>> message.response_metadata["stop_reason"], message.response_metadata["model_provider"]
        ('tool_use', 'anthropic')
        >>> [block["type"] for block in message.content_blocks]
        ['text', 'tool_call']
    """
    data = _as_dict(response)
    content = [
        _anthropic_block(block, f"$.content[{j}]")
        for j, block in enumerate(_arr(data.get("content"), "$.content"))
    ]
    calls = [
        {"name": block["name"], "args": block["input"], "id": block["id"], "type": "tool_call"}
        for block in content
        if block["type"] == "tool_use"
    ]
    metadata: Json = {
        key: _plain(value) for key, value in data.items() if key not in ("content", "role", "type")
    }
    if "model" in metadata and "model_name" not in metadata:
        metadata["model_name"] = metadata["model"]
    metadata["model_provider"] = "anthropic"
    body: Any = content
    if len(content) == 1 and content[0]["type"] == "text" and not content[0].get("citations"):
        body = content[0].get("text", "")
    return AIMessage(
        body,
        tool_calls=calls,
        usage_metadata=_anthropic_usage(_obj(data.get("usage"), "$.usage", optional=True)),
        response_metadata=metadata,
    )


def _anthropic_block(block: Any, path: str) -> Json:
    out: Json = {key: _plain(value) for key, value in _obj(block, path).items() if value is not None}
    _str(out.get("type"), f"{path}.type")
    if out["type"] == "tool_use":
        _str(out.get("id"), f"{path}.id")
        _str(out.get("name"), f"{path}.name")
        _obj(out.get("input"), f"{path}.input")
    return out


def _anthropic_usage(usage: Json) -> Json:
    cache_read = usage.get("cache_read_input_tokens")
    cache_creation = usage.get("cache_creation_input_tokens")
    by_lifetime = _details(**_obj(usage.get("cache_creation"), "$.usage.cache_creation", optional=True))
    by_lifetime = {
        key: by_lifetime[key]
        for key in ("ephemeral_5m_input_tokens", "ephemeral_1h_input_tokens")
        if key in by_lifetime
    }
    written = sum(by_lifetime.values())
    if written > 0:
        cache_creation = 0  # counted by lifetime instead
    details = _details(cache_read=cache_read, cache_creation=cache_creation, **by_lifetime)
    input_tokens = _int(usage.get("input_tokens")) + _int(cache_read) + (written or _int(cache_creation))
    output_tokens = _int(usage.get("output_tokens"))
    return {
        "input_tokens": input_tokens,
        "output_tokens": output_tokens,
        "total_tokens": input_tokens + output_tokens,
        "input_token_details": details,
    }


# -- OpenAI Chat Completions ----------------------------------------------------------------------


def ai_message_from_openai(response: Any) -> AIMessage:
    """An ``AIMessage`` from the first choice of a Chat Completions response, as langchain-openai builds it.

    The content is the choice's text (``""`` when there is none). Raw ``tool_calls`` and a
    ``function_call`` stay in ``additional_kwargs`` and become ``tool_calls`` (or
    ``invalid_tool_calls`` when the arguments are not JSON); ``refusal``, ``audio``,
    ``annotations`` and a ``reasoning_content`` string go to ``additional_kwargs`` too.
    ``response_metadata`` holds ``token_usage``, ``model_provider="openai"``, ``model_name``,
    ``system_fingerprint``, ``id``, ``service_tier`` (when set), ``finish_reason`` and
    ``logprobs``; ``usage_metadata`` has the audio, cached and reasoning token details (under
    ``priority_``/``flex_`` names for those service tiers, as langchain-openai writes them).

    Args:
        response: An ``openai.types.chat.ChatCompletion``, or a dict of the same shape.

    Returns:
        The message.

    Raises:
        chatschema.ValidationError: The response is not of that shape, has no choices, or
            carries an ``error``.

    Example:
        >>> message = ai_message_from_openai({
        ...     "id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "gpt-4.1-mini",
        ...     "choices": [{"index": 0, "finish_reason": "tool_calls", "logprobs": None, "message": {
        ...         "role": "assistant", "content": None, "tool_calls": [{"id": "call_1", "type": "function",
        ...         "function": {"name": "weather", "arguments": '{"city": "Oslo"}'}}]}}],
        ...     "usage": {"prompt_tokens": 30, "completion_tokens": 12, "total_tokens": 42,
        ...               "prompt_tokens_details": {"cached_tokens": 0}},
        ... })
        >>> message.content, message.tool_calls[0]["args"]
        ('', {'city': 'Oslo'})
        >>> message.response_metadata["finish_reason"], message.response_metadata["model_name"]
        ('tool_calls', 'gpt-4.1-mini')
        >>> message.usage_metadata  # doctest: +NORMALIZE_WHITESPACE
        {'input_tokens': 30, 'output_tokens': 12, 'total_tokens': 42,
         'input_token_details': {'cache_read': 0}, 'output_token_details': {}}
    """
    data = _as_dict(response)
    if data.get("error"):
        raise ValidationError(f"The response is an error: {data['error']!r}", "$.error")
    choices = _arr(data.get("choices"), "$.choices")
    if not choices:
        raise ValidationError("A response without choices has no message", "$.choices")
    choice = _obj(choices[0], "$.choices[0]")
    raw = _obj(choice.get("message"), "$.choices[0].message")
    path = "$.choices[0].message"
    content = raw.get("content") or ""
    if not isinstance(content, (str, list)):
        raise ValidationError(f"Expected `str`, got `{json_type_name(content)}`", f"{path}.content")
    extra: Json = {}
    if function_call := raw.get("function_call"):
        extra["function_call"] = dict(_obj(function_call, f"{path}.function_call"))
    if tool_calls := raw.get("tool_calls"):
        extra["tool_calls"] = _plain(_arr(tool_calls, f"{path}.tool_calls"))
    for key in ("audio", "refusal", "annotations"):
        if value := raw.get(key):
            extra[key] = _plain(value)
    if isinstance(raw.get("reasoning_content"), str):
        extra["reasoning_content"] = raw["reasoning_content"]
    usage = data.get("usage")
    tier = data.get("service_tier")
    metadata: Json = {
        "token_usage": usage,
        "model_provider": "openai",
        "model_name": data.get("model"),
        "system_fingerprint": data.get("system_fingerprint", ""),
    }
    if "id" in data:
        metadata["id"] = data["id"]
    if tier:
        metadata["service_tier"] = tier
    metadata["finish_reason"] = choice.get("finish_reason")
    if "logprobs" in choice:
        metadata["logprobs"] = choice["logprobs"]
    fields: Json = {}
    if isinstance(raw.get("name"), str):
        fields["name"] = raw["name"]
    if usage:
        fields["usage_metadata"] = _openai_usage(
            _obj(usage, "$.usage"), tier, ("prompt_tokens", "completion_tokens"), "prompt", "completion"
        )
    return AIMessage(content, additional_kwargs=extra, response_metadata=_plain(metadata), **fields)


def _openai_usage(usage: Json, tier: Any, names: tuple[str, str], inputs: str, outputs: str) -> Json:
    """``usage_metadata`` from the usage of Chat Completions (``prompt``/``completion`` names)
    or of Responses (``input``/``output`` names)."""
    input_tokens, output_tokens = _int(usage.get(names[0])), _int(usage.get(names[1]))
    total = usage.get("total_tokens")
    total_tokens = total if isinstance(total, int) else input_tokens + output_tokens
    prefix = f"{tier}_" if tier in ("priority", "flex") else ""
    read = _obj(usage.get(f"{inputs}_tokens_details"), f"$.usage.{inputs}_tokens_details", optional=True)
    wrote = _obj(usage.get(f"{outputs}_tokens_details"), f"$.usage.{outputs}_tokens_details", optional=True)
    input_details = _details(
        audio=read.get("audio_tokens"), **{f"{prefix}cache_read": read.get("cached_tokens")}
    )
    output_details = _details(
        audio=wrote.get("audio_tokens"), **{f"{prefix}reasoning": wrote.get("reasoning_tokens")}
    )
    if prefix:  # tokens of the tier, besides the cached and reasoning ones (priced apart)
        input_details[tier] = input_tokens - input_details.get(f"{prefix}cache_read", 0)
        output_details[tier] = output_tokens - output_details.get(f"{prefix}reasoning", 0)
    return {
        "input_tokens": input_tokens,
        "output_tokens": output_tokens,
        "total_tokens": total_tokens,
        "input_token_details": input_details,
        "output_token_details": output_details,
    }


# -- OpenAI Responses -----------------------------------------------------------------------------

_RESPONSE_METADATA = (
    "created_at",
    "id",
    "incomplete_details",
    "metadata",
    "object",
    "status",
    "user",
    "model",
    "service_tier",
)
"""The response fields langchain-openai keeps in ``response_metadata``."""

_KEPT_ITEMS = frozenset(
    {
        "reasoning",
        "compaction",
        "web_search_call",
        "file_search_call",
        "computer_call",
        "code_interpreter_call",
        "mcp_call",
        "mcp_list_tools",
        "mcp_approval_request",
        "image_generation_call",
        "tool_search_call",
        "tool_search_output",
    }
)
"""Output items kept in the content as they are (without ``None`` entries)."""


def ai_message_from_openai_responses(response: Any) -> AIMessage:
    """An ``AIMessage`` from an OpenAI Responses API response, as langchain-openai builds it.

    The content is a list (langchain-openai's ``responses/v1`` format): each ``output_text`` of
    an output message becomes a ``text`` block with its ``annotations`` and the message ``id``
    (and ``phase``); a ``refusal`` a ``refusal`` block; ``function_call`` and
    ``custom_tool_call`` items are kept and become ``tool_calls`` (``invalid_tool_calls`` when
    the arguments are not a JSON object); ``reasoning`` (with ``encrypted_content``), built-in
    tool calls and MCP items are kept as they are. Other items are not read. The message ``id``
    is the response's; ``response_metadata`` holds ``id``, ``created_at``, ``model``,
    ``status``, ``service_tier``... with ``model_name`` and ``model_provider="openai"``.

    Args:
        response: An ``openai.types.responses.Response``, or a dict of the same shape.

    Returns:
        The message.

    Raises:
        chatschema.ValidationError: The response is not of that shape or carries an ``error``.

    Example:
        >>> message = ai_message_from_openai_responses({
        ...     "id": "resp_1", "object": "response", "created_at": 1, "model": "gpt-5",
        ...     "status": "completed",
        ...     "output": [
        ...         {"type": "reasoning", "id": "rs_1", "summary": [], "encrypted_content": "gAAA"},
        ...         {"type": "message", "id": "msg_1", "role": "assistant", "status": "completed",
        ...          "content": [{"type": "output_text", "text": "Hi!", "annotations": []}]},
        ...     ],
        ...     "usage": {"input_tokens": 5, "output_tokens": 30, "total_tokens": 35,
        ...               "output_tokens_details": {"reasoning_tokens": 26}},
        ... })
        >>> message.id, [block["type"] for block in message.content_blocks]
        ('resp_1', ['reasoning', 'text'])
        >>> message.content[1]
        {'type': 'text', 'text': 'Hi!', 'annotations': [], 'id': 'msg_1'}
        >>> message.usage_metadata["output_token_details"]
        {'reasoning': 26}
    """
    data = _as_dict(response)
    if data.get("error"):
        raise ValidationError(f"The response is an error: {data['error']!r}", "$.error")
    plain = _without_none(data)
    metadata: Json = {key: plain[key] for key in _RESPONSE_METADATA if key in plain}
    metadata["model_provider"] = "openai"
    metadata["model_name"] = metadata.get("model")
    content: list[Any] = []
    calls: list[Json] = []
    invalid: list[Json] = []
    for i, item in enumerate(_arr(data.get("output"), "$.output")):
        path = f"$.output[{i}]"
        tag = _obj(item, path).get("type")
        match tag:
            case "message":
                content.extend(_responses_message(item, path))
            case "function_call":
                content.append(_without_none(item))
                args, error = parse_json_arguments(item.get("arguments"))
                call = {"name": item.get("name"), "args": args, "id": item.get("call_id")}
                if error is None:
                    calls.append({**call, "type": "tool_call"})
                else:
                    invalid.append({**call, "error": error, "type": "invalid_tool_call"})
            case "custom_tool_call":
                content.append(_without_none(item))
                calls.append(
                    {
                        "name": item.get("name"),
                        "args": {"__arg1": item.get("input")},
                        "id": item.get("call_id"),
                        "type": "tool_call",
                    }
                )
            case _ if tag in _KEPT_ITEMS:
                content.append(_without_none(item))
    fields: Json = {}
    if usage := data.get("usage"):
        fields["usage_metadata"] = _openai_usage(
            _obj(usage, "$.usage"),
            data.get("service_tier"),
            ("input_tokens", "output_tokens"),
            "input",
            "output",
        )
    return AIMessage(
        content,
        id=metadata.get("id"),
        tool_calls=calls,
        invalid_tool_calls=invalid,
        response_metadata=metadata,
        **fields,
    )


def _responses_message(item: Json, path: str) -> list[Json]:
    out: list[Json] = []
    phase = item.get("phase")
    for j, part in enumerate(_arr(item.get("content"), f"{path}.content")):
        part = _obj(part, f"{path}.content[{j}]")
        match part.get("type"):
            case "output_text":
                annotations = part.get("annotations")
                block: Json = {
                    "type": "text",
                    "text": part.get("text"),
                    "annotations": [_annotation(a) for a in annotations]
                    if isinstance(annotations, list)
                    else [],
                    "id": item.get("id"),
                }
            case "refusal":
                block = {"type": "refusal", "refusal": part.get("refusal"), "id": item.get("id")}
            case _:
                continue
        if phase is not None:
            block["phase"] = phase
        out.append(block)
    return out


def _annotation(annotation: Any) -> Any:
    """An annotation as langchain-openai keeps it: a file citation's ``index`` is its ``file_index``
    (LangChain reserves ``index`` for streaming)."""
    annotation = _plain(annotation)
    if isinstance(annotation, dict) and annotation.get("type") == "file_citation" and "index" in annotation:
        annotation = {("file_index" if key == "index" else key): value for key, value in annotation.items()}
    return annotation


# -- Gemini ---------------------------------------------------------------------------------------

THOUGHT_SIGNATURES_KEY = "__gemini_function_call_thought_signatures__"
"""The ``additional_kwargs`` key where langchain-google-genai keeps the thought signatures of
function calls, by tool call id."""

_GEMINI_MAJOR = re.compile(r"gemini-(\d+)")


def _list_content(model: Any) -> bool:
    """Whether Gemini text comes as blocks (Gemini 3 and later), as langchain-google-genai decides it."""
    found = _GEMINI_MAJOR.search(model.lower()) if isinstance(model, str) else None
    return found is not None and int(found.group(1)) >= 3


def ai_message_from_gemini(response: Any) -> AIMessage:
    """An ``AIMessage`` from a Gemini response's first candidate, as langchain-google-genai builds it.

    Parts become content: text (a string, or ``text`` blocks for Gemini 3 models and for parts
    with a thought signature, which goes to ``extras["signature"]``), ``thinking`` blocks (with
    their ``signature``), ``executable_code`` and ``code_execution_result`` blocks, and images as
    ``image_url`` data URLs; audio goes to ``additional_kwargs["audio"]`` as WAV bytes. Function
    calls become ``tool_calls``, with the call's ``id`` (a new UUID when Gemini gave none), and
    their thought signatures go to ``additional_kwargs`` under :data:`THOUGHT_SIGNATURES_KEY`.
    ``response_metadata`` holds ``prompt_feedback``, ``finish_reason``, ``model_name`` (the
    response's ``model_version``), ``safety_ratings``, ``grounding_metadata`` and
    ``model_provider="google_genai"`` (also for a response without candidates, so that
    ``.content_blocks`` shows a blocked prompt as a refusal). Binary signatures are given as
    standard base64 text and enum values as their names.

    Args:
        response: A ``google.genai.types.GenerateContentResponse``, or a dict of the same shape
            (its ``model_dump()``, with snake_case keys).

    Returns:
        The message.

    Raises:
        chatschema.ValidationError: The response is not of that shape; the path says where,
            such as ``$.candidates[0].content.parts[2].function_call.args``.

    Example:
        >>> message = ai_message_from_gemini({
        ...     "model_version": "gemini-2.5-flash",
        ...     "candidates": [{"finish_reason": "STOP", "content": {"role": "model", "parts": [
        ...         {"text": "Checking.\\n"},
        ...         {"function_call": {"id": "fc_1", "name": "weather", "args": {"days": 2.0}}},
        ...     ]}}],
        ...     "usage_metadata": {"prompt_token_count": 10, "candidates_token_count": 8,
        ...                        "thoughts_token_count": 20, "total_token_count": 38},
        ... })
        >>> message.content, message.tool_calls
        ('Checking.', [{'name': 'weather', 'args': {'days': 2}, 'id': 'fc_1', 'type': 'tool_call'}])
        >>> message.usage_metadata["output_tokens"], message.usage_metadata["output_token_details"]
        (28, {'reasoning': 20})
        >>> message.response_metadata["finish_reason"], message.response_metadata["model_provider"]
        ('STOP', 'google_genai')
    """
    data = _as_dict(response)
    metadata: Json = {}
    if data.get("prompt_feedback"):
        metadata["prompt_feedback"] = _plain(_obj(data["prompt_feedback"], "$.prompt_feedback"))
    model = data.get("model_version")
    usage = _gemini_usage(_obj(data.get("usage_metadata"), "$.usage_metadata", optional=True))
    fields: Json = {"usage_metadata": usage} if usage else {}
    candidates = _arr(data.get("candidates"), "$.candidates", optional=True)
    if not candidates:
        metadata.update(model_provider="google_genai", model_name=model or "")
        return AIMessage("", response_metadata=metadata, **fields)
    candidate = _obj(candidates[0], "$.candidates[0]")
    reason = candidate.get("finish_reason")
    if reason:
        metadata["finish_reason"] = reason.name if isinstance(reason, enum.Enum) else str(reason)
        metadata["model_name"] = model or ""
    ratings = candidate.get("safety_ratings")
    metadata["safety_ratings"] = _plain(_arr(ratings, "$.candidates[0].safety_ratings")) if ratings else []
    metadata["model_provider"] = "google_genai"
    if grounding := candidate.get("grounding_metadata"):
        grounding = _plain(_obj(grounding, "$.candidates[0].grounding_metadata"))
        for key in ("grounding_supports", "grounding_chunks", "web_search_queries", "image_search_queries"):
            if key in grounding and grounding[key] is None:
                grounding[key] = []
        metadata["grounding_metadata"] = grounding
    parts = _GeminiParts(_list_content(model))
    body = _obj(candidate.get("content"), "$.candidates[0].content", optional=True)
    for k, part in enumerate(_arr(body.get("parts"), "$.candidates[0].content.parts", optional=True)):
        parts.read(_obj(part, f"$.candidates[0].content.parts[{k}]"), f"$.candidates[0].content.parts[{k}]")
    content: Any = parts.content
    if content is None:
        content = [] if parts.blocks else ""
    return AIMessage(
        content,
        additional_kwargs=parts.extra,
        tool_calls=parts.calls,
        invalid_tool_calls=parts.invalid,
        response_metadata=metadata,
        **fields,
    )


def _gemini_usage(usage: Json) -> Json | None:
    input_tokens = _int(usage.get("prompt_token_count"))
    thoughts = _int(usage.get("thoughts_token_count"))
    output_tokens = _int(usage.get("candidates_token_count")) + thoughts
    total = _int(usage.get("total_token_count"))
    cached = _int(usage.get("cached_content_token_count"))
    if input_tokens + output_tokens + cached + total <= 0:
        return None
    out: Json = {
        "input_tokens": input_tokens,
        "output_tokens": output_tokens,
        "total_tokens": total,
        "input_token_details": {"cache_read": cached},
    }
    if thoughts > 0:
        out["output_token_details"] = {"reasoning": thoughts}
    return out


def _whole_floats(value: Any) -> Any:
    """Floats that are whole numbers as ints, all the way down (function call arguments)."""
    if isinstance(value, dict):
        return {key: _whole_floats(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_whole_floats(item) for item in value]
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def _wav(pcm: bytes) -> bytes:
    """Gemini's raw audio (16-bit mono PCM at 24 kHz) as a WAV file."""
    out = io.BytesIO()
    with wave.open(out, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(24000)
        wav.writeframes(pcm)
    return out.getvalue()


class _GeminiParts:
    """The content, tool calls and extra fields read from the parts of one candidate."""

    def __init__(self, blocks: bool) -> None:
        self.blocks = blocks
        self.content: str | list[Any] | None = None
        self.extra: Json = {}
        self.calls: list[Json] = []
        self.invalid: list[Json] = []

    def add(self, item: Any) -> None:
        if self.content is None:
            self.content = item if isinstance(item, str) else [item]
        elif isinstance(self.content, str):
            self.content = [self.content, item]
        else:
            self.content.append(item)

    def read(self, part: Json, path: str) -> None:
        signature = part.get("thought_signature")
        signature = _b64_text(signature, f"{path}.thought_signature") if signature else None
        text = part.get("text")
        if text is not None:
            text = _str(text, f"{path}.text").rstrip("\n")
        if part.get("thought"):
            thinking: Json = {"type": "thinking", "thinking": part.get("text")}
            if signature:
                thinking["signature"] = signature
            self.add(thinking)
        elif text or (text is not None and signature):
            self.text(text or "", signature)
        for key, reader in _GEMINI_PARTS.items():
            if part.get(key) is not None:
                reader(self, _obj(part[key], f"{path}.{key}"), f"{path}.{key}", signature)

    def text(self, text: str, signature: str | None) -> None:
        block: Json = {"type": "text", "text": text}
        if signature:
            block["extras"] = {"signature": signature}
        thinking = isinstance(self.content, list) and any(
            isinstance(item, dict) and item.get("type") == "thinking" for item in self.content
        )
        self.add(block if signature or self.blocks or thinking else text)

    def code(self, code: Json, path: str, signature: str | None) -> None:
        if code.get("code") and code.get("language"):
            language = code["language"]
            self.add(
                {
                    "type": "executable_code",
                    "executable_code": code["code"],
                    "language": language.name if isinstance(language, enum.Enum) else language,
                    "id": str(uuid.uuid4()),
                }
            )

    def code_result(self, result: Json, path: str, signature: str | None) -> None:
        if result.get("output"):
            outcome = result.get("outcome")
            name = outcome.name if isinstance(outcome, enum.Enum) else outcome
            self.add(
                {
                    "type": "code_execution_result",
                    "code_execution_result": result["output"],
                    "outcome": 1 if name in (None, "OUTCOME_OK") else 2,
                    "tool_call_id": "",
                }
            )

    def inline(self, blob: Json, path: str, signature: str | None) -> None:
        data, mime_type = blob.get("data"), blob.get("mime_type")
        if not data or not isinstance(mime_type, str):
            return
        encoded = _b64_text(data, f"{path}.data")
        if mime_type.startswith("audio/"):
            self.extra["audio"] = _wav(base64.b64decode(encoded))
        if mime_type.startswith("image/"):
            image: Json = {"type": "image_url", "image_url": {"url": f"data:{mime_type};base64,{encoded}"}}
            if signature:
                image["extras"] = {"signature": signature}
            self.add(image)

    def function_call(self, call: Json, path: str, signature: str | None) -> None:
        name = call.get("name")
        args = _whole_floats(_obj(call.get("args"), f"{path}.args", optional=True))
        self.extra["function_call"] = {"name": name, "arguments": json.dumps(args)}
        call_id = call.get("id") or str(uuid.uuid4())
        if isinstance(name, str):
            self.calls.append({"name": name, "args": args, "id": call_id, "type": "tool_call"})
        else:
            error = f"Expected the function name as `str`, got `{json_type_name(name)}`"
            self.invalid.append(
                {
                    "name": None,
                    "args": json.dumps(args),
                    "id": call_id,
                    "error": error,
                    "type": "invalid_tool_call",
                }
            )
        if signature:
            self.extra.setdefault(THOUGHT_SIGNATURES_KEY, {})[call_id] = signature


_GEMINI_PARTS: dict[str, Callable[[_GeminiParts, Json, str, str | None], None]] = {
    "executable_code": _GeminiParts.code,
    "code_execution_result": _GeminiParts.code_result,
    "inline_data": _GeminiParts.inline,
    "function_call": _GeminiParts.function_call,
}
"""Part fields other than text, and their readers, in the order langchain-google-genai reads them."""
