# Generated from schemas/ai_sdk.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
# ruff: noqa
from __future__ import annotations

from typing import Any, Literal, TypeAlias

from typing_extensions import NotRequired, TypedDict

from .common import JSONObject

VercelAISDKMessages: TypeAlias = Any


AISDKProviderOptions: TypeAlias = dict[str, dict[str, Any]]
"""
Provider-specific options or metadata: an object whose keys name providers and whose values are JSON objects.
"""


AISDKProviderMetadata: TypeAlias = dict[str, dict[str, Any]]
"""
Provider-specific metadata of a UI message part: an object whose keys name providers and whose values are JSON objects.
"""


class AISDKTextPart(TypedDict, closed=True):
    """
    Text in a model message.
    """

    type: NotRequired[Literal["text"]]
    text: str
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKImagePart(TypedDict, closed=True):
    """
    An image in a user message: a URL, a data URL or base64 data.
    """

    type: NotRequired[Literal["image"]]
    image: str
    mediaType: NotRequired[str]
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKFilePart(TypedDict, closed=True):
    """
    A file in a user or assistant message: a URL, a data URL or base64 data.
    """

    type: NotRequired[Literal["file"]]
    data: str
    filename: NotRequired[str]
    mediaType: str
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKReasoningPart(TypedDict, closed=True):
    """
    Reasoning text the model wrote before its answer.
    """

    type: NotRequired[Literal["reasoning"]]
    text: str
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKToolCallPart(TypedDict, closed=True):
    """
    A call of a tool the model made.
    """

    type: NotRequired[Literal["tool-call"]]
    toolCallId: str
    toolName: str
    input: Any
    providerOptions: NotRequired[AISDKProviderOptions]
    providerExecuted: NotRequired[bool]


class AISDKTextOutput(TypedDict, closed=True):
    """
    A tool result given as text.
    """

    type: NotRequired[Literal["text"]]
    value: str
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKJSONOutput(TypedDict, closed=True):
    """
    A tool result given as a JSON value.
    """

    type: NotRequired[Literal["json"]]
    value: Any
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKExecutionDeniedOutput(TypedDict, closed=True):
    """
    The tool was not run because its execution was denied.
    """

    type: NotRequired[Literal["execution-denied"]]
    reason: NotRequired[str]
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKErrorTextOutput(TypedDict, closed=True):
    """
    A tool that failed, its error given as text.
    """

    type: NotRequired[Literal["error-text"]]
    value: str
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKErrorJSONOutput(TypedDict, closed=True):
    """
    A tool that failed, its error given as a JSON value.
    """

    type: NotRequired[Literal["error-json"]]
    value: Any
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKTextContentItem(TypedDict, closed=True):
    """
    Text in a tool result.
    """

    type: NotRequired[Literal["text"]]
    text: str
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKMediaContentItem(TypedDict, closed=True):
    """
    Media in a tool result, as base64 data (the older form of image-data and file-data).
    """

    type: NotRequired[Literal["media"]]
    data: str
    mediaType: str


class AISDKFileDataContentItem(TypedDict, closed=True):
    """
    A file in a tool result, as base64 data.
    """

    type: NotRequired[Literal["file-data"]]
    data: str
    mediaType: str
    filename: NotRequired[str]
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKFileURLContentItem(TypedDict, closed=True):
    """
    A file in a tool result, by URL.
    """

    type: NotRequired[Literal["file-url"]]
    url: str
    mediaType: NotRequired[str]
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKFileIdContentItem(TypedDict, closed=True):
    """
    A file in a tool result, by a provider's file id.
    """

    type: NotRequired[Literal["file-id"]]
    fileId: str | dict[str, str]
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKImageDataContentItem(TypedDict, closed=True):
    """
    An image in a tool result, as base64 data.
    """

    type: NotRequired[Literal["image-data"]]
    data: str
    mediaType: str
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKImageURLContentItem(TypedDict, closed=True):
    """
    An image in a tool result, by URL.
    """

    type: NotRequired[Literal["image-url"]]
    url: str
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKImageFileIdContentItem(TypedDict, closed=True):
    """
    An image in a tool result, by a provider's file id.
    """

    type: NotRequired[Literal["image-file-id"]]
    fileId: str | dict[str, str]
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKCustomContentItem(TypedDict, closed=True):
    """
    Provider-specific content of a tool result, held in its provider options.
    """

    type: NotRequired[Literal["custom"]]
    providerOptions: NotRequired[AISDKProviderOptions]


