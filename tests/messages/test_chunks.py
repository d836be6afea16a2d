"""Adding message chunks: LangChain's rules, the two deliberate fixes, and the incremental parser.

The differential tests against langchain_core are in tests/compat/test_chunks_differential.py;
these pin down single behaviours, including the ones where chatschema differs on purpose.
"""

from __future__ import annotations

import json

import msgspec
import pytest

from chatschema import (
    AIMessage,
    AIMessageChunk,
    ChatMessageChunk,
    FunctionMessageChunk,
    HumanMessage,
    HumanMessageChunk,
    SystemMessageChunk,
    ToolMessage,
    ToolMessageChunk,
    ValidationError,
)
from chatschema.messages._add import add_ai_message_chunks
from chatschema.messages._chunk_to_message import message_chunk_to_message
from chatschema.messages._partial_json import parse_partial_json
from chatschema.messages._tool_call_args import parse_tool_call_args
from chatschema.messages._usage import add_usage, subtract_usage
from chatschema.messages.merge import KEEP_ONCE_KEYS, merge_content, merge_dicts, merge_lists, merge_obj


def call_chunk(
    args: str | None, *, index: int = 0, name: str | None = None, id: str | None = None
) -> AIMessageChunk:
    return AIMessageChunk("", tool_call_chunks=[{"name": name, "args": args, "id": id, "index": index}])


# ---------------------------------------------------------------------------
# Deliberate fix 1: text after an empty list is kept (langchain issue #40224)
# ---------------------------------------------------------------------------


def test_text_after_empty_list_is_kept() -> None:
    assert merge_content([], "abc") == ["abc"]
    assert merge_content([], "abc", "def") == ["abcdef"]
    assert (AIMessageChunk([]) + AIMessageChunk("abc")).content == ["abc"]
    assert (HumanMessageChunk([]) + HumanMessageChunk("hi")).text == "hi"


def test_empty_text_after_empty_list_changes_nothing() -> None:
    assert merge_content([], "") == []
    assert merge_content([{"type": "text", "text": "a"}], "") == [{"type": "text", "text": "a"}]


def test_merge_content_rules() -> None:
    assert merge_content("a", "b") == "ab"
    assert merge_content(None, "b") == "b"
    assert merge_content("a", ["b"]) == ["a", "b"]
    assert merge_content(["a"], "b") == ["ab"]
    assert merge_content([{"type": "image", "url": "u"}], "b") == [{"type": "image", "url": "u"}, "b"]
    assert merge_content(
        [{"text": "a", "index": 0, "type": "text"}], [{"text": "b", "index": 0, "type": "text"}]
    ) == [{"text": "ab", "index": 0, "type": "text"}]


def test_merge_content_does_not_modify_inputs() -> None:
    first = ["a"]
    merge_content(first, "b", [{"index": 0, "text": "x"}])
    assert first == ["a"]


# ---------------------------------------------------------------------------
# Deliberate fix 2: equal metadata strings are kept once (langchain issue #38366)
# ---------------------------------------------------------------------------


def test_equal_metadata_strings_are_kept_once() -> None:
    left = {"model_name": "gpt", "finish_reason": "stop", "system_fingerprint": "fp_1"}
    assert merge_dicts(left, dict(left)) == left
    a = AIMessageChunk("Hi", response_metadata={"model_name": "gpt", "finish_reason": "stop"})
    b = AIMessageChunk("!", response_metadata={"model_name": "gpt", "finish_reason": "stop"})
    assert (a + b).response_metadata == {"model_name": "gpt", "finish_reason": "stop"}


def test_different_metadata_strings_still_concatenate() -> None:
    assert merge_dicts({"model_name": "gpt"}, {"model_name": "-4o"}) == {"model_name": "gpt-4o"}


