"""convert_to_messages on every accepted form and its errors; ids; notification metadata."""

from __future__ import annotations

import re
import uuid
from typing import Any

import pytest
from langchain_core import messages as lc
from langchain_core.prompts import ChatPromptTemplate

import chatschema
from chatschema import (
    AIMessage,
    AIMessageChunk,
    ChatMessage,
    ChatMessageChunk,
    FunctionMessage,
    HumanMessage,
    RemoveMessage,
    SystemMessage,
    ToolMessage,
    ToolMessageChunk,
    ValidationError,
)
from chatschema._ids import LC_AUTO_PREFIX, LC_ID_PREFIX, ensure_id
from chatschema._notification import (
    NotificationMetadata,
    add_notification_metadata,
    get_notification_metadata,
)
from chatschema.convert import convert_to_messages

USAGE = {"input_tokens": 3, "output_tokens": 4, "total_tokens": 7}


def one(item: Any) -> Any:
    [message] = convert_to_messages([item])
    return message


# --------------------------------------------------------------------------------------------------
# Objects, strings, pairs


def test_own_messages_are_returned_as_they_are() -> None:
    messages = [HumanMessage("a"), AIMessageChunk("b"), RemoveMessage(id="x")]
    assert all(a is b for a, b in zip(convert_to_messages(messages), messages, strict=True))


def test_langchain_messages_are_converted_field_for_field() -> None:
    source = lc.AIMessage(
        "hi", usage_metadata=USAGE, tool_calls=[{"name": "f", "args": {}, "id": "1"}], id="m"
    )
    message = one(source)
    assert isinstance(message, AIMessage)
    assert message.model_dump() == {**source.model_dump(), "type": "ai"}
    chat = one(lc.ChatMessage("x", role="reviewer"))
    assert isinstance(chat, ChatMessage) and chat.role == "reviewer"


def test_prompt_value_is_read_through_to_messages() -> None:
    value = ChatPromptTemplate.from_messages([("system", "s"), ("human", "{q}")]).invoke({"q": "hi"})
    assert [type(m) for m in convert_to_messages(value)] == [SystemMessage, HumanMessage]


def test_string_is_a_human_message() -> None:
    assert one("hello") == HumanMessage("hello")
    assert [m.content for m in convert_to_messages("ab")] == [
        "a",
        "b",
    ]  # an iterable of strings, as in LangChain


@pytest.mark.parametrize(
    ("role", "cls"),
    [
        ("human", HumanMessage),
        ("user", HumanMessage),
        ("ai", AIMessage),
        ("assistant", AIMessage),
        ("system", SystemMessage),
        ("developer", SystemMessage),
    ],
)
def test_pairs(role: str, cls: type[Any]) -> None:
    for pair in ((role, "text"), [role, [{"type": "text", "text": "t"}]]):
        message = one(pair)
        assert type(message) is cls
        assert message.content == pair[1]
    if role == "developer":
        assert one((role, "x")).additional_kwargs == {"__openai_role__": "developer"}


# --------------------------------------------------------------------------------------------------
# OpenAI-style dicts


def test_openai_assistant_with_tool_calls() -> None:
    message = one(
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {"id": "c1", "type": "function", "function": {"name": "f", "arguments": '{"s": "a\nb"}'}},
                {
                    "id": "c2",
                    "type": "function",
                    "function": {"name": "g", "arguments": {"already": "parsed"}},
                },
                {"name": "h", "args": {"x": 1}, "id": "c3"},
            ],
            "refusal": None,
        }
    )
    assert isinstance(message, AIMessage)
    assert message.content == ""
    assert message.tool_calls == [
        {"name": "f", "args": {"s": "a\nb"}, "id": "c1", "type": "tool_call"},
        {"name": "g", "args": {"already": "parsed"}, "id": "c2", "type": "tool_call"},
        {"name": "h", "args": {"x": 1}, "id": "c3", "type": "tool_call"},
    ]
    assert message.additional_kwargs == {"refusal": None}


def test_openai_extra_keys_go_to_additional_kwargs_as_in_langchain() -> None:
    item = {
        "role": "user",
        "content": "x",
        "type": "message",
        "foo": 1,
        "additional_kwargs": {"foo": 2, "bar": 3},
        "response_metadata": {},
        "example": True,
        "name": "alice",
        "id": 7,
    }
    message = one(item)
    assert message.additional_kwargs == {"type": "message", "foo": 2, "bar": 3}
    assert message.response_metadata == {}
    assert (message.example, message.name, message.id) == (True, "alice", "7")
    assert message.model_dump() == lc.convert_to_messages([item])[0].model_dump()


