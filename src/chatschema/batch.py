"""Validate, convert and count JSONL chat logs in batches of lines.

Every function here is a plain, picklable function over an iterable of lines
(``bytes`` or ``str``, with or without their newline) and returns small,
picklable results, so it drops unchanged into a process pool, Ray tasks,
Spark's ``mapPartitions`` or a Dask bag. The ``chatschema`` command line
(:mod:`chatschema.cli`) and :mod:`chatschema.dask` are built on it.

A line holds one **conversation** (a JSON array of messages, or an OpenAI
fine-tuning record ``{"messages": [...], ...}``) or one **message** (a JSON
object). Each message is read in the form its tags say:

* ``lc``: LangChain's stored form, ``{"type": "<tag>", "data": {...}}``
  (what ``messages_to_dict`` writes), checked against ``SerializedMessage``;
* ``flat``: the message fields with the ``type`` tag among them (what
  ``model_dump()`` writes), checked against ``AnyMessage``;
* ``openai``: an OpenAI Chat Completions dict with a ``role`` tag, read as
  :func:`chatschema.convert_to_messages` reads it;
* ``constructor``: LangChain's ``{"lc": 1, "type": "constructor", ...}``
  envelope, read as :func:`chatschema.convert_to_messages` reads it.

A ``role`` decides when present (except on ``chat`` messages, where it is a
field), as in :func:`chatschema.convert_to_messages`; otherwise the message
type tag does, and the fields sit under ``data`` (``lc``) or beside the tag
(``flat``). Lines of one file may mix forms, and so may the messages of a line.

Validation reads each line's raw bytes with :func:`chatschema.decode`, typed,
with no ``json.loads`` first: the form of the previous line is tried first,
and only a line that fails it is parsed and dispatched message by message
(which also finds the exact error). Results do not depend on how lines are
split into batches.
"""

from __future__ import annotations

import functools
import json
import operator
import types
import typing
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal, NamedTuple, Union

import msgspec

from chatschema.errors import ValidationError
from chatschema.messages import MESSAGE_CLASSES, BaseMessage, RemoveMessage
from chatschema.validation import decode, encode

__all__ = [
    "DESTINATIONS",
    "FORMS",
    "BatchResult",
    "ChunkConversion",
    "ConvertResult",
    "ErrorRecord",
    "StatsResult",
    "convert_chunk",
    "convert_file",
    "convert_lines",
    "form_of",
    "stats_chunk",
    "stats_file",
    "stats_lines",
    "validate_chunk",
    "validate_file",
    "validate_lines",
]

Form = Literal["lc", "flat", "openai", "constructor"]
"""The form of one message: see the module docstring."""

FORMS: tuple[str, ...] = ("lc", "flat", "openai")
"""The forms a conversion can be asked to read (``src``), besides ``"auto"``."""

DESTINATIONS: tuple[str, ...] = ("lc", "flat", "openai", "buffer-prefix", "buffer-xml")
"""What a conversion can write (``dst``)."""

_ROLE_IS_FIELD = frozenset(("chat", "ChatMessageChunk"))
"""Message types whose ``role`` is a field rather than the tag that decides."""

_FAST_TYPES: dict[tuple[bool, str], str] = {
    (True, "lc"): "list[SerializedMessage]",
    (True, "flat"): "list[AnyMessage]",
    (False, "lc"): "SerializedMessage",
    (False, "flat"): "AnyMessage",
}
"""The schema type that reads a whole line at once, by (conversation?, form)."""

_SCHEMA_OF_FORM = {"lc": "SerializedMessage", "flat": "AnyMessage"}

_FORM_HELP = {
    "lc": 'the stored form {"type": ..., "data": {...}}',
    "flat": "the flat form (the fields beside the type tag)",
    "openai": "the OpenAI form (a role tag)",
    "constructor": 'the constructor form {"lc": 1, "type": "constructor", ...}',
}


class ErrorRecord(NamedTuple):
    """One invalid line: where it is, the JSON path of the fault, and what is wrong.

    ``str()`` gives the ``file:line: path: message`` form the command line prints.

    Example:
        >>> print(ErrorRecord("chats.jsonl", 3, "$[1].data.content", "Expected `str`, got `int`"))
        chats.jsonl:3: $[1].data.content: Expected `str`, got `int`
    """

    source: str
    """The file (or other name) the line came from."""
    line: int
    """The line number, counting from 1."""
    path: str
    """JSON path of the failing value inside the line, such as ``$[1].data.content``."""
    message: str
    """What is wrong with that value."""

    def __str__(self) -> str:
        return f"{self.source}:{self.line}: {self.path}: {self.message}"

    def to_dict(self) -> dict[str, Any]:
        """The record as a JSON-ready dict.

        Returns:
            ``{"file": ..., "line": ..., "path": ..., "message": ...}``.

        Raises:
            Nothing: the record is plain data.

        Example:
            >>> ErrorRecord("a.jsonl", 1, "$", "Invalid JSON")._replace(line=2).to_dict()["line"]
            2
        """
        return {"file": self.source, "line": self.line, "path": self.path, "message": self.message}


