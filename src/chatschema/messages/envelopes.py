"""The stored ``{"type": ..., "data": ...}`` form, holding the message classes.

These Structs mirror the generated ``Serialized*`` envelopes, but their
``data`` is the behaviour-rich message class, so one msgspec decode turns a
stored history straight into messages.
"""

from __future__ import annotations

from typing import Any, Union

import msgspec

from chatschema.messages import MESSAGE_CLASSES

__all__ = ["ENVELOPES", "AnyMessageType", "SerializedMessageType"]

ENVELOPES: dict[str, Any] = {
    tag: msgspec.defstruct(
        f"Serialized{cls.__name__}",
        [("data", cls)],
        kw_only=True,
        tag_field="type",
        tag=tag,
        forbid_unknown_fields=True,
    )
    for tag, cls in MESSAGE_CLASSES.items()
}
"""Envelope Struct per type tag."""

AnyMessageType: Any = Union[tuple(MESSAGE_CLASSES.values())]  # noqa: UP007
"""The union of every message class, told apart by the type tag."""

SerializedMessageType: Any = Union[tuple(ENVELOPES.values())]  # noqa: UP007
"""The union of every envelope, told apart by the type tag."""