@pytest.mark.parametrize("key", ["arguments", "reasoning_content", "refusal", "text", "args", "name"])
def test_equal_text_deltas_still_concatenate(key: str) -> None:
    assert key not in KEEP_ONCE_KEYS
    assert merge_dicts({key: "ha"}, {key: "ha"}) == {key: "haha"}
    nested = merge_dicts({"function_call": {key: '"'}}, {"function_call": {key: '"'}})
    assert nested == {"function_call": {key: '""'}}


def test_equal_deltas_in_streamed_fields_concatenate() -> None:
    a = AIMessageChunk("", additional_kwargs={"function_call": {"name": "f", "arguments": '{"a": "'}})
    b = AIMessageChunk("", additional_kwargs={"function_call": {"arguments": '"'}})
    c = AIMessageChunk("", additional_kwargs={"function_call": {"arguments": '"'}})
    assert (a + b + c).additional_kwargs["function_call"]["arguments"] == '{"a": """'
    text = AIMessageChunk([{"type": "text", "text": "ha", "index": 0}])
    assert (text + text).content == [{"type": "text", "text": "haha", "index": 0}]
    calls = call_chunk('{"q": "', name="f", id="1") + call_chunk('{"q": "')
    assert calls.tool_call_chunks[0]["args"] == '{"q": "{"q": "'


def test_metadata_rule_applies_at_any_depth() -> None:
    assert merge_dicts({"x": {"model": "m"}}, {"x": {"model": "m"}}) == {"x": {"model": "m"}}


# ---------------------------------------------------------------------------
# merge_dicts / merge_lists / merge_obj: LangChain's rules
# ---------------------------------------------------------------------------


def test_merge_dicts_rules() -> None:
    assert merge_dicts({"a": None}, {"a": "x"}) == {"a": "x"}
    assert merge_dicts({"a": "x"}, {"a": None}) == {"a": "x"}
    assert merge_dicts({"n": 1}, {"n": 2}) == {"n": 3}
    assert merge_dicts({"index": 1, "created": 5}, {"index": 2, "created": 6}) == {"index": 2, "created": 6}
    assert merge_dicts({"index": "lc_1"}, {"index": "lc_2"}) == {"index": "lc_1"}
    assert merge_dicts({"flag": True}, {"flag": True}) == {"flag": True}
    with pytest.raises(TypeError, match="different type"):
        merge_dicts({"a": "x"}, {"a": 1})
    with pytest.raises(TypeError, match="unsupported type"):
        merge_dicts({"flag": True}, {"flag": False})
    with pytest.raises(TypeError, match="unsupported type"):
        merge_dicts({"x": 1.5}, {"x": 2.5})


def test_merge_lists_by_index() -> None:
    left = [{"index": 0, "id": "a", "args": "{"}]
    right = [
        {"index": 0, "id": None, "args": "}", "type": "tool_call_chunk"},
        {"index": 0, "id": "b", "args": ""},
    ]
    assert merge_lists(left, right) == [
        {"index": 0, "id": "a", "args": "{}"},
        {"index": 0, "id": "b", "args": ""},
    ]
    assert left == [{"index": 0, "id": "a", "args": "{"}]
    assert merge_lists(None, None) is None


def test_merge_lists_non_standard_blocks() -> None:
    standard = [{"type": "text", "text": "a", "index": 0}]
    extra = [{"type": "non_standard", "value": {"type": "x", "k": 1}, "index": 0}]
    assert merge_lists(standard, extra) == [{"type": "text", "text": "a", "index": 0, "extras": {"k": 1}}]
    both = merge_lists(extra, [{"type": "non_standard", "value": {"type": "x", "j": 2}, "index": 0}])
    assert both == [{"type": "non_standard", "value": {"type": "x", "k": 1, "j": 2}, "index": 0}]


def test_merge_obj() -> None:
    assert merge_obj("a", "b") == "ab"
    assert merge_obj([1], [2]) == [1, 2]
    assert merge_obj(3, 3) == 3
    with pytest.raises(TypeError, match="different types"):
        merge_obj("a", 1)
    with pytest.raises(ValueError, match="Unable to merge"):
        merge_obj(1, 2)


