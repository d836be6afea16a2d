"""What the provider request converters (and response readers) share: reading the input, the loss
policy, media data.

Design notes: docs/providers.md.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from collections.abc import Callable, Collection, Mapping
from typing import Any, Concatenate, ParamSpec, TypeVar

from chatschema._warn import warn_at_caller
from chatschema.blocks import best_effort_content_blocks
from chatschema.errors import ConversionError, LossWarning, ValidationError, json_type_name
from chatschema.messages import BaseMessage
from chatschema.messages._kinds import KIND_OF_TAG

__all__ = [
    "Block",
    "Losses",
    "base64_text",
    "by_role",
    "block_call_ids",
    "check_keys",
    "content_blocks",
    "data_url",
    "describe",
    "expect_dict",
    "expect_list",
    "is_tool_call_echo",
    "legacy_function_call",
    "lose_legacy_function_call",
    "lose_message_fields",
    "media_kind",
    "message_kind",
    "missing_tool_calls",
    "model_provider",
    "parse_data_url",
    "standard_blocks",
    "standard_written",
    "tag_of",
    "text_of_base64",
    "tool_call_ids",
]

Block = dict[str, Any]

_KINDS: dict[str, str] = {
    tag: kind for tag, kind in KIND_OF_TAG.items() if kind in ("system", "human", "ai", "tool")
}
"""Message type tag -> the kind of turn it is, for every type whose role is fixed."""

_CHAT_ROLES: dict[str, str] = {
    "system": "system",
    "developer": "system",
    "user": "human",
    "human": "human",
    "assistant": "ai",
    "ai": "ai",
}
"""``ChatMessage`` role -> kind; other roles have no place in a provider request."""


class Losses:
    """The loss policy of one conversion: raise :class:`ConversionError`, or warn and drop.

    Args:
        target: The target's name, as errors and warnings say it.
        strict: Raise (``True``) or warn with :class:`LossWarning` and drop (``False``).
    """

    def __init__(self, target: str, strict: bool) -> None:
        self.target = target
        self.strict = strict

    def lose(self, what: str, path: str) -> None:
        """Refuse ``what`` at ``path``: raise when strict, otherwise warn that it is dropped."""
        if self.strict:
            raise ConversionError(f"{self.target} has no faithful form for {what}", path)
        warn_at_caller(LossWarning(f"Dropped {what}: {self.target} has no faithful form for it", path))


def message_kind(message: BaseMessage, path: str, losses: Losses, also: Collection[str] = ()) -> str | None:
    """``"system"``, ``"human"``, ``"ai"`` or ``"tool"`` (or a kind of ``also`` that the target takes
    too, such as ``"function"``); else ``None``, after :meth:`Losses.lose`."""
    tag = message.type
    kind = _KINDS.get(tag)
    if kind is None and KIND_OF_TAG.get(tag) in also:
        return KIND_OF_TAG[tag]
    if kind is None and tag in ("chat", "ChatMessageChunk"):
        kind = _CHAT_ROLES.get(getattr(message, "role", ""))
        if kind is None:
            losses.lose(f"a chat message with the role {getattr(message, 'role', '')!r}", path)
        return kind
    if kind is None:
        losses.lose(f"a {tag!r} message", path)
    return kind


def lose_message_fields(
    message: Any,
    kind: str | None,
    path: str,
    losses: Losses,
    call_names: dict[Any, Any],
    *,
    refusal: str,
    named: Collection[str] = (),
) -> None:
    """Lose what a provider turn has no place for: a message's ``name`` (its author's), unless its
    kind is in ``named`` (the target writes it) or it is a tool message's ``name`` that its call
    already gives (``call_names`` maps the ids of the calls seen so far to their names, and learns
    an AI message's); and an AI message's ``additional_kwargs["refusal"]`` (read from Chat
    Completions), ``refusal`` saying why. Nothing for a message already lost whole (``kind`` None)."""
    if kind is None:
        return
    name = getattr(message, "name", None)
    if name and kind not in named and not (kind == "tool" and call_names.get(message.tool_call_id) == name):
        losses.lose("a message's name", f"{path}.name")
    if kind != "ai":
        return
    call_names.update((call.get("id"), call.get("name")) for call in message.tool_calls)
    if message.additional_kwargs.get("refusal"):
        losses.lose(refusal, f"{path}.additional_kwargs.refusal")


def legacy_function_call(message: Any) -> Any:
    """A message's legacy ``additional_kwargs["function_call"]``; ``None`` when it has none, or when it
    is the copy of one of its tool calls (same name and arguments) that readers of Gemini responses
    (langchain-google-genai's, and ours) put there, which is sent as that tool call."""
    legacy = message.additional_kwargs.get("function_call")
    if isinstance(legacy, dict) and isinstance(legacy.get("arguments"), str):
        try:
            args = json.loads(legacy["arguments"])
        except (ValueError, RecursionError):
            return legacy
        calls = getattr(message, "tool_calls", None) or ()
        if any(call.get("name") == legacy.get("name") and call.get("args") == args for call in calls):
            return None
    return legacy


def lose_legacy_function_call(message: Any, path: str, losses: Losses) -> None:
    """A legacy ``additional_kwargs["function_call"]`` has no call id, which the target's tool calls need."""
    if legacy_function_call(message) is not None:
        losses.lose("a legacy function_call (it has no call id)", f"{path}.additional_kwargs.function_call")


def model_provider(message: BaseMessage) -> Any:
    """The provider that wrote an AI message (``response_metadata["model_provider"]``), else ``None``."""
    return message.response_metadata.get("model_provider")


def is_empty_text(content: Any) -> bool:
    """Whether a message's content is empty text: ``""``, or a non-empty list of ``""`` and empty
    ``text`` blocks (an empty list is no text at all)."""
    if isinstance(content, str):
        return not content
    return bool(content) and all(
        item == "" or (tag_of(item) == "text" and item.get("text") == "") for item in content
    )


def block_call_ids(blocks: list[Block]) -> set[Any]:
    """The ids of the ``tool_call`` blocks among standard ``blocks``.

    ``content_blocks`` adds an AI message's tool calls with an id, but not those without one, nor
    any of a v1 message (whose content is its blocks as they are): a writer sends the calls whose id
    is not here with :func:`missing_tool_calls`.
    """
    return {std.get("id") for std in blocks if std.get("type") == "tool_call" and std.get("id")}


def tag_of(value: Any, key: str = "type") -> str | None:
    """``value[key]`` when ``value`` is a dict and that is a string (a tag to dispatch on), else ``None``."""
    found = value.get(key) if isinstance(value, dict) else None
    return found if isinstance(found, str) else None


_CALL_ID_KEYS = {"tool_use": "id", "function_call": "call_id"}
"""Provider tool call blocks (Anthropic's, Responses') by tag -> the key holding the call's id."""


def tool_call_ids(message: Any) -> set[Any]:
    """The ids of an AI message's tool calls."""
    return {call.get("id") for call in message.tool_calls}


def is_tool_call_echo(std: Block, call_ids: set[Any]) -> bool:
    """Whether ``std`` is a ``non_standard`` provider tool call that ``tool_calls`` already hold.

    LangChain's best-effort reading keeps an Anthropic ``tool_use`` (or a Responses
    ``function_call``) of a message whose provider is unknown as ``non_standard`` and adds the
    call from ``tool_calls`` too; the writers send the call once, as the target's own.
    """
    value = std.get("value") if std.get("type") == "non_standard" else None
    if not isinstance(value, dict):
        return False
    key = _CALL_ID_KEYS.get(tag_of(value))  # type: ignore[arg-type]
    return key is not None and value.get(key) in call_ids


def content_blocks(message: Any, path: str) -> list[Block]:
    """``message.content_blocks``; a block LangChain's reading fails on (a ``type`` that is not a
    string, a legacy block missing its data) is a :class:`ValidationError` at ``path``."""
    try:
        blocks: list[Block] = message.content_blocks
    except (AttributeError, KeyError, TypeError, ValueError) as error:
        raise ValidationError(
            f"The content blocks cannot be read: {type(error).__name__}: {error}", path
        ) from None
    return blocks


def standard_blocks(item: Any) -> list[Block]:
    """The standard (v1) blocks of one raw content item, read as ``content_blocks`` reads it."""
    if isinstance(item, str):
        return [{"type": "text", "text": item}] if item else []
    try:
        return best_effort_content_blocks([item])
    except (AttributeError, KeyError, TypeError, ValueError):
        return [{"type": "non_standard", "value": item}]


_P = ParamSpec("_P")


def standard_written(
    item: Any, write: Callable[Concatenate[Block, _P], Block | None], *args: _P.args, **kwargs: _P.kwargs
) -> list[Block]:
    """The standard blocks of one raw content item (:func:`standard_blocks`) as
    ``write(std, *args, **kwargs)`` writes them, leaving out those it returns ``None`` for."""
    return [out for std in standard_blocks(item) if (out := write(std, *args, **kwargs)) is not None]


def missing_tool_calls(
    message: Any,
    call_ids: set[Any],
    path: str,
    losses: Losses,
    write: Callable[[dict[str, Any], str, Losses], Block | None],
) -> list[Block]:
    """An AI message's tool calls whose id is not in ``call_ids`` (those its native content did not
    hold) as ``write(call, path, losses)`` writes them, leaving out those it returns nothing for."""
    return [
        block
        for k, call in enumerate(message.tool_calls)
        if call.get("id") not in call_ids and (block := write(call, f"{path}.tool_calls[{k}]", losses))
    ]


def describe(std: Block) -> str:
    """How errors name a block: its tag quoted, or what a ``non_standard`` block holds."""
    tag = std.get("type")
    value = std.get("value")
    if tag == "non_standard" and isinstance(value, dict):
        return f"non-standard {value.get('type')!r}"
    return repr(tag)


def media_kind(mime_type: Any) -> str:
    """The standard block type for a MIME type: ``image``, ``audio``, ``video`` or ``file``."""
    major = mime_type.split("/", 1)[0] if isinstance(mime_type, str) else ""
    return major if major in ("image", "audio", "video") else "file"


_DATA_URL = re.compile(r"data:([^;,]+);base64,(.*)", re.DOTALL)


def parse_data_url(url: Any) -> tuple[str, str] | None:
    """``(mime_type, base64)`` of a ``data:`` URL, ``None`` for any other value."""
    found = _DATA_URL.fullmatch(url) if isinstance(url, str) else None
    return (found.group(1), found.group(2)) if found else None


def data_url(mime_type: str, data: str) -> str:
    """A base64 ``data:`` URL."""
    return f"data:{mime_type};base64,{data}"


def base64_text(data: bytes) -> str:
    """``data`` as standard base64 text (a ``TypeError`` for a value that is not bytes-like)."""
    return base64.b64encode(data).decode("ascii")


def base64_field(value: Any, path: str) -> str:
    """Binary data as standard base64 text: bytes are encoded; text (standard or URL-safe base64,
    as ``model_dump(mode="json")`` writes it) is checked and given in the standard alphabet; else a
    :class:`ValidationError` at ``path``."""
    if isinstance(value, (bytes, bytearray)):
        return base64_text(bytes(value))
    if not isinstance(value, str):
        raise ValidationError(f"Expected base64 text, got `{json_type_name(value)}`", path)
    try:
        if "-" in value or "_" in value:
            return base64_text(base64.urlsafe_b64decode(value))
        base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raise ValidationError("Expected base64 text", path) from None
    return value


def text_of_base64(data: Any) -> str | None:
    """The UTF-8 text that base64 ``data`` encodes, ``None`` if it is not such text."""
    try:
        return base64.b64decode(data, validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, TypeError, ValueError):
        return None


def expect_dict(value: Any, path: str) -> dict[str, Any]:
    """``value`` if it is a dict, else a :class:`ValidationError` at ``path``."""
    if not isinstance(value, dict):
        raise ValidationError(f"Expected `object`, got `{json_type_name(value)}`", path)
    return value


def expect_list(value: Any, path: str) -> list[Any]:
    """``value`` if it is a list, else a :class:`ValidationError` at ``path``."""
    if not isinstance(value, list):
        raise ValidationError(f"Expected `array`, got `{json_type_name(value)}`", path)
    return value


def check_keys(value: dict[str, Any], known: Collection[str], what: str, path: str) -> None:
    """Nothing if every key of ``value`` is in ``known``; else a :class:`ValidationError`
    ``"{what}: {key!r}"`` at ``{path}.{key}`` for the first that is not."""
    for key in value:
        if key not in known:
            raise ValidationError(f"{what}: {key!r}", f"{path}.{key}")


_R = TypeVar("_R")


def by_role(item: dict[str, Any], table: Mapping[str, _R], provider: str, path: str) -> _R:
    """``table[item["role"]]``; a role not in ``table`` is a :class:`ValidationError`
    ``"Not {provider} role: ..."`` at ``{path}.role``."""
    role = item.get("role")
    found = table.get(role) if isinstance(role, str) else None
    if found is None:
        raise ValidationError(f"Not {provider} role: {role!r}", f"{path}.role")
    return found
