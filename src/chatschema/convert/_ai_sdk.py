"""Messages to and from the Vercel AI SDK's ``ModelMessage`` form (``ai`` 6.0.326), what
``generateText`` and ``streamText`` take as ``messages``.

Design notes and the loss table: docs/providers.md, "The Vercel AI SDK".
"""

from __future__ import annotations

import json
from typing import Any

from chatschema._validation import validate
from chatschema.convert._ai_sdk_parts import (
    MEDIA_KEYS,
    NAMESPACE,
    SDK_KEY,
    TARGET,
    assistant_blocks,
    calls_of,
    fields_of,
    held_calls,
    json_text,
    media_block,
    media_data,
    media_source,
    message_blocks,
    split_options,
    standard_metadata,
    with_sdk,
)
from chatschema.convert._provider_io import Block, Losses, describe, message_kind
from chatschema.convert._to_messages import to_messages
from chatschema.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage

__all__ = [
    "block_options",
    "convert_from_ai_sdk_messages",
    "convert_to_ai_sdk_messages",
    "read_options",
]

_MEDIA = ("image", "audio", "video", "file")
_PO = "providerOptions"


# -- writing ----------------------------------------------------------------------------------------


_OPTION_KEYS = ("providerOptions", "providerMetadata", "callProviderMetadata")
"""Where the SDK's parts hold other providers' entries: each is read into ``extras["ai_sdk"]`` and
written back under the key the target part has."""


def block_options(
    part: dict[str, Any], rest: dict[str, Any], key: str, allowed: tuple[str, ...] = ()
) -> dict[str, Any]:
    """``part`` with ``rest`` (the block's keys the SDK has no field for) under ``key``'s
    ``chatschema`` entry; what the block was read with and chatschema has no key for
    (``extras["ai_sdk"]``: other providers' entries, a UI part's ``state``) is given back, those of
    its keys the part has (``allowed``), as the UI form's display state has no place in a
    ``ModelMessage``."""
    extras = rest.get("extras")
    restore: dict[str, Any] = {}
    if isinstance(extras, dict) and SDK_KEY in extras:
        sdk = extras[SDK_KEY]
        restore = dict(sdk) if isinstance(sdk, dict) else {}
        extras = {k: v for k, v in extras.items() if k != SDK_KEY}
        rest = {k: v for k, v in rest.items() if k != "extras"} | ({"extras": extras} if extras else {})
    foreign: dict[str, Any] = {}
    for name in _OPTION_KEYS:
        if isinstance(restore.get(name), dict):
            foreign |= restore[name]
    options = foreign | ({NAMESPACE: rest} if rest else {})
    if options:
        part[key] = options
    part.update({k: v for k, v in restore.items() if k in allowed})
    return part


def _rest(block: Block, used: tuple[str, ...]) -> dict[str, Any]:
    return {k: v for k, v in block.items() if k not in used}


def _media_part(block: Block, role: str, path: str, losses: Losses) -> dict[str, Any] | None:
    """An image, audio, video or file block as an ``image`` part (user images) or a ``file`` part."""
    data = media_data(block, data_urls=False)
    if data is None:
        losses.lose(f"a {block['type']!r} block without a URL or base64 data (a provider file id)", path)
        return None
    mime = block.get("mime_type")
    used = (*MEDIA_KEYS, "text")
    extras = block.get("extras")
    filename = extras.get("filename") if isinstance(extras, dict) else None
    if block["type"] == "image" and role == "user":
        part: dict[str, Any] = {"type": "image", "image": data} | ({"mediaType": mime} if mime else {})
        return block_options(part, _rest(block, used), _PO)
    if not isinstance(mime, str):
        losses.lose(f"a {block['type']!r} block without a MIME type (a file part needs one)", path)
        return None
    part = {"type": "file", "data": data, "mediaType": mime}
    rest = _rest(block, used)
    if isinstance(filename, str):
        part["filename"] = filename
        left = {k: v for k, v in extras.items() if k != "filename"}  # type: ignore[union-attr]
        rest = {k: v for k, v in rest.items() if k != "extras"} | ({"extras": left} if left else {})
    return block_options(part, rest, _PO)


