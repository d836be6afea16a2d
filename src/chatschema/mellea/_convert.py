"""Conversions between mellea-style messages, chatschema (LangChain-style) messages and OpenAI dicts.

Design notes: docs/design.md, ``chatschema.mellea._convert``.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Mapping
from typing import Any

from chatschema.mellea._bridge import from_mellea
from chatschema.mellea._messages import (
    ROLES,
    AudioBlock,
    AudioUrlBlock,
    Document,
    ImageBlock,
    ImageUrlBlock,
    Message,
    Role,
    ToolMessage,
    audio_format_of_mime,
    mellea_kind,
    own_audio,
    own_documents,
    own_images,
)
from chatschema.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from chatschema.messages import ToolMessage as ChatToolMessage
from chatschema.messages._kinds import KIND_OF_TAG

__all__ = [
    "as_chat_history",
    "from_chatschema",
    "from_chatschema_messages",
    "from_openai",
    "to_chatschema",
    "to_chatschema_messages",
    "to_openai",
]

_MELLEA_ROLES = {"human": "user", "ai": "assistant", "system": "system", "tool": "tool"}
_ROLE_OF_TYPE = {tag: _MELLEA_ROLES[kind] for tag, kind in KIND_OF_TAG.items() if kind in _MELLEA_ROLES}
"""The mellea role of each message type that has one (``chat`` messages say their own)."""

_CHAT_ROLES = {"user": "user", "human": "user", "assistant": "assistant", "ai": "assistant"}
_CHAT_ROLES.update({"system": "system", "developer": "system", "tool": "tool"})
"""Roles of ``chat`` messages and OpenAI dicts, and the mellea role each stands for."""

_SKIPPED_BLOCKS = frozenset(("tool_call", "tool_call_chunk", "invalid_tool_call"))
"""Block types read from a message's tool-call lists instead."""

_NON_LINEAR = "Trying to cast a non-linear history into a chat history."


# -- mellea-style -> chatschema ----------------------------------------------------------------


def _blocks(message: Message) -> str | list[Any]:
    """The content of the chatschema message: the text, or blocks when there are attachments."""
    if not (message.images or message.audio or message.documents):
        return message.content
    blocks: list[Any] = [{"type": "text", "text": message.content}] if message.content else []
    for doc in own_documents(message) or ():
        block: dict[str, Any] = {"type": "text-plain", "mime_type": "text/plain", "text": doc.text}
        if doc.title is not None:
            block["title"] = doc.title
        if doc.doc_id is not None:
            block["id"] = doc.doc_id
        blocks.append(block)
    for image in own_images(message) or ():
        if isinstance(image, ImageUrlBlock):
            blocks.append({"type": "image", "url": image.value})
        else:
            blocks.append({"type": "image", "base64": image.base64, "mime_type": image.mime_type})
    for audio in own_audio(message) or ():
        if isinstance(audio, AudioUrlBlock):
            blocks.append({"type": "audio", "url": audio.value, "mime_type": f"audio/{audio.format}"})
        else:
            blocks.append({"type": "audio", "base64": audio.base64, "mime_type": f"audio/{audio.format}"})
    return blocks


