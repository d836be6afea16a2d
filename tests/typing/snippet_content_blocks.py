"""Typing snippets: standard content blocks, TypedDicts told apart by their ``type`` key.

``message.content_blocks`` is a ``list[ContentBlock]``, a union of TypedDicts;
testing ``block["type"]`` narrows a block to one of them. See
snippet_messages.py for how the checks and the expected errors work.

>>> message = HumanMessage(["Hello", {"type": "image", "url": "https://example.com/cat.png"}])
>>> describe(message)
['text: Hello', 'image: https://example.com/cat.png']
>>> call = {"name": "search", "args": {"q": "cats"}, "id": "c1"}
>>> ai = AIMessage("Looking.", tool_calls=[call], additional_kwargs={"reasoning_content": "hmm"})
>>> describe(ai)
['reasoning: hmm', 'text: Looking.', 'call search(c1)']
>>> first_text(ai)
'Looking.'
>>> use_block_constructors()["text"]
'hi'
"""

from __future__ import annotations

from typing_extensions import assert_type

from chatschema import (
    AIMessage,
    BaseMessage,
    ContentBlock,
    DataContentBlock,
    HumanMessage,
    ImageContentBlock,
    ReasoningContentBlock,
    TextContentBlock,
    ToolCall,
)


def describe(message: BaseMessage) -> list[str]:
    """One line per block, reading each block's own keys once its type is known."""
    out: list[str] = []
    for block in message.content_blocks:
        assert_type(block, ContentBlock)
        # The tool call blocks' ``type`` key is optional in their TypedDicts (see
        # first_text): test that it is there, and pyright narrows every block.
        if "type" not in block:
            continue
        if block["type"] == "text":
            assert_type(block, TextContentBlock)
            out.append(f"text: {block['text']}")
        elif block["type"] == "reasoning":
            assert_type(block, ReasoningContentBlock)
            out.append(f"reasoning: {block.get('reasoning', '')}")
        elif block["type"] == "image":
            assert_type(block, ImageContentBlock)
            out.append(f"image: {block.get('url') or block.get('file_id') or 'inline data'}")
        elif block["type"] == "tool_call":
            call: ToolCall = block
            assert_type(call["name"], str)
            out.append(f"call {call['name']}({call['id']})")
        else:
            out.append(block["type"])
    return out


def first_text(message: BaseMessage) -> str | None:
    """LangChain's own idiom, ``block["type"]`` with no presence test.

    mypy accepts it. pyright reports that ``type`` is not a required key of
    ToolCall, ToolCallChunk and InvalidToolCall: chatschema's ContentBlock union
    holds the tool call TypedDicts themselves, whose ``type`` is optional (as in
    ``langchain_core.messages.ToolCall``), where LangChain's ContentBlock holds
    content-block versions that require it. A known gap: the ignore below fails
    the check (as unnecessary) once the union requires ``type``.
    """
    for block in message.content_blocks:
        if block["type"] == "text":  # pyright: ignore[reportTypedDictNotRequiredAccess]
            return block["text"]
    return None


def use_block_constructors() -> TextContentBlock:
    """Blocks written by hand, for ``content_blocks=``: TypedDict calls or dict literals."""
    text = TextContentBlock(type="text", text="hi")
    image: ImageContentBlock = {"type": "image", "url": "https://example.com/a.png", "mime_type": "image/png"}
    data: DataContentBlock = image
    blocks: list[ContentBlock] = [text, data, {"type": "reasoning", "reasoning": "short"}]
    assert_type(HumanMessage(content_blocks=blocks), HumanMessage)
    assert_type(AIMessage(content_blocks=[{"type": "text", "text": "ok"}]), AIMessage)
    return text


def rejected_blocks(block: ContentBlock) -> None:
    """Blocks and reads both checkers reject."""
    missing: TextContentBlock = {"type": "text"}  # type: ignore[typeddict-item]  # pyright: ignore[reportAssignmentType]
    wrong_tag: TextContentBlock = {"type": "image", "text": "x"}  # type: ignore[typeddict-item]  # pyright: ignore[reportAssignmentType]
    unknown_key = TextContentBlock(type="text", text="x", colour="red")  # type: ignore[typeddict-unknown-key]  # pyright: ignore[reportCallIssue]
    assert missing and wrong_tag and unknown_key
    if "type" in block and block["type"] == "text":
        block["url"]  # type: ignore[typeddict-item]  # pyright: ignore[reportGeneralTypeIssues]
