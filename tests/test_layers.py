"""The import structure of ``src/chatschema``: layers without cycles.

Read from the source with :mod:`ast` (nothing is imported). Every import of a
chatschema module counts, at module level or inside a function; imports
under ``if TYPE_CHECKING:`` do not (they never run). The checks:

* no import cycles between modules;
* no import of a chatschema module inside a function (only optional
  third-party dependencies are imported lazily);
* no ``from chatschema.x import _name`` of a private name from another
  module (a name listed in the owner's ``__all__`` counts as public:
  ``_message_from_dict`` is LangChain's public name). Private *modules* are
  imported freely across the package (``from chatschema._trim import
  trim_messages``, ``from chatschema.convert import _provider_io``): a helper
  that two modules share lives in a ``_module`` under a plain name, rather
  than becoming a public name (tests/test_public_api.py snapshots those);
* each module imports only from its own layer or lower ones (:data:`LAYERS`).

An edge goes to the module an import names: ``from chatschema.blocks import
x`` depends on the package ``chatschema.blocks`` (and on the submodule
``chatschema.blocks.x`` when there is one), ``import chatschema.blocks.x``
on the submodule only. Run ``python tests/test_layers.py`` to print the
graph's figures.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass, field
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"
PACKAGE = "chatschema"

LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "foundation",
        (
            "chatschema._version",
            "chatschema._gc_pause",
            "chatschema._partial_application",
            "chatschema.errors",
            "chatschema._warn",
            "chatschema._extras",
            "chatschema._ids",
            "chatschema.types",
            "chatschema.typed",
        ),
    ),
    ("codec", ("chatschema._validation",)),
    ("blocks", ("chatschema.blocks",)),
    ("messages", ("chatschema.messages",)),
    (
        "conversions",
        (
            "chatschema.convert",
            "chatschema._formats",
            "chatschema._serialize",
            "chatschema.langchain",
            "chatschema.mellea",
            "chatschema.otel",
            "chatschema.ui_streams",
        ),
    ),
    (
        "utilities",
        (
            "chatschema._message_loops",
            "chatschema._buffer",
            "chatschema._conversation",
            "chatschema._filter",
            "chatschema._merge_runs",
            "chatschema._notification",
            "chatschema._tokens",
            "chatschema._trim",
        ),
    ),
    ("applications", ("chatschema.batch", "chatschema.cli", "chatschema.dask")),
    ("integrations", ("chatschema.litestar", "chatschema.pydantic")),
    ("package", ("chatschema", "chatschema.__main__")),
)
"""The layers, lowest first; a prefix names a module and the modules under it
(``chatschema`` alone names only the package's ``__init__``). The generated
package ``chatschema_generated`` sits below them all."""


@dataclass(frozen=True)
class Import:
    """One import of a chatschema module by another."""

    importer: str
    imported: str
    line: int
    in_function: bool
    names: tuple[str, ...] = ()

    def where(self) -> str:
        return f"{self.importer} (line {self.line}) imports {self.imported}"


@dataclass
class Graph:
    modules: dict[str, Path] = field(default_factory=dict)
    imports: list[Import] = field(default_factory=list)

    def edges(self) -> dict[str, set[str]]:
        out: dict[str, set[str]] = {name: set() for name in self.modules}
        for imp in self.imports:
            if imp.imported != imp.importer:
                out[imp.importer].add(imp.imported)
        return out


def _module_names(src: Path) -> dict[str, Path]:
    modules = {}
    for path in sorted((src / PACKAGE).rglob("*.py")):
        parts = list(path.relative_to(src).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = path
    return modules


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def build_graph(src: Path = SRC) -> Graph:
    """The imports between the modules of ``src/chatschema``."""
    graph = Graph(_module_names(src))

    def visit(node: ast.AST, module: str, package: str, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child.test):
                for stmt in child.orelse:
                    visit_one(stmt, module, package, in_function)
            else:
                visit_one(child, module, package, in_function)

    def visit_one(node: ast.AST, module: str, package: str, in_function: bool) -> None:
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == PACKAGE:
                    add(module, alias.name, node.lineno, in_function, ())
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, *([node.module] if node.module else [])])
            if base.split(".")[0] == PACKAGE:
                names = tuple(alias.name for alias in node.names)
                add(module, base, node.lineno, in_function, names)
                for name in names:
                    if f"{base}.{name}" in graph.modules:
                        add(module, f"{base}.{name}", node.lineno, in_function, ())
        inner = in_function or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
        visit(node, module, package, inner)

    def add(module: str, imported: str, line: int, in_function: bool, names: tuple[str, ...]) -> None:
        graph.imports.append(Import(module, imported, line, in_function, names))

    for module, path in graph.modules.items():
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        visit(ast.parse(path.read_text(encoding="utf-8"), str(path)), module, package, False)
    return graph


def cycles(graph: Graph) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    edges = {name: sorted(targets) for name, targets in graph.edges().items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = low[node] = len(index)
                stack.append(node)
                on_stack.add(node)
            targets = [t for t in edges[node] if t in edges]
            if i < len(targets):
                work.append((node, i + 1))
                target = targets[i]
                if target not in index:
                    work.append((target, 0))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return found


def layer_of(module: str) -> int | None:
    """The index of ``module``'s layer in :data:`LAYERS` (longest prefix wins), None if unassigned."""
    best: tuple[int, int] | None = None
    for number, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            matches = module == prefix or (prefix != PACKAGE and module.startswith(prefix + "."))
            if matches and (best is None or len(prefix) > best[0]):
                best = (len(prefix), number)
    return None if best is None else best[1]


def _declared_all(path: Path) -> set[str]:
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AnnAssign):
            targets = [node.target]
        value = node.value if isinstance(node, (ast.Assign, ast.AnnAssign)) else None
        if any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets) and value is not None:
            return {elt.value for elt in getattr(value, "elts", []) if isinstance(elt, ast.Constant)}
    return set()