# ---------------------------------------------------------------------------
# usage
# ---------------------------------------------------------------------------


def test_add_usage_keeps_unknown_keys() -> None:
    a = {
        "input_tokens": 1,
        "output_tokens": 2,
        "total_tokens": 3,
        "cost_units": 4,
        "input_token_details": {"x": 1},
    }
    b = {
        "input_tokens": 1,
        "output_tokens": 0,
        "total_tokens": 1,
        "input_token_details": {"x": 2, "cache_read": 5},
    }
    assert add_usage(a, b) == {
        "input_tokens": 2,
        "output_tokens": 2,
        "total_tokens": 4,
        "cost_units": 4,
        "input_token_details": {"x": 3, "cache_read": 5},
    }


def test_subtract_usage_floors_at_zero() -> None:
    a = {"input_tokens": 1, "output_tokens": 9, "total_tokens": 10}
    b = {"input_tokens": 5, "output_tokens": 4, "total_tokens": 9, "output_token_details": {"reasoning": 2}}
    assert subtract_usage(a, b) == {
        "input_tokens": 0,
        "output_tokens": 5,
        "total_tokens": 1,
        "output_token_details": {"reasoning": 0},
    }


def test_usage_edge_cases() -> None:
    a = {"input_tokens": 1, "output_tokens": 1, "total_tokens": 2}
    assert add_usage(a, None) is a
    assert add_usage(None, {}) == {"input_tokens": 0, "output_tokens": 0, "total_tokens": 0}
    with pytest.raises(ValueError, match="Only dict and int"):
        add_usage(a, {**a, "input_tokens": 1.5})


def test_usage_is_summed_over_a_stream() -> None:
    first = AIMessageChunk("a", usage_metadata={"input_tokens": 3, "output_tokens": 0, "total_tokens": 3})
    last = AIMessageChunk(
        "b", usage_metadata={"input_tokens": 0, "output_tokens": 2, "total_tokens": 2}, chunk_position="last"
    )
    total = first + AIMessageChunk("-") + last
    assert total.usage_metadata == {"input_tokens": 3, "output_tokens": 2, "total_tokens": 5}
    assert total.chunk_position == "last"
    alone = AIMessageChunk("x") + last
    assert alone.usage_metadata == last.usage_metadata
    assert alone.usage_metadata is not last.usage_metadata  # the sum does not share the operand's dict


# ---------------------------------------------------------------------------
# Adding chunks of each class
# ---------------------------------------------------------------------------


def test_ai_id_preference() -> None:
    assert (AIMessageChunk("", id="lc_1") + AIMessageChunk("", id="lc_run-2")).id == "lc_run-2"
    assert (AIMessageChunk("", id="lc_run-2") + AIMessageChunk("", id="chatcmpl-3")).id == "chatcmpl-3"
    assert (AIMessageChunk("", id="chatcmpl-3") + AIMessageChunk("", id="msg-4")).id == "chatcmpl-3"
    assert (AIMessageChunk("", id="") + AIMessageChunk("", id="lc_5")).id == "lc_5"
    assert (AIMessageChunk("") + AIMessageChunk("")).id is None


def test_ai_sum_drops_name_and_keeps_left_position() -> None:
    total = AIMessageChunk("a", name="bot") + AIMessageChunk("b", name="bot")
    assert total.name is None
    assert total.chunk_position is None
    decoded = msgspec.json.decode(b'{"type": "AIMessageChunk", "content": "a"}', type=AIMessageChunk)
    assert "chunk_position" not in (decoded + decoded).model_dump()  # unset stays unset


def test_ai_add_list_and_tuple() -> None:
    parts = [AIMessageChunk("b"), AIMessageChunk("c")]
    assert (AIMessageChunk("a") + parts).content == "abc"
    assert (AIMessageChunk("a") + tuple(parts)).content == "abc"
    assert (AIMessageChunk("a") + []).content == "a"  # noqa: RUF005
    assert add_ai_message_chunks(AIMessageChunk("a"), *parts).content == "abc"


