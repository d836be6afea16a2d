"""``convert_to_openai_messages(strict=True/False)``: only what the Chat Completions API takes.

LangChain's rules (:mod:`chatschema.convert._openai_rules`) write each message; what they write
is checked against the API's message and part types (``openai.types.chat``), converted where it
has a faithful form, and otherwise refused with :class:`~chatschema.ConversionError` or dropped
with a :class:`~chatschema.LossWarning`, each with its path. Design notes: docs/design.md,
``chatschema.convert._openai_strict``; docs/compat.md.
"""

from __future__ import annotations

import base64
from typing import Any

from chatschema._warn import warn_at_caller
from chatschema.convert._openai_rules import (
    AI_TYPES,
    CHAT_TYPES,
    MessageContext,
    TextFormat,
    convert_block,
    convert_message,
    function_call_item,
    message_tag,
)
from chatschema.convert._provider_io import legacy_function_call, text_of_base64
from chatschema.convert._to_messages import to_messages
from chatschema.errors import ConversionError, LossWarning
from chatschema.messages._kinds import kind_of

__all__ = ["Strict"]


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

_BREAKPOINT = "prompt_cache_breakpoint"
"""The key of a text, image, audio or file part that marks the end of a cacheable prefix."""

_PART_KEYS: dict[str, tuple[frozenset[str], str | None, frozenset[str]]] = {
    "text": (frozenset({"type", "text", _BREAKPOINT}), None, frozenset()),
    "refusal": (frozenset({"type", "refusal"}), None, frozenset()),
    "image_url": (frozenset({"type", "image_url", _BREAKPOINT}), "image_url", frozenset({"url", "detail"})),
    "input_audio": (
        frozenset({"type", "input_audio", _BREAKPOINT}),
        "input_audio",
        frozenset({"data", "format"}),
    ),
    "file": (
        frozenset({"type", "file", _BREAKPOINT}),
        "file",
        frozenset({"file_data", "file_id", "filename"}),
    ),
}
"""Per part type: its keys, the key of its nested object, and that object's keys."""

_TEXT_KEYS = frozenset({"type", "text", "id", "index"})
"""Keys of a text block that are sent as a text part without losing anything (ids and stream
positions are not content)."""

_EMPTY_EXTRAS = ("annotations", "extras")


class Strict:
    """How strict mode loses what it cannot write, and the path of the message (or block) it is in.

    The :class:`~chatschema.convert._openai_rules.StrictPolicy` that
    :func:`~chatschema.convert._openai_rules.convert_message` takes.

    Args:
        raises: Raise :class:`~chatschema.ConversionError` (``True``), or warn with a
            :class:`~chatschema.LossWarning` and drop (``False``).
        base: The path of the message (or block) being converted, such as ``$[2]``.
    """

    __slots__ = ("base", "raises")

    def __init__(self, raises: bool, base: str) -> None:
        self.raises = raises
        self.base = base

    def lose(self, path: str, message: str) -> None:
        """Refuse what is at ``path``: raise, or warn that it is dropped."""
        if self.raises:
            raise ConversionError(message, path)
        warn_at_caller(LossWarning(f"dropped: {message}", path))

    def under(self, base: str) -> Strict:
        """The same policy for what is at ``base`` (a ``tool_result`` block's own content)."""
        return Strict(self.raises, base)

    def sends_as_text(self, block: dict[str, Any]) -> bool:
        """Whether a ``text`` block is sent as its text without losing anything."""
        return _TEXT_KEYS.issuperset(block)

    def convert_block(self, ctx: MessageContext, j: int, block: Any, content: list[Any]) -> None:
        """:func:`~chatschema.convert._openai_rules.convert_block`, keeping only parts the message's
        role takes; the rest is converted or lost."""
        where = f"{self.base}.content[{j}]"
        role = ctx.oai["role"]
        tag = "text" if isinstance(block, str) else block.get("type")
        match tag:
            case "text" if not isinstance(block, str):
                if "text" in block:
                    _lose_keys(self, where, block, _TEXT_KEYS | {_BREAKPOINT})
            case "text-plain":
                text = _plain_text(block)
                if text is None:
                    self.lose(where, "Chat Completions cannot hold a text-plain block without its text")
                else:
                    _lose_keys(self, where, block, _PLAIN_TEXT_KEYS)
                    data = block.get("base64")
                    if "text" in block and data is not None and text_of_base64(data) != text:
                        self.lose(
                            f"{where}.base64",
                            "Chat Completions sends a text-plain block's text, not other data",
                        )
                    content.append({"type": "text", "text": text})
                return
            case "tool_use" | "function_call" if ctx.oai["role"] != "assistant":
                self.lose(where, f"Chat Completions takes no {tag!r} block in {role} messages")
                return
            case "function_call":  # the call is sent in tool_calls; the block is not content
                function_call_item(ctx, j, block, [])
                return
        before = len(content)
        try:
            convert_block(ctx, j, block, content)
        except ConversionError:  # from a tool_result's own content, with its path
            raise
        except (ValueError, KeyError, TypeError, AttributeError):  # audio or a file by URL, video, a
            # block without the keys of its kind (LangChain fails on some with KeyError or TypeError)
            del content[before:]
            self.lose(where, f"Chat Completions cannot hold this {tag!r} block")
            return
        if not isinstance(block, str) and _BREAKPOINT in block:
            for part in content[before:]:  # the part the block became keeps its breakpoint
                if (
                    isinstance(part, dict)
                    and part.get("type") in _PART_KEYS
                    and _BREAKPOINT in _PART_KEYS[part["type"]][0]
                ):
                    part[_BREAKPOINT] = block[_BREAKPOINT]
                else:
                    self.lose(
                        f"{where}.{_BREAKPOINT}",
                        f"Chat Completions has no place for a block's {_BREAKPOINT!r}",
                    )
        allowed = _ROLE_PARTS[role]
        for part in content[before:]:
            kind = part.get("type") if isinstance(part, dict) else None
            if kind not in allowed or not _part_ok(part, kind):
                del content[before:]
                by_tag = kind == tag or kind not in allowed
                what = f"{tag!r} block" if by_tag else f"{tag!r} block as {kind!r}"
                self.lose(where, f"Chat Completions takes no {what} in {role} messages")
                return


