"""OpenAI Responses API input: messages to a list of input items and back.

Design notes (how Responses state is held on messages, the loss table): docs/providers.md.
"""

from __future__ import annotations

import copy
import functools
import json
import mimetypes
from collections.abc import Iterable
from typing import Any

from chatschema.convert._provider_io import (
    Block,
    Losses,
    base64_text,
    block_call_ids,
    by_role,
    check_keys,
    content_blocks,
    data_url,
    describe,
    expect_dict,
    expect_list,
    is_tool_call_echo,
    lose_legacy_function_call,
    lose_message_fields,
    message_kind,
    missing_tool_calls,
    model_provider,
    parse_data_url,
    standard_blocks,
    standard_written,
    tag_of,
    tool_call_ids,
)
from chatschema.convert._to_messages import to_messages
from chatschema.errors import ValidationError, json_type_name
from chatschema.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage

__all__ = ["RESPONSES_EXTRAS_KEY", "convert_from_openai_responses_input", "convert_to_openai_responses_input"]

PROVIDER = "openai"
"""``response_metadata["model_provider"]`` of AI messages read from Responses items (langchain-openai's)."""

RESPONSES_EXTRAS_KEY = "openai_responses"
"""The ``additional_kwargs`` key that keeps an input item's keys other than its role and content
(a ``function_call_output``'s ``id`` and ``status``, a message's ``"type": "message"``)."""

_MESSAGE_KEYS = frozenset({"role", "content"})
_OUTPUT_MESSAGE_KEYS = frozenset({"type", "role", "content", "id", "status", "phase"})
_TOOL_OUTPUT_KEYS = frozenset({"type", "call_id", "output"})
_ROLE_KINDS = {"user": "human", "system": "system", "developer": "system", "assistant": "ai"}
_REFUSAL = "a refusal without the id of its output message"
_REQUEST_SETTINGS = frozenset(
    {
        "access_programs", "background", "background_options", "context_management", "conversation",
        "image", "include", "max_output_tokens", "max_tool_calls", "metadata", "model", "moderation",
        "parallel_tool_calls", "previous_response_id", "prompt", "prompt_cache_key", "prompt_cache_options",
        "prompt_cache_retention", "reasoning", "safety_identifier", "service_tier", "store", "stream",
        "stream_options", "temperature", "text", "tool_choice", "tools", "top_logprobs", "top_p",
        "truncation", "user",
    }
)  # fmt: skip
"""Keys of a ``responses.create`` request body that configure it and hold no messages: not read."""
_REQUEST_KEYS = _REQUEST_SETTINGS | {"input", "instructions"}


PASSES_THROUGH: frozenset[str] = frozenset()
"""Standard block tags sent unchanged: none. Each is converted or refused (docs/providers.md has the
table); ``tests/blocks/test_translator_coverage.py`` checks every tag of the schema."""

# -- messages -> Responses ------------------------------------------------------------------------


def _input_part(std: Block, path: str, losses: Losses, where: str) -> Block | None:
    """A standard block as a Responses input content part."""
    extras = std.get("extras") or {}
    mime = std.get("mime_type")
    part: Block
    match std.get("type"):
        case "text":
            return _breakpoint_out(std, {"type": "input_text", "text": std["text"]})
        case "image":
            part = {"type": "input_image", "detail": extras.get("detail", "auto")}
            if "url" in std:
                part["image_url"] = std["url"]
            elif "base64" in std and mime:
                part["image_url"] = data_url(mime, std["base64"])
            elif "file_id" in std:
                part["file_id"] = std["file_id"]
            else:
                losses.lose("an 'image' block without a URL, MIME-typed data or a file id", path)
                return None
            return _breakpoint_out(std, part)
        case "file" | "text-plain":
            part = {"type": "input_file"}
            for key in ("title", "context"):  # a filename must name the file's type, a title need not
                if std.get(key):
                    losses.lose(f"a {std['type']} block's {key}", f"{path}.{key}")
            if std["type"] == "text-plain":
                text = std.get("text", "").encode()
                part["file_data"] = data_url(mime or "text/plain", base64_text(text))
            elif "url" in std and parse_data_url(std["url"]) is not None:
                part["file_data"] = std["url"]
            elif "url" in std:
                part["file_url"] = std["url"]
            elif "base64" in std and mime:
                part["file_data"] = data_url(mime, std["base64"])
            elif "file_id" in std:
                part["file_id"] = std["file_id"]
            else:
                losses.lose("a 'file' block without a URL, MIME-typed data or a file id", path)
                return None
            if "filename" in extras:
                part["filename"] = extras["filename"]
            elif "file_data" in part:  # the API refuses inline file data without a name
                part["filename"] = _default_filename(part["file_data"])
            return _breakpoint_out(std, part)
        case _:
            losses.lose(f"the {describe(std)} block in {where}", path)
            return None


