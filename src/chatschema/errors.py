"""The exceptions chatschema raises. See docs/errors.md for when each is raised."""

from __future__ import annotations

__all__ = ["ChatSchemaError", "ValidationError"]


class ChatSchemaError(Exception):
    """Base class of every exception chatschema raises on purpose."""


class ValidationError(ChatSchemaError, ValueError):
    """A payload does not match its schema.

    Attributes:
        path: JSON path of the deepest failing value, such as ``$.content[1].url``.
        message: What is wrong with that value. It never contains the payload.
    """

    def __init__(self, message: str, path: str = "$") -> None:
        super().__init__(f"{message} (at {path})")
        self.message = message
        self.path = path
