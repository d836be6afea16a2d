"""Message and content-block ids: LangChain's prefixes and ``ensure_id``."""

from __future__ import annotations

from uuid import uuid4

__all__ = ["LC_AUTO_PREFIX", "LC_ID_PREFIX", "ensure_id"]

LC_AUTO_PREFIX = "lc_"
"""Starts every id that LangChain (or chatschema) made up, such as a new content block's id."""

LC_ID_PREFIX = "lc_run-"
"""Starts the id LangChain gives a model's message from its run id: ``lc_run-<run uuid>``."""


def ensure_id(id_val: str | None) -> str:
    """Return the id given, or make a new one.

    Args:
        id_val: An id, or ``None`` (an empty string also counts as no id).

    Returns:
        ``id_val`` when it is a non-empty string; otherwise
        ``LC_AUTO_PREFIX`` followed by a new random UUID4, such as
        ``lc_0b5e2f7e-...``.

    Example:
        >>> ensure_id("msg-1")
        'msg-1'
        >>> new = ensure_id(None)
        >>> new.startswith(LC_AUTO_PREFIX), len(new) == len(LC_AUTO_PREFIX) + 36
        (True, True)
    """
    return id_val or f"{LC_AUTO_PREFIX}{uuid4()}"
