# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
# ruff: noqa
"""Checks generated from the schemas for what msgspec cannot express."""

from __future__ import annotations

import re
from typing import Any

import msgspec

from . import (
    ai_sdk,
    common,
    content_blocks,
    langchainjs,
    messages,
    serialized,
    tool_calls,
    usage,
)


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


_PYTHON_NAMES = {"NoneType": "null", "list": "array", "dict": "object"}


def _json_names(text: str) -> str:
    """msgspec's ``Expected `str`, got `NoneType``` (its words for a bad type tag of a converted
    value) in the JSON names its other errors use: ``got `null```."""
    head, sep, rest = text.partition(", got `")
    name, tick, tail = rest.partition("`")
    if not (sep and tick and head.startswith("Expected `") and name in _PYTHON_NAMES):
        return text
    return f"{head}, got `{_PYTHON_NAMES[name]}`{tail}"


def from_msgspec(error: msgspec.ValidationError, base: str) -> SchemaViolation:
    """Turn msgspec's ``message - at `$.x``` text into a SchemaViolation.

    A bad object key reads ``message - at `key` in `$.x```: the path is the
    object's, and the message says that a key is at fault.
    """
    text = _json_names(str(error))
    message, sep, where = text.rpartition(" - at `")
    if not sep:
        return SchemaViolation(text, base)
    if where.startswith("key` in `"):
        where = where[len("key` in `") :]
        message = f"{message} (an object key)"
    return SchemaViolation(message, join_path(base, where.rstrip("`")))


def _convert(value: Any, typ: Any, path: str) -> None:
    try:
        msgspec.convert(value, typ)
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None


_JSON_NAMES = {
    dict: "object",
    list: "array",
    str: "str",
    int: "int",
    float: "float",
    bool: "bool",
}


def json_type_name(value: Any) -> str:
    """The JSON name of a value's type, as msgspec's errors say it (``got `null```).

    ``null``, ``object``, ``array``, ``str``, ``int``, ``float`` or ``bool`` for the
    JSON types (exact types only: a tuple is not an ``array`` here), else the
    Python type's name.
    """
    if value is None:
        return "null"
    return _JSON_NAMES.get(type(value), type(value).__name__)


def _object(value: Any, path: str) -> dict[str, Any]:
    if type(value) is not dict:
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    return value


def _plain_keys(value: dict[Any, Any]) -> bool:
    """True when every key of ``value`` is a str of ASCII characters alone."""
    for key in value:
        if type(key) is not str or not key.isascii():
            return False
    return True


class _ByClass(dict):  # type: ignore[type-arg]
    """What a table by type tag holds for a Struct class, found once per class.

    ``__struct_config__`` builds a new object on every read; ``type(value)``
    and a dict lookup cost far less.
    """

    def __init__(self, by_tag: dict[Any, Any], default: Any) -> None:
        super().__init__()
        self.by_tag = by_tag
        self.default = default

    def __missing__(self, cls: Any) -> Any:
        config = getattr(cls, "__struct_config__", None)
        found = self.by_tag.get(getattr(config, "tag", None), self.default)
        if len(self) >= 1024:  # bounded, however many classes come and go
            self.clear()
        self[cls] = found
        return found


def _array_key(value: Any) -> tuple[str, ...] | None:
    """The key of a dispatch on an array of strings (a class path): the tuple; None for any other value."""
    if type(value) is list and all(type(item) is str for item in value):
        return tuple(value)
    return None


def _never(value: Any) -> bool:
    """The fast test of a type that has none: the check always runs."""
    return False


_INT_STR_NONETYPE = frozenset(
    (
        int,
        str,
        type(None),
    )
)
_KEYS_AIMessageAdditionalKwargs = frozenset(("tool_calls",))
_KEYS_AudioContentBlock = frozenset(
    (
        "type",
        "id",
        "index",
        "extras",
        "url",
        "base64",
        "file_id",
        "mime_type",
        "source_type",
        "data",
    )
)
_KEYS_FileContentBlock = frozenset(
    (
        "type",
        "id",
        "index",
        "extras",
        "url",
        "base64",
        "file_id",
        "mime_type",
        "source_type",
        "data",
    )
)
_KEYS_ImageContentBlock = frozenset(
    (
        "type",
        "id",
        "index",
        "extras",
        "url",
        "base64",
        "file_id",
        "mime_type",
        "source_type",
        "data",
    )
)
_KEYS_LangChainJSAIMessageData = frozenset(
    (
        "content",
        "content_blocks",
        "additional_kwargs",
        "response_metadata",
        "name",
        "id",
        "tool_calls",
        "invalid_tool_calls",
        "usage_metadata",
        "tool_call_chunks",
        "example",
        "chunk_position",
    )
)
_KEYS_LangChainJSAudioContentBlock = frozenset(
    (
        "type",
        "id",
        "index",
        "extras",
        "url",
        "data",
        "base64",
        "fileId",
        "file_id",
        "mimeType",
        "mime_type",
        "source_type",
    )
)
_KEYS_LangChainJSChatMessageData = frozenset(
    (
        "content",
        "content_blocks",
        "additional_kwargs",
        "response_metadata",
        "name",
        "id",
        "role",
    )
)
_KEYS_LangChainJSFileContentBlock = frozenset(
    (
        "type",
        "id",
        "index",
        "extras",
        "url",
        "data",
        "base64",
        "fileId",
        "file_id",
        "mimeType",
        "mime_type",
        "source_type",
    )
)
_KEYS_LangChainJSFunctionMessageData = frozenset(
    (
        "content",
        "content_blocks",
        "additional_kwargs",
        "response_metadata",
        "name",
        "id",
    )
)
_KEYS_LangChainJSImageContentBlock = frozenset(
    (
        "type",
        "id",
        "index",
        "extras",
        "url",
        "data",
        "base64",
        "fileId",
        "file_id",
        "mimeType",
        "mime_type",
        "source_type",
    )
)
_KEYS_LangChainJSMessageData = frozenset(
    (
        "content",
        "content_blocks",
        "additional_kwargs",
        "response_metadata",
        "name",
        "id",
        "example",
    )
)
_KEYS_LangChainJSPlainTextContentBlock = frozenset(
    (
        "type",
        "id",
        "index",
        "extras",
        "mimeType",
        "mime_type",
        "text",
        "url",
        "data",
        "base64",
        "fileId",
        "file_id",
        "title",
        "context",
    )
)
_KEYS_LangChainJSServerToolCallResult = frozenset(
    ("type", "id", "index", "extras", "toolCallId", "tool_call_id", "status", "output")
)
_KEYS_LangChainJSTextContentBlock = frozenset(
    ("type", "id", "index", "extras", "text", "annotations")
)
_KEYS_LangChainJSToolMessageData = frozenset(
    (
        "content",
        "content_blocks",
        "additional_kwargs",
        "response_metadata",
        "name",
        "id",
        "tool_call_id",
        "artifact",
        "status",
    )
)
_KEYS_LangChainJSVideoContentBlock = frozenset(
    (
        "type",
        "id",
        "index",
        "extras",
        "url",
        "data",
        "base64",
        "fileId",
        "file_id",
        "mimeType",
        "mime_type",
        "source_type",
    )
)
_KEYS_RawToolCall = frozenset(("id", "index", "function"))
_KEYS_TextContentBlock = frozenset(
    ("type", "id", "index", "extras", "text", "annotations")
)
_KEYS_VideoContentBlock = frozenset(
    (
        "type",
        "id",
        "index",
        "extras",
        "url",
        "base64",
        "file_id",
        "mime_type",
        "source_type",
        "data",
    )
)
_PATHS_LangChainJSSerializedAIMessageChunk_id = frozenset(
    (("langchain_core", "messages", "AIMessageChunk"),)
)
_PATHS_LangChainJSSerializedAIMessage_id = frozenset(
    (("langchain_core", "messages", "AIMessage"),)
)
_PATHS_LangChainJSSerializedChatMessageChunk_id = frozenset(
    (("langchain_core", "messages", "ChatMessageChunk"),)
)
_PATHS_LangChainJSSerializedChatMessage_id = frozenset(
    (("langchain_core", "messages", "ChatMessage"),)
)
_PATHS_LangChainJSSerializedFunctionMessageChunk_id = frozenset(
    (("langchain_core", "messages", "FunctionMessageChunk"),)
)
_PATHS_LangChainJSSerializedFunctionMessage_id = frozenset(
    (("langchain_core", "messages", "FunctionMessage"),)
)
_PATHS_LangChainJSSerializedHumanMessageChunk_id = frozenset(
    (("langchain_core", "messages", "HumanMessageChunk"),)
)
_PATHS_LangChainJSSerializedHumanMessage_id = frozenset(
    (("langchain_core", "messages", "HumanMessage"),)
)
_PATHS_LangChainJSSerializedRemoveMessage_id = frozenset(
    (("langchain_core", "messages", "RemoveMessage"),)
)
_PATHS_LangChainJSSerializedSystemMessageChunk_id = frozenset(
    (("langchain_core", "messages", "SystemMessageChunk"),)
)
_PATHS_LangChainJSSerializedSystemMessage_id = frozenset(
    (("langchain_core", "messages", "SystemMessage"),)
)
_PATHS_LangChainJSSerializedToolMessageChunk_id = frozenset(
    (("langchain_core", "messages", "ToolMessageChunk"),)
)
_PATHS_LangChainJSSerializedToolMessage_id = frozenset(
    (("langchain_core", "messages", "ToolMessage"),)
)
_PATHS_LangChainSerializedAIMessageChunk_id = frozenset(
    (
        ("langchain", "schema", "messages", "AIMessageChunk"),
        ("langchain_core", "messages", "ai", "AIMessageChunk"),
    )
)
_PATHS_LangChainSerializedAIMessage_id = frozenset(
    (
        ("langchain", "schema", "messages", "AIMessage"),
        ("langchain_core", "messages", "ai", "AIMessage"),
        ("langchain", "schema", "AIMessage"),
    )
)
_PATHS_LangChainSerializedChatMessageChunk_id = frozenset(
    (
        ("langchain", "schema", "messages", "ChatMessageChunk"),
        ("langchain_core", "messages", "chat", "ChatMessageChunk"),
    )
)
_PATHS_LangChainSerializedChatMessage_id = frozenset(
    (
        ("langchain", "schema", "messages", "ChatMessage"),
        ("langchain_core", "messages", "chat", "ChatMessage"),
        ("langchain", "schema", "ChatMessage"),
    )
)
_PATHS_LangChainSerializedFunctionMessageChunk_id = frozenset(
    (
        ("langchain", "schema", "messages", "FunctionMessageChunk"),
        ("langchain_core", "messages", "function", "FunctionMessageChunk"),
    )
)
_PATHS_LangChainSerializedFunctionMessage_id = frozenset(
    (
        ("langchain", "schema", "messages", "FunctionMessage"),
        ("langchain_core", "messages", "function", "FunctionMessage"),
        ("langchain", "schema", "FunctionMessage"),
    )
)
_PATHS_LangChainSerializedHumanMessageChunk_id = frozenset(
    (
        ("langchain", "schema", "messages", "HumanMessageChunk"),
        ("langchain_core", "messages", "human", "HumanMessageChunk"),
    )
)
_PATHS_LangChainSerializedHumanMessage_id = frozenset(
    (
        ("langchain", "schema", "messages", "HumanMessage"),
        ("langchain_core", "messages", "human", "HumanMessage"),
        ("langchain", "schema", "HumanMessage"),
    )
)
_PATHS_LangChainSerializedRemoveMessage_id = frozenset(
    (
        ("langchain", "schema", "messages", "RemoveMessage"),
        ("langchain_core", "messages", "modifier", "RemoveMessage"),
    )
)
_PATHS_LangChainSerializedSystemMessageChunk_id = frozenset(
    (
        ("langchain", "schema", "messages", "SystemMessageChunk"),
        ("langchain_core", "messages", "system", "SystemMessageChunk"),
    )
)
_PATHS_LangChainSerializedSystemMessage_id = frozenset(
    (
        ("langchain", "schema", "messages", "SystemMessage"),
        ("langchain_core", "messages", "system", "SystemMessage"),
        ("langchain", "schema", "SystemMessage"),
    )
)
_PATHS_LangChainSerializedToolMessageChunk_id = frozenset(
    (
        ("langchain", "schema", "messages", "ToolMessageChunk"),
        ("langchain_core", "messages", "tool", "ToolMessageChunk"),
    )
)
_PATHS_LangChainSerializedToolMessage_id = frozenset(
    (
        ("langchain", "schema", "messages", "ToolMessage"),
        ("langchain_core", "messages", "tool", "ToolMessage"),
    )
)


def check_AIMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AIMessage."""
    if ok_AIMessage(value):
        return
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")
    item = value.additional_kwargs
    if item is not None:
        check_AIMessageAdditionalKwargs(item, path + ".additional_kwargs")
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


def check_AIMessageAdditionalKwargs(value: Any, path: str) -> None:
    """Check a AIMessageAdditionalKwargs held as a JSON object."""
    if ok_AIMessageAdditionalKwargs(value):
        return
    _convert(value, messages.AIMessageAdditionalKwargs, path)


def check_AIMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AIMessageChunk."""
    if ok_AIMessageChunk(value):
        return
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")
    item = value.additional_kwargs
    if item is not None:
        check_AIMessageAdditionalKwargs(item, path + ".additional_kwargs")
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


_BY_TAG_AISDKAssistantContentPart: dict[str, Any] = {}  # filled in below


def check_AISDKAssistantContentPart(value: Any, path: str) -> None:
    """Check a decoded AISDKAssistantContentPart with the check of its own type."""
    if ok_AISDKAssistantContentPart(value):
        return
    _BY_TAG_AISDKAssistantContentPart[value.__struct_config__.tag](value, path)


def check_AISDKAssistantModelMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKAssistantModelMessage."""
    if ok_AISDKAssistantModelMessage(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKAssistantUIMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKAssistantUIMessage."""
    if ok_AISDKAssistantUIMessage(value):
        return
    items = value.parts
    if type(items) is list:
        for i, item in enumerate(items):
            check_AISDKUIMessagePart(item, f"{path}.parts[{i}]")


def check_AISDKContentOutput(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKContentOutput."""
    if ok_AISDKContentOutput(value):
        return
    items = value.value
    if type(items) is list:
        for i, item in enumerate(items):
            check_AISDKToolResultContentItem(item, f"{path}.value[{i}]")
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKCustomContentItem(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKCustomContentItem."""
    if ok_AISDKCustomContentItem(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKDataUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKDataUIPart."""
    if ok_AISDKDataUIPart(value):
        return
    item = value.type
    if type(item) is str and not item.startswith("data-"):
        raise SchemaViolation("Expected `str` matching regex '^data-'", path + ".type")


def check_AISDKDynamicToolApprovalRequestedUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKDynamicToolApprovalRequestedUIPart."""
    if ok_AISDKDynamicToolApprovalRequestedUIPart(value):
        return
    item = value.callProviderMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".callProviderMetadata")
    item = value.approval
    if item is not None:
        check_AISDKToolApprovalRequested(item, path + ".approval")


def check_AISDKDynamicToolApprovalRespondedUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKDynamicToolApprovalRespondedUIPart."""
    if ok_AISDKDynamicToolApprovalRespondedUIPart(value):
        return
    item = value.callProviderMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".callProviderMetadata")
    item = value.approval
    if item is not None:
        check_AISDKToolApprovalResponded(item, path + ".approval")


def check_AISDKDynamicToolInputAvailableUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKDynamicToolInputAvailableUIPart."""
    if ok_AISDKDynamicToolInputAvailableUIPart(value):
        return
    item = value.callProviderMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".callProviderMetadata")


def check_AISDKDynamicToolInputStreamingUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKDynamicToolInputStreamingUIPart."""
    if ok_AISDKDynamicToolInputStreamingUIPart(value):
        return
    item = value.callProviderMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".callProviderMetadata")


def check_AISDKDynamicToolOutputAvailableUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKDynamicToolOutputAvailableUIPart."""
    if ok_AISDKDynamicToolOutputAvailableUIPart(value):
        return
    item = value.callProviderMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".callProviderMetadata")
    item = value.resultProviderMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".resultProviderMetadata")
    item = value.approval
    if item is not None and item is not msgspec.UNSET:
        check_AISDKToolApprovalGranted(item, path + ".approval")


def check_AISDKDynamicToolOutputDeniedUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKDynamicToolOutputDeniedUIPart."""
    if ok_AISDKDynamicToolOutputDeniedUIPart(value):
        return
    item = value.callProviderMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".callProviderMetadata")
    item = value.approval
    if item is not None:
        check_AISDKToolApprovalDenied(item, path + ".approval")


def check_AISDKDynamicToolOutputErrorUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKDynamicToolOutputErrorUIPart."""
    if ok_AISDKDynamicToolOutputErrorUIPart(value):
        return
    item = value.callProviderMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".callProviderMetadata")
    item = value.resultProviderMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".resultProviderMetadata")
    item = value.approval
    if item is not None and item is not msgspec.UNSET:
        check_AISDKToolApprovalGranted(item, path + ".approval")


_BY_TAG_AISDKDynamicToolUIPart: dict[str, Any] = {}  # filled in below


def check_AISDKDynamicToolUIPart(value: Any, path: str) -> None:
    """Check a decoded AISDKDynamicToolUIPart with the check of its own type."""
    if ok_AISDKDynamicToolUIPart(value):
        return
    _BY_TAG_AISDKDynamicToolUIPart[value.__struct_config__.tag](value, path)


