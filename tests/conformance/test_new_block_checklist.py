"""A new standard content block is one schema edit: this checklist names every place it must also reach.

``checklist`` reads the standard block tags from the schemas (the members of the ``ContentBlock``
union in schemas/content_blocks.json) and reports, for each, every place its type is missing from:

* ``chatschema.typed`` and ``chatschema`` (imports and ``__all__``); these lists
  stay hand-written, so that type checkers see each name. The same holds for every other type a
  user builds or annotates with: the unions ``ContentBlock``, ``DataContentBlock`` and
  ``Annotation`` and their members, and every type of tool_calls.json and usage.json;
* the TypeScript output: the type in generated/typescript/types.ts (and in its ``ContentBlock``
  union), a validator module in generated/typescript/validators/ listed in its table, and the
  valid examples accepted by that validator and by the ``ContentBlock`` and ``ContentPart``
  validators (tests/typescript/ checks every example under its own title only);
* the schema reference: a section with the type tag in docs/schema/<family>.md;
* schemas/examples/<Title>/: at least one ``valid-*.json`` and one ``invalid-*.json``;
* ``chatschema.blocks.KNOWN_BLOCK_TYPES`` (generated: ``chatschema_generated.tags``);
* a hypothesis strategy in tests/conformance/strategies.py (derived from the schema).

Provider translators are held to every tag by tests/blocks/. The tests at the end run the
checklist on a copy of the schemas with a made-up block, ``example_new``, to show that it is not
vacuous: with the schema edit alone every place is reported; after examples and codegen, only the
two re-export lists. (``chatschema.types``, deprecated, keeps the 0.1.0 names and takes no new ones.)
"""

from __future__ import annotations

import copy
import importlib
import json
import re
import runpy
import shutil
import subprocess
import sys
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from chatschema.blocks import KNOWN_BLOCK_TYPES
from tests.conformance import strategies as S
from tests.conformance.checklist import Problem
from tests.conformance.node import compiled_validators, run_module

ROOT = Path(__file__).resolve().parent.parent.parent
SCHEMAS = ROOT / "schemas"
GENERATED = ROOT / "generated"
DOCS = ROOT / "docs" / "schema"

PLACES = (
    "chatschema.typed",
    "chatschema",
    "types.ts",
    "validators",
    "docs",
    "examples",
    "KNOWN_BLOCK_TYPES",
    "strategies",
)
"""Every place ``checklist`` looks; a problem names one."""
GENERATED_PLACES = frozenset({"types.ts", "validators", "docs", "KNOWN_BLOCK_TYPES", "strategies"})
"""The places ``make generate`` (and strategies.py, from the schema) fill in without a hand edit."""

EXPORTED_UNIONS = ("ContentBlock", "DataContentBlock", "Annotation")
"""Unions that are exported together with all their members."""
EXPORTED_FAMILIES = ("tool_calls", "usage")
"""Schema files whose every type is exported."""


@dataclass(frozen=True)
class Schemas:
    """A folder of schema files read as the checklist needs it."""

    folder: Path

    @property
    def docs(self) -> dict[str, dict[str, Any]]:
        return {p.stem: json.loads(p.read_text()) for p in sorted(self.folder.glob("*.json"))}

    def defs(self) -> dict[str, dict[str, Any]]:
        return S.all_defs(self.docs)

    def family(self) -> dict[str, str]:
        """Title -> the schema file (stem) that defines it."""
        return {title: stem for stem, doc in self.docs.items() for title in doc.get("$defs", {})}

    def block_tags(self) -> dict[str, str]:
        """Standard block tag -> title, in schema order."""
        return {tag: title for title, tag in S.union_tags("ContentBlock", self.defs()).items()}

    def exported(self) -> list[str]:
        """The types users build or annotate with, which the public modules re-export."""
        defs, family = self.defs(), self.family()
        out = dict.fromkeys(EXPORTED_UNIONS)
        for union in EXPORTED_UNIONS:
            out |= dict.fromkeys(S.union_tags(union, defs))
        out |= dict.fromkeys(t for t in defs if family[t] in EXPORTED_FAMILIES)
        return list(out)