def _add_counts(into: dict[str, int], other: dict[str, int]) -> None:
    for key, value in other.items():
        into[key] = into.get(key, 0) + value


def _keep_errors(into: list[ErrorRecord], more: list[ErrorRecord], limit: int | None) -> None:
    room = len(more) if limit is None else max(0, limit - len(into))
    into.extend(more[:room])


@dataclass
class BatchResult:
    """What validating some lines found. Results of consecutive batches merge with :meth:`merge`.

    Example:
        >>> a = validate_lines([b'[{"role": "user", "content": "hi"}]'])
        >>> b = validate_lines([b"[1]"], start_line=2)
        >>> total = a.merge(b)
        >>> total.lines, total.valid, total.invalid, total.messages, [e.line for e in total.errors]
        (2, 1, 1, {'human': 1}, [2])
    """

    lines: int = 0
    """Non-blank lines read."""
    valid: int = 0
    """Lines that are valid."""
    invalid: int = 0
    """Lines that are not. Each has one record in ``errors`` (up to ``max_errors``)."""
    conversations: int = 0
    """Valid lines holding a conversation (the rest hold one message each)."""
    messages: dict[str, int] = field(default_factory=dict)
    """Messages of the valid lines, by type tag (``human``, ``ai``, ``AIMessageChunk``...)."""
    forms: dict[str, int] = field(default_factory=dict)
    """Messages of the valid lines, by form (``lc``, ``flat``, ``openai``, ``constructor``)."""
    errors: list[ErrorRecord] = field(default_factory=list)
    """The first fault of each invalid line, in line order, up to ``max_errors``."""
    max_errors: int | None = None
    """Keep at most this many records in ``errors``; ``invalid`` still counts them all."""

    @property
    def ok(self) -> bool:
        """Whether every line read was valid.

        Returns:
            True when ``invalid`` is 0.

        Raises:
            Nothing: it reads a count.

        Example:
            >>> BatchResult(lines=2, valid=2).ok, BatchResult(lines=1, invalid=1).ok
            (True, False)
        """
        return self.invalid == 0

    def merge(self, other: BatchResult) -> BatchResult:
        """Add the result of the lines that follow; changes this result in place.

        Args:
            other: The result of a later batch (errors are kept in call order).

        Returns:
            This result, for chaining and ``functools.reduce``.

        Raises:
            Nothing: counts add up and error lists concatenate.

        Example:
            >>> BatchResult(lines=1, valid=1).merge(BatchResult(lines=2, valid=2)).lines
            3
        """
        self.lines += other.lines
        self.valid += other.valid
        self.invalid += other.invalid
        self.conversations += other.conversations
        _add_counts(self.messages, other.messages)
        _add_counts(self.forms, other.forms)
        _keep_errors(self.errors, other.errors, self.max_errors)
        return self

    def to_dict(self) -> dict[str, Any]:
        """The result as a JSON-ready dict (errors as :meth:`ErrorRecord.to_dict`).

        Returns:
            The counts, ``messages``/``forms`` sorted by key, and ``errors``.

        Raises:
            Nothing: the result is plain data.

        Example:
            >>> sorted(BatchResult().to_dict())
            ['conversations', 'errors', 'forms', 'invalid', 'lines', 'messages', 'valid']
        """
        return {
            "lines": self.lines,
            "valid": self.valid,
            "invalid": self.invalid,
            "conversations": self.conversations,
            "messages": dict(sorted(self.messages.items())),
            "forms": dict(sorted(self.forms.items())),
            "errors": [e.to_dict() for e in self.errors],
        }