def check_AISDKErrorJSONOutput(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKErrorJSONOutput."""
    if ok_AISDKErrorJSONOutput(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKErrorTextOutput(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKErrorTextOutput."""
    if ok_AISDKErrorTextOutput(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKExecutionDeniedOutput(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKExecutionDeniedOutput."""
    if ok_AISDKExecutionDeniedOutput(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKFileDataContentItem(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKFileDataContentItem."""
    if ok_AISDKFileDataContentItem(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKFileIdContentItem(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKFileIdContentItem."""
    if ok_AISDKFileIdContentItem(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKFilePart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKFilePart."""
    if ok_AISDKFilePart(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKFileUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKFileUIPart."""
    if ok_AISDKFileUIPart(value):
        return
    item = value.providerMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".providerMetadata")


def check_AISDKFileURLContentItem(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKFileURLContentItem."""
    if ok_AISDKFileURLContentItem(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKImageDataContentItem(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKImageDataContentItem."""
    if ok_AISDKImageDataContentItem(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKImageFileIdContentItem(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKImageFileIdContentItem."""
    if ok_AISDKImageFileIdContentItem(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKImagePart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKImagePart."""
    if ok_AISDKImagePart(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKImageURLContentItem(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKImageURLContentItem."""
    if ok_AISDKImageURLContentItem(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKJSONOutput(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKJSONOutput."""
    if ok_AISDKJSONOutput(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKMediaContentItem(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKMediaContentItem."""
    return None


_BY_TAG_AISDKModelMessage: dict[str, Any] = {}  # filled in below


def check_AISDKModelMessage(value: Any, path: str) -> None:
    """Check a decoded AISDKModelMessage with the check of its own type."""
    if ok_AISDKModelMessage(value):
        return
    _BY_TAG_AISDKModelMessage[value.__struct_config__.tag](value, path)


def check_AISDKProviderMetadata(value: Any, path: str) -> None:
    """Check a AISDKProviderMetadata."""
    if ok_AISDKProviderMetadata(value):
        return
    for key, item in _object(value, path).items():
        _object(item, key_path(path, key))


def check_AISDKProviderOptions(value: Any, path: str) -> None:
    """Check a AISDKProviderOptions."""
    if ok_AISDKProviderOptions(value):
        return
    for key, item in _object(value, path).items():
        _object(item, key_path(path, key))


def check_AISDKReasoningPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKReasoningPart."""
    if ok_AISDKReasoningPart(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKReasoningUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKReasoningUIPart."""
    if ok_AISDKReasoningUIPart(value):
        return
    item = value.providerMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".providerMetadata")


def check_AISDKSourceDocumentUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKSourceDocumentUIPart."""
    if ok_AISDKSourceDocumentUIPart(value):
        return
    item = value.providerMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".providerMetadata")


def check_AISDKSourceURLUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKSourceURLUIPart."""
    if ok_AISDKSourceURLUIPart(value):
        return
    item = value.providerMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".providerMetadata")


def check_AISDKStepStartUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKStepStartUIPart."""
    return None


def check_AISDKSystemModelMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKSystemModelMessage."""
    if ok_AISDKSystemModelMessage(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKSystemUIMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKSystemUIMessage."""
    if ok_AISDKSystemUIMessage(value):
        return
    item = value.parts
    if type(item) is list and len(item) < 1:
        raise SchemaViolation("Expected `array` of length >= 1", path + ".parts")
    items = value.parts
    if type(items) is list:
        for i, item in enumerate(items):
            check_AISDKUIMessagePart(item, f"{path}.parts[{i}]")


def check_AISDKTextContentItem(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKTextContentItem."""
    if ok_AISDKTextContentItem(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKTextOutput(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKTextOutput."""
    if ok_AISDKTextOutput(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKTextPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKTextPart."""
    if ok_AISDKTextPart(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKTextUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKTextUIPart."""
    if ok_AISDKTextUIPart(value):
        return
    item = value.providerMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".providerMetadata")


def check_AISDKToolApprovalDenied(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKToolApprovalDenied."""
    return None


def check_AISDKToolApprovalGranted(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKToolApprovalGranted."""
    return None


def check_AISDKToolApprovalRequestPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKToolApprovalRequestPart."""
    return None


def check_AISDKToolApprovalRequested(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKToolApprovalRequested."""
    return None


def check_AISDKToolApprovalRequestedUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKToolApprovalRequestedUIPart."""
    if ok_AISDKToolApprovalRequestedUIPart(value):
        return
    item = value.type
    if type(item) is str and not item.startswith("tool-"):
        raise SchemaViolation("Expected `str` matching regex '^tool-'", path + ".type")
    item = value.callProviderMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".callProviderMetadata")
    item = value.approval
    if item is not None:
        check_AISDKToolApprovalRequested(item, path + ".approval")


def check_AISDKToolApprovalResponded(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKToolApprovalResponded."""
    return None


def check_AISDKToolApprovalRespondedUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKToolApprovalRespondedUIPart."""
    if ok_AISDKToolApprovalRespondedUIPart(value):
        return
    item = value.type
    if type(item) is str and not item.startswith("tool-"):
        raise SchemaViolation("Expected `str` matching regex '^tool-'", path + ".type")
    item = value.callProviderMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".callProviderMetadata")
    item = value.approval
    if item is not None:
        check_AISDKToolApprovalResponded(item, path + ".approval")


def check_AISDKToolApprovalResponsePart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKToolApprovalResponsePart."""
    return None


def check_AISDKToolCallPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKToolCallPart."""
    if ok_AISDKToolCallPart(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


_BY_TAG_AISDKToolContentPart: dict[str, Any] = {}  # filled in below


def check_AISDKToolContentPart(value: Any, path: str) -> None:
    """Check a decoded AISDKToolContentPart with the check of its own type."""
    if ok_AISDKToolContentPart(value):
        return
    _BY_TAG_AISDKToolContentPart[value.__struct_config__.tag](value, path)


def check_AISDKToolInputAvailableUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKToolInputAvailableUIPart."""
    if ok_AISDKToolInputAvailableUIPart(value):
        return
    item = value.type
    if type(item) is str and not item.startswith("tool-"):
        raise SchemaViolation("Expected `str` matching regex '^tool-'", path + ".type")
    item = value.callProviderMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".callProviderMetadata")


def check_AISDKToolInputStreamingUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKToolInputStreamingUIPart."""
    if ok_AISDKToolInputStreamingUIPart(value):
        return
    item = value.type
    if type(item) is str and not item.startswith("tool-"):
        raise SchemaViolation("Expected `str` matching regex '^tool-'", path + ".type")
    item = value.callProviderMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".callProviderMetadata")


def check_AISDKToolModelMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKToolModelMessage."""
    if ok_AISDKToolModelMessage(value):
        return
    items = value.content
    if type(items) is list:
        for i, item in enumerate(items):
            check_AISDKToolContentPart(item, f"{path}.content[{i}]")
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKToolOutputAvailableUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKToolOutputAvailableUIPart."""
    if ok_AISDKToolOutputAvailableUIPart(value):
        return
    item = value.type
    if type(item) is str and not item.startswith("tool-"):
        raise SchemaViolation("Expected `str` matching regex '^tool-'", path + ".type")
    item = value.callProviderMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".callProviderMetadata")
    item = value.resultProviderMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".resultProviderMetadata")
    item = value.approval
    if item is not None and item is not msgspec.UNSET:
        check_AISDKToolApprovalGranted(item, path + ".approval")


def check_AISDKToolOutputDeniedUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKToolOutputDeniedUIPart."""
    if ok_AISDKToolOutputDeniedUIPart(value):
        return
    item = value.type
    if type(item) is str and not item.startswith("tool-"):
        raise SchemaViolation("Expected `str` matching regex '^tool-'", path + ".type")
    item = value.callProviderMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".callProviderMetadata")
    item = value.approval
    if item is not None:
        check_AISDKToolApprovalDenied(item, path + ".approval")


def check_AISDKToolOutputErrorUIPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKToolOutputErrorUIPart."""
    if ok_AISDKToolOutputErrorUIPart(value):
        return
    item = value.type
    if type(item) is str and not item.startswith("tool-"):
        raise SchemaViolation("Expected `str` matching regex '^tool-'", path + ".type")
    item = value.callProviderMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".callProviderMetadata")
    item = value.resultProviderMetadata
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderMetadata(item, path + ".resultProviderMetadata")
    item = value.approval
    if item is not None and item is not msgspec.UNSET:
        check_AISDKToolApprovalGranted(item, path + ".approval")


_BY_TAG_AISDKToolResultContentItem: dict[str, Any] = {}  # filled in below


def check_AISDKToolResultContentItem(value: Any, path: str) -> None:
    """Check a decoded AISDKToolResultContentItem with the check of its own type."""
    if ok_AISDKToolResultContentItem(value):
        return
    _BY_TAG_AISDKToolResultContentItem[value.__struct_config__.tag](value, path)


_BY_TAG_AISDKToolResultOutput: dict[str, Any] = {}  # filled in below


def check_AISDKToolResultOutput(value: Any, path: str) -> None:
    """Check a decoded AISDKToolResultOutput with the check of its own type."""
    if ok_AISDKToolResultOutput(value):
        return
    _BY_TAG_AISDKToolResultOutput[value.__struct_config__.tag](value, path)


def check_AISDKToolResultPart(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKToolResultPart."""
    if ok_AISDKToolResultPart(value):
        return
    item = value.output
    if item is not None:
        check_AISDKToolResultOutput(item, path + ".output")
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


_BY_TAG_AISDKToolUIPart: dict[str, Any] = {}  # filled in below


def check_AISDKToolUIPart(value: Any, path: str) -> None:
    """Check a decoded AISDKToolUIPart with the check of its own type."""
    if ok_AISDKToolUIPart(value):
        return
    _BY_TAG_AISDKToolUIPart[value.__struct_config__.tag](value, path)


_BY_TAG_AISDKUIMessage: dict[str, Any] = {}  # filled in below


def check_AISDKUIMessage(value: Any, path: str) -> None:
    """Check a decoded AISDKUIMessage with the check of its own type."""
    if ok_AISDKUIMessage(value):
        return
    _BY_TAG_AISDKUIMessage[value.__struct_config__.tag](value, path)


def _held_AISDKTextUIPart(value: Any, path: str) -> None:
    """Check a AISDKTextUIPart held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(_object(value, path), ai_sdk.AISDKTextUIPart)
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_AISDKTextUIPart(held, path)


def _held_AISDKReasoningUIPart(value: Any, path: str) -> None:
    """Check a AISDKReasoningUIPart held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(_object(value, path), ai_sdk.AISDKReasoningUIPart)
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_AISDKReasoningUIPart(held, path)


def _held_AISDKSourceURLUIPart(value: Any, path: str) -> None:
    """Check a AISDKSourceURLUIPart held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(_object(value, path), ai_sdk.AISDKSourceURLUIPart)
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_AISDKSourceURLUIPart(held, path)


def _held_AISDKSourceDocumentUIPart(value: Any, path: str) -> None:
    """Check a AISDKSourceDocumentUIPart held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(_object(value, path), ai_sdk.AISDKSourceDocumentUIPart)
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_AISDKSourceDocumentUIPart(held, path)


def _held_AISDKFileUIPart(value: Any, path: str) -> None:
    """Check a AISDKFileUIPart held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(_object(value, path), ai_sdk.AISDKFileUIPart)
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_AISDKFileUIPart(held, path)


def _held_AISDKStepStartUIPart(value: Any, path: str) -> None:
    """Check a AISDKStepStartUIPart held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(_object(value, path), ai_sdk.AISDKStepStartUIPart)
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_AISDKStepStartUIPart(held, path)


def _held_AISDKDynamicToolUIPart(value: Any, path: str) -> None:
    """Check a AISDKDynamicToolUIPart held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(_object(value, path), ai_sdk.AISDKDynamicToolUIPart)
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_AISDKDynamicToolUIPart(held, path)


def _held_AISDKToolUIPart(value: Any, path: str) -> None:
    """Check a AISDKToolUIPart held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(_object(value, path), ai_sdk.AISDKToolUIPart)
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_AISDKToolUIPart(held, path)


def _held_AISDKDataUIPart(value: Any, path: str) -> None:
    """Check a AISDKDataUIPart held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(_object(value, path), ai_sdk.AISDKDataUIPart)
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_AISDKDataUIPart(held, path)


_DISPATCH_AISDKUIMessagePart: dict[str, Any] = {}  # filled in below
_PREFIX_AISDKUIMessagePart: list[tuple[str, Any]] = []  # filled in below


def check_AISDKUIMessagePart(value: Any, path: str) -> None:
    """Check a AISDKUIMessagePart: an object, matched to a schema by its type tag."""
    if ok_AISDKUIMessagePart(value):
        return
    tag = _object(value, path).get("type")
    if type(tag) is str:
        check = _DISPATCH_AISDKUIMessagePart.get(tag)
        if check is not None:
            return check(value, path)  # type: ignore[no-any-return]
        for prefix, check in _PREFIX_AISDKUIMessagePart:
            if tag.startswith(prefix):
                return check(value, path)  # type: ignore[no-any-return]
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if type(tag) is not str:
        raise SchemaViolation(
            f"Expected `str`, got `{json_type_name(tag)}`", path + ".type"
        )
    raise SchemaViolation(f"Invalid value {tag!r}", path + ".type")


_BY_TAG_AISDKUserContentPart: dict[str, Any] = {}  # filled in below


def check_AISDKUserContentPart(value: Any, path: str) -> None:
    """Check a decoded AISDKUserContentPart with the check of its own type."""
    if ok_AISDKUserContentPart(value):
        return
    _BY_TAG_AISDKUserContentPart[value.__struct_config__.tag](value, path)


def check_AISDKUserModelMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKUserModelMessage."""
    if ok_AISDKUserModelMessage(value):
        return
    item = value.providerOptions
    if item is not None and item is not msgspec.UNSET:
        check_AISDKProviderOptions(item, path + ".providerOptions")


def check_AISDKUserUIMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded AISDKUserUIMessage."""
    if ok_AISDKUserUIMessage(value):
        return
    item = value.parts
    if type(item) is list and len(item) < 1:
        raise SchemaViolation("Expected `array` of length >= 1", path + ".parts")
    items = value.parts
    if type(items) is list:
        for i, item in enumerate(items):
            check_AISDKUIMessagePart(item, f"{path}.parts[{i}]")


_EXTRA_Annotation: dict[str, Any] = {}  # filled in below


def check_Annotation(value: Any, path: str) -> None:
    """Check a Annotation held as a JSON object."""
    if ok_Annotation(value):
        return
    _convert(value, content_blocks.Annotation, path)
    extra = _EXTRA_Annotation.get(value["type"])
    if extra is not None:
        extra(value, path)


_DISPATCH_AnnotationItem: dict[str, Any] = {}  # filled in below


def check_AnnotationItem(value: Any, path: str) -> None:
    """Check a AnnotationItem: an object, matched to a standard schema by its type tag."""
    if ok_AnnotationItem(value):
        return
    tag = _object(value, path).get("type")
    if type(tag) is str:
        check = _DISPATCH_AnnotationItem.get(tag)
        if check is not None:
            check(value, path)


_BY_TAG_AnyMessage: dict[str, Any] = {}  # filled in below


def check_AnyMessage(value: Any, path: str) -> None:
    """Check a decoded AnyMessage with the check of its own type."""
    if ok_AnyMessage(value):
        return
    _BY_TAG_AnyMessage[value.__struct_config__.tag](value, path)


def _extra_AudioContentBlock(value: Any, path: str) -> None:
    check_MediaSource(value, path)


def check_AudioContentBlock(value: Any, path: str) -> None:
    """Check a AudioContentBlock held as a JSON object."""
    if ok_AudioContentBlock(value):
        return
    _extra_AudioContentBlock(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.AudioContentBlock, path)


def check_ChatMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded ChatMessage."""
    if ok_ChatMessage(value):
        return
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def check_ChatMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded ChatMessageChunk."""
    if ok_ChatMessageChunk(value):
        return
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def check_Citation(value: Any, path: str) -> None:
    """Check a Citation held as a JSON object."""
    if ok_Citation(value):
        return
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.Citation, path)


_EXTRA_ContentBlock: dict[str, Any] = {}  # filled in below


def check_ContentBlock(value: Any, path: str) -> None:
    """Check a ContentBlock held as a JSON object."""
    if ok_ContentBlock(value):
        return
    _convert(value, content_blocks.ContentBlock, path)
    extra = _EXTRA_ContentBlock.get(value["type"])
    if extra is not None:
        extra(value, path)


def check_ContentItem(value: Any, path: str) -> None:
    """Check a ContentItem."""
    if ok_ContentItem(value):
        return
    if type(value) is str:
        return
    check_ContentPart(value, path)
    return


_DISPATCH_ContentPart: dict[str, Any] = {}  # filled in below


def check_ContentPart(value: Any, path: str) -> None:
    """Check a ContentPart: an object, matched to a standard schema by its type tag."""
    if ok_ContentPart(value):
        return
    tag = _object(value, path).get("type")
    if type(tag) is str:
        check = _DISPATCH_ContentPart.get(tag)
        if check is not None:
            check(value, path)


_EXTRA_DataContentBlock: dict[str, Any] = {}  # filled in below


def check_DataContentBlock(value: Any, path: str) -> None:
    """Check a DataContentBlock held as a JSON object."""
    if ok_DataContentBlock(value):
        return
    _convert(value, content_blocks.DataContentBlock, path)
    extra = _EXTRA_DataContentBlock.get(value["type"])
    if extra is not None:
        extra(value, path)


def check_Extras(value: Any, path: str) -> None:
    """Check a Extras."""
    if ok_Extras(value):
        return
    _object(value, path)


def _extra_FileContentBlock(value: Any, path: str) -> None:
    check_MediaSource(value, path)


def check_FileContentBlock(value: Any, path: str) -> None:
    """Check a FileContentBlock held as a JSON object."""
    if ok_FileContentBlock(value):
        return
    _extra_FileContentBlock(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.FileContentBlock, path)


def check_FunctionMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded FunctionMessage."""
    if ok_FunctionMessage(value):
        return
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def check_FunctionMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded FunctionMessageChunk."""
    if ok_FunctionMessageChunk(value):
        return
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def check_HumanMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded HumanMessage."""
    if ok_HumanMessage(value):
        return
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def check_HumanMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded HumanMessageChunk."""
    if ok_HumanMessageChunk(value):
        return
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def _extra_ImageContentBlock(value: Any, path: str) -> None:
    check_MediaSource(value, path)


def check_ImageContentBlock(value: Any, path: str) -> None:
    """Check a ImageContentBlock held as a JSON object."""
    if ok_ImageContentBlock(value):
        return
    _extra_ImageContentBlock(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.ImageContentBlock, path)


def check_InputTokenDetails(value: Any, path: str) -> None:
    """Check a InputTokenDetails."""
    if ok_InputTokenDetails(value):
        return
    for key, count in _object(value, path).items():
        if type(count) is not int:
            raise SchemaViolation(
                f"Expected `int`, got `{json_type_name(count)}`", key_path(path, key)
            )


def check_InvalidToolCall(value: Any, path: str) -> None:
    """Check a InvalidToolCall held as a JSON object."""
    if ok_InvalidToolCall(value):
        return
    _convert(value, tool_calls.InvalidToolCall, path)


def check_JSONObject(value: Any, path: str) -> None:
    """Check a JSONObject."""
    if ok_JSONObject(value):
        return
    _object(value, path)


def _extra_LangChainJSAIMessageData(value: Any, path: str) -> None:
    item = value.get("content")
    if item is not None:
        check_LangChainJSMessageContent(item, path + ".content")
    items = value.get("content_blocks")
    if type(items) is list:
        for i, item in enumerate(items):
            check_LangChainJSContentItem(item, f"{path}.content_blocks[{i}]")
    item = value.get("usage_metadata")
    if item is not None:
        _extra_UsageMetadata(item, path + ".usage_metadata")


def check_LangChainJSAIMessageData(value: Any, path: str) -> None:
    """Check a LangChainJSAIMessageData held as a JSON object."""
    if ok_LangChainJSAIMessageData(value):
        return
    _extra_LangChainJSAIMessageData(_object(value, path), path)
    _convert(value, langchainjs.LangChainJSAIMessageData, path)


_DISPATCH_LangChainJSAnnotationItem: dict[str, Any] = {}  # filled in below


def check_LangChainJSAnnotationItem(value: Any, path: str) -> None:
    """Check a LangChainJSAnnotationItem: an object, matched to a standard schema by its type tag."""
    if ok_LangChainJSAnnotationItem(value):
        return
    tag = _object(value, path).get("type")
    if type(tag) is str:
        check = _DISPATCH_LangChainJSAnnotationItem.get(tag)
        if check is not None:
            check(value, path)


def _extra_LangChainJSAudioContentBlock(value: Any, path: str) -> None:
    check_LangChainJSMediaSource(value, path)


def check_LangChainJSAudioContentBlock(value: Any, path: str) -> None:
    """Check a LangChainJSAudioContentBlock held as a JSON object."""
    if ok_LangChainJSAudioContentBlock(value):
        return
    _extra_LangChainJSAudioContentBlock(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, langchainjs.LangChainJSAudioContentBlock, path)


def _extra_LangChainJSChatMessageData(value: Any, path: str) -> None:
    item = value.get("content")
    if item is not None:
        check_LangChainJSMessageContent(item, path + ".content")
    items = value.get("content_blocks")
    if type(items) is list:
        for i, item in enumerate(items):
            check_LangChainJSContentItem(item, f"{path}.content_blocks[{i}]")


def check_LangChainJSChatMessageData(value: Any, path: str) -> None:
    """Check a LangChainJSChatMessageData held as a JSON object."""
    if ok_LangChainJSChatMessageData(value):
        return
    _extra_LangChainJSChatMessageData(_object(value, path), path)
    _convert(value, langchainjs.LangChainJSChatMessageData, path)


def check_LangChainJSCitation(value: Any, path: str) -> None:
    """Check a LangChainJSCitation held as a JSON object."""
    if ok_LangChainJSCitation(value):
        return
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, langchainjs.LangChainJSCitation, path)


def check_LangChainJSContentItem(value: Any, path: str) -> None:
    """Check a LangChainJSContentItem."""
    if ok_LangChainJSContentItem(value):
        return
    if type(value) is str:
        return
    check_LangChainJSContentPart(value, path)
    return


_DISPATCH_LangChainJSContentPart: dict[str, Any] = {}  # filled in below


def check_LangChainJSContentPart(value: Any, path: str) -> None:
    """Check a LangChainJSContentPart: an object, matched to a standard schema by its type tag."""
    if ok_LangChainJSContentPart(value):
        return
    tag = _object(value, path).get("type")
    if type(tag) is str:
        check = _DISPATCH_LangChainJSContentPart.get(tag)
        if check is not None:
            check(value, path)


def _extra_LangChainJSFileContentBlock(value: Any, path: str) -> None:
    check_LangChainJSMediaSource(value, path)


def check_LangChainJSFileContentBlock(value: Any, path: str) -> None:
    """Check a LangChainJSFileContentBlock held as a JSON object."""
    if ok_LangChainJSFileContentBlock(value):
        return
    _extra_LangChainJSFileContentBlock(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, langchainjs.LangChainJSFileContentBlock, path)


def _extra_LangChainJSFunctionMessageData(value: Any, path: str) -> None:
    item = value.get("content")
    if item is not None:
        check_LangChainJSMessageContent(item, path + ".content")
    items = value.get("content_blocks")
    if type(items) is list:
        for i, item in enumerate(items):
            check_LangChainJSContentItem(item, f"{path}.content_blocks[{i}]")


def check_LangChainJSFunctionMessageData(value: Any, path: str) -> None:
    """Check a LangChainJSFunctionMessageData held as a JSON object."""
    if ok_LangChainJSFunctionMessageData(value):
        return
    _extra_LangChainJSFunctionMessageData(_object(value, path), path)
    _convert(value, langchainjs.LangChainJSFunctionMessageData, path)


def _extra_LangChainJSImageContentBlock(value: Any, path: str) -> None:
    check_LangChainJSMediaSource(value, path)


def check_LangChainJSImageContentBlock(value: Any, path: str) -> None:
    """Check a LangChainJSImageContentBlock held as a JSON object."""
    if ok_LangChainJSImageContentBlock(value):
        return
    _extra_LangChainJSImageContentBlock(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, langchainjs.LangChainJSImageContentBlock, path)


def check_LangChainJSMediaSource(value: Any, path: str) -> None:
    """LangChainJSMediaSource: the object must have one of these key sets."""
    if ok_LangChainJSMediaSource(value):
        return
    _object(value, path)
    if not (
        ("url" in value)
        or ("data" in value)
        or ("fileId" in value)
        or ("base64" in value)
        or ("file_id" in value)
        or ("source_type" in value and "id" in value)
        or ("source_type" in value and "text" in value)
        or ("source" in value)
        or ("file" in value)
    ):
        raise SchemaViolation(
            "Object must say where its data is, with one of: url; data; fileId; base64; file_id; source_type with id; source_type with text; source; file",
            path,
        )


def check_LangChainJSMessageContent(value: Any, path: str) -> None:
    """Check a LangChainJSMessageContent."""
    if ok_LangChainJSMessageContent(value):
        return
    if type(value) is str:
        return
    if type(value) is list:
        for i, item in enumerate(value):
            check_LangChainJSContentItem(item, f"{path}[{i}]")
        return
    raise SchemaViolation(
        f"Expected `str | array`, got `{json_type_name(value)}`", path
    )


def _extra_LangChainJSMessageData(value: Any, path: str) -> None:
    item = value.get("content")
    if item is not None:
        check_LangChainJSMessageContent(item, path + ".content")
    items = value.get("content_blocks")
    if type(items) is list:
        for i, item in enumerate(items):
            check_LangChainJSContentItem(item, f"{path}.content_blocks[{i}]")


def check_LangChainJSMessageData(value: Any, path: str) -> None:
    """Check a LangChainJSMessageData held as a JSON object."""
    if ok_LangChainJSMessageData(value):
        return
    _extra_LangChainJSMessageData(_object(value, path), path)
    _convert(value, langchainjs.LangChainJSMessageData, path)


def check_LangChainJSMimeType(value: Any, path: str) -> None:
    """LangChainJSMimeType: the object must have one of these key sets."""
    if ok_LangChainJSMimeType(value):
        return
    _object(value, path)
    if not (("mimeType" in value) or ("mime_type" in value)):
        raise SchemaViolation(
            "Object must say where its data is, with one of: mimeType; mime_type", path
        )


def _extra_LangChainJSPlainTextContentBlock(value: Any, path: str) -> None:
    check_LangChainJSMimeType(value, path)


def check_LangChainJSPlainTextContentBlock(value: Any, path: str) -> None:
    """Check a LangChainJSPlainTextContentBlock held as a JSON object."""
    if ok_LangChainJSPlainTextContentBlock(value):
        return
    _extra_LangChainJSPlainTextContentBlock(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, langchainjs.LangChainJSPlainTextContentBlock, path)


def check_LangChainJSRemoveMessageData(value: Any, path: str) -> None:
    """Check a LangChainJSRemoveMessageData held as a JSON object."""
    _convert(value, langchainjs.LangChainJSRemoveMessageData, path)
    if type(value.get("content")) is list and len(value.get("content")) > 0:
        raise SchemaViolation("Expected `array` of length <= 0", path + ".content")


def check_LangChainJSSerializedAIMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSSerializedAIMessage."""
    if ok_LangChainJSSerializedAIMessage(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainJSSerializedAIMessage_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_LangChainJSAIMessageData(item, path + ".kwargs")


def check_LangChainJSSerializedAIMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSSerializedAIMessageChunk."""
    if ok_LangChainJSSerializedAIMessageChunk(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainJSSerializedAIMessageChunk_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_LangChainJSAIMessageData(item, path + ".kwargs")


def check_LangChainJSSerializedChatMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSSerializedChatMessage."""
    if ok_LangChainJSSerializedChatMessage(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainJSSerializedChatMessage_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_LangChainJSChatMessageData(item, path + ".kwargs")


def check_LangChainJSSerializedChatMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSSerializedChatMessageChunk."""
    if ok_LangChainJSSerializedChatMessageChunk(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainJSSerializedChatMessageChunk_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_LangChainJSChatMessageData(item, path + ".kwargs")


def check_LangChainJSSerializedFunctionMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSSerializedFunctionMessage."""
    if ok_LangChainJSSerializedFunctionMessage(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainJSSerializedFunctionMessage_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_LangChainJSFunctionMessageData(item, path + ".kwargs")


def check_LangChainJSSerializedFunctionMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSSerializedFunctionMessageChunk."""
    if ok_LangChainJSSerializedFunctionMessageChunk(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainJSSerializedFunctionMessageChunk_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_LangChainJSFunctionMessageData(item, path + ".kwargs")


def check_LangChainJSSerializedHumanMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSSerializedHumanMessage."""
    if ok_LangChainJSSerializedHumanMessage(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainJSSerializedHumanMessage_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_LangChainJSMessageData(item, path + ".kwargs")


def check_LangChainJSSerializedHumanMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSSerializedHumanMessageChunk."""
    if ok_LangChainJSSerializedHumanMessageChunk(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainJSSerializedHumanMessageChunk_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_LangChainJSMessageData(item, path + ".kwargs")


def _held_LangChainJSSerializedHumanMessage(value: Any, path: str) -> None:
    """Check a LangChainJSSerializedHumanMessage held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), langchainjs.LangChainJSSerializedHumanMessage
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainJSSerializedHumanMessage(held, path)


def _held_LangChainJSSerializedAIMessage(value: Any, path: str) -> None:
    """Check a LangChainJSSerializedAIMessage held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), langchainjs.LangChainJSSerializedAIMessage
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainJSSerializedAIMessage(held, path)


def _held_LangChainJSSerializedSystemMessage(value: Any, path: str) -> None:
    """Check a LangChainJSSerializedSystemMessage held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), langchainjs.LangChainJSSerializedSystemMessage
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainJSSerializedSystemMessage(held, path)


def _held_LangChainJSSerializedToolMessage(value: Any, path: str) -> None:
    """Check a LangChainJSSerializedToolMessage held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), langchainjs.LangChainJSSerializedToolMessage
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainJSSerializedToolMessage(held, path)


def _held_LangChainJSSerializedFunctionMessage(value: Any, path: str) -> None:
    """Check a LangChainJSSerializedFunctionMessage held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), langchainjs.LangChainJSSerializedFunctionMessage
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainJSSerializedFunctionMessage(held, path)


def _held_LangChainJSSerializedChatMessage(value: Any, path: str) -> None:
    """Check a LangChainJSSerializedChatMessage held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), langchainjs.LangChainJSSerializedChatMessage
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainJSSerializedChatMessage(held, path)


def _held_LangChainJSSerializedRemoveMessage(value: Any, path: str) -> None:
    """Check a LangChainJSSerializedRemoveMessage held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), langchainjs.LangChainJSSerializedRemoveMessage
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainJSSerializedRemoveMessage(held, path)


def _held_LangChainJSSerializedHumanMessageChunk(value: Any, path: str) -> None:
    """Check a LangChainJSSerializedHumanMessageChunk held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), langchainjs.LangChainJSSerializedHumanMessageChunk
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainJSSerializedHumanMessageChunk(held, path)


def _held_LangChainJSSerializedAIMessageChunk(value: Any, path: str) -> None:
    """Check a LangChainJSSerializedAIMessageChunk held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), langchainjs.LangChainJSSerializedAIMessageChunk
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainJSSerializedAIMessageChunk(held, path)


def _held_LangChainJSSerializedSystemMessageChunk(value: Any, path: str) -> None:
    """Check a LangChainJSSerializedSystemMessageChunk held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), langchainjs.LangChainJSSerializedSystemMessageChunk
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainJSSerializedSystemMessageChunk(held, path)


def _held_LangChainJSSerializedToolMessageChunk(value: Any, path: str) -> None:
    """Check a LangChainJSSerializedToolMessageChunk held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), langchainjs.LangChainJSSerializedToolMessageChunk
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainJSSerializedToolMessageChunk(held, path)


def _held_LangChainJSSerializedFunctionMessageChunk(value: Any, path: str) -> None:
    """Check a LangChainJSSerializedFunctionMessageChunk held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), langchainjs.LangChainJSSerializedFunctionMessageChunk
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainJSSerializedFunctionMessageChunk(held, path)


def _held_LangChainJSSerializedChatMessageChunk(value: Any, path: str) -> None:
    """Check a LangChainJSSerializedChatMessageChunk held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), langchainjs.LangChainJSSerializedChatMessageChunk
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainJSSerializedChatMessageChunk(held, path)


_DISPATCH_LangChainJSSerializedMessage: dict[
    tuple[str, ...], Any
] = {}  # filled in below


def check_LangChainJSSerializedMessage(value: Any, path: str) -> None:
    """Check a LangChainJSSerializedMessage: an object, matched to a schema by its id array."""
    tag = _object(value, path).get("id")
    key = _array_key(tag)
    if key is not None:
        check = _DISPATCH_LangChainJSSerializedMessage.get(key)
        if check is not None:
            return check(value, path)  # type: ignore[no-any-return]
    if "id" not in value:
        raise SchemaViolation("Object missing required field `id`", path)
    if type(tag) is not list:
        raise SchemaViolation(
            f"Expected `array`, got `{json_type_name(tag)}`", path + ".id"
        )
    if key is None:
        raise SchemaViolation("Expected `array` of `str`", path + ".id")
    raise SchemaViolation(f"Invalid value {tag!r}", path + ".id")


def check_LangChainJSSerializedRemoveMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSSerializedRemoveMessage."""
    if ok_LangChainJSSerializedRemoveMessage(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainJSSerializedRemoveMessage_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_LangChainJSRemoveMessageData(item, path + ".kwargs")


def check_LangChainJSSerializedSystemMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSSerializedSystemMessage."""
    if ok_LangChainJSSerializedSystemMessage(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainJSSerializedSystemMessage_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_LangChainJSMessageData(item, path + ".kwargs")


def check_LangChainJSSerializedSystemMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSSerializedSystemMessageChunk."""
    if ok_LangChainJSSerializedSystemMessageChunk(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainJSSerializedSystemMessageChunk_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_LangChainJSMessageData(item, path + ".kwargs")


def check_LangChainJSSerializedToolMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSSerializedToolMessage."""
    if ok_LangChainJSSerializedToolMessage(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainJSSerializedToolMessage_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_LangChainJSToolMessageData(item, path + ".kwargs")


def check_LangChainJSSerializedToolMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSSerializedToolMessageChunk."""
    if ok_LangChainJSSerializedToolMessageChunk(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainJSSerializedToolMessageChunk_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_LangChainJSToolMessageData(item, path + ".kwargs")


def _extra_LangChainJSServerToolCallResult(value: Any, path: str) -> None:
    check_LangChainJSToolCallId(value, path)


def check_LangChainJSServerToolCallResult(value: Any, path: str) -> None:
    """Check a LangChainJSServerToolCallResult held as a JSON object."""
    if ok_LangChainJSServerToolCallResult(value):
        return
    _extra_LangChainJSServerToolCallResult(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, langchainjs.LangChainJSServerToolCallResult, path)


def check_LangChainJSStoredAIMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSStoredAIMessage."""
    if ok_LangChainJSStoredAIMessage(value):
        return
    item = value.data
    if item is not None:
        check_LangChainJSAIMessageData(item, path + ".data")


def check_LangChainJSStoredChatMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSStoredChatMessage."""
    if ok_LangChainJSStoredChatMessage(value):
        return
    item = value.data
    if item is not None:
        check_LangChainJSChatMessageData(item, path + ".data")


def check_LangChainJSStoredFunctionMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSStoredFunctionMessage."""
    if ok_LangChainJSStoredFunctionMessage(value):
        return
    item = value.data
    if item is not None:
        check_LangChainJSFunctionMessageData(item, path + ".data")


def check_LangChainJSStoredHumanMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSStoredHumanMessage."""
    if ok_LangChainJSStoredHumanMessage(value):
        return
    item = value.data
    if item is not None:
        check_LangChainJSMessageData(item, path + ".data")


_BY_TAG_LangChainJSStoredMessage: dict[str, Any] = {}  # filled in below


def check_LangChainJSStoredMessage(value: Any, path: str) -> None:
    """Check a decoded LangChainJSStoredMessage with the check of its own type."""
    if ok_LangChainJSStoredMessage(value):
        return
    _BY_TAG_LangChainJSStoredMessage[value.__struct_config__.tag](value, path)


def check_LangChainJSStoredRemoveMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSStoredRemoveMessage."""
    if ok_LangChainJSStoredRemoveMessage(value):
        return
    item = value.data
    if item is not None:
        check_LangChainJSRemoveMessageData(item, path + ".data")


def check_LangChainJSStoredSystemMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSStoredSystemMessage."""
    if ok_LangChainJSStoredSystemMessage(value):
        return
    item = value.data
    if item is not None:
        check_LangChainJSMessageData(item, path + ".data")


def check_LangChainJSStoredToolMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainJSStoredToolMessage."""
    if ok_LangChainJSStoredToolMessage(value):
        return
    item = value.data
    if item is not None:
        check_LangChainJSToolMessageData(item, path + ".data")


def _extra_LangChainJSTextContentBlock(value: Any, path: str) -> None:
    items = value.get("annotations")
    if type(items) is list:
        for i, item in enumerate(items):
            check_LangChainJSAnnotationItem(item, f"{path}.annotations[{i}]")


def check_LangChainJSTextContentBlock(value: Any, path: str) -> None:
    """Check a LangChainJSTextContentBlock held as a JSON object."""
    if ok_LangChainJSTextContentBlock(value):
        return
    _extra_LangChainJSTextContentBlock(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, langchainjs.LangChainJSTextContentBlock, path)


def check_LangChainJSToolCallId(value: Any, path: str) -> None:
    """LangChainJSToolCallId: the object must have one of these key sets."""
    if ok_LangChainJSToolCallId(value):
        return
    _object(value, path)
    if not (("toolCallId" in value) or ("tool_call_id" in value)):
        raise SchemaViolation(
            "Object must say where its data is, with one of: toolCallId; tool_call_id",
            path,
        )


def _extra_LangChainJSToolMessageData(value: Any, path: str) -> None:
    item = value.get("content")
    if item is not None:
        check_LangChainJSMessageContent(item, path + ".content")
    items = value.get("content_blocks")
    if type(items) is list:
        for i, item in enumerate(items):
            check_LangChainJSContentItem(item, f"{path}.content_blocks[{i}]")


def check_LangChainJSToolMessageData(value: Any, path: str) -> None:
    """Check a LangChainJSToolMessageData held as a JSON object."""
    if ok_LangChainJSToolMessageData(value):
        return
    _extra_LangChainJSToolMessageData(_object(value, path), path)
    _convert(value, langchainjs.LangChainJSToolMessageData, path)


def _extra_LangChainJSVideoContentBlock(value: Any, path: str) -> None:
    check_LangChainJSMediaSource(value, path)


def check_LangChainJSVideoContentBlock(value: Any, path: str) -> None:
    """Check a LangChainJSVideoContentBlock held as a JSON object."""
    if ok_LangChainJSVideoContentBlock(value):
        return
    _extra_LangChainJSVideoContentBlock(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, langchainjs.LangChainJSVideoContentBlock, path)


def check_LangChainSerializedAIMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainSerializedAIMessage."""
    if ok_LangChainSerializedAIMessage(value):
        return
    item = value.id
    if type(item) is list and tuple(item) not in _PATHS_LangChainSerializedAIMessage_id:
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_AIMessage(item, path + ".kwargs")


def check_LangChainSerializedAIMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainSerializedAIMessageChunk."""
    if ok_LangChainSerializedAIMessageChunk(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainSerializedAIMessageChunk_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_AIMessageChunk(item, path + ".kwargs")


def check_LangChainSerializedChatMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainSerializedChatMessage."""
    if ok_LangChainSerializedChatMessage(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainSerializedChatMessage_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_ChatMessage(item, path + ".kwargs")


def check_LangChainSerializedChatMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainSerializedChatMessageChunk."""
    if ok_LangChainSerializedChatMessageChunk(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainSerializedChatMessageChunk_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_ChatMessageChunk(item, path + ".kwargs")


def check_LangChainSerializedFunctionMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainSerializedFunctionMessage."""
    if ok_LangChainSerializedFunctionMessage(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainSerializedFunctionMessage_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_FunctionMessage(item, path + ".kwargs")


def check_LangChainSerializedFunctionMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainSerializedFunctionMessageChunk."""
    if ok_LangChainSerializedFunctionMessageChunk(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainSerializedFunctionMessageChunk_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_FunctionMessageChunk(item, path + ".kwargs")


def check_LangChainSerializedHumanMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainSerializedHumanMessage."""
    if ok_LangChainSerializedHumanMessage(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainSerializedHumanMessage_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_HumanMessage(item, path + ".kwargs")


def check_LangChainSerializedHumanMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainSerializedHumanMessageChunk."""
    if ok_LangChainSerializedHumanMessageChunk(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainSerializedHumanMessageChunk_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_HumanMessageChunk(item, path + ".kwargs")


def _held_LangChainSerializedHumanMessage(value: Any, path: str) -> None:
    """Check a LangChainSerializedHumanMessage held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), serialized.LangChainSerializedHumanMessage
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainSerializedHumanMessage(held, path)


def _held_LangChainSerializedAIMessage(value: Any, path: str) -> None:
    """Check a LangChainSerializedAIMessage held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), serialized.LangChainSerializedAIMessage
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainSerializedAIMessage(held, path)


def _held_LangChainSerializedSystemMessage(value: Any, path: str) -> None:
    """Check a LangChainSerializedSystemMessage held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), serialized.LangChainSerializedSystemMessage
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainSerializedSystemMessage(held, path)


def _held_LangChainSerializedToolMessage(value: Any, path: str) -> None:
    """Check a LangChainSerializedToolMessage held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), serialized.LangChainSerializedToolMessage
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainSerializedToolMessage(held, path)


def _held_LangChainSerializedFunctionMessage(value: Any, path: str) -> None:
    """Check a LangChainSerializedFunctionMessage held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), serialized.LangChainSerializedFunctionMessage
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainSerializedFunctionMessage(held, path)


def _held_LangChainSerializedChatMessage(value: Any, path: str) -> None:
    """Check a LangChainSerializedChatMessage held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), serialized.LangChainSerializedChatMessage
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainSerializedChatMessage(held, path)


def _held_LangChainSerializedRemoveMessage(value: Any, path: str) -> None:
    """Check a LangChainSerializedRemoveMessage held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), serialized.LangChainSerializedRemoveMessage
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainSerializedRemoveMessage(held, path)


def _held_LangChainSerializedHumanMessageChunk(value: Any, path: str) -> None:
    """Check a LangChainSerializedHumanMessageChunk held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), serialized.LangChainSerializedHumanMessageChunk
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainSerializedHumanMessageChunk(held, path)


def _held_LangChainSerializedAIMessageChunk(value: Any, path: str) -> None:
    """Check a LangChainSerializedAIMessageChunk held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), serialized.LangChainSerializedAIMessageChunk
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainSerializedAIMessageChunk(held, path)


def _held_LangChainSerializedSystemMessageChunk(value: Any, path: str) -> None:
    """Check a LangChainSerializedSystemMessageChunk held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), serialized.LangChainSerializedSystemMessageChunk
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainSerializedSystemMessageChunk(held, path)


def _held_LangChainSerializedToolMessageChunk(value: Any, path: str) -> None:
    """Check a LangChainSerializedToolMessageChunk held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), serialized.LangChainSerializedToolMessageChunk
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainSerializedToolMessageChunk(held, path)


def _held_LangChainSerializedFunctionMessageChunk(value: Any, path: str) -> None:
    """Check a LangChainSerializedFunctionMessageChunk held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), serialized.LangChainSerializedFunctionMessageChunk
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainSerializedFunctionMessageChunk(held, path)


def _held_LangChainSerializedChatMessageChunk(value: Any, path: str) -> None:
    """Check a LangChainSerializedChatMessageChunk held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(
            _object(value, path), serialized.LangChainSerializedChatMessageChunk
        )
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_LangChainSerializedChatMessageChunk(held, path)


_DISPATCH_LangChainSerializedMessage: dict[tuple[str, ...], Any] = {}  # filled in below


def check_LangChainSerializedMessage(value: Any, path: str) -> None:
    """Check a LangChainSerializedMessage: an object, matched to a schema by its id array."""
    if ok_LangChainSerializedMessage(value):
        return
    tag = _object(value, path).get("id")
    key = _array_key(tag)
    if key is not None:
        check = _DISPATCH_LangChainSerializedMessage.get(key)
        if check is not None:
            return check(value, path)  # type: ignore[no-any-return]
    if "id" not in value:
        raise SchemaViolation("Object missing required field `id`", path)
    if type(tag) is not list:
        raise SchemaViolation(
            f"Expected `array`, got `{json_type_name(tag)}`", path + ".id"
        )
    if key is None:
        raise SchemaViolation("Expected `array` of `str`", path + ".id")
    raise SchemaViolation(f"Invalid value {tag!r}", path + ".id")


def check_LangChainSerializedRemoveMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainSerializedRemoveMessage."""
    if ok_LangChainSerializedRemoveMessage(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainSerializedRemoveMessage_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_RemoveMessage(item, path + ".kwargs")


def check_LangChainSerializedSystemMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainSerializedSystemMessage."""
    if ok_LangChainSerializedSystemMessage(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainSerializedSystemMessage_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_SystemMessage(item, path + ".kwargs")


def check_LangChainSerializedSystemMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainSerializedSystemMessageChunk."""
    if ok_LangChainSerializedSystemMessageChunk(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainSerializedSystemMessageChunk_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_SystemMessageChunk(item, path + ".kwargs")


def check_LangChainSerializedToolMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainSerializedToolMessage."""
    if ok_LangChainSerializedToolMessage(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainSerializedToolMessage_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_ToolMessage(item, path + ".kwargs")


def check_LangChainSerializedToolMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded LangChainSerializedToolMessageChunk."""
    if ok_LangChainSerializedToolMessageChunk(value):
        return
    item = value.id
    if (
        type(item) is list
        and tuple(item) not in _PATHS_LangChainSerializedToolMessageChunk_id
    ):
        raise SchemaViolation(f"Invalid value {item!r}", path + ".id")
    item = value.kwargs
    if item is not None:
        check_ToolMessageChunk(item, path + ".kwargs")


def check_MediaSource(value: Any, path: str) -> None:
    """MediaSource: the object must have one of these key sets."""
    if ok_MediaSource(value):
        return
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
    if ok_MessageContent(value):
        return
    if type(value) is str:
        return
    if type(value) is list:
        for i, item in enumerate(value):
            check_ContentItem(item, f"{path}[{i}]")
        return
    raise SchemaViolation(
        f"Expected `str | array`, got `{json_type_name(value)}`", path
    )


def check_NonStandardAnnotation(value: Any, path: str) -> None:
    """Check a NonStandardAnnotation held as a JSON object."""
    if ok_NonStandardAnnotation(value):
        return
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.NonStandardAnnotation, path)


def check_NonStandardContentBlock(value: Any, path: str) -> None:
    """Check a NonStandardContentBlock held as a JSON object."""
    if ok_NonStandardContentBlock(value):
        return
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.NonStandardContentBlock, path)


def check_OutputTokenDetails(value: Any, path: str) -> None:
    """Check a OutputTokenDetails."""
    if ok_OutputTokenDetails(value):
        return
    for key, count in _object(value, path).items():
        if type(count) is not int:
            raise SchemaViolation(
                f"Expected `int`, got `{json_type_name(count)}`", key_path(path, key)
            )


def check_PlainTextContentBlock(value: Any, path: str) -> None:
    """Check a PlainTextContentBlock held as a JSON object."""
    if ok_PlainTextContentBlock(value):
        return
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.PlainTextContentBlock, path)


def check_RawToolCall(value: Any, path: str) -> None:
    """Check a RawToolCall held as a JSON object."""
    if ok_RawToolCall(value):
        return
    _convert(value, tool_calls.RawToolCall, path)


def check_RawToolCallFunction(value: Any, path: str) -> None:
    """Check a RawToolCallFunction held as a JSON object."""
    if ok_RawToolCallFunction(value):
        return
    _convert(value, tool_calls.RawToolCallFunction, path)


def check_ReasoningContentBlock(value: Any, path: str) -> None:
    """Check a ReasoningContentBlock held as a JSON object."""
    if ok_ReasoningContentBlock(value):
        return
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.ReasoningContentBlock, path)


def check_RefusalContentBlock(value: Any, path: str) -> None:
    """Check a RefusalContentBlock held as a JSON object."""
    if ok_RefusalContentBlock(value):
        return
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.RefusalContentBlock, path)


def check_RemoveMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded RemoveMessage."""
    if ok_RemoveMessage(value):
        return
    item = value.content
    if type(item) is list and len(item) > 0:
        raise SchemaViolation("Expected `array` of length <= 0", path + ".content")
    item = value.content
    if type(item) is str and len(item) > 0:
        raise SchemaViolation("Expected `str` of length <= 0", path + ".content")
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def check_SerializedAIMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedAIMessage."""
    if ok_SerializedAIMessage(value):
        return
    item = value.data
    if item is not None:
        check_AIMessage(item, path + ".data")


def check_SerializedAIMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedAIMessageChunk."""
    if ok_SerializedAIMessageChunk(value):
        return
    item = value.data
    if item is not None:
        check_AIMessageChunk(item, path + ".data")


def check_SerializedChatMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedChatMessage."""
    if ok_SerializedChatMessage(value):
        return
    item = value.data
    if item is not None:
        check_ChatMessage(item, path + ".data")


def check_SerializedChatMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedChatMessageChunk."""
    if ok_SerializedChatMessageChunk(value):
        return
    item = value.data
    if item is not None:
        check_ChatMessageChunk(item, path + ".data")


def check_SerializedFunctionMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedFunctionMessage."""
    if ok_SerializedFunctionMessage(value):
        return
    item = value.data
    if item is not None:
        check_FunctionMessage(item, path + ".data")


def check_SerializedFunctionMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedFunctionMessageChunk."""
    if ok_SerializedFunctionMessageChunk(value):
        return
    item = value.data
    if item is not None:
        check_FunctionMessageChunk(item, path + ".data")


def check_SerializedHumanMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedHumanMessage."""
    if ok_SerializedHumanMessage(value):
        return
    item = value.data
    if item is not None:
        check_HumanMessage(item, path + ".data")


def check_SerializedHumanMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedHumanMessageChunk."""
    if ok_SerializedHumanMessageChunk(value):
        return
    item = value.data
    if item is not None:
        check_HumanMessageChunk(item, path + ".data")


_BY_TAG_SerializedMessage: dict[str, Any] = {}  # filled in below


def check_SerializedMessage(value: Any, path: str) -> None:
    """Check a decoded SerializedMessage with the check of its own type."""
    if ok_SerializedMessage(value):
        return
    _BY_TAG_SerializedMessage[value.__struct_config__.tag](value, path)


def check_SerializedRemoveMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedRemoveMessage."""
    if ok_SerializedRemoveMessage(value):
        return
    item = value.data
    if item is not None:
        check_RemoveMessage(item, path + ".data")


def check_SerializedSystemMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedSystemMessage."""
    if ok_SerializedSystemMessage(value):
        return
    item = value.data
    if item is not None:
        check_SystemMessage(item, path + ".data")


def check_SerializedSystemMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedSystemMessageChunk."""
    if ok_SerializedSystemMessageChunk(value):
        return
    item = value.data
    if item is not None:
        check_SystemMessageChunk(item, path + ".data")


def check_SerializedToolMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedToolMessage."""
    if ok_SerializedToolMessage(value):
        return
    item = value.data
    if item is not None:
        check_ToolMessage(item, path + ".data")


def check_SerializedToolMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SerializedToolMessageChunk."""
    if ok_SerializedToolMessageChunk(value):
        return
    item = value.data
    if item is not None:
        check_ToolMessageChunk(item, path + ".data")


def check_ServerToolCall(value: Any, path: str) -> None:
    """Check a ServerToolCall held as a JSON object."""
    if ok_ServerToolCall(value):
        return
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.ServerToolCall, path)


def check_ServerToolCallChunk(value: Any, path: str) -> None:
    """Check a ServerToolCallChunk held as a JSON object."""
    if ok_ServerToolCallChunk(value):
        return
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.ServerToolCallChunk, path)


def check_ServerToolResult(value: Any, path: str) -> None:
    """Check a ServerToolResult held as a JSON object."""
    if ok_ServerToolResult(value):
        return
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.ServerToolResult, path)


def check_SystemMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SystemMessage."""
    if ok_SystemMessage(value):
        return
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def check_SystemMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded SystemMessageChunk."""
    if ok_SystemMessageChunk(value):
        return
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
    if ok_TextContentBlock(value):
        return
    _extra_TextContentBlock(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.TextContentBlock, path)


def check_ToolCall(value: Any, path: str) -> None:
    """Check a ToolCall held as a JSON object."""
    if ok_ToolCall(value):
        return
    _convert(value, tool_calls.ToolCall, path)


def check_ToolCallChunk(value: Any, path: str) -> None:
    """Check a ToolCallChunk held as a JSON object."""
    if ok_ToolCallChunk(value):
        return
    _convert(value, tool_calls.ToolCallChunk, path)


def check_ToolMessage(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded ToolMessage."""
    if ok_ToolMessage(value):
        return
    item = value.content
    if item is not None:
        check_MessageContent(item, path + ".content")


def check_ToolMessageChunk(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded ToolMessageChunk."""
    if ok_ToolMessageChunk(value):
        return
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
    if ok_UsageMetadata(value):
        return
    _extra_UsageMetadata(_object(value, path), path)
    _convert(value, usage.UsageMetadata, path)


def _extra_VideoContentBlock(value: Any, path: str) -> None:
    check_MediaSource(value, path)


def check_VideoContentBlock(value: Any, path: str) -> None:
    """Check a VideoContentBlock held as a JSON object."""
    if ok_VideoContentBlock(value):
        return
    _extra_VideoContentBlock(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, content_blocks.VideoContentBlock, path)


def ok_AIMessage(value: Any) -> bool:
    """True only when ``check_AIMessage`` passes ``value``; False sends it to the check."""
    v1 = value.content
    if not (type(v1) is str or ok_MessageContent(v1)):
        return False
    v2 = value.additional_kwargs
    if not (
        type(v2) is dict
        and (
            "tool_calls" not in v2
            or (
                type(v2["tool_calls"]) is list
                and all(map(ok_RawToolCall, v2["tool_calls"]))
            )
        )
        and (v2.keys() <= _KEYS_AIMessageAdditionalKwargs or _plain_keys(v2))
    ):
        return False
    v3 = value.tool_calls
    if type(v3) is list:
        for v4 in v3:
            if type(v4) is not dict:
                return False
            try:
                if not (
                    type(v4["name"]) is str
                    and type(v4["args"]) is dict
                    and (type(v4["id"]) is str or v4["id"] is None)
                    and (
                        "type" not in v4
                        or (type(v4["type"]) is str and v4["type"] == "tool_call")
                    )
                    and ("index" not in v4 or type(v4["index"]) in _INT_STR_NONETYPE)
                    and ("extras" not in v4 or type(v4["extras"]) is dict)
                ):
                    return False
            except KeyError:  # a required key is missing
                return False
    v5 = value.invalid_tool_calls
    if type(v5) is list:
        for v6 in v5:
            if type(v6) is not dict:
                return False
            try:
                if not (
                    (type(v6["name"]) is str or v6["name"] is None)
                    and (type(v6["args"]) is str or v6["args"] is None)
                    and (type(v6["id"]) is str or v6["id"] is None)
                    and (type(v6["error"]) is str or v6["error"] is None)
                    and (
                        "type" not in v6
                        or (
                            type(v6["type"]) is str
                            and v6["type"] == "invalid_tool_call"
                        )
                    )
                    and ("index" not in v6 or type(v6["index"]) in _INT_STR_NONETYPE)
                    and ("extras" not in v6 or type(v6["extras"]) is dict)
                ):
                    return False
            except KeyError:  # a required key is missing
                return False
    v7 = value.usage_metadata
    if v7 is not None:
        if type(v7) is not dict:
            return False
        try:
            if not (
                type(v7["input_tokens"]) is int
                and type(v7["output_tokens"]) is int
                and type(v7["total_tokens"]) is int
                and (
                    "input_token_details" not in v7
                    or (
                        type(v7["input_token_details"]) is dict
                        and all(
                            type(c) is int for c in v7["input_token_details"].values()
                        )
                    )
                )
                and (
                    "output_token_details" not in v7
                    or (
                        type(v7["output_token_details"]) is dict
                        and all(
                            type(c) is int for c in v7["output_token_details"].values()
                        )
                    )
                )
            ):
                return False
        except KeyError:  # a required key is missing
            return False
    return True


def all_ok_AIMessage(values: Any) -> bool:
    """True only when ``ok_AIMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.content
        if not (type(v1) is str or ok_MessageContent(v1)):
            return False
        v2 = value.additional_kwargs
        if not (
            type(v2) is dict
            and (
                "tool_calls" not in v2
                or (
                    type(v2["tool_calls"]) is list
                    and all(map(ok_RawToolCall, v2["tool_calls"]))
                )
            )
            and (v2.keys() <= _KEYS_AIMessageAdditionalKwargs or _plain_keys(v2))
        ):
            return False
        v3 = value.tool_calls
        if type(v3) is list:
            for v4 in v3:
                if type(v4) is not dict:
                    return False
                try:
                    if not (
                        type(v4["name"]) is str
                        and type(v4["args"]) is dict
                        and (type(v4["id"]) is str or v4["id"] is None)
                        and (
                            "type" not in v4
                            or (type(v4["type"]) is str and v4["type"] == "tool_call")
                        )
                        and (
                            "index" not in v4 or type(v4["index"]) in _INT_STR_NONETYPE
                        )
                        and ("extras" not in v4 or type(v4["extras"]) is dict)
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
        v5 = value.invalid_tool_calls
        if type(v5) is list:
            for v6 in v5:
                if type(v6) is not dict:
                    return False
                try:
                    if not (
                        (type(v6["name"]) is str or v6["name"] is None)
                        and (type(v6["args"]) is str or v6["args"] is None)
                        and (type(v6["id"]) is str or v6["id"] is None)
                        and (type(v6["error"]) is str or v6["error"] is None)
                        and (
                            "type" not in v6
                            or (
                                type(v6["type"]) is str
                                and v6["type"] == "invalid_tool_call"
                            )
                        )
                        and (
                            "index" not in v6 or type(v6["index"]) in _INT_STR_NONETYPE
                        )
                        and ("extras" not in v6 or type(v6["extras"]) is dict)
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
        v7 = value.usage_metadata
        if v7 is not None:
            if type(v7) is not dict:
                return False
            try:
                if not (
                    type(v7["input_tokens"]) is int
                    and type(v7["output_tokens"]) is int
                    and type(v7["total_tokens"]) is int
                    and (
                        "input_token_details" not in v7
                        or (
                            type(v7["input_token_details"]) is dict
                            and all(
                                type(c) is int
                                for c in v7["input_token_details"].values()
                            )
                        )
                    )
                    and (
                        "output_token_details" not in v7
                        or (
                            type(v7["output_token_details"]) is dict
                            and all(
                                type(c) is int
                                for c in v7["output_token_details"].values()
                            )
                        )
                    )
                ):
                    return False
            except KeyError:  # a required key is missing
                return False
    return True


def ok_AIMessageAdditionalKwargs(value: Any) -> bool:
    """True only when ``check_AIMessageAdditionalKwargs`` passes ``value``; False sends it to the check."""
    return (
        type(value) is dict
        and (
            "tool_calls" not in value
            or (
                type(value["tool_calls"]) is list
                and all(map(ok_RawToolCall, value["tool_calls"]))
            )
        )
        and (value.keys() <= _KEYS_AIMessageAdditionalKwargs or _plain_keys(value))
    )


def ok_AIMessageChunk(value: Any) -> bool:
    """True only when ``check_AIMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.content
    if not (type(v1) is str or ok_MessageContent(v1)):
        return False
    v2 = value.additional_kwargs
    if not (
        type(v2) is dict
        and (
            "tool_calls" not in v2
            or (
                type(v2["tool_calls"]) is list
                and all(map(ok_RawToolCall, v2["tool_calls"]))
            )
        )
        and (v2.keys() <= _KEYS_AIMessageAdditionalKwargs or _plain_keys(v2))
    ):
        return False
    v3 = value.tool_calls
    if type(v3) is list:
        for v4 in v3:
            if type(v4) is not dict:
                return False
            try:
                if not (
                    type(v4["name"]) is str
                    and type(v4["args"]) is dict
                    and (type(v4["id"]) is str or v4["id"] is None)
                    and (
                        "type" not in v4
                        or (type(v4["type"]) is str and v4["type"] == "tool_call")
                    )
                    and ("index" not in v4 or type(v4["index"]) in _INT_STR_NONETYPE)
                    and ("extras" not in v4 or type(v4["extras"]) is dict)
                ):
                    return False
            except KeyError:  # a required key is missing
                return False
    v5 = value.invalid_tool_calls
    if type(v5) is list:
        for v6 in v5:
            if type(v6) is not dict:
                return False
            try:
                if not (
                    (type(v6["name"]) is str or v6["name"] is None)
                    and (type(v6["args"]) is str or v6["args"] is None)
                    and (type(v6["id"]) is str or v6["id"] is None)
                    and (type(v6["error"]) is str or v6["error"] is None)
                    and (
                        "type" not in v6
                        or (
                            type(v6["type"]) is str
                            and v6["type"] == "invalid_tool_call"
                        )
                    )
                    and ("index" not in v6 or type(v6["index"]) in _INT_STR_NONETYPE)
                    and ("extras" not in v6 or type(v6["extras"]) is dict)
                ):
                    return False
            except KeyError:  # a required key is missing
                return False
    v7 = value.usage_metadata
    if v7 is not None:
        if type(v7) is not dict:
            return False
        try:
            if not (
                type(v7["input_tokens"]) is int
                and type(v7["output_tokens"]) is int
                and type(v7["total_tokens"]) is int
                and (
                    "input_token_details" not in v7
                    or (
                        type(v7["input_token_details"]) is dict
                        and all(
                            type(c) is int for c in v7["input_token_details"].values()
                        )
                    )
                )
                and (
                    "output_token_details" not in v7
                    or (
                        type(v7["output_token_details"]) is dict
                        and all(
                            type(c) is int for c in v7["output_token_details"].values()
                        )
                    )
                )
            ):
                return False
        except KeyError:  # a required key is missing
            return False
    v8 = value.tool_call_chunks
    if type(v8) is list:
        for v9 in v8:
            if type(v9) is not dict:
                return False
            try:
                if not (
                    (type(v9["name"]) is str or v9["name"] is None)
                    and (type(v9["args"]) is str or v9["args"] is None)
                    and (type(v9["id"]) is str or v9["id"] is None)
                    and ("index" not in v9 or type(v9["index"]) in _INT_STR_NONETYPE)
                    and (
                        "type" not in v9
                        or (type(v9["type"]) is str and v9["type"] == "tool_call_chunk")
                    )
                    and ("extras" not in v9 or type(v9["extras"]) is dict)
                ):
                    return False
            except KeyError:  # a required key is missing
                return False
    return True


def all_ok_AIMessageChunk(values: Any) -> bool:
    """True only when ``ok_AIMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.content
        if not (type(v1) is str or ok_MessageContent(v1)):
            return False
        v2 = value.additional_kwargs
        if not (
            type(v2) is dict
            and (
                "tool_calls" not in v2
                or (
                    type(v2["tool_calls"]) is list
                    and all(map(ok_RawToolCall, v2["tool_calls"]))
                )
            )
            and (v2.keys() <= _KEYS_AIMessageAdditionalKwargs or _plain_keys(v2))
        ):
            return False
        v3 = value.tool_calls
        if type(v3) is list:
            for v4 in v3:
                if type(v4) is not dict:
                    return False
                try:
                    if not (
                        type(v4["name"]) is str
                        and type(v4["args"]) is dict
                        and (type(v4["id"]) is str or v4["id"] is None)
                        and (
                            "type" not in v4
                            or (type(v4["type"]) is str and v4["type"] == "tool_call")
                        )
                        and (
                            "index" not in v4 or type(v4["index"]) in _INT_STR_NONETYPE
                        )
                        and ("extras" not in v4 or type(v4["extras"]) is dict)
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
        v5 = value.invalid_tool_calls
        if type(v5) is list:
            for v6 in v5:
                if type(v6) is not dict:
                    return False
                try:
                    if not (
                        (type(v6["name"]) is str or v6["name"] is None)
                        and (type(v6["args"]) is str or v6["args"] is None)
                        and (type(v6["id"]) is str or v6["id"] is None)
                        and (type(v6["error"]) is str or v6["error"] is None)
                        and (
                            "type" not in v6
                            or (
                                type(v6["type"]) is str
                                and v6["type"] == "invalid_tool_call"
                            )
                        )
                        and (
                            "index" not in v6 or type(v6["index"]) in _INT_STR_NONETYPE
                        )
                        and ("extras" not in v6 or type(v6["extras"]) is dict)
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
        v7 = value.usage_metadata
        if v7 is not None:
            if type(v7) is not dict:
                return False
            try:
                if not (
                    type(v7["input_tokens"]) is int
                    and type(v7["output_tokens"]) is int
                    and type(v7["total_tokens"]) is int
                    and (
                        "input_token_details" not in v7
                        or (
                            type(v7["input_token_details"]) is dict
                            and all(
                                type(c) is int
                                for c in v7["input_token_details"].values()
                            )
                        )
                    )
                    and (
                        "output_token_details" not in v7
                        or (
                            type(v7["output_token_details"]) is dict
                            and all(
                                type(c) is int
                                for c in v7["output_token_details"].values()
                            )
                        )
                    )
                ):
                    return False
            except KeyError:  # a required key is missing
                return False
        v8 = value.tool_call_chunks
        if type(v8) is list:
            for v9 in v8:
                if type(v9) is not dict:
                    return False
                try:
                    if not (
                        (type(v9["name"]) is str or v9["name"] is None)
                        and (type(v9["args"]) is str or v9["args"] is None)
                        and (type(v9["id"]) is str or v9["id"] is None)
                        and (
                            "index" not in v9 or type(v9["index"]) in _INT_STR_NONETYPE
                        )
                        and (
                            "type" not in v9
                            or (
                                type(v9["type"]) is str
                                and v9["type"] == "tool_call_chunk"
                            )
                        )
                        and ("extras" not in v9 or type(v9["extras"]) is dict)
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
    return True


def ok_AISDKAssistantContentPart(value: Any) -> bool:
    """True only when ``check_AISDKAssistantContentPart`` passes ``value``; False sends it to the check."""
    return _OK_BY_CLASS_AISDKAssistantContentPart[type(value)](value)


def all_ok_AISDKAssistantContentPart(values: Any) -> bool:
    """True only when ``ok_AISDKAssistantContentPart`` is True for every item of ``values``."""
    kind_of = _KIND_AISDKAssistantContentPart.get  # None for a class not seen yet
    for value in values:
        kind = kind_of(type(value))
        if kind is None:
            kind = _KIND_AISDKAssistantContentPart[type(value)]  # learns the class
        if kind == 0:
            v1 = value.providerOptions
            if not (ok_AISDKProviderOptions(v1)):
                return False
        elif kind == 1:
            v1 = value.output
            if not (ok_AISDKToolResultOutput(v1)):
                return False
            v2 = value.providerOptions
            if not (ok_AISDKProviderOptions(v2)):
                return False
        elif kind == 2:
            pass
        else:
            return False
    return True


def ok_AISDKAssistantModelMessage(value: Any) -> bool:
    """True only when ``check_AISDKAssistantModelMessage`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKAssistantModelMessage(values: Any) -> bool:
    """True only when ``ok_AISDKAssistantModelMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKAssistantUIMessage(value: Any) -> bool:
    """True only when ``check_AISDKAssistantUIMessage`` passes ``value``; False sends it to the check."""
    v1 = value.parts
    if type(v1) is list:
        for v2 in v1:
            if not (ok_AISDKUIMessagePart(v2)):
                return False
    return True


def all_ok_AISDKAssistantUIMessage(values: Any) -> bool:
    """True only when ``ok_AISDKAssistantUIMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.parts
        if type(v1) is list:
            for v2 in v1:
                if not (ok_AISDKUIMessagePart(v2)):
                    return False
    return True


def ok_AISDKContentOutput(value: Any) -> bool:
    """True only when ``check_AISDKContentOutput`` passes ``value``; False sends it to the check."""
    v1 = value.value
    if type(v1) is list:
        for v2 in v1:
            if not (ok_AISDKToolResultContentItem(v2)):
                return False
    v3 = value.providerOptions
    if not (ok_AISDKProviderOptions(v3)):
        return False
    return True


def all_ok_AISDKContentOutput(values: Any) -> bool:
    """True only when ``ok_AISDKContentOutput`` is True for every item of ``values``."""
    for value in values:
        v1 = value.value
        if type(v1) is list:
            for v2 in v1:
                if not (ok_AISDKToolResultContentItem(v2)):
                    return False
        v3 = value.providerOptions
        if not (ok_AISDKProviderOptions(v3)):
            return False
    return True


def ok_AISDKCustomContentItem(value: Any) -> bool:
    """True only when ``check_AISDKCustomContentItem`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKCustomContentItem(values: Any) -> bool:
    """True only when ``ok_AISDKCustomContentItem`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKDataUIPart(value: Any) -> bool:
    """True only when ``check_AISDKDataUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.type
    if type(v1) is str and not v1.startswith("data-"):
        return False
    return True


def all_ok_AISDKDataUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKDataUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.type
        if type(v1) is str and not v1.startswith("data-"):
            return False
    return True


def ok_AISDKDynamicToolApprovalRequestedUIPart(value: Any) -> bool:
    """True only when ``check_AISDKDynamicToolApprovalRequestedUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.callProviderMetadata
    if not (ok_AISDKProviderMetadata(v1)):
        return False
    v2 = value.approval
    if v2 is not None:
        pass
    return True


def all_ok_AISDKDynamicToolApprovalRequestedUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKDynamicToolApprovalRequestedUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.callProviderMetadata
        if not (ok_AISDKProviderMetadata(v1)):
            return False
        v2 = value.approval
        if v2 is not None:
            pass
    return True


def ok_AISDKDynamicToolApprovalRespondedUIPart(value: Any) -> bool:
    """True only when ``check_AISDKDynamicToolApprovalRespondedUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.callProviderMetadata
    if not (ok_AISDKProviderMetadata(v1)):
        return False
    v2 = value.approval
    if v2 is not None:
        pass
    return True


def all_ok_AISDKDynamicToolApprovalRespondedUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKDynamicToolApprovalRespondedUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.callProviderMetadata
        if not (ok_AISDKProviderMetadata(v1)):
            return False
        v2 = value.approval
        if v2 is not None:
            pass
    return True


def ok_AISDKDynamicToolInputAvailableUIPart(value: Any) -> bool:
    """True only when ``check_AISDKDynamicToolInputAvailableUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.callProviderMetadata
    if not (ok_AISDKProviderMetadata(v1)):
        return False
    return True


def all_ok_AISDKDynamicToolInputAvailableUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKDynamicToolInputAvailableUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.callProviderMetadata
        if not (ok_AISDKProviderMetadata(v1)):
            return False
    return True


def ok_AISDKDynamicToolInputStreamingUIPart(value: Any) -> bool:
    """True only when ``check_AISDKDynamicToolInputStreamingUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.callProviderMetadata
    if not (ok_AISDKProviderMetadata(v1)):
        return False
    return True


def all_ok_AISDKDynamicToolInputStreamingUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKDynamicToolInputStreamingUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.callProviderMetadata
        if not (ok_AISDKProviderMetadata(v1)):
            return False
    return True


def ok_AISDKDynamicToolOutputAvailableUIPart(value: Any) -> bool:
    """True only when ``check_AISDKDynamicToolOutputAvailableUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.callProviderMetadata
    if not (ok_AISDKProviderMetadata(v1)):
        return False
    v2 = value.resultProviderMetadata
    if not (ok_AISDKProviderMetadata(v2)):
        return False
    v3 = value.approval
    if v3 is not None:
        pass
    return True


def all_ok_AISDKDynamicToolOutputAvailableUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKDynamicToolOutputAvailableUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.callProviderMetadata
        if not (ok_AISDKProviderMetadata(v1)):
            return False
        v2 = value.resultProviderMetadata
        if not (ok_AISDKProviderMetadata(v2)):
            return False
        v3 = value.approval
        if v3 is not None:
            pass
    return True


def ok_AISDKDynamicToolOutputDeniedUIPart(value: Any) -> bool:
    """True only when ``check_AISDKDynamicToolOutputDeniedUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.callProviderMetadata
    if not (ok_AISDKProviderMetadata(v1)):
        return False
    v2 = value.approval
    if v2 is not None:
        pass
    return True


def all_ok_AISDKDynamicToolOutputDeniedUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKDynamicToolOutputDeniedUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.callProviderMetadata
        if not (ok_AISDKProviderMetadata(v1)):
            return False
        v2 = value.approval
        if v2 is not None:
            pass
    return True


def ok_AISDKDynamicToolOutputErrorUIPart(value: Any) -> bool:
    """True only when ``check_AISDKDynamicToolOutputErrorUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.callProviderMetadata
    if not (ok_AISDKProviderMetadata(v1)):
        return False
    v2 = value.resultProviderMetadata
    if not (ok_AISDKProviderMetadata(v2)):
        return False
    v3 = value.approval
    if v3 is not None:
        pass
    return True


def all_ok_AISDKDynamicToolOutputErrorUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKDynamicToolOutputErrorUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.callProviderMetadata
        if not (ok_AISDKProviderMetadata(v1)):
            return False
        v2 = value.resultProviderMetadata
        if not (ok_AISDKProviderMetadata(v2)):
            return False
        v3 = value.approval
        if v3 is not None:
            pass
    return True


def ok_AISDKDynamicToolUIPart(value: Any) -> bool:
    """True only when ``check_AISDKDynamicToolUIPart`` passes ``value``; False sends it to the check."""
    return _OK_BY_CLASS_AISDKDynamicToolUIPart[type(value)](value)


def all_ok_AISDKDynamicToolUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKDynamicToolUIPart`` is True for every item of ``values``."""
    kind_of = _KIND_AISDKDynamicToolUIPart.get  # None for a class not seen yet
    for value in values:
        kind = kind_of(type(value))
        if kind is None:
            kind = _KIND_AISDKDynamicToolUIPart[type(value)]  # learns the class
        if kind == 0:
            v1 = value.callProviderMetadata
            if not (ok_AISDKProviderMetadata(v1)):
                return False
            v2 = value.approval
            if v2 is not None:
                pass
        elif kind == 1:
            v1 = value.callProviderMetadata
            if not (ok_AISDKProviderMetadata(v1)):
                return False
        elif kind == 2:
            v1 = value.callProviderMetadata
            if not (ok_AISDKProviderMetadata(v1)):
                return False
            v2 = value.resultProviderMetadata
            if not (ok_AISDKProviderMetadata(v2)):
                return False
            v3 = value.approval
            if v3 is not None:
                pass
        else:
            return False
    return True


def ok_AISDKErrorJSONOutput(value: Any) -> bool:
    """True only when ``check_AISDKErrorJSONOutput`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKErrorJSONOutput(values: Any) -> bool:
    """True only when ``ok_AISDKErrorJSONOutput`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKErrorTextOutput(value: Any) -> bool:
    """True only when ``check_AISDKErrorTextOutput`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKErrorTextOutput(values: Any) -> bool:
    """True only when ``ok_AISDKErrorTextOutput`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKExecutionDeniedOutput(value: Any) -> bool:
    """True only when ``check_AISDKExecutionDeniedOutput`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKExecutionDeniedOutput(values: Any) -> bool:
    """True only when ``ok_AISDKExecutionDeniedOutput`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKFileDataContentItem(value: Any) -> bool:
    """True only when ``check_AISDKFileDataContentItem`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKFileDataContentItem(values: Any) -> bool:
    """True only when ``ok_AISDKFileDataContentItem`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKFileIdContentItem(value: Any) -> bool:
    """True only when ``check_AISDKFileIdContentItem`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKFileIdContentItem(values: Any) -> bool:
    """True only when ``ok_AISDKFileIdContentItem`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKFilePart(value: Any) -> bool:
    """True only when ``check_AISDKFilePart`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKFilePart(values: Any) -> bool:
    """True only when ``ok_AISDKFilePart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKFileUIPart(value: Any) -> bool:
    """True only when ``check_AISDKFileUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.providerMetadata
    if not (ok_AISDKProviderMetadata(v1)):
        return False
    return True


def all_ok_AISDKFileUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKFileUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerMetadata
        if not (ok_AISDKProviderMetadata(v1)):
            return False
    return True


def ok_AISDKFileURLContentItem(value: Any) -> bool:
    """True only when ``check_AISDKFileURLContentItem`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKFileURLContentItem(values: Any) -> bool:
    """True only when ``ok_AISDKFileURLContentItem`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKImageDataContentItem(value: Any) -> bool:
    """True only when ``check_AISDKImageDataContentItem`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKImageDataContentItem(values: Any) -> bool:
    """True only when ``ok_AISDKImageDataContentItem`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKImageFileIdContentItem(value: Any) -> bool:
    """True only when ``check_AISDKImageFileIdContentItem`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKImageFileIdContentItem(values: Any) -> bool:
    """True only when ``ok_AISDKImageFileIdContentItem`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKImagePart(value: Any) -> bool:
    """True only when ``check_AISDKImagePart`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKImagePart(values: Any) -> bool:
    """True only when ``ok_AISDKImagePart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKImageURLContentItem(value: Any) -> bool:
    """True only when ``check_AISDKImageURLContentItem`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKImageURLContentItem(values: Any) -> bool:
    """True only when ``ok_AISDKImageURLContentItem`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKJSONOutput(value: Any) -> bool:
    """True only when ``check_AISDKJSONOutput`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKJSONOutput(values: Any) -> bool:
    """True only when ``ok_AISDKJSONOutput`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKMediaContentItem(value: Any) -> bool:
    """True only when ``check_AISDKMediaContentItem`` passes ``value``; False sends it to the check."""
    return True


def all_ok_AISDKMediaContentItem(values: Any) -> bool:
    """True only when ``ok_AISDKMediaContentItem`` is True for every item of ``values``."""
    return True


def ok_AISDKModelMessage(value: Any) -> bool:
    """True only when ``check_AISDKModelMessage`` passes ``value``; False sends it to the check."""
    return _OK_BY_CLASS_AISDKModelMessage[type(value)](value)


def all_ok_AISDKModelMessage(values: Any) -> bool:
    """True only when ``ok_AISDKModelMessage`` is True for every item of ``values``."""
    kind_of = _KIND_AISDKModelMessage.get  # None for a class not seen yet
    for value in values:
        kind = kind_of(type(value))
        if kind is None:
            kind = _KIND_AISDKModelMessage[type(value)]  # learns the class
        if kind == 0:
            v1 = value.providerOptions
            if not (ok_AISDKProviderOptions(v1)):
                return False
        elif kind == 1:
            v1 = value.content
            if type(v1) is list:
                for v2 in v1:
                    if not (ok_AISDKToolContentPart(v2)):
                        return False
            v3 = value.providerOptions
            if not (ok_AISDKProviderOptions(v3)):
                return False
        else:
            return False
    return True


def ok_AISDKProviderMetadata(value: Any) -> bool:
    """True only when ``check_AISDKProviderMetadata`` passes ``value``; False sends it to the check."""
    return type(value) is dict and all(type(c) is dict for c in value.values())


def ok_AISDKProviderOptions(value: Any) -> bool:
    """True only when ``check_AISDKProviderOptions`` passes ``value``; False sends it to the check."""
    return type(value) is dict and all(type(c) is dict for c in value.values())


def ok_AISDKReasoningPart(value: Any) -> bool:
    """True only when ``check_AISDKReasoningPart`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKReasoningPart(values: Any) -> bool:
    """True only when ``ok_AISDKReasoningPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKReasoningUIPart(value: Any) -> bool:
    """True only when ``check_AISDKReasoningUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.providerMetadata
    if not (ok_AISDKProviderMetadata(v1)):
        return False
    return True


def all_ok_AISDKReasoningUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKReasoningUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerMetadata
        if not (ok_AISDKProviderMetadata(v1)):
            return False
    return True


def ok_AISDKSourceDocumentUIPart(value: Any) -> bool:
    """True only when ``check_AISDKSourceDocumentUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.providerMetadata
    if not (ok_AISDKProviderMetadata(v1)):
        return False
    return True


def all_ok_AISDKSourceDocumentUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKSourceDocumentUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerMetadata
        if not (ok_AISDKProviderMetadata(v1)):
            return False
    return True


def ok_AISDKSourceURLUIPart(value: Any) -> bool:
    """True only when ``check_AISDKSourceURLUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.providerMetadata
    if not (ok_AISDKProviderMetadata(v1)):
        return False
    return True


def all_ok_AISDKSourceURLUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKSourceURLUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerMetadata
        if not (ok_AISDKProviderMetadata(v1)):
            return False
    return True


def ok_AISDKStepStartUIPart(value: Any) -> bool:
    """True only when ``check_AISDKStepStartUIPart`` passes ``value``; False sends it to the check."""
    return True


def all_ok_AISDKStepStartUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKStepStartUIPart`` is True for every item of ``values``."""
    return True


def ok_AISDKSystemModelMessage(value: Any) -> bool:
    """True only when ``check_AISDKSystemModelMessage`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKSystemModelMessage(values: Any) -> bool:
    """True only when ``ok_AISDKSystemModelMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKSystemUIMessage(value: Any) -> bool:
    """True only when ``check_AISDKSystemUIMessage`` passes ``value``; False sends it to the check."""
    v1 = value.parts
    if type(v1) is list and len(v1) < 1:
        return False
    v2 = value.parts
    if type(v2) is list:
        for v3 in v2:
            if not (ok_AISDKUIMessagePart(v3)):
                return False
    return True


def all_ok_AISDKSystemUIMessage(values: Any) -> bool:
    """True only when ``ok_AISDKSystemUIMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.parts
        if type(v1) is list and len(v1) < 1:
            return False
        v2 = value.parts
        if type(v2) is list:
            for v3 in v2:
                if not (ok_AISDKUIMessagePart(v3)):
                    return False
    return True


def ok_AISDKTextContentItem(value: Any) -> bool:
    """True only when ``check_AISDKTextContentItem`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKTextContentItem(values: Any) -> bool:
    """True only when ``ok_AISDKTextContentItem`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKTextOutput(value: Any) -> bool:
    """True only when ``check_AISDKTextOutput`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKTextOutput(values: Any) -> bool:
    """True only when ``ok_AISDKTextOutput`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKTextPart(value: Any) -> bool:
    """True only when ``check_AISDKTextPart`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKTextPart(values: Any) -> bool:
    """True only when ``ok_AISDKTextPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKTextUIPart(value: Any) -> bool:
    """True only when ``check_AISDKTextUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.providerMetadata
    if not (ok_AISDKProviderMetadata(v1)):
        return False
    return True


def all_ok_AISDKTextUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKTextUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerMetadata
        if not (ok_AISDKProviderMetadata(v1)):
            return False
    return True


def ok_AISDKToolApprovalDenied(value: Any) -> bool:
    """True only when ``check_AISDKToolApprovalDenied`` passes ``value``; False sends it to the check."""
    return True


def all_ok_AISDKToolApprovalDenied(values: Any) -> bool:
    """True only when ``ok_AISDKToolApprovalDenied`` is True for every item of ``values``."""
    return True


def ok_AISDKToolApprovalGranted(value: Any) -> bool:
    """True only when ``check_AISDKToolApprovalGranted`` passes ``value``; False sends it to the check."""
    return True


def all_ok_AISDKToolApprovalGranted(values: Any) -> bool:
    """True only when ``ok_AISDKToolApprovalGranted`` is True for every item of ``values``."""
    return True


def ok_AISDKToolApprovalRequestPart(value: Any) -> bool:
    """True only when ``check_AISDKToolApprovalRequestPart`` passes ``value``; False sends it to the check."""
    return True


def all_ok_AISDKToolApprovalRequestPart(values: Any) -> bool:
    """True only when ``ok_AISDKToolApprovalRequestPart`` is True for every item of ``values``."""
    return True


def ok_AISDKToolApprovalRequested(value: Any) -> bool:
    """True only when ``check_AISDKToolApprovalRequested`` passes ``value``; False sends it to the check."""
    return True


def all_ok_AISDKToolApprovalRequested(values: Any) -> bool:
    """True only when ``ok_AISDKToolApprovalRequested`` is True for every item of ``values``."""
    return True


def ok_AISDKToolApprovalRequestedUIPart(value: Any) -> bool:
    """True only when ``check_AISDKToolApprovalRequestedUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.type
    if type(v1) is str and not v1.startswith("tool-"):
        return False
    v2 = value.callProviderMetadata
    if not (ok_AISDKProviderMetadata(v2)):
        return False
    v3 = value.approval
    if v3 is not None:
        pass
    return True


def all_ok_AISDKToolApprovalRequestedUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKToolApprovalRequestedUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.type
        if type(v1) is str and not v1.startswith("tool-"):
            return False
        v2 = value.callProviderMetadata
        if not (ok_AISDKProviderMetadata(v2)):
            return False
        v3 = value.approval
        if v3 is not None:
            pass
    return True


def ok_AISDKToolApprovalResponded(value: Any) -> bool:
    """True only when ``check_AISDKToolApprovalResponded`` passes ``value``; False sends it to the check."""
    return True


def all_ok_AISDKToolApprovalResponded(values: Any) -> bool:
    """True only when ``ok_AISDKToolApprovalResponded`` is True for every item of ``values``."""
    return True


def ok_AISDKToolApprovalRespondedUIPart(value: Any) -> bool:
    """True only when ``check_AISDKToolApprovalRespondedUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.type
    if type(v1) is str and not v1.startswith("tool-"):
        return False
    v2 = value.callProviderMetadata
    if not (ok_AISDKProviderMetadata(v2)):
        return False
    v3 = value.approval
    if v3 is not None:
        pass
    return True


def all_ok_AISDKToolApprovalRespondedUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKToolApprovalRespondedUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.type
        if type(v1) is str and not v1.startswith("tool-"):
            return False
        v2 = value.callProviderMetadata
        if not (ok_AISDKProviderMetadata(v2)):
            return False
        v3 = value.approval
        if v3 is not None:
            pass
    return True


def ok_AISDKToolApprovalResponsePart(value: Any) -> bool:
    """True only when ``check_AISDKToolApprovalResponsePart`` passes ``value``; False sends it to the check."""
    return True


def all_ok_AISDKToolApprovalResponsePart(values: Any) -> bool:
    """True only when ``ok_AISDKToolApprovalResponsePart`` is True for every item of ``values``."""
    return True


def ok_AISDKToolCallPart(value: Any) -> bool:
    """True only when ``check_AISDKToolCallPart`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKToolCallPart(values: Any) -> bool:
    """True only when ``ok_AISDKToolCallPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKToolContentPart(value: Any) -> bool:
    """True only when ``check_AISDKToolContentPart`` passes ``value``; False sends it to the check."""
    return _OK_BY_CLASS_AISDKToolContentPart[type(value)](value)


def all_ok_AISDKToolContentPart(values: Any) -> bool:
    """True only when ``ok_AISDKToolContentPart`` is True for every item of ``values``."""
    kind_of = _KIND_AISDKToolContentPart.get  # None for a class not seen yet
    for value in values:
        kind = kind_of(type(value))
        if kind is None:
            kind = _KIND_AISDKToolContentPart[type(value)]  # learns the class
        if kind == 0:
            v1 = value.output
            if not (ok_AISDKToolResultOutput(v1)):
                return False
            v2 = value.providerOptions
            if not (ok_AISDKProviderOptions(v2)):
                return False
        elif kind == 1:
            pass
        else:
            return False
    return True


def ok_AISDKToolInputAvailableUIPart(value: Any) -> bool:
    """True only when ``check_AISDKToolInputAvailableUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.type
    if type(v1) is str and not v1.startswith("tool-"):
        return False
    v2 = value.callProviderMetadata
    if not (ok_AISDKProviderMetadata(v2)):
        return False
    return True


def all_ok_AISDKToolInputAvailableUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKToolInputAvailableUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.type
        if type(v1) is str and not v1.startswith("tool-"):
            return False
        v2 = value.callProviderMetadata
        if not (ok_AISDKProviderMetadata(v2)):
            return False
    return True


def ok_AISDKToolInputStreamingUIPart(value: Any) -> bool:
    """True only when ``check_AISDKToolInputStreamingUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.type
    if type(v1) is str and not v1.startswith("tool-"):
        return False
    v2 = value.callProviderMetadata
    if not (ok_AISDKProviderMetadata(v2)):
        return False
    return True


def all_ok_AISDKToolInputStreamingUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKToolInputStreamingUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.type
        if type(v1) is str and not v1.startswith("tool-"):
            return False
        v2 = value.callProviderMetadata
        if not (ok_AISDKProviderMetadata(v2)):
            return False
    return True


def ok_AISDKToolModelMessage(value: Any) -> bool:
    """True only when ``check_AISDKToolModelMessage`` passes ``value``; False sends it to the check."""
    v1 = value.content
    if type(v1) is list:
        for v2 in v1:
            if not (ok_AISDKToolContentPart(v2)):
                return False
    v3 = value.providerOptions
    if not (ok_AISDKProviderOptions(v3)):
        return False
    return True


def all_ok_AISDKToolModelMessage(values: Any) -> bool:
    """True only when ``ok_AISDKToolModelMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.content
        if type(v1) is list:
            for v2 in v1:
                if not (ok_AISDKToolContentPart(v2)):
                    return False
        v3 = value.providerOptions
        if not (ok_AISDKProviderOptions(v3)):
            return False
    return True


def ok_AISDKToolOutputAvailableUIPart(value: Any) -> bool:
    """True only when ``check_AISDKToolOutputAvailableUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.type
    if type(v1) is str and not v1.startswith("tool-"):
        return False
    v2 = value.callProviderMetadata
    if not (ok_AISDKProviderMetadata(v2)):
        return False
    v3 = value.resultProviderMetadata
    if not (ok_AISDKProviderMetadata(v3)):
        return False
    v4 = value.approval
    if v4 is not None:
        pass
    return True


def all_ok_AISDKToolOutputAvailableUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKToolOutputAvailableUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.type
        if type(v1) is str and not v1.startswith("tool-"):
            return False
        v2 = value.callProviderMetadata
        if not (ok_AISDKProviderMetadata(v2)):
            return False
        v3 = value.resultProviderMetadata
        if not (ok_AISDKProviderMetadata(v3)):
            return False
        v4 = value.approval
        if v4 is not None:
            pass
    return True


def ok_AISDKToolOutputDeniedUIPart(value: Any) -> bool:
    """True only when ``check_AISDKToolOutputDeniedUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.type
    if type(v1) is str and not v1.startswith("tool-"):
        return False
    v2 = value.callProviderMetadata
    if not (ok_AISDKProviderMetadata(v2)):
        return False
    v3 = value.approval
    if v3 is not None:
        pass
    return True


def all_ok_AISDKToolOutputDeniedUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKToolOutputDeniedUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.type
        if type(v1) is str and not v1.startswith("tool-"):
            return False
        v2 = value.callProviderMetadata
        if not (ok_AISDKProviderMetadata(v2)):
            return False
        v3 = value.approval
        if v3 is not None:
            pass
    return True


def ok_AISDKToolOutputErrorUIPart(value: Any) -> bool:
    """True only when ``check_AISDKToolOutputErrorUIPart`` passes ``value``; False sends it to the check."""
    v1 = value.type
    if type(v1) is str and not v1.startswith("tool-"):
        return False
    v2 = value.callProviderMetadata
    if not (ok_AISDKProviderMetadata(v2)):
        return False
    v3 = value.resultProviderMetadata
    if not (ok_AISDKProviderMetadata(v3)):
        return False
    v4 = value.approval
    if v4 is not None:
        pass
    return True


def all_ok_AISDKToolOutputErrorUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKToolOutputErrorUIPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.type
        if type(v1) is str and not v1.startswith("tool-"):
            return False
        v2 = value.callProviderMetadata
        if not (ok_AISDKProviderMetadata(v2)):
            return False
        v3 = value.resultProviderMetadata
        if not (ok_AISDKProviderMetadata(v3)):
            return False
        v4 = value.approval
        if v4 is not None:
            pass
    return True


def ok_AISDKToolResultContentItem(value: Any) -> bool:
    """True only when ``check_AISDKToolResultContentItem`` passes ``value``; False sends it to the check."""
    return _OK_BY_CLASS_AISDKToolResultContentItem[type(value)](value)


def all_ok_AISDKToolResultContentItem(values: Any) -> bool:
    """True only when ``ok_AISDKToolResultContentItem`` is True for every item of ``values``."""
    kind_of = _KIND_AISDKToolResultContentItem.get  # None for a class not seen yet
    for value in values:
        kind = kind_of(type(value))
        if kind is None:
            kind = _KIND_AISDKToolResultContentItem[type(value)]  # learns the class
        if kind == 0:
            v1 = value.providerOptions
            if not (ok_AISDKProviderOptions(v1)):
                return False
        elif kind == 1:
            pass
        else:
            return False
    return True


def ok_AISDKToolResultOutput(value: Any) -> bool:
    """True only when ``check_AISDKToolResultOutput`` passes ``value``; False sends it to the check."""
    return _OK_BY_CLASS_AISDKToolResultOutput[type(value)](value)


def all_ok_AISDKToolResultOutput(values: Any) -> bool:
    """True only when ``ok_AISDKToolResultOutput`` is True for every item of ``values``."""
    kind_of = _KIND_AISDKToolResultOutput.get  # None for a class not seen yet
    for value in values:
        kind = kind_of(type(value))
        if kind is None:
            kind = _KIND_AISDKToolResultOutput[type(value)]  # learns the class
        if kind == 0:
            v1 = value.providerOptions
            if not (ok_AISDKProviderOptions(v1)):
                return False
        elif kind == 1:
            v1 = value.value
            if type(v1) is list:
                for v2 in v1:
                    if not (ok_AISDKToolResultContentItem(v2)):
                        return False
            v3 = value.providerOptions
            if not (ok_AISDKProviderOptions(v3)):
                return False
        else:
            return False
    return True


def ok_AISDKToolResultPart(value: Any) -> bool:
    """True only when ``check_AISDKToolResultPart`` passes ``value``; False sends it to the check."""
    v1 = value.output
    if not (ok_AISDKToolResultOutput(v1)):
        return False
    v2 = value.providerOptions
    if not (ok_AISDKProviderOptions(v2)):
        return False
    return True


def all_ok_AISDKToolResultPart(values: Any) -> bool:
    """True only when ``ok_AISDKToolResultPart`` is True for every item of ``values``."""
    for value in values:
        v1 = value.output
        if not (ok_AISDKToolResultOutput(v1)):
            return False
        v2 = value.providerOptions
        if not (ok_AISDKProviderOptions(v2)):
            return False
    return True


def ok_AISDKToolUIPart(value: Any) -> bool:
    """True only when ``check_AISDKToolUIPart`` passes ``value``; False sends it to the check."""
    return _OK_BY_CLASS_AISDKToolUIPart[type(value)](value)


def all_ok_AISDKToolUIPart(values: Any) -> bool:
    """True only when ``ok_AISDKToolUIPart`` is True for every item of ``values``."""
    kind_of = _KIND_AISDKToolUIPart.get  # None for a class not seen yet
    for value in values:
        kind = kind_of(type(value))
        if kind is None:
            kind = _KIND_AISDKToolUIPart[type(value)]  # learns the class
        if kind == 0:
            v1 = value.type
            if type(v1) is str and not v1.startswith("tool-"):
                return False
            v2 = value.callProviderMetadata
            if not (ok_AISDKProviderMetadata(v2)):
                return False
            v3 = value.approval
            if v3 is not None:
                pass
        elif kind == 1:
            v1 = value.type
            if type(v1) is str and not v1.startswith("tool-"):
                return False
            v2 = value.callProviderMetadata
            if not (ok_AISDKProviderMetadata(v2)):
                return False
        elif kind == 2:
            v1 = value.type
            if type(v1) is str and not v1.startswith("tool-"):
                return False
            v2 = value.callProviderMetadata
            if not (ok_AISDKProviderMetadata(v2)):
                return False
            v3 = value.resultProviderMetadata
            if not (ok_AISDKProviderMetadata(v3)):
                return False
            v4 = value.approval
            if v4 is not None:
                pass
        else:
            return False
    return True


def ok_AISDKUIMessage(value: Any) -> bool:
    """True only when ``check_AISDKUIMessage`` passes ``value``; False sends it to the check."""
    return _OK_BY_CLASS_AISDKUIMessage[type(value)](value)


def all_ok_AISDKUIMessage(values: Any) -> bool:
    """True only when ``ok_AISDKUIMessage`` is True for every item of ``values``."""
    kind_of = _KIND_AISDKUIMessage.get  # None for a class not seen yet
    for value in values:
        kind = kind_of(type(value))
        if kind is None:
            kind = _KIND_AISDKUIMessage[type(value)]  # learns the class
        if kind == 0:
            v1 = value.parts
            if type(v1) is list and len(v1) < 1:
                return False
            v2 = value.parts
            if type(v2) is list:
                for v3 in v2:
                    if not (ok_AISDKUIMessagePart(v3)):
                        return False
        elif kind == 1:
            v1 = value.parts
            if type(v1) is list:
                for v2 in v1:
                    if not (ok_AISDKUIMessagePart(v2)):
                        return False
        else:
            return False
    return True


def ok_AISDKUIMessagePart(value: Any) -> bool:
    """True only when ``check_AISDKUIMessagePart`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    tag = value.get("type")
    if type(tag) is str:
        test = _OK_DISPATCH_AISDKUIMessagePart.get(tag)
        if test is not None:
            return test(value)
        for prefix, test in _OK_PREFIX_AISDKUIMessagePart:
            if tag.startswith(prefix):
                return test(value)
    return False


def ok_AISDKUserContentPart(value: Any) -> bool:
    """True only when ``check_AISDKUserContentPart`` passes ``value``; False sends it to the check."""
    return _OK_BY_CLASS_AISDKUserContentPart[type(value)](value)


def all_ok_AISDKUserContentPart(values: Any) -> bool:
    """True only when ``ok_AISDKUserContentPart`` is True for every item of ``values``."""
    kind_of = _KIND_AISDKUserContentPart.get  # None for a class not seen yet
    for value in values:
        kind = kind_of(type(value))
        if kind is None:
            kind = _KIND_AISDKUserContentPart[type(value)]  # learns the class
        if kind == 0:
            v1 = value.providerOptions
            if not (ok_AISDKProviderOptions(v1)):
                return False
        else:
            return False
    return True


def ok_AISDKUserModelMessage(value: Any) -> bool:
    """True only when ``check_AISDKUserModelMessage`` passes ``value``; False sends it to the check."""
    v1 = value.providerOptions
    if not (ok_AISDKProviderOptions(v1)):
        return False
    return True


def all_ok_AISDKUserModelMessage(values: Any) -> bool:
    """True only when ``ok_AISDKUserModelMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.providerOptions
        if not (ok_AISDKProviderOptions(v1)):
            return False
    return True


def ok_AISDKUserUIMessage(value: Any) -> bool:
    """True only when ``check_AISDKUserUIMessage`` passes ``value``; False sends it to the check."""
    v1 = value.parts
    if type(v1) is list and len(v1) < 1:
        return False
    v2 = value.parts
    if type(v2) is list:
        for v3 in v2:
            if not (ok_AISDKUIMessagePart(v3)):
                return False
    return True


def all_ok_AISDKUserUIMessage(values: Any) -> bool:
    """True only when ``ok_AISDKUserUIMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.parts
        if type(v1) is list and len(v1) < 1:
            return False
        v2 = value.parts
        if type(v2) is list:
            for v3 in v2:
                if not (ok_AISDKUIMessagePart(v3)):
                    return False
    return True


def ok_Annotation(value: Any) -> bool:
    """True only when ``check_Annotation`` passes ``value``; False sends it to the check."""
    tag = value.get("type") if type(value) is dict else None
    if type(tag) is not str:
        return False
    test = _OK_BY_TAG_Annotation.get(tag)
    return test is not None and test(value) and _plain_keys(value)


def ok_AnnotationItem(value: Any) -> bool:
    """True only when ``check_AnnotationItem`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    tag = value.get("type")
    if type(tag) is str:
        test = _OK_DISPATCH_AnnotationItem.get(tag)
        if test is not None:
            return test(value)
    return True


def ok_AnyMessage(value: Any) -> bool:
    """True only when ``check_AnyMessage`` passes ``value``; False sends it to the check."""
    return _OK_BY_CLASS_AnyMessage[type(value)](value)


def all_ok_AnyMessage(values: Any) -> bool:
    """True only when ``ok_AnyMessage`` is True for every item of ``values``."""
    kind_of = _KIND_AnyMessage.get  # None for a class not seen yet
    for value in values:
        kind = kind_of(type(value))
        if kind is None:
            kind = _KIND_AnyMessage[type(value)]  # learns the class
        if kind == 0:
            v1 = value.content
            if not (type(v1) is str or ok_MessageContent(v1)):
                return False
        elif kind == 1:
            v1 = value.content
            if not (type(v1) is str or ok_MessageContent(v1)):
                return False
            v2 = value.additional_kwargs
            if not (
                type(v2) is dict
                and (
                    "tool_calls" not in v2
                    or (
                        type(v2["tool_calls"]) is list
                        and all(map(ok_RawToolCall, v2["tool_calls"]))
                    )
                )
                and (v2.keys() <= _KEYS_AIMessageAdditionalKwargs or _plain_keys(v2))
            ):
                return False
            v3 = value.tool_calls
            if type(v3) is list:
                for v4 in v3:
                    if type(v4) is not dict:
                        return False
                    try:
                        if not (
                            type(v4["name"]) is str
                            and type(v4["args"]) is dict
                            and (type(v4["id"]) is str or v4["id"] is None)
                            and (
                                "type" not in v4
                                or (
                                    type(v4["type"]) is str
                                    and v4["type"] == "tool_call"
                                )
                            )
                            and (
                                "index" not in v4
                                or type(v4["index"]) in _INT_STR_NONETYPE
                            )
                            and ("extras" not in v4 or type(v4["extras"]) is dict)
                        ):
                            return False
                    except KeyError:  # a required key is missing
                        return False
            v5 = value.invalid_tool_calls
            if type(v5) is list:
                for v6 in v5:
                    if type(v6) is not dict:
                        return False
                    try:
                        if not (
                            (type(v6["name"]) is str or v6["name"] is None)
                            and (type(v6["args"]) is str or v6["args"] is None)
                            and (type(v6["id"]) is str or v6["id"] is None)
                            and (type(v6["error"]) is str or v6["error"] is None)
                            and (
                                "type" not in v6
                                or (
                                    type(v6["type"]) is str
                                    and v6["type"] == "invalid_tool_call"
                                )
                            )
                            and (
                                "index" not in v6
                                or type(v6["index"]) in _INT_STR_NONETYPE
                            )
                            and ("extras" not in v6 or type(v6["extras"]) is dict)
                        ):
                            return False
                    except KeyError:  # a required key is missing
                        return False
            v7 = value.usage_metadata
            if v7 is not None:
                if type(v7) is not dict:
                    return False
                try:
                    if not (
                        type(v7["input_tokens"]) is int
                        and type(v7["output_tokens"]) is int
                        and type(v7["total_tokens"]) is int
                        and (
                            "input_token_details" not in v7
                            or (
                                type(v7["input_token_details"]) is dict
                                and all(
                                    type(c) is int
                                    for c in v7["input_token_details"].values()
                                )
                            )
                        )
                        and (
                            "output_token_details" not in v7
                            or (
                                type(v7["output_token_details"]) is dict
                                and all(
                                    type(c) is int
                                    for c in v7["output_token_details"].values()
                                )
                            )
                        )
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
        elif kind == 2:
            v1 = value.content
            if type(v1) is list and len(v1) > 0:
                return False
            v2 = value.content
            if type(v2) is str and len(v2) > 0:
                return False
            v3 = value.content
            if not (type(v3) is str or ok_MessageContent(v3)):
                return False
        elif kind == 3:
            v1 = value.content
            if not (type(v1) is str or ok_MessageContent(v1)):
                return False
            v2 = value.additional_kwargs
            if not (
                type(v2) is dict
                and (
                    "tool_calls" not in v2
                    or (
                        type(v2["tool_calls"]) is list
                        and all(map(ok_RawToolCall, v2["tool_calls"]))
                    )
                )
                and (v2.keys() <= _KEYS_AIMessageAdditionalKwargs or _plain_keys(v2))
            ):
                return False
            v3 = value.tool_calls
            if type(v3) is list:
                for v4 in v3:
                    if type(v4) is not dict:
                        return False
                    try:
                        if not (
                            type(v4["name"]) is str
                            and type(v4["args"]) is dict
                            and (type(v4["id"]) is str or v4["id"] is None)
                            and (
                                "type" not in v4
                                or (
                                    type(v4["type"]) is str
                                    and v4["type"] == "tool_call"
                                )
                            )
                            and (
                                "index" not in v4
                                or type(v4["index"]) in _INT_STR_NONETYPE
                            )
                            and ("extras" not in v4 or type(v4["extras"]) is dict)
                        ):
                            return False
                    except KeyError:  # a required key is missing
                        return False
            v5 = value.invalid_tool_calls
            if type(v5) is list:
                for v6 in v5:
                    if type(v6) is not dict:
                        return False
                    try:
                        if not (
                            (type(v6["name"]) is str or v6["name"] is None)
                            and (type(v6["args"]) is str or v6["args"] is None)
                            and (type(v6["id"]) is str or v6["id"] is None)
                            and (type(v6["error"]) is str or v6["error"] is None)
                            and (
                                "type" not in v6
                                or (
                                    type(v6["type"]) is str
                                    and v6["type"] == "invalid_tool_call"
                                )
                            )
                            and (
                                "index" not in v6
                                or type(v6["index"]) in _INT_STR_NONETYPE
                            )
                            and ("extras" not in v6 or type(v6["extras"]) is dict)
                        ):
                            return False
                    except KeyError:  # a required key is missing
                        return False
            v7 = value.usage_metadata
            if v7 is not None:
                if type(v7) is not dict:
                    return False
                try:
                    if not (
                        type(v7["input_tokens"]) is int
                        and type(v7["output_tokens"]) is int
                        and type(v7["total_tokens"]) is int
                        and (
                            "input_token_details" not in v7
                            or (
                                type(v7["input_token_details"]) is dict
                                and all(
                                    type(c) is int
                                    for c in v7["input_token_details"].values()
                                )
                            )
                        )
                        and (
                            "output_token_details" not in v7
                            or (
                                type(v7["output_token_details"]) is dict
                                and all(
                                    type(c) is int
                                    for c in v7["output_token_details"].values()
                                )
                            )
                        )
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
            v8 = value.tool_call_chunks
            if type(v8) is list:
                for v9 in v8:
                    if type(v9) is not dict:
                        return False
                    try:
                        if not (
                            (type(v9["name"]) is str or v9["name"] is None)
                            and (type(v9["args"]) is str or v9["args"] is None)
                            and (type(v9["id"]) is str or v9["id"] is None)
                            and (
                                "index" not in v9
                                or type(v9["index"]) in _INT_STR_NONETYPE
                            )
                            and (
                                "type" not in v9
                                or (
                                    type(v9["type"]) is str
                                    and v9["type"] == "tool_call_chunk"
                                )
                            )
                            and ("extras" not in v9 or type(v9["extras"]) is dict)
                        ):
                            return False
                    except KeyError:  # a required key is missing
                        return False
        else:
            return False
    return True


def ok_AudioContentBlock(value: Any) -> bool:
    """True only when ``check_AudioContentBlock`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "audio")
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
            and ("url" not in value or type(value["url"]) is str)
            and ("base64" not in value or type(value["base64"]) is str)
            and ("file_id" not in value or type(value["file_id"]) is str)
            and ("mime_type" not in value or type(value["mime_type"]) is str)
            and (
                "source_type" not in value
                or (
                    type(value["source_type"]) is str
                    and value["source_type"] in ("url", "base64", "id", "text")
                )
            )
            and ("data" not in value or type(value["data"]) is str)
            and (
                ("url" in value)
                or ("base64" in value)
                or ("file_id" in value)
                or ("source_type" in value and "data" in value)
                or ("source_type" in value and "id" in value)
                or ("source_type" in value and "text" in value)
                or ("source" in value)
                or ("file" in value)
            )
            and (value.keys() <= _KEYS_AudioContentBlock or _plain_keys(value))
        )
    except KeyError:  # a required key is missing
        return False


def ok_ChatMessage(value: Any) -> bool:
    """True only when ``check_ChatMessage`` passes ``value``; False sends it to the check."""
    v1 = value.content
    if not (type(v1) is str or ok_MessageContent(v1)):
        return False
    return True


def all_ok_ChatMessage(values: Any) -> bool:
    """True only when ``ok_ChatMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.content
        if not (type(v1) is str or ok_MessageContent(v1)):
            return False
    return True


def ok_ChatMessageChunk(value: Any) -> bool:
    """True only when ``check_ChatMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.content
    if not (type(v1) is str or ok_MessageContent(v1)):
        return False
    return True


def all_ok_ChatMessageChunk(values: Any) -> bool:
    """True only when ``ok_ChatMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.content
        if not (type(v1) is str or ok_MessageContent(v1)):
            return False
    return True


def ok_Citation(value: Any) -> bool:
    """True only when ``check_Citation`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "citation")
            and ("id" not in value or type(value["id"]) is str)
            and ("url" not in value or type(value["url"]) is str)
            and ("title" not in value or type(value["title"]) is str)
            and ("start_index" not in value or type(value["start_index"]) is int)
            and ("end_index" not in value or type(value["end_index"]) is int)
            and ("cited_text" not in value or type(value["cited_text"]) is str)
            and ("extras" not in value or type(value["extras"]) is dict)
        )
    except KeyError:  # a required key is missing
        return False


def ok_ContentBlock(value: Any) -> bool:
    """True only when ``check_ContentBlock`` passes ``value``; False sends it to the check."""
    tag = value.get("type") if type(value) is dict else None
    if type(tag) is not str:
        return False
    test = _OK_BY_TAG_ContentBlock.get(tag)
    return test is not None and test(value) and _plain_keys(value)


def ok_ContentItem(value: Any) -> bool:
    """True only when ``check_ContentItem`` passes ``value``; False sends it to the check."""
    if type(value) is str:
        return True
    return ok_ContentPart(value)


def ok_ContentPart(value: Any) -> bool:
    """True only when ``check_ContentPart`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    tag = value.get("type")
    if type(tag) is str:
        test = _OK_DISPATCH_ContentPart.get(tag)
        if test is not None:
            return test(value)
    return True


def ok_DataContentBlock(value: Any) -> bool:
    """True only when ``check_DataContentBlock`` passes ``value``; False sends it to the check."""
    tag = value.get("type") if type(value) is dict else None
    if type(tag) is not str:
        return False
    test = _OK_BY_TAG_DataContentBlock.get(tag)
    return test is not None and test(value) and _plain_keys(value)


def ok_Extras(value: Any) -> bool:
    """True only when ``check_Extras`` passes ``value``; False sends it to the check."""
    return type(value) is dict


def ok_FileContentBlock(value: Any) -> bool:
    """True only when ``check_FileContentBlock`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "file")
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
            and ("url" not in value or type(value["url"]) is str)
            and ("base64" not in value or type(value["base64"]) is str)
            and ("file_id" not in value or type(value["file_id"]) is str)
            and ("mime_type" not in value or type(value["mime_type"]) is str)
            and (
                "source_type" not in value
                or (
                    type(value["source_type"]) is str
                    and value["source_type"] in ("url", "base64", "id", "text")
                )
            )
            and ("data" not in value or type(value["data"]) is str)
            and (
                ("url" in value)
                or ("base64" in value)
                or ("file_id" in value)
                or ("source_type" in value and "data" in value)
                or ("source_type" in value and "id" in value)
                or ("source_type" in value and "text" in value)
                or ("source" in value)
                or ("file" in value)
            )
            and (value.keys() <= _KEYS_FileContentBlock or _plain_keys(value))
        )
    except KeyError:  # a required key is missing
        return False


def ok_FunctionMessage(value: Any) -> bool:
    """True only when ``check_FunctionMessage`` passes ``value``; False sends it to the check."""
    v1 = value.content
    if not (type(v1) is str or ok_MessageContent(v1)):
        return False
    return True


def all_ok_FunctionMessage(values: Any) -> bool:
    """True only when ``ok_FunctionMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.content
        if not (type(v1) is str or ok_MessageContent(v1)):
            return False
    return True


def ok_FunctionMessageChunk(value: Any) -> bool:
    """True only when ``check_FunctionMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.content
    if not (type(v1) is str or ok_MessageContent(v1)):
        return False
    return True


def all_ok_FunctionMessageChunk(values: Any) -> bool:
    """True only when ``ok_FunctionMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.content
        if not (type(v1) is str or ok_MessageContent(v1)):
            return False
    return True


def ok_HumanMessage(value: Any) -> bool:
    """True only when ``check_HumanMessage`` passes ``value``; False sends it to the check."""
    v1 = value.content
    if not (type(v1) is str or ok_MessageContent(v1)):
        return False
    return True


def all_ok_HumanMessage(values: Any) -> bool:
    """True only when ``ok_HumanMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.content
        if not (type(v1) is str or ok_MessageContent(v1)):
            return False
    return True


def ok_HumanMessageChunk(value: Any) -> bool:
    """True only when ``check_HumanMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.content
    if not (type(v1) is str or ok_MessageContent(v1)):
        return False
    return True


def all_ok_HumanMessageChunk(values: Any) -> bool:
    """True only when ``ok_HumanMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.content
        if not (type(v1) is str or ok_MessageContent(v1)):
            return False
    return True


def ok_ImageContentBlock(value: Any) -> bool:
    """True only when ``check_ImageContentBlock`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "image")
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
            and ("url" not in value or type(value["url"]) is str)
            and ("base64" not in value or type(value["base64"]) is str)
            and ("file_id" not in value or type(value["file_id"]) is str)
            and ("mime_type" not in value or type(value["mime_type"]) is str)
            and (
                "source_type" not in value
                or (
                    type(value["source_type"]) is str
                    and value["source_type"] in ("url", "base64", "id", "text")
                )
            )
            and ("data" not in value or type(value["data"]) is str)
            and (
                ("url" in value)
                or ("base64" in value)
                or ("file_id" in value)
                or ("source_type" in value and "data" in value)
                or ("source_type" in value and "id" in value)
                or ("source_type" in value and "text" in value)
                or ("source" in value)
                or ("file" in value)
            )
            and (value.keys() <= _KEYS_ImageContentBlock or _plain_keys(value))
        )
    except KeyError:  # a required key is missing
        return False


def ok_InputTokenDetails(value: Any) -> bool:
    """True only when ``check_InputTokenDetails`` passes ``value``; False sends it to the check."""
    return type(value) is dict and all(type(c) is int for c in value.values())


def ok_InvalidToolCall(value: Any) -> bool:
    """True only when ``check_InvalidToolCall`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["name"]) is str or value["name"] is None)
            and (type(value["args"]) is str or value["args"] is None)
            and (type(value["id"]) is str or value["id"] is None)
            and (type(value["error"]) is str or value["error"] is None)
            and (
                "type" not in value
                or (type(value["type"]) is str and value["type"] == "invalid_tool_call")
            )
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
        )
    except KeyError:  # a required key is missing
        return False


def ok_JSONObject(value: Any) -> bool:
    """True only when ``check_JSONObject`` passes ``value``; False sends it to the check."""
    return type(value) is dict


def ok_LangChainJSAIMessageData(value: Any) -> bool:
    """True only when ``check_LangChainJSAIMessageData`` passes ``value``; False sends it to the check."""
    return (
        type(value) is dict
        and ("content" not in value or ok_LangChainJSMessageContent(value["content"]))
        and (
            "content_blocks" not in value
            or (
                type(value["content_blocks"]) is list
                and all(map(ok_LangChainJSContentItem, value["content_blocks"]))
            )
        )
        and (
            "additional_kwargs" not in value
            or ok_AIMessageAdditionalKwargs(value["additional_kwargs"])
        )
        and (
            "response_metadata" not in value or type(value["response_metadata"]) is dict
        )
        and (
            "name" not in value or (type(value["name"]) is str or value["name"] is None)
        )
        and ("id" not in value or (type(value["id"]) is str or value["id"] is None))
        and (
            "tool_calls" not in value
            or (
                type(value["tool_calls"]) is list
                and all(map(ok_ToolCall, value["tool_calls"]))
            )
        )
        and (
            "invalid_tool_calls" not in value
            or (
                type(value["invalid_tool_calls"]) is list
                and all(map(ok_InvalidToolCall, value["invalid_tool_calls"]))
            )
        )
        and ("usage_metadata" not in value or ok_UsageMetadata(value["usage_metadata"]))
        and (
            "tool_call_chunks" not in value
            or (
                type(value["tool_call_chunks"]) is list
                and all(map(ok_ToolCallChunk, value["tool_call_chunks"]))
            )
        )
        and ("example" not in value or type(value["example"]) is bool)
        and (
            "chunk_position" not in value
            or (
                (
                    type(value["chunk_position"]) is str
                    and value["chunk_position"] == "last"
                )
                or value["chunk_position"] is None
            )
        )
        and (value.keys() <= _KEYS_LangChainJSAIMessageData or _plain_keys(value))
    )


def ok_LangChainJSAnnotationItem(value: Any) -> bool:
    """True only when ``check_LangChainJSAnnotationItem`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    tag = value.get("type")
    if type(tag) is str:
        test = _OK_DISPATCH_LangChainJSAnnotationItem.get(tag)
        if test is not None:
            return test(value)
    return True


def ok_LangChainJSAudioContentBlock(value: Any) -> bool:
    """True only when ``check_LangChainJSAudioContentBlock`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "audio")
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
            and ("url" not in value or type(value["url"]) is str)
            and ("data" not in value or type(value["data"]) is str)
            and ("base64" not in value or type(value["base64"]) is str)
            and ("fileId" not in value or type(value["fileId"]) is str)
            and ("file_id" not in value or type(value["file_id"]) is str)
            and ("mimeType" not in value or type(value["mimeType"]) is str)
            and ("mime_type" not in value or type(value["mime_type"]) is str)
            and (
                "source_type" not in value
                or (
                    type(value["source_type"]) is str
                    and value["source_type"] in ("url", "base64", "id", "text")
                )
            )
            and (
                ("url" in value)
                or ("data" in value)
                or ("fileId" in value)
                or ("base64" in value)
                or ("file_id" in value)
                or ("source_type" in value and "id" in value)
                or ("source_type" in value and "text" in value)
                or ("source" in value)
                or ("file" in value)
            )
            and (
                value.keys() <= _KEYS_LangChainJSAudioContentBlock or _plain_keys(value)
            )
        )
    except KeyError:  # a required key is missing
        return False


def ok_LangChainJSChatMessageData(value: Any) -> bool:
    """True only when ``check_LangChainJSChatMessageData`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            ("content" not in value or ok_LangChainJSMessageContent(value["content"]))
            and (
                "content_blocks" not in value
                or (
                    type(value["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, value["content_blocks"]))
                )
            )
            and (
                "additional_kwargs" not in value
                or type(value["additional_kwargs"]) is dict
            )
            and (
                "response_metadata" not in value
                or type(value["response_metadata"]) is dict
            )
            and (
                "name" not in value
                or (type(value["name"]) is str or value["name"] is None)
            )
            and ("id" not in value or (type(value["id"]) is str or value["id"] is None))
            and type(value["role"]) is str
            and (value.keys() <= _KEYS_LangChainJSChatMessageData or _plain_keys(value))
        )
    except KeyError:  # a required key is missing
        return False


def ok_LangChainJSCitation(value: Any) -> bool:
    """True only when ``check_LangChainJSCitation`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "citation")
            and ("id" not in value or type(value["id"]) is str)
            and ("url" not in value or type(value["url"]) is str)
            and ("title" not in value or type(value["title"]) is str)
            and ("start_index" not in value or type(value["start_index"]) is int)
            and ("startIndex" not in value or type(value["startIndex"]) is int)
            and ("end_index" not in value or type(value["end_index"]) is int)
            and ("endIndex" not in value or type(value["endIndex"]) is int)
            and ("cited_text" not in value or type(value["cited_text"]) is str)
            and ("citedText" not in value or type(value["citedText"]) is str)
            and ("extras" not in value or type(value["extras"]) is dict)
        )
    except KeyError:  # a required key is missing
        return False


def ok_LangChainJSContentItem(value: Any) -> bool:
    """True only when ``check_LangChainJSContentItem`` passes ``value``; False sends it to the check."""
    if type(value) is str:
        return True
    return ok_LangChainJSContentPart(value)


def ok_LangChainJSContentPart(value: Any) -> bool:
    """True only when ``check_LangChainJSContentPart`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    tag = value.get("type")
    if type(tag) is str:
        test = _OK_DISPATCH_LangChainJSContentPart.get(tag)
        if test is not None:
            return test(value)
    return True


def ok_LangChainJSFileContentBlock(value: Any) -> bool:
    """True only when ``check_LangChainJSFileContentBlock`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "file")
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
            and ("url" not in value or type(value["url"]) is str)
            and ("data" not in value or type(value["data"]) is str)
            and ("base64" not in value or type(value["base64"]) is str)
            and ("fileId" not in value or type(value["fileId"]) is str)
            and ("file_id" not in value or type(value["file_id"]) is str)
            and ("mimeType" not in value or type(value["mimeType"]) is str)
            and ("mime_type" not in value or type(value["mime_type"]) is str)
            and (
                "source_type" not in value
                or (
                    type(value["source_type"]) is str
                    and value["source_type"] in ("url", "base64", "id", "text")
                )
            )
            and (
                ("url" in value)
                or ("data" in value)
                or ("fileId" in value)
                or ("base64" in value)
                or ("file_id" in value)
                or ("source_type" in value and "id" in value)
                or ("source_type" in value and "text" in value)
                or ("source" in value)
                or ("file" in value)
            )
            and (
                value.keys() <= _KEYS_LangChainJSFileContentBlock or _plain_keys(value)
            )
        )
    except KeyError:  # a required key is missing
        return False


def ok_LangChainJSFunctionMessageData(value: Any) -> bool:
    """True only when ``check_LangChainJSFunctionMessageData`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            ("content" not in value or ok_LangChainJSMessageContent(value["content"]))
            and (
                "content_blocks" not in value
                or (
                    type(value["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, value["content_blocks"]))
                )
            )
            and (
                "additional_kwargs" not in value
                or type(value["additional_kwargs"]) is dict
            )
            and (
                "response_metadata" not in value
                or type(value["response_metadata"]) is dict
            )
            and type(value["name"]) is str
            and ("id" not in value or (type(value["id"]) is str or value["id"] is None))
            and (
                value.keys() <= _KEYS_LangChainJSFunctionMessageData
                or _plain_keys(value)
            )
        )
    except KeyError:  # a required key is missing
        return False


def ok_LangChainJSImageContentBlock(value: Any) -> bool:
    """True only when ``check_LangChainJSImageContentBlock`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "image")
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
            and ("url" not in value or type(value["url"]) is str)
            and ("data" not in value or type(value["data"]) is str)
            and ("base64" not in value or type(value["base64"]) is str)
            and ("fileId" not in value or type(value["fileId"]) is str)
            and ("file_id" not in value or type(value["file_id"]) is str)
            and ("mimeType" not in value or type(value["mimeType"]) is str)
            and ("mime_type" not in value or type(value["mime_type"]) is str)
            and (
                "source_type" not in value
                or (
                    type(value["source_type"]) is str
                    and value["source_type"] in ("url", "base64", "id", "text")
                )
            )
            and (
                ("url" in value)
                or ("data" in value)
                or ("fileId" in value)
                or ("base64" in value)
                or ("file_id" in value)
                or ("source_type" in value and "id" in value)
                or ("source_type" in value and "text" in value)
                or ("source" in value)
                or ("file" in value)
            )
            and (
                value.keys() <= _KEYS_LangChainJSImageContentBlock or _plain_keys(value)
            )
        )
    except KeyError:  # a required key is missing
        return False


def ok_LangChainJSMediaSource(value: Any) -> bool:
    """True only when ``check_LangChainJSMediaSource`` passes ``value``; False sends it to the check."""
    return type(value) is dict and (
        ("url" in value)
        or ("data" in value)
        or ("fileId" in value)
        or ("base64" in value)
        or ("file_id" in value)
        or ("source_type" in value and "id" in value)
        or ("source_type" in value and "text" in value)
        or ("source" in value)
        or ("file" in value)
    )


def ok_LangChainJSMessageContent(value: Any) -> bool:
    """True only when ``check_LangChainJSMessageContent`` passes ``value``; False sends it to the check."""
    if type(value) is str:
        return True
    if type(value) is list:
        for item in value:
            if type(item) is str:
                continue
            if type(item) is not dict:
                return False
            tag = item.get("type")
            if type(tag) is str:
                test = _OK_DISPATCH_LangChainJSContentPart.get(tag)
                if test is not None and not test(item):
                    return False
        return True
    return False


def ok_LangChainJSMessageData(value: Any) -> bool:
    """True only when ``check_LangChainJSMessageData`` passes ``value``; False sends it to the check."""
    return (
        type(value) is dict
        and ("content" not in value or ok_LangChainJSMessageContent(value["content"]))
        and (
            "content_blocks" not in value
            or (
                type(value["content_blocks"]) is list
                and all(map(ok_LangChainJSContentItem, value["content_blocks"]))
            )
        )
        and (
            "additional_kwargs" not in value or type(value["additional_kwargs"]) is dict
        )
        and (
            "response_metadata" not in value or type(value["response_metadata"]) is dict
        )
        and (
            "name" not in value or (type(value["name"]) is str or value["name"] is None)
        )
        and ("id" not in value or (type(value["id"]) is str or value["id"] is None))
        and ("example" not in value or type(value["example"]) is bool)
        and (value.keys() <= _KEYS_LangChainJSMessageData or _plain_keys(value))
    )


def ok_LangChainJSMimeType(value: Any) -> bool:
    """True only when ``check_LangChainJSMimeType`` passes ``value``; False sends it to the check."""
    return type(value) is dict and (("mimeType" in value) or ("mime_type" in value))


def ok_LangChainJSPlainTextContentBlock(value: Any) -> bool:
    """True only when ``check_LangChainJSPlainTextContentBlock`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "text-plain")
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
            and (
                "mimeType" not in value
                or (
                    type(value["mimeType"]) is str and value["mimeType"] == "text/plain"
                )
            )
            and (
                "mime_type" not in value
                or (
                    type(value["mime_type"]) is str
                    and value["mime_type"] == "text/plain"
                )
            )
            and ("text" not in value or type(value["text"]) is str)
            and ("url" not in value or type(value["url"]) is str)
            and ("data" not in value or type(value["data"]) is str)
            and ("base64" not in value or type(value["base64"]) is str)
            and ("fileId" not in value or type(value["fileId"]) is str)
            and ("file_id" not in value or type(value["file_id"]) is str)
            and ("title" not in value or type(value["title"]) is str)
            and ("context" not in value or type(value["context"]) is str)
            and (("mimeType" in value) or ("mime_type" in value))
            and (
                value.keys() <= _KEYS_LangChainJSPlainTextContentBlock
                or _plain_keys(value)
            )
        )
    except KeyError:  # a required key is missing
        return False


def ok_LangChainJSSerializedAIMessage(value: Any) -> bool:
    """True only when ``check_LangChainJSSerializedAIMessage`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if type(v1) is list and tuple(v1) not in _PATHS_LangChainJSSerializedAIMessage_id:
        return False
    v2 = value.kwargs
    if not (
        type(v2) is dict
        and ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
        and (
            "content_blocks" not in v2
            or (
                type(v2["content_blocks"]) is list
                and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
            )
        )
        and (
            "additional_kwargs" not in v2
            or ok_AIMessageAdditionalKwargs(v2["additional_kwargs"])
        )
        and ("response_metadata" not in v2 or type(v2["response_metadata"]) is dict)
        and ("name" not in v2 or (type(v2["name"]) is str or v2["name"] is None))
        and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
        and (
            "tool_calls" not in v2
            or (
                type(v2["tool_calls"]) is list
                and all(map(ok_ToolCall, v2["tool_calls"]))
            )
        )
        and (
            "invalid_tool_calls" not in v2
            or (
                type(v2["invalid_tool_calls"]) is list
                and all(map(ok_InvalidToolCall, v2["invalid_tool_calls"]))
            )
        )
        and ("usage_metadata" not in v2 or ok_UsageMetadata(v2["usage_metadata"]))
        and (
            "tool_call_chunks" not in v2
            or (
                type(v2["tool_call_chunks"]) is list
                and all(map(ok_ToolCallChunk, v2["tool_call_chunks"]))
            )
        )
        and ("example" not in v2 or type(v2["example"]) is bool)
        and (
            "chunk_position" not in v2
            or (
                (type(v2["chunk_position"]) is str and v2["chunk_position"] == "last")
                or v2["chunk_position"] is None
            )
        )
        and (v2.keys() <= _KEYS_LangChainJSAIMessageData or _plain_keys(v2))
    ):
        return False
    return True


def all_ok_LangChainJSSerializedAIMessage(values: Any) -> bool:
    """True only when ``ok_LangChainJSSerializedAIMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainJSSerializedAIMessage_id
        ):
            return False
        v2 = value.kwargs
        if not (
            type(v2) is dict
            and ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
            and (
                "content_blocks" not in v2
                or (
                    type(v2["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
                )
            )
            and (
                "additional_kwargs" not in v2
                or ok_AIMessageAdditionalKwargs(v2["additional_kwargs"])
            )
            and ("response_metadata" not in v2 or type(v2["response_metadata"]) is dict)
            and ("name" not in v2 or (type(v2["name"]) is str or v2["name"] is None))
            and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
            and (
                "tool_calls" not in v2
                or (
                    type(v2["tool_calls"]) is list
                    and all(map(ok_ToolCall, v2["tool_calls"]))
                )
            )
            and (
                "invalid_tool_calls" not in v2
                or (
                    type(v2["invalid_tool_calls"]) is list
                    and all(map(ok_InvalidToolCall, v2["invalid_tool_calls"]))
                )
            )
            and ("usage_metadata" not in v2 or ok_UsageMetadata(v2["usage_metadata"]))
            and (
                "tool_call_chunks" not in v2
                or (
                    type(v2["tool_call_chunks"]) is list
                    and all(map(ok_ToolCallChunk, v2["tool_call_chunks"]))
                )
            )
            and ("example" not in v2 or type(v2["example"]) is bool)
            and (
                "chunk_position" not in v2
                or (
                    (
                        type(v2["chunk_position"]) is str
                        and v2["chunk_position"] == "last"
                    )
                    or v2["chunk_position"] is None
                )
            )
            and (v2.keys() <= _KEYS_LangChainJSAIMessageData or _plain_keys(v2))
        ):
            return False
    return True


def ok_LangChainJSSerializedAIMessageChunk(value: Any) -> bool:
    """True only when ``check_LangChainJSSerializedAIMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if (
        type(v1) is list
        and tuple(v1) not in _PATHS_LangChainJSSerializedAIMessageChunk_id
    ):
        return False
    v2 = value.kwargs
    if not (
        type(v2) is dict
        and ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
        and (
            "content_blocks" not in v2
            or (
                type(v2["content_blocks"]) is list
                and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
            )
        )
        and (
            "additional_kwargs" not in v2
            or ok_AIMessageAdditionalKwargs(v2["additional_kwargs"])
        )
        and ("response_metadata" not in v2 or type(v2["response_metadata"]) is dict)
        and ("name" not in v2 or (type(v2["name"]) is str or v2["name"] is None))
        and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
        and (
            "tool_calls" not in v2
            or (
                type(v2["tool_calls"]) is list
                and all(map(ok_ToolCall, v2["tool_calls"]))
            )
        )
        and (
            "invalid_tool_calls" not in v2
            or (
                type(v2["invalid_tool_calls"]) is list
                and all(map(ok_InvalidToolCall, v2["invalid_tool_calls"]))
            )
        )
        and ("usage_metadata" not in v2 or ok_UsageMetadata(v2["usage_metadata"]))
        and (
            "tool_call_chunks" not in v2
            or (
                type(v2["tool_call_chunks"]) is list
                and all(map(ok_ToolCallChunk, v2["tool_call_chunks"]))
            )
        )
        and ("example" not in v2 or type(v2["example"]) is bool)
        and (
            "chunk_position" not in v2
            or (
                (type(v2["chunk_position"]) is str and v2["chunk_position"] == "last")
                or v2["chunk_position"] is None
            )
        )
        and (v2.keys() <= _KEYS_LangChainJSAIMessageData or _plain_keys(v2))
    ):
        return False
    return True


def all_ok_LangChainJSSerializedAIMessageChunk(values: Any) -> bool:
    """True only when ``ok_LangChainJSSerializedAIMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainJSSerializedAIMessageChunk_id
        ):
            return False
        v2 = value.kwargs
        if not (
            type(v2) is dict
            and ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
            and (
                "content_blocks" not in v2
                or (
                    type(v2["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
                )
            )
            and (
                "additional_kwargs" not in v2
                or ok_AIMessageAdditionalKwargs(v2["additional_kwargs"])
            )
            and ("response_metadata" not in v2 or type(v2["response_metadata"]) is dict)
            and ("name" not in v2 or (type(v2["name"]) is str or v2["name"] is None))
            and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
            and (
                "tool_calls" not in v2
                or (
                    type(v2["tool_calls"]) is list
                    and all(map(ok_ToolCall, v2["tool_calls"]))
                )
            )
            and (
                "invalid_tool_calls" not in v2
                or (
                    type(v2["invalid_tool_calls"]) is list
                    and all(map(ok_InvalidToolCall, v2["invalid_tool_calls"]))
                )
            )
            and ("usage_metadata" not in v2 or ok_UsageMetadata(v2["usage_metadata"]))
            and (
                "tool_call_chunks" not in v2
                or (
                    type(v2["tool_call_chunks"]) is list
                    and all(map(ok_ToolCallChunk, v2["tool_call_chunks"]))
                )
            )
            and ("example" not in v2 or type(v2["example"]) is bool)
            and (
                "chunk_position" not in v2
                or (
                    (
                        type(v2["chunk_position"]) is str
                        and v2["chunk_position"] == "last"
                    )
                    or v2["chunk_position"] is None
                )
            )
            and (v2.keys() <= _KEYS_LangChainJSAIMessageData or _plain_keys(v2))
        ):
            return False
    return True


def ok_LangChainJSSerializedChatMessage(value: Any) -> bool:
    """True only when ``check_LangChainJSSerializedChatMessage`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if type(v1) is list and tuple(v1) not in _PATHS_LangChainJSSerializedChatMessage_id:
        return False
    v2 = value.kwargs
    if type(v2) is not dict:
        return False
    try:
        if not (
            ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
            and (
                "content_blocks" not in v2
                or (
                    type(v2["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
                )
            )
            and ("additional_kwargs" not in v2 or type(v2["additional_kwargs"]) is dict)
            and ("response_metadata" not in v2 or type(v2["response_metadata"]) is dict)
            and ("name" not in v2 or (type(v2["name"]) is str or v2["name"] is None))
            and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
            and type(v2["role"]) is str
            and (v2.keys() <= _KEYS_LangChainJSChatMessageData or _plain_keys(v2))
        ):
            return False
    except KeyError:  # a required key is missing
        return False
    return True


def all_ok_LangChainJSSerializedChatMessage(values: Any) -> bool:
    """True only when ``ok_LangChainJSSerializedChatMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainJSSerializedChatMessage_id
        ):
            return False
        v2 = value.kwargs
        if type(v2) is not dict:
            return False
        try:
            if not (
                ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
                and (
                    "content_blocks" not in v2
                    or (
                        type(v2["content_blocks"]) is list
                        and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
                    )
                )
                and (
                    "additional_kwargs" not in v2
                    or type(v2["additional_kwargs"]) is dict
                )
                and (
                    "response_metadata" not in v2
                    or type(v2["response_metadata"]) is dict
                )
                and (
                    "name" not in v2 or (type(v2["name"]) is str or v2["name"] is None)
                )
                and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
                and type(v2["role"]) is str
                and (v2.keys() <= _KEYS_LangChainJSChatMessageData or _plain_keys(v2))
            ):
                return False
        except KeyError:  # a required key is missing
            return False
    return True


def ok_LangChainJSSerializedChatMessageChunk(value: Any) -> bool:
    """True only when ``check_LangChainJSSerializedChatMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if (
        type(v1) is list
        and tuple(v1) not in _PATHS_LangChainJSSerializedChatMessageChunk_id
    ):
        return False
    v2 = value.kwargs
    if type(v2) is not dict:
        return False
    try:
        if not (
            ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
            and (
                "content_blocks" not in v2
                or (
                    type(v2["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
                )
            )
            and ("additional_kwargs" not in v2 or type(v2["additional_kwargs"]) is dict)
            and ("response_metadata" not in v2 or type(v2["response_metadata"]) is dict)
            and ("name" not in v2 or (type(v2["name"]) is str or v2["name"] is None))
            and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
            and type(v2["role"]) is str
            and (v2.keys() <= _KEYS_LangChainJSChatMessageData or _plain_keys(v2))
        ):
            return False
    except KeyError:  # a required key is missing
        return False
    return True


def all_ok_LangChainJSSerializedChatMessageChunk(values: Any) -> bool:
    """True only when ``ok_LangChainJSSerializedChatMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainJSSerializedChatMessageChunk_id
        ):
            return False
        v2 = value.kwargs
        if type(v2) is not dict:
            return False
        try:
            if not (
                ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
                and (
                    "content_blocks" not in v2
                    or (
                        type(v2["content_blocks"]) is list
                        and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
                    )
                )
                and (
                    "additional_kwargs" not in v2
                    or type(v2["additional_kwargs"]) is dict
                )
                and (
                    "response_metadata" not in v2
                    or type(v2["response_metadata"]) is dict
                )
                and (
                    "name" not in v2 or (type(v2["name"]) is str or v2["name"] is None)
                )
                and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
                and type(v2["role"]) is str
                and (v2.keys() <= _KEYS_LangChainJSChatMessageData or _plain_keys(v2))
            ):
                return False
        except KeyError:  # a required key is missing
            return False
    return True


def ok_LangChainJSSerializedFunctionMessage(value: Any) -> bool:
    """True only when ``check_LangChainJSSerializedFunctionMessage`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if (
        type(v1) is list
        and tuple(v1) not in _PATHS_LangChainJSSerializedFunctionMessage_id
    ):
        return False
    v2 = value.kwargs
    if type(v2) is not dict:
        return False
    try:
        if not (
            ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
            and (
                "content_blocks" not in v2
                or (
                    type(v2["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
                )
            )
            and ("additional_kwargs" not in v2 or type(v2["additional_kwargs"]) is dict)
            and ("response_metadata" not in v2 or type(v2["response_metadata"]) is dict)
            and type(v2["name"]) is str
            and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
            and (v2.keys() <= _KEYS_LangChainJSFunctionMessageData or _plain_keys(v2))
        ):
            return False
    except KeyError:  # a required key is missing
        return False
    return True


def all_ok_LangChainJSSerializedFunctionMessage(values: Any) -> bool:
    """True only when ``ok_LangChainJSSerializedFunctionMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainJSSerializedFunctionMessage_id
        ):
            return False
        v2 = value.kwargs
        if type(v2) is not dict:
            return False
        try:
            if not (
                ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
                and (
                    "content_blocks" not in v2
                    or (
                        type(v2["content_blocks"]) is list
                        and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
                    )
                )
                and (
                    "additional_kwargs" not in v2
                    or type(v2["additional_kwargs"]) is dict
                )
                and (
                    "response_metadata" not in v2
                    or type(v2["response_metadata"]) is dict
                )
                and type(v2["name"]) is str
                and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
                and (
                    v2.keys() <= _KEYS_LangChainJSFunctionMessageData or _plain_keys(v2)
                )
            ):
                return False
        except KeyError:  # a required key is missing
            return False
    return True


def ok_LangChainJSSerializedFunctionMessageChunk(value: Any) -> bool:
    """True only when ``check_LangChainJSSerializedFunctionMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if (
        type(v1) is list
        and tuple(v1) not in _PATHS_LangChainJSSerializedFunctionMessageChunk_id
    ):
        return False
    v2 = value.kwargs
    if type(v2) is not dict:
        return False
    try:
        if not (
            ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
            and (
                "content_blocks" not in v2
                or (
                    type(v2["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
                )
            )
            and ("additional_kwargs" not in v2 or type(v2["additional_kwargs"]) is dict)
            and ("response_metadata" not in v2 or type(v2["response_metadata"]) is dict)
            and type(v2["name"]) is str
            and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
            and (v2.keys() <= _KEYS_LangChainJSFunctionMessageData or _plain_keys(v2))
        ):
            return False
    except KeyError:  # a required key is missing
        return False
    return True


def all_ok_LangChainJSSerializedFunctionMessageChunk(values: Any) -> bool:
    """True only when ``ok_LangChainJSSerializedFunctionMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainJSSerializedFunctionMessageChunk_id
        ):
            return False
        v2 = value.kwargs
        if type(v2) is not dict:
            return False
        try:
            if not (
                ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
                and (
                    "content_blocks" not in v2
                    or (
                        type(v2["content_blocks"]) is list
                        and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
                    )
                )
                and (
                    "additional_kwargs" not in v2
                    or type(v2["additional_kwargs"]) is dict
                )
                and (
                    "response_metadata" not in v2
                    or type(v2["response_metadata"]) is dict
                )
                and type(v2["name"]) is str
                and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
                and (
                    v2.keys() <= _KEYS_LangChainJSFunctionMessageData or _plain_keys(v2)
                )
            ):
                return False
        except KeyError:  # a required key is missing
            return False
    return True


def ok_LangChainJSSerializedHumanMessage(value: Any) -> bool:
    """True only when ``check_LangChainJSSerializedHumanMessage`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if (
        type(v1) is list
        and tuple(v1) not in _PATHS_LangChainJSSerializedHumanMessage_id
    ):
        return False
    v2 = value.kwargs
    if not (
        type(v2) is dict
        and ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
        and (
            "content_blocks" not in v2
            or (
                type(v2["content_blocks"]) is list
                and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
            )
        )
        and ("additional_kwargs" not in v2 or type(v2["additional_kwargs"]) is dict)
        and ("response_metadata" not in v2 or type(v2["response_metadata"]) is dict)
        and ("name" not in v2 or (type(v2["name"]) is str or v2["name"] is None))
        and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
        and ("example" not in v2 or type(v2["example"]) is bool)
        and (v2.keys() <= _KEYS_LangChainJSMessageData or _plain_keys(v2))
    ):
        return False
    return True


def all_ok_LangChainJSSerializedHumanMessage(values: Any) -> bool:
    """True only when ``ok_LangChainJSSerializedHumanMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainJSSerializedHumanMessage_id
        ):
            return False
        v2 = value.kwargs
        if not (
            type(v2) is dict
            and ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
            and (
                "content_blocks" not in v2
                or (
                    type(v2["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
                )
            )
            and ("additional_kwargs" not in v2 or type(v2["additional_kwargs"]) is dict)
            and ("response_metadata" not in v2 or type(v2["response_metadata"]) is dict)
            and ("name" not in v2 or (type(v2["name"]) is str or v2["name"] is None))
            and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
            and ("example" not in v2 or type(v2["example"]) is bool)
            and (v2.keys() <= _KEYS_LangChainJSMessageData or _plain_keys(v2))
        ):
            return False
    return True


def ok_LangChainJSSerializedHumanMessageChunk(value: Any) -> bool:
    """True only when ``check_LangChainJSSerializedHumanMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if (
        type(v1) is list
        and tuple(v1) not in _PATHS_LangChainJSSerializedHumanMessageChunk_id
    ):
        return False
    v2 = value.kwargs
    if not (
        type(v2) is dict
        and ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
        and (
            "content_blocks" not in v2
            or (
                type(v2["content_blocks"]) is list
                and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
            )
        )
        and ("additional_kwargs" not in v2 or type(v2["additional_kwargs"]) is dict)
        and ("response_metadata" not in v2 or type(v2["response_metadata"]) is dict)
        and ("name" not in v2 or (type(v2["name"]) is str or v2["name"] is None))
        and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
        and ("example" not in v2 or type(v2["example"]) is bool)
        and (v2.keys() <= _KEYS_LangChainJSMessageData or _plain_keys(v2))
    ):
        return False
    return True


def all_ok_LangChainJSSerializedHumanMessageChunk(values: Any) -> bool:
    """True only when ``ok_LangChainJSSerializedHumanMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainJSSerializedHumanMessageChunk_id
        ):
            return False
        v2 = value.kwargs
        if not (
            type(v2) is dict
            and ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
            and (
                "content_blocks" not in v2
                or (
                    type(v2["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
                )
            )
            and ("additional_kwargs" not in v2 or type(v2["additional_kwargs"]) is dict)
            and ("response_metadata" not in v2 or type(v2["response_metadata"]) is dict)
            and ("name" not in v2 or (type(v2["name"]) is str or v2["name"] is None))
            and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
            and ("example" not in v2 or type(v2["example"]) is bool)
            and (v2.keys() <= _KEYS_LangChainJSMessageData or _plain_keys(v2))
        ):
            return False
    return True


def ok_LangChainJSSerializedRemoveMessage(value: Any) -> bool:
    """True only when ``check_LangChainJSSerializedRemoveMessage`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if (
        type(v1) is list
        and tuple(v1) not in _PATHS_LangChainJSSerializedRemoveMessage_id
    ):
        return False
    v2 = value.kwargs
    return False
    return True


def all_ok_LangChainJSSerializedRemoveMessage(values: Any) -> bool:
    """True only when ``ok_LangChainJSSerializedRemoveMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainJSSerializedRemoveMessage_id
        ):
            return False
        v2 = value.kwargs
        return False
    return True


def ok_LangChainJSSerializedSystemMessage(value: Any) -> bool:
    """True only when ``check_LangChainJSSerializedSystemMessage`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if (
        type(v1) is list
        and tuple(v1) not in _PATHS_LangChainJSSerializedSystemMessage_id
    ):
        return False
    v2 = value.kwargs
    if not (
        type(v2) is dict
        and ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
        and (
            "content_blocks" not in v2
            or (
                type(v2["content_blocks"]) is list
                and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
            )
        )
        and ("additional_kwargs" not in v2 or type(v2["additional_kwargs"]) is dict)
        and ("response_metadata" not in v2 or type(v2["response_metadata"]) is dict)
        and ("name" not in v2 or (type(v2["name"]) is str or v2["name"] is None))
        and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
        and ("example" not in v2 or type(v2["example"]) is bool)
        and (v2.keys() <= _KEYS_LangChainJSMessageData or _plain_keys(v2))
    ):
        return False
    return True


def all_ok_LangChainJSSerializedSystemMessage(values: Any) -> bool:
    """True only when ``ok_LangChainJSSerializedSystemMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainJSSerializedSystemMessage_id
        ):
            return False
        v2 = value.kwargs
        if not (
            type(v2) is dict
            and ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
            and (
                "content_blocks" not in v2
                or (
                    type(v2["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
                )
            )
            and ("additional_kwargs" not in v2 or type(v2["additional_kwargs"]) is dict)
            and ("response_metadata" not in v2 or type(v2["response_metadata"]) is dict)
            and ("name" not in v2 or (type(v2["name"]) is str or v2["name"] is None))
            and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
            and ("example" not in v2 or type(v2["example"]) is bool)
            and (v2.keys() <= _KEYS_LangChainJSMessageData or _plain_keys(v2))
        ):
            return False
    return True


def ok_LangChainJSSerializedSystemMessageChunk(value: Any) -> bool:
    """True only when ``check_LangChainJSSerializedSystemMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if (
        type(v1) is list
        and tuple(v1) not in _PATHS_LangChainJSSerializedSystemMessageChunk_id
    ):
        return False
    v2 = value.kwargs
    if not (
        type(v2) is dict
        and ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
        and (
            "content_blocks" not in v2
            or (
                type(v2["content_blocks"]) is list
                and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
            )
        )
        and ("additional_kwargs" not in v2 or type(v2["additional_kwargs"]) is dict)
        and ("response_metadata" not in v2 or type(v2["response_metadata"]) is dict)
        and ("name" not in v2 or (type(v2["name"]) is str or v2["name"] is None))
        and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
        and ("example" not in v2 or type(v2["example"]) is bool)
        and (v2.keys() <= _KEYS_LangChainJSMessageData or _plain_keys(v2))
    ):
        return False
    return True


def all_ok_LangChainJSSerializedSystemMessageChunk(values: Any) -> bool:
    """True only when ``ok_LangChainJSSerializedSystemMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainJSSerializedSystemMessageChunk_id
        ):
            return False
        v2 = value.kwargs
        if not (
            type(v2) is dict
            and ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
            and (
                "content_blocks" not in v2
                or (
                    type(v2["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
                )
            )
            and ("additional_kwargs" not in v2 or type(v2["additional_kwargs"]) is dict)
            and ("response_metadata" not in v2 or type(v2["response_metadata"]) is dict)
            and ("name" not in v2 or (type(v2["name"]) is str or v2["name"] is None))
            and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
            and ("example" not in v2 or type(v2["example"]) is bool)
            and (v2.keys() <= _KEYS_LangChainJSMessageData or _plain_keys(v2))
        ):
            return False
    return True


def ok_LangChainJSSerializedToolMessage(value: Any) -> bool:
    """True only when ``check_LangChainJSSerializedToolMessage`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if type(v1) is list and tuple(v1) not in _PATHS_LangChainJSSerializedToolMessage_id:
        return False
    v2 = value.kwargs
    if type(v2) is not dict:
        return False
    try:
        if not (
            ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
            and (
                "content_blocks" not in v2
                or (
                    type(v2["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
                )
            )
            and ("additional_kwargs" not in v2 or type(v2["additional_kwargs"]) is dict)
            and ("response_metadata" not in v2 or type(v2["response_metadata"]) is dict)
            and ("name" not in v2 or (type(v2["name"]) is str or v2["name"] is None))
            and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
            and type(v2["tool_call_id"]) is str
            and (
                "status" not in v2
                or (type(v2["status"]) is str and v2["status"] in ("success", "error"))
            )
            and (v2.keys() <= _KEYS_LangChainJSToolMessageData or _plain_keys(v2))
        ):
            return False
    except KeyError:  # a required key is missing
        return False
    return True


def all_ok_LangChainJSSerializedToolMessage(values: Any) -> bool:
    """True only when ``ok_LangChainJSSerializedToolMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainJSSerializedToolMessage_id
        ):
            return False
        v2 = value.kwargs
        if type(v2) is not dict:
            return False
        try:
            if not (
                ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
                and (
                    "content_blocks" not in v2
                    or (
                        type(v2["content_blocks"]) is list
                        and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
                    )
                )
                and (
                    "additional_kwargs" not in v2
                    or type(v2["additional_kwargs"]) is dict
                )
                and (
                    "response_metadata" not in v2
                    or type(v2["response_metadata"]) is dict
                )
                and (
                    "name" not in v2 or (type(v2["name"]) is str or v2["name"] is None)
                )
                and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
                and type(v2["tool_call_id"]) is str
                and (
                    "status" not in v2
                    or (
                        type(v2["status"]) is str
                        and v2["status"] in ("success", "error")
                    )
                )
                and (v2.keys() <= _KEYS_LangChainJSToolMessageData or _plain_keys(v2))
            ):
                return False
        except KeyError:  # a required key is missing
            return False
    return True


def ok_LangChainJSSerializedToolMessageChunk(value: Any) -> bool:
    """True only when ``check_LangChainJSSerializedToolMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if (
        type(v1) is list
        and tuple(v1) not in _PATHS_LangChainJSSerializedToolMessageChunk_id
    ):
        return False
    v2 = value.kwargs
    if type(v2) is not dict:
        return False
    try:
        if not (
            ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
            and (
                "content_blocks" not in v2
                or (
                    type(v2["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
                )
            )
            and ("additional_kwargs" not in v2 or type(v2["additional_kwargs"]) is dict)
            and ("response_metadata" not in v2 or type(v2["response_metadata"]) is dict)
            and ("name" not in v2 or (type(v2["name"]) is str or v2["name"] is None))
            and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
            and type(v2["tool_call_id"]) is str
            and (
                "status" not in v2
                or (type(v2["status"]) is str and v2["status"] in ("success", "error"))
            )
            and (v2.keys() <= _KEYS_LangChainJSToolMessageData or _plain_keys(v2))
        ):
            return False
    except KeyError:  # a required key is missing
        return False
    return True


def all_ok_LangChainJSSerializedToolMessageChunk(values: Any) -> bool:
    """True only when ``ok_LangChainJSSerializedToolMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainJSSerializedToolMessageChunk_id
        ):
            return False
        v2 = value.kwargs
        if type(v2) is not dict:
            return False
        try:
            if not (
                ("content" not in v2 or ok_LangChainJSMessageContent(v2["content"]))
                and (
                    "content_blocks" not in v2
                    or (
                        type(v2["content_blocks"]) is list
                        and all(map(ok_LangChainJSContentItem, v2["content_blocks"]))
                    )
                )
                and (
                    "additional_kwargs" not in v2
                    or type(v2["additional_kwargs"]) is dict
                )
                and (
                    "response_metadata" not in v2
                    or type(v2["response_metadata"]) is dict
                )
                and (
                    "name" not in v2 or (type(v2["name"]) is str or v2["name"] is None)
                )
                and ("id" not in v2 or (type(v2["id"]) is str or v2["id"] is None))
                and type(v2["tool_call_id"]) is str
                and (
                    "status" not in v2
                    or (
                        type(v2["status"]) is str
                        and v2["status"] in ("success", "error")
                    )
                )
                and (v2.keys() <= _KEYS_LangChainJSToolMessageData or _plain_keys(v2))
            ):
                return False
        except KeyError:  # a required key is missing
            return False
    return True


def ok_LangChainJSServerToolCallResult(value: Any) -> bool:
    """True only when ``check_LangChainJSServerToolCallResult`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "server_tool_call_result")
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
            and ("toolCallId" not in value or type(value["toolCallId"]) is str)
            and ("tool_call_id" not in value or type(value["tool_call_id"]) is str)
            and (
                type(value["status"]) is str and value["status"] in ("success", "error")
            )
            and (("toolCallId" in value) or ("tool_call_id" in value))
            and (
                value.keys() <= _KEYS_LangChainJSServerToolCallResult
                or _plain_keys(value)
            )
        )
    except KeyError:  # a required key is missing
        return False


def ok_LangChainJSStoredAIMessage(value: Any) -> bool:
    """True only when ``check_LangChainJSStoredAIMessage`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if not (
        type(v1) is dict
        and ("content" not in v1 or ok_LangChainJSMessageContent(v1["content"]))
        and (
            "content_blocks" not in v1
            or (
                type(v1["content_blocks"]) is list
                and all(map(ok_LangChainJSContentItem, v1["content_blocks"]))
            )
        )
        and (
            "additional_kwargs" not in v1
            or ok_AIMessageAdditionalKwargs(v1["additional_kwargs"])
        )
        and ("response_metadata" not in v1 or type(v1["response_metadata"]) is dict)
        and ("name" not in v1 or (type(v1["name"]) is str or v1["name"] is None))
        and ("id" not in v1 or (type(v1["id"]) is str or v1["id"] is None))
        and (
            "tool_calls" not in v1
            or (
                type(v1["tool_calls"]) is list
                and all(map(ok_ToolCall, v1["tool_calls"]))
            )
        )
        and (
            "invalid_tool_calls" not in v1
            or (
                type(v1["invalid_tool_calls"]) is list
                and all(map(ok_InvalidToolCall, v1["invalid_tool_calls"]))
            )
        )
        and ("usage_metadata" not in v1 or ok_UsageMetadata(v1["usage_metadata"]))
        and (
            "tool_call_chunks" not in v1
            or (
                type(v1["tool_call_chunks"]) is list
                and all(map(ok_ToolCallChunk, v1["tool_call_chunks"]))
            )
        )
        and ("example" not in v1 or type(v1["example"]) is bool)
        and (
            "chunk_position" not in v1
            or (
                (type(v1["chunk_position"]) is str and v1["chunk_position"] == "last")
                or v1["chunk_position"] is None
            )
        )
        and (v1.keys() <= _KEYS_LangChainJSAIMessageData or _plain_keys(v1))
    ):
        return False
    return True


def all_ok_LangChainJSStoredAIMessage(values: Any) -> bool:
    """True only when ``ok_LangChainJSStoredAIMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if not (
            type(v1) is dict
            and ("content" not in v1 or ok_LangChainJSMessageContent(v1["content"]))
            and (
                "content_blocks" not in v1
                or (
                    type(v1["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, v1["content_blocks"]))
                )
            )
            and (
                "additional_kwargs" not in v1
                or ok_AIMessageAdditionalKwargs(v1["additional_kwargs"])
            )
            and ("response_metadata" not in v1 or type(v1["response_metadata"]) is dict)
            and ("name" not in v1 or (type(v1["name"]) is str or v1["name"] is None))
            and ("id" not in v1 or (type(v1["id"]) is str or v1["id"] is None))
            and (
                "tool_calls" not in v1
                or (
                    type(v1["tool_calls"]) is list
                    and all(map(ok_ToolCall, v1["tool_calls"]))
                )
            )
            and (
                "invalid_tool_calls" not in v1
                or (
                    type(v1["invalid_tool_calls"]) is list
                    and all(map(ok_InvalidToolCall, v1["invalid_tool_calls"]))
                )
            )
            and ("usage_metadata" not in v1 or ok_UsageMetadata(v1["usage_metadata"]))
            and (
                "tool_call_chunks" not in v1
                or (
                    type(v1["tool_call_chunks"]) is list
                    and all(map(ok_ToolCallChunk, v1["tool_call_chunks"]))
                )
            )
            and ("example" not in v1 or type(v1["example"]) is bool)
            and (
                "chunk_position" not in v1
                or (
                    (
                        type(v1["chunk_position"]) is str
                        and v1["chunk_position"] == "last"
                    )
                    or v1["chunk_position"] is None
                )
            )
            and (v1.keys() <= _KEYS_LangChainJSAIMessageData or _plain_keys(v1))
        ):
            return False
    return True


def ok_LangChainJSStoredChatMessage(value: Any) -> bool:
    """True only when ``check_LangChainJSStoredChatMessage`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if type(v1) is not dict:
        return False
    try:
        if not (
            ("content" not in v1 or ok_LangChainJSMessageContent(v1["content"]))
            and (
                "content_blocks" not in v1
                or (
                    type(v1["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, v1["content_blocks"]))
                )
            )
            and ("additional_kwargs" not in v1 or type(v1["additional_kwargs"]) is dict)
            and ("response_metadata" not in v1 or type(v1["response_metadata"]) is dict)
            and ("name" not in v1 or (type(v1["name"]) is str or v1["name"] is None))
            and ("id" not in v1 or (type(v1["id"]) is str or v1["id"] is None))
            and type(v1["role"]) is str
            and (v1.keys() <= _KEYS_LangChainJSChatMessageData or _plain_keys(v1))
        ):
            return False
    except KeyError:  # a required key is missing
        return False
    return True


def all_ok_LangChainJSStoredChatMessage(values: Any) -> bool:
    """True only when ``ok_LangChainJSStoredChatMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if type(v1) is not dict:
            return False
        try:
            if not (
                ("content" not in v1 or ok_LangChainJSMessageContent(v1["content"]))
                and (
                    "content_blocks" not in v1
                    or (
                        type(v1["content_blocks"]) is list
                        and all(map(ok_LangChainJSContentItem, v1["content_blocks"]))
                    )
                )
                and (
                    "additional_kwargs" not in v1
                    or type(v1["additional_kwargs"]) is dict
                )
                and (
                    "response_metadata" not in v1
                    or type(v1["response_metadata"]) is dict
                )
                and (
                    "name" not in v1 or (type(v1["name"]) is str or v1["name"] is None)
                )
                and ("id" not in v1 or (type(v1["id"]) is str or v1["id"] is None))
                and type(v1["role"]) is str
                and (v1.keys() <= _KEYS_LangChainJSChatMessageData or _plain_keys(v1))
            ):
                return False
        except KeyError:  # a required key is missing
            return False
    return True


def ok_LangChainJSStoredFunctionMessage(value: Any) -> bool:
    """True only when ``check_LangChainJSStoredFunctionMessage`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if type(v1) is not dict:
        return False
    try:
        if not (
            ("content" not in v1 or ok_LangChainJSMessageContent(v1["content"]))
            and (
                "content_blocks" not in v1
                or (
                    type(v1["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, v1["content_blocks"]))
                )
            )
            and ("additional_kwargs" not in v1 or type(v1["additional_kwargs"]) is dict)
            and ("response_metadata" not in v1 or type(v1["response_metadata"]) is dict)
            and type(v1["name"]) is str
            and ("id" not in v1 or (type(v1["id"]) is str or v1["id"] is None))
            and (v1.keys() <= _KEYS_LangChainJSFunctionMessageData or _plain_keys(v1))
        ):
            return False
    except KeyError:  # a required key is missing
        return False
    return True


def all_ok_LangChainJSStoredFunctionMessage(values: Any) -> bool:
    """True only when ``ok_LangChainJSStoredFunctionMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if type(v1) is not dict:
            return False
        try:
            if not (
                ("content" not in v1 or ok_LangChainJSMessageContent(v1["content"]))
                and (
                    "content_blocks" not in v1
                    or (
                        type(v1["content_blocks"]) is list
                        and all(map(ok_LangChainJSContentItem, v1["content_blocks"]))
                    )
                )
                and (
                    "additional_kwargs" not in v1
                    or type(v1["additional_kwargs"]) is dict
                )
                and (
                    "response_metadata" not in v1
                    or type(v1["response_metadata"]) is dict
                )
                and type(v1["name"]) is str
                and ("id" not in v1 or (type(v1["id"]) is str or v1["id"] is None))
                and (
                    v1.keys() <= _KEYS_LangChainJSFunctionMessageData or _plain_keys(v1)
                )
            ):
                return False
        except KeyError:  # a required key is missing
            return False
    return True


def ok_LangChainJSStoredHumanMessage(value: Any) -> bool:
    """True only when ``check_LangChainJSStoredHumanMessage`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if not (
        type(v1) is dict
        and ("content" not in v1 or ok_LangChainJSMessageContent(v1["content"]))
        and (
            "content_blocks" not in v1
            or (
                type(v1["content_blocks"]) is list
                and all(map(ok_LangChainJSContentItem, v1["content_blocks"]))
            )
        )
        and ("additional_kwargs" not in v1 or type(v1["additional_kwargs"]) is dict)
        and ("response_metadata" not in v1 or type(v1["response_metadata"]) is dict)
        and ("name" not in v1 or (type(v1["name"]) is str or v1["name"] is None))
        and ("id" not in v1 or (type(v1["id"]) is str or v1["id"] is None))
        and ("example" not in v1 or type(v1["example"]) is bool)
        and (v1.keys() <= _KEYS_LangChainJSMessageData or _plain_keys(v1))
    ):
        return False
    return True


def all_ok_LangChainJSStoredHumanMessage(values: Any) -> bool:
    """True only when ``ok_LangChainJSStoredHumanMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if not (
            type(v1) is dict
            and ("content" not in v1 or ok_LangChainJSMessageContent(v1["content"]))
            and (
                "content_blocks" not in v1
                or (
                    type(v1["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, v1["content_blocks"]))
                )
            )
            and ("additional_kwargs" not in v1 or type(v1["additional_kwargs"]) is dict)
            and ("response_metadata" not in v1 or type(v1["response_metadata"]) is dict)
            and ("name" not in v1 or (type(v1["name"]) is str or v1["name"] is None))
            and ("id" not in v1 or (type(v1["id"]) is str or v1["id"] is None))
            and ("example" not in v1 or type(v1["example"]) is bool)
            and (v1.keys() <= _KEYS_LangChainJSMessageData or _plain_keys(v1))
        ):
            return False
    return True


def ok_LangChainJSStoredMessage(value: Any) -> bool:
    """True only when ``check_LangChainJSStoredMessage`` passes ``value``; False sends it to the check."""
    return _OK_BY_CLASS_LangChainJSStoredMessage[type(value)](value)


def all_ok_LangChainJSStoredMessage(values: Any) -> bool:
    """True only when ``ok_LangChainJSStoredMessage`` is True for every item of ``values``."""
    kind_of = _KIND_LangChainJSStoredMessage.get  # None for a class not seen yet
    for value in values:
        kind = kind_of(type(value))
        if kind is None:
            kind = _KIND_LangChainJSStoredMessage[type(value)]  # learns the class
        if kind == 0:
            v1 = value.data
            if not (
                type(v1) is dict
                and ("content" not in v1 or ok_LangChainJSMessageContent(v1["content"]))
                and (
                    "content_blocks" not in v1
                    or (
                        type(v1["content_blocks"]) is list
                        and all(map(ok_LangChainJSContentItem, v1["content_blocks"]))
                    )
                )
                and (
                    "additional_kwargs" not in v1
                    or type(v1["additional_kwargs"]) is dict
                )
                and (
                    "response_metadata" not in v1
                    or type(v1["response_metadata"]) is dict
                )
                and (
                    "name" not in v1 or (type(v1["name"]) is str or v1["name"] is None)
                )
                and ("id" not in v1 or (type(v1["id"]) is str or v1["id"] is None))
                and ("example" not in v1 or type(v1["example"]) is bool)
                and (v1.keys() <= _KEYS_LangChainJSMessageData or _plain_keys(v1))
            ):
                return False
        elif kind == 1:
            v1 = value.data
            if not (
                type(v1) is dict
                and ("content" not in v1 or ok_LangChainJSMessageContent(v1["content"]))
                and (
                    "content_blocks" not in v1
                    or (
                        type(v1["content_blocks"]) is list
                        and all(map(ok_LangChainJSContentItem, v1["content_blocks"]))
                    )
                )
                and (
                    "additional_kwargs" not in v1
                    or ok_AIMessageAdditionalKwargs(v1["additional_kwargs"])
                )
                and (
                    "response_metadata" not in v1
                    or type(v1["response_metadata"]) is dict
                )
                and (
                    "name" not in v1 or (type(v1["name"]) is str or v1["name"] is None)
                )
                and ("id" not in v1 or (type(v1["id"]) is str or v1["id"] is None))
                and (
                    "tool_calls" not in v1
                    or (
                        type(v1["tool_calls"]) is list
                        and all(map(ok_ToolCall, v1["tool_calls"]))
                    )
                )
                and (
                    "invalid_tool_calls" not in v1
                    or (
                        type(v1["invalid_tool_calls"]) is list
                        and all(map(ok_InvalidToolCall, v1["invalid_tool_calls"]))
                    )
                )
                and (
                    "usage_metadata" not in v1 or ok_UsageMetadata(v1["usage_metadata"])
                )
                and (
                    "tool_call_chunks" not in v1
                    or (
                        type(v1["tool_call_chunks"]) is list
                        and all(map(ok_ToolCallChunk, v1["tool_call_chunks"]))
                    )
                )
                and ("example" not in v1 or type(v1["example"]) is bool)
                and (
                    "chunk_position" not in v1
                    or (
                        (
                            type(v1["chunk_position"]) is str
                            and v1["chunk_position"] == "last"
                        )
                        or v1["chunk_position"] is None
                    )
                )
                and (v1.keys() <= _KEYS_LangChainJSAIMessageData or _plain_keys(v1))
            ):
                return False
        elif kind == 2:
            v1 = value.data
            if type(v1) is not dict:
                return False
            try:
                if not (
                    ("content" not in v1 or ok_LangChainJSMessageContent(v1["content"]))
                    and (
                        "content_blocks" not in v1
                        or (
                            type(v1["content_blocks"]) is list
                            and all(
                                map(ok_LangChainJSContentItem, v1["content_blocks"])
                            )
                        )
                    )
                    and (
                        "additional_kwargs" not in v1
                        or type(v1["additional_kwargs"]) is dict
                    )
                    and (
                        "response_metadata" not in v1
                        or type(v1["response_metadata"]) is dict
                    )
                    and type(v1["name"]) is str
                    and ("id" not in v1 or (type(v1["id"]) is str or v1["id"] is None))
                    and (
                        v1.keys() <= _KEYS_LangChainJSFunctionMessageData
                        or _plain_keys(v1)
                    )
                ):
                    return False
            except KeyError:  # a required key is missing
                return False
        elif kind == 3:
            v1 = value.data
            if type(v1) is not dict:
                return False
            try:
                if not (
                    ("content" not in v1 or ok_LangChainJSMessageContent(v1["content"]))
                    and (
                        "content_blocks" not in v1
                        or (
                            type(v1["content_blocks"]) is list
                            and all(
                                map(ok_LangChainJSContentItem, v1["content_blocks"])
                            )
                        )
                    )
                    and (
                        "additional_kwargs" not in v1
                        or type(v1["additional_kwargs"]) is dict
                    )
                    and (
                        "response_metadata" not in v1
                        or type(v1["response_metadata"]) is dict
                    )
                    and (
                        "name" not in v1
                        or (type(v1["name"]) is str or v1["name"] is None)
                    )
                    and ("id" not in v1 or (type(v1["id"]) is str or v1["id"] is None))
                    and type(v1["tool_call_id"]) is str
                    and (
                        "status" not in v1
                        or (
                            type(v1["status"]) is str
                            and v1["status"] in ("success", "error")
                        )
                    )
                    and (
                        v1.keys() <= _KEYS_LangChainJSToolMessageData or _plain_keys(v1)
                    )
                ):
                    return False
            except KeyError:  # a required key is missing
                return False
        elif kind == 4:
            v1 = value.data
            if type(v1) is not dict:
                return False
            try:
                if not (
                    ("content" not in v1 or ok_LangChainJSMessageContent(v1["content"]))
                    and (
                        "content_blocks" not in v1
                        or (
                            type(v1["content_blocks"]) is list
                            and all(
                                map(ok_LangChainJSContentItem, v1["content_blocks"])
                            )
                        )
                    )
                    and (
                        "additional_kwargs" not in v1
                        or type(v1["additional_kwargs"]) is dict
                    )
                    and (
                        "response_metadata" not in v1
                        or type(v1["response_metadata"]) is dict
                    )
                    and (
                        "name" not in v1
                        or (type(v1["name"]) is str or v1["name"] is None)
                    )
                    and ("id" not in v1 or (type(v1["id"]) is str or v1["id"] is None))
                    and type(v1["role"]) is str
                    and (
                        v1.keys() <= _KEYS_LangChainJSChatMessageData or _plain_keys(v1)
                    )
                ):
                    return False
            except KeyError:  # a required key is missing
                return False
        elif kind == 5:
            v1 = value.data
            return False
        else:
            return False
    return True


def ok_LangChainJSStoredRemoveMessage(value: Any) -> bool:
    """True only when ``check_LangChainJSStoredRemoveMessage`` passes ``value``; False sends it to the check."""
    v1 = value.data
    return False
    return True


def all_ok_LangChainJSStoredRemoveMessage(values: Any) -> bool:
    """True only when ``ok_LangChainJSStoredRemoveMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        return False
    return True


def ok_LangChainJSStoredSystemMessage(value: Any) -> bool:
    """True only when ``check_LangChainJSStoredSystemMessage`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if not (
        type(v1) is dict
        and ("content" not in v1 or ok_LangChainJSMessageContent(v1["content"]))
        and (
            "content_blocks" not in v1
            or (
                type(v1["content_blocks"]) is list
                and all(map(ok_LangChainJSContentItem, v1["content_blocks"]))
            )
        )
        and ("additional_kwargs" not in v1 or type(v1["additional_kwargs"]) is dict)
        and ("response_metadata" not in v1 or type(v1["response_metadata"]) is dict)
        and ("name" not in v1 or (type(v1["name"]) is str or v1["name"] is None))
        and ("id" not in v1 or (type(v1["id"]) is str or v1["id"] is None))
        and ("example" not in v1 or type(v1["example"]) is bool)
        and (v1.keys() <= _KEYS_LangChainJSMessageData or _plain_keys(v1))
    ):
        return False
    return True


def all_ok_LangChainJSStoredSystemMessage(values: Any) -> bool:
    """True only when ``ok_LangChainJSStoredSystemMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if not (
            type(v1) is dict
            and ("content" not in v1 or ok_LangChainJSMessageContent(v1["content"]))
            and (
                "content_blocks" not in v1
                or (
                    type(v1["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, v1["content_blocks"]))
                )
            )
            and ("additional_kwargs" not in v1 or type(v1["additional_kwargs"]) is dict)
            and ("response_metadata" not in v1 or type(v1["response_metadata"]) is dict)
            and ("name" not in v1 or (type(v1["name"]) is str or v1["name"] is None))
            and ("id" not in v1 or (type(v1["id"]) is str or v1["id"] is None))
            and ("example" not in v1 or type(v1["example"]) is bool)
            and (v1.keys() <= _KEYS_LangChainJSMessageData or _plain_keys(v1))
        ):
            return False
    return True


def ok_LangChainJSStoredToolMessage(value: Any) -> bool:
    """True only when ``check_LangChainJSStoredToolMessage`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if type(v1) is not dict:
        return False
    try:
        if not (
            ("content" not in v1 or ok_LangChainJSMessageContent(v1["content"]))
            and (
                "content_blocks" not in v1
                or (
                    type(v1["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, v1["content_blocks"]))
                )
            )
            and ("additional_kwargs" not in v1 or type(v1["additional_kwargs"]) is dict)
            and ("response_metadata" not in v1 or type(v1["response_metadata"]) is dict)
            and ("name" not in v1 or (type(v1["name"]) is str or v1["name"] is None))
            and ("id" not in v1 or (type(v1["id"]) is str or v1["id"] is None))
            and type(v1["tool_call_id"]) is str
            and (
                "status" not in v1
                or (type(v1["status"]) is str and v1["status"] in ("success", "error"))
            )
            and (v1.keys() <= _KEYS_LangChainJSToolMessageData or _plain_keys(v1))
        ):
            return False
    except KeyError:  # a required key is missing
        return False
    return True


def all_ok_LangChainJSStoredToolMessage(values: Any) -> bool:
    """True only when ``ok_LangChainJSStoredToolMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if type(v1) is not dict:
            return False
        try:
            if not (
                ("content" not in v1 or ok_LangChainJSMessageContent(v1["content"]))
                and (
                    "content_blocks" not in v1
                    or (
                        type(v1["content_blocks"]) is list
                        and all(map(ok_LangChainJSContentItem, v1["content_blocks"]))
                    )
                )
                and (
                    "additional_kwargs" not in v1
                    or type(v1["additional_kwargs"]) is dict
                )
                and (
                    "response_metadata" not in v1
                    or type(v1["response_metadata"]) is dict
                )
                and (
                    "name" not in v1 or (type(v1["name"]) is str or v1["name"] is None)
                )
                and ("id" not in v1 or (type(v1["id"]) is str or v1["id"] is None))
                and type(v1["tool_call_id"]) is str
                and (
                    "status" not in v1
                    or (
                        type(v1["status"]) is str
                        and v1["status"] in ("success", "error")
                    )
                )
                and (v1.keys() <= _KEYS_LangChainJSToolMessageData or _plain_keys(v1))
            ):
                return False
        except KeyError:  # a required key is missing
            return False
    return True


def ok_LangChainJSTextContentBlock(value: Any) -> bool:
    """True only when ``check_LangChainJSTextContentBlock`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "text")
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
            and type(value["text"]) is str
            and (
                "annotations" not in value
                or (
                    type(value["annotations"]) is list
                    and all(map(ok_LangChainJSAnnotationItem, value["annotations"]))
                )
            )
            and (
                value.keys() <= _KEYS_LangChainJSTextContentBlock or _plain_keys(value)
            )
        )
    except KeyError:  # a required key is missing
        return False


def ok_LangChainJSToolCallId(value: Any) -> bool:
    """True only when ``check_LangChainJSToolCallId`` passes ``value``; False sends it to the check."""
    return type(value) is dict and (
        ("toolCallId" in value) or ("tool_call_id" in value)
    )


def ok_LangChainJSToolMessageData(value: Any) -> bool:
    """True only when ``check_LangChainJSToolMessageData`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            ("content" not in value or ok_LangChainJSMessageContent(value["content"]))
            and (
                "content_blocks" not in value
                or (
                    type(value["content_blocks"]) is list
                    and all(map(ok_LangChainJSContentItem, value["content_blocks"]))
                )
            )
            and (
                "additional_kwargs" not in value
                or type(value["additional_kwargs"]) is dict
            )
            and (
                "response_metadata" not in value
                or type(value["response_metadata"]) is dict
            )
            and (
                "name" not in value
                or (type(value["name"]) is str or value["name"] is None)
            )
            and ("id" not in value or (type(value["id"]) is str or value["id"] is None))
            and type(value["tool_call_id"]) is str
            and (
                "status" not in value
                or (
                    type(value["status"]) is str
                    and value["status"] in ("success", "error")
                )
            )
            and (value.keys() <= _KEYS_LangChainJSToolMessageData or _plain_keys(value))
        )
    except KeyError:  # a required key is missing
        return False


def ok_LangChainJSVideoContentBlock(value: Any) -> bool:
    """True only when ``check_LangChainJSVideoContentBlock`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "video")
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
            and ("url" not in value or type(value["url"]) is str)
            and ("data" not in value or type(value["data"]) is str)
            and ("base64" not in value or type(value["base64"]) is str)
            and ("fileId" not in value or type(value["fileId"]) is str)
            and ("file_id" not in value or type(value["file_id"]) is str)
            and ("mimeType" not in value or type(value["mimeType"]) is str)
            and ("mime_type" not in value or type(value["mime_type"]) is str)
            and (
                "source_type" not in value
                or (
                    type(value["source_type"]) is str
                    and value["source_type"] in ("url", "base64", "id", "text")
                )
            )
            and (
                ("url" in value)
                or ("data" in value)
                or ("fileId" in value)
                or ("base64" in value)
                or ("file_id" in value)
                or ("source_type" in value and "id" in value)
                or ("source_type" in value and "text" in value)
                or ("source" in value)
                or ("file" in value)
            )
            and (
                value.keys() <= _KEYS_LangChainJSVideoContentBlock or _plain_keys(value)
            )
        )
    except KeyError:  # a required key is missing
        return False


def ok_LangChainSerializedAIMessage(value: Any) -> bool:
    """True only when ``check_LangChainSerializedAIMessage`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if type(v1) is list and tuple(v1) not in _PATHS_LangChainSerializedAIMessage_id:
        return False
    v2 = value.kwargs
    if v2 is not None:
        v3 = v2.content
        if not (type(v3) is str or ok_MessageContent(v3)):
            return False
        v4 = v2.additional_kwargs
        if not (
            type(v4) is dict
            and (
                "tool_calls" not in v4
                or (
                    type(v4["tool_calls"]) is list
                    and all(map(ok_RawToolCall, v4["tool_calls"]))
                )
            )
            and (v4.keys() <= _KEYS_AIMessageAdditionalKwargs or _plain_keys(v4))
        ):
            return False
        v5 = v2.tool_calls
        if type(v5) is list:
            for v6 in v5:
                if type(v6) is not dict:
                    return False
                try:
                    if not (
                        type(v6["name"]) is str
                        and type(v6["args"]) is dict
                        and (type(v6["id"]) is str or v6["id"] is None)
                        and (
                            "type" not in v6
                            or (type(v6["type"]) is str and v6["type"] == "tool_call")
                        )
                        and (
                            "index" not in v6 or type(v6["index"]) in _INT_STR_NONETYPE
                        )
                        and ("extras" not in v6 or type(v6["extras"]) is dict)
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
        v7 = v2.invalid_tool_calls
        if type(v7) is list:
            for v8 in v7:
                if type(v8) is not dict:
                    return False
                try:
                    if not (
                        (type(v8["name"]) is str or v8["name"] is None)
                        and (type(v8["args"]) is str or v8["args"] is None)
                        and (type(v8["id"]) is str or v8["id"] is None)
                        and (type(v8["error"]) is str or v8["error"] is None)
                        and (
                            "type" not in v8
                            or (
                                type(v8["type"]) is str
                                and v8["type"] == "invalid_tool_call"
                            )
                        )
                        and (
                            "index" not in v8 or type(v8["index"]) in _INT_STR_NONETYPE
                        )
                        and ("extras" not in v8 or type(v8["extras"]) is dict)
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
        v9 = v2.usage_metadata
        if v9 is not None:
            if type(v9) is not dict:
                return False
            try:
                if not (
                    type(v9["input_tokens"]) is int
                    and type(v9["output_tokens"]) is int
                    and type(v9["total_tokens"]) is int
                    and (
                        "input_token_details" not in v9
                        or (
                            type(v9["input_token_details"]) is dict
                            and all(
                                type(c) is int
                                for c in v9["input_token_details"].values()
                            )
                        )
                    )
                    and (
                        "output_token_details" not in v9
                        or (
                            type(v9["output_token_details"]) is dict
                            and all(
                                type(c) is int
                                for c in v9["output_token_details"].values()
                            )
                        )
                    )
                ):
                    return False
            except KeyError:  # a required key is missing
                return False
    return True


def all_ok_LangChainSerializedAIMessage(values: Any) -> bool:
    """True only when ``ok_LangChainSerializedAIMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if type(v1) is list and tuple(v1) not in _PATHS_LangChainSerializedAIMessage_id:
            return False
        v2 = value.kwargs
        if v2 is not None:
            v3 = v2.content
            if not (type(v3) is str or ok_MessageContent(v3)):
                return False
            v4 = v2.additional_kwargs
            if not (
                type(v4) is dict
                and (
                    "tool_calls" not in v4
                    or (
                        type(v4["tool_calls"]) is list
                        and all(map(ok_RawToolCall, v4["tool_calls"]))
                    )
                )
                and (v4.keys() <= _KEYS_AIMessageAdditionalKwargs or _plain_keys(v4))
            ):
                return False
            v5 = v2.tool_calls
            if type(v5) is list:
                for v6 in v5:
                    if type(v6) is not dict:
                        return False
                    try:
                        if not (
                            type(v6["name"]) is str
                            and type(v6["args"]) is dict
                            and (type(v6["id"]) is str or v6["id"] is None)
                            and (
                                "type" not in v6
                                or (
                                    type(v6["type"]) is str
                                    and v6["type"] == "tool_call"
                                )
                            )
                            and (
                                "index" not in v6
                                or type(v6["index"]) in _INT_STR_NONETYPE
                            )
                            and ("extras" not in v6 or type(v6["extras"]) is dict)
                        ):
                            return False
                    except KeyError:  # a required key is missing
                        return False
            v7 = v2.invalid_tool_calls
            if type(v7) is list:
                for v8 in v7:
                    if type(v8) is not dict:
                        return False
                    try:
                        if not (
                            (type(v8["name"]) is str or v8["name"] is None)
                            and (type(v8["args"]) is str or v8["args"] is None)
                            and (type(v8["id"]) is str or v8["id"] is None)
                            and (type(v8["error"]) is str or v8["error"] is None)
                            and (
                                "type" not in v8
                                or (
                                    type(v8["type"]) is str
                                    and v8["type"] == "invalid_tool_call"
                                )
                            )
                            and (
                                "index" not in v8
                                or type(v8["index"]) in _INT_STR_NONETYPE
                            )
                            and ("extras" not in v8 or type(v8["extras"]) is dict)
                        ):
                            return False
                    except KeyError:  # a required key is missing
                        return False
            v9 = v2.usage_metadata
            if v9 is not None:
                if type(v9) is not dict:
                    return False
                try:
                    if not (
                        type(v9["input_tokens"]) is int
                        and type(v9["output_tokens"]) is int
                        and type(v9["total_tokens"]) is int
                        and (
                            "input_token_details" not in v9
                            or (
                                type(v9["input_token_details"]) is dict
                                and all(
                                    type(c) is int
                                    for c in v9["input_token_details"].values()
                                )
                            )
                        )
                        and (
                            "output_token_details" not in v9
                            or (
                                type(v9["output_token_details"]) is dict
                                and all(
                                    type(c) is int
                                    for c in v9["output_token_details"].values()
                                )
                            )
                        )
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
    return True


def ok_LangChainSerializedAIMessageChunk(value: Any) -> bool:
    """True only when ``check_LangChainSerializedAIMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if (
        type(v1) is list
        and tuple(v1) not in _PATHS_LangChainSerializedAIMessageChunk_id
    ):
        return False
    v2 = value.kwargs
    if v2 is not None:
        v3 = v2.content
        if not (type(v3) is str or ok_MessageContent(v3)):
            return False
        v4 = v2.additional_kwargs
        if not (
            type(v4) is dict
            and (
                "tool_calls" not in v4
                or (
                    type(v4["tool_calls"]) is list
                    and all(map(ok_RawToolCall, v4["tool_calls"]))
                )
            )
            and (v4.keys() <= _KEYS_AIMessageAdditionalKwargs or _plain_keys(v4))
        ):
            return False
        v5 = v2.tool_calls
        if type(v5) is list:
            for v6 in v5:
                if type(v6) is not dict:
                    return False
                try:
                    if not (
                        type(v6["name"]) is str
                        and type(v6["args"]) is dict
                        and (type(v6["id"]) is str or v6["id"] is None)
                        and (
                            "type" not in v6
                            or (type(v6["type"]) is str and v6["type"] == "tool_call")
                        )
                        and (
                            "index" not in v6 or type(v6["index"]) in _INT_STR_NONETYPE
                        )
                        and ("extras" not in v6 or type(v6["extras"]) is dict)
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
        v7 = v2.invalid_tool_calls
        if type(v7) is list:
            for v8 in v7:
                if type(v8) is not dict:
                    return False
                try:
                    if not (
                        (type(v8["name"]) is str or v8["name"] is None)
                        and (type(v8["args"]) is str or v8["args"] is None)
                        and (type(v8["id"]) is str or v8["id"] is None)
                        and (type(v8["error"]) is str or v8["error"] is None)
                        and (
                            "type" not in v8
                            or (
                                type(v8["type"]) is str
                                and v8["type"] == "invalid_tool_call"
                            )
                        )
                        and (
                            "index" not in v8 or type(v8["index"]) in _INT_STR_NONETYPE
                        )
                        and ("extras" not in v8 or type(v8["extras"]) is dict)
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
        v9 = v2.usage_metadata
        if v9 is not None:
            if type(v9) is not dict:
                return False
            try:
                if not (
                    type(v9["input_tokens"]) is int
                    and type(v9["output_tokens"]) is int
                    and type(v9["total_tokens"]) is int
                    and (
                        "input_token_details" not in v9
                        or (
                            type(v9["input_token_details"]) is dict
                            and all(
                                type(c) is int
                                for c in v9["input_token_details"].values()
                            )
                        )
                    )
                    and (
                        "output_token_details" not in v9
                        or (
                            type(v9["output_token_details"]) is dict
                            and all(
                                type(c) is int
                                for c in v9["output_token_details"].values()
                            )
                        )
                    )
                ):
                    return False
            except KeyError:  # a required key is missing
                return False
        v10 = v2.tool_call_chunks
        if type(v10) is list:
            for v11 in v10:
                if type(v11) is not dict:
                    return False
                try:
                    if not (
                        (type(v11["name"]) is str or v11["name"] is None)
                        and (type(v11["args"]) is str or v11["args"] is None)
                        and (type(v11["id"]) is str or v11["id"] is None)
                        and (
                            "index" not in v11
                            or type(v11["index"]) in _INT_STR_NONETYPE
                        )
                        and (
                            "type" not in v11
                            or (
                                type(v11["type"]) is str
                                and v11["type"] == "tool_call_chunk"
                            )
                        )
                        and ("extras" not in v11 or type(v11["extras"]) is dict)
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
    return True


def all_ok_LangChainSerializedAIMessageChunk(values: Any) -> bool:
    """True only when ``ok_LangChainSerializedAIMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainSerializedAIMessageChunk_id
        ):
            return False
        v2 = value.kwargs
        if v2 is not None:
            v3 = v2.content
            if not (type(v3) is str or ok_MessageContent(v3)):
                return False
            v4 = v2.additional_kwargs
            if not (
                type(v4) is dict
                and (
                    "tool_calls" not in v4
                    or (
                        type(v4["tool_calls"]) is list
                        and all(map(ok_RawToolCall, v4["tool_calls"]))
                    )
                )
                and (v4.keys() <= _KEYS_AIMessageAdditionalKwargs or _plain_keys(v4))
            ):
                return False
            v5 = v2.tool_calls
            if type(v5) is list:
                for v6 in v5:
                    if type(v6) is not dict:
                        return False
                    try:
                        if not (
                            type(v6["name"]) is str
                            and type(v6["args"]) is dict
                            and (type(v6["id"]) is str or v6["id"] is None)
                            and (
                                "type" not in v6
                                or (
                                    type(v6["type"]) is str
                                    and v6["type"] == "tool_call"
                                )
                            )
                            and (
                                "index" not in v6
                                or type(v6["index"]) in _INT_STR_NONETYPE
                            )
                            and ("extras" not in v6 or type(v6["extras"]) is dict)
                        ):
                            return False
                    except KeyError:  # a required key is missing
                        return False
            v7 = v2.invalid_tool_calls
            if type(v7) is list:
                for v8 in v7:
                    if type(v8) is not dict:
                        return False
                    try:
                        if not (
                            (type(v8["name"]) is str or v8["name"] is None)
                            and (type(v8["args"]) is str or v8["args"] is None)
                            and (type(v8["id"]) is str or v8["id"] is None)
                            and (type(v8["error"]) is str or v8["error"] is None)
                            and (
                                "type" not in v8
                                or (
                                    type(v8["type"]) is str
                                    and v8["type"] == "invalid_tool_call"
                                )
                            )
                            and (
                                "index" not in v8
                                or type(v8["index"]) in _INT_STR_NONETYPE
                            )
                            and ("extras" not in v8 or type(v8["extras"]) is dict)
                        ):
                            return False
                    except KeyError:  # a required key is missing
                        return False
            v9 = v2.usage_metadata
            if v9 is not None:
                if type(v9) is not dict:
                    return False
                try:
                    if not (
                        type(v9["input_tokens"]) is int
                        and type(v9["output_tokens"]) is int
                        and type(v9["total_tokens"]) is int
                        and (
                            "input_token_details" not in v9
                            or (
                                type(v9["input_token_details"]) is dict
                                and all(
                                    type(c) is int
                                    for c in v9["input_token_details"].values()
                                )
                            )
                        )
                        and (
                            "output_token_details" not in v9
                            or (
                                type(v9["output_token_details"]) is dict
                                and all(
                                    type(c) is int
                                    for c in v9["output_token_details"].values()
                                )
                            )
                        )
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
            v10 = v2.tool_call_chunks
            if type(v10) is list:
                for v11 in v10:
                    if type(v11) is not dict:
                        return False
                    try:
                        if not (
                            (type(v11["name"]) is str or v11["name"] is None)
                            and (type(v11["args"]) is str or v11["args"] is None)
                            and (type(v11["id"]) is str or v11["id"] is None)
                            and (
                                "index" not in v11
                                or type(v11["index"]) in _INT_STR_NONETYPE
                            )
                            and (
                                "type" not in v11
                                or (
                                    type(v11["type"]) is str
                                    and v11["type"] == "tool_call_chunk"
                                )
                            )
                            and ("extras" not in v11 or type(v11["extras"]) is dict)
                        ):
                            return False
                    except KeyError:  # a required key is missing
                        return False
    return True


def ok_LangChainSerializedChatMessage(value: Any) -> bool:
    """True only when ``check_LangChainSerializedChatMessage`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if type(v1) is list and tuple(v1) not in _PATHS_LangChainSerializedChatMessage_id:
        return False
    v2 = value.kwargs
    if v2 is not None:
        v3 = v2.content
        if not (type(v3) is str or ok_MessageContent(v3)):
            return False
    return True


def all_ok_LangChainSerializedChatMessage(values: Any) -> bool:
    """True only when ``ok_LangChainSerializedChatMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainSerializedChatMessage_id
        ):
            return False
        v2 = value.kwargs
        if v2 is not None:
            v3 = v2.content
            if not (type(v3) is str or ok_MessageContent(v3)):
                return False
    return True


def ok_LangChainSerializedChatMessageChunk(value: Any) -> bool:
    """True only when ``check_LangChainSerializedChatMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if (
        type(v1) is list
        and tuple(v1) not in _PATHS_LangChainSerializedChatMessageChunk_id
    ):
        return False
    v2 = value.kwargs
    if v2 is not None:
        v3 = v2.content
        if not (type(v3) is str or ok_MessageContent(v3)):
            return False
    return True


def all_ok_LangChainSerializedChatMessageChunk(values: Any) -> bool:
    """True only when ``ok_LangChainSerializedChatMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainSerializedChatMessageChunk_id
        ):
            return False
        v2 = value.kwargs
        if v2 is not None:
            v3 = v2.content
            if not (type(v3) is str or ok_MessageContent(v3)):
                return False
    return True


def ok_LangChainSerializedFunctionMessage(value: Any) -> bool:
    """True only when ``check_LangChainSerializedFunctionMessage`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if (
        type(v1) is list
        and tuple(v1) not in _PATHS_LangChainSerializedFunctionMessage_id
    ):
        return False
    v2 = value.kwargs
    if v2 is not None:
        v3 = v2.content
        if not (type(v3) is str or ok_MessageContent(v3)):
            return False
    return True


def all_ok_LangChainSerializedFunctionMessage(values: Any) -> bool:
    """True only when ``ok_LangChainSerializedFunctionMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainSerializedFunctionMessage_id
        ):
            return False
        v2 = value.kwargs
        if v2 is not None:
            v3 = v2.content
            if not (type(v3) is str or ok_MessageContent(v3)):
                return False
    return True


def ok_LangChainSerializedFunctionMessageChunk(value: Any) -> bool:
    """True only when ``check_LangChainSerializedFunctionMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if (
        type(v1) is list
        and tuple(v1) not in _PATHS_LangChainSerializedFunctionMessageChunk_id
    ):
        return False
    v2 = value.kwargs
    if v2 is not None:
        v3 = v2.content
        if not (type(v3) is str or ok_MessageContent(v3)):
            return False
    return True


def all_ok_LangChainSerializedFunctionMessageChunk(values: Any) -> bool:
    """True only when ``ok_LangChainSerializedFunctionMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainSerializedFunctionMessageChunk_id
        ):
            return False
        v2 = value.kwargs
        if v2 is not None:
            v3 = v2.content
            if not (type(v3) is str or ok_MessageContent(v3)):
                return False
    return True


def ok_LangChainSerializedHumanMessage(value: Any) -> bool:
    """True only when ``check_LangChainSerializedHumanMessage`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if type(v1) is list and tuple(v1) not in _PATHS_LangChainSerializedHumanMessage_id:
        return False
    v2 = value.kwargs
    if v2 is not None:
        v3 = v2.content
        if not (type(v3) is str or ok_MessageContent(v3)):
            return False
    return True


def all_ok_LangChainSerializedHumanMessage(values: Any) -> bool:
    """True only when ``ok_LangChainSerializedHumanMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainSerializedHumanMessage_id
        ):
            return False
        v2 = value.kwargs
        if v2 is not None:
            v3 = v2.content
            if not (type(v3) is str or ok_MessageContent(v3)):
                return False
    return True


def ok_LangChainSerializedHumanMessageChunk(value: Any) -> bool:
    """True only when ``check_LangChainSerializedHumanMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if (
        type(v1) is list
        and tuple(v1) not in _PATHS_LangChainSerializedHumanMessageChunk_id
    ):
        return False
    v2 = value.kwargs
    if v2 is not None:
        v3 = v2.content
        if not (type(v3) is str or ok_MessageContent(v3)):
            return False
    return True


def all_ok_LangChainSerializedHumanMessageChunk(values: Any) -> bool:
    """True only when ``ok_LangChainSerializedHumanMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainSerializedHumanMessageChunk_id
        ):
            return False
        v2 = value.kwargs
        if v2 is not None:
            v3 = v2.content
            if not (type(v3) is str or ok_MessageContent(v3)):
                return False
    return True


def ok_LangChainSerializedMessage(value: Any) -> bool:
    """True only when ``check_LangChainSerializedMessage`` passes ``value``; False sends it to the check."""
    try:
        msgspec.convert(value, _one_pass.LangChainSerializedMessage)
    except (
        msgspec.ValidationError,
        UnicodeEncodeError,
    ):  # a lone surrogate: the check says
        return False
    return True


def all_ok_LangChainSerializedMessage(values: Any) -> bool:
    """True only when ``ok_LangChainSerializedMessage`` is True for every item of ``values``."""
    try:
        msgspec.convert(values, list[_one_pass.LangChainSerializedMessage])
    except (
        msgspec.ValidationError,
        UnicodeEncodeError,
    ):  # a lone surrogate: the check says
        return False
    return True


def ok_LangChainSerializedRemoveMessage(value: Any) -> bool:
    """True only when ``check_LangChainSerializedRemoveMessage`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if type(v1) is list and tuple(v1) not in _PATHS_LangChainSerializedRemoveMessage_id:
        return False
    v2 = value.kwargs
    if v2 is not None:
        v3 = v2.content
        if type(v3) is list and len(v3) > 0:
            return False
        v4 = v2.content
        if type(v4) is str and len(v4) > 0:
            return False
        v5 = v2.content
        if not (type(v5) is str or ok_MessageContent(v5)):
            return False
    return True


def all_ok_LangChainSerializedRemoveMessage(values: Any) -> bool:
    """True only when ``ok_LangChainSerializedRemoveMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainSerializedRemoveMessage_id
        ):
            return False
        v2 = value.kwargs
        if v2 is not None:
            v3 = v2.content
            if type(v3) is list and len(v3) > 0:
                return False
            v4 = v2.content
            if type(v4) is str and len(v4) > 0:
                return False
            v5 = v2.content
            if not (type(v5) is str or ok_MessageContent(v5)):
                return False
    return True


def ok_LangChainSerializedSystemMessage(value: Any) -> bool:
    """True only when ``check_LangChainSerializedSystemMessage`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if type(v1) is list and tuple(v1) not in _PATHS_LangChainSerializedSystemMessage_id:
        return False
    v2 = value.kwargs
    if v2 is not None:
        v3 = v2.content
        if not (type(v3) is str or ok_MessageContent(v3)):
            return False
    return True


def all_ok_LangChainSerializedSystemMessage(values: Any) -> bool:
    """True only when ``ok_LangChainSerializedSystemMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainSerializedSystemMessage_id
        ):
            return False
        v2 = value.kwargs
        if v2 is not None:
            v3 = v2.content
            if not (type(v3) is str or ok_MessageContent(v3)):
                return False
    return True


def ok_LangChainSerializedSystemMessageChunk(value: Any) -> bool:
    """True only when ``check_LangChainSerializedSystemMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if (
        type(v1) is list
        and tuple(v1) not in _PATHS_LangChainSerializedSystemMessageChunk_id
    ):
        return False
    v2 = value.kwargs
    if v2 is not None:
        v3 = v2.content
        if not (type(v3) is str or ok_MessageContent(v3)):
            return False
    return True


def all_ok_LangChainSerializedSystemMessageChunk(values: Any) -> bool:
    """True only when ``ok_LangChainSerializedSystemMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainSerializedSystemMessageChunk_id
        ):
            return False
        v2 = value.kwargs
        if v2 is not None:
            v3 = v2.content
            if not (type(v3) is str or ok_MessageContent(v3)):
                return False
    return True


def ok_LangChainSerializedToolMessage(value: Any) -> bool:
    """True only when ``check_LangChainSerializedToolMessage`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if type(v1) is list and tuple(v1) not in _PATHS_LangChainSerializedToolMessage_id:
        return False
    v2 = value.kwargs
    if v2 is not None:
        v3 = v2.content
        if not (type(v3) is str or ok_MessageContent(v3)):
            return False
    return True


def all_ok_LangChainSerializedToolMessage(values: Any) -> bool:
    """True only when ``ok_LangChainSerializedToolMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainSerializedToolMessage_id
        ):
            return False
        v2 = value.kwargs
        if v2 is not None:
            v3 = v2.content
            if not (type(v3) is str or ok_MessageContent(v3)):
                return False
    return True


