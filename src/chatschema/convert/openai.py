"""``convert_to_openai_messages``: messages as OpenAI Chat Completions dicts.

Design notes: docs/design.md, ``chatschema.convert.openai``.
"""

from __future__ import annotations

import base64
import json
import sys
import warnings
from collections.abc import Iterable, Sequence
from json.encoder import c_make_encoder, encode_basestring  # type: ignore[attr-defined]
from typing import Any, Literal, overload

from chatschema._gc_pause import built
from chatschema.blocks.factories import (
    DATA_CONTENT_BLOCK_TYPES,
    convert_to_openai_data_block,
    is_data_content_block,
)
from chatschema.convert.messages import MessageLikeRepresentation, convert_to_messages
from chatschema.convert.model_responses import parse_json_arguments
from chatschema.errors import ConversionError, LossWarning, ValidationError, json_type_name
from chatschema.messages import MESSAGE_CLASSES, BaseMessage, ToolMessage

__all__ = ["PASSES_THROUGH", "convert_from_openai_messages", "convert_to_openai_messages"]

TextFormat = Literal["string", "block"]

_ROLES: dict[str, str] = {
    "ai": "assistant",
    "AIMessageChunk": "assistant",
    "human": "user",
    "HumanMessageChunk": "user",
    "tool": "tool",
    "ToolMessageChunk": "tool",
    "function": "function",
    "FunctionMessageChunk": "function",
}
"""OpenAI roles of the message types whose role is fixed."""

_AI_TYPES = frozenset(("ai", "AIMessageChunk"))
_TOOL_TYPES = frozenset(("tool", "ToolMessageChunk"))
_SYSTEM_TYPES = frozenset(("system", "SystemMessageChunk"))
_CHAT_TYPES = frozenset(("chat", "ChatMessageChunk"))

_MESSAGE_TYPES = frozenset(MESSAGE_CLASSES.values())
"""The message classes, checked by identity before the (slower) ``isinstance``."""


_dumps_unicode = json.JSONEncoder(ensure_ascii=False).encode
"""``json.dumps(value, ensure_ascii=False)``, without building an encoder per call."""

_encode_unchecked: Any = (
    c_make_encoder(None, json.JSONEncoder().default, encode_basestring, None, ": ", ", ", False, False, True)
    if c_make_encoder is not None
    else None
)
"""The C encoder ``json.dumps(value, ensure_ascii=False)`` builds, built once and without the
circular reference check: the same text for every value it encodes; a circular value ends in a
RecursionError, so whatever fails is encoded again with :data:`_dumps_unicode` for the error
``json.dumps`` raises."""


_KEPT_TYPES = {"thinking", "reasoning"}
"""Tags kept as they are even when unknown blocks are not passed through."""

PASSES_THROUGH: frozenset[str] = frozenset(
    {
        "reasoning",
        "non_standard",
        "tool_call",
        "tool_call_chunk",
        "invalid_tool_call",
        "server_tool_call",
        "server_tool_call_chunk",
        "server_tool_result",
    }
)
"""The standard block tags that :func:`convert_to_openai_messages` sends unchanged, as LangChain does.

Chat Completions has no content part for these, and LangChain 1.8 neither converts nor drops
them: ``reasoning`` blocks are always kept as they are (a later step, such as langchain-openai's
request builder, decides what to send), and the others are kept only while
``pass_through_unknown_blocks`` is true (otherwise they raise ``ValueError`` like any unknown
block). Tool calls reach OpenAI from ``message.tool_calls``, not from content blocks. Every
other standard tag (``text``, ``refusal``, ``image``, ``audio``, ``video``, ``file``,
``text-plain``) has a rule of its own. ``tests/blocks/test_translator_coverage.py`` runs the
converter on the schema's examples of every standard tag and fails when a tag is neither
converted by a rule nor listed here, or is listed here but changed.
"""


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
            (``False``).

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
            a message is a ``RemoveMessage``.
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
    single = _is_single(messages)
    items = [messages] if single else messages
    if strict is not None:
        if include_id:
            raise ValueError("include_id writes an 'id' key, which the Chat Completions API does not take")
        return built(messages, _convert_strict, items, text_format, bool(strict), single)
    return built(messages, _convert_all, items, text_format, include_id, pass_through_unknown_blocks, single)


