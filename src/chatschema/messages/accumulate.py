"""Summing a stream of chunks without building every partial sum: :class:`ChunkAccumulator`.

``acc = acc + chunk`` builds a whole new message at every step, as LangChain's ``+`` does, so that
every partial sum is a message of its own. A client that reads only the final message pays for
thousands of sums it never looks at. The accumulator keeps the pieces of the usual streaming
step (text deltas, tool call argument deltas) in lists and joins them when the sum is read.

Design notes: docs/design.md, ``chatschema.messages.accumulate``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Generic, TypeVar

import msgspec

from chatschema._extras import TABLE, extras_of
from chatschema.messages._ai import AIMessageChunk
from chatschema.messages._base import BaseMessageChunk
from chatschema.messages._tool_call_args import parse_tool_call_args, reparsed_args
from chatschema.messages._tool_call_chunks import add_derived_call, joined_field, plain_call_chunk
from chatschema.messages._usage import add_usage, copy_usage
from chatschema.messages.merge import (
    KEEP_ONCE_KEYS,
    LC_INDEX_PREFIX,
    best_id,
    extend_blocks,
    ids_agree,
    merge_dicts,
)

__all__ = ["ChunkAccumulator"]

_CALL_CHUNK_TYPE = "tool_call_chunk"
_replace = msgspec.structs.replace


class _Entry:
    """A tool call chunk of the sum being built: its fields, its arguments as pieces."""

    __slots__ = ("call_id", "index", "name", "parent", "pieces")

    def __init__(self, name: Any, args: Any, call_id: Any, index: int, parent: Any) -> None:
        self.name = name
        self.pieces: list[str] | None = None if args is None else [args]
        self.call_id = call_id
        self.index = index
        self.parent = parent
        """The arguments of the entry in the sum the pieces extend (None: a new entry)."""


class _Block:
    """A content block of the sum being built: the block, and the string pieces appended to its keys."""

    __slots__ = ("base", "pieces")

    def __init__(self, base: dict[str, Any], key: str, first: str, piece: str) -> None:
        self.base = base
        self.pieces = {key: [first, piece]}

    def block(self) -> dict[str, Any]:
        """The block as a new dict, each key's pieces joined."""
        block = dict(self.base)
        for key, pieces in self.pieces.items():
            block[key] = "".join(pieces)
        return block


def _view(blocks: list[Any]) -> list[Any]:
    """The content list the blocks describe (each block being built as a new dict)."""
    return [item.block() if type(item) is _Block else item for item in blocks]


def _delta_target(blocks: list[Any], item: Any) -> tuple[int, str, str] | None:
    """Where a one-item delta only appends to a string of the block it merges into, else None.

    ``(position, key, piece)``: the delta is a dict with ``type``, ``index`` and one other key
    holding a string, no ``id``; the block it merges into (the first with the same ``index``, as
    ``merge_lists`` finds it) holds a string under that key, so ``merge_dicts`` joins the two.
    Any other delta is left to :func:`~chatschema.messages.merge.extend_blocks`.
    """
    if type(item) is not dict or len(item) != 3 or "type" not in item or item["type"] == "non_standard":
        return None
    index: Any = item.get("index")
    kind = type(index)
    if kind is not int and (kind is not str or not index.startswith(LC_INDEX_PREFIX)):
        return None
    key = ""
    for name in item:
        if name != "type" and name != "index":
            key = name
    if not key or key == "id" or key in KEEP_ONCE_KEYS:
        return None
    piece = item[key]
    if type(piece) is not str:
        return None
    found = -1
    for pos, earlier in enumerate(blocks):
        block = earlier.base if type(earlier) is _Block else earlier
        if type(block) is not dict:
            if isinstance(block, dict):
                return None
            continue
        if block.get("index") == index:
            earlier_id = block.get("id")
            if earlier_id is not None and type(earlier_id) is not str:
                return None
            if found < 0:
                if type(block["index"]) is not kind:
                    return None
                found = pos
    if found < 0:
        return None
    target = blocks[found]
    if type(target) is _Block:
        if key in target.pieces:
            return found, key, piece
        target = target.base
    return (found, key, piece) if type(target.get(key)) is str else None


