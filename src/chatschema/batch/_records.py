"""Batch results, error records, and reading a line's messages in their form."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, NamedTuple, cast

import msgspec

from chatschema._extras import any_extras, extras_of, known_keys, set_extras, split_extras
from chatschema._formats import DESTINATIONS as DESTINATIONS
from chatschema._formats import FORMATS, MessageForm
from chatschema._formats import FORMS as FORMS
from chatschema._formats import PAYLOADS as PAYLOADS
from chatschema._formats import SOURCES as SOURCES
from chatschema._serialize import CLASS_PATHS, _message_from_dict, message_from_lc_json
from chatschema._validation import Extra, decode
from chatschema.convert._messages import convert_to_messages
from chatschema.errors import ValidationError, json_type_name
from chatschema.messages import MESSAGE_CLASSES, BaseMessage
from chatschema_generated.tags import LANG_CHAIN_JS_SERIALIZED_MESSAGE_BY_PATH

Form = MessageForm
"""The form of one message: see the module docstring."""

_ROLE_IS_FIELD = frozenset(("chat", "ChatMessageChunk"))
"""Message types whose ``role`` is a field rather than the tag that decides."""

_SCHEMA_OF_FORM = {f.name: f.message_schema for f in FORMATS if f.message_schema is not None}
"""The schema type that checks one message, by form (``openai`` has none: it is read)."""

HOLDS_MESSAGE: dict[str, str] = {f.name: f.holds_message for f in FORMATS if f.holds_message is not None}
"""Forms whose schema type holds the message in a field rather than being tagged with its type."""

_FORM_HELP = {f.name: f.phrase for f in FORMATS if f.line == "messages"}
_NAMED_READERS: dict[str, Any] = {f.name: f.read_messages for f in FORMATS if f.read_messages is not None}
"""The message forms read only when named, and their readers (a list in, messages out)."""


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

        Example:
            >>> ErrorRecord("a.jsonl", 1, "$", "Invalid JSON")._replace(line=2).to_dict()["line"]
            2
        """
        return {"file": self.source, "line": self.line, "path": self.path, "message": self.message}


def add_counts(into: dict[str, int], other: dict[str, int]) -> None:
    """Add the counts of ``other`` to ``into``, key by key (changes ``into``).

    Example:
        >>> counts = {"human": 1}
        >>> add_counts(counts, {"human": 2, "ai": 1})
        >>> counts
        {'human': 3, 'ai': 1}
    """
    for key, value in other.items():
        into[key] = into.get(key, 0) + value


def keep_errors(into: list[ErrorRecord], more: list[ErrorRecord], limit: int | None) -> None:
    """Append the records of ``more`` to ``into`` while ``into`` holds fewer than ``limit`` (None: no limit).

    Example:
        >>> kept = [ErrorRecord("a", 1, "$", "x")]
        >>> keep_errors(kept, [ErrorRecord("a", 2, "$", "y"), ErrorRecord("a", 3, "$", "z")], 2)
        >>> [e.line for e in kept]
        [1, 2]
    """
    room = len(more) if limit is None else max(0, limit - len(into))
    into.extend(more[:room])


