"""Validate, decode and encode payloads against the generated schema types.

The fast path is msgspec: it decodes JSON straight into the generated
Structs and checks every field they hold. The generated checks in
``chatschema_generated._validators`` then cover what msgspec cannot
express: plain JSON objects inside messages (tool calls, usage, content
blocks), dispatch on a block's type tag, and "one of these keys" rules.
"""

from __future__ import annotations

import functools
import json
import typing
from typing import Any, NamedTuple

import msgspec

from chatschema.errors import ValidationError
from chatschema_generated._validators import SchemaViolation, from_msgspec
from chatschema_generated.registry import TYPES, TypeInfo

__all__ = ["decode", "encode", "schema_types", "validate"]

TypeSpec = Any
"""A schema title (``"AIMessage"``, ``"list[AnyMessage]"``), a generated
class, ``list[...]`` of one of those, or a TypeInfo."""

_ENCODER = msgspec.json.Encoder()


class _Plan(NamedTuple):
    info: TypeInfo
    many: bool
    decoder: msgspec.json.Decoder[Any]
    python_type: Any


def schema_types() -> list[str]:
    """List the titles of every schema type.

    Returns:
        The sorted titles, each usable as the ``type`` argument of
        :func:`validate` and :func:`decode`.

    Example:
        >>> "AIMessage" in schema_types()
        True
    """
    return sorted(TYPES)


def _by_class() -> dict[Any, TypeInfo]:
    return {info.python_type: info for info in TYPES.values() if info.struct}


@functools.lru_cache(maxsize=256)
def _plan(spec: TypeSpec) -> _Plan:
    many = False
    origin: Any = typing.get_origin(spec)
    if isinstance(spec, str):
        title = spec.strip()
        if title.startswith("list[") and title.endswith("]"):
            many, title = True, title[5:-1].strip()
    elif origin is list:
        many, title = True, _title_of(typing.get_args(spec)[0])
    else:
        title = _title_of(spec)
    info = TYPES.get(title)
    if info is None:
        raise ValueError(f"unknown schema type {spec!r}; known types: {', '.join(sorted(TYPES))}")
    # Types held as plain JSON are decoded untyped; the generated check then
    # validates them with exact paths and nothing is dropped. Message types
    # decode into the message classes, which subclass the generated Structs.
    item = _public_types().get(title, info.python_type) if info.struct else Any
    py = list[item] if many else item  # type: ignore[valid-type]
    return _Plan(info, many, msgspec.json.Decoder(py), py)


@functools.lru_cache(maxsize=1)
def _public_types() -> dict[str, Any]:
    from chatschema.messages import MESSAGE_CLASSES
    from chatschema.messages.envelopes import ENVELOPES, AnyMessageType, SerializedMessageType

    out: dict[str, Any] = {"AnyMessage": AnyMessageType, "SerializedMessage": SerializedMessageType}
    for tag, cls in MESSAGE_CLASSES.items():
        out[cls.__name__] = cls
        out[f"Serialized{cls.__name__}"] = ENVELOPES[tag]
    return out


def _title_of(spec: Any) -> str:
    if isinstance(spec, str):
        return spec
    if isinstance(spec, TypeInfo):
        return spec.title
    for title, public in _public_types().items():
        if public is spec:
            return title
    for klass in getattr(spec, "__mro__", ()):
        info = _by_class().get(klass)
        if info is not None:
            return info.title
    # type aliases such as AnyMessage are Annotated unions
    for title, info in TYPES.items():
        if info.python_type is spec:
            return title
    raise ValueError(f"{spec!r} is not a chatschema type")


def _check(plan: _Plan, value: Any) -> None:
    check = plan.info.check
    if plan.many:
        if type(value) is not list:
            raise ValidationError(f"Expected `array`, got `{type(value).__name__}`", "$")
        for i, item in enumerate(value):
            check(item, f"$[{i}]")
    else:
        check(value, "$")


