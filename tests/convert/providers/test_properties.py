"""Properties over generated histories of standard content, for every provider and every pair of them.

* what each converter writes validates against that provider's SDK types (the oracle);
* writing and reading back keeps the conversation: system text, each turn's text, images,
  tool calls (id, name, arguments) and tool results;
* a history passed through one provider and then another keeps it too.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from chatschema import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from tests.convert.providers import sdk_oracle
from tests.convert.providers.conftest import CONVERTERS

PDF = "JVBERi0xLjQKJcfsj6IK"
PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="

texts = st.text(
    st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), min_size=1, max_size=20
).filter(str.strip)
names = st.from_regex(r"[a-z][a-z_]{0,10}", fullmatch=True)
args = st.dictionaries(names, st.one_of(st.integers(-1000, 1000), texts, st.booleans()), max_size=3)


@st.composite
def histories(draw: st.DrawFn) -> list[BaseMessage]:
    messages: list[BaseMessage] = []
    if draw(st.booleans()):
        messages.append(SystemMessage(draw(texts)))
    counter = 0
    for _ in range(draw(st.integers(1, 4))):
        if draw(st.booleans()):
            content: Any = [
                {"type": "text", "text": draw(texts)},
                {"type": "image", "base64": PNG, "mime_type": "image/png"},
            ]
            if draw(st.booleans()):
                content.append({"type": "file", "base64": PDF, "mime_type": "application/pdf"})
        else:
            content = draw(texts)
        messages.append(HumanMessage(content))
        calls = []
        for _ in range(draw(st.integers(0, 2))):
            counter += 1
            calls.append(
                {"name": draw(names), "args": draw(args), "id": f"call_{counter}", "type": "tool_call"}
            )
        text = draw(texts) if not calls or draw(st.booleans()) else ""
        messages.append(AIMessage(text, tool_calls=calls))
        for call in calls:
            messages.append(ToolMessage(draw(texts), tool_call_id=call["id"], name=call["name"]))
        if calls:
            messages.append(AIMessage(draw(texts)))
    return messages


def _result(message: Any) -> Any:
    """A tool result's value: Gemini holds results as JSON objects, ``{"output": text}`` for text."""
    try:
        value = json.loads(message.text)
    except ValueError:
        return message.text
    return value.get("output", value) if isinstance(value, dict) else message.text


def conversation(messages: list[Any]) -> tuple[list[str], list[tuple[Any, ...]]]:
    """What a provider must keep: system text; per turn its kind, text, images and files, calls, results."""
    system: list[str] = []
    turns: list[tuple[Any, ...]] = []
    for message in messages:
        blocks = message.content_blocks
        text = "".join(block["text"] for block in blocks if block["type"] == "text")
        if message.type == "system":
            system.append(text)
        elif message.type == "tool":
            turns.append(("tool", message.tool_call_id, _result(message)))
        else:
            images = [
                (block["type"], block.get("base64")) for block in blocks if block["type"] in ("image", "file")
            ]
            calls = [(c["id"], c["name"], c["args"]) for c in getattr(message, "tool_calls", [])]
            turns.append((message.type, text, images, calls))
    return system, turns


def _as_sent(provider: str, kept: tuple[list[str], list[tuple[Any, ...]]]) -> tuple[list[str], list[Any]]:
    """What ``provider`` keeps of a conversation: Anthropic takes a final assistant turn (a prefill)
    without its trailing whitespace (docs/providers.md)."""
    system, turns = kept
    if provider == "anthropic" and turns and turns[-1][0] == "ai":
        kind, text, images, calls = turns[-1]
        turns = [*turns[:-1], (kind, text.rstrip(), images, calls)]
    return system, turns


@given(histories())
def test_every_provider_keeps_standard_conversations(messages: list[BaseMessage]) -> None:
    expected = conversation(messages)
    for provider, convert in CONVERTERS.items():
        payload = convert.write(messages)
        sdk_oracle.check(provider, payload)
        back = convert.read(payload)
        assert conversation(back) == _as_sent(provider, expected), provider
        assert convert.write(back) == payload, provider


@given(histories(), st.permutations(list(CONVERTERS)))
def test_switching_providers_mid_history_keeps_the_conversation(
    messages: list[BaseMessage], order: list[str]
) -> None:
    expected = conversation(messages)
    current: list[Any] = messages
    for provider in order:
        convert = CONVERTERS[provider]
        payload = convert.write(current)
        sdk_oracle.check(provider, payload)
        current = convert.read(payload)
    assert conversation(current) == _as_sent("anthropic", expected)  # every order passes Anthropic
