"""Message classes with LangChain's behaviour, built on the generated Structs."""

from chatschema.messages._ai import AIMessage, AIMessageChunk
from chatschema.messages._base import BaseMessage, BaseMessageChunk, TextAccessor, get_msg_title_repr
from chatschema.messages._chat import ChatMessage, ChatMessageChunk
from chatschema.messages._function import FunctionMessage, FunctionMessageChunk
from chatschema.messages._human import HumanMessage, HumanMessageChunk
from chatschema.messages._remove import RemoveMessage
from chatschema.messages._system import SystemMessage, SystemMessageChunk
from chatschema.messages._tool import ToolMessage, ToolMessageChunk

MESSAGE_CLASSES: dict[str, type[BaseMessage]] = {
    cls.__struct_config__.tag: cls  # type: ignore[misc]
    for cls in (
        HumanMessage,
        AIMessage,
        SystemMessage,
        ToolMessage,
        FunctionMessage,
        ChatMessage,
        RemoveMessage,
        HumanMessageChunk,
        AIMessageChunk,
        SystemMessageChunk,
        ToolMessageChunk,
        FunctionMessageChunk,
        ChatMessageChunk,
    )
}
"""Every message class by its type tag, such as ``"human"`` or ``"AIMessageChunk"``."""

__all__ = [
    "MESSAGE_CLASSES",
    "AIMessage",
    "AIMessageChunk",
    "BaseMessage",
    "BaseMessageChunk",
    "ChatMessage",
    "ChatMessageChunk",
    "FunctionMessage",
    "FunctionMessageChunk",
    "HumanMessage",
    "HumanMessageChunk",
    "RemoveMessage",
    "SystemMessage",
    "SystemMessageChunk",
    "TextAccessor",
    "ToolMessage",
    "ToolMessageChunk",
    "get_msg_title_repr",
]
