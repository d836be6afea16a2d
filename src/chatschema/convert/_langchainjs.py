"""langchainjs's message JSON: its stored form (``StoredMessage``) and Serializable form, read and written.

Design notes (what is read how, the exceptions the oracle tests list): docs/conversions.md,
"langchainjs".
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from chatschema._gc_pause import built
from chatschema._warn import warn_at_caller
from chatschema.convert._block_keys import js_content
from chatschema.convert._lc_kwargs import checked, js_message, unescaped_kwargs
from chatschema.convert._messages import read_message_like
from chatschema.convert._to_messages import to_messages
from chatschema.errors import ConversionError, LossWarning, ValidationError, json_type_name
from chatschema.messages import AIMessageChunk, BaseMessage
from chatschema.messages._kinds import FAMILIES, KIND_OF_TAG
from chatschema.messages.envelopes import CLASS_PATHS

__all__ = ["messages_from_langchainjs", "messages_to_langchainjs"]

_STORED_KINDS: dict[str, str] = {
    "human": "human",
    "ai": "ai",
    "system": "system",
    "function": "function",
    "tool": "tool",
    "generic": "chat",
    "remove": "remove",
}
"""The ``type`` of each stored form langchainjs writes, and the kind of message it holds."""

_WRITTEN_TYPES: dict[str, str] = {kind: tag for tag, kind in _STORED_KINDS.items() if kind != "remove"}
"""The kinds ``mapStoredMessagesToChatMessages`` reads, and the ``type`` each is stored under."""

_CLASSES: dict[str, type[BaseMessage]] = {kind: plain for kind, plain, _, _ in FAMILIES}
"""The message class of each kind."""

_JS_PATH = ("langchain_core", "messages")
"""The first two elements of the class path langchainjs's Serializable form writes."""


def messages_from_langchainjs(data: Iterable[Any], *, strict: bool = True) -> list[BaseMessage]:
    """Read messages that langchainjs (``@langchain/core``) wrote, as LangChain Python would hold them.

    Each item is read in the form its tag says:

    * the stored form, ``{"type": ..., "data": {...}}``, what ``toDict`` and
      ``mapChatMessagesToStoredMessages`` write (checked against ``LangChainJSStoredMessage``):
      ``generic`` is a ``ChatMessage``; an ``ai`` message with ``tool_call_chunks`` (langchainjs
      stores an ``AIMessageChunk`` so) is an ``AIMessageChunk``; ``remove`` is a ``RemoveMessage``;
    * the Serializable form, ``{"lc": 1, "type": "constructor", "id": ["langchain_core",
      "messages", <class>], "kwargs": {...}}``, what ``JSON.stringify(message)`` writes (checked
      against ``LangChainJSSerializedMessage``): the class says the type, chunks included;
    * anything else :func:`~chatschema.convert_to_messages` reads (strings, pairs, role dicts,
      LangChain Python's forms, message objects).

    Blocks in langchainjs's spelling (``{"type": "image", "data": ..., "mimeType": ...}``,
    ``fileId``, ``server_tool_call_result`` with ``toolCallId``, citations' ``startIndex``,
    ``endIndex`` and ``citedText``) get LangChain Python's keys, by the table generated from
    ``schemas/tables/langchainjs_block_keys.json``. A message written from ``content_blocks``
    alone gets them as its ``content``, as LangChain Python's constructor gives it (an AI message
    also gets the tool calls of its ``tool_call`` blocks). Fields langchainjs writes as ``null``
    (``id``, ``name``) are left out.

    Args:
        data: The items, in order.
        strict: A message that holds both ``content`` and ``content_blocks`` (langchainjs writes
            both when it was given both) is read from ``content``; when its ``content_blocks``
            differ from the blocks that content gives, ``True`` (the default) raises
            :class:`~chatschema.ConversionError` and ``False`` drops them with a
            :class:`~chatschema.LossWarning`.

    Returns:
        The messages, in order.

    Raises:
        ValidationError: An item is malformed; ``.path`` says where, such as
            ``$[2].data.content[0]`` (an image block that says nowhere where its data is).
            ``data`` not iterable is an error at ``$``.
        ConversionError: ``strict`` and ``content_blocks`` that the message's content does not give.

    Example:
        >>> image = {"type": "image", "data": "iVBO", "mimeType": "image/png"}
        >>> chunk = {"name": "f", "args": "{}", "id": "c1", "index": 0}
        >>> stored = [
        ...     {"type": "generic", "data": {"content": "Too long.", "role": "critic"}},
        ...     {"type": "human", "data": {"content": [image]}},
        ...     {"type": "ai", "data": {"content": "", "tool_call_chunks": [chunk]}},
        ... ]
        >>> [type(m).__name__ for m in messages_from_langchainjs(stored)]
        ['ChatMessage', 'HumanMessage', 'AIMessageChunk']
        >>> messages_from_langchainjs(stored)[1].content
        [{'type': 'image', 'base64': 'iVBO', 'mime_type': 'image/png'}]
        >>> path = ["langchain_core", "messages", "SystemMessageChunk"]
        >>> kwargs = {"content": "be brief", "additional_kwargs": {}, "response_metadata": {}}
        >>> record = {"lc": 1, "type": "constructor", "id": path, "kwargs": kwargs}
        >>> messages_from_langchainjs([record])
        [SystemMessageChunk(content='be brief', additional_kwargs={}, response_metadata={})]
        >>> nowhere = {"type": "image", "mimeType": "image/png"}
        >>> messages_from_langchainjs([{"type": "human", "data": {"content": [nowhere]}}])
        Traceback (most recent call last):
          ...
        chatschema.errors.ValidationError: Object must say where its data is, with one of: url; data; \
fileId; base64; file_id; source_type with id; source_type with text; source; file (at $[0].data.content[0])
    """
    try:
        items = list(data)
    except TypeError:
        raise ValidationError(f"Expected `array`, got `{json_type_name(data)}`", "$") from None
    return built(items, _read_all, items, strict)


