"""Cut a conversation down to a token budget, as ``langchain_core.messages.trim_messages``.

Design notes: docs/design.md, ``chatschema._trim``.
"""

from __future__ import annotations

import bisect
import copy
import inspect
from collections.abc import Callable, Sequence
from itertools import accumulate
from typing import Any, Literal

import msgspec

from chatschema._extras import extras_of, set_extras
from chatschema._filter import MessageTypes, is_message_type
from chatschema._message_loops import approx_check, approx_counts
from chatschema._partial_application import supports_partial
from chatschema._tokens import (
    approximate_message_tokens,
    approximate_prefix_counts,
    count_tokens_approximately,
)
from chatschema.convert._to_messages import to_messages
from chatschema.messages._ai import AIMessage
from chatschema.messages._base import BaseMessage
from chatschema.messages._join_rules import copy_json
from chatschema.messages._kinds import kind_of

__all__ = ["trim_messages"]

_TOOL_CALL_BLOCKS = ("tool_use", "tool_call")
"""Content blocks that carry a tool call id an AI message's result answers."""


@supports_partial
def trim_messages(
    messages: Any,
    *,
    max_tokens: int,
    token_counter: Callable[[list[BaseMessage]], int] | Callable[[BaseMessage], int] | Any,
    strategy: Literal["first", "last"] = "last",
    allow_partial: bool = False,
    end_on: MessageTypes | None = None,
    start_on: MessageTypes | None = None,
    include_system: bool = False,
    text_splitter: Callable[[str], list[str]] | Any | None = None,
    keep_tool_pairs: bool = False,
) -> list[BaseMessage]:
    r"""Keep the first or last messages that fit in ``max_tokens``.

    ``strategy="last"`` keeps the most recent messages; it is what a chat
    history usually needs, together with ``include_system=True`` (keep a
    system message at index 0, counted first) and ``start_on="human"``
    (most models expect the history after the system message to start with
    a human message). ``strategy="first"`` keeps the earliest messages.

    With ``allow_partial``, the message at the boundary may be cut to fit:
    for list content, the leading (``"first"``) or trailing (``"last"``)
    blocks that fit are kept; otherwise the text of the string content, or
    of the first (``"first"``) or last (``"last"``) block, is split with
    ``text_splitter`` and the pieces that fit are kept as string content.

    ``end_on`` drops messages after the last message of the given types
    (for ``"last"`` before trimming, for ``"first"`` after). ``start_on``
    (``"last"`` only) drops messages before the first message of the given
    types, after trimming. Types are type tags or classes, as in
    :func:`chatschema._filter.filter_messages`.

    ``keep_tool_pairs=True`` (off by default, and then the result is LangChain's) never separates an AI
    message's tool calls from the ``ToolMessage`` results answering them, whatever the other options:
    a pair that does not fit is dropped whole, and a list counter only ever sees messages in their
    original order (docs/compat.md, "Message utilities").

    Called without messages (only keyword arguments), returns a callable
    that trims the messages it is given.

    Args:
        messages: Messages or message-like values (converted with
            :func:`chatschema.convert._messages.convert_to_messages`).
        max_tokens: The token budget.
        token_counter: A function counting the tokens of a list of messages;
            a function of one message (recognised by its first parameter
            being annotated ``BaseMessage``), whose counts are added up;
            ``"approximate"`` for
            :func:`chatschema._tokens.count_tokens_approximately`; or an
            object with ``get_num_tokens_from_messages`` (such as a LangChain
            chat model). ``len`` counts messages.
        strategy: ``"last"`` or ``"first"``.
        allow_partial: Cut the boundary message to fit.
        end_on: Type(s) the result must end with.
        start_on: Type(s) the result must start with (after the system
            message kept by ``include_system``); ``"last"`` only.
        include_system: Keep a system message at index 0; ``"last"`` only.
        text_splitter: A function splitting text into pieces that join back
            into it, or an object with ``split_text``. By default text is
            split after each newline.
        keep_tool_pairs: Never separate a tool call from its results.

    Returns:
        The kept messages. Messages cut by ``allow_partial`` are copies;
        the others are the input messages.

    Raises:
        ValueError: ``start_on`` or ``include_system`` with ``"first"``; an
            unknown ``token_counter`` shortcut or a counter that is neither
            callable nor has ``get_num_tokens_from_messages``; an unknown
            ``strategy``; a value that cannot be turned into a message.

    Example:
        >>> from chatschema import AIMessage, HumanMessage, SystemMessage
        >>> history = [
        ...     SystemMessage("you're a good assistant, you always respond with a joke."),
        ...     HumanMessage("i wonder why it's called langchain"),
        ...     AIMessage('Well, I guess they thought "WordRope" and "SentenceString" just '
        ...               "didn't have the same ring to it!"),
        ...     HumanMessage("and who is harrison chasing anyways"),
        ...     AIMessage("Hmmm let me think.\n\nWhy, he's probably chasing after the last "
        ...               "cup of coffee in the office!"),
        ...     HumanMessage("what do you call a speechless parrot"),
        ... ]
        >>> kept = trim_messages(history, max_tokens=4, token_counter=len, strategy="last",
        ...                      start_on="human", include_system=True)
        >>> [m.type for m in kept]
        ['system', 'human', 'ai', 'human']
        >>> [m.type for m in trim_messages(history, max_tokens=45, token_counter="approximate",
        ...                                start_on="human", include_system=True)]
        ['system', 'human']
    """
    if start_on and strategy == "first":
        raise ValueError("start_on parameter is only valid with strategy='last'")
    if include_system and strategy == "first":
        raise ValueError("include_system parameter is only valid with strategy='last'")
    msgs = to_messages(messages)
    counter = _counter(token_counter)
    split = _splitter(text_splitter)
    if strategy not in ("first", "last"):
        raise ValueError(f"Unrecognized {strategy=}. Supported strategies are 'last' and 'first'.")
    valid = _valid_cuts(msgs) if keep_tool_pairs else None
    if strategy == "first":
        return _take(
            msgs,
            budget=max_tokens,
            counter=counter.view(msgs, flip=False),
            split=split,
            partial=allow_partial,
            from_end=False,
            stop_on=end_on,
            cut_ok=None if valid is None else valid.__getitem__,
        )

    end = len(msgs)
    if end_on:
        while end > 0 and not (is_message_type(msgs[end - 1], end_on) and (valid is None or valid[end])):
            end -= 1
    start = 0
    budget = max_tokens
    system = None
    if include_system and end > 0 and kind_of(msgs[0]) == "system":
        system = msgs[0]
        start = 1
        budget = max(0, max_tokens - counter.one(system))
    body = msgs[start:end]
    body.reverse()
    cut_ok = None
    if valid is not None:
        ok = valid

        def cut_ok(k: int) -> bool:
            return ok[end - k]

    kept = _take(
        body,
        budget=budget,
        counter=counter.view(body, flip=valid is not None),
        split=split,
        partial=allow_partial,
        from_end=True,
        stop_on=start_on,
        cut_ok=cut_ok,
    )
    kept.reverse()
    return [system, *kept] if system is not None else kept