def _call_part(block: Block, path: str, losses: Losses) -> dict[str, Any] | None:
    """A ``tool_call``, ``invalid_tool_call`` or ``server_tool_call`` block as a ``tool-call`` part."""
    call_id, name = block.get("id"), block.get("name")
    if not isinstance(call_id, str) or not isinstance(name, str):
        losses.lose(f"a {block['type']!r} without an id and a name (a tool call part needs both)", path)
        return None
    part: dict[str, Any] = {"type": "tool-call", "toolCallId": call_id, "toolName": name}
    rest = _rest(block, ("type", "id", "name", "args"))
    if block["type"] == "invalid_tool_call":
        part["input"] = block.get("args")
        rest["invalid"] = True
    else:
        part["input"] = block.get("args", {})
    if block["type"] == "server_tool_call":
        part["providerExecuted"] = True
    return block_options(part, rest, _PO)


def _server_result_part(
    block: Block, names: dict[str, str], path: str, losses: Losses
) -> dict[str, Any] | None:
    call_id = block.get("tool_call_id")
    name = names.get(call_id) if isinstance(call_id, str) else None
    if name is None:
        losses.lose(
            "a server tool result whose call is not in the history (a result needs its tool name)", path
        )
        return None
    value = block.get("output")
    error = block.get("status") == "error"
    output: dict[str, Any]
    if isinstance(value, str):
        output = {"type": "error-text" if error else "text", "value": value}
    else:
        output = {"type": "error-json" if error else "json", "value": value}
    part: dict[str, Any] = {"type": "tool-result", "toolCallId": call_id, "toolName": name, "output": output}
    return block_options(part, _rest(block, ("type", "tool_call_id", "status", "output")), _PO)


def _part(block: Block, role: str, names: dict[str, str], path: str, losses: Losses) -> dict[str, Any] | None:
    """One standard block of a user or assistant message as a part, or ``None`` after a loss."""
    match block.get("type"):
        case "text":
            return block_options({"type": "text", "text": block["text"]}, _rest(block, ("type", "text")), _PO)
        case "reasoning" if role == "assistant":
            part = {"type": "reasoning", "text": block.get("reasoning", "")}
            return block_options(part, _rest(block, ("type", "reasoning")), _PO)
        case "image" | "audio" | "video" | "file" | "text-plain":
            return _media_part(block, role, path, losses)
        case "tool_call" | "invalid_tool_call" | "server_tool_call" if role == "assistant":
            return _call_part(block, path, losses)
        case "server_tool_result" if role == "assistant":
            return _server_result_part(block, names, path, losses)
    where = "an assistant" if role == "assistant" else "a user"
    losses.lose(f"the {describe(block)} block in {where} message", path)
    return None


def _content_path(message: BaseMessage, path: str, j: int) -> str:
    return f"{path}.content[{j}]" if isinstance(message.content, list) else f"{path}.content"


def _system(message: BaseMessage, path: str, losses: Losses) -> str:
    if isinstance(message.content, str):
        return message.content
    texts = []
    for j, block in enumerate(message_blocks(message, path)):
        if block.get("type") == "text" and set(block) <= {"type", "text"}:
            texts.append(block["text"])
        else:
            where = f"{path}.content[{j}]"
            losses.lose(f"the {describe(block)} block in a system message (its content is text)", where)
    return "".join(texts)


