"""Server-sent events: events to ``data:`` lines, and ``data:`` lines back to events.

Both protocols put one JSON event in the ``data`` field of each server-sent event; the AI SDK
ends its stream with ``data: [DONE]``.
"""

from __future__ import annotations

from collections.abc import AsyncIterable, AsyncIterator, Iterable, Iterator
from typing import Any

import msgspec

from chatschema.errors import DecodeError, ValidationError

DONE = b"data: [DONE]\n\n"
"""The last server-sent event of an AI SDK UI message stream."""

_encode = msgspec.json.Encoder().encode
_decode = msgspec.json.Decoder().decode
_BOM = b"\xef\xbb\xbf"


def frame(event: Any) -> bytes:
    """One event as a server-sent event: ``data: <JSON>`` and a blank line.

    Example:
        >>> frame({"type": "text-delta", "id": "0", "delta": "Hi\\n"})
        b'data: {"type":"text-delta","id":"0","delta":"Hi\\\\n"}\\n\\n'
    """
    return b"data: " + _encode(event) + b"\n\n"


def _sse(events: Iterable[Any], done: bool) -> Iterator[bytes]:
    for event in events:
        yield frame(event)
    if done:
        yield DONE


async def _sse_async(events: AsyncIterable[Any], done: bool) -> AsyncIterator[bytes]:
    async for event in events:
        yield frame(event)
    if done:
        yield DONE


def sse(events: Iterable[Any] | AsyncIterable[Any], *, done: bool = False) -> Any:
    """Server-sent events: each event as ``data: <JSON>`` and a blank line, as it arrives.

    Args:
        events: A sync or async iterable of JSON values (the events of ``to_ai_sdk_stream`` or
            ``to_ag_ui_events``).
        done: End with ``data: [DONE]``, as an AI SDK UI message stream ends (AG-UI streams
            do not).

    Returns:
        A generator of ``bytes`` (one server-sent event each) for a sync iterable, an async
        generator for an async one.

    Raises:
        TypeError: An event that is not JSON (raised when it is reached).

    Example:
        >>> list(sse([{"type": "start"}, {"type": "finish"}], done=True))
        [b'data: {"type":"start"}\\n\\n', b'data: {"type":"finish"}\\n\\n', b'data: [DONE]\\n\\n']
    """
    if isinstance(events, AsyncIterable):
        return _sse_async(events, done)
    return _sse(events, done)


class SSEParser:
    """Server-sent events from pieces of text or bytes, split anywhere: the ``data`` of each event,
    read as JSON (``[DONE]`` and events with no data are skipped). A byte-order mark at the start of
    the stream is skipped, as the SSE standard says."""

    def __init__(self) -> None:
        self.pending: list[bytes] = []
        self.data: list[bytes] = []
        self.count = 0
        self.head: bytes | None = b""
        """The stream's first bytes while they may still be a byte-order mark; ``None`` once settled."""

    def feed(self, piece: bytes | str) -> list[Any]:
        """The events completed by ``piece``."""
        if isinstance(piece, str):
            piece = piece.encode()
        if self.head is not None:
            head = self.head + piece
            if len(head) < len(_BOM) and _BOM.startswith(head):
                self.head = head  # maybe a byte-order mark cut in pieces: wait for the rest
                return []
            self.head = None
            piece = head[len(_BOM) :] if head.startswith(_BOM) else head
        if (
            not self.pending
            and piece.startswith(b"data: ")
            and piece.endswith(b"\n\n")
            and piece.count(b"\n") == 2
            and b"\r" not in piece
        ):
            self.data.append(piece[6:-2])  # one whole event, as writers send them: the quick way
            event = self._dispatch()
            return [] if event is None else [event[0]]
        if b"\n" not in piece and b"\r" not in piece:
            self.pending.append(piece)  # a line still growing: kept in pieces, joined once
            return []
        self.pending.append(piece)
        lines = b"".join(self.pending).splitlines(keepends=True)
        self.pending = []
        if lines and (not lines[-1].endswith((b"\n", b"\r")) or lines[-1].endswith(b"\r")):
            self.pending.append(lines.pop())  # an unfinished line, or a \r that a \n may still follow
        out = []
        for raw in lines:
            line = raw.rstrip(b"\r\n")
            if not line:
                event = self._dispatch()
                if event is not None:
                    out.append(event[0])
            elif line.startswith(b":"):
                continue  # a comment
            else:
                name, _, value = line.partition(b":")
                if name == b"data":
                    self.data.append(value[1:] if value.startswith(b" ") else value)
        return out

    def _dispatch(self) -> tuple[Any] | None:
        if not self.data:
            return None
        text = b"\n".join(self.data)
        self.data = []
        path = f"$[{self.count}]"
        self.count += 1
        if text == b"[DONE]":
            return None
        try:
            return (_decode(text),)
        except msgspec.DecodeError as error:
            raise DecodeError(f"the data of a server-sent event is not JSON: {error}", path) from None

    def close(self) -> list[Any]:
        """The end of the stream: an event cut before its closing blank line is an error."""
        if self.head:
            self.pending.append(self.head)
        self.head = None
        out = self.feed(b"\n") if self.pending else []
        if self.data:
            raise ValidationError(
                "the stream ended in the middle of a server-sent event (no blank line after it)",
                f"$[{self.count}]",
            )
        return out


def _parse(pieces: Iterable[bytes | str]) -> Iterator[Any]:
    parser = SSEParser()
    for piece in pieces:
        yield from parser.feed(piece)
    yield from parser.close()


async def _parse_async(pieces: AsyncIterable[bytes | str]) -> AsyncIterator[Any]:
    parser = SSEParser()
    async for piece in pieces:
        for event in parser.feed(piece):
            yield event
    for event in parser.close():
        yield event


def parse_sse(pieces: Iterable[bytes | str] | AsyncIterable[bytes | str]) -> Any:
    """The events of a server-sent event stream, as each one completes: the JSON of its ``data``.

    The stream may arrive in pieces split anywhere (``response.iter_bytes()``, an async
    ``aiter_bytes()``). Comments and fields other than ``data`` are skipped, as is the AI SDK's
    closing ``data: [DONE]``; several ``data`` lines of one event are joined with newlines.

    Args:
        pieces: A sync or async iterable of ``bytes`` or ``str``.

    Returns:
        A generator of parsed events (dicts, for both protocols) for a sync iterable, an async
        generator for an async one.

    Raises:
        DecodeError: An event's data is not JSON; ``path`` is ``$[i]`` for the ``i``-th event.
        ValidationError: The stream ends inside an event (no blank line closes it).

    Example:
        >>> list(parse_sse([b'data: {"type":"sta', b'rt"}\\n\\ndata: [DONE]\\n\\n']))
        [{'type': 'start'}]
        >>> try:
        ...     list(parse_sse([b'data: {"type":"start"}\\n\\ndata: {"type":']))
        ... except ValidationError as error:
        ...     print(error.path, error.message)
        $[1] the stream ended in the middle of a server-sent event (no blank line after it)
    """
    if isinstance(pieces, AsyncIterable):
        return _parse_async(pieces)
    return _parse(pieces)
