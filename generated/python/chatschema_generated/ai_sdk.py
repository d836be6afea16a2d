# Generated from schemas/ai_sdk.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
# ruff: noqa
from __future__ import annotations

from typing import Annotated, Any, Literal, TypeAlias

from msgspec import UNSET, Meta, Struct, UnsetType

from chatschema_generated._storage import JSONObject

from .common import JSONObject

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


class AISDKTextUIPart(Struct, kw_only=True, forbid_unknown_fields=True):
    """Text in a UI message."""

    type: Annotated[
        Literal["text"],
        Meta(description="Type tag of the part; always \u0027text\u0027."),
    ]
    """Type tag of the part; always 'text'."""

    text: Annotated[str, Meta(description="The text.")]
    """The text."""

    state: (
        Annotated[
            Literal["streaming", "done"],
            Meta(description="Whether the text is still streaming or done."),
        ]
        | UnsetType
    ) = UNSET
    """Whether the text is still streaming or done."""

    providerMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKReasoningUIPart(Struct, kw_only=True, forbid_unknown_fields=True):
    """Reasoning text in a UI message."""

    type: Annotated[
        Literal["reasoning"],
        Meta(description="Type tag of the part; always \u0027reasoning\u0027."),
    ]
    """Type tag of the part; always 'reasoning'."""

    text: Annotated[str, Meta(description="The reasoning text.")]
    """The reasoning text."""

    id: Annotated[str, Meta(description="Identifier of the reasoning.")] | UnsetType = (
        UNSET
    )
    """Identifier of the reasoning."""

    state: (
        Annotated[
            Literal["streaming", "done"],
            Meta(description="Whether the text is still streaming or done."),
        ]
        | UnsetType
    ) = UNSET
    """Whether the text is still streaming or done."""

    providerMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKSourceURLUIPart(Struct, kw_only=True, forbid_unknown_fields=True):
    """A source the model cited, by URL."""

    type: Annotated[
        Literal["source-url"],
        Meta(description="Type tag of the part; always \u0027source-url\u0027."),
    ]
    """Type tag of the part; always 'source-url'."""

    sourceId: Annotated[str, Meta(description="Identifier of the source.")]
    """Identifier of the source."""

    url: Annotated[str, Meta(description="Location of the source.")]
    """Location of the source."""

    title: Annotated[str, Meta(description="Title of the source.")] | UnsetType = UNSET
    """Title of the source."""

    providerMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKSourceDocumentUIPart(Struct, kw_only=True, forbid_unknown_fields=True):
    """A document the model cited."""

    type: Annotated[
        Literal["source-document"],
        Meta(description="Type tag of the part; always \u0027source-document\u0027."),
    ]
    """Type tag of the part; always 'source-document'."""

    sourceId: Annotated[str, Meta(description="Identifier of the source.")]
    """Identifier of the source."""

    mediaType: Annotated[str, Meta(description="Media type of the document.")]
    """Media type of the document."""

    title: Annotated[str, Meta(description="Title of the document.")]
    """Title of the document."""

    filename: Annotated[str, Meta(description="Name of the file.")] | UnsetType = UNSET
    """Name of the file."""

    providerMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKFileUIPart(Struct, kw_only=True, forbid_unknown_fields=True):
    """A file in a UI message, by URL (a data URL for inline data)."""

    type: Annotated[
        Literal["file"],
        Meta(description="Type tag of the part; always \u0027file\u0027."),
    ]
    """Type tag of the part; always 'file'."""

    mediaType: Annotated[str, Meta(description="Media type of the file.")]
    """Media type of the file."""

    url: Annotated[
        str,
        Meta(
            description="Location of the file: a URL, or a data URL holding the data."
        ),
    ]
    """Location of the file: a URL, or a data URL holding the data."""

    filename: Annotated[str, Meta(description="Name of the file.")] | UnsetType = UNSET
    """Name of the file."""

    providerMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKStepStartUIPart(Struct, kw_only=True, forbid_unknown_fields=True):
    """The start of a step of a multi-step answer."""

    type: Annotated[
        Literal["step-start"],
        Meta(description="Type tag of the part; always \u0027step-start\u0027."),
    ]
    """Type tag of the part; always 'step-start'."""


