"""The Vercel AI SDK (``ai`` 6.0.326, zod 4.6.7; tests/oracles) as the oracle of the schema types
``AISDKModelMessage`` / ``AISDKUIMessage`` and of the converters.

* Every converted history (tests/data, read by each provider's reader, and the seeded histories of
  tests/conformance/vectorgen/histories.py), written with ``strict=False``, passes
  ``modelMessageSchema`` (ModelMessage) and ``safeValidateUIMessages`` (UIMessage) unchanged, and
  ``convertToModelMessages`` turns the UI messages into ModelMessages the schema accepts. So does
  the AI SDK corpus (tests/data/providers/ai-sdk*).
* Values drawn from the SDK's own ``modelMessageSchema`` (the node script walks its zod tree; zod's
  ``z.toJSONSchema`` was no use as a source: it writes the SDK's binary data and URL objects as
  ``{}``, anything) are all accepted by the schema type. The UI message schema is not exported by
  ``ai``, so UIMessage values come from the converters, the corpus and the examples.
* Mutations of those values (a key taken out, a value of the wrong type, a tag, role or state
  changed) get the same verdict from the SDK and from ``chatschema.validate``. Not mutated: an
  unknown key, which zod's objects accept and drop and the schema types refuse (docs/providers.md).
* The examples of both types (schemas/examples/): the SDK accepts the valid ones and refuses the
  invalid ones.
* Histories of content both forms hold come back identical (a hypothesis property), and the SDK's
  own ``convertToModelMessages`` of their UI messages (one per turn, a ``step-start`` per step)
  has the assistant and tool messages, step by step, of ``convert_to_ai_sdk_messages``.

One node run per test. The counts are in docs/providers.md ("The Vercel AI SDK").
"""

from __future__ import annotations

import copy
import functools
import json
import random
import warnings
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import chatschema
from chatschema import AIMessage, HumanMessage, SystemMessage, ToolMessage
from tests.compat import ai_sdk_node
from tests.conformance.vectorgen import draw
from tests.conformance.vectorgen.histories import corpus, decoded, encoded, generated

ROOT = Path(__file__).resolve().parents[2]
SDK_CORPUS = sorted((ROOT / "tests" / "data" / "providers").glob("ai-sdk*/*.json"))
EXAMPLES = ROOT / "schemas" / "examples"
VECTORS = ROOT / "tests" / "conformance" / "vectors"


@functools.cache
def histories() -> list[tuple[str, list[Any]]]:
    """tests/data read by each provider's reader, and the seeded generated histories."""
    return [*corpus(), *((f"generated-{i}", h) for i, h in enumerate(generated()))]


@functools.cache
def converted() -> tuple[list[list[Any]], list[list[Any]], dict[str, int]]:
    """Each history written as ModelMessages and as UIMessages (``strict=False``), and counts."""
    model, ui = [], []
    counts = {"histories": 0, "messages": 0, "model_clean": 0, "ui_clean": 0}
    for _, history in histories():
        messages = decoded(history)
        counts["histories"] += 1
        counts["messages"] += len(messages)
        for writer, out, key in (
            (chatschema.convert_to_ai_sdk_messages, model, "model_clean"),
            (chatschema.convert_to_ai_sdk_ui_messages, ui, "ui_clean"),
        ):
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                out.append(json.loads(json.dumps(writer(messages, strict=False))))
            counts[key] += not caught
    return model, ui, counts


def written_by_vectors(operation: str) -> list[list[Any]]:
    """What the writer wrote in the conformance vectors of ``operation`` (the hand-written edges
    and multi-step turns among them), where it wrote something."""
    vectors = json.loads((VECTORS / f"{operation}.json").read_text())["vectors"]
    return [v["expected"]["result"] for v in vectors if "expected" in v and v["expected"]["result"]]


def test_every_converted_history_passes_the_sdk() -> None:
    model, ui, counts = converted()
    sdk_model = [json.loads(p.read_text()) for p in SDK_CORPUS if p.parent.name == "ai-sdk"]
    sdk_ui = [json.loads(p.read_text()) for p in SDK_CORPUS if p.parent.name == "ai-sdk-ui"]
    sdk_model += written_by_vectors("convert_to_ai_sdk_messages")
    sdk_ui += written_by_vectors("convert_to_ai_sdk_ui_messages")
    model_faults, ui_faults = ai_sdk_node.check([*model, *sdk_model], [h for h in [*ui, *sdk_ui] if h])
    assert [f for f in model_faults if f] == []
    assert [f for f in ui_faults if f] == []
    # not vacuous: most histories hold messages both forms keep (the others: messages of kinds the
    # SDK has no place for, such as generated function and remove messages)
    assert counts["histories"] == len(histories()) and sum(1 for h in ui if h) > counts["histories"] // 2