def convert_strict(
    messages: Any, text_format: TextFormat, raises: bool, single: bool
) -> dict[str, Any] | list[dict[str, Any]]:
    """:func:`chatschema.convert.convert_to_openai_messages` with ``strict`` (``raises`` is
    ``strict=True``) for a list of message-likes (for one, given ``single``): each message's
    dicts checked when written."""
    items: list[Any] = to_messages(messages)
    out: list[dict[str, Any]] = []
    call_names: dict[Any, Any] = {}
    for i, message in enumerate(items):
        strict = Strict(raises, f"$[{i}]")
        tag = message_tag(message)
        if kind_of(message) == "remove":  # an instruction to a message store, not a message
            strict.lose(f"$[{i}]", "Chat Completions has no message for a RemoveMessage")
            continue
        if tag in CHAT_TYPES and message.role not in _ROLE_KEYS:
            alias = _ROLE_ALIASES.get(message.role)
            if alias is None:  # the whole message is lost: the path names it, not only its role
                strict.lose(f"$[{i}]", f"Chat Completions has no role {message.role!r}")
                continue
            message = message.model_copy(update={"role": alias})
        start = len(out)
        convert_message(message, i, text_format, False, True, out, strict)  # the part check decides
        kept = [oai for oai in out[start:] if _strict_message(oai, message, strict, call_names)]
        out[start:] = kept
        if tag in AI_TYPES:
            call_names.update((call.get("id"), call.get("name")) for call in message.tool_calls)
    return out[0] if single else out


def _strict_message(oai: dict[str, Any], message: Any, strict: Strict, call_names: dict[Any, Any]) -> bool:
    """Make one written dict what the API takes; False when the whole message is lost."""
    base = strict.base
    role = oai["role"]
    keys = _ROLE_KEYS.get(role)
    if keys is None:
        strict.lose(base, f"Chat Completions has no role {role!r}")
        return False
    if role == "function" and not oai.get("name"):
        strict.lose(base, "Chat Completions needs the name of a function message")
        return False
    if role == "tool" and "name" in oai:
        name = oai.pop("name")
        if call_names.get(oai.get("tool_call_id")) != name:  # else its call says it already
            strict.lose(f"{base}.name", "Chat Completions takes no name on a tool message")
    if role == "assistant":
        calls = oai.get("tool_calls", [])
        for k, call in enumerate(calls):
            if not isinstance(call["id"], str):
                strict.lose(f"{base}.tool_calls[{k}]", "Chat Completions needs a tool call id")
        calls = [call for call in calls if isinstance(call["id"], str)]
        calls.extend(_invalid_calls(message, strict))
        _legacy_function_call(oai, message, strict, calls)
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


def _legacy_function_call(oai: dict[str, Any], message: Any, strict: Strict, calls: list[Any]) -> None:
    """Send a legacy ``additional_kwargs["function_call"]`` as the deprecated ``function_call`` the
    API still takes, or lose it: a malformed one, or one beside ``tool_calls`` (the API refuses
    both in one message) that is not the copy of one of them."""
    legacy = legacy_function_call(message)
    if legacy is None:
        return
    where = f"{strict.base}.additional_kwargs.function_call"
    if not (
        isinstance(legacy, dict)
        and isinstance(legacy.get("name"), str)
        and isinstance(legacy.get("arguments"), str)
    ):
        strict.lose(where, "Chat Completions needs a function call's name and arguments")
    elif calls:
        strict.lose(where, "Chat Completions takes no function_call beside tool_calls")
    else:
        oai["function_call"] = {"name": legacy["name"], "arguments": legacy["arguments"]}


def _invalid_calls(message: Any, strict: Strict) -> list[dict[str, Any]]:
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


def _lose_keys(strict: Strict, where: str, block: dict[str, Any], keys: frozenset[str]) -> None:
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
    return text_of_base64(data) if isinstance(data, str) else None


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
