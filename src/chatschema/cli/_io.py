"""Reading inputs for the command line: files or stdin, JSONL or one JSON document, in chunks.

Design notes: docs/design.md, ``chatschema.cli._io``.
"""

from __future__ import annotations

import io
import json
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from typing import BinaryIO, Literal

import msgspec

__all__ = [
    "CHUNK_SIZE",
    "Chunk",
    "Input",
    "InputError",
    "LineNumbers",
    "count_lines",
    "document_records",
    "iter_chunks",
    "open_input",
    "read_inputs",
    "read_line_range",
    "split_lines",
    "total_size",
]

CHUNK_SIZE = 1 << 20
"""Bytes per chunk handed to a worker (whole lines; a longer line makes a longer chunk)."""

Format = Literal["auto", "json", "jsonl"]


class InputError(Exception):
    """An input cannot be read (the command exits with status 2).

    Example:
        >>> str(InputError("cannot read x.jsonl: No such file or directory"))
        'cannot read x.jsonl: No such file or directory'
    """


@dataclass
class Chunk:
    """Whole lines of JSONL from one input (held, or as a byte range of a file), or one JSON document.

    Example:
        >>> Chunk("a.jsonl", b'[]\\n').size, Chunk("a.jsonl", path="a.jsonl", start=100, end=300).size
        (3, 200)
    """

    source: str
    """The input's name, as printed in error lines (``<stdin>`` for ``-``)."""
    data: bytes | None = None
    """The lines, each ending in ``\\n`` except perhaps the last of the input; ``None`` for a byte range."""
    document: bool = False
    """True when ``data`` is a whole JSON document rather than JSONL lines."""
    path: str = ""
    """For a byte range: the file."""
    start: int = 0
    """For a byte range: where it starts. It holds the lines that start in ``[start, end)``."""
    end: int = 0
    """For a byte range: where it ends."""

    @property
    def size(self) -> int:
        """Bytes in the chunk (of the range, for a byte range).

        Example:
            >>> Chunk("a", b"[]\\n").size
            3
        """
        return len(self.data) if self.data is not None else self.end - self.start

    def load(self) -> bytes:
        """The chunk's lines (read from the file for a byte range; see :func:`read_line_range`).

        Returns:
            The bytes of the lines.

        Raises:
            OSError: The file cannot be read.

        Example:
            >>> Chunk("x", b"[]\\n").load()
            b'[]\\n'
        """
        if self.data is not None:
            return self.data
        return read_line_range(self.path, self.start, self.end)


def count_lines(data: bytes) -> int:
    """How many lines ``data`` holds (a last line without its newline counts).

    Args:
        data: Whole lines.

    Returns:
        The number of lines.

    Example:
        >>> count_lines(b"a\\nb\\n"), count_lines(b"a\\nb"), count_lines(b"")
        (2, 2, 0)
    """
    return data.count(b"\n") + (1 if data and not data.endswith(b"\n") else 0)


def split_lines(data: bytes) -> tuple[list[bytes], int]:
    """Split whole lines, and count them (a last line without its newline counts).

    Args:
        data: Whole lines.

    Returns:
        ``(pieces, lines)``: ``data.split(b"\\n")`` and the number of lines.

    Example:
        >>> split_lines(b"a\\nb\\n"), split_lines(b"a\\nb")[1], split_lines(b"")[1]
        (([b'a', b'b', b''], 2), 2, 0)
    """
    pieces = data.split(b"\n")
    return pieces, (len(pieces) - 1 if not pieces[-1] else len(pieces))


def read_line_range(path: str, start: int, end: int) -> bytes:
    """Read the lines of a file that start at a byte in ``[start, end)``, each whole.

    Ranges that tile a file give each line to exactly one range, wherever
    the range boundaries fall.

    Args:
        path: The file.
        start: First byte of the range.
        end: One past its last byte.

    Returns:
        The lines (the last may run past ``end``; it ends with ``\\n`` unless the file does not).

    Raises:
        OSError: The file cannot be read.

    Example:
        >>> import tempfile, pathlib
        >>> with tempfile.TemporaryDirectory() as d:
        ...     p = str(pathlib.Path(d, "x.jsonl"))
        ...     _ = pathlib.Path(p).write_bytes(b"aaa\\nbb\\ncccc")
        ...     [read_line_range(p, a, a + 3) for a in range(0, 12, 3)]
        [b'aaa\\n', b'bb\\n', b'cccc', b'']
    """
    with open(path, "rb") as stream:
        first = start if start == 0 else _line_start(stream, start)
        last = _line_start(stream, end)
        if first >= last:
            return b""  # the range is inside one line, which an earlier range holds
        stream.seek(first)
        return stream.read(last - first)


