"""codegen/check_compat.py: each breaking-change rule fails, each compatible change passes.

Every case copies schemas/*.json into a temporary baseline, applies a mutation to a second copy and
runs the checker on the pair. A ``before`` mutation, applied to both copies, sets up cases such as
"minimum raised" that need a baseline the real schemas do not have.
"""

from __future__ import annotations

import copy
import importlib.util
import json
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
SCHEMAS = ROOT / "schemas"
SCRIPT = ROOT / "codegen" / "check_compat.py"

Docs = dict[str, dict[str, Any]]
Mutation = Callable[[Docs], None]


def _module() -> ModuleType:
    name = "chatschema_codegen_check_compat"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, SCRIPT)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses look their module up while the class is built
        spec.loader.exec_module(module)
    return sys.modules[name]


cc = _module()


def _docs() -> Docs:
    return {p.stem: json.loads(p.read_text()) for p in sorted(SCHEMAS.glob("*.json"))}


def _write(docs: Docs, folder: Path) -> Path:
    folder.mkdir()
    for stem, doc in docs.items():
        (folder / f"{stem}.json").write_text(json.dumps(doc, indent=2))
    return folder


def t(docs: Docs, title: str) -> dict[str, Any]:
    """The $defs entry with this title, wherever it lives."""
    for doc in docs.values():
        if title in doc.get("$defs", {}):
            return doc["$defs"][title]
    raise KeyError(title)


def prop(docs: Docs, title: str, name: str) -> dict[str, Any]:
    return t(docs, title)["properties"][name]


def _run(tmp_path: Path, mutate: Mutation, before: Mutation | None = None) -> list[Any]:
    base = _docs()
    if before is not None:
        before(base)
    new = copy.deepcopy(base)
    mutate(new)
    return cc.check(_write(base, tmp_path / "base"), _write(new, tmp_path / "new"))


def _set(title: str, name: str, schema: dict[str, Any]) -> Mutation:
    def mutate(docs: Docs) -> None:
        old = t(docs, title)["properties"].get(name, {"description": "A new property."})
        described = {"description": old["description"], **schema}
        t(docs, title)["properties"][name] = described

    return mutate


def _update(title: str, name: str, **changes: Any) -> Mutation:
    return lambda docs: prop(docs, title, name).update(changes)


def _remove_type(docs: Docs) -> None:
    del docs["content_blocks"]["$defs"]["Citation"]


def _move_type(docs: Docs) -> None:
    docs["common"]["$defs"]["ToolCall"] = docs["tool_calls"]["$defs"].pop("ToolCall")


def _remove_family(docs: Docs) -> None:
    del docs["usage"]


def _remove_enum_value(docs: Docs) -> None:
    prop(docs, "ImageContentBlock", "source_type")["enum"].remove("text")


def _remove_union_member(docs: Docs) -> None:
    members = t(docs, "ContentBlock")["oneOf"]
    members.remove({"$ref": "#/$defs/ServerToolResult"})


def _remove_media_source(docs: Docs) -> None:
    t(docs, "MediaSource")["anyOf"].remove({"required": ["file"]})


def _tighten_media_source(docs: Docs) -> None:
    t(docs, "MediaSource")["anyOf"][3] = {"required": ["source_type", "data", "mime_type"]}


def _add_conditional(docs: Docs) -> None:
    t(docs, "ContentPart")["allOf"].append(
        {
            "if": {"properties": {"type": {"const": "citation"}}, "required": ["type"]},
            "then": {"$ref": "#/$defs/Citation"},
        }
    )


def _retarget_conditional(docs: Docs) -> None:
    t(docs, "ContentPart")["allOf"][0]["then"] = {"$ref": "#/$defs/PlainTextContentBlock"}


def _arm(tag: str, target: str, **extra: Any) -> dict[str, Any]:
    """A ContentPart dispatch arm: objects tagged ``tag`` must match ``target``."""
    cond = {"properties": {"type": {"const": tag}}, "required": ["type"]}
    return {"if": cond, "then": {"$ref": f"#/$defs/{target}"}, **extra}


