"""Shared plumbing of the message utilities: partial application and input conversion.

LangChain's ``filter_messages``, ``merge_message_runs`` and ``trim_messages``
return a ``Runnable`` when called without messages, so they can sit in a
chain. chatschema returns a plain callable instead: :class:`MessagesFunction`
holds the keyword arguments and applies them to the messages it is later
called with. It also has ``invoke``, so code written as
``trimmer.invoke(messages)`` keeps working.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Concatenate, Generic, ParamSpec, Protocol, TypeVar, cast, overload

import msgspec

from chatschema.messages.base import BaseMessage

__all__ = [
    "MessagesFunction",
    "build_trusted",
    "template_for",
    "class_kind",
    "is_instance",
    "kind_of",
    "supports_partial",
    "to_messages",
]

_P = ParamSpec("_P")
_R = TypeVar("_R")
_R_co = TypeVar("_R_co", covariant=True)


class MessagesFunction(Generic[_R_co]):
    """A message utility with its keyword arguments fixed, waiting for the messages.

    Calling it with a sequence of message-like values runs the utility on
    them. ``invoke`` is the same call, for code written against LangChain's
    ``Runnable``.

    Example:
        >>> from chatschema import AIMessage, HumanMessage
        >>> from chatschema.filter import filter_messages
        >>> only_human = filter_messages(include_types=["human"])
        >>> only_human
        filter_messages(include_types=['human'])
        >>> only_human([HumanMessage("hi"), AIMessage("hello")])
        [HumanMessage(content='hi', additional_kwargs={}, response_metadata={})]
    """

    __slots__ = ("__name__", "__wrapped__", "func", "keywords")

    def __init__(self, func: Callable[..., _R_co], keywords: dict[str, Any]) -> None:
        self.func = func
        self.keywords = keywords
        self.__name__ = getattr(func, "__name__", "messages_function")
        self.__wrapped__ = func

    def __call__(self, messages: Any) -> _R_co:
        """Run the utility on ``messages`` with the fixed keyword arguments.

        Args:
            messages: Messages or message-like values.

        Returns:
            What the utility returns.
        """
        return self.func(messages, **self.keywords)

    def invoke(self, messages: Any, config: Any = None, **kwargs: Any) -> _R_co:
        """Same as calling the object; ``config`` is accepted and ignored.

        Args:
            messages: Messages or message-like values.
            config: Ignored; LangChain's ``Runnable.invoke`` takes it.
            **kwargs: Ignored, as above.

        Returns:
            What the utility returns.
        """
        return self.func(messages, **self.keywords)

    def __repr__(self) -> str:
        args = ", ".join(f"{key}={value!r}" for key, value in self.keywords.items())
        return f"{self.__name__}({args})"


class PartialCapable(Protocol[_P, _R_co]):
    """A message utility that returns a :class:`MessagesFunction` when called without messages."""

    @overload
    def __call__(
        self, messages: None = None, *args: _P.args, **kwargs: _P.kwargs
    ) -> MessagesFunction[_R_co]: ...

    @overload
    def __call__(self, messages: Any, *args: _P.args, **kwargs: _P.kwargs) -> _R_co: ...

    def __call__(
        self, messages: Any = None, *args: _P.args, **kwargs: _P.kwargs
    ) -> _R_co | MessagesFunction[_R_co]: ...


def supports_partial(func: Callable[Concatenate[Any, _P], _R]) -> PartialCapable[_P, _R]:
    """Let ``func`` be called with only keyword arguments, to be applied to messages later.

    Args:
        func: A utility whose first parameter is the messages.

    Returns:
        A wrapper: with messages (anything but ``None``) it calls ``func``;
        without, it returns a :class:`MessagesFunction` holding the keywords.

    Example:
        >>> @supports_partial
        ... def first(messages, *, n=1):
        ...     return list(messages)[:n]
        >>> first(n=2)([1, 2, 3])
        [1, 2]
        >>> first([1, 2, 3])
        [1]
    """

    @functools.wraps(func)
    def wrapper(messages: Any = None, *args: Any, **kwargs: Any) -> Any:
        if messages is not None:
            return func(messages, *args, **kwargs)
        if args:
            raise TypeError(f"{func.__name__}() without messages takes keyword arguments only")
        return MessagesFunction(func, kwargs)

    return cast("PartialCapable[_P, _R]", wrapper)


def to_messages(messages: Any) -> list[BaseMessage]:
    """The messages as a list of message objects.

    A list of messages is copied as it is; anything else (strings, tuples,
    dicts, a prompt value) goes through
    :func:`chatschema.convert.messages.convert_to_messages`.

    Args:
        messages: Messages or message-like values.

    Returns:
        A new list of messages.

    Raises:
        ValueError: A value cannot be turned into a message (raised by the
            conversion).

    Example:
        >>> from chatschema import HumanMessage
        >>> to_messages((HumanMessage("hi"),))
        [HumanMessage(content='hi', additional_kwargs={}, response_metadata={})]
    """
    if isinstance(messages, (list, tuple)):
        out = list(messages)
        if all(map(_MESSAGE_CLASSES.__contains__, map(type, out))) or _all_messages(out):
            return out
    from chatschema.convert.messages import convert_to_messages

    converted: list[BaseMessage] = convert_to_messages(messages)
    return converted


_MESSAGE_CLASSES: set[type] = set()
"""Classes seen to be message classes (``isinstance(m, BaseMessage)`` holds for their objects)."""


def _all_messages(items: list[Any]) -> bool:
    """Whether every item is a message object; remembers the message classes seen."""
    classes = set(map(type, items))
    for cls in classes - _MESSAGE_CLASSES:
        if not issubclass(cls, BaseMessage):
            return False
        _MESSAGE_CLASSES.add(cls)
    return True


_KINDS: dict[type, str] = {}
_SUBCLASS: dict[tuple[type, tuple[type, ...]], bool] = {}


def kind_of(message: BaseMessage) -> str:
    """The plain type tag of a message's class: ``"ai"`` for ``AIMessage`` and ``AIMessageChunk``.

    The same answer as a chain of ``isinstance`` checks (human, ai, system,
    function, tool, chat, remove), cached per class: ``isinstance`` on
    message classes runs Python code (chunks count as instances of their
    message class), which is slow in loops over long conversations.

    Args:
        message: A message.

    Returns:
        ``"human"``, ``"ai"``, ``"system"``, ``"function"``, ``"tool"``,
        ``"chat"``, ``"remove"``, or ``""`` for another class.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> kind_of(AIMessageChunk("x"))
        'ai'
    """
    cls = type(message)
    kind = _KINDS.get(cls)
    if kind is None:
        kind = class_kind(cls)
        if isinstance(message, BaseMessage):
            _KINDS[cls] = kind
    return kind


def class_kind(cls: type) -> str:
    """:func:`kind_of` for any message of class ``cls`` (not cached).

    Args:
        cls: A class.

    Returns:
        The plain type tag of its messages, or ``""`` for another class.

    Example:
        >>> from chatschema import HumanMessageChunk
        >>> class_kind(HumanMessageChunk), class_kind(dict)
        ('human', '')
    """
    from chatschema import messages as m

    order = (
        (m.HumanMessage, "human"),
        (m.AIMessage, "ai"),
        (m.SystemMessage, "system"),
        (m.FunctionMessage, "function"),
        (m.ToolMessage, "tool"),
        (m.ChatMessage, "chat"),
        (m.RemoveMessage, "remove"),
    )
    return next((tag for klass, tag in order if issubclass(cls, klass)), "")


def is_instance(message: Any, classes: tuple[type, ...]) -> bool:
    """``isinstance(message, classes)``, cached per class of ``message``.

    Args:
        message: Any object.
        classes: A tuple of classes.

    Returns:
        Whether ``message`` is an instance of one of them.

    Example:
        >>> from chatschema import AIMessage, AIMessageChunk
        >>> is_instance(AIMessageChunk("x"), (AIMessage,))
        True
    """
    key = (type(message), classes)
    found = _SUBCLASS.get(key)
    if found is None:
        found = _SUBCLASS[key] = isinstance(message, classes)
    return found


def build_trusted(cls: Any, fields: dict[str, Any]) -> BaseMessage:
    """A message of ``cls`` from field values that need no checks (built from valid messages,
    already in the form the constructor gives them).

    chatschema's own message classes are filled in from a template (a
    ``msgspec.structs.replace``, much quicker than the checking constructor);
    ``fields`` must then hold every field that is required or whose default
    is made fresh for each message, else, as for any other class, the
    constructor is called.

    Args:
        cls: The message class.
        fields: Field values by name.

    Returns:
        The message.

    Example:
        >>> from chatschema import HumanMessage
        >>> build_trusted(HumanMessage, {"content": "hi", "additional_kwargs": {}, "response_metadata": {}})
        HumanMessage(content='hi', additional_kwargs={}, response_metadata={})
    """
    if not _TEMPLATES:
        _TEMPLATES.update(_templates())
    template = _TEMPLATES.get(cls)
    built: BaseMessage
    if template is not None and template[1] <= fields.keys():
        built = msgspec.structs.replace(template[0], **fields)
    else:
        built = cls(**fields)
    return built


def template_for(cls: Any, given: frozenset[str]) -> Any:
    """The template message of one of chatschema's classes, for callers that build many messages.

    ``msgspec.structs.replace(template, **values)`` then makes a message, if
    ``values`` always holds the fields named in ``given`` (see
    :func:`build_trusted`).

    Args:
        cls: The message class.
        given: The fields every call will give.

    Returns:
        The template, or None when ``cls`` is not one of chatschema's plain
        classes or ``given`` misses a field that must be given.

    Example:
        >>> from chatschema import HumanMessage
        >>> given = frozenset(["content", "additional_kwargs", "response_metadata"])
        >>> template = template_for(HumanMessage, given)
        >>> msgspec.structs.replace(template, content="hi", additional_kwargs={}, response_metadata={})
        HumanMessage(content='hi', additional_kwargs={}, response_metadata={})
        >>> template_for(HumanMessage, frozenset(["content"])) is None
        True
    """
    if not _TEMPLATES:
        _TEMPLATES.update(_templates())
    entry = _TEMPLATES.get(cls)
    return entry[0] if entry is not None and entry[1] <= given else None


_TEMPLATES: dict[type, tuple[Any, frozenset[str]]] = {}
_FACTORY: Any = msgspec._core.Factory  # the default of a field with a default factory


def _templates() -> dict[type, tuple[Any, frozenset[str]]]:
    """For each of chatschema's plain message classes: a message with the default values, and
    the fields that must be given (required ones and those whose default is made fresh)."""
    from chatschema import messages as m

    out: dict[type, tuple[Any, frozenset[str]]] = {}
    for cls in (
        m.HumanMessage,
        m.AIMessage,
        m.SystemMessage,
        m.ChatMessage,
        m.FunctionMessage,
        m.ToolMessage,
    ):
        names = cls.__struct_fields__
        defaults = cls.__struct_defaults__
        required = names[: len(names) - len(defaults)]
        fresh = [n for n, d in zip(names[len(required) :], defaults, strict=True) if type(d) is _FACTORY]
        template = msgspec.StructMeta.__call__(cls, **dict.fromkeys(required, ""))
        out[cls] = (template, frozenset([*required, *fresh]))
    return out
