"""Every relative link of the README, the docs and the other Markdown pages leads to a file of the repository.

The docs site checks links between its own pages (mkdocs --strict); a link out of docs/ (to schemas/,
src/, bench/README.md) is a repository link, checked here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.docs.blocks import ROOT, doc_pages

_LINK = re.compile(r"\]\(([^)\s]+)\)")
PAGES = [*doc_pages(), *sorted((ROOT / "docs" / "schema").glob("*.md"))]
PAGES += [ROOT / name for name in ("CONTRIBUTING.md", "CHANGELOG.md", "bench/README.md")]


def _without_code(text: str) -> str:
    text = re.sub(r"^( *)(`{3,}|~{3,}).*?^\1\2\s*$", "", text, flags=re.MULTILINE | re.DOTALL)
    return re.sub(r"`[^`\n]*`", "", text)


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_relative_links_resolve(page: Path) -> None:
    broken = []
    for target in _LINK.findall(_without_code(page.read_text(encoding="utf-8"))):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
            continue
        path = target.split("#", 1)[0]
        if not (page.parent / path).exists():
            broken.append(target)
    assert broken == []
