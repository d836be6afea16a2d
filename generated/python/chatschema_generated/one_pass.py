# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
# ruff: noqa
"""Types into which one msgspec decode accepts a valid value whole, and their decoders.

The generated Structs hold some values as plain JSON (content parts, tool
calls, usage), which the generated checks (``_validators``) walk after msgspec
has decoded a value. Here that plain JSON is typed by the Structs the checks
convert it with, and the extra rule of a check runs in ``__post_init__`` of its
Struct, so one decode into these types accepts a value only when the checks
accept it. Provider-native blocks of common tags (``thinking``, ``tool_use``)
are accepted whole, by a Struct with that tag and no fields. It may refuse a
valid value (a provider-native block of a rarer tag): check that one the full
way, which also says what is wrong. Decoded
values are for counting and telling types apart, not for use: the typed
objects drop unknown keys.

``TYPES`` holds the one-pass type of each schema title given one; ``DECODERS``
a decoder for each union of closed Structs and each closed Struct in no union,
one value and a list, by type name such as ``"list[AnyMessage]"``. The
schema families are imported as ``_<family>`` so that no field (``tool_calls``)
hides one. See codegen/one_pass.py.
"""

from __future__ import annotations

from typing import Annotated, Any, TypeAlias

import msgspec
from msgspec import UNSET, UnsetType

from . import (
    _validators,
    ai_sdk as _ai_sdk,
    content_blocks as _content_blocks,
    langchainjs as _langchainjs,
    messages as _messages,
    serialized as _serialized,
    tool_calls as _tool_calls,
    usage as _usage,
)


class _Native_thinking(msgspec.Struct, tag_field="type", tag="thinking"):
    """Any object tagged 'thinking': a provider-native block, which an open dispatch keeps whole."""


class _Native_redacted_thinking(
    msgspec.Struct, tag_field="type", tag="redacted_thinking"
):
    """Any object tagged 'redacted_thinking': a provider-native block, which an open dispatch keeps whole."""


class _Native_tool_use(msgspec.Struct, tag_field="type", tag="tool_use"):
    """Any object tagged 'tool_use': a provider-native block, which an open dispatch keeps whole."""


class _Native_tool_result(msgspec.Struct, tag_field="type", tag="tool_result"):
    """Any object tagged 'tool_result': a provider-native block, which an open dispatch keeps whole."""


class _Native_server_tool_use(msgspec.Struct, tag_field="type", tag="server_tool_use"):
    """Any object tagged 'server_tool_use': a provider-native block, which an open dispatch keeps whole."""


class _Native_web_search_tool_result(
    msgspec.Struct, tag_field="type", tag="web_search_tool_result"
):
    """Any object tagged 'web_search_tool_result': a provider-native block, which an open dispatch keeps whole."""


class _Native_document(msgspec.Struct, tag_field="type", tag="document"):
    """Any object tagged 'document': a provider-native block, which an open dispatch keeps whole."""


class _Native_search_result(msgspec.Struct, tag_field="type", tag="search_result"):
    """Any object tagged 'search_result': a provider-native block, which an open dispatch keeps whole."""


class _Native_container_upload(
    msgspec.Struct, tag_field="type", tag="container_upload"
):
    """Any object tagged 'container_upload': a provider-native block, which an open dispatch keeps whole."""


class _Native_mcp_tool_use(msgspec.Struct, tag_field="type", tag="mcp_tool_use"):
    """Any object tagged 'mcp_tool_use': a provider-native block, which an open dispatch keeps whole."""


class _Native_mcp_tool_result(msgspec.Struct, tag_field="type", tag="mcp_tool_result"):
    """Any object tagged 'mcp_tool_result': a provider-native block, which an open dispatch keeps whole."""


class _Native_web_fetch_tool_result(
    msgspec.Struct, tag_field="type", tag="web_fetch_tool_result"
):
    """Any object tagged 'web_fetch_tool_result': a provider-native block, which an open dispatch keeps whole."""


class _Native_code_execution_tool_result(
    msgspec.Struct, tag_field="type", tag="code_execution_tool_result"
):
    """Any object tagged 'code_execution_tool_result': a provider-native block, which an open dispatch keeps whole."""


class _Native_bash_code_execution_tool_result(
    msgspec.Struct, tag_field="type", tag="bash_code_execution_tool_result"
):
    """Any object tagged 'bash_code_execution_tool_result': a provider-native block, which an open dispatch keeps whole."""


class _Native_text_editor_code_execution_tool_result(
    msgspec.Struct, tag_field="type", tag="text_editor_code_execution_tool_result"
):
    """Any object tagged 'text_editor_code_execution_tool_result': a provider-native block, which an open dispatch keeps whole."""


class _Native_tool_search_tool_result(
    msgspec.Struct, tag_field="type", tag="tool_search_tool_result"
):
    """Any object tagged 'tool_search_tool_result': a provider-native block, which an open dispatch keeps whole."""


class _Native_input_json_delta(
    msgspec.Struct, tag_field="type", tag="input_json_delta"
):
    """Any object tagged 'input_json_delta': a provider-native block, which an open dispatch keeps whole."""


class _Native_image_url(msgspec.Struct, tag_field="type", tag="image_url"):
    """Any object tagged 'image_url': a provider-native block, which an open dispatch keeps whole."""


class _Native_input_audio(msgspec.Struct, tag_field="type", tag="input_audio"):
    """Any object tagged 'input_audio': a provider-native block, which an open dispatch keeps whole."""


class _Native_input_text(msgspec.Struct, tag_field="type", tag="input_text"):
    """Any object tagged 'input_text': a provider-native block, which an open dispatch keeps whole."""


class _Native_output_text(msgspec.Struct, tag_field="type", tag="output_text"):
    """Any object tagged 'output_text': a provider-native block, which an open dispatch keeps whole."""


class _Native_input_image(msgspec.Struct, tag_field="type", tag="input_image"):
    """Any object tagged 'input_image': a provider-native block, which an open dispatch keeps whole."""


class _Native_input_file(msgspec.Struct, tag_field="type", tag="input_file"):
    """Any object tagged 'input_file': a provider-native block, which an open dispatch keeps whole."""


class _Native_summary_text(msgspec.Struct, tag_field="type", tag="summary_text"):
    """Any object tagged 'summary_text': a provider-native block, which an open dispatch keeps whole."""


class _Native_function_call(msgspec.Struct, tag_field="type", tag="function_call"):
    """Any object tagged 'function_call': a provider-native block, which an open dispatch keeps whole."""


class _Native_function_call_output(
    msgspec.Struct, tag_field="type", tag="function_call_output"
):
    """Any object tagged 'function_call_output': a provider-native block, which an open dispatch keeps whole."""


