"""trim_messages(..., keep_tool_pairs=True) keeps a valid history valid for every provider."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from chatschema import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage, check_conversation
from chatschema._tokens import count_tokens_approximately
from chatschema._trim import trim_messages

PROVIDERS = ("openai", "openai-responses", "anthropic", "gemini")

_text = st.integers(0, 3).map(lambda n: "line\n" * n + "end")


@st.composite
def histories(draw: Any) -> list[BaseMessage]:
    """A system message or not, then user turns; each turn is a question, rounds of tool calls
    answered by their results, and an answer."""
    messages: list[BaseMessage] = []
    if draw(st.booleans()):
        messages.append(SystemMessage(draw(_text)))
    n = 0
    for _ in range(draw(st.integers(1, 6))):  # no turn at all is refused (empty_conversation)
        messages.append(HumanMessage(draw(_text)))
        for _ in range(draw(st.integers(0, 2))):
            ids = [f"c{n + k}" for k in range(draw(st.integers(1, 3)))]
            n += len(ids)
            text = draw(st.sampled_from(["", "Let me check."]))
            messages.append(
                AIMessage(text, tool_calls=[{"name": "f", "args": {"i": i}, "id": i} for i in ids])
            )
            messages.extend(ToolMessage(draw(_text), tool_call_id=i) for i in ids)
        messages.append(AIMessage(draw(_text)))
    return messages


def _size(messages: list[BaseMessage]) -> int:
    return sum(len(str(m.content)) // 4 + 3 for m in messages)


@settings(max_examples=300, deadline=None)
@given(
    history=histories(),
    fraction=st.floats(0, 1),
    counter=st.sampled_from(["approximate", len, _size]),
    allow_partial=st.booleans(),
    end_on=st.sampled_from([None, ("human", "tool")]),
)
def test_trimmed_history_passes_every_providers_rules(
    history: list[BaseMessage], fraction: float, counter: Any, allow_partial: bool, end_on: Any
) -> None:
    for provider in PROVIDERS:
        assert check_conversation(history, provider) == [], provider  # the input is valid
    total = (
        len(history)
        if counter is len
        else (count_tokens_approximately(history) if counter == "approximate" else _size(history))
    )
    kept = trim_messages(
        history,
        max_tokens=int(total * fraction),
        token_counter=counter,
        strategy="last",
        start_on="human",
        end_on=end_on,
        include_system=True,
        allow_partial=allow_partial,
        keep_tool_pairs=True,
    )
    turns = [m for m in kept if not isinstance(m, SystemMessage)]
    for provider in PROVIDERS:
        problems = [(p.path, p.code) for p in check_conversation(kept, provider)]
        if not turns and ("$", "empty_conversation") in problems:
            problems.remove(("$", "empty_conversation"))  # a budget that keeps no turn: nothing to send
        assert problems == [], provider


def test_without_keep_tool_pairs_the_same_trim_can_break_the_rules() -> None:
    # The property above is not vacuous: cutting between a call and its results breaks every provider.
    history = [
        HumanMessage("q"),
        AIMessage("", tool_calls=[{"name": "f", "args": {}, "id": "c1"}]),
        ToolMessage("r", tool_call_id="c1"),
        AIMessage("a"),
    ]
    cut = trim_messages(history, max_tokens=2, token_counter=len, strategy="last")
    assert [m.type for m in cut] == ["tool", "ai"]
    for provider in PROVIDERS:
        assert [p.code for p in check_conversation(cut, provider)] == ["orphan_tool_result"]
    kept = trim_messages(history, max_tokens=2, token_counter=len, strategy="last", keep_tool_pairs=True)
    assert [m.type for m in kept] == ["ai"]


@settings(max_examples=200, deadline=None)
@given(history=histories(), data=st.data())
def test_a_dropped_or_repeated_result_is_found_for_every_provider(
    history: list[BaseMessage], data: Any
) -> None:
    results = [k for k, message in enumerate(history) if isinstance(message, ToolMessage)]
    if not results:
        return
    k = data.draw(st.sampled_from(results))
    call_id = history[k].tool_call_id  # type: ignore[attr-defined]
    caller = max(i for i in range(k) if isinstance(history[i], AIMessage) and history[i].tool_calls)
    j = [c["id"] for c in history[caller].tool_calls].index(call_id)  # type: ignore[attr-defined]
    dropped = history[:k] + history[k + 1 :]
    repeated = [*history[: k + 1], history[k], *history[k + 1 :]]
    for provider in PROVIDERS:
        found = [(p.path, p.code) for p in check_conversation(dropped, provider)]
        if (
            provider == "gemini"
            and k < len(dropped)
            and isinstance(dropped[k - 1], AIMessage)
            and isinstance(dropped[k], AIMessage)
            and dropped[k].tool_calls
        ):
            # the next call turn now follows a model turn, too
            assert found[1:] == [(f"$[{k}]", "function_call_order")]
            found = found[:1]
        assert found == [(f"$[{caller}].tool_calls[{j}]", "missing_tool_result")], provider
        found = [(p.path, p.code) for p in check_conversation(repeated, provider)]
        assert found == [(f"$[{k + 1}]", "duplicate_tool_result")], provider
