"""Deterministic, seeded workloads in five families; nothing comes from the network.

Each family builds a conversation of ``size`` langchain_core messages, the
same conversation in LangChain's stored form (as dicts and as JSON bytes) and
as OpenAI Chat Completions dicts, and two chunk streams of ``count`` chunks
(string content, and Anthropic-style list content). bench/README.md describes
each family; ``FAMILIES`` lists them.

* (a) ``base``: short English turns, 0-3 small tool calls per AI turn, 8% of
  human turns with an image (URL plus ~2 KB base64).
* (b) ``text``: long system prompt (~8 KB), long human and AI text with
  non-ASCII and XML-special characters (``<``, ``&``, quotes), 10% tool turns.
* (c) ``agent``: an agent loop, about 60% of messages tool calls or results,
  1-4 parallel calls per AI turn with 1-4 KB JSON arguments and results.
* (d) ``multimodal``: Anthropic-native content: base64 image blocks in the
  Anthropic ``source`` form and standard image blocks, AI turns as lists of
  ``thinking`` blocks with signatures, text and ``tool_use`` blocks, tool
  results as block lists.
* (e) ``long``: long context, every message about 100 KB of text; sizes are a
  few messages, not thousands.
"""

from __future__ import annotations

import base64
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

WORDS = ["how", "why", "what", "tell", "me", "about", "the", "weather", "in", "Paris", "today"]
# Non-ASCII in several scripts, and the characters XML escapes (<, >, &, quotes).
RICH_WORDS = [
    *WORDS,
    "café",
    "naïve",
    "Grüße",
    "東京",
    "данные",
    "Ελλάδα",
    "🙂",
    "<tag>",
    "a & b",
    '"quoted"',
    "it's",
    "x < y",
    "résumé",
    "Zürich",
    "→",
]


def _text(rng: random.Random, words: list[str], count: int) -> str:
    return " ".join(rng.choice(words) for _ in range(count))


def _usage(n: int) -> dict[str, int]:
    return {"input_tokens": 100 + n, "output_tokens": 20, "total_tokens": 120 + n}


def _args(rng: random.Random, n: int, i: int, large: bool) -> dict[str, Any]:
    if not large:
        return {"q": f"term {n}-{i}", "k": i, "opts": {"deep": bool(i % 2)}}
    return {
        "query": _text(rng, RICH_WORDS, rng.randint(20, 60)),
        "filters": {
            "lang": rng.choice(["en", "fr", "de"]),
            "ids": [rng.randint(0, 10**6) for _ in range(20)],
        },
        "documents": [
            {
                "title": f"doc {n}-{i}-{j}",
                "body": _text(rng, WORDS, rng.randint(20, 80)),
                "score": rng.random(),
            }
            for j in range(rng.randint(2, 8))
        ],
        "deep": bool(i % 2),
        "limit": None,
    }


def _conversation_base(size: int, seed: int, rich: bool) -> list[Any]:
    """Families (a) and (b): human/AI turns, some tool calls, a few images."""
    from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

    rng = random.Random(seed)
    blob = base64.b64encode(rng.randbytes(1536)).decode()
    words = RICH_WORDS if rich else WORDS
    system = "You are a helpful assistant."
    if rich:
        system = "\n".join(
            f"Rule {i}: " + _text(rng, RICH_WORDS, 20) + ' <example>a & "b"</example>' for i in range(60)
        )
    out: list[Any] = [SystemMessage(system, id="sys")]
    n = 0
    while len(out) < size:
        n += 1
        for _ in range(2 if rng.random() < 0.1 else 1):
            if rng.random() < 0.08:
                content: Any = [
                    {"type": "text", "text": f"What is in picture {n}?"},
                    {"type": "image", "url": f"https://example.com/{n}.png"},
                    {"type": "image", "base64": blob, "mime_type": "image/png"},
                ]
            else:
                content = f"Question {n}: " + _text(rng, words, rng.randint(40, 200) if rich else 12)
            out.append(HumanMessage(content, id=f"h{n}"))
        ncalls = (1 if rng.random() < 0.1 else 0) if rich else rng.randint(0, 3)
        calls = [
            {
                "name": rng.choice(["search", "lookup", "calc"]),
                "args": _args(rng, n, i, False),
                "id": f"call_{n}_{i}",
            }
            for i in range(ncalls)
        ]
        answer = _text(rng, words, rng.randint(100, 400)) if rich else "lorem ipsum " * rng.randint(3, 30)
        out.append(
            AIMessage(
                "" if calls else f"Answer {n}: " + answer,
                id=f"run-{n}",
                tool_calls=calls,
                usage_metadata=_usage(n),
                response_metadata={
                    "model_name": "gpt-test",
                    "finish_reason": "tool_calls" if calls else "stop",
                },
            )
        )
        for call in calls:
            result = json.dumps({"result": call["args"]}, ensure_ascii=not rich)
            out.append(ToolMessage(result, tool_call_id=call["id"], id=f"t{call['id']}"))
    return out[:size]


