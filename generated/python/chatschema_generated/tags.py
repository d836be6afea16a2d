# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
# ruff: noqa
"""The type tags of every tagged union and tag dispatch in the schemas, and the type each names.

For each union or dispatch ``T`` (its title as a constant, such as ``CONTENT_BLOCK``):
``T_BY_TAG`` maps each tag to the title of the type it names, in schema order, and
``T_TAGS`` is the set of those tags. ``BY_TAG`` holds every table under its title.
For each dispatch ``T`` keyed by an array of strings (a class path), ``T_BY_PATH`` maps each
array, as a tuple, to the title of the type it names; ``BY_PATH`` holds every such table.
"""

from __future__ import annotations


LANG_CHAIN_JS_SERIALIZED_MESSAGE_BY_PATH: dict[tuple[str, ...], str] = {
    ("langchain_core", "messages", "HumanMessage"): "LangChainJSSerializedHumanMessage",
    ("langchain_core", "messages", "AIMessage"): "LangChainJSSerializedAIMessage",
    (
        "langchain_core",
        "messages",
        "SystemMessage",
    ): "LangChainJSSerializedSystemMessage",
    ("langchain_core", "messages", "ToolMessage"): "LangChainJSSerializedToolMessage",
    (
        "langchain_core",
        "messages",
        "FunctionMessage",
    ): "LangChainJSSerializedFunctionMessage",
    ("langchain_core", "messages", "ChatMessage"): "LangChainJSSerializedChatMessage",
    (
        "langchain_core",
        "messages",
        "RemoveMessage",
    ): "LangChainJSSerializedRemoveMessage",
    (
        "langchain_core",
        "messages",
        "HumanMessageChunk",
    ): "LangChainJSSerializedHumanMessageChunk",
    (
        "langchain_core",
        "messages",
        "AIMessageChunk",
    ): "LangChainJSSerializedAIMessageChunk",
    (
        "langchain_core",
        "messages",
        "SystemMessageChunk",
    ): "LangChainJSSerializedSystemMessageChunk",
    (
        "langchain_core",
        "messages",
        "ToolMessageChunk",
    ): "LangChainJSSerializedToolMessageChunk",
    (
        "langchain_core",
        "messages",
        "FunctionMessageChunk",
    ): "LangChainJSSerializedFunctionMessageChunk",
    (
        "langchain_core",
        "messages",
        "ChatMessageChunk",
    ): "LangChainJSSerializedChatMessageChunk",
}
"""Each array of LangChainJSSerializedMessage's dispatch (a class path, as a tuple) and the title of the type it names."""

