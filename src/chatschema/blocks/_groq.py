"""Groq: text, ``reasoning_content`` and built-in tools run by Groq (``executed_tools``).

Groq keeps its reasoning in ``additional_kwargs["reasoning_content"]`` and
the tools it ran itself (web search, Python) in
``additional_kwargs["executed_tools"]``; those become a ``reasoning`` block
and ``server_tool_call``/``server_tool_result`` pairs ahead of the text.
List content is not read.
"""

from __future__ import annotations

import json
import re
from typing import Any

from chatschema.blocks._registry import Block, register_translator
from chatschema.blocks._translator_helpers import (
    populate_extras,
    reasoning_from_additional_kwargs,
    tool_call_block,
)

__all__ = ["HANDLED_TYPES", "translate_content", "translate_content_chunk"]

_TOOL_NAMES = {"search": "web_search", "python": "code_interpreter"}
"""Groq executed-tool type -> standard server tool name."""

HANDLED_TYPES: frozenset[str] = frozenset(_TOOL_NAMES) | {"function"}
"""The executed-tool ``type`` tags this module reads (``function`` named ``python`` is GPT-OSS's Python)."""

_CODE_ONLY = re.compile(r'\s*\{\s*"code"\s*:\s*"(.*)"\s*\}\s*', re.DOTALL)


def _is_gpt_oss_python(tool: dict[str, Any]) -> bool:
    return tool.get("type") == "function" and tool.get("name") == "python"


def _arguments(tool: dict[str, Any]) -> dict[str, Any] | bool | None:
    """The tool's arguments; ``False`` when they cannot be read (the tool is then skipped)."""
    arguments = tool.get("arguments")
    if not arguments:
        return None
    try:
        parsed: Any = json.loads(arguments)
    except json.JSONDecodeError:
        if tool.get("type") == "python":
            # Groq does not always escape the quotes inside the code.
            found = _CODE_ONLY.fullmatch(arguments)
            return {"code": found.group(1)} if found else False
        if _is_gpt_oss_python(tool):
            return {"code": arguments}
        return False
    return parsed if isinstance(parsed, dict) else None


def _executed_tools(message: Any) -> list[Block]:
    blocks: list[Block] = []
    for position, tool in enumerate(message.additional_kwargs.get("executed_tools") or []):
        args = _arguments(tool)
        if args is False:
            continue
        if isinstance(args, dict):
            kind = tool.get("type")
            if _is_gpt_oss_python(tool):
                name = "code_interpreter"
            else:
                name = _TOOL_NAMES.get(kind, "") if isinstance(kind, str) else ""
            blocks.append({"type": "server_tool_call", "name": name, "id": str(position), "args": args})
        if output := tool.get("output"):
            result: Block = {
                "type": "server_tool_result",
                "tool_call_id": str(position),
                "output": output,
                "status": "success",
            }
            blocks.append(populate_extras(result, tool, {"type", "arguments", "index", "output"}))
    return blocks


def _translate(message: Any) -> list[Block]:
    reasoning = reasoning_from_additional_kwargs(message)
    blocks = [reasoning] if reasoning else []
    blocks += _executed_tools(message)
    if isinstance(message.content, str) and message.content:
        blocks.append({"type": "text", "text": message.content})
    return blocks + [tool_call_block(call) for call in message.tool_calls]


def translate_content(message: Any) -> list[Block]:
    """Standard blocks of an ``AIMessage`` from Groq.

    Returns:
        Reasoning, then server tool calls and results, then the text and the
        tool calls.

    Raises:
        AttributeError: If an executed tool is not a mapping.

    Example:
        >>> from chatschema import AIMessage
        >>> msg = AIMessage("4", additional_kwargs={"reasoning_content": "2+2", "executed_tools": [
        ...     {"type": "python", "arguments": '{"code": "print(2+2)"}', "output": "4"}]})
        >>> [block["type"] for block in translate_content(msg)]
        ['reasoning', 'server_tool_call', 'server_tool_result', 'text']
    """
    return _translate(message)


def translate_content_chunk(message: Any) -> list[Block]:
    """Standard blocks of an ``AIMessageChunk`` from Groq; as :func:`translate_content`.

    Args:
        message: The chunk.

    Returns:
        The standard content blocks.

    Raises:
        AttributeError: See :func:`translate_content`.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> translate_content_chunk(AIMessageChunk("Hel"))
        [{'type': 'text', 'text': 'Hel'}]
    """
    return _translate(message)


register_translator("groq", translate_content, translate_content_chunk)
