"""``convert_to_openai_messages``: messages as OpenAI Chat Completions dicts, and back.

The entry point: LangChain's output (``strict=None``) is written by the rules in
:mod:`chatschema.convert._openai_rules`, the ``strict`` mode is
:mod:`chatschema.convert._openai_strict`, and the reverse, ``convert_from_openai_messages``, is
:mod:`chatschema.convert._openai_read`. Design notes: docs/design.md, ``chatschema.convert._openai``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, overload

from chatschema._gc_pause import built
from chatschema.convert._messages import MessageLikeRepresentation
from chatschema.convert._openai_read import convert_from_openai_messages
from chatschema.convert._openai_rules import PASSES_THROUGH, TextFormat, convert_all, is_single
from chatschema.convert._openai_strict import convert_strict
from chatschema.messages import BaseMessage

__all__ = ["PASSES_THROUGH", "convert_from_openai_messages", "convert_to_openai_messages"]


@overload
def convert_to_openai_messages(  # type: ignore[overload-overlap]  # a str is also a sequence
    messages: BaseMessage | dict[str, Any] | str,
    *,
    text_format: TextFormat = "string",
    include_id: bool = False,
    pass_through_unknown_blocks: bool = True,
    strict: bool | None = None,
) -> dict[str, Any]: ...


@overload
def convert_to_openai_messages(
    messages: Sequence[MessageLikeRepresentation] | Iterable[Any],
    *,
    text_format: TextFormat = "string",
    include_id: bool = False,
    pass_through_unknown_blocks: bool = True,
    strict: bool | None = None,
) -> list[dict[str, Any]]: ...


def convert_to_openai_messages(
    messages: Any,
    *,
    text_format: TextFormat = "string",
    include_id: bool = False,
    pass_through_unknown_blocks: bool = True,
    strict: bool | None = None,
) -> dict[str, Any] | list[dict[str, Any]]:
    """Convert messages to OpenAI Chat Completions message dicts, as LangChain 1.8.3 does.

    Args:
        messages: One message-like value (a message, an OpenAI-style dict, a
            ``str``, a ``langchain_core`` message) or an iterable of message-like
            values (see :func:`chatschema.convert.convert_to_messages`). Content
            may hold OpenAI, standard v1, legacy v0, Anthropic, Bedrock
            Converse or VertexAI blocks.
        text_format: ``"string"``: string content stays a string, and content
            made only of text (strings and ``text`` blocks) is joined with
            newlines into one string; other content stays a list of parts.
            ``"block"``: string content becomes one ``text`` part, and content
            always stays a list.
        include_id: Write the message's ``id`` (when it has one) as ``"id"``.
        pass_through_unknown_blocks: Keep blocks of no known format unchanged;
            when ``False``, such a block raises ``ValueError``.
        strict: ``None`` (the default): LangChain's output, which may hold what
            the API rejects. ``True`` or ``False`` (a chatschema extension, see
            docs/compat.md): write only what the Chat Completions API takes.
            What has a faithful form there is converted (``text-plain`` blocks
            become text, a chat role ``human`` or ``ai`` becomes ``user`` or
            ``assistant``, invalid tool calls are sent with their raw arguments,
            a tool message's ``name`` that its call already gives is left out);
            anything else (audio or a file by URL, video, another provider's
            native blocks, reasoning, media outside user messages, a custom
            role, keys the API does not have) raises
            :class:`~chatschema.ConversionError` with its path (``True``) or is
            left out with a :class:`~chatschema.LossWarning` naming the path
            (``False``): a whole message left out (a custom role, a
            ``RemoveMessage``, a function message without a name) is named
            ``$[i]``, a tool call without an id ``$[i].tool_calls[k]``.

    Returns:
        For one message-like value, one dict; for an iterable, a list of dicts.
        Anthropic ``tool_result`` blocks become ``tool`` messages placed right
        after their message (which is left out when nothing else remains in
        it). Given one message that has ``tool_result`` blocks, the first of
        the resulting dicts is returned, as in LangChain.

    Raises:
        ValueError: ``text_format`` is not ``"string"`` or ``"block"``; a block
            of a known type is missing a key it needs (the message says which,
            with its place, such as ``messages[1].content[0]``); a block has no
            known format and ``pass_through_unknown_blocks`` is ``False``; a
            data block cannot be sent to Chat Completions (a file URL, a video);
            a message is a ``RemoveMessage`` (with ``strict``, it is a loss at
            ``$[i]`` instead).
        TypeError: A system message's ``additional_kwargs["__openai_role__"]``
            is not a string.
        AttributeError: A ``tool_use`` or ``function_call`` block is in a
            message that is not an AI message (LangChain fails the same way).
        chatschema.ValidationError: An item is not a valid message-like value.
        chatschema.ConversionError: With ``strict=True``, a value the API cannot
            hold, such as ``$[1].content[0]`` for a video block.

    Example:
        >>> from chatschema import AIMessage, HumanMessage, SystemMessage, ToolMessage
        >>> image = {"type": "image", "base64": "iVBORw0KGgo=", "mime_type": "image/png"}
        >>> call = {"name": "lookup", "args": {"q": "cat"}, "id": "c1"}
        >>> out = convert_to_openai_messages(
        ...     [
        ...         SystemMessage([{"type": "text", "text": "Be brief."}]),
        ...         HumanMessage(["What is this?", image]),
        ...         AIMessage("", tool_calls=[call]),
        ...         ToolMessage("a cat", tool_call_id="c1"),
        ...     ]
        ... )
        >>> out[0]
        {'role': 'system', 'content': 'Be brief.'}
        >>> out[1]["content"][1]
        {'type': 'image_url', 'image_url': {'url': 'data:image/png;base64,iVBORw0KGgo='}}
        >>> out[2]["tool_calls"][0]["function"]
        {'name': 'lookup', 'arguments': '{"q": "cat"}'}
        >>> out[3]
        {'role': 'tool', 'tool_call_id': 'c1', 'content': 'a cat'}
        >>> convert_to_openai_messages({"role": "user", "content": "hi"}, text_format="block")
        {'role': 'user', 'content': [{'type': 'text', 'text': 'hi'}]}
        >>> notes = {"type": "text-plain", "text": "Notes.", "mime_type": "text/plain"}
        >>> thinking = {"type": "thinking", "thinking": "Hm.", "signature": "Eq8B"}
        >>> history = [HumanMessage([notes]), AIMessage([thinking, "Hi."])]
        >>> convert_to_openai_messages(history, strict=True)  # doctest: +ELLIPSIS
        Traceback (most recent call last):
          ...
        chatschema.errors.ConversionError: Chat Completions takes no 'thinking' block ... (at $[1].content[0])
        >>> import warnings
        >>> with warnings.catch_warnings(record=True) as lost:
        ...     warnings.simplefilter("always")
        ...     convert_to_openai_messages(history, strict=False)
        [{'role': 'user', 'content': 'Notes.'}, {'role': 'assistant', 'content': 'Hi.'}]
        >>> [w.message.path for w in lost]
        ['$[1].content[0]']
    """
    if text_format not in {"string", "block"}:
        raise ValueError(f"Unrecognized {text_format=}, expected one of 'string' or 'block'.")
    single = is_single(messages)
    items = [messages] if single else messages
    if strict is not None:
        if include_id:
            raise ValueError("include_id writes an 'id' key, which the Chat Completions API does not take")
        return built(messages, convert_strict, items, text_format, bool(strict), single)
    return built(messages, convert_all, items, text_format, include_id, pass_through_unknown_blocks, single)
