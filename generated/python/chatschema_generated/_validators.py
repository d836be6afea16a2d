# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 9019b483228cfd5aabd82bb3146a55c13b0a8753ec0a0b038419633db403c381
# ruff: noqa
"""Checks generated from the schemas for what msgspec cannot express."""

from __future__ import annotations

import re
from typing import Any

import msgspec

from . import common, content_blocks, messages, serialized, tool_calls, usage


class SchemaViolation(Exception):
    """A value broke a schema rule; ``path`` is the JSON path of the value."""

    def __init__(self, message: str, path: str) -> None:
        super().__init__(message)
        self.message = message
        self.path = path


def join_path(base: str, inner: str) -> str:
    """Join a base path such as ``$.content[1]`` and a msgspec path such as ``$.url``."""
    return base + inner[1:]


_PLAIN_KEY = re.compile("^[a-zA-Z][a-zA-Z0-9_]*$")


def key_path(base: str, key: object) -> str:
    """The path of ``key`` inside the object at ``base``: ``$.a.b``, or ``$.a['b c']``."""
    text = str(key)
    if _PLAIN_KEY.match(text):
        return f"{base}.{text}"
    escaped = text.replace("\\", "\\\\").replace("'", "\\'")
    return f"{base}['{escaped}']"


def from_msgspec(error: msgspec.ValidationError, base: str) -> SchemaViolation:
    """Turn msgspec's ``message - at `$.x`` text into a SchemaViolation."""
    text = str(error)
    message, sep, where = text.rpartition(" - at `")
    if not sep:
        return SchemaViolation(text, base)
    return SchemaViolation(message, join_path(base, where.rstrip("`")))


def _convert(value: Any, typ: Any, path: str) -> None:
    try:
        msgspec.convert(value, typ)
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None


def _object(value: Any, path: str) -> dict[str, Any]:
    if type(value) is not dict:
        raise SchemaViolation(f"Expected `object`, got `{type(value).__name__}`", path)
    return value


def check_AIMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AIMessage."""
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")
    items = value.tool_calls
    if type(items) is list:
        for i, item in enumerate(items):
            check_ToolCall(item, f"{path}.tool_calls[{i}]")
    items = value.invalid_tool_calls
    if type(items) is list:
        for i, item in enumerate(items):
            check_InvalidToolCall(item, f"{path}.invalid_tool_calls[{i}]")
    item = value.usage_metadata
    if item is not None:
        check_UsageMetadata(item, path + ".usage_metadata")


def check_AIMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AIMessageChunk."""
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")
    items = value.tool_calls
    if type(items) is list:
        for i, item in enumerate(items):
            check_ToolCall(item, f"{path}.tool_calls[{i}]")
    items = value.invalid_tool_calls
    if type(items) is list:
        for i, item in enumerate(items):
            check_InvalidToolCall(item, f"{path}.invalid_tool_calls[{i}]")
    item = value.usage_metadata
    if item is not None:
        check_UsageMetadata(item, path + ".usage_metadata")
    items = value.tool_call_chunks
    if type(items) is list:
        for i, item in enumerate(items):
            check_ToolCallChunk(item, f"{path}.tool_call_chunks[{i}]")


_EXTRA_Annotation: dict[str, Any] = {}  # filled in below


def check_Annotation(value: Any, path: str) -> None:
    """Check a Annotation held as a JSON object."""
    _convert(value, content_blocks.Annotation, path)
    extra = _EXTRA_Annotation.get(value["type"])
    if extra is not None:
        extra(value, path)


_DISPATCH_AnnotationItem: dict[str, Any] = {}  # filled in below


def check_AnnotationItem(value: Any, path: str) -> None:
    """Check a AnnotationItem: an object, matched to a standard schema by its type tag."""
    tag = _object(value, path).get("type")
    if type(tag) is str:
        check = _DISPATCH_AnnotationItem.get(tag)
        if check is not None:
            check(value, path)


_BY_TAG_AnyMessage: dict[str, Any] = {}  # filled in below