LANG_CHAIN_SERIALIZED_MESSAGE_BY_PATH: dict[tuple[str, ...], str] = {
    (
        "langchain",
        "schema",
        "messages",
        "HumanMessage",
    ): "LangChainSerializedHumanMessage",
    (
        "langchain_core",
        "messages",
        "human",
        "HumanMessage",
    ): "LangChainSerializedHumanMessage",
    ("langchain", "schema", "HumanMessage"): "LangChainSerializedHumanMessage",
    ("langchain", "schema", "messages", "AIMessage"): "LangChainSerializedAIMessage",
    ("langchain_core", "messages", "ai", "AIMessage"): "LangChainSerializedAIMessage",
    ("langchain", "schema", "AIMessage"): "LangChainSerializedAIMessage",
    (
        "langchain",
        "schema",
        "messages",
        "SystemMessage",
    ): "LangChainSerializedSystemMessage",
    (
        "langchain_core",
        "messages",
        "system",
        "SystemMessage",
    ): "LangChainSerializedSystemMessage",
    ("langchain", "schema", "SystemMessage"): "LangChainSerializedSystemMessage",
    (
        "langchain",
        "schema",
        "messages",
        "ToolMessage",
    ): "LangChainSerializedToolMessage",
    (
        "langchain_core",
        "messages",
        "tool",
        "ToolMessage",
    ): "LangChainSerializedToolMessage",
    (
        "langchain",
        "schema",
        "messages",
        "FunctionMessage",
    ): "LangChainSerializedFunctionMessage",
    (
        "langchain_core",
        "messages",
        "function",
        "FunctionMessage",
    ): "LangChainSerializedFunctionMessage",
    ("langchain", "schema", "FunctionMessage"): "LangChainSerializedFunctionMessage",
    (
        "langchain",
        "schema",
        "messages",
        "ChatMessage",
    ): "LangChainSerializedChatMessage",
    (
        "langchain_core",
        "messages",
        "chat",
        "ChatMessage",
    ): "LangChainSerializedChatMessage",
    ("langchain", "schema", "ChatMessage"): "LangChainSerializedChatMessage",
    (
        "langchain",
        "schema",
        "messages",
        "RemoveMessage",
    ): "LangChainSerializedRemoveMessage",
    (
        "langchain_core",
        "messages",
        "modifier",
        "RemoveMessage",
    ): "LangChainSerializedRemoveMessage",
    (
        "langchain",
        "schema",
        "messages",
        "HumanMessageChunk",
    ): "LangChainSerializedHumanMessageChunk",
    (
        "langchain_core",
        "messages",
        "human",
        "HumanMessageChunk",
    ): "LangChainSerializedHumanMessageChunk",
    (
        "langchain",
        "schema",
        "messages",
        "AIMessageChunk",
    ): "LangChainSerializedAIMessageChunk",
    (
        "langchain_core",
        "messages",
        "ai",
        "AIMessageChunk",
    ): "LangChainSerializedAIMessageChunk",
    (
        "langchain",
        "schema",
        "messages",
        "SystemMessageChunk",
    ): "LangChainSerializedSystemMessageChunk",
    (
        "langchain_core",
        "messages",
        "system",
        "SystemMessageChunk",
    ): "LangChainSerializedSystemMessageChunk",
    (
        "langchain",
        "schema",
        "messages",
        "ToolMessageChunk",
    ): "LangChainSerializedToolMessageChunk",
    (
        "langchain_core",
        "messages",
        "tool",
        "ToolMessageChunk",
    ): "LangChainSerializedToolMessageChunk",
    (
        "langchain",
        "schema",
        "messages",
        "FunctionMessageChunk",
    ): "LangChainSerializedFunctionMessageChunk",
    (
        "langchain_core",
        "messages",
        "function",
        "FunctionMessageChunk",
    ): "LangChainSerializedFunctionMessageChunk",
    (
        "langchain",
        "schema",
        "messages",
        "ChatMessageChunk",
    ): "LangChainSerializedChatMessageChunk",
    (
        "langchain_core",
        "messages",
        "chat",
        "ChatMessageChunk",
    ): "LangChainSerializedChatMessageChunk",
    ("langchain_core", "messages", "HumanMessage"): "LangChainJSSerializedHumanMessage",
    ("langchain_core", "messages", "AIMessage"): "LangChainJSSerializedAIMessage",
    (
        "langchain_core",
        "messages",
        "SystemMessage",
    ): "LangChainJSSerializedSystemMessage",
    ("langchain_core", "messages", "ToolMessage"): "LangChainJSSerializedToolMessage",
    (
        "langchain_core",
        "messages",
        "FunctionMessage",
    ): "LangChainJSSerializedFunctionMessage",
    ("langchain_core", "messages", "ChatMessage"): "LangChainJSSerializedChatMessage",
    (
        "langchain_core",
        "messages",
        "RemoveMessage",
    ): "LangChainJSSerializedRemoveMessage",
    (
        "langchain_core",
        "messages",
        "HumanMessageChunk",
    ): "LangChainJSSerializedHumanMessageChunk",
    (
        "langchain_core",
        "messages",
        "AIMessageChunk",
    ): "LangChainJSSerializedAIMessageChunk",
    (
        "langchain_core",
        "messages",
        "SystemMessageChunk",
    ): "LangChainJSSerializedSystemMessageChunk",
    (
        "langchain_core",
        "messages",
        "ToolMessageChunk",
    ): "LangChainJSSerializedToolMessageChunk",
    (
        "langchain_core",
        "messages",
        "FunctionMessageChunk",
    ): "LangChainJSSerializedFunctionMessageChunk",
    (
        "langchain_core",
        "messages",
        "ChatMessageChunk",
    ): "LangChainJSSerializedChatMessageChunk",
}
"""Each array of LangChainSerializedMessage's dispatch (a class path, as a tuple) and the title of the type it names."""

