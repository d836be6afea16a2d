"""Render a conversation as one string, as ``langchain_core.messages.get_buffer_string``.

Two formats: ``"prefix"`` (``Human: ...`` lines, plain text) and ``"xml"``
(``<message type="human">...</message>`` elements, escaped). Both give
LangChain's output byte for byte, with one deliberate difference in the XML
format, described in :func:`get_buffer_string`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from json.encoder import c_make_encoder, encode_basestring  # type: ignore[attr-defined]
from typing import Any, Literal
from xml.sax.saxutils import escape, quoteattr

from chatschema._message_loops import tool_calls_repr
from chatschema.messages._base import BaseMessage, list_text
from chatschema.messages._kinds import CLASS_INFO, info_of

__all__ = ["get_buffer_string"]

_ID_LIMIT = 64
"""Tool call ids longer than this are cut (and marked with ``...``) in the XML format."""

_BLOCK_LIMIT = 500
"""``text-plain`` text and server tool call arguments and outputs are cut to this many characters."""

_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
"""Characters XML 1.0 cannot hold, not even as character references."""


def get_buffer_string(
    messages: Sequence[BaseMessage],
    human_prefix: str = "Human",
    ai_prefix: str = "AI",
    *,
    system_prefix: str = "System",
    function_prefix: str = "Function",
    tool_prefix: str = "Tool",
    message_separator: str = "\n",
    format: Literal["prefix", "xml"] = "prefix",
) -> str:
    r"""Render messages as one string, one message after another.

    ``format="prefix"`` writes ``"<prefix>: <text>"`` per message, where the
    text is the message's ``.text`` (string content and ``text`` blocks;
    images and other blocks are left out). An AI message's tool calls are
    appended as their Python ``repr``; without tool calls, a legacy
    ``additional_kwargs["function_call"]`` is appended instead. A
    ``ChatMessage`` uses its ``role`` as the prefix. **This format is plain
    text, not structure**: content that itself contains ``"\nHuman: "``
    is indistinguishable from a new message. Do not parse it back, and do
    not use it where the content is untrusted and the boundaries matter.

    ``format="xml"`` writes ``<message type="...">content</message>``, with
    the type from the prefixes (lower-cased) or a chat message's role.
    Content is escaped (``&``, ``<``, ``>``) and attribute values are quoted
    and escaped, so no content, role, name, tool call id, tool name or
    argument can open or close an element or add an attribute. List content
    is rendered block by block: text, ``<reasoning>``, images, audio and
    video by URL or file id (blocks holding base64 data are left out),
    ``text-plain`` documents, ``<server_tool_call>`` and
    ``<server_tool_result>``; other blocks are left out. ``text-plain``
    text and server tool call arguments and results are cut to 500
    characters. An AI message with tool calls (or a legacy function call)
    puts its content in ``<content>`` followed by one
    ``<tool_call id="..." name="...">`` element per call holding the
    arguments as JSON; ids longer than 64 characters are cut and marked
    with ``...``.

    One difference from LangChain, in the XML format only: characters that
    XML 1.0 cannot hold (control characters other than tab, newline and
    carriage return; lone UTF-16 surrogates; U+FFFE and U+FFFF) are written
    as U+FFFD, so the output is always well-formed. LangChain writes them
    unchanged. Characters that merely look like markup (such as U+FF1C,
    FULLWIDTH LESS-THAN SIGN) are ordinary text and are kept.

    Args:
        messages: The messages to render.
        human_prefix: Prefix (and lower-cased XML type) of human messages.
        ai_prefix: Prefix (and lower-cased XML type) of AI messages.
        system_prefix: Prefix (and lower-cased XML type) of system messages.
        function_prefix: Prefix (and lower-cased XML type) of function messages.
        tool_prefix: Prefix (and lower-cased XML type) of tool messages.
        message_separator: Put between messages.
        format: ``"prefix"`` or ``"xml"``.

    Returns:
        The rendered messages, joined with ``message_separator``.

    Raises:
        ValueError: ``format`` is neither ``"prefix"`` nor ``"xml"``, or a
            message is of an unsupported type (``RemoveMessage``).

    Example:
        >>> from chatschema import AIMessage, HumanMessage
        >>> get_buffer_string([HumanMessage("Hi, how are you?"), AIMessage("Good, how are you?")])
        'Human: Hi, how are you?\nAI: Good, how are you?'
        >>> get_buffer_string([HumanMessage("Is 5 < 10 & 10 > 5?")], format="xml")
        '<message type="human">Is 5 &lt; 10 &amp; 10 &gt; 5?</message>'
        >>> call = {"id": "call_123", "name": "search", "args": {"query": "weather"}}
        >>> print(get_buffer_string([AIMessage("I'll search for that.", tool_calls=[call])], format="xml"))
        <message type="ai">
          <content>I'll search for that.</content>
          <tool_call id="call_123" name="search">{"query": "weather"}</tool_call>
        </message>
    """
    if format not in ("prefix", "xml"):
        raise ValueError(f"Unrecognized format={format!r}. Supported formats are 'prefix' and 'xml'.")
    prefixes = {
        "human": human_prefix,
        "ai": ai_prefix,
        "system": system_prefix,
        "function": function_prefix,
        "tool": tool_prefix,
    }
    if format == "xml":
        return _xml_safe(message_separator.join(_xml_messages(messages, prefixes)))
    return message_separator.join(_prefix_lines(messages, prefixes))


def _prefix_lines(messages: Sequence[BaseMessage], prefixes: dict[str, str]) -> list[str]:
    """One ``"<prefix>: <text>"`` line per message."""
    # Per class: (prefix, mode); mode 0 is a message with the standard .text,
    # 1 the same for AI messages (tool calls follow the text), 2 anything else.
    rows: dict[type, tuple[str, int]] = {}
    lines: list[str] = []
    append = lines.append
    for message in messages:
        row = rows.get(type(message))
        if row is None:
            row = _prefix_row(message, prefixes)
            if isinstance(message, BaseMessage):
                rows[type(message)] = row
        role, mode = row
        msg: Any = message
        if mode == 0:
            content = msg.content
            append(f"{role}: {content}" if type(content) is str else f"{role}: {list_text(content)}")
            continue
        if mode == 1:
            content = msg.content
            text = content if type(content) is str else list_text(content)
        else:
            kind = info_of(message).kind
            if kind == "chat":
                role = msg.role
            text = msg.text
            if kind != "ai":
                append(f"{role}: {text}")
                continue
        calls = msg.tool_calls
        if calls:
            append(f"{role}: {text}{tool_calls_repr(calls)}")
        elif "function_call" in msg.additional_kwargs:
            append(f"{role}: {text}{msg.additional_kwargs['function_call']!s}")
        else:
            append(f"{role}: {text}")
    return lines


def _prefix_row(message: BaseMessage, prefixes: dict[str, str]) -> tuple[str, int]:
    """The prefix and rendering mode of the class of ``message`` (see :func:`_prefix_lines`)."""
    info = info_of(message)
    kind, plain = info.kind, info.plain_text
    if kind in prefixes:
        role = prefixes[kind]
    else:
        role = _other_role(message, kind)  # a chat message's role; raises for other kinds
        plain = False
    if not plain:
        return role, 2
    return role, 1 if kind == "ai" else 0


def _other_role(message: BaseMessage, kind: str) -> str:
    """The prefix of a message whose kind has no prefix argument: a chat message's role."""
    if kind == "chat":
        return message.role  # type: ignore[attr-defined, no-any-return]
    raise ValueError(f"Got unsupported message type: {message}")