def test_openai_tool_and_function_and_developer() -> None:
    tool = one({"role": "tool", "content": "42", "tool_call_id": "c1", "status": "error", "artifact": [1]})
    assert isinstance(tool, ToolMessage)
    assert (tool.tool_call_id, tool.status, tool.artifact, tool.additional_kwargs) == ("c1", "error", [1], {})
    fn = one({"role": "function", "content": "r", "name": "search"})
    assert isinstance(fn, FunctionMessage) and fn.name == "search"
    dev = one({"role": "developer", "content": "rules", "response_metadata": {"m": 1}})
    assert isinstance(dev, SystemMessage)
    assert dev.additional_kwargs == {"__openai_role__": "developer"}
    assert dev.response_metadata == {"m": 1}


def test_type_key_works_as_a_role_for_openai_roles() -> None:
    assert isinstance(one({"type": "user", "content": "x"}), HumanMessage)
    assert isinstance(one({"type": "assistant", "content": "x"}), AIMessage)


def test_remove_role_ignores_content() -> None:
    assert one({"role": "remove", "content": "ignored", "id": "m1"}) == RemoveMessage(id="m1")


# --------------------------------------------------------------------------------------------------
# LangChain's flat form and constructor envelope: lossless (the deliberate fix of #32835)


def test_flat_ai_message_round_trips_losslessly() -> None:
    source = AIMessage(
        "done",
        usage_metadata=USAGE,
        invalid_tool_calls=[{"name": "f", "args": "{bad", "id": "1", "error": "oops"}],
        additional_kwargs={"a": 1},
        response_metadata={"model_name": "m"},
        id="x",
    )
    flat = source.model_dump()
    assert one(flat) == source
    # LangChain moves both into additional_kwargs:
    theirs = lc.convert_to_messages([flat])[0]
    assert theirs.usage_metadata is None and "usage_metadata" in theirs.additional_kwargs


@pytest.mark.parametrize(
    "source",
    [
        HumanMessage("h", name="n", id="1"),
        SystemMessage("s"),
        ToolMessage("t", tool_call_id="c", artifact={"a": 1}, status="error"),
        FunctionMessage("f", name="fn"),
        ChatMessage("c", role="user"),
        ChatMessageChunk("c", role="assistant"),
        ToolMessageChunk("t", tool_call_id="c"),
        AIMessageChunk("", tool_call_chunks=[{"name": "f", "args": '{"a": 1}', "id": "1", "index": 0}]),
        RemoveMessage(id="r"),
    ],
)
def test_flat_form_round_trips_every_type(source: Any) -> None:
    assert one(source.model_dump()) == source


def test_flat_form_keeps_example_false_and_empty_content_list() -> None:
    flat = {"type": "human", "content": [], "example": False, "additional_kwargs": {"example": True}}
    message = one(flat)
    assert message.content == []
    assert message.example is False
    assert message.additional_kwargs == {"example": True}


def test_flat_form_unknown_keys_go_to_additional_kwargs_before_nested() -> None:
    message = one({"type": "ai", "content": "x", "refusal": "no", "k": 1, "additional_kwargs": {"k": 2}})
    assert message.additional_kwargs == {"refusal": "no", "k": 2}


def test_flat_form_nulls_mean_not_given() -> None:
    message = one({"type": "tool", "content": None, "tool_call_id": "c", "status": None, "name": None})
    assert (message.content, message.status, message.name) == ("", "success", None)


def test_role_decides_unless_the_type_has_a_role_field() -> None:
    assert isinstance(one({"type": "chat", "role": "user", "content": "x"}), ChatMessage)
    swapped = one({"type": "human", "role": "assistant", "content": "x"})  # as LangChain reads it
    assert isinstance(swapped, AIMessage) and swapped.additional_kwargs == {"type": "human"}


def test_constructor_envelope() -> None:
    source = lc.AIMessage("x", usage_metadata=USAGE, id="m1")
    message = one(source.to_json())
    assert isinstance(message, AIMessage)
    assert message.usage_metadata == USAGE and message.additional_kwargs == {}
    chunk = one(lc.AIMessageChunk("x").to_json())
    assert isinstance(chunk, AIMessageChunk)
    # without a type in kwargs, the class path decides: a chunk's path gives the chunk, as load() reads it
    plain = {"lc": 1, "type": "constructor", "id": ["langchain", "schema", "messages", "AIMessageChunk"]}
    assert type(one({**plain, "kwargs": {"content": "y"}})) is AIMessageChunk
    chat = one(lc.ChatMessage("c", role="narrator").to_json())
    assert isinstance(chat, ChatMessage) and chat.role == "narrator"