AISDK_ASSISTANT_CONTENT_PART_BY_TAG: dict[str, str] = {
    "text": "AISDKTextPart",
    "file": "AISDKFilePart",
    "reasoning": "AISDKReasoningPart",
    "tool-call": "AISDKToolCallPart",
    "tool-result": "AISDKToolResultPart",
    "tool-approval-request": "AISDKToolApprovalRequestPart",
}
"""Each tag of AISDKAssistantContentPart and the title of the type it names. AISDKAssistantContentPart: One part of an assistant message's content, told apart by its type tag."""

AISDK_ASSISTANT_CONTENT_PART_TAGS: frozenset[str] = frozenset(
    AISDK_ASSISTANT_CONTENT_PART_BY_TAG
)
"""The type tags AISDKAssistantContentPart accepts."""

AISDK_DYNAMIC_TOOL_UI_PART_BY_TAG: dict[str, str] = {
    "input-streaming": "AISDKDynamicToolInputStreamingUIPart",
    "input-available": "AISDKDynamicToolInputAvailableUIPart",
    "approval-requested": "AISDKDynamicToolApprovalRequestedUIPart",
    "approval-responded": "AISDKDynamicToolApprovalRespondedUIPart",
    "output-available": "AISDKDynamicToolOutputAvailableUIPart",
    "output-error": "AISDKDynamicToolOutputErrorUIPart",
    "output-denied": "AISDKDynamicToolOutputDeniedUIPart",
}
"""Each tag of AISDKDynamicToolUIPart and the title of the type it names. AISDKDynamicToolUIPart: A dynamic tool part, told apart by the state of its call."""

AISDK_DYNAMIC_TOOL_UI_PART_TAGS: frozenset[str] = frozenset(
    AISDK_DYNAMIC_TOOL_UI_PART_BY_TAG
)
"""The type tags AISDKDynamicToolUIPart accepts."""

AISDK_MODEL_MESSAGE_BY_TAG: dict[str, str] = {
    "system": "AISDKSystemModelMessage",
    "user": "AISDKUserModelMessage",
    "assistant": "AISDKAssistantModelMessage",
    "tool": "AISDKToolModelMessage",
}
"""Each tag of AISDKModelMessage and the title of the type it names. AISDKModelMessage: A message of the Vercel AI SDK's ModelMessage form (what generateText and streamText take as messages), told apart by its role."""

AISDK_MODEL_MESSAGE_TAGS: frozenset[str] = frozenset(AISDK_MODEL_MESSAGE_BY_TAG)
"""The type tags AISDKModelMessage accepts."""

AISDK_TOOL_CONTENT_PART_BY_TAG: dict[str, str] = {
    "tool-result": "AISDKToolResultPart",
    "tool-approval-response": "AISDKToolApprovalResponsePart",
}
"""Each tag of AISDKToolContentPart and the title of the type it names. AISDKToolContentPart: One part of a tool message's content, told apart by its type tag."""

AISDK_TOOL_CONTENT_PART_TAGS: frozenset[str] = frozenset(AISDK_TOOL_CONTENT_PART_BY_TAG)
"""The type tags AISDKToolContentPart accepts."""

AISDK_TOOL_RESULT_CONTENT_ITEM_BY_TAG: dict[str, str] = {
    "text": "AISDKTextContentItem",
    "media": "AISDKMediaContentItem",
    "file-data": "AISDKFileDataContentItem",
    "file-url": "AISDKFileURLContentItem",
    "file-id": "AISDKFileIdContentItem",
    "image-data": "AISDKImageDataContentItem",
    "image-url": "AISDKImageURLContentItem",
    "image-file-id": "AISDKImageFileIdContentItem",
    "custom": "AISDKCustomContentItem",
}
"""Each tag of AISDKToolResultContentItem and the title of the type it names. AISDKToolResultContentItem: One item of a content tool result, told apart by its type tag."""