def check_AnyMessage(value: Any, path: str) -> None:
    """Check a decoded AnyMessage with the check of its own type."""
    _BY_TAG_AnyMessage[value.__struct_config__.tag](value, path)


def _extra_AudioContentBlock(value: Any, path: str) -> None:
    check_MediaSource(value, path)


def check_AudioContentBlock(value: Any, path: str) -> None:
    """Check a AudioContentBlock held as a JSON object."""
    _extra_AudioContentBlock(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.AudioContentBlock, path)


def check_ChatMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded ChatMessage."""
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def check_ChatMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded ChatMessageChunk."""
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def check_Citation(value: Any, path: str) -> None:
    """Check a Citation held as a JSON object."""
    if (
        type(value) is dict
        and ("type" in value and value["type"] == "citation")
        and ("id" not in value or type(value["id"]) is str)
        and ("url" not in value or type(value["url"]) is str)
        and ("title" not in value or type(value["title"]) is str)
        and ("start_index" not in value or type(value["start_index"]) is int)
        and ("end_index" not in value or type(value["end_index"]) is int)
        and ("cited_text" not in value or type(value["cited_text"]) is str)
        and ("extras" not in value or type(value["extras"]) is dict)
    ):
        return  # the common, well-formed case; msgspec explains failures
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.Citation, path)


_EXTRA_ContentBlock: dict[str, Any] = {}  # filled in below


def check_ContentBlock(value: Any, path: str) -> None:
    """Check a ContentBlock held as a JSON object."""
    _convert(value, content_blocks.ContentBlock, path)
    extra = _EXTRA_ContentBlock.get(value["type"])
    if extra is not None:
        extra(value, path)


def check_ContentItem(value: Any, path: str) -> None:
    """Check a ContentItem."""
    if type(value) is str:
        return
    check_ContentPart(value, path)
    return


_DISPATCH_ContentPart: dict[str, Any] = {}  # filled in below


def check_ContentPart(value: Any, path: str) -> None:
    """Check a ContentPart: an object, matched to a standard schema by its type tag."""
    tag = _object(value, path).get("type")
    if type(tag) is str:
        check = _DISPATCH_ContentPart.get(tag)
        if check is not None:
            check(value, path)


_EXTRA_DataContentBlock: dict[str, Any] = {}  # filled in below


def check_DataContentBlock(value: Any, path: str) -> None:
    """Check a DataContentBlock held as a JSON object."""
    _convert(value, content_blocks.DataContentBlock, path)
    extra = _EXTRA_DataContentBlock.get(value["type"])
    if extra is not None:
        extra(value, path)


def check_Extras(value: Any, path: str) -> None:
    """Check a Extras."""
    _object(value, path)


def _extra_FileContentBlock(value: Any, path: str) -> None:
    check_MediaSource(value, path)


def check_FileContentBlock(value: Any, path: str) -> None:
    """Check a FileContentBlock held as a JSON object."""
    _extra_FileContentBlock(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.FileContentBlock, path)


def check_FunctionMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded FunctionMessage."""
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def check_FunctionMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded FunctionMessageChunk."""
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def check_HumanMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded HumanMessage."""
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def check_HumanMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded HumanMessageChunk."""
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def _extra_ImageContentBlock(value: Any, path: str) -> None:
    check_MediaSource(value, path)


def check_ImageContentBlock(value: Any, path: str) -> None:
    """Check a ImageContentBlock held as a JSON object."""
    _extra_ImageContentBlock(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.ImageContentBlock, path)


def check_InputTokenDetails(value: Any, path: str) -> None:
    """Check a InputTokenDetails."""
    for key, count in _object(value, path).items():
        if type(count) is not int:
            raise SchemaViolation(
                f"Expected `int`, got `{type(count).__name__}`", key_path(path, key)
            )


