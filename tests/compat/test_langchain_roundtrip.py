"""Differential tests against LangChain: what langchain_core writes, chatschema accepts and writes back.

Three sources of payloads:

* ``fixtures/lc03_histories.json``, written by hand-run ``fixtures/make_lc03_fixture.py`` with
  langchain-core 0.3 (the shape that older stored chat histories have);
* conversations built here, from a seeded ``random.Random``, with the installed langchain-core 1.x;
* payloads that LangChain refuses to load, which chatschema must refuse too.

Round trips compare canonical JSON text (sorted keys), so a change of ``1`` into ``1.0`` or of
``true`` into ``1`` fails even though Python's ``==`` would accept it.
"""

from __future__ import annotations

import copy
import functools
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.messages import (
    AIMessage,
    AIMessageChunk,
    BaseMessage,
    ChatMessage,
    ChatMessageChunk,
    FunctionMessage,
    FunctionMessageChunk,
    HumanMessage,
    HumanMessageChunk,
    RemoveMessage,
    SystemMessage,
    SystemMessageChunk,
    ToolMessage,
    ToolMessageChunk,
    messages_from_dict,
    messages_to_dict,
)
from langchain_core.messages import content as lc_content
from langchain_core.messages.tool import invalid_tool_call, tool_call, tool_call_chunk

import chatschema
from tests.conformance.canonical import preserved
from tests.oracle import error_paths

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "lc03_histories.json"

SEEDS = range(250)
"""Seeds of the generated 1.x conversations; each conversation holds every message class."""

ORACLE_EVERY = 10
"""Also ask the (slow) jsonschema oracle about every tenth generated conversation."""

TYPE_TAGS = {
    "human",
    "ai",
    "system",
    "tool",
    "function",
    "chat",
    "remove",
    "HumanMessageChunk",
    "AIMessageChunk",
    "SystemMessageChunk",
    "ToolMessageChunk",
    "FunctionMessageChunk",
    "ChatMessageChunk",
}


