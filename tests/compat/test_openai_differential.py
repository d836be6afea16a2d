"""Differential tests: chatschema's ``convert_to_openai_messages`` against LangChain 1.8's.

Conversations come from a seeded ``random.Random``: every message class, string and list
content, standard v1 and legacy v0 data blocks, OpenAI, Anthropic, Bedrock Converse, VertexAI
and Responses blocks, refusal blocks (with and without text), tool calls, names, ids,
``additional_kwargs["refusal"]`` and ``__openai_role__``, with every
combination of ``text_format``, ``include_id`` and ``pass_through_unknown_blocks``. Some blocks
are deliberately broken, so that LangChain raises; chatschema must raise the same exception
type with the same message. Outputs are compared with ``repr``, so key order and the types of
values (``1`` vs ``1.0`` vs ``True``) must match too, and so must the warnings emitted.

The same kwargs build a ``langchain_core`` message and a chatschema message; a conversation
chatschema refuses to build (its schema is stricter than LangChain's; see docs/compat.md) is
counted and must stay rare.

The round-trip tests at the end show what OpenAI format, read back with
``convert_to_messages``, keeps and what it drops.
"""

from __future__ import annotations

import collections
import copy
import random
import warnings
from collections.abc import Callable
from typing import Any

import pytest
from langchain_core import messages as lc
from langchain_core.prompt_values import ChatPromptValue

import chatschema
from chatschema.convert._openai import convert_to_openai_messages

CHUNKS = 20
"""The seeded cases run in this many tests (so a failure names a small range of seeds)."""

PER_CHUNK = 250
"""Conversations per test; CHUNKS * PER_CHUNK conversations in all."""

PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="

OUTCOMES: collections.Counter[str] = collections.Counter()
"""What the cases ended in (``ok``, or an exception type and message prefix); checked at the end."""

SHAPES: collections.Counter[str] = collections.Counter()
"""Roles, keys and part types seen in the outputs of the cases that succeeded; checked at the end."""


# -- the generator --------------------------------------------------------------------------------


def _text(r: random.Random) -> str:
    return r.choice(["", "hi", "What is in this image?", "line\nbreak", "ünïcödé ✓", "x" * r.randint(1, 30)])


def _url(r: random.Random) -> str:
    return r.choice(["https://example.com/a.png", "https://example.com/b.jpg", "gs://bucket/c.png"])


def _call_id(r: random.Random) -> str:
    return r.choice(["call_1", "call_2", "toolu_3", "fc_4"])


def _args(r: random.Random) -> dict[str, Any]:
    return r.choice(
        [{}, {"q": "cats"}, {"city": "Zürich", "days": 3}, {"nested": {"a": [1, 2.5, None, True]}}]
    )


def _v1_block(r: random.Random) -> dict[str, Any]:
    """A standard (v1) data block; about one in six cannot be sent to Chat Completions."""
    kind = r.choices(["image", "audio", "file", "video", "text-plain"], weights=[10, 4, 6, 1, 1])[0]
    if kind == "text-plain":
        return {"type": "text-plain", "mime_type": "text/plain", "text": _text(r) or "doc"}
    block: dict[str, Any] = {"type": kind}
    source = r.choices(["url", "base64", "file_id"], weights=[5 if kind == "image" else 1, 8, 2])[0]
    if source == "url":
        block["url"] = _url(r)
    elif source == "base64":
        block["base64"] = PNG
        if r.random() < 0.95:
            block["mime_type"] = {"image": "image/png", "audio": "audio/wav", "file": "application/pdf"}.get(
                kind, "video/mp4"
            )
    else:
        block["file_id"] = "file-" + str(r.randint(1, 9))
    if kind == "file":
        block.update(
            r.choice([{}, {}, {"filename": "a.pdf"}, {"extras": {"filename": "b.pdf"}}, {"filename": ""}])
        )
    if r.random() < 0.2:
        block["id"] = "blk_" + str(r.randint(1, 99))
    return block


