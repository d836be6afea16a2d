"""Which translator reads the content of which provider's AI messages.

An AI message whose ``response_metadata["model_provider"]`` names a provider
registered here has its ``content_blocks`` derived by that provider's
translator; other messages get the best-effort parsing in
:func:`chatschema.blocks.message_content_blocks`. The translators shipped
with chatschema register themselves when :mod:`chatschema.blocks` is
imported; integrations register their own with :func:`register_translator`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["PROVIDER_TRANSLATORS", "Block", "Translate", "get_translator", "register_translator"]

Block = dict[str, Any]
"""A content block: a plain JSON object with a ``type`` tag."""

Translate = Callable[[Any], list[Block]]
"""A translator: takes a message (or chunk), returns its standard content blocks."""

PROVIDER_TRANSLATORS: dict[str, dict[str, Translate]] = {}
"""Provider name -> ``{"translate_content": ..., "translate_content_chunk": ...}``."""


def register_translator(
    provider: str, translate_content: Translate, translate_content_chunk: Translate
) -> None:
    """Register the translators that derive standard blocks for one provider.

    A later registration for the same provider replaces the earlier one. A
    translator may raise ``NotImplementedError`` to hand the message back to
    best-effort parsing.

    Args:
        provider: The name found in ``response_metadata["model_provider"]``,
            such as ``"openai"``.
        translate_content: Called with an ``AIMessage``.
        translate_content_chunk: Called with an ``AIMessageChunk``.

    Raises:
        TypeError: If ``provider`` is unhashable.

    Example:
        >>> def shout(msg):
        ...     return [{"type": "text", "text": str(msg.content).upper()}]
        >>> register_translator("example-shouty", shout, shout)
        >>> get_translator("example-shouty")["translate_content"] is shout
        True
        >>> del PROVIDER_TRANSLATORS["example-shouty"]
    """
    PROVIDER_TRANSLATORS[provider] = {
        "translate_content": translate_content,
        "translate_content_chunk": translate_content_chunk,
    }


def get_translator(provider: str) -> dict[str, Translate] | None:
    """The translators registered for a provider, if any.

    Args:
        provider: A provider name, such as ``"anthropic"``.

    Returns:
        A dict with the keys ``"translate_content"`` and
        ``"translate_content_chunk"``, or ``None`` when nothing is registered
        (the message then gets best-effort parsing).

    Raises:
        TypeError: If ``provider`` is unhashable.

    Example:
        >>> import chatschema.blocks
        >>> sorted(get_translator("openai"))
        ['translate_content', 'translate_content_chunk']
        >>> get_translator("no-such-provider") is None
        True
    """
    return PROVIDER_TRANSLATORS.get(provider)