def _default_filename(file_data: str) -> str:
    """The name an unnamed inline file is sent with: ``file`` and the extension of its MIME type."""
    found = parse_data_url(file_data)
    extension = _python_types().guess_extension(found[0]) if found else None
    return f"file{extension or ''}"


@functools.cache
def _python_types() -> mimetypes.MimeTypes:
    """Python's own MIME type table (not the machine's ``mime.types``, so names do not vary by host)."""
    return mimetypes.MimeTypes()


def _input_content(content: Any, path: str, losses: Losses, where: str) -> str | list[Block]:
    if isinstance(content, str):
        return content
    parts: list[Block] = []
    for j, item in enumerate(content):
        # A Responses input part (langchain-openai takes them) is read as this module reads it.
        blocks = [_standard(dict(item), f"{path}[{j}]")] if tag_of(item) in _INPUT_PART_TAGS else None
        for std in blocks or standard_blocks(item):
            if (part := _input_part(std, f"{path}[{j}]", losses, where)) is not None:
                parts.append(part)
    return parts


_INPUT_PART_TAGS = frozenset({"input_text", "input_image", "input_file"})


def _function_call(call: dict[str, Any], path: str, losses: Losses) -> Block | None:
    if not call.get("id"):
        losses.lose("a tool call without an id", path)
        return None
    try:
        args = json.dumps(call.get("args", {}), ensure_ascii=False)
    except (TypeError, ValueError) as error:  # a Python object in free-form args
        raise ValidationError(f"Arguments JSON cannot hold: {error}", f"{path}.args") from None
    return {"type": "function_call", "call_id": call["id"], "name": call.get("name", ""), "arguments": args}


def _invalid_call(call: dict[str, Any], path: str, losses: Losses) -> Block | None:
    """An invalid tool call (arguments that are not a JSON object) as the ``function_call`` it was,
    its raw arguments sent as they are; without an id it cannot be sent."""
    if not call.get("id"):
        losses.lose("an invalid tool call without an id", path)
        return None
    args = call.get("args")
    return {
        "type": "function_call",
        "call_id": call["id"],
        "name": call.get("name") or "",
        "arguments": args if isinstance(args, str) else "",
    }


def _invalid_calls(message: Any, written: set[Any], path: str, losses: Losses) -> list[Block]:
    """The invalid tool calls of an AI message not among the ``written`` call ids, as items."""
    return [
        item
        for k, call in enumerate(message.invalid_tool_calls)
        if (not call.get("id") or call["id"] not in written)
        and (item := _invalid_call(call, f"{path}.invalid_tool_calls[{k}]", losses)) is not None
    ]


