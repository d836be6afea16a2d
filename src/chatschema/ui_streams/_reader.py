"""The engine both readers share: parts, tool calls and steps back into message chunks.

:class:`ChunkBuilder` is told what a protocol event says (a step starts, a part opens or grows, a
tool call opens, its arguments grow or arrive whole, a tool answers, metadata, a step ends) and
returns the ``AIMessageChunk`` or ``ToolMessage`` it gives, or None. The AI SDK and AG-UI readers
(``_ai_sdk.py``, ``_ag_ui.py``) check each event against its schema and dispatch on its type tag.

The chunks it builds, so that their sum equals the sum of the chunks a writer was given:

* a text delta is ``[{"type": "text", "text": delta, "index": i}]`` and a reasoning delta
  ``[{"type": "reasoning", "reasoning": delta, "index": i}]``, where ``i`` counts the step's parts
  in the order they open, from 0;
* a tool call is a ``tool_call_chunks`` entry: its first fragment has the id and the tool name,
  the later ones add to ``args``; the calls of a step are indexed from 0 in the order they open;
* a step's metadata (the ``chatschema`` object a writer adds: ``id``, ``usage_metadata``,
  ``response_metadata``) is a chunk of its own, with empty content;
* the end of a step is a chunk with ``chunk_position="last"``, so its tool calls are parsed.

Every chunk's content is a list (``[]`` for a chunk with no text, reasoning or file), so that the
chunks of a step sum to a list of blocks, as the chunks of content-block (v1) streams do: a stream
written from string content reads back as the same text in blocks. Every error is a
``ValidationError`` at the JSON path of the event (``$[i]`` is the ``i``-th event read), raised
after every chunk of the events before it was given.
"""

from __future__ import annotations

from collections.abc import AsyncIterable, AsyncIterator, Iterable, Iterator
from typing import Any, Protocol

import msgspec

from chatschema.convert._ai_sdk_parts import json_text
from chatschema.errors import ValidationError
from chatschema.messages._ai import AIMessageChunk
from chatschema.messages._tool import ToolMessage

TEXT = "text"
REASONING = "reasoning"
_FIELD = {TEXT: "text", REASONING: "reasoning"}

_DELTA = AIMessageChunk(content="")
"""The template of a text or reasoning delta's chunk. Its fields (one standard block in a list,
empty metadata, no tool calls) are already in the form the constructor gives them, so filling in
the template gives the constructor's chunk (the example below checks it) for a
tenth of the time; the readers make one such chunk per delta."""


def delta_chunk(kind: str, text: str, index: int) -> AIMessageChunk:
    """The chunk of one text or reasoning delta.

    Example:
        >>> chunk = delta_chunk("text", "Hi", 0)
        >>> chunk == AIMessageChunk(content=[{"type": "text", "text": "Hi", "index": 0}])
        True
    """
    chunk: AIMessageChunk = msgspec.structs.replace(
        _DELTA,
        content=[{"type": kind, _FIELD[kind]: text, "index": index}],
        additional_kwargs={},
        response_metadata={},
        tool_calls=[],
        invalid_tool_calls=[],
        tool_call_chunks=[],
    )
    return chunk


