# Generated from schemas/serialized.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
# ruff: noqa
from __future__ import annotations

from typing import Annotated, Any, Literal, TypeAlias

from msgspec import Meta, Struct

from .messages import (
    AIMessage,
    AIMessageChunk,
    ChatMessage,
    ChatMessageChunk,
    FunctionMessage,
    FunctionMessageChunk,
    HumanMessage,
    HumanMessageChunk,
    RemoveMessage,
    SystemMessage,
    SystemMessageChunk,
    ToolMessage,
    ToolMessageChunk,
)

SerializedMessages: TypeAlias = Annotated[
    Any,
    Meta(
        description="The envelope that stored chat histories use for each message.",
        title="Serialized messages",
    ),
]


class SerializedHumanMessage(
    Struct, kw_only=True, tag_field="type", tag="human", forbid_unknown_fields=True
):
    """The stored form of a HumanMessage: its type tag and its fields."""

    data: Annotated[HumanMessage, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedSystemMessage(
    Struct, kw_only=True, tag_field="type", tag="system", forbid_unknown_fields=True
):
    """The stored form of a SystemMessage: its type tag and its fields."""

    data: Annotated[SystemMessage, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedToolMessage(
    Struct, kw_only=True, tag_field="type", tag="tool", forbid_unknown_fields=True
):
    """The stored form of a ToolMessage: its type tag and its fields."""

    data: Annotated[ToolMessage, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedFunctionMessage(
    Struct, kw_only=True, tag_field="type", tag="function", forbid_unknown_fields=True
):
    """The stored form of a FunctionMessage: its type tag and its fields."""

    data: Annotated[FunctionMessage, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedChatMessage(
    Struct, kw_only=True, tag_field="type", tag="chat", forbid_unknown_fields=True
):
    """The stored form of a ChatMessage: its type tag and its fields."""

    data: Annotated[ChatMessage, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedRemoveMessage(
    Struct, kw_only=True, tag_field="type", tag="remove", forbid_unknown_fields=True
):
    """The stored form of a RemoveMessage: its type tag and its fields."""

    data: Annotated[RemoveMessage, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedHumanMessageChunk(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="HumanMessageChunk",
    forbid_unknown_fields=True,
):
    """The stored form of a HumanMessageChunk: its type tag and its fields."""

    data: Annotated[HumanMessageChunk, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedSystemMessageChunk(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="SystemMessageChunk",
    forbid_unknown_fields=True,
):
    """The stored form of a SystemMessageChunk: its type tag and its fields."""

    data: Annotated[SystemMessageChunk, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedToolMessageChunk(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="ToolMessageChunk",
    forbid_unknown_fields=True,
):
    """The stored form of a ToolMessageChunk: its type tag and its fields."""

    data: Annotated[ToolMessageChunk, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedFunctionMessageChunk(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="FunctionMessageChunk",
    forbid_unknown_fields=True,
):
    """The stored form of a FunctionMessageChunk: its type tag and its fields."""

    data: Annotated[
        FunctionMessageChunk, Meta(description="The fields of the message.")
    ]
    """The fields of the message."""


class SerializedChatMessageChunk(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="ChatMessageChunk",
    forbid_unknown_fields=True,
):
    """The stored form of a ChatMessageChunk: its type tag and its fields."""

    data: Annotated[ChatMessageChunk, Meta(description="The fields of the message.")]
    """The fields of the message."""


class LangChainSerializedHumanMessage(Struct, kw_only=True, forbid_unknown_fields=True):
    """A HumanMessage in LangChain's Serializable JSON form: a class path of HumanMessage in id and the fields of the message in kwargs."""

    lc: Annotated[
        Literal[1], Meta(description="Version of the serialization format; always 1.")
    ]
    """Version of the serialization format; always 1."""

    type: Annotated[
        Literal["constructor"],
        Meta(
            description="Kind of record; always \u0027constructor\u0027, a class and the arguments to build it with."
        ),
    ]
    """Kind of record; always 'constructor', a class and the arguments to build it with."""

    id: Annotated[
        list[str],
        Meta(
            description="The class path of HumanMessage: [\u0027langchain\u0027, \u0027schema\u0027, \u0027messages\u0027, \u0027HumanMessage\u0027] or [\u0027langchain_core\u0027, \u0027messages\u0027, \u0027human\u0027, \u0027HumanMessage\u0027] or [\u0027langchain\u0027, \u0027schema\u0027, \u0027HumanMessage\u0027]. The first is the one LangChain writes; the others are older paths that LangChain\u0027s loader still reads as this class."
        ),
    ]
    """The class path of HumanMessage: ['langchain', 'schema', 'messages', 'HumanMessage'] or ['langchain_core', 'messages', 'human', 'HumanMessage'] or ['langchain', 'schema', 'HumanMessage']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class."""

    kwargs: Annotated[
        HumanMessage,
        Meta(
            description="The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is \u0027human\u0027. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."
        ),
    ]
    """The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'human'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."""


class LangChainSerializedSystemMessage(
    Struct, kw_only=True, forbid_unknown_fields=True
):
    """A SystemMessage in LangChain's Serializable JSON form: a class path of SystemMessage in id and the fields of the message in kwargs."""

    lc: Annotated[
        Literal[1], Meta(description="Version of the serialization format; always 1.")
    ]
    """Version of the serialization format; always 1."""

    type: Annotated[
        Literal["constructor"],
        Meta(
            description="Kind of record; always \u0027constructor\u0027, a class and the arguments to build it with."
        ),
    ]
    """Kind of record; always 'constructor', a class and the arguments to build it with."""

    id: Annotated[
        list[str],
        Meta(
            description="The class path of SystemMessage: [\u0027langchain\u0027, \u0027schema\u0027, \u0027messages\u0027, \u0027SystemMessage\u0027] or [\u0027langchain_core\u0027, \u0027messages\u0027, \u0027system\u0027, \u0027SystemMessage\u0027] or [\u0027langchain\u0027, \u0027schema\u0027, \u0027SystemMessage\u0027]. The first is the one LangChain writes; the others are older paths that LangChain\u0027s loader still reads as this class."
        ),
    ]
    """The class path of SystemMessage: ['langchain', 'schema', 'messages', 'SystemMessage'] or ['langchain_core', 'messages', 'system', 'SystemMessage'] or ['langchain', 'schema', 'SystemMessage']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class."""

    kwargs: Annotated[
        SystemMessage,
        Meta(
            description="The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is \u0027system\u0027. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."
        ),
    ]
    """The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'system'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."""


class LangChainSerializedToolMessage(Struct, kw_only=True, forbid_unknown_fields=True):
    """A ToolMessage in LangChain's Serializable JSON form: a class path of ToolMessage in id and the fields of the message in kwargs."""

    lc: Annotated[
        Literal[1], Meta(description="Version of the serialization format; always 1.")
    ]
    """Version of the serialization format; always 1."""

    type: Annotated[
        Literal["constructor"],
        Meta(
            description="Kind of record; always \u0027constructor\u0027, a class and the arguments to build it with."
        ),
    ]
    """Kind of record; always 'constructor', a class and the arguments to build it with."""

    id: Annotated[
        list[str],
        Meta(
            description="The class path of ToolMessage: [\u0027langchain\u0027, \u0027schema\u0027, \u0027messages\u0027, \u0027ToolMessage\u0027] or [\u0027langchain_core\u0027, \u0027messages\u0027, \u0027tool\u0027, \u0027ToolMessage\u0027]. The first is the one LangChain writes; the others are older paths that LangChain\u0027s loader still reads as this class."
        ),
    ]
    """The class path of ToolMessage: ['langchain', 'schema', 'messages', 'ToolMessage'] or ['langchain_core', 'messages', 'tool', 'ToolMessage']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class."""

    kwargs: Annotated[
        ToolMessage,
        Meta(
            description="The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is \u0027tool\u0027. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."
        ),
    ]
    """The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'tool'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."""


class LangChainSerializedFunctionMessage(
    Struct, kw_only=True, forbid_unknown_fields=True
):
    """A FunctionMessage in LangChain's Serializable JSON form: a class path of FunctionMessage in id and the fields of the message in kwargs."""

    lc: Annotated[
        Literal[1], Meta(description="Version of the serialization format; always 1.")
    ]
    """Version of the serialization format; always 1."""

    type: Annotated[
        Literal["constructor"],
        Meta(
            description="Kind of record; always \u0027constructor\u0027, a class and the arguments to build it with."
        ),
    ]
    """Kind of record; always 'constructor', a class and the arguments to build it with."""

    id: Annotated[
        list[str],
        Meta(
            description="The class path of FunctionMessage: [\u0027langchain\u0027, \u0027schema\u0027, \u0027messages\u0027, \u0027FunctionMessage\u0027] or [\u0027langchain_core\u0027, \u0027messages\u0027, \u0027function\u0027, \u0027FunctionMessage\u0027] or [\u0027langchain\u0027, \u0027schema\u0027, \u0027FunctionMessage\u0027]. The first is the one LangChain writes; the others are older paths that LangChain\u0027s loader still reads as this class."
        ),
    ]
    """The class path of FunctionMessage: ['langchain', 'schema', 'messages', 'FunctionMessage'] or ['langchain_core', 'messages', 'function', 'FunctionMessage'] or ['langchain', 'schema', 'FunctionMessage']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class."""

    kwargs: Annotated[
        FunctionMessage,
        Meta(
            description="The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is \u0027function\u0027. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."
        ),
    ]
    """The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'function'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."""


class LangChainSerializedChatMessage(Struct, kw_only=True, forbid_unknown_fields=True):
    """A ChatMessage in LangChain's Serializable JSON form: a class path of ChatMessage in id and the fields of the message in kwargs."""

    lc: Annotated[
        Literal[1], Meta(description="Version of the serialization format; always 1.")
    ]
    """Version of the serialization format; always 1."""

    type: Annotated[
        Literal["constructor"],
        Meta(
            description="Kind of record; always \u0027constructor\u0027, a class and the arguments to build it with."
        ),
    ]
    """Kind of record; always 'constructor', a class and the arguments to build it with."""

    id: Annotated[
        list[str],
        Meta(
            description="The class path of ChatMessage: [\u0027langchain\u0027, \u0027schema\u0027, \u0027messages\u0027, \u0027ChatMessage\u0027] or [\u0027langchain_core\u0027, \u0027messages\u0027, \u0027chat\u0027, \u0027ChatMessage\u0027] or [\u0027langchain\u0027, \u0027schema\u0027, \u0027ChatMessage\u0027]. The first is the one LangChain writes; the others are older paths that LangChain\u0027s loader still reads as this class."
        ),
    ]
    """The class path of ChatMessage: ['langchain', 'schema', 'messages', 'ChatMessage'] or ['langchain_core', 'messages', 'chat', 'ChatMessage'] or ['langchain', 'schema', 'ChatMessage']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class."""

    kwargs: Annotated[
        ChatMessage,
        Meta(
            description="The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is \u0027chat\u0027. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."
        ),
    ]
    """The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'chat'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."""


class LangChainSerializedRemoveMessage(
    Struct, kw_only=True, forbid_unknown_fields=True
):
    """A RemoveMessage in LangChain's Serializable JSON form: a class path of RemoveMessage in id and the fields of the message in kwargs."""

    lc: Annotated[
        Literal[1], Meta(description="Version of the serialization format; always 1.")
    ]
    """Version of the serialization format; always 1."""

    type: Annotated[
        Literal["constructor"],
        Meta(
            description="Kind of record; always \u0027constructor\u0027, a class and the arguments to build it with."
        ),
    ]
    """Kind of record; always 'constructor', a class and the arguments to build it with."""

    id: Annotated[
        list[str],
        Meta(
            description="The class path of RemoveMessage: [\u0027langchain\u0027, \u0027schema\u0027, \u0027messages\u0027, \u0027RemoveMessage\u0027] or [\u0027langchain_core\u0027, \u0027messages\u0027, \u0027modifier\u0027, \u0027RemoveMessage\u0027]. The first is the one LangChain writes; the others are older paths that LangChain\u0027s loader still reads as this class."
        ),
    ]
    """The class path of RemoveMessage: ['langchain', 'schema', 'messages', 'RemoveMessage'] or ['langchain_core', 'messages', 'modifier', 'RemoveMessage']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class."""

    kwargs: Annotated[
        RemoveMessage,
        Meta(
            description="The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is \u0027remove\u0027. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."
        ),
    ]
    """The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'remove'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."""


class LangChainSerializedHumanMessageChunk(
    Struct, kw_only=True, forbid_unknown_fields=True
):
    """A HumanMessageChunk in LangChain's Serializable JSON form: a class path of HumanMessageChunk in id and the fields of the message in kwargs."""

    lc: Annotated[
        Literal[1], Meta(description="Version of the serialization format; always 1.")
    ]
    """Version of the serialization format; always 1."""

    type: Annotated[
        Literal["constructor"],
        Meta(
            description="Kind of record; always \u0027constructor\u0027, a class and the arguments to build it with."
        ),
    ]
    """Kind of record; always 'constructor', a class and the arguments to build it with."""

    id: Annotated[
        list[str],
        Meta(
            description="The class path of HumanMessageChunk: [\u0027langchain\u0027, \u0027schema\u0027, \u0027messages\u0027, \u0027HumanMessageChunk\u0027] or [\u0027langchain_core\u0027, \u0027messages\u0027, \u0027human\u0027, \u0027HumanMessageChunk\u0027]. The first is the one LangChain writes; the others are older paths that LangChain\u0027s loader still reads as this class."
        ),
    ]
    """The class path of HumanMessageChunk: ['langchain', 'schema', 'messages', 'HumanMessageChunk'] or ['langchain_core', 'messages', 'human', 'HumanMessageChunk']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class."""

    kwargs: Annotated[
        HumanMessageChunk,
        Meta(
            description="The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is \u0027HumanMessageChunk\u0027. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."
        ),
    ]
    """The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'HumanMessageChunk'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."""


class LangChainSerializedSystemMessageChunk(
    Struct, kw_only=True, forbid_unknown_fields=True
):
    """A SystemMessageChunk in LangChain's Serializable JSON form: a class path of SystemMessageChunk in id and the fields of the message in kwargs."""

    lc: Annotated[
        Literal[1], Meta(description="Version of the serialization format; always 1.")
    ]
    """Version of the serialization format; always 1."""

    type: Annotated[
        Literal["constructor"],
        Meta(
            description="Kind of record; always \u0027constructor\u0027, a class and the arguments to build it with."
        ),
    ]
    """Kind of record; always 'constructor', a class and the arguments to build it with."""

    id: Annotated[
        list[str],
        Meta(
            description="The class path of SystemMessageChunk: [\u0027langchain\u0027, \u0027schema\u0027, \u0027messages\u0027, \u0027SystemMessageChunk\u0027] or [\u0027langchain_core\u0027, \u0027messages\u0027, \u0027system\u0027, \u0027SystemMessageChunk\u0027]. The first is the one LangChain writes; the others are older paths that LangChain\u0027s loader still reads as this class."
        ),
    ]
    """The class path of SystemMessageChunk: ['langchain', 'schema', 'messages', 'SystemMessageChunk'] or ['langchain_core', 'messages', 'system', 'SystemMessageChunk']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class."""

    kwargs: Annotated[
        SystemMessageChunk,
        Meta(
            description="The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is \u0027SystemMessageChunk\u0027. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."
        ),
    ]
    """The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'SystemMessageChunk'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."""


class LangChainSerializedToolMessageChunk(
    Struct, kw_only=True, forbid_unknown_fields=True
):
    """A ToolMessageChunk in LangChain's Serializable JSON form: a class path of ToolMessageChunk in id and the fields of the message in kwargs."""

    lc: Annotated[
        Literal[1], Meta(description="Version of the serialization format; always 1.")
    ]
    """Version of the serialization format; always 1."""

    type: Annotated[
        Literal["constructor"],
        Meta(
            description="Kind of record; always \u0027constructor\u0027, a class and the arguments to build it with."
        ),
    ]
    """Kind of record; always 'constructor', a class and the arguments to build it with."""

    id: Annotated[
        list[str],
        Meta(
            description="The class path of ToolMessageChunk: [\u0027langchain\u0027, \u0027schema\u0027, \u0027messages\u0027, \u0027ToolMessageChunk\u0027] or [\u0027langchain_core\u0027, \u0027messages\u0027, \u0027tool\u0027, \u0027ToolMessageChunk\u0027]. The first is the one LangChain writes; the others are older paths that LangChain\u0027s loader still reads as this class."
        ),
    ]
    """The class path of ToolMessageChunk: ['langchain', 'schema', 'messages', 'ToolMessageChunk'] or ['langchain_core', 'messages', 'tool', 'ToolMessageChunk']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class."""

    kwargs: Annotated[
        ToolMessageChunk,
        Meta(
            description="The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is \u0027ToolMessageChunk\u0027. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."
        ),
    ]
    """The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'ToolMessageChunk'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."""


class LangChainSerializedFunctionMessageChunk(
    Struct, kw_only=True, forbid_unknown_fields=True
):
    """A FunctionMessageChunk in LangChain's Serializable JSON form: a class path of FunctionMessageChunk in id and the fields of the message in kwargs."""

    lc: Annotated[
        Literal[1], Meta(description="Version of the serialization format; always 1.")
    ]
    """Version of the serialization format; always 1."""

    type: Annotated[
        Literal["constructor"],
        Meta(
            description="Kind of record; always \u0027constructor\u0027, a class and the arguments to build it with."
        ),
    ]
    """Kind of record; always 'constructor', a class and the arguments to build it with."""

    id: Annotated[
        list[str],
        Meta(
            description="The class path of FunctionMessageChunk: [\u0027langchain\u0027, \u0027schema\u0027, \u0027messages\u0027, \u0027FunctionMessageChunk\u0027] or [\u0027langchain_core\u0027, \u0027messages\u0027, \u0027function\u0027, \u0027FunctionMessageChunk\u0027]. The first is the one LangChain writes; the others are older paths that LangChain\u0027s loader still reads as this class."
        ),
    ]
    """The class path of FunctionMessageChunk: ['langchain', 'schema', 'messages', 'FunctionMessageChunk'] or ['langchain_core', 'messages', 'function', 'FunctionMessageChunk']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class."""

    kwargs: Annotated[
        FunctionMessageChunk,
        Meta(
            description="The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is \u0027FunctionMessageChunk\u0027. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."
        ),
    ]
    """The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'FunctionMessageChunk'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."""


class LangChainSerializedChatMessageChunk(
    Struct, kw_only=True, forbid_unknown_fields=True
):
    """A ChatMessageChunk in LangChain's Serializable JSON form: a class path of ChatMessageChunk in id and the fields of the message in kwargs."""

    lc: Annotated[
        Literal[1], Meta(description="Version of the serialization format; always 1.")
    ]
    """Version of the serialization format; always 1."""

    type: Annotated[
        Literal["constructor"],
        Meta(
            description="Kind of record; always \u0027constructor\u0027, a class and the arguments to build it with."
        ),
    ]
    """Kind of record; always 'constructor', a class and the arguments to build it with."""

    id: Annotated[
        list[str],
        Meta(
            description="The class path of ChatMessageChunk: [\u0027langchain\u0027, \u0027schema\u0027, \u0027messages\u0027, \u0027ChatMessageChunk\u0027] or [\u0027langchain_core\u0027, \u0027messages\u0027, \u0027chat\u0027, \u0027ChatMessageChunk\u0027]. The first is the one LangChain writes; the others are older paths that LangChain\u0027s loader still reads as this class."
        ),
    ]
    """The class path of ChatMessageChunk: ['langchain', 'schema', 'messages', 'ChatMessageChunk'] or ['langchain_core', 'messages', 'chat', 'ChatMessageChunk']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class."""

    kwargs: Annotated[
        ChatMessageChunk,
        Meta(
            description="The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is \u0027ChatMessageChunk\u0027. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."
        ),
    ]
    """The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'ChatMessageChunk'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."""


class SerializedAIMessage(
    Struct, kw_only=True, tag_field="type", tag="ai", forbid_unknown_fields=True
):
    """The stored form of a AIMessage: its type tag and its fields."""

    data: Annotated[AIMessage, Meta(description="The fields of the message.")]
    """The fields of the message."""


class SerializedAIMessageChunk(
    Struct,
    kw_only=True,
    tag_field="type",
    tag="AIMessageChunk",
    forbid_unknown_fields=True,
):
    """The stored form of a AIMessageChunk: its type tag and its fields."""

    data: Annotated[AIMessageChunk, Meta(description="The fields of the message.")]
    """The fields of the message."""


SerializedMessage: TypeAlias = Annotated[
    SerializedHumanMessage
    | SerializedAIMessage
    | SerializedSystemMessage
    | SerializedToolMessage
    | SerializedFunctionMessage
    | SerializedChatMessage
    | SerializedRemoveMessage
    | SerializedHumanMessageChunk
    | SerializedAIMessageChunk
    | SerializedSystemMessageChunk
    | SerializedToolMessageChunk
    | SerializedFunctionMessageChunk
    | SerializedChatMessageChunk,
    Meta(
        description="A message in the stored form that chat histories keep: an object with the message type tag and the message fields under data.",
        title="SerializedMessage",
    ),
]


class LangChainSerializedAIMessage(Struct, kw_only=True, forbid_unknown_fields=True):
    """An AIMessage in LangChain's Serializable JSON form: a class path of AIMessage in id and the fields of the message in kwargs."""

    lc: Annotated[
        Literal[1], Meta(description="Version of the serialization format; always 1.")
    ]
    """Version of the serialization format; always 1."""

    type: Annotated[
        Literal["constructor"],
        Meta(
            description="Kind of record; always \u0027constructor\u0027, a class and the arguments to build it with."
        ),
    ]
    """Kind of record; always 'constructor', a class and the arguments to build it with."""

    id: Annotated[
        list[str],
        Meta(
            description="The class path of AIMessage: [\u0027langchain\u0027, \u0027schema\u0027, \u0027messages\u0027, \u0027AIMessage\u0027] or [\u0027langchain_core\u0027, \u0027messages\u0027, \u0027ai\u0027, \u0027AIMessage\u0027] or [\u0027langchain\u0027, \u0027schema\u0027, \u0027AIMessage\u0027]. The first is the one LangChain writes; the others are older paths that LangChain\u0027s loader still reads as this class."
        ),
    ]
    """The class path of AIMessage: ['langchain', 'schema', 'messages', 'AIMessage'] or ['langchain_core', 'messages', 'ai', 'AIMessage'] or ['langchain', 'schema', 'AIMessage']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class."""

    kwargs: Annotated[
        AIMessage,
        Meta(
            description="The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is \u0027ai\u0027. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."
        ),
    ]
    """The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'ai'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."""


class LangChainSerializedAIMessageChunk(
    Struct, kw_only=True, forbid_unknown_fields=True
):
    """An AIMessageChunk in LangChain's Serializable JSON form: a class path of AIMessageChunk in id and the fields of the message in kwargs."""

    lc: Annotated[
        Literal[1], Meta(description="Version of the serialization format; always 1.")
    ]
    """Version of the serialization format; always 1."""

    type: Annotated[
        Literal["constructor"],
        Meta(
            description="Kind of record; always \u0027constructor\u0027, a class and the arguments to build it with."
        ),
    ]
    """Kind of record; always 'constructor', a class and the arguments to build it with."""

    id: Annotated[
        list[str],
        Meta(
            description="The class path of AIMessageChunk: [\u0027langchain\u0027, \u0027schema\u0027, \u0027messages\u0027, \u0027AIMessageChunk\u0027] or [\u0027langchain_core\u0027, \u0027messages\u0027, \u0027ai\u0027, \u0027AIMessageChunk\u0027]. The first is the one LangChain writes; the others are older paths that LangChain\u0027s loader still reads as this class."
        ),
    ]
    """The class path of AIMessageChunk: ['langchain', 'schema', 'messages', 'AIMessageChunk'] or ['langchain_core', 'messages', 'ai', 'AIMessageChunk']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class."""

    kwargs: Annotated[
        AIMessageChunk,
        Meta(
            description="The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is \u0027AIMessageChunk\u0027. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."
        ),
    ]
    """The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'AIMessageChunk'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it."""