_CHAT_ROLES = frozenset({"system", "developer", "user", "assistant", "tool", "function"})


def convert_from_openai_messages(messages: Any) -> list[BaseMessage]:
    """Read OpenAI Chat Completions messages into messages: :func:`convert_to_openai_messages` reversed.

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
        >>> from chatschema import AIMessage, HumanMessage
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


def _convert_all(
    messages: Any,
    text_format: TextFormat,
    include_id: bool,
    pass_through_unknown_blocks: bool,
    single: bool,
) -> dict[str, Any] | list[dict[str, Any]]:
    """:func:`convert_to_openai_messages` of a list of message-likes (of one, for ``single``)."""
    items: list[Any] = _as_messages(messages)
    out: list[dict[str, Any]] = []
    if text_format != "string":
        for i, message in enumerate(items):
            _convert_message(message, i, text_format, include_id, pass_through_unknown_blocks, out)
        return out[0] if single else out
    # The common case inline: a message of a known class with string content.
    append = out.append
    shapes = _SHAPES
    encode = _encode_unchecked
    join = "".join
    ai, tool = _AI, _TOOL
    for i, message in enumerate(items):
        shape = shapes.get(type(message))
        content = message.content
        if shape is None or type(content) is not str or encode is None:
            _convert_message(message, i, text_format, include_id, pass_through_unknown_blocks, out)
            continue
        role, kind = shape
        oai: dict[str, Any] = {"role": role or _openai_role(message, message.type)}
        name = message.name
        if name:
            oai["name"] = name
        if kind is ai:
            calls = message.tool_calls
            if calls:
                try:
                    oai["tool_calls"] = [
                        {
                            "type": "function",
                            "id": call["id"],
                            "function": {"name": call["name"], "arguments": join(encode(call["args"], 0))},
                        }
                        for call in calls
                    ]
                except Exception:  # again, for the error json.dumps raises
                    oai["tool_calls"] = _openai_tool_calls_with(calls, _dumps_unicode)
        extra = message.additional_kwargs
        if extra:
            refusal = extra.get("refusal")
            if refusal:
                oai["refusal"] = refusal
        if kind is tool:
            oai["tool_call_id"] = message.tool_call_id
        if include_id and message.id:
            oai["id"] = message.id
        oai["content"] = content
        append(oai)
    return out[0] if single else out


_AI = "ai"
_TOOL = "tool"
_SHAPES: dict[type, tuple[str | None, str]] = {}
"""For each message class whose ``type`` is the class's tag: the fixed OpenAI role (None for
system and chat messages, whose role depends on the message) and ``"ai"``, ``"tool"`` or ``""``."""


def _is_single(value: Any) -> bool:
    """Whether ``value`` is one message-like value rather than a sequence of them."""
    if isinstance(value, (BaseMessage, dict, str)):
        return True
    # A langchain_core message (a pydantic model, which iterates over its fields).
    lc_base = getattr(sys.modules.get("langchain_core.messages.base"), "BaseMessage", None)
    return lc_base is not None and isinstance(value, lc_base)


def _as_messages(items: Iterable[Any]) -> list[BaseMessage]:
    """The items as chatschema messages; all are converted before any is translated."""
    prompt_values = sys.modules.get("langchain_core.prompt_values")
    if prompt_values is not None and isinstance(items, prompt_values.PromptValue):
        items = items.to_messages()
    messages = list(items)
    if all(map(_MESSAGE_TYPES.__contains__, map(type, messages))):
        return messages
    for message in messages:
        if type(message) not in _MESSAGE_TYPES and not isinstance(message, BaseMessage):
            return convert_to_messages(messages)
    return messages


_TAGS: dict[type, str] = {}
"""The type tag of each message class whose ``type`` is the class's tag (as for all of chatschema's)."""
_TYPE_PROPERTY = BaseMessage.__dict__["type"]


def _tag(message: Any) -> str:
    """``message.type``; remembered for its class when every message of the class has the same."""
    tag: str = message.type
    cls = type(message)
    if getattr(cls, "type", None) is _TYPE_PROPERTY and len(_TAGS) < 1024:
        _TAGS[cls] = tag
        if tag in _ROLES or tag in _SYSTEM_TYPES or tag in _CHAT_TYPES:
            kind = _AI if tag in _AI_TYPES else _TOOL if tag in _TOOL_TYPES else ""
            _SHAPES[cls] = (_ROLES.get(tag), kind)
    return tag


def _openai_role(message: Any, tag: str) -> str:
    role = _ROLES.get(tag)
    if role is not None:
        return role
    if tag in _SYSTEM_TYPES:
        role = message.additional_kwargs.get("__openai_role__", "system")
        if not isinstance(role, str):
            raise TypeError(f"Expected '__openai_role__' to be a str, got {type(role).__name__}")
        return role
    if tag in _CHAT_TYPES:
        chat_role: str = message.role
        return chat_role
    raise ValueError(f"Unknown BaseMessage type {message.__class__}.")


def _openai_tool_calls(tool_calls: list[dict[str, Any]]) -> list[dict[str, Any]]:
    encode = _encode_unchecked
    if encode is not None:
        join = "".join
        try:
            return [
                {
                    "type": "function",
                    "id": call["id"],
                    "function": {"name": call["name"], "arguments": join(encode(call["args"], 0))},
                }
                for call in tool_calls
            ]
        except Exception:  # again, for the error json.dumps raises
            pass
    return _openai_tool_calls_with(tool_calls, _dumps_unicode)


def _openai_tool_calls_with(tool_calls: list[dict[str, Any]], dumps: Any) -> list[dict[str, Any]]:
    return [
        {
            "type": "function",
            "id": call["id"],
            "function": {"name": call["name"], "arguments": dumps(call["args"])},
        }
        for call in tool_calls
    ]


def _b64(data: Any) -> str:
    return base64.b64encode(data).decode("utf-8")


def _is_data_block(block: dict[str, Any], tag: Any) -> bool:
    """LangChain's ``is_data_content_block`` (v1 and v0 multimodal data blocks)."""
    if tag not in DATA_CONTENT_BLOCK_TYPES:  # the schema's tags: a tuple, compared with == as LangChain does
        return False
    return is_data_content_block(block)


