"""Property: merging a run of messages gives the sum of the run's chunks, in both libraries.

The merge rules live in one table (:mod:`chatschema.messages.merge`) used by two drivers: chunk
``+`` (pairwise) and ``merge_message_runs`` (a whole run at once). For generated runs of messages
of one type (2 to 4 messages; human, AI, system, chat and function), with string and list content
(blocks with and without an ``index``, integer, ``lc_`` and other string indexes, block ids, list
ids that LangChain cannot hash, ``non_standard`` blocks, blocks without a ``type``), message ids
with and without the ``lc_`` and ``lc_run-`` prefixes, nested ``additional_kwargs`` and
``response_metadata`` (strings, integers, booleans, last-wins and keep-once keys, lists of indexed
dicts), tool calls, invalid tool calls and usage:

* ``merge_message_runs(run, chunk_separator="")`` is ``message_chunk_to_message`` of the sum of
  the run's chunks (each message turned into its chunk class, as LangChain's
  ``merge_message_runs`` turns it), in chatschema and in langchain_core 1.8.3 alike; where one
  side raises, the other raises the same exception type;
* both of chatschema's results equal LangChain's (``model_dump`` as canonical JSON, or the same
  exception type). Where chatschema differs on purpose (docs/compat.md, "Adding chunks"), text
  after an empty list is kept: the expected value is LangChain's with that rule changed
  (:func:`tests.compat.deliberate.text_after_empty_list_kept`); and equal strings under a
  chatschema-only keep-once key (``model_name``, ``finish_reason``) are kept once: a quarter of
  the runs of the first test may hold such keys, and only the relation is checked for them.

Where LangChain itself breaks the relation, the strategy stays out (the regions below); the second
test's wider strategy (metadata on every message, separators) goes into the first two and
compares the two libraries' ``merge_message_runs`` only. Regions left out of the relation, each
with a LangChain 1.8.3 example:

* ``response_metadata`` on a later message: ``merge_message_runs`` clears it before adding, the
  sum merges it: ``[AIMessage("a"), AIMessage("b", response_metadata={"k": "v"})]`` merges to
  ``response_metadata={}``, the chunks sum to ``{"k": "v"}``;
* a separator: ``merge_message_runs`` puts ``chunk_separator`` between two non-empty strings
  (default ``"\\n"``: ``"a\\nb"``), ``+`` does not (``"ab"``); the relation uses ``""``;
* runs of chunks with ``tool_call_chunks``: ``merge_message_runs`` turns the sum so far into a
  message after each step, so its tool call chunks lose their ``index`` and no longer merge with a
  third chunk's. Three ``AIMessageChunk`` with the tool call chunks ``(name="f", args='{"a"',
  id="1")``, ``(args=": 1")`` and ``(args="}")``, all at ``index=0``, merge into the call
  ``f({"a": 1})`` and an invalid call with ``args="}"``; their sum is the one call. The runs here
  are of plain messages, whose chunks carry their calls without an index;
* chat messages with different roles and function messages with different names: LangChain's
  ``merge_message_runs`` raises (chatschema keeps them apart), so a run has one role or name.

Examples: 400 and 250 (about 7 s together on two busy cores). The ``@example`` cases are the
disagreements the property found, fixed in chatschema: text after an empty list was lost by
``merge_message_runs`` but kept by ``+``; ``merge_message_runs`` merged list items whose ids
LangChain cannot hash, where LangChain and ``+`` raise ``TypeError``.
"""

from __future__ import annotations

import copy
import functools
import json
import operator
from collections.abc import Callable
from typing import Any

import langchain_core.messages as lc
from hypothesis import currently_in_test_context, event, example, given, settings
from hypothesis import strategies as st
from langchain_core.messages.utils import merge_message_runs as lc_merge_message_runs
from langchain_core.messages.utils import message_chunk_to_message as lc_chunk_to_message
from langchain_core.utils._merge import merge_dicts as lc_merge_dicts

import chatschema as cs
from chatschema import merge_message_runs
from chatschema.messages._chunk_to_message import message_chunk_to_message
from chatschema.messages.merge import KEEP_ONCE_KEYS
from tests.compat.deliberate import text_after_empty_list_kept