def test_ai_plus_other_chunk_class_keeps_only_the_basics() -> None:
    total = call_chunk('{"a": 1}', name="f", id="1") + HumanMessageChunk("x")
    assert isinstance(total, AIMessageChunk)
    assert total.content == "x"
    assert total.tool_calls == []


def test_tool_chunks() -> None:
    a = ToolMessageChunk("4", tool_call_id="c1", artifact={"rows": [1]}, name="calc")
    b = ToolMessageChunk("2", tool_call_id="c1", artifact={"rows": [2]}, status="error")
    total = a + b
    assert (total.content, total.status, total.artifact, total.name) == (
        "42",
        "error",
        {"rows": [1, 2]},
        None,
    )
    with pytest.raises(ValueError, match="Cannot concatenate ToolMessageChunks"):
        a + ToolMessageChunk("x", tool_call_id="c2")
    with pytest.raises(ValidationError):  # LangChain raises KeyError('tool_call_id') here
        a + HumanMessageChunk("x")


def test_chat_and_function_chunks() -> None:
    assert (ChatMessageChunk("a", role="critic") + ChatMessageChunk("b", role="critic")).content == "ab"
    assert (ChatMessageChunk("a", role="critic") + HumanMessageChunk("b")).role == "critic"
    with pytest.raises(ValueError, match="different roles"):
        ChatMessageChunk("a", role="critic") + ChatMessageChunk("b", role="judge")
    assert (FunctionMessageChunk("a", name="f") + FunctionMessageChunk("b", name="f")).content == "ab"
    with pytest.raises(ValueError, match="different names"):
        FunctionMessageChunk("a", name="f") + FunctionMessageChunk("b", name="g")
    with pytest.raises(ValidationError):  # the sum would lack its name, as in LangChain
        FunctionMessageChunk("a", name="f") + HumanMessageChunk("b")


def test_tool_call_chunks_keep_extra_keys() -> None:
    head = {"name": "f", "args": '{"a": 1', "id": "c1", "index": 0, "extras": {"cache": True}}
    total = AIMessageChunk("", tool_call_chunks=[head]) + call_chunk("}")
    assert total.tool_call_chunks == [
        {
            "name": "f",
            "args": '{"a": 1}',
            "id": "c1",
            "index": 0,
            "extras": {"cache": True},
            "type": "tool_call_chunk",
        }
    ]


def test_generic_sum_keeps_left_id_and_class() -> None:
    parts = [HumanMessageChunk("b", id="h1"), AIMessageChunk("c")]
    total = SystemMessageChunk("a", id="s1") + parts
    assert isinstance(total, SystemMessageChunk)
    assert (total.content, total.id) == ("abc", "s1")


@pytest.mark.parametrize("other", [1, "text", None, HumanMessage("x"), (HumanMessageChunk("x"),)])
def test_unsupported_operands(other: object) -> None:
    with pytest.raises(TypeError, match=r'unsupported operand type\(s\) for \+: "HumanMessageChunk"'):
        HumanMessageChunk("a") + other


def test_operands_are_not_modified() -> None:
    a = AIMessageChunk([{"type": "text", "text": "x", "index": 0}], response_metadata={"m": {"n": 1}})
    b = AIMessageChunk([{"type": "text", "text": "y", "index": 0}], response_metadata={"m": {"n": 2}})
    before = (a.model_dump(), b.model_dump())
    a + b
    assert (a.model_dump(), b.model_dump()) == before


