"""The translator registry: every provider LangChain 1.7 registers is registered, with the same reach."""

from __future__ import annotations

import importlib

import pytest
from langchain_core.messages import block_translators as lc_registry

import chatschema.blocks
from chatschema import AIMessage, AIMessageChunk
from chatschema.blocks import PROVIDER_TRANSLATORS, get_translator, register_translator
from tests.blocks.lc_handled import LC_TO_CHATSCHEMA, covers, lc_handled_types, lc_modules


def test_every_langchain_provider_is_registered() -> None:
    assert set(lc_registry.PROVIDER_TRANSLATORS) <= set(PROVIDER_TRANSLATORS)
    for provider in lc_registry.PROVIDER_TRANSLATORS:
        translator = get_translator(provider)
        assert translator is not None
        assert sorted(translator) == ["translate_content", "translate_content_chunk"]


def test_no_provider_beyond_langchains() -> None:
    assert set(PROVIDER_TRANSLATORS) == set(lc_registry.PROVIDER_TRANSLATORS)


def test_vertexai_is_genai() -> None:
    assert get_translator("google_vertexai") == get_translator("google_genai")


@pytest.mark.parametrize("module", lc_modules())
def test_every_translator_module_has_a_counterpart(module: str) -> None:
    assert module in LC_TO_CHATSCHEMA, f"LangChain has a new translator module {module!r}"
    importlib.import_module(f"chatschema.blocks._{LC_TO_CHATSCHEMA[module]}")


@pytest.mark.parametrize("module", lc_modules())
def test_translator_reads_every_type_langchains_reads(module: str) -> None:
    ours = importlib.import_module(f"chatschema.blocks._{LC_TO_CHATSCHEMA[module]}")
    handled: frozenset[str] = ours.HANDLED_TYPES
    missing = sorted(tag for tag in lc_handled_types(module) if not covers(handled, tag))
    assert not missing, f"{ours.__name__} does not read {missing}"


def test_langchain_type_extraction_finds_the_known_tags() -> None:
    # Guards the AST reading itself: if it found nothing, the test above would pass vacuously.
    assert {"reasoning", "function_call", "web_search_call", "url_citation"} <= lc_handled_types("openai")
    assert {"thinking", "*_tool_result", "char_location"} <= lc_handled_types("anthropic")
    assert lc_handled_types("langchain_v0") == {"image", "audio", "file"}


def test_custom_translator_is_used_and_can_decline() -> None:
    calls: list[str] = []

    def content(msg: object) -> list[dict[str, object]]:
        calls.append("message")
        return [{"type": "text", "text": "custom"}]

    def chunk(msg: object) -> list[dict[str, object]]:
        calls.append("chunk")
        raise NotImplementedError

    register_translator("example-provider", content, chunk)
    try:
        meta = {"model_provider": "example-provider"}
        assert AIMessage("x", response_metadata=meta).content_blocks == [{"type": "text", "text": "custom"}]
        # The chunk translator declines; LangChain's chunk then falls back to the AIMessage
        # reading, which asks translate_content.
        assert AIMessageChunk("x", response_metadata=meta).content_blocks == [
            {"type": "text", "text": "custom"}
        ]
        assert calls == ["message", "chunk", "message"]
    finally:
        del PROVIDER_TRANSLATORS["example-provider"]


def test_unregistered_provider_gets_best_effort_parsing() -> None:
    msg = AIMessage("hi", response_metadata={"model_provider": "ollama"})
    assert msg.content_blocks == [{"type": "text", "text": "hi"}]


def test_package_exports() -> None:
    for name in chatschema.blocks.__all__:
        assert hasattr(chatschema.blocks, name)
