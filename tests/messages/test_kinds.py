"""The message-facts table (chatschema.messages._kinds): each answer is what the classes themselves say."""

from __future__ import annotations

import abc
from typing import Any

import pytest

from chatschema import AIMessage, AIMessageChunk, BaseMessage, ChatMessage, HumanMessage, ToolMessageChunk
from chatschema.messages import MESSAGE_CLASSES
from chatschema.messages._base import AnyTypeMessage
from chatschema.messages._kinds import (
    CLASS_INFO,
    FAMILIES,
    NOT_A_MESSAGE,
    all_messages,
    class_info,
    class_kind,
    info_of,
    is_instance,
    kind_of,
)


class MyAI(AIMessage):
    pass


class MyToolChunk(ToolMessageChunk):
    pass


CLASSES = [*MESSAGE_CLASSES.values(), MyAI, MyToolChunk, AnyTypeMessage]


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__name__)
def test_each_fact_is_what_the_class_says(cls: Any) -> None:
    info = class_info(cls)
    family = next((row for row in FAMILIES if issubclass(cls, row[1])), None)
    if family is None:
        assert (info.kind, info.plain, info.chunk, info.role) == ("", None, None, None)
    else:
        assert (info.kind, info.plain, info.chunk, info.role) == family
    assert info.role_chars == (len(info.role) if info.role else -1)
    if cls is AnyTypeMessage:  # its type is a field: any message of it may have another
        assert info.tag is None
    else:
        assert info.tag == cls.__struct_config__.tag
    assert info.plain_text is (cls.text is BaseMessage.text)
    for other in CLASSES:
        assert (other in info.bases) is issubclass(cls, other), other


def test_new_message_classes_join_the_table_and_others_do_not() -> None:
    class Late(HumanMessage):
        pass

    assert Late not in CLASS_INFO
    assert kind_of(Late("hi")) == "human" and Late in CLASS_INFO
    assert class_info(dict) is NOT_A_MESSAGE and dict not in CLASS_INFO
    assert info_of("hi") is NOT_A_MESSAGE and class_kind(str) == ""
    assert all_messages([Late("x"), AIMessageChunk("y")]) and not all_messages([Late("x"), {"role": "user"}])


class Marker(abc.ABC):  # noqa: B024 - an ABC with a virtual subclass
    pass


Marker.register(ChatMessage)


@pytest.mark.parametrize(
    "message, classes",
    [
        (AIMessageChunk("x"), (AIMessage,)),
        (AIMessageChunk("x"), (HumanMessage, BaseMessage)),
        (AIMessage("x"), (AIMessageChunk,)),
        (MyToolChunk("x", tool_call_id="c"), (MyToolChunk,)),
        (ChatMessage("x", role="r"), (Marker,)),
        (HumanMessage("x"), (Marker, object)),
        ("text", (str,)),
        ({"role": "user"}, (HumanMessage,)),
    ],
)
def test_is_instance_is_isinstance(message: Any, classes: tuple[type, ...]) -> None:
    assert is_instance(message, classes) is isinstance(message, classes)
