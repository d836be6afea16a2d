"""LangChain 1.8.3's rules for writing messages and their content blocks as Chat Completions dicts.

The steps :func:`chatschema.convert.convert_to_openai_messages` takes (its entry point is
:mod:`chatschema.convert._openai`; its ``strict`` mode, :mod:`chatschema.convert._openai_strict`,
runs the same rules and checks what they write). Design notes: docs/design.md,
``chatschema.convert._openai``.
"""

from __future__ import annotations

import json
import sys
from json.encoder import c_make_encoder, encode_basestring  # type: ignore[attr-defined]
from typing import Any, Literal, Protocol

from chatschema.blocks._factories import (
    DATA_CONTENT_BLOCK_TYPES,
    convert_to_openai_data_block,
    is_data_content_block,
)
from chatschema.convert._provider_io import base64_text, data_url
from chatschema.convert._to_messages import to_messages
from chatschema.messages import BaseMessage, ToolMessage
from chatschema.messages._kinds import CLASS_INFO, FAMILIES, class_info, info_of, tags_of

__all__ = [
    "AI_TYPES",
    "CHAT_TYPES",
    "PASSES_THROUGH",
    "MessageContext",
    "StrictPolicy",
    "TextFormat",
    "encode_unchecked",
]

TextFormat = Literal["string", "block"]

_ROLES: dict[str, str] = {
    tag: role for kind, plain, chunk, role in FAMILIES if role is not None for tag in tags_of(kind)
}
"""OpenAI roles of the message types whose role is fixed."""

AI_TYPES = tags_of("ai")
_TOOL_TYPES = tags_of("tool")
_SYSTEM_TYPES = tags_of("system")
CHAT_TYPES = tags_of("chat")


_dumps_unicode = json.JSONEncoder(ensure_ascii=False).encode
"""``json.dumps(value, ensure_ascii=False)``, without building an encoder per call."""

