"""Regressions found by sweeping the differential suites over new seeds (compared with langchain_core 1.7).

Each case is the minimised form of a disagreement a sweep found, checked against LangChain
itself where LangChain's behaviour is the reference.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from langchain_core import messages as lc
from langchain_core.messages.utils import convert_to_messages as lc_convert
from langchain_core.messages.utils import merge_message_runs as lc_merge_message_runs

import chatschema as cs
from chatschema import merge_message_runs
from chatschema.convert import convert_to_messages

_CALL_FIELDS = ("tool_calls", "invalid_tool_calls", "tool_call_chunks")


def _calls(message: Any) -> str:
    """The parsed tool call lists of a message, as canonical JSON."""
    dumped = message.model_dump()
    return json.dumps({key: dumped.get(key) for key in _CALL_FIELDS}, sort_keys=True)


def _built(module: Any, class_name: str, kwargs: dict[str, Any]) -> tuple[str, str]:
    """("ok", the parsed tool call lists) or ("refused", "") when the constructor raises ValueError
    (pydantic's and chatschema's ValidationError both are)."""
    try:
        message = getattr(module, class_name)(**copy.deepcopy(kwargs))
    except ValueError:
        return "refused", ""
    return "ok", _calls(message)


_VALID = {"id": "c0", "type": "function", "function": {"name": "ok", "arguments": '{"a": 1}'}}

# OpenAI-style additional_kwargs["tool_calls"] that LangChain reads best-effort, all or nothing:
# anything malformed other than invalid JSON text leaves the message without parsed calls.
RAW_TOOL_CALLS: dict[str, list[Any]] = {
    # Found by the convert sweep (seed 100028): arguments given as an object, not JSON text.
    "arguments_object": [{"id": "c1", "type": "function", "function": {"name": "calc", "arguments": {}}}],
    "arguments_object_after_valid": [
        _VALID,
        {"id": "c1", "type": "function", "function": {"name": "calc", "arguments": {"x": 1}}},
    ],
    "arguments_null": [_VALID, {"id": "c1", "function": {"name": "f", "arguments": None}}],
    "arguments_missing": [_VALID, {"id": "c1", "function": {"name": "f"}}],
    "name_missing": [{"id": "c1", "function": {"arguments": "{}"}}, _VALID],
    "function_empty": [{"id": "c1", "function": {}}],
    "function_not_object": [_VALID, {"id": "c1", "function": "f"}],
    "entry_null": [None, _VALID],
    "entry_number": [_VALID, 5],
    "entry_string_without_function": ["x", _VALID],
    "entry_string_function": ["function", _VALID],
    "entry_without_function": [{"id": "c1"}, _VALID],
    "invalid_json_text": [{"id": "c1", "function": {"name": "f", "arguments": '{"a'}}, _VALID],
    "integer_over_digit_limit": [{"id": "c1", "function": {"name": "f", "arguments": "1" * 5000}}],
    "nesting_too_deep": [{"id": "c1", "function": {"name": "f", "arguments": "[" * 100_000}}],
}


NOT_RAW_CALLS = {
    "function_not_object": ("AIMessage", "AIMessageChunk"),
    "entry_null": ("AIMessage", "AIMessageChunk"),
    "entry_number": ("AIMessage", "AIMessageChunk"),
    "entry_string_without_function": ("AIMessage", "AIMessageChunk"),
    "entry_string_function": ("AIMessage", "AIMessageChunk"),
    "arguments_object": ("AIMessage",),
    "arguments_object_after_valid": ("AIMessage",),
}
"""Raw call lists the schema (``RawToolCall``) refuses at the entry where LangChain reads no calls
from them and keeps them: an entry or a ``function`` that is no object, and (for an ``AIMessage``;
its chunk refuses them too) arguments written as an object. A documented difference (docs/compat.md,
"OpenAI-style raw tool calls ... have a schema")."""


@pytest.mark.parametrize("class_name", ["AIMessage", "AIMessageChunk"])
@pytest.mark.parametrize("name", list(RAW_TOOL_CALLS))
def test_raw_openai_tool_calls_read_as_langchain_reads_them(class_name: str, name: str) -> None:
    raw = RAW_TOOL_CALLS[name]
    kwargs = {"content": "", "additional_kwargs": {"tool_calls": raw}}
    theirs = _built(lc, class_name, kwargs)
    if class_name in NOT_RAW_CALLS.get(name, ()):
        assert theirs[0] == "ok"  # LangChain takes them (and skips or gives up on the odd entry)
        with pytest.raises(cs.ValidationError) as refused:
            getattr(cs, class_name)(**copy.deepcopy(kwargs))
        assert refused.value.path.startswith("$.additional_kwargs.tool_calls[")
        return
    assert _built(cs, class_name, kwargs) == theirs
    if theirs[0] == "ok":  # the raw calls are kept as given
        assert (
            getattr(cs, class_name)(**copy.deepcopy(kwargs)).additional_kwargs == kwargs["additional_kwargs"]
        )


def test_openai_dict_with_object_arguments_in_additional_kwargs_is_refused_at_the_raw_call() -> None:
    """The convert sweep's case as it came: an assistant dict whose additional_kwargs hold a call with
    its arguments written as an object. LangChain keeps it and reads no calls from it; the schema's
    raw call takes arguments as text only (docs/compat.md), so it is refused at the raw call."""
    item = {
        "role": "assistant",
        "content": "",
        "additional_kwargs": {
            "tool_calls": [
                {"id": "call_206", "type": "function", "function": {"name": "calc", "arguments": {}}}
            ]
        },
        "response_metadata": {"model_name": "gpt"},
    }
    [theirs] = lc_convert([copy.deepcopy(item)])
    assert theirs.tool_calls == [] and theirs.invalid_tool_calls == []
    with pytest.raises(cs.ValidationError) as refused:
        convert_to_messages([copy.deepcopy(item)])
    assert refused.value.path == "$[0].additional_kwargs.tool_calls[0].function.arguments"


@pytest.mark.parametrize(
    "raw",
    [v for k, v in RAW_TOOL_CALLS.items() if k not in NOT_RAW_CALLS],
    ids=[k for k in RAW_TOOL_CALLS if k not in NOT_RAW_CALLS],
)
def test_merge_message_runs_reads_raw_tool_calls_as_langchain(raw: list[Any]) -> None:
    """A run whose AI message kept unparsed OpenAI-style calls: the merged chunk reads them with the
    chunk parser (lists the schema refuses are left out: NOT_RAW_CALLS)."""
    kwargs = {"content": "", "additional_kwargs": {"tool_calls": raw}}

    def merged(module: Any, merge: Any) -> str:
        run = [module.AIMessage(**copy.deepcopy(kwargs)), module.AIMessage("more", id="m2")]
        try:
            out = merge(run)
        except ValueError:
            return "refused"
        return json.dumps([m.model_dump() for m in out], sort_keys=True)

    assert merged(cs, merge_message_runs) == merged(lc, lc_merge_message_runs)