def ok_LangChainSerializedToolMessageChunk(value: Any) -> bool:
    """True only when ``check_LangChainSerializedToolMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.id
    if (
        type(v1) is list
        and tuple(v1) not in _PATHS_LangChainSerializedToolMessageChunk_id
    ):
        return False
    v2 = value.kwargs
    if v2 is not None:
        v3 = v2.content
        if not (type(v3) is str or ok_MessageContent(v3)):
            return False
    return True


def all_ok_LangChainSerializedToolMessageChunk(values: Any) -> bool:
    """True only when ``ok_LangChainSerializedToolMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.id
        if (
            type(v1) is list
            and tuple(v1) not in _PATHS_LangChainSerializedToolMessageChunk_id
        ):
            return False
        v2 = value.kwargs
        if v2 is not None:
            v3 = v2.content
            if not (type(v3) is str or ok_MessageContent(v3)):
                return False
    return True


def ok_MediaSource(value: Any) -> bool:
    """True only when ``check_MediaSource`` passes ``value``; False sends it to the check."""
    return type(value) is dict and (
        ("url" in value)
        or ("base64" in value)
        or ("file_id" in value)
        or ("source_type" in value and "data" in value)
        or ("source_type" in value and "id" in value)
        or ("source_type" in value and "text" in value)
        or ("source" in value)
        or ("file" in value)
    )


