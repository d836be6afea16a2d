"""chatschema types in Litestar handlers, fully checked and in OpenAPI (the ``litestar`` extra).

Design notes: docs/design.md, ``chatschema.litestar``.
"""

# No ``from __future__ import annotations``: Litestar reads the annotations of handlers, and
# handlers written in this module's doctests must hold types, not strings.
import dataclasses
import functools
import typing
from collections.abc import AsyncIterable, Collection, Generator, Iterable, Mapping, Sequence
from typing import Any, ClassVar, NamedTuple, NoReturn

import msgspec
from litestar.dto import AbstractDTO, DTOConfig, DTOFieldDefinition
from litestar.enums import RequestEncodingType
from litestar.exceptions import ImproperlyConfiguredException, ValidationException
from litestar.openapi.spec import Reference, Schema
from litestar.openapi.spec.base import BaseSchemaObject
from litestar.params import KwargDefinition
from litestar.plugins import OpenAPISchemaPlugin, SerializationPlugin
from litestar.response import Stream
from litestar.typing import FieldDefinition

from chatschema._validation import decode, schema_type
from chatschema.cli._schema import needed_types, openapi_schema
from chatschema.errors import ValidationError
from chatschema.ui_streams._responses import ag_ui_body, ai_sdk_body
from chatschema.ui_streams._writer import ErrorText, error_text

if typing.TYPE_CHECKING:
    from litestar._openapi.schema_generation import SchemaCreator

__all__ = ["ChatSchemaDTO", "ChatSchemaPlugin", "ag_ui_response", "ai_sdk_stream_response"]

INVALID_BODY_STATUS = 422
"""The status of an answer to a body the schemas refuse: 422 Unprocessable Content, the status
FastAPI (and LangServe) answer a body that fails validation with, so that a chat backend's
clients see one status whichever framework serves it. (Litestar answers a body msgspec cannot
read at all, malformed JSON, with its own 400.)"""


class _Body(NamedTuple):
    """What a handler's ``data`` or return annotation names: a type spec, maybe ``| None``."""

    spec: Any
    title: str
    many: bool
    optional: bool


def _body(annotation: Any) -> "_Body | None":
    """What an annotation names: a chatschema type ``T``, ``list[T]`` or either ``| None``; else None."""
    optional = False
    args = typing.get_args(annotation)
    if type(None) in args and _is_union(annotation):
        rest = [arg for arg in args if arg is not type(None)]
        if len(rest) == 1:
            optional, annotation = True, rest[0]
    try:
        title, many, _ = schema_type(annotation)
    except (ValueError, TypeError):  # not a chatschema type (TypeError: an unhashable annotation)
        return None
    return _Body(annotation, title, many, optional)


def _is_union(annotation: Any) -> bool:
    origin = typing.get_origin(annotation)
    return origin is typing.Union or (origin is not None and getattr(origin, "__name__", "") == "UnionType")


