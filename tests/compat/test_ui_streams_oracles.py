"""The UI stream schema types against the packages that define the protocols.

Oracles: the ``ai`` package's ``uiMessageChunkSchema`` (6.0.326) and ``@ag-ui/core``'s zod schemas
(1.0.0), run with node from tests/oracles; ``ag_ui.core``'s pydantic models (ag-ui-protocol 1.0.0);
and the jsonschema oracle on our own schema files. The values: every example under
schemas/examples/ of the ui_streams types, mutations of the valid ones (each key dropped, set to a
value of each JSON type, the type tag swapped), every event the writers write for drawn chunk
streams, and the events pydantic-ai's own Vercel AI and AG-UI adapters write.

Our validator and the zod schemas agree on every value; so do our validator and the jsonschema
oracle. The pydantic models are laxer by design (they coerce, read snake_case keys and take
``null`` for an absent optional field, see ``GeneratedBaseModel``): everything we accept, they
accept; the count of values only they accept is reported, not asserted.
"""

from __future__ import annotations

import copy
import functools
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from pydantic import TypeAdapter
from pydantic import ValidationError as PydanticError

import chatschema
from chatschema.ui_streams import to_ag_ui_events, to_ai_sdk_stream
from tests.compat.js_oracles import needs_oracles, run_oracle
from tests.oracle import error_paths, examples
from tests.ui_streams.streams import chunk_streams, scripted

ROOT = Path(__file__).resolve().parents[2]
TITLES: dict[str, Any] = json.loads((ROOT / "schemas" / "ui_streams.json").read_text())["$defs"]

pytestmark = needs_oracles

NODE_SCRIPT = r"""
import { readFileSync } from "node:fs";
import { uiMessageChunkSchema } from "ai";
import * as ag from "@ag-ui/core/schemas";

const chunk = uiMessageChunkSchema();
const cases = JSON.parse(readFileSync(0, "utf8"));
const patchOps = { Add: 1, Remove: 1, Replace: 1, Move: 1, Copy: 1, Test: 1 };

function agSchema(title) {
  const name = title.slice(4);
  const op = /^JsonPatch(\w+)Operation$/.exec(name);
  if (op && op[1] in patchOps) return ag[`${op[1]}OperationSchema`];
  if (name === "Event") return ag.EventSchema;
  return ag[`${name}Schema`];
}

const out = [];
for (const [title, value] of cases) {
  if (title.startsWith("AGUI")) {
    const schema = agSchema(title);
    if (!schema) throw new Error(`no @ag-ui/core schema for ${title}`);
    out.push(schema.safeParse(value).success);
  } else if (title === "AISDKChunkProviderMetadata") {
    out.push((await chunk.validate({ type: "text-start", id: "x", providerMetadata: value })).success);
  } else if (title === "AISDKChunkToolMetadata") {
    const holder = { type: "tool-input-start", toolCallId: "x", toolName: "y", toolMetadata: value };
    out.push((await chunk.validate(holder)).success);
  } else {
    out.push((await chunk.validate(value)).success);
  }
}
process.stdout.write(JSON.stringify(out));
"""


def zod_verdicts(cases: list[tuple[str, Any]]) -> list[bool]:
    """Whether the JavaScript package accepts each ``(title, value)``, in one node run."""
    verdicts: Any = run_oracle(NODE_SCRIPT, cases)
    return verdicts


def _member_tag(title: str) -> str | None:
    """The type tag an AI SDK chunk type names (None for the data chunk, whose tag is a prefix)."""
    tag = TITLES[title].get("properties", {}).get("type", {}).get("const")
    return tag if isinstance(tag, str) else None


def zod_accepts(title: str, value: Any, union_verdict: bool) -> bool:
    """The JavaScript verdict for one of our titles: an AI SDK chunk type is the union's verdict on a
    value that carries that type's tag (the package names no schema per chunk)."""
    if not title.startswith("AISDK") or title in (
        "AISDKUIMessageChunk",
        "AISDKChunkProviderMetadata",
        "AISDKChunkToolMetadata",
    ):
        return union_verdict
    kind = value.get("type") if isinstance(value, dict) else None
    tag = _member_tag(title)
    fits = kind == tag if tag is not None else isinstance(kind, str) and kind.startswith("data-")
    return union_verdict and fits


def ours(title: str, value: Any) -> bool:
    try:
        chatschema.validate(value, title)
    except chatschema.ValidationError:
        return False
    return True


@functools.cache
def _adapter(title: str) -> TypeAdapter[Any]:
    import ag_ui._generated.models as models

    name = title[4:]
    if name.startswith("JsonPatch") and name != "JsonPatchOperation":
        name = name[len("JsonPatch") :]
    return TypeAdapter(getattr(models, name))


def pydantic_accepts(title: str, value: Any) -> bool:
    try:
        _adapter(title).validate_python(value)
    except PydanticError:
        return False
    return True


# ---------------------------------------------------------------------------------------- values

ODD_VALUES: list[Any] = [None, 0, 1.5, -1, "", "s", True, [], {}, [1], {"a": 1}]
"""What a mutation sets a key to (no integral floats: JSON gives JavaScript an integer for 1.0)."""


def mutations(value: Any) -> list[Any]:
    """Variants of a valid example: each key dropped, set to each odd value; the tag swapped."""
    if not isinstance(value, dict):
        return []
    out = []
    for key in value:
        out.append({k: v for k, v in value.items() if k != key})
        for odd in ODD_VALUES:
            out.append({**value, key: odd})
    out.append({**value, "x-extra": {"kept": True}})
    return out


