"""Every standard block tag is handled by each translator that writes a provider's format.

The tags come from the schema: the ``ContentBlock`` ``oneOf`` in ``schemas/content_blocks.json``,
each ``$ref``'d definition's ``type`` const. For each from-standard translator (today
``convert_to_openai_messages``; every module of ``chatschema.convert`` must be listed below, as a
translator or as a reader of provider formats), the schema's valid examples of each tag are put
in a message and converted:

* a tag the translator's module lists in ``PASSES_THROUGH`` must come out unchanged, every time;
* any other tag must be handled by a rule of its own at least once: not left to the generic
  "keep what no rule reads" fallback (seen by turning pass-through off, when the converter
  raises its "no rule reads this" error) and not unchanged (converted, dropped, or refused with
  the rule's own error).

So a tag added to the schema fails here until a translator converts it or its module says,
in that one place, that it passes through.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import chatschema as cs
import chatschema.convert
from chatschema.blocks import KNOWN_BLOCK_TYPES
from chatschema.convert import _anthropic as anthropic_convert
from chatschema.convert import _gemini as gemini_convert
from chatschema.convert import _openai as openai_convert
from chatschema.convert import _openai_responses as responses_convert

SCHEMAS = Path(__file__).resolve().parents[2] / "schemas"


@cache
def _schema(name: str) -> dict[str, Any]:
    document: dict[str, Any] = json.loads((SCHEMAS / name).read_text(encoding="utf-8"))
    return document


@cache
def standard_tags() -> dict[str, str]:
    """Standard block tag -> the title of its schema definition, from the ``ContentBlock`` union."""
    tags: dict[str, str] = {}
    for choice in _schema("content_blocks.json")["$defs"]["ContentBlock"]["oneOf"]:
        file, _, name = choice["$ref"].partition("#/$defs/")
        definition = _schema(file or "content_blocks.json")["$defs"][name]
        tags[definition["properties"]["type"]["const"]] = name
    return tags


def valid_examples(tag: str) -> list[dict[str, Any]]:
    """The schema's valid examples of the tag's definition that are content blocks of that tag
    (an example written for another place, such as a tool call without its tag, is left out)."""
    folder = SCHEMAS / "examples" / standard_tags()[tag]
    found = [json.loads(path.read_text(encoding="utf-8")) for path in sorted(folder.glob("valid-*.json"))]
    return [example for example in found if isinstance(example, dict) and example.get("type") == tag]


# -- the translators ------------------------------------------------------------------------------

Run = Callable[[Any, bool], Any]
"""Converts one message, with pass-through of unknown blocks on or off; returns its content parts."""


@dataclass(frozen=True)
class Translator:
    module: ModuleType
    run: Run
    no_rule_error: str
    """Part of the error the translator raises, with pass-through off, for a block no rule reads."""


def _openai(message: Any, pass_through: bool) -> Any:
    converted = openai_convert.convert_to_openai_messages(
        message, text_format="block", pass_through_unknown_blocks=pass_through
    )
    return converted["content"]


def _anthropic(message: Any, pass_through: bool) -> Any:
    return anthropic_convert.convert_to_anthropic_messages([message])["messages"][0]["content"]


def _gemini(message: Any, pass_through: bool) -> Any:
    return gemini_convert.convert_to_gemini_contents([message])["contents"][0]["parts"]


def _responses(message: Any, pass_through: bool) -> Any:
    return responses_convert.convert_to_openai_responses_input([message])


_NO_FALLBACK = "(the provider writers have no fallback: every block is converted or refused by a rule)"
"""The provider writers never pass a block through, so no error of theirs contains this."""

TRANSLATORS: dict[str, Translator] = {
    "openai": Translator(
        openai_convert, _openai, "does not match OpenAI, Anthropic, Bedrock Converse, or VertexAI format"
    ),
    "anthropic": Translator(anthropic_convert, _anthropic, _NO_FALLBACK),
    "gemini": Translator(gemini_convert, _gemini, _NO_FALLBACK),
    "openai_responses": Translator(responses_convert, _responses, _NO_FALLBACK),
}
"""From-standard translators, by the ``chatschema.convert`` module that holds them."""

READERS = {
    "messages": "convert_to_messages reads provider formats into messages: the other direction",
    "model_responses": "ai_message_from_* read provider responses into messages: the other direction",
    "openai_read": "convert_from_openai_messages reads Chat Completions messages: the other direction",
    "openai_rules": "the rules convert_to_openai_messages applies; checked above through convert.openai",
    "openai_strict": "convert_to_openai_messages(strict=...): the same rules, then a check of their output",
    "to_messages": "to_messages gives the utilities their input as messages, through convert_to_messages",
    "provider_io": "what the provider writers share (input, loss policy, media data); no translator itself",
    "langchainjs": "langchainjs's message JSON: every standard block kept, its keys respelled by the table",
    "block_keys": "langchainjs's spelling of the block keys (the generated table); no translator itself",
    "lc_kwargs": "a Serializable record's kwargs made into a message (both readers of the form)",
    "ai_sdk": "the AI SDK writers dispatch on the block tag and refuse the rest; the loss table's rows "
    "(tests/convert/providers/test_loss_table.py) and the vectors check them, not yet this test's tables",
    "ai_sdk_ui": "as ai_sdk, for the UIMessage form",
    "ai_sdk_parts": "what the AI SDK writers share (the namespace, media data); no translator itself",
}
"""``chatschema.convert`` modules with no from-standard translator, and why."""


# -- running them ---------------------------------------------------------------------------------


@dataclass
class Seen:
    """What the translator did with the examples of one tag."""

    unchanged: list[str]
    by_a_rule: list[str]
    left_to_fallback: list[str]


def _outcome(run: Run, message: Any, pass_through: bool) -> tuple[str, Any]:
    try:
        return "ok", run(message, pass_through)
    except (ValueError, TypeError, KeyError) as error:
        return "error", f"{type(error).__name__}: {error}"


def observe(run: Run, no_rule_error: str, tag: str) -> Seen:
    """Convert every valid example of ``tag`` in a human and an AI message, with pass-through on
    and off, and sort the results."""
    seen = Seen([], [], [])
    for block in valid_examples(tag):
        for cls in (cs.HumanMessage, cs.AIMessage):
            where = f"{cls.__name__}({block})"
            status, parts = _outcome(run, cls([dict(block)]), True)
            if status == "ok" and parts == [block]:
                seen.unchanged.append(where)
            strict = _outcome(run, cls([dict(block)]), False)
            if strict[0] == "error" and no_rule_error in strict[1]:
                seen.left_to_fallback.append(where)
            elif not (status == "ok" and parts == [block]):
                seen.by_a_rule.append(where)
    return seen


def missing_and_misdeclared(
    run: Run, no_rule_error: str, declared: frozenset[str]
) -> tuple[list[str], list[str]]:
    """Tags no rule converts that are not declared to pass through; declared tags that were changed."""
    missing, misdeclared = [], []
    for tag in standard_tags():
        seen = observe(run, no_rule_error, tag)
        if tag in declared:
            if len(seen.unchanged) != 2 * len(valid_examples(tag)):
                misdeclared.append(tag)
        elif not seen.by_a_rule:
            missing.append(tag)
    return missing, misdeclared


# -- tests ----------------------------------------------------------------------------------------


def test_the_schema_gives_every_known_tag_with_examples() -> None:
    assert set(standard_tags()) == set(KNOWN_BLOCK_TYPES)
    assert "refusal" in standard_tags()
    for tag in standard_tags():
        assert valid_examples(tag), f"schemas/examples/{standard_tags()[tag]} has no valid {tag!r} block"


def test_every_convert_module_is_accounted_for() -> None:
    modules = {info.name.removeprefix("_") for info in pkgutil.iter_modules(chatschema.convert.__path__)}
    assert modules == set(TRANSLATORS) | set(READERS), (
        "a new convert module: list it in TRANSLATORS or READERS"
    )


@pytest.mark.parametrize("name", sorted(TRANSLATORS))
def test_translator_handles_every_standard_tag(name: str) -> None:
    translator = TRANSLATORS[name]
    declared: frozenset[str] = importlib.import_module(translator.module.__name__).PASSES_THROUGH
    assert declared <= set(standard_tags()), f"PASSES_THROUGH names tags the schema does not have: {declared}"
    missing, misdeclared = missing_and_misdeclared(translator.run, translator.no_rule_error, declared)
    assert not missing, (
        f"{translator.module.__name__} has no rule for {missing}: convert them, "
        "or add them to its PASSES_THROUGH (with the reason in its docstring)"
    )
    assert not misdeclared, (
        f"{translator.module.__name__}.PASSES_THROUGH lists {misdeclared}, which it changes"
    )


@pytest.mark.parametrize("tag", sorted(standard_tags()))
def test_openai_outcome_per_tag(tag: str) -> None:
    """The tags passed through are exactly the declared ones, one tag at a time (a clearer failure)."""
    seen = observe(_openai, TRANSLATORS["openai"].no_rule_error, tag)
    if tag in openai_convert.PASSES_THROUGH:
        assert not seen.by_a_rule, seen
    else:
        assert seen.by_a_rule, seen


def test_refusal_is_converted_not_passed_through() -> None:
    seen = observe(_openai, TRANSLATORS["openai"].no_rule_error, "refusal")
    assert seen.by_a_rule and not seen.left_to_fallback, seen


def test_a_translator_without_rules_fails_the_check() -> None:
    """Guards the check itself: a converter that only passes blocks through is caught for every
    tag it does not declare, and one that changes a declared tag is caught too."""

    def keep_everything(message: Any, pass_through: bool) -> Any:
        if not pass_through:
            raise ValueError("no rule: does not match anything")
        return list(message.content)

    missing, misdeclared = missing_and_misdeclared(keep_everything, "does not match", frozenset({"text"}))
    assert set(missing) == set(standard_tags()) - {"text"}
    assert misdeclared == []

    def drop_everything(message: Any, pass_through: bool) -> Any:
        return []

    missing, misdeclared = missing_and_misdeclared(drop_everything, "does not match", frozenset({"text"}))
    assert missing == [] and misdeclared == ["text"]