encode_unchecked: Any = (
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


def convert_all(
    messages: Any,
    text_format: TextFormat,
    include_id: bool,
    pass_through_unknown_blocks: bool,
    single: bool,
) -> dict[str, Any] | list[dict[str, Any]]:
    """LangChain's output for a list of message-likes (for one, given ``single``): the steps of
    :func:`chatschema.convert.convert_to_openai_messages` with ``strict=None``."""
    items: list[Any] = to_messages(messages)
    out: list[dict[str, Any]] = []
    if text_format != "string":
        for i, message in enumerate(items):
            convert_message(message, i, text_format, include_id, pass_through_unknown_blocks, out)
        return out[0] if single else out
    # The common case inline: a message of a known class with string content (the head of
    # convert_message's dict, written here again because a call per message shows in bench/ops.py).
    # The fast path takes the messages whose class's tag is its family's (ClassInfo.tag), other
    # than remove messages: for them, the class gives the role (None: the message says it).
    shapes: dict[type, tuple[str | None, str]] = {}
    for cls in set(map(type, items)):
        info = class_info(cls)
        if info.tag is not None and info.kind != "remove":
            shapes[cls] = (info.role, info.kind)
    append = out.append
    encode = encode_unchecked
    for i, message in enumerate(items):
        shape = shapes.get(type(message))
        content = message.content
        if shape is None or type(content) is not str or encode is None:
            convert_message(message, i, text_format, include_id, pass_through_unknown_blocks, out)
            continue
        role, kind = shape
        oai: dict[str, Any] = {"role": role or _openai_role(message, message.type)}
        name = message.name
        if name:
            oai["name"] = name
        if kind == "ai":
            calls = message.tool_calls
            if calls:
                oai["tool_calls"] = _openai_tool_calls(calls)
        extra = message.additional_kwargs
        if extra:
            refusal = extra.get("refusal")
            if refusal:
                oai["refusal"] = refusal
        if kind == "tool":
            oai["tool_call_id"] = message.tool_call_id
        if include_id and message.id:
            oai["id"] = message.id
        oai["content"] = content
        append(oai)
    return out[0] if single else out


def is_single(value: Any) -> bool:
    """Whether ``value`` is one message-like value rather than a sequence of them."""
    if isinstance(value, (BaseMessage, dict, str)):
        return True
    # A langchain_core message (a pydantic model, which iterates over its fields).
    lc_base = getattr(sys.modules.get("langchain_core.messages.base"), "BaseMessage", None)
    return lc_base is not None and isinstance(value, lc_base)


def message_tag(message: Any) -> str:
    """``message.type``, read from the message-facts table when its class fixes it."""
    info = CLASS_INFO.get(type(message)) or info_of(message)
    return info.tag or message.type


def _openai_role(message: Any, tag: str) -> str:
    role = _ROLES.get(tag)
    if role is not None:
        return role
    if tag in _SYSTEM_TYPES:
        role = message.additional_kwargs.get("__openai_role__", "system")
        if not isinstance(role, str):
            raise TypeError(f"Expected '__openai_role__' to be a str, got {type(role).__name__}")
        return role
    if tag in CHAT_TYPES:
        chat_role: str = message.role
        return chat_role
    raise ValueError(f"Unknown BaseMessage type {message.__class__}.")


def _openai_tool_calls(tool_calls: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Tool calls as Chat Completions writes them, their arguments as ``json.dumps`` writes them."""
    encode = encode_unchecked
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


def _is_data_block(block: dict[str, Any], tag: Any) -> bool:
    """LangChain's ``is_data_content_block`` (v1 and v0 multimodal data blocks)."""
    if tag not in DATA_CONTENT_BLOCK_TYPES:  # the schema's tags: a tuple, compared with == as LangChain does
        return False
    return is_data_content_block(block)


class StrictPolicy(Protocol):
    """What :func:`convert_message` asks of strict mode (``chatschema.convert._openai_strict``):
    which text blocks go into string content as they are, how a block is converted, and the
    policy for the blocks of a ``tool_result``'s own content (at ``base``)."""

    base: str

    def under(self, base: str) -> StrictPolicy:
        """The same policy for what is at ``base``."""
        ...

    def sends_as_text(self, block: dict[str, Any]) -> bool:
        """Whether a ``text`` block is sent as its text without losing anything."""
        ...

    def convert_block(self, ctx: MessageContext, j: int, block: Any, content: list[Any]) -> None:
        """:func:`convert_block`, keeping only what the API takes."""
        ...


class MessageContext:
    """What the blocks of one message share while they are translated: the message, its ``i``,
    the dict being written (``oai``), the options, and the tool messages its ``tool_result``
    blocks become."""

    __slots__ = ("_call_ids", "i", "message", "oai", "pass_through", "strict", "text_format", "tool_messages")

    def __init__(
        self,
        message: Any,
        i: int,
        oai: dict[str, Any],
        text_format: str,
        pass_through: bool,
        strict: StrictPolicy | None = None,
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


def _where(ctx: MessageContext, j: int) -> str:
    return f"Unrecognized content block at messages[{ctx.i}].content[{j}]"


def _missing(block: Any, keys: tuple[str, ...]) -> list[str]:
    return [key for key in keys if key not in block]


def convert_message(
    message: Any,
    i: int,
    text_format: str,
    include_id: bool,
    pass_through: bool,
    out: list[dict[str, Any]],
    strict: StrictPolicy | None = None,
) -> None:
    """Append the OpenAI dict(s) of ``message``, the ``i``-th message, to ``out``; with ``strict``, only
    the parts Chat Completions takes (the others are converted, or lost as ``strict`` says)."""
    tag = message_tag(message)
    name = message.name
    oai: dict[str, Any] = {"role": _ROLES.get(tag) or _openai_role(message, tag)}
    if name:
        oai["name"] = name
    if tag in AI_TYPES:
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
        and (strict is None or all(isinstance(block, str) or strict.sends_as_text(block) for block in raw))
    ):
        content = "\n".join(block if isinstance(block, str) else block["text"] for block in raw)
    else:
        ctx = MessageContext(message, i, oai, text_format, pass_through, strict)
        content = []
        convert = convert_block if strict is None else strict.convert_block
        for j, block in enumerate(raw):
            convert(ctx, j, block, content)
        tool_messages = ctx.tool_messages
        if text_format == "string" and all(
            part["type"] == "text" and part.keys() <= _PLAIN_TEXT_PART for part in content
        ):
            content = "\n".join(part["text"] for part in content)
    oai["content"] = content
    if raw and not content and tool_messages:
        out.extend(tool_messages)
    else:
        out.append(oai)
        out.extend(tool_messages)


_PLAIN_TEXT_PART = {"type", "text"}
"""The keys of a text part that the string format joins into the message's text (a part with
more, such as strict mode's ``prompt_cache_breakpoint``, stays a part)."""


def convert_block(ctx: MessageContext, j: int, block: Any, content: list[Any]) -> None:
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
            content.append({"type": "image_url", "image_url": {"url": data_url(block["mime_type"], data)}})
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
            function_call_item(ctx, j, block, content)
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


def _image_part(ctx: MessageContext, j: int, block: dict[str, Any]) -> dict[str, Any]:
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
        data = base64_text(image["source"]["bytes"])
        return _image_url(data_url(f"image/{image['format']}", data))
    raise ValueError(
        f"{_where(ctx, j)} has 'type': 'image' but does not have a 'source' or 'image' key. "
        f"Full content block:\n\n{block}"
    )


def _tool_use(ctx: MessageContext, j: int, block: dict[str, Any]) -> None:
    """An Anthropic ``tool_use`` block: a tool call, unless the message already has it."""
    if missing := _missing(block, ("id", "name", "input")):
        raise ValueError(
            f"{_where(ctx, j)} has 'type': 'tool_use', but is missing expected key(s) "
            f"{missing}. Full content block:\n\n{block}"
        )
    if not ctx.has_tool_call(block["id"]):
        ctx.add_tool_call(block["id"], block["name"], _dumps_unicode(block["input"]))


def function_call_item(ctx: MessageContext, j: int, block: dict[str, Any], content: list[Any]) -> None:
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


def _tool_result(ctx: MessageContext, j: int, block: dict[str, Any]) -> None:
    """An Anthropic ``tool_result`` block: a tool message after this message."""
    if missing := _missing(block, ("content", "tool_use_id")):
        raise ValueError(
            f"{_where(ctx, j)} has 'type': 'tool_result', but is missing expected key(s) "
            f"{missing}. Full content block:\n\n{block}"
        )
    status: Literal["success", "error"] = "error" if block.get("is_error") else "success"
    tool_message = ToolMessage(content=block["content"], tool_call_id=block["tool_use_id"], status=status)
    # LangChain converts it on its own, with the defaults for the other options.
    strict = None if ctx.strict is None else ctx.strict.under(f"{ctx.strict.base}.content[{j}]")
    convert_message(tool_message, 0, ctx.text_format, False, True, ctx.tool_messages, strict)


def _guard_content(ctx: MessageContext, j: int, block: dict[str, Any]) -> dict[str, Any]:
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


def _media_part(ctx: MessageContext, j: int, block: dict[str, Any]) -> dict[str, Any]:
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
    return _image_url(data_url(block["mime_type"], base64_text(block["data"])))