class _Native_web_search_call(msgspec.Struct, tag_field="type", tag="web_search_call"):
    """Any object tagged 'web_search_call': a provider-native block, which an open dispatch keeps whole."""


class _Native_file_search_call(
    msgspec.Struct, tag_field="type", tag="file_search_call"
):
    """Any object tagged 'file_search_call': a provider-native block, which an open dispatch keeps whole."""


class _Native_code_interpreter_call(
    msgspec.Struct, tag_field="type", tag="code_interpreter_call"
):
    """Any object tagged 'code_interpreter_call': a provider-native block, which an open dispatch keeps whole."""


class _Native_image_generation_call(
    msgspec.Struct, tag_field="type", tag="image_generation_call"
):
    """Any object tagged 'image_generation_call': a provider-native block, which an open dispatch keeps whole."""


class _Native_computer_call(msgspec.Struct, tag_field="type", tag="computer_call"):
    """Any object tagged 'computer_call': a provider-native block, which an open dispatch keeps whole."""


class _Native_custom_tool_call(
    msgspec.Struct, tag_field="type", tag="custom_tool_call"
):
    """Any object tagged 'custom_tool_call': a provider-native block, which an open dispatch keeps whole."""


class _Native_mcp_call(msgspec.Struct, tag_field="type", tag="mcp_call"):
    """Any object tagged 'mcp_call': a provider-native block, which an open dispatch keeps whole."""


class _Native_mcp_list_tools(msgspec.Struct, tag_field="type", tag="mcp_list_tools"):
    """Any object tagged 'mcp_list_tools': a provider-native block, which an open dispatch keeps whole."""


class _Native_mcp_approval_request(
    msgspec.Struct, tag_field="type", tag="mcp_approval_request"
):
    """Any object tagged 'mcp_approval_request': a provider-native block, which an open dispatch keeps whole."""


class _Native_tool_search_call(
    msgspec.Struct, tag_field="type", tag="tool_search_call"
):
    """Any object tagged 'tool_search_call': a provider-native block, which an open dispatch keeps whole."""


class _Native_tool_search_output(
    msgspec.Struct, tag_field="type", tag="tool_search_output"
):
    """Any object tagged 'tool_search_output': a provider-native block, which an open dispatch keeps whole."""


class _Native_file_data(msgspec.Struct, tag_field="type", tag="file_data"):
    """Any object tagged 'file_data': a provider-native block, which an open dispatch keeps whole."""


class _Native_executable_code(msgspec.Struct, tag_field="type", tag="executable_code"):
    """Any object tagged 'executable_code': a provider-native block, which an open dispatch keeps whole."""


class _Native_code_execution_result(
    msgspec.Struct, tag_field="type", tag="code_execution_result"
):
    """Any object tagged 'code_execution_result': a provider-native block, which an open dispatch keeps whole."""


class _Native_reasoning_content(
    msgspec.Struct, tag_field="type", tag="reasoning_content"
):
    """Any object tagged 'reasoning_content': a provider-native block, which an open dispatch keeps whole."""


class AISDKTextPart(_ai_sdk.AISDKTextPart, kw_only=True):
    """AISDKTextPart with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKImagePart(_ai_sdk.AISDKImagePart, kw_only=True):
    """AISDKImagePart with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKFilePart(_ai_sdk.AISDKFilePart, kw_only=True):
    """AISDKFilePart with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKReasoningPart(_ai_sdk.AISDKReasoningPart, kw_only=True):
    """AISDKReasoningPart with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKToolCallPart(_ai_sdk.AISDKToolCallPart, kw_only=True):
    """AISDKToolCallPart with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKTextOutput(_ai_sdk.AISDKTextOutput, kw_only=True):
    """AISDKTextOutput with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKJSONOutput(_ai_sdk.AISDKJSONOutput, kw_only=True):
    """AISDKJSONOutput with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKExecutionDeniedOutput(_ai_sdk.AISDKExecutionDeniedOutput, kw_only=True):
    """AISDKExecutionDeniedOutput with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKErrorTextOutput(_ai_sdk.AISDKErrorTextOutput, kw_only=True):
    """AISDKErrorTextOutput with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKErrorJSONOutput(_ai_sdk.AISDKErrorJSONOutput, kw_only=True):
    """AISDKErrorJSONOutput with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKContentOutput(_ai_sdk.AISDKContentOutput, kw_only=True):
    """AISDKContentOutput with the values it holds as plain JSON typed."""

    value: list[AISDKToolResultContentItem]

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKTextContentItem(_ai_sdk.AISDKTextContentItem, kw_only=True):
    """AISDKTextContentItem with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKFileDataContentItem(_ai_sdk.AISDKFileDataContentItem, kw_only=True):
    """AISDKFileDataContentItem with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKFileURLContentItem(_ai_sdk.AISDKFileURLContentItem, kw_only=True):
    """AISDKFileURLContentItem with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKFileIdContentItem(_ai_sdk.AISDKFileIdContentItem, kw_only=True):
    """AISDKFileIdContentItem with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKImageDataContentItem(_ai_sdk.AISDKImageDataContentItem, kw_only=True):
    """AISDKImageDataContentItem with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKImageURLContentItem(_ai_sdk.AISDKImageURLContentItem, kw_only=True):
    """AISDKImageURLContentItem with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKImageFileIdContentItem(_ai_sdk.AISDKImageFileIdContentItem, kw_only=True):
    """AISDKImageFileIdContentItem with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKCustomContentItem(_ai_sdk.AISDKCustomContentItem, kw_only=True):
    """AISDKCustomContentItem with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKToolResultPart(_ai_sdk.AISDKToolResultPart, kw_only=True):
    """AISDKToolResultPart with the values it holds as plain JSON typed."""

    output: AISDKToolResultOutput

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKSystemModelMessage(_ai_sdk.AISDKSystemModelMessage, kw_only=True):
    """AISDKSystemModelMessage with the values it holds as plain JSON typed."""

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKUserModelMessage(_ai_sdk.AISDKUserModelMessage, kw_only=True):
    """AISDKUserModelMessage with the values it holds as plain JSON typed."""

    content: str | list[AISDKUserContentPart]

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKAssistantModelMessage(_ai_sdk.AISDKAssistantModelMessage, kw_only=True):
    """AISDKAssistantModelMessage with the values it holds as plain JSON typed."""

    content: str | list[AISDKAssistantContentPart]

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKToolModelMessage(_ai_sdk.AISDKToolModelMessage, kw_only=True):
    """AISDKToolModelMessage with the values it holds as plain JSON typed."""

    content: list[AISDKToolContentPart]

    providerOptions: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKTextUIPart(_ai_sdk.AISDKTextUIPart, kw_only=True):
    """AISDKTextUIPart with the values it holds as plain JSON typed."""

    providerMetadata: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKReasoningUIPart(_ai_sdk.AISDKReasoningUIPart, kw_only=True):
    """AISDKReasoningUIPart with the values it holds as plain JSON typed."""

    providerMetadata: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKSourceURLUIPart(_ai_sdk.AISDKSourceURLUIPart, kw_only=True):
    """AISDKSourceURLUIPart with the values it holds as plain JSON typed."""

    providerMetadata: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKSourceDocumentUIPart(_ai_sdk.AISDKSourceDocumentUIPart, kw_only=True):
    """AISDKSourceDocumentUIPart with the values it holds as plain JSON typed."""

    providerMetadata: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKFileUIPart(_ai_sdk.AISDKFileUIPart, kw_only=True):
    """AISDKFileUIPart with the values it holds as plain JSON typed."""

    providerMetadata: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKDynamicToolInputStreamingUIPart(
    _ai_sdk.AISDKDynamicToolInputStreamingUIPart, kw_only=True
):
    """AISDKDynamicToolInputStreamingUIPart with the values it holds as plain JSON typed."""

    callProviderMetadata: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKDynamicToolInputAvailableUIPart(
    _ai_sdk.AISDKDynamicToolInputAvailableUIPart, kw_only=True
):
    """AISDKDynamicToolInputAvailableUIPart with the values it holds as plain JSON typed."""

    callProviderMetadata: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKDynamicToolApprovalRequestedUIPart(
    _ai_sdk.AISDKDynamicToolApprovalRequestedUIPart, kw_only=True
):
    """AISDKDynamicToolApprovalRequestedUIPart with the values it holds as plain JSON typed."""

    callProviderMetadata: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKDynamicToolApprovalRespondedUIPart(
    _ai_sdk.AISDKDynamicToolApprovalRespondedUIPart, kw_only=True
):
    """AISDKDynamicToolApprovalRespondedUIPart with the values it holds as plain JSON typed."""

    callProviderMetadata: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKDynamicToolOutputAvailableUIPart(
    _ai_sdk.AISDKDynamicToolOutputAvailableUIPart, kw_only=True
):
    """AISDKDynamicToolOutputAvailableUIPart with the values it holds as plain JSON typed."""

    callProviderMetadata: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]

    resultProviderMetadata: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKDynamicToolOutputErrorUIPart(
    _ai_sdk.AISDKDynamicToolOutputErrorUIPart, kw_only=True
):
    """AISDKDynamicToolOutputErrorUIPart with the values it holds as plain JSON typed."""

    callProviderMetadata: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]

    resultProviderMetadata: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class AISDKDynamicToolOutputDeniedUIPart(
    _ai_sdk.AISDKDynamicToolOutputDeniedUIPart, kw_only=True
):
    """AISDKDynamicToolOutputDeniedUIPart with the values it holds as plain JSON typed."""

    callProviderMetadata: dict[str, dict[str, Any]] | UnsetType = UNSET  # type: ignore[assignment]


