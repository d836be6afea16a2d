"""Validate, decode and encode payloads against the generated schema types.

Design notes: docs/design.md, ``chatschema._validation``.
"""

from __future__ import annotations

import functools
import json
import math
import re
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any, Generic, NamedTuple, TypeVar

import msgspec

from chatschema._extras import any_extras, extras_of, set_extras
from chatschema._gc_pause import built, in_slices
from chatschema.errors import DecodeError, SizeLimitError, ValidationError, json_type_name
from chatschema_generated._validators import SchemaViolation, from_msgspec, key_path
from chatschema_generated.registry import TYPES, TypeInfo

if typing.TYPE_CHECKING:
    from chatschema.messages._base import BaseMessage

    _Message = TypeVar("_Message", bound=BaseMessage)
    """For type checkers: a message class given to :func:`decode` is what it returns."""

__all__ = [
    "Extra",
    "SchemaType",
    "bind_extras",
    "decode",
    "encode",
    "schema_type",
    "schema_types",
    "validate",
]

Extra = typing.Literal["forbid", "keep"]
"""What :func:`validate` and :func:`decode` do with keys a message does not
declare: ``"forbid"`` (the schema's ``additionalProperties: false``: an
error at the key's path) or ``"keep"`` (allowed at the top level of each
message, and kept by :func:`decode` as the message's extras)."""

TypeSpec = Any
"""A schema title (``"AIMessage"``, ``"list[AnyMessage]"``), a generated
class, ``list[...]`` of one of those, or a TypeInfo."""

_ENCODER = msgspec.json.Encoder()
_UNTYPED = msgspec.json.Decoder()
_TEXT = (bytes, bytearray, memoryview, str)
_T = TypeVar("_T")

Check = Callable[[Any, str], None]
"""A generated check: ``check(value, path)`` raises SchemaViolation."""


class _Plan(NamedTuple):
    info: TypeInfo
    many: bool
    decoder: msgspec.json.Decoder[Any]
    python_type: Any
    convert_to: Any
    """What parsed input is converted to: ``python_type``, or None (kept as it is)."""
    check: Check
    after: Callable[[Any], None] | None
    """The bound step run on what :func:`decode` returns (see :func:`bind_types`)."""


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


class SchemaType(NamedTuple):
    """What a type spec names: see :func:`schema_type`."""

    title: str
    """The schema title, such as ``"AnyMessage"``."""
    many: bool
    """Whether the spec is a list of the title (``"list[AnyMessage]"``)."""
    python_type: Any
    """What :func:`decode` returns for the spec: a message class, a union of them, ``Any`` for
    types held as plain JSON, or ``list[...]`` of one of these."""


def schema_type(spec: TypeSpec) -> SchemaType:
    """Resolve a type spec, as :func:`validate` and :func:`decode` take it, to its schema title.

    Args:
        spec: A schema title, a generated or message class, or ``list[...]`` of one.

    Returns:
        The title, whether it is a list, and the Python type :func:`decode` returns.

    Raises:
        ValueError: ``spec`` names no schema type.

    Example:
        >>> from chatschema import AIMessage
        >>> schema_type(list[AIMessage])[:2], schema_type("ToolCall")
        (('AIMessage', True), SchemaType(title='ToolCall', many=False, python_type=typing.Any))
    """
    plan = _plan(spec)
    return SchemaType(plan.info.title, plan.many, plan.python_type)


@functools.lru_cache(maxsize=1)
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
    item = _BOUND.get(title, info.python_type) if info.struct else Any
    py = list[item] if many else item  # type: ignore[valid-type]
    check = info.check
    if title in _RULES_FOR_OBJECTS:
        check = functools.partial(_object_then, check)
    if many:
        check = functools.partial(_check_each, check, info.ok, info.all_ok)
    elif info.ok is not None:
        check = functools.partial(_check_one, check, info.ok)
    after = _AFTER_EACH.get(title) if many else _AFTER.get(title)
    return _Plan(info, many, msgspec.json.Decoder(py), py, py if info.struct else None, check, after)