class _Ctx:
    """What the blocks of one message share while they are translated."""

    __slots__ = ("_call_ids", "i", "message", "oai", "pass_through", "strict", "text_format", "tool_messages")

    def __init__(
        self,
        message: Any,
        i: int,
        oai: dict[str, Any],
        text_format: str,
        pass_through: bool,
        strict: _Strict | None = None,
    ):
        self.strict = strict
        self.message = message
        self.i = i
        self.oai = oai
        self.text_format = text_format
        self.pass_through = pass_through
        self.tool_messages: list[dict[str, Any]] = []
        self._call_ids: set[Any] | None = None

    def has_tool_call(self, call_id: Any) -> bool:
        """Whether the message's ``tool_calls`` has one with this id (one pass over them in all)."""
        calls = self.message.tool_calls  # AttributeError on non-AI messages, as in LangChain
        if self._call_ids is None:
            self._call_ids = {call["id"] for call in calls}
        try:
            return call_id in self._call_ids
        except TypeError:  # an unhashable id equals none of them
            return any(call["id"] == call_id for call in calls)

    def add_tool_call(self, call_id: Any, name: Any, arguments: Any) -> None:
        calls = self.oai.get("tool_calls", [])
        self.oai["tool_calls"] = calls
        calls.append({"type": "function", "id": call_id, "function": {"name": name, "arguments": arguments}})


def _where(ctx: _Ctx, j: int) -> str:
    return f"Unrecognized content block at messages[{ctx.i}].content[{j}]"


def _missing(block: Any, keys: tuple[str, ...]) -> list[str]:
    return [key for key in keys if key not in block]


