# Generated from schemas/ai_sdk.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 4263708b8f78cea16ee1d3b751dd3669c51e0a37195ba6ed5d2acd7ce3ae5477
# ruff: noqa
from __future__ import annotations

from typing import Any, Literal, TypeAlias

from typing_extensions import NotRequired, TypedDict

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

    type: Literal["text"]
    text: str
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKImagePart(TypedDict, closed=True):
    """
    An image in a user message: a URL, a data URL or base64 data.
    """

    type: Literal["image"]
    image: str
    mediaType: NotRequired[str]
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKFilePart(TypedDict, closed=True):
    """
    A file in a user or assistant message: a URL, a data URL or base64 data.
    """

    type: Literal["file"]
    data: str
    filename: NotRequired[str]
    mediaType: str
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKReasoningPart(TypedDict, closed=True):
    """
    Reasoning text the model wrote before its answer.
    """

    type: Literal["reasoning"]
    text: str
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKToolCallPart(TypedDict, closed=True):
    """
    A call of a tool the model made.
    """

    type: Literal["tool-call"]
    toolCallId: str
    toolName: str
    input: Any
    providerOptions: NotRequired[AISDKProviderOptions]
    providerExecuted: NotRequired[bool]


class AISDKTextOutput(TypedDict, closed=True):
    """
    A tool result given as text.
    """

    type: Literal["text"]
    value: str
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKJSONOutput(TypedDict, closed=True):
    """
    A tool result given as a JSON value.
    """

    type: Literal["json"]
    value: Any
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKExecutionDeniedOutput(TypedDict, closed=True):
    """
    The tool was not run because its execution was denied.
    """

    type: Literal["execution-denied"]
    reason: NotRequired[str]
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKErrorTextOutput(TypedDict, closed=True):
    """
    A tool that failed, its error given as text.
    """

    type: Literal["error-text"]
    value: str
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKErrorJSONOutput(TypedDict, closed=True):
    """
    A tool that failed, its error given as a JSON value.
    """

    type: Literal["error-json"]
    value: Any
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKTextContentItem(TypedDict, closed=True):
    """
    Text in a tool result.
    """

    type: Literal["text"]
    text: str
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKMediaContentItem(TypedDict, closed=True):
    """
    Media in a tool result, as base64 data (the older form of image-data and file-data).
    """

    type: Literal["media"]
    data: str
    mediaType: str


class AISDKFileDataContentItem(TypedDict, closed=True):
    """
    A file in a tool result, as base64 data.
    """

    type: Literal["file-data"]
    data: str
    mediaType: str
    filename: NotRequired[str]
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKFileURLContentItem(TypedDict, closed=True):
    """
    A file in a tool result, by URL.
    """

    type: Literal["file-url"]
    url: str
    mediaType: NotRequired[str]
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKFileIdContentItem(TypedDict, closed=True):
    """
    A file in a tool result, by a provider's file id.
    """

    type: Literal["file-id"]
    fileId: str | dict[str, str]
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKImageDataContentItem(TypedDict, closed=True):
    """
    An image in a tool result, as base64 data.
    """

    type: Literal["image-data"]
    data: str
    mediaType: str
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKImageURLContentItem(TypedDict, closed=True):
    """
    An image in a tool result, by URL.
    """

    type: Literal["image-url"]
    url: str
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKImageFileIdContentItem(TypedDict, closed=True):
    """
    An image in a tool result, by a provider's file id.
    """

    type: Literal["image-file-id"]
    fileId: str | dict[str, str]
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKCustomContentItem(TypedDict, closed=True):
    """
    Provider-specific content of a tool result, held in its provider options.
    """

    type: Literal["custom"]
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

    type: Literal["tool-approval-request"]
    approvalId: str
    toolCallId: str
    signature: NotRequired[str]
    inputSchemaInput: NotRequired[Any]


class AISDKToolApprovalResponsePart(TypedDict, closed=True):
    """
    The answer, in a tool message, to a request to approve a tool call.
    """

    type: Literal["tool-approval-response"]
    approvalId: str
    approved: bool
    reason: NotRequired[str]


AISDKUserContentPart: TypeAlias = AISDKTextPart | AISDKImagePart | AISDKFilePart


class AISDKSystemModelMessage(TypedDict, closed=True):
    """
    Instructions for the model.
    """

    role: Literal["system"]
    content: str
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKUserModelMessage(TypedDict, closed=True):
    """
    A message from the user: text, or a list of text, image and file parts.
    """

    role: Literal["user"]
    content: str | list[AISDKUserContentPart]
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKContentOutput(TypedDict, closed=True):
    """
    A tool result given as a list of content items (text, media and files).
    """

    type: Literal["content"]
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

    type: Literal["tool-result"]
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

    role: Literal["assistant"]
    content: str | list[AISDKAssistantContentPart]
    providerOptions: NotRequired[AISDKProviderOptions]


class AISDKToolModelMessage(TypedDict, closed=True):
    """
    Results of tool calls, and answers to approval requests.
    """

    role: Literal["tool"]
    content: list[AISDKToolContentPart]
    providerOptions: NotRequired[AISDKProviderOptions]


AISDKModelMessage: TypeAlias = (
    AISDKSystemModelMessage
    | AISDKUserModelMessage
    | AISDKAssistantModelMessage
    | AISDKToolModelMessage
)
