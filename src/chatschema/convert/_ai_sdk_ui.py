"""Messages to and from the Vercel AI SDK's ``UIMessage`` form (``ai`` 6.0.326), what a chat user
interface (``useChat``) holds and ``validateUIMessages`` accepts.

Design notes and the loss table: docs/providers.md, "The Vercel AI SDK".
"""

from __future__ import annotations

import json
from typing import Any

from chatschema._validation import validate
from chatschema.convert._ai_sdk import block_options, read_options
from chatschema.convert._ai_sdk_parts import (
    CALLS,
    MEDIA_KEYS,
    NAMESPACE,
    SDK_KEY,
    STEPS,
    TARGET,
    assistant_blocks,
    calls_of,
    fields_of,
    held_calls,
    json_text,
    media_block,
    media_data,
    message_blocks,
    split_options,
    standard_metadata,
    step_id,
    with_sdk,
)
from chatschema.convert._provider_io import Block, Losses, describe, message_kind
from chatschema.convert._to_messages import to_messages
from chatschema.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage

__all__ = ["convert_from_ai_sdk_ui_messages", "convert_to_ai_sdk_ui_messages"]

_PM = "providerMetadata"
_ANY_IMAGE = "image/*"
_DISPLAY = ("state",)
"""Keys of a text part that chatschema keeps in ``extras["ai_sdk"]`` (display state)."""
_REASONING_KEPT = ("state", "id")
"""Keys of a reasoning part that chatschema keeps in ``extras["ai_sdk"]``: its display state and the
id the SDK's stream reader gives it."""
_TOOL_KEPT = ("toolMetadata", "preliminary", "approval", "inputEncoding", "dynamic", "title")
"""Keys of a tool part that chatschema keeps in ``extras["ai_sdk"]`` of the call."""
_KEPT_PARTS = ("source-url", "source-document")
"""UI parts chatschema has no block for, kept as ``non_standard`` blocks of the AI message (as are
``data-`` parts) and written back as they are. A ``step-start`` part is no block: it opens the
next AI message."""


# -- writing ----------------------------------------------------------------------------------------


def _rest(block: Block, used: tuple[str, ...]) -> dict[str, Any]:
    return {k: v for k, v in block.items() if k not in used}


def _text_part(block: Block) -> dict[str, Any]:
    return block_options(
        {"type": "text", "text": block["text"]}, _rest(block, ("type", "text")), _PM, _DISPLAY
    )


def _file_part(block: Block, path: str, losses: Losses) -> dict[str, Any] | None:
    data = media_data(block, data_urls=True)
    mime = block.get("mime_type")
    rest = _rest(block, (*MEDIA_KEYS, "text"))
    if mime is None and block["type"] == "image" and data is not None:
        mime = _ANY_IMAGE  # the SDK's own media type for an image of unknown type
        rest["unknown_media_type"] = True
    if data is None or not isinstance(mime, str):
        losses.lose(f"a {block['type']!r} block without a URL or base64 data and a MIME type", path)
        return None
    part: dict[str, Any] = {"type": "file", "mediaType": mime}
    extras = rest.get("extras")
    if isinstance(extras, dict) and isinstance(extras.get("filename"), str):
        part["filename"] = extras["filename"]
        left = {k: v for k, v in extras.items() if k != "filename"}
        rest = {k: v for k, v in rest.items() if k != "extras"} | ({"extras": left} if left else {})
    part["url"] = data
    return block_options(part, rest, _PM)