_C = TypeVar("_C", bound=BaseMessageChunk)


class ChunkAccumulator(Generic[_C]):
    """The sum of a stream of message chunks, joined when it is read.

    ``add`` each chunk, then read :meth:`message`: it is the message that
    ``acc = acc + chunk`` over the same chunks gives (equal, with the same ``encode`` bytes and
    the same tool calls parsed from the arguments), built once instead of at every step. The
    usual streaming step of :class:`~chatschema.messages._ai.AIMessageChunk` is kept as pieces and
    joined when read: text deltas of string content, block deltas of list content that append to a
    string of the block they extend (``text``, ``thinking``, ``partial_json``), and tool call
    chunks in their usual form. Any other chunk (another class, OpenAI-style tool calls in
    ``additional_kwargs``, a chunk with extras) is added with ``+`` at once, and any other block
    delta merged at once by ``+``'s rule, so every result and every error is ``+``'s.

    The class is generic in the chunk type, for type checkers: ``ChunkAccumulator[AIMessageChunk]``
    reads as an ``AIMessageChunk`` (the sum is of the first chunk's class, as with ``+``).

    :meth:`message` may be read at any point, and adding may go on afterwards: later chunks are
    added to the sum read, so change a message read from it only when no more chunks will be
    added. A client that reads the sum after every chunk gains nothing over ``+``.

    Args:
        chunks: Chunks to add first, in order.

    Raises:
        TypeError: A chunk that is not a message chunk, or that ``+`` refuses (see :meth:`add`).
        ValueError: A chunk that ``+`` refuses (see :meth:`add`).

    Example:
        >>> from chatschema import AIMessageChunk
        >>> acc = ChunkAccumulator()
        >>> for piece in ("Hel", "lo", "!"):
        ...     acc.add(AIMessageChunk(piece, id="run-1"))
        >>> acc.message().content
        'Hello!'
        >>> head = {"name": "f", "args": '{"q": "pa', "id": "c1", "index": 0}
        >>> acc.add(AIMessageChunk("", tool_call_chunks=[head]))
        >>> acc.message().tool_calls
        [{'name': 'f', 'args': {'q': 'pa'}, 'id': 'c1', 'type': 'tool_call'}]
        >>> tail = {"name": None, "args": 'ris"}', "id": None, "index": 0}
        >>> acc.add(AIMessageChunk("", tool_call_chunks=[tail]))
        >>> acc.message().tool_calls[0]["args"], len(acc)
        ({'q': 'paris'}, 5)
    """

    __slots__ = (
        "_blocks",
        "_count",
        "_entries",
        "_hint",
        "_id",
        "_open",
        "_position",
        "_response_metadata",
        "_texts",
        "_total",
        "_usage",
    )

    def __init__(self, chunks: Iterable[_C] = ()) -> None:
        self._total: Any = None
        """The sum of the chunks added before the pieces (None before the first chunk)."""
        self._count = 0
        self._open = False
        """Whether pieces are being kept (the fields below describe the sum so far)."""
        self._texts: list[str] = []
        self._blocks: list[Any] | None = None
        """List content being built (None: string content, in ``_texts``)."""
        self._hint: tuple[Any, type, str, int] | None = None
        """``(index, its type, key, position)`` of the block the last delta appended a piece to.

        Only the general merge (``extend_blocks``) changes which block an index finds, or the
        ids that decide it, so until it runs a delta with the same index and key goes there too.
        """
        self._entries: list[_Entry] = []
        self._response_metadata: dict[str, Any] = {}
        self._usage: Any = None
        self._id: Any = None
        self._position: Any = msgspec.UNSET
        for chunk in chunks:
            self.add(chunk)

    def __len__(self) -> int:
        """The number of chunks added."""
        return self._count

    def __iadd__(self, chunk: _C) -> ChunkAccumulator[_C]:
        """``acc += chunk``: :meth:`add`."""
        self.add(chunk)
        return self

    def add(self, chunk: _C) -> None:
        """Add the next chunk.

        Args:
            chunk: A message chunk.

        Raises:
            TypeError: ``chunk`` is not a message chunk, or ``+`` refuses it (values that cannot
                be merged).
            ValueError: ``+`` refuses it (tool chunks with different ``tool_call_id``, say).

        Example:
            >>> from chatschema import AIMessageChunk
            >>> acc = ChunkAccumulator([AIMessageChunk("a")])
            >>> acc.add("b")
            Traceback (most recent call last):
              ...
            TypeError: Only message chunks can be added, not str
        """
        if self._open and self._take(chunk):
            self._count += 1
            return
        if type(chunk) is not AIMessageChunk and not isinstance(chunk, BaseMessageChunk):
            raise TypeError(f"Only message chunks can be added, not {type(chunk).__name__}")
        if self._total is None:
            self._total = chunk
            self._count = 1
            return
        if not self._open:
            if not self._start():
                self._total = self._total + chunk
                self._count += 1
                return
            if self._take(chunk):
                self._count += 1
                return
        # Pieces are kept, and this chunk is not the usual step: join them, then add it with +.
        total = self._build() + chunk  # if + refuses the chunk, the pieces (and the sum) stay as they were
        self._total = total
        self._open = False
        self._count += 1

    def message(self) -> _C:
        """The sum of the chunks added so far, as ``acc = acc + chunk`` would give it.

        Returns:
            The sum: the one chunk itself when only one was added.

        Raises:
            ValueError: No chunk was added.

        Example:
            >>> from chatschema import AIMessageChunk
            >>> ChunkAccumulator([AIMessageChunk("a"), AIMessageChunk("b")]).message().content
            'ab'
        """
        total = self._total
        if total is None:
            raise ValueError("No chunk was added")
        if not self._open:
            return total  # type: ignore[no-any-return]
        built: _C = self._build()
        return built

    def _start(self) -> bool:
        """Begin keeping pieces on top of the sum so far, if it is in the form they join onto."""
        total = self._total
        if (
            type(total) is not AIMessageChunk
            or type(total.content) not in (str, list)
            or (TABLE and extras_of(total) is not None)
            or total.additional_kwargs.get("tool_calls")
        ):
            return False
        entries = []
        for item in total.tool_call_chunks:
            plain = plain_call_chunk(item)
            if plain is None or type(plain[3]) is not int:
                return False
            name, args, call_id, index = plain
            entries.append(_Entry(name, args, call_id, index, args))
        self._entries = entries
        if type(total.content) is str:
            self._texts = [total.content]
            self._blocks = None
        else:
            self._texts = []
            self._blocks = list(total.content)
        self._hint = None
        self._response_metadata = total.response_metadata
        self._usage = total.usage_metadata
        self._id = total.id
        self._position = total.chunk_position
        self._open = True
        return True

    def _take(self, chunk: Any) -> bool:
        """Keep the pieces of ``chunk``, the usual streaming step; False (nothing kept) otherwise."""
        if type(chunk) is not AIMessageChunk:
            return False
        content: Any = chunk.content
        if chunk.additional_kwargs or (TABLE and extras_of(chunk) is not None):
            return False
        blocks = self._blocks
        target = None
        new_blocks = None
        if blocks is None:
            if type(content) is not str:
                return False
        elif type(content) is str:
            if content:
                return False  # text after blocks: merge_content's other rule
        elif type(content) is list:
            if len(content) == 1:
                item = content[0]
                hint = self._hint
                if (  # the block the last delta appended to, and the same key: the usual next delta
                    hint is not None
                    and type(item) is dict
                    and len(item) == 3
                    and type(item.get("index")) is hint[1]
                    and item["index"] == hint[0]
                    and type(item.get(hint[2])) is str
                    and "type" in item
                    and item["type"] != "non_standard"
                ):
                    target = (hint[3], hint[2], item[hint[2]])
                else:
                    target = _delta_target(blocks, item)
                    if target is not None:
                        self._hint = (item["index"], type(item["index"]), target[1], target[0])
            if target is None and content:
                new_blocks = extend_blocks(_view(blocks), content)
                if new_blocks is None:
                    return False
        else:
            return False
        parts = chunk.tool_call_chunks
        if parts:
            plain_parts = []
            for item in parts:
                plain = plain_call_chunk(item)
                if plain is None or type(plain[3]) is not int:
                    return False
                plain_parts.append(plain)
        # Both may raise, as + does; nothing is kept until both are done.
        metadata = chunk.response_metadata
        merged = merge_dicts(self._response_metadata, metadata) if metadata else self._response_metadata
        if (
            blocks is not None
            and (chunk.chunk_position == "last" or self._position == "last")
            and merged.get("output_version") == "v1"
        ):
            return False  # the last sum of a v1 stream rewrites its blocks: +'s general path
        added = chunk.usage_metadata
        self._usage = add_usage(self._usage, added) if added is not None else self._usage or None
        self._response_metadata = merged
        if blocks is None:
            if content:
                self._texts.append(content)
        elif target is not None:
            pos, key, piece = target
            block = blocks[pos]
            if type(block) is _Block:
                pieces = block.pieces.get(key)
                if pieces is None:
                    block.pieces[key] = [block.base[key], piece]
                else:
                    pieces.append(piece)
            else:
                blocks[pos] = _Block(dict(block), key, block[key], piece)
        elif new_blocks is not None:
            self._blocks = new_blocks
            self._hint = None
        if parts:
            for name, args, call_id, index in plain_parts:
                self._extend(name, args, call_id, index)
        if chunk.chunk_position == "last":
            self._position = "last"
        new_id = chunk.id
        if new_id:
            if new_id != self._id:
                self._id = best_id([self._id, new_id])
        elif not self._id:
            self._id = best_id([self._id, new_id])
        return True

    def _extend(self, name: Any, args: Any, call_id: Any, index: int) -> None:
        """Merge one tool call chunk into the entry it extends (as ``merge_lists`` finds it), or add it."""
        for entry in self._entries:
            if entry.index == index and ids_agree(entry.call_id, call_id):
                if call_id is not None:
                    entry.call_id = joined_field("id", entry.call_id, call_id)
                if name is not None:
                    entry.name = joined_field("name", entry.name, name)
                if args is not None:
                    if entry.pieces is None:
                        entry.pieces = [args]
                    else:
                        entry.pieces.append(args)
                return
        self._entries.append(_Entry(name, args, call_id, index, None))

    def _build(self) -> Any:
        """The sum the pieces describe: the fields ``+`` would give, each value new."""
        total = self._total
        content: Any
        if self._blocks is None:
            texts = self._texts
            content = texts[0] if len(texts) == 1 else "".join(texts)
            self._texts = [content]
        else:
            content = _view(self._blocks)
            self._blocks = list(content)  # a block read is the same object in later sums, until merged into
        chunks: list[dict[str, Any]] = []
        calls: list[dict[str, Any]] = []
        invalid: list[dict[str, Any]] = []
        for entry in self._entries:
            pieces = entry.pieces
            if pieces is None:
                args = None
            elif len(pieces) == 1:
                args = pieces[0]
            else:
                args = "".join(pieces)
                entry.pieces = [args]
            parent = entry.parent
            if parent is None:
                parsed = parse_tool_call_args(args, None, cache=True)
            elif args is parent:
                parsed = reparsed_args(args)
            else:
                parsed = parse_tool_call_args(args, parent, cache=True)
            entry.parent = args
            name, call_id = entry.name, entry.call_id
            chunks.append(
                {"name": name, "args": args, "id": call_id, "index": entry.index, "type": _CALL_CHUNK_TYPE}
            )
            add_derived_call(name, args, call_id, parsed, calls, invalid)
        usage = self._usage
        return _replace(
            total,
            content=content,
            additional_kwargs=total.additional_kwargs.copy(),
            response_metadata=self._response_metadata.copy(),
            name=None,
            id=self._id,
            example=msgspec.UNSET,
            tool_calls=calls,
            invalid_tool_calls=invalid,
            usage_metadata=None if usage is None else copy_usage(usage),
            tool_call_chunks=chunks,
            chunk_position=self._position,
        )