def _assistant(message: Any, names: dict[str, str], path: str, losses: Losses) -> tuple[Any, bool]:
    """The content of an assistant message, and whether it came from string content."""
    held = held_calls(message)
    for _, call in held:
        if isinstance(call.get("id"), str) and isinstance(call.get("name"), str):
            names[call["id"]] = call["name"]
    if isinstance(message.content, str):
        if not held:
            return message.content, False
        parts: list[Any] = [{"type": "text", "text": message.content}] if message.content else []
        parts += [_call_part(call, path + where, losses) for where, call in held]
        return [p for p in parts if p is not None], True
    blocks = assistant_blocks(message, path)
    for block in blocks:
        if block.get("type") == "server_tool_call" and isinstance(block.get("id"), str):
            if isinstance(block.get("name"), str):
                names[block["id"]] = block["name"]
    parts = [
        _part(b, "assistant", names, f"{path}.content_blocks[{j}]", losses) for j, b in enumerate(blocks)
    ]
    return [p for p in parts if p is not None], False


def _output_item(block: Block, path: str, losses: Losses) -> dict[str, Any] | None:
    """One standard block of a tool message's list content as an item of a ``content`` output."""
    tag = block.get("type")
    if tag == "text":
        return block_options({"type": "text", "text": block["text"]}, _rest(block, ("type", "text")), _PO)
    if tag in _MEDIA:
        mime = block.get("mime_type")
        used = ("type", "url", "base64", "mime_type")
        if isinstance(block.get("url"), str):
            if tag == "image" and mime is None:
                return block_options({"type": "image-url", "url": block["url"]}, _rest(block, used), _PO)
            item: dict[str, Any] = {"type": "file-url", "url": block["url"]}
            if mime is not None:
                item["mediaType"] = mime
            return block_options(item, _rest(block, used), _PO)
        if isinstance(block.get("base64"), str) and isinstance(mime, str):
            kind = "image-data" if tag == "image" else "file-data"
            item = {"type": kind, "data": block["base64"], "mediaType": mime}
            return block_options(item, _rest(block, used), _PO)
    losses.lose(f"the {describe(block)} block in a tool result", path)
    return None


def _tool_output(message: Any, path: str, losses: Losses) -> dict[str, Any]:
    marker = message.additional_kwargs.get(SDK_KEY, {}).get("output")
    error = message.status == "error"
    if isinstance(message.content, str):
        if marker == "execution-denied":
            return {"type": "execution-denied"} | ({"reason": message.content} if message.content else {})
        if marker == "json":
            try:
                return {"type": "error-json" if error else "json", "value": json.loads(message.content)}
            except ValueError:
                pass
        return {"type": "error-text" if error else "text", "value": message.content}
    blocks = message_blocks(message, path)
    items = [_output_item(b, f"{path}.content[{j}]", losses) for j, b in enumerate(blocks)]
    return {"type": "content", "value": [item for item in items if item is not None]}


def _tool_result(message: Any, names: dict[str, str], path: str, losses: Losses) -> dict[str, Any] | None:
    name = message.name if isinstance(message.name, str) else names.get(message.tool_call_id)
    if name is None:
        losses.lose("a tool message whose call is not in the history and that has no name", path)
        return None
    own = fields_of(message)
    if message.name is None:
        own["name"] = None
    elif own.get("name") == name:
        del own["name"]
    part = {"type": "tool-result", "toolCallId": message.tool_call_id, "toolName": name}
    part["output"] = _tool_output(message, path, losses)
    if part["output"]["type"] in ("error-text", "error-json", "execution-denied"):
        own.pop("status", None)  # the output says it
    if own:
        part["providerOptions"] = {NAMESPACE: own}
    return part


def _message_options(message: BaseMessage, own: dict[str, Any]) -> dict[str, Any]:
    sdk = message.additional_kwargs.get(SDK_KEY)
    foreign = sdk.get("providerOptions", {}) if isinstance(sdk, dict) else {}
    return dict(foreign) | ({NAMESPACE: own} if own else {})