def _tool_part(block: Block, path: str, losses: Losses) -> dict[str, Any] | None:
    """A ``tool_call``, ``invalid_tool_call`` or ``server_tool_call`` block as a tool part."""
    call_id, name = block.get("id"), block.get("name")
    if not isinstance(call_id, str) or not isinstance(name, str):
        losses.lose(f"a {block['type']!r} without an id and a name (a tool part needs both)", path)
        return None
    rest = _rest(block, ("type", "id", "name", "args", "error"))
    extras = rest.get("extras")
    sdk = extras.get(SDK_KEY) if isinstance(extras, dict) else None
    dynamic = isinstance(sdk, dict) and sdk.get("type") == "dynamic-tool"
    part: dict[str, Any] = (
        {"type": "dynamic-tool", "toolName": name} if dynamic else {"type": f"tool-{name}"}
    ) | {"toolCallId": call_id}
    if dynamic:
        sdk = {k: v for k, v in sdk.items() if k != "type"}  # type: ignore[union-attr]
        extras = {k: v for k, v in extras.items() if k != SDK_KEY} | ({SDK_KEY: sdk} if sdk else {})  # type: ignore[union-attr]
        rest = {k: v for k, v in rest.items() if k != "extras"} | ({"extras": extras} if extras else {})
    if block["type"] == "invalid_tool_call":
        rest["invalid"] = True
        part |= {
            "state": "output-error",
            "rawInput": block.get("args"),
            "errorText": block.get("error") or "",
        }
    else:
        part |= {"state": "input-available", "input": block.get("args", {})}
    if block["type"] == "server_tool_call":
        part["providerExecuted"] = True
    return block_options(part, rest, "callProviderMetadata", _TOOL_KEPT)


def _fill(part: dict[str, Any], output: Any, error: bool, own: dict[str, Any]) -> None:
    """Give a tool part its result: ``output-available`` with ``output``, or ``output-error``."""
    if error:
        part["state"] = "output-error"
        part["errorText"] = output if isinstance(output, str) else json_text(output)
    else:
        part["state"] = "output-available"
        part["output"] = output
    if own:
        part["resultProviderMetadata"] = {NAMESPACE: own}


def _server_result(block: Block, calls: dict[str, dict[str, Any]], path: str, losses: Losses) -> None:
    part = calls.get(block.get("tool_call_id"))  # type: ignore[arg-type]
    if part is None or part["state"] != "input-available":
        losses.lose("a server tool result whose call is not in the message, or is answered", path)
        return
    own = _rest(block, ("type", "tool_call_id", "status", "output"))
    _fill(part, block.get("output"), block.get("status") == "error", own)


def _assistant_parts(
    message: Any, calls: dict[str, dict[str, Any]], path: str, losses: Losses
) -> tuple[list[dict[str, Any]], bool]:
    """The parts of an AI message, and whether its content was a list."""
    parts: list[dict[str, Any]] = []

    def add_call(block: Block, where: str) -> None:
        part = _tool_part(block, where, losses)
        if part is not None:
            parts.append(part)
            calls[part["toolCallId"]] = part

    if isinstance(message.content, str):
        if message.content:
            parts.append({"type": "text", "text": message.content})
        for where, call in held_calls(message):
            add_call(call, path + where)
        return parts, False
    for j, block in enumerate(assistant_blocks(message, path)):
        where = f"{path}.content_blocks[{j}]"
        match block.get("type"):
            case "text":
                parts.append(_text_part(block))
            case "reasoning":
                part = {"type": "reasoning", "text": block.get("reasoning", "")}
                parts.append(block_options(part, _rest(block, ("type", "reasoning")), _PM, _REASONING_KEPT))
            case "image" | "audio" | "video" | "file" | "text-plain":
                if (file := _file_part(block, where, losses)) is not None:
                    parts.append(file)
            case "tool_call" | "invalid_tool_call" | "server_tool_call":
                add_call(block, where)
            case "server_tool_result":
                _server_result(block, calls, where, losses)
            case "non_standard" if _kept_part(block.get("value")):
                parts.append(block["value"])
            case _:
                losses.lose(f"the {describe(block)} block in an AI message", where)
    return parts, True


def _reads_as_text(parts: list[dict[str, Any]]) -> bool:
    """Whether :func:`convert_from_ai_sdk_ui_messages` reads these parts as string content: apart
    from tool parts, plain text parts alone."""
    return all(
        set(p) == {"type", "text"} for p in parts if p["type"] == "text" or not _is_tool(p["type"])
    ) and all(p["type"] == "text" or _is_tool(p["type"]) for p in parts)


