"""What every message class shares: construction, text, display and dumping.

Design notes: docs/design.md, ``chatschema.messages._base``.
"""

from __future__ import annotations

import builtins
import copy
import sys
import warnings
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar, cast

import msgspec

from chatschema._extras import TABLE, add_extra, any_extras, extras_of, known_keys, set_extras, split_extras
from chatschema._validation import convert_checked
from chatschema.blocks import best_effort_content_blocks, message_content_blocks
from chatschema.errors import ValidationError
from chatschema.messages._join_rules import merge_content, merge_dicts
from chatschema_generated.common import JSONObject
from chatschema_generated.messages import MessageContent
from chatschema_generated.registry import TYPES

if TYPE_CHECKING:
    from collections.abc import Sequence

    from typing_extensions import Self

    from chatschema_generated.typed.content_blocks import ContentBlock

    _T = TypeVar("_T")
    """For type checkers: calling a message class builds an instance of it."""

__all__ = [
    "AnyTypeChunk",
    "AnyTypeMessage",
    "BaseMessage",
    "BaseMessageChunk",
    "MessageMeta",
    "TextAccessor",
    "carry_extras",
    "get_msg_title_repr",
    "list_text",
    "normalize_message",
    "normalize_messages",
    "pop_type_tag",
    "schema_check_for",
]

_MISSING: Any = object()


class TextAccessor(str):
    """A ``str`` that can also be called, for code written for ``message.text()``.

    Calling it returns the same string and emits a ``DeprecationWarning``, as
    LangChain 1.x does.
    """

    __slots__ = ()

    def __call__(self) -> str:
        warnings.warn(
            "Calling .text() as a method is deprecated; use the .text property.",
            DeprecationWarning,
            stacklevel=2,
        )
        return str(self)


class MessageMeta(msgspec.StructMeta):
    """Metaclass of the message classes: LangChain-style constructors.

    ``HumanMessage("hi")`` and ``HumanMessage(content="hi")`` are the same;
    ``content_blocks=[...]`` sets the content from standard blocks. Each class
    may read its own calling conventions in ``_prepare``. The values are then
    checked once, and the message is put in canonical form by
    :func:`normalize_messages`, the step every way of reading a message shares.
    """

    def __call__(cls, content: Any = _MISSING, *args: Any, **kwargs: Any) -> Any:
        if args:
            raise TypeError(f"{cls.__name__}() takes at most one positional argument (content)")
        blocks = kwargs.pop("content_blocks", None)
        if blocks is not None:
            if content is not _MISSING and content is not None:
                raise TypeError(f"{cls.__name__}() takes content or content_blocks, not both")
            content = list(blocks)
        if content is not _MISSING:
            kwargs["content"] = content
        klass: Any = _ANY_TYPE.get(cls, cls)
        pop_type_tag(klass, kwargs, "$", cls.__name__)
        if "id" in kwargs:
            ident = kwargs["id"]
            if ident is not None and type(ident) is not str and _is_number(ident):
                kwargs["id"] = str(ident)
        for key, value in kwargs.items():
            # str subclasses (such as the TextAccessor that .text returns) are stored as str
            if isinstance(value, str) and type(value) is not str:
                kwargs[key] = str(value)
            elif type(value) is list and any(isinstance(v, str) and type(v) is not str for v in value):
                kwargs[key] = [str(v) if isinstance(v, str) else v for v in value]
        kwargs = klass._prepare(kwargs, blocks)
        if known_keys(klass).issuperset(kwargs):
            obj = convert_checked(kwargs, klass, schema_check_for(klass))
        else:
            # keywords the class does not declare are kept as extras, as LangChain keeps them
            extras = split_extras(klass, kwargs)
            obj = convert_checked(kwargs, klass, schema_check_for(klass))
            set_extras(obj, extras)
        if klass._normalizes:
            obj._normalize()
        return obj

    # A chunk class counts as a subclass of its message class, as in LangChain,
    # where HumanMessageChunk subclasses HumanMessage.
    def __subclasscheck__(cls, sub: Any) -> bool:
        if type.__subclasscheck__(cls, sub):
            return True
        full = getattr(sub, "_message_class", None)
        return full is not None and full is not sub and type.__subclasscheck__(cls, full)

    def __instancecheck__(cls, obj: Any) -> bool:
        return cls.__subclasscheck__(type(obj))

    if TYPE_CHECKING:
        # What type checkers see: calling a message class builds an instance of
        # it, from the arguments its ``__init__`` declares (each class declares
        # LangChain's signature). The ``__call__`` above returns Any, which
        # pyright would take as the type of every constructor call.
        def __call__(cls: type[_T], *args: Any, **kwargs: Any) -> _T: ...  # type: ignore[misc]