def _conversation_agent(size: int, seed: int) -> list[Any]:
    """Family (c): a task, then an agent loop of parallel tool calls with large JSON arguments."""
    from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

    rng = random.Random(seed)
    out: list[Any] = [
        SystemMessage("You are an agent. Use the tools; answer when done.", id="sys"),
        HumanMessage("Task: " + _text(rng, RICH_WORDS, 40), id="h0"),
    ]
    n = 0
    while len(out) < size:
        n += 1
        if rng.random() < 0.18:
            out.append(HumanMessage("Also: " + _text(rng, RICH_WORDS, 30), id=f"h{n}"))
        if rng.random() < 0.2:
            calls: list[dict[str, Any]] = []
            content = "Step done: " + _text(rng, RICH_WORDS, rng.randint(20, 80))
        else:
            calls = [
                {
                    "name": rng.choice(["search", "read_file", "run_sql", "http_get"]),
                    "args": _args(rng, n, i, True),
                    "id": f"call_{n}_{i}",
                }
                for i in range(rng.randint(1, 4))
            ]
            content = "" if rng.random() < 0.7 else "Let me check. " + _text(rng, WORDS, 10)
        out.append(
            AIMessage(
                content,
                id=f"run-{n}",
                tool_calls=calls,
                usage_metadata=_usage(n),
                response_metadata={
                    "model_name": "gpt-test",
                    "finish_reason": "tool_calls" if calls else "stop",
                },
            )
        )
        for call in calls:
            rows = [
                {"id": rng.randint(0, 10**6), "text": _text(rng, RICH_WORDS, 12)}
                for _ in range(rng.randint(3, 20))
            ]
            result = json.dumps({"ok": True, "rows": rows}, ensure_ascii=False)
            out.append(ToolMessage(result, tool_call_id=call["id"], name=call["name"], id=f"t{call['id']}"))
    return out[:size]


