"""Building messages from trusted field values: template messages of chatschema's own classes.

Field values taken from valid messages (already in the form the
constructor gives them) need no checks: :func:`build_trusted` and
:func:`template_for` fill in a template message with
``msgspec.structs.replace``, much quicker than the checking constructor.
"""

from __future__ import annotations

from typing import Any

import msgspec

from chatschema.messages._ai import AIMessage
from chatschema.messages._base import BaseMessage
from chatschema.messages._chat import ChatMessage
from chatschema.messages._function import FunctionMessage
from chatschema.messages._human import HumanMessage
from chatschema.messages._system import SystemMessage
from chatschema.messages._tool import ToolMessage

__all__ = ["build_trusted", "template_for"]


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
    out: dict[type, tuple[Any, frozenset[str]]] = {}
    for cls in (HumanMessage, AIMessage, SystemMessage, ChatMessage, FunctionMessage, ToolMessage):
        names = cls.__struct_fields__
        defaults = cls.__struct_defaults__
        required = names[: len(names) - len(defaults)]
        fresh = [n for n, d in zip(names[len(required) :], defaults, strict=True) if type(d) is _FACTORY]
        template = msgspec.StructMeta.__call__(cls, **dict.fromkeys(required, ""))
        out[cls] = (template, frozenset([*required, *fresh]))
    return out