def _is_tool(tag: str) -> bool:
    return tag == "dynamic-tool" or tag.startswith("tool-")


def _kept_part(value: Any) -> bool:
    tag = value.get("type") if isinstance(value, dict) else None
    return isinstance(tag, str) and (tag in _KEPT_PARTS or tag.startswith("data-"))


def _user_parts(message: Any, path: str, losses: Losses, role: str) -> list[dict[str, Any]]:
    if isinstance(message.content, str):
        return [{"type": "text", "text": message.content}]
    parts = []
    for j, block in enumerate(message_blocks(message, path)):
        where = f"{path}.content[{j}]"
        if block.get("type") == "text":
            parts.append(_text_part(block))
        elif block.get("type") in ("image", "audio", "video", "file", "text-plain") and role == "user":
            if (part := _file_part(block, where, losses)) is not None:
                parts.append(part)
        else:
            losses.lose(f"the {describe(block)} block in a {role} message", where)
    return parts


def _tool_message(message: Any, calls: dict[str, dict[str, Any]], path: str, losses: Losses) -> str | None:
    """Fill the tool part the tool message answers; the id of its call, or ``None`` (lost)."""
    part = calls.get(message.tool_call_id)
    if part is None or part["state"] != "input-available":
        losses.lose("a tool message whose call is not in the history, or is answered already", path)
        return None
    own = fields_of(message)
    own.pop("status", None)
    name = _tool_name(part)
    if message.name is None:
        own["name"] = None
    elif message.name != name:
        own["name"] = message.name
    else:
        own.pop("name", None)
    marker = message.additional_kwargs.get(SDK_KEY, {}).get("output")
    output: Any = message.content
    if isinstance(output, list):
        own["list_content"] = True
    elif marker == "json":
        try:
            output = json.loads(output)
        except ValueError:
            pass
    _fill(part, output, message.status == "error", own)
    return str(message.tool_call_id)


def _sdk(message: BaseMessage) -> dict[str, Any]:
    """What the message was read with from a UI message and chatschema has no field for
    (``additional_kwargs["ai_sdk"]``): the UI message's other ``metadata``, and for an AI message
    whose UI message did not open with a ``step-start``, ``"step_start": False``."""
    sdk = message.additional_kwargs.get(SDK_KEY)
    return sdk if isinstance(sdk, dict) else {}


def _opens(message: BaseMessage) -> bool:
    """Whether an AI message was the first step of a UI message of its own, which it opens again
    (it holds that message's ``metadata`` or its lack of a ``step-start``)."""
    sdk = _sdk(message)
    return "metadata" in sdk or sdk.get(_STEP_START) is False


_STEP_START = "step_start"
"""The key of ``additional_kwargs["ai_sdk"]`` that marks an AI message read from an assistant UI
message whose parts did not open with a ``step-start`` (``False``)."""


def _metadata(message: BaseMessage, own: dict[str, Any], path: str, losses: Losses) -> Any:
    """The ``metadata`` of a UI message: chatschema's fields, beside what it was read with."""
    sdk = _sdk(message)
    if "metadata" not in sdk:
        return {NAMESPACE: own} if own else _NONE
    foreign = sdk["metadata"]
    if isinstance(foreign, dict):
        return dict(foreign) | ({NAMESPACE: own} if own else {})
    if own:
        losses.lose(
            "metadata that is not an object, beside the message's own fields", f"{path}.additional_kwargs"
        )
        return {NAMESPACE: own}
    return foreign


_NONE = object()
"""No ``metadata``."""


