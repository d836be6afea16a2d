"""Results of legacy function calls."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from chatschema.messages.base import BaseMessage, BaseMessageChunk
from chatschema_generated import messages as g

if TYPE_CHECKING:
    from chatschema_generated.typed.content_blocks import ContentBlock

__all__ = ["FunctionMessage", "FunctionMessageChunk"]


class FunctionMessage(g.FunctionMessage, BaseMessage):  # type: ignore[misc]  # name: str, narrower than the base
    """The result of a legacy function call; ``name`` is required.

    Example:
        >>> FunctionMessage("12:00", name="get_time").name
        'get_time'
    """

    if TYPE_CHECKING:
        # LangChain's signature, for type checkers (MessageMeta builds the message)
        def __init__(
            self,
            content: str | list[str | dict[Any, Any]] | None = None,
            *,
            content_blocks: list[ContentBlock] | None = None,
            **kwargs: Any,
        ) -> None: ...

    _schema_title: ClassVar[str] = "FunctionMessage"


class FunctionMessageChunk(g.FunctionMessageChunk, BaseMessageChunk):  # type: ignore[misc]  # name: str, as above
    """A streamed piece of a :class:`FunctionMessage`; pieces must share a name."""

    if TYPE_CHECKING:
        # LangChain's signature, for type checkers (MessageMeta builds the message)
        def __init__(
            self,
            content: str | list[str | dict[Any, Any]] | None = None,
            *,
            content_blocks: list[ContentBlock] | None = None,
            **kwargs: Any,
        ) -> None: ...

    _schema_title: ClassVar[str] = "FunctionMessageChunk"
    _message_class: ClassVar[type] = FunctionMessage
