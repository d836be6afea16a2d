"""What :func:`chatschema.decode` makes of message types: the message classes, normalised.

The codec (:mod:`chatschema._validation`) sits below the message classes and
imports none of them. This module binds each message title to its class,
``AnyMessage`` to the union of the classes, the envelopes to Structs that
hold them, and every one of these to :func:`normalize_message`, the step
all readers share.
"""

from __future__ import annotations

import functools
import operator
from typing import Any

from chatschema._extras import split_extras
from chatschema._validation import bind_extras, bind_types
from chatschema.messages import MESSAGE_CLASSES
from chatschema.messages._base import normalize_message, normalize_messages
from chatschema.messages.envelopes import (
    CLASS_PATHS,
    ENVELOPES,
    RECORDS,
    AnyMessageType,
    SerializedMessageType,
)
from chatschema_generated.tags import (
    LANG_CHAIN_JS_SERIALIZED_MESSAGE_BY_PATH,
)

__all__: list[str] = []


def _envelope(value: Any) -> None:
    normalize_message(value.data, "$.data")


def _envelopes(values: list[Any]) -> None:
    normalize_messages(list(map(_DATA, values)), inner=".data")


def _record(value: Any) -> None:
    normalize_message(value.kwargs, "$.kwargs")


def _records(values: list[Any]) -> None:
    normalize_messages(list(map(_KWARGS, values)), inner=".kwargs")


_DATA = operator.attrgetter("data")
_KWARGS = operator.attrgetter("kwargs")


# -- extra="keep": where the messages of each type sit ------------------------------------------


def _class_of(item: dict[str, Any], cls: Any) -> Any:
    """``cls``, or (when None) the message class ``item``'s type tag names; None for no class."""
    if cls is not None:
        return cls
    tag = item.get("type")
    return MESSAGE_CLASSES.get(tag) if type(tag) is str else None


def _split_message(item: Any, cls: Any) -> tuple[Any, str | None, dict[str, Any]] | None:
    """A message dict without the keys its class does not declare, ``where=None``, and those keys."""
    if type(item) is not dict or (cls := _class_of(item, cls)) is None:
        return None
    copy = dict(item)
    extras = split_extras(cls, copy)
    return None if extras is None else (copy, None, extras)


def _split_held(item: Any, key: str, cls: Any) -> tuple[Any, str | None, dict[str, Any]] | None:
    """The same for a message held at ``item[key]``: an envelope's ``data`` (whose class the
    envelope's tag names, or ``cls``), a record's ``kwargs`` (whose class is ``cls``)."""
    if type(item) is not dict:
        return None
    if key == "data" and (cls := _class_of(item, cls)) is None:
        return None
    parts = _split_message(item.get(key), cls)
    return None if parts is None else ({**item, key: parts[0]}, key, parts[2])


# LangChain Python's class paths, each with the message class it names;
# langchainjs's records hold its own fields in kwargs, not a message
_PYTHON_PATHS = {
    path: cls for path, cls in CLASS_PATHS.items() if path not in LANG_CHAIN_JS_SERIALIZED_MESSAGE_BY_PATH
}


def _split_record(item: Any) -> tuple[Any, str | None, dict[str, Any]] | None:
    """The same for a LangChain record's ``kwargs``, a message of the class its Python class path
    names (with or without a type tag); a path that names no class is refused before its ``kwargs``."""
    if type(item) is not dict or type(ident := item.get("id")) is not list:
        return None
    found = _PYTHON_PATHS.get(tuple(ident)) if all(type(part) is str for part in ident) else None
    return None if found is None else _split_held(item, "kwargs", found)


def _splitters() -> dict[str, Any]:
    out: dict[str, Any] = {
        "AnyMessage": functools.partial(_split_message, cls=None),
        "SerializedMessage": functools.partial(_split_held, key="data", cls=None),
        "LangChainSerializedMessage": _split_record,
    }
    for cls in MESSAGE_CLASSES.values():
        out[cls.__name__] = functools.partial(_split_message, cls=cls)
        out[f"Serialized{cls.__name__}"] = functools.partial(_split_held, key="data", cls=cls)
        out[f"LangChainSerialized{cls.__name__}"] = functools.partial(_split_held, key="kwargs", cls=cls)
    return out


def _bind() -> None:
    classes: dict[str, Any] = {
        "AnyMessage": AnyMessageType,
        "SerializedMessage": SerializedMessageType,
    }
    after: dict[str, Any] = {
        "AnyMessage": normalize_message,
        "SerializedMessage": _envelope,
    }
    after_each: dict[str, Any] = {
        "AnyMessage": normalize_messages,
        "SerializedMessage": _envelopes,
    }
    for tag, cls in MESSAGE_CLASSES.items():
        classes[cls.__name__] = cls
        classes[f"Serialized{cls.__name__}"] = ENVELOPES[tag]
        classes[f"LangChainSerialized{cls.__name__}"] = RECORDS[cls.__name__]
        if cls._normalizes:
            after[cls.__name__] = normalize_message
            after[f"Serialized{cls.__name__}"] = _envelope
            after[f"LangChainSerialized{cls.__name__}"] = _record
            after_each[cls.__name__] = normalize_messages
            after_each[f"Serialized{cls.__name__}"] = _envelopes
            after_each[f"LangChainSerialized{cls.__name__}"] = _records
    bind_types(classes, after, after_each)
    bind_extras(_splitters())


_bind()