_BOUND: dict[str, Any] = {}
"""Schema titles bound to a class of a higher layer: what :func:`decode` makes of them."""

_AFTER: dict[str, Callable[[Any], None]] = {}
"""Schema titles whose decoded values go through one more step: ``step(value)``."""

_AFTER_EACH: dict[str, Callable[[list[Any]], None]] = {}
"""The same steps for a list of values of the title: ``step(values)``."""


def bind_types(
    classes: Mapping[str, Any],
    after: Mapping[str, Callable[[Any], None]],
    after_each: Mapping[str, Callable[[list[Any]], None]],
) -> None:
    """Decode schema types into the classes of a higher layer, with a step run on what they decode.

    This module sits below the message classes: ``chatschema.messages._codec``
    binds them here (each message title to its class, the envelopes to
    Structs holding those classes, and the normalisation step every reader
    shares), so nothing here imports the layers above.

    Args:
        classes: Python class (or type) by schema title; a subclass of the generated Struct.
        after: By schema title, ``step(value)``, run on a decoded value: it
            may change it in place and raise ValidationError (paths from ``$``).
        after_each: By schema title, the step for a decoded list of such
            values (paths from ``$``, such as ``$[3].content``).

    Example:
        >>> "AIMessage" in _BOUND  # bound when chatschema is imported
        True
    """
    _BOUND.update(classes)
    _AFTER.update(after)
    _AFTER_EACH.update(after_each)
    _plan.cache_clear()


Split = Callable[[Any], "tuple[Any, str | None, dict[str, Any]] | None"]
"""Takes a parsed value of a title apart for ``extra="keep"``: ``(copy, where, extras)``,
where ``copy`` is the value without the undeclared keys of the message it holds, ``where``
the field of the decoded value that holds the message (None: the value is the message) and
``extras`` those keys with their values; None when there are none."""

_SPLIT: dict[str, Split] = {}
"""By schema title: how ``extra="keep"`` takes the undeclared keys out of a value's message."""


def bind_extras(splitters: Mapping[str, Split]) -> None:
    """Say, per schema title, how to take a value's undeclared message keys out, for ``extra="keep"``.

    ``chatschema.messages._codec`` fills this for the message types, their
    envelopes and LangChain's records; other types hold no messages, so
    ``"keep"`` checks them as ``"forbid"`` does.

    Args:
        splitters: By schema title, the :data:`Split` of its values.

    Example:
        >>> "AnyMessage" in _SPLIT  # bound when chatschema is imported
        True
    """
    _SPLIT.update(splitters)


def _title_of(spec: Any) -> str:
    if isinstance(spec, str):
        return spec
    if isinstance(spec, TypeInfo):
        return spec.title
    for title, public in _BOUND.items():
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


_RULES_FOR_OBJECTS = frozenset({"MediaSource"})
"""Types held as objects whose generated check assumes one: the schema is a
bare rule ("one of these key sets") with no ``type``."""


def _object_then(check: Check, value: Any, path: str) -> None:
    if type(value) is not dict:
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    check(value, path)


def _check_one(check: Check, ok: Callable[[Any], bool], value: Any, path: str) -> None:
    """Check one value: the generated fast test first, the full check (which finds the path) if it fails."""
    if not ok(value):
        check(value, path)


def _check_each(
    check: Check,
    ok: Callable[[Any], bool] | None,
    all_ok: Callable[[Any], bool] | None,
    value: Any,
    path: str,
) -> None:
    """Check a list of values of one type.

    The generated fast tests go first: ``all_ok`` (one loop over the whole
    list) or ``ok`` per item. Only an item they do not pass is checked, with
    its path, so paths are built for failures alone.
    """
    if type(value) is not list:
        raise SchemaViolation(f"Expected `array`, got `{json_type_name(value)}`", path)
    if ok is None:
        for i, item in enumerate(value):
            check(item, f"{path}[{i}]")
        return
    if all_ok(value) if all_ok is not None else all(map(ok, value)):
        return
    for i, item in enumerate(value):
        if not ok(item):
            check(item, f"{path}[{i}]")