def _read_all(items: list[Any], strict: bool) -> list[BaseMessage]:
    return [_read(item, f"$[{i}]", strict) for i, item in enumerate(items)]


def _read(item: Any, path: str, strict: bool) -> BaseMessage:
    tag = item.get("type") if type(item) is dict else None
    if tag == "constructor" and _is_js_path(item.get("id")):
        checked(item, "LangChainJSSerializedMessage", path)
        fields = unescaped_kwargs(item, "LangChainJSSerializedMessage")
        return js_message(CLASS_PATHS[tuple(item["id"])], fields, f"{path}.kwargs", strict)
    if type(tag) is str and tag in _STORED_KINDS and "data" in item:
        checked(item, "LangChainJSStoredMessage", path)
        fields = item["data"]
        kind = _STORED_KINDS[tag]
        cls: type[BaseMessage] = (
            AIMessageChunk if kind == "ai" and "tool_call_chunks" in fields else _CLASSES[kind]
        )
        return js_message(cls, fields, f"{path}.data", strict)
    return read_message_like(item, path)


def _is_js_path(ident: Any) -> bool:
    return type(ident) is list and len(ident) == 3 and tuple(ident[:2]) == _JS_PATH


def messages_to_langchainjs(messages: Iterable[Any], *, strict: bool = True) -> list[dict[str, Any]]:
    """Write messages in langchainjs's stored form, which ``mapStoredMessagesToChatMessages`` reads.

    Each message becomes ``{"type": ..., "data": {...}}`` as langchainjs's ``toDict`` writes it:
    ``chat`` messages under ``generic``, chunks under the type of their message (an
    ``AIMessageChunk`` with its ``tool_call_chunks``, by which :func:`messages_from_langchainjs`
    knows it again), blocks in langchainjs's spelling (the table of
    :func:`messages_from_langchainjs`, read backwards), fields left unset (``None``) left out,
    and every other field as it is: langchainjs keeps the fields it does not know, and the
    ``toDict()`` of the messages it reads gives back what was written.

    Args:
        messages: The messages, or message-like values (read as
            :func:`~chatschema.convert_to_messages` reads them).
        strict: What to do with what langchainjs cannot hold: a ``RemoveMessage``, which
            ``mapStoredMessagesToChatMessages`` does not read, and an integer that a JavaScript
            number may not hold exactly (beyond 2**53 - 1, ``Number.MAX_SAFE_INTEGER``), which
            langchainjs may write back as another integer. ``True`` (the default) raises
            :class:`~chatschema.ConversionError`; ``False`` warns with a
            :class:`~chatschema.LossWarning` (the message is dropped, the integer written).

    Returns:
        One stored dict per message, in order.

    Raises:
        ValidationError: ``messages`` is not a sequence of message-like values (with the path).
        ConversionError: ``strict`` and a ``RemoveMessage`` (at its path, such as ``$[3]``), or
            such an integer (at its path, such as ``$[0].data.usage_metadata.input_tokens``).

    Example:
        >>> from chatschema import ChatMessage, HumanMessage
        >>> image = {"type": "image", "base64": "iVBO", "mime_type": "image/png"}
        >>> messages = [ChatMessage("Too long.", role="critic"), HumanMessage([image])]
        >>> critic, user = messages_to_langchainjs(messages)
        >>> critic
        {'type': 'generic', 'data': {'content': 'Too long.', 'role': 'critic', 'additional_kwargs': {}, \
'response_metadata': {}}}
        >>> user["data"]["content"]
        [{'type': 'image', 'data': 'iVBO', 'mimeType': 'image/png'}]
    """
    read = to_messages(messages, sequence_only=True)
    out: list[dict[str, Any]] = []
    for i, message in enumerate(read):
        kind = KIND_OF_TAG.get(message.type)
        tag = _WRITTEN_TYPES.get(kind) if kind is not None else None
        if tag is None:
            what = f"a {message.type!r} message, which mapStoredMessagesToChatMessages does not read"
            if strict:
                raise ConversionError(f"langchainjs's stored form has no faithful form for {what}", f"$[{i}]")
            warn_at_caller(LossWarning(f"Dropped {what}", f"$[{i}]"))
            continue
        data = _data(message)
        if _holds_unsafe(data):
            _check_integers(data, f"$[{i}].data", strict)
        out.append({"type": tag, "data": data})
    return out