def test_values_drawn_from_the_sdk_schema_are_accepted() -> None:
    for value in ai_sdk_node.drawn_model_messages(400, seed=20261128):
        chatschema.validate(value, "AISDKModelMessage")


TAGS = [
    "text", "image", "file", "reasoning", "tool-call", "tool-result", "json", "content", "media",
    "user", "assistant", "tool", "system", "input-available", "output-available", "output-error",
    "approval-requested", "dynamic-tool", "tool-x", "data-x", "step-start", "source-url", "tool-",
]  # fmt: skip


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path] if path else []
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out += _paths(item, (*path, i))
    return out


def mutate(value: Any, rng: random.Random) -> Any:
    """``value`` with one change: a key taken out, a value of the wrong type, or a tag changed."""
    out = copy.deepcopy(value)
    path = rng.choice(_paths(out))
    parent = out
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    roll = rng.random()
    if isinstance(parent, dict) and roll < 0.35:
        del parent[last]
    elif last in ("type", "role", "state") and roll < 0.8:
        parent[last] = rng.choice(TAGS)
    elif isinstance(parent[last], list) and roll < 0.5:
        parent[last] = []
    else:
        parent[last] = 5 if isinstance(parent[last], str) else rng.choice(["x", None, [], {}])
    return out


def test_mutations_get_the_sdks_verdict() -> None:
    rng = random.Random(11)
    model_base = ai_sdk_node.drawn_model_messages(150, seed=3)
    model_base += [m for h in converted()[0][:80] for m in h]
    ui_base = [m for h in converted()[1][:120] for m in h]
    for path in SDK_CORPUS:
        (model_base if path.parent.name == "ai-sdk" else ui_base).extend(json.loads(path.read_text()))
    model = [mutate(v, rng) for v in model_base for _ in range(2) if _paths(v)]
    ui = [mutate(v, rng) for v in ui_base for _ in range(2) if _paths(v)]
    model_ok, ui_ok = ai_sdk_node.verdicts(model, ui)
    disagree = []
    for title, values, sdk in (("AISDKModelMessage", model, model_ok), ("AISDKUIMessage", ui, ui_ok)):
        for value, accepted in zip(values, sdk, strict=True):
            try:
                chatschema.validate(value, title)
                ours = True
            except chatschema.ValidationError as error:
                ours = False
                if accepted and "unknown field" in error.message:
                    continue  # a tag changed under keys the new member lacks: zod drops them
            if ours != accepted:
                disagree.append((title, accepted, value))
    assert disagree == [], disagree[:5]
    assert sum(model_ok) < len(model) and sum(ui_ok) < len(ui)  # not vacuous: most mutations are errors


def test_the_examples_get_the_sdks_verdict() -> None:
    cases: dict[str, list[tuple[str, Any, bool]]] = {"AISDKModelMessage": [], "AISDKUIMessage": []}
    for title, found in cases.items():
        for path in sorted((EXAMPLES / title).glob("*.json")):
            data = json.loads(path.read_text())
            valid = path.name.startswith("valid")
            found.append((path.name, data if valid else data["instance"], valid))
    model_ok, ui_ok = ai_sdk_node.verdicts(
        [v for _, v, _ in cases["AISDKModelMessage"]], [v for _, v, _ in cases["AISDKUIMessage"]]
    )
    for title, sdk in (("AISDKModelMessage", model_ok), ("AISDKUIMessage", ui_ok)):
        assert [(name, valid) for name, _, valid in cases[title]] == [
            (name, accepted) for (name, _, _), accepted in zip(cases[title], sdk, strict=True)
        ]


# -- round trips of content both forms hold -----------------------------------------------------

texts = st.text(st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), max_size=12)
names = st.from_regex(r"[a-z][a-z_]{0,8}", fullmatch=True)
ids = st.none() | st.from_regex(r"[a-z0-9_]{1,8}", fullmatch=True)
PNG = "iVBORw0KGgo="
media = st.sampled_from(
    [
        {"type": "image", "base64": PNG, "mime_type": "image/png"},
        {"type": "image", "url": "https://example.com/a.png"},
        {
            "type": "file",
            "base64": "JVBERi0=",
            "mime_type": "application/pdf",
            "extras": {"filename": "a.pdf"},
        },
        {"type": "file", "url": "https://example.com/a.pdf", "mime_type": "application/pdf"},
        {"type": "audio", "base64": "UklGRg==", "mime_type": "audio/wav"},
    ]
)