def canonical(value: Any) -> str:
    """JSON text with sorted keys: equal only when the values are equal as JSON, types included."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False, allow_nan=False)


def roundtrip(raw: bytes | Any, title: str) -> Any:
    """Decode with chatschema, encode again, and parse the result with the standard library."""
    return json.loads(chatschema.encode(chatschema.decode(raw, title)))


def walk(value: Any) -> Iterator[dict[str, Any]]:
    """Every JSON object inside value, depth first."""
    if isinstance(value, dict):
        yield value
        for item in value.values():
            yield from walk(item)
    elif isinstance(value, list):
        for item in value:
            yield from walk(item)


def content_types(history: list[dict[str, Any]]) -> set[str]:
    """Type tags of the content parts of every message of a serialized history."""
    return {
        part["type"]
        for envelope in history
        if isinstance(envelope["data"]["content"], list)
        for part in envelope["data"]["content"]
        if isinstance(part, dict) and isinstance(part.get("type"), str)
    }


def check_history(history: list[dict[str, Any]], *, oracle: bool) -> None:
    """The checks every serialized history goes through, from JSON text and from parsed JSON."""
    raw = json.dumps(history).encode()
    chatschema.validate(raw, "list[SerializedMessage]")
    chatschema.validate(history, "list[SerializedMessage]")
    # decoding fills in what LangChain's constructors fill in (chunk_position on 0.3 chunks), nothing else
    written = roundtrip(raw, "list[SerializedMessage]")
    assert preserved(written, history)
    assert canonical(roundtrip(history, "list[SerializedMessage]")) == canonical(written)
    assert canonical(roundtrip(json.dumps(written).encode(), "list[SerializedMessage]")) == canonical(written)
    for i, envelope in enumerate(history):
        data = envelope["data"]
        chatschema.validate(data, "AnyMessage")
        again = roundtrip(json.dumps(data).encode(), "AnyMessage")
        assert canonical(again) == canonical(written[i]["data"]), i
    if oracle:
        assert error_paths("list[SerializedMessage]", history) == set()


# --------------------------------------------------------------------------------------------------
# langchain-core 0.3 fixture


@functools.cache
def lc03_histories() -> list[list[dict[str, Any]]]:
    histories: list[list[dict[str, Any]]] = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return histories


def test_lc03_fixture_has_the_variety_it_claims() -> None:
    histories = lc03_histories()
    envelopes = [envelope for history in histories for envelope in history]
    datas = [envelope["data"] for envelope in envelopes]
    assert {envelope["type"] for envelope in envelopes} == TYPE_TAGS
    assert {data.get("example") for data in datas} >= {True, False}
    assert any(data.get("tool_calls") for data in datas)
    assert any(data.get("invalid_tool_calls") for data in datas)
    assert any(data.get("tool_call_chunks") for data in datas)
    assert any("function_call" in data["additional_kwargs"] for data in datas)
    assert any(data.get("status") == "error" for data in datas)
    assert any(data.get("artifact") is not None for data in datas)
    details = [
        key
        for data in datas
        if data.get("usage_metadata")
        for key in data["usage_metadata"].get("input_token_details", {})
    ]
    assert "ephemeral_5m_input_tokens" in details
    kinds = set().union(*(content_types(history) for history in histories))
    assert kinds >= {"text", "image", "file", "audio", "image_url", "tool_use", "thinking", "reasoning"}
    assert any("source_type" in obj for obj in walk(histories))


@pytest.mark.parametrize("index", range(len(lc03_histories())))
def test_lc03_history_roundtrips(index: int) -> None:
    check_history(lc03_histories()[index], oracle=True)


@pytest.mark.parametrize("index", range(len(lc03_histories())))
def test_lc03_history_reads_the_same_in_langchain(index: int) -> None:
    """LangChain 1.x loads what chatschema writes exactly as it loads the 0.3 original."""
    history = lc03_histories()[index]
    written = roundtrip(json.dumps(history).encode(), "list[SerializedMessage]")
    assert messages_from_dict(written) == messages_from_dict(history)


# --------------------------------------------------------------------------------------------------
# Conversations generated with the installed langchain-core 1.x

PNG_B64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
TEXTS = [
    "",
    "hi",
    "Hello, world!",
    "Zürich ☂ 18.5 °C",
    "日本語のテキスト",
    "emoji 😀🐕‍🦺",
    'quote " backslash \\ tab \t',
    "line one\nline two\r\n",
    "</script><b>html</b>",
    "null",
    "0",
    "\u0000 nul and \u001f unit separator",
]
KEYS = ["a", "b", "", "key with space", "ünï", "nested", "x-y", "0", "type", "data"]
NUMBERS: list[Any] = [
    0,
    -1,
    1,
    2**31,
    2**53 + 1,
    2**63,
    2**64,
    2**70,
    -(2**70),
    0.5,
    -0.0,
    1.0,
    1e-7,
    1.5e300,
    3.14159,
]
PROVIDERS = ["anthropic", "openai", "google_genai"]
MIME = {"image": "image/png", "audio": "audio/wav", "video": "video/mp4", "file": "application/pdf"}


def translatable(content: list[Any]) -> bool:
    """False for v0 'source_type: text' blocks: langchain-core 1.x's content_blocks raises KeyError
    'url' on them (its v0 translator reads the text from "url", but 0.3 wrote it under "text")."""
    return not any(isinstance(part, dict) and part.get("source_type") == "text" for part in content)


class Gen:
    """Random LangChain messages from one seed; every id is derived from the seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.count = 0

    # -- primitives --------------------------------------------------------------------------------

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def pick(self, options: list[Any]) -> Any:
        return self.rng.choice(options)

    def ident(self, prefix: str) -> str:
        self.count += 1
        return f"{prefix}_{self.rng.randrange(16**8):08x}{self.count}"

    def maybe_ident(self, prefix: str) -> str | None:
        return self.ident(prefix) if self.chance(0.7) else None

    def text(self) -> str:
        return str(self.pick(TEXTS))

    def scalar(self) -> Any:
        kind = self.rng.randrange(6)
        if kind == 0:
            return self.rng.randint(-(10**6), 10**6)
        if kind == 1:
            return self.pick(NUMBERS)
        if kind == 2:
            return round(self.rng.uniform(-1e3, 1e3), self.rng.randrange(7))
        if kind == 3:
            return self.pick([True, False, None])
        return self.text()

    def value(self, depth: int = 0) -> Any:
        if depth >= 3 or self.chance(0.5):
            return self.scalar()
        if self.chance(0.5):
            return [self.value(depth + 1) for _ in range(self.rng.randrange(4))]
        return self.obj(depth + 1)

    def obj(self, depth: int = 0) -> dict[str, Any]:
        return {self.pick(KEYS): self.value(depth) for _ in range(self.rng.randrange(4))}

    def pin_ids(self, blocks: list[Any]) -> list[Any]:
        """Replace the random 'lc_<uuid>' ids LangChain generates with ids from the seed."""
        for block in walk(blocks):
            if isinstance(block.get("id"), str) and block["id"].startswith("lc_"):
                block["id"] = self.ident("lc")
        return blocks

    # -- content blocks ----------------------------------------------------------------------------

    def media_source(self, kind: str) -> dict[str, Any]:
        where = self.pick(["url", "base64", "file_id"])
        value = {"url": f"https://example.com/{kind}.bin", "base64": PNG_B64, "file_id": self.ident("file")}
        source: dict[str, Any] = {where: value[where]}
        if where != "url" or self.chance(0.5):
            source["mime_type"] = MIME[kind]
        return source

    def v1_data_block(self) -> dict[str, Any]:
        kind = self.pick(["image", "audio", "video", "file", "text-plain"])
        index = self.rng.randrange(3) if self.chance(0.3) else None
        extras = {"detail": "high"} if self.chance(0.3) else {}
        if kind == "text-plain":
            where = self.pick(["text", "url", "base64", "file_id"])
            value = {
                "text": self.text(),
                "url": "https://example.com/a.txt",
                "base64": "aGk=",
                "file_id": "f1",
            }
            return lc_content.create_plaintext_block(
                **{where: value[where]},
                title="notes" if self.chance(0.5) else None,
                context="read me" if self.chance(0.3) else None,
                id=self.ident("blk"),
                index=index,
            )
        create = {
            "image": lc_content.create_image_block,
            "audio": lc_content.create_audio_block,
            "video": lc_content.create_video_block,
            "file": lc_content.create_file_block,
        }[kind]
        return create(**self.media_source(kind), id=self.ident("blk"), index=index, **extras)

    def v0_data_block(self) -> dict[str, Any]:
        kind = self.pick(["image", "audio", "file"])
        form = self.pick(["url", "base64", "id", "text"] if kind == "file" else ["url", "base64"])
        block: dict[str, Any] = {"type": kind, "source_type": form}
        if form == "url":
            block["url"] = f"https://example.com/{kind}"
        elif form == "base64":
            block.update(data=PNG_B64, mime_type=MIME[kind])
        elif form == "id":
            block["id"] = self.ident("file")
        else:
            block.update(text=self.text(), mime_type="text/plain")
        if self.chance(0.3):
            block["metadata"] = self.obj()
        return block

    def openai_block(self) -> dict[str, Any]:
        kind = self.rng.randrange(4)
        if kind == 0:
            url = self.pick([f"data:image/png;base64,{PNG_B64}", "https://example.com/dog.png"])
            image_url: dict[str, Any] = {"url": url}
            if self.chance(0.5):
                image_url["detail"] = self.pick(["auto", "low", "high"])
            return {"type": "image_url", "image_url": image_url}
        if kind == 1:
            return {"type": "input_audio", "input_audio": {"data": "UklGRg==", "format": "wav"}}
        if kind == 2:
            if self.chance(0.5):
                return {"type": "file", "file": {"file_id": self.ident("file")}}
            return {
                "type": "file",
                "file": {"filename": "a.pdf", "file_data": "data:application/pdf;base64,JVBE"},
            }
        return {"type": "refusal", "refusal": self.text()}

    def anthropic_input_block(self) -> dict[str, Any]:
        if self.chance(0.5):
            return {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": PNG_B64}}
        return {
            "type": "document",
            "source": {"type": "url", "url": "https://example.com/a.pdf"},
            "citations": {"enabled": True},
        }

    def anthropic_output_block(self, index: int | None) -> dict[str, Any]:
        kind = self.rng.randrange(8)
        block: dict[str, Any]
        if kind == 6:
            block = {
                "type": "mcp_tool_use",
                "id": self.ident("mcptoolu"),
                "name": "fetch",
                "server_name": "docs",
                "input": self.obj(),
            }
        elif kind == 7:
            if self.chance(0.5):
                content: Any = {"type": "code_execution_tool_result_error", "error_code": "unavailable"}
                block = {
                    "type": "code_execution_tool_result",
                    "tool_use_id": self.ident("srvtoolu"),
                    "content": content,
                }
            else:
                content = [{"type": "text", "text": self.text()}]
                block = {
                    "type": "mcp_tool_result",
                    "tool_use_id": self.ident("mcptoolu"),
                    "is_error": True,
                    "content": content,
                }
        elif kind == 0:
            block = {"type": "thinking", "thinking": self.text(), "signature": "EqQBCkYIAxgC"}
        elif kind == 1:
            block = {"type": "redacted_thinking", "data": "EmwKAhgBEgy3"}
        elif kind == 2:
            block = {"type": "tool_use", "id": self.ident("toolu"), "name": "lookup", "input": self.obj()}
        elif kind == 3:
            block = {
                "type": "server_tool_use",
                "id": self.ident("srvtoolu"),
                "name": "web_search",
                "input": {"query": self.text()},
            }
        elif kind == 4:
            block = {
                "type": "web_search_tool_result",
                "tool_use_id": self.ident("srvtoolu"),
                "content": [{"type": "web_search_result", "url": "https://example.com", "title": "t"}],
            }
        else:
            citation = {
                "type": "char_location",
                "cited_text": self.text(),
                "document_index": 0,
                "start_char_index": 0,
                "end_char_index": 4,
            }
            block = {"type": "text", "text": self.text(), "citations": [citation]}
        if index is not None:
            block["index"] = index
        return block

    def responses_block(self) -> dict[str, Any]:
        """Blocks of OpenAI's Responses API, as langchain-openai puts them in content."""
        kind = self.rng.randrange(3)
        if kind == 0:
            summary = [{"type": "summary_text", "text": self.text()} for _ in range(self.rng.randrange(3))]
            return {"type": "reasoning", "id": self.ident("rs"), "summary": summary}
        if kind == 1:
            note = {
                "type": "url_citation",
                "url": "https://example.com",
                "title": "t",
                "start_index": 0,
                "end_index": 2,
            }
            return {"type": "text", "text": self.text(), "annotations": [note], "id": self.ident("msg")}
        return {
            "type": "web_search_call",
            "id": self.ident("ws"),
            "status": "completed",
            "action": {"type": "search", "query": self.text()},
        }

    def google_block(self, index: int | None) -> dict[str, Any]:
        """Blocks that langchain-google-genai puts in content."""
        kind = self.rng.randrange(4)
        block: dict[str, Any]
        if kind == 0:
            block = {"type": "thinking", "thinking": self.text()}
            if self.chance(0.5):
                block["signature"] = "Cq0BAR/Mhba"
        elif kind == 1:
            block = {"type": "executable_code", "executable_code": "print(1 + 1)", "language": "PYTHON"}
        elif kind == 2:
            block = {
                "type": "code_execution_result",
                "code_execution_result": "2\n",
                "outcome": self.pick([1, 2]),
            }
        else:
            block = {"type": "image_url", "image_url": {"url": f"data:image/png;base64,{PNG_B64}"}}
        if index is not None:
            block["index"] = index
        return block

    def v1_text_block(self, index: int | None = None) -> dict[str, Any]:
        annotations: list[dict[str, Any]] = []
        for _ in range(self.rng.randrange(3)):
            if self.chance(0.7):
                annotations.append(
                    lc_content.create_citation(
                        url="https://example.com/src" if self.chance(0.8) else None,
                        title="Source" if self.chance(0.5) else None,
                        start_index=self.rng.randrange(5),
                        end_index=self.rng.randrange(5, 10),
                        cited_text=self.text() if self.chance(0.5) else None,
                        id=self.ident("cite"),
                        **({"page": 3} if self.chance(0.3) else {}),
                    )
                )
            else:
                annotations.append(
                    {"type": "non_standard_annotation", "id": self.ident("ann"), "value": self.obj()}
                )
        return lc_content.create_text_block(
            self.text(), id=self.ident("blk"), annotations=annotations or None, index=index
        )

    def v1_output_block(self, index: int | None) -> dict[str, Any]:
        kind = self.rng.randrange(6)
        if kind == 0:
            return self.v1_text_block(index)
        if kind == 1:
            extras = {"signature": "sig"} if self.chance(0.4) else {}
            text = self.text() if self.chance(0.8) else None
            return lc_content.create_reasoning_block(text, id=self.ident("rs"), index=index, **extras)
        if kind == 2:
            block: dict[str, Any] = {
                "type": "server_tool_call",
                "id": self.ident("srv"),
                "name": "web_search",
                "args": {"query": self.text()},
            }
        elif kind == 3:
            block = {
                "type": "server_tool_result",
                "tool_call_id": self.ident("srv"),
                "status": self.pick(["success", "error"]),
            }
            if self.chance(0.7):
                block["output"] = self.value()
            if self.chance(0.3):
                block["extras"] = {"block_type": "web_search_tool_result"}
        elif kind == 4:
            return lc_content.create_non_standard_block(self.obj(), id=self.ident("ns"), index=index)
        else:
            return self.v1_data_block()
        if index is not None:
            block["index"] = index
        return block

    def human_content(self) -> str | list[Any]:
        if self.chance(0.4):
            return self.text()
        makers = [self.text, self.v1_text_block, self.v1_data_block, self.v0_data_block, self.openai_block]
        makers.append(self.anthropic_input_block)
        return [self.pick(makers)() for _ in range(self.rng.randrange(1, 5))]

    def system_content(self) -> str | list[Any]:
        if self.chance(0.6):
            return self.text()
        blocks: list[Any] = [{"type": "text", "text": self.text(), "cache_control": {"type": "ephemeral"}}]
        if self.chance(0.5):
            blocks.append(self.v1_text_block())
        return blocks

    def ai_content(self, *, chunk: bool = False) -> str | list[Any]:
        if self.chance(0.3):
            return self.text()
        out: list[Any] = []
        for i in range(self.rng.randrange(1, 5)):
            index = i if chunk or self.chance(0.2) else None
            family = self.rng.randrange(4)
            if family == 0:
                out.append(self.anthropic_output_block(index))
            elif family == 1:
                out.append(self.responses_block())
            elif family == 2:
                out.append(self.google_block(index))
            else:
                out.append(self.v1_output_block(index))
        return out

    def tool_content(self) -> str | list[Any]:
        if self.chance(0.6):
            return self.text()
        makers = [self.text, self.v1_text_block, self.v1_data_block, self.v0_data_block, self.obj]
        return [self.pick(makers)() for _ in range(self.rng.randrange(1, 4))]

    # -- message fields ----------------------------------------------------------------------------

    def tool_calls(self) -> list[Any]:
        return [
            tool_call(
                name=self.pick(["lookup", "get_weather", "search", ""]),
                args=self.obj(),
                id=self.maybe_ident("call"),
            )
            for _ in range(self.pick([0, 0, 1, 2, 3]))
        ]

    def invalid_tool_calls(self) -> list[Any]:
        return [
            invalid_tool_call(
                name=self.pick(["lookup", None]),
                args=self.pick(['{"a": ', "not json", None, "[1, 2]"]),
                id=self.maybe_ident("call"),
                error=self.pick(["Invalid JSON", None, self.text()]),
            )
            for _ in range(self.pick([0, 0, 0, 1, 2]))
        ]

    def usage(self) -> dict[str, Any] | None:
        if self.chance(0.3):
            return None
        i, o = self.rng.randrange(10**5), self.rng.randrange(10**4)
        usage: dict[str, Any] = {"input_tokens": i, "output_tokens": o, "total_tokens": i + o}
        names = [
            "audio",
            "cache_read",
            "cache_creation",
            "ephemeral_5m_input_tokens",
            "ephemeral_1h_input_tokens",
        ]
        chosen = [name for name in names if self.chance(0.4)]
        if chosen or self.chance(0.2):
            usage["input_token_details"] = {name: self.rng.randrange(i + 1) for name in chosen}
        chosen = [name for name in ["audio", "reasoning", "accepted_prediction_tokens"] if self.chance(0.4)]
        if chosen or self.chance(0.2):
            usage["output_token_details"] = {name: self.rng.randrange(o + 1) for name in chosen}
        return usage

    def additional_kwargs(self, *, ai: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if ai and self.chance(0.25):
            out["function_call"] = {"name": "lookup", "arguments": json.dumps(self.obj())}
        if ai and self.chance(0.15):
            args = self.pick([json.dumps(self.obj()), '{"broken": '])
            out["tool_calls"] = [
                {
                    "id": self.ident("call"),
                    "type": "function",
                    "function": {"name": "lookup", "arguments": args},
                }
            ]
        if ai and self.chance(0.15):
            out["refusal"] = None
        if ai and self.chance(0.1):
            out["reasoning_content"] = self.text()
        if self.chance(0.2):
            out["extra"] = self.value()
        return out

    def response_metadata(self, *, ai: bool = False) -> dict[str, Any]:
        if not ai:
            return {"source": "ui"} if self.chance(0.1) else {}
        out: dict[str, Any] = {}
        if self.chance(0.7):
            out["model_name"] = self.pick(["gpt-4o-mini", "claude-sonnet-4-5", "gemini-2.5-pro"])
            out["finish_reason"] = self.pick(["stop", "tool_calls", "length", None])
        if self.chance(0.5):
            out["model_provider"] = self.pick(["openai", "anthropic", "google_genai"])
        if self.chance(0.3):
            out["logprobs"] = {"content": [{"token": "hi", "logprob": -0.25, "bytes": [104, 105]}]}
        if self.chance(0.2):
            out["token_usage"] = {"prompt_tokens": 3, "completion_tokens": 4, "total_tokens": 7}
        if self.chance(0.2):
            out["extra"] = self.obj()
        return out

    def common(self, *, ai: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {"additional_kwargs": self.additional_kwargs(ai=ai)}
        out["response_metadata"] = self.response_metadata(ai=ai)
        if self.chance(0.6):
            out["id"] = self.ident("msg")
        if self.chance(0.3):
            out["name"] = self.pick(["alice", "bot", "", "名前"])
        return out

    def example(self) -> dict[str, Any]:
        return {"example": self.pick([True, False])} if self.chance(0.3) else {}

    # -- messages ----------------------------------------------------------------------------------

    def human(self, cls: type[BaseMessage]) -> BaseMessage:
        fields = self.common() | self.example()
        if cls is HumanMessage and self.chance(0.15):
            # what langchain_core.messages.add_notification_metadata (1.7.2+) writes
            fields["additional_kwargs"]["lc_source"] = "async_subagent"
            if self.chance(0.5):
                fields["additional_kwargs"]["lc_data"] = {"task_id": self.ident("t")}
        content = self.human_content()
        if cls is HumanMessage and isinstance(content, list) and self.chance(0.3) and translatable(content):
            # translated to standard (v1) blocks, as 1.x does for content_blocks
            blocks = HumanMessage(content).content_blocks
            return HumanMessage(content_blocks=self.pin_ids(copy.deepcopy(blocks)), **fields)
        return cls(content, **fields)

    def system(self, cls: type[BaseMessage]) -> BaseMessage:
        return cls(self.system_content(), **self.common())

    def ai(self) -> BaseMessage:
        fields = self.common(ai=True) | self.example()
        fields.update(tool_calls=self.tool_calls(), invalid_tool_calls=self.invalid_tool_calls())
        fields["usage_metadata"] = self.usage()
        content = self.ai_content()
        if self.chance(0.25) and isinstance(content, list):
            # standard (v1) output: translate the provider blocks, as output_version="v1" does
            provider = self.pick(PROVIDERS)
            native = AIMessage(content, response_metadata={"model_provider": provider}).content_blocks
            blocks = self.pin_ids(copy.deepcopy(native))
            for block in blocks:
                if block["type"] == "tool_call":
                    # AIMessage(content_blocks=...) raises TypeError on a tool_call with an index
                    block.pop("index", None)
            blocks += [
                lc_content.create_tool_call(call["name"], call["args"], id=call["id"])
                for call in fields["tool_calls"]
            ]
            fields["response_metadata"] |= {"output_version": "v1", "model_provider": provider}
            del fields["tool_calls"]
            return AIMessage(content_blocks=blocks, **fields)
        return AIMessage(content, **fields)

    def ai_chunk(self) -> BaseMessage:
        if self.chance(0.4):
            return self.streamed_ai_chunk()
        fields = self.common(ai=True) | self.example()
        chunks = [
            tool_call_chunk(
                name=self.pick(["lookup", None]),
                args=self.pick(['{"q": "lang', 'chain"}', "{}", "[1, 2]", None, ""]),
                id=self.maybe_ident("call"),
                index=self.pick([0, 1, None]),
            )
            for _ in range(self.pick([0, 1, 2, 3]))
        ]
        content = self.ai_content(chunk=True)
        if isinstance(content, list) and self.chance(0.5):
            # streamed tool calls also show up in content (v1), tagged tool_call_chunk
            # (as langchain's own translators write them: no "index" key when the index is None)
            content += [{k: v for k, v in chunk.items() if v is not None or k != "index"} for chunk in chunks]
            server_call = {"type": "server_tool_call_chunk", "index": len(content)}
            server_call |= {"id": self.ident("srv"), "name": "web_search"} if self.chance(0.5) else {}
            content.append(server_call | {"args": self.pick(['{"query": ', '"}', ""])})
        if self.chance(0.3):
            fields["chunk_position"] = "last"
        elif isinstance(content, list) and self.chance(0.3):
            # one streamed chunk translated to standard (v1) blocks, as output_version="v1" does
            provider = self.pick(PROVIDERS)
            native = AIMessageChunk(
                content, tool_call_chunks=chunks, response_metadata={"model_provider": provider}
            ).content_blocks
            content = self.pin_ids(copy.deepcopy(native))
            fields["response_metadata"] |= {"output_version": "v1", "model_provider": provider}
        return AIMessageChunk(content, tool_call_chunks=chunks, usage_metadata=self.usage(), **fields)

    def streamed_ai_chunk(self) -> BaseMessage:
        """A stream as a model sends it, added up into one chunk; its last piece is marked 'last'."""
        msg_id = self.maybe_ident("run")
        v1 = self.chance(0.5)
        metadata = {"output_version": "v1", "model_provider": "openai"} if v1 else {}
        call_id, args = self.ident("call"), json.dumps(self.obj())
        cut = self.rng.randrange(len(args) + 1)
        srv_id, srv_args = self.ident("srv"), json.dumps({"query": self.text()})
        pieces = []
        parts = [self.text() for _ in range(self.rng.randrange(1, 4))]
        for n, part in enumerate(parts):
            content: list[Any] = [{"type": "text", "text": part, "index": 0}]
            if v1 and n == 0:
                content.append(
                    {
                        "type": "server_tool_call_chunk",
                        "id": srv_id,
                        "name": "web_search",
                        "args": srv_args,
                        "index": 1,
                    }
                )
            if v1 and n == 0:
                content.append(
                    {"type": "tool_call_chunk", "id": call_id, "name": "lookup", "args": args, "index": 2}
                )
            pieces.append(
                AIMessageChunk(
                    content=content,
                    id=msg_id,
                    response_metadata=dict(metadata),
                    tool_call_chunks=[
                        tool_call_chunk(
                            name="lookup" if n == 0 else None,
                            args=args[:cut] if n == 0 else (args[cut:] if n == 1 else ""),
                            id=call_id if n == 0 else None,
                            index=0,
                        )
                    ],
                )
            )
        pieces.append(
            AIMessageChunk(
                content="",
                id=msg_id,
                usage_metadata=self.usage(),
                response_metadata={"finish_reason": "stop", **metadata},
                chunk_position="last",
            )
        )
        total = pieces[0]
        for piece in pieces[1:]:
            total += piece
        return total

    def tool(self, cls: type[BaseMessage]) -> BaseMessage:
        fields = self.common()
        if self.chance(0.5):
            fields["artifact"] = self.value()
        if self.chance(0.5):
            fields["status"] = self.pick(["success", "error"])
        return cls(self.tool_content(), tool_call_id=self.ident("call"), **fields)

    def function(self, cls: type[BaseMessage]) -> BaseMessage:
        fields = self.common()
        fields["name"] = self.pick(["lookup", "describe", ""])
        content = self.text() if self.chance(0.8) else [self.v1_text_block()]
        return cls(content, **fields)

    def chat(self, cls: type[BaseMessage]) -> BaseMessage:
        content = self.text() if self.chance(0.8) else [self.text(), self.v1_text_block()]
        return cls(content, role=self.pick(["user", "assistant", "developer", "critic", ""]), **self.common())

    def message(self, cls: type[BaseMessage]) -> BaseMessage:
        if cls in (HumanMessage, HumanMessageChunk):
            return self.human(cls)
        if cls in (SystemMessage, SystemMessageChunk):
            return self.system(cls)
        if cls is AIMessage:
            return self.ai()
        if cls is AIMessageChunk:
            return self.ai_chunk()
        if cls in (ToolMessage, ToolMessageChunk):
            return self.tool(cls)
        if cls in (FunctionMessage, FunctionMessageChunk):
            return self.function(cls)
        if cls in (ChatMessage, ChatMessageChunk):
            return self.chat(cls)
        assert cls is RemoveMessage
        return RemoveMessage(id=self.ident("msg"))

    def conversation(self) -> list[BaseMessage]:
        classes: list[type[BaseMessage]] = [
            HumanMessage,
            AIMessage,
            SystemMessage,
            ToolMessage,
            FunctionMessage,
            ChatMessage,
            RemoveMessage,
            HumanMessageChunk,
            AIMessageChunk,
            SystemMessageChunk,
            ToolMessageChunk,
            FunctionMessageChunk,
            ChatMessageChunk,
        ]
        classes += self.rng.choices(
            [HumanMessage, AIMessage, AIMessageChunk, ToolMessage], k=self.rng.randrange(6)
        )
        self.rng.shuffle(classes)
        return [self.message(cls) for cls in classes]


@functools.cache
def generated(seed: int) -> tuple[tuple[BaseMessage, ...], str]:
    """The messages of one seed and their messages_to_dict form as JSON text (kept immutable)."""
    messages = Gen(seed).conversation()
    return tuple(messages), json.dumps(messages_to_dict(messages))


def test_generated_conversations_have_the_variety_they_claim() -> None:
    histories = [json.loads(generated(seed)[1]) for seed in SEEDS]
    datas = [envelope["data"] for history in histories for envelope in history]
    assert all({envelope["type"] for envelope in history} == TYPE_TAGS for history in histories)
    kinds = set().union(*(content_types(history) for history in histories))
    assert kinds >= {
        "text",
        "reasoning",
        "image",
        "audio",
        "video",
        "file",
        "text-plain",
        "non_standard",
        "tool_call",
        "tool_call_chunk",
        "server_tool_call",
        "server_tool_call_chunk",
        "server_tool_result",
        "image_url",
        "input_audio",
        "thinking",
        "tool_use",
        "document",
    }
    objects = list(walk(histories))
    assert {"citation", "non_standard_annotation", "url_citation"} <= {
        obj.get("type") for obj in objects if isinstance(obj.get("type"), str)
    }
    assert {"url", "base64", "file_id", "source_type"} <= {key for obj in objects for key in obj}
    assert {data.get("example") for data in datas} >= {True, False}
    assert any(data.get("chunk_position") == "last" for data in datas)
    assert any(data.get("status") == "error" for data in datas)
    assert any(data.get("tool_calls") for data in datas)
    assert any(data.get("invalid_tool_calls") for data in datas)
    assert any(data.get("tool_call_chunks") for data in datas)
    assert any("function_call" in data["additional_kwargs"] for data in datas)
    assert any(data["response_metadata"].get("output_version") == "v1" for data in datas)
    details = {
        key
        for data in datas
        if data.get("usage_metadata")
        for key in data["usage_metadata"].get("input_token_details", {})
    }
    assert {"ephemeral_5m_input_tokens", "ephemeral_1h_input_tokens"} <= details


@pytest.mark.parametrize("seed", SEEDS)
def test_generated_history_roundtrips_and_langchain_reads_it_back(seed: int) -> None:
    messages, text = generated(seed)
    history = json.loads(text)
    check_history(history, oracle=seed % ORACLE_EVERY == 0)
    written = json.loads(chatschema.encode(chatschema.decode(text.encode(), "list[SerializedMessage]")))
    assert messages_from_dict(written) == list(messages)


@pytest.mark.parametrize("seed", SEEDS)
def test_generated_model_dump_roundtrips(seed: int) -> None:
    messages, _ = generated(seed)
    for message in messages:
        data = json.loads(json.dumps(message.model_dump()))
        chatschema.validate(data, "AnyMessage")
        decoded = chatschema.decode(json.dumps(data).encode(), "AnyMessage")
        assert type(decoded).__name__ == type(message).__name__
        assert canonical(json.loads(chatschema.encode(decoded))) == canonical(data)
        assert type(message)(**json.loads(chatschema.encode(decoded))) == message


# --------------------------------------------------------------------------------------------------
# Payloads LangChain refuses to load: chatschema refuses them too, at a sensible path

REJECTED = {
    "tool without tool_call_id": ([{"type": "tool", "data": {"content": "x"}}], "$[0].data"),
    "function without name": ([{"type": "function", "data": {"content": "x"}}], "$[0].data"),
    "chat without role": ([{"type": "chat", "data": {"content": "x", "type": "chat"}}], "$[0].data"),
    "chunk without role": ([{"type": "ChatMessageChunk", "data": {"content": "x"}}], "$[0].data"),
    "unknown type tag": ([{"type": "developer", "data": {"content": "x"}}], "$[0].type"),
    "remove without id": ([{"type": "remove", "data": {"content": ""}}], "$[0].data"),
    "envelope without data": ([{"type": "human"}], "$[0]"),
    "message without content": ([{"type": "human", "data": {"id": "1"}}], "$[0].data"),
    "data of another type": ([{"type": "human", "data": {"content": "x", "type": "ai"}}], "$[0].data.type"),
    "bad tool status": (
        [{"type": "tool", "data": {"content": "x", "tool_call_id": "1", "status": "failed"}}],
        "$[0].data.status",
    ),
    "tool call without name": (
        [{"type": "ai", "data": {"content": "", "tool_calls": [{"args": {}, "id": "1"}]}}],
        "$[0].data.tool_calls[0]",
    ),
    "tool call args as text": (
        [{"type": "ai", "data": {"content": "", "tool_calls": [{"name": "f", "args": "{}", "id": "1"}]}}],
        "$[0].data.tool_calls[0].args",
    ),
    "usage without total": (
        [{"type": "ai", "data": {"content": "", "usage_metadata": {"input_tokens": 1, "output_tokens": 2}}}],
        "$[0].data.usage_metadata",
    ),
    "content as a number": ([{"type": "human", "data": {"content": 5}}], "$[0].data.content"),
    "bad chunk_position": (
        [{"type": "AIMessageChunk", "data": {"content": "", "chunk_position": "first"}}],
        "$[0].data.chunk_position",
    ),
    "second message bad": (
        [{"type": "human", "data": {"content": "ok"}}, {"type": "tool", "data": {"content": "x"}}],
        "$[1].data",
    ),
}


@pytest.mark.parametrize(("payload", "path"), list(REJECTED.values()), ids=list(REJECTED))
def test_payloads_langchain_rejects_are_rejected(payload: list[dict[str, Any]], path: str) -> None:
    with pytest.raises((ValueError, KeyError, TypeError)):
        messages_from_dict(copy.deepcopy(payload))
    for instance in (payload, json.dumps(payload).encode()):
        with pytest.raises(chatschema.ValidationError) as caught:
            chatschema.validate(instance, "list[SerializedMessage]")
        assert caught.value.path == path, caught.value
    assert path in error_paths("list[SerializedMessage]", payload)


# --------------------------------------------------------------------------------------------------
# Known discrepancies: LangChain writes these and reads them back; chatschema does not accept them.
# Each payload is checked to be exactly what langchain_core 1.x writes, then marked xfail.


def dump(message: BaseMessage) -> list[dict[str, Any]]:
    """What langchain writes for one message, through JSON text as a chat history store keeps it."""
    payload: list[dict[str, Any]] = json.loads(json.dumps(messages_to_dict([message])))
    assert messages_from_dict(payload) == [message], "langchain does not read its own payload back"
    return payload


# 1. An AIMessageChunk marked last, with output_version v1, whose content holds a server_tool_call_chunk
# without id or name (as the Anthropic translator writes for an input_json_delta): LangChain's
# init_server_tool_calls turns it into a "server_tool_call" block with no id and no name, while
# ServerToolCall requires both.
SERVER_TOOL_CALL_WITHOUT_ID = [
    {
        "type": "AIMessageChunk",
        "data": {
            "content": [{"type": "server_tool_call", "args": {"q": "x"}, "index": 0}],
            "additional_kwargs": {},
            "response_metadata": {"output_version": "v1"},
            "type": "AIMessageChunk",
            "name": None,
            "id": None,
            "tool_calls": [],
            "invalid_tool_calls": [],
            "usage_metadata": None,
            "tool_call_chunks": [],
            "chunk_position": "last",
        },
    }
]

# 2. The Anthropic translator (content_blocks with model_provider="anthropic") wraps a block it does not
# know in a non_standard block and moves its "index" out, even when that index is None; the schema
# allows only an integer or a string there.
NON_STANDARD_NULL_INDEX = [
    {
        "type": "ai",
        "data": {
            "content": [{"type": "non_standard", "value": {"type": "custom_block", "foo": 1}, "index": None}],
            "additional_kwargs": {},
            "response_metadata": {"model_provider": "anthropic", "output_version": "v1"},
            "type": "ai",
            "name": None,
            "id": None,
            "tool_calls": [],
            "invalid_tool_calls": [],
            "usage_metadata": None,
        },
    }
]

# 3. BaseMessage has pydantic extra="allow": LangChain stores unknown keyword arguments as fields,
# writes them with model_dump and reads them back. The message schemas have additionalProperties
# false (example is allowed only on the human and AI classes).
EXTRA_FIELDS = [
    {
        "type": "system",
        "data": {
            "content": "x",
            "additional_kwargs": {},
            "response_metadata": {},
            "type": "system",
            "name": None,
            "id": None,
            "example": True,
        },
    },
    {
        "type": "human",
        "data": {
            "content": "x",
            "additional_kwargs": {},
            "response_metadata": {},
            "type": "human",
            "name": None,
            "id": None,
            "foo": 1,
        },
    },
]

# 4. A streamed tool-call argument cut between the two halves of a JSON surrogate-pair escape
# ("\ud83d\ude00" is one emoji): parse_partial_json gives LangChain a string holding a lone surrogate,
# which json.dumps writes as the escape \ud83d. json.loads and LangChain read it back; msgspec refuses
# the JSON text ("unexpected end of escaped utf-16 surrogate pair"), and encode() of the parsed
# payload raises UnicodeEncodeError instead of the documented ValidationError.
LONE_SURROGATE = [
    {
        "type": "AIMessageChunk",
        "data": {
            "content": "",
            "additional_kwargs": {},
            "response_metadata": {},
            "type": "AIMessageChunk",
            "name": None,
            "id": None,
            "tool_calls": [
                {"name": "say", "args": {"text": "hi \ud83d"}, "id": "call_1", "type": "tool_call"}
            ],
            "invalid_tool_calls": [],
            "usage_metadata": None,
            "tool_call_chunks": [
                {
                    "name": "say",
                    "args": '{"text": "hi \\ud83d',
                    "id": "call_1",
                    "index": 0,
                    "type": "tool_call_chunk",
                }
            ],
            "chunk_position": None,
        },
    }
]


def test_known_discrepancy_payloads_are_what_langchain_writes() -> None:
    chunk = AIMessageChunk(
        content=[{"type": "server_tool_call_chunk", "args": '{"q": "x"}', "index": 0}],
        chunk_position="last",
        response_metadata={"output_version": "v1"},
    )
    assert dump(chunk) == SERVER_TOOL_CALL_WITHOUT_ID

    native = [{"type": "custom_block", "foo": 1, "index": None}]
    blocks = AIMessage(native, response_metadata={"model_provider": "anthropic"}).content_blocks
    metadata = {"model_provider": "anthropic", "output_version": "v1"}
    assert dump(AIMessage(content_blocks=blocks, response_metadata=metadata)) == NON_STANDARD_NULL_INDEX

    assert dump(SystemMessage("x", example=True)) + dump(HumanMessage("x", foo=1)) == EXTRA_FIELDS

    cut = json.dumps({"text": "hi \N{GRINNING FACE}"})[: -len('\\ude00"}')]
    assert cut == '{"text": "hi \\ud83d'
    streamed = AIMessageChunk(
        "", tool_call_chunks=[tool_call_chunk(name="say", args=cut, id="call_1", index=0)]
    )
    assert dump(streamed) == LONE_SURROGATE


def test_server_tool_call_without_id_from_last_chunk() -> None:
    check_history(SERVER_TOOL_CALL_WITHOUT_ID, oracle=True)


def test_non_standard_block_with_null_index() -> None:
    check_history(NON_STANDARD_NULL_INDEX, oracle=True)


def test_extra_fields_are_rejected_not_dropped() -> None:
    """Deliberate difference (docs/compat.md): unknown message fields are an error, never silently lost."""
    with pytest.raises(chatschema.ValidationError) as caught:
        chatschema.validate(EXTRA_FIELDS, "list[SerializedMessage]")
    assert caught.value.path.endswith(".data")
    assert "unknown field" in caught.value.message


def test_lone_surrogate_json_text() -> None:
    check_history(LONE_SURROGATE, oracle=True)


def test_lone_surrogate_encodes_as_a_json_escape() -> None:
    decoded = chatschema.decode(LONE_SURROGATE, "list[SerializedMessage]")
    assert json.loads(chatschema.encode(decoded)) == LONE_SURROGATE