def export_problems(schemas: Schemas) -> list[Problem]:
    """Each exported type missing from chatschema.typed or chatschema."""
    family = schemas.family()
    tag_of = {title: tag for tag, title in schemas.block_tags().items()}
    problems: list[Problem] = []
    for title in schemas.exported():
        fam = family[title]
        subject = f"{title} (tag {tag_of[title]!r})" if title in tag_of else title
        targets = [
            ("chatschema.typed", f"chatschema_generated.typed.{fam}", "src/chatschema/typed.py"),
            ("chatschema", f"chatschema_generated.typed.{fam}", "src/chatschema/__init__.py"),
        ]
        for public, source, path in targets:
            module = importlib.import_module(public)
            missing = [
                what
                for what, ok in (
                    ("no import", hasattr(module, title)),
                    ("not in __all__", title in module.__all__),
                )
                if not ok
            ]
            where = "chatschema.typed" if public == "chatschema" else source
            if missing:
                problems.append(
                    Problem(
                        subject,
                        public,
                        f"{title} is missing from {path} ({' and '.join(missing)}): import it from {where} "
                        f"and add {title!r} to __all__",
                    )
                )
                continue
            try:
                generated = getattr(importlib.import_module(source), title)
            except AttributeError:
                continue  # the generated package is older than the schemas: make generate says so
            if getattr(module, title) is not generated:
                problems.append(
                    Problem(
                        subject, public, f"{public}.{title} is not {source}.{title}; fix the import in {path}"
                    )
                )
    return problems


def _section(markdown: str, title: str) -> str | None:
    """The text under ``## title`` up to the next heading of that level."""
    match = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", markdown, re.S | re.M)
    return match.group(1) if match else None


def _typescript_union(types_ts: str, union: str) -> set[str]:
    match = re.search(rf"^export type {union} =(.*?);", types_ts, re.S | re.M)
    return set(re.findall(r"\w+", match.group(1))) if match else set()


def _node_rejects(typescript: Path, cases: list[tuple[str, str, Any]]) -> list[tuple[str, str]]:
    """(validator title, example file) of each case the generated TypeScript validators reject."""
    script = """
    import { readFileSync } from "node:fs";
    const { validators } = await import(process.argv[1]);
    const cases = JSON.parse(readFileSync(0, "utf8"));
    const out = cases.filter(([title, , value]) => !(validators[title] && validators[title].is(value)));
    console.log(JSON.stringify(out.map(([title, file]) => [title, file])));
    """
    return [tuple(pair) for pair in run_module(script, compiled_validators(typescript), cases)]


