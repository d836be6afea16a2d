"""docs/layout.md names every top-level folder, every module of src/chatschema and every file of
src/typescript, and nothing that is not there."""

from __future__ import annotations

import re
import subprocess

from tests.docs.blocks import ROOT

LAYOUT = ROOT / "docs" / "layout.md"
_ROW = re.compile(r"^\| `([^`]+)` \|", re.MULTILINE)
_FOLDER_HEADING = re.compile(r"^## `([^`]+)/`$")


def _tracked() -> list[str]:
    out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return out.splitlines()


def _tables() -> dict[str, set[str]]:
    """The entries of each table by the folder it describes ("" for the repository)."""
    tables: dict[str, set[str]] = {}
    for section in re.split(r"^(?=## )", LAYOUT.read_text(encoding="utf-8"), flags=re.MULTILINE)[1:]:
        heading = section.splitlines()[0]
        folder = _FOLDER_HEADING.match(heading)
        tables[folder[1] if folder else ""] = set(_ROW.findall(section))
    return tables


def _children(folder: str, tracked: list[str]) -> set[str]:
    """The modules, packages and other entries git holds directly in ``folder``."""
    prefix = folder + "/"
    out = set()
    for path in tracked:
        if path.startswith(prefix):
            head, sep, _ = path[len(prefix) :].partition("/")
            out.add(head + sep)
    return out


def test_the_tables_describe_the_repository_and_the_two_packages() -> None:
    assert set(_tables()) == {"", "src/chatschema", "src/typescript"}


def test_every_top_level_folder_is_listed_and_every_listed_path_exists() -> None:
    listed = _tables()[""]
    folders = {path.split("/", 1)[0] + "/" for path in _tracked() if "/" in path}
    assert sorted(folders - listed) == []
    assert sorted(p for p in listed if not (ROOT / p).exists()) == []


def test_every_module_and_package_of_the_two_packages_is_listed_and_no_other() -> None:
    tracked = _tracked()
    for folder, listed in _tables().items():
        if folder:
            assert sorted(listed) == sorted(_children(folder, tracked)), folder
