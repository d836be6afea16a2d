"""Differential tests: ``content_blocks`` in chatschema and in langchain_core 1.8 agree.

Messages of every class are generated from seeded ``random.Random`` instances. Their content
mixes plain strings, standard v1 blocks, LangChain v0 blocks, OpenAI Chat Completions parts,
OpenAI Responses output, Anthropic, Google GenAI, Bedrock Converse and Groq shapes; AI
messages and chunks also get tool calls, invalid tool calls, tool call chunks, a chunk
position, ``reasoning_content`` and other provider data in ``additional_kwargs``, and
``response_metadata`` that names a provider (or none, or one nobody registered). Each payload
is given to both libraries' constructors (deep copies, so neither sees the other's changes)
and the results of ``content_blocks`` are compared. Refusals (langchain-core 1.7.5+) get
their own cases too: OpenAI's ``additional_kwargs["refusal"]`` and Responses ``refusal`` items,
Anthropic's native ``refusal`` blocks and ``stop_reason == "refusal"`` with well-formed and
malformed ``stop_details``, and Gemini's blocked responses (``finish_reason``,
``prompt_feedback``, ``finish_message``), on messages, on chunks, and on streams of chunks
added together:

* equal blocks, after replacing generated ids (``lc_`` + UUID4) by a placeholder, compared
  with types (``1`` is not ``True`` or ``1.0``);
* or the same exception type (and message, once the factory's module name is dropped).

chatschema must also leave the message content as it was.
"""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import langchain_core.messages as lc
import pytest

import chatschema as cs
from chatschema.blocks import KNOWN_BLOCK_TYPES
from tests.blocks.lc_handled import LC_TO_CHATSCHEMA, covers, lc_handled_types, lc_modules

SEEDS = range(120)
"""One test per seed."""

PER_SEED = 90
"""Messages per seed; ``len(SEEDS) * PER_SEED`` cases in all."""

# -- random values ------------------------------------------------------------------------------

TEXTS = ["Hello", "", "Bonjour, ça va ?", "数学の問題", "line one\nline two", "🙂 done", "x" * 40, "42"]
B64 = ["iVBORw0KGgo=", "JVBERi0xLjQ=", "UklGRiQAAABXQVZF", "QUJD"]
DATA_URIS = [
    "data:image/png;base64,iVBORw0KGgo=",
    "data:image/jpeg;base64,/9j/4AAQ",
    "data:application/pdf;base64,JVBERi0=",
    "data:image/png;base64,iVBORw0KGgo=\n",
    "data:;base64,abc",
    "data:image/png;base64,",
    "data:image/png,notbase64",
]
URLS = ["https://example.com/cat.png", "https://example.com/doc.pdf", "gs://bucket/a.mp3", "s3://b/k"]
MIME = ["image/png", "image/jpeg", "audio/wav", "audio/mpeg", "application/pdf", "video/mp4", "text/plain"]
TOOL_NAMES = ["search", "get_weather", "calculator", "python"]
ARGS = [{}, {"q": "cats"}, {"city": "Paris", "units": "metric"}, {"n": 3, "nested": {"a": [1, 2]}}]
PARTIAL_JSON = ['{"q": "ca', '{"city": "Paris"}', "", '{"a": 1, "b"', "not json", "{}"]