def test_message_chunk_to_message() -> None:
    chunk = call_chunk('{"a": 1}', name="f", id="c1") + AIMessageChunk(
        "", usage_metadata={"input_tokens": 1, "output_tokens": 1, "total_tokens": 2}, chunk_position="last"
    )
    message = message_chunk_to_message(chunk)
    assert type(message) is AIMessage
    assert message.tool_calls == [{"name": "f", "args": {"a": 1}, "id": "c1", "type": "tool_call"}]
    assert message.usage_metadata == {"input_tokens": 1, "output_tokens": 1, "total_tokens": 2}
    assert "tool_call_chunks" not in message.model_dump()
    tool = message_chunk_to_message(ToolMessageChunk("r", tool_call_id="c1", artifact=[1], status="error"))
    assert type(tool) is ToolMessage and tool.artifact == [1] and tool.status == "error"
    plain = HumanMessage("x")
    assert message_chunk_to_message(plain) is plain


# ---------------------------------------------------------------------------
# Tool calls and the incremental parser
# ---------------------------------------------------------------------------


def stream(pieces: list[str]) -> list[AIMessageChunk]:
    """The sums of a one-call stream whose arguments arrive in ``pieces``."""
    acc = call_chunk(pieces[0], name="f", id="c1")
    sums = [acc]
    for piece in pieces[1:]:
        acc = acc + call_chunk(piece)
        sums.append(acc)
    return sums


def args_of(chunk: AIMessageChunk) -> object:
    if chunk.invalid_tool_calls:
        return "invalid"
    return chunk.tool_calls[0]["args"]


def test_streamed_arguments_every_step() -> None:
    pieces = [
        '{"ci',
        'ty": "Pa',
        'ris", "da',
        'ys": 1',
        "2.",
        "5e",
        "-1, ",
        '"ok": tr',
        "ue, ",
        '"u": "\\',
        "u00",
        "e9",
        '"}',
    ]
    got = [args_of(s) for s in stream(pieces)]
    assert got == [
        {},
        {"city": "Pa"},
        {"city": "Paris"},  # "da is a partial key
        {"city": "Paris", "days": 1},
        {"city": "Paris", "days": 12},  # 12. cut back to 12
        {"city": "Paris", "days": 12.5},  # 12.5e cut back to 12.5
        {"city": "Paris", "days": 1.25},
        {"city": "Paris", "days": 1.25},  # partial literal dropped
        {"city": "Paris", "days": 1.25, "ok": True},
        {"city": "Paris", "days": 1.25, "ok": True, "u": ""},  # trailing backslash dropped
        {"city": "Paris", "days": 1.25, "ok": True},  # inside a \\u escape: member dropped
        {"city": "Paris", "days": 1.25, "ok": True, "u": "é"},
        {"city": "Paris", "days": 1.25, "ok": True, "u": "é"},
    ]
    assert got == [parse_partial_json('{"ci' + "".join(pieces[1 : i + 1])) for i in range(len(pieces))]


def test_surrogate_pair_split_across_chunks() -> None:
    got = [args_of(s) for s in stream(['{"e": "\\ud83d', "\\ud", 'e00 x"}'])]
    assert got == [{"e": "\ud83d"}, {}, {"e": "😀 x"}]


def test_earlier_sums_are_not_changed_by_later_ones() -> None:
    sums = stream(['{"a": {"b": [1', ", 2]}", ', "c": "x', 'y"}'])
    assert [args_of(s) for s in sums] == [
        {"a": {"b": [1]}},
        {"a": {"b": [1, 2]}},
        {"a": {"b": [1, 2]}, "c": "x"},
        {"a": {"b": [1, 2]}, "c": "xy"},
    ]
    # The top-level dict of each sum is its own.
    assert len({id(s.tool_calls[0]["args"]) for s in sums}) == len(sums)


def test_branching_from_one_sum() -> None:
    base = call_chunk('{"a": "x', name="f", id="c1")
    left = base + call_chunk('1"}')
    right = base + call_chunk('2", "b": 3}')
    again = base + call_chunk('1"}')
    assert args_of(left) == {"a": "x1"}
    assert args_of(right) == {"a": "x2", "b": 3}
    assert args_of(again) == {"a": "x1"}
    assert args_of(base) == {"a": "x"}


