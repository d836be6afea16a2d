"""Hostile input to the conversions and the message constructors, beyond the decode core.

Where something other than ValidationError still escapes, the test is a
strict xfail keyed in :data:`GAPS`, with the module to fix as its reason.
Once fixed, the test passes, strict xfail turns that into a failure, and the
key comes out of GAPS (with its entry in contract.KNOWN_GAPS).
"""

from __future__ import annotations

import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import chatschema
from chatschema import ValidationError

GAPS: dict[str, str] = {}
"""Known gaps by name, with where the fix goes."""


def gap(name: str) -> list[pytest.MarkDecorator]:
    """A strict xfail while ``name`` is a known gap; nothing once it is closed."""
    return [pytest.mark.xfail(strict=True, reason=GAPS[name])] if name in GAPS else []


def known(name: str) -> Callable[[Any], Any]:
    """:func:`gap` as a decorator."""

    def decorate(test: Any) -> Any:
        for mark in gap(name):
            test = mark(test)
        return test

    return decorate


def only_validation_error(call: Callable[[], Any]) -> None:
    try:
        call()
    except ValidationError:
        pass


# --------------------------------------------------------------------------- arguments of the wrong kind


@known("unsupported items")
@pytest.mark.parametrize("item", [5, None, 1.5, True, [1, 2, 3], []], ids=repr)
def test_unsupported_items(item: Any) -> None:
    with pytest.raises(ValidationError) as caught:
        chatschema.convert_to_messages([item])
    assert caught.value.path == "$[0]"
    assert isinstance(caught.value, NotImplementedError)  # still what LangChain code catches


@known("not a list")
@pytest.mark.parametrize("function", [chatschema.messages_from_dict, chatschema.convert_to_messages])
@pytest.mark.parametrize("argument", [5, None, 1.5, True], ids=repr)
def test_not_a_list(function: Callable[[Any], Any], argument: Any) -> None:
    with pytest.raises(ValidationError) as caught:
        function(argument)
    assert caught.value.path == "$"


# --------------------------------------------------------------------------- JSON text inside a message

DEEP = "[" * 100_000
LONG_INT = '{"a": ' + "1" * 5000 + "}"


def _openai_tool_call(args: str) -> Any:
    """convert/_messages.py (_openai_call): OpenAI-style ``tool_calls`` of an assistant dict."""
    call = {"id": "1", "function": {"name": "f", "arguments": args}}
    return chatschema.convert_to_messages([{"role": "assistant", "content": "", "tool_calls": [call]}])


def _raw_openai_calls(args: str) -> Any:
    """messages/_ai.py (_parse_raw_openai_calls): ``additional_kwargs["tool_calls"]`` of an AIMessage."""
    call = {"id": "1", "function": {"name": "f", "arguments": args}}
    data = {"content": "", "additional_kwargs": {"tool_calls": [call]}}
    return chatschema.messages_from_dict([{"type": "ai", "data": data}])


def _tool_call_chunk(args: str) -> Any:
    """messages/_tool_call_chunks.py (init_tool_calls): tool call chunk arguments (parse_partial_json)."""
    chunk = {"name": "f", "args": args, "id": "1", "index": 0}
    return chatschema.convert_to_messages(
        [{"type": "AIMessageChunk", "content": "", "tool_call_chunks": [chunk]}]
    )


def _server_tool_call_chunk(args: str) -> Any:
    """messages/_tool_call_chunks.py (init_server_tool_calls): server tool call arguments, last v1 chunk."""
    block = {"type": "server_tool_call_chunk", "name": "f", "args": args, "id": "s1"}
    data = {"content": [block], "chunk_position": "last", "response_metadata": {"output_version": "v1"}}
    return chatschema.messages_from_dict([{"type": "AIMessageChunk", "data": data}])