def checklist(
    schemas: Path = SCHEMAS,
    *,
    generated: Path = GENERATED,
    docs: Path = DOCS,
    known_block_types: Collection[str] = KNOWN_BLOCK_TYPES,
    strategies: Mapping[str, object] | None = None,
) -> list[Problem]:
    """Every place a standard block (or another exported type) of ``schemas`` is missing from.

    The other arguments say where to look (the repository's own files by default), so the tests below
    can point the checklist at a copy of the schemas and at codegen output made from it.
    """
    s = Schemas(schemas)
    strategies = S.BLOCKS if strategies is None else strategies
    family = s.family()
    problems = export_problems(s)
    types_ts = (generated / "typescript" / "types.ts").read_text()
    validators = generated / "typescript" / "validators"
    table_ts = (validators / "table.ts").read_text()
    content_block_ts = (validators / "ContentBlock.ts").read_text()
    in_union = _typescript_union(types_ts, "ContentBlock")
    node_cases: list[tuple[str, str, Any]] = []
    for tag, title in s.block_tags().items():
        subject = f"{title} (tag {tag!r})"
        again = "run make generate and commit generated/"
        ts: list[str] = []
        if not re.search(rf"^export (interface|type) {title}\b", types_ts, re.M):
            ts.append(f"declares no type {title}")
        if title not in in_union:
            ts.append(f"does not list {title} in the ContentBlock union")
        if not re.search(rf'\btype\??: "{re.escape(tag)}";', types_ts):
            ts.append(f'has no field type: "{tag}"')
        if ts:
            problems.append(
                Problem(subject, "types.ts", f"generated/typescript/types.ts {'; '.join(ts)}: {again}")
            )
        js = []
        module = validators / f"{title}.ts"
        if not module.exists() or f"export const {title}: Validator<T.{title}>" not in module.read_text():
            js.append(f"validators/{title}.ts does not export the validator {title}")
        if not re.search(rf"^  {title},$", table_ts, re.M):
            js.append(f"validators/table.ts does not list {title}")
        if f'"{tag}":' not in content_block_ts:
            js.append(f"validators/ContentBlock.ts never tests the tag {tag!r}")
        if js:
            problems.append(
                Problem(subject, "validators", f"generated/typescript/: {'; '.join(js)}: {again}")
            )

        page = docs / f"{family[title]}.md"
        section = _section(page.read_text(), title) if page.exists() else None
        if section is None or f'- type tag: `type` = `"{tag}"`' not in section:
            problems.append(
                Problem(
                    subject,
                    "docs",
                    f"docs/schema/{family[title]}.md has no section for {title} with its tag: "
                    "run make generate (or make docs) and commit docs/schema/",
                )
            )

        folder = schemas / "examples" / title
        valid = sorted(folder.glob("valid-*.json"))
        if not valid or not list(folder.glob("invalid-*.json")):
            problems.append(
                Problem(
                    subject,
                    "examples",
                    f"schemas/examples/{title}/ needs at least one valid-*.json (the block itself) and one "
                    'invalid-*.json ({"description": ..., "instance": ..., "error_path": "$..."}); '
                    "then run make generate",
                )
            )
        for path in valid:
            value = json.loads(path.read_text())
            if isinstance(value, dict) and value.get("type") == tag:
                name = f"{title}/{path.name}"
                node_cases += [
                    (title, name, value),
                    ("ContentBlock", name, value),
                    ("ContentPart", name, value),
                ]

        if tag not in known_block_types:
            problems.append(
                Problem(
                    subject,
                    "KNOWN_BLOCK_TYPES",
                    f"{tag!r} is not in chatschema.blocks.KNOWN_BLOCK_TYPES, which is "
                    "chatschema_generated.tags.CONTENT_BLOCK_TAGS: run make generate",
                )
            )
        if title not in strategies:
            problems.append(
                Problem(
                    subject,
                    "strategies",
                    f"tests/conformance/strategies.py draws no {title}: blocks() derives every ContentBlock "
                    "member from the schema; if that raised NoStrategy, teach _value the shape or write "
                    "the strategy by hand",
                )
            )
    for tag in sorted(set(known_block_types) - set(s.block_tags())):
        problems.append(
            Problem(
                f"tag {tag!r}",
                "KNOWN_BLOCK_TYPES",
                "KNOWN_BLOCK_TYPES has a tag the ContentBlock union lacks: run make generate",
            )
        )
    if node_cases:
        tag_of = S.union_tags("ContentBlock", s.defs())
        for validator, name in _node_rejects(generated / "typescript", node_cases):
            title = name.split("/", 1)[0]
            problems.append(
                Problem(
                    f"{title} (tag {tag_of[title]!r})",
                    "validators",
                    f"the TypeScript validator {validator} rejects schemas/examples/{name}: "
                    "run make generate; if it still rejects, the schema and the example disagree",
                )
            )
    return problems


def test_every_standard_block_reaches_every_place() -> None:
    problems = checklist()
    assert not problems, "a standard block is missing somewhere:\n" + "\n".join(map(str, problems))


# --------------------------------------------------------------------------- the checklist is not vacuous

NEW_TITLE = "ExampleNewContentBlock"
NEW_TAG = "example_new"


def _with_new_block(tmp: Path) -> Path:
    """A copy of schemas/ (examples too) with one more standard block, added as the schema edit adds one."""
    folder = tmp / "schemas"
    shutil.copytree(SCHEMAS, folder)
    path = folder / "content_blocks.json"
    doc = json.loads(path.read_text())
    doc["$defs"][NEW_TITLE] = {
        "title": NEW_TITLE,
        "description": "A block that exists only in the test of the new-block checklist.",
        "type": "object",
        "properties": {
            "type": {"const": NEW_TAG, "description": f"Type tag; always '{NEW_TAG}'."},
            "note": {"type": "string", "description": "Some text."},
            "id": {"type": "string", "description": "Identifier of the block."},
            "extras": {"$ref": "#/$defs/Extras", "description": "Provider-specific data."},
        },
        "required": ["type", "note"],
    }
    doc["$defs"]["ContentBlock"]["oneOf"].append({"$ref": f"#/$defs/{NEW_TITLE}"})
    arm = copy.deepcopy(doc["$defs"]["ContentPart"]["allOf"][0])
    arm["if"]["properties"]["type"]["const"] = NEW_TAG
    arm["then"]["$ref"] = f"#/$defs/{NEW_TITLE}"
    doc["$defs"]["ContentPart"]["allOf"].append(arm)
    path.write_text(json.dumps(doc, indent=2) + "\n")
    return folder


