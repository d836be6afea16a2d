"""Whole-line fast decoders: mirror types of the generated Structs that say only 'valid'."""

from __future__ import annotations

import functools
import json
import operator
import types
import typing
from collections.abc import Callable
from typing import Annotated, Any, Union

import msgspec

from chatschema.batch.records import _FAST_TYPES, _PLAIN
from chatschema.errors import ValidationError
from chatschema.messages import MESSAGE_CLASSES
from chatschema.validation import decode


def _is_json_object(tp: Any) -> bool:
    return typing.get_origin(tp) is dict and typing.get_args(tp) == (str, Any)


def _replace(tp: Any, match: Callable[[Any], bool], new: Any) -> tuple[Any, int]:
    """``tp`` with each part that ``match``es replaced by ``new``, and the number replaced."""
    if match(tp):
        return new, 1
    origin = typing.get_origin(tp)
    if origin is Annotated:
        inner, n = _replace(tp.__origin__, match, new)
        return Annotated[(inner, *tp.__metadata__)], n
    args = typing.get_args(tp)
    if not args:
        return tp, 0
    replaced = [_replace(arg, match, new) for arg in args]
    count = sum(n for _, n in replaced)
    parts = tuple(arg for arg, _ in replaced)
    if origin is Union or origin is types.UnionType:
        return Union[parts], count  # noqa: UP007
    if origin is list:
        return list[parts[0]], count  # type: ignore[valid-type]
    if origin is dict:
        return dict[parts[0], parts[1]], count  # type: ignore[valid-type]
    raise TypeError(f"unexpected type {tp!r}")


def _refs(schema: Any, out: set[str]) -> set[str]:
    if isinstance(schema, dict):
        for key, value in schema.items():
            if key == "$ref" and isinstance(value, str):
                out.add(value.rsplit("/", 1)[-1])
            else:
                _refs(value, out)
    elif isinstance(schema, list):
        for value in schema:
            _refs(value, out)
    return out


_COMBINATORS = frozenset(("allOf", "anyOf", "oneOf", "not", "if", "dependentRequired", "dependentSchemas"))
_NOTES = frozenset(("title", "description", "$comment", "examples"))


def _is_int_schema(schema: Any) -> bool:
    return isinstance(schema, dict) and schema.get("type") == "integer" and set(schema) <= {"type"} | _NOTES


def _is_int_map(schema: Any) -> bool:
    """An object schema whose every value, listed or not, is an integer and nothing more."""
    return (
        isinstance(schema, dict)
        and schema.get("type") == "object"
        and set(schema) <= {"type", "properties", "additionalProperties"} | _NOTES
        and all(_is_int_schema(p) for p in schema.get("properties", {}).values())
        and _is_int_schema(schema.get("additionalProperties"))
    )


def _strip(tp: Any) -> Any:
    """A field type without its Annotated metadata and its ``UnsetType`` option."""
    if typing.get_origin(tp) is Annotated:
        return _strip(tp.__origin__)
    if typing.get_origin(tp) in (Union, types.UnionType):
        rest = [_strip(a) for a in typing.get_args(tp) if a is not msgspec.UnsetType]
        return rest[0] if len(rest) == 1 else Union[tuple(rest)]  # noqa: UP007
    return tp


def _rule_is_typed(cls: Any, schema: dict[str, Any], defs: dict[str, Any]) -> bool:
    """Whether msgspec, decoding into ``cls``, already enforces everything its extra rule checks.

    True for a type such as UsageMetadata: no combinators, and each property that refers to
    another schema refers to a map of integers, which the Struct holds as ``dict[str, int]``.
    """
    if set(schema) & _COMBINATORS:
        return False
    hints = typing.get_type_hints(cls, include_extras=True)
    for name, prop in schema.get("properties", {}).items():
        refs = _refs(prop, set())
        if not refs:
            continue
        if (
            len(refs) != 1
            or not _is_int_map(defs.get(next(iter(refs))))
            or _strip(hints.get(name)) != dict[str, int]
        ):
            return False
    return True


