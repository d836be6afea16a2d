"""docs/schema/ is the reference codegen/docs.py writes from schemas/, and it is up to date.

Regenerate with ``make docs`` (``make generate`` runs it too) after changing a schema or an example.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
SCHEMAS = ROOT / "schemas"
DOCS = ROOT / "docs" / "schema"
SCRIPT = ROOT / "codegen" / "docs.py"


def _docs(schemas: Path, out: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), "--schemas", str(schemas), "--out", str(out), *extra],
        capture_output=True,
        text=True,
        check=False,
    )


def _families() -> dict[str, dict[str, Any]]:
    return {p.stem: json.loads(p.read_text()) for p in sorted(SCHEMAS.glob("*.json"))}


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("docs") / "schema"
    result = _docs(SCHEMAS, out)
    assert result.returncode == 0, result.stderr
    return out


def _files(folder: Path) -> dict[str, str]:
    return {p.name: p.read_text() for p in sorted(folder.iterdir()) if p.is_file()}


def test_docs_are_up_to_date(fresh: Path) -> None:
    committed, regenerated = _files(DOCS), _files(fresh)
    assert sorted(committed) == sorted(regenerated), "docs/schema/ is stale: run make docs"
    for name, text in regenerated.items():
        assert committed[name] == text, f"docs/schema/{name} is stale: run make docs"


def test_one_page_per_family_and_an_index(fresh: Path) -> None:
    assert sorted(p.name for p in fresh.iterdir()) == sorted(["index.md", *(f"{s}.md" for s in _families())])


def test_every_page_has_the_do_not_edit_header(fresh: Path) -> None:
    for name, text in _files(fresh).items():
        first = text.splitlines()[0]
        source = "schemas/" if name == "index.md" else f"schemas/{name[:-3]}.json"
        assert first.startswith(f"<!-- Generated from {source}"), name
        assert "codegen/docs.py" in first and "DO NOT EDIT" in first, name


def test_every_type_title_is_a_heading_on_its_family_page(fresh: Path) -> None:
    index = (fresh / "index.md").read_text()
    for stem, doc in _families().items():
        page = (fresh / f"{stem}.md").read_text()
        assert page.splitlines()[2] == f"# {doc['title']}"
        assert doc["description"] in page
        headings = re.findall(r"^## (\S+)$", page, flags=re.MULTILINE)
        assert headings == list(doc["$defs"]), stem
        for title, schema in doc["$defs"].items():
            assert schema["description"] in page, title
            assert f"[{title}]({stem}.md#{title.lower()})" in index, title


def _section(page: str, title: str) -> str:
    start = page.index(f"\n## {title}\n")
    end = page.find("\n## ", start + 1)
    return page[start : end if end != -1 else len(page)]


def test_every_property_is_in_its_type_table(fresh: Path) -> None:
    for stem, doc in _families().items():
        page = (fresh / f"{stem}.md").read_text()
        for title, schema in doc["$defs"].items():
            section = _section(page, title)
            required = set(schema.get("required", []))
            for prop, ps in schema.get("properties", {}).items():
                row = next(line for line in section.splitlines() if line.startswith(f"| `{prop}` |"))
                cells = [c.strip() for c in re.split(r"(?<!\\)\|", row)[1:-1]]
                assert cells[2] == ("yes" if prop in required else "no"), (title, prop)
                if "default" in ps:
                    assert cells[3] == f"`{json.dumps(ps['default'])}`", (title, prop)
                assert cells[4] == " ".join(ps["description"].split()).replace("|", "\\|"), (title, prop)


def test_refs_render_as_links_and_union_tags_are_listed(fresh: Path) -> None:
    messages = (fresh / "messages.md").read_text()
    ai = _section(messages, "AIMessage")
    assert "| `usage_metadata` | [UsageMetadata](usage.md#usagemetadata) \\| null | no | `null` |" in ai
    assert "| `tool_calls` | [ToolCall](tool_calls.md#toolcall)[] | no | `[]` |" in ai
    assert "rejected (`additionalProperties: false`)" in ai
    any_message = _section(messages, "AnyMessage")
    assert '| `"ai"` | [AIMessage](#aimessage) |' in any_message
    assert '| `"AIMessageChunk"` | [AIMessageChunk](#aimessagechunk) |' in any_message
    blocks = (fresh / "content_blocks.md").read_text()
    part = _section(blocks, "ContentPart")
    assert '| `"tool_call"` | [ToolCall](tool_calls.md#toolcall) |' in part
    image = _section(blocks, "ImageContentBlock")
    assert (
        "**Rule** ([MediaSource](#mediasource)): The rule that a media block must say where its data is"
        in image
    )
    assert "- has `source_type` and `data`" in image
    assert '`"url"` \\| `"base64"` \\| `"id"` \\| `"text"`' in image
    usage = (fresh / "usage.md").read_text()
    assert "allowed, each must be `integer`" in _section(usage, "InputTokenDetails")


def test_every_example_is_shown_with_its_type(fresh: Path) -> None:
    for stem, doc in _families().items():
        page = (fresh / f"{stem}.md").read_text()
        for title in doc["$defs"]:
            section = _section(page, title)
            for path in sorted((SCHEMAS / "examples" / title).glob("*.json")):
                assert f"[`{path.name}`](../../schemas/examples/{title}/{path.name})" in section
                case = json.loads(path.read_text())
                if path.name.startswith("invalid-"):
                    assert case["description"] in section, path
                    assert f"error at `{case['error_path']}`" in section, path
                    case = case["instance"]
                assert json.dumps(case, indent=2, ensure_ascii=False) in section, path


def test_every_link_resolves(fresh: Path) -> None:
    anchors = {
        name: {h.lower() for h in re.findall(r"^#+ (.+)$", text, flags=re.MULTILINE)}
        for name, text in _files(fresh).items()
    }
    for name, text in _files(fresh).items():
        for target in re.findall(r"\]\(([^)]+)\)", text):
            file, _, anchor = target.partition("#")
            if file.startswith("../../"):
                assert (ROOT / file[6:]).exists(), (name, target)
                continue
            page = file or name
            assert page in anchors, (name, target)
            if anchor:
                assert anchor in {a.replace(" ", "-") for a in anchors[page]}, (name, target)


def test_check_flag_reports_stale_pages(fresh: Path, tmp_path: Path) -> None:
    assert _docs(SCHEMAS, fresh, "--check").returncode == 0
    stale = tmp_path / "schema"
    shutil.copytree(fresh, stale)
    (stale / "usage.md").write_text("edited by hand\n")
    (stale / "old.md").write_text("a removed family\n")
    result = _docs(SCHEMAS, stale, "--check")
    assert result.returncode == 1
    assert "usage.md is stale" in result.stderr and "old.md is stale" in result.stderr
    assert (stale / "usage.md").read_text() == "edited by hand\n", "--check writes nothing"


def test_writing_replaces_stale_pages(fresh: Path, tmp_path: Path) -> None:
    out = tmp_path / "schema"
    shutil.copytree(fresh, out)
    (out / "removed_family.md").write_text("stale\n")
    assert _docs(SCHEMAS, out).returncode == 0
    assert _files(out) == _files(fresh)


def test_awkward_text_stays_valid_markdown(tmp_path: Path) -> None:
    schemas = tmp_path / "schemas"
    (schemas / "examples" / "Odd").mkdir(parents=True)
    doc = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://chatschema.dev/schemas/odd.json",
        "title": "Odd things",
        "description": "Edge cases.",
        "$defs": {
            "Odd": {
                "title": "Odd",
                "description": "A type | with a pipe.",
                "type": "object",
                "properties": {
                    "sep": {"const": "a|b", "description": "Holds a | b."},
                    "tick": {"const": "`x`", "description": "Backticks."},
                    "n": {"type": ["integer", "null"], "minimum": 0, "description": "Bounded."},
                    "any": {"description": "Anything."},
                },
                "required": ["sep"],
            }
        },
    }
    (schemas / "odd.json").write_text(json.dumps(doc))
    (schemas / "examples" / "Odd" / "valid-fence.json").write_text(json.dumps({"sep": "a|b", "s": "```"}))
    out = tmp_path / "out"
    result = _docs(schemas, out)
    assert result.returncode == 0, result.stderr
    page = (out / "odd.md").read_text()
    assert '| `sep` | `"a\\|b"` | yes |  | Holds a \\| b. |' in page
    assert '| `tick` | ``"`x`"`` | no |' in page
    assert "| `n` | (integer \\| null) (>= `0`) | no |" in page
    assert "| `any` | any | no |" in page
    assert '````json\n{\n  "sep": "a|b",\n  "s": "```"\n}\n````' in page
    assert "**Examples**" in page and "## Odd" in page
