"""``make demo`` installs only the run-time dependencies, taken with their hashes from the lock."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _from_lock() -> ModuleType:
    spec = importlib.util.spec_from_file_location("from_lock", ROOT / "requirements" / "from_lock.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_demo_requirements_are_the_runtime_dependencies_pinned_and_hashed() -> None:
    from_lock = _from_lock()
    pyproject = (ROOT / "pyproject.toml").read_text()
    lock = (ROOT / "requirements" / "lock.txt").read_text()
    names = from_lock.runtime_names(pyproject)
    assert names == ["msgspec", "typing-extensions"]
    text = from_lock.entries(lock, names)
    pins = re.findall(r"^([a-z0-9-]+)==(\S+) \\$", text, re.MULTILINE)
    assert [name for name, _ in pins] == names
    for name, version in pins:
        assert f"{name}=={version} \\" in lock
    assert text.count("--hash=sha256:") >= len(names)
    assert "#" not in text
    assert not text.rstrip().endswith("\\")


def test_a_dependency_missing_from_the_lock_is_an_error() -> None:
    from_lock = _from_lock()
    with pytest.raises(SystemExit, match="no entry for not-there"):
        from_lock.entries("msgspec==1 \\\n    --hash=sha256:00\n", ["not-there"])
