"""Conformance vectors for ``convert_to_openai_messages``: LangChain's output and the strict modes.

Inputs: seeded histories (runs, strategies, bench families, corpus), one message at a time, and a
zoo of content blocks of every format the converter reads (OpenAI, standard v1 and v0, Anthropic,
Bedrock Converse, VertexAI), well formed and not, in messages of every role. The output is
``{"result": ..., "lost": [paths]}``: with ``strict=False`` the paths of the LossWarnings.
"""

from __future__ import annotations

import json
import random
import warnings
from collections.abc import Iterator
from typing import Any

import chatschema
from tests.conformance.vectorgen.histories import bench_histories, corpus, generated, run_histories


def _convert(value: Any, options: dict[str, Any]) -> Any:
    single = isinstance(value, dict)
    messages = chatschema.decode(value, "AnyMessage" if single else "list[AnyMessage]", extra="keep")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = chatschema.convert_to_openai_messages(messages, **options)
    lost = [w.message.path for w in caught if isinstance(w.message, chatschema.LossWarning)]
    return {"result": result, "lost": lost}


PYTHON = {"convert_to_openai_messages": _convert}

_B64 = "iVBORw0KGgo="
_TEXT_B64 = "aGVsbG8gd29ybGQ="  # "hello world"

BLOCKS: list[Any] = [
    "plain string",
    {"type": "text", "text": "hi"},
    {"type": "text", "text": "hi", "id": "t1", "index": 0},
    {"type": "text", "text": "cited", "annotations": [{"type": "citation", "url": "https://x.test"}]},
    {"type": "text", "text": "empty extras", "annotations": [], "extras": {}},
    {"type": "text"},
    {"type": "image_url", "image_url": {"url": "https://x.test/a.png", "detail": "low"}},
    {"type": "image_url", "image_url": {"url": f"data:image/png;base64,{_B64}"}},
    {"type": "image_url", "image_url": {"url": "data:image/png;base64,@@"}},
    {"type": "image_url"},
    {"type": "image", "url": "https://x.test/b.png"},
    {"type": "image", "base64": _B64, "mime_type": "image/png"},
    {"type": "image", "base64": _B64},
    {"type": "image", "file_id": "file-1"},
    {"type": "image", "source_type": "url", "url": "https://x.test/c.png"},
    {"type": "image", "source_type": "base64", "data": _B64, "mime_type": "image/jpeg"},
    {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": _B64}},
    {"type": "image", "source": {"type": "base64", "data": _B64}},
    {"type": "image"},
    {"type": "file", "file_id": "file-2"},
    {"type": "file", "base64": _B64, "mime_type": "application/pdf", "filename": "a.pdf"},
    {"type": "file", "base64": _B64, "mime_type": "application/pdf", "extras": {"filename": "b.pdf"}},
    {"type": "file", "url": "https://x.test/d.pdf"},
    {"type": "file", "source_type": "id", "id": "file-3"},
    {"type": "file", "file": {"file_data": f"data:application/pdf;base64,{_B64}", "filename": "c.pdf"}},
    {"type": "file", "file": {"file_id": "file-4"}},
    {"type": "audio", "base64": _B64, "mime_type": "audio/wav"},
    {"type": "audio", "base64": _B64, "mime_type": "audio/ogg"},
    {"type": "audio", "url": "https://x.test/e.wav"},
    {"type": "input_audio", "input_audio": {"data": _B64, "format": "mp3"}},
    {"type": "video", "url": "https://x.test/f.mp4"},
    {"type": "text-plain", "text": "notes", "mime_type": "text/plain"},
    {"type": "text-plain", "base64": _TEXT_B64, "mime_type": "text/plain"},
    {"type": "text-plain", "base64": "//79", "mime_type": "text/plain"},
    {"type": "text-plain", "url": "https://x.test/g.txt", "mime_type": "text/plain"},
    {"type": "json", "json": {"a": [1, "é"]}},
    {"type": "json"},
    {"json": {"b": 2}},
    {"type": "guard_content", "guard_content": {"text": "guarded"}},
    {"type": "guard_content", "guard_content": {"text": {"text": "nested"}}},
    {"guard_content": {"text": "no type"}},
    {"type": "guard_content"},
    {"type": "media", "mime_type": "video/mp4", "data": "AAAA"},
    {"type": "media", "mime_type": "image/png"},
    {"type": "refusal", "refusal": "no"},
    {"type": "refusal", "refusal": ""},
    {"type": "thinking", "thinking": "hm", "signature": "s"},
    {"type": "reasoning", "reasoning": "because"},
    {"type": "server_tool_call", "name": "web_search", "args": {"q": "x"}, "id": "s1"},
    {"type": "non_standard", "value": {"k": 1}},
    {"type": "mystery", "payload": 1},
    {"type": "tool_use", "id": "call_9", "name": "lookup", "input": {"q": "é"}},
    {"type": "tool_use", "id": "call_1", "name": "search", "input": {"q": "dup"}},
    {"type": "tool_use", "id": "call_8"},
    {"type": "function_call", "call_id": "fc_1", "name": "f", "arguments": '{"a": 1}'},
    {"type": "function_call", "call_id": "fc_2"},
    {"type": "tool_result", "tool_use_id": "call_9", "content": "42"},
    {
        "type": "tool_result",
        "tool_use_id": "call_9",
        "content": [{"type": "text", "text": "rows"}],
        "is_error": True,
    },
    {
        "type": "tool_result",
        "tool_use_id": "call_9",
        "content": [{"type": "image", "url": "https://x.test/h.png"}],
    },
    {"type": "tool_result", "content": "x"},
]

_ROLES: list[tuple[str, dict[str, Any]]] = [
    ("human", {}),
    ("ai", {"tool_calls": [{"name": "search", "args": {"q": "x"}, "id": "call_1"}]}),
    ("ai", {}),
    ("system", {}),
    ("system", {"additional_kwargs": {"__openai_role__": "developer"}}),
    ("tool", {"tool_call_id": "call_1", "name": "search"}),
    ("tool", {"tool_call_id": "call_1"}),
    ("chat", {"role": "critic"}),
    ("chat", {"role": "human"}),
    ("function", {"name": "f"}),
    ("HumanMessageChunk", {}),
    ("AIMessageChunk", {}),
]

_OPTIONS: list[dict[str, Any]] = [
    {},
    {"text_format": "block"},
    {"include_id": True},
    {"pass_through_unknown_blocks": False},
    {"strict": True},
    {"strict": False},
    {"strict": False, "text_format": "block"},
]


def _message(kind: str, extra: dict[str, Any], content: Any, r: random.Random) -> Any:
    fields: dict[str, Any] = {"type": kind, "content": content, **json.loads(json.dumps(extra))}
    if kind in ("tool", "ToolMessageChunk") and "tool_call_id" not in fields:
        fields["tool_call_id"] = "call_1"
    if r.random() < 0.3:
        fields["id"] = "m-1"
    if r.random() < 0.2 and kind not in ("function", "system"):
        fields["name"] = "someone"
    if r.random() < 0.15:
        fields.setdefault("additional_kwargs", {})["refusal"] = "cannot"
    if kind == "ai" and r.random() < 0.2:
        fields["invalid_tool_calls"] = [
            {"name": "bad", "args": '{"a"', "id": "bad_1", "error": None, "type": "invalid_tool_call"}
        ]
    try:
        return json.loads(chatschema.encode(chatschema.decode(fields, "AnyMessage", extra="keep")))
    except chatschema.ValidationError:
        return None  # a block the schema refuses (such as a text block without text)


def _usable(value: Any, options: dict[str, Any]) -> bool:
    """Whether Python answers with a result or an error the vectors can hold."""
    try:
        _convert(value, options)
    except (chatschema.ChatSchemaError, ValueError, TypeError):
        return True
    except Exception:  # KeyError, AttributeError: LangChain's own failures, left out
        return False
    return True


def cases() -> Iterator[tuple[str, str, Any, dict[str, Any]]]:
    op = "convert_to_openai_messages"
    r = random.Random(9500)
    n = 0
    # Every block in every role, with every option set (single messages).
    for b, block in enumerate(BLOCKS):
        for k, (kind, extra) in enumerate(_ROLES):
            if r.random() > 0.45:
                continue
            content = [block] if r.random() < 0.7 else [block, {"type": "text", "text": "tail"}]
            message = _message(kind, extra, content, r)
            options = r.choice(_OPTIONS)
            if message is None:
                continue
            if options.get("include_id") and "strict" in options:
                continue
            if _usable(message, options):
                yield op, f"block-{b}-{k}", message, options
                n += 1
    # Mixed block lists in short histories.
    for i in range(120):
        history = []
        for _ in range(r.randint(1, 4)):
            kind, extra = r.choice(_ROLES)
            content = r.choice(["", "text", [], [r.choice(BLOCKS) for _ in range(r.randint(1, 3))]])
            history.append(_message(kind, extra, content, r))
        options = r.choice(_OPTIONS)
        if None not in history and _usable(history, options):
            yield op, f"mixed-{i}", history, options
    for i, history in enumerate(run_histories(80, 9600)):
        yield op, f"runs-{i}", history, _OPTIONS[i % len(_OPTIONS)]
    for i, history in enumerate(generated(60, 9700, max_messages=8)):
        options = _OPTIONS[i % len(_OPTIONS)]
        if _usable(history, options):
            yield op, f"strategies-{i}", history, options
    for key, history in bench_histories(16):
        for j, options in enumerate([_OPTIONS[0], _OPTIONS[1], _OPTIONS[5]]):
            yield op, f"bench-{key}-{j}", history, options
    for name, history in corpus():
        for j, options in enumerate(_OPTIONS):
            yield op, f"corpus-{name}-{j}", history, options
    history = next(run_histories(1, 9800))
    yield op, "error-text-format", history, {"text_format": "html"}
    yield op, "error-include-id-strict", history, {"include_id": True, "strict": True}
    # a json block's text is json.dumps's: every character past "~" escaped, DEL and lone surrogates too
    json_block = {"type": "json", "json": {"del": "\x7f", "lone": "\ud800", "e": "\u00e9"}}
    yield op, "json-block-ascii", [_msg("human", [json_block])], {}
    from tests.convert.ledger import edges  # the fact ledger's hand-written histories

    edge_cases = {f"edge-{name}": json.loads(chatschema.encode(m)) for name, m in edges().items()}
    for name, history in {**_LOSSES, **edge_cases}.items():
        for j, options in enumerate([{}, {"strict": True}, {"strict": False}]):
            if _usable(history, options):
                yield op, f"loss-{name}-{j}", history, options


def _msg(kind: str, content: Any = "", **fields: Any) -> Any:
    message = chatschema.decode({"type": kind, "content": content, **fields}, "AnyMessage")
    return json.loads(chatschema.encode(message))


_LOSSES: dict[str, list[Any]] = {
    # what strict mode converts or loses whole: the paths name the message or call, not one field
    "legacy-function-call": [
        _msg("human", "2+2?"),
        _msg("ai", additional_kwargs={"function_call": {"name": "add", "arguments": '{"a": 2}'}}),
        _msg("function", "4", name="add"),
    ],
    "legacy-function-call-malformed": [_msg("ai", "x", additional_kwargs={"function_call": {"name": "add"}})],
    "legacy-function-call-copy-of-a-tool-call": [
        _msg(
            "ai",
            tool_calls=[{"name": "add", "args": {"a": 2.0}, "id": "c1"}],
            additional_kwargs={"function_call": {"name": "add", "arguments": '{"a": 2.0}'}},
        )
    ],
    "legacy-function-call-beside-tool-calls": [
        _msg(
            "ai",
            tool_calls=[{"name": "add", "args": {"a": 2}, "id": "c1"}],
            additional_kwargs={"function_call": {"name": "sub", "arguments": '{"a": 2}'}},
        )
    ],
    "remove-message": [_msg("human", "hi"), _msg("remove", id="m1"), _msg("ai", "hello")],
    "custom-role": [_msg("chat", "I object.", role="critic", name="c"), _msg("human", "hi")],
    "function-without-name": [_msg("function", "old", name=""), _msg("human", "hi")],
    "call-without-id": [_msg("ai", "", tool_calls=[{"name": "f", "args": {"a": 1}, "id": None}])],
    "text-plain-base64-beside-text": [
        _msg(
            "human",
            [{"type": "text-plain", "text": "notes", "base64": "b3RoZXI=", "mime_type": "text/plain"}],
        ),
    ],
}
"""Histories of the losses strict mode names whole (a message, a call) or converts (a legacy call)."""