def _new_block(title: str, tag: str, arm_tag: str | None = None, **arm_extra: Any) -> Mutation:
    """A new block type tagged ``tag``, in the ContentBlock union, and an arm for ``arm_tag``."""

    def mutate(docs: Docs) -> None:
        docs["content_blocks"]["$defs"][title] = {
            "title": title,
            "description": "A new block.",
            "type": "object",
            "properties": {
                "type": {"const": tag, "description": "Type tag."},
                "result": {"type": "string", "description": "Required by the new block."},
            },
            "required": ["type", "result"],
        }
        t(docs, "ContentBlock")["oneOf"].append({"$ref": f"#/$defs/{title}"})
        t(docs, "ContentPart")["allOf"].append(_arm(arm_tag or tag, title, **arm_extra))

    return mutate


def _min(value: int) -> Mutation:
    return _update("UsageMetadata", "input_tokens", minimum=value)


def _trees(docs: Docs) -> None:
    for name in ("Tree", "Forest"):
        docs["common"]["$defs"][name] = {
            "title": name,
            "description": "A recursive type.",
            "type": "object",
            "properties": {
                "children": {
                    "type": "array",
                    "items": {"$ref": f"#/$defs/{name}"},
                    "description": "Subtrees.",
                }
            },
        }
    _set("ToolCall", "extras", {"$ref": "common.json#/$defs/Tree"})(docs)


def _narrow_forest(docs: Docs) -> None:
    _trees(docs)
    t(docs, "Forest")["required"] = ["children"]