AISDKToolResultContentItem: TypeAlias = (
    AISDKTextContentItem
    | AISDKMediaContentItem
    | AISDKFileDataContentItem
    | AISDKFileURLContentItem
    | AISDKFileIdContentItem
    | AISDKImageDataContentItem
    | AISDKImageURLContentItem
    | AISDKImageFileIdContentItem
    | AISDKCustomContentItem
)


class AISDKToolApprovalRequestPart(TypedDict, closed=True):
    """
    A request, in an assistant message, to approve a tool call before it runs.
    """

    type: NotRequired[Literal["tool-approval-request"]]
    approvalId: str
    toolCallId: str
    signature: NotRequired[str]
    inputSchemaInput: NotRequired[Any]


class AISDKToolApprovalResponsePart(TypedDict, closed=True):
    """
    The answer, in a tool message, to a request to approve a tool call.
    """

    type: NotRequired[Literal["tool-approval-response"]]
    approvalId: str
    approved: bool
    reason: NotRequired[str]


AISDKUserContentPart: TypeAlias = AISDKTextPart | AISDKImagePart | AISDKFilePart


class AISDKSystemModelMessage(TypedDict, closed=True):
    """
    Instructions for the model.
    """

    role: NotRequired[Literal["system"]]
    content: str
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKUserModelMessage(TypedDict, closed=True):
    """
    A message from the user: text, or a list of text, image and file parts.
    """

    role: NotRequired[Literal["user"]]
    content: str | list[AISDKUserContentPart]
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKTextUIPart(TypedDict, closed=True):
    """
    Text in a UI message.
    """

    type: Literal["text"]
    text: str
    state: NotRequired[Literal["streaming", "done"]]
    providerMetadata: NotRequired[AISDKProviderMetadata]


class AISDKReasoningUIPart(TypedDict, closed=True):
    """
    Reasoning text in a UI message.
    """

    type: Literal["reasoning"]
    id: NotRequired[str]
    text: str
    state: NotRequired[Literal["streaming", "done"]]
    providerMetadata: NotRequired[AISDKProviderMetadata]


class AISDKSourceURLUIPart(TypedDict, closed=True):
    """
    A source the model cited, by URL.
    """

    type: Literal["source-url"]
    sourceId: str
    url: str
    title: NotRequired[str]
    providerMetadata: NotRequired[AISDKProviderMetadata]


class AISDKSourceDocumentUIPart(TypedDict, closed=True):
    """
    A document the model cited.
    """

    type: Literal["source-document"]
    sourceId: str
    mediaType: str
    title: str
    filename: NotRequired[str]
    providerMetadata: NotRequired[AISDKProviderMetadata]


class AISDKFileUIPart(TypedDict, closed=True):
    """
    A file in a UI message, by URL (a data URL for inline data).
    """

    type: Literal["file"]
    mediaType: str
    filename: NotRequired[str]
    url: str
    providerMetadata: NotRequired[AISDKProviderMetadata]


class AISDKStepStartUIPart(TypedDict, closed=True):
    """
    The start of a step of a multi-step answer.
    """

    type: Literal["step-start"]


class AISDKDataUIPart(TypedDict, closed=True):
    """
    Application data in a UI message; its type is data- and the name of the data.
    """

    type: str
    id: NotRequired[str]
    data: Any


class AISDKToolApprovalRequested(TypedDict, closed=True):
    """
    A request to approve a tool call, not answered yet.
    """

    id: str
    descriptor: NotRequired[Any]
    signature: NotRequired[str]
    inputSchemaInput: NotRequired[Any]


class AISDKToolApprovalResponded(TypedDict, closed=True):
    """
    A request to approve a tool call, and its answer.
    """

    id: str
    descriptor: NotRequired[Any]
    signature: NotRequired[str]
    inputSchemaInput: NotRequired[Any]
    approved: bool
    reason: NotRequired[str]


class AISDKToolApprovalGranted(TypedDict, closed=True):
    """
    An approved request to approve a tool call.
    """

    id: str
    descriptor: NotRequired[Any]
    signature: NotRequired[str]
    inputSchemaInput: NotRequired[Any]
    approved: Literal[True]
    reason: NotRequired[str]


class AISDKToolApprovalDenied(TypedDict, closed=True):
    """
    A denied request to approve a tool call.
    """

    id: str
    descriptor: NotRequired[Any]
    signature: NotRequired[str]
    inputSchemaInput: NotRequired[Any]
    approved: Literal[False]
    reason: NotRequired[str]