def test_constructor_envelope_is_read_by_the_one_reader_of_the_form() -> None:
    """A dict whose ``type`` is ``constructor`` is read by ``message_from_lc_json``'s reader, its errors
    under the item's index; a ``role`` decides first, as in any dict."""
    path = ["langchain", "schema", "messages", "ToolMessage"]
    kwargs = {"content": "x", "tool_call_id": "c", "artifact": {"__lc_escaped__": {"lc": 1}}}
    record = {"lc": 1, "type": "constructor", "id": path, "kwargs": kwargs}
    assert convert_to_messages([record]) == [chatschema.message_from_lc_json(record)]
    assert one(record).artifact == {"lc": 1}  # unwrapped, as load() unwraps it
    for bad, where in (
        ({**record, "id": ["ToolMessage"]}, "$[1].id"),
        ({**record, "kwargs": {**kwargs, "type": "ai"}}, "$[1].kwargs.type"),
        ({**record, "extra": 1}, "$[1]"),
    ):
        with pytest.raises(ValidationError) as info:
            convert_to_messages(["fine", bad])
        with pytest.raises(ValidationError) as alone:
            chatschema.message_from_lc_json(bad)
        assert (info.value.path, info.value.message) == (where, alone.value.message)
    assert one({"role": "user", "type": "constructor", "content": "x"}).additional_kwargs == {
        "type": "constructor"
    }


# --------------------------------------------------------------------------------------------------
# Errors


ROLE_MESSAGE = (
    "Unexpected message type: '{}'. Use one of 'human', 'user', 'ai', 'assistant', 'function', "
    "'tool', 'system', or 'developer'."
)


@pytest.mark.parametrize(
    ("item", "path", "message"),
    [
        ({"role": "robot", "content": "x"}, "$[1].role", ROLE_MESSAGE.format("robot")),
        ({"type": "robot", "content": "x"}, "$[1].type", ROLE_MESSAGE.format("robot")),
        (("chat", "x"), "$[1][0]", ROLE_MESSAGE.format("chat")),
        ((7, "x"), "$[1][0]", ROLE_MESSAGE.format("7")),
        ({"role": "user"}, "$[1]", "Message dict must contain 'role' and 'content' keys"),
        ({"content": "x"}, "$[1]", "Message dict must contain 'role' and 'content' keys"),
        ({"type": "human"}, "$[1]", "Message dict must contain 'role' and 'content' keys"),
        ({"lc": 1, "type": "constructor", "id": ["Evil"], "kwargs": {"content": "x"}}, "$[1].id", None),
        (
            {"lc": 1, "type": "secret", "id": ["KEY"]},
            "$[1]",
            "Message dict must contain 'role' and 'content' keys",
        ),
        (
            {
                "role": "assistant",
                "content": "",
                "tool_calls": [{"id": "1", "function": {"name": "f", "arguments": "{x"}}],
            },
            "$[1].tool_calls[0].function.arguments",
            None,
        ),
        (
            {
                "role": "assistant",
                "content": "",
                "tool_calls": [{"function": {"name": "f", "arguments": "{}"}}],
            },
            "$[1].tool_calls[0]",
            "Object missing required field `id`",
        ),
        (
            {"role": "assistant", "content": "", "tool_calls": [{"id": "1", "function": "f"}]},
            "$[1].tool_calls[0].function",
            "Expected `object`, got `str`",
        ),
        ({"role": "tool", "content": "x"}, "$[1]", "Object missing required field `tool_call_id`"),
        (("tool", "x"), "$[1]", "Object missing required field `tool_call_id`"),
        (("remove", "x"), "$[1]", "Object missing required field `id`"),
        (("human", None), "$[1].content", None),
        ({"role": "user", "content": "x", "additional_kwargs": None}, "$[1].additional_kwargs", None),
        ({"role": "user", "content": [{"type": "image"}]}, "$[1].content[0]", None),
        ({"type": "ai", "content": "", "usage_metadata": {"input_tokens": 1}}, "$[1].usage_metadata", None),
    ],
)
def test_errors(item: Any, path: str, message: str | None) -> None:
    with pytest.raises(ValidationError) as info:
        convert_to_messages(["fine", item])
    assert isinstance(info.value, ValueError)
    assert info.value.path == path, info.value
    if message is not None:
        assert info.value.message == message