def ok_MessageContent(value: Any) -> bool:
    """True only when ``check_MessageContent`` passes ``value``; False sends it to the check."""
    if type(value) is str:
        return True
    if type(value) is list:
        for item in value:
            if type(item) is str:
                continue
            if type(item) is not dict:
                return False
            tag = item.get("type")
            if type(tag) is str:
                test = _OK_DISPATCH_ContentPart.get(tag)
                if test is not None and not test(item):
                    return False
        return True
    return False


def ok_NonStandardAnnotation(value: Any) -> bool:
    """True only when ``check_NonStandardAnnotation`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "non_standard_annotation")
            and ("id" not in value or type(value["id"]) is str)
            and type(value["value"]) is dict
        )
    except KeyError:  # a required key is missing
        return False


def ok_NonStandardContentBlock(value: Any) -> bool:
    """True only when ``check_NonStandardContentBlock`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "non_standard")
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and type(value["value"]) is dict
        )
    except KeyError:  # a required key is missing
        return False


def ok_OutputTokenDetails(value: Any) -> bool:
    """True only when ``check_OutputTokenDetails`` passes ``value``; False sends it to the check."""
    return type(value) is dict and all(type(c) is int for c in value.values())


def ok_PlainTextContentBlock(value: Any) -> bool:
    """True only when ``check_PlainTextContentBlock`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "text-plain")
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
            and (type(value["mime_type"]) is str and value["mime_type"] == "text/plain")
            and ("text" not in value or type(value["text"]) is str)
            and ("url" not in value or type(value["url"]) is str)
            and ("base64" not in value or type(value["base64"]) is str)
            and ("file_id" not in value or type(value["file_id"]) is str)
            and ("title" not in value or type(value["title"]) is str)
            and ("context" not in value or type(value["context"]) is str)
        )
    except KeyError:  # a required key is missing
        return False


