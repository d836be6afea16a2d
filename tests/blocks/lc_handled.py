"""What LangChain's block translators read: the ``type`` tags their source compares against.

The tags are taken from the source of ``langchain_core.messages.block_translators`` (read with
``ast``, never imported for this), so a tag added in a later LangChain release shows up here
without editing a list. A comparison counts when one side is a tag read from a block and the
other a string literal (or a set, tuple or list of them):

* a name such as ``block_type`` or ``item_type`` (and ``citation_type``, ``annotation_type``);
* ``<anything>.get("type")`` or ``block["type"]`` / ``item["type"]``;
* ``block_type.endswith("_suffix")``, recorded as ``"*_suffix"``.

Functions that do not serve ``content_blocks`` are skipped: the v1-to-Chat-Completions
converter, the ``convert_to_openai_*`` helpers (tested on their own) and ``_populate_extras``
(which only checks for ``non_standard``).
"""

from __future__ import annotations

import ast
import functools
import itertools
import pkgutil
from pathlib import Path

import langchain_core.messages.block_translators as lc_translators

TAG_NAMES = frozenset({"block_type", "item_type", "citation_type", "annotation_type"})
BLOCK_NAMES = frozenset({"block", "item"})
SKIPPED_FUNCTIONS = frozenset(
    {
        "_convert_from_v1_to_chat_completions",
        "convert_to_openai_data_block",
        "convert_to_openai_image_block",
        "_populate_extras",
    }
)

LC_TO_CHATSCHEMA = {
    "langchain_v0": "v0",
    "openai": "openai",
    "anthropic": "anthropic",
    "google_genai": "google_genai",
    "google_vertexai": "google_genai",
    "bedrock_converse": "bedrock_converse",
    "bedrock": "bedrock",
    "groq": "groq",
}
"""LangChain translator module -> the chatschema module that does its work."""


def lc_modules() -> list[str]:
    """Names of the modules in ``langchain_core.messages.block_translators``."""
    return sorted(info.name for info in pkgutil.iter_modules(lc_translators.__path__))


def _reads_tag(node: ast.expr) -> bool:
    if isinstance(node, ast.Name):
        return node.id in TAG_NAMES
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get":
        return bool(node.args) and isinstance(node.args[0], ast.Constant) and node.args[0].value == "type"
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in BLOCK_NAMES:
        return isinstance(node.slice, ast.Constant) and node.slice.value == "type"
    return False


def _literals(node: ast.expr) -> set[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, (ast.Set, ast.Tuple, ast.List)):
        return {
            elt.value for elt in node.elts if isinstance(elt, ast.Constant) and isinstance(elt.value, str)
        }
    return set()


class _TagCollector(ast.NodeVisitor):
    def __init__(self) -> None:
        self.tags: set[str] = set()

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        if node.name not in SKIPPED_FUNCTIONS:
            self.generic_visit(node)

    def visit_Compare(self, node: ast.Compare) -> None:
        sides = [node.left, *node.comparators]
        for op, (left, right) in zip(node.ops, itertools.pairwise(sides), strict=True):
            if isinstance(op, (ast.Eq, ast.In)):
                if _reads_tag(left):
                    self.tags |= _literals(right)
                elif isinstance(op, ast.Eq) and _reads_tag(right):
                    self.tags |= _literals(left)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "endswith" and _reads_tag(func.value):
            self.tags |= {"*" + suffix for arg in node.args for suffix in _literals(arg)}
        self.generic_visit(node)


@functools.cache
def lc_handled_types(module: str) -> frozenset[str]:
    """The type tags LangChain's translator module ``module`` compares blocks against."""
    path = Path(lc_translators.__path__[0]) / f"{module}.py"
    collector = _TagCollector()
    collector.visit(ast.parse(path.read_text(encoding="utf-8")))
    return frozenset(collector.tags)


def covers(handled: frozenset[str] | set[str], tag: str) -> bool:
    """Whether ``tag`` (perhaps a ``*suffix`` pattern) is in ``handled``, patterns included."""
    if tag in handled:
        return True
    suffixes = [pattern[1:] for pattern in handled if pattern.startswith("*")]
    return any(tag.endswith(suffix) for suffix in suffixes)
