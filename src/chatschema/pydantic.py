"""chatschema types in pydantic models and FastAPI endpoints (``pip install 'chatschema[pydantic]'``).

Design notes: docs/design.md, ``chatschema.pydantic``.
"""

from __future__ import annotations

import functools
import json
import sys
import typing
from typing import Annotated, Any, TypeAlias

import msgspec
from pydantic import GetCoreSchemaHandler, GetJsonSchemaHandler
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema, PydanticCustomError, core_schema

import chatschema.messages as messages
import chatschema.typed as typed
from chatschema._validation import decode, schema_type
from chatschema.cli._schema import needed_types, openapi_schema
from chatschema.errors import ValidationError
from chatschema.messages import MESSAGE_CLASSES
from chatschema.messages.envelopes import ENVELOPES, AnyMessageType, SerializedMessageType

__all__ = [
    "AIMessage",
    "AnyMessage",
    "ERROR_TYPE",
    "ChatSchema",
    "ContentBlock",
    "HumanMessage",
    "SerializedMessage",
    "SystemMessage",
    "ToolCall",
    "ToolMessage",
    "pydantic_type",
]

ERROR_TYPE = "chatschema"
"""The ``type`` of the pydantic error for a value that fails its schema (FastAPI's ``detail[i].type``)."""

_REF_PREFIX = "chatschema."


class ChatSchema:
    """``Annotated`` metadata that makes pydantic read, check, write and describe a chatschema type.

    ``Annotated[messages.AIMessage, ChatSchema("AIMessage")]`` is what
    :data:`AIMessage` is; :func:`pydantic_type` builds one for any type.

    * Validation: values are read by :func:`chatschema.decode` (the schema's
      full checks, the message classes as results); an instance of the
      type is taken as it is, as pydantic takes model instances. A value that
      fails gives a pydantic error of type ``"chatschema"`` whose message is
      chatschema's, ending with its JSON path (``... (at $.content[1].url)``),
      and whose ``ctx`` holds ``path`` and ``message``.
    * Serialization: as :func:`chatschema.encode` writes (msgspec's
      ``to_builtins``), in Python and JSON mode alike.
    * JSON Schema: every type of the shipped bundle the type needs becomes a
      definition of its own (``$defs`` in ``model_json_schema()``,
      ``components/schemas`` in FastAPI's OpenAPI document), so every
      ``$ref`` resolves; discriminators carry their ``mapping``.

    Args:
        spec: A schema title (``"AIMessage"``), ``list[Title]``, or a class
            :func:`chatschema.decode` accepts.
    """

    __slots__ = ("_exact", "_instances", "many", "python_type", "spec", "title")

    def __init__(self, spec: Any) -> None:
        self.spec = spec
        self.title, self.many, self.python_type = schema_type(spec)
        item = typing.get_args(self.python_type)[0] if self.many else self.python_type
        self._instances = _struct_classes(item)
        self._exact = frozenset(self._instances)

    def __repr__(self) -> str:
        return f"ChatSchema({self.spec!r})"

    def _built(self, value: Any) -> bool:
        """Whether ``value`` is already an instance of the type (a list of them, for a list type)."""
        if not self.many:
            items: Any = (value,)
        elif type(value) is list:
            items = value
        else:
            return False
        exact = self._exact
        return all(type(item) in exact or isinstance(item, self._instances) for item in items)

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        """Validate with :func:`chatschema.decode`, write msgspec's builtins, describe with the bundle."""
        _teach_fastapi()
        # Annotated metadata cannot bring definitions along; a schema generated from an object can.
        return handler.generate_schema(_WithDefinitions(self))

    def _validate(self, value: Any) -> Any:
        if type(value) is not dict and self._instances and self._built(value):
            return value
        if isinstance(value, str):
            # Parsed JSON: a string is a value, not JSON text (only content types hold one).
            # json writes a lone surrogate as its escape, which decode reads back.
            value = json.dumps(value)
        elif isinstance(value, (bytes, bytearray, memoryview)):
            raise PydanticCustomError(
                ERROR_TYPE, "{error}", _context(ValidationError("Expected parsed JSON, got bytes", "$"))
            )
        try:
            return decode(value, self.spec)
        except ValidationError as error:
            raise PydanticCustomError(ERROR_TYPE, "{error}", _context(error)) from None


def _context(error: ValidationError) -> dict[str, str]:
    """The ``ctx`` of a pydantic error for chatschema's error: ``{error}`` is its message."""
    return {"error": str(error), "path": error.path, "message": error.message}


class _WithDefinitions:
    """What pydantic generates a :class:`ChatSchema`'s core schema from: it with its definitions."""

    __slots__ = ("marker",)

    def __init__(self, marker: ChatSchema) -> None:
        self.marker = marker

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        marker = self.marker
        reference = _reference(marker.title)
        metadata: dict[str, Any] | None = None
        written = reference  # what the serializer returns is written through the definition (fast)
        if marker.many:
            # A list of definition references is written item by item with recursion checks
            # (several times slower), so the list is written by inference and described here.
            written = core_schema.list_schema(core_schema.any_schema())
            metadata = {"pydantic_js_functions": [functools.partial(_list_json_schema, marker.title)]}
        function = core_schema.no_info_plain_validator_function(
            marker._validate,
            json_schema_input_schema=core_schema.list_schema(reference) if marker.many else reference,
            serialization=core_schema.plain_serializer_function_ser_schema(
                msgspec.to_builtins, return_schema=written
            ),
            metadata=metadata,
        )
        return core_schema.definitions_schema(function, [_definition(t) for t in needed_types(marker.title)])


