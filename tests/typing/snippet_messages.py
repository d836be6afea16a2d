"""Typing snippets: building and reading messages, as code written for LangChain does.

``make typecheck-snippets`` checks this folder with ``mypy --strict`` and
pyright (strict, see pyrightconfig.json). Each ``assert_type`` is an assertion
both make. Each line that ends in ``# type: ignore[...]  # pyright: ignore[...]``
is usage both must reject: an ignore comment that suppresses nothing fails the
check (mypy's ``warn_unused_ignores``, pyright's
``reportUnnecessaryTypeIgnoreComment``), so these lines prove the error is
reported. The ``rejected_*`` functions are never called.

pytest imports the module (doctests), and runs the usage below:

>>> use_constructors()
>>> use_fields()
>>> use_chunks()
>>> use_helpers()
"""

from __future__ import annotations

from typing import Any, Literal

from typing_extensions import assert_type

import chatschema
from chatschema import (
    AIMessage,
    AIMessageChunk,
    BaseMessage,
    BaseMessageChunk,
    ChatMessage,
    ChatMessageChunk,
    FunctionMessage,
    HumanMessage,
    HumanMessageChunk,
    RemoveMessage,
    SystemMessage,
    ToolCall,
    ToolMessage,
    ToolMessageChunk,
)
from chatschema.messages import TextAccessor


def use_constructors() -> None:
    """LangChain's calling conventions: content positional or keyword, the rest by keyword."""
    assert_type(HumanMessage("hi"), HumanMessage)
    assert_type(HumanMessage(content="hi", id="m1", name="ann"), HumanMessage)
    assert_type(HumanMessage(["Hello, ", {"type": "text", "text": "world"}]), HumanMessage)
    assert_type(SystemMessage("Answer in French."), SystemMessage)
    call = ToolCall(name="search", args={"q": "x"}, id="c1")
    assert_type(AIMessage(content="", tool_calls=[call]), AIMessage)
    assert_type(AIMessage("", tool_calls=[{"name": "search", "args": {}, "id": "c2"}]), AIMessage)
    assert_type(ToolMessage("r", tool_call_id="1"), ToolMessage)
    assert_type(ToolMessage(content="r", tool_call_id="1", status="error"), ToolMessage)
    assert_type(ChatMessage("Looks good", role="reviewer"), ChatMessage)
    assert_type(FunctionMessage("12:00", name="get_time"), FunctionMessage)
    assert_type(RemoveMessage(id="m7"), RemoveMessage)
    # BaseMessage(...) builds a message of any type, as in LangChain
    assert_type(BaseMessage("bar", type="note"), BaseMessage)
    assert_type(AIMessageChunk("par"), AIMessageChunk)
    assert_type(ToolMessageChunk("4", tool_call_id="c1"), ToolMessageChunk)


def use_fields() -> None:
    """The fields read with their types, on a class and on BaseMessage."""
    ai = AIMessage("hi", id="m1", tool_calls=[{"name": "f", "args": {}, "id": "c1"}])
    assert_type(ai.content, str | list[str | dict[str, Any]])
    assert_type(ai.id, str | None)
    assert_type(ai.tool_calls, list[dict[str, Any]])
    assert_type(ai.usage_metadata, dict[str, Any] | None)
    assert_type(ai.type, str)
    assert_type(ai.text, TextAccessor)
    text: str = ai.text  # TextAccessor is a str
    assert text == "hi"

    tool = ToolMessage("r", tool_call_id="1")
    assert_type(tool.tool_call_id, str)
    assert_type(tool.status, Literal["success", "error"])
    assert_type(ChatMessage("x", role="critic").role, str)
    assert_type(FunctionMessage("x", name="f").name, str)

    # LangChain's base fields, on any message
    message: BaseMessage = ai
    assert_type(message.content, str | list[str | dict[str, Any]])
    assert_type(message.additional_kwargs, dict[str, Any])
    assert_type(message.response_metadata, dict[str, Any])
    assert_type(message.name, str | None)
    assert_type(message.id, str | None)
    message.content = "changed"  # fields can be set, as on LangChain's models
    assert calls_of(message) == ["f"]

    assert_type(ai.model_copy(update={"id": "2"}), AIMessage)
    assert_type(ai.model_dump(), dict[str, Any])
    assert_type(ai.to_json(), dict[str, Any])
    assert_type(ai.pretty_repr(), str)