@dataclass
class BatchResult:
    """What validating some lines found. Results of consecutive batches merge with :meth:`merge`.

    Example:
        >>> from chatschema.batch import validate_lines
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

        Example:
            >>> BatchResult(lines=1, valid=1).merge(BatchResult(lines=2, valid=2)).lines
            3
        """
        self.lines += other.lines
        self.valid += other.valid
        self.invalid += other.invalid
        self.conversations += other.conversations
        add_counts(self.messages, other.messages)
        add_counts(self.forms, other.forms)
        keep_errors(self.errors, other.errors, self.max_errors)
        return self

    def to_dict(self) -> dict[str, Any]:
        """The result as a JSON-ready dict (errors as :meth:`ErrorRecord.to_dict`).

        Returns:
            The counts, ``messages``/``forms`` sorted by key, and ``errors``.

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


class LineError(ValidationError):
    """The fault of one line, raised while reading it; the batch functions turn it into an ErrorRecord.

    A :class:`~chatschema.errors.ValidationError` (so a ``ValueError``), built the same way:
    ``LineError(message, path)``, the path being that of the fault inside the line.

    Example:
        >>> error = LineError("Expected `object`, got `int`", "$[1]")
        >>> error.path, error.message, isinstance(error, ValidationError)
        ('$[1]', 'Expected `object`, got `int`', True)
    """


def _under(base: str, path: str) -> str:
    """``path`` (rooted at ``$``) placed under ``base``."""
    return base + path[1:]


def _under_item(base: str, path: str) -> str:
    """A path from ``convert_to_messages([item])`` (rooted at ``$[0]``) placed under ``base``."""
    return base + path[4:] if path.startswith("$[0]") else base


def parse_line(raw: bytes | str) -> Any:
    """Parse one line as plain JSON, as the validators do (lone surrogate escapes allowed).

    msgspec refuses lone UTF-16 surrogate escapes (``"\\ud83d"``, written when a
    stream is cut inside an emoji); Python's json reads them, so it gets a second look.

    Raises:
        LineError: The line is not JSON (path ``$``).

    Example:
        >>> parse_line(b'[{"role": "user", "content": "hi"}]')
        [{'role': 'user', 'content': 'hi'}]
    """
    try:
        return msgspec.json.decode(raw)
    except msgspec.DecodeError as error:
        problem = error
    try:
        return json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise LineError(f"Invalid JSON: {problem}", "$") from None


def is_blank(line: bytes | str) -> bool:
    """Whether a line is empty or white space only: the batch functions skip it (its number still counts)."""
    return not line or line.isspace()


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


class LineRecord(NamedTuple):
    """One parsed line: its messages, and how to put converted ones back."""

    items: list[Any]
    """The messages, as parsed."""
    base: str
    """JSON path of the message list inside the line (``$``, ``$.messages``), or ``""`` for one message."""
    wrapper: dict[str, Any] | None
    """The fine-tuning record around the messages, if any."""


def line_record(value: Any) -> LineRecord:
    """Split a parsed line into its messages: a list, a record ``{"messages": [...], ...}`` or one message.

    Raises:
        LineError: The line is neither a list nor an object, or its ``messages`` is no list.

    Example:
        >>> line_record({"messages": [{"role": "user", "content": "hi"}], "id": 7}).base
        '$.messages'
    """
    if type(value) is list:
        return LineRecord(value, "$", None)
    if type(value) is dict:
        if "messages" in value and "type" not in value and "role" not in value:
            items = value["messages"]
            if type(items) is not list:
                raise LineError(f"Expected `array`, got `{json_type_name(items)}`", "$.messages")
            return LineRecord(items, "$.messages", value)
        return LineRecord([value], "", None)
    raise LineError(
        f"Expected a conversation (`array`) or a message (`object`), got `{json_type_name(value)}`", "$"
    )


def item_path(record: LineRecord, i: int) -> str:
    """The JSON path of message ``i`` of a line, such as ``$[1]`` (``$`` for a line of one message)."""
    return f"{record.base}[{i}]" if record.base else "$"


def item_form(item: Any, path: str, expected: str) -> Form:
    """The form of a parsed message (:func:`form_of`), which must be ``expected`` unless that is ``"auto"``.

    Raises:
        LineError: The message is no object, or is in another form than ``expected``.
    """
    if type(item) is not dict:
        raise LineError(f"Expected `object`, got `{json_type_name(item)}`", path)
    if expected in _NAMED_READERS:
        return cast("Form", expected)  # its reader says what it cannot read
    form = form_of(item)
    if expected != "auto" and form != expected:
        raise LineError(f"Expected {_FORM_HELP[expected]}, got {_FORM_HELP[form]}", path)
    return form


def tag_of(value: Any) -> str:
    """The type tag of a decoded message or envelope Struct, such as ``"human"``."""
    return tag_of_class(type(value))


def tag_of_class(cls: Any) -> str:
    """The type tag of a message or envelope Struct class, such as ``"human"``."""
    tag: str = cls.__struct_config__.tag
    return tag


def record_tag(record: Any) -> str | None:
    """The type tag of the message class a Serializable record's class path names, such as ``"human"``.

    Such records are held as plain JSON (their type is a dispatch on the class path); None for a
    value that is no such record.
    """
    cls = record_class(record)
    return None if cls is None else tag_of_class(cls)


def record_class(record: Any) -> Any:
    """The message class a Serializable record's class path names; None for a value that is no such record."""
    ident = record.get("id") if type(record) is dict else None
    if type(ident) is not list or not all(type(part) is str for part in ident):
        return None
    return CLASS_PATHS.get(tuple(ident))


