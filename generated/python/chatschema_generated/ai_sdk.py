# Generated from schemas/ai_sdk.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 4263708b8f78cea16ee1d3b751dd3669c51e0a37195ba6ed5d2acd7ce3ae5477
# ruff: noqa
from __future__ import annotations

from typing import Annotated, Any, TypeAlias

from msgspec import UNSET, Meta, Struct, UnsetType

from chatschema_generated._storage import JSONObject

VercelAISDKMessages: TypeAlias = Annotated[
    Any,
    Meta(
        description="The message forms of the Vercel AI SDK, as the zod schemas of its JavaScript package ai 6.0.326 define them: ModelMessage (modelMessageSchema, what a model call takes) and UIMessage (what validateUIMessages accepts, what a chat user interface holds). Values are the JSON form: binary data is a base64 string, a URL is a string. Every object is closed (additionalProperties false): the SDK's schemas accept unknown properties but drop them, so a value holding one would lose it.",
        title="Vercel AI SDK messages",
    ),
]


class AISDKTextPart(
    Struct, kw_only=True, tag_field="type", tag="text", forbid_unknown_fields=True
):
    """Text in a model message."""

    text: Annotated[str, Meta(description="The text.")]
    """The text."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKImagePart(
    Struct, kw_only=True, tag_field="type", tag="image", forbid_unknown_fields=True
):
    """An image in a user message: a URL, a data URL or base64 data."""

    image: Annotated[
        str,
        Meta(description="The image as a URL (http, https or data) or as base64 data."),
    ]
    """The image as a URL (http, https or data) or as base64 data."""

    mediaType: (
        Annotated[str, Meta(description="Media type of the image, such as image/png.")]
        | UnsetType
    ) = UNSET
    """Media type of the image, such as image/png."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKFilePart(
    Struct, kw_only=True, tag_field="type", tag="file", forbid_unknown_fields=True
):
    """A file in a user or assistant message: a URL, a data URL or base64 data."""

    data: Annotated[
        str,
        Meta(description="The file as a URL (http, https or data) or as base64 data."),
    ]
    """The file as a URL (http, https or data) or as base64 data."""

    mediaType: Annotated[
        str, Meta(description="Media type of the file, such as application/pdf.")
    ]
    """Media type of the file, such as application/pdf."""

    filename: Annotated[str, Meta(description="Name of the file.")] | UnsetType = UNSET
    """Name of the file."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKReasoningPart(
    Struct, kw_only=True, tag_field="type", tag="reasoning", forbid_unknown_fields=True
):
    """Reasoning text the model wrote before its answer."""

    text: Annotated[str, Meta(description="The reasoning text.")]
    """The reasoning text."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKToolCallPart(
    Struct, kw_only=True, tag_field="type", tag="tool-call", forbid_unknown_fields=True
):
    """A call of a tool the model made."""

    toolCallId: Annotated[
        str, Meta(description="Identifier of the call; its result names it.")
    ]
    """Identifier of the call; its result names it."""

    toolName: Annotated[str, Meta(description="Name of the tool.")]
    """Name of the tool."""

    input: Annotated[
        Any,
        Meta(description="Arguments of the call: any JSON value, usually an object."),
    ]
    """Arguments of the call: any JSON value, usually an object."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""

    providerExecuted: (
        Annotated[
            bool,
            Meta(
                description="Whether the provider ran the tool itself (a server tool)."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Whether the provider ran the tool itself (a server tool)."""


class AISDKTextOutput(
    Struct, kw_only=True, tag_field="type", tag="text", forbid_unknown_fields=True
):
    """A tool result given as text."""

    value: Annotated[str, Meta(description="The text.")]
    """The text."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKJSONOutput(
    Struct, kw_only=True, tag_field="type", tag="json", forbid_unknown_fields=True
):
    """A tool result given as a JSON value."""

    value: Annotated[Any, Meta(description="The JSON value.")]
    """The JSON value."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKExecutionDeniedOutput(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="execution-denied",
    forbid_unknown_fields=True,
):
    """The tool was not run because its execution was denied."""

    reason: (
        Annotated[str, Meta(description="Why the execution was denied.")] | UnsetType
    ) = UNSET
    """Why the execution was denied."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKErrorTextOutput(
    Struct, kw_only=True, tag_field="type", tag="error-text", forbid_unknown_fields=True
):
    """A tool that failed, its error given as text."""

    value: Annotated[str, Meta(description="The error text.")]
    """The error text."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKErrorJSONOutput(
    Struct, kw_only=True, tag_field="type", tag="error-json", forbid_unknown_fields=True
):
    """A tool that failed, its error given as a JSON value."""

    value: Annotated[Any, Meta(description="The error as a JSON value.")]
    """The error as a JSON value."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKTextContentItem(
    Struct, kw_only=True, tag_field="type", tag="text", forbid_unknown_fields=True
):
    """Text in a tool result."""

    text: Annotated[str, Meta(description="The text.")]
    """The text."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKMediaContentItem(
    Struct, kw_only=True, tag_field="type", tag="media", forbid_unknown_fields=True
):
    """Media in a tool result, as base64 data (the older form of image-data and file-data)."""

    data: Annotated[str, Meta(description="The data, base64 encoded.")]
    """The data, base64 encoded."""

    mediaType: Annotated[str, Meta(description="Media type of the data.")]
    """Media type of the data."""


