# Generated from schemas/ui_streams.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
# ruff: noqa
"""UI streams (schemas/ui_streams.json): Structs and checks.

The events that chat front ends read: the chunks of the Vercel AI SDK's UI message stream (package ai 6.0.326, header x-vercel-ai-ui-message-stream: v1) and the events of the AG-UI protocol 1.0 (@ag-ui/core 1.0.0, ag-ui-protocol 1.0.0). Every event is an open object: keys the protocols do not name are allowed.

Values are held as plain JSON; the Structs are typed views to decode into. Every check
takes the value and its JSON path and raises ``SchemaViolation`` at the deepest failing value.
"""

from __future__ import annotations

import re
from typing import Any, Literal, TypeAlias

import msgspec
from msgspec import UNSET, UnsetType

from ._validators import SchemaViolation, json_type_name, key_path


def _json_types(value: Any) -> tuple[str, ...]:
    if value is None:
        return ("null",)
    if type(value) is bool:
        return ("boolean",)
    if type(value) is int:
        return ("integer", "number")
    if type(value) is float:
        return ("number",)
    if type(value) is str:
        return ("string",)
    if type(value) is list:
        return ("array",)
    if type(value) is dict:
        return ("object",)
    return ()


def _any_of(
    value: Any,
    path: str,
    branches: tuple[tuple[Any, tuple[str, ...]], ...],
    expected: str,
) -> None:
    """Pass when one branch passes; else report the one branch whose type fits, or the types."""
    fitting = []
    for check, types in branches:
        try:
            check(value, path)
            return
        except SchemaViolation as error:
            if not types or set(types) & set(_json_types(value)):
                fitting.append(error)
    if len(fitting) == 1:
        raise fitting[0]
    raise SchemaViolation(f"Expected `{expected}`, got `{json_type_name(value)}`", path)


class AISDKStartChunk(msgspec.Struct, kw_only=True):
    """Opens the assistant message that the following chunks build. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["start"]
    """Type tag; always 'start'."""
    messageId: str | UnsetType = UNSET
    """Identifier of the message being built."""
    messageMetadata: Any | UnsetType = UNSET
    """Application metadata for the message, any JSON value."""


class AISDKTextStartChunk(msgspec.Struct, kw_only=True):
    """Opens a text part. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["text-start"]
    """Type tag; always 'text-start'."""
    id: str
    """Identifier of the text part; later deltas name it."""
    providerMetadata: dict[str, Any] | UnsetType = UNSET
    """Provider-specific metadata, keyed by provider name."""


class AISDKTextDeltaChunk(msgspec.Struct, kw_only=True):
    """Appends text to an open text part. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["text-delta"]
    """Type tag; always 'text-delta'."""
    id: str
    """Identifier of the text part."""
    delta: str
    """The text to append."""
    providerMetadata: dict[str, Any] | UnsetType = UNSET
    """Provider-specific metadata, keyed by provider name."""


class AISDKTextEndChunk(msgspec.Struct, kw_only=True):
    """Closes a text part. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["text-end"]
    """Type tag; always 'text-end'."""
    id: str
    """Identifier of the text part."""
    providerMetadata: dict[str, Any] | UnsetType = UNSET
    """Provider-specific metadata, keyed by provider name."""


class AISDKReasoningStartChunk(msgspec.Struct, kw_only=True):
    """Opens a reasoning part. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["reasoning-start"]
    """Type tag; always 'reasoning-start'."""
    id: str
    """Identifier of the reasoning part; later deltas name it."""
    providerMetadata: dict[str, Any] | UnsetType = UNSET
    """Provider-specific metadata, keyed by provider name."""


class AISDKReasoningDeltaChunk(msgspec.Struct, kw_only=True):
    """Appends text to an open reasoning part. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["reasoning-delta"]
    """Type tag; always 'reasoning-delta'."""
    id: str
    """Identifier of the reasoning part."""
    delta: str
    """The reasoning text to append."""
    providerMetadata: dict[str, Any] | UnsetType = UNSET
    """Provider-specific metadata, keyed by provider name."""


class AISDKReasoningEndChunk(msgspec.Struct, kw_only=True):
    """Closes a reasoning part. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["reasoning-end"]
    """Type tag; always 'reasoning-end'."""
    id: str
    """Identifier of the reasoning part."""
    providerMetadata: dict[str, Any] | UnsetType = UNSET
    """Provider-specific metadata, keyed by provider name."""


class AISDKErrorChunk(msgspec.Struct, kw_only=True):
    """Reports an error; the stream may end after it. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["error"]
    """Type tag; always 'error'."""
    errorText: str
    """Text of the error, shown to the user."""


class AISDKToolInputStartChunk(msgspec.Struct, kw_only=True):
    """Opens a tool call whose input arrives in pieces. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["tool-input-start"]
    """Type tag; always 'tool-input-start'."""
    toolCallId: str
    """Identifier of the tool call."""
    toolName: str
    """Name of the tool."""
    inputEncoding: Any | UnsetType = UNSET
    """How the streamed input is encoded: 'json' (the default) or 'text'."""
    providerExecuted: bool | UnsetType = UNSET
    """True when the provider ran the tool itself rather than the application."""
    providerMetadata: dict[str, Any] | UnsetType = UNSET
    """Provider-specific metadata, keyed by provider name."""
    toolMetadata: dict[str, Any] | UnsetType = UNSET
    """Application metadata attached to the tool call."""
    dynamic: bool | UnsetType = UNSET
    """True for a tool whose name is not known to the client in advance (a dynamic tool part)."""
    title: str | UnsetType = UNSET
    """Display title of the tool."""


class AISDKToolInputDeltaChunk(msgspec.Struct, kw_only=True):
    """Appends a piece of the input text of an open tool call. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["tool-input-delta"]
    """Type tag; always 'tool-input-delta'."""
    toolCallId: str
    """Identifier of the tool call."""
    inputTextDelta: str
    """A piece of the input text, usually JSON."""


class AISDKToolInputAvailableChunk(msgspec.Struct, kw_only=True):
    """Gives the complete input of a tool call. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["tool-input-available"]
    """Type tag; always 'tool-input-available'."""
    toolCallId: str
    """Identifier of the tool call."""
    toolName: str
    """Name of the tool."""
    input: Any
    """The complete input of the call, any JSON value (required, and may be null)."""
    providerExecuted: bool | UnsetType = UNSET
    """True when the provider ran the tool itself rather than the application."""
    providerMetadata: dict[str, Any] | UnsetType = UNSET
    """Provider-specific metadata, keyed by provider name."""
    toolMetadata: dict[str, Any] | UnsetType = UNSET
    """Application metadata attached to the tool call."""
    dynamic: bool | UnsetType = UNSET
    """True for a tool whose name is not known to the client in advance (a dynamic tool part)."""
    title: str | UnsetType = UNSET
    """Display title of the tool."""


class AISDKToolInputErrorChunk(msgspec.Struct, kw_only=True):
    """Reports that the input of a tool call could not be read or is not valid. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["tool-input-error"]
    """Type tag; always 'tool-input-error'."""
    toolCallId: str
    """Identifier of the tool call."""
    toolName: str
    """Name of the tool."""
    input: Any
    """The input as far as it could be read, any JSON value (required, and may be null)."""
    providerExecuted: bool | UnsetType = UNSET
    """True when the provider ran the tool itself rather than the application."""
    providerMetadata: dict[str, Any] | UnsetType = UNSET
    """Provider-specific metadata, keyed by provider name."""
    toolMetadata: dict[str, Any] | UnsetType = UNSET
    """Application metadata attached to the tool call."""
    dynamic: bool | UnsetType = UNSET
    """True for a tool whose name is not known to the client in advance (a dynamic tool part)."""
    errorText: str
    """Why the input is not valid."""
    title: str | UnsetType = UNSET
    """Display title of the tool."""


class AISDKToolApprovalRequestChunk(msgspec.Struct, kw_only=True):
    """Asks the user to approve a tool call before it runs. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["tool-approval-request"]
    """Type tag; always 'tool-approval-request'."""
    approvalId: str
    """Identifier of the approval request."""
    toolCallId: str
    """Identifier of the tool call."""
    approvalDescriptor: Any | UnsetType = UNSET
    """What the user is asked to approve, any JSON value."""
    inputSchemaInput: Any | UnsetType = UNSET
    """The input shown for approval, any JSON value."""
    signature: str | UnsetType = UNSET
    """A signature of the request."""


class AISDKToolOutputAvailableChunk(msgspec.Struct, kw_only=True):
    """Gives the output of a tool call. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["tool-output-available"]
    """Type tag; always 'tool-output-available'."""
    toolCallId: str
    """Identifier of the tool call."""
    output: Any
    """What the tool returned, any JSON value (required, and may be null)."""
    providerExecuted: bool | UnsetType = UNSET
    """True when the provider ran the tool itself rather than the application."""
    providerMetadata: dict[str, Any] | UnsetType = UNSET
    """Provider-specific metadata, keyed by provider name."""
    toolMetadata: dict[str, Any] | UnsetType = UNSET
    """Application metadata attached to the tool call."""
    dynamic: bool | UnsetType = UNSET
    """True for a tool whose name is not known to the client in advance (a dynamic tool part)."""
    preliminary: bool | UnsetType = UNSET
    """True for an interim output that a later one replaces."""


class AISDKToolOutputErrorChunk(msgspec.Struct, kw_only=True):
    """Reports that a tool call failed. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["tool-output-error"]
    """Type tag; always 'tool-output-error'."""
    toolCallId: str
    """Identifier of the tool call."""
    errorText: str
    """Text of the error the tool raised."""
    providerExecuted: bool | UnsetType = UNSET
    """True when the provider ran the tool itself rather than the application."""
    providerMetadata: dict[str, Any] | UnsetType = UNSET
    """Provider-specific metadata, keyed by provider name."""
    toolMetadata: dict[str, Any] | UnsetType = UNSET
    """Application metadata attached to the tool call."""
    dynamic: bool | UnsetType = UNSET
    """True for a tool whose name is not known to the client in advance (a dynamic tool part)."""


class AISDKToolOutputDeniedChunk(msgspec.Struct, kw_only=True):
    """Reports that the user denied a tool call. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["tool-output-denied"]
    """Type tag; always 'tool-output-denied'."""
    toolCallId: str
    """Identifier of the tool call."""


class AISDKSourceUrlChunk(msgspec.Struct, kw_only=True):
    """Cites a web page as a source. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["source-url"]
    """Type tag; always 'source-url'."""
    sourceId: str
    """Identifier of the source."""
    url: str
    """Address of the page."""
    title: str | UnsetType = UNSET
    """Title of the page."""
    providerMetadata: dict[str, Any] | UnsetType = UNSET
    """Provider-specific metadata, keyed by provider name."""


class AISDKSourceDocumentChunk(msgspec.Struct, kw_only=True):
    """Cites a document as a source. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["source-document"]
    """Type tag; always 'source-document'."""
    sourceId: str
    """Identifier of the source."""
    mediaType: str
    """Media type of the document, such as application/pdf."""
    title: str
    """Title of the document."""
    filename: str | UnsetType = UNSET
    """File name of the document."""
    providerMetadata: dict[str, Any] | UnsetType = UNSET
    """Provider-specific metadata, keyed by provider name."""


class AISDKFileChunk(msgspec.Struct, kw_only=True):
    """Adds a file, such as a generated image, to the message. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["file"]
    """Type tag; always 'file'."""
    url: str
    """Address of the file, often a data URL."""
    mediaType: str
    """Media type of the file."""
    providerMetadata: dict[str, Any] | UnsetType = UNSET
    """Provider-specific metadata, keyed by provider name."""


class AISDKDataChunk(msgspec.Struct, kw_only=True):
    """Application data for a data part; the type is 'data-' followed by the data part's name. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: str
    """Type tag: 'data-' followed by the name of the data part."""
    id: str | UnsetType = UNSET
    """Identifier of the data part; a later chunk with the same id replaces it."""
    data: Any
    """The data, any JSON value (required, and may be null)."""
    transient: bool | UnsetType = UNSET
    """True for data sent to the client but not kept in the message."""


class AISDKStartStepChunk(msgspec.Struct, kw_only=True):
    """Opens a step: one model call within the message. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["start-step"]
    """Type tag; always 'start-step'."""


class AISDKFinishStepChunk(msgspec.Struct, kw_only=True):
    """Closes a step. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["finish-step"]
    """Type tag; always 'finish-step'."""


class AISDKFinishChunk(msgspec.Struct, kw_only=True):
    """Closes the message. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["finish"]
    """Type tag; always 'finish'."""
    finishReason: Any | UnsetType = UNSET
    """Why the model stopped."""
    messageMetadata: Any | UnsetType = UNSET
    """Application metadata for the message, any JSON value."""


class AISDKAbortChunk(msgspec.Struct, kw_only=True):
    """Reports that the stream was aborted. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["abort"]
    """Type tag; always 'abort'."""
    reason: str | UnsetType = UNSET
    """Why the stream was aborted."""


class AISDKMessageMetadataChunk(msgspec.Struct, kw_only=True):
    """Sets application metadata on the message. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed."""

    type: Literal["message-metadata"]
    """Type tag; always 'message-metadata'."""
    messageMetadata: Any
    """Application metadata for the message, any JSON value (required, and may be null)."""


class AGUITextMessageStartEvent(msgspec.Struct, kw_only=True):
    """Opens a streamed text message. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["TEXT_MESSAGE_START"]
    """Type tag; always 'TEXT_MESSAGE_START'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    messageId: str
    """Identifier of the message."""
    role: Any | UnsetType = UNSET
    """Role of the message."""
    name: str | UnsetType = UNSET
    """Name of the sender."""


class AGUITextMessageContentEvent(msgspec.Struct, kw_only=True):
    """Appends text to a streamed text message. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["TEXT_MESSAGE_CONTENT"]
    """Type tag; always 'TEXT_MESSAGE_CONTENT'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    messageId: str
    """Identifier of the message."""
    delta: str
    """The text to append."""


class AGUITextMessageEndEvent(msgspec.Struct, kw_only=True):
    """Closes a streamed text message. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["TEXT_MESSAGE_END"]
    """Type tag; always 'TEXT_MESSAGE_END'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    messageId: str
    """Identifier of the message."""


class AGUITextMessageChunkEvent(msgspec.Struct, kw_only=True):
    """Stands for a start, content and end of a text message at once; every field is optional. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["TEXT_MESSAGE_CHUNK"]
    """Type tag; always 'TEXT_MESSAGE_CHUNK'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    messageId: str | UnsetType = UNSET
    """Identifier of the message."""
    role: Any | UnsetType = UNSET
    """Role of the message."""
    delta: str | UnsetType = UNSET
    """The text to append."""
    name: str | UnsetType = UNSET
    """Name of the sender."""


class AGUIToolCallStartEvent(msgspec.Struct, kw_only=True):
    """Opens a tool call whose arguments arrive in pieces. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["TOOL_CALL_START"]
    """Type tag; always 'TOOL_CALL_START'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    toolCallId: str
    """Identifier of the tool call."""
    toolCallName: str
    """Name of the tool."""
    parentMessageId: str | UnsetType = UNSET
    """Identifier of the assistant message that makes the call."""


class AGUIToolCallArgsEvent(msgspec.Struct, kw_only=True):
    """Appends a piece of the arguments of an open tool call. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["TOOL_CALL_ARGS"]
    """Type tag; always 'TOOL_CALL_ARGS'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    toolCallId: str
    """Identifier of the tool call."""
    delta: str
    """A piece of the JSON text of the arguments."""


class AGUIToolCallEndEvent(msgspec.Struct, kw_only=True):
    """Closes a tool call: its arguments are complete. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["TOOL_CALL_END"]
    """Type tag; always 'TOOL_CALL_END'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    toolCallId: str
    """Identifier of the tool call."""


class AGUIToolCallChunkEvent(msgspec.Struct, kw_only=True):
    """Stands for a start, arguments and end of a tool call at once; every field is optional. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["TOOL_CALL_CHUNK"]
    """Type tag; always 'TOOL_CALL_CHUNK'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    toolCallId: str | UnsetType = UNSET
    """Identifier of the tool call."""
    toolCallName: str | UnsetType = UNSET
    """Name of the tool."""
    parentMessageId: str | UnsetType = UNSET
    """Identifier of the assistant message that makes the call."""
    delta: str | UnsetType = UNSET
    """A piece of the JSON text of the arguments."""


class AGUIToolCallResultEvent(msgspec.Struct, kw_only=True):
    """Gives what a tool returned, as a new tool message. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["TOOL_CALL_RESULT"]
    """Type tag; always 'TOOL_CALL_RESULT'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    messageId: str
    """Identifier of the tool message."""
    toolCallId: str
    """Identifier of the tool call answered."""
    content: str | list[dict[str, Any]]
    """What the tool returned: a string or a list of content parts."""
    role: Literal["tool"] | UnsetType = UNSET
    """Role of the message; always 'tool'."""


class AGUIStateSnapshotEvent(msgspec.Struct, kw_only=True):
    """Replaces the whole agent state. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["STATE_SNAPSHOT"]
    """Type tag; always 'STATE_SNAPSHOT'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    snapshot: Any
    """The new state, any JSON value (required, and may be null)."""


class AGUIStateDeltaEvent(msgspec.Struct, kw_only=True):
    """Changes the agent state with a JSON Patch (RFC 6902). An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["STATE_DELTA"]
    """Type tag; always 'STATE_DELTA'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    delta: list[dict[str, Any]]
    """The patch: a list of operations, applied in order."""


class AGUIMessagesSnapshotEvent(msgspec.Struct, kw_only=True):
    """Gives every message of the conversation that the producer owns, in order. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["MESSAGES_SNAPSHOT"]
    """Type tag; always 'MESSAGES_SNAPSHOT'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    messages: list[dict[str, Any]]
    """The messages."""


class AGUIActivitySnapshotEvent(msgspec.Struct, kw_only=True):
    """Reports structured progress as an activity message. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["ACTIVITY_SNAPSHOT"]
    """Type tag; always 'ACTIVITY_SNAPSHOT'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    messageId: str
    """Identifier of the activity message."""
    activityType: str
    """Kind of the activity."""
    content: dict[str, Any]
    """The activity's content, an object."""
    replace: bool | UnsetType = UNSET
    """Whether this replaces an existing activity message."""


class AGUIActivityDeltaEvent(msgspec.Struct, kw_only=True):
    """Changes an activity message's content with a JSON Patch. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["ACTIVITY_DELTA"]
    """Type tag; always 'ACTIVITY_DELTA'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    messageId: str
    """Identifier of the activity message."""
    activityType: str
    """Kind of the activity."""
    patch: list[dict[str, Any]]
    """The patch: a list of operations, applied in order."""


class AGUIRawEvent(msgspec.Struct, kw_only=True):
    """Passes an event of the underlying system through unchanged. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["RAW"]
    """Type tag; always 'RAW'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    event: Any
    """The event, any JSON value (required, and may be null)."""
    source: str | UnsetType = UNSET
    """Which system the event comes from."""


class AGUICustomEvent(msgspec.Struct, kw_only=True):
    """An application's own event. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["CUSTOM"]
    """Type tag; always 'CUSTOM'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    name: str
    """Name of the event."""
    value: Any
    """The event's value, any JSON value (required, and may be null)."""


class AGUIRunStartedEvent(msgspec.Struct, kw_only=True):
    """Opens a run. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["RUN_STARTED"]
    """Type tag; always 'RUN_STARTED'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    threadId: str
    """Identifier of the conversation thread."""
    runId: str
    """Identifier of the run."""
    protocolVersion: str | UnsetType = UNSET
    """The AG-UI protocol version the producer speaks."""
    parentRunId: str | UnsetType = UNSET
    """Identifier of the run this one continues."""
    input: AGUIRunAgentInput | UnsetType = UNSET
    """The request that started the run."""


class AGUIRunFinishedEvent(msgspec.Struct, kw_only=True):
    """Closes a run that did not fail. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["RUN_FINISHED"]
    """Type tag; always 'RUN_FINISHED'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    threadId: str
    """Identifier of the conversation thread."""
    runId: str
    """Identifier of the run."""
    result: Any | UnsetType = UNSET
    """The result of the run, any JSON value but null."""
    outcome: dict[str, Any] | UnsetType = UNSET
    """Why the run ended; absent means success."""
    usage: list[AGUITokenUsage] | UnsetType = UNSET
    """Token counts of the run, one entry per provider and model."""


class AGUIRunErrorEvent(msgspec.Struct, kw_only=True):
    """Ends a run that failed. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["RUN_ERROR"]
    """Type tag; always 'RUN_ERROR'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    message: str
    """Text of the error."""
    code: str | UnsetType = UNSET
    """Machine-readable error code."""
    usage: list[AGUITokenUsage] | UnsetType = UNSET
    """Token counts of the run, one entry per provider and model."""


class AGUIStepStartedEvent(msgspec.Struct, kw_only=True):
    """Opens a named step within a run. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["STEP_STARTED"]
    """Type tag; always 'STEP_STARTED'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    stepName: str
    """Name of the step."""


class AGUIStepFinishedEvent(msgspec.Struct, kw_only=True):
    """Closes a named step. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["STEP_FINISHED"]
    """Type tag; always 'STEP_FINISHED'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    stepName: str
    """Name of the step."""


class AGUIReasoningStartEvent(msgspec.Struct, kw_only=True):
    """Opens a span of reasoning, which may hold several reasoning messages. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["REASONING_START"]
    """Type tag; always 'REASONING_START'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    messageId: str
    """Identifier of the reasoning span."""


class AGUIReasoningMessageStartEvent(msgspec.Struct, kw_only=True):
    """Opens a streamed reasoning message. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["REASONING_MESSAGE_START"]
    """Type tag; always 'REASONING_MESSAGE_START'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    messageId: str
    """Identifier of the reasoning message."""
    role: Literal["reasoning"]
    """Role of the message; always 'reasoning'."""


class AGUIReasoningMessageContentEvent(msgspec.Struct, kw_only=True):
    """Appends text to a streamed reasoning message. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["REASONING_MESSAGE_CONTENT"]
    """Type tag; always 'REASONING_MESSAGE_CONTENT'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    messageId: str
    """Identifier of the reasoning message."""
    delta: str
    """The reasoning text to append."""


class AGUIReasoningMessageEndEvent(msgspec.Struct, kw_only=True):
    """Closes a streamed reasoning message. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["REASONING_MESSAGE_END"]
    """Type tag; always 'REASONING_MESSAGE_END'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    messageId: str
    """Identifier of the reasoning message."""


class AGUIReasoningMessageChunkEvent(msgspec.Struct, kw_only=True):
    """Stands for a start, content and end of a reasoning message at once; every field is optional. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["REASONING_MESSAGE_CHUNK"]
    """Type tag; always 'REASONING_MESSAGE_CHUNK'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    messageId: str | UnsetType = UNSET
    """Identifier of the reasoning message."""
    delta: str | UnsetType = UNSET
    """The reasoning text to append."""


class AGUIReasoningEndEvent(msgspec.Struct, kw_only=True):
    """Closes a span of reasoning. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["REASONING_END"]
    """Type tag; always 'REASONING_END'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    messageId: str
    """Identifier of the reasoning span."""