class TextContentBlock(_content_blocks.TextContentBlock, kw_only=True):
    """TextContentBlock, and its extra rule run after decoding (msgspec cannot express it)."""

    def __post_init__(self) -> None:
        if self.annotations is UNSET:
            return  # nothing the rule looks into
        try:
            _validators._extra_TextContentBlock(msgspec.to_builtins(self), "$")
        except _validators.SchemaViolation as error:
            raise ValueError(error.message) from None  # msgspec reports it as invalid


class ImageContentBlock(_content_blocks.ImageContentBlock, kw_only=True):
    """ImageContentBlock, and its extra rule run after decoding (msgspec cannot express it)."""

    text: Any | UnsetType = UNSET  # read by the rule only
    source: Any | UnsetType = UNSET  # read by the rule only
    file: Any | UnsetType = UNSET  # read by the rule only

    def __post_init__(self) -> None:
        try:
            _validators._extra_ImageContentBlock(msgspec.to_builtins(self), "$")
        except _validators.SchemaViolation as error:
            raise ValueError(error.message) from None  # msgspec reports it as invalid


class AudioContentBlock(_content_blocks.AudioContentBlock, kw_only=True):
    """AudioContentBlock, and its extra rule run after decoding (msgspec cannot express it)."""

    text: Any | UnsetType = UNSET  # read by the rule only
    source: Any | UnsetType = UNSET  # read by the rule only
    file: Any | UnsetType = UNSET  # read by the rule only

    def __post_init__(self) -> None:
        try:
            _validators._extra_AudioContentBlock(msgspec.to_builtins(self), "$")
        except _validators.SchemaViolation as error:
            raise ValueError(error.message) from None  # msgspec reports it as invalid


class VideoContentBlock(_content_blocks.VideoContentBlock, kw_only=True):
    """VideoContentBlock, and its extra rule run after decoding (msgspec cannot express it)."""

    text: Any | UnsetType = UNSET  # read by the rule only
    source: Any | UnsetType = UNSET  # read by the rule only
    file: Any | UnsetType = UNSET  # read by the rule only

    def __post_init__(self) -> None:
        try:
            _validators._extra_VideoContentBlock(msgspec.to_builtins(self), "$")
        except _validators.SchemaViolation as error:
            raise ValueError(error.message) from None  # msgspec reports it as invalid


class FileContentBlock(_content_blocks.FileContentBlock, kw_only=True):
    """FileContentBlock, and its extra rule run after decoding (msgspec cannot express it)."""

    text: Any | UnsetType = UNSET  # read by the rule only
    source: Any | UnsetType = UNSET  # read by the rule only
    file: Any | UnsetType = UNSET  # read by the rule only

    def __post_init__(self) -> None:
        try:
            _validators._extra_FileContentBlock(msgspec.to_builtins(self), "$")
        except _validators.SchemaViolation as error:
            raise ValueError(error.message) from None  # msgspec reports it as invalid


class LangChainJSMessageData(_langchainjs.LangChainJSMessageData, kw_only=True):
    """LangChainJSMessageData, and its extra rule run after decoding (msgspec cannot express it)."""

    def __post_init__(self) -> None:
        if self.content is UNSET and self.content_blocks is UNSET:
            return  # nothing the rule looks into
        try:
            _validators._extra_LangChainJSMessageData(msgspec.to_builtins(self), "$")
        except _validators.SchemaViolation as error:
            raise ValueError(error.message) from None  # msgspec reports it as invalid