KINDS = {
    "human": ("HumanMessage", "HumanMessageChunk"),
    "ai": ("AIMessage", "AIMessageChunk"),
    "system": ("SystemMessage", "SystemMessageChunk"),
    "chat": ("ChatMessage", "ChatMessageChunk"),
    "function": ("FunctionMessage", "FunctionMessageChunk"),
}

LC_KEEP_ONCE = frozenset({"id", "output_version", "model_provider"})
"""The keep-once keys of LangChain 1.8.3; the others in KEEP_ONCE_KEYS are chatschema's own."""
CS_ONLY_KEEP_ONCE = KEEP_ONCE_KEYS - LC_KEEP_ONCE

# ---------------------------------------------------------------------------
# Strategies

texts = st.sampled_from(["", "a", "bc", " ", "é", "\n"])
ids = st.sampled_from([None, "", "m1", "m2", "lc_run-1", "lc_run-2", "lc_a", "lc_b"])
indexes = st.sampled_from([0, 0, 1, "lc_t0", "lc_t1", "t0"])
"""Integers and ``lc_`` strings merge blocks; other strings never do."""
text_ids = st.sampled_from(["", "b1", "b2"])
"""Ids of standard blocks (the schema wants a string)."""
any_ids = st.sampled_from([None, "", "b1", "b2", ["b1"], ["b1"]])
"""Ids elsewhere: a list id makes LangChain's index match raise TypeError where it is looked at."""
counts = st.integers(0, 3)


@functools.cache
def nested(keep_once: bool, depth: int = 0) -> st.SearchStrategy[dict[str, Any]]:
    """Dicts as in ``additional_kwargs``: one value type per key, so collisions rarely raise."""
    optional: dict[str, st.SearchStrategy[Any]] = {
        "function_call": st.fixed_dictionaries({}, optional={"name": texts, "arguments": texts}),
        "refusal": st.none() | texts,
        "n": counts,
        "created": counts,  # the later value wins
        "index": counts,  # the later value wins
        "flag": st.sampled_from([True, True, True, False]),  # different booleans raise TypeError
        "id": ids,  # kept once when equal, in both libraries
        "model_provider": st.sampled_from(["openai", "anthropic"]),
        "items": st.lists(
            st.fixed_dictionaries(
                {"index": st.sampled_from([0, 0, 1]), "v": texts}, optional={"id": any_ids}
            ),
            max_size=2,
        ),
    }
    if keep_once:
        optional["model_name"] = st.sampled_from(["gpt", "gpt-4o"])
        optional["finish_reason"] = st.sampled_from([None, "stop", "length"])
    if depth < 1:
        optional["meta"] = nested(keep_once, depth + 1)
    return st.fixed_dictionaries({}, optional=optional)


@functools.cache
def contents(keep_once: bool) -> st.SearchStrategy[Any]:
    text_block = st.fixed_dictionaries(
        {"type": st.just("text"), "text": texts},
        optional={"index": indexes, "id": text_ids, "n": counts, "extras": nested(keep_once, 1)},
    )
    custom = st.fixed_dictionaries(
        {"type": st.just("x-custom"), "n": counts},
        optional={"index": indexes, "id": any_ids, "meta": nested(keep_once, 1)},
    )
    non_standard = st.fixed_dictionaries(
        {
            "type": st.just("non_standard"),
            "value": st.fixed_dictionaries({"k": texts}, optional={"m": counts}),
        },
        optional={"index": indexes},
    )
    untyped = st.fixed_dictionaries({"text": texts, "index": indexes})  # merges into a text block
    blocks = texts | text_block | custom | non_standard | untyped
    return texts | st.lists(blocks, max_size=3)