class R:
    """A seeded random source with the choices the generators need."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.counter = 0

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def pick(self, options: list[Any] | tuple[Any, ...]) -> Any:
        return self.rng.choice(options)

    def text(self) -> str:
        return str(self.pick(TEXTS))

    def nonempty(self) -> str:
        return self.pick([t for t in TEXTS if t])  # type: ignore[no-any-return]

    def uid(self, prefix: str) -> str:
        self.counter += 1
        return f"{prefix}{self.counter:04d}"

    def index(self) -> int | str:
        return self.pick([0, 1, 2, 3, "a", "lc_txt_0"])  # type: ignore[no-any-return]

    def args(self) -> dict[str, Any]:
        return copy.deepcopy(self.pick(ARGS))  # type: ignore[no-any-return]

    def maybe(self, block: dict[str, Any], key: str, value: Callable[[], Any], p: float = 0.3) -> None:
        if self.chance(p):
            block[key] = value()


@dataclass
class Ctx:
    """What the content of one message refers to, so that tool calls can match it."""

    r: R
    call_ids: list[str] = field(default_factory=list)
    item_ids: list[str] = field(default_factory=list)

    def call_id(self, prefix: str = "call_") -> str:
        if self.call_ids and self.r.chance(0.2):
            return str(self.r.pick(self.call_ids))
        new = self.r.uid(prefix)
        self.call_ids.append(new)
        return new


Gen = Callable[[Ctx], Any]

# -- standard v1 blocks -------------------------------------------------------------------------


def _common(c: Ctx, block: dict[str, Any]) -> dict[str, Any]:
    c.r.maybe(block, "id", lambda: c.r.uid("blk_"))
    c.r.maybe(block, "index", c.r.index)
    c.r.maybe(block, "extras", lambda: {"signature": c.r.uid("sig_")}, 0.2)
    return block


def _citation(c: Ctx) -> dict[str, Any]:
    cite: dict[str, Any] = {"type": "citation"}
    c.r.maybe(cite, "url", lambda: c.r.pick(URLS), 0.6)
    c.r.maybe(cite, "title", c.r.nonempty, 0.5)
    c.r.maybe(cite, "start_index", lambda: 0, 0.5)
    c.r.maybe(cite, "end_index", lambda: 5, 0.5)
    c.r.maybe(cite, "cited_text", c.r.nonempty, 0.5)
    return cite


def _v1_media(kind: str) -> Gen:
    def gen(c: Ctx) -> dict[str, Any]:
        block: dict[str, Any] = {"type": kind}
        where = c.r.pick(["url", "base64", "file_id", "url+file_id"])
        if "url" in where:
            block["url"] = c.r.pick(URLS)
        if where == "base64":
            block["base64"] = c.r.pick(B64)
        if "file_id" in where:
            block["file_id"] = c.r.uid("file-")
        c.r.maybe(block, "mime_type", lambda: c.r.pick(MIME), 0.6)
        return _common(c, block)

    return gen


def _v1_text(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "text", "text": c.r.text()}
    if c.r.chance(0.2):
        block["annotations"] = [
            _citation(c) if c.r.chance(0.7) else {"type": "non_standard_annotation", "value": {"k": 1}}
            for _ in range(c.r.rng.randint(0, 2))
        ]
    return _common(c, block)


def _v1_reasoning(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "reasoning"}
    c.r.maybe(block, "reasoning", c.r.text, 0.8)
    return _common(c, block)


def _v1_plaintext(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "text-plain", "mime_type": "text/plain"}
    c.r.maybe(block, "text", c.r.text, 0.7)
    c.r.maybe(block, "url", lambda: c.r.pick(URLS), 0.2)
    c.r.maybe(block, "title", c.r.nonempty, 0.3)
    return _common(c, block)


def _v1_tool_call(c: Ctx) -> dict[str, Any]:
    block = {"type": "tool_call", "name": c.r.pick(TOOL_NAMES), "args": c.r.args(), "id": c.call_id()}
    return _common(c, block)


def _v1_tool_call_chunk(c: Ctx) -> dict[str, Any]:
    return {
        "type": "tool_call_chunk",
        "name": c.r.pick([*TOOL_NAMES, None]),
        "args": c.r.pick(PARTIAL_JSON),
        "id": c.r.pick([c.call_id(), None]),
        "index": c.r.pick([0, 1, None]),
    }


def _v1_invalid_tool_call(c: Ctx) -> dict[str, Any]:
    return {
        "type": "invalid_tool_call",
        "name": c.r.pick(TOOL_NAMES),
        "args": "{oops",
        "id": c.call_id(),
        "error": c.r.pick([None, "bad JSON"]),
    }


def _v1_server_tool_call(c: Ctx) -> dict[str, Any]:
    block = {"type": "server_tool_call", "id": c.r.uid("srv_"), "name": "web_search", "args": {"query": "x"}}
    return _common(c, block)


def _v1_server_tool_call_chunk(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "server_tool_call_chunk"}
    c.r.maybe(block, "name", lambda: "web_search", 0.5)
    c.r.maybe(block, "args", lambda: c.r.pick(PARTIAL_JSON), 0.7)
    return _common(c, block)


def _v1_server_tool_result(c: Ctx) -> dict[str, Any]:
    block = {
        "type": "server_tool_result",
        "tool_call_id": c.r.uid("srv_"),
        "status": c.r.pick(["success", "error"]),
    }
    if c.r.chance(0.6):
        block["output"] = c.r.pick([[{"url": URLS[0]}], "text out", {"n": 1}, None])
    return _common(c, block)


def _v1_refusal(c: Ctx) -> dict[str, Any]:
    return _common(c, {"type": "refusal", "refusal": c.r.text()})


def _v1_non_standard(c: Ctx) -> dict[str, Any]:
    inner = c.r.pick(
        [
            {"type": "refusal", "refusal": "no"},
            {"text": "untyped"},
            {"type": "text", "text": "wrapped standard"},
            {"type": "image_url", "image_url": {"url": URLS[0]}},
            {"type": "non_standard", "value": {"type": "thinking", "thinking": "deep"}},
        ]
    )
    block = {"type": "non_standard", "value": copy.deepcopy(inner)}
    c.r.maybe(block, "id", lambda: c.r.uid("ns_"))
    return block


V1: dict[str, Gen] = {
    "text": _v1_text,
    "reasoning": _v1_reasoning,
    "image": _v1_media("image"),
    "audio": _v1_media("audio"),
    "video": _v1_media("video"),
    "file": _v1_media("file"),
    "text-plain": _v1_plaintext,
    "tool_call": _v1_tool_call,
    "tool_call_chunk": _v1_tool_call_chunk,
    "invalid_tool_call": _v1_invalid_tool_call,
    "server_tool_call": _v1_server_tool_call,
    "server_tool_call_chunk": _v1_server_tool_call_chunk,
    "server_tool_result": _v1_server_tool_result,
    "refusal": _v1_refusal,
    "non_standard": _v1_non_standard,
}

# -- LangChain v0 blocks ------------------------------------------------------------------------


def _v0_extras(c: Ctx, block: dict[str, Any]) -> dict[str, Any]:
    c.r.maybe(block, "filename", lambda: "report.pdf", 0.2)
    c.r.maybe(block, "metadata", lambda: None, 0.1)
    c.r.maybe(block, "cache_control", lambda: {"type": "ephemeral"}, 0.1)
    c.r.maybe(block, "id", lambda: c.r.uid("v0_"), 0.08)  # LangChain raises TypeError for url/base64
    return block


def _v0_media(kind: str) -> Gen:
    def gen(c: Ctx) -> dict[str, Any]:
        source = c.r.pick(["url", "base64", "id"])
        block: dict[str, Any] = {"type": kind, "source_type": source}
        if source == "url":
            block["url"] = c.r.pick(URLS)
        elif source == "base64":
            block["data"] = c.r.pick(B64)
        else:
            block["id"] = c.r.uid("file-")
        c.r.maybe(block, "mime_type", lambda: c.r.pick([*MIME, ""]), 0.7)
        if source != "id":
            _v0_extras(c, block)
        elif c.r.chance(0.3):
            block["detail"] = "high"
        return block

    return gen


def _v0_text_file(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "file", "source_type": "text"}
    if c.r.chance(0.8):
        block["url"] = c.r.text()  # LangChain reads the text from url
    else:
        block["text"] = c.r.text()  # ... so this raises KeyError there
    c.r.maybe(block, "mime_type", lambda: "text/plain", 0.5)
    return _v0_extras(c, block)


def _v0_odd(c: Ctx) -> dict[str, Any]:
    """A v0-looking block LangChain leaves alone: an image with a text source."""
    return {"type": "image", "source_type": "text", "text": c.r.nonempty()}


V0: dict[str, Gen] = {
    "image": _v0_media("image"),
    "audio": _v0_media("audio"),
    "file": _v0_media("file"),
    "file-text": _v0_text_file,
    "odd": _v0_odd,
}

# -- OpenAI Chat Completions input parts -------------------------------------------------------


def _cc_image(c: Ctx) -> dict[str, Any]:
    inner: dict[str, Any] = {"url": c.r.pick([*URLS, *DATA_URIS])}
    c.r.maybe(inner, "detail", lambda: c.r.pick(["low", "high", "auto"]), 0.4)
    c.r.maybe(inner, "name", lambda: "cat", 0.1)
    block: dict[str, Any] = {"type": "image_url", "image_url": inner}
    c.r.maybe(block, "detail", lambda: "low", 0.1)
    c.r.maybe(block, "cache_control", lambda: {"type": "ephemeral"}, 0.1)  # not a CC part any more
    if c.r.chance(0.05):
        block["image_url"] = URLS[0]  # the old string form
    return block


def _cc_audio(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {
        "type": "input_audio",
        "input_audio": {"data": c.r.pick([*B64, ""]), "format": c.r.pick(["wav", "mp3"])},
    }
    c.r.maybe(block["input_audio"], "transcript", c.r.nonempty, 0.1)
    c.r.maybe(block, "id", lambda: c.r.uid("aud_"), 0.1)
    c.r.maybe(block, "mime_type", lambda: "audio/wav", 0.03)  # duplicate keyword: TypeError in LangChain
    return block


def _cc_file(c: Ctx) -> dict[str, Any]:
    file: dict[str, Any] = {}
    kind = c.r.pick(["id", "data", "data", "bad"])
    if kind == "id":
        file["file_id"] = c.r.uid("file-")
    elif kind == "data":
        file["file_data"] = c.r.pick(DATA_URIS[:4])
    else:
        file["file_data"] = "plain text, not a data URI"
    c.r.maybe(file, "filename", lambda: "doc.pdf", 0.5)
    block: dict[str, Any] = {"type": "file", "file": file}
    c.r.maybe(block, "cache_control", lambda: {"type": "ephemeral"}, 0.1)
    return block


OPENAI_CC: dict[str, Gen] = {"image_url": _cc_image, "input_audio": _cc_audio, "file": _cc_file}

# -- OpenAI Responses output -------------------------------------------------------------------


def _rs_index(c: Ctx, block: dict[str, Any]) -> dict[str, Any]:
    # ``True`` only on provider items: chatschema refuses a bool index on a standard block.
    odd = [True] if block["type"] not in KNOWN_BLOCK_TYPES else []
    c.r.maybe(block, "index", lambda: c.r.pick([0, 1, 2, "x", *odd]), 0.4)
    return block


def _rs_reasoning(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "reasoning", "id": c.r.uid("rs_")}
    if c.r.chance(0.85):
        block["summary"] = [
            _rs_index(c, {"type": "summary_text", "text": c.r.text()}) for _ in range(c.r.rng.randint(0, 3))
        ]
    c.r.maybe(block, "encrypted_content", lambda: "gAAAA", 0.3)
    c.r.maybe(block, "status", lambda: "completed", 0.2)
    c.r.maybe(block, "extras", lambda: {"x": 1}, 0.03)  # LangChain raises KeyError with a summary
    return _rs_index(c, block)


def _rs_annotation(c: Ctx) -> dict[str, Any]:
    kind = c.r.pick(["url_citation", "file_citation", "container_file_citation", "file_path"])
    if kind == "url_citation":
        ann = {"type": kind, "url": c.r.pick(URLS), "start_index": 0, "end_index": 4}
        c.r.maybe(ann, "title", c.r.nonempty, 0.7)
    elif kind == "file_citation":
        ann = {"type": kind, "file_id": c.r.uid("file-"), "index": 3}
        c.r.maybe(ann, "filename", lambda: "notes.txt", 0.7)
    else:
        ann = {"type": kind, "file_id": c.r.uid("file-"), "container_id": "cntr_1"}
    return ann


def _rs_text(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "text", "text": c.r.text()}
    if c.r.chance(0.6):
        block["annotations"] = [_rs_annotation(c) for _ in range(c.r.rng.randint(0, 3))]
    c.r.maybe(block, "id", lambda: c.r.uid("msg_"), 0.3)
    return _rs_index(c, block)


def _rs_function_call(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {
        "type": "function_call",
        "name": c.r.pick(TOOL_NAMES),
        "arguments": json.dumps(c.r.args()),
        "call_id": c.call_id("call_"),
    }
    c.r.maybe(block, "id", lambda: c.r.uid("fc_"), 0.7)
    c.r.maybe(block, "status", lambda: "completed", 0.3)
    c.r.maybe(block, "namespace", lambda: "tools", 0.1)
    if c.r.chance(0.1):
        del block["call_id"]
    return _rs_index(c, block)


def _rs_web_search(c: Ctx) -> dict[str, Any]:
    item_id = c.r.uid("ws_")
    c.item_ids.append(item_id)
    block: dict[str, Any] = {"type": "web_search_call", "id": item_id}
    c.r.maybe(block, "status", lambda: c.r.pick(["completed", "failed", "in_progress", None]), 0.8)
    if c.r.chance(0.8):
        action: dict[str, Any] = {"type": "search", "query": "weather"}
        c.r.maybe(action, "sources", lambda: c.r.pick([[{"type": "url", "url": URLS[0]}], []]), 0.5)
        block["action"] = action
    return _rs_index(c, block)


def _rs_web_search_result(c: Ctx) -> dict[str, Any]:
    return {"type": "web_search_result", "id": c.r.pick(c.item_ids) if c.item_ids else c.r.uid("ws_")}


def _rs_file_search(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "file_search_call", "id": c.r.uid("fs_")}
    c.r.maybe(block, "queries", lambda: ["q1", "q2"], 0.7)
    c.r.maybe(block, "results", lambda: c.r.pick([[{"file_id": "f", "score": 0.5}], None, []]), 0.6)
    c.r.maybe(block, "status", lambda: c.r.pick(["completed", "failed", "searching"]), 0.7)
    return _rs_index(c, block)


def _rs_code_interpreter(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "code_interpreter_call", "id": c.r.uid("ci_"), "container_id": "cntr_1"}
    c.r.maybe(block, "code", lambda: "print(1)", 0.8)
    c.r.maybe(block, "outputs", lambda: c.r.pick([[{"type": "logs", "logs": "1"}], None]), 0.6)
    c.r.maybe(block, "status", lambda: c.r.pick(["completed", "failed", "interpreting"]), 0.7)
    return _rs_index(c, block)


def _rs_mcp_call(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "mcp_call", "id": c.r.uid("mcp_")}
    c.r.maybe(block, "name", lambda: "roll", 0.8)
    c.r.maybe(block, "server_label", lambda: "dice", 0.7)
    c.r.maybe(block, "arguments", lambda: c.r.pick(['{"sides": 6}', "not json", "", "[1]"]), 0.8)
    c.r.maybe(block, "output", lambda: c.r.pick(["4", None, ""]), 0.6)
    c.r.maybe(block, "error", lambda: c.r.pick([None, "boom"]), 0.4)
    c.r.maybe(block, "approval_request_id", lambda: None, 0.2)
    return _rs_index(c, block)


def _rs_mcp_list_tools(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "mcp_list_tools", "id": c.r.uid("mcpl_")}
    c.r.maybe(block, "server_label", lambda: "dice", 0.7)
    c.r.maybe(block, "tools", lambda: c.r.pick([[{"name": "roll"}], []]), 0.7)
    c.r.maybe(block, "error", lambda: c.r.pick([None, "boom"]), 0.3)
    return _rs_index(c, block)


def _rs_image_generation(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "image_generation_call", "id": c.r.uid("ig_")}
    c.r.maybe(block, "result", lambda: c.r.pick([B64[0], None, ""]), 0.8)
    c.r.maybe(block, "output_format", lambda: c.r.pick(["png", "webp", ""]), 0.6)
    for key in ("status", "quality", "size", "revised_prompt", "background"):
        c.r.maybe(block, key, c.r.nonempty, 0.3)
    return _rs_index(c, block)


def _rs_tool_search_call(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "tool_search_call", "id": c.r.uid("ts_")}
    c.r.maybe(block, "execution", lambda: c.r.pick(["server", "client"]), 0.9)
    c.r.maybe(block, "arguments", lambda: {"query": "weather"}, 0.7)
    c.r.maybe(block, "status", lambda: "completed", 0.5)
    return _rs_index(c, block)


def _rs_tool_search_output(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "tool_search_output", "id": c.r.uid("tso_")}
    c.r.maybe(block, "execution", lambda: c.r.pick(["server", "client"]), 0.9)
    c.r.maybe(block, "tools", lambda: [{"name": "get_weather"}], 0.7)
    c.r.maybe(block, "status", lambda: c.r.pick(["completed", "failed", "in_progress"]), 0.7)
    c.r.maybe(block, "name", lambda: "custom", 0.1)
    return _rs_index(c, block)


def _rs_refusal(c: Ctx) -> dict[str, Any]:
    """A Responses ``refusal`` item: ``id``/``index`` are kept, other keys go into ``extras``."""
    block: dict[str, Any] = {"type": "refusal", "refusal": c.r.text()}
    c.r.maybe(block, "id", lambda: c.r.uid("msg_"), 0.4)
    c.r.maybe(block, "extras", lambda: c.r.pick([{"status": "old", "k": 1}, {}, {"logprobs": None}]), 0.3)
    c.r.maybe(block, "status", lambda: "completed", 0.3)
    c.r.maybe(block, "logprobs", lambda: [], 0.2)
    return _rs_index(c, block)


def _rs_other(c: Ctx) -> dict[str, Any]:
    block = copy.deepcopy(
        c.r.pick(
            [
                {"type": "refusal", "refusal": "I can't."},
                {"type": "computer_call", "id": "cu_1", "action": {"type": "click"}},
                {"type": "mcp_approval_request", "id": "apr_1", "name": "roll"},
            ]
        )
    )
    return _rs_index(c, block)


OPENAI_RESPONSES: dict[str, Gen] = {
    "reasoning": _rs_reasoning,
    "text": _rs_text,
    "function_call": _rs_function_call,
    "web_search_call": _rs_web_search,
    "web_search_result": _rs_web_search_result,
    "file_search_call": _rs_file_search,
    "code_interpreter_call": _rs_code_interpreter,
    "mcp_call": _rs_mcp_call,
    "mcp_list_tools": _rs_mcp_list_tools,
    "image_generation_call": _rs_image_generation,
    "tool_search_call": _rs_tool_search_call,
    "tool_search_output": _rs_tool_search_output,
    "refusal": _rs_refusal,
    "other": _rs_other,
}

# -- Anthropic ---------------------------------------------------------------------------------


def _an_index(c: Ctx, block: dict[str, Any]) -> dict[str, Any]:
    c.r.maybe(block, "index", lambda: c.r.pick([0, 1, 2]), 0.4)
    return block


def _an_citation(c: Ctx) -> dict[str, Any]:
    kind = c.r.pick(
        [
            "web_search_result_location",
            "char_location",
            "page_location",
            "content_block_location",
            "search_result_location",
            "unknown_location",
        ]
    )
    cite: dict[str, Any] = {"type": kind}
    c.r.maybe(cite, "cited_text", c.r.nonempty, 0.85)
    if kind == "web_search_result_location":
        c.r.maybe(cite, "url", lambda: c.r.pick(URLS), 0.85)
        c.r.maybe(cite, "title", c.r.text, 0.6)
        cite["encrypted_index"] = "Eo8B"
    else:
        c.r.maybe(cite, "document_title", c.r.nonempty, 0.5)
        c.r.maybe(cite, "title", c.r.text, 0.3)
        cite["document_index"] = 0
        cite["start_char_index"] = 0
    return cite


def _an_text(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "text", "text": c.r.text()}
    if c.r.chance(0.4):
        block["citations"] = [_an_citation(c) for _ in range(c.r.rng.randint(0, 3))]
    c.r.maybe(block, "id", lambda: c.r.uid("t_"), 0.1)
    return _an_index(c, block)


def _an_thinking(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "thinking"}
    c.r.maybe(block, "thinking", c.r.text, 0.9)
    c.r.maybe(block, "signature", lambda: c.r.uid("sig_"), 0.7)
    c.r.maybe(block, "extras", lambda: {"dropped": True}, 0.05)
    return _an_index(c, block)


def _an_refusal(c: Ctx) -> dict[str, Any]:
    """A native ``refusal`` block: LangChain keeps its text, truthy ``extras`` and ``index`` only."""
    block: dict[str, Any] = {"type": "refusal", "refusal": c.r.text()}
    c.r.maybe(block, "extras", lambda: c.r.pick([{"category": "cyber"}, {}]), 0.4)
    c.r.maybe(block, "id", lambda: c.r.uid("ref_"), 0.2)
    c.r.maybe(block, "note", lambda: "dropped", 0.1)
    return _an_index(c, block)


def _an_redacted(c: Ctx) -> dict[str, Any]:
    return _an_index(c, {"type": "redacted_thinking", "data": "EmwKAhgB"})


def _an_tool_use(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "tool_use", "id": c.call_id("toolu_"), "name": c.r.pick(TOOL_NAMES)}
    c.r.maybe(block, "input", c.r.args, 0.8)
    c.r.maybe(block, "caller", lambda: {"type": "direct"}, 0.15)
    c.r.maybe(block, "toolset_name", lambda: "default", 0.1)
    if c.r.chance(0.05):
        del block["id"]
    return _an_index(c, block)


def _an_input_json_delta(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "input_json_delta"}
    c.r.maybe(block, "partial_json", lambda: c.r.pick(PARTIAL_JSON), 0.9)
    return _an_index(c, block)


def _an_server_tool_use(kind: str) -> Gen:
    def gen(c: Ctx) -> dict[str, Any]:
        block: dict[str, Any] = {"type": kind, "id": c.r.uid("srvtoolu_")}
        if kind == "server_tool_use":
            c.r.maybe(block, "name", lambda: c.r.pick(["web_search", "code_execution", "web_fetch"]), 0.9)
        else:
            c.r.maybe(block, "name", lambda: "roll", 0.8)
            block["server_name"] = "dice"
        c.r.maybe(block, "input", lambda: c.r.pick([{}, {"query": "x"}]), 0.9)
        c.r.maybe(block, "partial_json", lambda: c.r.pick(['{"query": "y"}', "[1]", "{bad"]), 0.3)
        c.r.maybe(block, "caller", lambda: {"type": "direct"}, 0.1)
        return _an_index(c, block)

    return gen


def _an_tool_result(c: Ctx) -> dict[str, Any]:
    kind = c.r.pick(
        ["web_search_tool_result", "code_execution_tool_result", "mcp_tool_result", "web_fetch_tool_result"]
    )
    block: dict[str, Any] = {"type": kind}
    c.r.maybe(block, "tool_use_id", lambda: c.r.uid("srvtoolu_"), 0.9)
    c.r.maybe(
        block,
        "content",
        lambda: c.r.pick(
            [
                [{"type": "web_search_result", "url": URLS[0], "title": "t"}],
                {"type": "web_search_tool_result_error", "error_code": "max_uses_exceeded"},
                {"type": "code_execution_result", "stdout": "1", "error_code": None},
                [],
                "plain",
            ]
        ),
        0.9,
    )
    c.r.maybe(block, "is_error", lambda: c.r.pick([True, False]), 0.3)
    c.r.maybe(block, "cache_control", lambda: None, 0.1)
    return _an_index(c, block)


def _an_source_block(kind: str) -> Gen:
    def gen(c: Ctx) -> dict[str, Any]:
        choices = (
            ["base64", "url", "file", "text", "content", "missing"]
            if kind == "document"
            else [
                "base64",
                "url",
                "file",
                "missing",
                "other",
            ]
        )
        source_type = c.r.pick(choices)
        source: dict[str, Any] = {"type": source_type}
        if source_type == "base64":
            source["data"] = c.r.pick(B64)
            c.r.maybe(source, "media_type", lambda: c.r.pick(MIME), 0.9)
        elif source_type == "url":
            c.r.maybe(source, "url", lambda: c.r.pick(URLS), 0.9)
        elif source_type == "file":
            c.r.maybe(source, "file_id", lambda: c.r.uid("file_"), 0.9)
        elif source_type == "text":
            c.r.maybe(source, "data", c.r.text, 0.9)
            source["media_type"] = "text/plain"
        elif source_type == "content":
            source["content"] = [{"type": "text", "text": "chunk"}]
        elif source_type == "missing":
            del source["type"]
            source["data"] = "x"
        block: dict[str, Any] = {"type": kind, "source": source}
        if kind == "document":
            c.r.maybe(block, "title", c.r.nonempty, 0.4)
            c.r.maybe(block, "context", c.r.nonempty, 0.2)
            c.r.maybe(block, "citations", lambda: {"enabled": True}, 0.3)
            c.r.maybe(block, "media_type", lambda: "text/markdown", 0.1)
        c.r.maybe(block, "cache_control", lambda: {"type": "ephemeral"}, 0.2)
        return block

    return gen


ANTHROPIC: dict[str, Gen] = {
    "text": _an_text,
    "thinking": _an_thinking,
    "refusal": _an_refusal,
    "redacted_thinking": _an_redacted,
    "tool_use": _an_tool_use,
    "input_json_delta": _an_input_json_delta,
    "server_tool_use": _an_server_tool_use("server_tool_use"),
    "mcp_tool_use": _an_server_tool_use("mcp_tool_use"),
    "tool_result": _an_tool_result,
    "image": _an_source_block("image"),
    "document": _an_source_block("document"),
}

# -- Google GenAI ------------------------------------------------------------------------------


def _g_index(c: Ctx, block: dict[str, Any]) -> dict[str, Any]:
    c.r.maybe(block, "index", lambda: c.r.pick([0, 1, 5, None]), 0.3)
    return block


def _g_thinking(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "thinking", "thinking": c.r.text()}
    c.r.maybe(block, "signature", lambda: c.r.pick(["sig", ""]), 0.5)
    return _g_index(c, block)


def _g_function_call(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "function_call"}
    c.r.maybe(block, "name", lambda: c.r.pick(TOOL_NAMES), 0.9)
    c.r.maybe(block, "args", c.r.args, 0.8)
    c.r.maybe(block, "id", c.call_id, 0.7)
    return _g_index(c, block)


def _g_file_data(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "file_data"}
    c.r.maybe(block, "file_uri", lambda: c.r.pick(URLS), 0.9)
    c.r.maybe(block, "mime_type", lambda: c.r.pick([*MIME, ""]), 0.6)
    c.r.maybe(block, "display_name", lambda: "doc", 0.1)
    return _g_index(c, block)


def _g_executable_code(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "executable_code"}
    c.r.maybe(block, "executable_code", lambda: "print(1)", 0.9)
    c.r.maybe(block, "language", lambda: c.r.pick(["python", "PYTHON"]), 0.5)
    c.r.maybe(block, "id", lambda: c.r.uid("code_"), 0.3)
    return _g_index(c, block)


def _g_code_result(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "code_execution_result"}
    c.r.maybe(block, "code_execution_result", lambda: "1\n", 0.9)
    c.r.maybe(block, "outcome", lambda: c.r.pick([1, 2, 3, None]), 0.7)
    c.r.maybe(block, "tool_call_id", lambda: c.r.uid("code_"), 0.3)
    return _g_index(c, block)


def _g_image_url(c: Ctx) -> dict[str, Any]:
    url = c.r.pick([*DATA_URIS, *B64, "not base64!", "", URLS[0]])
    return _g_index(c, {"type": "image_url", "image_url": {"url": url}})


def _g_part(c: Ctx) -> dict[str, Any]:
    kind = c.r.pick(["text", "pdf", "txt", "image", "image-nobytes", "doc-other"])
    if kind == "text":
        return {"text": c.r.text()}
    if kind == "pdf":
        document: dict[str, Any] = {"format": "pdf", "source": {"bytes": c.r.pick([b"%PDF-1.4", "JVBERi0="])}}
        c.r.maybe(document, "name", lambda: "report", 0.5)
        return {"document": document}
    if kind == "txt":
        return {"document": {"format": "txt", "source": {"text": c.r.text()}, "name": "notes"}}
    if kind == "doc-other":
        return {
            "document": {
                "format": c.r.pick(["csv", "pdf", "txt"]),
                "source": {"s3Location": {"uri": "s3://b"}},
            }
        }
    if kind == "image":
        image: dict[str, Any] = {"format": c.r.pick(["png", "jpeg"]), "source": {"bytes": b"\x89PNG"}}
        c.r.maybe(image, "detail", lambda: "high", 0.2)
        return {"image": image}
    return {"image": {"format": "png", "source": {"s3Location": {"uri": "s3://b/i.png"}}}}


GENAI: dict[str, Gen] = {
    "thinking": _g_thinking,
    "function_call": _g_function_call,
    "file_data": _g_file_data,
    "executable_code": _g_executable_code,
    "code_execution_result": _g_code_result,
    "image_url": _g_image_url,
    "part": _g_part,
    "text": lambda c: _g_index(c, {"type": "text", "text": c.r.text()}),
}

# -- Bedrock Converse --------------------------------------------------------------------------


def _bc_text(c: Ctx) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "text", "text": c.r.text()}
    if c.r.chance(0.4):
        cite: dict[str, Any] = {"location": {"document_char": {"document_index": 0, "start": 0, "end": 3}}}
        c.r.maybe(cite, "title", c.r.nonempty, 0.6)
        c.r.maybe(
            cite,
            "source_content",
            lambda: c.r.pick([[{"text": "abc"}, {"text": "def"}], [{}], ["x"], []]),
            0.8,
        )
        block["citations"] = [cite]
    return _an_index(c, block)


def _bc_reasoning(c: Ctx) -> dict[str, Any]:
    content: dict[str, Any] = {}
    c.r.maybe(content, "text", c.r.text, 0.8)
    c.r.maybe(content, "signature", lambda: c.r.uid("sig_"), 0.5)
    c.r.maybe(content, "redacted_content", lambda: b"\x00\x01", 0.2)
    block: dict[str, Any] = {"type": "reasoning_content"}
    if content or c.r.chance(0.5):
        block["reasoning_content"] = content
    c.r.maybe(block, "extras", lambda: {"dropped": 1}, 0.05)
    return _an_index(c, block)


def _bc_other(c: Ctx) -> dict[str, Any]:
    return _an_index(c, {"type": c.r.pick(["guard_content", "citations_content"]), "payload": {"k": "v"}})


CONVERSE: dict[str, Gen] = {
    "text": _bc_text,
    "reasoning_content": _bc_reasoning,
    "tool_use": _an_tool_use,
    "input_json_delta": _an_input_json_delta,
    "other": _bc_other,
}

FAMILIES: dict[str, dict[str, Gen]] = {
    "v1": V1,
    "v0": V0,
    "openai_cc": OPENAI_CC,
    "openai_responses": OPENAI_RESPONSES,
    "anthropic": ANTHROPIC,
    "genai": GENAI,
    "converse": CONVERSE,
}

PROVIDER_FAMILIES = {
    "openai": ["openai_responses", "openai_cc"],
    "anthropic": ["anthropic"],
    "bedrock": ["anthropic"],
    "google_genai": ["genai"],
    "google_vertexai": ["genai"],
    "bedrock_converse": ["converse"],
    "groq": ["v1"],
}
PROVIDERS = [None, None, "", "ollama", *PROVIDER_FAMILIES, "openai", "anthropic", "google_genai"]

# -- messages ----------------------------------------------------------------------------------

AI_CLASSES = {"AIMessage", "AIMessageChunk"}
CLASS_NAMES = [
    "HumanMessage",
    "HumanMessageChunk",
    "AIMessage",
    "AIMessage",
    "AIMessage",
    "AIMessageChunk",
    "AIMessageChunk",
    "AIMessageChunk",
    "SystemMessage",
    "SystemMessageChunk",
    "ToolMessage",
    "ToolMessageChunk",
    "FunctionMessage",
    "FunctionMessageChunk",
    "ChatMessage",
    "ChatMessageChunk",
    "RemoveMessage",
]


def _content(c: Ctx, families: list[str]) -> str | list[Any]:
    shape = c.r.pick(["string", "string", "empty", "list", "list", "list", "list", "list"])
    if shape == "string":
        return c.r.text()
    if shape == "empty":
        return c.r.pick(["", []])
    items: list[Any] = []
    for _ in range(c.r.rng.randint(1, 6)):
        if c.r.chance(0.12):
            items.append(c.r.text())
            continue
        family = FAMILIES[c.r.pick(families) if c.r.chance(0.8) else c.r.pick(list(FAMILIES))]
        items.append(family[c.r.pick(list(family))](c))
    return items


def _executed_tools(c: Ctx) -> list[dict[str, Any]]:
    tools = []
    for position in range(c.r.rng.randint(1, 3)):
        kind = c.r.pick(["search", "python", "python", "function", "browser"])
        tool: dict[str, Any] = {"type": kind, "index": position}
        if kind == "search":
            tool["arguments"] = c.r.pick(['{"query": "news"}', "{bad", "[1]", ""])
        elif kind == "python":
            tool["arguments"] = c.r.pick(
                ['{"code": "print(1)"}', '{"code": "print("hi")"}', '{"cmd": "x"', '  {"code": "a\nb"}  ']
            )
        elif kind == "function":
            tool["name"] = c.r.pick(["python", "other"])
            tool["arguments"] = c.r.pick(["print(2)", '{"code": "print(2)"}'])
        else:
            tool["arguments"] = "open page"
        c.r.maybe(tool, "output", lambda: c.r.pick(["result", "", None]), 0.8)
        c.r.maybe(tool, "search_results", lambda: {"results": [{"url": URLS[0]}]}, 0.2)
        tools.append(tool)
    return tools


def _grounding(c: Ctx) -> dict[str, Any]:
    chunks = [
        {"web": {"uri": URLS[0], "title": "Example"}},
        {"maps": {"uri": URLS[1], "title": "Place", "placeId": c.r.pick(["p1", ""])}, "web": None},
        {"web": {}},
    ]
    supports = [
        {
            "segment": {"start_index": 0, "end_index": 5, "text": "Hello"},
            "grounding_chunk_indices": c.r.pick([[0], [0, 1], [2, 7], [-1], []]),
            "confidence_scores": c.r.pick([None, [0.9]]),
        }
        for _ in range(c.r.rng.randint(0, 2))
    ]
    meta: dict[str, Any] = {"grounding_chunks": chunks, "grounding_supports": supports}
    c.r.maybe(meta, "web_search_queries", lambda: ["hello"], 0.6)
    return meta


def _ai_fields(c: Ctx, kwargs: dict[str, Any], chunk: bool, provider: str | None) -> None:
    meta = kwargs["response_metadata"]
    extra = kwargs["additional_kwargs"]
    ids = list(dict.fromkeys(c.call_ids))
    if chunk and c.r.chance(0.55):
        kwargs["tool_call_chunks"] = [
            {
                "name": c.r.pick([*TOOL_NAMES, None]),
                "args": c.r.pick([*PARTIAL_JSON, None]),
                "id": c.r.pick([*ids, None]) if ids and c.r.chance(0.7) else c.r.uid("call_"),
                "index": c.r.pick([0, 1, 2, None]),
            }
            for _ in range(c.r.pick([1, 1, 1, 2, 3]))
        ]
    elif c.r.chance(0.55):
        chosen = ids[: c.r.rng.randint(0, len(ids))] if ids and c.r.chance(0.7) else []
        while c.r.chance(0.4):
            chosen.append(c.r.uid("call_"))
        kwargs["tool_calls"] = [
            {"name": c.r.pick(TOOL_NAMES), "args": c.r.args(), "id": call_id, "type": "tool_call"}
            for call_id in dict.fromkeys(chosen)
        ]
        if c.r.chance(0.2):
            kwargs["invalid_tool_calls"] = [
                {"name": c.r.pick(TOOL_NAMES), "args": "{x", "id": c.r.pick([*ids, "bad_1"]), "error": None}
            ]
    if not (kwargs.get("tool_calls") or kwargs.get("tool_call_chunks")) and c.r.chance(0.1):
        # OpenAI's raw form, which both constructors parse into tool calls (or chunks).
        extra["tool_calls"] = [
            {
                "id": c.r.uid("call_"),
                "type": "function",
                "index": position,
                "function": {"name": c.r.pick(TOOL_NAMES), "arguments": c.r.pick(['{"a": 1}', "{bad", "{}"])},
            }
            for position in range(c.r.rng.randint(1, 2))
        ]
    if chunk and c.r.chance(0.3):
        kwargs["chunk_position"] = "last"
    if c.r.chance(0.25):
        extra["reasoning_content"] = c.r.pick([c.r.text(), None, 3])
    if provider == "groq" or c.r.chance(0.05):
        if c.r.chance(0.6):
            extra["executed_tools"] = _executed_tools(c)
    if provider in ("google_genai", "google_vertexai") or c.r.chance(0.03):
        if c.r.chance(0.3):
            extra["audio"] = c.r.pick([b"RIFF....WAVE", b"", "not bytes"])
        if c.r.chance(0.4):
            meta["grounding_metadata"] = _grounding(c)
    if provider == "bedrock" or c.r.chance(0.05):
        meta["model_name"] = c.r.pick(
            ["anthropic.claude-3-5-sonnet", "us.anthropic.Claude-4", "amazon.nova-pro"]
        )
    if provider == "openai" and c.r.chance(0.3):
        _openai_v03(c, kwargs)
    if c.r.chance(0.3 if provider in REFUSAL_PROVIDERS else 0.03):
        refusal_fields(c, kwargs, provider)
    if isinstance(kwargs.get("content"), list) and c.r.chance(0.06):
        meta["output_version"] = "v1"
    elif c.r.chance(0.03):
        meta["output_version"] = c.r.pick(["v0", "responses/v1", "v1"])


def _openai_v03(c: Ctx, kwargs: dict[str, Any]) -> None:
    """What langchain-openai 0.3 kept outside the content of a Responses message."""
    extra = kwargs["additional_kwargs"]
    c.r.maybe(
        extra, "reasoning", lambda: {"id": c.r.uid("rs_"), "summary": [{"type": "summary_text", "text": "s"}]}
    )
    c.r.maybe(extra, "refusal", lambda: c.r.pick(["no", ""]))
    c.r.maybe(
        extra,
        "tool_outputs",
        lambda: [
            {"type": "web_search_call", "id": c.r.uid("ws_"), "status": "completed"},
            {"type": "code_interpreter_call", "id": c.r.uid("ci_"), "code": "1"},
            {"type": "file_search_call", "id": c.r.uid("fs_"), "queries": []},
            "stray",
        ][: c.r.rng.randint(1, 4)],
    )
    if c.r.chance(0.3):
        extra["__openai_function_call_ids__"] = {call_id: c.r.uid("fc_") for call_id in c.call_ids[:2]}
    if c.r.chance(0.4):
        kwargs["id"] = c.r.uid("msg_")
        kwargs["response_metadata"]["id"] = c.r.pick([c.r.uid("resp_"), "chatcmpl-1"])


# -- refusals -----------------------------------------------------------------------------------

REFUSAL_PROVIDERS = ("openai", "anthropic", "bedrock", "google_genai", "google_vertexai")

STOP_DETAILS: list[Any] = [
    {"explanation": "This request asks for harmful content.", "category": "cyber"},
    {"explanation": "I can't help with that."},
    {"category": "bio"},
    {},
    None,
    "refusal",
    ["explanation"],
    3,
    {"explanation": None, "category": None},
    {"explanation": "", "category": ""},
    {"explanation": 7, "category": 0},
    {"explanation": ["not", "text"], "category": {"nested": True}},
    {"explanation": {"text": "x"}, "category": ["a"]},
    {"explanation": False, "category": True, "other": 1},
]
"""Anthropic ``stop_details``: well formed, missing keys, wrong types, and not a dict at all."""

FINISH_REASONS: list[Any] = [
    "SAFETY",
    "PROHIBITED_CONTENT",
    "BLOCKLIST",
    "FinishReason.SAFETY",
    "STOP",
    "MAX_TOKENS",
    "RECITATION",
    "",
    None,
    3,
]
PROMPT_FEEDBACK: list[Any] = [
    {"block_reason": "SAFETY"},
    {"block_reason": "BlockedReason.OTHER"},
    {"block_reason": "BLOCKED_REASON_UNSPECIFIED"},
    {"block_reason": None},
    {"block_reason": 2},
    {},
    "SAFETY",
    None,
]


def refusal_fields(c: Ctx, kwargs: dict[str, Any], provider: str | None) -> None:
    """Where each provider reports a refusal outside the content (any provider may get any of them,
    so that the others are seen to ignore them)."""
    meta = kwargs["response_metadata"]
    extra = kwargs["additional_kwargs"]
    family = provider if c.r.chance(0.9) else c.r.pick(REFUSAL_PROVIDERS)
    if family == "openai":
        extra["refusal"] = c.r.pick(["I can't help with that.", "no", "", None, 0, ["x"]])
    elif family in ("anthropic", "bedrock"):
        meta["stop_reason"] = c.r.pick(["refusal", "refusal", "refusal", "end_turn", "max_tokens", None])
        if c.r.chance(0.8):
            meta["stop_details"] = copy.deepcopy(c.r.pick(STOP_DETAILS))
    elif family in ("google_genai", "google_vertexai"):
        c.r.maybe(meta, "finish_reason", lambda: c.r.pick(FINISH_REASONS), 0.8)
        c.r.maybe(meta, "prompt_feedback", lambda: copy.deepcopy(c.r.pick(PROMPT_FEEDBACK)), 0.4)
        c.r.maybe(meta, "finish_message", lambda: c.r.pick(["Blocked for safety.", "", None, 5]), 0.5)


def make_refusal_case(r: R) -> tuple[str, dict[str, Any]]:
    """An AI message or chunk from a provider that reports refusals, with one reported."""
    name = r.pick(["AIMessage", "AIMessageChunk"])
    c = Ctx(r)
    provider = r.pick([*REFUSAL_PROVIDERS, "openai", "anthropic", "google_genai", None])
    families = PROVIDER_FAMILIES.get(provider or "", []) or list(FAMILIES)
    kwargs: dict[str, Any] = {
        "content": _content(c, families),
        "additional_kwargs": {},
        "response_metadata": {"model_provider": provider} if provider else {},
    }
    _ai_fields(c, kwargs, name == "AIMessageChunk", provider)
    refusal_fields(c, kwargs, provider)
    return name, kwargs


def make_case(r: R) -> tuple[str, dict[str, Any]]:
    """A message class name and the keyword arguments for its constructor."""
    name = r.pick(CLASS_NAMES)
    c = Ctx(r)
    if name == "RemoveMessage":
        return name, {"id": r.uid("rm_")}
    provider = r.pick(PROVIDERS)
    families = PROVIDER_FAMILIES.get(provider or "", []) or list(FAMILIES)
    kwargs: dict[str, Any] = {
        "content": _content(c, families),
        "additional_kwargs": {},
        "response_metadata": {},
    }
    if provider is not None and (name in AI_CLASSES or r.chance(0.2)):
        kwargs["response_metadata"]["model_provider"] = provider
    if name in AI_CLASSES:
        _ai_fields(c, kwargs, name == "AIMessageChunk", provider)
    elif r.chance(0.1):
        kwargs["additional_kwargs"]["reasoning_content"] = "ignored outside AI messages"
    if name.startswith("ToolMessage"):
        kwargs["tool_call_id"] = r.uid("call_")
    if name.startswith(("FunctionMessage",)):
        kwargs["name"] = "fn"
    if name.startswith("ChatMessage"):
        kwargs["role"] = "critic"
    return name, kwargs


# -- comparison --------------------------------------------------------------------------------

_GENERATED_ID = re.compile(r"lc_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")


def canonical(value: Any) -> Any:
    """``value`` with generated ids replaced and every scalar tagged with its type."""
    if isinstance(value, dict):
        return ("dict", sorted((key, canonical(item)) for key, item in value.items()))
    if isinstance(value, list):
        return ("list", [canonical(item) for item in value])
    if isinstance(value, str) and _GENERATED_ID.fullmatch(value):
        return ("str", "lc_<uuid4>")
    return (type(value).__name__, value)


def _error_text(error: BaseException) -> str:
    return re.sub(r"^[\w.]+\.(create_\w+\(\))", r"\1", str(error))


def outcome(read: Callable[[], Any]) -> tuple[Any, ...]:
    try:
        return ("ok", canonical(read()))
    except Exception as error:
        return ("error", type(error).__name__, _error_text(error))


@dataclass
class Stats:
    compared: int = 0
    errors: int = 0
    lc_refused: int = 0
    cs_refused: list[tuple[str, str]] = field(default_factory=list)
    built_differently: list[str] = field(default_factory=list)


_BUILT_FIELDS = ("content", "tool_calls", "invalid_tool_calls", "tool_call_chunks")


def _built(msg: Any) -> Any:
    """What the constructor made of the payload, as far as ``content_blocks`` reads it."""
    return canonical({name: getattr(msg, name) for name in _BUILT_FIELDS if hasattr(msg, name)})


def known_constructor_difference(name: str, kwargs: dict[str, Any]) -> bool:
    """LangChain's ``AIMessageChunk`` turns ``server_tool_call_chunk`` blocks into ``server_tool_call``
    blocks when the chunk is the last of a v1 stream (its ``init_server_tool_calls`` validator);
    chatschema's constructor does not (src/chatschema/messages/_ai.py, outside this module)."""
    content = kwargs.get("content")
    return (
        name == "AIMessageChunk"
        and kwargs.get("chunk_position") == "last"
        and kwargs["response_metadata"].get("output_version") == "v1"
        and isinstance(content, list)
        and any(
            isinstance(block, dict) and block.get("type") in ("server_tool_call", "server_tool_call_chunk")
            for block in content
        )
    )