class BaseMessage(msgspec.Struct, metaclass=MessageMeta, weakref=True, dict=True):
    """Behaviour shared by every message class; called, a message of any type.

    Subclasses also inherit from the generated Struct of their type, which
    holds the fields. This class holds none.

    As in LangChain, ``BaseMessage(content, type=..., ...)`` builds a message
    whose ``type`` is any string (it is required), with LangChain's base
    fields ``content``, ``additional_kwargs``, ``response_metadata``,
    ``name`` and ``id``. Its class is a private subclass named
    ``BaseMessage``; it is not one of the typed classes even when ``type``
    is ``"human"``, so it is not equal to a ``HumanMessage``.

    Example:
        >>> msg = BaseMessage(type="note", content="bar", id=1)
        >>> msg
        BaseMessage(content='bar', additional_kwargs={}, response_metadata={}, type='note', id='1')
        >>> msg.type, isinstance(msg, BaseMessage)
        ('note', True)
    """

    _schema_title: ClassVar[str] = ""
    """The schema type this class implements."""
    _repr_hidden: ClassVar[tuple[str, ...]] = ()
    """Fields repr never shows (LangChain hides these on tool messages)."""
    _message_class: ClassVar[Any] = None
    """For chunk classes: the message class the chunk becomes when complete."""

    # -- construction hooks ------------------------------------------------
    _normalizes: ClassVar[bool] = False
    """Whether ``_normalize`` does anything for this class."""

    @classmethod
    def _prepare(cls, kwargs: dict[str, Any], blocks: list[Any] | None) -> dict[str, Any]:
        """Read the constructor's calling conventions into field values (the constructor only)."""
        return kwargs

    def _normalize(self) -> None:
        """Put a valid message in the canonical form LangChain's constructor gives, in place.

        Run by every way of building or reading a message (see
        :func:`normalize_messages`); a class that defines it sets
        ``_normalizes``. Raises ValidationError, with a ``$``-rooted path,
        for what the schema allows and the class does not.
        """

    # -- LangChain's message API -------------------------------------------
    @property
    def type(self) -> str:
        """The type tag, such as ``"human"`` or ``"AIMessageChunk"``."""
        tag: str = self.__struct_config__.tag  # type: ignore[assignment]
        return tag

    @property
    def text(self) -> TextAccessor:
        """The text of the message: string content, or the joined text of string
        items and ``text`` blocks of list content.

        Example:
            >>> from chatschema import HumanMessage
            >>> content = ["Hello, ", {"type": "text", "text": "world"}, {"type": "image", "url": "u"}]
            >>> HumanMessage(content).text
            'Hello, world'
        """
        content: Any = self.content
        return TextAccessor(content if type(content) is str else list_text(content))

    @property
    def content_blocks(self) -> list[ContentBlock]:
        """The content as standard (v1) content blocks; see :mod:`chatschema.blocks`."""
        return cast("list[ContentBlock]", message_content_blocks(self))

    def pretty_repr(self, html: bool = False) -> str:
        """A banner with the message type, then the name (if any) and the content.

        Args:
            html: Make the title bold, as LangChain does in notebooks.

        Returns:
            The text to display.

        Example:
            >>> from chatschema import HumanMessage
            >>> print(HumanMessage("What is the capital of France?").pretty_repr())
            ================================ Human Message =================================
            <BLANKLINE>
            What is the capital of France?
        """
        title = get_msg_title_repr(self.type.title() + " Message", bold=html)
        name = self.name
        if name is not None:
            title += f"\nName: {name}"
        return f"{title}\n\n{self.content}"

    def pretty_print(self) -> None:
        """Print :meth:`pretty_repr` (bold titles in an interactive session)."""
        print(self.pretty_repr(html=_is_interactive()))

    def model_dump(self, **_: Any) -> dict[str, Any]:
        """The message as a dict in LangChain's full form (what ``model_dump()`` gives).

        Example:
            >>> from chatschema import SystemMessage
            >>> SystemMessage("be brief").model_dump()["content"]
            'be brief'
        """
        dumped: dict[str, Any] = msgspec.to_builtins(self)
        if any_extras():
            extras = extras_of(self)
            if extras is not None:
                dumped.update(extras)
        return dumped

    def dict(self, **kwargs: Any) -> builtins.dict[str, Any]:
        """Alias of :meth:`model_dump`, for code written against pydantic v1."""
        return self.model_dump(**kwargs)

    def model_copy(self, *, update: builtins.dict[str, Any] | None = None, deep: bool = False) -> Self:
        """A copy, with the fields in ``update`` replaced.

        Args:
            update: Field values to set on the copy (not validated, as in pydantic).
            deep: Copy nested lists and dicts too.

        Returns:
            The copy; the original is unchanged.

        Example:
            >>> from chatschema import AIMessage
            >>> msg = AIMessage("hi", id="1", tool_calls=[{"name": "f", "args": {}, "id": "c"}])
            >>> copied = msg.model_copy(update={"id": "2"}, deep=True)
            >>> copied.id, copied.tool_calls == msg.tool_calls, copied.tool_calls is msg.tool_calls
            ('2', True, False)
        """
        values = self._values()
        extras = extras_of(self)
        if extras is not None:
            values.update(extras)
        if deep:
            values = copy.deepcopy(values)
        if update:
            values.update(update)
        extras = split_extras(type(self), values)
        rebuilt: Self = _rebuild(type(self), values, extras)
        return rebuilt

    def _values(self) -> builtins.dict[str, Any]:
        return {name: getattr(self, name) for name in self.__struct_fields__}

    def __reduce__(self) -> tuple[Any, ...]:
        # pickle and copy rebuild from the field values without re-validating
        extras = extras_of(self)
        if extras is None:
            return (_rebuild, (type(self), self._values()))
        return (_rebuild, (type(self), self._values(), extras))

    def __copy__(self) -> Self:
        copied: Self = _struct_copy(self)
        extras = extras_of(self)
        if extras is not None:
            set_extras(copied, dict(extras))
        return copied

    def __eq__(self, other: object) -> bool:
        # msgspec's comparison of the fields, then the extras (as pydantic compares them)
        same: bool = _struct_eq(self, other)
        if same is True and any_extras():
            return extras_of(self) == extras_of(other)
        return same

    __hash__ = None  # type: ignore[assignment]

    if not TYPE_CHECKING:
        # Extras are attributes, as in LangChain (``message.trace_id``): the message's
        # ``__dict__`` is its extras dict (msgspec's ``dict=True``), so reading one costs what
        # reading a field does and no ``__getattr__`` slows every other attribute. Assigning a
        # name the class does not have adds an extra. Only at run time, so that type checkers
        # still catch misspelt fields.
        def __setattr__(self, name: str, value: Any) -> None:
            if hasattr(type(self), name):  # a field, a property, __dict__
                _struct_setattr(self, name, value)
            else:
                add_extra(self, name, value)

    # -- LangChain's Serializable protocol ---------------------------------
    @classmethod
    def is_lc_serializable(cls) -> bool:
        """Whether LangChain may serialize the class: always True, as for LangChain's messages."""
        return True

    @classmethod
    def get_lc_namespace(cls) -> list[str]:
        """The namespace of LangChain's message classes, ``["langchain", "schema", "messages"]``."""
        return list(_LC_NAMESPACE)

    @classmethod
    def lc_id(cls) -> list[str]:
        """The class's identifier in LangChain's serialized form: the namespace and the class name.

        Example:
            >>> from chatschema import AIMessageChunk
            >>> AIMessageChunk.lc_id()
            ['langchain', 'schema', 'messages', 'AIMessageChunk']
        """
        return [*_LC_NAMESPACE, cls.__name__]

    @property
    def lc_secrets(self) -> builtins.dict[str, str]:
        """Constructor arguments that hold secrets: none."""
        return {}

    @property
    def lc_attributes(self) -> builtins.dict[str, Any]:
        """Values ``to_json`` writes in addition to the fields that differ from their defaults."""
        return {}

    def to_json(self) -> builtins.dict[str, Any]:
        """The message in LangChain's serialized form, as LangChain's ``to_json()`` writes it.

        ``{"lc": 1, "type": "constructor", "id": [...], "kwargs": {...}}``,
        where ``kwargs`` holds ``content``, ``type`` and every other field
        whose value is set and differs from LangChain's default, in
        LangChain's field order. As in LangChain, the legacy ``example``
        flag is not written, and values are not copied or escaped
        (``langchain_core.load.dumpd`` escapes dicts that have an ``lc``
        key; it cannot see chatschema messages, see
        :func:`chatschema.langchain.to_langchain`).

        Returns:
            The serialized form, which ``langchain_core.load.load`` reads.

        Example:
            >>> from chatschema import HumanMessage
            >>> HumanMessage("hi", id="m1").to_json()
            {'lc': 1, 'type': 'constructor', 'id': ['langchain', 'schema', 'messages', 'HumanMessage'], \
'kwargs': {'content': 'hi', 'type': 'human', 'id': 'm1'}}
        """
        plan = _plan(type(self))
        kwargs: builtins.dict[str, Any] = {}
        for name, default, required in plan.dump:
            value = self.type if name == "type" else getattr(self, name)
            if value is msgspec.UNSET:
                continue
            if required or _useful(value, default):
                kwargs[name] = value
        kwargs.update(self.lc_attributes)
        extras = extras_of(self)
        if extras is not None:
            kwargs.update(extras)
        return {"lc": 1, "type": "constructor", "id": self.lc_id(), "kwargs": kwargs}

    # -- display -----------------------------------------------------------
    def _repr_args(self) -> list[tuple[str, Any]]:
        """The (field, value) pairs that ``repr`` and ``str`` show, in LangChain's order.

        LangChain's rule: a field is shown unless it has a plain default and
        still holds it; fields with a default factory ({} and []) always
        show. Fields LangChain hides (``_repr_hidden``) never show, and the
        legacy ``example`` flag, an extra field to LangChain, comes last.
        """
        out = []
        for name, default in _plan(type(self)).shown:
            value = getattr(self, name)
            if value is msgspec.UNSET:
                continue
            if default is not _MISSING:
                if default is msgspec.UNSET:
                    if value is None:
                        continue  # fields newer LangChain versions default to None
                elif value == default:
                    continue
            out.append((name, value))
        extras = extras_of(self)
        if extras is not None:
            out.extend(extras.items())
        return out

    def __repr__(self) -> str:
        parts = ", ".join(f"{name}={value!r}" for name, value in self._repr_args())
        return f"{type(self).__name__}({parts})"

    def __str__(self) -> str:
        # pydantic's __str__, which LangChain's messages inherit: the repr's fields, space-separated
        return " ".join(f"{name}={value!r}" for name, value in self._repr_args())

    if TYPE_CHECKING:
        # LangChain's base fields, which every message class holds (this class holds none).
        content: MessageContent
        additional_kwargs: JSONObject
        response_metadata: JSONObject
        name: str | None
        id: str | None

        # LangChain's signature, for type checkers (MessageMeta builds the message;
        # ``type=`` is required here). Each message class declares its own.
        def __init__(
            self,
            content: str | list[str | builtins.dict[Any, Any]] | None = None,
            *,
            content_blocks: list[ContentBlock] | None = None,
            **kwargs: Any,
        ) -> None: ...