BREAKING: dict[str, tuple[Mutation | None, Mutation, str, str, str]] = {
    # id: (before, mutation, rule, path, message fragment)
    "type removed": (None, _remove_type, "type-removed", "Citation", "type removed"),
    "type moved to another file": (
        None,
        _move_type,
        "type-moved",
        "ToolCall",
        "tool_calls.json to common.json",
    ),
    "schema file removed": (None, _remove_family, "type-removed", "InputTokenDetails", "type removed"),
    "property removed": (
        None,
        lambda d: t(d, "ToolCall")["properties"].pop("id"),
        "property-removed",
        "ToolCall.id",
        "property removed",
    ),
    "property removed from a closed type": (
        None,
        lambda d: t(d, "AIMessage")["properties"].pop("example"),
        "property-removed",
        "AIMessage.example",
        "property removed",
    ),
    "property becomes required": (
        None,
        lambda d: t(d, "UsageMetadata")["required"].append("input_token_details"),
        "now-required",
        "UsageMetadata.input_token_details",
        "now required",
    ),
    "nullable becomes non-nullable": (
        None,
        _set("AIMessage", "name", {"type": "string", "default": None}),
        "narrowed",
        "AIMessage.name",
        "no longer nullable",
    ),
    "null dropped from a type list": (
        _set("ToolCall", "name", {"type": ["string", "null"]}),
        _set("ToolCall", "name", {"type": "string"}),
        "narrowed",
        "ToolCall.name",
        "no longer nullable",
    ),
    "type set shrinks (anyOf)": (
        None,
        _set("TextContentBlock", "index", {"anyOf": [{"type": "integer"}, {"type": "null"}]}),
        "narrowed",
        "TextContentBlock.index",
        "type string no longer allowed",
    ),
    "type set shrinks (type list)": (
        _set("Citation", "start_index", {"type": ["integer", "string"]}),
        _set("Citation", "start_index", {"type": "integer"}),
        "narrowed",
        "Citation.start_index",
        "type string no longer allowed",
    ),
    "number becomes integer": (
        _set("Citation", "start_index", {"type": "number"}),
        _set("Citation", "start_index", {"type": "integer"}),
        "narrowed",
        "Citation.start_index",
        "type number no longer allowed",
    ),
    "any becomes a type": (
        None,
        _set("ServerToolResult", "output", {"type": "object"}),
        "narrowed",
        "ServerToolResult.output",
        "from any to object",
    ),
    "enum value removed": (
        None,
        _remove_enum_value,
        "narrowed",
        "ImageContentBlock.source_type",
        'value "text" no longer allowed',
    ),
    "const changed": (
        None,
        _update("TextContentBlock", "type", const="txt"),
        "narrowed",
        "TextContentBlock.type",
        'value "text" no longer allowed',
    ),
    "string becomes an enum": (
        None,
        _set("ToolCall", "name", {"enum": ["search"]}),
        "narrowed",
        "ToolCall.name",
        "now restricted to the values",
    ),
    "union member removed": (
        None,
        _remove_union_member,
        "narrowed",
        "ContentBlock",
        "union member ServerToolResult removed",
    ),
    "anyOf branch removed": (None, _remove_media_source, "narrowed", "MediaSource", '{"required": ["file"]}'),
    "anyOf branch tightened": (
        None,
        _tighten_media_source,
        "narrowed",
        "MediaSource",
        '"required": ["source_type", "data"]',
    ),
    "additionalProperties becomes false": (
        None,
        lambda d: t(d, "TextContentBlock").update(additionalProperties=False),
        "narrowed",
        "TextContentBlock",
        "additionalProperties is now false",
    ),
    "typed additionalProperties becomes false": (
        None,
        lambda d: t(d, "InputTokenDetails").update(additionalProperties=False),
        "narrowed",
        "InputTokenDetails",
        "additionalProperties is now false",
    ),
    "open additionalProperties gets a schema": (
        None,
        lambda d: t(d, "Extras").update(additionalProperties={"type": "string"}),
        "narrowed",
        "Extras.<additionalProperties>",
        "must match",
    ),
    "additionalProperties schema narrows": (
        None,
        lambda d: t(d, "OutputTokenDetails")["additionalProperties"].update(minimum=0),
        "narrowed",
        "OutputTokenDetails.<additionalProperties>",
        "minimum 0 added",
    ),
    "minimum added": (None, _min(0), "narrowed", "UsageMetadata.input_tokens", "minimum 0 added"),
    "minimum raised": (
        _min(0),
        _min(1),
        "narrowed",
        "UsageMetadata.input_tokens",
        "minimum raised from 0 to 1",
    ),
    "maxLength lowered": (
        _update("ToolCall", "name", maxLength=100),
        _update("ToolCall", "name", maxLength=10),
        "narrowed",
        "ToolCall.name",
        "maxLength lowered from 100 to 10",
    ),
    "minItems added on items": (
        None,
        _update("AIMessage", "tool_calls", minItems=1),
        "narrowed",
        "AIMessage.tool_calls",
        "minItems 1 added",
    ),
    "pattern added": (
        None,
        _update("ToolCall", "name", pattern="^[a-z_]+$"),
        "narrowed",
        "ToolCall.name",
        "pattern added",
    ),
    "format changed": (
        _update("Citation", "url", format="uri"),
        _update("Citation", "url", format="email"),
        "narrowed",
        "Citation.url",
        "format changed",
    ),
    "new allOf constraint": (
        None,
        lambda d: t(d, "TextContentBlock").update(allOf=[{"$ref": "#/$defs/MediaSource"}]),
        "narrowed",
        "TextContentBlock",
        "new allOf constraint: must also match MediaSource",
    ),
    "new conditional rule": (
        None,
        _add_conditional,
        "narrowed",
        "ContentPart",
        'new conditional rule: if {"properties": {"type": {"const": "citation"}}',
    ),
    "conditional points at a narrower type": (
        None,
        _retarget_conditional,
        "now-required",
        'ContentPart<when type == "text">.mime_type',
        "now required",
    ),
    "new arm for a new tag, to a new type of another tag": (
        None,
        _new_block("SearchResultBlock", "search_result", arm_tag="web_result"),
        "narrowed",
        "ContentPart",
        'new conditional rule: if {"properties": {"type": {"const": "web_result"}}',
    ),
    "new arm for a released type's tag, to a new type": (
        None,
        _new_block("CitationV2", "citation"),
        "narrowed",
        "ContentPart",
        'new conditional rule: if {"properties": {"type": {"const": "citation"}}',
    ),
    "new arm with an else branch": (
        None,
        _new_block("SearchResultBlock", "search_result", **{"else": {"required": ["id"]}}),
        "narrowed",
        "ContentPart",
        'new conditional rule: if {"properties": {"type": {"const": "search_result"}}',
    ),
    "second arm for an existing tag, to a new type": (
        None,
        _new_block("TextV2", "text"),
        "property-removed",
        'ContentPart<when type == "text">.text',
        "property removed",
    ),
    "$ref to a narrower type": (
        None,
        _update("AIMessage", "additional_kwargs", **{"$ref": "usage.json#/$defs/UsageMetadata"}),
        "now-required",
        "AIMessage.additional_kwargs.input_tokens",
        "now required",
    ),
    "$ref to a narrower recursive type": (
        _narrow_forest,
        _set("ToolCall", "extras", {"$ref": "common.json#/$defs/Forest"}),
        "now-required",
        "ToolCall.extras.children",
        "now required",
    ),
    "array items narrow": (
        None,
        lambda d: t(d, "MessageContent")["anyOf"][1].update(items={"type": "string"}),
        "narrowed",
        "MessageContent[]",
        "ContentPart",
    ),
    "default changed": (
        None,
        _update("AIMessage", "tool_calls", default=None),
        "default-changed",
        "AIMessage.tool_calls",
        "default changed from [] to null",
    ),
    "default removed": (
        None,
        lambda d: prop(d, "HumanMessage", "name").pop("default"),
        "default-changed",
        "HumanMessage.name",
        "default null removed",
    ),
    "typed property added to an open block": (
        None,
        _set("TextContentBlock", "language", {"type": "string"}),
        "narrowed",
        "TextContentBlock.language",
        "new property, narrower than other keys were: type narrowed from any to string",
    ),
    "property added under an open object (additional_kwargs)": (
        None,
        _update("AIMessage", "additional_kwargs", properties={"function_call": {"type": "object"}}),
        "narrowed",
        "AIMessage.additional_kwargs.function_call",
        "new property, narrower than other keys were",
    ),
    "property added, narrower than typed additionalProperties": (
        None,
        _set("InputTokenDetails", "cache_write", {"type": "integer", "minimum": 0}),
        "narrowed",
        "InputTokenDetails.cache_write",
        "minimum 0 added",
    ),
    "allOf constraint on a property, beside an allOf already there": (
        None,
        lambda d: t(d, "ImageContentBlock")["allOf"].append({"properties": {"url": {"maxLength": 5}}}),
        "narrowed",
        "ImageContentBlock",
        "new allOf constraint",
    ),
    "allOf constraint beside a new anyOf branch": (
        None,
        lambda d: t(d, "MediaSource").update(
            anyOf=[*t(d, "MediaSource")["anyOf"], {"required": ["path"]}],
            allOf=[{"properties": {"url": {"type": "string", "pattern": "^https:"}}}],
        ),
        "narrowed",
        "MediaSource",
        "new allOf constraint",
    ),
    "narrowing beside an enforced one at the same path": (
        None,
        _update("RemoveMessage", "content", pattern="^x"),
        "narrowed",
        "RemoveMessage.content",
        "pattern added",
    ),
    "anyOf becomes oneOf": (
        None,
        lambda d: t(d, "MediaSource").update(oneOf=t(d, "MediaSource").pop("anyOf")),
        "narrowed",
        "MediaSource",
        "anyOf became oneOf",
    ),
    "unknown keyword added": (
        None,
        _update("ToolCall", "args", propertyNames={"maxLength": 5}),
        "narrowed",
        "ToolCall.args",
        "propertyNames added",
    ),
    "discriminator changed": (
        None,
        lambda d: t(d, "AnyMessage")["discriminator"].update(propertyName="kind"),
        "narrowed",
        "AnyMessage",
        "discriminator changed",
    ),
}