def run_case(name: str, kwargs: dict[str, Any], stats: Stats) -> str | None:
    """Compare one message; a description of the disagreement, or ``None``."""
    try:
        lc_msg = getattr(lc, name)(**copy.deepcopy(kwargs))
    except Exception:
        stats.lc_refused += 1
        return None
    try:
        cs_msg = getattr(cs, name)(**copy.deepcopy(kwargs))
    except cs.ValidationError as error:
        stats.cs_refused.append((name, str(error)))
        return None
    if _built(lc_msg) != _built(cs_msg):
        stats.built_differently.append(f"{name}({kwargs!r})")
        if known_constructor_difference(name, kwargs):
            return None
        return f"{name}({kwargs!r}): the constructors disagree\n  {_built(lc_msg)}\n  {_built(cs_msg)}"
    before = copy.deepcopy(cs_msg.content)
    expected = outcome(lambda: lc_msg.content_blocks)
    got = outcome(lambda: cs_msg.content_blocks)
    stats.compared += 1
    stats.errors += expected[0] == "error"
    if got != expected:
        return f"{name}({kwargs!r})\n  langchain:  {expected!r}\n  chatschema: {got!r}"
    if cs_msg.content != before:
        return f"{name}({kwargs!r}): content_blocks changed the content to {cs_msg.content!r}"
    return None


