"""Messages produced by the model, with tool calls and token usage."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, ClassVar

import msgspec

from chatschema._extras import TABLE
from chatschema._validation import convert_checked
from chatschema.errors import ValidationError, json_type_name
from chatschema.messages._add import add_ai_message_chunks, add_streaming_step
from chatschema.messages._base import BaseMessage, BaseMessageChunk, carry_extras
from chatschema.messages._tool_call_chunks import finish_last_v1, init_server_tool_calls, init_tool_calls
from chatschema_generated import messages as g
from chatschema_generated.registry import TYPES

if TYPE_CHECKING:
    from collections.abc import Sequence

    from typing_extensions import Self

    from chatschema_generated.typed.content_blocks import ContentBlock

__all__ = ["AIMessage", "AIMessageChunk"]


# LangChain rebuilds each entry with its factory function: these are the key
# orders those functions write, and the keys they fill with None when missing.
_CANONICAL: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "tool_call": (("name", "args", "id", "type"), ()),
    "invalid_tool_call": (("type", "id", "name", "args", "error"), ("id", "name", "args", "error")),
    "tool_call_chunk": (("name", "args", "id", "index", "type"), ("name", "args", "id", "index")),
}


def _tagged(items: Any, tag: str) -> Any:
    """Copies of the dicts in ``items`` in LangChain's form, with ``type`` set to ``tag``.

    Keys come in the order LangChain's factories write them, missing optional
    ones are filled with None as LangChain does, and any other keys (such as
    ``extras``, which LangChain drops) are kept after them.
    """
    if not isinstance(items, list):
        return items  # the schema check reports the wrong type
    order, filled = _CANONICAL[tag]
    out = []
    for item in items:
        if not isinstance(item, dict):
            out.append(item)
            continue
        entry: dict[str, Any] = {key: None for key in filled if key not in item}
        entry.update(item)
        entry["type"] = tag
        ordered = {key: entry[key] for key in order if key in entry}
        ordered.update((key, value) for key, value in entry.items() if key not in ordered)
        out.append(ordered)
    return out


_RAW_CALL_ERRORS = (KeyError, TypeError, AttributeError, IndexError, ValueError, RecursionError)
"""What reading raw OpenAI tool calls can raise on malformed input (LangChain gives up on all of them)."""


def _parse_raw_openai_calls(raw: list[Any], *, chunks: bool) -> dict[str, Any]:
    """Read OpenAI-style ``additional_kwargs["tool_calls"]`` into standard lists.

    As in LangChain, the reading is best-effort and all-or-nothing: an entry
    without a ``function`` key is skipped (a chunk gets one with no name and
    arguments), arguments that are not valid JSON text make an invalid tool
    call, and anything else that is malformed (a ``function`` without
    ``name`` or ``arguments``, arguments that are not a string, an entry that
    is not an object) leaves the message without parsed calls: the result is
    then empty and the raw calls stay in ``additional_kwargs`` only.

    Arguments that are JSON text of something other than an object (``"5"``,
    ``"[1]"``) make an invalid tool call too, as they do in a chunk; LangChain's
    ``AIMessage`` raises on them instead (docs/compat.md). Falsy ones (``"0"``,
    ``"[]"``, ``"null"``) give ``{}``, as in LangChain.
    """
    try:
        return _read_raw_openai_calls(raw, chunks=chunks)
    except _RAW_CALL_ERRORS:
        return {}


def _read_raw_openai_calls(raw: list[Any], *, chunks: bool) -> dict[str, Any]:
    """:func:`_parse_raw_openai_calls`, raising on the first malformed entry."""
    if chunks:
        out = []
        for call in raw:
            name = args = None
            if "function" in call:
                fn = call["function"]
                args, name = fn["arguments"], fn["name"]
            out.append(
                {
                    "name": name,
                    "args": args,
                    "id": call.get("id"),
                    "index": call.get("index"),
                    "type": "tool_call_chunk",
                }
            )
        return {"tool_call_chunks": out}
    calls, invalid = [], []
    for call in raw:
        if "function" not in call:
            continue
        fn = call["function"]
        name = fn["name"]
        text = fn["arguments"]
        try:
            args = json.loads(text)
        except json.JSONDecodeError:
            args = None
        else:
            args = args or {}
        if type(args) is not dict:  # not JSON text, or the text of no object
            invalid.append(
                {"name": name, "args": text, "id": call.get("id"), "error": None, "type": "invalid_tool_call"}
            )
            continue
        calls.append({"name": name or "", "args": args, "id": call.get("id"), "type": "tool_call"})
    return {"tool_calls": calls, "invalid_tool_calls": invalid}


def _prepare_ai(kwargs: dict[str, Any], blocks: list[Any] | None) -> dict[str, Any]:
    """The constructor's arguments as fields: ``tool_call`` blocks of ``content_blocks=`` are tool calls."""
    if blocks is not None and "tool_calls" not in kwargs:
        picked = [b for b in blocks if isinstance(b, dict) and b.get("type") == "tool_call"]
        if picked:
            kwargs["tool_calls"] = picked
    return kwargs


