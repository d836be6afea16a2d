"""Summing a stream of chunks without building every partial sum: :class:`ChunkAccumulator`.

``acc = acc + chunk`` builds a whole new message at every step, as LangChain's ``+`` does, so that
every partial sum is a message of its own. A client that reads only the final message pays for
thousands of sums it never looks at. The accumulator keeps the pieces of the usual streaming
step (text deltas, tool call argument deltas) in lists and joins them when the sum is read.

Design notes: docs/design.md, ``chatschema.messages._accumulate``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any, Generic, Literal, TypeVar

import msgspec

from chatschema._extras import TABLE, extras_of, set_extras
from chatschema.messages._ai import AIMessageChunk
from chatschema.messages._base import BaseMessage, BaseMessageChunk, carry_extras
from chatschema.messages._join_rules import (
    KEEP_ONCE_KEYS,
    LC_INDEX_PREFIX,
    JoinedText,
    Joiner,
    appends_after_list,
    best_id,
    copy_json,
    extend_blocks,
    ids_agree,
    merge_dicts,
    read_text,
    read_texts,
)
from chatschema.messages._kinds import info_of, is_instance
from chatschema.messages._templates import build_trusted
from chatschema.messages._tool_call_args import parse_tool_call_args, reparsed_args
from chatschema.messages._tool_call_chunks import (
    add_derived_call,
    finish_server_tool_call_blocks,
    finish_tool_call_blocks,
    joined_field,
    plain_call_chunk,
)
from chatschema.messages._usage import add_usage, copy_usage

__all__ = ["ChunkAccumulator"]

_CALL_CHUNK_TYPE = "tool_call_chunk"
_MESSAGE = (BaseMessage,)
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
    Any other delta is left to :func:`~chatschema.messages._join_rules.extend_blocks`.
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


_C = TypeVar("_C", bound=BaseMessage)


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

    Three options give the fold of LangChain's ``merge_message_runs``, which
    :func:`chatschema.merge_message_runs` feeds each run to:

    * ``separator`` goes between two string contents when both are non-empty (the sum so far
      and the next chunk's), as ``merge_message_runs``' ``chunk_separator`` does;
    * ``response_metadata="first"`` keeps the first chunk's ``response_metadata`` and ignores
      the others' (``"merge"``, the default, merges them as ``+`` does); with either of these
      two and ``fold="chunks"``, each chunk is prepared so and added with ``+`` (no pieces);
    * ``fold="messages"`` adds messages (plain or chunks) as ``merge_message_runs`` folds a run:
      each step adds the next message, as its chunk, to the sum so far made a message, so tool
      call chunks join only within the first two messages and then within each message, and
      the sum read is a message of the plain class (``HumanMessage``). The run is joined in
      place, each value copied once, in time linear in its size. The caller gives a run:
      messages of one kind (and one ``role`` or ``name``); a message that cannot be joined
      raises and leaves the sum undefined.

    Args:
        chunks: Chunks to add first, in order.
        separator: Put between two non-empty string contents.
        response_metadata: ``"merge"`` or ``"first"``.
        fold: ``"chunks"`` (the sum of ``+``) or ``"messages"`` (``merge_message_runs``' fold).

    Raises:
        TypeError: A chunk that is not a message chunk, or that ``+`` refuses (see :meth:`add`).
        ValueError: A chunk that ``+`` refuses (see :meth:`add`), or an unknown option value.

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
        >>> from chatschema import HumanMessage
        >>> run = ChunkAccumulator(fold="messages", separator=" | ", response_metadata="first")
        >>> for text in ("Hi", "", "there"):
        ...     run.add(HumanMessage(text))
        >>> run.message()
        HumanMessage(content='Hi | there', additional_kwargs={}, response_metadata={})
    """

    __slots__ = (
        "_blocks",
        "_count",
        "_entries",
        "_first_metadata",
        "_fold",
        "_hint",
        "_id",
        "_messages",
        "_open",
        "_position",
        "_response_metadata",
        "_separator",
        "_texts",
        "_total",
        "_usage",
    )

    def __init__(
        self,
        chunks: Iterable[_C] = (),
        *,
        separator: str = "",
        response_metadata: Literal["merge", "first"] = "merge",
        fold: Literal["chunks", "messages"] = "chunks",
    ) -> None:
        if response_metadata not in ("merge", "first"):
            raise ValueError(f"response_metadata must be 'merge' or 'first', not {response_metadata!r}")
        if fold not in ("chunks", "messages"):
            raise ValueError(f"fold must be 'chunks' or 'messages', not {fold!r}")
        self._separator = separator
        self._first_metadata = response_metadata == "first"
        self._messages = fold == "messages"
        self._fold: _Fold | None = None
        """The run so far, with ``fold="messages"`` (None before the first message)."""
        self._total: Any = None
        """The sum of the chunks added before the pieces (None before the first chunk)."""
        self._count = 0
        self._open = False
        """Whether pieces are being kept (the fields below describe the sum so far)."""
        if self._messages:  # the fields below are the pieces of fold="chunks"
            for message in chunks:
                self._add_message(message)
            return
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
        if self._messages:
            self._add_message(chunk)
            return
        if type(chunk) is not AIMessageChunk and not isinstance(chunk, BaseMessageChunk):
            raise TypeError(f"Only message chunks can be added, not {type(chunk).__name__}")
        if self._total is None:
            self._total = chunk
            self._count = 1
            return
        if not self._open:
            if not self._start():
                self._total = self._total + self._prepared(chunk)
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

    def _add_message(self, message: Any) -> None:
        """:meth:`add` with ``fold="messages"``."""
        if not is_instance(message, _MESSAGE):
            raise TypeError(f"Only messages can be added, not {type(message).__name__}")
        if self._fold is None:
            self._fold = _Fold(message, self._separator, self._first_metadata)
        else:
            self._fold.add(message)
        self._count += 1

    def _prepared(self, chunk: Any) -> Any:
        """``chunk`` as ``separator`` and ``response_metadata="first"`` have it added to the sum."""
        if not (self._separator or self._first_metadata):
            return chunk
        changes: dict[str, Any] = {}
        if self._first_metadata and chunk.response_metadata:
            changes["response_metadata"] = {}
        content, total = chunk.content, self._total.content
        if self._separator and type(content) is str and content and type(total) is str and total:
            changes["content"] = self._separator + content
        if not changes:
            return chunk
        prepared = _replace(chunk, **changes)
        extras = extras_of(chunk) if TABLE else None
        if extras is not None:
            set_extras(prepared, dict(extras))
        return prepared

    def message(self) -> _C:
        """The sum of the chunks added so far, as ``acc = acc + chunk`` would give it.

        With ``fold="messages"``, the message that ``merge_message_runs`` makes of the run (of
        the plain class, such as ``HumanMessage``).

        Returns:
            The sum: the one chunk (or message) itself when only one was added.

        Raises:
            ValueError: No chunk was added.

        Example:
            >>> from chatschema import AIMessageChunk
            >>> ChunkAccumulator([AIMessageChunk("a"), AIMessageChunk("b")]).message().content
            'ab'
        """
        if self._fold is not None:
            folded: Any = self._fold.message()
            return folded  # type: ignore[no-any-return]
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
            self._separator  # with either option, every chunk is added with +, prepared (_prepared)
            or self._first_metadata
            or type(total) is not AIMessageChunk
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


