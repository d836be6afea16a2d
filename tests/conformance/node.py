"""Running a short ES module script with node, for the tests that ask the generated TypeScript."""

from __future__ import annotations

import json
import shutil
import subprocess
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