# ---------------------------------------------------------------------------
# Token counters


class _View:
    """Counts over the first ``k`` messages of a sequence, plus a candidate message."""

    def total(self, k: int) -> Any:
        raise NotImplementedError

    def plus(self, k: int, message: BaseMessage) -> Any:
        raise NotImplementedError

    def single(self, message: BaseMessage) -> Any:
        raise NotImplementedError

    def most_blocks(
        self,
        k: int,
        message: BaseMessage,
        blocks: list[Any],
        budget: Any,
        counted: Callable[[list[Any]], Any],
    ) -> int:
        """The largest ``size < len(blocks)`` for which ``message`` holding ``blocks[:size]`` fits, or 0."""
        for size in range(len(blocks) - 1, 0, -1):
            if self.plus(k, counted(blocks[:size])) <= budget:
                return size
        return 0


class _ListView(_View):
    """A counter over lists, called with slices (``flip``: in the original order)."""

    def __init__(self, count: Callable[[list[BaseMessage]], Any], seq: list[BaseMessage], flip: bool) -> None:
        self.count, self.seq, self.flip = count, seq, flip

    def total(self, k: int) -> Any:
        part = self.seq[:k]
        if self.flip:
            part.reverse()
        return self.count(part)

    def plus(self, k: int, message: BaseMessage) -> Any:
        part = self.seq[:k]
        if self.flip:
            part.reverse()
            return self.count([message, *part])
        return self.count([*part, message])

    def single(self, message: BaseMessage) -> Any:
        return self.count([message])


