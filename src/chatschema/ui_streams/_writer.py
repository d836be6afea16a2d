"""The engine both writers share: a stream of message chunks as parts, tool calls and steps.

:class:`StreamWriter` reads ``AIMessageChunk``s and ``ToolMessage``s one at a time
(:meth:`~StreamWriter.feed`) and calls a hook for each thing a chat-UI protocol says: a step
starts, a text or reasoning part opens, grows and closes, a tool call opens, its arguments grow,
it closes with its complete input, a tool answers, a step ends with its metadata, the stream
finishes or fails. The AI SDK writer and the AG-UI writer (``_ai_sdk.py``, ``_ag_ui.py``) are its
subclasses: they turn each hook into their protocol's events, appended to ``out``. The sync and
async drivers (:func:`drive`, :func:`drive_async`) run a writer over an iterable and turn an
exception of the producer into the protocol's error event.

What is read from a chunk:

* text and reasoning, by content index: ``content`` as a string is the text part at no index; a
  list is read block by block (``text``, ``reasoning``; anything else through the chunk's
  ``content_blocks``, so provider formats such as Anthropic's ``thinking`` are read too); an
  ``image``, ``audio``, ``video`` or ``file`` block is a file; a ``non_standard`` block whose
  value is a protocol event is handed on (:meth:`~StreamWriter.on_event`);
* tool calls from ``tool_call_chunks``, joined by ``index`` (by ``id`` when there is none): the
  first fragment of a call names the tool, later fragments add to the arguments; when the step
  ends, the joined arguments are parsed as ``AIMessageChunk`` parses them;
* ``id``, ``usage_metadata``, ``response_metadata`` and ``additional_kwargs``, summed as chunk
  addition sums them, and ``name`` (which chunk addition does not keep: the step's chunks name
  one, or a ConversionError ends the stream), handed on when the step ends;
* a step ends at a chunk whose ``chunk_position`` is ``"last"``, at a ``ToolMessage`` and at the
  end of the stream.

Nothing waits for the answer to finish: every delta is handed on as its chunk arrives. Only a tool
call's arguments are kept until the call ends, since its complete input is part of the protocol.
"""

from __future__ import annotations

from collections.abc import AsyncIterable, AsyncIterator, Callable, Iterable, Iterator
from typing import Any

from chatschema.errors import ConversionError
from chatschema.messages._ai import AIMessageChunk
from chatschema.messages._tool import ToolMessage
from chatschema.messages._tool_call_args import parse_tool_call_args

TEXT = "text"
REASONING = "reasoning"
FILE_BLOCKS = frozenset(("image", "audio", "video", "file"))
"""Content block types a writer hands on as a file."""
PLAIN_BLOCKS = frozenset((TEXT, REASONING, "tool_call_chunk", "tool_call", "invalid_tool_call", *FILE_BLOCKS))
"""Block types read as they are; a chunk with any other block type is read through ``content_blocks``."""

FINISH_REASONS = {
    "stop": "stop",
    "end_turn": "stop",
    "stop_sequence": "stop",
    "STOP": "stop",
    "length": "length",
    "max_tokens": "length",
    "MAX_TOKENS": "length",
    "tool_calls": "tool-calls",
    "tool_use": "tool-calls",
    "function_call": "tool-calls",
    "content_filter": "content-filter",
    "SAFETY": "content-filter",
    "refusal": "content-filter",
}
"""Provider finish reasons (``response_metadata``'s ``finish_reason`` or ``stop_reason``) -> the
AI SDK's finish reasons; any other is ``"other"``."""


def finish_reason(response_metadata: dict[str, Any]) -> str | None:
    """The AI SDK finish reason for a message's ``response_metadata``, or None when it gives none.

    Example:
        >>> finish_reason({"finish_reason": "tool_calls"}), finish_reason({"stop_reason": "end_turn"})
        ('tool-calls', 'stop')
        >>> finish_reason({"finish_reason": "recitation"}), finish_reason({})
        ('other', None)
    """
    raw = response_metadata.get("finish_reason") or response_metadata.get("stop_reason")
    if not isinstance(raw, str) or not raw:
        return None
    return FINISH_REASONS.get(raw, "other")


class _Call:
    """A tool call being streamed: its id, tool name and the pieces of its arguments."""

    __slots__ = ("call_id", "name", "pieces")

    def __init__(self, call_id: str, name: str) -> None:
        self.call_id = call_id
        self.name = name
        self.pieces: list[str] = []