AISDK_TOOL_RESULT_CONTENT_ITEM_TAGS: frozenset[str] = frozenset(
    AISDK_TOOL_RESULT_CONTENT_ITEM_BY_TAG
)
"""The type tags AISDKToolResultContentItem accepts."""

AISDK_TOOL_RESULT_OUTPUT_BY_TAG: dict[str, str] = {
    "text": "AISDKTextOutput",
    "json": "AISDKJSONOutput",
    "execution-denied": "AISDKExecutionDeniedOutput",
    "error-text": "AISDKErrorTextOutput",
    "error-json": "AISDKErrorJSONOutput",
    "content": "AISDKContentOutput",
}
"""Each tag of AISDKToolResultOutput and the title of the type it names. AISDKToolResultOutput: The output of a tool result, told apart by its type tag."""

AISDK_TOOL_RESULT_OUTPUT_TAGS: frozenset[str] = frozenset(
    AISDK_TOOL_RESULT_OUTPUT_BY_TAG
)
"""The type tags AISDKToolResultOutput accepts."""

AISDK_TOOL_UI_PART_BY_TAG: dict[str, str] = {
    "input-streaming": "AISDKToolInputStreamingUIPart",
    "input-available": "AISDKToolInputAvailableUIPart",
    "approval-requested": "AISDKToolApprovalRequestedUIPart",
    "approval-responded": "AISDKToolApprovalRespondedUIPart",
    "output-available": "AISDKToolOutputAvailableUIPart",
    "output-error": "AISDKToolOutputErrorUIPart",
    "output-denied": "AISDKToolOutputDeniedUIPart",
}
"""Each tag of AISDKToolUIPart and the title of the type it names. AISDKToolUIPart: A tool part (its type is tool- and the name of the tool), told apart by the state of its call."""

AISDK_TOOL_UI_PART_TAGS: frozenset[str] = frozenset(AISDK_TOOL_UI_PART_BY_TAG)
"""The type tags AISDKToolUIPart accepts."""

AISDKUI_MESSAGE_BY_TAG: dict[str, str] = {
    "system": "AISDKSystemUIMessage",
    "user": "AISDKUserUIMessage",
    "assistant": "AISDKAssistantUIMessage",
}
"""Each tag of AISDKUIMessage and the title of the type it names. AISDKUIMessage: A message of the Vercel AI SDK's UIMessage form (what a chat user interface holds and what validateUIMessages accepts), told apart by its role."""

AISDKUI_MESSAGE_TAGS: frozenset[str] = frozenset(AISDKUI_MESSAGE_BY_TAG)
"""The type tags AISDKUIMessage accepts."""

AISDKUI_MESSAGE_PART_BY_TAG: dict[str, str] = {
    "text": "AISDKTextUIPart",
    "reasoning": "AISDKReasoningUIPart",
    "source-url": "AISDKSourceURLUIPart",
    "source-document": "AISDKSourceDocumentUIPart",
    "file": "AISDKFileUIPart",
    "step-start": "AISDKStepStartUIPart",
    "dynamic-tool": "AISDKDynamicToolUIPart",
}
"""Each tag of AISDKUIMessagePart and the title of the type it names. AISDKUIMessagePart: One part of a UI message, told apart by its type tag: text, reasoning, source-url, source-document, file, step-start, dynamic-tool, tool- and the name of a tool, or data- and the name of the data. Any other type is an error."""

AISDKUI_MESSAGE_PART_TAGS: frozenset[str] = frozenset(AISDKUI_MESSAGE_PART_BY_TAG)
"""The type tags AISDKUIMessagePart accepts."""

AISDKUI_MESSAGE_PART_BY_PREFIX: dict[str, str] = {
    "tool-": "AISDKToolUIPart",
    "data-": "AISDKDataUIPart",
}
"""Each tag prefix of AISDKUIMessagePart (a tag that starts with it) and the title of the type it names."""

