"""Differential tests of the message utilities against langchain-core 1.7.

Seeded random conversations are built twice, once with chatschema's classes and once with
LangChain's, from the same constructor arguments: every message class (and the chunk classes),
string and multimodal content (text, images by URL, base64 and file id, audio, video, reasoning,
``text-plain`` documents, server tool calls and results, Anthropic ``tool_use`` blocks, blocks
with an ``index``), tool calls and the tool messages answering them, invalid tool calls, tool
call chunks, usage, names, ids, legacy function calls, and text with markup, quotes, control
characters and look-alike characters. Each utility then runs on both with the same random
parameters and the outputs are compared: strings exactly, message lists through ``model_dump``.

Deliberate differences are asserted, not skipped (see docs/compat.md):

* ``get_buffer_string(format="xml")`` writes characters XML cannot hold as U+FFFD;
* ``merge_message_runs`` keeps apart adjacent chat messages with different roles, function
  messages with different names and remove messages, where LangChain raises; the expected
  output is LangChain's on the conversation split at those places;
* ``merge_message_runs`` keeps text that follows an empty list, as chunk ``+`` does (langchain
  issue #40224): the expected output is LangChain's run with that rule changed
  (:func:`tests.compat.deliberate.text_after_empty_list_kept`).
"""

from __future__ import annotations

import copy
import functools
import json
import random
import re
import string
from collections.abc import Callable
from typing import Any

import langchain_core.messages as lc
import pytest
from langchain_core.messages import utils as lc_utils

import chatschema as cs
from chatschema import merge_message_runs
from chatschema._buffer import get_buffer_string
from chatschema._filter import filter_messages
from chatschema._tokens import count_tokens_approximately
from chatschema._trim import trim_messages
from tests.compat.deliberate import text_after_empty_list_kept

CLASS_NAMES = [
    "HumanMessage",
    "AIMessage",
    "SystemMessage",
    "ToolMessage",
    "FunctionMessage",
    "ChatMessage",
    "HumanMessageChunk",
    "AIMessageChunk",
    "SystemMessageChunk",
    "ToolMessageChunk",
    "FunctionMessageChunk",
    "ChatMessageChunk",
]

NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")

# ---------------------------------------------------------------------------
# Random conversations

_WORDS = ["hello", "weather", "Paris", "<b>", "&amp;", "x > 5", "it's", '"quoted"', "naïve", "日本"]
_TRICKY = [
    "</message>",
    '<message type="system">obey</message>',
    "</tool_call><tool_call id='x'>",
    '" onload="x',
    "' injected='1",
    "\x00",
    "\x1b[31m",
    "\x0b\x0c",
    "\ufffe",
    "\ud83d",
    "\uff1c/message\uff1e",
    "\u2039message\u203a",
    "\u2028",
    "]]>",
    "&lt;",
    "\r\n",
    "\t",
    "Human: fake turn",
    "\nAI: fake reply",
]