def cases(seed: int) -> Iterator[tuple[str, dict[str, Any]]]:
    r = R(seed)
    for _ in range(PER_SEED):
        yield make_case(r)


# -- tests -------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", SEEDS)
def test_content_blocks_agree(seed: int) -> None:
    stats = Stats()
    failures = [problem for name, kwargs in cases(seed) if (problem := run_case(name, kwargs, stats))]
    assert not failures, f"{len(failures)} disagreement(s); first:\n" + "\n\n".join(failures[:3])
    assert not stats.cs_refused, f"chatschema refused payloads LangChain accepts: {stats.cs_refused[:3]}"
    assert stats.compared >= PER_SEED * 0.9


REFUSAL_SEEDS = range(40)
PER_REFUSAL_SEED = 60


def refusal_cases(seed: int) -> Iterator[tuple[str, dict[str, Any]]]:
    r = R(10_000 + seed)
    for _ in range(PER_REFUSAL_SEED):
        yield make_refusal_case(r)


@pytest.mark.parametrize("seed", REFUSAL_SEEDS)
def test_refusal_cases_agree(seed: int) -> None:
    stats = Stats()
    failures = [problem for name, kwargs in refusal_cases(seed) if (problem := run_case(name, kwargs, stats))]
    assert not failures, f"{len(failures)} disagreement(s); first:\n" + "\n\n".join(failures[:3])
    assert not stats.cs_refused, f"chatschema refused payloads LangChain accepts: {stats.cs_refused[:3]}"
    assert stats.compared >= PER_REFUSAL_SEED * 0.9


