# Generated from schemas/otel-genai/schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
# ruff: noqa
"""The OpenTelemetry GenAI schemas (gen_ai.* attributes): Structs and checks.

Values are held as plain JSON, as span attributes hold them; the Structs are typed views to decode
into. Every check takes the value and its JSON path and raises ``SchemaViolation`` at the deepest
failing value. A union whose members differ by type tag dispatches on the tag: a value whose type
names a defined member is checked against that member, any other against the open generic member.
"""

from __future__ import annotations

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


class OtelBlobPart(msgspec.Struct, kw_only=True):
    """Represents blob binary data sent inline to the model"""

    type: Literal["blob"]
    """The type of the content captured in this part."""
    mime_type: str | None = None
    """The IANA MIME type of the attached data."""
    modality: str
    """The general modality of the data if it is known. Instrumentations SHOULD also set the mimeType field if the specific type is known."""
    content: str
    """Raw bytes of the attached data. This field SHOULD be encoded as a base64 string when serialized to JSON."""


class OtelChatMessage(msgspec.Struct, kw_only=True):
    """ChatMessage, as the OpenTelemetry GenAI schemas define it."""

    role: str
    """Role of the entity that created the message."""
    parts: list[dict[str, Any]]
    """List of message parts that make up the message content."""
    name: str | None = None
    """The name of the participant."""


class OtelCompactionPart(msgspec.Struct, kw_only=True):
    """Represents compacted conversation state sent to or received from the model."""

    type: Literal["compaction"]
    """The type of the content captured in this part."""
    id: str | None = None
    """Provider-assigned identifier for the compaction item or block."""
    content: str | None = None
    """The unencrypted compacted conversation summary, when available."""


class OtelFilePart(msgspec.Struct, kw_only=True):
    """Represents an external referenced file sent to the model by file id"""

    type: Literal["file"]
    """The type of the content captured in this part."""
    mime_type: str | None = None
    """The IANA MIME type of the attached data."""
    modality: str
    """The general modality of the data if it is known. Instrumentations SHOULD also set the mimeType field if the specific type is known."""
    file_id: str
    """An identifier referencing a file that was pre-uploaded to the provider."""


class OtelFunctionToolDefinition(msgspec.Struct, kw_only=True):
    """Represents a tool definition in the form of a function."""

    type: Literal["function"]
    """The type of the tool."""
    name: str
    """The name of the tool."""
    description: str | None = None
    """The description of the tool. Since this attribute could be large, it's NOT RECOMMENDED to be populated by default. Instrumentations MAY provide a way to enable populating this property."""
    parameters: Any = None
    """JSON Schema document describing the parameters accepted by the tool. The value MUST conform to JSON Schema draft-07. Since this attribute could be large, it's NOT RECOMMENDED to be populated by default. Instrumentations MAY provide a way to enable populating this property."""


class OtelGenericPart(msgspec.Struct, kw_only=True):
    """Represents an arbitrary message part with any type and properties.
    This allows for extensibility with custom message part types."""

    type: str
    """The type of the content captured in this part."""


class OtelGenericServerToolCall(msgspec.Struct, kw_only=True):
    """Represents an arbitrary server tool call with any type and properties.
    This allows for extensibility with custom server tool types."""

    type: str
    """Type identifier for the server tool call."""


class OtelGenericServerToolCallResponse(msgspec.Struct, kw_only=True):
    """Represents an arbitrary server tool call response with any type and properties.
    This allows for extensibility with custom server tool response types."""

    type: str
    """Type identifier for the server tool call response."""


class OtelGenericToolDefinition(msgspec.Struct, kw_only=True):
    """Represents a tool definition in any form."""

    type: str
    """The type of the tool."""
    name: str
    """The name of the tool."""


class OtelMemoryRecord(msgspec.Struct, kw_only=True):
    """Represents a single memory record stored in or retrieved from a memory store."""

    content: Any
    """The content of the memory record."""
    id: str | None = None
    """A unique identifier for the memory record."""
    metadata: dict[str, Any] | None = None
    """Provider-specific metadata associated with the memory record."""
    score: float | None = None
    """The relevance score of the memory record when populated on search results."""


class OtelOutputMessage(msgspec.Struct, kw_only=True):
    """Represents an output message generated by the model or agent. The output message captures
    specific response (choice, candidate)."""

    role: str
    """Role of the entity that created the message."""
    parts: list[dict[str, Any]]
    """List of message parts that make up the message content."""
    name: str | None = None
    """The name of the participant."""
    finish_reason: str | UnsetType = UNSET
    """Reason for finishing the generation. Optional in chatschema (required by the vendored file): left out when unknown."""


class OtelReasoningPart(msgspec.Struct, kw_only=True):
    """Represents reasoning/thinking content received from the model."""

    type: Literal["reasoning"]
    """The type of the content captured in this part."""
    content: str
    """Reasoning/thinking content received from the model."""


class OtelRetrievalDocument(msgspec.Struct, kw_only=True):
    """Represents a single document retrieved from a vector database or search system."""

    id: str | None = None
    """A unique identifier for the document."""
    score: float | None = None
    """The relevance score of the document."""


class OtelServerToolCallPart(msgspec.Struct, kw_only=True):
    """Represents a server-side tool call invocation. Server tool calls are executed by the model provider on the server side rather than by the client application. Provider-specific tools (e.g., code_interpreter, web_search) can have well-defined schemas defined by the respective providers."""

    type: Literal["server_tool_call"]
    """The type of the content captured in this part."""
    id: str | None = None
    """Unique identifier for the server tool call."""
    name: str
    """Name of the server tool."""
    server_tool_call: OtelGenericServerToolCall
    """Polymorphic server tool call details with type discriminator. The structure varies based on the tool type."""


class OtelServerToolCallResponsePart(msgspec.Struct, kw_only=True):
    """Represents a server-side tool call response. Contains the outcome and details of a server tool execution. Provider-specific tools (e.g., code_interpreter, web_search) can have well-defined response schemas defined by the respective providers."""

    type: Literal["server_tool_call_response"]
    """The type of the content captured in this part."""
    id: str | None = None
    """Unique server tool call identifier matching the original call."""
    server_tool_call_response: OtelGenericServerToolCallResponse
    """Polymorphic server tool call response with type discriminator. The structure varies based on the tool type."""