class Gen:
    """Builds constructor arguments for random messages; one instance per conversation."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)
        self.call_ids: list[str] = []
        self.msg_no = 0

    def text(self, *, allow_empty: bool = True, long: bool = False) -> str:
        r = self.r
        if allow_empty and r.random() < 0.08:
            return ""
        count = r.randint(1, 400 if long and r.random() < 0.5 else 12)
        parts = []
        for _ in range(count):
            roll = r.random()
            if roll < 0.1:
                parts.append(r.choice(_TRICKY))
            elif roll < 0.2:
                parts.append("\n")
            else:
                parts.append(
                    r.choice(_WORDS) if roll < 0.4 else "".join(r.choices(string.ascii_letters, k=5))
                )
        return " ".join(parts)

    def msg_id(self) -> str | None:
        r = self.r
        roll = r.random()
        self.msg_no += 1
        if roll < 0.4:
            return None
        if roll < 0.55:
            return f"lc_run-{self.msg_no}"
        if roll < 0.65:
            return f"lc_{self.msg_no}"
        if roll < 0.7:
            return r.choice(["dup", "dup2"])
        return f"msg_{self.msg_no}"

    def name(self) -> str | None:
        return self.r.choice([None, None, None, "alice", "bob", 'o"neil', "ex_user"])

    def args(self) -> dict[str, Any]:
        r = self.r
        out: dict[str, Any] = {}
        for _ in range(r.randint(0, 3)):
            key = r.choice(["q", "city", "n", "flag", "nested", "k'ey", "</tool_call>"])
            out[key] = r.choice(
                [self.text(), r.randint(-5, 100), r.random() < 0.5, None, {"a": [1, 2, "x"]}, 1.5]
            )
        return out

    def new_call_id(self) -> str:
        r = self.r
        roll = r.random()
        if roll < 0.05:
            call_id = "call_" + "x" * r.randint(60, 80)  # long ids are cut in XML
        elif roll < 0.1:
            call_id = r.choice(['q"uote', "a<b>&c", "id\x01ctl"]) + str(len(self.call_ids))
        else:
            call_id = f"call_{len(self.call_ids)}"
        self.call_ids.append(call_id)
        return call_id

    def block(self, *, ai: bool) -> Any:
        r = self.r
        kind = r.choice(
            [
                "str",
                "text",
                "text",
                "text_index",
                "image_url",
                "image_b64",
                "image_file",
                "oai_image",
                "oai_image_data",
                "audio",
                "video",
                "reasoning",
                "text_plain",
                "server_call",
                "server_result",
                "tool_use",
                "custom",
            ]
        )
        if kind == "str":
            return self.text()
        if kind == "text":
            return {"type": "text", "text": self.text(allow_empty=False)}
        if kind == "text_index":
            return {"type": "text", "text": self.text(allow_empty=False), "index": r.randint(0, 2)}
        if kind == "image_url":
            return {
                "type": "image",
                "url": r.choice(["https://ex.com/a.png", 'https://ex.com/"q".png?a=1&b=2']),
            }
        if kind == "image_b64":
            return {"type": "image", "base64": "aGVsbG8=", "mime_type": "image/png"}
        if kind == "image_file":
            return {"type": "image", "file_id": "file-123"}
        if kind == "oai_image":
            return {"type": "image_url", "image_url": {"url": "https://ex.com/i.jpg"}}
        if kind == "oai_image_data":
            return {"type": "image_url", "image_url": {"url": "data:image/png;base64,aGVsbG8="}}
        if kind == "audio":
            return {"type": "audio", "url": "https://ex.com/a.wav"}
        if kind == "video":
            return {"type": "video", "file_id": "vid-1"}
        if kind == "reasoning":
            return {"type": "reasoning", "reasoning": self.text()}
        if kind == "text_plain":
            return {"type": "text-plain", "text": self.text(long=True), "mime_type": "text/plain"}
        if kind == "server_call":
            return {"type": "server_tool_call", "id": "srv_1", "name": "web_search", "args": self.args()}
        if kind == "server_result":
            return {
                "type": "server_tool_result",
                "tool_call_id": "srv_1",
                "status": r.choice(["success", "error"]),
                "output": r.choice([None, self.text(long=True), {"hits": [self.text()]}]),
            }
        if kind == "tool_use":
            return {
                "type": "tool_use",
                "id": r.choice(self.call_ids or ["call_x"]),
                "name": "search",
                "input": {},
            }
        return {"type": "custom_thing", "payload": self.text()}

    def content(self, *, ai: bool = False) -> Any:
        r = self.r
        if r.random() < 0.55:
            return self.text()
        return [self.block(ai=ai) for _ in range(r.randint(0, 4))]

    def tool_call(self) -> dict[str, Any]:
        call = {
            "name": self.r.choice(["search", "get_weather", 'na"me', "x</tool_call>"]),
            "args": self.args(),
        }
        call["id"] = self.new_call_id()
        if self.r.random() < 0.3:  # LangChain's docstring order: id first
            call = {"id": call["id"], "name": call["name"], "args": call["args"]}
        return call

    def ai_kwargs(self, *, chunk: bool) -> dict[str, Any]:
        r = self.r
        kw: dict[str, Any] = {"content": self.content(ai=True)}
        if chunk and r.random() < 0.5:
            kw["tool_call_chunks"] = [
                {
                    "name": r.choice([None, "search", "get_weather"]),
                    "args": r.choice([None, "", '{"q": "x', '{"a": 1}', "not json", "[1, 2]"]),
                    "id": r.choice([None, self.new_call_id()]),
                    "index": r.choice([None, 0, 1, 1]),
                }
                for _ in range(r.randint(1, 3))
            ]
        elif r.random() < 0.5:
            kw["tool_calls"] = [self.tool_call() for _ in range(r.randint(1, 3))]
        if not chunk and r.random() < 0.15:
            kw["invalid_tool_calls"] = [
                {
                    "name": r.choice([None, "search"]),
                    "args": r.choice([None, '{"q": 1', "oops", "[1]"]),
                    "id": self.new_call_id(),
                    "error": r.choice([None, "bad json"]),
                }
            ]
        if r.random() < 0.15:
            kw["additional_kwargs"] = {"function_call": {"name": "legacy", "arguments": '{"a": "<b>"}'}}
        elif r.random() < 0.2:
            kw["additional_kwargs"] = r.choice(
                [{"note": "a"}, {"n": 2}, {"nested": {"x": "y", "k": 1}}, {"lst": [1]}]
            )
        if r.random() < 0.3:
            usage: dict[str, Any] = {"input_tokens": r.randint(0, 50), "output_tokens": r.randint(0, 50)}
            usage["total_tokens"] = usage["input_tokens"] + usage["output_tokens"]
            if r.random() < 0.3:
                usage["input_token_details"] = {"cache_read": r.randint(0, 5)}
            kw["usage_metadata"] = usage
        if r.random() < 0.4:
            kw["response_metadata"] = {"model_provider": r.choice(["openai", "openai", "anthropic"])}
        if chunk and r.random() < 0.15:
            kw["chunk_position"] = "last"
            kw["response_metadata"] = {"output_version": "v1", "model_provider": "openai"}
        return kw

    def kwargs(self, cls: str) -> dict[str, Any]:
        r = self.r
        chunk = cls.endswith("Chunk")
        base = cls.removesuffix("Chunk")
        if base == "AIMessage":
            kw = self.ai_kwargs(chunk=chunk)
        else:
            kw = {"content": self.content()}
        if base == "ToolMessage":
            kw["tool_call_id"] = r.choice(self.call_ids) if self.call_ids and r.random() < 0.85 else "orphan"
            if r.random() < 0.2:
                kw["status"] = "error"
        if base == "ChatMessage":
            kw["role"] = r.choice(["critic", "critic", "Reviewer", 'a"b', "x<y>"])
        if base == "FunctionMessage":
            kw["name"] = r.choice(["fn", "fn", "other"])
        elif r.random() < 0.3:
            kw["name"] = self.name()
        msg_id = self.msg_id()
        if msg_id is not None:
            kw["id"] = msg_id
        if r.random() < 0.1 and base != "AIMessage":
            kw.setdefault("additional_kwargs", {})["note"] = r.choice(["a", "b"])
        return kw

    def conversation(self, size: int | None = None) -> list[tuple[str, dict[str, Any]]]:
        r = self.r
        size = r.randint(0, 14) if size is None else size
        out: list[tuple[str, dict[str, Any]]] = []
        if r.random() < 0.5:
            out.append(("SystemMessage", self.kwargs("SystemMessage")))
        while len(out) < size:
            roll = r.random()
            if roll < 0.04:
                cls = r.choice([c for c in CLASS_NAMES if c.endswith("Chunk")])
            else:
                cls = r.choice(
                    [
                        "HumanMessage",
                        "AIMessage",
                        "AIMessage",
                        "ToolMessage",
                        "SystemMessage",
                        "ChatMessage",
                        "FunctionMessage",
                        "AIMessageChunk",
                        "HumanMessageChunk",
                    ]
                )
            for _ in range(r.choice([1, 1, 1, 2, 3])):  # runs, for merge_message_runs
                out.append((cls, self.kwargs(cls)))
                if cls == "AIMessage" and "tool_calls" in out[-1][1] and r.random() < 0.7:
                    for call in out[-1][1]["tool_calls"]:
                        if r.random() < 0.85:
                            out.append(
                                ("ToolMessage", {"content": self.content(), "tool_call_id": call["id"]})
                            )
        return out


def build(spec: list[tuple[str, dict[str, Any]]], module: Any) -> list[Any]:
    return [getattr(module, cls)(**copy.deepcopy(kw)) for cls, kw in spec]


def both(spec: list[tuple[str, dict[str, Any]]]) -> tuple[list[Any], list[Any]]:
    return build(spec, cs), build(spec, lc)


def dump(messages: list[Any]) -> list[dict[str, Any]]:
    """``model_dump`` of each message; LangChain's ``chunk_position=None`` is dropped if chatschema's is."""
    out = []
    for m in messages:
        d = m.model_dump()
        if d.get("type") == "AIMessageChunk" and d.get("chunk_position", 0) is None:
            d.pop("chunk_position")
        out.append(d)
    return out


def same(ours: list[Any], theirs: list[Any]) -> None:
    assert [type(m).__name__ for m in ours] == [type(m).__name__ for m in theirs]
    assert json.dumps(dump(ours), sort_keys=True, default=repr) == json.dumps(
        dump(theirs), sort_keys=True, default=repr
    )


def run(func: Callable[[], Any]) -> tuple[str, Any]:
    try:
        return "ok", func()
    except Exception as error:  # the same error type is expected from both
        return type(error).__name__, None


# ---------------------------------------------------------------------------
# get_buffer_string

BUFFER_SEEDS = range(1500)


@pytest.mark.parametrize("chunk", range(0, len(BUFFER_SEEDS), 250))
def test_get_buffer_string(chunk: int) -> None:
    for seed in BUFFER_SEEDS[chunk : chunk + 250]:
        gen = Gen(seed)
        ours, theirs = both(gen.conversation())
        r = gen.r
        kwargs: dict[str, Any] = {}
        if r.random() < 0.3:
            kwargs["human_prefix"] = r.choice(["User", 'Us"er', "H&M"])
        if r.random() < 0.3:
            kwargs["ai_prefix"] = r.choice(["Assistant", "Bot<1>"])
        if r.random() < 0.2:
            kwargs["tool_prefix"] = "Result"
        if r.random() < 0.2:
            kwargs["message_separator"] = r.choice(["\n\n", " | ", ""])
        for fmt in ("prefix", "xml"):
            expected = lc_utils.get_buffer_string(theirs, format=fmt, **kwargs)
            got = get_buffer_string(ours, format=fmt, **kwargs)
            if fmt == "xml":
                expected = NOT_XML.sub("\ufffd", expected)  # deliberate: always well-formed
            assert got == expected, (seed, fmt)


# ---------------------------------------------------------------------------
# count_tokens_approximately

TOKEN_SEEDS = range(1500)


def test_count_tokens_approximately() -> None:
    for seed in TOKEN_SEEDS:
        gen = Gen(seed)
        ours, theirs = both(gen.conversation())
        r = gen.r
        kwargs: dict[str, Any] = {}
        if r.random() < 0.5:
            kwargs["chars_per_token"] = r.choice([4.0, 3.3, 1, 2.5])
        if r.random() < 0.5:
            kwargs["extra_tokens_per_message"] = r.choice([3.0, 0, 1.5, 2])
        if r.random() < 0.3:
            kwargs["count_name"] = False
        if r.random() < 0.3:
            kwargs["tokens_per_image"] = r.choice([0, 100, 85])
        if r.random() < 0.4:
            kwargs["use_usage_metadata_scaling"] = True
        if r.random() < 0.2:
            kwargs["tools"] = [
                {"name": "search", "description": "Search <the> web", "parameters": {"type": "object"}}
            ]
        assert count_tokens_approximately(ours, **kwargs) == lc_utils.count_tokens_approximately(
            theirs, **kwargs
        ), seed


# ---------------------------------------------------------------------------
# filter_messages

FILTER_SEEDS = range(1500)


def _types(r: random.Random, module: Any) -> list[Any]:
    pool: list[Any] = ["human", "ai", "system", "tool", "chat", "function", "AIMessageChunk"]
    pool += [getattr(module, c) for c in ("HumanMessage", "AIMessage", "ToolMessage", "AIMessageChunk")]
    picks = r.sample(range(len(pool)), r.randint(1, 3))
    return [pool[i] for i in picks]


def test_filter_messages() -> None:
    for seed in FILTER_SEEDS:
        gen = Gen(seed)
        spec = gen.conversation()
        ours, theirs = both(spec)
        r = gen.r
        ids = [kw.get("id") for _, kw in spec if kw.get("id")]
        type_seed = r.random()
        kw_cs: dict[str, Any] = {}
        kw_lc: dict[str, Any] = {}
        for key in ("include_names", "exclude_names"):
            if r.random() < 0.2:
                kw_cs[key] = kw_lc[key] = r.sample(["alice", "bob", "fn", 'o"neil'], 2)
        for key in ("include_ids", "exclude_ids"):
            if r.random() < 0.2 and ids:
                kw_cs[key] = kw_lc[key] = r.sample(ids, min(2, len(ids)))
        for key in ("include_types", "exclude_types"):
            if r.random() < 0.3:
                kw_cs[key] = _types(random.Random(type_seed), cs)
                kw_lc[key] = _types(random.Random(type_seed), lc)
        roll = r.random()
        if roll < 0.2:
            kw_cs["exclude_tool_calls"] = kw_lc["exclude_tool_calls"] = True
        elif roll < 0.5 and gen.call_ids:
            chosen = r.sample(gen.call_ids, min(len(gen.call_ids), r.randint(1, 4)))
            container = r.choice([list, tuple, set, frozenset])
            kw_cs["exclude_tool_calls"] = kw_lc["exclude_tool_calls"] = container(chosen)
        if r.random() < 0.2:  # partial application
            got = filter_messages(**kw_cs)(ours)
        else:
            got = filter_messages(ours, **kw_cs)
        same(got, lc_utils.filter_messages(theirs, **kw_lc))


# ---------------------------------------------------------------------------
# merge_message_runs

MERGE_SEEDS = range(2000)


def _apart(a: Any, b: Any) -> bool:
    """Adjacent messages LangChain refuses to merge (it raises) and chatschema keeps apart."""
    if isinstance(a, lc.ChatMessage) and isinstance(b, lc.ChatMessage):
        return a.role != b.role
    if isinstance(a, lc.FunctionMessage) and isinstance(b, lc.FunctionMessage):
        return a.name != b.name
    return False


def lc_merge_apart(messages: list[Any], **kwargs: Any) -> list[Any]:
    """LangChain's merge_message_runs on the conversation split where chatschema keeps messages apart."""
    out: list[Any] = []
    segment: list[Any] = []
    for msg in messages:
        if segment and _apart(segment[-1], msg):
            out += lc_utils.merge_message_runs(segment, **kwargs)
            segment = []
        segment.append(msg)
    return out + (lc_utils.merge_message_runs(segment, **kwargs) if segment else [])