class _Turn:
    """An assistant UI message being written: one AI message per step, each step's parts opened by
    a ``step-start``. It takes a next step while only the tool messages answering its calls
    follow its last."""

    def __init__(self, ui_id: str, metadata: Any, parts: list[dict[str, Any]], step_start: bool) -> None:
        self.ui_id = ui_id
        self.metadata = metadata
        self.parts: list[dict[str, Any]] = []
        self.calls: set[str] = set()
        self.steps: list[dict[str, Any]] = []
        """The own fields of each step after the first (``{}``: none)."""
        self._extend(parts, step_start)

    def _extend(self, parts: list[dict[str, Any]], step_start: bool = True) -> None:
        self.parts += [{"type": "step-start"}, *parts] if step_start else parts
        self.calls |= {p["toolCallId"] for p in parts if _is_tool(p["type"])}

    def next_id(self) -> str:
        """The id :func:`convert_from_ai_sdk_ui_messages` gives the next step's AI message when
        the metadata names none: ``<UI message id>-<step>``, the first step being 0."""
        return step_id(self.ui_id, len(self.steps) + 1)

    def add(self, parts: list[dict[str, Any]], own: dict[str, Any], path: str, losses: Losses) -> None:
        """Add an AI message as the next step: its parts and its own fields."""
        if own and not (self.metadata is _NONE or isinstance(self.metadata, dict)):
            losses.lose("a step's own fields, beside metadata that is not an object", path)
            own = {}
        self.steps.append(own)
        self._extend(parts)

    def message(self) -> dict[str, Any]:
        written: dict[str, Any] = {"id": self.ui_id, "role": "assistant"}
        metadata = self.metadata
        if any(self.steps):
            metadata = {} if metadata is _NONE else dict(metadata)
            steps = {str(k): own for k, own in enumerate(self.steps, 1) if own}
            metadata[NAMESPACE] = {**metadata.get(NAMESPACE, {}), STEPS: steps}
        if metadata is not _NONE:
            written["metadata"] = metadata
        written["parts"] = self.parts
        return written