def check_InvalidToolCall(value: Any, path: str) -> None:
    """Check a InvalidToolCall held as a JSON object."""
    if (
        type(value) is dict
        and (
            "name" in value
            and (type(value["name"]) is str or type(value["name"]) is type(None))
        )
        and (
            "args" in value
            and (type(value["args"]) is str or type(value["args"]) is type(None))
        )
        and (
            "id" in value
            and (type(value["id"]) is str or type(value["id"]) is type(None))
        )
        and (
            "error" in value
            and (type(value["error"]) is str or type(value["error"]) is type(None))
        )
        and ("type" not in value or value["type"] == "invalid_tool_call")
        and (
            "index" not in value
            or (
                type(value["index"]) is int
                or type(value["index"]) is str
                or type(value["index"]) is type(None)
            )
        )
        and ("extras" not in value or type(value["extras"]) is dict)
    ):
        return  # the common, well-formed case; msgspec explains failures
    _convert(value, tool_calls.InvalidToolCall, path)


def check_JSONObject(value: Any, path: str) -> None:
    """Check a JSONObject."""
    _object(value, path)


def check_MediaSource(value: Any, path: str) -> None:
    """MediaSource: the object must have one of these key sets."""
    _object(value, path)
    if not (
        ("url" in value)
        or ("base64" in value)
        or ("file_id" in value)
        or ("source_type" in value and "data" in value)
        or ("source_type" in value and "id" in value)
        or ("source_type" in value and "text" in value)
        or ("source" in value)
        or ("file" in value)
    ):
        raise SchemaViolation(
            "Object must say where its data is, with one of: url; base64; file_id; source_type with data; source_type with id; source_type with text; source; file",
            path,
        )


def check_MessageContent(value: Any, path: str) -> None:
    """Check a MessageContent."""
    if type(value) is str:
        return
    if type(value) is list:
        for i, item in enumerate(value):
            check_ContentItem(item, f"{path}[{i}]")
        return
    raise SchemaViolation(f"Expected `str | array`, got `{type(value).__name__}`", path)


def check_NonStandardAnnotation(value: Any, path: str) -> None:
    """Check a NonStandardAnnotation held as a JSON object."""
    if (
        type(value) is dict
        and ("type" in value and value["type"] == "non_standard_annotation")
        and ("id" not in value or type(value["id"]) is str)
        and ("value" in value and type(value["value"]) is dict)
    ):
        return  # the common, well-formed case; msgspec explains failures
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.NonStandardAnnotation, path)


def check_NonStandardContentBlock(value: Any, path: str) -> None:
    """Check a NonStandardContentBlock held as a JSON object."""
    if (
        type(value) is dict
        and ("type" in value and value["type"] == "non_standard")
        and ("id" not in value or type(value["id"]) is str)
        and (
            "index" not in value
            or (
                type(value["index"]) is int
                or type(value["index"]) is str
                or type(value["index"]) is type(None)
            )
        )
        and ("value" in value and type(value["value"]) is dict)
    ):
        return  # the common, well-formed case; msgspec explains failures
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.NonStandardContentBlock, path)


def check_OutputTokenDetails(value: Any, path: str) -> None:
    """Check a OutputTokenDetails."""
    for key, count in _object(value, path).items():
        if type(count) is not int:
            raise SchemaViolation(
                f"Expected `int`, got `{type(count).__name__}`", key_path(path, key)
            )


def check_PlainTextContentBlock(value: Any, path: str) -> None:
    """Check a PlainTextContentBlock held as a JSON object."""
    if (
        type(value) is dict
        and ("type" in value and value["type"] == "text-plain")
        and ("id" not in value or type(value["id"]) is str)
        and (
            "index" not in value
            or (
                type(value["index"]) is int
                or type(value["index"]) is str
                or type(value["index"]) is type(None)
            )
        )
        and ("extras" not in value or type(value["extras"]) is dict)
        and ("mime_type" in value and value["mime_type"] == "text/plain")
        and ("text" not in value or type(value["text"]) is str)
        and ("url" not in value or type(value["url"]) is str)
        and ("base64" not in value or type(value["base64"]) is str)
        and ("file_id" not in value or type(value["file_id"]) is str)
        and ("title" not in value or type(value["title"]) is str)
        and ("context" not in value or type(value["context"]) is str)
    ):
        return  # the common, well-formed case; msgspec explains failures
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.PlainTextContentBlock, path)


