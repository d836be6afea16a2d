"""Running a short ES module script with node, for the tests that ask the generated TypeScript."""

from __future__ import annotations

import atexit
import json
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any


def run_module(script: str, module: Path, payload: Any = None) -> Any:
    """Run ``script`` with node, ``process.argv[1]`` the URL of ``module``, ``payload`` as JSON on
    stdin; return what it prints, read as JSON."""
    node = shutil.which("node") or "node"
    result = subprocess.run(
        [node, "--input-type=module", "-e", script, module.as_uri()],
        input=json.dumps(payload),
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(result.stdout)


_COMPILED: dict[Path, Path] = {}
_TSC = Path(__file__).resolve().parents[2] / "codegen" / "typescript" / "node_modules" / ".bin" / "tsc"


def compiled_validators(typescript: Path) -> Path:
    """The generated TypeScript validators under ``typescript`` (a ``generated/typescript``), compiled
    once per session into a temporary folder; returns the compiled ``validators/table.js``."""
    typescript = typescript.resolve()
    if typescript not in _COMPILED:
        out = Path(tempfile.mkdtemp(prefix="chatschema-ts-"))
        atexit.register(shutil.rmtree, out, True)
        sources = [
            str(typescript / "types.ts"),
            *sorted(str(p) for p in (typescript / "validators").glob("*.ts")),
        ]
        flags = ["--strict", "--target", "ES2022", "--module", "NodeNext", "--moduleResolution", "NodeNext"]
        subprocess.run([str(_TSC), *flags, "--outDir", str(out), *sources], check=True, capture_output=True)
        (out / "package.json").write_text('{"type": "module"}')
        _COMPILED[typescript] = out / "validators" / "table.js"
    return _COMPILED[typescript]