class LangChainJSAIMessageData(_langchainjs.LangChainJSAIMessageData, kw_only=True):
    """LangChainJSAIMessageData, and its extra rule run after decoding (msgspec cannot express it)."""

    def __post_init__(self) -> None:
        if (
            self.content is UNSET
            and self.content_blocks is UNSET
            and self.usage_metadata is UNSET
        ):
            return  # nothing the rule looks into
        try:
            _validators._extra_LangChainJSAIMessageData(msgspec.to_builtins(self), "$")
        except _validators.SchemaViolation as error:
            raise ValueError(error.message) from None  # msgspec reports it as invalid


class LangChainJSToolMessageData(_langchainjs.LangChainJSToolMessageData, kw_only=True):
    """LangChainJSToolMessageData, and its extra rule run after decoding (msgspec cannot express it)."""

    def __post_init__(self) -> None:
        if self.content is UNSET and self.content_blocks is UNSET:
            return  # nothing the rule looks into
        try:
            _validators._extra_LangChainJSToolMessageData(
                msgspec.to_builtins(self), "$"
            )
        except _validators.SchemaViolation as error:
            raise ValueError(error.message) from None  # msgspec reports it as invalid


class LangChainJSFunctionMessageData(
    _langchainjs.LangChainJSFunctionMessageData, kw_only=True
):
    """LangChainJSFunctionMessageData, and its extra rule run after decoding (msgspec cannot express it)."""

    def __post_init__(self) -> None:
        if self.content is UNSET and self.content_blocks is UNSET:
            return  # nothing the rule looks into
        try:
            _validators._extra_LangChainJSFunctionMessageData(
                msgspec.to_builtins(self), "$"
            )
        except _validators.SchemaViolation as error:
            raise ValueError(error.message) from None  # msgspec reports it as invalid


class LangChainJSChatMessageData(_langchainjs.LangChainJSChatMessageData, kw_only=True):
    """LangChainJSChatMessageData, and its extra rule run after decoding (msgspec cannot express it)."""

    def __post_init__(self) -> None:
        if self.content is UNSET and self.content_blocks is UNSET:
            return  # nothing the rule looks into
        try:
            _validators._extra_LangChainJSChatMessageData(
                msgspec.to_builtins(self), "$"
            )
        except _validators.SchemaViolation as error:
            raise ValueError(error.message) from None  # msgspec reports it as invalid


class LangChainJSStoredHumanMessage(
    _langchainjs.LangChainJSStoredHumanMessage, kw_only=True
):
    """LangChainJSStoredHumanMessage with the values it holds as plain JSON typed."""

    data: LangChainJSMessageData  # type: ignore[assignment]


class LangChainJSStoredAIMessage(_langchainjs.LangChainJSStoredAIMessage, kw_only=True):
    """LangChainJSStoredAIMessage with the values it holds as plain JSON typed."""

    data: LangChainJSAIMessageData  # type: ignore[assignment]


class LangChainJSStoredSystemMessage(
    _langchainjs.LangChainJSStoredSystemMessage, kw_only=True
):
    """LangChainJSStoredSystemMessage with the values it holds as plain JSON typed."""

    data: LangChainJSMessageData  # type: ignore[assignment]


class LangChainJSStoredFunctionMessage(
    _langchainjs.LangChainJSStoredFunctionMessage, kw_only=True
):
    """LangChainJSStoredFunctionMessage with the values it holds as plain JSON typed."""

    data: LangChainJSFunctionMessageData  # type: ignore[assignment]


class LangChainJSStoredToolMessage(
    _langchainjs.LangChainJSStoredToolMessage, kw_only=True
):
    """LangChainJSStoredToolMessage with the values it holds as plain JSON typed."""

    data: LangChainJSToolMessageData  # type: ignore[assignment]


class LangChainJSStoredChatMessage(
    _langchainjs.LangChainJSStoredChatMessage, kw_only=True
):
    """LangChainJSStoredChatMessage with the values it holds as plain JSON typed."""

    data: LangChainJSChatMessageData  # type: ignore[assignment]


class LangChainJSStoredRemoveMessage(
    _langchainjs.LangChainJSStoredRemoveMessage, kw_only=True
):
    """LangChainJSStoredRemoveMessage with the values it holds as plain JSON typed."""

    data: _langchainjs.LangChainJSRemoveMessageData  # type: ignore[assignment]


class HumanMessage(_messages.HumanMessage, kw_only=True):
    """HumanMessage with the values it holds as plain JSON typed."""

    content: MessageContent  # type: ignore[assignment]


class HumanMessageChunk(_messages.HumanMessageChunk, kw_only=True):
    """HumanMessageChunk with the values it holds as plain JSON typed."""

    content: MessageContent  # type: ignore[assignment]


class AIMessage(_messages.AIMessage, kw_only=True):
    """AIMessage with the values it holds as plain JSON typed."""

    content: MessageContent  # type: ignore[assignment]

    additional_kwargs: _messages.AIMessageAdditionalKwargs = {}  # type: ignore[assignment]

    tool_calls: list[_tool_calls.ToolCall] = []  # type: ignore[assignment]

    invalid_tool_calls: list[_tool_calls.InvalidToolCall] = []  # type: ignore[assignment]

    usage_metadata: _usage.UsageMetadata | None = None  # type: ignore[assignment]


class AIMessageChunk(_messages.AIMessageChunk, kw_only=True):
    """AIMessageChunk with the values it holds as plain JSON typed."""

    content: MessageContent  # type: ignore[assignment]

    additional_kwargs: _messages.AIMessageAdditionalKwargs = {}  # type: ignore[assignment]

    tool_calls: list[_tool_calls.ToolCall] = []  # type: ignore[assignment]

    invalid_tool_calls: list[_tool_calls.InvalidToolCall] = []  # type: ignore[assignment]

    usage_metadata: _usage.UsageMetadata | None = None  # type: ignore[assignment]

    tool_call_chunks: list[_tool_calls.ToolCallChunk] = []  # type: ignore[assignment]


class SystemMessage(_messages.SystemMessage, kw_only=True):
    """SystemMessage with the values it holds as plain JSON typed."""

    content: MessageContent  # type: ignore[assignment]


class SystemMessageChunk(_messages.SystemMessageChunk, kw_only=True):
    """SystemMessageChunk with the values it holds as plain JSON typed."""

    content: MessageContent  # type: ignore[assignment]


class ToolMessage(_messages.ToolMessage, kw_only=True):
    """ToolMessage with the values it holds as plain JSON typed."""

    content: MessageContent  # type: ignore[assignment]


class ToolMessageChunk(_messages.ToolMessageChunk, kw_only=True):
    """ToolMessageChunk with the values it holds as plain JSON typed."""

    content: MessageContent  # type: ignore[assignment]


class FunctionMessage(_messages.FunctionMessage, kw_only=True):
    """FunctionMessage with the values it holds as plain JSON typed."""

    content: MessageContent  # type: ignore[assignment]


