"""Fields a message holds beyond its schema ("extras"), kept as LangChain keeps them.

LangChain's messages accept keywords they do not declare (pydantic's
``extra="allow"``), keep them, show them in ``repr`` and dump them after the
declared fields. chatschema's message classes are msgspec Structs, which hold
only their declared fields, so the extras of a message live in a side table
keyed by the message's identity:

* a message without extras costs nothing: no field, no ``__dict__``, no
  per-message check; the hot paths (``encode``, ``model_dump``) test one
  dict for emptiness (:func:`any_extras`) and take their usual path;
* an entry is removed when its message is freed (a weak reference's
  callback; message classes support weak references for this);
* the extras are set when the message is built (constructors, lenient
  decoding, ``model_copy``, unpickling), or by assigning an attribute the
  class does not have (:func:`add_extra`);
* the extras dict is also the message's ``__dict__`` (message classes set
  msgspec's ``dict=True``), so an extra reads as an attribute at the speed
  of a field, with no ``__getattr__`` hook on every other attribute.

Design notes: docs/design.md ("Extra fields").
"""

from __future__ import annotations

import weakref
from typing import Any

__all__ = ["TABLE", "add_extra", "any_extras", "extras_of", "known_keys", "set_extras", "split_extras"]

TABLE: dict[int, tuple[weakref.ref[Any], dict[str, Any]]] = {}
"""Extras by ``id(message)``, with the weak reference that removes the entry.
Read-only outside this module; the hottest paths (a streaming ``+``) test its
truth directly rather than call :func:`any_extras`."""

_KNOWN: dict[type, frozenset[str]] = {}
"""The keys a message class declares: its fields and its ``type`` tag."""


def any_extras() -> bool:
    """Whether any live message holds extras: the one test the hot paths make.

    Example:
        >>> from chatschema import HumanMessage
        >>> m = HumanMessage("hi", trace_id="t1")
        >>> any_extras()
        True
    """
    return bool(TABLE)


def extras_of(message: Any) -> dict[str, Any] | None:
    """The extras of a message, in the order they were given; None when it has none.

    The dict is the message's own: do not change it.

    Example:
        >>> from chatschema import HumanMessage
        >>> extras_of(HumanMessage("hi", trace_id="t1")), extras_of(HumanMessage("hi"))
        ({'trace_id': 't1'}, None)
    """
    if not TABLE:
        return None
    entry = TABLE.get(id(message))
    if entry is None or entry[0]() is not message:
        return None
    return entry[1]


def set_extras(message: Any, extras: dict[str, Any] | None) -> None:
    """Give a newly built message its extras (none when ``extras`` is empty or None).

    Args:
        message: The message, just built.
        extras: The extras, which the message then owns.

    Example:
        >>> import msgspec
        >>> from chatschema import HumanMessage
        >>> m = msgspec.convert({"content": "hi"}, HumanMessage)
        >>> set_extras(m, {"trace_id": "t1"})
        >>> m.trace_id
        't1'
    """
    key = id(message)
    if not extras:
        TABLE.pop(key, None)
        return
    message.__dict__ = extras  # read as attributes, as fields are

    def forget(ref: weakref.ref[Any]) -> None:
        entry = TABLE.get(key)
        if entry is not None and entry[0] is ref:
            del TABLE[key]

    TABLE[key] = (weakref.ref(message, forget), extras)


def add_extra(message: Any, name: str, value: Any) -> None:
    """Set one extra of a message: what assigning an attribute the class does not have does.

    Example:
        >>> from chatschema import HumanMessage
        >>> m = HumanMessage("hi")
        >>> m.trace_id = "t1"
        >>> extras_of(m), m.model_dump()["trace_id"]
        ({'trace_id': 't1'}, 't1')
    """
    extras = extras_of(message)
    if extras is None:
        set_extras(message, {name: value})
    else:
        extras[name] = value


def known_keys(cls: type) -> frozenset[str]:
    """The keys a message class declares: its fields and ``type``.

    Example:
        >>> from chatschema import SystemMessage
        >>> sorted(known_keys(SystemMessage))
        ['additional_kwargs', 'content', 'id', 'name', 'response_metadata', 'type']
    """
    known = _KNOWN.get(cls)
    if known is None:
        known = _KNOWN[cls] = frozenset((*cls.__struct_fields__, "type"))  # type: ignore[attr-defined]
    return known


def split_extras(cls: type, values: dict[str, Any]) -> dict[str, Any] | None:
    """Take the keys ``cls`` does not declare out of ``values``, in their order.

    Args:
        cls: The message class the values are for.
        values: Field values, changed in place.

    Returns:
        The keys taken out and their values, or None when there were none.

    Example:
        >>> from chatschema import HumanMessage
        >>> values = {"content": "hi", "trace_id": "t1"}
        >>> split_extras(HumanMessage, values), values
        ({'trace_id': 't1'}, {'content': 'hi'})
    """
    known = known_keys(cls)
    unknown = [key for key in values if key not in known]
    if not unknown:
        return None
    return {key: values.pop(key) for key in unknown}