# ---------------------------------------------------------------------------
# fold="messages": a run folded as LangChain's merge_message_runs folds it, joined in place


def _plain_class(message: Any) -> Any:
    """The class of a message folded from a run that ``message`` starts: the plain class of its
    family (``HumanMessage`` for ``HumanMessageChunk`` and for subclasses of either), as
    LangChain's round trip through the chunk class gives; for a class of no family, its
    message class."""
    cls: Any = type(message)
    return info_of(message).plain or cls._message_class or cls


class _Fold:
    """The run folded so far (``fold="messages"``): each value copied once, then joined in place."""

    __slots__ = (
        "by_id",
        "calls",
        "cls",
        "count",
        "extra",
        "first",
        "first_metadata",
        "holders",
        "ids",
        "invalid",
        "items",
        "join",
        "kind",
        "meta",
        "nonempty",
        "parts",
        "pending",
        "separator",
        "shared",
        "usage",
    )

    def __init__(self, first: Any, separator: str, first_metadata: bool) -> None:
        self.first = first
        self.kind = info_of(first).kind
        self.cls = _plain_class(first)
        self.separator = separator
        self.first_metadata = first_metadata
        self.count = 1
        self.shared = False
        """Whether a message read from the fold holds the values below (see :meth:`message`)."""
        self.join = Joiner(in_place=True)
        ai = self.kind == "ai"
        content = _chunk_content(first) if ai else copy_json(first.content)
        self.parts: list[str] | None = None
        self.items: list[Any] | None = None
        if isinstance(content, str):
            self.parts = [content]
            self.nonempty = bool(content)
        else:
            self.items = content
            self.nonempty = False
        self.extra: dict[str, Any] = copy_json(first.additional_kwargs)
        meta = first.response_metadata
        self.meta: dict[str, Any] = copy_json(meta) if meta else {}
        self.holders: list[Any] | None = [first] if TABLE and extras_of(first) is not None else None
        """The messages that carry extras (merged as chunk ``+`` merges them)."""
        if ai:
            self.pending: list[dict[str, Any]] | None = _chunks_of(first)
            """The first message's tool call chunks, until the second message's join them."""
            self.calls: list[dict[str, Any]] = []
            self.invalid: list[dict[str, Any]] = []
            self.by_id: dict[Any, dict[str, Any]] = {}
            self.usage: Any = copy_json(first.usage_metadata)
            self.ids: list[Any] = [first.id]

    def add(self, message: Any) -> None:
        """Join the next message of the run, as LangChain's step does: the sum so far as a chunk,
        plus the message as a chunk (its ``response_metadata`` cleared with the ``"first"``
        policy, ``separator`` between two non-empty strings), then made a message again."""
        if self.shared:
            self._unshare()
        self.count += 1
        ai = self.kind == "ai"
        content = _chunk_content(message) if ai else copy_json(message.content)
        self._add_content(content)
        join = self.join
        if message.additional_kwargs:
            join.merge_dicts(self.extra, copy_json(message.additional_kwargs))
        if not self.first_metadata and message.response_metadata:
            join.merge_dicts(self.meta, copy_json(message.response_metadata))
        if TABLE and extras_of(message) is not None:
            if self.holders is None:
                self.holders = [message]
            else:
                self.holders.append(message)
        if ai:
            self._add_ai(message)

    def _add_content(self, content: Any) -> None:
        """Join ``content`` (owned) after the content so far, with ``merge_content``'s rules."""
        parts = self.parts
        if parts is not None:
            if isinstance(content, str):
                if self.nonempty and content:
                    parts.append(self.separator)
                parts.append(content)
                self.nonempty = self.nonempty or bool(content)
                return
            # A string followed by a list: the string becomes the first item.
            self.items = ["".join(parts), *content]
            self.parts = None
            return
        items = self.items
        assert items is not None
        if isinstance(content, list):
            self.join.merge_lists(items, content)
        elif items and isinstance(items[-1], (str, JoinedText)):
            items[-1] = self.join.joined_text(items[-1], content)
        elif appends_after_list(items, content):
            self.join.append(items, content)

    def _add_ai(self, message: Any) -> None:
        """Tool calls, usage, id and the v1 content rewrite of the next AI message."""
        merged: list[dict[str, Any]] = []
        if self.pending is not None:
            merged = self.pending
            self.pending = None
        # The sum so far, made a message, has tool call chunks without an index after the
        # first step, so only the new message's own chunks can join (among themselves).
        Joiner(in_place=True).merge_lists(merged, _chunks_of(message))
        calls, invalid = _parse_chunks(merged)
        self.calls += calls
        self.invalid += invalid
        for call in calls:
            self.by_id[call["id"]] = call
        if self.usage or message.usage_metadata is not None:
            self.usage = add_usage(self.usage, copy_json(message.usage_metadata))
        self.ids.append(message.id)
        last = getattr(message, "chunk_position", None) == "last" or (
            self.count == 2 and getattr(self.first, "chunk_position", None) == "last"
        )
        if last and self.items is not None and read_text(self.meta.get("output_version")) == "v1":
            _finish_v1(self.items, self.by_id if (self.calls or self.invalid) else None)

    def message(self) -> BaseMessage:
        """The folded message, of the plain class.

        Its values are the state's own: the next :meth:`add` (or read) copies the state first.
        """
        if self.count == 1:
            return self.first  # type: ignore[no-any-return]
        if self.shared:  # a second read: it gets values of its own too
            self._unshare()
        if self.join.texts:
            for value in (self.items, self.extra, self.meta):
                read_texts(value)
            self.join.texts = False
        if self.parts is not None:
            self.parts = ["".join(self.parts)]
            content: Any = self.parts[0]
        else:
            content = self.items
        self.shared = True
        fields: dict[str, Any] = {
            "content": content,
            "additional_kwargs": self.extra,
            "response_metadata": self.meta,
            "id": self.first.id,
        }
        kind = self.kind
        cls = self.cls
        built: BaseMessage
        if kind == "chat":
            fields["role"] = self.first.role
        elif kind == "function":
            fields["name"] = self.first.name
        elif kind == "ai":
            fields["tool_calls"] = [copy_json(c) for c in self.calls]
            fields["invalid_tool_calls"] = self.invalid
            fields["usage_metadata"] = self.usage
            fields["id"] = best_id(self.ids)
        raw = self.extra.get("tool_calls") if kind == "ai" and not (self.calls or self.invalid) else None
        if isinstance(raw, list) and raw:
            built = cls(**fields)  # the constructor reads OpenAI-style tool calls from additional_kwargs
        else:
            # The values are in the form the constructor would give them (tool calls tagged,
            # keys in LangChain's order).
            built = build_trusted(cls, fields)
        holders = self.holders
        if holders:  # kept, merged as chunk + merges them (LangChain drops them)
            carry_extras(built, holders[0], holders[1:])
        return built

    def _unshare(self) -> None:
        """Copy the values a message read from the fold holds, before joining more into them."""
        self.shared = False
        if self.items is not None:
            self.items = copy_json(self.items)
        self.extra = copy_json(self.extra)
        self.meta = copy_json(self.meta)
        self.join = Joiner(in_place=True)
        if self.kind == "ai":
            self.invalid = copy_json(self.invalid)
            self.usage = copy_json(self.usage)