def _conversation_multimodal(size: int, seed: int) -> list[Any]:
    """Family (d): Anthropic-native blocks, base64 images, thinking with signatures."""
    from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

    rng = random.Random(seed)
    blob = base64.b64encode(rng.randbytes(6144)).decode()
    signature = base64.b64encode(rng.randbytes(300)).decode()
    out: list[Any] = [SystemMessage([{"type": "text", "text": "You see images. Think first."}], id="sys")]
    n = 0
    while len(out) < size:
        n += 1
        content: list[Any] = [{"type": "text", "text": f"Turn {n}: " + _text(rng, RICH_WORDS, 20)}]
        if rng.random() < 0.3:
            content.append(
                {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": blob}}
            )
        elif rng.random() < 0.2:
            content.append({"type": "image", "base64": blob, "mime_type": "image/jpeg"})
        out.append(HumanMessage(content, id=f"h{n}"))
        calls = [
            {"name": "describe", "args": {"region": [i, i + 10], "detail": "high"}, "id": f"toolu_{n}_{i}"}
            for i in range(1 if rng.random() < 0.4 else 0)
        ]
        ai: list[Any] = [
            {
                "type": "thinking",
                "thinking": _text(rng, RICH_WORDS, rng.randint(20, 80)),
                "signature": signature,
            },
            {"type": "text", "text": _text(rng, RICH_WORDS, rng.randint(10, 60))},
        ]
        ai += [{"type": "tool_use", "id": c["id"], "name": c["name"], "input": c["args"]} for c in calls]
        out.append(
            AIMessage(
                ai,
                id=f"msg_{n}",
                tool_calls=calls,
                usage_metadata=_usage(n),
                response_metadata={
                    "model_name": "claude-test",
                    "stop_reason": "tool_use" if calls else "end_turn",
                },
            )
        )
        for call in calls:
            result = [{"type": "text", "text": _text(rng, RICH_WORDS, 30)}]
            out.append(ToolMessage(result, tool_call_id=call["id"], id=f"t{call['id']}"))
    return out[:size]


def _conversation_long(size: int, seed: int) -> list[Any]:
    """Family (e): every message about 100 KB of text (documents pasted in, long answers)."""
    from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

    rng = random.Random(seed)

    def doc() -> str:
        return _text(rng, RICH_WORDS, 20_000)[:100_000]

    out: list[Any] = [SystemMessage(doc(), id="sys")]
    n = 0
    while len(out) < size:
        n += 1
        out.append(HumanMessage(f"Document {n}:\n" + doc(), id=f"h{n}"))
        out.append(AIMessage(doc(), id=f"run-{n}", usage_metadata=_usage(n)))
    return out[:size]


def _openai_base(messages: list[Any]) -> list[dict[str, Any]]:
    """Family (a)'s OpenAI dicts, as the bench has always built them (images dropped to text)."""
    out: list[dict[str, Any]] = []
    for m in messages:
        match m.type:
            case "system":
                out.append({"role": "system", "content": m.content})
            case "human":
                out.append({"role": "user", "content": m.content if isinstance(m.content, str) else m.text})
            case "ai":
                d: dict[str, Any] = {"role": "assistant", "content": m.content}
                if m.tool_calls:
                    d["tool_calls"] = [
                        {
                            "id": c["id"],
                            "type": "function",
                            "function": {"name": c["name"], "arguments": json.dumps(c["args"])},
                        }
                        for c in m.tool_calls
                    ]
                out.append(d)
            case "tool":
                out.append({"role": "tool", "content": m.content, "tool_call_id": m.tool_call_id})
    return out


def _openai_reference(messages: list[Any]) -> list[dict[str, Any]]:
    """The OpenAI dicts langchain_core writes for the conversation (input only; both libraries read them)."""
    from langchain_core.messages import convert_to_openai_messages

    out: list[dict[str, Any]] = convert_to_openai_messages(messages)
    return out


def _text_deltas(rng: random.Random, words: list[str], count: int) -> list[str]:
    return [_text(rng, words, rng.randint(1, 3)) + " " for _ in range(count)]


def _cut(rng: random.Random, text: str, pieces: int) -> list[str]:
    cuts = sorted(rng.sample(range(1, len(text)), max(0, min(pieces - 1, len(text) - 1))))
    return [text[a:b] for a, b in zip([0, *cuts], [*cuts, len(text)], strict=True)]


def _last(count: int, **extra: Any) -> dict[str, Any]:
    usage = {"input_tokens": 10, "output_tokens": count, "total_tokens": 10 + count}
    return {"content": "", "usage_metadata": usage, "chunk_position": "last", **extra}


def _stream(
    count: int, seed: int, words: list[str] | None, calls: int, interleave: bool, delta: int
) -> list[dict[str, Any]]:
    """Keyword arguments for ``count`` AIMessageChunks with string content.

    Half text deltas (``words`` chosen, or ``w{i}`` when None; ``delta`` pads each
    to at least that many characters), then the JSON arguments of ``calls`` tool
    calls cut at random points, one call after the other or, with
    ``interleave``, in turns (parallel tool calls); the last chunk carries usage
    and ``chunk_position="last"``.
    """
    rng = random.Random(seed)
    text_chunks = count // 2
    if words is None:
        texts = [f"w{i} " for i in range(text_chunks)]
    else:
        texts = _text_deltas(rng, words, text_chunks)
    texts = [t.ljust(delta, ".") for t in texts]
    out: list[dict[str, Any]] = [{"content": t, "id": "run-abc"} for t in texts]
    remaining = count - text_chunks - 1
    per_call = [remaining // calls + (1 if i >= calls - remaining % calls else 0) for i in range(calls)]
    if calls == 2 and not interleave:
        args = [
            json.dumps(
                {"query": "x" * (count // 2), "filters": {"lang": "en", "n": [1, 2, 3]}, "deep": True}
            ),
            json.dumps({"path": "/tmp/" + "y" * (count // 4), "mode": "r"}),
        ]
    else:
        args = [json.dumps(_args(rng, 0, i, True), ensure_ascii=False) for i in range(calls)]
    streams: list[list[dict[str, Any]]] = []
    for index, (text, pieces) in enumerate(zip(args, per_call, strict=True)):
        parts = _cut(rng, text, pieces)
        streams.append(
            [
                {
                    "content": "",
                    "tool_call_chunks": [
                        {
                            "name": "search" if j == 0 else None,
                            "args": part,
                            "id": f"call_{index}" if j == 0 else None,
                            "index": index,
                        }
                    ],
                }
                for j, part in enumerate(parts)
            ]
        )
    if interleave:
        longest = max(len(s) for s in streams)
        out += [s[j] for j in range(longest) for s in streams if j < len(s)]
    else:
        out += [c for s in streams for c in s]
    out.append(_last(count))
    return out


def _list_stream(count: int, seed: int, words: list[str] | None, thinking: bool) -> list[dict[str, Any]]:
    """Keyword arguments for ``count`` AIMessageChunks of one Anthropic-style reply (list content).

    With ``thinking``, a quarter of the chunks are ``thinking`` deltas (block 0)
    closed by a ``signature`` delta; then ``text`` deltas, then a ``tool_use``
    block with its tool call chunk and its JSON arguments cut at random points,
    each piece as an ``input_json_delta`` block and as the ``args`` of a tool
    call chunk; the last chunk carries usage and ``chunk_position="last"``.
    """
    rng = random.Random(seed)
    out: list[dict[str, Any]] = []
    block = 0
    if thinking:
        for t in _text_deltas(rng, RICH_WORDS, count // 4):
            out.append({"content": [{"type": "thinking", "thinking": t, "index": 0}], "id": "msg_01"})
        sig = base64.b64encode(rng.randbytes(300)).decode()
        out.append({"content": [{"type": "thinking", "thinking": "", "signature": sig, "index": 0}]})
        block = 1
    text_chunks = count // 2 - len(out)
    texts = [f"w{i} " for i in range(text_chunks)] if words is None else _text_deltas(rng, words, text_chunks)
    out += [{"content": [{"type": "text", "text": t, "index": block}], "id": "msg_01"} for t in texts]
    tool = block + 1
    out.append(
        {
            "content": [{"type": "tool_use", "id": "toolu_1", "name": "search", "input": {}, "index": tool}],
            "tool_call_chunks": [{"name": "search", "args": "", "id": "toolu_1", "index": tool}],
        }
    )
    pieces = max(1, count - len(out) - 1)
    text = json.dumps({"query": "x" * (count // 2), "filters": {"lang": "en", "n": [1, 2, 3]}, "deep": True})
    for part in _cut(rng, text, pieces):
        out.append(
            {
                "content": [{"type": "input_json_delta", "partial_json": part, "index": tool}],
                "tool_call_chunks": [{"name": None, "args": part, "id": None, "index": tool}],
            }
        )
    out.append(_last(count, content=[], response_metadata={"stop_reason": "tool_use"}))
    return out


@dataclass(frozen=True)
class Family:
    """One shape of history: how to build its conversation, OpenAI dicts and chunk streams."""

    key: str  # "a" .. "e"
    name: str
    summary: str
    build: Callable[[int, int], list[Any]]
    to_openai: Callable[[list[Any]], list[dict[str, Any]]]
    stream: Callable[[int, int], list[dict[str, Any]]]
    list_stream: Callable[[int, int], list[dict[str, Any]]]
    sizes: tuple[int, ...] = (10, 100, 1000, 10000)
    quick_sizes: tuple[int, ...] = (1000,)
    headline: int = 1000  # the size the summary of bench/README.md reports

    @property
    def label(self) -> str:
        return f"({self.key}) {self.name}"

    def conversation(self, size: int, seed: int = 0) -> list[Any]:
        """``size`` langchain_core messages."""
        return self.build(size, seed)

    def serialized(self, size: int, seed: int = 0) -> list[dict[str, Any]]:
        """The conversation in ``messages_to_dict`` form."""
        from langchain_core.messages import messages_to_dict

        return messages_to_dict(self.conversation(size, seed))

    def serialized_bytes(self, size: int, seed: int = 0) -> bytes:
        """The conversation in ``messages_to_dict`` form, as JSON bytes."""
        return json.dumps(self.serialized(size, seed)).encode()

    def openai_dicts(self, size: int, seed: int = 0) -> list[dict[str, Any]]:
        """The conversation as OpenAI Chat Completions message dicts."""
        return self.to_openai(self.conversation(size, seed))

    def chunk_stream(self, count: int, seed: int = 0) -> list[dict[str, Any]]:
        """Keyword arguments for ``count`` AIMessageChunks with string content."""
        return self.stream(count, seed)

    def anthropic_stream(self, count: int, seed: int = 0) -> list[dict[str, Any]]:
        """Keyword arguments for ``count`` AIMessageChunks with Anthropic-style list content."""
        return self.list_stream(count, seed)


FAMILIES = [
    Family(
        "a",
        "base",
        "short English turns, 0-3 small tool calls per AI turn, a few images",
        lambda size, seed: _conversation_base(size, seed, rich=False),
        _openai_base,
        lambda count, seed: _stream(count, seed, None, 2, False, 0),
        lambda count, seed: _list_stream(count, seed, None, False),
        quick_sizes=(10, 100, 1000),
    ),
    Family(
        "b",
        "text",
        "long system prompt, long non-ASCII text with <, & and quotes, 10% tool turns",
        lambda size, seed: _conversation_base(size, seed, rich=True),
        _openai_reference,
        lambda count, seed: _stream(count, seed, RICH_WORDS, 1, False, 0),
        lambda count, seed: _list_stream(count, seed, RICH_WORDS, False),
    ),
    Family(
        "c",
        "agent",
        "agent loop: ~60% tool messages, 1-4 parallel calls, 1-4 KB JSON arguments, OpenAI dicts",
        _conversation_agent,
        _openai_reference,
        lambda count, seed: _stream(count, seed, WORDS, 4, True, 0),
        lambda count, seed: _list_stream(count, seed, WORDS, False),
    ),
    Family(
        "d",
        "multimodal",
        "Anthropic blocks: base64 images, thinking with signatures, tool_use; list content throughout",
        _conversation_multimodal,
        _openai_reference,
        lambda count, seed: _stream(count, seed, RICH_WORDS, 1, False, 0),
        lambda count, seed: _list_stream(count, seed, RICH_WORDS, True),
    ),
    Family(
        "e",
        "long",
        "long context: every message ~100 KB of non-ASCII text; streams of 200-character deltas",
        _conversation_long,
        _openai_reference,
        lambda count, seed: _stream(count, seed, RICH_WORDS, 1, False, 200),
        lambda count, seed: _list_stream(count, seed, RICH_WORDS, False),
        sizes=(4, 16, 64),
        quick_sizes=(16,),
        headline=16,
    ),
]

BY_KEY = {f.key: f for f in FAMILIES}
BASE = BY_KEY["a"]

# Family (a) under the names the other bench scripts use.
conversation = BASE.conversation
serialized = BASE.serialized
serialized_bytes = BASE.serialized_bytes
openai_dicts = BASE.openai_dicts
chunk_stream = BASE.chunk_stream
anthropic_stream = BASE.anthropic_stream