def _ai_items(std: Block, path: str, losses: Losses, from_openai: bool) -> Block | None:
    """A standard block of an AI message as one Responses input item."""
    match std.get("type"):
        case "text":
            return {"role": "assistant", "content": std["text"]} if std["text"] else None
        case "tool_call":
            return _function_call(std, path, losses)
        case "invalid_tool_call":
            return _invalid_call(std, path, losses)
        case "reasoning" if from_openai and std.get("id"):
            item: Block = {"type": "reasoning", "id": std["id"], "summary": []}
            if std.get("reasoning"):
                item["summary"] = [{"type": "summary_text", "text": std["reasoning"]}]
            encrypted = std.get("encrypted_content", (std.get("extras") or {}).get("encrypted_content"))
            if encrypted is not None:
                item["encrypted_content"] = encrypted
            return item
        case "reasoning":
            losses.lose("a reasoning block without the id of an OpenAI reasoning item", path)
            return None
        case _:
            losses.lose(f"the {describe(std)} block in an assistant turn", path)
            return None


def _output_message(block: Block) -> Block:
    part: Block
    if block["type"] == "refusal":
        part = {"type": "refusal", "refusal": block.get("refusal", "")}
    else:
        part = {
            "type": "output_text",
            "text": block["text"],
            "annotations": [_annotation(note) for note in block.get("annotations", [])],
        }
        if "logprobs" in block:
            part["logprobs"] = copy.deepcopy(block["logprobs"])
    return part


def _annotation(note: Any) -> Any:
    """An annotation as the API takes it back: a file citation's ``file_index`` (langchain-openai's
    name for it) is its ``index``."""
    if tag_of(note) == "file_citation" and "file_index" in note:
        return {("index" if key == "file_index" else key): value for key, value in note.items()}
    return copy.deepcopy(note)


def _native_ai(message: Any, path: str, losses: Losses) -> list[Block]:
    items: list[Block] = []
    call_ids = set()
    open_id: Any = None
    for j, block in enumerate(message.content):
        if isinstance(block, dict) and block.get("type") in ("text", "refusal") and block.get("id"):
            if open_id == block["id"]:
                items[-1]["content"].append(_output_message(block))
            else:
                items.append(
                    {
                        "type": "message",
                        "role": "assistant",
                        "id": block["id"],
                        "status": block.get("status", "completed"),
                        "content": [_output_message(block)],
                    }
                )
                if "phase" in block:  # the SDK asks for it back on every assistant message
                    items[-1]["phase"] = block["phase"]
                open_id = block["id"]
            continue
        open_id = None
        if _is_item(block):
            items.append(copy.deepcopy(block))
            if block["type"] == "function_call":
                call_ids.add(block.get("call_id"))
            continue
        written = standard_written(block, _ai_items, f"{path}.content[{j}]", losses, True)
        items.extend(written)  # a v1 ``tool_call`` block is a call of ``tool_calls`` too
        call_ids.update(item["call_id"] for item in written if item.get("type") == "function_call")
    items.extend(missing_tool_calls(message, call_ids, path, losses, _function_call))
    items.extend(_invalid_calls(message, call_ids, path, losses))
    lose_legacy_function_call(message, path, losses)
    return items


_ITEM_TAGS = frozenset(
    {
        "reasoning",
        "function_call",
        "custom_tool_call",
        "web_search_call",
        "file_search_call",
        "computer_call",
        "computer_call_output",
        "code_interpreter_call",
        "image_generation_call",
        "local_shell_call",
        "local_shell_call_output",
        "shell_call",
        "shell_call_output",
        "apply_patch_call",
        "apply_patch_call_output",
        "mcp_call",
        "mcp_list_tools",
        "mcp_approval_request",
        "mcp_approval_response",
        "item_reference",
        "compaction",
        "compaction_trigger",
        "custom_tool_call_output",
        "function_call_output",
        "tool_search_call",
        "tool_search_output",
        "additional_tools",
        "program",
        "program_output",
    }
)
"""Responses items an AI message the Responses API wrote keeps as they are."""

_ITEM_KEY = {"reasoning": "summary", "function_call": "call_id"}
"""The key that tells these items from the standard (v1) blocks of the same tag."""


def _is_item(block: Any) -> bool:
    if tag_of(block) not in _ITEM_TAGS:
        return False
    key = _ITEM_KEY.get(block["type"])
    return key is None or key in block


