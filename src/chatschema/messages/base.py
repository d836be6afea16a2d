"""What every message class shares: construction, text, display and dumping.

The message classes subclass the generated msgspec Structs, so decoding JSON
straight into them runs at msgspec speed. Construction from Python goes
through :class:`MessageMeta`, which accepts LangChain's calling conventions
(positional content, ``content_blocks=``, numeric ids) and checks the values
against the schema, raising :class:`chatschema.ValidationError`.
"""

from __future__ import annotations

import builtins
import copy
import warnings
from typing import TYPE_CHECKING, Any, ClassVar

import msgspec

from chatschema.errors import ValidationError
from chatschema.validation import convert_checked
from chatschema_generated.registry import TYPES

if TYPE_CHECKING:
    from typing_extensions import Self

__all__ = ["BaseMessage", "BaseMessageChunk", "MessageMeta", "TextAccessor", "get_msg_title_repr"]

_MISSING: Any = object()


class TextAccessor(str):
    """A ``str`` that can also be called, for code written for ``message.text()``.

    Calling it returns the same string and emits a ``DeprecationWarning``, as
    LangChain 1.x does.
    """

    __slots__ = ()

    def __call__(self) -> str:
        warnings.warn(
            "Calling .text() as a method is deprecated; use the .text property.",
            DeprecationWarning,
            stacklevel=2,
        )
        return str(self)


class MessageMeta(msgspec.StructMeta):
    """Metaclass of the message classes: LangChain-style constructors.

    ``HumanMessage("hi")`` and ``HumanMessage(content="hi")`` are the same;
    ``content_blocks=[...]`` sets the content from standard blocks. Each class
    may adjust the keyword arguments in ``_prepare`` and the new object in
    ``_finish``. Decoding JSON does not pass through here.
    """

    def __call__(cls, content: Any = _MISSING, *args: Any, **kwargs: Any) -> Any:
        if args:
            raise TypeError(f"{cls.__name__}() takes at most one positional argument (content)")
        blocks = kwargs.pop("content_blocks", None)
        if blocks is not None:
            if content is not _MISSING and content is not None:
                raise TypeError(f"{cls.__name__}() takes content or content_blocks, not both")
            content = list(blocks)
        if content is not _MISSING:
            kwargs["content"] = content
        tag = cls.__struct_config__.tag
        given_type = kwargs.pop("type", tag)
        if given_type != tag:
            raise ValidationError(f"Invalid value {given_type!r}; {cls.__name__} has type {tag!r}", "$.type")
        if "id" in kwargs and isinstance(kwargs["id"], (int, float)) and not isinstance(kwargs["id"], bool):
            kwargs["id"] = str(kwargs["id"])
        for key, value in kwargs.items():
            # str subclasses (such as the TextAccessor that .text returns) are stored as str
            if isinstance(value, str) and type(value) is not str:
                kwargs[key] = str(value)
            elif type(value) is list and any(isinstance(v, str) and type(v) is not str for v in value):
                kwargs[key] = [str(v) if isinstance(v, str) else v for v in value]
        klass: Any = cls
        kwargs = klass._prepare(kwargs, blocks)
        obj = convert_checked(kwargs, klass, TYPES[klass._schema_title].check)
        obj._finish()
        return obj

    # A chunk class counts as a subclass of its message class, as in LangChain,
    # where HumanMessageChunk subclasses HumanMessage.
    def __subclasscheck__(cls, sub: Any) -> bool:
        if type.__subclasscheck__(cls, sub):
            return True
        full = getattr(sub, "_message_class", None)
        return full is not None and full is not sub and type.__subclasscheck__(cls, full)

    def __instancecheck__(cls, obj: Any) -> bool:
        return cls.__subclasscheck__(type(obj))