@pytest.mark.parametrize("case", sorted(BREAKING))
def test_breaking_change_fails(tmp_path: Path, case: str) -> None:
    before, mutate, rule, path, fragment = BREAKING[case]
    found = _run(tmp_path, mutate, before)
    hits = [b for b in found if b.rule == rule and b.path == path and fragment in b.message]
    assert hits, f"expected [{rule}] {path}: ...{fragment}... in:\n" + "\n".join(
        f"{b.path}: [{b.rule}] {b.message}" for b in found
    )


def _add_type(docs: Docs) -> None:
    docs["content_blocks"]["$defs"]["SearchResultBlock"] = {
        "title": "SearchResultBlock",
        "description": "A new block.",
        "type": "object",
        "properties": {"type": {"const": "search_result", "description": "Type tag."}},
        "required": ["type"],
    }


def _add_union_member(docs: Docs) -> None:
    _add_type(docs)
    t(docs, "ContentBlock")["oneOf"].append({"$ref": "#/$defs/SearchResultBlock"})


def _add_family(docs: Docs) -> None:
    docs["extra"] = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://chatschema.dev/schemas/extra.json",
        "title": "Extra",
        "description": "New family.",
        "$defs": {"Thing": {"title": "Thing", "description": "A thing.", "type": "string"}},
    }