def test_a_tool_call_id_on_a_user_message_is_an_extra_field_as_in_langchain() -> None:
    (message,) = convert_to_messages([{"role": "user", "content": "x", "tool_call_id": "1"}])
    assert message.tool_call_id == "1"  # type: ignore[attr-defined]
    assert "tool_call_id" in message.model_dump()


def test_errors_match_langchain_messages() -> None:
    """Code written against LangChain's messages keeps matching."""
    with pytest.raises(ValueError, match=re.escape("Unexpected message type: 'robot'. Use one of")):
        convert_to_messages([("robot", "x")])
    with pytest.raises(ValueError, match="Message dict must contain 'role' and 'content' keys"):
        convert_to_messages([{"role": "user"}])


@pytest.mark.parametrize("item", [7, None, 2.5, {1, 2}, object()])
def test_unsupported_kinds_raise_not_implemented(item: Any) -> None:
    with pytest.raises(NotImplementedError, match="Unsupported message type: <class"):
        convert_to_messages([item])


@pytest.mark.parametrize("item", [(), ("human",), ("human", "a", "b"), ["a", "b", "c"]])
def test_sequences_that_are_not_pairs(item: Any) -> None:
    with pytest.raises(
        NotImplementedError, match=re.escape("Message as a sequence must be (role string, template)")
    ):
        convert_to_messages([item])


def test_long_roles_are_shortened_in_the_error() -> None:
    with pytest.raises(ValidationError) as info:
        convert_to_messages([("r" * 500, "x")])
    assert len(info.value.message) < 250


# --------------------------------------------------------------------------------------------------
# ids


def test_ids() -> None:
    assert (LC_AUTO_PREFIX, LC_ID_PREFIX) == (lc.LC_AUTO_PREFIX, lc.LC_ID_PREFIX) == ("lc_", "lc_run-")
    assert ensure_id("abc") == "abc"
    for missing in (None, ""):
        made = ensure_id(missing)
        assert made.startswith("lc_")
        assert uuid.UUID(made[3:]).version == 4
    assert ensure_id(None) != ensure_id(None)


# --------------------------------------------------------------------------------------------------
# Notification metadata


def test_add_notification_metadata_sets_keys_on_a_copy() -> None:
    original = HumanMessage("Task done.", id="n1", additional_kwargs={"lc_data": {"old": 1}, "keep": True})
    data = {"task_id": "t1"}
    marked = add_notification_metadata(original, source="async_subagent", data=data)
    assert marked is not original and isinstance(marked, HumanMessage)
    assert marked.id == "n1" and marked.content == "Task done."
    assert marked.additional_kwargs == {
        "keep": True,
        "lc_source": "async_subagent",
        "lc_data": {"task_id": "t1"},
    }
    assert original.additional_kwargs == {"lc_data": {"old": 1}, "keep": True}
    data["task_id"] = "changed"
    assert marked.additional_kwargs["lc_data"] == {"task_id": "t1"}
    again = add_notification_metadata(marked, source="summary")
    assert again.additional_kwargs == {"keep": True, "lc_source": "summary"}


def test_get_notification_metadata() -> None:
    marked = add_notification_metadata(HumanMessage("x"), source="s", data={"a": 1})
    meta = get_notification_metadata(marked)
    assert meta == NotificationMetadata(source="s", data={"a": 1})
    assert meta is not None and meta["data"] is not marked.additional_kwargs["lc_data"]
    assert get_notification_metadata(HumanMessage("x")) is None
    assert get_notification_metadata(HumanMessage("x", additional_kwargs={"lc_source": 3})) is None
    assert get_notification_metadata(
        AIMessage("x", additional_kwargs={"lc_source": "s", "lc_data": [1]})
    ) == {"source": "s"}


def test_notification_metadata_matches_langchain() -> None:
    for kwargs in ({}, {"lc_data": {"x": 1}}, {"lc_source": "old", "z": 0}, {"lc_source": None}):
        for data in (None, {"task": "t"}):
            ours = add_notification_metadata(
                HumanMessage("x", additional_kwargs=dict(kwargs)), source="s", data=data
            )
            theirs = lc.add_notification_metadata(
                lc.HumanMessage("x", additional_kwargs=dict(kwargs)), source="s", data=data
            )
            assert list(ours.additional_kwargs.items()) == list(theirs.additional_kwargs.items())
            assert get_notification_metadata(ours) == lc.get_notification_metadata(theirs)
        assert get_notification_metadata(
            HumanMessage("x", additional_kwargs=kwargs)
        ) == lc.get_notification_metadata(lc.HumanMessage("x", additional_kwargs=kwargs))
