"""Approximate token counting, as ``langchain_core.messages.utils.count_tokens_approximately``.

The count needs no tokenizer: characters of content, role, name, tool calls
and tool call ids divided by ``chars_per_token``, rounded up per message,
plus a fixed number of tokens per message and per image.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from typing import Any

from chatschema._message_loops import approx_chars, approx_counts, block_chars
from chatschema.convert._to_messages import to_messages
from chatschema.messages._base import BaseMessage
from chatschema.messages._kinds import kind_of

__all__ = ["count_tokens_approximately"]


def count_tokens_approximately(
    messages: Iterable[Any],
    *,
    chars_per_token: float = 4.0,
    extra_tokens_per_message: float = 3.0,
    count_name: bool = True,
    tokens_per_image: int = 85,
    use_usage_metadata_scaling: bool = False,
    tools: list[Any] | None = None,
) -> int:
    """Estimate how many tokens the messages (and tool definitions) take, without a tokenizer.

    Per message, these characters are counted: string content, or for list
    content its strings, ``text`` blocks and the ``repr`` of other blocks;
    the ``repr`` of an AI message's tool calls when its content is a string;
    a tool message's ``tool_call_id``; the OpenAI role (``user``,
    ``assistant``, ...); and the name when ``count_name`` is set. The
    characters divided by ``chars_per_token`` are rounded up per message, so
    the count of a list is the sum of the counts of its messages.
    ``extra_tokens_per_message`` is added per message and
    ``tokens_per_image`` per ``image``/``image_url`` block. The result
    matches LangChain's for the same messages.

    Args:
        messages: Messages or message-like values (converted with
            :func:`chatschema.convert._messages.convert_to_messages`).
        chars_per_token: Characters per token; about 4 for English text.
        extra_tokens_per_message: Tokens added per message (special tokens
            around each message).
        count_name: Count message names.
        tokens_per_image: Tokens counted per image block, instead of its data.
        use_usage_metadata_scaling: When every AI message names the same
            ``response_metadata["model_provider"]``, scale the estimate by
            ``usage_metadata["total_tokens"]`` of the last AI message that
            has it, divided by the estimate up to that message; the factor
            is kept between 1 and 1.25.
        tools: Tool definitions sent with the messages: dicts (counted as
            their JSON), or tool objects with ``name``, ``description`` and
            ``tool_call_schema`` (a JSON Schema dict or a pydantic model).

    Returns:
        The estimated token count, rounded up.

    Raises:
        TypeError: A system message has a ``__openai_role__`` that is not a string.
        ValueError: A message has no OpenAI role (``RemoveMessage``).

    Example:
        >>> from chatschema import AIMessage, HumanMessage
        >>> count_tokens_approximately([HumanMessage("Hello there")])  # (11 + len("user")) / 4 -> 4, + 3
        7
        >>> count_tokens_approximately([HumanMessage("Hello there"), AIMessage("Hi!")])
        13
    """
    converted = to_messages(messages)
    token_count = 0.0
    tools_tokens = 0
    if tools:
        tools_chars = 0
        for tool in tools:
            tools_chars += len(json.dumps(tool if isinstance(tool, dict) else _tool_dict(tool)))
        tools_tokens = math.ceil(tools_chars / chars_per_token)
        token_count += tools_tokens

    chars, images = approx_chars(converted, count_name)
    if (
        not use_usage_metadata_scaling
        and type(chars_per_token) in (int, float)
        and chars_per_token > 0
        and _whole(extra_tokens_per_message)
        and _whole(tokens_per_image)
    ):
        # Every term is a whole number >= 0, so adding them up as integers gives
        # the float sum exactly (while it stays below 2**53).
        total = tools_tokens + int(extra_tokens_per_message) * len(chars)
        if chars_per_token == 4:
            total -= sum([-n // 4 for n in chars])
        else:
            total += sum([math.ceil(n / chars_per_token) for n in chars])
        if images:
            total += int(tokens_per_image) * sum(images.values())
        if total < 1 << 53:
            return total

    provider: Any = None
    mixed_providers = False
    last_total: int | None = None
    approx_at_last: float | None = None
    for i, message in enumerate(converted):
        for _ in range(images.get(i, 0)):
            token_count += tokens_per_image
        token_count += math.ceil(chars[i] / chars_per_token)
        token_count += extra_tokens_per_message

        if use_usage_metadata_scaling and kind_of(message) == "ai":
            ai: Any = message
            this_provider = ai.response_metadata.get("model_provider")
            if provider is None:
                provider = this_provider
            elif this_provider != provider:
                mixed_providers = True
            usage = ai.usage_metadata
            if usage and isinstance(total := usage.get("total_tokens"), int):
                last_total = total
                approx_at_last = token_count

    if (
        use_usage_metadata_scaling
        and len(converted) > 1
        and not mixed_providers
        and provider is not None
        and last_total is not None
        and approx_at_last
        and approx_at_last > 0
    ):
        token_count *= min(1.25, max(1.0, last_total / approx_at_last))
    return math.ceil(token_count)


def _whole(value: Any) -> bool:
    """Whether ``value`` is a whole number >= 0 (an int, or a float such as ``3.0``)."""
    kind = type(value)
    if kind is int:
        return bool(value >= 0)
    return kind is float and value >= 0 and value.is_integer()


def approximate_message_tokens(message: BaseMessage) -> int:
    """The default approximate count of one message (what ``token_counter="approximate"`` adds up).

    With the default parameters every message counts a whole number of
    tokens, so the count of a list is the sum of these.

    Returns:
        ``count_tokens_approximately([message])``.

    Raises:
        TypeError: As :func:`count_tokens_approximately`.
        ValueError: As :func:`count_tokens_approximately`.

    Example:
        >>> from chatschema import HumanMessage
        >>> approximate_message_tokens(HumanMessage("Hello there"))
        7
    """
    return approx_counts([message])[0]


def approximate_prefix_counts(message: BaseMessage, blocks: list[Any]) -> list[int]:
    """Default approximate counts of ``message`` holding the first 0, 1, ... of ``blocks`` as its content.

    Computed in one pass (``trim_messages`` looks for the most blocks that fit).

    Args:
        message: A message; its content is replaced by the blocks.
        blocks: Content blocks.

    Returns:
        ``counts[j] == approximate_message_tokens(message with content blocks[:j])``.

    Example:
        >>> from chatschema import HumanMessage
        >>> approximate_prefix_counts(HumanMessage("x"), ["abcd", {"type": "image", "url": "u"}])
        [4, 5, 90]
    """
    fixed = approx_chars([message.model_copy(update={"content": []})], True)[0][0]
    counts = [math.ceil(fixed / 4.0) + 3]
    chars = fixed
    images = 0
    for block in blocks:
        n = block_chars(block)
        if n < 0:
            images += 1
        else:
            chars += n
        counts.append(85 * images + math.ceil(chars / 4.0) + 3)
    return counts


def langchain_tool_calls(calls: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Tool calls as LangChain holds them: exactly ``name``, ``args``, ``id``, ``type``, in that order.

    chatschema keeps the keys of a tool call in the order given, and keeps
    keys LangChain drops (such as ``extras``); text built from the ``repr``
    of tool calls uses this form so that it matches LangChain's.

    Args:
        calls: The ``tool_calls`` of an AI message.

    Returns:
        New dicts.

    Example:
        >>> langchain_tool_calls([{"id": "1", "args": {}, "name": "f", "type": "tool_call", "extras": {}}])
        [{'name': 'f', 'args': {}, 'id': '1', 'type': 'tool_call'}]
    """
    return [
        {"name": call.get("name"), "args": call.get("args"), "id": call.get("id"), "type": "tool_call"}
        for call in calls
    ]


