"""Anthropic Messages API requests: messages to ``{"system": ..., "messages": [...]}`` and back.

Design notes (how Anthropic state is held on messages, the loss table): docs/providers.md.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterable
from typing import Any

from chatschema.convert._provider_io import (
    Block,
    Losses,
    block_call_ids,
    by_role,
    check_keys,
    content_blocks,
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
    standard_written,
    tag_of,
    text_of_base64,
    tool_call_ids,
)
from chatschema.convert._to_messages import to_messages
from chatschema.errors import ValidationError
from chatschema.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage

__all__ = ["ANTHROPIC_EXTRAS_KEY", "convert_from_anthropic_messages", "convert_to_anthropic_messages"]

PROVIDER = "anthropic"
"""``response_metadata["model_provider"]`` of AI messages read from Anthropic (langchain-anthropic's)."""

ANTHROPIC_EXTRAS_KEY = "anthropic"
"""The ``additional_kwargs`` key that keeps a ``tool_result`` block's other keys (``cache_control``,
an explicit ``"is_error": false``) on a ``ToolMessage``, and marks a ``SystemMessage`` read from a
``{"role": "system"}`` turn (``{"in_place": True}``)."""

_IN_PLACE = {"in_place": True}
"""What marks a system message as sent in place (models that take in-place system turns)."""

_OUTPUT_TAGS = frozenset(
    {
        "text",
        "thinking",
        "redacted_thinking",
        "tool_use",
        "server_tool_use",
        "mcp_tool_use",
        "mcp_tool_result",
        "container_upload",
        "web_search_tool_result",
        "web_fetch_tool_result",
        "code_execution_tool_result",
        "bash_code_execution_tool_result",
        "text_editor_code_execution_tool_result",
        "tool_search_tool_result",
        "advisor_tool_result",
        "compaction",
        "fallback",
        "mcp_tool_listing",
    }
)
"""Anthropic blocks an assistant turn holds (the SDK's ``ContentBlockParam`` and its beta one);
kept as they are in an AI message Anthropic wrote."""

_SOURCED_TAGS = frozenset({"image", "document"})
"""Anthropic input blocks that say where their data is in ``source`` (the best-effort reader's test too)."""

_USER_TAGS = (
    frozenset({"text", "search_result", "container_upload", "tool_reference", "browser_state"})
    | _SOURCED_TAGS
)
"""Anthropic blocks a user turn (or a tool result's content) holds, kept as they are."""

_SYSTEM_TURN_TAGS = frozenset({"tool_addition", "tool_removal"})
"""Anthropic blocks a ``{"role": "system"}`` turn holds besides text (the SDK's beta
``SystemMessageParam``: a tool offered or withdrawn from that point on), kept as they are; the
top-level ``system`` takes text only."""

_SERVER_RESULT_SUFFIX = "_tool_result"
"""The tag ending of Anthropic's server tool results, after which a system turn may come."""

_TEXT_KEYS = ("type", "text", "citations", "cache_control")
"""The keys of an Anthropic text block; others a text block may hold (``id``, ``index``,
``annotations``) are LangChain's or another provider's, not Anthropic's."""

_TOOL_RESULT_KEYS = frozenset({"type", "tool_use_id", "content", "is_error"})
_TURN_KEYS = frozenset({"role", "content"})
_PAYLOAD_KEYS = frozenset({"system", "messages"})


PASSES_THROUGH: frozenset[str] = frozenset()
"""Standard block tags sent unchanged: none. Each is converted or refused (docs/providers.md has the
table); ``tests/blocks/test_translator_coverage.py`` checks every tag of the schema."""

# -- messages -> Anthropic ------------------------------------------------------------------------


class _Writer:
    def __init__(self, losses: Losses) -> None:
        self.losses = losses
        self.system: list[Block] = []
        self.system_strings: list[str] = []
        self.hoisted = 0
        """System messages that went to the top-level ``system``."""
        self.turns: list[dict[str, Any]] = []
        self.pending: list[tuple[Any, str]] = []
        """System messages after the start, waiting to learn whether they may stay in place."""

    def add_system(self, message: Any, path: str) -> None:
        """A system message goes to ``system``, but one read from a ``{"role": "system"}`` turn (only
        models that take in-place system turns take them) stays in place where Anthropic takes it."""
        in_place = message.additional_kwargs.get(ANTHROPIC_EXTRAS_KEY) == _IN_PLACE
        if in_place and (self.pending or self.system_may_follow()):
            self.pending.append((message, path))
        else:
            self.hoist(message, path)

    def system_may_follow(self) -> bool:
        """Whether a ``system`` turn may come after the turns so far: after a user turn, or an
        assistant turn that ends in a server tool result (the SDK's ``SystemMessageParam``)."""
        if not self.turns:
            return False
        last = self.turns[-1]
        content = last["content"]
        return last["role"] == "user" or (
            last["role"] == "assistant"
            and isinstance(content, list)
            and bool(content)
            and str(tag_of(content[-1])).endswith(_SERVER_RESULT_SUFFIX)
        )

    def hoist(self, message: Any, path: str) -> None:
        self.hoisted += 1
        if isinstance(message.content, str):
            self.system_strings.append(message.content)
        self.system.extend(_system_blocks(message, path, self.losses))

    def flush(self, in_place: bool) -> None:
        """Write the waiting system messages: in place before an assistant turn (or at the end),
        else to ``system``."""
        for message, path in self.pending:
            if not in_place:
                self.hoist(message, path)
                continue
            content = message.content
            if not isinstance(content, str):
                content = _system_blocks(message, path, self.losses, in_place=True)
            if content:
                self.turns.append({"role": "system", "content": content})
        self.pending = []

    def add_turn(self, role: str, content: str | list[Block]) -> None:
        """A user or assistant turn: an empty (or blank) one is left out, one of the same role as the
        last is merged into it (Anthropic takes alternating turns)."""
        if not content or (isinstance(content, str) and not content.strip()):
            return  # Anthropic rejects empty and blank text
        if self.pending:
            self.flush(in_place=role == "assistant")
        if self.turns and self.turns[-1]["role"] == role:
            last = self.turns[-1]
            if isinstance(last["content"], str):
                last["content"] = [{"type": "text", "text": last["content"]}]
            last["content"].extend(
                [{"type": "text", "text": content}] if isinstance(content, str) else content
            )
        else:
            self.turns.append({"role": role, "content": content})

    def finish(self) -> None:
        """Flush the waiting system messages, put the ``tool_result`` blocks of each user turn first,
        and strip the trailing whitespace of a final assistant turn (a prefill): what Anthropic requires."""
        self.flush(in_place=True)
        for turn in self.turns:
            if turn["role"] == "user" and isinstance(turn["content"], list):
                results = [block for block in turn["content"] if tag_of(block) == "tool_result"]
                if results:
                    turn["content"] = results + [b for b in turn["content"] if tag_of(b) != "tool_result"]
        if not self.turns or self.turns[-1]["role"] != "assistant":
            return
        last = self.turns[-1]
        if isinstance(last["content"], str):
            last["content"] = last["content"].rstrip()
        elif last["content"] and tag_of(last["content"][-1]) == "text":
            block = last["content"][-1]
            block["text"] = str(block.get("text", "")).rstrip()
            if not block["text"]:
                last["content"].pop()
        if not last["content"]:
            self.turns.pop()


def _text_block(item: Block) -> Block | None:
    """An Anthropic text block with Anthropic's keys only; ``None`` for a blank one (Anthropic rejects it)."""
    text = item.get("text")
    if isinstance(text, str) and not text.strip():
        return None
    return {key: copy.deepcopy(item[key]) for key in _TEXT_KEYS if key in item}


def _cache_control(std: Block, out: Block) -> Block:
    """``out`` with the ``cache_control`` a standard block holds (itself, or in ``extras``)."""
    found = std.get("cache_control", (std.get("extras") or {}).get("cache_control"))
    if found is not None:
        out["cache_control"] = found
    return out


def _source(std: Block) -> Block | None:
    if "base64" in std and std.get("mime_type"):
        return {"type": "base64", "media_type": std["mime_type"], "data": std["base64"]}
    if "url" in std:
        return {"type": "url", "url": std["url"]}
    return None  # a file id of another provider's file store means nothing to Anthropic


def _media(std: Block, path: str, losses: Losses) -> Block | None:
    if (found := parse_data_url(std.get("url"))) is not None:  # a data URL is base64 data
        std = {**std, "base64": found[1], "mime_type": found[0]}
        del std["url"]
    kind = std["type"]
    mime = std.get("mime_type")
    if kind == "file" and "base64" in std and mime == "text/plain":
        text = text_of_base64(std["base64"])
        if text is not None:
            return _document_extras(std, {"type": "text", "media_type": "text/plain", "data": text})
    if kind == "file" and "base64" in std and mime != "application/pdf":
        losses.lose(f"a {mime or 'untyped'} file given as base64 (Anthropic takes PDF or plain text)", path)
        return None
    source = _source(std)
    if source is None:
        losses.lose(f"a {kind!r} block without data or a URL (file ids are another provider's)", path)
        return None
    if kind == "image":
        return _cache_control(std, {"type": "image", "source": source})
    return _document_extras(std, source)


def _document_extras(std: Block, source: Block) -> Block:
    out: Block = {"type": "document", "source": source}
    extras = std.get("extras") or {}
    for key in ("title", "context", "citations"):
        if key in std and key != "citations":  # a text-plain block's own title and context
            out[key] = std[key]
        elif key in extras:
            out[key] = extras[key]
    return _cache_control(std, out)


def _user_block(std: Block, path: str, losses: Losses) -> Block | None:
    """A standard block of a user turn (or tool result) as an Anthropic block."""
    match std.get("type"):
        case "text":
            return _cache_control(std, {"type": "text", "text": std["text"]}) if std["text"].strip() else None
        case "image" | "file":
            return _media(std, path, losses)
        case "text-plain":
            source = {"type": "text", "media_type": "text/plain", "data": std.get("text", "")}
            return _document_extras(std, source)
        case "non_standard" if _native_user(std.get("value")):
            return copy.deepcopy(std["value"])  # type: ignore[no-any-return]
        case _:
            losses.lose(f"the {describe(std)} block in a user turn", path)
            return None


def _native_user(block: Any) -> bool:
    if not isinstance(block, dict):
        return False
    tag = tag_of(block)
    return tag in _USER_TAGS and (tag not in _SOURCED_TAGS or isinstance(block.get("source"), dict))


def _native_tool_result(block: Block, path: str, losses: Losses) -> Block:
    """An Anthropic ``tool_result`` block of a human message, its content written as a tool result's."""
    out = copy.deepcopy(block)
    if isinstance(block.get("content"), list):
        out["content"] = _user_content(block["content"], f"{path}.content", losses, tool_results=False)
    return out


def _user_content(
    content: str | list[Any],
    path: str,
    losses: Losses,
    *,
    tool_results: bool = False,
    keep: frozenset[str] = frozenset(),
) -> str | list[Block]:
    """The content of a user turn (or a tool result, or a system message: ``keep`` names the
    further Anthropic blocks kept as they are)."""
    if isinstance(content, str):
        return content
    out: list[Block] = []
    for j, item in enumerate(content):
        where = f"{path}[{j}]"
        if tag_of(item) in keep:
            out.append(copy.deepcopy(item))
            continue
        if _native_user(item) and item.get("type") == "text":
            if (text := _text_block(item)) is not None:
                out.append(text)
            continue
        if tag_of(item) == "tool_result" and tool_results:
            out.append(_native_tool_result(item, where, losses))
            continue
        if _native_user(item):
            out.append(copy.deepcopy(item))
            continue
        out.extend(standard_written(item, _user_block, where, losses))
    return out


def _tool_use(call: dict[str, Any], path: str, losses: Losses) -> Block | None:
    call_id = call.get("id")
    if not call_id:
        losses.lose("a tool call without an id", path)
        return None
    return {"type": "tool_use", "id": call_id, "name": call.get("name", ""), "input": call.get("args", {})}


def _ai_block(std: Block, path: str, losses: Losses, from_anthropic: bool) -> Block | None:
    """A standard block of an AI message as an Anthropic block."""
    match std.get("type"):
        case "text":
            return _cache_control(std, {"type": "text", "text": std["text"]}) if std["text"].strip() else None
        case "tool_call":
            return _tool_use(std, path, losses)
        case "reasoning" if from_anthropic and (std.get("extras") or {}).get("signature"):
            return {
                "type": "thinking",
                "thinking": std.get("reasoning", ""),
                "signature": std["extras"]["signature"],
            }
        case "reasoning":
            losses.lose("a reasoning block without Anthropic's signature", path)
            return None
        case "non_standard" if from_anthropic and isinstance(std.get("value"), dict):
            if tag_of(std["value"]) in _OUTPUT_TAGS:
                return copy.deepcopy(std["value"])  # type: ignore[no-any-return]
            losses.lose(f"the {describe(std)} block", path)
            return None
        case _:
            losses.lose(f"the {describe(std)} block in an assistant turn", path)
            return None


def _ai_content(message: Any, path: str, losses: Losses) -> str | list[Block]:
    provider = model_provider(message)
    # langchain-anthropic before 1.0 set no provider, only a Claude model name.
    from_anthropic = provider == PROVIDER or (
        provider is None and str(message.response_metadata.get("model_name", "")).startswith("claude")
    )
    content = message.content
    if from_anthropic and isinstance(content, str) and not message.tool_calls:
        return content
    out: list[Block] = []
    if from_anthropic:
        call_ids = set()
        items = [content] if isinstance(content, str) and content else content
        for j, item in enumerate(items if isinstance(items, list) else []):
            if isinstance(item, dict) and item.get("type") == "text":
                if (text := _text_block(item)) is not None:
                    out.append(text)
                continue
            if tag_of(item) in _OUTPUT_TAGS:
                out.append(copy.deepcopy(item))
                if item.get("type") == "tool_use":
                    call_ids.add(item.get("id"))
                continue
            written = standard_written(item, _ai_block, f"{path}.content[{j}]", losses, True)
            out.extend(written)  # a v1 ``tool_call`` block is a call of ``tool_calls`` too
            call_ids.update(block["id"] for block in written if block.get("type") == "tool_use")
        out.extend(missing_tool_calls(message, call_ids, path, losses, _tool_use))
        out.extend(_invalid_tool_uses(message, call_ids, path, losses))
        return out
    call_ids = tool_call_ids(message)
    blocks = content_blocks(message, f"{path}.content")
    for j, std in enumerate(blocks):
        if is_tool_call_echo(std, call_ids):
            continue
        if (block := _ai_block(std, f"{path}.content_blocks[{j}]", losses, False)) is not None:
            out.append(block)
    # a v1 message's calls need not be among its content blocks
    out.extend(missing_tool_calls(message, block_call_ids(blocks), path, losses, _tool_use))
    out.extend(_invalid_tool_uses(message, call_ids, path, losses))
    return out


def _invalid_tool_uses(message: Any, call_ids: set[Any], path: str, losses: Losses) -> list[Block]:
    """An AI message's invalid tool calls as ``tool_use`` blocks, so that their results answer a call:
    arguments that are a JSON object become ``input``; others are refused (``input`` is then ``{}``)."""
    out = []
    for k, call in enumerate(message.invalid_tool_calls):
        where = f"{path}.invalid_tool_calls[{k}]"
        if call.get("id") and call["id"] in call_ids:
            continue  # the same call was written from the content or tool_calls
        if not call.get("id") or not call.get("name"):
            losses.lose("an invalid tool call without an id or a name", where)
            continue
        raw = call.get("args")
        try:
            args = json.loads(raw) if raw else {}
        except json.JSONDecodeError:
            args = None
        if not isinstance(args, dict):
            losses.lose("the arguments of an invalid tool call, which are not a JSON object", f"{where}.args")
            args = {}
        out.append({"type": "tool_use", "id": call["id"], "name": call["name"], "input": args})
    return out


def _tool_result(message: Any, path: str, losses: Losses) -> Block:
    content = message.content
    block: Block = {"type": "tool_result", "tool_use_id": message.tool_call_id}
    block["content"] = _user_content(content, f"{path}.content", losses)
    if message.status == "error":
        block["is_error"] = True
    extras = message.additional_kwargs.get(ANTHROPIC_EXTRAS_KEY)
    if isinstance(extras, dict):
        block.update(extras)
    return block


def _system_blocks(message: Any, path: str, losses: Losses, *, in_place: bool = False) -> list[Block]:
    """A system message's blocks: text, and in a ``{"role": "system"}`` turn the tool changes it may hold."""
    content = _user_content(message.content, f"{path}.content", losses, keep=_SYSTEM_TURN_TAGS)
    if isinstance(content, str):
        return [{"type": "text", "text": content}] if content else []
    kept = []
    for j, block in enumerate(content):
        if block.get("type") == "text" or (in_place and block.get("type") in _SYSTEM_TURN_TAGS):
            kept.append(block)
        else:
            losses.lose(f"a {block.get('type')!r} block in a system message", f"{path}.content[{j}]")
    return kept


def convert_to_anthropic_messages(messages: Iterable[Any], *, strict: bool = True) -> dict[str, Any]:
    """Convert messages to an Anthropic Messages API request: ``{"system": ..., "messages": [...]}``.

    The result is ready for ``client.messages.create(model=..., max_tokens=..., **result)``.
    System messages become ``system`` (a string for one string system message, else a
    list of text blocks; no ``system`` key when there is none), in order; one read from
    a ``{"role": "system"}`` turn stays in place where Anthropic takes it (after a user
    turn, and before an assistant turn or at the end). Tool messages become
    ``tool_result`` blocks of a user turn, before its other content; consecutive turns
    of one role are merged, empty turns and blank text blocks are left out, invalid
    tool calls are written as ``tool_use`` blocks, and a final assistant turn (a
    prefill) loses its trailing whitespace. AI messages that Anthropic wrote
    (``response_metadata["model_provider"] == "anthropic"``) keep their blocks as they
    are: thinking signatures, redacted thinking, citations, server tools,
    ``cache_control``. Every other block goes through its standard form
    (``content_blocks``); a block Anthropic has no faithful form for raises, or is
    dropped with a warning when ``strict`` is false. See docs/providers.md.

    Args:
        messages: Messages, or anything :func:`chatschema.convert_to_messages` reads.
        strict: Raise :class:`~chatschema.ConversionError` for a block Anthropic cannot
            hold (the default), or drop it with a :class:`~chatschema.LossWarning`.

    Returns:
        The request's ``system`` (when there is one) and ``messages``.

    Raises:
        ConversionError: A block, message or tool call with no faithful Anthropic form
            (only when ``strict``); ``.path`` is where it is, such as ``$[2].content[1]``.
        ValidationError: The input is not messages.

    Example:
        >>> from chatschema import AIMessage, HumanMessage, SystemMessage, ToolMessage
        >>> convert_to_anthropic_messages([
        ...     SystemMessage("Be brief."),
        ...     HumanMessage("Weather in Paris?"),
        ...     AIMessage("", tool_calls=[{"name": "weather", "args": {"city": "Paris"}, "id": "toolu_1"}]),
        ...     ToolMessage("18C", tool_call_id="toolu_1"),
        ... ])  # doctest: +NORMALIZE_WHITESPACE
        {'system': 'Be brief.',
         'messages': [{'role': 'user', 'content': 'Weather in Paris?'},
                      {'role': 'assistant', 'content': [{'type': 'tool_use', 'id': 'toolu_1',
                                                         'name': 'weather', 'input': {'city': 'Paris'}}]},
                      {'role': 'user', 'content': [{'type': 'tool_result', 'tool_use_id': 'toolu_1',
                                                    'content': '18C'}]}]}
    """
    losses = Losses("Anthropic", strict)
    writer = _Writer(losses)
    conversation: list[Any] = to_messages(messages, sequence_only=True)
    call_names: dict[Any, Any] = {}
    for i, message in enumerate(conversation):
        path = f"$[{i}]"
        kind = message_kind(message, path, losses)
        lose_message_fields(message, kind, path, losses, call_names, refusal="a refusal")
        if kind == "system":
            writer.add_system(message, path)
        elif kind == "human":
            writer.add_turn(
                "user", _user_content(message.content, f"{path}.content", losses, tool_results=True)
            )
        elif kind == "tool":
            writer.add_turn("user", [_tool_result(message, path, losses)])
        elif kind == "ai":
            writer.add_turn("assistant", _ai_content(message, path, losses))
            lose_legacy_function_call(message, path, losses)  # a tool_use block needs an id
    writer.finish()
    out: dict[str, Any] = {}
    if writer.hoisted == 1 and len(writer.system_strings) == 1:
        out["system"] = writer.system_strings[0]
    elif writer.hoisted:
        out["system"] = writer.system
    out["messages"] = writer.turns
    return out


# -- Anthropic -> messages ------------------------------------------------------------------------


def _tool_message(block: Block, path: str) -> ToolMessage:
    tool_use_id = block.get("tool_use_id")
    if not isinstance(tool_use_id, str):
        raise ValidationError("A tool_result block needs a string `tool_use_id`", f"{path}.tool_use_id")
    content = block.get("content", "")
    if not isinstance(content, (str, list)):
        raise ValidationError("Expected `str | array`", f"{path}.content")
    extras = {key: value for key, value in block.items() if key not in _TOOL_RESULT_KEYS}
    is_error = block.get("is_error")
    if is_error is not None and is_error is not True:
        extras["is_error"] = is_error
    return ToolMessage(
        copy.deepcopy(content),
        tool_call_id=tool_use_id,
        status="error" if is_error is True else "success",
        additional_kwargs={ANTHROPIC_EXTRAS_KEY: copy.deepcopy(extras)} if extras else {},
    )


def _user_turn(content: Any, path: str) -> list[BaseMessage]:
    if isinstance(content, str):
        return [HumanMessage(content)]
    out: list[BaseMessage] = []
    pending: list[Any] = []
    for j, block in enumerate(expect_list(content, path)):
        where = f"{path}[{j}]"
        if expect_dict(block, where).get("type") == "tool_result":
            if pending:
                out.append(HumanMessage(pending))
                pending = []
            out.append(_tool_message(block, where))
        else:
            pending.append(copy.deepcopy(block))
    if pending or not out:
        out.append(HumanMessage(pending))
    return out


def _assistant_turn(content: Any, path: str) -> AIMessage:
    metadata = {"model_provider": PROVIDER}
    if isinstance(content, str):
        return AIMessage(content, response_metadata=metadata)
    calls = []
    for j, block in enumerate(expect_list(content, path)):
        if expect_dict(block, f"{path}[{j}]").get("type") == "tool_use":
            args = block.get("input", {})
            calls.append(
                {"name": block.get("name", ""), "args": args, "id": block.get("id"), "type": "tool_call"}
            )
    return AIMessage(copy.deepcopy(content), tool_calls=calls, response_metadata=metadata)


def _system_turn(content: Any, path: str) -> list[BaseMessage]:
    if not isinstance(content, (str, list)):
        raise ValidationError("Expected `str | array`", path)
    return [SystemMessage(copy.deepcopy(content), additional_kwargs={ANTHROPIC_EXTRAS_KEY: dict(_IN_PLACE)})]


_TURNS: dict[str, Callable[[Any, str], list[BaseMessage]]] = {
    "user": _user_turn,
    "system": _system_turn,
    "assistant": lambda content, path: [_assistant_turn(content, path)],
}


def convert_from_anthropic_messages(payload: dict[str, Any] | list[dict[str, Any]]) -> list[BaseMessage]:
    """Convert an Anthropic Messages API request (or its ``messages`` list) to messages.

    ``system`` becomes one system message (its blocks kept as they are), and so does a
    ``{"role": "system"}`` turn, in its place (marked ``additional_kwargs["anthropic"] ==
    {"in_place": True}``, so that it is written back in place). A user turn
    becomes a tool message per ``tool_result`` block and a human message for its other
    blocks; an assistant turn becomes one AI message that holds Anthropic's blocks as
    they are, with its ``tool_use`` blocks as ``tool_calls`` and
    ``response_metadata["model_provider"] == "anthropic"`` (as langchain-anthropic
    stores them), so :func:`convert_to_anthropic_messages` gives the same request back.

    Args:
        payload: ``{"system": ..., "messages": [...]}`` or the ``messages`` list alone.

    Returns:
        The messages.

    Raises:
        ValidationError: The payload is not an Anthropic request: a key other than
            ``system`` and ``messages``, a turn that is not ``{"role", "content"}`` with
            role ``user`` or ``assistant``, a block that is not an object.

    Example:
        >>> msgs = convert_from_anthropic_messages({"system": "Be brief.", "messages": [
        ...     {"role": "user", "content": "Hi"},
        ...     {"role": "assistant", "content": [
        ...         {"type": "thinking", "thinking": "Greet.", "signature": "c2ln"},
        ...         {"type": "text", "text": "Hello!"}]}]})
        >>> [m.type for m in msgs]
        ['system', 'human', 'ai']
        >>> msgs[2].content_blocks[0]
        {'type': 'reasoning', 'reasoning': 'Greet.', 'extras': {'signature': 'c2ln'}}
        >>> convert_to_anthropic_messages(msgs)["messages"][1]["content"][0]["signature"]
        'c2ln'
    """
    out: list[BaseMessage] = []
    turns: Any = payload
    if isinstance(payload, dict):
        check_keys(payload, _PAYLOAD_KEYS, "Not a key of an Anthropic messages payload", "$")
        system = payload.get("system")
        if isinstance(system, (str, list)):
            out.append(SystemMessage(copy.deepcopy(system)))
        elif system is not None:
            raise ValidationError("Expected `str | array`", "$.system")
        turns = payload.get("messages")
        base = "$.messages"
    else:
        base = "$"
    for i, turn in enumerate(expect_list(turns, base)):
        path = f"{base}[{i}]"
        check_keys(expect_dict(turn, path), _TURN_KEYS, "Not a key of an Anthropic message", path)
        read = by_role(turn, _TURNS, "an Anthropic", path)
        out.extend(read(turn.get("content"), f"{path}.content"))
    return out
