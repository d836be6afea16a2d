"""Building a message through its constructor, with error paths placed where the message sits."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from chatschema.errors import ValidationError

if TYPE_CHECKING:
    from chatschema.messages._base import BaseMessage

__all__ = ["build_message"]


def build_message(cls: Any, kwargs: dict[str, Any], path: str) -> BaseMessage:
    """``cls(**kwargs)``, with the errors' paths under ``path``.

    Args:
        cls: A message class, such as ``HumanMessage``.
        kwargs: The constructor's keyword arguments (the message's fields).
        path: Where the message sits in the payload, such as ``$[3]`` or ``$[0].data``.

    Returns:
        The message, as ``cls(**kwargs)`` makes it.

    Raises:
        ValidationError: A field is wrong (its path moved under ``path``), or the
            constructor refused the arguments with a ``TypeError`` (at ``path``).

    Example:
        >>> from chatschema import HumanMessage
        >>> build_message(HumanMessage, {"content": "hi"}, "$[0]").content
        'hi'
        >>> build_message(HumanMessage, {"content": 1}, "$[2].data")
        Traceback (most recent call last):
          ...
        chatschema.errors.ValidationError: Expected `str | array`, got `int` (at $[2].data.content)
    """
    try:
        message: BaseMessage = cls(**kwargs)
    except ValidationError as error:
        raise error.under(path) from None
    except TypeError as error:
        raise ValidationError(str(error), path) from None
    return message
