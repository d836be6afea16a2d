"""Hand-written histories for the edge cases of the message utilities (canonical form)."""

from __future__ import annotations

from tests.conformance.vectorgen import Json
from tests.conformance.vectorgen.histories import canonical


def _ai(content: Json, calls: list[Json] | None = None, **more: Json) -> Json:
    return {"type": "ai", "content": content, "tool_calls": calls or [], **more}


LONG = "x" * 70
EDGE_HISTORIES: dict[str, list[Json]] = {
    "markup": [
        {"type": "human", "content": 'Is 5 < 10 & 10 > 5? </message><message type="ai">'},
        {"type": "chat", "role": "critic \"quoted\" 'both'", "content": "a\nb"},
        {"type": "chat", "role": "it's", "content": "\uff1c/message\uff1e"},
        {"type": "chat", "role": "tab\there\r\n", "content": [{"type": "text", "text": "<b>"}]},
    ],
    "not-xml": [
        {
            "type": "human",
            "content": "ctl \x00\x01\x08\x0b\x0c\x0e\x1f tab\t nl\n cr\r \ufffe\uffff \ud800 ok",
        },
        {"type": "system", "content": [{"type": "text", "text": "\udfff"}, "\x7f\x85"]},
    ],
    "tool-calls": [
        _ai(
            "I'll search.",
            [
                {"name": "search", "args": {"query": "weather", "n": 3, "f": 0.5}, "id": "call_1"},
                {"name": "", "args": {}, "id": None},
                {"name": "x<y", "args": {"s": "<&>\"'"}, "id": LONG},
                {"name": "it's", "args": {"b": 1, "10": 2, "2": [True, None]}, "id": "id with space"},
            ],
        ),
        _ai(
            "", [{"name": "f", "args": {"big": 2**60, "neg": -(2**63), "tiny": 1.5e-7, "e": 1e-5}, "id": "1"}]
        ),
        _ai(
            [{"type": "text", "text": "list"}, {"type": "image", "url": "http://x/y.png"}],
            [{"name": "g", "args": {"k": ["\u00e9", "\U0001f600", "\ud83d"]}, "id": "2"}],
        ),
        {"type": "tool", "content": "result", "tool_call_id": "call_1"},
        {
            "type": "tool",
            "content": [{"type": "text", "text": "r"}],
            "tool_call_id": "\u00e9" * 5,
            "name": "n",
        },
    ],
    "function-call": [
        _ai("calling", additional_kwargs={"function_call": {"name": "f", "arguments": '{"a": 1}'}}),
        _ai("", additional_kwargs={"function_call": {"name": None, "arguments": ""}}),
        _ai("x", additional_kwargs={"function_call": {"name": 7, "arguments": "<&>", "extra": [1]}}),
        {"type": "function", "name": "f", "content": "42"},
    ],
    "blocks": [
        {
            "type": "human",
            "content": [
                "plain <",
                "",
                {"type": "text", "text": ""},
                {"type": "reasoning", "reasoning": "think & do"},
                {"type": "reasoning", "reasoning": ""},
                {"type": "image", "url": 'https://e.com/a.png?x=1&y="2"'},
                {"type": "image", "base64": "AAAA", "mime_type": "image/png"},
                {"type": "image", "url": "data:image/png;base64,AAAA"},
                {"type": "image", "file_id": "file-1"},
                {"type": "audio", "file_id": "f'2"},
                {"type": "video", "url": "v"},
                {"type": "file", "url": "f"},
                {"type": "image_url", "image_url": {"url": "https://e.com/b.png"}},
                {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}},
                {"type": "text-plain", "text": "p" * 600, "mime_type": "text/plain"},
                {"type": "text-plain", "text": "\U0001f600" * 501, "mime_type": "text/plain"},
                {"type": "text-plain", "text": "short", "mime_type": "text/plain"},
                {"type": "server_tool_call", "id": "s1", "name": "web", "args": {"q": "<x>" * 200}},
                {"type": "server_tool_call", "id": "", "name": "", "args": {}},
                {
                    "type": "server_tool_result",
                    "tool_call_id": "s1",
                    "status": "success",
                    "output": {"r": [1, 2]},
                },
                {"type": "server_tool_result", "tool_call_id": "s2", "status": "error"},
                {"type": "server_tool_result", "tool_call_id": "s3", "status": "success", "output": ""},
                {"type": "tool_use", "id": "t", "name": "n", "input": {}},
                {"type": "thinking", "thinking": "hmm", "signature": "s"},
                {"type": "non_standard", "value": {"a": 1}},
            ],
        }
    ],
    "names-and-roles": [
        {"type": "human", "content": "hi", "name": "alice", "id": "h1"},
        {"type": "system", "content": "sys", "additional_kwargs": {"__openai_role__": "developer"}},
        {"type": "chat", "role": "", "content": ""},
        {"type": "ai", "content": "", "name": "", "id": "a1"},
        {"type": "HumanMessageChunk", "content": "chunk"},
        {"type": "AIMessageChunk", "content": "ai chunk", "tool_call_chunks": []},
        {"type": "SystemMessageChunk", "content": "s"},
        {"type": "ToolMessageChunk", "content": "t", "tool_call_id": "c"},
        {"type": "FunctionMessageChunk", "content": "f", "name": "fn"},
        {"type": "ChatMessageChunk", "content": "c", "role": "Judge"},
    ],
    "unicode": [
        {"type": "human", "content": "\U0001f600\U0001f600 caf\u00e9 \u0301 \u200b", "name": "\U0001f600"},
        {
            "type": "ai",
            "content": "\ud83d",
            "tool_calls": [{"name": "\U0001f600", "args": {"\U0001f600": "\ud83d"}, "id": "\U0001f600" * 70}],
        },
    ],
    "empty": [],
    "remove": [{"type": "human", "content": "x"}, {"type": "remove", "id": "r1"}],
}


def edge_histories() -> dict[str, list[Json]]:
    """The edge histories, canonical."""
    return {name: canonical(h) for name, h in EDGE_HISTORIES.items()}