def convert_to_ai_sdk_messages(messages: Any, *, strict: bool = True) -> list[dict[str, Any]]:
    """Messages as the Vercel AI SDK's ``ModelMessage`` list (``ai`` 6.0.326).

    System, human, AI and tool messages become ``system``, ``user``, ``assistant`` and ``tool``
    messages; consecutive tool messages share one ``tool`` message. Text, reasoning, images and
    files (by URL or base64), tool calls (``tool-call`` parts; a server tool call with
    ``providerExecuted``), server tool results and tool results are written as the SDK's parts.
    What the SDK has no field for (message ids and names, usage, response metadata, a block's
    ids and extras) is kept under ``providerOptions.chatschema``, so
    :func:`convert_from_ai_sdk_messages` gives the messages back.

    Args:
        messages: Messages, or anything :func:`chatschema.convert_to_messages` reads.
        strict: What to do with a value the SDK cannot hold (a refusal, a provider file id, a
            custom chat role; docs/providers.md lists them): raise (``True``) or leave it out with
            a :class:`~chatschema.LossWarning` (``False``).

    Returns:
        ``ModelMessage`` dicts, valid under the SDK's ``modelMessageSchema``.

    Raises:
        ConversionError: ``strict`` and a value has no place in the SDK's form (with its path).
        ValidationError: ``messages`` cannot be read as messages.

    Example:
        >>> from chatschema import AIMessage, HumanMessage, ToolMessage
        >>> call = {"name": "weather", "args": {"city": "Paris"}, "id": "c1"}
        >>> history = [HumanMessage("Weather?"), AIMessage("", tool_calls=[call]),
        ...            ToolMessage("18C", tool_call_id="c1")]
        >>> out = convert_to_ai_sdk_messages(history)
        >>> out[1]["content"][0]["type"], out[2]["content"][0]["output"]
        ('tool-call', {'type': 'text', 'value': '18C'})
        >>> convert_from_ai_sdk_messages(out) == history
        True
    """
    losses = Losses(TARGET, strict)
    names: dict[str, str] = {}
    out: list[dict[str, Any]] = []
    previous_tool = False
    for i, message in enumerate(to_messages(messages, sequence_only=True)):
        path = f"$[{i}]"
        kind = message_kind(message, path, losses)
        if kind == "tool":
            part = _tool_result(message, names, path, losses)
            if part is None:
                continue
            if previous_tool:
                out[-1]["content"].append(part)
            else:
                options = _message_options(message, {})
                out.append(
                    {"role": "tool", "content": [part]} | ({"providerOptions": options} if options else {})
                )
            previous_tool = True
            continue
        previous_tool = False
        own = fields_of(message)
        if kind == "system":
            written: dict[str, Any] = {"role": "system", "content": _system(message, path, losses)}
        elif kind == "human":
            if isinstance(message.content, str):
                content: Any = message.content
            else:
                blocks = message_blocks(message, path)
                parts = [
                    _part(b, "user", names, _content_path(message, path, j), losses)
                    for j, b in enumerate(blocks)
                ]
                content = [p for p in parts if p is not None]
            written = {"role": "user", "content": content}
        elif kind == "ai":
            content, from_string = _assistant(message, names, path, losses)
            if from_string:
                own["string_content"] = True
            written = {"role": "assistant", "content": content}
        else:
            continue
        options = _message_options(message, own)
        if options:
            written["providerOptions"] = options
        out.append(written)
    return out


# -- reading ----------------------------------------------------------------------------------------


def read_options(
    block: dict[str, Any], options: Any, key: str = _PO, kept: dict[str, Any] | None = None
) -> dict[str, Any]:
    """``block`` with the ``chatschema`` entry of a part's ``key`` (its options or metadata) merged
    in; the other providers' entries, and ``kept`` (part keys chatschema has no key for), go to
    its ``extras["ai_sdk"]``, from where :func:`block_options` gives them back."""
    own, foreign = split_options(options)
    block = block | own
    sdk = ({key: foreign} if foreign else {}) | (kept or {})
    if sdk:
        extras = dict(block.get("extras") or {})
        extras[SDK_KEY] = sdk
        block["extras"] = extras
    return block


