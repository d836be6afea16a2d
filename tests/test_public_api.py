"""The public API: LangChain's names are all there, and every public function is documented."""

from __future__ import annotations

import inspect
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


def _public_functions() -> list[tuple[str, object]]:
    out = []
    for name in chatschema.__all__:
        obj = getattr(chatschema, name)
        if inspect.isfunction(obj) and not name.startswith("_"):
            out.append((name, obj))
    return out


@pytest.mark.parametrize(("name", "fn"), _public_functions(), ids=[n for n, _ in _public_functions()])
def test_public_function_docstring_has_args_returns_example(name: str, fn: object) -> None:
    doc = inspect.getdoc(fn) or ""
    params = [p for p in inspect.signature(fn).parameters.values() if p.name not in ("self", "cls")]  # type: ignore[arg-type]
    if params:
        assert "Args:" in doc, f"{name}: no Args section"
    assert "Returns:" in doc, f"{name}: no Returns section"
    assert "Example" in doc and ">>>" in doc, f"{name}: no runnable example"


def test_all_matches_the_snapshot() -> None:
    """A change to the public names is deliberate: update tests/public_api.txt in the same commit."""
    snapshot = (Path(__file__).parent / "public_api.txt").read_text().split()
    assert sorted(chatschema.__all__) == snapshot
