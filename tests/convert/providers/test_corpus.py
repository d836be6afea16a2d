"""The corpus of realistic payloads: the SDKs accept them, they come back identical, and they cross over.

Every payload holds provider state that must survive: Anthropic thinking signatures,
redacted thinking, citations, ``cache_control`` and server tool results; Gemini thought
signatures (on text, thoughts, function calls and images), function call ids and code
execution; Responses reasoning ``id``/``summary``/``encrypted_content``, output message ids,
annotations and item ids.
"""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

import pytest

import chatschema
from tests.convert.providers import sdk_oracle
from tests.convert.providers.conftest import CONVERTERS, corpus, load

CASES = corpus()
IDS = [f"{provider}/{path.stem}" for provider, path in CASES]


def test_the_corpus_has_payloads_for_every_provider() -> None:
    counts = {provider: sum(1 for p, _ in CASES if p == provider) for provider in CONVERTERS}
    assert all(count >= 4 for count in counts.values()), counts


@pytest.mark.parametrize(("provider", "path"), CASES, ids=IDS)
def test_the_sdk_types_accept_the_payload(provider: str, path: Path) -> None:
    _, full = load(provider, path)
    sdk_oracle.check(provider, full)


@pytest.mark.parametrize(("provider", "path"), CASES, ids=IDS)
def test_payload_to_messages_and_back_is_identical(provider: str, path: Path) -> None:
    payload, full = load(provider, path)
    convert = CONVERTERS[provider]
    assert convert.write(convert.read(payload)) == full


@pytest.mark.parametrize(("provider", "path"), CASES, ids=IDS)
def test_the_state_survives_storing_the_messages_as_json(provider: str, path: Path) -> None:
    """Messages saved (``encode``) and loaded (``decode``) still give the same payload."""
    payload, full = load(provider, path)
    convert = CONVERTERS[provider]
    messages = convert.read(payload)
    stored = chatschema.decode(chatschema.encode(messages), "list[AnyMessage]")
    assert convert.write(stored) == full


@pytest.mark.parametrize(("provider", "path"), CASES, ids=IDS)
def test_other_providers_read_the_standard_content(provider: str, path: Path) -> None:
    """``content_blocks`` of the messages read from a payload are valid standard blocks, and only
    the blocks with no standard form (Anthropic's redacted thinking, search results and container
    uploads; the AI SDK's source and data parts of a UI message) stay ``non_standard``: the
    state is stored where LangChain's translators look for it."""
    payload, _ = load(provider, path)
    leftovers = set()
    for message in CONVERTERS[provider].read(payload):
        # LangChain reads an Anthropic file source into ``id`` rather than ``file_id`` (see
        # chatschema.blocks._anthropic), a block its own schema does not allow.
        blocks = [block for block in message.content_blocks if set(block) - {"extras"} != {"type", "id"}]
        chatschema.validate(blocks, "list[ContentBlock]")
        leftovers |= {block["value"]["type"] for block in blocks if block["type"] == "non_standard"}
    # the AI SDK's UI parts that structure a chat's display (sources, application data)
    ui = {"source-url", "source-document"} | {t for t in leftovers if t.startswith("data-")}
    assert leftovers <= {"redacted_thinking", "search_result", "container_upload"} | ui


CROSSINGS = [
    (provider, path, target) for provider, path in CASES for target in CONVERTERS if target != provider
]


@pytest.mark.parametrize(
    ("provider", "path", "target"), CROSSINGS, ids=[f"{p}/{path.stem}->{t}" for p, path, t in CROSSINGS]
)
def test_crossing_to_another_provider(provider: str, path: Path, target: str) -> None:
    """Non-strict output validates against the target SDK; each drop warns with a path, and strict
    mode raises at the first of them (or succeeds when there is none)."""
    payload, _ = load(provider, path)
    messages = CONVERTERS[provider].read(payload)
    write = CONVERTERS[target].write
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = write(messages, strict=False)
    sdk_oracle.check(target, out)
    losses = [w.message for w in caught]
    assert all(isinstance(w, chatschema.LossWarning) and w.path.startswith("$[") for w in losses)
    if losses:
        with pytest.raises(chatschema.ConversionError) as raised:
            write(messages)
        assert raised.value.path == losses[0].path  # type: ignore[attr-defined]
    else:
        assert write(messages) == out


NATIVE_MARKERS = {
    "anthropic": (
        "'tool_use'",
        "'thinking'",
        "'redacted_thinking'",
        "'signature'",
        "'cache_control'",
        "'citations'",
        "'server_tool_use'",
        "'web_search_tool_result'",
    ),
    "gemini": (
        "thought_signature",
        "'thought'",
        "'executable_code'",
        "'code_execution_result'",
        "'inline_data'",
        "'function_response'",
    ),
    "openai-responses": (
        "'encrypted_content'",
        "'summary'",
        "'call_id'",
        "'output_text'",
        "'web_search_call'",
        "'annotations'",
        "'refusal'",
    ),
    "ai-sdk": ("'tool-call'", "'tool-result'", "'providerOptions'", "'execution-denied'", "'image-data'"),
    "ai-sdk-ui": (
        "'step-start'",
        "'source-url'",
        "'dynamic-tool'",
        "'output-available'",
        "'providerMetadata'",
    ),
}
"""Keys and tags only a provider's own payloads hold (langchainjs#9972 sent Anthropic's
``tool_use`` to OpenAI)."""


def _outside_chatschema(value: Any) -> Any:
    """``value`` without the ``chatschema`` entries of the AI SDK's ``providerOptions`` and
    ``metadata``, which hold a message's own fields for the way back and are sent to no provider."""
    if isinstance(value, dict):
        return {k: _outside_chatschema(v) for k, v in value.items() if k != "chatschema"}
    if isinstance(value, list):
        return [_outside_chatschema(v) for v in value]
    return value


@pytest.mark.parametrize(("provider", "path"), CASES, ids=IDS)
def test_native_blocks_never_leak_into_another_provider(provider: str, path: Path) -> None:
    payload, _ = load(provider, path)
    messages = CONVERTERS[provider].read(payload)
    for target in CONVERTERS:
        if target == provider:
            continue
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", chatschema.LossWarning)
            text = repr(_outside_chatschema(CONVERTERS[target].write(messages, strict=False)))
        leaked = [marker for marker in NATIVE_MARKERS[provider] if marker in text]
        assert leaked == [], target