def _run(data: Any, spec: TypeSpec, max_size: int | None, finish: bool, extra: str = "forbid") -> Any:
    if extra == "forbid":
        return built(data, _run_now, data, spec, max_size, finish)
    if extra != "keep":
        raise ValueError(f"extra must be 'forbid' or 'keep', not {extra!r}")
    try:
        return built(data, _run_now, data, spec, max_size, finish)
    except (DecodeError, SizeLimitError):
        raise
    except ValidationError:
        pass  # perhaps keys a message does not declare: take them out, then check again
    return built(data, _run_kept, data, spec, finish)


def _run_kept(data: Any, spec: TypeSpec, finish: bool) -> Any:
    """The ``extra="keep"`` path: extras taken out of each message, the rest checked, extras put back."""
    plan = _plan(spec)
    if isinstance(data, _TEXT):
        data = _parse(data)
    original = data
    split = _SPLIT.get(plan.info.title)
    items = [data] if not plan.many else list(data) if type(data) is list else []
    found: list[tuple[int, str | None, dict[str, Any]]] = []
    if split is not None:
        for i, item in enumerate(items):
            parts = split(item)
            if parts is not None:
                items[i] = parts[0]
                found.append((i, parts[1], parts[2]))
    if found:
        data = items if plan.many else items[0]
    try:
        # decoding text is quicker than converting Python values, and errors the same
        text = _ENCODER.encode(data)
    except (UnicodeEncodeError, TypeError, msgspec.EncodeError, RecursionError):
        value = _guarded(_convert_then_check, data, plan.convert_to, plan.check)
    else:
        value = _guarded(_from_text, plan, text)
    if finish:
        if plan.convert_to is None:  # held as plain JSON: the value as given, its extras in place
            return original
        if plan.after is not None:
            plan.after(value)
        for i, where, extras in found:
            held = value[i] if plan.many else value
            set_extras(held if where is None else getattr(held, where), extras)
    return value


def _run_now(data: Any, spec: TypeSpec, max_size: int | None, finish: bool) -> Any:
    plan = _plan(spec)
    if isinstance(data, _TEXT):
        if max_size is not None:
            size = data.nbytes if isinstance(data, memoryview) else len(data)
            if size > max_size:
                unit = "characters" if isinstance(data, str) else "bytes"
                raise SizeLimitError(f"Payload is {size} {unit} long, over the limit of {max_size}", "$")
        value = _guarded(_from_text, plan, data)
    elif plan.many and plan.convert_to is not None and type(data) is list:
        try:
            return in_slices(data, functools.partial(_built_list, plan, finish))
        except ValidationError:  # the whole list raises the error one pass over it gives
            value = _guarded(_convert_then_check, data, plan.convert_to, plan.check)
    else:
        value = _guarded(_convert_then_check, data, plan.convert_to, plan.check)
    if finish and plan.after is not None:
        plan.after(value)
    return value


def _built_list(plan: _Plan, finish: bool, items: list[Any]) -> list[Any]:
    """A list of parsed values converted and checked (and finished, when ``finish``): one pass's work."""
    values: list[Any] = _guarded(_convert_then_check, items, plan.convert_to, plan.check)
    if finish and plan.after is not None:
        plan.after(values)
    return values


def _guarded(step: Callable[..., _T], *args: Any) -> _T:
    """Run ``step``, with every way it can fail turned into a ValidationError."""
    try:
        return step(*args)
    except msgspec.ValidationError as error:
        v = from_msgspec(error, "$")
        raise ValidationError(v.message, v.path) from None
    except SchemaViolation as error:
        raise ValidationError(error.message, error.path) from None
    except RecursionError:
        raise ValidationError("Payload is nested too deeply", "$") from None


