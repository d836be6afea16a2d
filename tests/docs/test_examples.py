"""Every Python and TypeScript block of the README and the docs runs (pydantic-ai's test_examples, in small).

The Python blocks of one page run in order in one namespace, as a reader would type them; a failing
block is reported with its file and line. The TypeScript blocks are compiled by ``tsc --strict``
in a scratch project where the npm package (compiled from src/typescript and generated/, as
``make ts-pack`` lays it out) is installed, then run with node.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tests.docs.blocks import PYTHON, ROOT, TYPESCRIPT, Block, blocks, doc_pages

TSC = ROOT / "codegen" / "typescript" / "node_modules" / ".bin" / "tsc"


def _pages_with(languages: frozenset[str]) -> list[Path]:
    return [page for page in doc_pages() if any(b.language in languages and b.runs for b in blocks(page))]


def _id(page: Path) -> str:
    return str(page.relative_to(ROOT))


@pytest.mark.parametrize("page", _pages_with(PYTHON), ids=_id)
def test_python_blocks_run(page: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    # A real module, so that what looks a name up in its module (pydantic, FastAPI) finds it.
    module = ModuleType("docs_example")
    monkeypatch.setitem(sys.modules, module.__name__, module)
    namespace: dict[str, Any] = module.__dict__
    for block in blocks(page):
        if block.language not in PYTHON or not block.runs:
            continue
        # Line numbers in a traceback are the page's own.
        code = compile("\n" * (block.line - 1) + block.code, str(page), "exec")
        try:
            exec(code, namespace)
        except Exception as error:
            raise AssertionError(f"the block at {block} fails: {error!r}") from error


def test_every_runnable_block_is_python_or_typescript_or_shell() -> None:
    """A block in another language is data (json, text) or a command (bash), or marked not to run."""
    others = {b.language for page in doc_pages() for b in blocks(page) if b.runs}
    assert others - PYTHON - TYPESCRIPT <= {"bash", "sh", "json", "text", "console", ""}


def _typescript_blocks() -> list[Block]:
    return [b for page in doc_pages() for b in blocks(page) if b.language in TYPESCRIPT and b.runs]


def _package(into: Path) -> None:
    """The npm package as ``make ts-pack`` lays it out, compiled from src/typescript and generated/."""
    compiled = subprocess.run(
        [str(TSC), "-p", str(ROOT / "src" / "typescript" / "tsconfig.json"), "--outDir", str(into)],
        capture_output=True,
        text=True,
    )
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    shutil.copy(ROOT / "generated" / "typescript" / "package.json", into / "package.json")
    (into / "generated" / "schema").mkdir(parents=True, exist_ok=True)
    shutil.copy(ROOT / "generated" / "schema" / "chatschema.schema.json", into / "generated" / "schema")


@pytest.mark.skipif(not _typescript_blocks(), reason="no TypeScript block in the docs")
def test_typescript_blocks_compile_strictly_and_run(tmp_path: Path) -> None:
    """Each block is a program of a project that installed the package: ``import ... from "chatschema"``."""
    _package(tmp_path / "node_modules" / "chatschema")
    examples = _typescript_blocks()
    names = []
    for n, block in enumerate(examples):
        name = f"example_{n}"
        (tmp_path / f"{name}.ts").write_text(f"// {block}\n" + block.code, encoding="utf-8")
        names.append(name)
    (tmp_path / "package.json").write_text(json.dumps({"type": "module"}))
    config = json.loads((ROOT / "src" / "typescript" / "tsconfig.json").read_text())
    options = {
        k: v for k, v in config["compilerOptions"].items() if k not in {"rootDir", "outDir", "declaration"}
    }
    # A user's project has console (DOM's or Node's); the package itself uses neither.
    options |= {"outDir": "out", "rootDir": ".", "lib": [*options["lib"], "DOM"]}
    (tmp_path / "tsconfig.json").write_text(
        json.dumps({"compilerOptions": options, "files": [f"{n}.ts" for n in names]})
    )
    compiled = subprocess.run([str(TSC), "-p", str(tmp_path)], capture_output=True, text=True, cwd=tmp_path)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    shutil.copy(tmp_path / "package.json", tmp_path / "out" / "package.json")
    node = shutil.which("node") or "node"
    for name, block in zip(names, examples, strict=True):
        ran = subprocess.run([node, f"out/{name}.js"], capture_output=True, text=True, cwd=tmp_path)
        assert ran.returncode == 0, f"the block at {block} fails:\n{ran.stderr}"
