"""``ai_message_from_anthropic``: an Anthropic Messages API response as an ``AIMessage``, as
langchain-anthropic builds it."""

from __future__ import annotations

from typing import Any

from chatschema.convert._model_responses.fields import (
    Json,
    Shape,
    array_at,
    count_of,
    object_at,
    plain_json,
    response_of,
    str_at,
    token_details,
)
from chatschema.messages import AIMessage

__all__ = ["ai_message_from_anthropic"]

_RESPONSE = Shape("an Anthropic Messages response", ("type", "message"), ("model",))


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
    data = response_of(response, _RESPONSE)
    content = [
        _anthropic_block(block, f"$.content[{j}]")
        for j, block in enumerate(array_at(data.get("content"), "$.content"))
    ]
    calls = [
        {"name": block["name"], "args": block["input"], "id": block["id"], "type": "tool_call"}
        for block in content
        if block["type"] == "tool_use"
    ]
    metadata: Json = {
        key: plain_json(value) for key, value in data.items() if key not in ("content", "role", "type")
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
        usage_metadata=_anthropic_usage(object_at(data.get("usage"), "$.usage", optional=True)),
        response_metadata=metadata,
    )


def _anthropic_block(block: Any, path: str) -> Json:
    out: Json = {key: plain_json(value) for key, value in object_at(block, path).items() if value is not None}
    str_at(out.get("type"), f"{path}.type")
    if out["type"] == "tool_use":
        str_at(out.get("id"), f"{path}.id")
        str_at(out.get("name"), f"{path}.name")
        object_at(out.get("input"), f"{path}.input")
    return out


def _anthropic_usage(usage: Json) -> Json:
    cache_read = usage.get("cache_read_input_tokens")
    cache_creation = usage.get("cache_creation_input_tokens")
    by_lifetime = token_details(
        **object_at(usage.get("cache_creation"), "$.usage.cache_creation", optional=True)
    )
    by_lifetime = {
        key: by_lifetime[key]
        for key in ("ephemeral_5m_input_tokens", "ephemeral_1h_input_tokens")
        if key in by_lifetime
    }
    written = sum(by_lifetime.values())
    if written > 0:
        cache_creation = 0  # counted by lifetime instead
    details = token_details(cache_read=cache_read, cache_creation=cache_creation, **by_lifetime)
    input_tokens = (
        count_of(usage.get("input_tokens")) + count_of(cache_read) + (written or count_of(cache_creation))
    )
    output_tokens = count_of(usage.get("output_tokens"))
    out: Json = {
        "input_tokens": input_tokens,
        "output_tokens": output_tokens,
        "total_tokens": input_tokens + output_tokens,
        "input_token_details": details,
    }
    # Thinking tokens are a part of ``output_tokens``, not added to them.
    thinking = object_at(usage.get("output_tokens_details"), "$.usage.output_tokens_details", optional=True)
    if reasoning := token_details(reasoning=thinking.get("thinking_tokens")):
        out["output_token_details"] = reasoning
    return out