def _rewrite_descriptions(docs: Docs) -> None:
    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "description" and isinstance(value, str):
                    node[key] = value.upper()
                else:
                    walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(docs)
    for doc in docs.values():
        doc["title"] = doc["title"] + " (renamed family)"


def _reorder(docs: Docs) -> None:
    for doc in docs.values():
        for schema in doc["$defs"].values():
            if "properties" in schema:
                schema["properties"] = dict(reversed(list(schema["properties"].items())))
            for key in ("anyOf", "oneOf", "allOf", "required"):
                if key in schema:
                    schema[key] = list(reversed(schema[key]))
    prop(docs, "ImageContentBlock", "source_type")["enum"].reverse()


def _inline_ref(docs: Docs) -> None:
    t(docs, "AIMessage")["properties"]["response_metadata"] = {
        "type": "object",
        "additionalProperties": {},
        "description": "inlined",
        "default": {},
    }


def _drop_required(docs: Docs) -> None:
    t(docs, "ToolCallChunk")["required"].remove("name")


def _drop_conditional(docs: Docs) -> None:
    t(docs, "ContentPart")["allOf"].pop()


COMPATIBLE: dict[str, tuple[Mutation | None, Mutation]] = {
    "unchanged": (None, lambda d: None),
    "untyped property added to an open block": (None, _set("TextContentBlock", "language", {})),
    "property added, as typed additionalProperties": (
        None,
        _set("InputTokenDetails", "cache_write", {"type": "integer"}),
    ),
    "optional property added to a closed type": (None, _set("AIMessage", "refusal", {"type": "string"})),
    "new type": (None, _add_type),
    "new schema file": (None, _add_family),
    "new enum value": (None, lambda d: prop(d, "ImageContentBlock", "source_type")["enum"].append("file")),
    "const becomes an enum": (None, _set("TextContentBlock", "type", {"enum": ["text", "text_v2"]})),
    "new union member": (None, _add_union_member),
    "new standard block (type, union member, ContentPart arm)": (
        None,
        _new_block("SearchResultBlock", "search_result"),
    ),
    "new anyOf branch": (None, lambda d: t(d, "MediaSource")["anyOf"].append({"required": ["path"]})),
    "becomes nullable (type list)": (None, _set("AIMessage", "example", {"type": ["boolean", "null"]})),
    "becomes nullable (anyOf)": (
        None,
        _set("ToolCall", "name", {"anyOf": [{"type": "string"}, {"type": "null"}]}),
    ),
    "integer widens to number": (None, _set("UsageMetadata", "input_tokens", {"type": "number"})),
    "type removed from a property (any)": (None, _set("ToolCall", "name", {})),
    "closed type opens": (None, lambda d: t(d, "AIMessage").pop("additionalProperties")),
    "typed additionalProperties opens": (
        None,
        lambda d: t(d, "InputTokenDetails").update(additionalProperties={}),
    ),
    "property no longer required": (None, _drop_required),
    "minimum lowered": (_min(1), _min(0)),
    "minimum removed": (_min(1), lambda d: prop(d, "UsageMetadata", "input_tokens").pop("minimum")),
    "maxLength raised": (
        _update("ToolCall", "name", maxLength=10),
        _update("ToolCall", "name", maxLength=100),
    ),
    "allOf constraint removed": (None, lambda d: t(d, "ImageContentBlock").pop("allOf")),
    "conditional removed": (None, _drop_conditional),
    "pattern removed": (
        _update("ToolCall", "name", pattern="^a"),
        lambda d: prop(d, "ToolCall", "name").pop("pattern"),
    ),
    "descriptions and family titles change": (None, _rewrite_descriptions),
    "properties, unions and enums reordered": (None, _reorder),
    "$ref replaced by the same schema inline": (None, _inline_ref),
    "$ref to an equal recursive type": (
        _trees,
        _set("ToolCall", "extras", {"$ref": "common.json#/$defs/Forest"}),
    ),
    "$ref to an equal type": (
        None,
        _update("ServerToolCall", "args", **{"$ref": "common.json#/$defs/JSONObject"}),
    ),
}