def _refusal_kinds(kwargs: dict[str, Any], blocks: list[Any]) -> set[str]:
    """Which way of reporting a refusal this case took, judged from LangChain's reading."""
    kinds: set[str] = set()
    provider = kwargs["response_metadata"].get("model_provider")
    for block in blocks:
        if isinstance(block, dict) and block.get("type") == "refusal":
            extras = block.get("extras") or {}
            if "category" in extras or (provider in ("anthropic", "bedrock") and not extras):
                kinds.add(f"{provider}:refusal")
            kinds.update(f"{provider}:{key}" for key in ("finish_reason", "block_reason") if key in extras)
            kinds.add(f"{provider}:any")
    return kinds


def test_refusal_corpus_reaches_every_kind() -> None:
    """The refusal cases produce refusal blocks from every provider, both Anthropic sources, both
    Gemini reasons, malformed ``stop_details``, and messages with no refusal at all."""
    seen: set[str] = set()
    malformed = without = 0
    for seed in REFUSAL_SEEDS[:10]:
        for name, kwargs in refusal_cases(seed):
            try:
                blocks = getattr(lc, name)(**copy.deepcopy(kwargs)).content_blocks
            except Exception:
                continue
            kinds = _refusal_kinds(kwargs, blocks)
            seen |= kinds
            without += not kinds
            details = kwargs["response_metadata"].get("stop_details", {})
            malformed += kwargs["response_metadata"].get("stop_reason") == "refusal" and not isinstance(
                details, dict
            )
    expected = {f"{p}:any" for p in REFUSAL_PROVIDERS} | {
        "anthropic:refusal",
        "bedrock:refusal",
        "google_genai:finish_reason",
        "google_genai:block_reason",
        "google_vertexai:finish_reason",
    }
    assert expected <= seen, sorted(expected - seen)
    assert malformed > 5 and without > 20