class BaseMessageChunk(BaseMessage):
    """A streamed piece of a message; pieces are joined with ``+``."""

    def __add__(self, other: BaseMessageChunk | Sequence[BaseMessageChunk]) -> Self:
        """LangChain's ``BaseMessageChunk.__add__``: content and the two dicts joined, ``self``'s id.

        The AI, tool, chat and function chunk classes override it with their
        own rules (:mod:`chatschema.messages._add`).

        Raises:
            TypeError: ``other`` is neither a chunk nor a list of chunks.
        """
        right: Any = other
        if isinstance(right, BaseMessageChunk):
            others: list[Any] = [right]
            kwargs: dict[str, Any] = {"id": self.id, "type": self.type}
        elif isinstance(right, list) and all(isinstance(o, BaseMessageChunk) for o in right):
            others = right
            kwargs = {"id": self.id}
        else:
            raise TypeError(
                f'unsupported operand type(s) for +: "{type(self).__name__}" and "{type(right).__name__}"'
            )
        kwargs["content"] = merge_content(self.content, *(o.content for o in others))
        kwargs["additional_kwargs"] = merge_dicts(
            self.additional_kwargs, *(o.additional_kwargs for o in others)
        )
        kwargs["response_metadata"] = merge_dicts(
            self.response_metadata, *(o.response_metadata for o in others)
        )
        built: Self = type(self)(**kwargs)
        if TABLE:
            carry_extras(built, self, right)
        return built

    if TYPE_CHECKING:
        # As BaseMessage's (``type=`` is required here).
        def __init__(
            self,
            content: str | list[str | builtins.dict[Any, Any]] | None = None,
            *,
            content_blocks: list[ContentBlock] | None = None,
            **kwargs: Any,
        ) -> None: ...


