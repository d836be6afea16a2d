"""Results of legacy function calls."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from chatschema._extras import TABLE
from chatschema.messages._add import add_function_chunks
from chatschema.messages._base import BaseMessage, BaseMessageChunk, carry_extras
from chatschema_generated import messages as g

if TYPE_CHECKING:
    from collections.abc import Sequence

    from typing_extensions import Self

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

    def __add__(self, other: BaseMessageChunk | Sequence[BaseMessageChunk]) -> Self:
        """LangChain's ``FunctionMessageChunk.__add__``; see :func:`chatschema.messages._add.add_chunks`."""
        if isinstance(other, FunctionMessageChunk):
            total: Self = add_function_chunks(self, other)  # type: ignore[assignment]  # of self's class
            if TABLE:
                carry_extras(total, self, other)
            return total
        return super().__add__(other)