_TOOL_CALL_KEYS = _CANONICAL["tool_call"][0]


def _is_canonical(item: dict[str, Any], tag: str) -> bool:
    """Whether a (valid) tool call entry is already in the form :func:`_tagged` gives."""
    keys = tuple(item)
    if keys == _TOOL_CALL_KEYS:
        return bool(item["type"] == tag)
    order, filled = _CANONICAL[tag]
    if item.get("type") != tag or any(key not in item for key in filled):
        return False
    present = tuple(key for key in order if key in item)
    return keys[: len(present)] == present


def _normalize_calls(message: Any, lists: tuple[tuple[str, str], ...]) -> None:
    """Put each tool call list of a valid message in LangChain's form (see :func:`_tagged`), in place."""
    for field, tag in lists:
        items = getattr(message, field)
        if items and not all(_is_canonical(item, tag) for item in items):
            setattr(message, field, _tagged(items, tag))


def _raw_calls(message: Any, *, chunks: bool) -> None:
    """Parse and check OpenAI-style ``additional_kwargs["tool_calls"]`` of a message without calls."""
    raw = message.additional_kwargs.get("tool_calls")
    if not isinstance(raw, list) or not raw:
        return
    for field, items in _parse_raw_openai_calls(raw, chunks=chunks).items():
        _check_list(items, field)
        setattr(message, field, items)


def _check_list(value: Any, field: str) -> None:
    """Check a list of tool call entries as the message field ``field`` (errors at ``$.field[i]``)."""
    check = TYPES[_ITEM_TITLES[field]].check

    def each(items: Any, _root: str) -> None:
        if type(items) is not list:
            raise ValidationError(f"Expected `array`, got `{json_type_name(items)}`", f"$.{field}")
        for i, item in enumerate(items):
            check(item, f"$.{field}[{i}]")

    convert_checked(value, None, each)


_ITEM_TITLES = {
    "tool_calls": "ToolCall",
    "invalid_tool_calls": "InvalidToolCall",
    "tool_call_chunks": "ToolCallChunk",
}

_INVALID_LIST = (("invalid_tool_calls", "invalid_tool_call"),)
_CHUNK_LISTS = (("tool_calls", "tool_call"), *_INVALID_LIST, ("tool_call_chunks", "tool_call_chunk"))


def _pretty_calls(title: str, calls: list[dict[str, Any]]) -> list[str]:
    lines = [title]
    for call in calls:
        lines.append(f"  {call.get('name', 'Tool')} ({call.get('id')})")
        lines.append(f" Call ID: {call.get('id')}")
        if call.get("error"):
            lines.append(f"  Error: {call.get('error')}")
        lines.append("  Args:")
        args = call.get("args")
        if isinstance(args, str):
            lines.append(f"    {args}")
        elif isinstance(args, dict):
            lines.extend(f"    {name}: {value}" for name, value in args.items())
    return lines


class _AIBehaviour(BaseMessage):
    """What AIMessage and AIMessageChunk share."""

    @property
    def lc_attributes(self) -> dict[str, Any]:
        """The tool calls, which ``to_json`` always writes (as LangChain does), even when empty."""
        me: Any = self
        return {"tool_calls": me.tool_calls, "invalid_tool_calls": me.invalid_tool_calls}

    def pretty_repr(self, html: bool = False) -> str:
        """The banner and content, then the tool calls and invalid tool calls.

        Args:
            html: Make the title bold.

        Returns:
            The text to display.

        Example:
            >>> call = {"name": "weather", "args": {"city": "Paris"}, "id": "1"}
            >>> msg = AIMessage("Checking.", tool_calls=[call])
            >>> print(msg.pretty_repr())
            ================================== Ai Message ==================================
            <BLANKLINE>
            Checking.
            Tool Calls:
              weather (1)
             Call ID: 1
              Args:
                city: Paris
        """
        base = super().pretty_repr(html=html)
        lines: list[str] = []
        me: Any = self
        if me.tool_calls:
            lines += _pretty_calls("Tool Calls:", me.tool_calls)
        if me.invalid_tool_calls:
            lines += _pretty_calls("Invalid Tool Calls:", me.invalid_tool_calls)
        return (base.strip() + "\n" + "\n".join(lines)).strip()