class AISDKFileDataContentItem(
    Struct, kw_only=True, tag_field="type", tag="file-data", forbid_unknown_fields=True
):
    """A file in a tool result, as base64 data."""

    data: Annotated[str, Meta(description="The data, base64 encoded.")]
    """The data, base64 encoded."""

    mediaType: Annotated[str, Meta(description="Media type of the file.")]
    """Media type of the file."""

    filename: Annotated[str, Meta(description="Name of the file.")] | UnsetType = UNSET
    """Name of the file."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKFileURLContentItem(
    Struct, kw_only=True, tag_field="type", tag="file-url", forbid_unknown_fields=True
):
    """A file in a tool result, by URL."""

    url: Annotated[str, Meta(description="Location of the file.")]
    """Location of the file."""

    mediaType: (
        Annotated[str, Meta(description="Media type of the file.")] | UnsetType
    ) = UNSET
    """Media type of the file."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKFileIdContentItem(
    Struct, kw_only=True, tag_field="type", tag="file-id", forbid_unknown_fields=True
):
    """A file in a tool result, by a provider's file id."""

    fileId: Annotated[
        str | dict[str, str],
        Meta(
            description="Identifier of the file in a provider\u0027s storage: one string, or one per provider."
        ),
    ]
    """Identifier of the file in a provider's storage: one string, or one per provider."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKImageDataContentItem(
    Struct, kw_only=True, tag_field="type", tag="image-data", forbid_unknown_fields=True
):
    """An image in a tool result, as base64 data."""

    data: Annotated[str, Meta(description="The data, base64 encoded.")]
    """The data, base64 encoded."""

    mediaType: Annotated[str, Meta(description="Media type of the image.")]
    """Media type of the image."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKImageURLContentItem(
    Struct, kw_only=True, tag_field="type", tag="image-url", forbid_unknown_fields=True
):
    """An image in a tool result, by URL."""

    url: Annotated[str, Meta(description="Location of the image.")]
    """Location of the image."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKImageFileIdContentItem(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="image-file-id",
    forbid_unknown_fields=True,
):
    """An image in a tool result, by a provider's file id."""

    fileId: Annotated[
        str | dict[str, str],
        Meta(
            description="Identifier of the file in a provider\u0027s storage: one string, or one per provider."
        ),
    ]
    """Identifier of the file in a provider's storage: one string, or one per provider."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKCustomContentItem(
    Struct, kw_only=True, tag_field="type", tag="custom", forbid_unknown_fields=True
):
    """Provider-specific content of a tool result, held in its provider options."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


AISDKToolResultContentItem: TypeAlias = Annotated[
    AISDKTextContentItem
    | AISDKMediaContentItem
    | AISDKFileDataContentItem
    | AISDKFileURLContentItem
    | AISDKFileIdContentItem
    | AISDKImageDataContentItem
    | AISDKImageURLContentItem
    | AISDKImageFileIdContentItem
    | AISDKCustomContentItem,
    Meta(
        description="One item of a content tool result, told apart by its type tag.",
        title="AISDKToolResultContentItem",
    ),
]


