"""chatschema.mellea against mellea 0.8.0 itself (pinned in requirements/lock.txt).

Seeded random messages are built twice, by mellea and by chatschema.mellea, from the same
arguments; construction errors, ``format_for_llm``, the OpenAI dicts (mellea's
``message_to_openai_message`` without a formatter), ``as_chat_history`` over a ``ChatContext``
and the conversions to and from mellea's objects must agree. ``make compat-latest`` runs this
against the newest mellea too.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

mellea = pytest.importorskip("mellea")

from mellea.core import ImageBlock as MImageBlock  # noqa: E402
from mellea.core import ModelOutputThunk, ModelToolCall  # noqa: E402
from mellea.helpers.openai_compatible_helpers import message_to_openai_message  # noqa: E402
from mellea.stdlib.components import Document as MDocument  # noqa: E402
from mellea.stdlib.components import Message as MMessage  # noqa: E402
from mellea.stdlib.components import ToolMessage as MToolMessage  # noqa: E402
from mellea.stdlib.components import as_chat_history as m_as_chat_history  # noqa: E402
from mellea.stdlib.context import ChatContext  # noqa: E402

from chatschema.mellea import (  # noqa: E402
    AudioUrlBlock,
    Message,
    ToolMessage,
    as_chat_history,
    from_mellea,
    to_mellea,
    to_openai,
)
from tests.mellea.samples import PNG  # noqa: E402
from tests.mellea.specs import (  # noqa: E402
    StubTool,
    attempt,
    build_ours,
    build_ours_sharing,
    build_theirs,
    random_spec,
    their_rep,
)

CASES = 1500

COMPARED: Counter[str] = Counter()
"""How many random cases each comparison ran on (``python -m tests.mellea.test_differential`` prints them)."""


def _openai(func: Any, message: Any, **kwargs: Any) -> Any:
    try:
        return func(message, **kwargs)
    except (ValueError, TypeError) as error:
        return type(error).__name__


def _has_audio_url(message: Message) -> bool:
    return any(isinstance(a, AudioUrlBlock) for a in message.audio or ())


def _check_parts(ours: Message, theirs: Any, *, shared: bool) -> None:
    """``parts()`` agree: the content block equal both ways (and shown alike), then the same attachments."""
    mine, their = ours.parts(), theirs.parts()
    assert len(mine) == len(their)
    assert mine[0] == their[0] and their[0] == mine[0]
    assert (repr(mine[0]), str(mine[0])) == (repr(their[0]), str(their[0]))
    for a, b in zip(mine[1:], their[1:], strict=True):
        if shared:
            assert a is b  # mellea's objects, kept as they were passed
        else:
            assert a == b and b == a and not (a != b)  # chatschema's blocks equal mellea's
            COMPARED["block == and != (both ways)"] += 1
    COMPARED["parts (mellea's blocks passed)" if shared else "parts (chatschema's blocks)"] += 1


def check_seed(seed: int) -> str:
    """Build one random message both ways and compare everything both libraries do with it."""
    spec = random_spec(random.Random(seed))
    built = attempt(build_theirs, spec)
    theirs, tool = built if isinstance(built, tuple) else (built, None)
    ours = attempt(build_ours, spec, tool)
    COMPARED["construction"] += 1
    if isinstance(theirs, str) or isinstance(ours, str):
        assert theirs == ours, (seed, spec)  # both refuse, with the same exception type
        return "refused"
    shared = build_ours_sharing(spec, theirs)
    for mine in (ours, shared):
        assert repr(mine) == repr(theirs), seed
        assert str(mine) == str(theirs), seed
        assert mine.format_for_llm() == their_rep(theirs), seed
    COMPARED["repr"] += 2
    COMPARED["str"] += 2
    COMPARED["format_for_llm"] += 2
    _check_parts(ours, theirs, shared=False)
    _check_parts(shared, theirs, shared=True)
    assert shared == ours and ours == shared
    assert from_mellea(theirs) == ours, seed
    COMPARED["from_mellea"] += 1
    for mine in (ours, shared):
        back = to_mellea(mine)
        assert (repr(back), their_rep(back)) == (repr(theirs), their_rep(theirs)), seed
        assert from_mellea(back) == mine, seed
        if isinstance(mine, ToolMessage):
            assert back._tool is tool
        COMPARED["to_mellea"] += 1
    if spec.get("tool_name") is not None:
        COMPARED["tool_name (format_for_llm, to_openai, bridge)"] += 1
    if spec.get("provider_fields") is not None:
        COMPARED["provider_fields (format_for_llm, to_openai, bridge)"] += 1
    if _has_audio_url(ours):
        return "audio url"  # mellea downloads it; chatschema refuses (see docs/compat.md)
    for options in ({}, {"replay_reasoning": True}, {"provider": "ollama"}, {"provider": "watsonx"}):
        mine = _openai(to_openai, ours, **options)
        assert mine == _openai(message_to_openai_message, theirs, formatter=None, **options), (seed, options)
        assert _openai(to_openai, shared, **options) == mine
        COMPARED["to_openai"] += 1
    return "same"


@pytest.mark.parametrize("chunk", range(5))
def test_messages_match_mellea(chunk: int) -> None:
    per = CASES // 5
    outcomes = [check_seed(seed) for seed in range(chunk * per, (chunk + 1) * per)]
    assert outcomes.count("same") > per // 2


def check_history(seed: int) -> None:
    """A random ChatContext of messages and parsed thunks: as_chat_history agrees with mellea's."""
    r = random.Random(seed)
    ctx = ChatContext()
    while len(ctx.as_list() or ()) < r.randint(0, 6):
        spec = random_spec(r)
        built = attempt(build_theirs, spec)
        if isinstance(built, str):
            continue
        message = built[0]
        ctx = ctx.add(ModelOutputThunk(message.content, parsed_repr=message) if r.random() < 0.3 else message)
    theirs = m_as_chat_history(ctx)
    ours = as_chat_history(ctx)
    assert ours == [from_mellea(m) for m in theirs]
    assert [repr(m) for m in ours] == [repr(m) for m in theirs]
    assert [m.format_for_llm() for m in ours] == [their_rep(m) for m in theirs]
    COMPARED["as_chat_history (ChatContext)"] += 1