def convert_to_ai_sdk_ui_messages(messages: Any, *, strict: bool = True) -> list[dict[str, Any]]:
    """Messages as the Vercel AI SDK's ``UIMessage`` list (``ai`` 6.0.326), what ``useChat`` holds.

    System and human messages become ``system`` and ``user`` UI messages. The AI messages of one
    turn (a run of AI messages whose only separators are the tool messages answering their
    calls) become one ``assistant`` UI message, as ``useChat`` holds an agent's turn: each AI
    message is a step, its parts opened by a ``step-start`` part (a one-step turn too, as in the
    messages ``useChat`` builds from a stream). A tool call is a ``tool-<name>`` part of its step
    (a server tool call with ``providerExecuted``), and the tool message that answers it fills
    that part: ``output-available`` with its output, or ``output-error`` with its text for
    ``status="error"``. Images and files are ``file`` parts (base64 as a data URL).

    The fields the SDK has no place for (names, usage, response metadata) are kept under
    ``metadata.chatschema``: the first step's there, as a lone message's, and those of each
    later step in ``metadata.chatschema.steps``: an object keyed by the step's number as a
    string, ``"1"`` for the second step (the number in its id ``<id>-1``), holding only the steps
    that have fields (absent when none has). It is an object, not a list, so that the stream
    writer sends each step's entry alone and the client's key-by-key merge builds it. The UI
    message's id is the first step's (a message without an id gets ``msg-<index>``, its
    ``metadata.chatschema.id`` null); a later step's id is kept in its entry only when it is
    not ``<UI message id>-<step>``, which the reader gives it (``m2-1`` for the second step of
    ``m2``). Tool messages' fields are kept under
    ``resultProviderMetadata.chatschema`` of their part, a block's under
    ``providerMetadata.chatschema``. :func:`convert_from_ai_sdk_ui_messages` gives the messages
    back. An AI message read from a UI message of its own (it holds that message's other
    ``metadata``, or the mark of one that did not open with a ``step-start``, which is then
    written without one) opens a UI message again.

    Args:
        messages: Messages, or anything :func:`chatschema.convert_to_messages` reads.
        strict: What to do with a value the SDK cannot hold (an image in a system message, a
            result whose call is not in the history; docs/providers.md lists them): raise
            (``True``) or leave it out with a :class:`~chatschema.LossWarning` (``False``).

    Returns:
        ``UIMessage`` dicts, valid under the SDK's ``validateUIMessages``.

    Raises:
        ConversionError: ``strict`` and a value has no place in the SDK's form (with its path).
        ValidationError: ``messages`` cannot be read as messages.

    Example:
        >>> from chatschema import AIMessage, HumanMessage, ToolMessage
        >>> call = {"name": "weather", "args": {"city": "Paris"}, "id": "c1"}
        >>> history = [HumanMessage("Weather?", id="m1"), AIMessage("", tool_calls=[call], id="m2"),
        ...            ToolMessage("18C", tool_call_id="c1"), AIMessage("18C in Paris.", id="m3")]
        >>> ui = convert_to_ai_sdk_ui_messages(history)
        >>> [(m["role"], [p["type"] for p in m["parts"]]) for m in ui]
        [('user', ['text']), ('assistant', ['step-start', 'tool-weather', 'step-start', 'text'])]
        >>> ui[1]["parts"][1]["state"], ui[1]["parts"][1]["output"]
        ('output-available', '18C')
        >>> ui[1]["metadata"]
        {'chatschema': {'steps': {'1': {'id': 'm3'}}}}
        >>> convert_from_ai_sdk_ui_messages(ui) == history
        True
    """
    losses = Losses(TARGET, strict)
    calls: dict[str, dict[str, Any]] = {}
    out: list[dict[str, Any] | _Turn] = []
    turn: _Turn | None = None  # the assistant UI message that takes a next step
    for i, message in enumerate(to_messages(messages, sequence_only=True)):
        path = f"$[{i}]"
        kind = message_kind(message, path, losses)
        if kind == "tool":
            answered = _tool_message(message, calls, path, losses)
            if turn is not None and answered not in turn.calls:
                turn = None
            continue
        if kind != "ai" or _opens(message):
            turn = None
        if kind is None:
            continue
        own = fields_of(message)
        message_id = own.pop("id", None)
        if kind == "ai" and turn is not None:
            if message_id != turn.next_id():
                own["id"] = message_id
        elif message_id is None:
            message_id = f"msg-{i}"
            own["id"] = None
        if kind == "ai":
            parts, as_list = _assistant_parts(message, calls, path, losses)
        else:
            role = "system" if kind == "system" else "user"
            parts = _user_parts(message, path, losses, role)
            as_list = isinstance(message.content, list)
            if not parts:
                parts = [{"type": "text", "text": ""}]  # a system or user message has a part
                own["empty"] = True
        if as_list and _reads_as_text(parts):
            own["list_content"] = True  # else read back as a string
        if kind == "ai" and turn is not None:
            turn.add(parts, own, path, losses)
            continue
        metadata = _metadata(message, own, path, losses)
        if kind == "ai":
            turn = _Turn(message_id, metadata, parts, _sdk(message).get(_STEP_START) is not False)
            out.append(turn)
            continue
        written: dict[str, Any] = {"id": message_id, "role": role}
        if metadata is not _NONE:
            written["metadata"] = metadata
        written["parts"] = parts
        out.append(written)
    return [m.message() if isinstance(m, _Turn) else m for m in out]


# -- reading ----------------------------------------------------------------------------------------


_USED: dict[str, tuple[str, ...]] = {
    "text": ("type", "text", _PM),
    "reasoning": ("type", "text", _PM),
    "file": ("type", "url", "mediaType", "filename", _PM),
}


def _read_block(part: dict[str, Any]) -> Block:
    """A text, reasoning or file part as a standard block; its other keys (``state``) kept."""
    kept = {k: v for k, v in part.items() if k not in _USED[part["type"]]}
    if part["type"] == "text":
        block: Block = {"type": "text", "text": part["text"]}
    elif part["type"] == "reasoning":
        block = {"type": "reasoning", "reasoning": part["text"]}
    else:
        block = media_block(part["url"], part["mediaType"])
        if "filename" in part:
            block["extras"] = {"filename": part["filename"]}
    own, foreign = split_options(part.get(_PM))
    if "extras" in own and "extras" in block:
        own["extras"] = {**own["extras"], **block["extras"]}
    if own.pop("unknown_media_type", False):
        del block["mime_type"]
    return read_options(block, {NAMESPACE: own, **foreign}, _PM, kept)