AISDK_USER_CONTENT_PART_BY_TAG: dict[str, str] = {
    "text": "AISDKTextPart",
    "image": "AISDKImagePart",
    "file": "AISDKFilePart",
}
"""Each tag of AISDKUserContentPart and the title of the type it names. AISDKUserContentPart: One part of a user message's content, told apart by its type tag."""

AISDK_USER_CONTENT_PART_TAGS: frozenset[str] = frozenset(AISDK_USER_CONTENT_PART_BY_TAG)
"""The type tags AISDKUserContentPart accepts."""

ANNOTATION_BY_TAG: dict[str, str] = {
    "citation": "Citation",
    "non_standard_annotation": "NonStandardAnnotation",
}
"""Each tag of Annotation and the title of the type it names. Annotation: Any standard annotation, told apart by its type tag."""

ANNOTATION_TAGS: frozenset[str] = frozenset(ANNOTATION_BY_TAG)
"""The type tags Annotation accepts."""

ANNOTATION_ITEM_BY_TAG: dict[str, str] = {
    "citation": "Citation",
    "non_standard_annotation": "NonStandardAnnotation",
}
"""Each tag of AnnotationItem and the title of the type it names. AnnotationItem: One annotation on a text block. If its type tag names a standard annotation it must match that schema; a provider's own annotations are kept unchanged."""

ANNOTATION_ITEM_TAGS: frozenset[str] = frozenset(ANNOTATION_ITEM_BY_TAG)
"""The type tags AnnotationItem accepts."""

ANY_MESSAGE_BY_TAG: dict[str, str] = {
    "human": "HumanMessage",
    "ai": "AIMessage",
    "system": "SystemMessage",
    "tool": "ToolMessage",
    "function": "FunctionMessage",
    "chat": "ChatMessage",
    "remove": "RemoveMessage",
    "HumanMessageChunk": "HumanMessageChunk",
    "AIMessageChunk": "AIMessageChunk",
    "SystemMessageChunk": "SystemMessageChunk",
    "ToolMessageChunk": "ToolMessageChunk",
    "FunctionMessageChunk": "FunctionMessageChunk",
    "ChatMessageChunk": "ChatMessageChunk",
}
"""Each tag of AnyMessage and the title of the type it names. AnyMessage: Any message, told apart by its type tag."""

ANY_MESSAGE_TAGS: frozenset[str] = frozenset(ANY_MESSAGE_BY_TAG)
"""The type tags AnyMessage accepts."""

CONTENT_BLOCK_BY_TAG: dict[str, str] = {
    "text": "TextContentBlock",
    "reasoning": "ReasoningContentBlock",
    "refusal": "RefusalContentBlock",
    "image": "ImageContentBlock",
    "audio": "AudioContentBlock",
    "video": "VideoContentBlock",
    "file": "FileContentBlock",
    "text-plain": "PlainTextContentBlock",
    "non_standard": "NonStandardContentBlock",
    "tool_call": "ToolCall",
    "tool_call_chunk": "ToolCallChunk",
    "invalid_tool_call": "InvalidToolCall",
    "server_tool_call": "ServerToolCall",
    "server_tool_call_chunk": "ServerToolCallChunk",
    "server_tool_result": "ServerToolResult",
}
"""Each tag of ContentBlock and the title of the type it names. ContentBlock: Any standard content block, told apart by its type tag."""

CONTENT_BLOCK_TAGS: frozenset[str] = frozenset(CONTENT_BLOCK_BY_TAG)
"""The type tags ContentBlock accepts."""

CONTENT_PART_BY_TAG: dict[str, str] = {
    "text": "TextContentBlock",
    "reasoning": "ReasoningContentBlock",
    "refusal": "RefusalContentBlock",
    "image": "ImageContentBlock",
    "audio": "AudioContentBlock",
    "video": "VideoContentBlock",
    "file": "FileContentBlock",
    "text-plain": "PlainTextContentBlock",
    "non_standard": "NonStandardContentBlock",
    "tool_call": "ToolCall",
    "tool_call_chunk": "ToolCallChunk",
    "invalid_tool_call": "InvalidToolCall",
    "server_tool_call": "ServerToolCall",
    "server_tool_call_chunk": "ServerToolCallChunk",
    "server_tool_result": "ServerToolResult",
}
"""Each tag of ContentPart and the title of the type it names. ContentPart: An object in a message's content list. If its type tag names a standard block, it must match that block's schema; objects with any other type, such as a provider's native blocks, are kept unchanged."""