class AISDKDataUIPart(Struct, kw_only=True, forbid_unknown_fields=True):
    """Application data in a UI message; its type is data- and the name of the data."""

    type: Annotated[
        str,
        Meta(
            description="Type tag of the part: data- followed by the name of the data."
        ),
    ]
    """Type tag of the part: data- followed by the name of the data."""

    data: Annotated[Any, Meta(description="The data: any JSON value.")]
    """The data: any JSON value."""

    id: Annotated[str, Meta(description="Identifier of the data part.")] | UnsetType = (
        UNSET
    )
    """Identifier of the data part."""


class AISDKToolApprovalRequested(Struct, kw_only=True, forbid_unknown_fields=True):
    """A request to approve a tool call, not answered yet."""

    id: Annotated[str, Meta(description="Identifier of the approval.")]
    """Identifier of the approval."""

    descriptor: (
        Annotated[
            Any,
            Meta(
                description="What the application shows about the call to approve: any JSON value."
            ),
        ]
        | UnsetType
    ) = UNSET
    """What the application shows about the call to approve: any JSON value."""

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


class AISDKToolApprovalResponded(Struct, kw_only=True, forbid_unknown_fields=True):
    """A request to approve a tool call, and its answer."""

    id: Annotated[str, Meta(description="Identifier of the approval.")]
    """Identifier of the approval."""

    approved: Annotated[bool, Meta(description="Whether the call was approved.")]
    """Whether the call was approved."""

    descriptor: (
        Annotated[
            Any,
            Meta(
                description="What the application shows about the call to approve: any JSON value."
            ),
        ]
        | UnsetType
    ) = UNSET
    """What the application shows about the call to approve: any JSON value."""

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

    reason: (
        Annotated[str, Meta(description="Why it was approved or denied.")] | UnsetType
    ) = UNSET
    """Why it was approved or denied."""


class AISDKToolApprovalGranted(Struct, kw_only=True, forbid_unknown_fields=True):
    """An approved request to approve a tool call."""

    id: Annotated[str, Meta(description="Identifier of the approval.")]
    """Identifier of the approval."""

    approved: Annotated[bool, Meta(description="Always true: the call was approved.")]
    """Always true: the call was approved."""

    descriptor: (
        Annotated[
            Any,
            Meta(
                description="What the application shows about the call to approve: any JSON value."
            ),
        ]
        | UnsetType
    ) = UNSET
    """What the application shows about the call to approve: any JSON value."""

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

    reason: Annotated[str, Meta(description="Why it was approved.")] | UnsetType = UNSET
    """Why it was approved."""


class AISDKToolApprovalDenied(Struct, kw_only=True, forbid_unknown_fields=True):
    """A denied request to approve a tool call."""

    id: Annotated[str, Meta(description="Identifier of the approval.")]
    """Identifier of the approval."""

    approved: Annotated[bool, Meta(description="Always false: the call was denied.")]
    """Always false: the call was denied."""

    descriptor: (
        Annotated[
            Any,
            Meta(
                description="What the application shows about the call to approve: any JSON value."
            ),
        ]
        | UnsetType
    ) = UNSET
    """What the application shows about the call to approve: any JSON value."""

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

    reason: Annotated[str, Meta(description="Why it was denied.")] | UnsetType = UNSET
    """Why it was denied."""


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