def _with_extras(item: Block, message: Any) -> Block:
    extras = message.additional_kwargs.get(RESPONSES_EXTRAS_KEY)
    return {**item, **copy.deepcopy(extras)} if isinstance(extras, dict) else item


def convert_to_openai_responses_input(
    messages: Iterable[Any], *, strict: bool = True
) -> list[dict[str, Any]]:
    """Convert messages to OpenAI Responses API input items.

    The result is ready for ``client.responses.create(model=..., input=result)``. Human
    and system messages become ``user`` and ``system`` (or, with
    ``additional_kwargs["__openai_role__"] == "developer"``, ``developer``) messages with
    ``input_text``, ``input_image`` and ``input_file`` parts; tool
    messages ``function_call_output`` items. AI messages that the Responses API wrote
    (``model_provider == "openai"`` and list content, as langchain-openai stores them)
    keep their items: ``reasoning`` with ``id``, ``summary`` and ``encrypted_content``,
    assistant messages with ``output_text`` parts, ids and annotations,
    ``function_call`` and built-in tool items. Other AI messages give assistant messages
    with string content (which the API reads as output text) and ``function_call``
    items. A block the Responses API has no faithful form for raises, or is dropped with
    a warning when ``strict`` is false.

    Args:
        messages: Messages, or anything :func:`chatschema.convert_to_messages` reads.
        strict: Raise :class:`~chatschema.ConversionError` for a block the Responses API
            cannot hold (the default), or drop it with a :class:`~chatschema.LossWarning`.

    Returns:
        The input items.

    Raises:
        ConversionError: A block, message or tool call with no faithful Responses form
            (only when ``strict``); ``.path`` is where it is.
        ValidationError: The input is not messages.

    Example:
        >>> from chatschema import AIMessage, HumanMessage, ToolMessage
        >>> convert_to_openai_responses_input([
        ...     HumanMessage("Weather in Paris?"),
        ...     AIMessage("", tool_calls=[{"name": "weather", "args": {"city": "Paris"}, "id": "call_1"}]),
        ...     ToolMessage("18C", tool_call_id="call_1"),
        ... ])  # doctest: +NORMALIZE_WHITESPACE
        [{'role': 'user', 'content': 'Weather in Paris?'},
         {'type': 'function_call', 'call_id': 'call_1', 'name': 'weather', 'arguments': '{"city": "Paris"}'},
         {'type': 'function_call_output', 'call_id': 'call_1', 'output': '18C'}]
    """
    losses = Losses("OpenAI Responses", strict)
    out: list[dict[str, Any]] = []
    conversation: list[Any] = to_messages(messages, sequence_only=True)
    call_names: dict[Any, Any] = {}
    for i, message in enumerate(conversation):
        path = f"$[{i}]"
        kind = message_kind(message, path, losses)
        # Responses items have no author name; a refusal part needs the id of its output message
        lose_message_fields(message, kind, path, losses, call_names, refusal=_REFUSAL)
        if kind == "human" or kind == "system":
            role = "user" if kind == "human" else message.additional_kwargs.get("__openai_role__", "system")
            if message.type in ("chat", "ChatMessageChunk"):
                role = {"human": "user", "system": message.role}.get(kind, role)
            where = "a user message" if kind == "human" else "a system message"
            content = _input_content(message.content, f"{path}.content", losses, where)
            if kind == "system" and isinstance(content, list):
                for j, part in enumerate(content):
                    if part["type"] != "input_text":
                        losses.lose(f"an {part['type']!r} part in a system message", f"{path}.content[{j}]")
                content = [part for part in content if part["type"] == "input_text"]
            out.append(_with_extras({"role": role, "content": content}, message))
        elif kind == "tool":
            output = _input_content(message.content, f"{path}.content", losses, "a tool result")
            item = {"type": "function_call_output", "call_id": message.tool_call_id, "output": output}
            out.append(_with_extras(item, message))
        elif kind == "ai":
            if model_provider(message) == PROVIDER and isinstance(message.content, list):
                out.extend(_native_ai(message, path, losses))
            elif (
                isinstance(message.content, str)
                and message.content
                and not (message.tool_calls or message.invalid_tool_calls)
                and message.additional_kwargs.get("function_call") is None
            ):
                out.append(_with_extras({"role": "assistant", "content": message.content}, message))
            else:
                blocks: list[Any] = content_blocks(message, f"{path}.content")
                call_ids = tool_call_ids(message)
                written = set()
                for j, std in enumerate(blocks):
                    if is_tool_call_echo(std, call_ids):
                        continue
                    ai_item = _ai_items(
                        std, f"{path}.content_blocks[{j}]", losses, model_provider(message) == PROVIDER
                    )
                    if ai_item is not None:
                        out.append(ai_item)
                        written.add(ai_item.get("call_id"))
                # a v1 message's calls need not be among its content blocks
                calls = missing_tool_calls(message, block_call_ids(blocks), path, losses, _function_call)
                out.extend(calls)
                written.update(item["call_id"] for item in calls)
                out.extend(_invalid_calls(message, written, path, losses))
                lose_legacy_function_call(message, path, losses)
    return out