class AGUIReasoningEncryptedValueEvent(msgspec.Struct, kw_only=True):
    """Carries a provider's encrypted reasoning, to be stored and sent back on a later turn unread. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["REASONING_ENCRYPTED_VALUE"]
    """Type tag; always 'REASONING_ENCRYPTED_VALUE'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation this event belongs to."""
    subtype: Any
    """Whether the value belongs to a message or to a tool call."""
    entityId: str
    """Identifier of the message or tool call the value belongs to."""
    encryptedValue: str
    """The encrypted value."""


class AGUISubagentStartedEvent(msgspec.Struct, kw_only=True):
    """Announces that a subagent invocation has begun. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["SUBAGENT_STARTED"]
    """Type tag; always 'SUBAGENT_STARTED'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str
    """Identifier of this subagent invocation."""
    name: str
    """Name of the subagent."""
    description: str | UnsetType = UNSET
    """What the subagent does."""
    parentSubagentRunId: str | UnsetType = UNSET
    """Identifier of the enclosing subagent invocation."""
    parentToolCallId: str | UnsetType = UNSET
    """Identifier of the tool call that started the subagent."""
    parentMessageId: str | UnsetType = UNSET
    """Identifier of the message that started the subagent."""


class AGUISubagentFinishedEvent(msgspec.Struct, kw_only=True):
    """Ends a subagent invocation's part of the run. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["SUBAGENT_FINISHED"]
    """Type tag; always 'SUBAGENT_FINISHED'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str
    """Identifier of the subagent invocation."""
    result: Any | UnsetType = UNSET
    """The subagent's result, any JSON value but null."""
    outcome: dict[str, Any] | UnsetType = UNSET
    """Why the subagent's part ended; absent means success."""


class AGUISubagentErrorEvent(msgspec.Struct, kw_only=True):
    """Reports that a subagent invocation failed; the run may go on. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    type: Literal["SUBAGENT_ERROR"]
    """Type tag; always 'SUBAGENT_ERROR'."""
    timestamp: int | UnsetType = UNSET
    """Time of the event in milliseconds since the Unix epoch."""
    rawEvent: Any | UnsetType = UNSET
    """The event of the underlying system this event was made from, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the event, an object open by key."""
    subagentRunId: str
    """Identifier of the subagent invocation."""
    message: str
    """Text of the error."""
    code: str | UnsetType = UNSET
    """Machine-readable error code."""


class AGUITextPart(msgspec.Struct, kw_only=True):
    """A text part of an AG-UI message body."""

    type: Literal["text"]
    """Type tag; always 'text'."""
    id: str | UnsetType = UNSET
    """Identifier of the part."""
    text: str
    """The text."""
    metadata: Any | UnsetType = UNSET
    """Extra information about the part, any JSON value but null."""


class AGUIDataSource(msgspec.Struct, kw_only=True):
    """Media bytes carried inline, base64-encoded."""

    type: Literal["data"]
    """Type tag; always 'data'."""
    value: str
    """The base64-encoded bytes."""
    mimeType: str
    """Media type of the bytes."""


class AGUIUrlSource(msgspec.Struct, kw_only=True):
    """Media bytes referenced by URL."""

    type: Literal["url"]
    """Type tag; always 'url'."""
    value: str
    """The URL."""
    mimeType: str | UnsetType = UNSET
    """Media type of the bytes."""


class AGUIFileSource(msgspec.Struct, kw_only=True):
    """Media bytes held by a provider under a handle it issued, such as a file id."""

    type: Literal["file"]
    """Type tag; always 'file'."""
    value: str
    """The handle."""
    provider: str | UnsetType = UNSET
    """The provider that issued the handle."""
    mimeType: str | UnsetType = UNSET
    """Media type of the bytes."""


class AGUIImagePart(msgspec.Struct, kw_only=True):
    """A image part of an AG-UI message body."""

    type: Literal["image"]
    """Type tag; always 'image'."""
    id: str | UnsetType = UNSET
    """Identifier of the part."""
    source: dict[str, Any]
    """Where the bytes come from."""
    metadata: Any | UnsetType = UNSET
    """Extra information about the part, any JSON value but null."""


class AGUIAudioPart(msgspec.Struct, kw_only=True):
    """A audio part of an AG-UI message body."""

    type: Literal["audio"]
    """Type tag; always 'audio'."""
    id: str | UnsetType = UNSET
    """Identifier of the part."""
    source: dict[str, Any]
    """Where the bytes come from."""
    metadata: Any | UnsetType = UNSET
    """Extra information about the part, any JSON value but null."""


class AGUIVideoPart(msgspec.Struct, kw_only=True):
    """A video part of an AG-UI message body."""

    type: Literal["video"]
    """Type tag; always 'video'."""
    id: str | UnsetType = UNSET
    """Identifier of the part."""
    source: dict[str, Any]
    """Where the bytes come from."""
    metadata: Any | UnsetType = UNSET
    """Extra information about the part, any JSON value but null."""


class AGUIDocumentPart(msgspec.Struct, kw_only=True):
    """A document part of an AG-UI message body."""

    type: Literal["document"]
    """Type tag; always 'document'."""
    id: str | UnsetType = UNSET
    """Identifier of the part."""
    source: dict[str, Any]
    """Where the bytes come from."""
    metadata: Any | UnsetType = UNSET
    """Extra information about the part, any JSON value but null."""


class AGUIJsonPatchAddOperation(msgspec.Struct, kw_only=True):
    """Inserts a value at a path (RFC 6902 section 4.1). Unknown keys are allowed."""

    op: Literal["add"]
    """Discriminator; always 'add'."""
    path: str
    """Where, as a JSON Pointer."""
    value: Any
    """The value, any JSON value (required, and may be null)."""


class AGUIJsonPatchRemoveOperation(msgspec.Struct, kw_only=True):
    """Removes the value at a path (RFC 6902 section 4.2). Unknown keys are allowed."""

    op: Literal["remove"]
    """Discriminator; always 'remove'."""
    path: str
    """Where, as a JSON Pointer."""


class AGUIJsonPatchReplaceOperation(msgspec.Struct, kw_only=True):
    """Replaces the value at a path (RFC 6902 section 4.3). Unknown keys are allowed."""

    op: Literal["replace"]
    """Discriminator; always 'replace'."""
    path: str
    """Where, as a JSON Pointer."""
    value: Any
    """The value, any JSON value (required, and may be null)."""


class AGUIJsonPatchMoveOperation(msgspec.Struct, kw_only=True):
    """Moves the value at one path to another (RFC 6902 section 4.4). Unknown keys are allowed."""

    op: Literal["move"]
    """Discriminator; always 'move'."""
    from_: str = msgspec.field(name="from")
    """Where from, as a JSON Pointer."""
    path: str
    """Where to, as a JSON Pointer."""


class AGUIJsonPatchCopyOperation(msgspec.Struct, kw_only=True):
    """Copies the value at one path to another (RFC 6902 section 4.5). Unknown keys are allowed."""

    op: Literal["copy"]
    """Discriminator; always 'copy'."""
    from_: str = msgspec.field(name="from")
    """Where from, as a JSON Pointer."""
    path: str
    """Where to, as a JSON Pointer."""


class AGUIJsonPatchTestOperation(msgspec.Struct, kw_only=True):
    """Checks that the value at a path equals a value (RFC 6902 section 4.6). Unknown keys are allowed."""

    op: Literal["test"]
    """Discriminator; always 'test'."""
    path: str
    """Where, as a JSON Pointer."""
    value: Any
    """The value, any JSON value (required, and may be null)."""


class AGUIFunctionCall(msgspec.Struct, kw_only=True):
    """The name and JSON-text arguments of a tool call in an AG-UI assistant message."""

    name: str
    """Name of the tool."""
    arguments: str
    """The arguments as JSON text."""


class AGUIToolCall(msgspec.Struct, kw_only=True):
    """A tool call made by an AG-UI assistant message."""

    id: str
    """Identifier of the call."""
    type: Literal["function"]
    """Kind of the call; always 'function'."""
    function: AGUIFunctionCall
    """The tool's name and arguments."""
    encryptedValue: str | UnsetType = UNSET
    """Encrypted provider data for the call."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the call, an object open by key."""


class AGUIDeveloperMessage(msgspec.Struct, kw_only=True):
    """Instructions from the application developer. A message of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation the message belongs to."""
    id: str
    """Identifier of the message."""
    role: Literal["developer"]
    """Role of the message; always 'developer'."""
    name: str | UnsetType = UNSET
    """Name of the sender."""
    encryptedValue: str | UnsetType = UNSET
    """Encrypted provider data for the message."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the message, an object open by key."""
    content: str
    """The text."""


class AGUISystemMessage(msgspec.Struct, kw_only=True):
    """Instructions from the system. A message of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation the message belongs to."""
    id: str
    """Identifier of the message."""
    role: Literal["system"]
    """Role of the message; always 'system'."""
    name: str | UnsetType = UNSET
    """Name of the sender."""
    encryptedValue: str | UnsetType = UNSET
    """Encrypted provider data for the message."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the message, an object open by key."""
    content: str
    """The text."""


class AGUIAssistantMessage(msgspec.Struct, kw_only=True):
    """A message from the agent; it may hold only tool calls. A message of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation the message belongs to."""
    id: str
    """Identifier of the message."""
    role: Literal["assistant"]
    """Role of the message; always 'assistant'."""
    name: str | UnsetType = UNSET
    """Name of the sender."""
    encryptedValue: str | UnsetType = UNSET
    """Encrypted provider data for the message."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the message, an object open by key."""
    content: str | UnsetType = UNSET
    """The text."""
    toolCalls: list[AGUIToolCall] | UnsetType = UNSET
    """Tool calls the message makes."""


class AGUIUserMessage(msgspec.Struct, kw_only=True):
    """A message from the person using the application. A message of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation the message belongs to."""
    id: str
    """Identifier of the message."""
    role: Literal["user"]
    """Role of the message; always 'user'."""
    name: str | UnsetType = UNSET
    """Name of the sender."""
    encryptedValue: str | UnsetType = UNSET
    """Encrypted provider data for the message."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the message, an object open by key."""
    content: str | list[dict[str, Any]]
    """The text, or a list of content parts."""


class AGUIToolMessage(msgspec.Struct, kw_only=True):
    """What a tool returned. A message of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation the message belongs to."""
    id: str
    """Identifier of the message."""
    role: Literal["tool"]
    """Role of the message; always 'tool'."""
    content: str | list[dict[str, Any]]
    """The output: text, or a list of content parts."""
    toolCallId: str
    """Identifier of the tool call answered."""
    error: str | UnsetType = UNSET
    """Text of the error, when the tool failed."""
    encryptedValue: str | UnsetType = UNSET
    """Encrypted provider data for the message."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the message, an object open by key."""


class AGUIActivityMessage(msgspec.Struct, kw_only=True):
    """Structured progress kept in the message sequence. A message of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation the message belongs to."""
    id: str
    """Identifier of the message."""
    role: Literal["activity"]
    """Role of the message; always 'activity'."""
    activityType: str
    """Kind of the activity."""
    content: dict[str, Any]
    """The activity's content, an object."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the message, an object open by key."""


class AGUIReasoningMessage(msgspec.Struct, kw_only=True):
    """A span of the agent's reasoning. A message of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed."""

    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation the message belongs to."""
    id: str
    """Identifier of the message."""
    role: Literal["reasoning"]
    """Role of the message; always 'reasoning'."""
    content: str
    """The reasoning text."""
    encryptedValue: str | UnsetType = UNSET
    """Encrypted provider data for the message."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the message, an object open by key."""


class AGUITool(msgspec.Struct, kw_only=True):
    """A tool the agent may call."""

    name: str
    """Name of the tool."""
    description: str
    """What the tool does."""
    parameters: Any | UnsetType = UNSET
    """JSON Schema of the arguments, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information about the tool, an object open by key."""


class AGUIContext(msgspec.Struct, kw_only=True):
    """A named piece of information given to the agent for a run."""

    description: str
    """What the information is."""
    value: str
    """The information."""


class AGUIResumeEntry(msgspec.Struct, kw_only=True):
    """An answer to one interrupt, sent with the run that continues from it."""

    interruptId: str
    """Identifier of the interrupt answered."""
    status: Any
    """Whether the interrupt was answered or abandoned."""
    payload: Any | UnsetType = UNSET
    """The answer, any JSON value but null."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information, an object open by key."""


class AGUIRunAgentInput(msgspec.Struct, kw_only=True):
    """A request to run an agent, echoed back in RUN_STARTED."""

    threadId: str
    """Identifier of the conversation thread."""
    runId: str
    """Identifier of the run."""
    protocolVersion: str | UnsetType = UNSET
    """The AG-UI protocol version the caller speaks."""
    parentRunId: str | UnsetType = UNSET
    """Identifier of the run this one continues."""
    state: Any | UnsetType = UNSET
    """The agent state, any JSON value; null means none."""
    messages: list[dict[str, Any]]
    """The conversation so far."""
    tools: list[AGUITool] | UnsetType = UNSET
    """Tools the agent may call."""
    context: list[AGUIContext] | UnsetType = UNSET
    """Information given to the agent."""
    forwardedProps: Any | UnsetType = UNSET
    """Application data passed through to the agent, any JSON value but null."""
    resume: list[AGUIResumeEntry] | UnsetType = UNSET
    """Answers to the interrupts the run continues from."""


class AGUIInterrupt(msgspec.Struct, kw_only=True):
    """Something a run needs from outside before it can go on, such as an approval."""

    subagentRunId: str | UnsetType = UNSET
    """Identifier of the subagent invocation the interrupt belongs to."""
    id: str
    """Identifier of the interrupt."""
    reason: str
    """Why the run is waiting."""
    message: str | UnsetType = UNSET
    """Text shown to the user."""
    toolCallId: str | UnsetType = UNSET
    """Identifier of the tool call that waits."""
    responseSchema: dict[str, Any] | UnsetType = UNSET
    """JSON Schema of the expected answer, an object."""
    expiresAt: str | UnsetType = UNSET
    """When the interrupt expires."""
    metadata: dict[str, Any] | UnsetType = UNSET
    """Extra information, an object open by key."""


class AGUIRunFinishedSuccessOutcome(msgspec.Struct, kw_only=True):
    """The run completed."""

    type: Literal["success"]
    """Type tag; always 'success'."""
    pendingToolCallIds: list[str] | UnsetType = UNSET
    """Tool calls left for the application to answer."""


class AGUIRunFinishedInterruptOutcome(msgspec.Struct, kw_only=True):
    """The run is paused until its interrupts are answered."""

    type: Literal["interrupt"]
    """Type tag; always 'interrupt'."""
    interrupts: list[AGUIInterrupt]
    """What the run waits for; at least one."""


class AGUIRunFinishedCancelledOutcome(msgspec.Struct, kw_only=True):
    """The run was stopped before it completed, without failing."""

    type: Literal["cancelled"]
    """Type tag; always 'cancelled'."""


class AGUISubagentFinishedSuccessOutcome(msgspec.Struct, kw_only=True):
    """The subagent completed its work."""

    type: Literal["success"]
    """Type tag; always 'success'."""


class AGUISubagentFinishedSuspendedOutcome(msgspec.Struct, kw_only=True):
    """The subagent is paused until outside input arrives."""

    type: Literal["suspended"]
    """Type tag; always 'suspended'."""
    interruptIds: list[str] | UnsetType = UNSET
    """The interrupts it waits for."""


class AGUITokenUsage(msgspec.Struct, kw_only=True):
    """Token counts for one provider and model: inputTokens and outputTokens are totals, the other counts are parts of them."""

    provider: str | UnsetType = UNSET
    """Name of the provider."""
    model: str | UnsetType = UNSET
    """Name of the model."""
    inputTokens: int | UnsetType = UNSET
    """Tokens in the input."""
    outputTokens: int | UnsetType = UNSET
    """Tokens in the output."""
    totalTokens: int | UnsetType = UNSET
    """Input and output tokens together."""
    reasoningTokens: int | UnsetType = UNSET
    """Output tokens spent on reasoning."""
    cachedInputTokens: int | UnsetType = UNSET
    """Input tokens read from a cache."""
    cacheWriteInputTokens: int | UnsetType = UNSET
    """Input tokens written to a cache."""


AISDKChunkProviderMetadata: TypeAlias = dict[str, Any]
"""Provider-specific metadata on a UI message stream chunk: an object keyed by provider name whose values are objects of JSON values."""

AISDKChunkToolMetadata: TypeAlias = dict[str, Any]
"""Application metadata attached to a tool call in a UI message stream: an object of JSON values."""

AISDKUIMessageChunk: TypeAlias = dict[str, Any]
"""Any chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1), told apart by its type tag: a chunk whose type names a chunk defined here must match it, and any other must be a data chunk (a type that starts with 'data-')."""

AGUIEvent: TypeAlias = dict[str, Any]
"""Any event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0), told apart by its type tag."""

AGUIPartSource: TypeAlias = dict[str, Any]
"""Where the bytes of an AG-UI media part come from, told apart by its type tag."""

AGUIContentPart: TypeAlias = dict[str, Any]
"""One part of an AG-UI user or tool message body, told apart by its type tag."""

AGUIJsonPatchOperation: TypeAlias = dict[str, Any]
"""One operation of a JSON Patch (RFC 6902), told apart by its op."""

AGUIMessage: TypeAlias = dict[str, Any]
"""Any message of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0), told apart by its role."""

AGUIRunFinishedOutcome: TypeAlias = dict[str, Any]
"""Why an AG-UI run ended, told apart by its type tag."""

AGUISubagentFinishedOutcome: TypeAlias = dict[str, Any]
"""Why a subagent's part of an AG-UI run ended, told apart by its type tag."""


_OK_BY_TAG_587: dict[str, Any] = {}  # filled in at the end of the module
_BY_TAG_586: dict[str, Any] = {}  # filled in at the end of the module
_OK_BY_TAG_581: dict[str, Any] = {}  # filled in at the end of the module
_BY_TAG_580: dict[str, Any] = {}  # filled in at the end of the module
_OK_BY_TAG_538: dict[str, Any] = {}  # filled in at the end of the module
_BY_TAG_537: dict[str, Any] = {}  # filled in at the end of the module
_OK_BY_TAG_464: dict[str, Any] = {}  # filled in at the end of the module
_BY_TAG_463: dict[str, Any] = {}  # filled in at the end of the module
_OK_BY_TAG_440: dict[str, Any] = {}  # filled in at the end of the module
_BY_TAG_439: dict[str, Any] = {}  # filled in at the end of the module
_OK_BY_TAG_422: dict[str, Any] = {}  # filled in at the end of the module
_BY_TAG_421: dict[str, Any] = {}  # filled in at the end of the module
_OK_BY_TAG_405: dict[str, Any] = {}  # filled in at the end of the module
_BY_TAG_404: dict[str, Any] = {}  # filled in at the end of the module
_OK_BY_TAG_84: dict[str, Any] = {}  # filled in at the end of the module
_BY_TAG_83: dict[str, Any] = {}  # filled in at the end of the module