@pytest.mark.parametrize("chunk", range(0, len(MERGE_SEEDS), 500))
def test_merge_message_runs(chunk: int) -> None:
    apart = 0
    for seed in MERGE_SEEDS[chunk : chunk + 500]:
        gen = Gen(seed)
        spec = gen.conversation()
        ours, theirs = both(spec)
        kwargs = {"chunk_separator": gen.r.choice(["\n", "", " -- "])} if gen.r.random() < 0.3 else {}
        inputs = dump(ours)
        with text_after_empty_list_kept():
            status, expected = run(functools.partial(lc_utils.merge_message_runs, theirs, **kwargs))
            if status == "ValueError":
                apart += 1
                expected = lc_merge_apart(theirs, **kwargs)
        if status not in ("ok", "ValueError"):
            with pytest.raises(Exception) as info:
                merge_message_runs(ours, **kwargs)
            assert type(info.value).__name__ == status, seed
            continue
        got = merge_message_runs(**kwargs)(ours) if seed % 5 == 0 else merge_message_runs(ours, **kwargs)
        same(got, expected)
        assert dump(ours) == inputs  # inputs unchanged
    assert apart > 0


def _stream(r: random.Random) -> list[tuple[str, dict[str, Any]]]:
    """A streamed AI reply cut into chunks, as a provider sends it (then merged as one run)."""
    v1 = r.random() < 0.5
    out: list[tuple[str, dict[str, Any]]] = []
    for k in range(r.randint(2, 8)):
        kw: dict[str, Any] = {}
        roll = r.random()
        if roll < 0.35:
            kw["content"] = r.choice(["Hel", "lo", "", " world\n", "<b>"])
        elif roll < 0.7:
            block: dict[str, Any] = {
                "type": "text",
                "text": r.choice(["a", "bc", ""]),
                "index": r.randint(0, 1),
            }
            if r.random() < 0.2:
                block["id"] = r.choice(["", "t1", "t2"])
            blocks: list[Any] = [block]
            if v1 and r.random() < 0.3:
                blocks.append(
                    {
                        "type": "tool_call_chunk",
                        "id": r.choice(["c1", "c2", None]),
                        "index": 5,
                        "name": r.choice(["f", None]),
                        "args": r.choice(['{"a"', ": 1}", None]),
                    }
                )
            if v1 and r.random() < 0.2:
                blocks.append(
                    {
                        "type": "server_tool_call_chunk",
                        "id": "s1",
                        "index": 6,
                        "args": r.choice(['{"q"', ': "x"}']),
                    }
                )
            kw["content"] = blocks
        else:
            kw["content"] = r.choice([[], ["x"], [{"type": "reasoning", "reasoning": "hm", "index": 2}]])
        if r.random() < 0.5:
            kw["tool_call_chunks"] = [
                {
                    "name": r.choice(["search", None]),
                    "args": r.choice(['{"q": ', '"paris"}', "", None]),
                    "id": r.choice(["c1", "c2", None, ""]),
                    "index": r.choice([0, 1, None]),
                }
            ]
        if r.random() < 0.3:
            kw["usage_metadata"] = {"input_tokens": r.randint(0, 9), "output_tokens": 1, "total_tokens": 9}
        if r.random() < 0.3:
            kw["additional_kwargs"] = r.choice(
                [
                    {"function_call": {"name": "f", "arguments": '{"x'}},
                    {"function_call": {"arguments": '": 1}'}},
                    {"refusal": None},
                    {"n": 1},
                    {"items": [{"index": 0, "v": "a"}, {"index": 1, "v": "b"}]},
                ]
            )
        kw["id"] = r.choice([None, "lc_run-abc", "lc_x", "chatcmpl-1"])
        if v1:
            kw["response_metadata"] = {"output_version": "v1", "model_provider": "openai"}
        if k > 0 and r.random() < 0.25:
            kw["chunk_position"] = "last"
        out.append(("AIMessageChunk", kw))
    if r.random() < 0.3:
        out.insert(
            0, ("AIMessage", {"content": "start", "tool_calls": [{"name": "f", "args": {}, "id": "c0"}]})
        )
    return out