# -- Responses -> messages ------------------------------------------------------------------------


_BREAKPOINT = "prompt_cache_breakpoint"
"""The key of an input part that marks the end of a cached prompt prefix: kept in the block's ``extras``."""


def _breakpoint_in(part: Block, block: Block) -> Block:
    if _BREAKPOINT in part:
        block["extras"] = {**block.get("extras", {}), _BREAKPOINT: copy.deepcopy(part[_BREAKPOINT])}
    return block


def _breakpoint_out(std: Block, part: Block) -> Block:
    extras = std.get("extras") or {}
    if _BREAKPOINT in extras:
        part[_BREAKPOINT] = copy.deepcopy(extras[_BREAKPOINT])
    return part


def _known(part: Block, keys: tuple[str, ...], path: str) -> None:
    for key in part:
        if key not in keys:
            raise ValidationError(f"Not read in an {part.get('type')} part: {key!r}", f"{path}.{key}")


def _standard(part: Block, path: str) -> Block:
    """A Responses input content part as a standard block (dispatched on its ``type``)."""
    block: Block
    match part.get("type"):
        case "input_text":
            _known(part, ("type", "text", _BREAKPOINT), path)
            return _breakpoint_in(part, {"type": "text", "text": part.get("text", "")})
        case "input_image":
            _known(part, ("type", "image_url", "file_id", "detail", _BREAKPOINT), path)
            block = {"type": "image"}
            if (found := parse_data_url(part.get("image_url"))) is not None:
                block.update(base64=found[1], mime_type=found[0])
            elif part.get("image_url") is not None:
                block["url"] = part["image_url"]
            elif part.get("file_id") is not None:
                block["file_id"] = part["file_id"]
            if "detail" in part:
                block["extras"] = {"detail": part["detail"]}
            return _breakpoint_in(part, block)
        case "input_file":
            _known(part, ("type", "file_data", "file_url", "file_id", "filename", _BREAKPOINT), path)
            block = {"type": "file"}
            if (found := parse_data_url(part.get("file_data"))) is not None:
                block.update(base64=found[1], mime_type=found[0])
            elif part.get("file_data") is not None:
                raise ValidationError("Expected a base64 data URL", f"{path}.file_data")
            elif part.get("file_url") is not None:
                block["url"] = part["file_url"]
            elif part.get("file_id") is not None:
                block["file_id"] = part["file_id"]
            if "filename" in part:
                block["extras"] = {"filename": part["filename"]}
            return _breakpoint_in(part, block)
        case other:
            raise ValidationError(f"Not an input content part: {other!r}", f"{path}.type")