def _check_1(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _ok_2(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_3(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "start":
        raise SchemaViolation("Expected 'start'", path)


def _check_4(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_5(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "text-start":
        raise SchemaViolation("Expected 'text-start'", path)


def _check_6(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_7(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "text-delta":
        raise SchemaViolation("Expected 'text-delta'", path)


def _check_8(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_9(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_10(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "text-end":
        raise SchemaViolation("Expected 'text-end'", path)


def _check_11(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_12(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "reasoning-start":
        raise SchemaViolation("Expected 'reasoning-start'", path)


def _check_13(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_14(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "reasoning-delta":
        raise SchemaViolation("Expected 'reasoning-delta'", path)


def _check_15(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_16(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_17(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "reasoning-end":
        raise SchemaViolation("Expected 'reasoning-end'", path)


def _check_18(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_19(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "error":
        raise SchemaViolation("Expected 'error'", path)


def _check_20(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_21(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "tool-input-start":
        raise SchemaViolation("Expected 'tool-input-start'", path)


def _check_22(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_23(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_24(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value not in ("json", "text"):
        raise SchemaViolation("Expected one of 'json', 'text'", path)


def _check_25(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is bool):
        raise SchemaViolation(f"Expected `bool`, got `{json_type_name(value)}`", path)


def _check_26(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is bool):
        raise SchemaViolation(f"Expected `bool`, got `{json_type_name(value)}`", path)


def _check_27(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_28(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "tool-input-delta":
        raise SchemaViolation("Expected 'tool-input-delta'", path)


def _check_29(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_30(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_31(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "tool-input-available":
        raise SchemaViolation("Expected 'tool-input-available'", path)


def _check_32(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_33(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_34(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is bool):
        raise SchemaViolation(f"Expected `bool`, got `{json_type_name(value)}`", path)


def _check_35(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is bool):
        raise SchemaViolation(f"Expected `bool`, got `{json_type_name(value)}`", path)


def _check_36(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_37(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "tool-input-error":
        raise SchemaViolation("Expected 'tool-input-error'", path)


def _check_38(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_39(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_40(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is bool):
        raise SchemaViolation(f"Expected `bool`, got `{json_type_name(value)}`", path)


def _check_41(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is bool):
        raise SchemaViolation(f"Expected `bool`, got `{json_type_name(value)}`", path)


def _check_42(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_43(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_44(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "tool-approval-request":
        raise SchemaViolation("Expected 'tool-approval-request'", path)


def _check_45(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_46(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_47(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_48(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "tool-output-available":
        raise SchemaViolation("Expected 'tool-output-available'", path)


def _check_49(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_50(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is bool):
        raise SchemaViolation(f"Expected `bool`, got `{json_type_name(value)}`", path)


def _check_51(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is bool):
        raise SchemaViolation(f"Expected `bool`, got `{json_type_name(value)}`", path)


def _check_52(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is bool):
        raise SchemaViolation(f"Expected `bool`, got `{json_type_name(value)}`", path)


def _check_53(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "tool-output-error":
        raise SchemaViolation("Expected 'tool-output-error'", path)


def _check_54(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_55(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_56(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is bool):
        raise SchemaViolation(f"Expected `bool`, got `{json_type_name(value)}`", path)


def _check_57(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is bool):
        raise SchemaViolation(f"Expected `bool`, got `{json_type_name(value)}`", path)


def _check_58(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "tool-output-denied":
        raise SchemaViolation("Expected 'tool-output-denied'", path)


def _check_59(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_60(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "source-url":
        raise SchemaViolation("Expected 'source-url'", path)


def _check_61(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_62(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_63(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_64(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "source-document":
        raise SchemaViolation("Expected 'source-document'", path)


def _check_65(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_66(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_67(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_68(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_69(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "file":
        raise SchemaViolation("Expected 'file'", path)


def _check_70(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_71(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_72(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if not (re.search("^data-", value)):
        raise SchemaViolation("Expected `str` matching regex '^data-'", path)


def _check_73(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_74(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is bool):
        raise SchemaViolation(f"Expected `bool`, got `{json_type_name(value)}`", path)


def _ok_75(value: Any) -> bool:
    if not (type(value) is str):
        return False
    if not (re.search("^data-", value)):
        return False
    return True


def _check_76(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "start-step":
        raise SchemaViolation("Expected 'start-step'", path)


def _check_77(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "finish-step":
        raise SchemaViolation("Expected 'finish-step'", path)


def _check_78(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "finish":
        raise SchemaViolation("Expected 'finish'", path)


def _check_79(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value not in (
        "stop",
        "length",
        "content-filter",
        "tool-calls",
        "error",
        "other",
    ):
        raise SchemaViolation(
            "Expected one of 'stop', 'length', 'content-filter', 'tool-calls', 'error', 'other'",
            path,
        )


def _check_80(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "abort":
        raise SchemaViolation("Expected 'abort'", path)


def _check_81(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_82(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "message-metadata":
        raise SchemaViolation("Expected 'message-metadata'", path)


def _check_85(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "TEXT_MESSAGE_START":
        raise SchemaViolation("Expected 'TEXT_MESSAGE_START'", path)


def _check_86(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_87(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_88(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_89(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_90(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_91(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value not in ("developer", "system", "assistant", "user"):
        raise SchemaViolation(
            "Expected one of 'developer', 'system', 'assistant', 'user'", path
        )


def _check_92(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_93(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_94(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_95(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_96(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "TEXT_MESSAGE_CONTENT":
        raise SchemaViolation("Expected 'TEXT_MESSAGE_CONTENT'", path)


def _check_97(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_98(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_99(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_100(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_101(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_102(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_103(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_104(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_105(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_106(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "TEXT_MESSAGE_END":
        raise SchemaViolation("Expected 'TEXT_MESSAGE_END'", path)


def _check_107(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_108(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_109(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_110(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_111(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_112(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_113(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_114(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_115(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "TEXT_MESSAGE_CHUNK":
        raise SchemaViolation("Expected 'TEXT_MESSAGE_CHUNK'", path)


def _check_116(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_117(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_118(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_119(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_120(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_121(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value not in ("developer", "system", "assistant", "user"):
        raise SchemaViolation(
            "Expected one of 'developer', 'system', 'assistant', 'user'", path
        )


def _check_122(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_123(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_124(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_125(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_126(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_127(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "TOOL_CALL_START":
        raise SchemaViolation("Expected 'TOOL_CALL_START'", path)


def _check_128(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_129(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_130(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_131(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_132(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_133(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_134(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_135(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_136(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_137(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_138(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "TOOL_CALL_ARGS":
        raise SchemaViolation("Expected 'TOOL_CALL_ARGS'", path)


def _check_139(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_140(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_141(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_142(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_143(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_144(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_145(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_146(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_147(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_148(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "TOOL_CALL_END":
        raise SchemaViolation("Expected 'TOOL_CALL_END'", path)


def _check_149(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_150(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_151(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_152(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_153(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_154(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_155(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_156(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_157(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "TOOL_CALL_CHUNK":
        raise SchemaViolation("Expected 'TOOL_CALL_CHUNK'", path)


def _check_158(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_159(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_160(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_161(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_162(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_163(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_164(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_165(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_166(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_167(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_168(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_169(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "TOOL_CALL_RESULT":
        raise SchemaViolation("Expected 'TOOL_CALL_RESULT'", path)


def _check_170(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_171(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_172(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_173(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_174(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_175(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_177(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_178(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_AGUIContentPart(item, f"{path}[{i}]")


def _check_176(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if type(value) is str:
        return
    _any_of(
        value,
        path,
        (
            (_check_177, ("string",)),
            (_check_178, ("array",)),
        ),
        "str | array",
    )


def _check_179(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "tool":
        raise SchemaViolation("Expected 'tool'", path)


def _ok_180(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_181(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_182(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _ok_184(value: Any) -> bool:
    if not (type(value) is list):
        return False
    for v in value:
        if not ok_AGUIContentPart(v):
            return False
    return True


def _ok_183(value: Any) -> bool:
    if not ((type(value) is str) or _ok_184(value)):
        return False
    return True


def _check_185(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "STATE_SNAPSHOT":
        raise SchemaViolation("Expected 'STATE_SNAPSHOT'", path)


def _check_186(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_187(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_188(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_189(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_190(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_191(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_192(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_193(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "STATE_DELTA":
        raise SchemaViolation("Expected 'STATE_DELTA'", path)


def _check_194(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_195(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_196(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_197(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_198(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_AGUIJsonPatchOperation(item, f"{path}[{i}]")


def _ok_199(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_200(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_201(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_202(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "MESSAGES_SNAPSHOT":
        raise SchemaViolation("Expected 'MESSAGES_SNAPSHOT'", path)


def _check_203(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_204(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_205(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_206(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_AGUIMessage(item, f"{path}[{i}]")


def _ok_207(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_208(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_209(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_210(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "ACTIVITY_SNAPSHOT":
        raise SchemaViolation("Expected 'ACTIVITY_SNAPSHOT'", path)


def _check_211(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_212(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_213(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_214(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_215(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_216(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_217(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_218(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is bool):
        raise SchemaViolation(f"Expected `bool`, got `{json_type_name(value)}`", path)


def _ok_219(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_220(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_221(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _ok_222(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_223(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "ACTIVITY_DELTA":
        raise SchemaViolation("Expected 'ACTIVITY_DELTA'", path)


def _check_224(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_225(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_226(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_227(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_228(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_229(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_230(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_AGUIJsonPatchOperation(item, f"{path}[{i}]")


def _ok_231(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_232(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_233(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_234(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "RAW":
        raise SchemaViolation("Expected 'RAW'", path)


def _check_235(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_236(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_237(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_238(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_239(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_240(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_241(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_242(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_243(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "CUSTOM":
        raise SchemaViolation("Expected 'CUSTOM'", path)


def _check_244(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_245(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_246(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_247(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_248(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_249(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_250(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_251(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_252(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "RUN_STARTED":
        raise SchemaViolation("Expected 'RUN_STARTED'", path)


def _check_253(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_254(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_255(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_256(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_257(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_258(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_259(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_260(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_261(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_262(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_263(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "RUN_FINISHED":
        raise SchemaViolation("Expected 'RUN_FINISHED'", path)


def _check_264(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_265(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_266(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_267(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_268(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_269(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_270(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_AGUITokenUsage(item, f"{path}[{i}]")


def _ok_271(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_272(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_273(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _ok_274(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _check_275(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "RUN_ERROR":
        raise SchemaViolation("Expected 'RUN_ERROR'", path)


def _check_276(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_277(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_278(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_279(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_280(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_281(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_AGUITokenUsage(item, f"{path}[{i}]")


def _ok_282(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_283(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_284(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_285(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "STEP_STARTED":
        raise SchemaViolation("Expected 'STEP_STARTED'", path)


def _check_286(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_287(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_288(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_289(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_290(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_291(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_292(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_293(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_294(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "STEP_FINISHED":
        raise SchemaViolation("Expected 'STEP_FINISHED'", path)


def _check_295(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_296(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_297(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_298(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_299(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_300(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_301(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_302(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_303(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "REASONING_START":
        raise SchemaViolation("Expected 'REASONING_START'", path)


def _check_304(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_305(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_306(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_307(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_308(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_309(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_310(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_311(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_312(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "REASONING_MESSAGE_START":
        raise SchemaViolation("Expected 'REASONING_MESSAGE_START'", path)


def _check_313(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_314(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_315(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_316(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_317(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_318(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "reasoning":
        raise SchemaViolation("Expected 'reasoning'", path)


def _ok_319(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_320(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_321(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_322(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "REASONING_MESSAGE_CONTENT":
        raise SchemaViolation("Expected 'REASONING_MESSAGE_CONTENT'", path)


def _check_323(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_324(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_325(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_326(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_327(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_328(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_329(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_330(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_331(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_332(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "REASONING_MESSAGE_END":
        raise SchemaViolation("Expected 'REASONING_MESSAGE_END'", path)


def _check_333(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_334(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_335(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_336(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_337(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_338(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_339(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_340(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_341(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "REASONING_MESSAGE_CHUNK":
        raise SchemaViolation("Expected 'REASONING_MESSAGE_CHUNK'", path)


def _check_342(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_343(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_344(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_345(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_346(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_347(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_348(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_349(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_350(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_351(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "REASONING_END":
        raise SchemaViolation("Expected 'REASONING_END'", path)


def _check_352(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_353(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_354(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_355(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_356(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_357(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_358(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_359(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_360(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "REASONING_ENCRYPTED_VALUE":
        raise SchemaViolation("Expected 'REASONING_ENCRYPTED_VALUE'", path)


def _check_361(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_362(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_363(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_364(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_365(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value not in ("tool-call", "message"):
        raise SchemaViolation("Expected one of 'tool-call', 'message'", path)


def _check_366(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_367(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_368(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_369(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_370(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_371(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "SUBAGENT_STARTED":
        raise SchemaViolation("Expected 'SUBAGENT_STARTED'", path)


def _check_372(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_373(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_374(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_375(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_376(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_377(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_378(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_379(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_380(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_381(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_382(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_383(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_384(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "SUBAGENT_FINISHED":
        raise SchemaViolation("Expected 'SUBAGENT_FINISHED'", path)


def _check_385(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_386(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_387(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_388(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_389(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _ok_390(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_391(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_392(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _ok_393(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _check_394(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "SUBAGENT_ERROR":
        raise SchemaViolation("Expected 'SUBAGENT_ERROR'", path)


def _check_395(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= -9007199254740991):
        raise SchemaViolation("Expected `int` >= -9007199254740991", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_396(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_397(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_398(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_399(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_400(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_401(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= -9007199254740991):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_402(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_403(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_406(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "text":
        raise SchemaViolation("Expected 'text'", path)


def _check_407(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_408(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_409(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _ok_410(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _check_411(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "data":
        raise SchemaViolation("Expected 'data'", path)


def _check_412(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_413(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_414(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "url":
        raise SchemaViolation("Expected 'url'", path)


def _check_415(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_416(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_417(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "file":
        raise SchemaViolation("Expected 'file'", path)


def _check_418(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_419(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_420(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_423(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "image":
        raise SchemaViolation("Expected 'image'", path)


def _check_424(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_425(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _ok_426(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _check_427(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "audio":
        raise SchemaViolation("Expected 'audio'", path)


def _check_428(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_429(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _ok_430(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _check_431(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "video":
        raise SchemaViolation("Expected 'video'", path)


def _check_432(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_433(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _ok_434(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _check_435(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "document":
        raise SchemaViolation("Expected 'document'", path)


def _check_436(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_437(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _ok_438(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _check_441(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "add":
        raise SchemaViolation("Expected 'add'", path)


def _check_442(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if not (re.search("^(/([^/~]|~[01])*)*$", value)):
        raise SchemaViolation(
            "Expected `str` matching regex '^(/([^/~]|~[01])*)*$'", path
        )


def _ok_443(value: Any) -> bool:
    if not (type(value) is str):
        return False
    if not (re.search("^(/([^/~]|~[01])*)*$", value)):
        return False
    return True


def _check_444(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "remove":
        raise SchemaViolation("Expected 'remove'", path)


def _check_445(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if not (re.search("^(/([^/~]|~[01])*)*$", value)):
        raise SchemaViolation(
            "Expected `str` matching regex '^(/([^/~]|~[01])*)*$'", path
        )


def _ok_446(value: Any) -> bool:
    if not (type(value) is str):
        return False
    if not (re.search("^(/([^/~]|~[01])*)*$", value)):
        return False
    return True


def _check_447(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "replace":
        raise SchemaViolation("Expected 'replace'", path)


def _check_448(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if not (re.search("^(/([^/~]|~[01])*)*$", value)):
        raise SchemaViolation(
            "Expected `str` matching regex '^(/([^/~]|~[01])*)*$'", path
        )


def _ok_449(value: Any) -> bool:
    if not (type(value) is str):
        return False
    if not (re.search("^(/([^/~]|~[01])*)*$", value)):
        return False
    return True


def _check_450(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "move":
        raise SchemaViolation("Expected 'move'", path)


def _check_451(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if not (re.search("^(/([^/~]|~[01])*)*$", value)):
        raise SchemaViolation(
            "Expected `str` matching regex '^(/([^/~]|~[01])*)*$'", path
        )


def _check_452(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if not (re.search("^(/([^/~]|~[01])*)*$", value)):
        raise SchemaViolation(
            "Expected `str` matching regex '^(/([^/~]|~[01])*)*$'", path
        )


def _ok_453(value: Any) -> bool:
    if not (type(value) is str):
        return False
    if not (re.search("^(/([^/~]|~[01])*)*$", value)):
        return False
    return True


def _ok_454(value: Any) -> bool:
    if not (type(value) is str):
        return False
    if not (re.search("^(/([^/~]|~[01])*)*$", value)):
        return False
    return True


def _check_455(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "copy":
        raise SchemaViolation("Expected 'copy'", path)


def _check_456(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if not (re.search("^(/([^/~]|~[01])*)*$", value)):
        raise SchemaViolation(
            "Expected `str` matching regex '^(/([^/~]|~[01])*)*$'", path
        )


def _check_457(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if not (re.search("^(/([^/~]|~[01])*)*$", value)):
        raise SchemaViolation(
            "Expected `str` matching regex '^(/([^/~]|~[01])*)*$'", path
        )


def _ok_458(value: Any) -> bool:
    if not (type(value) is str):
        return False
    if not (re.search("^(/([^/~]|~[01])*)*$", value)):
        return False
    return True


def _ok_459(value: Any) -> bool:
    if not (type(value) is str):
        return False
    if not (re.search("^(/([^/~]|~[01])*)*$", value)):
        return False
    return True


def _check_460(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "test":
        raise SchemaViolation("Expected 'test'", path)


def _check_461(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if not (re.search("^(/([^/~]|~[01])*)*$", value)):
        raise SchemaViolation(
            "Expected `str` matching regex '^(/([^/~]|~[01])*)*$'", path
        )


def _ok_462(value: Any) -> bool:
    if not (type(value) is str):
        return False
    if not (re.search("^(/([^/~]|~[01])*)*$", value)):
        return False
    return True


def _check_465(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_466(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_467(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_468(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "function":
        raise SchemaViolation("Expected 'function'", path)


def _check_469(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_470(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _ok_471(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_472(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_473(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_474(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "developer":
        raise SchemaViolation("Expected 'developer'", path)


def _check_475(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_476(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_477(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_478(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_479(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_480(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_481(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_482(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "system":
        raise SchemaViolation("Expected 'system'", path)


def _check_483(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_484(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_485(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_486(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _ok_487(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_488(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_489(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_490(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "assistant":
        raise SchemaViolation("Expected 'assistant'", path)


def _check_491(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_492(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_493(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_494(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_495(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_AGUIToolCall(item, f"{path}[{i}]")


def _ok_496(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_497(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_498(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_499(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "user":
        raise SchemaViolation("Expected 'user'", path)


def _check_500(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_501(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_502(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_504(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_505(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_AGUIContentPart(item, f"{path}[{i}]")


def _check_503(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if type(value) is str:
        return
    _any_of(
        value,
        path,
        (
            (_check_504, ("string",)),
            (_check_505, ("array",)),
        ),
        "str | array",
    )


def _ok_506(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _ok_508(value: Any) -> bool:
    if not (type(value) is list):
        return False
    for v in value:
        if not ok_AGUIContentPart(v):
            return False
    return True


def _ok_507(value: Any) -> bool:
    if not ((type(value) is str) or _ok_508(value)):
        return False
    return True


def _check_509(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_510(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_511(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "tool":
        raise SchemaViolation("Expected 'tool'", path)


def _check_513(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_514(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_AGUIContentPart(item, f"{path}[{i}]")


def _check_512(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if type(value) is str:
        return
    _any_of(
        value,
        path,
        (
            (_check_513, ("string",)),
            (_check_514, ("array",)),
        ),
        "str | array",
    )


def _check_515(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_516(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_517(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_518(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _ok_520(value: Any) -> bool:
    if not (type(value) is list):
        return False
    for v in value:
        if not ok_AGUIContentPart(v):
            return False
    return True


def _ok_519(value: Any) -> bool:
    if not ((type(value) is str) or _ok_520(value)):
        return False
    return True


def _ok_521(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_522(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_523(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_524(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "activity":
        raise SchemaViolation("Expected 'activity'", path)


def _check_525(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_526(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_527(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _ok_528(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _ok_529(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_530(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_531(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_532(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "reasoning":
        raise SchemaViolation("Expected 'reasoning'", path)


def _check_533(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_534(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_535(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _ok_536(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_539(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_540(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_541(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_542(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _ok_543(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_544(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_545(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_546(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_547(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_548(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value not in ("resolved", "cancelled"):
        raise SchemaViolation("Expected one of 'resolved', 'cancelled'", path)


def _check_549(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_550(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _ok_551(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _ok_552(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_553(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_554(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_555(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_556(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_557(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_AGUIMessage(item, f"{path}[{i}]")


def _check_558(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_AGUITool(item, f"{path}[{i}]")


def _check_559(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_AGUIContext(item, f"{path}[{i}]")


def _check_560(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        raise SchemaViolation(
            f"Expected `str | float | bool | array | object`, got `{json_type_name(value)}`",
            path,
        )


def _check_561(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_AGUIResumeEntry(item, f"{path}[{i}]")


def _ok_562(value: Any) -> bool:
    if not (
        type(value) is str
        or (type(value) is int or type(value) is float)
        or type(value) is bool
        or type(value) is list
        or type(value) is dict
    ):
        return False
    return True


def _check_563(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_564(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_565(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_566(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_567(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_568(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_569(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_570(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _ok_571(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _ok_572(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _check_573(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "success":
        raise SchemaViolation("Expected 'success'", path)


def _check_575(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_574(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        _check_575(item, f"{path}[{i}]")


def _check_576(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "interrupt":
        raise SchemaViolation("Expected 'interrupt'", path)


def _check_577(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    if not (len(value) >= 1):
        raise SchemaViolation("Expected `array` of length >= 1", path)
    for i, item in enumerate(value):
        check_AGUIInterrupt(item, f"{path}[{i}]")


def _ok_578(value: Any) -> bool:
    if not (type(value) is list):
        return False
    if not (len(value) >= 1):
        return False
    for v in value:
        if not ok_AGUIInterrupt(v):
            return False
    return True


def _check_579(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "cancelled":
        raise SchemaViolation("Expected 'cancelled'", path)


def _check_582(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "success":
        raise SchemaViolation("Expected 'success'", path)


def _check_583(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value != "suspended":
        raise SchemaViolation("Expected 'suspended'", path)


def _check_585(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_584(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        _check_585(item, f"{path}[{i}]")


def _check_588(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_589(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_590(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= 0):
        raise SchemaViolation("Expected `int` >= 0", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_591(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= 0):
        raise SchemaViolation("Expected `int` >= 0", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_592(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= 0):
        raise SchemaViolation("Expected `int` >= 0", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_593(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= 0):
        raise SchemaViolation("Expected `int` >= 0", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_594(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= 0):
        raise SchemaViolation("Expected `int` >= 0", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _check_595(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int):
        raise SchemaViolation(f"Expected `int`, got `{json_type_name(value)}`", path)
    if not (value >= 0):
        raise SchemaViolation("Expected `int` >= 0", path)
    if not (value <= 9007199254740991):
        raise SchemaViolation("Expected `int` <= 9007199254740991", path)


def _ok_596(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= 0):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_597(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= 0):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_598(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= 0):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_599(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= 0):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_600(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= 0):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def _ok_601(value: Any) -> bool:
    if not (type(value) is int):
        return False
    if not (value >= 0):
        return False
    if not (value <= 9007199254740991):
        return False
    return True


def check_AISDKChunkProviderMetadata(value: Any, path: str) -> None:
    """Check AISDKChunkProviderMetadata: raise SchemaViolation at the first error."""
    if ok_AISDKChunkProviderMetadata(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    for key, item in value.items():
        if key not in ():
            _check_1(item, key_path(path, key))


def ok_AISDKChunkProviderMetadata(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    for key, v in value.items():
        if key not in () and not _ok_2(v):
            return False
    return True


def check_AISDKChunkToolMetadata(value: Any, path: str) -> None:
    """Check AISDKChunkToolMetadata: raise SchemaViolation at the first error."""
    if ok_AISDKChunkToolMetadata(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def ok_AISDKChunkToolMetadata(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def check_AISDKStartChunk(value: Any, path: str) -> None:
    """Check AISDKStartChunk: raise SchemaViolation at the first error."""
    if ok_AISDKStartChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "type" in value:
        _check_3(value["type"], key_path(path, "type"))
    if "messageId" in value:
        _check_4(value["messageId"], key_path(path, "messageId"))


def ok_AISDKStartChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    v = value["type"]
    if not (v == "start"):
        return False
    if "messageId" in value:
        v = value["messageId"]
        if not (type(v) is str):
            return False
    return True


def check_AISDKTextStartChunk(value: Any, path: str) -> None:
    """Check AISDKTextStartChunk: raise SchemaViolation at the first error."""
    if ok_AISDKTextStartChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "id" not in value:
        raise SchemaViolation("Object missing required field `id`", path)
    if "type" in value:
        _check_5(value["type"], key_path(path, "type"))
    if "id" in value:
        _check_6(value["id"], key_path(path, "id"))
    if "providerMetadata" in value:
        check_AISDKChunkProviderMetadata(
            value["providerMetadata"], key_path(path, "providerMetadata")
        )


def ok_AISDKTextStartChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "id" not in value:
        return False
    v = value["type"]
    if not (v == "text-start"):
        return False
    v = value["id"]
    if not (type(v) is str):
        return False
    if "providerMetadata" in value:
        v = value["providerMetadata"]
        if not ok_AISDKChunkProviderMetadata(v):
            return False
    return True


def check_AISDKTextDeltaChunk(value: Any, path: str) -> None:
    """Check AISDKTextDeltaChunk: raise SchemaViolation at the first error."""
    if ok_AISDKTextDeltaChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "id" not in value:
        raise SchemaViolation("Object missing required field `id`", path)
    if "delta" not in value:
        raise SchemaViolation("Object missing required field `delta`", path)
    if "type" in value:
        _check_7(value["type"], key_path(path, "type"))
    if "id" in value:
        _check_8(value["id"], key_path(path, "id"))
    if "delta" in value:
        _check_9(value["delta"], key_path(path, "delta"))
    if "providerMetadata" in value:
        check_AISDKChunkProviderMetadata(
            value["providerMetadata"], key_path(path, "providerMetadata")
        )


def ok_AISDKTextDeltaChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "id" not in value:
        return False
    if "delta" not in value:
        return False
    v = value["type"]
    if not (v == "text-delta"):
        return False
    v = value["id"]
    if not (type(v) is str):
        return False
    v = value["delta"]
    if not (type(v) is str):
        return False
    if "providerMetadata" in value:
        v = value["providerMetadata"]
        if not ok_AISDKChunkProviderMetadata(v):
            return False
    return True


def check_AISDKTextEndChunk(value: Any, path: str) -> None:
    """Check AISDKTextEndChunk: raise SchemaViolation at the first error."""
    if ok_AISDKTextEndChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "id" not in value:
        raise SchemaViolation("Object missing required field `id`", path)
    if "type" in value:
        _check_10(value["type"], key_path(path, "type"))
    if "id" in value:
        _check_11(value["id"], key_path(path, "id"))
    if "providerMetadata" in value:
        check_AISDKChunkProviderMetadata(
            value["providerMetadata"], key_path(path, "providerMetadata")
        )


def ok_AISDKTextEndChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "id" not in value:
        return False
    v = value["type"]
    if not (v == "text-end"):
        return False
    v = value["id"]
    if not (type(v) is str):
        return False
    if "providerMetadata" in value:
        v = value["providerMetadata"]
        if not ok_AISDKChunkProviderMetadata(v):
            return False
    return True


def check_AISDKReasoningStartChunk(value: Any, path: str) -> None:
    """Check AISDKReasoningStartChunk: raise SchemaViolation at the first error."""
    if ok_AISDKReasoningStartChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "id" not in value:
        raise SchemaViolation("Object missing required field `id`", path)
    if "type" in value:
        _check_12(value["type"], key_path(path, "type"))
    if "id" in value:
        _check_13(value["id"], key_path(path, "id"))
    if "providerMetadata" in value:
        check_AISDKChunkProviderMetadata(
            value["providerMetadata"], key_path(path, "providerMetadata")
        )


def ok_AISDKReasoningStartChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "id" not in value:
        return False
    v = value["type"]
    if not (v == "reasoning-start"):
        return False
    v = value["id"]
    if not (type(v) is str):
        return False
    if "providerMetadata" in value:
        v = value["providerMetadata"]
        if not ok_AISDKChunkProviderMetadata(v):
            return False
    return True


def check_AISDKReasoningDeltaChunk(value: Any, path: str) -> None:
    """Check AISDKReasoningDeltaChunk: raise SchemaViolation at the first error."""
    if ok_AISDKReasoningDeltaChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "id" not in value:
        raise SchemaViolation("Object missing required field `id`", path)
    if "delta" not in value:
        raise SchemaViolation("Object missing required field `delta`", path)
    if "type" in value:
        _check_14(value["type"], key_path(path, "type"))
    if "id" in value:
        _check_15(value["id"], key_path(path, "id"))
    if "delta" in value:
        _check_16(value["delta"], key_path(path, "delta"))
    if "providerMetadata" in value:
        check_AISDKChunkProviderMetadata(
            value["providerMetadata"], key_path(path, "providerMetadata")
        )


def ok_AISDKReasoningDeltaChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "id" not in value:
        return False
    if "delta" not in value:
        return False
    v = value["type"]
    if not (v == "reasoning-delta"):
        return False
    v = value["id"]
    if not (type(v) is str):
        return False
    v = value["delta"]
    if not (type(v) is str):
        return False
    if "providerMetadata" in value:
        v = value["providerMetadata"]
        if not ok_AISDKChunkProviderMetadata(v):
            return False
    return True


def check_AISDKReasoningEndChunk(value: Any, path: str) -> None:
    """Check AISDKReasoningEndChunk: raise SchemaViolation at the first error."""
    if ok_AISDKReasoningEndChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "id" not in value:
        raise SchemaViolation("Object missing required field `id`", path)
    if "type" in value:
        _check_17(value["type"], key_path(path, "type"))
    if "id" in value:
        _check_18(value["id"], key_path(path, "id"))
    if "providerMetadata" in value:
        check_AISDKChunkProviderMetadata(
            value["providerMetadata"], key_path(path, "providerMetadata")
        )


def ok_AISDKReasoningEndChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "id" not in value:
        return False
    v = value["type"]
    if not (v == "reasoning-end"):
        return False
    v = value["id"]
    if not (type(v) is str):
        return False
    if "providerMetadata" in value:
        v = value["providerMetadata"]
        if not ok_AISDKChunkProviderMetadata(v):
            return False
    return True


def check_AISDKErrorChunk(value: Any, path: str) -> None:
    """Check AISDKErrorChunk: raise SchemaViolation at the first error."""
    if ok_AISDKErrorChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "errorText" not in value:
        raise SchemaViolation("Object missing required field `errorText`", path)
    if "type" in value:
        _check_19(value["type"], key_path(path, "type"))
    if "errorText" in value:
        _check_20(value["errorText"], key_path(path, "errorText"))


def ok_AISDKErrorChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "errorText" not in value:
        return False
    v = value["type"]
    if not (v == "error"):
        return False
    v = value["errorText"]
    if not (type(v) is str):
        return False
    return True


def check_AISDKToolInputStartChunk(value: Any, path: str) -> None:
    """Check AISDKToolInputStartChunk: raise SchemaViolation at the first error."""
    if ok_AISDKToolInputStartChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "toolCallId" not in value:
        raise SchemaViolation("Object missing required field `toolCallId`", path)
    if "toolName" not in value:
        raise SchemaViolation("Object missing required field `toolName`", path)
    if "type" in value:
        _check_21(value["type"], key_path(path, "type"))
    if "toolCallId" in value:
        _check_22(value["toolCallId"], key_path(path, "toolCallId"))
    if "toolName" in value:
        _check_23(value["toolName"], key_path(path, "toolName"))
    if "inputEncoding" in value:
        _check_24(value["inputEncoding"], key_path(path, "inputEncoding"))
    if "providerExecuted" in value:
        _check_25(value["providerExecuted"], key_path(path, "providerExecuted"))
    if "providerMetadata" in value:
        check_AISDKChunkProviderMetadata(
            value["providerMetadata"], key_path(path, "providerMetadata")
        )
    if "toolMetadata" in value:
        check_AISDKChunkToolMetadata(
            value["toolMetadata"], key_path(path, "toolMetadata")
        )
    if "dynamic" in value:
        _check_26(value["dynamic"], key_path(path, "dynamic"))
    if "title" in value:
        _check_27(value["title"], key_path(path, "title"))


def ok_AISDKToolInputStartChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "toolCallId" not in value:
        return False
    if "toolName" not in value:
        return False
    v = value["type"]
    if not (v == "tool-input-start"):
        return False
    v = value["toolCallId"]
    if not (type(v) is str):
        return False
    v = value["toolName"]
    if not (type(v) is str):
        return False
    if "inputEncoding" in value:
        v = value["inputEncoding"]
        if not (v in ("json", "text")):
            return False
    if "providerExecuted" in value:
        v = value["providerExecuted"]
        if not (type(v) is bool):
            return False
    if "providerMetadata" in value:
        v = value["providerMetadata"]
        if not ok_AISDKChunkProviderMetadata(v):
            return False
    if "toolMetadata" in value:
        v = value["toolMetadata"]
        if not ok_AISDKChunkToolMetadata(v):
            return False
    if "dynamic" in value:
        v = value["dynamic"]
        if not (type(v) is bool):
            return False
    if "title" in value:
        v = value["title"]
        if not (type(v) is str):
            return False
    return True


def check_AISDKToolInputDeltaChunk(value: Any, path: str) -> None:
    """Check AISDKToolInputDeltaChunk: raise SchemaViolation at the first error."""
    if ok_AISDKToolInputDeltaChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "toolCallId" not in value:
        raise SchemaViolation("Object missing required field `toolCallId`", path)
    if "inputTextDelta" not in value:
        raise SchemaViolation("Object missing required field `inputTextDelta`", path)
    if "type" in value:
        _check_28(value["type"], key_path(path, "type"))
    if "toolCallId" in value:
        _check_29(value["toolCallId"], key_path(path, "toolCallId"))
    if "inputTextDelta" in value:
        _check_30(value["inputTextDelta"], key_path(path, "inputTextDelta"))


def ok_AISDKToolInputDeltaChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "toolCallId" not in value:
        return False
    if "inputTextDelta" not in value:
        return False
    v = value["type"]
    if not (v == "tool-input-delta"):
        return False
    v = value["toolCallId"]
    if not (type(v) is str):
        return False
    v = value["inputTextDelta"]
    if not (type(v) is str):
        return False
    return True


def check_AISDKToolInputAvailableChunk(value: Any, path: str) -> None:
    """Check AISDKToolInputAvailableChunk: raise SchemaViolation at the first error."""
    if ok_AISDKToolInputAvailableChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "toolCallId" not in value:
        raise SchemaViolation("Object missing required field `toolCallId`", path)
    if "toolName" not in value:
        raise SchemaViolation("Object missing required field `toolName`", path)
    if "input" not in value:
        raise SchemaViolation("Object missing required field `input`", path)
    if "type" in value:
        _check_31(value["type"], key_path(path, "type"))
    if "toolCallId" in value:
        _check_32(value["toolCallId"], key_path(path, "toolCallId"))
    if "toolName" in value:
        _check_33(value["toolName"], key_path(path, "toolName"))
    if "providerExecuted" in value:
        _check_34(value["providerExecuted"], key_path(path, "providerExecuted"))
    if "providerMetadata" in value:
        check_AISDKChunkProviderMetadata(
            value["providerMetadata"], key_path(path, "providerMetadata")
        )
    if "toolMetadata" in value:
        check_AISDKChunkToolMetadata(
            value["toolMetadata"], key_path(path, "toolMetadata")
        )
    if "dynamic" in value:
        _check_35(value["dynamic"], key_path(path, "dynamic"))
    if "title" in value:
        _check_36(value["title"], key_path(path, "title"))


def ok_AISDKToolInputAvailableChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "toolCallId" not in value:
        return False
    if "toolName" not in value:
        return False
    if "input" not in value:
        return False
    v = value["type"]
    if not (v == "tool-input-available"):
        return False
    v = value["toolCallId"]
    if not (type(v) is str):
        return False
    v = value["toolName"]
    if not (type(v) is str):
        return False
    if "providerExecuted" in value:
        v = value["providerExecuted"]
        if not (type(v) is bool):
            return False
    if "providerMetadata" in value:
        v = value["providerMetadata"]
        if not ok_AISDKChunkProviderMetadata(v):
            return False
    if "toolMetadata" in value:
        v = value["toolMetadata"]
        if not ok_AISDKChunkToolMetadata(v):
            return False
    if "dynamic" in value:
        v = value["dynamic"]
        if not (type(v) is bool):
            return False
    if "title" in value:
        v = value["title"]
        if not (type(v) is str):
            return False
    return True


def check_AISDKToolInputErrorChunk(value: Any, path: str) -> None:
    """Check AISDKToolInputErrorChunk: raise SchemaViolation at the first error."""
    if ok_AISDKToolInputErrorChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "toolCallId" not in value:
        raise SchemaViolation("Object missing required field `toolCallId`", path)
    if "toolName" not in value:
        raise SchemaViolation("Object missing required field `toolName`", path)
    if "input" not in value:
        raise SchemaViolation("Object missing required field `input`", path)
    if "errorText" not in value:
        raise SchemaViolation("Object missing required field `errorText`", path)
    if "type" in value:
        _check_37(value["type"], key_path(path, "type"))
    if "toolCallId" in value:
        _check_38(value["toolCallId"], key_path(path, "toolCallId"))
    if "toolName" in value:
        _check_39(value["toolName"], key_path(path, "toolName"))
    if "providerExecuted" in value:
        _check_40(value["providerExecuted"], key_path(path, "providerExecuted"))
    if "providerMetadata" in value:
        check_AISDKChunkProviderMetadata(
            value["providerMetadata"], key_path(path, "providerMetadata")
        )
    if "toolMetadata" in value:
        check_AISDKChunkToolMetadata(
            value["toolMetadata"], key_path(path, "toolMetadata")
        )
    if "dynamic" in value:
        _check_41(value["dynamic"], key_path(path, "dynamic"))
    if "errorText" in value:
        _check_42(value["errorText"], key_path(path, "errorText"))
    if "title" in value:
        _check_43(value["title"], key_path(path, "title"))


def ok_AISDKToolInputErrorChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "toolCallId" not in value:
        return False
    if "toolName" not in value:
        return False
    if "input" not in value:
        return False
    if "errorText" not in value:
        return False
    v = value["type"]
    if not (v == "tool-input-error"):
        return False
    v = value["toolCallId"]
    if not (type(v) is str):
        return False
    v = value["toolName"]
    if not (type(v) is str):
        return False
    if "providerExecuted" in value:
        v = value["providerExecuted"]
        if not (type(v) is bool):
            return False
    if "providerMetadata" in value:
        v = value["providerMetadata"]
        if not ok_AISDKChunkProviderMetadata(v):
            return False
    if "toolMetadata" in value:
        v = value["toolMetadata"]
        if not ok_AISDKChunkToolMetadata(v):
            return False
    if "dynamic" in value:
        v = value["dynamic"]
        if not (type(v) is bool):
            return False
    v = value["errorText"]
    if not (type(v) is str):
        return False
    if "title" in value:
        v = value["title"]
        if not (type(v) is str):
            return False
    return True


def check_AISDKToolApprovalRequestChunk(value: Any, path: str) -> None:
    """Check AISDKToolApprovalRequestChunk: raise SchemaViolation at the first error."""
    if ok_AISDKToolApprovalRequestChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "approvalId" not in value:
        raise SchemaViolation("Object missing required field `approvalId`", path)
    if "toolCallId" not in value:
        raise SchemaViolation("Object missing required field `toolCallId`", path)
    if "type" in value:
        _check_44(value["type"], key_path(path, "type"))
    if "approvalId" in value:
        _check_45(value["approvalId"], key_path(path, "approvalId"))
    if "toolCallId" in value:
        _check_46(value["toolCallId"], key_path(path, "toolCallId"))
    if "signature" in value:
        _check_47(value["signature"], key_path(path, "signature"))


def ok_AISDKToolApprovalRequestChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "approvalId" not in value:
        return False
    if "toolCallId" not in value:
        return False
    v = value["type"]
    if not (v == "tool-approval-request"):
        return False
    v = value["approvalId"]
    if not (type(v) is str):
        return False
    v = value["toolCallId"]
    if not (type(v) is str):
        return False
    if "signature" in value:
        v = value["signature"]
        if not (type(v) is str):
            return False
    return True


def check_AISDKToolOutputAvailableChunk(value: Any, path: str) -> None:
    """Check AISDKToolOutputAvailableChunk: raise SchemaViolation at the first error."""
    if ok_AISDKToolOutputAvailableChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "toolCallId" not in value:
        raise SchemaViolation("Object missing required field `toolCallId`", path)
    if "output" not in value:
        raise SchemaViolation("Object missing required field `output`", path)
    if "type" in value:
        _check_48(value["type"], key_path(path, "type"))
    if "toolCallId" in value:
        _check_49(value["toolCallId"], key_path(path, "toolCallId"))
    if "providerExecuted" in value:
        _check_50(value["providerExecuted"], key_path(path, "providerExecuted"))
    if "providerMetadata" in value:
        check_AISDKChunkProviderMetadata(
            value["providerMetadata"], key_path(path, "providerMetadata")
        )
    if "toolMetadata" in value:
        check_AISDKChunkToolMetadata(
            value["toolMetadata"], key_path(path, "toolMetadata")
        )
    if "dynamic" in value:
        _check_51(value["dynamic"], key_path(path, "dynamic"))
    if "preliminary" in value:
        _check_52(value["preliminary"], key_path(path, "preliminary"))


def ok_AISDKToolOutputAvailableChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "toolCallId" not in value:
        return False
    if "output" not in value:
        return False
    v = value["type"]
    if not (v == "tool-output-available"):
        return False
    v = value["toolCallId"]
    if not (type(v) is str):
        return False
    if "providerExecuted" in value:
        v = value["providerExecuted"]
        if not (type(v) is bool):
            return False
    if "providerMetadata" in value:
        v = value["providerMetadata"]
        if not ok_AISDKChunkProviderMetadata(v):
            return False
    if "toolMetadata" in value:
        v = value["toolMetadata"]
        if not ok_AISDKChunkToolMetadata(v):
            return False
    if "dynamic" in value:
        v = value["dynamic"]
        if not (type(v) is bool):
            return False
    if "preliminary" in value:
        v = value["preliminary"]
        if not (type(v) is bool):
            return False
    return True


def check_AISDKToolOutputErrorChunk(value: Any, path: str) -> None:
    """Check AISDKToolOutputErrorChunk: raise SchemaViolation at the first error."""
    if ok_AISDKToolOutputErrorChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "toolCallId" not in value:
        raise SchemaViolation("Object missing required field `toolCallId`", path)
    if "errorText" not in value:
        raise SchemaViolation("Object missing required field `errorText`", path)
    if "type" in value:
        _check_53(value["type"], key_path(path, "type"))
    if "toolCallId" in value:
        _check_54(value["toolCallId"], key_path(path, "toolCallId"))
    if "errorText" in value:
        _check_55(value["errorText"], key_path(path, "errorText"))
    if "providerExecuted" in value:
        _check_56(value["providerExecuted"], key_path(path, "providerExecuted"))
    if "providerMetadata" in value:
        check_AISDKChunkProviderMetadata(
            value["providerMetadata"], key_path(path, "providerMetadata")
        )
    if "toolMetadata" in value:
        check_AISDKChunkToolMetadata(
            value["toolMetadata"], key_path(path, "toolMetadata")
        )
    if "dynamic" in value:
        _check_57(value["dynamic"], key_path(path, "dynamic"))


def ok_AISDKToolOutputErrorChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "toolCallId" not in value:
        return False
    if "errorText" not in value:
        return False
    v = value["type"]
    if not (v == "tool-output-error"):
        return False
    v = value["toolCallId"]
    if not (type(v) is str):
        return False
    v = value["errorText"]
    if not (type(v) is str):
        return False
    if "providerExecuted" in value:
        v = value["providerExecuted"]
        if not (type(v) is bool):
            return False
    if "providerMetadata" in value:
        v = value["providerMetadata"]
        if not ok_AISDKChunkProviderMetadata(v):
            return False
    if "toolMetadata" in value:
        v = value["toolMetadata"]
        if not ok_AISDKChunkToolMetadata(v):
            return False
    if "dynamic" in value:
        v = value["dynamic"]
        if not (type(v) is bool):
            return False
    return True


def check_AISDKToolOutputDeniedChunk(value: Any, path: str) -> None:
    """Check AISDKToolOutputDeniedChunk: raise SchemaViolation at the first error."""
    if ok_AISDKToolOutputDeniedChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "toolCallId" not in value:
        raise SchemaViolation("Object missing required field `toolCallId`", path)
    if "type" in value:
        _check_58(value["type"], key_path(path, "type"))
    if "toolCallId" in value:
        _check_59(value["toolCallId"], key_path(path, "toolCallId"))


def ok_AISDKToolOutputDeniedChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "toolCallId" not in value:
        return False
    v = value["type"]
    if not (v == "tool-output-denied"):
        return False
    v = value["toolCallId"]
    if not (type(v) is str):
        return False
    return True


def check_AISDKSourceUrlChunk(value: Any, path: str) -> None:
    """Check AISDKSourceUrlChunk: raise SchemaViolation at the first error."""
    if ok_AISDKSourceUrlChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "sourceId" not in value:
        raise SchemaViolation("Object missing required field `sourceId`", path)
    if "url" not in value:
        raise SchemaViolation("Object missing required field `url`", path)
    if "type" in value:
        _check_60(value["type"], key_path(path, "type"))
    if "sourceId" in value:
        _check_61(value["sourceId"], key_path(path, "sourceId"))
    if "url" in value:
        _check_62(value["url"], key_path(path, "url"))
    if "title" in value:
        _check_63(value["title"], key_path(path, "title"))
    if "providerMetadata" in value:
        check_AISDKChunkProviderMetadata(
            value["providerMetadata"], key_path(path, "providerMetadata")
        )


def ok_AISDKSourceUrlChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "sourceId" not in value:
        return False
    if "url" not in value:
        return False
    v = value["type"]
    if not (v == "source-url"):
        return False
    v = value["sourceId"]
    if not (type(v) is str):
        return False
    v = value["url"]
    if not (type(v) is str):
        return False
    if "title" in value:
        v = value["title"]
        if not (type(v) is str):
            return False
    if "providerMetadata" in value:
        v = value["providerMetadata"]
        if not ok_AISDKChunkProviderMetadata(v):
            return False
    return True


def check_AISDKSourceDocumentChunk(value: Any, path: str) -> None:
    """Check AISDKSourceDocumentChunk: raise SchemaViolation at the first error."""
    if ok_AISDKSourceDocumentChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "sourceId" not in value:
        raise SchemaViolation("Object missing required field `sourceId`", path)
    if "mediaType" not in value:
        raise SchemaViolation("Object missing required field `mediaType`", path)
    if "title" not in value:
        raise SchemaViolation("Object missing required field `title`", path)
    if "type" in value:
        _check_64(value["type"], key_path(path, "type"))
    if "sourceId" in value:
        _check_65(value["sourceId"], key_path(path, "sourceId"))
    if "mediaType" in value:
        _check_66(value["mediaType"], key_path(path, "mediaType"))
    if "title" in value:
        _check_67(value["title"], key_path(path, "title"))
    if "filename" in value:
        _check_68(value["filename"], key_path(path, "filename"))
    if "providerMetadata" in value:
        check_AISDKChunkProviderMetadata(
            value["providerMetadata"], key_path(path, "providerMetadata")
        )


def ok_AISDKSourceDocumentChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "sourceId" not in value:
        return False
    if "mediaType" not in value:
        return False
    if "title" not in value:
        return False
    v = value["type"]
    if not (v == "source-document"):
        return False
    v = value["sourceId"]
    if not (type(v) is str):
        return False
    v = value["mediaType"]
    if not (type(v) is str):
        return False
    v = value["title"]
    if not (type(v) is str):
        return False
    if "filename" in value:
        v = value["filename"]
        if not (type(v) is str):
            return False
    if "providerMetadata" in value:
        v = value["providerMetadata"]
        if not ok_AISDKChunkProviderMetadata(v):
            return False
    return True


def check_AISDKFileChunk(value: Any, path: str) -> None:
    """Check AISDKFileChunk: raise SchemaViolation at the first error."""
    if ok_AISDKFileChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "url" not in value:
        raise SchemaViolation("Object missing required field `url`", path)
    if "mediaType" not in value:
        raise SchemaViolation("Object missing required field `mediaType`", path)
    if "type" in value:
        _check_69(value["type"], key_path(path, "type"))
    if "url" in value:
        _check_70(value["url"], key_path(path, "url"))
    if "mediaType" in value:
        _check_71(value["mediaType"], key_path(path, "mediaType"))
    if "providerMetadata" in value:
        check_AISDKChunkProviderMetadata(
            value["providerMetadata"], key_path(path, "providerMetadata")
        )


def ok_AISDKFileChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "url" not in value:
        return False
    if "mediaType" not in value:
        return False
    v = value["type"]
    if not (v == "file"):
        return False
    v = value["url"]
    if not (type(v) is str):
        return False
    v = value["mediaType"]
    if not (type(v) is str):
        return False
    if "providerMetadata" in value:
        v = value["providerMetadata"]
        if not ok_AISDKChunkProviderMetadata(v):
            return False
    return True


def check_AISDKDataChunk(value: Any, path: str) -> None:
    """Check AISDKDataChunk: raise SchemaViolation at the first error."""
    if ok_AISDKDataChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "data" not in value:
        raise SchemaViolation("Object missing required field `data`", path)
    if "type" in value:
        _check_72(value["type"], key_path(path, "type"))
    if "id" in value:
        _check_73(value["id"], key_path(path, "id"))
    if "transient" in value:
        _check_74(value["transient"], key_path(path, "transient"))


def ok_AISDKDataChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "data" not in value:
        return False
    v = value["type"]
    if not _ok_75(v):
        return False
    if "id" in value:
        v = value["id"]
        if not (type(v) is str):
            return False
    if "transient" in value:
        v = value["transient"]
        if not (type(v) is bool):
            return False
    return True


def check_AISDKStartStepChunk(value: Any, path: str) -> None:
    """Check AISDKStartStepChunk: raise SchemaViolation at the first error."""
    if ok_AISDKStartStepChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "type" in value:
        _check_76(value["type"], key_path(path, "type"))


def ok_AISDKStartStepChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    v = value["type"]
    if not (v == "start-step"):
        return False
    return True


def check_AISDKFinishStepChunk(value: Any, path: str) -> None:
    """Check AISDKFinishStepChunk: raise SchemaViolation at the first error."""
    if ok_AISDKFinishStepChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "type" in value:
        _check_77(value["type"], key_path(path, "type"))


def ok_AISDKFinishStepChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    v = value["type"]
    if not (v == "finish-step"):
        return False
    return True


def check_AISDKFinishChunk(value: Any, path: str) -> None:
    """Check AISDKFinishChunk: raise SchemaViolation at the first error."""
    if ok_AISDKFinishChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "type" in value:
        _check_78(value["type"], key_path(path, "type"))
    if "finishReason" in value:
        _check_79(value["finishReason"], key_path(path, "finishReason"))


def ok_AISDKFinishChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    v = value["type"]
    if not (v == "finish"):
        return False
    if "finishReason" in value:
        v = value["finishReason"]
        if not (
            v in ("stop", "length", "content-filter", "tool-calls", "error", "other")
        ):
            return False
    return True


def check_AISDKAbortChunk(value: Any, path: str) -> None:
    """Check AISDKAbortChunk: raise SchemaViolation at the first error."""
    if ok_AISDKAbortChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "type" in value:
        _check_80(value["type"], key_path(path, "type"))
    if "reason" in value:
        _check_81(value["reason"], key_path(path, "reason"))


def ok_AISDKAbortChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    v = value["type"]
    if not (v == "abort"):
        return False
    if "reason" in value:
        v = value["reason"]
        if not (type(v) is str):
            return False
    return True


def check_AISDKMessageMetadataChunk(value: Any, path: str) -> None:
    """Check AISDKMessageMetadataChunk: raise SchemaViolation at the first error."""
    if ok_AISDKMessageMetadataChunk(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "messageMetadata" not in value:
        raise SchemaViolation("Object missing required field `messageMetadata`", path)
    if "type" in value:
        _check_82(value["type"], key_path(path, "type"))


def ok_AISDKMessageMetadataChunk(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "messageMetadata" not in value:
        return False
    v = value["type"]
    if not (v == "message-metadata"):
        return False
    return True


def check_AISDKUIMessageChunk(value: Any, path: str) -> None:
    """Check AISDKUIMessageChunk: raise SchemaViolation at the first error."""
    if ok_AISDKUIMessageChunk(value):
        return
    if type(value) is not dict:
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    tag = value.get("type")
    check = _BY_TAG_83.get(tag) if type(tag) is str else None
    (check or check_AISDKDataChunk)(value, path)


def ok_AISDKUIMessageChunk(value: Any) -> bool:
    if type(value) is not dict:
        return False
    tag = value.get("type")
    test = _OK_BY_TAG_84.get(tag) if type(tag) is str else None
    return (test or ok_AISDKDataChunk)(value)


def check_AGUITextMessageStartEvent(value: Any, path: str) -> None:
    """Check AGUITextMessageStartEvent: raise SchemaViolation at the first error."""
    if ok_AGUITextMessageStartEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "messageId" not in value:
        raise SchemaViolation("Object missing required field `messageId`", path)
    if "type" in value:
        _check_85(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_86(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_87(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_88(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_89(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "messageId" in value:
        _check_90(value["messageId"], key_path(path, "messageId"))
    if "role" in value:
        _check_91(value["role"], key_path(path, "role"))
    if "name" in value:
        _check_92(value["name"], key_path(path, "name"))


def ok_AGUITextMessageStartEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "messageId" not in value:
        return False
    v = value["type"]
    if not (v == "TEXT_MESSAGE_START"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_93(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_94(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_95(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["messageId"]
    if not (type(v) is str):
        return False
    if "role" in value:
        v = value["role"]
        if not (v in ("developer", "system", "assistant", "user")):
            return False
    if "name" in value:
        v = value["name"]
        if not (type(v) is str):
            return False
    return True


def check_AGUITextMessageContentEvent(value: Any, path: str) -> None:
    """Check AGUITextMessageContentEvent: raise SchemaViolation at the first error."""
    if ok_AGUITextMessageContentEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "messageId" not in value:
        raise SchemaViolation("Object missing required field `messageId`", path)
    if "delta" not in value:
        raise SchemaViolation("Object missing required field `delta`", path)
    if "type" in value:
        _check_96(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_97(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_98(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_99(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_100(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "messageId" in value:
        _check_101(value["messageId"], key_path(path, "messageId"))
    if "delta" in value:
        _check_102(value["delta"], key_path(path, "delta"))


def ok_AGUITextMessageContentEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "messageId" not in value:
        return False
    if "delta" not in value:
        return False
    v = value["type"]
    if not (v == "TEXT_MESSAGE_CONTENT"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_103(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_104(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_105(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["messageId"]
    if not (type(v) is str):
        return False
    v = value["delta"]
    if not (type(v) is str):
        return False
    return True


def check_AGUITextMessageEndEvent(value: Any, path: str) -> None:
    """Check AGUITextMessageEndEvent: raise SchemaViolation at the first error."""
    if ok_AGUITextMessageEndEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "messageId" not in value:
        raise SchemaViolation("Object missing required field `messageId`", path)
    if "type" in value:
        _check_106(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_107(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_108(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_109(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_110(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "messageId" in value:
        _check_111(value["messageId"], key_path(path, "messageId"))


def ok_AGUITextMessageEndEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "messageId" not in value:
        return False
    v = value["type"]
    if not (v == "TEXT_MESSAGE_END"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_112(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_113(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_114(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["messageId"]
    if not (type(v) is str):
        return False
    return True


def check_AGUITextMessageChunkEvent(value: Any, path: str) -> None:
    """Check AGUITextMessageChunkEvent: raise SchemaViolation at the first error."""
    if ok_AGUITextMessageChunkEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "type" in value:
        _check_115(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_116(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_117(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_118(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_119(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "messageId" in value:
        _check_120(value["messageId"], key_path(path, "messageId"))
    if "role" in value:
        _check_121(value["role"], key_path(path, "role"))
    if "delta" in value:
        _check_122(value["delta"], key_path(path, "delta"))
    if "name" in value:
        _check_123(value["name"], key_path(path, "name"))


def ok_AGUITextMessageChunkEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    v = value["type"]
    if not (v == "TEXT_MESSAGE_CHUNK"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_124(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_125(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_126(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    if "messageId" in value:
        v = value["messageId"]
        if not (type(v) is str):
            return False
    if "role" in value:
        v = value["role"]
        if not (v in ("developer", "system", "assistant", "user")):
            return False
    if "delta" in value:
        v = value["delta"]
        if not (type(v) is str):
            return False
    if "name" in value:
        v = value["name"]
        if not (type(v) is str):
            return False
    return True


def check_AGUIToolCallStartEvent(value: Any, path: str) -> None:
    """Check AGUIToolCallStartEvent: raise SchemaViolation at the first error."""
    if ok_AGUIToolCallStartEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "toolCallId" not in value:
        raise SchemaViolation("Object missing required field `toolCallId`", path)
    if "toolCallName" not in value:
        raise SchemaViolation("Object missing required field `toolCallName`", path)
    if "type" in value:
        _check_127(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_128(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_129(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_130(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_131(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "toolCallId" in value:
        _check_132(value["toolCallId"], key_path(path, "toolCallId"))
    if "toolCallName" in value:
        _check_133(value["toolCallName"], key_path(path, "toolCallName"))
    if "parentMessageId" in value:
        _check_134(value["parentMessageId"], key_path(path, "parentMessageId"))


def ok_AGUIToolCallStartEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "toolCallId" not in value:
        return False
    if "toolCallName" not in value:
        return False
    v = value["type"]
    if not (v == "TOOL_CALL_START"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_135(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_136(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_137(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["toolCallId"]
    if not (type(v) is str):
        return False
    v = value["toolCallName"]
    if not (type(v) is str):
        return False
    if "parentMessageId" in value:
        v = value["parentMessageId"]
        if not (type(v) is str):
            return False
    return True


def check_AGUIToolCallArgsEvent(value: Any, path: str) -> None:
    """Check AGUIToolCallArgsEvent: raise SchemaViolation at the first error."""
    if ok_AGUIToolCallArgsEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "toolCallId" not in value:
        raise SchemaViolation("Object missing required field `toolCallId`", path)
    if "delta" not in value:
        raise SchemaViolation("Object missing required field `delta`", path)
    if "type" in value:
        _check_138(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_139(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_140(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_141(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_142(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "toolCallId" in value:
        _check_143(value["toolCallId"], key_path(path, "toolCallId"))
    if "delta" in value:
        _check_144(value["delta"], key_path(path, "delta"))


def ok_AGUIToolCallArgsEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "toolCallId" not in value:
        return False
    if "delta" not in value:
        return False
    v = value["type"]
    if not (v == "TOOL_CALL_ARGS"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_145(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_146(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_147(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["toolCallId"]
    if not (type(v) is str):
        return False
    v = value["delta"]
    if not (type(v) is str):
        return False
    return True


def check_AGUIToolCallEndEvent(value: Any, path: str) -> None:
    """Check AGUIToolCallEndEvent: raise SchemaViolation at the first error."""
    if ok_AGUIToolCallEndEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "toolCallId" not in value:
        raise SchemaViolation("Object missing required field `toolCallId`", path)
    if "type" in value:
        _check_148(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_149(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_150(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_151(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_152(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "toolCallId" in value:
        _check_153(value["toolCallId"], key_path(path, "toolCallId"))


def ok_AGUIToolCallEndEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "toolCallId" not in value:
        return False
    v = value["type"]
    if not (v == "TOOL_CALL_END"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_154(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_155(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_156(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["toolCallId"]
    if not (type(v) is str):
        return False
    return True


def check_AGUIToolCallChunkEvent(value: Any, path: str) -> None:
    """Check AGUIToolCallChunkEvent: raise SchemaViolation at the first error."""
    if ok_AGUIToolCallChunkEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "type" in value:
        _check_157(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_158(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_159(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_160(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_161(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "toolCallId" in value:
        _check_162(value["toolCallId"], key_path(path, "toolCallId"))
    if "toolCallName" in value:
        _check_163(value["toolCallName"], key_path(path, "toolCallName"))
    if "parentMessageId" in value:
        _check_164(value["parentMessageId"], key_path(path, "parentMessageId"))
    if "delta" in value:
        _check_165(value["delta"], key_path(path, "delta"))


def ok_AGUIToolCallChunkEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    v = value["type"]
    if not (v == "TOOL_CALL_CHUNK"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_166(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_167(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_168(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    if "toolCallId" in value:
        v = value["toolCallId"]
        if not (type(v) is str):
            return False
    if "toolCallName" in value:
        v = value["toolCallName"]
        if not (type(v) is str):
            return False
    if "parentMessageId" in value:
        v = value["parentMessageId"]
        if not (type(v) is str):
            return False
    if "delta" in value:
        v = value["delta"]
        if not (type(v) is str):
            return False
    return True


def check_AGUIToolCallResultEvent(value: Any, path: str) -> None:
    """Check AGUIToolCallResultEvent: raise SchemaViolation at the first error."""
    if ok_AGUIToolCallResultEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "messageId" not in value:
        raise SchemaViolation("Object missing required field `messageId`", path)
    if "toolCallId" not in value:
        raise SchemaViolation("Object missing required field `toolCallId`", path)
    if "content" not in value:
        raise SchemaViolation("Object missing required field `content`", path)
    if "type" in value:
        _check_169(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_170(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_171(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_172(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_173(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "messageId" in value:
        _check_174(value["messageId"], key_path(path, "messageId"))
    if "toolCallId" in value:
        _check_175(value["toolCallId"], key_path(path, "toolCallId"))
    if "content" in value:
        _check_176(value["content"], key_path(path, "content"))
    if "role" in value:
        _check_179(value["role"], key_path(path, "role"))


def ok_AGUIToolCallResultEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "messageId" not in value:
        return False
    if "toolCallId" not in value:
        return False
    if "content" not in value:
        return False
    v = value["type"]
    if not (v == "TOOL_CALL_RESULT"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_180(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_181(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_182(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["messageId"]
    if not (type(v) is str):
        return False
    v = value["toolCallId"]
    if not (type(v) is str):
        return False
    v = value["content"]
    if not _ok_183(v):
        return False
    if "role" in value:
        v = value["role"]
        if not (v == "tool"):
            return False
    return True


def check_AGUIStateSnapshotEvent(value: Any, path: str) -> None:
    """Check AGUIStateSnapshotEvent: raise SchemaViolation at the first error."""
    if ok_AGUIStateSnapshotEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "snapshot" not in value:
        raise SchemaViolation("Object missing required field `snapshot`", path)
    if "type" in value:
        _check_185(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_186(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_187(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_188(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_189(value["subagentRunId"], key_path(path, "subagentRunId"))


def ok_AGUIStateSnapshotEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "snapshot" not in value:
        return False
    v = value["type"]
    if not (v == "STATE_SNAPSHOT"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_190(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_191(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_192(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    return True


def check_AGUIStateDeltaEvent(value: Any, path: str) -> None:
    """Check AGUIStateDeltaEvent: raise SchemaViolation at the first error."""
    if ok_AGUIStateDeltaEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "delta" not in value:
        raise SchemaViolation("Object missing required field `delta`", path)
    if "type" in value:
        _check_193(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_194(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_195(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_196(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_197(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "delta" in value:
        _check_198(value["delta"], key_path(path, "delta"))


def ok_AGUIStateDeltaEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "delta" not in value:
        return False
    v = value["type"]
    if not (v == "STATE_DELTA"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_199(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_200(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_201(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["delta"]
    if type(v) is not list:
        return False
    for item in v:
        if not ok_AGUIJsonPatchOperation(item):
            return False
    return True


def check_AGUIMessagesSnapshotEvent(value: Any, path: str) -> None:
    """Check AGUIMessagesSnapshotEvent: raise SchemaViolation at the first error."""
    if ok_AGUIMessagesSnapshotEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "messages" not in value:
        raise SchemaViolation("Object missing required field `messages`", path)
    if "type" in value:
        _check_202(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_203(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_204(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_205(value["metadata"], key_path(path, "metadata"))
    if "messages" in value:
        _check_206(value["messages"], key_path(path, "messages"))


def ok_AGUIMessagesSnapshotEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "messages" not in value:
        return False
    v = value["type"]
    if not (v == "MESSAGES_SNAPSHOT"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_207(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_208(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_209(v):
            return False
    v = value["messages"]
    if type(v) is not list:
        return False
    for item in v:
        if not ok_AGUIMessage(item):
            return False
    return True


def check_AGUIActivitySnapshotEvent(value: Any, path: str) -> None:
    """Check AGUIActivitySnapshotEvent: raise SchemaViolation at the first error."""
    if ok_AGUIActivitySnapshotEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "messageId" not in value:
        raise SchemaViolation("Object missing required field `messageId`", path)
    if "activityType" not in value:
        raise SchemaViolation("Object missing required field `activityType`", path)
    if "content" not in value:
        raise SchemaViolation("Object missing required field `content`", path)
    if "type" in value:
        _check_210(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_211(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_212(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_213(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_214(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "messageId" in value:
        _check_215(value["messageId"], key_path(path, "messageId"))
    if "activityType" in value:
        _check_216(value["activityType"], key_path(path, "activityType"))
    if "content" in value:
        _check_217(value["content"], key_path(path, "content"))
    if "replace" in value:
        _check_218(value["replace"], key_path(path, "replace"))


def ok_AGUIActivitySnapshotEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "messageId" not in value:
        return False
    if "activityType" not in value:
        return False
    if "content" not in value:
        return False
    v = value["type"]
    if not (v == "ACTIVITY_SNAPSHOT"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_219(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_220(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_221(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["messageId"]
    if not (type(v) is str):
        return False
    v = value["activityType"]
    if not (type(v) is str):
        return False
    v = value["content"]
    if not _ok_222(v):
        return False
    if "replace" in value:
        v = value["replace"]
        if not (type(v) is bool):
            return False
    return True


def check_AGUIActivityDeltaEvent(value: Any, path: str) -> None:
    """Check AGUIActivityDeltaEvent: raise SchemaViolation at the first error."""
    if ok_AGUIActivityDeltaEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "messageId" not in value:
        raise SchemaViolation("Object missing required field `messageId`", path)
    if "activityType" not in value:
        raise SchemaViolation("Object missing required field `activityType`", path)
    if "patch" not in value:
        raise SchemaViolation("Object missing required field `patch`", path)
    if "type" in value:
        _check_223(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_224(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_225(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_226(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_227(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "messageId" in value:
        _check_228(value["messageId"], key_path(path, "messageId"))
    if "activityType" in value:
        _check_229(value["activityType"], key_path(path, "activityType"))
    if "patch" in value:
        _check_230(value["patch"], key_path(path, "patch"))


def ok_AGUIActivityDeltaEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "messageId" not in value:
        return False
    if "activityType" not in value:
        return False
    if "patch" not in value:
        return False
    v = value["type"]
    if not (v == "ACTIVITY_DELTA"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_231(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_232(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_233(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["messageId"]
    if not (type(v) is str):
        return False
    v = value["activityType"]
    if not (type(v) is str):
        return False
    v = value["patch"]
    if type(v) is not list:
        return False
    for item in v:
        if not ok_AGUIJsonPatchOperation(item):
            return False
    return True


def check_AGUIRawEvent(value: Any, path: str) -> None:
    """Check AGUIRawEvent: raise SchemaViolation at the first error."""
    if ok_AGUIRawEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "event" not in value:
        raise SchemaViolation("Object missing required field `event`", path)
    if "type" in value:
        _check_234(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_235(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_236(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_237(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_238(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "source" in value:
        _check_239(value["source"], key_path(path, "source"))


def ok_AGUIRawEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "event" not in value:
        return False
    v = value["type"]
    if not (v == "RAW"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_240(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_241(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_242(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    if "source" in value:
        v = value["source"]
        if not (type(v) is str):
            return False
    return True


def check_AGUICustomEvent(value: Any, path: str) -> None:
    """Check AGUICustomEvent: raise SchemaViolation at the first error."""
    if ok_AGUICustomEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "name" not in value:
        raise SchemaViolation("Object missing required field `name`", path)
    if "value" not in value:
        raise SchemaViolation("Object missing required field `value`", path)
    if "type" in value:
        _check_243(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_244(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_245(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_246(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_247(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "name" in value:
        _check_248(value["name"], key_path(path, "name"))


def ok_AGUICustomEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "name" not in value:
        return False
    if "value" not in value:
        return False
    v = value["type"]
    if not (v == "CUSTOM"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_249(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_250(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_251(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["name"]
    if not (type(v) is str):
        return False
    return True


def check_AGUIRunStartedEvent(value: Any, path: str) -> None:
    """Check AGUIRunStartedEvent: raise SchemaViolation at the first error."""
    if ok_AGUIRunStartedEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "threadId" not in value:
        raise SchemaViolation("Object missing required field `threadId`", path)
    if "runId" not in value:
        raise SchemaViolation("Object missing required field `runId`", path)
    if "type" in value:
        _check_252(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_253(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_254(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_255(value["metadata"], key_path(path, "metadata"))
    if "threadId" in value:
        _check_256(value["threadId"], key_path(path, "threadId"))
    if "runId" in value:
        _check_257(value["runId"], key_path(path, "runId"))
    if "protocolVersion" in value:
        _check_258(value["protocolVersion"], key_path(path, "protocolVersion"))
    if "parentRunId" in value:
        _check_259(value["parentRunId"], key_path(path, "parentRunId"))
    if "input" in value:
        check_AGUIRunAgentInput(value["input"], key_path(path, "input"))


def ok_AGUIRunStartedEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "threadId" not in value:
        return False
    if "runId" not in value:
        return False
    v = value["type"]
    if not (v == "RUN_STARTED"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_260(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_261(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_262(v):
            return False
    v = value["threadId"]
    if not (type(v) is str):
        return False
    v = value["runId"]
    if not (type(v) is str):
        return False
    if "protocolVersion" in value:
        v = value["protocolVersion"]
        if not (type(v) is str):
            return False
    if "parentRunId" in value:
        v = value["parentRunId"]
        if not (type(v) is str):
            return False
    if "input" in value:
        v = value["input"]
        if not ok_AGUIRunAgentInput(v):
            return False
    return True


def check_AGUIRunFinishedEvent(value: Any, path: str) -> None:
    """Check AGUIRunFinishedEvent: raise SchemaViolation at the first error."""
    if ok_AGUIRunFinishedEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "threadId" not in value:
        raise SchemaViolation("Object missing required field `threadId`", path)
    if "runId" not in value:
        raise SchemaViolation("Object missing required field `runId`", path)
    if "type" in value:
        _check_263(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_264(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_265(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_266(value["metadata"], key_path(path, "metadata"))
    if "threadId" in value:
        _check_267(value["threadId"], key_path(path, "threadId"))
    if "runId" in value:
        _check_268(value["runId"], key_path(path, "runId"))
    if "result" in value:
        _check_269(value["result"], key_path(path, "result"))
    if "outcome" in value:
        check_AGUIRunFinishedOutcome(value["outcome"], key_path(path, "outcome"))
    if "usage" in value:
        _check_270(value["usage"], key_path(path, "usage"))


def ok_AGUIRunFinishedEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "threadId" not in value:
        return False
    if "runId" not in value:
        return False
    v = value["type"]
    if not (v == "RUN_FINISHED"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_271(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_272(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_273(v):
            return False
    v = value["threadId"]
    if not (type(v) is str):
        return False
    v = value["runId"]
    if not (type(v) is str):
        return False
    if "result" in value:
        v = value["result"]
        if not _ok_274(v):
            return False
    if "outcome" in value:
        v = value["outcome"]
        if not ok_AGUIRunFinishedOutcome(v):
            return False
    if "usage" in value:
        v = value["usage"]
        if type(v) is not list:
            return False
        for item in v:
            if not ok_AGUITokenUsage(item):
                return False
    return True


def check_AGUIRunErrorEvent(value: Any, path: str) -> None:
    """Check AGUIRunErrorEvent: raise SchemaViolation at the first error."""
    if ok_AGUIRunErrorEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "message" not in value:
        raise SchemaViolation("Object missing required field `message`", path)
    if "type" in value:
        _check_275(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_276(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_277(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_278(value["metadata"], key_path(path, "metadata"))
    if "message" in value:
        _check_279(value["message"], key_path(path, "message"))
    if "code" in value:
        _check_280(value["code"], key_path(path, "code"))
    if "usage" in value:
        _check_281(value["usage"], key_path(path, "usage"))


def ok_AGUIRunErrorEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "message" not in value:
        return False
    v = value["type"]
    if not (v == "RUN_ERROR"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_282(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_283(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_284(v):
            return False
    v = value["message"]
    if not (type(v) is str):
        return False
    if "code" in value:
        v = value["code"]
        if not (type(v) is str):
            return False
    if "usage" in value:
        v = value["usage"]
        if type(v) is not list:
            return False
        for item in v:
            if not ok_AGUITokenUsage(item):
                return False
    return True


def check_AGUIStepStartedEvent(value: Any, path: str) -> None:
    """Check AGUIStepStartedEvent: raise SchemaViolation at the first error."""
    if ok_AGUIStepStartedEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "stepName" not in value:
        raise SchemaViolation("Object missing required field `stepName`", path)
    if "type" in value:
        _check_285(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_286(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_287(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_288(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_289(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "stepName" in value:
        _check_290(value["stepName"], key_path(path, "stepName"))


def ok_AGUIStepStartedEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "stepName" not in value:
        return False
    v = value["type"]
    if not (v == "STEP_STARTED"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_291(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_292(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_293(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["stepName"]
    if not (type(v) is str):
        return False
    return True


def check_AGUIStepFinishedEvent(value: Any, path: str) -> None:
    """Check AGUIStepFinishedEvent: raise SchemaViolation at the first error."""
    if ok_AGUIStepFinishedEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "stepName" not in value:
        raise SchemaViolation("Object missing required field `stepName`", path)
    if "type" in value:
        _check_294(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_295(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_296(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_297(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_298(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "stepName" in value:
        _check_299(value["stepName"], key_path(path, "stepName"))


def ok_AGUIStepFinishedEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "stepName" not in value:
        return False
    v = value["type"]
    if not (v == "STEP_FINISHED"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_300(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_301(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_302(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["stepName"]
    if not (type(v) is str):
        return False
    return True


def check_AGUIReasoningStartEvent(value: Any, path: str) -> None:
    """Check AGUIReasoningStartEvent: raise SchemaViolation at the first error."""
    if ok_AGUIReasoningStartEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "messageId" not in value:
        raise SchemaViolation("Object missing required field `messageId`", path)
    if "type" in value:
        _check_303(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_304(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_305(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_306(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_307(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "messageId" in value:
        _check_308(value["messageId"], key_path(path, "messageId"))


def ok_AGUIReasoningStartEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "messageId" not in value:
        return False
    v = value["type"]
    if not (v == "REASONING_START"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_309(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_310(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_311(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["messageId"]
    if not (type(v) is str):
        return False
    return True


def check_AGUIReasoningMessageStartEvent(value: Any, path: str) -> None:
    """Check AGUIReasoningMessageStartEvent: raise SchemaViolation at the first error."""
    if ok_AGUIReasoningMessageStartEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "messageId" not in value:
        raise SchemaViolation("Object missing required field `messageId`", path)
    if "role" not in value:
        raise SchemaViolation("Object missing required field `role`", path)
    if "type" in value:
        _check_312(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_313(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_314(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_315(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_316(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "messageId" in value:
        _check_317(value["messageId"], key_path(path, "messageId"))
    if "role" in value:
        _check_318(value["role"], key_path(path, "role"))


def ok_AGUIReasoningMessageStartEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "messageId" not in value:
        return False
    if "role" not in value:
        return False
    v = value["type"]
    if not (v == "REASONING_MESSAGE_START"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_319(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_320(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_321(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["messageId"]
    if not (type(v) is str):
        return False
    v = value["role"]
    if not (v == "reasoning"):
        return False
    return True


def check_AGUIReasoningMessageContentEvent(value: Any, path: str) -> None:
    """Check AGUIReasoningMessageContentEvent: raise SchemaViolation at the first error."""
    if ok_AGUIReasoningMessageContentEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "messageId" not in value:
        raise SchemaViolation("Object missing required field `messageId`", path)
    if "delta" not in value:
        raise SchemaViolation("Object missing required field `delta`", path)
    if "type" in value:
        _check_322(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_323(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_324(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_325(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_326(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "messageId" in value:
        _check_327(value["messageId"], key_path(path, "messageId"))
    if "delta" in value:
        _check_328(value["delta"], key_path(path, "delta"))


def ok_AGUIReasoningMessageContentEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "messageId" not in value:
        return False
    if "delta" not in value:
        return False
    v = value["type"]
    if not (v == "REASONING_MESSAGE_CONTENT"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_329(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_330(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_331(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["messageId"]
    if not (type(v) is str):
        return False
    v = value["delta"]
    if not (type(v) is str):
        return False
    return True


def check_AGUIReasoningMessageEndEvent(value: Any, path: str) -> None:
    """Check AGUIReasoningMessageEndEvent: raise SchemaViolation at the first error."""
    if ok_AGUIReasoningMessageEndEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "messageId" not in value:
        raise SchemaViolation("Object missing required field `messageId`", path)
    if "type" in value:
        _check_332(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_333(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_334(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_335(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_336(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "messageId" in value:
        _check_337(value["messageId"], key_path(path, "messageId"))


def ok_AGUIReasoningMessageEndEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "messageId" not in value:
        return False
    v = value["type"]
    if not (v == "REASONING_MESSAGE_END"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_338(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_339(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_340(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["messageId"]
    if not (type(v) is str):
        return False
    return True


def check_AGUIReasoningMessageChunkEvent(value: Any, path: str) -> None:
    """Check AGUIReasoningMessageChunkEvent: raise SchemaViolation at the first error."""
    if ok_AGUIReasoningMessageChunkEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "type" in value:
        _check_341(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_342(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_343(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_344(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_345(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "messageId" in value:
        _check_346(value["messageId"], key_path(path, "messageId"))
    if "delta" in value:
        _check_347(value["delta"], key_path(path, "delta"))


def ok_AGUIReasoningMessageChunkEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    v = value["type"]
    if not (v == "REASONING_MESSAGE_CHUNK"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_348(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_349(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_350(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    if "messageId" in value:
        v = value["messageId"]
        if not (type(v) is str):
            return False
    if "delta" in value:
        v = value["delta"]
        if not (type(v) is str):
            return False
    return True


def check_AGUIReasoningEndEvent(value: Any, path: str) -> None:
    """Check AGUIReasoningEndEvent: raise SchemaViolation at the first error."""
    if ok_AGUIReasoningEndEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "messageId" not in value:
        raise SchemaViolation("Object missing required field `messageId`", path)
    if "type" in value:
        _check_351(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_352(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_353(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_354(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_355(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "messageId" in value:
        _check_356(value["messageId"], key_path(path, "messageId"))


def ok_AGUIReasoningEndEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "messageId" not in value:
        return False
    v = value["type"]
    if not (v == "REASONING_END"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_357(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_358(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_359(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["messageId"]
    if not (type(v) is str):
        return False
    return True


def check_AGUIReasoningEncryptedValueEvent(value: Any, path: str) -> None:
    """Check AGUIReasoningEncryptedValueEvent: raise SchemaViolation at the first error."""
    if ok_AGUIReasoningEncryptedValueEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "subtype" not in value:
        raise SchemaViolation("Object missing required field `subtype`", path)
    if "entityId" not in value:
        raise SchemaViolation("Object missing required field `entityId`", path)
    if "encryptedValue" not in value:
        raise SchemaViolation("Object missing required field `encryptedValue`", path)
    if "type" in value:
        _check_360(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_361(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_362(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_363(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_364(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "subtype" in value:
        _check_365(value["subtype"], key_path(path, "subtype"))
    if "entityId" in value:
        _check_366(value["entityId"], key_path(path, "entityId"))
    if "encryptedValue" in value:
        _check_367(value["encryptedValue"], key_path(path, "encryptedValue"))


def ok_AGUIReasoningEncryptedValueEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "subtype" not in value:
        return False
    if "entityId" not in value:
        return False
    if "encryptedValue" not in value:
        return False
    v = value["type"]
    if not (v == "REASONING_ENCRYPTED_VALUE"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_368(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_369(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_370(v):
            return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["subtype"]
    if not (v in ("tool-call", "message")):
        return False
    v = value["entityId"]
    if not (type(v) is str):
        return False
    v = value["encryptedValue"]
    if not (type(v) is str):
        return False
    return True


def check_AGUISubagentStartedEvent(value: Any, path: str) -> None:
    """Check AGUISubagentStartedEvent: raise SchemaViolation at the first error."""
    if ok_AGUISubagentStartedEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "subagentRunId" not in value:
        raise SchemaViolation("Object missing required field `subagentRunId`", path)
    if "name" not in value:
        raise SchemaViolation("Object missing required field `name`", path)
    if "type" in value:
        _check_371(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_372(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_373(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_374(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_375(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "name" in value:
        _check_376(value["name"], key_path(path, "name"))
    if "description" in value:
        _check_377(value["description"], key_path(path, "description"))
    if "parentSubagentRunId" in value:
        _check_378(value["parentSubagentRunId"], key_path(path, "parentSubagentRunId"))
    if "parentToolCallId" in value:
        _check_379(value["parentToolCallId"], key_path(path, "parentToolCallId"))
    if "parentMessageId" in value:
        _check_380(value["parentMessageId"], key_path(path, "parentMessageId"))


def ok_AGUISubagentStartedEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "subagentRunId" not in value:
        return False
    if "name" not in value:
        return False
    v = value["type"]
    if not (v == "SUBAGENT_STARTED"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_381(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_382(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_383(v):
            return False
    v = value["subagentRunId"]
    if not (type(v) is str):
        return False
    v = value["name"]
    if not (type(v) is str):
        return False
    if "description" in value:
        v = value["description"]
        if not (type(v) is str):
            return False
    if "parentSubagentRunId" in value:
        v = value["parentSubagentRunId"]
        if not (type(v) is str):
            return False
    if "parentToolCallId" in value:
        v = value["parentToolCallId"]
        if not (type(v) is str):
            return False
    if "parentMessageId" in value:
        v = value["parentMessageId"]
        if not (type(v) is str):
            return False
    return True


def check_AGUISubagentFinishedEvent(value: Any, path: str) -> None:
    """Check AGUISubagentFinishedEvent: raise SchemaViolation at the first error."""
    if ok_AGUISubagentFinishedEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "subagentRunId" not in value:
        raise SchemaViolation("Object missing required field `subagentRunId`", path)
    if "type" in value:
        _check_384(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_385(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_386(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_387(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_388(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "result" in value:
        _check_389(value["result"], key_path(path, "result"))
    if "outcome" in value:
        check_AGUISubagentFinishedOutcome(value["outcome"], key_path(path, "outcome"))


def ok_AGUISubagentFinishedEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "subagentRunId" not in value:
        return False
    v = value["type"]
    if not (v == "SUBAGENT_FINISHED"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_390(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_391(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_392(v):
            return False
    v = value["subagentRunId"]
    if not (type(v) is str):
        return False
    if "result" in value:
        v = value["result"]
        if not _ok_393(v):
            return False
    if "outcome" in value:
        v = value["outcome"]
        if not ok_AGUISubagentFinishedOutcome(v):
            return False
    return True


def check_AGUISubagentErrorEvent(value: Any, path: str) -> None:
    """Check AGUISubagentErrorEvent: raise SchemaViolation at the first error."""
    if ok_AGUISubagentErrorEvent(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "subagentRunId" not in value:
        raise SchemaViolation("Object missing required field `subagentRunId`", path)
    if "message" not in value:
        raise SchemaViolation("Object missing required field `message`", path)
    if "type" in value:
        _check_394(value["type"], key_path(path, "type"))
    if "timestamp" in value:
        _check_395(value["timestamp"], key_path(path, "timestamp"))
    if "rawEvent" in value:
        _check_396(value["rawEvent"], key_path(path, "rawEvent"))
    if "metadata" in value:
        _check_397(value["metadata"], key_path(path, "metadata"))
    if "subagentRunId" in value:
        _check_398(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "message" in value:
        _check_399(value["message"], key_path(path, "message"))
    if "code" in value:
        _check_400(value["code"], key_path(path, "code"))


def ok_AGUISubagentErrorEvent(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "subagentRunId" not in value:
        return False
    if "message" not in value:
        return False
    v = value["type"]
    if not (v == "SUBAGENT_ERROR"):
        return False
    if "timestamp" in value:
        v = value["timestamp"]
        if not _ok_401(v):
            return False
    if "rawEvent" in value:
        v = value["rawEvent"]
        if not _ok_402(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_403(v):
            return False
    v = value["subagentRunId"]
    if not (type(v) is str):
        return False
    v = value["message"]
    if not (type(v) is str):
        return False
    if "code" in value:
        v = value["code"]
        if not (type(v) is str):
            return False
    return True


def check_AGUIEvent(value: Any, path: str) -> None:
    """Check AGUIEvent: raise SchemaViolation at the first error."""
    if ok_AGUIEvent(value):
        return
    if type(value) is not dict:
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    tag = value.get("type")
    check = _BY_TAG_404.get(tag) if type(tag) is str else None
    (check or check_AGUISubagentErrorEvent)(value, path)


def ok_AGUIEvent(value: Any) -> bool:
    if type(value) is not dict:
        return False
    tag = value.get("type")
    test = _OK_BY_TAG_405.get(tag) if type(tag) is str else None
    return (test or ok_AGUISubagentErrorEvent)(value)


def check_AGUITextPart(value: Any, path: str) -> None:
    """Check AGUITextPart: raise SchemaViolation at the first error."""
    if ok_AGUITextPart(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "text" not in value:
        raise SchemaViolation("Object missing required field `text`", path)
    if "type" in value:
        _check_406(value["type"], key_path(path, "type"))
    if "id" in value:
        _check_407(value["id"], key_path(path, "id"))
    if "text" in value:
        _check_408(value["text"], key_path(path, "text"))
    if "metadata" in value:
        _check_409(value["metadata"], key_path(path, "metadata"))


def ok_AGUITextPart(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "text" not in value:
        return False
    v = value["type"]
    if not (v == "text"):
        return False
    if "id" in value:
        v = value["id"]
        if not (type(v) is str):
            return False
    v = value["text"]
    if not (type(v) is str):
        return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_410(v):
            return False
    return True


def check_AGUIDataSource(value: Any, path: str) -> None:
    """Check AGUIDataSource: raise SchemaViolation at the first error."""
    if ok_AGUIDataSource(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "value" not in value:
        raise SchemaViolation("Object missing required field `value`", path)
    if "mimeType" not in value:
        raise SchemaViolation("Object missing required field `mimeType`", path)
    if "type" in value:
        _check_411(value["type"], key_path(path, "type"))
    if "value" in value:
        _check_412(value["value"], key_path(path, "value"))
    if "mimeType" in value:
        _check_413(value["mimeType"], key_path(path, "mimeType"))


def ok_AGUIDataSource(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "value" not in value:
        return False
    if "mimeType" not in value:
        return False
    v = value["type"]
    if not (v == "data"):
        return False
    v = value["value"]
    if not (type(v) is str):
        return False
    v = value["mimeType"]
    if not (type(v) is str):
        return False
    return True


def check_AGUIUrlSource(value: Any, path: str) -> None:
    """Check AGUIUrlSource: raise SchemaViolation at the first error."""
    if ok_AGUIUrlSource(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "value" not in value:
        raise SchemaViolation("Object missing required field `value`", path)
    if "type" in value:
        _check_414(value["type"], key_path(path, "type"))
    if "value" in value:
        _check_415(value["value"], key_path(path, "value"))
    if "mimeType" in value:
        _check_416(value["mimeType"], key_path(path, "mimeType"))


def ok_AGUIUrlSource(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "value" not in value:
        return False
    v = value["type"]
    if not (v == "url"):
        return False
    v = value["value"]
    if not (type(v) is str):
        return False
    if "mimeType" in value:
        v = value["mimeType"]
        if not (type(v) is str):
            return False
    return True


def check_AGUIFileSource(value: Any, path: str) -> None:
    """Check AGUIFileSource: raise SchemaViolation at the first error."""
    if ok_AGUIFileSource(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "value" not in value:
        raise SchemaViolation("Object missing required field `value`", path)
    if "type" in value:
        _check_417(value["type"], key_path(path, "type"))
    if "value" in value:
        _check_418(value["value"], key_path(path, "value"))
    if "provider" in value:
        _check_419(value["provider"], key_path(path, "provider"))
    if "mimeType" in value:
        _check_420(value["mimeType"], key_path(path, "mimeType"))


def ok_AGUIFileSource(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "value" not in value:
        return False
    v = value["type"]
    if not (v == "file"):
        return False
    v = value["value"]
    if not (type(v) is str):
        return False
    if "provider" in value:
        v = value["provider"]
        if not (type(v) is str):
            return False
    if "mimeType" in value:
        v = value["mimeType"]
        if not (type(v) is str):
            return False
    return True


def check_AGUIPartSource(value: Any, path: str) -> None:
    """Check AGUIPartSource: raise SchemaViolation at the first error."""
    if ok_AGUIPartSource(value):
        return
    if type(value) is not dict:
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    tag = value.get("type")
    check = _BY_TAG_421.get(tag) if type(tag) is str else None
    (check or check_AGUIFileSource)(value, path)


def ok_AGUIPartSource(value: Any) -> bool:
    if type(value) is not dict:
        return False
    tag = value.get("type")
    test = _OK_BY_TAG_422.get(tag) if type(tag) is str else None
    return (test or ok_AGUIFileSource)(value)


def check_AGUIImagePart(value: Any, path: str) -> None:
    """Check AGUIImagePart: raise SchemaViolation at the first error."""
    if ok_AGUIImagePart(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "source" not in value:
        raise SchemaViolation("Object missing required field `source`", path)
    if "type" in value:
        _check_423(value["type"], key_path(path, "type"))
    if "id" in value:
        _check_424(value["id"], key_path(path, "id"))
    if "source" in value:
        check_AGUIPartSource(value["source"], key_path(path, "source"))
    if "metadata" in value:
        _check_425(value["metadata"], key_path(path, "metadata"))


def ok_AGUIImagePart(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "source" not in value:
        return False
    v = value["type"]
    if not (v == "image"):
        return False
    if "id" in value:
        v = value["id"]
        if not (type(v) is str):
            return False
    v = value["source"]
    if not ok_AGUIPartSource(v):
        return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_426(v):
            return False
    return True


def check_AGUIAudioPart(value: Any, path: str) -> None:
    """Check AGUIAudioPart: raise SchemaViolation at the first error."""
    if ok_AGUIAudioPart(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "source" not in value:
        raise SchemaViolation("Object missing required field `source`", path)
    if "type" in value:
        _check_427(value["type"], key_path(path, "type"))
    if "id" in value:
        _check_428(value["id"], key_path(path, "id"))
    if "source" in value:
        check_AGUIPartSource(value["source"], key_path(path, "source"))
    if "metadata" in value:
        _check_429(value["metadata"], key_path(path, "metadata"))


def ok_AGUIAudioPart(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "source" not in value:
        return False
    v = value["type"]
    if not (v == "audio"):
        return False
    if "id" in value:
        v = value["id"]
        if not (type(v) is str):
            return False
    v = value["source"]
    if not ok_AGUIPartSource(v):
        return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_430(v):
            return False
    return True


def check_AGUIVideoPart(value: Any, path: str) -> None:
    """Check AGUIVideoPart: raise SchemaViolation at the first error."""
    if ok_AGUIVideoPart(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "source" not in value:
        raise SchemaViolation("Object missing required field `source`", path)
    if "type" in value:
        _check_431(value["type"], key_path(path, "type"))
    if "id" in value:
        _check_432(value["id"], key_path(path, "id"))
    if "source" in value:
        check_AGUIPartSource(value["source"], key_path(path, "source"))
    if "metadata" in value:
        _check_433(value["metadata"], key_path(path, "metadata"))


def ok_AGUIVideoPart(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "source" not in value:
        return False
    v = value["type"]
    if not (v == "video"):
        return False
    if "id" in value:
        v = value["id"]
        if not (type(v) is str):
            return False
    v = value["source"]
    if not ok_AGUIPartSource(v):
        return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_434(v):
            return False
    return True


def check_AGUIDocumentPart(value: Any, path: str) -> None:
    """Check AGUIDocumentPart: raise SchemaViolation at the first error."""
    if ok_AGUIDocumentPart(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "source" not in value:
        raise SchemaViolation("Object missing required field `source`", path)
    if "type" in value:
        _check_435(value["type"], key_path(path, "type"))
    if "id" in value:
        _check_436(value["id"], key_path(path, "id"))
    if "source" in value:
        check_AGUIPartSource(value["source"], key_path(path, "source"))
    if "metadata" in value:
        _check_437(value["metadata"], key_path(path, "metadata"))


def ok_AGUIDocumentPart(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "source" not in value:
        return False
    v = value["type"]
    if not (v == "document"):
        return False
    if "id" in value:
        v = value["id"]
        if not (type(v) is str):
            return False
    v = value["source"]
    if not ok_AGUIPartSource(v):
        return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_438(v):
            return False
    return True


def check_AGUIContentPart(value: Any, path: str) -> None:
    """Check AGUIContentPart: raise SchemaViolation at the first error."""
    if ok_AGUIContentPart(value):
        return
    if type(value) is not dict:
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    tag = value.get("type")
    check = _BY_TAG_439.get(tag) if type(tag) is str else None
    (check or check_AGUIDocumentPart)(value, path)


def ok_AGUIContentPart(value: Any) -> bool:
    if type(value) is not dict:
        return False
    tag = value.get("type")
    test = _OK_BY_TAG_440.get(tag) if type(tag) is str else None
    return (test or ok_AGUIDocumentPart)(value)


def check_AGUIJsonPatchAddOperation(value: Any, path: str) -> None:
    """Check AGUIJsonPatchAddOperation: raise SchemaViolation at the first error."""
    if ok_AGUIJsonPatchAddOperation(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "op" not in value:
        raise SchemaViolation("Object missing required field `op`", path)
    if "path" not in value:
        raise SchemaViolation("Object missing required field `path`", path)
    if "value" not in value:
        raise SchemaViolation("Object missing required field `value`", path)
    if "op" in value:
        _check_441(value["op"], key_path(path, "op"))
    if "path" in value:
        _check_442(value["path"], key_path(path, "path"))


def ok_AGUIJsonPatchAddOperation(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "op" not in value:
        return False
    if "path" not in value:
        return False
    if "value" not in value:
        return False
    v = value["op"]
    if not (v == "add"):
        return False
    v = value["path"]
    if not _ok_443(v):
        return False
    return True


def check_AGUIJsonPatchRemoveOperation(value: Any, path: str) -> None:
    """Check AGUIJsonPatchRemoveOperation: raise SchemaViolation at the first error."""
    if ok_AGUIJsonPatchRemoveOperation(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "op" not in value:
        raise SchemaViolation("Object missing required field `op`", path)
    if "path" not in value:
        raise SchemaViolation("Object missing required field `path`", path)
    if "op" in value:
        _check_444(value["op"], key_path(path, "op"))
    if "path" in value:
        _check_445(value["path"], key_path(path, "path"))


def ok_AGUIJsonPatchRemoveOperation(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "op" not in value:
        return False
    if "path" not in value:
        return False
    v = value["op"]
    if not (v == "remove"):
        return False
    v = value["path"]
    if not _ok_446(v):
        return False
    return True


def check_AGUIJsonPatchReplaceOperation(value: Any, path: str) -> None:
    """Check AGUIJsonPatchReplaceOperation: raise SchemaViolation at the first error."""
    if ok_AGUIJsonPatchReplaceOperation(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "op" not in value:
        raise SchemaViolation("Object missing required field `op`", path)
    if "path" not in value:
        raise SchemaViolation("Object missing required field `path`", path)
    if "value" not in value:
        raise SchemaViolation("Object missing required field `value`", path)
    if "op" in value:
        _check_447(value["op"], key_path(path, "op"))
    if "path" in value:
        _check_448(value["path"], key_path(path, "path"))


def ok_AGUIJsonPatchReplaceOperation(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "op" not in value:
        return False
    if "path" not in value:
        return False
    if "value" not in value:
        return False
    v = value["op"]
    if not (v == "replace"):
        return False
    v = value["path"]
    if not _ok_449(v):
        return False
    return True


def check_AGUIJsonPatchMoveOperation(value: Any, path: str) -> None:
    """Check AGUIJsonPatchMoveOperation: raise SchemaViolation at the first error."""
    if ok_AGUIJsonPatchMoveOperation(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "op" not in value:
        raise SchemaViolation("Object missing required field `op`", path)
    if "from" not in value:
        raise SchemaViolation("Object missing required field `from`", path)
    if "path" not in value:
        raise SchemaViolation("Object missing required field `path`", path)
    if "op" in value:
        _check_450(value["op"], key_path(path, "op"))
    if "from" in value:
        _check_451(value["from"], key_path(path, "from"))
    if "path" in value:
        _check_452(value["path"], key_path(path, "path"))


def ok_AGUIJsonPatchMoveOperation(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "op" not in value:
        return False
    if "from" not in value:
        return False
    if "path" not in value:
        return False
    v = value["op"]
    if not (v == "move"):
        return False
    v = value["from"]
    if not _ok_453(v):
        return False
    v = value["path"]
    if not _ok_454(v):
        return False
    return True


def check_AGUIJsonPatchCopyOperation(value: Any, path: str) -> None:
    """Check AGUIJsonPatchCopyOperation: raise SchemaViolation at the first error."""
    if ok_AGUIJsonPatchCopyOperation(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "op" not in value:
        raise SchemaViolation("Object missing required field `op`", path)
    if "from" not in value:
        raise SchemaViolation("Object missing required field `from`", path)
    if "path" not in value:
        raise SchemaViolation("Object missing required field `path`", path)
    if "op" in value:
        _check_455(value["op"], key_path(path, "op"))
    if "from" in value:
        _check_456(value["from"], key_path(path, "from"))
    if "path" in value:
        _check_457(value["path"], key_path(path, "path"))


def ok_AGUIJsonPatchCopyOperation(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "op" not in value:
        return False
    if "from" not in value:
        return False
    if "path" not in value:
        return False
    v = value["op"]
    if not (v == "copy"):
        return False
    v = value["from"]
    if not _ok_458(v):
        return False
    v = value["path"]
    if not _ok_459(v):
        return False
    return True


def check_AGUIJsonPatchTestOperation(value: Any, path: str) -> None:
    """Check AGUIJsonPatchTestOperation: raise SchemaViolation at the first error."""
    if ok_AGUIJsonPatchTestOperation(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "op" not in value:
        raise SchemaViolation("Object missing required field `op`", path)
    if "path" not in value:
        raise SchemaViolation("Object missing required field `path`", path)
    if "value" not in value:
        raise SchemaViolation("Object missing required field `value`", path)
    if "op" in value:
        _check_460(value["op"], key_path(path, "op"))
    if "path" in value:
        _check_461(value["path"], key_path(path, "path"))


def ok_AGUIJsonPatchTestOperation(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "op" not in value:
        return False
    if "path" not in value:
        return False
    if "value" not in value:
        return False
    v = value["op"]
    if not (v == "test"):
        return False
    v = value["path"]
    if not _ok_462(v):
        return False
    return True


def check_AGUIJsonPatchOperation(value: Any, path: str) -> None:
    """Check AGUIJsonPatchOperation: raise SchemaViolation at the first error."""
    if ok_AGUIJsonPatchOperation(value):
        return
    if type(value) is not dict:
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    tag = value.get("op")
    check = _BY_TAG_463.get(tag) if type(tag) is str else None
    (check or check_AGUIJsonPatchTestOperation)(value, path)


def ok_AGUIJsonPatchOperation(value: Any) -> bool:
    if type(value) is not dict:
        return False
    tag = value.get("op")
    test = _OK_BY_TAG_464.get(tag) if type(tag) is str else None
    return (test or ok_AGUIJsonPatchTestOperation)(value)


def check_AGUIFunctionCall(value: Any, path: str) -> None:
    """Check AGUIFunctionCall: raise SchemaViolation at the first error."""
    if ok_AGUIFunctionCall(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "name" not in value:
        raise SchemaViolation("Object missing required field `name`", path)
    if "arguments" not in value:
        raise SchemaViolation("Object missing required field `arguments`", path)
    if "name" in value:
        _check_465(value["name"], key_path(path, "name"))
    if "arguments" in value:
        _check_466(value["arguments"], key_path(path, "arguments"))


def ok_AGUIFunctionCall(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "name" not in value:
        return False
    if "arguments" not in value:
        return False
    v = value["name"]
    if not (type(v) is str):
        return False
    v = value["arguments"]
    if not (type(v) is str):
        return False
    return True


def check_AGUIToolCall(value: Any, path: str) -> None:
    """Check AGUIToolCall: raise SchemaViolation at the first error."""
    if ok_AGUIToolCall(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "id" not in value:
        raise SchemaViolation("Object missing required field `id`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "function" not in value:
        raise SchemaViolation("Object missing required field `function`", path)
    if "id" in value:
        _check_467(value["id"], key_path(path, "id"))
    if "type" in value:
        _check_468(value["type"], key_path(path, "type"))
    if "function" in value:
        check_AGUIFunctionCall(value["function"], key_path(path, "function"))
    if "encryptedValue" in value:
        _check_469(value["encryptedValue"], key_path(path, "encryptedValue"))
    if "metadata" in value:
        _check_470(value["metadata"], key_path(path, "metadata"))


def ok_AGUIToolCall(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "id" not in value:
        return False
    if "type" not in value:
        return False
    if "function" not in value:
        return False
    v = value["id"]
    if not (type(v) is str):
        return False
    v = value["type"]
    if not (v == "function"):
        return False
    v = value["function"]
    if not ok_AGUIFunctionCall(v):
        return False
    if "encryptedValue" in value:
        v = value["encryptedValue"]
        if not (type(v) is str):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_471(v):
            return False
    return True


def check_AGUIDeveloperMessage(value: Any, path: str) -> None:
    """Check AGUIDeveloperMessage: raise SchemaViolation at the first error."""
    if ok_AGUIDeveloperMessage(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "id" not in value:
        raise SchemaViolation("Object missing required field `id`", path)
    if "role" not in value:
        raise SchemaViolation("Object missing required field `role`", path)
    if "content" not in value:
        raise SchemaViolation("Object missing required field `content`", path)
    if "subagentRunId" in value:
        _check_472(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "id" in value:
        _check_473(value["id"], key_path(path, "id"))
    if "role" in value:
        _check_474(value["role"], key_path(path, "role"))
    if "name" in value:
        _check_475(value["name"], key_path(path, "name"))
    if "encryptedValue" in value:
        _check_476(value["encryptedValue"], key_path(path, "encryptedValue"))
    if "metadata" in value:
        _check_477(value["metadata"], key_path(path, "metadata"))
    if "content" in value:
        _check_478(value["content"], key_path(path, "content"))


def ok_AGUIDeveloperMessage(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "id" not in value:
        return False
    if "role" not in value:
        return False
    if "content" not in value:
        return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["id"]
    if not (type(v) is str):
        return False
    v = value["role"]
    if not (v == "developer"):
        return False
    if "name" in value:
        v = value["name"]
        if not (type(v) is str):
            return False
    if "encryptedValue" in value:
        v = value["encryptedValue"]
        if not (type(v) is str):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_479(v):
            return False
    v = value["content"]
    if not (type(v) is str):
        return False
    return True


def check_AGUISystemMessage(value: Any, path: str) -> None:
    """Check AGUISystemMessage: raise SchemaViolation at the first error."""
    if ok_AGUISystemMessage(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "id" not in value:
        raise SchemaViolation("Object missing required field `id`", path)
    if "role" not in value:
        raise SchemaViolation("Object missing required field `role`", path)
    if "content" not in value:
        raise SchemaViolation("Object missing required field `content`", path)
    if "subagentRunId" in value:
        _check_480(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "id" in value:
        _check_481(value["id"], key_path(path, "id"))
    if "role" in value:
        _check_482(value["role"], key_path(path, "role"))
    if "name" in value:
        _check_483(value["name"], key_path(path, "name"))
    if "encryptedValue" in value:
        _check_484(value["encryptedValue"], key_path(path, "encryptedValue"))
    if "metadata" in value:
        _check_485(value["metadata"], key_path(path, "metadata"))
    if "content" in value:
        _check_486(value["content"], key_path(path, "content"))


def ok_AGUISystemMessage(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "id" not in value:
        return False
    if "role" not in value:
        return False
    if "content" not in value:
        return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["id"]
    if not (type(v) is str):
        return False
    v = value["role"]
    if not (v == "system"):
        return False
    if "name" in value:
        v = value["name"]
        if not (type(v) is str):
            return False
    if "encryptedValue" in value:
        v = value["encryptedValue"]
        if not (type(v) is str):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_487(v):
            return False
    v = value["content"]
    if not (type(v) is str):
        return False
    return True


def check_AGUIAssistantMessage(value: Any, path: str) -> None:
    """Check AGUIAssistantMessage: raise SchemaViolation at the first error."""
    if ok_AGUIAssistantMessage(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "id" not in value:
        raise SchemaViolation("Object missing required field `id`", path)
    if "role" not in value:
        raise SchemaViolation("Object missing required field `role`", path)
    if "subagentRunId" in value:
        _check_488(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "id" in value:
        _check_489(value["id"], key_path(path, "id"))
    if "role" in value:
        _check_490(value["role"], key_path(path, "role"))
    if "name" in value:
        _check_491(value["name"], key_path(path, "name"))
    if "encryptedValue" in value:
        _check_492(value["encryptedValue"], key_path(path, "encryptedValue"))
    if "metadata" in value:
        _check_493(value["metadata"], key_path(path, "metadata"))
    if "content" in value:
        _check_494(value["content"], key_path(path, "content"))
    if "toolCalls" in value:
        _check_495(value["toolCalls"], key_path(path, "toolCalls"))


def ok_AGUIAssistantMessage(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "id" not in value:
        return False
    if "role" not in value:
        return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["id"]
    if not (type(v) is str):
        return False
    v = value["role"]
    if not (v == "assistant"):
        return False
    if "name" in value:
        v = value["name"]
        if not (type(v) is str):
            return False
    if "encryptedValue" in value:
        v = value["encryptedValue"]
        if not (type(v) is str):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_496(v):
            return False
    if "content" in value:
        v = value["content"]
        if not (type(v) is str):
            return False
    if "toolCalls" in value:
        v = value["toolCalls"]
        if type(v) is not list:
            return False
        for item in v:
            if not ok_AGUIToolCall(item):
                return False
    return True


def check_AGUIUserMessage(value: Any, path: str) -> None:
    """Check AGUIUserMessage: raise SchemaViolation at the first error."""
    if ok_AGUIUserMessage(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "id" not in value:
        raise SchemaViolation("Object missing required field `id`", path)
    if "role" not in value:
        raise SchemaViolation("Object missing required field `role`", path)
    if "content" not in value:
        raise SchemaViolation("Object missing required field `content`", path)
    if "subagentRunId" in value:
        _check_497(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "id" in value:
        _check_498(value["id"], key_path(path, "id"))
    if "role" in value:
        _check_499(value["role"], key_path(path, "role"))
    if "name" in value:
        _check_500(value["name"], key_path(path, "name"))
    if "encryptedValue" in value:
        _check_501(value["encryptedValue"], key_path(path, "encryptedValue"))
    if "metadata" in value:
        _check_502(value["metadata"], key_path(path, "metadata"))
    if "content" in value:
        _check_503(value["content"], key_path(path, "content"))


def ok_AGUIUserMessage(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "id" not in value:
        return False
    if "role" not in value:
        return False
    if "content" not in value:
        return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["id"]
    if not (type(v) is str):
        return False
    v = value["role"]
    if not (v == "user"):
        return False
    if "name" in value:
        v = value["name"]
        if not (type(v) is str):
            return False
    if "encryptedValue" in value:
        v = value["encryptedValue"]
        if not (type(v) is str):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_506(v):
            return False
    v = value["content"]
    if not _ok_507(v):
        return False
    return True


def check_AGUIToolMessage(value: Any, path: str) -> None:
    """Check AGUIToolMessage: raise SchemaViolation at the first error."""
    if ok_AGUIToolMessage(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "id" not in value:
        raise SchemaViolation("Object missing required field `id`", path)
    if "role" not in value:
        raise SchemaViolation("Object missing required field `role`", path)
    if "content" not in value:
        raise SchemaViolation("Object missing required field `content`", path)
    if "toolCallId" not in value:
        raise SchemaViolation("Object missing required field `toolCallId`", path)
    if "subagentRunId" in value:
        _check_509(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "id" in value:
        _check_510(value["id"], key_path(path, "id"))
    if "role" in value:
        _check_511(value["role"], key_path(path, "role"))
    if "content" in value:
        _check_512(value["content"], key_path(path, "content"))
    if "toolCallId" in value:
        _check_515(value["toolCallId"], key_path(path, "toolCallId"))
    if "error" in value:
        _check_516(value["error"], key_path(path, "error"))
    if "encryptedValue" in value:
        _check_517(value["encryptedValue"], key_path(path, "encryptedValue"))
    if "metadata" in value:
        _check_518(value["metadata"], key_path(path, "metadata"))


def ok_AGUIToolMessage(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "id" not in value:
        return False
    if "role" not in value:
        return False
    if "content" not in value:
        return False
    if "toolCallId" not in value:
        return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["id"]
    if not (type(v) is str):
        return False
    v = value["role"]
    if not (v == "tool"):
        return False
    v = value["content"]
    if not _ok_519(v):
        return False
    v = value["toolCallId"]
    if not (type(v) is str):
        return False
    if "error" in value:
        v = value["error"]
        if not (type(v) is str):
            return False
    if "encryptedValue" in value:
        v = value["encryptedValue"]
        if not (type(v) is str):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_521(v):
            return False
    return True


def check_AGUIActivityMessage(value: Any, path: str) -> None:
    """Check AGUIActivityMessage: raise SchemaViolation at the first error."""
    if ok_AGUIActivityMessage(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "id" not in value:
        raise SchemaViolation("Object missing required field `id`", path)
    if "role" not in value:
        raise SchemaViolation("Object missing required field `role`", path)
    if "activityType" not in value:
        raise SchemaViolation("Object missing required field `activityType`", path)
    if "content" not in value:
        raise SchemaViolation("Object missing required field `content`", path)
    if "subagentRunId" in value:
        _check_522(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "id" in value:
        _check_523(value["id"], key_path(path, "id"))
    if "role" in value:
        _check_524(value["role"], key_path(path, "role"))
    if "activityType" in value:
        _check_525(value["activityType"], key_path(path, "activityType"))
    if "content" in value:
        _check_526(value["content"], key_path(path, "content"))
    if "metadata" in value:
        _check_527(value["metadata"], key_path(path, "metadata"))


def ok_AGUIActivityMessage(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "id" not in value:
        return False
    if "role" not in value:
        return False
    if "activityType" not in value:
        return False
    if "content" not in value:
        return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["id"]
    if not (type(v) is str):
        return False
    v = value["role"]
    if not (v == "activity"):
        return False
    v = value["activityType"]
    if not (type(v) is str):
        return False
    v = value["content"]
    if not _ok_528(v):
        return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_529(v):
            return False
    return True


def check_AGUIReasoningMessage(value: Any, path: str) -> None:
    """Check AGUIReasoningMessage: raise SchemaViolation at the first error."""
    if ok_AGUIReasoningMessage(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "id" not in value:
        raise SchemaViolation("Object missing required field `id`", path)
    if "role" not in value:
        raise SchemaViolation("Object missing required field `role`", path)
    if "content" not in value:
        raise SchemaViolation("Object missing required field `content`", path)
    if "subagentRunId" in value:
        _check_530(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "id" in value:
        _check_531(value["id"], key_path(path, "id"))
    if "role" in value:
        _check_532(value["role"], key_path(path, "role"))
    if "content" in value:
        _check_533(value["content"], key_path(path, "content"))
    if "encryptedValue" in value:
        _check_534(value["encryptedValue"], key_path(path, "encryptedValue"))
    if "metadata" in value:
        _check_535(value["metadata"], key_path(path, "metadata"))


def ok_AGUIReasoningMessage(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "id" not in value:
        return False
    if "role" not in value:
        return False
    if "content" not in value:
        return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["id"]
    if not (type(v) is str):
        return False
    v = value["role"]
    if not (v == "reasoning"):
        return False
    v = value["content"]
    if not (type(v) is str):
        return False
    if "encryptedValue" in value:
        v = value["encryptedValue"]
        if not (type(v) is str):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_536(v):
            return False
    return True


def check_AGUIMessage(value: Any, path: str) -> None:
    """Check AGUIMessage: raise SchemaViolation at the first error."""
    if ok_AGUIMessage(value):
        return
    if type(value) is not dict:
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    tag = value.get("role")
    check = _BY_TAG_537.get(tag) if type(tag) is str else None
    (check or check_AGUIReasoningMessage)(value, path)


def ok_AGUIMessage(value: Any) -> bool:
    if type(value) is not dict:
        return False
    tag = value.get("role")
    test = _OK_BY_TAG_538.get(tag) if type(tag) is str else None
    return (test or ok_AGUIReasoningMessage)(value)


def check_AGUITool(value: Any, path: str) -> None:
    """Check AGUITool: raise SchemaViolation at the first error."""
    if ok_AGUITool(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "name" not in value:
        raise SchemaViolation("Object missing required field `name`", path)
    if "description" not in value:
        raise SchemaViolation("Object missing required field `description`", path)
    if "name" in value:
        _check_539(value["name"], key_path(path, "name"))
    if "description" in value:
        _check_540(value["description"], key_path(path, "description"))
    if "parameters" in value:
        _check_541(value["parameters"], key_path(path, "parameters"))
    if "metadata" in value:
        _check_542(value["metadata"], key_path(path, "metadata"))


def ok_AGUITool(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "name" not in value:
        return False
    if "description" not in value:
        return False
    v = value["name"]
    if not (type(v) is str):
        return False
    v = value["description"]
    if not (type(v) is str):
        return False
    if "parameters" in value:
        v = value["parameters"]
        if not _ok_543(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_544(v):
            return False
    return True


def check_AGUIContext(value: Any, path: str) -> None:
    """Check AGUIContext: raise SchemaViolation at the first error."""
    if ok_AGUIContext(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "description" not in value:
        raise SchemaViolation("Object missing required field `description`", path)
    if "value" not in value:
        raise SchemaViolation("Object missing required field `value`", path)
    if "description" in value:
        _check_545(value["description"], key_path(path, "description"))
    if "value" in value:
        _check_546(value["value"], key_path(path, "value"))


def ok_AGUIContext(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "description" not in value:
        return False
    if "value" not in value:
        return False
    v = value["description"]
    if not (type(v) is str):
        return False
    v = value["value"]
    if not (type(v) is str):
        return False
    return True


def check_AGUIResumeEntry(value: Any, path: str) -> None:
    """Check AGUIResumeEntry: raise SchemaViolation at the first error."""
    if ok_AGUIResumeEntry(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "interruptId" not in value:
        raise SchemaViolation("Object missing required field `interruptId`", path)
    if "status" not in value:
        raise SchemaViolation("Object missing required field `status`", path)
    if "interruptId" in value:
        _check_547(value["interruptId"], key_path(path, "interruptId"))
    if "status" in value:
        _check_548(value["status"], key_path(path, "status"))
    if "payload" in value:
        _check_549(value["payload"], key_path(path, "payload"))
    if "metadata" in value:
        _check_550(value["metadata"], key_path(path, "metadata"))


def ok_AGUIResumeEntry(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "interruptId" not in value:
        return False
    if "status" not in value:
        return False
    v = value["interruptId"]
    if not (type(v) is str):
        return False
    v = value["status"]
    if not (v in ("resolved", "cancelled")):
        return False
    if "payload" in value:
        v = value["payload"]
        if not _ok_551(v):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_552(v):
            return False
    return True


def check_AGUIRunAgentInput(value: Any, path: str) -> None:
    """Check AGUIRunAgentInput: raise SchemaViolation at the first error."""
    if ok_AGUIRunAgentInput(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "threadId" not in value:
        raise SchemaViolation("Object missing required field `threadId`", path)
    if "runId" not in value:
        raise SchemaViolation("Object missing required field `runId`", path)
    if "messages" not in value:
        raise SchemaViolation("Object missing required field `messages`", path)
    if "threadId" in value:
        _check_553(value["threadId"], key_path(path, "threadId"))
    if "runId" in value:
        _check_554(value["runId"], key_path(path, "runId"))
    if "protocolVersion" in value:
        _check_555(value["protocolVersion"], key_path(path, "protocolVersion"))
    if "parentRunId" in value:
        _check_556(value["parentRunId"], key_path(path, "parentRunId"))
    if "messages" in value:
        _check_557(value["messages"], key_path(path, "messages"))
    if "tools" in value:
        _check_558(value["tools"], key_path(path, "tools"))
    if "context" in value:
        _check_559(value["context"], key_path(path, "context"))
    if "forwardedProps" in value:
        _check_560(value["forwardedProps"], key_path(path, "forwardedProps"))
    if "resume" in value:
        _check_561(value["resume"], key_path(path, "resume"))


def ok_AGUIRunAgentInput(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "threadId" not in value:
        return False
    if "runId" not in value:
        return False
    if "messages" not in value:
        return False
    v = value["threadId"]
    if not (type(v) is str):
        return False
    v = value["runId"]
    if not (type(v) is str):
        return False
    if "protocolVersion" in value:
        v = value["protocolVersion"]
        if not (type(v) is str):
            return False
    if "parentRunId" in value:
        v = value["parentRunId"]
        if not (type(v) is str):
            return False
    v = value["messages"]
    if type(v) is not list:
        return False
    for item in v:
        if not ok_AGUIMessage(item):
            return False
    if "tools" in value:
        v = value["tools"]
        if type(v) is not list:
            return False
        for item in v:
            if not ok_AGUITool(item):
                return False
    if "context" in value:
        v = value["context"]
        if type(v) is not list:
            return False
        for item in v:
            if not ok_AGUIContext(item):
                return False
    if "forwardedProps" in value:
        v = value["forwardedProps"]
        if not _ok_562(v):
            return False
    if "resume" in value:
        v = value["resume"]
        if type(v) is not list:
            return False
        for item in v:
            if not ok_AGUIResumeEntry(item):
                return False
    return True


def check_AGUIInterrupt(value: Any, path: str) -> None:
    """Check AGUIInterrupt: raise SchemaViolation at the first error."""
    if ok_AGUIInterrupt(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "id" not in value:
        raise SchemaViolation("Object missing required field `id`", path)
    if "reason" not in value:
        raise SchemaViolation("Object missing required field `reason`", path)
    if "subagentRunId" in value:
        _check_563(value["subagentRunId"], key_path(path, "subagentRunId"))
    if "id" in value:
        _check_564(value["id"], key_path(path, "id"))
    if "reason" in value:
        _check_565(value["reason"], key_path(path, "reason"))
    if "message" in value:
        _check_566(value["message"], key_path(path, "message"))
    if "toolCallId" in value:
        _check_567(value["toolCallId"], key_path(path, "toolCallId"))
    if "responseSchema" in value:
        _check_568(value["responseSchema"], key_path(path, "responseSchema"))
    if "expiresAt" in value:
        _check_569(value["expiresAt"], key_path(path, "expiresAt"))
    if "metadata" in value:
        _check_570(value["metadata"], key_path(path, "metadata"))


def ok_AGUIInterrupt(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "id" not in value:
        return False
    if "reason" not in value:
        return False
    if "subagentRunId" in value:
        v = value["subagentRunId"]
        if not (type(v) is str):
            return False
    v = value["id"]
    if not (type(v) is str):
        return False
    v = value["reason"]
    if not (type(v) is str):
        return False
    if "message" in value:
        v = value["message"]
        if not (type(v) is str):
            return False
    if "toolCallId" in value:
        v = value["toolCallId"]
        if not (type(v) is str):
            return False
    if "responseSchema" in value:
        v = value["responseSchema"]
        if not _ok_571(v):
            return False
    if "expiresAt" in value:
        v = value["expiresAt"]
        if not (type(v) is str):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_572(v):
            return False
    return True


def check_AGUIRunFinishedSuccessOutcome(value: Any, path: str) -> None:
    """Check AGUIRunFinishedSuccessOutcome: raise SchemaViolation at the first error."""
    if ok_AGUIRunFinishedSuccessOutcome(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "type" in value:
        _check_573(value["type"], key_path(path, "type"))
    if "pendingToolCallIds" in value:
        _check_574(value["pendingToolCallIds"], key_path(path, "pendingToolCallIds"))


def ok_AGUIRunFinishedSuccessOutcome(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    v = value["type"]
    if not (v == "success"):
        return False
    if "pendingToolCallIds" in value:
        v = value["pendingToolCallIds"]
        if type(v) is not list:
            return False
        for item in v:
            if not (type(item) is str):
                return False
    return True


def check_AGUIRunFinishedInterruptOutcome(value: Any, path: str) -> None:
    """Check AGUIRunFinishedInterruptOutcome: raise SchemaViolation at the first error."""
    if ok_AGUIRunFinishedInterruptOutcome(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "interrupts" not in value:
        raise SchemaViolation("Object missing required field `interrupts`", path)
    if "type" in value:
        _check_576(value["type"], key_path(path, "type"))
    if "interrupts" in value:
        _check_577(value["interrupts"], key_path(path, "interrupts"))


def ok_AGUIRunFinishedInterruptOutcome(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "interrupts" not in value:
        return False
    v = value["type"]
    if not (v == "interrupt"):
        return False
    v = value["interrupts"]
    if not _ok_578(v):
        return False
    return True


def check_AGUIRunFinishedCancelledOutcome(value: Any, path: str) -> None:
    """Check AGUIRunFinishedCancelledOutcome: raise SchemaViolation at the first error."""
    if ok_AGUIRunFinishedCancelledOutcome(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "type" in value:
        _check_579(value["type"], key_path(path, "type"))


def ok_AGUIRunFinishedCancelledOutcome(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    v = value["type"]
    if not (v == "cancelled"):
        return False
    return True


def check_AGUIRunFinishedOutcome(value: Any, path: str) -> None:
    """Check AGUIRunFinishedOutcome: raise SchemaViolation at the first error."""
    if ok_AGUIRunFinishedOutcome(value):
        return
    if type(value) is not dict:
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    tag = value.get("type")
    check = _BY_TAG_580.get(tag) if type(tag) is str else None
    (check or check_AGUIRunFinishedCancelledOutcome)(value, path)


def ok_AGUIRunFinishedOutcome(value: Any) -> bool:
    if type(value) is not dict:
        return False
    tag = value.get("type")
    test = _OK_BY_TAG_581.get(tag) if type(tag) is str else None
    return (test or ok_AGUIRunFinishedCancelledOutcome)(value)


def check_AGUISubagentFinishedSuccessOutcome(value: Any, path: str) -> None:
    """Check AGUISubagentFinishedSuccessOutcome: raise SchemaViolation at the first error."""
    if ok_AGUISubagentFinishedSuccessOutcome(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "type" in value:
        _check_582(value["type"], key_path(path, "type"))


def ok_AGUISubagentFinishedSuccessOutcome(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    v = value["type"]
    if not (v == "success"):
        return False
    return True


def check_AGUISubagentFinishedSuspendedOutcome(value: Any, path: str) -> None:
    """Check AGUISubagentFinishedSuspendedOutcome: raise SchemaViolation at the first error."""
    if ok_AGUISubagentFinishedSuspendedOutcome(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "type" in value:
        _check_583(value["type"], key_path(path, "type"))
    if "interruptIds" in value:
        _check_584(value["interruptIds"], key_path(path, "interruptIds"))


def ok_AGUISubagentFinishedSuspendedOutcome(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    v = value["type"]
    if not (v == "suspended"):
        return False
    if "interruptIds" in value:
        v = value["interruptIds"]
        if type(v) is not list:
            return False
        for item in v:
            if not (type(item) is str):
                return False
    return True


def check_AGUISubagentFinishedOutcome(value: Any, path: str) -> None:
    """Check AGUISubagentFinishedOutcome: raise SchemaViolation at the first error."""
    if ok_AGUISubagentFinishedOutcome(value):
        return
    if type(value) is not dict:
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    tag = value.get("type")
    check = _BY_TAG_586.get(tag) if type(tag) is str else None
    (check or check_AGUISubagentFinishedSuspendedOutcome)(value, path)


def ok_AGUISubagentFinishedOutcome(value: Any) -> bool:
    if type(value) is not dict:
        return False
    tag = value.get("type")
    test = _OK_BY_TAG_587.get(tag) if type(tag) is str else None
    return (test or ok_AGUISubagentFinishedSuspendedOutcome)(value)


def check_AGUITokenUsage(value: Any, path: str) -> None:
    """Check AGUITokenUsage: raise SchemaViolation at the first error."""
    if ok_AGUITokenUsage(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "provider" in value:
        _check_588(value["provider"], key_path(path, "provider"))
    if "model" in value:
        _check_589(value["model"], key_path(path, "model"))
    if "inputTokens" in value:
        _check_590(value["inputTokens"], key_path(path, "inputTokens"))
    if "outputTokens" in value:
        _check_591(value["outputTokens"], key_path(path, "outputTokens"))
    if "totalTokens" in value:
        _check_592(value["totalTokens"], key_path(path, "totalTokens"))
    if "reasoningTokens" in value:
        _check_593(value["reasoningTokens"], key_path(path, "reasoningTokens"))
    if "cachedInputTokens" in value:
        _check_594(value["cachedInputTokens"], key_path(path, "cachedInputTokens"))
    if "cacheWriteInputTokens" in value:
        _check_595(
            value["cacheWriteInputTokens"], key_path(path, "cacheWriteInputTokens")
        )


def ok_AGUITokenUsage(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "provider" in value:
        v = value["provider"]
        if not (type(v) is str):
            return False
    if "model" in value:
        v = value["model"]
        if not (type(v) is str):
            return False
    if "inputTokens" in value:
        v = value["inputTokens"]
        if not _ok_596(v):
            return False
    if "outputTokens" in value:
        v = value["outputTokens"]
        if not _ok_597(v):
            return False
    if "totalTokens" in value:
        v = value["totalTokens"]
        if not _ok_598(v):
            return False
    if "reasoningTokens" in value:
        v = value["reasoningTokens"]
        if not _ok_599(v):
            return False
    if "cachedInputTokens" in value:
        v = value["cachedInputTokens"]
        if not _ok_600(v):
            return False
    if "cacheWriteInputTokens" in value:
        v = value["cacheWriteInputTokens"]
        if not _ok_601(v):
            return False
    return True


_BY_TAG_83.update(
    {
        "start": check_AISDKStartChunk,
        "text-start": check_AISDKTextStartChunk,
        "text-delta": check_AISDKTextDeltaChunk,
        "text-end": check_AISDKTextEndChunk,
        "reasoning-start": check_AISDKReasoningStartChunk,
        "reasoning-delta": check_AISDKReasoningDeltaChunk,
        "reasoning-end": check_AISDKReasoningEndChunk,
        "error": check_AISDKErrorChunk,
        "tool-input-start": check_AISDKToolInputStartChunk,
        "tool-input-delta": check_AISDKToolInputDeltaChunk,
        "tool-input-available": check_AISDKToolInputAvailableChunk,
        "tool-input-error": check_AISDKToolInputErrorChunk,
        "tool-approval-request": check_AISDKToolApprovalRequestChunk,
        "tool-output-available": check_AISDKToolOutputAvailableChunk,
        "tool-output-error": check_AISDKToolOutputErrorChunk,
        "tool-output-denied": check_AISDKToolOutputDeniedChunk,
        "source-url": check_AISDKSourceUrlChunk,
        "source-document": check_AISDKSourceDocumentChunk,
        "file": check_AISDKFileChunk,
        "start-step": check_AISDKStartStepChunk,
        "finish-step": check_AISDKFinishStepChunk,
        "finish": check_AISDKFinishChunk,
        "abort": check_AISDKAbortChunk,
        "message-metadata": check_AISDKMessageMetadataChunk,
    }
)
_OK_BY_TAG_84.update(
    {
        "start": ok_AISDKStartChunk,
        "text-start": ok_AISDKTextStartChunk,
        "text-delta": ok_AISDKTextDeltaChunk,
        "text-end": ok_AISDKTextEndChunk,
        "reasoning-start": ok_AISDKReasoningStartChunk,
        "reasoning-delta": ok_AISDKReasoningDeltaChunk,
        "reasoning-end": ok_AISDKReasoningEndChunk,
        "error": ok_AISDKErrorChunk,
        "tool-input-start": ok_AISDKToolInputStartChunk,
        "tool-input-delta": ok_AISDKToolInputDeltaChunk,
        "tool-input-available": ok_AISDKToolInputAvailableChunk,
        "tool-input-error": ok_AISDKToolInputErrorChunk,
        "tool-approval-request": ok_AISDKToolApprovalRequestChunk,
        "tool-output-available": ok_AISDKToolOutputAvailableChunk,
        "tool-output-error": ok_AISDKToolOutputErrorChunk,
        "tool-output-denied": ok_AISDKToolOutputDeniedChunk,
        "source-url": ok_AISDKSourceUrlChunk,
        "source-document": ok_AISDKSourceDocumentChunk,
        "file": ok_AISDKFileChunk,
        "start-step": ok_AISDKStartStepChunk,
        "finish-step": ok_AISDKFinishStepChunk,
        "finish": ok_AISDKFinishChunk,
        "abort": ok_AISDKAbortChunk,
        "message-metadata": ok_AISDKMessageMetadataChunk,
    }
)
_BY_TAG_404.update(
    {
        "TEXT_MESSAGE_START": check_AGUITextMessageStartEvent,
        "TEXT_MESSAGE_CONTENT": check_AGUITextMessageContentEvent,
        "TEXT_MESSAGE_END": check_AGUITextMessageEndEvent,
        "TEXT_MESSAGE_CHUNK": check_AGUITextMessageChunkEvent,
        "TOOL_CALL_START": check_AGUIToolCallStartEvent,
        "TOOL_CALL_ARGS": check_AGUIToolCallArgsEvent,
        "TOOL_CALL_END": check_AGUIToolCallEndEvent,
        "TOOL_CALL_CHUNK": check_AGUIToolCallChunkEvent,
        "TOOL_CALL_RESULT": check_AGUIToolCallResultEvent,
        "STATE_SNAPSHOT": check_AGUIStateSnapshotEvent,
        "STATE_DELTA": check_AGUIStateDeltaEvent,
        "MESSAGES_SNAPSHOT": check_AGUIMessagesSnapshotEvent,
        "ACTIVITY_SNAPSHOT": check_AGUIActivitySnapshotEvent,
        "ACTIVITY_DELTA": check_AGUIActivityDeltaEvent,
        "RAW": check_AGUIRawEvent,
        "CUSTOM": check_AGUICustomEvent,
        "RUN_STARTED": check_AGUIRunStartedEvent,
        "RUN_FINISHED": check_AGUIRunFinishedEvent,
        "RUN_ERROR": check_AGUIRunErrorEvent,
        "STEP_STARTED": check_AGUIStepStartedEvent,
        "STEP_FINISHED": check_AGUIStepFinishedEvent,
        "REASONING_START": check_AGUIReasoningStartEvent,
        "REASONING_MESSAGE_START": check_AGUIReasoningMessageStartEvent,
        "REASONING_MESSAGE_CONTENT": check_AGUIReasoningMessageContentEvent,
        "REASONING_MESSAGE_END": check_AGUIReasoningMessageEndEvent,
        "REASONING_MESSAGE_CHUNK": check_AGUIReasoningMessageChunkEvent,
        "REASONING_END": check_AGUIReasoningEndEvent,
        "REASONING_ENCRYPTED_VALUE": check_AGUIReasoningEncryptedValueEvent,
        "SUBAGENT_STARTED": check_AGUISubagentStartedEvent,
        "SUBAGENT_FINISHED": check_AGUISubagentFinishedEvent,
        "SUBAGENT_ERROR": check_AGUISubagentErrorEvent,
    }
)
_OK_BY_TAG_405.update(
    {
        "TEXT_MESSAGE_START": ok_AGUITextMessageStartEvent,
        "TEXT_MESSAGE_CONTENT": ok_AGUITextMessageContentEvent,
        "TEXT_MESSAGE_END": ok_AGUITextMessageEndEvent,
        "TEXT_MESSAGE_CHUNK": ok_AGUITextMessageChunkEvent,
        "TOOL_CALL_START": ok_AGUIToolCallStartEvent,
        "TOOL_CALL_ARGS": ok_AGUIToolCallArgsEvent,
        "TOOL_CALL_END": ok_AGUIToolCallEndEvent,
        "TOOL_CALL_CHUNK": ok_AGUIToolCallChunkEvent,
        "TOOL_CALL_RESULT": ok_AGUIToolCallResultEvent,
        "STATE_SNAPSHOT": ok_AGUIStateSnapshotEvent,
        "STATE_DELTA": ok_AGUIStateDeltaEvent,
        "MESSAGES_SNAPSHOT": ok_AGUIMessagesSnapshotEvent,
        "ACTIVITY_SNAPSHOT": ok_AGUIActivitySnapshotEvent,
        "ACTIVITY_DELTA": ok_AGUIActivityDeltaEvent,
        "RAW": ok_AGUIRawEvent,
        "CUSTOM": ok_AGUICustomEvent,
        "RUN_STARTED": ok_AGUIRunStartedEvent,
        "RUN_FINISHED": ok_AGUIRunFinishedEvent,
        "RUN_ERROR": ok_AGUIRunErrorEvent,
        "STEP_STARTED": ok_AGUIStepStartedEvent,
        "STEP_FINISHED": ok_AGUIStepFinishedEvent,
        "REASONING_START": ok_AGUIReasoningStartEvent,
        "REASONING_MESSAGE_START": ok_AGUIReasoningMessageStartEvent,
        "REASONING_MESSAGE_CONTENT": ok_AGUIReasoningMessageContentEvent,
        "REASONING_MESSAGE_END": ok_AGUIReasoningMessageEndEvent,
        "REASONING_MESSAGE_CHUNK": ok_AGUIReasoningMessageChunkEvent,
        "REASONING_END": ok_AGUIReasoningEndEvent,
        "REASONING_ENCRYPTED_VALUE": ok_AGUIReasoningEncryptedValueEvent,
        "SUBAGENT_STARTED": ok_AGUISubagentStartedEvent,
        "SUBAGENT_FINISHED": ok_AGUISubagentFinishedEvent,
        "SUBAGENT_ERROR": ok_AGUISubagentErrorEvent,
    }
)
_BY_TAG_421.update(
    {
        "data": check_AGUIDataSource,
        "url": check_AGUIUrlSource,
        "file": check_AGUIFileSource,
    }
)
_OK_BY_TAG_422.update(
    {"data": ok_AGUIDataSource, "url": ok_AGUIUrlSource, "file": ok_AGUIFileSource}
)
_BY_TAG_439.update(
    {
        "text": check_AGUITextPart,
        "image": check_AGUIImagePart,
        "audio": check_AGUIAudioPart,
        "video": check_AGUIVideoPart,
        "document": check_AGUIDocumentPart,
    }
)
_OK_BY_TAG_440.update(
    {
        "text": ok_AGUITextPart,
        "image": ok_AGUIImagePart,
        "audio": ok_AGUIAudioPart,
        "video": ok_AGUIVideoPart,
        "document": ok_AGUIDocumentPart,
    }
)
_BY_TAG_463.update(
    {
        "add": check_AGUIJsonPatchAddOperation,
        "remove": check_AGUIJsonPatchRemoveOperation,
        "replace": check_AGUIJsonPatchReplaceOperation,
        "move": check_AGUIJsonPatchMoveOperation,
        "copy": check_AGUIJsonPatchCopyOperation,
        "test": check_AGUIJsonPatchTestOperation,
    }
)
_OK_BY_TAG_464.update(
    {
        "add": ok_AGUIJsonPatchAddOperation,
        "remove": ok_AGUIJsonPatchRemoveOperation,
        "replace": ok_AGUIJsonPatchReplaceOperation,
        "move": ok_AGUIJsonPatchMoveOperation,
        "copy": ok_AGUIJsonPatchCopyOperation,
        "test": ok_AGUIJsonPatchTestOperation,
    }
)
_BY_TAG_537.update(
    {
        "developer": check_AGUIDeveloperMessage,
        "system": check_AGUISystemMessage,
        "assistant": check_AGUIAssistantMessage,
        "user": check_AGUIUserMessage,
        "tool": check_AGUIToolMessage,
        "activity": check_AGUIActivityMessage,
        "reasoning": check_AGUIReasoningMessage,
    }
)
_OK_BY_TAG_538.update(
    {
        "developer": ok_AGUIDeveloperMessage,
        "system": ok_AGUISystemMessage,
        "assistant": ok_AGUIAssistantMessage,
        "user": ok_AGUIUserMessage,
        "tool": ok_AGUIToolMessage,
        "activity": ok_AGUIActivityMessage,
        "reasoning": ok_AGUIReasoningMessage,
    }
)
_BY_TAG_580.update(
    {
        "success": check_AGUIRunFinishedSuccessOutcome,
        "interrupt": check_AGUIRunFinishedInterruptOutcome,
        "cancelled": check_AGUIRunFinishedCancelledOutcome,
    }
)
_OK_BY_TAG_581.update(
    {
        "success": ok_AGUIRunFinishedSuccessOutcome,
        "interrupt": ok_AGUIRunFinishedInterruptOutcome,
        "cancelled": ok_AGUIRunFinishedCancelledOutcome,
    }
)
_BY_TAG_586.update(
    {
        "success": check_AGUISubagentFinishedSuccessOutcome,
        "suspended": check_AGUISubagentFinishedSuspendedOutcome,
    }
)
_OK_BY_TAG_587.update(
    {
        "success": ok_AGUISubagentFinishedSuccessOutcome,
        "suspended": ok_AGUISubagentFinishedSuspendedOutcome,
    }
)

CHECKS: dict[str, Any] = {
    "AISDKChunkProviderMetadata": check_AISDKChunkProviderMetadata,
    "AISDKChunkToolMetadata": check_AISDKChunkToolMetadata,
    "AISDKStartChunk": check_AISDKStartChunk,
    "AISDKTextStartChunk": check_AISDKTextStartChunk,
    "AISDKTextDeltaChunk": check_AISDKTextDeltaChunk,
    "AISDKTextEndChunk": check_AISDKTextEndChunk,
    "AISDKReasoningStartChunk": check_AISDKReasoningStartChunk,
    "AISDKReasoningDeltaChunk": check_AISDKReasoningDeltaChunk,
    "AISDKReasoningEndChunk": check_AISDKReasoningEndChunk,
    "AISDKErrorChunk": check_AISDKErrorChunk,
    "AISDKToolInputStartChunk": check_AISDKToolInputStartChunk,
    "AISDKToolInputDeltaChunk": check_AISDKToolInputDeltaChunk,
    "AISDKToolInputAvailableChunk": check_AISDKToolInputAvailableChunk,
    "AISDKToolInputErrorChunk": check_AISDKToolInputErrorChunk,
    "AISDKToolApprovalRequestChunk": check_AISDKToolApprovalRequestChunk,
    "AISDKToolOutputAvailableChunk": check_AISDKToolOutputAvailableChunk,
    "AISDKToolOutputErrorChunk": check_AISDKToolOutputErrorChunk,
    "AISDKToolOutputDeniedChunk": check_AISDKToolOutputDeniedChunk,
    "AISDKSourceUrlChunk": check_AISDKSourceUrlChunk,
    "AISDKSourceDocumentChunk": check_AISDKSourceDocumentChunk,
    "AISDKFileChunk": check_AISDKFileChunk,
    "AISDKDataChunk": check_AISDKDataChunk,
    "AISDKStartStepChunk": check_AISDKStartStepChunk,
    "AISDKFinishStepChunk": check_AISDKFinishStepChunk,
    "AISDKFinishChunk": check_AISDKFinishChunk,
    "AISDKAbortChunk": check_AISDKAbortChunk,
    "AISDKMessageMetadataChunk": check_AISDKMessageMetadataChunk,
    "AISDKUIMessageChunk": check_AISDKUIMessageChunk,
    "AGUITextMessageStartEvent": check_AGUITextMessageStartEvent,
    "AGUITextMessageContentEvent": check_AGUITextMessageContentEvent,
    "AGUITextMessageEndEvent": check_AGUITextMessageEndEvent,
    "AGUITextMessageChunkEvent": check_AGUITextMessageChunkEvent,
    "AGUIToolCallStartEvent": check_AGUIToolCallStartEvent,
    "AGUIToolCallArgsEvent": check_AGUIToolCallArgsEvent,
    "AGUIToolCallEndEvent": check_AGUIToolCallEndEvent,
    "AGUIToolCallChunkEvent": check_AGUIToolCallChunkEvent,
    "AGUIToolCallResultEvent": check_AGUIToolCallResultEvent,
    "AGUIStateSnapshotEvent": check_AGUIStateSnapshotEvent,
    "AGUIStateDeltaEvent": check_AGUIStateDeltaEvent,
    "AGUIMessagesSnapshotEvent": check_AGUIMessagesSnapshotEvent,
    "AGUIActivitySnapshotEvent": check_AGUIActivitySnapshotEvent,
    "AGUIActivityDeltaEvent": check_AGUIActivityDeltaEvent,
    "AGUIRawEvent": check_AGUIRawEvent,
    "AGUICustomEvent": check_AGUICustomEvent,
    "AGUIRunStartedEvent": check_AGUIRunStartedEvent,
    "AGUIRunFinishedEvent": check_AGUIRunFinishedEvent,
    "AGUIRunErrorEvent": check_AGUIRunErrorEvent,
    "AGUIStepStartedEvent": check_AGUIStepStartedEvent,
    "AGUIStepFinishedEvent": check_AGUIStepFinishedEvent,
    "AGUIReasoningStartEvent": check_AGUIReasoningStartEvent,
    "AGUIReasoningMessageStartEvent": check_AGUIReasoningMessageStartEvent,
    "AGUIReasoningMessageContentEvent": check_AGUIReasoningMessageContentEvent,
    "AGUIReasoningMessageEndEvent": check_AGUIReasoningMessageEndEvent,
    "AGUIReasoningMessageChunkEvent": check_AGUIReasoningMessageChunkEvent,
    "AGUIReasoningEndEvent": check_AGUIReasoningEndEvent,
    "AGUIReasoningEncryptedValueEvent": check_AGUIReasoningEncryptedValueEvent,
    "AGUISubagentStartedEvent": check_AGUISubagentStartedEvent,
    "AGUISubagentFinishedEvent": check_AGUISubagentFinishedEvent,
    "AGUISubagentErrorEvent": check_AGUISubagentErrorEvent,
    "AGUIEvent": check_AGUIEvent,
    "AGUITextPart": check_AGUITextPart,
    "AGUIDataSource": check_AGUIDataSource,
    "AGUIUrlSource": check_AGUIUrlSource,
    "AGUIFileSource": check_AGUIFileSource,
    "AGUIPartSource": check_AGUIPartSource,
    "AGUIImagePart": check_AGUIImagePart,
    "AGUIAudioPart": check_AGUIAudioPart,
    "AGUIVideoPart": check_AGUIVideoPart,
    "AGUIDocumentPart": check_AGUIDocumentPart,
    "AGUIContentPart": check_AGUIContentPart,
    "AGUIJsonPatchAddOperation": check_AGUIJsonPatchAddOperation,
    "AGUIJsonPatchRemoveOperation": check_AGUIJsonPatchRemoveOperation,
    "AGUIJsonPatchReplaceOperation": check_AGUIJsonPatchReplaceOperation,
    "AGUIJsonPatchMoveOperation": check_AGUIJsonPatchMoveOperation,
    "AGUIJsonPatchCopyOperation": check_AGUIJsonPatchCopyOperation,
    "AGUIJsonPatchTestOperation": check_AGUIJsonPatchTestOperation,
    "AGUIJsonPatchOperation": check_AGUIJsonPatchOperation,
    "AGUIFunctionCall": check_AGUIFunctionCall,
    "AGUIToolCall": check_AGUIToolCall,
    "AGUIDeveloperMessage": check_AGUIDeveloperMessage,
    "AGUISystemMessage": check_AGUISystemMessage,
    "AGUIAssistantMessage": check_AGUIAssistantMessage,
    "AGUIUserMessage": check_AGUIUserMessage,
    "AGUIToolMessage": check_AGUIToolMessage,
    "AGUIActivityMessage": check_AGUIActivityMessage,
    "AGUIReasoningMessage": check_AGUIReasoningMessage,
    "AGUIMessage": check_AGUIMessage,
    "AGUITool": check_AGUITool,
    "AGUIContext": check_AGUIContext,
    "AGUIResumeEntry": check_AGUIResumeEntry,
    "AGUIRunAgentInput": check_AGUIRunAgentInput,
    "AGUIInterrupt": check_AGUIInterrupt,
    "AGUIRunFinishedSuccessOutcome": check_AGUIRunFinishedSuccessOutcome,
    "AGUIRunFinishedInterruptOutcome": check_AGUIRunFinishedInterruptOutcome,
    "AGUIRunFinishedCancelledOutcome": check_AGUIRunFinishedCancelledOutcome,
    "AGUIRunFinishedOutcome": check_AGUIRunFinishedOutcome,
    "AGUISubagentFinishedSuccessOutcome": check_AGUISubagentFinishedSuccessOutcome,
    "AGUISubagentFinishedSuspendedOutcome": check_AGUISubagentFinishedSuspendedOutcome,
    "AGUISubagentFinishedOutcome": check_AGUISubagentFinishedOutcome,
    "AGUITokenUsage": check_AGUITokenUsage,
}
"""The check of every type, by title."""