class AISDKToolApprovalRequestPart(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="tool-approval-request",
    forbid_unknown_fields=True,
):
    """A request, in an assistant message, to approve a tool call before it runs."""

    approvalId: Annotated[str, Meta(description="Identifier of the approval.")]
    """Identifier of the approval."""

    toolCallId: Annotated[str, Meta(description="Identifier of the call to approve.")]
    """Identifier of the call to approve."""

    signature: (
        Annotated[
            str,
            Meta(
                description="Signature of the request, when the application signs it."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Signature of the request, when the application signs it."""

    inputSchemaInput: (
        Annotated[
            Any,
            Meta(
                description="The input as given to the tool\u0027s input schema, when it differs from the call\u0027s input."
            ),
        ]
        | UnsetType
    ) = UNSET
    """The input as given to the tool's input schema, when it differs from the call's input."""


class AISDKToolApprovalResponsePart(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="tool-approval-response",
    forbid_unknown_fields=True,
):
    """The answer, in a tool message, to a request to approve a tool call."""

    approvalId: Annotated[str, Meta(description="Identifier of the approval.")]
    """Identifier of the approval."""

    approved: Annotated[bool, Meta(description="Whether the call was approved.")]
    """Whether the call was approved."""

    reason: (
        Annotated[str, Meta(description="Why it was approved or denied.")] | UnsetType
    ) = UNSET
    """Why it was approved or denied."""


AISDKUserContentPart: TypeAlias = Annotated[
    AISDKTextPart | AISDKImagePart | AISDKFilePart,
    Meta(
        description="One part of a user message's content, told apart by its type tag.",
        title="AISDKUserContentPart",
    ),
]


class AISDKSystemModelMessage(
    Struct, kw_only=True, tag_field="role", tag="system", forbid_unknown_fields=True
):
    """Instructions for the model."""

    content: Annotated[str, Meta(description="The instructions.")]
    """The instructions."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKUserModelMessage(
    Struct, kw_only=True, tag_field="role", tag="user", forbid_unknown_fields=True
):
    """A message from the user: text, or a list of text, image and file parts."""

    content: Annotated[
        str | list[AISDKUserContentPart], Meta(description="Text, or a list of parts.")
    ]
    """Text, or a list of parts."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKContentOutput(
    Struct, kw_only=True, tag_field="type", tag="content", forbid_unknown_fields=True
):
    """A tool result given as a list of content items (text, media and files)."""

    value: Annotated[
        list[AISDKToolResultContentItem],
        Meta(description="The items of the result, in order."),
    ]
    """The items of the result, in order."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


AISDKToolResultOutput: TypeAlias = Annotated[
    AISDKTextOutput
    | AISDKJSONOutput
    | AISDKExecutionDeniedOutput
    | AISDKErrorTextOutput
    | AISDKErrorJSONOutput
    | AISDKContentOutput,
    Meta(
        description="The output of a tool result, told apart by its type tag.",
        title="AISDKToolResultOutput",
    ),
]


class AISDKToolResultPart(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="tool-result",
    forbid_unknown_fields=True,
):
    """The result of a tool call."""

    toolCallId: Annotated[
        str, Meta(description="Identifier of the call this result answers.")
    ]
    """Identifier of the call this result answers."""

    toolName: Annotated[str, Meta(description="Name of the tool.")]
    """Name of the tool."""

    output: Annotated[AISDKToolResultOutput, Meta(description="The result.")]
    """The result."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


AISDKAssistantContentPart: TypeAlias = Annotated[
    AISDKTextPart
    | AISDKFilePart
    | AISDKReasoningPart
    | AISDKToolCallPart
    | AISDKToolResultPart
    | AISDKToolApprovalRequestPart,
    Meta(
        description="One part of an assistant message's content, told apart by its type tag.",
        title="AISDKAssistantContentPart",
    ),
]


AISDKToolContentPart: TypeAlias = Annotated[
    AISDKToolResultPart | AISDKToolApprovalResponsePart,
    Meta(
        description="One part of a tool message's content, told apart by its type tag.",
        title="AISDKToolContentPart",
    ),
]


class AISDKAssistantModelMessage(
    Struct, kw_only=True, tag_field="role", tag="assistant", forbid_unknown_fields=True
):
    """A message the model wrote: text, or a list of text, file, reasoning, tool call, tool result and approval request parts."""

    content: Annotated[
        str | list[AISDKAssistantContentPart],
        Meta(description="Text, or a list of parts."),
    ]
    """Text, or a list of parts."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKToolModelMessage(
    Struct, kw_only=True, tag_field="role", tag="tool", forbid_unknown_fields=True
):
    """Results of tool calls, and answers to approval requests."""

    content: Annotated[list[AISDKToolContentPart], Meta(description="The parts.")]
    """The parts."""

    providerOptions: (
        Annotated[
            JSONObject,
            Meta(
                description="Options for the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


AISDKModelMessage: TypeAlias = Annotated[
    AISDKSystemModelMessage
    | AISDKUserModelMessage
    | AISDKAssistantModelMessage
    | AISDKToolModelMessage,
    Meta(
        description="A message of the Vercel AI SDK's ModelMessage form (what generateText and streamText take as messages), told apart by its role.",
        title="AISDKModelMessage",
    ),
]