def _run(data: Any, spec: TypeSpec, max_size: int | None) -> Any:
    plan = _plan(spec)
    try:
        if isinstance(data, (bytes, bytearray, memoryview, str)):
            if max_size is not None and len(data) > max_size:
                raise ValidationError(f"Payload is {len(data)} long, over the limit of {max_size}", "$")
            try:
                value = plan.decoder.decode(data)
            except msgspec.DecodeError as error:
                # msgspec refuses lone UTF-16 surrogate escapes ("\ud83d"), which
                # Python's json module (and so LangChain) writes when a stream
                # is cut inside an escaped emoji. Read those with json instead.
                if "surrogate" not in str(error):
                    raise
                value = _convert_parsed(plan, _json_loads_strict(data))
        elif plan.info.struct:
            value = msgspec.convert(data, plan.python_type)
        else:
            value = data
        _check(plan, value)
    except msgspec.ValidationError as error:
        v = from_msgspec(error, "$")
        raise ValidationError(v.message, v.path) from None
    except msgspec.DecodeError as error:
        raise ValidationError(f"Invalid JSON: {error}", "$") from None
    except SchemaViolation as error:
        raise ValidationError(error.message, error.path) from None
    except RecursionError:
        raise ValidationError("Payload is nested too deeply", "$") from None
    return value


def _json_loads_strict(data: Any) -> Any:
    def no_constants(name: str) -> Any:
        raise msgspec.DecodeError(f"JSON is malformed: {name} is not valid JSON")

    if isinstance(data, memoryview):
        data = bytes(data)
    return json.loads(data, parse_constant=no_constants)


def _convert_parsed(plan: _Plan, value: Any) -> Any:
    return msgspec.convert(value, plan.python_type) if plan.info.struct else value


def validate(instance: Any, type: TypeSpec, *, max_size: int | None = None) -> None:
    """Check a payload against a schema type.

    Args:
        instance: Parsed JSON (dicts, lists, strings...), or JSON text as
            ``bytes`` or ``str``.
        type: A schema title such as ``"AIMessage"``, ``"AnyMessage"`` or
            ``"SerializedMessage"``; a generated class; or a list of either
            for a whole conversation, as ``"list[AnyMessage]"`` or
            ``list[AIMessage]``.
        max_size: Reject JSON text longer than this many bytes or characters.

    Returns:
        None when the payload is valid.

    Raises:
        ValidationError: The payload does not match. ``.path`` is the JSON
            path of the deepest failing value.
        ValueError: ``type`` names no schema type.

    Example:
        >>> validate({"type": "human", "content": "hi"}, "AnyMessage")
        >>> try:
        ...     validate(b'{"type": "ai", "content": [{"type": "image"}]}', "AIMessage")
        ... except ValidationError as e:
        ...     print(e.path)
        $.content[0]
    """
    _run(instance, type, max_size)


def decode(data: Any, type: TypeSpec, *, max_size: int | None = None) -> Any:
    """Validate a payload and return it as typed objects.

    Messages and serialized envelopes come back as the generated msgspec
    Structs. Types that messages hold as plain JSON (tool calls, usage,
    content blocks) come back as validated dicts, so no key is lost.

    Args:
        data: Parsed JSON, or JSON text as ``bytes`` or ``str``.
        type: The schema type, as for :func:`validate`.
        max_size: Reject JSON text longer than this.

    Returns:
        The decoded value.

    Raises:
        ValidationError: The payload does not match its schema.
        ValueError: ``type`` names no schema type.

    Example:
        >>> msg = decode(b'{"type": "ai", "content": "hi", "id": "1"}', "AnyMessage")
        >>> type(msg).__name__, msg.content, msg.tool_calls
        ('AIMessage', 'hi', [])
    """
    return _run(data, type, max_size)


def encode(obj: Any) -> bytes:
    """Encode decoded values (or plain JSON values) as JSON bytes.

    Messages are written in full form, every field present, as LangChain's
    ``model_dump`` writes them; the legacy ``example`` and the newer
    ``chunk_position`` fields are written only when the message carries them.

    Args:
        obj: A generated Struct, a list of them, or plain JSON data.

    Returns:
        The JSON text as bytes.

    Raises:
        ValidationError: The value holds something JSON cannot represent.

    Example:
        >>> msg = decode({"type": "system", "content": "be brief"}, "SystemMessage")
        >>> encode(msg)[:45]
        b'{"type":"system","content":"be brief","additi'
    """
    try:
        return _ENCODER.encode(obj)
    except UnicodeEncodeError:
        # a lone surrogate in a string: write it as a JSON escape, as json does
        return json.dumps(msgspec.to_builtins(obj), ensure_ascii=True, separators=(",", ":")).encode()
    except (TypeError, msgspec.EncodeError) as error:
        raise ValidationError(f"Cannot encode as JSON: {error}", "$") from None