def _convert_message(
    message: Any,
    i: int,
    text_format: str,
    include_id: bool,
    pass_through: bool,
    out: list[dict[str, Any]],
    strict: _Strict | None = None,
) -> None:
    """Append the OpenAI dict(s) of ``message``, the ``i``-th message, to ``out``; with ``strict``, only
    the parts Chat Completions takes (the others are converted, or lost as ``strict`` says)."""
    tag = _TAGS.get(type(message)) or _tag(message)
    name = message.name
    oai: dict[str, Any] = {"role": _ROLES.get(tag) or _openai_role(message, tag)}
    if name:
        oai["name"] = name
    if tag in _AI_TYPES:
        calls = message.tool_calls
        if calls:
            oai["tool_calls"] = _openai_tool_calls(calls)
    extra = message.additional_kwargs
    if extra:
        refusal = extra.get("refusal")
        if refusal:
            oai["refusal"] = refusal
    if tag in _TOOL_TYPES:
        oai["tool_call_id"] = message.tool_call_id
    if include_id and message.id:
        oai["id"] = message.id

    raw = message.content
    content: Any
    tool_messages: list[dict[str, Any]] = []
    if type(raw) is str:
        if text_format == "string":
            content = raw
        else:
            content = [{"type": "text", "text": raw}] if raw else []
    elif not raw:
        content = "" if text_format == "string" else []
    elif isinstance(raw, str):
        content = raw if text_format == "string" else [{"type": "text", "text": raw}]
    elif (
        text_format == "string"
        and all(isinstance(block, str) or block.get("type") == "text" for block in raw)
        and (strict is None or all(isinstance(block, str) or _TEXT_KEYS.issuperset(block) for block in raw))
    ):
        content = "\n".join(block if isinstance(block, str) else block["text"] for block in raw)
    else:
        ctx = _Ctx(message, i, oai, text_format, pass_through, strict)
        content = []
        convert = _convert_block if strict is None else _strict_block
        for j, block in enumerate(raw):
            convert(ctx, j, block, content)
        tool_messages = ctx.tool_messages
        if text_format == "string" and not any(part["type"] != "text" for part in content):
            content = "\n".join(part["text"] for part in content)
    oai["content"] = content
    if raw and not content and tool_messages:
        out.extend(tool_messages)
    else:
        out.append(oai)
        out.extend(tool_messages)


def _convert_block(ctx: _Ctx, j: int, block: Any, content: list[Any]) -> None:
    """Append the OpenAI part(s) of content block ``j`` to ``content`` (or act on ``ctx``)."""
    if isinstance(block, str):
        content.append({"type": "text", "text": block})
        return
    tag = block.get("type")
    match tag:
        case "text":
            if "text" not in block:
                raise ValueError(
                    f"{_where(ctx, j)} has 'type': 'text' but is missing expected key(s) "
                    f"['text']. Full content block:\n\n{block}"
                )
            content.append({"type": block["type"], "text": block["text"]})
        case "image_url":
            if "image_url" not in block:
                raise ValueError(
                    f"{_where(ctx, j)} has 'type': 'image_url' but is missing expected key(s) "
                    f"['image_url']. Full content block:\n\n{block}"
                )
            content.append({"type": "image_url", "image_url": block["image_url"]})
        case "image" if "url" in block:  # the usual v1 image blocks, as the rule below reads them
            content.append({"type": "image_url", "image_url": {"url": block["url"]}})
        case "image" if "base64" in block and "mime_type" in block:
            data = block["data"] if "data" in block else block["base64"]
            content.append(
                {"type": "image_url", "image_url": {"url": f"data:{block['mime_type']};base64,{data}"}}
            )
        case _ if _is_data_block(block, tag):
            content.append(_data_part(block))
        case _ if tag == "image" or "image" in block:
            content.append(_image_part(ctx, j, block))
        case "file" if isinstance(block.get("file"), dict) and isinstance(
            block["file"].get("file_data"), str
        ):
            if block["file"].get("filename") is None:
                content.append({**block, "file": {**block["file"], "filename": "LC_AUTOGENERATED"}})
            else:
                content.append(block)
        case "input_audio" if (
            isinstance(block.get("input_audio"), dict)
            and isinstance(block["input_audio"].get("data"), str)
            and isinstance(block["input_audio"].get("format"), str)
        ):
            content.append(block)
        case "tool_use":
            _tool_use(ctx, j, block)
        case "function_call":
            _function_call(ctx, j, block, content)
        case "tool_result":
            _tool_result(ctx, j, block)
        case _ if tag == "json" or "json" in block:
            if "json" not in block:
                raise ValueError(
                    f"{_where(ctx, j)} has 'type': 'json' but does not have a 'json' key. "
                    f"Full content block:\n\n{block}"
                )
            content.append({"type": "text", "text": json.dumps(block["json"])})
        case _ if tag == "guard_content" or "guard_content" in block:
            content.append(_guard_content(ctx, j, block))
        case "media":
            content.append(_media_part(ctx, j, block))
        case "refusal":
            # Only the text is sent; a refusal without text (Anthropic's, often) has nothing to send.
            if block.get("refusal"):
                content.append({"type": "refusal", "refusal": block["refusal"]})
        case _ if tag in _KEPT_TYPES or ctx.pass_through:
            content.append(block)
        case _:
            raise ValueError(
                f"{_where(ctx, j)} does not match OpenAI, Anthropic, Bedrock Converse, or VertexAI "
                f"format. Full content block:\n\n{block}"
            )


