"""The exceptions chatschema raises. See docs/errors.md for when each is raised."""

from __future__ import annotations

from chatschema_generated._validators import json_type_name as json_type_name

__all__ = [
    "ChatSchemaError",
    "ConversionError",
    "DecodeError",
    "LossWarning",
    "SizeLimitError",
    "StreamError",
    "UnsupportedMessageError",
    "ValidationError",
]

_MAX_TEXT = 1000
"""Longest ``message`` or ``path`` kept whole. Both can quote the payload (a
type tag, an unknown key), so they are shortened in the middle past this."""


def _shorten(text: str) -> str:
    if len(text) <= _MAX_TEXT:
        return text
    head = (_MAX_TEXT - 5) // 2
    return f"{text[:head]} ... {text[head + 5 - _MAX_TEXT :]}"


class ChatSchemaError(Exception):
    """Base class of every exception chatschema raises on purpose."""


class ValidationError(ChatSchemaError, ValueError):
    """A payload does not match its schema.

    Attributes:
        path: JSON path of the deepest failing value, such as ``$.content[1].url``.
        message: What is wrong with that value. It never holds the payload, only
            at most a value or key from it, and it is shortened in the middle
            past 1,000 characters (as is ``path``).

    Example:
        >>> e = ValidationError("Expected `str`, got `int`", "$.content")
        >>> e.message, e.path, str(e)
        ('Expected `str`, got `int`', '$.content', 'Expected `str`, got `int` (at $.content)')
        >>> len(ValidationError("Object contains unknown field `" + "k" * 10**6 + "`").message)
        1000
    """

    def __init__(self, message: str, path: str = "$") -> None:
        message, path = _shorten(message), _shorten(path)
        super().__init__(f"{message} (at {path})")
        self.message = message
        self.path = path

    def under(self, base: str) -> ValidationError:
        """The same error, its ``$``-rooted path placed under ``base``.

        Args:
            base: The path of the value the error's ``$`` stands for, such as ``$[2].data``.

        Returns:
            A new ``ValidationError`` (of this base class, whatever the error's own)
            with the same ``message`` and the path ``base`` then the rest of ``path``.

        Example:
            >>> ValidationError("Expected `str`, got `int`", "$.content").under("$[2].data").path
            '$[2].data.content'
        """
        return ValidationError(self.message, base + self.path[1:])


class DecodeError(ValidationError):
    """JSON text that is not JSON: malformed or truncated, invalid UTF-8, ``NaN``
    or ``Infinity``, a byte order mark, data after the value. ``path`` is ``$``.

    Example:
        >>> from chatschema import decode
        >>> try:
        ...     decode(b'{"type": "human", "content": "hi"', "AnyMessage")
        ... except DecodeError as e:
        ...     print(e)
        Invalid JSON: Input data was truncated (at $)
    """


class SizeLimitError(ValidationError):
    """JSON text longer than the ``max_size`` given to ``validate`` or ``decode``;
    raised before any of it is read. ``path`` is ``$``.

    Example:
        >>> from chatschema import validate
        >>> validate(b'{"type": "human", "content": "hi"}', "AnyMessage", max_size=10)
        Traceback (most recent call last):
          ...
        chatschema.errors.SizeLimitError: Payload is 34 bytes long, over the limit of 10 (at $)
    """


class UnsupportedMessageError(ValidationError, NotImplementedError):
    """``convert_to_messages`` was given an item that is not a message, a ``str``,
    a dict or a ``(role, content)`` pair. Also a ``NotImplementedError``, which is
    what LangChain raises there. ``path`` is the item's, such as ``$[1]``.

    Example:
        >>> from chatschema import convert_to_messages
        >>> convert_to_messages(["hi", 42])
        Traceback (most recent call last):
          ...
        chatschema.errors.UnsupportedMessageError: Unsupported message type: <class 'int'> (at $[1])
    """


class ConversionError(ValidationError):
    """A value that the target format of a conversion cannot hold, when there is no
    faithful form of it there: a block another provider defined, a modality the
    target lacks. ``path`` is the block's, such as ``$[2].content[1]``. Converters
    that take ``strict=False`` drop such a value with a :class:`LossWarning` instead.

    Example:
        >>> err = ConversionError("Anthropic cannot hold an audio block", "$[0].content[1]")
        >>> print(err)
        Anthropic cannot hold an audio block (at $[0].content[1])
        >>> isinstance(err, ValidationError)
        True
    """


class StreamError(ChatSchemaError):
    """A chat-UI stream that a reader reads reports an error of its own: the AI SDK's
    ``error`` event or AG-UI's ``RUN_ERROR``. The readers raise it at that event, after
    every chunk of the events before it; the stream itself was valid.

    Attributes:
        message: The error text the stream carries.
        path: The JSON path of the event, ``$[i]`` for the ``i``-th event read.

    Example:
        >>> err = StreamError("The model is overloaded.", "$[7]")
        >>> print(err)
        The model is overloaded. (at $[7])
        >>> err.path
        '$[7]'
    """

    def __init__(self, message: str, path: str = "$") -> None:
        message, path = _shorten(message), _shorten(path)
        super().__init__(f"{message} (at {path})")
        self.message = message
        self.path = path


class LossWarning(UserWarning):
    """A conversion dropped a value that its target cannot hold (``strict=False``).
    The text names the JSON path of what was dropped, so that nothing is lost
    silently; ``path`` holds it too.

    Example:
        >>> import warnings
        >>> with warnings.catch_warnings(record=True) as caught:
        ...     warnings.simplefilter("always")
        ...     warnings.warn(LossWarning("dropped: no audio in Anthropic", "$[0].content[1]"))
        >>> print(caught[0].message)
        dropped: no audio in Anthropic (at $[0].content[1])
        >>> caught[0].message.path
        '$[0].content[1]'
    """

    def __init__(self, message: str, path: str = "$") -> None:
        super().__init__(f"{message} (at {path})")
        self.message = message
        self.path = path