def check_item(item: Any, form: Form, path: str, extra: Extra = "forbid") -> str:
    """Validate one parsed message in its form; return its type tag.

    ``extra`` is as for :func:`chatschema.validate`: ``"keep"`` allows keys a
    message does not declare at its top level.

    Raises:
        LineError: The message is invalid; the path is ``path`` and the path inside it.
    """
    schema = _SCHEMA_OF_FORM.get(form)
    if schema is not None:
        try:
            value = decode(item, schema, extra=extra)
        except ValidationError as error:
            raise LineError(error.message, _under(path, error.path)) from None
        field = HOLDS_MESSAGE.get(form)
        if field is None:
            return tag_of(value)
        tag = record_tag(value)
        return tag_of(getattr(value, field)) if tag is None else tag
    return read_item(item, form, path).type


def _kwargs_extras(item: Any) -> tuple[Any, dict[str, Any] | None]:
    """A Serializable record without the ``kwargs`` keys the class its Python path names does not
    declare, and those keys (None when there are none, or no such class): the record's schema is closed,
    and ``extra="keep"`` keeps them as the message's extras, as LangChain's loader does. langchainjs's
    fields are open (its reader keeps them)."""
    kwargs = item.get("kwargs") if type(item) is dict else None
    cls = record_class(item)
    if (
        type(kwargs) is not dict
        or cls is None
        or tuple(item["id"]) in LANG_CHAIN_JS_SERIALIZED_MESSAGE_BY_PATH
    ):
        return item, None
    kwargs = dict(kwargs)
    kept = split_extras(cls, kwargs)
    return ({**item, "kwargs": kwargs}, kept) if kept else (item, None)


def read_item(item: Any, form: Form, path: str, extra: Extra = "keep") -> BaseMessage:
    """Build the message one parsed dict stands for, in its form.

    With ``extra="keep"``, what a stored, flat or Serializable message does
    not declare is kept as its extras, as LangChain's readers keep them (an
    OpenAI dict's unknown keys go to ``additional_kwargs``, as
    ``convert_to_messages`` puts them). With ``extra="forbid"``, such a key
    is an error instead, as :func:`check_item` reports it.

    Raises:
        LineError: The dict cannot be read as a message of that form.
    """
    kept = None
    if form == "flat":
        cls = MESSAGE_CLASSES.get(item.get("type"))
        if cls is not None and not known_keys(cls).issuperset(item):
            if extra == "forbid":
                unknown = next(k for k in item if k not in known_keys(cls))
                raise LineError(f"Object contains unknown field `{unknown}`", path)
            # kept as the message's extras, as the stored form keeps them (convert_to_messages
            # would move them into additional_kwargs, as LangChain's does)
            item = dict(item)
            kept = split_extras(cls, item)
    elif form == "constructor" and extra == "keep":
        item, kept = _kwargs_extras(item)
    try:
        if form == "lc":
            message = _message_from_dict(item)
        elif form == "constructor":
            message = message_from_lc_json(item)
        elif form in _NAMED_READERS:
            message = _NAMED_READERS[form]([item])[0]
        else:
            message = convert_to_messages([item])[0]
        if kept is not None:
            set_extras(message, kept)
    except ValidationError as error:
        rooted = form == "lc" or form == "constructor"
        where = _under(path, error.path) if rooted else _under_item(path, error.path)
        raise LineError(error.message, where) from None
    except (ValueError, TypeError, NotImplementedError) as error:
        raise LineError(f"{type(error).__name__}: {error}", path) from None
    if extra == "forbid" and any_extras():
        extras = extras_of(message)
        if extras is not None:
            where = {"lc": ".data", "constructor": ".kwargs"}.get(form, "")
            raise LineError(f"Object contains unknown field `{next(iter(extras))}`", path + where)
    return message