def _example_cases() -> list[tuple[str, Any]]:
    cases = []
    for title, kind, path in examples():
        if title not in TITLES:
            continue
        data = json.loads(path.read_text())
        value = data if kind == "valid" else data["instance"]
        cases.append((title, value))
        if kind == "valid":
            cases += [(title, m) for m in mutations(value)]
            if title.startswith(("AISDK", "AGUI")) and isinstance(value, dict) and "type" in value:
                union = "AISDKUIMessageChunk" if title.startswith("AISDK") else "AGUIEvent"
                cases.append((union, copy.deepcopy(value)))
    return cases


@functools.cache
def example_verdicts() -> list[tuple[str, Any, bool, bool]]:
    """(title, value, ours, zod) for the examples and their mutations."""
    cases = _example_cases()
    zod = zod_verdicts(cases)
    return [(t, v, ours(t, v), zod_accepts(t, v, z)) for (t, v), z in zip(cases, zod, strict=True)]


def test_every_type_has_an_oracle_and_cases() -> None:
    titles = {t for t, _, _, _ in example_verdicts()}
    assert titles == set(TITLES)


def test_our_validator_agrees_with_the_javascript_packages_on_examples_and_mutations() -> None:
    verdicts = example_verdicts()
    disagree = [(t, v, mine, zod) for t, v, mine, zod in verdicts if mine != zod]
    assert not disagree, f"{len(disagree)} of {len(verdicts)} disagree, such as {disagree[:5]}"
    accepted = sum(1 for _, _, mine, _ in verdicts if mine)
    print(
        f"zod oracle: {len(verdicts)} values, {accepted} accepted, "
        f"{len(verdicts) - accepted} rejected, all agree"
    )


def test_our_validator_agrees_with_the_jsonschema_oracle() -> None:
    disagree = [(t, v) for t, v, mine, _ in example_verdicts() if mine == bool(error_paths(t, v))]
    assert not disagree, disagree[:5]


def test_what_we_accept_the_pydantic_models_accept() -> None:
    verdicts = [(t, v, mine) for t, v, mine, _ in example_verdicts() if t.startswith("AGUI")]
    refused = [(t, v) for t, v, mine in verdicts if mine and not pydantic_accepts(t, v)]
    assert not refused, refused[:5]
    laxer = sum(1 for t, v, mine in verdicts if not mine and pydantic_accepts(t, v))
    print(
        f"ag_ui.core oracle: {len(verdicts)} AG-UI values; "
        f"pydantic also accepts {laxer} we reject (lax by design)"
    )


# ---------------------------------------------------------------------------------------- written


def _written(items: list[Any]) -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = [("AISDKUIMessageChunk", e) for e in to_ai_sdk_stream(items)]
    out += [("AGUIEvent", e) for e in to_ag_ui_events(items, thread_id="thread-1", run_id="run-1")]
    return out


def _all_accept(cases: list[tuple[str, Any]]) -> None:
    for (title, event), zod in zip(cases, zod_verdicts(cases), strict=True):
        assert zod, (title, event)
        assert ours(title, event), (title, event)
        if title == "AGUIEvent":
            assert pydantic_accepts(title, event), event


def test_the_oracles_accept_every_event_of_the_scripted_answer() -> None:
    _all_accept(_written(scripted()))


@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(chunk_streams())
def test_the_oracles_accept_every_event_written(items: list[Any]) -> None:
    _all_accept(_written(items))


# ---------------------------------------------------------------------------------------- pydantic-ai


def _pydantic_ai_events() -> list[tuple[str, Any]]:
    """What pydantic-ai's own adapters write for an agent run with a tool call and text."""
    import asyncio

    pytest.importorskip("pydantic_ai")
    from pydantic_ai import Agent
    from pydantic_ai.models.test import TestModel
    from pydantic_ai.ui.ag_ui import AGUIAdapter
    from pydantic_ai.ui.vercel_ai import VercelAIAdapter
    from pydantic_ai.ui.vercel_ai.request_types import SubmitMessage, TextUIPart, UIMessage

    agent = Agent(TestModel(custom_output_text="Paris is 18C."))

    @agent.tool_plain
    def weather(city: str) -> str:
        return "18C"

    async def run() -> list[tuple[str, Any]]:
        out: list[tuple[str, Any]] = []
        request = SubmitMessage(
            id="req-1",
            messages=[UIMessage(id="u1", role="user", parts=[TextUIPart(text="Weather in Paris?")])],
        )
        vercel = VercelAIAdapter(agent=agent, run_input=request)
        async for event in vercel.encode_stream(vercel.run_stream()):
            out += [
                ("AISDKUIMessageChunk", json.loads(line[6:]))
                for line in event.splitlines()
                if line.startswith("data: {")
            ]
        from ag_ui.core import RunAgentInput, UserMessage

        run_input = RunAgentInput(
            thread_id="t1",
            run_id="r1",
            state=None,
            messages=[UserMessage(id="u1", content="Weather in Paris?")],
            tools=[],
            context=[],
            forwarded_props=None,
        )
        ag = AGUIAdapter(agent=agent, run_input=run_input)
        async for event in ag.encode_stream(ag.run_stream()):
            out += [
                ("AGUIEvent", json.loads(line[6:]))
                for line in event.splitlines()
                if line.startswith("data: {")
            ]
        return out

    return asyncio.run(run())


def test_the_events_pydantic_ai_writes_are_accepted() -> None:
    cases = _pydantic_ai_events()
    assert {t for t, _ in cases} == {"AISDKUIMessageChunk", "AGUIEvent"}
    _all_accept(cases)
    kinds = sorted({str(e["type"]) for _, e in cases})
    print(f"pydantic-ai: {len(cases)} events of {len(kinds)} types, all accepted: {kinds}")