class FunctionMessageChunk(_messages.FunctionMessageChunk, kw_only=True):
    """FunctionMessageChunk with the values it holds as plain JSON typed."""

    content: MessageContent  # type: ignore[assignment]


class ChatMessage(_messages.ChatMessage, kw_only=True):
    """ChatMessage with the values it holds as plain JSON typed."""

    content: MessageContent  # type: ignore[assignment]


class ChatMessageChunk(_messages.ChatMessageChunk, kw_only=True):
    """ChatMessageChunk with the values it holds as plain JSON typed."""

    content: MessageContent  # type: ignore[assignment]


class RemoveMessage(_messages.RemoveMessage, kw_only=True):
    """RemoveMessage with the values it holds as plain JSON typed."""

    content: (
        Annotated[str, msgspec.Meta(max_length=0)]
        | Annotated[list[Any], msgspec.Meta(max_length=0)]
    ) = ""  # type: ignore[assignment]


class SerializedHumanMessage(_serialized.SerializedHumanMessage, kw_only=True):
    """SerializedHumanMessage with the values it holds as plain JSON typed."""

    data: HumanMessage


class SerializedAIMessage(_serialized.SerializedAIMessage, kw_only=True):
    """SerializedAIMessage with the values it holds as plain JSON typed."""

    data: AIMessage


class SerializedSystemMessage(_serialized.SerializedSystemMessage, kw_only=True):
    """SerializedSystemMessage with the values it holds as plain JSON typed."""

    data: SystemMessage


class SerializedToolMessage(_serialized.SerializedToolMessage, kw_only=True):
    """SerializedToolMessage with the values it holds as plain JSON typed."""

    data: ToolMessage


class SerializedFunctionMessage(_serialized.SerializedFunctionMessage, kw_only=True):
    """SerializedFunctionMessage with the values it holds as plain JSON typed."""

    data: FunctionMessage


class SerializedChatMessage(_serialized.SerializedChatMessage, kw_only=True):
    """SerializedChatMessage with the values it holds as plain JSON typed."""

    data: ChatMessage


class SerializedRemoveMessage(_serialized.SerializedRemoveMessage, kw_only=True):
    """SerializedRemoveMessage with the values it holds as plain JSON typed."""

    data: RemoveMessage


class SerializedHumanMessageChunk(
    _serialized.SerializedHumanMessageChunk, kw_only=True
):
    """SerializedHumanMessageChunk with the values it holds as plain JSON typed."""

    data: HumanMessageChunk


class SerializedAIMessageChunk(_serialized.SerializedAIMessageChunk, kw_only=True):
    """SerializedAIMessageChunk with the values it holds as plain JSON typed."""

    data: AIMessageChunk


class SerializedSystemMessageChunk(
    _serialized.SerializedSystemMessageChunk, kw_only=True
):
    """SerializedSystemMessageChunk with the values it holds as plain JSON typed."""

    data: SystemMessageChunk


class SerializedToolMessageChunk(_serialized.SerializedToolMessageChunk, kw_only=True):
    """SerializedToolMessageChunk with the values it holds as plain JSON typed."""

    data: ToolMessageChunk


class SerializedFunctionMessageChunk(
    _serialized.SerializedFunctionMessageChunk, kw_only=True
):
    """SerializedFunctionMessageChunk with the values it holds as plain JSON typed."""

    data: FunctionMessageChunk


class SerializedChatMessageChunk(_serialized.SerializedChatMessageChunk, kw_only=True):
    """SerializedChatMessageChunk with the values it holds as plain JSON typed."""

    data: ChatMessageChunk


class LangChainSerializedMessage(
    _serialized.LangChainSerializedHumanMessage, kw_only=True
):
    """LangChainSerializedMessage in one Struct: kwargs typed by the union of its types, which id must name."""

    kwargs: AnyMessage  # type: ignore[assignment]

    def __post_init__(self) -> None:
        if (
            tuple(self.id),
            type(self.kwargs).__name__,
        ) not in _KEYED_LangChainSerializedMessage:
            raise ValueError("the id names another type than the type of kwargs")


AISDKToolResultContentItem: TypeAlias = (
    AISDKTextContentItem
    | _ai_sdk.AISDKMediaContentItem
    | AISDKFileDataContentItem
    | AISDKFileURLContentItem
    | AISDKFileIdContentItem
    | AISDKImageDataContentItem
    | AISDKImageURLContentItem
    | AISDKImageFileIdContentItem
    | AISDKCustomContentItem
)
"""One item of a content tool result, told apart by its type tag."""

AISDKToolResultOutput: TypeAlias = (
    AISDKTextOutput
    | AISDKJSONOutput
    | AISDKExecutionDeniedOutput
    | AISDKErrorTextOutput
    | AISDKErrorJSONOutput
    | AISDKContentOutput
)
"""The output of a tool result, told apart by its type tag."""

AISDKUserContentPart: TypeAlias = AISDKTextPart | AISDKImagePart | AISDKFilePart
"""One part of a user message's content, told apart by its type tag."""

AISDKAssistantContentPart: TypeAlias = (
    AISDKTextPart
    | AISDKFilePart
    | AISDKReasoningPart
    | AISDKToolCallPart
    | AISDKToolResultPart
    | _ai_sdk.AISDKToolApprovalRequestPart
)
"""One part of an assistant message's content, told apart by its type tag."""

AISDKToolContentPart: TypeAlias = (
    AISDKToolResultPart | _ai_sdk.AISDKToolApprovalResponsePart
)
"""One part of a tool message's content, told apart by its type tag."""

AISDKModelMessage: TypeAlias = (
    AISDKSystemModelMessage
    | AISDKUserModelMessage
    | AISDKAssistantModelMessage
    | AISDKToolModelMessage
)
"""A message of the Vercel AI SDK's ModelMessage form (what generateText and streamText take as messages), told apart by its role."""

AISDKDynamicToolUIPart: TypeAlias = (
    AISDKDynamicToolInputStreamingUIPart
    | AISDKDynamicToolInputAvailableUIPart
    | AISDKDynamicToolApprovalRequestedUIPart
    | AISDKDynamicToolApprovalRespondedUIPart
    | AISDKDynamicToolOutputAvailableUIPart
    | AISDKDynamicToolOutputErrorUIPart
    | AISDKDynamicToolOutputDeniedUIPart
)
"""A dynamic tool part, told apart by the state of its call."""

