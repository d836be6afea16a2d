"""Convert between chatschema.mellea's messages and blocks and mellea's own objects.

Design notes: docs/design.md, ``chatschema.mellea._bridge``.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Iterable, Mapping
from types import SimpleNamespace
from typing import Any

import msgspec

from chatschema.errors import ConversionError
from chatschema.mellea._messages import (
    AudioBlock,
    AudioUrlBlock,
    CBlock,
    Document,
    ImageBlock,
    ImageUrlBlock,
    Message,
    ToolMessage,
    mellea_kind,
    plain_copy,
)

__all__ = ["UnboundTool", "from_mellea", "to_mellea"]

_OURS = (Message, CBlock, Document, ImageBlock, ImageUrlBlock, AudioBlock, AudioUrlBlock)
"""chatschema.mellea's classes that :func:`to_mellea` converts (``Message`` covers ``ToolMessage``)."""

_MELLEAS = (
    "Message",
    "ToolMessage",
    "CBlock",
    "Document",
    "ImageBlock",
    "ImageUrlBlock",
    "AudioBlock",
    "AudioUrlBlock",
)
"""mellea's classes that :func:`from_mellea` converts, and :func:`to_mellea` passes on."""

_TOOL_ONLY_FIELDS = ("images", "audio", "documents", "tool_calls", "tool_name", "thinking", "provider_fields")
"""Fields of a :class:`ToolMessage` that mellea's ``ToolMessage`` has no place for."""


@functools.cache
def _mellea() -> Any:
    """mellea's classes, imported on first use (``pip install 'chatschema[mellea]'``)."""
    try:
        core = importlib.import_module("mellea.core")
        components = importlib.import_module("mellea.stdlib.components")
    except ImportError as error:
        raise ImportError(
            "chatschema.mellea.to_mellea needs mellea; install it with: pip install 'chatschema[mellea]'"
        ) from error
    return SimpleNamespace(
        CBlock=core.CBlock,
        ImageBlock=core.ImageBlock,
        ImageUrlBlock=core.ImageUrlBlock,
        AudioBlock=core.AudioBlock,
        AudioUrlBlock=core.AudioUrlBlock,
        ModelToolCall=core.ModelToolCall,
        Document=components.Document,
        Message=components.Message,
        ToolMessage=components.ToolMessage,
    )


class UnboundTool:
    """The tool of a ``ModelToolCall`` that :func:`to_mellea` builds for a tool message without one.

    mellea's ``ToolMessage`` needs a ``ModelToolCall``, and that a tool to call;
    a tool message read from JSON or another library has only the tool's
    name. This stands in for the tool: calling it raises, and
    :func:`from_mellea` reads a call that holds it back as no call (``tool=None``).

    Example:
        >>> UnboundTool("add").run(a=1)
        Traceback (most recent call last):
        ...
        NotImplementedError: The tool 'add' was not given; this call was rebuilt from a message
    """

    def __init__(self, name: str) -> None:
        self.name = name

    def run(self, *args: Any, **kwargs: Any) -> Any:
        """Raise: there is no tool to run.

        Raises:
            NotImplementedError: Always.
        """
        raise NotImplementedError(
            f"The tool {self.name!r} was not given; this call was rebuilt from a message"
        )

    def as_json_tool(self) -> dict[str, Any]:
        """Raise: the tool's schema is unknown.

        Raises:
            NotImplementedError: Always.
        """
        raise NotImplementedError(f"The schema of the tool {self.name!r} is unknown")


def _single(obj: Any) -> bool:
    """Whether ``obj`` is one message, block or document (chatschema's or mellea's), not a list of them."""
    return isinstance(obj, _OURS) or mellea_kind(obj) is not None


def _one_or_many(objs: Any, convert: Any, *, single: Any) -> Any:
    """``convert(objs)`` for one object, a list of ``convert`` over an iterable; errors carry ``$[i]``."""
    if single(objs) or isinstance(objs, (str, bytes, Mapping)) or not isinstance(objs, Iterable):
        return convert(objs, "$")
    return [convert(obj, f"$[{i}]") for i, obj in enumerate(objs)]