def convert_checked(data: Any, python_type: Any, check: Check) -> Any:
    """``msgspec.convert(data, python_type)``, then ``check(value, "$")``.

    For code that builds Structs from Python values (the message constructors):
    every failure, including a lone surrogate where msgspec needs UTF-8 and
    nesting deeper than the recursion limit, is a ValidationError with a path.

    Args:
        data: The Python values.
        python_type: What to convert them to; None keeps ``data`` as it is.
        check: The generated check of the type, such as ``TYPES["AIMessage"].check``.

    Raises:
        ValidationError: The values do not match.

    Example:
        >>> convert_checked({"name": "f", "args": {}, "id": None}, None, TYPES["ToolCall"].check)
        {'name': 'f', 'args': {}, 'id': None}
        >>> convert_checked({"name": "f", "args": "\\ud83d", "id": None}, None, TYPES["ToolCall"].check)
        Traceback (most recent call last):
          ...
        chatschema.errors.ValidationError: Expected `object`, got `str` (at $.args)
    """
    return _guarded(_convert_then_check, data, python_type, check)


def _from_text(plan: _Plan, data: Any) -> Any:
    """Decode and check JSON text."""
    try:
        value = plan.decoder.decode(data)
    except msgspec.ValidationError as typed:
        if plan.convert_to is None:
            raise  # plain JSON: a number out of range
        # A typed decode stops at the first value of the wrong type, checks
        # every copy of a repeated key and takes a type tag from its first
        # copy. Read the text as plain JSON, so that malformed text is a
        # DecodeError whatever it holds, then decode that again (written
        # without repeats), so that the last copy of a key wins. Without
        # repeated keys, the error is the same.
        try:
            parsed = _parse(data)
            value = plan.decoder.decode(_ENCODER.encode(parsed))
        except UnicodeEncodeError:  # a lone surrogate, read by json
            return _convert_then_check(parsed, plan.convert_to, plan.check)
        except RecursionError:
            raise typed from None
        except msgspec.ValidationError:
            # The error the parsed payload gives: the typed decoder checks a fixed-length
            # array's items as it reads them, msgspec.convert its length first, so the two
            # can fail at different paths ($.id[0], $.id); text and parsed JSON must agree.
            return _convert_then_check(parsed, plan.convert_to, plan.check)
    except (msgspec.DecodeError, UnicodeError):
        return _convert_then_check(_parse(data), plan.convert_to, plan.check)
    plan.check(value, "$")
    return value


def _parse(data: Any) -> Any:
    """JSON text as plain Python values (dicts, lists, ...); DecodeError if it is not JSON."""
    try:
        return _UNTYPED.decode(data)
    except msgspec.DecodeError as error:
        return _json_fallback(data, str(error))
    except UnicodeDecodeError as error:  # msgspec's position is within the string
        raise DecodeError(f"Invalid JSON: invalid UTF-8 ({error.reason})", "$") from None
    except UnicodeEncodeError:
        # a str holding a lone surrogate, which msgspec cannot read as UTF-8
        return _json_fallback(data, None)


_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
_SURROGATE_ESCAPE_TEXT = re.compile(r"\\u[dD][89a-fA-F]")


def _json_fallback(data: Any, msgspec_error: str | None) -> Any:
    """Parse JSON text that msgspec refused, when a lone surrogate may be why.

    msgspec refuses lone UTF-16 surrogate escapes (``"\\ud83d"``), which
    Python's json module (and so LangChain) writes when a stream is cut inside
    an escaped emoji. Such text is read with json, held to what msgspec accepts
    otherwise: strict UTF-8, no ``NaN``/``Infinity``, numbers in range.
    """
    if isinstance(data, str):
        if msgspec_error is not None and _SURROGATE_ESCAPE_TEXT.search(data) is None:
            raise DecodeError(f"Invalid JSON: {msgspec_error}", "$")
        text = data
    else:
        if _SURROGATE_ESCAPE.search(data) is None:
            raise DecodeError(f"Invalid JSON: {msgspec_error}", "$")
        try:
            text = str(data, "utf-8")
        except UnicodeDecodeError as error:
            raise DecodeError(f"Invalid JSON: invalid UTF-8 ({error.reason})", "$") from None
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite, parse_int=_integer)
    except ValueError as error:  # JSONDecodeError; int() of a too long number is caught in _integer
        if isinstance(error, ValidationError):
            raise
        raise DecodeError(f"Invalid JSON: {error}", "$") from None


