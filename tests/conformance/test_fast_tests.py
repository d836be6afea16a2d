"""The generated fast tests (``ok_<Type>``, ``all_ok_<Type>``) never change a verdict.

Each generated check starts with its fast test and walks the value (building
paths) only when the test says False. Here the same checks are loaded a second
time with the fast tests taken out, and both versions must give the same
outcome, error message and path included, on valid, mutated and
lone-surrogate payloads of every type; and a fast test may say True only
for a value the slow check passes.
"""

from __future__ import annotations

import importlib.util
import re
import sys
import types
from collections.abc import Callable
from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from chatschema._validation import _plan
from chatschema_generated import _validators
from chatschema_generated.registry import TYPES
from tests.conformance import strategies as S

Json = Any


def _slow_module() -> types.ModuleType:
    """The generated checks with every ``if ok_<Type>(value): return`` taken out."""
    spec = importlib.util.find_spec("chatschema_generated._validators")
    assert spec is not None and spec.origin is not None
    with open(spec.origin, encoding="utf-8") as f:
        source = f.read()
    slow, n = re.subn(r"\n    if ok_\w+\(value\):\n        return\n", "\n", source)
    assert n > 20, "the generated checks no longer start with their fast tests"
    module = types.ModuleType("chatschema_generated._validators_slow")
    module.__package__ = "chatschema_generated"
    exec(compile(slow, "<slow checks>", "exec"), module.__dict__)
    return module


SLOW = _slow_module()


def _outcome(check: Callable[[Any, str], None], value: Any) -> tuple[str, str, str] | None:
    try:
        check(value, "$")
    except Exception as error:  # the two modules define their own SchemaViolation
        return type(error).__name__, getattr(error, "message", str(error)), getattr(error, "path", "")
    return None


def _typed(title: str, x: Json) -> tuple[bool, Any]:
    """``x`` as the checks see it: converted to the message Structs, or kept as plain JSON."""
    plan = _plan(title)
    if plan.convert_to is None:
        return True, x
    try:
        return True, msgspec.convert(x, plan.convert_to)
    except (msgspec.ValidationError, UnicodeEncodeError, RecursionError):
        return False, None  # refused before any check runs


def agree(title: str, x: Json) -> None:
    usable, value = _typed(title, x)
    if not usable:
        return
    info = TYPES[title]
    slow = _outcome(getattr(SLOW, f"check_{title}"), value)
    fast = _outcome(info.check, value)
    assert fast == slow
    if info.ok is not None:
        try:
            ok = info.ok(value)
        except Exception:  # a fast test may fail on what its check also refuses, never pass it
            ok = False
        assert not ok or slow is None, "the fast test passes a value its check refuses"
    if info.all_ok is not None:
        assert not info.all_ok([value, value]) or slow is None


def lc_record(kwargs: Json, cls: str = "HumanMessage") -> Json:
    """A LangChain Serializable record of a message (``dumpd``'s form) holding ``kwargs``."""
    tag = {"HumanMessage": "human", "AIMessage": "ai"}[cls]
    fields = {**kwargs, "type": tag} if isinstance(kwargs, dict) else kwargs
    return {"lc": 1, "type": "constructor", "id": ["langchain", "schema", "messages", cls], "kwargs": fields}


def agree_as_record(x: Json) -> None:
    """``x`` as the kwargs of LangChain records, whose fast test is one decode into the one-pass types."""
    agree("LangChainSerializedMessage", lc_record(x))
    agree("LangChainSerializedMessage", lc_record(x, "AIMessage"))


MESSAGE_TITLES = tuple(S.MESSAGE_TITLES)
PART_TITLES = tuple(sorted(S.BLOCKS))


def _parts(title: str) -> st.SearchStrategy[Json]:
    return S.BLOCKS[title] | S.FULL_BLOCKS[title]


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_messages_and_envelopes(data: st.DataObject) -> None:
    title = data.draw(st.sampled_from(MESSAGE_TITLES), label="title")
    base = S.messages(title, full=True) | S.messages(title, full=False, typed=None)
    x, _ = data.draw(S.mutated(base) | st.tuples(base, st.just([])), label="message")
    agree(title, x)
    if isinstance(x, dict) and "type" in x:
        agree("AnyMessage", x)
    envelope = {"type": S.MESSAGE_TAGS[title], "data": x}
    agree(f"Serialized{title}", envelope)
    agree("SerializedMessage", envelope)


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_parts(data: st.DataObject) -> None:
    title = data.draw(st.sampled_from(PART_TITLES), label="title")
    x, _ = data.draw(S.mutated(_parts(title)) | st.tuples(_parts(title), st.just([])), label="part")
    agree(title, x)
    for union in ("ContentBlock", "DataContentBlock", "ContentPart", "ContentItem"):
        agree(union, x)
    agree("HumanMessage", {"content": [x]})
    agree_as_record({"content": [x]})