def ok_RawToolCall(value: Any) -> bool:
    """True only when ``check_RawToolCall`` passes ``value``; False sends it to the check."""
    return (
        type(value) is dict
        and ("id" not in value or (type(value["id"]) is str or value["id"] is None))
        and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
        and ("function" not in value or ok_RawToolCallFunction(value["function"]))
        and (value.keys() <= _KEYS_RawToolCall or _plain_keys(value))
    )


def ok_RawToolCallFunction(value: Any) -> bool:
    """True only when ``check_RawToolCallFunction`` passes ``value``; False sends it to the check."""
    return (
        type(value) is dict
        and (
            "name" not in value or (type(value["name"]) is str or value["name"] is None)
        )
        and (
            "arguments" not in value
            or (type(value["arguments"]) is str or value["arguments"] is None)
        )
    )


def ok_ReasoningContentBlock(value: Any) -> bool:
    """True only when ``check_ReasoningContentBlock`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "reasoning")
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
            and ("reasoning" not in value or type(value["reasoning"]) is str)
        )
    except KeyError:  # a required key is missing
        return False


def ok_RefusalContentBlock(value: Any) -> bool:
    """True only when ``check_RefusalContentBlock`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "refusal")
            and type(value["refusal"]) is str
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
        )
    except KeyError:  # a required key is missing
        return False


def ok_RemoveMessage(value: Any) -> bool:
    """True only when ``check_RemoveMessage`` passes ``value``; False sends it to the check."""
    v1 = value.content
    if type(v1) is list and len(v1) > 0:
        return False
    v2 = value.content
    if type(v2) is str and len(v2) > 0:
        return False
    v3 = value.content
    if not (type(v3) is str or ok_MessageContent(v3)):
        return False
    return True


def all_ok_RemoveMessage(values: Any) -> bool:
    """True only when ``ok_RemoveMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.content
        if type(v1) is list and len(v1) > 0:
            return False
        v2 = value.content
        if type(v2) is str and len(v2) > 0:
            return False
        v3 = value.content
        if not (type(v3) is str or ok_MessageContent(v3)):
            return False
    return True


def ok_SerializedAIMessage(value: Any) -> bool:
    """True only when ``check_SerializedAIMessage`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if v1 is not None:
        v2 = v1.content
        if not (type(v2) is str or ok_MessageContent(v2)):
            return False
        v3 = v1.additional_kwargs
        if not (
            type(v3) is dict
            and (
                "tool_calls" not in v3
                or (
                    type(v3["tool_calls"]) is list
                    and all(map(ok_RawToolCall, v3["tool_calls"]))
                )
            )
            and (v3.keys() <= _KEYS_AIMessageAdditionalKwargs or _plain_keys(v3))
        ):
            return False
        v4 = v1.tool_calls
        if type(v4) is list:
            for v5 in v4:
                if type(v5) is not dict:
                    return False
                try:
                    if not (
                        type(v5["name"]) is str
                        and type(v5["args"]) is dict
                        and (type(v5["id"]) is str or v5["id"] is None)
                        and (
                            "type" not in v5
                            or (type(v5["type"]) is str and v5["type"] == "tool_call")
                        )
                        and (
                            "index" not in v5 or type(v5["index"]) in _INT_STR_NONETYPE
                        )
                        and ("extras" not in v5 or type(v5["extras"]) is dict)
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
        v6 = v1.invalid_tool_calls
        if type(v6) is list:
            for v7 in v6:
                if type(v7) is not dict:
                    return False
                try:
                    if not (
                        (type(v7["name"]) is str or v7["name"] is None)
                        and (type(v7["args"]) is str or v7["args"] is None)
                        and (type(v7["id"]) is str or v7["id"] is None)
                        and (type(v7["error"]) is str or v7["error"] is None)
                        and (
                            "type" not in v7
                            or (
                                type(v7["type"]) is str
                                and v7["type"] == "invalid_tool_call"
                            )
                        )
                        and (
                            "index" not in v7 or type(v7["index"]) in _INT_STR_NONETYPE
                        )
                        and ("extras" not in v7 or type(v7["extras"]) is dict)
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
        v8 = v1.usage_metadata
        if v8 is not None:
            if type(v8) is not dict:
                return False
            try:
                if not (
                    type(v8["input_tokens"]) is int
                    and type(v8["output_tokens"]) is int
                    and type(v8["total_tokens"]) is int
                    and (
                        "input_token_details" not in v8
                        or (
                            type(v8["input_token_details"]) is dict
                            and all(
                                type(c) is int
                                for c in v8["input_token_details"].values()
                            )
                        )
                    )
                    and (
                        "output_token_details" not in v8
                        or (
                            type(v8["output_token_details"]) is dict
                            and all(
                                type(c) is int
                                for c in v8["output_token_details"].values()
                            )
                        )
                    )
                ):
                    return False
            except KeyError:  # a required key is missing
                return False
    return True


def all_ok_SerializedAIMessage(values: Any) -> bool:
    """True only when ``ok_SerializedAIMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if v1 is not None:
            v2 = v1.content
            if not (type(v2) is str or ok_MessageContent(v2)):
                return False
            v3 = v1.additional_kwargs
            if not (
                type(v3) is dict
                and (
                    "tool_calls" not in v3
                    or (
                        type(v3["tool_calls"]) is list
                        and all(map(ok_RawToolCall, v3["tool_calls"]))
                    )
                )
                and (v3.keys() <= _KEYS_AIMessageAdditionalKwargs or _plain_keys(v3))
            ):
                return False
            v4 = v1.tool_calls
            if type(v4) is list:
                for v5 in v4:
                    if type(v5) is not dict:
                        return False
                    try:
                        if not (
                            type(v5["name"]) is str
                            and type(v5["args"]) is dict
                            and (type(v5["id"]) is str or v5["id"] is None)
                            and (
                                "type" not in v5
                                or (
                                    type(v5["type"]) is str
                                    and v5["type"] == "tool_call"
                                )
                            )
                            and (
                                "index" not in v5
                                or type(v5["index"]) in _INT_STR_NONETYPE
                            )
                            and ("extras" not in v5 or type(v5["extras"]) is dict)
                        ):
                            return False
                    except KeyError:  # a required key is missing
                        return False
            v6 = v1.invalid_tool_calls
            if type(v6) is list:
                for v7 in v6:
                    if type(v7) is not dict:
                        return False
                    try:
                        if not (
                            (type(v7["name"]) is str or v7["name"] is None)
                            and (type(v7["args"]) is str or v7["args"] is None)
                            and (type(v7["id"]) is str or v7["id"] is None)
                            and (type(v7["error"]) is str or v7["error"] is None)
                            and (
                                "type" not in v7
                                or (
                                    type(v7["type"]) is str
                                    and v7["type"] == "invalid_tool_call"
                                )
                            )
                            and (
                                "index" not in v7
                                or type(v7["index"]) in _INT_STR_NONETYPE
                            )
                            and ("extras" not in v7 or type(v7["extras"]) is dict)
                        ):
                            return False
                    except KeyError:  # a required key is missing
                        return False
            v8 = v1.usage_metadata
            if v8 is not None:
                if type(v8) is not dict:
                    return False
                try:
                    if not (
                        type(v8["input_tokens"]) is int
                        and type(v8["output_tokens"]) is int
                        and type(v8["total_tokens"]) is int
                        and (
                            "input_token_details" not in v8
                            or (
                                type(v8["input_token_details"]) is dict
                                and all(
                                    type(c) is int
                                    for c in v8["input_token_details"].values()
                                )
                            )
                        )
                        and (
                            "output_token_details" not in v8
                            or (
                                type(v8["output_token_details"]) is dict
                                and all(
                                    type(c) is int
                                    for c in v8["output_token_details"].values()
                                )
                            )
                        )
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
    return True


def ok_SerializedAIMessageChunk(value: Any) -> bool:
    """True only when ``check_SerializedAIMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if v1 is not None:
        v2 = v1.content
        if not (type(v2) is str or ok_MessageContent(v2)):
            return False
        v3 = v1.additional_kwargs
        if not (
            type(v3) is dict
            and (
                "tool_calls" not in v3
                or (
                    type(v3["tool_calls"]) is list
                    and all(map(ok_RawToolCall, v3["tool_calls"]))
                )
            )
            and (v3.keys() <= _KEYS_AIMessageAdditionalKwargs or _plain_keys(v3))
        ):
            return False
        v4 = v1.tool_calls
        if type(v4) is list:
            for v5 in v4:
                if type(v5) is not dict:
                    return False
                try:
                    if not (
                        type(v5["name"]) is str
                        and type(v5["args"]) is dict
                        and (type(v5["id"]) is str or v5["id"] is None)
                        and (
                            "type" not in v5
                            or (type(v5["type"]) is str and v5["type"] == "tool_call")
                        )
                        and (
                            "index" not in v5 or type(v5["index"]) in _INT_STR_NONETYPE
                        )
                        and ("extras" not in v5 or type(v5["extras"]) is dict)
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
        v6 = v1.invalid_tool_calls
        if type(v6) is list:
            for v7 in v6:
                if type(v7) is not dict:
                    return False
                try:
                    if not (
                        (type(v7["name"]) is str or v7["name"] is None)
                        and (type(v7["args"]) is str or v7["args"] is None)
                        and (type(v7["id"]) is str or v7["id"] is None)
                        and (type(v7["error"]) is str or v7["error"] is None)
                        and (
                            "type" not in v7
                            or (
                                type(v7["type"]) is str
                                and v7["type"] == "invalid_tool_call"
                            )
                        )
                        and (
                            "index" not in v7 or type(v7["index"]) in _INT_STR_NONETYPE
                        )
                        and ("extras" not in v7 or type(v7["extras"]) is dict)
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
        v8 = v1.usage_metadata
        if v8 is not None:
            if type(v8) is not dict:
                return False
            try:
                if not (
                    type(v8["input_tokens"]) is int
                    and type(v8["output_tokens"]) is int
                    and type(v8["total_tokens"]) is int
                    and (
                        "input_token_details" not in v8
                        or (
                            type(v8["input_token_details"]) is dict
                            and all(
                                type(c) is int
                                for c in v8["input_token_details"].values()
                            )
                        )
                    )
                    and (
                        "output_token_details" not in v8
                        or (
                            type(v8["output_token_details"]) is dict
                            and all(
                                type(c) is int
                                for c in v8["output_token_details"].values()
                            )
                        )
                    )
                ):
                    return False
            except KeyError:  # a required key is missing
                return False
        v9 = v1.tool_call_chunks
        if type(v9) is list:
            for v10 in v9:
                if type(v10) is not dict:
                    return False
                try:
                    if not (
                        (type(v10["name"]) is str or v10["name"] is None)
                        and (type(v10["args"]) is str or v10["args"] is None)
                        and (type(v10["id"]) is str or v10["id"] is None)
                        and (
                            "index" not in v10
                            or type(v10["index"]) in _INT_STR_NONETYPE
                        )
                        and (
                            "type" not in v10
                            or (
                                type(v10["type"]) is str
                                and v10["type"] == "tool_call_chunk"
                            )
                        )
                        and ("extras" not in v10 or type(v10["extras"]) is dict)
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
    return True


def all_ok_SerializedAIMessageChunk(values: Any) -> bool:
    """True only when ``ok_SerializedAIMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if v1 is not None:
            v2 = v1.content
            if not (type(v2) is str or ok_MessageContent(v2)):
                return False
            v3 = v1.additional_kwargs
            if not (
                type(v3) is dict
                and (
                    "tool_calls" not in v3
                    or (
                        type(v3["tool_calls"]) is list
                        and all(map(ok_RawToolCall, v3["tool_calls"]))
                    )
                )
                and (v3.keys() <= _KEYS_AIMessageAdditionalKwargs or _plain_keys(v3))
            ):
                return False
            v4 = v1.tool_calls
            if type(v4) is list:
                for v5 in v4:
                    if type(v5) is not dict:
                        return False
                    try:
                        if not (
                            type(v5["name"]) is str
                            and type(v5["args"]) is dict
                            and (type(v5["id"]) is str or v5["id"] is None)
                            and (
                                "type" not in v5
                                or (
                                    type(v5["type"]) is str
                                    and v5["type"] == "tool_call"
                                )
                            )
                            and (
                                "index" not in v5
                                or type(v5["index"]) in _INT_STR_NONETYPE
                            )
                            and ("extras" not in v5 or type(v5["extras"]) is dict)
                        ):
                            return False
                    except KeyError:  # a required key is missing
                        return False
            v6 = v1.invalid_tool_calls
            if type(v6) is list:
                for v7 in v6:
                    if type(v7) is not dict:
                        return False
                    try:
                        if not (
                            (type(v7["name"]) is str or v7["name"] is None)
                            and (type(v7["args"]) is str or v7["args"] is None)
                            and (type(v7["id"]) is str or v7["id"] is None)
                            and (type(v7["error"]) is str or v7["error"] is None)
                            and (
                                "type" not in v7
                                or (
                                    type(v7["type"]) is str
                                    and v7["type"] == "invalid_tool_call"
                                )
                            )
                            and (
                                "index" not in v7
                                or type(v7["index"]) in _INT_STR_NONETYPE
                            )
                            and ("extras" not in v7 or type(v7["extras"]) is dict)
                        ):
                            return False
                    except KeyError:  # a required key is missing
                        return False
            v8 = v1.usage_metadata
            if v8 is not None:
                if type(v8) is not dict:
                    return False
                try:
                    if not (
                        type(v8["input_tokens"]) is int
                        and type(v8["output_tokens"]) is int
                        and type(v8["total_tokens"]) is int
                        and (
                            "input_token_details" not in v8
                            or (
                                type(v8["input_token_details"]) is dict
                                and all(
                                    type(c) is int
                                    for c in v8["input_token_details"].values()
                                )
                            )
                        )
                        and (
                            "output_token_details" not in v8
                            or (
                                type(v8["output_token_details"]) is dict
                                and all(
                                    type(c) is int
                                    for c in v8["output_token_details"].values()
                                )
                            )
                        )
                    ):
                        return False
                except KeyError:  # a required key is missing
                    return False
            v9 = v1.tool_call_chunks
            if type(v9) is list:
                for v10 in v9:
                    if type(v10) is not dict:
                        return False
                    try:
                        if not (
                            (type(v10["name"]) is str or v10["name"] is None)
                            and (type(v10["args"]) is str or v10["args"] is None)
                            and (type(v10["id"]) is str or v10["id"] is None)
                            and (
                                "index" not in v10
                                or type(v10["index"]) in _INT_STR_NONETYPE
                            )
                            and (
                                "type" not in v10
                                or (
                                    type(v10["type"]) is str
                                    and v10["type"] == "tool_call_chunk"
                                )
                            )
                            and ("extras" not in v10 or type(v10["extras"]) is dict)
                        ):
                            return False
                    except KeyError:  # a required key is missing
                        return False
    return True


def ok_SerializedChatMessage(value: Any) -> bool:
    """True only when ``check_SerializedChatMessage`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if v1 is not None:
        v2 = v1.content
        if not (type(v2) is str or ok_MessageContent(v2)):
            return False
    return True


def all_ok_SerializedChatMessage(values: Any) -> bool:
    """True only when ``ok_SerializedChatMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if v1 is not None:
            v2 = v1.content
            if not (type(v2) is str or ok_MessageContent(v2)):
                return False
    return True


def ok_SerializedChatMessageChunk(value: Any) -> bool:
    """True only when ``check_SerializedChatMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if v1 is not None:
        v2 = v1.content
        if not (type(v2) is str or ok_MessageContent(v2)):
            return False
    return True


def all_ok_SerializedChatMessageChunk(values: Any) -> bool:
    """True only when ``ok_SerializedChatMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if v1 is not None:
            v2 = v1.content
            if not (type(v2) is str or ok_MessageContent(v2)):
                return False
    return True


def ok_SerializedFunctionMessage(value: Any) -> bool:
    """True only when ``check_SerializedFunctionMessage`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if v1 is not None:
        v2 = v1.content
        if not (type(v2) is str or ok_MessageContent(v2)):
            return False
    return True


def all_ok_SerializedFunctionMessage(values: Any) -> bool:
    """True only when ``ok_SerializedFunctionMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if v1 is not None:
            v2 = v1.content
            if not (type(v2) is str or ok_MessageContent(v2)):
                return False
    return True


def ok_SerializedFunctionMessageChunk(value: Any) -> bool:
    """True only when ``check_SerializedFunctionMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if v1 is not None:
        v2 = v1.content
        if not (type(v2) is str or ok_MessageContent(v2)):
            return False
    return True


def all_ok_SerializedFunctionMessageChunk(values: Any) -> bool:
    """True only when ``ok_SerializedFunctionMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if v1 is not None:
            v2 = v1.content
            if not (type(v2) is str or ok_MessageContent(v2)):
                return False
    return True


def ok_SerializedHumanMessage(value: Any) -> bool:
    """True only when ``check_SerializedHumanMessage`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if v1 is not None:
        v2 = v1.content
        if not (type(v2) is str or ok_MessageContent(v2)):
            return False
    return True


def all_ok_SerializedHumanMessage(values: Any) -> bool:
    """True only when ``ok_SerializedHumanMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if v1 is not None:
            v2 = v1.content
            if not (type(v2) is str or ok_MessageContent(v2)):
                return False
    return True


def ok_SerializedHumanMessageChunk(value: Any) -> bool:
    """True only when ``check_SerializedHumanMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if v1 is not None:
        v2 = v1.content
        if not (type(v2) is str or ok_MessageContent(v2)):
            return False
    return True


def all_ok_SerializedHumanMessageChunk(values: Any) -> bool:
    """True only when ``ok_SerializedHumanMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if v1 is not None:
            v2 = v1.content
            if not (type(v2) is str or ok_MessageContent(v2)):
                return False
    return True


def ok_SerializedMessage(value: Any) -> bool:
    """True only when ``check_SerializedMessage`` passes ``value``; False sends it to the check."""
    return _OK_BY_CLASS_SerializedMessage[type(value)](value)


def all_ok_SerializedMessage(values: Any) -> bool:
    """True only when ``ok_SerializedMessage`` is True for every item of ``values``."""
    kind_of = _KIND_SerializedMessage.get  # None for a class not seen yet
    for value in values:
        kind = kind_of(type(value))
        if kind is None:
            kind = _KIND_SerializedMessage[type(value)]  # learns the class
        if kind == 0:
            v1 = value.data
            if v1 is not None:
                v2 = v1.content
                if not (type(v2) is str or ok_MessageContent(v2)):
                    return False
        elif kind == 1:
            v1 = value.data
            if v1 is not None:
                v2 = v1.content
                if not (type(v2) is str or ok_MessageContent(v2)):
                    return False
                v3 = v1.additional_kwargs
                if not (
                    type(v3) is dict
                    and (
                        "tool_calls" not in v3
                        or (
                            type(v3["tool_calls"]) is list
                            and all(map(ok_RawToolCall, v3["tool_calls"]))
                        )
                    )
                    and (
                        v3.keys() <= _KEYS_AIMessageAdditionalKwargs or _plain_keys(v3)
                    )
                ):
                    return False
                v4 = v1.tool_calls
                if type(v4) is list:
                    for v5 in v4:
                        if type(v5) is not dict:
                            return False
                        try:
                            if not (
                                type(v5["name"]) is str
                                and type(v5["args"]) is dict
                                and (type(v5["id"]) is str or v5["id"] is None)
                                and (
                                    "type" not in v5
                                    or (
                                        type(v5["type"]) is str
                                        and v5["type"] == "tool_call"
                                    )
                                )
                                and (
                                    "index" not in v5
                                    or type(v5["index"]) in _INT_STR_NONETYPE
                                )
                                and ("extras" not in v5 or type(v5["extras"]) is dict)
                            ):
                                return False
                        except KeyError:  # a required key is missing
                            return False
                v6 = v1.invalid_tool_calls
                if type(v6) is list:
                    for v7 in v6:
                        if type(v7) is not dict:
                            return False
                        try:
                            if not (
                                (type(v7["name"]) is str or v7["name"] is None)
                                and (type(v7["args"]) is str or v7["args"] is None)
                                and (type(v7["id"]) is str or v7["id"] is None)
                                and (type(v7["error"]) is str or v7["error"] is None)
                                and (
                                    "type" not in v7
                                    or (
                                        type(v7["type"]) is str
                                        and v7["type"] == "invalid_tool_call"
                                    )
                                )
                                and (
                                    "index" not in v7
                                    or type(v7["index"]) in _INT_STR_NONETYPE
                                )
                                and ("extras" not in v7 or type(v7["extras"]) is dict)
                            ):
                                return False
                        except KeyError:  # a required key is missing
                            return False
                v8 = v1.usage_metadata
                if v8 is not None:
                    if type(v8) is not dict:
                        return False
                    try:
                        if not (
                            type(v8["input_tokens"]) is int
                            and type(v8["output_tokens"]) is int
                            and type(v8["total_tokens"]) is int
                            and (
                                "input_token_details" not in v8
                                or (
                                    type(v8["input_token_details"]) is dict
                                    and all(
                                        type(c) is int
                                        for c in v8["input_token_details"].values()
                                    )
                                )
                            )
                            and (
                                "output_token_details" not in v8
                                or (
                                    type(v8["output_token_details"]) is dict
                                    and all(
                                        type(c) is int
                                        for c in v8["output_token_details"].values()
                                    )
                                )
                            )
                        ):
                            return False
                    except KeyError:  # a required key is missing
                        return False
        elif kind == 2:
            v1 = value.data
            if v1 is not None:
                v2 = v1.content
                if type(v2) is list and len(v2) > 0:
                    return False
                v3 = v1.content
                if type(v3) is str and len(v3) > 0:
                    return False
                v4 = v1.content
                if not (type(v4) is str or ok_MessageContent(v4)):
                    return False
        elif kind == 3:
            v1 = value.data
            if v1 is not None:
                v2 = v1.content
                if not (type(v2) is str or ok_MessageContent(v2)):
                    return False
                v3 = v1.additional_kwargs
                if not (
                    type(v3) is dict
                    and (
                        "tool_calls" not in v3
                        or (
                            type(v3["tool_calls"]) is list
                            and all(map(ok_RawToolCall, v3["tool_calls"]))
                        )
                    )
                    and (
                        v3.keys() <= _KEYS_AIMessageAdditionalKwargs or _plain_keys(v3)
                    )
                ):
                    return False
                v4 = v1.tool_calls
                if type(v4) is list:
                    for v5 in v4:
                        if type(v5) is not dict:
                            return False
                        try:
                            if not (
                                type(v5["name"]) is str
                                and type(v5["args"]) is dict
                                and (type(v5["id"]) is str or v5["id"] is None)
                                and (
                                    "type" not in v5
                                    or (
                                        type(v5["type"]) is str
                                        and v5["type"] == "tool_call"
                                    )
                                )
                                and (
                                    "index" not in v5
                                    or type(v5["index"]) in _INT_STR_NONETYPE
                                )
                                and ("extras" not in v5 or type(v5["extras"]) is dict)
                            ):
                                return False
                        except KeyError:  # a required key is missing
                            return False
                v6 = v1.invalid_tool_calls
                if type(v6) is list:
                    for v7 in v6:
                        if type(v7) is not dict:
                            return False
                        try:
                            if not (
                                (type(v7["name"]) is str or v7["name"] is None)
                                and (type(v7["args"]) is str or v7["args"] is None)
                                and (type(v7["id"]) is str or v7["id"] is None)
                                and (type(v7["error"]) is str or v7["error"] is None)
                                and (
                                    "type" not in v7
                                    or (
                                        type(v7["type"]) is str
                                        and v7["type"] == "invalid_tool_call"
                                    )
                                )
                                and (
                                    "index" not in v7
                                    or type(v7["index"]) in _INT_STR_NONETYPE
                                )
                                and ("extras" not in v7 or type(v7["extras"]) is dict)
                            ):
                                return False
                        except KeyError:  # a required key is missing
                            return False
                v8 = v1.usage_metadata
                if v8 is not None:
                    if type(v8) is not dict:
                        return False
                    try:
                        if not (
                            type(v8["input_tokens"]) is int
                            and type(v8["output_tokens"]) is int
                            and type(v8["total_tokens"]) is int
                            and (
                                "input_token_details" not in v8
                                or (
                                    type(v8["input_token_details"]) is dict
                                    and all(
                                        type(c) is int
                                        for c in v8["input_token_details"].values()
                                    )
                                )
                            )
                            and (
                                "output_token_details" not in v8
                                or (
                                    type(v8["output_token_details"]) is dict
                                    and all(
                                        type(c) is int
                                        for c in v8["output_token_details"].values()
                                    )
                                )
                            )
                        ):
                            return False
                    except KeyError:  # a required key is missing
                        return False
                v9 = v1.tool_call_chunks
                if type(v9) is list:
                    for v10 in v9:
                        if type(v10) is not dict:
                            return False
                        try:
                            if not (
                                (type(v10["name"]) is str or v10["name"] is None)
                                and (type(v10["args"]) is str or v10["args"] is None)
                                and (type(v10["id"]) is str or v10["id"] is None)
                                and (
                                    "index" not in v10
                                    or type(v10["index"]) in _INT_STR_NONETYPE
                                )
                                and (
                                    "type" not in v10
                                    or (
                                        type(v10["type"]) is str
                                        and v10["type"] == "tool_call_chunk"
                                    )
                                )
                                and ("extras" not in v10 or type(v10["extras"]) is dict)
                            ):
                                return False
                        except KeyError:  # a required key is missing
                            return False
        else:
            return False
    return True


def ok_SerializedRemoveMessage(value: Any) -> bool:
    """True only when ``check_SerializedRemoveMessage`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if v1 is not None:
        v2 = v1.content
        if type(v2) is list and len(v2) > 0:
            return False
        v3 = v1.content
        if type(v3) is str and len(v3) > 0:
            return False
        v4 = v1.content
        if not (type(v4) is str or ok_MessageContent(v4)):
            return False
    return True


def all_ok_SerializedRemoveMessage(values: Any) -> bool:
    """True only when ``ok_SerializedRemoveMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if v1 is not None:
            v2 = v1.content
            if type(v2) is list and len(v2) > 0:
                return False
            v3 = v1.content
            if type(v3) is str and len(v3) > 0:
                return False
            v4 = v1.content
            if not (type(v4) is str or ok_MessageContent(v4)):
                return False
    return True


def ok_SerializedSystemMessage(value: Any) -> bool:
    """True only when ``check_SerializedSystemMessage`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if v1 is not None:
        v2 = v1.content
        if not (type(v2) is str or ok_MessageContent(v2)):
            return False
    return True


def all_ok_SerializedSystemMessage(values: Any) -> bool:
    """True only when ``ok_SerializedSystemMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if v1 is not None:
            v2 = v1.content
            if not (type(v2) is str or ok_MessageContent(v2)):
                return False
    return True


def ok_SerializedSystemMessageChunk(value: Any) -> bool:
    """True only when ``check_SerializedSystemMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if v1 is not None:
        v2 = v1.content
        if not (type(v2) is str or ok_MessageContent(v2)):
            return False
    return True


def all_ok_SerializedSystemMessageChunk(values: Any) -> bool:
    """True only when ``ok_SerializedSystemMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if v1 is not None:
            v2 = v1.content
            if not (type(v2) is str or ok_MessageContent(v2)):
                return False
    return True


def ok_SerializedToolMessage(value: Any) -> bool:
    """True only when ``check_SerializedToolMessage`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if v1 is not None:
        v2 = v1.content
        if not (type(v2) is str or ok_MessageContent(v2)):
            return False
    return True


def all_ok_SerializedToolMessage(values: Any) -> bool:
    """True only when ``ok_SerializedToolMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if v1 is not None:
            v2 = v1.content
            if not (type(v2) is str or ok_MessageContent(v2)):
                return False
    return True


def ok_SerializedToolMessageChunk(value: Any) -> bool:
    """True only when ``check_SerializedToolMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.data
    if v1 is not None:
        v2 = v1.content
        if not (type(v2) is str or ok_MessageContent(v2)):
            return False
    return True


def all_ok_SerializedToolMessageChunk(values: Any) -> bool:
    """True only when ``ok_SerializedToolMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.data
        if v1 is not None:
            v2 = v1.content
            if not (type(v2) is str or ok_MessageContent(v2)):
                return False
    return True


def ok_ServerToolCall(value: Any) -> bool:
    """True only when ``check_ServerToolCall`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "server_tool_call")
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
            and ("name" not in value or type(value["name"]) is str)
            and type(value["args"]) is dict
        )
    except KeyError:  # a required key is missing
        return False


def ok_ServerToolCallChunk(value: Any) -> bool:
    """True only when ``check_ServerToolCallChunk`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "server_tool_call_chunk")
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
            and ("name" not in value or type(value["name"]) is str)
            and ("args" not in value or type(value["args"]) is str)
        )
    except KeyError:  # a required key is missing
        return False


def ok_ServerToolResult(value: Any) -> bool:
    """True only when ``check_ServerToolResult`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "server_tool_result")
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
            and type(value["tool_call_id"]) is str
            and (
                type(value["status"]) is str and value["status"] in ("success", "error")
            )
        )
    except KeyError:  # a required key is missing
        return False


def ok_SystemMessage(value: Any) -> bool:
    """True only when ``check_SystemMessage`` passes ``value``; False sends it to the check."""
    v1 = value.content
    if not (type(v1) is str or ok_MessageContent(v1)):
        return False
    return True


def all_ok_SystemMessage(values: Any) -> bool:
    """True only when ``ok_SystemMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.content
        if not (type(v1) is str or ok_MessageContent(v1)):
            return False
    return True


def ok_SystemMessageChunk(value: Any) -> bool:
    """True only when ``check_SystemMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.content
    if not (type(v1) is str or ok_MessageContent(v1)):
        return False
    return True


def all_ok_SystemMessageChunk(values: Any) -> bool:
    """True only when ``ok_SystemMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.content
        if not (type(v1) is str or ok_MessageContent(v1)):
            return False
    return True


def ok_TextContentBlock(value: Any) -> bool:
    """True only when ``check_TextContentBlock`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "text")
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
            and type(value["text"]) is str
            and (
                "annotations" not in value
                or (
                    type(value["annotations"]) is list
                    and all(map(ok_AnnotationItem, value["annotations"]))
                )
            )
            and (value.keys() <= _KEYS_TextContentBlock or _plain_keys(value))
        )
    except KeyError:  # a required key is missing
        return False


def ok_ToolCall(value: Any) -> bool:
    """True only when ``check_ToolCall`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            type(value["name"]) is str
            and type(value["args"]) is dict
            and (type(value["id"]) is str or value["id"] is None)
            and (
                "type" not in value
                or (type(value["type"]) is str and value["type"] == "tool_call")
            )
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
        )
    except KeyError:  # a required key is missing
        return False


def ok_ToolCallChunk(value: Any) -> bool:
    """True only when ``check_ToolCallChunk`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["name"]) is str or value["name"] is None)
            and (type(value["args"]) is str or value["args"] is None)
            and (type(value["id"]) is str or value["id"] is None)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and (
                "type" not in value
                or (type(value["type"]) is str and value["type"] == "tool_call_chunk")
            )
            and ("extras" not in value or type(value["extras"]) is dict)
        )
    except KeyError:  # a required key is missing
        return False