@pytest.mark.parametrize("case", sorted(COMPATIBLE))
def test_compatible_change_passes(tmp_path: Path, case: str) -> None:
    before, mutate = COMPATIBLE[case]
    found = _run(tmp_path, mutate, before)
    assert found == [], "\n".join(f"{b.path}: [{b.rule}] {b.message}" for b in found)


def test_a_change_with_several_breaks_lists_each(tmp_path: Path) -> None:
    def mutate(docs: Docs) -> None:
        _remove_type(docs)
        t(docs, "ToolCall")["properties"].pop("id")
        _set("AIMessage", "name", {"type": "string", "default": None})(docs)

    found = _run(tmp_path, mutate)
    paths = {b.path for b in found}
    assert {"Citation", "ToolCall.id", "AIMessage.name"} <= paths
    assert len(found) == len(set(found)), "no break is listed twice"


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, check=False)


def test_cli_passes_on_the_repository() -> None:
    result = _cli()
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no breaking changes" in result.stdout


def test_cli_fails_with_a_report(tmp_path: Path) -> None:
    base = _write(_docs(), tmp_path / "0.1.0")
    new = _docs()
    t(new, "ToolCall")["properties"].pop("id")
    t(new, "UsageMetadata")["required"].append("input_token_details")
    result = _cli("--baseline", str(base), "--schemas", str(_write(new, tmp_path / "new")))
    assert result.returncode == 1
    assert "2 breaking change(s)" in result.stdout and "release 0.1.0" in result.stdout
    assert "  ToolCall.id: [property-removed] property removed" in result.stdout
    assert "  UsageMetadata.input_token_details: [now-required] property is now required" in result.stdout


def test_cli_reports_additions(tmp_path: Path) -> None:
    base = _write(_docs(), tmp_path / "base")
    new = _docs()
    _add_type(new)
    _set("AIMessage", "refusal", {"type": "string"})(new)
    result = _cli("--baseline", str(base), "--schemas", str(_write(new, tmp_path / "new")))
    assert result.returncode == 0, result.stdout
    assert "SearchResultBlock: new type" in result.stdout
    assert "AIMessage.refusal: new property" in result.stdout


def _without_refusal(docs: Docs) -> None:
    """schemas/ as it was before RefusalContentBlock: the type, its union member and its arm."""
    del docs["content_blocks"]["$defs"]["RefusalContentBlock"]
    t(docs, "ContentBlock")["oneOf"].remove({"$ref": "#/$defs/RefusalContentBlock"})
    t(docs, "ContentPart")["allOf"].remove(_arm("refusal", "RefusalContentBlock"))