class StreamWriter:
    """Reads chunks and tool messages; subclasses turn the hooks into protocol events in ``out``."""

    def __init__(self) -> None:
        self.out: list[dict[str, Any]] = []
        self.started = False
        self.in_step = False
        self.step = 0
        self.step_id: str | None = None
        self.parts: dict[Any, tuple[str, str]] = {}
        self.part_count = 0
        self.calls: dict[Any, _Call] = {}
        self.meta: AIMessageChunk | None = None
        self.name: str | None = None
        self.list_content = False
        self.last_finish: str | None = None
        self.failed = False

    # -- hooks, written by the protocol writers ---------------------------------------------------
    def on_start(self, first_id: str | None) -> None:
        """The stream starts; ``first_id`` is the id of its first chunk, if it has one."""

    def on_step_start(self) -> None:
        """A step (one model call) starts; ``self.step`` is its number, from 1."""

    def on_part_open(self, kind: str, part_id: str, index: Any) -> None:
        """A text or reasoning part opens; ``index`` is its content index (None for text given as a
        string, or a block without one)."""

    def on_part_delta(self, kind: str, part_id: str, text: str) -> None:
        """Text is added to an open part."""

    def on_part_close(self, kind: str, part_id: str) -> None:
        """A part closes."""

    def on_file(self, block: dict[str, Any]) -> None:
        """An image, audio, video or file content block."""

    def on_event(self, event: dict[str, Any]) -> None:
        """A ``non_standard`` block whose value is an event of the protocol (the default: dropped loudly)."""
        raise ConversionError(
            f"a non_standard block of type {event.get('type')!r} has no event in this protocol"
        )

    def on_tool_open(self, call_id: str, name: str) -> None:
        """A tool call opens."""

    def on_tool_delta(self, call_id: str, text: str) -> None:
        """A piece of a tool call's arguments."""

    def on_tool_close(self, call_id: str, name: str, args: str, parsed: dict[str, Any] | None) -> None:
        """A tool call ends: its arguments, and their parsed value (None when they do not parse)."""

    def on_tool_result(self, message: ToolMessage) -> None:
        """A tool answered."""

    def on_step_end(self, meta: dict[str, Any]) -> None:
        """A step ends; ``meta`` holds the step's ``id``, ``usage_metadata``, ``response_metadata``,
        ``additional_kwargs`` and ``name`` when it has them, and ``list_content`` (True) when its
        content came as lists."""

    def on_finish(self, reason: str | None) -> None:
        """The stream ends well; ``reason`` is the last step's AI SDK finish reason."""

    def on_error(self, error: Exception) -> None:
        """The producer, or the reading of its chunks, raised ``error``; nothing follows."""

    # -- reading ------------------------------------------------------------------------------------
    def feed(self, item: Any) -> list[dict[str, Any]]:
        """The events for one chunk or tool message (when it raises, ``out`` keeps the events made
        before the error, for :meth:`fail` to give first)."""
        self.out = []
        if not self.started:
            self.started = True
            self.on_start(getattr(item, "id", None) if isinstance(item, AIMessageChunk) else None)
        match getattr(item, "type", None):
            case "AIMessageChunk":
                self._chunk(item)
            case "tool":
                self._end_step()
                self.on_tool_result(item)
            case other:
                raise ConversionError(
                    f"expected an AIMessageChunk or a ToolMessage, got {other or type(item).__name__}"
                )
        out, self.out = self.out, []
        return out

    def close(self) -> list[dict[str, Any]]:
        """The events that end the stream."""
        self.out = []
        if not self.started:
            self.started = True
            self.on_start(None)
        self._end_step()
        self.on_finish(self.last_finish)
        return self.out

    def fail(self, error: Exception) -> list[dict[str, Any]]:
        """The events that end the stream after ``error``: those of the failing item made before
        the error, open parts closing, then the error."""
        self.failed = True
        if not self.started:
            self.started = True
            self.on_start(None)
        for kind, part_id in self.parts.values():
            self.on_part_close(kind, part_id)
        self.parts = {}
        self.on_error(error)
        return self.out

    def _start_step(self, chunk: AIMessageChunk) -> None:
        self.in_step = True
        self.step += 1
        self.step_id = chunk.id
        self.parts = {}
        self.part_count = 0
        self.calls = {}
        self.meta = None
        self.name = None
        self.list_content = False
        self.on_step_start()

    def _chunk(self, chunk: AIMessageChunk) -> None:
        if not self.in_step:
            self._start_step(chunk)
        content = chunk.content
        if isinstance(content, str):
            if content:
                self._delta(TEXT, None, content)
        else:
            self.list_content = True
            if content:
                self._blocks(chunk, content)
        for fragment in chunk.tool_call_chunks:
            self._fragment(fragment)
        if chunk.name is not None:
            # chunk addition keeps no name: the step's is the one its chunks give
            if self.name is not None and chunk.name != self.name:
                raise ConversionError(f"a step's chunks are named {self.name!r}, then {chunk.name!r}")
            self.name = chunk.name
        meta = self.meta
        if (
            chunk.usage_metadata
            or chunk.response_metadata
            or chunk.additional_kwargs
            or (chunk.id is not None and (meta is None or chunk.id != meta.id))
        ):
            piece = AIMessageChunk(
                content="",
                id=chunk.id,
                usage_metadata=chunk.usage_metadata,
                response_metadata=chunk.response_metadata,
                additional_kwargs=chunk.additional_kwargs,
            )
            self.meta = piece if meta is None else meta + piece
        if chunk.chunk_position == "last":
            self._end_step()

    def _blocks(self, chunk: AIMessageChunk, content: list[Any]) -> None:
        blocks: list[Any] = content
        if any(type(b) is dict and b.get("type") not in PLAIN_BLOCKS for b in content):
            blocks = chunk.content_blocks  # provider formats, as standard blocks
        for block in blocks:
            if isinstance(block, str):
                if block:
                    self._delta(TEXT, None, block)
                continue
            kind = block.get("type")
            if kind == TEXT:
                self._delta(TEXT, block.get("index"), block.get("text") or "")
            elif kind == REASONING:
                self._delta(REASONING, block.get("index"), block.get("reasoning") or "")
            elif kind in FILE_BLOCKS:
                self.on_file(block)
            elif kind == "non_standard" and isinstance(block.get("value"), dict):
                self.on_event(block["value"])
            elif kind in ("tool_call_chunk", "tool_call", "invalid_tool_call"):
                continue  # tool calls are read from tool_call_chunks
            else:
                raise ConversionError(f"a content block of type {kind!r} has no event in a chat-UI stream")

    def _delta(self, kind: str, index: Any, text: str) -> None:
        if not text:
            return  # an empty delta says nothing
        key = (kind, index)
        part = self.parts.get(key)
        if part is None:
            self.part_count += 1
            part = (kind, self.part_id(kind, self.part_count))
            self.parts[key] = part
            self.on_part_open(kind, part[1], index)
        self.on_part_delta(kind, part[1], text)

    def part_id(self, kind: str, number: int) -> str:
        """The id of the ``number``-th part of the current step (from 1), a ``kind`` part."""
        return f"{self.step}-{number}"

    def _fragment(self, fragment: Any) -> None:
        index, call_id, name, args = (
            fragment.get("index"),
            fragment.get("id"),
            fragment.get("name"),
            fragment.get("args"),
        )
        key = index if index is not None else call_id
        if key is None:
            raise ConversionError("a tool call fragment has neither an index nor an id")
        call = self.calls.get(key)
        if call is None:
            if not name:
                raise ConversionError(
                    f"a tool call fragment (index {index!r}, id {call_id!r}) belongs to no call: "
                    "the first fragment of a call must name its tool"
                )
            call = _Call(call_id or f"call-{self.step}-{key}", name)
            self.calls[key] = call
            self.on_tool_open(call.call_id, name)
        else:
            if call_id and call_id != call.call_id:
                raise ConversionError(
                    f"the tool call at index {index!r} has the id {call.call_id!r}, then {call_id!r}"
                )
            if name and name != call.name:
                raise ConversionError(f"the tool call {call.call_id!r} is named {call.name!r}, then {name!r}")
        if args:
            call.pieces.append(args)
            self.on_tool_delta(call.call_id, args)

    def _end_step(self) -> None:
        if not self.in_step:
            return
        for kind, part_id in self.parts.values():
            self.on_part_close(kind, part_id)
        self.parts = {}
        for call in self.calls.values():
            args = "".join(call.pieces)
            self.on_tool_close(call.call_id, call.name, args, parse_tool_call_args(args))
        self.calls = {}
        meta: dict[str, Any] = {}
        if self.meta is not None:
            if self.meta.id is not None:
                meta["id"] = self.meta.id
            if self.meta.usage_metadata:
                meta["usage_metadata"] = dict(self.meta.usage_metadata)
            if self.meta.response_metadata:
                meta["response_metadata"] = dict(self.meta.response_metadata)
                self.last_finish = finish_reason(self.meta.response_metadata) or self.last_finish
            if self.meta.additional_kwargs:
                meta["additional_kwargs"] = dict(self.meta.additional_kwargs)
        if self.name is not None:
            meta["name"] = self.name
        if self.list_content:
            meta["list_content"] = True
        self.in_step = False
        self.on_step_end(meta)


