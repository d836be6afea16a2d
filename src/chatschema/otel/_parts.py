"""Content blocks to OpenTelemetry GenAI parts and back, one rule per type tag.

A block's keys that the part has no field for stay on the part under their own names (the
official parts are open objects), and come back as the block's keys. A block that no part can
hold faithfully becomes a generic part that names it, ``{"type": "generic", "generic_type":
<block type>, ...the block's other keys}`` (the form upstream's pending proposal gives generic
parts); it comes back as that block. The table in docs/otel.md says which rule handles what.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from chatschema._validation import validate
from chatschema.blocks._openai import convert_chat_completions_input
from chatschema.errors import ConversionError, ValidationError
from chatschema_generated.registry import TYPES

__all__ = [
    "BLOCK_OF_MODALITY",
    "GENERIC",
    "MODALITY_OF_BLOCK",
    "TO_BLOCK",
    "TO_PART",
    "UNREADABLE",
    "block_of_part",
    "generic_part",
    "is_valid",
    "part_of_block",
    "text_part",
]

GENERIC = "generic"
"""The ``type`` of the generic parts chatschema writes; ``generic_type`` names the block."""

MODALITY_OF_BLOCK = {"image": "image", "audio": "audio", "video": "video", "file": "document"}
"""The OTel ``modality`` of each standard media block type."""

BLOCK_OF_MODALITY = {modality: block for block, modality in MODALITY_OF_BLOCK.items()}
"""The media block type of each OTel modality; any other modality is read as a ``file``."""

Block = dict[str, Any]
Part = dict[str, Any]


def is_valid(value: Any, title: str) -> bool:
    """Whether ``value`` (parsed JSON) validates as the schema type ``title``, without its error.

    The type's generated fast test answers most values; :func:`chatschema.validate` (which
    runs that test first too) decides the rest. Either way the answer is ``validate``'s.

    Args:
        value: Parsed JSON: a dict or a list (a string would be read as JSON text).
        title: A schema title, such as ``"ContentPart"``.

    Returns:
        True when ``validate(value, title)`` raises nothing.

    Example:
        >>> is_valid({"type": "text", "text": "hi"}, "ContentPart"), is_valid({"type": "text"}, "ContentPart")
        (True, False)
    """
    ok = TYPES[title].ok
    if ok is not None and ok(value):
        return True
    try:
        validate(value, title)
    except ValidationError:
        return False
    return True


def generic_part(block: Block, path: str) -> Part:
    """A generic part that carries ``block``: its type as ``generic_type``, its other keys as they are.

    Args:
        block: A content block (a dict with a string ``type``).
        path: The block's JSON path, for errors.

    Returns:
        ``{"type": "generic", "generic_type": block["type"], ...}``.

    Raises:
        ConversionError: The block has its own ``generic_type`` key, which the part needs.

    Example:
        >>> generic_part({"type": "refusal", "refusal": "no"}, "$[0].content[0]")
        {'type': 'generic', 'generic_type': 'refusal', 'refusal': 'no'}
    """
    if "generic_type" in block:
        raise ConversionError("A block with a `generic_type` key cannot be carried by a generic part", path)
    part: Part = {"type": GENERIC}
    if "type" in block:  # an object without a type tag is carried without generic_type
        part["generic_type"] = block["type"]
    for key, value in block.items():
        if key != "type":
            part[key] = value
    return part


def _with_rest(part: Part, block: Block, used: tuple[str, ...], path: str) -> Part:
    """``part`` with every key of ``block`` not in ``used``; a generic part if a key clashes."""
    for key, value in block.items():
        if key in used:
            continue
        if key in part:
            return generic_part(block, path)
        part[key] = value
    return part


def text_part(text: str) -> Part:
    """The OTel text part of a string.

    Args:
        text: The text.

    Returns:
        ``{"type": "text", "content": text}``.

    Example:
        >>> text_part("hi")
        {'type': 'text', 'content': 'hi'}
    """
    return {"type": "text", "content": text}


def _text(block: Block, path: str) -> Part:
    text = block.get("text")
    if type(text) is not str:
        return generic_part(block, path)
    return _with_rest({"type": "text", "content": text}, block, ("type", "text"), path)


def _reasoning(block: Block, path: str) -> Part:
    text = block.get("reasoning")
    if type(text) is not str:
        return generic_part(block, path)
    return _with_rest({"type": "reasoning", "content": text}, block, ("type", "reasoning"), path)


def _media(block: Block, path: str) -> Part:
    modality = block.get("modality", MODALITY_OF_BLOCK[block["type"]])
    if "base64" in block:
        part: Part = {"type": "blob", "modality": modality, "content": block["base64"]}
        source = "base64"
    elif "url" in block:
        part = {"type": "uri", "modality": modality, "uri": block["url"]}
        source = "url"
    elif "file_id" in block:
        part = {"type": "file", "modality": modality, "file_id": block["file_id"]}
        source = "file_id"
    else:  # an OpenAI file part, or a legacy (v0) block with its data elsewhere
        return _openai_input(block, path)
    return _with_rest(part, block, ("type", source, "modality"), path)


def _openai_input(block: Block, path: str) -> Part:
    """The part of the standard block ``.content_blocks`` makes of an OpenAI Chat Completions
    input part (``image_url``, ``input_audio``, ``file``); a generic part when it makes none."""
    try:
        (converted,) = convert_chat_completions_input([block])
    except (ValueError, TypeError):  # empty data, or a key the block factory also takes
        return generic_part(block, path)
    if converted is block or converted.get("type") == "non_standard":
        return generic_part(block, path)
    if "id" not in block:
        del converted["id"]  # the generated lc_ id: the part stays the same for the same block
    return part_of_block(converted, path)


def _server_tool_call(block: Block, path: str) -> Part:
    name, args = block.get("name"), block.get("args")
    if type(name) is not str or type(args) is not dict or "type" in args:
        return generic_part(block, path)
    part: Part = {"type": "server_tool_call", "name": name, "server_tool_call": {"type": name, **args}}
    if "id" in block:
        part["id"] = block["id"]
    return _with_rest(part, block, ("type", "id", "name", "args"), path)


_RESULT = "server_tool_result"
_RESULT_KEYS = ("status", "output", "id")


def _server_tool_result(block: Block, path: str) -> Part:
    response = {"type": _RESULT}
    for key in _RESULT_KEYS:
        if key in block:
            response[key] = block[key]
    part: Part = {"type": "server_tool_call_response", "server_tool_call_response": response}
    if "tool_call_id" in block:
        part["id"] = block["tool_call_id"]
    return _with_rest(part, block, ("type", "tool_call_id", *_RESULT_KEYS), path)


_CONTEXTUAL = frozenset(("tool_call", "tool_call_response"))
"""Part types read as something else than a block where a message can hold them."""


def _non_standard(block: Block, path: str) -> Part:
    """The part a ``non_standard`` block holds, when it was read from it; else a generic part."""
    value = block.get("value")
    if (
        len(block) == 2
        and type(value) is dict
        and type(value.get("type")) is str
        and value["type"] not in _CONTEXTUAL
        and is_valid(value, "OtelPart")
        and block_of_part(value) == block
    ):
        return value
    return generic_part(block, path)


TO_PART: dict[str, Callable[[Block, str], Part]] = {
    "non_standard": _non_standard,
    "text": _text,
    "reasoning": _reasoning,
    "image": _media,
    "audio": _media,
    "video": _media,
    "file": _media,
    "server_tool_call": _server_tool_call,
    "server_tool_result": _server_tool_result,
    "image_url": _openai_input,
    "input_audio": _openai_input,
}
"""The rule for each block type that an OTel part holds; every other type becomes a generic part."""


def part_of_block(block: Any, path: str) -> Part:
    """The OTel part of one item of a content list.

    Args:
        block: A string or a content block.
        path: The item's JSON path, for errors.

    Returns:
        The part (see the module docstring and docs/otel.md).

    Raises:
        ConversionError: The item is neither a string nor an object.

    Example:
        >>> part_of_block({"type": "image", "url": "https://x/y.png"}, "$[0].content[1]")
        {'type': 'uri', 'modality': 'image', 'uri': 'https://x/y.png'}
    """
    if type(block) is str:
        return {"type": "text", "content": block}
    if type(block) is not dict:
        raise ConversionError("A content item must be a string or an object", path)
    tag = block.get("type")
    rule = TO_PART.get(tag) if type(tag) is str else None
    return rule(block, path) if rule is not None else generic_part(block, path)


# -- parts to blocks ----------------------------------------------------------------------------


def _rest(part: Part, used: tuple[str, ...], block: Block) -> Block:
    for key, value in part.items():
        if key not in used:
            block[key] = value
    return block


def _from_text(part: Part) -> Block:
    return _rest(part, ("type", "content"), {"type": "text", "text": part["content"]})


def _from_reasoning(part: Part) -> Block:
    return _rest(part, ("type", "content"), {"type": "reasoning", "reasoning": part["content"]})


def _media_block(part: Part, source: str, field: str) -> Block:
    modality = part["modality"]
    kind = BLOCK_OF_MODALITY.get(modality, "file")
    block: Block = {"type": kind, source: part[field]}
    if MODALITY_OF_BLOCK[kind] != modality:
        block["modality"] = modality
    used = (
        ("type", field, "modality", "mime_type")
        if part.get("mime_type") is None
        else ("type", field, "modality")
    )
    return _rest(part, used, block)


def _from_blob(part: Part) -> Block:
    return _media_block(part, "base64", "content")


def _from_uri(part: Part) -> Block:
    return _media_block(part, "url", "uri")


def _from_file(part: Part) -> Block:
    return _media_block(part, "file_id", "file_id")


def _from_server_tool_call(part: Part) -> Block:
    details = part["server_tool_call"]
    args = {key: value for key, value in details.items() if key != "type"}
    block = {"type": "server_tool_call", "name": part["name"], "args": args}
    if part.get("id") is not None:
        block["id"] = part["id"]
    return _rest(part, ("type", "id", "name", "server_tool_call"), block)


def _from_server_tool_response(part: Part) -> Block:
    if part.get("id") is None:  # a result must name its call
        return {"type": "non_standard", "value": part}
    response = part["server_tool_call_response"]
    block: Block = {"type": _RESULT}
    if part.get("id") is not None:
        block["tool_call_id"] = part["id"]
    if response.get("type") == _RESULT and set(response) <= {"type", *_RESULT_KEYS}:
        for key in _RESULT_KEYS:
            if key in response:
                block[key] = response[key]
    else:  # another instrumentation's response: kept whole as the output
        status = response.get("status")
        block["status"] = status if status in ("success", "error") else "success"
        block["output"] = response
    return _rest(part, ("type", "id", "server_tool_call_response"), block)


def _from_generic(part: Part) -> Block:
    if "generic_type" not in part:  # an object without a type tag, as generic_part carries it
        return _rest(part, ("type",), {})
    return _rest(part, ("type", "generic_type"), {"type": part["generic_type"]})


def _held(part: Part) -> Block:
    return {"type": "non_standard", "value": part}


UNREADABLE = "\x00unreadable"
"""The ``type`` that stands, while reading with ``errors="keep"``, for a part that is not valid:
``{"type": UNREADABLE, "value": <the part>}``, read as a ``non_standard`` block holding it."""


def _from_unreadable(part: Part) -> Block:
    return {"type": "non_standard", "value": part["value"]}


TO_BLOCK: dict[str, Callable[[Part], Block]] = {
    "text": _from_text,
    "reasoning": _from_reasoning,
    "blob": _from_blob,
    "uri": _from_uri,
    "file": _from_file,
    "server_tool_call": _from_server_tool_call,
    "server_tool_call_response": _from_server_tool_response,
    GENERIC: _from_generic,
    UNREADABLE: _from_unreadable,
}
"""The rule for each part type that becomes a content block; any other type (``compaction``,
another instrumentation's own) becomes a ``non_standard`` block holding the part.
``tool_call`` and ``tool_call_response`` parts become tool calls and tool messages instead."""


_OWN_KEYS = {
    "text": frozenset(("type", "content")),
    "reasoning": frozenset(("type", "content")),
    "blob": frozenset(("type", "modality", "content", "mime_type")),
    "uri": frozenset(("type", "modality", "uri", "mime_type")),
    "file": frozenset(("type", "modality", "file_id", "mime_type")),
    "server_tool_call": frozenset(("type", "id", "name", "server_tool_call")),
    "server_tool_call_response": frozenset(("type", "id", "server_tool_call_response")),
}
"""The keys a part of each type has when it holds only its own fields (MIME type and id
included): such a part always makes a valid block. A part with any other key (or a generic part)
may carry a key its block's schema types otherwise, so its block is checked."""

_NO_KEYS: frozenset[str] = frozenset()


def block_of_part(part: Part) -> Block:
    """The content block of an OTel part (not a tool call or a tool call response).

    A part whose extra keys would make its block invalid (another instrumentation's
    ``"index": []`` on a text part, a generic part naming a standard block it does not match)
    becomes a ``non_standard`` block holding the part, so any valid OTel value can be read.

    Args:
        part: A part that has been validated against the OTel schemas.

    Returns:
        The block (see docs/otel.md).

    Example:
        >>> block_of_part({"type": "blob", "modality": "image", "mime_type": "image/png", "content": "AA=="})
        {'type': 'image', 'base64': 'AA==', 'mime_type': 'image/png'}
    """
    kind = part["type"]
    block = TO_BLOCK.get(kind, _held)(part)
    # a non_standard block holding the part is always valid; one a generic part names is checked
    if not _OWN_KEYS.get(kind, _NO_KEYS).issuperset(part) and block.get("value") is not part:
        if not is_valid(block, "ContentPart"):
            return {"type": "non_standard", "value": part}
    return block