def _holds_unsafe(value: Any) -> bool:
    """Whether ``value`` holds an integer beyond JavaScript's safe integers (no paths: the common case)."""
    kind = type(value)
    if kind is str:
        return False
    if kind is dict:
        return any(_holds_unsafe(item) for item in value.values() if type(item) is not str)
    if kind is list:
        return any(_holds_unsafe(item) for item in value if type(item) is not str)
    return kind is int and abs(value) > _MAX_SAFE


def _check_integers(value: Any, path: str, strict: bool) -> None:
    """Refuse (or warn about) each integer in ``value`` beyond JavaScript's safe integers.

    A JavaScript number is a double: beyond ``Number.MAX_SAFE_INTEGER`` (2**53 - 1) an integer may
    not be held exactly, and ``JSON.stringify`` may write back another one (2**60 + 1 is written
    ``1152921504606847000``). Both languages refuse the same integers: all of them beyond it.
    """
    if type(value) is int:
        if abs(value) > _MAX_SAFE:
            what = f"the integer {value}, beyond JavaScript's safe integers (2**53 - 1)"
            if strict:
                raise ConversionError(f"langchainjs has no faithful form for {what}", path)
            warn_at_caller(LossWarning(f"Written {what}: langchainjs may write it back otherwise", path))
    elif type(value) is dict:
        for key, item in value.items():
            _check_integers(item, f"{path}.{key}", strict)
    elif type(value) is list:
        for k, item in enumerate(value):
            _check_integers(item, f"{path}[{k}]", strict)


_MAX_SAFE = 2**53 - 1
"""JavaScript's ``Number.MAX_SAFE_INTEGER``."""


def _data(message: BaseMessage) -> dict[str, Any]:
    """The fields of a message as ``toDict`` writes them: fields left unset (``None``) left out."""
    fields = {key: value for key, value in message.model_dump().items() if value is not None}
    del fields["type"]
    fields["content"] = js_content(fields["content"])
    return fields
