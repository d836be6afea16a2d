"""What :func:`chatschema.decode` makes of message types: the message classes, normalised.

The codec (:mod:`chatschema.validation`) sits below the message classes and
imports none of them. This module binds each message title to its class,
``AnyMessage`` to the union of the classes, the envelopes to Structs that
hold them, and every one of these to :func:`normalize_message`, the step
all readers share.
"""

from __future__ import annotations

from typing import Any

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


def _envelope(value: Any, path: str) -> None:
    normalize_message(value.data, f"{path}.data")


def _record(value: Any, path: str) -> None:
    normalize_message(value.kwargs, f"{path}.kwargs")


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
    for tag, cls in MESSAGE_CLASSES.items():
        classes[cls.__name__] = cls
        classes[f"Serialized{cls.__name__}"] = ENVELOPES[tag]
        if cls._normalizes:
            after[cls.__name__] = normalize_message
            after[f"Serialized{cls.__name__}"] = _envelope
    bind_types(classes, after)


_bind()
