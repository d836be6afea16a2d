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

from chatschema.messages import MESSAGE_CLASSES
from chatschema.messages.base import normalize_message, normalize_messages
from chatschema.messages.envelopes import (
    ENVELOPES,
    AnyMessageType,
    LangChainSerializedMessageType,
    SerializedMessageType,
)
from chatschema.validation import bind_types

__all__: list[str] = []


def _envelope(value: Any) -> None:
    normalize_message(value.data, "$.data")


def _record(value: Any) -> None:
    normalize_message(value.kwargs, "$.kwargs")


def _envelopes(values: list[Any]) -> None:
    normalize_messages(list(map(_DATA, values)), inner=".data")


def _records(values: list[Any]) -> None:
    normalize_messages(list(map(_KWARGS, values)), inner=".kwargs")


_DATA = operator.attrgetter("data")
_KWARGS = operator.attrgetter("kwargs")


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
        "AnyMessage": normalize_messages,
        "SerializedMessage": _envelopes,
        "LangChainSerializedMessage": _records,
    }
    for tag, cls in MESSAGE_CLASSES.items():
        classes[cls.__name__] = cls
        classes[f"Serialized{cls.__name__}"] = ENVELOPES[tag]
        if cls._normalizes:
            after[cls.__name__] = normalize_message
            after[f"Serialized{cls.__name__}"] = _envelope
            after_each[cls.__name__] = normalize_messages
            after_each[f"Serialized{cls.__name__}"] = _envelopes
    bind_types(classes, after, after_each)


_bind()