def _watched(schema: dict[str, Any]) -> tuple[str, ...] | None:
    """The properties a block's extra rule can look at, or None when it looks at the whole block.

    A rule checks what msgspec cannot: properties that refer to types held as plain JSON (such
    as a text block's ``annotations``), and combinators on the block itself (such as a media
    block's "say where the data is"). Without combinators, a block that has none of those
    properties gives the rule nothing to check.
    """
    if set(schema) & _COMBINATORS:
        return None
    return tuple(name for name, prop in schema.get("properties", {}).items() if _refs(prop, set()) - _PLAIN)


def _with_rule(cls: Any, rule: Callable[[Any, str], None], schema: dict[str, Any]) -> Any:
    """A subclass of a block Struct that also runs the block's extra rule after decoding."""
    from chatschema_generated._validators import SchemaViolation

    for info in msgspec.structs.fields(cls):
        if not info.required and info.default is not msgspec.UNSET:
            raise TypeError(f"{cls.__name__}.{info.name} has a default; its rule would see a key not given")
    watched = _watched(schema)
    if watched is not None and not set(watched) <= set(cls.__struct_fields__):
        watched = None
    unset = msgspec.UNSET

    def __post_init__(self: Any) -> None:
        if watched is not None and all(getattr(self, name) is unset for name in watched):
            return
        try:
            rule(msgspec.to_builtins(self), "$")
        except SchemaViolation as error:
            raise ValueError(error.message) from None

    config = cls.__struct_config__
    return msgspec.defstruct(
        cls.__name__,
        [],
        bases=(cls,),
        namespace={"__post_init__": __post_init__},
        tag_field=config.tag_field,
        tag=config.tag,
    )


def _subclass(cls: Any, fields: dict[str, Any]) -> Any:
    """A subclass of a Struct with some field types replaced, defaults and config kept."""
    spec: list[tuple[str, Any, Any]] = []
    for info in msgspec.structs.fields(cls):
        if info.name in fields:
            if info.default_factory is not msgspec.NODEFAULT:
                default: Any = msgspec.field(default_factory=info.default_factory)
            elif info.default is not msgspec.NODEFAULT:
                default = info.default
            else:
                spec.append((info.name, fields[info.name], msgspec.field(name=info.encode_name)))
                continue
            spec.append((info.name, fields[info.name], default))
    config = cls.__struct_config__
    return msgspec.defstruct(
        cls.__name__,
        spec,
        bases=(cls,),
        kw_only=True,
        tag_field=config.tag_field,
        tag=config.tag,
        forbid_unknown_fields=config.forbid_unknown_fields,
    )