def test_as_chat_history_of_random_contexts_matches_mellea() -> None:
    for seed in range(300):
        check_history(seed)


def test_role_error_is_melleas() -> None:
    with pytest.raises(ValueError) as theirs:
        MMessage("robot", "x")  # type: ignore[arg-type]
    with pytest.raises(ValueError) as ours:
        Message("robot", "x")  # type: ignore[arg-type]
    assert str(ours.value) == str(theirs.value)


def test_as_chat_history_matches_mellea() -> None:
    tool = ModelToolCall("add", StubTool(), {"a": 1}, "c1")  # type: ignore[arg-type]
    call = {"id": "c1", "type": "function", "function": {"name": "add", "arguments": '{"a": 1}'}}
    entries = [
        MMessage("system", "Be brief."),
        MMessage("user", "Add.", images=[MImageBlock(PNG)], documents=["doc"]),
        ModelOutputThunk("", parsed_repr=MMessage("assistant", "", tool_calls=[call], thinking="t")),
        MToolMessage("tool", "1", 1, "add", {"a": 1}, tool),
        ModelOutputThunk("1", parsed_repr=MMessage("assistant", "1")),
    ]
    ctx = ChatContext()
    for entry in entries:
        ctx = ctx.add(entry)
    theirs = m_as_chat_history(ctx)
    ours = as_chat_history(ctx)
    assert ours == [from_mellea(m) for m in theirs]
    assert [m.format_for_llm() for m in ours] == [their_rep(m) for m in theirs]
    assert [to_openai(m) for m in ours] == [message_to_openai_message(m) for m in theirs]


def test_as_chat_history_refuses_what_mellea_refuses() -> None:
    for bad in (ModelOutputThunk("raw text"), MDocument("not a message")):
        ctx = ChatContext().add(MMessage("user", "x")).add(bad)
        with pytest.raises(AssertionError):
            m_as_chat_history(ctx)
        with pytest.raises(ValueError, match="entry 1"):  # a ValueError here (docs/compat.md)
            as_chat_history(ctx)


if __name__ == "__main__":
    for seed in range(CASES):
        check_seed(seed)
    for seed in range(300):
        check_history(seed)
    for name, count in sorted(COMPARED.items()):
        print(f"{count:6d}  {name}")