def _v0_block(r: random.Random) -> dict[str, Any]:
    """A legacy (v0) data block, with ``source_type``."""
    kind = r.choice(["image", "audio", "file"])
    source = r.choices(["url", "base64", "id"], weights=[2 if kind == "image" else 1, 6, 1])[0]
    block: dict[str, Any] = {"type": kind, "source_type": source}
    if source == "url":
        block["url"] = _url(r)
    elif source == "base64":
        block["data"] = PNG
        block["mime_type"] = {"image": "image/jpeg", "audio": "audio/mpeg", "file": "application/pdf"}[kind]
    else:
        block["id"] = "file-" + str(r.randint(1, 9))
    if kind == "file":
        block.update(r.choice([{}, {"filename": "old.pdf"}, {"metadata": {"filename": "meta.pdf"}}]))
    return block


def _provider_block(r: random.Random, role: str) -> dict[str, Any]:
    """An OpenAI, Anthropic, Bedrock, VertexAI or Responses block, sometimes broken."""
    broken = r.random() < 0.05
    kinds = [
        "image_url",
        "input_audio",
        "openai_file",
        "anthropic_image",
        "bedrock_image",
        "json",
        "guard",
        "media",
    ]
    kinds += ["thinking", "reasoning", "unknown", "tool_result", "refusal"]
    if role == "assistant" or r.random() < 0.05:  # elsewhere LangChain fails on them (no tool_calls)
        kinds += ["tool_use", "function_call"] * 3
    kind = r.choice(kinds)
    if kind == "image_url":
        inner: dict[str, Any] = {"url": _url(r)}
        if r.random() < 0.3:
            inner["detail"] = r.choice(["low", "high", "auto"])
        return {"type": "image_url", "image_url": inner}
    if kind == "input_audio":
        audio: dict[str, Any] = {"data": PNG, "format": r.choice(["wav", "mp3"])}
        if broken:
            audio["format"] = 3  # not OpenAI's format: passed through, or refused
        return {"type": "input_audio", "input_audio": audio}
    if kind == "openai_file":
        file: dict[str, Any] = {"file_data": "data:application/pdf;base64," + PNG}
        if r.random() < 0.5:
            file["filename"] = "x.pdf"
        elif r.random() < 0.3:
            file["filename"] = None
        return {"type": "file", "file": file}
    if kind == "anthropic_image":
        source: dict[str, Any] = {"type": "base64", "media_type": "image/png", "data": PNG}
        if broken:
            del source[r.choice(list(source))]
        return {"type": "image", "source": source}
    if kind == "bedrock_image":
        image: dict[str, Any] = {
            "format": r.choice(["png", "jpeg"]),
            "source": {"bytes": b"\x89PNG\r\n" + bytes(3)},
        }
        if broken:
            del image[r.choice(list(image))]
        return {"image": image}
    if kind == "tool_use":
        block: dict[str, Any] = {"type": "tool_use", "id": _call_id(r), "name": "search", "input": _args(r)}
        if broken:
            del block[r.choice(["id", "name", "input"])]
        return block
    if kind == "function_call":
        block = {"type": "function_call", "call_id": _call_id(r), "name": "lookup", "arguments": '{"a": 1}'}
        if r.random() < 0.3:
            block["id"] = "fc_" + str(r.randint(1, 9))
        if broken:
            del block[r.choice(["call_id", "name", "arguments"])]
        return block
    if kind == "tool_result":
        content: Any = r.choice(
            [
                _text(r),
                [{"type": "text", "text": _text(r) or "ok"}],
                [
                    {"type": "text", "text": "see"},
                    {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": PNG}},
                ],
                [],
            ]
        )
        block = {"type": "tool_result", "tool_use_id": _call_id(r), "content": content}
        if r.random() < 0.4:
            block["is_error"] = r.random() < 0.5
        if broken:
            del block[r.choice(["tool_use_id", "content"])]
        return block
    if kind == "json":
        if broken:
            return {"type": "json", "value": 1}
        block = {"json": _args(r)}
        if r.random() < 0.5:
            block = {"type": "json", **block}
        return block
    if kind == "guard":
        text: Any = _text(r)
        if r.random() < 0.3:
            text = {"text": text}
        guard: dict[str, Any] = {"text": text}
        if broken:
            guard = {"qualifiers": ["grounding_source"]}
        block = {"guard_content": guard}
        if r.random() < 0.5:
            block = {"type": "guard_content", **block}
        return block
    if kind == "media":
        mime = "audio/wav" if broken else r.choice(["image/png", "image/jpeg"])
        block = {"type": "media", "mime_type": mime, "data": b"\x00\x01raw"}
        if r.random() < 0.05:
            del block["data"]
        return block
    if kind == "refusal":  # kept as its text alone when it has text, dropped when it has none
        block = {"type": "refusal", "refusal": r.choice(["I can't help with that.", ""])}
        if r.random() < 0.3:
            block["extras"] = {"category": "cyber"}
        if r.random() < 0.2:
            block["index"] = r.choice([0, "lc_1"])
        if broken:  # an earlier rule reads it by its key
            block["json"] = {"a": 1}
        return block
    if kind == "thinking":
        return {"type": "thinking", "thinking": _text(r), "signature": "sig"}
    if kind == "reasoning":
        return {"type": "reasoning", "reasoning": _text(r) or "because"}
    return r.choice(
        [
            {"type": "custom_block", "payload": {"a": 1}},
            {"type": "non_standard", "value": {"x": [1, 2]}},
            {"type": "tool_call", "name": "f", "args": {"a": 1}, "id": _call_id(r)},
            {"type": "server_tool_call", "name": "web_search", "args": {}, "id": "srv_1"},
            {"no_type": True},
        ]
    )


def _block(r: random.Random, role: str) -> Any:
    pick = r.random()
    if pick < 0.15:
        return _text(r)
    if pick < 0.4:
        block: dict[str, Any] = {"type": "text", "text": _text(r)}
        if r.random() < 0.15:
            block["annotations"] = [{"type": "citation", "url": "https://example.com"}]
        if r.random() < 0.1:
            block["id"] = "t1"
        return block
    if pick < 0.6:
        return _v1_block(r)
    if pick < 0.7:
        return _v0_block(r)
    return _provider_block(r, role)


def _content(r: random.Random, role: str) -> Any:
    pick = r.random()
    if pick < 0.3:
        return _text(r)
    if pick < 0.35:
        return []
    if pick < 0.5:  # only text: joined in string mode
        return [
            _text(r) if r.random() < 0.4 else {"type": "text", "text": _text(r)}
            for _ in range(r.randint(1, 3))
        ]
    return [_block(r, role) for _ in range(r.randint(1, 5))]


def _common(r: random.Random, kwargs: dict[str, Any]) -> dict[str, Any]:
    if r.random() < 0.3:
        kwargs["name"] = r.choice(["", "alice", "bob"])
    if r.random() < 0.5:
        kwargs["id"] = r.choice(["", "msg_1", "run-2"])
    if r.random() < 0.15:
        kwargs["additional_kwargs"] = {"refusal": r.choice(["", "I can't help with that.", None, 0])}
    return kwargs


MessageSpec = tuple[str, dict[str, Any]]
"""A class name (the same in ``langchain_core.messages`` and ``chatschema``) and its kwargs."""


def _message(r: random.Random) -> MessageSpec:
    kind = r.choices(
        ["human", "ai", "system", "tool", "function", "chat", "chunk", "remove"],
        weights=[30, 30, 10, 15, 3, 4, 7, 1],
    )[0]
    if kind == "remove":
        return "RemoveMessage", {"id": "gone"}
    if kind == "chunk":
        cls = r.choice(["AIMessageChunk", "HumanMessageChunk", "SystemMessageChunk", "ToolMessageChunk"])
        kwargs = _common(r, {"content": _content(r, "assistant" if cls == "AIMessageChunk" else "user")})
        if cls == "ToolMessageChunk":
            kwargs["tool_call_id"] = _call_id(r)
        return cls, kwargs
    role = {"human": "user", "ai": "assistant"}.get(kind, kind)
    kwargs = _common(r, {"content": _content(r, role)})
    if kind == "ai" and r.random() < 0.5:
        kwargs["tool_calls"] = [
            {"name": r.choice(["search", "lookup"]), "args": _args(r), "id": r.choice([_call_id(r), None])}
            for _ in range(r.randint(1, 3))
        ]
    elif kind == "system" and r.random() < 0.3:
        kwargs.setdefault("additional_kwargs", {})["__openai_role__"] = r.choice(["developer", "system", 5])
    elif kind == "tool":
        kwargs["tool_call_id"] = _call_id(r)
        if r.random() < 0.3:
            kwargs["status"] = r.choice(["success", "error"])
    elif kind == "function":
        kwargs["name"] = "fn"
    elif kind == "chat":
        kwargs["role"] = r.choice(["critic", "assistant", "user"])
    return {
        "human": "HumanMessage",
        "ai": "AIMessage",
        "system": "SystemMessage",
        "tool": "ToolMessage",
        "function": "FunctionMessage",
        "chat": "ChatMessage",
    }[kind], kwargs


def _options(r: random.Random) -> dict[str, Any]:
    options: dict[str, Any] = {}
    if r.random() < 0.8:
        options["text_format"] = r.choice(["string", "block"])
    elif r.random() < 0.1:
        options["text_format"] = "blocks"
    if r.random() < 0.5:
        options["include_id"] = r.random() < 0.5
    if r.random() < 0.5:
        options["pass_through_unknown_blocks"] = r.random() < 0.6
    return options


def _case(seed: int) -> tuple[list[MessageSpec], dict[str, Any], bool]:
    r = random.Random(seed)
    specs = [_message(r) for _ in range(r.randint(1, 6))]
    return specs, _options(r), r.random() < 0.15


# -- running both ------------------------------------------------------------------------------------


def _build(module: Any, specs: list[MessageSpec]) -> list[Any]:
    return [getattr(module, cls)(**copy.deepcopy(kwargs)) for cls, kwargs in specs]


def _outcome(func: Callable[..., Any], arg: Any, options: dict[str, Any]) -> tuple[str, list[str], Any]:
    """``repr`` of the result, or the exception's type and message; the warnings emitted; the result."""
    value = None
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            value = func(arg, **options)
            result = repr(value)
        except (ValueError, TypeError, KeyError, AttributeError) as error:
            result = f"{type(error).__name__}: {error}"
    return result, [f"{w.category.__name__}: {w.message}" for w in caught], value


def _count_shapes(value: Any, warned: list[str]) -> None:
    SHAPES.update("warning" for _ in warned)
    for message in [value] if isinstance(value, dict) else value:
        SHAPES["role:" + message["role"]] += 1
        SHAPES.update("key:" + key for key in message)
        content = message["content"]
        SHAPES["content:" + type(content).__name__] += 1
        if isinstance(content, list):
            SHAPES.update("part:" + str(part.get("type")) for part in content)


def _kind(outcome: str) -> str:
    """``ok``, or the exception type and the start of its message, with the rule for unrecognized blocks."""
    if outcome.startswith("ValueError: Unrecognized content block at"):
        rule = outcome.split("] ", 1)[1].split(". Full")[0].split(" key(s)")[0].split(" messages[")[0]
        return "ValueError: Unrecognized content block: " + rule
    if outcome.startswith(("ValueError", "TypeError", "KeyError", "AttributeError")):
        return outcome.split("\n")[0][:120]
    return "ok"


def _same_error_modulo_class(ours: str, theirs: str) -> bool:
    """The RemoveMessage error names the class, whose module differs (see docs/compat.md)."""
    prefix = "ValueError: Unknown BaseMessage type <class '"
    return (
        ours.startswith(prefix)
        and theirs.startswith(prefix)
        and ours.rsplit(".", 1)[-1] == theirs.rsplit(".", 1)[-1]
    )


def check_seed(seed: int) -> bool:
    """Compare both converters on one generated conversation; False when chatschema refused to build it."""
    specs, options, single = _case(seed)
    lc_msgs = _build(lc, specs)
    try:
        cs_msgs = _build(chatschema, specs)
    except chatschema.ValidationError:
        OUTCOMES["chatschema refused to build"] += 1
        return False
    for ours, theirs in zip(cs_msgs, lc_msgs, strict=True):  # (model_dump differs on bytes: base64 text)
        for field in ("type", "content", "name", "id", "additional_kwargs", "tool_calls", "tool_call_id"):
            assert getattr(ours, field, None) == getattr(theirs, field, None), (seed, field)
    arg_cs: Any = cs_msgs[0] if single else cs_msgs
    arg_lc: Any = lc_msgs[0] if single else lc_msgs
    theirs, their_warnings, _ = _outcome(lc.convert_to_openai_messages, arg_lc, options)
    ours, our_warnings, value = _outcome(convert_to_openai_messages, arg_cs, options)
    if ours != theirs:
        assert _same_error_modulo_class(ours, theirs), (
            f"seed {seed}: {options}\nours:   {ours}\ntheirs: {theirs}"
        )
    assert our_warnings == their_warnings, seed
    OUTCOMES[_kind(theirs)] += 1
    if value is not None:
        _count_shapes(value, our_warnings)
    return True


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_matches_langchain(chunk: int) -> None:
    built = sum(check_seed(seed) for seed in range(chunk * PER_CHUNK, (chunk + 1) * PER_CHUNK))
    assert built >= PER_CHUNK * 0.97, f"chatschema refused {PER_CHUNK - built} of {PER_CHUNK} conversations"


def test_generator_reaches_every_rule() -> None:
    """The seeded cases end in every outcome that matters (runs after the chunks in file order)."""
    if sum(OUTCOMES.values()) < CHUNKS * PER_CHUNK:  # run alone: fill the counter
        for seed in range(CHUNKS * PER_CHUNK):
            check_seed(seed)
    expected = [
        "ok",
        "ValueError: Unrecognized text_format='blocks', expected one of 'string' or 'block'.",
        *(
            "ValueError: Unrecognized content block: " + rule
            for rule in (
                "has 'type': 'image' but 'source' is missing expected",
                "has key 'image', but 'image' is missing expected",
                "has 'type': 'tool_use', but is missing expected",  # tool_use and function_call
                "has 'type': 'tool_result', but is missing expected",
                "has 'type': 'json' but does not have a 'json' key",
                "has 'type': 'guard_content' but does not have a",
                "has 'type': 'media' but does not have",
                "does not match OpenAI, Anthropic, Bedrock Converse, or VertexAI format",
            )
        ),
        "ValueError: mime_type key is required for base64 data.",
        "ValueError: Unsupported source type. Only 'url' and 'base64' are supported.",
        "ValueError: OpenAI Chat Completions does not support file URLs.",
        "ValueError: Key base64 is required for audio blocks.",
        "ValueError: Block of type video is not supported.",
        "ValueError: Block of type text-plain is not supported.",
        "ValueError: OpenAI messages can only support text and image data",
        "ValueError: Unknown BaseMessage type",
        "TypeError: Expected '__openai_role__' to be a str, got int",
        "AttributeError: 'HumanMessage' object has no attribute 'tool_calls'",
        "KeyError: 'type'",
    ]
    kinds = list(OUTCOMES)
    missing = [e for e in expected if not any(k.startswith(e) for k in kinds)]
    assert not missing, f"never reached: {missing}\nreached: {OUTCOMES}"
    assert OUTCOMES["ok"] > CHUNKS * PER_CHUNK // 2
    shapes = [
        *(
            "role:" + role
            for role in ("system", "developer", "user", "assistant", "tool", "function", "critic")
        ),
        *("key:" + key for key in ("name", "tool_calls", "refusal", "tool_call_id", "id")),
        "content:str",
        "content:list",
        *(
            "part:" + part
            for part in (
                "text",
                "image_url",
                "input_audio",
                "file",
                "function_call",
                "thinking",
                "reasoning",
                "refusal",
            )
        ),
        *("part:" + part for part in ("custom_block", "non_standard", "tool_call", "None")),
        "warning",
    ]
    assert not [s for s in shapes if not SHAPES[s]], SHAPES


def test_message_like_inputs_match() -> None:
    """Strings, pairs and OpenAI-style dicts are read as LangChain reads them, then converted."""
    call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": '{"x": 1}'}}
    cases: list[Any] = [
        "hello",
        {"role": "user", "content": "hi", "name": "u"},
        {"role": "developer", "content": "rules"},
        [("system", "be brief"), ("human", "hi"), ("ai", "hello")],
        [
            {"role": "assistant", "content": "", "tool_calls": [call]},
            {"role": "tool", "content": "1", "tool_call_id": "c1"},
        ],
        [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": "https://x/y.png"}}]}],
        ("user", "hi"),  # not one pair: a sequence of two strings, as in LangChain
        [lc.HumanMessage("from langchain", id="l1")],
        lc.AIMessage("one langchain message", id="l2"),
        ChatPromptValue(messages=[lc.SystemMessage("sys"), lc.HumanMessage("a prompt value")]),
    ]
    for case in cases:
        for options in ({}, {"text_format": "block", "include_id": True}):
            theirs = lc.convert_to_openai_messages(case, **options)
            ours = convert_to_openai_messages(case, **options)
            assert repr(ours) == repr(theirs), case


REFUSALS: list[dict[str, Any]] = [
    {"type": "refusal", "refusal": "I can't help with that."},
    {"type": "refusal", "refusal": ""},
    {"type": "refusal", "refusal": "No.", "id": "r1", "index": 0, "extras": {"category": "bio"}},
    {"type": "refusal", "refusal": "", "extras": {"category": "cyber"}},
    {"type": "refusal", "refusal": "No.", "custom": [1]},
    {"type": "refusal", "refusal": "No.", "json": {"a": 1}},
    {"type": "refusal", "refusal": "No.", "guard_content": {"text": "g"}},
    {"type": "refusal", "refusal": "No.", "image": {"format": "png", "source": {"bytes": b"x"}}},
]
"""Refusal blocks: with text (sent as a refusal part), without (dropped), with keys that are not
sent, and with keys that an earlier rule reads first."""


@pytest.mark.parametrize("block", REFUSALS, ids=range(len(REFUSALS)))
@pytest.mark.parametrize(
    "cls", ["AIMessage", "AIMessageChunk", "HumanMessage", "SystemMessage", "ToolMessage"]
)
def test_refusal_blocks_match(cls: str, block: dict[str, Any]) -> None:
    """Every option, alone or among text, with and without ``additional_kwargs["refusal"]``."""
    compared = 0
    for content in ([block], ["Sorry.", block], [{"type": "text", "text": "a"}, block, "b"]):
        for extra in ({}, {"refusal": "I can't."}, {"refusal": ""}, {"refusal": None}):
            kwargs: dict[str, Any] = {"content": content, "additional_kwargs": extra}
            if cls == "ToolMessage":
                kwargs["tool_call_id"] = "c1"
            spec = [(cls, kwargs)]
            lc_msgs, cs_msgs = _build(lc, spec), _build(chatschema, spec)
            for text_format in ("string", "block"):
                for pass_through in (True, False):
                    options = {"text_format": text_format, "pass_through_unknown_blocks": pass_through}
                    theirs = _outcome(lc.convert_to_openai_messages, lc_msgs, options)
                    ours = _outcome(convert_to_openai_messages, cs_msgs, options)
                    assert ours[:2] == theirs[:2], (kwargs, options)
                    compared += 1
    assert compared == 48


def test_refusal_with_text_is_kept_and_empty_one_dropped() -> None:
    msg = chatschema.AIMessage(
        [
            {"type": "refusal", "refusal": "", "extras": {"category": "cyber"}},
            {"type": "text", "text": "Hm."},
        ],
        additional_kwargs={"refusal": "Not that."},
    )
    assert convert_to_openai_messages(msg) == {"role": "assistant", "refusal": "Not that.", "content": "Hm."}
    msg = chatschema.AIMessage([{"type": "refusal", "refusal": "Not that.", "index": 0}])
    assert convert_to_openai_messages(msg, text_format="block") == {
        "role": "assistant",
        "content": [{"type": "refusal", "refusal": "Not that."}],
    }


def test_refusal_from_content_blocks_round_trips_to_openai() -> None:
    """A provider's refusal, read as standard blocks, is sent to OpenAI as LangChain sends it."""
    meta = {"model_provider": "anthropic", "stop_reason": "refusal", "stop_details": {"explanation": "No."}}
    theirs = lc.AIMessage("Partial", response_metadata=meta)
    ours = chatschema.AIMessage("Partial", response_metadata=meta)
    lc_v1 = lc.AIMessage(theirs.content_blocks)
    cs_v1 = chatschema.AIMessage(ours.content_blocks)
    assert convert_to_openai_messages(cs_v1) == lc.convert_to_openai_messages(lc_v1)
    assert convert_to_openai_messages(cs_v1)["content"] == [
        {"type": "text", "text": "Partial"},
        {"type": "refusal", "refusal": "No."},
    ]


def test_tool_result_blocks_become_tool_messages() -> None:
    content = [
        {"type": "tool_result", "tool_use_id": "t1", "content": "42"},
        {
            "type": "tool_result",
            "tool_use_id": "t2",
            "content": [{"type": "text", "text": "err"}],
            "is_error": True,
        },
    ]
    for text_format in ("string", "block"):
        theirs = lc.convert_to_openai_messages([lc.HumanMessage(content)], text_format=text_format)
        ours = convert_to_openai_messages([chatschema.HumanMessage(content)], text_format=text_format)
        assert ours == theirs
    # with other content, the user message is kept ahead of the tool messages
    mixed = [*content, "and a question"]
    assert convert_to_openai_messages([chatschema.HumanMessage(mixed)]) == lc.convert_to_openai_messages(
        [lc.HumanMessage(mixed)]
    )


def test_image_heavy_conversation_matches_langchain() -> None:
    """1,000 messages, a quarter with base64 image blocks: the same output as LangChain's.

    (How fast this runs next to LangChain is measured in bench/, not asserted here.)
    """
    r = random.Random(7)
    specs: list[MessageSpec] = []
    for i in range(1000):
        if i % 4 == 0:
            content: Any = [
                {"type": "text", "text": "look"},
                {"type": "image", "base64": PNG, "mime_type": "image/png"},
            ]
        elif i % 4 == 1:
            content = [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]
        else:
            content = _text(r) or "x"
        specs.append(("HumanMessage" if i % 2 == 0 else "AIMessage", {"content": content, "id": f"m{i}"}))
    lc_msgs, cs_msgs = _build(lc, specs), _build(chatschema, specs)
    assert convert_to_openai_messages(cs_msgs) == lc.convert_to_openai_messages(lc_msgs)
    options: dict[str, Any] = {"text_format": "block", "include_id": True}
    assert convert_to_openai_messages(cs_msgs, **options) == lc.convert_to_openai_messages(lc_msgs, **options)


# -- round trips through OpenAI format ------------------------------------------------------------


def _back(oai: list[dict[str, Any]]) -> list[Any]:
    convert = pytest.importorskip("chatschema.convert._messages").convert_to_messages
    return list(convert(oai))


def test_round_trip_keeps_roles_text_tool_calls_and_ids() -> None:
    call = {"name": "search", "args": {"q": "x", "n": [1, 2]}, "id": "c1"}
    original = [
        chatschema.SystemMessage("be brief", id="s"),
        chatschema.HumanMessage("hi", name="alice", id="h"),
        chatschema.AIMessage("", tool_calls=[call], id="a"),
        chatschema.ToolMessage("42", tool_call_id="c1", id="t"),
        chatschema.AIMessage("The answer is 42.", id="a2"),
    ]
    back = _back(convert_to_openai_messages(original, include_id=True))
    assert [m.type for m in back] == [m.type for m in original]
    for before, after in zip(original, back, strict=True):
        assert after.content == before.content
        assert after.id == before.id
        assert after.name == before.name
    assert back[2].tool_calls == original[2].tool_calls
    assert back[3].tool_call_id == "c1"
    # and a second trip changes nothing more
    again = convert_to_openai_messages(back, include_id=True)
    assert again == convert_to_openai_messages(original, include_id=True)


def test_round_trip_documents_what_is_dropped() -> None:
    """OpenAI format has no place for these; the trip back does not restore them."""
    original = [
        chatschema.HumanMessage("hi", id="h", response_metadata={"k": 1}),
        chatschema.AIMessage(
            "ok",
            id="a",
            usage_metadata={"input_tokens": 1, "output_tokens": 2, "total_tokens": 3},
            response_metadata={"model_name": "m"},
            additional_kwargs={"custom": 1},
        ),
        chatschema.ToolMessage("out", tool_call_id="c", status="error", artifact={"raw": 1}),
        chatschema.HumanMessage([{"type": "image", "base64": PNG, "mime_type": "image/png", "id": "b1"}]),
    ]
    back = _back(convert_to_openai_messages(original))  # include_id=False: ids are dropped
    assert [m.id for m in back] == [None] * 4
    assert back[0].response_metadata == {}
    assert back[1].usage_metadata is None and back[1].additional_kwargs == {}
    assert back[2].status == "success" and back[2].artifact is None
    # a standard image block comes back as OpenAI's image_url part (its block id is gone)
    assert back[3].content == [{"type": "image_url", "image_url": {"url": f"data:image/png;base64,{PNG}"}}]
    assert back[3].content_blocks[0]["type"] == "image"


def test_openai_format_is_a_fixed_point() -> None:
    """Converting OpenAI dicts back and converting again gives the same dicts, as with LangChain.

    Two kinds of output do not come back: ``chat`` messages with a custom role (the dict form
    has no message type for them) and, with ``pass_through_unknown_blocks=False``, file parts
    that name a file by id (LangChain's own output, which it does not read back).
    """
    convert_back = pytest.importorskip("chatschema.convert._messages").convert_to_messages
    counts: collections.Counter[str] = collections.Counter()
    for seed in range(1500):
        specs, options, _ = _case(seed)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                first = convert_to_openai_messages(_build(chatschema, specs), **options)
        except (ValueError, TypeError, KeyError, AttributeError):
            continue
        if any(
            m["role"] not in ("system", "developer", "user", "assistant", "tool", "function") for m in first
        ):
            counts["custom role"] += 1
            continue
        try:
            second = convert_to_openai_messages(convert_back(first), **options)
        except ValueError as error:
            assert "{'type': 'file', 'file': {'file_id'" in str(error), seed
            assert options.get("pass_through_unknown_blocks") is False, seed
            counts["file id"] += 1
            continue
        assert second == first, seed
        assert repr(second) == repr(
            lc.convert_to_openai_messages(lc.convert_to_messages(first), **options)
        ), seed
        counts["fixed point"] += 1
    assert counts["fixed point"] > 800, counts


def test_round_trip_string_format_joins_text_blocks() -> None:
    original = chatschema.HumanMessage([{"type": "text", "text": "a"}, "b"])
    (back,) = _back([convert_to_openai_messages(original)])
    assert back.content == "a\nb"  # text_format="string" joins; "block" keeps the list
    (back,) = _back([convert_to_openai_messages(original, text_format="block")])
    assert back.content == [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]
