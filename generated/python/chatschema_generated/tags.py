# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 5d0fa391a0cbab1628caebd0629fda70f583f114ef32cb110743e13723c43877
# ruff: noqa
"""The type tags of every tagged union and tag dispatch in the schemas, and the type each names.

For each union or dispatch ``T`` (its title as a constant, such as ``CONTENT_BLOCK``):
``T_BY_TAG`` maps each tag to the title of the type it names, in schema order, and
``T_TAGS`` is the set of those tags. ``BY_TAG`` holds every table under its title.
"""

from __future__ import annotations


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
    "Annotation": ANNOTATION_BY_TAG,
    "AnnotationItem": ANNOTATION_ITEM_BY_TAG,
    "AnyMessage": ANY_MESSAGE_BY_TAG,
    "ContentBlock": CONTENT_BLOCK_BY_TAG,
    "ContentPart": CONTENT_PART_BY_TAG,
    "DataContentBlock": DATA_CONTENT_BLOCK_BY_TAG,
    "SerializedMessage": SERIALIZED_MESSAGE_BY_TAG,
}
"""Every table above under its union or dispatch title."""