def _no_constant(name: str) -> Any:
    raise DecodeError(f"Invalid JSON: {name} is not valid JSON", "$")


def _finite(text: str) -> float:
    number = float(text)
    if math.isinf(number):
        raise ValidationError("Number out of range", "$")
    return number


def _integer(text: str) -> int:
    try:
        return int(text)
    except ValueError:  # over sys.get_int_max_str_digits()
        raise ValidationError("Integer value out of range", "$") from None


class _Holder(msgspec.Struct, Generic[_T]):
    """One field of any type: converting to ``_Holder[T]`` reuses msgspec's work on ``T`` between calls."""

    value: _T


@functools.lru_cache(maxsize=256)
def _holder(python_type: Any) -> Any:
    """A subclass of ``_Holder[python_type]``; None when ``python_type`` is a Struct class.

    ``msgspec.convert`` works out how to convert to a type on every call, except for a Struct class,
    which keeps what was found (timings: bench/README.md); converting to a Struct's field reuses it.
    A subscripted generic such as ``_Holder[T]`` is not a class and keeps nothing: only a class
    does, so the holder is one (a class of its own per type, made once and cached here).
    """
    if isinstance(python_type, type) and issubclass(python_type, msgspec.Struct):
        return None
    return types.new_class("_Holder", (_Holder[python_type],))


def _convert(data: Any, python_type: Any) -> Any:
    """``msgspec.convert(data, python_type)``, reusing msgspec's work on the type between calls."""
    try:
        holder = _holder(python_type)
    except TypeError:  # an unhashable type annotation
        holder = None
    if holder is not None:
        try:
            return msgspec.convert({"value": data}, holder).value
        except (msgspec.ValidationError, RecursionError):
            pass  # raised again below, with the path (and the depth) of python_type itself
    return msgspec.convert(data, python_type)


def _convert_then_check(data: Any, python_type: Any, check: Check) -> Any:
    try:
        value = data if python_type is None else _convert(data, python_type)
        check(value, "$")
        return value
    except UnicodeEncodeError:
        pass
    # msgspec reads a string as UTF-8 wherever a string is not expected, and
    # every key of a Struct; a lone surrogate has no UTF-8 form. So the payload
    # has a string in the wrong place, or a key no Struct has, or it is fine
    # (an extra key on a content block). Check a copy with each lone surrogate
    # written as its escape (the six characters \ud83d) to find out, and where:
    # no enum or tag value holds either form, so the schema never tells them apart.
    clean = _scrub(data)
    check(clean if python_type is None else msgspec.convert(clean, python_type), "$")
    try:
        return data if python_type is None else msgspec.convert(data, python_type)
    except UnicodeEncodeError:
        raise ValidationError("A string holds a lone surrogate where one cannot be read", "$") from None


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _scrub(data: Any) -> Any:
    """A copy of parsed JSON, lone surrogates in strings and keys written as escapes.

    Lists, tuples and dicts are copied (tuples as lists), each once however
    often it is referred to; anything else is kept. Iterative, so any depth
    works, and a list or dict that holds itself is copied as one that does.
    """

    def clean(text: str) -> str:
        return _LONE_SURROGATE.sub(_escape, text)

    root = [data]
    copies: dict[int, Any] = {}
    # (container, key or index, parent entry): paths are only worked out on error
    stack: list[tuple[Any, Any, Any]] = [(root, 0, None)]
    while stack:
        entry = stack.pop()
        holder, key, _ = entry
        value = holder[key]
        if isinstance(value, str):
            holder[key] = clean(value)
        elif isinstance(value, (dict, list, tuple)):
            copy = copies.get(id(value))
            if copy is None:
                if isinstance(value, dict):
                    copy = {clean(k) if isinstance(k, str) else k: v for k, v in value.items()}
                    if len(copy) != len(value):
                        message = "Object has keys that differ only in lone surrogates and their escapes"
                        raise SchemaViolation(message, _entry_path(entry))
                    stack.extend((copy, k, entry) for k in copy)
                else:
                    copy = list(value)
                    stack.extend((copy, i, entry) for i in range(len(copy)))
                copies[id(value)] = copy
            holder[key] = copy
    return root[0]