ContentPart: TypeAlias = (
    TextContentBlock
    | _content_blocks.ReasoningContentBlock
    | _content_blocks.RefusalContentBlock
    | ImageContentBlock
    | AudioContentBlock
    | VideoContentBlock
    | FileContentBlock
    | _content_blocks.PlainTextContentBlock
    | _content_blocks.NonStandardContentBlock
    | _tool_calls.ToolCall
    | _tool_calls.ToolCallChunk
    | _tool_calls.InvalidToolCall
    | _content_blocks.ServerToolCall
    | _content_blocks.ServerToolCallChunk
    | _content_blocks.ServerToolResult
    | _Native_thinking
    | _Native_redacted_thinking
    | _Native_tool_use
    | _Native_tool_result
    | _Native_server_tool_use
    | _Native_web_search_tool_result
    | _Native_document
    | _Native_search_result
    | _Native_container_upload
    | _Native_mcp_tool_use
    | _Native_mcp_tool_result
    | _Native_web_fetch_tool_result
    | _Native_code_execution_tool_result
    | _Native_bash_code_execution_tool_result
    | _Native_text_editor_code_execution_tool_result
    | _Native_tool_search_tool_result
    | _Native_input_json_delta
    | _Native_image_url
    | _Native_input_audio
    | _Native_input_text
    | _Native_output_text
    | _Native_input_image
    | _Native_input_file
    | _Native_summary_text
    | _Native_function_call
    | _Native_function_call_output
    | _Native_web_search_call
    | _Native_file_search_call
    | _Native_code_interpreter_call
    | _Native_image_generation_call
    | _Native_computer_call
    | _Native_custom_tool_call
    | _Native_mcp_call
    | _Native_mcp_list_tools
    | _Native_mcp_approval_request
    | _Native_tool_search_call
    | _Native_tool_search_output
    | _Native_file_data
    | _Native_executable_code
    | _Native_code_execution_result
    | _Native_reasoning_content
)
"""An object in a message's content list. If its type tag names a standard block, it must match that block's schema; objects with any other type, such as a provider's native blocks, are kept unchanged."""

ContentItem: TypeAlias = str | ContentPart
"""One item of a message's content list: a plain string or a content part."""

LangChainJSStoredMessage: TypeAlias = (
    LangChainJSStoredHumanMessage
    | LangChainJSStoredAIMessage
    | LangChainJSStoredSystemMessage
    | LangChainJSStoredFunctionMessage
    | LangChainJSStoredToolMessage
    | LangChainJSStoredChatMessage
    | LangChainJSStoredRemoveMessage
)
"""A message in langchainjs's stored form, StoredMessage in @langchain/core 1.4.0: the type (human, ai, system, function, tool, generic or remove) and the fields under data, as toDict and mapChatMessagesToStoredMessages write them. Chunks are written under the type of their message; v1 messages may carry content_blocks and no content; blocks may use langchainjs's camelCase keys."""

MessageContent: TypeAlias = str | list[ContentItem]
"""The content of a message: a string, or a list of strings and content parts."""

AnyMessage: TypeAlias = (
    HumanMessage
    | AIMessage
    | SystemMessage
    | ToolMessage
    | FunctionMessage
    | ChatMessage
    | RemoveMessage
    | HumanMessageChunk
    | AIMessageChunk
    | SystemMessageChunk
    | ToolMessageChunk
    | FunctionMessageChunk
    | ChatMessageChunk
)
"""Any message, told apart by its type tag."""

SerializedMessage: TypeAlias = (
    SerializedHumanMessage
    | SerializedAIMessage
    | SerializedSystemMessage
    | SerializedToolMessage
    | SerializedFunctionMessage
    | SerializedChatMessage
    | SerializedRemoveMessage
    | SerializedHumanMessageChunk
    | SerializedAIMessageChunk
    | SerializedSystemMessageChunk
    | SerializedToolMessageChunk
    | SerializedFunctionMessageChunk
    | SerializedChatMessageChunk
)
"""A message in the stored form that chat histories keep: an object with the message type tag and the message fields under data."""

_KEYED_LangChainSerializedMessage: frozenset[tuple[tuple[str, ...], str]] = frozenset(
    {
        (("langchain", "schema", "messages", "HumanMessage"), "HumanMessage"),
        (("langchain_core", "messages", "human", "HumanMessage"), "HumanMessage"),
        (("langchain", "schema", "HumanMessage"), "HumanMessage"),
        (("langchain", "schema", "messages", "AIMessage"), "AIMessage"),
        (("langchain_core", "messages", "ai", "AIMessage"), "AIMessage"),
        (("langchain", "schema", "AIMessage"), "AIMessage"),
        (("langchain", "schema", "messages", "SystemMessage"), "SystemMessage"),
        (("langchain_core", "messages", "system", "SystemMessage"), "SystemMessage"),
        (("langchain", "schema", "SystemMessage"), "SystemMessage"),
        (("langchain", "schema", "messages", "ToolMessage"), "ToolMessage"),
        (("langchain_core", "messages", "tool", "ToolMessage"), "ToolMessage"),
        (("langchain", "schema", "messages", "FunctionMessage"), "FunctionMessage"),
        (
            ("langchain_core", "messages", "function", "FunctionMessage"),
            "FunctionMessage",
        ),
        (("langchain", "schema", "FunctionMessage"), "FunctionMessage"),
        (("langchain", "schema", "messages", "ChatMessage"), "ChatMessage"),
        (("langchain_core", "messages", "chat", "ChatMessage"), "ChatMessage"),
        (("langchain", "schema", "ChatMessage"), "ChatMessage"),
        (("langchain", "schema", "messages", "RemoveMessage"), "RemoveMessage"),
        (("langchain_core", "messages", "modifier", "RemoveMessage"), "RemoveMessage"),
        (("langchain", "schema", "messages", "HumanMessageChunk"), "HumanMessageChunk"),
        (
            ("langchain_core", "messages", "human", "HumanMessageChunk"),
            "HumanMessageChunk",
        ),
        (("langchain", "schema", "messages", "AIMessageChunk"), "AIMessageChunk"),
        (("langchain_core", "messages", "ai", "AIMessageChunk"), "AIMessageChunk"),
        (
            ("langchain", "schema", "messages", "SystemMessageChunk"),
            "SystemMessageChunk",
        ),
        (
            ("langchain_core", "messages", "system", "SystemMessageChunk"),
            "SystemMessageChunk",
        ),
        (("langchain", "schema", "messages", "ToolMessageChunk"), "ToolMessageChunk"),
        (
            ("langchain_core", "messages", "tool", "ToolMessageChunk"),
            "ToolMessageChunk",
        ),
        (
            ("langchain", "schema", "messages", "FunctionMessageChunk"),
            "FunctionMessageChunk",
        ),
        (
            ("langchain_core", "messages", "function", "FunctionMessageChunk"),
            "FunctionMessageChunk",
        ),
        (("langchain", "schema", "messages", "ChatMessageChunk"), "ChatMessageChunk"),
        (
            ("langchain_core", "messages", "chat", "ChatMessageChunk"),
            "ChatMessageChunk",
        ),
    }
)
"""The (id, type of kwargs) pairs LangChainSerializedMessage accepts in one pass; the one-pass and generated
Structs of a type are named by its title."""