def _chunk_content(message: Any) -> Any:
    """A copy of the content of an AI message, as the ``AIMessageChunk`` built from it holds it."""
    content = copy_json(message.content)
    if (
        isinstance(content, list)
        and getattr(message, "chunk_position", None) == "last"
        and message.response_metadata.get("output_version") == "v1"
    ):
        by_id = None
        if getattr(message, "tool_call_chunks", None):
            calls, _ = _parse_chunks(_chunks_of(message))
            by_id = {call["id"]: call for call in calls}
        _finish_v1(content, by_id)
    return content


def _chunks_of(message: Any) -> list[dict[str, Any]]:
    """The tool call chunks LangChain's ``AIMessageChunk`` gets when built from ``message``."""
    own = getattr(message, "tool_call_chunks", None)
    if own:
        return [_chunk(c.get("name"), c.get("args"), c.get("id"), c.get("index")) for c in own]
    if message.tool_calls or message.invalid_tool_calls:
        made = [_chunk(c["name"], json.dumps(c["args"]), c["id"], None) for c in message.tool_calls]
        made += [_chunk(c["name"], c["args"], c["id"], None) for c in message.invalid_tool_calls]
        return made
    raw = message.additional_kwargs.get("tool_calls")
    if raw:
        # OpenAI-style calls that did not parse into tool calls: the chunk reads them with
        # LangChain's chunk parser and refuses chunks of the wrong types (arguments that
        # are an object, say), so build it.
        chunk = AIMessageChunk(content="", additional_kwargs={"tool_calls": raw})
        return [_chunk(c["name"], c["args"], c["id"], c["index"]) for c in chunk.tool_call_chunks]
    return []