@settings(max_examples=100, deadline=None)
@given(data=st.data())
def test_content_lists(data: st.DataObject) -> None:
    base = st.fixed_dictionaries({"content": S.block_lists})
    x, _ = data.draw(S.mutated(base, max_mutations=3), label="message")
    for title in ("HumanMessage", "AIMessage", "AIMessageChunk"):
        agree(title, x)
    agree_as_record(x)


@settings(max_examples=100, deadline=None)
@given(data=st.data())
def test_provider_blocks_in_records(data: st.DataObject) -> None:
    """Provider-native blocks (the one-pass types accept those of common tags whole) and media
    blocks with a provider's own ``source`` or ``file``, in LangChain records, valid or broken."""
    media = st.sampled_from(["image", "audio", "video", "file"]).flatmap(
        lambda tag: st.fixed_dictionaries(
            {"type": st.just(tag)},
            optional={key: S.json_values for key in (*S.MEDIA_SOURCE_KEYS, "mime_type", "extras", "index")},
        )
    )
    blocks = st.lists(S.provider_blocks | media | S.standard_blocks, min_size=1, max_size=4)
    base = st.fixed_dictionaries({"content": blocks})
    x, _ = data.draw(S.mutated(base, max_mutations=3) | st.tuples(base, st.just([])), label="kwargs")
    agree_as_record(x)


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_lone_surrogates(data: st.DataObject) -> None:
    x = data.draw(S.with_lone_surrogates(S.any_messages(full=True, max_items=3)), label="message")
    agree("AnyMessage", x)
    agree("SerializedMessage", {"type": x["type"], "data": x})


@pytest.mark.parametrize("title", sorted(t for t in TYPES if hasattr(_validators, f"check_{t}")))
def test_any_root_value(title: str) -> None:
    for value in S.WRONG_VALUES:
        agree(title, value)


@pytest.mark.parametrize(
    ("title", "x"),
    [
        ("ContentBlock", {"type": "text", "text": "a", "\ud800": 1, "\\ud800": 2}),
        ("ContentBlock", {"type": "image", "url": "u", 1: 2}),
        ("ToolCall", {"name": "f", "args": {}, "id": None, "type": "tool_call", "index": True}),
        ("ToolCall", {"name": "f", "args": {}}),
        ("UsageMetadata", {"input_tokens": 1, "output_tokens": 2, "total_tokens": True}),
        (
            "UsageMetadata",
            {"input_tokens": 1, "output_tokens": 2, "total_tokens": 3, "input_token_details": {"a": 1.0}},
        ),
        ("ImageContentBlock", {"type": "image", "mime_type": "image/png"}),
        ("TextContentBlock", {"type": "text", "text": "a", "annotations": [{"type": "citation", "url": 3}]}),
        ("LangChainSerializedMessage", lc_record({"content": [{"type": "image", "source": {}, "url": 3}]})),
        ("LangChainSerializedMessage", lc_record({"content": [{"type": "image", "text": "a"}]})),
        ("LangChainSerializedMessage", lc_record({"content": [{"type": "file", "file": None, "id": 1}]})),
        ("LangChainSerializedMessage", lc_record({"content": [{"type": "thinking"}, {"type": "text"}]})),
        (
            "LangChainSerializedMessage",
            lc_record({"content": [{"type": "tool_use", "input": 1}]}, "AIMessage"),
        ),
        (
            "AIMessage",
            {"content": "", "tool_calls": [{"name": "f", "args": {}, "id": "1", "type": "tool_call"}] * 3},
        ),
    ],
)
def test_edges(title: str, x: Json) -> None:
    agree(title, x)


def test_message_lists_are_checked_whole() -> None:
    """``all_ok`` over a list says False as soon as one item would fail its check."""
    good = {"type": "ai", "data": {"content": "x", "tool_calls": [{"name": "f", "args": {}, "id": None}]}}
    bad = {"type": "ai", "data": {"content": "x", "tool_calls": [{"name": "f", "args": [], "id": None}]}}
    plan = _plan("list[SerializedMessage]")
    values = msgspec.convert([good, good, bad], plan.convert_to)
    assert TYPES["SerializedMessage"].all_ok(values[:2])
    assert not TYPES["SerializedMessage"].all_ok(values)
    with pytest.raises(_validators.SchemaViolation) as caught:
        plan.check(values, "$")
    assert caught.value.path == "$[2].data.tool_calls[0].args"


def test_the_class_table_is_bounded() -> None:
    table = _validators._ByClass({"a": 1}, 0)
    made = [msgspec.defstruct(f"T{i}", [], tag="a" if i % 2 else "b", tag_field="type") for i in range(1100)]
    assert [table[cls] for cls in made[:4]] == [0, 1, 0, 1]
    for cls in made:
        table[cls]
    assert len(table) <= 1024
    assert [table[cls] for cls in made[:4]] == [0, 1, 0, 1]
    assert table[int] == 0, "a class that is no Struct gets the default"


if __name__ == "__main__":  # pragma: no cover
    sys.exit(pytest.main([__file__, "-q"]))
