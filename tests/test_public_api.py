"""The public API: LangChain's names are all there, and every public function has a summary and an example."""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path
from types import ModuleType

import langchain_core.messages as lc
import pytest

import chatschema

SRC = Path(__file__).resolve().parent.parent / "src"
SNAPSHOTS = Path(__file__).resolve().parent / "public_api"
"""One file per public module: ``chatschema.txt``, ``chatschema.otel.txt``... (the API reference's list)."""

# Names langchain_core.messages exports that chatschema provides under the same name.
LANGCHAIN_NAMES = sorted(set(lc.__all__))


def test_every_langchain_name_is_exported() -> None:
    missing = [name for name in LANGCHAIN_NAMES if not hasattr(chatschema, name)]
    assert missing == []


def test_all_is_sorted_set_of_real_names() -> None:
    assert len(chatschema.__all__) == len(set(chatschema.__all__))
    for name in chatschema.__all__:
        assert hasattr(chatschema, name), name


def public_modules(src: Path = SRC) -> list[str]:
    """Every module of ``src/chatschema`` whose dotted path has no ``_``-prefixed part, read off the files.

    ``chatschema.messages.envelopes`` is public; ``chatschema.messages._base`` and
    ``chatschema.convert._model_responses.openai`` are not. Nothing is imported to find them.
    """
    names = []
    for path in sorted((src / "chatschema").rglob("*.py")):
        parts = list(path.relative_to(src).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        if not any(part.startswith("_") for part in parts):
            names.append(".".join(parts))
    return sorted(names)


def _import_public(name: str) -> ModuleType:
    """The module, or a skip when an optional extra it needs (dask, litestar, mellea...) is not installed."""
    try:
        return importlib.import_module(name)
    except ImportError as error:
        if error.name and error.name.split(".")[0] == "chatschema":
            raise
        pytest.skip(f"{name} needs {error.name}, which is not installed")


def _public_functions() -> list[tuple[str, object]]:
    """Every function named in the ``__all__`` of a public module, once (by the first module naming it)."""
    out: dict[int, tuple[str, object]] = {}
    for module_name in public_modules():
        if module_name == "chatschema.types":  # deprecated: each name warns, and is no function
            continue
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


def _snapshot(module: str) -> list[str]:
    return (SNAPSHOTS / f"{module}.txt").read_text().split()


def test_every_public_module_has_a_snapshot() -> None:
    """A new public module is deliberate: write its snapshot (``python tests/test_public_api.py``)
    or give it a leading underscore; a snapshot of a module that is gone or private goes too."""
    snapshots = sorted(path.stem for path in SNAPSHOTS.glob("*.txt"))
    assert snapshots == public_modules()


@pytest.mark.parametrize("module", public_modules())
def test_all_matches_the_snapshot(module: str) -> None:
    """A change to a public module's names is deliberate: update ``tests/public_api/<module>.txt`` with it."""
    names = getattr(_import_public(module), "__all__", None)
    assert names is not None, f"{module} is public and has no __all__: declare it, or make the module private"
    assert len(names) == len(set(names)), f"{module}.__all__ repeats a name"
    assert sorted(names) == _snapshot(module)


def write_snapshots() -> None:
    """Rewrite ``tests/public_api/``: one file per public module, its ``__all__`` sorted, one name a line."""
    SNAPSHOTS.mkdir(exist_ok=True)
    for stale in SNAPSHOTS.glob("*.txt"):
        stale.unlink()
    for module in public_modules():
        names = sorted(importlib.import_module(module).__all__)
        (SNAPSHOTS / f"{module}.txt").write_text("".join(f"{name}\n" for name in names))


if __name__ == "__main__":
    write_snapshots()
    counts = {module: len(_snapshot(module)) for module in public_modules()}
    print(f"{len(counts)} public modules, {sum(counts.values())} names in their __all__")