class _LineError(Exception):
    """The fault of one line, raised inside this module and turned into an ErrorRecord."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(message)
        self.path = path
        self.message = message


def _under(base: str, path: str) -> str:
    """``path`` (rooted at ``$``) placed under ``base``."""
    return base + path[1:]


def _under_item(base: str, path: str) -> str:
    """A path from ``convert_to_messages([item])`` (rooted at ``$[0]``) placed under ``base``."""
    return base + path[4:] if path.startswith("$[0]") else base


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    return {dict: "object", list: "array", str: "str", int: "int", float: "float", bool: "bool"}.get(
        type(value), type(value).__name__
    )


def _parse(raw: bytes | str) -> Any:
    """Parse one line as plain JSON, as the validators do (lone surrogate escapes allowed).

    msgspec refuses lone UTF-16 surrogate escapes (``"\\ud83d"``, written when a
    stream is cut inside an emoji); Python's json reads them, so it gets a second look.
    """
    try:
        return msgspec.json.decode(raw)
    except msgspec.DecodeError as error:
        problem = error
    try:
        return json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise _LineError("$", f"Invalid JSON: {problem}") from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"JSON is malformed: {name} is not valid JSON")


def form_of(message: dict[str, Any]) -> Form:
    """Say which form a message dict is in, from its tags.

    Args:
        message: One message as a parsed JSON object.

    Returns:
        ``"openai"`` when it has a ``role`` (unless it is a ``chat`` message,
        whose ``role`` is a field); ``"constructor"`` for LangChain's
        ``{"lc": 1, "type": "constructor"}`` envelope; ``"lc"`` when its
        fields are under ``data`` (and there is no ``content`` beside the tag);
        ``"flat"`` when its ``type`` is a message type tag. Anything else is
        read as ``"openai"``, whose reader says what is missing.

    Raises:
        Nothing: every dict gets a form; the reader of that form says what is wrong.

    Example:
        >>> form_of({"type": "human", "data": {"content": "hi"}})
        'lc'
        >>> form_of({"type": "human", "content": "hi"})
        'flat'
        >>> form_of({"role": "user", "content": "hi"}), form_of({"type": "chat", "role": "x", "content": ""})
        ('openai', 'flat')
    """
    tag = message.get("type")
    if tag == "constructor" and message.get("lc") == 1:
        return "constructor"
    if "role" in message and tag not in _ROLE_IS_FIELD:
        return "openai"
    if "data" in message and "content" not in message:
        return "lc"
    if isinstance(tag, str) and tag in MESSAGE_CLASSES:
        return "flat"
    return "openai"


class _Record(NamedTuple):
    """One parsed line: its messages, and how to put converted ones back."""

    items: list[Any]
    base: str
    """JSON path of the message list inside the line (``$``, ``$.messages``), or ``""`` for one message."""
    wrapper: dict[str, Any] | None
    """The fine-tuning record around the messages, if any."""


def _record(value: Any) -> _Record:
    """Split a parsed line into its messages."""
    if type(value) is list:
        return _Record(value, "$", None)
    if type(value) is dict:
        if "messages" in value and "type" not in value and "role" not in value:
            items = value["messages"]
            if type(items) is not list:
                raise _LineError("$.messages", f"Expected `array`, got `{_json_type(items)}`")
            return _Record(items, "$.messages", value)
        return _Record([value], "", None)
    raise _LineError(
        "$", f"Expected a conversation (`array`) or a message (`object`), got `{_json_type(value)}`"
    )


def _item_path(record: _Record, i: int) -> str:
    return f"{record.base}[{i}]" if record.base else "$"


def _form(item: Any, path: str, expected: str) -> Form:
    if type(item) is not dict:
        raise _LineError(path, f"Expected `object`, got `{_json_type(item)}`")
    form = form_of(item)
    if expected != "auto" and form != expected:
        raise _LineError(path, f"Expected {_FORM_HELP[expected]}, got {_FORM_HELP[form]}")
    return form


def _tag_of(value: Any) -> str:
    tag: str = type(value).__struct_config__.tag
    return tag


def _tag_of_class(cls: Any) -> str:
    tag: str = cls.__struct_config__.tag
    return tag


_class_of = type


def _check_item(item: Any, form: Form, path: str) -> str:
    """Validate one parsed message in its form; return its type tag."""
    if form == "lc" or form == "flat":
        try:
            return _tag_of(decode(item, _SCHEMA_OF_FORM[form]))
        except ValidationError as error:
            raise _LineError(_under(path, error.path), error.message) from None
    return _read_item(item, form, path).type


def _read_item(item: Any, form: Form, path: str) -> BaseMessage:
    """Build the message one parsed dict stands for, in its form."""
    from chatschema.convert.messages import convert_to_messages
    from chatschema.serialize import _message_from_dict

    try:
        if form == "lc":
            return _message_from_dict(item)
        return convert_to_messages([item])[0]
    except ValidationError as error:
        where = _under(path, error.path) if form == "lc" else _under_item(path, error.path)
        raise _LineError(where, error.message) from None
    except (ValueError, TypeError, NotImplementedError) as error:
        raise _LineError(path, f"{type(error).__name__}: {error}") from None


# --- fast acceptance ---------------------------------------------------------------------------------
#
# chatschema.decode checks a line in two steps: msgspec decodes it into the message Structs, then the
# generated checks walk the plain JSON inside (content blocks, tool calls, usage) in Python. On typical
# logs the walk costs more than the decode. For the common case this section builds, once, mirror
# types in which that plain JSON is typed by the generated Structs the checks themselves defer to
# (``_convert(value, ToolCall)``...), and the checks' extra rules (``_extra_<Title>``, such as "a
# media block must say where its data is") run in ``__post_init__`` of the few block types that have
# them, when the block holds something the rule looks at; a rule that only checks maps of integers is
# left to msgspec (``dict[str, int]``). One msgspec decode into the mirror then accepts a line only if
# the checks accept it. Anything the mirror refuses (a provider-native block, an error) is decided by
# the full path, which also explains errors, so the mirror can only make a valid line faster, never
# change a verdict (tests/cli/test_batch.py checks this on generated and mutated messages). If the
# generated code ever has a shape this does not expect, the mirror is not built and every line takes
# the full path. The natural home of this one-pass decoder is the code generator.

_PLAIN = frozenset(("JSONObject", "Extras"))
"""Schema titles held as plain objects with nothing to check beyond "is an object"."""


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
    return {
        "AnyMessage": msgspec.json.Decoder(one_message),
        "SerializedMessage": msgspec.json.Decoder(one_envelope),
        "list[AnyMessage]": msgspec.json.Decoder(list[one_message]),
        "list[SerializedMessage]": msgspec.json.Decoder(list[one_envelope]),
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


def _blank(line: bytes | str) -> bool:
    return not line or line.isspace()  # validate_lines has this inline


def _validate_parsed(value: Any, result: BatchResult) -> tuple[bool, str] | None:
    """Validate a parsed line message by message, count it; return its (conversation?, form) if uniform."""
    record = _record(value)
    tags: list[str] = []
    forms: list[str] = []
    for i, item in enumerate(record.items):
        path = _item_path(record, i)
        form = _form(item, path, "auto")
        tags.append(_check_item(item, form, path))
        forms.append(form)
    result.valid += 1
    many = bool(record.base)
    if many:
        result.conversations += 1
    counts, by_form = result.messages, result.forms
    for tag, kind in zip(tags, forms, strict=True):
        counts[tag] = counts.get(tag, 0) + 1
        by_form[kind] = by_form.get(kind, 0) + 1
    if record.wrapper is None and len(set(forms)) == 1:
        return many, forms[0]
    return None


def _fail(result: BatchResult, source: str, number: int, path: str, message: str) -> None:
    result.invalid += 1
    if result.max_errors is None or len(result.errors) < result.max_errors:
        result.errors.append(ErrorRecord(source, number, path, message))


def validate_lines(
    lines: Iterable[bytes | str],
    *,
    type: str | None = None,
    source: str = "<lines>",
    start_line: int = 1,
    max_errors: int | None = None,
) -> BatchResult:
    """Validate JSONL lines, each one conversation or one message in any form.

    Blank lines are skipped (but counted in the line numbers). Each invalid
    line gives one :class:`ErrorRecord`: its first fault, with the JSON path
    inside the line.

    Args:
        lines: The lines, ``bytes`` or ``str``; a trailing newline is fine.
        type: A schema title to check every line against instead of
            detecting forms, such as ``"list[SerializedMessage]"`` or
            ``"AIMessage"`` (see :func:`chatschema.schema_types`).
        source: The name to put in error records (usually the file name).
        start_line: The line number of the first line.
        max_errors: Keep at most this many error records (all invalid lines
            are still counted), to bound memory on very broken input.

    Returns:
        The counts and error records.

    Raises:
        ValueError: ``type`` names no schema type.

    Example:
        >>> result = validate_lines(
        ...     [
        ...         b'[{"type": "human", "data": {"content": "hi"}}, {"type": "ai", "content": "yo"}]',
        ...         b'{"messages": [{"role": "user", "content": "hi"}]}',
        ...         b"",
        ...         b'[{"type": "ai", "data": {"content": 7}}]',
        ...     ],
        ...     source="chats.jsonl",
        ... )
        >>> result.lines, result.conversations, result.messages, result.forms
        (3, 2, {'human': 2, 'ai': 1}, {'lc': 1, 'flat': 1, 'openai': 1})
        >>> print(result.errors[0])
        chats.jsonl:4: $[0].data.content: Expected `str | array`, got `int`
    """
    result = BatchResult(max_errors=max_errors)
    if type is not None:
        return _validate_typed(lines, type, source, start_line, result)
    readers = _readers()
    hint: str | None = "list[SerializedMessage]"
    read = readers["list[SerializedMessage]"]
    many, form = True, "lc"
    by_class: Counter[Any] = Counter()
    count_classes = by_class.update
    valid = conversations = n = 0
    by_form = result.forms
    for number, line in enumerate(lines, start_line):
        if not line or line.isspace():
            continue
        n += 1
        if hint is not None:
            try:
                value = read(line)
            except _REFUSED:
                pass
            else:
                valid += 1
                if many:
                    conversations += 1
                    count_classes(map(_class_of, value))
                    by_form[form] = by_form.get(form, 0) + len(value)
                else:
                    by_class[value.__class__] += 1
                    by_form[form] = by_form.get(form, 0) + 1
                continue
        try:
            shape = _validate_parsed(_parse(line), result)
        except _LineError as error:
            _fail(result, source, number, error.path, error.message)
            continue
        except RecursionError:
            _fail(result, source, number, "$", "Payload is nested too deeply")
            continue
        if shape is not None:
            hint = _FAST_TYPES.get(shape)
            if hint is not None:
                read = readers[hint]
                many, form = shape
    result.valid += valid
    result.conversations += conversations
    for cls, number in by_class.items():
        tag = _tag_of_class(cls)
        result.messages[tag] = result.messages.get(tag, 0) + number
    result.lines = n
    return result


def _validate_typed(
    lines: Iterable[bytes | str], type: str, source: str, start_line: int, result: BatchResult
) -> BatchResult:
    try:
        decode(b"null", type)
    except ValidationError:
        pass  # the type exists
    many = type.replace(" ", "").startswith("list[")
    counts = result.messages
    n = 0
    for number, line in enumerate(lines, start_line):
        if _blank(line):
            continue
        n += 1
        try:
            value = decode(line, type)
        except ValidationError as error:
            _fail(result, source, number, error.path, error.message)
            continue
        result.valid += 1
        for item in value if many else (value,):
            if isinstance(item, msgspec.Struct):
                tag = _tag_of(item)
                counts[tag] = counts.get(tag, 0) + 1
        if many:
            result.conversations += 1
    result.lines = n
    return result


def validate_chunk(
    chunk: bytes,
    *,
    type: str | None = None,
    source: str = "<lines>",
    start_line: int = 1,
    max_errors: int | None = None,
) -> BatchResult:
    """Validate a block of JSONL text: :func:`validate_lines` over its lines.

    Args:
        chunk: Whole lines of JSONL, separated by ``\\n``.
        type: As for :func:`validate_lines`.
        source: As for :func:`validate_lines`.
        start_line: The line number of the block's first line.
        max_errors: As for :func:`validate_lines`.

    Returns:
        The counts and error records.

    Raises:
        ValueError: ``type`` names no schema type.

    Example:
        >>> validate_chunk(b'[]\\n{"role": "bot", "content": "x"}\\n', start_line=10).errors[0].line
        11
    """
    return validate_lines(
        chunk.split(b"\n"), type=type, source=source, start_line=start_line, max_errors=max_errors
    )


def validate_file(
    path: str | Path, *, type: str | None = None, max_errors: int | None = None, source: str | None = None
) -> BatchResult:
    """Validate a JSONL file, reading it line by line (constant memory).

    Args:
        path: The file.
        type: As for :func:`validate_lines`.
        max_errors: As for :func:`validate_lines`.
        source: The name for error records; the path by default.

    Returns:
        The counts and error records.

    Raises:
        OSError: The file cannot be read.
        ValueError: ``type`` names no schema type.

    Example:
        >>> import tempfile
        >>> with tempfile.TemporaryDirectory() as d:
        ...     p = Path(d, "a.jsonl")
        ...     _ = p.write_text('[{"role": "user", "content": "hi"}]\\n')
        ...     validate_file(p).valid
        1
    """
    with open(path, "rb") as stream:
        return validate_lines(
            stream, type=type, source=str(path) if source is None else source, max_errors=max_errors
        )


# --- conversion -------------------------------------------------------------------------------------


@dataclass
class ConvertResult:
    """What converting some lines did. Every non-blank line is either converted or rejected.

    Example:
        >>> r = ConvertResult(lines=3, converted=2, rejected=1)
        >>> r.merge(ConvertResult(lines=1, converted=1)).converted
        3
    """

    lines: int = 0
    """Non-blank lines read."""
    converted: int = 0
    """Lines written to the output."""
    rejected: int = 0
    """Lines that could not be converted; each has a record in ``errors``."""
    errors: list[ErrorRecord] = field(default_factory=list)
    """Why each rejected line was rejected, in line order."""

    @property
    def ok(self) -> bool:
        """Whether every line was converted.

        Returns:
            True when ``rejected`` is 0.

        Raises:
            Nothing: it reads a count.

        Example:
            >>> ConvertResult(lines=1, converted=1).ok
            True
        """
        return self.rejected == 0

    def merge(self, other: ConvertResult) -> ConvertResult:
        """Add the result of the lines that follow; changes this result in place.

        Args:
            other: The result of a later batch.

        Returns:
            This result.

        Raises:
            Nothing: counts add up and error lists concatenate.

        Example:
            >>> ConvertResult(lines=1).merge(ConvertResult(lines=1)).lines
            2
        """
        self.lines += other.lines
        self.converted += other.converted
        self.rejected += other.rejected
        self.errors.extend(other.errors)
        return self

    def to_dict(self) -> dict[str, Any]:
        """The result as a JSON-ready dict.

        Returns:
            The counts and the error records as dicts.

        Raises:
            Nothing: the result is plain data.

        Example:
            >>> ConvertResult(lines=1, converted=1).to_dict()
            {'lines': 1, 'converted': 1, 'rejected': 0, 'errors': []}
        """
        return {
            "lines": self.lines,
            "converted": self.converted,
            "rejected": self.rejected,
            "errors": [e.to_dict() for e in self.errors],
        }


def _check_conversion(src: str, dst: str) -> None:
    if src != "auto" and src not in FORMS:
        raise ValueError(f"unknown source form {src!r}; use one of auto, {', '.join(FORMS)}")
    if dst not in DESTINATIONS:
        raise ValueError(f"unknown destination {dst!r}; use one of {', '.join(DESTINATIONS)}")


def _messages(value: Any, src: str) -> tuple[_Record, list[BaseMessage]]:
    record = _record(value)
    messages = []
    for i, item in enumerate(record.items):
        path = _item_path(record, i)
        messages.append(_read_item(item, _form(item, path, src), path))
    return record, messages


def _render(record: _Record, messages: list[BaseMessage], dst: str, include_id: bool) -> bytes:
    """The converted line, in the shape the input line had."""
    out: Any
    if dst == "lc":
        out = [{"type": m.type, "data": m} for m in messages]
    elif dst == "flat":
        out = messages
    elif dst == "openai":
        from chatschema.convert.openai import convert_to_openai_messages

        try:
            out = convert_to_openai_messages(messages, include_id=include_id)
        except (ValueError, TypeError, AttributeError) as error:
            raise _LineError(record.base or "$", f"{type(error).__name__}: {error}") from None
    else:
        from chatschema.buffer import get_buffer_string

        try:
            text = get_buffer_string(messages, format="xml" if dst == "buffer-xml" else "prefix")
        except ValueError as error:
            raise _LineError(record.base or "$", f"{type(error).__name__}: {error}") from None
        return encode(text)
    if record.wrapper is not None:
        out = {**record.wrapper, "messages": out}
    elif not record.base and len(out) == 1:
        out = out[0]
    return encode(out)


def _convert_one(line: bytes | str, src: str, dst: str, include_id: bool) -> bytes:
    try:
        record, messages = _messages(_parse(line), src)
        return _render(record, messages, dst, include_id)
    except RecursionError:
        raise _LineError("$", "Payload is nested too deeply") from None


def _convert_iter(
    lines: Iterable[bytes | str], src: str, dst: str, source: str, start_line: int, include_id: bool
) -> Iterator[tuple[int, bytes | str, bytes | ErrorRecord]]:
    _check_conversion(src, dst)
    for number, line in enumerate(lines, start_line):
        if _blank(line):
            continue
        try:
            yield number, line, _convert_one(line, src, dst, include_id)
        except _LineError as error:
            yield number, line, ErrorRecord(source, number, error.path, error.message)
        except ValidationError as error:  # an output that JSON cannot hold
            yield number, line, ErrorRecord(source, number, error.path, error.message)


def convert_lines(
    lines: Iterable[bytes | str],
    *,
    src: str = "auto",
    dst: str,
    source: str = "<lines>",
    start_line: int = 1,
    include_id: bool = False,
) -> tuple[list[bytes], list[ErrorRecord]]:
    """Convert JSONL lines from one message form to another.

    Each line keeps its shape: a conversation stays a list, a fine-tuning
    record ``{"messages": [...], ...}`` keeps its other keys, one message
    stays one object. Messages are read with :func:`chatschema.messages_from_dict`
    (``lc``) or :func:`chatschema.convert_to_messages` (the other forms).

    Args:
        lines: The lines, ``bytes`` or ``str``.
        src: The form to read, ``"auto"`` (from each message's tags),
            ``"lc"``, ``"flat"`` or ``"openai"``; a message in another form
            is an error.
        dst: What to write: ``"lc"`` (``messages_to_dict``), ``"flat"``
            (``model_dump``), ``"openai"`` (``convert_to_openai_messages``),
            ``"buffer-prefix"`` or ``"buffer-xml"`` (``get_buffer_string``,
            written as one JSON string per line).
        source: The name for error records.
        start_line: The line number of the first line.
        include_id: With ``dst="openai"``, write message ids.

    Returns:
        ``(outputs, errors)``: one JSON line (``bytes``, no newline) per
        converted line, in order, and one :class:`ErrorRecord` per line that
        could not be converted. Every non-blank line is in exactly one of them.

    Raises:
        ValueError: ``src`` or ``dst`` is unknown.

    Example:
        >>> out, errors = convert_lines(
        ...     [b'[{"role": "user", "content": "hi"}]', b'[{"role": "robot", "content": "x"}]'], dst="lc"
        ... )
        >>> out[0][:40]
        b'[{"type":"human","data":{"type":"human",'
        >>> print(errors[0])
        <lines>:2: $[0].role: Unexpected message type: 'robot'. Use one of 'human', 'user', 'ai', \
'assistant', 'function', 'tool', 'system', or 'developer'.
    """
    outputs: list[bytes] = []
    errors: list[ErrorRecord] = []
    for _, _, out in _convert_iter(lines, src, dst, source, start_line, include_id):
        if isinstance(out, ErrorRecord):
            errors.append(out)
        else:
            outputs.append(out)
    return outputs, errors


class ChunkConversion(NamedTuple):
    """The conversion of a block of lines: the output text, its errors and the rejected lines.

    Example:
        >>> convert_chunk(b'"hi"\\n', dst="lc").rejects
        [b'"hi"']
    """

    output: bytes
    """The converted lines, each ending in a newline."""
    result: ConvertResult
    """The counts and errors."""
    rejects: list[bytes]
    """The rejected input lines, as they were (without their newline)."""


def convert_chunk(
    chunk: bytes,
    *,
    src: str = "auto",
    dst: str,
    source: str = "<lines>",
    start_line: int = 1,
    include_id: bool = False,
) -> ChunkConversion:
    """Convert a block of JSONL text: :func:`convert_lines` over its lines.

    Args:
        chunk: Whole lines of JSONL, separated by ``\\n``.
        src: As for :func:`convert_lines`.
        dst: As for :func:`convert_lines`.
        source: As for :func:`convert_lines`.
        start_line: The line number of the block's first line.
        include_id: As for :func:`convert_lines`.

    Returns:
        The output text, the counts and errors, and the rejected lines.

    Raises:
        ValueError: ``src`` or ``dst`` is unknown.

    Example:
        >>> done = convert_chunk(b'{"role": "user", "content": "hi"}\\n[3]\\n', dst="flat")
        >>> done.output[:30], done.result.rejected, done.rejects
        (b'{"type":"human","content":"hi"', 1, [b'[3]'])
    """
    parts: list[bytes] = []
    result = ConvertResult()
    rejects: list[bytes] = []
    for _, line, out in _convert_iter(chunk.split(b"\n"), src, dst, source, start_line, include_id):
        result.lines += 1
        if isinstance(out, ErrorRecord):
            result.rejected += 1
            result.errors.append(out)
            rejects.append(line.rstrip(b"\r") if isinstance(line, bytes) else line.encode())
        else:
            result.converted += 1
            parts.append(out)
            parts.append(b"\n")
    return ChunkConversion(b"".join(parts), result, rejects)


def convert_file(
    path: str | Path,
    out_path: str | Path,
    *,
    src: str = "auto",
    dst: str,
    rejects_path: str | Path | None = None,
    include_id: bool = False,
    source: str | None = None,
) -> ConvertResult:
    """Convert a JSONL file into another, line by line (constant memory).

    Args:
        path: The input file.
        out_path: The output file (replaced).
        src: As for :func:`convert_lines`.
        dst: As for :func:`convert_lines`.
        rejects_path: Write the lines that could not be converted here, as
            they were; no file is written when this is ``None``.
        include_id: As for :func:`convert_lines`.
        source: The name for error records; the path by default.

    Returns:
        The counts and errors.

    Raises:
        OSError: A file cannot be read or written.
        ValueError: ``src`` or ``dst`` is unknown.

    Example:
        >>> import tempfile
        >>> with tempfile.TemporaryDirectory() as d:
        ...     p, q = Path(d, "in.jsonl"), Path(d, "out.jsonl")
        ...     _ = p.write_text('[{"role": "user", "content": "hi"}]\\n')
        ...     convert_file(p, q, dst="openai").converted, q.read_text()
        (1, '[{"role":"user","content":"hi"}]\\n')
    """
    _check_conversion(src, dst)
    name = str(path) if source is None else source
    result = ConvertResult()
    with open(path, "rb") as stream, open(out_path, "wb") as out:
        rejects = open(rejects_path, "wb") if rejects_path is not None else None
        try:
            for _, line, converted in _convert_iter(stream, src, dst, name, 1, include_id):
                result.lines += 1
                if isinstance(converted, ErrorRecord):
                    result.rejected += 1
                    result.errors.append(converted)
                    if rejects is not None:
                        raw = line if isinstance(line, bytes) else line.encode()
                        rejects.write(raw.rstrip(b"\r\n") + b"\n")
                else:
                    result.converted += 1
                    out.write(converted)
                    out.write(b"\n")
        finally:
            if rejects is not None:
                rejects.close()
    return result


# --- statistics -------------------------------------------------------------------------------------


@dataclass
class StatsResult:
    """Counts over the messages of some lines. Results of consecutive batches merge with :meth:`merge`.

    Example:
        >>> s = stats_lines([b'[{"role": "user", "content": "hi"}]'])
        >>> s.merge(stats_lines([b'[{"role": "user", "content": "hi"}]'])).messages
        {'human': 2}
    """

    lines: int = 0
    """Non-blank lines read."""
    invalid: int = 0
    """Lines that could not be read as messages (skipped; see ``errors``)."""
    conversations: int = 0
    """Lines holding a conversation."""
    messages: dict[str, int] = field(default_factory=dict)
    """Messages by type tag."""
    tool_calls: int = 0
    """Tool calls of AI messages (parsed ones; see ``invalid_tool_calls``)."""
    invalid_tool_calls: int = 0
    """Tool calls whose arguments did not parse."""
    tools: dict[str, int] = field(default_factory=dict)
    """Tool calls by tool name."""
    blocks: dict[str, int] = field(default_factory=dict)
    """Content blocks of list contents by their ``type`` tag (``"str"`` for a plain string item)."""
    string_contents: int = 0
    """Messages whose content is one string rather than a list of blocks."""
    tokens: int = 0
    """Approximate tokens, as :func:`chatschema.tokens.count_tokens_approximately` counts them."""
    errors: list[ErrorRecord] = field(default_factory=list)
    """Why each invalid line was skipped, up to ``max_errors``."""
    max_errors: int | None = None
    """Keep at most this many records in ``errors``."""

    def merge(self, other: StatsResult) -> StatsResult:
        """Add the result of the lines that follow; changes this result in place.

        Args:
            other: The result of a later batch.

        Returns:
            This result.

        Raises:
            Nothing: counts add up and error lists concatenate.

        Example:
            >>> StatsResult(tokens=3).merge(StatsResult(tokens=4)).tokens
            7
        """
        self.lines += other.lines
        self.invalid += other.invalid
        self.conversations += other.conversations
        self.tool_calls += other.tool_calls
        self.invalid_tool_calls += other.invalid_tool_calls
        self.string_contents += other.string_contents
        self.tokens += other.tokens
        _add_counts(self.messages, other.messages)
        _add_counts(self.tools, other.tools)
        _add_counts(self.blocks, other.blocks)
        _keep_errors(self.errors, other.errors, self.max_errors)
        return self

    def to_dict(self) -> dict[str, Any]:
        """The result as a JSON-ready dict.

        Returns:
            Every count (count tables sorted by key) and the error records.

        Raises:
            Nothing: the result is plain data.

        Example:
            >>> StatsResult().to_dict()["tokens"]
            0
        """
        return {
            "lines": self.lines,
            "invalid": self.invalid,
            "conversations": self.conversations,
            "messages": dict(sorted(self.messages.items())),
            "tool_calls": self.tool_calls,
            "invalid_tool_calls": self.invalid_tool_calls,
            "tools": dict(sorted(self.tools.items())),
            "blocks": dict(sorted(self.blocks.items())),
            "string_contents": self.string_contents,
            "tokens": self.tokens,
            "errors": [e.to_dict() for e in self.errors],
        }


def _bump(counts: dict[str, int], key: str, by: int = 1) -> None:
    counts[key] = counts.get(key, 0) + by


def _count(messages: list[BaseMessage], result: StatsResult) -> None:
    from chatschema.tokens import count_tokens_approximately

    for message in messages:
        _bump(result.messages, message.type)
        held: Any = message
        content = held.content
        if isinstance(content, str):
            result.string_contents += 1
        else:
            for block in content:
                tag = block.get("type") if isinstance(block, dict) else None
                _bump(
                    result.blocks, tag if isinstance(tag, str) else "str" if isinstance(block, str) else "?"
                )
        calls = getattr(message, "tool_calls", None)
        if calls:
            result.tool_calls += len(calls)
            for call in calls:
                _bump(result.tools, str(call.get("name")))
        result.invalid_tool_calls += len(getattr(message, "invalid_tool_calls", None) or ())
    result.tokens += count_tokens_approximately([m for m in messages if not isinstance(m, RemoveMessage)])


def stats_lines(
    lines: Iterable[bytes | str],
    *,
    src: str = "auto",
    source: str = "<lines>",
    start_line: int = 1,
    max_errors: int | None = None,
) -> StatsResult:
    """Count messages, tool calls, content blocks and approximate tokens of JSONL lines.

    Lines are read as :func:`convert_lines` reads them; lines that cannot be
    read are counted as invalid and skipped.

    Args:
        lines: The lines, ``bytes`` or ``str``.
        src: The form to read, as for :func:`convert_lines`.
        source: The name for error records.
        start_line: The line number of the first line.
        max_errors: Keep at most this many error records.

    Returns:
        The counts.

    Raises:
        ValueError: ``src`` is unknown.

    Example:
        >>> call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
        >>> s = stats_lines(
        ...     [
        ...         b'[{"role": "user", "content": [{"type": "text", "text": "hi"}]},'
        ...         b'{"role": "assistant", "content": "", "tool_calls": [%s]}]' % json.dumps(call).encode()
        ...     ]
        ... )
        >>> s.messages, s.tool_calls, s.tools, s.blocks, s.tokens
        ({'human': 1, 'ai': 1}, 1, {'f': 1}, {'text': 1}, 26)
    """
    _check_conversion(src, "lc")
    result = StatsResult(max_errors=max_errors)
    for number, line in enumerate(lines, start_line):
        if _blank(line):
            continue
        result.lines += 1
        try:
            record, messages = _messages(_parse(line), src)
        except _LineError as error:
            result.invalid += 1
            _keep_errors(result.errors, [ErrorRecord(source, number, error.path, error.message)], max_errors)
            continue
        except RecursionError:
            result.invalid += 1
            _keep_errors(
                result.errors, [ErrorRecord(source, number, "$", "Payload is nested too deeply")], max_errors
            )
            continue
        if record.base:
            result.conversations += 1
        _count(messages, result)
    return result


def stats_chunk(
    chunk: bytes,
    *,
    src: str = "auto",
    source: str = "<lines>",
    start_line: int = 1,
    max_errors: int | None = None,
) -> StatsResult:
    """Count a block of JSONL text: :func:`stats_lines` over its lines.

    Args:
        chunk: Whole lines of JSONL, separated by ``\\n``.
        src: As for :func:`stats_lines`.
        source: As for :func:`stats_lines`.
        start_line: The line number of the block's first line.
        max_errors: As for :func:`stats_lines`.

    Returns:
        The counts.

    Raises:
        ValueError: ``src`` is unknown.

    Example:
        >>> stats_chunk(b'{"type": "human", "content": "hi"}\\n').string_contents
        1
    """
    return stats_lines(
        chunk.split(b"\n"), src=src, source=source, start_line=start_line, max_errors=max_errors
    )


def stats_file(path: str | Path, *, src: str = "auto", max_errors: int | None = None) -> StatsResult:
    """Count a JSONL file, line by line (constant memory).

    Args:
        path: The file.
        src: As for :func:`stats_lines`.
        max_errors: As for :func:`stats_lines`.

    Returns:
        The counts.

    Raises:
        OSError: The file cannot be read.
        ValueError: ``src`` is unknown.

    Example:
        >>> import tempfile
        >>> with tempfile.TemporaryDirectory() as d:
        ...     p = Path(d, "a.jsonl")
        ...     _ = p.write_text('{"type": "human", "content": "hello"}\\n')
        ...     stats_file(p).tokens
        6
    """
    with open(path, "rb") as stream:
        return stats_lines(stream, src=src, source=str(path), max_errors=max_errors)
