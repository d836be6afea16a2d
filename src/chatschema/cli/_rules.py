"""``chatschema validate --rules PROVIDER``: the provider's conversation rules, after the schema check.

A line (or a record of a JSON document) that the schemas accept is read into messages and checked
with :func:`chatschema.check_conversation`; its first problem is reported like a schema error, as
``file:line: $.path: message``, and the line counts as invalid.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from chatschema._conversation import Provider, check_conversation
from chatschema._formats import PROVIDERS as PROVIDERS
from chatschema.batch import BatchResult, ErrorRecord
from chatschema.batch._convert import read_messages
from chatschema.batch._records import item_path, keep_errors, parse_line

__all__ = ["PROVIDERS", "add_rule_errors"]


_INDEX = re.compile(r"\$\[(\d+)\]")


def _first_problem(record: bytes | str, provider: Provider, prefix: str) -> tuple[str, str] | None:
    """(path, message) of the first rule a valid record breaks, or None."""
    try:
        line, messages = read_messages(parse_line(record), "auto")
    except ValueError:  # a LineError or ValidationError: the schema check reported it already
        return None
    problems = check_conversation(messages, provider)
    if not problems:
        return None
    problem = problems[0]
    found = _INDEX.match(problem.path)
    path = problem.path
    if found is not None:
        inside = item_path(line, int(found.group(1)))
        path = inside + problem.path[found.end() :]
    return prefix + path[1:], f"{provider} rule {problem.code}: {problem.message}"


def _inside(path: str, prefix: str) -> bool:
    return prefix == "$" or path == prefix or path.startswith((prefix + ".", prefix + "["))


def add_rule_errors(
    result: BatchResult,
    records: Iterable[tuple[int, bytes | str, str]],
    provider: Provider,
    source: str,
) -> BatchResult:
    """Check the records the schema check accepted against a provider's conversation rules.

    Args:
        result: The schema check's result for these records; records it reported are skipped.
        records: ``(line, record, prefix)`` for each record: its line number, its JSON text and
            the path of the record in its document (``$`` for a JSONL line, ``$[2]`` for the
            third conversation of a JSON document).
        provider: Whose rules.
        source: The file name for the error records.

    Returns:
        ``result``, with a line breaking a rule moved from valid to invalid and its first
        problem among the errors (in line order, up to ``result.max_errors``).

    Example:
        >>> from chatschema.batch import validate_lines
        >>> lines = [b'[{"role": "user", "content": ""}, {"role": "assistant", "content": "hi"}]']
        >>> result = add_rule_errors(validate_lines(lines), [(1, lines[0], "$")], "anthropic", "chats.jsonl")
        >>> result.valid, result.invalid
        (0, 1)
        >>> print(result.errors[0])
        chats.jsonl:1: $[0].content: anthropic rule empty_content: Anthropic rejects empty content
    """
    failed: dict[int, list[str]] = {}
    for error in result.errors:
        failed.setdefault(error.line, []).append(error.path)
    found: list[ErrorRecord] = []
    for line, record, prefix in records:
        if any(_inside(path, prefix) for path in failed.get(line, ())):
            continue  # the schema check reported it
        problem = _first_problem(record, provider, prefix)
        if problem is not None:
            found.append(ErrorRecord(source, line, *problem))
    if found:
        result.valid -= len(found)
        result.invalid += len(found)
        merged = sorted([*result.errors, *found], key=lambda error: error.line)
        result.errors = []
        keep_errors(result.errors, merged, result.max_errors)
    return result