class AISDKContentOutput(TypedDict, closed=True):
    """
    A tool result given as a list of content items (text, media and files).
    """

    type: NotRequired[Literal["content"]]
    value: list[AISDKToolResultContentItem]
    providerOptions: NotRequired[AISDKProviderOptions]


AISDKToolResultOutput: TypeAlias = (
    AISDKTextOutput
    | AISDKJSONOutput
    | AISDKExecutionDeniedOutput
    | AISDKErrorTextOutput
    | AISDKErrorJSONOutput
    | AISDKContentOutput
)


class AISDKToolResultPart(TypedDict, closed=True):
    """
    The result of a tool call.
    """

    type: NotRequired[Literal["tool-result"]]
    toolCallId: str
    toolName: str
    output: AISDKToolResultOutput
    providerOptions: NotRequired[AISDKProviderOptions]


AISDKAssistantContentPart: TypeAlias = (
    AISDKTextPart
    | AISDKFilePart
    | AISDKReasoningPart
    | AISDKToolCallPart
    | AISDKToolResultPart
    | AISDKToolApprovalRequestPart
)


AISDKToolContentPart: TypeAlias = AISDKToolResultPart | AISDKToolApprovalResponsePart


class AISDKAssistantModelMessage(TypedDict, closed=True):
    """
    A message the model wrote: text, or a list of text, file, reasoning, tool call, tool result and approval request parts.
    """

    role: NotRequired[Literal["assistant"]]
    content: str | list[AISDKAssistantContentPart]
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKToolModelMessage(TypedDict, closed=True):
    """
    Results of tool calls, and answers to approval requests.
    """

    role: NotRequired[Literal["tool"]]
    content: list[AISDKToolContentPart]
    providerOptions: NotRequired[AISDKProviderOptions]


AISDKModelMessage: TypeAlias = (
    AISDKSystemModelMessage
    | AISDKUserModelMessage
    | AISDKAssistantModelMessage
    | AISDKToolModelMessage
)


class AISDKToolInputStreamingUIPart(TypedDict, closed=True):
    """
    A call of a tool the application declared (tool- and the name of the tool): the call's input is still streaming.
    """

    type: str
    toolCallId: str
    state: NotRequired[Literal["input-streaming"]]
    toolMetadata: NotRequired[JSONObject]
    title: NotRequired[str]
    providerExecuted: NotRequired[bool]
    callProviderMetadata: NotRequired[AISDKProviderMetadata]
    input: NotRequired[Any]
    rawInput: NotRequired[str]
    inputEncoding: NotRequired[Literal["json", "text"]]


class AISDKToolInputAvailableUIPart(TypedDict, closed=True):
    """
    A call of a tool the application declared (tool- and the name of the tool): the call's input is complete; the tool has not answered.
    """

    type: str
    toolCallId: str
    state: NotRequired[Literal["input-available"]]
    toolMetadata: NotRequired[JSONObject]
    title: NotRequired[str]
    providerExecuted: NotRequired[bool]
    callProviderMetadata: NotRequired[AISDKProviderMetadata]
    input: Any


class AISDKToolApprovalRequestedUIPart(TypedDict, closed=True):
    """
    A call of a tool the application declared (tool- and the name of the tool): the call waits for the user's approval.
    """

    type: str
    toolCallId: str
    state: NotRequired[Literal["approval-requested"]]
    toolMetadata: NotRequired[JSONObject]
    title: NotRequired[str]
    providerExecuted: NotRequired[bool]
    callProviderMetadata: NotRequired[AISDKProviderMetadata]
    input: Any
    approval: AISDKToolApprovalRequested


class AISDKToolApprovalRespondedUIPart(TypedDict, closed=True):
    """
    A call of a tool the application declared (tool- and the name of the tool): the user answered the request to approve the call.
    """

    type: str
    toolCallId: str
    state: NotRequired[Literal["approval-responded"]]
    toolMetadata: NotRequired[JSONObject]
    title: NotRequired[str]
    providerExecuted: NotRequired[bool]
    callProviderMetadata: NotRequired[AISDKProviderMetadata]
    input: Any
    approval: AISDKToolApprovalResponded