TYPES: dict[str, Any] = {
    "AISDKTextPart": AISDKTextPart,
    "AISDKImagePart": AISDKImagePart,
    "AISDKFilePart": AISDKFilePart,
    "AISDKReasoningPart": AISDKReasoningPart,
    "AISDKToolCallPart": AISDKToolCallPart,
    "AISDKTextOutput": AISDKTextOutput,
    "AISDKJSONOutput": AISDKJSONOutput,
    "AISDKExecutionDeniedOutput": AISDKExecutionDeniedOutput,
    "AISDKErrorTextOutput": AISDKErrorTextOutput,
    "AISDKErrorJSONOutput": AISDKErrorJSONOutput,
    "AISDKContentOutput": AISDKContentOutput,
    "AISDKTextContentItem": AISDKTextContentItem,
    "AISDKMediaContentItem": _ai_sdk.AISDKMediaContentItem,
    "AISDKFileDataContentItem": AISDKFileDataContentItem,
    "AISDKFileURLContentItem": AISDKFileURLContentItem,
    "AISDKFileIdContentItem": AISDKFileIdContentItem,
    "AISDKImageDataContentItem": AISDKImageDataContentItem,
    "AISDKImageURLContentItem": AISDKImageURLContentItem,
    "AISDKImageFileIdContentItem": AISDKImageFileIdContentItem,
    "AISDKCustomContentItem": AISDKCustomContentItem,
    "AISDKToolResultContentItem": AISDKToolResultContentItem,
    "AISDKToolResultOutput": AISDKToolResultOutput,
    "AISDKToolResultPart": AISDKToolResultPart,
    "AISDKToolApprovalRequestPart": _ai_sdk.AISDKToolApprovalRequestPart,
    "AISDKToolApprovalResponsePart": _ai_sdk.AISDKToolApprovalResponsePart,
    "AISDKUserContentPart": AISDKUserContentPart,
    "AISDKAssistantContentPart": AISDKAssistantContentPart,
    "AISDKToolContentPart": AISDKToolContentPart,
    "AISDKSystemModelMessage": AISDKSystemModelMessage,
    "AISDKUserModelMessage": AISDKUserModelMessage,
    "AISDKAssistantModelMessage": AISDKAssistantModelMessage,
    "AISDKToolModelMessage": AISDKToolModelMessage,
    "AISDKModelMessage": AISDKModelMessage,
    "AISDKTextUIPart": AISDKTextUIPart,
    "AISDKReasoningUIPart": AISDKReasoningUIPart,
    "AISDKSourceURLUIPart": AISDKSourceURLUIPart,
    "AISDKSourceDocumentUIPart": AISDKSourceDocumentUIPart,
    "AISDKFileUIPart": AISDKFileUIPart,
    "AISDKStepStartUIPart": _ai_sdk.AISDKStepStartUIPart,
    "AISDKToolApprovalRequested": _ai_sdk.AISDKToolApprovalRequested,
    "AISDKToolApprovalResponded": _ai_sdk.AISDKToolApprovalResponded,
    "AISDKToolApprovalGranted": _ai_sdk.AISDKToolApprovalGranted,
    "AISDKToolApprovalDenied": _ai_sdk.AISDKToolApprovalDenied,
    "AISDKDynamicToolInputStreamingUIPart": AISDKDynamicToolInputStreamingUIPart,
    "AISDKDynamicToolInputAvailableUIPart": AISDKDynamicToolInputAvailableUIPart,
    "AISDKDynamicToolApprovalRequestedUIPart": AISDKDynamicToolApprovalRequestedUIPart,
    "AISDKDynamicToolApprovalRespondedUIPart": AISDKDynamicToolApprovalRespondedUIPart,
    "AISDKDynamicToolOutputAvailableUIPart": AISDKDynamicToolOutputAvailableUIPart,
    "AISDKDynamicToolOutputErrorUIPart": AISDKDynamicToolOutputErrorUIPart,
    "AISDKDynamicToolOutputDeniedUIPart": AISDKDynamicToolOutputDeniedUIPart,
    "AISDKDynamicToolUIPart": AISDKDynamicToolUIPart,
    "TextContentBlock": TextContentBlock,
    "ReasoningContentBlock": _content_blocks.ReasoningContentBlock,
    "RefusalContentBlock": _content_blocks.RefusalContentBlock,
    "ImageContentBlock": ImageContentBlock,
    "AudioContentBlock": AudioContentBlock,
    "VideoContentBlock": VideoContentBlock,
    "FileContentBlock": FileContentBlock,
    "PlainTextContentBlock": _content_blocks.PlainTextContentBlock,
    "NonStandardContentBlock": _content_blocks.NonStandardContentBlock,
    "ServerToolCall": _content_blocks.ServerToolCall,
    "ServerToolCallChunk": _content_blocks.ServerToolCallChunk,
    "ServerToolResult": _content_blocks.ServerToolResult,
    "ContentPart": ContentPart,
    "ContentItem": ContentItem,
    "LangChainJSMessageData": LangChainJSMessageData,
    "LangChainJSAIMessageData": LangChainJSAIMessageData,
    "LangChainJSToolMessageData": LangChainJSToolMessageData,
    "LangChainJSFunctionMessageData": LangChainJSFunctionMessageData,
    "LangChainJSRemoveMessageData": _langchainjs.LangChainJSRemoveMessageData,
    "LangChainJSChatMessageData": LangChainJSChatMessageData,
    "LangChainJSStoredHumanMessage": LangChainJSStoredHumanMessage,
    "LangChainJSStoredAIMessage": LangChainJSStoredAIMessage,
    "LangChainJSStoredSystemMessage": LangChainJSStoredSystemMessage,
    "LangChainJSStoredFunctionMessage": LangChainJSStoredFunctionMessage,
    "LangChainJSStoredToolMessage": LangChainJSStoredToolMessage,
    "LangChainJSStoredChatMessage": LangChainJSStoredChatMessage,
    "LangChainJSStoredRemoveMessage": LangChainJSStoredRemoveMessage,
    "LangChainJSStoredMessage": LangChainJSStoredMessage,
    "HumanMessage": HumanMessage,
    "HumanMessageChunk": HumanMessageChunk,
    "AIMessage": AIMessage,
    "AIMessageChunk": AIMessageChunk,
    "SystemMessage": SystemMessage,
    "SystemMessageChunk": SystemMessageChunk,
    "ToolMessage": ToolMessage,
    "ToolMessageChunk": ToolMessageChunk,
    "FunctionMessage": FunctionMessage,
    "FunctionMessageChunk": FunctionMessageChunk,
    "ChatMessage": ChatMessage,
    "ChatMessageChunk": ChatMessageChunk,
    "RemoveMessage": RemoveMessage,
    "MessageContent": MessageContent,
    "AnyMessage": AnyMessage,
    "AIMessageAdditionalKwargs": _messages.AIMessageAdditionalKwargs,
    "SerializedHumanMessage": SerializedHumanMessage,
    "SerializedAIMessage": SerializedAIMessage,
    "SerializedSystemMessage": SerializedSystemMessage,
    "SerializedToolMessage": SerializedToolMessage,
    "SerializedFunctionMessage": SerializedFunctionMessage,
    "SerializedChatMessage": SerializedChatMessage,
    "SerializedRemoveMessage": SerializedRemoveMessage,
    "SerializedHumanMessageChunk": SerializedHumanMessageChunk,
    "SerializedAIMessageChunk": SerializedAIMessageChunk,
    "SerializedSystemMessageChunk": SerializedSystemMessageChunk,
    "SerializedToolMessageChunk": SerializedToolMessageChunk,
    "SerializedFunctionMessageChunk": SerializedFunctionMessageChunk,
    "SerializedChatMessageChunk": SerializedChatMessageChunk,
    "SerializedMessage": SerializedMessage,
    "LangChainSerializedMessage": LangChainSerializedMessage,
    "ToolCall": _tool_calls.ToolCall,
    "ToolCallChunk": _tool_calls.ToolCallChunk,
    "InvalidToolCall": _tool_calls.InvalidToolCall,
    "UsageMetadata": _usage.UsageMetadata,
}
"""The one-pass type of each schema title given one."""

