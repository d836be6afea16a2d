"""The API reference: one page per public module, and every public name on it.

The pages are written at build time by docs/hooks/api_pages.py, one per public module; this builds
the site (strictly, as ``make docs-site`` does) and reads the inventory mkdocstrings writes.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import re
import subprocess
import sys
import zlib
from pathlib import Path
from types import ModuleType

import pytest

from tests.docs.blocks import ROOT
from tests.test_public_api import public_modules


def _hook() -> ModuleType:
    spec = importlib.util.spec_from_file_location("api_pages", ROOT / "docs" / "hooks" / "api_pages.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PUBLIC_MODULES: tuple[str, ...] = _hook().PUBLIC_MODULES


def test_there_is_an_api_page_for_each_public_module() -> None:
    """The pages follow the snapshots in tests/public_api/, which follow the tree (test_public_api.py)."""
    assert PUBLIC_MODULES[0] == "chatschema"
    assert sorted(PUBLIC_MODULES) == public_modules()


def _inventory(site: Path) -> set[str]:
    """The objects mkdocstrings rendered: the names in the site's objects.inv (Sphinx inventory v2)."""
    raw = (site / "objects.inv").read_bytes()
    header_end = 0
    for _ in range(4):
        header_end = raw.index(b"\n", header_end) + 1
    text = zlib.decompress(raw[header_end:]).decode("utf-8")
    return {line.split(" ", 1)[0] for line in text.splitlines() if re.search(r" py:\w+ ", line)}


@pytest.fixture(scope="module")
def rendered(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    site = tmp_path_factory.mktemp("site")
    subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "--site-dir", str(site)],
        cwd=ROOT,
        check=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
    )
    return _inventory(site)


@pytest.mark.parametrize("module", PUBLIC_MODULES)
def test_every_public_name_is_in_the_api_reference(module: str, rendered: set[str]) -> None:
    names = [name for name in importlib.import_module(module).__all__ if not name.startswith("_")]
    assert names, module
    assert sorted(name for name in names if f"{module}.{name}" not in rendered) == []