def test_invalid_arguments_become_invalid_tool_calls() -> None:
    sums = stream(['{"a": 1}', " x"])
    assert args_of(sums[0]) == {"a": 1}
    assert args_of(sums[1]) == {"a": 1}  # LangChain drops trailing junk too
    bad = stream(["[1, 2", "]"])
    assert [args_of(s) for s in bad] == ["invalid", "invalid"]
    assert bad[-1].invalid_tool_calls == [
        {"name": "f", "args": "[1, 2]", "id": "c1", "error": None, "type": "invalid_tool_call"}
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", {}),
        (None, {}),
        ("  ", None),
        ("{", {}),
        ('{"a": -', {}),
        ('{"a": -I', {}),
        ('{"a": -Infinity', {"a": float("-inf")}),
        ('{"a": 0.', {"a": 0}),
        ('{"a": 1e+', {"a": 1}),
        ('{"a": [true, nu', {"a": [True]}),
        ('{"a": "x\\', {"a": "x"}),
        ('{"a": "x\\u12', {}),
        ('{"a"', {}),
        ('{"a":', {}),
        ('{"a": 1, ', {"a": 1}),
        ('{"a": 1}  ', {"a": 1}),
        ('{"a": "x\ny"}', {"a": "x\ny"}),  # complete, with a raw control character (read leniently)
        ('{"a": {"b": [1, 2.5, "é"]}, "c": null}', {"a": {"b": [1, 2.5, "é"]}, "c": None}),
        ('{"a": 1}}', None),  # unmatched bracket: LangChain's parser gives None
        ("[{}]", None),
        ('"text"', None),
        (5, None),
    ],
)
def test_parse_tool_call_args_cases(text: object, expected: object) -> None:
    got = parse_tool_call_args(text)
    assert json.dumps(got) == json.dumps(expected)
    if isinstance(text, str) and text:
        reference = parse_partial_json(text) if text.strip() else None
        assert json.dumps(got) == json.dumps(reference if isinstance(reference, dict) else None)


def test_deep_nesting_and_long_numbers_use_the_reference() -> None:
    deep = '{"a": ' + "[" * 100
    assert parse_tool_call_args(deep) == parse_partial_json(deep)
    long_number = '{"a": ' + "1" * 500
    assert parse_tool_call_args(long_number) == parse_partial_json(long_number)
    # Too deep for json.loads, complete or not: an invalid tool call, never a RecursionError.
    for text in ('{"a": ' + "[" * 5000 + "]" * 5000 + "}", "[" * 5000, '{"a": ' + "[" * 5000):
        assert parse_tool_call_args(text) is None


def test_v1_content_gets_tool_calls_on_the_last_chunk() -> None:
    meta = {"output_version": "v1"}
    head = {"name": "f", "args": '{"a"', "id": "c1", "index": 0}
    tail = {"name": None, "args": ": 1}", "id": None, "index": 0}
    first = AIMessageChunk(
        [{"type": "tool_call_chunk", **head}], response_metadata=meta, tool_call_chunks=[head]
    )
    second = AIMessageChunk(
        [{"type": "tool_call_chunk", **tail}], response_metadata=meta, tool_call_chunks=[tail]
    )
    server = AIMessageChunk(
        [
            {
                "type": "server_tool_call_chunk",
                "name": "web_search",
                "args": '{"q": "x"}',
                "id": "s1",
                "index": 1,
            }
        ],
        response_metadata=meta,
    )
    last = AIMessageChunk([], response_metadata=meta, chunk_position="last")
    streaming = first + second + server
    assert streaming.content[0]["type"] == "tool_call_chunk"
    assert streaming.content[1]["type"] == "server_tool_call_chunk"
    total = streaming + last
    assert total.content == [
        {"type": "tool_call", "name": "f", "args": {"a": 1}, "id": "c1"},
        {"type": "server_tool_call", "name": "web_search", "args": {"q": "x"}, "id": "s1", "index": 1},
    ]
    assert streaming.content[1]["type"] == "server_tool_call_chunk"  # the operand is not modified