class _SumView(_View):
    """A counter of one message; totals are prefix sums, each message counted once."""

    def __init__(self, count: Callable[[BaseMessage], Any], seq: list[BaseMessage]) -> None:
        self.count = count
        self.seq = seq
        self.sums: list[Any] | None = None

    def _prefix(self) -> list[Any]:
        if self.sums is None:
            running: Any = 0
            sums = [running]
            for message in self.seq:
                running = running + self.count(message)
                sums.append(running)
            self.sums = sums
        return self.sums

    def total(self, k: int) -> Any:
        return self._prefix()[k]

    def plus(self, k: int, message: BaseMessage) -> Any:
        return self._prefix()[k] + self.count(message)

    def single(self, message: BaseMessage) -> Any:
        return 0 + self.count(message)

    def most_blocks(
        self,
        k: int,
        message: BaseMessage,
        blocks: list[Any],
        budget: Any,
        counted: Callable[[list[Any]], Any],
    ) -> int:
        if self.count is not approximate_message_tokens:
            return super().most_blocks(k, message, blocks, budget, counted)
        # The approximate count of every prefix of the blocks, in one pass.
        counts = approximate_prefix_counts(message, blocks)
        base = self.total(k)
        for size in range(len(blocks) - 1, 0, -1):
            if base + counts[size] <= budget:
                return size
        return 0


class _ApproxView(_SumView):
    """The default approximate counts, computed a block at a time, only as far as they are needed.

    Every message counts at least 3 tokens, so the prefix sums increase and
    the longest head that fits is found by scanning from the kept end.
    """

    _BLOCK = 64

    def __init__(self, seq: list[BaseMessage]) -> None:
        super().__init__(approximate_message_tokens, seq)
        self.sums = [0]

    def _upto(self, k: int, ahead: int = _BLOCK) -> list[Any]:
        """The prefix sums, computed at least up to ``k`` (and ``ahead`` messages further)."""
        sums: list[Any] = self.sums  # type: ignore[assignment]
        done = len(sums) - 1
        if k > done:
            stop = min(len(self.seq), max(k, done + ahead))
            sums.extend(accumulate(approx_counts(self.seq[done:stop]), initial=sums.pop()))
        return sums

    def _prefix(self) -> list[Any]:
        return self._upto(len(self.seq))

    def total(self, k: int) -> Any:
        return self._upto(k)[k]

    def plus(self, k: int, message: BaseMessage) -> Any:
        return self._upto(k)[k] + self.count(message)

    def fit(self, budget: Any) -> int:
        """The largest ``k`` with ``total(k) <= budget`` (0 if none)."""
        if not budget >= 0:
            approx_check(self.seq)
            return 0
        n = len(self.seq)
        sums = self._upto(1)
        while sums[-1] <= budget and len(sums) <= n:
            # Count about as many more messages as the rest of the budget holds at
            # the average so far, so that little is counted past the boundary.
            done = len(sums) - 1
            room = budget - sums[-1]
            ahead = 1024 if room > 1024 * sums[-1] else max(int(room * done / sums[-1]) + 2, 8)
            sums = self._upto(done + 1, ahead)
        approx_check(self.seq[len(sums) - 1 :])
        return bisect.bisect_right(sums, budget) - 1


