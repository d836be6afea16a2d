"""Partial application of the message utilities: call them without messages, apply them later.

LangChain's ``filter_messages``, ``merge_message_runs`` and ``trim_messages``
return a ``Runnable`` when called without messages, so they can sit in a
chain. chatschema returns a plain callable instead: :class:`MessagesFunction`
holds the keyword arguments and applies them to the messages it is later
called with. It also has ``invoke``, so code written as
``trimmer.invoke(messages)`` keeps working. :func:`supports_partial` is the
decorator that gives a utility this behaviour.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Concatenate, Generic, ParamSpec, Protocol, TypeVar, cast, overload

__all__ = ["MessagesFunction", "PartialCapable", "supports_partial"]

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
        >>> from chatschema._filter import filter_messages
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