# -- to mellea -------------------------------------------------------------------------------------


def _block_to_mellea(block: Any, path: str) -> Any:
    """mellea's block or document for chatschema's; mellea's own are returned as they are."""
    if mellea_kind(block) in _MELLEAS:
        return block
    m = _mellea()
    match block:
        case CBlock():
            return m.CBlock(block.value)
        case Document():
            return m.Document(block.text, block.title, block.doc_id)
        case ImageBlock():
            return m.ImageBlock(block.value)
        case ImageUrlBlock():
            return m.ImageUrlBlock(block.value)
        case AudioBlock():
            return m.AudioBlock(block.value, block.format)
        case AudioUrlBlock():
            return m.AudioUrlBlock(block.value, block.format)
    raise ConversionError(f"{type(block).__name__} is not a block mellea holds", path)


def _blocks_to_mellea(blocks: list[Any] | None, path: str) -> list[Any] | None:
    if blocks is None:
        return None
    return [_block_to_mellea(block, f"{path}[{i}]") for i, block in enumerate(blocks)]


def _tool_message_to_mellea(message: ToolMessage, path: str) -> Any:
    m = _mellea()
    for field in _TOOL_ONLY_FIELDS:
        if getattr(message, field) is not None:
            raise ConversionError(f"mellea's ToolMessage has no {field}", f"{path}.{field}")
    tool = message.tool
    if tool is None:
        tool = m.ModelToolCall(message.name, UnboundTool(message.name), message.args, message.tool_call_id)
    elif getattr(tool, "tool_call_id", None) != message.tool_call_id:
        raise ConversionError(
            f"mellea's ToolMessage takes its tool_call_id from its tool ({tool.tool_call_id!r}), "
            f"not {message.tool_call_id!r}",
            f"{path}.tool_call_id",
        )
    return m.ToolMessage(message.role, message.content, message.tool_output, message.name, message.args, tool)


def _to_mellea(obj: Any, path: str) -> Any:
    if mellea_kind(obj) in _MELLEAS:
        return obj
    if isinstance(obj, ToolMessage):
        return _tool_message_to_mellea(obj, path)
    if isinstance(obj, Message):
        return _mellea().Message(
            obj.role,
            obj.content,
            images=_blocks_to_mellea(obj.images, f"{path}.images"),
            audio=_blocks_to_mellea(obj.audio, f"{path}.audio"),
            documents=_blocks_to_mellea(obj.documents, f"{path}.documents"),
            tool_calls=obj.tool_calls,
            tool_call_id=obj.tool_call_id,
            tool_name=obj.tool_name,
            thinking=obj.thinking,
            provider_fields=obj.provider_fields,
        )
    return _block_to_mellea(obj, path)


def to_mellea(messages: Any) -> Any:
    """mellea's own objects for chatschema.mellea's messages, blocks and documents; needs mellea.

    Args:
        messages: One :class:`~chatschema.mellea.Message`,
            :class:`~chatschema.mellea.ToolMessage`, block
            (:class:`~chatschema.mellea.CBlock`, ``ImageBlock``,
            ``ImageUrlBlock``, ``AudioBlock``, ``AudioUrlBlock``) or
            :class:`~chatschema.mellea.Document`, or an iterable of them.

    Returns:
        mellea's object of the same name with the same data (a list for an
        iterable). Blocks and documents of mellea's that a message keeps are
        passed on as they are, and so are mellea's objects given here. A
        ``ToolMessage`` without a ``tool`` gets a ``ModelToolCall`` for an
        :class:`UnboundTool`, so its name, arguments and call id are kept.

    Raises:
        ImportError: mellea is not installed.
        chatschema.ConversionError: A ``ToolMessage`` has images, audio,
            documents, tool calls, a ``tool_name``, ``thinking`` or
            ``provider_fields`` (mellea's ``ToolMessage`` has none of them),
            or a ``tool`` whose ``tool_call_id`` is not the message's; or the
            input is not one of the objects above. ``path`` says where
            (``$[1].images`` for a list).

    Example:
        >>> from chatschema.mellea import Message, ToolMessage
        >>> theirs = to_mellea([Message("user", "hi"), ToolMessage("tool", "3", 3, "add", {"a": 1}, tool_call_id="c1")])
        >>> theirs
        [mellea.Message(role="user", content="hi", images="[]", audio="[]", documents="[]"), mellea.ToolMessage(role="tool", content="3", name="add")]
        >>> from_mellea(theirs[1]) == ToolMessage("tool", "3", 3, "add", {"a": 1}, tool_call_id="c1")
        True
    """  # noqa: E501
    return _one_or_many(messages, _to_mellea, single=_single)