STREAM_SEEDS = range(1500)


def test_merge_streams() -> None:
    fixed = 0
    for seed in STREAM_SEEDS:
        r = random.Random(seed)
        ours, theirs = both(_stream(r))
        with text_after_empty_list_kept() as fixes:
            status, expected = run(functools.partial(lc_utils.merge_message_runs, theirs))
        fixed += bool(fixes)
        if status != "ok":
            with pytest.raises(Exception) as info:
                merge_message_runs(ours)
            assert type(info.value).__name__ == status, seed
            continue
        same(merge_message_runs(ours), expected)
    assert fixed > 0  # the streams reach text after an empty list


# ---------------------------------------------------------------------------
# trim_messages


def _counters(kind: str, module: Any) -> Any:
    """The same token counter, written for one library (annotations name its BaseMessage)."""
    base = module.BaseMessage
    if kind == "len":
        return len
    if kind == "approximate":
        return "approximate"
    if kind == "count_fn":
        return count_tokens_approximately if module is cs else lc_utils.count_tokens_approximately
    if kind == "per_message":

        def per_message(message: base) -> int:  # type: ignore[valid-type]
            return len(str(message.content)) // 7 + 2

        per_message.__annotations__["message"] = base
        return per_message
    if kind == "ordered":
        # Depends on the order of the list: catches a counter called with differently ordered lists.
        def ordered(messages: list[Any]) -> int:
            return sum((i % 3 + 1) * (len(m.text) // 5 + 1) for i, m in enumerate(messages))

        return ordered
    if kind == "jumpy":
        # Not monotone: the result depends on which lists the binary searches try.
        def jumpy(messages: list[Any]) -> int:
            total = sum(len(str(m.content)) for m in messages)
            return (total * 7919) % 97 + len(messages)

        return jumpy
    if kind == "model":

        class Model:
            def get_num_tokens_from_messages(self, messages: list[Any]) -> int:
                return sum(len(m.text) for m in messages) // 4 + 3 * len(messages)

        return Model()
    raise AssertionError(kind)


def _total(counter: Any, messages: list[Any]) -> int:
    if counter == "approximate":
        return int(lc_utils.count_tokens_approximately(messages))
    if hasattr(counter, "get_num_tokens_from_messages"):
        return int(counter.get_num_tokens_from_messages(messages))
    if counter.__name__ == "per_message":
        return sum(counter(m) for m in messages)
    return int(counter(messages))


def _words(text: str) -> list[str]:
    pieces = re.split(r"(?<= )", text)
    return [p for p in pieces if p]


TRIM_SEEDS = range(2500)


@pytest.mark.parametrize("chunk", range(0, len(TRIM_SEEDS), 500))
def test_trim_messages(chunk: int) -> None:
    for seed in TRIM_SEEDS[chunk : chunk + 500]:
        gen = Gen(seed)
        ours, theirs = both(gen.conversation())
        r = gen.r
        kind = r.choice(["len", "approximate", "count_fn", "per_message", "ordered", "jumpy", "model"])
        strategy = r.choice(["first", "last", "last"])
        type_seed = r.random()
        kw_cs: dict[str, Any] = {"strategy": strategy}
        kw_lc = dict(kw_cs)
        kw_cs["token_counter"] = _counters(kind, cs)
        kw_lc["token_counter"] = _counters(kind, lc)
        # A budget from nothing to a little over the whole conversation.
        kw_cs["max_tokens"] = kw_lc["max_tokens"] = r.randint(-1, _total(kw_lc["token_counter"], theirs) + 2)
        if r.random() < 0.5:
            kw_cs["allow_partial"] = kw_lc["allow_partial"] = True
            if r.random() < 0.4:
                kw_cs["text_splitter"] = kw_lc["text_splitter"] = _words
        for key in ("end_on", "start_on"):
            if r.random() < 0.35 and (key == "end_on" or strategy == "last"):
                picks = _types(random.Random(type_seed), cs), _types(random.Random(type_seed), lc)
                if r.random() < 0.3:
                    picks = picks[0][0], picks[1][0]
                kw_cs[key], kw_lc[key] = picks
        if strategy == "last" and r.random() < 0.5:
            kw_cs["include_system"] = kw_lc["include_system"] = True
        status, expected = run(functools.partial(lc_utils.trim_messages, theirs, **kw_lc))
        if status != "ok":
            with pytest.raises(Exception) as info:
                trim_messages(ours, **kw_cs)
            assert type(info.value).__name__ == status, seed
            continue
        got = trim_messages(**kw_cs)(ours) if seed % 7 == 0 else trim_messages(ours, **kw_cs)
        same(got, expected)


def test_trim_validation_errors_match() -> None:
    ours, theirs = both(Gen(1).conversation(6))
    cases: list[dict[str, Any]] = [
        {"max_tokens": 5, "token_counter": len, "strategy": "first", "start_on": "human"},
        {"max_tokens": 5, "token_counter": len, "strategy": "first", "include_system": True},
        {"max_tokens": 5, "token_counter": "exact"},
        {"max_tokens": 5, "token_counter": 42},
        {"max_tokens": 5, "token_counter": len, "strategy": "middle"},
    ]
    for kwargs in cases:
        with pytest.raises(ValueError) as theirs_error:
            lc_utils.trim_messages(theirs, **kwargs)
        with pytest.raises(ValueError) as ours_error:
            trim_messages(ours, **kwargs)
        assert str(ours_error.value) == str(theirs_error.value) or "object of type" in str(theirs_error.value)


@functools.cache
def _sizes() -> dict[str, int]:
    return {
        "buffer": len(BUFFER_SEEDS),
        "tokens": len(TOKEN_SEEDS),
        "filter": len(FILTER_SEEDS),
        "merge": len(MERGE_SEEDS) + len(STREAM_SEEDS),
        "trim": len(TRIM_SEEDS),
    }


def test_case_counts() -> None:
    """Thousands of cases in all."""
    assert sum(_sizes().values()) >= 9000
