"""trim_messages: LangChain's documented results, counters, and keep_tool_pairs."""

from __future__ import annotations

import random
from typing import Any

import pytest

from chatschema import (
    AIMessage,
    BaseMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)
from chatschema._filter import is_message_type
from chatschema._tokens import count_tokens_approximately
from chatschema._trim import trim_messages
from tests.costs import assert_linear


def _history() -> list[BaseMessage]:
    return [
        SystemMessage("you're a good assistant, you always respond with a joke."),
        HumanMessage("i wonder why it's called langchain"),
        AIMessage(
            'Well, I guess they thought "WordRope" and "SentenceString" just '
            "didn't have the same ring to it!"
        ),
        HumanMessage("and who is harrison chasing anyways"),
        AIMessage(
            "Hmmm let me think.\n\nWhy, he's probably chasing after the last cup of coffee in the office!"
        ),
        HumanMessage("what do you call a speechless parrot"),
    ]


# -- LangChain's documented examples -------------------------------------------------------------


def test_count_messages_with_len() -> None:
    history = _history()
    kept = trim_messages(
        history, max_tokens=4, strategy="last", token_counter=len, start_on="human", include_system=True
    )
    assert kept == [history[0], history[3], history[4], history[5]]


def test_approximate_shortcut_equals_function() -> None:
    history = _history()
    shortcut = trim_messages(
        history, max_tokens=45, token_counter="approximate", start_on="human", include_system=True
    )
    direct = trim_messages(
        history,
        max_tokens=45,
        token_counter=count_tokens_approximately,
        start_on="human",
        include_system=True,
    )
    assert shortcut == direct == [history[0], history[5]]


def _dummy_counter(messages: list[BaseMessage]) -> int:
    count = 0
    for msg in messages:
        if isinstance(msg.content, str):
            count += 3 + 4 + 3
        if isinstance(msg.content, list):
            count += 3 + len(msg.content) * 4 + 3
    return count


def _blocks_history() -> list[BaseMessage]:
    return [
        SystemMessage("This is a 4 token text. The full message is 10 tokens."),
        HumanMessage("This is a 4 token text. The full message is 10 tokens.", id="first"),
        AIMessage(
            [
                {"type": "text", "text": "This is the FIRST 4 token block."},
                {"type": "text", "text": "This is the SECOND 4 token block."},
            ],
            id="second",
        ),
        HumanMessage("This is a 4 token text. The full message is 10 tokens.", id="third"),
        AIMessage("This is a 4 token text. The full message is 10 tokens.", id="fourth"),
    ]


def test_first_30_tokens_partial() -> None:
    history = _blocks_history()
    kept = trim_messages(
        history, max_tokens=30, token_counter=_dummy_counter, strategy="first", allow_partial=True
    )
    assert [m.model_dump() for m in kept] == [
        history[0].model_dump(),
        history[1].model_dump(),
        AIMessage([{"type": "text", "text": "This is the FIRST 4 token block."}], id="second").model_dump(),
    ]
    assert history[2].content[1]["text"].startswith("This is the SECOND")  # the input is unchanged


def test_last_partial_keeps_the_end() -> None:
    history = _blocks_history()
    kept = trim_messages(history, max_tokens=30, token_counter=_dummy_counter, allow_partial=True)
    assert [m.id for m in kept] == ["second", "third", "fourth"]
    assert kept[0].content == [{"type": "text", "text": "This is the SECOND 4 token block."}]
    text = HumanMessage("line 1\nline 2\nline 3")
    kept = trim_messages(
        [text],
        max_tokens=2,
        token_counter=lambda ms: sum(m.text.count("\n") + 1 for m in ms),
        allow_partial=True,
    )
    assert kept[0].content == "line 2\nline 3"
    kept = trim_messages(
        [text],
        max_tokens=2,
        token_counter=lambda ms: sum(m.text.count("\n") + 1 for m in ms),
        allow_partial=True,
        strategy="first",
    )
    assert kept[0].content == "line 1\n"


# -- counters, splitters, errors ----------------------------------------------------------------