_CALL_USED = (
    "type", "toolName", "toolCallId", "state", "input", "output", "errorText", "rawInput",
    "providerExecuted", "callProviderMetadata", "resultProviderMetadata",
)  # fmt: skip


def _read_tool_part(
    part: dict[str, Any], path: str, losses: Losses
) -> tuple[Block | None, Block | None, ToolMessage | None]:
    """The call block, the server tool result block and the tool message of a tool part."""
    state = part["state"]
    if state not in ("input-available", "output-available", "output-error"):
        losses.lose(
            f"a tool part in the state {state!r} (chatschema has no tool approvals or partial input)", path
        )
        return None, None, None
    dynamic = part["type"] == "dynamic-tool"
    name = _tool_name(part)
    own, foreign = split_options(part.get("callProviderMetadata"))
    kept = {k: v for k, v in part.items() if k not in _CALL_USED}
    if dynamic:
        kept["type"] = "dynamic-tool"
    base = {"id": part["toolCallId"], "name": name}
    server = bool(part.get("providerExecuted"))
    if own.pop("invalid", False):
        call: Block = {
            "type": "invalid_tool_call",
            **base,
            "args": part.get("rawInput"),
            "error": part["errorText"] or None,
        }
        return read_options(call, {NAMESPACE: own, **foreign}, "callProviderMetadata", kept), None, None
    if not isinstance(part.get("input"), dict):
        losses.lose("a tool call whose input is not a JSON object", f"{path}.input")
        return None, None, None
    call = {"type": "server_tool_call" if server else "tool_call", **base, "args": part["input"]}
    call = read_options(call, {NAMESPACE: own, **foreign}, "callProviderMetadata", kept)
    if state == "input-available":
        return call, None, None
    result, result_foreign = split_options(part.get("resultProviderMetadata"))
    if result_foreign:
        losses.lose("another provider's result metadata of a tool part", f"{path}.resultProviderMetadata")
    error = state == "output-error"
    output = part["errorText"] if error else part["output"]
    if server:
        block: Block = {"type": "server_tool_result", "tool_call_id": part["toolCallId"]}
        return call, block | {"status": "error" if error else "success", "output": output} | result, None
    fields: dict[str, Any] = {"name": name, "status": "error" if error else "success"}
    as_list = result.pop("list_content", False)
    if as_list and error:
        output = json.loads(output)  # the list content written as JSON text (errorText is a string)
    fields |= result
    if not isinstance(output, str) and not as_list:
        output = json_text(output)
        fields["additional_kwargs"] = with_sdk(fields.get("additional_kwargs", {}), output="json")
    return call, None, ToolMessage(output, tool_call_id=part["toolCallId"], **fields)


def _text_only(blocks: list[Block]) -> bool:
    return all(b["type"] == "text" and set(b) == {"type", "text"} for b in blocks)


def _steps(parts: list[dict[str, Any]]) -> list[list[tuple[int, dict[str, Any]]]]:
    """The parts of an assistant UI message, with their indexes, step by step: each
    ``step-start`` opens a step (the parts before the first, if any, are a step too)."""
    steps: list[list[tuple[int, dict[str, Any]]]] = [[]]
    for j, part in enumerate(parts):
        if part["type"] != "step-start":
            steps[-1].append((j, part))
        elif j:
            steps.append([])
    return steps


def continued(message: dict[str, Any]) -> tuple[int, dict[str, str]]:
    """What a stream that continues an assistant UI message (checked ``AISDKUIMessage``) needs to
    know of it: the number its first step takes (its steps as
    :func:`convert_from_ai_sdk_ui_messages` reads them; none in a message without parts) and the
    tool name of each of its calls, by call id."""
    parts = message["parts"]
    names = {p["toolCallId"]: _tool_name(p) for p in parts if _is_tool(p["type"])}
    return (len(_steps(parts)) if parts else 0), names