class AISDKToolInputStreamingUIPart(
    Struct,
    kw_only=True,
    tag_field="state",
    tag="input-streaming",
    forbid_unknown_fields=True,
):
    """A call of a tool the application declared (tool- and the name of the tool): the call's input is still streaming."""

    type: Annotated[
        str,
        Meta(
            description="Type tag of the part: tool- followed by the name of the tool."
        ),
    ]
    """Type tag of the part: tool- followed by the name of the tool."""

    toolCallId: Annotated[str, Meta(description="Identifier of the call.")]
    """Identifier of the call."""

    toolMetadata: (
        Annotated[
            JSONObject,
            Meta(description="Metadata of the tool, as the application defined it."),
        ]
        | UnsetType
    ) = UNSET
    """Metadata of the tool, as the application defined it."""

    title: (
        Annotated[
            str,
            Meta(
                description="Display title of the tool, as the application defined it."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Display title of the tool, as the application defined it."""

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

    callProviderMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""

    input: (
        Annotated[Any, Meta(description="The input received so far: any JSON value.")]
        | UnsetType
    ) = UNSET
    """The input received so far: any JSON value."""

    rawInput: (
        Annotated[str, Meta(description="The raw input text received so far.")]
        | UnsetType
    ) = UNSET
    """The raw input text received so far."""

    inputEncoding: (
        Annotated[
            Literal["json", "text"], Meta(description="How the raw input is encoded.")
        ]
        | UnsetType
    ) = UNSET
    """How the raw input is encoded."""


class AISDKToolInputAvailableUIPart(
    Struct,
    kw_only=True,
    tag_field="state",
    tag="input-available",
    forbid_unknown_fields=True,
):
    """A call of a tool the application declared (tool- and the name of the tool): the call's input is complete; the tool has not answered."""

    type: Annotated[
        str,
        Meta(
            description="Type tag of the part: tool- followed by the name of the tool."
        ),
    ]
    """Type tag of the part: tool- followed by the name of the tool."""

    toolCallId: Annotated[str, Meta(description="Identifier of the call.")]
    """Identifier of the call."""

    input: Annotated[Any, Meta(description="The input of the call: any JSON value.")]
    """The input of the call: any JSON value."""

    toolMetadata: (
        Annotated[
            JSONObject,
            Meta(description="Metadata of the tool, as the application defined it."),
        ]
        | UnsetType
    ) = UNSET
    """Metadata of the tool, as the application defined it."""

    title: (
        Annotated[
            str,
            Meta(
                description="Display title of the tool, as the application defined it."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Display title of the tool, as the application defined it."""

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

    callProviderMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKToolApprovalRequestedUIPart(
    Struct,
    kw_only=True,
    tag_field="state",
    tag="approval-requested",
    forbid_unknown_fields=True,
):
    """A call of a tool the application declared (tool- and the name of the tool): the call waits for the user's approval."""

    type: Annotated[
        str,
        Meta(
            description="Type tag of the part: tool- followed by the name of the tool."
        ),
    ]
    """Type tag of the part: tool- followed by the name of the tool."""

    toolCallId: Annotated[str, Meta(description="Identifier of the call.")]
    """Identifier of the call."""

    input: Annotated[Any, Meta(description="The input of the call: any JSON value.")]
    """The input of the call: any JSON value."""

    approval: Annotated[AISDKToolApprovalRequested, Meta(description="The request.")]
    """The request."""

    toolMetadata: (
        Annotated[
            JSONObject,
            Meta(description="Metadata of the tool, as the application defined it."),
        ]
        | UnsetType
    ) = UNSET
    """Metadata of the tool, as the application defined it."""

    title: (
        Annotated[
            str,
            Meta(
                description="Display title of the tool, as the application defined it."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Display title of the tool, as the application defined it."""

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

    callProviderMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKToolApprovalRespondedUIPart(
    Struct,
    kw_only=True,
    tag_field="state",
    tag="approval-responded",
    forbid_unknown_fields=True,
):
    """A call of a tool the application declared (tool- and the name of the tool): the user answered the request to approve the call."""

    type: Annotated[
        str,
        Meta(
            description="Type tag of the part: tool- followed by the name of the tool."
        ),
    ]
    """Type tag of the part: tool- followed by the name of the tool."""

    toolCallId: Annotated[str, Meta(description="Identifier of the call.")]
    """Identifier of the call."""

    input: Annotated[Any, Meta(description="The input of the call: any JSON value.")]
    """The input of the call: any JSON value."""

    approval: Annotated[
        AISDKToolApprovalResponded, Meta(description="The request and its answer.")
    ]
    """The request and its answer."""

    toolMetadata: (
        Annotated[
            JSONObject,
            Meta(description="Metadata of the tool, as the application defined it."),
        ]
        | UnsetType
    ) = UNSET
    """Metadata of the tool, as the application defined it."""

    title: (
        Annotated[
            str,
            Meta(
                description="Display title of the tool, as the application defined it."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Display title of the tool, as the application defined it."""

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

    callProviderMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKToolOutputAvailableUIPart(
    Struct,
    kw_only=True,
    tag_field="state",
    tag="output-available",
    forbid_unknown_fields=True,
):
    """A call of a tool the application declared (tool- and the name of the tool): the tool answered."""

    type: Annotated[
        str,
        Meta(
            description="Type tag of the part: tool- followed by the name of the tool."
        ),
    ]
    """Type tag of the part: tool- followed by the name of the tool."""

    toolCallId: Annotated[str, Meta(description="Identifier of the call.")]
    """Identifier of the call."""

    input: Annotated[Any, Meta(description="The input of the call: any JSON value.")]
    """The input of the call: any JSON value."""

    output: Annotated[Any, Meta(description="The output of the tool: any JSON value.")]
    """The output of the tool: any JSON value."""

    toolMetadata: (
        Annotated[
            JSONObject,
            Meta(description="Metadata of the tool, as the application defined it."),
        ]
        | UnsetType
    ) = UNSET
    """Metadata of the tool, as the application defined it."""

    title: (
        Annotated[
            str,
            Meta(
                description="Display title of the tool, as the application defined it."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Display title of the tool, as the application defined it."""

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

    callProviderMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""

    resultProviderMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""

    preliminary: (
        Annotated[
            bool,
            Meta(description="Whether the output is preliminary (more will follow)."),
        ]
        | UnsetType
    ) = UNSET
    """Whether the output is preliminary (more will follow)."""

    approval: (
        Annotated[
            AISDKToolApprovalGranted,
            Meta(description="The approved request, when the call needed approval."),
        ]
        | UnsetType
    ) = UNSET
    """The approved request, when the call needed approval."""


class AISDKToolOutputErrorUIPart(
    Struct,
    kw_only=True,
    tag_field="state",
    tag="output-error",
    forbid_unknown_fields=True,
):
    """A call of a tool the application declared (tool- and the name of the tool): the tool failed."""

    type: Annotated[
        str,
        Meta(
            description="Type tag of the part: tool- followed by the name of the tool."
        ),
    ]
    """Type tag of the part: tool- followed by the name of the tool."""

    toolCallId: Annotated[str, Meta(description="Identifier of the call.")]
    """Identifier of the call."""

    errorText: Annotated[str, Meta(description="The error.")]
    """The error."""

    toolMetadata: (
        Annotated[
            JSONObject,
            Meta(description="Metadata of the tool, as the application defined it."),
        ]
        | UnsetType
    ) = UNSET
    """Metadata of the tool, as the application defined it."""

    title: (
        Annotated[
            str,
            Meta(
                description="Display title of the tool, as the application defined it."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Display title of the tool, as the application defined it."""

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

    callProviderMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""

    input: (
        Annotated[
            Any, Meta(description="The input of the call, when known: any JSON value.")
        ]
        | UnsetType
    ) = UNSET
    """The input of the call, when known: any JSON value."""

    rawInput: (
        Annotated[
            Any,
            Meta(
                description="The raw input, when the input could not be read: any JSON value."
            ),
        ]
        | UnsetType
    ) = UNSET
    """The raw input, when the input could not be read: any JSON value."""

    resultProviderMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""

    approval: (
        Annotated[
            AISDKToolApprovalGranted,
            Meta(description="The approved request, when the call needed approval."),
        ]
        | UnsetType
    ) = UNSET
    """The approved request, when the call needed approval."""


class AISDKToolOutputDeniedUIPart(
    Struct,
    kw_only=True,
    tag_field="state",
    tag="output-denied",
    forbid_unknown_fields=True,
):
    """A call of a tool the application declared (tool- and the name of the tool): the user denied the call."""

    type: Annotated[
        str,
        Meta(
            description="Type tag of the part: tool- followed by the name of the tool."
        ),
    ]
    """Type tag of the part: tool- followed by the name of the tool."""

    toolCallId: Annotated[str, Meta(description="Identifier of the call.")]
    """Identifier of the call."""

    input: Annotated[Any, Meta(description="The input of the call: any JSON value.")]
    """The input of the call: any JSON value."""

    approval: Annotated[
        AISDKToolApprovalDenied, Meta(description="The denied request.")
    ]
    """The denied request."""

    toolMetadata: (
        Annotated[
            JSONObject,
            Meta(description="Metadata of the tool, as the application defined it."),
        ]
        | UnsetType
    ) = UNSET
    """Metadata of the tool, as the application defined it."""

    title: (
        Annotated[
            str,
            Meta(
                description="Display title of the tool, as the application defined it."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Display title of the tool, as the application defined it."""

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

    callProviderMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


AISDKToolUIPart: TypeAlias = Annotated[
    AISDKToolInputStreamingUIPart
    | AISDKToolInputAvailableUIPart
    | AISDKToolApprovalRequestedUIPart
    | AISDKToolApprovalRespondedUIPart
    | AISDKToolOutputAvailableUIPart
    | AISDKToolOutputErrorUIPart
    | AISDKToolOutputDeniedUIPart,
    Meta(
        description="A tool part (its type is tool- and the name of the tool), told apart by the state of its call.",
        title="AISDKToolUIPart",
    ),
]


class AISDKDynamicToolInputStreamingUIPart(
    Struct,
    kw_only=True,
    tag_field="state",
    tag="input-streaming",
    forbid_unknown_fields=True,
):
    """A call of a tool the application did not declare statically (dynamic-tool): the call's input is still streaming."""

    type: Annotated[
        Literal["dynamic-tool"],
        Meta(description="Type tag of the part; always \u0027dynamic-tool\u0027."),
    ]
    """Type tag of the part; always 'dynamic-tool'."""

    toolName: Annotated[str, Meta(description="Name of the tool.")]
    """Name of the tool."""

    toolCallId: Annotated[str, Meta(description="Identifier of the call.")]
    """Identifier of the call."""

    dynamic: (
        Annotated[bool, Meta(description="Always false when given.")] | UnsetType
    ) = UNSET
    """Always false when given."""

    toolMetadata: (
        Annotated[
            JSONObject,
            Meta(description="Metadata of the tool, as the application defined it."),
        ]
        | UnsetType
    ) = UNSET
    """Metadata of the tool, as the application defined it."""

    title: (
        Annotated[
            str,
            Meta(
                description="Display title of the tool, as the application defined it."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Display title of the tool, as the application defined it."""

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

    callProviderMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""

    input: (
        Annotated[Any, Meta(description="The input received so far: any JSON value.")]
        | UnsetType
    ) = UNSET
    """The input received so far: any JSON value."""

    rawInput: (
        Annotated[str, Meta(description="The raw input text received so far.")]
        | UnsetType
    ) = UNSET
    """The raw input text received so far."""

    inputEncoding: (
        Annotated[
            Literal["json", "text"], Meta(description="How the raw input is encoded.")
        ]
        | UnsetType
    ) = UNSET
    """How the raw input is encoded."""


class AISDKDynamicToolInputAvailableUIPart(
    Struct,
    kw_only=True,
    tag_field="state",
    tag="input-available",
    forbid_unknown_fields=True,
):
    """A call of a tool the application did not declare statically (dynamic-tool): the call's input is complete; the tool has not answered."""

    type: Annotated[
        Literal["dynamic-tool"],
        Meta(description="Type tag of the part; always \u0027dynamic-tool\u0027."),
    ]
    """Type tag of the part; always 'dynamic-tool'."""

    toolName: Annotated[str, Meta(description="Name of the tool.")]
    """Name of the tool."""

    toolCallId: Annotated[str, Meta(description="Identifier of the call.")]
    """Identifier of the call."""

    input: Annotated[Any, Meta(description="The input of the call: any JSON value.")]
    """The input of the call: any JSON value."""

    dynamic: (
        Annotated[bool, Meta(description="Always false when given.")] | UnsetType
    ) = UNSET
    """Always false when given."""

    toolMetadata: (
        Annotated[
            JSONObject,
            Meta(description="Metadata of the tool, as the application defined it."),
        ]
        | UnsetType
    ) = UNSET
    """Metadata of the tool, as the application defined it."""

    title: (
        Annotated[
            str,
            Meta(
                description="Display title of the tool, as the application defined it."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Display title of the tool, as the application defined it."""

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

    callProviderMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKDynamicToolApprovalRequestedUIPart(
    Struct,
    kw_only=True,
    tag_field="state",
    tag="approval-requested",
    forbid_unknown_fields=True,
):
    """A call of a tool the application did not declare statically (dynamic-tool): the call waits for the user's approval."""

    type: Annotated[
        Literal["dynamic-tool"],
        Meta(description="Type tag of the part; always \u0027dynamic-tool\u0027."),
    ]
    """Type tag of the part; always 'dynamic-tool'."""

    toolName: Annotated[str, Meta(description="Name of the tool.")]
    """Name of the tool."""

    toolCallId: Annotated[str, Meta(description="Identifier of the call.")]
    """Identifier of the call."""

    input: Annotated[Any, Meta(description="The input of the call: any JSON value.")]
    """The input of the call: any JSON value."""

    approval: Annotated[AISDKToolApprovalRequested, Meta(description="The request.")]
    """The request."""

    dynamic: (
        Annotated[bool, Meta(description="Always false when given.")] | UnsetType
    ) = UNSET
    """Always false when given."""

    toolMetadata: (
        Annotated[
            JSONObject,
            Meta(description="Metadata of the tool, as the application defined it."),
        ]
        | UnsetType
    ) = UNSET
    """Metadata of the tool, as the application defined it."""

    title: (
        Annotated[
            str,
            Meta(
                description="Display title of the tool, as the application defined it."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Display title of the tool, as the application defined it."""

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

    callProviderMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKDynamicToolApprovalRespondedUIPart(
    Struct,
    kw_only=True,
    tag_field="state",
    tag="approval-responded",
    forbid_unknown_fields=True,
):
    """A call of a tool the application did not declare statically (dynamic-tool): the user answered the request to approve the call."""

    type: Annotated[
        Literal["dynamic-tool"],
        Meta(description="Type tag of the part; always \u0027dynamic-tool\u0027."),
    ]
    """Type tag of the part; always 'dynamic-tool'."""

    toolName: Annotated[str, Meta(description="Name of the tool.")]
    """Name of the tool."""

    toolCallId: Annotated[str, Meta(description="Identifier of the call.")]
    """Identifier of the call."""

    input: Annotated[Any, Meta(description="The input of the call: any JSON value.")]
    """The input of the call: any JSON value."""

    approval: Annotated[
        AISDKToolApprovalResponded, Meta(description="The request and its answer.")
    ]
    """The request and its answer."""

    dynamic: (
        Annotated[bool, Meta(description="Always false when given.")] | UnsetType
    ) = UNSET
    """Always false when given."""

    toolMetadata: (
        Annotated[
            JSONObject,
            Meta(description="Metadata of the tool, as the application defined it."),
        ]
        | UnsetType
    ) = UNSET
    """Metadata of the tool, as the application defined it."""

    title: (
        Annotated[
            str,
            Meta(
                description="Display title of the tool, as the application defined it."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Display title of the tool, as the application defined it."""

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

    callProviderMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


class AISDKDynamicToolOutputAvailableUIPart(
    Struct,
    kw_only=True,
    tag_field="state",
    tag="output-available",
    forbid_unknown_fields=True,
):
    """A call of a tool the application did not declare statically (dynamic-tool): the tool answered."""

    type: Annotated[
        Literal["dynamic-tool"],
        Meta(description="Type tag of the part; always \u0027dynamic-tool\u0027."),
    ]
    """Type tag of the part; always 'dynamic-tool'."""

    toolName: Annotated[str, Meta(description="Name of the tool.")]
    """Name of the tool."""

    toolCallId: Annotated[str, Meta(description="Identifier of the call.")]
    """Identifier of the call."""

    input: Annotated[Any, Meta(description="The input of the call: any JSON value.")]
    """The input of the call: any JSON value."""

    output: Annotated[Any, Meta(description="The output of the tool: any JSON value.")]
    """The output of the tool: any JSON value."""

    dynamic: (
        Annotated[bool, Meta(description="Always false when given.")] | UnsetType
    ) = UNSET
    """Always false when given."""

    toolMetadata: (
        Annotated[
            JSONObject,
            Meta(description="Metadata of the tool, as the application defined it."),
        ]
        | UnsetType
    ) = UNSET
    """Metadata of the tool, as the application defined it."""

    title: (
        Annotated[
            str,
            Meta(
                description="Display title of the tool, as the application defined it."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Display title of the tool, as the application defined it."""

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

    callProviderMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""

    resultProviderMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""

    preliminary: (
        Annotated[
            bool,
            Meta(description="Whether the output is preliminary (more will follow)."),
        ]
        | UnsetType
    ) = UNSET
    """Whether the output is preliminary (more will follow)."""

    approval: (
        Annotated[
            AISDKToolApprovalGranted,
            Meta(description="The approved request, when the call needed approval."),
        ]
        | UnsetType
    ) = UNSET
    """The approved request, when the call needed approval."""


class AISDKDynamicToolOutputErrorUIPart(
    Struct,
    kw_only=True,
    tag_field="state",
    tag="output-error",
    forbid_unknown_fields=True,
):
    """A call of a tool the application did not declare statically (dynamic-tool): the tool failed."""

    type: Annotated[
        Literal["dynamic-tool"],
        Meta(description="Type tag of the part; always \u0027dynamic-tool\u0027."),
    ]
    """Type tag of the part; always 'dynamic-tool'."""

    toolName: Annotated[str, Meta(description="Name of the tool.")]
    """Name of the tool."""

    toolCallId: Annotated[str, Meta(description="Identifier of the call.")]
    """Identifier of the call."""

    errorText: Annotated[str, Meta(description="The error.")]
    """The error."""

    dynamic: (
        Annotated[bool, Meta(description="Always false when given.")] | UnsetType
    ) = UNSET
    """Always false when given."""

    toolMetadata: (
        Annotated[
            JSONObject,
            Meta(description="Metadata of the tool, as the application defined it."),
        ]
        | UnsetType
    ) = UNSET
    """Metadata of the tool, as the application defined it."""

    title: (
        Annotated[
            str,
            Meta(
                description="Display title of the tool, as the application defined it."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Display title of the tool, as the application defined it."""

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

    callProviderMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""

    input: (
        Annotated[
            Any, Meta(description="The input of the call, when known: any JSON value.")
        ]
        | UnsetType
    ) = UNSET
    """The input of the call, when known: any JSON value."""

    rawInput: (
        Annotated[
            Any,
            Meta(
                description="The raw input, when the input could not be read: any JSON value."
            ),
        ]
        | UnsetType
    ) = UNSET
    """The raw input, when the input could not be read: any JSON value."""

    resultProviderMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""

    approval: (
        Annotated[
            AISDKToolApprovalGranted,
            Meta(description="The approved request, when the call needed approval."),
        ]
        | UnsetType
    ) = UNSET
    """The approved request, when the call needed approval."""


class AISDKDynamicToolOutputDeniedUIPart(
    Struct,
    kw_only=True,
    tag_field="state",
    tag="output-denied",
    forbid_unknown_fields=True,
):
    """A call of a tool the application did not declare statically (dynamic-tool): the user denied the call."""

    type: Annotated[
        Literal["dynamic-tool"],
        Meta(description="Type tag of the part; always \u0027dynamic-tool\u0027."),
    ]
    """Type tag of the part; always 'dynamic-tool'."""

    toolName: Annotated[str, Meta(description="Name of the tool.")]
    """Name of the tool."""

    toolCallId: Annotated[str, Meta(description="Identifier of the call.")]
    """Identifier of the call."""

    input: Annotated[Any, Meta(description="The input of the call: any JSON value.")]
    """The input of the call: any JSON value."""

    approval: Annotated[
        AISDKToolApprovalDenied, Meta(description="The denied request.")
    ]
    """The denied request."""

    dynamic: (
        Annotated[bool, Meta(description="Always false when given.")] | UnsetType
    ) = UNSET
    """Always false when given."""

    toolMetadata: (
        Annotated[
            JSONObject,
            Meta(description="Metadata of the tool, as the application defined it."),
        ]
        | UnsetType
    ) = UNSET
    """Metadata of the tool, as the application defined it."""

    title: (
        Annotated[
            str,
            Meta(
                description="Display title of the tool, as the application defined it."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Display title of the tool, as the application defined it."""

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

    callProviderMetadata: (
        Annotated[
            JSONObject,
            Meta(
                description="Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'."""


AISDKDynamicToolUIPart: TypeAlias = Annotated[
    AISDKDynamicToolInputStreamingUIPart
    | AISDKDynamicToolInputAvailableUIPart
    | AISDKDynamicToolApprovalRequestedUIPart
    | AISDKDynamicToolApprovalRespondedUIPart
    | AISDKDynamicToolOutputAvailableUIPart
    | AISDKDynamicToolOutputErrorUIPart
    | AISDKDynamicToolOutputDeniedUIPart,
    Meta(
        description="A dynamic tool part, told apart by the state of its call.",
        title="AISDKDynamicToolUIPart",
    ),
]


class AISDKSystemUIMessage(
    Struct, kw_only=True, tag_field="role", tag="system", forbid_unknown_fields=True
):
    """Instructions, as a UI message holds them."""

    id: Annotated[str, Meta(description="Identifier of the message.")]
    """Identifier of the message."""

    parts: Annotated[
        list[JSONObject],
        Meta(description="The parts of the message, in order. At least one."),
    ]
    """The parts of the message, in order. At least one."""

    metadata: (
        Annotated[
            Any,
            Meta(
                description="Metadata of the message: any JSON value; chatschema keeps its own data in an object under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata of the message: any JSON value; chatschema keeps its own data in an object under the key 'chatschema'."""


class AISDKUserUIMessage(
    Struct, kw_only=True, tag_field="role", tag="user", forbid_unknown_fields=True
):
    """A message from the user, as a UI message."""

    id: Annotated[str, Meta(description="Identifier of the message.")]
    """Identifier of the message."""

    parts: Annotated[
        list[JSONObject],
        Meta(description="The parts of the message, in order. At least one."),
    ]
    """The parts of the message, in order. At least one."""

    metadata: (
        Annotated[
            Any,
            Meta(
                description="Metadata of the message: any JSON value; chatschema keeps its own data in an object under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata of the message: any JSON value; chatschema keeps its own data in an object under the key 'chatschema'."""


class AISDKAssistantUIMessage(
    Struct, kw_only=True, tag_field="role", tag="assistant", forbid_unknown_fields=True
):
    """A message the model wrote, as a UI message: its text, reasoning, files, sources and tool calls with their results."""

    id: Annotated[str, Meta(description="Identifier of the message.")]
    """Identifier of the message."""

    parts: Annotated[
        list[JSONObject], Meta(description="The parts of the message, in order.")
    ]
    """The parts of the message, in order."""

    metadata: (
        Annotated[
            Any,
            Meta(
                description="Metadata of the message: any JSON value; chatschema keeps its own data in an object under the key \u0027chatschema\u0027."
            ),
        ]
        | UnsetType
    ) = UNSET
    """Metadata of the message: any JSON value; chatschema keeps its own data in an object under the key 'chatschema'."""


AISDKUIMessage: TypeAlias = Annotated[
    AISDKSystemUIMessage | AISDKUserUIMessage | AISDKAssistantUIMessage,
    Meta(
        description="A message of the Vercel AI SDK's UIMessage form (what a chat user interface holds and what validateUIMessages accepts), told apart by its role.",
        title="AISDKUIMessage",
    ),
]
