# Generated from schemas/content_blocks.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
# ruff: noqa
from __future__ import annotations

from typing import Any, Literal, TypeAlias, TypedDict

from typing_extensions import NotRequired

from .tool_calls import InvalidToolCall, ToolCall, ToolCallChunk

ContentBlocks: TypeAlias = Any


Extras: TypeAlias = dict[str, Any]
"""
Provider-specific data attached to a block that has no standard field.
"""


MediaSource: TypeAlias = dict[str, Any]


class ReasoningContentBlock(TypedDict):
    """
    Reasoning the model did before answering. Provider fields such as summary are kept.
    """

    type: Literal["reasoning"]
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    extras: NotRequired[Extras]
    reasoning: NotRequired[str]


class RefusalContentBlock(TypedDict):
    """
    An explicit refusal reported by the model provider, such as OpenAI refusal content or an Anthropic refusal stop reason. Refusals the model writes as ordinary text are not detected.
    """

    type: Literal["refusal"]
    refusal: str
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    extras: NotRequired[Extras]


class ImageContentBlock(TypedDict):
    """
    An image content, given by URL, inline base64 data, a provider file id, a legacy (v0) source, or a provider's own source field.
    """

    type: Literal["image"]
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    extras: NotRequired[Extras]
    url: NotRequired[str]
    base64: NotRequired[str]
    file_id: NotRequired[str]
    mime_type: NotRequired[str]
    source_type: NotRequired[Literal["url", "base64", "id", "text"]]
    data: NotRequired[str]


class AudioContentBlock(TypedDict):
    """
    Audio content, given by URL, inline base64 data, a provider file id, a legacy (v0) source, or a provider's own source field.
    """

    type: Literal["audio"]
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    extras: NotRequired[Extras]
    url: NotRequired[str]
    base64: NotRequired[str]
    file_id: NotRequired[str]
    mime_type: NotRequired[str]
    source_type: NotRequired[Literal["url", "base64", "id", "text"]]
    data: NotRequired[str]


class VideoContentBlock(TypedDict):
    """
    A video content, given by URL, inline base64 data, a provider file id, a legacy (v0) source, or a provider's own source field.
    """

    type: Literal["video"]
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    extras: NotRequired[Extras]
    url: NotRequired[str]
    base64: NotRequired[str]
    file_id: NotRequired[str]
    mime_type: NotRequired[str]
    source_type: NotRequired[Literal["url", "base64", "id", "text"]]
    data: NotRequired[str]


class FileContentBlock(TypedDict):
    """
    A file such as a pdf content, given by URL, inline base64 data, a provider file id, a legacy (v0) source, or a provider's own source field.
    """

    type: Literal["file"]
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    extras: NotRequired[Extras]
    url: NotRequired[str]
    base64: NotRequired[str]
    file_id: NotRequired[str]
    mime_type: NotRequired[str]
    source_type: NotRequired[Literal["url", "base64", "id", "text"]]
    data: NotRequired[str]


class PlainTextContentBlock(TypedDict):
    """
    A plain-text document, such as an attachment, given inline or by reference.
    """

    type: Literal["text-plain"]
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    extras: NotRequired[Extras]
    mime_type: Literal["text/plain"]
    text: NotRequired[str]
    url: NotRequired[str]
    base64: NotRequired[str]
    file_id: NotRequired[str]
    title: NotRequired[str]
    context: NotRequired[str]


class NonStandardContentBlock(TypedDict):
    """
    A provider-specific block that has no standard equivalent, kept whole in value.
    """

    type: Literal["non_standard"]
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    value: Extras


class ServerToolCall(TypedDict):
    """
    A call to a tool that the provider runs itself, such as web search. Streamed calls may lack an id and name until their chunks are joined.
    """

    type: Literal["server_tool_call"]
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    extras: NotRequired[Extras]
    name: NotRequired[str]
    args: Extras


class ServerToolCallChunk(TypedDict):
    """
    A fragment of a server-side tool call received while streaming.
    """

    type: Literal["server_tool_call_chunk"]
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    extras: NotRequired[Extras]
    name: NotRequired[str]
    args: NotRequired[str]


class ServerToolResult(TypedDict):
    """
    The result of a server-side tool call.
    """

    type: Literal["server_tool_result"]
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    extras: NotRequired[Extras]
    tool_call_id: str
    status: Literal["success", "error"]
    output: NotRequired[Any]


class Citation(TypedDict):
    """
    An annotation that cites a source for a span of text.
    """

    type: Literal["citation"]
    id: NotRequired[str]
    url: NotRequired[str]
    title: NotRequired[str]
    start_index: NotRequired[int]
    end_index: NotRequired[int]
    cited_text: NotRequired[str]
    extras: NotRequired[Extras]


class NonStandardAnnotation(TypedDict):
    """
    A provider-specific annotation with no standard equivalent, kept whole in value.
    """

    type: Literal["non_standard_annotation"]
    id: NotRequired[str]
    value: Extras


DataContentBlock: TypeAlias = (
    ImageContentBlock
    | VideoContentBlock
    | AudioContentBlock
    | PlainTextContentBlock
    | FileContentBlock
)


Annotation: TypeAlias = Citation | NonStandardAnnotation


class ContentPart(TypedDict):
    """
    An object in a message's content list. If its type tag names a standard block, it must match that block's schema; objects with any other type, such as a provider's native blocks, are kept unchanged.
    """


ContentItem: TypeAlias = str | ContentPart


class AnnotationItem(TypedDict):
    """
    One annotation on a text block. If its type tag names a standard annotation it must match that schema; a provider's own annotations are kept unchanged.
    """


class TextContentBlock(TypedDict):
    """
    Text produced by or given to a model. Provider fields such as citations are kept.
    """

    type: Literal["text"]
    id: NotRequired[str]
    index: NotRequired[int | str | None]
    extras: NotRequired[Extras]
    text: str
    annotations: NotRequired[list[AnnotationItem]]


ContentBlock: TypeAlias = (
    TextContentBlock
    | ReasoningContentBlock
    | RefusalContentBlock
    | ImageContentBlock
    | AudioContentBlock
    | VideoContentBlock
    | FileContentBlock
    | PlainTextContentBlock
    | NonStandardContentBlock
    | ToolCall
    | ToolCallChunk
    | InvalidToolCall
    | ServerToolCall
    | ServerToolCallChunk
    | ServerToolResult
)