class AISDKToolOutputAvailableUIPart(TypedDict, closed=True):
    """
    A call of a tool the application declared (tool- and the name of the tool): the tool answered.
    """

    type: str
    toolCallId: str
    state: NotRequired[Literal["output-available"]]
    toolMetadata: NotRequired[JSONObject]
    title: NotRequired[str]
    providerExecuted: NotRequired[bool]
    callProviderMetadata: NotRequired[AISDKProviderMetadata]
    input: Any
    output: Any
    resultProviderMetadata: NotRequired[AISDKProviderMetadata]
    preliminary: NotRequired[bool]
    approval: NotRequired[AISDKToolApprovalGranted]


class AISDKToolOutputErrorUIPart(TypedDict, closed=True):
    """
    A call of a tool the application declared (tool- and the name of the tool): the tool failed.
    """

    type: str
    toolCallId: str
    state: NotRequired[Literal["output-error"]]
    toolMetadata: NotRequired[JSONObject]
    title: NotRequired[str]
    providerExecuted: NotRequired[bool]
    callProviderMetadata: NotRequired[AISDKProviderMetadata]
    input: NotRequired[Any]
    rawInput: NotRequired[Any]
    errorText: str
    resultProviderMetadata: NotRequired[AISDKProviderMetadata]
    approval: NotRequired[AISDKToolApprovalGranted]


class AISDKToolOutputDeniedUIPart(TypedDict, closed=True):
    """
    A call of a tool the application declared (tool- and the name of the tool): the user denied the call.
    """

    type: str
    toolCallId: str
    state: NotRequired[Literal["output-denied"]]
    toolMetadata: NotRequired[JSONObject]
    title: NotRequired[str]
    providerExecuted: NotRequired[bool]
    callProviderMetadata: NotRequired[AISDKProviderMetadata]
    input: Any
    approval: AISDKToolApprovalDenied


AISDKToolUIPart: TypeAlias = (
    AISDKToolInputStreamingUIPart
    | AISDKToolInputAvailableUIPart
    | AISDKToolApprovalRequestedUIPart
    | AISDKToolApprovalRespondedUIPart
    | AISDKToolOutputAvailableUIPart
    | AISDKToolOutputErrorUIPart
    | AISDKToolOutputDeniedUIPart
)


class AISDKDynamicToolInputStreamingUIPart(TypedDict, closed=True):
    """
    A call of a tool the application did not declare statically (dynamic-tool): the call's input is still streaming.
    """

    type: Literal["dynamic-tool"]
    toolName: str
    dynamic: NotRequired[Literal[False]]
    toolCallId: str
    state: NotRequired[Literal["input-streaming"]]
    toolMetadata: NotRequired[JSONObject]
    title: NotRequired[str]
    providerExecuted: NotRequired[bool]
    callProviderMetadata: NotRequired[AISDKProviderMetadata]
    input: NotRequired[Any]
    rawInput: NotRequired[str]
    inputEncoding: NotRequired[Literal["json", "text"]]


class AISDKDynamicToolInputAvailableUIPart(TypedDict, closed=True):
    """
    A call of a tool the application did not declare statically (dynamic-tool): the call's input is complete; the tool has not answered.
    """

    type: Literal["dynamic-tool"]
    toolName: str
    dynamic: NotRequired[Literal[False]]
    toolCallId: str
    state: NotRequired[Literal["input-available"]]
    toolMetadata: NotRequired[JSONObject]
    title: NotRequired[str]
    providerExecuted: NotRequired[bool]
    callProviderMetadata: NotRequired[AISDKProviderMetadata]
    input: Any


class AISDKDynamicToolApprovalRequestedUIPart(TypedDict, closed=True):
    """
    A call of a tool the application did not declare statically (dynamic-tool): the call waits for the user's approval.
    """

    type: Literal["dynamic-tool"]
    toolName: str
    dynamic: NotRequired[Literal[False]]
    toolCallId: str
    state: NotRequired[Literal["approval-requested"]]
    toolMetadata: NotRequired[JSONObject]
    title: NotRequired[str]
    providerExecuted: NotRequired[bool]
    callProviderMetadata: NotRequired[AISDKProviderMetadata]
    input: Any
    approval: AISDKToolApprovalRequested