def ok_ToolMessage(value: Any) -> bool:
    """True only when ``check_ToolMessage`` passes ``value``; False sends it to the check."""
    v1 = value.content
    if not (type(v1) is str or ok_MessageContent(v1)):
        return False
    return True


def all_ok_ToolMessage(values: Any) -> bool:
    """True only when ``ok_ToolMessage`` is True for every item of ``values``."""
    for value in values:
        v1 = value.content
        if not (type(v1) is str or ok_MessageContent(v1)):
            return False
    return True


def ok_ToolMessageChunk(value: Any) -> bool:
    """True only when ``check_ToolMessageChunk`` passes ``value``; False sends it to the check."""
    v1 = value.content
    if not (type(v1) is str or ok_MessageContent(v1)):
        return False
    return True


def all_ok_ToolMessageChunk(values: Any) -> bool:
    """True only when ``ok_ToolMessageChunk`` is True for every item of ``values``."""
    for value in values:
        v1 = value.content
        if not (type(v1) is str or ok_MessageContent(v1)):
            return False
    return True


def ok_UsageMetadata(value: Any) -> bool:
    """True only when ``check_UsageMetadata`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            type(value["input_tokens"]) is int
            and type(value["output_tokens"]) is int
            and type(value["total_tokens"]) is int
            and (
                "input_token_details" not in value
                or (
                    type(value["input_token_details"]) is dict
                    and all(
                        type(c) is int for c in value["input_token_details"].values()
                    )
                )
            )
            and (
                "output_token_details" not in value
                or (
                    type(value["output_token_details"]) is dict
                    and all(
                        type(c) is int for c in value["output_token_details"].values()
                    )
                )
            )
        )
    except KeyError:  # a required key is missing
        return False


def ok_VideoContentBlock(value: Any) -> bool:
    """True only when ``check_VideoContentBlock`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "video")
            and ("id" not in value or type(value["id"]) is str)
            and ("index" not in value or type(value["index"]) in _INT_STR_NONETYPE)
            and ("extras" not in value or type(value["extras"]) is dict)
            and ("url" not in value or type(value["url"]) is str)
            and ("base64" not in value or type(value["base64"]) is str)
            and ("file_id" not in value or type(value["file_id"]) is str)
            and ("mime_type" not in value or type(value["mime_type"]) is str)
            and (
                "source_type" not in value
                or (
                    type(value["source_type"]) is str
                    and value["source_type"] in ("url", "base64", "id", "text")
                )
            )
            and ("data" not in value or type(value["data"]) is str)
            and (
                ("url" in value)
                or ("base64" in value)
                or ("file_id" in value)
                or ("source_type" in value and "data" in value)
                or ("source_type" in value and "id" in value)
                or ("source_type" in value and "text" in value)
                or ("source" in value)
                or ("file" in value)
            )
            and (value.keys() <= _KEYS_VideoContentBlock or _plain_keys(value))
        )
    except KeyError:  # a required key is missing
        return False


_BY_TAG_AISDKAssistantContentPart.update(
    {
        "text": check_AISDKTextPart,
        "file": check_AISDKFilePart,
        "reasoning": check_AISDKReasoningPart,
        "tool-call": check_AISDKToolCallPart,
        "tool-result": check_AISDKToolResultPart,
        "tool-approval-request": check_AISDKToolApprovalRequestPart,
    }
)
_OK_BY_TAG_AISDKAssistantContentPart: dict[str, Any] = {
    "text": ok_AISDKTextPart,
    "file": ok_AISDKFilePart,
    "reasoning": ok_AISDKReasoningPart,
    "tool-call": ok_AISDKToolCallPart,
    "tool-result": ok_AISDKToolResultPart,
    "tool-approval-request": ok_AISDKToolApprovalRequestPart,
}
_OK_BY_CLASS_AISDKAssistantContentPart = _ByClass(
    _OK_BY_TAG_AISDKAssistantContentPart, _never
)
_BY_TAG_AISDKDynamicToolUIPart.update(
    {
        "input-streaming": check_AISDKDynamicToolInputStreamingUIPart,
        "input-available": check_AISDKDynamicToolInputAvailableUIPart,
        "approval-requested": check_AISDKDynamicToolApprovalRequestedUIPart,
        "approval-responded": check_AISDKDynamicToolApprovalRespondedUIPart,
        "output-available": check_AISDKDynamicToolOutputAvailableUIPart,
        "output-error": check_AISDKDynamicToolOutputErrorUIPart,
        "output-denied": check_AISDKDynamicToolOutputDeniedUIPart,
    }
)
_OK_BY_TAG_AISDKDynamicToolUIPart: dict[str, Any] = {
    "input-streaming": ok_AISDKDynamicToolInputStreamingUIPart,
    "input-available": ok_AISDKDynamicToolInputAvailableUIPart,
    "approval-requested": ok_AISDKDynamicToolApprovalRequestedUIPart,
    "approval-responded": ok_AISDKDynamicToolApprovalRespondedUIPart,
    "output-available": ok_AISDKDynamicToolOutputAvailableUIPart,
    "output-error": ok_AISDKDynamicToolOutputErrorUIPart,
    "output-denied": ok_AISDKDynamicToolOutputDeniedUIPart,
}
_OK_BY_CLASS_AISDKDynamicToolUIPart = _ByClass(
    _OK_BY_TAG_AISDKDynamicToolUIPart, _never
)
_BY_TAG_AISDKModelMessage.update(
    {
        "system": check_AISDKSystemModelMessage,
        "user": check_AISDKUserModelMessage,
        "assistant": check_AISDKAssistantModelMessage,
        "tool": check_AISDKToolModelMessage,
    }
)
_OK_BY_TAG_AISDKModelMessage: dict[str, Any] = {
    "system": ok_AISDKSystemModelMessage,
    "user": ok_AISDKUserModelMessage,
    "assistant": ok_AISDKAssistantModelMessage,
    "tool": ok_AISDKToolModelMessage,
}
_OK_BY_CLASS_AISDKModelMessage = _ByClass(_OK_BY_TAG_AISDKModelMessage, _never)
_BY_TAG_AISDKToolContentPart.update(
    {
        "tool-result": check_AISDKToolResultPart,
        "tool-approval-response": check_AISDKToolApprovalResponsePart,
    }
)
_OK_BY_TAG_AISDKToolContentPart: dict[str, Any] = {
    "tool-result": ok_AISDKToolResultPart,
    "tool-approval-response": ok_AISDKToolApprovalResponsePart,
}
_OK_BY_CLASS_AISDKToolContentPart = _ByClass(_OK_BY_TAG_AISDKToolContentPart, _never)
_BY_TAG_AISDKToolResultContentItem.update(
    {
        "text": check_AISDKTextContentItem,
        "media": check_AISDKMediaContentItem,
        "file-data": check_AISDKFileDataContentItem,
        "file-url": check_AISDKFileURLContentItem,
        "file-id": check_AISDKFileIdContentItem,
        "image-data": check_AISDKImageDataContentItem,
        "image-url": check_AISDKImageURLContentItem,
        "image-file-id": check_AISDKImageFileIdContentItem,
        "custom": check_AISDKCustomContentItem,
    }
)
_OK_BY_TAG_AISDKToolResultContentItem: dict[str, Any] = {
    "text": ok_AISDKTextContentItem,
    "media": ok_AISDKMediaContentItem,
    "file-data": ok_AISDKFileDataContentItem,
    "file-url": ok_AISDKFileURLContentItem,
    "file-id": ok_AISDKFileIdContentItem,
    "image-data": ok_AISDKImageDataContentItem,
    "image-url": ok_AISDKImageURLContentItem,
    "image-file-id": ok_AISDKImageFileIdContentItem,
    "custom": ok_AISDKCustomContentItem,
}
_OK_BY_CLASS_AISDKToolResultContentItem = _ByClass(
    _OK_BY_TAG_AISDKToolResultContentItem, _never
)
_BY_TAG_AISDKToolResultOutput.update(
    {
        "text": check_AISDKTextOutput,
        "json": check_AISDKJSONOutput,
        "execution-denied": check_AISDKExecutionDeniedOutput,
        "error-text": check_AISDKErrorTextOutput,
        "error-json": check_AISDKErrorJSONOutput,
        "content": check_AISDKContentOutput,
    }
)
_OK_BY_TAG_AISDKToolResultOutput: dict[str, Any] = {
    "text": ok_AISDKTextOutput,
    "json": ok_AISDKJSONOutput,
    "execution-denied": ok_AISDKExecutionDeniedOutput,
    "error-text": ok_AISDKErrorTextOutput,
    "error-json": ok_AISDKErrorJSONOutput,
    "content": ok_AISDKContentOutput,
}
_OK_BY_CLASS_AISDKToolResultOutput = _ByClass(_OK_BY_TAG_AISDKToolResultOutput, _never)
_BY_TAG_AISDKToolUIPart.update(
    {
        "input-streaming": check_AISDKToolInputStreamingUIPart,
        "input-available": check_AISDKToolInputAvailableUIPart,
        "approval-requested": check_AISDKToolApprovalRequestedUIPart,
        "approval-responded": check_AISDKToolApprovalRespondedUIPart,
        "output-available": check_AISDKToolOutputAvailableUIPart,
        "output-error": check_AISDKToolOutputErrorUIPart,
        "output-denied": check_AISDKToolOutputDeniedUIPart,
    }
)
_OK_BY_TAG_AISDKToolUIPart: dict[str, Any] = {
    "input-streaming": ok_AISDKToolInputStreamingUIPart,
    "input-available": ok_AISDKToolInputAvailableUIPart,
    "approval-requested": ok_AISDKToolApprovalRequestedUIPart,
    "approval-responded": ok_AISDKToolApprovalRespondedUIPart,
    "output-available": ok_AISDKToolOutputAvailableUIPart,
    "output-error": ok_AISDKToolOutputErrorUIPart,
    "output-denied": ok_AISDKToolOutputDeniedUIPart,
}
_OK_BY_CLASS_AISDKToolUIPart = _ByClass(_OK_BY_TAG_AISDKToolUIPart, _never)
_BY_TAG_AISDKUIMessage.update(
    {
        "system": check_AISDKSystemUIMessage,
        "user": check_AISDKUserUIMessage,
        "assistant": check_AISDKAssistantUIMessage,
    }
)
_OK_BY_TAG_AISDKUIMessage: dict[str, Any] = {
    "system": ok_AISDKSystemUIMessage,
    "user": ok_AISDKUserUIMessage,
    "assistant": ok_AISDKAssistantUIMessage,
}
_OK_BY_CLASS_AISDKUIMessage = _ByClass(_OK_BY_TAG_AISDKUIMessage, _never)
_DISPATCH_AISDKUIMessagePart.update(
    {
        "text": _held_AISDKTextUIPart,
        "reasoning": _held_AISDKReasoningUIPart,
        "source-url": _held_AISDKSourceURLUIPart,
        "source-document": _held_AISDKSourceDocumentUIPart,
        "file": _held_AISDKFileUIPart,
        "step-start": _held_AISDKStepStartUIPart,
        "dynamic-tool": _held_AISDKDynamicToolUIPart,
    }
)
_PREFIX_AISDKUIMessagePart.extend(
    [
        ("tool-", _held_AISDKToolUIPart),
        ("data-", _held_AISDKDataUIPart),
    ]
)
_OK_PREFIX_AISDKUIMessagePart: tuple[tuple[str, Any], ...] = (
    ("tool-", _never),
    ("data-", _never),
)
_OK_DISPATCH_AISDKUIMessagePart: dict[str, Any] = {
    "text": _never,
    "reasoning": _never,
    "source-url": _never,
    "source-document": _never,
    "file": _never,
    "step-start": _never,
    "dynamic-tool": _never,
}
_BY_TAG_AISDKUserContentPart.update(
    {
        "text": check_AISDKTextPart,
        "image": check_AISDKImagePart,
        "file": check_AISDKFilePart,
    }
)
_OK_BY_TAG_AISDKUserContentPart: dict[str, Any] = {
    "text": ok_AISDKTextPart,
    "image": ok_AISDKImagePart,
    "file": ok_AISDKFilePart,
}
_OK_BY_CLASS_AISDKUserContentPart = _ByClass(_OK_BY_TAG_AISDKUserContentPart, _never)
_EXTRA_Annotation.update({})
_OK_BY_TAG_Annotation: dict[str, Any] = {
    "citation": ok_Citation,
    "non_standard_annotation": ok_NonStandardAnnotation,
}
_DISPATCH_AnnotationItem.update(
    {
        "citation": check_Citation,
        "non_standard_annotation": check_NonStandardAnnotation,
    }
)
_OK_DISPATCH_AnnotationItem: dict[str, Any] = {
    "citation": ok_Citation,
    "non_standard_annotation": ok_NonStandardAnnotation,
}
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
_OK_BY_TAG_AnyMessage: dict[str, Any] = {
    "human": ok_HumanMessage,
    "ai": ok_AIMessage,
    "system": ok_SystemMessage,
    "tool": ok_ToolMessage,
    "function": ok_FunctionMessage,
    "chat": ok_ChatMessage,
    "remove": ok_RemoveMessage,
    "HumanMessageChunk": ok_HumanMessageChunk,
    "AIMessageChunk": ok_AIMessageChunk,
    "SystemMessageChunk": ok_SystemMessageChunk,
    "ToolMessageChunk": ok_ToolMessageChunk,
    "FunctionMessageChunk": ok_FunctionMessageChunk,
    "ChatMessageChunk": ok_ChatMessageChunk,
}
_OK_BY_CLASS_AnyMessage = _ByClass(_OK_BY_TAG_AnyMessage, _never)
_EXTRA_ContentBlock.update(
    {
        "text": _extra_TextContentBlock,
        "image": _extra_ImageContentBlock,
        "audio": _extra_AudioContentBlock,
        "video": _extra_VideoContentBlock,
        "file": _extra_FileContentBlock,
    }
)
_OK_BY_TAG_ContentBlock: dict[str, Any] = {
    "text": ok_TextContentBlock,
    "reasoning": ok_ReasoningContentBlock,
    "refusal": ok_RefusalContentBlock,
    "image": ok_ImageContentBlock,
    "audio": ok_AudioContentBlock,
    "video": ok_VideoContentBlock,
    "file": ok_FileContentBlock,
    "text-plain": ok_PlainTextContentBlock,
    "non_standard": ok_NonStandardContentBlock,
    "tool_call": ok_ToolCall,
    "tool_call_chunk": ok_ToolCallChunk,
    "invalid_tool_call": ok_InvalidToolCall,
    "server_tool_call": ok_ServerToolCall,
    "server_tool_call_chunk": ok_ServerToolCallChunk,
    "server_tool_result": ok_ServerToolResult,
}
_DISPATCH_ContentPart.update(
    {
        "text": check_TextContentBlock,
        "reasoning": check_ReasoningContentBlock,
        "refusal": check_RefusalContentBlock,
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
_OK_DISPATCH_ContentPart: dict[str, Any] = {
    "text": ok_TextContentBlock,
    "reasoning": ok_ReasoningContentBlock,
    "refusal": ok_RefusalContentBlock,
    "image": ok_ImageContentBlock,
    "audio": ok_AudioContentBlock,
    "video": ok_VideoContentBlock,
    "file": ok_FileContentBlock,
    "text-plain": ok_PlainTextContentBlock,
    "non_standard": ok_NonStandardContentBlock,
    "tool_call": ok_ToolCall,
    "tool_call_chunk": ok_ToolCallChunk,
    "invalid_tool_call": ok_InvalidToolCall,
    "server_tool_call": ok_ServerToolCall,
    "server_tool_call_chunk": ok_ServerToolCallChunk,
    "server_tool_result": ok_ServerToolResult,
}
_EXTRA_DataContentBlock.update(
    {
        "image": _extra_ImageContentBlock,
        "video": _extra_VideoContentBlock,
        "audio": _extra_AudioContentBlock,
        "file": _extra_FileContentBlock,
    }
)
_OK_BY_TAG_DataContentBlock: dict[str, Any] = {
    "image": ok_ImageContentBlock,
    "video": ok_VideoContentBlock,
    "audio": ok_AudioContentBlock,
    "text-plain": ok_PlainTextContentBlock,
    "file": ok_FileContentBlock,
}
_DISPATCH_LangChainJSAnnotationItem.update(
    {
        "citation": check_LangChainJSCitation,
        "non_standard_annotation": check_NonStandardAnnotation,
    }
)
_OK_DISPATCH_LangChainJSAnnotationItem: dict[str, Any] = {
    "citation": ok_LangChainJSCitation,
    "non_standard_annotation": ok_NonStandardAnnotation,
}
_DISPATCH_LangChainJSContentPart.update(
    {
        "text": check_LangChainJSTextContentBlock,
        "reasoning": check_ReasoningContentBlock,
        "refusal": check_RefusalContentBlock,
        "image": check_LangChainJSImageContentBlock,
        "audio": check_LangChainJSAudioContentBlock,
        "video": check_LangChainJSVideoContentBlock,
        "file": check_LangChainJSFileContentBlock,
        "text-plain": check_LangChainJSPlainTextContentBlock,
        "non_standard": check_NonStandardContentBlock,
        "tool_call": check_ToolCall,
        "tool_call_chunk": check_ToolCallChunk,
        "invalid_tool_call": check_InvalidToolCall,
        "server_tool_call": check_ServerToolCall,
        "server_tool_call_chunk": check_ServerToolCallChunk,
        "server_tool_result": check_ServerToolResult,
        "server_tool_call_result": check_LangChainJSServerToolCallResult,
    }
)
_OK_DISPATCH_LangChainJSContentPart: dict[str, Any] = {
    "text": ok_LangChainJSTextContentBlock,
    "reasoning": ok_ReasoningContentBlock,
    "refusal": ok_RefusalContentBlock,
    "image": ok_LangChainJSImageContentBlock,
    "audio": ok_LangChainJSAudioContentBlock,
    "video": ok_LangChainJSVideoContentBlock,
    "file": ok_LangChainJSFileContentBlock,
    "text-plain": ok_LangChainJSPlainTextContentBlock,
    "non_standard": ok_NonStandardContentBlock,
    "tool_call": ok_ToolCall,
    "tool_call_chunk": ok_ToolCallChunk,
    "invalid_tool_call": ok_InvalidToolCall,
    "server_tool_call": ok_ServerToolCall,
    "server_tool_call_chunk": ok_ServerToolCallChunk,
    "server_tool_result": ok_ServerToolResult,
    "server_tool_call_result": ok_LangChainJSServerToolCallResult,
}
_DISPATCH_LangChainJSSerializedMessage.update(
    {
        (
            "langchain_core",
            "messages",
            "HumanMessage",
        ): _held_LangChainJSSerializedHumanMessage,
        (
            "langchain_core",
            "messages",
            "AIMessage",
        ): _held_LangChainJSSerializedAIMessage,
        (
            "langchain_core",
            "messages",
            "SystemMessage",
        ): _held_LangChainJSSerializedSystemMessage,
        (
            "langchain_core",
            "messages",
            "ToolMessage",
        ): _held_LangChainJSSerializedToolMessage,
        (
            "langchain_core",
            "messages",
            "FunctionMessage",
        ): _held_LangChainJSSerializedFunctionMessage,
        (
            "langchain_core",
            "messages",
            "ChatMessage",
        ): _held_LangChainJSSerializedChatMessage,
        (
            "langchain_core",
            "messages",
            "RemoveMessage",
        ): _held_LangChainJSSerializedRemoveMessage,
        (
            "langchain_core",
            "messages",
            "HumanMessageChunk",
        ): _held_LangChainJSSerializedHumanMessageChunk,
        (
            "langchain_core",
            "messages",
            "AIMessageChunk",
        ): _held_LangChainJSSerializedAIMessageChunk,
        (
            "langchain_core",
            "messages",
            "SystemMessageChunk",
        ): _held_LangChainJSSerializedSystemMessageChunk,
        (
            "langchain_core",
            "messages",
            "ToolMessageChunk",
        ): _held_LangChainJSSerializedToolMessageChunk,
        (
            "langchain_core",
            "messages",
            "FunctionMessageChunk",
        ): _held_LangChainJSSerializedFunctionMessageChunk,
        (
            "langchain_core",
            "messages",
            "ChatMessageChunk",
        ): _held_LangChainJSSerializedChatMessageChunk,
    }
)
_BY_TAG_LangChainJSStoredMessage.update(
    {
        "human": check_LangChainJSStoredHumanMessage,
        "ai": check_LangChainJSStoredAIMessage,
        "system": check_LangChainJSStoredSystemMessage,
        "function": check_LangChainJSStoredFunctionMessage,
        "tool": check_LangChainJSStoredToolMessage,
        "generic": check_LangChainJSStoredChatMessage,
        "remove": check_LangChainJSStoredRemoveMessage,
    }
)
_OK_BY_TAG_LangChainJSStoredMessage: dict[str, Any] = {
    "human": ok_LangChainJSStoredHumanMessage,
    "ai": ok_LangChainJSStoredAIMessage,
    "system": ok_LangChainJSStoredSystemMessage,
    "function": ok_LangChainJSStoredFunctionMessage,
    "tool": ok_LangChainJSStoredToolMessage,
    "generic": ok_LangChainJSStoredChatMessage,
    "remove": ok_LangChainJSStoredRemoveMessage,
}
_OK_BY_CLASS_LangChainJSStoredMessage = _ByClass(
    _OK_BY_TAG_LangChainJSStoredMessage, _never
)
_DISPATCH_LangChainSerializedMessage.update(
    {
        (
            "langchain",
            "schema",
            "messages",
            "HumanMessage",
        ): _held_LangChainSerializedHumanMessage,
        (
            "langchain_core",
            "messages",
            "human",
            "HumanMessage",
        ): _held_LangChainSerializedHumanMessage,
        ("langchain", "schema", "HumanMessage"): _held_LangChainSerializedHumanMessage,
        (
            "langchain",
            "schema",
            "messages",
            "AIMessage",
        ): _held_LangChainSerializedAIMessage,
        (
            "langchain_core",
            "messages",
            "ai",
            "AIMessage",
        ): _held_LangChainSerializedAIMessage,
        ("langchain", "schema", "AIMessage"): _held_LangChainSerializedAIMessage,
        (
            "langchain",
            "schema",
            "messages",
            "SystemMessage",
        ): _held_LangChainSerializedSystemMessage,
        (
            "langchain_core",
            "messages",
            "system",
            "SystemMessage",
        ): _held_LangChainSerializedSystemMessage,
        (
            "langchain",
            "schema",
            "SystemMessage",
        ): _held_LangChainSerializedSystemMessage,
        (
            "langchain",
            "schema",
            "messages",
            "ToolMessage",
        ): _held_LangChainSerializedToolMessage,
        (
            "langchain_core",
            "messages",
            "tool",
            "ToolMessage",
        ): _held_LangChainSerializedToolMessage,
        (
            "langchain",
            "schema",
            "messages",
            "FunctionMessage",
        ): _held_LangChainSerializedFunctionMessage,
        (
            "langchain_core",
            "messages",
            "function",
            "FunctionMessage",
        ): _held_LangChainSerializedFunctionMessage,
        (
            "langchain",
            "schema",
            "FunctionMessage",
        ): _held_LangChainSerializedFunctionMessage,
        (
            "langchain",
            "schema",
            "messages",
            "ChatMessage",
        ): _held_LangChainSerializedChatMessage,
        (
            "langchain_core",
            "messages",
            "chat",
            "ChatMessage",
        ): _held_LangChainSerializedChatMessage,
        ("langchain", "schema", "ChatMessage"): _held_LangChainSerializedChatMessage,
        (
            "langchain",
            "schema",
            "messages",
            "RemoveMessage",
        ): _held_LangChainSerializedRemoveMessage,
        (
            "langchain_core",
            "messages",
            "modifier",
            "RemoveMessage",
        ): _held_LangChainSerializedRemoveMessage,
        (
            "langchain",
            "schema",
            "messages",
            "HumanMessageChunk",
        ): _held_LangChainSerializedHumanMessageChunk,
        (
            "langchain_core",
            "messages",
            "human",
            "HumanMessageChunk",
        ): _held_LangChainSerializedHumanMessageChunk,
        (
            "langchain",
            "schema",
            "messages",
            "AIMessageChunk",
        ): _held_LangChainSerializedAIMessageChunk,
        (
            "langchain_core",
            "messages",
            "ai",
            "AIMessageChunk",
        ): _held_LangChainSerializedAIMessageChunk,
        (
            "langchain",
            "schema",
            "messages",
            "SystemMessageChunk",
        ): _held_LangChainSerializedSystemMessageChunk,
        (
            "langchain_core",
            "messages",
            "system",
            "SystemMessageChunk",
        ): _held_LangChainSerializedSystemMessageChunk,
        (
            "langchain",
            "schema",
            "messages",
            "ToolMessageChunk",
        ): _held_LangChainSerializedToolMessageChunk,
        (
            "langchain_core",
            "messages",
            "tool",
            "ToolMessageChunk",
        ): _held_LangChainSerializedToolMessageChunk,
        (
            "langchain",
            "schema",
            "messages",
            "FunctionMessageChunk",
        ): _held_LangChainSerializedFunctionMessageChunk,
        (
            "langchain_core",
            "messages",
            "function",
            "FunctionMessageChunk",
        ): _held_LangChainSerializedFunctionMessageChunk,
        (
            "langchain",
            "schema",
            "messages",
            "ChatMessageChunk",
        ): _held_LangChainSerializedChatMessageChunk,
        (
            "langchain_core",
            "messages",
            "chat",
            "ChatMessageChunk",
        ): _held_LangChainSerializedChatMessageChunk,
        (
            "langchain_core",
            "messages",
            "HumanMessage",
        ): _held_LangChainJSSerializedHumanMessage,
        (
            "langchain_core",
            "messages",
            "AIMessage",
        ): _held_LangChainJSSerializedAIMessage,
        (
            "langchain_core",
            "messages",
            "SystemMessage",
        ): _held_LangChainJSSerializedSystemMessage,
        (
            "langchain_core",
            "messages",
            "ToolMessage",
        ): _held_LangChainJSSerializedToolMessage,
        (
            "langchain_core",
            "messages",
            "FunctionMessage",
        ): _held_LangChainJSSerializedFunctionMessage,
        (
            "langchain_core",
            "messages",
            "ChatMessage",
        ): _held_LangChainJSSerializedChatMessage,
        (
            "langchain_core",
            "messages",
            "RemoveMessage",
        ): _held_LangChainJSSerializedRemoveMessage,
        (
            "langchain_core",
            "messages",
            "HumanMessageChunk",
        ): _held_LangChainJSSerializedHumanMessageChunk,
        (
            "langchain_core",
            "messages",
            "AIMessageChunk",
        ): _held_LangChainJSSerializedAIMessageChunk,
        (
            "langchain_core",
            "messages",
            "SystemMessageChunk",
        ): _held_LangChainJSSerializedSystemMessageChunk,
        (
            "langchain_core",
            "messages",
            "ToolMessageChunk",
        ): _held_LangChainJSSerializedToolMessageChunk,
        (
            "langchain_core",
            "messages",
            "FunctionMessageChunk",
        ): _held_LangChainJSSerializedFunctionMessageChunk,
        (
            "langchain_core",
            "messages",
            "ChatMessageChunk",
        ): _held_LangChainJSSerializedChatMessageChunk,
    }
)
_OK_DISPATCH_LangChainSerializedMessage: dict[tuple[str, ...], Any] = {
    ("langchain", "schema", "messages", "HumanMessage"): _never,
    ("langchain_core", "messages", "human", "HumanMessage"): _never,
    ("langchain", "schema", "HumanMessage"): _never,
    ("langchain", "schema", "messages", "AIMessage"): _never,
    ("langchain_core", "messages", "ai", "AIMessage"): _never,
    ("langchain", "schema", "AIMessage"): _never,
    ("langchain", "schema", "messages", "SystemMessage"): _never,
    ("langchain_core", "messages", "system", "SystemMessage"): _never,
    ("langchain", "schema", "SystemMessage"): _never,
    ("langchain", "schema", "messages", "ToolMessage"): _never,
    ("langchain_core", "messages", "tool", "ToolMessage"): _never,
    ("langchain", "schema", "messages", "FunctionMessage"): _never,
    ("langchain_core", "messages", "function", "FunctionMessage"): _never,
    ("langchain", "schema", "FunctionMessage"): _never,
    ("langchain", "schema", "messages", "ChatMessage"): _never,
    ("langchain_core", "messages", "chat", "ChatMessage"): _never,
    ("langchain", "schema", "ChatMessage"): _never,
    ("langchain", "schema", "messages", "RemoveMessage"): _never,
    ("langchain_core", "messages", "modifier", "RemoveMessage"): _never,
    ("langchain", "schema", "messages", "HumanMessageChunk"): _never,
    ("langchain_core", "messages", "human", "HumanMessageChunk"): _never,
    ("langchain", "schema", "messages", "AIMessageChunk"): _never,
    ("langchain_core", "messages", "ai", "AIMessageChunk"): _never,
    ("langchain", "schema", "messages", "SystemMessageChunk"): _never,
    ("langchain_core", "messages", "system", "SystemMessageChunk"): _never,
    ("langchain", "schema", "messages", "ToolMessageChunk"): _never,
    ("langchain_core", "messages", "tool", "ToolMessageChunk"): _never,
    ("langchain", "schema", "messages", "FunctionMessageChunk"): _never,
    ("langchain_core", "messages", "function", "FunctionMessageChunk"): _never,
    ("langchain", "schema", "messages", "ChatMessageChunk"): _never,
    ("langchain_core", "messages", "chat", "ChatMessageChunk"): _never,
    ("langchain_core", "messages", "HumanMessage"): _never,
    ("langchain_core", "messages", "AIMessage"): _never,
    ("langchain_core", "messages", "SystemMessage"): _never,
    ("langchain_core", "messages", "ToolMessage"): _never,
    ("langchain_core", "messages", "FunctionMessage"): _never,
    ("langchain_core", "messages", "ChatMessage"): _never,
    ("langchain_core", "messages", "RemoveMessage"): _never,
    ("langchain_core", "messages", "HumanMessageChunk"): _never,
    ("langchain_core", "messages", "AIMessageChunk"): _never,
    ("langchain_core", "messages", "SystemMessageChunk"): _never,
    ("langchain_core", "messages", "ToolMessageChunk"): _never,
    ("langchain_core", "messages", "FunctionMessageChunk"): _never,
    ("langchain_core", "messages", "ChatMessageChunk"): _never,
}
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
_OK_BY_TAG_SerializedMessage: dict[str, Any] = {
    "human": ok_SerializedHumanMessage,
    "ai": ok_SerializedAIMessage,
    "system": ok_SerializedSystemMessage,
    "tool": ok_SerializedToolMessage,
    "function": ok_SerializedFunctionMessage,
    "chat": ok_SerializedChatMessage,
    "remove": ok_SerializedRemoveMessage,
    "HumanMessageChunk": ok_SerializedHumanMessageChunk,
    "AIMessageChunk": ok_SerializedAIMessageChunk,
    "SystemMessageChunk": ok_SerializedSystemMessageChunk,
    "ToolMessageChunk": ok_SerializedToolMessageChunk,
    "FunctionMessageChunk": ok_SerializedFunctionMessageChunk,
    "ChatMessageChunk": ok_SerializedChatMessageChunk,
}
_OK_BY_CLASS_SerializedMessage = _ByClass(_OK_BY_TAG_SerializedMessage, _never)
_KIND_AISDKAssistantContentPart = _ByClass(
    {
        "text": 0,
        "file": 0,
        "reasoning": 0,
        "tool-call": 0,
        "tool-result": 1,
        "tool-approval-request": 2,
    },
    -1,
)
_KIND_AISDKDynamicToolUIPart = _ByClass(
    {
        "approval-requested": 0,
        "approval-responded": 0,
        "output-denied": 0,
        "input-streaming": 1,
        "input-available": 1,
        "output-available": 2,
        "output-error": 2,
    },
    -1,
)
_KIND_AISDKModelMessage = _ByClass(
    {
        "system": 0,
        "user": 0,
        "assistant": 0,
        "tool": 1,
    },
    -1,
)
_KIND_AISDKToolContentPart = _ByClass(
    {
        "tool-result": 0,
        "tool-approval-response": 1,
    },
    -1,
)
_KIND_AISDKToolResultContentItem = _ByClass(
    {
        "text": 0,
        "file-data": 0,
        "file-url": 0,
        "file-id": 0,
        "image-data": 0,
        "image-url": 0,
        "image-file-id": 0,
        "custom": 0,
        "media": 1,
    },
    -1,
)
_KIND_AISDKToolResultOutput = _ByClass(
    {
        "text": 0,
        "json": 0,
        "execution-denied": 0,
        "error-text": 0,
        "error-json": 0,
        "content": 1,
    },
    -1,
)
_KIND_AISDKToolUIPart = _ByClass(
    {
        "approval-requested": 0,
        "approval-responded": 0,
        "output-denied": 0,
        "input-streaming": 1,
        "input-available": 1,
        "output-available": 2,
        "output-error": 2,
    },
    -1,
)
_KIND_AISDKUIMessage = _ByClass(
    {
        "system": 0,
        "user": 0,
        "assistant": 1,
    },
    -1,
)
_KIND_AISDKUserContentPart = _ByClass(
    {
        "text": 0,
        "image": 0,
        "file": 0,
    },
    -1,
)
_KIND_AnyMessage = _ByClass(
    {
        "human": 0,
        "system": 0,
        "tool": 0,
        "function": 0,
        "chat": 0,
        "HumanMessageChunk": 0,
        "SystemMessageChunk": 0,
        "ToolMessageChunk": 0,
        "FunctionMessageChunk": 0,
        "ChatMessageChunk": 0,
        "ai": 1,
        "remove": 2,
        "AIMessageChunk": 3,
    },
    -1,
)
_KIND_LangChainJSStoredMessage = _ByClass(
    {
        "human": 0,
        "system": 0,
        "ai": 1,
        "function": 2,
        "tool": 3,
        "generic": 4,
        "remove": 5,
    },
    -1,
)
_KIND_SerializedMessage = _ByClass(
    {
        "human": 0,
        "system": 0,
        "tool": 0,
        "function": 0,
        "chat": 0,
        "HumanMessageChunk": 0,
        "SystemMessageChunk": 0,
        "ToolMessageChunk": 0,
        "FunctionMessageChunk": 0,
        "ChatMessageChunk": 0,
        "ai": 1,
        "remove": 2,
        "AIMessageChunk": 3,
    },
    -1,
)

from . import one_pass as _one_pass  # noqa: E402
