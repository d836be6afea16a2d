"""An instruction to delete a message from a stored history."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from chatschema.errors import ValidationError
from chatschema.messages._base import BaseMessage
from chatschema_generated import messages as g

__all__ = ["RemoveMessage"]


class RemoveMessage(g.RemoveMessage, BaseMessage):  # type: ignore[misc]  # id: str, narrower than the base
    """Remove the message with this ``id`` from a history; it takes no content.

    Example:
        >>> RemoveMessage(id="m7")
        RemoveMessage(content='', additional_kwargs={}, response_metadata={}, id='m7')
    """

    if TYPE_CHECKING:
        # LangChain's signature, for type checkers (MessageMeta builds the message); id by keyword only
        def __init__(self, *, id: str, **kwargs: Any) -> None: ...

    _schema_title: ClassVar[str] = "RemoveMessage"

    _normalizes: ClassVar[bool] = True

    @classmethod
    def _prepare(cls, kwargs: dict[str, Any], blocks: list[Any] | None) -> dict[str, Any]:
        _no_content(kwargs.get("content"))
        kwargs["content"] = ""
        return kwargs

    def _normalize(self) -> None:
        _no_content(self.content)
        self.content = ""


def _no_content(content: Any) -> None:
    if content:
        raise ValidationError("RemoveMessage does not take content", "$.content")
