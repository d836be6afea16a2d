"""What :func:`chatschema.decode` makes of message types: the message classes, normalised.

The codec (:mod:`chatschema.validation`) sits below the message classes and
imports none of them. This module binds each message title to its class,
``AnyMessage`` to the union of the classes, the envelopes to Structs that
hold them, and every one of these to :func:`normalize_message`, the step
all readers share.
"""

from __future__ import annotations

import operator
from typing import Any

from chatschema.errors import ValidationError
from chatschema.messages import MESSAGE_CLASSES
from chatschema.messages.base import normalize_message
from chatschema.messages.envelopes import (
    ENVELOPES,
    AnyMessageType,
    LangChainSerializedMessageType,
    SerializedMessageType,
)
from chatschema.validation import bind_types

__all__: list[str] = []


_NORMALIZING = frozenset(cls for cls in MESSAGE_CLASSES.values() if cls._normalizes)


def _messages(values: list[Any]) -> None:
    todo = [(i, m) for i, m in enumerate(values) if type(m) in _NORMALIZING]
    for i, message in todo:
        try:
            message._normalize()
        except ValidationError as error:
            raise ValidationError(error.message, f"$[{i}]{error.path[1:]}") from None


def _envelope(value: Any) -> None:
    normalize_message(value.data, "$.data")


def _record(value: Any) -> None:
    normalize_message(value.kwargs, "$.kwargs")


def _held_each(attr: str) -> Any:
    """The list step for envelopes or records: normalise the message each holds in ``attr``."""
    held = operator.attrgetter(attr)

    def each(values: list[Any]) -> None:
        todo = [(i, m) for i, m in enumerate(map(held, values)) if type(m) in _NORMALIZING]
        for i, message in todo:
            try:
                message._normalize()
            except ValidationError as error:
                raise ValidationError(error.message, f"$[{i}].{attr}{error.path[1:]}") from None

    return each


_envelopes = _held_each("data")
_records = _held_each("kwargs")


def _bind() -> None:
    classes: dict[str, Any] = {
        "AnyMessage": AnyMessageType,
        "SerializedMessage": SerializedMessageType,
        "LangChainSerializedMessage": LangChainSerializedMessageType,
    }
    after: dict[str, Any] = {
        "AnyMessage": normalize_message,
        "SerializedMessage": _envelope,
        "LangChainSerializedMessage": _record,
    }
    after_each: dict[str, Any] = {
        "AnyMessage": _messages,
        "SerializedMessage": _envelopes,
        "LangChainSerializedMessage": _records,
    }
    for tag, cls in MESSAGE_CLASSES.items():
        classes[cls.__name__] = cls
        classes[f"Serialized{cls.__name__}"] = ENVELOPES[tag]
        if cls._normalizes:
            after[cls.__name__] = normalize_message
            after[f"Serialized{cls.__name__}"] = _envelope
            after_each[cls.__name__] = _messages
            after_each[f"Serialized{cls.__name__}"] = _envelopes
    bind_types(classes, after, after_each)


_bind()
