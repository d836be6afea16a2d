"""Deterministic, seeded chat-history workloads built with langchain-core.

Nothing comes from the network. A conversation has a system message, then
human/AI turns; AI turns carry 0-3 tool calls with JSON arguments followed
by their tool results, usage metadata and ids; some human turns come in
pairs, and about 8% carry an image URL plus ~2 KB of base64 image data.
"""

from __future__ import annotations

import base64
import json
import random
from typing import Any


def conversation(size: int, seed: int = 0) -> list[Any]:
    """Build ``size`` langchain_core messages."""
    from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

    rng = random.Random(seed)
    blob = base64.b64encode(rng.randbytes(1536)).decode()
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
                content = f"Question {n}: " + " ".join(rng.choice(["how", "why", "what", "tell", "me", "about"]) for _ in range(12))
            out.append(HumanMessage(content, id=f"h{n}"))
        calls = [
            {"name": rng.choice(["search", "lookup", "calc"]), "args": {"q": f"term {n}-{i}", "k": i}, "id": f"call_{n}_{i}"}
            for i in range(rng.randint(0, 3))
        ]
        out.append(
            AIMessage(
                "" if calls else f"Answer {n}: " + "lorem ipsum " * rng.randint(3, 30),
                id=f"run-{n}",
                tool_calls=calls,
                usage_metadata={"input_tokens": 100 + n, "output_tokens": 20, "total_tokens": 120 + n},
                response_metadata={"model_name": "gpt-test", "finish_reason": "tool_calls" if calls else "stop"},
            )
        )
        for call in calls:
            out.append(ToolMessage(json.dumps({"result": call["args"]}), tool_call_id=call["id"], id=f"t{call['id']}"))
    return out[:size]


def serialized_bytes(size: int, seed: int = 0) -> bytes:
    """The conversation in messages_to_dict form, as JSON bytes."""
    from langchain_core.messages import messages_to_dict

    return json.dumps(messages_to_dict(conversation(size, seed))).encode()