def _data_part(block: dict[str, Any]) -> dict[str, Any]:
    """A standard (v1 or v0) data block as an OpenAI part."""
    part: dict[str, Any] = convert_to_openai_data_block(block)
    if part.get("type") == "file" and "file" in part and "filename" not in part["file"]:
        part["file"]["filename"] = "LC_AUTOGENERATED"
    return part


def _image_url(url: str) -> dict[str, Any]:
    return {"type": "image_url", "image_url": {"url": url}}


def _image_part(ctx: _Ctx, j: int, block: dict[str, Any]) -> dict[str, Any]:
    """An Anthropic (``source``) or Bedrock Converse (``image``) image as an ``image_url`` part."""
    source = block.get("source")
    if source:
        if missing := _missing(source, ("media_type", "type", "data")):
            raise ValueError(
                f"{_where(ctx, j)} has 'type': 'image' but 'source' is missing expected key(s) "
                f"{missing}. Full content block:\n\n{block}"
            )
        return _image_url(f"data:{source['media_type']};{source['type']},{source['data']}")
    image = block.get("image")
    if image:
        if missing := _missing(image, ("source", "format")):
            raise ValueError(
                f"{_where(ctx, j)} has key 'image', but 'image' is missing expected key(s) "
                f"{missing}. Full content block:\n\n{block}"
            )
        data = _b64(image["source"]["bytes"])
        return _image_url(f"data:image/{image['format']};base64,{data}")
    raise ValueError(
        f"{_where(ctx, j)} has 'type': 'image' but does not have a 'source' or 'image' key. "
        f"Full content block:\n\n{block}"
    )


def _tool_use(ctx: _Ctx, j: int, block: dict[str, Any]) -> None:
    """An Anthropic ``tool_use`` block: a tool call, unless the message already has it."""
    if missing := _missing(block, ("id", "name", "input")):
        raise ValueError(
            f"{_where(ctx, j)} has 'type': 'tool_use', but is missing expected key(s) "
            f"{missing}. Full content block:\n\n{block}"
        )
    if not ctx.has_tool_call(block["id"]):
        ctx.add_tool_call(block["id"], block["name"], _dumps_unicode(block["input"]))


def _function_call(ctx: _Ctx, j: int, block: dict[str, Any], content: list[Any]) -> None:
    """A Responses ``function_call`` item: a tool call, unless the message already has it."""
    if not ctx.has_tool_call(block.get("call_id")):
        if missing := _missing(block, ("call_id", "name", "arguments")):
            # LangChain names the block 'tool_use' here too.
            raise ValueError(
                f"{_where(ctx, j)} has 'type': 'tool_use', but is missing expected key(s) "
                f"{missing}. Full content block:\n\n{block}"
            )
        ctx.add_tool_call(block.get("call_id"), block.get("name"), block.get("arguments"))
    if ctx.pass_through:
        content.append(block)