def _content(content: Any, path: str) -> Any:
    if isinstance(content, str):
        return content
    return [
        _standard(dict(expect_dict(part, f"{path}[{j}]")), f"{path}[{j}]")
        for j, part in enumerate(expect_list(content, path))
    ]


def _message(item: Block, path: str) -> BaseMessage:
    kind = by_role(item, _ROLE_KINDS, "a Responses", path)
    extras = {key: copy.deepcopy(value) for key, value in item.items() if key not in _MESSAGE_KEYS}
    kwargs: dict[str, Any] = {RESPONSES_EXTRAS_KEY: extras} if extras else {}
    if item["role"] == "developer":
        kwargs["__openai_role__"] = "developer"
    if kind == "ai":
        content = item.get("content")
        if isinstance(content, list):  # output_text parts without the message's id: read, written as strings
            content = [_output_part(part, f"{path}.content[{j}]") for j, part in enumerate(content)]
        elif not isinstance(content, str):
            raise ValidationError(
                f"Expected `str | array`, got `{json_type_name(content)}`", f"{path}.content"
            )
        return AIMessage(content, additional_kwargs=kwargs, response_metadata={"model_provider": PROVIDER})
    content = _content(item.get("content"), f"{path}.content")
    if kind == "human":
        return HumanMessage(content, additional_kwargs=kwargs)
    return SystemMessage(content, additional_kwargs=kwargs)


def _output_part(part: Any, where: str) -> Block:
    """An assistant message's ``output_text`` or ``refusal`` part as a text or refusal block."""
    block: Block
    match expect_dict(part, where).get("type"):
        case "output_text":
            _known(part, ("type", "text", "annotations", "logprobs"), where)
            block = {"type": "text", "text": part.get("text", ""), "annotations": part.get("annotations", [])}
            if "logprobs" in part:
                block["logprobs"] = part["logprobs"]
        case "refusal":
            _known(part, ("type", "refusal"), where)
            block = {"type": "refusal", "refusal": part.get("refusal", "")}
        case other:
            raise ValidationError(f"Not an output message part: {other!r}", f"{where}.type")
    return copy.deepcopy(block)


def _output_blocks(item: Block, path: str) -> list[Block]:
    check_keys(item, _OUTPUT_MESSAGE_KEYS, "Not read in an output message", path)
    blocks: list[Block] = []
    for j, part in enumerate(expect_list(item.get("content"), f"{path}.content")):
        block = _output_part(part, f"{path}.content[{j}]")
        block["id"] = item["id"]
        for key in ("status", "phase"):
            if key in item:
                block[key] = item[key]
        blocks.append(block)
    return blocks


def _tool_message(item: Block, path: str) -> ToolMessage:
    call_id = item.get("call_id")
    if not isinstance(call_id, str):
        raise ValidationError("A function_call_output needs a string `call_id`", f"{path}.call_id")
    extras = {key: copy.deepcopy(value) for key, value in item.items() if key not in _TOOL_OUTPUT_KEYS}
    kwargs = {RESPONSES_EXTRAS_KEY: extras} if extras else {}
    return ToolMessage(
        _content(item.get("output"), f"{path}.output"), tool_call_id=call_id, additional_kwargs=kwargs
    )


def _call(item: Block, path: str) -> dict[str, Any]:
    try:
        args = json.loads(item.get("arguments", ""))
    except (TypeError, ValueError):
        raise ValidationError("Arguments are not JSON", f"{path}.arguments") from None
    return {"name": item.get("name", ""), "args": args, "id": item.get("call_id"), "type": "tool_call"}