def _places(problems: list[Problem]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for p in problems:
        out.setdefault(p.subject, set()).add(p.place)
    return out


def test_a_new_block_is_reported_in_every_place(tmp_path: Path) -> None:
    """Only the schema edit, nothing else: every place reports the new block, and nothing else."""
    problems = checklist(_with_new_block(tmp_path))
    assert _places(problems) == {f"{NEW_TITLE} (tag {NEW_TAG!r})": set(PLACES)}, "\n".join(map(str, problems))
    for p in problems:
        assert NEW_TITLE in p.message or NEW_TAG in p.message, p


def _generate(schemas: Path, out: Path) -> None:
    for script, target in (("generate.py", out / "generated"), ("docs.py", out / "docs")):
        subprocess.run(
            [sys.executable, str(ROOT / "codegen" / script), "--schemas", str(schemas), "--out", str(target)],
            check=True,
            capture_output=True,
        )


def test_after_examples_and_make_generate_only_the_exports_remain(tmp_path: Path) -> None:
    """The schema edit, two examples and codegen: what is left is the hand-written re-export lists."""
    schemas = _with_new_block(tmp_path)
    examples = schemas / "examples" / NEW_TITLE
    examples.mkdir()
    (examples / "valid-minimal.json").write_text(json.dumps({"type": NEW_TAG, "note": "n"}))
    (examples / "invalid-note-not-string.json").write_text(
        json.dumps(
            {
                "description": "note is a string",
                "instance": {"type": NEW_TAG, "note": 1},
                "error_path": "$.note",
            }
        )
    )
    _generate(schemas, tmp_path)
    generated = tmp_path / "generated"
    tags = runpy.run_path(str(generated / "python" / "chatschema_generated" / "tags.py"))
    defs = Schemas(schemas).defs()
    problems = checklist(
        schemas,
        generated=generated,
        docs=tmp_path / "docs",
        known_block_types=tags["CONTENT_BLOCK_TAGS"],
        strategies=S.blocks(defs=defs),
    )
    hand = set(PLACES) - GENERATED_PLACES - {"examples"}
    assert _places(problems) == {f"{NEW_TITLE} (tag {NEW_TAG!r})": hand}, "\n".join(map(str, problems))
    assert tags["CONTENT_PART_TAGS"] == tags["CONTENT_BLOCK_TAGS"]
    _strategy_draws_valid_blocks(S.blocks(defs=defs)[NEW_TITLE], schemas)


def _strategy_draws_valid_blocks(strategy: st.SearchStrategy[Any], schemas: Path) -> None:
    """The strategy derived for the new block draws values the new schema accepts."""
    docs = Schemas(schemas).docs
    registry = Registry().with_resources((doc["$id"], Resource.from_contents(doc)) for doc in docs.values())
    ref = {"$ref": f"{docs['content_blocks']['$id']}#/$defs/ContentPart"}
    validator = Draft202012Validator(ref, registry=registry)

    @settings(max_examples=20, database=None)
    @given(strategy)
    def check(value: Any) -> None:
        assert value["type"] == NEW_TAG
        assert validator.is_valid(value), value

    check()


def test_a_shape_the_strategies_cannot_draw_is_named(tmp_path: Path) -> None:
    """A new block property of a shape strategies.py has no generic path for fails with its name."""
    schemas = _with_new_block(tmp_path)
    defs = Schemas(schemas).defs()
    defs[NEW_TITLE]["properties"]["note"]["pattern"] = "^n"
    with pytest.raises(S.NoStrategy, match=rf"{NEW_TITLE}\.note"):
        S.blocks(defs=defs)