def _xml_messages(messages: Sequence[BaseMessage], prefixes: dict[str, str]) -> list[str]:
    """One ``<message>`` element per message."""
    info = CLASS_INFO
    tags: dict[str, str] = {}
    out: list[str] = []
    append = out.append
    for message in messages:
        entry = info.get(type(message))
        if entry is None:
            entry = info_of(message)
        kind = entry.kind
        tag = tags.get(kind)
        if tag is None:
            if kind in prefixes:
                tag = tags[kind] = f"<message type={quoteattr(prefixes[kind].lower())}>"
            else:
                tag = f"<message type={quoteattr(_other_role(message, kind))}>"
        msg: Any = message
        content = msg.content
        if kind == "ai" and (msg.tool_calls or "function_call" in msg.additional_kwargs):
            append(_xml_message(msg, tag))
        elif type(content) is str:
            append(
                f"{tag}{content.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')}</message>"
            )
        else:
            append(f"{tag}{' '.join(_xml_parts(content))}</message>")
    return out


def _xml_parts(content: Any) -> list[str]:
    """The rendered pieces of a message's content."""
    parts: list[str] = []
    if isinstance(content, str):
        if content:
            parts.append(escape(content))
    else:
        for block in content:
            if isinstance(block, str):
                if block:
                    parts.append(escape(block))
            else:
                piece = _xml_block(block)
                if piece:
                    parts.append(piece)
    return parts


_CONTROL_BYTES = [bytes([c]) for c in range(32) if c not in (9, 10, 13)]
"""The control characters XML 1.0 cannot hold, each one byte in UTF-8."""


def _xml_safe(out: str) -> str:
    """``out`` with the characters XML 1.0 cannot hold replaced by U+FFFD.

    Checked on the UTF-8 bytes, which is much faster than a regular
    expression search: encoding fails on lone surrogates, U+FFFE and U+FFFF
    start with the byte EF, and each control character is one byte.
    """
    try:
        data = out.encode("utf-8")
    except UnicodeEncodeError:
        return _NOT_XML.sub("\ufffd", out)
    if not out.isascii() and b"\xef" in data and (b"\xef\xbf\xbe" in data or b"\xef\xbf\xbf" in data):
        return _NOT_XML.sub("\ufffd", out)
    for bad in _CONTROL_BYTES:
        if bad in data:
            return _NOT_XML.sub("\ufffd", out)
    return out