def _read_media(part: dict[str, Any]) -> Block:
    if part["type"] == "image":
        block: Block = {"type": "image", **media_source(part["image"], part.get("mediaType"))}
    else:
        block = media_block(part["data"], part.get("mediaType"))
        if "filename" in part:
            block["extras"] = {"filename": part["filename"]}
    own, foreign = split_options(part.get(_PO))
    if "extras" in own and "extras" in block:
        own["extras"] = {**own["extras"], **block["extras"]}
    return read_options(block, {NAMESPACE: own, **foreign})


def _read_call(part: dict[str, Any], path: str, losses: Losses) -> Block | None:
    own, _ = split_options(part.get(_PO))
    base = {"id": part["toolCallId"], "name": part["toolName"]}
    if own.pop("invalid", False):
        block: Block = {"type": "invalid_tool_call", **base, "args": part["input"]}
    elif not isinstance(part["input"], dict):
        losses.lose("a tool call whose input is not a JSON object", f"{path}.input")
        return None
    else:
        kind = "server_tool_call" if part.get("providerExecuted") else "tool_call"
        block = {"type": kind, **base, "args": part["input"]}
    options = dict(part.get(_PO) or {})
    options[NAMESPACE] = own
    return read_options(block, options)


def _read_server_result(part: dict[str, Any], path: str, losses: Losses) -> Block | None:
    output = part["output"]
    if output["type"] not in ("text", "json", "error-text", "error-json"):
        losses.lose(f"a server tool result with a {output['type']!r} output", f"{path}.output")
        return None
    status = "error" if output["type"].startswith("error") else "success"
    block = {"type": "server_tool_result", "tool_call_id": part["toolCallId"], "status": status}
    block["output"] = output["value"]
    return read_options(block, part.get(_PO))


def _read_part(part: dict[str, Any], path: str, losses: Losses) -> Block | None:
    match part["type"]:
        case "text":
            return read_options({"type": "text", "text": part["text"]}, part.get(_PO))
        case "reasoning":
            return read_options({"type": "reasoning", "reasoning": part["text"]}, part.get(_PO))
        case "image" | "file":
            return _read_media(part)
        case "tool-call":
            return _read_call(part, path, losses)
        case "tool-result":
            return _read_server_result(part, path, losses)
    losses.lose(f"a {part['type']!r} part (chatschema has no such block)", path)
    return None


def _read_assistant(content: Any, own: dict[str, Any], path: str, losses: Losses) -> AIMessage:
    if isinstance(content, str):
        return AIMessage(content, **own)
    blocks = [b for j, p in enumerate(content) if (b := _read_part(p, f"{path}.content[{j}]", losses))]
    calls, invalid = calls_of(blocks)
    if own.pop("string_content", False):
        text = "".join(b["text"] for b in blocks if b["type"] == "text")
        return AIMessage(text, tool_calls=calls, invalid_tool_calls=invalid, **own)
    return AIMessage(
        list[Any](blocks), tool_calls=calls, invalid_tool_calls=invalid, **standard_metadata(own)
    )


def _read_output(part: dict[str, Any], path: str, losses: Losses) -> tuple[Any, str, str | None]:
    """The content, status and output marker of the tool message for a ``tool-result`` part."""
    output = part["output"]
    match output["type"]:
        case "text" | "error-text":
            return output["value"], "error" if output["type"] == "error-text" else "success", None
        case "json" | "error-json":
            return (
                json_text(output["value"]),
                "error" if output["type"] == "error-json" else "success",
                "json",
            )
        case "execution-denied":
            return output.get("reason", ""), "error", "execution-denied"
    blocks = []
    for j, item in enumerate(output["value"]):
        where = f"{path}.output.value[{j}]"
        match item["type"]:
            case "text":
                block: Block = {"type": "text", "text": item["text"]}
            case "image-data" | "file-data" | "media":
                block = media_block(item["data"], item["mediaType"])
                if item["type"] == "image-data":
                    block["type"] = "image"
                if "filename" in item:
                    block["extras"] = {"filename": item["filename"]}
            case "image-url":
                block = {"type": "image", "url": item["url"]}
            case "file-url":
                block = {"type": "file", "url": item["url"]}
                if "mediaType" in item:
                    block["mime_type"] = item["mediaType"]
            case _:
                losses.lose(f"a {item['type']!r} item of a tool result", where)
                continue
        blocks.append(read_options(block, item.get(_PO)))
    return blocks, "success", None