class OtelTextPart(msgspec.Struct, kw_only=True):
    """Represents text content sent to or received from the model."""

    type: Literal["text"]
    """The type of the content captured in this part."""
    content: str
    """Text content sent to or received from the model."""


class OtelToolCallRequestPart(msgspec.Struct, kw_only=True):
    """Represents a tool call requested by the model."""

    type: Literal["tool_call"]
    """The type of the content captured in this part."""
    id: str | None = None
    """Unique identifier for the tool call."""
    name: str
    """Name of the tool."""
    arguments: Any = None
    """Arguments for the tool call."""


class OtelToolCallResponsePart(msgspec.Struct, kw_only=True):
    """Represents a tool call result sent to the model or a built-in tool call outcome and details."""

    type: Literal["tool_call_response"]
    """The type of the content captured in this part."""
    id: str | None = None
    """Unique tool call identifier."""
    response: Any
    """Tool call response."""


class OtelUriPart(msgspec.Struct, kw_only=True):
    """Represents an external referenced file sent to the model by URI"""

    type: Literal["uri"]
    """The type of the content captured in this part."""
    mime_type: str | None = None
    """The IANA MIME type of the attached data."""
    modality: str
    """The general modality of the data if it is known. Instrumentations SHOULD also set the mimeType field if the specific type is known."""
    uri: str
    """A URI referencing attached data. It should not be a base64 data URL, which should use the `blob` part instead. The URI may use a scheme known to the provider api (e.g. `gs://bucket/object.png`), or be a publicly accessible location."""


OtelFinishReason: TypeAlias = str
"""Represents the reason for finishing the generation."""

OtelInputMessages: TypeAlias = list[OtelChatMessage]
"""Represents the list of input messages sent to the model."""

OtelJSONSchema: TypeAlias = Any
"""A JSON Schema document (draft-07): an object or a boolean. Upstream refers to the draft-07 metaschema by URL; chatschema checks the type only, offline."""

OtelMemoryRecords: TypeAlias = list[OtelMemoryRecord]
"""Represents the list of memory records stored in or retrieved from a memory store."""

OtelModality: TypeAlias = str
"""Modality, as the OpenTelemetry GenAI schemas define it."""

OtelOutputMessages: TypeAlias = list[OtelOutputMessage]
"""Represents the list of output messages generated by the model or agent."""

OtelPart: TypeAlias = dict[str, Any]
"""One item of the union, told apart by its type tag: a value whose type names a member defined here must match that member; any other type is checked against the open GenericPart."""

OtelRetrievalDocuments: TypeAlias = list[OtelRetrievalDocument]
"""Represents the list of documents retrieved from a vector database or search system."""

OtelRole: TypeAlias = str
"""Role, as the OpenTelemetry GenAI schemas define it."""

OtelSystemInstructionPart: TypeAlias = dict[str, Any]
"""One item of the union, told apart by its type tag: a value whose type names a member defined here must match that member; any other type is checked against the open GenericPart."""

OtelSystemInstructions: TypeAlias = list[dict[str, Any]]
"""Represents the system instructions provided to the model."""

OtelToolCallArguments: TypeAlias = dict[str, Any]
"""Represents object-like arguments passed to a tool call."""

OtelToolCallResult: TypeAlias = dict[str, Any]
"""Represents object-like results returned by a tool call."""

OtelToolDefinition: TypeAlias = dict[str, Any]
"""One item of the union, told apart by its type tag: a value whose type names a member defined here must match that member; any other type is checked against the open GenericToolDefinition."""

OtelToolDefinitions: TypeAlias = list[dict[str, Any]]
"""Represents the list of tool definitions available to the GenAI agent or model."""


_OK_BY_TAG_93: dict[str, Any] = {}  # filled in at the end of the module
_BY_TAG_92: dict[str, Any] = {}  # filled in at the end of the module
_OK_BY_TAG_80: dict[str, Any] = {}  # filled in at the end of the module
_BY_TAG_79: dict[str, Any] = {}  # filled in at the end of the module
_OK_BY_TAG_61: dict[str, Any] = {}  # filled in at the end of the module
_BY_TAG_60: dict[str, Any] = {}  # filled in at the end of the module