class _AnyTypeFields(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """LangChain's base message fields, for messages of any ``type``, in LangChain's order."""

    content: MessageContent
    additional_kwargs: JSONObject = {}
    response_metadata: JSONObject = {}
    type: str
    name: str | None = None
    id: str | None = None


class AnyTypeMessage(_AnyTypeFields, BaseMessage):
    """What ``BaseMessage(...)`` builds: a message whose ``type`` is any string."""

    @property
    def content_blocks(self) -> list[ContentBlock]:
        """The content as standard (v1) content blocks, read as LangChain's base class reads them."""
        return cast("list[ContentBlock]", best_effort_content_blocks(self.content))


class AnyTypeChunk(_AnyTypeFields, BaseMessageChunk):
    """What ``BaseMessageChunk(...)`` builds: a chunk whose ``type`` is any string."""

    _message_class: ClassVar[Any] = AnyTypeMessage

    content_blocks = AnyTypeMessage.content_blocks


# Named as the classes they stand for, as repr, errors and lc_id show them;
# pickle finds them by their own (qualified) names.
AnyTypeMessage.__name__ = "BaseMessage"
AnyTypeChunk.__name__ = "BaseMessageChunk"

_ANY_TYPE: builtins.dict[Any, Any] = {BaseMessage: AnyTypeMessage, BaseMessageChunk: AnyTypeChunk}
"""The class that calling each base class builds."""


def _check_content(value: Any, path: str) -> None:
    """The schema check of a message of any type: its content."""
    TYPES["MessageContent"].check(value.content, path + ".content")


def pop_type_tag(cls: Any, values: builtins.dict[str, Any], path: str, name: str | None = None) -> None:
    """Remove ``type`` from a message's values, checking that it is the tag of ``cls``.

    A class of one type holds its type as its tag, not as a field; the
    classes that ``BaseMessage(...)`` builds hold any ``type`` as a field,
    which is left in ``values``.

    Args:
        cls: The message class the values are for.
        values: The field values; ``type`` is removed from it when ``cls`` has a tag.
        path: The JSON path of the message, for the error.
        name: The class name the error gives; ``cls.__name__`` by default.

    Raises:
        ValidationError: ``type`` is given and is not the tag of ``cls`` (at ``<path>.type``).

    Example:
        >>> from chatschema import HumanMessage
        >>> values = {"type": "human", "content": "hi"}
        >>> pop_type_tag(HumanMessage, values, "$")
        >>> values
        {'content': 'hi'}
        >>> pop_type_tag(HumanMessage, {"type": "ai"}, "$[2]")
        Traceback (most recent call last):
          ...
        chatschema.errors.ValidationError: Invalid value 'ai'; HumanMessage has type 'human' (at $[2].type)
    """
    tag = cls.__struct_config__.tag
    if tag is None:
        return
    given = values.pop("type", tag)
    if given != tag:
        message = f"Invalid value {given!r}; {name or cls.__name__} has type {tag!r}"
        raise ValidationError(message, f"{path}.type")


def schema_check_for(cls: Any) -> Any:
    """The generated check, ``check(message, path)``, for messages of a class.

    Example:
        >>> from chatschema import HumanMessage
        >>> schema_check_for(HumanMessage)(HumanMessage("hi"), "$")
    """
    info = TYPES.get(cls._schema_title)
    return _check_content if info is None else info.check


def _is_number(value: Any) -> bool:
    """True for what pydantic's ``coerce_numbers_to_str`` turns into a string: int, float, Decimal."""
    if isinstance(value, (int, float)):
        return not isinstance(value, bool)
    decimal = sys.modules.get("decimal")  # a Decimal exists only once the module is imported
    return decimal is not None and isinstance(value, decimal.Decimal)


_LC_NAMESPACE = ("langchain", "schema", "messages")

_REPR_FIRST = ("content", "additional_kwargs", "response_metadata", "type", "name", "id")
"""LangChain's base fields, which come first in its field order."""
_EXTRA = "example"
"""A field of the schema that LangChain 1.x keeps as an extra: shown last, never dumped by to_json."""


class _Plan:
    """How a message class is displayed and dumped, worked out once per class."""

    __slots__ = ("dump", "shown")

    def __init__(self, cls: Any) -> None:
        fields = cls.__struct_fields__
        defaults = dict(
            zip(fields[len(fields) - len(cls.__struct_defaults__) :], cls.__struct_defaults__, strict=True)
        )
        typed = "type" not in fields  # the type is a tag, which LangChain holds as a defaulted field
        order = [f for f in _REPR_FIRST if f in fields or (typed and f == "type")]
        order += [f for f in fields if f not in order and f != _EXTRA]
        shown: list[tuple[str, Any]] = []
        dump: list[tuple[str, Any, bool]] = []
        for name in order:
            default = defaults.get(name, _MISSING)
            if isinstance(default, msgspec._core.Factory):
                default = default.factory()
            if name == "type" and typed:
                dump.append((name, None, True))
                continue
            required = default is _MISSING or name == "content"
            dump.append((name, None if default is msgspec.UNSET else default, required))
            if name in cls._repr_hidden:
                continue
            # fields with a default factory ({} and []) always show, as does content
            plain = not required and not isinstance(defaults[name], msgspec._core.Factory)
            shown.append((name, default if plain else _MISSING))
        if _EXTRA in fields:
            shown.append((_EXTRA, _MISSING))
        self.shown = tuple(shown)
        self.dump = tuple(dump)


_PLANS: builtins.dict[Any, _Plan] = {}


def _plan(cls: Any) -> _Plan:
    plan = _PLANS.get(cls)
    if plan is None:
        plan = _PLANS[cls] = _Plan(cls)
    return plan


def _useful(value: Any, default: Any) -> bool:
    """Whether LangChain's ``to_json`` writes a field that is not required.

    A truthy value is written; a falsy one only when it differs from the
    default (an empty dict or list in a field whose default is empty is
    not). Values that cannot be compared count as different.
    """
    try:
        if value:
            return True
    except Exception:
        pass  # no truth value (an array, say): compare with the default
    if type(value) in (dict, list) and type(default) is type(value):
        return False
    try:
        return bool(default != value)
    except Exception:
        try:
            return all(default != value)
        except Exception:
            return value is not default


def list_text(content: Any) -> str:
    """``.text`` of list content: its strings and ``text`` blocks, joined.

    Example:
        >>> list_text(["a", {"type": "text", "text": "b"}, {"type": "image", "url": "u"}])
        'ab'
    """
    parts = []
    for item in content:
        if type(item) is str:
            parts.append(item)
        elif item.get("type") == "text" and type(item.get("text")) is str:
            parts.append(item["text"])
    return "".join(parts)


def normalize_messages(messages: list[Any], path: str = "$", inner: str = "") -> None:
    """Put valid messages in canonical form, in place: the one step every reader shares.

    The constructors, :func:`chatschema.decode`, ``messages_from_dict``,
    ``convert_to_messages``, the LangChain loaders and the CLI all check the
    values once and then run this step. It fills in what LangChain's
    constructors fill in (tool call ``type`` tags and key order, tool calls
    parsed from OpenAI-style ``additional_kwargs``, a chunk's derived tool
    calls or tool call chunks, ``chunk_position``) and refuses what the
    schema allows but a class does not (content on a ``RemoveMessage``).
    Messages of other classes are left alone.

    Args:
        messages: Valid messages (as decoded or converted); changed in place.
        path: The JSON path of the list, for errors.
        inner: Where each message sits within its list item, for errors
            (``".data"`` for envelopes); empty when the items are the messages.

    Raises:
        ValidationError: A message its class refuses, at ``path[i]inner...``.

    Example:
        >>> import msgspec
        >>> from chatschema import AIMessage
        >>> call = {"args": {}, "id": "1", "name": "f"}
        >>> msg = msgspec.convert({"content": "", "tool_calls": [call]}, AIMessage)
        >>> normalize_messages([msg])
        >>> msg.tool_calls
        [{'name': 'f', 'args': {}, 'id': '1', 'type': 'tool_call'}]
    """
    todo = [(i, message) for i, message in enumerate(messages) if type(message)._normalizes]
    for i, message in todo:
        try:
            message._normalize()
        except ValidationError as error:
            raise error.under(f"{path}[{i}]{inner}") from None


def normalize_message(message: Any, path: str = "$") -> None:
    """:func:`normalize_messages` for one message at ``path``.

    Args:
        message: A valid message; changed in place.
        path: Its JSON path, for errors.

    Raises:
        ValidationError: A message its class refuses.

    Example:
        >>> import msgspec
        >>> from chatschema import RemoveMessage
        >>> normalize_message(msgspec.convert({"id": "m1", "content": "x"}, RemoveMessage), "$[3]")
        Traceback (most recent call last):
          ...
        chatschema.errors.ValidationError: RemoveMessage does not take content (at $[3].content)
    """
    if type(message)._normalizes:
        try:
            message._normalize()
        except ValidationError as error:
            raise error.under(path) from None


def get_msg_title_repr(title: str, *, bold: bool = False) -> str:
    """An 80-column banner around ``title``, as in ``pretty_repr``.

    Args:
        title: The text to centre.
        bold: Wrap the title in ANSI bold codes.

    Example:
        >>> get_msg_title_repr("Ai Message")
        '================================== Ai Message =================================='
    """
    padded = f" {title} "
    side = "=" * ((80 - len(padded)) // 2)
    right = side + "=" if len(padded) % 2 else side
    if bold:
        padded = f"\033[1m{padded}\033[0m"
    return f"{side}{padded}{right}"


def carry_extras(total: Any, left: Any, right: Any) -> None:
    """Give the sum of chunks the extras of its parts, merged as ``additional_kwargs`` are.

    LangChain's ``+`` drops the extras of both parts; chatschema keeps them
    (docs/compat.md), with :func:`~chatschema.messages.merge.merge_dicts`,
    the rule the other dicts of a chunk are joined by.

    Args:
        total: The sum, just built.
        left: The left operand.
        right: The right operand: a chunk, or a list or tuple of chunks.

    Example:
        >>> from chatschema import HumanMessageChunk
        >>> total = HumanMessageChunk("a", tag="x") + HumanMessageChunk("b", tag="y", seq=2)
        >>> total.tag, total.seq
        ('xy', 2)
    """
    parts = [left, *right] if isinstance(right, (list, tuple)) else [left, right]
    found = [extras for extras in map(extras_of, parts) if extras is not None]
    if found:
        set_extras(total, merge_dicts(*found) if len(found) > 1 else dict(found[0]))


def _rebuild(cls: Any, values: builtins.dict[str, Any], extras: builtins.dict[str, Any] | None = None) -> Any:
    """Build a message from trusted field values (and its extras), skipping MessageMeta's checks."""
    message = msgspec.StructMeta.__call__(cls, **values)
    if extras:
        set_extras(message, extras)
    return message


_struct_eq: Any = msgspec.Struct.__eq__
"""msgspec's comparison of two Structs: same class, equal fields."""
_struct_copy: Any = msgspec.Struct.__copy__  # type: ignore[attr-defined]
_struct_setattr: Any = msgspec.Struct.__setattr__
"""msgspec's attribute assignment (fields, and the instance ``__dict__``)."""
"""msgspec's shallow copy of a Struct: its fields."""


def _is_interactive() -> bool:
    return hasattr(sys, "ps2")