def _tool_result(ctx: _Ctx, j: int, block: dict[str, Any]) -> None:
    """An Anthropic ``tool_result`` block: a tool message after this message."""
    if missing := _missing(block, ("content", "tool_use_id")):
        raise ValueError(
            f"{_where(ctx, j)} has 'type': 'tool_result', but is missing expected key(s) "
            f"{missing}. Full content block:\n\n{block}"
        )
    status: Literal["success", "error"] = "error" if block.get("is_error") else "success"
    tool_message = ToolMessage(content=block["content"], tool_call_id=block["tool_use_id"], status=status)
    # LangChain converts it on its own, with the defaults for the other options.
    strict = None if ctx.strict is None else _Strict(ctx.strict.raises, f"{ctx.strict.base}.content[{j}]")
    _convert_message(tool_message, 0, ctx.text_format, False, True, ctx.tool_messages, strict)


def _guard_content(ctx: _Ctx, j: int, block: dict[str, Any]) -> dict[str, Any]:
    """A Bedrock Converse ``guard_content`` block as a ``text`` part."""
    if "guard_content" not in block or "text" not in block["guard_content"]:
        raise ValueError(
            f"{_where(ctx, j)} has 'type': 'guard_content' but does not have a "
            f"messages[{ctx.i}].content[{j}]['guard_content']['text'] key. Full content block:\n\n{block}"
        )
    text = block["guard_content"]["text"]
    if isinstance(text, dict):
        text = text["text"]
    return {"type": "text", "text": text}


def _media_part(ctx: _Ctx, j: int, block: dict[str, Any]) -> dict[str, Any]:
    """A VertexAI ``media`` block (images only) as an ``image_url`` part."""
    if missing := _missing(block, ("mime_type", "data")):
        raise ValueError(
            f"{_where(ctx, j)} has 'type': 'media' but does not have key(s) {missing}. "
            f"Full content block:\n\n{block}"
        )
    if "image" not in block["mime_type"]:
        raise ValueError(
            "OpenAI messages can only support text and image data. Received content block with media "
            f"of type: {block['mime_type']}"
        )
    return _image_url(f"data:{block['mime_type']};base64,{_b64(block['data'])}")


# -- strict: only what the Chat Completions API takes ---------------------------------------------

_ROLE_PARTS: dict[str, frozenset[str]] = {
    "system": frozenset({"text"}),
    "developer": frozenset({"text"}),
    "user": frozenset({"text", "image_url", "input_audio", "file"}),
    "assistant": frozenset({"text", "refusal"}),
    "tool": frozenset({"text"}),
    "function": frozenset({"text"}),  # joined into the string content it must be
}
"""Content part types each role takes (``openai.types.chat.ChatCompletionMessageParam``)."""

_ROLE_KEYS: dict[str, frozenset[str]] = {
    "system": frozenset({"role", "content", "name"}),
    "developer": frozenset({"role", "content", "name"}),
    "user": frozenset({"role", "content", "name"}),
    "assistant": frozenset({"role", "content", "name", "tool_calls", "function_call", "refusal", "audio"}),
    "tool": frozenset({"role", "content", "tool_call_id"}),
    "function": frozenset({"role", "content", "name"}),
}
"""Keys each role's message takes."""

_ROLE_ALIASES = {"human": "user", "ai": "assistant"}
"""Chat message roles with a faithful Chat Completions role."""

_PART_KEYS: dict[str, tuple[frozenset[str], str | None, frozenset[str]]] = {
    "text": (frozenset({"type", "text"}), None, frozenset()),
    "refusal": (frozenset({"type", "refusal"}), None, frozenset()),
    "image_url": (frozenset({"type", "image_url"}), "image_url", frozenset({"url", "detail"})),
    "input_audio": (frozenset({"type", "input_audio"}), "input_audio", frozenset({"data", "format"})),
    "file": (frozenset({"type", "file"}), "file", frozenset({"file_data", "file_id", "filename"})),
}
"""Per part type: its keys, the key of its nested object, and that object's keys."""

