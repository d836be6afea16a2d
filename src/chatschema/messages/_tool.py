"""Results of tool calls."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar
from uuid import UUID

from chatschema._extras import TABLE
from chatschema.messages._add import add_tool_chunks
from chatschema.messages._base import BaseMessage, BaseMessageChunk, carry_extras
from chatschema_generated import messages as g

if TYPE_CHECKING:
    from collections.abc import Sequence

    from typing_extensions import Self

    from chatschema_generated.typed.content_blocks import ContentBlock

__all__ = ["ToolMessage", "ToolMessageChunk"]


def _coerce(kwargs: dict[str, Any]) -> dict[str, Any]:
    """Apply LangChain's coercions: ids to str, non-JSON content to str."""
    call_id = kwargs.get("tool_call_id")
    if isinstance(call_id, (UUID, int, float)):  # bool too, as in LangChain: True -> "True"
        kwargs["tool_call_id"] = str(call_id)
    if "content" in kwargs:
        content = kwargs["content"]
        if isinstance(content, tuple):
            content = list(content)
        if isinstance(content, list):
            content = [x if isinstance(x, (str, dict)) else str(x) for x in content]
        elif not isinstance(content, str):
            content = str(content)  # LangChain stores even None as "None"
        kwargs["content"] = content
    return kwargs


class ToolMessage(g.ToolMessage, BaseMessage):
    """The result of running a tool, answering the call with ``tool_call_id``.

    A UUID or number given as ``tool_call_id`` is stored as a string, and
    content that is not a string or list is stored as ``str(content)``.

    Example:
        >>> ToolMessage(42, tool_call_id=7)
        ToolMessage(content='42', tool_call_id='7')
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

    _schema_title: ClassVar[str] = "ToolMessage"
    _repr_hidden: ClassVar[tuple[str, ...]] = ("additional_kwargs", "response_metadata")

    @classmethod
    def _prepare(cls, kwargs: dict[str, Any], blocks: list[Any] | None) -> dict[str, Any]:
        return _coerce(kwargs)


class ToolMessageChunk(g.ToolMessageChunk, BaseMessageChunk):
    """A streamed piece of a :class:`ToolMessage`; pieces must share a tool_call_id."""

    if TYPE_CHECKING:
        # LangChain's signature, for type checkers (MessageMeta builds the message)
        def __init__(
            self,
            content: str | list[str | dict[Any, Any]] | None = None,
            *,
            content_blocks: list[ContentBlock] | None = None,
            **kwargs: Any,
        ) -> None: ...

    _schema_title: ClassVar[str] = "ToolMessageChunk"
    _repr_hidden: ClassVar[tuple[str, ...]] = ("additional_kwargs", "response_metadata")
    _message_class: ClassVar[type] = ToolMessage

    def __add__(self, other: BaseMessageChunk | Sequence[BaseMessageChunk]) -> Self:
        """LangChain's ``ToolMessageChunk.__add__``; see :func:`chatschema.messages._add.add_chunks`."""
        if isinstance(other, ToolMessageChunk):
            total: Self = add_tool_chunks(self, other)  # type: ignore[assignment]  # of self's class
            if TABLE:
                carry_extras(total, self, other)
            return total
        return super().__add__(other)

    @classmethod
    def _prepare(cls, kwargs: dict[str, Any], blocks: list[Any] | None) -> dict[str, Any]:
        return _coerce(kwargs)