def calls_of(message: BaseMessage) -> list[str]:
    """isinstance narrows a BaseMessage (an AIMessageChunk counts as an AIMessage at runtime)."""
    if isinstance(message, AIMessage):
        assert_type(message, AIMessage)
        assert_type(message.tool_calls, list[dict[str, Any]])
        return [call["name"] for call in message.tool_calls]
    return []


def join(left: BaseMessageChunk, right: BaseMessageChunk) -> BaseMessageChunk:
    """Chunks of a class not known statically add to a BaseMessageChunk."""
    return assert_type(left + right, BaseMessageChunk)


def use_chunks() -> None:
    """``chunk + chunk`` is a chunk of the left operand's class."""
    total = AIMessageChunk("Hel", id="r1") + AIMessageChunk("lo")
    assert_type(total, AIMessageChunk)
    assert_type(total + [AIMessageChunk("!")], AIMessageChunk)  # noqa: RUF005 (a chunk plus a list of chunks)
    assert_type(HumanMessageChunk("a") + HumanMessageChunk("b"), HumanMessageChunk)
    assert_type(ChatMessageChunk("a", role="r") + ChatMessageChunk("b", role="r"), ChatMessageChunk)
    four, two = ToolMessageChunk("4", tool_call_id="c"), ToolMessageChunk("2", tool_call_id="c")
    assert_type(four + two, ToolMessageChunk)
    assert join(HumanMessageChunk("x"), HumanMessageChunk("y")).content == "xy"
    assert_type(chatschema.message_chunk_to_message(total), BaseMessage)
    assert_type(chatschema.add_ai_message_chunks(total, AIMessageChunk("?")), AIMessageChunk)
    stream = chatschema.ChunkAccumulator([AIMessageChunk("Hel", id="r1")])
    stream.add(AIMessageChunk("lo"))
    assert_type(stream.message(), AIMessageChunk)
    assert stream.message() == total
    empty: chatschema.ChunkAccumulator[HumanMessageChunk] = chatschema.ChunkAccumulator()
    empty += HumanMessageChunk("a")
    assert_type(empty.message(), HumanMessageChunk)


def use_helpers() -> None:
    """A few of the functions that take and return messages."""
    messages = chatschema.convert_to_messages([("user", "hi"), {"role": "assistant", "content": "hello"}])
    assert_type(messages, list[BaseMessage])
    history: list[BaseMessage] = [SystemMessage("be brief"), *messages]
    assert_type(chatschema.get_buffer_string(history), str)
    assert_type(chatschema.messages_to_dict(history), list[dict[str, Any]])
    assert_type(chatschema.messages_from_dict(chatschema.messages_to_dict(history)), list[BaseMessage])
    assert_type(chatschema.filter_messages(history, include_types=["human"]), list[BaseMessage])
    assert_type(chatschema.merge_message_runs(history), list[BaseMessage])


def rejected_constructors() -> None:
    """Constructor calls both checkers reject."""
    HumanMessage(1)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    # content_blocks is keyword only (the constructor takes one positional argument)
    HumanMessage(None, [{"type": "text", "text": "hi"}])  # type: ignore[misc]  # pyright: ignore[reportCallIssue]
    # RemoveMessage takes its id by keyword (a positional argument is content, which it refuses)
    RemoveMessage("m7")  # type: ignore[misc]  # pyright: ignore[reportCallIssue]
    AIMessage(content_blocks="hi")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def rejected_fields(ai: AIMessage, tool: ToolMessage, message: BaseMessage) -> None:
    """Reads and writes both checkers reject."""
    ai.content = 1  # type: ignore[assignment]  # pyright: ignore[reportAttributeAccessIssue]
    tool.status = "pending"  # type: ignore[assignment]  # pyright: ignore[reportAttributeAccessIssue]
    message.tool_calls = []  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue]
    ai.no_such_field = 1  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue]


def rejected_chunks(chunk: AIMessageChunk, message: AIMessage) -> None:
    """Sums both checkers reject: only chunks (or lists of chunks) add to a chunk.

    (pyright also reports the unknown type of the failed sum, in strict mode.)
    """
    _ = chunk + 1  # type: ignore[operator]  # pyright: ignore[reportOperatorIssue, reportUnknownVariableType]
    _ = chunk + message  # type: ignore[operator]  # pyright: ignore[reportOperatorIssue, reportUnknownVariableType]
    # whole messages do not add up (LangChain's give a prompt template)
    _ = message + message  # type: ignore[operator]  # pyright: ignore[reportOperatorIssue, reportUnknownVariableType]