def check_ReasoningContentBlock(value: Any, path: str) -> None:
    """Check a ReasoningContentBlock held as a JSON object."""
    if (
        type(value) is dict
        and ("type" in value and value["type"] == "reasoning")
        and ("id" not in value or type(value["id"]) is str)
        and (
            "index" not in value
            or (
                type(value["index"]) is int
                or type(value["index"]) is str
                or type(value["index"]) is type(None)
            )
        )
        and ("extras" not in value or type(value["extras"]) is dict)
        and ("reasoning" not in value or type(value["reasoning"]) is str)
    ):
        return  # the common, well-formed case; msgspec explains failures
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.ReasoningContentBlock, path)


def check_RemoveMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded RemoveMessage."""
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def check_SerializedAIMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedAIMessage."""
    item = value.data
    if item is not None:
        check_AIMessage(item, path + ".data")


def check_SerializedAIMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedAIMessageChunk."""
    item = value.data
    if item is not None:
        check_AIMessageChunk(item, path + ".data")


def check_SerializedChatMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedChatMessage."""
    item = value.data
    if item is not None:
        check_ChatMessage(item, path + ".data")


def check_SerializedChatMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedChatMessageChunk."""
    item = value.data
    if item is not None:
        check_ChatMessageChunk(item, path + ".data")


def check_SerializedFunctionMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedFunctionMessage."""
    item = value.data
    if item is not None:
        check_FunctionMessage(item, path + ".data")


def check_SerializedFunctionMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedFunctionMessageChunk."""
    item = value.data
    if item is not None:
        check_FunctionMessageChunk(item, path + ".data")


def check_SerializedHumanMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedHumanMessage."""
    item = value.data
    if item is not None:
        check_HumanMessage(item, path + ".data")


def check_SerializedHumanMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedHumanMessageChunk."""
    item = value.data
    if item is not None:
        check_HumanMessageChunk(item, path + ".data")


_BY_TAG_SerializedMessage: dict[str, Any] = {}  # filled in below


def check_SerializedMessage(value: Any, path: str) -> None:
    """Check a decoded SerializedMessage with the check of its own type."""
    _BY_TAG_SerializedMessage[value.__struct_config__.tag](value, path)


def check_SerializedRemoveMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedRemoveMessage."""
    item = value.data
    if item is not None:
        check_RemoveMessage(item, path + ".data")


def check_SerializedSystemMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedSystemMessage."""
    item = value.data
    if item is not None:
        check_SystemMessage(item, path + ".data")


def check_SerializedSystemMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedSystemMessageChunk."""
    item = value.data
    if item is not None:
        check_SystemMessageChunk(item, path + ".data")


def check_SerializedToolMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedToolMessage."""
    item = value.data
    if item is not None:
        check_ToolMessage(item, path + ".data")


def check_SerializedToolMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedToolMessageChunk."""
    item = value.data
    if item is not None:
        check_ToolMessageChunk(item, path + ".data")


def check_ServerToolCall(value: Any, path: str) -> None:
    """Check a ServerToolCall held as a JSON object."""
    if (
        type(value) is dict
        and ("type" in value and value["type"] == "server_tool_call")
        and ("id" not in value or type(value["id"]) is str)
        and (
            "index" not in value
            or (
                type(value["index"]) is int
                or type(value["index"]) is str
                or type(value["index"]) is type(None)
            )
        )
        and ("extras" not in value or type(value["extras"]) is dict)
        and ("name" not in value or type(value["name"]) is str)
        and ("args" in value and type(value["args"]) is dict)
    ):
        return  # the common, well-formed case; msgspec explains failures
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.ServerToolCall, path)