def test_per_message_counter_called_once_per_message() -> None:
    calls = 0

    def per_message(message: BaseMessage) -> int:  # recognised by the annotation (a string here)
        nonlocal calls
        calls += 1
        return len(message.text)

    history = [HumanMessage("x" * (i % 7)) for i in range(5000)]
    kept = trim_messages(history, max_tokens=1000, token_counter=per_message)
    assert sum(len(m.text) for m in kept) <= 1000
    assert calls <= len(history) + 2


def test_model_counter_and_splitter_object() -> None:
    class Model:
        def get_num_tokens_from_messages(self, messages: list[BaseMessage]) -> int:
            return sum(len(m.text.split()) for m in messages)

    class Splitter:
        def split_text(self, text: str) -> list[str]:
            return [w + " " for w in text.split(" ")[:-1]] + text.split(" ")[-1:]

    msgs = [HumanMessage("a b c d e")]
    kept = trim_messages(
        msgs, max_tokens=2, token_counter=Model(), allow_partial=True, text_splitter=Splitter()
    )
    # As LangChain: with strategy="last" the candidate pieces are counted in reversed order ("ed c ").
    assert kept[0].content == "c d e"
    kept = trim_messages(
        msgs,
        max_tokens=2,
        token_counter=Model(),
        allow_partial=True,
        text_splitter=Splitter(),
        keep_tool_pairs=True,
    )
    assert kept[0].content == "d e"  # counted in their own order


def test_validation_errors() -> None:
    msgs = _history()
    with pytest.raises(ValueError, match="start_on parameter is only valid"):
        trim_messages(msgs, max_tokens=3, token_counter=len, strategy="first", start_on="human")
    with pytest.raises(ValueError, match="include_system parameter is only valid"):
        trim_messages(msgs, max_tokens=3, token_counter=len, strategy="first", include_system=True)
    with pytest.raises(ValueError, match="Invalid token_counter shortcut 'exact'"):
        trim_messages(msgs, max_tokens=3, token_counter="exact")
    with pytest.raises(ValueError, match="'token_counter' expected"):
        trim_messages(msgs, max_tokens=3, token_counter=3)
    with pytest.raises(ValueError, match="Unrecognized strategy"):
        trim_messages(msgs, max_tokens=3, token_counter=len, strategy="middle")  # type: ignore[arg-type]


def test_partial_application() -> None:
    trimmer = trim_messages(max_tokens=2, token_counter=len)
    assert trimmer(_history()) == _history()[-2:]
    assert trimmer.invoke(_history()) == _history()[-2:]
    assert trim_messages([], max_tokens=2, token_counter=len) == []


def test_linear_time_with_approximate() -> None:
    def build(n: int) -> list[BaseMessage]:
        return [HumanMessage("hello world " * (i % 5)) for i in range(n)]

    def trim(msgs: list[BaseMessage]) -> list[BaseMessage]:
        return trim_messages(msgs, max_tokens=len(msgs), token_counter="approximate", allow_partial=True)

    assert_linear(build, trim, 1000)  # 8x the messages; quadratic would be 64x


# -- keep_tool_pairs ------------------------------------------------------------------------------


def _pairs(messages: list[BaseMessage]) -> list[tuple[int, int]]:
    """(AI index, tool index) for each tool message answering the nearest earlier AI holding its id."""
    out = []
    for j, msg in enumerate(messages):
        if isinstance(msg, ToolMessage):
            for i in range(j - 1, -1, -1):
                prev = messages[i]
                if isinstance(prev, AIMessage) and msg.tool_call_id in {c["id"] for c in prev.tool_calls}:
                    out.append((i, j))
                    break
    return out


def _tool_conversation(r: random.Random, size: int) -> list[BaseMessage]:
    msgs: list[BaseMessage] = []
    if r.random() < 0.5:
        msgs.append(SystemMessage("sys " * r.randint(0, 5)))
    n = 0
    while len(msgs) < size:
        roll = r.random()
        n += 1
        if roll < 0.3:
            msgs.append(HumanMessage("question\n" * r.randint(1, 4)))
        elif roll < 0.45:
            msgs.append(AIMessage("answer " * r.randint(0, 6)))
        elif roll < 0.9:
            ids = [f"c{n}_{k}" for k in range(r.randint(1, 3))]
            content: Any = "calling " * r.randint(0, 3)
            if r.random() < 0.3:
                content = [{"type": "text", "text": "calling\n" * 2}] + [
                    {"type": "tool_use", "id": i, "name": "t", "input": {}} for i in ids
                ]
            msgs.append(
                AIMessage(content, tool_calls=[{"name": "t", "args": {"n": n}, "id": i} for i in ids])
            )
            for call_id in ids:
                if r.random() < 0.15:
                    msgs.append(HumanMessage("interjection"))
                if r.random() < 0.9:
                    msgs.append(ToolMessage("result\n" * r.randint(1, 3), tool_call_id=call_id))
        else:
            msgs.append(ToolMessage("stray", tool_call_id="nowhere"))
    return [m.model_copy(update={"id": f"m{k}"}) for k, m in enumerate(msgs)]