class AIMessage(g.AIMessage, _AIBehaviour):
    """A message produced by the model.

    Tool calls given as plain dicts get their ``type`` filled in; when no
    tool calls are given, OpenAI-style ``additional_kwargs["tool_calls"]`` are
    parsed into ``tool_calls`` and ``invalid_tool_calls``. With
    ``content_blocks=``, the ``tool_call`` blocks become ``tool_calls``.

    Example:
        >>> msg = AIMessage("", tool_calls=[{"name": "search", "args": {"q": "x"}, "id": "c1"}])
        >>> msg.tool_calls
        [{'name': 'search', 'args': {'q': 'x'}, 'id': 'c1', 'type': 'tool_call'}]
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

    _schema_title: ClassVar[str] = "AIMessage"

    _normalizes: ClassVar[bool] = True

    @classmethod
    def _prepare(cls, kwargs: dict[str, Any], blocks: list[Any] | None) -> dict[str, Any]:
        return _prepare_ai(kwargs, blocks)

    def _normalize(self) -> None:
        calls, invalid = self.tool_calls, self.invalid_tool_calls
        if not calls and not invalid:
            if "tool_calls" in self.additional_kwargs:
                _raw_calls(self, chunks=False)
            return
        for item in calls:  # the usual case, inline: tool calls as LangChain writes them
            if tuple(item) != _TOOL_CALL_KEYS or item["type"] != "tool_call":
                self.tool_calls = _tagged(calls, "tool_call")
                break
        if invalid:
            _normalize_calls(self, _INVALID_LIST)


class AIMessageChunk(g.AIMessageChunk, _AIBehaviour, BaseMessageChunk):
    """A streamed piece of an :class:`AIMessage`.

    ``tool_call_chunks`` are parsed (as partial JSON) into ``tool_calls`` and
    ``invalid_tool_calls``; without chunks, chunks are made from the tool calls.
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

    _schema_title: ClassVar[str] = "AIMessageChunk"
    _message_class: ClassVar[type] = AIMessage

    def __add__(self, other: BaseMessageChunk | Sequence[BaseMessageChunk]) -> Self:
        """LangChain's ``AIMessageChunk.__add__``; see :func:`chatschema.messages._add.add_chunks`."""
        total: Self
        if type(self) is AIMessageChunk and type(other) is AIMessageChunk:
            total = add_streaming_step(self, other)
        elif isinstance(other, AIMessageChunk):
            total = add_ai_message_chunks(self, other)  # type: ignore[assignment]  # of self's class
        elif isinstance(other, (list, tuple)) and all(isinstance(o, AIMessageChunk) for o in other):
            total = add_ai_message_chunks(self, *other)  # type: ignore[assignment]  # of self's class
        else:
            return super().__add__(other)
        if TABLE:
            carry_extras(total, self, other)
        return total

    _normalizes: ClassVar[bool] = True

    @classmethod
    def _prepare(cls, kwargs: dict[str, Any], blocks: list[Any] | None) -> dict[str, Any]:
        if kwargs.get("tool_call_chunks"):
            # the constructor derives the calls from the chunks, whatever calls it is given (once checked)
            for field in ("tool_calls", "invalid_tool_calls"):
                if field in kwargs:
                    _check_list(kwargs.pop(field), field)
        return _prepare_ai(kwargs, blocks)

    def _normalize(self) -> None:
        if self.chunk_position is msgspec.UNSET:
            self.chunk_position = None  # LangChain 1.x holds it on every chunk
        calls, invalid, chunks = self.tool_calls, self.invalid_tool_calls, self.tool_call_chunks
        if not calls and not invalid and not chunks:
            _raw_calls(self, chunks=True)
        if chunks and (calls or invalid):
            # both sides, as stored chunks have them: kept as written (docs/compat.md); untagged ones tagged
            for field, tag in _CHUNK_LISTS:
                items = getattr(self, field)
                if not all(item.get("type") == tag for item in items):
                    setattr(
                        self,
                        field,
                        [item if item.get("type") == tag else _tagged([item], tag)[0] for item in items],
                    )
            finish_last_v1(self)
        else:
            _normalize_calls(self, _CHUNK_LISTS)
            init_tool_calls(self)  # derive the calls from the chunks, or the chunks from the calls
        init_server_tool_calls(self)