def convert_from_openai_responses_input(
    items: str | list[dict[str, Any]] | dict[str, Any],
) -> list[BaseMessage]:
    """Convert OpenAI Responses API input (or a whole request) to messages.

    ``input`` is the items, or a string, which is one user message; a request body's
    ``instructions`` become a system message before them, and its settings (``model``,
    ``tools``, ...) are not read. :func:`convert_to_openai_responses_input` writes items, so
    a string comes back as ``[{"role": "user", "content": ...}]`` and ``instructions`` as a
    first ``{"role": "system", ...}`` item: the same context to the model.
    Messages with a role become human, system (``developer`` kept in
    ``additional_kwargs["__openai_role__"]``) or AI messages, their parts standard
    blocks; ``function_call_output`` items become tool messages. Each run of items the
    model wrote (assistant output messages, ``reasoning``, ``function_call`` and built-in
    tool items) becomes one AI message that keeps them as langchain-openai stores
    Responses output: ``output_text`` parts as text blocks with the message's ``id`` and
    ``status``, other items as they are, function calls also as ``tool_calls``, and
    ``response_metadata["model_provider"] == "openai"``. So
    :func:`convert_to_openai_responses_input` gives the same items back.

    Args:
        items: The input items, a string input, or a request body
            (``{"instructions": ..., "input": ..., "model": ...}``).

    Returns:
        The messages.

    Raises:
        ValidationError: The items are not Responses input: an unknown role or content
            part, a key this reader does not know, arguments that are not JSON.

    Example:
        >>> msgs = convert_from_openai_responses_input([
        ...     {"role": "user", "content": "Hi"},
        ...     {"type": "reasoning", "id": "rs_1", "summary": [], "encrypted_content": "gAAA"},
        ...     {"type": "message", "role": "assistant", "id": "msg_1", "status": "completed",
        ...      "content": [{"type": "output_text", "text": "Hello!", "annotations": []}]}])
        >>> [m.type for m in msgs], msgs[1].content[0]["encrypted_content"]
        (['human', 'ai'], 'gAAA')
        >>> convert_to_openai_responses_input(msgs)[1]
        {'type': 'reasoning', 'id': 'rs_1', 'summary': [], 'encrypted_content': 'gAAA'}
        >>> request = {"model": "gpt-5", "instructions": "Be brief.", "input": "Hi"}
        >>> convert_to_openai_responses_input(convert_from_openai_responses_input(request))
        [{'role': 'system', 'content': 'Be brief.'}, {'role': 'user', 'content': 'Hi'}]
    """
    out: list[BaseMessage] = []
    where = "$"
    if isinstance(items, dict):
        check_keys(items, _REQUEST_KEYS, "Not a key of a Responses request", "$")
        instructions = items.get("instructions")
        if isinstance(instructions, str):
            out.append(SystemMessage(instructions))
        elif instructions is not None:
            raise ValidationError(f"Expected `str`, got `{json_type_name(instructions)}`", "$.instructions")
        if "input" not in items:
            raise ValidationError("Object missing required field `input`", "$")
        items, where = items["input"], "$.input"
    if isinstance(items, str):
        return [*out, HumanMessage(items)]
    model: list[Any] = []
    calls: list[dict[str, Any]] = []

    def flush() -> None:
        if model:
            out.append(
                AIMessage(
                    model.copy(), tool_calls=calls.copy(), response_metadata={"model_provider": PROVIDER}
                )
            )
            model.clear()
            calls.clear()

    for i, item in enumerate(expect_list(items, where)):
        path = f"{where}[{i}]"
        tag = expect_dict(item, path).get("type")
        if tag == "message" and item.get("role") == "assistant" and "id" in item:
            model.extend(_output_blocks(item, path))
        elif set(item) == _MESSAGE_KEYS and item["role"] == "assistant" and isinstance(item["content"], str):
            model.append({"type": "text", "text": item["content"]})  # joins the calls that follow it
        elif tag in (None, "message"):
            flush()
            out.append(_message(item, path))
        elif tag == "function_call_output":
            flush()
            out.append(_tool_message(item, path))
        elif isinstance(tag, str):
            if tag == "function_call":
                calls.append(_call(item, path))
            model.append(copy.deepcopy(item))
        else:
            raise ValidationError("Expected a string `type`", f"{path}.type")
    flush()
    return out