# -- streams ------------------------------------------------------------------------------------


def _stream(r: R) -> tuple[str, list[dict[str, Any]]]:
    """The chunks of one streamed response that ends in a refusal, in the shape each provider
    streams it (the stop or finish reason on one chunk only, as providers send it)."""
    provider = r.pick(REFUSAL_PROVIDERS)
    meta: dict[str, Any] = {"model_provider": provider}
    text = [r.nonempty() for _ in range(r.rng.randint(0, 3))]
    chunks: list[dict[str, Any]] = []
    if provider == "openai" and r.chance(0.5):  # Chat Completions: refusal deltas
        chunks = [{"content": t} for t in text]
        chunks += [{"content": "", "additional_kwargs": {"refusal": part}} for part in ("I'm sorry, ", "no.")]
    elif provider == "openai":  # Responses: refusal deltas with one index
        chunks = [{"content": [{"type": "text", "text": t, "index": 0}]} for t in text]
        chunks += [
            {"content": [{"type": "refusal", "refusal": part, "index": 1, **extra}]}
            for part, extra in (("I can", {"id": "msg_1"}), ("'t.", {}))
        ]
    elif provider in ("anthropic", "bedrock"):
        chunks = [{"content": [{"type": "text", "text": t, "index": 0}]} for t in text]
        stop = {"stop_reason": "refusal"}
        if r.chance(0.8):
            stop["stop_details"] = copy.deepcopy(r.pick(STOP_DETAILS))
        chunks.append({"content": "", "response_metadata": stop})
    else:
        chunks = [{"content": t} for t in text]
        end: dict[str, Any] = {"finish_reason": r.pick(["SAFETY", "PROHIBITED_CONTENT", "BLOCKLIST"])}
        if r.chance(0.5):
            end["finish_message"] = "Blocked."
        if r.chance(0.3):
            end["prompt_feedback"] = {"block_reason": "SAFETY"}
        chunks.append({"content": "", "response_metadata": end})
    chunks[0] = {**chunks[0], "response_metadata": {**meta, **chunks[0].get("response_metadata", {})}}
    if provider == "bedrock":
        chunks[0]["response_metadata"]["model_name"] = "anthropic.claude-3-5-sonnet"
    if r.chance(0.5):
        chunks[-1]["chunk_position"] = "last"
    return provider, chunks