def _line_start(stream: BinaryIO, at: int) -> int:
    """Where the first line starting at or after byte ``at`` starts (or the end of the file)."""
    stream.seek(at - 1)
    if stream.read(1) == b"\n":
        return at
    position = at
    while True:
        block = stream.read(1 << 16)
        if not block:
            return position
        cut = block.find(b"\n")
        if cut >= 0:
            return position + cut + 1
        position += len(block)


class LineNumbers:
    """Turn chunk-relative line numbers into the input's, as chunk results arrive in order.

    Example:
        >>> numbers = LineNumbers()
        >>> numbers.offset(Chunk("a", b"x\\ny\\n"), 2), numbers.offset(Chunk("a", b"z\\n"), 1)
        (0, 2)
        >>> numbers.offset(Chunk("b", b"w\\n"), 1)
        0
    """

    def __init__(self) -> None:
        self._source: str | None = None
        self._seen = 0

    def offset(self, chunk: Chunk, lines: int) -> int:
        """The number to add to the chunk's line numbers; then count its lines.

        Args:
            chunk: The chunk, in input order.
            lines: How many lines it held.

        Returns:
            How many lines of the same input came before it.

        Example:
            >>> LineNumbers().offset(Chunk("a", b"x\\n"), 1)
            0
        """
        if chunk.source != self._source or chunk.document:
            self._source, self._seen = chunk.source, 0
        before = self._seen
        self._seen += lines
        return before


@dataclass
class Input:
    """One input named on the command line.

    Example:
        >>> Input("-").source, Input("chats.jsonl").source
        ('<stdin>', 'chats.jsonl')
    """

    path: str
    """The path, or ``-`` for stdin."""

    @property
    def source(self) -> str:
        """The name printed in error lines.

        Returns:
            The path, or ``<stdin>`` for ``-``.

        Example:
            >>> Input("-").source
            '<stdin>'
        """
        return "<stdin>" if self.path == "-" else self.path

    def size(self) -> int | None:
        """The input's size in bytes, when it is a regular file.

        Returns:
            The size, or ``None`` for stdin, pipes and unreadable paths.

        Example:
            >>> Input("-").size() is None
            True
        """
        if self.path == "-":
            return None
        try:
            st = os.stat(self.path)
        except OSError:
            return None
        return st.st_size if os.path.isfile(self.path) else None


def total_size(paths: list[str]) -> int | None:
    """The bytes to read from all the inputs (for the progress bar), when every one is a regular file.

    Args:
        paths: The inputs' paths, ``-`` for stdin.

    Returns:
        The sum of the sizes, or ``None`` when some input (such as one that
        cannot be examined) has no known size.

    Example:
        >>> total_size([]), total_size(["-"])
        (0, None)
    """
    sizes = [Input(p).size() for p in paths]
    return None if any(size is None for size in sizes) else sum(s or 0 for s in sizes)


def open_input(path: str) -> BinaryIO:
    """Open an input for reading bytes.

    Args:
        path: A file path, or ``-`` for stdin.

    Returns:
        A binary stream. Closing the stream of stdin leaves stdin open.

    Raises:
        InputError: The file cannot be opened; the message says why.

    Example:
        >>> open_input("/nonexistent/x.jsonl")
        Traceback (most recent call last):
          ...
        chatschema.cli._io.InputError: cannot read /nonexistent/x.jsonl: No such file or directory
    """
    if path == "-":
        return open(sys.stdin.fileno(), "rb", closefd=False)
    if os.path.isdir(path):
        raise InputError(f"cannot read {path}: Is a directory")
    try:
        return open(path, "rb")
    except OSError as error:
        raise InputError(f"cannot read {path}: {error.strerror or error}") from None


def _parses(data: bytes) -> bool:
    """Whether ``data`` is one JSON value (lone surrogate escapes allowed, as the validators allow them)."""
    try:
        msgspec.json.decode(data)
    except RecursionError:
        return True  # JSON, nested too deeply: the validators say so
    except msgspec.DecodeError:
        try:
            json.loads(data)
        except (ValueError, RecursionError):
            return False
    return True


def _first_line_parses(head: bytes) -> bool:
    for line in head.split(b"\n"):
        if line.strip():
            return _parses(line)
    return True