def _tool_name(part: dict[str, Any]) -> str:
    """The tool a tool part calls: a ``dynamic-tool``'s ``toolName``, or the name in the type."""
    name: str = part["toolName"] if part["type"] == "dynamic-tool" else part["type"][len("tool-") :]
    return name


def _step_fields(own: dict[str, Any], count: int, path: str, losses: Losses) -> list[dict[str, Any]]:
    """The own fields of the steps after the first, from ``metadata.chatschema.steps`` (taken
    out of ``own``): an object keyed by the step's number (``"1"`` the second step), one entry
    for each of the ``count`` steps (``{}`` for a step it has none for)."""
    where = f"{path}.metadata.{NAMESPACE}.{STEPS}"
    entries = own.pop(STEPS, {})
    fields: list[dict[str, Any]] = [{} for _ in range(count)]
    if not isinstance(entries, dict):
        losses.lose("steps' own fields that are not an object keyed by step number", where)
        return fields
    numbers = {str(k): k for k in range(1, count + 1)}
    for key, entry in entries.items():
        if key not in numbers:
            losses.lose(f"own fields of a step {key!r}, in a message of {count} later steps", where)
        elif not isinstance(entry, dict):
            losses.lose("a step's own fields that are not an object", f"{where}['{key}']")
        else:
            fields[numbers[key] - 1] = dict(entry)
    return fields


def _read_assistant(
    message: dict[str, Any], own: dict[str, Any], path: str, losses: Losses
) -> list[BaseMessage]:
    """The AI message of each step of an assistant UI message, each followed by the tool messages
    of its results; a step after the first gets the id ``<UI message id>-<step>`` unless its own
    fields name one."""
    steps = _steps(message["parts"])
    later = _step_fields(own, len(steps) - 1, path, losses)
    if not message["parts"] or message["parts"][0]["type"] != "step-start":
        own["additional_kwargs"] = with_sdk(own.get("additional_kwargs", {}), **{_STEP_START: False})
    out = _read_step(steps[0], own, path, losses)
    for k, (step, fields) in enumerate(zip(steps[1:], later, strict=True), 1):
        fields.setdefault("id", step_id(message["id"], k))
        out += _read_step(step, fields, path, losses)
    return out


def _read_step(
    parts: list[tuple[int, dict[str, Any]]], own: dict[str, Any], path: str, losses: Losses
) -> list[BaseMessage]:
    blocks: list[Block] = []
    results: list[BaseMessage] = []
    for j, part in parts:
        where = f"{path}.parts[{j}]"
        tag = part["type"]
        if tag in _USED:
            blocks.append(_read_block(part))
        elif _is_tool(tag):
            call, server_result, result = _read_tool_part(part, where, losses)
            blocks += [b for b in (call, server_result) if b is not None]
            if result is not None:
                results.append(result)
        else:  # source-url, source-document, data-*
            blocks.append({"type": "non_standard", "value": part})
    calls, invalid = calls_of(blocks)
    others = [b for b in blocks if b["type"] not in CALLS]
    if not own.pop("list_content", False) and _text_only(others):
        text = "".join(b["text"] for b in others)
        return [AIMessage(text, tool_calls=calls, invalid_tool_calls=invalid, **own), *results]
    ai = AIMessage(list[Any](blocks), tool_calls=calls, invalid_tool_calls=invalid, **standard_metadata(own))
    return [ai, *results]


def _read_other(message: dict[str, Any], own: dict[str, Any], path: str, losses: Losses) -> BaseMessage:
    blocks = []
    for j, part in enumerate(message["parts"]):
        if part["type"] == "text" or (part["type"] == "file" and message["role"] == "user"):
            blocks.append(_read_block(part))
        else:
            losses.lose(f"a {part['type']!r} part in a {message['role']} message", f"{path}.parts[{j}]")
    if own.pop("empty", False):
        blocks = []
    as_list = own.pop("list_content", False)
    content: Any = (
        list[Any](blocks) if as_list or not _text_only(blocks) else "".join(b["text"] for b in blocks)
    )
    cls = SystemMessage if message["role"] == "system" else HumanMessage
    return cls(content, **own)