# -- from mellea -----------------------------------------------------------------------------------


def _block_from_mellea(block: Any) -> Any:
    """chatschema's block or document for mellea's; kept as it is when chatschema's cannot hold it all."""
    copy = plain_copy(block)
    return block if copy is None else copy


def _blocks_from_mellea(blocks: Any) -> list[Any] | None:
    return None if blocks is None else [_block_from_mellea(block) for block in blocks]


def _from_mellea(obj: Any, path: str) -> Any:
    if isinstance(obj, (*_OURS, msgspec.Struct)):
        return obj
    kind = mellea_kind(obj)
    match kind:
        case "ToolMessage":
            tool = obj._tool  # mellea keeps the call and the output only in private attributes
            if isinstance(getattr(tool, "func", None), UnboundTool):
                tool = None
            return ToolMessage(
                obj.role,
                obj.content,
                obj._tool_output,
                obj.name,
                obj.arguments,
                tool,
                tool_call_id=obj.tool_call_id,
            )
        case "Message":
            return Message(
                obj.role,
                obj.content,
                images=_blocks_from_mellea(obj.images),
                audio=_blocks_from_mellea(obj.audio),
                documents=_blocks_from_mellea(obj.format_for_llm().args["documents"]),
                tool_calls=obj.tool_calls,
                tool_call_id=obj.tool_call_id,
                tool_name=obj.tool_name,
                thinking=obj.thinking,
                provider_fields=obj.provider_fields,
            )
        case "ModelToolCall" | None:
            pass
        case _:
            copy = plain_copy(obj)
            if copy is not None:
                return copy
            raise ConversionError(
                f"mellea's {type(obj).__name__} has metadata (meta, cache) chatschema's blocks do not hold",
                path,
            )
    raise ConversionError(
        f"Expected one of mellea's messages, blocks or documents, got {type(obj).__name__}", path
    )


def from_mellea(objs: Any) -> Any:
    """chatschema.mellea's messages, blocks and documents for mellea's own objects (no import of mellea).

    Args:
        objs: One of mellea's ``Message``, ``ToolMessage``, ``CBlock``,
            ``ImageBlock``, ``ImageUrlBlock``, ``AudioBlock``,
            ``AudioUrlBlock`` or ``Document``, or an iterable of them.
            chatschema.mellea's own objects are returned as they are.

    Returns:
        The equal chatschema.mellea object (a list for an iterable). A
        message's blocks and documents become chatschema's, except blocks
        with ``meta`` or a ``cache`` hint and subclasses of mellea's classes,
        which the message keeps as they are. A ``ToolMessage`` keeps mellea's
        ``ModelToolCall`` as ``tool`` (``None`` for one :func:`to_mellea`
        built around an :class:`UnboundTool`).

    Raises:
        chatschema.ConversionError: An object is none of these, or is a block
            with metadata given on its own.

    Example:
        >>> from_mellea("hi")
        Traceback (most recent call last):
        ...
        chatschema.errors.ConversionError: Expected one of mellea's messages, blocks or documents, got str (at $)
    """  # noqa: E501
    return _one_or_many(objs, _from_mellea, single=_single)