DECODERS: dict[str, msgspec.json.Decoder[Any]] = {
    "AISDKToolResultContentItem": msgspec.json.Decoder(AISDKToolResultContentItem),
    "list[AISDKToolResultContentItem]": msgspec.json.Decoder(
        list[AISDKToolResultContentItem]
    ),
    "AISDKToolResultOutput": msgspec.json.Decoder(AISDKToolResultOutput),
    "list[AISDKToolResultOutput]": msgspec.json.Decoder(list[AISDKToolResultOutput]),
    "AISDKUserContentPart": msgspec.json.Decoder(AISDKUserContentPart),
    "list[AISDKUserContentPart]": msgspec.json.Decoder(list[AISDKUserContentPart]),
    "AISDKAssistantContentPart": msgspec.json.Decoder(AISDKAssistantContentPart),
    "list[AISDKAssistantContentPart]": msgspec.json.Decoder(
        list[AISDKAssistantContentPart]
    ),
    "AISDKToolContentPart": msgspec.json.Decoder(AISDKToolContentPart),
    "list[AISDKToolContentPart]": msgspec.json.Decoder(list[AISDKToolContentPart]),
    "AISDKModelMessage": msgspec.json.Decoder(AISDKModelMessage),
    "list[AISDKModelMessage]": msgspec.json.Decoder(list[AISDKModelMessage]),
    "AISDKTextUIPart": msgspec.json.Decoder(AISDKTextUIPart),
    "list[AISDKTextUIPart]": msgspec.json.Decoder(list[AISDKTextUIPart]),
    "AISDKReasoningUIPart": msgspec.json.Decoder(AISDKReasoningUIPart),
    "list[AISDKReasoningUIPart]": msgspec.json.Decoder(list[AISDKReasoningUIPart]),
    "AISDKSourceURLUIPart": msgspec.json.Decoder(AISDKSourceURLUIPart),
    "list[AISDKSourceURLUIPart]": msgspec.json.Decoder(list[AISDKSourceURLUIPart]),
    "AISDKSourceDocumentUIPart": msgspec.json.Decoder(AISDKSourceDocumentUIPart),
    "list[AISDKSourceDocumentUIPart]": msgspec.json.Decoder(
        list[AISDKSourceDocumentUIPart]
    ),
    "AISDKFileUIPart": msgspec.json.Decoder(AISDKFileUIPart),
    "list[AISDKFileUIPart]": msgspec.json.Decoder(list[AISDKFileUIPart]),
    "AISDKStepStartUIPart": msgspec.json.Decoder(_ai_sdk.AISDKStepStartUIPart),
    "list[AISDKStepStartUIPart]": msgspec.json.Decoder(
        list[_ai_sdk.AISDKStepStartUIPart]
    ),
    "AISDKToolApprovalRequested": msgspec.json.Decoder(
        _ai_sdk.AISDKToolApprovalRequested
    ),
    "list[AISDKToolApprovalRequested]": msgspec.json.Decoder(
        list[_ai_sdk.AISDKToolApprovalRequested]
    ),
    "AISDKToolApprovalResponded": msgspec.json.Decoder(
        _ai_sdk.AISDKToolApprovalResponded
    ),
    "list[AISDKToolApprovalResponded]": msgspec.json.Decoder(
        list[_ai_sdk.AISDKToolApprovalResponded]
    ),
    "AISDKToolApprovalGranted": msgspec.json.Decoder(_ai_sdk.AISDKToolApprovalGranted),
    "list[AISDKToolApprovalGranted]": msgspec.json.Decoder(
        list[_ai_sdk.AISDKToolApprovalGranted]
    ),
    "AISDKToolApprovalDenied": msgspec.json.Decoder(_ai_sdk.AISDKToolApprovalDenied),
    "list[AISDKToolApprovalDenied]": msgspec.json.Decoder(
        list[_ai_sdk.AISDKToolApprovalDenied]
    ),
    "AISDKDynamicToolUIPart": msgspec.json.Decoder(AISDKDynamicToolUIPart),
    "list[AISDKDynamicToolUIPart]": msgspec.json.Decoder(list[AISDKDynamicToolUIPart]),
    "LangChainJSStoredMessage": msgspec.json.Decoder(LangChainJSStoredMessage),
    "list[LangChainJSStoredMessage]": msgspec.json.Decoder(
        list[LangChainJSStoredMessage]
    ),
    "AnyMessage": msgspec.json.Decoder(AnyMessage),
    "list[AnyMessage]": msgspec.json.Decoder(list[AnyMessage]),
    "SerializedMessage": msgspec.json.Decoder(SerializedMessage),
    "list[SerializedMessage]": msgspec.json.Decoder(list[SerializedMessage]),
    "LangChainSerializedMessage": msgspec.json.Decoder(LangChainSerializedMessage),
    "list[LangChainSerializedMessage]": msgspec.json.Decoder(
        list[LangChainSerializedMessage]
    ),
}
"""A decoder for each union of closed Structs and each closed Struct in no union, one value or a list."""