def _sum_blocks(module: Any, chunks: list[dict[str, Any]]) -> tuple[Any, Any]:
    """The ``content_blocks`` of every chunk, and of their sum."""
    built = [module.AIMessageChunk(**copy.deepcopy(chunk)) for chunk in chunks]
    total = built[0]
    for chunk in built[1:]:
        total = total + chunk
    return outcome(lambda: [chunk.content_blocks for chunk in built]), outcome(lambda: total.content_blocks)


@pytest.mark.parametrize("seed", range(4))
def test_streamed_refusals_agree(seed: int) -> None:
    """Chunks added together (``+``) read the same, and the sum has exactly one refusal block
    (partial output before it kept)."""
    r = R(20_000 + seed)
    for _ in range(50):
        provider, chunks = _stream(r)
        theirs = _sum_blocks(lc, chunks)
        assert _sum_blocks(cs, chunks) == theirs, (provider, chunks)
        status, total = theirs[1]
        assert status == "ok"
        refusals = [block for block in total[1] if dict(block[1]).get("type") == ("str", "refusal")]
        # Bedrock reads an empty chunk with no additional_kwargs as metadata only: no blocks at all,
        # a refusal stop reason included; a sum with text in it is read as Anthropic output.
        metadata_only = provider == "bedrock" and len(chunks) == 1
        assert len(refusals) == (0 if metadata_only else 1), (provider, chunks, total)