_ENCODER = json.JSONEncoder(ensure_ascii=False)
_C_ENCODE: Any = (
    None
    if c_make_encoder is None
    else c_make_encoder(
        None,  # no circular check: a cycle ends in RecursionError, and then json.dumps runs
        _ENCODER.default,
        encode_basestring,
        None,
        _ENCODER.key_separator,
        _ENCODER.item_separator,
        False,
        False,
        True,
    )
)


def _json_dumps_chunks(value: Any, _level: int) -> tuple[str]:
    return (json.dumps(value, ensure_ascii=False),)


_json_chunks: Any = _C_ENCODE if _C_ENCODE is not None else _json_dumps_chunks
"""``"".join(_json_chunks(value, 0))`` is ``json.dumps(value, ensure_ascii=False)``, or raises."""


def _dumps(value: Any) -> str:
    """``json.dumps(value, ensure_ascii=False)``, without building an encoder per call."""
    try:
        return "".join(_json_chunks(value, 0))
    except Exception:  # json.dumps gives the result or raises the same error
        return json.dumps(value, ensure_ascii=False)


def _xml_message(message: Any, open_tag: str) -> str:
    """The ``<message>`` element of an AI message with tool calls or a function call."""
    content = message.content
    if type(content) is str:
        text = content.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    else:
        text = " ".join(_xml_parts(content))
    lines = [open_tag, f"  <content>{text}</content>"] if text else [open_tag]
    calls = message.tool_calls
    if calls:
        encode = _json_chunks
        for call in calls:
            call_id = call.get("id") or ""
            if len(call_id) > _ID_LIMIT:
                call_id = call_id[:_ID_LIMIT] + "..."
            call_id = f'"{call_id}"' if call_id.isidentifier() else quoteattr(call_id)
            name = str(call.get("name") or "")
            name = f'"{name}"' if name.isidentifier() else quoteattr(name)
            try:
                args = "".join(encode(call.get("args", {}), 0))
            except Exception:  # json.dumps gives the result or raises the same error
                args = json.dumps(call.get("args", {}), ensure_ascii=False)
            args = args.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            lines.append(f"  <tool_call id={call_id} name={name}>{args}</tool_call>")
    else:
        fc = message.additional_kwargs["function_call"]
        name = quoteattr(str(fc.get("name") or ""))
        args = escape(str(fc.get("arguments") or "{}"))
        lines.append(f"  <function_call name={name}>{args}</function_call>")
    lines.append("</message>")
    return "\n".join(lines)


def _cut(text: str) -> str:
    return text[:_BLOCK_LIMIT] + "..." if len(text) > _BLOCK_LIMIT else text


def _has_base64(block: dict[str, Any]) -> bool:
    if block.get("base64"):
        return True
    url = block.get("url", "")
    if isinstance(url, str) and url.startswith("data:"):
        return True
    image_url = block.get("image_url", {})
    if isinstance(image_url, dict):
        url = image_url.get("url", "")
        if isinstance(url, str) and url.startswith("data:"):
            return True
    return False


def _media(tag: str, block: dict[str, Any]) -> str | None:
    url = block.get("url")
    if url:
        return f"<{tag} url={quoteattr(url)} />"
    file_id = block.get("file_id")
    if file_id:
        return f"<{tag} file_id={quoteattr(file_id)} />"
    return None


def _xml_block(block: dict[str, Any]) -> str | None:
    """One content block as XML, or None to leave it out."""
    if _has_base64(block):
        return None
    kind = block.get("type", "")
    if kind == "text":
        text = block.get("text", "")
        return escape(text) if text else None
    if kind == "reasoning":
        reasoning = block.get("reasoning", "")
        return f"<reasoning>{escape(reasoning)}</reasoning>" if reasoning else None
    if kind in ("image", "audio", "video"):
        return _media(kind, block)
    if kind == "image_url":
        image_url = block.get("image_url", {})
        if isinstance(image_url, dict):
            url = image_url.get("url", "")
            if url and not url.startswith("data:"):
                return f"<image url={quoteattr(url)} />"
        return None
    if kind == "text-plain":
        text = block.get("text", "")
        return escape(_cut(text)) if text else None
    if kind == "server_tool_call":
        call_id = quoteattr(str(block.get("id") or ""))
        name = quoteattr(str(block.get("name") or ""))
        args = escape(_cut(_dumps(block.get("args", {}))))
        return f"<server_tool_call id={call_id} name={name}>{args}</server_tool_call>"
    if kind == "server_tool_result":
        call_id = quoteattr(str(block.get("tool_call_id") or ""))
        status = quoteattr(str(block.get("status") or ""))
        output = block.get("output")
        text = escape(_cut(_dumps(output))) if output else ""
        return f"<server_tool_result tool_call_id={call_id} status={status}>{text}</server_tool_result>"
    return None