def drive(writer: StreamWriter, items: Iterable[Any]) -> Iterator[dict[str, Any]]:
    """Run ``writer`` over a sync iterable: its events as each item arrives; an exception (of the
    producer or of an item) ends the stream with the protocol's error event."""
    try:
        for item in items:
            yield from writer.feed(item)
    except Exception as error:  # any failure becomes the error event
        yield from writer.fail(error)
        return
    yield from writer.close()


async def drive_async(writer: StreamWriter, items: AsyncIterable[Any]) -> AsyncIterator[dict[str, Any]]:
    """:func:`drive` over an async iterable."""
    try:
        async for item in items:
            for event in writer.feed(item):
                yield event
    except Exception as error:
        for event in writer.fail(error):
            yield event
        return
    for event in writer.close():
        yield event


def run(writer: StreamWriter, items: Iterable[Any] | AsyncIterable[Any]) -> Any:
    """The sync or async generator of ``writer``'s events, as ``items`` is sync or async."""
    if isinstance(items, AsyncIterable):
        return drive_async(writer, items)
    return drive(writer, items)


ErrorText = Callable[[BaseException], str]
"""How an exception becomes the text of the error event."""


def error_text(error: BaseException) -> str:
    """The default text of an error event: the exception's type and message.

    Example:
        >>> error_text(ValueError("the model is overloaded"))
        'ValueError: the model is overloaded'
    """
    message = str(error)
    return f"{type(error).__name__}: {message}" if message else type(error).__name__