def _tags(value: Any) -> Iterator[str]:
    """Every ``type`` value anywhere in ``value``."""
    if isinstance(value, dict):
        if isinstance(value.get("type"), str):
            yield value["type"]
        for item in value.values():
            yield from _tags(item)
    elif isinstance(value, list):
        for item in value:
            yield from _tags(item)


def test_corpus_reaches_every_type_langchain_reads() -> None:
    """The generated payloads carry every tag LangChain's translators look for."""
    seen: set[str] = set()
    providers: set[Any] = set()
    for seed in SEEDS:
        for _, kwargs in cases(seed):
            seen.update(_tags(kwargs))
            providers.add(kwargs.get("response_metadata", {}).get("model_provider"))
    for module in lc_modules():
        missing = sorted(tag for tag in lc_handled_types(module) if not any(covers({tag}, s) for s in seen))
        assert not missing, f"no generated payload has the {LC_TO_CHATSCHEMA[module]} tags {missing}"
    import langchain_core.messages.block_translators as lc_registry

    assert set(lc_registry.PROVIDER_TRANSLATORS) <= providers


def test_corpus_size_and_both_outcomes() -> None:
    """Thousands of cases, with both successful readings and LangChain errors among them."""
    stats = Stats()
    for seed in SEEDS[:6]:
        for name, kwargs in cases(seed):
            run_case(name, kwargs, stats)
    assert len(SEEDS) * PER_SEED >= 4000
    assert stats.errors > 0 and stats.compared - stats.errors > stats.errors