def _counter(messages: list[BaseMessage]) -> int:
    return sum(len(str(m.content)) // 8 + 2 for m in messages)


def _check_pairs(original: list[BaseMessage], kept: list[BaseMessage]) -> None:
    position = {m.id: k for k, m in enumerate(original)}
    kept_at = [position[m.id] for m in kept]
    assert kept_at == sorted(kept_at)
    body = [k for k in kept_at if not (k == 0 and isinstance(original[0], SystemMessage))]
    if body:
        assert body == list(range(body[0], body[-1] + 1))  # one contiguous piece
    kept_set = set(kept_at)
    for i, j in _pairs(original):
        assert (i in kept_set) == (j in kept_set), (i, j)


def _types(r: random.Random) -> Any:
    pool: list[Any] = ["human", "ai", "tool", AIMessage, ToolMessage, HumanMessage]
    picks = r.sample(pool, r.randint(1, 2))
    return picks[0] if len(picks) == 1 and r.random() < 0.5 else picks


def _random_params(r: random.Random, messages: list[BaseMessage]) -> dict[str, Any]:
    strategy = r.choice(["first", "last"])
    params: dict[str, Any] = {
        "strategy": strategy,
        "max_tokens": r.randint(0, _counter(messages) + 3),
        "token_counter": r.choice([_counter, "approximate", len]),
        "allow_partial": r.random() < 0.5,
        "keep_tool_pairs": True,
    }
    if params["token_counter"] is len:
        params["max_tokens"] = r.randint(0, len(messages) + 1)
    elif params["token_counter"] == "approximate":
        params["max_tokens"] = r.randint(0, count_tokens_approximately(messages) + 3)
    if r.random() < 0.3:
        params["end_on"] = _types(r)
    if strategy == "last":
        if r.random() < 0.4:
            params["start_on"] = _types(r)
        if r.random() < 0.5:
            params["include_system"] = True
    return params


def _count(counter: Any, messages: list[BaseMessage]) -> int:
    if counter == "approximate":
        return count_tokens_approximately(messages)
    return int(counter(messages))


@pytest.mark.parametrize("seed", range(40))
def test_keep_tool_pairs_never_orphans(seed: int) -> None:
    r = random.Random(seed)
    for _ in range(50):
        original = _tool_conversation(r, r.randint(0, 25))
        params = _random_params(r, original)
        kept = trim_messages(original, **params)
        _check_pairs(original, kept)
        system = (
            kept[:1] if params.get("include_system") and kept and isinstance(kept[0], SystemMessage) else []
        )
        body = kept[len(system) :]
        budget = params["max_tokens"] - (_count(params["token_counter"], system) if system else 0)
        assert _count(params["token_counter"], body) <= max(0, budget)
        if params.get("end_on") and body:
            assert is_message_type(body[-1], params["end_on"])
        if params.get("start_on") and body:
            assert is_message_type(body[0], params["start_on"])


def _valid(messages: list[BaseMessage]) -> list[bool]:
    return [all(not (i < k <= j) for i, j in _pairs(messages)) for k in range(len(messages) + 1)]


@pytest.mark.parametrize("seed", range(20))
def test_keep_tool_pairs_keeps_the_most_that_fits(seed: int) -> None:
    # Without allow_partial the result is the longest whole-pair piece that fits: checked by brute force.
    r = random.Random(1000 + seed)
    for _ in range(50):
        msgs = _tool_conversation(r, r.randint(0, 20))
        params = _random_params(r, msgs)
        params["allow_partial"] = False
        counter = params["token_counter"]
        ok = _valid(msgs)
        if params["strategy"] == "first":
            k = max(
                k for k in range(len(msgs) + 1) if ok[k] and _count(counter, msgs[:k]) <= params["max_tokens"]
            )
            if params.get("end_on"):
                while k > 0 and not (is_message_type(msgs[k - 1], params["end_on"]) and ok[k]):
                    k -= 1
            expected = msgs[:k]
        else:
            end = len(msgs)
            if params.get("end_on"):
                while end > 0 and not (is_message_type(msgs[end - 1], params["end_on"]) and ok[end]):
                    end -= 1
            start, budget, system = 0, params["max_tokens"], []
            if params.get("include_system") and end > 0 and isinstance(msgs[0], SystemMessage):
                start, system = 1, msgs[:1]
                budget = max(0, budget - _count(counter, system))
            k = min(k for k in range(start, end + 1) if ok[k] and _count(counter, msgs[k:end]) <= budget)
            if params.get("start_on"):
                while k < end and not (is_message_type(msgs[k], params["start_on"]) and ok[k]):
                    k += 1
            expected = system + msgs[k:end]
        assert trim_messages(msgs, **params) == expected


@pytest.mark.parametrize("seed", range(20))
def test_keep_tool_pairs_counter_sees_whole_pairs_in_order(seed: int) -> None:
    r = random.Random(2000 + seed)
    for _ in range(30):
        msgs = _tool_conversation(r, r.randint(1, 25))
        position = {m.id: k for k, m in enumerate(msgs)}
        pairs = _pairs(msgs)

        def strict_counter(
            messages: list[BaseMessage], position: dict[Any, int] = position, pairs: Any = pairs
        ) -> int:
            # What a provider's counting endpoint demands: original order, no call without its result.
            at = [position[m.id] for m in messages]
            assert at == sorted(at)
            present = set(at)
            for i, j in pairs:
                assert (i in present) == (j in present)
            return _counter(messages)

        params = _random_params(r, msgs)
        params["token_counter"] = strict_counter
        params["max_tokens"] = r.randint(0, _counter(msgs) + 3)
        _check_pairs(msgs, trim_messages(msgs, **params))


def test_keep_tool_pairs_changes_nothing_without_tools() -> None:
    r = random.Random(7)
    for _ in range(300):
        msgs = [
            r.choice([HumanMessage, AIMessage])("word\n" * r.randint(0, 6)) for _ in range(r.randint(0, 12))
        ]
        if r.random() < 0.5:
            msgs.insert(0, SystemMessage("sys"))
        params = _random_params(r, msgs)
        params["token_counter"] = r.choice([_counter, "approximate", len])
        without = dict(params, keep_tool_pairs=False)
        assert [m.model_dump() for m in trim_messages(msgs, **params)] == [
            m.model_dump() for m in trim_messages(msgs, **without)
        ]


def test_keep_tool_pairs_examples() -> None:
    calls = [{"name": "weather", "args": {}, "id": "w"}, {"name": "time", "args": {}, "id": "t"}]
    msgs = [
        SystemMessage("sys"),
        HumanMessage("weather and time?"),
        AIMessage("", tool_calls=calls),
        ToolMessage("sunny", tool_call_id="w"),
        ToolMessage("noon", tool_call_id="t"),
        AIMessage("sunny at noon"),
    ]
    # LangChain keeps the last three messages: two results without their call.
    assert trim_messages(msgs, max_tokens=3, token_counter=len) == msgs[3:]
    assert trim_messages(msgs, max_tokens=3, token_counter=len, keep_tool_pairs=True) == msgs[5:]
    assert trim_messages(msgs, max_tokens=4, token_counter=len, keep_tool_pairs=True) == msgs[2:]
    # strategy="first": LangChain keeps the call without its second result.
    assert trim_messages(msgs, max_tokens=4, token_counter=len, strategy="first") == msgs[:4]
    assert (
        trim_messages(msgs, max_tokens=4, token_counter=len, strategy="first", keep_tool_pairs=True)
        == msgs[:2]
    )
    # end_on="ai" with "last" would end on the call, before its results.
    assert trim_messages(msgs[:5], max_tokens=9, token_counter=len, end_on="ai") == msgs[:3]
    assert trim_messages(msgs[:5], max_tokens=9, token_counter=len, end_on="ai", keep_tool_pairs=True) == []
