"""The join rules: how the fields of message chunks are joined (content, dicts, lists).

Design notes: docs/design.md, ``chatschema.messages._join_rules``.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "KEEP_ONCE_KEYS",
    "LAST_WINS_KEYS",
    "LC_INDEX_PREFIX",
    "JoinedText",
    "Joiner",
    "appends_after_list",
    "best_id",
    "copy_json",
    "extend_blocks",
    "ids_agree",
    "item_addition",
    "joined_ints",
    "keeps_string",
    "merge_content",
    "merge_dicts",
    "merge_lists",
    "merge_obj",
    "mergeable_index",
    "read_text",
    "read_texts",
]

KEEP_ONCE_KEYS: frozenset[str] = frozenset(
    {
        # LangChain (1.7 and 1.8) already keeps these once when equal.
        "id",
        "output_version",
        "model_provider",
        # chatschema adds identifiers and enumerations that providers repeat
        # verbatim on several chunks and never stream as text deltas.
        "model_name",
        "model",
        "finish_reason",
        "native_finish_reason",
        "stop_reason",
        "object",
        "system_fingerprint",
        "service_tier",
    }
)
"""Keys whose string values are kept once when both sides are equal (at any depth)."""

LAST_WINS_KEYS: frozenset[str] = frozenset({"index", "created", "timestamp"})
"""Integer keys where the later value replaces the earlier one instead of adding to it."""

LC_INDEX_PREFIX = "lc_"
"""A string ``index`` with this prefix (v1 streams) is kept as it is, not concatenated."""

_LC_RUN_PREFIX = "lc_run-"


def copy_json(value: Any) -> Any:
    """A deep copy of JSON-like data: each dict and list copied (every occurrence), other values kept.

    A ``dict`` or ``list`` subclass comes back as a plain ``dict`` or ``list``.

    Args:
        value: Any value; usually a message field such as ``content`` or ``additional_kwargs``.

    Returns:
        The copy, sharing no dict or list with ``value``.

    Raises:
        RecursionError: ``value`` is nested deeper than Python's recursion limit.

    Example:
        >>> data = {"a": [1, {"b": "x"}]}
        >>> copy = copy_json(data)
        >>> copy == data, copy["a"] is data["a"], copy["a"][1] is data["a"][1]
        (True, False, False)
    """
    kind = type(value)
    if kind is dict or (kind is not str and isinstance(value, dict)):
        return {k: v if type(v) in _LEAVES else copy_json(v) for k, v in value.items()}
    if kind is list or (kind is not str and isinstance(value, list)):
        return [v if type(v) in _LEAVES else copy_json(v) for v in value]
    return value


_LEAVES = frozenset((str, int, float, bool, type(None)))
"""Types :func:`copy_json` returns as they are, skipped without a call."""


def keeps_string(key: str, current: str, value: str) -> bool:
    """Whether :func:`merge_dicts` keeps the earlier string under ``key`` instead of adding ``value`` to it.

    An ``index`` that starts with ``"lc_"`` is kept (``value`` is then equal
    to it, or a list item would not have been merged); equal strings under a
    key in :data:`KEEP_ONCE_KEYS` are kept once. Every other pair of strings
    is concatenated.

    Args:
        key: The key both strings are under.
        current: The earlier string.
        value: The later string.

    Returns:
        True when the result is ``current``; False when it is ``current + value``.

    Example:
        >>> keeps_string("finish_reason", "stop", "stop"), keeps_string("text", "a", "a")
        (True, False)
        >>> keeps_string("index", "lc_txt_0", "lc_txt_0"), keeps_string("index", "a", "a")
        (True, False)
    """
    return (key == "index" and current.startswith(LC_INDEX_PREFIX)) or (
        key in KEEP_ONCE_KEYS and current == value
    )


def joined_ints(key: str, current: int, value: int) -> int:
    """What :func:`merge_dicts` puts under ``key`` for two different integers (not booleans).

    Args:
        key: The key both integers are under.
        current: The earlier integer.
        value: The later integer.

    Returns:
        ``value`` when ``key`` is in :data:`LAST_WINS_KEYS`, else the sum.

    Example:
        >>> joined_ints("output_tokens", 3, 4), joined_ints("created", 3, 4)
        (7, 4)
    """
    return value if key in LAST_WINS_KEYS else current + value


def best_id(ids: list[Any]) -> Any:
    """The id a merged message keeps: a provider's id beats an ``lc_run-`` id, which beats any other.

    Args:
        ids: The candidate ids in order; empty ones are skipped.

    Returns:
        The first id that does not start with ``lc_``; else the first ``lc_run-``
        id; else the first other id; None when every id is empty.

    Example:
        >>> best_id(["lc_abc", None, "lc_run-1", "chatcmpl-9"])
        'chatcmpl-9'
        >>> best_id(["lc_abc", "lc_run-1"])
        'lc_run-1'
    """
    chosen = None
    best = -1
    for candidate in ids:
        if not candidate:
            continue
        if not candidate.startswith(LC_INDEX_PREFIX):
            return candidate
        rank = 1 if candidate.startswith(_LC_RUN_PREFIX) else 0
        if rank > best:
            best, chosen = rank, candidate
    return chosen


def merge_content(first: Any, *contents: Any) -> Any:
    """Join the contents of chunks, as LangChain does when adding them.

    Strings are concatenated. A string followed by a list becomes the first
    item of the list. Lists are joined with :func:`merge_lists`, so blocks
    carrying the same ``index`` become one block. A string after a list is
    added to the list's last item when that is a string, else appended (an
    empty string is ignored).

    Unlike LangChain, a string after an *empty* list is kept: ``[] + "abc"``
    gives ``["abc"]`` where LangChain gives ``[]`` (langchain issue #40224).

    Args:
        first: The content of the first chunk (None counts as ``""``).
        *contents: The contents of the following chunks.

    Returns:
        The joined content. Neither input is modified.

    Raises:
        TypeError: A content is neither a string nor a list.

    Example:
        >>> merge_content("Hello", ", world")
        'Hello, world'
        >>> merge_content("Hi", [{"type": "text", "text": "!"}])
        ['Hi', {'type': 'text', 'text': '!'}]
        >>> merge_content([{"type": "text", "text": "a", "index": 0}], [{"text": "b", "index": 0}])
        [{'type': 'text', 'text': 'ab', 'index': 0}]
        >>> merge_content([], "abc")
        ['abc']
    """
    merged: Any = "" if first is None else first
    if isinstance(merged, list):
        merged = list(merged)
    for content in contents:
        if isinstance(merged, str):
            merged = merged + content if isinstance(content, str) else [merged, *content]
        elif isinstance(content, list):
            merged = merge_lists(merged, content)
        elif merged and isinstance(merged[-1], str):
            merged[-1] += content
        elif appends_after_list(merged, content):
            merged.append(content)
    return merged


def appends_after_list(items: list[Any], content: Any) -> bool:
    """Whether :func:`merge_content` appends ``content`` (not a list) to list content as a new item.

    This is the rule once the last item of ``items`` is not a string (a
    string there gets ``content`` added to it): an empty string is dropped,
    any other string is appended, even to an empty list (LangChain drops it
    there, langchain issue #40224); content of another kind is appended only
    to a non-empty list, as in LangChain.

    Args:
        items: The list content so far (its last item, if any, is not a string).
        content: The content that follows.

    Returns:
        True when ``content`` becomes the last item.

    Example:
        >>> appends_after_list([], "abc"), appends_after_list([{"type": "image"}], "")
        (True, False)
        >>> appends_after_list([], None), appends_after_list([{"type": "image"}], None)
        (False, True)
    """
    if isinstance(content, str):
        return content != ""
    return bool(items)


def merge_dicts(left: dict[str, Any], *others: dict[str, Any]) -> dict[str, Any]:
    """Merge dicts of chunk data (``additional_kwargs``, ``response_metadata``, blocks).

    For each key of each later dict:

    * a key that is new, or whose earlier value is None, takes the later value;
      a later None changes nothing;
    * strings are concatenated, except that an ``index`` starting with
      ``"lc_"`` is kept, and equal strings under a key in
      :data:`KEEP_ONCE_KEYS` (such as ``id``, ``model_name`` and
      ``finish_reason``) are kept once;
    * dicts are merged with this function and lists with :func:`merge_lists`;
    * equal values are kept; different integers are added, except ``index``,
      ``created`` and ``timestamp``, where the later value wins.

    Args:
        left: The first dict; it is not modified.
        *others: Dicts to merge into it, in order.

    Returns:
        A new dict (nested values that needed no merging are shared).

    Raises:
        TypeError: A key holds values of different types, or two different
            values that cannot be merged (such as two floats or two booleans).

    Example:
        >>> merge_dicts({"function_call": {"arguments": '{"a'}}, {"function_call": {"arguments": '": 1}'}})
        {'function_call': {'arguments': '{"a": 1}'}}
        >>> first = {"model_name": "gpt", "finish_reason": None}
        >>> merge_dicts(first, {"model_name": "gpt", "finish_reason": "stop"})
        {'model_name': 'gpt', 'finish_reason': 'stop'}
    """
    merged = dict(left)
    for right in others:
        _COPYING.merge_dicts(merged, right)
    return merged


def mergeable_index(index: Any) -> bool:
    """Whether list items carrying this ``index`` are merged: an integer, or a string starting ``lc_``.

    Args:
        index: The value of an item's ``index`` key.

    Returns:
        True when items with equal indexes are merged into one.

    Example:
        >>> mergeable_index(0), mergeable_index("lc_txt_1"), mergeable_index("a"), mergeable_index(None)
        (True, True, False, False)
    """
    return isinstance(index, int) or (isinstance(index, str) and index.startswith(LC_INDEX_PREFIX))


_BLANK_IDS = frozenset({None, ""})


def ids_agree(left_id: Any, right_id: Any) -> bool:
    """Whether two list items with the same ``index`` may be merged, judging by their ``id``.

    They may unless both ids are set (not None, not ``""``) and differ. As in
    LangChain, the left id is looked at first and an unhashable id raises.

    Args:
        left_id: The ``id`` of the earlier item (None when it has none).
        right_id: The ``id`` of the later item.

    Returns:
        True when the ids do not conflict.

    Raises:
        TypeError: An id that is looked at is unhashable (a list, say).

    Example:
        >>> ids_agree(None, "b"), ids_agree("a", ""), ids_agree("a", "a"), ids_agree("a", "b")
        (True, True, True, False)
    """
    return left_id in _BLANK_IDS or right_id in _BLANK_IDS or left_id == right_id


def _without_type(item: dict[str, Any]) -> dict[str, Any]:
    if "type" not in item:
        return item
    return {k: v for k, v in item.items() if k != "type"}


def item_addition(target_type: Any, item: dict[str, Any]) -> dict[str, Any]:
    """What :func:`merge_lists` merges into the earlier item that ``item`` joins.

    Usually ``item`` without its ``type``. A ``non_standard`` item with a
    ``value`` joining an item that has a ``type`` gives its value (without a
    ``type`` key): under ``value`` (with the ``index``) when the earlier item
    is ``non_standard`` too, else under ``extras``.

    Args:
        target_type: The ``type`` of the earlier item (None when it has none).
        item: The later item.

    Returns:
        The dict to merge into the earlier item with :func:`merge_dicts`
        (``item`` itself when it has no ``type``).

    Example:
        >>> item_addition("text", {"type": "text", "text": "b", "index": 0})
        {'text': 'b', 'index': 0}
        >>> item_addition("text", {"type": "non_standard", "value": {"sig": "x"}, "index": 0})
        {'extras': {'sig': 'x'}}
    """
    if target_type and item.get("type") == "non_standard" and "value" in item:
        inner = {k: v for k, v in item["value"].items() if k != "type"}
        if target_type != "non_standard":
            return {"extras": inner}
        addition: dict[str, Any] = {"value": inner}
        if "index" in item:
            addition["index"] = item["index"]
        return addition
    return _without_type(item)


def merge_lists(left: list[Any] | None, *others: list[Any] | None) -> list[Any] | None:
    """Join lists of chunk data, merging items that carry the same ``index``.

    A dict item whose ``index`` is an integer (or a string starting with
    ``"lc_"``) is merged with :func:`merge_dicts` into the first earlier item
    with the same ``index`` and no conflicting ``id``; the later item's
    ``type`` is not merged. A ``non_standard`` block merged into a standard
    block lands in its ``extras``. Other items are appended.

    Args:
        left: The first list, or None; it is not modified.
        *others: Lists to join to it, in order; None entries are skipped.

    Returns:
        A new list, or None when every input is None.

    Raises:
        TypeError: Merging two items failed (see :func:`merge_dicts`).

    Example:
        >>> merge_lists([{"index": 0, "args": '{"a'}], [{"index": 0, "args": '": 1}'}, {"index": 1}])
        [{'index': 0, 'args': '{"a": 1}'}, {'index': 1}]
        >>> merge_lists(None, [1], None, [2])
        [1, 2]
    """
    merged = None if left is None else list(left)
    for other in others:
        if other is None:
            continue
        if merged is None:
            merged = list(other)
        else:
            _COPYING.merge_lists(merged, other)
    return merged


class JoinedText:
    """A string that a :class:`Joiner` working in place is still joining: its pieces, joined once when read.

    Repeated ``+=`` on a growing string copies it each time; a long run would cost time in
    proportion to the square of its size.

    Example:
        >>> text = JoinedText("Hel", "lo")
        >>> text.parts.append("!")
        >>> text.value()
        'Hello!'
    """

    __slots__ = ("parts",)

    def __init__(self, first: str, second: str) -> None:
        self.parts = [first, second]

    def value(self) -> str:
        """The string: the pieces joined (and kept as one piece)."""
        if len(self.parts) != 1:
            self.parts = ["".join(self.parts)]
        return self.parts[0]


def read_text(value: Any) -> Any:
    """``value``, with a :class:`JoinedText` read as its string.

    Example:
        >>> read_text(JoinedText("a", "b")), read_text(3)
        ('ab', 3)
    """
    return value.value() if type(value) is JoinedText else value


def read_texts(value: Any) -> Any:
    """Read every :class:`JoinedText` in ``value`` (dicts and lists changed in place), and return it.

    Example:
        >>> read_texts({"a": [JoinedText("x", "y")], "b": JoinedText("1", "2")})
        {'a': ['xy'], 'b': '12'}
    """
    kind = type(value)
    if kind is JoinedText:
        return value.value()
    if kind is dict:
        for k, v in value.items():
            if type(v) in _CONTAINERS:
                value[k] = read_texts(v)
    elif kind is list:
        for i, v in enumerate(value):
            if type(v) in _CONTAINERS:
                value[i] = read_texts(v)
    return value


_CONTAINERS = frozenset((JoinedText, dict, list))


class Joiner:
    """The join rules applied to dicts and lists: what :func:`merge_dicts` and :func:`merge_lists` do.

    With ``in_place=False`` (``+``: :func:`merge_dicts` and :func:`merge_lists` use this), a
    dict or list that a join changes is copied first, so the values joined are never changed,
    and strings are concatenated. With ``in_place=True`` (the fold of
    :class:`~chatschema.messages._accumulate.ChunkAccumulator`), the dicts and lists joined into
    belong to the caller, who copied them, and are changed in place; strings grow as
    :class:`JoinedText` (read them with :func:`read_texts`), and the items of a list are found
    by their ``index`` through a table per list, so joining a long run costs time in proportion
    to its size. Either way the results and errors are the same.

    Args:
        in_place: Whether to join in place.

    Example:
        >>> joiner = Joiner(in_place=True)
        >>> merged = {"text": "a", "items": [{"index": 0, "v": "x"}]}
        >>> joiner.merge_dicts(merged, {"text": "b", "items": [{"index": 0, "v": "y"}]})
        >>> read_texts(merged)
        {'text': 'ab', 'items': [{'index': 0, 'v': 'xy'}]}
    """

    __slots__ = ("in_place", "tables", "texts")

    def __init__(self, *, in_place: bool) -> None:
        self.in_place = in_place
        self.tables: dict[int, tuple[list[Any], dict[Any, list[int]]]] = {}
        """Per list joined in place (by ``id``, the list kept alive with it): item positions by ``index``."""
        self.texts = False
        """Whether a :class:`JoinedText` was stored (else :func:`read_texts` has nothing to do)."""

    def merge_dicts(self, merged: dict[str, Any], right: dict[str, Any]) -> None:
        """Join ``right`` into ``merged``, key by key (see :func:`merge_dicts` for the rules).

        Raises:
            TypeError: A key holds values of different types, or values that cannot be merged.
        """
        for key, value in right.items():
            current = merged.get(key, None)
            if current is None:
                if value is not None or key not in merged:
                    merged[key] = value
                continue
            if value is None:
                continue
            kind = type(current)
            if (str if kind is JoinedText else kind) is not type(value):
                raise TypeError(
                    f'additional_kwargs["{key}"] already exists in this message, but with a different type.'
                )
            if kind is JoinedText or isinstance(current, str):
                if not keeps_string(key, read_text(current), value):
                    merged[key] = self.joined_text(current, value)
            elif isinstance(current, dict):
                if not self.in_place:
                    merged[key] = current = dict(current)
                self.merge_dicts(current, value)
            elif isinstance(current, list):
                if not self.in_place:
                    merged[key] = current = list(current)
                self.merge_lists(current, value)
            elif current == value:
                continue
            elif isinstance(current, int) and not isinstance(current, bool):
                merged[key] = joined_ints(key, current, value)
            else:
                raise TypeError(
                    f"Additional kwargs key {key} already exists in left dict and value has unsupported "
                    f"type {type(current)}."
                )

    def joined_text(self, current: Any, value: str) -> Any:
        """``current + value``; in place, ``current`` as a :class:`JoinedText` with ``value`` added."""
        if not self.in_place:
            return current + value
        self.texts = True
        if type(current) is JoinedText:
            current.parts.append(value)
            return current
        return JoinedText(current, value)

    def merge_lists(self, merged: list[Any], other: list[Any]) -> None:
        """Join the items of ``other`` into ``merged`` (see :func:`merge_lists` for the rules).

        Raises:
            TypeError: Joining two items failed, or an ``id`` that is looked at is unhashable.
        """
        for item in other:
            pos = -1
            if isinstance(item, dict) and "index" in item and mergeable_index(item["index"]):
                pos = self._partner(merged, item)
            if pos < 0:
                self.append(merged, item)
                continue
            target = merged[pos]
            addition = item_addition(read_text(target.get("type")), item)
            if not self.in_place:
                merged[pos] = target = dict(target)
            self.merge_dicts(target, addition)

    def append(self, items: list[Any], item: Any) -> None:
        """Append ``item`` to ``items`` (keeping the list's index table, if it has one)."""
        entry = self.tables.get(id(items))
        if entry is not None:
            _register(entry[1], item, len(items))
        items.append(item)

    def _partner(self, merged: list[Any], item: dict[str, Any]) -> int:
        """The first earlier item with the same ``index`` and no conflicting ``id``, or -1.

        Every item with the index has its id looked at, as in LangChain, so an unhashable id
        raises wherever it is.
        """
        index = item["index"]
        if self.in_place:
            positions: Any = self._table(merged).get(index, ())
        else:
            positions = range(len(merged))
        item_id = item.get("id")
        found = -1
        for pos in positions:
            earlier = merged[pos]
            if (
                isinstance(earlier, dict)
                and "index" in earlier
                and earlier["index"] == index
                and ids_agree(read_text(earlier.get("id")), item_id)
                and found < 0
            ):
                found = pos
        return found

    def _table(self, items: list[Any]) -> dict[Any, list[int]]:
        entry = self.tables.get(id(items))
        if entry is None:
            table: dict[Any, list[int]] = {}
            for i, item in enumerate(items):
                _register(table, item, i)
            entry = self.tables[id(items)] = (items, table)
        return entry[1]


def _register(table: dict[Any, list[int]], item: Any, position: int) -> None:
    """Enter an item with an ``index`` in a list's index table (content is JSON: any index that
    is not a list or a dict is hashable, and only those can equal a mergeable index)."""
    if isinstance(item, dict) and "index" in item and not isinstance(item["index"], (list, dict)):
        table.setdefault(item["index"], []).append(position)


_COPYING = Joiner(in_place=False)
"""The joiner of :func:`merge_dicts` and :func:`merge_lists` (it keeps no state)."""


def merge_obj(left: Any, right: Any) -> Any:
    """Merge two values of any JSON type (used for tool message artifacts).

    None gives way to the other value; strings are concatenated, dicts and
    lists merged with :func:`merge_dicts` and :func:`merge_lists`; other
    values must be equal.

    Args:
        left: The earlier value.
        right: The later value.

    Raises:
        TypeError: The values have different types.
        ValueError: The values are of another type and differ.

    Example:
        >>> merge_obj({"rows": [1]}, {"rows": [2]})
        {'rows': [1, 2]}
        >>> merge_obj(None, "x")
        'x'
        >>> merge_obj(1, 2)  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        ValueError: Unable to merge left=1 and right=2. Both must be of type str, dict, or list, ...
    """
    if left is None or right is None:
        return right if left is None else left
    if type(left) is not type(right):
        raise TypeError(
            f"left and right are of different types. Left type:  {type(left)}. Right type: {type(right)}."
        )
    if isinstance(left, str):
        return left + right
    if isinstance(left, dict):
        return merge_dicts(left, right)
    if isinstance(left, list):
        return merge_lists(left, right)
    if left == right:
        return left
    raise ValueError(
        f"Unable to merge {left=} and {right=}. Both must be of type str, dict, or list, "
        "or else be two equal objects."
    )


_NOT_MERGED = object()
"""Returned by :func:`_merged_value` when the general rules must decide."""


def _merged_value(key: str, current: Any, value: Any) -> Any:
    """What :func:`merge_dicts` puts under ``key`` when ``value`` follows ``current`` (both not None).

    :data:`_NOT_MERGED` when :func:`_joins_cleanly` cannot tell that the merge succeeds: the
    caller leaves the pair to the general path, which gives the answer or raises the error.
    """
    if not _joins_cleanly(current, value):
        return _NOT_MERGED
    return merge_dicts({key: current}, {key: value})[key]


def _joins_cleanly(current: Any, value: Any) -> bool:
    """Whether :func:`merge_dicts` merges ``value`` after ``current`` (not None) without an error.

    A cautious answer: True only for values of the same type that are strings, integers or
    equal values, dicts whose shared keys join cleanly, and lists none of whose later items
    carry an index that merges (so they are appended).
    """
    kind = type(current)
    if kind is not type(value):
        return False
    if kind is str:
        return True
    if kind is dict:
        return all(
            item is None or current.get(k) is None or _joins_cleanly(current[k], item)
            for k, item in value.items()
        )
    if kind is list:
        return not any(type(item) is dict and mergeable_index(item.get("index")) for item in value)
    return kind is int or bool(current == value)


def extend_blocks(blocks: list[Any], delta: Any) -> list[Any] | None:
    """``merge_content(blocks, delta)`` for the usual streaming step of list content, or None.

    ``blocks`` is the list content of an earlier sum and ``delta`` the content
    of the next chunk: an empty string, or a list whose dict items carry an
    ``index`` (an integer or an ``lc_`` string) that matches an earlier block
    or starts a new one. The result is exactly what :func:`merge_content`
    gives: a new list, in which a block that a delta item merges into is a new
    dict and every other block the same object as before. Each step reads the
    ``index`` of every block (and the ``id`` of those with the same index), as
    :func:`merge_lists` does, so that blocks changed in place are seen: it
    costs in proportion to the number of blocks (a few in a usual stream), not
    to the number of chunks before it, and the merged block's strings grow by
    concatenation.

    None means that something is not in its usual form (an unusual ``id`` or
    ``index``, a ``non_standard`` item, a dict subclass, values that
    :func:`merge_dicts` rejects, a non-empty string delta, ...): the caller
    must use :func:`merge_content`, which then gives the answer or the error.

    Example:
        >>> extend_blocks(
        ...     [{"type": "text", "text": "Hel", "index": 0}], [{"type": "text", "text": "lo", "index": 0}]
        ... )
        [{'type': 'text', 'text': 'Hello', 'index': 0}]
        >>> extend_blocks([], "more") is None
        True
    """
    if type(delta) is not list:
        return list(blocks) if delta == "" and type(delta) is str else None
    merged = list(blocks)
    for item in delta:
        if type(item) is not dict:
            if isinstance(item, dict):
                return None
            merged.append(item)
            continue
        index: Any = item.get("index")
        kind = type(index)
        if kind is not int and (kind is not str or not index.startswith(LC_INDEX_PREFIX)):
            if kind is str or not isinstance(index, (int, str)):
                merged.append(item)  # no index, or one that is never merged
                continue
            return None  # a bool, or a subclass of int or str
        # The first earlier block with this index and no conflicting id. As in merge_lists,
        # the id of every block with the index is looked at (ids that are not strings go
        # the general way, where merge_lists may raise).
        item_id = item.get("id")
        found = -1
        pos = -1
        for earlier in merged:
            pos += 1
            if type(earlier) is dict:
                if earlier.get("index") == index:
                    earlier_id = earlier.get("id")
                    if (earlier_id is not None and type(earlier_id) is not str) or (
                        item_id is not None and type(item_id) is not str
                    ):
                        return None
                    if found < 0 and ids_agree(earlier_id, item_id):
                        found = pos
            elif isinstance(earlier, dict):
                return None
        if found < 0:
            merged.append(item)
            continue
        if item.get("type") == "non_standard":
            return None
        block = dict(merged[found])
        if type(block["index"]) is not kind:
            return None  # such as 1.0 and 1, which merge_dicts refuses
        # Both indexes are equal integers or equal "lc_" strings: merge_dicts keeps the block's.
        for key, value in item.items():
            if key == "type" or key == "index":
                continue
            current: Any = block.get(key)
            current_kind = type(current)
            if current_kind is str and type(value) is str:
                if not keeps_string(key, current, value):
                    block[key] = current + value
            elif current is None:
                if value is not None or key not in block:
                    block[key] = value
            elif value is None:
                continue
            elif current_kind is int and type(value) is int:
                if current != value:
                    block[key] = joined_ints(key, current, value)
            else:
                joined = _merged_value(key, current, value)
                if joined is _NOT_MERGED:
                    return None
                block[key] = joined
        merged[found] = block
    return merged