class ChunkBuilder:
    """Chunks from what protocol events say; one per stream."""

    def __init__(self) -> None:
        self.message_id: str | None = None
        self.in_step = False
        self.step_count = 0
        """The steps opened so far."""
        self.parts: dict[str, tuple[str, int]] = {}
        self.closed: set[str] = set()
        self.part_count = 0
        self.calls: dict[str, list[Any]] = {}
        self.call_count = 0
        self.saw_meta = False
        self.step_has_id = False
        self.tool_names: dict[str, str] = {}

    # -- steps ------------------------------------------------------------------------------------
    def step_start(self) -> AIMessageChunk | None:
        """A step starts; the end of the step before it, when that was not said."""
        end = self.step_end()
        self._open_step()
        return end

    def step_end(self) -> AIMessageChunk | None:
        """A step ends: a chunk that marks it last, or None when no step is open."""
        if not self.in_step:
            return None
        self.in_step = False
        self.parts, self.closed, self.part_count = {}, set(), 0
        self.calls, self.call_count = {}, 0
        step_id = None if self.step_has_id else self.default_id()
        self.step_has_id = False
        return AIMessageChunk(content=[], id=step_id, chunk_position="last")

    def default_id(self) -> str | None:
        """The id of the step ending when its metadata names none: the message's."""
        return self.message_id

    def _open_step(self) -> None:
        if not self.in_step:
            self.in_step = True
            self.step_count += 1

    # -- text and reasoning --------------------------------------------------------------------------
    def part_start(self, part_id: str, kind: str, path: str, index: Any = None) -> None:
        """A text or reasoning part opens (a second opening of an open part is an error); its
        content index is ``index`` when the writer gave one, else the next in the step."""
        self._open_step()
        if part_id in self.parts:
            raise ValidationError(f"the {kind} part {part_id!r} is already open", path)
        if index is None:
            index = self.part_count
            self.part_count += 1
        self.parts[part_id] = (kind, index)
        self.closed.discard(part_id)

    def part_delta(
        self, part_id: str, kind: str, text: str, path: str, *, implicit: bool = False
    ) -> AIMessageChunk | None:
        """Text added to a part; with ``implicit``, a part not yet open opens (AG-UI's chunk events)."""
        part = self.parts.get(part_id)
        if part is None:
            if not implicit:
                state = "closed" if part_id in self.closed else "never opened"
                raise ValidationError(f"a {kind} delta for the part {part_id!r}, which is {state}", path)
            self.part_start(part_id, kind, path)
            part = self.parts[part_id]
        if part[0] != kind:
            raise ValidationError(f"a {kind} delta for the {part[0]} part {part_id!r}", path)
        if not text:
            return None  # an empty delta says nothing
        return delta_chunk(kind, text, part[1])

    def part_end(self, part_id: str, kind: str, path: str) -> None:
        """A part closes."""
        part = self.parts.pop(part_id, None)
        if part is None or part[0] != kind:
            raise ValidationError(f"the end of the {kind} part {part_id!r}, which is not open", path)
        self.closed.add(part_id)

    def block(self, block: dict[str, Any]) -> AIMessageChunk:
        """A content block of its own (a file, or an event kept as a ``non_standard`` block)."""
        self._open_step()
        index = self.part_count
        self.part_count += 1
        return AIMessageChunk(content=[{**block, "index": index}])

    # -- tool calls ----------------------------------------------------------------------------------
    def tool_start(self, call_id: str, name: str, path: str, args: str | None = None) -> AIMessageChunk:
        """A tool call opens, with the first piece of its arguments when it has one."""
        self._open_step()
        if call_id in self.calls:
            raise ValidationError(f"the tool call {call_id!r} is already open", path)
        call = [self.call_count, bool(args)]
        self.calls[call_id] = call
        self.tool_names[call_id] = name
        self.call_count += 1
        return AIMessageChunk(
            content=[],
            tool_call_chunks=[
                {"name": name, "args": args, "id": call_id, "index": call[0], "type": "tool_call_chunk"}
            ],
        )

    def tool_delta(self, call_id: str, text: str, path: str) -> AIMessageChunk | None:
        """A piece of a tool call's arguments."""
        call = self.calls.get(call_id)
        if call is None:
            raise ValidationError(f"arguments for the tool call {call_id!r}, which was never opened", path)
        if not text:
            return None
        call[1] = True
        return AIMessageChunk(
            content=[],
            tool_call_chunks=[
                {"name": None, "args": text, "id": None, "index": call[0], "type": "tool_call_chunk"}
            ],
        )

    def tool_input(self, call_id: str, name: str, args: str, path: str) -> AIMessageChunk | None:
        """A tool call's complete arguments: a chunk only when none were streamed (an event that
        gives the input alone, without opening the call first)."""
        call = self.calls.get(call_id)
        if call is None:
            return self.tool_start(call_id, name, path, args)
        if call[1]:
            return None
        call[1] = True
        return self.tool_delta(call_id, args, path)

    def tool_known(self, call_id: str, path: str) -> None:
        """Check that a tool call was opened."""
        if call_id not in self.calls:
            raise ValidationError(f"the end of the tool call {call_id!r}, which was never opened", path)

    def tool_result(
        self,
        call_id: str,
        content: Any,
        path: str,
        *,
        status: str = "success",
        fields: Any = None,
        named: bool = False,
    ) -> list[AIMessageChunk | ToolMessage]:
        """What a tool returned, after the end of the step that called it when that was not said.

        Content that is neither a string nor a list is written as JSON text; ``fields`` are the tool
        message's own fields a writer kept (``id``, ``name``, ``artifact``...). With ``named``, a
        message whose fields give no name has the called tool's (the AI SDK's convention: a name
        is kept only when it is not the tool's, no name as null)."""
        if not isinstance(content, str | list):
            content = json_text(content)
        end = self.step_end()
        given = {k: v for k, v in fields.items() if k != "status"} if type(fields) is dict else {}
        if named and "name" not in given and call_id in self.tool_names:
            given["name"] = self.tool_names[call_id]
        try:
            result = ToolMessage(content=content, tool_call_id=call_id, status=status, **given)
        except (ValidationError, TypeError) as error:
            raise ValidationError(f"the tool message's own fields do not fit: {error}", path) from None
        return [result] if end is None else [end, result]

    # -- metadata -------------------------------------------------------------------------------------
    def metadata(self, holder: Any, path: str) -> AIMessageChunk | None:
        """The chunk for a writer's ``chatschema`` metadata object inside ``holder``, if there is one."""
        if type(holder) is not dict or "chatschema" not in holder:
            return None
        return self.step_fields(holder["chatschema"], f"{path}.chatschema")

    def step_fields(self, meta: Any, path: str) -> AIMessageChunk | None:
        """The chunk for a step's own fields a writer kept (the object at ``path``), if it has any."""
        if type(meta) is not dict:
            raise ValidationError("Expected `object`", path)
        self.saw_meta = True
        fields = {key: value for key, value in meta.items() if key != "list_content"}
        if "id" in fields:
            self.step_has_id = True
        if not fields:
            return None
        try:
            return AIMessageChunk(content=[], **fields)
        except ValidationError as error:
            raise error.under(path) from None
        except TypeError as error:  # a key that is no field of a message
            raise ValidationError(str(error), path) from None


class EventReader(Protocol):
    """A protocol's reader: the chunks of each event, then of the end of the stream."""

    def read(self, event: Any) -> list[AIMessageChunk | ToolMessage]: ...

    def close(self) -> list[AIMessageChunk | ToolMessage]: ...


def drive(reader: EventReader, events: Iterable[Any]) -> Iterator[AIMessageChunk | ToolMessage]:
    """Run ``reader`` over a sync iterable of events: the chunks as each event arrives."""
    for event in events:
        yield from reader.read(event)
    yield from reader.close()


async def drive_async(
    reader: EventReader, events: AsyncIterable[Any]
) -> AsyncIterator[AIMessageChunk | ToolMessage]:
    """:func:`drive` over an async iterable."""
    async for event in events:
        for chunk in reader.read(event):
            yield chunk
    for chunk in reader.close():
        yield chunk


def run(reader: EventReader, events: Iterable[Any] | AsyncIterable[Any]) -> Any:
    """The sync or async generator of ``reader``'s chunks, as ``events`` is sync or async."""
    if isinstance(events, AsyncIterable):
        return drive_async(reader, events)
    return drive(reader, events)
