"""``ai_message_from_openai``: a Chat Completions response as an ``AIMessage``, as
langchain-openai builds it; the OpenAI token usage both OpenAI readers read."""

from __future__ import annotations

from typing import Any

from chatschema.convert._model_responses.fields import (
    Json,
    add_call,
    array_at,
    as_dict,
    count_of,
    object_at,
    plain_json,
    token_details,
)
from chatschema.errors import ValidationError, json_type_name
from chatschema.messages import AIMessage

__all__ = ["ai_message_from_openai"]


def ai_message_from_openai(response: Any) -> AIMessage:
    """An ``AIMessage`` from the first choice of a Chat Completions response, as langchain-openai builds it.

    The content is the choice's text (``""`` when there is none). Raw ``tool_calls`` become
    ``tool_calls`` (or ``invalid_tool_calls`` when the arguments are not a JSON object), and are
    not kept in ``additional_kwargs`` (as langchain-openai 1.7 reads them); a legacy
    ``function_call`` stays in ``additional_kwargs``; ``refusal``, ``audio``,
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
    data = as_dict(response)
    if data.get("error"):
        raise ValidationError(f"The response is an error: {data['error']!r}", "$.error")
    choices = array_at(data.get("choices"), "$.choices")
    if not choices:
        raise ValidationError("A response without choices has no message", "$.choices")
    choice = object_at(choices[0], "$.choices[0]")
    raw = object_at(choice.get("message"), "$.choices[0].message")
    path = "$.choices[0].message"
    content = raw.get("content") or ""
    if not isinstance(content, (str, list)):
        raise ValidationError(f"Expected `str`, got `{json_type_name(content)}`", f"{path}.content")
    extra: Json = {}
    if function_call := raw.get("function_call"):
        extra["function_call"] = dict(object_at(function_call, f"{path}.function_call"))
    calls: list[Json] = []
    invalid: list[Json] = []
    for k, call in enumerate(array_at(raw.get("tool_calls") or [], f"{path}.tool_calls")):
        function = object_at(
            object_at(call, f"{path}.tool_calls[{k}]").get("function"), f"{path}.tool_calls[{k}].function"
        )
        add_call(function.get("name"), function.get("arguments"), call.get("id"), calls, invalid)
    for key in ("audio", "refusal", "annotations"):
        if value := raw.get(key):
            extra[key] = plain_json(value)
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
        fields["usage_metadata"] = openai_usage(
            object_at(usage, "$.usage"),
            tier,
            ("prompt_tokens", "completion_tokens"),
            "prompt",
            "completion",
        )
    return AIMessage(
        content,
        additional_kwargs=extra,
        response_metadata=plain_json(metadata),
        tool_calls=calls,
        invalid_tool_calls=invalid,
        **fields,
    )


def openai_usage(usage: Json, tier: Any, names: tuple[str, str], inputs: str, outputs: str) -> Json:
    """``usage_metadata`` from the usage of Chat Completions (``prompt``/``completion`` names)
    or of Responses (``input``/``output`` names).

    Every counter of the SDK's usage types lands in the token details: LangChain's keys
    (``audio``, ``cache_read``, ``cache_creation`` from ``cache_write_tokens``, ``reasoning``,
    prefixed by a ``flex``/``priority`` tier as langchain-openai does), and the counters LangChain
    has no key for under the SDK's name without ``_tokens`` (``text``, ``image``,
    ``accepted_prediction``, ``rejected_prediction``; ``cache_creation_30m``/``_12h`` from
    ``cache_write_tokens_details``)."""
    input_tokens, output_tokens = count_of(usage.get(names[0])), count_of(usage.get(names[1]))
    total = usage.get("total_tokens")
    total_tokens = total if isinstance(total, int) else input_tokens + output_tokens
    prefix = f"{tier}_" if tier in ("priority", "flex") else ""
    read = object_at(usage.get(f"{inputs}_tokens_details"), f"$.usage.{inputs}_tokens_details", optional=True)
    wrote = object_at(
        usage.get(f"{outputs}_tokens_details"), f"$.usage.{outputs}_tokens_details", optional=True
    )
    by_lifetime = object_at(
        read.get("cache_write_tokens_details"),
        f"$.usage.{inputs}_tokens_details.cache_write_tokens_details",
        optional=True,
    )
    input_details = token_details(
        audio=read.get("audio_tokens"),
        text=read.get("text_tokens"),
        image=read.get("image_tokens"),
        **{
            f"{prefix}cache_read": read.get("cached_tokens"),
            f"{prefix}cache_creation": read.get("cache_write_tokens"),
            f"{prefix}cache_creation_30m": by_lifetime.get("ttl_30m_tokens"),
            f"{prefix}cache_creation_12h": by_lifetime.get("ttl_12h_tokens"),
        },
    )
    output_details = token_details(
        audio=wrote.get("audio_tokens"),
        text=wrote.get("text_tokens"),
        accepted_prediction=wrote.get("accepted_prediction_tokens"),
        rejected_prediction=wrote.get("rejected_prediction_tokens"),
        **{f"{prefix}reasoning": wrote.get("reasoning_tokens")},
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