def iter_chunks(
    item: Input, format: Format = "auto", chunk_size: int | None = None, stream: BinaryIO | None = None
) -> Iterator[Chunk]:
    """Read one input as chunks of whole lines, or as one JSON document.

    ``auto`` reads a ``.json`` file as a document and anything else as JSONL,
    unless its first non-blank line is not JSON by itself (a pretty-printed
    document); a document that does not parse is read as JSONL after all, so
    its lines get their own errors.

    Args:
        item: The input.
        format: ``"auto"``, ``"json"`` or ``"jsonl"``.
        chunk_size: About how many bytes per chunk; :data:`CHUNK_SIZE` by default.
        stream: Read from this stream instead of opening ``item.path``.

    Yields:
        The chunks, in order.

    Raises:
        InputError: The input cannot be read.

    Example:
        >>> import io
        >>> data = io.BytesIO(b'[]\\n[]\\n{"role": "user",\\n')
        >>> [c.data for c in iter_chunks(Input("-"), "jsonl", 4, data)]
        [b'[]\\n', b'[]\\n', b'{"role": "user",\\n']
    """
    own = stream is None
    handle = open_input(item.path) if stream is None else stream
    try:
        yield from _chunks(item, format, CHUNK_SIZE if chunk_size is None else chunk_size, handle, own)
    except OSError as error:
        raise InputError(f"cannot read {item.source}: {error.strerror or error}") from None
    finally:
        if own:
            handle.close()


def _chunks(item: Input, format: Format, chunk_size: int, handle: BinaryIO, own: bool) -> Iterator[Chunk]:
    head = handle.read(chunk_size)
    explicit = format == "json"
    if format == "auto" and (item.path.lower().endswith(".json") or not _first_line_parses(head)):
        format = "json"
    if format == "json":
        data = head + handle.read()
        if explicit or _is_document(data):
            yield Chunk(item.source, data, document=True)
            return
        # not one document after all: read it as JSONL, so each line gets its own verdict
        handle, head = io.BytesIO(data), b""
    elif own and item.size() is not None:
        # a regular file: byte ranges, read by the workers themselves
        size = os.fstat(handle.fileno()).st_size
        for start in range(0, size, chunk_size):
            yield Chunk(item.source, path=item.path, start=start, end=min(start + chunk_size, size))
        return
    rest = b""
    block = head or handle.read(chunk_size)
    while block:
        data = rest + block if rest else block
        cut = data.rfind(b"\n")
        if cut < 0:
            rest = data
        else:
            chunk, rest = data[: cut + 1], data[cut + 1 :]
            yield Chunk(item.source, chunk)
        block = handle.read(chunk_size)
    if rest:
        yield Chunk(item.source, rest)


def _is_document(data: bytes) -> bool:
    return _parses(data)


def document_records(data: bytes) -> tuple[list[bytes], bool]:
    """Split a JSON document into records: the conversations of a list of them, or the document.

    A list counts as a list of conversations when it is not empty and every
    item is an array or a ``{"messages": [...]}`` record.

    Args:
        data: The document.

    Returns:
        ``(records, listed)``: each record as JSON bytes, and whether the
        document was a list of records (their paths are then ``$[i]...``).

    Raises:
        msgspec.DecodeError: The document is not JSON.

    Example:
        >>> document_records(b'[[{"role": "user", "content": "hi"}], []]')
        ([b'[{"role":"user","content":"hi"}]', b'[]'], True)
        >>> document_records(b'[{"role": "user", "content": "hi"}]')[1]
        False
    """
    try:
        value = msgspec.json.decode(data)
    except RecursionError:
        return [data], False
    except msgspec.DecodeError as error:
        try:
            value = json.loads(data)
        except (ValueError, RecursionError):
            raise error from None
    if (
        type(value) is list
        and value
        and all(type(item) is list or (type(item) is dict and "messages" in item) for item in value)
    ):
        return [_encode(item) for item in value], True
    return [data], False


def _encode(value: object) -> bytes:
    try:
        return msgspec.json.encode(value)
    except UnicodeEncodeError:  # a lone surrogate: keep it as a JSON escape
        return json.dumps(value, ensure_ascii=True).encode()


def read_inputs(
    paths: list[str], format: Format = "auto", chunk_size: int | None = None
) -> Iterator[Chunk | InputError]:
    """Read every input in turn, as :func:`iter_chunks` does, turning read failures into values.

    An input that cannot be read yields its :class:`InputError` in its place
    and reading goes on with the next one, so the failure is reported in order.

    Args:
        paths: File paths, ``-`` for stdin.
        format: ``"auto"``, ``"json"`` or ``"jsonl"``.
        chunk_size: About how many bytes per chunk; :data:`CHUNK_SIZE` by default.

    Yields:
        Chunks, and an :class:`InputError` for each input that failed.

    Example:
        >>> [type(x).__name__ for x in read_inputs(["/nonexistent.jsonl"])]
        ['InputError']
    """
    for path in paths:
        try:
            yield from iter_chunks(Input(path), format, chunk_size)
        except InputError as error:
            yield error