def convert_from_ai_sdk_ui_messages(data: Any, *, strict: bool = True) -> list[BaseMessage]:
    """The Vercel AI SDK's ``UIMessage`` list (``ai`` 6.0.326) as messages.

    The reverse of :func:`convert_to_ai_sdk_ui_messages`: what it wrote comes back as it was. An
    assistant UI message is one AI message per step: its ``step-start`` parts open the steps (the
    parts before the first, if any, are a step too; a message without one is one step), each
    step's AI message followed by the tool messages of its tool parts' results. When the parts
    do not open with a ``step-start``, the first AI message is marked
    ``additional_kwargs["ai_sdk"]["step_start"] = False`` (so it is written back without one).
    The first step's AI message has the UI message's id, a later one ``<UI message id>-<step>``
    (``a1-1``, ``a1-2``, ...) unless its entry in ``metadata.chatschema.steps`` (keyed ``"1"``,
    ``"2"``, ...) names another; a ``steps`` that is not an object, a key that is not the number
    of a later step of the message, or an entry that is not an object is a loss. Of other UI
    messages: text, reasoning and file parts become standard blocks (an AI message whose parts
    are text alone gets string content); a tool part becomes a tool call (a server tool call
    when ``providerExecuted``) and, once it has an output or an error, a tool message after its
    AI message (a server tool result block for a server tool); ``source-*`` and ``data-*``
    parts are kept as ``non_standard`` blocks. A message's ``metadata`` other than ``chatschema`` is
    kept in ``additional_kwargs["ai_sdk"]`` (of the first step's AI message), a part's keys
    chatschema has no field for (its ``state``, other providers' metadata) in the block's
    ``extras["ai_sdk"]``.

    Args:
        data: A list of ``UIMessage`` dicts.
        strict: What to do with a part chatschema has no form for (tool approvals, a call whose
            input is still streaming): raise (``True``) or leave it out with a
            :class:`~chatschema.LossWarning` (``False``).

    Returns:
        The messages.

    Raises:
        ValidationError: ``data`` is not a list of ``UIMessage`` (the ``AISDKUIMessage`` schema
            type), with the path of the fault.
        ConversionError: ``strict`` and a part has no chatschema form (with its path).

    Example:
        >>> weather = {"type": "tool-weather", "toolCallId": "c1", "state": "output-available",
        ...            "input": {"city": "Paris"}, "output": "18C"}
        >>> ui = [{"id": "u1", "role": "user", "parts": [{"type": "text", "text": "Weather?"}]},
        ...       {"id": "a1", "role": "assistant", "parts": [
        ...           {"type": "step-start"}, weather,
        ...           {"type": "step-start"}, {"type": "text", "text": "18C in Paris."}]}]
        >>> for m in convert_from_ai_sdk_ui_messages(ui):
        ...     print(m.type, repr(m.content), m.id)
        human 'Weather?' u1
        ai '' a1
        tool '18C' None
        ai '18C in Paris.' a1-1
    """
    validate(data, "list[AISDKUIMessage]")
    losses = Losses(TARGET, strict)
    out: list[BaseMessage] = []
    for i, message in enumerate(data):
        path = f"$[{i}]"
        own: dict[str, Any] = {}
        if "metadata" in message:
            metadata = message["metadata"]
            foreign = metadata
            if isinstance(metadata, dict):
                own, foreign = split_options(metadata)
            if not isinstance(metadata, dict) or foreign:
                own["additional_kwargs"] = with_sdk(own.get("additional_kwargs", {}), metadata=foreign)
        own.setdefault("id", message["id"])
        if message["role"] == "assistant":
            out += _read_assistant(message, own, path, losses)
        else:
            out.append(_read_other(message, own, path, losses))
    return out