def _list_json_schema(title: str, _schema: CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
    return {"type": "array", "items": handler(_reference(title))}


def _struct_classes(python_type: Any) -> tuple[type, ...]:
    """The Struct classes a type is (its members, for a union)."""
    if isinstance(python_type, type):
        return (python_type,) if issubclass(python_type, msgspec.Struct) else ()
    return tuple(
        c for c in typing.get_args(python_type) if isinstance(c, type) and issubclass(c, msgspec.Struct)
    )


def _definition(title: str) -> CoreSchema:
    """The core schema that stands for one bundle type in JSON Schema, a definition (it has a ``ref``).

    Only JSON Schema generation reads it. It refers to the definitions of the
    types the bundle type refers to, so that pydantic keeps them too (it drops
    definitions no core schema refers to).
    """
    refers_to: set[str] = set()

    def note(name: str) -> str:
        refers_to.add(name)
        return name

    openapi_schema(title, note)
    # A plain function: values serialized through it are written as they are (by inference, fast).
    # The references sit in its JSON Schema input, which pydantic follows but never validates with.
    return core_schema.no_info_plain_validator_function(
        _unused,
        json_schema_input_schema=core_schema.tuple_schema([_reference(name) for name in sorted(refers_to)]),
        ref=_REF_PREFIX + title,
        metadata={"pydantic_js_functions": [functools.partial(_json_schema, title)]},
    )


def _unused(value: Any) -> Any:
    """The validator of a definition, never called: values are validated by :meth:`ChatSchema._validate`."""
    return value


def _reference(title: str) -> CoreSchema:
    """A reference to the definition of a bundle type.

    Its metadata keeps pydantic from inlining the definition where it is used
    once: every bundle type stays a definition of its own.
    """
    return core_schema.definition_reference_schema(_REF_PREFIX + title, metadata={"chatschema": title})


def _json_schema(title: str, _schema: CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
    def ref(name: str) -> str:
        reference: str = handler(_reference(name))["$ref"]
        return reference

    return openapi_schema(title, ref)


def pydantic_type(spec: Any) -> Any:
    """A chatschema type as a pydantic type: ``Annotated[python type, ChatSchema(spec)]``.

    Use it where a type needs no alias of its own here, such as
    ``pydantic_type("UsageMetadata")``, or ``pydantic_type("list[AnyMessage]")``
    to check a whole history in one :func:`chatschema.decode` (errors then
    carry the item's index in their JSON path, ``$[3].content``, where
    ``list[AnyMessage]`` gives it in pydantic's ``loc``).

    Args:
        spec: A schema title (:func:`chatschema.schema_types` lists them),
            ``list[Title]``, or a message class such as ``chatschema.AIMessage``.

    Returns:
        An ``Annotated`` type for pydantic models, ``TypeAdapter`` and FastAPI signatures.

    Raises:
        ValueError: ``spec`` names no schema type.

    Example:
        >>> from pydantic import TypeAdapter
        >>> usage = TypeAdapter(pydantic_type("UsageMetadata"))
        >>> usage.validate_python({"input_tokens": 3, "output_tokens": 4, "total_tokens": 7})
        {'input_tokens': 3, 'output_tokens': 4, 'total_tokens': 7}
        >>> usage.validate_python({"input_tokens": "3"})  # doctest: +ELLIPSIS
        Traceback (most recent call last):
          ...
        pydantic_core._pydantic_core.ValidationError: 1 validation error for ...
          Expected `int`, got `str` (at $.input_tokens) [type=chatschema, ...]
    """
    marker = ChatSchema(spec)
    return Annotated[marker.python_type, marker]


AnyMessage: TypeAlias = Annotated[AnyMessageType, ChatSchema("AnyMessage")]
"""Any message, told apart by its ``type`` tag: ``history: list[AnyMessage]`` in a FastAPI endpoint."""

AIMessage: TypeAlias = Annotated[messages.AIMessage, ChatSchema("AIMessage")]
"""A :class:`chatschema.AIMessage`, for pydantic."""

HumanMessage: TypeAlias = Annotated[messages.HumanMessage, ChatSchema("HumanMessage")]
"""A :class:`chatschema.HumanMessage`, for pydantic."""

SystemMessage: TypeAlias = Annotated[messages.SystemMessage, ChatSchema("SystemMessage")]
"""A :class:`chatschema.SystemMessage`, for pydantic."""

ToolMessage: TypeAlias = Annotated[messages.ToolMessage, ChatSchema("ToolMessage")]
"""A :class:`chatschema.ToolMessage`, for pydantic."""

SerializedMessage: TypeAlias = Annotated[SerializedMessageType, ChatSchema("SerializedMessage")]
"""A message in the stored form ``{"type": ..., "data": {...}}`` (``messages_to_dict``), for pydantic."""

ContentBlock: TypeAlias = Annotated[typed.ContentBlock, ChatSchema("ContentBlock")]
"""A standard content block (a checked ``dict``), for pydantic."""

ToolCall: TypeAlias = Annotated[typed.ToolCall, ChatSchema("ToolCall")]
"""A tool call (a checked ``dict``), for pydantic."""


def _teach_fastapi() -> None:
    """Let FastAPI's ``jsonable_encoder`` write messages, for handlers that declare no response type.

    It knows pydantic models, not msgspec Structs; it looks encoders up by the exact class first.
    Done once FastAPI is imported (never importing it here): at import of this module, and when
    pydantic builds one of these types, as FastAPI does for each route that uses one.
    """
    encoders = sys.modules.get("fastapi.encoders")
    if encoders is None or _TAUGHT:
        return
    for cls in (*MESSAGE_CLASSES.values(), *ENVELOPES.values()):
        encoders.ENCODERS_BY_TYPE.setdefault(cls, msgspec.to_builtins)
    _TAUGHT.append(True)


_TAUGHT: list[bool] = []
"""Not empty once FastAPI's encoders know the message classes."""

_teach_fastapi()