def _chunk(name: Any, args: Any, call_id: Any, index: Any) -> dict[str, Any]:
    return {"name": name, "args": args, "id": call_id, "index": index, "type": _CALL_CHUNK_TYPE}


def _parse_chunks(chunks: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Tool calls and invalid tool calls from chunks, as ``AIMessageChunk`` parses them."""
    calls: list[dict[str, Any]] = []
    invalid: list[dict[str, Any]] = []
    for chunk in chunks:
        name, args, call_id = read_text(chunk["name"]), read_text(chunk["args"]), read_text(chunk["id"])
        parsed = parse_tool_call_args(args)
        if parsed is not None:
            calls.append({"name": name or "", "args": parsed, "id": call_id, "type": "tool_call"})
        else:
            # in the constructor's key order
            invalid.append(
                {"type": "invalid_tool_call", "id": call_id, "name": name, "args": args, "error": None}
            )
    return calls, invalid


def _finish_v1(items: list[Any], by_id: dict[Any, dict[str, Any]] | None) -> None:
    """What a final (``chunk_position="last"``) v1 ``AIMessageChunk`` does to its content."""
    if by_id is not None:
        finish_tool_call_blocks(items, by_id, read=read_text, copy=copy_json)
    finish_server_tool_call_blocks(items, read=read_text)
