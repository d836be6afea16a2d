"""``convert_from_openai_messages``: OpenAI Chat Completions messages read back into messages.

Design notes: docs/design.md, ``chatschema.convert._openai``.
"""

from __future__ import annotations

from typing import Any

from chatschema.convert._messages import convert_to_messages
from chatschema.convert._model_responses import parse_json_arguments
from chatschema.errors import ValidationError, json_type_name
from chatschema.messages import BaseMessage

__all__ = ["convert_from_openai_messages"]

_CHAT_ROLES = frozenset({"system", "developer", "user", "assistant", "tool", "function"})
_NOT_CHAT_KEYS = frozenset({"system", "system_instruction", "contents", "input", "instructions"})
"""Keys of another provider's request that hold part of the conversation: a request with one is
refused rather than read without it."""


def convert_from_openai_messages(messages: Any) -> list[BaseMessage]:
    """Read OpenAI Chat Completions messages into messages: ``convert_to_openai_messages`` reversed.

    Each item is read as :func:`chatschema.convert_to_messages` reads an OpenAI dict (a
    ``developer`` message is a ``SystemMessage`` that remembers its role, tool call arguments
    are parsed, other keys such as ``refusal`` go to ``additional_kwargs``), but a tool call
    whose arguments are not a JSON object becomes an invalid tool call (as
    ``convert_to_openai_messages(strict=...)`` writes them) instead of an error; unlike
    ``convert_to_messages``, which takes any message-like value, only Chat Completions
    messages are accepted.

    Args:
        messages: A list of Chat Completions message dicts, or a request (or fine-tuning
            record) holding them under ``"messages"``.

    Returns:
        The messages, in order.

    Raises:
        chatschema.ValidationError: An item is not a Chat Completions message (not a dict, or a
            role the API does not have), or is one that cannot be read; the path says which,
            such as ``$[2].role`` or ``$.messages[2].role`` for a request.

    Example:
        >>> from chatschema import AIMessage, HumanMessage, convert_to_openai_messages
        >>> call = {"name": "f", "args": {}, "id": "c1"}
        >>> history = [HumanMessage("Weather?"), AIMessage("", tool_calls=[call])]
        >>> request = {"messages": convert_to_openai_messages(history, strict=True)}
        >>> convert_from_openai_messages(request) == history
        True
        >>> convert_from_openai_messages([{"role": "critic", "content": "no"}])
        Traceback (most recent call last):
          ...
        chatschema.errors.ValidationError: Chat Completions has no role 'critic' (at $[0].role)
    """
    base = "$"
    if isinstance(messages, dict) and "messages" in messages:
        for key in _NOT_CHAT_KEYS & messages.keys():
            raise ValidationError(f"Not a key of a Chat Completions request: {key!r}", f"$.{key}")
        messages, base = messages["messages"], "$.messages"
    if not isinstance(messages, list):
        raise ValidationError(f"Expected `array`, got `{json_type_name(messages)}`", base)
    items = list(messages)
    invalid: dict[int, list[dict[str, Any]]] = {}
    for i, item in enumerate(items):
        if not isinstance(item, dict):
            raise ValidationError(f"Expected `object`, got `{json_type_name(item)}`", f"{base}[{i}]")
        role = item.get("role")
        if role not in _CHAT_ROLES:
            shown = role if isinstance(role, str) else json_type_name(role)
            raise ValidationError(f"Chat Completions has no role {shown!r}", f"{base}[{i}].role")
        if role == "assistant" and "content" not in item:  # optional there: the API reads it as no text
            items[i] = item = {**item, "content": None}
        if role == "assistant" and isinstance(item.get("tool_calls"), list):
            calls, bad = _split_calls(item["tool_calls"])
            if bad:
                items[i] = {**item, "tool_calls": calls}
                invalid[i] = bad
    try:
        out = convert_to_messages(items)
    except ValidationError as error:
        if base == "$":
            raise
        raise error.under(base) from None
    for i, calls in invalid.items():
        message: Any = out[i]
        message.invalid_tool_calls = [*message.invalid_tool_calls, *calls]
    return out


def _split_calls(calls: list[Any]) -> tuple[list[Any], list[dict[str, Any]]]:
    """Raw tool calls, and the invalid tool calls among them: those whose arguments are not a JSON object."""
    good: list[Any] = []
    bad: list[dict[str, Any]] = []
    for call in calls:
        function = call.get("function") if isinstance(call, dict) else None
        if isinstance(function, dict) and isinstance(function.get("arguments"), str):
            _, error = parse_json_arguments(function["arguments"])
            if error is not None or not function["arguments"]:
                bad.append(
                    {
                        "type": "invalid_tool_call",
                        "id": call.get("id"),
                        "name": function.get("name"),
                        "args": function["arguments"],
                        "error": error,
                    }
                )
                continue
        good.append(call)
    return good, bad
