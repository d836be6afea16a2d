"""The public API: LangChain's names are all there, and every public function has a summary and an example."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from pathlib import Path

import langchain_core.messages as lc
import pytest

import chatschema

# Names langchain_core.messages exports that chatschema provides under the same name.
LANGCHAIN_NAMES = sorted(set(lc.__all__))


def test_every_langchain_name_is_exported() -> None:
    missing = [name for name in LANGCHAIN_NAMES if not hasattr(chatschema, name)]
    assert missing == []


def test_all_is_sorted_set_of_real_names() -> None:
    assert len(chatschema.__all__) == len(set(chatschema.__all__))
    for name in chatschema.__all__:
        assert hasattr(chatschema, name), name


def _public_modules() -> list[str]:
    """``chatschema`` and its submodules with no ``_`` in their name, but the deprecated ``types``."""
    names = ["chatschema"]
    for info in pkgutil.walk_packages(chatschema.__path__, "chatschema."):
        private = any(part.startswith("_") for part in info.name.split(".")[1:])
        if not private and info.name != "chatschema.types":
            names.append(info.name)
    return names


def _public_functions() -> list[tuple[str, object]]:
    """Every function named in the ``__all__`` of a public module, once (by the first module naming it)."""
    out: dict[int, tuple[str, object]] = {}
    for module_name in _public_modules():
        try:
            module = importlib.import_module(module_name)
        except ImportError:  # an optional extra (dask, langchain) that is not installed
            continue
        for name in getattr(module, "__all__", ()):
            obj = getattr(module, name)
            if inspect.isfunction(obj) and not name.startswith("_"):
                out.setdefault(id(obj), (f"{module_name}.{name}", obj))
    return list(out.values())


@pytest.mark.parametrize(("name", "fn"), _public_functions(), ids=[n for n, _ in _public_functions()])
def test_public_function_docstring_has_summary_and_example(name: str, fn: object) -> None:
    """A summary line, then (Args/Returns/Raises only where they say something) a runnable example."""
    doc = inspect.getdoc(fn) or ""
    summary = doc.split("\n", 1)[0]
    assert summary.strip() and not summary.startswith(">>>"), f"{name}: no summary line"
    assert ">>>" in doc, f"{name}: no runnable example"
    for ceremony in ("Raises:\n    Nothing", "Returns:\n    None"):
        assert ceremony not in doc, f"{name}: {ceremony.split()[0]} says nothing"


def test_all_matches_the_snapshot() -> None:
    """A change to the public names is deliberate: update tests/public_api.txt in the same commit."""
    snapshot = (Path(__file__).parent / "public_api.txt").read_text().split()
    assert sorted(chatschema.__all__) == snapshot