def _check_1(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if value != "blob":
        raise SchemaViolation("Expected 'blob'", path)


def _check_3(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_4(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (value is None):
        raise SchemaViolation(f"Expected `null`, got `{json_type_name(value)}`", path)


def _check_2(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (type(value) is str) or (value is None):
        return
    _any_of(
        value,
        path,
        (
            (_check_3, ("string",)),
            (_check_4, ("null",)),
        ),
        "str | null",
    )


def _check_6(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_5(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (
        (type(value) is str) and (value in ("image", "video", "audio", "document"))
    ) or (type(value) is str):
        return
    _any_of(
        value,
        path,
        (
            (check_OtelModality, ("string",)),
            (_check_6, ("string",)),
        ),
        "str",
    )


def _check_7(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_9(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_8(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (
        (type(value) is str) and (value in ("system", "user", "assistant", "tool"))
    ) or (type(value) is str):
        return
    _any_of(
        value,
        path,
        (
            (check_OtelRole, ("string",)),
            (_check_9, ("string",)),
        ),
        "str",
    )


def _check_10(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_OtelPart(item, f"{path}[{i}]")


def _check_12(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_13(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (value is None):
        raise SchemaViolation(f"Expected `null`, got `{json_type_name(value)}`", path)


def _check_11(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (type(value) is str) or (value is None):
        return
    _any_of(
        value,
        path,
        (
            (_check_12, ("string",)),
            (_check_13, ("null",)),
        ),
        "str | null",
    )


def _check_14(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if value != "compaction":
        raise SchemaViolation("Expected 'compaction'", path)


def _check_16(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_17(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (value is None):
        raise SchemaViolation(f"Expected `null`, got `{json_type_name(value)}`", path)


def _check_15(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (type(value) is str) or (value is None):
        return
    _any_of(
        value,
        path,
        (
            (_check_16, ("string",)),
            (_check_17, ("null",)),
        ),
        "str | null",
    )


def _check_19(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_20(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (value is None):
        raise SchemaViolation(f"Expected `null`, got `{json_type_name(value)}`", path)


def _check_18(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (type(value) is str) or (value is None):
        return
    _any_of(
        value,
        path,
        (
            (_check_19, ("string",)),
            (_check_20, ("null",)),
        ),
        "str | null",
    )


def _check_21(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if value != "file":
        raise SchemaViolation("Expected 'file'", path)


def _check_23(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_24(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (value is None):
        raise SchemaViolation(f"Expected `null`, got `{json_type_name(value)}`", path)


def _check_22(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (type(value) is str) or (value is None):
        return
    _any_of(
        value,
        path,
        (
            (_check_23, ("string",)),
            (_check_24, ("null",)),
        ),
        "str | null",
    )


def _check_26(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_25(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (
        (type(value) is str) and (value in ("image", "video", "audio", "document"))
    ) or (type(value) is str):
        return
    _any_of(
        value,
        path,
        (
            (check_OtelModality, ("string",)),
            (_check_26, ("string",)),
        ),
        "str",
    )


def _check_27(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_28(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if value != "function":
        raise SchemaViolation("Expected 'function'", path)


def _check_29(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_31(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_32(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (value is None):
        raise SchemaViolation(f"Expected `null`, got `{json_type_name(value)}`", path)


def _check_30(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (type(value) is str) or (value is None):
        return
    _any_of(
        value,
        path,
        (
            (_check_31, ("string",)),
            (_check_32, ("null",)),
        ),
        "str | null",
    )


def _check_34(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (value is None):
        raise SchemaViolation(f"Expected `null`, got `{json_type_name(value)}`", path)


def _check_33(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value is None:
        return
    _any_of(
        value,
        path,
        (
            (check_OtelJSONSchema, ("object", "boolean")),
            (_check_34, ("null",)),
        ),
        "object | bool | null",
    )


def _ok_35(value: Any) -> bool:
    if not (ok_OtelJSONSchema(value) or (value is None)):
        return False
    return True


def _check_36(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_37(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


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
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_42(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_43(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (value is None):
        raise SchemaViolation(f"Expected `null`, got `{json_type_name(value)}`", path)


def _check_41(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (type(value) is str) or (value is None):
        return
    _any_of(
        value,
        path,
        (
            (_check_42, ("string",)),
            (_check_43, ("null",)),
        ),
        "str | null",
    )


def _check_45(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def _check_46(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (value is None):
        raise SchemaViolation(f"Expected `null`, got `{json_type_name(value)}`", path)


def _check_44(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if value is None:
        return
    _any_of(
        value,
        path,
        (
            (_check_45, ("object",)),
            (_check_46, ("null",)),
        ),
        "object | null",
    )


def _check_48(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int or type(value) is float):
        raise SchemaViolation(f"Expected `float`, got `{json_type_name(value)}`", path)


def _check_49(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (value is None):
        raise SchemaViolation(f"Expected `null`, got `{json_type_name(value)}`", path)


def _check_47(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (type(value) is int or type(value) is float) or (value is None):
        return
    _any_of(
        value,
        path,
        (
            (_check_48, ("number",)),
            (_check_49, ("null",)),
        ),
        "float | null",
    )


def _ok_51(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def _ok_50(value: Any) -> bool:
    if not (_ok_51(value) or (value is None)):
        return False
    return True


def _check_53(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_52(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (
        (type(value) is str) and (value in ("system", "user", "assistant", "tool"))
    ) or (type(value) is str):
        return
    _any_of(
        value,
        path,
        (
            (check_OtelRole, ("string",)),
            (_check_53, ("string",)),
        ),
        "str",
    )


def _check_54(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_OtelPart(item, f"{path}[{i}]")


def _check_56(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_57(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (value is None):
        raise SchemaViolation(f"Expected `null`, got `{json_type_name(value)}`", path)


def _check_55(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (type(value) is str) or (value is None):
        return
    _any_of(
        value,
        path,
        (
            (_check_56, ("string",)),
            (_check_57, ("null",)),
        ),
        "str | null",
    )


def _check_59(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_58(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (
        (type(value) is str)
        and (
            value
            in ("stop", "length", "content_filter", "tool_call", "compaction", "error")
        )
    ) or (type(value) is str):
        return
    _any_of(
        value,
        path,
        (
            (check_OtelFinishReason, ("string",)),
            (_check_59, ("string",)),
        ),
        "str",
    )


def _check_62(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if value != "reasoning":
        raise SchemaViolation("Expected 'reasoning'", path)


def _check_63(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_65(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_66(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (value is None):
        raise SchemaViolation(f"Expected `null`, got `{json_type_name(value)}`", path)


def _check_64(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (type(value) is str) or (value is None):
        return
    _any_of(
        value,
        path,
        (
            (_check_65, ("string",)),
            (_check_66, ("null",)),
        ),
        "str | null",
    )


def _check_68(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is int or type(value) is float):
        raise SchemaViolation(f"Expected `float`, got `{json_type_name(value)}`", path)


def _check_69(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (value is None):
        raise SchemaViolation(f"Expected `null`, got `{json_type_name(value)}`", path)


def _check_67(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (type(value) is int or type(value) is float) or (value is None):
        return
    _any_of(
        value,
        path,
        (
            (_check_68, ("number",)),
            (_check_69, ("null",)),
        ),
        "float | null",
    )


def _check_70(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if value != "server_tool_call":
        raise SchemaViolation("Expected 'server_tool_call'", path)


def _check_72(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_73(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (value is None):
        raise SchemaViolation(f"Expected `null`, got `{json_type_name(value)}`", path)


def _check_71(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (type(value) is str) or (value is None):
        return
    _any_of(
        value,
        path,
        (
            (_check_72, ("string",)),
            (_check_73, ("null",)),
        ),
        "str | null",
    )


def _check_74(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_75(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if value != "server_tool_call_response":
        raise SchemaViolation("Expected 'server_tool_call_response'", path)


def _check_77(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_78(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (value is None):
        raise SchemaViolation(f"Expected `null`, got `{json_type_name(value)}`", path)


def _check_76(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (type(value) is str) or (value is None):
        return
    _any_of(
        value,
        path,
        (
            (_check_77, ("string",)),
            (_check_78, ("null",)),
        ),
        "str | null",
    )


def _check_81(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if value != "text":
        raise SchemaViolation("Expected 'text'", path)


def _check_82(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_83(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if value != "tool_call":
        raise SchemaViolation("Expected 'tool_call'", path)


def _check_85(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_86(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (value is None):
        raise SchemaViolation(f"Expected `null`, got `{json_type_name(value)}`", path)


def _check_84(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (type(value) is str) or (value is None):
        return
    _any_of(
        value,
        path,
        (
            (_check_85, ("string",)),
            (_check_86, ("null",)),
        ),
        "str | null",
    )


def _check_87(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_88(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if value != "tool_call_response":
        raise SchemaViolation("Expected 'tool_call_response'", path)


def _check_90(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_91(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (value is None):
        raise SchemaViolation(f"Expected `null`, got `{json_type_name(value)}`", path)


def _check_89(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (type(value) is str) or (value is None):
        return
    _any_of(
        value,
        path,
        (
            (_check_90, ("string",)),
            (_check_91, ("null",)),
        ),
        "str | null",
    )


def _check_94(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if value != "uri":
        raise SchemaViolation("Expected 'uri'", path)


def _check_96(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_97(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (value is None):
        raise SchemaViolation(f"Expected `null`, got `{json_type_name(value)}`", path)


def _check_95(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (type(value) is str) or (value is None):
        return
    _any_of(
        value,
        path,
        (
            (_check_96, ("string",)),
            (_check_97, ("null",)),
        ),
        "str | null",
    )


def _check_99(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def _check_98(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if (
        (type(value) is str) and (value in ("image", "video", "audio", "document"))
    ) or (type(value) is str):
        return
    _any_of(
        value,
        path,
        (
            (check_OtelModality, ("string",)),
            (_check_99, ("string",)),
        ),
        "str",
    )


def _check_100(value: Any, path: str) -> None:
    """Check a value: raise SchemaViolation at the first error."""
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)


def check_OtelBlobPart(value: Any, path: str) -> None:
    """Check OtelBlobPart: raise SchemaViolation at the first error."""
    if ok_OtelBlobPart(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "modality" not in value:
        raise SchemaViolation("Object missing required field `modality`", path)
    if "content" not in value:
        raise SchemaViolation("Object missing required field `content`", path)
    if "type" in value:
        _check_1(value["type"], key_path(path, "type"))
    if "mime_type" in value:
        _check_2(value["mime_type"], key_path(path, "mime_type"))
    if "modality" in value:
        _check_5(value["modality"], key_path(path, "modality"))
    if "content" in value:
        _check_7(value["content"], key_path(path, "content"))


def ok_OtelBlobPart(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "modality" not in value:
        return False
    if "content" not in value:
        return False
    v = value["type"]
    if not ((type(v) is str) and (v == "blob")):
        return False
    if "mime_type" in value:
        v = value["mime_type"]
        if not ((type(v) is str) or (v is None)):
            return False
    v = value["modality"]
    if not (
        ((type(v) is str) and (v in ("image", "video", "audio", "document")))
        or (type(v) is str)
    ):
        return False
    v = value["content"]
    if not (type(v) is str):
        return False
    return True


def check_OtelChatMessage(value: Any, path: str) -> None:
    """Check OtelChatMessage: raise SchemaViolation at the first error."""
    if ok_OtelChatMessage(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "role" not in value:
        raise SchemaViolation("Object missing required field `role`", path)
    if "parts" not in value:
        raise SchemaViolation("Object missing required field `parts`", path)
    if "role" in value:
        _check_8(value["role"], key_path(path, "role"))
    if "parts" in value:
        _check_10(value["parts"], key_path(path, "parts"))
    if "name" in value:
        _check_11(value["name"], key_path(path, "name"))


def ok_OtelChatMessage(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "role" not in value:
        return False
    if "parts" not in value:
        return False
    v = value["role"]
    if not (
        ((type(v) is str) and (v in ("system", "user", "assistant", "tool")))
        or (type(v) is str)
    ):
        return False
    v = value["parts"]
    if type(v) is not list:
        return False
    for item in v:
        if not ok_OtelPart(item):
            return False
    if "name" in value:
        v = value["name"]
        if not ((type(v) is str) or (v is None)):
            return False
    return True


def check_OtelCompactionPart(value: Any, path: str) -> None:
    """Check OtelCompactionPart: raise SchemaViolation at the first error."""
    if ok_OtelCompactionPart(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "type" in value:
        _check_14(value["type"], key_path(path, "type"))
    if "id" in value:
        _check_15(value["id"], key_path(path, "id"))
    if "content" in value:
        _check_18(value["content"], key_path(path, "content"))


def ok_OtelCompactionPart(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    v = value["type"]
    if not ((type(v) is str) and (v == "compaction")):
        return False
    if "id" in value:
        v = value["id"]
        if not ((type(v) is str) or (v is None)):
            return False
    if "content" in value:
        v = value["content"]
        if not ((type(v) is str) or (v is None)):
            return False
    return True


def check_OtelFilePart(value: Any, path: str) -> None:
    """Check OtelFilePart: raise SchemaViolation at the first error."""
    if ok_OtelFilePart(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "modality" not in value:
        raise SchemaViolation("Object missing required field `modality`", path)
    if "file_id" not in value:
        raise SchemaViolation("Object missing required field `file_id`", path)
    if "type" in value:
        _check_21(value["type"], key_path(path, "type"))
    if "mime_type" in value:
        _check_22(value["mime_type"], key_path(path, "mime_type"))
    if "modality" in value:
        _check_25(value["modality"], key_path(path, "modality"))
    if "file_id" in value:
        _check_27(value["file_id"], key_path(path, "file_id"))


def ok_OtelFilePart(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "modality" not in value:
        return False
    if "file_id" not in value:
        return False
    v = value["type"]
    if not ((type(v) is str) and (v == "file")):
        return False
    if "mime_type" in value:
        v = value["mime_type"]
        if not ((type(v) is str) or (v is None)):
            return False
    v = value["modality"]
    if not (
        ((type(v) is str) and (v in ("image", "video", "audio", "document")))
        or (type(v) is str)
    ):
        return False
    v = value["file_id"]
    if not (type(v) is str):
        return False
    return True


def check_OtelFinishReason(value: Any, path: str) -> None:
    """Check OtelFinishReason: raise SchemaViolation at the first error."""
    if ok_OtelFinishReason(value):
        return
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if value not in (
        "stop",
        "length",
        "content_filter",
        "tool_call",
        "compaction",
        "error",
    ):
        raise SchemaViolation(
            "Expected one of 'stop', 'length', 'content_filter', 'tool_call', 'compaction', 'error'",
            path,
        )


def ok_OtelFinishReason(value: Any) -> bool:
    if not (type(value) is str):
        return False
    if value not in (
        "stop",
        "length",
        "content_filter",
        "tool_call",
        "compaction",
        "error",
    ):
        return False
    return True


def check_OtelFunctionToolDefinition(value: Any, path: str) -> None:
    """Check OtelFunctionToolDefinition: raise SchemaViolation at the first error."""
    if ok_OtelFunctionToolDefinition(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "name" not in value:
        raise SchemaViolation("Object missing required field `name`", path)
    if "type" in value:
        _check_28(value["type"], key_path(path, "type"))
    if "name" in value:
        _check_29(value["name"], key_path(path, "name"))
    if "description" in value:
        _check_30(value["description"], key_path(path, "description"))
    if "parameters" in value:
        _check_33(value["parameters"], key_path(path, "parameters"))


def ok_OtelFunctionToolDefinition(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "name" not in value:
        return False
    v = value["type"]
    if not ((type(v) is str) and (v == "function")):
        return False
    v = value["name"]
    if not (type(v) is str):
        return False
    if "description" in value:
        v = value["description"]
        if not ((type(v) is str) or (v is None)):
            return False
    if "parameters" in value:
        v = value["parameters"]
        if not _ok_35(v):
            return False
    return True


def check_OtelGenericPart(value: Any, path: str) -> None:
    """Check OtelGenericPart: raise SchemaViolation at the first error."""
    if ok_OtelGenericPart(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "type" in value:
        _check_36(value["type"], key_path(path, "type"))


def ok_OtelGenericPart(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    v = value["type"]
    if not (type(v) is str):
        return False
    return True


def check_OtelGenericServerToolCall(value: Any, path: str) -> None:
    """Check OtelGenericServerToolCall: raise SchemaViolation at the first error."""
    if ok_OtelGenericServerToolCall(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "type" in value:
        _check_37(value["type"], key_path(path, "type"))


def ok_OtelGenericServerToolCall(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    v = value["type"]
    if not (type(v) is str):
        return False
    return True


def check_OtelGenericServerToolCallResponse(value: Any, path: str) -> None:
    """Check OtelGenericServerToolCallResponse: raise SchemaViolation at the first error."""
    if ok_OtelGenericServerToolCallResponse(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "type" in value:
        _check_38(value["type"], key_path(path, "type"))


def ok_OtelGenericServerToolCallResponse(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    v = value["type"]
    if not (type(v) is str):
        return False
    return True


def check_OtelGenericToolDefinition(value: Any, path: str) -> None:
    """Check OtelGenericToolDefinition: raise SchemaViolation at the first error."""
    if ok_OtelGenericToolDefinition(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "name" not in value:
        raise SchemaViolation("Object missing required field `name`", path)
    if "type" in value:
        _check_39(value["type"], key_path(path, "type"))
    if "name" in value:
        _check_40(value["name"], key_path(path, "name"))


def ok_OtelGenericToolDefinition(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "name" not in value:
        return False
    v = value["type"]
    if not (type(v) is str):
        return False
    v = value["name"]
    if not (type(v) is str):
        return False
    return True


def check_OtelInputMessages(value: Any, path: str) -> None:
    """Check OtelInputMessages: raise SchemaViolation at the first error."""
    if ok_OtelInputMessages(value):
        return
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_OtelChatMessage(item, f"{path}[{i}]")


def ok_OtelInputMessages(value: Any) -> bool:
    if not (type(value) is list):
        return False
    for v in value:
        if not ok_OtelChatMessage(v):
            return False
    return True


def check_OtelJSONSchema(value: Any, path: str) -> None:
    """Check OtelJSONSchema: raise SchemaViolation at the first error."""
    if ok_OtelJSONSchema(value):
        return
    if not (type(value) is dict or type(value) is bool):
        raise SchemaViolation(
            f"Expected `object | bool`, got `{json_type_name(value)}`", path
        )


def ok_OtelJSONSchema(value: Any) -> bool:
    if not (type(value) is dict or type(value) is bool):
        return False
    return True


def check_OtelMemoryRecord(value: Any, path: str) -> None:
    """Check OtelMemoryRecord: raise SchemaViolation at the first error."""
    if ok_OtelMemoryRecord(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "content" not in value:
        raise SchemaViolation("Object missing required field `content`", path)
    if "id" in value:
        _check_41(value["id"], key_path(path, "id"))
    if "metadata" in value:
        _check_44(value["metadata"], key_path(path, "metadata"))
    if "score" in value:
        _check_47(value["score"], key_path(path, "score"))


def ok_OtelMemoryRecord(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "content" not in value:
        return False
    if "id" in value:
        v = value["id"]
        if not ((type(v) is str) or (v is None)):
            return False
    if "metadata" in value:
        v = value["metadata"]
        if not _ok_50(v):
            return False
    if "score" in value:
        v = value["score"]
        if not ((type(v) is int or type(v) is float) or (v is None)):
            return False
    return True


def check_OtelMemoryRecords(value: Any, path: str) -> None:
    """Check OtelMemoryRecords: raise SchemaViolation at the first error."""
    if ok_OtelMemoryRecords(value):
        return
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_OtelMemoryRecord(item, f"{path}[{i}]")


def ok_OtelMemoryRecords(value: Any) -> bool:
    if not (type(value) is list):
        return False
    for v in value:
        if not ok_OtelMemoryRecord(v):
            return False
    return True


def check_OtelModality(value: Any, path: str) -> None:
    """Check OtelModality: raise SchemaViolation at the first error."""
    if ok_OtelModality(value):
        return
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if value not in ("image", "video", "audio", "document"):
        raise SchemaViolation(
            "Expected one of 'image', 'video', 'audio', 'document'", path
        )


def ok_OtelModality(value: Any) -> bool:
    if not (type(value) is str):
        return False
    if value not in ("image", "video", "audio", "document"):
        return False
    return True


def check_OtelOutputMessage(value: Any, path: str) -> None:
    """Check OtelOutputMessage: raise SchemaViolation at the first error."""
    if ok_OtelOutputMessage(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "role" not in value:
        raise SchemaViolation("Object missing required field `role`", path)
    if "parts" not in value:
        raise SchemaViolation("Object missing required field `parts`", path)
    if "role" in value:
        _check_52(value["role"], key_path(path, "role"))
    if "parts" in value:
        _check_54(value["parts"], key_path(path, "parts"))
    if "name" in value:
        _check_55(value["name"], key_path(path, "name"))
    if "finish_reason" in value:
        _check_58(value["finish_reason"], key_path(path, "finish_reason"))


def ok_OtelOutputMessage(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "role" not in value:
        return False
    if "parts" not in value:
        return False
    v = value["role"]
    if not (
        ((type(v) is str) and (v in ("system", "user", "assistant", "tool")))
        or (type(v) is str)
    ):
        return False
    v = value["parts"]
    if type(v) is not list:
        return False
    for item in v:
        if not ok_OtelPart(item):
            return False
    if "name" in value:
        v = value["name"]
        if not ((type(v) is str) or (v is None)):
            return False
    if "finish_reason" in value:
        v = value["finish_reason"]
        if not (
            (
                (type(v) is str)
                and (
                    v
                    in (
                        "stop",
                        "length",
                        "content_filter",
                        "tool_call",
                        "compaction",
                        "error",
                    )
                )
            )
            or (type(v) is str)
        ):
            return False
    return True


def check_OtelOutputMessages(value: Any, path: str) -> None:
    """Check OtelOutputMessages: raise SchemaViolation at the first error."""
    if ok_OtelOutputMessages(value):
        return
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_OtelOutputMessage(item, f"{path}[{i}]")


def ok_OtelOutputMessages(value: Any) -> bool:
    if not (type(value) is list):
        return False
    for v in value:
        if not ok_OtelOutputMessage(v):
            return False
    return True


def check_OtelPart(value: Any, path: str) -> None:
    """Check OtelPart: raise SchemaViolation at the first error."""
    if ok_OtelPart(value):
        return
    if type(value) is not dict:
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    tag = value.get("type")
    check = _BY_TAG_60.get(tag) if type(tag) is str else None
    (check or check_OtelGenericPart)(value, path)


def ok_OtelPart(value: Any) -> bool:
    if type(value) is not dict:
        return False
    tag = value.get("type")
    test = _OK_BY_TAG_61.get(tag) if type(tag) is str else None
    return (test or ok_OtelGenericPart)(value)


def check_OtelReasoningPart(value: Any, path: str) -> None:
    """Check OtelReasoningPart: raise SchemaViolation at the first error."""
    if ok_OtelReasoningPart(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "content" not in value:
        raise SchemaViolation("Object missing required field `content`", path)
    if "type" in value:
        _check_62(value["type"], key_path(path, "type"))
    if "content" in value:
        _check_63(value["content"], key_path(path, "content"))


def ok_OtelReasoningPart(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "content" not in value:
        return False
    v = value["type"]
    if not ((type(v) is str) and (v == "reasoning")):
        return False
    v = value["content"]
    if not (type(v) is str):
        return False
    return True


def check_OtelRetrievalDocument(value: Any, path: str) -> None:
    """Check OtelRetrievalDocument: raise SchemaViolation at the first error."""
    if ok_OtelRetrievalDocument(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "id" in value:
        _check_64(value["id"], key_path(path, "id"))
    if "score" in value:
        _check_67(value["score"], key_path(path, "score"))


def ok_OtelRetrievalDocument(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "id" in value:
        v = value["id"]
        if not ((type(v) is str) or (v is None)):
            return False
    if "score" in value:
        v = value["score"]
        if not ((type(v) is int or type(v) is float) or (v is None)):
            return False
    return True


def check_OtelRetrievalDocuments(value: Any, path: str) -> None:
    """Check OtelRetrievalDocuments: raise SchemaViolation at the first error."""
    if ok_OtelRetrievalDocuments(value):
        return
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_OtelRetrievalDocument(item, f"{path}[{i}]")


def ok_OtelRetrievalDocuments(value: Any) -> bool:
    if not (type(value) is list):
        return False
    for v in value:
        if not ok_OtelRetrievalDocument(v):
            return False
    return True


def check_OtelRole(value: Any, path: str) -> None:
    """Check OtelRole: raise SchemaViolation at the first error."""
    if ok_OtelRole(value):
        return
    if not (type(value) is str):
        raise SchemaViolation(f"Expected `str`, got `{json_type_name(value)}`", path)
    if value not in ("system", "user", "assistant", "tool"):
        raise SchemaViolation(
            "Expected one of 'system', 'user', 'assistant', 'tool'", path
        )


def ok_OtelRole(value: Any) -> bool:
    if not (type(value) is str):
        return False
    if value not in ("system", "user", "assistant", "tool"):
        return False
    return True


def check_OtelServerToolCallPart(value: Any, path: str) -> None:
    """Check OtelServerToolCallPart: raise SchemaViolation at the first error."""
    if ok_OtelServerToolCallPart(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "name" not in value:
        raise SchemaViolation("Object missing required field `name`", path)
    if "server_tool_call" not in value:
        raise SchemaViolation("Object missing required field `server_tool_call`", path)
    if "type" in value:
        _check_70(value["type"], key_path(path, "type"))
    if "id" in value:
        _check_71(value["id"], key_path(path, "id"))
    if "name" in value:
        _check_74(value["name"], key_path(path, "name"))
    if "server_tool_call" in value:
        check_OtelGenericServerToolCall(
            value["server_tool_call"], key_path(path, "server_tool_call")
        )


def ok_OtelServerToolCallPart(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "name" not in value:
        return False
    if "server_tool_call" not in value:
        return False
    v = value["type"]
    if not ((type(v) is str) and (v == "server_tool_call")):
        return False
    if "id" in value:
        v = value["id"]
        if not ((type(v) is str) or (v is None)):
            return False
    v = value["name"]
    if not (type(v) is str):
        return False
    v = value["server_tool_call"]
    if not ok_OtelGenericServerToolCall(v):
        return False
    return True


def check_OtelServerToolCallResponsePart(value: Any, path: str) -> None:
    """Check OtelServerToolCallResponsePart: raise SchemaViolation at the first error."""
    if ok_OtelServerToolCallResponsePart(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "server_tool_call_response" not in value:
        raise SchemaViolation(
            "Object missing required field `server_tool_call_response`", path
        )
    if "type" in value:
        _check_75(value["type"], key_path(path, "type"))
    if "id" in value:
        _check_76(value["id"], key_path(path, "id"))
    if "server_tool_call_response" in value:
        check_OtelGenericServerToolCallResponse(
            value["server_tool_call_response"],
            key_path(path, "server_tool_call_response"),
        )


def ok_OtelServerToolCallResponsePart(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "server_tool_call_response" not in value:
        return False
    v = value["type"]
    if not ((type(v) is str) and (v == "server_tool_call_response")):
        return False
    if "id" in value:
        v = value["id"]
        if not ((type(v) is str) or (v is None)):
            return False
    v = value["server_tool_call_response"]
    if not ok_OtelGenericServerToolCallResponse(v):
        return False
    return True


def check_OtelSystemInstructionPart(value: Any, path: str) -> None:
    """Check OtelSystemInstructionPart: raise SchemaViolation at the first error."""
    if ok_OtelSystemInstructionPart(value):
        return
    if type(value) is not dict:
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    tag = value.get("type")
    check = _BY_TAG_79.get(tag) if type(tag) is str else None
    (check or check_OtelGenericPart)(value, path)


def ok_OtelSystemInstructionPart(value: Any) -> bool:
    if type(value) is not dict:
        return False
    tag = value.get("type")
    test = _OK_BY_TAG_80.get(tag) if type(tag) is str else None
    return (test or ok_OtelGenericPart)(value)


def check_OtelSystemInstructions(value: Any, path: str) -> None:
    """Check OtelSystemInstructions: raise SchemaViolation at the first error."""
    if ok_OtelSystemInstructions(value):
        return
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_OtelSystemInstructionPart(item, f"{path}[{i}]")


def ok_OtelSystemInstructions(value: Any) -> bool:
    if not (type(value) is list):
        return False
    for v in value:
        if not ok_OtelSystemInstructionPart(v):
            return False
    return True


def check_OtelTextPart(value: Any, path: str) -> None:
    """Check OtelTextPart: raise SchemaViolation at the first error."""
    if ok_OtelTextPart(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "content" not in value:
        raise SchemaViolation("Object missing required field `content`", path)
    if "type" in value:
        _check_81(value["type"], key_path(path, "type"))
    if "content" in value:
        _check_82(value["content"], key_path(path, "content"))


def ok_OtelTextPart(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "content" not in value:
        return False
    v = value["type"]
    if not ((type(v) is str) and (v == "text")):
        return False
    v = value["content"]
    if not (type(v) is str):
        return False
    return True


def check_OtelToolCallArguments(value: Any, path: str) -> None:
    """Check OtelToolCallArguments: raise SchemaViolation at the first error."""
    if ok_OtelToolCallArguments(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def ok_OtelToolCallArguments(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def check_OtelToolCallRequestPart(value: Any, path: str) -> None:
    """Check OtelToolCallRequestPart: raise SchemaViolation at the first error."""
    if ok_OtelToolCallRequestPart(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "name" not in value:
        raise SchemaViolation("Object missing required field `name`", path)
    if "type" in value:
        _check_83(value["type"], key_path(path, "type"))
    if "id" in value:
        _check_84(value["id"], key_path(path, "id"))
    if "name" in value:
        _check_87(value["name"], key_path(path, "name"))


def ok_OtelToolCallRequestPart(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "name" not in value:
        return False
    v = value["type"]
    if not ((type(v) is str) and (v == "tool_call")):
        return False
    if "id" in value:
        v = value["id"]
        if not ((type(v) is str) or (v is None)):
            return False
    v = value["name"]
    if not (type(v) is str):
        return False
    return True


def check_OtelToolCallResponsePart(value: Any, path: str) -> None:
    """Check OtelToolCallResponsePart: raise SchemaViolation at the first error."""
    if ok_OtelToolCallResponsePart(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "response" not in value:
        raise SchemaViolation("Object missing required field `response`", path)
    if "type" in value:
        _check_88(value["type"], key_path(path, "type"))
    if "id" in value:
        _check_89(value["id"], key_path(path, "id"))


def ok_OtelToolCallResponsePart(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "response" not in value:
        return False
    v = value["type"]
    if not ((type(v) is str) and (v == "tool_call_response")):
        return False
    if "id" in value:
        v = value["id"]
        if not ((type(v) is str) or (v is None)):
            return False
    return True


def check_OtelToolCallResult(value: Any, path: str) -> None:
    """Check OtelToolCallResult: raise SchemaViolation at the first error."""
    if ok_OtelToolCallResult(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)


def ok_OtelToolCallResult(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    return True


def check_OtelToolDefinition(value: Any, path: str) -> None:
    """Check OtelToolDefinition: raise SchemaViolation at the first error."""
    if ok_OtelToolDefinition(value):
        return
    if type(value) is not dict:
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    tag = value.get("type")
    check = _BY_TAG_92.get(tag) if type(tag) is str else None
    (check or check_OtelGenericToolDefinition)(value, path)


def ok_OtelToolDefinition(value: Any) -> bool:
    if type(value) is not dict:
        return False
    tag = value.get("type")
    test = _OK_BY_TAG_93.get(tag) if type(tag) is str else None
    return (test or ok_OtelGenericToolDefinition)(value)


def check_OtelToolDefinitions(value: Any, path: str) -> None:
    """Check OtelToolDefinitions: raise SchemaViolation at the first error."""
    if ok_OtelToolDefinitions(value):
        return
    if not (type(value) is list):
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    for i, item in enumerate(value):
        check_OtelToolDefinition(item, f"{path}[{i}]")


def ok_OtelToolDefinitions(value: Any) -> bool:
    if not (type(value) is list):
        return False
    for v in value:
        if not ok_OtelToolDefinition(v):
            return False
    return True


def check_OtelUriPart(value: Any, path: str) -> None:
    """Check OtelUriPart: raise SchemaViolation at the first error."""
    if ok_OtelUriPart(value):
        return
    if not (type(value) is dict):
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    if "type" not in value:
        raise SchemaViolation("Object missing required field `type`", path)
    if "modality" not in value:
        raise SchemaViolation("Object missing required field `modality`", path)
    if "uri" not in value:
        raise SchemaViolation("Object missing required field `uri`", path)
    if "type" in value:
        _check_94(value["type"], key_path(path, "type"))
    if "mime_type" in value:
        _check_95(value["mime_type"], key_path(path, "mime_type"))
    if "modality" in value:
        _check_98(value["modality"], key_path(path, "modality"))
    if "uri" in value:
        _check_100(value["uri"], key_path(path, "uri"))


def ok_OtelUriPart(value: Any) -> bool:
    if not (type(value) is dict):
        return False
    if "type" not in value:
        return False
    if "modality" not in value:
        return False
    if "uri" not in value:
        return False
    v = value["type"]
    if not ((type(v) is str) and (v == "uri")):
        return False
    if "mime_type" in value:
        v = value["mime_type"]
        if not ((type(v) is str) or (v is None)):
            return False
    v = value["modality"]
    if not (
        ((type(v) is str) and (v in ("image", "video", "audio", "document")))
        or (type(v) is str)
    ):
        return False
    v = value["uri"]
    if not (type(v) is str):
        return False
    return True


_BY_TAG_60.update(
    {
        "text": check_OtelTextPart,
        "tool_call": check_OtelToolCallRequestPart,
        "tool_call_response": check_OtelToolCallResponsePart,
        "server_tool_call": check_OtelServerToolCallPart,
        "server_tool_call_response": check_OtelServerToolCallResponsePart,
        "blob": check_OtelBlobPart,
        "file": check_OtelFilePart,
        "uri": check_OtelUriPart,
        "reasoning": check_OtelReasoningPart,
        "compaction": check_OtelCompactionPart,
    }
)
_OK_BY_TAG_61.update(
    {
        "text": ok_OtelTextPart,
        "tool_call": ok_OtelToolCallRequestPart,
        "tool_call_response": ok_OtelToolCallResponsePart,
        "server_tool_call": ok_OtelServerToolCallPart,
        "server_tool_call_response": ok_OtelServerToolCallResponsePart,
        "blob": ok_OtelBlobPart,
        "file": ok_OtelFilePart,
        "uri": ok_OtelUriPart,
        "reasoning": ok_OtelReasoningPart,
        "compaction": ok_OtelCompactionPart,
    }
)
_BY_TAG_79.update({"text": check_OtelTextPart})
_OK_BY_TAG_80.update({"text": ok_OtelTextPart})
_BY_TAG_92.update({"function": check_OtelFunctionToolDefinition})
_OK_BY_TAG_93.update({"function": ok_OtelFunctionToolDefinition})

CHECKS: dict[str, Any] = {
    "OtelBlobPart": check_OtelBlobPart,
    "OtelChatMessage": check_OtelChatMessage,
    "OtelCompactionPart": check_OtelCompactionPart,
    "OtelFilePart": check_OtelFilePart,
    "OtelFinishReason": check_OtelFinishReason,
    "OtelFunctionToolDefinition": check_OtelFunctionToolDefinition,
    "OtelGenericPart": check_OtelGenericPart,
    "OtelGenericServerToolCall": check_OtelGenericServerToolCall,
    "OtelGenericServerToolCallResponse": check_OtelGenericServerToolCallResponse,
    "OtelGenericToolDefinition": check_OtelGenericToolDefinition,
    "OtelInputMessages": check_OtelInputMessages,
    "OtelJSONSchema": check_OtelJSONSchema,
    "OtelMemoryRecord": check_OtelMemoryRecord,
    "OtelMemoryRecords": check_OtelMemoryRecords,
    "OtelModality": check_OtelModality,
    "OtelOutputMessage": check_OtelOutputMessage,
    "OtelOutputMessages": check_OtelOutputMessages,
    "OtelPart": check_OtelPart,
    "OtelReasoningPart": check_OtelReasoningPart,
    "OtelRetrievalDocument": check_OtelRetrievalDocument,
    "OtelRetrievalDocuments": check_OtelRetrievalDocuments,
    "OtelRole": check_OtelRole,
    "OtelServerToolCallPart": check_OtelServerToolCallPart,
    "OtelServerToolCallResponsePart": check_OtelServerToolCallResponsePart,
    "OtelSystemInstructionPart": check_OtelSystemInstructionPart,
    "OtelSystemInstructions": check_OtelSystemInstructions,
    "OtelTextPart": check_OtelTextPart,
    "OtelToolCallArguments": check_OtelToolCallArguments,
    "OtelToolCallRequestPart": check_OtelToolCallRequestPart,
    "OtelToolCallResponsePart": check_OtelToolCallResponsePart,
    "OtelToolCallResult": check_OtelToolCallResult,
    "OtelToolDefinition": check_OtelToolDefinition,
    "OtelToolDefinitions": check_OtelToolDefinitions,
    "OtelUriPart": check_OtelUriPart,
}
"""The check of every type, by title."""