def _read_tool(
    message: dict[str, Any], foreign: dict[str, Any], path: str, losses: Losses
) -> list[BaseMessage]:
    out: list[BaseMessage] = []
    for j, part in enumerate(message["content"]):
        where = f"{path}.content[{j}]"
        if part["type"] != "tool-result":
            losses.lose(f"a {part['type']!r} part (chatschema has no tool approvals)", where)
            continue
        content, status, marker = _read_output(part, where, losses)
        own, _ = split_options(part.get(_PO))
        fields: dict[str, Any] = {"name": part["toolName"], "status": status} | own
        sdk: dict[str, Any] = {}
        if marker is not None:
            sdk["output"] = marker
        if foreign and not out:
            sdk["providerOptions"] = foreign
        if sdk:
            fields["additional_kwargs"] = with_sdk(fields.get("additional_kwargs", {}), **sdk)
        out.append(ToolMessage(content, tool_call_id=part["toolCallId"], **fields))
    return out


def _with_foreign(own: dict[str, Any], foreign: dict[str, Any]) -> dict[str, Any]:
    if foreign:
        own["additional_kwargs"] = with_sdk(own.get("additional_kwargs", {}), providerOptions=foreign)
    return own


def convert_from_ai_sdk_messages(data: Any, *, strict: bool = True) -> list[BaseMessage]:
    """The Vercel AI SDK's ``ModelMessage`` list (``ai`` 6.0.326) as messages.

    The reverse of :func:`convert_to_ai_sdk_messages`: what it wrote comes back as it was. Of
    other ``ModelMessage`` lists, a ``tool`` message gives one tool message per result (a JSON
    result as its JSON text); an assistant message with string content gives an AI message with
    that string, one with parts gives standard blocks (tool calls also in ``tool_calls``). Other
    providers' ``providerOptions`` are kept in ``additional_kwargs["ai_sdk"]`` (of a message) and
    ``extras["ai_sdk"]`` (of a block), and written back.

    Args:
        data: A list of ``ModelMessage`` dicts.
        strict: What to do with a part chatschema has no block for (tool approvals, a provider
            file id in a tool result): raise (``True``) or leave it out with a
            :class:`~chatschema.LossWarning` (``False``).

    Returns:
        The messages.

    Raises:
        ValidationError: ``data`` is not a list of ``ModelMessage`` (the ``AISDKModelMessage``
            schema type), with the path of the fault.
        ConversionError: ``strict`` and a part has no chatschema form (with its path).

    Example:
        >>> messages = convert_from_ai_sdk_messages([{"role": "user", "content": "Hi"},
        ...                                          {"role": "assistant", "content": "Hello!"}])
        >>> [(m.type, m.content) for m in messages]
        [('human', 'Hi'), ('ai', 'Hello!')]
    """
    validate(data, "list[AISDKModelMessage]")
    losses = Losses(TARGET, strict)
    out: list[BaseMessage] = []
    for i, message in enumerate(data):
        path = f"$[{i}]"
        own, foreign = split_options(message.get(_PO))
        role, content = message["role"], message["content"]
        if role == "tool":
            out += _read_tool(message, foreign, path, losses)
            continue
        own = _with_foreign(own, foreign)
        if role == "system":
            out.append(SystemMessage(content, **own))
        elif role == "user":
            if not isinstance(content, str):
                blocks = [_read_part(p, f"{path}.content[{j}]", losses) for j, p in enumerate(content)]
                content = [b for b in blocks if b is not None]
            out.append(HumanMessage(content, **own))
        else:
            out.append(_read_assistant(content, own, path, losses))
    return out