def _step(draw: st.DrawFn, out: list[Any], counter: int, derived: str | None) -> int:
    """Add an AI message (one step of a turn; ``derived``: the id the UI reader would give it) and
    the tool messages of its calls; the last call number."""
    calls = []
    for _ in range(draw(st.integers(0, 2))):
        counter += 1
        calls.append(
            {
                "name": draw(names),
                "args": {"q": draw(texts)},
                "id": f"call_{counter}",
                "type": "tool_call",
            }
        )
    usage = draw(st.none() | st.just({"input_tokens": 3, "output_tokens": 2, "total_tokens": 5}))
    message_id = draw(ids if derived is None else ids | st.just(derived))
    if draw(st.booleans()):
        ai = AIMessage(draw(texts), tool_calls=calls, id=message_id, usage_metadata=usage)
    else:
        blocks = [{"type": "reasoning", "reasoning": draw(texts)}, {"type": "text", "text": draw(texts)}]
        blocks += [{"type": "tool_call", **{k: v for k, v in c.items() if k != "type"}} for c in calls]
        metadata = {"output_version": "v1", "model_name": "m"}
        ai = AIMessage(blocks, tool_calls=calls, id=message_id, response_metadata=metadata)
    out.append(ai)
    for call in calls:
        status = draw(st.sampled_from(["success", "error"]))
        out.append(
            ToolMessage(draw(texts), tool_call_id=call["id"], name=draw(st.none() | names), status=status)
        )
    return counter


@st.composite
def mappable(draw: st.DrawFn) -> list[Any]:
    """A history of content both AI SDK forms hold: text, media, reasoning, tool calls and their
    results (text, or an error), ids, names, usage and response metadata; turns of one to three
    steps (AI messages, each after the tool messages of the one before)."""
    out: list[Any] = []
    if draw(st.booleans()):
        out.append(SystemMessage(draw(texts), id=draw(ids)))
    counter = 0
    for _ in range(draw(st.integers(1, 3))):
        if draw(st.booleans()):
            content: Any = draw(texts)
        else:
            content = [{"type": "text", "text": draw(texts)}, *draw(st.lists(media, max_size=2))]
        out.append(HumanMessage(content, id=draw(ids), name=draw(st.none() | names)))
        first = len(out)
        for k in range(draw(st.integers(1, 3))):  # the steps of a turn: one UI message
            derived = f"{out[first].id or f'msg-{first}'}-{k}" if k else None
            counter = _step(draw, out, counter, derived)
    return out


@settings(max_examples=150, deadline=None)
@given(mappable())
def test_mappable_histories_round_trip_identical(messages: list[Any]) -> None:
    for write, read in (
        (chatschema.convert_to_ai_sdk_messages, chatschema.convert_from_ai_sdk_messages),
        (chatschema.convert_to_ai_sdk_ui_messages, chatschema.convert_from_ai_sdk_ui_messages),
    ):
        written = json.loads(json.dumps(write(messages)))
        back = read(written)
        assert back == messages
        assert write(back) == written


def _steps_of(model: list[Any]) -> list[tuple[str, list[Any]]]:
    """The assistant and tool messages of a ``ModelMessage`` list: role, and each part's type and
    call id or text (user and system messages by role alone: the SDK reads their parts apart from
    the converter, an image ``file`` part as a ``file``; an assistant message with no parts left out,
    as the SDK leaves out a step with none)."""
    out: list[tuple[str, list[Any]]] = []
    for message in model:
        content = message["content"]
        if message["role"] in ("user", "system"):
            out.append((message["role"], []))
            continue
        parts = [("text", content)] if isinstance(content, str) and content else []
        if isinstance(content, list):
            parts = [(p["type"], p.get("toolCallId", p.get("text"))) for p in content]
        if parts or message["role"] != "assistant":
            out.append((message["role"], parts))
    return out


def test_the_sdk_reads_the_steps_of_a_turn_as_the_model_message_writer_writes_them() -> None:
    histories = [decoded(h) for h in draw(mappable().map(encoded), 60, 77)]
    ui = [chatschema.convert_to_ai_sdk_ui_messages(h) for h in histories]
    theirs = ai_sdk_node.model_messages(ui)
    for history, sdk in zip(histories, theirs, strict=True):
        assert _steps_of(sdk) == _steps_of(chatschema.convert_to_ai_sdk_messages(history))
    steps = [sum(p["type"] == "step-start" for p in m["parts"]) for h in ui for m in h]
    assert sum(n > 1 for n in steps) >= 20  # not vacuous: turns of several steps