CONTENT_PART_TAGS: frozenset[str] = frozenset(CONTENT_PART_BY_TAG)
"""The type tags ContentPart accepts."""

DATA_CONTENT_BLOCK_BY_TAG: dict[str, str] = {
    "image": "ImageContentBlock",
    "video": "VideoContentBlock",
    "audio": "AudioContentBlock",
    "text-plain": "PlainTextContentBlock",
    "file": "FileContentBlock",
}
"""Each tag of DataContentBlock and the title of the type it names. DataContentBlock: A standard block that carries data: image, audio, video, file or plain text."""

DATA_CONTENT_BLOCK_TAGS: frozenset[str] = frozenset(DATA_CONTENT_BLOCK_BY_TAG)
"""The type tags DataContentBlock accepts."""

LANG_CHAIN_JS_ANNOTATION_ITEM_BY_TAG: dict[str, str] = {
    "citation": "LangChainJSCitation",
    "non_standard_annotation": "NonStandardAnnotation",
}
"""Each tag of LangChainJSAnnotationItem and the title of the type it names. LangChainJSAnnotationItem: One annotation on a langchainjs text block: a citation in langchainjs's or LangChain Python's spelling, a non-standard annotation, or a provider's own annotation, kept unchanged."""

LANG_CHAIN_JS_ANNOTATION_ITEM_TAGS: frozenset[str] = frozenset(
    LANG_CHAIN_JS_ANNOTATION_ITEM_BY_TAG
)
"""The type tags LangChainJSAnnotationItem accepts."""

LANG_CHAIN_JS_CONTENT_PART_BY_TAG: dict[str, str] = {
    "text": "LangChainJSTextContentBlock",
    "reasoning": "ReasoningContentBlock",
    "refusal": "RefusalContentBlock",
    "image": "LangChainJSImageContentBlock",
    "audio": "LangChainJSAudioContentBlock",
    "video": "LangChainJSVideoContentBlock",
    "file": "LangChainJSFileContentBlock",
    "text-plain": "LangChainJSPlainTextContentBlock",
    "non_standard": "NonStandardContentBlock",
    "tool_call": "ToolCall",
    "tool_call_chunk": "ToolCallChunk",
    "invalid_tool_call": "InvalidToolCall",
    "server_tool_call": "ServerToolCall",
    "server_tool_call_chunk": "ServerToolCallChunk",
    "server_tool_result": "ServerToolResult",
    "server_tool_call_result": "LangChainJSServerToolCallResult",
}
"""Each tag of LangChainJSContentPart and the title of the type it names. LangChainJSContentPart: An object in a langchainjs message's content list. If its type tag names a standard block it must match that block's schema, in langchainjs's spelling (camelCase keys such as mimeType, fileId and toolCallId) or LangChain Python's; objects with any other type are kept unchanged."""

LANG_CHAIN_JS_CONTENT_PART_TAGS: frozenset[str] = frozenset(
    LANG_CHAIN_JS_CONTENT_PART_BY_TAG
)
"""The type tags LangChainJSContentPart accepts."""

LANG_CHAIN_JS_STORED_MESSAGE_BY_TAG: dict[str, str] = {
    "human": "LangChainJSStoredHumanMessage",
    "ai": "LangChainJSStoredAIMessage",
    "system": "LangChainJSStoredSystemMessage",
    "function": "LangChainJSStoredFunctionMessage",
    "tool": "LangChainJSStoredToolMessage",
    "generic": "LangChainJSStoredChatMessage",
    "remove": "LangChainJSStoredRemoveMessage",
}
"""Each tag of LangChainJSStoredMessage and the title of the type it names. LangChainJSStoredMessage: A message in langchainjs's stored form, StoredMessage in @langchain/core 1.4.0: the type (human, ai, system, function, tool, generic or remove) and the fields under data, as toDict and mapChatMessagesToStoredMessages write them. Chunks are written under the type of their message; v1 messages may carry content_blocks and no content; blocks may use langchainjs's camelCase keys."""

