"""``ai_message_from_openai_responses``: an OpenAI Responses API response as an ``AIMessage``, as
langchain-openai builds it (its ``responses/v1`` output)."""

from __future__ import annotations

from typing import Any

from chatschema.convert._model_responses.fields import (
    Json,
    Shape,
    add_call,
    array_at,
    json_without_none,
    object_at,
    plain_json,
    response_of,
)
from chatschema.convert._model_responses.openai import openai_usage
from chatschema.errors import ValidationError, json_type_name
from chatschema.messages import AIMessage

__all__ = ["ai_message_from_openai_responses"]

_RESPONSE = Shape("an OpenAI Responses response", ("object", "response"))


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


def ai_message_from_openai_responses(response: Any) -> AIMessage:
    """An ``AIMessage`` from an OpenAI Responses API response, as langchain-openai builds it.

    The content is a list (langchain-openai's ``responses/v1`` format): each ``output_text`` of
    an output message becomes a ``text`` block with its ``annotations`` and the message ``id``
    (and ``phase``); a ``refusal`` a ``refusal`` block; ``function_call`` and
    ``custom_tool_call`` items are kept and become ``tool_calls`` (``invalid_tool_calls`` when
    the arguments are not a JSON object); ``reasoning`` (with ``encrypted_content``), built-in
    tool calls, MCP items and any other item are kept as they are (langchain-openai leaves out
    those it does not know). The message ``id``
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
    data = response_of(response, _RESPONSE)
    if data.get("error"):
        raise ValidationError(f"The response is an error: {data['error']!r}", "$.error")
    plain = json_without_none(data)
    metadata: Json = {key: plain[key] for key in _RESPONSE_METADATA if key in plain}
    metadata["model_provider"] = "openai"
    metadata["model_name"] = metadata.get("model")
    content: list[Any] = []
    calls: list[Json] = []
    invalid: list[Json] = []
    for i, item in enumerate(array_at(data.get("output"), "$.output")):
        path = f"$.output[{i}]"
        tag = object_at(item, path).get("type")
        match tag:
            case "message":
                content.extend(_responses_message(item, path))
            case "function_call":
                content.append(json_without_none(item))
                add_call(item.get("name"), item.get("arguments"), item.get("call_id"), calls, invalid)
            case "custom_tool_call":
                content.append(json_without_none(item))
                calls.append(
                    {
                        "name": item.get("name"),
                        "args": {"__arg1": item.get("input")},
                        "id": item.get("call_id"),
                        "type": "tool_call",
                    }
                )
            case str():  # reasoning, built-in tool and MCP items, and any other: kept as they are
                content.append(_item(item))
            case _:
                raise ValidationError(f"Expected `str`, got `{json_type_name(tag)}`", f"{path}.type")
    fields: Json = {}
    if usage := data.get("usage"):
        fields["usage_metadata"] = openai_usage(
            object_at(usage, "$.usage"),
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


_NULLABLE_KEYS = {"code_interpreter_call": ("code", "outputs"), "image_generation_call": ("result",)}
"""Keys an item sent back as input must have even when ``null`` (the SDK's
``Required[Optional[...]]``): kept when the other ``None`` values are left out."""


def _item(item: Json) -> Json:
    """An output item without its ``None`` values (as langchain-openai keeps it), but for the
    ``null`` keys the API requires of the item sent back."""
    out: Json = json_without_none(item)
    for key in _NULLABLE_KEYS.get(item["type"], ()):
        if key in item:
            out.setdefault(key, None)
    return out


def _responses_message(item: Json, path: str) -> list[Json]:
    out: list[Json] = []
    phase = item.get("phase")
    for j, part in enumerate(array_at(item.get("content"), f"{path}.content")):
        part = object_at(part, f"{path}.content[{j}]")
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
            case other:
                raise ValidationError(
                    f"Not a part of an output message: {other!r}", f"{path}.content[{j}].type"
                )
        if phase is not None:
            block["phase"] = phase
        out.append(block)
    return out


def _annotation(annotation: Any) -> Any:
    """An annotation as langchain-openai keeps it: a file citation's ``index`` is its ``file_index``
    (LangChain reserves ``index`` for streaming)."""
    annotation = plain_json(annotation)
    if isinstance(annotation, dict) and annotation.get("type") == "file_citation" and "index" in annotation:
        annotation = {("file_index" if key == "index" else key): value for key, value in annotation.items()}
    return annotation