class AISDKDynamicToolApprovalRespondedUIPart(TypedDict, closed=True):
    """
    A call of a tool the application did not declare statically (dynamic-tool): the user answered the request to approve the call.
    """

    type: Literal["dynamic-tool"]
    toolName: str
    dynamic: NotRequired[Literal[False]]
    toolCallId: str
    state: NotRequired[Literal["approval-responded"]]
    toolMetadata: NotRequired[JSONObject]
    title: NotRequired[str]
    providerExecuted: NotRequired[bool]
    callProviderMetadata: NotRequired[AISDKProviderMetadata]
    input: Any
    approval: AISDKToolApprovalResponded


class AISDKDynamicToolOutputAvailableUIPart(TypedDict, closed=True):
    """
    A call of a tool the application did not declare statically (dynamic-tool): the tool answered.
    """

    type: Literal["dynamic-tool"]
    toolName: str
    dynamic: NotRequired[Literal[False]]
    toolCallId: str
    state: NotRequired[Literal["output-available"]]
    toolMetadata: NotRequired[JSONObject]
    title: NotRequired[str]
    providerExecuted: NotRequired[bool]
    callProviderMetadata: NotRequired[AISDKProviderMetadata]
    input: Any
    output: Any
    resultProviderMetadata: NotRequired[AISDKProviderMetadata]
    preliminary: NotRequired[bool]
    approval: NotRequired[AISDKToolApprovalGranted]


class AISDKDynamicToolOutputErrorUIPart(TypedDict, closed=True):
    """
    A call of a tool the application did not declare statically (dynamic-tool): the tool failed.
    """

    type: Literal["dynamic-tool"]
    toolName: str
    dynamic: NotRequired[Literal[False]]
    toolCallId: str
    state: NotRequired[Literal["output-error"]]
    toolMetadata: NotRequired[JSONObject]
    title: NotRequired[str]
    providerExecuted: NotRequired[bool]
    callProviderMetadata: NotRequired[AISDKProviderMetadata]
    input: NotRequired[Any]
    rawInput: NotRequired[Any]
    errorText: str
    resultProviderMetadata: NotRequired[AISDKProviderMetadata]
    approval: NotRequired[AISDKToolApprovalGranted]


class AISDKDynamicToolOutputDeniedUIPart(TypedDict, closed=True):
    """
    A call of a tool the application did not declare statically (dynamic-tool): the user denied the call.
    """

    type: Literal["dynamic-tool"]
    toolName: str
    dynamic: NotRequired[Literal[False]]
    toolCallId: str
    state: NotRequired[Literal["output-denied"]]
    toolMetadata: NotRequired[JSONObject]
    title: NotRequired[str]
    providerExecuted: NotRequired[bool]
    callProviderMetadata: NotRequired[AISDKProviderMetadata]
    input: Any
    approval: AISDKToolApprovalDenied


AISDKDynamicToolUIPart: TypeAlias = (
    AISDKDynamicToolInputStreamingUIPart
    | AISDKDynamicToolInputAvailableUIPart
    | AISDKDynamicToolApprovalRequestedUIPart
    | AISDKDynamicToolApprovalRespondedUIPart
    | AISDKDynamicToolOutputAvailableUIPart
    | AISDKDynamicToolOutputErrorUIPart
    | AISDKDynamicToolOutputDeniedUIPart
)


AISDKUIMessagePart: TypeAlias = (
    AISDKTextUIPart
    | AISDKReasoningUIPart
    | AISDKSourceURLUIPart
    | AISDKSourceDocumentUIPart
    | AISDKFileUIPart
    | AISDKStepStartUIPart
    | AISDKDynamicToolUIPart
    | AISDKToolUIPart
    | AISDKDataUIPart
)


class AISDKSystemUIMessage(TypedDict, closed=True):
    """
    Instructions, as a UI message holds them.
    """

    id: str
    role: NotRequired[Literal["system"]]
    metadata: NotRequired[Any]
    parts: list[AISDKUIMessagePart]


class AISDKUserUIMessage(TypedDict, closed=True):
    """
    A message from the user, as a UI message.
    """

    id: str
    role: NotRequired[Literal["user"]]
    metadata: NotRequired[Any]
    parts: list[AISDKUIMessagePart]


class AISDKAssistantUIMessage(TypedDict, closed=True):
    """
    A message the model wrote, as a UI message: its text, reasoning, files, sources and tool calls with their results.
    """

    id: str
    role: NotRequired[Literal["assistant"]]
    metadata: NotRequired[Any]
    parts: list[AISDKUIMessagePart]


AISDKUIMessage: TypeAlias = (
    AISDKSystemUIMessage | AISDKUserUIMessage | AISDKAssistantUIMessage
)