LANG_CHAIN_JS_STORED_MESSAGE_TAGS: frozenset[str] = frozenset(
    LANG_CHAIN_JS_STORED_MESSAGE_BY_TAG
)
"""The type tags LangChainJSStoredMessage accepts."""

SERIALIZED_MESSAGE_BY_TAG: dict[str, str] = {
    "human": "SerializedHumanMessage",
    "ai": "SerializedAIMessage",
    "system": "SerializedSystemMessage",
    "tool": "SerializedToolMessage",
    "function": "SerializedFunctionMessage",
    "chat": "SerializedChatMessage",
    "remove": "SerializedRemoveMessage",
    "HumanMessageChunk": "SerializedHumanMessageChunk",
    "AIMessageChunk": "SerializedAIMessageChunk",
    "SystemMessageChunk": "SerializedSystemMessageChunk",
    "ToolMessageChunk": "SerializedToolMessageChunk",
    "FunctionMessageChunk": "SerializedFunctionMessageChunk",
    "ChatMessageChunk": "SerializedChatMessageChunk",
}
"""Each tag of SerializedMessage and the title of the type it names. SerializedMessage: A message in the stored form that chat histories keep: an object with the message type tag and the message fields under data."""

SERIALIZED_MESSAGE_TAGS: frozenset[str] = frozenset(SERIALIZED_MESSAGE_BY_TAG)
"""The type tags SerializedMessage accepts."""

BY_TAG: dict[str, dict[str, str]] = {
    "AISDKAssistantContentPart": AISDK_ASSISTANT_CONTENT_PART_BY_TAG,
    "AISDKDynamicToolUIPart": AISDK_DYNAMIC_TOOL_UI_PART_BY_TAG,
    "AISDKModelMessage": AISDK_MODEL_MESSAGE_BY_TAG,
    "AISDKToolContentPart": AISDK_TOOL_CONTENT_PART_BY_TAG,
    "AISDKToolResultContentItem": AISDK_TOOL_RESULT_CONTENT_ITEM_BY_TAG,
    "AISDKToolResultOutput": AISDK_TOOL_RESULT_OUTPUT_BY_TAG,
    "AISDKToolUIPart": AISDK_TOOL_UI_PART_BY_TAG,
    "AISDKUIMessage": AISDKUI_MESSAGE_BY_TAG,
    "AISDKUIMessagePart": AISDKUI_MESSAGE_PART_BY_TAG,
    "AISDKUserContentPart": AISDK_USER_CONTENT_PART_BY_TAG,
    "Annotation": ANNOTATION_BY_TAG,
    "AnnotationItem": ANNOTATION_ITEM_BY_TAG,
    "AnyMessage": ANY_MESSAGE_BY_TAG,
    "ContentBlock": CONTENT_BLOCK_BY_TAG,
    "ContentPart": CONTENT_PART_BY_TAG,
    "DataContentBlock": DATA_CONTENT_BLOCK_BY_TAG,
    "LangChainJSAnnotationItem": LANG_CHAIN_JS_ANNOTATION_ITEM_BY_TAG,
    "LangChainJSContentPart": LANG_CHAIN_JS_CONTENT_PART_BY_TAG,
    "LangChainJSStoredMessage": LANG_CHAIN_JS_STORED_MESSAGE_BY_TAG,
    "SerializedMessage": SERIALIZED_MESSAGE_BY_TAG,
}
"""Every table above under its union or dispatch title."""

BY_PATH: dict[str, dict[tuple[str, ...], str]] = {
    "LangChainJSSerializedMessage": LANG_CHAIN_JS_SERIALIZED_MESSAGE_BY_PATH,
    "LangChainSerializedMessage": LANG_CHAIN_SERIALIZED_MESSAGE_BY_PATH,
}
"""Every ``_BY_PATH`` table above under its dispatch title."""