GRAPH = build_graph()


def test_every_module_has_a_layer() -> None:
    missing = [module for module in GRAPH.modules if layer_of(module) is None]
    assert not missing, f"modules without a layer in tests/test_layers.py LAYERS: {missing}"


def test_no_import_cycles() -> None:
    found = cycles(GRAPH)
    lines = []
    for component in found:
        members = set(component)
        lines.append(" <-> ".join(component))
        lines += [
            f"    {imp.where()}"
            for imp in GRAPH.imports
            if imp.importer in members and imp.imported in members and imp.importer != imp.imported
        ]
    assert not found, "import cycles:\n" + "\n".join(lines)


def test_no_chatschema_imports_inside_functions() -> None:
    inside = sorted({imp.where() for imp in GRAPH.imports if imp.in_function})
    assert not inside, "import chatschema modules at module top:\n" + "\n".join(inside)


def private_name_imports(graph: Graph) -> list[str]:
    """Each ``from chatschema.x import _name`` of another module's private name (a ``_module`` is fine)."""
    found = []
    for imp in graph.imports:
        if imp.imported == imp.importer or imp.imported not in graph.modules:
            continue
        public = _declared_all(graph.modules[imp.imported])
        for name in imp.names:
            private = name.startswith("_") and not name.startswith("__") and name not in public
            if private and f"{imp.imported}.{name}" not in graph.modules:
                found.append(f"{imp.where()}: private name {name}")
    return found


def test_no_private_names_from_other_modules() -> None:
    found = private_name_imports(GRAPH)
    assert not found, (
        "move these names into a _module the importers share, under a plain name:\n" + "\n".join(found)
    )


def test_imports_follow_the_layers() -> None:
    upward = []
    for imp in GRAPH.imports:
        mine, theirs = layer_of(imp.importer), layer_of(imp.imported)
        if mine is not None and theirs is not None and theirs > mine:
            upward.append(f"{imp.where()}: layer {LAYERS[mine][0]} below {LAYERS[theirs][0]}")
    assert not upward, "imports from a higher layer:\n" + "\n".join(sorted(set(upward)))


def test_unknown_modules_are_not_imported() -> None:
    unknown = sorted({imp.where() for imp in GRAPH.imports if imp.imported not in GRAPH.modules})
    assert not unknown, "imports of chatschema modules that do not exist:\n" + "\n".join(unknown)


def test_the_checks_see_what_they_look_for(tmp_path: Path) -> None:
    """The graph builder finds a cycle, a function-level import and a private name (not a private module)."""
    root = tmp_path / PACKAGE
    root.mkdir()
    (root / "__init__.py").write_text("")
    (root / "a.py").write_text(
        "from chatschema.b import _hidden\nfrom chatschema import _c\nfrom chatschema._c import shared\n"
    )
    (root / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import chatschema.c\n"
        "def f():\n    from chatschema import a\n"
    )
    (root / "c.py").write_text("")
    (root / "_c.py").write_text("shared = 1\n")
    graph = build_graph(tmp_path)
    assert cycles(graph) == [["chatschema.a", "chatschema.b"]]
    assert [(i.importer, i.imported) for i in graph.imports if i.in_function] == [
        ("chatschema.b", "chatschema"),
        ("chatschema.b", "chatschema.a"),
    ]
    assert ("chatschema.b", "chatschema.c") not in [(i.importer, i.imported) for i in graph.imports]
    assert private_name_imports(graph) == ["chatschema.a (line 1) imports chatschema.b: private name _hidden"]


if __name__ == "__main__":
    found = cycles(GRAPH)
    inside = {(imp.importer, imp.line) for imp in GRAPH.imports if imp.in_function}
    largest = max(GRAPH.modules.items(), key=lambda item: len(item[1].read_text().splitlines()))
    print(f"modules: {len(GRAPH.modules)}")
    print(f"cycles: {len(found)} {found}")
    print(f"function-level imports of chatschema modules: {len(inside)}")
    print(f"largest module: {largest[0]} ({len(largest[1].read_text().splitlines())} lines)")
    sys.exit(1 if found or inside else 0)