def check_ServerToolCallChunk(value: Any, path: str) -> None:
    """Check a ServerToolCallChunk held as a JSON object."""
    if (
        type(value) is dict
        and ("type" in value and value["type"] == "server_tool_call_chunk")
        and ("id" not in value or type(value["id"]) is str)
        and (
            "index" not in value
            or (
                type(value["index"]) is int
                or type(value["index"]) is str
                or type(value["index"]) is type(None)
            )
        )
        and ("extras" not in value or type(value["extras"]) is dict)
        and ("name" not in value or type(value["name"]) is str)
        and ("args" not in value or type(value["args"]) is str)
    ):
        return  # the common, well-formed case; msgspec explains failures
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.ServerToolCallChunk, path)


def check_ServerToolResult(value: Any, path: str) -> None:
    """Check a ServerToolResult held as a JSON object."""
    if (
        type(value) is dict
        and ("type" in value and value["type"] == "server_tool_result")
        and ("id" not in value or type(value["id"]) is str)
        and (
            "index" not in value
            or (
                type(value["index"]) is int
                or type(value["index"]) is str
                or type(value["index"]) is type(None)
            )
        )
        and ("extras" not in value or type(value["extras"]) is dict)
        and ("tool_call_id" in value and type(value["tool_call_id"]) is str)
        and ("status" in value and value["status"] in ("success", "error"))
    ):
        return  # the common, well-formed case; msgspec explains failures
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.ServerToolResult, path)


def check_SystemMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SystemMessage."""
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def check_SystemMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SystemMessageChunk."""
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def _extra_TextContentBlock(value: Any, path: str) -> None:
    items = value.get("annotations")
    if type(items) is list:
        for i, item in enumerate(items):
            check_AnnotationItem(item, f"{path}.annotations[{i}]")


def check_TextContentBlock(value: Any, path: str) -> None:
    """Check a TextContentBlock held as a JSON object."""
    _extra_TextContentBlock(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.TextContentBlock, path)


def check_ToolCall(value: Any, path: str) -> None:
    """Check a ToolCall held as a JSON object."""
    if (
        type(value) is dict
        and ("name" in value and type(value["name"]) is str)
        and ("args" in value and type(value["args"]) is dict)
        and (
            "id" in value
            and (type(value["id"]) is str or type(value["id"]) is type(None))
        )
        and ("type" not in value or value["type"] == "tool_call")
        and (
            "index" not in value
            or (
                type(value["index"]) is int
                or type(value["index"]) is str
                or type(value["index"]) is type(None)
            )
        )
        and ("extras" not in value or type(value["extras"]) is dict)
    ):
        return  # the common, well-formed case; msgspec explains failures
    _convert(value, tool_calls.ToolCall, path)


def check_ToolCallChunk(value: Any, path: str) -> None:
    """Check a ToolCallChunk held as a JSON object."""
    if (
        type(value) is dict
        and (
            "name" in value
            and (type(value["name"]) is str or type(value["name"]) is type(None))
        )
        and (
            "args" in value
            and (type(value["args"]) is str or type(value["args"]) is type(None))
        )
        and (
            "id" in value
            and (type(value["id"]) is str or type(value["id"]) is type(None))
        )
        and (
            "index" not in value
            or (
                type(value["index"]) is int
                or type(value["index"]) is str
                or type(value["index"]) is type(None)
            )
        )
        and ("type" not in value or value["type"] == "tool_call_chunk")
        and ("extras" not in value or type(value["extras"]) is dict)
    ):
        return  # the common, well-formed case; msgspec explains failures
    _convert(value, tool_calls.ToolCallChunk, path)


def check_ToolMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded ToolMessage."""
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def check_ToolMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded ToolMessageChunk."""
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def _extra_UsageMetadata(value: Any, path: str) -> None:
    item = value.get("input_token_details")
    if item is not None:
        check_InputTokenDetails(item, path + ".input_token_details")
    item = value.get("output_token_details")
    if item is not None:
        check_OutputTokenDetails(item, path + ".output_token_details")