class BaseMessage(msgspec.Struct, metaclass=MessageMeta):
    """Behaviour shared by every message class.

    Subclasses also inherit from the generated Struct of their type, which
    holds the fields. This class holds none.
    """

    _schema_title: ClassVar[str] = ""
    """The schema type this class implements."""
    _repr_hidden: ClassVar[tuple[str, ...]] = ()
    """Fields repr never shows (LangChain hides these on tool messages)."""
    _message_class: ClassVar[Any] = None
    """For chunk classes: the message class the chunk becomes when complete."""

    # -- construction hooks ------------------------------------------------
    @classmethod
    def _prepare(cls, kwargs: dict[str, Any], blocks: list[Any] | None) -> dict[str, Any]:
        """Adjust constructor arguments before the Struct is built."""
        return kwargs

    def _finish(self) -> None:
        """Adjust a newly built message (not run when decoding JSON)."""

    # -- LangChain's message API -------------------------------------------
    @property
    def type(self) -> str:
        """The type tag, such as ``"human"`` or ``"AIMessageChunk"``."""
        tag: str = self.__struct_config__.tag  # type: ignore[assignment]
        return tag

    @property
    def text(self) -> TextAccessor:
        """The text of the message: string content, or the joined text of string
        items and ``text`` blocks of list content.

        Example:
            >>> from chatschema import HumanMessage
            >>> content = ["Hello, ", {"type": "text", "text": "world"}, {"type": "image", "url": "u"}]
            >>> HumanMessage(content).text
            'Hello, world'
        """
        content: Any = self.content  # type: ignore[attr-defined]
        if type(content) is str:
            return TextAccessor(content)
        parts = []
        for item in content:
            if type(item) is str:
                parts.append(item)
            elif item.get("type") == "text" and type(item.get("text")) is str:
                parts.append(item["text"])
        return TextAccessor("".join(parts))

    @property
    def content_blocks(self) -> list[dict[str, Any]]:
        """The content as standard (v1) content blocks; see :mod:`chatschema.blocks`."""
        from chatschema.blocks import message_content_blocks

        blocks: list[dict[str, Any]] = message_content_blocks(self)
        return blocks

    def pretty_repr(self, html: bool = False) -> str:
        """A banner with the message type, then the name (if any) and the content.

        Args:
            html: Make the title bold, as LangChain does in notebooks.

        Returns:
            The text to display.

        Example:
            >>> from chatschema import HumanMessage
            >>> print(HumanMessage("What is the capital of France?").pretty_repr())
            ================================ Human Message =================================
            <BLANKLINE>
            What is the capital of France?
        """
        title = get_msg_title_repr(self.type.title() + " Message", bold=html)
        name = self.name  # type: ignore[attr-defined]
        if name is not None:
            title += f"\nName: {name}"
        return f"{title}\n\n{self.content}"  # type: ignore[attr-defined]

    def pretty_print(self) -> None:
        """Print :meth:`pretty_repr` (bold titles in an interactive session)."""
        print(self.pretty_repr(html=_is_interactive()))

    def model_dump(self, **_: Any) -> dict[str, Any]:
        """The message as a dict in LangChain's full form (what ``model_dump()`` gives).

        Example:
            >>> from chatschema import SystemMessage
            >>> SystemMessage("be brief").model_dump()["content"]
            'be brief'
        """
        dumped: dict[str, Any] = msgspec.to_builtins(self)
        return dumped

    def dict(self, **kwargs: Any) -> builtins.dict[str, Any]:
        """Alias of :meth:`model_dump`, for code written against pydantic v1."""
        return self.model_dump(**kwargs)

    def model_copy(self, *, update: builtins.dict[str, Any] | None = None, deep: bool = False) -> Self:
        """A copy, with the fields in ``update`` replaced.

        Args:
            update: Field values to set on the copy (not validated, as in pydantic).
            deep: Copy nested lists and dicts too.

        Returns:
            The copy; the original is unchanged.

        Example:
            >>> from chatschema import AIMessage
            >>> msg = AIMessage("hi", id="1", tool_calls=[{"name": "f", "args": {}, "id": "c"}])
            >>> copied = msg.model_copy(update={"id": "2"}, deep=True)
            >>> copied.id, copied.tool_calls == msg.tool_calls, copied.tool_calls is msg.tool_calls
            ('2', True, False)
        """
        values = self._values()
        if deep:
            values = copy.deepcopy(values)
        if update:
            values.update(update)
        rebuilt: Self = _rebuild(type(self), values)
        return rebuilt

    def _values(self) -> builtins.dict[str, Any]:
        return {name: getattr(self, name) for name in self.__struct_fields__}

    def __reduce__(self) -> tuple[Any, ...]:
        # pickle and copy rebuild from the field values without re-validating
        return (_rebuild, (type(self), self._values()))

    def __repr__(self) -> str:
        # LangChain's rule: a field is shown unless it has a plain default and
        # still holds it; fields with a default factory ({} and []) always show.
        fields = self.__struct_fields__
        defaults = dict(
            zip(fields[len(fields) - len(self.__struct_defaults__) :], self.__struct_defaults__, strict=True)
        )
        order = [f for f in _REPR_FIRST if f in fields] + [f for f in fields if f not in _REPR_FIRST]
        parts = []
        for name in order:
            value = getattr(self, name)
            if value is msgspec.UNSET or name in self._repr_hidden:
                continue
            default = defaults.get(name, _MISSING) if name != "content" else _MISSING
            if default is msgspec.UNSET and value is None:
                continue  # fields newer LangChain versions default to None
            if default is not _MISSING and type(default) is not msgspec._core.Factory and value == default:
                continue
            parts.append(f"{name}={value!r}")
        return f"{type(self).__name__}({', '.join(parts)})"

    __str__ = __repr__


class BaseMessageChunk(BaseMessage):
    """A streamed piece of a message; pieces are joined with ``+``."""

    def __add__(self, other: Any) -> Any:
        return _ADD[0](self, other)


def _first_add(left: Any, right: Any) -> Any:
    """Bind ``chunk + chunk`` to :func:`chatschema.messages.add.add_chunks` on first use.

    (To the function behind it, which saves a call on every addition.)

    The import cannot happen at module level (that module imports this one),
    and an import on every addition would cost more than most additions.
    """
    from chatschema.messages.add import _plus

    _ADD[0] = _plus
    return _plus(left, right)


_ADD: list[Any] = [_first_add]


_REPR_FIRST = ("content", "additional_kwargs", "response_metadata", "name", "id")


def get_msg_title_repr(title: str, *, bold: bool = False) -> str:
    """An 80-column banner around ``title``, as in ``pretty_repr``.

    Args:
        title: The text to centre.
        bold: Wrap the title in ANSI bold codes.

    Returns:
        The banner line.

    Example:
        >>> get_msg_title_repr("Ai Message")
        '================================== Ai Message =================================='
    """
    padded = f" {title} "
    side = "=" * ((80 - len(padded)) // 2)
    right = side + "=" if len(padded) % 2 else side
    if bold:
        padded = f"\033[1m{padded}\033[0m"
    return f"{side}{padded}{right}"


def _rebuild(cls: Any, values: builtins.dict[str, Any]) -> Any:
    """Build a message from trusted field values, skipping MessageMeta's checks."""
    return msgspec.StructMeta.__call__(cls, **values)


def _is_interactive() -> bool:
    import sys

    return hasattr(sys, "ps2")