def test_new_standard_block_is_an_addition_not_a_break(tmp_path: Path) -> None:
    # The real change: RefusalContentBlock added to schemas/ after the 0.1.0 release.
    before = _docs()
    _without_refusal(before)
    checker = cc.Checker(cc.SchemaFiles.load(_write(before, tmp_path / "base")), cc.SchemaFiles.load(SCHEMAS))
    assert checker.breaks() == []
    (change,) = [c for c in checker.changes() if not c.breaking]
    assert (change.path, change.rule) == ("ContentPart", "standard-block-added")
    assert change.message.startswith("added standard block refusal (RefusalContentBlock)")
    assert str(change) in checker.additions()
    assert "RefusalContentBlock: new type" in checker.additions()


def test_new_standard_block_does_not_hide_other_breaks(tmp_path: Path) -> None:
    base = _write(_docs(), tmp_path / "base")
    new = _docs()
    _new_block("SearchResultBlock", "search_result")(new)
    t(new, "ReasoningContentBlock")["required"].append("reasoning")
    t(new, "ContentBlock")["oneOf"].remove({"$ref": "#/$defs/ServerToolResult"})
    result = _cli("--baseline", str(base), "--schemas", str(_write(new, tmp_path / "new")))
    assert result.returncode == 1, result.stdout
    assert "2 breaking change(s)" in result.stdout
    assert "  ReasoningContentBlock.reasoning: [now-required] property is now required" in result.stdout
    assert "  ContentBlock: [narrowed] union member ServerToolResult removed" in result.stdout
    assert "ContentPart: added standard block search_result (SearchResultBlock)" in result.stdout


def test_cli_reports_a_new_standard_block(tmp_path: Path) -> None:
    base = _write(_docs(), tmp_path / "base")
    new = _docs()
    _new_block("SearchResultBlock", "search_result")(new)
    result = _cli("--baseline", str(base), "--schemas", str(_write(new, tmp_path / "new")))
    assert result.returncode == 0, result.stdout
    assert "no breaking changes" in result.stdout
    assert "  SearchResultBlock: new type" in result.stdout
    line = "  ContentPart: added standard block search_result (SearchResultBlock): "
    line += 'objects tagged "search_result"'
    assert line in result.stdout


def test_cli_exits_2_without_a_baseline(tmp_path: Path) -> None:
    result = _cli("--baseline", str(tmp_path / "missing"))
    assert result.returncode == 2
    assert "no schema files" in result.stderr


def test_baseline_is_a_recorded_release() -> None:
    version, folder = cc.latest_baseline()
    assert re.fullmatch(r"\d+\.\d+\.\d+", version)
    assert folder == ROOT / "codegen" / "baseline" / version
    assert sorted(p.name for p in folder.glob("*.json")), "the baseline holds the released schema files"
    for path in folder.glob("*.json"):
        doc = json.loads(path.read_text())
        assert doc["$defs"], path.name


def test_a_deliberate_narrowing_is_accepted_one_by_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ACCEPTED records one break by its path and message: it is reported as an addition, and any
    other narrowing at the same path stays breaking."""
    rule = {"properties": {"function_call": {"type": "object"}}}
    path = "AIMessage.response_metadata.function_call"
    for name in ("one", "two", "three"):
        (tmp_path / name).mkdir()
    (found,) = _run(tmp_path / "one", _update("AIMessage", "response_metadata", **rule))
    monkeypatch.setitem(cc.ACCEPTED, (found.path, found.message), "AIMessage.response_metadata rule")
    assert found.path == path
    assert _run(tmp_path / "two", _update("AIMessage", "response_metadata", **rule)) == []

    def more(docs: Docs) -> None:
        _update("AIMessage", "response_metadata", **rule)(docs)
        prop(docs, "AIMessage", "response_metadata")["properties"]["tool_calls"] = {"type": "array"}

    (other,) = _run(tmp_path / "three", more)
    assert other.path == "AIMessage.response_metadata.tool_calls"