def check_UsageMetadata(value: Any, path: str) -> None:
    """Check a UsageMetadata held as a JSON object."""
    if (
        type(value) is dict
        and ("input_tokens" in value and type(value["input_tokens"]) is int)
        and ("output_tokens" in value and type(value["output_tokens"]) is int)
        and ("total_tokens" in value and type(value["total_tokens"]) is int)
        and (
            "input_token_details" not in value
            or (
                type(value["input_token_details"]) is dict
                and all(type(c) is int for c in value["input_token_details"].values())
            )
        )
        and (
            "output_token_details" not in value
            or (
                type(value["output_token_details"]) is dict
                and all(type(c) is int for c in value["output_token_details"].values())
            )
        )
    ):
        return  # the common, well-formed case; msgspec explains failures
    _extra_UsageMetadata(_object(value, path), path)
    _convert(value, usage.UsageMetadata, path)


def _extra_VideoContentBlock(value: Any, path: str) -> None:
    check_MediaSource(value, path)


def check_VideoContentBlock(value: Any, path: str) -> None:
    """Check a VideoContentBlock held as a JSON object."""
    _extra_VideoContentBlock(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.VideoContentBlock, path)


_EXTRA_Annotation.update({})
_DISPATCH_AnnotationItem.update(
    {
        "citation": check_Citation,
        "non_standard_annotation": check_NonStandardAnnotation,
    }
)
_BY_TAG_AnyMessage.update(
    {
        "human": check_HumanMessage,
        "ai": check_AIMessage,
        "system": check_SystemMessage,
        "tool": check_ToolMessage,
        "function": check_FunctionMessage,
        "chat": check_ChatMessage,
        "remove": check_RemoveMessage,
        "HumanMessageChunk": check_HumanMessageChunk,
        "AIMessageChunk": check_AIMessageChunk,
        "SystemMessageChunk": check_SystemMessageChunk,
        "ToolMessageChunk": check_ToolMessageChunk,
        "FunctionMessageChunk": check_FunctionMessageChunk,
        "ChatMessageChunk": check_ChatMessageChunk,
    }
)
_EXTRA_ContentBlock.update(
    {
        "text": _extra_TextContentBlock,
        "image": _extra_ImageContentBlock,
        "audio": _extra_AudioContentBlock,
        "video": _extra_VideoContentBlock,
        "file": _extra_FileContentBlock,
    }
)
_DISPATCH_ContentPart.update(
    {
        "text": check_TextContentBlock,
        "reasoning": check_ReasoningContentBlock,
        "image": check_ImageContentBlock,
        "audio": check_AudioContentBlock,
        "video": check_VideoContentBlock,
        "file": check_FileContentBlock,
        "text-plain": check_PlainTextContentBlock,
        "non_standard": check_NonStandardContentBlock,
        "tool_call": check_ToolCall,
        "tool_call_chunk": check_ToolCallChunk,
        "invalid_tool_call": check_InvalidToolCall,
        "server_tool_call": check_ServerToolCall,
        "server_tool_call_chunk": check_ServerToolCallChunk,
        "server_tool_result": check_ServerToolResult,
    }
)
_EXTRA_DataContentBlock.update(
    {
        "image": _extra_ImageContentBlock,
        "video": _extra_VideoContentBlock,
        "audio": _extra_AudioContentBlock,
        "file": _extra_FileContentBlock,
    }
)
_BY_TAG_SerializedMessage.update(
    {
        "human": check_SerializedHumanMessage,
        "ai": check_SerializedAIMessage,
        "system": check_SerializedSystemMessage,
        "tool": check_SerializedToolMessage,
        "function": check_SerializedFunctionMessage,
        "chat": check_SerializedChatMessage,
        "remove": check_SerializedRemoveMessage,
        "HumanMessageChunk": check_SerializedHumanMessageChunk,
        "AIMessageChunk": check_SerializedAIMessageChunk,
        "SystemMessageChunk": check_SerializedSystemMessageChunk,
        "ToolMessageChunk": check_SerializedToolMessageChunk,
        "FunctionMessageChunk": check_SerializedFunctionMessageChunk,
        "ChatMessageChunk": check_SerializedChatMessageChunk,
    }
)