ARGUMENTS_SITES: dict[str, Callable[[str], Any]] = {
    "openai_tool_call": _openai_tool_call,
    "raw_openai_calls": _raw_openai_calls,
    "tool_call_chunk": _tool_call_chunk,
    "server_tool_call_chunk": _server_tool_call_chunk,
}
FIXED_SITES = set(ARGUMENTS_SITES)
"""Sites that turn any failure to parse into an invalid tool call or a ValidationError."""


def sites(name: str) -> list[Any]:
    return [
        pytest.param(site, marks=[] if site in FIXED_SITES else gap(name), id=site)
        for site in ARGUMENTS_SITES
    ]


@pytest.mark.parametrize("site", sites("deep arguments"))
def test_deep_tool_call_arguments(site: str) -> None:
    only_validation_error(lambda: ARGUMENTS_SITES[site](DEEP))


@pytest.mark.parametrize("site", sites("long integer"))
def test_long_integer_in_tool_call_arguments(site: str) -> None:
    only_validation_error(lambda: ARGUMENTS_SITES[site](LONG_INT))


# --------------------------------------------------------------------------- constructors


@known("constructor surrogate")
@pytest.mark.parametrize(
    "call",
    [
        lambda: chatschema.ToolMessage("x", tool_call_id="1", status="\ud83d"),
        lambda: chatschema.AIMessage("x", usage_metadata="\ud83d"),
        lambda: chatschema.messages_from_dict(
            [{"type": "tool", "data": {"content": "x", "tool_call_id": "1", "status": "\ud83d"}}]
        ),
        lambda: chatschema.convert_to_messages(
            [{"type": "tool", "content": "x", "tool_call_id": "1", "status": "\ud83d"}]
        ),
        lambda: _openai_tool_call('"\\ud83d"'),  # arguments that parse to a str holding a lone surrogate
    ],
)
def test_lone_surrogate_in_a_constructor(call: Callable[[], Any]) -> None:
    with pytest.raises(ValidationError):
        call()


def test_lone_surrogates_a_constructor_keeps() -> None:
    message = chatschema.AIMessage("\ud83d", id="\ude00", additional_kwargs={"\ud83d": "\ud83d"})
    assert chatschema.decode(chatschema.encode(message), "AnyMessage") == message
    # a keyword that is a lone surrogate is an extra field, as LangChain keeps it; written escaped
    extra = chatschema.HumanMessage("x", **{"\ud83d": 1})
    assert extra.model_dump()["\ud83d"] == 1
    assert chatschema.encode(extra).endswith(b'"\\ud83d":1}')
    assert chatschema.decode(chatschema.encode(extra), "AnyMessage", extra="keep") == extra


# --------------------------------------------------------------------------- time


class OutOfTime(BaseException):
    """Not an Exception, so that no ``except Exception`` on the way swallows it."""


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    def expire(signum: int, frame: Any) -> None:
        raise OutOfTime(f"over {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


NEVER_PARSES = '{"a": ' + '"x", ' * 16_000
"""80 KB of arguments with a value where a key must be: no prefix parses."""
NEVER_PARSES_1MB = '{"a": ' + '"x", ' * 200_000
"""The same at 1 MB: the search for a prefix that parses reads the text a bounded number of times."""


@pytest.mark.parametrize(
    "call",
    [
        pytest.param(lambda: _tool_call_chunk(NEVER_PARSES), id="tool_call_chunk"),
        pytest.param(lambda: _tool_call_chunk(NEVER_PARSES_1MB), id="tool_call_chunk_1mb"),
        pytest.param(  # OpenAI-style chunks in additional_kwargs become tool call chunks
            lambda: chatschema.AIMessageChunk(
                "",
                additional_kwargs={
                    "tool_calls": [
                        {"index": 0, "id": "1", "function": {"name": "f", "arguments": NEVER_PARSES}}
                    ]
                },
            ),
            id="raw_openai_chunks",
        ),
    ],
)
def test_tool_call_chunk_arguments_in_linear_time(call: Callable[[], Any]) -> None:
    with time_limit(2.0):
        only_validation_error(call)