def _parse_tool_calls(calls: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """OpenAI-style calls as chatschema ``tool_calls`` and ``invalid_tool_calls``."""
    parsed: list[dict[str, Any]] = []
    invalid: list[dict[str, Any]] = []
    for i, call in enumerate(calls):
        function = call.get("function") if isinstance(call, Mapping) else None
        if not isinstance(function, Mapping):
            raise ValueError(
                f"tool_calls[{i}] is not an OpenAI-style call with a 'function' object: {call!r}"
            )
        name, arguments, call_id = function.get("name"), function.get("arguments"), call.get("id")
        args = arguments
        if isinstance(arguments, str):
            try:
                args = json.loads(arguments) if arguments.strip() else {}
            except json.JSONDecodeError:
                args = None
        if isinstance(args, dict):
            parsed.append({"name": name or "", "args": args, "id": call_id, "type": "tool_call"})
        else:
            shown = arguments if isinstance(arguments, str) or arguments is None else json.dumps(arguments)
            invalid.append(
                {"name": name, "args": shown, "id": call_id, "error": None, "type": "invalid_tool_call"}
            )
    return parsed, invalid


def to_chatschema(message: Message) -> BaseMessage:
    """The chatschema (LangChain-style) message for a mellea-style message.

    Args:
        message: A :class:`~chatschema.mellea.Message` or
            :class:`~chatschema.mellea.ToolMessage`.

    Returns:
        A ``HumanMessage`` (user), ``AIMessage`` (assistant), ``SystemMessage``
        or ``ToolMessage``. Attachments make the content a list of standard
        blocks: the text, then documents, images and audio.

    Raises:
        ValueError: An assistant's tool call is not OpenAI-style.
        chatschema.ValidationError: The result is not a valid message.

    Example:
        >>> from chatschema.mellea import Message
        >>> call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": '{"x": 1}'}}
        >>> ai = to_chatschema(Message("assistant", "", tool_calls=[call], thinking="Use f."))
        >>> ai.tool_calls, ai.additional_kwargs
        ([{'name': 'f', 'args': {'x': 1}, 'id': 'c1', 'type': 'tool_call'}], {'reasoning_content': 'Use f.'})
        >>> to_chatschema(Message("user", "Look.", images=["https://example.com/a.png"])).content
        [{'type': 'text', 'text': 'Look.'}, {'type': 'image', 'url': 'https://example.com/a.png'}]
    """
    content = _blocks(message)
    role = message.role
    if role == "user":
        return HumanMessage(content=content)
    if role == "system":
        return SystemMessage(content=content)
    if role == "assistant":
        kwargs: dict[str, Any] = {"content": content}
        if message.tool_calls:
            kwargs["tool_calls"], kwargs["invalid_tool_calls"] = _parse_tool_calls(message.tool_calls)
        if message.thinking:
            kwargs["additional_kwargs"] = {"reasoning_content": message.thinking}
        return AIMessage(**kwargs)
    kwargs = {"content": content, "tool_call_id": message.tool_call_id or ""}
    name = message.name if isinstance(message, ToolMessage) else None
    name = name or message.tool_name
    if name:
        kwargs["name"] = name
    if isinstance(message, ToolMessage) and message.tool_output is not None:
        if message.tool_output != message.content:
            kwargs["artifact"] = message.tool_output
    return ChatToolMessage(**kwargs)


def to_chatschema_messages(messages: Iterable[Message]) -> list[BaseMessage]:
    """:func:`to_chatschema` for each message.

    Args:
        messages: mellea-style messages.

    Returns:
        The chatschema messages, in order.

    Raises:
        ValueError: See :func:`to_chatschema`.

    Example:
        >>> from chatschema.mellea import Message
        >>> [m.type for m in to_chatschema_messages([Message("system", "Be brief."), Message("user", "Hi")])]
        ['system', 'human']
    """
    return [to_chatschema(message) for message in messages]


# -- chatschema -> mellea-style ----------------------------------------------------------------


def _openai_calls(message: Any) -> list[dict[str, Any]] | None:
    calls = [
        {
            "id": call.get("id"),
            "type": "function",
            "function": {"name": call.get("name"), "arguments": json.dumps(call.get("args"), default=str)},
        }
        for call in message.tool_calls
    ]
    calls += [
        {
            "id": call.get("id"),
            "type": "function",
            "function": {"name": call.get("name") or "", "arguments": call.get("args") or ""},
        }
        for call in message.invalid_tool_calls
    ]
    return calls or None


class _FromChatschema:
    """Reads messages in order; a tool message gets the name and args of the call it answers."""

    def __init__(self) -> None:
        self.calls: dict[Any, dict[str, Any]] = {}

    def role_of(self, message: Any) -> Role:
        tag = message.type
        role = _ROLE_OF_TYPE.get(tag)
        if role is not None:
            return role  # type: ignore[return-value]
        if tag in ("chat", "ChatMessageChunk"):
            mapped = _CHAT_ROLES.get(message.role)
            if mapped is not None:
                return mapped  # type: ignore[return-value]
            raise ValueError(
                f"A chat message with role {message.role!r} has no mellea role (one of {list(ROLES)})"
            )
        raise ValueError(f"A {tag!r} message has no mellea role (one of {list(ROLES)})")

    def convert(self, message: Any) -> Message:
        role = self.role_of(message)
        texts: list[str] = []
        thinking: list[str] = []
        images: list[Any] = []
        audio: list[Any] = []
        documents: list[Document] = []
        for i, block in enumerate(message.content_blocks):
            kind = block.get("type")
            if kind == "text":
                texts.append(block["text"])
            elif kind == "reasoning":
                thinking.append(block.get("reasoning") or "")
            elif kind in _SKIPPED_BLOCKS:
                continue
            elif kind == "image" and ("url" in block or "base64" in block):
                images.append(_image_of(block, i))
            elif kind == "audio" and ("url" in block or "base64" in block):
                audio.append(_audio_of(block, i))
            elif kind == "text-plain" and isinstance(block.get("text"), str):
                documents.append(Document(block["text"], block.get("title"), block.get("id")))
            else:
                raise ValueError(
                    f"content block {i} of a {message.type!r} message has no mellea equivalent: "
                    + _brief(block)
                )
        content = "".join(texts)
        attachments: dict[str, Any] = {
            "images": images or None,
            "audio": audio or None,
            "documents": documents or None,
        }
        if role == "assistant":
            for call in message.tool_calls:
                self.calls[call.get("id")] = call
            reasoning = message.additional_kwargs.get("reasoning_content")
            if not thinking and isinstance(reasoning, str):  # (content_blocks shows it, too)
                thinking.append(reasoning)
            return Message(
                role,
                content,
                tool_calls=_openai_calls(message),
                thinking="".join(thinking) or None,
                **attachments,
            )
        if role == "tool":
            call = self.calls.get(message.tool_call_id, {})
            artifact = getattr(message, "artifact", None)
            return ToolMessage(
                role,
                content,
                artifact if artifact is not None else content,
                message.name or call.get("name") or "",
                dict(call.get("args") or {}),
                tool_call_id=message.tool_call_id or None,
                **attachments,
            )
        return Message(role, content, **attachments)


def _brief(block: Any) -> str:
    shown = repr(block)
    return shown if len(shown) <= 120 else shown[:117] + "..."


def _image_of(block: dict[str, Any], i: int) -> ImageBlock | ImageUrlBlock:
    try:
        if "url" in block:
            url = block["url"]
            return ImageBlock(url) if isinstance(url, str) and url.startswith("data:") else ImageUrlBlock(url)
        mime = block.get("mime_type") or "image/png"
        data = block["base64"]
        return ImageBlock(data if mime == "image/png" else f"data:{mime};base64,{data}")
    except ValueError as error:
        raise ValueError(
            f"content block {i} is an image mellea cannot hold (base64 PNG or an http(s) URL): {error}"
        ) from None


def _audio_of(block: dict[str, Any], i: int) -> AudioBlock | AudioUrlBlock:
    mime = block.get("mime_type")
    if not isinstance(mime, str):
        raise ValueError(f"content block {i} is audio without a mime_type; mellea needs its format")
    try:
        if "url" in block:
            return AudioUrlBlock(block["url"], audio_format_of_mime(mime))
        return AudioBlock(block["base64"], audio_format_of_mime(mime))
    except ValueError as error:
        raise ValueError(f"content block {i} is audio mellea cannot hold: {error}") from None


def from_chatschema(message: Any) -> Message:
    """The mellea-style message for a chatschema (or ``langchain_core``) message.

    Args:
        message: A human, AI, system or tool message (or chunk), or a chat
            message whose role is ``user``, ``assistant``, ``system``,
            ``developer`` (read as ``system``) or ``tool``.

    Returns:
        A :class:`~chatschema.mellea.Message`; a tool message gives a
        :class:`~chatschema.mellea.ToolMessage` whose ``tool_output`` is the
        artifact (or the content, when there is none) and whose ``args`` are
        empty (:func:`from_chatschema_messages` finds them in the call).

    Raises:
        ValueError: The message has no mellea role (function and remove
            messages), or content mellea cannot hold (files, video, images
            that are not PNG data or http(s) URLs, provider-only blocks).

    Example:
        >>> from chatschema import AIMessage, HumanMessage
        >>> from_chatschema(HumanMessage(["Hi", {"type": "image", "url": "https://example.com/a.png"}])).images
        [ImageUrlBlock(value='https://example.com/a.png')]
        >>> ai = AIMessage("", tool_calls=[{"name": "f", "args": {"x": 1}, "id": "c1"}])
        >>> from_chatschema(ai).tool_calls
        [{'id': 'c1', 'type': 'function', 'function': {'name': 'f', 'arguments': '{"x": 1}'}}]
    """
    return _FromChatschema().convert(message)


def from_chatschema_messages(messages: Iterable[Any]) -> list[Message]:
    """:func:`from_chatschema` for each message; tool messages get the name and args of their call.

    Args:
        messages: chatschema (or ``langchain_core``) messages, in order.

    Returns:
        The mellea-style messages.

    Raises:
        ValueError: See :func:`from_chatschema`.

    Example:
        >>> from chatschema import AIMessage, ToolMessage
        >>> history = [
        ...     AIMessage("", tool_calls=[{"name": "add", "args": {"a": 1, "b": 2}, "id": "c1"}]),
        ...     ToolMessage("3", tool_call_id="c1"),
        ... ]
        >>> result = from_chatschema_messages(history)[1]
        >>> result.name, result.args, result.tool_call_id
        ('add', {'a': 1, 'b': 2}, 'c1')
    """
    reader = _FromChatschema()
    return [reader.convert(message) for message in messages]


# -- OpenAI dicts ----------------------------------------------------------------------------------


def _merge_provider_fields(result: dict[str, Any], fields: Any, provider: str) -> dict[str, Any]:
    """Add the provider fields that target ``provider`` (keys already set win)."""
    if not fields:
        return result
    if not isinstance(fields, dict):
        raise TypeError(f"provider_fields must be a dict of provider to fields, not {type(fields).__name__}")
    openai_family = provider in ("openai", "litellm", "watsonx", "huggingface")
    matched = False
    for target, extra in fields.items():
        if not (target in ("*", provider) or (target == "openai" and openai_family)):
            continue
        matched = True
        if not isinstance(extra, dict):
            raise TypeError(f"provider_fields[{target!r}] must be a dict, not {type(extra).__name__}")
        for key, value in extra.items():
            result.setdefault(
                key, json.loads(json.dumps(value)) if isinstance(value, (dict, list)) else value
            )
    if not matched:
        raise ValueError(
            f"provider_fields targets {sorted(fields)}, none of which is provider {provider!r} "
            "(add a '*' key to target every provider)"
        )
    return result


def to_openai(
    message: Message, *, replay_reasoning: bool = False, provider: str = "openai"
) -> dict[str, Any]:
    """The OpenAI Chat Completions dict of a mellea-style message, as mellea's serializer writes it.

    The content is the text, or, when the message has images or audio, a list
    of parts: the text, ``image_url`` parts, then ``input_audio`` parts. An
    assistant turn with tool calls and no text has ``content`` ``None``.
    Documents are not written (mellea renders them through its templates).

    Args:
        replay_reasoning: Write ``thinking`` as ``reasoning_content``.
        provider: The provider whose ``provider_fields`` are merged in
            (``"openai"`` fields also apply to litellm, watsonx and huggingface;
            ``"*"`` fields to all).

    Returns:
        The dict, with ``role``, ``content`` and, when present, ``tool_calls``,
        ``tool_call_id`` and ``reasoning_content``.

    Raises:
        ValueError: The message has audio given by URL (mellea downloads it;
            this does not), or provider fields that target other providers only.
        TypeError: ``provider_fields`` is not a dict of dicts.

    Example:
        >>> from chatschema.mellea import Message
        >>> to_openai(Message("user", "Look.", images=["https://example.com/a.png"]))
        {'role': 'user', 'content': [{'type': 'text', 'text': 'Look.'}, {'type': 'image_url', 'image_url': {'url': 'https://example.com/a.png'}}]}
        >>> to_openai(Message("tool", "42", tool_call_id="c1"))
        {'role': 'tool', 'content': '42', 'tool_call_id': 'c1'}
    """  # noqa: E501
    content: Any = message.content
    if message.images is not None or message.audio is not None:
        parts: list[dict[str, Any]] = [{"type": "text", "text": content}]
        for image in own_images(message) or ():
            url = image.value if isinstance(image, ImageUrlBlock) else image.url
            parts.append({"type": "image_url", "image_url": {"url": url}})
        for audio in own_audio(message) or ():
            if isinstance(audio, AudioUrlBlock):
                raise ValueError(
                    f"audio given by URL ({audio.value}) must be downloaded into an AudioBlock first"
                )
            parts.append(
                {"type": "input_audio", "input_audio": {"data": audio.base64, "format": audio.format}}
            )
        content = parts
    result: dict[str, Any] = {"role": message.role, "content": content}
    if message.tool_calls:
        result["tool_calls"] = message.tool_calls
        if message.images is None and not message.content:
            result["content"] = None
    if message.tool_call_id:
        result["tool_call_id"] = message.tool_call_id
    if replay_reasoning and message.thinking:
        result["reasoning_content"] = message.thinking
    return _merge_provider_fields(result, message.provider_fields, provider)


def from_openai(message: Mapping[str, Any]) -> Message:
    """The mellea-style message of an OpenAI Chat Completions message dict.

    Args:
        message: A dict with ``role`` (``user``, ``assistant``, ``system``,
            ``developer`` read as ``system``, or ``tool``) and ``content`` (text,
            ``None``, or ``text``, ``image_url`` and ``input_audio`` parts); and
            optionally ``tool_calls``, ``tool_call_id``, ``name`` (kept as the
            ``tool_name`` of a tool message) and ``reasoning_content``.

    Returns:
        The message; text parts are joined. Other keys are not kept.

    Raises:
        ValueError: An unknown role or part type, or an invalid image or audio.

    Example:
        >>> msg = from_openai({"role": "developer", "content": [{"type": "text", "text": "Be brief."}]})
        >>> msg.role, msg.content
        ('system', 'Be brief.')
    """
    role = _CHAT_ROLES.get(message.get("role"))  # type: ignore[arg-type]
    if role is None:
        raise ValueError(f"OpenAI role {message.get('role')!r} has no mellea role (one of {list(ROLES)})")
    raw = message.get("content")
    texts: list[str] = []
    images: list[Any] = []
    audio: list[Any] = []
    if isinstance(raw, str):
        texts.append(raw)
    elif raw is not None:
        for i, part in enumerate(raw):
            kind = part.get("type") if isinstance(part, Mapping) else None
            if isinstance(part, str):
                texts.append(part)
            elif kind == "text":
                texts.append(part["text"])
            elif kind == "image_url":
                inner = part["image_url"]
                url = inner["url"] if isinstance(inner, Mapping) else inner
                images.append(ImageBlock(url) if str(url).startswith("data:") else ImageUrlBlock(url))
            elif kind == "input_audio":
                audio.append(AudioBlock(part["input_audio"]["data"], part["input_audio"].get("format")))
            else:
                raise ValueError(f"content part {i} of type {kind!r} has no mellea equivalent")
    return Message(
        role,  # type: ignore[arg-type]
        "".join(texts),
        images=images or None,
        audio=audio or None,
        tool_calls=list(message["tool_calls"]) if message.get("tool_calls") else None,
        tool_call_id=message.get("tool_call_id"),
        tool_name=message.get("name") if role == "tool" else None,
        thinking=message.get("reasoning_content"),
    )


# -- histories --------------------------------------------------------------------------------------


def _is_chat_message(value: Any) -> bool:
    if isinstance(value, BaseMessage):
        return True
    lc_base = getattr(sys.modules.get("langchain_core.messages.base"), "BaseMessage", None)
    return lc_base is not None and isinstance(value, lc_base)


def as_chat_history(entries: Any) -> list[Message]:
    """A linear history as a flat list of mellea-style messages.

    Args:
        entries: Either an object with ``as_list()`` (such as mellea's
            ``Context``; ``None`` from it means the history branches), or an
            iterable of entries. Each entry is a mellea-style message (kept as
            it is), a chatschema or ``langchain_core`` message, an OpenAI-style
            dict, one of mellea's messages, or an object whose
            ``parsed_repr`` is one of these (such as mellea's
            ``ModelOutputThunk``).

    Returns:
        The messages, in order. Tool messages get the name and args of the
        tool call they answer, when an earlier entry made it.

    Raises:
        ValueError: The history is not linear, or an entry cannot be read as a
            message (the message says which entry and why).

    Example:
        >>> from chatschema import HumanMessage
        >>> history = as_chat_history([Message("system", "Be brief."), HumanMessage("Hi"), {"role": "assistant", "content": "Hello"}])
        >>> [(m.role, m.content) for m in history]
        [('system', 'Be brief.'), ('user', 'Hi'), ('assistant', 'Hello')]
        >>> as_chat_history([Message("user", "Hi"), 42])
        Traceback (most recent call last):
        ...
        ValueError: Could not render this context as a chat history: entry 1 (int) is not a message
    """  # noqa: E501
    if hasattr(entries, "as_list") and callable(entries.as_list):
        items = entries.as_list()
        if items is None:
            raise ValueError(_NON_LINEAR)
    elif isinstance(entries, (str, bytes, Mapping)) or not isinstance(entries, Iterable):
        raise ValueError(
            f"{_NON_LINEAR[:-1]}: expected a context or a list of entries, got {type(entries).__name__}"
        )
    else:
        items = entries
    reader = _FromChatschema()
    history: list[Message] = []
    for i, entry in enumerate(items):
        try:
            history.append(_entry(reader, entry))
        except (ValueError, TypeError) as error:
            raise ValueError(f"Could not render this context as a chat history: entry {i} {error}") from None
    return history


def _entry(reader: _FromChatschema, entry: Any, thunk: bool = False) -> Message:
    if isinstance(entry, Message):
        if entry.role == "assistant" and entry.tool_calls:
            reader.calls.update(_calls_by_id(entry.tool_calls))
        return entry
    if _is_chat_message(entry):
        return reader.convert(entry)
    if isinstance(entry, Mapping):
        return _entry(reader, from_openai(entry))
    if mellea_kind(entry) in ("Message", "ToolMessage"):
        return _entry(reader, from_mellea(entry))
    if not thunk and hasattr(entry, "parsed_repr"):
        parsed = entry.parsed_repr
        if parsed is None or isinstance(parsed, str):
            raise ValueError(f"({type(entry).__name__}) has no parsed message (parsed_repr is {parsed!r})")
        try:
            return _entry(reader, parsed, thunk=True)
        except ValueError:
            raise ValueError(
                f"({type(entry).__name__}) has a parsed_repr that is not a message ({type(parsed).__name__})"
            ) from None
    raise ValueError(f"({type(entry).__name__}) is not a message")


def _calls_by_id(calls: list[dict[str, Any]]) -> dict[Any, dict[str, Any]]:
    """OpenAI-style calls by id, for pairing with their results (calls of other shapes are skipped)."""
    wellformed = [c for c in calls if isinstance(c, Mapping) and isinstance(c.get("function"), Mapping)]
    parsed, _ = _parse_tool_calls(wellformed)
    return {call["id"]: call for call in parsed}