class ChatSchemaDTO(AbstractDTO[Any]):
    """Reads and writes chatschema types in Litestar handlers; :class:`ChatSchemaPlugin` sets it up.

    The ``data`` of a handler annotated with a chatschema type ``T`` (a
    message class, ``chatschema.AnyMessage``, an envelope, ...), ``list[T]``
    or either ``| None`` is read by :func:`chatschema.decode`: the schema's
    full checks, with its JSON path in the error. What a handler returns is
    written by Litestar's msgspec encoder, as :func:`chatschema.encode` writes
    it. Both are described in OpenAPI by the shipped bundle.
    """

    config: ClassVar[DTOConfig] = DTOConfig()
    model_type = object
    _bodies: ClassVar[dict[tuple[str, str], _Body]] = {}
    """What each handler's ``data`` and return value are, by handler id and ``"data"``/``"return"``."""

    @classmethod
    def generate_field_definitions(cls, model_type: type[Any]) -> Generator[DTOFieldDefinition, None, None]:
        """No fields: the chatschema types are read and written whole."""
        yield from ()

    @classmethod
    def detect_nested_field(cls, field_definition: FieldDefinition) -> bool:
        """No nested models: the chatschema types are read and written whole."""
        return False

    @classmethod
    def is_supported_model_type_field(cls, field_definition: FieldDefinition) -> bool:
        """Whether the annotation is ``T``, ``list[T]`` or either ``| None`` for a chatschema type ``T``."""
        return _body(field_definition.annotation) is not None

    @classmethod
    def create_for_field_definition(
        cls, field_definition: FieldDefinition, handler_id: str, backend_cls: Any = None
    ) -> None:
        """Note what a handler's ``data`` (or return value) is.

        Raises:
            ImproperlyConfiguredException: The annotation holds a chatschema
                type in another shape, such as ``dict[str, AIMessage]``.
        """
        body = _body(field_definition.annotation)
        if body is None:
            raise ImproperlyConfiguredException(
                f"chatschema reads and writes T, list[T] and either | None for a chatschema type T, "
                f"not {field_definition.annotation!r} (handler {handler_id})"
            )
        cls._bodies[(handler_id, _role(field_definition))] = body

    @classmethod
    def create_openapi_schema(
        cls, field_definition: FieldDefinition, handler_id: str, schema_creator: "SchemaCreator"
    ) -> Reference | Schema:
        """The bundle's schema of the type, as a reference to ``components/schemas``."""
        body = cls._bodies[(handler_id, _role(field_definition))]
        return _schema_of(body, schema_creator)

    def decode_bytes(self, value: bytes) -> Any:
        """Read a request body (JSON, or MessagePack by its content type) with :func:`chatschema.decode`.

        Raises:
            ValidationException: The body does not match (status 422, the
                JSON path as ``key`` and at the end of ``message``).
        """
        body = self._bodies[(self.asgi_connection.route_handler.handler_id, "data")]
        content_type = getattr(self.asgi_connection, "content_type", None)
        if content_type and content_type[0] == RequestEncodingType.MESSAGEPACK:
            try:
                return self.decode_builtins(msgspec.msgpack.decode(value))
            except msgspec.DecodeError as error:
                self._refuse(ValidationError(f"Invalid MessagePack: {error}", "$"))
        if body.optional and value.strip() == b"null":
            return None
        return self._decoded(value, body)

    def decode_builtins(self, value: Any) -> Any:
        """Read parsed request data with :func:`chatschema.decode`.

        Raises:
            ValidationException: As for :meth:`decode_bytes`.
        """
        body = self._bodies[(self.asgi_connection.route_handler.handler_id, "data")]
        if body.optional and value is None:
            return None
        return self._decoded(value, body)

    def _decoded(self, value: Any, body: _Body) -> Any:
        try:
            return decode(value, body.spec)
        except ValidationError as error:
            self._refuse(error)

    def _refuse(self, error: ValidationError) -> NoReturn:
        request = self.asgi_connection
        method = request.scope.get("method", "")
        raise ValidationException(
            detail=f"Validation failed for {method} {request.url}",
            extra=[{"message": str(error), "key": error.path, "source": "body"}],
            status_code=INVALID_BODY_STATUS,
        ) from None

    def data_to_encodable_type(self, data: Any | Collection[Any]) -> Any:
        """What a handler returned, as it is: Litestar's msgspec encoder writes the Structs."""
        return data


def _role(field_definition: FieldDefinition) -> str:
    return "data" if field_definition.name == "data" else "return"


class ChatSchemaPlugin(SerializationPlugin, OpenAPISchemaPlugin):
    """The Litestar plugin for chatschema types: ``Litestar(..., plugins=[ChatSchemaPlugin()])``.

    * Handlers whose ``data`` or return annotation is a chatschema type
      ``T``, ``list[T]`` or either ``| None`` get :class:`ChatSchemaDTO`:
      request bodies go through :func:`chatschema.decode` (every check, not
      only msgspec's type checks), and an invalid one is answered with a
      ``ValidationException`` of status 422 (as FastAPI answers), whose
      ``extra`` gives the JSON path as ``key``.
    * OpenAPI: every chatschema type, wherever it appears (also as a field
      of your own Struct or dataclass), is a ``$ref`` to
      ``components/schemas``, where each type of the shipped bundle the
      document needs is a component of its own, named by its title, with
      discriminator mappings.

    Example:
        >>> from litestar import Litestar, post
        >>> from litestar.params import JSONBody
        >>> from chatschema import AnyMessage
        >>> @post("/echo")
        ... async def echo(data: JSONBody[list[AnyMessage]]) -> list[AnyMessage]:
        ...     return data
        >>> app = Litestar([echo], plugins=[ChatSchemaPlugin()])
        >>> "AnyMessage" in app.openapi_schema.to_schema()["components"]["schemas"]
        True
    """

    def supports_type(self, field_definition: FieldDefinition) -> bool:
        """Whether the annotation is a chatschema type, ``list[T]``, or either ``| None``."""
        return _body(field_definition.annotation) is not None

    def create_dto_for_type(self, field_definition: FieldDefinition) -> type[AbstractDTO[Any]]:
        """:class:`ChatSchemaDTO`, for every chatschema annotation."""
        return ChatSchemaDTO

    def is_plugin_supported_field(self, field_definition: FieldDefinition) -> bool:
        """Whether OpenAPI should describe the field with the bundle: a chatschema type or a list of one."""
        body = _body(field_definition.annotation)
        return body is not None and not body.optional

    def to_openapi_schema(self, field_definition: FieldDefinition, schema_creator: "SchemaCreator") -> Schema:
        """The bundle's schema of the type, as a reference to ``components/schemas``."""
        body = _body(field_definition.annotation)
        assert body is not None  # is_plugin_supported_field said so
        return _schema_of(body, schema_creator)  # type: ignore[return-value]  # a Reference is taken too