class _Counter:
    def __init__(self, count: Callable[..., Any], per_message: bool) -> None:
        self.count, self.per_message = count, per_message

    def view(self, seq: list[BaseMessage], *, flip: bool) -> _View:
        if self.count is approximate_message_tokens:
            return _ApproxView(seq)
        if self.per_message:
            return _SumView(self.count, seq)
        return _ListView(self.count, seq, flip)

    def one(self, message: BaseMessage) -> Any:
        return 0 + self.count(message) if self.per_message else self.count([message])


def _counter(token_counter: Any) -> _Counter:
    if token_counter is count_tokens_approximately:
        # The same counts as "approximate": sums of per-message counts with the default parameters.
        return _Counter(approximate_message_tokens, per_message=True)
    if isinstance(token_counter, str):
        if token_counter == "approximate":
            return _Counter(approximate_message_tokens, per_message=True)
        raise ValueError(
            f"Invalid token_counter shortcut '{token_counter}'. Available shortcuts: 'approximate'."
        )
    if hasattr(token_counter, "get_num_tokens_from_messages"):
        return _Counter(token_counter.get_num_tokens_from_messages, per_message=False)
    if callable(token_counter):
        return _Counter(token_counter, per_message=_takes_one_message(token_counter))
    raise ValueError(
        "'token_counter' expected to be a model that implements 'get_num_tokens_from_messages()' or a "
        f"function. Received object of type {type(token_counter)}."
    )


def _takes_one_message(func: Callable[..., Any]) -> bool:
    """Whether the first parameter of ``func`` is annotated ``BaseMessage`` (the class, or its name)."""
    try:
        params = iter(inspect.signature(func).parameters.values())
    except (TypeError, ValueError):
        return False
    first = next(params, None)
    return first is not None and (first.annotation is BaseMessage or first.annotation == "BaseMessage")


def _splitter(text_splitter: Any) -> Callable[[str], list[str]]:
    split_text = getattr(text_splitter, "split_text", None)
    if split_text is not None and callable(split_text) and not inspect.isfunction(text_splitter):
        return split_text  # type: ignore[no-any-return]
    if text_splitter:
        return text_splitter  # type: ignore[no-any-return]
    return _split_lines


def _split_lines(text: str) -> list[str]:
    pieces = text.split("\n")
    return [p + "\n" for p in pieces[:-1]] + pieces[-1:]


# ---------------------------------------------------------------------------
# Tool call pairs


def _valid_cuts(messages: Sequence[BaseMessage]) -> list[bool]:
    """For each k in 0..n: whether cutting between ``messages[:k]`` and ``messages[k:]`` keeps pairs whole."""
    n = len(messages)
    cover = [0] * (n + 2)
    latest: dict[Any, int] = {}
    for j, message in enumerate(messages):
        kind = kind_of(message)
        if kind == "tool":
            i = latest.get(message.tool_call_id)  # type: ignore[attr-defined]
            if i is not None:
                cover[i + 1] += 1
                cover[j + 1] -= 1
        elif kind == "ai":
            for call_id in _call_ids(message):  # type: ignore[arg-type]
                latest[call_id] = j
    valid = []
    depth = 0
    for k in range(n + 1):
        depth += cover[k]
        valid.append(depth == 0)
    return valid


def _call_ids(message: AIMessage) -> set[Any]:
    ids = {call.get("id") for call in message.tool_calls}
    ids.update(call.get("id") for call in message.invalid_tool_calls)
    content: Any = message.content
    if isinstance(content, list):
        ids.update(
            block.get("id")
            for block in content
            if isinstance(block, dict) and block.get("type") in _TOOL_CALL_BLOCKS
        )
    ids.discard(None)
    ids.discard("")
    return ids


# ---------------------------------------------------------------------------
# The trimming itself


def _deep_copy(message: BaseMessage, content: Any) -> BaseMessage:
    """A copy of ``message`` sharing no dict or list with it, with ``content`` replaced."""
    fields = {
        name: copy_json(value)
        for name in message.__struct_fields__
        if type(value := getattr(message, name)) in (dict, list)
    }
    fields["content"] = content
    trimmed = msgspec.structs.replace(message, **fields)
    extras = extras_of(message)
    if extras is not None:
        set_extras(trimmed, copy.deepcopy(extras))
    return trimmed