tool_calls = st.lists(
    st.fixed_dictionaries(
        {
            "name": st.sampled_from(["f", "g"]),
            "args": st.fixed_dictionaries({}, optional={"x": counts, "y": texts}),
            "id": st.sampled_from(["c1", "c2"]),
        }
    ),
    max_size=2,
)
invalid_tool_calls = st.lists(
    st.fixed_dictionaries(
        {
            "name": st.sampled_from(["f", None]),
            # Arguments that parse as partial JSON become a tool call when the chunk is built.
            "args": st.sampled_from(['{"x": 1', "oops", None, '{"y": "a"}']),
            "id": st.sampled_from(["c3", None]),
            "error": st.sampled_from([None, "bad"]),
        }
    ),
    max_size=1,
)
usages = st.none() | st.builds(
    lambda i, o, details: {
        "input_tokens": i,
        "output_tokens": o,
        "total_tokens": i + o,
        **({"input_token_details": {"cache_read": details}} if details is not None else {}),
    },
    counts,
    counts,
    st.none() | counts,
)


@st.composite
def runs(draw: Any, *, keep_once: bool, later_metadata: bool) -> tuple[str, list[dict[str, Any]]]:
    """(kind, constructor keyword arguments of each message) for a run of 2 to 4 messages.

    ``keep_once``: a quarter of the runs may hold chatschema-only keep-once keys.
    ``later_metadata``: messages after the first have ``response_metadata`` too.
    """
    kind = draw(st.sampled_from(["ai", "ai", "human", "system", "chat", "function"]))
    cs_keys = keep_once and draw(st.integers(0, 3)) == 0
    run = []
    for position in range(draw(st.integers(2, 4))):
        kw: dict[str, Any] = {
            "content": draw(contents(cs_keys)),
            "additional_kwargs": draw(nested(cs_keys)),
            "id": draw(ids),
        }
        if position == 0 or later_metadata:
            kw["response_metadata"] = draw(nested(cs_keys))
        if kind == "chat":
            kw["role"] = "critic"
        elif kind == "function":
            kw["name"] = "fn"
        else:
            kw["name"] = draw(st.sampled_from([None, "n1"]))
        if kind == "ai":
            kw["tool_calls"] = draw(tool_calls)
            kw["invalid_tool_calls"] = draw(invalid_tool_calls)
            kw["usage_metadata"] = draw(usages)
        run.append(kw)
    return kind, run


# ---------------------------------------------------------------------------
# Running a spec through one library


def build(module: Any, kind: str, run: list[dict[str, Any]]) -> list[Any]:
    cls = getattr(module, KINDS[kind][0])
    return [cls(**copy.deepcopy(kw)) for kw in run]


def to_chunk(module: Any, kind: str, message: Any) -> Any:
    """The chunk of a message, built from its ``model_dump`` as LangChain's merge_message_runs builds it."""
    fields = message.model_dump()
    del fields["type"]
    return getattr(module, KINDS[kind][1])(**fields)


def dump(message: Any) -> str:
    return json.dumps([type(message).__name__, message.model_dump()], sort_keys=True, default=repr)


def outcome(func: Any) -> tuple[str, Any]:
    """('ok', the canonical dump of the one merged message) or ('raises', the exception type)."""
    try:
        result = func()
    except Exception as error:
        if currently_in_test_context():
            event(f"raises {type(error).__name__}: {str(error)[:24]}")
        return "raises", type(error).__name__
    if isinstance(result, list):
        assert len(result) == 1
        result = result[0]
    return "ok", dump(result)


def merged(module: Any, kind: str, run: list[dict[str, Any]], **kwargs: Any) -> tuple[str, Any]:
    merge = merge_message_runs if module is cs else lc_merge_message_runs
    messages = build(module, kind, run)
    return outcome(functools.partial(merge, messages, **kwargs))


def summed(module: Any, kind: str, run: list[dict[str, Any]]) -> tuple[str, Any]:
    to_message = message_chunk_to_message if module is cs else lc_chunk_to_message

    def total() -> Any:
        chunks = [to_chunk(module, kind, m) for m in build(module, kind, run)]
        return to_message(functools.reduce(operator.add, chunks))

    return outcome(total)


# ---------------------------------------------------------------------------
# Where chatschema differs from LangChain on purpose


