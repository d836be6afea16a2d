"""Count messages, tool calls, blocks and tokens in batches of JSONL lines."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from chatschema._tokens import count_tokens_approximately
from chatschema.batch._convert import check_conversion, read_messages
from chatschema.batch._records import ErrorRecord, LineError, add_counts, is_blank, keep_errors, parse_line
from chatschema.messages import BaseMessage, RemoveMessage


@dataclass
class StatsResult:
    """Counts over the messages of some lines. Results of consecutive batches merge with :meth:`merge`.

    Example:
        >>> s = stats_lines([b'[{"role": "user", "content": "hi"}]'])
        >>> s.merge(stats_lines([b'[{"role": "user", "content": "hi"}]'])).messages
        {'human': 2}
    """

    lines: int = 0
    """Non-blank lines read."""
    invalid: int = 0
    """Lines that could not be read as messages (skipped; see ``errors``)."""
    conversations: int = 0
    """Lines holding a conversation."""
    messages: dict[str, int] = field(default_factory=dict)
    """Messages by type tag."""
    tool_calls: int = 0
    """Tool calls of AI messages (parsed ones; see ``invalid_tool_calls``)."""
    invalid_tool_calls: int = 0
    """Tool calls whose arguments did not parse."""
    tools: dict[str, int] = field(default_factory=dict)
    """Tool calls by tool name."""
    blocks: dict[str, int] = field(default_factory=dict)
    """Content blocks of list contents by their ``type`` tag (``"str"`` for a plain string item)."""
    string_contents: int = 0
    """Messages whose content is one string rather than a list of blocks."""
    tokens: int = 0
    """Approximate tokens, as :func:`chatschema._tokens.count_tokens_approximately` counts them."""
    errors: list[ErrorRecord] = field(default_factory=list)
    """Why each invalid line was skipped, up to ``max_errors``."""
    max_errors: int | None = None
    """Keep at most this many records in ``errors``."""

    def merge(self, other: StatsResult) -> StatsResult:
        """Add the result of the lines that follow; changes this result in place.

        Args:
            other: The result of a later batch.

        Returns:
            This result.

        Example:
            >>> StatsResult(tokens=3).merge(StatsResult(tokens=4)).tokens
            7
        """
        self.lines += other.lines
        self.invalid += other.invalid
        self.conversations += other.conversations
        self.tool_calls += other.tool_calls
        self.invalid_tool_calls += other.invalid_tool_calls
        self.string_contents += other.string_contents
        self.tokens += other.tokens
        add_counts(self.messages, other.messages)
        add_counts(self.tools, other.tools)
        add_counts(self.blocks, other.blocks)
        keep_errors(self.errors, other.errors, self.max_errors)
        return self

    def to_dict(self) -> dict[str, Any]:
        """The result as a JSON-ready dict.

        Returns:
            Every count (count tables sorted by key) and the error records.

        Example:
            >>> StatsResult().to_dict()["tokens"]
            0
        """
        return {
            "lines": self.lines,
            "invalid": self.invalid,
            "conversations": self.conversations,
            "messages": dict(sorted(self.messages.items())),
            "tool_calls": self.tool_calls,
            "invalid_tool_calls": self.invalid_tool_calls,
            "tools": dict(sorted(self.tools.items())),
            "blocks": dict(sorted(self.blocks.items())),
            "string_contents": self.string_contents,
            "tokens": self.tokens,
            "errors": [e.to_dict() for e in self.errors],
        }


def _bump(counts: dict[str, int], key: str, by: int = 1) -> None:
    counts[key] = counts.get(key, 0) + by


def _count(messages: list[BaseMessage], result: StatsResult) -> None:
    for message in messages:
        _bump(result.messages, message.type)
        held: Any = message
        content = held.content
        if isinstance(content, str):
            result.string_contents += 1
        else:
            for block in content:
                tag = block.get("type") if isinstance(block, dict) else None
                _bump(
                    result.blocks, tag if isinstance(tag, str) else "str" if isinstance(block, str) else "?"
                )
        calls = getattr(message, "tool_calls", None)
        if calls:
            result.tool_calls += len(calls)
            for call in calls:
                _bump(result.tools, str(call.get("name")))
        result.invalid_tool_calls += len(getattr(message, "invalid_tool_calls", None) or ())
    result.tokens += count_tokens_approximately([m for m in messages if not isinstance(m, RemoveMessage)])


def stats_lines(
    lines: Iterable[bytes | str],
    *,
    src: str = "auto",
    source: str = "<lines>",
    start_line: int = 1,
    max_errors: int | None = None,
) -> StatsResult:
    """Count messages, tool calls, content blocks and approximate tokens of JSONL lines.

    Lines are read as :func:`convert_lines` reads them; lines that cannot be
    read are counted as invalid and skipped.

    Args:
        lines: The lines, ``bytes`` or ``str``.
        src: The form to read, as for :func:`convert_lines`.
        source: The name for error records.
        start_line: The line number of the first line.
        max_errors: Keep at most this many error records.

    Raises:
        ValueError: ``src`` is unknown.

    Example:
        >>> import json
        >>> call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
        >>> s = stats_lines(
        ...     [
        ...         b'[{"role": "user", "content": [{"type": "text", "text": "hi"}]},'
        ...         b'{"role": "assistant", "content": "", "tool_calls": [%s]}]' % json.dumps(call).encode()
        ...     ]
        ... )
        >>> s.messages, s.tool_calls, s.tools, s.blocks, s.tokens
        ({'human': 1, 'ai': 1}, 1, {'f': 1}, {'text': 1}, 26)
    """
    check_conversion(src, "lc")
    result = StatsResult(max_errors=max_errors)
    for number, line in enumerate(lines, start_line):
        if is_blank(line):
            continue
        result.lines += 1
        try:
            record, messages = read_messages(parse_line(line), src)
        except LineError as error:
            result.invalid += 1
            keep_errors(result.errors, [ErrorRecord(source, number, error.path, error.message)], max_errors)
            continue
        except RecursionError:
            result.invalid += 1
            keep_errors(
                result.errors, [ErrorRecord(source, number, "$", "Payload is nested too deeply")], max_errors
            )
            continue
        if record.base:
            result.conversations += 1
        _count(messages, result)
    return result


def stats_chunk(
    chunk: bytes,
    *,
    src: str = "auto",
    source: str = "<lines>",
    start_line: int = 1,
    max_errors: int | None = None,
) -> StatsResult:
    """Count a block of JSONL text: :func:`stats_lines` over its lines.

    Args:
        chunk: Whole lines of JSONL, separated by ``\\n``.
        src: As for :func:`stats_lines`.
        source: As for :func:`stats_lines`.
        start_line: The line number of the block's first line.
        max_errors: As for :func:`stats_lines`.

    Raises:
        ValueError: ``src`` is unknown.

    Example:
        >>> stats_chunk(b'{"type": "human", "content": "hi"}\\n').string_contents
        1
    """
    return stats_lines(
        chunk.split(b"\n"), src=src, source=source, start_line=start_line, max_errors=max_errors
    )


def stats_file(path: str | Path, *, src: str = "auto", max_errors: int | None = None) -> StatsResult:
    """Count a JSONL file, line by line (constant memory).

    Args:
        path: The file.
        src: As for :func:`stats_lines`.
        max_errors: As for :func:`stats_lines`.

    Raises:
        OSError: The file cannot be read.
        ValueError: ``src`` is unknown.

    Example:
        >>> import tempfile
        >>> with tempfile.TemporaryDirectory() as d:
        ...     p = Path(d, "a.jsonl")
        ...     _ = p.write_text('{"type": "human", "content": "hello"}\\n')
        ...     stats_file(p).tokens
        6
    """
    with open(path, "rb") as stream:
        return stats_lines(stream, src=src, source=str(path), max_errors=max_errors)
