"""The generated one-pass decoders (chatschema_generated.one_pass) agree with chatschema.decode.

On every example in schemas/examples/ whose type has a one-pass type: an invalid
example is refused; a valid one is either refused (a provider-native block, an
unknown tag: the batch functions then take the full path) or decoded to the data
:func:`chatschema.decode` reads, less the unknown keys the one-pass Structs drop.
Examples that are whole lines (messages, envelopes, records) also go through
:func:`chatschema.batch.validate_lines` with the one-pass readers and without:
the results are the same.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import msgspec
import pytest

import chatschema
from chatschema.batch import validate_lines
from chatschema.messages import MESSAGE_CLASSES
from chatschema.messages import envelopes as envelopes_module
from chatschema_generated import messages as generated_messages
from chatschema_generated import one_pass
from chatschema_generated.tags import ANY_MESSAGE_BY_TAG, SERIALIZED_MESSAGE_BY_TAG
from tests.cli.test_batch import full_path_only
from tests.oracle import examples

CASES = [case for case in examples() if case[0] in one_pass.TYPES]

WITHOUT_ONE_PASS_TYPE = {
    "JSONObject": "any object: nothing to type",
    "Extras": "any object: nothing to type",
    "InputTokenDetails": "a map of integers, which the usage Struct holds as dict[str, int]",
    "OutputTokenDetails": "a map of integers, which the usage Struct holds as dict[str, int]",
    "MediaSource": "a rule (one of these key sets) that the media blocks run in __post_init__",
    "AnnotationItem": "checked by the text block's rule, not typed: provider annotations stay fast",
    "Annotation": "only inside text blocks, checked by their rule",
    "Citation": "only inside text blocks, checked by their rule",
    "NonStandardAnnotation": "only inside text blocks, checked by their rule",
    "ContentBlock": "messages hold content parts (ContentPart), not this union",
    "DataContentBlock": "messages hold content parts (ContentPart), not this union",
    **{
        name: "inside an AI message's additional_kwargs, whose generated Struct types them (the one-pass "
        "type of AIMessageAdditionalKwargs is that Struct)"
        for name in ("RawToolCall", "RawToolCallFunction")
    },
    "AISDKProviderOptions": "a map of JSON objects, which the Structs hold as dict[str, dict[str, Any]]",
    "AISDKProviderMetadata": "a map of JSON objects, which the Structs hold as dict[str, dict[str, Any]]",
    **{
        f"AISDK{name}": "a Vercel AI SDK UI message or part: a tag prefix (tool-, data-) or a minimum of "
        "parts, which msgspec's Structs do not hold; not a chat-log line, checked by the generated checks"
        for name in (
            "UIMessage",
            "SystemUIMessage",
            "UserUIMessage",
            "AssistantUIMessage",
            "UIMessagePart",
            "DataUIPart",
            "ToolUIPart",
            *(
                f"Tool{state}UIPart"
                for state in (
                    "InputStreaming",
                    "InputAvailable",
                    "ApprovalRequested",
                    "ApprovalResponded",
                    "OutputAvailable",
                    "OutputError",
                    "OutputDenied",
                )
            ),
        )
    },
    **{
        f"LangChainJS{name}": "a langchainjs block or rule: langchainjs messages hold content as plain JSON"
        for name in (
            "AnnotationItem",
            "AudioContentBlock",
            "Citation",
            "ContentItem",
            "ContentPart",
            "FileContentBlock",
            "ImageContentBlock",
            "MediaSource",
            "MessageContent",
            "MimeType",
            "PlainTextContentBlock",
            "ServerToolCallResult",
            "TextContentBlock",
            "ToolCallId",
            "VideoContentBlock",
        )
    },
    **{
        f"LangChainJSSerialized{name}": "a langchainjs Serializable record: its class path (an array of "
        "strings) decides the type, which msgspec's Structs do not hold; checked by the generated checks"
        for name in ("Message", *(cls.__name__ for cls in MESSAGE_CLASSES.values()))
    },
    **{
        f"LangChainSerialized{cls.__name__}": "one class of LangChainSerializedMessage, whose class path is "
        "checked after decoding; lines are read as LangChainSerializedMessage, whose one-pass type holds them"
        for cls in MESSAGE_CLASSES.values()
    },
    **{
        f"Otel{name}": "an OpenTelemetry GenAI value, not a chat-log line: checked by otel_genai"
        for name in (
            "InputMessages",
            "OutputMessages",
            "SystemInstructions",
            "ToolDefinitions",
            "ToolCallArguments",
            "ToolCallResult",
            "MemoryRecords",
            "RetrievalDocuments",
        )
    },
    **{
        title: "a chat-UI stream event, not a chat-log line: checked straight from its JSON Schema"
        for title in json.loads((Path(__file__).parents[2] / "schemas" / "ui_streams.json").read_text())[
            "$defs"
        ]
    },
}
"""Example titles that have no one-pass type, and why."""

LINE_TITLES = {
    "AnyMessage",
    "SerializedMessage",
    "LangChainSerializedMessage",
    *ANY_MESSAGE_BY_TAG.values(),
    *SERIALIZED_MESSAGE_BY_TAG.values(),
}
"""Types whose values are whole lines of a log: a message, an envelope, a LangChain record."""

REFUSED = (msgspec.ValidationError, msgspec.DecodeError)


@functools.cache
def _decoder(title: str) -> msgspec.json.Decoder[Any]:
    return msgspec.json.Decoder(one_pass.TYPES[title])


def _raw(kind: str, path: Path) -> bytes:
    if kind == "valid":
        return path.read_bytes()
    return msgspec.json.encode(json.loads(path.read_text())["instance"])


def _within(fast: Any, full: Any, where: str = "$") -> None:
    """``fast`` holds what ``full`` holds, less keys it does not know; a tag it writes may be added."""
    if isinstance(fast, dict):
        assert isinstance(full, dict), where
        for key, value in fast.items():
            if key not in full:
                assert key == "type", f"{where}.{key} is not in the input"
                continue
            _within(value, full[key], f"{where}.{key}")
    elif isinstance(fast, list):
        assert isinstance(full, list) and len(fast) == len(full), where
        for i, (a, b) in enumerate(zip(fast, full, strict=True)):
            _within(a, b, f"{where}[{i}]")
    else:
        assert type(fast) is type(full) and fast == full, (where, fast, full)


def test_every_example_title_has_a_one_pass_type_or_a_reason() -> None:
    titles = {title for title, _, _ in examples()}
    assert titles - set(one_pass.TYPES) == set(WITHOUT_ONE_PASS_TYPE)
    assert set(one_pass.TYPES) <= titles


def test_the_decoders_cover_the_whole_line_types() -> None:
    from chatschema.batch._fast import WHOLE_LINE_TYPES

    assert set(WHOLE_LINE_TYPES.values()) <= set(one_pass.DECODERS)
    for title, decoder in one_pass.DECODERS.items():
        one = title.removeprefix("list[").removesuffix("]")
        assert decoder.type == (one_pass.TYPES[one] if one == title else list[one_pass.TYPES[one]])


@pytest.mark.parametrize(("title", "kind", "path"), CASES, ids=[f"{t}/{p.name}" for t, _, p in CASES])
def test_one_pass_agrees_with_decode_on_the_example(title: str, kind: str, path: Path) -> None:
    raw = _raw(kind, path)
    if kind == "invalid":
        with pytest.raises(REFUSED):
            _decoder(title).decode(raw)
        return
    full = chatschema.decode(raw, title)
    try:
        fast = _decoder(title).decode(raw)
    except REFUSED:
        return  # the full path decides it: see the batch test below
    if title in one_pass.DECODERS and not isinstance(full, msgspec.Struct):
        # a dispatch held as plain JSON (LangChain's records), read in one pass into a Struct: it
        # holds what was given, and the defaults of its fields
        _within(json.loads(chatschema.encode(full)), json.loads(msgspec.json.encode(fast)))
        return
    _within(json.loads(msgspec.json.encode(fast)), json.loads(chatschema.encode(full)))
    if isinstance(full, msgspec.Struct):  # a message, an envelope, a record: the same generated type
        generated = next(c for c in type(full).__mro__ if c.__module__.startswith("chatschema_generated."))
        assert isinstance(fast, generated), (type(fast), generated)


LINE_CASES = [case for case in CASES if case[0] in LINE_TITLES]


@pytest.mark.parametrize(
    ("title", "kind", "path"), LINE_CASES, ids=[f"{t}/{p.name}" for t, _, p in LINE_CASES]
)
def test_batch_validation_is_the_same_with_and_without_the_one_pass_readers(
    title: str, kind: str, path: Path
) -> None:
    one = _raw(kind, path)
    lines = [one, b"[" + one + b"]", b"[" + one + b", " + one + b"]"]
    fast = validate_lines(lines)
    with full_path_only():
        full = validate_lines(lines)
    assert fast == full
    if kind == "valid" and any(
        _accepts(one, t) for t in ("AnyMessage", "SerializedMessage", "LangChainSerializedMessage")
    ):
        assert fast.valid == 3, fast.errors  # (a message without its type tag is no line of a log)


def test_provider_blocks_of_common_tags_and_sourced_media_go_in_one_pass() -> None:
    """Anthropic's thinking and tool_use blocks, and its image with a ``source``, as ``dumpd`` writes
    them (bench/'s multimodal family): valid, so the one-pass type accepts them whole; a block of a
    rarer provider tag is valid too, and goes the full way."""
    from chatschema_generated._validators import ok_LangChainSerializedMessage

    def record(cls: str, tag: str, *content: dict[str, Any]) -> dict[str, Any]:
        kwargs = {"content": list(content), "type": tag}
        path = ["langchain", "schema", "messages", cls]
        return {"lc": 1, "type": "constructor", "id": path, "kwargs": kwargs}

    thinking = {"type": "thinking", "thinking": "so", "signature": "c2ln"}
    tool_use = {"type": "tool_use", "id": "toolu_1", "name": "f", "input": {"a": [1]}}
    image = {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "AAAA"}}
    text = {"type": "text", "text": "hi"}
    fast = [record("AIMessage", "ai", thinking, text, tool_use), record("HumanMessage", "human", image, text)]
    decoder = one_pass.DECODERS["list[LangChainSerializedMessage]"]
    assert len(decoder.decode(msgspec.json.encode(fast))) == 2
    assert all(map(ok_LangChainSerializedMessage, fast))
    rare = record("AIMessage", "ai", {"type": "frobnicate_result", "text": 1})
    assert not ok_LangChainSerializedMessage(rare)
    chatschema.validate(rare, "LangChainSerializedMessage")


NATIVE_TAGS = sorted(
    cls.__struct_config__.tag for name, cls in vars(one_pass).items() if name.startswith("_Native_")
)


@pytest.mark.parametrize("tag", NATIVE_TAGS)
def test_a_block_of_a_native_tag_goes_in_one_pass_as_the_full_check_takes_it(tag: str) -> None:
    """A provider-native tag of the one-pass types: any object so tagged, whatever its other keys, is
    accepted in one pass, as the full check accepts it (ContentPart keeps an object of a tag it has
    no arm for unchanged); an object that is not a block still fails both ways."""
    from chatschema_generated._validators import ok_LangChainSerializedMessage

    assert tag not in ANY_STANDARD_TAGS
    odd = {"type": tag, "text": 1, "content": [None, {"x": []}], "id": None}
    for block in ({"type": tag}, odd):
        message = {"type": "ai", "content": [{"type": "text", "text": "a"}, block]}
        record = {"lc": 1, "type": "constructor", "id": ["langchain", "schema", "messages", "AIMessage"]}
        record["kwargs"] = dict(message)
        chatschema.validate(message, "AnyMessage")
        chatschema.validate(record, "LangChainSerializedMessage")
        assert len(one_pass.DECODERS["list[AnyMessage]"].decode(msgspec.json.encode([message]))) == 1
        assert ok_LangChainSerializedMessage(record)
    bad = {"type": "ai", "content": [{"type": "text", "text": "a"}, {"type": tag}, 3]}
    with pytest.raises(msgspec.ValidationError):
        one_pass.DECODERS["AnyMessage"].decode(msgspec.json.encode(bad))
    with pytest.raises(chatschema.ValidationError):
        chatschema.validate(bad, "AnyMessage")


ANY_STANDARD_TAGS = frozenset(
    arm["if"]["properties"]["type"]["const"]
    for arm in json.loads((Path(__file__).parents[2] / "schemas" / "content_blocks.json").read_text())[
        "$defs"
    ]["ContentPart"]["allOf"]
)
"""The tags of the standard blocks: ContentPart's arms."""


def _accepts(raw: bytes, title: str) -> bool:
    try:
        chatschema.validate(raw, title)
    except chatschema.ValidationError:
        return False
    return True


@pytest.mark.parametrize("tag", sorted(MESSAGE_CLASSES))
def test_message_classes_have_the_fields_of_the_generated_structs(tag: str) -> None:
    """The one-pass types are built on the generated Structs; the full path decodes into the classes."""
    generated = getattr(generated_messages, ANY_MESSAGE_BY_TAG[tag])
    assert msgspec.structs.fields(MESSAGE_CLASSES[tag]) == msgspec.structs.fields(generated)


def test_an_envelope_that_does_not_hold_its_message_class_fails() -> None:
    class SerializedHumanMessage(envelopes_module.g.SerializedHumanMessage, kw_only=True):
        data: chatschema.AIMessage  # type: ignore[assignment]

    with pytest.raises(TypeError, match=r"\(tag 'human'\) is not the generated envelope"):
        envelopes_module._by_tag(SerializedHumanMessage)
    with pytest.raises(TypeError, match=r"no envelope class .* for the tags \['AIMessageChunk', "):
        envelopes_module._by_tag(envelopes_module.SerializedHumanMessage)