def _keys(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value).union(*(_keys(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(_keys(v) for v in value))
    return set()


def keeps_more_once(run: list[dict[str, Any]]) -> bool:
    """Whether the run holds a key that only chatschema keeps once (its result may differ)."""
    return bool(_keys(run) & CS_ONLY_KEEP_ONCE)


def fixed(
    func: Callable[[], tuple[str, Any]], plain: tuple[str, Any], run: list[dict[str, Any]]
) -> tuple[str, Any]:
    """LangChain's outcome with text after an empty list kept: ``plain`` unless the run starts with ``[]``."""
    if run[0]["content"] != []:
        return plain  # the merged content is never an empty list
    with text_after_empty_list_kept():
        return func()


# ---------------------------------------------------------------------------
# Properties


AFTER_EMPTY_LIST = (
    "chat",
    [
        {"content": [], "role": "critic"},
        {"content": "", "role": "critic"},
        {"content": "a", "role": "critic"},
    ],
)
UNHASHABLE_ID = (
    "human",
    [
        {"content": "", "additional_kwargs": {"items": [{"index": 0, "v": "a", "id": ["b1"]}]}},
        {"content": "", "additional_kwargs": {"items": [{"index": 0, "v": "b"}]}},
    ],
)
UNHASHABLE_BLOCK_ID = (
    "ai",
    [
        {
            "content": [
                {"type": "x-custom", "n": 0, "index": 0},
                {"type": "x-custom", "n": 1, "index": 0, "id": ["b1"]},
            ]
        },
        {"content": [{"type": "x-custom", "n": 2, "index": 0}]},
    ],
)


@settings(max_examples=400)
@given(runs(keep_once=True, later_metadata=False))
@example(AFTER_EMPTY_LIST)
@example(UNHASHABLE_ID)
@example(UNHASHABLE_BLOCK_ID)
def test_merged_run_is_the_sum_of_its_chunks(case: tuple[str, list[dict[str, Any]]]) -> None:
    kind, run = case
    ours_merged = merged(cs, kind, run, chunk_separator="")
    ours_summed = summed(cs, kind, run)
    theirs_merged = merged(lc, kind, run, chunk_separator="")
    theirs_summed = summed(lc, kind, run)
    event(f"{kind}: {theirs_merged[0]}")
    # The relation holds in LangChain on this region (the strategy's restrictions) ...
    assert theirs_merged == theirs_summed
    # ... and in chatschema.
    assert ours_merged == ours_summed
    if keeps_more_once(run):
        event("chatschema-only keep-once keys: relation only")
        return
    expected = fixed(functools.partial(merged, lc, kind, run, chunk_separator=""), theirs_merged, run)
    event("text after an empty list kept" if expected != theirs_merged else "same as LangChain")
    assert ours_merged == expected
    assert ours_summed == fixed(functools.partial(summed, lc, kind, run), theirs_summed, run)


@settings(max_examples=250)
@given(runs(keep_once=False, later_metadata=True), st.sampled_from(["\n", "", " | "]))
def test_merged_run_as_langchain(case: tuple[str, list[dict[str, Any]]], separator: str) -> None:
    """Metadata on every message and separators: chatschema's merge_message_runs gives LangChain's."""
    kind, run = case
    call = functools.partial(merged, lc, kind, run, chunk_separator=separator)
    expected = fixed(call, call(), run)
    event(f"{kind}: {expected[0]}")
    assert merged(cs, kind, run, chunk_separator=separator) == expected


def test_keep_once_keys_of_langchain() -> None:
    """LC_KEEP_ONCE is what LangChain 1.8.3 keeps once; the rest of KEEP_ONCE_KEYS it doubles."""
    for key in sorted(KEEP_ONCE_KEYS):
        kept = lc_merge_dicts({key: "x"}, {key: "x"}) == {key: "x"}
        assert kept == (key in LC_KEEP_ONCE), key


def test_unhashable_ids_raise_as_in_langchain() -> None:
    """Regression: merge_message_runs merged list items whose ids LangChain cannot hash."""
    for kind, run in (UNHASHABLE_ID, UNHASHABLE_BLOCK_ID):
        for module in (cs, lc):
            assert merged(module, kind, run) == ("raises", "TypeError")
            assert summed(module, kind, run) == ("raises", "TypeError")
