"""Running the JavaScript oracle packages of tests/oracles (``make ts-deps``) from a test."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ORACLES = Path(__file__).resolve().parents[2] / "tests" / "oracles"
"""The npm project that pins the oracle packages (``ai``, ``@ag-ui/core``...)."""

needs_oracles = pytest.mark.skipif(
    shutil.which("node") is None or not (ORACLES / "node_modules" / "ai").is_dir(),
    reason="the JavaScript oracles are not installed (make ts-deps)",
)
"""Mark for tests that need node and the oracle packages."""


def run_oracle(script: str, payload: Any) -> Any:
    """Run the ES module ``script`` with node in tests/oracles (its imports resolve to the pinned
    packages), ``payload`` as JSON on stdin; what it writes to stdout, read as JSON."""
    node = shutil.which("node") or "node"
    result = subprocess.run(
        [node, "--input-type=module", "-e", script],
        input=json.dumps(payload),
        cwd=ORACLES,
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(result.stdout)