def _escape(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group()):04x}"


def _entry_path(entry: tuple[Any, Any, Any]) -> str:
    keys = []
    while entry[2] is not None:
        keys.append(entry[1])
        entry = entry[2]
    path = "$"
    for key in reversed(keys):
        path = f"{path}[{key}]" if type(key) is int else key_path(path, key)
    return path


def validate(instance: Any, type: TypeSpec, *, max_size: int | None = None, extra: Extra = "forbid") -> None:
    """Check a payload against a schema type.

    Args:
        instance: Parsed JSON (dicts, lists, strings...), or JSON text as
            ``bytes`` or ``str``.
        type: A schema title such as ``"AIMessage"``, ``"AnyMessage"`` or
            ``"SerializedMessage"``; a generated class; or a list of either
            for a whole conversation, as ``"list[AnyMessage]"`` or
            ``list[AIMessage]``.
        max_size: Reject JSON text longer than this many bytes (``bytes``,
            ``bytearray``, ``memoryview``) or characters (``str``), before
            reading any of it. Parsed input is not measured.
        extra: ``"forbid"`` (the default): a key a message does not declare is
            an error at its path, as the schema says. ``"keep"``: such keys are
            allowed at the top level of each message (LangChain keeps them as
            extra fields); everything else is checked as strictly.

    Raises:
        ValidationError: The payload does not match. ``.path`` is the JSON
            path of the deepest failing value. Subclasses:
            :class:`~chatschema.errors.DecodeError` for text that is not
            JSON, :class:`~chatschema.errors.SizeLimitError` for text over
            ``max_size``.
        ValueError: ``type`` names no schema type.

    Example:
        >>> validate({"type": "human", "content": "hi"}, "AnyMessage")
        >>> try:
        ...     validate(b'{"type": "ai", "content": [{"type": "image"}]}', "AIMessage")
        ... except ValidationError as e:
        ...     print(e.path)
        $.content[0]
    """
    _run(instance, type, max_size, False, extra)


@typing.overload
def decode(
    data: Any, type: type[_Message], *, max_size: int | None = None, extra: Extra = "forbid"
) -> _Message: ...
@typing.overload
def decode(
    data: Any, type: type[list[_Message]], *, max_size: int | None = None, extra: Extra = "forbid"
) -> list[_Message]: ...
@typing.overload
def decode(data: Any, type: TypeSpec, *, max_size: int | None = None, extra: Extra = "forbid") -> Any: ...


def decode(data: Any, type: TypeSpec, *, max_size: int | None = None, extra: Extra = "forbid") -> Any:
    """Validate a payload and return it as typed objects.

    Messages come back as chatschema's message classes (envelopes holding
    them, for the serialized forms), in the canonical form every reader
    gives (:func:`chatschema.messages._base.normalize_messages`): the form
    the constructors give. Types that messages hold as plain JSON (tool
    calls, usage, content blocks) come back as validated dicts, so no key
    is lost.

    Args:
        data: Parsed JSON, or JSON text as ``bytes`` or ``str``.
        type: The schema type, as for :func:`validate`.
        max_size: Reject JSON text longer than this, as for :func:`validate`.
        extra: As for :func:`validate`; with ``"keep"``, a message's
            undeclared top-level keys become its extras, as the constructors
            keep them (readable as attributes, in ``model_dump`` and ``repr``,
            written back by :func:`encode`).

    Raises:
        ValidationError: The payload does not match its schema; a
            :class:`~chatschema.errors.DecodeError` or
            :class:`~chatschema.errors.SizeLimitError` as for :func:`validate`.
        ValueError: ``type`` names no schema type.

    Example:
        >>> msg = decode(b'{"type": "ai", "content": "hi", "id": "1"}', "AnyMessage")
        >>> type(msg).__name__, msg.content, msg.tool_calls
        ('AIMessage', 'hi', [])
        >>> decode(b'{"type": "human", "content": "hi", "trace_id": "t1"}', "AnyMessage", extra="keep")
        HumanMessage(content='hi', additional_kwargs={}, response_metadata={}, trace_id='t1')
    """
    return _run(data, type, max_size, True, extra)