def openai_role(message: BaseMessage) -> str:
    """The OpenAI chat role of a message: ``assistant``, ``user``, ``tool``, ``system``, ...

    Returns:
        The role. A system message may override it with
        ``additional_kwargs["__openai_role__"]``; a chat message gives its ``role``.

    Raises:
        TypeError: ``__openai_role__`` is not a string.
        ValueError: The message has no role (``RemoveMessage``).

    Example:
        >>> from chatschema import SystemMessage
        >>> openai_role(SystemMessage("x", additional_kwargs={"__openai_role__": "developer"}))
        'developer'
    """
    kind = kind_of(message)
    if kind in _ROLES:
        return _ROLES[kind]
    if kind == "system":
        role = message.additional_kwargs.get("__openai_role__", "system")
        if not isinstance(role, str):
            raise TypeError(f"Expected '__openai_role__' to be a str, got {type(role).__name__}")
        return role
    if kind == "chat":
        return message.role  # type: ignore[attr-defined, no-any-return]
    raise ValueError(f"Unknown BaseMessage type {message.__class__}.")


_ROLES = {"ai": "assistant", "human": "user", "tool": "tool", "function": "function"}


def _tool_dict(tool: Any) -> dict[str, Any]:
    """A tool object in the form counted: name, description and parameters schema."""
    schema = tool.tool_call_schema
    if isinstance(schema, dict):
        parameters = dict(schema)
    elif hasattr(schema, "model_json_schema"):
        parameters = dict(schema.model_json_schema())
    else:  # pydantic v1 model
        parameters = dict(schema.schema())
    parameters.pop("title", None)
    parameters.pop("description", None)
    return {"name": tool.name, "description": tool.description, "parameters": parameters}
