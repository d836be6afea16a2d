"""Deterministic, seeded workloads; nothing comes from the network.

A conversation has a system message, then human/AI turns. AI turns carry
0-3 tool calls with JSON arguments, followed by their tool results, usage
metadata and ids. About 10% of human turns come in pairs, and about 8% carry
an image URL plus ~2 KB of base64 image data. The chunk stream interleaves
text deltas with partial-JSON tool-argument deltas; its last chunk carries
usage and ``chunk_position="last"``.
"""

from __future__ import annotations

import base64
import json
import random
from typing import Any


def conversation(size: int, seed: int = 0) -> list[Any]:
    """``size`` langchain_core messages."""
    from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

    rng = random.Random(seed)
    blob = base64.b64encode(rng.randbytes(1536)).decode()
    words = ["how", "why", "what", "tell", "me", "about", "the", "weather", "in", "Paris", "today"]
    out: list[Any] = [SystemMessage("You are a helpful assistant.", id="sys")]
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
                content = f"Question {n}: " + " ".join(rng.choice(words) for _ in range(12))
            out.append(HumanMessage(content, id=f"h{n}"))
        calls = [
            {
                "name": rng.choice(["search", "lookup", "calc"]),
                "args": {"q": f"term {n}-{i}", "k": i, "opts": {"deep": bool(i % 2)}},
                "id": f"call_{n}_{i}",
            }
            for i in range(rng.randint(0, 3))
        ]
        out.append(
            AIMessage(
                "" if calls else f"Answer {n}: " + "lorem ipsum " * rng.randint(3, 30),
                id=f"run-{n}",
                tool_calls=calls,
                usage_metadata={"input_tokens": 100 + n, "output_tokens": 20, "total_tokens": 120 + n},
                response_metadata={
                    "model_name": "gpt-test",
                    "finish_reason": "tool_calls" if calls else "stop",
                },
            )
        )
        for call in calls:
            result = json.dumps({"result": call["args"]})
            out.append(ToolMessage(result, tool_call_id=call["id"], id=f"t{call['id']}"))
    return out[:size]


def serialized(size: int, seed: int = 0) -> list[dict[str, Any]]:
    """The conversation in ``messages_to_dict`` form."""
    from langchain_core.messages import messages_to_dict

    return messages_to_dict(conversation(size, seed))


def serialized_bytes(size: int, seed: int = 0) -> bytes:
    """The conversation in ``messages_to_dict`` form, as JSON bytes."""
    return json.dumps(serialized(size, seed)).encode()


def openai_dicts(size: int, seed: int = 0) -> list[dict[str, Any]]:
    """The conversation as OpenAI Chat Completions message dicts."""
    out: list[dict[str, Any]] = []
    for m in conversation(size, seed):
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


def chunk_stream(count: int, seed: int = 0) -> list[dict[str, Any]]:
    """Keyword arguments for ``count`` AIMessageChunks of one streamed reply.

    Text deltas come first, then the JSON arguments of two tool calls cut at
    random points; the last chunk carries usage and ``chunk_position="last"``.
    """
    rng = random.Random(seed)
    text_chunks = count // 2
    args = [
        json.dumps({"query": "x" * (count // 2), "filters": {"lang": "en", "n": [1, 2, 3]}, "deep": True}),
        json.dumps({"path": "/tmp/" + "y" * (count // 4), "mode": "r"}),
    ]
    out: list[dict[str, Any]] = [{"content": f"w{i} ", "id": "run-abc"} for i in range(text_chunks)]
    remaining = count - text_chunks - 1
    per_call = [remaining // 2, remaining - remaining // 2]
    for index, (text, pieces) in enumerate(zip(args, per_call, strict=True)):
        cuts = sorted(rng.sample(range(1, len(text)), max(0, min(pieces - 1, len(text) - 1))))
        parts = [text[a:b] for a, b in zip([0, *cuts], [*cuts, len(text)], strict=True)]
        for j, part in enumerate(parts):
            chunk = {
                "name": "search" if j == 0 else None,
                "args": part,
                "id": f"call_{index}" if j == 0 else None,
                "index": index,
            }
            out.append({"content": "", "tool_call_chunks": [chunk]})
    out.append(
        {
            "content": "",
            "usage_metadata": {"input_tokens": 10, "output_tokens": count, "total_tokens": 10 + count},
            "chunk_position": "last",
        }
    )
    return out


def anthropic_stream(count: int, seed: int = 0) -> list[dict[str, Any]]:
    """Keyword arguments for ``count`` AIMessageChunks of one Anthropic-style reply (list content).

    Half of the chunks are ``text`` block deltas (index 0); then a ``tool_use``
    block (index 1) with its tool call chunk, then its JSON arguments cut at
    random points, each piece as an ``input_json_delta`` block and as the
    ``args`` of a tool call chunk; the last chunk carries usage and
    ``chunk_position="last"``.
    """
    rng = random.Random(seed)
    text_chunks = count // 2
    out: list[dict[str, Any]] = [
        {"content": [{"type": "text", "text": f"w{i} ", "index": 0}], "id": "msg_01"}
        for i in range(text_chunks)
    ]
    out.append(
        {
            "content": [{"type": "tool_use", "id": "toolu_1", "name": "search", "input": {}, "index": 1}],
            "tool_call_chunks": [{"name": "search", "args": "", "id": "toolu_1", "index": 1}],
        }
    )
    pieces = max(1, count - text_chunks - 2)
    text = json.dumps({"query": "x" * (count // 2), "filters": {"lang": "en", "n": [1, 2, 3]}, "deep": True})
    cuts = sorted(rng.sample(range(1, len(text)), min(pieces - 1, len(text) - 1)))
    for a, b in zip([0, *cuts], [*cuts, len(text)], strict=True):
        part = text[a:b]
        out.append(
            {
                "content": [{"type": "input_json_delta", "partial_json": part, "index": 1}],
                "tool_call_chunks": [{"name": None, "args": part, "id": None, "index": 1}],
            }
        )
    out.append(
        {
            "content": [],
            "usage_metadata": {"input_tokens": 10, "output_tokens": count, "total_tokens": 10 + count},
            "response_metadata": {"stop_reason": "tool_use"},
            "chunk_position": "last",
        }
    )
    return out