def encode(obj: Any) -> bytes:
    """Encode decoded values (or plain JSON values) as JSON bytes.

    Messages are written in full form, every field present, as LangChain's
    ``model_dump`` writes them; the legacy ``example`` and the newer
    ``chunk_position`` fields are written only when the message carries them.
    A message's extras (keys it does not declare) come after its fields, so
    ``decode(..., extra="keep")`` reads the bytes back to an equal message.

    Args:
        obj: A generated Struct, a list of them, or plain JSON data.

    Returns:
        The JSON text as bytes.

    Raises:
        ValidationError: The value holds something JSON cannot represent, or
            is nested deeper than the recursion limit. (A float NaN or
            infinity is written as ``null``.)

    Example:
        >>> msg = decode({"type": "system", "content": "be brief"}, "SystemMessage")
        >>> encode(msg)[:45]
        b'{"type":"system","content":"be brief","additi'
    """
    try:
        if any_extras():
            obj = _with_extras(obj)
        return _ENCODER.encode(obj)
    except UnicodeEncodeError:
        pass
    except (TypeError, msgspec.EncodeError) as error:
        raise ValidationError(f"Cannot encode as JSON: {error}", "$") from None
    except RecursionError:
        raise ValidationError("Value is nested too deeply to encode", "$") from None
    # A lone surrogate in a string: write it as a JSON escape, as json does.
    try:
        plain = _nan_to_none(msgspec.to_builtins(obj))
        return json.dumps(plain, ensure_ascii=True, separators=(",", ":"), allow_nan=False).encode()
    except (TypeError, ValueError, msgspec.EncodeError) as error:
        raise ValidationError(f"Cannot encode as JSON: {error}", "$") from None
    except RecursionError:
        raise ValidationError("Value is nested too deeply to encode", "$") from None


def _with_extras(value: Any) -> Any:
    """``value`` with each Struct that has extras as a dict: its fields, then its extras.

    The slow path of :func:`encode`, taken only while some message has
    extras. Containers are copied only where something inside them changed.
    """
    if isinstance(value, msgspec.Struct):
        extras = extras_of(value)
        if extras is not None:
            plain: dict[str, Any] = msgspec.to_builtins(value)
            plain.update(extras)
            return plain
        if type(value).__struct_config__.weakref:
            return value  # a message (only message classes take weak references): it holds no message
        changed = {}
        for name in value.__struct_fields__:
            item = getattr(value, name)
            if isinstance(item, (msgspec.Struct, list, tuple, dict)):
                new = _with_extras(item)
                if new is not item:
                    changed[name] = new
        return msgspec.structs.replace(value, **changed) if changed else value
    if isinstance(value, (list, tuple)):
        items = [_with_extras(item) for item in value]
        return items if any(a is not b for a, b in zip(items, value, strict=True)) else value
    if isinstance(value, dict):
        pairs = {key: _with_extras(item) for key, item in value.items()}
        return pairs if any(pairs[key] is not item for key, item in value.items()) else value
    return value


def _nan_to_none(value: Any) -> Any:
    """Builtins with NaN and infinities as None, as msgspec writes them (``null``)."""
    if type(value) is float:
        return value if math.isfinite(value) else None
    if type(value) is list:
        return [_nan_to_none(item) for item in value]
    if type(value) is dict:
        return {key: _nan_to_none(item) for key, item in value.items()}
    return value