_TEXT_KEYS = frozenset({"type", "text", "id", "index"})
"""Keys of a text block that are sent as a text part without losing anything (ids and stream
positions are not content)."""

_EMPTY_EXTRAS = ("annotations", "extras")


class _Strict:
    """How strict mode loses what it cannot write, and the path of the message (or block) it is in."""

    __slots__ = ("base", "raises")

    def __init__(self, raises: bool, base: str) -> None:
        self.raises = raises
        self.base = base

    def lose(self, path: str, message: str) -> None:
        if self.raises:
            raise ConversionError(message, path)
        warnings.warn(LossWarning(f"dropped: {message}", path), stacklevel=5)


def _convert_strict(
    messages: Any, text_format: TextFormat, raises: bool, single: bool
) -> dict[str, Any] | list[dict[str, Any]]:
    """:func:`convert_to_openai_messages` with ``strict``: each message's dicts checked when written."""
    items: list[Any] = _as_messages(messages)
    out: list[dict[str, Any]] = []
    call_names: dict[Any, Any] = {}
    for i, message in enumerate(items):
        strict = _Strict(raises, f"$[{i}]")
        tag = _TAGS.get(type(message)) or _tag(message)
        if tag in _CHAT_TYPES and message.role not in _ROLE_KEYS:
            alias = _ROLE_ALIASES.get(message.role)
            if alias is None:
                strict.lose(f"$[{i}].role", f"Chat Completions has no role {message.role!r}")
                continue
            message = message.model_copy(update={"role": alias})
        start = len(out)
        _convert_message(message, i, text_format, False, True, out, strict)  # the part check decides
        kept = [oai for oai in out[start:] if _strict_message(oai, message, strict, call_names)]
        out[start:] = kept
        if tag in _AI_TYPES:
            call_names.update((call.get("id"), call.get("name")) for call in message.tool_calls)
    return out[0] if single else out


def _strict_message(oai: dict[str, Any], message: Any, strict: _Strict, call_names: dict[Any, Any]) -> bool:
    """Make one written dict what the API takes; False when the whole message is lost."""
    base = strict.base
    role = oai["role"]
    keys = _ROLE_KEYS.get(role)
    if keys is None:
        strict.lose(base, f"Chat Completions has no role {role!r}")
        return False
    if role == "function" and not oai.get("name"):
        strict.lose(f"{base}.name", "Chat Completions needs the name of a function message")
        return False
    if role == "tool" and "name" in oai:
        name = oai.pop("name")
        if call_names.get(oai.get("tool_call_id")) != name:  # else its call says it already
            strict.lose(f"{base}.name", "Chat Completions takes no name on a tool message")
    if role == "assistant":
        calls = oai.get("tool_calls", [])
        for k, call in enumerate(calls):
            if not isinstance(call["id"], str):
                strict.lose(f"{base}.tool_calls[{k}].id", "Chat Completions needs a tool call id")
        calls = [call for call in calls if isinstance(call["id"], str)]
        calls.extend(_invalid_calls(message, strict))
        if calls:
            oai["tool_calls"] = calls
        else:
            oai.pop("tool_calls", None)
    for key in [key for key in oai if key not in keys]:
        del oai[key]
        strict.lose(f"{base}.{key}", f"Chat Completions takes no {key!r} on a {role} message")
    content = oai["content"]
    if role == "function" and isinstance(content, list):
        oai["content"] = "\n".join(part["text"] for part in content)
    return True


def _invalid_calls(message: Any, strict: _Strict) -> list[dict[str, Any]]:
    """An AI message's invalid tool calls, sent as tool calls with their arguments as written."""
    out = []
    for k, call in enumerate(getattr(message, "invalid_tool_calls", ())):
        call_id, name, args = call.get("id"), call.get("name"), call.get("args")
        if isinstance(call_id, str) and isinstance(name, str) and isinstance(args, (str, type(None))):
            out.append(
                {"type": "function", "id": call_id, "function": {"name": name, "arguments": args or ""}}
            )
        else:
            strict.lose(
                f"{strict.base}.invalid_tool_calls[{k}]", "Chat Completions needs a tool call's id and name"
            )
    return out