def _build_fast() -> dict[str, Any]:
    """The mirror decoders by schema type: see the comment above."""
    from importlib import resources

    from chatschema_generated import _validators as v
    from chatschema_generated import content_blocks, messages, serialized, tool_calls, usage

    bundle = resources.files("chatschema_generated") / "bundle" / "chatschema.schema.json"
    defs = json.loads(bundle.read_bytes())["$defs"]
    modules = (content_blocks, tool_calls, usage)

    def struct(title: str) -> Any:
        for module in modules:
            cls = getattr(module, title, None)
            if isinstance(cls, type) and issubclass(cls, msgspec.Struct):
                rule = getattr(v, f"_extra_{title}", None)
                if rule is None or _rule_is_typed(cls, defs[title], defs):
                    return cls
                return _with_rule(cls, rule, defs[title])
        raise TypeError(f"no Struct for {title}")

    parts = []
    for tag, check in v._DISPATCH_ContentPart.items():
        cls = struct(check.__name__.removeprefix("check_"))
        if cls.__struct_config__.tag_field != "type" or cls.__struct_config__.tag != tag:
            raise TypeError(f"{cls.__name__} is not tagged {tag!r}")
        parts.append(cls)
    fast: dict[str, Any] = {
        "MessageContent": Union[tuple(parts)],  # noqa: UP007
        "ToolCall": struct("ToolCall"),
        "InvalidToolCall": struct("InvalidToolCall"),
        "ToolCallChunk": struct("ToolCallChunk"),
        "UsageMetadata": struct("UsageMetadata"),
    }

    def mirror(cls: Any, title: str) -> Any:
        hints = typing.get_type_hints(cls, include_extras=True)
        properties = defs[title]["properties"]
        if set(properties) - {"type"} != set(hints):
            raise TypeError(f"{title}: the Struct and the schema have different fields")
        replaced: dict[str, Any] = {}
        for name, schema in properties.items():
            refs = _refs(schema, set()) - _PLAIN
            if not refs:
                continue
            if len(refs) != 1 or next(iter(refs)) not in fast:
                raise TypeError(f"{title}.{name}: no fast type for {sorted(refs)}")
            new, n = _replace(hints[name], _is_json_object, fast[next(iter(refs))])
            if n != 1:
                raise TypeError(f"{title}.{name}: expected one plain object to type, found {n}")
            replaced[name] = new
        return _subclass(cls, replaced)

    by_tag: dict[str, Any] = {}
    for tag, check in v._BY_TAG_AnyMessage.items():
        title = check.__name__.removeprefix("check_")
        public = MESSAGE_CLASSES[tag]
        generated = getattr(messages, title)
        if msgspec.structs.fields(public) != msgspec.structs.fields(generated):
            raise TypeError(f"{public.__name__} does not have the fields of the generated {title}")
        by_tag[tag] = mirror(generated, title)
    envelopes = []
    for tag, check in v._BY_TAG_SerializedMessage.items():
        title = check.__name__.removeprefix("check_")
        cls = getattr(serialized, title)
        hints = typing.get_type_hints(cls, include_extras=True)
        if set(hints) != {"data"} or set(defs[title]["properties"]) != {"type", "data"}:
            raise TypeError(f"{title} is not a type-and-data envelope")
        generated = getattr(messages, by_tag[tag].__name__)
        data, n = _replace(hints["data"], functools.partial(operator.is_, generated), by_tag[tag])
        if n != 1:
            raise TypeError(f"{title}.data is not the generated message")
        envelopes.append(_subclass(cls, {"data": data}))
    one_message: Any = Union[tuple(by_tag.values())]  # noqa: UP007
    one_envelope: Any = Union[tuple(envelopes)]  # noqa: UP007
    title = "LangChainSerializedMessage"
    record = getattr(serialized, title)
    properties = defs[title]["properties"]
    if set(typing.get_type_hints(record)) != set(properties) or _refs(properties["kwargs"], set()) != {
        "AnyMessage"
    }:
        raise TypeError(f"{title} is not a record around AnyMessage")
    one_record: Any = _subclass(record, {"kwargs": one_message})
    return {
        "AnyMessage": msgspec.json.Decoder(one_message),
        "SerializedMessage": msgspec.json.Decoder(one_envelope),
        title: msgspec.json.Decoder(one_record),
        "list[AnyMessage]": msgspec.json.Decoder(list[one_message]),
        "list[SerializedMessage]": msgspec.json.Decoder(list[one_envelope]),
        f"list[{title}]": msgspec.json.Decoder(list[one_record]),
    }


@functools.lru_cache(maxsize=1)
def _fast_decoders() -> dict[str, Any]:
    """The mirror decoders, or ``{}`` when the generated code has a shape they do not expect."""
    try:
        return _build_fast()
    except (TypeError, KeyError, AttributeError, ValueError, OSError):
        return {}


_REFUSED = (ValidationError, msgspec.ValidationError, msgspec.DecodeError)
"""What a reader raises for a line it does not accept."""


@functools.lru_cache(maxsize=1)
def _readers() -> dict[str, Callable[[bytes | str], Any]]:
    """Whole-line readers by schema type: the mirror decoders, else :func:`chatschema.decode`."""
    fast = _fast_decoders()
    return {
        title: fast[title].decode if title in fast else functools.partial(decode, type=title)
        for title in _FAST_TYPES.values()
    }
