"""Hook from codegen/generate.py into the TypeScript generator, codegen/typescript/generate.mjs.

It writes ``generated/schema/`` (the bundled schema and its manifest) and ``generated/typescript/``
(types, the npm manifest; codegen/ts_validators.py writes the validators). The node toolchain is pinned in
codegen/typescript/package-lock.json and installed by ``make ts-deps``.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent / "typescript"
ROOT = HERE.parent.parent
SCRIPT = HERE / "generate.mjs"
# what the TypeScript output depends on besides the schemas, for the inputs digest
TS_INPUTS = [SCRIPT, HERE / "package.json", HERE / "package-lock.json"]


def package_version(pyproject: Path = ROOT / "pyproject.toml") -> str:
    """The ``[project]`` version, which the schema manifest carries."""
    import tomllib

    version: str = tomllib.loads(pyproject.read_text())["project"]["version"]
    return version


def check_toolchain() -> None:
    """Fail early, before anything is wiped, when the node toolchain is missing."""
    if not (HERE / "node_modules").is_dir():
        raise SystemExit(
            "codegen/typescript/node_modules is missing: run `make ts-deps` "
            "(npm ci --prefix codegen/typescript) and generate again"
        )
    if shutil.which("node") is None:
        raise SystemExit("node is not on PATH: the TypeScript output needs Node.js 20 or newer")


def generate_typescript(schemas: Path, generated: Path, digest: str) -> None:
    """Write the bundled schema, its manifest, TypeScript types and validators under ``generated``."""
    check_toolchain()
    node = shutil.which("node") or "node"
    cmd = [
        node,
        str(SCRIPT),
        "--schemas",
        str(schemas),
        "--out",
        str(generated),
        "--digest",
        digest,
        "--version",
        package_version(),
    ]
    subprocess.run(cmd, check=True, cwd=ROOT)
