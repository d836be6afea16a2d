"""Mark messages that the application (not the user) added to a conversation.

Such a message, a background task's result or a summary, is a human message
with two keys in ``additional_kwargs``: ``lc_source``, naming the feature
that added it, and optionally ``lc_data``, that feature's fields. The keys
are LangChain's (langchain-core 1.7.2), so marked histories move between the
two libraries unchanged. Anyone who can write to a conversation can set them:
do not trust a message because of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict, TypeVar

from chatschema.messages import BaseMessage

__all__ = ["NotificationMetadata", "add_notification_metadata", "get_notification_metadata"]

_M = TypeVar("_M", bound=BaseMessage)


class _Source(TypedDict):
    source: str
    """The feature that added the message, such as ``"async_subagent"``."""


class NotificationMetadata(_Source, total=False):
    """Which feature added a message (``source``), and that feature's fields (``data``, optional)."""

    data: dict[str, Any]
    """The feature's fields, as the feature documents them."""


def add_notification_metadata(message: _M, *, source: str, data: Mapping[str, Any] | None = None) -> _M:
    """Return a copy of a message, marked as added by ``source``.

    ``additional_kwargs["lc_source"]`` is set to ``source``, and
    ``additional_kwargs["lc_data"]`` to a copy of ``data`` when it is given;
    an earlier ``lc_data`` is removed either way. The content is unchanged:
    write what the model should read yourself.

    Args:
        message: The message to mark, usually a ``HumanMessage``.
        source: The feature that added the message.
        data: The feature's fields; keep them JSON-serializable.

    Returns:
        A shallow copy of ``message`` (same ``id``) with the keys set. The
        original is not changed.

    Example:
        >>> from chatschema import HumanMessage
        >>> msg = add_notification_metadata(
        ...     HumanMessage("Task t1 finished."), source="async_subagent", data={"task_id": "t1"}
        ... )
        >>> msg.additional_kwargs
        {'lc_source': 'async_subagent', 'lc_data': {'task_id': 't1'}}
    """
    current: Any = message
    extra = {key: value for key, value in current.additional_kwargs.items() if key != "lc_data"}
    extra["lc_source"] = source
    if data is not None:
        extra["lc_data"] = dict(data)
    return message.model_copy(update={"additional_kwargs": extra})


def get_notification_metadata(message: BaseMessage) -> NotificationMetadata | None:
    """Read what :func:`add_notification_metadata` set on a message.

    Args:
        message: Any message.

    Returns:
        ``{"source": ..., "data": ...}``, or ``None`` when
        ``additional_kwargs["lc_source"]`` is missing or not a string.
        ``data`` is a copy of ``lc_data``, present only when that is a dict.

    Example:
        >>> from chatschema import HumanMessage
        >>> get_notification_metadata(HumanMessage("hi", additional_kwargs={"lc_source": "summary"}))
        {'source': 'summary'}
        >>> get_notification_metadata(HumanMessage("hi")) is None
        True
    """
    current: Any = message
    source = current.additional_kwargs.get("lc_source")
    if not isinstance(source, str):
        return None
    metadata = NotificationMetadata(source=source)
    data = current.additional_kwargs.get("lc_data")
    if isinstance(data, dict):
        metadata["data"] = dict(data)
    return metadata