def _strict_block(ctx: _Ctx, j: int, block: Any, content: list[Any]) -> None:
    """:func:`_convert_block`, keeping only parts the message's role takes; the rest is converted or lost."""
    strict = ctx.strict
    assert strict is not None
    where = f"{strict.base}.content[{j}]"
    role = ctx.oai["role"]
    tag = "text" if isinstance(block, str) else block.get("type")
    match tag:
        case "text" if not isinstance(block, str):
            if "text" in block:
                _lose_keys(strict, where, block, _TEXT_KEYS)
        case "text-plain":
            text = _plain_text(block)
            if text is None:
                strict.lose(where, "Chat Completions cannot hold a text-plain block without its text")
            else:
                _lose_keys(strict, where, block, _PLAIN_TEXT_KEYS)
                content.append({"type": "text", "text": text})
            return
        case "tool_use" | "function_call" if ctx.oai["role"] != "assistant":
            strict.lose(where, f"Chat Completions takes no {tag!r} block in {role} messages")
            return
        case "function_call":  # the call is sent in tool_calls; the block is not content
            _function_call(ctx, j, block, [])
            return
    before = len(content)
    try:
        _convert_block(ctx, j, block, content)
    except ConversionError:  # from a tool_result's own content, with its path
        raise
    except (ValueError, KeyError, TypeError, AttributeError):  # audio or a file by URL, video, a
        # block without the keys of its kind (LangChain fails on some with KeyError or TypeError)
        del content[before:]
        strict.lose(where, f"Chat Completions cannot hold this {tag!r} block")
        return
    allowed = _ROLE_PARTS[role]
    for part in content[before:]:
        kind = part.get("type") if isinstance(part, dict) else None
        if kind not in allowed or not _part_ok(part, kind):
            del content[before:]
            what = f"{tag!r} block" if kind == tag or kind not in allowed else f"{tag!r} block as {kind!r}"
            strict.lose(where, f"Chat Completions takes no {what} in {role} messages")
            return


def _lose_keys(strict: _Strict, where: str, block: dict[str, Any], keys: frozenset[str]) -> None:
    for key in block:
        if key not in keys and not (key in _EMPTY_EXTRAS and not block[key]):
            strict.lose(f"{where}.{key}", f"Chat Completions has no place for a block's {key!r}")


_PLAIN_TEXT_KEYS = frozenset({"type", "text", "base64", "mime_type", "id", "index"})


def _plain_text(block: dict[str, Any]) -> str | None:
    """The text of a text-plain block, given inline or as base64 of UTF-8; None for one given by reference."""
    text = block.get("text")
    if isinstance(text, str):
        return text
    data = block.get("base64")
    if isinstance(data, str):
        try:
            return base64.b64decode(data, validate=True).decode("utf-8")
        except (ValueError, UnicodeDecodeError):
            return None
    return None


def _part_ok(part: dict[str, Any], kind: str) -> bool:
    """Whether a written part has only the keys its type has, and holds decodable data."""
    keys, nested, inner = _PART_KEYS[kind]
    if not keys.issuperset(part):
        return False
    if nested is None:
        return isinstance(part.get(kind), str)
    value = part.get(nested)
    if not isinstance(value, dict) or not inner.issuperset(value):
        return False
    match kind:
        case "image_url":
            url = value.get("url")
            return isinstance(url, str) and (not url.startswith("data:") or _data_url_ok(url))
        case "input_audio":
            return value.get("format") in ("wav", "mp3") and _b64_ok(value.get("data"))
        case _:  # file
            data = value.get("file_data")
            return (data is None or (isinstance(data, str) and _data_url_ok(data))) and (
                data is not None or isinstance(value.get("file_id"), str)
            )


def _data_url_ok(url: str) -> bool:
    head, comma, data = url.partition(",")
    return bool(comma) and head.endswith(";base64") and _b64_ok(data)


def _b64_ok(data: Any) -> bool:
    if not isinstance(data, str):
        return False
    try:
        base64.b64decode(data, validate=True)
    except ValueError:
        return False
    return True
