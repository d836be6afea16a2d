"""Tool definitions as the value of ``gen_ai.tool.definitions`` (schema type ``OtelToolDefinitions``).

A tool is read by its ``type`` tag: none or ``custom`` (an Anthropic tool, or a JSON-Schema
function ``{"name", "description", "parameters"}``), ``function`` (OpenAI's, nested under
``function`` for Chat Completions, flat for Responses), or any other type (a provider's built-in
tool, such as ``web_search``), which becomes a generic definition with the tool's name (its type
when it has none).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from chatschema.errors import ConversionError

__all__ = ["TOOL_DEFINITIONS", "to_otel_tool_definitions"]

TOOL_DEFINITIONS = "gen_ai.tool.definitions"
"""The attribute that holds the tools offered to the model."""

_SCHEMA_KEYS = ("parameters", "input_schema")
"""Where a function's JSON Schema lives: OpenAI and JSON-Schema functions, Anthropic."""


def _function(spec: Mapping[str, Any], path: str) -> dict[str, Any]:
    name = spec.get("name")
    if type(name) is not str:
        raise ConversionError("A function tool needs a string `name`", path)
    out: dict[str, Any] = {"type": "function", "name": name}
    description = spec.get("description")
    if description is not None:
        out["description"] = description
    for key in _SCHEMA_KEYS:
        if spec.get(key) is not None:
            out["parameters"] = spec[key]
            break
    return out


def _definition(tool: Any, path: str) -> dict[str, Any]:
    if not isinstance(tool, Mapping):
        raise ConversionError("A tool must be an object", path)
    tag = tool.get("type")
    match tag:
        case None | "custom":
            return _function(tool, path)
        case "function":
            nested = tool.get("function")
            if isinstance(nested, Mapping):  # Chat Completions nests the function
                return _function(nested, f"{path}.function")
            return _function(tool, path)  # Responses writes it flat
        case str():
            name = tool.get("name")
            return {"type": tag, "name": name if type(name) is str else tag}
        case _:
            raise ConversionError("A tool's `type` must be a string", f"{path}.type")


def to_otel_tool_definitions(tools: Iterable[Any]) -> list[dict[str, Any]]:
    """Tools as the value of ``gen_ai.tool.definitions`` (``OtelToolDefinitions``).

    Function tools become ``{"type": "function", "name", "description", "parameters"}`` (the
    description and the parameters' JSON Schema when the tool has them); a provider's built-in
    tool becomes a generic definition ``{"type": <its type>, "name": <its name, else its type>}``.

    Args:
        tools: OpenAI tool dicts (Chat Completions or Responses), Anthropic tool dicts, or
            JSON-Schema functions (``{"name", "description", "parameters"}``).

    Returns:
        The definitions, JSON-ready; they validate as ``OtelToolDefinitions``.

    Raises:
        ConversionError: A tool is not an object, or a function tool has no string name, at
            its JSON path.

    Example:
        >>> openai = {"type": "function", "function": {"name": "weather", "parameters": {"type": "object"}}}
        >>> anthropic = {"name": "time", "description": "Now.", "input_schema": {"type": "object"}}
        >>> tools = [openai, anthropic, {"type": "web_search"}]
        >>> to_otel_tool_definitions(tools)  # doctest: +NORMALIZE_WHITESPACE
        [{'type': 'function', 'name': 'weather', 'parameters': {'type': 'object'}},
         {'type': 'function', 'name': 'time', 'description': 'Now.', 'parameters': {'type': 'object'}},
         {'type': 'web_search', 'name': 'web_search'}]
    """
    return [_definition(tool, f"$[{i}]") for i, tool in enumerate(tools)]