def _take(
    seq: list[BaseMessage],
    *,
    budget: Any,
    counter: _View,
    split: Callable[[str], list[str]],
    partial: bool,
    from_end: bool,
    stop_on: MessageTypes | None,
    cut_ok: Callable[[int], bool] | None,
) -> list[BaseMessage]:
    """Keep the longest head of ``seq`` that fits (LangChain's ``_first_max_tokens``).

    ``seq`` starts at the end being kept: for ``strategy="last"`` it is the
    reversed conversation and ``from_end`` is set; partial messages then
    keep their trailing blocks and text. ``cut_ok(k)`` says whether keeping
    ``seq[:k]`` is allowed (``keep_tool_pairs``).
    """
    n = len(seq)
    if n == 0:
        return []
    kept = seq
    if cut_ok is None and isinstance(counter, _ApproxView):
        idx = counter.fit(budget)
    elif counter.total(n) <= budget:
        idx = n
    else:
        cuts = range(n + 1) if cut_ok is None else [k for k in range(n + 1) if cut_ok(k)]
        left, right = 0, len(cuts) - 1
        for _ in range((len(cuts) - 1).bit_length()):
            if left >= right:
                break
            mid = (left + right + 1) // 2
            if counter.total(cuts[mid]) <= budget:
                left = mid
            else:
                right = mid - 1
        idx = cuts[left]
    if partial and idx < n and (cut_ok is None or cut_ok(idx + 1)):
        piece = _partial(seq[idx], idx, budget, counter, split, from_end, natural=cut_ok is not None)
        if piece is not None:
            kept = [*seq[:idx], piece]
            idx += 1
    if stop_on:
        while idx > 0 and not (is_message_type(kept[idx - 1], stop_on) and (cut_ok is None or cut_ok(idx))):
            idx -= 1
    return kept[:idx]


def _partial(
    message: BaseMessage,
    idx: int,
    budget: Any,
    counter: _View,
    split: Callable[[str], list[str]],
    from_end: bool,
    natural: bool,
) -> BaseMessage | None:
    """The largest part of ``message`` that fits after ``idx`` kept messages, or None.

    Candidates are counted as LangChain counts them (content pieces in
    reversed order for ``from_end``), or in their natural order when
    ``natural`` (``keep_tool_pairs``).
    """
    content: Any = message.content

    def counted(pieces: list[Any], join: bool) -> BaseMessage:
        shown = pieces[::-1] if from_end and natural else pieces
        value: Any = "".join(shown) if join else list(shown)
        return message.model_copy(update={"content": value})

    def final(pieces: list[Any], join: bool) -> BaseMessage:
        shown = pieces[::-1] if from_end else pieces
        value: Any = "".join(shown) if join else copy_json(list(shown))  # the kept blocks are copies too
        return _deep_copy(message, value)

    if isinstance(content, list):
        # Blocks in order from the kept end.
        blocks = content[::-1] if from_end else list(content)
        size = counter.most_blocks(idx, message, blocks, budget, lambda part: counted(part, join=False))
        if size:
            return final(blocks[:size], join=False)
        # LangChain looks for text in the one block left (or the only block).
        text = None
        for block in blocks[:1]:
            if isinstance(block, str):
                text = block
            elif isinstance(block, dict) and block.get("type") == "text":
                text = block.get("text")
    else:
        text = content
    if not text:
        return None
    pieces = split(text)
    if from_end:
        pieces = pieces[::-1]
    base = counter.total(idx)
    left, right = 0, len(pieces)
    for _ in range(len(pieces).bit_length()):
        if left >= right:
            break
        mid = (left + right + 1) // 2
        if base + counter.single(counted(pieces[:mid], join=True)) <= budget:
            left = mid
        else:
            right = mid - 1
    if left == 0:
        return None
    return final(pieces[:left], join=True)
