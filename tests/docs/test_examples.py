"""Every Python and TypeScript block of the README and the docs runs (pydantic-ai's test_examples, in small).

The Python blocks of one page run in order in one namespace, as a reader would type them; a failing
block is reported with its file and line. The TypeScript blocks are compiled by ``tsc --strict``
in a scratch project where the npm package (compiled from src/typescript and generated/, as
``make ts-pack`` lays it out) and the JavaScript packages of tests/oracles (``ai``,
``@langchain/core``, ...) are installed, then run with node.

A TypeScript block marked ``{.backend}`` is a front end of its page's Python backend: it runs while
the ASGI ``app`` that the page's Python blocks define is served by uvicorn on a free port of
127.0.0.1, as a page that server would serve: ``location`` is the server's address and ``fetch``
resolves a relative URL against it, as in a browser.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tests.docs.blocks import BACKEND, PYTHON, ROOT, TYPESCRIPT, Block, blocks, doc_pages
from tests.e2e.server import serve

TSC = ROOT / "codegen" / "typescript" / "node_modules" / ".bin" / "tsc"
ORACLES = ROOT / "tests" / "oracles" / "node_modules"
# Run by node before a {.backend} block: the browser's `location` and its relative fetch, on the server.
BROWSER_PAGE = """\
globalThis.location = new URL(process.env.CHATSCHEMA_EXAMPLE_ORIGIN);
const fetchFromNode = globalThis.fetch;
globalThis.fetch = (input, init) =>
  fetchFromNode(typeof input === "string" ? new URL(input, globalThis.location.href) : input, init);
"""


def _pages_with(languages: frozenset[str]) -> list[Path]:
    return [page for page in doc_pages() if any(b.language in languages and b.runs for b in blocks(page))]


def _id(page: Path) -> str:
    return str(page.relative_to(ROOT))


@pytest.mark.parametrize("page", _pages_with(PYTHON), ids=_id)
def test_python_blocks_run(page: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _run_python_blocks(page, tmp_path, monkeypatch)


def _run_python_blocks(page: Path, cwd: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Run the page's Python blocks in order in one namespace, in ``cwd``; return the namespace."""
    monkeypatch.chdir(cwd)
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
    return namespace


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


def _oracle_packages(into: Path) -> None:
    """The JavaScript packages of tests/oracles (make ts-deps), linked into the project's node_modules."""
    for entry in ORACLES.iterdir():
        if not entry.name.startswith("."):
            (into / entry.name).symlink_to(entry, target_is_directory=True)


@pytest.mark.skipif(not _typescript_blocks(), reason="no TypeScript block in the docs")
def test_typescript_blocks_compile_strictly_and_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each block is a program of a project that installed the package: ``import ... from "chatschema"``."""
    _package(tmp_path / "node_modules" / "chatschema")
    _oracle_packages(tmp_path / "node_modules")
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
    # The .d.ts of `ai` and `@langchain/core` fail exactOptionalPropertyTypes, so a project using them
    # skips declaration files; the package's own are checked with skipLibCheck off by make ts-consumer.
    options["skipLibCheck"] = True
    (tmp_path / "tsconfig.json").write_text(
        json.dumps({"compilerOptions": options, "files": [f"{n}.ts" for n in names]})
    )
    compiled = subprocess.run([str(TSC), "-p", str(tmp_path)], capture_output=True, text=True, cwd=tmp_path)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    shutil.copy(tmp_path / "package.json", tmp_path / "out" / "package.json")
    (tmp_path / "out" / "browser_page.mjs").write_text(BROWSER_PAGE, encoding="utf-8")
    node = shutil.which("node") or "node"
    for name, block in zip(names, examples, strict=True):
        if BACKEND not in block.info:
            ran = subprocess.run([node, f"out/{name}.js"], capture_output=True, text=True, cwd=tmp_path)
            assert ran.returncode == 0, f"the block at {block} fails:\n{ran.stderr}"
            continue
        (tmp_path / "backend").mkdir(exist_ok=True)
        with monkeypatch.context() as patch:
            app = _run_python_blocks(block.path, tmp_path / "backend", patch).get("app")
            assert app is not None, f"{block}: the Python blocks of its page define no `app` to serve"
            with serve(app) as origin:
                command = [node, "--import", "./out/browser_page.mjs", f"out/{name}.js"]
                env = {**os.environ, "CHATSCHEMA_EXAMPLE_ORIGIN": origin}
                ran = subprocess.run(command, capture_output=True, text=True, cwd=tmp_path, env=env)
        assert ran.returncode == 0, f"the block at {block} fails:\n{ran.stderr}"