def _schema_of(body: _Body, schema_creator: "SchemaCreator") -> Reference | Schema:
    registry = schema_creator.schema_registry
    for title in needed_types(body.title):
        component = registry.get_schema_for_field_definition(_component(title))
        if component.title is None:  # registered just now: fill it in
            _fill(component, openapi_schema(title, _component_ref))
    reference = registry.get_reference_for_field_definition(_component(body.title))
    assert reference is not None  # registered above
    schema: Reference | Schema = Schema(type="array", items=reference) if body.many else reference  # type: ignore[arg-type]
    if body.optional:
        schema = Schema(one_of=[schema, Schema(type="null")])  # type: ignore[arg-type]
    return schema


@functools.cache
def _component(title: str) -> FieldDefinition:
    """The key of a bundle type among Litestar's components: its title."""
    return FieldDefinition.from_annotation(Any, kwarg_definition=KwargDefinition(schema_component_key=title))


def _component_ref(title: str) -> str:
    return f"#/components/schemas/{title}"


@functools.lru_cache(maxsize=1)
def _schema_fields() -> dict[str, str]:
    """Litestar's ``Schema`` field for each JSON Schema keyword (``oneOf`` -> ``one_of``)."""
    out = {}
    for field in dataclasses.fields(Schema):
        probe = Schema(**{field.name: True})  # type: ignore[arg-type]
        (keyword,) = BaseSchemaObject.to_schema(probe)
        out[keyword] = field.name
    return out


def _fill(component: Schema, schema: dict[str, Any]) -> None:
    """Copy a bundle schema (a JSON dict) into the ``Schema`` Litestar registered for it.

    Values below the top level stay JSON dicts: Litestar writes them as they are.
    """
    fields = _schema_fields()
    for keyword, value in schema.items():
        try:
            name = fields[keyword]
        except KeyError:
            raise ImproperlyConfiguredException(f"Litestar's Schema has no {keyword!r}") from None
        setattr(component, name, value)


def ai_sdk_stream_response(
    chunks: "Iterable[Any] | AsyncIterable[Any]",
    *,
    message_id: "str | None" = None,
    original_messages: "Sequence[Any] | None" = None,
    headers: "Mapping[str, str] | None" = None,
    status_code: int = 200,
    on_error: ErrorText = error_text,
) -> Stream:
    """A Litestar response streaming a model's answer as a Vercel AI SDK UI message stream.

    The Litestar twin of ``chatschema.ui_streams.ai_sdk_stream_response``: the body is
    ``to_ai_sdk_stream(chunks)`` as server-sent events ending with ``data: [DONE]``, each sent as
    its chunk arrives, with the headers the AI SDK's own responses send
    (``x-vercel-ai-ui-message-stream: v1``), then ``headers``.

    Args:
        chunks: A sync or async iterable of ``AIMessageChunk`` and ``ToolMessage``.
        message_id: The ``messageId`` of the ``start`` event for a new message (by default the
            first chunk's id).
        original_messages: The client's UI messages: when the last is an assistant message, the
            stream continues it (see ``chatschema.ui_streams.to_ai_sdk_stream``).
        headers: More headers, or ones that replace the defaults.
        status_code: The HTTP status.
        on_error: The text of the ``error`` event for an exception of the producer.

    Returns:
        A ``litestar.response.Stream``.

    Raises:
        ValidationError: The last of ``original_messages`` is not a ``UIMessage``.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> response = ai_sdk_stream_response([AIMessageChunk("Hi", chunk_position="last")])
        >>> response.headers["x-vercel-ai-ui-message-stream"], response.media_type
        ('v1', 'text/event-stream')
    """
    body, all_headers = ai_sdk_body(chunks, message_id, original_messages, headers, on_error)
    return Stream(body, headers=all_headers, media_type="text/event-stream", status_code=status_code)


def ag_ui_response(
    chunks: "Iterable[Any] | AsyncIterable[Any]",
    *,
    thread_id: str,
    run_id: str,
    headers: "Mapping[str, str] | None" = None,
    status_code: int = 200,
    on_error: ErrorText = error_text,
) -> Stream:
    """A Litestar response streaming a model's answer as AG-UI events.

    The Litestar twin of ``chatschema.ui_streams.ag_ui_response``: the body is
    ``to_ag_ui_events(chunks, thread_id=..., run_id=...)`` as server-sent events, each sent as
    its chunk arrives.

    Args:
        chunks: A sync or async iterable of ``AIMessageChunk`` and ``ToolMessage``.
        thread_id: The ``threadId`` of the run.
        run_id: The ``runId`` of the run.
        headers: More headers, or ones that replace the defaults.
        status_code: The HTTP status.
        on_error: The ``message`` of ``RUN_ERROR`` for an exception of the producer.

    Returns:
        A ``litestar.response.Stream``.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> response = ag_ui_response([AIMessageChunk("Hi")], thread_id="t1", run_id="r1")
        >>> response.media_type
        'text/event-stream'
    """
    body, all_headers = ag_ui_body(chunks, thread_id, run_id, headers, on_error)
    return Stream(body, headers=all_headers, media_type="text/event-stream", status_code=status_code)
